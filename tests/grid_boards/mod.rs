//! Boards of grid games as rows of bytes, for the plain searches the
//! grid tests check the rulesets against: the value from the definition,
//! board text, random boards, and two boards side by side.

#![allow(dead_code)]

use std::collections::HashMap;

use combinatorial_games::Game;
use proptest::prelude::*;

pub type Board = Vec<Vec<u8>>;

pub fn at(b: &Board, r: i32, c: i32) -> Option<u8> {
    if r < 0 || c < 0 {
        return None;
    }
    b.get(r as usize)
        .and_then(|row| row.get(c as usize))
        .copied()
}

pub fn set(b: &Board, changes: &[(i32, i32, u8)]) -> Board {
    let mut b = b.clone();
    for &(r, c, x) in changes {
        b[r as usize][c as usize] = x;
    }
    b
}

/// The value from the definition, `{L | R}` of the values of the moves.
pub fn plain(
    b: &Board,
    moves: &dyn Fn(&Board, bool) -> Vec<Board>,
    memo: &mut HashMap<Board, Game>,
) -> Game {
    if let Some(g) = memo.get(b) {
        return *g;
    }
    let left: Vec<Game> = moves(b, true)
        .iter()
        .map(|q| plain(q, moves, memo))
        .collect();
    let right: Vec<Game> = moves(b, false)
        .iter()
        .map(|q| plain(q, moves, memo))
        .collect();
    let g = Game::new(left, right);
    memo.insert(b.clone(), g);
    g
}

pub fn text(b: &Board) -> String {
    let rows: Vec<String> = b
        .iter()
        .map(|r| String::from_utf8(r.clone()).unwrap())
        .collect();
    rows.join("|")
}

pub fn grid(cells: &'static str, h: usize, w: usize) -> impl Strategy<Value = Board> {
    proptest::collection::vec(proptest::sample::select(cells.as_bytes().to_vec()), h * w)
        .prop_map(move |v| v.chunks(w).map(|r| r.to_vec()).collect())
}

/// Two boards side by side, a column of `sep` between them.
pub fn beside(a: &Board, b: &Board, sep: u8) -> Board {
    a.iter()
        .zip(b)
        .map(|(x, y)| [x.clone(), vec![sep], y.clone()].concat())
        .collect()
}
