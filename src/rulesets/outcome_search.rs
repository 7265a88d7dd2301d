//! Who wins a position, by a search for a winning move rather than from
//! the canonical form ([`Ruleset::outcome_by_search`]).
//!
//! The canonical form needs the value of every position the game can
//! reach; who wins needs only one winning move at each turn of the winner
//! and every reply of the loser. The search keeps a position as its large
//! parts and the sum of its small parts' values (a canonical form, which
//! is cheap to find for a small part and sums without search), and plays
//! in either: a move in a large part leaves its parts, the small ones
//! joining the sum. Once no large part is left the sum's outcome is read
//! from its form. This is how MCGS (Müller's group) answers large Clobber
//! boards; it finds who wins a 4 x 5 alternating Clobber board in about a
//! second, where its canonical form takes minutes.

use std::hash::{BuildHasher, Hash};

use rustc_hash::{FxBuildHasher, FxHashMap};

use super::{Normalized, Ruleset};
use crate::short::{Game, Outcome, Player};

/// A part with at most this many moves (Left's and Right's together) is
/// valued and joins the sum; a larger one is searched move by move.
const SMALL_PART_MOVES: usize = 8;

/// The most positions the search remembers; past it the memory starts
/// afresh (later positions are searched again, at worst, and the answer
/// does not change). About 200 bytes each on boards of a few dozen
/// squares: some 400 MB at most.
pub const MAX_SEARCH_MEMO: usize = 1 << 21;

/// A position in the search: its large parts (in an order fixed by their
/// hash, so that the same parts meet the same entry) and the sum of its
/// small parts' values.
#[derive(Clone, PartialEq, Eq, Hash)]
struct Node<P> {
    large: Vec<P>,
    small: Game,
}

struct Search<P> {
    /// Whether the player to move (the key's `Player`) wins.
    memo: FxHashMap<(Node<P>, Player), bool>,
}

/// Who wins `p`, by searching for winning moves. The small parts' values
/// are found on this thread alone: each takes too little to share out.
pub(super) fn outcome<P: Ruleset>(p: &P) -> Outcome {
    super::with_threads(1, || search(p))
}

fn search<P: Ruleset>(p: &P) -> Outcome {
    let mut root = Node {
        large: Vec::new(),
        small: Game::zero(),
    };
    add_parts(p.clone(), &mut root);
    if root.large.is_empty() {
        return root.small.outcome();
    }
    sort_parts(&mut root.large);
    let mut s = Search {
        memo: FxHashMap::default(),
    };
    let left = s.wins(&root, Player::Left);
    let right = s.wins(&root, Player::Right);
    match (left, right) {
        (true, true) => Outcome::N,
        (true, false) => Outcome::L,
        (false, true) => Outcome::R,
        (false, false) => Outcome::P,
    }
}

/// `p`'s parts added to `node`: a small one's value to the sum, a large
/// one, as the part its symmetries make it, to the large parts.
fn add_parts<P: Ruleset>(p: P, node: &mut Node<P>) {
    for part in p.components() {
        let moves = part.left_moves().len() + part.right_moves().len();
        if moves <= SMALL_PART_MOVES {
            node.small += part.value();
            continue;
        }
        // A part with the same value serves as well; a negated one
        // would not.
        let part = match part.clone().normalized() {
            Normalized::Same(q) => q,
            Normalized::Negated(_) => part,
        };
        node.large.push(part);
    }
}

fn sort_parts<P: Hash>(parts: &mut [P]) {
    parts.sort_by_cached_key(|p| FxBuildHasher.hash_one(p));
}

impl<P: Ruleset> Search<P> {
    /// Whether `mover`, to move in `node`, wins.
    fn wins(&mut self, node: &Node<P>, mover: Player) -> bool {
        if node.large.is_empty() {
            return matches!(
                (node.small.outcome(), mover),
                (Outcome::N, _) | (Outcome::L, Player::Left) | (Outcome::R, Player::Right)
            );
        }
        let key = (node.clone(), mover);
        if let Some(&won) = self.memo.get(&key) {
            return won;
        }
        crate::budget::step();
        // As deep as the game is long: grow the stack rather than overflow.
        let won = stacker::maybe_grow(64 * 1024, 1024 * 1024, || self.a_winning_move(node, mover));
        if self.memo.len() >= MAX_SEARCH_MEMO {
            self.memo.clear();
        }
        self.memo.insert(key, won);
        won
    }

    /// Whether `mover` has a move in `node` after which the other player,
    /// to move, loses: first in the large parts, then in the sum.
    fn a_winning_move(&mut self, node: &Node<P>, mover: Player) -> bool {
        for (i, part) in node.large.iter().enumerate() {
            let moves = match mover {
                Player::Left => part.left_moves(),
                Player::Right => part.right_moves(),
            };
            for q in moves {
                let mut next = Node {
                    large: node.large.clone(),
                    small: node.small,
                };
                next.large.swap_remove(i);
                add_parts(q, &mut next);
                sort_parts(&mut next.large);
                if !self.wins(&next, mover.other()) {
                    return true;
                }
            }
        }
        let options = match mover {
            Player::Left => node.small.left_options(),
            Player::Right => node.small.right_options(),
        };
        options.into_iter().any(|small| {
            let next = Node {
                large: node.large.clone(),
                small,
            };
            !self.wins(&next, mover.other())
        })
    }
}
