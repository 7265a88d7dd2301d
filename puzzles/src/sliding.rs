//! Sliding-tile boards of any size: the 15-puzzle and its relatives.

use std::fmt;
use std::str::FromStr;

use thiserror::Error;

/// Where the blank belongs when the puzzle is solved.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum Goal {
    /// `1 2 ... n-1` then the blank, as in most printed puzzles.
    #[default]
    BlankLast,
    /// The blank, then `1 2 ... n-1` (Korf's convention).
    BlankFirst,
}

impl std::str::FromStr for Goal {
    type Err = PuzzleError;

    /// `blank-last` or `blank-first`.
    ///
    /// ```
    /// use sliding_puzzles::Goal;
    /// assert_eq!("blank-first".parse::<Goal>().unwrap(), Goal::BlankFirst);
    /// assert!("blank-middle".parse::<Goal>().is_err());
    /// ```
    fn from_str(s: &str) -> Result<Goal, PuzzleError> {
        match s {
            "blank-last" => Ok(Goal::BlankLast),
            "blank-first" => Ok(Goal::BlankFirst),
            _ => Err(PuzzleError::Goal(s.to_string())),
        }
    }
}

impl Goal {
    /// The cell where `tile` (0 the blank) belongs on a board of `n` cells.
    pub fn cell(self, tile: u8, n: usize) -> usize {
        match (self, tile) {
            (Goal::BlankLast, 0) => n - 1,
            (Goal::BlankLast, t) => t as usize - 1,
            (Goal::BlankFirst, t) => t as usize,
        }
    }
}

/// A direction the blank moves in: the tile beside it slides into it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Dir {
    /// The blank moves up (the tile above slides down).
    Up,
    /// The blank moves down.
    Down,
    /// The blank moves left.
    Left,
    /// The blank moves right.
    Right,
}

impl Dir {
    /// All four, in the order U, D, L, R.
    pub const ALL: [Dir; 4] = [Dir::Up, Dir::Down, Dir::Left, Dir::Right];

    /// The letter: `U`, `D`, `L` or `R`.
    pub fn letter(self) -> char {
        match self {
            Dir::Up => 'U',
            Dir::Down => 'D',
            Dir::Left => 'L',
            Dir::Right => 'R',
        }
    }

    /// The word: `up`, `down`, `left` or `right`.
    ///
    /// ```
    /// use sliding_puzzles::Dir;
    /// assert_eq!(Dir::Up.word(), "up");
    /// ```
    pub fn word(self) -> &'static str {
        match self {
            Dir::Up => "up",
            Dir::Down => "down",
            Dir::Left => "left",
            Dir::Right => "right",
        }
    }

    /// The opposite direction.
    pub fn opposite(self) -> Dir {
        match self {
            Dir::Up => Dir::Down,
            Dir::Down => Dir::Up,
            Dir::Left => Dir::Right,
            Dir::Right => Dir::Left,
        }
    }
}

/// Why a text is not a sliding-tile board.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum PuzzleError {
    /// A goal that is neither `blank-last` nor `blank-first`.
    #[error(
        "'{0}' is not a goal: give blank-last (1 2 ... 15 then the blank) or blank-first (the blank then 1 2 ... 15)"
    )]
    Goal(String),
    /// A word that is not a tile number.
    #[error(
        "'{0}' is not a tile: write the tiles row by row as numbers, with 0 or _ for the blank, as in 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 0"
    )]
    BadTile(String),
    /// The number of tiles does not make a board.
    #[error(
        "{0} tiles do not make a square board (9, 16, 25, ...): give a square number of tiles, or separate the rows with '/'"
    )]
    NotSquare(usize),
    /// Rows of different lengths.
    #[error(
        "row {row} has {found} tiles but row 1 has {expected}: every row must have the same length"
    )]
    Ragged {
        /// The row, from 1.
        row: usize,
        /// Its length.
        found: usize,
        /// The first row's length.
        expected: usize,
    },
    /// A tile number too large for the board.
    #[error("tile {tile} does not belong on a board of {cells} cells (tiles are 1 to {})", cells - 1)]
    OutOfRange {
        /// The tile.
        tile: usize,
        /// The number of cells.
        cells: usize,
    },
    /// A tile given twice, so another is missing.
    #[error("tile {tile} appears twice and tile {missing} is missing (the blank is 0 or _)")]
    Repeated {
        /// The tile given twice.
        tile: u8,
        /// A tile not given.
        missing: u8,
    },
    /// Boards smaller than 2 x 2, or too large.
    #[error("a {rows} x {cols} board is not supported: boards from 2 x 2 to 16 x 16")]
    Size {
        /// Rows.
        rows: usize,
        /// Columns.
        cols: usize,
    },
}

/// A sliding-tile board: `rows x cols` cells holding tiles `1 ..
/// rows·cols - 1` and the blank `0`.
///
/// ```
/// use sliding_puzzles::{Dir, Goal, SlidingPuzzle};
/// let p: SlidingPuzzle = "1 2 3 4 5 6 7 8 9 10 11 12 13 14 0 15".parse().unwrap();
/// assert!(!p.is_solved(Goal::BlankLast));
/// let q = p.moved(Dir::Right).unwrap();
/// assert!(q.is_solved(Goal::BlankLast));
/// assert!(p.is_solvable(Goal::BlankLast));
/// assert!("1 2 3 3 5 6 7 8 0".parse::<SlidingPuzzle>().is_err());
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct SlidingPuzzle {
    rows: usize,
    cols: usize,
    tiles: Vec<u8>,
}

impl SlidingPuzzle {
    /// The solved board of this shape.
    ///
    /// ```
    /// use sliding_puzzles::{Goal, SlidingPuzzle};
    /// assert_eq!(SlidingPuzzle::solved(3, 3, Goal::BlankLast).unwrap().to_string(), "1 2 3 4 5 6 7 8 0");
    /// ```
    pub fn solved(rows: usize, cols: usize, goal: Goal) -> Result<SlidingPuzzle, PuzzleError> {
        check_size(rows, cols)?;
        let n = rows * cols;
        let mut tiles = vec![0u8; n];
        // n is at most 256, so every tile number fits a byte (but n itself
        // may not: `0..n as u8` would be empty on 16 x 16).
        for t in 0..n {
            let t = t as u8;
            tiles[goal.cell(t, n)] = t;
        }
        Ok(SlidingPuzzle { rows, cols, tiles })
    }

    /// A board from its tiles row by row (0 the blank).
    pub fn from_tiles(
        rows: usize,
        cols: usize,
        tiles: Vec<u8>,
    ) -> Result<SlidingPuzzle, PuzzleError> {
        check_size(rows, cols)?;
        let n = rows * cols;
        if tiles.len() != n {
            return Err(PuzzleError::Ragged {
                row: 1,
                found: tiles.len(),
                expected: n,
            });
        }
        let mut seen = vec![false; n];
        let mut repeated = None;
        for &t in &tiles {
            let i = t as usize;
            if i >= n {
                return Err(PuzzleError::OutOfRange { tile: i, cells: n });
            }
            if seen[i] {
                repeated.get_or_insert(t);
            }
            seen[i] = true;
        }
        // n tiles below n with one repeated leave one out.
        if let Some(tile) = repeated {
            let missing = seen.iter().position(|&x| !x).unwrap_or(0) as u8;
            return Err(PuzzleError::Repeated { tile, missing });
        }
        Ok(SlidingPuzzle { rows, cols, tiles })
    }

    /// Rows.
    pub fn rows(&self) -> usize {
        self.rows
    }

    /// Columns.
    pub fn cols(&self) -> usize {
        self.cols
    }

    /// The tiles row by row, 0 the blank.
    pub fn tiles(&self) -> &[u8] {
        &self.tiles
    }

    /// The blank's cell.
    pub fn blank(&self) -> usize {
        self.tiles.iter().position(|&t| t == 0).expect("a blank")
    }

    /// The board after the blank moves in `dir`, or `None` at the edge.
    pub fn moved(&self, dir: Dir) -> Option<SlidingPuzzle> {
        let b = self.blank();
        let to = neighbour(b, dir, self.rows, self.cols)?;
        let mut next = self.clone();
        next.tiles.swap(b, to);
        Some(next)
    }

    /// The board after the tile `tile` slides into the blank, or `None` if
    /// it is not beside the blank.
    pub fn slide(&self, tile: u8) -> Option<SlidingPuzzle> {
        Dir::ALL
            .into_iter()
            .filter_map(|d| {
                let to = neighbour(self.blank(), d, self.rows, self.cols)?;
                (self.tiles[to] == tile && tile != 0).then_some(d)
            })
            .next()
            .and_then(|d| self.moved(d))
    }

    /// Plays blank moves given as letters `U D L R`; `None` if one runs
    /// into the edge or a letter is not a move.
    ///
    /// ```
    /// use sliding_puzzles::{Goal, SlidingPuzzle};
    /// let p: SlidingPuzzle = "1 2 3 4 5 6 0 7 8".parse().unwrap();
    /// assert!(p.play("RR").unwrap().is_solved(Goal::BlankLast));
    /// assert!(p.play("RRR").is_none());
    /// ```
    pub fn play(&self, moves: &str) -> Option<SlidingPuzzle> {
        let mut p = self.clone();
        for c in moves.chars() {
            let d = match c.to_ascii_uppercase() {
                'U' => Dir::Up,
                'D' => Dir::Down,
                'L' => Dir::Left,
                'R' => Dir::Right,
                _ => return None,
            };
            p = p.moved(d)?;
        }
        Some(p)
    }

    /// Whether every tile is home.
    pub fn is_solved(&self, goal: Goal) -> bool {
        let n = self.tiles.len();
        self.tiles
            .iter()
            .enumerate()
            .all(|(i, &t)| goal.cell(t, n) == i)
    }

    /// Whether the goal can be reached. On boards of at least 2 x 2: exactly
    /// when the parity of the permutation taking the board to the goal (the
    /// blank counted as a tile) equals the parity of the blank's distance
    /// (rows plus columns) from its goal cell — each move is one
    /// transposition and moves the blank by one. (Seed 003's rule for 4 x 4,
    /// inversions plus the blank's row, is this rule with the blank-last
    /// goal.)
    pub fn is_solvable(&self, goal: Goal) -> bool {
        let n = self.tiles.len();
        // The permutation cell -> goal cell of the tile there.
        let perm: Vec<usize> = self.tiles.iter().map(|&t| goal.cell(t, n)).collect();
        let b = self.blank();
        let g = goal.cell(0, n);
        let dist =
            (b / self.cols).abs_diff(g / self.cols) + (b % self.cols).abs_diff(g % self.cols);
        permutation_parity(&perm) == dist % 2
    }
}

/// The parity of a permutation, by counting cycles.
pub(crate) fn permutation_parity(perm: &[usize]) -> usize {
    let mut seen = vec![false; perm.len()];
    let mut transpositions = 0;
    for i in 0..perm.len() {
        if seen[i] {
            continue;
        }
        let mut j = i;
        let mut len = 0;
        while !seen[j] {
            seen[j] = true;
            j = perm[j];
            len += 1;
        }
        transpositions += len - 1;
    }
    transpositions % 2
}

pub(crate) fn neighbour(cell: usize, dir: Dir, rows: usize, cols: usize) -> Option<usize> {
    let (r, c) = (cell / cols, cell % cols);
    match dir {
        Dir::Up => (r > 0).then(|| cell - cols),
        Dir::Down => (r + 1 < rows).then(|| cell + cols),
        Dir::Left => (c > 0).then(|| cell - 1),
        Dir::Right => (c + 1 < cols).then(|| cell + 1),
    }
}

fn check_size(rows: usize, cols: usize) -> Result<(), PuzzleError> {
    if rows < 2 || cols < 2 || rows > 16 || cols > 16 {
        return Err(PuzzleError::Size { rows, cols });
    }
    Ok(())
}

impl FromStr for SlidingPuzzle {
    type Err = PuzzleError;

    /// Tiles row by row separated by spaces or commas, `0` or `_` the
    /// blank; the board is square unless rows are separated by `/` or new
    /// lines.
    fn from_str(s: &str) -> Result<SlidingPuzzle, PuzzleError> {
        let rows: Vec<&str> = s
            .trim()
            .split(['/', '\n'])
            .filter(|r| !r.trim().is_empty())
            .collect();
        let read_row = |r: &str| -> Result<Vec<u8>, PuzzleError> {
            r.split([' ', ',', '\t'])
                .filter(|w| !w.is_empty())
                .map(|w| match w {
                    "_" | "." => Ok(0),
                    w => w
                        .parse::<u16>()
                        .map_err(|_| PuzzleError::BadTile(w.to_string()))
                        .and_then(|t| {
                            u8::try_from(t).map_err(|_| PuzzleError::OutOfRange {
                                tile: t as usize,
                                cells: 256,
                            })
                        }),
                })
                .collect()
        };
        let (nrows, ncols, tiles) = if rows.len() > 1 {
            let parsed: Vec<Vec<u8>> =
                rows.iter().map(|r| read_row(r)).collect::<Result<_, _>>()?;
            let w = parsed[0].len();
            for (i, r) in parsed.iter().enumerate() {
                if r.len() != w {
                    return Err(PuzzleError::Ragged {
                        row: i + 1,
                        found: r.len(),
                        expected: w,
                    });
                }
            }
            (parsed.len(), w, parsed.concat())
        } else {
            let tiles = read_row(rows.first().copied().unwrap_or(""))?;
            let side = (1..=16)
                .find(|k| k * k == tiles.len())
                .ok_or(PuzzleError::NotSquare(tiles.len()))?;
            (side, side, tiles)
        };
        SlidingPuzzle::from_tiles(nrows, ncols, tiles)
    }
}

impl fmt::Display for SlidingPuzzle {
    /// The tiles row by row separated by spaces (0 the blank); with `{:#}`,
    /// one row per line, aligned.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if f.alternate() {
            let width = (self.tiles.len() - 1).to_string().len();
            for r in 0..self.rows {
                let row: Vec<String> = self.tiles[r * self.cols..(r + 1) * self.cols]
                    .iter()
                    .map(|&t| {
                        if t == 0 {
                            format!("{:>width$}", "_")
                        } else {
                            format!("{t:>width$}")
                        }
                    })
                    .collect();
                writeln!(f, "{}", row.join(" "))?;
            }
            return Ok(());
        }
        // Square boards as one run of tiles; others with their rows marked.
        let sep = if self.rows == self.cols { " " } else { " / " };
        let rows: Vec<String> = self
            .tiles
            .chunks(self.cols)
            .map(|r| r.iter().map(u8::to_string).collect::<Vec<_>>().join(" "))
            .collect();
        f.write_str(&rows.join(sep))
    }
}
