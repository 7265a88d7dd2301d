//! Long work that Ctrl-C stops: the work runs on a worker thread under a
//! budget with a stop flag, while the calling thread waits without holding
//! the interpreter and looks at Python's signals between waits.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{mpsc, Arc};
use std::time::Duration;

use combinatorial_games::budget::Budget;
use pyo3::exceptions::PyRuntimeError;
use pyo3::prelude::*;

use crate::errors::too_large;

/// How often the waiting thread looks at Python's signals.
const POLL: Duration = Duration::from_millis(20);

/// The worker's stack: deep games recurse, and a spawned thread's default
/// stack (2 MiB) is smaller than the main thread's.
const STACK: usize = 64 << 20;

/// How long an interrupted call waits for the worker to stop before it
/// returns anyway (the worker then stops at its next look at the flag, or
/// finishes, on its own).
const GRACE: Duration = Duration::from_secs(2);

/// Runs `work` so that Ctrl-C (any pending Python signal that raises)
/// stops it with `KeyboardInterrupt`, and `timeout` seconds, if given,
/// with `TooLargeError`. Other Python threads run meanwhile. The work owns
/// what it uses, so that an interrupted call returns at once even if the
/// work is slow to notice.
pub fn interruptible<T: Send + 'static>(
    py: Python<'_>,
    timeout: Option<f64>,
    work: impl FnOnce() -> T + Send + 'static,
) -> PyResult<T> {
    let stop = Arc::new(AtomicBool::new(false));
    let budget = budget(timeout)?.with_stop(stop.clone());
    let (tx, rx) = mpsc::channel();
    let worker = std::thread::Builder::new()
        .name("combinatorial_games".into())
        .stack_size(STACK)
        .spawn(move || {
            // The receiver is gone only after an interrupt: nothing to report.
            let _ = tx.send(budget.run(work));
        })
        .map_err(|e| PyRuntimeError::new_err(format!("cannot start a worker thread: {e}")))?;
    let wait = |rx: mpsc::Receiver<_>, d: Duration| py.detach(move || (rx.recv_timeout(d), rx));
    let mut rx = rx;
    loop {
        // The receiver goes to the detached closure and back: a shared
        // reference to it cannot cross threads.
        let (got, back) = wait(rx, POLL);
        rx = back;
        match got {
            Ok(done) => return done.map_err(too_large),
            Err(mpsc::RecvTimeoutError::Timeout) => {
                if let Err(signal) = py.check_signals() {
                    stop.store(true, Ordering::Relaxed);
                    let _ = wait(rx, GRACE);
                    return Err(signal);
                }
            }
            // The worker ended without sending: it panicked.
            Err(mpsc::RecvTimeoutError::Disconnected) => {
                let why = match worker.join() {
                    Err(payload) => panic_text(&payload),
                    Ok(()) => "no result".to_string(),
                };
                return Err(PyRuntimeError::new_err(format!(
                    "internal error in combinatorial_games ({why}); please report it"
                )));
            }
        }
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
