//! One position valued by several threads at once, through the ruleset's
//! process-wide table.
//!
//! The positions a few moves below the one asked for are put in a queue;
//! every thread (the caller among them) takes them in turn and values
//! each through the shared table, the caller from the front, the next
//! thread from the back, and so on. What one thread has valued the others
//! find, so the subtrees they share are mostly valued once; two threads
//! that meet in a subtree both value it, and either insertion stands
//! (forms are interned: both get the same form). Last, the caller values
//! the position itself, by then mostly from the table.

use std::cell::Cell;
use std::collections::VecDeque;
use std::num::NonZeroUsize;
use std::sync::Mutex;

use rustc_hash::FxHashSet;

use super::{Ruleset, solver};
use crate::budget::Inherited;
use crate::short::Game;

thread_local! {
    /// How many threads a value asked for on this thread is found by.
    static THREADS: Cell<usize> = const { Cell::new(1) };
}

/// How many threads this thread's values are to be found by.
pub(super) fn wanted() -> usize {
    THREADS.get()
}

/// The most threads one value is found by: a count past it is taken as
/// it (each thread is started for the value and ended with it, so a count
/// typed by mistake must not start a million).
pub const MAX_THREADS: usize = 256;

/// `threads`, with 0 read as every core of the machine, and at most
/// [`MAX_THREADS`].
fn resolve(threads: usize) -> usize {
    let n = if threads == 0 {
        std::thread::available_parallelism().map_or(1, NonZeroUsize::get)
    } else {
        threads
    };
    n.min(MAX_THREADS)
}

/// Runs `work`, and within it every [`Ruleset::value`] that this thread
/// asks for (not those asked for inside another's valuation) is found by
/// `threads` threads at once: the calling one and `threads - 1` helpers,
/// started for each value and ended with it. `0` means one a core of the
/// machine (`std::thread::available_parallelism`); `1`, the default, none
/// but the caller; more than [`MAX_THREADS`] is taken as that many.
/// Values are the same on any number of threads; a
/// [`crate::budget::Budget`] the caller runs under holds for the helpers
/// too. Where a helper cannot be started the others do its share.
///
/// Only values found through a ruleset's process-wide table are shared
/// out (every ruleset of the catalogue); a [`super::Solver`]'s own table
/// is one thread's.
///
/// ```
/// use combinatorial_games::rulesets::{with_threads, Ruleset};
/// use combinatorial_games::games::Konane;
/// let p: Konane = "xoxo|oxox|xo.o".parse().unwrap();
/// let g = with_threads(2, || p.value());
/// assert_eq!(g, p.value());
/// ```
pub fn with_threads<T>(threads: usize, work: impl FnOnce() -> T) -> T {
    /// Puts the caller's setting back, also when `work` unwinds.
    struct Restore(usize);
    impl Drop for Restore {
        fn drop(&mut self) {
            THREADS.set(self.0);
        }
    }
    let _restore = Restore(THREADS.replace(resolve(threads)));
    work()
}

/// How many positions, for each thread, the queue should hold at least
/// before it stops going a move deeper: enough that a thread finishing
/// early finds more to take.
const TASKS_PER_THREAD: usize = 8;

/// How many moves deep the queue goes at most.
const MAX_DEPTH: usize = 3;

/// A helper's stack: a main thread's usual 8 MiB (the deep recursions
/// grow their own with `stacker`; this covers the rest).
const HELPER_STACK: usize = 8 << 20;

/// The value of `p`, found by `threads` threads (at least 2).
pub(super) fn value<P: Ruleset>(p: &P, threads: usize) -> Game {
    // Inside, this thread values one position at a time.
    with_threads(1, || {
        if solver::known(p) {
            return p.value();
        }
        let queue = tasks(p, threads);
        if queue.len() < 2 {
            return p.value();
        }
        let queue = Mutex::new(queue);
        let limits = Inherited::here();
        std::thread::scope(|s| {
            for i in 1..threads {
                let (queue, limits) = (&queue, &limits);
                // A helper that cannot start leaves its share to the rest.
                let _ = std::thread::Builder::new()
                    .stack_size(HELPER_STACK)
                    .spawn_scoped(s, move || limits.run(|| drain(queue, i)));
            }
            drain(&queue, 0);
            p.value()
        })
    })
}

/// Values the queue's positions until it is empty: even threads take from
/// the front, odd ones from the back, so that two threads start far apart.
fn drain<P: Ruleset>(queue: &Mutex<VecDeque<P>>, i: usize) {
    loop {
        let next = {
            let mut q = queue.lock().unwrap_or_else(|e| e.into_inner());
            if i.is_multiple_of(2) {
                q.pop_front()
            } else {
                q.pop_back()
            }
        };
        let Some(q) = next else { break };
        q.value();
    }
}

/// The distinct positions one, two or [`MAX_DEPTH`] moves below `p`: the
/// first level with [`TASKS_PER_THREAD`] positions a thread (or the
/// deepest).
fn tasks<P: Ruleset>(p: &P, threads: usize) -> VecDeque<P> {
    let mut seen = FxHashSet::default();
    let mut level = vec![p.clone()];
    for _ in 0..MAX_DEPTH {
        let mut next = Vec::new();
        let mut add = |q: P| {
            if seen.insert(q.clone()) {
                next.push(q);
            }
        };
        for q in &level {
            q.for_each_left_move(&mut add);
            if !P::IMPARTIAL {
                q.for_each_right_move(&mut add);
            }
        }
        if next.is_empty() {
            break;
        }
        level = next;
        if level.len() >= TASKS_PER_THREAD * threads {
            break;
        }
    }
    if level.len() == 1 && level[0] == *p {
        level.clear();
    }
    level.into()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::ToadsAndFrogs;

    #[test]
    fn the_setting_holds_inside_and_is_put_back() {
        assert_eq!(wanted(), 1);
        with_threads(3, || {
            assert_eq!(wanted(), 3);
            with_threads(1, || assert_eq!(wanted(), 1));
            assert_eq!(wanted(), 3);
        });
        assert_eq!(wanted(), 1);
        let r = std::panic::catch_unwind(|| with_threads(4, || panic!("boom")));
        assert!(r.is_err());
        assert_eq!(wanted(), 1);
        with_threads(0, || assert!(wanted() >= 1));
        with_threads(usize::MAX, || assert_eq!(wanted(), MAX_THREADS));
    }

    #[test]
    fn the_queue_holds_distinct_positions_below_the_root() {
        // By hand: TT__FF has 2 positions a move below and 5 two moves
        // below, fewer than 8 (one thread's share) both times, so the queue
        // holds the 7 distinct positions three moves below.
        let p: ToadsAndFrogs = "TT__FF".parse().unwrap();
        let q = tasks(&p, 1);
        let distinct: FxHashSet<_> = q.iter().cloned().collect();
        assert_eq!(distinct.len(), q.len());
        let by_hand: FxHashSet<ToadsAndFrogs> = [
            "_T_TFF", "_TTF_F", "T_FT_F", "T__FTF", "TFT__F", "T_TFF_", "TTF_F_",
        ]
        .iter()
        .map(|b| b.parse().unwrap())
        .collect();
        assert_eq!(distinct, by_hand);
        // A position with no moves has nothing to share out.
        let end: ToadsAndFrogs = "FT".parse().unwrap();
        assert!(tasks(&end, 4).is_empty());
    }
}
