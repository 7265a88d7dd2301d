//! Sums of impartial games: a move is a move in one of them, and the value
//! is the nim-sum of theirs. Parts of different games are searched
//! together.

use std::fmt;

use super::{Analysis, Entry, GameError, Kind, Move, Position, Split, find};
use crate::short::Game;

/// Sums in the catalogue.
pub static ENTRY: Entry = Entry {
    id: "sum",
    aliases: &[],
    name: "Sum of games",
    expr_name: "GameSum",
    about: "Several impartial games side by side: a move is a move in one of them.",
    format: "impartial games joined by '+', each a game id and its board",
    example: "nim 3 5 + kayles 7",
    kind: Kind::Impartial,
    valued_by: "the nim-sum of the parts' values",
    sides: None,
    read,
    heap: None,
};

fn read(board: &str) -> Result<Box<dyn Position>, String> {
    let mut parts: Vec<Box<dyn Position>> = Vec::new();
    for part in board.split('+') {
        let part = part.trim();
        let (id, rest) = part.split_once(char::is_whitespace).unwrap_or((part, ""));
        let p = find(id)
            .and_then(|e| e.parse(rest.trim()))
            .map_err(|e| format!("in '{part}': {e}"))?;
        if p.entry().kind != Kind::Impartial {
            return Err(GameError::PartizanInSum(p.entry().name).to_string());
        }
        parts.push(p);
    }
    Ok(Box::new(Sum { parts }))
}

/// A sum of impartial positions.
#[derive(Clone, Debug)]
pub(crate) struct Sum {
    parts: Vec<Box<dyn Position>>,
}

impl Sum {
    fn label(p: &dyn Position) -> String {
        format!("{} {}", p.entry().id, p.board())
    }

    fn nim_values(&self) -> Vec<u64> {
        self.parts
            .iter()
            .map(|p| p.value().and_then(|g| g.as_nimber()).unwrap_or(0))
            .collect()
    }
}

impl fmt::Display for Sum {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let texts: Vec<String> = self.parts.iter().map(|p| p.to_string()).collect();
        f.write_str(&texts.join(" + "))
    }
}

impl Position for Sum {
    fn entry(&self) -> &'static Entry {
        &ENTRY
    }

    fn board(&self) -> String {
        let texts: Vec<String> = self.parts.iter().map(|p| Sum::label(&**p)).collect();
        texts.join(" + ")
    }

    fn move_count(&self) -> u64 {
        if matches!(self.split(), Split::Over) {
            return 0;
        }
        self.parts
            .iter()
            .map(|p| p.move_count())
            .fold(0, u64::saturating_add)
    }

    fn moves(&self) -> Vec<Move> {
        if matches!(self.split(), Split::Over) {
            return vec![];
        }
        let mut out = Vec::new();
        for (i, p) in self.parts.iter().enumerate() {
            for m in p.moves() {
                let mut next = self.parts.clone();
                next[i] = m.after;
                out.push(Move {
                    text: format!("in {}: {}", Sum::label(&**p), m.text),
                    after: Box::new(Sum { parts: next }),
                });
            }
        }
        out
    }

    fn value(&self) -> Option<Game> {
        Some(Game::nimber(self.nim_values().iter().fold(0, |a, v| a ^ v)))
    }

    fn analysis(&self) -> Analysis {
        Analysis::Impartial {
            nim_value: self.nim_values().iter().fold(0, |a, v| a ^ v),
            winning_moves: self.moves_to(0),
        }
    }

    /// A move in part `i` must take it to `total ^ v_i ^ target`.
    fn moves_to(&self, target: u64) -> Vec<String> {
        let values = self.nim_values();
        let total = values.iter().fold(0, |a, v| a ^ v);
        let mut out = Vec::new();
        for (p, v) in self.parts.iter().zip(&values) {
            let label = Sum::label(&**p);
            out.extend(
                p.moves_to(total ^ v ^ target)
                    .into_iter()
                    .map(|m| format!("in {label}: {m}")),
            );
        }
        out
    }

    fn has_misere_play(&self) -> bool {
        self.parts.iter().all(|p| p.has_misere_play())
    }

    fn split(&self) -> Split {
        let mut parts = Vec::new();
        let mut win_now = false;
        for p in &self.parts {
            match p.split() {
                Split::Parts(more) => parts.extend(more),
                Split::Over => return Split::Over,
                Split::WinNow => win_now = true,
                // Not reached: a sum takes impartial games only.
                Split::Whole => return Split::Whole,
            }
        }
        if win_now {
            Split::WinNow
        } else {
            Split::Parts(parts)
        }
    }

    fn clone_box(&self) -> Box<dyn Position> {
        Box::new(self.clone())
    }
}
