//! Links and distinguishers (Conway, ONAG ch. 12, theorems 75 and 76),
//! made as the proofs make them.
//!
//! `G` and `H` are *linked* when some `T` makes both `G + T` and `H + T`
//! second player's wins; that is so exactly when neither is an option of
//! the other, and then `T` = {every `G′` told from `H`, every `H′` told
//! from `G`} links them, where "`X` told from `Y`" is a game `D` with `X + D`
//! a second player's win and `Y + D` not. Two different forms are always
//! told apart: some option of one is linked to the other (theorem 75).

use std::sync::{LazyLock, Mutex};

use rustc_hash::FxHashMap;

use super::order::{self, lock, star};
use super::{MisereError, MisereGame, table, values};

/// Distinguishers found (or `None` for equal forms), by the ordered pair.
type Told = FxHashMap<(u32, u32), Option<u32>>;

static TOLD: LazyLock<Mutex<Told>> = LazyLock::new(Default::default);

fn has_option(g: u32, o: u32) -> bool {
    table::options(g).binary_search(&o).is_ok()
}

fn is_p(g: u32) -> bool {
    table::info(g).g_minus == 0
}

/// Whether some `T` makes `g + T` and `h + T` both second player's wins.
pub(super) fn linked(g: u32, h: u32) -> bool {
    !has_option(g, h) && !has_option(h, g)
}

/// A `T` that links `g` and `h`, if they are linked.
pub(super) fn link(g: u32, h: u32) -> Result<Option<u32>, MisereError> {
    if g == 0 && h == 0 {
        return star().map(Some);
    }
    if !linked(g, h) {
        return Ok(None);
    }
    crate::budget::step();
    let mut options = Vec::new();
    for (from, other) in [(g, h), (h, g)] {
        for o in table::options(from) {
            let d = stacker::maybe_grow(64 * 1024, 1024 * 1024, || told_apart(o, other))?;
            options.push(d.expect("different forms are told apart (ONAG theorem 75)"));
        }
    }
    table::canonical(options).map(Some)
}

/// Some `D` with `g + D` and `h + D` of different outcomes, if `g ≠ h`.
fn distinguisher(g: u32, h: u32) -> Result<Option<u32>, MisereError> {
    if g == h {
        return Ok(None);
    }
    if (g == 0 && is_p(h)) || (h == 0 && is_p(g)) {
        return Ok(Some(0));
    }
    for (from, other) in [(g, h), (h, g)] {
        for &o in order::sorted_options(from)?.iter() {
            if let Some(t) = link(other, o)? {
                return Ok(Some(t));
            }
        }
    }
    Ok(None)
}

/// `D` with `g + D` a second player's win and `h + D` not, if `g ≠ h`: a
/// distinguisher, or when it falls the other way the game whose options are
/// it and the mates of `g`'s options.
pub(super) fn told_apart(g: u32, h: u32) -> Result<Option<u32>, MisereError> {
    if let Some(&known) = lock(&TOLD).get(&(g, h)) {
        return Ok(known);
    }
    let answer = match distinguisher(g, h)? {
        None => None,
        Some(d) if is_p(values::sum(g, d)?) => Some(d),
        Some(d) => {
            let mut options = vec![d];
            for o in table::options(g) {
                options.push(MisereGame(o).checked_mate()?.0);
            }
            Some(table::canonical(options)?)
        }
    };
    lock(&TOLD).insert((g, h), answer);
    Ok(answer)
}
