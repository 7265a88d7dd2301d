//! Surreal numbers that are quotients of generalized ordinals (CGSuite's
//! `SurrealNumber`): CGSuite's published rows, values worked by hand, and
//! laws checked against a second method: a quotient whose ordinals are
//! polynomials in ω is a rational function, so its order and its lowest
//! terms can be found by putting a large integer for ω and by Euclid's
//! algorithm over the rationals.

use combinatorial_games::expr::eval;
use combinatorial_games::numbers::{Ordinal, Surreal};
use num_bigint::BigInt;
use num_rational::BigRational;
use num_traits::{One, Signed, Zero};
use proptest::prelude::*;

fn v(s: &str) -> String {
    match eval(s) {
        Ok(x) => x.to_string(),
        Err(e) => panic!("{s}: {e}"),
    }
}

/// CGSuite's EvalTest ("Surreal number" rows) and CgsuiteLangTest ("List:
/// Sorted with surreal numbers").
#[test]
fn cgsuite_rows() {
    assert_eq!(v("1/omega"), "1/ω");
    assert_eq!(v("omega^omega + 1/(omega+1)"), "(ω^(ω+1)+ω^ω+1)/(ω+1)");
    assert_eq!(
        v("(omega^(omega+1)-omega^omega-omega+1)/(omega-1)"),
        "ω^ω-1"
    );
    assert_eq!(
        v("[0, 1, 1/omega, omega, (omega+7)/(omega*7), 1/4, 1/7].Sorted"),
        "[0,1/ω,1/7,(ω+7)/ω×7,1/4,1,ω]"
    );
    assert_eq!(v("(1/omega).Class"), "\u{27ea}game.SurrealNumber\u{27eb}");
}

/// Worked by hand.
#[test]
fn by_hand() {
    // CGSuite's documentation example: ω^ω (ω² - 1)/(ω - 1) = ω^ω (ω + 1).
    assert_eq!(v("(omega^(omega+2)-omega^omega)/(omega-1)"), "ω^(ω+1)+ω^ω");
    // ω + 1/2 = (2ω + 1)/2; twice it is 2ω + 1, an ordinal again.
    assert_eq!(v("omega + 1/2"), "(ω×2+1)/2");
    assert_eq!(v("2 * (omega + 1/2)"), "ω×2+1");
    // (ω^ω - 1)/(ω^(ω×2) - 1) = 1/(ω^ω + 1): x - 1 over x² - 1.
    assert_eq!(v("(omega^omega - 1)/(omega^(omega*2) - 1)"), "1/(ω^ω+1)");
    // 1/ω is below every positive rational and above 0.
    assert_eq!(
        v("[1/omega < 1/1000, 1/omega > 0, -1/omega < 0]"),
        "[true,true,true]"
    );
    // A nonzero number over 0 is inf, as in CGSuite.
    assert_eq!(v("omega/0"), "inf");
    assert_eq!(v("(1/omega)/0"), "inf");
    // ω^(-2) and its powers and reciprocals.
    assert_eq!(v("omega^(-2)"), "1/ω^2");
    assert_eq!(v("(-2).OmegaPower * omega^2"), "1");
    assert_eq!(v("(1/omega)^(-3)"), "ω^3");
    assert_eq!(v("((omega+1)/omega).Reciprocal"), "ω/(ω+1)");
    assert_eq!(v("((omega+1)/(omega*2)).Numerator"), "ω+1");
    assert_eq!(v("((omega+1)/(omega*2)).Denominator"), "ω×2");
    assert_eq!(v("(-1/omega).Abs"), "1/ω");
    assert_eq!(v("(1/omega).Max(1/7)"), "1/7");
    // Equal quotients are one value: a set holds it once.
    assert_eq!(v("{1/omega, 2/(omega*2), omega/omega^2}"), "{1/ω}");
}

#[test]
fn bad_input_is_a_typed_error() {
    for s in [
        "omega^(1/omega)",
        "(omega+1)^2000",
        "1/(omega^(omega*5000)-1)",
        "*(1/omega)",
        "(1/omega).Birthday",
        "(1/omega) + \"a\"",
    ] {
        assert!(eval(s).is_err(), "{s}");
    }
}

/// A polynomial in ω, `Σ c_i ω^i`, from its coefficients.
fn in_omega(coefficients: &[i64]) -> Ordinal {
    Ordinal::from_terms(
        coefficients
            .iter()
            .enumerate()
            .map(|(i, &c)| (Ordinal::from(i as i64), BigInt::from(c))),
    )
}

/// The coefficients of a generalized ordinal that is a polynomial in ω.
fn coefficients(x: &Ordinal) -> Vec<BigRational> {
    let mut out = Vec::new();
    for (e, c) in x.terms() {
        let i: usize = e
            .to_integer()
            .expect("a finite exponent")
            .try_into()
            .unwrap();
        if out.len() <= i {
            out.resize(i + 1, BigRational::zero());
        }
        out[i] = BigRational::from(c.clone());
    }
    out
}

/// The value of a polynomial in ω with ω replaced by `n`.
fn at(x: &Ordinal, n: i64) -> BigRational {
    let n = BigRational::from(BigInt::from(n));
    coefficients(x)
        .iter()
        .rev()
        .fold(BigRational::zero(), |acc, c| acc * &n + c)
}

/// The degree of a univariate polynomial over Q after trimming.
fn trim(mut p: Vec<BigRational>) -> Vec<BigRational> {
    while p.last().is_some_and(|c| c.is_zero()) {
        p.pop();
    }
    p
}

/// Euclid's algorithm over Q: the degree of the GCD.
fn gcd_degree(a: Vec<BigRational>, b: Vec<BigRational>) -> usize {
    let (mut a, mut b) = (trim(a), trim(b));
    while !b.is_empty() {
        while a.len() >= b.len() && !a.is_empty() {
            let k = a.len() - b.len();
            let f = a.last().unwrap() / b.last().unwrap();
            for (i, c) in b.iter().enumerate() {
                a[i + k] -= &f * c;
            }
            a = trim(a);
        }
        std::mem::swap(&mut a, &mut b);
    }
    a.len().saturating_sub(1)
}

fn poly() -> impl Strategy<Value = Vec<i64>> {
    prop::collection::vec(-4i64..=4, 1..4)
}

/// Large enough that a polynomial with these coefficients has the sign of
/// its leading term there (Cauchy's bound on the roots).
const BIG: i64 = 1_000_000;

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    /// Lowest terms keep the value, have a positive denominator, and leave
    /// no common factor: checked over Q by Euclid's algorithm.
    #[test]
    fn lowest_terms_against_euclid(p in poly(), q in poly(), k in poly()) {
        let (p, q, k) = (in_omega(&p), in_omega(&q), in_omega(&k));
        prop_assume!(q.signum() != 0 && k.signum() != 0);
        let x = Surreal::new(p.clone() * k.clone(), q.clone() * k).unwrap();
        let (n, d) = (x.numerator(), x.denominator());
        prop_assert!(d.signum() > 0);
        // n/d = p/q as rational functions: n q = d p at a large ω.
        prop_assert_eq!(at(n, BIG) * at(&q, BIG), at(d, BIG) * at(&p, BIG));
        prop_assert_eq!(gcd_degree(coefficients(n), coefficients(d)), 0);
        // No integer content is left either.
        let content = n.terms().iter().chain(d.terms()).fold(BigInt::zero(), |g, (_, c)| num_integer::Integer::gcd(&g, c));
        prop_assert!(content.is_one());
    }

    /// The order is the order of the rational functions at a large ω.
    #[test]
    fn order_against_a_large_omega(a in poly(), b in poly(), c in poly(), d in poly()) {
        let (a, b, c, d) = (in_omega(&a), in_omega(&b), in_omega(&c), in_omega(&d));
        prop_assume!(b.signum() != 0 && d.signum() != 0);
        let x = Surreal::new(a.clone(), b.clone()).unwrap();
        let y = Surreal::new(c.clone(), d.clone()).unwrap();
        let (fx, fy) = (at(&a, BIG) / at(&b, BIG), at(&c, BIG) / at(&d, BIG));
        prop_assert_eq!(x.cmp(&y), fx.cmp(&fy));
        // The sum and the product are those of the functions.
        let s = x.checked_add(&y).unwrap();
        prop_assert_eq!(at(s.numerator(), BIG) / at(s.denominator(), BIG), &fx + &fy);
        let m = x.checked_mul(&y).unwrap();
        prop_assert_eq!(at(m.numerator(), BIG) / at(m.denominator(), BIG), &fx * &fy);
        prop_assert_eq!(s.signum(), if (&fx + &fy).is_positive() { 1 } else if (&fx + &fy).is_zero() { 0 } else { -1 });
    }

    /// With powers of ω^ω too (two variables): a common factor cancels,
    /// and the field laws hold.
    #[test]
    fn common_factors_cancel_in_two_variables(p in two_variables(), q in two_variables(), k in two_variables()) {
        prop_assume!(q.signum() != 0 && k.signum() != 0);
        let x = Surreal::new(p.clone(), q.clone()).unwrap();
        let y = Surreal::new(p * k.clone(), q * k.clone()).unwrap();
        prop_assert_eq!(&x, &y);
        let z = Surreal::from(k);
        prop_assert_eq!(x.checked_add(&z).unwrap().checked_sub(&z).unwrap(), x.clone());
        prop_assert_eq!(x.checked_mul(&z).unwrap().checked_div(&z).unwrap(), x);
    }
}

/// A generalized ordinal with terms `c ω^(ω a + b)` for small `a`, `b`.
fn two_variables() -> impl Strategy<Value = Ordinal> {
    prop::collection::vec((0i64..3, 0i64..3, -3i64..=3), 1..4).prop_map(|terms| {
        Ordinal::from_terms(terms.into_iter().map(|(a, b, c)| {
            let e = Ordinal::omega() * Ordinal::from(a) + Ordinal::from(b);
            (e, BigInt::from(c))
        }))
    })
}
