//! Fission (CGSuite's `game.grid.Fission`): values by hand, random small
//! boards against a plain search over the moves written out again here
//! from CGSuite's rules, boards of two parts against the sum of the parts,
//! and the board read from CGSuite's grids (`.x#`).

use std::collections::HashMap;

use combinatorial_games::Game;
use combinatorial_games::expr::eval;
use combinatorial_games::games::Fission;
use combinatorial_games::rulesets::Ruleset;
use proptest::prelude::*;

mod grid_boards;
use grid_boards::{Board, at, beside, grid, plain, set, text};

fn value(s: &str) -> Game {
    s.parse::<Fission>().unwrap().value()
}

fn ev(s: &str) -> String {
    eval(s)
        .map(|v| v.to_string())
        .unwrap_or_else(|e| format!("error: {e}"))
}

/// Worked by hand from the rules.
#[test]
fn by_hand() {
    // The stone in the middle of 3 x 3: Left's split leaves stones in the
    // middle of the top and bottom rows, where only Right can split, twice:
    // -2. Right's is the transpose, 2. {-2 | 2} = 0.
    assert_eq!(value("...|.x.|..."), Game::zero());
    assert_eq!(value(".x.|...|.x."), Game::from(-2));
    // Two stones one above the other in a column: each has the other as
    // a neighbour, so neither splits: 0.
    assert_eq!(value(".|x|x|."), Game::zero());
    // A stone with an empty square on each side and a blocked one below:
    // Left cannot split it; Right can, sideways, and then nothing is
    // left to split: {|0} = -1.
    assert_eq!(value("...|.x.|###"), Game::from(-1));
    // Blocked squares split the board: the sum of two columns of Left's.
    assert_eq!(value(".#.|x#x|.#."), Game::from(2));
    // A board that is its own transpose is its own negative (the
    // transpose swaps the players), so 0, however many positions it has.
    assert_eq!(value(".....|.x...|.....|...x.|....."), Game::zero());
    assert_eq!(value("x....|.....|..#..|.....|....x"), Game::zero());
    // A 9 x 9 board (more than 64 squares: valued on the grid, not on
    // words) whose only region is the 3 x 3 board above, 0.
    let big = format!(
        "...{0}|.x.{0}|...{0}|{1}|{1}|{1}|{1}|{1}|{1}",
        "#".repeat(6),
        "#".repeat(9)
    );
    assert_eq!(value(&big), Game::zero());
}

#[test]
fn the_language_reads_cgsuite_grids() {
    // CGSuite's map for Fission is ".x#": 0 empty, 1 a stone, 2 blocked.
    assert_eq!(ev("Fission(Grid.Parse(\".|x|.\", \".x#\"))"), "1");
    assert_eq!(ev("game.grid.Fission(\"...|.x.|...\").LeftOptions"), "{-2}");
    assert_eq!(ev("Fission(\"...|.x.|...\").RightOptions"), "{2}");
    assert!(eval("Fission(\"..|.o\")").is_err());
}

/// Fission's moves, from CGSuite's `Fission.cgs`: a stone whose two
/// neighbours along the mover's direction (up and down for Left, left and
/// right for Right) are empty squares of the board goes, and stones appear
/// on both.
fn fission_moves(b: &Board, left: bool) -> Vec<Board> {
    let (dr, dc) = if left { (1, 0) } else { (0, 1) };
    let mut out = Vec::new();
    for (i, row) in b.iter().enumerate() {
        for j in 0..row.len() {
            let (i, j) = (i as i32, j as i32);
            let empty = |r, c| at(b, r, c) == Some(b'.');
            if at(b, i, j) == Some(b'x') && empty(i - dr, j - dc) && empty(i + dr, j + dc) {
                out.push(set(
                    b,
                    &[(i, j, b'.'), (i - dr, j - dc, b'x'), (i + dr, j + dc, b'x')],
                ));
            }
        }
    }
    out
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn fission_matches_a_plain_search(b in grid("..x#", 3, 3)) {
        prop_assert_eq!(value(&text(&b)), plain(&b, &fission_moves, &mut HashMap::new()), "{}", text(&b));
    }

    #[test]
    fn fission_matches_a_plain_search_on_longer_boards(b in grid("...x", 4, 3)) {
        prop_assert_eq!(value(&text(&b)), plain(&b, &fission_moves, &mut HashMap::new()), "{}", text(&b));
    }

    #[test]
    fn fission_parts_add(a in grid("..x#", 3, 2), b in grid("..x", 3, 2)) {
        let whole = value(&text(&beside(&a, &b, b'#')));
        prop_assert_eq!(whole, value(&text(&a)) + value(&text(&b)));
    }
}
