//! Sided values through the expression language, against CGSuite's
//! published test table for them (its `SidedValueTestCase`, every method
//! it lists but `Class`), identities from Winning Ways ch. 11, and the
//! degrees CGSuite's `CanonicalStopperTestCase` gives.

use combinatorial_games::expr::eval;
use combinatorial_games::loopy::{Graph, SidedValue};

fn run(expr: &str) -> String {
    match eval(expr) {
        Ok(v) => v.to_string(),
        Err(e) => format!("error: {e}"),
    }
}

/// CGSuite's rows: input, printed value, then the methods' answers in the
/// order of `METHODS` below (onside and offside `None` where CGSuite says
/// the value has no such member: the carousel's sides are no stoppers).
struct Row {
    x: &'static str,
    printed: &'static str,
    idempotent: bool,
    infinitesimal: bool,
    numberish: bool,
    stopper_sided: bool,
    onside: Option<&'static str>,
    offside: Option<&'static str>,
    outcome: &'static str,
}

const ROWS: &[Row] = &[
    Row {
        x: "dud",
        printed: "dud",
        idempotent: true,
        infinitesimal: false,
        numberish: false,
        stopper_sided: true,
        onside: Some("on"),
        offside: Some("off"),
        outcome: "D",
    },
    Row {
        x: "a{{|a}|}",
        printed: "1 & 0",
        idempotent: false,
        infinitesimal: false,
        numberish: false,
        stopper_sided: true,
        onside: Some("1"),
        offside: Some("0"),
        outcome: "PHat",
    },
    Row {
        x: "{0|{dud|},*}",
        printed: "^ & v*",
        idempotent: false,
        infinitesimal: true,
        numberish: true,
        stopper_sided: true,
        onside: Some("^"),
        offside: Some("v*"),
        outcome: "NHat",
    },
    // Bach's carousel.
    Row {
        x: "a{0,{1|1,{*,{1+*|1+*,a}|*}}|0}",
        printed: "a{1|1,{1*|a||*}||0} & a{0,{1|||1*|a||*}|0}",
        idempotent: false,
        infinitesimal: false,
        numberish: false,
        stopper_sided: false,
        onside: None,
        offside: None,
        outcome: "N",
    },
];

/// The predicates CGSuite answers `false` for every row.
const ALWAYS_FALSE: &[&str] = &[
    "IsInteger",
    "IsLoopfree",
    "IsNimber",
    "IsNumber",
    "IsNumberTiny",
    "IsPlumtree",
    "IsPseudonumber",
    "IsStopper",
    "IsUptimal",
    "IsZero",
];

#[test]
fn cgsuite_sided_value_table() {
    let mut checked = 0;
    for r in ROWS {
        let x = r.x;
        let m = |name: &str| run(&format!("({x}).{name}"));
        assert_eq!(run(x), r.printed, "{x}");
        assert_eq!(
            m("IsIdempotent"),
            r.idempotent.to_string(),
            "{x}.IsIdempotent"
        );
        assert_eq!(
            m("IsInfinitesimal"),
            r.infinitesimal.to_string(),
            "{x}.IsInfinitesimal"
        );
        assert_eq!(m("IsNumberish"), r.numberish.to_string(), "{x}.IsNumberish");
        assert_eq!(
            m("IsStopperSided"),
            r.stopper_sided.to_string(),
            "{x}.IsStopperSided"
        );
        assert_eq!(m("OutcomeClass"), r.outcome, "{x}.OutcomeClass");
        for (name, want) in [("Onside", r.onside), ("Offside", r.offside)] {
            let got = m(name);
            match want {
                Some(w) => assert_eq!(got, w, "{x}.{name}"),
                None => assert!(got.contains("not a stopper"), "{x}.{name}: {got}"),
            }
        }
        for name in ALWAYS_FALSE {
            assert_eq!(m(name), "false", "{x}.{name}");
        }
        checked += 8 + ALWAYS_FALSE.len();
    }
    assert_eq!(checked, 4 * 18);
}

/// The carousel's sides as CGSuite prints them are, as values, its sides:
/// the value whose onside is that of CGSuite's onside graph and offside
/// that of its offside graph is the carousel.
#[test]
fn carousel_sides_equal_cgsuites() {
    let ours: SidedValue = "a{0,{1|1,{*,{1+*|1+*,a}|*}}|0}".parse().unwrap();
    let theirs = "a{1|1,{1*|a||*}||0} & a{0,{1|||1*|a||*}|0}";
    let (on, off) = theirs.split_once(" & ").unwrap();
    let (on, off): (Graph, Graph) = (on.parse().unwrap(), off.parse().unwrap());
    let cgsuite = SidedValue::from_sides(&on, 0, &off, 0).unwrap();
    assert_eq!(ours, cgsuite);
    assert!(!ours.is_stopper_sided());
    // The carousel less its one move back to itself is a short game, and
    // a different value: the comparison can tell the two apart.
    assert_ne!(ours, "a{0,{1|1,{*,{1+*|1+*}|*}}|0}".parse().unwrap());
}

/// Winning Ways ch. 11 ("Games Infinite and Indefinite"): `on + off =
/// dud`, `dud + G = dud` for every G, dud's sides `on` and `off`, and
/// `dud` a draw whoever starts.
#[test]
fn winning_ways_dud() {
    assert_eq!(run("on + off"), "dud");
    for g in [
        "0", "5", "-1/2", "*", "^", "{3|-3}", "on", "off", "over", "upon", "a{{|a}|}",
    ] {
        assert_eq!(run(&format!("dud + {g}")), "dud", "dud + {g}");
    }
    assert_eq!(run("dud == -dud"), "true");
    assert_eq!(run("dud.OutcomeClass"), "D");
}

/// Sums of stoppers that are not stoppers come out as sided values, never
/// as a wrong stopper: `over + under` has endless alternating play, and
/// its sides differ.
#[test]
fn sums_of_stoppers_that_are_not_stoppers() {
    assert_eq!(run("(on + off).IsStopper"), "false");
    assert_eq!(run("(over + under).IsStopper"), "false");
    // By hand: in the onside Left, second, answers Right's pass in `over`
    // with her pass in `under` (endless play is hers) and his move to 0 in
    // `under` with hers to 0 in `over`, so the onside is ≥ 0; the offside
    // is ≤ 0 the same way round.
    assert_eq!(run("(over + under).Onside >= 0"), "true");
    assert_eq!(run("(over + under).Offside <= 0"), "true");
    assert_eq!(run("over + 1/2"), "1/2over");
}

/// CGSuite's `CanonicalStopperTestCase` gives `over` as the degree of
/// `over`, `3/2under`, `+-over` and `+-(5over)`, and `on`'s is the onside
/// of `on + off = dud`, which is `on`.
#[test]
fn degrees() {
    for g in ["over", "{pass|3/2}", "+-{0|pass}", "+-{5|pass}"] {
        assert_eq!(run(&format!("({g}).Degree")), "over", "{g}");
    }
    assert_eq!(run("on.Degree"), "on");
    assert_eq!(run("(+-{0|pass})"), "+-over");
    assert_eq!(run("(+-{5|pass})"), "+-(5over)");
}

/// CGSuite prints a value whose sides differ as `onside & offside`
/// (SidedValueTestCase: what it was given, what it printed); the printed
/// text reads back as the same value, with the same text and outcome.
#[test]
fn printed_sided_values_read_back() {
    for (given, printed) in [
        ("dud", "dud"),
        ("a{{|a}|}", "1 & 0"),
        ("{0|{dud|},*}", "^ & v*"),
        (
            "a{0,{1|1,{*,{1+*|1+*,a}|*}}|0}",
            "a{1|1,{1*|a||*}||0} & a{0,{1|||1*|a||*}|0}",
        ),
    ] {
        let g: SidedValue = given.parse().unwrap();
        assert_eq!(g.to_string(), printed);
        let back: SidedValue = printed.parse().unwrap();
        assert_eq!(back.to_string(), printed);
        assert_eq!(back.outcome(), g.outcome(), "{printed}");
        if g.is_stopper_sided() {
            assert_eq!(back, g, "{printed}");
        }
    }
    // Equal sides are the stopper itself.
    let one: SidedValue = "1 & 1".parse().unwrap();
    assert_eq!(one.to_string(), "1");
    // An offside above its onside, and errors in either part, by column.
    use combinatorial_games::loopy::LoopyError;
    let column = |text: &str| match text.parse::<SidedValue>() {
        Err(LoopyError::Parse(p)) => p.column(),
        other => panic!("{text}: {other:?}"),
    };
    assert_eq!(column("0 & 1"), 3);
    assert_eq!(column("{0|1,} & 0"), 6);
    assert_eq!(column("1 & {0|1,}"), 10);
}
