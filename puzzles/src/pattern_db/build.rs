//! Building one group's table: a breadth-first search over placements of
//! the group's tiles and the region of free cells the blank is in, run on
//! every core.

use std::sync::atomic::{AtomicU8, AtomicU16, AtomicU64, AtomicUsize, Ordering::Relaxed};

use super::{MAX_GROUP, placements, rank, unrank};
use crate::pdb::{grow, region};

/// The bits of `m` that lie in `free`, renumbered as positions among the
/// cells of `free` (so 8 free cells fit a byte).
pub(super) fn compress(m: u16, free: u16) -> u16 {
    let (mut out, mut f, mut i) = (0u16, free, 0);
    while f != 0 {
        let low = f & f.wrapping_neg();
        if m & low != 0 {
            out |= 1 << i;
        }
        f ^= low;
        i += 1;
    }
    out
}

/// The inverse of [`compress`].
pub(super) fn expand(bits: u16, free: u16) -> u16 {
    let (mut out, mut f, mut i) = (0u16, free, 0);
    while f != 0 {
        let low = f & f.wrapping_neg();
        if bits >> i & 1 == 1 {
            out |= low;
        }
        f ^= low;
        i += 1;
    }
    out
}

/// A per-placement mask of the free cells the blank has been found in,
/// a byte when at most 8 cells are free.
trait Mask: Sync + Send + Sized {
    fn zeroed(n: usize) -> Vec<Self>;
    fn get(&self) -> u16;
    fn or(&self, bits: u16) -> u16;
    fn clear(&self);
}

impl Mask for AtomicU8 {
    fn zeroed(n: usize) -> Vec<Self> {
        (0..n).map(|_| AtomicU8::new(0)).collect()
    }
    fn get(&self) -> u16 {
        self.load(Relaxed) as u16
    }
    fn or(&self, bits: u16) -> u16 {
        self.fetch_or(bits as u8, Relaxed) as u16
    }
    fn clear(&self) {
        self.store(0, Relaxed)
    }
}

impl Mask for AtomicU16 {
    fn zeroed(n: usize) -> Vec<Self> {
        (0..n).map(|_| AtomicU16::new(0)).collect()
    }
    fn get(&self) -> u16 {
        self.load(Relaxed)
    }
    fn or(&self, bits: u16) -> u16 {
        self.fetch_or(bits, Relaxed)
    }
    fn clear(&self) {
        self.store(0, Relaxed)
    }
}

/// The neighbours of each cell of the 4 x 4 board, as masks.
fn neighbour_masks() -> [u16; 16] {
    let mut nbr = [0u16; 16];
    for (c, m) in nbr.iter_mut().enumerate() {
        *m = grow(1 << c) & !(1 << c);
    }
    nbr
}

/// Every move from placement `p` with the blank in the regions of the
/// free cells `bits` (compressed): the child's index, the cell the moved
/// tile left (the blank's new cell) and the child's occupied cells, into
/// `out`; returns how many. At most 24, one per edge of the board.
fn moves_from(
    p: usize,
    k: usize,
    bits: u16,
    nbr: &[u16; 16],
    out: &mut [(usize, u8, u16); 24],
) -> usize {
    let mut cells = [0u8; MAX_GROUP];
    let cells = &mut cells[..k];
    unrank(p, cells);
    let mut slot_at = [0u8; 16];
    let mut occupied = 0u16;
    for (j, &c) in cells.iter().enumerate() {
        slot_at[c as usize] = j as u8;
        occupied |= 1 << c;
    }
    let mut todo = expand(bits, !occupied);
    let mut count = 0;
    while todo != 0 {
        let r = region(todo.trailing_zeros() as usize, occupied);
        todo &= !r;
        // Each group tile beside the region, slid into each region cell
        // beside it.
        let mut border = grow(r) & occupied;
        while border != 0 {
            let to = border.trailing_zeros() as usize;
            border &= border - 1;
            let j = slot_at[to] as usize;
            let mut into = nbr[to] & r;
            while into != 0 {
                let c = into.trailing_zeros() as u8;
                into &= into - 1;
                cells[j] = c;
                out[count] = (rank(cells), to as u8, occupied ^ (1 << c) ^ (1 << to));
                count += 1;
            }
            cells[j] = to as u8;
        }
    }
    count
}

/// Marks the children not seen before as seen and queued for the next
/// level, and gives a placement seen for the first time the value
/// `depth`. Every child's mask is read before any is written, so the cache
/// misses overlap. Returns the regions queued and the placements first
/// seen.
fn visit<M: Mask>(
    children: &[(usize, u8, u16)],
    seen: &[M],
    next: &[M],
    values: &[AtomicU8],
    depth: u8,
) -> (u64, u64) {
    let mut old = [0u16; 24];
    for (o, &(r, _, _)) in old.iter_mut().zip(children) {
        *o = seen[r].get();
    }
    let (mut regions, mut firsts) = (0, 0);
    for (&(r, to, occ), &o) in children.iter().zip(&old) {
        let free = !occ;
        let bit = 1u16 << (free & ((1u16 << to) - 1)).count_ones();
        if o & bit != 0 {
            continue;
        }
        let mask = compress(region(to as usize, occ), free);
        let before = seen[r].or(mask);
        if before & bit != 0 {
            continue; // another thread got there first
        }
        next[r].or(mask);
        regions += 1;
        if before == 0 {
            values[r].store(depth, Relaxed);
            firsts += 1;
        }
    }
    (regions, firsts)
}

/// Placements handed to a thread at a time.
const CHUNK: usize = 1 << 14;

/// One group's table by breadth-first search over (placement, region of
/// the blank) from the goal, on every core. A state is a placement and the
/// connected set of free cells holding the blank, since the blank wanders
/// among the other tiles at no cost; each step slides a group tile beside
/// the region into it. Per placement the search keeps a bit per free cell
/// for "seen", "in this level" and "in the next level", and the level at
/// which the placement was first seen is its value.
fn build_group<M: Mask>(tiles: &[u8], report: &(dyn Fn(u64) + Sync)) -> Vec<u8> {
    let k = tiles.len();
    let n = placements(k) as usize;
    let nbr = neighbour_masks();
    let seen = M::zeroed(n);
    let mut level = M::zeroed(n);
    let mut next = M::zeroed(n);
    let values: Vec<AtomicU8> = (0..n).map(|_| AtomicU8::new(0)).collect();

    let home = rank(tiles);
    let occupied = tiles.iter().fold(0u16, |m, &t| m | 1 << t);
    let start = compress(region(0, occupied), !occupied);
    seen[home].or(start);
    level[home].or(start);
    report(1);

    let threads = std::thread::available_parallelism().map_or(1, |t| t.get());
    let mut depth = 0u8;
    loop {
        let chunk = AtomicUsize::new(0);
        let pushed = AtomicU64::new(0);
        let (level_ref, next_ref) = (&level, &next);
        std::thread::scope(|s| {
            for _ in 0..threads {
                s.spawn(|| {
                    let mut children = [(0usize, 0u8, 0u16); 24];
                    loop {
                        let first = chunk.fetch_add(1, Relaxed) * CHUNK;
                        if first >= n {
                            break;
                        }
                        let (mut firsts, mut regions) = (0u64, 0u64);
                        let end = (first + CHUNK).min(n);
                        for (p, here) in level_ref[first..end].iter().enumerate() {
                            let bits = here.get();
                            if bits == 0 {
                                continue;
                            }
                            here.clear();
                            let count = moves_from(first + p, k, bits, &nbr, &mut children);
                            let (r, f) =
                                visit(&children[..count], &seen, next_ref, &values, depth + 1);
                            regions += r;
                            firsts += f;
                        }
                        pushed.fetch_add(regions, Relaxed);
                        if firsts > 0 {
                            report(firsts);
                        }
                    }
                });
            }
        });
        if pushed.load(Relaxed) == 0 {
            break;
        }
        std::mem::swap(&mut level, &mut next);
        depth += 1;
    }
    values.into_iter().map(AtomicU8::into_inner).collect()
}

/// One group's table: a byte of "blank seen here" bits per placement when
/// at most 8 cells are free (8 tiles placed), else two bytes.
pub(super) fn build_table(tiles: &[u8], report: &(dyn Fn(u64) + Sync)) -> Vec<u8> {
    if tiles.len() >= 8 {
        build_group::<AtomicU8>(tiles, report)
    } else {
        build_group::<AtomicU16>(tiles, report)
    }
}
