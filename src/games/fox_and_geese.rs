//! Fox and Geese (Winning Ways ch. 20; CGSuite's `FoxAndGeese` and
//! `GenFoxAndGeese`), a loopy game: the fox can go back and forth.
//!
//! The geese (Left) and the fox (Right) stand on the light squares of a
//! board of any width (8 columns in the usual game), those whose row plus
//! column is even, rows counted from 1 at the bottom and columns from 1 at
//! the left. On her turn Left moves one goose one square diagonally down;
//! Right moves the fox one square diagonally in any direction (up to
//! `fox_range` squares in a straight line in the Ceylonese variant, never
//! over a piece). The board goes up without end. A fox that reaches the
//! row of the highest goose, or stands just below it with a free square
//! up, can never be caught: that position is `off` (Right can move for
//! ever, and the geese cannot), as CGSuite counts it. Otherwise the geese
//! run out of moves eventually, so the game is a stopper.
//!
//! ```
//! use combinatorial_games::games::{FoxAndGeese, FoxAndGeeseBoard};
//! use combinatorial_games::loopy::value_of;
//!
//! // CGSuite's GameGridTest: four geese on row 4, the fox in the corner.
//! let board: FoxAndGeeseBoard = ".x.x.x.x|........|........|o.......".parse().unwrap();
//! assert_eq!(value_of(&FoxAndGeese::STANDARD, &board).unwrap().to_string(), "{4*|7/2}");
//! ```

use std::fmt;
use std::str::FromStr;

use smallvec::SmallVec;
use thiserror::Error;

use super::{Entry, Kind};
use crate::loopy::{LoopyRules, Stopper};
use crate::short::Player;

/// A square: `row` 1 at the bottom, `col` 1 at the left (CGSuite's
/// `Coordinates`).
///
/// ```
/// use combinatorial_games::games::{FoxAndGeeseBoard, Square};
/// // The fox on the bottom row, first column; rows count from the bottom.
/// let b: FoxAndGeeseBoard = ".x.x.x.x|........|........|o.......".parse().unwrap();
/// assert_eq!(b.fox(), Square { row: 1, col: 1 });
/// assert!(b.geese().contains(&Square { row: 4, col: 2 }));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Square {
    /// The row, from 1 at the bottom.
    pub row: u8,
    /// The column, from 1 at the left.
    pub col: u8,
}

/// The rules: how far the fox may go in one move. (The board's width,
/// CGSuite's `boardWidth`, is the board's own: its rows are that wide.)
///
/// ```
/// use combinatorial_games::games::FoxAndGeese;
/// assert_eq!(FoxAndGeese::STANDARD, FoxAndGeese::new(1).unwrap());
/// assert!(FoxAndGeese::new(0).is_err());
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct FoxAndGeese {
    fox_range: u8,
}

/// A position: where the geese are and where the fox is.
///
/// Written as rows top to bottom separated by `|`, each as wide as the
/// board, with `x` for a goose, `o` for the fox and `.` for any other
/// square (CGSuite's characters); the bottom row is row 1.
///
/// ```
/// use combinatorial_games::games::FoxAndGeeseBoard;
/// let b: FoxAndGeeseBoard = "x.x.|....|o...".parse().unwrap();
/// assert_eq!((b.fox().row, b.fox().col), (1, 1));
/// assert_eq!(b.to_string(), "x.x.|....|o...");
/// // Pieces stand where row + column is even.
/// assert!(".x.x|....|o...".parse::<FoxAndGeeseBoard>().is_err());
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct FoxAndGeeseBoard {
    width: u8,
    /// Sorted, so that equal positions are equal values.
    geese: SmallVec<[Square; 8]>,
    fox: Square,
}

/// Why a board or the rules cannot be used.
///
/// ```
/// use combinatorial_games::games::{FoxAndGeese, FoxAndGeeseError};
/// assert!(matches!(FoxAndGeese::new(0), Err(FoxAndGeeseError::Range { range: 0, .. })));
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[non_exhaustive]
pub enum FoxAndGeeseError {
    /// The fox's range is 0 or past the board.
    #[error("the fox's range must be from 1 to {max}, not {range}")]
    Range {
        /// The range asked for.
        range: u8,
        /// The most allowed ([`FoxAndGeeseBoard::MAX_ROWS`]).
        max: u8,
    },
    /// Too wide, too high, or too many geese.
    #[error(
        "a board may have at most {} columns, {} rows and {} geese",
        FoxAndGeeseBoard::MAX_WIDTH,
        FoxAndGeeseBoard::MAX_ROWS,
        FoxAndGeeseBoard::MAX_GEESE
    )]
    TooLarge,
    /// The rows are not all as wide.
    #[error("every row must be as wide as the first ({width} squares)")]
    Ragged {
        /// The first row's width.
        width: usize,
    },
    /// A character other than `x`, `o`, `.`.
    #[error("'{0}' is not a square: use x for a goose, o for the fox, . for an empty square")]
    BadChar(char),
    /// No fox, or more than one.
    #[error("a board has exactly one fox (o), not {0}")]
    Foxes(usize),
    /// A piece on a dark square.
    #[error(
        "the piece at row {row}, column {col} is on a dark square: pieces stand where row + column is even, row 1 at the bottom"
    )]
    DarkSquare {
        /// Its row.
        row: u8,
        /// Its column.
        col: u8,
    },
    /// Two pieces on one square.
    #[error("two pieces stand on one square")]
    Overlap,
}

impl FoxAndGeese {
    /// The usual game: 8 columns, the fox one square at a time.
    pub const STANDARD: FoxAndGeese = FoxAndGeese { fox_range: 1 };

    /// Ceylonese Fox and Geese: the fox may go two squares in a line.
    pub const CEYLONESE: FoxAndGeese = FoxAndGeese { fox_range: 2 };

    /// CGSuite's `GenFoxAndGeese(foxRange => fox_range)`.
    ///
    /// # Errors
    ///
    /// A range from 1 to [`FoxAndGeeseBoard::MAX_ROWS`] is allowed.
    ///
    /// ```
    /// use combinatorial_games::games::FoxAndGeese;
    /// // A fox that moves up to three squares along a diagonal.
    /// assert_eq!(FoxAndGeese::new(3).unwrap().fox_range(), 3);
    /// assert!(FoxAndGeese::new(0).is_err());
    /// ```
    pub fn new(fox_range: u8) -> Result<FoxAndGeese, FoxAndGeeseError> {
        if !(1..=FoxAndGeeseBoard::MAX_ROWS).contains(&fox_range) {
            return Err(FoxAndGeeseError::Range {
                range: fox_range,
                max: FoxAndGeeseBoard::MAX_ROWS,
            });
        }
        Ok(FoxAndGeese { fox_range })
    }

    /// How many squares the fox may go in one move.
    ///
    /// ```
    /// use combinatorial_games::games::FoxAndGeese;
    /// assert_eq!(FoxAndGeese::STANDARD.fox_range(), 1);
    /// ```
    pub fn fox_range(&self) -> u8 {
        self.fox_range
    }

    fn fox_moves(&self, b: &FoxAndGeeseBoard) -> Vec<FoxAndGeeseBoard> {
        let mut out = Vec::new();
        for (dr, dc) in [(1i16, -1i16), (1, 1), (-1, -1), (-1, 1)] {
            for d in 1..=i16::from(self.fox_range) {
                let (r, c) = (i16::from(b.fox.row) + dr * d, i16::from(b.fox.col) + dc * d);
                if r < 1 || c < 1 || c > i16::from(b.width) || r > 255 {
                    break;
                }
                let to = Square {
                    row: r as u8,
                    col: c as u8,
                };
                if b.geese.contains(&to) {
                    break;
                }
                out.push(FoxAndGeeseBoard {
                    fox: to,
                    ..b.clone()
                });
            }
        }
        out
    }

    fn geese_moves(&self, b: &FoxAndGeeseBoard) -> Vec<FoxAndGeeseBoard> {
        let mut out = Vec::new();
        for (i, g) in b.geese.iter().enumerate() {
            for dc in [-1i16, 1] {
                let c = i16::from(g.col) + dc;
                if g.row < 2 || c < 1 || c > i16::from(b.width) {
                    continue;
                }
                let to = Square {
                    row: g.row - 1,
                    col: c as u8,
                };
                if to == b.fox || b.geese.contains(&to) {
                    continue;
                }
                let mut next = b.clone();
                next.geese[i] = to;
                next.geese.sort_unstable();
                out.push(next);
            }
        }
        out
    }
}

impl LoopyRules for FoxAndGeese {
    type Position = FoxAndGeeseBoard;

    fn options(&self, b: &FoxAndGeeseBoard, player: Player) -> Vec<FoxAndGeeseBoard> {
        match player {
            Player::Left => self.geese_moves(b),
            Player::Right => self.fox_moves(b),
        }
    }

    /// `off` once the fox is free: at or above the highest goose's row, or
    /// one row below it with a free square up (no goose can come back up
    /// to close it). As CGSuite's `Decomposition`.
    fn known(&self, b: &FoxAndGeeseBoard) -> Option<Stopper> {
        let Some(top) = b.geese.iter().map(|g| g.row).max() else {
            return Some(Stopper::off());
        };
        let free = |dc: i16| {
            let c = i16::from(b.fox.col) + dc;
            c >= 1
                && c <= i16::from(b.width)
                && !b.geese.contains(&Square {
                    row: b.fox.row + 1,
                    col: c as u8,
                })
        };
        let escaped = b.fox.row >= top || (b.fox.row + 1 == top && (free(-1) || free(1)));
        escaped.then(Stopper::off)
    }
}

impl FoxAndGeeseBoard {
    /// The most columns a board may have.
    pub const MAX_WIDTH: u8 = 32;
    /// The most rows a board may have (the fox may go past them, where it
    /// is free).
    pub const MAX_ROWS: u8 = 64;
    /// The most geese a board may have.
    pub const MAX_GEESE: usize = 16;

    /// A board of `width` columns from the squares of the geese and the
    /// fox, checked as CGSuite checks them.
    ///
    /// # Errors
    ///
    /// A piece off the board or on a dark square, two pieces on one
    /// square, or past the size limits.
    ///
    /// ```
    /// use combinatorial_games::games::{FoxAndGeeseBoard, Square};
    /// let sq = |row, col| Square { row, col };
    /// let b = FoxAndGeeseBoard::new(8, &[sq(3, 1), sq(3, 3)], sq(1, 1)).unwrap();
    /// assert_eq!(b.to_string(), "x.x.....|........|o.......");
    /// assert!(FoxAndGeeseBoard::new(8, &[sq(3, 1)], sq(1, 6)).is_err());
    /// ```
    pub fn new(
        width: u8,
        geese: &[Square],
        fox: Square,
    ) -> Result<FoxAndGeeseBoard, FoxAndGeeseError> {
        if !(1..=Self::MAX_WIDTH).contains(&width) || geese.len() > Self::MAX_GEESE {
            return Err(FoxAndGeeseError::TooLarge);
        }
        for s in geese.iter().chain([&fox]) {
            if s.row < 1 || s.col < 1 || s.col > width || s.row > Self::MAX_ROWS {
                return Err(FoxAndGeeseError::TooLarge);
            }
            if (s.row + s.col) % 2 == 1 {
                return Err(FoxAndGeeseError::DarkSquare {
                    row: s.row,
                    col: s.col,
                });
            }
        }
        let mut sorted: SmallVec<[Square; 8]> = geese.iter().copied().collect();
        sorted.sort_unstable();
        sorted.dedup();
        if sorted.len() < geese.len() || sorted.contains(&fox) {
            return Err(FoxAndGeeseError::Overlap);
        }
        Ok(FoxAndGeeseBoard {
            width,
            geese: sorted,
            fox,
        })
    }

    /// The geese, sorted by row then column.
    ///
    /// ```
    /// use combinatorial_games::games::{FoxAndGeeseBoard, Square};
    /// // Rows count from the bottom: the top row of three is row 3.
    /// let b: FoxAndGeeseBoard = "x.x.|....|o...".parse().unwrap();
    /// assert_eq!(b.geese(), [Square { row: 3, col: 1 }, Square { row: 3, col: 3 }]);
    /// ```
    pub fn geese(&self) -> &[Square] {
        &self.geese
    }

    /// The fox.
    ///
    /// ```
    /// use combinatorial_games::games::{FoxAndGeeseBoard, Square};
    /// let b: FoxAndGeeseBoard = "x.x.|....|..o.".parse().unwrap();
    /// assert_eq!(b.fox(), Square { row: 1, col: 3 });
    /// ```
    pub fn fox(&self) -> Square {
        self.fox
    }

    /// The board's width.
    ///
    /// ```
    /// use combinatorial_games::games::FoxAndGeeseBoard;
    /// assert_eq!("x.x.|....|o...".parse::<FoxAndGeeseBoard>().unwrap().width(), 4);
    /// ```
    pub fn width(&self) -> u8 {
        self.width
    }

    fn rows(&self) -> u8 {
        self.geese
            .iter()
            .map(|g| g.row)
            .chain([self.fox.row])
            .max()
            .unwrap_or(1)
    }
}

impl fmt::Display for FoxAndGeeseBoard {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for row in (1..=self.rows()).rev() {
            for col in 1..=self.width {
                let s = Square { row, col };
                let c = if s == self.fox {
                    'o'
                } else if self.geese.contains(&s) {
                    'x'
                } else {
                    '.'
                };
                write!(f, "{c}")?;
            }
            if row > 1 {
                write!(f, "|")?;
            }
        }
        Ok(())
    }
}

impl FromStr for FoxAndGeeseBoard {
    type Err = FoxAndGeeseError;

    fn from_str(s: &str) -> Result<FoxAndGeeseBoard, FoxAndGeeseError> {
        let rows: Vec<&str> = s.trim().split('|').map(str::trim).collect();
        let width = rows[0].chars().count();
        if rows.len() > usize::from(Self::MAX_ROWS)
            || width > usize::from(Self::MAX_WIDTH)
            || width == 0
        {
            return Err(FoxAndGeeseError::TooLarge);
        }
        let (mut geese, mut foxes) = (Vec::new(), Vec::new());
        for (i, text) in rows.iter().enumerate() {
            if text.chars().count() != width {
                return Err(FoxAndGeeseError::Ragged { width });
            }
            let row = (rows.len() - i) as u8;
            for (j, c) in text.chars().enumerate() {
                let sq = Square {
                    row,
                    col: j as u8 + 1,
                };
                match c.to_ascii_lowercase() {
                    'x' => geese.push(sq),
                    'o' => foxes.push(sq),
                    '.' => {}
                    _ => return Err(FoxAndGeeseError::BadChar(c)),
                }
            }
        }
        if geese.len() > Self::MAX_GEESE {
            return Err(FoxAndGeeseError::TooLarge);
        }
        match foxes[..] {
            [fox] => FoxAndGeeseBoard::new(width as u8, &geese, fox),
            _ => Err(FoxAndGeeseError::Foxes(foxes.len())),
        }
    }
}

impl super::loopy::LoopyGame for FoxAndGeese {
    fn entry(&self) -> &'static Entry {
        if self.fox_range == 1 {
            &ENTRY
        } else {
            &CEYLONESE
        }
    }

    fn describe(&self, from: &FoxAndGeeseBoard, to: &FoxAndGeeseBoard, player: Player) -> String {
        let at = |s: Square| format!("({},{})", s.row, s.col);
        match player {
            Player::Right => format!("fox {} -> {}", at(from.fox), at(to.fox)),
            Player::Left => {
                let gone = from.geese.iter().find(|g| !to.geese.contains(g));
                let came = to.geese.iter().find(|g| !from.geese.contains(g));
                match (gone, came) {
                    (Some(&a), Some(&b)) => format!("goose {} -> {}", at(a), at(b)),
                    _ => format!("to {to}"),
                }
            }
        }
    }
}

/// A position of `board` under `rules`, the geese (Left) to move.
pub(crate) fn fox_position(
    rules: FoxAndGeese,
    board: FoxAndGeeseBoard,
) -> Box<dyn super::Position> {
    super::loopy::position(rules, board, Player::Left)
}

/// Reads a board for the rules with `fox_range`, as wide as its rows.
fn read(board: &str, fox_range: u8) -> Result<Box<dyn super::Position>, String> {
    let (text, to_move) = super::partizan::split_side(board);
    let pos: FoxAndGeeseBoard = text.parse().map_err(|e: FoxAndGeeseError| e.to_string())?;
    Ok(super::loopy::position(
        FoxAndGeese { fox_range },
        pos,
        to_move,
    ))
}

const FORMAT: &str = "rows top to bottom separated by '|', as wide as the board, of x (a goose), o (the fox) and . (any other square), the bottom row being row 1; pieces stand where row + column is even; then R if the fox is to move";

/// Fox and Geese in the catalogue.
pub static ENTRY: Entry = Entry {
    id: "foxandgeese",
    aliases: &["fox", "fox-and-geese"],
    name: "Fox and Geese",
    expr_name: "FoxAndGeese",
    about: "Geese (Left) step diagonally down; the fox (Right) steps diagonally either way, and the geese try to trap him. Loopy: the fox can go back and forth.",
    format: FORMAT,
    example: ".x.x.x.x|........|........|o.......",
    kind: Kind::Loopy,
    valued_by: "loopy game value (stoppers in simplest form), the positions' graph valued one strongly connected component at a time; a fox past the geese is off",
    sides: Some(["geese", "fox"]),
    read: |b| read(b, 1),
    heap: None,
};

/// Ceylonese Fox and Geese in the catalogue: the fox goes up to two
/// squares in a line.
pub static CEYLONESE: Entry = Entry {
    id: "ceylonesefoxandgeese",
    aliases: &["ceylonese"],
    name: "Ceylonese Fox and Geese",
    expr_name: "CeyloneseFoxAndGeese",
    about: "Fox and Geese with a fox that may go two squares in a line.",
    format: FORMAT,
    example: ".x.x.x.x|........|........|o.......",
    kind: Kind::Loopy,
    valued_by: "as Fox and Geese",
    sides: Some(["geese", "fox"]),
    read: |b| read(b, 2),
    heap: None,
};
