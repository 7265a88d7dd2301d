//! `cgame`: the command line of the `combinatorial-games` crate.

use std::process::ExitCode;

mod analyse;
mod atlas;
mod atlas_census;
mod fifteen;
mod interrupt;
mod play;
mod query;
mod quotient;
mod repl;
mod serve;
mod watchdog;
mod work;

use clap::{Parser, Subcommand};

/// jemalloc, for the server's sake: glibc's allocator kept what the
/// requests' threads freed, and memory grew with every thousand requests
/// (see `Cargo.toml`).
#[cfg(not(target_env = "msvc"))]
#[global_allocator]
static ALLOCATOR: tikv_jemallocator::Jemalloc = tikv_jemallocator::Jemalloc;

/// jemalloc's options, read before `main`: pages freed and not reused
/// within a second go back to the system at once, so memory follows the
/// load instead of keeping its peak.
#[cfg(not(target_env = "msvc"))]
#[unsafe(export_name = "_rjem_malloc_conf")]
static MALLOC_CONF: &u8 = &b"dirty_decay_ms:1000,muzzy_decay_ms:0\0"[0];
use combinatorial_games::budget::OutOfBudget;
use combinatorial_games::expr::{Error, ErrorKind, Session, Value};
use combinatorial_games::rulesets::with_threads;

#[derive(Parser)]
#[command(name = "cgame", version, about = "Combinatorial game theory at the terminal", long_about = None)]
struct Cli {
    /// Print games in Unicode (↑, ∗, ±) instead of CGSuite's plain text.
    #[arg(long, global = true)]
    unicode: bool,
    /// Print one JSON object per result instead of plain text.
    #[arg(long, global = true)]
    json: bool,
    /// Give up after this many seconds (eval, a game's analysis, heap,
    /// thermograph, fifteen), saying so, with exit status 3.
    #[arg(long, global = true, value_name = "SECS", value_parser = watchdog::parse_seconds)]
    timeout: Option<std::time::Duration>,
    /// Bound the table of canonical forms to N forms (eval and the REPL):
    /// a line that would grow it further stops with an error. Each form
    /// takes about 120 to 300 bytes; only the REPL's `clear` empties it.
    /// Without it, as many as fit in half the machine's memory at 400
    /// bytes each (on Linux; elsewhere none), so that such a line stops
    /// with an error rather than being killed for memory; 0 lifts the bound.
    #[arg(long, global = true, value_name = "N")]
    max_forms: Option<usize>,
    /// Refuse to print a value whose text is longer than this many bytes
    /// (eval and the REPL), with an error that gives its length: a form
    /// that shares its parts can be small to hold and gigabytes to write.
    #[arg(long, global = true, value_name = "BYTES", default_value_t = 16 << 20)]
    max_text: u64,
    /// How many threads value one position of a ruleset (eval, the REPL,
    /// a game's analysis): 0, the default, is one a core; 1 keeps to one;
    /// at most 256.
    #[arg(long, global = true, value_name = "N", default_value_t = 0)]
    threads: usize,
    /// A folder of CGSuite class files (eval and the REPL): `a/b/C.cgs`
    /// under it declares the class `a.b.C`, read when a line names it and
    /// again when the file changes; `C.cgs` at its top is named `C`. May
    /// be given more than once; the first folder that has a class wins.
    #[arg(long = "path", global = true, value_name = "DIR")]
    paths: Vec<std::path::PathBuf>,
    #[command(subcommand)]
    command: Option<Command>,
}

#[derive(Subcommand)]
enum Command {
    /// Evaluate each expression and print one line per expression.
    ///
    /// Names bound with `name := expr` stay bound for the later arguments.
    /// Example: cgame eval '{0|^}' 'g := {2|1}' 'g + g'
    Eval {
        /// Expressions in CGSuite's notation.
        #[arg(required = true, allow_hyphen_values = true)]
        exprs: Vec<String>,
    },
    /// Read expressions line by line (the default when no command is given).
    Repl,
    /// Play a game against a perfect computer.
    ///
    /// GAME is a game of the catalogue (`cgame games` lists them) or fifteen
    /// (the 15-puzzle, solo: arrow keys slide a tile into the gap).
    /// Examples: cgame play nim 3 4 5, cgame play kayles 10, cgame play
    /// dawson 8, cgame play treblecross 30, cgame play toads TTT__FFF,
    /// cgame play sum "nim 3 5 + kayles 7", cgame play kayles 20 --misere.
    Play {
        /// The game's id.
        game: String,
        /// The board (several words are joined by spaces); for fifteen, a
        /// board or nothing for a random one.
        board: Vec<String>,
        /// Who moves first: me or computer (asked when not given).
        #[arg(long)]
        first: Option<String>,
        /// Show what each of your moves leads to.
        #[arg(long)]
        hint: bool,
        /// Misère play: the player who makes the last move loses (Nim,
        /// Kayles, the heap games and sums of them).
        #[arg(long)]
        misere: bool,
    },
    /// The games of the catalogue: id, name and board format.
    Games,
    /// GAME BOARD...: a position's value and the moves worth playing.
    ///
    /// Any game of the catalogue by its id: cgame nim 1 3 5 6, cgame kayles
    /// III.IIIII, cgame chess 5, cgame toads TT__FF _TT_FF_ --moves.
    /// Impartial games take one board (several words are joined); partizan
    /// games take one board per argument, and --moves lists each side's
    /// moves worth playing. --misere judges an impartial board in misère
    /// play (the last player to move loses): cgame nim 1 3 5 --misere.
    #[command(external_subcommand)]
    Game(Vec<String>),
    /// The 15-puzzle: optimal solutions and random boards.
    Fifteen {
        #[command(subcommand)]
        action: FifteenCommand,
    },
    /// Serve the JSON API and the web page for playing the games.
    ///
    /// Boards are limited to 2 000 characters and 10 000 moves, a search to
    /// a second, a request to 10 s; docs/server.md lists every limit.
    /// Example: cgame serve --port 8080, then open http://127.0.0.1:8080/
    Serve {
        /// The port (0 picks a free one).
        #[arg(long, default_value_t = 8080)]
        port: u16,
        /// The address to bind: 127.0.0.1 keeps the server to this machine.
        #[arg(long, default_value = "127.0.0.1")]
        host: String,
    },
    /// The thermograph of a game: its walls, mean and temperature.
    ///
    /// Example: cgame thermograph '{3|-2} + {1|-1}' --svg t.svg
    Thermograph {
        /// An expression with a game value.
        #[arg(allow_hyphen_values = true)]
        expr: String,
        /// Also draw it into an SVG file.
        #[arg(long, value_name = "FILE.svg")]
        svg: Option<std::path::PathBuf>,
    },
    /// The nim-values of a heap game for heaps 0..=N, with its period.
    ///
    /// CODE is a take-and-break code (.137, 4.07, 0.#3) or `grundy` for
    /// Grundy's game. Example: cgame heap .77 --upto 100 --period
    Heap {
        /// A take-and-break code, or `grundy`.
        #[arg(allow_hyphen_values = true)]
        code: String,
        /// The largest heap.
        #[arg(long, default_value_t = 100)]
        upto: usize,
        /// Print the period found (proved where a theorem allows) instead of
        /// the values.
        #[arg(long)]
        period: bool,
        /// Also draw the values (heap across, value up) into an SVG file.
        #[arg(long, value_name = "FILE.svg")]
        plot: Option<std::path::PathBuf>,
        /// Instead, the misère quotient of heaps 0..=N (of all heaps once a
        /// period is proved): order, P-portion, presentation, and the class
        /// of each heap. Example: cgame heap 0.77 --misere --upto 300
        #[arg(long)]
        misere: bool,
    },
}

#[derive(Subcommand)]
enum FifteenCommand {
    /// One line per board: the optimal length, a space, and the blank's
    /// moves as U D L R.
    ///
    /// Each board is its tiles row by row separated by spaces, 0 the blank:
    /// cgame fifteen solve "14 13 15 7 11 12 9 5 6 0 2 1 4 8 10 3" --goal blank-first
    Solve {
        /// Boards, one per argument.
        #[arg(required = true)]
        boards: Vec<String>,
        /// blank-last (1 2 ... 15 0, the default) or blank-first (0 1 ... 15).
        #[arg(long, default_value = "blank-last")]
        goal: String,
        /// The 4 x 4 pattern databases: 6-6-3 (built in about a second
        /// every time), 7-8 (searches about 4 times faster; built once, about 3
        /// minutes and 2 GB of memory, then loaded from the cache
        /// directory), or auto: 7-8 if cached, else 6-6-3.
        #[arg(long, default_value = "auto")]
        tables: String,
        /// Where the 7-8 tables are cached (default: $CGAME_CACHE_DIR, else
        /// $XDG_CACHE_HOME/combinatorial-games, else
        /// ~/.cache/combinatorial-games).
        #[arg(long, value_name = "DIR")]
        cache_dir: Option<std::path::PathBuf>,
    },
    /// Builds the 7-8 pattern databases into the cache directory, or checks
    /// the cached ones against their checksum, and prints the file's path.
    Tables {
        /// The cache directory (default as for `solve`).
        #[arg(long, value_name = "DIR")]
        cache_dir: Option<std::path::PathBuf>,
    },
    /// A uniformly random solvable board.
    Random {
        /// The seed: the same seed gives the same board.
        #[arg(long)]
        seed: Option<u64>,
        /// The side of the board.
        #[arg(long, default_value_t = 4)]
        size: usize,
        /// blank-last or blank-first.
        #[arg(long, default_value = "blank-last")]
        goal: String,
    },
}

#[derive(Clone, Copy)]
struct Printer {
    unicode: bool,
    json: bool,
    max_text: u64,
}

/// What a refusal of a long value suggests instead.
const HINT: &str = ": raise it, or ask for a property (.Birthday, .Temperature, .LeftOptions)";

impl Printer {
    /// The line that shows `v`, or (`Err`) the line that says it is too
    /// long to show. Input that ends in `;` (or holds only comments) shows
    /// nothing, as in CGSuite: an empty line, or `"value": null` in JSON.
    fn value(&self, input: &str, v: &Value) -> Result<String, String> {
        let t = input.trim_end();
        let quiet = t.ends_with(';')
            || t.lines()
                .all(|l| l.trim().is_empty() || l.trim_start().starts_with("//"));
        if quiet {
            return Ok(if self.json {
                serde_json::json!({ "input": input, "value": null }).to_string()
            } else {
                String::new()
            });
        }
        self.shown(input, v, "value", "the value's text", HINT)
    }

    /// What `System.Print` wrote during the line `input`: each value as a
    /// line's value is printed (in JSON, as `printed`), or a refusal for
    /// one too long to print.
    fn printed(&self, input: &str, v: &Value) -> Result<String, String> {
        self.shown(input, v, "printed", "System.Print's value", "")
    }

    /// `v` written as `key` of the line `input`, or (`Err`) the refusal of
    /// `what` as longer than `--max-text` allows.
    fn shown(
        &self,
        input: &str,
        v: &Value,
        key: &str,
        what: &str,
        hint: &str,
    ) -> Result<String, String> {
        let len = v.text_len(self.unicode);
        if len > self.max_text {
            let why = format!(
                "{what} would be {len} bytes, more than the {} that --max-text allows{hint}",
                self.max_text
            );
            return Err(if self.json {
                serde_json::json!({ "input": input, "error": why, "text_len": len }).to_string()
            } else {
                format!("error: {why}")
            });
        }
        let text = if self.unicode {
            format!("{v:#}")
        } else {
            format!("{v}")
        };
        Ok(if self.json {
            serde_json::json!({ "input": input, key: text }).to_string()
        } else {
            text
        })
    }

    /// Writes a refusal from [`Printer::value`]: to `out` as JSON, else to
    /// standard error.
    fn refusal(&self, out: &mut impl std::io::Write, line: &str) {
        if self.json {
            let _ = writeln!(out, "{line}");
        } else {
            eprintln!("{line}");
        }
    }

    /// A line stopped by its budget: the whole line, not a column of it.
    fn spent(&self, input: &str, why: OutOfBudget) -> String {
        if self.json {
            serde_json::json!({ "input": input, "error": why.to_string() }).to_string()
        } else {
            format!("error: {why}")
        }
    }

    fn error(&self, input: &str, e: &Error, show_caret: bool) -> String {
        if let ErrorKind::OutOfBudget(why) = e.kind() {
            return self.spent(input, *why);
        }
        if self.json {
            return serde_json::json!({ "input": input, "error": e.to_string(), "column": e.column() }).to_string();
        }
        // A line with control characters (a NUL) is not echoed raw.
        if show_caret && !input.chars().any(char::is_control) && input.chars().count() <= 200 {
            let pad = " ".repeat(e.column().saturating_sub(1));
            format!("{input}\n{pad}^\nerror: {e}")
        } else {
            format!("error: {e}")
        }
    }
}

/// Output to a closed pipe (`cgame heap .77 --upto 100000 | head`) ends the
/// process quietly, as it does for Unix tools: Rust ignores SIGPIPE, so
/// every print would panic instead. The server keeps ignoring it (a client
/// that hangs up must not stop it).
fn quiet_on_closed_pipe() {
    #[cfg(unix)]
    // SAFETY: setting a signal's action to the default at start-up, before
    // any thread is spawned.
    unsafe {
        libc::signal(libc::SIGPIPE, libc::SIG_DFL);
    }
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    if !matches!(cli.command, Some(Command::Serve { .. })) {
        quiet_on_closed_pipe();
    }
    let printer = Printer {
        unicode: cli.unicode,
        json: cli.json,
        max_text: cli.max_text,
    };
    let watch = |work: Box<dyn FnOnce() -> ExitCode + Send>| watchdog::watched(cli.timeout, work);
    let max_forms = match cli.max_forms {
        Some(0) => None,
        Some(n) => Some(n),
        None => default_max_forms(),
    };
    let threads = cli.threads;
    let session = match class_path_session(&cli.paths) {
        Ok(s) => s,
        Err(why) => {
            eprintln!("error: {why}");
            return ExitCode::from(2);
        }
    };
    match cli.command {
        Some(Command::Eval { exprs }) => watch(Box::new(move || {
            with_threads(threads, || {
                repl::eval_all(&printer, &exprs, max_forms, session)
            })
        })),
        Some(Command::Repl) | None => with_threads(threads, || {
            repl::repl(&printer, cli.timeout, max_forms, session)
        }),
        Some(Command::Play { game, board, .. }) if game == "fifteen" => {
            fifteen::fifteen_play(&board.join(" "))
        }
        Some(Command::Play {
            game,
            board,
            first,
            hint,
            misere,
        }) => play::play(&game, &board.join(" "), first.as_deref(), hint, misere),
        Some(Command::Fifteen { action }) => watch(Box::new(move || fifteen::fifteen(action))),
        Some(Command::Serve { port, host }) => serve::serve(&host, port),
        Some(Command::Thermograph { expr, svg }) => watch(Box::new(move || {
            analyse::thermograph(&printer, &expr, svg.as_deref())
        })),
        Some(Command::Games) => analyse::list_games(&printer),
        Some(Command::Game(args)) => watch(Box::new(move || {
            with_threads(threads, || analyse::analyse(&printer, &args))
        })),
        Some(Command::Heap {
            code,
            upto,
            period,
            plot,
            misere,
        }) => watch(Box::new(move || {
            if misere {
                quotient::heap(&printer, &code, upto)
            } else {
                analyse::heap(&printer, &code, upto, period, plot.as_deref())
            }
        })),
    }
}

/// `1 move`, `2 moves`.
pub(crate) fn count(n: usize, thing: &str) -> String {
    if n == 1 {
        format!("1 {thing}")
    } else {
        format!("{n} {thing}s")
    }
}

/// Does the slow work a position needs before it is answered (the solve of
/// a Mancala or Dao table), with a progress bar on a terminal.
pub(crate) fn prepare(p: &dyn combinatorial_games::games::Position) -> Result<(), String> {
    use combinatorial_games::retrograde::Progress;
    let _shown = watchdog::bar_shown();
    let bar = indicatif::ProgressBar::new(0);
    bar.set_style(
        indicatif::ProgressStyle::with_template("{spinner} {msg} {wide_bar} {elapsed}")
            .unwrap_or_else(|_| indicatif::ProgressStyle::default_bar()),
    );
    let done = p.prepare(&mut |progress| match progress {
        Progress::Listing { found, .. } => {
            bar.set_message(format!(
                "solving {}: {found} positions found",
                p.entry().name
            ));
            bar.tick();
        }
        Progress::Solving { decided, positions } => {
            bar.set_length(positions as u64);
            bar.set_position(decided as u64);
            bar.set_message(format!("solving {}: values given", p.entry().name));
        }
        _ => {}
    });
    bar.finish_and_clear();
    done.map_err(|e| e.to_string())
}

/// The bound on the table of forms when `--max-forms` is not given: as
/// many forms as fit in half of the machine's memory at 400 bytes each
/// (docs/memory.md: 120 to 300, and more with the caches of heating), so
/// that a line that would use it all stops with an error instead of the
/// process being killed. `None` where the memory cannot be read
/// (`/proc/meminfo` is Linux's).
/// A session reading classes from each folder of `--path`.
fn class_path_session(paths: &[std::path::PathBuf]) -> Result<Session, String> {
    let mut session = Session::new();
    for dir in paths {
        session
            .add_class_path(dir)
            .map_err(|e| format!("--path {}: {e}", dir.display()))?;
    }
    Ok(session)
}

fn default_max_forms() -> Option<usize> {
    let info = std::fs::read_to_string("/proc/meminfo").ok()?;
    let total = info.lines().find_map(|l| l.strip_prefix("MemTotal:"))?;
    let kib: u64 = total.trim().trim_end_matches("kB").trim().parse().ok()?;
    usize::try_from(kib.saturating_mul(1024) / 2 / 400).ok()
}

#[cfg(test)]
mod tests {
    /// On Linux the default bound is read from the machine's memory: at
    /// least a gibibyte's worth of forms on any machine that builds this.
    #[test]
    #[cfg(target_os = "linux")]
    fn the_default_bound_on_forms_follows_memory() {
        let n = super::default_max_forms().expect("MemTotal is read");
        assert!(n >= (1 << 30) / 2 / 400, "{n}");
    }
}
