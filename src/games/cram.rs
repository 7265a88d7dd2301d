//! Cram: dominoes on a grid, placed by either player either way (the
//! impartial Domineering; Winning Ways ch. 23; CGSuite's `Cram`). Every
//! value is a nimber.

use std::fmt;
use std::str::FromStr;

use super::cram_bits::CramBits;
use super::partizan::{self, Partizan};
use super::{Entry, Kind};
use crate::rulesets::grid::{Grid, GridError};
use crate::rulesets::{Normalized, Ruleset};
use crate::short::Player;

/// A free square (a filled one is 0, the background of a cut-out region).
const FREE: u8 = 1;

const FORMAT: &str = "rows of '.' (empty) and '#' (filled) separated by '|', as in ..#|...";

/// A Cram position: rows of `.` (empty) and `#` (filled) separated by `|`.
///
/// ```
/// use combinatorial_games::games::Cram;
/// use combinatorial_games::rulesets::Ruleset;
/// use combinatorial_games::Game;
/// // Two squares: one domino ends it: *.
/// assert_eq!("..".parse::<Cram>().unwrap().value(), Game::star());
/// // 2 x 2: every domino leaves room for exactly one more: 0.
/// assert_eq!("..|..".parse::<Cram>().unwrap().value(), Game::zero());
/// ```
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Cram {
    grid: Grid,
}

impl Cram {
    /// Cram on `grid`, whose free squares are `FREE` (as Domineering's).
    pub(super) fn on(grid: Grid) -> Cram {
        Cram { grid }
    }

    /// Each placement in words, with the board it leaves.
    fn moves(&self) -> Vec<(String, Cram)> {
        let g = &self.grid;
        let mut out = Vec::new();
        for (dr, dc) in [(1, 0), (0, 1)] {
            for r in 0..g.h.saturating_sub(dr) {
                for c in 0..g.w.saturating_sub(dc) {
                    let (i, j) = (r * g.w + c, (r + dr) * g.w + c + dc);
                    if g.cells[i] == FREE && g.cells[j] == FREE {
                        let mut cells = g.cells.clone();
                        cells[i] = 0;
                        cells[j] = 0;
                        let text = format!("({},{})-({},{})", r + 1, c + 1, r + dr + 1, c + dc + 1);
                        out.push((
                            text,
                            Cram {
                                grid: Grid { cells, ..g.clone() },
                            },
                        ));
                    }
                }
            }
        }
        out
    }
}

impl Ruleset for Cram {
    /// The board's cells, one byte each.
    fn heap_bytes(&self) -> usize {
        self.grid.cells.len()
    }

    const IMPARTIAL: bool = true;

    /// Through the word ruleset (`cram_bits.rs`: Domineering's words with
    /// both players placing either way) when the board has at most 64
    /// squares, else through the grid.
    fn value(&self) -> crate::Game {
        match CramBits::of(&self.grid, FREE) {
            Some(bits) => bits.value(),
            None => crate::rulesets::shared_value(self),
        }
    }

    fn delegate_table() -> Option<crate::rulesets::TableOps> {
        Some(crate::rulesets::TableOps::of::<CramBits>())
    }

    fn left_moves(&self) -> Vec<Cram> {
        self.moves().into_iter().map(|m| m.1).collect()
    }

    fn right_moves(&self) -> Vec<Cram> {
        self.left_moves()
    }

    /// The 4-connected regions of empty squares; single squares are left
    /// out.
    fn components(self) -> Vec<Cram> {
        self.grid
            .regions(|x| x == FREE)
            .into_iter()
            .filter(|g| g.cells.iter().filter(|&&x| x == FREE).count() > 1)
            .map(|grid| Cram { grid })
            .collect()
    }

    /// The least of the board's eight images: both players place either
    /// way, so every symmetry of the square keeps the value.
    fn normalized(self) -> Normalized<Cram> {
        let grid = self.grid.least_image();
        Normalized::Same(Cram { grid })
    }
}

impl FromStr for Cram {
    type Err = GridError;

    fn from_str(s: &str) -> Result<Cram, GridError> {
        let grid = Grid::parse(s, "Cram", FORMAT, |c| match c {
            '.' | '_' => Some(FREE),
            '#' => Some(0),
            _ => None,
        })?;
        Ok(Cram { grid })
    }
}

impl fmt::Display for Cram {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.grid.write(f, |x| if x == FREE { '.' } else { '#' })
    }
}

/// Cram in the catalogue.
pub static ENTRY: Entry = Entry {
    id: "cram",
    aliases: &[],
    name: "Cram",
    expr_name: "Cram",
    about: "Dominoes on a grid, placed by either player either way: impartial Domineering.",
    format: FORMAT,
    example: "...|...",
    kind: Kind::Impartial,
    valued_by: "canonical form (a nimber) from the moves, the board split into regions of empty squares, the eight symmetries of the square sharing one table entry",
    sides: None,
    read: partizan::read::<Cram>,
    heap: None,
};

impl Partizan for Cram {
    fn entry() -> &'static Entry {
        &ENTRY
    }

    fn described_moves(&self, _: Player) -> Vec<(String, Self)> {
        self.moves()
    }
}
