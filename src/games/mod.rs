//! The catalogue of games: every game the crate knows, each in one file
//! with its rules, its board format, its names and how its value is found.
//!
//! An [`Entry`] describes a game (its id, name, a line about it, the board
//! format with an example) and reads its boards into [`Position`]s, which
//! list their moves in words, give their value and are searched for a
//! [`Verdict`](crate::play::Verdict). The expression language (`Kayles(9)`,
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

mod amazons;
mod arc_kayles;
mod backsliding;
mod cell;
mod clobber;
mod clobber_bits;
mod clobber_variants;
mod col;
mod col_rules;
mod cram;
mod cram_bits;
mod dao;
mod dawsons_chess;
mod domineering;
mod domineering_bits;
mod elephants_and_rhinos;
mod fission;
mod fission_bits;
mod fox_and_geese;
mod gamescrafters;
mod gen_clobber;
mod gen_toads_and_frogs;
mod graph_hackenbush;
mod hackenbush;
mod hackenbush_bits;
mod hackenbush_large;
mod hackenbush_rules;
mod heaps;
mod impartial;
mod kayles;
mod konane;
mod konane_bits;
mod loopy;
mod mancala;
mod misere;
mod misere_form;
mod nim;
mod partizan;
mod position;
mod rule_words;
mod ruled_boards;
mod sequences;
mod snort;
mod stones;
mod sum;
mod table_cache;
mod tabled;
mod toads_and_frogs;
mod toads_bits;
mod toppling_dominoes;
mod treblecross;
mod weighted_arc_kayles;
mod words;

use std::sync::Arc;

use thiserror::Error;

use crate::impartial::HeapGame;

pub use amazons::Amazons;
pub(crate) use arc_kayles::plain_graph;
pub use arc_kayles::{ArcKayles, PartizanArcKayles};
pub use backsliding::Strip;
pub use cell::Cell;
pub use clobber::Clobber;
pub use col::{ColGraph, ColRules};
pub(crate) use col_rules::ruled_col;
pub use cram::Cram;
pub use dao::{Dao, DaoBoard, DaoError};
pub use dawsons_chess::{Colour, DawsonsChess, Exchange, MoveError, Ply};
pub use domineering::Domineering;
pub use fission::Fission;
pub(crate) use fox_and_geese::fox_position;
pub use fox_and_geese::{FoxAndGeese, FoxAndGeeseBoard, FoxAndGeeseError, Square};
pub use gen_clobber::{
    COMPASS, ClobberError, ClobberRules, DIAGONAL, GenClobber, KNIGHTS_MOVE, ORTHOGONAL,
};
pub use gen_toads_and_frogs::{GenToadsAndFrogs, MAX_STRIP_REACH, StripError, StripRules};
pub use graph_hackenbush::{HackenbushGraph, HackenbushGraphError};
pub use hackenbush::{Hackenbush, HackenbushError};
pub use hackenbush_rules::ChildishEdges;
pub(crate) use hackenbush_rules::ruled_hackenbush;
pub use kayles::KaylesRow;
pub use konane::Konane;
pub use mancala::{MAX_PITS, Mancala, MancalaBoard, MancalaError, MancalaRules};
pub use misere_form::{BoardMisereError, MAX_MISERE_MOVES, MAX_MISERE_POSITIONS};
pub use nim::NimPosition;
pub(crate) use position::solved;
pub use position::{Analysis, GoodMove, LoopyMove, Move, Position, Split};
pub(crate) use ruled_boards::{ruled_grid, ruled_strip};
pub use snort::{Snort, SnortError};
pub use toads_and_frogs::{TfMove, ToadsAndFrogs, ToadsAndFrogsError};
pub use toppling_dominoes::{Domino, DominoError, TopplingDominoes};
pub use treblecross::Treblecross;
pub use weighted_arc_kayles::WeightedArcKayles;

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
    &cram::ENTRY,
    &fission::ENTRY,
    &konane::ENTRY,
    &amazons::ENTRY,
    &clobber::ENTRY,
    &clobber_variants::ANTI_CLOBBER_ENTRY,
    &clobber_variants::HOT_CLOBBER_ENTRY,
    &clobber_variants::KINGS_ENTRY,
    &clobber_variants::KNIGHTS_ENTRY,
    &clobber_variants::ROOKS_ENTRY,
    &clobber_variants::QUEENS_ENTRY,
    &ruled_boards::GEN_CLOBBER,
    &hackenbush::ENTRY,
    &graph_hackenbush::CHILDISH,
    &hackenbush_rules::GEN_HACKENBUSH,
    &toppling_dominoes::ENTRY,
    &elephants_and_rhinos::ENTRY,
    &ruled_boards::GEN_TOADS_AND_FROGS,
    &backsliding::ENTRY,
    &snort::ENTRY,
    &col::ENTRY,
    &col_rules::FJORDS_ENTRY,
    &col_rules::GEN_COL_ENTRY,
    &arc_kayles::ENTRY,
    &arc_kayles::ARC_ENTRY,
    &weighted_arc_kayles::ENTRY,
    &fox_and_geese::ENTRY,
    &fox_and_geese::CEYLONESE,
    &mancala::ENTRY,
    &mancala::KALAH,
    &dao::ENTRY,
    &sum::ENTRY,
];

/// A game of the catalogue: what it is called, what its boards look like,
/// and how they are read.
///
/// ```
/// use combinatorial_games::games::{self, Kind};
/// let e = games::find("kayles").unwrap();
/// assert_eq!((e.name, e.kind), ("Kayles", Kind::Impartial));
/// // Its example board reads.
/// assert!(e.parse(e.example).is_ok());
/// ```
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
///
/// ```
/// use combinatorial_games::games::{self, Kind};
/// assert_eq!(games::find("domineering").unwrap().kind, Kind::Partizan);
/// assert_eq!(games::find("nim").unwrap().kind, Kind::Impartial);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// Both players have the same moves; values are nimbers.
    Impartial,
    /// Left and Right have moves of their own; values are canonical forms.
    Partizan,
    /// Left and Right have moves of their own and positions can repeat;
    /// values are loopy game values ([`crate::loopy::SidedValue`]), and a
    /// position's result comes from its value, without remoteness.
    Loopy,
}

/// A game played on heaps, for `Name(n)` in expressions: the rules, and
/// the largest heap an expression may ask about (closed forms take any
/// size; the others compute every smaller heap).
///
/// ```
/// use combinatorial_games::games;
/// // Kayles is played on rows of pins: a heap game, `Kayles(n)` in
/// // expressions; Domineering is not.
/// assert!(games::find("kayles").unwrap().heap().is_some());
/// assert!(games::find("domineering").unwrap().heap().is_none());
/// ```
#[derive(Clone, Copy, Debug)]
pub struct HeapRules {
    /// The rules.
    pub game: fn() -> Arc<dyn HeapGame + Send + Sync>,
    /// The largest heap.
    pub max_heap: u64,
}

/// Why a game or a board cannot be read.
///
/// ```
/// use combinatorial_games::games::{self, GameError};
/// assert!(matches!(games::find("chequers"), Err(GameError::Unknown { .. })));
/// let e = games::parse("nim", "3 x").unwrap_err();
/// assert!(matches!(e, GameError::BadBoard { game: "Nim", .. }));
/// ```
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
    #[error("{problem}. A board for {game} is {}", board_help(.format, .example))]
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
    /// A game asked for in misère play that is not played so.
    #[error(
        "{0} has no misère play: misère play (the last player to move loses) is for the impartial games that end when no move is left, Nim, Kayles and the heap games, and sums of them"
    )]
    NoMisere(&'static str),
    /// A partizan game in a sum of impartial games.
    #[error("sums are of impartial games; {0} is partizan and is played on its own")]
    PartizanInSum(&'static str),
}

/// A board's format and an example, the example left out where the format
/// ends with one of its own.
fn board_help(format: &str, example: &str) -> String {
    if format.contains(" as in ") {
        format.to_owned()
    } else {
        format!("{format}, as in {example}")
    }
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
    ///
    /// ```
    /// use combinatorial_games::games;
    /// let toads = games::find("toads").unwrap();
    /// assert_eq!(toads.parse("T_F").unwrap().value().unwrap().to_string(), "*");
    /// // An empty board, or one that does not read, says how to write one.
    /// let e = toads.parse(" ").unwrap_err().to_string();
    /// assert!(e.contains("the board is empty"), "{e}");
    /// ```
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
        // A reader's error about one character may end with its own
        // account of the format (after ": "), which the message gives
        // after it anyway, the catalogue's way.
        let problem = match problem.find(" at column ").or(problem.find(" at row ")) {
            Some(at) => match problem[at..].find(": ") {
                Some(colon) => problem[..at + colon].to_owned(),
                None => problem,
            },
            None => problem,
        };
        GameError::BadBoard {
            problem,
            game: self.name,
            format: self.format,
            example: self.example,
        }
    }

    /// The heap game behind `Name(n)` in expressions, for games played on
    /// heaps (or on rows that are heaps, as Kayles is).
    ///
    /// ```
    /// use combinatorial_games::games;
    /// use combinatorial_games::impartial::HeapGame;
    /// // Kayles is the heap game 0.77: a row of 3 pins is a heap of 3.
    /// // Its moves leave 2, 1 + 1 or 1, of nim-values 2, 0 and 1: mex 3.
    /// let rules = games::find("kayles").unwrap().heap().unwrap();
    /// assert_eq!((rules.game)().nim_value(3), 3);
    /// ```
    pub fn heap(&self) -> Option<HeapRules> {
        self.heap
    }
}

impl PartialEq for Entry {
    fn eq(&self, other: &Entry) -> bool {
        self.id == other.id
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
    use crate::short::Player;

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
        // It prints as `.`, the empty string, so that it reads back with
        // Left to move too.
        let p = parse("hackenbush", " R").unwrap();
        assert_eq!(
            (p.board(), p.to_move()),
            (". R".to_string(), Some(Player::Right))
        );
        assert_eq!(parse("hackenbush", ". R").unwrap().board(), ". R");
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
