//! Impartial games in misère play, where the player who makes the last
//! move loses: their canonical forms (Conway, *On Numbers and Games*,
//! ch. 12; Winning Ways ch. 13; Siegel, *Combinatorial Game Theory*,
//! ch. V), sums, outcomes, misère and normal nim values, genus and mate;
//! and the misère quotients of heap games ([`MisereQuotient`];
//! `docs/misere.md` is a tutorial).
//!
//! Two games are equal in misère play when no third game added to both
//! tells them apart. Unlike normal play, few games are equal: `*[2] +
//! *[2]` is not 0, though it is a second player's win. Each game has one
//! simplest form, found by taking out reversible options (Grundy and
//! Smith's rule, with its proviso for 0), and [`MisereGame`] holds that
//! form. Games are read as CGSuite reads them: `*[n]` the nim heap `n`,
//! `*[a,b]` the game with options `a` and `b`, where a number inside is a
//! heap and a list a game given by its options. They print as CGSuite
//! prints them, in its compact notation (`*[2#0]`, `*[2[2]]`; see
//! [`MisereGame`]'s `Display`), which [`MisereGame::from_compact`] reads
//! back, or with `{:#}` in the notation `FromStr` reads.
//!
//! ```
//! use combinatorial_games::misere::MisereGame;
//! use combinatorial_games::Outcome;
//!
//! let two: MisereGame = "*[2]".parse().unwrap();
//! let sum = two.clone() + two.clone();
//! assert_eq!(sum.outcome(), Outcome::P);          // a second player's win…
//! assert_ne!(sum, MisereGame::zero());            // …yet not equal to 0,
//! assert_eq!(sum.to_string(), "*[2[2]]");         // CGSuite writes it so,
//! assert_eq!(format!("{sum:#}"), "*[2,3]");       // its options *[2] and *[3].
//! // {*} is 0 in misère play: its one option * is a win for the player
//! // who does not move, and * has 0 as an option (the proviso).
//! assert_eq!("*[1]".parse::<MisereGame>().unwrap().options().len(), 1);
//! assert_eq!("*[[1]]".parse::<MisereGame>().unwrap(), MisereGame::zero());
//! ```

mod compact;
mod compact_read;
mod genus;
mod link;
mod order;
mod parts;
mod quotient;
mod structure;
mod table;
mod text;
mod values;

use std::fmt;

pub use crate::parse_error::ParseError;
pub use compact::MAX_TEXT;
pub use genus::Genus;
pub(crate) use quotient::QuotientCache;
pub use quotient::{
    MAX_ORDER, MAX_PAIRS, MisereQuotient, Presentation, QUOTIENT_HEAPS, QUOTIENT_TIME,
    QuotientError, QuotientPeriod, nim_outcome,
};
pub use values::{MAX_GAMES, MAX_HEAP, MAX_OPTIONS};

/// A misère impartial game in canonical form. Equal games are the same
/// form, so `==` is identity of forms and costs nothing.
///
/// ```
/// use combinatorial_games::misere::MisereGame;
/// let g = MisereGame::from_options([MisereGame::nim_heap(2)]).unwrap();
/// assert_eq!(g.to_string(), "*[2#]");                  // as CGSuite prints it
/// assert_eq!(format!("{g:#}"), "*[[2]]");               // as it reads it
/// assert_eq!(g.birthday(), 3);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct MisereGame(u32);

/// Why a misère game could not be made.
///
/// ```
/// use combinatorial_games::misere::{MisereError, MisereGame};
/// assert!(matches!("*[2".parse::<MisereGame>(), Err(MisereError::Parse(_))));
/// ```
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum MisereError {
    /// More than [`MAX_GAMES`] canonical forms, or [`MAX_OPTIONS`] options
    /// in all, would be held.
    #[error("more than {limit} misère canonical forms (or their options) would be held")]
    TooLarge {
        /// [`MAX_GAMES`] or [`MAX_OPTIONS`].
        limit: usize,
    },
    /// A nim heap larger than [`MAX_HEAP`].
    #[error("the nim heap *[{heap}] is larger than the largest made, *[{limit}]")]
    HeapTooLarge {
        /// The heap asked for.
        heap: u32,
        /// [`MAX_HEAP`].
        limit: u32,
    },
    /// The text is not a misère game.
    #[error(transparent)]
    Parse(#[from] ParseError),
}

impl MisereGame {
    /// The game with no options, `*[0]`.
    ///
    /// ```
    /// use combinatorial_games::misere::MisereGame;
    /// assert!(MisereGame::zero().options().is_empty());
    /// ```
    pub fn zero() -> MisereGame {
        MisereGame(0)
    }

    /// The canonical game with these options.
    ///
    /// # Errors
    ///
    /// [`MisereError::TooLarge`] past [`MAX_GAMES`] forms.
    ///
    /// ```
    /// use combinatorial_games::misere::MisereGame;
    /// let heaps = (0..3).map(MisereGame::nim_heap);
    /// assert_eq!(MisereGame::from_options(heaps).unwrap(), MisereGame::nim_heap(3));
    /// ```
    pub fn from_options(
        options: impl IntoIterator<Item = MisereGame>,
    ) -> Result<MisereGame, MisereError> {
        let ids: Vec<u32> = options.into_iter().map(|g| g.0).collect();
        table::canonical(ids).map(MisereGame)
    }

    /// The nim heap `*[n]`, whose options are the smaller heaps. Nim heaps
    /// are canonical in misère play too.
    ///
    /// # Panics
    ///
    /// Past [`MAX_HEAP`], or past [`MAX_GAMES`] forms.
    ///
    /// ```
    /// use combinatorial_games::misere::MisereGame;
    /// assert_eq!(MisereGame::nim_heap(3).options().len(), 3);
    /// ```
    pub fn nim_heap(n: u32) -> MisereGame {
        MisereGame::checked_nim_heap(n).expect("a nim heap within MAX_GAMES")
    }

    /// The nim heap `*[n]`, or an error past [`MAX_HEAP`] or the table's
    /// limits.
    ///
    /// ```
    /// use combinatorial_games::misere::MisereGame;
    /// assert_eq!(MisereGame::checked_nim_heap(2).unwrap().to_string(), "*[2]");
    /// ```
    pub fn checked_nim_heap(n: u32) -> Result<MisereGame, MisereError> {
        table::nim_heap(n).map(MisereGame)
    }

    /// The options, in CGSuite's order: the earliest born first (the
    /// order is set out in `order.rs`).
    ///
    /// # Panics
    ///
    /// Past [`MAX_GAMES`] forms (the order needs each option's sum with `*`).
    ///
    /// ```
    /// use combinatorial_games::misere::MisereGame;
    /// assert_eq!(MisereGame::nim_heap(1).options(), vec![MisereGame::zero()]);
    /// let g: MisereGame = "*[[2],0]".parse().unwrap();
    /// assert_eq!(g.options()[1].to_string(), "*[2#]");
    /// ```
    pub fn options(&self) -> Vec<MisereGame> {
        let sorted = order::sorted_options(self.0).expect("forms within MAX_GAMES");
        sorted.iter().copied().map(MisereGame).collect()
    }

    /// The birthday: 0 for `*[0]`, else one more than the latest option's.
    ///
    /// ```
    /// use combinatorial_games::misere::MisereGame;
    /// assert_eq!(MisereGame::nim_heap(5).birthday(), 5);
    /// ```
    pub fn birthday(&self) -> u32 {
        table::info(self.0).birthday
    }

    /// The nim heap this is, if it is one.
    ///
    /// ```
    /// use combinatorial_games::misere::MisereGame;
    /// assert_eq!(MisereGame::nim_heap(4).as_nim_heap(), Some(4));
    /// let two = MisereGame::nim_heap(2);
    /// assert_eq!((two + two).as_nim_heap(), None);
    /// ```
    pub fn as_nim_heap(&self) -> Option<u32> {
        table::info(self.0).heap
    }
}

impl fmt::Debug for MisereGame {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}
