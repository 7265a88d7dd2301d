//! `Dyadic` as a value type: order, arithmetic through `std::ops`,
//! conversions, and text through `Display` and `FromStr`.

use std::cmp::Ordering;
use std::fmt;
use std::ops::{Add, AddAssign, Mul, Neg, Sub, SubAssign};
use std::str::FromStr;

use num_bigint::{BigInt, BigUint};
use num_integer::Integer;
use num_traits::{Signed, ToPrimitive, Zero};

use super::{Dyadic, DyadicError};

impl Default for Dyadic {
    fn default() -> Self {
        Dyadic::zero()
    }
}

macro_rules! from_int {
    ($($t:ty),*) => {$(
        impl From<$t> for Dyadic {
            fn from(n: $t) -> Dyadic {
                Dyadic { num: BigInt::from(n), exp: 0 }
            }
        }
    )*};
}
from_int!(
    i8, i16, i32, i64, i128, isize, u8, u16, u32, u64, u128, usize
);

impl From<BigInt> for Dyadic {
    fn from(n: BigInt) -> Dyadic {
        Dyadic { num: n, exp: 0 }
    }
}

impl From<BigUint> for Dyadic {
    fn from(n: BigUint) -> Dyadic {
        Dyadic {
            num: BigInt::from(n),
            exp: 0,
        }
    }
}

impl Ord for Dyadic {
    fn cmp(&self, other: &Self) -> Ordering {
        if self.exp == other.exp {
            return self.num.cmp(&other.num);
        }
        match self.num.sign().cmp(&other.num.sign()) {
            Ordering::Equal => {}
            o => return o,
        }
        // Most numbers met in play are small: compared in 128 bits, with
        // no shifted copy (an allocation) made.
        if let (Some(a), Some(b)) = (self.num.to_i64(), other.num.to_i64()) {
            let shift = self.exp.abs_diff(other.exp);
            if shift < 64 {
                let (a, b) = (i128::from(a), i128::from(b));
                return if self.exp < other.exp {
                    (a << shift).cmp(&b)
                } else {
                    a.cmp(&(b << shift))
                };
            }
        }
        if self.exp < other.exp {
            (&self.num << (other.exp - self.exp)).cmp(&other.num)
        } else {
            self.num.cmp(&(&other.num << (self.exp - other.exp)))
        }
    }
}

impl PartialOrd for Dyadic {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl Add<&Dyadic> for &Dyadic {
    type Output = Dyadic;
    fn add(self, rhs: &Dyadic) -> Dyadic {
        if let Some(d) = add_small(self, rhs, false) {
            return d;
        }
        if self.exp == rhs.exp {
            Dyadic::new(&self.num + &rhs.num, self.exp)
        } else if self.exp < rhs.exp {
            // The sum of an odd numerator and an even one is odd: already reduced.
            Dyadic {
                num: (&self.num << (rhs.exp - self.exp)) + &rhs.num,
                exp: rhs.exp,
            }
        } else {
            Dyadic {
                num: &self.num + (&rhs.num << (self.exp - rhs.exp)),
                exp: self.exp,
            }
        }
    }
}

/// `a + b` (`a - b` when `minus`) in 128 bits when both numerators fit 64
/// bits and the exponents differ by less than 63: no shifted copies, one
/// numerator made.
fn add_small(a: &Dyadic, b: &Dyadic, minus: bool) -> Option<Dyadic> {
    let (x, y) = (a.num.to_i64()?, b.num.to_i64()?);
    let y = if minus { -i128::from(y) } else { i128::from(y) };
    let shift = a.exp.abs_diff(b.exp);
    if shift >= 63 {
        return None;
    }
    let x = i128::from(x);
    let (sum, exp) = if a.exp < b.exp {
        ((x << shift) + y, b.exp)
    } else {
        (x + (y << shift), a.exp)
    };
    if sum == 0 {
        return Some(Dyadic::zero());
    }
    // Only a sum of two odd numerators over one denominator can be even.
    let tz = u64::from(sum.trailing_zeros()).min(exp);
    Some(Dyadic {
        num: BigInt::from(sum >> tz),
        exp: exp - tz,
    })
}

impl Sub<&Dyadic> for &Dyadic {
    type Output = Dyadic;
    fn sub(self, rhs: &Dyadic) -> Dyadic {
        add_small(self, rhs, true).unwrap_or_else(|| self + &(-rhs))
    }
}

impl Neg for &Dyadic {
    type Output = Dyadic;
    fn neg(self) -> Dyadic {
        Dyadic {
            num: -&self.num,
            exp: self.exp,
        }
    }
}

impl Neg for Dyadic {
    type Output = Dyadic;
    fn neg(self) -> Dyadic {
        Dyadic {
            num: -self.num,
            exp: self.exp,
        }
    }
}

impl Mul<&Dyadic> for &Dyadic {
    type Output = Dyadic;
    fn mul(self, rhs: &Dyadic) -> Dyadic {
        Dyadic::new(&self.num * &rhs.num, self.exp + rhs.exp)
    }
}

/// Division by a power of two only: `x / 8u32` is `x / 2^3`.
///
/// # Panics
/// When the divisor is not a power of two (the result would not be dyadic).
impl std::ops::Div<u32> for Dyadic {
    type Output = Dyadic;
    fn div(self, rhs: u32) -> Dyadic {
        assert!(
            rhs.is_power_of_two(),
            "a dyadic can only be divided by a power of two, not {rhs}"
        );
        self.shl(-(rhs.trailing_zeros() as i64))
    }
}

macro_rules! forward_binop {
    ($tr:ident, $m:ident) => {
        impl $tr<Dyadic> for Dyadic {
            type Output = Dyadic;
            fn $m(self, rhs: Dyadic) -> Dyadic {
                (&self).$m(&rhs)
            }
        }
        impl $tr<&Dyadic> for Dyadic {
            type Output = Dyadic;
            fn $m(self, rhs: &Dyadic) -> Dyadic {
                (&self).$m(rhs)
            }
        }
        impl $tr<Dyadic> for &Dyadic {
            type Output = Dyadic;
            fn $m(self, rhs: Dyadic) -> Dyadic {
                self.$m(&rhs)
            }
        }
    };
}
forward_binop!(Add, add);
forward_binop!(Sub, sub);
forward_binop!(Mul, mul);

impl AddAssign<&Dyadic> for Dyadic {
    fn add_assign(&mut self, rhs: &Dyadic) {
        *self = &*self + rhs;
    }
}

impl SubAssign<&Dyadic> for Dyadic {
    fn sub_assign(&mut self, rhs: &Dyadic) {
        *self = &*self - rhs;
    }
}

impl std::iter::Sum for Dyadic {
    fn sum<I: Iterator<Item = Dyadic>>(iter: I) -> Dyadic {
        iter.fold(Dyadic::zero(), |a, b| a + b)
    }
}

impl fmt::Display for Dyadic {
    /// `7`, `-12`, `3/8`, `-11/4`: reduced, improper.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.exp == 0 {
            write!(f, "{}", self.num)
        } else {
            write!(f, "{}/{}", self.num, self.denominator())
        }
    }
}

impl fmt::Debug for Dyadic {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

impl FromStr for Dyadic {
    type Err = DyadicError;

    /// An integer (`-12`) or a fraction (`3/8`, `6/16`) whose reduced
    /// denominator is a power of two.
    fn from_str(s: &str) -> Result<Dyadic, DyadicError> {
        let t = s.trim();
        let malformed = || DyadicError::Malformed(s.to_string());
        let parse_int = |x: &str| -> Result<BigInt, DyadicError> {
            let digits = x.strip_prefix(['-', '+']).unwrap_or(x);
            if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
                return Err(malformed());
            }
            x.parse::<BigInt>().map_err(|_| malformed())
        };
        match t.split_once('/') {
            None => Ok(Dyadic::from(parse_int(t)?)),
            Some((p, q)) => {
                let p = parse_int(p)?;
                let q = parse_int(q)?;
                if q.is_zero() {
                    return Err(DyadicError::ZeroDenominator(t.to_string()));
                }
                let (p, q) = if q.is_negative() { (-p, -q) } else { (p, q) };
                let g = p.gcd(&q);
                let (p, q) = if g.is_zero() {
                    (p, q)
                } else {
                    (p / &g, q / &g)
                };
                let qm = q.magnitude();
                if qm.count_ones() != 1 {
                    return Err(DyadicError::NotDyadic(t.to_string()));
                }
                let k = qm.trailing_zeros().unwrap_or(0);
                Ok(Dyadic::new(p, k))
            }
        }
    }
}
