//! Commands that may run long (`eval`, a game's analysis, `heap`,
//! `thermograph`, `fifteen solve`) run on a worker thread, watched: after a
//! second a spinner on a terminal says the work goes on, and with
//! `--timeout SECS` the command gives up at the limit, says so and exits
//! with status 3 (the worker is stopped with the process).

use std::io::IsTerminal;
use std::process::ExitCode;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::mpsc;
use std::time::{Duration, Instant};

/// How long the work runs before the spinner shows.
const QUIET: Duration = Duration::from_secs(1);

/// How many progress bars of the work itself are on screen (a Mancala
/// solve, a heap sweep, the 15-puzzle's tables): the spinner keeps away
/// while there are any.
static BARS: AtomicUsize = AtomicUsize::new(0);

/// Says that a progress bar of the work is on screen until dropped.
pub(crate) struct BarShown(());

pub(crate) fn bar_shown() -> BarShown {
    BARS.fetch_add(1, Ordering::Relaxed);
    BarShown(())
}

impl Drop for BarShown {
    fn drop(&mut self) {
        BARS.fetch_sub(1, Ordering::Relaxed);
    }
}

/// Runs `work` on a worker thread within `timeout`.
pub(crate) fn watched(
    timeout: Option<Duration>,
    work: impl FnOnce() -> ExitCode + Send + 'static,
) -> ExitCode {
    let (done, finished) = mpsc::channel();
    // A deep stack, as the main thread's (the recursion that stacker does
    // not cover stays on it).
    let spawned = std::thread::Builder::new()
        .name("cgame-work".into())
        .stack_size(64 << 20)
        .spawn(move || {
            let _ = done.send(work());
        });
    if let Err(e) = spawned {
        eprintln!("error: cannot start the work: {e}");
        return ExitCode::from(1);
    }
    let began = Instant::now();
    let terminal = std::io::stderr().is_terminal();
    let mut spinner: Option<indicatif::ProgressBar> = None;
    let clear = |s: &Option<indicatif::ProgressBar>| {
        if let Some(s) = s {
            s.finish_and_clear();
        }
    };
    loop {
        match finished.recv_timeout(Duration::from_millis(100)) {
            Ok(code) => {
                clear(&spinner);
                return code;
            }
            // The worker panicked; the panic was reported as it happened.
            Err(mpsc::RecvTimeoutError::Disconnected) => {
                clear(&spinner);
                return ExitCode::from(101);
            }
            Err(mpsc::RecvTimeoutError::Timeout) => {}
        }
        let spent = began.elapsed();
        if let Some(limit) = timeout.filter(|&l| spent >= l) {
            clear(&spinner);
            eprintln!(
                "error: gave up after {:.1} s (--timeout {}); the work was not finished",
                spent.as_secs_f64(),
                limit.as_secs_f64()
            );
            return ExitCode::from(3);
        }
        if BARS.load(Ordering::Relaxed) > 0 {
            // The work shows its own progress.
            clear(&spinner);
            spinner = None;
        } else if terminal && spinner.is_none() && spent >= QUIET {
            let s = indicatif::ProgressBar::new_spinner();
            s.set_message(match timeout {
                Some(_) => "working...".to_string(),
                None => "working... (--timeout SECS sets a limit; Ctrl-C stops)".to_string(),
            });
            s.enable_steady_tick(Duration::from_millis(120));
            spinner = Some(s);
        }
    }
}

/// Reads `--timeout`'s seconds.
pub(crate) fn parse_seconds(text: &str) -> Result<Duration, String> {
    match text.parse::<f64>() {
        Ok(s) if s > 0.0 && s.is_finite() && s < 1e9 => Ok(Duration::from_secs_f64(s)),
        _ => Err(format!("'{text}' is not a number of seconds above 0")),
    }
}
