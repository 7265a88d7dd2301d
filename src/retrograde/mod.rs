//! Finite two-player games whose positions are won, lost, tied or drawn,
//! solved by retrograde analysis over the whole reachable graph, as the
//! GamesCrafters solve Mancala, Dao or tic-tac-toe.
//!
//! A game says who is to move, which positions are over and with what
//! result ([`Finite::primitive`]: a win, a loss or a tie for the player to
//! move), and the positions one move away. A move may leave the same player
//! to move (Mancala's extra turn). [`solve`] then gives every reachable
//! position its [`Value`] and remoteness:
//!
//! - **Win**: some move leads to a position lost for the opponent (or won
//!   for the mover, after an extra turn). Remoteness: 1 + the least
//!   remoteness of such a move: the winner takes the fastest route.
//! - **Lose**: every move leads to a position won for the opponent.
//!   Remoteness: 1 + the greatest remoteness among them: the loser delays.
//! - **Tie**: no move wins, some move leads to a tie. Remoteness: 1 + the
//!   least remoteness among the tying moves: a tie by the fastest route, as
//!   GamesmanClassic's solver chooses.
//! - **Draw**: none of these: from here neither player can force the game
//!   to end, because the graph has cycles. No remoteness.
//!
//! The order of preference is win, tie, draw, lose: a player who cannot
//! win takes a tie (the game ends, shared) over endless play, and endless
//! play over a loss.
//!
//! ```
//! use combinatorial_games::retrograde::{solve, Finite, Value};
//! use combinatorial_games::Player;
//!
//! /// Take 1 or 2 from a pile; whoever takes the last token wins, and a
//! /// pile of 0 is lost for the player to move.
//! struct Subtract12;
//! impl Finite for Subtract12 {
//!     type Position = (u32, Player);
//!     fn mover(&self, p: &(u32, Player)) -> Player { p.1 }
//!     fn primitive(&self, p: &(u32, Player)) -> Option<Value> {
//!         (p.0 == 0).then_some(Value::Lose)
//!     }
//!     fn children(&self, p: &(u32, Player)) -> Vec<(u32, Player)> {
//!         (1..=p.0.min(2)).map(|k| (p.0 - k, p.1.other())).collect()
//!     }
//!     fn code(&self, p: &(u32, Player)) -> u64 { u64::from(p.0) << 1 | p.1 as u64 }
//!     fn decode(&self, c: u64) -> (u32, Player) {
//!         let player = if c & 1 == 0 { Player::Left } else { Player::Right };
//!         ((c >> 1) as u32, player)
//!     }
//! }
//!
//! let table = solve(&Subtract12, &(7, Player::Left)).unwrap();
//! let start = table.get(&Subtract12, &(7, Player::Left)).unwrap();
//! // 7 is not a multiple of 3: take 1, then answer k with 3 - k.
//! assert_eq!((start.value, start.remoteness), (Value::Win, Some(5)));
//! // Heaps 0 to 7 with either player to move, less (7, Right) and (6, Left):
//! // the first move takes 1 or 2, so Left never faces 6.
//! assert_eq!(table.len(), 8 * 2 - 2);
//! ```

mod solver;
mod stored;
mod table;

use std::fmt;
use std::hash::Hash;

pub use solver::{MAX_POSITIONS, Progress, SolveError, solve, solve_with_progress, solve_within};
pub use table::Table;

use crate::short::Player;

/// What a position is worth to the player to move, with best play.
///
/// ```
/// use combinatorial_games::retrograde::Value;
/// assert_eq!(Value::Tie.to_string(), "tie");
/// assert_eq!(Value::Lose.flipped(), Value::Win);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Value {
    /// The player to move can force a win.
    Win,
    /// The opponent can force a win.
    Lose,
    /// The player to move can force the game to end level, and no better.
    Tie,
    /// Neither player can force the game to end.
    Draw,
}

impl Value {
    /// The value for the other player.
    ///
    /// ```
    /// use combinatorial_games::retrograde::Value;
    /// assert_eq!(Value::Win.flipped(), Value::Lose);
    /// assert_eq!(Value::Tie.flipped(), Value::Tie);
    /// ```
    pub fn flipped(self) -> Value {
        match self {
            Value::Win => Value::Lose,
            Value::Lose => Value::Win,
            other => other,
        }
    }
}

impl fmt::Display for Value {
    /// `win`, `lose`, `tie` or `draw`, as the GamesCrafters' API writes them.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Value::Win => "win",
            Value::Lose => "lose",
            Value::Tie => "tie",
            Value::Draw => "draw",
        })
    }
}

/// A solved position: its value for the player to move and its
/// remoteness (the moves to the end with best play; `None` for a draw, and
/// for a win or loss known from a closed form, such as a nim-value, when
/// the search for the remoteness would take too long).
///
/// ```
/// use combinatorial_games::retrograde::{Solved, Value};
/// let s = Solved { value: Value::Win, remoteness: Some(5) };
/// assert_eq!(s.to_string(), "win in 5");
/// assert_eq!(Solved { value: Value::Draw, remoteness: None }.to_string(), "draw");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Solved {
    /// The value for the player to move.
    pub value: Value,
    /// Moves to the end with best play; `None` for a draw, or when not
    /// searched.
    pub remoteness: Option<u32>,
}

impl fmt::Display for Solved {
    /// `win in 5`, `tie in 9`, `draw`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.remoteness {
            Some(r) => write!(f, "{} in {r}", self.value),
            None => write!(f, "{}", self.value),
        }
    }
}

impl Solved {
    /// A win in `r` moves.
    ///
    /// ```
    /// use combinatorial_games::retrograde::{Solved, Value};
    /// assert_eq!((Solved::win(3).value, Solved::win(3).remoteness), (Value::Win, Some(3)));
    /// assert_eq!(Solved::win(3).to_string(), "win in 3");
    /// ```
    pub fn win(r: u32) -> Solved {
        Solved {
            value: Value::Win,
            remoteness: Some(r),
        }
    }

    /// A loss in `r` moves.
    ///
    /// ```
    /// use combinatorial_games::retrograde::Solved;
    /// assert_eq!(Solved::lose(0).to_string(), "lose in 0");
    /// ```
    pub fn lose(r: u32) -> Solved {
        Solved {
            value: Value::Lose,
            remoteness: Some(r),
        }
    }

    /// The same result seen by the other player.
    ///
    /// ```
    /// use combinatorial_games::retrograde::Solved;
    /// assert_eq!(Solved::win(3).flipped(), Solved::lose(3));
    /// ```
    pub fn flipped(self) -> Solved {
        Solved {
            value: self.value.flipped(),
            ..self
        }
    }
}

/// The computer's choice among moves, given what each is worth to the
/// player making it: a win, reaching the end soonest; else a tie, soonest;
/// else a draw; else the loss that lasts longest. A win or tie of unknown
/// remoteness comes after those known; a loss of unknown remoteness is
/// taken as the longest (the positions too large to search are the long
/// ones). `None` when there is no move; equal choices go to the first.
///
/// ```
/// use combinatorial_games::retrograde::{choose, Solved, Value};
/// let tie = |r| Solved { value: Value::Tie, remoteness: Some(r) };
/// let draw = Solved { value: Value::Draw, remoteness: None };
/// assert_eq!(choose(&[Solved::lose(4), Solved::win(3), Solved::win(1)]), Some(2));
/// assert_eq!(choose(&[Solved::lose(9), draw, tie(5)]), Some(2));
/// assert_eq!(choose(&[Solved::lose(1), draw]), Some(1));
/// assert_eq!(choose(&[Solved::lose(1), Solved::lose(5)]), Some(1));
/// let unknown = |value| Solved { value, remoteness: None };
/// assert_eq!(choose(&[unknown(Value::Win), Solved::win(7)]), Some(1));
/// assert_eq!(choose(&[Solved::lose(7), unknown(Value::Lose)]), Some(1));
/// assert_eq!(choose(&[]), None);
/// ```
pub fn choose(results: &[Solved]) -> Option<usize> {
    (0..results.len()).min_by_key(|&i| {
        let r = results[i].remoteness;
        match results[i].value {
            Value::Win => (0, r.unwrap_or(u32::MAX)),
            Value::Tie => (1, r.unwrap_or(u32::MAX)),
            Value::Draw => (2, 0),
            Value::Lose => (3, r.map_or(0, |r| u32::MAX - r)),
        }
    })
}

/// A finite two-player game of perfect information whose positions are
/// won, lost, tied or drawn.
///
/// ```
/// use combinatorial_games::games::{Dao, DaoBoard};
/// use combinatorial_games::retrograde::{Finite, Value};
/// use combinatorial_games::Player;
/// // Dao is a Finite game: O's four pieces in the top row have won, so X,
/// // to move, has lost, and the game has no moves left to list.
/// let b: DaoBoard = "OOOO/X.../.X../..XX X".parse().unwrap();
/// assert_eq!(Dao.mover(&b), Player::Left);
/// assert_eq!(Dao.primitive(&b), Some(Value::Lose));
/// // Codes and positions go both ways.
/// assert_eq!(Dao.decode(Dao.code(&b)), b);
/// ```
pub trait Finite {
    /// A position, with the player to move in it.
    type Position: Clone + Eq + Hash;

    /// The player to move.
    fn mover(&self, p: &Self::Position) -> Player;

    /// The result for the player to move if the game is over here (a win,
    /// a loss or a tie), `None` if it goes on.
    fn primitive(&self, p: &Self::Position) -> Option<Value>;

    /// The positions one move away, for a position that is not over (an
    /// empty list there counts as a loss for the player to move).
    fn children(&self, p: &Self::Position) -> Vec<Self::Position>;

    /// One representative of the positions equal to `p` by a symmetry of
    /// the board (the same value and remoteness): the solver stores only
    /// representatives. By default `p` itself.
    fn canonical(&self, p: &Self::Position) -> Self::Position {
        p.clone()
    }

    /// The position as a number: different positions reachable from one
    /// start must get different codes. A solved [`Table`] keeps the codes
    /// of its positions (eight bytes each, besides two for the result),
    /// not the positions, and can be written to disk as them.
    fn code(&self, p: &Self::Position) -> u64;

    /// The position with this code: `decode(code(p)) == p`.
    fn decode(&self, code: u64) -> Self::Position;
}
