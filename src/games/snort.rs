//! Snort on a strip: Left writes `L` in an empty cell not beside an `R`,
//! Right writes `R` in one not beside an `L`. The worked example of adding
//! a game in `docs/architecture.md`.

use std::fmt;
use std::str::FromStr;

use thiserror::Error;

use super::Cell;
use super::partizan::{self, Partizan};
use super::{Entry, Kind};
use crate::rulesets::Ruleset;

const FORMAT: &str = "a row of '.' (empty), 'L' and 'R', as in ..L...";

/// The catalogue reads a strip or a graph.
const ENTRY_FORMAT: &str = "a row of '.' (empty), 'L' and 'R', as in ..L...; or a graph in CGSuite's notation, vertices ., L and R joined by -, (a;b) branches, :A names a vertex, as in L-.-.(-.;-.)";

/// A strip of Snort: `.` empty, `L` and `R` claimed.
///
/// ```
/// use combinatorial_games::games::{Cell, Snort};
/// use combinatorial_games::rulesets::Ruleset;
/// use combinatorial_games::Game;
/// let s: Snort = "L.".parse().unwrap();
/// assert_eq!(s.value(), Game::from(1));
/// assert_eq!(Snort::from_cells([Cell::Left, Cell::Empty]), s);
/// assert_eq!("L.x".parse::<Snort>().unwrap_err().to_string(),
///     "'x' at column 3 is not a cell of Snort: a row of '.' (empty), 'L' and 'R', as in ..L...");
/// ```
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Snort {
    cells: Vec<Cell>,
}

/// A string that is not a Snort strip.
///
/// ```
/// use combinatorial_games::games::{Snort, SnortError};
/// assert_eq!("L.x".parse::<Snort>(), Err(SnortError::BadCell { found: 'x', column: 3 }));
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum SnortError {
    /// A character other than `.`, `L` and `R`.
    #[error("'{found}' at column {column} is not a cell of Snort: {FORMAT}")]
    BadCell {
        /// The character.
        found: char,
        /// Its column, from 1.
        column: usize,
    },
}

impl Snort {
    /// The strip of these cells, `Cell::Left` and `Cell::Right` for cells
    /// claimed by each player.
    ///
    /// ```
    /// use combinatorial_games::games::{Cell, Snort};
    /// let s = Snort::from_cells([Cell::Empty, Cell::Right]);
    /// assert_eq!(s.to_string(), ".R");
    /// assert_eq!(s.cells(), [Cell::Empty, Cell::Right]);
    /// ```
    pub fn from_cells(cells: impl IntoIterator<Item = Cell>) -> Snort {
        Snort {
            cells: cells.into_iter().collect(),
        }
    }

    /// The cells from left to right.
    ///
    /// ```
    /// use combinatorial_games::games::{Cell, Snort};
    /// let s = Snort::from_cells([Cell::Left, Cell::Empty]);
    /// assert_eq!(s.cells(), [Cell::Left, Cell::Empty]);
    /// ```
    pub fn cells(&self) -> &[Cell] {
        &self.cells
    }

    fn place(&self, mine: Cell) -> Vec<Snort> {
        let (c, theirs) = (&self.cells, mine.swapped());
        (0..c.len())
            .filter(|&i| c[i] == Cell::Empty)
            .filter(|&i| (i == 0 || c[i - 1] != theirs) && c.get(i + 1) != Some(&theirs))
            .map(|i| {
                let mut n = c.clone();
                n[i] = mine;
                Snort { cells: n }
            })
            .collect()
    }
}

impl Ruleset for Snort {
    fn left_moves(&self) -> Vec<Snort> {
        self.place(Cell::Left)
    }
    fn right_moves(&self) -> Vec<Snort> {
        self.place(Cell::Right)
    }
}

impl FromStr for Snort {
    type Err = SnortError;
    fn from_str(s: &str) -> Result<Snort, SnortError> {
        let cell = |(i, ch)| match ch {
            '.' => Ok(Cell::Empty),
            'L' => Ok(Cell::Left),
            'R' => Ok(Cell::Right),
            found => Err(SnortError::BadCell {
                found,
                column: i + 1,
            }),
        };
        let cells = s.chars().enumerate().map(cell).collect::<Result<_, _>>()?;
        Ok(Snort { cells })
    }
}

impl fmt::Display for Snort {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for c in &self.cells {
            f.write_str(match c {
                Cell::Empty => ".",
                Cell::Left => "L",
                Cell::Right => "R",
            })?;
        }
        Ok(())
    }
}

/// A strip (`..L..`), or a graph in CGSuite's notation (`L-.-.-.-L`,
/// with an edge `-`, a branch or a name in it).
fn read_any(board: &str) -> Result<Box<dyn super::Position>, String> {
    let (text, _) = partizan::split_side(board);
    if text.contains(['-', '(', ':']) {
        partizan::read::<super::col_rules::SnortGraph>(board)
    } else {
        partizan::read::<Snort>(board)
    }
}

/// Snort in the catalogue.
pub static ENTRY: Entry = Entry {
    id: "snort",
    aliases: &[],
    name: "Snort",
    expr_name: "Snort",
    about: "Claim cells of a strip; never beside the other player's.",
    format: ENTRY_FORMAT,
    example: "....",
    kind: Kind::Partizan,
    valued_by: "canonical form from the moves",
    sides: Some(["L", "R"]),
    read: read_any,
    heap: None,
};

impl Partizan for Snort {
    fn entry() -> &'static Entry {
        &ENTRY
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// By hand: one cell is {0|0} = *; in L. Left has one move (to LL, 0)
    /// and Right none (the cell is beside an L), so {0|} = 1; in .. each
    /// player's move leaves the other nothing but the mover one more: +-1.
    #[test]
    fn small_strips() {
        let v = |s: &str| s.parse::<Snort>().unwrap().value().to_string();
        assert_eq!(v("."), "*");
        assert_eq!(v("L."), "1");
        assert_eq!(v(".R"), "-1");
        assert_eq!(v(".."), "+-1");
        assert!("..x".parse::<Snort>().is_err());
    }
}
