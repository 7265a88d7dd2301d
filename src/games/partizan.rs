//! What every partizan game of the catalogue shares: a position of a
//! [`Ruleset`] with the player to move, read as `BOARD` (Left to move) or
//! `BOARD R` (Right to move).

use std::fmt;
use std::str::FromStr;

use super::solved;
use super::{Analysis, Entry, GoodMove, Move, Position, Split};
use crate::play::{Searcher, TooLarge};
use crate::retrograde::Solved;
use crate::rulesets::Ruleset;
use crate::short::{Game, Player, best_for_left, best_for_right};

/// A partizan game of the catalogue: a [`Ruleset`] that reads and prints
/// its boards and names its moves.
pub(crate) trait Partizan: Ruleset + FromStr + fmt::Display + fmt::Debug + Sync {
    /// The game's entry.
    fn entry() -> &'static Entry;

    /// `player`'s moves in words, with the positions they lead to. The
    /// default names each move by the board it leaves.
    fn described_moves(&self, player: Player) -> Vec<(String, Self)> {
        let moves = match player {
            Player::Left => self.left_moves(),
            Player::Right => self.right_moves(),
        };
        moves.into_iter().map(|q| (format!("to {q}"), q)).collect()
    }
}

/// Reads `BOARD`, `BOARD L` or `BOARD R`.
pub(crate) fn read<P: Partizan>(board: &str) -> Result<Box<dyn Position>, String>
where
    P::Err: fmt::Display,
{
    let (text, to_move) = split_side(board);
    let pos = text.parse::<P>().map_err(|e| e.to_string())?;
    Ok(Box::new(WithPlayer { pos, to_move }))
}

/// `BOARD`, `BOARD L` or `BOARD R` as the board (trimmed) and the player
/// to move.
pub(crate) fn split_side(board: &str) -> (&str, Player) {
    // Only the end is trimmed before looking for the side, so that " R"
    // (an empty board, Right to move, as `board` prints it) reads back.
    let b = board.trim();
    match board.trim_end().rsplit_once(char::is_whitespace) {
        Some((s, side)) if side.eq_ignore_ascii_case("r") || side.eq_ignore_ascii_case("right") => {
            (s.trim(), Player::Right)
        }
        Some((s, side)) if side.eq_ignore_ascii_case("l") || side.eq_ignore_ascii_case("left") => {
            (s.trim(), Player::Left)
        }
        _ => (b, Player::Left),
    }
}

/// The board as [`split_side`] reads it: `BOARD`, or `BOARD R` when
/// Right is to move.
pub(crate) fn board_text(pos: &dyn fmt::Display, to_move: Player) -> String {
    match to_move {
        Player::Left => pos.to_string(),
        Player::Right => format!("{pos} R"),
    }
}

/// The moves marked as winning, each leading to its position with
/// `to_move` to move.
fn winners<P: Partizan>(moves: Vec<(String, P)>, won: &[bool], to_move: Player) -> Vec<Move> {
    let kept = moves.into_iter().zip(won).filter(|(_, w)| **w);
    kept.map(|((text, pos), _)| Move {
        text,
        after: Box::new(WithPlayer { pos, to_move }),
    })
    .collect()
}

/// A position and the player to move.
#[derive(Clone, Debug)]
pub(crate) struct WithPlayer<P> {
    pub(crate) pos: P,
    pub(crate) to_move: Player,
}

fn good<P: Partizan>(moves: Vec<(String, P)>, pick: fn(&[Game]) -> Vec<usize>) -> Vec<GoodMove> {
    let values: Vec<Game> = moves.iter().map(|(_, q)| q.value()).collect();
    pick(&values)
        .into_iter()
        .map(|i| GoodMove {
            text: moves[i].0.clone(),
            board: moves[i].1.to_string(),
            value: values[i],
        })
        .collect()
}

impl<P: Partizan> fmt::Display for WithPlayer<P> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}", P::entry().name, self.pos)
    }
}

impl<P: Partizan> Position for WithPlayer<P> {
    fn entry(&self) -> &'static Entry {
        P::entry()
    }

    fn always_valued(&self) -> bool {
        true
    }

    fn outcome_by_search(&self) -> Option<crate::short::Outcome> {
        Some(self.pos.outcome_by_search())
    }

    fn winning_moves_by_search(&self) -> Option<[Vec<Move>; 2]> {
        let [left, right] = [Player::Left, Player::Right].map(|p| self.pos.described_moves(p));
        let asked: Vec<(&P, Player)> = (left.iter().map(|(_, q)| (q, Player::Left)))
            .chain(right.iter().map(|(_, q)| (q, Player::Right)))
            .collect();
        let won = crate::rulesets::winning(&asked);
        let (won_left, won_right) = won.split_at(left.len());
        Some([
            winners(left, won_left, Player::Right),
            winners(right, won_right, Player::Left),
        ])
    }

    fn winning_moves_for(&self, player: Player) -> Option<Vec<Move>> {
        let moves = self.pos.described_moves(player);
        let asked: Vec<(&P, Player)> = moves.iter().map(|(_, q)| (q, player)).collect();
        let won = crate::rulesets::winning(&asked);
        Some(winners(moves, &won, player.other()))
    }

    fn impartial_variant_nim(&self, max_positions: usize) -> Option<Option<u64>> {
        let nim = crate::rulesets::impartial_variant::impartial_variant_nim;
        Some(nim(self.pos.clone(), max_positions))
    }

    fn board(&self) -> String {
        board_text(&self.pos, self.to_move)
    }

    fn to_move(&self) -> Option<Player> {
        Some(self.to_move)
    }

    fn moves(&self) -> Vec<Move> {
        let next = self.to_move.other();
        self.pos
            .described_moves(self.to_move)
            .into_iter()
            .map(|(text, pos)| Move {
                text,
                after: Box::new(WithPlayer { pos, to_move: next }),
            })
            .collect()
    }

    /// Listed once: a board's moves are counted by listing them, and are
    /// as many as its cells allow.
    fn moves_at_most(&self, limit: u64) -> Option<Vec<Move>> {
        let moves = self.moves();
        (moves.len() as u64 <= limit).then_some(moves)
    }

    fn options(&self, player: Player) -> Option<Vec<Box<dyn Position>>> {
        let moves = match player {
            Player::Left => self.pos.left_moves(),
            Player::Right => self.pos.right_moves(),
        };
        let to_move = player.other();
        Some(
            moves
                .into_iter()
                .map(|pos| Box::new(WithPlayer { pos, to_move }) as Box<dyn Position>)
                .collect(),
        )
    }

    fn board_alone(&self) -> String {
        self.pos.to_string()
    }

    fn value(&self) -> Option<Game> {
        Some(self.pos.value())
    }

    fn analysis(&self) -> Analysis {
        Analysis::Partizan {
            value: self.pos.value(),
            left: good(self.pos.described_moves(Player::Left), best_for_left),
            right: good(self.pos.described_moves(Player::Right), best_for_right),
        }
    }

    fn split(&self) -> Split {
        Split::Whole
    }

    fn verdict(&self, s: &mut Searcher) -> Result<Solved, TooLarge> {
        s.partizan(&self.pos, self.to_move).map(solved)
    }

    fn clone_box(&self) -> Box<dyn Position> {
        Box::new(self.clone())
    }
}
