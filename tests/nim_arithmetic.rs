//! Conway's nim arithmetic: values from On Numbers and Games (ch. 6) and
//! Winning Ways, and the field laws by proptest.

use combinatorial_games::expr::Session;
use combinatorial_games::{Game, Nimber};
use proptest::prelude::*;

fn n(x: u64) -> Nimber {
    Nimber(x)
}

#[test]
fn small_products_from_onag() {
    // The multiplication table of the field of order 4 {0, 1, 2, 3}:
    // 2⊗2 = 3, 2⊗3 = 1, 3⊗3 = 2.
    assert_eq!(n(2) * n(2), n(3));
    assert_eq!(n(2) * n(3), n(1));
    assert_eq!(n(3) * n(3), n(2));
    // Fermat 2-powers: distinct ones multiply as integers, and F⊗F = 3F/2.
    assert_eq!(n(2) * n(4), n(8));
    assert_eq!(n(4) * n(4), n(6));
    assert_eq!(n(16) * n(16), n(24));
    assert_eq!(n(256) * n(256), n(384));
    assert_eq!(n(2) * n(16) * n(256), n(8192));
    // 8 = 2⊗4, so 8⊗8 = (2⊗2)⊗(4⊗4) = 3⊗6 = 3⊗(2⊕4) = 3⊗2 ⊕ 3⊗4 = 1 ⊕ 12 = 13.
    assert_eq!(n(8) * n(8), n(13));
    // 3⊗4 = (2⊕1)⊗4 = 8 ⊕ 4 = 12.
    assert_eq!(n(3) * n(4), n(12));
}

#[test]
fn squares_and_the_frobenius_map() {
    // Squaring is additive in characteristic 2: (a ⊕ b)² = a² ⊕ b².
    for a in 0..200u64 {
        for b in 0..50u64 {
            assert_eq!((n(a) + n(b)) * (n(a) + n(b)), n(a) * n(a) + n(b) * n(b));
        }
    }
}

#[test]
fn subfields() {
    // The nimbers below 2^(2^k) form a subfield: closed under products.
    for a in 0..256u64 {
        for b in 0..256u64 {
            assert!((n(a) * n(b)).0 < 256, "{a} * {b}");
        }
    }
    // 2^(2^k) elements, so x^(2^(2^k)) = x on the subfield below 2^16.
    for a in [2u64, 3, 1000, 65_535, 40_000] {
        assert_eq!(n(a).pow(1 << 16), n(a));
    }
}

#[test]
fn nimbers_and_games_agree() {
    for a in 0..40u64 {
        for b in 0..40u64 {
            assert_eq!(
                Game::nimber(a) + Game::nimber(b),
                Game::from(n(a) + n(b)),
                "*{a} + *{b}"
            );
        }
    }
}

#[test]
fn in_the_expression_language() {
    let mut s = Session::new();
    let mut ev = |e: &str| s.eval(e).map(|v| v.to_string()).map_err(|e| e.to_string());
    assert_eq!(ev("NimSum(11, 3)"), Ok("8".into()));
    assert_eq!(ev("11 NimSum 3"), Ok("8".into()));
    assert_eq!(ev("NimProduct(8, 8)"), Ok("13".into()));
    assert_eq!(ev("8.NimProduct(8)"), Ok("13".into()));
    assert_eq!(ev("*2 NimProduct *3"), Ok("*".into()));
    assert_eq!(ev("NimProduct(*4, 4)"), Ok("*6".into()));
    assert_eq!(ev("NimSum(*5, *3)"), Ok("*6".into()));
    let err = ev("NimSum(-1, 2)").unwrap_err();
    assert!(
        err.contains("integers from 0 to 2^64-1 or nimbers"),
        "{err}"
    );
    assert!(ev("NimProduct(^, 2)").is_err());
    assert!(ev("NimSum(1)").unwrap_err().contains("takes 2 argument(s)"));
}

fn nimbers() -> impl Strategy<Value = Nimber> {
    prop_oneof![
        (0u64..256).prop_map(Nimber),
        (0u64..1 << 32).prop_map(Nimber),
        any::<u64>().prop_map(Nimber),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 2000, ..ProptestConfig::default() })]

    #[test]
    fn field_laws(a in nimbers(), b in nimbers(), c in nimbers()) {
        prop_assert_eq!(a * b, b * a);
        prop_assert_eq!((a * b) * c, a * (b * c));
        prop_assert_eq!(a * (b + c), a * b + a * c);
        prop_assert_eq!(a * Nimber::ONE, a);
        prop_assert_eq!(a + a, Nimber::ZERO);
    }

    #[test]
    fn division_undoes_multiplication(a in nimbers(), b in nimbers()) {
        prop_assume!(b != Nimber::ZERO);
        prop_assert_eq!((a * b) / b, a);
        prop_assert_eq!(b * b.inverse().unwrap(), Nimber::ONE);
        // The inverse is also b^(2^64 - 2), by Lagrange's theorem.
        prop_assert_eq!(b.inverse().unwrap(), b.pow(u64::MAX - 1));
    }
}
