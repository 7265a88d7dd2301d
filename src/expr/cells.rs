//! CGSuite's `Grid` and `Strip`: a rectangle, or a row, of small integers
//! (-128 to 127), the squares of a board before a ruleset reads them, and
//! the eight `Symmetry` values that turn a grid. `Grid.Parse(".xo|o..",
//! ".xo")` reads a board through a character map, as CGSuite's rulesets
//! do, and a game of the catalogue given a grid or a strip reads it through
//! CGSuite's map for that game ([`char_map`]).

use std::fmt;

/// A grid of small integers (CGSuite's `Grid`), or a strip (`Strip`), a
/// single row that counts its squares from 1.
///
/// ```
/// use combinatorial_games::expr::{eval, Value};
/// let Value::Cells(g) = eval(r#"Grid.Parse(".x|o.", ".xo")"#).unwrap() else { panic!() };
/// assert_eq!((g.rows(), g.cols(), g.get(2, 1)), (2, 2, Some(2)));
/// assert_eq!(g.to_string(), "Grid([[0,1],[2,0]])");
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Cells {
    rows: usize,
    cols: usize,
    values: Vec<i8>,
    strip: bool,
}

/// One of CGSuite's eight symmetries of a grid (`Symmetry.Inversion`): a
/// flip of the rows' order, of the columns' order, and a transposition,
/// in that order, as CGSuite's `Grid.Permuted` applies them.
///
/// ```
/// use combinatorial_games::expr::eval;
/// let g = r#"Grid.Parse("x.|..", ".x")"#;
/// assert_eq!(eval(&format!("{g}.Permuted(Symmetry.Inversion)")).unwrap().to_string(),
///            "Grid([[0,0],[0,1]])");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Symmetry {
    /// Leaves the grid as it is.
    Identity,
    /// Both flips: a half turn.
    Inversion,
    /// The rows in the other order.
    HorizontalFlip,
    /// The columns in the other order.
    VerticalFlip,
    /// Rows become columns.
    Transpose,
    /// Both flips, then rows become columns.
    AntiTranspose,
    /// The columns flipped, then rows become columns.
    ClockwiseRotation,
    /// The rows flipped, then rows become columns.
    AnticlockwiseRotation,
}

impl Symmetry {
    /// Every symmetry, in CGSuite's order of declaration.
    pub const ALL: [Symmetry; 8] = [
        Symmetry::Identity,
        Symmetry::Inversion,
        Symmetry::HorizontalFlip,
        Symmetry::VerticalFlip,
        Symmetry::Transpose,
        Symmetry::AntiTranspose,
        Symmetry::ClockwiseRotation,
        Symmetry::AnticlockwiseRotation,
    ];

    /// CGSuite's `Symmetry.Flip`: the four that keep rows as rows.
    pub const FLIP: [Symmetry; 4] = [
        Symmetry::Identity,
        Symmetry::Inversion,
        Symmetry::HorizontalFlip,
        Symmetry::VerticalFlip,
    ];

    /// (rows flipped, columns flipped, transposed).
    fn parts(self) -> (bool, bool, bool) {
        match self {
            Symmetry::Identity => (false, false, false),
            Symmetry::Inversion => (true, true, false),
            Symmetry::HorizontalFlip => (true, false, false),
            Symmetry::VerticalFlip => (false, true, false),
            Symmetry::Transpose => (false, false, true),
            Symmetry::AntiTranspose => (true, true, true),
            Symmetry::ClockwiseRotation => (false, true, true),
            Symmetry::AnticlockwiseRotation => (true, false, true),
        }
    }

    /// The symmetry CGSuite names `name`.
    pub(super) fn named(name: &str) -> Option<Symmetry> {
        Symmetry::ALL.into_iter().find(|s| format!("{s:?}") == name)
    }
}

impl fmt::Display for Symmetry {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{self:?}")
    }
}

/// CGSuite's character map for the game of the catalogue `game`: the
/// character for square value `n` is the map's `n`th (from 0). `None` for
/// games that are not played on a grid or a strip.
pub(super) fn char_map(game: &str) -> Option<&'static str> {
    Some(match game {
        "Amazons" | "Kings" | "Knights" | "Rooks" | "Queens" | "Konane" | "AntiClobber"
        | "HotClobber" => ".xo#",
        "Clobber" => ".xo",
        "Domineering" | "Cram" => ".#",
        "Fission" => ".x#",
        "FoxAndGeese" | "CeyloneseFoxAndGeese" => ".xo.",
        "ToadsAndFrogs" | "BackslidingToadsAndFrogs" | "ElephantsAndRhinos" => ".tf",
        "TopplingDominoes" => ".lre",
        _ => return None,
    })
}

impl Cells {
    /// An empty grid (every square 0), or an empty strip of `cols`
    /// squares when `strip`; a grid with no rows or no columns has
    /// neither, as in CGSuite.
    pub(super) fn empty(rows: usize, cols: usize, strip: bool) -> Cells {
        let (rows, cols) = if rows == 0 || cols == 0 {
            (usize::from(strip), 0)
        } else {
            (rows, cols)
        };
        Cells {
            rows,
            cols,
            values: vec![0; rows * cols],
            strip,
        }
    }

    /// Reads `text` (rows separated by `|` for a grid) through `map`: a
    /// character is the value of its place in `map`, case aside.
    pub(super) fn parse(text: &str, map: &str, strip: bool) -> Result<Cells, String> {
        let map: Vec<char> = map.chars().collect();
        let lines: Vec<&str> = if strip {
            vec![text]
        } else if text.is_empty() {
            Vec::new()
        } else {
            text.split('|').collect()
        };
        let cols = lines.first().map_or(0, |l| l.chars().count());
        if lines.iter().any(|l| l.chars().count() != cols) {
            return Err("all rows of the grid must have the same length".into());
        }
        let mut values = Vec::with_capacity(lines.len() * cols);
        for ch in lines.iter().flat_map(|l| l.chars()) {
            let lower = ch.to_lowercase().next().unwrap_or(ch);
            match map.iter().position(|&m| m == lower) {
                Some(n) if n <= 127 => values.push(n as i8),
                _ => {
                    let chars: String = map.iter().collect();
                    return Err(format!(
                        "'{ch}' is not in the character map \"{chars}\": the position may only contain those characters"
                    ));
                }
            }
        }
        // A grid with no columns is CGSuite's empty grid, with no rows.
        let rows = match (strip, cols) {
            (true, _) => 1,
            (false, 0) => 0,
            (false, _) => lines.len(),
        };
        Ok(Cells {
            rows,
            cols,
            values,
            strip,
        })
    }

    /// Its rows (1 for a strip).
    ///
    /// ```
    /// use combinatorial_games::expr::{Value, eval};
    /// // Each character is its place in ".xo": . is 0, x is 1, o is 2.
    /// let Value::Cells(g) = eval("Grid.Parse(\".x|o.\", \".xo\")").unwrap() else { panic!() };
    /// assert_eq!((g.rows(), g.cols(), g.is_strip()), (2, 2, false));
    /// assert_eq!((g.get(1, 2), g.get(2, 1), g.get(2, 2)), (Some(1), Some(2), Some(0)));
    /// assert_eq!(g.get(3, 1), None);
    /// ```
    pub fn rows(&self) -> usize {
        self.rows
    }

    /// Its columns (a strip's length).
    ///
    /// ```
    /// use combinatorial_games::expr::{Value, eval};
    /// let Value::Cells(s) = eval("Strip.Empty(8)").unwrap() else { panic!() };
    /// assert_eq!((s.rows(), s.cols(), s.is_strip()), (1, 8, true));
    /// assert_eq!(s.get(1, 8), Some(0));
    /// ```
    pub fn cols(&self) -> usize {
        self.cols
    }

    /// Whether it is a strip (CGSuite's `Strip`) rather than a grid: see
    /// [`Cells::cols`].
    ///
    /// ```
    /// use combinatorial_games::expr::{Value, eval};
    /// let Value::Cells(s) = eval("Strip.Empty(3)").unwrap() else { panic!() };
    /// let Value::Cells(g) = eval("Grid.Empty(1, 3)").unwrap() else { panic!() };
    /// assert!(s.is_strip() && !g.is_strip());
    /// ```
    pub fn is_strip(&self) -> bool {
        self.strip
    }

    /// The value at row `row` and column `col`, counting from 1; `None`
    /// off the grid: see [`Cells::rows`].
    ///
    /// ```
    /// use combinatorial_games::expr::{Value, eval};
    /// let Value::Cells(g) = eval("Grid.Parse(\".x|o.\", \".xo\")").unwrap() else { panic!() };
    /// assert_eq!((g.get(1, 1), g.get(1, 2), g.get(2, 1)), (Some(0), Some(1), Some(2)));
    /// assert_eq!((g.get(0, 1), g.get(1, 3)), (None, None));
    /// ```
    pub fn get(&self, row: usize, col: usize) -> Option<i8> {
        let inside = (1..=self.rows).contains(&row) && (1..=self.cols).contains(&col);
        inside.then(|| self.values[(row - 1) * self.cols + col - 1])
    }

    /// Whether (row, col), from 1, is a square of it.
    pub(super) fn inside(&self, row: i64, col: i64) -> bool {
        row >= 1 && col >= 1 && row as u64 <= self.rows as u64 && col as u64 <= self.cols as u64
    }

    pub(super) fn set(&mut self, row: usize, col: usize, v: i8) {
        self.values[(row - 1) * self.cols + col - 1] = v;
    }

    /// The text of it through `map` (`Grid.ToString(map)`).
    pub(super) fn text(&self, map: &str) -> Result<String, String> {
        let map: Vec<char> = map.chars().collect();
        let mut out = String::with_capacity(self.values.len() + self.rows);
        for (i, &v) in self.values.iter().enumerate() {
            if i > 0 && i % self.cols.max(1) == 0 && !self.strip {
                out.push('|');
            }
            match usize::try_from(v).ok().and_then(|v| map.get(v)) {
                Some(&ch) => out.push(ch),
                None => {
                    let chars: String = map.iter().collect();
                    return Err(format!(
                        "the value {v} has no character in the map \"{chars}\""
                    ));
                }
            }
        }
        Ok(out)
    }

    /// Where the value `v` stands, in reading order: (row, column) from 1.
    pub(super) fn find_all(&self, v: i8) -> Vec<(usize, usize)> {
        let cols = self.cols.max(1);
        (self.values.iter().enumerate())
            .filter(|&(_, &x)| x == v)
            .map(|(i, _)| (i / cols + 1, i % cols + 1))
            .collect()
    }

    /// The rows `r0` to `r1` and columns `c0` to `c1`, from 1 and cut to
    /// the grid; empty when there are none.
    pub(super) fn part(&self, (r0, c0): (i64, i64), (r1, c1): (i64, i64)) -> Cells {
        let clamp = |x: i64, n: usize| x.clamp(1, n as i64 + 1) as usize;
        let (r0, r1) = (clamp(r0, self.rows), clamp(r1.saturating_add(1), self.rows));
        let (c0, c1) = (clamp(c0, self.cols), clamp(c1.saturating_add(1), self.cols));
        let (rows, cols) = (r1.saturating_sub(r0), c1.saturating_sub(c0));
        let mut out = Cells::empty(rows, cols, self.strip);
        for r in 0..out.rows.min(rows) {
            for c in 0..out.cols.min(cols) {
                out.values[r * cols + c] = self.values[(r0 - 1 + r) * self.cols + c0 - 1 + c];
            }
        }
        out
    }

    /// The grid turned by `s`, as CGSuite's `Grid.Permuted`.
    pub(super) fn permuted(&self, s: Symmetry) -> Cells {
        let (flip_rows, flip_cols, transpose) = s.parts();
        let (rows, cols) = if transpose {
            (self.cols, self.rows)
        } else {
            (self.rows, self.cols)
        };
        let mut out = Cells::empty(rows, cols, self.strip && !transpose);
        for (i, &v) in self.values.iter().enumerate() {
            let (r, c) = (i / self.cols, i % self.cols);
            let r = if flip_rows { self.rows - r - 1 } else { r };
            let c = if flip_cols { self.cols - c - 1 } else { c };
            let (r, c) = if transpose { (c, r) } else { (r, c) };
            out.values[r * cols + c] = v;
        }
        out
    }

    /// The regions of squares other than `boundary`, joined through the
    /// steps `dirs` (and their opposites), each in its own smallest grid
    /// with every square outside it set to `boundary`: CGSuite's
    /// `Grid.Decomposition`. A strip splits at each `boundary`.
    pub(super) fn decomposition(&self, boundary: i8, dirs: &[(i64, i64)]) -> Vec<Cells> {
        if self.strip {
            return self
                .values
                .split(|&v| v == boundary)
                .filter(|piece| !piece.is_empty())
                .map(|piece| Cells {
                    rows: 1,
                    cols: piece.len(),
                    values: piece.to_vec(),
                    strip: true,
                })
                .collect();
        }
        let mut region = vec![usize::MAX; self.values.len()];
        let mut out = Vec::new();
        for start in 0..self.values.len() {
            if region[start] != usize::MAX || self.values[start] == boundary {
                continue;
            }
            let squares = self.flood(start, boundary, dirs, &mut region, out.len());
            out.push(self.region_grid(&squares, boundary));
        }
        out
    }

    /// Marks with `id` the squares joined to `start`; gives them.
    fn flood(
        &self,
        start: usize,
        boundary: i8,
        dirs: &[(i64, i64)],
        region: &mut [usize],
        id: usize,
    ) -> Vec<usize> {
        let (rows, cols) = (self.rows as i64, self.cols as i64);
        let mut squares = vec![start];
        region[start] = id;
        let mut next = 0;
        while let Some(&i) = squares.get(next) {
            next += 1;
            let (r, c) = ((i / self.cols) as i64, (i % self.cols) as i64);
            for &(dr, dc) in dirs {
                for (dr, dc) in [(dr, dc), (-dr, -dc)] {
                    let (r, c) = (r + dr, c + dc);
                    if !(0..rows).contains(&r) || !(0..cols).contains(&c) {
                        continue;
                    }
                    let j = (r * cols + c) as usize;
                    if region[j] == usize::MAX && self.values[j] != boundary {
                        region[j] = id;
                        squares.push(j);
                    }
                }
            }
        }
        squares
    }

    /// The smallest grid around `squares`, other squares `boundary`.
    fn region_grid(&self, squares: &[usize], boundary: i8) -> Cells {
        let rc = |i: &usize| (i / self.cols, i % self.cols);
        let r0 = squares.iter().map(|i| rc(i).0).min().unwrap_or(0);
        let r1 = squares.iter().map(|i| rc(i).0).max().unwrap_or(0);
        let c0 = squares.iter().map(|i| rc(i).1).min().unwrap_or(0);
        let c1 = squares.iter().map(|i| rc(i).1).max().unwrap_or(0);
        let mut out = Cells::empty(r1 - r0 + 1, c1 - c0 + 1, false);
        out.values.fill(boundary);
        for i in squares {
            let (r, c) = rc(i);
            out.values[(r - r0) * out.cols + c - c0] = self.values[*i];
        }
        out
    }
}

impl PartialOrd for Cells {
    fn partial_cmp(&self, other: &Cells) -> Option<std::cmp::Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for Cells {
    /// CGSuite's order of grids: fewer rows first, then fewer columns,
    /// then square by square.
    fn cmp(&self, other: &Cells) -> std::cmp::Ordering {
        (self.rows, self.cols, &self.values, self.strip).cmp(&(
            other.rows,
            other.cols,
            &other.values,
            other.strip,
        ))
    }
}

impl fmt::Display for Cells {
    /// `Grid([[0,1],[2,0]])` or `Strip([0,1,2])`, as CGSuite prints them.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let row = |r: &[i8]| {
            let items: Vec<String> = r.iter().map(i8::to_string).collect();
            format!("[{}]", items.join(","))
        };
        if self.strip {
            return write!(f, "Strip({})", row(&self.values));
        }
        let rows: Vec<String> = self.values.chunks(self.cols.max(1)).map(row).collect();
        write!(f, "Grid([{}])", rows.join(","))
    }
}
