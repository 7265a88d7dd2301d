//! What users of `Dyadic` reach for beside the operators: division that
//! says when the result is not dyadic, integers mixed into arithmetic,
//! num-traits' `Zero` and `One`, and exact conversions from `f64` and to
//! and from `num_rational::BigRational`.
//!
//! `Dyadic` is not `num_traits::Num` (nor `Signed`, which needs it): a
//! quotient of dyadics is not in general dyadic, so it has no `Div`.

use std::ops::{Add, Mul, Sub};

use num_bigint::BigInt;
use num_rational::BigRational;
use num_traits::{One, Zero};

use super::{Dyadic, DyadicError};

impl Dyadic {
    /// `self / rhs` when `rhs` is a power of two, else `None` (where `/`
    /// panics).
    ///
    /// ```
    /// use combinatorial_games::Dyadic;
    /// assert_eq!(Dyadic::from(3).checked_div(4).unwrap().to_string(), "3/4");
    /// assert_eq!(Dyadic::from(3).checked_div(3), None);
    /// ```
    pub fn checked_div(self, rhs: u32) -> Option<Dyadic> {
        rhs.is_power_of_two().then(|| self / rhs)
    }

    /// `self · 2^bits` when that is an integer of size below `2^62`, else
    /// `None`: a fixed-point copy that orders as `self` does, compared as
    /// one machine word (no digits behind a pointer to fetch).
    pub(crate) fn to_fixed(&self, bits: u64) -> Option<i64> {
        let shift = bits.checked_sub(self.exp)?;
        let n = num_traits::ToPrimitive::to_i64(&self.num)?;
        (shift < 62 && n.unsigned_abs() < 1 << (62 - shift)).then(|| n << shift)
    }
}

impl Zero for Dyadic {
    fn zero() -> Dyadic {
        Dyadic::zero()
    }

    fn is_zero(&self) -> bool {
        Dyadic::is_zero(self)
    }
}

impl One for Dyadic {
    /// ```
    /// use combinatorial_games::Dyadic;
    /// use num_traits::One;
    /// assert_eq!(Dyadic::one(), Dyadic::from(1));
    /// ```
    fn one() -> Dyadic {
        Dyadic::from(1)
    }
}

macro_rules! with_integers {
    ($($t:ty),*) => {$(
        impl Add<$t> for Dyadic {
            type Output = Dyadic;
            fn add(self, n: $t) -> Dyadic {
                self + Dyadic::from(n)
            }
        }
        impl Sub<$t> for Dyadic {
            type Output = Dyadic;
            fn sub(self, n: $t) -> Dyadic {
                self - Dyadic::from(n)
            }
        }
        impl Mul<$t> for Dyadic {
            type Output = Dyadic;
            fn mul(self, n: $t) -> Dyadic {
                self * Dyadic::from(n)
            }
        }
    )*};
}
// `Dyadic::new(1, 1) + 2`, `x * 3i64`: integers on the right.
with_integers!(i32, i64, u32, u64);

impl TryFrom<f64> for Dyadic {
    type Error = DyadicError;

    /// Every finite `f64` is a dyadic rational (a whole number of
    /// `2^-1074`), converted exactly; NaN and the infinities are errors.
    ///
    /// ```
    /// use combinatorial_games::Dyadic;
    /// assert_eq!(Dyadic::try_from(0.375).unwrap().to_string(), "3/8");
    /// assert_eq!(Dyadic::try_from(-2.5).unwrap().to_string(), "-5/2");
    /// assert!(Dyadic::try_from(f64::NAN).is_err());
    /// // 0.1 is not 1/10 but the nearest double, a dyadic with 55 binary places.
    /// assert_eq!(Dyadic::try_from(0.1).unwrap().denominator_exponent(), 55);
    /// ```
    fn try_from(x: f64) -> Result<Dyadic, DyadicError> {
        if !x.is_finite() {
            return Err(DyadicError::Malformed(x.to_string()));
        }
        if x == 0.0 {
            return Ok(Dyadic::zero());
        }
        // x = mantissa * 2^(exponent - 1075), the mantissa with its hidden
        // bit (subnormals have none and the least exponent).
        let bits = x.to_bits();
        let exponent = ((bits >> 52) & 0x7ff) as i64;
        let fraction = bits & ((1 << 52) - 1);
        let (mantissa, exponent) = if exponent == 0 {
            (fraction, -1074)
        } else {
            (fraction | 1 << 52, exponent - 1075)
        };
        let signed = if x < 0.0 {
            -BigInt::from(mantissa)
        } else {
            BigInt::from(mantissa)
        };
        Ok(Dyadic::new(signed, 0).shl(exponent))
    }
}

impl From<Dyadic> for BigRational {
    /// ```
    /// use combinatorial_games::Dyadic;
    /// use num_rational::BigRational;
    /// let r = BigRational::from(Dyadic::new(3, 3));
    /// assert_eq!(r.to_string(), "3/8");
    /// ```
    fn from(d: Dyadic) -> BigRational {
        BigRational::new(d.numerator().clone(), BigInt::from(d.denominator()))
    }
}

impl TryFrom<BigRational> for Dyadic {
    type Error = DyadicError;

    /// The rational as a dyadic, or [`DyadicError::NotDyadic`] when its
    /// reduced denominator is not a power of two.
    ///
    /// ```
    /// use combinatorial_games::Dyadic;
    /// use num_rational::BigRational;
    /// let r = BigRational::new(6.into(), 16.into());
    /// assert_eq!(Dyadic::try_from(r).unwrap().to_string(), "3/8");
    /// assert!(Dyadic::try_from(BigRational::new(1.into(), 3.into())).is_err());
    /// // Not reduced, or the sign below: the same numbers.
    /// let raw = |n: i64, d: i64| BigRational::new_raw(n.into(), d.into());
    /// assert_eq!(Dyadic::try_from(raw(6, 16)).unwrap().to_string(), "3/8");
    /// assert_eq!(Dyadic::try_from(raw(3, -4)).unwrap().to_string(), "-3/4");
    /// assert_eq!(Dyadic::try_from(raw(6, 12)).unwrap().to_string(), "1/2");
    /// ```
    fn try_from(r: BigRational) -> Result<Dyadic, DyadicError> {
        // A positive power-of-two denominator needs no GCD: `Dyadic::new`
        // cancels the twos. The GCD of a number of millions of bits with 1
        // took 15 s (9 ^ 1048577).
        let two_power = |r: &BigRational| {
            r.denom().sign() == num_bigint::Sign::Plus && r.denom().magnitude().count_ones() == 1
        };
        let r = if two_power(&r) { r } else { r.reduced() };
        let den = r.denom().magnitude();
        if den.count_ones() != 1 {
            return Err(DyadicError::NotDyadic(r.to_string()));
        }
        let exp = den.trailing_zeros().unwrap_or(0);
        Ok(Dyadic::new(r.numer().clone(), exp))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fixed_copies_are_exact_where_they_exist() {
        // 3/4 · 2^32 = 3 · 2^30; -5/2 · 2^32 = -5 · 2^31.
        assert_eq!(Dyadic::new(3, 2).to_fixed(32), Some(3 << 30));
        assert_eq!(Dyadic::new(-5, 1).to_fixed(32), Some(-5 << 31));
        assert_eq!(Dyadic::zero().to_fixed(32), Some(0));
        // 1/2^33 has no integer copy at 32 bits; 2^30 fits, 2^30 · 2 not.
        assert_eq!(Dyadic::new(1, 33).to_fixed(32), None);
        assert_eq!(Dyadic::from(1i64 << 29).to_fixed(32), Some(1 << 61));
        assert_eq!(Dyadic::from(1i64 << 30).to_fixed(32), None);
        assert_eq!(Dyadic::from(-(1i64 << 30)).to_fixed(32), None);
        assert_eq!(Dyadic::from(BigInt::from(1) << 100).to_fixed(0), None);
    }

    #[test]
    fn fixed_copies_order_as_the_numbers_do() {
        let xs: Vec<Dyadic> = (-40i64..=40)
            .flat_map(|n| (0..6).map(move |e| Dyadic::new(n * 7 + 3, e)))
            .chain([
                Dyadic::new(1, 32),
                Dyadic::new(-1, 32),
                Dyadic::from((1i64 << 29) - 1),
            ])
            .collect();
        for x in &xs {
            for y in &xs {
                let (a, b) = (x.to_fixed(32).unwrap(), y.to_fixed(32).unwrap());
                assert_eq!(a.cmp(&b), x.cmp(y), "{x} against {y}");
            }
        }
    }
}
