//! Fission on boards of at most 64 squares, each board two `u64`s (the
//! squares that are not blocked, and the stones among them): splits,
//! regions and the eight symmetries are word operations instead of walks
//! over a grid of bytes, and a board of at most 36 squares is one word in
//! the table. [`super::Fission`] values its boards through it when they
//! fit; the grid ruleset stays for larger ones and as the reference the
//! tests hold this one to.

use super::domineering_bits::low;
use super::words::{self, Around, Images, first_column};
use crate::rulesets::grid::Grid;
use crate::rulesets::{Normalized, Ruleset, listed};

/// An `h` x `w` Fission board (`h * w <= 64`); bit `r * w + c` is square
/// `(r, c)`. `open` are the squares that are not blocked, `stones` (a part
/// of `open`) those with a stone. The fields are in the order the table's
/// least image compares them: rows first.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub(crate) struct FissionBits {
    h: u8,
    w: u8,
    open: u64,
    stones: u64,
}

impl FissionBits {
    /// The board of `grid` (`empty` and `stone` its cells' codes for an
    /// empty square and a stone), if it has at most 64 squares.
    pub(crate) fn of(grid: &Grid, empty: u8, stone: u8) -> Option<FissionBits> {
        if grid.h * grid.w > 64 {
            return None;
        }
        let bits = |want: &dyn Fn(u8) -> bool| {
            grid.cells
                .iter()
                .enumerate()
                .filter(|&(_, &x)| want(x))
                .fold(0, |b, (i, _)| b | 1 << i)
        };
        Some(FissionBits {
            h: grid.h as u8,
            w: grid.w as u8,
            open: bits(&|x| x == empty || x == stone),
            stones: bits(&|x| x == stone),
        })
    }

    /// Every split by Left (`vertical`: into the squares above and below)
    /// or by Right (into those left and right).
    fn splits(&self, vertical: bool, out: &mut dyn FnMut(FissionBits)) {
        let (h, w) = self.dims();
        let empty = self.open & !self.stones;
        let (before, after, step) = if vertical {
            // The empty square above a square is `w` places lower in the
            // word, the one below `w` higher; past the edges is nothing (a
            // row of 64 has no square above or below at all).
            let shifted = |x: Option<u64>| x.unwrap_or(0);
            (
                shifted(empty.checked_shl(w as u32)),
                shifted(empty.checked_shr(w as u32)),
                w,
            )
        } else {
            // Shifted along a row, but not from one row into the next.
            let not_last = first_column(h, w) * (low(w) >> 1);
            ((empty & not_last) << 1, (empty & not_last << 1) >> 1, 1)
        };
        let mut rest = self.stones & before & after;
        while rest != 0 {
            let s = rest & rest.wrapping_neg();
            rest &= rest - 1;
            out(FissionBits {
                stones: self.stones ^ s ^ s >> step ^ s << step,
                ..*self
            });
        }
    }

    /// The region `group` cut to its bounding box; the squares of the box
    /// outside the region are blocked.
    fn cut(&self, group: u64) -> FissionBits {
        let w = usize::from(self.w);
        let (r0, c0, r1, c1) = words::bounding_box(group, w);
        let rect = (r0, c0, r1 - r0 + 1, c1 - c0 + 1);
        FissionBits {
            h: rect.2 as u8,
            w: rect.3 as u8,
            open: words::cut(group, w, rect),
            stones: words::cut(self.stones & group, w, rect),
        }
    }
}

impl Images for FissionBits {
    fn dims(&self) -> (usize, usize) {
        (usize::from(self.h), usize::from(self.w))
    }

    fn with_words(&self, h: usize, w: usize, f: impl Fn(u64) -> u64) -> FissionBits {
        FissionBits {
            h: h as u8,
            w: w as u8,
            open: f(self.open),
            stones: f(self.stones),
        }
    }
}

impl Ruleset for FissionBits {
    fn left_moves(&self) -> Vec<FissionBits> {
        listed(|f| self.splits(true, f))
    }

    fn right_moves(&self) -> Vec<FissionBits> {
        listed(|f| self.splits(false, f))
    }

    fn for_each_left_move(&self, f: &mut dyn FnMut(FissionBits)) {
        self.splits(true, f);
    }

    fn for_each_right_move(&self, f: &mut dyn FnMut(FissionBits)) {
        self.splits(false, f);
    }

    fn components(self) -> Vec<FissionBits> {
        listed(|f| self.for_each_component(f))
    }

    /// The 4-connected regions of squares that are not blocked, each cut
    /// to its bounding box; a region without a stone is left out. Splits
    /// never block a square, so a board without blocked squares is one
    /// region all its life and is passed on as it is, unflooded.
    fn for_each_component(self, f: &mut dyn FnMut(FissionBits)) {
        let (h, w) = self.dims();
        if self.stones == 0 {
            return;
        }
        if self.open == low(h * w) {
            f(self);
            return;
        }
        let step = Around::new(h, w);
        let mut rest = self.open;
        while rest != 0 {
            let group = step.touching(rest & rest.wrapping_neg(), self.open);
            rest &= !group;
            if group & self.stones == 0 {
                continue;
            }
            if group == self.open && words::bounding_box(group, w) == (0, 0, h - 1, w - 1) {
                f(self);
            } else {
                f(self.cut(group));
            }
        }
    }

    /// Boards of at most 36 squares, at most 32 wide, as one word (see
    /// `words::packed_stones`: a blocked square is its "empty", an empty
    /// square one kind of stone and a stone the other).
    fn packed(&self) -> Option<u64> {
        let (h, w) = self.dims();
        words::packed_stones(h, w, self.open & !self.stones, self.stones)
    }

    /// Mirror images keep splits up and down as they were, so keep the
    /// value; the transpose swaps the players, so negates it. Of the eight
    /// images the least is kept, a board taller than wide transposed.
    fn normalized(self) -> Normalized<FissionBits> {
        use std::cmp::Ordering;
        let (h, w) = self.dims();
        match h.cmp(&w) {
            Ordering::Less => Normalized::Same(self.least_mirror()),
            Ordering::Greater => Normalized::Negated(self.transpose().least_mirror()),
            Ordering::Equal => {
                let (a, b) = (self.least_mirror(), self.transpose().least_mirror());
                if b < a {
                    Normalized::Negated(b)
                } else {
                    Normalized::Same(a)
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::Fission;
    use super::*;
    use crate::rulesets::Solver;

    const EMPTY: u8 = 1;
    const STONE: u8 = 2;

    fn bits(text: &str) -> FissionBits {
        let grid = Grid::parse(text, "Fission", "", |c| match c {
            '.' => Some(EMPTY),
            'x' => Some(STONE),
            '#' => Some(0),
            _ => None,
        })
        .unwrap();
        FissionBits::of(&grid, EMPTY, STONE).unwrap()
    }

    /// Every board of the shapes below whose squares are each blocked,
    /// empty or a stone (3^8 = 6 561 boards of eight squares), valued on
    /// words and on the grid.
    #[test]
    fn values_agree_with_the_grid_ruleset() {
        let mut grids = Solver::<Fission>::new();
        let mut words = Solver::<FissionBits>::new();
        for (h, w) in [(2, 4), (4, 2), (1, 7), (7, 1), (3, 2)] {
            for mut n in 0..3u32.pow(h * w) {
                let rows: Vec<String> = (0..h)
                    .map(|_| {
                        (0..w)
                            .map(|_| {
                                let c = ['#', '.', 'x'][(n % 3) as usize];
                                n /= 3;
                                c
                            })
                            .collect()
                    })
                    .collect();
                let text = rows.join("|");
                let k: Fission = text.parse().unwrap();
                assert_eq!(words.value(&bits(&text)), grids.value(&k), "{text}");
            }
        }
    }

    #[test]
    fn splits_stay_in_their_rows_and_columns() {
        // A stone at the end of a row cannot split across into the next.
        let b = bits("...x|x...|....");
        let right: Vec<String> = b.right_moves().iter().map(|m| format!("{m:?}")).collect();
        assert!(right.is_empty(), "{right:?}");
        // Left splits the first stone (room above is off the board: no)
        // and not the second (nothing above row 0); the stone in row 1
        // splits into rows 0 and 2.
        assert_eq!(b.left_moves(), vec![bits("x..x|....|x...")]);
    }

    #[test]
    fn a_row_of_64_squares_splits_only_sideways() {
        // One row: nothing above or below, and the word's shift by its
        // whole width must not wrap.
        let b = bits(&format!(".x.{}", ".".repeat(61)));
        assert!(b.left_moves().is_empty());
        assert_eq!(
            b.right_moves(),
            vec![bits(&format!("x.x{}", ".".repeat(61)))]
        );
    }

    #[test]
    fn images_and_regions() {
        // Mirror images share one entry; the transpose is negated.
        let a = bits("..x|...").normalized();
        assert_eq!(bits("x..|...").normalized(), a);
        assert_eq!(bits("...|..x").normalized(), a);
        let t = bits("..|..|x.").normalized();
        match (a, t) {
            (Normalized::Same(x), Normalized::Negated(y)) => assert_eq!(x, y),
            other => panic!("{other:?}"),
        }
        // Two regions with stones and one without.
        let parts = bits("x.#..|..#.x|..#..").components();
        assert_eq!(parts, vec![bits("x.|..|.."), bits("..|.x|..")]);
    }
}
