//! Heap by heap: the quotient of the heaps `0..=n` from that of `0..n`.
//!
//! A new heap either behaves as an element the quotient has (tried first:
//! a heap with the same option images as an earlier one is that heap's
//! element at once; for another, each class of the right outcome is tried
//! by extending the checked closure with only the pairs the heap adds), or
//! the quotient grows. Then the solver guesses a larger monoid (the old
//! quotient times a cyclic monoid for the new heap), marks and checks it
//! by the closure, and on a conflict sets apart what the two sums that
//! disagree count differently (an old class's heaps together, or one heap),
//! each with its own cyclic factor, until the check passes;
//! the guess that passes is reduced to the quotient it recognises. Only the
//! closure decides what is true: the guesses only decide how fast.

use rustc_hash::FxHashMap;

use super::QuotientError;
use super::closure::{self, Failure, Gen};
use super::monoid::{Monoid, Table, Trial, reduce};
use crate::impartial::HeapGame;

/// The pairs one closure may hold.
pub(crate) const MAX_PAIRS: usize = 1 << 21;

pub(crate) struct Solver<'g, G: HeapGame + ?Sized> {
    game: &'g G,
    pub(crate) q: Table,
    pub(crate) prefn: Vec<u32>,
    options: Vec<Vec<Vec<usize>>>,
    birthday: Vec<u64>,
    pub(crate) trans: Vec<Vec<u32>>,
    pairs: closure::Pairs,
    /// The heaps as the closure sees them, in the quotient's terms.
    gens: Vec<Gen>,
    pub(crate) expansions: Vec<usize>,
}

impl<'g, G: HeapGame + ?Sized> Solver<'g, G> {
    pub(crate) fn new(game: &'g G) -> Self {
        Solver {
            game,
            q: Table::trivial(),
            prefn: vec![0],
            options: vec![vec![]],
            birthday: vec![0],
            trans: vec![vec![]],
            pairs: closure::Pairs::root(0),
            gens: vec![],
            expansions: vec![],
        }
    }

    /// Adds the next heap.
    pub(crate) fn next(&mut self) -> Result<(), QuotientError> {
        let n = self.prefn.len();
        let opts = self.game.options(n);
        let mut born = 0;
        for o in &opts {
            if let Some(&part) = o.iter().find(|&&h| h >= n) {
                return Err(QuotientError::BadOption { heap: n, part });
            }
            born = born.max(1 + o.iter().map(|&h| self.birthday[h]).sum::<u64>());
        }
        self.options.push(opts);
        self.birthday.push(born);
        let t = self.images(n, &self.q, &self.prefn);
        if self.options[n].is_empty() {
            self.prefn.push(0);
            self.trans.push(t);
            return Ok(());
        }
        // A heap whose options look like an earlier heap's is that heap.
        if let Some(h) = (1..n).find(|&h| !self.options[h].is_empty() && self.trans[h] == t) {
            self.prefn.push(self.prefn[h]);
            self.trans.push(t);
            return Ok(());
        }
        let heap_p = t.iter().all(|&y| !self.q.p[y as usize]);
        let q = &self.q;
        let mul = |a: u64, b: u64| u64::from(q.mul(a as u32, b as u32));
        let elements: Vec<u64> = (0..q.order as u64).collect();
        for x in (0..q.order as u32).filter(|&x| q.p[x as usize] == heap_p) {
            let generator = Gen {
                elem: u64::from(x),
                trans: t.iter().map(|&y| u64::from(y)).collect(),
                birthday: born,
                heap: n,
            };
            let p = |e: u64| q.p[e as usize];
            let extended = closure::extend(
                mul,
                p,
                &elements,
                &self.pairs,
                &self.gens,
                &generator,
                MAX_PAIRS,
            )
            .map_err(|_| QuotientError::TooLarge { heap: n })?;
            if let Some(added) = extended {
                self.pairs.absorb(added);
                self.gens.push(generator);
                self.prefn.push(x);
                self.trans.push(t);
                return Ok(());
            }
        }
        self.prefn.push(0);
        self.trans.push(t);
        self.expand(n)
    }

    /// The images of the options of heap `h`, sorted.
    fn images(&self, h: usize, q: &Table, prefn: &[u32]) -> Vec<u32> {
        let mut t: Vec<u32> = self.options[h]
            .iter()
            .map(|o| o.iter().fold(0, |acc, &part| q.mul(acc, prefn[part])))
            .collect();
        t.sort_unstable();
        t.dedup();
        t
    }

    /// The heaps with options as the closure sees them, one per distinct
    /// (image, option images), the youngest kept.
    fn gens(&self, elem: &dyn Fn(usize) -> u64, m: &dyn Monoid) -> Vec<Gen> {
        let mut seen: FxHashMap<(u64, Vec<u64>), usize> = FxHashMap::default();
        let mut gens: Vec<Gen> = Vec::new();
        for h in 1..self.prefn.len() {
            if self.options[h].is_empty() {
                continue;
            }
            let mut trans: Vec<u64> = self.options[h]
                .iter()
                .map(|o| o.iter().fold(0, |acc, &part| m.product(acc, elem(part))))
                .collect();
            trans.sort_unstable();
            trans.dedup();
            let e = elem(h);
            let generator = Gen {
                elem: e,
                trans: trans.clone(),
                birthday: self.birthday[h],
                heap: h,
            };
            match seen.get(&(e, trans.clone())) {
                Some(&k) if gens[k].birthday <= generator.birthday => {}
                Some(&k) => gens[k] = generator,
                None => {
                    seen.insert((e, trans), gens.len());
                    gens.push(generator);
                }
            }
        }
        gens
    }

    /// The quotient grows at heap `n`: guess, check, refine, reduce.
    fn expand(&mut self, n: usize) -> Result<(), QuotientError> {
        self.expansions.push(n);
        let mut apart: Vec<(Key, u32)> = vec![(Key::Heap(n), 2)];
        loop {
            let trial = Trial::new(&self.q, apart.iter().map(|&(_, i)| i).collect());
            // Elements are coded in a u64: a trial too large to code is
            // far too large to close anyway.
            if trial.size() == u64::MAX {
                return Err(QuotientError::TooLarge { heap: n });
            }
            let key_of = |h: usize| key(&apart, &self.prefn, h);
            let elem = |h: usize| match key_of(h) {
                Some(k) => {
                    let mut exps = vec![0; apart.len()];
                    exps[k] = 1;
                    trial.element(0, &exps)
                }
                None => trial.element(self.prefn[h], &[]),
            };
            let gens = self.gens(&elem, &trial);
            match closure::mark(|a, b| trial.mul(a, b), 0, &gens, MAX_PAIRS) {
                Ok(marked) => {
                    let gen_elems: Vec<u64> = gens.iter().map(|g| g.elem).collect();
                    let (table, class) =
                        reduce(&marked.reached, &marked.status, &gen_elems, 0, |a, b| {
                            trial.mul(a, b)
                        });
                    let prefn: Vec<u32> = (0..=n).map(|h| class[&elem(h)]).collect();
                    return self.install(table, prefn, n);
                }
                Err(Failure::TooLarge) => return Err(QuotientError::TooLarge { heap: n }),
                Err(Failure::Conflict(w1, w2)) => {
                    if !refine(&mut apart, &self.prefn, &w1, &w2) {
                        return Err(QuotientError::TooLarge { heap: n });
                    }
                }
            }
        }
    }

    /// Takes the reduced quotient and checks it once more in its own terms.
    fn install(&mut self, table: Table, prefn: Vec<u32>, n: usize) -> Result<(), QuotientError> {
        self.q = table;
        self.prefn = prefn;
        self.trans = (0..=n)
            .map(|h| self.images(h, &self.q, &self.prefn))
            .collect();
        let gens = self.gens(&|h| u64::from(self.prefn[h]), &self.q);
        let q = &self.q;
        let marked = closure::mark(
            |a, b| u64::from(q.mul(a as u32, b as u32)),
            0,
            &gens,
            MAX_PAIRS,
        )
        .map_err(|_| QuotientError::TooLarge { heap: n })?;
        // The reduction keeps outcomes by construction; checked all the same,
        // since only the closure's word counts as proof.
        if marked.status.iter().any(|(&e, &p)| q.p[e as usize] != p) {
            return Err(QuotientError::TooLarge { heap: n });
        }
        self.pairs = marked.pairs;
        self.gens = gens;
        Ok(())
    }
}

/// Where exponents `c1` and `c2` land in a cyclic monoid of index `i`.
fn distinct_in(i: u32, c1: u32, c2: u32) -> bool {
    let land = |c: u32| if c > i + 1 { i + (c - i) % 2 } else { c };
    land(c1) != land(c2)
}

/// What a cyclic factor of a trial counts: one heap, or every heap of
/// one element of the old quotient (which usually stay alike).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Key {
    Heap(usize),
    Class(u32),
}

/// The factor heap `h` counts in, if any: its own, else its class's.
fn key(apart: &[(Key, u32)], prefn: &[u32], h: usize) -> Option<usize> {
    apart
        .iter()
        .position(|&(k, _)| k == Key::Heap(h))
        .or_else(|| apart.iter().position(|&(k, _)| k == Key::Class(prefn[h])))
}

/// Sets apart what two sums with one image count differently, so that
/// they get different images: first a factor already there made longer,
/// then an old element's heaps together, then (when the two sums hold as
/// many heaps of each element) one heap alone, the largest. Returns
/// whether anything changed.
fn refine(apart: &mut Vec<(Key, u32)>, prefn: &[u32], w1: &[usize], w2: &[usize]) -> bool {
    // Counts per factor (or per unset-apart element) in each sum.
    let mut tally: Vec<(Key, u32, u32)> = Vec::new();
    let mut add = |k: Key, side: usize| match tally.iter_mut().find(|(x, _, _)| *x == k) {
        Some(t) => {
            if side == 0 {
                t.1 += 1
            } else {
                t.2 += 1
            }
        }
        None => tally.push((k, u32::from(side == 0), u32::from(side == 1))),
    };
    for (side, w) in [w1, w2].into_iter().enumerate() {
        for &h in w {
            let k = match key(apart, prefn, h) {
                Some(i) => apart[i].0,
                None => Key::Class(prefn[h]),
            };
            add(k, side);
        }
    }
    let least = |c1: u32, c2: u32| (1..).find(|&i| distinct_in(i, c1, c2)).unwrap_or(1);
    for &(k, c1, c2) in &tally {
        if let Some(f) = apart.iter_mut().find(|(x, _)| *x == k)
            && c1 != c2
            && !distinct_in(f.1, c1, c2)
        {
            f.1 = least(c1, c2).max(f.1);
            return true;
        }
    }
    for &(k, c1, c2) in &tally {
        if c1 != c2 && !apart.iter().any(|(x, _)| *x == k) {
            apart.push((k, least(c1, c2).max(2)));
            return true;
        }
    }
    let count = |w: &[usize], h: usize| w.iter().filter(|&&x| x == h).count() as u32;
    let mut heaps: Vec<usize> = w1.iter().chain(w2).copied().collect();
    heaps.sort_unstable();
    heaps.dedup();
    for &h in heaps.iter().rev() {
        let (c1, c2) = (count(w1, h), count(w2, h));
        if c1 != c2 && !apart.iter().any(|(x, _)| *x == Key::Heap(h)) {
            apart.push((Key::Heap(h), least(c1, c2).max(2)));
            return true;
        }
    }
    false
}
