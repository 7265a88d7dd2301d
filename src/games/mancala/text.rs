//! Mancala boards as text: `Display`, `FromStr` (our format, `PxS` and
//! GamesCrafters' string), and the board from its rows.

use std::fmt;
use std::str::FromStr;

use super::{MancalaBoard, MancalaError, MAX_PITS};
use crate::short::Player;

impl fmt::Display for MancalaBoard {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let p = self.p();
        write!(f, "{}", self.store(Player::Right))?;
        for k in (0..p).rev() {
            write!(f, " {}", self.pit(Player::Right, k))?;
        }
        f.write_str(" /")?;
        for k in 0..p {
            write!(f, " {}", self.pit(Player::Left, k))?;
        }
        write!(f, " {}", self.store(Player::Left))?;
        if self.mover == Player::Right {
            f.write_str(" N")?;
        }
        Ok(())
    }
}

impl FromStr for MancalaBoard {
    type Err = MancalaError;

    fn from_str(s: &str) -> Result<MancalaBoard, MancalaError> {
        let s = s.trim();
        if let Some((p, n)) = s.split_once(['x', 'X']) {
            let number = |t: &str| {
                t.trim().parse::<usize>().map_err(|_| {
                    MancalaError::Format(format!("'{s}': PITSxSTONES takes two whole numbers"))
                })
            };
            return MancalaBoard::start(number(p)?, number(n)?);
        }
        if crate::games::gamescrafters::is_mancala(s) {
            return MancalaBoard::from_gamescrafters(s);
        }
        let (board, mover) = match s.rsplit_once(char::is_whitespace) {
            Some((b, "N" | "n")) => (b, Player::Right),
            Some((b, "S" | "s")) => (b, Player::Left),
            _ => (s, Player::Left),
        };
        let Some((north, south)) = board.split_once('/') else {
            let why = "a board is North's store and pits, '/', South's pits and store, as in 0 3 3 3 / 3 3 3 0";
            return Err(MancalaError::Format(why.into()));
        };
        let counts = |row: &str| -> Result<Vec<u8>, MancalaError> {
            row.split([' ', ','])
                .filter(|t| !t.is_empty())
                .map(|t| {
                    t.parse::<u8>().map_err(|_| {
                        MancalaError::Format(format!("'{t}' is not a count of stones"))
                    })
                })
                .collect()
        };
        MancalaBoard::from_rows(&counts(north)?, &counts(south)?, mover)
    }
}

impl MancalaBoard {
    /// The board from its rows as they are written: North's store and pits
    /// left to right, South's pits left to right and store.
    pub(crate) fn from_rows(
        north: &[u8],
        south: &[u8],
        mover: Player,
    ) -> Result<MancalaBoard, MancalaError> {
        if north.len() != south.len() || north.len() < 2 {
            let why = format!(
                "the rows have {} and {} numbers: each is a store and the same number of pits",
                north.len(),
                south.len()
            );
            return Err(MancalaError::Format(why));
        }
        let p = north.len() - 1;
        if p > MAX_PITS {
            return Err(MancalaError::Pits(p));
        }
        let mut b = MancalaBoard::start(p, 0)?;
        b.mover = mover;
        // North's row reads store first, then the pits from left to right,
        // which is North's pits from its own right to left.
        b.cells[2 * p + 1] = north[0];
        for (j, &c) in north[1..].iter().enumerate() {
            b.cells[2 * p - j] = c;
        }
        b.cells[..p].copy_from_slice(&south[..p]);
        b.cells[p] = south[p];
        let total = b.total() as usize;
        if total > MancalaBoard::most_stones(p) {
            return Err(MancalaError::TooManyStones {
                stones: total,
                pits: p,
                most: MancalaBoard::most_stones(p),
            });
        }
        Ok(b)
    }
}
