mod convert;
mod traits;

use num_bigint::{BigInt, BigUint, Sign};
use num_traits::{One, Signed, ToPrimitive, Zero};

/// An exact dyadic rational `numerator / 2^exponent`, of any size.
///
/// Values are kept reduced (the numerator is odd whenever the exponent is
/// positive), so equal numbers have equal representations and `==`, `Hash`
/// and `Ord` work on the value.
///
/// ```
/// use combinatorial_games::Dyadic;
///
/// let a: Dyadic = "3/8".parse().unwrap();
/// let b = Dyadic::from(1) / 8u32;   // 1/8, by halving three times
/// assert_eq!((a.clone() + b).to_string(), "1/2");
/// assert_eq!(Dyadic::from(-12).to_string(), "-12");
/// assert!("1/3".parse::<Dyadic>().is_err());
/// ```
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct Dyadic {
    num: BigInt,
    exp: u64,
}

/// Why a string is not a dyadic rational.
///
/// ```
/// use combinatorial_games::numbers::DyadicError;
/// use combinatorial_games::Dyadic;
/// assert!(matches!("1/3".parse::<Dyadic>(), Err(DyadicError::NotDyadic(_))));
/// assert!(matches!("1/0".parse::<Dyadic>(), Err(DyadicError::ZeroDenominator(_))));
/// assert!(matches!("x".parse::<Dyadic>(), Err(DyadicError::Malformed(_))));
/// // 6/4 is 3/2 in lowest terms: dyadic.
/// assert!("6/4".parse::<Dyadic>().is_ok());
/// ```
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum DyadicError {
    /// The text is not an integer or a fraction `p/q` of integers.
    #[error("'{0}' is not a number: expected an integer like 7 or a fraction like 3/8")]
    Malformed(String),
    /// The fraction is well formed but its reduced denominator is not a power of two.
    #[error("{0} is not a dyadic rational: the denominator must be a power of two")]
    NotDyadic(String),
    /// The denominator is zero.
    #[error("{0}: division by zero")]
    ZeroDenominator(String),
}

impl Dyadic {
    /// Zero.
    ///
    /// ```
    /// # use combinatorial_games::Dyadic;
    /// assert!(Dyadic::zero().is_zero());
    /// ```
    pub fn zero() -> Dyadic {
        Dyadic {
            num: BigInt::zero(),
            exp: 0,
        }
    }

    /// `numerator / 2^exponent`, reduced.
    ///
    /// ```
    /// # use combinatorial_games::Dyadic;
    /// assert_eq!(Dyadic::new(6, 3).to_string(), "3/4");
    /// ```
    pub fn new(numerator: impl Into<BigInt>, exponent: u64) -> Dyadic {
        let mut d = Dyadic {
            num: numerator.into(),
            exp: exponent,
        };
        d.reduce();
        d
    }

    fn reduce(&mut self) {
        if self.num.is_zero() {
            self.exp = 0;
            return;
        }
        if self.exp > 0 {
            let tz = self.num.trailing_zeros().unwrap_or(0).min(self.exp);
            if tz > 0 {
                self.num >>= tz;
                self.exp -= tz;
            }
        }
    }

    /// The reduced numerator.
    ///
    /// ```
    /// # use combinatorial_games::Dyadic;
    /// assert_eq!(*Dyadic::new(6, 3).numerator(), 3.into());
    /// ```
    pub fn numerator(&self) -> &BigInt {
        &self.num
    }

    /// The exponent `k` of the reduced denominator `2^k`.
    ///
    /// ```
    /// # use combinatorial_games::Dyadic;
    /// assert_eq!(Dyadic::new(6, 3).denominator_exponent(), 2);
    /// ```
    pub fn denominator_exponent(&self) -> u64 {
        self.exp
    }

    /// The reduced denominator `2^k`.
    ///
    /// ```
    /// # use combinatorial_games::Dyadic;
    /// assert_eq!(Dyadic::new(6, 3).denominator(), 4u32.into());
    /// ```
    pub fn denominator(&self) -> BigUint {
        BigUint::one() << self.exp
    }

    /// Whether this is zero.
    ///
    /// ```
    /// # use combinatorial_games::Dyadic;
    /// assert!(!Dyadic::from(1).is_zero());
    /// ```
    pub fn is_zero(&self) -> bool {
        self.num.is_zero()
    }

    /// Whether this is an integer.
    ///
    /// ```
    /// # use combinatorial_games::Dyadic;
    /// assert!(Dyadic::from(-3).is_integer());
    /// assert!(!Dyadic::new(1, 1).is_integer());
    /// ```
    pub fn is_integer(&self) -> bool {
        self.exp == 0
    }

    /// The integer value, if this is an integer.
    ///
    /// ```
    /// # use combinatorial_games::Dyadic;
    /// assert_eq!(Dyadic::from(-3).to_integer(), Some((-3).into()));
    /// assert_eq!(Dyadic::new(1, 1).to_integer(), None);
    /// ```
    pub fn to_integer(&self) -> Option<BigInt> {
        self.is_integer().then(|| self.num.clone())
    }

    /// The sign: -1, 0 or 1.
    ///
    /// ```
    /// # use combinatorial_games::Dyadic;
    /// assert_eq!(Dyadic::new(-1, 4).signum(), -1);
    /// ```
    pub fn signum(&self) -> i32 {
        match self.num.sign() {
            Sign::Minus => -1,
            Sign::NoSign => 0,
            Sign::Plus => 1,
        }
    }

    /// The absolute value.
    ///
    /// ```
    /// # use combinatorial_games::Dyadic;
    /// assert_eq!(Dyadic::new(-3, 1).abs(), Dyadic::new(3, 1));
    /// ```
    pub fn abs(&self) -> Dyadic {
        Dyadic {
            num: self.num.abs(),
            exp: self.exp,
        }
    }

    /// The largest integer not above this number.
    ///
    /// ```
    /// # use combinatorial_games::Dyadic;
    /// assert_eq!(Dyadic::new(-3, 1).floor(), (-2).into());
    /// ```
    pub fn floor(&self) -> BigInt {
        // An arithmetic shift rounds towards minus infinity.
        &self.num >> self.exp
    }

    /// The smallest integer not below this number.
    ///
    /// ```
    /// # use combinatorial_games::Dyadic;
    /// assert_eq!(Dyadic::new(-3, 1).ceil(), (-1).into());
    /// ```
    pub fn ceil(&self) -> BigInt {
        -((-&self.num) >> self.exp)
    }

    /// This number times `2^k` (for negative `k`, divided by `2^-k`).
    ///
    /// ```
    /// # use combinatorial_games::Dyadic;
    /// assert_eq!(Dyadic::from(3).shl(-3).to_string(), "3/8");
    /// assert_eq!(Dyadic::new(3, 3).shl(3), Dyadic::from(3));
    /// ```
    pub fn shl(&self, k: i64) -> Dyadic {
        if k >= 0 {
            let k = k as u64;
            if k <= self.exp {
                Dyadic {
                    num: self.num.clone(),
                    exp: self.exp - k,
                }
            } else {
                Dyadic {
                    num: &self.num << (k - self.exp),
                    exp: 0,
                }
            }
        } else {
            Dyadic::new(self.num.clone(), self.exp + k.unsigned_abs())
        }
    }

    /// Half of this number.
    ///
    /// ```
    /// # use combinatorial_games::Dyadic;
    /// assert_eq!(Dyadic::from(1).half().to_string(), "1/2");
    /// ```
    pub fn half(&self) -> Dyadic {
        self.shl(-1)
    }

    /// The birthday of this number as a game: `|n|` for an integer `n`, and
    /// `floor(|x|) + 1 + k` for `x` with denominator `2^k`, `k > 0`.
    ///
    /// ```
    /// # use combinatorial_games::Dyadic;
    /// assert_eq!(Dyadic::from(-4).birthday(), 4u32.into());
    /// assert_eq!(Dyadic::new(5, 2).birthday(), 4u32.into()); // 5/4 = {1|3/2}
    /// ```
    pub fn birthday(&self) -> BigUint {
        let a = self.abs();
        let whole = a.floor().magnitude().clone();
        if self.exp == 0 {
            whole
        } else {
            whole + 1u32 + self.exp
        }
    }

    /// The simplest number strictly between `lo` and `hi` (either bound may be
    /// absent): what the game `{lo | hi}` equals when `lo < hi`. `None` when
    /// `lo >= hi`.
    ///
    /// Simplest means: an integer of least magnitude if one fits, otherwise
    /// the fitting fraction with the smallest denominator.
    ///
    /// ```
    /// # use combinatorial_games::Dyadic;
    /// let d = |s: &str| s.parse::<Dyadic>().unwrap();
    /// assert_eq!(Dyadic::simplest_between(Some(&d("0")), Some(&d("1"))), Some(d("1/2")));
    /// assert_eq!(Dyadic::simplest_between(Some(&d("-5/2")), Some(&d("7"))), Some(d("0")));
    /// assert_eq!(Dyadic::simplest_between(Some(&d("3/8")), Some(&d("5/8"))), Some(d("1/2")));
    /// assert_eq!(Dyadic::simplest_between(Some(&d("5/2")), None), Some(d("3")));
    /// assert_eq!(Dyadic::simplest_between(Some(&d("1")), Some(&d("1"))), None);
    /// ```
    pub fn simplest_between(lo: Option<&Dyadic>, hi: Option<&Dyadic>) -> Option<Dyadic> {
        simplest_between_small(lo, hi).unwrap_or_else(|| Dyadic::simplest_between_big(lo, hi))
    }

    /// [`Dyadic::simplest_between`] for numbers of any size.
    fn simplest_between_big(lo: Option<&Dyadic>, hi: Option<&Dyadic>) -> Option<Dyadic> {
        if let (Some(l), Some(h)) = (lo, hi)
            && l >= h
        {
            return None;
        }
        let zero = Dyadic::zero();
        let above_lo = |x: &Dyadic| lo.is_none_or(|l| x > l);
        let below_hi = |x: &Dyadic| hi.is_none_or(|h| x < h);
        if above_lo(&zero) && below_hi(&zero) {
            return Some(zero);
        }
        // Zero is excluded, so the interval lies on one side of it.
        let positive = lo.is_some_and(|l| l.signum() >= 0);
        // The integer nearest to zero that is strictly inside, if any.
        let candidate = if positive {
            let l = lo.expect("positive side has a lower bound");
            Dyadic::from(l.floor() + 1)
        } else {
            let h = hi.expect("negative side has an upper bound");
            Dyadic::from(h.ceil() - 1)
        };
        if above_lo(&candidate) && below_hi(&candidate) {
            return Some(candidate);
        }
        // Both bounds are present and no integer fits. The smallest k for
        // which some m/2^k fits is found by binary search: the property is
        // monotone in k, and k never exceeds the larger exponent plus one.
        let (l, h) = (lo.expect("bounded"), hi.expect("bounded"));
        let fits = |k: u64| -> Option<Dyadic> {
            // m = floor(l * 2^k) + 1 is the least m with m/2^k > l.
            let m = l.shl(k as i64).floor() + 1;
            let x = Dyadic::new(m, k);
            (x < *h).then_some(x)
        };
        let (mut a, mut b) = (1u64, l.exp.max(h.exp) + 1);
        while a < b {
            let mid = a + (b - a) / 2;
            if fits(mid).is_some() {
                b = mid;
            } else {
                a = mid + 1;
            }
        }
        fits(a)
    }

    /// The number as an `f64` (rounded; for display and plotting only).
    ///
    /// ```
    /// # use combinatorial_games::Dyadic;
    /// assert_eq!(Dyadic::new(-3, 2).to_f64(), -0.75);
    /// ```
    pub fn to_f64(&self) -> f64 {
        let n = self.num.to_f64().unwrap_or(f64::NAN);
        if self.exp < 1024 {
            n / 2f64.powi(self.exp as i32)
        } else {
            // Scale both parts down so neither overflows.
            let bits = self.num.bits();
            let shift = bits.saturating_sub(60);
            let top = (&self.num >> shift).to_f64().unwrap_or(0.0);
            let e = shift as f64 - self.exp as f64;
            top * e.exp2()
        }
    }
}

/// [`Dyadic::simplest_between`] in 128-bit integers, when both bounds have
/// numerators of at most 64 bits and denominators of at most 2^62 (most
/// numbers met in play); `None` otherwise. Each bound is written over the
/// common denominator `2^e`.
fn simplest_between_small(lo: Option<&Dyadic>, hi: Option<&Dyadic>) -> Option<Option<Dyadic>> {
    const MAX_EXP: u64 = 62;
    let small =
        |d: &Dyadic| Some((i128::from(d.num.to_i64()?), d.exp)).filter(|&(_, e)| e <= MAX_EXP);
    // An absent bound stays absent; one too wide gives up.
    let bound = |b: Option<&Dyadic>| match b {
        Some(d) => small(d).map(Some),
        None => Some(None),
    };
    let (l, h) = (bound(lo)?, bound(hi)?);
    let e = l.map_or(0, |x| x.1).max(h.map_or(0, |x| x.1));
    let scaled = |(n, k): (i128, u64)| n << (e - k);
    let (l, h) = (l.map(scaled), h.map(scaled));
    if let (Some(l), Some(h)) = (l, h)
        && l >= h
    {
        return Some(None);
    }
    let above = |x: i128| l.is_none_or(|l| x > l);
    let below = |x: i128| h.is_none_or(|h| x < h);
    let one = 1i128 << e;
    if above(0) && below(0) {
        return Some(Some(Dyadic::zero()));
    }
    // The integer of least magnitude inside, if any: floor(l) + 1 on the
    // positive side, ceil(h) - 1 on the negative one.
    let candidate = match (l, h) {
        (Some(l), _) if l >= 0 => ((l >> e) + 1) * one,
        (_, Some(h)) => -(((-h) >> e) + 1) * one,
        _ => unreachable!("an unbounded side holds zero or an integer"),
    };
    if above(candidate) && below(candidate) {
        return Some(Some(Dyadic::from(BigInt::from(candidate >> e))));
    }
    // No integer fits, so both bounds are present: the least k for which
    // floor(l·2^k) + 1 lies below h·2^k (k = e + 1 always fits).
    let (l, h) = (l?, h?);
    (1..=e + 1).find_map(|k| {
        let (m, below_h) = if k <= e {
            let m = (l >> (e - k)) + 1;
            (m, (m << (e - k)) < h)
        } else {
            (2 * l + 1, 2 * l + 1 < 2 * h)
        };
        below_h.then(|| Some(Dyadic::new(BigInt::from(m), k)))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn d(s: &str) -> Dyadic {
        s.parse().unwrap()
    }

    #[test]
    fn parse_and_print() {
        assert_eq!(d("6/16").to_string(), "3/8");
        assert_eq!(d("-12").to_string(), "-12");
        assert_eq!(d("4/2").to_string(), "2");
        assert_eq!(d("0/8").to_string(), "0");
        assert_eq!(d("3/-4").to_string(), "-3/4");
        assert!(matches!(
            "1/3".parse::<Dyadic>(),
            Err(DyadicError::NotDyadic(_))
        ));
        assert!(matches!(
            "1/0".parse::<Dyadic>(),
            Err(DyadicError::ZeroDenominator(_))
        ));
        assert!(matches!(
            "x".parse::<Dyadic>(),
            Err(DyadicError::Malformed(_))
        ));
        assert!(matches!(
            "".parse::<Dyadic>(),
            Err(DyadicError::Malformed(_))
        ));
        let big = "123456789012345678901234567890";
        assert_eq!(d(big).to_string(), big);
    }

    #[test]
    fn arithmetic_by_hand() {
        assert_eq!(d("1/2") + d("1/4"), d("3/4"));
        assert_eq!(d("3/4") - d("1/4"), d("1/2"));
        assert_eq!(d("-3/8") + d("3/8"), Dyadic::zero());
        assert_eq!(d("3/4") * d("2"), d("3/2"));
        assert!(d("1/1024") < d("1/512"));
        assert!(d("-1/2") < d("-1/4"));
        assert!(d("-1") < d("1/1024"));
        assert_eq!(d("7/4").floor(), 1.into());
        assert_eq!(d("-7/4").floor(), (-2).into());
        assert_eq!(d("7/4").ceil(), 2.into());
        assert_eq!(d("-7/4").ceil(), (-1).into());
    }

    #[test]
    fn simplest_numbers_by_hand() {
        let s = |a: Option<&str>, b: Option<&str>| {
            Dyadic::simplest_between(a.map(d).as_ref(), b.map(d).as_ref()).map(|x| x.to_string())
        };
        assert_eq!(s(None, None).as_deref(), Some("0"));
        assert_eq!(s(Some("0"), None).as_deref(), Some("1"));
        assert_eq!(s(Some("3"), None).as_deref(), Some("4"));
        assert_eq!(s(Some("-3"), None).as_deref(), Some("0"));
        assert_eq!(s(None, Some("-3")).as_deref(), Some("-4"));
        assert_eq!(s(None, Some("1/2")).as_deref(), Some("0"));
        assert_eq!(s(None, Some("-1/2")).as_deref(), Some("-1"));
        assert_eq!(s(Some("1"), Some("2")).as_deref(), Some("3/2"));
        assert_eq!(s(Some("1"), Some("3/2")).as_deref(), Some("5/4"));
        assert_eq!(s(Some("-2"), Some("-1")).as_deref(), Some("-3/2"));
        assert_eq!(s(Some("1/8"), Some("1/4")).as_deref(), Some("3/16"));
        assert_eq!(s(Some("1/4"), Some("7/8")).as_deref(), Some("1/2"));
        assert_eq!(s(Some("5/8"), Some("7/8")).as_deref(), Some("3/4"));
        assert_eq!(s(Some("2"), Some("2")), None);
    }

    /// The fast path gives what the general one gives, on every pair of
    /// bounds (each possibly absent) from a grid of small dyadics.
    #[test]
    fn simplest_between_small_agrees_with_the_general_method() {
        let grid: Vec<Dyadic> = (0..=4u64)
            .flat_map(|k| (-40..=40i64).map(move |n| Dyadic::new(n, k)))
            .collect();
        let bounds: Vec<Option<&Dyadic>> =
            std::iter::once(None).chain(grid.iter().map(Some)).collect();
        let mut checked = 0;
        for &lo in &bounds {
            for &hi in &bounds {
                let fast = simplest_between_small(lo, hi).expect("small bounds");
                assert_eq!(fast, Dyadic::simplest_between_big(lo, hi), "{lo:?} {hi:?}");
                checked += 1;
            }
        }
        assert!(checked > 100_000);
        // Bounds too wide for it are left to the general method.
        let wide = Dyadic::new(1, 100);
        assert_eq!(simplest_between_small(Some(&wide), None), None);
    }

    #[test]
    fn simplest_between_deep_fractions_is_fast() {
        // {0 | 1/2^k} = 1/2^(k+1); a linear search would take k steps of size k.
        let tiny = Dyadic::new(1, 200_000);
        let x = Dyadic::simplest_between(Some(&Dyadic::zero()), Some(&tiny)).unwrap();
        assert_eq!(x, Dyadic::new(1, 200_001));
    }

    #[test]
    fn birthdays() {
        assert_eq!(d("0").birthday(), 0u32.into());
        assert_eq!(d("1/2").birthday(), 2u32.into());
        assert_eq!(d("3/4").birthday(), 3u32.into());
        assert_eq!(d("-7/4").birthday(), 4u32.into());
    }
}
