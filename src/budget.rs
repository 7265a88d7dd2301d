//! A budget for work that may run long or grow large: a time limit, a bound
//! on the table of canonical forms, a flag another thread can raise to stop
//! it (Ctrl-C), or any of them.
//!
//! Game arithmetic builds canonical forms in deep recursions that return
//! plain values, so stopping part-way cannot be a `Result` at every level.
//! Instead [`Budget::run`] notes the limit for the calling thread; the
//! library's long loops (building canonical forms, which every sum, heating
//! and ruleset value does, and computing nim-values heap by heap) look at
//! it every thousand steps or so, and when it is spent unwind back to `run`, which
//! returns [`OutOfBudget`]. What was computed before stays correct in the
//! caches: a result is stored only once it is complete.
//!
//! ```
//! use std::time::Duration;
//! use combinatorial_games::budget::{Budget, OutOfBudget};
//! use combinatorial_games::Game;
//!
//! let budget = Budget::time(Duration::from_secs(10));
//! let g = budget.run(|| Game::up() + Game::star()).unwrap();
//! assert_eq!(g.to_string(), "^*");
//!
//! // A heated nimber that would take far longer than a millisecond.
//! let tiny = Budget::time(Duration::from_millis(1));
//! let r = tiny.run(|| Game::nimber(300).heat(&Game::from(1)));
//! assert!(matches!(r, Err(OutOfBudget::Time(_))));
//! ```
//!
//! The table of canonical forms keeps every form for the life of the
//! process (see [`crate::Game::table_len`]), so its size is what memory
//! follows. [`Budget::with_max_forms`] bounds it: work that would grow the
//! table past the bound stops with [`OutOfBudget::Forms`]. The forms made
//! before the stop stay, so once the bound is reached only work that needs
//! no new form can finish; a long-running program that must go on restarts
//! (see `docs/memory.md` for what a form costs).
//!
//! ```
//! use combinatorial_games::budget::{Budget, OutOfBudget};
//! use combinatorial_games::Game;
//! let bound = Game::table_len() + 1_000;
//! let r = Budget::unlimited()
//!     .with_max_forms(bound)
//!     .run(|| Game::nimber(300).heat(&Game::from(1)));
//! assert_eq!(r, Err(OutOfBudget::Forms(bound)));
//! ```
//!
//! The budget holds for the calling thread only (work handed to other
//! threads is not watched), and stopping needs unwinding: in a build with
//! `panic = "abort"` a spent budget aborts the process.

use std::cell::{Cell, RefCell};
use std::panic::{self, AssertUnwindSafe};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use thiserror::Error;

/// Why [`Budget::run`] stopped the work.
///
/// ```
/// use std::time::Duration;
/// use combinatorial_games::budget::OutOfBudget;
/// let e = OutOfBudget::Time(Duration::from_millis(1500));
/// assert_eq!(e.to_string(), "gave up after 1.5 s (the time budget); the work was not finished");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Error)]
#[non_exhaustive]
pub enum OutOfBudget {
    /// The time limit passed.
    #[error("gave up after {:.1} s (the time budget); the work was not finished", .0.as_secs_f64())]
    Time(Duration),
    /// The stop flag was raised.
    #[error("interrupted; the work was not finished")]
    Stopped,
    /// The table of canonical forms reached the bound given by
    /// [`Budget::with_max_forms`].
    #[error(
        "the table of canonical forms reached its bound of {0} forms; the work was not finished (forms are kept for the life of the process: start a new one to go past the bound)"
    )]
    Forms(usize),
}

/// How long work may run, and a flag that stops it.
///
/// ```
/// use std::sync::{atomic::AtomicBool, Arc};
/// use combinatorial_games::budget::{Budget, OutOfBudget};
/// let stop = Arc::new(AtomicBool::new(true)); // already raised
/// let b = Budget::unlimited().with_stop(stop);
/// let r = b.run(|| (0..300u64).map(|n| combinatorial_games::Game::nimber(n).heat(&1.into())).count());
/// assert_eq!(r, Err(OutOfBudget::Stopped));
/// ```
#[derive(Clone, Debug, Default)]
pub struct Budget {
    time: Option<Duration>,
    stop: Option<Arc<AtomicBool>>,
    max_forms: Option<usize>,
}

/// The limits the calling thread works under: when time is up (and the
/// limit it came from, for the message), and the stop flag. The bound on
/// forms is kept apart in [`MAX_FORMS`], where making a form reads it.
struct Limits {
    deadline: Option<(Instant, Duration)>,
    stop: Option<Arc<AtomicBool>>,
}

/// Unwound with when the budget is spent; caught by [`Budget::run`].
struct Spent(OutOfBudget);

thread_local! {
    static LIMITS: RefCell<Option<Limits>> = const { RefCell::new(None) };
    static STEPS: Cell<u32> = const { Cell::new(0) };
    /// The bound on the table of forms; `usize::MAX` when there is none.
    static MAX_FORMS: Cell<usize> = const { Cell::new(usize::MAX) };
}

/// How many steps pass between looks at the clock.
const STEPS_PER_LOOK: u32 = 1024;

impl Budget {
    /// No limit (until [`Budget::with_stop`] adds a flag).
    ///
    /// ```
    /// use combinatorial_games::budget::Budget;
    /// assert_eq!(Budget::unlimited().run(|| 6 * 7), Ok(42));
    /// ```
    pub fn unlimited() -> Budget {
        Budget::default()
    }

    /// At most `limit` of time, counted from each [`Budget::run`].
    ///
    /// ```
    /// use std::time::Duration;
    /// use combinatorial_games::budget::{Budget, OutOfBudget};
    /// use combinatorial_games::Game;
    /// let heat_many = || (0..300u64).map(|n| Game::nimber(n).heat(&1.into())).count();
    /// // No time at all: the work stops at its first look at the clock.
    /// let r = Budget::time(Duration::ZERO).run(heat_many);
    /// assert!(matches!(r, Err(OutOfBudget::Time(_))));
    /// // A minute is plenty for a small sum.
    /// let small = || (Game::up() + Game::star()).to_string();
    /// assert_eq!(Budget::time(Duration::from_secs(60)).run(small), Ok("^*".to_string()));
    /// ```
    pub fn time(limit: Duration) -> Budget {
        Budget {
            time: Some(limit),
            ..Budget::default()
        }
    }

    /// Also stop as soon as `flag` is raised (from a signal handler or
    /// another thread).
    ///
    /// ```
    /// use std::sync::{atomic::{AtomicBool, Ordering}, Arc};
    /// use combinatorial_games::budget::{Budget, OutOfBudget};
    /// let flag = Arc::new(AtomicBool::new(false));
    /// let b = Budget::unlimited().with_stop(flag.clone());
    /// // Not raised: the work finishes. Raised: the next run stops.
    /// assert_eq!(b.run(|| "done"), Ok("done"));
    /// flag.store(true, Ordering::Relaxed);
    /// let heat_many = || (0..300u64).map(|n| combinatorial_games::Game::nimber(n).heat(&1.into())).count();
    /// assert_eq!(b.run(heat_many), Err(OutOfBudget::Stopped));
    /// ```
    pub fn with_stop(mut self, flag: Arc<AtomicBool>) -> Budget {
        self.stop = Some(flag);
        self
    }

    /// Also stop when the table of canonical forms would hold more than
    /// `forms` forms (the whole table, not only the forms this work adds:
    /// the table is shared by the process).
    ///
    /// ```
    /// use combinatorial_games::budget::Budget;
    /// use combinatorial_games::Game;
    /// // Plenty of room: the work finishes.
    /// let b = Budget::unlimited().with_max_forms(Game::table_len() + 10_000_000);
    /// assert_eq!(b.run(|| (Game::up() + Game::star()).to_string()).unwrap(), "^*");
    /// ```
    pub fn with_max_forms(mut self, forms: usize) -> Budget {
        self.max_forms = Some(forms);
        self
    }

    /// Runs `work` within the budget. Nested runs keep the tighter limit.
    /// A panic that is not the budget's passes through.
    ///
    /// ```
    /// use std::time::Duration;
    /// use combinatorial_games::budget::Budget;
    /// use combinatorial_games::Game;
    /// let b = Budget::time(Duration::from_secs(60));
    /// let g = b.run(|| Game::up() + Game::up() + Game::star()).unwrap();
    /// assert_eq!(g.to_string(), "^^*");
    /// ```
    pub fn run<T>(&self, work: impl FnOnce() -> T) -> Result<T, OutOfBudget> {
        let mine = self.time.map(|t| (Instant::now() + t, t));
        let outer = Inherited::here();
        let tighter = Limits {
            deadline: match (mine, outer.deadline) {
                (Some(a), Some(b)) => Some(if a.0 <= b.0 { a } else { b }),
                (a, b) => a.or(b),
            },
            stop: self.stop.clone().or(outer.stop),
        };
        let forms = outer.max_forms.min(self.max_forms.unwrap_or(usize::MAX));
        under(tighter, forms, work)
    }
}

/// Runs `work` on this thread under `limits` and the bound of `forms`,
/// putting the thread's own back after; a spent budget's unwinding ends
/// here, any other panic passes through.
fn under<T>(limits: Limits, forms: usize, work: impl FnOnce() -> T) -> Result<T, OutOfBudget> {
    let outer = LIMITS.with(|l| l.borrow_mut().replace(limits));
    let outer_forms = MAX_FORMS.replace(forms);
    let result = panic::catch_unwind(AssertUnwindSafe(work));
    MAX_FORMS.set(outer_forms);
    LIMITS.with(|l| *l.borrow_mut() = outer);
    match result {
        Ok(v) => Ok(v),
        Err(payload) => match payload.downcast::<Spent>() {
            Ok(spent) => Err(spent.0),
            Err(other) => panic::resume_unwind(other),
        },
    }
}

/// One step of long work: every [`STEPS_PER_LOOK`] steps, looks at the
/// calling thread's budget and unwinds to its [`Budget::run`] if it is
/// spent.
#[inline]
pub(crate) fn step() {
    steps(1);
}

/// `n` steps at once (listing `n` options).
#[inline]
pub(crate) fn steps(n: usize) {
    let n = u32::try_from(n).unwrap_or(u32::MAX);
    let (before, after) = STEPS.with(|s| {
        let before = s.get();
        let after = before.wrapping_add(n);
        s.set(after);
        (before, after)
    });
    if n >= STEPS_PER_LOOK || before / STEPS_PER_LOOK != after / STEPS_PER_LOOK {
        look();
    }
}

/// Called when the table of forms has grown to `forms` entries: unwinds to
/// [`Budget::run`] if that passes the calling thread's bound.
#[inline]
pub(crate) fn made_form(forms: usize) {
    let bound = MAX_FORMS.get();
    if forms > bound {
        panic::resume_unwind(Box::new(Spent(OutOfBudget::Forms(bound))));
    }
}

#[cold]
fn look() {
    let spent = LIMITS.with(|l| {
        let l = l.borrow();
        let l = l.as_ref()?;
        if l.stop.as_ref().is_some_and(|s| s.load(Ordering::Relaxed)) {
            return Some(OutOfBudget::Stopped);
        }
        match l.deadline {
            Some((at, limit)) if Instant::now() >= at => Some(OutOfBudget::Time(limit)),
            _ => None,
        }
    });
    if let Some(why) = spent {
        // resume_unwind, not panic!: no panic message, no hook.
        panic::resume_unwind(Box::new(Spent(why)));
    }
}

/// The calling thread's limits, carried to a helper thread so that work
/// handed to it stops with the caller's (the same deadline, stop flag and
/// bound on forms).
pub(crate) struct Inherited {
    deadline: Option<(Instant, Duration)>,
    stop: Option<Arc<AtomicBool>>,
    max_forms: usize,
}

impl Inherited {
    /// The calling thread's limits as they stand.
    pub(crate) fn here() -> Inherited {
        let (deadline, stop) = LIMITS.with(|l| {
            l.borrow()
                .as_ref()
                .map_or((None, None), |l| (l.deadline, l.stop.clone()))
        });
        Inherited {
            deadline,
            stop,
            max_forms: MAX_FORMS.get(),
        }
    }

    /// Runs `work` on this thread under the limits taken: `None` when they
    /// were spent first. Meant for a fresh thread, which has none of its
    /// own.
    pub(crate) fn run<T>(&self, work: impl FnOnce() -> T) -> Option<T> {
        let limits = Limits {
            deadline: self.deadline,
            stop: self.stop.clone(),
        };
        under(limits, self.max_forms, work).ok()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::short::Game;

    #[test]
    fn nested_runs_keep_the_tighter_limit_and_restore_the_outer() {
        let outer = Budget::time(Duration::from_secs(60));
        let r = outer.run(|| {
            let inner = Budget::time(Duration::from_millis(1));
            let spent = inner.run(|| Game::nimber(400).heat(&Game::from(1)));
            assert!(matches!(spent, Err(OutOfBudget::Time(_))));
            // Back under the outer budget: small work finishes.
            Game::nimber(5).heat(&Game::from(1))
        });
        assert!(r.is_ok());
    }

    #[test]
    fn the_bound_on_forms_stops_growth_and_nests() {
        let now = Game::table_len();
        let outer = Budget::unlimited().with_max_forms(now + 1_000_000);
        let r = outer.run(|| {
            let inner = Budget::unlimited().with_max_forms(Game::table_len() + 10);
            let spent = inner.run(|| Game::nimber(50).heat(&Game::from(1)));
            assert!(matches!(spent, Err(OutOfBudget::Forms(_))));
            // The outer, looser bound is back: the same work finishes.
            Game::nimber(5).heat(&Game::from(1))
        });
        assert!(r.is_ok());
        // Outside any run there is no bound.
        assert_eq!(MAX_FORMS.get(), usize::MAX);
    }

    #[test]
    fn a_helper_thread_stops_with_the_caller() {
        let stop = Arc::new(AtomicBool::new(true));
        let r = Budget::unlimited().with_stop(stop).run(|| {
            let limits = Inherited::here();
            std::thread::scope(|s| {
                s.spawn(|| limits.run(|| Game::nimber(400).heat(&Game::from(1))))
                    .join()
                    .unwrap()
            })
        });
        // The helper saw the raised flag and gave up; the caller's run
        // itself finished.
        assert_eq!(r, Ok(None));
        // Without limits the helper finishes.
        let free = Inherited::here();
        let g = std::thread::scope(|s| {
            s.spawn(|| free.run(|| Game::nimber(3).heat(&Game::from(1))))
                .join()
                .unwrap()
        });
        assert_eq!(
            g.map(|g| g.to_string()).as_deref(),
            Some("+-{1,{2|0},{2,{3|1}|0,+-1}}")
        );
    }

    #[test]
    fn other_panics_pass_through() {
        let r = panic::catch_unwind(|| Budget::unlimited().run(|| panic!("boom")));
        assert!(r.is_err());
    }

    #[test]
    fn work_after_a_stop_is_still_right() {
        let _ =
            Budget::time(Duration::from_millis(1)).run(|| Game::nimber(400).heat(&Game::from(1)));
        // The caches hold only finished results.
        let g = Game::nimber(3).heat(&Game::from(1));
        assert_eq!(g.to_string(), "+-{1,{2|0},{2,{3|1}|0,+-1}}");
    }
}
