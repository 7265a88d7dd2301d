//! Toppling Dominoes: values by hand, CGSuite's GameStripTest rows, the
//! facts of Fink, Nowakowski, Siegel and Wolfe ("Toppling Conjectures",
//! Games of No Chance 4, 2015), and a plain search over the same moves.

use std::collections::HashMap;

use combinatorial_games::Game;
use combinatorial_games::expr::eval;
use combinatorial_games::games::TopplingDominoes;
use combinatorial_games::rulesets::Ruleset;
use proptest::prelude::*;

fn value(s: &str) -> Game {
    s.parse::<TopplingDominoes>().unwrap().value()
}

fn g(s: &str) -> Game {
    s.parse().unwrap()
}

#[test]
fn by_hand() {
    // l: Left topples it either way to the empty row: {0|} = 1.
    assert_eq!(value("l"), g("1"));
    assert_eq!(value(""), g("0"));
    // lrr: Left to rr = -2 or to 0; Right to r (-1), l (1), 0 or lr (*),
    // of which -1 is best: {0|-1}.
    assert_eq!(value("lrr"), g("{0|-1}"));
    // e: either player to 0: *.
    assert_eq!(value("e"), g("*"));
}

#[test]
fn cgsuite_game_strip_rows() {
    assert_eq!(value("lrrlrrl"), g("Tiny(1/2)"));
    assert_eq!(value("lere"), g("{1|0,{0|-1}}"));
    let v = eval("game.strip.TopplingDominoes(\"lrrlrrl\").CanonicalForm").unwrap();
    assert_eq!(v.to_string(), "Tiny(1/2)");
}

#[test]
fn literature() {
    for n in 0..=12 {
        // A row of n blue dominoes is the integer n; n green ones, *n (a
        // move leaves any shorter row).
        assert_eq!(value(&"l".repeat(n)), Game::from(n as i64));
        assert_eq!(value(&"e".repeat(n)), Game::nimber(n as u64));
    }
    // Two dominoes of different colours are *.
    assert_eq!(value("lr"), g("*"));
    assert_eq!(value("rl"), g("*"));
}

#[test]
fn bad_rows_say_where() {
    let e = "lrx".parse::<TopplingDominoes>().unwrap_err();
    assert_eq!(e.column, 3);
    assert!(eval("TopplingDominoes(\"lq\")").is_err());
}

/// The value by the definition, a search over rows as strings that shares
/// nothing with the crate's table or its symmetries.
fn plain(row: &str, memo: &mut HashMap<String, Game>) -> Game {
    if let Some(v) = memo.get(row) {
        return *v;
    }
    let b = row.as_bytes();
    let side = |who: u8, memo: &mut HashMap<String, Game>| -> Vec<Game> {
        let mut out = Vec::new();
        for (i, &c) in b.iter().enumerate() {
            if c == who || c == b'e' {
                out.push(plain(&row[i + 1..], memo));
                out.push(plain(&row[..i], memo));
            }
        }
        out
    };
    let v = Game::new(side(b'l', memo), side(b'r', memo));
    memo.insert(row.to_string(), v);
    v
}

proptest! {
    #[test]
    fn values_match_a_plain_search(row in "[lre]{0,10}") {
        let mut memo = HashMap::new();
        prop_assert_eq!(value(&row), plain(&row, &mut memo));
        // The mirror image has the same value; swapping colours negates.
        let mirror: String = row.chars().rev().collect();
        prop_assert_eq!(value(&mirror), plain(&row, &mut memo));
        let swapped: String = row.chars().map(|c| match c { 'l' => 'r', 'r' => 'l', c => c }).collect();
        prop_assert_eq!(value(&swapped), -plain(&row, &mut memo));
    }

    #[test]
    fn sums_are_sums_of_values(a in "[lre]{1,6}", b in "[lre]{1,6}") {
        let text = format!("TopplingDominoes(\"{a}\") + TopplingDominoes(\"{b}\")");
        let sum = eval(&text).unwrap().to_string();
        prop_assert_eq!(sum, (value(&a) + value(&b)).to_string());
    }
}
