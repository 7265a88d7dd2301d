//! Tables that several threads share without queueing on one lock: the
//! table is split into shards, each behind its own mutex, and a key's hash
//! picks its shard. Two threads wait for each other only when their keys
//! fall in the same shard at the same moment, and a lock is held only for
//! one lookup or one insertion, never while a value is computed.

use std::hash::{BuildHasher, Hash};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Mutex, MutexGuard};

use rustc_hash::FxBuildHasher;

/// How many shards: enough that 16 threads rarely meet (the chance two of
/// them want the same shard at once is small), few enough that walking
/// them all (to count or to clear) is cheap.
pub(crate) const SHARDS: usize = 64;

/// The shard of a key of this hash (see [`Sharded::lock`]).
pub(crate) fn shard_of(hash: u64) -> usize {
    (hash >> 40) as usize % SHARDS
}

/// `T` (a map, usually) split into [`SHARDS`] parts, each locked apart.
pub(crate) struct Sharded<T> {
    shards: Box<[Padded<Mutex<T>>]>,
}

/// A shard on cache lines of its own. Unpadded, a lock and its map take
/// about 48 bytes, so neighbouring shards shared a line and every lock
/// taken on one core pulled its neighbours' lines away from the others
/// (false sharing). 128 bytes, as Intel processors fetch lines in pairs.
#[repr(align(128))]
struct Padded<T>(T);

impl<T: Default> Default for Sharded<T> {
    fn default() -> Self {
        Sharded {
            shards: (0..SHARDS)
                .map(|_| Padded(Mutex::new(T::default())))
                .collect(),
        }
    }
}

impl<T> Sharded<T> {
    /// The shard for a key of this hash, locked. The shard is taken from
    /// bits 40 to 45: the maps inside use the low bits for their buckets
    /// and the top seven for their tags, so every key of a shard still
    /// spreads over its map.
    pub(crate) fn lock(&self, hash: u64) -> MutexGuard<'_, T> {
        lock(&self.shards[shard_of(hash)].0)
    }

    /// Every shard, locked one after the other (to count or to clear; no
    /// two are held at once).
    pub(crate) fn for_each(&self, mut f: impl FnMut(&mut T)) {
        for s in self.shards.iter() {
            f(&mut lock(&s.0));
        }
    }
}

/// How many threads are alive that have computed with games.
static WORKERS: AtomicUsize = AtomicUsize::new(0);

/// Counts this thread among [`WORKERS`] from its first use until it ends.
struct Worker;

impl Worker {
    fn new() -> Worker {
        WORKERS.fetch_add(1, Ordering::Relaxed);
        Worker
    }
}

impl Drop for Worker {
    fn drop(&mut self) {
        WORKERS.fetch_sub(1, Ordering::Relaxed);
    }
}

thread_local! {
    static WORKER: Worker = Worker::new();
}

/// Whether this thread is the only one computing with games: then a
/// table that only speeds work up (results of operations) is better kept
/// by the thread alone, with no lock and no second copy. Once a second
/// thread computes, each shares what it finds.
pub(crate) fn solo() -> bool {
    workers() <= 1
}

/// How many threads are alive that have computed with games, this one
/// counted.
fn workers() -> usize {
    WORKER.with(|_| ());
    WORKERS.load(Ordering::Relaxed)
}

/// Whether at most [`FEW`] threads compute with games: then a thread
/// reads a shared table (a ruleset's positions, the results of
/// operations) straight through its shard's lock, and keeps no near copy
/// of what it reads. A near copy saves the lock's cache line
/// moving between cores at every read, which on 16 cores cost more than
/// the valuing; with few threads the line rarely moves, and the copy costs
/// a second probe and an insertion for every entry read (on 2 cores, the
/// Toads and Frogs sweep on both took about a tenth longer with them).
pub(crate) fn few() -> bool {
    workers() <= FEW
}

/// How many threads compute with games, as the shared tables care.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Company {
    /// This thread alone ([`solo`]).
    Alone,
    /// Two to [`FEW`] threads: [`few`] but not [`solo`].
    Few,
    /// More than [`FEW`].
    Many,
}

/// [`solo`] and [`few`] from one reading of the count of threads.
pub(crate) fn company() -> Company {
    match workers() {
        0 | 1 => Company::Alone,
        n if n <= FEW => Company::Few,
        _ => Company::Many,
    }
}

/// The most threads for which [`few`] holds.
/// Measured on 2 cores only; with 16 the near copies pay (see
/// `benches/README.md`), and between the two it is not measured yet.
const FEW: usize = 2;

/// The hash that picks a key's shard.
pub(crate) fn hash_of<K: Hash + ?Sized>(key: &K) -> u64 {
    FxBuildHasher.hash_one(key)
}

/// A poisoned shard is still sound: every entry is complete when it is
/// inserted (work stopped by a budget unwinds between insertions).
fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|e| e.into_inner())
}

#[cfg(test)]
mod tests {
    use super::*;
    use rustc_hash::FxHashMap;

    #[test]
    fn keys_spread_over_the_shards() {
        let t: Sharded<FxHashMap<u32, u32>> = Sharded::default();
        for k in 0..10_000u32 {
            t.lock(hash_of(&k)).insert(k, k * 2);
        }
        let mut sizes = Vec::new();
        t.for_each(|m| sizes.push(m.len()));
        assert_eq!(sizes.iter().sum::<usize>(), 10_000);
        // 10 000 keys over 64 shards: about 156 each; none nearly empty.
        assert!(sizes.iter().all(|&n| n > 50), "{sizes:?}");
        assert_eq!(t.lock(hash_of(&77u32)).get(&77), Some(&154));
    }

    #[test]
    fn each_shard_has_its_cache_lines_to_itself() {
        let t: Sharded<FxHashMap<u32, u32>> = Sharded::default();
        let at = |i: usize| std::ptr::from_ref(&t.shards[i]) as usize;
        assert_eq!(at(0) % 128, 0);
        assert!((1..SHARDS).all(|i| at(i) - at(i - 1) >= 128));
    }
}
