//! Nim-value sequences of the catalogue's heap rules, kept for the life of
//! the process: judging each move of a long row asks for the same sequence
//! thousands of times, and computing it can take as long as a search. The
//! longest sequence asked for is kept for each rule, at most `MAX_SIZE`
//! values (80 KB) each.

use std::sync::{Arc, Mutex};

use rustc_hash::FxHashMap;

/// The longest sequence computed, by rules.
type Kept = FxHashMap<&'static str, Arc<[u64]>>;

static KEPT: Mutex<Option<Kept>> = Mutex::new(None);

/// The values of heaps `0..=n` under the rules named `key`, from the kept
/// sequence when it is long enough, else from `compute` (run without the
/// lock held, so a long computation blocks no one).
pub(crate) fn values(
    key: &'static str,
    n: usize,
    compute: impl FnOnce(usize) -> Vec<u64>,
) -> Arc<[u64]> {
    let kept = |k: &Kept| k.get(key).filter(|v| v.len() > n).cloned();
    if let Some(v) = KEPT
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .as_ref()
        .and_then(kept)
    {
        return v;
    }
    let v: Arc<[u64]> = compute(n).into();
    let mut guard = KEPT.lock().unwrap_or_else(|e| e.into_inner());
    let map = guard.get_or_insert_with(FxHashMap::default);
    if map.get(key).is_none_or(|old| old.len() < v.len()) {
        map.insert(key, Arc::clone(&v));
    }
    v
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_longer_sequence_serves_shorter_asks() {
        let computed = std::sync::atomic::AtomicUsize::new(0);
        let count = |n: usize| {
            computed.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
            (0..=n as u64).collect::<Vec<u64>>()
        };
        assert_eq!(
            &values("test-seq", 10, count)[..],
            &(0..=10).collect::<Vec<_>>()[..]
        );
        assert_eq!(values("test-seq", 4, count).len(), 11);
        assert_eq!(computed.load(std::sync::atomic::Ordering::Relaxed), 1);
        assert_eq!(values("test-seq", 20, count).len(), 21);
        assert_eq!(computed.load(std::sync::atomic::Ordering::Relaxed), 2);
    }
}
