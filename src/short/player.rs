//! The two players of a partizan game.

use std::fmt;

/// A player: Left (Blue, positive values favour her) or Right (Red).
///
/// ```
/// use combinatorial_games::Player;
/// assert_eq!(Player::Left.other(), Player::Right);
/// assert_eq!(Player::Right.to_string(), "Right");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Player {
    /// Left, who moves to the left options `G^L`.
    Left,
    /// Right, who moves to the right options `G^R`.
    Right,
}

impl Player {
    /// The opponent.
    ///
    /// ```
    /// use combinatorial_games::Player;
    /// assert_eq!(Player::Left.other(), Player::Right);
    /// assert_eq!(Player::Right.other().other(), Player::Right);
    /// ```
    pub fn other(self) -> Player {
        match self {
            Player::Left => Player::Right,
            Player::Right => Player::Left,
        }
    }
}

impl fmt::Display for Player {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Player::Left => "Left",
            Player::Right => "Right",
        })
    }
}
