//! Pattern databases on disk: the file format (a header, the tables, a
//! CRC-32), the cache directory, and which tables a solver loads.

use std::fs::File;
use std::io::{BufReader, BufWriter, Read, Write};
use std::path::{Path, PathBuf};

use super::{Group, PatternDatabase, PdbError, Progress, check_groups, groups_name, placements};

/// The file header: magic bytes with the format version.
const MAGIC: &[u8; 8] = b"CGPDB\0\x01\n";

impl PatternDatabase {
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
    /// use std::path::Path;
    /// let dir = PatternDatabase::cache_dir().unwrap();
    /// match std::env::var_os("CGAME_CACHE_DIR").filter(|d| !d.is_empty()) {
    ///     Some(d) => assert_eq!(dir, Path::new(&d)),
    ///     None => assert!(dir.ends_with("combinatorial-games")),
    /// }
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

/// Which pattern databases the 4 x 4 solver searches with, as `cgame
/// fifteen solve --tables` names them.
///
/// ```
/// use sliding_puzzles::Tables;
/// assert_eq!("7-8".parse::<Tables>().unwrap(), Tables::Large);
/// assert_eq!("auto".parse::<Tables>().unwrap(), Tables::Auto);
/// assert!("9-6".parse::<Tables>().unwrap_err().to_string().contains("auto, 6-6-3 or 7-8"));
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Tables {
    /// The 7-8 tables if they are in the cache directory, else the 6-6-3.
    #[default]
    Auto,
    /// The 6-6-3 tables, built in about a second each time.
    Small,
    /// The 7-8 tables ([`PatternDatabase::SPLIT_78`]): loaded from the
    /// cache directory, built there first if missing.
    Large,
}

impl std::str::FromStr for Tables {
    type Err = PdbError;

    fn from_str(s: &str) -> Result<Tables, PdbError> {
        match s.trim() {
            "auto" => Ok(Tables::Auto),
            "6-6-3" | "663" => Ok(Tables::Small),
            "7-8" | "78" => Ok(Tables::Large),
            other => Err(PdbError::UnknownTables(other.to_string())),
        }
    }
}

/// The tables a [`Tables`] choice settled on.
#[derive(Debug)]
#[non_exhaustive]
pub struct Loaded {
    /// The 7-8 tables, or `None` for the built-in 6-6-3 ones.
    pub database: Option<PatternDatabase>,
    /// Where the 7-8 tables are (or would be) cached; `None` when
    /// [`Tables::Auto`] found no cache directory.
    pub path: Option<PathBuf>,
    /// Why [`Tables::Auto`] passed over a cached file (it is damaged or of
    /// another version): worth telling the user.
    pub passed_over: Option<PdbError>,
}

impl Tables {
    /// Loads the tables this choice names, from `dir` or else the
    /// [cache directory](PatternDatabase::cache_dir); [`Tables::Large`]
    /// builds them there first if missing, calling `progress`.
    ///
    /// ```
    /// use sliding_puzzles::Tables;
    /// let dir = std::env::temp_dir().join(format!("cg-doc-none-{}", std::process::id()));
    /// let loaded = Tables::Auto.load(Some(&dir), |_| {}).unwrap();
    /// assert!(loaded.database.is_none() && loaded.passed_over.is_none());
    /// assert!(loaded.path.unwrap().starts_with(&dir));
    /// ```
    pub fn load(
        self,
        dir: Option<&Path>,
        progress: impl Fn(Progress) + Sync,
    ) -> Result<Loaded, PdbError> {
        let dir = match (dir, self) {
            (Some(d), _) => d.to_path_buf(),
            (None, Tables::Small) => return Ok(Loaded::small(None)),
            (None, Tables::Auto) => match PatternDatabase::cache_dir() {
                Ok(d) => d,
                Err(_) => return Ok(Loaded::small(None)),
            },
            (None, Tables::Large) => PatternDatabase::cache_dir()?,
        };
        let split = &PatternDatabase::SPLIT_78;
        let path = dir.join(PatternDatabase::file_name(split));
        let (database, passed_over) = match self {
            Tables::Small => (None, None),
            Tables::Auto if !path.exists() => (None, None),
            Tables::Auto => match PatternDatabase::load(&path) {
                Ok(db) => (Some(db), None),
                Err(e) => (None, Some(e)),
            },
            Tables::Large => (
                Some(PatternDatabase::load_or_build(split, &dir, progress)?),
                None,
            ),
        };
        Ok(Loaded {
            database,
            path: Some(path),
            passed_over,
        })
    }
}

impl Loaded {
    fn small(path: Option<PathBuf>) -> Loaded {
        Loaded {
            database: None,
            path,
            passed_over: None,
        }
    }
}
