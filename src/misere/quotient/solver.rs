//! Heap by heap: the quotient of the heaps `0..=n` from that of `0..n`.
//!
//! A new heap either behaves as an element the quotient has (tried first:
//! a heap with the same option images as an earlier one is that heap's
//! element at once; for another, each class of the right outcome is tried
//! by extending the checked closure with only the pairs the heap adds), or
//! the quotient grows. Then, as CGSuite's MisereSolver does, the solver
//! guesses a larger monoid (the old quotient times a cyclic monoid for the
//! new heap), marks each element by its youngest sum without checking
//! ([`super::first`]), reduces the guess to the candidate quotient it
//! recognises, and checks only the candidate by the closure. When the
//! check finds a sum the candidate gets wrong, heaps of that sum are set
//! apart from the candidate (one first, then two, ...), each with its own
//! cyclic factor, until a guess gives the sum its true outcome; that
//! guess's candidate is checked next. When that gets nowhere (too many
//! candidates, or none that fixes the sum), the older way is tried: refine
//! one guess, checking the guess itself, until its check passes. Only the
//! closure decides what is true: the guesses only decide how fast.

use rustc_hash::FxHashMap;

use super::QuotientError;
use super::closure::{self, Failure, Gen};
use super::first;
use super::monoid::{Monoid, Table, Trial, reduce};
use crate::impartial::HeapGame;

/// The pairs one closure may hold.
pub(crate) const MAX_PAIRS: usize = 1 << 21;

/// The most candidates checked for one heap before the other way is tried.
const MAX_GUESSES: usize = 64;

/// The most sets of heaps tried apart to recalibrate after one failure.
const MAX_RECALIBRATIONS: usize = 64;

/// The most elements a candidate quotient may have: its table holds the
/// square of that many products (4 bytes each, 64 MiB at the limit).
pub(crate) const MAX_ORDER: usize = 1 << 12;

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

    /// The quotient grows at heap `n`: by candidates first, and when they
    /// get nowhere, by refining one guess until its check passes.
    fn expand(&mut self, n: usize) -> Result<(), QuotientError> {
        self.expansions.push(n);
        if self.by_candidates(n)? {
            return Ok(());
        }
        self.by_refinement(n)
    }

    /// MisereSolver's way: a guess is marked (each element P or N by its
    /// first sum), reduced to the candidate quotient it recognises, and
    /// only the candidate is checked. On a failure, the heaps of the sum
    /// that fails are set apart from the candidate, fewest first, until a
    /// guess gives that sum the outcome it has; that guess's candidate is
    /// checked next. Returns whether a candidate passed.
    fn by_candidates(&mut self, n: usize) -> Result<bool, QuotientError> {
        let Some((mut table, mut prefn)) = self.candidate(&self.q, &self.prefn, &[(n, 2)]) else {
            return Ok(false);
        };
        for _ in 0..MAX_GUESSES {
            let Some(fails) = self.install(&table, &prefn, n)? else {
                return Ok(true);
            };
            let image = |t: &Table, pf: &[u32]| fails.iter().fold(0, |a, &h| t.mul(a, pf[h]));
            let truth = !table.p[image(&table, &prefn) as usize];
            let mut heaps: Vec<usize> = fails.clone();
            heaps.dedup();
            let apart_of = |combo: &[usize]| -> Vec<(usize, u32)> {
                combo
                    .iter()
                    .map(|&h| {
                        let count = fails.iter().filter(|&&x| x == h).count() as u32;
                        (h, index_of(&table, prefn[h]).max(count.saturating_sub(1)))
                    })
                    .collect()
            };
            let mut found = None;
            for combo in Combinations::new(heaps.len()).take(MAX_RECALIBRATIONS) {
                let combo: Vec<usize> = combo.iter().map(|&i| heaps[i]).collect();
                match self.candidate(&table, &prefn, &apart_of(&combo)) {
                    Some((t, pf)) if t.p[image(&t, &pf) as usize] == truth => {
                        found = Some((t, pf));
                        break;
                    }
                    _ => {}
                }
            }
            match found {
                Some((t, pf)) => (table, prefn) = (t, pf),
                None => return Ok(false),
            }
        }
        Ok(false)
    }

    /// The candidate quotient of the guess `base` times one cyclic factor
    /// (of the index given) for each heap set apart: marked by youngest
    /// sums, unchecked, and reduced. `None` when the guess is too large to
    /// mark or its candidate has more than [`MAX_ORDER`] elements (its
    /// table would not fit): another guess may do.
    fn candidate(
        &self,
        base: &Table,
        base_prefn: &[u32],
        apart: &[(usize, u32)],
    ) -> Option<(Table, Vec<u32>)> {
        let trial = Trial::new(base, apart.iter().map(|&(_, i)| i).collect());
        if trial.size() == u64::MAX {
            return None;
        }
        let elem = |h: usize| match apart.iter().position(|&(x, _)| x == h) {
            Some(k) => trial.unit(k),
            None => trial.element(base_prefn[h], &[]),
        };
        let gens = self.gens(&elem, &trial);
        let marked = first::mark_first(|a, b| trial.mul(a, b), 0, &gens, MAX_PAIRS).ok()?;
        reduced(
            &trial,
            &gens,
            &marked.reached,
            &marked.status,
            elem,
            base_prefn.len(),
        )
    }

    /// The old way: guess the old quotient times cyclic factors, check the
    /// guess itself, and on a conflict set more apart, until it passes.
    fn by_refinement(&mut self, n: usize) -> Result<(), QuotientError> {
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
                Some(k) => trial.unit(k),
                None => trial.element(self.prefn[h], &[]),
            };
            let gens = self.gens(&elem, &trial);
            match closure::mark(|a, b| trial.mul(a, b), 0, &gens, MAX_PAIRS) {
                Ok(marked) => {
                    let (table, prefn) =
                        reduced(&trial, &gens, &marked.reached, &marked.status, elem, n + 1)
                            .ok_or(QuotientError::TooLarge { heap: n })?;
                    return match self.install(&table, &prefn, n)? {
                        None => Ok(()),
                        // The guess passed, and its reduction keeps every
                        // outcome its check saw.
                        Some(_) => Err(QuotientError::TooLarge { heap: n }),
                    };
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

    /// Checks a candidate quotient (`table`, heaps to `n` mapped by
    /// `prefn`) by the closure and takes it when the check passes (`None`);
    /// else returns the youngest sum whose outcome the candidate gets wrong
    /// (the later of the conflict's two), leaving the solver as it was.
    fn install(
        &mut self,
        table: &Table,
        prefn: &[u32],
        n: usize,
    ) -> Result<Option<Vec<usize>>, QuotientError> {
        let gens = self.gens(&|h| u64::from(prefn[h]), table);
        let mul = |a: u64, b: u64| u64::from(table.mul(a as u32, b as u32));
        let marked = match closure::mark(mul, 0, &gens, MAX_PAIRS) {
            Ok(marked) => marked,
            Err(Failure::Conflict(_, wrong)) => return Ok(Some(wrong)),
            Err(Failure::TooLarge) => return Err(QuotientError::TooLarge { heap: n }),
        };
        // A reduction keeps outcomes by construction; checked all the same,
        // since only the closure's word counts as proof.
        if marked
            .status
            .iter()
            .any(|(&e, &p)| table.p[e as usize] != p)
        {
            return Err(QuotientError::TooLarge { heap: n });
        }
        self.q = table.clone();
        self.prefn = prefn.to_vec();
        self.trans = (0..=n)
            .map(|h| self.images(h, &self.q, &self.prefn))
            .collect();
        self.pairs = marked.pairs;
        self.gens = gens;
        Ok(None)
    }
}

/// A marked guess reduced to the quotient it recognises, with the class
/// of each of the heaps `0..heaps` (`elem` their elements in the guess);
/// `None` past [`MAX_ORDER`] elements.
fn reduced(
    trial: &Trial,
    gens: &[Gen],
    reached: &[u64],
    status: &FxHashMap<u64, bool>,
    elem: impl Fn(usize) -> u64,
    heaps: usize,
) -> Option<(Table, Vec<u32>)> {
    let gen_elems: Vec<u64> = gens.iter().map(|g| g.elem).collect();
    let mul = |a, b| trial.mul(a, b);
    let (table, class) = reduce(reached, status, &gen_elems, 0, mul, MAX_ORDER)?;
    let prefn = (0..heaps).map(|h| class[&elem(h)]).collect();
    Some((table, prefn))
}

/// The least `i` with `x^(i+2) = x^i` in `table` (misère quotients have
/// period 1 or 2).
fn index_of(table: &Table, x: u32) -> u32 {
    let mut powers = vec![0u32];
    for i in 0..=table.order + 2 {
        powers.push(table.mul(powers[i], x));
        if i >= 1 && powers[i + 1] == powers[i - 1] {
            return (i - 1) as u32;
        }
    }
    table.order as u32
}

/// The nonempty sets of indices below `n`, smallest first, each size in
/// lexicographic order (MisereSolver sets apart as few heaps as it can).
struct Combinations {
    n: usize,
    current: Vec<usize>,
}

impl Combinations {
    fn new(n: usize) -> Combinations {
        Combinations { n, current: vec![] }
    }
}

impl Iterator for Combinations {
    type Item = Vec<usize>;

    fn next(&mut self) -> Option<Vec<usize>> {
        let (n, c) = (self.n, &mut self.current);
        let k = c.len();
        // The last position that can still move right, and everything
        // after it packed behind it; else one more element.
        match (0..k).rev().find(|&i| c[i] < n - k + i) {
            Some(i) => {
                c[i] += 1;
                for j in i + 1..k {
                    c[j] = c[j - 1] + 1;
                }
            }
            None if k < n => *c = (0..=k).collect(),
            None => return None,
        }
        Some(c.clone())
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn combinations_come_smallest_first() {
        let all: Vec<Vec<usize>> = Combinations::new(3).collect();
        let expected: Vec<Vec<usize>> = vec![
            vec![0],
            vec![1],
            vec![2],
            vec![0, 1],
            vec![0, 2],
            vec![1, 2],
            vec![0, 1, 2],
        ];
        assert_eq!(all, expected);
        assert_eq!(Combinations::new(0).count(), 0);
        assert_eq!(Combinations::new(10).count(), 1023);
    }

    #[test]
    fn index_of_an_element() {
        // C(3,2) = {1, g, g², g³, g⁴} with g⁵ = g³: g has index 3, g² has
        // index 2 (g⁶ = g⁴), g⁴ index 1 (an idempotent, g⁸ = g⁴, so
        // x³ = x but x² ≠ 1), and 1 index 0.
        let base = Table::trivial();
        let t = Trial::new(&base, vec![3]);
        let g = (0..5).map(|e| t.element(0, &[e])).collect::<Vec<_>>();
        let order = 5;
        let table = Table {
            order,
            mul: (0..order * order)
                .map(|i| {
                    let prod = t.mul(g[i / order], g[i % order]);
                    g.iter().position(|&x| x == prod).unwrap() as u32
                })
                .collect(),
            p: vec![false; order],
        };
        assert_eq!(index_of(&table, 1), 3);
        assert_eq!(index_of(&table, 2), 2);
        assert_eq!(index_of(&table, 4), 1);
        assert_eq!(index_of(&table, 0), 0);
    }
}
