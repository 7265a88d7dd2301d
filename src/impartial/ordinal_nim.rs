//! Nim multiplication of transfinite ordinals, below ω^(ω^54).
//!
//! Conway (On Numbers and Games, ch. 6) made the ordinals a field of
//! characteristic 2 under nim-addition and nim-multiplication; Lenstra
//! ("On the algebraic closure of two", 1977) described its products below
//! ω^(ω^ω). There, for the k-th odd prime p (p = 3 for k = 0),
//! κ(p^(i+1)) = ω^(ω^k·p^i) satisfies κ(p^(i+1))^p = κ(p^i) for i >= 1,
//! and κ(p)^p = α(p), the *excess* of p: the least ordinal of the field
//! below κ(p) that is not a p-th power there (ω^3 = 2, (ω^ω)^5 = 4,
//! (ω^(ω^2))^7 = ω+1). An ordinal `ω^β·c` with `β = Σ ω^k·b_k` (finite
//! `b_k`, `c`) is the nim-product of `c` and, for each k, the κ's of the
//! k-th odd prime raised to the digits of `b_k` in base p. Sums are
//! nim-sums (coefficient by coefficient), so a product is a sum of
//! products of such monomials: exponents add digit by digit in base p,
//! a digit that reaches p carries into the digit below it, and a carry out
//! of the lowest digit multiplies by α(p).
//!
//! The excesses are not computed here: [`EXCESS`] is the table of them
//! that CGSuite 2 ships (its `NimFieldConstants`), after Lenstra's method,
//! reproduced as data: each α(p) is a sum of κ's of prime powers plus a
//! finite part. The tests check the first ones against the definition,
//! and CGSuite's published products against the whole.

use num_bigint::BigInt;
use num_traits::ToPrimitive;
use rustc_hash::FxHashMap;
use smallvec::SmallVec;
use thiserror::Error;

use super::Nimber;
use crate::numbers::Ordinal;

/// For each odd prime p in order (p = 3, 5, 7, ...): p, the prime powers
/// q whose κ(q) add up to α(p), and the finite part of α(p). κ(2^e) is
/// the finite 2^(2^(e-1)); κ(r^e) for an odd prime r is ω^(ω^k·r^(e-1))
/// with r the k-th odd prime.
const EXCESS: [(u64, &[u64], u64); 54] = [
    (3, &[2], 0),
    (5, &[4], 0),
    (7, &[3], 1),
    (11, &[5], 1),
    (13, &[4, 3], 0),
    (17, &[8], 0),
    (19, &[9], 4),
    (23, &[11], 1),
    (29, &[4, 7], 0),
    (31, &[5], 1),
    (37, &[4, 9], 0),
    (41, &[5], 1),
    (43, &[7], 1),
    (47, &[23], 1),
    (53, &[13], 1),
    (59, &[29], 1),
    (61, &[3, 5], 0),
    (67, &[3, 11], 0),
    (71, &[5, 7], 0),
    (73, &[9], 1),
    (79, &[13], 1),
    (83, &[41], 1),
    (89, &[11], 1),
    (97, &[16, 3], 0),
    (101, &[25], 1),
    (103, &[3, 17], 0),
    (107, &[53], 1),
    (109, &[4, 9], 0),
    (113, &[4, 7], 0),
    (127, &[7], 1),
    (131, &[5, 13], 0),
    (137, &[17], 1),
    (139, &[3, 23], 0),
    (149, &[37], 1),
    (151, &[3, 5], 0),
    (157, &[13], 1),
    (163, &[81], 4),
    (167, &[83], 1),
    (173, &[4, 43], 0),
    (179, &[89], 1),
    (181, &[9, 5], 0),
    (191, &[5, 19], 0),
    (193, &[32, 3], 0),
    (197, &[4, 49], 0),
    (199, &[9, 11], 0),
    (211, &[5, 7], 0),
    (223, &[37], 1),
    (227, &[113], 1),
    (229, &[19], 1),
    (233, &[29], 1),
    (239, &[7, 17], 0),
    (241, &[8, 3], 0),
    (251, &[25], 1),
    (257, &[16], 0),
];

/// How many odd primes the table covers: ordinals below ω^(ω^KAPPAS).
pub const KAPPAS: usize = EXCESS.len();

/// Why a nim product of ordinals was not computed.
///
/// ```
/// use combinatorial_games::impartial::{ordinal_nim_product, OrdinalNimError};
/// use combinatorial_games::numbers::Ordinal;
/// let w = Ordinal::omega();
/// let e = ordinal_nim_product(&(w.clone() - Ordinal::from(1)), &w).unwrap_err();
/// assert!(matches!(e, OrdinalNimError::NotOrdinal(_)));
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[non_exhaustive]
pub enum OrdinalNimError {
    /// An operand has a negative term.
    #[error("{0} is not an ordinal; nim products take ordinals")]
    NotOrdinal(String),
    /// A product would have more than [`MAX_TERMS`] terms.
    #[error("{0} has more than {max} terms; nim products stop there", max = MAX_TERMS)]
    TooManyTerms(String),
    /// An operand is at least ω^(ω^54), or has a coefficient or an exponent
    /// too large for this implementation.
    #[error(
        "{0} is out of the range of nim products here: ordinals below ω^(ω^54) whose coefficients and exponents' coefficients are below 2^64"
    )]
    OutOfRange(String),
}

/// The most terms a product may have: each term of one factor meets each
/// of the other, so products of large sums grow fast.
pub const MAX_TERMS: usize = 1 << 16;

/// A monomial: `b[k]` is the coefficient of ω^k in the exponent; no
/// trailing zeros.
type Mono = SmallVec<[u64; 4]>;

/// A sum of monomials times finite nimbers.
type Poly = FxHashMap<Mono, u64>;

/// The k-th odd prime's digits of `x` and `y` added, each carry going one
/// digit down: the sum, and whether a carry left the lowest digit.
fn add_digits(x: u64, y: u64, p: u64) -> Option<(u64, bool)> {
    let digits = |mut n: u64| {
        let mut d: SmallVec<[u64; 64]> = SmallVec::new();
        while n > 0 {
            d.push(n % p);
            n /= p;
        }
        d
    };
    let (dx, dy) = (digits(x), digits(y));
    let n = dx.len().max(dy.len());
    let mut out: SmallVec<[u64; 64]> = SmallVec::from_elem(0, n);
    let mut carry = 0;
    for i in (0..n).rev() {
        let s = dx.get(i).unwrap_or(&0) + dy.get(i).unwrap_or(&0) + carry;
        (out[i], carry) = if s >= p { (s - p, 1) } else { (s, 0) };
    }
    let mut value: u64 = 0;
    for &d in out.iter().rev() {
        value = value.checked_mul(p)?.checked_add(d)?;
    }
    Some((value, carry == 1))
}

/// The product of two monomials: a monomial, and the odd primes' indices
/// whose excesses multiply it.
fn mono_product(a: &Mono, b: &Mono) -> Option<(Mono, SmallVec<[usize; 4]>)> {
    let n = a.len().max(b.len());
    let mut out: Mono = SmallVec::from_elem(0, n);
    let mut carries = SmallVec::new();
    for k in 0..n {
        let (x, y) = (*a.get(k).unwrap_or(&0), *b.get(k).unwrap_or(&0));
        let (v, carry) = add_digits(x, y, EXCESS[k].0)?;
        out[k] = v;
        if carry {
            carries.push(k);
        }
    }
    while out.last() == Some(&0) {
        out.pop();
    }
    Some((out, carries))
}

/// The excess α(p) of the k-th odd prime, as a polynomial.
fn excess(k: usize) -> Poly {
    let (_, qs, finite) = EXCESS[k];
    let mut poly = Poly::default();
    let mut add = |m: Mono, c: u64| {
        let e = poly.entry(m).or_insert(0);
        *e ^= c;
    };
    for &q in qs {
        if q.is_power_of_two() {
            // κ(2^e) = 2^(2^(e-1)), a finite nimber.
            add(Mono::new(), 1u64 << (1u64 << (q.trailing_zeros() - 1)));
        } else {
            let (r, level) = prime_power(q);
            let j = EXCESS
                .iter()
                .position(|e| e.0 == r)
                .expect("a tabled prime");
            let mut m: Mono = SmallVec::from_elem(0, j + 1);
            m[j] = r.pow(level - 1);
            add(m, 1);
        }
    }
    if finite != 0 {
        add(Mono::new(), finite);
    }
    poly.retain(|_, c| *c != 0);
    poly
}

/// `q = r^e` for an odd prime r: `(r, e)`.
fn prime_power(q: u64) -> (u64, u32) {
    let r = (3..=q)
        .step_by(2)
        .find(|d| q.is_multiple_of(*d))
        .expect("q > 1");
    let (mut e, mut rest) = (0, q);
    while rest > 1 {
        rest /= r;
        e += 1;
    }
    (r, e)
}

/// Why a product of polynomials stopped.
enum Stop {
    /// An exponent's coefficient passed 2^64.
    Range,
    /// More than [`MAX_TERMS`] terms.
    Terms,
}

/// The nim product of two polynomials.
fn product(a: &Poly, b: &Poly) -> Result<Poly, Stop> {
    let mut out = Poly::default();
    for (ma, &ca) in a {
        crate::budget::steps(b.len());
        for (mb, &cb) in b {
            let c = (Nimber(ca) * Nimber(cb)).0;
            if c == 0 {
                continue;
            }
            let (m, carries) = mono_product(ma, mb).ok_or(Stop::Range)?;
            let mut term: Poly = [(m, c)].into_iter().collect();
            // Each excess lies below its prime's κ, so the recursion
            // reaches lower primes only and ends.
            for k in carries {
                term = product(&term, &excess(k))?;
            }
            for (m, c) in term {
                *out.entry(m).or_insert(0) ^= c;
            }
            if out.len() > 2 * MAX_TERMS {
                return Err(Stop::Terms);
            }
        }
    }
    out.retain(|_, c| *c != 0);
    if out.len() > MAX_TERMS {
        return Err(Stop::Terms);
    }
    Ok(out)
}

impl Stop {
    fn error(self, what: String) -> OrdinalNimError {
        match self {
            Stop::Range => OrdinalNimError::OutOfRange(what),
            Stop::Terms => OrdinalNimError::TooManyTerms(what),
        }
    }
}

/// An ordinal as a polynomial, if it is in range.
fn to_poly(x: &Ordinal) -> Result<Poly, OrdinalNimError> {
    if !x.is_ordinal() {
        return Err(OrdinalNimError::NotOrdinal(x.to_string()));
    }
    let out_of_range = || OrdinalNimError::OutOfRange(x.to_string());
    let mut poly = Poly::default();
    for (exponent, c) in x.terms() {
        let c = c.to_u64().ok_or_else(out_of_range)?;
        let mut m = Mono::new();
        for (k, b) in exponent.terms() {
            let k = k
                .to_integer()
                .and_then(|k| k.to_usize())
                .ok_or_else(out_of_range)?;
            if k >= KAPPAS {
                return Err(out_of_range());
            }
            if m.len() <= k {
                m.resize(k + 1, 0);
            }
            m[k] = b.to_u64().ok_or_else(out_of_range)?;
        }
        poly.insert(m, c);
    }
    Ok(poly)
}

/// A polynomial as an ordinal.
fn to_ordinal(p: &Poly) -> Ordinal {
    Ordinal::from_terms(p.iter().map(|(m, &c)| {
        let exponent = Ordinal::from_terms(
            m.iter()
                .enumerate()
                .map(|(k, &b)| (Ordinal::from(k as i64), BigInt::from(b))),
        );
        (exponent, BigInt::from(c))
    }))
}

/// The nim product of two ordinals below ω^(ω^54) ([`KAPPAS`] odd primes).
///
/// ```
/// use combinatorial_games::impartial::ordinal_nim_product;
/// use combinatorial_games::numbers::Ordinal;
/// let w = Ordinal::omega();
/// let w2 = ordinal_nim_product(&w, &w).unwrap();
/// assert_eq!(w2.to_string(), "ω^2");
/// // Conway: ω is the cube root of 2.
/// assert_eq!(ordinal_nim_product(&w, &w2).unwrap(), Ordinal::from(2));
/// assert!(ordinal_nim_product(&(-w.clone()), &w).is_err());
/// ```
pub fn ordinal_nim_product(a: &Ordinal, b: &Ordinal) -> Result<Ordinal, OrdinalNimError> {
    let (pa, pb) = (to_poly(a)?, to_poly(b)?);
    product(&pa, &pb)
        .map(|p| to_ordinal(&p))
        .map_err(|s| s.error(format!("{a} times {b}")))
}

/// `a` nim-multiplied by itself `n` times (1 for `n = 0`).
///
/// ```
/// use combinatorial_games::impartial::ordinal_nim_power;
/// use combinatorial_games::numbers::Ordinal;
/// let w_w = Ordinal::omega_power(Ordinal::omega()).unwrap();
/// // (ω^ω)^5 = 4 (Conway).
/// assert_eq!(ordinal_nim_power(&w_w, 5).unwrap(), Ordinal::from(4));
/// ```
pub fn ordinal_nim_power(a: &Ordinal, n: u64) -> Result<Ordinal, OrdinalNimError> {
    let overflow = |s: Stop| s.error(format!("{a} to the power {n}"));
    let mut base = to_poly(a)?;
    let mut n = n;
    let mut acc: Poly = [(Mono::new(), 1)].into_iter().collect();
    while n > 0 {
        if n & 1 == 1 {
            acc = product(&acc, &base).map_err(overflow)?;
        }
        n >>= 1;
        if n > 0 {
            base = product(&base, &base).map_err(overflow)?;
        }
    }
    Ok(to_ordinal(&acc))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn w() -> Ordinal {
        Ordinal::omega()
    }

    fn omega_to(e: Ordinal) -> Ordinal {
        Ordinal::omega_power(e).unwrap()
    }

    fn power(x: &Ordinal, n: u64) -> Ordinal {
        ordinal_nim_power(x, n).unwrap()
    }

    #[test]
    fn the_table_lists_the_odd_primes_in_order() {
        let primes: Vec<u64> = (3..=257u64)
            .step_by(2)
            .filter(|n| {
                (3..*n)
                    .step_by(2)
                    .take_while(|d| d * d <= *n)
                    .all(|d| n % d != 0)
            })
            .collect();
        assert_eq!(primes, EXCESS.iter().map(|e| e.0).collect::<Vec<_>>());
    }

    /// x is a p-th power in the field below κ(p) exactly when
    /// x^((2^n - 1)/p) = 1 in a finite field F(2^n) that holds x and in
    /// which p divides 2^n - 1 (that p-th power map is the only one not
    /// onto). The table's first excesses, checked from that definition:
    /// each is not a p-th power; for p = 3, 5, 7 every smaller ordinal of
    /// the field is one, so the table's entry is the least.
    #[test]
    fn the_first_excesses_are_not_pth_powers() {
        let one = Ordinal::from(1);
        // p = 3 in F(4): 2^1 = 2, not 1; 1 is a cube.
        assert_ne!(power(&Ordinal::from(2), 1), one);
        // p = 5 in F(16): 0 to 3 lie in F(4), where fifth powers are
        // everything; 4^3 = 4·4·4 is not 1.
        assert_ne!(power(&Ordinal::from(4), 3), one);
        // p = 7 in F(64): finite ordinals lie in fields F(2^(2^j)), where
        // 7 divides no 2^(2^j) - 1; ω^9 = 1, so ω is a seventh power, and
        // (ω+1)^9 is not 1.
        assert_eq!(power(&w(), 9), one);
        assert_ne!(power(&(w() + one.clone()), 9), one);
        // p = 11 (2 has order 10) in F(2^20) ∋ ω^ω: ω^ω is an 11th
        // power, ω^ω + 1 is not.
        let ww = omega_to(w());
        assert_eq!(power(&ww, (1 << 20) / 11), one);
        assert_ne!(power(&(ww + one.clone()), (1 << 20) / 11), one);
        // p = 13 (order 12), 17 (order 8), in F(2^12), F(2^8).
        assert_ne!(power(&(w() + Ordinal::from(4)), 4095 / 13), one);
        assert_ne!(power(&Ordinal::from(16), 255 / 17), one);
    }

    #[test]
    fn every_element_solves_its_field_equation() {
        // x^(2^n) = x in F(2^n): ω in F(64), ω^ω in F(2^20).
        assert_eq!(power(&w(), 64), w());
        let x = omega_to(w()) + w() * Ordinal::from(3) + Ordinal::from(7);
        assert_eq!(power(&x, 1 << 60), x);
    }

    #[test]
    fn conways_roots() {
        // ω^3 = 2, (ω^ω)^5 = 4, (ω^(ω^2))^7 = ω + 1 (On Numbers and Games).
        assert_eq!(power(&w(), 3), Ordinal::from(2));
        assert_eq!(power(&omega_to(w()), 5), Ordinal::from(4));
        assert_eq!(power(&omega_to(w() * w()), 7), w() + Ordinal::from(1));
    }

    #[test]
    fn field_laws_on_small_ordinals() {
        let xs = [
            Ordinal::from(3),
            w(),
            w() * Ordinal::from(5) + Ordinal::from(2),
            omega_to(Ordinal::from(4)) + w(),
            omega_to(w()) + Ordinal::from(1),
            omega_to(w() + Ordinal::from(2)) * Ordinal::from(6),
            omega_to(w() * w()) + omega_to(Ordinal::from(3)),
        ];
        let mul = |a: &Ordinal, b: &Ordinal| ordinal_nim_product(a, b).unwrap();
        let add = |a: &Ordinal, b: &Ordinal| a.nim_sum(b).unwrap();
        for a in &xs {
            assert_eq!(mul(a, &Ordinal::from(1)), *a);
            for b in &xs {
                assert_eq!(mul(a, b), mul(b, a));
                for c in &xs {
                    assert_eq!(mul(&mul(a, b), c), mul(a, &mul(b, c)));
                    assert_eq!(mul(a, &add(b, c)), add(&mul(a, b), &mul(a, c)));
                }
            }
        }
    }

    #[test]
    fn out_of_range_and_negative_are_errors() {
        let big = omega_to(omega_to(Ordinal::from(60)));
        assert!(matches!(
            ordinal_nim_product(&big, &w()),
            Err(OrdinalNimError::OutOfRange(_))
        ));
        let too_wide = omega_to(omega_to(w()));
        assert!(ordinal_nim_product(&too_wide, &w()).is_err());
        // A sum of κ's of many primes generates a field of huge degree:
        // its powers grow past the bound on terms.
        let many = (0..12).fold(Ordinal::from(1), |s, k| {
            s + omega_to(omega_to(Ordinal::from(k)))
        });
        assert!(matches!(
            ordinal_nim_power(&many, u64::MAX),
            Err(OrdinalNimError::TooManyTerms(_))
        ));
        let neg = Ordinal::from(0) - w();
        assert!(matches!(
            ordinal_nim_product(&neg, &w()),
            Err(OrdinalNimError::NotOrdinal(_))
        ));
    }
}
