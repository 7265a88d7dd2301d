//! Sided values: the value of any loopy game, as its onside and offside.

use std::fmt;

use super::LoopyError;
use super::display::graph_text;
use super::graph::Graph;
use super::sides::{Found, Side, side_of};
use super::stopper::Stopper;
use super::survival::{Rule, leq_under};
use crate::parse_error::ParseError;

/// The value of a loopy game given as a finite graph, stopper or not: its
/// *onside* (endless play won by Left) and *offside* (won by Right),
/// printed `onside & offside` as CGSuite does, `dud` for `on & off`, and as
/// the stopper itself when both sides are the same stopper.
///
/// Each side is a stopper in simplest form when one was found; Bach's
/// carousel has sides that are no stoppers, kept as reduced graphs that
/// still compare, add and print.
///
/// ```
/// use combinatorial_games::loopy::{LoopyOutcome, SidedValue};
/// let dud: SidedValue = "{pass|pass}".parse().unwrap();
/// assert_eq!(dud.to_string(), "dud");
/// assert_eq!(dud.outcome(), LoopyOutcome::D);
/// let g: SidedValue = "a{{|a}|}".parse().unwrap();
/// assert_eq!(g.to_string(), "1 & 0");
/// ```
#[derive(Clone, Debug)]
pub struct SidedValue {
    onside: Found,
    offside: Found,
}

/// The outcome of a loopy game, draws included: how each side compares
/// with 0 (CGSuite's names; `D` is a draw whoever starts).
///
/// ```
/// use combinatorial_games::loopy::{LoopyOutcome, SidedValue};
/// let g: SidedValue = "{0|{pass|},*}".parse().unwrap();   // {0 | on, *} = ^
/// assert_eq!(g.outcome(), LoopyOutcome::L);
/// assert_eq!(SidedValue::dud().outcome(), LoopyOutcome::D);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum LoopyOutcome {
    /// Left wins whoever starts.
    L,
    /// Right wins whoever starts.
    R,
    /// The player to move loses.
    P,
    /// The player to move wins.
    N,
    /// A draw whoever starts.
    D,
    /// The player to move wins or draws: Left wins or draws moving first,
    /// and so does Right.
    NHat,
    /// Left, second, wins; Right, second, draws.
    PHat,
    /// The player to move draws or loses, the other way round from `NHat`.
    NCheck,
    /// Right, second, wins; Left, second, draws.
    PCheck,
}

impl fmt::Display for LoopyOutcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(self, f)
    }
}

impl SidedValue {
    /// The value of the game at `start` in `graph`.
    ///
    /// # Errors
    ///
    /// Size limits ([`LoopyError::TooLarge`], [`LoopyError::TooManyPairs`]).
    ///
    /// ```
    /// use combinatorial_games::{loopy::{Graph, SidedValue}, Player};
    /// let mut g = Graph::new();
    /// let v = g.add_vertex();
    /// g.add_edge(v, v, Player::Left);
    /// g.add_edge(v, v, Player::Right);
    /// assert_eq!(SidedValue::from_graph(&g, v).unwrap().to_string(), "dud");
    /// ```
    pub fn from_graph(graph: &Graph, start: u32) -> Result<SidedValue, LoopyError> {
        SidedValue::from_sides(graph, start, graph, start)
    }

    /// The value whose onside is that of `on` at `a` and offside that of
    /// `off` at `b`: what a game with sided options is.
    ///
    /// # Errors
    ///
    /// Size limits, as [`SidedValue::from_graph`].
    ///
    /// ```
    /// use combinatorial_games::loopy::{SidedValue, Stopper};
    /// let (on, off) = (Stopper::on(), Stopper::off());
    /// let dud = SidedValue::from_sides(on.graph(), 0, off.graph(), 0).unwrap();
    /// assert_eq!(dud.to_string(), "dud");
    /// ```
    pub fn from_sides(on: &Graph, a: u32, off: &Graph, b: u32) -> Result<SidedValue, LoopyError> {
        let packed = on.packed(a);
        if std::ptr::eq(on, off) && a == b && packed.is_stopper() {
            return Ok(SidedValue::from(Stopper::from_graph(&packed, 0)?));
        }
        Ok(SidedValue {
            onside: side_of(on, a, Side::On)?,
            offside: side_of(off, b, Side::Off)?,
        })
    }

    /// The value with these sides, a stopper when both are the same one.
    pub(crate) fn from_found(onside: Found, offside: Found) -> SidedValue {
        SidedValue { onside, offside }.settled()
    }

    /// `dud = {pass|pass}`, the deathless universal draw.
    ///
    /// ```
    /// use combinatorial_games::loopy::SidedValue;
    /// assert_eq!(SidedValue::dud().to_string(), "dud");
    /// ```
    pub fn dud() -> SidedValue {
        SidedValue {
            onside: Found::Stopper(Stopper::on()),
            offside: Found::Stopper(Stopper::off()),
        }
    }

    /// The graph of a side; vertex 0 is the game.
    fn graph(&self, side: Side) -> &Graph {
        match self.found(side) {
            Found::Stopper(s) => s.graph(),
            Found::Graph(g) => g,
        }
    }

    pub(crate) fn found(&self, side: Side) -> &Found {
        match side {
            Side::On => &self.onside,
            Side::Off => &self.offside,
        }
    }

    /// A side, when it is a stopper.
    ///
    /// # Errors
    ///
    /// [`LoopyError::NotStopperSided`] when no stopper was found for it.
    ///
    /// ```
    /// use combinatorial_games::loopy::{Side, SidedValue, Stopper};
    /// let g: SidedValue = "a{{|a}|}".parse().unwrap();
    /// assert_eq!(g.side(Side::On).unwrap().to_string(), "1");
    /// assert!(g.side(Side::Off).unwrap().is_zero());
    /// ```
    pub fn side(&self, side: Side) -> Result<&Stopper, LoopyError> {
        match self.found(side) {
            Found::Stopper(s) => Ok(s),
            Found::Graph(g) => Err(LoopyError::NotStopperSided {
                side,
                graph: graph_text(g),
            }),
        }
    }

    /// Whether both sides are stoppers.
    ///
    /// ```
    /// use combinatorial_games::loopy::SidedValue;
    /// assert!(SidedValue::dud().is_stopper_sided());
    /// ```
    pub fn is_stopper_sided(&self) -> bool {
        matches!(
            (&self.onside, &self.offside),
            (Found::Stopper(_), Found::Stopper(_))
        )
    }

    /// The stopper this is, when both sides are the same stopper.
    ///
    /// ```
    /// use combinatorial_games::loopy::{SidedValue, Stopper};
    /// let v = SidedValue::from(Stopper::over());
    /// assert_eq!(v.as_stopper(), Some(&Stopper::over()));
    /// assert_eq!(SidedValue::dud().as_stopper(), None);
    /// ```
    pub fn as_stopper(&self) -> Option<&Stopper> {
        match (&self.onside, &self.offside) {
            (Found::Stopper(a), Found::Stopper(b)) if a == b => Some(a),
            _ => None,
        }
    }

    /// The sum: each side the side of the sum of the sides.
    ///
    /// # Errors
    ///
    /// Size limits, as [`SidedValue::from_graph`].
    ///
    /// ```
    /// use combinatorial_games::loopy::{SidedValue, Stopper};
    /// let on = SidedValue::from(Stopper::on());
    /// let off = SidedValue::from(Stopper::off());
    /// assert_eq!(on.checked_add(&off).unwrap().to_string(), "dud");   // WW p. 336
    /// ```
    pub fn checked_add(&self, other: &SidedValue) -> Result<SidedValue, LoopyError> {
        if let (Some(a), Some(b)) = (self.as_stopper(), other.as_stopper())
            && let Ok(s) = a.checked_add(b)
        {
            return Ok(SidedValue::from(s));
        }
        let on = self.graph(Side::On).sum(0, other.graph(Side::On), 0)?;
        let off = self.graph(Side::Off).sum(0, other.graph(Side::Off), 0)?;
        let v = SidedValue {
            onside: side_of(&on, 0, Side::On)?,
            offside: side_of(&off, 0, Side::Off)?,
        };
        Ok(v.settled())
    }

    /// A stopper when both sides are the same one.
    fn settled(self) -> SidedValue {
        match self.as_stopper() {
            Some(s) => SidedValue::from(s.clone()),
            None => self,
        }
    }

    /// `self ≤ other`: on each side, compared as sides compare.
    ///
    /// # Errors
    ///
    /// [`LoopyError::TooManyPairs`] when the sides are too large to compare.
    ///
    /// ```
    /// use combinatorial_games::loopy::{SidedValue, Stopper};
    /// let dud = SidedValue::dud();
    /// let on = SidedValue::from(Stopper::on());
    /// assert!(dud.leq(&on).unwrap() && !on.leq(&dud).unwrap());
    /// ```
    pub fn leq(&self, other: &SidedValue) -> Result<bool, LoopyError> {
        Ok(self.side_leq(other, Side::On)? && self.side_leq(other, Side::Off)?)
    }

    /// Whether `G + G = G`, side by side (`dud`, `on`, `over`).
    ///
    /// ```
    /// use combinatorial_games::loopy::SidedValue;
    /// assert!(SidedValue::dud().is_idempotent().unwrap());
    /// let g: SidedValue = "a{1||a|0}".parse().unwrap();   // 2 & +-1
    /// assert!(!g.is_idempotent().unwrap());
    /// ```
    pub fn is_idempotent(&self) -> Result<bool, LoopyError> {
        let twice = self.checked_add(self)?;
        Ok(twice.leq(self)? && self.leq(&twice)?)
    }

    /// Whether this side is at most the same side of `other`.
    fn side_leq(&self, other: &SidedValue, side: Side) -> Result<bool, LoopyError> {
        let rule = match (self.found(side), other.found(side)) {
            (Found::Stopper(_), Found::Stopper(_)) => Rule::Survive,
            _ => side.rule(),
        };
        leq_under(self.graph(side), 0, other.graph(side), 0, rule)
    }

    /// The outcome, draws included: each side compared with 0.
    ///
    /// # Errors
    ///
    /// [`LoopyError::TooManyPairs`] as [`SidedValue::leq`].
    ///
    /// ```
    /// use combinatorial_games::loopy::{LoopyOutcome, SidedValue};
    /// let g: SidedValue = "a{{|a}|}".parse().unwrap();
    /// assert_eq!(g.outcome(), LoopyOutcome::PHat);
    /// ```
    pub fn outcome(&self) -> LoopyOutcome {
        use crate::short::Outcome as O;
        let zero = SidedValue::from(Stopper::zero());
        let class = |side| {
            let ge = zero.side_leq(self, side).unwrap_or(false);
            let le = self.side_leq(&zero, side).unwrap_or(false);
            match (ge, le) {
                (true, true) => O::P,
                (true, false) => O::L,
                (false, true) => O::R,
                (false, false) => O::N,
            }
        };
        match (class(Side::On), class(Side::Off)) {
            (O::L, O::L) => LoopyOutcome::L,
            (O::L, O::N) => LoopyOutcome::NHat,
            (O::L, O::P) => LoopyOutcome::PHat,
            (O::L, O::R) => LoopyOutcome::D,
            (O::N, O::R) => LoopyOutcome::NCheck,
            (O::P, O::R) => LoopyOutcome::PCheck,
            (O::R, O::R) => LoopyOutcome::R,
            (O::P, _) => LoopyOutcome::P,
            (_, _) => LoopyOutcome::N,
        }
    }

    /// The stopper this is, or why not.
    pub(crate) fn stopper_or_err(&self) -> Result<&Stopper, LoopyError> {
        self.as_stopper().ok_or_else(|| LoopyError::NotStopper {
            why: format!("{self} is a sided value"),
        })
    }

    /// The graphs of the two sides, onside first; vertex 0 is the game.
    ///
    /// ```
    /// use combinatorial_games::loopy::SidedValue;
    /// let dud = SidedValue::dud();
    /// let (on, off) = dud.graphs();
    /// assert_eq!((on.len(), off.len()), (1, 1));
    /// ```
    pub fn graphs(&self) -> (&Graph, &Graph) {
        (self.graph(Side::On), self.graph(Side::Off))
    }
}

impl From<Stopper> for SidedValue {
    fn from(s: Stopper) -> SidedValue {
        SidedValue {
            onside: Found::Stopper(s.clone()),
            offside: Found::Stopper(s),
        }
    }
}

impl std::ops::Neg for SidedValue {
    type Output = SidedValue;

    /// The negative: the onside of `-G` is minus the offside of `G`.
    fn neg(self) -> SidedValue {
        let flip = |f: Found| match f {
            Found::Stopper(s) => Found::Stopper(-s),
            Found::Graph(g) => Found::Graph(g.negated()),
        };
        SidedValue {
            onside: flip(self.offside),
            offside: flip(self.onside),
        }
    }
}

impl PartialEq for SidedValue {
    /// Equal values; games too large to compare are unequal.
    fn eq(&self, other: &SidedValue) -> bool {
        matches!((self.leq(other), other.leq(self)), (Ok(true), Ok(true)))
    }
}

impl fmt::Display for SidedValue {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(s) = self.as_stopper() {
            return write!(f, "{s}");
        }
        let text = |side| graph_text(self.graph(side));
        match (&self.onside, &self.offside) {
            (Found::Stopper(a), Found::Stopper(b)) if a.is_on() && b.is_off() => f.write_str("dud"),
            _ => write!(f, "{} & {}", text(Side::On), text(Side::Off)),
        }
    }
}

impl std::str::FromStr for SidedValue {
    type Err = LoopyError;

    /// Reads any loopy game in CGSuite's notation, and `onside & offside`
    /// as CGSuite prints a value whose sides differ: the onside of the
    /// first game with the offside of the second (CGSuite's `&`), so a
    /// printed value reads back.
    ///
    /// ```
    /// use combinatorial_games::loopy::SidedValue;
    /// let g: SidedValue = "{0|{dud|},*}".parse().unwrap();
    /// assert_eq!(g.to_string(), "^ & v*");
    /// assert_eq!("^ & v*".parse::<SidedValue>().unwrap(), g);
    /// // An onside is at least its offside.
    /// assert!("0 & 1".parse::<SidedValue>().is_err());
    /// ```
    fn from_str(s: &str) -> Result<SidedValue, LoopyError> {
        let Some(amp) = top_level_ampersand(s) else {
            let (g, v) = crate::expr::read_loopy_graph(s)?;
            return SidedValue::from_graph(&g, v);
        };
        let read = |text: &str, offset: usize| {
            crate::expr::read_loopy_graph(text).map_err(|e| match e {
                LoopyError::Parse(p) => {
                    LoopyError::Parse(ParseError::new(p.message(), p.column() + offset))
                }
                other => other,
            })
        };
        let (on, a) = read(&s[..amp], 0)?;
        let (off, b) = read(&s[amp + 1..], amp + 1)?;
        let (x, y) = (
            SidedValue::from_graph(&on, a)?,
            SidedValue::from_graph(&off, b)?,
        );
        if let (Some(x), Some(y)) = (x.as_stopper(), y.as_stopper())
            && !y.leq(x)?
        {
            return Err(LoopyError::Parse(ParseError::new(
                format!("an onside is at least its offside, and {x} is not at least {y}"),
                amp + 1,
            )));
        }
        SidedValue::from_sides(x.graphs().0, 0, y.graphs().1, 0)
    }
}

/// Where the `&` outside every bracket is, if there is one.
fn top_level_ampersand(s: &str) -> Option<usize> {
    let mut depth = 0usize;
    for (i, b) in s.bytes().enumerate() {
        match b {
            b'{' | b'(' | b'[' => depth += 1,
            b'}' | b')' | b']' => depth = depth.saturating_sub(1),
            b'&' if depth == 0 => return Some(i),
            _ => {}
        }
    }
    None
}
