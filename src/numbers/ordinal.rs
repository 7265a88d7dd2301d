//! Generalized ordinals, as CGSuite's language has them: finite sums of
//! terms `ω^α·n` with ordinal exponents `α` (in Cantor normal form) and
//! integer coefficients `n` of either sign (`ω-5`, `-ω+5`), added and
//! multiplied in Conway's (natural) way, so that `(ω + 5) - ω` is 5. They
//! are surreal numbers; the ordinals are those with positive coefficients.

use std::cmp::Ordering;
use std::fmt;

use num_bigint::BigInt;
use num_traits::{One, Signed, Zero};

/// A generalized ordinal: `Σ ω^α·n`, exponents decreasing.
///
/// ```
/// use combinatorial_games::numbers::Ordinal;
/// let w = Ordinal::omega();
/// let x = w.clone() + Ordinal::from(5) - w.clone();
/// assert_eq!(x, Ordinal::from(5));
/// assert_eq!((w.clone() * Ordinal::from(3)).to_string(), "ω×3");
/// assert_eq!((Ordinal::from(5) - w).to_string(), "-ω+5");
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash, Default)]
pub struct Ordinal {
    /// `(exponent, coefficient)`, exponents decreasing, no zero coefficient.
    terms: Vec<(Ordinal, BigInt)>,
}

impl Ordinal {
    /// ω.
    ///
    /// ```
    /// use combinatorial_games::numbers::Ordinal;
    /// let w = Ordinal::omega();
    /// assert_eq!(w.to_string(), "ω");
    /// assert!(w > Ordinal::from(1_000_000));
    /// ```
    pub fn omega() -> Ordinal {
        Ordinal::omega_power(Ordinal::from(1)).expect("1 is an ordinal")
    }

    /// `ω^x`, for an ordinal `x` (`None` for a negative part).
    ///
    /// ```
    /// use combinatorial_games::numbers::Ordinal;
    /// let w = Ordinal::omega();
    /// assert_eq!(Ordinal::omega_power(w.clone() * w).unwrap().to_string(), "ω^ω^2");
    /// ```
    pub fn omega_power(x: Ordinal) -> Option<Ordinal> {
        x.is_ordinal().then(|| Ordinal {
            terms: vec![(x, BigInt::one())],
        })
    }

    /// The sum of terms `ω^e·c` (in any order; equal exponents add, zero
    /// coefficients drop out).
    ///
    /// ```
    /// use combinatorial_games::numbers::Ordinal;
    /// use num_bigint::BigInt;
    /// let x = Ordinal::from_terms([(Ordinal::from(0), BigInt::from(5)), (Ordinal::from(1), BigInt::from(2))]);
    /// assert_eq!(x.to_string(), "ω×2+5");
    /// ```
    pub fn from_terms(terms: impl IntoIterator<Item = (Ordinal, BigInt)>) -> Ordinal {
        // Sorted first, so that equal exponents meet: a product of two
        // long sums stays n log n, not quadratic.
        let mut all: Vec<(Ordinal, BigInt)> = terms.into_iter().collect();
        all.sort_by(|a, b| b.0.cmp(&a.0));
        let mut merged: Vec<(Ordinal, BigInt)> = Vec::with_capacity(all.len());
        for (e, c) in all {
            match merged.last_mut() {
                Some((f, d)) if *f == e => *d += c,
                _ => merged.push((e, c)),
            }
        }
        merged.retain(|(_, c)| !c.is_zero());
        Ordinal { terms: merged }
    }

    /// The terms `(e, c)` of `Σ ω^e·c`, exponents decreasing, no zero
    /// coefficient.
    ///
    /// ```
    /// use combinatorial_games::numbers::Ordinal;
    /// let x = Ordinal::omega() + Ordinal::from(3);
    /// assert_eq!(x.terms().len(), 2);
    /// assert_eq!(x.terms()[1].1, 3.into());
    /// ```
    pub fn terms(&self) -> &[(Ordinal, BigInt)] {
        &self.terms
    }

    /// The value as an integer, when it has no infinite term.
    ///
    /// ```
    /// use combinatorial_games::numbers::Ordinal;
    /// assert_eq!(Ordinal::from(7).to_integer().unwrap().to_string(), "7");
    /// assert!(Ordinal::omega().to_integer().is_none());
    /// ```
    pub fn to_integer(&self) -> Option<BigInt> {
        match &self.terms[..] {
            [] => Some(BigInt::zero()),
            [(e, c)] if e.terms.is_empty() => Some(c.clone()),
            _ => None,
        }
    }

    /// Whether every coefficient is positive: an ordinal in the usual sense.
    ///
    /// ```
    /// use combinatorial_games::numbers::Ordinal;
    /// assert!(!(Ordinal::omega() - Ordinal::from(1)).is_ordinal());
    /// ```
    pub fn is_ordinal(&self) -> bool {
        self.terms.iter().all(|(_, c)| c.is_positive())
    }

    /// -1, 0 or 1: the sign of the leading coefficient.
    ///
    /// ```
    /// use combinatorial_games::numbers::Ordinal;
    /// // ω - 5 is positive: the leading term decides.
    /// assert_eq!((Ordinal::omega() - Ordinal::from(5)).signum(), 1);
    /// assert_eq!((Ordinal::from(5) - Ordinal::omega()).signum(), -1);
    /// assert_eq!(Ordinal::from(0).signum(), 0);
    /// ```
    pub fn signum(&self) -> i32 {
        self.terms
            .first()
            .map_or(0, |(_, c)| if c.is_positive() { 1 } else { -1 })
    }

    /// The absolute value.
    ///
    /// ```
    /// use combinatorial_games::numbers::Ordinal;
    /// let x = Ordinal::from(5) - Ordinal::omega();
    /// assert_eq!(x.abs().to_string(), "ω-5");
    /// ```
    pub fn abs(&self) -> Ordinal {
        if self.signum() < 0 {
            -self.clone()
        } else {
            self.clone()
        }
    }

    /// The birthday as a surreal number: itself for an ordinal, else the
    /// sum with every coefficient made positive (CGSuite's: `ω-5` is born
    /// on day `ω+5`).
    ///
    /// ```
    /// use combinatorial_games::numbers::Ordinal;
    /// let x = Ordinal::omega() - Ordinal::from(5);
    /// assert_eq!(x.birthday().to_string(), "ω+5");
    /// ```
    pub fn birthday(&self) -> Ordinal {
        Ordinal::from_terms(self.terms.iter().map(|(e, c)| (e.clone(), c.abs())))
    }

    /// The nim-sum of two ordinals: coefficient by coefficient, of the same
    /// power of ω (`None` unless both are ordinals).
    ///
    /// ```
    /// use combinatorial_games::numbers::Ordinal;
    /// let w = Ordinal::omega();
    /// let a = w.clone() * Ordinal::from(3) + Ordinal::from(5);
    /// let b = w * Ordinal::from(6) + Ordinal::from(1);
    /// assert_eq!(a.nim_sum(&b).unwrap().to_string(), "ω×5+4");
    /// ```
    pub fn nim_sum(&self, other: &Ordinal) -> Option<Ordinal> {
        if !self.is_ordinal() || !other.is_ordinal() {
            return None;
        }
        let mut terms = self.terms.clone();
        for (e, c) in &other.terms {
            match terms.iter_mut().find(|(f, _)| f == e) {
                Some((_, d)) => *d = BigInt::from(d.magnitude() ^ c.magnitude()),
                None => terms.push((e.clone(), c.clone())),
            }
        }
        Some(Ordinal::from_terms(terms))
    }

    /// `self` to the power `n >= 0`, by natural products; `None` past
    /// `max_terms` terms.
    ///
    /// ```
    /// use combinatorial_games::numbers::Ordinal;
    /// let w1 = Ordinal::omega() + Ordinal::from(1);
    /// // (ω+1)² = ω² + ω×2 + 1 by natural products.
    /// assert_eq!(w1.pow(2, 10).unwrap().to_string(), "ω^2+ω×2+1");
    /// // (ω+1)^10 has 11 terms: past a bound of 5, None.
    /// assert!(w1.pow(10, 5).is_none());
    /// ```
    pub fn pow(&self, n: u32, max_terms: usize) -> Option<Ordinal> {
        let mut acc = Ordinal::from(1);
        for _ in 0..n {
            acc = acc * self.clone();
            if acc.terms.len() > max_terms {
                return None;
            }
        }
        Some(acc)
    }

    /// Whether it needs parentheses after `^` or `*`: more than one term,
    /// or a coefficient on a power of ω.
    pub(crate) fn needs_parens(&self) -> bool {
        self.terms.len() > 1
            || self
                .terms
                .first()
                .is_some_and(|(e, c)| !c.is_one() && !e.terms.is_empty())
    }
}

impl From<i64> for Ordinal {
    fn from(n: i64) -> Ordinal {
        Ordinal::from(BigInt::from(n))
    }
}

impl From<BigInt> for Ordinal {
    fn from(n: BigInt) -> Ordinal {
        Ordinal::from_terms([(Ordinal::default(), n)])
    }
}

impl std::ops::Neg for Ordinal {
    type Output = Ordinal;
    fn neg(self) -> Ordinal {
        Ordinal {
            terms: self.terms.into_iter().map(|(e, c)| (e, -c)).collect(),
        }
    }
}

impl std::ops::Add for Ordinal {
    type Output = Ordinal;
    /// The natural sum: terms of equal exponents add.
    fn add(self, other: Ordinal) -> Ordinal {
        Ordinal::from_terms(self.terms.into_iter().chain(other.terms))
    }
}

impl std::ops::Sub for Ordinal {
    type Output = Ordinal;
    fn sub(self, other: Ordinal) -> Ordinal {
        self + -other
    }
}

impl std::ops::Mul for Ordinal {
    type Output = Ordinal;
    /// The natural product: `ω^a·m × ω^b·n = ω^(a⊕b)·mn`.
    fn mul(self, other: Ordinal) -> Ordinal {
        let mut terms = Vec::new();
        for (a, m) in &self.terms {
            for (b, n) in &other.terms {
                terms.push((a.clone() + b.clone(), m * n));
            }
        }
        Ordinal::from_terms(terms)
    }
}

impl Ord for Ordinal {
    /// As surreal numbers: the first term where they differ decides.
    fn cmp(&self, other: &Ordinal) -> Ordering {
        let zero = (Ordinal::default(), BigInt::zero());
        let n = self.terms.len().max(other.terms.len());
        for k in 0..n {
            let (a, m) = self.terms.get(k).unwrap_or(&zero);
            let (b, n) = other.terms.get(k).unwrap_or(&zero);
            if (a, m) == (b, n) {
                continue;
            }
            if m.is_zero() || n.is_zero() {
                return m.cmp(n);
            }
            return match a.cmp(b) {
                Ordering::Greater => m.sign().cmp(&num_bigint::Sign::NoSign),
                Ordering::Less => num_bigint::Sign::NoSign.cmp(&n.sign()),
                Ordering::Equal => m.cmp(n),
            };
        }
        Ordering::Equal
    }
}

impl PartialOrd for Ordinal {
    fn partial_cmp(&self, other: &Ordinal) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl fmt::Display for Ordinal {
    /// CGSuite's text: `ω^(ω^2+ω)-ω^20×9+ω×3`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.terms.is_empty() {
            return f.write_str("0");
        }
        for (k, (e, c)) in self.terms.iter().enumerate() {
            if c.is_negative() {
                f.write_str("-")?;
            } else if k > 0 {
                f.write_str("+")?;
            }
            if e.terms.is_empty() {
                write!(f, "{}", c.magnitude())?;
                continue;
            }
            f.write_str("ω")?;
            if !(e.terms.len() == 1 && e.terms[0].0.terms.is_empty() && e.terms[0].1.is_one()) {
                if e.needs_parens() {
                    write!(f, "^({e})")?;
                } else {
                    write!(f, "^{e}")?;
                }
            }
            if !c.magnitude().is_one() {
                write!(f, "×{}", c.magnitude())?;
            }
        }
        Ok(())
    }
}
