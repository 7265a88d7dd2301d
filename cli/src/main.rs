//! `cgame`: the command line of the `combinatorial-games` crate.

use std::io::{BufRead, IsTerminal, Write};
use std::process::ExitCode;

mod serve;

use clap::{Parser, Subcommand};
use combinatorial_games::expr::{Error, Session, Value};
use combinatorial_games::games::{self, Analysis, Kind, CATALOGUE};

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
    /// Play a game against a perfect computer.
    ///
    /// GAME is a game of the catalogue (`cgame games` lists them) or fifteen
    /// (the 15-puzzle, solo: arrow keys slide a tile into the gap).
    /// Examples: cgame play nim 3 4 5, cgame play kayles 10, cgame play
    /// dawson 8, cgame play treblecross 30, cgame play toads TTT__FFF,
    /// cgame play sum "nim 3 5 + kayles 7".
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
    },
    /// The games of the catalogue: id, name and board format.
    Games,
    /// GAME BOARD...: a position's value and the moves worth playing.
    ///
    /// Any game of the catalogue by its id: cgame nim 1 3 5 6, cgame kayles
    /// III.IIIII, cgame chess 5, cgame toads TT__FF _TT_FF_ --moves.
    /// Impartial games take one board (several words are joined); partizan
    /// games take one board per argument, and --moves lists each side's
    /// moves worth playing.
    #[command(external_subcommand)]
    Game(Vec<String>),
    /// The 15-puzzle: optimal solutions and random boards.
    Fifteen {
        #[command(subcommand)]
        action: FifteenCommand,
    },
    /// Serve the JSON API and the web page for playing the games.
    ///
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
        /// The 4 x 4 pattern databases: 6-6-3 (built in a few seconds every
        /// time), 7-8 (searches about 6 times faster; built once, about 3
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
        Some(Command::Play { game, board, .. }) if game == "fifteen" => {
            fifteen_play(&board.join(" "))
        }
        Some(Command::Play {
            game,
            board,
            first,
            hint,
        }) => play(&game, &board.join(" "), first.as_deref(), hint),
        Some(Command::Fifteen { action }) => fifteen(action),
        Some(Command::Serve { port, host }) => serve::serve(&host, port),
        Some(Command::Thermograph { expr, svg }) => thermograph(&printer, &expr, svg.as_deref()),
        Some(Command::Games) => list_games(&printer),
        Some(Command::Game(args)) => analyse(&printer, &args),
        Some(Command::Heap {
            code,
            upto,
            period,
            plot,
        }) => heap(&printer, &code, upto, period, plot.as_deref()),
    }
}

fn fifteen(action: FifteenCommand) -> ExitCode {
    use sliding_puzzles::{Goal, SlidingPuzzle};
    let goal_of = |g: &str| g.parse::<Goal>().ok();
    match action {
        FifteenCommand::Tables { cache_dir } => match tables_78(cache_dir) {
            Ok((db, path)) => {
                println!("{} ({} entries)", path.display(), db.len());
                ExitCode::SUCCESS
            }
            Err(e) => {
                eprintln!("error: {e}");
                ExitCode::FAILURE
            }
        },
        FifteenCommand::Solve {
            boards,
            goal,
            tables,
            cache_dir,
        } => {
            let Some(goal) = goal_of(&goal) else {
                eprintln!("error: --goal takes blank-last or blank-first, not '{goal}'");
                return ExitCode::from(2);
            };
            let db = match tables.as_str() {
                "6-6-3" | "663" => None,
                "auto" => match path_78(cache_dir) {
                    Ok(path) if path.exists() => {
                        match sliding_puzzles::PatternDatabase::load(&path) {
                            Ok(db) => Some(db),
                            Err(e) => {
                                eprintln!("warning: {e}; using the 6-6-3 tables");
                                None
                            }
                        }
                    }
                    _ => None,
                },
                "7-8" | "78" => match tables_78(cache_dir) {
                    Ok((db, _)) => Some(db),
                    Err(e) => {
                        eprintln!("error: {e}");
                        return ExitCode::FAILURE;
                    }
                },
                _ => {
                    eprintln!("error: --tables takes auto, 6-6-3 or 7-8, not '{tables}'");
                    return ExitCode::from(2);
                }
            };
            // Read every board first, then solve the good ones together (on
            // every core), and print one line per board in order.
            let parsed: Vec<Result<SlidingPuzzle, String>> = boards
                .iter()
                .map(|b| b.parse::<SlidingPuzzle>().map_err(|e| e.to_string()))
                .collect();
            let good: Vec<SlidingPuzzle> = parsed
                .iter()
                .filter_map(|p| p.as_ref().ok().cloned())
                .collect();
            let mut solved = match &db {
                None => sliding_puzzles::solve_many(&good, goal),
                Some(db) => sliding_puzzles::solve_many_with(&good, goal, db),
            }
            .into_iter();
            let mut status = ExitCode::SUCCESS;
            for (b, p) in boards.iter().zip(&parsed) {
                let r = match p {
                    Ok(_) => solved
                        .next()
                        .expect("one answer per board read")
                        .map_err(|e| e.to_string()),
                    Err(e) => Err(e.clone()),
                };
                match r {
                    Ok(s) => println!("{} {}", s.moves.len(), s.letters()),
                    Err(e) => {
                        eprintln!("error: {b}: {e}");
                        status = ExitCode::from(2);
                    }
                }
            }
            status
        }
        FifteenCommand::Random { seed, size, goal } => {
            let Some(goal) = goal_of(&goal) else {
                eprintln!("error: --goal takes blank-last or blank-first, not '{goal}'");
                return ExitCode::from(2);
            };
            let seed = seed.unwrap_or_else(sliding_puzzles::clock_seed);
            match SlidingPuzzle::random(size, size, goal, seed) {
                Ok(p) => {
                    println!("{p}");
                    ExitCode::SUCCESS
                }
                Err(e) => {
                    eprintln!("error: {e}");
                    ExitCode::from(2)
                }
            }
        }
    }
}

/// Where the 7-8 pattern databases are cached: in `dir`, else the default
/// cache directory.
fn path_78(
    dir: Option<std::path::PathBuf>,
) -> Result<std::path::PathBuf, sliding_puzzles::PdbError> {
    use sliding_puzzles::PatternDatabase;
    let dir = dir.map_or_else(PatternDatabase::cache_dir, Ok)?;
    Ok(dir.join(PatternDatabase::file_name(&PatternDatabase::SPLIT_78)))
}

/// The 7-8 pattern databases from the cache directory, built there first
/// (with a progress bar) when missing.
fn tables_78(
    dir: Option<std::path::PathBuf>,
) -> Result<(sliding_puzzles::PatternDatabase, std::path::PathBuf), sliding_puzzles::PdbError> {
    use sliding_puzzles::PatternDatabase;
    use std::sync::atomic::{AtomicU64, Ordering};
    let path = path_78(dir)?;
    let dir = path.parent().unwrap_or(std::path::Path::new("."));
    let bar = if path.exists() {
        indicatif::ProgressBar::hidden()
    } else {
        let bar = indicatif::ProgressBar::new(1000);
        bar.set_style(
            indicatif::ProgressStyle::with_template(
                "{msg}\n{bar:40} {percent}%, {elapsed} so far, {eta} left",
            )
            .unwrap_or_else(|_| indicatif::ProgressStyle::default_bar()),
        );
        bar.set_message(format!(
            "building the 7-8 pattern databases (once; about 2 GB of memory) into {}",
            path.display()
        ));
        bar
    };
    let shown = AtomicU64::new(0);
    let db = PatternDatabase::load_or_build(&PatternDatabase::SPLIT_78, dir, |p| {
        // Redraw once per thousandth: the build reports far more often.
        let step = p.done * 1000 / p.total.max(1);
        if shown.fetch_max(step, Ordering::Relaxed) < step {
            bar.set_position(step);
        }
    })?;
    bar.finish_and_clear();
    Ok((db, path))
}

/// The 15-puzzle at the terminal: arrow keys slide the tile on that side
/// of the gap into it (raw mode); `h` shows the next move of an optimal
/// solution, `q` quits. From a pipe, each line holds blank moves as the
/// letters U D L R (for scripts and tests).
fn fifteen_play(board: &str) -> ExitCode {
    use sliding_puzzles::{Dir, Goal, SlidingPuzzle};
    let goal = Goal::BlankLast;
    let mut p = if board.trim().is_empty() {
        SlidingPuzzle::random(4, 4, goal, sliding_puzzles::clock_seed()).expect("4 x 4")
    } else {
        match board.parse::<SlidingPuzzle>() {
            Ok(p) if p.is_solvable(goal) => p,
            Ok(_) => {
                eprintln!("error: this board cannot be solved (parity)");
                return ExitCode::from(2);
            }
            Err(e) => {
                eprintln!("error: {e}");
                return ExitCode::from(2);
            }
        }
    };
    let optimal = p.solve(goal).map(|s| s.moves.len()).unwrap_or(0);
    let mut moves = 0usize;
    if !std::io::stdin().is_terminal() {
        // Scripted: lines of U D L R (blank moves).
        for line in std::io::stdin().lock().lines().map_while(Result::ok) {
            for c in line.trim().chars() {
                match p.play(&c.to_string()) {
                    Some(q) => {
                        p = q;
                        moves += 1;
                    }
                    None => println!("'{c}' is not a move here"),
                }
            }
            print!("{p:#}");
            if p.is_solved(goal) {
                println!("Solved in {moves} moves (the optimum was {optimal}).");
                return ExitCode::SUCCESS;
            }
        }
        return ExitCode::SUCCESS;
    }
    use crossterm::event::{read, Event, KeyCode, KeyEventKind};
    use crossterm::terminal::{disable_raw_mode, enable_raw_mode};
    let draw = |p: &SlidingPuzzle, moves: usize, note: &str| {
        // Raw mode: lines end with \r\n.
        let text = format!("{p:#}").replace('\n', "\r\n");
        print!("\x1b[2J\x1b[H15-puzzle: arrow keys slide a tile, h hint, q quit\r\n\r\n{text}\r\nmoves: {moves}   {note}\r\n");
        let _ = std::io::stdout().flush();
    };
    if enable_raw_mode().is_err() {
        eprintln!("error: cannot put the terminal in raw mode");
        return ExitCode::from(1);
    }
    let mut note = format!("(solvable in {optimal})");
    let status = loop {
        draw(&p, moves, &note);
        if p.is_solved(goal) {
            break ExitCode::SUCCESS;
        }
        let Ok(Event::Key(k)) = read() else { continue };
        if k.kind != KeyEventKind::Press {
            continue;
        }
        // The tile slides in the arrow's direction, so the gap moves the
        // other way.
        let dir = match k.code {
            KeyCode::Left => Some(Dir::Right),
            KeyCode::Right => Some(Dir::Left),
            KeyCode::Up => Some(Dir::Down),
            KeyCode::Down => Some(Dir::Up),
            KeyCode::Char('h') => {
                note = match p.solve(goal) {
                    Ok(s) => match s.moves.first() {
                        Some(d) => format!(
                            "hint: move the gap {} ({} to go)",
                            d.letter(),
                            s.moves.len()
                        ),
                        None => String::new(),
                    },
                    Err(e) => e.to_string(),
                };
                None
            }
            KeyCode::Char('q') | KeyCode::Esc => break ExitCode::SUCCESS,
            _ => None,
        };
        if let Some(q) = dir.and_then(|d| p.moved(d)) {
            p = q;
            moves += 1;
            note.clear();
        }
    };
    let _ = disable_raw_mode();
    if p.is_solved(goal) {
        println!("Solved in {moves} moves (the optimum was {optimal}).");
    }
    status
}

/// Plays a game at the terminal (seed 004's flow): the human picks moves
/// by number; bad input is re-asked.
fn play(game: &str, board: &str, first: Option<&str>, hint: bool) -> ExitCode {
    use combinatorial_games::play::{choose, Searcher};
    let mut pos = match games::parse(game, board) {
        Ok(b) => b,
        Err(e) => {
            eprintln!("error: {e}");
            return ExitCode::from(2);
        }
    };
    let stdin = std::io::stdin();
    let mut lines = stdin.lock().lines();
    let mut ask = |prompt: &str| -> Option<String> {
        print!("{prompt}");
        let _ = std::io::stdout().flush();
        lines
            .next()
            .and_then(Result::ok)
            .map(|l| l.trim().to_string())
    };
    let human_first = match first {
        Some("me") => true,
        Some("computer") => false,
        Some(other) => {
            eprintln!("error: --first takes 'me' or 'computer', not '{other}'");
            return ExitCode::from(2);
        }
        None => loop {
            match ask("Do you want to move first? [y/n] ").as_deref() {
                Some("y" | "Y" | "yes") => break true,
                Some("n" | "N" | "no") => break false,
                Some(_) => println!("Please answer y or n."),
                None => return ExitCode::SUCCESS,
            }
        },
    };
    let mut searcher = Searcher::default();
    let mut human = human_first;
    loop {
        println!("{pos}");
        let judged = match pos.judged_moves(&mut searcher) {
            Ok(j) => j,
            Err(e) => {
                eprintln!("error: {e}");
                return ExitCode::from(1);
            }
        };
        if judged.is_empty() {
            if human {
                println!("No move left for you: the computer wins.");
            } else {
                println!("No move left for the computer: you win!");
            }
            return ExitCode::SUCCESS;
        }
        if human {
            for (i, (m, v)) in judged.iter().enumerate() {
                if hint {
                    let verdict = if v.win {
                        "loses: the computer can then win"
                    } else {
                        "wins"
                    };
                    println!(
                        "  {}) {} -- {verdict}, {} moves to the end",
                        i + 1,
                        m.text,
                        v.remoteness
                    );
                } else {
                    println!("  {}) {}", i + 1, m.text);
                }
            }
            let choice = loop {
                let Some(line) = ask(&format!("Your move (1-{}): ", judged.len())) else {
                    println!();
                    return ExitCode::SUCCESS;
                };
                match line.parse::<usize>() {
                    Ok(k) if (1..=judged.len()).contains(&k) => break k - 1,
                    _ => println!("Please type a number from 1 to {}.", judged.len()),
                }
            };
            pos = judged[choice].0.after.clone();
        } else {
            let verdicts: Vec<_> = judged.iter().map(|(_, v)| *v).collect();
            let best = &judged[choose(&verdicts).expect("not empty")].0;
            println!("Computer: {}", best.text);
            pos = best.after.clone();
        }
        human = !human;
    }
}

fn thermograph(printer: &Printer, expr: &str, svg: Option<&std::path::Path>) -> ExitCode {
    let mut session = Session::new();
    let g = match session.eval(expr) {
        Ok(Value::Game(g)) => g,
        Ok(other) => {
            eprintln!("error: {expr} is {other}, not a game");
            return ExitCode::from(2);
        }
        Err(e) => {
            eprintln!("{}", printer.error(expr, &e, true));
            return ExitCode::from(2);
        }
    };
    let t = g.thermograph();
    let shown = if printer.unicode {
        format!("{g:#}")
    } else {
        g.to_string()
    };
    if printer.json {
        println!(
            "{}",
            serde_json::json!({
                "game": shown,
                "mean": t.mast().to_string(),
                "temperature": t.temperature().to_string(),
                "left_wall": t.left_wall().to_string(),
                "right_wall": t.right_wall().to_string(),
            })
        );
    } else {
        println!("{shown}");
        println!("mean {}, temperature {}", t.mast(), t.temperature());
        println!("left wall:  {}", t.left_wall());
        println!("right wall: {}", t.right_wall());
    }
    if let Some(path) = svg {
        if let Err(e) = std::fs::write(path, t.to_svg()) {
            eprintln!("error: cannot write {}: {e}", path.display());
            return ExitCode::from(1);
        }
    }
    ExitCode::SUCCESS
}

/// `cgame games`: one line per game of the catalogue.
fn list_games(printer: &Printer) -> ExitCode {
    for e in CATALOGUE {
        if printer.json {
            println!(
                "{}",
                serde_json::json!({ "id": e.id, "name": e.name, "about": e.about, "format": e.format, "example": e.example })
            );
        } else {
            println!("{:<14} {}: {}", e.id, e.name, e.about);
        }
    }
    ExitCode::SUCCESS
}

/// `cgame GAME BOARD...`: each position's value and the moves worth
/// playing (impartial games: one board, the words joined; partizan games:
/// one board per argument).
fn analyse(printer: &Printer, args: &[String]) -> ExitCode {
    let Some((id, rest)) = args.split_first() else {
        return ExitCode::from(2);
    };
    let entry = match games::find(id) {
        Ok(e) => e,
        Err(e) => {
            eprintln!("error: {e} (or a command: cgame --help lists them)");
            return ExitCode::from(2);
        }
    };
    let with_moves = rest.iter().any(|a| a == "--moves");
    let words: Vec<String> = rest.iter().filter(|a| *a != "--moves").cloned().collect();
    if words.is_empty() {
        eprintln!(
            "error: give a board for {}: {}, as in {}",
            entry.name, entry.format, entry.example
        );
        return ExitCode::from(2);
    }
    let boards = match entry.kind {
        Kind::Impartial => vec![words.join(" ")],
        Kind::Partizan => words,
    };
    let mut status = ExitCode::SUCCESS;
    for text in &boards {
        match entry.parse(text) {
            Ok(p) => print_analysis(printer, &*p, with_moves),
            Err(e) => {
                if printer.json {
                    println!(
                        "{}",
                        serde_json::json!({ "input": text, "error": e.to_string() })
                    );
                } else {
                    eprintln!("error: {e}");
                }
                status = ExitCode::from(2);
            }
        }
    }
    status
}

fn print_analysis(printer: &Printer, p: &dyn games::Position, with_moves: bool) {
    let show = |g: &combinatorial_games::Game| {
        if printer.unicode {
            format!("{g:#}")
        } else {
            g.to_string()
        }
    };
    match p.analysis() {
        Analysis::Impartial {
            nim_value,
            winning_moves,
        } => {
            if printer.json {
                let j = serde_json::json!({ "position": p.to_string(), "value": nim_value, "winning_moves": winning_moves });
                println!("{j}");
                return;
            }
            println!("{p}: value *{nim_value}");
            if winning_moves.is_empty() {
                println!("no winning move: the player to move loses against best play");
            }
            for w in winning_moves {
                println!("{w}");
            }
        }
        Analysis::Partizan { value, left, right } => {
            let outcome = value.outcome();
            if printer.json {
                let mut j = serde_json::json!({
                    "position": p.board(), "value": show(&value), "outcome": outcome.to_string(),
                });
                if with_moves {
                    for (side, list) in [("left", &left), ("right", &right)] {
                        j[side] = list
                            .iter()
                            .map(|m| serde_json::json!({ "move": m.text, "position": m.board, "value": show(&m.value) }))
                            .collect();
                    }
                }
                println!("{j}");
                return;
            }
            let mut line = format!("{}  {}  {outcome}", p.board(), show(&value));
            if with_moves {
                for (side, list) in [("Left", &left), ("Right", &right)] {
                    let list: Vec<String> = list
                        .iter()
                        .map(|m| format!("{} -> {} = {}", m.text, m.board, show(&m.value)))
                        .collect();
                    let list = if list.is_empty() {
                        "no move".to_string()
                    } else {
                        list.join(", ")
                    };
                    line.push_str(&format!("  {side}: {list}"));
                }
            }
            println!("{line}");
        }
    }
}

fn heap(
    printer: &Printer,
    code: &str,
    upto: usize,
    period: bool,
    plot: Option<&std::path::Path>,
) -> ExitCode {
    use combinatorial_games::impartial::{GrundysGame, HeapGame, TakeAndBreak};
    let bar = indicatif::ProgressBar::new(upto as u64);
    bar.set_style(
        indicatif::ProgressStyle::with_template("{bar:40} {pos}/{len} heaps, {eta} left")
            .unwrap_or_else(|_| indicatif::ProgressStyle::default_bar()),
    );
    let progress = |k: usize| bar.set_position(k as u64);
    let (values, per) = if code.eq_ignore_ascii_case("grundy") {
        let v = GrundysGame.nim_values_with_progress(upto, progress);
        let p = period.then(|| GrundysGame.periodicity_in(&v)).flatten();
        (v, p)
    } else {
        let g: TakeAndBreak = match code.parse() {
            Ok(g) => g,
            Err(e) => {
                eprintln!("error: {e}");
                return ExitCode::from(2);
            }
        };
        let v = g.nim_values_with_progress(upto, progress);
        let p = period.then(|| g.periodicity_in(&v)).flatten();
        (v, p)
    };
    bar.finish_and_clear();
    if let Some(path) = plot {
        if let Err(e) = std::fs::write(path, combinatorial_games::impartial::plot_svg(&values)) {
            eprintln!("error: cannot write {}: {e}", path.display());
            return ExitCode::from(2);
        }
    }
    let shown = per.map_or_else(|| "Nothing".to_string(), |p| p.to_string());
    match (printer.json, period) {
        (true, true) => println!(
            "{}",
            serde_json::json!({ "code": code, "upto": upto, "periodicity": shown })
        ),
        (true, false) => println!("{}", serde_json::json!({ "code": code, "values": values })),
        (false, true) => println!("{shown}"),
        (false, false) => {
            let out: Vec<String> = values.iter().map(u64::to_string).collect();
            println!("{}", out.join(" "));
        }
    }
    ExitCode::SUCCESS
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

/// The REPL's answer to `help` or `help NAME`.
fn repl_help(topic: &str) -> String {
    match combinatorial_games::expr::help(topic) {
        Some(text) if topic.is_empty() => format!("{text}\nCommands: help, help NAME, quit"),
        Some(text) => text,
        None => format!("no function, game or method is called '{topic}'; type help for the list"),
    }
}

fn repl(printer: &Printer) -> ExitCode {
    let mut session = Session::new();
    let handle = |line: &str, session: &mut Session| -> Option<bool> {
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
