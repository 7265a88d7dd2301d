//! Short partizan games `{L | R}` in canonical form.
//!
//! A [`Game`] is always canonical: dominated options removed, reversible
//! options bypassed. Canonical forms are unique, so two games are equal
//! exactly when they are the same value, and `==` is a pointer comparison.
//! See `docs/architecture.md` for the design.

pub mod cache;
mod canonical;
mod checked;
mod companion;
pub(crate) mod compound;
mod counts;
mod leq_map;
mod nus;
mod operators;
mod ops;
mod order;
mod outcome;
mod player;
mod power_shape;
mod powers;
mod props;
mod results;
mod table;
mod uptimal;

/// A list of options as canonical forms take it (inline up to eight).
pub(crate) use canonical::Options;

use std::borrow::Cow;

use num_bigint::{BigInt, BigUint};

use crate::numbers::Dyadic;
use nus::Nus;
use table::{Kind, Node, intern};

pub use checked::{MAX_LISTED_OPTIONS, Overflow};
pub use compound::{Compound, CompoundTooLarge, MAX_COMPOUND_PAIRS};
pub use counts::MAX_STOP_COUNT_NIMBER;
pub(crate) use order::sort_for_display;
pub use order::{OrderedGame, display_order};
pub use outcome::Outcome;
pub use player::Player;
pub use powers::PowerError;
pub use props::{best_for_left, best_for_right};
pub use uptimal::UptimalExpansion;

/// A short partizan game in canonical form.
///
/// `Game` is a small `Copy` handle: cloning is free, equality and hashing
/// take constant time, and it is `Send + Sync`.
///
/// ```
/// use combinatorial_games::Game;
///
/// let up = Game::new([Game::zero()], [Game::star()]);       // {0|*}
/// assert_eq!(up, Game::up());
/// assert!(up > Game::zero());
/// assert!(up.partial_cmp(&Game::star()).is_none());          // ↑ is confused with *
/// assert_eq!((up + up + Game::star()).to_string(), "^^*");
/// assert_eq!(Game::new([Game::zero()], [up]), "^^*".parse().unwrap());
/// ```
#[derive(Clone, Copy)]
pub struct Game(pub(crate) &'static Node);

/// The parts of a number-up-star value `number + ups·↑ + *nimber`.
///
/// ```
/// use combinatorial_games::Game;
///
/// let g: Game = "3/2vv*2".parse().unwrap();
/// let parts = g.number_up_star().unwrap();
/// assert_eq!(parts.number.to_string(), "3/2");
/// assert_eq!((parts.ups, parts.nimber), (-2, 2));
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct NumberUpStar {
    /// The number part.
    pub number: Dyadic,
    /// How many copies of ↑ (negative for ↓).
    pub ups: i64,
    /// The nimber part, `m` in `*m`.
    pub nimber: u64,
}

impl Game {
    // ---- construction -------------------------------------------------

    /// The canonical form of the game with these Left and Right options.
    ///
    /// ```
    /// # use combinatorial_games::Game;
    /// let one = Game::from(1);
    /// assert_eq!(Game::new([Game::zero(), one], []), Game::from(2)); // {0,1|} = 2
    /// assert_eq!(Game::new([one], [Game::from(-1)]).to_string(), "+-1");
    /// ```
    pub fn new(
        left: impl IntoIterator<Item = Game>,
        right: impl IntoIterator<Item = Game>,
    ) -> Game {
        canonical::canonicalize(left.into_iter().collect(), right.into_iter().collect())
    }

    /// [`Game::new`] for option lists already of the kind canonical forms
    /// are made from: nothing copied on the way (the rulesets' solver
    /// makes one for each position it values).
    pub(crate) fn from_lists(left: Options, right: Options) -> Game {
        canonical::canonicalize(left, right)
    }

    /// The game `0 = { | }`.
    ///
    /// ```
    /// # use combinatorial_games::Game;
    /// assert_eq!(Game::zero().to_string(), "0");
    /// ```
    pub fn zero() -> Game {
        // Forms live as long as the process: look 0 up once.
        static ZERO: std::sync::LazyLock<Game> =
            std::sync::LazyLock::new(|| Game::from_nus(Nus::number(Dyadic::zero())));
        *ZERO
    }

    /// The number `x`.
    ///
    /// ```
    /// # use combinatorial_games::{Dyadic, Game};
    /// let x = Game::number("-3/8".parse::<Dyadic>().unwrap());
    /// assert_eq!(x.to_string(), "-3/8");
    /// ```
    pub fn number(x: Dyadic) -> Game {
        Game::from_nus(Nus::number(x))
    }

    /// The integer `n`, of any size.
    ///
    /// ```
    /// # use combinatorial_games::Game;
    /// let big: num_bigint::BigInt = "123456789012345678901234567890".parse().unwrap();
    /// assert_eq!(Game::integer(big).to_string(), "123456789012345678901234567890");
    /// ```
    pub fn integer(n: impl Into<BigInt>) -> Game {
        Game::number(Dyadic::from(n.into()))
    }

    /// The nimber `*n`.
    ///
    /// ```
    /// # use combinatorial_games::Game;
    /// assert_eq!(Game::nimber(1) + Game::nimber(2), Game::nimber(3));
    /// ```
    pub fn nimber(n: u64) -> Game {
        Game::from_nus(Nus {
            number: Dyadic::zero(),
            ups: 0,
            nimber: n,
        })
    }

    /// Star, `* = {0|0}`.
    ///
    /// ```
    /// # use combinatorial_games::Game;
    /// assert_eq!(Game::star(), Game::new([Game::zero()], [Game::zero()]));
    /// ```
    pub fn star() -> Game {
        Game::nimber(1)
    }

    /// Up, `↑ = {0|*}`.
    ///
    /// ```
    /// # use combinatorial_games::Game;
    /// assert_eq!(Game::up().to_string(), "^");
    /// ```
    pub fn up() -> Game {
        Game::nus(Dyadic::zero(), 1, 0)
    }

    /// Down, `↓ = {*|0}`.
    ///
    /// ```
    /// # use combinatorial_games::Game;
    /// assert_eq!(Game::down(), -Game::up());
    /// ```
    pub fn down() -> Game {
        Game::nus(Dyadic::zero(), -1, 0)
    }

    /// The number-up-star value `number + ups·↑ + *nimber`.
    ///
    /// ```
    /// # use combinatorial_games::{Dyadic, Game};
    /// assert_eq!(Game::nus(Dyadic::from(6), 1, 1).to_string(), "6^*");
    /// ```
    pub fn nus(number: Dyadic, ups: i64, nimber: u64) -> Game {
        Game::from_nus(Nus {
            number,
            ups,
            nimber,
        })
    }

    /// The switch `±g = {g | -g}`.
    ///
    /// ```
    /// # use combinatorial_games::Game;
    /// assert_eq!(Game::switch(Game::from(1)).to_string(), "+-1");
    /// ```
    pub fn switch(g: Game) -> Game {
        Game::new([g], [-g])
    }

    /// `Tiny(g) = {0 || 0 | -g}`, a positive infinitesimal for positive `g`.
    ///
    /// ```
    /// # use combinatorial_games::Game;
    /// let t = Game::tiny(Game::from(1));
    /// assert_eq!(t.to_string(), "Tiny(1)");
    /// assert!(t > Game::zero() && t < Game::up());
    /// ```
    pub fn tiny(g: Game) -> Game {
        Game::new([Game::zero()], [Game::new([Game::zero()], [-g])])
    }

    /// `Miny(g) = {g | 0 || 0}`, the negative of `Tiny(g)`.
    ///
    /// ```
    /// # use combinatorial_games::Game;
    /// assert_eq!(Game::miny(Game::from(1)), -Game::tiny(Game::from(1)));
    /// ```
    pub fn miny(g: Game) -> Game {
        -Game::tiny(g)
    }

    pub(crate) fn from_nus(n: Nus) -> Game {
        // A number-up-star value's stops are its number: nothing to compute.
        intern(Kind::Nus(n), |_| {
            unreachable!("stops are asked only of general entries")
        })
    }

    /// A general entry from canonical options that do not make a
    /// number-up-star value.
    pub(crate) fn from_canonical_general(mut left: Vec<Game>, mut right: Vec<Game>) -> Game {
        left.sort_unstable_by_key(|g| g.id());
        right.sort_unstable_by_key(|g| g.id());
        intern(
            Kind::General {
                left: left.into_boxed_slice(),
                right: right.into_boxed_slice(),
            },
            |k| {
                let Kind::General { left, right } = k else {
                    unreachable!()
                };
                let ls = left
                    .iter()
                    .map(|g| g.0.right_stop())
                    .max()
                    .expect("general games have Left options");
                let rs = right
                    .iter()
                    .map(|g| g.0.left_stop())
                    .min()
                    .expect("general games have Right options");
                (ls.clone(), rs.clone())
            },
        )
    }

    // ---- structure ----------------------------------------------------

    pub(crate) fn id(&self) -> u32 {
        self.0.id
    }

    pub(crate) fn as_nus_ref(&self) -> Option<&'static Nus> {
        match &self.0.kind {
            Kind::Nus(n) => Some(n),
            Kind::General { .. } => None,
        }
    }

    pub(crate) fn nus_number(&self) -> Option<&'static Dyadic> {
        self.as_nus_ref()
            .filter(|n| n.is_number())
            .map(|n| &n.number)
    }

    pub(crate) fn as_nimber_u64(&self) -> Option<u64> {
        self.as_nus_ref()
            .filter(|n| n.number.is_zero() && n.ups == 0)
            .map(|n| n.nimber)
    }

    /// Left's options in canonical form, in the order they were stored
    /// (which can depend on what else the process built first); for a
    /// fixed order, [`Game::left_options_sorted`].
    ///
    /// ```
    /// # use combinatorial_games::Game;
    /// assert_eq!(Game::up().left_options(), vec![Game::zero()]);
    /// assert_eq!(Game::from(3).left_options(), vec![Game::from(2)]);
    /// ```
    pub fn left_options(&self) -> Vec<Game> {
        match &self.0.kind {
            Kind::Nus(n) => {
                let options = n.left_options();
                crate::budget::steps(options.len());
                options.into_iter().map(Game::from_nus).collect()
            }
            Kind::General { left, .. } => left.to_vec(),
        }
    }

    /// How many options Left and Right have together, found without
    /// listing them (a nimber's can be long).
    pub(crate) fn option_count(&self) -> u128 {
        match &self.0.kind {
            Kind::Nus(n) => n.option_count(),
            Kind::General { left, right } => (left.len() + right.len()) as u128,
        }
    }

    /// Left's options without copying a general form's list (the hot
    /// paths of sums and comparisons call this for every subposition).
    pub(crate) fn left_slice(&self) -> Cow<'static, [Game]> {
        match &self.0.kind {
            Kind::Nus(_) => match table::kept_nus_options(*self) {
                Some((left, _)) => Cow::Borrowed(left),
                None => Cow::Owned(self.left_options()),
            },
            Kind::General { left, .. } => Cow::Borrowed(left),
        }
    }

    /// Right's options without copying a general form's list.
    pub(crate) fn right_slice(&self) -> Cow<'static, [Game]> {
        match &self.0.kind {
            Kind::Nus(_) => match table::kept_nus_options(*self) {
                Some((_, right)) => Cow::Borrowed(right),
                None => Cow::Owned(self.right_options()),
            },
            Kind::General { right, .. } => Cow::Borrowed(right),
        }
    }

    /// Right's options in canonical form, in the order they were stored
    /// (which can depend on what else the process built first); for a
    /// fixed order, [`Game::right_options_sorted`].
    ///
    /// ```
    /// # use combinatorial_games::Game;
    /// assert_eq!(Game::up().right_options(), vec![Game::star()]);
    /// assert!(Game::from(3).right_options().is_empty());
    /// ```
    pub fn right_options(&self) -> Vec<Game> {
        match &self.0.kind {
            Kind::Nus(n) => {
                let options = n.right_options();
                crate::budget::steps(options.len());
                options.into_iter().map(Game::from_nus).collect()
            }
            Kind::General { right, .. } => right.to_vec(),
        }
    }

    /// The number, when this game is a number.
    ///
    /// ```
    /// # use combinatorial_games::Game;
    /// let half = Game::new([Game::zero()], [Game::from(1)]);
    /// assert_eq!(half.as_number().unwrap().to_string(), "1/2");
    /// assert_eq!(Game::star().as_number(), None);
    /// ```
    pub fn as_number(&self) -> Option<Dyadic> {
        self.nus_number().cloned()
    }

    /// `n` when this game is the nimber `*n` (0 is `*0`).
    ///
    /// ```
    /// # use combinatorial_games::Game;
    /// assert_eq!(Game::nimber(5).as_nimber(), Some(5));
    /// assert_eq!(Game::zero().as_nimber(), Some(0));
    /// assert_eq!(Game::up().as_nimber(), None);
    /// ```
    pub fn as_nimber(&self) -> Option<u64> {
        self.as_nimber_u64()
    }

    /// The parts, when this game is `x + n·↑ + *m` for a number `x`.
    ///
    /// ```
    /// # use combinatorial_games::Game;
    /// let g = Game::from(2) + Game::up() + Game::star();
    /// let p = g.number_up_star().unwrap();
    /// assert_eq!((p.number.to_string(), p.ups, p.nimber), ("2".into(), 1, 1));
    /// assert!(Game::switch(Game::from(1)).number_up_star().is_none());
    /// ```
    pub fn number_up_star(&self) -> Option<NumberUpStar> {
        self.as_nus_ref().map(|n| NumberUpStar {
            number: n.number.clone(),
            ups: n.ups,
            nimber: n.nimber,
        })
    }

    /// Whether this game is a number-up-star value.
    ///
    /// ```
    /// # use combinatorial_games::Game;
    /// assert!(Game::up().is_number_up_star());
    /// ```
    pub fn is_number_up_star(&self) -> bool {
        self.as_nus_ref().is_some()
    }

    /// Left's stop: the number reached when Left moves first and both play
    /// until a number is reached.
    ///
    /// ```
    /// # use combinatorial_games::Game;
    /// let g: Game = "{3|-2}".parse().unwrap();
    /// assert_eq!(g.left_stop().to_string(), "3");
    /// ```
    pub fn left_stop(&self) -> Dyadic {
        self.0.left_stop().clone()
    }

    /// Right's stop.
    ///
    /// ```
    /// # use combinatorial_games::Game;
    /// let g: Game = "{3|-2}".parse().unwrap();
    /// assert_eq!(g.right_stop().to_string(), "-2");
    /// ```
    pub fn right_stop(&self) -> Dyadic {
        self.0.right_stop().clone()
    }

    // ---- order ----------------------------------------------------------

    /// `self <= other`: Left, playing second, wins `other - self`.
    ///
    /// ```
    /// # use combinatorial_games::Game;
    /// assert!(Game::zero().leq(&Game::up()));
    /// assert!(!Game::star().leq(&Game::zero()));
    /// ```
    pub fn leq(&self, other: &Game) -> bool {
        ops::leq(*self, *other)
    }

    /// Whether the two games are incomparable (`self || other`).
    ///
    /// ```
    /// # use combinatorial_games::Game;
    /// assert!(Game::up().is_confused_with(&Game::star()));
    /// assert!(!(Game::up() + Game::up()).is_confused_with(&Game::star()));
    /// ```
    pub fn is_confused_with(&self, other: &Game) -> bool {
        !self.leq(other) && !other.leq(self)
    }

    /// Who wins: [`Outcome::L`] (Left, whoever starts), [`Outcome::R`],
    /// [`Outcome::P`] (the second player) or [`Outcome::N`] (the first).
    ///
    /// ```
    /// # use combinatorial_games::{Game, Outcome};
    /// assert_eq!(Game::zero().outcome(), Outcome::P);
    /// assert_eq!(Game::star().outcome(), Outcome::N);
    /// assert_eq!(Game::up().outcome(), Outcome::L);
    /// assert_eq!(Game::down().outcome(), Outcome::R);
    /// ```
    pub fn outcome(&self) -> Outcome {
        let zero = Game::zero();
        match (zero.leq(self), self.leq(&zero)) {
            (true, true) => Outcome::P,
            (true, false) => Outcome::L,
            (false, true) => Outcome::R,
            (false, false) => Outcome::N,
        }
    }

    /// How many canonical forms this process has stored so far (for
    /// measurements; the store only grows).
    ///
    /// ```
    /// # use combinatorial_games::Game;
    /// let _ = Game::up();
    /// assert!(Game::table_len() > 0);
    /// ```
    pub fn table_len() -> usize {
        table::len()
    }

    /// Empties every cache of operation results: sums, negatives and
    /// comparisons (on every thread) and thermographs. Values stay valid;
    /// only speed is affected. The same as [`cache::clear`].
    ///
    /// ```
    /// # use combinatorial_games::Game;
    /// Game::clear_caches();
    /// ```
    pub fn clear_caches() {
        cache::clear();
    }

    /// The birthday: the day on which this game is first born.
    ///
    /// ```
    /// # use combinatorial_games::Game;
    /// assert_eq!(Game::from(-3).birthday(), 3u32.into());
    /// assert_eq!(Game::up().birthday(), 2u32.into());
    /// assert_eq!("{2||1|0}".parse::<Game>().unwrap().birthday(), 3u32.into());
    /// ```
    pub fn birthday(&self) -> BigUint {
        props::birthday(*self)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn g(s: &str) -> Game {
        s.parse().unwrap()
    }

    #[test]
    fn numbers_from_options() {
        let half = Game::new([Game::zero()], [Game::from(1)]);
        assert_eq!(half.as_number(), Some(Dyadic::new(1, 1)));
        assert_eq!(half + half, Game::from(1));
        let quarter = Game::new([Game::zero()], [half]);
        assert_eq!(quarter.times(4), Game::from(1));
        assert_eq!(Game::new([Game::from(-1)], [Game::from(1)]), Game::zero());
        assert_eq!(Game::new([Game::star()], []), Game::zero()); // {*|} = 0
        assert_eq!(Game::new([Game::zero(), Game::star()], []), Game::from(1));
    }

    #[test]
    fn nus_recognition_from_general_options() {
        assert_eq!(Game::new([Game::zero()], [Game::star()]), Game::up());
        assert_eq!(
            Game::new([Game::zero(), Game::star()], [Game::zero()]),
            g("^*")
        );
        assert_eq!(Game::new([Game::star()], [Game::zero()]), Game::down());
        assert_eq!(Game::new([Game::zero()], [Game::up()]), g("^^*"));
        let one = Game::from(1);
        assert_eq!(Game::new([one], [one]), g("1*"));
    }

    #[test]
    fn translation_keeps_canonical_form() {
        let s = Game::switch(Game::from(1));
        let t = s + Game::from(3);
        assert_eq!(t, Game::new([Game::from(4)], [Game::from(2)]));
        assert_eq!(t - Game::from(3), s);
    }

    #[test]
    fn send_sync_copy() {
        fn check<T: Send + Sync + Copy + Eq + std::hash::Hash>() {}
        check::<Game>();
        let h = std::thread::spawn(|| Game::up() + Game::up());
        assert_eq!(h.join().unwrap(), Game::up().times(2));
    }
}
