//! Surreal numbers that are quotients of generalized ordinals, as CGSuite's
//! `SurrealNumber`: the field the ordinals below ε₀ generate, such as
//! `1/ω` or `(ω+7)/(ω×7)`. Each is kept in lowest terms, so two are equal
//! exactly when their numerators and denominators are.
//!
//! Lowest terms need a greatest common divisor in the ring of generalized
//! ordinals. That ring is one of polynomials: with a variable `x_β` for each
//! `ω^(ω^β)`, the term `ω^α·c` with `α = Σ ω^β·e` is `c·Π x_β^e`, and the
//! natural product of ordinals is the product of polynomials.

use std::cmp::Ordering;
use std::fmt;

use num_bigint::BigInt;
use num_traits::{Signed, ToPrimitive};

use super::poly::{self, Poly, TooLarge};
use super::{Ordinal, Rational};

/// The highest power of a variable `ω^(ω^β)` a surreal number may hold:
/// `ω^(ω×1024)` is the largest power of `ω^ω`.
pub const MAX_DEGREE: u32 = 1024;

/// The most terms a numerator or a denominator may have.
pub const MAX_TERMS: usize = 1024;

/// The most products of terms one product of ordinals may form.
const MAX_PRODUCTS: usize = 1 << 16;

/// Why a surreal number could not be formed.
///
/// ```
/// use combinatorial_games::numbers::{Ordinal, Surreal, SurrealError};
/// let e = Surreal::new(Ordinal::from(1), Ordinal::from(0)).unwrap_err();
/// assert!(matches!(e, SurrealError::DivisionByZero(_)));
/// ```
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SurrealError {
    /// The denominator is zero.
    #[error("{0}: division by zero")]
    DivisionByZero(String),
    /// The quotient is past the bounds this crate puts on surreal numbers.
    #[error(
        "{0} is too large to put in lowest terms: surreal numbers here have at most {MAX_TERMS} terms above and below, and powers of each ω^(ω^β) up to {MAX_DEGREE}"
    )]
    TooLarge(String),
}

/// A surreal number `p/q` of generalized ordinals in lowest terms, `q > 0`.
///
/// ```
/// use combinatorial_games::numbers::{Ordinal, Surreal};
/// let w = Ordinal::omega();
/// let x = Surreal::new(Ordinal::from(1), w.clone()).unwrap();
/// assert_eq!(x.to_string(), "1/ω");
/// // (ω^2 - 1)/(ω - 1) is ω + 1: lowest terms.
/// let y = Surreal::new(w.clone() * w.clone() - 1.into(), w.clone() - 1.into()).unwrap();
/// assert_eq!(y.to_ordinal(), Some(&(w + 1.into())));
/// assert!(x > Surreal::from(Ordinal::from(0)));
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Surreal {
    num: Ordinal,
    den: Ordinal,
}

impl Surreal {
    /// `num/den` in lowest terms.
    ///
    /// ```
    /// use combinatorial_games::numbers::{Ordinal, Surreal};
    /// let w = Ordinal::omega();
    /// let x = Surreal::new(w.clone() * 2.into() + 2.into(), Ordinal::from(4)).unwrap();
    /// assert_eq!(x.to_string(), "(ω+1)/2");
    /// assert!(Surreal::new(w, Ordinal::from(0)).is_err());
    /// ```
    pub fn new(num: Ordinal, den: Ordinal) -> Result<Surreal, SurrealError> {
        let text = || brief(format!("({num})/({den})"));
        match den.signum() {
            0 => return Err(SurrealError::DivisionByZero(text())),
            _ if den == Ordinal::from(1) => return Ok(Surreal { num, den }),
            _ => {}
        }
        if num.terms().len() > MAX_TERMS || den.terms().len() > MAX_TERMS {
            return Err(SurrealError::TooLarge(text()));
        }
        let vars = variables(&[&num, &den]);
        let reduced = (|| {
            let (p, q) = (to_poly(&num, &vars)?, to_poly(&den, &vars)?);
            let g = poly::gcd(&p, &q)?;
            let divided = |x: &Poly| x.exact_div(&g).map(|d| d.expect("a GCD divides"));
            Ok::<_, TooLarge>((divided(&p)?, divided(&q)?))
        })();
        let (p, q) = reduced.map_err(|TooLarge| SurrealError::TooLarge(text()))?;
        let (num, den) = (from_poly(&p, &vars), from_poly(&q, &vars));
        Ok(if den.signum() < 0 {
            Surreal {
                num: -num,
                den: -den,
            }
        } else {
            Surreal { num, den }
        })
    }

    /// The number of a rational (`None` for an infinity).
    ///
    /// ```
    /// use combinatorial_games::numbers::{Rational, Surreal};
    /// let r = Rational::fraction(3.into(), 6.into()).unwrap();
    /// assert_eq!(Surreal::from_rational(&r).unwrap().to_string(), "1/2");
    /// ```
    pub fn from_rational(r: &Rational) -> Option<Surreal> {
        r.as_finite().map(|f| Surreal {
            num: Ordinal::from(f.numer().clone()),
            den: Ordinal::from(f.denom().clone()),
        })
    }

    /// `ω^x`, for any generalized ordinal `x`: `ω^α/ω^β` when `x = α - β`.
    ///
    /// ```
    /// use combinatorial_games::numbers::{Ordinal, Surreal};
    /// assert_eq!(Surreal::omega_power(&Ordinal::from(-1)).to_string(), "1/ω");
    /// let x = Ordinal::omega() - Ordinal::from(2);
    /// assert_eq!(Surreal::omega_power(&x).to_string(), "ω^ω/ω^2");
    /// ```
    pub fn omega_power(x: &Ordinal) -> Surreal {
        let (up, down): (Vec<_>, Vec<_>) = x
            .terms()
            .iter()
            .cloned()
            .partition(|(_, c)| c.is_positive());
        let down = down.into_iter().map(|(e, c)| (e, -c));
        let power =
            |terms| Ordinal::omega_power(Ordinal::from_terms(terms)).expect("positive terms");
        Surreal {
            num: power(up),
            den: power(down.collect()),
        }
    }

    /// The numerator, in lowest terms.
    ///
    /// ```
    /// use combinatorial_games::numbers::{Ordinal, Surreal};
    /// let x = Surreal::new(Ordinal::from(-2), Ordinal::omega()).unwrap();
    /// assert_eq!(x.numerator(), &Ordinal::from(-2));
    /// ```
    pub fn numerator(&self) -> &Ordinal {
        &self.num
    }

    /// The denominator, in lowest terms: positive.
    ///
    /// ```
    /// use combinatorial_games::numbers::{Ordinal, Surreal};
    /// let x = Surreal::new(Ordinal::from(1), -Ordinal::omega()).unwrap();
    /// assert_eq!(x.denominator(), &Ordinal::omega());
    /// ```
    pub fn denominator(&self) -> &Ordinal {
        &self.den
    }

    /// The generalized ordinal it is, when its denominator is 1.
    ///
    /// ```
    /// use combinatorial_games::numbers::{Ordinal, Surreal};
    /// assert!(Surreal::new(Ordinal::from(1), Ordinal::omega()).unwrap().to_ordinal().is_none());
    /// ```
    pub fn to_ordinal(&self) -> Option<&Ordinal> {
        (self.den == Ordinal::from(1)).then_some(&self.num)
    }

    /// The rational it is, when it has no infinite part.
    ///
    /// ```
    /// use combinatorial_games::numbers::{Ordinal, Surreal};
    /// let x = Surreal::new(Ordinal::from(6), Ordinal::from(-4)).unwrap();
    /// assert_eq!(x.to_rational().unwrap().to_string(), "-3/2");
    /// ```
    pub fn to_rational(&self) -> Option<Rational> {
        let (p, q) = (self.num.to_integer()?, self.den.to_integer()?);
        Rational::fraction(p, q)
    }

    /// -1, 0 or 1.
    ///
    /// ```
    /// use combinatorial_games::numbers::{Ordinal, Surreal};
    /// assert_eq!(Surreal::new(Ordinal::from(-1), Ordinal::omega()).unwrap().signum(), -1);
    /// ```
    pub fn signum(&self) -> i32 {
        self.num.signum()
    }

    /// The absolute value.
    ///
    /// ```
    /// use combinatorial_games::numbers::{Ordinal, Surreal};
    /// let x = Surreal::new(Ordinal::from(-1), Ordinal::omega()).unwrap();
    /// assert_eq!(x.abs().to_string(), "1/ω");
    /// ```
    pub fn abs(&self) -> Surreal {
        if self.signum() < 0 {
            -self.clone()
        } else {
            self.clone()
        }
    }

    /// `1/x`.
    ///
    /// ```
    /// use combinatorial_games::numbers::{Ordinal, Surreal};
    /// let x = Surreal::new(Ordinal::from(-1), Ordinal::omega()).unwrap();
    /// assert_eq!(x.recip().unwrap().to_string(), "-ω");
    /// ```
    pub fn recip(&self) -> Result<Surreal, SurrealError> {
        Surreal::new(self.den.clone(), self.num.clone())
    }

    /// The sum.
    ///
    /// ```
    /// use combinatorial_games::numbers::{Ordinal, Surreal};
    /// let w = Surreal::from(Ordinal::omega());
    /// let x = w.recip().unwrap();
    /// assert_eq!(w.checked_add(&x).unwrap().to_string(), "(ω^2+1)/ω");
    /// ```
    pub fn checked_add(&self, other: &Surreal) -> Result<Surreal, SurrealError> {
        let num = product(&self.num, &other.den)? + product(&other.num, &self.den)?;
        Surreal::new(num, product(&self.den, &other.den)?)
    }

    /// The difference.
    ///
    /// ```
    /// use combinatorial_games::numbers::{Ordinal, Surreal};
    /// let x = Surreal::from(Ordinal::omega()).recip().unwrap();
    /// assert_eq!(x.checked_sub(&x).unwrap(), Surreal::from(Ordinal::from(0)));
    /// ```
    pub fn checked_sub(&self, other: &Surreal) -> Result<Surreal, SurrealError> {
        self.checked_add(&-other.clone())
    }

    /// The product.
    ///
    /// ```
    /// use combinatorial_games::numbers::{Ordinal, Surreal};
    /// let w = Surreal::from(Ordinal::omega());
    /// assert_eq!(w.checked_mul(&w.recip().unwrap()).unwrap(), Surreal::from(Ordinal::from(1)));
    /// ```
    pub fn checked_mul(&self, other: &Surreal) -> Result<Surreal, SurrealError> {
        Surreal::new(
            product(&self.num, &other.num)?,
            product(&self.den, &other.den)?,
        )
    }

    /// The quotient (an error for a zero divisor).
    ///
    /// ```
    /// use combinatorial_games::numbers::{Ordinal, Surreal};
    /// let w = Surreal::from(Ordinal::omega());
    /// assert_eq!(Surreal::from(Ordinal::from(3)).checked_div(&w).unwrap().to_string(), "3/ω");
    /// ```
    pub fn checked_div(&self, other: &Surreal) -> Result<Surreal, SurrealError> {
        Surreal::new(
            product(&self.num, &other.den)?,
            product(&self.den, &other.num)?,
        )
    }

    /// `self` to an integer power (a negative one for a nonzero number),
    /// within the bounds.
    ///
    /// ```
    /// use combinatorial_games::numbers::{Ordinal, Surreal};
    /// let x = Surreal::from(Ordinal::omega()).recip().unwrap();
    /// assert_eq!(x.checked_pow(-2).unwrap().to_string(), "ω^2");
    /// ```
    pub fn checked_pow(&self, n: i64) -> Result<Surreal, SurrealError> {
        let one = Surreal::from(Ordinal::from(1));
        if n == 0 {
            return Ok(one);
        }
        let base = if n < 0 { self.recip()? } else { self.clone() };
        // 0, 1 and -1 to any power need no work, and no bound.
        if base.signum() == 0 || base.abs() == one {
            return Ok(if n % 2 == 0 { base.abs() } else { base });
        }
        if n.unsigned_abs() > u64::from(MAX_DEGREE) {
            return Err(SurrealError::TooLarge(brief(format!("({self})^{n}"))));
        }
        // Powers of coprime polynomials are coprime: no GCD to take.
        let (mut num, mut den) = (Ordinal::from(1), Ordinal::from(1));
        for _ in 0..n.unsigned_abs() {
            num = product(&num, &base.num)?;
            den = product(&den, &base.den)?;
        }
        Ok(Surreal { num, den })
    }
}

/// The natural product, refused past `MAX_PRODUCTS` products of terms.
fn product(a: &Ordinal, b: &Ordinal) -> Result<Ordinal, SurrealError> {
    if a.terms().len().saturating_mul(b.terms().len()) > MAX_PRODUCTS {
        return Err(SurrealError::TooLarge(brief(format!("({a})×({b})"))));
    }
    Ok(a.clone() * b.clone())
}

/// `s`, cut to its first 80 characters for a message.
fn brief(s: String) -> String {
    match s.char_indices().nth(80) {
        Some((i, _)) => format!("{}…", &s[..i]),
        None => s,
    }
}

/// The `β` of every `ω^(ω^β)` that divides a term of `xs`, in order.
fn variables(xs: &[&Ordinal]) -> Vec<Ordinal> {
    let mut vars: Vec<Ordinal> = xs
        .iter()
        .flat_map(|x| x.terms())
        .flat_map(|(alpha, _)| alpha.terms().iter().map(|(beta, _)| beta.clone()))
        .collect();
    vars.sort();
    vars.dedup();
    vars
}

/// `x` as a polynomial in the variables `ω^(ω^β)` for `β` in `vars`.
fn to_poly(x: &Ordinal, vars: &[Ordinal]) -> Result<Poly, TooLarge> {
    let mut terms = Vec::with_capacity(x.terms().len());
    for (alpha, c) in x.terms() {
        let mut m = vec![0u32; vars.len()];
        for (beta, e) in alpha.terms() {
            let k = vars.binary_search(beta).expect("every β is a variable");
            // An exponent with a negative term is no power of ω^(ω^β).
            m[k] = e.to_u32().filter(|&e| e <= MAX_DEGREE).ok_or(TooLarge)?;
        }
        terms.push((m, c.clone()));
    }
    Ok(Poly::from_terms(vars.len(), terms))
}

/// The generalized ordinal of a polynomial in the variables `vars`.
fn from_poly(p: &Poly, vars: &[Ordinal]) -> Ordinal {
    Ordinal::from_terms(p.terms().map(|(m, c)| {
        let alpha = Ordinal::from_terms(
            m.iter()
                .zip(vars)
                .filter(|(e, _)| **e > 0)
                .map(|(e, beta)| (beta.clone(), BigInt::from(*e))),
        );
        (alpha, c.clone())
    }))
}

impl From<Ordinal> for Surreal {
    fn from(x: Ordinal) -> Surreal {
        Surreal {
            num: x,
            den: Ordinal::from(1),
        }
    }
}

impl std::ops::Neg for Surreal {
    type Output = Surreal;
    fn neg(self) -> Surreal {
        Surreal {
            num: -self.num,
            den: self.den,
        }
    }
}

impl Ord for Surreal {
    /// By the sign of `p·s - r·q` for `p/q` and `r/s` (`q`, `s` positive).
    fn cmp(&self, other: &Surreal) -> Ordering {
        if self.den == other.den {
            return self.num.cmp(&other.num);
        }
        let left = self.num.clone() * other.den.clone();
        left.cmp(&(other.num.clone() * self.den.clone()))
    }
}

impl PartialOrd for Surreal {
    fn partial_cmp(&self, other: &Surreal) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl fmt::Display for Surreal {
    /// CGSuite's text: `1/ω`, `(ω+7)/ω×7`; a part of several terms in
    /// parentheses.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.to_ordinal().is_some() {
            return write!(f, "{}", self.num);
        }
        let part = |x: &Ordinal| match x.terms().len() {
            0 | 1 => x.to_string(),
            _ => format!("({x})"),
        };
        write!(f, "{}/{}", part(&self.num), part(&self.den))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn w() -> Ordinal {
        Ordinal::omega()
    }

    fn n(k: i64) -> Ordinal {
        Ordinal::from(k)
    }

    fn wp(x: Ordinal) -> Ordinal {
        Ordinal::omega_power(x).unwrap()
    }

    #[test]
    fn lowest_terms_by_hand() {
        // (ω^(ω+2) - ω^ω)/(ω - 1) = ω^ω (ω - 1)(ω + 1)/(ω - 1) = ω^(ω+1) + ω^ω
        // (CGSuite's example for SurrealNumber).
        let num = wp(w() + n(2)) - wp(w());
        let x = Surreal::new(num, w() - n(1)).unwrap();
        assert_eq!(x.to_string(), "ω^(ω+1)+ω^ω");
        // (ω^(ω+1) - ω^ω - ω + 1)/(ω - 1) = (ω^ω - 1)(ω - 1)/(ω - 1).
        let num = wp(w() + n(1)) - wp(w()) - w() + n(1);
        assert_eq!(Surreal::new(num, w() - n(1)).unwrap().to_string(), "ω^ω-1");
    }

    #[test]
    fn cgsuite_sum_of_surreals() {
        // ω^ω + 1/(ω+1) = (ω^(ω+1) + ω^ω + 1)/(ω+1), CGSuite's EvalTest.
        let a = Surreal::from(wp(w()));
        let b = Surreal::new(n(1), w() + n(1)).unwrap();
        assert_eq!(
            a.checked_add(&b).unwrap().to_string(),
            "(ω^(ω+1)+ω^ω+1)/(ω+1)"
        );
    }

    #[test]
    fn order_of_cgsuite_sorted_row() {
        // CGSuite's CgsuiteLangTest sorts these as 0 < 1/ω < 1/7 < (ω+7)/ω×7 < 1/4 < 1 < ω.
        let q = |p, d| Surreal::new(n(p), n(d)).unwrap();
        let list = [
            q(0, 1),
            Surreal::new(n(1), w()).unwrap(),
            q(1, 7),
            Surreal::new(w() + n(7), w() * n(7)).unwrap(),
            q(1, 4),
            q(1, 1),
            Surreal::from(w()),
        ];
        assert!(list.windows(2).all(|p| p[0] < p[1]));
        assert_eq!(list[3].to_string(), "(ω+7)/ω×7");
    }

    #[test]
    fn negative_denominators_move_up() {
        let x = Surreal::new(w(), n(1) - w()).unwrap();
        assert_eq!(x.to_string(), "-ω/(ω-1)");
        assert_eq!(x.denominator().signum(), 1);
    }

    #[test]
    fn too_large_is_an_error() {
        let big = wp(w() * n(5000));
        assert!(matches!(
            Surreal::new(n(1), big - n(1)),
            Err(SurrealError::TooLarge(_))
        ));
    }
}
