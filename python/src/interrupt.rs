//! Long work that Ctrl-C stops: the work runs on a worker thread under a
//! budget with a stop flag, while the calling thread waits without holding
//! the interpreter and looks at Python's signals between waits. Work that
//! may safely run twice first tries on the calling thread for a moment
//! ([`quick_or_interruptible`]).

use std::cell::RefCell;
use std::panic::{self, AssertUnwindSafe};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, mpsc};
use std::time::Duration;

use combinatorial_games::budget::Budget;
use pyo3::exceptions::PyRuntimeError;
use pyo3::prelude::*;

use crate::errors::too_large;

/// How often the waiting thread looks at Python's signals.
const POLL: Duration = Duration::from_millis(20);

/// How long work that may run twice runs on the calling thread before it
/// moves to the worker: long enough for most single values, short enough
/// that Ctrl-C still feels immediate.
const QUICK: Duration = Duration::from_millis(10);

/// The worker's stack: deep games recurse, and a spawned thread's default
/// stack (2 MiB) is smaller than the main thread's.
const STACK: usize = 64 << 20;

/// How long an interrupted call waits for the worker to stop before it
/// returns anyway (the worker then stops at its next look at the flag, or
/// finishes, on its own).
const GRACE: Duration = Duration::from_secs(2);

type Job = Box<dyn FnOnce() + Send>;

thread_local! {
    /// The calling thread's worker: one long-lived thread per Python
    /// thread, so that the library's per-thread caches (the near tables of
    /// results and of rulesets' positions) stay warm from call to call, and
    /// Python threads still compute in parallel.
    static WORKER: RefCell<Option<mpsc::Sender<Job>>> = const { RefCell::new(None) };
}

/// Hands `job` to the calling thread's worker, starting one if there is
/// none (or if the last one was abandoned).
fn submit(job: Job) -> PyResult<()> {
    WORKER.with(|w| {
        let mut w = w.borrow_mut();
        let job = match w.as_ref() {
            Some(tx) => match tx.send(job) {
                Ok(()) => return Ok(()),
                Err(mpsc::SendError(job)) => job,
            },
            None => job,
        };
        let (tx, rx) = mpsc::channel::<Job>();
        std::thread::Builder::new()
            .name("combinatorial_games".into())
            .stack_size(STACK)
            .spawn(move || rx.into_iter().for_each(|job| job()))
            .map_err(|e| PyRuntimeError::new_err(format!("cannot start a worker thread: {e}")))?;
        // The worker was just started and holds the receiver.
        let _ = tx.send(job);
        *w = Some(tx);
        Ok(())
    })
}

/// Runs `work` so that Ctrl-C (any pending Python signal that raises)
/// stops it with `KeyboardInterrupt`, and `timeout` seconds, if given,
/// with `TooLargeError`. Other Python threads run meanwhile. The work owns
/// what it uses, so that an interrupted call returns soon even if the
/// work is slow to notice.
pub fn interruptible<T: Send + 'static>(
    py: Python<'_>,
    timeout: Option<f64>,
    work: impl FnOnce() -> T + Send + 'static,
) -> PyResult<T> {
    let stop = Arc::new(AtomicBool::new(false));
    let budget = budget(timeout)?.with_stop(stop.clone());
    let (tx, rx) = mpsc::channel();
    submit(Box::new(move || {
        let done = panic::catch_unwind(AssertUnwindSafe(|| budget.run(work)));
        // The receiver is gone only after an interrupt: nothing to report.
        let _ = tx.send(done.map_err(|payload| panic_text(&payload)));
    }))?;
    let wait = |rx: mpsc::Receiver<_>, d: Duration| py.detach(move || (rx.recv_timeout(d), rx));
    let mut rx = rx;
    loop {
        // The receiver goes to the detached closure and back: a shared
        // reference to it cannot cross threads.
        let (got, back) = wait(rx, POLL);
        rx = back;
        match got {
            Ok(Ok(done)) => return done.map_err(too_large),
            Ok(Err(why)) => {
                return Err(PyRuntimeError::new_err(format!(
                    "internal error in combinatorial_games ({why}); please report it"
                )));
            }
            Err(mpsc::RecvTimeoutError::Timeout) => {
                if let Err(signal) = py.check_signals() {
                    stop.store(true, Ordering::Relaxed);
                    if wait(rx, GRACE).0.is_err() {
                        // Still busy: leave it to finish alone, and give
                        // this thread's next call a fresh worker.
                        WORKER.with(|w| w.borrow_mut().take());
                    }
                    return Err(signal);
                }
            }
            Err(mpsc::RecvTimeoutError::Disconnected) => {
                return Err(PyRuntimeError::new_err(
                    "internal error in combinatorial_games (the worker thread ended); please report it",
                ));
            }
        }
    }
}

/// [`interruptible`] without a timeout, for work that may run twice (it
/// changes nothing but the library's tables): it first runs on the
/// calling thread, without the interpreter, for at most [`QUICK`]. Most
/// calls end there, and skip the two hand-overs between threads that the
/// worker costs (about 50 µs a call: a sweep of 363 Toads and Frogs rows
/// spent a third of its time on them). Work still running then stops and
/// starts again on the worker, where Ctrl-C reaches it; what the tables
/// learned meanwhile is kept, so little is done twice.
pub fn quick_or_interruptible<T: Send + 'static>(
    py: Python<'_>,
    work: impl Fn() -> T + Send + Sync + 'static,
) -> PyResult<T> {
    let work = Arc::new(work);
    let first = Arc::clone(&work);
    let done = py.detach(move || {
        panic::catch_unwind(AssertUnwindSafe(|| Budget::time(QUICK).run(|| first())))
    });
    match done {
        Ok(Ok(v)) => Ok(v),
        // Out of time: the worker takes it from here.
        Ok(Err(_)) => interruptible(py, None, move || work()),
        Err(why) => Err(PyRuntimeError::new_err(format!(
            "internal error in combinatorial_games ({}); please report it",
            panic_text(&why)
        ))),
    }
}

fn budget(timeout: Option<f64>) -> PyResult<Budget> {
    match timeout {
        None => Ok(Budget::unlimited()),
        Some(t) if t.is_finite() && t >= 0.0 => {
            Ok(Budget::time(Duration::from_secs_f64(t.min(1e9))))
        }
        Some(t) => Err(pyo3::exceptions::PyValueError::new_err(format!(
            "timeout must be a number of seconds, not {t}"
        ))),
    }
}

fn panic_text(payload: &Box<dyn std::any::Any + Send>) -> String {
    payload
        .downcast_ref::<&str>()
        .map(|s| s.to_string())
        .or_else(|| payload.downcast_ref::<String>().cloned())
        .unwrap_or_else(|| "a panic".to_string())
}
