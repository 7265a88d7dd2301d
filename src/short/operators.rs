//! `Game` as a value type: comparison through `PartialOrd` (games are
//! partially ordered), `+ - +=` and `Sum` through `std::ops`, integer
//! multiples (`times`), and the conversions from numbers and nimbers.

use std::cmp::Ordering;
use std::fmt;
use std::iter::Sum;
use std::ops::{Add, AddAssign, Neg, Sub, SubAssign};

use num_bigint::BigInt;
use num_traits::{Signed, ToPrimitive, Zero};

use super::{Game, ops};
use crate::numbers::Dyadic;

impl Game {
    /// The sum of `n` copies of this game (of `-n` copies of `-self` when
    /// `n` is negative), by repeated doubling.
    ///
    /// # Panics
    ///
    /// When a count of ups would pass 64 bits (`Game::up().times(u64::MAX)`);
    /// [`Game::checked_times`] returns an error instead.
    ///
    /// ```
    /// # use combinatorial_games::Game;
    /// assert_eq!(Game::up().times(1000).to_string(), "^1000");
    /// assert_eq!(Game::switch(Game::from(1)).times(2), Game::zero());
    /// ```
    pub fn times(self, n: impl Into<BigInt>) -> Game {
        let n: BigInt = n.into();
        if let Some(v) = self.as_nus_ref() {
            let ups = n.to_i64().and_then(|k| v.ups.checked_mul(k));
            let ups = if v.ups == 0 { Some(0) } else { ups };
            let ups = ups.expect("the count of ups overflowed 64 bits");
            let nimber = if n.bit(0) { v.nimber } else { 0 };
            return Game::nus(&v.number * &Dyadic::from(n), ups, nimber);
        }
        let (mut base, mut k) = if n.is_negative() {
            (-self, -n)
        } else {
            (self, n)
        };
        let mut acc = Game::zero();
        while !k.is_zero() {
            if k.bit(0) {
                acc += base;
            }
            k >>= 1;
            if !k.is_zero() {
                base = base + base;
            }
        }
        acc
    }
}

impl fmt::Debug for Game {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

impl PartialOrd for Game {
    /// `None` exactly when the games are confused with each other.
    fn partial_cmp(&self, other: &Game) -> Option<Ordering> {
        if self == other {
            return Some(Ordering::Equal);
        }
        if self.leq(other) {
            Some(Ordering::Less)
        } else if other.leq(self) {
            Some(Ordering::Greater)
        } else {
            None
        }
    }

    fn le(&self, other: &Game) -> bool {
        self.leq(other)
    }

    fn ge(&self, other: &Game) -> bool {
        other.leq(self)
    }

    fn lt(&self, other: &Game) -> bool {
        self != other && self.leq(other)
    }

    fn gt(&self, other: &Game) -> bool {
        self != other && other.leq(self)
    }
}

impl Add for Game {
    type Output = Game;
    /// The disjunctive sum.
    ///
    /// # Panics
    ///
    /// When a count of ups would pass 64 bits (`^n` with `n` near
    /// `i64::MAX`, plus `^`); [`Game::checked_add`] returns an error
    /// instead. The same holds for `-` and the assigning forms.
    fn add(self, rhs: Game) -> Game {
        ops::add(self, rhs)
    }
}

impl Add<&Game> for &Game {
    type Output = Game;
    fn add(self, rhs: &Game) -> Game {
        ops::add(*self, *rhs)
    }
}

impl Sub for Game {
    type Output = Game;
    fn sub(self, rhs: Game) -> Game {
        ops::add(self, ops::neg(rhs))
    }
}

impl Sub<&Game> for &Game {
    type Output = Game;
    fn sub(self, rhs: &Game) -> Game {
        *self - *rhs
    }
}

impl Neg for Game {
    type Output = Game;
    fn neg(self) -> Game {
        ops::neg(self)
    }
}

impl Neg for &Game {
    type Output = Game;
    fn neg(self) -> Game {
        ops::neg(*self)
    }
}

impl AddAssign for Game {
    fn add_assign(&mut self, rhs: Game) {
        *self = *self + rhs;
    }
}

impl SubAssign for Game {
    fn sub_assign(&mut self, rhs: Game) {
        *self = *self - rhs;
    }
}

impl Sum for Game {
    fn sum<I: Iterator<Item = Game>>(iter: I) -> Game {
        iter.fold(Game::zero(), Add::add)
    }
}

impl<'a> Sum<&'a Game> for Game {
    fn sum<I: Iterator<Item = &'a Game>>(iter: I) -> Game {
        iter.fold(Game::zero(), |a, b| a + *b)
    }
}

macro_rules! from_int {
    ($($t:ty),*) => {$(
        impl From<$t> for Game {
            fn from(n: $t) -> Game {
                Game::integer(n)
            }
        }
    )*};
}
from_int!(
    i8, i16, i32, i64, i128, isize, u8, u16, u32, u64, u128, usize
);

impl From<BigInt> for Game {
    fn from(n: BigInt) -> Game {
        Game::integer(n)
    }
}

impl From<Dyadic> for Game {
    fn from(x: Dyadic) -> Game {
        Game::number(x)
    }
}

/// The impartial game `*n`.
///
/// ```
/// use combinatorial_games::{Game, Nimber};
/// assert_eq!(Game::from(Nimber(3)), Game::nimber(3));
/// ```
impl From<crate::impartial::Nimber> for Game {
    fn from(n: crate::impartial::Nimber) -> Game {
        Game::nimber(n.0)
    }
}

impl From<&Dyadic> for Game {
    fn from(x: &Dyadic) -> Game {
        Game::number(x.clone())
    }
}
