//! Positions people play: Nim piles, a row of Kayles pins, a Treblecross
//! row, and sums of them. Each has a value, its moves written so a person
//! can read them, and the winning moves (those to a position of value 0).

use std::fmt;

use thiserror::Error;

/// A position of an impartial game, played on a board a person can read.
///
/// ```
/// use combinatorial_games::impartial::Position;
/// use combinatorial_games::games::NimPosition;
/// let p: NimPosition = "3 4 5".parse().unwrap();
/// assert_eq!(p.nim_value(), 2);
/// assert_eq!(p.winning_moves(), vec!["take 2 from pile 1 (3 -> 1)"]);
/// ```
pub trait Position: fmt::Display {
    /// The position's nim-value: 0 exactly when the player to move loses.
    fn nim_value(&self) -> u64;

    /// The moves that leave a position of value `target`, described.
    fn moves_to(&self, target: u64) -> Vec<String>;

    /// The moves that win: those to a position of value 0 (none when the
    /// value is 0).
    fn winning_moves(&self) -> Vec<String> {
        self.moves_to(0)
    }
}

/// Why a board string is not a position.
///
/// ```
/// use combinatorial_games::impartial::BoardError;
/// use combinatorial_games::games::Treblecross;
/// assert!(matches!("..y.".parse::<Treblecross>(), Err(BoardError::Bad { position: 3, .. })));
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum BoardError {
    /// Nothing was given.
    #[error("empty {0} board: {1}")]
    Empty(&'static str, &'static str),
    /// A character or word that does not belong.
    #[error("'{found}' at position {position} is not part of a {game} board: {format}")]
    Bad {
        /// The game.
        game: &'static str,
        /// What was found.
        found: String,
        /// Where (from 1): a character, or a pile for Nim.
        position: usize,
        /// What the board looks like.
        format: &'static str,
    },
    /// The board's rows do not fit together.
    #[error("the {game} board {problem}: give {format}")]
    Shape {
        /// The game.
        game: &'static str,
        /// What is wrong, as in "has 2 ranks, not 3".
        problem: String,
        /// What the board looks like.
        format: &'static str,
    },
    /// A file (column) that cannot arise in the game.
    #[error("file {file} of the {game} board cannot arise: {why}")]
    File {
        /// The game.
        game: &'static str,
        /// The file, from 1.
        file: usize,
        /// What a file can hold.
        why: &'static str,
    },
    /// A capture is waiting to be made in a game where captures are
    /// compulsory, so the board is in the middle of a move.
    #[error(
        "the pawn on file {from} can take on file {to}: captures are compulsory, so give the board after them"
    )]
    PendingCapture {
        /// The capturing pawn's file, from 1.
        from: usize,
        /// The file it can take on.
        to: usize,
    },
}

/// The runs of `true` in `cells`: (start, length).
pub(crate) fn runs(cells: &[bool]) -> Vec<(usize, usize)> {
    let mut out = Vec::new();
    let mut i = 0;
    while i < cells.len() {
        if cells[i] {
            let start = i;
            while i < cells.len() && cells[i] {
                i += 1;
            }
            out.push((start, i - start));
        } else {
            i += 1;
        }
    }
    out
}

pub(crate) fn board_cells(
    s: &str,
    game: &'static str,
    format: &'static str,
    read: impl Fn(char) -> Option<bool>,
) -> Result<Vec<bool>, BoardError> {
    let s = s.trim();
    if s.is_empty() {
        return Err(BoardError::Empty(game, format));
    }
    s.chars()
        .enumerate()
        .map(|(i, c)| {
            read(c).ok_or(BoardError::Bad {
                game,
                found: c.to_string(),
                position: i + 1,
                format,
            })
        })
        .collect()
}

/// A sum of positions of different games: a move is a move in one of them,
/// and the value is the nim-sum of theirs.
///
/// ```
/// use combinatorial_games::impartial::{GameSum, Position};
/// use combinatorial_games::games::{KaylesRow, NimPosition, Treblecross};
/// let sum = GameSum::new(vec![
///     Box::new("3".parse::<NimPosition>().unwrap()),
///     Box::new("IIII".parse::<KaylesRow>().unwrap()),
/// ]);
/// // *3 + *1 = *2: take 2 from the pile (leaving *1 + *1), or turn the
/// // row into *3 by knocking down any single pin (.III, I.II, II.I, III.).
/// assert_eq!(sum.nim_value(), 2);
/// let wins = sum.winning_moves();
/// assert_eq!(wins[0], "in Nim 3: take 2 from pile 1 (3 -> 1)");
/// assert_eq!(wins[1], "in Kayles IIII: knock down pin 1");
/// assert_eq!(wins.len(), 5);
/// ```
pub struct GameSum {
    parts: Vec<Box<dyn Position>>,
}

impl GameSum {
    /// The sum of these positions.
    ///
    /// ```
    /// use combinatorial_games::impartial::{GameSum, Position};
    /// use combinatorial_games::games::NimPosition;
    /// // Piles of 3 and 5: 3 ^ 5 = 6.
    /// let sum = GameSum::new(vec![
    ///     Box::new("3".parse::<NimPosition>().unwrap()),
    ///     Box::new("5".parse::<NimPosition>().unwrap()),
    /// ]);
    /// assert_eq!(sum.nim_value(), 6);
    /// ```
    pub fn new(parts: Vec<Box<dyn Position>>) -> GameSum {
        GameSum { parts }
    }
}

impl fmt::Display for GameSum {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let parts: Vec<String> = self.parts.iter().map(|p| p.to_string()).collect();
        f.write_str(&parts.join(" + "))
    }
}

impl Position for GameSum {
    fn nim_value(&self) -> u64 {
        self.parts.iter().fold(0, |a, p| a ^ p.nim_value())
    }

    fn moves_to(&self, target: u64) -> Vec<String> {
        let values: Vec<u64> = self.parts.iter().map(|p| p.nim_value()).collect();
        let total = values.iter().fold(0, |a, &v| a ^ v);
        self.parts
            .iter()
            .zip(&values)
            .flat_map(|(p, &v)| {
                p.moves_to(total ^ v ^ target)
                    .into_iter()
                    .map(move |m| format!("in {p}: {m}"))
            })
            .collect()
    }
}
