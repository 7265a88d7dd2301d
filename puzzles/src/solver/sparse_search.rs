//! IDA* on the 4 x 4 board with the default tables, which are indexed by
//! the group's cells packed four bits a tile ([`crate::pdb::Table`]): a
//! search written for them alone, since a move then changes one nibble of
//! one index on each side (the board and its mirror image). A table keeps
//! half a value's excess over the Manhattan distance, so a side's bound is
//! the distance plus twice its sum of nibbles.
//!
//! On Korf's 100 it cost about 40 ns a node against 71 for the general
//! search of [`super::pdb_search`] with the same split (measured, one
//! core; 55 ns once the table of boards seen below is kept, on a third
//! fewer nodes): the children's values are all read before any is compared, so
//! their cache misses overlap; nothing is looked up twice; every index is
//! masked to a table of one fixed size, so no lookup is bounds-checked; a
//! child's placement is made from per-tile tables (the nibble to clear,
//! the cell to write). Children whose bound falls are searched first,
//! which ends the last pass sooner: a fifth fewer nodes. And a small table
//! of the boards expanded in the pass ([`Seen`]) passes over a board met
//! again no deeper: a third fewer nodes again.

use std::sync::atomic::{AtomicBool, Ordering};

use super::{Solution, SolveError};
use crate::pdb::{TABLE_BYTES, Table, manhattan, transpose};
use crate::sliding::Dir;

/// The most groups a split can have (a tile each), and one more.
const SLOTS: usize = 16;

/// Where a tile's cell is kept: its group and nibble on the board, and
/// the same for the tile standing for it in the mirror image.
#[derive(Clone, Copy, Default)]
struct Place {
    g: u8,
    shift: u8,
    mg: u8,
    mshift: u8,
}

/// The cells the blank can move to from cell `b` having come from cell
/// `from` (16 for none), with the direction, in the order U, D, L, R:
/// `count` of them. Leaving out the way back here saves the search a
/// test a child.
struct Moves {
    to: [[[(u8, Dir); 4]; 17]; 16],
    count: [[u8; 17]; 16],
}

const fn moves() -> Moves {
    let mut m = Moves {
        to: [[[(0, Dir::Up); 4]; 17]; 16],
        count: [[0; 17]; 16],
    };
    let mut b: usize = 0;
    while b < 16 {
        let (r, col) = (b / 4, b % 4);
        let all = [
            (r > 0, b.wrapping_sub(4), Dir::Up),
            (r < 3, b + 4, Dir::Down),
            (col > 0, b.wrapping_sub(1), Dir::Left),
            (col < 3, b + 1, Dir::Right),
        ];
        let mut from = 0;
        while from < 17 {
            let (mut i, mut n) = (0, 0);
            while i < 4 {
                let (real, to, dir) = all[i];
                if real && to != from {
                    m.to[b][from][n] = (to as u8, dir);
                    n += 1;
                }
                i += 1;
            }
            m.count[b][from] = n as u8;
            from += 1;
        }
        b += 1;
    }
    m
}

static MOVES: Moves = moves();

struct SparseSearch<'a> {
    tables: [&'a [u8; TABLE_BYTES]; SLOTS],
    /// For tile `t` moving into cell `b`: `keep[t]` clears its nibble in
    /// its group's placement and `put[t][b]` writes `b` there, as the
    /// table reads it (XORed); `mkeep`, `mput` the same in the mirror
    /// image, `b` given on the board.
    keep: [u32; 16],
    put: [[u32; 16]; 16],
    mkeep: [u32; 16],
    mput: [[u32; 16]; 16],
    place: [Place; 16],
    /// `distance[t][c]`: tile `t`'s Manhattan distance from cell `c` to
    /// home (and so the same for the tile standing for it in the mirror
    /// image).
    distance: [[u8; 16]; 16],
    board: [u8; 16],
    blank: u8,
    packs: [u32; SLOTS],
    mirrored: [u32; SLOTS],
    values: [u8; SLOTS],
    mirrored_values: [u8; SLOTS],
    bound: u32,
    /// The least `f` above the bound met in this iteration.
    next: u32,
    nodes: u64,
    stop: Option<&'a AtomicBool>,
    stopped: bool,
    path: Vec<Dir>,
    /// The board packed four bits a cell (an exact key), and the boards
    /// expanded in this pass.
    key: u64,
    seen: Seen,
}

/// The boards expanded in the pass under way: a board met again no
/// deeper than it was expanded (by another path, or round a cycle) has
/// had its subtree searched with at least the moves left now, so it is
/// passed over. On Korf's 100, a third of the nodes were such repeats
/// (measured). A slot holds the board itself (sixteen nibbles: exact, no
/// collisions), and the depth and pass it was expanded at; a new board
/// takes its slot, so the table forgets the older boards but never errs.
/// It is small (512 KB) so that it stays in the cache: most repeats are
/// met soon after.
struct Seen {
    slots: Vec<[u64; 2]>,
    stamp: u32,
}

/// Slots in the table.
const SEEN_BITS: u32 = 15;

thread_local! {
    /// Each thread's table, kept from one board to the next.
    static SEEN: std::cell::RefCell<Seen> = const {
        std::cell::RefCell::new(Seen { slots: Vec::new(), stamp: 0 })
    };
}

impl Seen {
    /// This thread's table, made on first use.
    fn take() -> Seen {
        let empty = Seen {
            slots: Vec::new(),
            stamp: 0,
        };
        let mut seen = SEEN.with(|s| std::mem::replace(&mut *s.borrow_mut(), empty));
        if seen.slots.is_empty() {
            seen.slots = vec![[0; 2]; 1 << SEEN_BITS];
        }
        seen
    }

    fn give_back(self) {
        SEEN.with(|s| *s.borrow_mut() = self);
    }

    /// A new pass: a stamp no slot holds.
    fn new_pass(&mut self) {
        self.stamp = self.stamp.wrapping_add(1);
        if self.stamp == 0 {
            self.slots.fill([0; 2]);
            self.stamp = 1;
        }
    }

    #[inline(always)]
    fn index(key: u64) -> usize {
        (key.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> (64 - SEEN_BITS)) as usize
    }

    #[inline(always)]
    fn slot(&self, key: u64) -> [u64; 2] {
        self.slots[Self::index(key)]
    }

    /// Whether `slot` (read for `key`) says the board was expanded in
    /// this pass at most `g` moves deep.
    #[inline(always)]
    fn repeats(&self, slot: [u64; 2], key: u64, g: u32) -> bool {
        slot[0] == key && slot[1] as u32 == self.stamp && (slot[1] >> 32) as u32 <= g
    }

    /// Notes the board `key` expanded `g` moves deep.
    #[inline(always)]
    fn note(&mut self, key: u64, g: u32) {
        self.slots[Self::index(key)] = [key, (g as u64) << 32 | self.stamp as u64];
    }
}

/// Each tile's group and the shift of its nibble in the group's placement.
type TileGroups = [(u8, u8); 16];

/// Each tile's group and nibble (`u8::MAX` for a tile no table covers),
/// and what each group's placement is XORed with before its lookup (see
/// [`Table::xor`]); `None` for more tables than the search holds, or a
/// reflection that does not XOR every cell alike (the per-tile tables take
/// its low nibble for all).
fn groups(tables: &[Table]) -> Option<(TileGroups, [u32; SLOTS])> {
    let mut group = [(u8::MAX, 0u8); 16];
    let mut xors = [0u32; SLOTS];
    if tables.len() >= SLOTS {
        return None;
    }
    for (g, table) in tables.iter().enumerate() {
        let uniform = (0..table.tiles.len()).fold(0, |m, j| m | (table.xor & 15) << (4 * j));
        if table.xor != uniform {
            return None;
        }
        xors[g] = table.xor;
        for (j, &t) in table.tiles.iter().enumerate() {
            group[t as usize] = (g as u8, 4 * j as u8);
        }
    }
    Some((group, xors))
}

impl<'a> SparseSearch<'a> {
    /// The search of `board` with `tables`, which cover every tile; `None`
    /// if they do not.
    fn new(board: [u8; 16], tables: &'a [Table], stop: Option<&'a AtomicBool>) -> Option<Self> {
        let first: &[u8; TABLE_BYTES] = tables.first()?.nibbles[..].try_into().ok()?;
        let mut s = SparseSearch {
            tables: [first; SLOTS],
            keep: [0; 16],
            put: [[0; 16]; 16],
            mkeep: [0; 16],
            mput: [[0; 16]; 16],
            place: [Place::default(); 16],
            distance: std::array::from_fn(|t| {
                std::array::from_fn(|c| manhattan(t as u8, c as u8) as u8)
            }),
            board,
            blank: 0,
            packs: [0; SLOTS],
            mirrored: [0; SLOTS],
            values: [0; SLOTS],
            mirrored_values: [0; SLOTS],
            key: board
                .iter()
                .enumerate()
                .fold(0, |k, (c, &t)| k | (t as u64 & 15) << (4 * c)),
            seen: Seen::take(),
            bound: 0,
            next: u32::MAX,
            nodes: 0,
            stop,
            stopped: false,
            path: Vec::with_capacity(96),
        };
        let (group, xors) = groups(tables)?;
        for (g, table) in tables.iter().enumerate() {
            s.tables[g] = table.nibbles[..].try_into().ok()?;
        }
        let mut pos = [0u8; 16];
        for (c, &t) in board.iter().enumerate() {
            pos[t as usize] = c as u8;
        }
        s.blank = pos[0];
        for t in 1..16 {
            let (g, shift) = group[t];
            let (mg, mshift) = group[transpose(t as u8) as usize];
            if g == u8::MAX {
                return None;
            }
            s.place[t] = Place {
                g,
                shift,
                mg,
                mshift,
            };
            s.packs[g as usize] |= (pos[t] as u32) << shift;
            // The mirror image holds tile T(u) at cell T(pos[u]); `t` is
            // read as T(u), so u = T(t).
            let u = transpose(t as u8) as usize;
            s.mirrored[g as usize] |= (transpose(pos[u]) as u32) << shift;
        }
        for (g, &x) in xors.iter().enumerate().take(tables.len()) {
            // From here on each placement is kept as its table reads it.
            s.packs[g] ^= x;
            s.mirrored[g] ^= x;
            s.values[g] = nibble(s.tables[g], s.packs[g]);
            s.mirrored_values[g] = nibble(s.tables[g], s.mirrored[g]);
        }
        s.fill_placements(&xors);
        Some(s)
    }

    /// Each tile's tables for moving it: the mask that clears its nibble,
    /// and the nibble to write for each cell, XORed as its table reads it
    /// (and the same for the mirror image).
    fn fill_placements(&mut self, xors: &[u32; SLOTS]) {
        for t in 1..16 {
            let p = self.place[t];
            let (flip, mflip) = (xors[p.g as usize] & 15, xors[p.mg as usize] & 15);
            self.keep[t] = !(15 << p.shift);
            self.mkeep[t] = !(15 << p.mshift);
            for b in 0..16u8 {
                self.put[t][b as usize] = (b as u32 ^ flip) << p.shift;
                self.mput[t][b as usize] = (transpose(b) as u32 ^ mflip) << p.mshift;
            }
        }
    }

    /// The bounds of the board and of its mirror image: the Manhattan
    /// distance (the same for both) plus twice each one's sum of nibbles.
    fn bounds(&self) -> [u32; 2] {
        let md: u32 = (self.board.iter().enumerate())
            .filter(|&(_, &t)| t != 0)
            .map(|(c, &t)| self.distance[t as usize][c] as u32)
            .sum();
        let sum: u32 = self.values.iter().map(|&v| v as u32).sum();
        let mirrored: u32 = self.mirrored_values.iter().map(|&v| v as u32).sum();
        [md + 2 * sum, md + 2 * mirrored]
    }

    /// Whether the board is the goal, once the bound says it may be.
    fn solved(&self) -> bool {
        self.board.iter().enumerate().all(|(c, &t)| t as usize == c)
    }

    /// One depth-first pass below the node `g` moves deep whose bounds
    /// (the board's and its mirror image's, as [`Self::bounds`]) are
    /// `now`; `from` is the cell the blank came from (16 at the root).
    /// True once the goal is found, with the path to it in `self.path`.
    /// One function on purpose: with the children's making and ordering
    /// split into `#[inline(always)]` helpers, Korf's 100 searched a
    /// quarter slower (4.41-4.91 s, median 4.75 s, against 3.25-4.11 s,
    /// median 3.74 s; five interleaved runs, 2026-11-28), the same nodes.
    fn dfs(&mut self, g: u32, now: [u32; 2], from: u8) -> bool {
        if now[0].max(now[1]) == 0 && self.solved() {
            return true;
        }
        self.nodes += 1;
        self.seen.note(self.key, g);
        if self.nodes.is_multiple_of(65_536) && self.stop.is_some_and(|s| s.load(Ordering::Relaxed))
        {
            self.stopped = true;
            return false;
        }
        let blank = self.blank as usize;
        let to = &MOVES.to[blank][from as usize];
        let count = MOVES.count[blank][from as usize] as usize;
        // Every child's indices and values first, then the comparisons:
        // the loads do not wait on each other's branches.
        let mut child = [Child::default(); 4];
        for (c, &(cell, _)) in child.iter_mut().zip(to).take(count) {
            let cell = cell as usize & 15;
            let t = self.board[cell] as usize & 15;
            let p = self.place[t];
            let (gi, mi) = (p.g as usize & 15, p.mg as usize & 15);
            c.packed = self.packs[gi] & self.keep[t] | self.put[t][blank];
            c.mpacked = self.mirrored[mi] & self.mkeep[t] | self.mput[t][blank];
            c.value = nibble(self.tables[gi], c.packed);
            c.mvalue = nibble(self.tables[mi], c.mpacked);
            // The tile's move changes the distance alike on both sides.
            c.key = self.key ^ (t as u64) << (4 * cell) ^ (t as u64) << (4 * blank);
            c.slot = self.seen.slot(c.key);
            let d = &self.distance[t];
            let md = d[blank] as u32 + 2 * c.value as u32;
            let mmd = d[blank] as u32 + 2 * c.mvalue as u32;
            let gone = d[cell] as u32;
            c.bounds = [
                now[0] + md - gone - 2 * self.values[gi] as u32,
                now[1] + mmd - gone - 2 * self.mirrored_values[mi] as u32,
            ];
        }
        // Children whose bound falls first: in the last pass the goal lies
        // below them more often, and the pass stops there.
        let here = now[0].max(now[1]);
        let mut order = [0u8; 4];
        let (mut low, mut high) = (0, count);
        for (i, c) in child.iter().enumerate().take(count) {
            if c.bounds[0].max(c.bounds[1]) < here {
                order[low] = i as u8;
                low += 1;
            } else {
                high -= 1;
                order[high] = i as u8;
            }
        }
        for &i in &order[..count] {
            let (c, (cell, dir)) = (&child[i as usize], to[i as usize]);
            let f = g + 1 + c.bounds[0].max(c.bounds[1]);
            if f > self.bound {
                self.next = self.next.min(f);
                continue;
            }
            if self.seen.repeats(c.slot, c.key, g + 1) {
                continue;
            }
            let t = self.board[cell as usize];
            let p = self.place[t as usize];
            let (gi, mi) = (p.g as usize, p.mg as usize);
            let saved = (
                self.packs[gi],
                self.values[gi],
                self.mirrored[mi],
                self.mirrored_values[mi],
            );
            self.packs[gi] = c.packed;
            self.values[gi] = c.value;
            self.mirrored[mi] = c.mpacked;
            self.mirrored_values[mi] = c.mvalue;
            self.board[blank] = t;
            self.board[cell as usize] = 0;
            self.blank = cell;
            self.path.push(dir);
            let key = std::mem::replace(&mut self.key, c.key);
            if self.dfs(g + 1, c.bounds, blank as u8) {
                return true;
            }
            self.key = key;
            self.path.pop();
            self.blank = blank as u8;
            self.board[cell as usize] = t;
            self.board[blank] = 0;
            (
                self.packs[gi],
                self.values[gi],
                self.mirrored[mi],
                self.mirrored_values[mi],
            ) = saved;
            if self.stopped {
                return false;
            }
        }
        false
    }
}

/// A child of the node being expanded: its two changed placements (on
/// the board and in the mirror image), their nibbles, and its two bounds.
#[derive(Clone, Copy, Default)]
struct Child {
    packed: u32,
    mpacked: u32,
    value: u8,
    mvalue: u8,
    bounds: [u32; 2],
    /// The child board's key, and its slot in the table of boards seen.
    key: u64,
    slot: [u64; 2],
}

/// Solves the blank-first board `board` with the sparse tables; `None` if
/// they do not cover every tile (the default tables do).
pub(super) fn solve(
    board: [u8; 16],
    tables: &[Table],
    stop: Option<&AtomicBool>,
) -> Option<Result<Solution, SolveError>> {
    let mut s = SparseSearch::new(board, tables, stop)?;
    let now = s.bounds();
    s.bound = now[0].max(now[1]);
    loop {
        s.next = u32::MAX;
        s.seen.new_pass();
        if s.dfs(0, now, 16) {
            s.seen.give_back();
            return Some(Ok(Solution {
                moves: s.path,
                nodes: s.nodes,
            }));
        }
        if s.stopped {
            s.seen.give_back();
            return Some(Err(SolveError::Stopped));
        }
        s.bound = s.next;
    }
}

/// The nibble at entry `packed` of a table kept two entries a byte.
#[inline(always)]
fn nibble(table: &[u8; TABLE_BYTES], packed: u32) -> u8 {
    table[(packed as usize >> 1) & (TABLE_BYTES - 1)] >> (4 * (packed & 1)) & 15
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_board_repeats_only_in_its_pass_and_no_deeper() {
        let mut seen = Seen::take();
        seen.new_pass();
        let (a, b) = (0x0123_4567_89AB_CDEF, 0x1023_4567_89AB_CDEF);
        assert!(!seen.repeats(seen.slot(a), a, 40));
        seen.note(a, 10);
        assert!(seen.repeats(seen.slot(a), a, 10));
        assert!(seen.repeats(seen.slot(a), a, 11));
        assert!(
            !seen.repeats(seen.slot(a), a, 9),
            "met shallower: search it"
        );
        // Another board, even one in the same slot, is not taken for it.
        assert!(!seen.repeats(seen.slot(a), b, 40));
        seen.new_pass();
        assert!(!seen.repeats(seen.slot(a), a, 40), "a new pass forgets");
        seen.give_back();
    }
}
