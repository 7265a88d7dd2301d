//! GamesCrafters' position strings for Mancala and Dao, so that a front
//! end written for GamesmanClassic's interact server (GamesmanUni) can
//! talk to `cgame serve`. Boards read in either form; each position can
//! be written in GamesCrafters' form.
//!
//! **Mancala** (GamesmanClassic's `mmancala.c`): the counts of its board
//! array joined by `s`, then `,turn=T` (`;turn=T;` also reads). The array
//! goes clockwise from the left store: player 2's store (North's, on the
//! left), the top pits left to right (North's), player 1's store
//! (South's, on the right), the bottom pits right to left (South's).
//! `turn=0` is player 1, South, who moves first. The start of 3 pits of 4
//! stones is `0s4s4s4s0s4s4s4,turn=0`.
//!
//! **Dao** (GamesmanClassic's `mdao.c`, its AutoGUI string): the player
//! to move, `1` for X (who starts on the main diagonal) or `2` for O, an
//! underscore, then the 16 squares row by row from the top-left, `X`, `O`
//! or `-` for an empty one: the start is `1_X--O-XO--OX-O--X`. UWAPI's
//! form, `R_A_4_4_x--o-xo--ox-o--x` (turn `A` is X, `B` is O), reads too.
//!
//! ```
//! use combinatorial_games::games::{DaoBoard, MancalaBoard};
//!
//! let m: MancalaBoard = "0s4s4s4s0s4s4s4,turn=0".parse().unwrap();
//! assert_eq!(m.to_string(), "0 4 4 4 / 4 4 4 0");
//! let d: DaoBoard = "1_X--O-XO--OX-O--X".parse().unwrap();
//! assert_eq!(d, DaoBoard::start());
//! assert_eq!(d.to_gamescrafters(), "1_X--O-XO--OX-O--X");
//! ```

use super::dao::{DaoBoard, DaoError};
use super::mancala::{MancalaBoard, MancalaError};
use crate::short::Player;

/// Whether `text` is in GamesCrafters' Mancala form: digits joined by `s`.
pub(crate) fn is_mancala(text: &str) -> bool {
    let array = text.split([',', ';']).next().unwrap_or("");
    array.contains('s') && array.chars().all(|c| c.is_ascii_digit() || c == 's')
}

/// Whether `text` is meant in GamesCrafters' Dao form (AutoGUI or
/// UWAPI): ours has '/' between rows and no '_'.
pub(crate) fn is_dao(text: &str) -> bool {
    text.contains('_') && !text.contains('/')
}

impl MancalaBoard {
    /// Reads GamesmanClassic's Mancala string: the counts of its array
    /// (North's store, North's pits left to right, South's store, South's
    /// pits right to left) joined by `s`, then `,turn=0` (South, player 1)
    /// or `,turn=1`. `MancalaBoard`'s `FromStr` reads this form too.
    ///
    /// ```
    /// use combinatorial_games::games::MancalaBoard;
    /// let b = MancalaBoard::from_gamescrafters("1s0s5s5s1s4s0s4,turn=1").unwrap();
    /// assert_eq!(b.to_string(), "1 0 5 5 / 4 0 4 1 N");
    /// ```
    pub fn from_gamescrafters(text: &str) -> Result<MancalaBoard, MancalaError> {
        let form = "GamesCrafters' Mancala string is the counts joined by 's' (North's store, North's pits left to right, South's store, South's pits right to left) then ',turn=0' for South or ',turn=1' for North, as in 0s4s4s4s0s4s4s4,turn=0";
        let bad = |why: String| MancalaError::Format(format!("{why}. {form}"));
        let (array, rest) = text.trim().split_once([',', ';']).unwrap_or((text, ""));
        let counts: Vec<u8> = array
            .split('s')
            .map(|t| {
                t.parse::<u8>()
                    .map_err(|_| bad(format!("'{t}' is not a count of stones")))
            })
            .collect::<Result<_, _>>()?;
        let turn = rest.trim_end_matches(';').trim();
        let mover = match turn {
            "turn=0" => Player::Left,
            "turn=1" => Player::Right,
            "" => return Err(bad("the player to move is missing".into())),
            _ => return Err(bad(format!("'{turn}' is not turn=0 or turn=1"))),
        };
        let n = counts.len();
        if n < 4 || !n.is_multiple_of(2) {
            return Err(bad(format!(
                "{n} counts: there are two stores and the same number of pits a side, so an even number, at least 4"
            )));
        }
        let p = n / 2 - 1;
        // North: its store, then its pits as drawn (left to right). South:
        // its pits left to right (the array has them right to left), then
        // its store.
        let north = &counts[..=p];
        let mut south: Vec<u8> = counts[p + 2..].iter().rev().copied().collect();
        south.push(counts[p + 1]);
        MancalaBoard::from_rows(north, &south, mover)
    }

    /// The board as GamesmanClassic's Mancala string.
    ///
    /// ```
    /// use combinatorial_games::games::MancalaBoard;
    /// let b: MancalaBoard = "0 3 3 3 / 3 3 3 0".parse().unwrap();
    /// assert_eq!(b.to_gamescrafters(), "0s3s3s3s0s3s3s3,turn=0");
    /// ```
    pub fn to_gamescrafters(&self) -> String {
        let p = self.pits();
        let north = Player::Right;
        let south = Player::Left;
        // North's pits counted from North's left run right to left as drawn.
        let mut counts = vec![self.store(north)];
        counts.extend((0..p).rev().map(|k| self.pit(north, k)));
        counts.push(self.store(south));
        counts.extend((0..p).rev().map(|k| self.pit(south, k)));
        let array: Vec<String> = counts.iter().map(u8::to_string).collect();
        let turn = if self.mover() == south { 0 } else { 1 };
        format!("{},turn={turn}", array.join("s"))
    }
}

impl DaoBoard {
    /// Reads GamesmanClassic's Dao string: `1_` (X to move) or `2_`, then
    /// the 16 squares row by row from the top-left, `-` for an empty one;
    /// or UWAPI's `R_A_4_4_` (A is X) then the squares.
    ///
    /// ```
    /// use combinatorial_games::games::DaoBoard;
    /// let b = DaoBoard::from_gamescrafters("2_X--O-XO--OX-O-X-").unwrap();
    /// assert_eq!(b.to_string(), "X..O/.XO./.OX./O.X. O");
    /// ```
    pub fn from_gamescrafters(text: &str) -> Result<DaoBoard, DaoError> {
        let form = "GamesCrafters' Dao string is 1_ (X to move) or 2_ (O), then the 16 squares row by row from the top-left (X, O, - for empty), as in 1_X--O-XO--OX-O--X";
        let text = text.trim();
        let (mover, squares) = if let Some(rest) = text.strip_prefix("R_") {
            match rest.split_once("_4_4_") {
                Some(("A", sq)) => (Player::Left, sq),
                Some(("B", sq)) => (Player::Right, sq),
                _ => {
                    return Err(DaoError(format!(
                        "'{text}': UWAPI's Dao string is R_A_4_4_ (X to move) or R_B_4_4_, then the 16 squares"
                    )));
                }
            }
        } else {
            match text.split_once('_') {
                Some(("1", sq)) => (Player::Left, sq),
                Some(("2", sq)) => (Player::Right, sq),
                _ => return Err(DaoError(format!("'{text}': {form}"))),
            }
        };
        if squares.chars().count() != 16 {
            let n = squares.chars().count();
            return Err(DaoError(format!("{n} squares, not 16. {form}")));
        }
        DaoBoard::from_squares(squares, mover)
    }

    /// The board as GamesmanClassic's Dao string.
    ///
    /// ```
    /// use combinatorial_games::games::DaoBoard;
    /// // X to move (turn 1), then the 16 squares row by row, - for empty.
    /// assert_eq!(DaoBoard::start().to_gamescrafters(), "1_X--O-XO--OX-O--X");
    /// ```
    pub fn to_gamescrafters(&self) -> String {
        let turn = if self.mover() == Player::Left { 1 } else { 2 };
        let squares: String = (0..16)
            .map(|i| match self.at(i / 4, i % 4) {
                Some(Player::Left) => 'X',
                Some(Player::Right) => 'O',
                None => '-',
            })
            .collect();
        format!("{turn}_{squares}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// GamesmanClassic's help example, by hand: from the start, player 1
    /// (South) sows the middle bottom pit, bin 6 of the array.
    #[test]
    fn mancala_array_order() {
        let b = MancalaBoard::from_gamescrafters("0s4s5s5s1s5s0s4,turn=1").unwrap();
        // Top row as drawn 4 5 5, bottom row as drawn 4 0 5 (array 7 6 5).
        assert_eq!(b.to_string(), "0 4 5 5 / 4 0 5 1 N");
        assert_eq!(b.to_gamescrafters(), "0s4s5s5s1s5s0s4,turn=1");
        let semi = MancalaBoard::from_gamescrafters("0s4s5s5s1s5s0s4;turn=1;").unwrap();
        assert_eq!(semi, b);
    }

    #[test]
    fn bad_mancala_strings_say_why() {
        for (text, why) in [
            ("0s4s4s4s0s4s4,turn=0", "7 counts"),
            ("0s4s4s4s0s4s4s4", "player to move is missing"),
            ("0s4s4s4s0s4s4s4,turn=2", "'turn=2'"),
            ("0s4s4s4s0s4s4sx,turn=0", "'x' is not a count"),
        ] {
            let e = MancalaBoard::from_gamescrafters(text)
                .unwrap_err()
                .to_string();
            assert!(e.contains(why), "{text}: {e}");
        }
    }

    #[test]
    fn dao_strings() {
        let uwapi: DaoBoard = "R_A_4_4_x--o-xo--ox-o--x".parse().unwrap();
        assert_eq!(uwapi, DaoBoard::start());
        for (text, why) in [
            ("1_X--O-XO--OX-O-X", "15 squares"),
            ("3_X--O-XO--OX-O--X", "1_ (X to move)"),
            ("1_X--O-XO--OX-O-XX", "5 X and 4 O"),
            ("1_X--O-XO--OXZO--X", "'Z' is not"),
        ] {
            let e = text.parse::<DaoBoard>().unwrap_err().to_string();
            assert!(e.contains(why), "{text}: {e}");
        }
    }
}
