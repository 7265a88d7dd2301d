//! `cgame eval` and the REPL.

use std::io::{BufRead, IsTerminal, Write};
use std::panic::{self, AssertUnwindSafe};
use std::process::ExitCode;

use std::time::Duration;

use combinatorial_games::budget::Budget;
use combinatorial_games::expr::Session;

use crate::Printer;

pub(crate) fn eval_all(
    printer: &Printer,
    exprs: &[String],
    max_forms: Option<usize>,
    mut session: Session,
) -> ExitCode {
    session.set_budget(max_forms.map(|n| Budget::unlimited().with_max_forms(n)));
    let mut failed = false;
    let stdout = std::io::stdout();
    let mut out = stdout.lock();
    for e in exprs {
        let result = session.eval(e);
        failed |= !write_printed(printer, &mut out, e, session.take_printed());
        match result {
            Ok(v) => match printer.value(e, &v) {
                Ok(line) if line.is_empty() => {}
                Ok(line) => {
                    let _ = writeln!(out, "{line}");
                }
                Err(line) => {
                    failed = true;
                    printer.refusal(&mut out, &line);
                }
            },
            Err(err) => {
                failed = true;
                if printer.json {
                    let _ = writeln!(out, "{}", printer.error(e, &err, false));
                } else {
                    eprintln!("{}", printer.error(e, &err, false));
                }
            }
        }
    }
    if failed {
        ExitCode::from(2)
    } else {
        ExitCode::SUCCESS
    }
}

/// Writes what `System.Print` wrote during the line `input`, before its
/// value; false when a value was refused as too long.
fn write_printed(
    printer: &Printer,
    out: &mut impl Write,
    input: &str,
    printed: Vec<combinatorial_games::expr::Value>,
) -> bool {
    let mut ok = true;
    for v in printed {
        match printer.printed(input, &v) {
            Ok(line) => {
                let _ = writeln!(out, "{line}");
            }
            Err(line) => {
                ok = false;
                printer.refusal(out, &line);
            }
        }
    }
    // Before an error of the same line goes to standard error.
    let _ = out.flush();
    ok
}

/// The REPL's answer to `help` or `help NAME`.
fn repl_help(topic: &str) -> String {
    match combinatorial_games::expr::help(topic) {
        Some(text) if topic.is_empty() => format!(
            "{text}\nCommands: help, help NAME, memory (what the tables hold), clear (empty the caches), quit"
        ),
        Some(text) => text,
        None => format!("no function, game or method is called '{topic}'; type help for the list"),
    }
}

/// The REPL. With `--timeout`, each line has that long; with
/// `--max-forms`, the table of forms is bounded; at a terminal Ctrl-C stops
/// the line being evaluated.
pub(crate) fn repl(
    printer: &Printer,
    timeout: Option<Duration>,
    max_forms: Option<usize>,
    mut session: Session,
) -> ExitCode {
    let mut budget = timeout.map_or_else(Budget::unlimited, Budget::time);
    if let Some(n) = max_forms {
        budget = budget.with_max_forms(n);
    }
    if std::io::stdin().is_terminal() {
        session.set_budget(Some(budget.with_stop(crate::interrupt::flag())));
        interactive(printer, session)
    } else {
        let limited = timeout.is_some() || max_forms.is_some();
        session.set_budget(limited.then_some(budget));
        scripted(printer, session)
    }
}

/// The answer to `memory`: what the process keeps between lines.
fn memory_report(printer: &Printer) -> String {
    let forms = combinatorial_games::Game::table_len();
    // docs/memory.md: 120 to 300 bytes a form, caches included.
    if printer.json {
        return serde_json::json!({ "forms": forms }).to_string();
    }
    let size = |bytes: f64| {
        if bytes < 1048576.0 {
            format!("{:.0} KiB", bytes / 1024.0)
        } else {
            format!("{:.0} MiB", bytes / 1048576.0)
        }
    };
    format!(
        "canonical forms in the table: {forms} (about {} to {}), kept for the life of the process \
         (--max-forms bounds them); `clear` empties the caches of results and game positions",
        size(forms as f64 * 120.0),
        size(forms as f64 * 300.0)
    )
}

/// Handles one line: `Some(true)` if it went well, `Some(false)` if it
/// failed, `None` to leave.
fn handle(printer: &Printer, line: &str, session: &mut Session) -> Option<bool> {
    let line = line.trim();
    match line {
        "" => Some(true),
        "quit" | "exit" => None,
        "help" | "?" => {
            println!("{}", repl_help(""));
            Some(true)
        }
        "memory" => {
            println!("{}", memory_report(printer));
            Some(true)
        }
        "clear" => {
            combinatorial_games::Game::clear_caches();
            combinatorial_games::rulesets::clear_tables();
            if printer.json {
                println!("{}", serde_json::json!({ "cleared": true }));
            } else {
                println!("caches of results and game positions emptied");
            }
            Some(true)
        }
        _ if line.starts_with("help ") => {
            println!("{}", repl_help(&line[5..]));
            Some(true)
        }
        // A panic is a bug; it ends this line, not the session.
        _ => match panic::catch_unwind(AssertUnwindSafe(|| {
            let result = session.eval(line);
            let printed = session.take_printed();
            // Written within the line's budget: a value may be long to write.
            let shown = session.within_budget(|| {
                write_printed(printer, &mut std::io::stdout().lock(), line, printed)
            });
            if let Err(spent) = shown {
                let why = printer.spent(line, spent);
                printer.refusal(&mut std::io::stdout().lock(), &why);
            }
            result
        })) {
            // Printed within the line's budget too: ordering a game's
            // options for display can be long work of its own.
            Ok(Ok(v)) => match session.within_budget(|| printer.value(line, &v)) {
                Ok(Ok(text)) => {
                    if !text.is_empty() {
                        println!("{text}");
                    }
                    Some(true)
                }
                Ok(Err(why)) => {
                    printer.refusal(&mut std::io::stdout().lock(), &why);
                    Some(false)
                }
                Err(spent) => {
                    let why = printer.spent(line, spent);
                    printer.refusal(&mut std::io::stdout().lock(), &why);
                    Some(false)
                }
            },
            Ok(Err(e)) => {
                if printer.json {
                    println!("{}", printer.error(line, &e, false));
                } else {
                    eprintln!("{}", printer.error(line, &e, true));
                }
                Some(false)
            }
            Err(_) => {
                let why = "internal error while evaluating this line (a bug: please report it); the session goes on";
                if printer.json {
                    println!("{}", serde_json::json!({ "input": line, "error": why }));
                } else {
                    eprintln!("error: {why}");
                }
                Some(false)
            }
        },
    }
}

/// The most lines one class declaration may take in a REPL or a script.
const MAX_CLASS_LINES: usize = 10_000;

/// Lines joined into one statement while a class declaration is open.
#[derive(Default)]
struct Pending {
    text: String,
    lines: usize,
}

impl Pending {
    /// The statement to run, once `line` finishes one.
    fn push(&mut self, line: &str) -> Option<String> {
        if self.lines > 0 {
            self.text.push('\n');
        }
        self.text.push_str(line);
        self.lines += 1;
        if self.lines < MAX_CLASS_LINES && Session::is_unfinished(&self.text) {
            return None;
        }
        self.lines = 0;
        Some(std::mem::take(&mut self.text))
    }

    /// What is left unfinished at the end of the input, to run (and fail).
    fn rest(&mut self) -> Option<String> {
        (self.lines > 0).then(|| {
            self.lines = 0;
            std::mem::take(&mut self.text)
        })
    }
}

/// Scripted input: plain lines, no prompt; exit 2 if any line failed. A
/// line that is not UTF-8 text is reported and skipped. A class may be
/// declared over several lines.
fn scripted(printer: &Printer, mut session: Session) -> ExitCode {
    let mut ok = true;
    let mut pending = Pending::default();
    for (n, bytes) in std::io::stdin().lock().split(b'\n').enumerate() {
        let Ok(bytes) = bytes else { break };
        let Ok(line) = String::from_utf8(bytes) else {
            let why = format!("line {}: not UTF-8 text; skipped", n + 1);
            if printer.json {
                println!("{}", serde_json::json!({ "line": n + 1, "error": why }));
            } else {
                eprintln!("error: {why}");
            }
            ok = false;
            continue;
        };
        let Some(statement) = pending.push(line.trim_end_matches('\r')) else {
            continue;
        };
        match handle(printer, &statement, &mut session) {
            Some(good) => ok &= good,
            None => break,
        }
    }
    if let Some(rest) = pending.rest() {
        ok &= handle(printer, &rest, &mut session).unwrap_or(true);
    }
    if ok {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(2)
    }
}

/// At a terminal: line editing, and history kept in `~/.cgame_history`.
fn interactive(printer: &Printer, mut session: Session) -> ExitCode {
    let mut editor = match rustyline::DefaultEditor::new() {
        Ok(e) => e,
        Err(e) => {
            eprintln!("error: cannot start line editing: {e}");
            return ExitCode::from(1);
        }
    };
    let history = std::env::var_os("HOME").map(|h| std::path::Path::new(&h).join(".cgame_history"));
    if let Some(h) = &history {
        let _ = editor.load_history(h);
    }
    println!(
        "cgame {} — combinatorial games. Type help for examples, quit to leave.",
        env!("CARGO_PKG_VERSION")
    );
    let mut pending = Pending::default();
    loop {
        // A class being declared over several lines is prompted for with
        // dots.
        let prompt = if pending.lines > 0 { ". " } else { "> " };
        match editor.readline(prompt) {
            Ok(line) => {
                if !line.trim().is_empty() {
                    let _ = editor.add_history_entry(line.as_str());
                }
                let Some(statement) = pending.push(&line) else {
                    continue;
                };
                crate::interrupt::reset();
                if handle(printer, &statement, &mut session).is_none() {
                    break;
                }
            }
            // Ctrl-C drops a class half declared.
            Err(rustyline::error::ReadlineError::Interrupted) => {
                pending.rest();
                continue;
            }
            Err(_) => break,
        }
    }
    if let Some(h) = &history {
        let _ = editor.save_history(h);
    }
    ExitCode::SUCCESS
}
