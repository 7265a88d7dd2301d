//! Combinatorial game theory: short partizan games in canonical form, with
//! CGSuite's notation, temperature theory, impartial heap games, and a
//! catalogue of games to value and play.
//!
//! # A tour
//!
//! A game is a set of moves for Left and a set of moves for Right, each
//! leading to another game. The simplest is `0 = { | }`: whoever must move
//! first loses. [`Game::new`] takes the options and keeps the game in
//! canonical form.
//!
//! ```
//! use combinatorial_games::{Game, Outcome};
//!
//! let zero = Game::zero();
//! let one = Game::new([zero], []);          // { 0 | }: Left is a move ahead
//! let two = Game::new([one], []);
//! assert_eq!(one + one, two);
//! assert!(one > zero);
//! assert_eq!(zero.outcome(), Outcome::P);   // the second player wins
//! ```
//!
//! Games form an ordered group, but only partially ordered: `* = {0|0}` is
//! neither positive, negative nor zero. It is *confused* with 0, and
//! `partial_cmp` says so by returning `None`.
//!
//! ```
//! # use combinatorial_games::{Game, Outcome};
//! let star = Game::new([Game::zero()], [Game::zero()]);
//! assert_eq!(star.partial_cmp(&Game::zero()), None);
//! assert_eq!(star.outcome(), Outcome::N);   // the first player wins
//! assert!((star + star).is_zero());         // * + * = 0
//! ```
//!
//! Numbers are games: `{0|1}` is `1/2`, and any dyadic rational of any size is
//! exact. Reading a game from text uses CGSuite's notation.
//!
//! ```
//! # use combinatorial_games::Game;
//! let half = Game::new([Game::zero()], [Game::from(1)]);
//! assert_eq!(half + half, Game::from(1));
//! let quarter: Game = "{0|1/2}".parse().unwrap();
//! assert_eq!(quarter.times(4), Game::from(1));
//! let big: Game = "123456789012345678901234567890 + 1/1024".parse().unwrap();
//! assert_eq!(big.to_string(), "126419751948641975194864197519361/1024");
//! ```
//!
//! Infinitesimals: `↑ = {0|*}` is positive but smaller than every positive
//! number; it is confused with `*`, while `↑ + ↑` is not.
//!
//! ```
//! # use combinatorial_games::{Dyadic, Game};
//! let up = Game::up();
//! assert!(up > Game::zero() && up < Game::number(Dyadic::new(1, 64)));
//! assert!(up.is_confused_with(&Game::star()));
//! assert!(up + up > Game::star());
//! assert_eq!(Game::new([Game::zero()], [up]).to_string(), "^^*");   // {0|↑} = ↑↑*
//! assert_eq!(format!("{:#}", up + up + Game::star()), "↑↑∗");
//! ```
//!
//! Hot games: in the switch `±1 = {1|-1}` both players want to move first.
//! Canonical forms drop dominated options and bypass reversible ones, so
//! equal games are identical values.
//!
//! ```
//! # use combinatorial_games::Game;
//! let pm1: Game = "{1|-1}".parse().unwrap();
//! assert_eq!(pm1.to_string(), "+-1");
//! assert!(pm1.is_confused_with(&Game::zero()) && pm1 < Game::from(2));
//! assert_eq!(pm1 + pm1, Game::zero());
//! let g: Game = "{0, 1 | }".parse().unwrap();              // 0 is dominated by 1
//! assert_eq!(g, Game::from(2));
//! let h: Game = "{^ | v}".parse().unwrap();                // both options reverse
//! assert_eq!(h, Game::star());
//! ```
//!
//! Nimbers, the values of impartial games, add like binary numbers without
//! carry:
//!
//! ```
//! # use combinatorial_games::Game;
//! assert_eq!(Game::nimber(1) + Game::nimber(2), Game::nimber(3));
//! assert_eq!(Game::nimber(5) + Game::nimber(3), Game::nimber(6));
//! ```
//!
//! The [`expr`] module reads CGSuite's expression language, as `cgame eval`
//! and the REPL do:
//!
//! ```
//! use combinatorial_games::expr::Session;
//! let mut s = Session::new();
//! s.eval("g := {3|||2||1|0,*||||-1/2}").unwrap();
//! // Left moves to {3|||2||1|0,*}; Right answers to {2||1|0,*}, whose
//! // Left stop is 2.
//! assert_eq!(s.eval("g.LeftStop").unwrap().to_string(), "2");
//! assert_eq!(s.eval("g.Birthday").unwrap().to_string(), "5");
//! assert_eq!(s.eval("{2|1}.RightOptions").unwrap().to_string(), "{1}");
//! ```
//!
//! # Modules
//!
//! - [`numbers`]: [`Dyadic`], exact numbers `p/2^k`.
//! - [`impartial`]: [`Nimber`], nim arithmetic, `mex`.
//! - [`short`]: [`Game`], short partizan games, and [`Outcome`].
//! - [`rulesets`]: the [`rulesets::Ruleset`] trait of partizan games given
//!   by their moves, and its transposition tables.
//! - [`games`]: the catalogue of games (Nim, Kayles, Dawson's Chess,
//!   Treblecross, heap games, Toads and Frogs, Domineering, Clobber,
//!   Hackenbush, Fox and Geese), each with its rules, board format and
//!   value.
//! - [`loopy`]: loopy games as graphs; [`loopy::Stopper`], stoppers in
//!   simplest form (`on`, `off`, `over`, `pass`, named positions), their
//!   order, sums and stops; [`loopy::SidedValue`]; loopy rulesets
//!   ([`loopy::LoopyRules`]) valued one strongly connected component at a
//!   time.
//! - [`misere`]: impartial games in misère play; [`misere::MisereGame`],
//!   their canonical forms (`*[2]`, `*[[2],0]`), sums, outcomes, misère
//!   and normal nim values, mates.
//! - [`temperature`]: thermographs, mean and temperature, cooling and
//!   heating.
//! - [`play`]: exact win/lose and remoteness by search under normal play.
//! - [`retrograde`]: games won, lost, tied or drawn (Mancala, Dao), solved
//!   over their whole graph; the perfect computer player's choice of move.
//! - [`notation`]: printing and the deterministic display order.
//! - [`expr`]: the expression language, its values and errors.
//!
//! # The catalogue of games
//!
//! [`games`] lists every game the crate knows, each with its rules, board
//! format and how its value is found; the same boards are read everywhere:
//!
//! ```
//! use combinatorial_games::games;
//! let p = games::parse("toads", "_TT_FF_").unwrap();
//! assert_eq!(p.value().unwrap().to_string(), "+-1/4");
//! let q = games::parse("sum", "nim 3 + kayles 4").unwrap(); // *3 + *1
//! assert_eq!(q.value().unwrap().to_string(), "*2");
//! // Games with ties and draws have results instead of game values.
//! let m = games::parse("mancala", "1 0 0 / 0 1 0").unwrap();
//! assert!(m.value().is_none());
//! let mut s = combinatorial_games::play::Searcher::default();
//! assert_eq!(m.verdict(&mut s).unwrap().to_string(), "tie in 1");
//! ```
//!
//! # Untrusted input
//!
//! Every limit below is checked and answered with a typed error, never a
//! panic or an unbounded wait:
//!
//! | what | limit | what exceeding it returns |
//! |---|---|---|
//! | nesting of braces and brackets in an expression | 100 000 | [`expr::ErrorKind::TooLarge`] |
//! | a heap computed heap by heap (`Officers(n)`, `NimValueSequence`, `CheckPeriodicity`) | 10 000 000 | [`expr::ErrorKind::TooLarge`] |
//! | values printed by `NimValueSequence` | 1 000 000 | [`expr::ErrorKind::TooLarge`] |
//! | `Pow` and `PowTo` exponents: numbers born by day 100 000 (whole numbers up to 100 000), or pseudonumbers | 100 000 | [`expr::ErrorKind::Undefined`] |
//! | birthday of the second game of an ordinal sum | 100 000 | [`expr::ErrorKind::TooLarge`] |
//! | a board given as a number (`kayles 10`), and each heap of a heap-game board | [`games::MAX_SIZE`] (10 000) | [`games::GameError::BadBoard`] |
//! | moves examined by one search for a verdict | 30 000 000 by default ([`play::Searcher::new`] sets it) | [`play::TooLarge`] |
//! | positions of a game with ties or draws solved by [`retrograde::solve`] | [`retrograde::MAX_POSITIONS`] (100 000 000); [`retrograde::solve_within`] takes a lower limit, and the catalogue's Mancala and Dao use 5 000 000 | [`retrograde::SolveError::TooManyPositions`], or [`play::TooLarge`] from a position's verdict |
//! | a nimber `*n` or a count of ups `n·↑` in an operation that goes through every option (heating, incentives, ordinal sums, …) | [`short::MAX_LISTED_OPTIONS`] (2^20) | [`short::Overflow`] from [`Game::check_expandable`]; [`expr::ErrorKind::TooLarge`] in the language |
//! | time, or a stop flag, for any computation | none unless given: [`budget::Budget::run`], [`expr::Session::set_budget`] | [`budget::OutOfBudget`]; [`expr::ErrorKind::OutOfBudget`] |
//! | positions of a loopy game's graph (short games are written out into their subpositions) | [`loopy::MAX_VERTICES`] (65 536) | [`loopy::LoopyError::TooLarge`] |
//! | moves of a loopy game's graph (`*n` written out has `n(n+1)`, so `*1023` fits and `*1024` does not), refused before they are listed | [`loopy::MAX_EDGES`] (2^20) | [`loopy::LoopyError::TooManyMoves`] |
//! | `n` of `n * G` for a loopy `G` in an expression | 1 024 | [`expr::ErrorKind::TooLarge`] |
//! | a string made in an expression (`+`, `Concat`, `Replace`, `ReplaceRegex`) | [`expr::MAX_TEXT`] (1 MiB) | [`expr::ErrorKind::TooLarge`] |
//! | a regular expression (`Matches`, `ReplaceRegex`): matched in time linear in the string, whatever the pattern | 1 MiB compiled | [`expr::ErrorKind::Undefined`] |
//! | items of a mutable collection (`MutableList`, `MutableSet`, `MutableMap`) | [`expr::MAX_LIST_ITEMS`] (1 000 000) | [`expr::ErrorKind::TooLarge`] |
//! | values one line prints with `System.Print` | [`expr::MAX_PRINTED`] (1 000 000) | [`expr::ErrorKind::TooLarge`] |
//! | a class file read from a folder given to [`expr::Session::add_class_path`] (no line of the language reads a file otherwise) | [`expr::MAX_CLASS_FILE`] (1 MiB) | [`expr::ErrorKind::ClassFile`] |
//! | positions of one class declared in the language whose values are kept (a class's memo) | [`expr::MAX_OBJECT_POSITIONS`] (2 000 000) | [`expr::ErrorKind::TooLarge`] |
//! | moves deep a game of a class declared in the language is followed | [`expr::MAX_OBJECT_DEPTH`] (100 000) | [`expr::ErrorKind::TooLarge`] |
//! | lines of a class declared over several lines of the REPL or a script | 10 000 | the declaration is read as it stands, and fails |
//! | lists, sets, maps and tables nested in one another (`[[[]]]` is 3 deep), however made | [`expr::MAX_NESTING`] (1 000) | [`expr::ErrorKind::TooLarge`] |
//! | positions a game's `DicoticVariant`, `ImpartialVariant` or `TwistedVariant` goes through (except two shortcuts: Domineering's impartial variant is valued as Cram, bounded as `Cram(board)` is; Elephants and Rhinos' by a closed form) | [`expr::MAX_VARIANT_POSITIONS`] (2^21, some 350 MB) | [`expr::ErrorKind::TooLarge`] |
//! | terms of a surreal number's numerator or denominator, and the power of each `ω^(ω^β)` in them (`1/omega`) | [`numbers::MAX_SURREAL_TERMS`] (1 024), [`numbers::MAX_SURREAL_DEGREE`] (1 024) | [`numbers::SurrealError::TooLarge`]; [`expr::ErrorKind::TooLarge`] in the language |
//! | positions walked from the start of a loopy ruleset ([`loopy::Explored`]) | [`loopy::MAX_POSITIONS`] (2^20) | [`loopy::LoopyError::TooLarge`] |
//! | a Fox and Geese board | [`games::FoxAndGeeseBoard::MAX_WIDTH`] (32) columns, [`games::FoxAndGeeseBoard::MAX_ROWS`] (64) rows, [`games::FoxAndGeeseBoard::MAX_GEESE`] (16) geese | [`games::FoxAndGeeseError::TooLarge`] |
//! | a vertex's weight in Weighted Arc Kayles | [`games::WeightedArcKayles::MAX_WEIGHT`] (255) | [`rulesets::GraphError::BadLabel`] |
//! | misère canonical forms held at once ([`misere::MisereGame`]), and their options in all | [`misere::MAX_GAMES`] (2^22), [`misere::MAX_OPTIONS`] (2^26) | [`misere::MisereError::TooLarge`] |
//! | a board's misère form or outcome (`Cram(b).MisereCanonicalForm`, `misere_form` of a [`games::Position`]): positions visited, and moves listed (a Nim pile of `n` has `n(n+1)/2`) | [`games::MAX_MISERE_POSITIONS`] (200 000), [`games::MAX_MISERE_MOVES`] (2 500 000) | [`games::BoardMisereError::TooManyPositions`], [`games::BoardMisereError::TooManyMoves`]; in expressions [`expr::ErrorKind::TooLarge`] |
//! | a misère nim heap `*[n]` | [`misere::MAX_HEAP`] (4096) | [`misere::MisereError::HeapTooLarge`]; in expressions [`expr::ErrorKind::Undefined`] |
//! | a misère quotient ([`misere::MisereQuotient`]): pairs of images one check holds, elements of a candidate quotient | [`misere::MAX_PAIRS`] (2^21), [`misere::MAX_ORDER`] (4096) | [`misere::QuotientError::TooLarge`] |
//! | nim products of transfinite ordinals: ordinals below ω^(ω^54) ([`impartial::KAPPAS`] odd primes), coefficients below 2^64, and terms of a product | [`impartial::MAX_TERMS`] (65 536) terms | [`impartial::OrdinalNimError`]; in expressions [`expr::ErrorKind::Undefined`] |
//! | pairs of positions looked at by a comparison or simplification of stoppers | [`loopy::MAX_PAIRS`] (2^25) | [`loopy::LoopyError::TooManyPairs`] |
//! | the table of canonical forms, which memory follows | none unless given: [`budget::Budget::with_max_forms`] | [`budget::OutOfBudget::Forms`] |
//!
//! Canonical forms are kept for the life of the process, about 120 bytes
//! each for number-up-star values and 200 to 300 for other forms with the
//! cached sums that made them (`docs/memory.md` has the measurements;
//! [`Game::table_len`] counts them). The caches of results and the
//! rulesets' tables of positions can be emptied ([`short::cache::clear`],
//! [`rulesets::clear_tables`]); the forms cannot, so a program that runs
//! for long bounds them with [`budget::Budget::with_max_forms`].
//! A search for who wins ([`rulesets::Ruleset::outcome_by_search`], and
//! `OutcomeClass` of a board in expressions) remembers at most
//! [`rulesets::MAX_SEARCH_MEMO`] positions holding at most
//! [`rulesets::MAX_SEARCH_BYTES`] (512 MiB) and then starts its memory
//! afresh; its time is bounded by the budget.
//! A canonical form shares its parts, so its text can be far larger than
//! the form (`v:10000*9` holds 30 000 forms and prints 787 MB): printing is
//! not bounded by the budget, so check [`Game::text_len`] (or
//! [`expr::Value::text_len`]) first; `cgame` refuses texts past
//! `--max-text` (16 MiB by default). Error messages quote a game whole
//! only when its text is at most 200 bytes, and otherwise give its
//! birthday and the length of its text.
//! Work with no closed form can be long (an empty 8 x 8 Domineering board,
//! a heated `*300`): run it under a [`budget::Budget`], which the building
//! of canonical forms and the nim-value sequences look at as they go.
//!
//! # Crate features
//!
//! None: the library has no optional parts and no command-line dependency.
//! The command line, server and web page are the `cgame` crate of this
//! workspace (`cli/`), and the 15-puzzle is the `sliding-puzzles` crate
//! (`puzzles/`).

#![warn(missing_docs)]
// The two exceptions, each with its safety argument: `impartial::clmul`
// and `prefetch`.
#![deny(unsafe_code)]

pub mod budget;
pub mod expr;
pub mod games;
pub mod impartial;
pub mod loopy;
pub mod misere;
pub mod notation;
pub mod numbers;
mod parse_error;
mod partition;
pub mod play;
#[allow(unsafe_code)]
mod prefetch;
pub mod retrograde;
pub mod rulesets;
mod sharded;
pub mod short;
pub mod temperature;
#[cfg(test)]
mod test_rng;

pub use impartial::Nimber;
pub use notation::display_order;
pub use num_bigint;
pub use num_rational;
pub use numbers::Dyadic;
pub use short::{
    Game, NumberUpStar, OrderedGame, Outcome, Overflow, Player, UptimalExpansion, best_for_left,
    best_for_right,
};

/// The README's examples, compiled and run as doctests.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
struct ReadmeDoctests;
