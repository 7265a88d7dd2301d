//! Parts, partitions and differences of misère forms (Conway, ONAG ch. 12;
//! Siegel, *Combinatorial Game Theory*, V.3).
//!
//! `H` is a *part* of `G` when `G = H + X` for some `X`; the difference
//! `X = G − H` is then unique (misère forms cancel). Parts are found on even
//! forms, in pairs `(X, Y)` with `X + Y = G`. If `G = X + Y`, each option of
//! `G` is an option of `X` plus `Y` or `X` plus an option of `Y`, so `X` is
//! a part of an option of `G` or has an option that is one: the candidates
//! for `X` are the parts of `G`'s options. For each candidate we try the
//! counterparts the theory allows and keep a pair only when the sum, made
//! by the table, is `G`:
//!
//! - when `X` is a part of every option `G′` and every option `X′` of `X` is
//!   already known to be a part of `G`, the counterpart is `{G′ − X, G − X′}`;
//! - else it is a part of an option of `G` paired there with an option of
//!   `X` (a move in `Y` answered as one in `G`).
//!
//! Known parts let later candidates pass the first test, so the search runs
//! until a round finds nothing new. Two shortcuts are theorems: a game with
//! `0` or `*` as an option has no proper parts (ONAG), nor has one with three
//! prime options (Siegel).

use std::sync::{Arc, LazyLock, Mutex};

use rustc_hash::FxHashMap;

use super::order::{self, even_part, lock, star};
use super::{MisereError, table, values};

/// Pairs found, by even form.
type Pairs = Arc<[(u32, u32)]>;

static PAIRS: LazyLock<Mutex<FxHashMap<u32, Pairs>>> = LazyLock::new(Default::default);

/// Every pair `(X, Y)` of even forms with `X + Y = g` (`g` even), `(0, g)`
/// first, then in the order found.
pub(super) fn pairs(g: u32) -> Result<Pairs, MisereError> {
    if let Some(p) = lock(&PAIRS).get(&g) {
        return Ok(p.clone());
    }
    crate::budget::step();
    let found: Pairs = stacker::maybe_grow(64 * 1024, 1024 * 1024, || search(g))?.into();
    lock(&PAIRS).insert(g, found.clone());
    Ok(found)
}

/// The complement of `x` in `pairs`, if `x` is in one.
fn complement(pairs: &[(u32, u32)], x: u32) -> Option<u32> {
    pairs.iter().find_map(|&(a, b)| match () {
        _ if a == x => Some(b),
        _ if b == x => Some(a),
        _ => None,
    })
}

/// Each part of a form, to its counterpart.
type Index = FxHashMap<u32, u32>;

fn index(pairs: &[(u32, u32)]) -> Index {
    pairs.iter().flat_map(|&(a, b)| [(a, b), (b, a)]).collect()
}

/// `e` plus `*` when `odd`.
fn with_parity(e: u32, odd: bool) -> Result<u32, MisereError> {
    match odd {
        true => values::sum(e, star()?),
        false => Ok(e),
    }
}

fn search(g: u32) -> Result<Vec<(u32, u32)>, MisereError> {
    let mut found = vec![(0, g)];
    let options = table::options(g);
    let mut parity = Vec::with_capacity(options.len());
    for &o in &options {
        parity.push(even_part(o)?);
    }
    if parity.iter().any(|&(e, _)| e == 0) {
        return Ok(found);
    }
    let mut option_pairs = Vec::with_capacity(options.len());
    for &(e, _) in &parity {
        option_pairs.push(pairs(e)?);
    }
    let primes = (parity.iter().zip(&option_pairs))
        .filter(|((e, odd), p)| p.len() == 1 && (!odd || !options.contains(e)))
        .count();
    if primes >= 3 {
        return Ok(found);
    }
    let mut candidates: Vec<u32> = option_pairs
        .iter()
        .flat_map(|p| p.iter().flat_map(|&(a, b)| [a, b]))
        .collect();
    candidates.sort_unstable();
    candidates.dedup();
    let candidates = order::sorted(candidates)?;
    let option_pairs: Vec<Index> = option_pairs.iter().map(|p| index(p)).collect();
    let mut ctx = Search {
        g,
        parity: &parity,
        option_pairs: &option_pairs,
        failed: Default::default(),
    };
    let mut known = index(&found);
    // What each candidate tried waits for: a part not yet found, or nothing.
    let mut waiting: FxHashMap<u32, Option<u32>> = FxHashMap::default();
    let mut changed = true;
    while changed {
        changed = false;
        for &x in &candidates {
            let stuck = waiting
                .get(&x)
                .is_some_and(|w| w.is_none_or(|e| !known.contains_key(&e)));
            if stuck || known.contains_key(&x) {
                continue;
            }
            match ctx.counterpart(x, &known)? {
                Ok(y) => {
                    found.push((x, y));
                    known.insert(x, y);
                    known.insert(y, x);
                    changed = true;
                }
                Err(w) => {
                    waiting.insert(x, w);
                }
            }
        }
    }
    Ok(found)
}

/// What the search of one form knows of its options.
struct Search<'a> {
    g: u32,
    /// Each option's even part and parity.
    parity: &'a [(u32, bool)],
    /// Each option's pairs.
    option_pairs: &'a [Index],
    /// Pairs `(x, y)` already found not to sum to `g`, tried once.
    failed: rustc_hash::FxHashSet<(u32, u32)>,
}

impl Search<'_> {
    /// `Y` with `x + Y = g`, among the counterparts the theory allows; else
    /// `Err(Some(e))` when a later try could succeed once the even part `e`
    /// of an option of `x` is found to be a part, `Err(None)` when none can.
    fn counterpart(
        &mut self,
        x: u32,
        found: &Index,
    ) -> Result<Result<u32, Option<u32>>, MisereError> {
        crate::budget::step();
        let mut x_options = Vec::new();
        for o in table::options(x) {
            x_options.push((o, even_part(o)?));
        }
        let mut y_options = Vec::new();
        let mut candidates = Vec::new();
        let mut all_known = true;
        let mut waits = None;
        // G − X′ for each option X′ of X, while each is known.
        for &(_, (e, odd)) in &x_options {
            match found.get(&e).copied() {
                Some(c) => y_options.push(with_parity(c, odd)?),
                None => {
                    for p in self.option_pairs {
                        candidates.extend(p.get(&e).copied());
                    }
                    all_known = false;
                    waits = Some(e);
                    break;
                }
            }
        }
        // G′ − X for each option G′, while X is a part of each.
        if all_known {
            for (p, &(_, odd)) in self.option_pairs.iter().zip(self.parity) {
                match p.get(&x).copied() {
                    Some(c) => y_options.push(with_parity(c, odd)?),
                    None => {
                        for &(_, (e, _)) in &x_options {
                            candidates.extend(p.get(&e).copied());
                        }
                        all_known = false;
                        break;
                    }
                }
            }
        }
        if all_known {
            candidates.push(table::canonical(y_options)?);
        }
        // Normal-play nim values add as nim sums: a cheap test first.
        let plus = |g: u32| table::info(g).g_plus;
        let want = plus(self.g) ^ plus(x);
        for y in candidates {
            if plus(y) != want || !self.failed.insert((x, y)) {
                continue;
            }
            if (all_known || self.options_match(x, y)?) && values::sum(x, y)? == self.g {
                return Ok(Ok(y));
            }
        }
        Ok(Err(waits))
    }

    /// Whether each option of `g` is, as far as the pairs found show, an
    /// option of `x` plus `y` or `x` plus an option of `y`: true of every
    /// pair, and cheap to test before the sum.
    fn options_match(&self, x: u32, y: u32) -> Result<bool, MisereError> {
        let (xo, yo) = (table::options(x), table::options(y));
        for (p, &(_, odd)) in self.option_pairs.iter().zip(self.parity) {
            let mut ok = false;
            for (part, other) in [(x, &yo), (y, &xo)] {
                if let Some(&c) = p.get(&part) {
                    ok |= other.binary_search(&with_parity(c, odd)?).is_ok();
                }
            }
            if !ok {
                return Ok(false);
            }
        }
        Ok(true)
    }
}

/// `g − h`: the `X` with `h + X = g`, if there is one.
pub(super) fn difference(g: u32, h: u32) -> Result<Option<u32>, MisereError> {
    let ((eg, odd_g), (eh, odd_h)) = (even_part(g)?, even_part(h)?);
    match complement(&pairs(eg)?, eh) {
        Some(c) => with_parity(c, odd_g != odd_h).map(Some),
        None => Ok(None),
    }
}

/// Whether `g` is prime: neither `0` nor `*`, and with no proper parts.
pub(super) fn is_prime(g: u32) -> Result<bool, MisereError> {
    let (e, _) = even_part(g)?;
    Ok(e != 0 && pairs(e)?.len() == 1)
}

/// The proper parts of `g` (not `0` nor `g` itself), even, in the order
/// found.
pub(super) fn proper_parts(g: u32) -> Result<Vec<u32>, MisereError> {
    let (e, _) = even_part(g)?;
    Ok(listed(&pairs(e)?[1..]))
}

fn listed(pairs: &[(u32, u32)]) -> Vec<u32> {
    let mut out = Vec::new();
    for &(x, y) in pairs {
        out.push(x);
        if y != x {
            out.push(y);
        }
    }
    out
}

/// Every way to write `g` as a sum of even primes, each list in CGSuite's
/// order, with `*` last when `g` is odd.
pub(super) fn partitions(g: u32) -> Result<Vec<Vec<u32>>, MisereError> {
    let mut out = Vec::new();
    build(g, &mut Vec::new(), &mut out)?;
    Ok(out)
}

fn build(g: u32, partial: &mut Vec<u32>, out: &mut Vec<Vec<u32>>) -> Result<(), MisereError> {
    crate::budget::step();
    let one = star()?;
    if g == 0 || g == one {
        let mut done = partial.clone();
        if g == one {
            done.push(one);
        }
        out.push(done);
        return Ok(());
    }
    let (e, _) = even_part(g)?;
    for p in listed(&pairs(e)?) {
        if !is_prime(p)? {
            continue;
        }
        if let Some(&last) = partial.last()
            && order::compare(last, p)?.is_gt()
        {
            continue;
        }
        let rest = difference(g, p)?.expect("a part of g has a difference");
        partial.push(p);
        stacker::maybe_grow(64 * 1024, 1024 * 1024, || build(rest, partial, out))?;
        partial.pop();
    }
    Ok(())
}
