//! Mancala boards as text: `Display`, `FromStr` (our format, `PxS` and
//! GamesCrafters' string), and the board from its rows.

use std::fmt;
use std::str::FromStr;

use super::{MAX_PITS, MancalaBoard, MancalaError};
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
        // North's row reads store first, then the pits from left to right,
        // which is North's pits from its own right to left.
        let north_pits: Vec<u8> = north[1..].iter().rev().copied().collect();
        MancalaBoard::from_pits(&south[..p], &north_pits, [south[p], north[0]], mover)
    }

    /// The board with these stones: `south` and `north` are each player's
    /// pits counted from that player's left (as [`MancalaBoard::pit`]
    /// counts them), `stores` is South's store then North's, and `mover`
    /// is to move (Left is South). The rows must have the same length, at
    /// most [`MAX_PITS`](super::MAX_PITS), and the board at most
    /// [`MancalaBoard::most_stones`].
    ///
    /// ```
    /// use combinatorial_games::games::MancalaBoard;
    /// use combinatorial_games::Player;
    /// let b = MancalaBoard::from_pits(&[1, 2, 3], &[4, 5, 6], [7, 8], Player::Right).unwrap();
    /// assert_eq!(b.to_string(), "8 6 5 4 / 1 2 3 7 N");
    /// assert_eq!((b.pit(Player::Right, 0), b.store(Player::Left)), (4, 7));
    /// assert!(MancalaBoard::from_pits(&[1, 2], &[3], [0, 0], Player::Left).is_err());
    /// ```
    pub fn from_pits(
        south: &[u8],
        north: &[u8],
        stores: [u8; 2],
        mover: Player,
    ) -> Result<MancalaBoard, MancalaError> {
        if south.len() != north.len() {
            let why = format!(
                "South has {} pits and North {}: both sides have the same number",
                south.len(),
                north.len()
            );
            return Err(MancalaError::Format(why));
        }
        let p = south.len();
        if !(1..=MAX_PITS).contains(&p) {
            return Err(MancalaError::Pits(p));
        }
        let mut b = MancalaBoard::start(p, 0)?;
        b.mover = mover;
        b.cells[..p].copy_from_slice(south);
        b.cells[p] = stores[0];
        b.cells[p + 1..2 * p + 1].copy_from_slice(north);
        b.cells[2 * p + 1] = stores[1];
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
