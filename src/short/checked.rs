//! Arithmetic that says when it cannot be done, and the small conveniences
//! users reach for: `Default`, multiplication by an integer, the sign
//! tests, a nimber out of a game.
//!
//! A game such as `^n*k` is kept as a number, a count of ups and a
//! nimber, the count in 64 bits. `+`, `-` and [`Game::times`] panic when a
//! count would pass that (as integer overflow does in debug builds), and
//! run out of memory when a sum must list the options of a huge nimber
//! (`*n` has `n` of them); [`Game::checked_add`], [`Game::checked_sub`] and
//! [`Game::checked_times`] return an [`Overflow`] instead, before any work.

use std::ops::Mul;

use num_bigint::BigInt;
use num_traits::Signed;
use rustc_hash::FxHashMap;
use thiserror::Error;

use super::{Game, Outcome};
use crate::impartial::Nimber;

/// The most options of a nimber a sum may list: `*n + G`, for `G` not a
/// number plus ups plus a nimber, goes through `*n`'s `n` options.
pub const MAX_LISTED_OPTIONS: u64 = 1 << 20;

/// Why a sum or multiple of games cannot be computed.
///
/// ```
/// use combinatorial_games::Game;
/// let big = Game::nus(0.into(), i64::MAX, 0);
/// let e = big.checked_add(Game::up()).unwrap_err();
/// assert_eq!(e.to_string(), "the count of ups could pass 64 bits (9223372036854775807 at most)");
/// let huge = Game::nimber(u64::MAX);
/// let hot = Game::new([Game::from(2)], [Game::up()]); // {2|^}
/// let e = huge.checked_add(hot).unwrap_err();
/// assert!(e.to_string().starts_with("*18446744073709551615 has too many options"));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Error)]
#[non_exhaustive]
pub enum Overflow {
    /// A count of ups could pass 64 bits.
    #[error("the count of ups could pass 64 bits ({} at most)", i64::MAX)]
    Ups,
    /// The sum would list the options of this nimber, more than
    /// [`MAX_LISTED_OPTIONS`].
    #[error(
        "*{0} has too many options to list in a sum with a game other than a number plus ups plus a nimber (at most *{MAX_LISTED_OPTIONS})"
    )]
    Options(u64),
    /// The operation goes through every option of every subposition, and
    /// one is this nimber, with more than [`MAX_LISTED_OPTIONS`] options.
    #[error("*{0} has too many options to go through one by one (at most *{MAX_LISTED_OPTIONS})")]
    Listing(u64),
    /// The operation goes through every option of every subposition, and
    /// one holds this many ups, nested as deep (`↑n = {0 | ↑(n-1)*}`),
    /// more than [`MAX_LISTED_OPTIONS`].
    #[error(
        "{0} ups nest {0} levels of options, too deep to go through one by one (at most {MAX_LISTED_OPTIONS})"
    )]
    Depth(u64),
}

/// What a game's subpositions hold at most: the count of ups (in size,
/// plus one), the nimber of a number-ups-nimber part, and whether any is
/// not of that form.
#[derive(Clone, Copy, Default)]
struct Bounds {
    ups: u128,
    nimber: u64,
    general: bool,
}

impl Bounds {
    fn max(self, o: Bounds) -> Bounds {
        Bounds {
            ups: self.ups.max(o.ups),
            nimber: self.nimber.max(o.nimber),
            general: self.general || o.general,
        }
    }
}

/// The [`Bounds`] of `g`'s subpositions. A sum adds counts of ups of its
/// terms' subpositions, so two bounds that add up to at most `i64::MAX`
/// make a sum that cannot overflow.
fn bounds(g: Game, memo: &mut FxHashMap<u32, Bounds>) -> Bounds {
    if let Some(n) = g.as_nus_ref() {
        // ^n*k's subpositions hold at most |n| ups and *k at most k.
        return Bounds {
            ups: u128::from(n.ups.unsigned_abs()) + 1,
            nimber: n.nimber,
            general: false,
        };
    }
    if let Some(&b) = memo.get(&g.id()) {
        return b;
    }
    let b = stacker::maybe_grow(64 * 1024, 1024 * 1024, || {
        let start = Bounds {
            ups: 1,
            nimber: 0,
            general: true,
        };
        g.left_options()
            .into_iter()
            .chain(g.right_options())
            .map(|o| bounds(o, memo))
            .fold(start, Bounds::max)
    });
    memo.insert(g.id(), b);
    b
}

/// The largest `|n|` over the integers among `g`'s subpositions (a number
/// `x` counts as `ceil(|x|)`, which bounds the integers below it).
fn largest_integer(g: Game, memo: &mut FxHashMap<u32, BigInt>) -> BigInt {
    if let Some(p) = g.number_up_star() {
        return p.number.abs().ceil();
    }
    if let Some(n) = memo.get(&g.id()) {
        return n.clone();
    }
    let n = stacker::maybe_grow(64 * 1024, 1024 * 1024, || {
        g.left_options()
            .into_iter()
            .chain(g.right_options())
            .map(|o| largest_integer(o, memo))
            .max()
            .unwrap_or_default()
    });
    memo.insert(g.id(), n.clone());
    n
}

/// Whether `g + h` can be computed: counts of ups in 64 bits, and no huge
/// nimber's options listed.
fn check_sum(a: Bounds, b: Bounds) -> Result<(), Overflow> {
    if a.ups + b.ups > i64::MAX as u128 {
        return Err(Overflow::Ups);
    }
    for (x, y) in [(a, b), (b, a)] {
        if x.nimber > MAX_LISTED_OPTIONS && y.general {
            return Err(Overflow::Options(x.nimber));
        }
    }
    Ok(())
}

impl Game {
    /// Whether an operation that goes through the options of every
    /// subposition can be done: an [`Overflow`] when a subposition is a
    /// nimber `*n` or a count of ups `n·↑` with `n` past
    /// [`MAX_LISTED_OPTIONS`] (`*n` has `n` options, `n·↑` nests `n`
    /// levels). [`Game::heat`], [`Game::overheat`], [`Game::cool`] below 0,
    /// the incentives, parities and tempers, ordinal sums and Norton
    /// products run out of memory or stack on such games; check first
    /// where games come from users (the expression language does). The
    /// closed forms (sums of number-up-star values, mean, temperature,
    /// thermograph, freezing, cooling above 0, atomic weight and reduced
    /// canonical form of such values) need no check.
    ///
    /// ```
    /// use combinatorial_games::{Game, Overflow};
    /// assert_eq!(Game::switch(Game::from(1)).check_expandable(), Ok(()));
    /// let deep = Game::new([Game::nus(0.into(), 1 << 40, 0)], [Game::zero()]);
    /// assert_eq!(deep.check_expandable(), Err(Overflow::Depth(1 << 40)));
    /// assert!(Game::nimber(u64::MAX).check_expandable().is_err());
    /// ```
    pub fn check_expandable(&self) -> Result<(), Overflow> {
        let b = bounds(*self, &mut FxHashMap::default());
        if b.nimber > MAX_LISTED_OPTIONS {
            return Err(Overflow::Listing(b.nimber));
        }
        let ups = u64::try_from(b.ups - 1).unwrap_or(u64::MAX);
        if ups > MAX_LISTED_OPTIONS {
            return Err(Overflow::Depth(ups));
        }
        Ok(())
    }

    /// [`Game::overheat`], or an [`Overflow`] where it would panic or run
    /// out of memory: every integer `n` met becomes `n` copies of `s` and
    /// every level adds `t`, so the counts of ups of `s` times the largest
    /// integer, and of `t` times the depth, must fit in 64 bits; and all
    /// three games must be [expandable](Game::check_expandable).
    ///
    /// ```
    /// use combinatorial_games::Game;
    /// let g = Game::star().checked_overheat(&Game::from(1), &Game::from(1));
    /// assert_eq!(g.unwrap().to_string(), "+-1");
    /// let huge = Game::from(i64::MAX);
    /// assert!(huge.checked_overheat(&Game::up(), &Game::from(1)).is_err());
    /// ```
    pub fn checked_overheat(&self, s: &Game, t: &Game) -> Result<Game, Overflow> {
        for g in [self, s, t] {
            g.check_expandable()?;
        }
        let mut memo = FxHashMap::default();
        let ups = |g: &Game, memo: &mut FxHashMap<u32, Bounds>| BigInt::from(bounds(*g, memo).ups);
        let copies = ups(s, &mut memo) * largest_integer(*self, &mut FxHashMap::default());
        let levels = ups(t, &mut memo) * BigInt::from(self.birthday());
        if copies + levels > BigInt::from(i64::MAX) {
            return Err(Overflow::Ups);
        }
        Ok(self.overheat(s, t))
    }

    /// [`Game::norton_product`], or an [`Overflow`] where it would panic or
    /// run out of memory: every integer `n` met becomes `n` copies of `u`,
    /// and every level adds `u` plus an incentive of `u` (at most three
    /// times `u`'s count of ups), so both must fit in 64 bits; and both games
    /// must be [expandable](Game::check_expandable).
    ///
    /// ```
    /// use combinatorial_games::Game;
    /// let g = Game::from(2).checked_norton_product(&Game::up());
    /// assert_eq!(g.unwrap().to_string(), "^^");
    /// let huge = Game::switch(Game::from(i64::MAX));
    /// assert!(huge.checked_norton_product(&Game::up().times(2)).is_err());
    /// ```
    pub fn checked_norton_product(&self, u: &Game) -> Result<Game, Overflow> {
        for g in [self, u] {
            g.check_expandable()?;
        }
        let ups = BigInt::from(bounds(*u, &mut FxHashMap::default()).ups);
        let copies = &ups * largest_integer(*self, &mut FxHashMap::default());
        let levels = ups * 3 * BigInt::from(self.birthday());
        if copies + levels > BigInt::from(i64::MAX) {
            return Err(Overflow::Ups);
        }
        Ok(self.norton_product(u))
    }

    /// `self + other`, or an [`Overflow`] where `+` would panic (a count
    /// of ups past 64 bits) or run out of memory (listing a huge nimber's
    /// options). It errs only when some subpositions of the two games
    /// together could.
    ///
    /// ```
    /// use combinatorial_games::Game;
    /// assert_eq!(Game::up().checked_add(Game::star()).unwrap().to_string(), "^*");
    /// ```
    pub fn checked_add(self, other: Game) -> Result<Game, Overflow> {
        if let (Some(a), Some(b)) = (self.as_nus_ref(), other.as_nus_ref()) {
            // Exact: the counts of ups add.
            return a.add(b).map(Game::from_nus).ok_or(Overflow::Ups);
        }
        for (a, b) in [(self, other), (other, self)] {
            if let (Some(e), Some((x, y))) = (a.as_nus_ref(), super::ops::shifted_switch(b)) {
                // {x|y} + ε is {x + ε | y + ε} (`ops::switch_plus_infinitesimal`):
                // no options listed, and the counts of ups are x's and y's
                // plus ε's.
                return match (x.add(e), y.add(e)) {
                    (Some(_), Some(_)) => Ok(self + other),
                    _ => Err(Overflow::Ups),
                };
            }
        }
        let mut memo = FxHashMap::default();
        check_sum(bounds(self, &mut memo), bounds(other, &mut memo))?;
        Ok(self + other)
    }

    /// `self - other`, or an [`Overflow`] as for [`Game::checked_add`].
    ///
    /// ```
    /// use combinatorial_games::Game;
    /// assert_eq!(Game::up().checked_sub(Game::up()), Ok(Game::zero()));
    /// ```
    pub fn checked_sub(self, other: Game) -> Result<Game, Overflow> {
        self.checked_add(-other)
    }

    /// `n` copies of this game ([`Game::times`]), or an [`Overflow`] where
    /// `times` would panic or list a huge nimber's options.
    ///
    /// ```
    /// use combinatorial_games::Game;
    /// assert_eq!(Game::up().checked_times(3).unwrap().to_string(), "^3");
    /// assert!(Game::up().checked_times(u64::MAX).is_err());
    /// assert_eq!(Game::star().checked_times(u64::MAX), Ok(Game::star()));
    /// ```
    pub fn checked_times(self, n: impl Into<BigInt>) -> Result<Game, Overflow> {
        let n: BigInt = n.into();
        if let Some(v) = self.as_nus_ref() {
            // A closed form: the count of ups times n.
            if BigInt::from(v.ups) * &n > BigInt::from(i64::MAX)
                || BigInt::from(v.ups) * &n <= BigInt::from(i64::MIN)
            {
                return Err(Overflow::Ups);
            }
            return Ok(self.times(n));
        }
        let b = bounds(self, &mut FxHashMap::default());
        if BigInt::from(b.ups) * n.abs() > BigInt::from(i64::MAX) {
            return Err(Overflow::Ups);
        }
        // Doubling adds the game to itself.
        if n.abs() > BigInt::from(1) {
            check_sum(Bounds { ups: 0, ..b }, Bounds { ups: 0, ..b })?;
        }
        Ok(self.times(n))
    }

    /// Whether the game is positive (`G > 0`: Left wins whoever starts).
    ///
    /// ```
    /// use combinatorial_games::Game;
    /// assert!(Game::up().is_positive() && !Game::star().is_positive());
    /// ```
    pub fn is_positive(&self) -> bool {
        self.outcome() == Outcome::L
    }

    /// Whether the game is negative (`G < 0`: Right wins whoever starts).
    ///
    /// ```
    /// use combinatorial_games::Game;
    /// assert!(Game::down().is_negative() && !Game::zero().is_negative());
    /// ```
    pub fn is_negative(&self) -> bool {
        self.outcome() == Outcome::R
    }

    /// Whether the game is fuzzy (confused with 0: whoever starts wins).
    ///
    /// ```
    /// use combinatorial_games::Game;
    /// assert!(Game::star().is_fuzzy() && !Game::up().is_fuzzy());
    /// ```
    pub fn is_fuzzy(&self) -> bool {
        self.outcome() == Outcome::N
    }
}

impl Default for Game {
    /// The game 0.
    ///
    /// ```
    /// use combinatorial_games::Game;
    /// assert_eq!(Game::default(), Game::zero());
    /// ```
    fn default() -> Game {
        Game::zero()
    }
}

impl Mul<i64> for Game {
    type Output = Game;

    /// `n` copies of the game, as [`Game::times`] (which panics, like `+`,
    /// where a count of ups would pass 64 bits: see
    /// [`Game::checked_times`]).
    ///
    /// ```
    /// use combinatorial_games::Game;
    /// assert_eq!(Game::up() * 3, 3 * Game::up());
    /// assert_eq!((Game::up() * -2).to_string(), "vv");
    /// ```
    fn mul(self, n: i64) -> Game {
        self.times(n)
    }
}

impl Mul<Game> for i64 {
    type Output = Game;

    fn mul(self, g: Game) -> Game {
        g.times(self)
    }
}

impl TryFrom<Game> for Nimber {
    type Error = Game;

    /// The nimber `*n` as a [`Nimber`]; any other game is given back.
    ///
    /// ```
    /// use combinatorial_games::{Game, Nimber};
    /// assert_eq!(Nimber::try_from(Game::nimber(5)), Ok(Nimber(5)));
    /// assert_eq!(Nimber::try_from(Game::up()), Err(Game::up()));
    /// ```
    fn try_from(g: Game) -> Result<Nimber, Game> {
        g.as_nimber().map(Nimber).ok_or(g)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn huge_nimbers_are_not_listed() {
        let huge = Game::nimber(1 << 40);
        let hot = Game::new([Game::from(2)], [Game::up()]); // {2|^}
        assert_eq!(huge.checked_add(hot), Err(Overflow::Options(1 << 40)));
        assert_eq!(hot.checked_sub(huge), Err(Overflow::Options(1 << 40)));
        // A switch between numbers plus *n is {1*n | -1*n}: no listing.
        let switch = Game::switch(Game::from(1));
        assert_eq!(
            huge.checked_add(switch).map(|g| g.to_string()),
            Ok("+-(1*1099511627776)".to_string())
        );
        // A game holding a huge nimber cannot be built in the first place
        // (Game::new lists its options to put it in canonical form).
        // Among numbers, ups and nimbers the sum is a closed form.
        assert_eq!(huge.checked_add(Game::up()), Ok(huge + Game::up()));
        // Small nimbers are listed as before: ±1 + *5 = {1*5 | -1*5}.
        assert_eq!(
            Game::nimber(5).checked_add(switch).map(|g| g.to_string()),
            Ok("+-(1*5)".to_string())
        );
    }

    #[test]
    fn overflow_is_found_inside_games_too() {
        let most = Game::nus(0.into(), i64::MAX, 0);
        // The count of ups sits inside {0 | most}: adding ^ would reach a
        // sum of subpositions past 64 bits, where + panics.
        let inside = Game::new([Game::zero()], [most]);
        assert_eq!(inside.checked_add(Game::up()), Err(Overflow::Ups));
        assert_eq!(most.checked_sub(Game::down()), Err(Overflow::Ups));
        assert_eq!(inside.checked_times(2), Err(Overflow::Ups));
        // Far from the limit, the checked forms agree with the operators.
        let g = Game::new([Game::up()], [Game::star()]);
        assert_eq!(g.checked_add(Game::up()), Ok(g + Game::up()));
        assert_eq!(g.checked_times(-3), Ok(g.times(-3)));
        assert_eq!(
            Game::nus(0.into(), 1 << 40, 0).checked_times(1 << 20),
            Ok(Game::nus(0.into(), 1 << 60, 0))
        );
        // The largest count of ups is reached exactly.
        assert_eq!(
            Game::up().checked_times(i64::MAX),
            Ok(Game::nus(0.into(), i64::MAX, 0))
        );
        assert_eq!(
            Game::up().checked_times(-i64::MAX).map(|g| -g),
            Ok(Game::nus(0.into(), i64::MAX, 0))
        );
    }

    /// A switch shifted by ups, `{1 + δ | -1 + δ}`, takes more ups in
    /// closed form: up to the limit, and an error past it.
    #[test]
    fn shifted_switches_count_their_ups() {
        let near = i64::MAX - 2;
        let shifted = Game::switch(Game::from(1)) + Game::nus(0.into(), near, 0);
        let two = Game::nus(0.into(), 2, 1);
        let expected = Game::new(
            [Game::nus(1.into(), i64::MAX, 1)],
            [Game::nus((-1).into(), i64::MAX, 1)],
        );
        assert_eq!(shifted.checked_add(two), Ok(expected));
        assert_eq!(two.checked_add(shifted), Ok(expected));
        assert_eq!(
            shifted.checked_add(Game::nus(0.into(), 3, 0)),
            Err(Overflow::Ups)
        );
    }
}
