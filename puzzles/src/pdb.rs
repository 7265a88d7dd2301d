//! Additive pattern databases for the 4 x 4 puzzle (Korf and Felner
//! 2002): the tiles are split into groups; a group's table holds, for every
//! placement of its tiles, the fewest moves *of those tiles* that bring
//! them home, the other tiles being indistinct. Moves of different groups'
//! tiles are different moves, so the tables' values add and stay
//! admissible. Looking up the board reflected in the main diagonal as well
//! and taking the larger sum prunes more, for nothing.
//!
//! Tables are for the blank-first goal (tile `t` home in cell `t`); a
//! blank-last board is turned half around and relabelled first. A
//! placement is indexed by its tiles' cells packed four bits each, so
//! lookups need no ranking.

use std::sync::OnceLock;

#[cfg(test)]
use super::sliding::Dir;

/// The 6-6-3 split: the top-right 2 x 3 block, the bottom-right 2 x 3
/// block, and the left column below the blank's home.
pub(crate) const GROUPS_663: [&[u8]; 3] =
    [&[1, 2, 3, 5, 6, 7], &[9, 10, 11, 13, 14, 15], &[4, 8, 12]];

/// One group's table, indexed by the placement's cells packed four bits a
/// tile (a sparse index: no ranking at lookup time, which measured faster
/// than a dense ranked table three times smaller).
pub(crate) struct Table {
    pub(crate) tiles: Vec<u8>,
    pub(crate) moves: Vec<u8>,
}

impl Table {
    /// The value for a placement packed four bits a tile.
    #[inline]
    pub(crate) fn get(&self, packed: usize) -> u8 {
        self.moves[packed]
    }
}

#[cfg(test)]
fn step(cell: usize, d: Dir) -> Option<usize> {
    super::sliding::neighbour(cell, d, 4, 4)
}

/// The cells beside each cell, as a 16-bit mask.
#[cfg(test)]
fn neighbours(cell: usize) -> u16 {
    Dir::ALL
        .into_iter()
        .filter_map(|d| step(cell, d))
        .fold(0, |m, c| m | 1 << c)
}

/// The cells `r` and every cell beside one of them.
pub(crate) fn grow(r: u16) -> u16 {
    const NOT_COL0: u16 = 0xEEEE; // a cell's right neighbour is not in column 0
    const NOT_COL3: u16 = 0x7777; // a cell's left neighbour is not in column 3
    r | ((r << 1) & NOT_COL0) | ((r >> 1) & NOT_COL3) | (r << 4) | (r >> 4)
}

/// Every cell the blank reaches from `blank` without touching `occupied`.
pub(crate) fn region(blank: usize, occupied: u16) -> u16 {
    let free = !occupied;
    let mut r: u16 = 1 << blank;
    loop {
        let grown = grow(r) & free;
        if grown == r {
            return r;
        }
        r = grown;
    }
}

/// The reference the ranked builder is tested against, written apart from
/// it: a group's table by a breadth-first search from the goal over
/// (placement, blank region) states with a queue and a packed index: the blank wanders through the cells
/// of other tiles for free, so a state is a placement and the region of
/// free cells the blank is in; each step swaps the blank with a group tile
/// beside its region, at a cost of one.
#[cfg(test)]
pub(crate) fn build(tiles: &[u8]) -> Table {
    let k = tiles.len();
    let size = 1usize << (4 * k);
    let nbr: Vec<u16> = (0..16).map(neighbours).collect();
    let mut moves = vec![u8::MAX; size];
    // Visited states, by placement and the region's lowest cell, and the
    // states queued for the next level, by placement and blank cell.
    let words = ((size << 4) / 64).max(1);
    let mut seen = vec![0u64; words];
    let mut queued = vec![0u64; words];
    let bit = |v: &[u64], s: usize| v[s >> 6] >> (s & 63) & 1 == 1;
    let set = |v: &mut [u64], s: usize| v[s >> 6] |= 1 << (s & 63);
    let home: usize = tiles
        .iter()
        .enumerate()
        .map(|(i, &t)| (t as usize) << (4 * i))
        .sum();
    let mut level: Vec<u32> = vec![(home << 4) as u32]; // blank home in cell 0
    let mut depth = 0u8;
    while !level.is_empty() {
        let mut next: Vec<u32> = Vec::new();
        for &s in &level {
            let s = s as usize;
            let (placement, blank) = (s >> 4, s & 15);
            let mut slot_at = [u8::MAX; 16];
            let mut occupied: u16 = 0;
            for j in 0..k {
                let c = placement >> (4 * j) & 15;
                slot_at[c] = j as u8;
                occupied |= 1 << c;
            }
            let r = region(blank, occupied);
            let key = (placement << 4) | r.trailing_zeros() as usize;
            if bit(&seen, key) {
                continue;
            }
            set(&mut seen, key);
            if moves[placement] == u8::MAX {
                moves[placement] = depth;
            }
            // Group tiles beside the region, each slid into a region cell.
            let mut border = grow(r) & occupied;
            while border != 0 {
                let to = border.trailing_zeros() as usize;
                border &= border - 1;
                let j = slot_at[to] as usize;
                let mut into = nbr[to] & r;
                while into != 0 {
                    let c = into.trailing_zeros() as usize;
                    into &= into - 1;
                    let moved = placement & !(15 << (4 * j)) | (c << (4 * j));
                    let n = (moved << 4) | to;
                    if !bit(&queued, n) {
                        set(&mut queued, n);
                        next.push(n as u32);
                    }
                }
            }
        }
        level = next;
        depth += 1;
    }
    Table {
        tiles: tiles.to_vec(),
        moves,
    }
}

/// The default tables, built once per process: by the ranked parallel
/// search of [`super::pattern_db`] (both cores on each table in turn, about
/// half the time of a thread per table), then laid out by packed cells.
pub(crate) fn tables_663() -> &'static [Table] {
    static TABLES: OnceLock<Vec<Table>> = OnceLock::new();
    TABLES.get_or_init(|| {
        let ranked = super::pattern_db::PatternDatabase::build(&GROUPS_663, |_| {})
            .expect("the 6-6-3 split is valid");
        ranked.groups().iter().map(packed).collect()
    })
}

/// A ranked table laid out by packed cells (entries no placement uses
/// stay `u8::MAX`).
fn packed(group: &super::pattern_db::Group) -> Table {
    let k = group.tiles.len();
    let mut moves = vec![u8::MAX; 1 << (4 * k)];
    let mut cells = [0u8; super::pattern_db::MAX_GROUP];
    for index in 0..group.len() {
        super::pattern_db::unrank(index, &mut cells[..k]);
        let p = cells[..k]
            .iter()
            .enumerate()
            .fold(0usize, |a, (i, &c)| a | (c as usize) << (4 * i));
        moves[p] = group.at(index);
    }
    Table {
        tiles: group.tiles.clone(),
        moves,
    }
}

/// The main-diagonal reflection of a cell (and so of a tile's label under
/// the blank-first goal).
pub(crate) fn transpose(c: u8) -> u8 {
    (c % 4) * 4 + c / 4
}
