//! Fission, after CGSuite's `game.grid.Fission`: stones on a grid; Left
//! splits a stone into two on the squares just above and below it, Right
//! into two on the squares just left and right of it. Both squares must be
//! empty and on the board; `#` squares are blocked.

use std::fmt;
use std::str::FromStr;

use super::fission_bits::FissionBits;
use super::partizan::{self, Partizan};
use super::{Entry, Kind};
use crate::rulesets::grid::{Grid, GridError};
use crate::rulesets::{Normalized, Ruleset};
use crate::short::Player;

/// A blocked square: also what lies off the board, and around a region
/// cut out of it.
const BLOCKED: u8 = 0;
const EMPTY: u8 = 1;
const STONE: u8 = 2;

const FORMAT: &str =
    "rows of '.' (empty), 'x' (a stone) and '#' (blocked) separated by '|', as in ...|.x.|...";

/// A Fission position: rows of `.` (empty), `x` (a stone) and `#`
/// (blocked) separated by `|`.
///
/// ```
/// use combinatorial_games::games::Fission;
/// use combinatorial_games::rulesets::Ruleset;
/// use combinatorial_games::Game;
/// // A stone with room above and below: Left splits it, and no move is
/// // left: {0|} = 1.
/// assert_eq!(".|x|.".parse::<Fission>().unwrap().value(), Game::from(1));
/// // The same stone in the middle of a 3 x 3 board: Left's split leaves
/// // Right two splits in the top and bottom rows, -2; Right's, 2.
/// assert_eq!("...|.x.|...".parse::<Fission>().unwrap().value(), Game::zero());
/// ```
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Fission {
    grid: Grid,
}

impl Fission {
    /// Each split by `player`, named by the stone's square, with the board
    /// it leaves.
    fn splits(&self, player: Player) -> Vec<(String, Fission)> {
        let g = &self.grid;
        let (dr, dc) = match player {
            Player::Left => (1, 0),
            Player::Right => (0, 1),
        };
        let mut out = Vec::new();
        for r in dr..g.h.saturating_sub(dr) {
            for c in dc..g.w.saturating_sub(dc) {
                let (i, a, b) = (
                    r * g.w + c,
                    (r - dr) * g.w + c - dc,
                    (r + dr) * g.w + c + dc,
                );
                if g.cells[i] == STONE && g.cells[a] == EMPTY && g.cells[b] == EMPTY {
                    let mut cells = g.cells.clone();
                    cells[i] = EMPTY;
                    cells[a] = STONE;
                    cells[b] = STONE;
                    let grid = Grid { cells, ..g.clone() };
                    out.push((format!("({},{})", r + 1, c + 1), Fission { grid }));
                }
            }
        }
        out
    }
}

impl Ruleset for Fission {
    /// The board's cells, one byte each.
    fn heap_bytes(&self) -> usize {
        self.grid.cells.len()
    }

    /// Through the word ruleset (`fission_bits.rs`: the same rules with a
    /// board as two `u64`s) when the board has at most 64 squares, else
    /// through the grid.
    fn value(&self) -> crate::Game {
        match FissionBits::of(&self.grid, EMPTY, STONE) {
            Some(bits) => bits.value(),
            None => crate::rulesets::shared_value(self),
        }
    }

    fn delegate_table() -> Option<crate::rulesets::TableOps> {
        Some(crate::rulesets::TableOps::of::<FissionBits>())
    }

    fn left_moves(&self) -> Vec<Fission> {
        self.splits(Player::Left).into_iter().map(|m| m.1).collect()
    }

    fn right_moves(&self) -> Vec<Fission> {
        self.splits(Player::Right)
            .into_iter()
            .map(|m| m.1)
            .collect()
    }

    /// The 4-connected regions of squares that are not blocked: a split
    /// touches only a stone's neighbours. Regions without a stone, where
    /// nothing can happen, are left out.
    fn components(self) -> Vec<Fission> {
        // Splits never block a square: a board without one is one region
        // all its life, and flooding it at every position was a quarter
        // of the time.
        if !self.grid.cells.contains(&BLOCKED) {
            return if self.grid.cells.contains(&STONE) {
                vec![self]
            } else {
                Vec::new()
            };
        }
        self.grid
            .regions(|x| x != BLOCKED)
            .into_iter()
            .filter(|g| g.cells.contains(&STONE))
            .map(|grid| Fission { grid })
            .collect()
    }

    /// Mirror images keep splits up and down as they were, so keep the
    /// value; the transpose swaps the players, so negates it.
    fn normalized(self) -> Normalized<Fission> {
        match self.grid.least_up_to_transpose() {
            (grid, false) => Normalized::Same(Fission { grid }),
            (grid, true) => Normalized::Negated(Fission { grid }),
        }
    }
}

impl FromStr for Fission {
    type Err = GridError;

    fn from_str(s: &str) -> Result<Fission, GridError> {
        let grid = Grid::parse(s, "Fission", FORMAT, |c| match c {
            '.' | '_' => Some(EMPTY),
            'x' => Some(STONE),
            '#' => Some(BLOCKED),
            _ => None,
        })?;
        Ok(Fission { grid })
    }
}

impl fmt::Display for Fission {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.grid.write(f, |x| match x {
            EMPTY => '.',
            STONE => 'x',
            _ => '#',
        })
    }
}

/// Fission in the catalogue.
pub static ENTRY: Entry = Entry {
    id: "fission",
    aliases: &[],
    name: "Fission",
    expr_name: "Fission",
    about: "Stones on a grid: Left splits one into two above and below it, Right into two left and right of it.",
    format: FORMAT,
    example: "....|..x.|....|....",
    kind: Kind::Partizan,
    valued_by: "canonical form from the moves, on boards of up to 64 squares as two words (the squares not blocked, the stones), the board split into regions of squares that are not blocked, mirror images sharing one table entry and transposes one negated",
    sides: Some(["vertical", "horizontal"]),
    read: partizan::read::<Fission>,
    heap: None,
};

impl Partizan for Fission {
    fn entry() -> &'static Entry {
        &ENTRY
    }

    fn described_moves(&self, player: Player) -> Vec<(String, Self)> {
        self.splits(player)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Game;

    fn value(s: &str) -> Game {
        s.parse::<Fission>().unwrap().value()
    }

    #[test]
    fn small_boards_by_hand() {
        // No room: 0. A column of four with the stone second from the top:
        // Left splits it (rows 1 and 3), then the stone in row 3 (rows 2
        // and 4): two moves of Left's, 2.
        assert_eq!(value("x"), Game::zero());
        assert_eq!(value(".|x|.|."), Game::from(2));
        // Off the board is blocked: a stone on the edge cannot split.
        assert_eq!(value("x|."), Game::zero());
        // Blocked squares stop a split too.
        assert_eq!(value("#|x|."), Game::zero());
        // Transposed, the players swap.
        assert_eq!(value(".x.."), Game::from(-2));
    }

    #[test]
    fn moves_are_named_by_the_stone() {
        let b: Fission = "...|.x.|...".parse().unwrap();
        let left = b.described_moves(Player::Left);
        assert_eq!(left.len(), 1);
        assert_eq!(left[0].0, "(2,2)");
        assert_eq!(left[0].1.to_string(), ".x.|...|.x.");
        assert!("..|.o".parse::<Fission>().is_err());
    }
}
