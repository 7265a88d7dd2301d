//! Building a default table on one thread: a breadth-first search over
//! (placement, region of the blank), indexed by the placement's cells
//! packed four bits a tile, level by level in index order.
//!
//! The packed index needs no ranking, and a move changes one nibble of
//! it, so in index order the children of successive placements lie in a
//! few streams through memory that the caches follow. A placement's
//! regions are numbered (at most 8 for at most 8 tiles), so what the
//! search keeps per placement is three bytes: the regions reached, and
//! those reached at the level being expanded and at the next.
//!
//! The value is kept as a nibble: the least number of moves of the
//! group's tiles exceeds their Manhattan distance by an even number (each
//! move takes one tile one cell), and half of that excess is below 16 for
//! every group of the default split; [`build`] says `None` where it is not.

use super::{TABLE_BYTES, grow, manhattan, region};

/// The regions of the free cells for every set of `k` occupied cells,
/// computed once (a flood fill per child cost more than the rest of the
/// search): for the set with index `index[occupied]`, the region of each
/// free cell as a number (regions numbered by their lowest cell), and
/// each region's cells.
struct Regions {
    index: Vec<u16>,
    number: Vec<[u8; 16]>,
    cells: Vec<[u16; 8]>,
}

impl Regions {
    fn new(k: u32) -> Regions {
        let mut r = Regions {
            index: vec![u16::MAX; 1 << 16],
            number: Vec::new(),
            cells: Vec::new(),
        };
        for occupied in 0..=u16::MAX {
            if occupied.count_ones() != k {
                continue;
            }
            r.index[occupied as usize] = r.number.len() as u16;
            let (mut number, mut cells) = ([0u8; 16], [0u16; 8]);
            let (mut todo, mut n) = (!occupied, 0);
            while todo != 0 {
                let region = region(todo.trailing_zeros() as usize, occupied);
                todo &= !region;
                cells[n] = region;
                let mut each = region;
                while each != 0 {
                    number[each.trailing_zeros() as usize] = n as u8;
                    each &= each - 1;
                }
                n += 1;
            }
            r.number.push(number);
            r.cells.push(cells);
        }
        r
    }
}

/// What the search keeps, per packed placement: the regions (as bits of
/// their numbers) reached, and reached at the level being expanded and
/// at the next one; and a bit per placement saying which placements have
/// regions in either level, so that a level's scan skips the rest.
struct Levels {
    seen: Vec<u8>,
    current: Vec<u8>,
    next: Vec<u8>,
    current_any: Vec<u64>,
    next_any: Vec<u64>,
}

/// The nibbles of the table for `tiles` (1 to 6 distinct tiles of 1 to
/// 15), [`TABLE_BYTES`] of them: entry `p` is at bits `4 * (p & 1)` of
/// byte `p / 2`, where `p`
/// packs the tiles' cells four bits each in the order of `tiles`; the
/// value is the tiles' Manhattan distance plus twice the nibble. `None`
/// where some excess does not fit a nibble.
pub(crate) fn build(tiles: &[u8]) -> Option<Vec<u8>> {
    let k = tiles.len();
    debug_assert!((1..=6).contains(&k));
    let size = 1usize << (4 * k);
    let words = size.div_ceil(64);
    let mut levels = Levels {
        seen: vec![0; size],
        current: vec![0; size],
        next: vec![0; size],
        current_any: vec![0; words],
        next_any: vec![0; words],
    };
    let search = Search {
        regions: Regions::new(k as u32),
        distance: tiles
            .iter()
            .map(|&t| std::array::from_fn(|c| manhattan(t, c as u8) as u8))
            .collect(),
    };
    // Every table the same length, so the search's lookups need no bounds
    // check; for fewer tiles the pages past the used ones stay untouched
    // and take no memory.
    let mut nibbles = vec![0u8; TABLE_BYTES];
    let home = tiles
        .iter()
        .enumerate()
        .fold(0usize, |a, (j, &t)| a | (t as usize) << (4 * j));
    let occupied = tiles.iter().fold(0u16, |m, &t| m | 1 << t);
    let i = search.regions.index[occupied as usize] as usize;
    let start = 1 << search.regions.number[i][0]; // the blank home in cell 0
    levels.seen[home] = start;
    levels.current[home] = start;
    levels.current_any[home / 64] |= 1 << (home % 64);
    let mut depth = 0u32;
    loop {
        let mut reached = false;
        for w in 0..words {
            let mut bits = std::mem::take(&mut levels.current_any[w]);
            while bits != 0 {
                let p = w * 64 + bits.trailing_zeros() as usize;
                bits &= bits - 1;
                reached |= search.expand(p, depth + 1, &mut levels, &mut nibbles)?;
            }
        }
        if !reached {
            return Some(nibbles);
        }
        std::mem::swap(&mut levels.current, &mut levels.next);
        std::mem::swap(&mut levels.current_any, &mut levels.next_any);
        depth += 1;
    }
}

/// What the expansion of a placement reads: the regions of each set of
/// occupied cells, and each tile's distance from home by cell.
struct Search {
    regions: Regions,
    distance: Vec<[u8; 16]>,
}

impl Search {
    /// Every move from placement `p` with the blank in its regions of the
    /// level being expanded: the states not reached before are marked for
    /// the next level, and a placement reached for the first time gets the
    /// value `value`. Whether any state was new; `None` if a value's excess
    /// overflows a nibble.
    fn expand(
        &self,
        p: usize,
        value: u32,
        levels: &mut Levels,
        nibbles: &mut [u8],
    ) -> Option<bool> {
        let mut shift_at = [0u8; 16];
        let (mut occupied, mut md) = (0u16, 0u32);
        for (j, d) in self.distance.iter().enumerate() {
            let c = p >> (4 * j) & 15;
            shift_at[c] = 4 * j as u8;
            occupied |= 1 << c;
            md += d[c] as u32;
        }
        let regions = &self.regions.cells[self.regions.index[occupied as usize] as usize];
        let mut todo = std::mem::take(&mut levels.current[p]);
        let mut reached = false;
        while todo != 0 {
            let r = regions[todo.trailing_zeros() as usize];
            todo &= todo - 1;
            // Each group tile beside the region, slid into each region cell
            // beside it; the blank then stands where the tile was.
            let mut border = grow(r) & occupied;
            while border != 0 {
                let from = border.trailing_zeros() as usize;
                border &= border - 1;
                let shift = shift_at[from] as usize;
                let d = &self.distance[shift / 4];
                let mut into = grow(1 << from) & r;
                while into != 0 {
                    let c = into.trailing_zeros() as usize;
                    into &= into - 1;
                    let child = p & !(15 << shift) | c << shift;
                    let after = occupied ^ (1 << from) ^ (1 << c);
                    let i = self.regions.index[after as usize] as usize;
                    let bit = 1u8 << self.regions.number[i][from];
                    let before = levels.seen[child];
                    if before & bit != 0 {
                        continue;
                    }
                    levels.seen[child] = before | bit;
                    if levels.next[child] == 0 {
                        levels.next_any[child / 64] |= 1 << (child % 64);
                    }
                    levels.next[child] |= bit;
                    reached = true;
                    if before == 0 {
                        keep(child, value, md + d[c] as u32 - d[from] as u32, nibbles)?;
                    }
                }
            }
        }
        Some(reached)
    }
}

/// Keeps `value` for placement `p`, as half its excess over the tiles'
/// Manhattan distance `md`; `None` if that overflows a nibble.
fn keep(p: usize, value: u32, md: u32, nibbles: &mut [u8]) -> Option<()> {
    debug_assert!(value >= md && (value - md).is_multiple_of(2));
    let excess = value.checked_sub(md)? / 2;
    if excess > 15 {
        return None;
    }
    nibbles[p / 2] |= (excess as u8) << (4 * (p & 1));
    Some(())
}
