//! Atomic weight (how many ups an infinitesimal is worth) and the reduced
//! canonical form (a game up to infinitesimals).

use rustc_hash::FxHashMap;
use thiserror::Error;

use crate::short::Game;

/// Why a game has no atomic weight.
///
/// ```
/// use combinatorial_games::temperature::AtomicWeightError;
/// use combinatorial_games::Game;
/// let g = |s: &str| s.parse::<Game>().unwrap();
/// assert!(matches!(g("1").atomic_weight(), Err(AtomicWeightError::NotInfinitesimal(_))));
/// assert_eq!(g("^").atomic_weight().unwrap(), g("1"));
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum AtomicWeightError {
    /// Atomic weight is for infinitesimals.
    #[error(
        "{0} is not infinitesimal: atomic weight is defined for infinitesimals (all-small games and the like)"
    )]
    NotInfinitesimal(String),
    /// The atomic weight calculus gives a value, but the game is not within
    /// a remote-star's reach of that many ups.
    #[error("{0} is not atomic: it is not within the reach of a remote star of any multiple of ^")]
    NotAtomic(String),
}

/// The atomic weight calculus (Winning Ways ch. 8; Siegel II.7): a
/// number-up-star value weighs its ups; otherwise `g = {aw(G^L) - 2 |
/// aw(G^R) + 2}`, except that an integer `g` is replaced by the extreme
/// integer on the side where `G` lies against a remote star.
fn naive(g: Game, memo: &mut FxHashMap<Game, Game>) -> Game {
    if let Some(p) = g.number_up_star() {
        return Game::from(p.ups);
    }
    if let Some(&w) = memo.get(&g) {
        return w;
    }
    let w = stacker::maybe_grow(64 * 1024, 1024 * 1024, || {
        let left: Vec<Game> = g
            .left_options()
            .into_iter()
            .map(|o| naive(o, memo) - Game::from(2))
            .collect();
        let right: Vec<Game> = g
            .right_options()
            .into_iter()
            .map(|o| naive(o, memo) + Game::from(2))
            .collect();
        let g0 = Game::new(left.clone(), right.clone());
        if !g0.is_integer() {
            return g0;
        }
        let far = Game::nimber(g.far_star());
        let (below, above) = (g <= far, far <= g);
        if below && !above {
            // The least integer n with n |> every Left option.
            left.iter()
                .map(|l| {
                    let n = Game::integer(l.right_stop().ceil());
                    if n <= *l { n + Game::from(1) } else { n }
                })
                .max_by(|a, b| a.partial_cmp(b).expect("integers"))
                .unwrap_or(Game::zero())
        } else if above && !below {
            // The greatest integer n with n <| every Right option.
            right
                .iter()
                .map(|r| {
                    let n = Game::integer(r.left_stop().floor());
                    if *r <= n { n - Game::from(1) } else { n }
                })
                .min_by(|a, b| a.partial_cmp(b).expect("integers"))
                .unwrap_or(Game::zero())
        } else {
            g0
        }
    });
    memo.insert(g, w);
    w
}

impl Game {
    /// The atomic weight: for an infinitesimal `G`, the game `w` such that
    /// `G` is `w.↑` (Norton product) up to a remote star's reach. `↑` weighs
    /// 1, `*` nothing; atomic weight is additive.
    ///
    /// ```
    /// use combinatorial_games::Game;
    /// assert_eq!(Game::up().atomic_weight().unwrap(), Game::from(1));
    /// assert_eq!("^^*".parse::<Game>().unwrap().atomic_weight().unwrap(), Game::from(2));
    /// assert_eq!(Game::star().atomic_weight().unwrap(), Game::zero());
    /// assert!(Game::from(1).atomic_weight().is_err());
    /// ```
    pub fn atomic_weight(&self) -> Result<Game, AtomicWeightError> {
        if !self.is_infinitesimal() && !self.is_zero() {
            return Err(AtomicWeightError::NotInfinitesimal(self.brief()));
        }
        if let Some(p) = self.up_power_parts() {
            // ↑^[n] = ↑ + ↑² + … + ↑^n weighs as ↑ does; ↑^n for n >= 2
            // weighs nothing (Siegel, II.7); a nimber weighs nothing.
            let w = Game::from(i64::from(p.bracket));
            return Ok(if p.positive { w } else { -w });
        }
        let w = naive(*self, &mut FxHashMap::default());
        if self.is_all_small() || self.within_reach_of(&w) {
            Ok(w)
        } else {
            Err(AtomicWeightError::NotAtomic(self.brief()))
        }
    }

    /// Whether the atomic weight is defined.
    ///
    /// ```
    /// use combinatorial_games::Game;
    /// assert!(Game::up().is_atomic());
    /// assert!(!Game::from(1).is_atomic());
    /// ```
    pub fn is_atomic(&self) -> bool {
        self.atomic_weight().is_ok()
    }

    /// Whether `G - w.↑` lies between `-ε` and `ε`, where `ε = ↑* + (*N :
    /// -1)` for a power of two `N` at least the remote star.
    fn within_reach_of(&self, w: &Game) -> bool {
        let difference = *self - w.norton_product(&Game::up());
        let far = self.far_star().max(2).next_power_of_two();
        let kite = Game::nimber(far).ordinal_sum(&Game::from(-1));
        let epsilon = Game::up() + Game::star() + kite;
        -epsilon <= difference && difference <= epsilon
    }

    /// The reduced canonical form: the simplest game infinitesimally close
    /// to this one (Calistrate; Grossman and Siegel): number-up-star values
    /// keep their number, anything else is `G` heated by `*`, with every `x*`
    /// then read as `x`.
    ///
    /// ```
    /// use combinatorial_games::Game;
    /// assert_eq!("3/2^^*".parse::<Game>().unwrap().reduced_canonical_form().to_string(), "3/2");
    /// assert_eq!("{3|-2}".parse::<Game>().unwrap().reduced_canonical_form().to_string(), "{3|-2}");
    /// assert_eq!("{1|^}".parse::<Game>().unwrap().reduced_canonical_form().to_string(), "{1|0}");
    /// ```
    pub fn reduced_canonical_form(&self) -> Game {
        // Equal stops: infinitesimally close to that number, the simplest
        // game that is.
        if self.left_stop() == self.right_stop() {
            return Game::number(self.left_stop());
        }
        star_projection(self.heat(&Game::star()), &mut FxHashMap::default())
    }
}

/// Numbers stay, `x*` becomes `x`, and everything else is rebuilt from its
/// options' projections.
fn star_projection(g: Game, memo: &mut FxHashMap<Game, Game>) -> Game {
    stacker::maybe_grow(64 * 1024, 1024 * 1024, || star_projection_here(g, memo))
}

fn star_projection_here(g: Game, memo: &mut FxHashMap<Game, Game>) -> Game {
    if g.is_number() {
        return g;
    }
    if let Some(p) = g.number_up_star()
        && p.ups == 0
        && p.nimber == 1
    {
        return Game::number(p.number);
    }
    if let Some(&h) = memo.get(&g) {
        return h;
    }
    let left: Vec<Game> = g
        .left_options()
        .into_iter()
        .map(|o| star_projection(o, memo))
        .collect();
    let right: Vec<Game> = g
        .right_options()
        .into_iter()
        .map(|o| star_projection(o, memo))
        .collect();
    let h = Game::new(left, right);
    memo.insert(g, h);
    h
}
