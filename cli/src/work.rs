//! How the server does the work of a request: each search with a searcher
//! of its own (taken from a pool, so memos are reused but never shared
//! while in use), a budget for the whole request, a stop flag raised when
//! the client goes away, and a bound on how many long searches and puzzle
//! solves run at once.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use combinatorial_games::budget::{Budget, OutOfBudget};
use combinatorial_games::play::Searcher;

/// The first try at a position: a search this short runs for every
/// request at once, without waiting for a turn, and answers most of them
/// (every position of a game with a closed form is answered by it or by
/// its closed form).
pub(crate) const QUICK_TIME: Duration = Duration::from_millis(20);
pub(crate) const QUICK_MOVES: usize = 50_000;
/// A longer search, for positions without a closed form, in one of
/// [`long_searches`] turns: at most a second and 5 million moves.
pub(crate) const SEARCH_TIME: Duration = Duration::from_secs(1);
pub(crate) const SEARCH_MOVES: usize = 5_000_000;
/// All the work of one request (solving a table of Mancala or Dao, values
/// of positions) stops past this.
pub(crate) const REQUEST_TIME: Duration = Duration::from_secs(10);
/// How long a request waits for a turn at a long search before it is
/// answered 503 (for a puzzle solve, `PUZZLE_TIME`: one solve's time).
pub(crate) const TURN_WAIT: Duration = Duration::from_secs(5);
/// A searcher whose memo grows past this many positions is dropped, not
/// returned to the pool, and the pool keeps at most `POOL` searchers:
/// memory stays bounded however many requests come.
const MEMO_RESET: usize = 100_000;
const POOL: usize = 4;
/// The time a puzzle solve may take.
pub(crate) const PUZZLE_TIME: Duration = Duration::from_secs(10);

fn cores() -> usize {
    std::thread::available_parallelism().map_or(2, |n| n.get())
}

/// Long searches at once: one a core but one, which is left to the short
/// work every request starts with, at least one.
pub(crate) fn long_searches() -> usize {
    cores().saturating_sub(1).max(1)
}

/// Puzzle solves at once: a quarter of the cores, at least two (most
/// boards take milliseconds; one hard board must not hold up the rest).
pub(crate) fn puzzles_at_once() -> usize {
    (cores() / 4).max(2)
}

/// Searchers not in use. One is taken for a request and put back after, so
/// no lock is held while a search runs.
#[derive(Default)]
pub(crate) struct Pool(Mutex<Vec<Searcher>>);

impl Pool {
    /// Runs `f` with a searcher of its own, set to `moves` and `time` a
    /// search.
    pub(crate) fn with<R>(
        &self,
        moves: usize,
        time: Duration,
        f: impl FnOnce(&mut Searcher) -> R,
    ) -> R {
        let taken = self.0.lock().unwrap_or_else(|e| e.into_inner()).pop();
        let mut s = taken.unwrap_or_default();
        s.set_limits(moves, Some(time));
        // Put back on the way out, also when a spent budget unwinds.
        struct Back<'a>(&'a Pool, Option<Searcher>);
        impl Drop for Back<'_> {
            fn drop(&mut self) {
                if let Some(s) = self.1.take().filter(|s| s.len() <= MEMO_RESET) {
                    let mut pool = self.0.0.lock().unwrap_or_else(|e| e.into_inner());
                    if pool.len() < POOL {
                        pool.push(s);
                    }
                }
            }
        }
        let mut back = Back(self, Some(s));
        f(back.1.as_mut().expect("held until dropped"))
    }
}

/// A stop flag raised when dropped: held by a request's handler, whose
/// future hyper drops when the client disconnects, so the blocking work
/// it started stops too.
pub(crate) struct StopOnDrop(pub(crate) Arc<AtomicBool>);

impl StopOnDrop {
    pub(crate) fn new() -> StopOnDrop {
        StopOnDrop(Arc::new(AtomicBool::new(false)))
    }
}

impl Drop for StopOnDrop {
    fn drop(&mut self) {
        self.0.store(true, Ordering::Relaxed);
    }
}

/// Runs `work` within the request's budget and stop flag.
pub(crate) fn budgeted<R>(
    stop: &Arc<AtomicBool>,
    work: impl FnOnce() -> R,
) -> Result<R, OutOfBudget> {
    Budget::time(REQUEST_TIME)
        .with_stop(Arc::clone(stop))
        .run(work)
}

/// Positions a long search could not finish, answered at once when asked
/// again (a client repeating an expensive request costs nothing more).
/// Emptied when it reaches `REFUSALS` entries.
#[derive(Default)]
pub(crate) struct Refusals(Mutex<std::collections::HashSet<String>>);

const REFUSALS: usize = 10_000;

impl Refusals {
    pub(crate) fn contains(&self, key: &str) -> bool {
        self.0
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .contains(key)
    }

    pub(crate) fn insert(&self, key: String) {
        let mut set = self.0.lock().unwrap_or_else(|e| e.into_inner());
        if set.len() >= REFUSALS {
            set.clear();
        }
        set.insert(key);
    }
}

/// Runs long work (a long search, a puzzle solve) on a thread of its own
/// at a lower priority (nice 10 on Unix), so that the short work every
/// request starts with is not slowed by it: the turns bound how many such
/// threads run at once. `None` if the work panicked.
pub(crate) async fn heavy<R: Send + 'static>(f: impl FnOnce() -> R + Send + 'static) -> Option<R> {
    let (tx, rx) = tokio::sync::oneshot::channel();
    let spawned = std::thread::Builder::new()
        .name("cgame-long-work".into())
        .spawn(move || {
            lower_priority();
            let _ = tx.send(f());
        });
    spawned.ok()?;
    rx.await.ok()
}

/// Nice 10 for the calling thread (Linux threads have their own nice
/// value); nothing where that cannot be set.
fn lower_priority() {
    #[cfg(target_os = "linux")]
    // SAFETY: gettid has no preconditions; setpriority on this thread's id
    // only changes its own scheduling priority.
    unsafe {
        let tid = libc::gettid();
        libc::setpriority(libc::PRIO_PROCESS, tid as libc::id_t, 10);
    }
}
