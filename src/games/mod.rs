//! The catalogue of games: every game the crate knows, each in one file
//! with its rules, its board format, its names and how its value is found.
//!
//! An [`Entry`] describes a game (its id, name, a line about it, the board
//! format with an example) and reads its boards into [`Position`]s, which
//! list their moves in words, give their value and are searched for a
//! [`Verdict`]. The expression language (`Kayles(9)`,
//! `ToadsAndFrogs("TT__FF")`), `cgame`'s commands, `cgame play` and the
//! server's `GET /api/games` all look games up here, in [`CATALOGUE`].
//!
//! ```
//! use combinatorial_games::games::{self, Analysis};
//! use combinatorial_games::play::Searcher;
//!
//! let kayles = games::find("kayles").unwrap();
//! assert_eq!(kayles.name, "Kayles");
//! let row = kayles.parse("IIII").unwrap();
//! // Only the middle pair wins: I..I is *1 + *1 = 0.
//! let Analysis::Impartial { nim_value, winning_moves } = row.analysis() else { panic!() };
//! assert_eq!((nim_value, winning_moves), (1, vec!["knock down pins 2 and 3".to_string()]));
//! assert_eq!(row.verdict(&mut Searcher::default()).unwrap().to_string(), "win in 3");
//!
//! // A partizan game: the toads (Left) move first unless the board says R.
//! let tf = games::parse("toads", "TT__FF R").unwrap();
//! assert_eq!(tf.to_move_text().as_deref(), Some("Right (frogs)"));
//! assert_eq!(tf.value().unwrap().to_string(), "*");
//! ```
//!
//! # Adding a game
//!
//! A game is one file in `src/games/` that defines its position type (with
//! `FromStr` and `Display`), implements its moves ([`crate::rulesets::Ruleset`]
//! for a partizan game; [`Position`] with [`crate::play::PartRules`] for an
//! impartial one) and a `pub static ENTRY: Entry`; then one line in
//! [`CATALOGUE`]. `docs/architecture.md` walks through an example.

mod cell;
mod clobber;
mod dao;
mod dawsons_chess;
mod domineering;
mod gamescrafters;
mod hackenbush;
mod heaps;
mod impartial;
mod kayles;
mod mancala;
mod nim;
mod partizan;
mod sequences;
mod snort;
mod stones;
mod sum;
mod table_cache;
mod tabled;
mod toads_and_frogs;
mod treblecross;

use std::fmt;
use std::sync::Arc;

use thiserror::Error;

use crate::impartial::HeapGame;
use crate::play::{Part, Searcher, TooLarge, Verdict};
use crate::retrograde::{choose, Progress, Solved, Value};
use crate::short::{Game, Player};

pub use cell::Cell;
pub use clobber::Clobber;
pub use dao::{Dao, DaoBoard, DaoError};
pub use dawsons_chess::{Colour, DawsonsChess, Exchange, MoveError, Ply};
pub use domineering::Domineering;
pub use hackenbush::{Hackenbush, HackenbushError};
pub use kayles::KaylesRow;
pub use mancala::{Mancala, MancalaBoard, MancalaError, MancalaRules, MAX_PITS};
pub use nim::NimPosition;
pub use snort::{Snort, SnortError};
pub use toads_and_frogs::{TfMove, ToadsAndFrogs, ToadsAndFrogsError};
pub use treblecross::Treblecross;

/// Every game, in the order they are listed to users.
pub static CATALOGUE: &[&Entry] = &[
    &nim::ENTRY,
    &kayles::ENTRY,
    &dawsons_chess::ENTRY,
    &treblecross::ENTRY,
    &heaps::DAWSONS_KAYLES,
    &heaps::OFFICERS,
    &heaps::GUILES,
    &heaps::GRUNDYS_GAME,
    &heaps::LASKERS_NIM,
    &heaps::PRIM,
    &heaps::DIM,
    &toads_and_frogs::ENTRY,
    &domineering::ENTRY,
    &clobber::ENTRY,
    &hackenbush::ENTRY,
    &snort::ENTRY,
    &mancala::ENTRY,
    &mancala::KALAH,
    &dao::ENTRY,
    &sum::ENTRY,
];

/// A game of the catalogue: what it is called, what its boards look like,
/// and how they are read.
#[derive(Debug)]
#[non_exhaustive]
pub struct Entry {
    /// The id used in commands and URLs, as in `kayles`.
    pub id: &'static str,
    /// Other ids that find it, as in `chess` for Dawson's Chess.
    pub aliases: &'static [&'static str],
    /// The name, as in "Dawson's Chess".
    pub name: &'static str,
    /// Its name in the expression language (CGSuite's), as in `DawsonsChess`.
    pub expr_name: &'static str,
    /// One line about the game.
    pub about: &'static str,
    /// What a board looks like.
    pub format: &'static str,
    /// A board.
    pub example: &'static str,
    /// Impartial or partizan.
    pub kind: Kind,
    /// How a position's value is found.
    pub valued_by: &'static str,
    /// For partizan games, what Left's and Right's pieces are called, as
    /// in `["toads", "frogs"]`.
    pub sides: Option<[&'static str; 2]>,
    read: fn(&str) -> Result<Box<dyn Position>, String>,
    heap: Option<HeapRules>,
}

/// Whether both players have the same moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// Both players have the same moves; values are nimbers.
    Impartial,
    /// Left and Right have moves of their own; values are canonical forms.
    Partizan,
}

/// A game played on heaps, for `Name(n)` in expressions: the rules, and
/// the largest heap an expression may ask about (closed forms take any
/// size; the others compute every smaller heap).
#[derive(Clone, Copy, Debug)]
pub struct HeapRules {
    /// The rules.
    pub game: fn() -> Arc<dyn HeapGame + Send + Sync>,
    /// The largest heap.
    pub max_heap: u64,
}

/// Why a game or a board cannot be read.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum GameError {
    /// No game has this id.
    #[error("there is no game '{id}': the games are {}", ids())]
    Unknown {
        /// The id asked for.
        id: String,
    },
    /// A board that does not read, with what was wrong and what a board of
    /// this game looks like.
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
    /// A partizan game in a sum of impartial games.
    #[error("sums are of impartial games; {0} is partizan and is played on its own")]
    PartizanInSum(&'static str),
}

fn ids() -> String {
    let ids: Vec<&str> = CATALOGUE.iter().map(|e| e.id).collect();
    ids.join(", ")
}

/// The game with this id (or alias), if there is one.
///
/// ```
/// use combinatorial_games::games;
/// assert_eq!(games::find("chess").unwrap().name, "Dawson's Chess");
/// let e = games::find("go").unwrap_err().to_string();
/// assert!(e.starts_with("there is no game 'go': the games are nim, kayles"), "{e}");
/// ```
pub fn find(id: &str) -> Result<&'static Entry, GameError> {
    CATALOGUE
        .iter()
        .copied()
        .find(|e| e.id == id || e.aliases.contains(&id))
        .ok_or_else(|| GameError::Unknown { id: id.to_string() })
}

/// The game with exactly this id (no aliases): for URLs, where one game
/// has one address.
///
/// ```
/// use combinatorial_games::games;
/// assert_eq!(games::by_id("dawson").unwrap().name, "Dawson's Chess");
/// assert!(games::by_id("chess").is_none());
/// ```
pub fn by_id(id: &str) -> Option<&'static Entry> {
    CATALOGUE.iter().copied().find(|e| e.id == id)
}

/// The game with this name in the expression language, as in `Kayles`.
///
/// ```
/// use combinatorial_games::games;
/// assert_eq!(games::by_expr_name("ToadsAndFrogs").unwrap().id, "toads");
/// assert!(games::by_expr_name("Chess").is_none());
/// ```
pub fn by_expr_name(name: &str) -> Option<&'static Entry> {
    CATALOGUE.iter().copied().find(|e| e.expr_name == name)
}

/// Reads a board of the game `id`: [`find`], then [`Entry::parse`].
///
/// ```
/// use combinatorial_games::games;
/// assert_eq!(games::parse("kayles", "5").unwrap().to_string(), "Kayles IIIII");
/// assert_eq!(games::parse("nim", "3_4_5").unwrap().to_string(), "Nim 3 4 5");
/// let e = games::parse("kayles", "II x").unwrap_err().to_string();
/// assert!(e.contains("or a number n for a fresh row"), "{e}");
/// ```
pub fn parse(id: &str, board: &str) -> Result<Box<dyn Position>, GameError> {
    find(id)?.parse(board)
}

impl Entry {
    /// Reads a board in this game's format.
    pub fn parse(&'static self, board: &str) -> Result<Box<dyn Position>, GameError> {
        let problem = if board.trim().is_empty() {
            "the board is empty".to_string()
        } else {
            match (self.read)(board) {
                Ok(p) => return Ok(p),
                Err(problem) => problem,
            }
        };
        Err(self.bad_board(problem))
    }

    /// The error for a board of this game that does not read.
    pub(crate) fn bad_board(&self, problem: String) -> GameError {
        GameError::BadBoard {
            problem,
            game: self.name,
            format: self.format,
            example: self.example,
        }
    }

    /// The heap game behind `Name(n)` in expressions, for games played on
    /// heaps (or on rows that are heaps, as Kayles is).
    pub fn heap(&self) -> Option<HeapRules> {
        self.heap
    }
}

impl PartialEq for Entry {
    fn eq(&self, other: &Entry) -> bool {
        self.id == other.id
    }
}

/// One move: what it is, in words, and the position it leads to.
#[derive(Clone, Debug)]
pub struct Move {
    /// The move as a sentence, as in "take 2 from pile 1 (3 -> 1)".
    pub text: String,
    /// The position after it.
    pub after: Box<dyn Position>,
}

/// A move worth playing in a partizan position, with where it leads.
#[derive(Clone, Debug, PartialEq)]
pub struct GoodMove {
    /// The move in words.
    pub text: String,
    /// The board after it.
    pub board: String,
    /// Its value.
    pub value: Game,
}

/// What `cgame GAME BOARD` shows of a position.
#[derive(Clone, Debug, PartialEq)]
pub enum Analysis {
    /// An impartial position: its nim-value and the moves that win (those
    /// to a position of value 0).
    Impartial {
        /// The nim-value.
        nim_value: u64,
        /// The winning moves in words.
        winning_moves: Vec<String>,
    },
    /// A position of a game with ties or draws (Mancala, Dao): its result
    /// and each move's result for the player making it; `None` where the
    /// game is too large to solve here.
    Solved {
        /// The result for the player to move.
        result: Option<Solved>,
        /// Each move in words, with its result for the mover.
        moves: Vec<(String, Option<Solved>)>,
    },
    /// A partizan position: its value and each player's moves worth
    /// playing (every move not dominated by another).
    Partizan {
        /// The canonical value.
        value: Game,
        /// Left's moves worth playing.
        left: Vec<GoodMove>,
        /// Right's moves worth playing.
        right: Vec<GoodMove>,
    },
}

/// How an impartial position splits for the search.
#[derive(Clone, Debug)]
pub enum Split {
    /// Independent parts: the position is their sum.
    Parts(Vec<Part>),
    /// The game is over: the player to move has lost.
    Over,
    /// The player to move wins with the next move.
    WinNow,
    /// A partizan position: searched whole.
    Whole,
}

/// A position of a game in the catalogue, with the player to move where
/// that matters.
pub trait Position: fmt::Display + fmt::Debug + Send + Sync {
    /// The game.
    fn entry(&self) -> &'static Entry;

    /// The board as text, in the format [`Entry::parse`] reads.
    fn board(&self) -> String;

    /// Who is to move, for partizan games; `None` for impartial ones.
    fn to_move(&self) -> Option<Player> {
        None
    }

    /// The legal moves, in words, with the positions they lead to.
    fn moves(&self) -> Vec<Move>;

    /// How many moves [`Position::moves`] lists, counted without listing
    /// them where they could be many (a Nim pile of a billion has a
    /// billion): a server checks it before any work. Saturates at
    /// `u64::MAX`.
    ///
    /// ```
    /// use combinatorial_games::games;
    /// let nim = games::parse("nim", "1000000000 3").unwrap();
    /// assert_eq!(nim.move_count(), 1_000_000_003);
    /// let kayles = games::parse("kayles", "II.I").unwrap();
    /// assert_eq!(kayles.move_count(), kayles.moves().len() as u64);
    /// ```
    fn move_count(&self) -> u64 {
        self.moves().len() as u64
    }

    /// The value: a nimber for impartial games, the canonical form for
    /// partizan ones (whoever is to move); `None` for games outside normal
    /// play (Mancala, Dao), whose positions are won, lost, tied or drawn.
    fn value(&self) -> Option<Game>;

    /// The value and the moves worth playing.
    fn analysis(&self) -> Analysis;

    /// For impartial games: the moves that leave a position of nim-value
    /// `target`, in words (the winning moves when `target` is 0). The
    /// default finds them by the values of the positions after each move.
    fn moves_to(&self, target: u64) -> Vec<String> {
        self.moves()
            .into_iter()
            .filter(|m| m.after.value().and_then(|g| g.as_nimber()) == Some(target))
            .map(|m| m.text)
            .collect()
    }

    /// How the position splits into parts for the search.
    fn split(&self) -> Split;

    /// Why the game is over here when that is not for want of a move, in
    /// words: "three in a row" in Treblecross. `None` otherwise.
    fn ended(&self) -> Option<&'static str> {
        None
    }

    /// What the position is worth to the player to move with perfect
    /// play (won or lost under normal play; Mancala can also be tied and
    /// Dao drawn), and in how many moves. An impartial position too large
    /// to search within the searcher's budget gets its value from its
    /// nim-value ([`Position::closed_form`]), with the remoteness `None`.
    fn verdict(&self, s: &mut Searcher) -> Result<Solved, TooLarge> {
        match self.split() {
            Split::Parts(parts) => match s.impartial(&parts) {
                Ok(v) => Ok(solved(v)),
                Err(e) => self.closed_form().ok_or(e),
            },
            Split::Over => Ok(solved(Verdict::LOST)),
            Split::WinNow => Ok(solved(Verdict::WIN_NOW)),
            // Partizan positions search themselves.
            Split::Whole => Err(TooLarge { limit: 0 }),
        }
    }

    /// Win or lose without a search, for impartial positions: the player
    /// to move wins exactly when the nim-value is not 0 (the remoteness is
    /// `None`: finding it takes a search). Immediate ends keep their
    /// remoteness. `None` for partizan games.
    ///
    /// ```
    /// use combinatorial_games::games;
    /// let nim = games::parse("nim", "1000_2000_3000").unwrap();
    /// assert_eq!(nim.closed_form().unwrap().to_string(), "win");
    /// ```
    fn closed_form(&self) -> Option<Solved> {
        match self.split() {
            Split::Over => Some(solved(Verdict::LOST)),
            Split::WinNow => Some(solved(Verdict::WIN_NOW)),
            Split::Parts(_) => {
                let n = self.value()?.as_nimber()?;
                let value = if n == 0 { Value::Lose } else { Value::Win };
                Some(Solved {
                    value,
                    remoteness: None,
                })
            }
            Split::Whole => None,
        }
    }

    /// Does the slow work an answer about this position needs, reporting
    /// its progress: for Mancala and Dao, the solve of every position
    /// reachable from here (or reading it from the disk cache). Nothing
    /// for the other games, whose searches are bounded by a [`Searcher`].
    /// Errors when the table would be too large.
    fn prepare(&self, progress: &mut dyn FnMut(Progress)) -> Result<(), TooLarge> {
        let _ = progress;
        Ok(())
    }

    /// The position in GamesCrafters' string form, for the games that
    /// have one (Mancala, Kalah and Dao: see [`MancalaBoard::to_gamescrafters`]
    /// and [`DaoBoard::to_gamescrafters`]); `None` for the rest. The
    /// game's board reader accepts it too.
    fn gamescrafters(&self) -> Option<String> {
        None
    }

    /// A copy in a box.
    fn clone_box(&self) -> Box<dyn Position>;
}

impl Clone for Box<dyn Position> {
    fn clone(&self) -> Box<dyn Position> {
        self.clone_box()
    }
}

impl dyn Position {
    /// Who is to move in words, as in "Left (toads)"; `None` for impartial
    /// games.
    pub fn to_move_text(&self) -> Option<String> {
        let p = self.to_move()?;
        Some(match self.entry().sides {
            Some(sides) => format!("{p} ({})", sides[p as usize]),
            None => p.to_string(),
        })
    }

    /// Every move with what it is worth to the player making it: the
    /// result after it, seen from the mover's side (the same result when
    /// the mover moves again, as after Mancala's extra turn).
    pub fn judged_moves(&self, s: &mut Searcher) -> Result<Vec<(Move, Solved)>, TooLarge> {
        Ok(self.judgement(s)?.1)
    }

    /// The position's result and every move's, for the player making it.
    /// When the position's search runs past the budget and it has a
    /// closed form, the moves are judged by their closed forms too (no
    /// search each: they are about as large), without remoteness.
    pub fn judgement(&self, s: &mut Searcher) -> Result<(Solved, Vec<(Move, Solved)>), TooLarge> {
        let me = self.to_move();
        let verdict = self.verdict(s)?;
        let searched = verdict.remoteness.is_some() || verdict.value == Value::Draw;
        let moves = self
            .moves()
            .into_iter()
            .map(|m| {
                let after = if searched {
                    m.after.verdict(s)?
                } else {
                    m.after.closed_form().ok_or(TooLarge { limit: 0 })?
                };
                let again = me.is_some() && m.after.to_move() == me;
                Ok((m, if again { after } else { after.flipped() }))
            })
            .collect::<Result<_, TooLarge>>()?;
        Ok((verdict, moves))
    }

    /// The computer's move ([`choose`]): a win soonest, else a tie
    /// soonest, else a draw, else the loss that lasts longest. `None` when
    /// the game is over.
    pub fn best_move(&self, s: &mut Searcher) -> Result<Option<Move>, TooLarge> {
        let mut judged = self.judged_moves(s)?;
        let results: Vec<Solved> = judged.iter().map(|(_, v)| *v).collect();
        Ok(choose(&results).map(|i| judged.swap_remove(i).0))
    }
}

/// A normal-play verdict as a result: a win or a loss.
pub(crate) fn solved(v: Verdict) -> Solved {
    if v.win {
        Solved::win(v.remoteness)
    } else {
        Solved::lose(v.remoteness)
    }
}

/// Boards given as a size are limited so that a typo cannot ask for
/// gigabytes.
pub const MAX_SIZE: usize = 10_000;

/// A board given as a number, as in `kayles 10`: `Ok(None)` when the text
/// is not a number.
fn size(text: &str) -> Result<Option<usize>, String> {
    let t = text.trim();
    if t.is_empty() || !t.bytes().all(|b| b.is_ascii_digit()) {
        return Ok(None);
    }
    match t.parse::<usize>() {
        Ok(n) if (1..=MAX_SIZE).contains(&n) => Ok(Some(n)),
        _ => Err(format!(
            "a board of {t} is out of range: give a number from 1 to {MAX_SIZE}"
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_aliases_and_expression_names_are_unique() {
        let mut names: Vec<&str> = CATALOGUE
            .iter()
            .flat_map(|e| std::iter::once(e.id).chain(e.aliases.iter().copied()))
            .collect();
        let n = names.len();
        names.sort_unstable();
        names.dedup();
        assert_eq!(names.len(), n);
        let mut expr: Vec<&str> = CATALOGUE.iter().map(|e| e.expr_name).collect();
        expr.sort_unstable();
        expr.dedup();
        assert_eq!(expr.len(), CATALOGUE.len());
    }

    #[test]
    fn an_empty_board_with_right_to_move_reads_back() {
        let p = parse("hackenbush", " R").unwrap();
        assert_eq!(
            (p.board(), p.to_move()),
            (" R".to_string(), Some(Player::Right))
        );
        // Without the space it is a board of one red edge, Left to move.
        let q = parse("hackenbush", "R").unwrap();
        assert_eq!(
            (q.board(), q.to_move()),
            ("R".to_string(), Some(Player::Left))
        );
    }

    #[test]
    fn every_example_reads_and_prints_back() {
        for e in CATALOGUE {
            let p = e
                .parse(e.example)
                .unwrap_or_else(|err| panic!("{}: {err}", e.id));
            assert_eq!(p.entry().id, e.id);
            let again = e.parse(&p.board()).unwrap();
            assert_eq!(again.board(), p.board(), "{}", e.id);
        }
    }
}
