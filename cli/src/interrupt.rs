//! Ctrl-C in the interactive REPL stops the line being evaluated, not the
//! session: the first press raises a flag that the library's budget looks
//! at; a second press, before the line has stopped, ends the program as
//! Ctrl-C always does (for work that does not look at the flag).

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, OnceLock};

static STOP: OnceLock<Arc<AtomicBool>> = OnceLock::new();

/// The flag Ctrl-C raises, with the handler installed (once).
pub(crate) fn flag() -> Arc<AtomicBool> {
    let flag = STOP.get_or_init(|| Arc::new(AtomicBool::new(false)));
    install();
    Arc::clone(flag)
}

/// Lowers the flag before a new line is evaluated.
pub(crate) fn reset() {
    if let Some(f) = STOP.get() {
        f.store(false, Ordering::Relaxed);
    }
}

#[cfg(unix)]
extern "C" fn on_interrupt(_: libc::c_int) {
    // Only atomics and _exit here: both are safe in a signal handler.
    if let Some(f) = STOP.get()
        && f.swap(true, Ordering::Relaxed)
    {
        // SAFETY: _exit is async-signal-safe.
        unsafe { libc::_exit(130) };
    }
}

#[cfg(unix)]
fn install() {
    static ONCE: std::sync::Once = std::sync::Once::new();
    ONCE.call_once(|| {
        let handler: extern "C" fn(libc::c_int) = on_interrupt;
        // SAFETY: the handler only touches an initialised atomic and calls
        // _exit.
        unsafe {
            libc::signal(libc::SIGINT, handler as libc::sighandler_t);
        }
    });
}

#[cfg(not(unix))]
fn install() {}
