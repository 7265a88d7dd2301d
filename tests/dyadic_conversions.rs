//! Dyadic's conversions, against the numbers they convert: every finite
//! double comes back from its dyadic unchanged, a dyadic and its rational
//! are the same number, and integers mix into arithmetic as themselves.

use combinatorial_games::Dyadic;
use num_rational::BigRational;
use proptest::prelude::*;

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    #[test]
    fn doubles_convert_exactly(bits in any::<u64>()) {
        let x = f64::from_bits(bits);
        prop_assume!(x.is_finite());
        let d = Dyadic::try_from(x).unwrap();
        prop_assert_eq!(d.to_f64(), x);
    }

    #[test]
    fn rationals_round_trip(num in -1_000_000i64..1_000_000, exp in 0u64..80) {
        let d = Dyadic::new(num, exp);
        let r = BigRational::from(d.clone());
        // The rational is num / 2^exp, by BigRational's own arithmetic.
        let expected = BigRational::new(num.into(), num_bigint::BigInt::from(1) << exp);
        prop_assert_eq!(&r, &expected);
        prop_assert_eq!(Dyadic::try_from(r).unwrap(), d);
    }

    /// Sums, differences and the order agree with the rationals', for
    /// numerators and exponents on both sides of the 128-bit fast path
    /// (numerators of 64 bits, exponents 63 apart).
    #[test]
    fn arithmetic_and_order_agree_with_rationals(
        a in any::<i64>(), b in any::<i64>(), wide in 0u32..3,
        ea in 0u64..130, eb in 0u64..130,
    ) {
        // `wide` pushes a numerator past 64 bits now and then.
        let big = |n: i64| num_bigint::BigInt::from(n) << (40 * wide);
        let (x, y) = (Dyadic::new(big(a), ea), Dyadic::new(b, eb));
        let (rx, ry) = (BigRational::from(x.clone()), BigRational::from(y.clone()));
        prop_assert_eq!(BigRational::from(x.clone() + y.clone()), &rx + &ry);
        prop_assert_eq!(BigRational::from(x.clone() - y.clone()), &rx - &ry);
        prop_assert_eq!(BigRational::from(y.clone() - x.clone()), &ry - &rx);
        prop_assert_eq!(x.cmp(&y), rx.cmp(&ry));
        prop_assert_eq!(x.clone() - x.clone(), Dyadic::zero());
    }

    #[test]
    fn integers_mix_in(num in -1000i64..1000, exp in 0u64..20, n in -1000i64..1000) {
        let d = Dyadic::new(num, exp);
        prop_assert_eq!(d.clone() + n, d.clone() + Dyadic::from(n));
        prop_assert_eq!(d.clone() - n, d.clone() - Dyadic::from(n));
        prop_assert_eq!(d.clone() * n, d * Dyadic::from(n));
    }
}

#[test]
fn what_is_not_dyadic_is_refused() {
    assert!(Dyadic::try_from(f64::INFINITY).is_err());
    assert!(Dyadic::try_from(BigRational::new(2.into(), 6.into())).is_err());
    assert_eq!(Dyadic::from(5).checked_div(0), None);
    // The least subnormal double is 2^-1074.
    let tiny = Dyadic::try_from(f64::from_bits(1)).unwrap();
    assert_eq!(tiny, Dyadic::new(1, 1074));
}
