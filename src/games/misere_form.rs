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
/// and [`misere_outcome`](trait.Position.html#method.misere_outcome) visit
/// for one board.
pub const MAX_MISERE_POSITIONS: usize = 200_000;

/// The most moves they list for one board, counting each position's moves
/// once. Positions are few where moves are many: a Nim pile of `n` has
/// `n + 1` positions and `n(n + 1)/2` moves, which the walk holds while it
/// goes down the pile, so this bound is what keeps its memory in hand (a
/// pile of 2 000 is within it, one of 3 000 is not).
pub const MAX_MISERE_MOVES: usize = 2_500_000;

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
    /// The positions that follow the board have more than
    /// [`MAX_MISERE_MOVES`] moves between them.
    ///
    /// ```
    /// use combinatorial_games::games::{self, BoardMisereError};
    /// // A Nim pile of 3 000 has 3 001 positions and 4 501 500 moves.
    /// let pile = games::parse("nim", "3000").unwrap();
    /// assert!(matches!(pile.misere_form(), Err(BoardMisereError::TooManyMoves { .. })));
    /// ```
    #[error(
        "the positions that follow this board of {game} have more than {limit} moves: its misère form is not built"
    )]
    TooManyMoves {
        /// The game.
        game: &'static str,
        /// [`MAX_MISERE_MOVES`].
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
    /// [`BoardMisereError::Partizan`] for partizan games,
    /// [`BoardMisereError::TooManyPositions`] past
    /// [`MAX_MISERE_POSITIONS`] positions, and
    /// [`BoardMisereError::TooManyMoves`] past [`MAX_MISERE_MOVES`] moves.
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
        form(self, &mut Walk::default())
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
    /// [`MAX_MISERE_POSITIONS`] positions (each side to move counted),
    /// [`BoardMisereError::TooManyMoves`] past [`MAX_MISERE_MOVES`] moves,
    /// and [`BoardMisereError::Repeats`] where play can come back to a
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
        let mut walk = Walk::default();
        let left = first_wins(&*read(""), &mut walk)?;
        let right = first_wins(&*read(" R"), &mut walk)?;
        Ok(Outcome::from_first_wins(left, right))
    }
}

/// Whether the player to move wins in misère play: with no move, or with
/// a move to a position the opponent, moving next, loses. A position met
/// again while it is being searched is a repetition, an error: the game
/// could be drawn, which this search does not decide.
fn first_wins(p: &dyn Position, walk: &mut Walk<Option<bool>>) -> Result<bool, BoardMisereError> {
    let k = p.board();
    match walk.seen.get(&k) {
        Some(Some(w)) => return Ok(*w),
        Some(None) => return Err(BoardMisereError::Repeats(p.entry().name)),
        None => {}
    }
    walk.seen.insert(k.clone(), None);
    let after = walk.moves(p)?;
    let mut w = after.is_empty();
    for q in &after {
        if w {
            break;
        }
        w = !stacker::maybe_grow(64 * 1024, 1024 * 1024, || first_wins(&**q, walk))?;
    }
    walk.seen.insert(k, Some(w));
    Ok(w)
}

/// What a walk has found, by board, and how many moves it has listed.
struct Walk<T> {
    seen: HashMap<String, T>,
    moves: usize,
}

impl<T> Default for Walk<T> {
    fn default() -> Self {
        Walk {
            seen: HashMap::new(),
            moves: 0,
        }
    }
}

impl<T> Walk<T> {
    /// The positions `p`'s moves lead to, counted against the bounds and
    /// the budget, their words dropped: the walk holds the lists of every
    /// position on its path at once.
    fn moves(&mut self, p: &dyn Position) -> Result<Vec<Box<dyn Position>>, BoardMisereError> {
        let game = p.entry().name;
        if self.seen.len() >= MAX_MISERE_POSITIONS {
            let limit = MAX_MISERE_POSITIONS;
            return Err(BoardMisereError::TooManyPositions { game, limit });
        }
        // Listed only within the bound: a pile's moves are many.
        let room = MAX_MISERE_MOVES.saturating_sub(self.moves) as u64;
        let Some(moves) = p.moves_at_most(room) else {
            let limit = MAX_MISERE_MOVES;
            return Err(BoardMisereError::TooManyMoves { game, limit });
        };
        self.moves += moves.len();
        crate::budget::steps(moves.len().max(1));
        Ok(moves.into_iter().map(|m| m.after).collect())
    }
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

fn form(p: &dyn Position, walk: &mut Walk<MisereGame>) -> Result<MisereGame, BoardMisereError> {
    let k = key(p);
    if let Some(&g) = walk.seen.get(&k) {
        return Ok(g);
    }
    let after = walk.moves(p)?;
    // A board's moves are at most its squares deep: grow the stack rather
    // than overflow it on a long one.
    let options = stacker::maybe_grow(64 * 1024, 1024 * 1024, || {
        after
            .iter()
            .map(|q| form(&**q, walk))
            .collect::<Result<Vec<_>, _>>()
    })?;
    let g = MisereGame::from_options(options)?;
    walk.seen.insert(k, g);
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

    /// A pile of a billion is refused before its moves are listed, and
    /// one of 3 000 when its 4.5 million moves pass the bound.
    #[test]
    fn many_moves_are_refused() {
        for pile in ["1000000000", "3000", "2000 2000"] {
            let p = games::parse("nim", pile).unwrap();
            assert!(
                matches!(
                    p.misere_form(),
                    Err(super::BoardMisereError::TooManyMoves { .. })
                ),
                "{pile}"
            );
        }
        // 1 000 (500 500 moves) is within it.
        let p = games::parse("nim", "1000").unwrap();
        assert_eq!(p.misere_form().unwrap(), MisereGame::nim_heap(1000));
    }

    /// The walk looks at the budget: a pile whose form takes most of a
    /// second stops soon after a budget of 50 ms.
    #[test]
    fn the_walk_keeps_to_the_budget() {
        use crate::budget::Budget;
        use std::time::{Duration, Instant};
        let p = games::parse("nim", "2000").unwrap();
        let started = Instant::now();
        let r = Budget::time(Duration::from_millis(50)).run(|| p.misere_form());
        assert!(r.is_err());
        assert!(started.elapsed() < Duration::from_millis(400));
    }

    /// Nim piles are nim heaps in misère play too.
    #[test]
    fn nim_piles_are_nim_heaps() {
        let p = games::parse("nim", "3").unwrap();
        assert_eq!(p.misere_form().unwrap(), MisereGame::nim_heap(3));
    }
}
