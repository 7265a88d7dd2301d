//! Reading and printing boards of Dawson's Chess.

use std::fmt;
use std::str::FromStr;

use super::*;

impl FromStr for DawsonsChess {
    type Err = BoardError;

    fn from_str(s: &str) -> Result<DawsonsChess, BoardError> {
        const GAME: &str = "Dawson's Chess";
        let s = s.trim();
        if s.is_empty() {
            return Err(BoardError::Empty(GAME, CHESS_FORMAT));
        }
        // The player to move may follow the board as a last word (when what
        // comes before it still has all three ranks).
        let (board, to_move) = match s.rsplit_once(char::is_whitespace) {
            Some((b, last)) if b.matches(['/', '\n']).count() >= 2 => {
                match last.to_ascii_lowercase().as_str() {
                    "w" | "white" => (b.trim_end(), Colour::White),
                    "b" | "black" => (b.trim_end(), Colour::Black),
                    _ => (s, Colour::White),
                }
            }
            _ => (s, Colour::White),
        };
        let texts: Vec<&str> = board.split(['/', '\n']).collect();
        if texts.len() != 3 {
            return Err(BoardError::Shape {
                game: GAME,
                problem: format!("has {} ranks, not 3", texts.len()),
                format: CHESS_FORMAT,
            });
        }
        let mut ranks: [Vec<Square>; 3] = Default::default();
        let mut offset = 0;
        for (i, text) in texts.iter().enumerate() {
            let mut rank = Vec::new();
            for (j, c) in text.chars().enumerate() {
                if c.is_whitespace() {
                    continue;
                }
                rank.push(match c {
                    'W' | 'w' | 'P' => Some(Colour::White),
                    'B' | 'b' | 'p' => Some(Colour::Black),
                    '.' | '_' => None,
                    _ => {
                        return Err(BoardError::Bad {
                            game: GAME,
                            found: c.to_string(),
                            position: offset + j + 1,
                            format: CHESS_FORMAT,
                        });
                    }
                });
            }
            offset += text.chars().count() + 1;
            ranks[2 - i] = rank;
        }
        DawsonsChess::from_ranks(ranks, to_move)
    }
}

impl DawsonsChess {
    /// The board with these ranks, White's home (rank 1) first, each square
    /// `Some` colour of pawn or `None`, and `to_move` to move. The ranks
    /// must have one length of at least 1, and the board must be one
    /// between exchanges: no capture to make.
    ///
    /// ```
    /// use combinatorial_games::games::{Colour, DawsonsChess};
    /// use combinatorial_games::impartial::Position;
    /// let (w, b) = (Some(Colour::White), Some(Colour::Black));
    /// let board = DawsonsChess::from_ranks([vec![w; 3], vec![None; 3], vec![b; 3]], Colour::White);
    /// assert_eq!(board.unwrap(), DawsonsChess::new(3));
    /// let capture = [vec![w, None], vec![None, b], vec![None, None]];
    /// assert!(DawsonsChess::from_ranks(capture, Colour::White).is_err());
    /// assert_eq!(DawsonsChess::new(2).ranks()[2], [b, b]);
    /// ```
    pub fn from_ranks(
        ranks: [Vec<Option<Colour>>; 3],
        to_move: Colour,
    ) -> Result<DawsonsChess, BoardError> {
        const GAME: &str = "Dawson's Chess";
        let n = ranks[0].len();
        if n == 0 || ranks.iter().any(|r| r.len() != n) {
            return Err(BoardError::Shape {
                game: GAME,
                problem: format!(
                    "has ranks of {}, {} and {} squares, not one length of at least 1",
                    ranks[2].len(),
                    ranks[1].len(),
                    ranks[0].len()
                ),
                format: CHESS_FORMAT,
            });
        }
        let b = DawsonsChess { ranks, to_move };
        b.check()?;
        Ok(b)
    }
}

impl fmt::Display for DawsonsChess {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Dawson's Chess {}", self.board())
    }
}
