//! Clobber on boards of at most 64 squares, each board two `u64`s (Left's
//! stones, Right's stones): moves, groups of stones and the eight
//! symmetries are word operations instead of walks over a grid of bytes.
//! [`super::Clobber`] values its boards through it when they fit; the grid
//! ruleset stays for larger ones and as the reference the tests hold this
//! one to.

use super::clobber::{O, X};
use super::domineering_bits::low;
use super::words::{self, Around, Images, first_column};
use crate::rulesets::grid::Grid;
use crate::rulesets::{Normalized, Ruleset, listed};

/// An `h` x `w` Clobber board (`h * w <= 64`); bit `r * w + c` is square
/// `(r, c)`. `black` are Left's stones, `white` Right's. The fields are in
/// the order the table's least image compares them: rows first.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub(crate) struct ClobberBits {
    h: u8,
    w: u8,
    black: u64,
    white: u64,
}

impl ClobberBits {
    /// The board of `grid`, if it has at most 64 squares.
    pub(crate) fn of(grid: &Grid) -> Option<ClobberBits> {
        if grid.h * grid.w > 64 {
            return None;
        }
        let bits = |want: u8| {
            grid.cells
                .iter()
                .enumerate()
                .filter(|&(_, &x)| x == want)
                .fold(0, |b, (i, _)| b | 1 << i)
        };
        Some(ClobberBits {
            h: grid.h as u8,
            w: grid.w as u8,
            black: bits(X),
            white: bits(O),
        })
    }

    /// Every move of Left's stones (`left`) or Right's: a stone steps onto
    /// a stone of the other colour beside it, which leaves the board.
    fn moves(&self, left: bool, out: &mut dyn FnMut(ClobberBits)) {
        let (mine, theirs) = if left {
            (self.black, self.white)
        } else {
            (self.white, self.black)
        };
        let (h, w) = self.dims();
        // The squares of every column but the last, and but the first.
        let not_last = first_column(h, w) * (low(w) >> 1);
        let not_first = not_last << 1;
        let row = w as u32;
        // The stones that can step each way, found by shifting the other
        // side's stones back one step, and the step's length.
        let ways: [(u64, i32); 4] = [
            (mine & theirs >> 1 & not_last, 1),
            (mine & theirs << 1 & not_first, -1),
            (mine & theirs.checked_shr(row).unwrap_or(0), row as i32),
            (mine & theirs.checked_shl(row).unwrap_or(0), -(row as i32)),
        ];
        for (movers, step) in ways {
            let mut rest = movers;
            while rest != 0 {
                let from = rest & rest.wrapping_neg();
                rest &= rest - 1;
                let to = if step > 0 {
                    from << step
                } else {
                    from >> -step
                };
                let (mine, theirs) = (mine ^ from ^ to, theirs ^ to);
                let (black, white) = if left { (mine, theirs) } else { (theirs, mine) };
                out(ClobberBits {
                    black,
                    white,
                    ..*self
                });
            }
        }
    }

    /// The board of one group of stones, cut to the group's bounding box:
    /// a stone only ever steps onto a stone, so a group never leaves it.
    fn cut(&self, group: u64) -> ClobberBits {
        let w = usize::from(self.w);
        let (r0, c0, r1, c1) = words::bounding_box(group, w);
        let rect = (r0, c0, r1 - r0 + 1, c1 - c0 + 1);
        ClobberBits {
            h: rect.2 as u8,
            w: rect.3 as u8,
            black: words::cut(self.black & group, w, rect),
            white: words::cut(self.white & group, w, rect),
        }
    }
}

impl Images for ClobberBits {
    fn dims(&self) -> (usize, usize) {
        (usize::from(self.h), usize::from(self.w))
    }

    fn with_words(&self, h: usize, w: usize, f: impl Fn(u64) -> u64) -> ClobberBits {
        ClobberBits {
            h: h as u8,
            w: w as u8,
            black: f(self.black),
            white: f(self.white),
        }
    }
}

impl Ruleset for ClobberBits {
    // REMEMBER_POSITIONS stays off: the split is one flood fill, and
    // keeping each position as reached made the table five times larger
    // for no gain (measured on 4 x 4, 3 x 5 and 2 x 8 boards); kept as
    // their least images, no gain either (3 x 6 and 4 x 4, 2026-11-29).

    fn left_moves(&self) -> Vec<ClobberBits> {
        listed(|f| self.moves(true, f))
    }

    fn right_moves(&self) -> Vec<ClobberBits> {
        listed(|f| self.moves(false, f))
    }

    fn for_each_left_move(&self, f: &mut dyn FnMut(ClobberBits)) {
        self.moves(true, f);
    }

    fn for_each_right_move(&self, f: &mut dyn FnMut(ClobberBits)) {
        self.moves(false, f);
    }

    fn components(self) -> Vec<ClobberBits> {
        listed(|f| self.for_each_component(f))
    }

    /// The 4-connected groups of stones, each cut to its bounding box; a
    /// group of one colour has no move and is left out. One group filling
    /// the board's rows and columns is the board itself.
    fn for_each_component(self, f: &mut dyn FnMut(ClobberBits)) {
        let (h, w) = self.dims();
        let step = Around::new(h, w);
        let stones = self.black | self.white;
        let mut rest = stones;
        while rest != 0 {
            let group = step.touching(rest & rest.wrapping_neg(), stones);
            rest &= !group;
            if group & self.black == 0 || group & self.white == 0 {
                continue;
            }
            if group == stones && words::bounding_box(group, w) == (0, 0, h - 1, w - 1) {
                f(self);
            } else {
                f(self.cut(group));
            }
        }
    }

    /// Boards of at most 36 squares, at most 32 wide, as one word for the
    /// table (see `words::packed_stones`; an empty square is as a wall
    /// here).
    fn packed(&self) -> Option<u64> {
        let (h, w) = self.dims();
        words::packed_stones(h, w, self.black, self.white)
    }

    /// The least of the board's eight images (see `least_image`).
    fn normalized(self) -> Normalized<ClobberBits> {
        Normalized::Same(self.least_image())
    }

    /// The colours exchanged: the negative, the rules being the same for
    /// both players.
    fn negative_image(&self) -> Option<ClobberBits> {
        let swapped = ClobberBits {
            black: self.white,
            white: self.black,
            ..*self
        };
        Some(swapped.least_image())
    }
}

#[cfg(test)]
mod tests {
    use super::super::Clobber;
    use super::*;
    use crate::rulesets::Solver;

    /// `rows` as a grid board and as words.
    fn both(text: &str) -> (Clobber, ClobberBits) {
        let grid = Grid::parse(text, "Clobber", "", |c| match c {
            '.' => Some(0),
            'x' => Some(X),
            'o' => Some(O),
            _ => None,
        })
        .unwrap();
        (text.parse().unwrap(), ClobberBits::of(&grid).unwrap())
    }

    #[test]
    fn moves_by_hand() {
        // xo.: Left takes the o (x moves right); Right takes the x.
        let (_, b) = both("xo.");
        assert_eq!(b.left_moves(), [both(".x.").1]);
        assert_eq!(b.right_moves(), [both("o..").1]);
        // Columns: x above o; no move across a row's end (o at the end of
        // row 0 is not beside x at the start of row 1).
        let (_, c) = both("x.o|o.x");
        assert_eq!(c.left_moves(), [both("..o|x.x").1, both("x.x|o..").1]);
        assert_eq!(c.right_moves(), [both("x..|o.o").1, both("o.o|..x").1]);
        // Diagonal neighbours are not beside each other.
        let (_, d) = both("x.|.o");
        assert!(d.left_moves().is_empty() && d.right_moves().is_empty());
    }

    #[test]
    fn groups_split_and_are_cut() {
        // xo and ox apart: two groups of two, each cut to one row.
        let (_, b) = both("xo..|...o|...x");
        let parts = b.components();
        assert_eq!(parts.len(), 2);
        assert!(parts.iter().all(|p| p.h * p.w == 2));
        // A group of one colour has no move.
        let (_, c) = both("xx.o");
        assert_eq!(c.components(), []);
    }

    /// The words' values against the grid ruleset's: every board of up to
    /// 8 squares in the shapes below, then random boards up to 8 x 8.
    #[test]
    fn values_agree_with_the_grid_ruleset() {
        let mut grids = Solver::<Clobber>::new();
        let mut words = Solver::<ClobberBits>::new();
        let mut check = |h: usize, w: usize, code: &dyn Fn(usize) -> usize| {
            let rows: Vec<String> = (0..h)
                .map(|r| (0..w).map(|c| ['.', 'x', 'o'][code(r * w + c)]).collect())
                .collect();
            let text = rows.join("|");
            let (k, b) = both(&text);
            assert_eq!(words.value(&b), grids.value(&k), "{text}");
        };
        for (h, w) in [(1, 8), (2, 4), (4, 2), (2, 3), (3, 2), (1, 7)] {
            for n in 0..3usize.pow((h * w) as u32) {
                check(h, w, &|i| n / 3usize.pow(i as u32) % 3);
            }
        }
        let mut next = crate::test_rng::xorshift(0x2545_F491_4F6C_DD1D);
        // Dense boards up to 4 x 4, then sparse ones up to 8 x 8 (about
        // one square in three holds a stone), which split into groups.
        for _ in 0..300 {
            let x = next();
            let (h, w) = (1 + (x % 4) as usize, 2 + (x / 4 % 3) as usize);
            let y = x.rotate_left(23).wrapping_mul(0x9E37_79B9_7F4A_7C15);
            check(h, w, &|i| {
                [0, 1, 2, 1, 2, 1, 2, 0][(y >> (3 * (i % 21))) as usize & 7]
            });
        }
        for _ in 0..150 {
            let x = next();
            let (h, w) = (3 + (x % 6) as usize, 5 + (x / 8 % 4) as usize);
            let y = x.rotate_left(29).wrapping_mul(0x9E37_79B9_7F4A_7C15);
            let z = y.rotate_left(31) ^ x;
            check(h, w, &|i| match (y >> i & 1, z >> i & 1, i % 3) {
                (1, 1, 0 | 1) => 1,
                (1, 0, 0) | (0, 1, 2) => 2,
                _ => 0,
            });
        }
    }

    #[test]
    fn images_share_one_entry() {
        let (_, b) = both("xo.|.ox|o..");
        let Normalized::Same(n) = b.normalized() else {
            unreachable!()
        };
        let t = b.transpose();
        let (mirror, t_mirror) = (b.mirror(), t.mirror());
        let turn = |p: ClobberBits| p.half_turn();
        for img in [
            mirror,
            turn(b),
            turn(mirror),
            t,
            t_mirror,
            turn(t),
            turn(t_mirror),
        ] {
            assert_eq!(img.normalized(), Normalized::Same(n));
        }
        // A board taller than wide is kept wider than tall.
        let (_, tall) = both("x.|..|.o");
        let Normalized::Same(m) = tall.normalized() else {
            unreachable!()
        };
        assert_eq!((m.h, m.w), (2, 3));
    }
}
