//! `cgame games`, `cgame GAME BOARD`, `cgame heap` and `cgame thermograph`:
//! values of games, printed as text or JSON.

use std::process::ExitCode;

use combinatorial_games::Outcome;
use combinatorial_games::expr::{Session, Value};
use combinatorial_games::games::{self, Analysis, CATALOGUE, Kind};
use combinatorial_games::retrograde::{self, Solved};

use crate::Printer;

pub(crate) fn thermograph(
    printer: &Printer,
    expr: &str,
    svg: Option<&std::path::Path>,
) -> ExitCode {
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
    let len = g.text_len(printer.unicode);
    let shown = if len > printer.max_text {
        format!("(a game whose text is {len} bytes, more than --max-text)")
    } else if printer.unicode {
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
    if let Some(path) = svg
        && let Err(e) = std::fs::write(path, t.to_svg())
    {
        eprintln!("error: cannot write {}: {e}", path.display());
        return ExitCode::from(1);
    }
    ExitCode::SUCCESS
}

/// `cgame games`: one line per game of the catalogue.
pub(crate) fn list_games(printer: &Printer) -> ExitCode {
    // Ids padded to the longest, so that the names line up.
    let width = CATALOGUE.iter().map(|e| e.id.len()).max().unwrap_or(0);
    for e in CATALOGUE {
        if printer.json {
            println!(
                "{}",
                serde_json::json!({ "id": e.id, "name": e.name, "about": e.about, "format": e.format, "example": e.example })
            );
        } else {
            println!("{:<width$} {}: {}", e.id, e.name, e.about);
        }
    }
    ExitCode::SUCCESS
}

/// `cgame GAME BOARD...`: each position's value and the moves worth
/// playing (impartial games: one board, the words joined; partizan games:
/// one board per argument).
pub(crate) fn analyse(printer: &Printer, args: &[String]) -> ExitCode {
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
    if entry.id == "toads" && crate::atlas::wanted(rest) {
        return crate::atlas::atlas(printer, rest);
    }
    if rest.iter().any(|a| a == "--help" || a == "-h") {
        print!("{}", usage(entry));
        return ExitCode::SUCCESS;
    }
    // No board of the catalogue starts with two dashes: such a word is an
    // option misspelt or misplaced, not a board to report as unreadable.
    if let Some(bad) = rest
        .iter()
        .find(|a| a.starts_with("--") && !GAME_OPTIONS.contains(&a.as_str()))
    {
        eprintln!(
            "error: {} has no option {bad}; options go before the game \
             (cgame --json {} BOARD), and cgame {} --help lists the game's own",
            entry.name, entry.id, entry.id
        );
        return ExitCode::from(2);
    }
    let with_moves = rest.iter().any(|a| a == "--moves");
    let by_search = rest.iter().any(|a| a == "--outcome");
    let misere = rest.iter().any(|a| a == "--misere");
    let words: Vec<String> = rest
        .iter()
        .filter(|a| !GAME_OPTIONS.contains(&a.as_str()))
        .cloned()
        .collect();
    if words.is_empty() {
        eprintln!(
            "error: give a board for {}: {}, as in {}",
            entry.name, entry.format, entry.example
        );
        return ExitCode::from(2);
    }
    let boards = match entry.kind {
        Kind::Impartial => vec![words.join(" ")],
        Kind::Partizan | Kind::Loopy => words,
    };
    let mut status = ExitCode::SUCCESS;
    for text in &boards {
        let read = entry
            .parse(text)
            .and_then(|p| if misere { p.misere() } else { Ok(p) });
        match read {
            Ok(p) => {
                // A Mancala or Dao table too large is said in the analysis.
                let _ = crate::prepare(&*p);
                if !by_search {
                    print_analysis(printer, &*p, with_moves)
                } else if !print_outcome(printer, &*p, with_moves) {
                    eprintln!(
                        "error: --outcome searches for who wins a partizan game of \
                         normal play; {} has none (its analysis, without \
                         --outcome, says who wins)",
                        entry.name
                    );
                    return ExitCode::from(2);
                }
            }
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

/// The options a game's analysis reads among its boards.
const GAME_OPTIONS: [&str; 3] = ["--moves", "--misere", "--outcome"];

/// `cgame GAME --help`: what the game is, how a board is written and the
/// options it takes.
fn usage(entry: &games::Entry) -> String {
    let (boards, words, misere) = match entry.kind {
        Kind::Impartial => (
            "BOARD [--misere]",
            "the words after the game make one board",
            "--misere  judge the board in misère play (the last player to move loses)\n",
        ),
        Kind::Partizan => (
            "BOARD... [--outcome]",
            "each word after the game is a board of its own",
            "--outcome who wins, by a search for winning moves without the value\n          \
             (faster on large boards); with --moves, each side's winning moves\n",
        ),
        Kind::Loopy => (
            "BOARD...",
            "each word after the game is a board of its own",
            "",
        ),
    };
    let atlas = if entry.id == "toads" {
        "--atlas N every board over T, F and _ of each length up to N (at most 16), \
         with a census (cgame toads --atlas N --help for its own options)\n"
    } else {
        ""
    };
    format!(
        "{name}: {about}\n\nUsage: cgame [OPTIONS] {id} {boards} [--moves]\n({words})\n\n\
         Board: {format}\nExample: cgame {id} {example}\n\n\
         --moves   list each side's moves worth playing\n{misere}{atlas}\n\
         The OPTIONS before the game (--json, --unicode, --threads N, --timeout SECS) \
         are cgame's own: cgame --help\n",
        name = entry.name,
        about = entry.about,
        id = entry.id,
        format = entry.format,
        example = entry.example,
    )
}

/// `--outcome`: who wins, by the search for winning moves, and with
/// `--moves` each side's winning moves; false for a game without the
/// search.
fn print_outcome(printer: &Printer, p: &dyn games::Position, with_moves: bool) -> bool {
    let (outcome, moves) = if with_moves {
        let Some(moves) = p.winning_moves_by_search() else {
            return false;
        };
        let [left, right] = &moves;
        let outcome = Outcome::from_first_wins(!left.is_empty(), !right.is_empty());
        (outcome, Some(moves))
    } else {
        let Some(outcome) = p.outcome_by_search() else {
            return false;
        };
        (outcome, None)
    };
    let listed = |list: &[games::Move]| -> Vec<[String; 2]> {
        list.iter()
            .map(|m| [m.text.clone(), m.after.board()])
            .collect()
    };
    if printer.json {
        let mut j = serde_json::json!({ "position": p.board(), "outcome": outcome.to_string() });
        for (side, list) in ["left_winning_moves", "right_winning_moves"]
            .into_iter()
            .zip(moves.iter().flatten())
        {
            j[side] = listed(list)
                .iter()
                .map(|[text, board]| serde_json::json!({ "move": text, "position": board }))
                .collect();
        }
        println!("{j}");
        return true;
    }
    let mut line = format!("{}  {outcome}", p.board());
    for (side, list) in ["Left", "Right"].into_iter().zip(moves.iter().flatten()) {
        let list: Vec<String> = listed(list)
            .iter()
            .map(|[text, board]| format!("{text} -> {board}"))
            .collect();
        let list = if list.is_empty() {
            "no winning move".to_string()
        } else {
            list.join(", ")
        };
        line.push_str(&format!("  {side} wins by: {list}"));
    }
    println!("{line}");
    true
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
        Analysis::Solved { result, moves } if p.is_misere() => {
            print_misere(printer, p, result, &moves, with_moves)
        }
        Analysis::Solved { result, moves } => print_solved(printer, p, result, &moves, with_moves),
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
        Analysis::Loopy { value, left, right } => {
            print_loopy(printer, p, value, &left, &right, with_moves)
        }
        Analysis::Partizan { value, left, right } => {
            let judged = |list: &[games::GoodMove]| -> Vec<[String; 3]> {
                let row = |m: &games::GoodMove| [m.text.clone(), m.board.clone(), show(&m.value)];
                list.iter().map(row).collect()
            };
            let (value, outcome) = (show(&value), value.outcome().to_string());
            let moves = [judged(&left), judged(&right)];
            print_valued(printer, p, &value, &outcome, with_moves.then_some(&moves));
        }
    }
}

/// A loopy game's position: its value (or why none was found), its
/// outcome class, and with `--moves` every move's value.
fn print_loopy(
    printer: &Printer,
    p: &dyn games::Position,
    value: Result<combinatorial_games::loopy::SidedValue, combinatorial_games::loopy::LoopyError>,
    left: &[games::LoopyMove],
    right: &[games::LoopyMove],
    with_moves: bool,
) {
    let value = match value {
        Ok(v) => v,
        Err(e) => {
            if printer.json {
                println!(
                    "{}",
                    serde_json::json!({ "position": p.board(), "error": e.to_string() })
                );
            } else {
                println!("{}  no value: {e}", p.board());
            }
            return;
        }
    };
    let judged = |list: &[games::LoopyMove]| -> Vec<[String; 3]> {
        let row = |m: &games::LoopyMove| [m.text.clone(), m.board.clone(), m.value.to_string()];
        list.iter().map(row).collect()
    };
    let moves = [judged(left), judged(right)];
    let outcome = value.outcome().to_string();
    print_valued(
        printer,
        p,
        &value.to_string(),
        &outcome,
        with_moves.then_some(&moves),
    );
}

/// A position with a value: one line (or JSON object) with its value and
/// outcome, and Left's then Right's moves, each as its text, the board
/// after it and its value, when they are asked for.
fn print_valued(
    printer: &Printer,
    p: &dyn games::Position,
    value: &str,
    outcome: &str,
    moves: Option<&[Vec<[String; 3]>; 2]>,
) {
    if printer.json {
        let mut j =
            serde_json::json!({ "position": p.board(), "value": value, "outcome": outcome });
        for (side, list) in ["left", "right"]
            .into_iter()
            .zip(moves.into_iter().flatten())
        {
            j[side] = list
                .iter()
                .map(|[text, board, value]| serde_json::json!({ "move": text, "position": board, "value": value }))
                .collect();
        }
        println!("{j}");
        return;
    }
    let mut line = format!("{}  {value}  {outcome}", p.board());
    for (side, list) in ["Left", "Right"]
        .into_iter()
        .zip(moves.into_iter().flatten())
    {
        let list: Vec<String> = list
            .iter()
            .map(|[text, board, value]| format!("{text} -> {board} = {value}"))
            .collect();
        let list = if list.is_empty() {
            "no move".to_string()
        } else {
            list.join(", ")
        };
        line.push_str(&format!("  {side}: {list}"));
    }
    println!("{line}");
}

pub(crate) fn heap(
    printer: &Printer,
    code: &str,
    upto: usize,
    period: bool,
    plot: Option<&std::path::Path>,
) -> ExitCode {
    use combinatorial_games::impartial::{GrundysGame, HeapGame, TakeAndBreak};
    let _shown = crate::watchdog::bar_shown();
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
    if let Some(path) = plot
        && let Err(e) = std::fs::write(path, combinatorial_games::impartial::plot_svg(&values))
    {
        eprintln!("error: cannot write {}: {e}", path.display());
        return ExitCode::from(2);
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

/// `win in 24`, `draw`, or why there is no answer.
fn result_text(r: Option<Solved>) -> String {
    r.map_or("too large to solve here".to_string(), |s| s.to_string())
}

/// A position of a game with ties or draws: its result and, with
/// `--moves`, each move's result for the player making it.
fn print_solved(
    printer: &Printer,
    p: &dyn games::Position,
    result: Option<Solved>,
    moves: &[(String, Option<Solved>)],
    with_moves: bool,
) {
    if printer.json {
        let mut j = serde_json::json!({ "position": p.board(), "result": solved_json(result) });
        if with_moves {
            j["moves"] = moves_json(moves);
        }
        println!("{j}");
        return;
    }
    println!("{}: {}", p.board(), result_text(result));
    if with_moves {
        for (m, r) in moves {
            println!("  {m}: {}", result_text(*r));
        }
    }
}

/// A position in misère play: its result and the winning moves (every
/// move with its result, with `--moves`).
fn print_misere(
    printer: &Printer,
    p: &dyn games::Position,
    result: Option<Solved>,
    moves: &[(String, Option<Solved>)],
    with_moves: bool,
) {
    let wins = |r: &Option<Solved>| r.is_some_and(|s| s.value == retrograde::Value::Win);
    let winning: Vec<&str> = moves
        .iter()
        .filter(|(_, r)| wins(r))
        .map(|(m, _)| m.as_str())
        .collect();
    if printer.json {
        let mut j = serde_json::json!({
            "position": p.to_string(),
            "misere": true,
            "result": solved_json(result),
            "winning_moves": winning,
        });
        if with_moves {
            j["moves"] = moves_json(moves);
        }
        println!("{j}");
        return;
    }
    let shown = match result {
        Some(Solved {
            remoteness: None,
            value,
        }) => {
            format!(
                "{value} (by Bouton's rule or the misère quotient; how soon is past the search budget)"
            )
        }
        other => result_text(other),
    };
    println!("{p}: {shown}");
    if with_moves {
        for (m, r) in moves {
            println!("  {m}: {}", result_text(*r));
        }
    } else if result.is_some() {
        if winning.is_empty() && !moves.is_empty() {
            println!("no winning move: the player to move loses against best play");
        }
        for w in winning {
            println!("{w}");
        }
    }
}

/// A result in JSON: its value and remoteness, or `null` when unknown.
fn solved_json(r: Option<Solved>) -> serde_json::Value {
    match r {
        Some(s) => serde_json::json!({ "value": s.value.to_string(), "remoteness": s.remoteness }),
        None => serde_json::Value::Null,
    }
}

/// Each move with its result, in JSON.
fn moves_json(moves: &[(String, Option<Solved>)]) -> serde_json::Value {
    moves
        .iter()
        .map(|(m, r)| serde_json::json!({ "move": m, "result": solved_json(*r) }))
        .collect()
}
