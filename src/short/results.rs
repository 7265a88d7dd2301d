//! The results of sums, negatives and comparisons, by ids: each thread's
//! own, and, while several threads compute, a shared table.
//!
//! Entries of the table of forms live forever, so a result never goes
//! stale. A thread looks first in its own table (no lock), then in the
//! shared one (one shard's lock), and only then computes. Without the
//! shared table each thread redid every comparison another had done: on 16
//! cores, 16 threads valuing Toads and Frogs rows took as long as one.
//! Which tables a thread fills depends on how many compute
//! ([`crate::sharded::Company`]):
//! - alone, its own only (the shared one would be a second copy); it reads
//!   the shared one too while that holds something, left by threads before;
//! - two, the shared one only: the other thread rarely holds the same lock,
//!   and a copy in each had held the results three times over (Clobber
//!   3 x 6 on two threads: 300 MB, 195 MB without the copies, and no
//!   slower);
//! - more, both, its own up to [`NEAR_LIMIT`] entries of each kind.
//!
//! All are emptied by [`super::cache::clear`], like every other cache of
//! operation results.

use std::cell::RefCell;
use std::hash::Hash;
use std::sync::LazyLock;
use std::sync::atomic::{AtomicBool, Ordering};

use rustc_hash::FxHashMap;

use super::Game;
use super::cache::Generational;
use super::leq_map::LeqMap;
use crate::sharded::{Company, Sharded, company, hash_of};

/// One kind of result, by key.
type Map<K, V> = FxHashMap<K, V>;

/// What a map of results does: comparisons have a map of their own
/// ([`LeqMap`]), the other kinds a general one.
trait Store<K, V>: Default {
    fn find(&self, key: &K) -> Option<V>;
    fn keep(&mut self, key: K, v: V);
    fn count(&self) -> usize;
}

impl<K: Hash + Eq, V: Copy> Store<K, V> for Map<K, V> {
    fn find(&self, key: &K) -> Option<V> {
        self.get(key).copied()
    }
    fn keep(&mut self, key: K, v: V) {
        self.insert(key, v);
    }
    fn count(&self) -> usize {
        self.len()
    }
}

impl Store<(u32, u32), bool> for LeqMap {
    fn find(&self, key: &(u32, u32)) -> Option<bool> {
        self.get(*key)
    }
    fn keep(&mut self, key: (u32, u32), v: bool) {
        self.insert(key, v);
    }
    fn count(&self) -> usize {
        self.len()
    }
}

/// Results of each kind.
#[derive(Default)]
struct Results {
    sums: Map<(u32, u32), Game>,
    negatives: Map<u32, Game>,
    leq: LeqMap,
    origins: Map<u32, (Game, Game)>,
}

/// The shared results, each kind in shards.
#[derive(Default)]
struct Shared {
    sums: Sharded<Generational<Map<(u32, u32), Game>>>,
    negatives: Sharded<Generational<Map<u32, Game>>>,
    leq: Sharded<Generational<LeqMap>>,
    origins: Sharded<Generational<Map<u32, (Game, Game)>>>,
}

static SHARED: LazyLock<Shared> = LazyLock::new(Shared::default);

/// Whether the shared results may hold anything: a thread computing alone
/// looks there only then, so that what two threads found (kept only there)
/// still serves it once the second has finished.
static SHARED_USED: AtomicBool = AtomicBool::new(false);

thread_local! {
    static NEAR: RefCell<Generational<Results>> = RefCell::new(Generational::default());
}

/// `key`'s result: near, else shared (and then copied near, unless
/// exactly two threads compute).
fn find<K: Hash + Eq + Copy, V: Copy, M: Store<K, V>>(
    near: fn(&mut Results) -> &mut M,
    shared: &Sharded<Generational<M>>,
    key: K,
) -> Option<V> {
    let here = NEAR.with(|n| near(n.borrow_mut().get()).find(&key));
    if here.is_some() {
        return here;
    }
    let company = company();
    if company == Company::Alone && !SHARED_USED.load(Ordering::Relaxed) {
        return None;
    }
    let v = shared.lock(hash_of(&key)).get().find(&key)?;
    if company != Company::Few {
        keep_near(near, key, v, company);
    }
    Some(v)
}

/// How many results of one kind a thread adds near while others compute
/// (the shared table has them all); past it, a thread reads the rest
/// through the shared table. A thread alone keeps every result near: there
/// is no other copy. Full, the near table is not emptied, so that what a
/// thread kept alone (in no other table) stays.
const NEAR_LIMIT: usize = 1 << 18;

fn keep_near<K, V, M: Store<K, V>>(
    near: fn(&mut Results) -> &mut M,
    key: K,
    v: V,
    company: Company,
) {
    NEAR.with(|n| {
        let mut n = n.borrow_mut();
        let map = near(n.get());
        if company == Company::Alone || map.count() < NEAR_LIMIT {
            map.keep(key, v);
        }
    });
}

/// Keeps `key`'s result: near while this thread computes alone or among
/// many, shared while others compute.
fn keep<K: Hash + Eq + Copy, V: Copy, M: Store<K, V>>(
    near: fn(&mut Results) -> &mut M,
    shared: &Sharded<Generational<M>>,
    key: K,
    v: V,
) {
    let company = company();
    if company != Company::Few {
        keep_near(near, key, v, company);
    }
    if company != Company::Alone {
        if !SHARED_USED.load(Ordering::Relaxed) {
            SHARED_USED.store(true, Ordering::Relaxed);
        }
        shared.lock(hash_of(&key)).get().keep(key, v);
    }
}

/// The known sum of the games of these ids (the smaller id first).
pub(super) fn sum(key: (u32, u32)) -> Option<Game> {
    find(|r| &mut r.sums, &SHARED.sums, key)
}

pub(super) fn keep_sum(key: (u32, u32), s: Game) {
    keep(|r| &mut r.sums, &SHARED.sums, key, s);
}

/// The known negative of the game of this id.
pub(super) fn negative(id: u32) -> Option<Game> {
    find(|r| &mut r.negatives, &SHARED.negatives, id)
}

/// Keeps that `g` and `n` are each other's negatives.
pub(super) fn keep_negatives(g: Game, n: Game) {
    keep(|r| &mut r.negatives, &SHARED.negatives, g.id(), n);
    keep(|r| &mut r.negatives, &SHARED.negatives, n.id(), g);
}

/// Whether `G <= H`, if known, for the games of ids `(G, H)`.
pub(super) fn leq(key: (u32, u32)) -> Option<bool> {
    find(|r| &mut r.leq, &SHARED.leq, key)
}

pub(super) fn keep_leq(key: (u32, u32), r: bool) {
    keep(|r| &mut r.leq, &SHARED.leq, key, r);
}

/// `(b, x)` with the game of this id equal to `b + x` for a number `x`,
/// when it was made by translating `b` (see `ops::translate`).
pub(super) fn origin(id: u32) -> Option<(Game, Game)> {
    find(|r| &mut r.origins, &SHARED.origins, id)
}

pub(super) fn keep_origin(id: u32, b: Game, x: Game) {
    keep(|r| &mut r.origins, &SHARED.origins, id, (b, x));
}

/// Empties this thread's near results now, and the shared ones, so that
/// the memory is given back at once (see [`super::cache::clear`]; other
/// threads' near results empty at their next use).
pub(crate) fn clear_now() {
    NEAR.with(|n| *n.borrow_mut().get() = Results::default());
    SHARED.sums.for_each(|m| *m.get() = Map::default());
    SHARED.negatives.for_each(|m| *m.get() = Map::default());
    SHARED.leq.for_each(|m| *m.get() = LeqMap::default());
    SHARED.origins.for_each(|m| *m.get() = Map::default());
    SHARED_USED.store(false, Ordering::Relaxed);
}
