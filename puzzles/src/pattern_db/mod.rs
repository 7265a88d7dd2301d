//! Pattern databases for the 4 x 4 puzzle with any split of the tiles into
//! groups of up to 8, indexed densely by rank, built by a parallel
//! breadth-first search, and saved to and loaded from disk with a checksum.
//!
//! The large split is Korf and Felner's 7-8 (tiles 1 to 7, tiles 8 to 15;
//! 576,576,000 entries, one byte each): too big to build every time, so it
//! is built once on request and cached.

mod build;
mod disk;

pub use disk::{Loaded, Tables};

use std::path::PathBuf;
use std::sync::atomic::{AtomicU64, Ordering::Relaxed};

use thiserror::Error;

use super::sliding::SlidingPuzzle;
use build::build_table;
#[cfg(test)]
use build::{compress, expand};

/// The most tiles one group may hold: 8 tiles have 518,918,400
/// placements; 9 would have 4,151,347,200.
pub const MAX_GROUP: usize = 8;

/// What went wrong building, saving or loading a pattern database.
#[derive(Debug, Error)]
pub enum PdbError {
    /// The groups are not a valid split of the tiles.
    #[error("invalid tile groups: {0}")]
    Groups(String),
    /// Reading or writing a file failed.
    #[error("{path}: {source}")]
    Io {
        /// The file.
        path: PathBuf,
        /// What the system said.
        #[source]
        source: std::io::Error,
    },
    /// The file is not a pattern database this version can read, or is cut
    /// short.
    #[error(
        "{path} is not a pattern database file of this version: {reason} (delete it to rebuild)"
    )]
    Format {
        /// The file.
        path: PathBuf,
        /// What is wrong.
        reason: String,
    },
    /// The file's contents do not match its checksum: it is damaged.
    #[error(
        "{path} is damaged: checksum {found:08x}, expected {expected:08x} (delete it to rebuild)"
    )]
    Checksum {
        /// The file.
        path: PathBuf,
        /// The checksum stored in the file.
        expected: u32,
        /// The checksum of what was read.
        found: u32,
    },
    /// The file holds tables for other groups than were asked for.
    #[error("{path} holds the groups {found}, not {wanted}")]
    OtherGroups {
        /// The file.
        path: PathBuf,
        /// The groups in the file.
        found: String,
        /// The groups asked for.
        wanted: String,
    },
    /// No cache directory: neither `CGAME_CACHE_DIR`, `XDG_CACHE_HOME`
    /// nor `HOME` is set.
    #[error("no cache directory: set CGAME_CACHE_DIR (or XDG_CACHE_HOME or HOME)")]
    NoCacheDir,
    /// A name of tables other than `auto`, `6-6-3` and `7-8`.
    #[error("the tables are auto, 6-6-3 or 7-8, not '{0}'")]
    UnknownTables(String),
}

/// How far a build has got: placements given their value so far, out of
/// all placements of all groups.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Progress {
    /// Placements done.
    pub done: u64,
    /// All placements.
    pub total: u64,
}

/// Additive pattern databases for the 4 x 4 puzzle and its blank-first goal
/// (tile `t` home in cell `t`): for each group of tiles, the fewest moves
/// of that group's tiles that bring them home from each placement, other
/// tiles being indistinct. Different groups' moves are different moves, so
/// the values add up to a lower bound on the moves to the goal.
///
/// [`SlidingPuzzle::solve_with`] searches with a database; the 7-8 split
/// ([`PatternDatabase::SPLIT_78`]) needs about 2 GB and a few minutes to
/// build, so [`PatternDatabase::load_or_build`] keeps it in a cache
/// directory.
///
/// ```
/// use sliding_puzzles::{Goal, PatternDatabase, SlidingPuzzle};
/// let db = PatternDatabase::build(&PatternDatabase::SPLIT_555, |_| {}).unwrap();
/// let p: SlidingPuzzle = "1 2 3 4 5 6 7 8 9 10 11 12 13 14 0 15".parse().unwrap();
/// assert_eq!(db.heuristic(&p, Goal::BlankLast), 1);
/// let s = p.solve_with(&db, Goal::BlankLast).unwrap();
/// assert_eq!(s.letters(), "R");
/// ```
#[derive(Clone, PartialEq, Eq)]
pub struct PatternDatabase {
    groups: Vec<Group>,
}

#[derive(Clone, PartialEq, Eq)]
pub(crate) struct Group {
    pub(crate) tiles: Vec<u8>,
    values: Vec<u8>,
}

impl Group {
    /// Where a placement packed four bits a tile sits in the table.
    #[inline]
    pub(crate) fn index(&self, packed: u64) -> usize {
        rank_packed(packed, self.tiles.len())
    }

    /// The value at an index.
    #[inline]
    pub(crate) fn at(&self, index: usize) -> u8 {
        self.values[index]
    }
}

impl std::fmt::Debug for PatternDatabase {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "PatternDatabase({})", groups_name(&self.group_tiles()))
    }
}

/// Number of placements of `k` distinct tiles on 16 cells.
fn placements(k: usize) -> u64 {
    (16 - k as u64 + 1..=16).product()
}

/// A placement's dense index: the cells in tile order as digits of a mixed
/// radix 16, 15, 14, ..., each cell counted among the cells not yet taken.
#[inline]
fn rank(cells: &[u8]) -> usize {
    let mut used: u32 = 0;
    let mut r = 0usize;
    for (i, &c) in cells.iter().enumerate() {
        let below = (used & ((1u32 << c) - 1)).count_ones() as usize;
        r = r * (16 - i) + (c as usize - below);
        used |= 1 << c;
    }
    r
}

#[inline]
fn rank_packed(packed: u64, k: usize) -> usize {
    let mut cells = [0u8; MAX_GROUP];
    for (i, c) in cells.iter_mut().enumerate().take(k) {
        *c = (packed >> (4 * i) & 15) as u8;
    }
    rank(&cells[..k])
}

/// The cells of the placement with index `r`.
pub(crate) fn unrank(mut r: usize, cells: &mut [u8]) {
    let k = cells.len();
    let mut digits = [0usize; MAX_GROUP];
    for i in (0..k).rev() {
        digits[i] = r % (16 - i);
        r /= 16 - i;
    }
    let mut free: u32 = 0xFFFF;
    for (c, &d) in cells.iter_mut().zip(&digits) {
        let mut f = free;
        for _ in 0..d {
            f &= f - 1;
        }
        *c = f.trailing_zeros() as u8;
        free &= !(1 << *c);
    }
}

fn check_groups(groups: &[&[u8]]) -> Result<(), PdbError> {
    let mut used = [false; 16];
    if groups.is_empty() {
        return Err(PdbError::Groups("no groups given".into()));
    }
    for g in groups {
        if g.is_empty() || g.len() > MAX_GROUP {
            return Err(PdbError::Groups(format!(
                "a group holds 1 to {MAX_GROUP} tiles, and {:?} holds {}",
                g,
                g.len()
            )));
        }
        for &t in *g {
            if !(1..=15).contains(&t) {
                return Err(PdbError::Groups(format!(
                    "tiles are 1 to 15, and {t} is not"
                )));
            }
            if std::mem::replace(&mut used[t as usize], true) {
                return Err(PdbError::Groups(format!("tile {t} is in two groups")));
            }
        }
    }
    Ok(())
}

/// The groups as text, for file names and messages: `1.2.3-4.5.6`.
fn groups_name(groups: &[&[u8]]) -> String {
    groups
        .iter()
        .map(|g| {
            g.iter()
                .map(|t| t.to_string())
                .collect::<Vec<_>>()
                .join(".")
        })
        .collect::<Vec<_>>()
        .join("-")
}

impl PatternDatabase {
    /// Korf and Felner's 7-8 split: the seven tiles of the top two rows,
    /// and the eight of the bottom two. About 2 GB while it builds (a few
    /// minutes on two cores), 577 MB when built.
    pub const SPLIT_78: [&'static [u8]; 2] =
        [&[1, 2, 3, 4, 5, 6, 7], &[8, 9, 10, 11, 12, 13, 14, 15]];

    /// A 5-5-5 split (three 524,160-entry tables): builds in a moment, for
    /// tests and for machines short of memory.
    pub const SPLIT_555: [&'static [u8]; 3] =
        [&[1, 2, 3, 4, 5], &[6, 7, 8, 9, 10], &[11, 12, 13, 14, 15]];

    /// Builds the tables for `groups` (disjoint sets of 1 to 8 tiles out of
    /// 1 to 15) on every core, calling `progress` now and then.
    ///
    /// ```
    /// use sliding_puzzles::{PatternDatabase, PdbError};
    /// let db = PatternDatabase::build(&[&[1, 2, 3]], |_| {}).unwrap();
    /// assert_eq!(db.len(), 16 * 15 * 14);
    /// assert!(matches!(
    ///     PatternDatabase::build(&[&[1, 2], &[2, 3]], |_| {}),
    ///     Err(PdbError::Groups(_))
    /// ));
    /// ```
    pub fn build(
        groups: &[&[u8]],
        progress: impl Fn(Progress) + Sync,
    ) -> Result<PatternDatabase, PdbError> {
        check_groups(groups)?;
        let total: u64 = groups.iter().map(|g| placements(g.len())).sum();
        let done = AtomicU64::new(0);
        let report = |n: u64| {
            let d = done.fetch_add(n, Relaxed) + n;
            progress(Progress { done: d, total });
        };
        let groups = groups
            .iter()
            .map(|g| Group {
                tiles: g.to_vec(),
                values: build_table(g, &report),
            })
            .collect();
        Ok(PatternDatabase { groups })
    }

    /// The tile groups.
    ///
    /// ```
    /// use sliding_puzzles::PatternDatabase;
    /// let db = PatternDatabase::build(&[&[1, 2], &[3]], |_| {}).unwrap();
    /// assert_eq!(db.group_tiles(), vec![&[1, 2][..], &[3][..]]);
    /// ```
    pub fn group_tiles(&self) -> Vec<&[u8]> {
        self.groups.iter().map(|g| &g.tiles[..]).collect()
    }

    pub(crate) fn groups(&self) -> &[Group] {
        &self.groups
    }

    /// Entries in all tables (one byte each).
    ///
    /// ```
    /// use sliding_puzzles::PatternDatabase;
    /// let db = PatternDatabase::build(&[&[1], &[2]], |_| {}).unwrap();
    /// assert_eq!(db.len(), 32);
    /// ```
    pub fn len(&self) -> usize {
        self.groups.iter().map(|g| g.values.len()).sum()
    }

    /// Whether the tables are empty (never, once built).
    ///
    /// ```
    /// use sliding_puzzles::PatternDatabase;
    /// assert!(!PatternDatabase::build(&[&[1]], |_| {}).unwrap().is_empty());
    /// ```
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The lower bound on the moves from a 4 x 4 board to `goal`: the
    /// tables' sum, or that of the board reflected in the diagonal through
    /// the blank's home if larger. 0 for boards of other sizes.
    ///
    /// ```
    /// use sliding_puzzles::{Goal, PatternDatabase, SlidingPuzzle};
    /// let db = PatternDatabase::build(&PatternDatabase::SPLIT_555, |_| {}).unwrap();
    /// let korf1: SlidingPuzzle = "14 13 15 7 11 12 9 5 6 0 2 1 4 8 10 3".parse().unwrap();
    /// let h = db.heuristic(&korf1, Goal::BlankFirst);
    /// assert!(h <= 57 && h % 2 == 57 % 2);   // the optimal length is 57
    /// ```
    pub fn heuristic(&self, p: &SlidingPuzzle, goal: super::Goal) -> u32 {
        if p.rows() != 4 || p.cols() != 4 {
            return 0;
        }
        super::solver::pdb_heuristic(p, goal, self.groups())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rank_is_a_bijection() {
        for k in 1..=3 {
            let n = placements(k) as usize;
            let mut seen = vec![false; n];
            let mut cells = vec![0u8; k];
            for r in 0..n {
                unrank(r, &mut cells);
                // `seen` is indexed by the rank computed, not by `r`.
                let mut distinct = cells.clone();
                distinct.sort();
                distinct.dedup();
                assert_eq!(distinct.len(), k);
                assert_eq!(rank(&cells), r);
                assert!(!std::mem::replace(&mut seen[rank(&cells)], true));
            }
        }
        // The last placement of 8 tiles is the largest index.
        let cells = [15, 14, 13, 12, 11, 10, 9, 8];
        assert_eq!(rank(&cells) as u64, placements(8) - 1);
    }

    #[test]
    fn compress_and_expand_invert() {
        let free = 0b1010_0110_0101_1001u16;
        for m in 0..=u16::MAX {
            let m = m & free;
            assert_eq!(expand(compress(m, free), free), m);
        }
        assert_eq!(compress(free, free), 0xFF);
    }

    #[test]
    fn one_tile_tables_are_manhattan_distances() {
        // A lone tile moves only when the blank is beside it, and the blank
        // goes anywhere else for free: its distance home.
        let db = PatternDatabase::build(&[&[6]], |_| {}).unwrap();
        for c in 0..16u64 {
            let d = (c / 4).abs_diff(1) + (c % 4).abs_diff(2);
            assert_eq!(
                db.groups[0].at(db.groups[0].index(c)) as u64,
                d,
                "tile 6 in cell {c}"
            );
        }
    }

    #[test]
    fn the_ranked_tables_agree_with_the_packed_ones() {
        // Three searches written apart: the packed-index queue search (the
        // reference), the ranked parallel one, and the sparse one-thread
        // search of the default tables; a group whose goal leaves the
        // blank's home cut off ([1, 4]) included.
        let groups: [&[u8]; 5] = [
            &[1, 2, 3, 5, 6, 7],
            &[4, 8, 12],
            &[10, 11, 14, 15],
            &[1, 4],
            &[6],
        ];
        for g in groups {
            let reference = super::super::pdb::build(g);
            let ranked = PatternDatabase::build(&[g], |_| {}).unwrap();
            let sparse = super::super::pdb::sparse_tables(&[g]).unwrap();
            let k = g.len();
            let mut cells = vec![0u8; k];
            for r in 0..placements(k) as usize {
                unrank(r, &mut cells);
                let p = cells
                    .iter()
                    .enumerate()
                    .fold(0usize, |a, (i, &c)| a | (c as usize) << (4 * i));
                assert_eq!(ranked.groups[0].values[r], reference[p], "{g:?} {cells:?}");
                assert_eq!(sparse[0].get(p), reference[p], "{g:?} {cells:?}");
            }
        }
    }
}
