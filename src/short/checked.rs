//! Arithmetic that says when it cannot be done, and the small conveniences
//! users reach for: `Default`, multiplication by an integer, the sign
//! tests, a nimber out of a game.
//!
//! A game such as `^n` is kept as a number, a count of ups and a nimber,
//! the count in 64 bits. `+`, `-` and [`Game::times`] panic when a count
//! would pass that (as integer overflow does in debug builds);
//! [`Game::checked_add`], [`Game::checked_sub`] and [`Game::checked_times`]
//! return [`UpsOverflow`] instead, before any work.

use std::ops::Mul;

use num_bigint::BigInt;
use num_traits::Signed;
use rustc_hash::FxHashMap;
use thiserror::Error;

use super::{Game, Outcome};
use crate::impartial::Nimber;

/// A sum or multiple of games whose count of ups could pass 64 bits.
///
/// ```
/// use combinatorial_games::Game;
/// let big = Game::nus(0.into(), i64::MAX, 0);
/// let e = big.checked_add(Game::up()).unwrap_err();
/// assert_eq!(e.to_string(), "the count of ups could pass 64 bits (9223372036854775807 at most)");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Error)]
#[error("the count of ups could pass 64 bits ({} at most)", i64::MAX)]
pub struct UpsOverflow;

/// The greatest count of ups (in size) any subposition of `g` can hold,
/// plus one: a sum adds counts of its terms' subpositions, so two bounds
/// that add up to at most `i64::MAX` make a sum that cannot overflow.
fn ups_bound(g: Game, memo: &mut FxHashMap<u32, u128>) -> u128 {
    if let Some(n) = g.as_nus_ref() {
        // ^n's subpositions hold at most |n| ups.
        return u128::from(n.ups.unsigned_abs()) + 1;
    }
    if let Some(&b) = memo.get(&g.id()) {
        return b;
    }
    let b = stacker::maybe_grow(64 * 1024, 1024 * 1024, || {
        g.left_options()
            .into_iter()
            .chain(g.right_options())
            .map(|o| ups_bound(o, memo))
            .max()
            .unwrap_or(1)
    });
    memo.insert(g.id(), b);
    b
}

impl Game {
    /// `self + other`, or [`UpsOverflow`] where a count of ups could pass
    /// 64 bits (where `+` would panic). It errs only when some
    /// subposition of each game together could hold more than `i64::MAX`
    /// ups.
    ///
    /// ```
    /// use combinatorial_games::Game;
    /// assert_eq!(Game::up().checked_add(Game::star()).unwrap().to_string(), "^*");
    /// ```
    pub fn checked_add(self, other: Game) -> Result<Game, UpsOverflow> {
        let mut memo = FxHashMap::default();
        let bound = ups_bound(self, &mut memo) + ups_bound(other, &mut memo);
        if bound > i64::MAX as u128 {
            return Err(UpsOverflow);
        }
        Ok(self + other)
    }

    /// `self - other`, or [`UpsOverflow`] as for [`Game::checked_add`].
    ///
    /// ```
    /// use combinatorial_games::Game;
    /// assert_eq!(Game::up().checked_sub(Game::up()), Ok(Game::zero()));
    /// ```
    pub fn checked_sub(self, other: Game) -> Result<Game, UpsOverflow> {
        self.checked_add(-other)
    }

    /// `n` copies of this game ([`Game::times`]), or [`UpsOverflow`] where
    /// a count of ups could pass 64 bits (where `times` would panic).
    ///
    /// ```
    /// use combinatorial_games::Game;
    /// assert_eq!(Game::up().checked_times(3).unwrap().to_string(), "^3");
    /// assert!(Game::up().checked_times(u64::MAX).is_err());
    /// assert_eq!(Game::star().checked_times(u64::MAX), Ok(Game::star()));
    /// ```
    pub fn checked_times(self, n: impl Into<BigInt>) -> Result<Game, UpsOverflow> {
        let n: BigInt = n.into();
        let bound = ups_bound(self, &mut FxHashMap::default()) - 1;
        if BigInt::from(bound) * n.abs() > BigInt::from(i64::MAX - 1) {
            return Err(UpsOverflow);
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
    fn overflow_is_found_inside_games_too() {
        let most = Game::nus(0.into(), i64::MAX, 0);
        // The count of ups sits inside {0 | most}: adding ^ would reach a
        // sum of subpositions past 64 bits, where + panics.
        let inside = Game::new([Game::zero()], [most]);
        assert_eq!(inside.checked_add(Game::up()), Err(UpsOverflow));
        assert_eq!(most.checked_sub(Game::down()), Err(UpsOverflow));
        assert_eq!(inside.checked_times(2), Err(UpsOverflow));
        // Far from the limit, the checked forms agree with the operators.
        let g = Game::new([Game::up()], [Game::star()]);
        assert_eq!(g.checked_add(Game::up()), Ok(g + Game::up()));
        assert_eq!(g.checked_times(-3), Ok(g.times(-3)));
        assert_eq!(
            Game::nus(0.into(), 1 << 40, 0).checked_times(1 << 20),
            Ok(Game::nus(0.into(), 1 << 60, 0))
        );
    }
}
