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

impl Outcome {
    /// The outcome class from who wins moving first: whether Left, moving
    /// first, wins, and whether Right, moving first, wins. That is all an
    /// outcome class says: each player may win or lose when moving first.
    ///
    /// ```
    /// use combinatorial_games::Outcome;
    /// assert_eq!(Outcome::from_first_wins(true, true), Outcome::N);
    /// assert_eq!(Outcome::from_first_wins(true, false), Outcome::L);
    /// assert_eq!(Outcome::from_first_wins(false, true), Outcome::R);
    /// assert_eq!(Outcome::from_first_wins(false, false), Outcome::P);
    /// ```
    pub fn from_first_wins(left_wins: bool, right_wins: bool) -> Outcome {
        match (left_wins, right_wins) {
            (true, true) => Outcome::N,
            (true, false) => Outcome::L,
            (false, true) => Outcome::R,
            (false, false) => Outcome::P,
        }
    }
}
