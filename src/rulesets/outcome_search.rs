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

use std::hash::BuildHasher;

use rustc_hash::{FxBuildHasher, FxHashMap};

use super::{Normalized, Ruleset};
use crate::short::{Game, Outcome, Player};

/// A part with at most this many moves (Left's and Right's together) is
/// valued and joins the sum; a larger one is searched move by move.
const SMALL_PART_MOVES: usize = 8;

/// The most positions the search remembers; past it, or past
/// [`MAX_SEARCH_BYTES`], the memory starts afresh (later positions are
/// searched again, at worst, and the answer does not change). About 200
/// bytes each on boards of a few dozen squares.
pub const MAX_SEARCH_MEMO: usize = 1 << 21;

/// The most bytes the positions the search remembers may hold, counted
/// with [`Ruleset::heap_bytes`]: a 60 x 60 board is 3.6 KB, so on large
/// boards this bound comes first.
pub const MAX_SEARCH_BYTES: usize = 512 << 20;

/// Who wins `p`, by searching for winning moves. The small parts' values
/// are found on this thread alone: each takes too little to share out.
pub(super) fn outcome<P: Ruleset>(p: &P) -> Outcome {
    super::with_threads(1, || {
        let node = Node::of(p.clone());
        if node.large.is_empty() {
            return node.small.outcome();
        }
        let mut s = Search::new();
        let left = s.wins(node.clone(), Player::Left);
        let right = s.wins(node, Player::Right);
        Outcome::from_first_wins(left, right)
    })
}

/// Which of `moves` win, each a position after a move of the player
/// given with it: a move wins when the other player, to move after it,
/// loses. One search answers them all, sharing what it learns.
pub(crate) fn winning<P: Ruleset>(moves: &[(&P, Player)]) -> Vec<bool> {
    super::with_threads(1, || {
        let mut s = Search::new();
        moves
            .iter()
            .map(|&(q, mover)| !s.wins(Node::of(q.clone()), mover.other()))
            .collect()
    })
}

/// A position in the search: its large parts (in an order fixed by their
/// hash, so that the same parts meet the same entry) and the sum of its
/// small parts' values.
#[derive(Clone, PartialEq, Eq, Hash)]
struct Node<P> {
    large: Vec<P>,
    small: Game,
}

impl<P: Ruleset> Node<P> {
    /// `p` split into its parts.
    fn of(p: P) -> Self {
        let mut node = Node {
            large: Vec::new(),
            small: Game::zero(),
        };
        node.add_parts(p);
        node.sort_parts();
        node
    }

    /// `p`'s parts added: a small one's value to the sum, a large one, as
    /// the part its symmetries make it, to the large parts.
    fn add_parts(&mut self, p: P) {
        for part in p.components() {
            let moves = part.left_moves().len() + part.right_moves().len();
            if moves <= SMALL_PART_MOVES {
                self.small += part.value();
                continue;
            }
            // A part with the same value serves as well; a negated one
            // would not.
            let part = match part.clone().normalized() {
                Normalized::Same(q) => q,
                Normalized::Negated(_) => part,
            };
            self.large.push(part);
        }
    }

    fn sort_parts(&mut self) {
        self.large.sort_by_cached_key(|p| FxBuildHasher.hash_one(p));
    }
}

/// What the search knows of a node: for each player, whether it is known
/// and whether that player, to move, wins (two bits each).
#[derive(Clone, Copy, Default)]
struct Known(u8);

impl Known {
    fn bits(mover: Player) -> (u8, u8) {
        match mover {
            Player::Left => (1, 2),
            Player::Right => (4, 8),
        }
    }

    fn get(self, mover: Player) -> Option<bool> {
        let (known, won) = Known::bits(mover);
        (self.0 & known != 0).then_some(self.0 & won != 0)
    }

    fn set(&mut self, mover: Player, won: bool) {
        let (known, win) = Known::bits(mover);
        self.0 |= known | if won { win } else { 0 };
    }
}

/// One search, whose memory serves every question put to it: who wins a
/// position, and which of its moves win.
struct Search<P> {
    memo: FxHashMap<Node<P>, Known>,
    /// What the remembered nodes hold, about.
    bytes: usize,
}

impl<P: Ruleset> Search<P> {
    fn new() -> Self {
        Search {
            memo: FxHashMap::default(),
            bytes: 0,
        }
    }

    /// About the bytes `node` takes in the memory: the entry, its parts,
    /// and what they hold on the heap.
    fn size_of(node: &Node<P>) -> usize {
        let parts = node
            .large
            .iter()
            .map(|p| std::mem::size_of::<P>() + p.heap_bytes());
        std::mem::size_of::<(Node<P>, Known)>() + parts.sum::<usize>()
    }

    /// Whether `mover`, to move in `node`, wins.
    fn wins(&mut self, node: Node<P>, mover: Player) -> bool {
        if node.large.is_empty() {
            return matches!(
                (node.small.outcome(), mover),
                (Outcome::N, _) | (Outcome::L, Player::Left) | (Outcome::R, Player::Right)
            );
        }
        if let Some(won) = self.memo.get(&node).and_then(|k| k.get(mover)) {
            return won;
        }
        crate::budget::step();
        // As deep as the game is long: grow the stack rather than overflow.
        let won = stacker::maybe_grow(64 * 1024, 1024 * 1024, || self.a_winning_move(&node, mover));
        if self.memo.len() >= MAX_SEARCH_MEMO || self.bytes >= MAX_SEARCH_BYTES {
            self.memo.clear();
            self.bytes = 0;
        }
        let size = Self::size_of(&node);
        let entry = self.memo.entry(node).or_insert_with(|| {
            self.bytes += size;
            Known::default()
        });
        entry.set(mover, won);
        won
    }

    /// Whether `mover` has a move in `node` after which the other player,
    /// to move, loses: first in the large parts, then in the sum.
    fn a_winning_move(&mut self, node: &Node<P>, mover: Player) -> bool {
        for (i, part) in node.large.iter().enumerate() {
            // Moves one at a time, so that each level of this search, as
            // deep as the game is long, holds one position and not all its
            // moves (a 60 x 60 board's 3 540 moves are 13 MB).
            let mut won = false;
            let mut each = |q: P| {
                if won {
                    return;
                }
                let mut next = Node {
                    large: node.large.clone(),
                    small: node.small,
                };
                next.large.swap_remove(i);
                next.add_parts(q);
                next.sort_parts();
                won = !self.wins(next, mover.other());
            };
            match mover {
                Player::Left => part.for_each_left_move(&mut each),
                Player::Right => part.for_each_right_move(&mut each),
            }
            if won {
                return true;
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
            !self.wins(next, mover.other())
        })
    }
}
