//! Clobber: stones on a grid; a player moves one of their stones onto an
//! orthogonally adjacent stone of the opponent's, which is removed. Left
//! plays `x`, Right plays `o` (as in CGSuite).

use std::fmt;
use std::str::FromStr;

use super::Cell;
use super::clobber_bits::ClobberBits;
use super::partizan::{self, Partizan};
use super::{Entry, Kind};
use crate::rulesets::grid::{Grid, GridError};
use crate::rulesets::{Normalized, Ruleset};

/// Left's stone and Right's, in the grid (also read by the words ruleset).
pub(super) const X: u8 = 1;
pub(super) const O: u8 = 2;
const FORMAT: &str =
    "rows of 'x' (Left's stones), 'o' (Right's) and '.' (empty) separated by '|', as in xo.|ox.";

/// A Clobber position: rows of `x` (Left), `o` (Right) and `.` separated by
/// `|`.
///
/// ```
/// use combinatorial_games::rulesets::Ruleset;
/// use combinatorial_games::games::Clobber;
/// use combinatorial_games::Game;
/// // xo: either player clobbers and leaves a lone stone: {0|0} = *.
/// assert_eq!("xo".parse::<Clobber>().unwrap().value(), Game::star());
/// // xxo: Left leaves x.x (0); Right leaves xo. (*): {0|*} = ^.
/// assert_eq!("xxo".parse::<Clobber>().unwrap().value(), Game::up());
/// assert!("xq".parse::<Clobber>().is_err());
/// ```
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Clobber {
    grid: Grid,
}

impl Clobber {
    /// The board with these rows, `Cell::Left` for Left's stones (`x`),
    /// `Cell::Right` for Right's (`o`). Rows of different lengths are an
    /// error.
    ///
    /// ```
    /// use combinatorial_games::games::{Cell, Clobber};
    /// use combinatorial_games::rulesets::Ruleset;
    /// use combinatorial_games::Game;
    /// use Cell::{Empty as E, Left as X, Right as O};
    /// let b = Clobber::from_rows([[X, X, O], [E, E, E]]).unwrap();
    /// assert_eq!(b.to_string(), "xxo|...");
    /// assert_eq!(b.value(), Game::up());
    /// assert!(Clobber::from_rows([vec![X, O], vec![O]]).is_err());
    /// ```
    pub fn from_rows<R: AsRef<[Cell]>>(
        rows: impl IntoIterator<Item = R>,
    ) -> Result<Clobber, GridError> {
        let grid = Grid::from_rows(rows, "Clobber", FORMAT, |c| match c {
            Cell::Empty => 0,
            Cell::Left => X,
            Cell::Right => O,
        })?;
        Ok(Clobber { grid })
    }

    /// The rows of the board, as [`Clobber::from_rows`] takes them.
    ///
    /// ```
    /// use combinatorial_games::games::{Cell, Clobber};
    /// let b: Clobber = "xo.|..o".parse().unwrap();
    /// assert_eq!(b.rows()[1], [Cell::Empty, Cell::Empty, Cell::Right]);
    /// assert_eq!(Clobber::from_rows(b.rows()).unwrap(), b);
    /// ```
    pub fn rows(&self) -> Vec<Vec<Cell>> {
        self.grid.to_rows(|x| match x {
            X => Cell::Left,
            O => Cell::Right,
            _ => Cell::Empty,
        })
    }

    fn clobber(&self, me: u8) -> Vec<Clobber> {
        let g = &self.grid;
        let them = X + O - me;
        let mut out = Vec::new();
        for i in 0..g.cells.len() {
            if g.cells[i] != me {
                continue;
            }
            let (r, c) = (i / g.w, i % g.w);
            let mut targets = Vec::with_capacity(4);
            if r > 0 {
                targets.push(i - g.w);
            }
            if c > 0 {
                targets.push(i - 1);
            }
            if c + 1 < g.w {
                targets.push(i + 1);
            }
            if r + 1 < g.h {
                targets.push(i + g.w);
            }
            for j in targets {
                if g.cells[j] == them {
                    let mut cells = g.cells.clone();
                    cells[i] = 0;
                    cells[j] = me;
                    out.push(Clobber {
                        grid: Grid { cells, ..g.clone() },
                    });
                }
            }
        }
        out
    }
}

impl Ruleset for Clobber {
    /// The board's cells, one byte each.
    fn heap_bytes(&self) -> usize {
        self.grid.cells.len()
    }

    /// Through the word ruleset (`clobber_bits.rs`: the same rules with a
    /// board as two `u64`s) when the board has at most 64 squares, else
    /// through the grid.
    fn value(&self) -> crate::Game {
        match ClobberBits::of(&self.grid) {
            Some(bits) => bits.value(),
            None => crate::rulesets::shared_value(self),
        }
    }

    fn delegate_table() -> Option<crate::rulesets::TableOps> {
        Some(crate::rulesets::TableOps::of::<ClobberBits>())
    }

    fn left_moves(&self) -> Vec<Clobber> {
        self.clobber(X)
    }

    fn right_moves(&self) -> Vec<Clobber> {
        self.clobber(O)
    }

    /// The 4-connected groups of stones; a group of one colour has no
    /// moves and is left out.
    fn components(self) -> Vec<Clobber> {
        self.grid
            .regions(|x| x != 0)
            .into_iter()
            .filter(|g| g.cells.contains(&X) && g.cells.contains(&O))
            .map(|grid| Clobber { grid })
            .collect()
    }

    /// The least of the board's eight images under the symmetries of the
    /// square (Clobber's moves have no direction).
    fn normalized(self) -> Normalized<Clobber> {
        let grid = self.grid.least_image();
        Normalized::Same(Clobber { grid })
    }

    /// The colours exchanged: the negative, the rules being the same for
    /// both players.
    fn negative_image(&self) -> Option<Clobber> {
        Some(Clobber {
            grid: self.grid.swapped(X, O).least_image(),
        })
    }
}

impl FromStr for Clobber {
    type Err = GridError;

    fn from_str(s: &str) -> Result<Clobber, GridError> {
        let grid = Grid::parse(s, "Clobber", FORMAT, |c| match c {
            'x' | 'X' => Some(X),
            'o' | 'O' => Some(O),
            '.' | '_' => Some(0),
            _ => None,
        })?;
        Ok(Clobber { grid })
    }
}

impl fmt::Display for Clobber {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.grid.write(f, |x| match x {
            X => 'x',
            O => 'o',
            _ => '.',
        })
    }
}

/// Clobber in the catalogue.
pub static ENTRY: Entry = Entry {
    id: "clobber",
    aliases: &[],
    name: "Clobber",
    expr_name: "Clobber",
    about: "Stones on a grid: a player moves a stone of theirs onto an adjacent stone of the other's, which is removed.",
    format: FORMAT,
    example: "xo|ox",
    kind: Kind::Partizan,
    valued_by: "canonical form from the moves, the board split into regions of stones, the eight symmetries of the square sharing one table entry",
    sides: Some(["x", "o"]),
    read: partizan::read::<Clobber>,
    heap: None,
};

impl Partizan for Clobber {
    fn entry() -> &'static Entry {
        &ENTRY
    }
}
