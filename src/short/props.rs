//! Birthdays, predicates, incentives and best moves.

use num_bigint::{BigInt, BigUint};
use num_traits::Zero;
use rustc_hash::FxHashMap;

use super::Game;
use super::table::Kind;
use crate::numbers::Dyadic;

/// How [`fold`] combines a node's results: it is given the game and a way
/// to recurse into an option.
type Node<'a, T> = &'a dyn Fn(Game, &mut dyn FnMut(Game) -> T) -> T;

/// Memoised recursion over the general part of a game's canonical tree
/// (number-up-star values answer in closed form through `leaf`).
fn fold<T: Clone>(
    g: Game,
    memo: &mut FxHashMap<u32, T>,
    leaf: &dyn Fn(Game) -> Option<T>,
    node: Node<'_, T>,
) -> T {
    if let Some(v) = leaf(g) {
        return v;
    }
    if let Some(v) = memo.get(&g.id()) {
        return v.clone();
    }
    let v = stacker::maybe_grow(64 * 1024, 1024 * 1024, || {
        node(g, &mut |h| fold(h, memo, leaf, node))
    });
    memo.insert(g.id(), v.clone());
    v
}

pub(crate) fn birthday(g: Game) -> BigUint {
    if g.0.birthday != u64::MAX {
        return g.0.birthday.into();
    }
    fold(
        g,
        &mut FxHashMap::default(),
        &|g| g.as_nus_ref().map(|n| n.birthday()),
        &|g, rec| {
            let Kind::General { left, right } = &g.0.kind else {
                unreachable!()
            };
            let max = left
                .iter()
                .chain(right.iter())
                .map(|&o| rec(o))
                .max()
                .unwrap_or_else(BigUint::zero);
            max + 1u32
        },
    )
}

impl Game {
    /// Whether this is 0.
    ///
    /// ```
    /// # use combinatorial_games::Game;
    /// assert!((Game::star() + Game::star()).is_zero());
    /// ```
    pub fn is_zero(&self) -> bool {
        self.as_nus_ref()
            .is_some_and(|n| n.is_number() && n.number.is_zero())
    }

    /// Whether this is a number.
    ///
    /// ```
    /// # use combinatorial_games::Game;
    /// assert!(Game::from(3).is_number() && !Game::star().is_number());
    /// ```
    pub fn is_number(&self) -> bool {
        self.nus_number().is_some()
    }

    /// Whether this is an integer.
    ///
    /// ```
    /// # use combinatorial_games::Game;
    /// assert!(Game::from(-3).is_integer());
    /// assert!(!"1/2".parse::<Game>().unwrap().is_integer());
    /// ```
    pub fn is_integer(&self) -> bool {
        self.nus_number().is_some_and(Dyadic::is_integer)
    }

    /// Whether this is a nimber `*n` (including `0`).
    ///
    /// ```
    /// # use combinatorial_games::Game;
    /// assert!(Game::nimber(4).is_nimber() && !Game::up().is_nimber());
    /// ```
    pub fn is_nimber(&self) -> bool {
        self.as_nimber_u64().is_some()
    }

    /// Whether this is uptimal: a number plus a nimber plus a sum of
    /// up-powers, so that it has a [`Game::uptimal_expansion`].
    ///
    /// ```
    /// # use combinatorial_games::Game;
    /// assert!("1/2^^*".parse::<Game>().unwrap().is_uptimal());
    /// assert!("{0||0|v*}".parse::<Game>().unwrap().is_uptimal()); // ↑ + 2·↑^2 + *
    /// assert!(!"{0||0|vvv}".parse::<Game>().unwrap().is_uptimal());
    /// ```
    pub fn is_uptimal(&self) -> bool {
        super::uptimal::is_uptimal(self)
    }

    /// Whether this is infinitesimally close to a number (its stops agree).
    ///
    /// ```
    /// # use combinatorial_games::Game;
    /// assert!("{1|1*}".parse::<Game>().unwrap().is_numberish());
    /// assert!(!Game::switch(Game::from(1)).is_numberish());
    /// ```
    pub fn is_numberish(&self) -> bool {
        self.0.left_stop() == self.0.right_stop()
    }

    /// Whether this is infinitesimal (both stops are 0; 0 itself counts).
    ///
    /// ```
    /// # use combinatorial_games::Game;
    /// assert!(Game::up().is_infinitesimal() && Game::tiny(Game::from(2)).is_infinitesimal());
    /// assert!(!Game::from(1).is_infinitesimal());
    /// ```
    pub fn is_infinitesimal(&self) -> bool {
        self.0.left_stop().is_zero() && self.0.right_stop().is_zero()
    }

    /// Whether this is a number, or a number plus `Tiny(G)` or `Miny(G)`
    /// (CGSuite's `IsNumberTiny`, true of numbers too).
    ///
    /// ```
    /// # use combinatorial_games::Game;
    /// assert!("2Tiny(2)".parse::<Game>().unwrap().is_number_tiny());
    /// assert!(Game::from(5).is_number_tiny());
    /// assert!(!Game::up().is_number_tiny());
    /// ```
    pub fn is_number_tiny(&self) -> bool {
        self.is_number() || self.tiny_parts().is_some()
    }

    /// `(x, g, true)` when this is `x + Tiny(g)`, `(x, g, false)` when it is
    /// `x + Miny(g)`: the shape `{x || x | S}` with `g = x - S` and Left's
    /// stop of `S` below `x` (CGSuite's test), or the negative of that shape.
    pub(crate) fn tiny_parts(&self) -> Option<(Dyadic, Game, bool)> {
        let tiny = |g: &Game| -> Option<(Dyadic, Game)> {
            let Kind::General { left, right } = &g.0.kind else {
                return None;
            };
            let ([l], [r]) = (&left[..], &right[..]) else {
                return None;
            };
            let x = l.nus_number()?;
            let Kind::General {
                left: rl,
                right: rr,
            } = &r.0.kind
            else {
                return None;
            };
            let ([rl], [rr]) = (&rl[..], &rr[..]) else {
                return None;
            };
            if rl.nus_number()? != x {
                return None;
            }
            // CGSuite's test: Right's follow-up S stops below x.
            (rr.0.left_stop() < x).then(|| (x.clone(), Game::number(x.clone()) - *rr))
        };
        if let Some((x, h)) = tiny(self) {
            return Some((x, h, true));
        }
        let (x, h) = tiny(&-*self)?;
        Some((-x, h, false))
    }

    /// Whether this is all-small: in every position, Left can move exactly
    /// when Right can.
    ///
    /// ```
    /// # use combinatorial_games::Game;
    /// assert!(Game::up().is_all_small() && Game::tiny(Game::from(1)).is_all_small() == false);
    /// assert!(!Game::from(1).is_all_small());
    /// ```
    pub fn is_all_small(&self) -> bool {
        fold(
            *self,
            &mut FxHashMap::default(),
            &|g| g.as_nus_ref().map(|n| n.number.is_zero()),
            &|g, rec| {
                let Kind::General { left, right } = &g.0.kind else {
                    unreachable!()
                };
                left.iter().chain(right.iter()).all(|&o| rec(o))
            },
        )
    }

    /// Whether this is even in Conway's sense: every option (of the
    /// canonical form) is odd. `0` is even.
    ///
    /// ```
    /// # use combinatorial_games::Game;
    /// assert!(Game::zero().is_even() && Game::from(2).is_even() && "1*".parse::<Game>().unwrap().is_even());
    /// assert!(!Game::nimber(2).is_even() && !"1/2".parse::<Game>().unwrap().is_even());
    /// ```
    pub fn is_even(&self) -> bool {
        self.parity() == Some(false)
    }

    /// Whether this is odd: it has options and every one is even.
    ///
    /// ```
    /// # use combinatorial_games::Game;
    /// assert!(Game::from(1).is_odd() && Game::star().is_odd());
    /// assert!(!Game::zero().is_odd() && !Game::nimber(2).is_odd());
    /// ```
    pub fn is_odd(&self) -> bool {
        self.parity() == Some(true)
    }

    /// `Some(false)` even, `Some(true)` odd, `None` neither.
    fn parity(&self) -> Option<bool> {
        fold(
            *self,
            &mut FxHashMap::default(),
            // A number-up-star value: an integer n is even when n is, and
            // n* when n is odd (CGSuite's rule; any other is neither).
            &|g| {
                let n = g.as_nus_ref()?;
                let whole = n
                    .number
                    .to_integer()
                    .filter(|_| n.ups == 0 && n.nimber <= 1);
                Some(whole.map(|k| (k + BigInt::from(n.nimber)).bit(0)))
            },
            &|g, rec| {
                let opts: Vec<Game> = g
                    .left_options()
                    .into_iter()
                    .chain(g.right_options())
                    .collect();
                let ps: Vec<Option<bool>> = opts.into_iter().map(&mut *rec).collect();
                if ps.iter().all(|p| *p == Some(true)) {
                    Some(false)
                } else if ps.iter().all(|p| *p == Some(false)) {
                    Some(true)
                } else {
                    None
                }
            },
        )
    }

    /// Whether this is even-tempered, as CGSuite defines it: a number, or
    /// every option odd-tempered (the game need not be numberish: a hot
    /// game whose options are all odd-tempered counts).
    ///
    /// ```
    /// # use combinatorial_games::Game;
    /// assert!(Game::from(1).is_even_tempered() && !Game::star().is_even_tempered());
    /// // {2*|1*}: both options are a number plus *, odd-tempered.
    /// assert!("{2*|1*}".parse::<Game>().unwrap().is_even_tempered());
    /// ```
    pub fn is_even_tempered(&self) -> bool {
        self.temper() == Some(false)
    }

    /// Whether this is odd-tempered, as CGSuite defines it: not a number,
    /// and every option even-tempered (`{3||2*|1*}` is).
    ///
    /// ```
    /// # use combinatorial_games::Game;
    /// assert!(Game::star().is_odd_tempered() && !Game::up().is_odd_tempered());
    /// ```
    pub fn is_odd_tempered(&self) -> bool {
        self.temper() == Some(true)
    }

    fn temper(&self) -> Option<bool> {
        fold(
            *self,
            &mut FxHashMap::default(),
            // Numbers are even-tempered and x* odd-tempered; other
            // number-up-star values are neither.
            &|g| {
                let n = g.as_nus_ref()?;
                Some((n.ups == 0 && n.nimber <= 1).then_some(n.nimber == 1))
            },
            &|g, rec| {
                let opts: Vec<Game> = g
                    .left_options()
                    .into_iter()
                    .chain(g.right_options())
                    .collect();
                let ts: Vec<Option<bool>> = opts.into_iter().map(&mut *rec).collect();
                if ts.iter().all(|t| *t == Some(true)) {
                    Some(false)
                } else if ts.iter().all(|t| *t == Some(false)) {
                    Some(true)
                } else {
                    None
                }
            },
        )
    }

    /// Left's incentives `G^L - G`, one per canonical Left option.
    ///
    /// ```
    /// # use combinatorial_games::Game;
    /// // ↑ = {0|*}: Left's incentive is 0 - ↑ = ↓.
    /// assert_eq!(Game::up().left_incentives(), vec![Game::down()]);
    /// ```
    pub fn left_incentives(&self) -> Vec<Game> {
        let mut v: Vec<Game> = self.left_options().into_iter().map(|l| l - *self).collect();
        super::order::sort_for_display(&mut v);
        v.dedup();
        v
    }

    /// Right's incentives `G - G^R`.
    ///
    /// ```
    /// # use combinatorial_games::Game;
    /// // ↑ = {0|*}: Right's incentive is ↑ - * = ↑*.
    /// assert_eq!(Game::up().right_incentives(), vec!["^*".parse().unwrap()]);
    /// ```
    pub fn right_incentives(&self) -> Vec<Game> {
        let mut v: Vec<Game> = self
            .right_options()
            .into_iter()
            .map(|r| *self - r)
            .collect();
        super::order::sort_for_display(&mut v);
        v.dedup();
        v
    }

    /// The incentives, Left's and Right's together, that no other
    /// incentive exceeds (CGSuite's `Incentives`): the moves worth most.
    /// Within one side none exceeds another (a canonical form has no
    /// dominated option), so only the two sides' are compared.
    ///
    /// ```
    /// # use combinatorial_games::Game;
    /// let g = Game::switch(Game::from(1)); // ±1: both incentives are 1 - (±1) = {2|0}
    /// assert_eq!(g.incentives().len(), 1);
    /// // ↑ = {0|*}: Left's incentive ↓ is below Right's ↑*, so only ↑* is kept.
    /// assert_eq!(Game::up().incentives(), vec!["^*".parse().unwrap()]);
    /// ```
    pub fn incentives(&self) -> Vec<Game> {
        let mut v = self.left_incentives();
        v.extend(self.right_incentives());
        super::order::sort_for_display(&mut v);
        v.dedup();
        best_for_left(&v).into_iter().map(|i| v[i]).collect()
    }
}

/// The positions among `options` that Left should consider: those not
/// strictly below another option. Ties and incomparable options are all kept,
/// so every move worth playing is listed.
///
/// ```
/// use combinatorial_games::{best_for_left, Game};
/// let opts = [Game::from(0), Game::star(), Game::from(1), Game::from(1)];
/// assert_eq!(best_for_left(&opts), vec![2, 3]);
/// ```
pub fn best_for_left(options: &[Game]) -> Vec<usize> {
    (0..options.len())
        .filter(|&i| !options.iter().any(|o| options[i] < *o))
        .collect()
}

/// The positions among `options` that Right should consider: those not
/// strictly above another option.
///
/// ```
/// use combinatorial_games::{best_for_right, Game};
/// let opts = [Game::from(0), Game::star(), Game::from(1)];
/// assert_eq!(best_for_right(&opts), vec![0, 1]);
/// ```
pub fn best_for_right(options: &[Game]) -> Vec<usize> {
    (0..options.len())
        .filter(|&i| !options.iter().any(|o| options[i] > *o))
        .collect()
}
