//! The arithmetic of numbers in the expression language, as CGSuite's:
//! `/`, `%`, `^`, fractions that are not dyadic, `inf`, `*(n)`,
//! conditionals, and the methods of numbers and integers. Expected values
//! are worked by hand (shown beside each) or are CGSuite's published test
//! rows (`lib/core/src/test/scala/org/cgsuite/lang/EvalTest.scala` and
//! `GameTest.scala` in CGSuite's repository).

use combinatorial_games::expr::{ErrorKind, eval};

fn v(s: &str) -> String {
    match eval(s) {
        Ok(v) => v.to_string(),
        Err(e) => panic!("{s}: {e}"),
    }
}

fn fails(s: &str) -> ErrorKind {
    match eval(s) {
        Ok(v) => panic!("{s} gave {v}, not an error"),
        Err(e) => e.kind().clone(),
    }
}

#[test]
fn fractions_that_are_not_dyadic_are_numbers() {
    assert_eq!(v("4/6"), "2/3"); // CGSuite EvalTest
    assert_eq!(v("1/2 + 1/3"), "5/6"); // 3/6 + 2/6
    assert_eq!(v("(1/2) * (1/3)"), "1/6");
    assert_eq!(v("2 - 3/4"), "5/4");
    assert_eq!(v("1/3 + 2/3"), "1"); // back to a game
    assert_eq!(v("(1/3 + 2/3).Class"), "\u{27ea}game.Integer\u{27eb}");
    assert_eq!(v("(1/3).Class"), "\u{27ea}game.Rational\u{27eb}");
    assert_eq!(v("-1/3"), "-1/3");
    assert_eq!(v("1/3 < 1/2"), "true");
    assert_eq!(v("1/3 == 2/6"), "true");
    assert_eq!(v("1/3 == ^"), "false"); // not a number: never equal
}

#[test]
fn division_remainder_and_power_follow_cgsuites_precedence() {
    // CGSuite EvalTest, "respect order of operations".
    assert_eq!(v("5 - 3 / 4 * 6 - 2"), "-3/2"); // 5 - 9/2 - 2
    assert_eq!(v("5 * 3 ^ 2 / 4"), "45/4"); // 5 * 9 / 4
    assert_eq!(v("17 % 5"), "2");
    assert_eq!(v("(17/6) % (1/3)"), "1/6"); // 17/6 - 8 * 1/3
    assert_eq!(v("(-7) % 5"), "3"); // of the sign of the divisor
    assert_eq!(v("(1/2)^4"), "1/16");
    assert_eq!(v("2^(-4)"), "1/16");
    assert_eq!(v("(2/3)^(-3)"), "27/8");
    assert_eq!(v("3 ^ 2 ^ 2"), "81"); // right to left: 3^(2^2)
    assert_eq!(v("2^(*+*)"), "1"); // *+* is 0
    assert_eq!(v("(-1)^(10 ^ 30 + 1)"), "-1"); // a unit needs no bound
    assert_eq!(v("x := 7; x^2 - x"), "42");
}

#[test]
fn a_glued_up_after_a_number_stays_an_up() {
    // The notation's reading, which round-trips what is printed.
    assert_eq!(v("3^2"), "3^^");
    assert_eq!(v("6^*"), "6^*");
}

#[test]
fn infinity_is_what_a_nonzero_number_over_zero_gives() {
    assert_eq!(v("17/0"), "inf"); // CGSuite GameTest
    assert_eq!(v("-17/0"), "-inf");
    assert_eq!(v("(17/0).Reciprocal"), "0");
    assert_eq!(v("inf.Max(6)"), "inf");
    assert_eq!(v("(-17/0).Min(inf)"), "-inf");
    assert_eq!(v("(17/0).OutcomeClass"), "L");
    assert!(matches!(fails("0/0"), ErrorKind::DivisionByZero(_)));
    assert!(matches!(fails("inf - inf"), ErrorKind::Undefined(_)));
    assert!(matches!(fails("5 % 0"), ErrorKind::DivisionByZero(_)));
    assert!(matches!(fails("0^(-1)"), ErrorKind::DivisionByZero(_)));
}

#[test]
fn huge_powers_are_refused_not_computed() {
    assert!(matches!(fails("2^(2 ^ 100)"), ErrorKind::TooLarge(_)));
    assert!(matches!(fails("10^(10 ^ 9)"), ErrorKind::TooLarge(_)));
    assert!(matches!(fails("2^(1/2)"), ErrorKind::Type { .. }));
    assert!(matches!(fails("^^ ^ 2"), ErrorKind::Type { .. }));
}

#[test]
fn number_methods() {
    // (x, Numerator, Denominator, IsDyadic, Abs, Floor, Ceiling, Reciprocal):
    // CGSuite GameTest's rows for these numbers.
    let rows = [
        ("0/7", "0", "1", "true", "0", "0", "0", "inf"),
        ("-19/1", "-19", "1", "true", "19", "-19", "-19", "-1/19"),
        ("-3/16", "-3", "16", "true", "3/16", "-1", "0", "-16/3"),
        ("6/23", "6", "23", "false", "6/23", "0", "1", "23/6"),
        ("-6/23", "-6", "23", "false", "6/23", "-1", "0", "-23/6"),
        ("17/0", "1", "0", "false", "inf", "", "", "0"),
    ];
    for (x, num, den, dy, abs, floor, ceil, rec) in rows {
        assert_eq!(v(&format!("({x}).Numerator")), num, "{x}");
        assert_eq!(v(&format!("({x}).Denominator")), den, "{x}");
        assert_eq!(v(&format!("({x}).IsDyadic")), dy, "{x}");
        assert_eq!(v(&format!("({x}).Abs")), abs, "{x}");
        assert_eq!(v(&format!("({x}).Reciprocal")), rec, "{x}");
        if floor.is_empty() {
            assert!(eval(&format!("({x}).Floor")).is_err());
        } else {
            assert_eq!(v(&format!("({x}).Floor")), floor, "{x}");
            assert_eq!(v(&format!("({x}).Ceiling")), ceil, "{x}");
        }
    }
    assert_eq!(v("(-3).Max(14/5)"), "14/5");
    assert_eq!(v("(1/7).Min(0)"), "0");
    // CGSuite: a fraction that is not dyadic is born on day ω.
    assert_eq!(v("(6/23).Birthday"), "\u{3c9}");
    assert!(eval("(1/0).Birthday").is_err());
}

#[test]
fn integer_methods() {
    assert_eq!(v("17.Div(4)"), "4");
    assert_eq!(v("(-17).Div(4)"), "-5"); // rounded down
    assert!(matches!(fails("17.Div(0)"), ErrorKind::DivisionByZero(_)));
    // 11 = 1011 (three ones, odious); 23 = 10111 (four, evil).
    assert_eq!(
        v("[11.IsEvil, 23.IsEvil, 11.IsOdious, 23.IsOdious]"),
        "[false,true,true,false]"
    );
    assert_eq!(v("[32.IsTwoPower, 48.IsTwoPower]"), "[true,false]");
    assert_eq!(v("[15.Lb, 16.Lb, 17.Lb, 1073741824.Lb]"), "[3,4,4,30]");
    assert!(matches!(fails("0.Lb"), ErrorKind::Undefined(_)));
    assert_eq!(v("[15.Isqrt, 16.Isqrt, 0.Isqrt]"), "[3,4,0]");
    assert!(matches!(fails("(-1).Isqrt"), ErrorKind::Undefined(_)));
    assert_eq!(
        v("[2147483647.IsSmallInteger, 2147483648.IsSmallInteger]"),
        "[true,false]"
    );
    // CGSuite GameTest: the nim inverses of 1..16, and 11 nim-divided by 1..16.
    assert_eq!(
        v("[n.NimInverse for n from 1 to 16]"),
        "[1,3,2,15,12,9,11,10,6,8,7,5,14,13,4,170]"
    );
    assert_eq!(
        v("[11 NimDiv n for n from 1 to 16]"),
        "[11,6,13,8,14,2,15,4,10,9,1,12,3,5,7,68]"
    );
    assert!(matches!(
        fails("0.NimInverse"),
        ErrorKind::DivisionByZero(_)
    ));
}

#[test]
fn nim_of_an_expression_and_conditionals() {
    assert_eq!(v("*(3+5)"), "*8"); // CGSuite EvalTest
    assert!(matches!(fails("*(-8)"), ErrorKind::Undefined(_)));
    assert_eq!(v("if 5 > 4 then 3 end"), "3");
    assert_eq!(v("if 5 < 4 then 3 end"), "Nothing");
    assert_eq!(v("if 5 < 4 then 3 else 4 end"), "4");
    assert_eq!(v("if 5 < 4 then 3 elseif 5 > 4 then 4 else 5 end"), "4");
    assert!(matches!(fails("if 3 then 3 end"), ErrorKind::Type { .. }));
    assert_eq!(v("var h := 5; h + 1"), "6");
    assert_eq!(v("Player.Left == Left"), "true");
    assert_eq!(v("1 // a comment\n+ 2"), "3");
}

#[test]
fn generalized_ordinals() {
    // Conway's natural sum and product: terms of equal powers of ω add.
    assert_eq!(v("omega + 5"), "\u{3c9}+5");
    assert_eq!(v("5 - omega"), "-\u{3c9}+5");
    assert_eq!(v("(omega + 5) - omega"), "5");
    assert_eq!(v("omega^19*9*omega"), "\u{3c9}^20\u{d7}9"); // ω^19·9·ω
    // (ω^(ω^2) + 1)^6 by the binomial theorem: 1, 6, 15, 20, 15, 6, 1.
    assert_eq!(
        v("(omega^omega^2+1)^6"),
        "ω^(ω^2×6)+ω^(ω^2×5)×6+ω^(ω^2×4)×15+ω^(ω^2×3)×20+ω^(ω^2×2)×15+ω^ω^2×6+1"
    );
    assert_eq!(
        v("[-omega < 0, -omega < 1, omega - 5 > 1000, omega < omega + 1]"),
        "[true,true,true,true]"
    );
    // CGSuite: the birthday of ω-5 is ω+5; only positive coefficients make
    // an ordinal.
    assert_eq!(v("(omega - 5).Birthday"), "\u{3c9}+5");
    assert_eq!(
        v("[(omega - 5).IsOrdinal, (omega*5).IsOrdinal]"),
        "[false,true]"
    );
    assert_eq!(
        v("[(-omega + 5).Abs, (-omega).Sign, (-omega).OutcomeClass]"),
        "[\u{3c9}-5,-1,R]"
    );
    assert_eq!(
        v("(omega*5).Class"),
        "\u{27ea}game.GeneralizedOrdinal\u{27eb}"
    );
    // Nim-sum of ordinals, power by power: 4⊕6 = 2, 9⊕5 = 12.
    assert_eq!(
        v("(omega^omega*4 + omega^3*9 + 11) NimSum (omega^omega*6 + omega^3*5 + omega)"),
        "ω^ω×2+ω^3×12+ω+11"
    );
    assert!(matches!(
        fails("(omega-1) NimSum 2"),
        ErrorKind::Undefined(_)
    ));
    // Quotients are surreal numbers (tests/surreal_numbers.rs): by hand,
    // ω^(ω-1) is ω^ω/ω, which no cancelling makes simpler.
    assert_eq!(v("1/omega"), "1/ω");
    assert_eq!(v("omega^(omega-1)"), "ω^ω/ω");
}

/// Nim products of transfinite ordinals (Conway, On Numbers and Games,
/// ch. 6; Lenstra 1977): by hand from ω^3 = 2, and CGSuite's published
/// rows (its GameTest, "NimProduct" and "NimExp").
#[test]
fn ordinal_nim_products() {
    // By hand: ω ⊗ ω = ω^2 (ω^n for n < 3 is the power itself); ω ⊗ ω^2
    // = ω^3 = 2; ω ⊗ 7 = ω×7 (a finite coefficient multiplies the term);
    // (ω+1) ⊗ (ω+1) = ω^2 + 1 in characteristic 2.
    assert_eq!(v("omega NimProduct omega"), "ω^2");
    assert_eq!(v("omega NimProduct omega^2"), "2");
    assert_eq!(v("omega NimProduct 7"), "ω×7");
    assert_eq!(v("(omega + 1) NimProduct (omega + 1)"), "ω^2+1");
    // ω^3 is the cube root of ω (κ(9)): (ω^3)^3 = ω, so ω^3 ⊗ ω^6 = ω.
    assert_eq!(v("omega^3 NimProduct omega^6"), "ω");
    // 2 ⊗ 3 = 1 (finite nim product), so ω×2 ⊗ ω^2×3 = ω^3 ⊗ 1 = 2.
    assert_eq!(v("(omega*2) NimProduct (omega^2*3)"), "2");
    let rows = [
        ("omega^3 NimProduct omega^3", "ω^6"),
        ("omega^3 NimProduct omega^8", "2"),
        ("omega^8 NimProduct omega^8", "ω^5×2"),
        ("omega^omega NimProduct omega^(omega*4)", "4"),
        ("omega^(omega*49) NimProduct omega^(omega*100)", "4"),
        ("omega^(omega^2*4) NimProduct omega^(omega^2*3)", "ω+1"),
        ("omega^(omega^2*31) NimProduct omega^(omega^2*24)", "ω+1"),
        (
            "omega^(omega^2*32) NimProduct omega^(omega^2*24)",
            "ω^(ω^2+1)+ω^ω^2",
        ),
        ("omega NimExp 3", "2"),
        ("omega^3 NimExp 9", "2"),
        ("omega^27 NimExp 81", "2"),
        ("omega^(omega^41) NimExp 191", "ω^ω^6+ω^ω"),
        ("omega^(omega^42) NimExp 193", "ω+65536"),
        ("omega^omega^3 NimExp 66", "ω^(ω×4)+ω^(ω×2)+ω^ω×4+1"),
        ("omega^omega^13 NimExp 47", "ω^ω^7+1"),
    ];
    for (input, expected) in rows {
        assert_eq!(v(input), expected, "{input}");
    }
    // Finite nim products are unchanged; bad operands are errors.
    assert_eq!(v("3 NimProduct 5"), "15");
    assert_eq!(v("5.NimExp(3)"), "13");
    assert!(matches!(
        fails("(omega - 1) NimProduct omega"),
        ErrorKind::Undefined(_)
    ));
    assert!(matches!(
        fails("omega^(omega^omega) NimProduct 2"),
        ErrorKind::Undefined(_)
    ));
    assert!(matches!(
        fails("omega.NimExp(omega)"),
        ErrorKind::Undefined(_)
    ));
}

/// Nimbers of transfinite ordinals: CGSuite's EvalTest and GameTest rows,
/// and nim-sums and products by hand.
#[test]
fn transfinite_nimbers() {
    assert_eq!(v("*(omega*omega)"), "*ω^2");
    assert_eq!(v("*(omega+5)"), "*(ω+5)");
    assert_eq!(v("*(omega*5)"), "*(ω×5)");
    assert_eq!(v("(*omega) ConwayProduct *(omega^2)"), "*2");
    // Nim-sums power by power; a nimber is its own negative.
    assert_eq!(v("*omega + *omega"), "0");
    assert_eq!(v("*omega + *3"), "*(ω+3)");
    assert_eq!(v("*(omega*3) - *(omega+1)"), "*(ω×2+1)");
    assert_eq!(v("-*omega"), "*ω");
    // ω ⊗ ω = ω^2; (ω+1) ⊗ ω^2 = ω^3 + ω^2 = 2 + ω^2.
    assert_eq!(v("*omega ConwayProduct *omega"), "*ω^2");
    assert_eq!(v("*(omega+1) ConwayProduct *(omega^2)"), "*(ω^2+2)");
    assert_eq!(
        v("(*(omega)).Class"),
        "\u{27ea}game.TransfiniteNimber\u{27eb}"
    );
    // `3*omega` is still a product of numbers.
    assert_eq!(v("3*omega"), "ω×3");
    assert!(matches!(fails("*(omega - 1)"), ErrorKind::Undefined(_)));
    assert!(matches!(fails("*omega + 1"), ErrorKind::Undefined(_)));
}

/// Winning Ways' ugly product (ch. 14), by hand from its definition: for
/// k < n = 2^i, n ⊙ k = ⌊k/2⌋ (k evil) or n + ⌊k/2⌋ (k odious); n ⊙ n =
/// ⌈n/2⌉; distributive over nim sums. CGSuite's GameTest row too.
#[test]
fn ugly_products() {
    let v = |s: &str| eval(s).unwrap().to_string();
    // 4 ⊙ 3: 3 is evil, ⌊3/2⌋ = 1. 8 ⊙ 7: 7 odious, 8 + 3 = 11.
    assert_eq!(v("4.UglyProduct(3)"), "1");
    assert_eq!(v("8.UglyProduct(7)"), "11");
    // 8 ⊙ 8 = 4; 1 ⊙ 1 = 1; 0 ⊙ anything = 0.
    assert_eq!(v("8.UglyProduct(8)"), "4");
    assert_eq!(v("1.UglyProduct(1)"), "1");
    assert_eq!(v("0.UglyProduct(13)"), "0");
    // 6 ⊙ 6 = (4 ⊕ 2) ⊙ (4 ⊕ 2) = 4⊙4 ⊕ 4⊙2 ⊕ 2⊙4 ⊕ 2⊙2 = 2 ⊕ 5 ⊕ 5 ⊕ 1 = 3.
    assert_eq!(v("6.UglyProduct(6)"), "3");
    assert_eq!(
        v("[14 UglyProduct n for n from 1 to 16]"),
        "[14,13,3,13,3,0,14,7,9,10,4,10,4,7,9,23]"
    );
    assert!(eval("(-1).UglyProduct(2)").is_err());
}

/// CGSuite's players: GameTest's "Player properties" row.
#[test]
fn player_methods() {
    assert_eq!(
        eval("for p in [Left,Right] yield [p, p.Opponent, p.Sign, p.Ordinal] end")
            .unwrap()
            .to_string(),
        "[[Left,Right,1,1],[Right,Left,-1,2]]"
    );
    assert_eq!(eval("(-5).Sign").unwrap().to_string(), "-1");
    assert!(eval("3.Opponent").is_err());
}

/// Each operand of `/`, `^`, `Max` and a number's method is evaluated
/// once: a function that adds to a list on each call is called four times
/// here, so the list ends with four items.
#[test]
fn operands_are_evaluated_once() {
    let s = "m := MutableList(); f := () -> begin m.Add(1); 3/7 end; \
             a := f().Numerator; b := f() / 2; c := f()^2; d := f().Max(1); [a, b, c, d, m.Size]";
    assert_eq!(v(s), "[3,3/14,9/49,1,4]");
}
