//! What the impartial board games of the catalogue share: a board that
//! knows its nim-value and winning moves ([`crate::impartial::Position`]),
//! its moves in words, and the parts it splits into for the search.

use std::fmt;

use super::{Analysis, Entry, Move, Position, Split};
use crate::impartial::Position as Valued;
use crate::short::Game;

/// An impartial board game of the catalogue.
pub(crate) trait ImpartialBoard:
    Valued + Clone + fmt::Debug + Send + Sync + 'static
{
    /// The game's entry.
    fn entry() -> &'static Entry;
    /// The board as text, in the format the entry reads.
    fn text(&self) -> String;
    /// The moves in words, with the boards they lead to.
    fn moves(&self) -> Vec<(String, Self)>;
    /// How many moves there are, without listing them where they could be
    /// many.
    fn move_count(&self) -> u64 {
        ImpartialBoard::moves(self).len() as u64
    }
    /// The parts, for the search.
    fn split(&self) -> Split;
    /// Whether the game is played misère too: it ends when no move is left
    /// and its moves are single plies.
    const MISERE: bool = false;
    /// Why the game is over here, when it is not for want of a move.
    fn ended(&self) -> Option<&'static str> {
        None
    }
}

/// Boxes a board as a catalogue position.
pub(crate) fn boxed<B: ImpartialBoard>(b: B) -> Box<dyn Position> {
    Box::new(Board(b))
}

#[derive(Clone, Debug)]
struct Board<B>(B);

impl<B: ImpartialBoard> fmt::Display for Board<B> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.0, f)
    }
}

impl<B: ImpartialBoard> Position for Board<B> {
    fn entry(&self) -> &'static Entry {
        B::entry()
    }

    fn board(&self) -> String {
        self.0.text()
    }

    fn moves(&self) -> Vec<Move> {
        ImpartialBoard::moves(&self.0)
            .into_iter()
            .map(|(text, b)| Move {
                text,
                after: boxed(b),
            })
            .collect()
    }

    fn move_count(&self) -> u64 {
        self.0.move_count()
    }

    fn value(&self) -> Option<Game> {
        Some(Game::nimber(self.0.nim_value()))
    }

    fn analysis(&self) -> Analysis {
        Analysis::Impartial {
            nim_value: self.0.nim_value(),
            winning_moves: self.0.winning_moves(),
        }
    }

    fn moves_to(&self, target: u64) -> Vec<String> {
        self.0.moves_to(target)
    }

    fn ended(&self) -> Option<&'static str> {
        self.0.ended()
    }

    fn split(&self) -> Split {
        self.0.split()
    }

    fn has_misere_play(&self) -> bool {
        B::MISERE
    }

    fn clone_box(&self) -> Box<dyn Position> {
        Box::new(self.clone())
    }
}
