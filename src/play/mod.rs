//! Exact win/lose verdicts and remoteness by search, for games under
//! normal play (the last player to move wins).
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
