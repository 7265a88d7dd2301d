//! The marking of a guess: each element of a trial monoid is called P or
//! N by the outcome of its youngest sum, with nothing checked.
//!
//! A guess is only reduced to a candidate, and the candidate is what the
//! closure checks ([`super::closure::mark`]), so a guess needs no more
//! than one sum per element: Dijkstra's search over the elements (each
//! heap an edge of its birthday's length) finds each element's youngest
//! sum and the images of that sum's options. Every option of a sum is
//! younger than it, so the images of those options are marked before it
//! is. This visits each element once, where the closure visits each pair
//! of an element and a set of option images.

use std::cmp::Reverse;
use std::collections::BinaryHeap;

use rustc_hash::FxHashMap;

use super::closure::{Failure, Gen, is_p, step};

/// Each element reached, P or not, in the order reached.
pub(crate) struct Marking {
    pub(crate) status: FxHashMap<u64, bool>,
    pub(crate) reached: Vec<u64>,
}

/// Marks every element the heaps `gens` reach from `identity`, each by
/// its youngest sum; more than `limit` elements is [`Failure::TooLarge`].
pub(crate) fn mark_first(
    mul: impl Fn(u64, u64) -> u64,
    identity: u64,
    gens: &[Gen],
    limit: usize,
) -> Result<Marking, Failure> {
    // The youngest sum found so far of each element met: its birthday and
    // the images of its options.
    let mut best: FxHashMap<u64, (u64, Box<[u64]>)> =
        FxHashMap::from_iter([(identity, (0, Box::from([])))]);
    let mut queue = BinaryHeap::from([Reverse((0u64, identity))]);
    let mut status: FxHashMap<u64, bool> = FxHashMap::default();
    let mut reached = Vec::new();
    while let Some(Reverse((dist, x))) = queue.pop() {
        if status.contains_key(&x) || best[&x].0 != dist {
            continue;
        }
        crate::budget::step();
        let trans = &best[&x].1;
        // An option's image not yet marked: the birthdays are wrong, which
        // only a ruleset with a heap among its own options makes.
        let p = is_p(trans, |t| status.get(&t).copied()).ok_or(Failure::TooLarge)?;
        status.insert(x, p);
        reached.push(x);
        let trans = trans.clone();
        for g in gens {
            let y = mul(x, g.elem);
            let d = dist + g.birthday;
            if status.contains_key(&y) || best.get(&y).is_some_and(|&(e, _)| e <= d) {
                continue;
            }
            if best.len() >= limit && !best.contains_key(&y) {
                return Err(Failure::TooLarge);
            }
            best.insert(y, (d, step(&mul, x, &trans, g).1));
            queue.push(Reverse((d, y)));
        }
    }
    Ok(Marking { status, reached })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nim_heaps_of_one_mark_the_group_of_order_two() {
        // Heap 1 of Nim: image g, one option (the empty heap, image 1).
        // In Z2 = {0, 1} under XOR: the empty sum is N (no moves), one heap
        // is P (its only move reaches the N empty sum).
        let gens = [Gen {
            elem: 1,
            trans: vec![0],
            birthday: 1,
            heap: 1,
        }];
        let m = mark_first(|a, b| a ^ b, 0, &gens, 10).unwrap();
        assert_eq!(m.reached, vec![0, 1]);
        assert!(!m.status[&0]);
        assert!(m.status[&1]);
        // In Z3 (a guess too large), two heaps are N again: their one
        // option, one heap, is P.
        let m = mark_first(|a, b| (a + b) % 3, 0, &gens, 10).unwrap();
        assert_eq!(m.reached, vec![0, 1, 2]);
        assert!(!m.status[&2]);
        assert!(matches!(
            mark_first(|a, b| (a + b) % 3, 0, &gens, 2),
            Err(Failure::TooLarge)
        ));
    }
}
