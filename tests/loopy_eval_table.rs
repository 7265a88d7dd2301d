//! The loopy rows of CGSuite's `EvalTest` ("correctly interpret loopy game
//! specifiers", "process game operations", "simplify properly"): input and
//! CGSuite's output. Two rows use list comprehensions, which this language
//! lacks; they are written out item by item, which is what they compute.

use combinatorial_games::expr::Session;

fn run(line: &str) -> String {
    match Session::new().eval(line) {
        Ok(v) => v.to_string(),
        Err(e) => format!("!!{e}"),
    }
}

const ROWS: &[(&str, &str)] = &[
    ("on", "on"),
    ("off", "off"),
    ("{pass|pass}", "dud"),
    ("over", "over"),
    ("under", "under"),
    (
        "[{pass|*},{pass,0|0},{*|pass},{0|0,pass}]",
        "[^[on],^[on]*,v[on],v[on]*]",
    ),
    (
        "[{0||0|0,pass},{0,*||*|pass},{0,pass|0||0},{pass|*||0,*}]",
        "[^<on>,^<on>*,v<on>,v<on>*]",
    ),
    ("pass", "!!"),
    ("{1|0+pass}", "!!"),
    ("over+5", "5over"),
    ("under+5", "5under"),
    // [5+x for x in [...]]
    (
        "[5+{pass|*},5+{pass,0|0},5+{*|pass},5+{0|0,pass}]",
        "[5^[on],5^[on]*,5v[on],5v[on]*]",
    ),
    (
        "[5+{0||0|0,pass},5+{0,*||*|pass},5+{0,pass|0||0},5+{pass|*||0,*}]",
        "[5^<on>,5^<on>*,5v<on>,5v<on>*]",
    ),
    ("over+^", "over"),
    ("5+over", "5over"),
    ("over-5", "-5over"),
    ("over & v", "over & v"),
    ("x{0|x}", "over"),
    ("x{x|0}", "under"),
    ("x{0||||0|||x|*||*}", "a{0||||0|||a|*||*}"),
    ("uponth := {0||0|0,pass}; +-{0|uponth}", "+-{0|^<on>}"),
    (
        "uponth := {0||0|0,pass}; +-{{0|uponth},{0|uponth+*}}",
        "+-{{0|^<on>},{0|^<on>*}}",
    ),
    ("a{1||a|0}", "2 & +-1"),
    (
        "a{0,{1|1,{*,{1+*|1+*,a}|*}}|0}",
        "a{1|1,{1*|a||*}||0} & a{0,{1|||1*|a||*}|0}",
    ),
    ("{2&-2|1&-2}", "{2|1} & -2*"),
    (
        "a{0,{1|1,{*,{1+*|1+*,a}|*}}|0}+1",
        "a{2|2,{2*|a||1*}||1} & a{1,{2|||2*|a||1*}|1}",
    ),
    ("10*upon", "{0|{0||||0|||0||0|{0||||0|||0||0|^[on]*}}}"),
    ("9*(upon & v)", "{0||||0|||0||0|{0||||0|||0||0|^[on]}} & v9"),
    ("uponth := {0||0|0,pass}; +-(uponth+*)", "0"),
];

/// Rows whose text differs, and why.
const KNOWN_DIFFERENCES: &[(&str, &str)] = &[
    (
        "a{0,{1|1,{*,{1+*|1+*,a}|*}}|0}+1",
        "the sum's sides are equal to CGSuite's (checked below) but printed as \
         found, not in CGSuite's simplest graph",
    ),
    (
        "10*upon",
        "n*G for a loopy G is not in the language yet (here `10*` is 10 + *)",
    ),
    (
        "9*(upon & v)",
        "n*G for a loopy G is not in the language yet",
    ),
];

#[test]
fn cgsuite_eval_test_loopy_rows() {
    let mut differ = Vec::new();
    for &(input, want) in ROWS {
        let got = run(input);
        let agrees = if want == "!!" {
            got.starts_with("!!") && got.contains("pass")
        } else {
            got == want
        };
        let known = KNOWN_DIFFERENCES.iter().any(|(i, _)| *i == input);
        if agrees == known {
            differ.push(format!("{input}\n    CGSuite: {want}\n    ours:    {got}"));
        }
    }
    eprintln!(
        "{} of {} agree in text",
        ROWS.len() - KNOWN_DIFFERENCES.len(),
        ROWS.len()
    );
    assert!(differ.is_empty(), "unexpected:\n{}", differ.join("\n"));
}

/// The sum of Bach's carousel and 1 is, as a value, the one CGSuite
/// prints: its sides each one more than the carousel's.
#[test]
fn carousel_plus_one_has_cgsuites_value() {
    let eq = "(a{0,{1|1,{*,{1+*|1+*,a}|*}}|0}+1) == \
              (a{2|2,{2*|a||1*}||1} & a{1,{2|||2*|a||1*}|1})";
    assert_eq!(run(eq), "true");
    // And differs from the carousel plus 2.
    let ne = "(a{0,{1|1,{*,{1+*|1+*,a}|*}}|0}+2) == \
              (a{2|2,{2*|a||1*}||1} & a{1,{2|||2*|a||1*}|1})";
    assert_eq!(run(ne), "false");
}

/// Statements, `begin … end` and `&`, with answers worked out by hand.
#[test]
fn statements_blocks_and_sides() {
    let mut s = Session::new();
    let mut run_in = |line: &str| match s.eval(line) {
        Ok(v) => v.to_string(),
        Err(e) => format!("!!{e}"),
    };
    assert_eq!(run_in("a := 1; a + a"), "2");
    assert_eq!(run_in("a"), "1");
    // A line that fails part way binds nothing.
    assert!(run_in("b := 5; c := b; 1/0").starts_with("!!"));
    assert!(run_in("b").contains("unknown name 'b'"));
    // A block's names are its own.
    assert_eq!(run_in("begin x := 3; x + a end"), "4");
    assert!(run_in("begin x := 1 end + x").contains("unknown name 'x'"));
    assert!(run_in("begin end").contains("expected a statement"));
    // Sides: equal sides are the stopper; on & off is dud; an onside
    // below its offside is refused.
    assert_eq!(run_in("1 & 1"), "1");
    assert_eq!(run_in("on & off"), "dud");
    assert!(run_in("0 & 1").contains("at least its offside"));
    // Sets with loopy members: short ones first, each once; in a switch
    // over is dominated by 1 and under by -1, so ±{1, over} = ±1.
    assert_eq!(run_in("{over, 1, 1}"), "{1,over}");
    assert_eq!(run_in("+-{over, 1}"), "+-1");
}
