//! The misère canonical form of a board of an impartial game of the
//! catalogue, built from its moves (CGSuite's `G.MisereCanonicalForm` for
//! a position, such as a Cram board).
//!
//! A board's misère form is not its nimber's: Cram's `.........|##.######`
//! is `*4` in normal play, but in misère play it is `*[2[2]321]`, not the
//! nim heap `*[4]`. So the form comes from the game tree, position by
//! position, each board's form kept while the walk lasts.

use std::collections::HashMap;

use thiserror::Error;

use super::{Kind, Position};
use crate::misere::{MisereError, MisereGame};
use crate::short::{Outcome, Player};

/// The most positions [`misere_form`](trait.Position.html#method.misere_form)
/// visits for one board.
pub const MAX_MISERE_POSITIONS: usize = 200_000;

/// Why a board has no misère canonical form here.
///
/// ```
/// use combinatorial_games::games::{self, BoardMisereError};
/// let p = games::parse("domineering", "..|..").unwrap();
/// assert!(matches!(p.misere_form(), Err(BoardMisereError::Partizan(_))));
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[non_exhaustive]
pub enum BoardMisereError {
    /// A partizan game: misère canonical forms are of impartial games.
    #[error("{0} is partizan: misère canonical forms are for impartial games")]
    Partizan(&'static str),
    /// More than [`MAX_MISERE_POSITIONS`] positions follow the board.
    #[error(
        "more than {limit} positions follow this board of {game}: its misère form is not built"
    )]
    TooManyPositions {
        /// The game.
        game: &'static str,
        /// [`MAX_MISERE_POSITIONS`].
        limit: usize,
    },
    /// Play from the board can come back to a position, so the game could
    /// be drawn; the misère outcome here is for games that end.
    #[error(
        "play on this board of {0} can repeat a position: its misère outcome is not found here"
    )]
    Repeats(&'static str),
    /// The table of misère forms is full.
    #[error(transparent)]
    Table(#[from] MisereError),
}

impl dyn Position {
    /// The misère canonical form of an impartial position: the canonical
    /// misère game whose options are the forms of the positions its moves
    /// leave.
    ///
    /// # Errors
    ///
    /// [`BoardMisereError::Partizan`] for partizan games, and
    /// [`BoardMisereError::TooManyPositions`] past
    /// [`MAX_MISERE_POSITIONS`] positions.
    ///
    /// ```
    /// use combinatorial_games::games;
    /// // Two squares of Cram are *1 in either play: one move, to nothing.
    /// let two = games::parse("cram", "..").unwrap();
    /// assert_eq!(two.misere_form().unwrap().to_string(), "*[1]");
    /// // Four in a row: a domino at an end leaves two squares (*[1]), in
    /// // the middle two single squares (0): {0, *[1]}, the nim heap *[2].
    /// let four = games::parse("cram", "....").unwrap();
    /// assert_eq!(four.misere_form().unwrap().to_string(), "*[2]");
    /// let toads = games::parse("toads", "T_F").unwrap();
    /// assert!(toads.misere_form().is_err());
    /// ```
    pub fn misere_form(&self) -> Result<MisereGame, BoardMisereError> {
        if self.entry().kind != Kind::Impartial {
            return Err(BoardMisereError::Partizan(self.entry().name));
        }
        let mut seen = HashMap::new();
        form(self, &mut seen)
    }
}

impl dyn Position {
    /// Who wins the board in misère play, where the player who cannot
    /// move wins: from the game tree, not from the canonical form (whose
    /// dominated and reversible options, dropped in normal play, can
    /// decide a misère game). For impartial games, the outcome of
    /// [`misere_form`](trait.Position.html#method.misere_form).
    ///
    /// # Errors
    ///
    /// [`BoardMisereError::TooManyPositions`] past
    /// [`MAX_MISERE_POSITIONS`] positions (each side to move counted), and
    /// [`BoardMisereError::Repeats`] where play can come back to a
    /// position (Backsliding Toads and Frogs).
    ///
    /// ```
    /// use combinatorial_games::games;
    /// use combinatorial_games::short::Outcome;
    /// // A 1 x 2 Domineering board: Left, who places dominoes up and down,
    /// // has no move and so wins moving first; Right's one move leaves
    /// // Left without a move, so Left wins then too. In normal play it is
    /// // -1, which Right wins.
    /// let d = games::parse("domineering", "..").unwrap();
    /// assert_eq!(d.misere_outcome().unwrap(), Outcome::L);
    /// ```
    pub fn misere_outcome(&self) -> Result<Outcome, BoardMisereError> {
        if self.entry().kind == Kind::Impartial {
            return Ok(self.misere_form()?.outcome());
        }
        let entry = self.entry();
        let text = key(self);
        let read = |side: &str| {
            entry
                .parse(&format!("{text}{side}"))
                .unwrap_or_else(|e| unreachable!("{text}{side} printed by {}: {e}", entry.name))
        };
        let mut seen = HashMap::new();
        let left = first_wins(&*read(""), &mut seen)?;
        let right = first_wins(&*read(" R"), &mut seen)?;
        Ok(Outcome::from_first_wins(left, right))
    }
}

/// Whether the player to move wins in misère play: with no move, or with
/// a move to a position the opponent, moving next, loses. A position met
/// again while it is being searched is a repetition, an error: the game
/// could be drawn, which this search does not decide.
fn first_wins(
    p: &dyn Position,
    seen: &mut HashMap<String, Option<bool>>,
) -> Result<bool, BoardMisereError> {
    let k = p.board();
    match seen.get(&k) {
        Some(Some(w)) => return Ok(*w),
        Some(None) => return Err(BoardMisereError::Repeats(p.entry().name)),
        None => {}
    }
    if seen.len() >= MAX_MISERE_POSITIONS {
        return Err(BoardMisereError::TooManyPositions {
            game: p.entry().name,
            limit: MAX_MISERE_POSITIONS,
        });
    }
    seen.insert(k.clone(), None);
    let moves = p.moves();
    let mut w = moves.is_empty();
    for m in &moves {
        if w {
            break;
        }
        w = !stacker::maybe_grow(64 * 1024, 1024 * 1024, || first_wins(&*m.after, seen))?;
    }
    seen.insert(k, Some(w));
    Ok(w)
}

/// The position's key: its board, whoever is to move (an impartial game's
/// moves are the same for both, and a board with Right to move is the
/// same board followed by " R").
fn key(p: &dyn Position) -> String {
    let board = p.board();
    match (p.to_move(), board.strip_suffix(" R")) {
        (Some(Player::Right), Some(b)) => b.to_owned(),
        _ => board,
    }
}

fn form(
    p: &dyn Position,
    seen: &mut HashMap<String, MisereGame>,
) -> Result<MisereGame, BoardMisereError> {
    let k = key(p);
    if let Some(&g) = seen.get(&k) {
        return Ok(g);
    }
    if seen.len() >= MAX_MISERE_POSITIONS {
        return Err(BoardMisereError::TooManyPositions {
            game: p.entry().name,
            limit: MAX_MISERE_POSITIONS,
        });
    }
    // A board's moves are at most its squares deep: grow the stack rather
    // than overflow it on a long one.
    let options = stacker::maybe_grow(64 * 1024, 1024 * 1024, || {
        p.moves()
            .iter()
            .map(|m| form(&*m.after, seen))
            .collect::<Result<Vec<_>, _>>()
    })?;
    let g = MisereGame::from_options(options)?;
    seen.insert(k, g);
    Ok(g)
}

#[cfg(test)]
mod tests {
    use crate::games;
    use crate::misere::MisereGame;

    /// Kayles rows are Kayles heaps: the board's form, found move by move,
    /// is the heap's, built from the heap game's rules.
    #[test]
    fn kayles_rows_are_their_heaps() {
        let heap = |n: u32| {
            let text = format!("Kayles({n}).MisereCanonicalForm");
            crate::expr::eval(&text).unwrap().to_string()
        };
        for n in 1..10u32 {
            let row = "I".repeat(n as usize);
            let p = games::parse("kayles", &row).unwrap();
            assert_eq!(
                p.misere_form().unwrap().to_string(),
                heap(n),
                "Kayles {row}"
            );
        }
    }

    /// Nim piles are nim heaps in misère play too.
    #[test]
    fn nim_piles_are_nim_heaps() {
        let p = games::parse("nim", "3").unwrap();
        assert_eq!(p.misere_form().unwrap(), MisereGame::nim_heap(3));
    }
}
