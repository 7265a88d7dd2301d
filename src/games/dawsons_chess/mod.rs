//! Dawson's Chess on the real 3 x n board: white pawns on the first rank,
//! black pawns on the third, captures compulsory, and the player who cannot
//! move loses.
//!
//! A push next to an enemy pawn at home starts a forced exchange: the
//! captures that follow are compulsory and end with the pusher's pawn
//! blocked on the middle rank and the files beside it emptied. So a push on
//! a file whose pawns are both at home removes that file and its neighbours
//! with pawns at home: the game is the take-and-break game `.137` on the
//! runs of such files (Winning Ways, chapter 4). Here the pushes
//! are played out by the rules of pawns, and the `.137` values read the
//! board between exchanges.

use std::sync::{Arc, LazyLock};

use super::heaps::{HeapParts, MAX_HEAP};
use super::impartial::{ImpartialBoard, boxed};
use super::{Entry, HeapRules, Kind, Split, size};
use crate::impartial::{BoardError, HeapGame, Position, TakeAndBreak, runs};
use crate::play::Part;

mod pawns;
mod text;

use pawns::Square;
pub use pawns::{Colour, Exchange, MoveError, Ply};

/// A Dawson's Chess board between exchanges, with the player to move.
///
/// Written as three ranks from Black's home down to White's, separated by
/// `/` or new lines: `B` a black pawn, `W` a white pawn, `.` an empty
/// square, optionally followed by ` w` or ` b` for the player to move
/// (White when not said). The value does not depend on who moves: both
/// players push on the same files. A board with a capture to make is
/// refused: captures are compulsory, so give the board after them.
///
/// ```
/// use combinatorial_games::impartial::Position;
/// use combinatorial_games::games::DawsonsChess;
/// // Four files: the first player loses. A push on an end file leaves a run
/// // of two files, one on file 2 or 3 leaves a single file: *1 either way.
/// assert_eq!(DawsonsChess::new(4).nim_value(), 0);
/// // Five files: push on the middle file. The exchange empties files 2 and
/// // 4, blocks file 3, and leaves two single files: *1 + *1 = 0.
/// let five: DawsonsChess = "BBBBB/...../WWWWW".parse().unwrap();
/// assert_eq!(five.nim_value(), 3);
/// assert_eq!(five.winning_moves(), ["push the pawn on file 3"]);
/// let after = five.push(3).unwrap().after;
/// assert_eq!(after.board(), "B.B.B/..W../W...W");
/// assert_eq!(after.nim_value(), 0);
/// // A pawn next to an enemy pawn it can take: not a board between exchanges.
/// assert!("BBB/W../.WW".parse::<DawsonsChess>().is_err());
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct DawsonsChess {
    /// `ranks[0]` is rank 1 (White's home), `ranks[2]` rank 3.
    ranks: [Vec<Square>; 3],
    to_move: Colour,
}

const CHESS_FORMAT: &str = "three ranks from Black's home to White's, separated by '/', of 'B' (black pawn), 'W' (white pawn) and '.', as in BBBB/..../WWWW, optionally followed by ' w' or ' b' for the player to move";

fn dawson_values(n: usize) -> Arc<[u64]> {
    super::sequences::values("dawson", n, |m| TakeAndBreak::dawsons_chess().nim_values(m))
}

impl DawsonsChess {
    /// The starting board with `files` files, White to move.
    ///
    /// ```
    /// use combinatorial_games::impartial::Position;
    /// use combinatorial_games::games::DawsonsChess;
    /// assert_eq!(DawsonsChess::new(3).board(), "BBB/.../WWW");
    /// assert_eq!(DawsonsChess::new(3).nim_value(), 2);
    /// ```
    pub fn new(files: usize) -> DawsonsChess {
        DawsonsChess {
            ranks: [
                vec![Some(Colour::White); files],
                vec![None; files],
                vec![Some(Colour::Black); files],
            ],
            to_move: Colour::White,
        }
    }

    /// The ranks, White's home (rank 1) first, as
    /// [`DawsonsChess::from_ranks`] takes them.
    ///
    /// ```
    /// use combinatorial_games::games::{Colour, DawsonsChess};
    /// let r = DawsonsChess::new(2).ranks().clone();
    /// assert_eq!(r, [vec![Some(Colour::White); 2], vec![None; 2], vec![Some(Colour::Black); 2]]);
    /// ```
    pub fn ranks(&self) -> &[Vec<Option<Colour>>; 3] {
        &self.ranks
    }

    /// How many files the board has.
    ///
    /// ```
    /// use combinatorial_games::games::DawsonsChess;
    /// assert_eq!(DawsonsChess::new(5).files(), 5);
    /// ```
    pub fn files(&self) -> usize {
        self.ranks[0].len()
    }

    /// Who is to move.
    ///
    /// ```
    /// use combinatorial_games::games::{Colour, DawsonsChess};
    /// assert_eq!(DawsonsChess::new(3).to_move(), Colour::White);
    /// assert_eq!(DawsonsChess::new(3).with_to_move(Colour::Black).to_move(), Colour::Black);
    /// ```
    pub fn to_move(&self) -> Colour {
        self.to_move
    }

    /// The same board with `colour` to move.
    ///
    /// ```
    /// use combinatorial_games::games::{Colour, DawsonsChess};
    /// let b = DawsonsChess::new(2).with_to_move(Colour::Black);
    /// // Black pushes on file 1, White takes from file 2, Black retakes.
    /// assert_eq!(b.push(1).unwrap().after.board(), "../B./W.");
    /// ```
    pub fn with_to_move(mut self, colour: Colour) -> DawsonsChess {
        self.to_move = colour;
        self
    }

    /// The board as its three ranks, Black's home first: `BBB/.../WWW`.
    ///
    /// ```
    /// use combinatorial_games::games::DawsonsChess;
    /// let b: DawsonsChess = "B.B.B/..W../W...W".parse().unwrap();
    /// assert_eq!(b.board(), "B.B.B/..W../W...W");
    /// ```
    pub fn board(&self) -> String {
        let rank = |r: &Vec<Square>| -> String {
            r.iter()
                .map(|s| match s {
                    Some(Colour::White) => 'W',
                    Some(Colour::Black) => 'B',
                    None => '.',
                })
                .collect()
        };
        format!(
            "{}/{}/{}",
            rank(&self.ranks[2]),
            rank(&self.ranks[1]),
            rank(&self.ranks[0])
        )
    }

    /// Whether file `f` (from 0) has both pawns at home.
    fn live(&self, f: usize) -> bool {
        self.ranks[0][f] == Some(Colour::White)
            && self.ranks[1][f].is_none()
            && self.ranks[2][f] == Some(Colour::Black)
    }

    /// The files (from 1) where the player to move can push: those with both
    /// pawns at home.
    ///
    /// ```
    /// use combinatorial_games::games::DawsonsChess;
    /// let b: DawsonsChess = "B.BB/..../W.WW".parse().unwrap();
    /// assert_eq!(b.pushes(), vec![1, 3, 4]);
    /// ```
    pub fn pushes(&self) -> Vec<usize> {
        (0..self.files())
            .filter(|&f| self.live(f))
            .map(|f| f + 1)
            .collect()
    }

    /// The captures open to `colour` (files and ranks from 1).
    fn captures(&self, colour: Colour) -> Vec<Ply> {
        let mut out = Vec::new();
        for rank in 0..3 {
            let Some(to) = colour.ahead(rank) else {
                continue;
            };
            for f in 0..self.files() {
                if self.ranks[rank][f] != Some(colour) {
                    continue;
                }
                for g in [f.wrapping_sub(1), f + 1] {
                    if g < self.files() && self.ranks[to][g] == Some(colour.other()) {
                        out.push(Ply {
                            colour,
                            from_file: f + 1,
                            to_file: g + 1,
                            to_rank: to + 1,
                        });
                    }
                }
            }
        }
        out
    }

    /// Plays `ply`, a move of the player to move, by the rules of pawns.
    fn apply(&mut self, ply: Ply) {
        let colour = ply.colour;
        let to = ply.to_rank - 1;
        let from = if colour == Colour::White {
            to - 1
        } else {
            to + 1
        };
        self.ranks[from][ply.from_file - 1] = None;
        self.ranks[to][ply.to_file - 1] = Some(colour);
        self.to_move = colour.other();
    }

    /// Pushes the pawn of the player to move on `file` (from 1) and plays
    /// the compulsory captures that follow, by the rules of pawns.
    ///
    /// When a player has a choice of captures any of them leads to the same
    /// board; the first found is played.
    ///
    /// ```
    /// use combinatorial_games::impartial::Position;
    /// use combinatorial_games::games::DawsonsChess;
    /// let e = DawsonsChess::new(5).push(3).unwrap();
    /// assert_eq!(e.plies.len(), 5);
    /// assert_eq!(e.after.board(), "B.B.B/..W../W...W");
    /// assert!(DawsonsChess::new(5).push(6).is_err());
    /// assert!(e.after.push(3).is_err());
    /// ```
    pub fn push(&self, file: usize) -> Result<Exchange, MoveError> {
        let files = self.files();
        if file == 0 || file > files {
            return Err(MoveError::NoSuchFile { file, files });
        }
        let colour = self.to_move;
        if !self.live(file - 1) {
            return Err(MoveError::Blocked { colour, file });
        }
        let home = colour.home();
        let push = Ply {
            colour,
            from_file: file,
            to_file: file,
            to_rank: colour.ahead(home).map_or(0, |r| r + 1),
        };
        let mut after = self.clone();
        after.apply(push);
        let mut plies = vec![push];
        while let Some(&capture) = after.captures(after.to_move).first() {
            after.apply(capture);
            plies.push(capture);
        }
        Ok(Exchange { plies, after })
    }

    /// Whether the game is over: no file has both pawns at home.
    ///
    /// ```
    /// use combinatorial_games::games::DawsonsChess;
    /// // One file: the pushed pawn stands blocked, with nothing to take.
    /// assert!(!DawsonsChess::new(1).is_over());
    /// assert!(DawsonsChess::new(1).push(1).unwrap().after.is_over());
    /// ```
    pub fn is_over(&self) -> bool {
        (0..self.files()).all(|f| !self.live(f))
    }

    fn value_with(&self, values: &[u64]) -> u64 {
        runs(&self.live_files())
            .iter()
            .fold(0, |a, &(_, len)| a ^ values[len])
    }

    /// For each file, whether both its pawns are at home.
    ///
    /// ```
    /// use combinatorial_games::games::DawsonsChess;
    /// // Files 1 and 5 still have both pawns at home.
    /// let b: DawsonsChess = "B.B.B/..W../W...W".parse().unwrap();
    /// assert_eq!(b.live_files(), [true, false, false, false, true]);
    /// ```
    pub fn live_files(&self) -> Vec<bool> {
        (0..self.files()).map(|f| self.live(f)).collect()
    }

    /// Checks a parsed board: every file is one that arises between
    /// exchanges, and no capture is waiting.
    fn check(&self) -> Result<(), BoardError> {
        for f in 0..self.files() {
            let file = [self.ranks[0][f], self.ranks[1][f], self.ranks[2][f]];
            use Colour::{Black as B, White as W};
            let fine = matches!(
                file,
                [None, None, None]
                    | [Some(W), None, Some(B)]
                    | [None, Some(W), Some(B)]
                    | [Some(W), Some(B), None]
            );
            if !fine {
                return Err(BoardError::File {
                    game: "Dawson's Chess",
                    file: f + 1,
                    why: "between exchanges a file is empty, has both pawns at home, or has one pawn pushed up against the other",
                });
            }
        }
        for colour in [Colour::White, Colour::Black] {
            if let Some(c) = self.captures(colour).first() {
                return Err(BoardError::PendingCapture {
                    from: c.from_file,
                    to: c.to_file,
                });
            }
        }
        Ok(())
    }
}

impl Position for DawsonsChess {
    /// The nim-sum of the `.137` values of the runs of files with both pawns
    /// at home (a push and the captures it forces count as one move).
    fn nim_value(&self) -> u64 {
        self.value_with(&dawson_values(self.files()))
    }

    /// A push on a run of `n` files leaves: nothing when `n = 1`; a run of
    /// `n - 2` from either end; runs of `i - 1` and `n - 2 - i` from the
    /// `i`-th file inside (from 0).
    fn moves_to(&self, target: u64) -> Vec<String> {
        let g = dawson_values(self.files());
        let total = self.value_with(&g);
        let mut out = Vec::new();
        for (start, n) in runs(&self.live_files()) {
            let want = total ^ g[n] ^ target;
            let after = |i: usize| match (n, i) {
                (1, _) => 0,
                (_, 0) => g[n - 2],
                (_, i) if i == n - 1 => g[n - 2],
                (_, i) => g[i - 1] ^ g[n - 2 - i],
            };
            for i in 0..n {
                if after(i) == want {
                    out.push(format!("push the pawn on file {}", start + i + 1));
                }
            }
        }
        out
    }
}

/// A run of `n` files with both pawns at home is a heap of `n` in the code
/// .137: a push and the captures it forces count as one move.
static PARTS: HeapParts = HeapParts::normal_only(|| {
    static RULES: LazyLock<Arc<dyn HeapGame + Send + Sync>> =
        LazyLock::new(|| Arc::new(TakeAndBreak::dawsons_chess()));
    Arc::clone(&RULES)
});

/// Dawson's Chess in the catalogue.
pub static ENTRY: Entry = Entry {
    id: "dawson",
    aliases: &["chess", "dawsonschess"],
    name: "Dawson's Chess",
    expr_name: "DawsonsChess",
    about: "Pawns on a 3 x n board, captures compulsory: whoever cannot move loses.",
    format: "three ranks from Black's home to White's separated by '/', 'B' and 'W' for pawns and '.' for empty squares, or a number n for a fresh 3 x n board",
    example: "BBBBBB/....../WWWWWW",
    kind: Kind::Impartial,
    valued_by: "the nim-sum of the .137 values of the runs of files with both pawns at home",
    sides: None,
    read: |b| match size(b)? {
        Some(n) => Ok(boxed(DawsonsChess::new(n))),
        None => Ok(boxed(b.parse::<DawsonsChess>().map_err(|e| e.to_string())?)),
    },
    heap: Some(HeapRules {
        game: PARTS.game,
        max_heap: MAX_HEAP,
    }),
};

impl ImpartialBoard for DawsonsChess {
    fn entry() -> &'static Entry {
        &ENTRY
    }

    fn text(&self) -> String {
        self.board()
    }

    fn move_count(&self) -> u64 {
        self.pushes().len() as u64
    }

    fn moves(&self) -> Vec<(String, DawsonsChess)> {
        self.pushes()
            .into_iter()
            .filter_map(|f| {
                self.push(f)
                    .ok()
                    .map(|e| (format!("push the pawn on file {f}"), e.after))
            })
            .collect()
    }

    fn split(&self) -> Split {
        let parts = runs(&self.live_files())
            .into_iter()
            .map(|(_, n)| Part::new(&PARTS, n as u64));
        Split::Parts(parts.collect())
    }
}

#[cfg(test)]
mod tests;
