//! `cgame play`: a game against the computer at the terminal.

use std::io::{BufRead, Write};
use std::process::ExitCode;

use combinatorial_games::games::{self, Move, Position};
use combinatorial_games::play::Searcher;
use combinatorial_games::retrograde::{Solved, Value, choose};
use std::time::Duration;

/// The human's side of the terminal: questions asked, lines read.
struct Terminal<I: Iterator<Item = std::io::Result<String>>> {
    lines: I,
}

impl<I: Iterator<Item = std::io::Result<String>>> Terminal<I> {
    /// Asks, and reads the answer (`None` at the end of the input).
    fn ask(&mut self, prompt: &str) -> Option<String> {
        print!("{prompt}");
        let _ = std::io::stdout().flush();
        self.lines
            .next()
            .and_then(Result::ok)
            .map(|l| l.trim().to_string())
    }

    /// Whether the human moves first: from `--first`, else asked.
    fn human_first(&mut self, first: Option<&str>) -> Result<Option<bool>, String> {
        match first {
            Some("me") => Ok(Some(true)),
            Some("computer") => Ok(Some(false)),
            Some(other) => Err(format!("--first takes 'me' or 'computer', not '{other}'")),
            None => loop {
                match self.ask("Do you want to move first? [y/n] ").as_deref() {
                    Some("y" | "Y" | "yes") => return Ok(Some(true)),
                    Some("n" | "N" | "no") => return Ok(Some(false)),
                    Some(_) => println!("Please answer y or n."),
                    None => return Ok(None),
                }
            },
        }
    }

    /// Lists the moves (with what each leads to, for `--hint`) and reads
    /// the human's pick; `None` at the end of the input.
    fn pick(&mut self, judged: &[(Move, Solved)], hint: bool) -> Option<usize> {
        for (i, (m, v)) in judged.iter().enumerate() {
            if hint {
                let verdict = match v.value {
                    Value::Win => "wins",
                    Value::Lose => "loses: the computer can then win",
                    Value::Tie => "ties: neither side can do better",
                    Value::Draw => "draws: neither side can force an end",
                };
                match v.remoteness {
                    Some(r) => {
                        let end = crate::count(r as usize, "move");
                        println!("  {}) {} -- {verdict}, {end} to the end", i + 1, m.text);
                    }
                    // A win or loss by the nim-value, too large to search.
                    None if matches!(v.value, Value::Win | Value::Lose) => println!(
                        "  {}) {} -- {verdict} (by its nim-value; how soon is past the search budget)",
                        i + 1,
                        m.text
                    ),
                    None => println!("  {}) {} -- {verdict}", i + 1, m.text),
                }
            } else {
                println!("  {}) {}", i + 1, m.text);
            }
        }
        loop {
            let line = self.ask(&format!("Your move (1-{}): ", judged.len()))?;
            match line.parse::<usize>() {
                Ok(k) if (1..=judged.len()).contains(&k) => return Some(k - 1),
                _ => println!("Please type a number from 1 to {}.", judged.len()),
            }
        }
    }
}

/// Most moves in a position that `play` lists.
const MAX_MOVES: u64 = 10_000;

/// Plays a game at the terminal: the human picks moves by number, bad
/// input is asked again, and the computer plays a best move.
pub(crate) fn play(
    game: &str,
    board: &str,
    first: Option<&str>,
    hint: bool,
    misere: bool,
) -> ExitCode {
    let board = match (games::find(game), board.trim()) {
        // Nim with no piles given starts from random ones.
        (Ok(e), "") if e.id == "nim" => random_piles(),
        _ => board.to_string(),
    };
    let read = games::parse(game, &board).and_then(|p| if misere { p.misere() } else { Ok(p) });
    let mut pos: Box<dyn Position> = match read {
        Ok(b) => b,
        Err(e) => return fail(2, e),
    };
    if misere {
        println!("Misère play: whoever makes the last move loses.");
    }
    // Every move is listed and judged each turn: checked at the start,
    // as later positions are smaller.
    let moves = pos.move_count();
    if moves > MAX_MOVES {
        return fail(
            2,
            format!(
                "this position has {moves} moves; play lists every move, so positions are limited to {MAX_MOVES} moves (`cgame {game} BOARD` gives the value and the winning moves of any size)"
            ),
        );
    }
    if let Err(e) = crate::prepare(&*pos) {
        return fail(1, e);
    }
    let stdin = std::io::stdin();
    let mut term = Terminal {
        lines: stdin.lock().lines(),
    };
    let mut human = match term.human_first(first) {
        Ok(Some(h)) => h,
        Ok(None) => return ExitCode::SUCCESS,
        Err(e) => return fail(2, e),
    };
    // A second of search a move at most: past it, impartial positions are
    // played by their nim-values.
    let mut searcher = Searcher::default().with_time_budget(Duration::from_secs(1));
    loop {
        println!("{pos}");
        let judged = match pos.judged_moves(&mut searcher) {
            Ok(j) => j,
            Err(e) => return fail(1, e),
        };
        if judged.is_empty() {
            println!("{}", game_over(&*pos, human, &mut searcher));
            return ExitCode::SUCCESS;
        }
        let chosen = if human {
            let Some(k) = term.pick(&judged, hint) else {
                println!();
                return ExitCode::SUCCESS;
            };
            &judged[k].0
        } else {
            let verdicts: Vec<_> = judged.iter().map(|(_, v)| *v).collect();
            let best = &judged[choose(&verdicts).expect("not empty")].0;
            println!("Computer: {}", best.text);
            best
        };
        pos = chosen.after.clone();
        human = !human;
    }
}

/// The sentence that ends a game: who won, by the result of the final
/// position for the player to move (under normal play, having no move
/// loses, under misère play it wins; Mancala ends level or with a fuller
/// store).
fn game_over(pos: &dyn Position, human: bool, s: &mut Searcher) -> String {
    let value = pos.verdict(s).map_or(Value::Lose, |v| v.value);
    let no_move = if let Some(why) = pos.ended() {
        let mut why = why.to_string();
        why[..1].make_ascii_uppercase();
        format!("{why}: ")
    } else if pos.value().is_some() || pos.is_misere() {
        let who = if human { "you" } else { "the computer" };
        format!("No move left for {who}: ")
    } else {
        "Game over: ".to_string()
    };
    let end = match (value, human) {
        (Value::Win, true) | (Value::Lose, false) => "you win!",
        (Value::Win, false) | (Value::Lose, true) => "the computer wins.",
        (Value::Tie, _) => "a tie.",
        (Value::Draw, _) => "a draw.",
    };
    format!("{no_move}{end}")
}

/// Three to five piles of 1 to 9 tokens, from the clock.
fn random_piles() -> String {
    let mut rng = sliding_puzzles::SplitMix64::new(sliding_puzzles::clock_seed());
    let count = 3 + rng.below(3);
    let piles: Vec<String> = (0..count).map(|_| (1 + rng.below(9)).to_string()).collect();
    piles.join(" ")
}

fn fail(code: u8, e: impl std::fmt::Display) -> ExitCode {
    eprintln!("error: {e}");
    ExitCode::from(code)
}
