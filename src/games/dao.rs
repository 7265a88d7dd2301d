//! Dao on the 4 x 4 board, as a [`Finite`] game solved by retrograde
//! analysis: positions are won, lost or drawn (play can go on forever).
//!
//! The rules, as GamesmanClassic's Dao (`mdao.c`) plays them:
//!
//! 1. Each player has four pieces; X (Left, who moves first) starts on the
//!    main diagonal, O on the other: `X..O/.XO./.OX./O..X`.
//! 2. A move slides one of the mover's pieces in one of the eight
//!    directions as far as it goes: until the edge of the board or the
//!    square before another piece. It must move at least one square.
//! 3. A player whose four pieces stand in a row, in a column, in a 2 x 2
//!    square, or on the four corners has won: the opponent, to move, has
//!    lost.
//! 4. A piece in a corner whose three neighbouring squares all hold the
//!    other player's pieces is trapped, and its owner wins: the trap can
//!    only be closed by the opponent's move (the corner cannot be entered
//!    past three occupied neighbours), so GamesmanClassic scores it as a
//!    win for the player to move. Rule 3 is checked first.
//!
//! ```
//! use combinatorial_games::games::{Dao, DaoBoard};
//! use combinatorial_games::retrograde::{solve, Value};
//!
//! // O's pieces fill a 2 x 2 square: X, to move, has lost.
//! let done: DaoBoard = "OO../OO../X.X./X..X X".parse().unwrap();
//! let table = solve(&Dao, &done).unwrap();
//! let s = table.get(&Dao, &done).unwrap();
//! assert_eq!((s.value, s.remoteness), (Value::Lose, Some(0)));
//! ```

use std::fmt;
use std::str::FromStr;

use super::Cell;
use super::tabled::{Tabled, TabledPosition};
use super::{Entry, Kind};
use crate::retrograde::{Finite, Value};
use crate::short::Player;

/// Dao on 4 x 4: the game whose positions are [`DaoBoard`]s.
///
/// ```
/// use combinatorial_games::games::{Dao, DaoBoard};
/// use combinatorial_games::retrograde::Finite;
/// // At the start X has 12 slides: 2 for each corner piece (along the edges;
/// // the diagonal is blocked by its own piece) and 4 for each middle piece.
/// let start = DaoBoard::start();
/// assert_eq!(Dao.children(&start).len(), 12);
/// assert_eq!(Dao.primitive(&start), None);
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Dao;

/// A Dao position: the squares of X's and of O's pieces (bit `4 * row +
/// column`, row 0 at the top), and the player to move (Left is X).
///
/// Written as four rows top to bottom separated by `/`, of `X`, `O` and
/// `.`, then `X` or `O` for the player to move (X when left out).
///
/// ```
/// use combinatorial_games::games::DaoBoard;
/// use combinatorial_games::Player;
/// let b: DaoBoard = "X..O/.XO./.OX./O..X".parse().unwrap();
/// assert_eq!(b, DaoBoard::start());
/// assert_eq!((b.at(0, 0), b.at(0, 3), b.at(0, 1)), (Some(Player::Left), Some(Player::Right), None));
/// assert_eq!(b.mover(), Player::Left);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct DaoBoard {
    x: u16,
    o: u16,
    mover: Player,
}

/// The four-square patterns that win: rows, columns, 2 x 2 squares, the
/// corners.
const PATTERNS: [u16; 18] = {
    let mut p = [0u16; 18];
    let mut i = 0;
    while i < 4 {
        p[i] = 0xF << (4 * i);
        p[4 + i] = 0x1111 << i;
        i += 1;
    }
    let mut k = 0;
    while k < 9 {
        let (r, c) = (k / 3, k % 3);
        p[8 + k] = 0x33 << (4 * r + c);
        k += 1;
    }
    p[17] = 0x9009;
    p
};

/// Whether the squares `bits` include all of `pattern`.
fn covers(bits: u16, pattern: u16) -> bool {
    bits & pattern == pattern
}

/// Each corner and its three neighbours.
const CORNERS: [(u16, u16); 4] = [
    (1 << 0, (1 << 1) | (1 << 4) | (1 << 5)),
    (1 << 3, (1 << 2) | (1 << 7) | (1 << 6)),
    (1 << 12, (1 << 8) | (1 << 13) | (1 << 9)),
    (1 << 15, (1 << 14) | (1 << 11) | (1 << 10)),
];

const DIRECTIONS: [(i32, i32); 8] = [
    (-1, -1),
    (-1, 0),
    (-1, 1),
    (0, -1),
    (0, 1),
    (1, -1),
    (1, 0),
    (1, 1),
];

/// The eight symmetries of the square, as maps of (row, column).
fn symmetric(bits: u16, s: usize) -> u16 {
    let mut out = 0;
    for i in 0..16 {
        if bits & (1 << i) != 0 {
            let (r, c) = (i / 4, i % 4);
            let (r, c) = match s {
                0 => (r, c),
                1 => (c, 3 - r),
                2 => (3 - r, 3 - c),
                3 => (3 - c, r),
                4 => (r, 3 - c),
                5 => (3 - r, c),
                6 => (c, r),
                _ => (3 - c, 3 - r),
            };
            out |= 1 << (4 * r + c);
        }
    }
    out
}

impl DaoBoard {
    /// The starting position: X on the main diagonal, O on the other, X to
    /// move.
    ///
    /// ```
    /// use combinatorial_games::games::DaoBoard;
    /// use combinatorial_games::Player;
    /// let b = DaoBoard::start();
    /// assert_eq!(b, "X..O/.XO./.OX./O..X".parse().unwrap());
    /// assert_eq!(b.mover(), Player::Left);
    /// ```
    pub fn start() -> DaoBoard {
        DaoBoard {
            x: 0x8421,
            o: 0x1248,
            mover: Player::Left,
        }
    }

    /// The player to move (Left is X).
    ///
    /// ```
    /// use combinatorial_games::games::DaoBoard;
    /// use combinatorial_games::Player;
    /// let b: DaoBoard = "X..O/.XO./.OX./O..X O".parse().unwrap();
    /// assert_eq!(b.mover(), Player::Right);
    /// ```
    pub fn mover(&self) -> Player {
        self.mover
    }

    /// The piece on a square: `Some(Player::Left)` for X, `Some(Right)`
    /// for O, `None` for an empty square or one off the board.
    ///
    /// ```
    /// use combinatorial_games::games::DaoBoard;
    /// use combinatorial_games::Player;
    /// let b = DaoBoard::start();
    /// assert_eq!(b.at(0, 0), Some(Player::Left));
    /// assert_eq!(b.at(0, 3), Some(Player::Right));
    /// assert_eq!((b.at(0, 1), b.at(4, 0)), (None, None));
    /// ```
    pub fn at(&self, row: usize, col: usize) -> Option<Player> {
        if row >= 4 || col >= 4 {
            return None;
        }
        let bit = 1u16 << (4 * row + col);
        if self.x & bit != 0 {
            Some(Player::Left)
        } else if self.o & bit != 0 {
            Some(Player::Right)
        } else {
            None
        }
    }

    fn pieces(&self, p: Player) -> u16 {
        match p {
            Player::Left => self.x,
            Player::Right => self.o,
        }
    }

    /// The board after sliding the piece on square `from` in direction
    /// `dir` (an index into the eight directions), if it moves at all.
    fn slide(&self, from: usize, dir: usize) -> Option<DaoBoard> {
        let occupied = self.x | self.o;
        let (dr, dc) = DIRECTIONS[dir];
        let (mut r, mut c) = ((from / 4) as i32, (from % 4) as i32);
        let mut moved = false;
        while (0..4).contains(&(r + dr))
            && (0..4).contains(&(c + dc))
            && occupied & (1 << (4 * (r + dr) + c + dc)) == 0
        {
            r += dr;
            c += dc;
            moved = true;
        }
        if !moved {
            return None;
        }
        let to = 1u16 << (4 * r + c);
        let step = |bits: u16| bits & !(1 << from) | to;
        let mut b = *self;
        match self.mover {
            Player::Left => b.x = step(b.x),
            Player::Right => b.o = step(b.o),
        }
        b.mover = self.mover.other();
        Some(b)
    }
}

impl Finite for Dao {
    type Position = DaoBoard;

    fn mover(&self, p: &DaoBoard) -> Player {
        p.mover
    }

    fn primitive(&self, p: &DaoBoard) -> Option<Value> {
        let four = |bits: u16| PATTERNS.iter().any(|&m| covers(bits, m));
        if four(p.x) || four(p.o) {
            return Some(Value::Lose);
        }
        let trapped = CORNERS.iter().any(|&(corner, around)| {
            (p.x & corner != 0 && covers(p.o, around)) || (p.o & corner != 0 && covers(p.x, around))
        });
        trapped.then_some(Value::Win)
    }

    fn children(&self, p: &DaoBoard) -> Vec<DaoBoard> {
        let mine = p.pieces(p.mover);
        (0..16)
            .filter(|&i| mine & (1 << i) != 0)
            .flat_map(|i| (0..8).filter_map(move |d| p.slide(i, d)))
            .collect()
    }

    /// X's squares, O's, and the mover.
    fn code(&self, p: &DaoBoard) -> u64 {
        u64::from(p.x) | u64::from(p.o) << 16 | u64::from(p.mover == Player::Right) << 32
    }

    fn decode(&self, code: u64) -> DaoBoard {
        let mover = if code >> 32 & 1 == 1 {
            Player::Right
        } else {
            Player::Left
        };
        DaoBoard {
            x: code as u16,
            o: (code >> 16) as u16,
            mover,
        }
    }

    /// The least image under the eight symmetries of the square, with the
    /// colours swapped when O is to move (the rules treat both alike).
    fn canonical(&self, p: &DaoBoard) -> DaoBoard {
        let (mine, theirs) = match p.mover {
            Player::Left => (p.x, p.o),
            Player::Right => (p.o, p.x),
        };
        let (x, o) = (0..8)
            .map(|s| (symmetric(mine, s), symmetric(theirs, s)))
            .min()
            .expect("eight symmetries");
        DaoBoard {
            x,
            o,
            mover: Player::Left,
        }
    }
}

impl fmt::Display for DaoBoard {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for r in 0..4 {
            if r > 0 {
                f.write_str("/")?;
            }
            for c in 0..4 {
                f.write_str(match self.at(r, c) {
                    Some(Player::Left) => "X",
                    Some(Player::Right) => "O",
                    None => ".",
                })?;
            }
        }
        if self.mover == Player::Right {
            f.write_str(" O")?;
        }
        Ok(())
    }
}

/// Why a text is not a Dao board.
///
/// ```
/// use combinatorial_games::games::DaoBoard;
/// // Five X's: each player has four pieces.
/// assert!("XX.O/.XO./.OX./O..X".parse::<DaoBoard>().is_err());
/// ```
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{0}")]
pub struct DaoError(pub(crate) String);

impl FromStr for DaoBoard {
    type Err = DaoError;

    fn from_str(s: &str) -> Result<DaoBoard, DaoError> {
        let s = s.trim();
        let (rows, mover) = match s.rsplit_once(char::is_whitespace) {
            Some((b, "O" | "o")) => (b.trim(), Player::Right),
            Some((b, "X" | "x")) => (b.trim(), Player::Left),
            _ => (s, Player::Left),
        };
        if super::gamescrafters::is_dao(s) {
            return DaoBoard::from_gamescrafters(s);
        }
        let rows: Vec<&str> = rows.split('/').collect();
        if rows.len() != 4 || rows.iter().any(|r| r.chars().count() != 4) {
            return Err(DaoError(format!(
                "'{s}': a board is four rows of four squares separated by '/', as in X..O/.XO./.OX./O..X"
            )));
        }
        DaoBoard::from_squares(&rows.concat(), mover)
    }
}

impl DaoBoard {
    /// The board from its 16 squares row by row from the top-left (`X`,
    /// `O`, and `.` or `-` for empty) and the player to move, checked as
    /// [`DaoBoard::from_cells`] checks.
    pub(crate) fn from_squares(squares: &str, mover: Player) -> Result<DaoBoard, DaoError> {
        let mut cells = [[Cell::Empty; 4]; 4];
        for (i, ch) in squares.chars().enumerate() {
            cells[i / 4][i % 4] = match ch {
                'X' | 'x' => Cell::Left,
                'O' | 'o' => Cell::Right,
                '.' | '-' => Cell::Empty,
                other => {
                    return Err(DaoError(format!(
                        "row {}, square {}: '{other}' is not X, O or '.'",
                        i / 4 + 1,
                        i % 4 + 1
                    )));
                }
            };
        }
        DaoBoard::from_cells(cells, mover)
    }

    /// The board with these rows from the top (`Cell::Left` for X's pieces,
    /// `Cell::Right` for O's) and `mover` to move, checked: four pieces
    /// each, and a position play can reach.
    ///
    /// ```
    /// use combinatorial_games::games::{Cell, DaoBoard};
    /// use combinatorial_games::Player;
    /// use Cell::{Empty as E, Left as X, Right as O};
    /// let rows = [[X, E, E, O], [E, X, O, E], [E, O, X, E], [O, E, E, X]];
    /// let b = DaoBoard::from_cells(rows, Player::Left).unwrap();
    /// assert_eq!(b, DaoBoard::start());
    /// assert_eq!(b.cells(), rows);
    /// assert!(DaoBoard::from_cells([[E; 4]; 4], Player::Left).is_err());
    /// ```
    pub fn from_cells(rows: [[Cell; 4]; 4], mover: Player) -> Result<DaoBoard, DaoError> {
        let mut b = DaoBoard { x: 0, o: 0, mover };
        for (i, cell) in rows.iter().flatten().enumerate() {
            match cell {
                Cell::Left => b.x |= 1 << i,
                Cell::Right => b.o |= 1 << i,
                Cell::Empty => {}
            }
        }
        let (nx, no) = (b.x.count_ones(), b.o.count_ones());
        if (nx, no) != (4, 4) {
            return Err(DaoError(format!(
                "each player has four pieces; this board has {nx} X and {no} O"
            )));
        }
        b.check()?;
        Ok(b)
    }

    /// The rows from the top, as [`DaoBoard::from_cells`] takes them.
    ///
    /// ```
    /// use combinatorial_games::games::{Cell, DaoBoard};
    /// use Cell::{Empty as E, Left as X, Right as O};
    /// let b = DaoBoard::start();
    /// assert_eq!(b.cells()[0], [X, E, E, O]);
    /// assert_eq!(DaoBoard::from_cells(b.cells(), b.mover()).unwrap(), b);
    /// ```
    pub fn cells(&self) -> [[Cell; 4]; 4] {
        let cell = |i: usize| match self.at(i / 4, i % 4) {
            Some(p) => Cell::from(p),
            None => Cell::Empty,
        };
        std::array::from_fn(|r| std::array::from_fn(|c| cell(4 * r + c)))
    }

    /// Refuses positions no game reaches: the player to move cannot
    /// already have four in a row (or a square, or the corners) or have
    /// trapped a corner piece, for the move that did it ended the game
    /// with the other player to move.
    fn check(&self) -> Result<(), DaoError> {
        let (me, them) = (self.pieces(self.mover), self.pieces(self.mover.other()));
        let (name, other) = match self.mover {
            Player::Left => ("X", "O"),
            Player::Right => ("O", "X"),
        };
        let ended = |why: &str| {
            Err(DaoError(format!(
                "impossible position: {name} is to move but {why}; the move that did it ended the game with {other} to move"
            )))
        };
        if PATTERNS.iter().any(|&m| covers(me, m)) {
            return ended(&format!(
                "{name}'s pieces already make a row, a column, a square or the corners"
            ));
        }
        let traps = CORNERS
            .iter()
            .any(|&(corner, around)| them & corner != 0 && covers(me, around));
        if traps {
            return ended(&format!(
                "{name} has already trapped a corner piece of {other}'s"
            ));
        }
        Ok(())
    }
}

/// The directions' names, in the order of `DIRECTIONS`.
const DIRECTION_NAMES: [&str; 8] = [
    "up-left",
    "up",
    "up-right",
    "left",
    "right",
    "down-left",
    "down",
    "down-right",
];

/// A square's name: columns a to d from the left, rows 4 to 1 from the
/// top.
fn square(i: usize) -> String {
    format!("{}{}", (b'a' + (i % 4) as u8) as char, 4 - i / 4)
}

impl Tabled for Dao {
    type Board = DaoBoard;

    fn entry(&self) -> &'static Entry {
        &ENTRY
    }

    fn described_moves(&self, p: &DaoBoard) -> Vec<(String, DaoBoard)> {
        let mine = p.pieces(p.mover);
        let mut out = Vec::new();
        for from in (0..16).filter(|&i| mine & (1 << i) != 0) {
            for (d, name) in DIRECTION_NAMES.iter().enumerate() {
                if let Some(after) = p.slide(from, d) {
                    let to = (after.pieces(p.mover) & !mine).trailing_zeros() as usize;
                    let text = format!("slide {} {name} to {}", square(from), square(to));
                    out.push((text, after));
                }
            }
        }
        out
    }

    fn key(&self, _: &DaoBoard) -> String {
        "dao".to_string()
    }

    fn gamescrafters(&self, b: &DaoBoard) -> String {
        b.to_gamescrafters()
    }
}

/// Dao in the catalogue.
pub static ENTRY: Entry = Entry {
    id: "dao",
    aliases: &[],
    name: "Dao",
    expr_name: "Dao",
    about: "Four pieces each on a 4 x 4 board, sliding as far as they go: a row, a column, a square or the four corners wins.",
    format: "four rows top to bottom separated by '/', of X, O and '.', then O if O is to move (X moves first); or GamesCrafters' string, 1_ (X to move) or 2_ then the squares row by row with - for empty (1_X--O-XO--OX-O--X)",
    example: "X..O/.XO./.OX./O..X",
    kind: Kind::Partizan,
    valued_by: "retrograde analysis of every reachable position: win, lose or draw",
    sides: Some(["X", "O"]),
    read: |t| {
        let pos: DaoBoard = t.parse().map_err(|e: DaoError| e.to_string())?;
        Ok(Box::new(TabledPosition { game: Dao, pos }))
    },
    heap: None,
};
