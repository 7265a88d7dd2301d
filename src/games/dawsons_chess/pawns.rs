//! Pawns, plies and exchanges: the pieces of Dawson's Chess, and why a
//! move is refused.

use std::fmt;

use thiserror::Error;

use super::DawsonsChess;

/// The colour of a pawn, or of the player to move.
///
/// ```
/// use combinatorial_games::games::{Colour, DawsonsChess};
/// let b = DawsonsChess::new(3);
/// assert_eq!(b.to_move(), Colour::White);
/// assert_eq!(b.with_to_move(Colour::Black).to_move(), Colour::Black);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Colour {
    /// White: pawns start on rank 1 and move up.
    White,
    /// Black: pawns start on rank 3 and move down.
    Black,
}

impl Colour {
    /// The other colour.
    ///
    /// ```
    /// use combinatorial_games::games::Colour;
    /// assert_eq!(Colour::White.other(), Colour::Black);
    /// ```
    pub fn other(self) -> Colour {
        match self {
            Colour::White => Colour::Black,
            Colour::Black => Colour::White,
        }
    }

    /// Rank indices from 0 (rank 1) to 2 (rank 3): the home rank, and the
    /// step forward.
    pub(super) fn home(self) -> usize {
        match self {
            Colour::White => 0,
            Colour::Black => 2,
        }
    }

    pub(super) fn ahead(self, rank: usize) -> Option<usize> {
        match self {
            Colour::White => (rank < 2).then_some(rank + 1),
            Colour::Black => rank.checked_sub(1),
        }
    }
}

impl fmt::Display for Colour {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Colour::White => "white",
            Colour::Black => "black",
        })
    }
}

/// One pawn move: a push straight ahead or a capture diagonally ahead.
/// Files and ranks count from 1; rank 1 is White's home.
///
/// ```
/// use combinatorial_games::games::DawsonsChess;
/// let exchange = DawsonsChess::new(3).push(1).unwrap();
/// let plies: Vec<String> = exchange.plies.iter().map(|p| p.to_string()).collect();
/// assert_eq!(plies, ["white pushes the pawn on file 1",
///                    "black takes on file 1 with the pawn from file 2",
///                    "white takes on file 1 with the pawn from file 2"]);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Ply {
    /// Who moves.
    pub colour: Colour,
    /// The file the pawn leaves.
    pub from_file: usize,
    /// The file it lands on (another file exactly when it captures).
    pub to_file: usize,
    /// The rank it lands on.
    pub to_rank: usize,
}

impl Ply {
    /// Whether the ply takes a pawn.
    ///
    /// ```
    /// use combinatorial_games::games::DawsonsChess;
    /// // On three files a push is answered by captures: black, then white.
    /// let e = DawsonsChess::new(3).push(1).unwrap();
    /// let takes: Vec<bool> = e.plies.iter().map(|p| p.is_capture()).collect();
    /// assert_eq!(takes, [false, true, true]);
    /// ```
    pub fn is_capture(&self) -> bool {
        self.from_file != self.to_file
    }
}

impl fmt::Display for Ply {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.is_capture() {
            write!(
                f,
                "{} takes on file {} with the pawn from file {}",
                self.colour, self.to_file, self.from_file
            )
        } else {
            write!(
                f,
                "{} pushes the pawn on file {}",
                self.colour, self.from_file
            )
        }
    }
}

/// A push and the compulsory captures it sets off.
///
/// ```
/// use combinatorial_games::games::DawsonsChess;
/// // On one file a push meets no pawn beside it: one ply, no capture.
/// let e = DawsonsChess::new(1).push(1).unwrap();
/// assert_eq!(e.plies.len(), 1);
/// assert!(!e.plies[0].is_capture());
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Exchange {
    /// The push, then each capture, in order.
    pub plies: Vec<Ply>,
    /// The board once no capture is left, with the pusher's opponent to
    /// move.
    pub after: DawsonsChess,
}

/// Why a push cannot be played.
///
/// ```
/// use combinatorial_games::games::{DawsonsChess, MoveError};
/// assert_eq!(DawsonsChess::new(2).push(3), Err(MoveError::NoSuchFile { file: 3, files: 2 }));
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum MoveError {
    /// The file is not on the board.
    #[error("there is no file {file}: the board has files 1 to {files}")]
    NoSuchFile {
        /// The file asked for.
        file: usize,
        /// How many files the board has.
        files: usize,
    },
    /// The player to move has no pawn that can advance on that file.
    #[error(
        "{colour} has no pawn to push on file {file}: only a file whose two pawns are both at home can be pushed"
    )]
    Blocked {
        /// Who is to move.
        colour: Colour,
        /// The file asked for.
        file: usize,
    },
}

pub(super) type Square = Option<Colour>;
