//! Loopy games: games whose positions can repeat, given as finite graphs.
//!
//! A *stopper* is a loopy game in which no play alternating between the
//! players goes on for ever. Stoppers compare and simplify much as short
//! games do: each has a unique simplest form ([`Stopper`]), and `G ≤ H`
//! when Left, moving second in `H - G`, can always answer (play that never
//! ends counts as her survival). The theory is Winning Ways ch. 11 and
//! Siegel, *Combinatorial Game Theory* (AMS 2013), ch. VI; the identities
//! those books state for `on`, `off`, `over`, `upon` and the rest are
//! checked in [`identities`], each beside its source.
//!
//! ```
//! use combinatorial_games::loopy::Stopper;
//! use combinatorial_games::Game;
//!
//! let on: Stopper = "{pass|}".parse().unwrap();
//! assert_eq!(on, Stopper::on());
//! assert!(on > Stopper::from_game(&Game::from(1_000)).unwrap());
//! let over: Stopper = "{0|pass}".parse().unwrap();
//! assert_eq!(over.to_string(), "over");
//! // over is positive, yet below every positive number:
//! assert!(over > Stopper::zero());
//! assert!(over < Stopper::from_game(&"1/1024".parse().unwrap()).unwrap());
//! ```
//!
//! The sum of two stoppers need not be one: `on + off` can be played for
//! ever, each player passing in turn. As stoppers such a sum is an error,
//! never a wrong value.
//!
//! ```
//! use combinatorial_games::loopy::{LoopyError, Stopper};
//! let sum = Stopper::on().checked_add(&Stopper::off());
//! assert!(matches!(sum, Err(LoopyError::NotStopper { .. })));
//! ```
//!
//! Any loopy game has a value as a [`SidedValue`]: its *onside*, where
//! endless play counts as a win for Left, and its *offside*, where it counts
//! for Right, each a stopper when one can be found (Winning Ways ch. 11;
//! Siegel, ch. VI). `on + off` is `dud`, the deathless universal draw:
//!
//! ```
//! use combinatorial_games::loopy::{LoopyOutcome, Side, SidedValue, Stopper};
//! let (on, off) = (SidedValue::from(Stopper::on()), SidedValue::from(Stopper::off()));
//! let dud = on.checked_add(&off).unwrap();
//! assert_eq!(dud.to_string(), "dud");
//! assert_eq!(dud.outcome(), LoopyOutcome::D);
//! assert!(dud.side(Side::On).unwrap().is_on());
//! ```
//!
//! A side is found by taking moves out of the cycles of alternating play
//! while the side's value stays the same (each removal checked by two
//! comparisons, at most 4096 of them per side); a game whose side keeps a
//! cycle after that, as Bach's carousel does, keeps the reduced graph as
//! its side (its stopper positions in simplest form, positions of the
//! same shape made one, moves that change nothing taken out) and says so ([`LoopyError::NotStopperSided`]) where a stopper
//! is asked for.
//!
//! A game given by its rules rather than as a graph implements
//! [`LoopyRules`]; [`Explored`] walks its positions and values them all,
//! one strongly connected component at a time, so that the 721 696
//! positions of Fox and Geese on the 8 x 8 board are valued in seconds
//! (Winning Ways, 2nd ed., ch. 20: the usual start is `2over`):
//!
//! ```
//! use combinatorial_games::games::{FoxAndGeese, FoxAndGeeseBoard};
//! use combinatorial_games::loopy::value_of;
//! let b: FoxAndGeeseBoard = "x.x.x.x.|........|o.......".parse().unwrap();
//! assert_eq!(value_of(&FoxAndGeese::STANDARD, &b).unwrap().to_string(), "{6|2over}");
//! ```

mod component;
mod display;
mod forms;
mod graph;
pub mod identities;
mod pairs;
mod powers;
mod rules;
mod scratch;
mod short_part;
mod sided;
mod sides;
mod simplify;
mod stopper;
mod stops;
mod survival;
mod tidy;
mod variety;

pub use crate::parse_error::ParseError;
pub use graph::{Graph, MAX_EDGES, MAX_VERTICES};
pub use rules::{Explored, LoopyRules, MAX_POSITIONS, value_of};
pub use sided::{LoopyOutcome, SidedValue};
pub use sides::Side;
pub use stopper::Stopper;
pub use stops::Stop;
pub use survival::MAX_PAIRS;

/// Why a loopy game could not be made or worked with.
///
/// ```
/// use combinatorial_games::loopy::{LoopyError, Stopper};
/// let e = "{pass|pass}".parse::<Stopper>().unwrap_err();
/// assert!(e.to_string().contains("not a stopper"));
/// ```
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum LoopyError {
    /// The game has a play alternating between the players that never
    /// ends, so it is not a stopper.
    #[error("not a stopper: {why}")]
    NotStopper {
        /// Where the endless play is.
        why: String,
    },
    /// A graph would have more than `limit` vertices.
    #[error("the game graph would have more than {limit} positions")]
    TooLarge {
        /// [`MAX_VERTICES`].
        limit: usize,
    },
    /// A graph would have more than `limit` moves.
    #[error("the game graph would have more than {limit} moves")]
    TooManyMoves {
        /// [`MAX_EDGES`].
        limit: usize,
    },
    /// A comparison would look at more than `limit` pairs of positions.
    #[error("comparing these games would look at more than {limit} pairs of positions")]
    TooManyPairs {
        /// [`MAX_PAIRS`].
        limit: usize,
    },
    /// A side of the game is not a stopper (or none was found): Bach's
    /// carousel is such a game.
    #[error("the {side} of this game is not a stopper: it stays {graph}")]
    NotStopperSided {
        /// Which side.
        side: Side,
        /// The side as far as it was simplified.
        graph: String,
    },
    /// A variety needs an idempotent degree (`G + G = G`), and this
    /// stopper's degree is not one.
    #[error("variety degree must be an idempotent, and this game's degree {degree} is not")]
    DegreeNotIdempotent {
        /// The degree, printed.
        degree: String,
    },
    /// The upsum and downsum varieties of the stopper differ.
    #[error("that game is not stable: its upsum and downsum varieties differ ({game})")]
    NotStable {
        /// The stopper, printed.
        game: String,
    },
    /// Simplification did not settle (a bug if it ever happens).
    #[error("the simplification of this stopper did not settle")]
    NoSimplestForm,
    /// The text is not a loopy game.
    #[error(transparent)]
    Parse(#[from] ParseError),
    /// A power or subordination is undefined for these games.
    #[error(transparent)]
    Power(#[from] crate::short::PowerError),
}
