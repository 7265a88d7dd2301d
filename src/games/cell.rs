//! The square of a board whose pieces belong to a player, for building
//! positions from data instead of from their text.

use crate::short::Player;

/// One square of a strip or grid whose pieces belong to a player: empty, or
/// holding a piece of Left's or of Right's.
///
/// It is the cell type of [`ToadsAndFrogs::from_cells`] (a toad is Left's,
/// a frog Right's), [`Clobber::from_rows`] (`x` is Left's, `o` Right's) and
/// [`Snort::from_cells`] (`L` and `R`).
///
/// [`ToadsAndFrogs::from_cells`]: super::ToadsAndFrogs::from_cells
/// [`Clobber::from_rows`]: super::Clobber::from_rows
/// [`Snort::from_cells`]: super::Snort::from_cells
///
/// ```
/// use combinatorial_games::games::Cell;
/// use combinatorial_games::Player;
/// assert_eq!(Cell::from(Player::Left), Cell::Left);
/// assert_eq!(Cell::Right.owner(), Some(Player::Right));
/// assert_eq!(Cell::default(), Cell::Empty);
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Cell {
    /// No piece.
    #[default]
    Empty,
    /// A piece of Left's.
    Left,
    /// A piece of Right's.
    Right,
}

impl Cell {
    /// Whose piece is on the square, if any.
    ///
    /// ```
    /// use combinatorial_games::games::Cell;
    /// assert_eq!(Cell::Empty.owner(), None);
    /// ```
    pub fn owner(self) -> Option<Player> {
        match self {
            Cell::Empty => None,
            Cell::Left => Some(Player::Left),
            Cell::Right => Some(Player::Right),
        }
    }

    /// The same square with the players' pieces swapped.
    ///
    /// ```
    /// use combinatorial_games::games::Cell;
    /// assert_eq!(Cell::Left.swapped(), Cell::Right);
    /// assert_eq!(Cell::Empty.swapped(), Cell::Empty);
    /// ```
    pub fn swapped(self) -> Cell {
        match self {
            Cell::Empty => Cell::Empty,
            Cell::Left => Cell::Right,
            Cell::Right => Cell::Left,
        }
    }
}

impl From<Player> for Cell {
    fn from(p: Player) -> Cell {
        match p {
            Player::Left => Cell::Left,
            Player::Right => Cell::Right,
        }
    }
}
