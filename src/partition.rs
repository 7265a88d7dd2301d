//! The coarsest stable partition (Moore's refinement), shared by the
//! loopy games' bisimulation and the misère quotients' reduction: items
//! start in the classes given, and two stay together only while their
//! signatures (computed from the current classes) agree.

use std::hash::Hash;

use rustc_hash::FxHashMap;

/// Refines `class` (one class number per item) until the signature of
/// each item, `signature(i, &class)`, together with its class, splits no
/// class further. Returns the classes, numbered `0..count` in order of
/// first item, and their count.
pub(crate) fn refine<K: Hash + Eq>(
    mut class: Vec<u32>,
    signature: impl Fn(usize, &[u32]) -> K,
) -> (Vec<u32>, usize) {
    let mut count = usize::MAX;
    loop {
        crate::budget::step();
        let mut ids: FxHashMap<(u32, K), u32> = FxHashMap::default();
        let next: Vec<u32> = (0..class.len())
            .map(|i| {
                let fresh = ids.len() as u32;
                *ids.entry((class[i], signature(i, &class))).or_insert(fresh)
            })
            .collect();
        let stable = ids.len() == count;
        count = ids.len();
        class = next;
        if stable {
            return (class, count);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::refine;

    #[test]
    fn splits_by_signature_until_stable() {
        let (class, count) = refine(vec![0; 4], |i, _| i % 2);
        assert_eq!((class, count), (vec![0, 1, 0, 1], 2));
        // A path 0 → 1 → 2 → 3, 3 marked: distances to 3 tell all apart.
        let next = [1usize, 2, 3, 3];
        let (class, count) = refine(vec![0, 0, 0, 1], |i, c| c[next[i]]);
        assert_eq!(count, 4);
        assert_eq!(class.len(), 4);
    }
}
