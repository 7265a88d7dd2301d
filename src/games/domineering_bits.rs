//! Domineering on boards of at most 64 squares, each board one `u64` of
//! empty squares: moves, regions and symmetries are a few word operations
//! instead of walks over a grid of bytes. [`super::Domineering`] values its
//! boards through it when they fit; the grid ruleset stays for larger ones
//! and as the reference the tests hold this one to.

use super::words;
use crate::rulesets::grid::Grid;
use crate::rulesets::{Normalized, Ruleset, listed};

mod two_rows;

/// An `h` x `w` board (`h * w <= 64`): bit `r * w + c` is set when square
/// `(r, c)` is empty.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub(crate) struct Bits {
    free: u64,
    h: u8,
    w: u8,
}

/// The bits of the first `n` squares (also used by the Toads and Frogs
/// strips on words).
pub(super) fn low(n: usize) -> u64 {
    if n >= 64 { u64::MAX } else { (1 << n) - 1 }
}

impl Bits {
    /// The board of `grid` (empty squares are `free`), if it fits in 64
    /// squares.
    pub(crate) fn of(grid: &Grid, free: u8) -> Option<Bits> {
        if grid.h * grid.w > 64 {
            return None;
        }
        let bits = grid
            .cells
            .iter()
            .enumerate()
            .filter(|&(_, &x)| x == free)
            .fold(0, |b, (i, _)| b | 1 << i);
        Some(Bits {
            free: bits,
            h: grid.h as u8,
            w: grid.w as u8,
        })
    }

    fn dims(&self) -> (usize, usize) {
        (usize::from(self.h), usize::from(self.w))
    }

    /// The squares of every column but the last: those a horizontal step
    /// to the right may start from.
    fn not_last_column(&self) -> u64 {
        let (h, w) = self.dims();
        let row = low(w) >> 1;
        (0..h).fold(0, |m, r| m | row << (r * w))
    }

    /// The squares of every column but the first.
    fn not_first_column(&self) -> u64 {
        self.not_last_column() << 1
    }

    /// Boards with the squares `a` and `b` filled, for each pair in `pairs`
    /// (the bit of each pair's first square; its second is `step` later).
    fn place(&self, pairs: u64, step: usize, out: &mut dyn FnMut(Bits)) {
        let mut rest = pairs;
        while rest != 0 {
            let i = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            out(Bits {
                free: self.free & !(1 << i | 1 << (i + step)),
                ..*self
            });
        }
    }

    /// The vertical pairs of free squares (Left's moves), by their upper
    /// squares.
    fn vertical_pairs(&self) -> u64 {
        let w = usize::from(self.w);
        self.free & self.free.checked_shr(w as u32).unwrap_or(0)
    }

    /// The horizontal pairs (Right's moves), by their left squares.
    fn horizontal_pairs(&self) -> u64 {
        self.free & self.free >> 1 & self.not_last_column()
    }

    /// The 4-connected regions of free squares, single squares (where no
    /// domino fits) left out, each cut to its bounding box: Domineering's
    /// parts before its shortening, and Cram's parts.
    pub(crate) fn for_each_region(self, f: &mut dyn FnMut(Bits)) {
        match self.h {
            1 => self.for_each_run(f),
            2 => two_rows::for_each_region(self, f),
            _ => self.for_each_filled_region(f),
        }
    }

    /// The regions by flood fill, for any number of rows.
    fn for_each_filled_region(self, f: &mut dyn FnMut(Bits)) {
        let mut rest = self.free;
        while rest != 0 {
            let region = self.region(rest & rest.wrapping_neg());
            rest &= !region;
            if region.count_ones() > 1 {
                f(self.cut(region));
            }
        }
    }

    /// One row's regions: its runs of two or more free squares.
    fn for_each_run(self, f: &mut dyn FnMut(Bits)) {
        let mut rest = self.free;
        while rest != 0 {
            let start = rest.trailing_zeros();
            let len = (rest >> start).trailing_ones();
            rest &= !(low(len as usize) << start);
            if len > 1 {
                f(two_rows::strip(len as usize));
            }
        }
    }

    /// The region of free squares 4-connected to `seed`.
    fn region(&self, seed: u64) -> u64 {
        let w = usize::from(self.w);
        let (right, left) = (self.not_last_column(), self.not_first_column());
        let mut region = seed;
        loop {
            // checked: a board one row of 64 has no square below another.
            let grown = region
                | region.checked_shl(w as u32).unwrap_or(0)
                | region.checked_shr(w as u32).unwrap_or(0)
                | (region & right) << 1
                | (region & left) >> 1;
            let grown = grown & self.free;
            if grown == region {
                return region;
            }
            region = grown;
        }
    }

    /// The squares of `region` cut out to their bounding box.
    fn cut(&self, region: u64) -> Bits {
        let w = usize::from(self.w);
        // Rows from the region's lowest and highest squares; no list of
        // rows (this runs for every region of every position).
        let r0 = region.trailing_zeros() as usize / w;
        let r1 = (63 - region.leading_zeros() as usize) / w;
        let row = |r: usize| region >> (r * w) & low(w);
        let columns = (r0..=r1).fold(0, |m, r| m | row(r));
        let c0 = columns.trailing_zeros() as usize;
        let cw = 64 - columns.leading_zeros() as usize - c0;
        let free = (r0..=r1).fold(0, |b, r| b | (row(r) >> c0) << ((r - r0) * cw));
        Bits {
            free,
            h: (r1 - r0 + 1) as u8,
            w: cw as u8,
        }
    }

    /// Rows and columns exchanged.
    fn transposed(&self) -> Bits {
        let (h, w) = self.dims();
        Bits {
            free: words::transposed(self.free, h, w),
            h: self.w,
            w: self.h,
        }
    }

    /// The least of the board's four mirror images, which keep vertical
    /// dominoes vertical: the mirror row by row, and the half turns of the
    /// board and of the mirror, each one reversal of the word.
    fn least_mirror(&self) -> Bits {
        let (h, w) = self.dims();
        let n = h * w;
        let mirror = words::mirrored(self.free, h, w);
        [
            words::half_turned(self.free, n),
            mirror,
            words::half_turned(mirror, n),
        ]
        .into_iter()
        .fold(*self, |a, free| {
            if free < a.free {
                Bits { free, ..*self }
            } else {
                a
            }
        })
    }
}

impl Ruleset for Bits {
    fn left_moves(&self) -> Vec<Bits> {
        listed(|f| self.for_each_left_move(f))
    }

    fn right_moves(&self) -> Vec<Bits> {
        listed(|f| self.for_each_right_move(f))
    }

    fn for_each_left_move(&self, f: &mut dyn FnMut(Bits)) {
        self.place(self.vertical_pairs(), usize::from(self.w), f);
    }

    fn for_each_right_move(&self, f: &mut dyn FnMut(Bits)) {
        self.place(self.horizontal_pairs(), 1, f);
    }

    /// The 4-connected regions of empty squares, single squares (where no
    /// domino fits) left out.
    fn components(self) -> Vec<Bits> {
        listed(|f| self.for_each_component(f))
    }

    /// On two rows, a region's long runs of columns free in one row only
    /// are shortened too ([`two_rows::shortened`]): the parts' values
    /// still add up to the board's.
    fn for_each_component(self, f: &mut dyn FnMut(Bits)) {
        if self.h != 2 {
            return self.for_each_region(f);
        }
        self.for_each_region(&mut |region| match two_rows::shortened(region) {
            Some((core, pairs)) => {
                f(core);
                f(two_rows::strip(2 * pairs));
            }
            None => f(region),
        });
    }

    /// Boards of at most 57 squares as one word for the table (see
    /// `words::packed_squares`).
    fn packed(&self) -> Option<u64> {
        words::packed_squares(usize::from(self.h), usize::from(self.w), self.free)
    }

    /// As [`super::Domineering`]'s: the image at most as tall as it is
    /// wide, least among its mirror images (and, for a square, against the
    /// transposed ones); transposing swaps the players, so negates.
    fn normalized(self) -> Normalized<Bits> {
        use std::cmp::Ordering;
        match self.h.cmp(&self.w) {
            Ordering::Less => Normalized::Same(self.least_mirror()),
            Ordering::Greater => Normalized::Negated(self.transposed().least_mirror()),
            Ordering::Equal => {
                let (a, b) = (self.least_mirror(), self.transposed().least_mirror());
                if b.free < a.free {
                    Normalized::Negated(b)
                } else {
                    Normalized::Same(a)
                }
            }
        }
    }

    // REMEMBER_POSITIONS stays off: the split and the images are a few
    // word operations, cheaper than a second table entry for every
    // position (measured on 2 x 16: 160-240 ms off, 280-300 ms on; with
    // whole positions kept as their least images, 92-107 ms off, 169-187
    // ms on, 2026-11-29).
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rulesets::Solver;

    fn grid(rows: &[&str]) -> Grid {
        Grid::parse(&rows.join("|"), "Domineering", "", |c| match c {
            '.' => Some(1),
            '#' => Some(0),
            _ => None,
        })
        .unwrap()
    }

    /// The word-level operations against their definitions on a grid.
    #[test]
    fn moves_regions_and_images() {
        let g = grid(&["..#.", ".#..", "...#"]);
        let b = Bits::of(&g, 1).unwrap();
        // Vertical pairs: (0,0)-(1,0), (1,0)-(2,0), (0,3)-(1,3), (1,2)-(2,2).
        assert_eq!(b.left_moves().len(), 4);
        // Horizontal pairs: (0,0)-(0,1), (1,2)-(1,3), (2,0)-(2,1), (2,1)-(2,2).
        assert_eq!(b.right_moves().len(), 4);
        // One region but for nothing: all free squares are joined.
        assert_eq!(b.components().len(), 1);
        let t = b.transposed();
        assert_eq!((t.h, t.w), (4, 3));
        assert_eq!(t.transposed(), b);
        // The four mirror images share one representative.
        let (h, w) = b.dims();
        let mirror = words::mirrored(b.free, h, w);
        for free in [
            mirror,
            words::half_turned(b.free, 12),
            words::half_turned(mirror, 12),
        ] {
            assert_eq!(Bits { free, ..b }.least_mirror(), b.least_mirror());
        }
        assert_eq!(
            words::half_turned(words::half_turned(b.free, 12), 12),
            b.free
        );
        // Two separate squares of two: two regions.
        let two = Bits::of(&grid(&["..#", "##.", "##."]), 1).unwrap();
        let parts = two.components();
        assert_eq!(parts.len(), 2);
        assert!(parts.iter().any(|p| (p.h, p.w, p.free) == (1, 2, 0b11)));
        assert!(parts.iter().any(|p| (p.h, p.w, p.free) == (2, 1, 0b11)));
    }

    /// Asserts that the words value the `h` x `w` board `free` as the grid
    /// ruleset does (which splits regions and nothing else).
    pub(super) fn agrees_with_the_grid(
        grids: &mut Solver<super::super::Domineering>,
        h: usize,
        w: usize,
        free: u64,
    ) {
        let rows: Vec<String> = (0..h)
            .map(|r| {
                (0..w)
                    .map(|c| {
                        if free >> (r * w + c) & 1 == 1 {
                            '.'
                        } else {
                            '#'
                        }
                    })
                    .collect()
            })
            .collect();
        let text = rows.join("|");
        let d: super::super::Domineering = text.parse().unwrap();
        let bits = Bits {
            free,
            h: h as u8,
            w: w as u8,
        };
        assert_eq!(bits.value(), grids.value(&d), "{text}");
    }

    /// Values through the words agree with the grid ruleset's on every
    /// board of up to 3 x 4 squares, and on random larger ones.
    #[test]
    fn values_agree_with_the_grid_ruleset() {
        let mut grids = Solver::<super::super::Domineering>::new();
        let mut check =
            |h: usize, w: usize, free: u64| agrees_with_the_grid(&mut grids, h, w, free);
        for (h, w) in [(1, 4), (2, 2), (2, 3), (3, 3), (2, 4), (3, 4), (4, 3)] {
            for free in 0..1u64 << (h * w) {
                check(h, w, free);
            }
        }
        let mut x: u64 = 0x9E37_79B9_7F4A_7C15;
        for _ in 0..60 {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            let (h, w) = (2 + (x % 4) as usize, 3 + (x / 4 % 4) as usize);
            // About one square in four filled.
            let free = low(h * w) & !(x & x.rotate_left(17));
            check(h, w, free);
        }
    }
}
