//! Hackenbush pictures of at most 64 edges, valued without the general
//! solver: a position is the set of its edges still standing, as the bits
//! of one `u64` over the starting picture's edges, so positions reached in
//! different orders meet in a plain map.
//!
//! A position is the sum of its parts that meet only at the ground. One
//! depth-first walk of a part gives, for every edge, what its cut leaves
//! (nothing else falls unless it is a bridge, then everything beyond it).
//! Each part is valued by the colours of its edges:
//!
//! - green only: the fusion and colon principles (Winning Ways ch. 7) give
//!   its nim-value in one walk (`hackenbush_large.rs`), with no search;
//! - blue and red only, outside Childish Hackenbush: it is a number
//!   (Winning Ways ch. 2): for a tree, by the colon principle with no
//!   search (`trees.rs`); else the simplest number between its best
//!   options', found in 64.64 fixed point with no canonical forms, where
//!   of the cuts into a tree hanging by a bridge only each player's best
//!   is tried (the colon principle again);
//! - otherwise: the canonical form of its options.
//!
//! `graph_hackenbush.rs` keeps the general ruleset; `tests.rs` compares
//! the two on random pictures.

use num_bigint::BigInt;
use rustc_hash::FxHashMap;
use smallvec::SmallVec;

use crate::numbers::Dyadic;
use crate::short::Game;

/// The most edges a picture may have to be valued here.
pub(super) const MAX_EDGES: usize = 64;

/// A connected picture of at most 64 edges has at most 65 vertices.
const MAX_VERTICES: usize = MAX_EDGES + 1;

/// Positions each memo keeps before it is emptied and filled again, so
/// that a large picture's search holds a bounded amount of memory (about
/// 0.7 GB at most for both: entries of 24 and 16 bytes in tables at most
/// half full after growing) and is slower instead.
const MEMO_LIMIT: usize = 1 << 23;

/// A number times 2^64. A blue-red picture of n edges is born by day n,
/// so its value and its parts' lie within ±64 with at most 63 bits after
/// the point: exact here.
type Fixed = i128;

const ONE: Fixed = 1 << 64;

const NONE: u8 = u8::MAX;

/// The colours, as in `graph_hackenbush.rs`.
const BLUE: u8 = 0;
const RED: u8 = 1;
const GREEN: u8 = 2;

/// One starting picture, with what has been valued of its positions.
pub(super) struct Picture {
    /// The ends of each edge; vertex 0 is the ground.
    ends: Vec<(u8, u8)>,
    /// The edges at each vertex.
    at: Vec<u64>,
    /// The edges Left may cut (blue and green), Right's (red and green),
    /// and the green ones.
    left: u64,
    right: u64,
    green: u64,
    /// The loops, edges from a vertex to itself.
    loops: u64,
    /// The childish edges, which go only when nothing falls with them.
    childish: u64,
    /// Positions each memo keeps ([`MEMO_LIMIT`]; smaller in tests).
    limit: usize,
    /// Numbers kept as two words, not an `i128`, whose alignment would
    /// make each entry 32 bytes rather than 24.
    numbers: FxHashMap<u64, (u64, i64)>,
    games: FxHashMap<u64, Game>,
}

/// What each cut of one part leaves (see [`Picture::cuts`]).
struct Cuts {
    part: u64,
    /// For each edge of the part, the parts left when it is cut (0 for
    /// none).
    parts: [(u64, u64); MAX_EDGES],
    /// The edges whose cut drops other edges with them.
    drops: u64,
    /// The bridges with a tree beyond them, the side away from the ground
    /// (with no other edge, a leaf).
    trees: u64,
}

impl Cuts {
    /// The edges that go when edge `e` is cut: itself and what falls.
    fn falls(&self, e: usize) -> u64 {
        let (a, b) = self.parts[e];
        self.part & !(a | b)
    }
}

impl Picture {
    /// The picture with `vertices` vertices and these edges (ends and
    /// colour), every edge joined to vertex 0, the edges of the colours
    /// in `childish` (bit `c` for colour `c`) childish; `None` when it
    /// has more than 64 edges.
    pub(super) fn new(vertices: u32, edges: &[(u32, u32, u8)], childish: u8) -> Option<Picture> {
        if edges.len() > MAX_EDGES || vertices as usize > MAX_VERTICES {
            return None;
        }
        let mut p = Picture {
            ends: Vec::with_capacity(edges.len()),
            at: vec![0; vertices as usize],
            left: 0,
            right: 0,
            green: 0,
            loops: 0,
            childish: 0,
            limit: MEMO_LIMIT,
            numbers: FxHashMap::default(),
            games: FxHashMap::default(),
        };
        for (i, &(a, b, c)) in edges.iter().enumerate() {
            let bit = 1u64 << i;
            p.ends.push((a as u8, b as u8));
            p.at[a as usize] |= bit;
            p.at[b as usize] |= bit;
            if a == b {
                p.loops |= bit;
            }
            if childish & (1 << c) != 0 {
                p.childish |= bit;
            }
            match c {
                BLUE => p.left |= bit,
                RED => p.right |= bit,
                GREEN => {
                    p.left |= bit;
                    p.right |= bit;
                    p.green |= bit;
                }
                _ => unreachable!("three colours"),
            }
        }
        Some(p)
    }

    /// Every edge of the picture.
    fn all(&self) -> u64 {
        match self.ends.len() {
            64 => u64::MAX,
            n => (1u64 << n) - 1,
        }
    }

    /// The value of the whole picture.
    pub(super) fn value(&mut self) -> Game {
        self.value_of(self.all())
    }

    /// What stands after edge `e` of the whole picture is cut.
    pub(super) fn after_cut(&self, e: usize) -> u64 {
        let all = self.all();
        let part = self.parts(all).into_iter().find(|&q| q & (1 << e) != 0);
        let part = part.unwrap_or(1 << e);
        let (a, b) = self.cuts(part).parts[e];
        all & !part | a | b
    }

    /// How many positions the memos hold.
    pub(super) fn remembered(&self) -> usize {
        self.numbers.len() + self.games.len()
    }

    /// The value of the position whose edges are `mask`, all joined to
    /// the ground: the sum of its parts'.
    pub(super) fn value_of(&mut self, mask: u64) -> Game {
        let mut sum = Game::zero();
        for part in self.parts(mask) {
            sum += self.part(part);
        }
        sum
    }

    /// The value of one part, by the colours of its edges.
    fn part(&mut self, part: u64) -> Game {
        // A part with a childish edge has neither shortcut.
        let plain = part & self.childish == 0;
        if part & self.green == 0 && plain {
            return fixed_game(self.number(part));
        }
        if let Some(&g) = self.games.get(&part) {
            return g;
        }
        let g = if part & self.green == part && plain {
            Game::nimber(self.nim_value(part))
        } else {
            self.canonical(part)
        };
        remember(&mut self.games, self.limit, part, g);
        g
    }

    /// The canonical form of one part, from its options.
    fn canonical(&mut self, part: u64) -> Game {
        let cuts = self.cuts(part);
        let mut options: [Vec<Game>; 2] = [Vec::new(), Vec::new()];
        for (side, mine) in [self.left, self.right].into_iter().enumerate() {
            let mut mine = part & mine;
            if part & self.childish == 0 {
                let only = mine & !self.green;
                mine = mine & !only | self.useful_cuts(only, &cuts);
            }
            while mine != 0 {
                let e = mine.trailing_zeros() as usize;
                mine &= mine - 1;
                // A childish edge only when nothing falls with it.
                if self.childish & (1 << e) != 0 && cuts.drops & (1 << e) != 0 {
                    continue;
                }
                let (a, b) = cuts.parts[e];
                let g = self.part_or_zero(a) + self.part_or_zero(b);
                options[side].push(g);
            }
        }
        let [left, right] = options;
        Game::new(left, right)
    }

    fn part_or_zero(&mut self, part: u64) -> Game {
        if part == 0 {
            Game::zero()
        } else {
            self.part(part)
        }
    }

    /// The number a blue-red part is: by the colon principle for a tree,
    /// else the simplest number between Left's best option and Right's.
    fn number(&mut self, part: u64) -> Fixed {
        if part == 0 {
            return 0;
        }
        if let Some(&(low, high)) = self.numbers.get(&part) {
            return Fixed::from(high) << 64 | Fixed::from(low);
        }
        // A long search stops when the caller's budget is spent.
        crate::budget::step();
        let (blue, red) = (part & !self.right, part & self.right);
        if red == 0 || blue == 0 {
            // One colour: as many free moves as edges (see `useful_cuts`).
            let n = Fixed::from(part.count_ones()) * ONE;
            return if red == 0 { n } else { -n };
        }
        let x = match self.tree_number(part) {
            Some(x) => x,
            None => self.searched_number(part, blue, red),
        };
        remember(
            &mut self.numbers,
            self.limit,
            part,
            (x as u64, (x >> 64) as i64),
        );
        x
    }

    /// The number a blue-red part is, from its options: the simplest
    /// number between Left's best and Right's.
    fn searched_number(&mut self, part: u64, blue: u64, red: u64) -> Fixed {
        let cuts = self.cuts(part);
        let (mut best_left, mut best_right) = (None, None);
        let useful = self.useful_cuts(blue, &cuts) | self.useful_cuts(red, &cuts);
        let mut mine = self.branch_cuts(useful, &cuts);
        while mine != 0 {
            let e = mine.trailing_zeros() as usize;
            mine &= mine - 1;
            let (a, b) = cuts.parts[e];
            let x = self.number(a) + self.number(b);
            if self.left & (1 << e) != 0 {
                best_left = Some(best_left.map_or(x, |b: Fixed| b.max(x)));
            } else {
                best_right = Some(best_right.map_or(x, |b: Fixed| b.min(x)));
            }
        }
        simplest_between(best_left, best_right)
    }

    /// Of `mine`, one player's edges of one colour (blue or red, not
    /// green) in a part, the cuts worth trying. Where what hangs beyond a
    /// bridge is all `mine`, it is worth as many free moves as it has
    /// edges, whatever its shape: a copy hanging from the same vertex as a
    /// stalk of that many edges, played against the stalk with colours
    /// swapped, is lost by whoever starts, each copying the other (moves
    /// off the copies mirrored; an edge cut in one copy answered by one
    /// cut in the other that drops nothing else; such a cut always exists,
    /// a leaf or an edge on a cycle). Cutting more than one edge of it is
    /// therefore no better than cutting one, and all ways of cutting one
    /// are equal: one such cut is kept for each largest such hanging part,
    /// and the other cuts into it are left out. Not for Childish
    /// Hackenbush, whose cuts are restricted.
    fn useful_cuts(&self, mine: u64, cuts: &Cuts) -> u64 {
        // Bridges with more than their own edge beyond, all `mine`.
        let (mut hanging, mut inside) = (0, 0);
        let mut drops = cuts.drops & mine;
        while drops != 0 {
            let e = drops.trailing_zeros() as usize;
            drops &= drops - 1;
            let beyond = cuts.falls(e);
            if beyond & !mine == 0 {
                hanging |= beyond;
                inside |= beyond & !(1 << e);
            }
        }
        let mut kept = mine & !hanging;
        // A largest hanging part's bridge is inside no other; of what
        // hangs from it, the first cut that drops nothing else.
        let mut tops = hanging & cuts.drops & !inside;
        while tops != 0 {
            let e = tops.trailing_zeros() as usize;
            tops &= tops - 1;
            let single = cuts.falls(e) & !cuts.drops;
            debug_assert!(single != 0, "a leaf or a cycle's edge");
            kept |= single & single.wrapping_neg();
        }
        kept
    }

    /// For each edge of a part, what is left when it is cut, as at most
    /// two parts: one walk of the part with the ground taken apart, each
    /// edge at the ground ending at a ground of its own. An edge whose
    /// cut parts that graph (a bridge of it) leaves the two sides, each
    /// standing if it still touches the ground; any other edge leaves the
    /// rest of the part whole.
    fn cuts(&self, part: u64) -> Cuts {
        let ground = part & self.at[0];
        let mut c = Cuts {
            part,
            parts: [(0, 0); MAX_EDGES],
            drops: 0,
            trees: 0,
        };
        let standing = |x: u64| if x & ground != 0 { x } else { 0 };
        let first = ground.trailing_zeros() as usize;
        let root = match self.ends[first] {
            // A loop at the ground is a part alone: its cut leaves nothing.
            (0, 0) => return c,
            (0, v) | (v, _) => v as usize,
        };
        let mut seen = [NONE; MAX_VERTICES];
        let mut low = [NONE; MAX_VERTICES];
        let mut by = [NONE; MAX_VERTICES];
        let mut beyond = [0u64; MAX_VERTICES];
        let mut to_try = [0u64; MAX_VERTICES];
        let mut stack = [0u8; MAX_VERTICES];
        let (mut depth, mut met) = (1, 1);
        stack[0] = root as u8;
        (seen[root], low[root]) = (0, 0);
        (to_try[root], beyond[root]) = (self.at[root] & part, self.at[root] & part);
        while depth > 0 {
            let v = stack[depth - 1] as usize;
            if to_try[v] != 0 {
                let e = to_try[v].trailing_zeros() as u8;
                to_try[v] &= to_try[v] - 1;
                if e == by[v] {
                    continue;
                }
                let bit = 1u64 << e;
                let u = self.other_end(e, v as u8) as usize;
                if u == 0 {
                    // An end of its own: the rest is whole, and stands if
                    // another edge touches the ground.
                    c.parts[e as usize] = (standing(part & !bit), 0);
                } else if seen[u] == NONE {
                    (seen[u], low[u], by[u]) = (met, met, e);
                    met += 1;
                    (to_try[u], beyond[u]) = (self.at[u] & part, self.at[u] & part);
                    stack[depth] = u as u8;
                    depth += 1;
                } else {
                    low[v] = low[v].min(seen[u]);
                    c.parts[e as usize] = (part & !bit, 0);
                }
                continue;
            }
            depth -= 1;
            if v == root {
                break;
            }
            let e = by[v];
            let bit = 1u64 << e;
            let p = self.other_end(e, v as u8) as usize;
            low[p] = low[p].min(low[v]);
            beyond[p] |= beyond[v];
            c.parts[e as usize] = if low[v] > seen[p] {
                // The vertices beyond were numbered from `seen[v]` on: a
                // tree has one edge fewer, loops aside.
                let side = beyond[v] & !bit;
                if (side & !self.loops).count_ones() + 1 == u32::from(met - seen[v]) {
                    c.trees |= bit;
                }
                (standing(side), standing(part & !beyond[v]))
            } else {
                (part & !bit, 0)
            };
        }
        let mut all = part;
        while all != 0 {
            let e = all.trailing_zeros() as usize;
            all &= all - 1;
            let (a, b) = c.parts[e];
            if (a | b) != part & !(1 << e) {
                c.drops |= 1 << e;
            }
        }
        c
    }

    /// The nim-value of a green part, by the fusion and colon principles
    /// (see `hackenbush_large.rs`, which walks it as a list of edges).
    fn nim_value(&self, part: u64) -> u64 {
        let mut edges: SmallVec<[(u32, u32, u8); MAX_EDGES]> = SmallVec::new();
        let mut each = part;
        while each != 0 {
            let (a, b) = self.ends[each.trailing_zeros() as usize];
            each &= each - 1;
            edges.push((u32::from(a), u32::from(b), GREEN));
        }
        super::hackenbush_large::green_nim_value(self.at.len() as u32, &edges)
    }

    fn other_end(&self, e: u8, v: u8) -> u8 {
        let (a, b) = self.ends[e as usize];
        if a == v { b } else { a }
    }

    /// The parts of `mask` that meet only at the ground: from each edge
    /// at the ground not yet reached, what its far ends reach without
    /// passing through the ground (a loop at the ground is a part alone).
    fn parts(&self, mask: u64) -> SmallVec<[u64; 4]> {
        let mut parts = SmallVec::new();
        let mut ground = mask & self.at[0];
        while ground != 0 {
            let mut part = ground & ground.wrapping_neg();
            let mut to_reach = part;
            while to_reach != 0 {
                let (a, b) = self.ends[to_reach.trailing_zeros() as usize];
                to_reach &= to_reach - 1;
                for v in [a, b] {
                    if v != 0 {
                        let new = self.at[v as usize] & mask & !part;
                        (part, to_reach) = (part | new, to_reach | new);
                    }
                }
            }
            parts.push(part);
            ground &= !part;
        }
        parts
    }
}

/// Keeps `value` for `key`, first emptying a memo that is full.
fn remember<V>(memo: &mut FxHashMap<u64, V>, limit: usize, key: u64, value: V) {
    if memo.len() >= limit {
        memo.clear();
    }
    memo.insert(key, value);
}

/// The number `x` (times 2^64) as a game.
fn fixed_game(x: Fixed) -> Game {
    Game::number(Dyadic::new(BigInt::from(x), 64))
}

/// The simplest number above `lo` and below `hi` (either bound may be
/// absent), in fixed point; `lo < hi`, and the answer has at most 64 bits
/// after the point (so a picture of at most 64 edges).
fn simplest_between(lo: Option<Fixed>, hi: Option<Fixed>) -> Fixed {
    let floor = |x: Fixed| x.div_euclid(ONE) * ONE;
    let ceil = |x: Fixed| -floor(-x);
    match (lo, hi) {
        (None, None) => 0,
        (Some(l), None) => {
            if l < 0 {
                0
            } else {
                floor(l) + ONE
            }
        }
        (None, Some(h)) => {
            if h > 0 {
                0
            } else {
                ceil(h) - ONE
            }
        }
        (Some(l), Some(h)) => {
            debug_assert!(l < h, "a blue-red picture is a number");
            if l < 0 && h > 0 {
                return 0;
            }
            // The integer nearest 0 strictly between, if there is one.
            let n = if l >= 0 {
                floor(l) + ONE
            } else {
                ceil(h) - ONE
            };
            if l < n && n < h {
                return n;
            }
            // Else the one with the least denominator.
            let mut step = ONE >> 1;
            loop {
                let c = (l.div_euclid(step) + 1) * step;
                if c < h || step == 1 {
                    return c;
                }
                step >>= 1;
            }
        }
    }
}

#[cfg(test)]
pub(super) mod tests;
mod trees;
