//! Playing games: positions with readable moves, exact win/lose verdicts
//! and remoteness, and a computer that plays perfectly.
//!
//! Remoteness is the number of moves the game lasts when the winner
//! hurries and the loser delays (GamesCrafters' convention). It is found by
//! search, memoised over canonical positions: an impartial board is read as
//! a multiset of independent parts (Nim heaps, runs of Kayles pins or of
//! Dawson's Chess files, Treblecross stretches), so sums of different games
//! are searched together and every arrangement of the same parts once.
//! When a position is too large to search, the answer says so
//! ([`TooLarge`]) instead of guessing.
//!
//! ```
//! use combinatorial_games::play::{Board, Searcher};
//! let mut s = Searcher::default();
//! // Nim 1 1: whatever the player to move does, the opponent takes the
//! // last coin: a loss, two moves from the end.
//! let p = Board::parse("nim", "1 1").unwrap();
//! assert_eq!(p.verdict(&mut s).unwrap().to_string(), "lose in 2");
//! // Nim 1 2: take 1 from the pile of 2 (to 1 1): a win in 3.
//! let q = Board::parse("nim", "1 2").unwrap();
//! assert_eq!(q.verdict(&mut s).unwrap().to_string(), "win in 3");
//! let best = q.best_move(&mut s).unwrap().unwrap();
//! assert_eq!(best.text, "take 1 from pile 2 (2 -> 1)");
//! ```

mod search;
mod toads;

use std::fmt;

use thiserror::Error;

use crate::impartial::{runs, BoardError, DawsonsChess, KaylesRow, NimPosition, Treblecross};
use crate::rulesets::{ToadsAndFrogs, ToadsAndFrogsError};
use search::Atom;
pub use search::{Searcher, TooLarge, Verdict};

/// A position of one of the playable games, with the player to move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Board {
    /// Nim piles.
    Nim(NimPosition),
    /// A row of Kayles pins.
    Kayles(KaylesRow),
    /// A Dawson's Chess board.
    Dawson(DawsonsChess),
    /// A Treblecross row.
    Treblecross(Treblecross),
    /// A Toads and Frogs strip, and whether Left (the toads) is to move.
    Toads(ToadsAndFrogs, bool),
    /// A sum of impartial games: a move is a move in one of them.
    Sum(Vec<Board>),
}

/// One move: what it is, in words, and the position it leads to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Move {
    /// The move as a sentence, as in "take 2 from pile 1 (3 -> 1)".
    pub text: String,
    /// The position after it.
    pub after: Board,
}

/// Why a game or board cannot be read.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum PlayError {
    /// No such game.
    #[error(
        "there is no game '{0}': the games are nim, kayles, dawson, treblecross, toads and sum"
    )]
    UnknownGame(String),
    /// A board that does not read, with what was wrong and what a board
    /// of this game looks like.
    #[error("{problem}. A board for {game} is {format}, as in {example}")]
    BadBoard {
        /// What was wrong.
        problem: String,
        /// The game's name.
        game: &'static str,
        /// The board format.
        format: &'static str,
        /// An example board.
        example: &'static str,
    },
    /// A board given as a size that is out of range.
    #[error("a {game} board of {size} is out of range: {why}")]
    Size {
        /// The game.
        game: &'static str,
        /// The size asked for.
        size: String,
        /// The limits.
        why: &'static str,
    },
    /// Toads and Frogs in a sum with impartial games.
    #[error("sums are of impartial games (nim, kayles, dawson, treblecross); Toads and Frogs is played on its own")]
    PartizanInSum,
}

/// The games, with the board format of each and an example.
///
/// ```
/// use combinatorial_games::play::GAMES;
/// assert!(GAMES.iter().any(|g| g.id == "kayles"));
/// ```
pub const GAMES: &[GameInfo] = &[
    GameInfo {
        id: "nim",
        name: "Nim",
        format: "pile sizes separated by spaces, commas or underscores",
        example: "3_4_5",
    },
    GameInfo {
        id: "kayles",
        name: "Kayles",
        format: "a row of pins, '|' or 'I' standing and '.' knocked down, or a number n for a fresh row of n",
        example: "|||.||||",
    },
    GameInfo {
        id: "dawson",
        name: "Dawson's Chess",
        format: "three ranks from Black's home to White's separated by '/', 'B' and 'W' for pawns and '.' for empty squares, or a number n for a fresh 3 x n board",
        example: "BBBBBB/....../WWWWWW",
    },
    GameInfo {
        id: "treblecross",
        name: "Treblecross",
        format: "a row of cells, 'X' for a cross and '.' for an empty cell, or a number n for an empty row of n",
        example: "....X.......",
    },
    GameInfo {
        id: "toads",
        name: "Toads and Frogs",
        format: "a strip of 'T' (toads, Left's, moving right), 'F' (frogs, Right's, moving left) and '_' or '.' (empty), then ' R' when the frogs are to move (the toads move first otherwise)",
        example: "TTT__FFF",
    },
    GameInfo {
        id: "sum",
        name: "Sum of games",
        format: "impartial games joined by '+', each a game id and its board",
        example: "nim 3 5 + kayles 7",
    },
];

/// A game's id, name, and board format with an example.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GameInfo {
    /// The id used in commands and URLs.
    pub id: &'static str,
    /// The name.
    pub name: &'static str,
    /// What a board looks like.
    pub format: &'static str,
    /// A board.
    pub example: &'static str,
}

/// Boards given as a size are limited so that a typo cannot ask for
/// gigabytes.
const MAX_SIZE: usize = 10_000;

fn size(game: &'static str, text: &str) -> Result<Option<usize>, PlayError> {
    let t = text.trim();
    if t.is_empty() || !t.bytes().all(|b| b.is_ascii_digit()) {
        return Ok(None);
    }
    match t.parse::<usize>() {
        Ok(n) if (1..=MAX_SIZE).contains(&n) => Ok(Some(n)),
        _ => Err(PlayError::Size {
            game,
            size: t.to_string(),
            why: "give a number from 1 to 10000",
        }),
    }
}

impl Board {
    /// Reads a board of the game `id` (see [`GAMES`]).
    ///
    /// ```
    /// use combinatorial_games::play::Board;
    /// assert_eq!(Board::parse("kayles", "5").unwrap().to_string(), "Kayles IIIII");
    /// assert_eq!(Board::parse("nim", "3_4_5").unwrap().to_string(), "Nim 3 4 5");
    /// let e = Board::parse("kayles", "II x").unwrap_err().to_string();
    /// assert!(e.contains("or a number n for a fresh row"), "{e}");
    /// ```
    pub fn parse(id: &str, board: &str) -> Result<Board, PlayError> {
        let info = GAMES.iter().find(|g| g.id == id);
        let bad = |problem: String| match info {
            Some(i) => PlayError::BadBoard {
                problem,
                game: i.name,
                format: i.format,
                example: i.example,
            },
            None => PlayError::UnknownGame(id.to_string()),
        };
        let board_err = |e: BoardError| bad(e.to_string());
        let toads_err = |e: ToadsAndFrogsError| bad(e.to_string());
        if board.trim().is_empty() {
            return Err(bad("the board is empty".to_string()));
        }
        Ok(match id {
            "nim" => Board::Nim(board.replace('_', " ").parse().map_err(board_err)?),
            "kayles" => match size("Kayles", board)? {
                Some(n) => Board::Kayles(KaylesRow::new(vec![true; n])),
                None => Board::Kayles(board.parse().map_err(board_err)?),
            },
            "dawson" => match size("Dawson's Chess", board)? {
                Some(n) => Board::Dawson(DawsonsChess::new(n)),
                None => Board::Dawson(board.parse().map_err(board_err)?),
            },
            "treblecross" => match size("Treblecross", board)? {
                Some(n) => Board::Treblecross(Treblecross::new(vec![false; n])),
                None => Board::Treblecross(board.parse().map_err(board_err)?),
            },
            "toads" => {
                let b = board.trim();
                let (strip, left) = match b.rsplit_once(char::is_whitespace) {
                    Some((s, side))
                        if side.eq_ignore_ascii_case("r") || side.eq_ignore_ascii_case("right") =>
                    {
                        (s, false)
                    }
                    Some((s, side))
                        if side.eq_ignore_ascii_case("l") || side.eq_ignore_ascii_case("left") =>
                    {
                        (s, true)
                    }
                    _ => (b, true),
                };
                Board::Toads(strip.parse().map_err(toads_err)?, left)
            }
            "sum" => {
                let mut parts = Vec::new();
                for part in board.split('+') {
                    let part = part.trim();
                    let (id, rest) = part.split_once(char::is_whitespace).unwrap_or((part, ""));
                    let g = Board::parse(id, rest.trim())
                        .map_err(|e| bad(format!("in '{part}': {e}")))?;
                    if matches!(g, Board::Toads(..)) {
                        return Err(PlayError::PartizanInSum);
                    }
                    match g {
                        Board::Sum(inner) => parts.extend(inner),
                        g => parts.push(g),
                    }
                }
                Board::Sum(parts)
            }
            other => return Err(PlayError::UnknownGame(other.to_string())),
        })
    }

    /// The board as text, in the format [`Board::parse`] reads.
    pub fn board(&self) -> String {
        match self {
            Board::Nim(p) => p
                .piles()
                .iter()
                .map(u64::to_string)
                .collect::<Vec<_>>()
                .join("_"),
            Board::Kayles(k) => k
                .pins()
                .iter()
                .map(|&p| if p { '|' } else { '.' })
                .collect(),
            Board::Dawson(d) => d.board(),
            Board::Treblecross(t) => t
                .crosses()
                .iter()
                .map(|&x| if x { 'X' } else { '.' })
                .collect(),
            Board::Toads(t, true) => t.to_string(),
            Board::Toads(t, false) => format!("{t} R"),
            Board::Sum(parts) => parts
                .iter()
                .map(|p| format!("{} {}", p.id(), p.board()))
                .collect::<Vec<_>>()
                .join(" + "),
        }
    }

    /// The game's id (see [`GAMES`]).
    pub fn id(&self) -> &'static str {
        match self {
            Board::Nim(_) => "nim",
            Board::Kayles(_) => "kayles",
            Board::Dawson(_) => "dawson",
            Board::Treblecross(_) => "treblecross",
            Board::Toads(..) => "toads",
            Board::Sum(_) => "sum",
        }
    }

    /// Who is to move, for games where it matters ("Left (toads)"), or
    /// `None` for impartial games, where both players have the same moves.
    pub fn to_move(&self) -> Option<&'static str> {
        match self {
            Board::Toads(_, true) => Some("Left (toads)"),
            Board::Toads(_, false) => Some("Right (frogs)"),
            _ => None,
        }
    }

    /// The legal moves, in words, with the positions they lead to.
    pub fn moves(&self) -> Vec<Move> {
        let mv = |text: String, after: Board| Move { text, after };
        match self {
            Board::Nim(p) => {
                let piles = p.piles();
                let mut out = Vec::new();
                for (i, &n) in piles.iter().enumerate() {
                    for k in (0..n).rev() {
                        let mut next = piles.to_vec();
                        next[i] = k;
                        out.push(mv(
                            format!("take {} from pile {} ({n} -> {k})", n - k, i + 1),
                            Board::Nim(NimPosition::new(next)),
                        ));
                    }
                }
                out
            }
            Board::Kayles(k) => k
                .moves()
                .into_iter()
                .map(|(m, r)| mv(m, Board::Kayles(r)))
                .collect(),
            Board::Dawson(d) => d
                .pushes()
                .into_iter()
                .filter_map(|f| d.push(f).ok().map(|e| (f, e)))
                .map(|(f, e)| mv(format!("push the pawn on file {f}"), Board::Dawson(e.after)))
                .collect(),
            Board::Treblecross(t) => {
                if t.has_three() {
                    return vec![];
                }
                let cells = t.crosses();
                (0..cells.len())
                    .filter(|&i| !cells[i])
                    .map(|i| {
                        let mut next = cells.to_vec();
                        next[i] = true;
                        mv(
                            format!("cross cell {}", i + 1),
                            Board::Treblecross(Treblecross::new(next)),
                        )
                    })
                    .collect()
            }
            Board::Toads(t, left) => {
                let moves = if *left {
                    t.left_moves_described()
                } else {
                    t.right_moves_described()
                };
                moves
                    .into_iter()
                    .map(|(m, q)| mv(m.to_string(), Board::Toads(q, !left)))
                    .collect()
            }
            Board::Sum(parts) => {
                let mut out = Vec::new();
                if self.finished() {
                    return out;
                }
                for (i, p) in parts.iter().enumerate() {
                    for m in p.moves() {
                        let mut next = parts.clone();
                        next[i] = m.after;
                        out.push(mv(
                            format!("in {}: {}", p.label(), m.text),
                            Board::Sum(next),
                        ));
                    }
                }
                out
            }
        }
    }

    fn label(&self) -> String {
        format!("{} {}", self.id(), self.board())
    }

    /// The atoms of an impartial position with no immediate win, or `None`
    /// for Treblecross rows with three in a row or a threat.
    fn atoms(&self, out: &mut Vec<Atom>) -> Option<()> {
        match self {
            Board::Nim(p) => out.extend(p.piles().iter().map(|&n| Atom::Nim(n))),
            Board::Kayles(k) => out.extend(
                runs(k.pins())
                    .into_iter()
                    .map(|(_, n)| Atom::Kayles(n as u32)),
            ),
            Board::Dawson(d) => out.extend(
                runs(&d.live_files())
                    .into_iter()
                    .map(|(_, n)| Atom::Dawson(n as u32)),
            ),
            Board::Treblecross(t) => {
                if t.has_three() || !t.immediate_wins().is_empty() {
                    return None;
                }
                let cells = t.crosses();
                let empty: Vec<bool> = cells.iter().map(|&x| !x).collect();
                // A cross just beyond the stretch, with or without room
                // behind it.
                let bound = |cross: Option<usize>| match cross {
                    None => search::EDGE,
                    Some(c) if c == 0 || c + 1 == cells.len() => search::CROSS_AT_EDGE,
                    Some(_) => search::CROSS,
                };
                for (s, n) in runs(&empty) {
                    let left = s.checked_sub(1);
                    let right = Some(s + n).filter(|&r| r < cells.len());
                    out.push(Atom::treble(n as u32, bound(left), bound(right)));
                }
            }
            Board::Toads(..) => unreachable!("partizan"),
            Board::Sum(parts) => {
                for p in parts {
                    p.atoms(out)?;
                }
            }
        }
        Some(())
    }

    /// Three in a row somewhere: the game is over.
    fn finished(&self) -> bool {
        match self {
            Board::Treblecross(t) => t.has_three(),
            Board::Sum(parts) => parts.iter().any(Board::finished),
            _ => false,
        }
    }

    /// Who wins with perfect play, and in how many moves.
    pub fn verdict(&self, s: &mut Searcher) -> Result<Verdict, TooLarge> {
        if let Board::Toads(t, left) = self {
            return toads::verdict(t, *left, s);
        }
        if self.finished() {
            return Ok(Verdict::LOST);
        }
        let mut atoms = Vec::new();
        match self.atoms(&mut atoms) {
            Some(()) => s.verdict(&atoms),
            // A threat on a Treblecross row: the player to move completes it.
            None => Ok(Verdict::WIN_NOW),
        }
    }

    /// Every move with the verdict it leaves for the opponent.
    pub fn judged_moves(&self, s: &mut Searcher) -> Result<Vec<(Move, Verdict)>, TooLarge> {
        self.moves()
            .into_iter()
            .map(|m| {
                let v = m.after.verdict(s)?;
                Ok((m, v))
            })
            .collect()
    }

    /// The computer's move: a winning move, reaching the end soonest; with
    /// none, the move that delays the loss longest. `None` when the game is
    /// over.
    pub fn best_move(&self, s: &mut Searcher) -> Result<Option<Move>, TooLarge> {
        let judged = self.judged_moves(s)?;
        let best = judged.into_iter().min_by_key(|(_, v)| {
            if v.win {
                (1, u32::MAX - v.remoteness)
            } else {
                (0, v.remoteness)
            }
        });
        Ok(best.map(|(m, _)| m))
    }
}

impl fmt::Display for Board {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Board::Nim(p) => write!(f, "{p}"),
            Board::Kayles(k) => write!(f, "{k}"),
            Board::Dawson(d) => write!(f, "{d}"),
            Board::Treblecross(t) => write!(f, "{t}"),
            Board::Toads(t, _) => write!(f, "Toads and Frogs {t}"),
            Board::Sum(parts) => {
                let texts: Vec<String> = parts.iter().map(|p| p.to_string()).collect();
                f.write_str(&texts.join(" + "))
            }
        }
    }
}
