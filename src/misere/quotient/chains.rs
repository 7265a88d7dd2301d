//! The pairs a checked closure keeps: for each element, only the sets of
//! option images inside which no other kept set of that element lies.
//!
//! Two sums with one image `x`, the option images of the first `T`
//! holding those of the second `T'`: whatever P option the second has,
//! the first has too, and so do the two with any heaps added, since
//! `T·g ∪ x·T_g` grows with `T`. So the claim "this sum, not P, has a P
//! option", checked on `(x, T')`, holds for `(x, T)` and for all that is
//! built on it: only the least sets need visiting (MisereSolver's lower
//! bounds of transitions, Plambeck and Siegel). The other claim, "this P
//! sum has no P option", does not pass from `T'` to `T`; it is checked for
//! every element and heap apart ([`super::closure::p_failure`]).

use rustc_hash::FxHashMap;

/// For each element, its least sets of option images seen.
#[derive(Clone, Debug, Default)]
pub(crate) struct Pairs {
    by_elem: FxHashMap<u64, Vec<Box<[u64]>>>,
    len: usize,
}

impl Pairs {
    /// The closure of nothing: the empty sum, image `identity`, no options.
    pub(crate) fn root(identity: u64) -> Pairs {
        let mut pairs = Pairs::default();
        pairs.keep(identity, Box::from([]));
        pairs
    }

    /// The number of pairs kept.
    pub(crate) fn len(&self) -> usize {
        self.len
    }

    /// Whether a kept set of `x` lies inside `t` (both sorted). The empty
    /// set covers only itself: a sum with no options is terminal, which
    /// says nothing of sums that have some.
    pub(crate) fn covers(&self, x: u64, t: &[u64]) -> bool {
        self.by_elem.get(&x).is_some_and(|sets| {
            sets.iter()
                .any(|s| s.is_empty() == t.is_empty() && subset(s, t))
        })
    }

    /// Keeps `(x, t)`, dropping the sets of `x` that hold `t`.
    pub(crate) fn keep(&mut self, x: u64, t: Box<[u64]>) {
        let sets = self.by_elem.entry(x).or_default();
        let before = sets.len();
        sets.retain(|s| s.is_empty() != t.is_empty() || !subset(&t, s));
        self.len -= before - sets.len();
        sets.push(t);
        self.len += 1;
    }

    /// Keeps every pair of `other` that no kept pair covers.
    pub(crate) fn absorb(&mut self, other: Pairs) {
        for (x, sets) in other.by_elem {
            for t in sets {
                if !self.covers(x, &t) {
                    self.keep(x, t);
                }
            }
        }
    }

    /// Every pair kept.
    pub(crate) fn iter(&self) -> impl Iterator<Item = (u64, &[u64])> {
        self.by_elem
            .iter()
            .flat_map(|(&x, sets)| sets.iter().map(move |s| (x, &s[..])))
    }
}

/// Whether sorted `a` lies inside sorted `b`.
fn subset(a: &[u64], b: &[u64]) -> bool {
    let mut rest = b.iter();
    a.iter().all(|x| rest.any(|y| y == x))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn subsets_of_sorted_lists() {
        assert!(subset(&[], &[1, 2]));
        assert!(subset(&[1, 3], &[1, 2, 3]));
        assert!(subset(&[2], &[2]));
        assert!(!subset(&[1, 4], &[1, 2, 3]));
        assert!(!subset(&[0], &[1, 2]));
        assert!(!subset(&[1, 2], &[2]));
    }

    #[test]
    fn only_least_sets_are_kept() {
        let mut p = Pairs::root(0);
        assert!(p.covers(0, &[]));
        assert!(
            !p.covers(0, &[5]),
            "the empty sum covers no sum with options"
        );
        p.keep(7, Box::from([1, 2, 3]));
        assert!(p.covers(7, &[1, 2, 3, 4]));
        assert!(!p.covers(7, &[1, 2]));
        assert!(!p.covers(8, &[1, 2, 3]), "another element");
        p.keep(7, Box::from([2, 9]));
        assert_eq!(p.len(), 3);
        // A set inside a kept one replaces it.
        p.keep(7, Box::from([2]));
        assert_eq!(p.len(), 2);
        assert!(p.covers(7, &[2, 5]));
        let mut kept: Vec<(u64, Vec<u64>)> = p.iter().map(|(x, t)| (x, t.to_vec())).collect();
        kept.sort();
        assert_eq!(kept, vec![(0, vec![]), (7, vec![2])]);
        // Absorbing another's pairs keeps only the least sets of both.
        let mut other = Pairs::default();
        other.keep(7, Box::from([2, 4]));
        other.keep(9, Box::from([1]));
        p.absorb(other);
        assert_eq!(p.len(), 3);
        assert!(p.covers(9, &[1, 3]) && !p.covers(7, &[4]));
    }
}
