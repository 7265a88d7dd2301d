//! Up-powers `↑^n`, `↑^[n]` (and the same for any `{0|H}`), Norton
//! multiplication, and the remote star of a game.

use thiserror::Error;

use super::Game;

/// Why a power of a game is undefined.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum PowerError {
    /// Powers are defined for games `{0|H}` only.
    #[error(
        "{0} is not of the form {{0|H}}: Pow and PowTo are defined for such games, as ^ = {{0|*}}"
    )]
    NotZeroBar(String),
}

impl Game {
    /// The single Right option `H` of a game `{0|H}`.
    fn zero_bar(&self) -> Result<Game, PowerError> {
        // x + *m with m >= 2 has m options a side: not {0|H}, and not to be
        // listed (m can be 2^64 - 1).
        if self
            .number_up_star()
            .is_some_and(|p| p.ups == 0 && p.nimber >= 2)
        {
            return Err(PowerError::NotZeroBar(self.to_string()));
        }
        match (&self.left_options()[..], &self.right_options()[..]) {
            ([l], [h]) if l.is_zero() => Ok(*h),
            _ => Err(PowerError::NotZeroBar(self.to_string())),
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
        Ok(Game::new([Game::zero()], [h - self.pow_to(n - 1)?]))
    }

    /// For `G = {0|H}`: `G^[n] = G^1 + ... + G^n`, by `G^[0] = 0` and
    /// `G^[n+1] = {G^[n] | H}`. For `G = ↑` it prints `^[n]`: `↑^[2] =
    /// {↑|*}`.
    ///
    /// ```
    /// use combinatorial_games::Game;
    /// let up = Game::up();
    /// let to2 = up.pow_to(2).unwrap();
    /// assert_eq!(to2, "{^|*}".parse().unwrap());
    /// assert_eq!(to2, up + up.pow(2).unwrap());
    /// assert_eq!(to2.to_string(), "^[2]");
    /// ```
    pub fn pow_to(&self, n: u32) -> Result<Game, PowerError> {
        let h = self.zero_bar()?;
        let mut g = Game::zero();
        for _ in 0..n {
            g = Game::new([g], [h]);
        }
        Ok(g)
    }

    /// The Norton product `G.U`: `n` copies of `U` when `G` is an integer
    /// `n`, otherwise `{G^L.U + U + Δ | G^R.U - U - Δ}` over the incentives
    /// `Δ` of `U`.
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
        if let Some(n) = self.as_number().and_then(|x| x.to_integer()) {
            return u.times(n);
        }
        let steps: Vec<Game> = u.incentives().into_iter().map(|d| *u + d).collect();
        let left: Vec<Game> = self
            .left_options()
            .iter()
            .flat_map(|o| {
                let p = o.norton_product(u);
                steps.iter().map(move |s| p + *s)
            })
            .collect();
        let right: Vec<Game> = self
            .right_options()
            .iter()
            .flat_map(|o| {
                let p = o.norton_product(u);
                steps.iter().map(move |s| p - *s)
            })
            .collect();
        Game::new(left, right)
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

    /// The up-power this game is, for printing: `(positive, bracket, n,
    /// star)` for `±↑^n(*)` (`bracket` false) or `±↑^[n](*)` (true), with
    /// `n >= 2`.
    pub(crate) fn up_power_parts(&self) -> Option<(bool, bool, u32, bool)> {
        if self.is_number_up_star() || !self.left_stop().is_zero() || !self.right_stop().is_zero() {
            return None;
        }
        let up = Game::up();
        for (positive, star) in [(true, false), (false, false), (true, true), (false, true)] {
            let mut h = if positive { *self } else { -*self };
            if star {
                h += Game::star();
            }
            // ↑^[n] = {↑^[n-1] | *}: count the left chain down to ↑.
            if let Some(n) = chain_to_up(h) {
                if n >= 2 && up.pow_to(n).ok() == Some(h) {
                    return Some((positive, true, n, star));
                }
            }
            // ↑^n = {0 | * - ↑^[n-1]}.
            if let ([l], [r]) = (&h.left_options()[..], &h.right_options()[..]) {
                if l.is_zero() {
                    if let Some(m) = chain_to_up(Game::star() - *r) {
                        let n = m + 1;
                        if up.pow(n).ok() == Some(h) {
                            return Some((positive, false, n, star));
                        }
                    }
                }
            }
        }
        None
    }
}

/// `n` when `g = {{...{↑|*}...|*}|*}` with `n - 1` layers over `↑` (so a
/// candidate for `↑^[n]`).
fn chain_to_up(mut g: Game) -> Option<u32> {
    let (up, star) = (Game::up(), Game::star());
    let mut n = 1;
    while g != up {
        match (&g.left_options()[..], &g.right_options()[..]) {
            ([l], [r]) if *r == star => {
                g = *l;
                n += 1;
            }
            _ => return None,
        }
    }
    Some(n)
}
