//! Konane: small boards derived by hand; random boards against a plain
//! search over jumps written out again here from the rules (no splitting,
//! no symmetry, no shared table), sparse boards included so that the
//! splitting of far-apart stones is tried; boards of two parts against
//! the sum of the parts.

use std::collections::HashMap;

use combinatorial_games::expr::eval;
use combinatorial_games::games::{self, Konane};
use combinatorial_games::rulesets::Ruleset;
use proptest::prelude::*;

mod grid_boards;
use grid_boards::{Board, beside, grid, plain, text};

fn ev(s: &str) -> String {
    eval(s)
        .map(|v| v.to_string())
        .unwrap_or_else(|e| format!("error: {e}"))
}

fn value(s: &str) -> String {
    s.parse::<Konane>().unwrap().value().to_string()
}

#[test]
fn small_boards_by_hand() {
    for (board, expected) in [
        // Nothing side by side: no move.
        ("x.o", "0"),
        // The o's shield each other, and x has no square beyond its o.
        ("xoo.", "0"),
        // Left jumps the o on the right and ends the game; Right's o's
        // have no empty square beyond the x: {0 | } = 1.
        ("oxo.", "1"),
        // The same, stood on end and mirrored: symmetry keeps the value.
        (".|o|x|o", "1"),
        // One jump each way, each ending the game: *.
        (".xo.", "*"),
        // No empty square: nothing moves.
        ("xox", "0"),
        // Two separate games of * (far apart): * + * = 0.
        (".xo.......xo.", "0"),
        // xo. (1) and .xo (-1: only Right jumps, and ends it) apart: 0.
        ("xo.....xo", "0"),
    ] {
        assert_eq!(value(board), expected, "{board}");
    }
    // x.: a wall stops a jump as the edge does.
    assert_eq!(value("xo#"), "0");
    assert_eq!(value("xo.|###"), "1");
}

/// The catalogue and the language read Konane boards.
#[test]
fn in_the_catalogue_and_the_language() {
    let p = games::parse("konane", "xo.o.").unwrap();
    let moves: Vec<String> = p.moves().into_iter().map(|m| m.text).collect();
    assert_eq!(moves, ["(1,1) to (1,3)", "(1,1) to (1,5)"]);
    assert_eq!(ev("Konane(\"xo.o.\")"), "1");
    // ox. is -1: only Right jumps.
    assert_eq!(ev("Konane(\"xo.\") + Konane(\"ox.\")"), "0");
    assert!(ev("Konane(\"xq\")").starts_with("error: 'q' at row 1, column 2"));
}

// ---- a plain search over jumps written out again ----

fn moves(b: &Board, left: bool) -> Vec<Board> {
    let (me, them) = if left { (b'x', b'o') } else { (b'o', b'x') };
    let (h, w) = (b.len() as i32, b[0].len() as i32);
    let get = |b: &Board, r: i32, c: i32| {
        if r < 0 || c < 0 || r >= h || c >= w {
            None
        } else {
            Some(b[r as usize][c as usize])
        }
    };
    let mut out = Vec::new();
    for r in 0..h {
        for c in 0..w {
            if get(b, r, c) != Some(me) {
                continue;
            }
            for (dr, dc) in [(0, 1), (0, -1), (1, 0), (-1, 0)] {
                let mut q = b.clone();
                let (mut y, mut x) = (r, c);
                while get(&q, y + dr, x + dc) == Some(them)
                    && get(&q, y + 2 * dr, x + 2 * dc) == Some(b'.')
                {
                    q[y as usize][x as usize] = b'.';
                    q[(y + dr) as usize][(x + dc) as usize] = b'.';
                    (y, x) = (y + 2 * dr, x + 2 * dc);
                    q[y as usize][x as usize] = me;
                    out.push(q.clone());
                }
            }
        }
    }
    out
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(150))]

    #[test]
    fn konane_matches_a_plain_search(b in grid("xxoo..#", 3, 4)) {
        let ours: Konane = text(&b).parse().unwrap();
        prop_assert_eq!(ours.value(), plain(&b, &moves, &mut HashMap::new()), "{}", text(&b));
        prop_assert_eq!(ours.to_string().parse::<Konane>().unwrap(), ours);
    }

    /// Few stones on a long board: groups far apart are split, and near
    /// ones must not be.
    #[test]
    fn sparse_boards_match_a_plain_search(b in grid("xo.......", 2, 9)) {
        let ours: Konane = text(&b).parse().unwrap();
        prop_assert_eq!(ours.value(), plain(&b, &moves, &mut HashMap::new()), "{}", text(&b));
    }

    #[test]
    fn parts_add(a in grid("xo..", 2, 3), c in grid("xo..", 2, 3)) {
        let whole: Konane = text(&beside(&a, &c, b'#')).parse().unwrap();
        let (pa, pc): (Konane, Konane) = (text(&a).parse().unwrap(), text(&c).parse().unwrap());
        prop_assert_eq!(whole.value(), pa.value() + pc.value());
    }
}
