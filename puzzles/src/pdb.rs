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

use std::sync::{Arc, OnceLock};

mod sparse;

#[cfg(test)]
use super::sliding::Dir;

/// The 6-6-3 split: the top-right 2 x 3 block, the bottom-right 2 x 3
/// block, and the left column below the blank's home.
pub(crate) const GROUPS_663: [&[u8]; 3] =
    [&[1, 2, 3, 5, 6, 7], &[9, 10, 11, 13, 14, 15], &[4, 8, 12]];

/// The bytes of every sparse table: two nibbles a placement of at most 6
/// tiles packed four bits a tile.
pub(crate) const TABLE_BYTES: usize = 1 << 23;

/// One group's table, indexed by the placement's cells packed four bits a
/// tile (a sparse index: no ranking at lookup time, which measured faster
/// than a dense ranked table three times smaller). Each value is kept as
/// a nibble, half its excess over the group's Manhattan distance, and a
/// group that a reflection of the board maps onto another group shares
/// that group's nibbles: the two 6-tile tables of the default split take
/// 8 MB rather than 32, and stay in the cache.
pub(crate) struct Table {
    pub(crate) tiles: Vec<u8>,
    /// Two entries a byte, the even one in the low nibble.
    pub(crate) nibbles: Arc<[u8]>,
    /// XORed into a packed placement before the lookup: a reflection of
    /// the board that XORs each cell with a constant, applied to each
    /// nibble (0 for a table built for this group).
    pub(crate) xor: u32,
}

impl Table {
    /// Half the excess of the value over the Manhattan distance, for a
    /// placement packed four bits a tile (the search reads the nibbles
    /// directly; this and [`Table::get`] are for tests).
    #[cfg(test)]
    pub(crate) fn nibble(&self, packed: usize) -> u8 {
        let i = packed ^ self.xor as usize;
        self.nibbles[i >> 1] >> (4 * (i & 1)) & 15
    }

    /// The value for a placement packed four bits a tile.
    #[cfg(test)]
    pub(crate) fn get(&self, packed: usize) -> u8 {
        let md: u32 = self
            .tiles
            .iter()
            .enumerate()
            .map(|(j, &t)| manhattan(t, (packed >> (4 * j) & 15) as u8))
            .sum();
        (md + 2 * self.nibble(packed) as u32) as u8
    }

    /// This table read as the table of the group that the reflection
    /// `cell ^ flip` of the board maps it onto, if the two searches are
    /// the same searches reflected: the goal's region of the blank (the
    /// free cells about cell 0) must map onto the other group's.
    fn reflected(&self, flip: u8) -> Option<Table> {
        let occupied = |tiles: &[u8]| tiles.iter().fold(0u16, |m, &t| m | 1 << t);
        let tiles: Vec<u8> = self.tiles.iter().map(|&t| t ^ flip).collect();
        if tiles.contains(&0) {
            return None;
        }
        let here = region(0, occupied(&self.tiles));
        let there = region(0, occupied(&tiles));
        let mapped = (0..16)
            .filter(|c| here >> c & 1 == 1)
            .fold(0u16, |m, c| m | 1 << (c ^ flip));
        if mapped != there {
            return None;
        }
        let mask = (0..self.tiles.len()).fold(0u32, |m, j| m | (flip as u32) << (4 * j));
        Some(Table {
            tiles,
            nibbles: self.nibbles.clone(),
            xor: self.xor ^ mask,
        })
    }
}

/// The sparse tables for `groups` (each of at most 6 tiles), built on
/// this thread; a group that a reflection of the board (a row, a column
/// or a half turn) maps onto a group already built reads that group's
/// nibbles. `None` if a group is not 1 to 6 distinct tiles of 1 to 15,
/// or some value's excess does not fit a nibble.
pub(crate) fn sparse_tables(groups: &[&[u8]]) -> Option<Vec<Table>> {
    let mut tables: Vec<Table> = Vec::new();
    for g in groups {
        let tiles_ok = g.iter().all(|&t| (1..16).contains(&t));
        let distinct =
            g.iter().fold(0u16, |m, &t| m | 1 << (t & 15)).count_ones() as usize == g.len();
        if g.is_empty() || g.len() > 6 || !tiles_ok || !distinct {
            return None;
        }
        let mut want = g.to_vec();
        want.sort_unstable();
        let shared = tables.iter().find_map(|t| {
            [3u8, 12, 15].into_iter().find_map(|flip| {
                let r = t.reflected(flip)?;
                let mut have = r.tiles.clone();
                have.sort_unstable();
                (have == want).then_some(r)
            })
        });
        let table = match shared {
            Some(t) => t,
            None => Table {
                tiles: g.to_vec(),
                nibbles: sparse::build(g)?.into(),
                xor: 0,
            },
        };
        tables.push(table);
    }
    Some(tables)
}

/// The Manhattan distance of tile `t` in cell `c` from its home, cell `t`.
pub(crate) fn manhattan(t: u8, c: u8) -> u32 {
    ((t / 4).abs_diff(c / 4) + (t % 4).abs_diff(c % 4)) as u32
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

/// The reference the two builders are tested against, written apart from
/// them: a group's values, by packed placement (`u8::MAX` where cells
/// repeat), by a breadth-first search from the goal over (placement, blank
/// region) states with a queue: the blank wanders through the cells of
/// other tiles for free, so a state is a placement and the region of free
/// cells the blank is in; each step swaps the blank with a group tile
/// beside its region, at a cost of one.
#[cfg(test)]
pub(crate) fn build(tiles: &[u8]) -> Vec<u8> {
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
    moves
}

/// The default tables, built once per process by [`sparse_tables`]: one
/// 6-tile table serves both 6-tile groups, which a reflection of the
/// board's rows maps onto each other.
pub(crate) fn tables_663() -> &'static [Table] {
    static TABLES: OnceLock<Vec<Table>> = OnceLock::new();
    TABLES.get_or_init(|| {
        sparse_tables(&GROUPS_663).expect("every excess of the 6-6-3 split fits a nibble")
    })
}

/// The main-diagonal reflection of a cell (and so of a tile's label under
/// the blank-first goal).
pub(crate) fn transpose(c: u8) -> u8 {
    (c % 4) * 4 + c / 4
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every placement of `k` tiles, packed four bits a tile.
    fn placements(k: usize) -> Vec<usize> {
        (0..1usize << (4 * k))
            .filter(|p| {
                let cells = (0..k).fold(0u16, |m, j| m | 1 << (p >> (4 * j) & 15));
                cells.count_ones() as usize == k
            })
            .collect()
    }

    #[test]
    fn a_reflected_table_is_the_other_groups_table() {
        // The default split's second 6-tile group reads the first group's
        // nibbles through the row reflection (cell ^ 12), in the first
        // group's slot order; built for itself, it gives the same values.
        let tables = tables_663();
        assert!(Arc::ptr_eq(&tables[0].nibbles, &tables[1].nibbles));
        assert_eq!(tables[1].tiles, [13, 14, 15, 9, 10, 11]);
        assert_eq!(tables[1].xor, 0xCC_CCCC);
        let own = sparse_tables(&[&[13, 14, 15, 9, 10, 11]]).unwrap();
        assert_eq!(own[0].xor, 0);
        for p in placements(6) {
            assert_eq!(tables[1].get(p), own[0].get(p));
        }
    }

    #[test]
    fn a_reflection_that_moves_the_blanks_region_is_refused() {
        // Tiles 1 and 4 at home wall the blank into cell 0; reflected in
        // the columns (tiles 2 and 7) the blank's home region is the rest
        // of the board, so the two searches differ.
        let t = &sparse_tables(&[&[1, 4]]).unwrap()[0];
        assert!(t.reflected(3).is_none());
        let tables = sparse_tables(&[&[1, 4], &[2, 7]]).unwrap();
        assert!(!Arc::ptr_eq(&tables[0].nibbles, &tables[1].nibbles));
        // And sharing would have been wrong: read through the reflection
        // regardless, the first table gives other values than the second's
        // own, since the two searches start from different blank regions.
        let forced = Table {
            tiles: vec![2, 7],
            nibbles: t.nibbles.clone(),
            xor: 0x33,
        };
        assert!(
            placements(2)
                .iter()
                .any(|&p| forced.get(p) != tables[1].get(p))
        );
        // Half a turn would map tile 15 onto the blank's label: refused.
        assert!(
            sparse_tables(&[&[10, 11, 14, 15]]).unwrap()[0]
                .reflected(15)
                .is_none()
        );
    }

    #[test]
    fn groups_the_sparse_build_cannot_take_are_refused() {
        for bad in [&[][..], &[1, 2, 3, 4, 5, 6, 7], &[0, 1], &[3, 3], &[16]] {
            assert!(sparse_tables(&[bad]).is_none(), "{bad:?}");
        }
    }

    #[test]
    fn the_default_tables_cover_every_tile_once() {
        let mut tiles: Vec<u8> = tables_663().iter().flat_map(|t| t.tiles.clone()).collect();
        tiles.sort_unstable();
        assert_eq!(tiles, (1..16).collect::<Vec<u8>>());
    }
}
