//! Exact win/lose verdicts and remoteness by search, and the rule by which
//! a perfect computer picks its move.
//!
//! Remoteness is the number of moves the game lasts when the winner
//! hurries and the loser delays (GamesCrafters' convention). A
//! [`Searcher`] finds it memoised over canonical positions: an impartial
//! position is a multiset of independent [`Part`]s (Nim heaps, runs of
//! Kayles pins, Treblecross stretches), so sums of different games are
//! searched together and every arrangement of the same parts once; a
//! partizan position ([`crate::rulesets::Ruleset`]) is searched whole,
//! with the player to move. When a position is too large to search, the
//! answer says so ([`TooLarge`]) instead of guessing.
//!
//! The games themselves, with their boards and moves in words, are in the
//! catalogue, [`crate::games`]:
//!
//! ```
//! use combinatorial_games::games;
//! use combinatorial_games::play::Searcher;
//! let mut s = Searcher::default();
//! // Nim 1 1: whatever the player to move does, the opponent takes the
//! // last coin: a loss, two moves from the end.
//! let p = games::parse("nim", "1 1").unwrap();
//! assert_eq!(p.verdict(&mut s).unwrap().to_string(), "lose in 2");
//! // Nim 1 2: take 1 from the pile of 2 (to 1 1): a win in 3.
//! let q = games::parse("nim", "1 2").unwrap();
//! assert_eq!(q.verdict(&mut s).unwrap().to_string(), "win in 3");
//! let best = q.best_move(&mut s).unwrap().unwrap();
//! assert_eq!(best.text, "take 1 from pile 2 (2 -> 1)");
//! ```

mod part;
mod search;

pub use part::{Part, PartRules};
pub use search::{Searcher, TooLarge, Verdict};

/// The computer's choice among moves, given the verdict each leaves for
/// the opponent: a winning move (one that leaves a loss), reaching the end
/// soonest; with none, the move that delays the loss longest. `None` when
/// there is no move. Ties go to the first.
///
/// ```
/// use combinatorial_games::play::{choose, Verdict};
/// let win = |r| Verdict { win: true, remoteness: r };
/// let lose = |r| Verdict { win: false, remoteness: r };
/// assert_eq!(choose(&[win(3), lose(4), lose(2)]), Some(2)); // the quicker win
/// assert_eq!(choose(&[win(1), win(5)]), Some(1));            // the longer loss
/// assert_eq!(choose(&[]), None);
/// ```
pub fn choose(after: &[Verdict]) -> Option<usize> {
    (0..after.len()).min_by_key(|&i| {
        let v = after[i];
        if v.win {
            (1, u32::MAX - v.remoteness)
        } else {
            (0, v.remoteness)
        }
    })
}
