//! The confusion interval: the numbers a game is confused with.

use std::fmt;

use crate::numbers::Dyadic;
use crate::short::Game;

/// An interval of numbers `lo .. hi`, each end open or closed; a single
/// point when `lo == hi` (both closed).
///
/// ```
/// use combinatorial_games::Game;
/// let i = "{3|-2}".parse::<Game>().unwrap().confusion_interval().unwrap();
/// assert_eq!(i.to_string(), "[-2, 3]");
/// assert_eq!(Game::star().confusion_interval().unwrap().to_string(), "[0, 0]");
/// assert!(Game::up().confusion_interval().is_none());
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Interval {
    /// The lower end.
    pub lo: Dyadic,
    /// Whether `lo` itself belongs.
    pub lo_closed: bool,
    /// The upper end.
    pub hi: Dyadic,
    /// Whether `hi` itself belongs.
    pub hi_closed: bool,
}

impl Interval {
    /// Whether `x` lies in the interval.
    ///
    /// ```
    /// use combinatorial_games::{Dyadic, Game};
    /// // ±1 is confused with every number from -1 to 1, both included.
    /// let i = "{1|-1}".parse::<Game>().unwrap().confusion_interval().unwrap();
    /// assert!(i.contains(&Dyadic::from(1)) && i.contains(&Dyadic::from(0)));
    /// assert!(!i.contains(&Dyadic::from(2)));
    /// ```
    pub fn contains(&self, x: &Dyadic) -> bool {
        let above = *x > self.lo || (self.lo_closed && *x == self.lo);
        let below = *x < self.hi || (self.hi_closed && *x == self.hi);
        above && below
    }
}

impl fmt::Display for Interval {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}{}, {}{}",
            if self.lo_closed { "[" } else { "(" },
            self.lo,
            self.hi,
            if self.hi_closed { "]" } else { ")" }
        )
    }
}

impl Game {
    /// The numbers `x` with `G` confused with `x` (`G || x`): between the
    /// right and left stops, with each stop included when `G` is confused
    /// with it. `None` when there are none (numbers, and games such as `↑`
    /// that are comparable with every number).
    ///
    /// ```
    /// use combinatorial_games::Game;
    /// // {2|-1} is confused with its stops themselves ({2|-1} - 2 and
    /// // {2|-1} + 1 are both won by whoever moves first) and with every
    /// // number between them.
    /// let g: Game = "{2|-1}".parse().unwrap();
    /// assert_eq!(g.confusion_interval().unwrap().to_string(), "[-1, 2]");
    /// // ^ is above 0 and below every positive number: it is comparable
    /// // with every number.
    /// assert!("^".parse::<Game>().unwrap().confusion_interval().is_none());
    /// ```
    pub fn confusion_interval(&self) -> Option<Interval> {
        let (lo, hi) = (self.right_stop(), self.left_stop());
        let confused = |x: &Dyadic| self.is_confused_with(&Game::number(x.clone()));
        let (lo_closed, hi_closed) = (confused(&lo), confused(&hi));
        if lo < hi || (lo == hi && lo_closed) {
            Some(Interval {
                lo,
                lo_closed,
                hi,
                hi_closed,
            })
        } else {
            None
        }
    }
}
