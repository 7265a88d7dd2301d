//! Rectangular boards for grid rulesets: parsing rows separated by `|`,
//! splitting into connected regions, and the symmetries of the rectangle.

use std::fmt;

use smallvec::{SmallVec, smallvec};
use thiserror::Error;

/// Why a grid string is not a board.
///
/// ```
/// use combinatorial_games::games::Domineering;
/// use combinatorial_games::rulesets::GridError;
/// assert!(matches!("..|.".parse::<Domineering>(), Err(GridError::Ragged { .. })));
/// assert!(matches!("..|.x".parse::<Domineering>(), Err(GridError::BadSquare { .. })));
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum GridError {
    /// A character that is not a square of this game.
    #[error("'{found}' at row {row}, column {column} is not a square of {game}: {format}")]
    BadSquare {
        /// The game.
        game: &'static str,
        /// The character.
        found: char,
        /// Its row, from 1.
        row: usize,
        /// Its column, from 1.
        column: usize,
        /// What the board looks like.
        format: &'static str,
    },
    /// Rows of different lengths.
    #[error(
        "row {row} of the {game} board has {found} squares but row 1 has {expected}: every row must have the same length ({format})"
    )]
    Ragged {
        /// The game.
        game: &'static str,
        /// The row, from 1.
        row: usize,
        /// Its length.
        found: usize,
        /// The length of the first row.
        expected: usize,
        /// What the board looks like.
        format: &'static str,
    },
}

/// A rectangle of small cell codes, row by row. Code 0 is the background:
/// what is left outside a region cut out of a board.
#[derive(Clone, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub(crate) struct Grid {
    pub(crate) h: usize,
    pub(crate) w: usize,
    pub(crate) cells: Box<[u8]>,
}

impl Grid {
    /// Reads rows separated by `|`, `/` or new lines; `legend` gives each
    /// character's code.
    pub(crate) fn parse(
        s: &str,
        game: &'static str,
        format: &'static str,
        legend: impl Fn(char) -> Option<u8>,
    ) -> Result<Grid, GridError> {
        let s = s.trim();
        let mut cells = Vec::new();
        let mut w = None;
        let mut h = 0;
        if s.is_empty() {
            return Ok(Grid {
                h: 0,
                w: 0,
                cells: Box::new([]),
            });
        }
        for (r, row) in s.split(['|', '/', '\n']).enumerate() {
            let row = row.trim();
            let mut len = 0;
            for (c, ch) in row.chars().enumerate() {
                let code = legend(ch).ok_or(GridError::BadSquare {
                    game,
                    found: ch,
                    row: r + 1,
                    column: c + 1,
                    format,
                })?;
                cells.push(code);
                len += 1;
            }
            match w {
                None => w = Some(len),
                Some(expected) if expected != len => {
                    return Err(GridError::Ragged {
                        game,
                        row: r + 1,
                        found: len,
                        expected,
                        format,
                    });
                }
                _ => {}
            }
            h += 1;
        }
        let w = w.unwrap_or(0);
        if w == 0 {
            return Ok(Grid {
                h: 0,
                w: 0,
                cells: Box::new([]),
            });
        }
        Ok(Grid {
            h,
            w,
            cells: cells.into(),
        })
    }

    /// A grid from rows of typed cells, each turned into its code by
    /// `code`; rows of different lengths are [`GridError::Ragged`]. No rows,
    /// or rows of no cells, make the empty board.
    pub(crate) fn from_rows<C: Copy, R: AsRef<[C]>>(
        rows: impl IntoIterator<Item = R>,
        game: &'static str,
        format: &'static str,
        code: impl Fn(C) -> u8,
    ) -> Result<Grid, GridError> {
        let mut cells = Vec::new();
        let (mut h, mut w) = (0, None);
        for (r, row) in rows.into_iter().enumerate() {
            let row = row.as_ref();
            match w {
                None => w = Some(row.len()),
                Some(expected) if expected != row.len() => {
                    return Err(GridError::Ragged {
                        game,
                        row: r + 1,
                        found: row.len(),
                        expected,
                        format,
                    });
                }
                _ => {}
            }
            cells.extend(row.iter().map(|&c| code(c)));
            h += 1;
        }
        let w = w.unwrap_or(0);
        if w == 0 {
            return Ok(Grid {
                h: 0,
                w: 0,
                cells: Box::new([]),
            });
        }
        Ok(Grid {
            h,
            w,
            cells: cells.into(),
        })
    }

    /// The rows, each cell turned back from its code by `decode`.
    pub(crate) fn to_rows<C>(&self, decode: impl Fn(u8) -> C) -> Vec<Vec<C>> {
        (0..self.h)
            .map(|r| (0..self.w).map(|c| decode(self.at(r, c))).collect())
            .collect()
    }

    pub(crate) fn at(&self, r: usize, c: usize) -> u8 {
        self.cells[r * self.w + c]
    }

    /// The 4-connected regions of cells for which `inside` holds, each cut
    /// out to its bounding box with every other cell set to 0.
    pub(crate) fn regions(&self, inside: impl Fn(u8) -> bool) -> Vec<Grid> {
        self.regions_by(inside, &[(-1, 0), (1, 0), (0, -1), (0, 1)])
    }

    /// The regions of cells for which `inside` holds, two cells joined when
    /// one is a step of `steps` (row, column) from the other; each cut out
    /// to its bounding box with every other cell set to 0.
    pub(crate) fn regions_by(&self, inside: impl Fn(u8) -> bool, steps: &[(i8, i8)]) -> Vec<Grid> {
        let (h, w) = (self.h, self.w);
        // The hot path of every grid ruleset: buffers on the stack for
        // boards of up to 128 cells, and no division in the flood.
        let mut reached: SmallVec<[bool; 128]> = smallvec![false; h * w];
        let mut stack: SmallVec<[(usize, usize); 64]> = SmallVec::new();
        let mut members: SmallVec<[usize; 128]> = SmallVec::new();
        let (mut total, mut clean) = (0, true);
        for &x in self.cells.iter() {
            if inside(x) {
                total += 1;
            } else if x != 0 {
                clean = false;
            }
        }
        let mut out = Vec::new();
        for start in 0..h * w {
            if reached[start] || !inside(self.cells[start]) {
                continue;
            }
            members.clear();
            reached[start] = true;
            stack.push((start / w, start % w));
            let (mut r0, mut r1, mut c0, mut c1) = (h, 0, w, 0);
            while let Some((r, c)) = stack.pop() {
                members.push(r * w + c);
                (r0, r1, c0, c1) = (r0.min(r), r1.max(r), c0.min(c), c1.max(c));
                // Joined both ways: a step and its reverse.
                for &(dr, dc) in steps {
                    for sign in [1, -1] {
                        let nr = r.wrapping_add_signed(sign * isize::from(dr));
                        let nc = c.wrapping_add_signed(sign * isize::from(dc));
                        if nr >= h || nc >= w {
                            continue;
                        }
                        let j = nr * w + nc;
                        if !reached[j] && inside(self.cells[j]) {
                            reached[j] = true;
                            stack.push((nr, nc));
                        }
                    }
                }
            }
            // One region filling the whole rectangle, with nothing else
            // on it: the board is its own region.
            if clean && members.len() == total && (r0, r1, c0, c1) == (0, h - 1, 0, w - 1) {
                return vec![self.clone()];
            }
            out.push(self.cut(&members, (r0, r1, c0, c1)));
        }
        out
    }

    /// The cells `members` cut out to their bounding box `(first row, last
    /// row, first column, last column)`, the rest 0.
    fn cut(&self, members: &[usize], (r0, r1, c0, c1): (usize, usize, usize, usize)) -> Grid {
        let w = self.w;
        let (gh, gw) = (r1 - r0 + 1, c1 - c0 + 1);
        let mut cells = vec![0u8; gh * gw];
        for &i in members {
            cells[(i / w - r0) * gw + (i % w - c0)] = self.cells[i];
        }
        Grid {
            h: gh,
            w: gw,
            cells: cells.into(),
        }
    }

    fn map(&self, h: usize, w: usize, from: impl Fn(usize, usize) -> (usize, usize)) -> Grid {
        let mut cells = Vec::with_capacity(h * w);
        for r in 0..h {
            for c in 0..w {
                let (a, b) = from(r, c);
                cells.push(self.at(a, b));
            }
        }
        Grid {
            h,
            w,
            cells: cells.into(),
        }
    }

    /// The four symmetries that keep rows as rows: identity, the two
    /// mirrors, and the half turn (the reference for [`Grid::least_mirror`]).
    #[cfg(test)]
    pub(crate) fn mirrors(&self) -> [Grid; 4] {
        let (h, w) = (self.h, self.w);
        [
            self.clone(),
            self.map(h, w, |r, c| (h - 1 - r, c)),
            self.map(h, w, |r, c| (r, w - 1 - c)),
            self.map(h, w, |r, c| (h - 1 - r, w - 1 - c)),
        ]
    }

    /// This grid with the codes `a` and `b` exchanged: the players' pieces
    /// swapped, for `Ruleset::negative_image`.
    pub(crate) fn swapped(&self, a: u8, b: u8) -> Grid {
        let swap = |x: u8| match x {
            x if x == a => b,
            x if x == b => a,
            x => x,
        };
        Grid {
            cells: self.cells.iter().map(|&x| swap(x)).collect(),
            ..*self
        }
    }

    /// The least of the eight images under the symmetries of the square
    /// (mirrors, half turn, transposes): one board for all eight, for games
    /// whose moves look the same every way. The images are compared cell
    /// by cell where they lie, and only the least is built.
    pub(crate) fn least_image(&self) -> Grid {
        self.least_of(8)
    }

    /// The least of the four images that keep rows as rows (identity, the
    /// two mirrors, the half turn), compared in place like
    /// [`Grid::least_image`]: the least of [`Grid::mirrors`].
    pub(crate) fn least_mirror(&self) -> Grid {
        self.least_of(4)
    }

    /// The least of the first `n` images of [`Grid::least_image`]'s list
    /// (4: the mirrors, 8: every symmetry of the square).
    fn least_of(&self, n: u8) -> Grid {
        let (h, w) = (self.h, self.w);
        // Image t's cell (r, c) is this grid's cell at(t, r, c); images 4
        // to 7 are the transpose's, w rows of h.
        let at = |t: u8, r: usize, c: usize| -> usize {
            let (a, b) = match t {
                0 => (r, c),
                1 => (h - 1 - r, c),
                2 => (r, w - 1 - c),
                3 => (h - 1 - r, w - 1 - c),
                4 => (c, r),
                5 => (c, w - 1 - r),
                6 => (h - 1 - c, r),
                _ => (h - 1 - c, w - 1 - r),
            };
            a * w + b
        };
        let shape = |t: u8| if t < 4 { (h, w) } else { (w, h) };
        // Grids order by rows, then columns, then cells.
        let least_shape = if n > 4 { (h, w).min((w, h)) } else { (h, w) };
        let mut best = if shape(0) == least_shape { 0 } else { 4 };
        for t in best + 1..n {
            if shape(t) != least_shape {
                continue;
            }
            let (ih, iw) = least_shape;
            let order = (0..ih * iw)
                .map(|k| {
                    self.cells[at(t, k / iw, k % iw)].cmp(&self.cells[at(best, k / iw, k % iw)])
                })
                .find(|o| o.is_ne());
            if order == Some(std::cmp::Ordering::Less) {
                best = t;
            }
        }
        let (ih, iw) = shape(best);
        let cells: Vec<u8> = (0..ih * iw)
            .map(|k| self.cells[at(best, k / iw, k % iw)])
            .collect();
        Grid {
            h: ih,
            w: iw,
            cells: cells.into(),
        }
    }

    /// One image for all eight, for games where Left moves down columns
    /// as Right moves along rows (Domineering, Fission): the least mirror
    /// image at most as tall as it is wide (for a square, of the board and
    /// its transpose), and whether it is transposed, its value negated.
    pub(crate) fn least_up_to_transpose(&self) -> (Grid, bool) {
        use std::cmp::Ordering;
        match self.h.cmp(&self.w) {
            Ordering::Less => (self.least_mirror(), false),
            Ordering::Greater => (self.transpose().least_mirror(), true),
            Ordering::Equal => {
                let (a, b) = (self.least_mirror(), self.transpose().least_mirror());
                if b < a { (b, true) } else { (a, false) }
            }
        }
    }

    /// Rows and columns exchanged.
    pub(crate) fn transpose(&self) -> Grid {
        self.map(self.w, self.h, |r, c| (c, r))
    }

    /// Writes the rows separated by `|`, each cell by `show`.
    pub(crate) fn write(
        &self,
        f: &mut fmt::Formatter<'_>,
        show: impl Fn(u8) -> char,
    ) -> fmt::Result {
        for r in 0..self.h {
            if r > 0 {
                f.write_str("|")?;
            }
            for c in 0..self.w {
                write!(f, "{}", show(self.at(r, c)))?;
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::Grid;

    /// The least image found cell by cell is the least of the eight built
    /// images.
    #[test]
    fn least_image_is_the_least_of_the_eight() {
        let mut x: u64 = 0x9E37_79B9_7F4A_7C15;
        for _ in 0..3000 {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            let (h, w) = (1 + (x % 4) as usize, 1 + (x / 4 % 4) as usize);
            let cells: Vec<u8> = (0..h * w)
                .map(|k| (x >> (8 + 2 * k) & 3) as u8 % 3)
                .collect();
            let g = Grid {
                h,
                w,
                cells: cells.into(),
            };
            let t = g.transpose();
            let least = g.mirrors().into_iter().chain(t.mirrors()).min().unwrap();
            assert_eq!(g.least_image(), least, "{g:?}");
            let least_mirror = g.mirrors().into_iter().min().unwrap();
            assert_eq!(g.least_mirror(), least_mirror, "{g:?}");
        }
    }

    /// Regions found by the flood are those of a plain search: every cell
    /// inside lands in exactly one region, joined cells in the same one.
    #[test]
    fn regions_cover_the_cells_inside_once() {
        let mut x: u64 = 0x2545_F491_4F6C_DD1D;
        for _ in 0..3000 {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            let (h, w) = (1 + (x % 5) as usize, 1 + (x / 5 % 5) as usize);
            let cells: Vec<u8> = (0..h * w)
                .map(|k| (x >> (10 + 2 * k % 50) & 3) as u8 % 3)
                .collect();
            let g = Grid {
                h,
                w,
                cells: cells.into(),
            };
            let regions = g.regions(|c| c == 1);
            // Count: cells inside over all regions equals those of the board.
            let inside = g.cells.iter().filter(|&&c| c == 1).count();
            let found: usize = regions
                .iter()
                .map(|r| r.cells.iter().filter(|&&c| c == 1).count())
                .sum();
            assert_eq!(found, inside, "{g:?}");
            for r in &regions {
                // Only cells inside survive the cut, and a region is connected:
                // its own regions are itself.
                assert!(r.cells.iter().all(|&c| c == 0 || c == 1), "{g:?}");
                assert_eq!(r.regions(|c| c == 1), vec![r.clone()], "{g:?}");
            }
        }
    }
}
