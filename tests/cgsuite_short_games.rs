//! CGSuite's own table of short games (tests/data/cgsuite_short_games.txt):
//! 25 games, from 0 and integers past 2^31 to uptimals and hot games, each
//! with the 50-odd methods CGSuite's tests ask of it, through the expression
//! language as CGSuite's tests run them; and its table of compounds.

use combinatorial_games::expr::eval;

/// The one check whose answer differs from CGSuite's on purpose: CGSuite
/// stores integers of a game's form in 32 bits and refuses the thermograph
/// of one past them; this crate's integers have no bound.
const KNOWN_DIFFERENCES: &[&str] = &["(-1823437481924).Thermograph"];

#[test]
fn cgsuite_short_game_table() {
    let text = std::fs::read_to_string("tests/data/cgsuite_short_games.txt").unwrap();
    let (mut total, mut wrong, mut game) = (0, Vec::new(), String::new());
    for line in text
        .lines()
        .filter(|l| !l.starts_with('#') && !l.is_empty())
    {
        let (expr, want) = if let Some(out) = line.strip_prefix("= ") {
            (game.clone(), out)
        } else if let Some(rest) = line.strip_prefix('.') {
            let (method, want) = rest.split_once(' ').unwrap();
            (format!("({game}).{method}"), want)
        } else {
            game = line.to_string();
            continue;
        };
        total += 1;
        let got = eval(&expr).map(|v| v.to_string());
        // CGSuite's error texts are its own; an error where it gives one agrees.
        let ok = match want.strip_prefix("!!") {
            Some(_) => got.is_err(),
            None => got.as_deref() == Ok(want),
        };
        if ok == KNOWN_DIFFERENCES.contains(&expr.as_str()) {
            wrong.push(format!("{expr}\n    CGSuite: {want}\n    ours:    {got:?}"));
        }
    }
    eprintln!(
        "{} of {total} agree",
        total - wrong.len() - KNOWN_DIFFERENCES.len()
    );
    assert_eq!(total, 1294);
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

/// CGSuite's CompoundGameTestCase (lib/core/src/test/scala/org/cgsuite/lang/
/// CompoundGameTestCase.scala): each pair's six compounds, `(expression,
/// what CGSuite prints)`.
const COMPOUND_ROWS: &[(&str, &str)] = &[
    ("((1/2) ConjunctiveSum (1/4)).CanonicalForm", "1/2"),
    ("((1/2) ConwayProduct (1/4)).CanonicalForm", "1/8"),
    ("((1/2) + (1/4)).CanonicalForm", "3/4"),
    ("((1/2) OrdinalProduct (1/4)).CanonicalForm", "11/32"),
    ("((1/2) : (1/4)).CanonicalForm", "9/16"),
    ("((1/2) SelectiveSum (1/4)).CanonicalForm", "3/4"),
    ("((*5) ConjunctiveSum (*6)).CanonicalForm", "*5"),
    ("((*5) ConwayProduct (*6)).CanonicalForm", "*8"),
    ("((*5) + (*6)).CanonicalForm", "*3"),
    ("((*5) OrdinalProduct (*6)).CanonicalForm", "*30"),
    ("((*5) : (*6)).CanonicalForm", "*11"),
    ("((*5) SelectiveSum (*6)).CanonicalForm", "*8"),
    ("((+-1) ConjunctiveSum (^^)).CanonicalForm", "{0|-1}"),
    ("((+-1) ConwayProduct (^^)).CanonicalForm", "+-^^"),
    ("((+-1) + (^^)).CanonicalForm", "{1^^|-1^^}"),
    ("((+-1) OrdinalProduct (^^)).CanonicalForm", "+-1"),
    (
        "((+-1) : (^^)).CanonicalForm",
        "{1,+-1|-1,{1,+-1,+-{1,+-1}|-1,+-1}}",
    ),
    ("((+-1) SelectiveSum (^^)).CanonicalForm", "{1^^|-1}"),
    ("(({1|0}) ConjunctiveSum (0)).CanonicalForm", "0"),
    ("(({1|0}) ConwayProduct (0)).CanonicalForm", "0"),
    ("(({1|0}) + (0)).CanonicalForm", "{1|0}"),
    ("(({1|0}) OrdinalProduct (0)).CanonicalForm", "0"),
    ("(({1|0}) : (0)).CanonicalForm", "{1|0}"),
    ("(({1|0}) SelectiveSum (0)).CanonicalForm", "{1|0}"),
    ("(('{*|*}') ConjunctiveSum (3)).CanonicalForm", "2"),
    ("(('{*|*}') ConwayProduct (3)).CanonicalForm", "0"),
    ("(('{*|*}') + (3)).CanonicalForm", "3"),
    ("(('{*|*}') OrdinalProduct (3)).CanonicalForm", "0"),
    ("(('{*|*}') : (3)).CanonicalForm", "^[3]"),
    ("(('{*|*}') SelectiveSum (3)).CanonicalForm", "3"),
    ("((*[[[2]],[2],0]) ConjunctiveSum (*5)).CanonicalForm", "*5"),
    ("((*[[[2]],[2],0]) ConwayProduct (*5)).CanonicalForm", "*10"),
    ("((*[[[2]],[2],0]) + (*5)).CanonicalForm", "*7"),
    (
        "((*[[[2]],[2],0]) OrdinalProduct (*5)).CanonicalForm",
        "*10",
    ),
    ("((*[[[2]],[2],0]) : (*5)).CanonicalForm", "*7"),
    ("((*[[[2]],[2],0]) SelectiveSum (*5)).CanonicalForm", "*7"),
];

/// The compound rows whose answers differ, and why.
const COMPOUND_DIFFERENCES: &[(&str, &str)] = &[
    (
        "((*5) SelectiveSum (*6)).CanonicalForm",
        "CGSuite's selective sum becomes a disjunctive or conjunctive sum after one move; ours stays selective (*11)",
    ),
    ("((+-1) SelectiveSum (^^)).CanonicalForm", "the same"),
];

#[test]
fn cgsuite_compound_table() {
    let mut wrong = Vec::new();
    for (expr, want) in COMPOUND_ROWS {
        let got = eval(expr).map(|v| v.to_string());
        let known = COMPOUND_DIFFERENCES.iter().any(|(e, _)| e == expr);
        if (got.as_deref() == Ok(*want)) == known {
            wrong.push(format!("{expr}\n    CGSuite: {want}\n    ours:    {got:?}"));
        }
    }
    let agree = COMPOUND_ROWS.len() - COMPOUND_DIFFERENCES.len();
    eprintln!("{agree} of {} compound rows agree", COMPOUND_ROWS.len());
    assert_eq!(COMPOUND_ROWS.len(), 36);
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}
