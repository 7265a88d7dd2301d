//! Cram on boards of at most 64 squares, each board one `u64` of empty
//! squares, through Domineering's words: Cram is Domineering with both
//! players placing either way, so a Cram move is a move of either player
//! in Domineering, and every symmetry of the square keeps a Cram value.
//! [`super::Cram`] values its boards through it when they fit; the grid
//! ruleset stays for larger ones and as the reference the tests hold this
//! one to.

use super::domineering_bits::Bits;
use crate::rulesets::grid::Grid;
use crate::rulesets::{Normalized, Ruleset, listed};

/// A Cram board as Domineering's words.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub(crate) struct CramBits(Bits);

impl CramBits {
    /// The board of `grid` (empty squares are `free`), if it has at most 64
    /// squares.
    pub(crate) fn of(grid: &Grid, free: u8) -> Option<CramBits> {
        Bits::of(grid, free).map(CramBits)
    }

    /// Every placement, upright then lying.
    fn moves(&self, f: &mut dyn FnMut(CramBits)) {
        self.0.for_each_left_move(&mut |b| f(CramBits(b)));
        self.0.for_each_right_move(&mut |b| f(CramBits(b)));
    }
}

impl Ruleset for CramBits {
    const IMPARTIAL: bool = true;

    fn left_moves(&self) -> Vec<CramBits> {
        listed(|f| self.moves(f))
    }

    fn right_moves(&self) -> Vec<CramBits> {
        listed(|f| self.moves(f))
    }

    fn for_each_left_move(&self, f: &mut dyn FnMut(CramBits)) {
        self.moves(f);
    }

    fn for_each_right_move(&self, f: &mut dyn FnMut(CramBits)) {
        self.moves(f);
    }

    fn components(self) -> Vec<CramBits> {
        listed(|f| self.for_each_component(f))
    }

    /// Domineering's regions of empty squares, single squares left out.
    fn for_each_component(self, f: &mut dyn FnMut(CramBits)) {
        self.0.for_each_region(&mut |b| f(CramBits(b)));
    }

    /// As Domineering's boards.
    fn packed(&self) -> Option<u64> {
        self.0.packed()
    }

    /// Domineering's representative of the board's eight images. There the
    /// transposed image is the negative; in Cram it has the same value.
    fn normalized(self) -> Normalized<CramBits> {
        let (Normalized::Same(b) | Normalized::Negated(b)) = self.0.normalized();
        Normalized::Same(CramBits(b))
    }
}

#[cfg(test)]
mod tests {
    use super::super::Cram;
    use super::*;
    use crate::rulesets::Solver;

    /// The words' values against the grid ruleset's: every board of up to
    /// 9 squares in the shapes below, walls included.
    #[test]
    fn values_agree_with_the_grid_ruleset() {
        let mut grids = Solver::<Cram>::new();
        let mut words = Solver::<CramBits>::new();
        for (h, w) in [(1, 9), (3, 3), (2, 4), (4, 2), (2, 3), (3, 2), (1, 1)] {
            for n in 0..1u32 << (h * w) {
                let rows: Vec<String> = (0..h)
                    .map(|r| {
                        (0..w)
                            .map(|c| if n >> (r * w + c) & 1 == 1 { '#' } else { '.' })
                            .collect()
                    })
                    .collect();
                let text = rows.join("|");
                let k: Cram = text.parse().unwrap();
                let grid = Grid::parse(&text, "Cram", "", |c| match c {
                    '.' => Some(1),
                    '#' => Some(0),
                    _ => None,
                })
                .unwrap();
                let b = CramBits::of(&grid, 1).unwrap();
                assert_eq!(words.value(&b), grids.value(&k), "{text}");
            }
        }
    }

    #[test]
    fn images_share_one_entry() {
        let b = |text: &str| {
            let grid = Grid::parse(text, "Cram", "", |c| match c {
                '.' => Some(1),
                '#' => Some(0),
                _ => None,
            })
            .unwrap();
            CramBits::of(&grid, 1).unwrap().normalized()
        };
        // An L of three squares in its eight positions.
        let first = b("..#|.##");
        for img in [
            ".##|..#", "#..|##.", "##.|#..", "..|.#|##", "..|#.|##", "##|.#|..", "##|#.|..",
        ] {
            assert_eq!(b(img), first, "{img}");
        }
    }
}
