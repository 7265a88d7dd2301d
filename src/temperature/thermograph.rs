//! Thermographs, and the operations that temperature theory defines on
//! games: mean, temperature, cooling, heating, overheating, freezing.

use std::fmt;
use std::sync::{Arc, LazyLock};

use rustc_hash::FxHashMap;
use thiserror::Error;

use super::closed;
use super::trajectory::Trajectory;
use crate::numbers::Dyadic;
use crate::sharded::{Sharded, hash_of};
use crate::short::Game;
use crate::short::cache::Generational;

/// A game's thermograph: its left and right walls from temperature -1 up,
/// and the mast they join at the temperature.
///
/// ```
/// use combinatorial_games::{Dyadic, Game};
/// let t = "{3|-2}".parse::<Game>().unwrap().thermograph();
/// assert_eq!(t.mast().to_string(), "1/2");
/// assert_eq!(t.temperature().to_string(), "5/2");
/// assert_eq!(t.to_string(), "Thermograph(left 3-t to 5/2, then 1/2; right -2+t to 5/2, then 1/2)");
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Thermograph {
    left: Trajectory,
    right: Trajectory,
    mast: Dyadic,
    temperature: Dyadic,
}

/// Why a temperature operation cannot be done.
///
/// ```
/// use combinatorial_games::temperature::TemperatureError;
/// use combinatorial_games::{Dyadic, Game};
/// let g: Game = "{1|-1}".parse().unwrap();
/// assert!(matches!(g.cool(&Dyadic::from(-2)), Err(TemperatureError::CoolBelowMinusOne(_))));
/// // Cooled by its temperature, the switch is its mean, 0 (plus a star).
/// assert_eq!(g.cool(&Dyadic::from(1)).unwrap(), "*".parse::<Game>().unwrap());
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum TemperatureError {
    /// Cooling is defined for temperatures above -1 only.
    #[error("cannot cool by {0}: cooling is defined for temperatures t > -1")]
    CoolBelowMinusOne(Dyadic),
}

impl Thermograph {
    /// The left wall.
    ///
    /// ```
    /// use combinatorial_games::{Dyadic, Game};
    /// // {3|-2}: Left's wall falls from her stop, 3, one for each degree
    /// // of temperature, until it meets Right's at 5/2.
    /// let t = "{3|-2}".parse::<Game>().unwrap().thermograph();
    /// assert_eq!(t.left_wall().value_at(&Dyadic::from(0)), Dyadic::from(3));
    /// assert_eq!(t.left_wall().value_at(&Dyadic::from(2)), Dyadic::from(1));
    /// ```
    pub fn left_wall(&self) -> &Trajectory {
        &self.left
    }

    /// The right wall.
    ///
    /// ```
    /// use combinatorial_games::{Dyadic, Game};
    /// // {3|-2}: Right's wall rises from his stop, -2, to meet Left's.
    /// let t = "{3|-2}".parse::<Game>().unwrap().thermograph();
    /// assert_eq!(t.right_wall().value_at(&Dyadic::from(0)), Dyadic::from(-2));
    /// assert_eq!(t.right_wall().value_at(&Dyadic::from(2)), Dyadic::from(0));
    /// ```
    pub fn right_wall(&self) -> &Trajectory {
        &self.right
    }

    /// Where the mast stands: the mean value.
    ///
    /// ```
    /// use combinatorial_games::Game;
    /// // {3|-2}: the walls meet halfway between the stops.
    /// let t = "{3|-2}".parse::<Game>().unwrap().thermograph();
    /// assert_eq!(t.mast().to_string(), "1/2");
    /// ```
    pub fn mast(&self) -> &Dyadic {
        &self.mast
    }

    /// Where the walls meet: the temperature.
    ///
    /// ```
    /// use combinatorial_games::Game;
    /// // {3|-2}: 3 - t = -2 + t at t = 5/2. A number is frozen: -1.
    /// let t = "{3|-2}".parse::<Game>().unwrap().thermograph();
    /// assert_eq!(t.temperature().to_string(), "5/2");
    /// assert_eq!(Game::from(2).thermograph().temperature().to_string(), "-1");
    /// ```
    pub fn temperature(&self) -> &Dyadic {
        &self.temperature
    }

    /// CGSuite's text of the thermograph: each wall as
    /// [`Trajectory::cgsuite_text`], Left's first.
    ///
    /// ```
    /// use combinatorial_games::Game;
    /// let t = "{2|-2}".parse::<Game>().unwrap().thermograph();
    /// assert_eq!(t.cgsuite_text(), "Thermograph(0,[2],[0,-1],0,[2],[0,1])");
    /// ```
    pub fn cgsuite_text(&self) -> String {
        format!(
            "Thermograph({},{})",
            self.left.cgsuite_text(),
            self.right.cgsuite_text()
        )
    }

    /// An SVG drawing: temperature up, Left's values to the left (as in
    /// Winning Ways), walls, mast, and labelled axes.
    ///
    /// ```
    /// use combinatorial_games::Game;
    /// let svg = "{3|-2}".parse::<Game>().unwrap().thermograph().to_svg();
    /// assert!(svg.starts_with("<svg") && svg.contains("5/2"));
    /// ```
    pub fn to_svg(&self) -> String {
        super::svg::draw(self)
    }
}

impl fmt::Display for Thermograph {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Thermograph(left {}; right {})", self.left, self.right)
    }
}

/// Thermographs by game, for the process, in shards that threads share;
/// emptied by [`crate::short::cache::clear`].
type Table = Sharded<Generational<FxHashMap<Game, Arc<Thermograph>>>>;

static THERMOGRAPHS: LazyLock<Table> = LazyLock::new(Table::default);

fn table<T>(g: &Game, f: impl FnOnce(&mut FxHashMap<Game, Arc<Thermograph>>) -> T) -> T {
    f(THERMOGRAPHS.lock(hash_of(g)).get())
}

fn cached(g: &Game) -> Option<Arc<Thermograph>> {
    table(g, |t| t.get(g).cloned())
}

/// The thermograph of `g`, computed from its options' and kept for the
/// process (games are interned, so the table holds one per value).
fn thermograph_of(g: &Game) -> Arc<Thermograph> {
    if let Some(t) = cached(g) {
        return t;
    }
    let t = Arc::new(stacker::maybe_grow(64 * 1024, 1024 * 1024, || compute(g)));
    table(g, |m| m.insert(*g, Arc::clone(&t)));
    t
}

fn compute(g: &Game) -> Thermograph {
    if let Some(s) = closed::stand_in(g) {
        return (*thermograph_of(&s)).clone();
    }
    from_options(g)
}

/// The thermograph built from the options' walls (with the closed forms
/// for options that have them).
pub(super) fn from_options(g: &Game) -> Thermograph {
    if let Some(x) = g.as_number().filter(Dyadic::is_integer) {
        let wall = Trajectory::constant(x.clone());
        return Thermograph {
            left: wall.clone(),
            right: wall,
            mast: x,
            temperature: Dyadic::from(-1),
        };
    }
    // Not an integer, so both sides have options.
    let scaffold = |options: Vec<Game>, left: bool| -> Trajectory {
        let walls: Vec<Trajectory> = options
            .iter()
            .map(|o| {
                let t = thermograph_of(o);
                if left {
                    t.right.plus_t(-1)
                } else {
                    t.left.plus_t(1)
                }
            })
            .collect();
        walls
            .iter()
            .skip(1)
            .fold(walls[0].clone(), |a, b| Trajectory::extreme(&a, b, left))
    };
    let ls = scaffold(g.left_options(), true);
    let rs = scaffold(g.right_options(), false);
    let temperature = Trajectory::first_at_most(&ls, &rs)
        .expect("a left scaffold falls and a right scaffold rises without bound");
    let (l, r) = (ls.value_at(&temperature), rs.value_at(&temperature));
    let mast = if l == r {
        l
    } else {
        // Only at t = -1, if ever: the scaffolds already apart.
        Dyadic::simplest_between(Some(&l), Some(&r)).expect("l < r")
    };
    Thermograph {
        left: ls.with_mast(&temperature, &mast),
        right: rs.with_mast(&temperature, &mast),
        mast,
        temperature,
    }
}

impl Game {
    /// The thermograph (see [`crate::temperature`]).
    ///
    /// ```
    /// use combinatorial_games::Game;
    /// let t = Game::star().thermograph();
    /// assert_eq!(t.temperature().to_string(), "0");
    /// assert_eq!(t.left_wall().to_string(), "-t to 0, then 0");
    /// ```
    pub fn thermograph(&self) -> Thermograph {
        (*thermograph_of(self)).clone()
    }

    /// The mean value: where the thermograph's mast stands. `mean(G + H) =
    /// mean(G) + mean(H)`.
    ///
    /// ```
    /// use combinatorial_games::Game;
    /// assert_eq!("{3|-2}".parse::<Game>().unwrap().mean().to_string(), "1/2");
    /// assert_eq!(Game::up().mean().to_string(), "0");
    /// ```
    pub fn mean(&self) -> Dyadic {
        if let Some(p) = self.number_up_star() {
            return p.number;
        }
        thermograph_of(self).mast.clone()
    }

    /// The temperature: where the thermograph's walls meet. Numbers are
    /// cold (an integer has temperature -1, `m/2^k` has `-1/2^k`),
    /// infinitesimals tepid (0), the rest hot.
    ///
    /// ```
    /// use combinatorial_games::{Dyadic, Game};
    /// assert_eq!("{3|-2}".parse::<Game>().unwrap().temperature().to_string(), "5/2");
    /// assert_eq!(Game::up().temperature(), Dyadic::zero());
    /// assert_eq!("1/2".parse::<Game>().unwrap().temperature().to_string(), "-1/2");
    /// ```
    pub fn temperature(&self) -> Dyadic {
        match self.number_up_star() {
            Some(p) if p.ups == 0 && p.nimber == 0 => closed::number_temperature(&p.number),
            Some(_) => Dyadic::zero(),
            None => thermograph_of(self).temperature.clone(),
        }
    }

    /// `G` cooled by `t` (`t > -1`): `{G^L_t - t | G^R_t + t}` up to the
    /// temperature, and the mean above (so a number stays, but for a `t`
    /// below 0 that reaches its temperature: `1/4` cooled by `-1/4` is
    /// `{1/4|1/4} = 1/4*`).
    ///
    /// ```
    /// use combinatorial_games::{Dyadic, Game};
    /// let g: Game = "{3|-2}".parse().unwrap();
    /// assert_eq!(g.cool(&Dyadic::from(1)).unwrap().to_string(), "{2|-1}");
    /// // Cooled by its temperature, a switch becomes its mean plus *.
    /// assert_eq!(g.cool(&"5/2".parse().unwrap()).unwrap().to_string(), "1/2*");
    /// assert!(g.cool(&Dyadic::from(-1)).is_err());
    /// // CGSuite's GameTest: (1/4).Cool(-1/4) = 1/4*, (1/4).Cool(-3/8) = {3/8|1/8}.
    /// let q: Game = "1/4".parse().unwrap();
    /// assert_eq!(q.cool(&"-1/4".parse().unwrap()).unwrap().to_string(), "1/4*");
    /// assert_eq!(q.cool(&"-3/8".parse().unwrap()).unwrap().to_string(), "{3/8|1/8}");
    /// assert_eq!(q.cool(&"-1/8".parse().unwrap()).unwrap(), q);
    /// ```
    pub fn cool(&self, t: &Dyadic) -> Result<Game, TemperatureError> {
        if *t <= Dyadic::from(-1) {
            return Err(TemperatureError::CoolBelowMinusOne(t.clone()));
        }
        if t.is_zero() {
            // Nothing taken off any option.
            return Ok(*self);
        }
        let mut memo = FxHashMap::default();
        Ok(cool(self, t, &Game::number(t.clone()), &mut memo))
    }

    /// `G` frozen: cooled by its own temperature (numbers stay).
    ///
    /// ```
    /// use combinatorial_games::Game;
    /// assert_eq!("{3|-2}".parse::<Game>().unwrap().freeze().to_string(), "1/2*");
    /// assert_eq!(Game::from(2).freeze(), Game::from(2));
    /// ```
    pub fn freeze(&self) -> Game {
        if self.is_number() {
            return *self;
        }
        self.cool(&self.temperature())
            .expect("temperatures are >= -1, and hot or tepid games >= 0")
    }

    /// `G` heated by `t` (the inverse of cooling for games that are not
    /// numbers): numbers stay, otherwise `{∫G^L + t | ∫G^R - t}`.
    ///
    /// ```
    /// use combinatorial_games::Game;
    /// let g: Game = "{2|-1}".parse().unwrap();
    /// assert_eq!(g.heat(&Game::from(1)).to_string(), "{3|-2}");
    /// assert_eq!(Game::star().heat(&Game::from(1)).to_string(), "+-1");
    /// ```
    pub fn heat(&self, t: &Game) -> Game {
        let mut memo = FxHashMap::default();
        heat(self, t, &mut memo)
    }

    /// `G` overheated from `s` to `t`: an integer `n` becomes `n·s` (n
    /// copies of `s`), otherwise `{G^L + t | G^R - t}` with the options
    /// overheated.
    ///
    /// ```
    /// use combinatorial_games::Game;
    /// // Overheating * from 1 to 1: {0·1 + 1 | 0·1 - 1} = +-1.
    /// assert_eq!(Game::star().overheat(&Game::from(1), &Game::from(1)).to_string(), "+-1");
    /// assert_eq!(Game::from(3).overheat(&Game::up(), &Game::from(1)).to_string(), "^3");
    /// ```
    pub fn overheat(&self, s: &Game, t: &Game) -> Game {
        let mut memo = FxHashMap::default();
        overheat(self, s, t, &mut memo)
    }
}

fn cool(g: &Game, t: &Dyadic, tg: &Game, memo: &mut FxHashMap<Game, Game>) -> Game {
    // As deep as the game (n·↑ nests n levels): grow the stack.
    stacker::maybe_grow(64 * 1024, 1024 * 1024, || cool_here(g, t, tg, memo))
}

fn cool_here(g: &Game, t: &Dyadic, tg: &Game, memo: &mut FxHashMap<Game, Game>) -> Game {
    // A number m/2^k is cold, of temperature -1/2^k: cooled by any t
    // above that it stays; by a t at or below it (t < 0), it is cooled
    // through its options like any game ((1/4).Cool(-1/4) = {1/4|1/4}).
    let number = g.as_number();
    if number
        .as_ref()
        .is_some_and(|x| *t > closed::number_temperature(x))
    {
        return *g;
    }
    if let Some(&c) = memo.get(g) {
        return c;
    }
    let mast = match number {
        Some(_) => None,
        None => {
            let th = thermograph_of(g);
            (*t > th.temperature).then(|| th.mast.clone())
        }
    };
    let c = if let Some(mast) = mast {
        Game::number(mast)
    } else {
        let left: Vec<Game> = g
            .left_options()
            .iter()
            .map(|o| cool(o, t, tg, memo) - *tg)
            .collect();
        let right: Vec<Game> = g
            .right_options()
            .iter()
            .map(|o| cool(o, t, tg, memo) + *tg)
            .collect();
        Game::new(left, right)
    };
    memo.insert(*g, c);
    c
}

fn heat(g: &Game, t: &Game, memo: &mut FxHashMap<Game, Game>) -> Game {
    // As deep as the game (n·↑ nests n levels): grow the stack.
    stacker::maybe_grow(64 * 1024, 1024 * 1024, || heat_here(g, t, memo))
}

fn heat_here(g: &Game, t: &Game, memo: &mut FxHashMap<Game, Game>) -> Game {
    if g.is_number() {
        return *g;
    }
    if let Some(&h) = memo.get(g) {
        return h;
    }
    let left: Vec<Game> = g
        .left_options()
        .iter()
        .map(|o| heat(o, t, memo) + *t)
        .collect();
    let right: Vec<Game> = g
        .right_options()
        .iter()
        .map(|o| heat(o, t, memo) - *t)
        .collect();
    let h = Game::new(left, right);
    memo.insert(*g, h);
    h
}

fn overheat(g: &Game, s: &Game, t: &Game, memo: &mut FxHashMap<Game, Game>) -> Game {
    // As deep as the game (n·↑ nests n levels): grow the stack.
    stacker::maybe_grow(64 * 1024, 1024 * 1024, || overheat_here(g, s, t, memo))
}

fn overheat_here(g: &Game, s: &Game, t: &Game, memo: &mut FxHashMap<Game, Game>) -> Game {
    if let Some(n) = g.as_number().and_then(|x| x.to_integer()) {
        return s.times(n);
    }
    if let Some(&h) = memo.get(g) {
        return h;
    }
    let left: Vec<Game> = g
        .left_options()
        .iter()
        .map(|o| overheat(o, s, t, memo) + *t)
        .collect();
    let right: Vec<Game> = g
        .right_options()
        .iter()
        .map(|o| overheat(o, s, t, memo) - *t)
        .collect();
    let h = Game::new(left, right);
    memo.insert(*g, h);
    h
}
