//! `cgame`: the command line of the `combinatorial-games` crate.

use std::io::{BufRead, IsTerminal, Write};
use std::process::ExitCode;

use clap::{Parser, Subcommand};
use combinatorial_games::expr::{Error, Session, Value};

#[derive(Parser)]
#[command(name = "cgame", version, about = "Combinatorial game theory at the terminal", long_about = None)]
struct Cli {
    /// Print games in Unicode (↑, ∗, ±) instead of CGSuite's plain text.
    #[arg(long, global = true)]
    unicode: bool,
    /// Print one JSON object per result instead of plain text.
    #[arg(long, global = true)]
    json: bool,
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
}

struct Printer {
    unicode: bool,
    json: bool,
}

impl Printer {
    fn value(&self, input: &str, v: &Value) -> String {
        let text = if self.unicode {
            format!("{v:#}")
        } else {
            format!("{v}")
        };
        if self.json {
            serde_json::json!({ "input": input, "value": text }).to_string()
        } else {
            text
        }
    }

    fn error(&self, input: &str, e: &Error, show_caret: bool) -> String {
        if self.json {
            return serde_json::json!({ "input": input, "error": e.to_string(), "column": e.column() }).to_string();
        }
        if show_caret && !input.contains('\n') && input.chars().count() <= 200 {
            let pad = " ".repeat(e.column().saturating_sub(1));
            format!("{input}\n{pad}^\nerror: {e}")
        } else {
            format!("error: {e}")
        }
    }
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let printer = Printer {
        unicode: cli.unicode,
        json: cli.json,
    };
    match cli.command {
        Some(Command::Eval { exprs }) => eval_all(&printer, &exprs),
        Some(Command::Repl) | None => repl(&printer),
    }
}

fn eval_all(printer: &Printer, exprs: &[String]) -> ExitCode {
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

const HELP: &str = "\
Type an expression in CGSuite's notation and press Enter, for example
  {0|^}          ^ + * <> 0        g := {2|1}      g.LeftStop
  {3|||2||1|0}   +-1 + +-1         Tiny(1) < ^     {1|-1}.OutcomeClass
Comparisons: == != <= >= < > <> <| |>   Sums: + - +-   Copies: 3 * ^
Commands: help, quit";

fn repl(printer: &Printer) -> ExitCode {
    let mut session = Session::new();
    let handle = |line: &str, session: &mut Session| -> Option<bool> {
        let line = line.trim();
        match line {
            "" => Some(true),
            "quit" | "exit" => None,
            "help" | "?" => {
                println!("{HELP}");
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
    };
    if !std::io::stdin().is_terminal() {
        // Scripted input: plain lines, no prompt; exit 2 if any line failed.
        let mut ok = true;
        for line in std::io::stdin().lock().lines() {
            let Ok(line) = line else { break };
            match handle(&line, &mut session) {
                Some(good) => ok &= good,
                None => break,
            }
        }
        return if ok {
            ExitCode::SUCCESS
        } else {
            ExitCode::from(2)
        };
    }
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
    loop {
        match editor.readline("> ") {
            Ok(line) => {
                if !line.trim().is_empty() {
                    let _ = editor.add_history_entry(line.as_str());
                }
                if handle(&line, &mut session).is_none() {
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
