//! The check that makes a quotient a theorem. A sum of heaps `w` is known
//! to the closure by its image `x = Φ(w)` and the set `T` of the images of
//! its options; adding a heap `h` gives `(x·Φ(h), T·Φ(h) ∪ x·T_h)`, so the
//! pairs `(x, T)` of all sums are found by closing `(1, ∅)` under the
//! heaps, without listing sums. A sum is a misère P-position exactly when
//! it has an option and every option is N, so the images tell outcomes
//! right for every sum when each pair has `x ∈ P ⇔ T ≠ ∅ and T ∩ P = ∅`.
//!
//! Pairs are taken in order of the birthday of the sum that reaches them
//! (Dijkstra's order), so the images of a sum's options, which are born
//! earlier, are marked before it: the first pair of each element marks it
//! P or N and every later pair must agree. A disagreement is two sums with
//! one image and different outcomes, which the solver uses to refine.
//!
//! A pair whose option images hold those of a pair already visited, of
//! the same element, is not visited ([`Pairs`]); the claims it would check
//! that are not settled by the smaller pair (a P sum with a P option) are
//! checked for every element and heap at the end ([`p_failure`]).

use std::cmp::Reverse;
use std::collections::BinaryHeap;

use rustc_hash::FxHashMap;

pub(crate) use super::chains::Pairs;

/// A heap as the closure sees it: its image, the images of its options,
/// and its birthday (the length of the longest play from it).
#[derive(Clone, Debug)]
pub(crate) struct Gen {
    pub(crate) elem: u64,
    pub(crate) trans: Vec<u64>,
    pub(crate) birthday: u64,
    pub(crate) heap: usize,
}

/// What a successful closure found.
pub(crate) struct Marked {
    /// Whether each element reached is P.
    pub(crate) status: FxHashMap<u64, bool>,
    /// The elements in the order first reached.
    pub(crate) reached: Vec<u64>,
    /// The pairs `(x, T)`, which later heaps extend.
    pub(crate) pairs: Pairs,
}

/// Why a closure failed.
#[derive(Debug)]
pub(crate) enum Failure {
    /// Two sums (as lists of heaps) with one image and different outcomes.
    Conflict(Vec<usize>, Vec<usize>),
    /// More pairs than the limit.
    TooLarge,
}

struct Node {
    elem: u64,
    trans: Box<[u64]>,
    parent: u32,
    generator: u32,
    dist: u64,
}

/// `T·g ∪ x·T_g`, sorted.
pub(crate) fn step(
    mul: &impl Fn(u64, u64) -> u64,
    elem: u64,
    trans: &[u64],
    generator: &Gen,
) -> (u64, Box<[u64]>) {
    let mut t: Vec<u64> = trans.iter().map(|&y| mul(y, generator.elem)).collect();
    t.extend(generator.trans.iter().map(|&y| mul(elem, y)));
    t.sort_unstable();
    t.dedup();
    (mul(elem, generator.elem), t.into_boxed_slice())
}

/// Whether a pair is P by the rule of misère play, `None` when an
/// option's image has no status yet.
pub(crate) fn is_p(trans: &[u64], status: impl Fn(u64) -> Option<bool>) -> Option<bool> {
    if trans.is_empty() {
        return Some(false);
    }
    let mut p = true;
    for &t in trans {
        if status(t)? {
            p = false;
        }
    }
    Some(p)
}

/// The first element `x` of `elements` and heap `g` of `gens` (by index)
/// such that a sum of image `x` plus the heap is P but has a P option in
/// that heap, `x·t` for an option image `t` of the heap. Every move of a
/// sum is in one heap, so when no such pair exists no P sum has a P
/// option, provided every element is the image of some sum.
pub(crate) fn p_failure(
    mul: &impl Fn(u64, u64) -> u64,
    p: &impl Fn(u64) -> bool,
    elements: &[u64],
    gens: &[Gen],
) -> Option<(u64, usize)> {
    elements.iter().find_map(|&x| {
        gens.iter()
            .position(|g| p_to_p(mul, p, x, g))
            .map(|k| (x, k))
    })
}

/// Whether a sum of image `x` plus heap `g` is P and has a P option in
/// that heap.
fn p_to_p(mul: &impl Fn(u64, u64) -> u64, p: &impl Fn(u64) -> bool, x: u64, g: &Gen) -> bool {
    p(mul(x, g.elem)) && g.trans.iter().any(|&t| p(mul(x, t)))
}

/// Extends a checked closure (`pairs`, closed under `gens`) by one more
/// heap `new`, in a monoid whose P-portion `p` is already known, its
/// elements `elements` (each some sum's image): then the order of marking
/// no longer matters, and only the pairs the new heap makes are visited
/// (every sum holding it is an older sum plus it, plus more heaps).
/// Returns the new pairs (for [`Pairs::absorb`]) when all of them check,
/// `Ok(None)` on the first that does not.
pub(crate) fn extend(
    mul: impl Fn(u64, u64) -> u64,
    p: impl Fn(u64) -> bool,
    elements: &[u64],
    pairs: &Pairs,
    gens: &[Gen],
    new: &Gen,
    limit: usize,
) -> Result<Option<Pairs>, Failure> {
    // The older heaps' moves were checked against the same elements.
    if p_failure(&mul, &p, elements, std::slice::from_ref(new)).is_some() {
        return Ok(None);
    }
    // The new pairs apart from the old, so that a heap refused costs no
    // copy of the closure.
    let mut added = Pairs::default();
    let mut stack: Vec<(u64, Box<[u64]>)> =
        pairs.iter().map(|(e, t)| step(&mul, e, t, new)).collect();
    while let Some((x, t)) = stack.pop() {
        if pairs.covers(x, &t) || added.covers(x, &t) {
            continue;
        }
        crate::budget::step();
        if is_p(&t, |y| Some(p(y))) != Some(p(x)) {
            return Ok(None);
        }
        if pairs.len() + added.len() >= limit {
            return Err(Failure::TooLarge);
        }
        for generator in gens.iter().chain([new]) {
            stack.push(step(&mul, x, &t, generator));
        }
        added.keep(x, t);
    }
    Ok(Some(added))
}

/// The nodes met so far, by their pair, and those still to visit in the
/// order of their distance (a sum of birthdays; Dijkstra's order).
struct Frontier {
    nodes: Vec<Node>,
    index: FxHashMap<(u64, Box<[u64]>), u32>,
    queue: BinaryHeap<Reverse<(u64, u32)>>,
    done: Vec<bool>,
}

impl Frontier {
    /// Node `i` reaches `next` by generator `k`, at distance `d`: a new
    /// node, or a shorter way to one not yet visited.
    fn reach(
        &mut self,
        next: (u64, Box<[u64]>),
        (i, k): (u32, usize),
        d: u64,
        limit: usize,
    ) -> Result<(), Failure> {
        match self.index.get(&next) {
            Some(&j) => {
                let node = &mut self.nodes[j as usize];
                if !self.done[j as usize] && d < node.dist {
                    node.dist = d;
                    node.parent = i;
                    node.generator = k as u32;
                    self.queue.push(Reverse((d, j)));
                }
            }
            None => {
                if self.nodes.len() >= limit {
                    return Err(Failure::TooLarge);
                }
                let j = self.nodes.len() as u32;
                self.nodes.push(Node {
                    elem: next.0,
                    trans: next.1.clone(),
                    parent: i,
                    generator: k as u32,
                    dist: d,
                });
                self.done.push(false);
                self.index.insert(next, j);
                self.queue.push(Reverse((d, j)));
            }
        }
        Ok(())
    }

    /// The heaps of the shortest way to node `i`, in order.
    fn word(&self, gens: &[Gen], mut i: u32) -> Vec<usize> {
        let mut w = Vec::new();
        while self.nodes[i as usize].parent != u32::MAX {
            w.push(gens[self.nodes[i as usize].generator as usize].heap);
            i = self.nodes[i as usize].parent;
        }
        w.sort_unstable();
        w
    }
}

/// Closes `(identity, ∅)` under `gens`, marking and checking as above.
pub(crate) fn mark(
    mul: impl Fn(u64, u64) -> u64,
    identity: u64,
    gens: &[Gen],
    limit: usize,
) -> Result<Marked, Failure> {
    let mut f = Frontier {
        nodes: vec![Node {
            elem: identity,
            trans: Box::new([]),
            parent: u32::MAX,
            generator: u32::MAX,
            dist: 0,
        }],
        index: FxHashMap::from_iter([((identity, Box::from([])), 0)]),
        queue: BinaryHeap::from([Reverse((0u64, 0u32))]),
        done: vec![false],
    };
    let mut status: FxHashMap<u64, bool> = FxHashMap::default();
    let mut first: FxHashMap<u64, u32> = FxHashMap::default();
    let mut reached = Vec::new();
    let mut kept = Pairs::default();
    while let Some(Reverse((dist, i))) = f.queue.pop() {
        if f.done[i as usize] || f.nodes[i as usize].dist != dist {
            continue;
        }
        f.done[i as usize] = true;
        crate::budget::step();
        let elem = f.nodes[i as usize].elem;
        let Some(p) = is_p(&f.nodes[i as usize].trans, |t| status.get(&t).copied()) else {
            // An option's image not yet marked: the birthdays are wrong,
            // which only a ruleset with a heap among its own options makes.
            return Err(Failure::TooLarge);
        };
        match status.get(&elem) {
            Some(&q) if q != p => {
                return Err(Failure::Conflict(
                    f.word(gens, first[&elem]),
                    f.word(gens, i),
                ));
            }
            Some(_) => {}
            None => {
                status.insert(elem, p);
                first.insert(elem, i);
                reached.push(elem);
            }
        }
        // Checked all the same (it costs a look at each option), so that
        // conflicts are met in order of birthday, as without the pruning.
        if kept.covers(elem, &f.nodes[i as usize].trans) {
            continue;
        }
        for (k, generator) in gens.iter().enumerate() {
            let next = step(&mul, elem, &f.nodes[i as usize].trans, generator);
            f.reach(next, (i, k), dist + generator.birthday, limit)?;
        }
        kept.keep(elem, f.nodes[i as usize].trans.clone());
    }
    if let Some(words) = youngest_p_failure(&mul, &f, gens, &status, &first, &reached) {
        return Err(Failure::Conflict(words.0, words.1));
    }
    Ok(Marked {
        status,
        reached,
        pairs: kept,
    })
}

/// The P sums the marking did not visit: of those with a P option, the
/// youngest (a first-reached sum plus a heap), with the first sum of its
/// image, as two sums with one image and different outcomes.
fn youngest_p_failure(
    mul: &impl Fn(u64, u64) -> u64,
    f: &Frontier,
    gens: &[Gen],
    status: &FxHashMap<u64, bool>,
    first: &FxHashMap<u64, u32>,
    reached: &[u64],
) -> Option<(Vec<usize>, Vec<usize>)> {
    let is_p = |e: u64| status.get(&e) == Some(&true);
    let (_, x, k) = reached
        .iter()
        .flat_map(|&x| (0..gens.len()).map(move |k| (x, k)))
        .filter(|&(x, k)| p_to_p(mul, &is_p, x, &gens[k]))
        .map(|(x, k)| (f.nodes[first[&x] as usize].dist + gens[k].birthday, x, k))
        .min()?;
    let mut with_heap = f.word(gens, first[&x]);
    with_heap.push(gens[k].heap);
    with_heap.sort_unstable();
    let y = mul(x, gens[k].elem);
    Some((f.word(gens, first[&y]), with_heap))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn heap(elem: u64, trans: &[u64]) -> Gen {
        Gen {
            elem,
            trans: trans.to_vec(),
            birthday: 1,
            heap: 1,
        }
    }

    #[test]
    fn a_p_sum_with_a_p_option_is_found() {
        // The group of order 2 (XOR), its P-portion {1}.
        let mul = |a: u64, b: u64| a ^ b;
        let p = |x: u64| x == 1;
        // A heap of image 1 whose one option has image 0: the heap alone
        // is P with an N option, the heap plus the other element is N.
        assert_eq!(p_failure(&mul, &p, &[0, 1], &[heap(1, &[0])]), None);
        // Its option of image 1 instead: the heap alone, P, moves to P.
        assert_eq!(
            p_failure(&mul, &p, &[0, 1], &[heap(1, &[0]), heap(1, &[1])]),
            Some((0, 1))
        );
        // Only the elements given are tried.
        assert_eq!(p_failure(&mul, &p, &[1], &[heap(1, &[1])]), None);
    }
}
