//! Parity and CGSuite's order of misère forms.
//!
//! Every form `G` is *even* or *odd*: even when `G` is born before `G + *`
//! (CGSuite's `IsEven`), odd when it is `E + *` for an even `E`, its even
//! part, born a day before it. Much of the theory (genus, phyla, parts) is
//! stated for even forms and carried to odd ones through the even part.
//!
//! CGSuite prints options, parts and partitions in one order: by the even
//! part's birthday, its number of options, its `G⁺`, its `G⁻`, then its
//! options compared in this order one by one, and last an even form before
//! the odd one that shares its even part. Printing in that order makes our
//! lists read as CGSuite's do.

use std::cmp::Ordering;
use std::sync::{Arc, LazyLock, Mutex};

use rustc_hash::FxHashMap;

use super::{MisereError, table, values};

/// Even parts found, by form: `(even part, odd)`.
static EVEN: LazyLock<Mutex<FxHashMap<u32, (u32, bool)>>> = LazyLock::new(Default::default);

/// The nim heap `*`, which every table holds from the start.
pub(super) fn star() -> Result<u32, MisereError> {
    table::nim_heap(1)
}

/// `(E, odd)`: the even part `E` of `g`, and whether `g` is `E + *`.
pub(super) fn even_part(g: u32) -> Result<(u32, bool), MisereError> {
    if let Some(&known) = lock(&EVEN).get(&g) {
        return Ok(known);
    }
    let other = values::sum(g, star()?)?;
    let odd = table::info(other).birthday < table::info(g).birthday;
    let answer = if odd { (other, true) } else { (g, false) };
    let mut memo = lock(&EVEN);
    memo.insert(g, answer);
    memo.insert(other, (answer.0, !odd));
    Ok(answer)
}

/// CGSuite's order: see the module's comment.
pub(super) fn compare(a: u32, b: u32) -> Result<Ordering, MisereError> {
    if a == b {
        return Ok(Ordering::Equal);
    }
    let ((ea, odd_a), (eb, odd_b)) = (even_part(a)?, even_part(b)?);
    if ea == eb {
        return Ok(odd_a.cmp(&odd_b));
    }
    let key = |g: u32| {
        let r = table::info(g);
        (r.birthday, r.n_options, r.g_plus, r.g_minus)
    };
    let by_key = key(ea).cmp(&key(eb));
    if by_key != Ordering::Equal {
        return Ok(by_key);
    }
    let (oa, ob) = (sorted_options(ea)?, sorted_options(eb)?);
    for (x, y) in oa.iter().zip(ob.iter()) {
        let c = stacker::maybe_grow(64 * 1024, 1024 * 1024, || compare(*x, *y))?;
        if c != Ordering::Equal {
            return Ok(c);
        }
    }
    Ok(Ordering::Equal)
}

/// Options in order, by form: comparing two forms compares these.
static SORTED: LazyLock<Mutex<FxHashMap<u32, Arc<[u32]>>>> = LazyLock::new(Default::default);

/// The options of `g` in CGSuite's order, least first (kept: every
/// comparison and every printing of `g` asks for them).
pub(super) fn sorted_options(g: u32) -> Result<Arc<[u32]>, MisereError> {
    if let Some(known) = lock(&SORTED).get(&g) {
        return Ok(known.clone());
    }
    let found: Arc<[u32]> = sorted(table::options(g))?.into();
    lock(&SORTED).insert(g, found.clone());
    Ok(found)
}

/// `ids` in CGSuite's order, least first.
pub(super) fn sorted(mut ids: Vec<u32>) -> Result<Vec<u32>, MisereError> {
    // A sort cannot stop on an error, so the first one is kept aside.
    let mut failed = None;
    ids.sort_by(|&x, &y| {
        compare(x, y).unwrap_or_else(|e| {
            failed.get_or_insert(e);
            x.cmp(&y)
        })
    });
    match failed {
        Some(e) => Err(e),
        None => Ok(ids),
    }
}

pub(super) fn lock<T>(m: &'static Mutex<T>) -> std::sync::MutexGuard<'static, T> {
    m.lock().unwrap_or_else(|e| e.into_inner())
}
