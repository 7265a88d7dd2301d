//! Rationals as CGSuite's language has them: any fraction, and `inf` and
//! `-inf` (what `1/0` and `-1/0` give). Games hold only dyadic numbers; the
//! expression language uses [`Rational`] for the arithmetic of the rest
//! (`1/2 + 1/3` is `5/6`).

use std::cmp::Ordering;
use std::fmt;

use num_bigint::BigInt;
use num_integer::Integer;
use num_rational::BigRational;
use num_traits::{One, Signed, Zero};

use super::Dyadic;

/// A rational number, or positive or negative infinity.
///
/// ```
/// use combinatorial_games::numbers::Rational;
/// let third = Rational::fraction(1.into(), 3.into()).unwrap();
/// let sixth = Rational::fraction(1.into(), 6.into()).unwrap();
/// assert_eq!((third.checked_add(&sixth)).unwrap().to_string(), "1/2");
/// assert_eq!(Rational::fraction(17.into(), 0.into()).unwrap().to_string(), "inf");
/// assert!(Rational::fraction(0.into(), 0.into()).is_none());
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Rational(Repr);

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
enum Repr {
    Finite(BigRational),
    /// `true` for `inf`, `false` for `-inf`.
    Infinite(bool),
}

impl Rational {
    /// `numerator / denominator`, reduced: a zero denominator gives `inf`
    /// or `-inf` by the sign of the numerator; `0/0` is `None`.
    ///
    /// ```
    /// use combinatorial_games::numbers::Rational;
    /// assert_eq!(Rational::fraction(4.into(), 6.into()).unwrap().to_string(), "2/3");
    /// assert_eq!(Rational::fraction((-3).into(), 0.into()).unwrap().to_string(), "-inf");
    /// ```
    pub fn fraction(numerator: BigInt, denominator: BigInt) -> Option<Rational> {
        if denominator.is_zero() {
            return match numerator.sign() {
                num_bigint::Sign::NoSign => None,
                s => Some(Rational(Repr::Infinite(s == num_bigint::Sign::Plus))),
            };
        }
        Some(Rational(Repr::Finite(BigRational::new(
            numerator,
            denominator,
        ))))
    }

    /// Positive (`true`) or negative infinity.
    ///
    /// ```
    /// use combinatorial_games::numbers::Rational;
    /// assert!(Rational::infinity(true) > Rational::from(10));
    /// ```
    pub fn infinity(positive: bool) -> Rational {
        Rational(Repr::Infinite(positive))
    }

    /// The finite value, `None` for an infinity.
    ///
    /// ```
    /// use combinatorial_games::numbers::Rational;
    /// assert_eq!(Rational::from(3).as_finite().unwrap().to_string(), "3");
    /// assert!(Rational::infinity(false).as_finite().is_none());
    /// ```
    pub fn as_finite(&self) -> Option<&BigRational> {
        match &self.0 {
            Repr::Finite(r) => Some(r),
            Repr::Infinite(_) => None,
        }
    }

    /// The number as a dyadic, when it is finite and its denominator is a
    /// power of two.
    ///
    /// ```
    /// use combinatorial_games::numbers::Rational;
    /// let r = Rational::fraction(6.into(), 16.into()).unwrap();
    /// assert_eq!(r.to_dyadic().unwrap().to_string(), "3/8");
    /// assert!(Rational::fraction(1.into(), 3.into()).unwrap().to_dyadic().is_none());
    /// ```
    pub fn to_dyadic(&self) -> Option<Dyadic> {
        Dyadic::try_from(self.as_finite()?.clone()).ok()
    }

    /// The reduced numerator: `1` or `-1` for the infinities (CGSuite's).
    ///
    /// ```
    /// use combinatorial_games::numbers::Rational;
    /// assert_eq!(Rational::fraction((-6).into(), 4.into()).unwrap().numerator().to_string(), "-3");
    /// ```
    pub fn numerator(&self) -> BigInt {
        match &self.0 {
            Repr::Finite(r) => r.numer().clone(),
            Repr::Infinite(p) => BigInt::from(if *p { 1 } else { -1 }),
        }
    }

    /// The reduced denominator, positive; `0` for the infinities.
    ///
    /// ```
    /// use combinatorial_games::numbers::Rational;
    /// assert_eq!(Rational::fraction(6.into(), (-4).into()).unwrap().denominator().to_string(), "2");
    /// ```
    pub fn denominator(&self) -> BigInt {
        match &self.0 {
            Repr::Finite(r) => r.denom().clone(),
            Repr::Infinite(_) => BigInt::zero(),
        }
    }

    /// Whether the number is finite with a power of two for denominator.
    ///
    /// ```
    /// use combinatorial_games::numbers::Rational;
    /// assert!(Rational::fraction(3.into(), 16.into()).unwrap().is_dyadic());
    /// assert!(!Rational::fraction(6.into(), 23.into()).unwrap().is_dyadic());
    /// ```
    pub fn is_dyadic(&self) -> bool {
        self.to_dyadic().is_some()
    }

    /// -1, 0 or 1.
    ///
    /// ```
    /// use combinatorial_games::numbers::Rational;
    /// assert_eq!(Rational::infinity(false).signum(), -1);
    /// ```
    pub fn signum(&self) -> i32 {
        match &self.0 {
            Repr::Finite(r) if r.is_zero() => 0,
            Repr::Finite(r) if r.is_positive() => 1,
            Repr::Finite(_) => -1,
            Repr::Infinite(p) => {
                if *p {
                    1
                } else {
                    -1
                }
            }
        }
    }

    /// The absolute value.
    ///
    /// ```
    /// use combinatorial_games::numbers::Rational;
    /// assert_eq!(Rational::infinity(false).abs().to_string(), "inf");
    /// ```
    pub fn abs(&self) -> Rational {
        match &self.0 {
            Repr::Finite(r) => Rational(Repr::Finite(r.abs())),
            Repr::Infinite(_) => Rational::infinity(true),
        }
    }

    /// The greatest integer at most this; `None` for the infinities.
    ///
    /// ```
    /// use combinatorial_games::numbers::Rational;
    /// let r = Rational::fraction((-3).into(), 16.into()).unwrap();
    /// assert_eq!(r.floor().unwrap().to_string(), "-1");
    /// assert_eq!(r.ceil().unwrap().to_string(), "0");
    /// ```
    pub fn floor(&self) -> Option<BigInt> {
        let r = self.as_finite()?;
        Some(r.numer().div_floor(r.denom()))
    }

    /// The least integer at least this; `None` for the infinities.
    ///
    /// ```
    /// use combinatorial_games::numbers::Rational;
    /// let r = Rational::fraction(7.into(), 2.into()).unwrap();
    /// assert_eq!(r.ceil().unwrap().to_string(), "4");
    /// assert!(Rational::infinity(true).ceil().is_none());
    /// ```
    pub fn ceil(&self) -> Option<BigInt> {
        let r = self.as_finite()?;
        Some(-((-r.numer()).div_floor(r.denom())))
    }

    /// `1 / self`: zero's is `inf`, the infinities' is 0.
    ///
    /// ```
    /// use combinatorial_games::numbers::Rational;
    /// let r = Rational::fraction((-3).into(), 16.into()).unwrap();
    /// assert_eq!(r.reciprocal().to_string(), "-16/3");
    /// assert_eq!(Rational::from(0).reciprocal().to_string(), "inf");
    /// ```
    pub fn reciprocal(&self) -> Rational {
        match &self.0 {
            Repr::Finite(r) if r.is_zero() => Rational::infinity(true),
            Repr::Finite(r) => Rational(Repr::Finite(r.recip())),
            Repr::Infinite(_) => Rational::from(0),
        }
    }

    /// The sum; `None` for `inf + -inf`.
    ///
    /// ```
    /// use combinatorial_games::numbers::Rational;
    /// let half = Rational::fraction(1.into(), 2.into()).unwrap();
    /// assert_eq!(half.checked_add(&half).unwrap().to_string(), "1");
    /// let inf = Rational::infinity(true);
    /// assert_eq!(inf.checked_add(&half).unwrap().to_string(), "inf");
    /// assert!(inf.checked_add(&Rational::infinity(false)).is_none());
    /// ```
    pub fn checked_add(&self, other: &Rational) -> Option<Rational> {
        Some(match (&self.0, &other.0) {
            (Repr::Finite(a), Repr::Finite(b)) => Rational(Repr::Finite(a + b)),
            (Repr::Infinite(p), Repr::Infinite(q)) if p != q => return None,
            (Repr::Infinite(p), _) | (_, Repr::Infinite(p)) => Rational::infinity(*p),
        })
    }

    /// The product; `None` for zero times an infinity.
    ///
    /// ```
    /// use combinatorial_games::numbers::Rational;
    /// let half = Rational::fraction(1.into(), 2.into()).unwrap();
    /// let third = Rational::fraction(1.into(), 3.into()).unwrap();
    /// assert_eq!(half.checked_mul(&third).unwrap().to_string(), "1/6");
    /// ```
    pub fn checked_mul(&self, other: &Rational) -> Option<Rational> {
        if let (Repr::Finite(a), Repr::Finite(b)) = (&self.0, &other.0) {
            return Some(Rational(Repr::Finite(a * b)));
        }
        match self.signum() * other.signum() {
            0 => None,
            s => Some(Rational::infinity(s > 0)),
        }
    }

    /// The quotient: a nonzero number over zero is an infinity; `None` for
    /// `0/0` and for an infinity over an infinity.
    ///
    /// ```
    /// use combinatorial_games::numbers::Rational;
    /// let r = Rational::from(3).checked_div(&Rational::from(4)).unwrap();
    /// assert_eq!(r.to_string(), "3/4");
    /// assert!(Rational::from(0).checked_div(&Rational::from(0)).is_none());
    /// ```
    pub fn checked_div(&self, other: &Rational) -> Option<Rational> {
        match (&self.0, &other.0) {
            (_, Repr::Finite(b)) if b.is_zero() => match self.signum() {
                0 => None,
                s => Some(Rational::infinity(s > 0)),
            },
            (Repr::Infinite(_), Repr::Infinite(_)) => None,
            _ => self.checked_mul(&other.reciprocal()),
        }
    }

    /// `self - other * floor(self / other)`, of the sign of `other`;
    /// `None` unless both are finite and `other` is not zero.
    ///
    /// ```
    /// use combinatorial_games::numbers::Rational;
    /// let a = Rational::fraction(17.into(), 6.into()).unwrap();
    /// let b = Rational::fraction(1.into(), 3.into()).unwrap();
    /// assert_eq!(a.checked_rem(&b).unwrap().to_string(), "1/6");
    /// assert_eq!(Rational::from(-7).checked_rem(&Rational::from(5)).unwrap().to_string(), "3");
    /// ```
    pub fn checked_rem(&self, other: &Rational) -> Option<Rational> {
        let (a, b) = (self.as_finite()?, other.as_finite()?);
        if b.is_zero() {
            return None;
        }
        let q = (a / b).floor();
        Some(Rational(Repr::Finite(a - b * q)))
    }

    /// `self` to the power `n`, a nonzero base for a negative `n`.
    ///
    /// ```
    /// use combinatorial_games::numbers::Rational;
    /// let r = Rational::fraction(2.into(), 3.into()).unwrap();
    /// assert_eq!(r.checked_pow(-3).unwrap().to_string(), "27/8");
    /// assert_eq!(Rational::from(3).checked_pow(5).unwrap().to_string(), "243");
    /// ```
    pub fn checked_pow(&self, n: i32) -> Option<Rational> {
        let r = self.as_finite()?;
        if n < 0 && r.is_zero() {
            return None;
        }
        Some(Rational(Repr::Finite(num_traits::Pow::pow(r, n))))
    }

    /// The number of bits of its numerator and denominator together, a
    /// measure of size for bounding powers.
    ///
    /// ```
    /// use combinatorial_games::numbers::Rational;
    /// // 5/8: three bits above and four below.
    /// let r = Rational::fraction(5.into(), 8.into()).unwrap();
    /// assert_eq!(r.bits(), 7);
    /// ```
    pub fn bits(&self) -> u64 {
        self.numerator().bits() + self.denominator().bits()
    }
}

impl From<i64> for Rational {
    fn from(n: i64) -> Rational {
        Rational(Repr::Finite(BigRational::from_integer(n.into())))
    }
}

impl From<Dyadic> for Rational {
    fn from(d: Dyadic) -> Rational {
        Rational(Repr::Finite(BigRational::from(d)))
    }
}

impl From<BigRational> for Rational {
    fn from(r: BigRational) -> Rational {
        Rational(Repr::Finite(r))
    }
}

impl std::ops::Neg for Rational {
    type Output = Rational;
    fn neg(self) -> Rational {
        match self.0 {
            Repr::Finite(r) => Rational(Repr::Finite(-r)),
            Repr::Infinite(p) => Rational::infinity(!p),
        }
    }
}

impl Ord for Rational {
    fn cmp(&self, other: &Rational) -> Ordering {
        match (&self.0, &other.0) {
            (Repr::Finite(a), Repr::Finite(b)) => a.cmp(b),
            (Repr::Infinite(p), Repr::Infinite(q)) => p.cmp(q),
            (Repr::Infinite(p), _) => {
                if *p {
                    Ordering::Greater
                } else {
                    Ordering::Less
                }
            }
            (_, Repr::Infinite(q)) => {
                if *q {
                    Ordering::Less
                } else {
                    Ordering::Greater
                }
            }
        }
    }
}

impl PartialOrd for Rational {
    fn partial_cmp(&self, other: &Rational) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl fmt::Display for Rational {
    /// `2/3`, `-5`, `inf`, `-inf`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.0 {
            Repr::Finite(r) if r.denom().is_one() => write!(f, "{}", r.numer()),
            Repr::Finite(r) => write!(f, "{}/{}", r.numer(), r.denom()),
            Repr::Infinite(true) => f.write_str("inf"),
            Repr::Infinite(false) => f.write_str("-inf"),
        }
    }
}
