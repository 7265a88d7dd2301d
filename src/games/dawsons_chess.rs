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

use std::fmt;
use std::str::FromStr;

use thiserror::Error;

use std::sync::{Arc, LazyLock};

use super::heaps::{HeapParts, MAX_HEAP};
use super::impartial::{boxed, ImpartialBoard};
use super::{size, Entry, HeapRules, Kind, Split};
use crate::impartial::{runs, BoardError, HeapGame, Position, TakeAndBreak};
use crate::play::Part;

/// The colour of a pawn, or of the player to move.
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
    fn home(self) -> usize {
        match self {
            Colour::White => 0,
            Colour::Black => 2,
        }
    }

    fn ahead(self, rank: usize) -> Option<usize> {
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
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Exchange {
    /// The push, then each capture, in order.
    pub plies: Vec<Ply>,
    /// The board once no capture is left, with the pusher's opponent to
    /// move.
    pub after: DawsonsChess,
}

/// Why a push cannot be played.
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
    #[error("{colour} has no pawn to push on file {file}: only a file whose two pawns are both at home can be pushed")]
    Blocked {
        /// Who is to move.
        colour: Colour,
        /// The file asked for.
        file: usize,
    },
}

type Square = Option<Colour>;

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

fn dawson_values(n: usize) -> Vec<u64> {
    TakeAndBreak::dawsons_chess().nim_values(n)
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

    /// How many files the board has.
    pub fn files(&self) -> usize {
        self.ranks[0].len()
    }

    /// Who is to move.
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
    pub fn is_over(&self) -> bool {
        (0..self.files()).all(|f| !self.live(f))
    }

    fn value_with(&self, values: &[u64]) -> u64 {
        runs(&self.live_files())
            .iter()
            .fold(0, |a, &(_, len)| a ^ values[len])
    }

    /// For each file, whether both its pawns are at home.
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
                        })
                    }
                });
            }
            offset += text.chars().count() + 1;
            ranks[2 - i] = rank;
        }
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
static PARTS: HeapParts = HeapParts(|| {
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
        game: PARTS.0,
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
mod tests {
    use super::*;
    use std::collections::HashMap;

    /// The rules of pawns again, written apart from the library's: a board
    /// is a string per file of three squares (rank 1 first), and the player
    /// to move must capture when they can.
    fn plies(board: &[[u8; 3]], white: bool) -> Vec<Vec<[u8; 3]>> {
        let (me, them) = if white { (b'W', b'B') } else { (b'B', b'W') };
        let step = |r: usize| -> Option<usize> {
            if white {
                (r < 2).then_some(r + 1)
            } else {
                r.checked_sub(1)
            }
        };
        let mut captures = Vec::new();
        let mut pushes = Vec::new();
        for f in 0..board.len() {
            for r in 0..3 {
                if board[f][r] != me {
                    continue;
                }
                let Some(t) = step(r) else { continue };
                if board[f][t] == b'.' {
                    let mut b = board.to_vec();
                    b[f][r] = b'.';
                    b[f][t] = me;
                    pushes.push(b);
                }
                for g in [f.wrapping_sub(1), f + 1] {
                    if g < board.len() && board[g][t] == them {
                        let mut b = board.to_vec();
                        b[f][r] = b'.';
                        b[g][t] = me;
                        captures.push(b);
                    }
                }
            }
        }
        if captures.is_empty() {
            pushes
        } else {
            captures
        }
    }

    fn wins(
        board: &[[u8; 3]],
        white: bool,
        memo: &mut HashMap<(Vec<[u8; 3]>, bool), bool>,
    ) -> bool {
        if let Some(&w) = memo.get(&(board.to_vec(), white)) {
            return w;
        }
        let w = plies(board, white).iter().any(|b| !wins(b, !white, memo));
        memo.insert((board.to_vec(), white), w);
        w
    }

    fn to_chess(board: &[[u8; 3]], white: bool) -> DawsonsChess {
        let sq = |c: u8| match c {
            b'W' => Some(Colour::White),
            b'B' => Some(Colour::Black),
            _ => None,
        };
        DawsonsChess {
            ranks: [0, 1, 2].map(|r| board.iter().map(|f| sq(f[r])).collect()),
            to_move: if white { Colour::White } else { Colour::Black },
        }
    }

    /// Every board reachable from the start with `n` files, with who moves.
    fn reachable(n: usize) -> Vec<(Vec<[u8; 3]>, bool)> {
        let start = vec![*b"W.B"; n];
        let mut seen = std::collections::HashSet::new();
        let mut stack = vec![(start, true)];
        while let Some((b, w)) = stack.pop() {
            if !seen.insert((b.clone(), w)) {
                continue;
            }
            for next in plies(&b, w) {
                stack.push((next, !w));
            }
        }
        seen.into_iter().collect()
    }

    #[test]
    fn start_boards_lose_for_the_first_player_exactly_at_4_and_8() {
        // Dawson's Chess: A002187 is 0 at n = 0, 4, 8, 14, 20, ...
        let mut memo = HashMap::new();
        for n in 1..=12 {
            let lost = !wins(&vec![*b"W.B"; n], true, &mut memo);
            assert_eq!(lost, n == 4 || n == 8, "n = {n}");
            assert_eq!(DawsonsChess::new(n).nim_value() == 0, lost, "n = {n}");
        }
    }

    #[test]
    fn every_board_between_exchanges_agrees_with_search() {
        // Every reachable board with no capture to make: it parses, its
        // value is 0 exactly when the player to move loses, and the winning
        // moves are exactly the pushes whose exchange leaves a lost board.
        let mut memo = HashMap::new();
        let mut checked = 0;
        for n in 1..=11 {
            for (b, white) in reachable(n) {
                let chess = to_chess(&b, white);
                let quiet = chess.captures(Colour::White).is_empty();
                assert_eq!(quiet, chess.captures(Colour::Black).is_empty());
                if !quiet {
                    continue;
                }
                let text = format!("{} {}", chess.board(), if white { "w" } else { "b" });
                let parsed: DawsonsChess = text.parse().unwrap();
                assert_eq!(parsed, chess);
                let win = wins(&b, white, &mut memo);
                assert_eq!(chess.nim_value() != 0, win, "{text}");
                let listed: Vec<usize> = chess
                    .winning_moves()
                    .iter()
                    .map(|m| {
                        m.trim_start_matches("push the pawn on file ")
                            .parse()
                            .unwrap()
                    })
                    .collect();
                let by_search: Vec<usize> = chess
                    .pushes()
                    .into_iter()
                    .filter(|&f| {
                        let mut next = b.clone();
                        let r = if white { 0 } else { 2 };
                        next[f - 1][r] = b'.';
                        next[f - 1][1] = if white { b'W' } else { b'B' };
                        !wins(&next, !white, &mut memo)
                    })
                    .collect();
                assert_eq!(listed, by_search, "{text}");
                checked += 1;
            }
        }
        assert!(checked > 2000, "{checked}");
    }

    #[test]
    fn exchanges_are_odd_and_end_at_the_value_the_runs_predict() {
        // Each push's exchange ends with the pusher's opponent to move, with
        // the .137 value that moves_to reads off the runs, whichever
        // captures are chosen (checked by playing every choice).
        for n in 1..=9 {
            for (b, white) in reachable(n) {
                let chess = to_chess(&b, white);
                if !chess.captures(chess.to_move).is_empty() {
                    continue;
                }
                for f in chess.pushes() {
                    let e = chess.push(f).unwrap();
                    assert_eq!(e.plies.len() % 2, 1);
                    assert_eq!(e.after.to_move, chess.to_move.other());
                    assert!(e.after.check().is_ok(), "{}", e.after);
                    let v = e.after.nim_value();
                    let m = format!("push the pawn on file {f}");
                    assert!(chess.moves_to(v).contains(&m), "{chess}: {m}");
                    // Every choice of captures reaches the same board.
                    let mut r = b.clone();
                    let home = if white { 0 } else { 2 };
                    r[f - 1][home] = b'.';
                    r[f - 1][1] = if white { b'W' } else { b'B' };
                    let mut frontier = vec![(r, !white)];
                    while let Some((x, w)) = frontier.pop() {
                        let xs = to_chess(&x, w);
                        if xs.captures(xs.to_move).is_empty() {
                            assert_eq!(xs.board(), e.after.board());
                        } else {
                            frontier.extend(plies(&x, w).into_iter().map(|y| (y, !w)));
                        }
                    }
                }
            }
        }
    }

    #[test]
    fn bad_boards_say_why() {
        let err = |s: &str| s.parse::<DawsonsChess>().unwrap_err();
        assert!(matches!(err(""), BoardError::Empty(..)));
        assert!(matches!(err("BB/WW"), BoardError::Shape { .. }));
        assert!(matches!(err("BBB/../WWW"), BoardError::Shape { .. }));
        assert!(matches!(
            err("BxB/.../WWW"),
            BoardError::Bad { position: 2, .. }
        ));
        assert!(matches!(err("BBB/.../WWW q"), BoardError::Bad { .. }));
        // A lone pawn, and two pawns of one colour on a file.
        assert!(matches!(
            err("B.B/.../WWW"),
            BoardError::File { file: 2, .. }
        ));
        assert!(matches!(
            err("BBB/.B./W.W"),
            BoardError::File { file: 2, .. }
        ));
        // A pawn pushed next to an enemy pawn at home.
        assert!(matches!(
            err("BBB/W../.WW"),
            BoardError::PendingCapture { from: 1, to: 2 }
        ));
        let ok: DawsonsChess = "B.B.B/..W../W...W b".parse().unwrap();
        assert_eq!(ok.to_move(), Colour::Black);
        assert_eq!(ok.nim_value(), 0);
        let lines: DawsonsChess = "BBB\n...\nWWW".parse().unwrap();
        assert_eq!(lines, DawsonsChess::new(3));
    }
}
