//! CGSuite's own table of short games (tests/data/cgsuite_short_games.txt):
//! 25 games, from 0 and integers past 2^31 to uptimals and hot games, each
//! with the 50-odd methods CGSuite's tests ask of it, through the expression
//! language as CGSuite's tests run them.

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
