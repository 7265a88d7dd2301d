//! Solved tables kept on disk between runs, for the catalogue's games with
//! ties and draws: a solve that took more than [`CACHE_AFTER`] is written
//! to the cache directory, and read back (checked) instead of solved again.
//!
//! The directory is `$CGAME_CACHE_DIR`, else
//! `$XDG_CACHE_HOME/combinatorial-games`, else
//! `$HOME/.cache/combinatorial-games` (as for the 15-puzzle's tables), in
//! `tables/`. The cache is a convenience: a file that cannot be written or
//! read is solved again, never an error.

use std::fs;
use std::path::PathBuf;
use std::time::Duration;

use crate::retrograde::Table;

/// How long a solve must take for its table to be kept on disk.
pub(crate) const CACHE_AFTER: Duration = Duration::from_secs(2);

/// The cache directory, if one can be named.
fn cache_dir() -> Option<PathBuf> {
    let var = |name| std::env::var_os(name).filter(|v| !v.is_empty());
    if let Some(d) = var("CGAME_CACHE_DIR") {
        return Some(PathBuf::from(d));
    }
    if let Some(d) = var("XDG_CACHE_HOME") {
        return Some(PathBuf::from(d).join("combinatorial-games"));
    }
    var("HOME").map(|h| PathBuf::from(h).join(".cache").join("combinatorial-games"))
}

/// The file for a table's key: its letters and digits, the rest as '-'.
fn path(key: &str) -> Option<PathBuf> {
    let name: String = key
        .chars()
        .map(|c| if c.is_ascii_alphanumeric() { c } else { '-' })
        .collect();
    Some(cache_dir()?.join("tables").join(format!("{name}.table")))
}

/// The table stored under `key`, if there is a good one.
pub(crate) fn load<P>(key: &str) -> Option<Table<P>> {
    let mut file = fs::File::open(path(key)?).ok()?;
    Table::read_from(key, &mut file).ok()
}

/// Stores `table` under `key`, written whole to a temporary file first so
/// that a reader never sees half of it. Failures are ignored.
pub(crate) fn store<P>(key: &str, table: &Table<P>) {
    let Some(path) = path(key) else { return };
    let Some(dir) = path.parent() else { return };
    if fs::create_dir_all(dir).is_err() {
        return;
    }
    let tmp = path.with_extension(format!("tmp{}", std::process::id()));
    let written = fs::File::create(&tmp)
        .and_then(|mut f| table.write_to(key, &mut f).and_then(|()| f.sync_all()));
    if written.is_ok() {
        let _ = fs::rename(&tmp, &path);
    } else {
        let _ = fs::remove_file(&tmp);
    }
}
