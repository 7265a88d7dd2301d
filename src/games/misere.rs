//! Misère play of the catalogue's impartial games: the same boards and
//! moves, but the player who makes the last move loses.
//!
//! A misère position is searched over its parts as a normal one is, with
//! having no move a win; past the search's budget its result comes from
//! Bouton's rule (Nim) or the game's misère quotient
//! ([`crate::misere::MisereQuotient`]), without remoteness. Sums of
//! different games have no quotient here: they are searched only.
//!
//! ```
//! use combinatorial_games::games;
//! use combinatorial_games::play::Searcher;
//! let mut s = Searcher::default();
//! // Misère Nim 1 1 1 is lost: each player takes a heap, and the player to
//! // move takes the last.
//! let p = games::parse("nim", "1 1 1").unwrap().misere().unwrap();
//! assert_eq!(p.to_string(), "Misère Nim 1 1 1");
//! assert_eq!(p.verdict(&mut s).unwrap().to_string(), "lose in 3");
//! // Nim 2 2 1: take the 1. From 2 2, the opponent moves to 2 or to 1 2,
//! // and a move to a single heap of 1 wins: four moves in all.
//! let q = games::parse("nim", "2 2 1").unwrap().misere().unwrap();
//! assert_eq!(q.verdict(&mut s).unwrap().to_string(), "win in 4");
//! assert_eq!(q.best_move(&mut s).unwrap().unwrap().text, "take 1 from pile 3 (1 -> 0)");
//! ```

use std::fmt;
use std::time::Duration;

use super::{Analysis, Entry, GameError, Move, Position, Split, solved};
use crate::play::{Part, Searcher, TooLarge};
use crate::retrograde::{Solved, Value};
use crate::short::Game;

/// The time [`Position::analysis`] of a misère position searches before
/// it judges by the closed form.
const ANALYSIS_TIME: Duration = Duration::from_secs(1);

/// A position under misère play.
#[derive(Clone, Debug)]
struct Misere(Box<dyn Position>);

impl dyn Position {
    /// This position under misère play: the same board and moves, but the
    /// player who makes the last move loses. An error for games that end
    /// otherwise ([`Position::has_misere_play`]).
    ///
    /// ```
    /// use combinatorial_games::games;
    /// let k = games::parse("kayles", "IIIII").unwrap().misere().unwrap();
    /// assert!(k.is_misere());
    /// let e = games::parse("treblecross", "5").unwrap().misere().unwrap_err();
    /// assert!(e.to_string().starts_with("Treblecross has no misère play"), "{e}");
    /// ```
    pub fn misere(&self) -> Result<Box<dyn Position>, GameError> {
        if self.is_misere() {
            Ok(self.clone_box())
        } else if self.has_misere_play() {
            Ok(Box::new(Misere(self.clone_box())))
        } else {
            Err(GameError::NoMisere(self.entry().name))
        }
    }
}

impl Entry {
    /// Whether the game's positions are played misère too (for a sum,
    /// when its games are).
    ///
    /// ```
    /// use combinatorial_games::games;
    /// assert!(games::find("nim").unwrap().has_misere_play());
    /// assert!(!games::find("toads").unwrap().has_misere_play());
    /// ```
    pub fn has_misere_play(&'static self) -> bool {
        self.parse(self.example).is_ok_and(|p| p.has_misere_play())
    }
}

impl Misere {
    /// The parts of the position: every position played misère splits
    /// into parts (its game ends only for want of a move).
    fn parts(&self) -> Vec<Part> {
        match self.0.split() {
            Split::Parts(parts) => parts,
            other => unreachable!("a misère position split as {other:?}"),
        }
    }
}

impl fmt::Display for Misere {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Misère {}", self.0)
    }
}

impl Position for Misere {
    fn entry(&self) -> &'static Entry {
        self.0.entry()
    }

    fn board(&self) -> String {
        self.0.board()
    }

    fn moves(&self) -> Vec<Move> {
        self.0
            .moves()
            .into_iter()
            .map(|m| Move {
                text: m.text,
                after: Box::new(Misere(m.after)),
            })
            .collect()
    }

    fn move_count(&self) -> u64 {
        self.0.move_count()
    }

    /// No normal-play value: misère play has none.
    fn value(&self) -> Option<Game> {
        None
    }

    /// The result and each move's, searched for up to a second and
    /// judged by the closed form past that.
    fn analysis(&self) -> Analysis {
        let mut s = Searcher::default().with_time_budget(ANALYSIS_TIME);
        match (self as &dyn Position).judgement(&mut s) {
            Ok((result, moves)) => Analysis::Solved {
                result: Some(result),
                moves: moves.into_iter().map(|(m, r)| (m.text, Some(r))).collect(),
            },
            Err(_) => Analysis::Solved {
                result: None,
                moves: self.moves().into_iter().map(|m| (m.text, None)).collect(),
            },
        }
    }

    /// Misère positions have no nim-values to move to.
    fn moves_to(&self, _target: u64) -> Vec<String> {
        Vec::new()
    }

    fn split(&self) -> Split {
        self.0.split()
    }

    fn is_misere(&self) -> bool {
        true
    }

    fn verdict(&self, s: &mut Searcher) -> Result<Solved, TooLarge> {
        match s.impartial_misere(&self.parts()) {
            Ok(v) => Ok(solved(v)),
            Err(e) => self.closed_form().ok_or(e),
        }
    }

    /// A position with no move is won; otherwise, when its parts are all
    /// of one game, the result by Bouton's rule or the game's misère
    /// quotient, without remoteness.
    fn closed_form(&self) -> Option<Solved> {
        if self.0.move_count() == 0 {
            return Some(Solved::win(0));
        }
        let parts = self.parts();
        let first = parts.first()?;
        if !parts.iter().all(|p| p.same_rules(first)) {
            return None;
        }
        let codes: Vec<u64> = parts.iter().map(Part::code).collect();
        let win = first.rules().misere_win(&codes)?;
        Some(Solved {
            value: if win { Value::Win } else { Value::Lose },
            remoteness: None,
        })
    }

    fn clone_box(&self) -> Box<dyn Position> {
        Box::new(self.clone())
    }
}
