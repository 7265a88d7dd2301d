//! The `Pow`, `PowTo`, `Subordinate`, `Upsum`, `Downsum` and variety rows
//! of CGSuite's `GameTest` (lib/core/src/test/scala/org/cgsuite/lang/
//! GameTest.scala), and its one stopper-sided row: input and CGSuite's
//! printed output, or `!!` and its error message. An error row agrees when
//! ours is an error too and holds the key words of CGSuite's message (the
//! third column). Two rows subordinate to `'{*|*}'`, an explicit game form
//! whose value is 0: its options `*` are the base's, for a short game and
//! for a stopper alike.

use combinatorial_games::expr::Session;
use combinatorial_games::{Dyadic, Game};

fn run(line: &str) -> String {
    match Session::new().eval(line) {
        Ok(v) => v.to_string(),
        Err(e) => format!("!!{e}"),
    }
}

const ERRORS: &[(&str, &str, &str)] = &[
    ("^.Pow({pass|1})", "!!Invalid exponent.", "invalid exponent"),
    ("^.Pow(off)", "!!Invalid exponent.", "invalid exponent"),
    (
        "(+-1).Pow(3)",
        "!!Invalid base for `Pow` operation (base must be of the form {0|H}).",
        "of the form {0|H}",
    ),
    (
        "*.Subordinate(1)",
        "!!That game cannot be subordinated to the specified base.",
        "cannot be subordinated",
    ),
    (
        "on.Subordinate(*)",
        "!!That game cannot be subordinated to the specified base.",
        "cannot be subordinated",
    ),
];

const ROWS: &[(&str, &str)] = &[
    ("^.Pow({1|pass})", "{0||0,pass|0,*}"),
    ("^.Pow(7/4)", "{0||0,v*|0,{0,v*|0,*}}"),
    ("^.Pow(3)", "^<3>"),
    ("^.Pow({5|pass})", "{0||0,pass|0,v[4]*}"),
    ("^.Pow({pass|5})", "{0||0,v[4]*|0,pass}"),
    ("^.Pow(on)", "^<on>"),
    ("{0||0|-2}.Pow(3)", "{0||0|-2,{0|-2,{0|-2}}}"),
    (
        "{0||0|-2}.Pow(7/4)",
        "{0||0,{0|-2,{0|-2}}|-2,{0,{0|-2,{0|-2}}|-2,{0|-2}}}",
    ),
    (
        "{0||0|-2}.Pow({5|pass})",
        "{0||0,pass|-2,{0|-2,{0|-2,{0|-2,{0|-2,{0|-2}}}}}}",
    ),
    ("{0||0|-2}.Pow(on)", "{0||0|-2,pass}"),
    ("^.PowTo({pass|1})", "{pass|*,^}"),
    ("^.PowTo({1|pass})", "{^|*,pass}"),
    ("^.PowTo(7/4)", "{^|*,^[2]||*,^[2]}"),
    ("^.PowTo(3)", "^[3]"),
    ("^.PowTo({5|pass})", "{^[5]|*,pass}"),
    ("^.PowTo({pass|5})", "{pass|*,^[5]}"),
    ("upon", "^[on]"),
    ("{0||0|-2}.PowTo(3)", "{Tiny(2)||0|-2|||0|-2}"),
    (
        "{0||0|-2}.PowTo(7/4)",
        "{Tiny(2)|{0|-2},{Tiny(2)||0|-2}||{0|-2},{Tiny(2)||0|-2}}",
    ),
    (
        "{0||0|-2}.PowTo({5|pass})",
        "{{Tiny(2)||0|-2|||0|-2||||0|-2}||0|-2|||{0|-2},pass}",
    ),
    ("{0||0|-2}.PowTo(on)", "{pass||0|-2}"),
    ("(+-1).PowTo(3)", "{1,{1,+-1|-1}|-1}"),
    ("(1/8).Subordinate(1)", "-3"),
    ("(^.PowTo(5)+*).Subordinate(*)", "5"),
    ("(+-1).Subordinate(0)", "+-1"),
    ("(+-1).Subordinate(+-1)", "0"),
    ("(-13/16).Subordinate(-1)", "3/8"),
    ("upon.Downsum(^.Pow(on))", "^[on]"),
    ("upon.DownsumVariety(^.Pow(on))", "v<on>"),
    ("over.Subordinate(1)", "off"),
    ("(upon+*).Subordinate(*)", "on"),
    ("upon.Subordinate('{*|*}')", "on"),
    ("^.PowTo(5).Subordinate('{*|*}')", "5"),
    ("{0,*|0,pass}.Subordinate(*)", "over"),
    ("on.Subordinate(1)", "on"),
    ("upon.Upsum(^.Pow(on))", "{0|^<on>*}"),
    ("upon.UpsumVariety(^.Pow(on))", "v<on>"),
    ("^.Pow(on) + {0|upon}", "{0||0|^<on>*} & {0|^[on]}"),
    ("(^.Pow(on) + {0|upon}).Onside", "{0||0|^<on>*}"),
    ("(^.Pow(on) + {0|upon}).Offside", "{0|^[on]}"),
    ("(^.Pow(on) + {0|upon}).OutcomeClass", "L"),
];

#[test]
fn cgsuite_game_test_powers() {
    let mut wrong = Vec::new();
    for &(input, want) in ROWS {
        let got = run(input);
        if got != want {
            wrong.push(format!("{input}: CGSuite {want}, ours {got}"));
        }
    }
    for &(input, want, key) in ERRORS {
        let got = run(input);
        if !got.starts_with("!!") || !got.to_lowercase().contains(&key.to_lowercase()) {
            wrong.push(format!("{input}: CGSuite {want}, ours {got}"));
        }
    }
    eprintln!("{} rows, all agree", ROWS.len() + ERRORS.len());
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

/// `G^[n] = G^1 + ... + G^n` for `G = {0|H}` (the sum the upward power
/// stands for), checked by adding the powers: for ↑ and for games `{0|H}`
/// that are not positive, where the 0 of `{0, G^[n-1] | H}` matters.
#[test]
fn power_to_is_the_sum_of_powers() {
    for h in ["*", "-1", "{0|-2}", "{-1|-2}", "-1/2", "*2"] {
        let g: Game = format!("{{0|{h}}}").parse().unwrap();
        let mut sum = Game::zero();
        for n in 1..=5 {
            sum += g.pow(n).unwrap();
            assert_eq!(g.pow_to(n), sum, "{{0|{h}}}^[{n}]");
        }
    }
}

/// `G^x` and `G^[x]` for numbers: `G^[x]` is `G : x'` and `G^x`'s Right
/// option is `H - G^[x-1]`; a whole number gives the same as the integer
/// powers, and a number `x` subordinated to 1 and put back on top of 1
/// gives `x` again (`1 : (x.Subordinate(1)) = x`).
#[test]
fn number_exponents() {
    let up = Game::up();
    for n in 1..6u32 {
        let d = Dyadic::from(i64::from(n));
        assert_eq!(up.pow_to_number(&d).unwrap(), up.pow_to(n));
        assert_eq!(up.pow_number(&d).unwrap(), up.pow(n).unwrap());
    }
    let one = Game::from(1);
    for x in ["1/2", "3/4", "7/4", "5/8", "21/16", "3"] {
        let x: Game = x.parse().unwrap();
        assert_eq!(one.ordinal_sum(&x.subordinate(&one).unwrap()), x, "{x}");
    }
    assert!(up.pow_to_number(&"-1/2".parse().unwrap()).is_err());
}
