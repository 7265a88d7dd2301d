//! Pattern databases for the 4 x 4 puzzle with any split of the tiles into
//! groups of up to 8, indexed densely by rank, built by a parallel
//! breadth-first search, and saved to and loaded from disk with a checksum.
//!
//! The large split is Korf and Felner's 7-8 (tiles 1 to 7, tiles 8 to 15;
//! 576,576,000 entries, one byte each): too big to build every time, so it
//! is built once on request and cached.

use std::fs::File;
use std::io::{BufReader, BufWriter, Read, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU16, AtomicU64, AtomicU8, AtomicUsize, Ordering::Relaxed};

use thiserror::Error;

use super::pdb::{grow, region};
use super::sliding::SlidingPuzzle;

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

    /// Entries in the table.
    pub(crate) fn len(&self) -> usize {
        self.values.len()
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

/// The bits of `m` that lie in `free`, renumbered as positions among the
/// cells of `free` (so 8 free cells fit a byte).
fn compress(m: u16, free: u16) -> u16 {
    let (mut out, mut f, mut i) = (0u16, free, 0);
    while f != 0 {
        let low = f & f.wrapping_neg();
        if m & low != 0 {
            out |= 1 << i;
        }
        f ^= low;
        i += 1;
    }
    out
}

/// The inverse of [`compress`].
fn expand(bits: u16, free: u16) -> u16 {
    let (mut out, mut f, mut i) = (0u16, free, 0);
    while f != 0 {
        let low = f & f.wrapping_neg();
        if bits >> i & 1 == 1 {
            out |= low;
        }
        f ^= low;
        i += 1;
    }
    out
}

/// A per-placement mask of the free cells the blank has been found in,
/// a byte when at most 8 cells are free.
trait Mask: Sync + Send + Sized {
    fn zeroed(n: usize) -> Vec<Self>;
    fn get(&self) -> u16;
    fn or(&self, bits: u16) -> u16;
    fn clear(&self);
}

impl Mask for AtomicU8 {
    fn zeroed(n: usize) -> Vec<Self> {
        (0..n).map(|_| AtomicU8::new(0)).collect()
    }
    fn get(&self) -> u16 {
        self.load(Relaxed) as u16
    }
    fn or(&self, bits: u16) -> u16 {
        self.fetch_or(bits as u8, Relaxed) as u16
    }
    fn clear(&self) {
        self.store(0, Relaxed)
    }
}

impl Mask for AtomicU16 {
    fn zeroed(n: usize) -> Vec<Self> {
        (0..n).map(|_| AtomicU16::new(0)).collect()
    }
    fn get(&self) -> u16 {
        self.load(Relaxed)
    }
    fn or(&self, bits: u16) -> u16 {
        self.fetch_or(bits, Relaxed)
    }
    fn clear(&self) {
        self.store(0, Relaxed)
    }
}

/// The neighbours of each cell of the 4 x 4 board, as masks.
fn neighbour_masks() -> [u16; 16] {
    let mut nbr = [0u16; 16];
    for (c, m) in nbr.iter_mut().enumerate() {
        *m = grow(1 << c) & !(1 << c);
    }
    nbr
}

/// Every move from placement `p` with the blank in the regions of the
/// free cells `bits` (compressed): the child's index, the cell the moved
/// tile left (the blank's new cell) and the child's occupied cells, into
/// `out`; returns how many. At most 24, one per edge of the board.
fn moves_from(
    p: usize,
    k: usize,
    bits: u16,
    nbr: &[u16; 16],
    out: &mut [(usize, u8, u16); 24],
) -> usize {
    let mut cells = [0u8; MAX_GROUP];
    let cells = &mut cells[..k];
    unrank(p, cells);
    let mut slot_at = [0u8; 16];
    let mut occupied = 0u16;
    for (j, &c) in cells.iter().enumerate() {
        slot_at[c as usize] = j as u8;
        occupied |= 1 << c;
    }
    let mut todo = expand(bits, !occupied);
    let mut count = 0;
    while todo != 0 {
        let r = region(todo.trailing_zeros() as usize, occupied);
        todo &= !r;
        // Each group tile beside the region, slid into each region cell
        // beside it.
        let mut border = grow(r) & occupied;
        while border != 0 {
            let to = border.trailing_zeros() as usize;
            border &= border - 1;
            let j = slot_at[to] as usize;
            let mut into = nbr[to] & r;
            while into != 0 {
                let c = into.trailing_zeros() as u8;
                into &= into - 1;
                cells[j] = c;
                out[count] = (rank(cells), to as u8, occupied ^ (1 << c) ^ (1 << to));
                count += 1;
            }
            cells[j] = to as u8;
        }
    }
    count
}

/// Marks the children not seen before as seen and queued for the next
/// level, and gives a placement seen for the first time the value
/// `depth`. Every child's mask is read before any is written, so the cache
/// misses overlap. Returns the regions queued and the placements first
/// seen.
fn visit<M: Mask>(
    children: &[(usize, u8, u16)],
    seen: &[M],
    next: &[M],
    values: &[AtomicU8],
    depth: u8,
) -> (u64, u64) {
    let mut old = [0u16; 24];
    for (o, &(r, _, _)) in old.iter_mut().zip(children) {
        *o = seen[r].get();
    }
    let (mut regions, mut firsts) = (0, 0);
    for (&(r, to, occ), &o) in children.iter().zip(&old) {
        let free = !occ;
        let bit = 1u16 << (free & ((1u16 << to) - 1)).count_ones();
        if o & bit != 0 {
            continue;
        }
        let mask = compress(region(to as usize, occ), free);
        let before = seen[r].or(mask);
        if before & bit != 0 {
            continue; // another thread got there first
        }
        next[r].or(mask);
        regions += 1;
        if before == 0 {
            values[r].store(depth, Relaxed);
            firsts += 1;
        }
    }
    (regions, firsts)
}

/// Placements handed to a thread at a time.
const CHUNK: usize = 1 << 14;

/// One group's table by breadth-first search over (placement, region of
/// the blank) from the goal, on every core. A state is a placement and the
/// connected set of free cells holding the blank, since the blank wanders
/// among the other tiles at no cost; each step slides a group tile beside
/// the region into it. Per placement the search keeps a bit per free cell
/// for "seen", "in this level" and "in the next level", and the level at
/// which the placement was first seen is its value.
fn build_group<M: Mask>(tiles: &[u8], report: &(dyn Fn(u64) + Sync)) -> Vec<u8> {
    let k = tiles.len();
    let n = placements(k) as usize;
    let nbr = neighbour_masks();
    let seen = M::zeroed(n);
    let mut level = M::zeroed(n);
    let mut next = M::zeroed(n);
    let values: Vec<AtomicU8> = (0..n).map(|_| AtomicU8::new(0)).collect();

    let home = rank(tiles);
    let occupied = tiles.iter().fold(0u16, |m, &t| m | 1 << t);
    let start = compress(region(0, occupied), !occupied);
    seen[home].or(start);
    level[home].or(start);
    report(1);

    let threads = std::thread::available_parallelism().map_or(1, |t| t.get());
    let mut depth = 0u8;
    loop {
        let chunk = AtomicUsize::new(0);
        let pushed = AtomicU64::new(0);
        let (level_ref, next_ref) = (&level, &next);
        std::thread::scope(|s| {
            for _ in 0..threads {
                s.spawn(|| {
                    let mut children = [(0usize, 0u8, 0u16); 24];
                    loop {
                        let first = chunk.fetch_add(1, Relaxed) * CHUNK;
                        if first >= n {
                            break;
                        }
                        let (mut firsts, mut regions) = (0u64, 0u64);
                        let end = (first + CHUNK).min(n);
                        for (p, here) in level_ref[first..end].iter().enumerate() {
                            let bits = here.get();
                            if bits == 0 {
                                continue;
                            }
                            here.clear();
                            let count = moves_from(first + p, k, bits, &nbr, &mut children);
                            let (r, f) =
                                visit(&children[..count], &seen, next_ref, &values, depth + 1);
                            regions += r;
                            firsts += f;
                        }
                        pushed.fetch_add(regions, Relaxed);
                        if firsts > 0 {
                            report(firsts);
                        }
                    }
                });
            }
        });
        if pushed.load(Relaxed) == 0 {
            break;
        }
        std::mem::swap(&mut level, &mut next);
        depth += 1;
    }
    values.into_iter().map(AtomicU8::into_inner).collect()
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

/// The file header: magic bytes with the format version.
const MAGIC: &[u8; 8] = b"CGPDB\0\x01\n";

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
                values: if g.len() >= 8 {
                    build_group::<AtomicU8>(g, &report)
                } else {
                    build_group::<AtomicU16>(g, &report)
                },
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

    /// Writes the tables to `path` (through a temporary file beside it, so
    /// a reader never sees half a file), with a CRC-32 of the contents.
    pub fn save(&self, path: &Path) -> Result<(), PdbError> {
        let io = |source| PdbError::Io {
            path: path.to_path_buf(),
            source,
        };
        let tmp = path.with_extension(format!("tmp{}", std::process::id()));
        let mut w = BufWriter::new(File::create(&tmp).map_err(io)?);
        let mut write = || -> std::io::Result<()> {
            let mut crc = crc32fast::Hasher::new();
            let mut put = |bytes: &[u8]| {
                crc.update(bytes);
                w.write_all(bytes)
            };
            put(MAGIC)?;
            put(&[self.groups.len() as u8])?;
            for g in &self.groups {
                put(&[g.tiles.len() as u8])?;
                put(&g.tiles)?;
            }
            for g in &self.groups {
                put(&g.values)?;
            }
            w.write_all(&crc.finalize().to_le_bytes())?;
            w.flush()
        };
        if let Err(e) = write() {
            let _ = std::fs::remove_file(&tmp);
            return Err(io(e));
        }
        drop(w);
        std::fs::rename(&tmp, path).map_err(io)
    }

    /// Reads tables written by [`PatternDatabase::save`], checking the
    /// format, the size and the checksum.
    ///
    /// ```
    /// use sliding_puzzles::PatternDatabase;
    /// let db = PatternDatabase::build(&[&[1, 2], &[3]], |_| {}).unwrap();
    /// let path = std::env::temp_dir().join(format!("cg-doc-{}.pdb", std::process::id()));
    /// db.save(&path).unwrap();
    /// assert_eq!(PatternDatabase::load(&path).unwrap(), db);
    /// std::fs::remove_file(&path).unwrap();
    /// ```
    pub fn load(path: &Path) -> Result<PatternDatabase, PdbError> {
        let io = |source| PdbError::Io {
            path: path.to_path_buf(),
            source,
        };
        let format = |reason: &str| PdbError::Format {
            path: path.to_path_buf(),
            reason: reason.to_string(),
        };
        let file = File::open(path).map_err(io)?;
        let size = file.metadata().map_err(io)?.len();
        let mut r = BufReader::new(file);
        let mut crc = crc32fast::Hasher::new();
        let mut take = |r: &mut BufReader<File>, buf: &mut [u8]| -> Result<(), PdbError> {
            r.read_exact(buf).map_err(|e| match e.kind() {
                std::io::ErrorKind::UnexpectedEof => format("the file is cut short"),
                _ => io(e),
            })?;
            crc.update(buf);
            Ok(())
        };
        let mut magic = [0u8; 8];
        take(&mut r, &mut magic)?;
        if &magic != MAGIC {
            return Err(format("wrong header"));
        }
        let mut count = [0u8];
        take(&mut r, &mut count)?;
        let mut tiles = Vec::new();
        for _ in 0..count[0] {
            let mut k = [0u8];
            take(&mut r, &mut k)?;
            let mut t = vec![0u8; k[0] as usize];
            take(&mut r, &mut t)?;
            tiles.push(t);
        }
        let refs: Vec<&[u8]> = tiles.iter().map(|t| &t[..]).collect();
        check_groups(&refs).map_err(|e| format(&e.to_string()))?;
        let header = 9 + tiles.iter().map(|t| 1 + t.len() as u64).sum::<u64>();
        let body: u64 = tiles.iter().map(|t| placements(t.len())).sum();
        if size != header + body + 4 {
            return Err(format(&format!(
                "{size} bytes where {} were expected",
                header + body + 4
            )));
        }
        let mut groups = Vec::new();
        for t in tiles {
            let mut values = vec![0u8; placements(t.len()) as usize];
            take(&mut r, &mut values)?;
            groups.push(Group { tiles: t, values });
        }
        let mut stored = [0u8; 4];
        r.read_exact(&mut stored).map_err(io)?;
        let expected = u32::from_le_bytes(stored);
        let found = crc.finalize();
        if found != expected {
            return Err(PdbError::Checksum {
                path: path.to_path_buf(),
                expected,
                found,
            });
        }
        Ok(PatternDatabase { groups })
    }

    /// The file name the tables for `groups` are cached under.
    ///
    /// ```
    /// use sliding_puzzles::PatternDatabase;
    /// assert_eq!(
    ///     PatternDatabase::file_name(&PatternDatabase::SPLIT_78),
    ///     "fifteen-1.2.3.4.5.6.7-8.9.10.11.12.13.14.15.pdb"
    /// );
    /// ```
    pub fn file_name(groups: &[&[u8]]) -> String {
        format!("fifteen-{}.pdb", groups_name(groups))
    }

    /// The cache directory: `$CGAME_CACHE_DIR`, else
    /// `$XDG_CACHE_HOME/combinatorial-games`, else
    /// `$HOME/.cache/combinatorial-games`.
    ///
    /// ```
    /// use sliding_puzzles::PatternDatabase;
    /// std::env::set_var("CGAME_CACHE_DIR", "/var/cache/cg");
    /// assert_eq!(PatternDatabase::cache_dir().unwrap(), std::path::Path::new("/var/cache/cg"));
    /// ```
    pub fn cache_dir() -> Result<PathBuf, PdbError> {
        let var = |name| std::env::var_os(name).filter(|v| !v.is_empty());
        if let Some(d) = var("CGAME_CACHE_DIR") {
            return Ok(PathBuf::from(d));
        }
        if let Some(d) = var("XDG_CACHE_HOME") {
            return Ok(PathBuf::from(d).join("combinatorial-games"));
        }
        var("HOME")
            .map(|h| PathBuf::from(h).join(".cache").join("combinatorial-games"))
            .ok_or(PdbError::NoCacheDir)
    }

    /// Loads the tables for `groups` from `dir`, or builds them (calling
    /// `progress`) and saves them there when the file is missing. A damaged
    /// file or one of another format is an error, not rebuilt silently.
    ///
    /// ```
    /// use sliding_puzzles::PatternDatabase;
    /// let dir = std::env::temp_dir().join(format!("cg-doc-cache-{}", std::process::id()));
    /// let built = PatternDatabase::load_or_build(&[&[1, 2, 3]], &dir, |_| {}).unwrap();
    /// let loaded = PatternDatabase::load_or_build(&[&[1, 2, 3]], &dir, |_| panic!("no build")).unwrap();
    /// assert_eq!(built, loaded);
    /// std::fs::remove_dir_all(&dir).unwrap();
    /// ```
    pub fn load_or_build(
        groups: &[&[u8]],
        dir: &Path,
        progress: impl Fn(Progress) + Sync,
    ) -> Result<PatternDatabase, PdbError> {
        check_groups(groups)?;
        let path = dir.join(Self::file_name(groups));
        if path.exists() {
            let db = Self::load(&path)?;
            if db.group_tiles() != groups {
                return Err(PdbError::OtherGroups {
                    path,
                    found: groups_name(&db.group_tiles()),
                    wanted: groups_name(groups),
                });
            }
            return Ok(db);
        }
        let db = Self::build(groups, progress)?;
        std::fs::create_dir_all(dir).map_err(|source| PdbError::Io {
            path: dir.to_path_buf(),
            source,
        })?;
        db.save(&path)?;
        Ok(db)
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
        // Two searches written apart: the packed-index queue search of the
        // default tables and the ranked parallel one.
        for g in [&[1u8, 2, 3, 5, 6, 7][..], &[4, 8, 12], &[10, 11, 14, 15]] {
            let packed = super::super::pdb::build(g);
            let ranked = PatternDatabase::build(&[g], |_| {}).unwrap();
            let k = g.len();
            let mut cells = vec![0u8; k];
            for r in 0..placements(k) as usize {
                unrank(r, &mut cells);
                let p = cells
                    .iter()
                    .enumerate()
                    .fold(0u64, |a, (i, &c)| a | (c as u64) << (4 * i));
                assert_eq!(ranked.groups[0].values[r], packed.get(p as usize));
            }
        }
        // The default tables, built ranked and laid out packed, equal the
        // reference's, unused entries included.
        let default = super::super::pdb::tables_663();
        for (g, table) in super::super::pdb::GROUPS_663.iter().zip(default) {
            if g.len() <= 3 || g[0] == 1 {
                assert!(super::super::pdb::build(g).moves == table.moves, "{g:?}");
            }
        }
    }
}
