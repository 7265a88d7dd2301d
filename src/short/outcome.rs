use std::fmt;

/// The outcome class of a game: who wins with perfect play.
///
/// ```
/// use combinatorial_games::{Game, Outcome};
/// assert_eq!(Game::switch(Game::from(1)).outcome(), Outcome::N);
/// assert_eq!(Outcome::N.to_string(), "N");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Outcome {
    /// Left wins, whoever moves first (`G > 0`).
    L,
    /// Right wins, whoever moves first (`G < 0`).
    R,
    /// The second player wins (`G = 0`).
    P,
    /// The first player wins (`G || 0`).
    N,
}

impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Outcome::L => "L",
            Outcome::R => "R",
            Outcome::P => "P",
            Outcome::N => "N",
        })
    }
}
