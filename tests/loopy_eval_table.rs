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
    (
        "3*a{0,{1|1,{*,{1+*|1+*,a}|*}}|0}",
        "{a{2*|||2|2,{a|1*}||1}|2||c{2|b{1|1,{1*||b|0|||*}},{2*|c,d{1*|||1|1,{d|*}||0}||0}||1}} & {0||0|a{1*||0,{1|a}|0|||*}}",
    ),
    ("uponth := {0||0|0,pass}; +-(uponth+*)", "0"),
];

/// Rows whose text differs, and why.
const KNOWN_DIFFERENCES: &[(&str, &str)] = &[(
    "3*a{0,{1|1,{*,{1+*|1+*,a}|*}}|0}",
    "the sides are equal to CGSuite's (checked below); the onside is \
         reduced to a graph of similar size (243 characters against \
         CGSuite's 172), but not the same one: neither is a simplest form",
)];

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

/// Three times Bach's carousel is, as a value, the one CGSuite prints
/// (and twice it is not).
#[test]
fn three_carousels_have_cgsuites_value() {
    let cgsuite = "{a{2*|||2|2,{a|1*}||1}|2||c{2|b{1|1,{1*||b|0|||*}},{2*|c,d{1*|||1|1,{d|*}||0}||0}||1}} & {0||0|a{1*||0,{1|a}|0|||*}}";
    let car = "a{0,{1|1,{*,{1+*|1+*,a}|*}}|0}";
    assert_eq!(run(&format!("(3*{car}) == ({cgsuite})")), "true");
    assert_eq!(run(&format!("(2*{car}) == ({cgsuite})")), "false");
}

/// CGSuite's EvalTest rows for `n * G` of short games: a glued `*`
/// before braces multiplies.
#[test]
fn integer_times_a_canonical_game() {
    assert_eq!(run("5*{3||2|1}"), "{12|||11||10,{11|10}|9Tiny({2|1})}");
    assert_eq!(
        run("10*(1+^.Pow(2)+*4)"),
        "{10||10,10v*|{10vv,10v*||||10v3*,10vv|||10v4,10v3*||10v5*,10v4|{10v6,10v5*||||10v7*,10v6|||10v8,10v7*||10v9*,10v8|10v10}}}"
    );
    // A star glued to a number with nothing after it is still a nimber.
    assert_eq!(run("3*"), "3*");
    assert_eq!(run("3*2"), "3*2");
}

/// `n * G` of a loopy game past the bound is an error, not a hang.
#[test]
fn large_multiples_of_loopy_games_are_refused() {
    assert!(
        run("2000*upon").contains("at most 1024"),
        "{}",
        run("2000*upon")
    );
    // over is idempotent (CGSuite's CanonicalStopperTestCase: over.IsIdempotent
    // is true), so 2 * over = over, and its negative is under.
    assert_eq!(run("-2*over"), "under");
    assert_eq!(run("0*upon"), "0");
}

/// A loopy game holding a nimber too large to write out is an error at
/// once, not gigabytes of memory: `*n` has `n(n + 1)` moves.
#[test]
fn loopy_games_with_huge_nimbers_are_refused() {
    for line in [
        "*60000 + on",
        "a{*1003000|a}",
        "(*5000).Downsum(on)",
        "{^*2000|pass}",
    ] {
        assert!(
            run(line).contains("more than 1048576 moves"),
            "{line}: {}",
            run(line)
        );
    }
    // *1023 fits; on + G = on for every short G (Winning Ways ch. 11).
    assert_eq!(run("*1023 + on"), "on");
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
    assert!(run_in("b := 5; c := b; 0/0").starts_with("!!"));
    assert!(run_in("b").contains("unknown name 'b'"));
    // A block's `var`s are its own; other names it assigns are the
    // session's (CGSuite's "Variable retrieval from scoped var").
    assert_eq!(run_in("begin var x := 3; x + a end"), "4");
    assert!(run_in("begin var x := 1 end + x").contains("unknown name 'x'"));
    assert_eq!(run_in("begin y := 1 end + y"), "2");
    assert_eq!(run_in("begin end"), "Nothing");
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
