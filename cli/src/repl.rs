//! `cgame eval` and the REPL.

use std::io::{BufRead, IsTerminal, Write};
use std::process::ExitCode;

use combinatorial_games::expr::Session;

use crate::Printer;

pub(crate) fn eval_all(printer: &Printer, exprs: &[String]) -> ExitCode {
    let mut session = Session::new();
    let mut failed = false;
    let stdout = std::io::stdout();
    let mut out = stdout.lock();
    for e in exprs {
        match session.eval(e) {
            Ok(v) => {
                let _ = writeln!(out, "{}", printer.value(e, &v));
            }
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

/// The REPL's answer to `help` or `help NAME`.
fn repl_help(topic: &str) -> String {
    match combinatorial_games::expr::help(topic) {
        Some(text) if topic.is_empty() => format!("{text}\nCommands: help, help NAME, quit"),
        Some(text) => text,
        None => format!("no function, game or method is called '{topic}'; type help for the list"),
    }
}

pub(crate) fn repl(printer: &Printer) -> ExitCode {
    if std::io::stdin().is_terminal() {
        interactive(printer)
    } else {
        scripted(printer)
    }
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
        _ if line.starts_with("help ") => {
            println!("{}", repl_help(&line[5..]));
            Some(true)
        }
        _ => match session.eval(line) {
            Ok(v) => {
                println!("{}", printer.value(line, &v));
                Some(true)
            }
            Err(e) => {
                if printer.json {
                    println!("{}", printer.error(line, &e, false));
                } else {
                    eprintln!("{}", printer.error(line, &e, true));
                }
                Some(false)
            }
        },
    }
}

/// Scripted input: plain lines, no prompt; exit 2 if any line failed.
fn scripted(printer: &Printer) -> ExitCode {
    let mut session = Session::new();
    let mut ok = true;
    for line in std::io::stdin().lock().lines() {
        let Ok(line) = line else { break };
        match handle(printer, &line, &mut session) {
            Some(good) => ok &= good,
            None => break,
        }
    }
    if ok {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(2)
    }
}

/// At a terminal: line editing, and history kept in `~/.cgame_history`.
fn interactive(printer: &Printer) -> ExitCode {
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
    let mut session = Session::new();
    loop {
        match editor.readline("> ") {
            Ok(line) => {
                if !line.trim().is_empty() {
                    let _ = editor.add_history_entry(line.as_str());
                }
                if handle(printer, &line, &mut session).is_none() {
                    break;
                }
            }
            Err(rustyline::error::ReadlineError::Interrupted) => continue,
            Err(_) => break,
        }
    }
    if let Some(h) = &history {
        let _ = editor.save_history(h);
    }
    ExitCode::SUCCESS
}
