//! Stops of stoppers: where alternating play reaches a *pseudonumber*, a
//! position whose value is a number, `on`, `off`, `x over` or `x under`
//! (Siegel, *Combinatorial Game Theory*, ch. VI, and CGSuite's
//! `CanonicalStopper.leftStop`).

use std::cmp::Ordering;
use std::fmt;

use rustc_hash::FxHashMap;

use super::graph::Graph;
use super::stopper::Stopper;
use crate::numbers::Dyadic;
use crate::short::{Game, Player};

/// A stop of a stopper: a pseudonumber. Play that alternates from a
/// stopper reaches one, since no such play goes on for ever.
///
/// They are ordered as values: `off < x under < x < x over < y under` for
/// numbers `x < y`, and everything `< on`.
///
/// ```
/// use combinatorial_games::loopy::{Stop, Stopper};
/// assert_eq!(Stopper::on().left_stop(), Stop::On);
/// // over = {0 | pass} is a pseudonumber, and its own stop.
/// assert_eq!(Stopper::over().right_stop(), Stop::Over(0.into()));
/// assert_eq!(Stopper::over().right_stop().strong(), Stop::Number(0.into()));
/// assert!(Stop::Under(1.into()) < Stop::Number(1.into()));
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Stop {
    /// Right can pass for ever.
    Off,
    /// `x under` = `{pass | x}`: just below `x`.
    Under(Dyadic),
    /// A number.
    Number(Dyadic),
    /// `x over` = `{x | pass}`: just above `x`.
    Over(Dyadic),
    /// Left can pass for ever.
    On,
}

impl Stop {
    /// The stop with `x over` and `x under` taken as `x`: CGSuite's strong
    /// stop, which `IsInfinitesimal` and `IsNumberish` read.
    ///
    /// ```
    /// use combinatorial_games::loopy::Stop;
    /// assert_eq!(Stop::Under(3.into()).strong(), Stop::Number(3.into()));
    /// assert_eq!(Stop::On.strong(), Stop::On);
    /// ```
    pub fn strong(&self) -> Stop {
        match self {
            Stop::Over(x) | Stop::Under(x) => Stop::Number(x.clone()),
            s => s.clone(),
        }
    }

    /// Where it sits: the class (off, a number's neighbourhood, on), the
    /// number, and below, at or above it.
    fn key(&self) -> (u8, Option<&Dyadic>, i8) {
        match self {
            Stop::Off => (0, None, 0),
            Stop::Under(x) => (1, Some(x), -1),
            Stop::Number(x) => (1, Some(x), 0),
            Stop::Over(x) => (1, Some(x), 1),
            Stop::On => (2, None, 0),
        }
    }
}

impl From<Stop> for Stopper {
    /// The pseudonumber itself.
    ///
    /// ```
    /// use combinatorial_games::loopy::{Stop, Stopper};
    /// let five_over = Stopper::from(Stop::Over(5.into()));
    /// assert_eq!(five_over, "{5|pass}".parse().unwrap());
    /// assert_eq!(five_over.to_string(), "5over");
    /// ```
    fn from(s: Stop) -> Stopper {
        let (x, passer) = match s {
            Stop::On => return Stopper::on(),
            Stop::Off => return Stopper::off(),
            Stop::Number(x) => return Stopper::from_game(&Game::number(x)).expect("small"),
            Stop::Over(x) => (x, Player::Right),
            Stop::Under(x) => (x, Player::Left),
        };
        let mut g = Graph::new();
        let v = g.add_vertex();
        let number = g.add_game(&Game::number(x)).expect("a number is small");
        g.add_edge(v, number, passer.other());
        g.add_edge(v, v, passer);
        Stopper::from_graph(&g, v).expect("a pseudonumber is a stopper")
    }
}

impl Ord for Stop {
    fn cmp(&self, other: &Stop) -> Ordering {
        self.key().cmp(&other.key())
    }
}

impl PartialOrd for Stop {
    fn partial_cmp(&self, other: &Stop) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl fmt::Display for Stop {
    /// As CGSuite prints pseudonumbers: `on`, `-5under`, `3/2over`, `over`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let number = |x: &Dyadic| {
            if x.is_zero() {
                String::new()
            } else {
                Game::number(x.clone()).to_string()
            }
        };
        match self {
            Stop::Off => f.write_str("off"),
            Stop::On => f.write_str("on"),
            Stop::Number(x) => write!(f, "{}", Game::number(x.clone())),
            Stop::Over(x) => write!(f, "{}over", number(x)),
            Stop::Under(x) => write!(f, "{}under", number(x)),
        }
    }
}

/// The stop of vertex 0 with `first` to move, through the positions with
/// the player to move: for a stopper they form no cycle.
pub(super) fn stop(g: &Graph, short: &[Option<Game>], first: Player) -> Stop {
    let mut memo: FxHashMap<(u32, bool), Stop> = FxHashMap::default();
    stop_at(g, short, 0, first, &mut memo)
}

/// The pseudonumber vertex `v` is, if it is one by its shape in a simplest
/// form: `{x | pass}`, `{pass | x}`, `{pass |}` or `{| pass}`.
pub(super) fn pseudonumber(g: &Graph, short: &[Option<Game>], v: u32) -> Option<Stop> {
    let number = |w: u32| short[w as usize].as_ref().and_then(Game::as_number);
    match (g.options(v, Player::Left), g.options(v, Player::Right)) {
        (&[l], &[]) if l == v => Some(Stop::On),
        (&[], &[r]) if r == v => Some(Stop::Off),
        (&[l], &[r]) if r == v && l != v => number(l).map(Stop::Over),
        (&[l], &[r]) if l == v && r != v => number(r).map(Stop::Under),
        _ => None,
    }
}

fn stop_at(
    g: &Graph,
    short: &[Option<Game>],
    v: u32,
    mover: Player,
    memo: &mut FxHashMap<(u32, bool), Stop>,
) -> Stop {
    // A short position's stops are the short game's own.
    if let Some(game) = &short[v as usize] {
        return Stop::Number(match mover {
            Player::Left => game.left_stop(),
            Player::Right => game.right_stop(),
        });
    }
    if let Some(p) = pseudonumber(g, short, v) {
        return p;
    }
    let key = (v, mover == Player::Left);
    if let Some(s) = memo.get(&key) {
        return s.clone();
    }
    let options = g.options(v, mover);
    let s = stacker::maybe_grow(64 * 1024, 1024 * 1024, || {
        let stops = options
            .iter()
            .map(|&w| stop_at(g, short, w, mover.other(), memo));
        match mover {
            Player::Left => stops.max().unwrap_or(Stop::Off),
            Player::Right => stops.min().unwrap_or(Stop::On),
        }
    });
    memo.insert(key, s.clone());
    s
}
