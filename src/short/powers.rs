//! Up-powers `↑^n`, `↑^[n]` (and the same for any `{0|H}`), Norton
//! multiplication, and the remote star of a game.

use thiserror::Error;

use rustc_hash::FxHashMap;

use super::Game;
use crate::numbers::Dyadic;

/// Why a power of a game is undefined.
///
/// ```
/// use combinatorial_games::short::PowerError;
/// use combinatorial_games::Game;
/// let g = |s: &str| s.parse::<Game>().unwrap();
/// // {1|0} has a Left option other than 0.
/// assert!(matches!(g("{1|0}").pow(2), Err(PowerError::NotZeroBar(_))));
/// assert_eq!(g("^").pow(2).unwrap(), g("{0|v*}"));
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum PowerError {
    /// `Pow` is defined for games `{0|H}` only.
    #[error("{0} is not of the form {{0|H}}: Pow is defined for such games, as ^ = {{0|*}}")]
    NotZeroBar(String),
    /// The exponent of a power must be a positive number or 0 (or, for
    /// [`Game::pow_to_pseudonumber`], `on` or a number plus `over` or
    /// `under`); `Pow` also takes no exponent below 1.
    #[error(
        "invalid exponent {0}: PowTo takes a number x >= 0 and Pow one x >= 1, or a pseudonumber above those such as on or 1over"
    )]
    Exponent(String),
    /// [`Game::subordinate`] needs each option of the base to be matched
    /// by one of the game's, or to reverse through it.
    #[error("{game} cannot be subordinated to the base {base}")]
    NotSubordinate {
        /// The game, printed.
        game: String,
        /// The base, printed.
        base: String,
    },
}

impl Game {
    /// The single Right option `H` of a game `{0|H}`.
    pub(crate) fn zero_bar(&self) -> Result<Game, PowerError> {
        // x + *m with m >= 2 has m options a side: not {0|H}, and not to be
        // listed (m can be 2^64 - 1).
        if self
            .number_up_star()
            .is_some_and(|p| p.ups == 0 && p.nimber >= 2)
        {
            return Err(PowerError::NotZeroBar(self.brief()));
        }
        match (&self.left_options()[..], &self.right_options()[..]) {
            ([l], [h]) if l.is_zero() => Ok(*h),
            _ => Err(PowerError::NotZeroBar(self.brief())),
        }
    }

    /// For `G = {0|H}`: `G^n`, with `G^0 = -H` and `G^(n+1) = {0 | H -
    /// G^[n]}`. For `G = ↑` these are the up-powers `↑^n`, printed `^<n>`:
    /// `↑^1 = ↑`, `↑^2 = {0|↓*}`.
    ///
    /// ```
    /// use combinatorial_games::Game;
    /// let up2 = Game::up().pow(2).unwrap();
    /// assert_eq!(up2, "{0|v*}".parse().unwrap());
    /// assert_eq!(up2.to_string(), "^<2>");
    /// assert_eq!(Game::up().pow(1).unwrap(), Game::up());
    /// assert!(Game::from(1).pow(2).is_err());  // 1 = {0|} has no Right option
    /// ```
    pub fn pow(&self, n: u32) -> Result<Game, PowerError> {
        let h = self.zero_bar()?;
        if n == 0 {
            return Ok(-h);
        }
        Ok(Game::new([Game::zero()], [h - self.pow_to(n - 1)]))
    }

    /// `G^[n] = G : (n-1)` (and `G^[0] = 0`), the ordinal sum built by
    /// `G^[n+1] = {G^L, G^[n] | G^R}`, as CGSuite's `PowTo` for any `G`.
    /// For `G = {0|H}` it is `G^1 + ... + G^n`, and for `G = ↑` it prints
    /// `^[n]`: `↑^[2] = {↑|*}`. It lists `G`'s options: for a game that
    /// may hold a huge nimber, see [`Game::check_expandable`] first.
    ///
    /// ```
    /// use combinatorial_games::Game;
    /// let up = Game::up();
    /// let to2 = up.pow_to(2);
    /// assert_eq!(to2, "{^|*}".parse().unwrap());
    /// assert_eq!(to2, up + up.pow(2).unwrap());
    /// assert_eq!(to2.to_string(), "^[2]");
    /// // CGSuite's GameTest: (+-1).PowTo(3) = {1,{1,+-1|-1}|-1}.
    /// let pm1: Game = "+-1".parse().unwrap();
    /// assert_eq!(pm1.pow_to(3), "{1,{1,+-1|-1}|-1}".parse().unwrap());
    /// ```
    pub fn pow_to(&self, n: u32) -> Game {
        if n == 0 {
            return Game::zero();
        }
        let (left, right) = (self.left_options(), self.right_options());
        let mut g = *self;
        for _ in 1..n {
            g = Game::new(left.iter().copied().chain([g]), right.iter().copied());
        }
        g
    }

    /// For `G = {0|H}` and a number `x >= 1`: `G^x = {0 | H - G^[x-1]}`,
    /// as CGSuite's `Pow` extends [`Game::pow`] to dyadic exponents (a
    /// whole number, 0 included, gives [`Game::pow`]).
    ///
    /// # Errors
    ///
    /// [`PowerError::NotZeroBar`] for a game not `{0|H}`,
    /// [`PowerError::Exponent`] for `x < 1` not 0.
    ///
    /// ```
    /// use combinatorial_games::{Dyadic, Game};
    /// let up = Game::up();
    /// assert_eq!(up.pow_number(&Dyadic::from(3)).unwrap().to_string(), "^<3>");
    /// // CGSuite's GameTest: ^.Pow(7/4) = {0||0,v*|0,{0,v*|0,*}}.
    /// let x: Dyadic = "7/4".parse().unwrap();
    /// assert_eq!(up.pow_number(&x).unwrap(), "{0||0,v*|0,{0,v*|0,*}}".parse().unwrap());
    /// ```
    pub fn pow_number(&self, x: &Dyadic) -> Result<Game, PowerError> {
        if let Some(n) = x.to_integer().and_then(|n| u32::try_from(n).ok()) {
            return self.pow(n);
        }
        let h = self.zero_bar()?;
        let below = x.clone() - Dyadic::from(1);
        if below < Dyadic::zero() {
            return Err(PowerError::Exponent(x.to_string()));
        }
        Ok(Game::new([Game::zero()], [h - self.pow_to_number(&below)?]))
    }

    /// For a number `x >= 0`: `G^[x] = G : x'`, the
    /// ordinal sum with `x` subordinated to 1 (`x' = x - 1` for a whole
    /// number), as CGSuite's `PowTo` extends [`Game::pow_to`]. The
    /// exponent is walked through its canonical form: keep its birthday
    /// within reason (the expression language allows 100 000).
    ///
    /// # Errors
    ///
    /// [`PowerError::Exponent`] for `x < 0`.
    ///
    /// ```
    /// use combinatorial_games::{Dyadic, Game};
    /// let up = Game::up();
    /// assert_eq!(up.pow_to_number(&Dyadic::from(3)).unwrap().to_string(), "^[3]");
    /// // CGSuite's GameTest: ^.PowTo(7/4) = {^|*,^[2]||*,^[2]}.
    /// let x: Dyadic = "7/4".parse().unwrap();
    /// assert_eq!(up.pow_to_number(&x).unwrap(), "{^|*,^[2]||*,^[2]}".parse().unwrap());
    /// ```
    pub fn pow_to_number(&self, x: &Dyadic) -> Result<Game, PowerError> {
        if let Some(n) = x.to_integer().and_then(|n| u32::try_from(n).ok()) {
            return Ok(self.pow_to(n));
        }
        let exponent = Game::number(x.clone())
            .subordinate(&Game::from(1))
            .map_err(|_| PowerError::Exponent(x.to_string()))?;
        Ok(self.ordinal_sum(&exponent))
    }

    /// CGSuite's `Subordinate`: this game with every option that is an
    /// option of `base` taken away, at every position; each option of
    /// `base` must be matched by an option at least as good for its
    /// player, or reverse through the position. It undoes an ordinal sum
    /// on top of `base`: `(1/8).Subordinate(1) = -3`, and the exponent
    /// of [`Game::pow_to_number`] is the number subordinated to 1. It
    /// lists options: for games that may hold a huge nimber, see
    /// [`Game::check_expandable`] first.
    ///
    /// # Errors
    ///
    /// [`PowerError::NotSubordinate`] when an option of `base` is
    /// neither matched nor reversible at some position.
    ///
    /// ```
    /// use combinatorial_games::Game;
    /// let g = |t: &str| t.parse::<Game>().unwrap();
    /// assert_eq!(g("1/8").subordinate(&g("1")).unwrap(), g("-3"));
    /// assert_eq!(g("+-1").subordinate(&g("+-1")).unwrap(), g("0"));
    /// assert!(g("*").subordinate(&g("1")).is_err());
    /// ```
    pub fn subordinate(&self, base: &Game) -> Result<Game, PowerError> {
        let (lo, ro) = (base.left_options(), base.right_options());
        let mut memo = FxHashMap::default();
        subordinate(*self, &lo, &ro, &mut memo).ok_or_else(|| PowerError::NotSubordinate {
            game: self.brief(),
            base: base.brief(),
        })
    }

    /// [`Game::subordinate`] to a base given by its options, which need not
    /// be a canonical form: `^[5]` is the ordinal sum of the form `{*|*}`
    /// (whose value is 0) and 5, so its subordinate to that form is 5.
    ///
    /// # Errors
    ///
    /// [`PowerError::NotSubordinate`], as for [`Game::subordinate`].
    ///
    /// ```
    /// use combinatorial_games::Game;
    /// let g = |t: &str| t.parse::<Game>().unwrap();
    /// let star = [g("*")];
    /// assert_eq!(g("^[5]").subordinate_to_options(&star, &star).unwrap(), g("5"));
    /// // ^ = {0|*} is {*|*} : 1 as well (its Left option 0 is {*|*} : 0).
    /// assert_eq!(g("^").subordinate_to_options(&star, &star).unwrap(), g("1"));
    /// ```
    pub fn subordinate_to_options(
        &self,
        left: &[Game],
        right: &[Game],
    ) -> Result<Game, PowerError> {
        let mut memo = FxHashMap::default();
        subordinate(*self, left, right, &mut memo).ok_or_else(|| {
            let side = |v: &[Game]| v.iter().map(Game::brief).collect::<Vec<_>>().join(",");
            PowerError::NotSubordinate {
                game: self.brief(),
                base: format!("{{{}|{}}}", side(left), side(right)),
            }
        })
    }

    /// The Norton product `G.U`: `n` copies of `U` when `G` is an integer
    /// `n`, otherwise `{G^L.U + U + Δ | G^R.U - U - Δ}` over the incentives
    /// `Δ` of `U`.
    ///
    /// # Panics
    ///
    /// When a count of ups would pass 64 bits (`±(2^63-1)` times `⇑`);
    /// [`Game::checked_norton_product`] returns an error instead.
    ///
    /// ```
    /// use combinatorial_games::Game;
    /// let up = Game::up();
    /// assert_eq!(Game::from(3).norton_product(&up), up.times(3));
    /// // 1/2 = {0|1}: {0.U + U + Δ | 1.U - U - Δ} with U = 1 (incentive -1):
    /// // {0|1} = 1/2 again.
    /// let half: Game = "1/2".parse().unwrap();
    /// assert_eq!(half.norton_product(&Game::from(1)), half);
    /// ```
    pub fn norton_product(&self, u: &Game) -> Game {
        let steps: Vec<Game> = u.incentives().into_iter().map(|d| *u + d).collect();
        norton(*self, *u, &steps)
    }

    /// A remote star: more than the largest nimber `*m` among this game's
    /// followers (at least 1), so `*n` is remote for `n` at least this.
    pub(crate) fn far_star(&self) -> u64 {
        if let Some(p) = self.number_up_star() {
            // The followers of x + n·↑ + *m hold nimbers up to m ⊕ 1 only.
            return p.nimber.saturating_add(2);
        }
        stacker::maybe_grow(64 * 1024, 1024 * 1024, || {
            self.left_options()
                .iter()
                .chain(&self.right_options())
                .map(Game::far_star)
                .fold(1, u64::max)
        })
    }
}

/// `g` subordinated to the base with options `lo | ro` (see
/// [`Game::subordinate`]); `None` where it cannot be.
fn subordinate(g: Game, lo: &[Game], ro: &[Game], memo: &mut FxHashMap<u32, Game>) -> Option<Game> {
    if let Some(&r) = memo.get(&g.id()) {
        return Some(r);
    }
    let (gl, gr) = (g.left_options(), g.right_options());
    let left_ok = lo
        .iter()
        .all(|b| gl.iter().any(|x| x >= b) || b.right_options().iter().any(|br| g >= *br));
    let right_ok = ro
        .iter()
        .all(|b| gr.iter().any(|x| x <= b) || b.left_options().iter().any(|bl| g <= *bl));
    if !left_ok || !right_ok {
        return None;
    }
    let r = stacker::maybe_grow(64 * 1024, 1024 * 1024, || {
        let mut side = |options: Vec<Game>, base: &[Game]| -> Option<Vec<Game>> {
            let kept = options.into_iter().filter(|x| !base.contains(x));
            kept.map(|x| subordinate(x, lo, ro, memo)).collect()
        };
        let left = side(gl, lo)?;
        let right = side(gr, ro)?;
        Some(Game::new(left, right))
    })?;
    memo.insert(g.id(), r);
    Some(r)
}

/// `g.u`, with `steps` the games `u + Δ` over the incentives `Δ` of `u`.
/// Each subposition is done once, after its options, in a loop rather
/// than a recursion: a chain such as `100000·↑` is as deep as it is long,
/// and stopping such a recursion part-way (a spent budget) would unwind
/// for seconds.
fn norton(g: Game, u: Game, steps: &[Game]) -> Game {
    let integer = |x: Game| x.as_number().and_then(|d| d.to_integer());
    let mut done: FxHashMap<u32, Game> = FxHashMap::default();
    // Depth first, each position listed after its options. A frame holds
    // a position's options and how many are opened: each is opened once
    // (*m's m options are not pushed again by each of *m's followers).
    let mut order = Vec::new();
    let mut stack: Vec<(Game, Vec<Game>, usize)> = Vec::new();
    let open = |x: Game, done: &mut FxHashMap<u32, Game>, stack: &mut Vec<_>| {
        if let Some(n) = integer(x) {
            done.insert(x.id(), u.times(n));
        } else {
            // A placeholder marks the position as seen; it is replaced
            // below, after its options.
            done.insert(x.id(), x);
            let options = x.left_options().into_iter().chain(x.right_options());
            stack.push((x, options.collect(), 0));
        }
    };
    open(g, &mut done, &mut stack);
    while let Some((x, options, next)) = stack.last_mut() {
        match options.get(*next) {
            Some(&o) => {
                *next += 1;
                if !done.contains_key(&o.id()) {
                    open(o, &mut done, &mut stack);
                }
            }
            None => {
                order.push(*x);
                stack.pop();
            }
        }
    }
    for x in order {
        let mut left = Vec::new();
        for o in x.left_options() {
            let p = done[&o.id()];
            left.extend(steps.iter().map(|s| p + *s));
        }
        let mut right = Vec::new();
        for o in x.right_options() {
            let p = done[&o.id()];
            right.extend(steps.iter().map(|s| p - *s));
        }
        done.insert(x.id(), Game::new(left, right));
    }
    done[&g.id()]
}
