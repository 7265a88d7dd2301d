//! Polynomials in several variables with integer coefficients, and their
//! greatest common divisor. A quotient of generalized ordinals is put in
//! lowest terms through them: each `ω^(ω^β)` is a variable, so that
//! `ω^(ω×2+1)` is the monomial `x₁² x₀` (CGSuite does the same).
//!
//! The GCD is the classical recursive one: a polynomial is read as one in
//! its last variable with coefficients in the others, contents are taken
//! recursively, and the primitive parts go through Euclid's algorithm with
//! pseudo-remainders, each made primitive so that coefficients stay small
//! (Knuth, *TAOCP* vol. 2, §4.6.1, Algorithm E). Before it, the heuristic
//! GCD of Char, Geddes and Gonnet is tried: evaluate at a large integer,
//! take the integers' GCD, read a polynomial back from its digits and keep
//! it if it divides both (Geddes, Czapor and Labahn, *Algorithms for
//! Computer Algebra*, §7.7). It settles most inputs at once, where the
//! pseudo-remainders' coefficients grow with the degree. Every step is bounded:
//! past [`MAX_TERMS`] terms or [`MAX_COEFFICIENT_BITS`] bits the answer is
//! [`TooLarge`], never a long wait.

use std::collections::BTreeMap;

use num_bigint::BigInt;
use num_integer::Integer;
use num_traits::{Signed, Zero};

/// The most terms a polynomial met along the way may have.
pub(crate) const MAX_TERMS: usize = 1024;

/// The most bits a coefficient met along the way may have.
pub(crate) const MAX_COEFFICIENT_BITS: u64 = 8192;

/// The most products of terms one multiplication may form.
const MAX_PRODUCTS: usize = 1 << 18;

/// The most steps an exact division may take.
const MAX_DIVISION_STEPS: usize = 1 << 16;

/// The most bits of an integer a polynomial is evaluated at, times the
/// degree: past it the heuristic GCD gives way to the classical one.
const MAX_EVALUATION_BITS: u64 = 1 << 17;

/// A polynomial or a coefficient grew past the bounds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct TooLarge;

/// A monomial: the exponent of each variable, variable 0 first. Compared
/// as vectors, monomials are in lexicographic order.
type Monomial = Vec<u32>;

/// `Σ c·x^m` over a fixed number of variables, without zero coefficients.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Poly {
    vars: usize,
    terms: BTreeMap<Monomial, BigInt>,
}

impl Poly {
    /// The zero polynomial in `vars` variables.
    pub(crate) fn zero(vars: usize) -> Poly {
        Poly {
            vars,
            terms: BTreeMap::new(),
        }
    }

    /// The constant `c`.
    pub(crate) fn constant(vars: usize, c: BigInt) -> Poly {
        Poly::from_terms(vars, [(vec![0; vars], c)])
    }

    /// The sum of the terms `c·x^m` (equal monomials add).
    pub(crate) fn from_terms(
        vars: usize,
        terms: impl IntoIterator<Item = (Monomial, BigInt)>,
    ) -> Poly {
        let mut p = Poly::zero(vars);
        for (m, c) in terms {
            debug_assert_eq!(m.len(), vars);
            p.add_term(m, c);
        }
        p
    }

    fn add_term(&mut self, m: Monomial, c: BigInt) {
        use std::collections::btree_map::Entry;
        match self.terms.entry(m) {
            Entry::Occupied(mut e) => {
                *e.get_mut() += c;
                if e.get().is_zero() {
                    e.remove();
                }
            }
            Entry::Vacant(e) if !c.is_zero() => {
                e.insert(c);
            }
            Entry::Vacant(_) => {}
        }
    }

    /// The terms, in increasing lexicographic order of their monomials.
    pub(crate) fn terms(&self) -> impl Iterator<Item = (&Monomial, &BigInt)> {
        self.terms.iter()
    }

    pub(crate) fn is_zero(&self) -> bool {
        self.terms.is_empty()
    }

    /// The constant term's coefficient, for a polynomial with no other.
    fn as_constant(&self) -> Option<BigInt> {
        match self.terms.iter().next() {
            None => Some(BigInt::zero()),
            Some((m, c)) if self.terms.len() == 1 && m.iter().all(|&e| e == 0) => Some(c.clone()),
            _ => None,
        }
    }

    /// Itself or its negative, whichever leads (lexicographically) with a
    /// positive coefficient: the representative of `±p`.
    pub(crate) fn normalized(self) -> Poly {
        match self.terms.values().next_back() {
            Some(c) if c.is_negative() => -self,
            _ => self,
        }
    }

    /// The highest power of variable `v` that occurs.
    fn degree_in(&self, v: usize) -> u32 {
        self.terms.keys().map(|m| m[v]).max().unwrap_or(0)
    }

    /// The coefficient of `v^k`, a polynomial without `v`.
    fn coefficient_in(&self, v: usize, k: u32) -> Poly {
        let terms = self.terms.iter().filter(|(m, _)| m[v] == k).map(|(m, c)| {
            let mut m = m.clone();
            m[v] = 0;
            (m, c.clone())
        });
        Poly::from_terms(self.vars, terms)
    }

    /// The coefficients of the powers of `v` that occur.
    fn coefficients_in(&self, v: usize) -> Vec<Poly> {
        let mut powers: Vec<u32> = self.terms.keys().map(|m| m[v]).collect();
        powers.sort_unstable();
        powers.dedup();
        powers
            .into_iter()
            .map(|k| self.coefficient_in(v, k))
            .collect()
    }

    /// `self · v^k`.
    fn shifted(&self, v: usize, k: u32) -> Poly {
        let terms = self.terms.iter().map(|(m, c)| {
            let mut m = m.clone();
            m[v] += k;
            (m, c.clone())
        });
        Poly::from_terms(self.vars, terms)
    }

    /// The sum, bounded.
    pub(crate) fn checked_add(&self, other: &Poly) -> Result<Poly, TooLarge> {
        let mut p = self.clone();
        for (m, c) in &other.terms {
            p.add_term(m.clone(), c.clone());
        }
        p.bounded()
    }

    /// The difference, bounded.
    pub(crate) fn checked_sub(&self, other: &Poly) -> Result<Poly, TooLarge> {
        self.checked_add(&-other.clone())
    }

    /// The product, bounded.
    pub(crate) fn checked_mul(&self, other: &Poly) -> Result<Poly, TooLarge> {
        if self.terms.len().saturating_mul(other.terms.len()) > MAX_PRODUCTS {
            return Err(TooLarge);
        }
        let mut p = Poly::zero(self.vars);
        for (m, c) in &self.terms {
            for (n, d) in &other.terms {
                let mn = m
                    .iter()
                    .zip(n)
                    .map(|(a, b)| a.checked_add(*b))
                    .collect::<Option<Vec<u32>>>();
                p.add_term(mn.ok_or(TooLarge)?, c * d);
            }
        }
        p.bounded()
    }

    fn bounded(self) -> Result<Poly, TooLarge> {
        let big = self.terms.values().any(|c| c.bits() > MAX_COEFFICIENT_BITS);
        if self.terms.len() > MAX_TERMS || big {
            return Err(TooLarge);
        }
        Ok(self)
    }

    /// `self / d` when `d` divides it exactly, `None` when it does not.
    /// Dividing by the lexicographically leading term, as long as that
    /// term divides: for a single divisor this leaves no remainder
    /// exactly when the division is exact.
    pub(crate) fn exact_div(&self, d: &Poly) -> Result<Option<Poly>, TooLarge> {
        let Some((dm, dc)) = d.terms.iter().next_back() else {
            return Ok(None);
        };
        let mut rest = self.clone();
        let mut q = Poly::zero(self.vars);
        for _ in 0..MAX_DIVISION_STEPS {
            let Some((m, c)) = rest.terms.iter().next_back() else {
                return Ok(Some(q));
            };
            if m.iter().zip(dm).any(|(a, b)| a < b) || !c.is_multiple_of(dc) {
                return Ok(None);
            }
            let step_m: Monomial = m.iter().zip(dm).map(|(a, b)| a - b).collect();
            let step_c = c / dc;
            // rest -= step · d, in place: each step cancels rest's lead.
            for (n, e) in &d.terms {
                let mn = n.iter().zip(&step_m).map(|(a, b)| a + b).collect();
                rest.add_term(mn, -(e * &step_c));
            }
            q.add_term(step_m, step_c);
            if rest.terms.len() > MAX_TERMS || q.terms.len() > MAX_TERMS {
                return Err(TooLarge);
            }
        }
        Err(TooLarge)
    }

    /// The GCD of the coefficients of the powers of `v`: a polynomial
    /// without `v`, normalized.
    fn content_in(&self, v: usize) -> Result<Poly, TooLarge> {
        let mut g = Poly::zero(self.vars);
        for c in self.coefficients_in(v) {
            g = gcd(&g, &c)?;
        }
        Ok(g)
    }

    /// `self` over its content in `v`.
    fn primitive_in(&self, v: usize) -> Result<Poly, TooLarge> {
        let c = self.content_in(v)?;
        Ok(self
            .exact_div(&c)?
            .expect("a content divides its polynomial"))
    }

    /// The pseudo-remainder of `self` by `d` (of degree at least 1) in
    /// `v`: `lc(d)^k · self` less a multiple of `d`, of lower degree.
    fn pseudo_rem(&self, d: &Poly, v: usize) -> Result<Poly, TooLarge> {
        let dd = d.degree_in(v);
        let ld = d.coefficient_in(v, dd);
        let mut r = self.clone();
        while !r.is_zero() && r.degree_in(v) >= dd {
            let dr = r.degree_in(v);
            let lr = r.coefficient_in(v, dr);
            r = ld
                .checked_mul(&r)?
                .checked_sub(&lr.shifted(v, dr - dd).checked_mul(d)?)?;
        }
        Ok(r)
    }
}

impl std::ops::Neg for Poly {
    type Output = Poly;
    fn neg(mut self) -> Poly {
        for c in self.terms.values_mut() {
            *c = -std::mem::take(c);
        }
        self
    }
}

/// The last variable that occurs in `a` or `b`.
fn main_variable(a: &Poly, b: &Poly) -> Option<usize> {
    (0..a.vars)
        .rev()
        .find(|&v| a.degree_in(v) > 0 || b.degree_in(v) > 0)
}

/// The greatest common divisor, normalized (leading coefficient positive);
/// the GCD of 0 and 0 is 0.
pub(crate) fn gcd(a: &Poly, b: &Poly) -> Result<Poly, TooLarge> {
    if a.is_zero() {
        return Ok(b.clone().normalized());
    }
    if b.is_zero() {
        return Ok(a.clone().normalized());
    }
    if let Some(g) = heuristic_gcd(a, b)? {
        return Ok(g);
    }
    let Some(v) = main_variable(a, b) else {
        let (x, y) = (a.as_constant(), b.as_constant());
        let g = x.unwrap_or_default().gcd(&y.unwrap_or_default());
        return Ok(Poly::constant(a.vars, g));
    };
    let (ca, cb) = (a.content_in(v)?, b.content_in(v)?);
    let content = gcd(&ca, &cb)?;
    let mut p = a.exact_div(&ca)?.expect("a content divides");
    let mut q = b.exact_div(&cb)?.expect("a content divides");
    if p.degree_in(v) < q.degree_in(v) {
        std::mem::swap(&mut p, &mut q);
    }
    // Both primitive in v; a primitive polynomial of degree 0 in v is ±1.
    while q.degree_in(v) > 0 {
        let r = p.pseudo_rem(&q, v)?;
        if r.is_zero() {
            return Ok(content.checked_mul(&q)?.normalized());
        }
        p = q;
        q = r.primitive_in(v)?;
    }
    Ok(content)
}

/// The heuristic GCD (Geddes, Czapor and Labahn, Algorithm 7.4) of two
/// nonzero polynomials, normalized; `None` when it gives up. A polynomial
/// it returns divides both, and then is their GCD (their Theorem 7.7).
fn heuristic_gcd(a: &Poly, b: &Poly) -> Result<Option<Poly>, TooLarge> {
    let (ca, cb) = (a.integer_content(), b.integer_content());
    let content = ca.gcd(&cb);
    let (a, b) = (a.over_integer(&ca), b.over_integer(&cb));
    let Some(v) = main_variable(&a, &b) else {
        return Ok(Some(Poly::constant(a.vars, content)));
    };
    let degree = a.degree_in(v).max(b.degree_in(v));
    let mut xi: BigInt = a.max_norm().min(b.max_norm()) * 2 + 2;
    for _ in 0..6 {
        if xi.bits().saturating_mul(u64::from(degree)) > MAX_EVALUATION_BITS {
            return Ok(None);
        }
        let (ea, eb) = (a.evaluated(v, &xi), b.evaluated(v, &xi));
        if !ea.is_zero()
            && !eb.is_zero()
            && let Some(gamma) = heuristic_gcd(&ea, &eb)?
            && let Some(g) = gamma.read_digits(v, &xi, degree)
        {
            let g = g.over_integer(&g.integer_content()).normalized();
            if a.exact_div(&g)?.is_some() && b.exact_div(&g)?.is_some() {
                let scaled = g.terms.into_iter().map(|(m, c)| (m, c * &content));
                return Ok(Some(Poly::from_terms(a.vars, scaled)));
            }
        }
        // The authors' next point: about ξ times the golden ratio squared.
        xi = xi * 73794 / 27011;
    }
    Ok(None)
}

impl Poly {
    /// The GCD of the coefficients, positive (0 for 0).
    fn integer_content(&self) -> BigInt {
        self.terms.values().fold(BigInt::zero(), |g, c| g.gcd(c))
    }

    /// Every coefficient over `c`, which divides them all.
    fn over_integer(&self, c: &BigInt) -> Poly {
        let terms = self.terms.iter().map(|(m, x)| (m.clone(), x / c));
        Poly::from_terms(self.vars, terms)
    }

    /// The largest absolute value of a coefficient.
    fn max_norm(&self) -> BigInt {
        self.terms
            .values()
            .map(|c| c.abs())
            .max()
            .unwrap_or_default()
    }

    /// `self` with the integer `xi` put for variable `v`.
    fn evaluated(&self, v: usize, xi: &BigInt) -> Poly {
        let terms = self.terms.iter().map(|(m, c)| {
            let mut m = m.clone();
            let k = std::mem::take(&mut m[v]);
            (m, c * num_traits::pow(xi.clone(), k as usize))
        });
        Poly::from_terms(self.vars, terms)
    }

    /// The polynomial in `v` whose coefficients are the digits of `self`
    /// in base `xi`, each between -xi/2 and xi/2; `None` past `degree`.
    fn read_digits(&self, v: usize, xi: &BigInt, degree: u32) -> Option<Poly> {
        let (mut rest, mut out) = (self.clone(), Poly::zero(self.vars));
        let half: BigInt = xi / 2;
        for k in 0..=degree {
            if rest.is_zero() {
                return Some(out);
            }
            let mut next = Poly::zero(self.vars);
            for (m, c) in &rest.terms {
                let mut digit = c.mod_floor(xi);
                if digit > half {
                    digit -= xi;
                }
                next.add_term(m.clone(), (c - &digit) / xi);
                let mut m = m.clone();
                m[v] = k;
                out.add_term(m, digit);
            }
            rest = next;
        }
        rest.is_zero().then_some(out)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A polynomial in two variables from `(i, j, c)`: `c·x^i·y^j`.
    fn p2(terms: &[(u32, u32, i64)]) -> Poly {
        Poly::from_terms(
            2,
            terms.iter().map(|&(i, j, c)| (vec![i, j], BigInt::from(c))),
        )
    }

    #[test]
    fn integers_have_their_usual_gcd() {
        let (a, b) = (
            Poly::constant(1, 12.into()),
            Poly::constant(1, (-18).into()),
        );
        assert_eq!(gcd(&a, &b).unwrap(), Poly::constant(1, 6.into()));
    }

    #[test]
    fn difference_of_squares_shares_a_factor_with_its_root() {
        // x^2 - 1 = (x - 1)(x + 1), by hand.
        let a = p2(&[(2, 0, 1), (0, 0, -1)]);
        let b = p2(&[(1, 0, 2), (0, 0, -2)]);
        assert_eq!(gcd(&a, &b).unwrap(), p2(&[(1, 0, 1), (0, 0, -1)]));
    }

    #[test]
    fn two_variables() {
        // x^2 y - y = y (x - 1)(x + 1) and x y^2 + y^2 = y^2 (x + 1): y (x + 1).
        let a = p2(&[(2, 1, 1), (0, 1, -1)]);
        let b = p2(&[(1, 2, 1), (0, 2, 1)]);
        assert_eq!(gcd(&a, &b).unwrap(), p2(&[(1, 1, 1), (0, 1, 1)]));
        // x + y and x - y have no common factor.
        assert_eq!(
            gcd(&p2(&[(1, 0, 1), (0, 1, 1)]), &p2(&[(1, 0, 1), (0, 1, -1)])).unwrap(),
            p2(&[(0, 0, 1)])
        );
    }

    #[test]
    fn exact_division_and_its_failure() {
        let a = p2(&[(2, 0, 1), (0, 0, -1)]);
        let b = p2(&[(1, 0, 1), (0, 0, 1)]);
        assert_eq!(a.exact_div(&b).unwrap(), Some(p2(&[(1, 0, 1), (0, 0, -1)])));
        assert_eq!(b.exact_div(&a).unwrap(), None);
        assert_eq!(p2(&[(1, 0, 3)]).exact_div(&p2(&[(1, 0, 2)])).unwrap(), None);
    }

    #[test]
    fn huge_powers_are_refused() {
        // (x + 1)^(2^k) has 2^k + 1 terms: squaring passes a bound by k = 11.
        let mut p = p2(&[(1, 0, 1), (0, 0, 1)]);
        let mut refused = false;
        for _ in 0..11 {
            match p.checked_mul(&p) {
                Ok(q) => p = q,
                Err(TooLarge) => {
                    refused = true;
                    break;
                }
            }
        }
        assert!(refused);
    }
}
