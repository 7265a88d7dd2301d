//! `cgame fifteen` and `cgame play fifteen`: the 15-puzzle at the terminal.

use std::io::{BufRead, IsTerminal, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::sync::OnceLock;
use std::sync::atomic::{AtomicU64, Ordering};

use sliding_puzzles::{Dir, Goal, Loaded, SlidingPuzzle, Tables};

use crate::FifteenCommand;

pub(crate) fn fifteen(action: FifteenCommand) -> ExitCode {
    match action {
        FifteenCommand::Tables { cache_dir } => match load(Tables::Large, cache_dir) {
            Ok(loaded) => {
                let entries = loaded.database.as_ref().map_or(0, |db| db.len());
                let path = loaded.path.as_deref().unwrap_or(Path::new("?"));
                println!("{} ({entries} entries)", path.display());
                ExitCode::SUCCESS
            }
            Err(e) => fail(1, e),
        },
        FifteenCommand::Solve {
            boards,
            goal,
            tables,
            cache_dir,
        } => {
            let goal = match goal.parse::<Goal>() {
                Ok(g) => g,
                Err(e) => return fail(2, format!("--goal: {e}")),
            };
            let tables = match tables.parse::<Tables>() {
                Ok(t) => t,
                Err(e) => return fail(2, format!("--tables: {e}")),
            };
            match load(tables, cache_dir) {
                Ok(loaded) => solve(&boards, goal, &loaded),
                Err(e) => fail(1, e),
            }
        }
        FifteenCommand::Random { seed, size, goal } => {
            let goal = match goal.parse::<Goal>() {
                Ok(g) => g,
                Err(e) => return fail(2, format!("--goal: {e}")),
            };
            let seed = seed.unwrap_or_else(sliding_puzzles::clock_seed);
            match SlidingPuzzle::random(size, size, goal, seed) {
                Ok(p) => {
                    println!("{p}");
                    ExitCode::SUCCESS
                }
                Err(e) => fail(2, e),
            }
        }
    }
}

fn fail(code: u8, e: impl std::fmt::Display) -> ExitCode {
    eprintln!("error: {e}");
    ExitCode::from(code)
}

/// Solves every board read, together (on every core), and prints one line
/// per board in order: the length and the blank's moves, or the error.
fn solve(boards: &[String], goal: Goal, loaded: &Loaded) -> ExitCode {
    let parsed: Vec<Result<SlidingPuzzle, String>> = boards
        .iter()
        .map(|b| b.parse::<SlidingPuzzle>().map_err(|e| e.to_string()))
        .collect();
    let good: Vec<SlidingPuzzle> = parsed
        .iter()
        .filter_map(|p| p.as_ref().ok().cloned())
        .collect();
    let mut solved = match &loaded.database {
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

/// The tables `choice` names, with a progress bar while the 7-8 ones are
/// built, and a warning when a damaged cache is passed over.
fn load(choice: Tables, dir: Option<PathBuf>) -> Result<Loaded, sliding_puzzles::PdbError> {
    // The bar appears with the first report, which only a build makes.
    let bar = OnceLock::new();
    let shown = AtomicU64::new(0);
    // Set once the bar appears, so that no spinner joins it.
    let quiet = OnceLock::new();
    let loaded = choice.load(dir.as_deref(), |p| {
        // Redraw once per thousandth: the build reports far more often.
        let step = p.done * 1000 / p.total.max(1);
        if shown.fetch_max(step, Ordering::Relaxed) < step {
            quiet.get_or_init(crate::watchdog::bar_shown);
            bar.get_or_init(new_bar).set_position(step);
        }
    })?;
    if let Some(bar) = bar.get() {
        bar.finish_and_clear();
    }
    if let Some(e) = &loaded.passed_over {
        eprintln!("warning: {e}; using the 6-6-3 tables");
    }
    Ok(loaded)
}

fn new_bar() -> indicatif::ProgressBar {
    let bar = indicatif::ProgressBar::new(1000);
    bar.set_style(
        indicatif::ProgressStyle::with_template(
            "{msg}\n{bar:40} {percent}%, {elapsed} so far, {eta} left",
        )
        .unwrap_or_else(|_| indicatif::ProgressStyle::default_bar()),
    );
    bar.set_message("building the 7-8 pattern databases (once; about 2 GB of memory)");
    bar
}

/// The 15-puzzle at the terminal: arrow keys slide the tile on that side
/// of the gap into it (raw mode); `h` shows the next move of an optimal
/// solution, `q` quits. From a pipe, each line holds blank moves as the
/// letters U D L R (for scripts and tests).
pub(crate) fn fifteen_play(board: &str) -> ExitCode {
    let goal = Goal::BlankLast;
    let p = if board.trim().is_empty() {
        SlidingPuzzle::random(4, 4, goal, sliding_puzzles::clock_seed()).expect("4 x 4")
    } else {
        match board.parse::<SlidingPuzzle>() {
            Ok(p) if p.is_solvable(goal) => p,
            Ok(_) => return fail(2, "this board cannot be solved (parity)"),
            Err(e) => return fail(2, e),
        }
    };
    let optimal = p.solve(goal).map(|s| s.moves.len()).unwrap_or(0);
    if std::io::stdin().is_terminal() {
        play_keys(p, goal, optimal)
    } else {
        play_lines(p, goal, optimal)
    }
}

/// Scripted play: lines of U D L R (the blank's moves).
fn play_lines(mut p: SlidingPuzzle, goal: Goal, optimal: usize) -> ExitCode {
    let mut moves = 0usize;
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
            println!(
                "Solved in {} (the optimum was {optimal}).",
                crate::count(moves, "move")
            );
            break;
        }
    }
    ExitCode::SUCCESS
}

/// Play with the arrow keys, the terminal in raw mode.
fn play_keys(mut p: SlidingPuzzle, goal: Goal, optimal: usize) -> ExitCode {
    use crossterm::event::{Event, KeyCode, KeyEventKind, read};
    use crossterm::terminal::{disable_raw_mode, enable_raw_mode};
    if enable_raw_mode().is_err() {
        return fail(1, "cannot put the terminal in raw mode");
    }
    let mut moves = 0usize;
    let mut note = format!("(solvable in {optimal})");
    loop {
        draw(&p, moves, &note);
        if p.is_solved(goal) {
            break;
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
                note = hint(&p, goal);
                None
            }
            KeyCode::Char('q') | KeyCode::Esc => break,
            _ => None,
        };
        if let Some(q) = dir.and_then(|d| p.moved(d)) {
            p = q;
            moves += 1;
            note.clear();
        }
    }
    let _ = disable_raw_mode();
    if p.is_solved(goal) {
        println!(
            "Solved in {} (the optimum was {optimal}).",
            crate::count(moves, "move")
        );
    }
    ExitCode::SUCCESS
}

fn draw(p: &SlidingPuzzle, moves: usize, note: &str) {
    // Raw mode: lines end with \r\n.
    let text = format!("{p:#}").replace('\n', "\r\n");
    print!(
        "\x1b[2J\x1b[H15-puzzle: arrow keys slide a tile, h hint, q quit\r\n\r\n{text}\r\nmoves: {moves}   {note}\r\n"
    );
    let _ = std::io::stdout().flush();
}

/// The first move of an optimal solution, in words.
fn hint(p: &SlidingPuzzle, goal: Goal) -> String {
    match p.judge(goal) {
        Ok(j) => match j.moves.iter().find(|m| m.distance < j.distance) {
            Some(m) => format!("hint: {m} ({} to go)", j.distance),
            None => String::new(),
        },
        Err(e) => e.to_string(),
    }
}
