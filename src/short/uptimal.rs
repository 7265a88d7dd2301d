//! Uptimal expansions: values `x + *m + a1·↑ + a2·↑^2 + … + ak·↑^k`
//! written, as CGSuite does, `x*m.a1a2…ak`.
//!
//! The up-powers `↑^n = {0 | ↓^[n-1]*}` are infinitesimal one to the
//! next, so a value has at most one such expansion. It is found from the
//! Right option (when `ak > 0`): `G - G^R` is `↑^[L]*` for some length `L`,
//! so `G`'s expansion is `G^R`'s plus one on each of its first `L`
//! coefficients with the nimber flipped by `*`. Every candidate `L` is
//! checked by building the value back and comparing canonical forms, so an
//! expansion is never claimed for a game that is not that sum.

use std::cell::RefCell;
use std::cmp::Ordering;
use std::fmt;

use rustc_hash::FxHashMap;

use super::Game;
use super::cache::Generational;
use crate::numbers::Dyadic;

/// The uptimal expansion of a game: a number, a nimber and the coefficients
/// of `↑`, `↑^2`, `↑^3`, … (the last one not 0).
///
/// It prints as CGSuite does: `0.1` is `↑`, `*.1-` is `↓*` (a dash after a
/// negative digit), `73/16*8.9-` is `73/16 + 9·↓ + *8`, `0.0202` is
/// `2·↑^2 + 2·↑^4`; digits past 9 are letters, past 35 in brackets.
///
/// ```
/// use combinatorial_games::Game;
/// let g: Game = "{0|*||*|||*||||*}".parse().unwrap(); // ↑^[4] = ↑ + ↑^2 + ↑^3 + ↑^4, plus *
/// let e = g.uptimal_expansion().unwrap();
/// assert_eq!(e.coefficients(), &[1, 1, 1, 1]);
/// assert_eq!(e.to_string(), "0.1111");
/// assert_eq!(e.to_game(), g);
/// assert!(Game::switch(Game::from(1)).uptimal_expansion().is_none());
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct UptimalExpansion {
    number: Dyadic,
    nimber: u64,
    coefficients: Vec<i64>,
}

impl UptimalExpansion {
    /// The expansion `number + *nimber + Σ coefficients[i]·↑^(i+1)`
    /// (trailing zero coefficients are dropped).
    ///
    /// ```
    /// use combinatorial_games::{Dyadic, UptimalExpansion};
    /// let e = UptimalExpansion::new(Dyadic::new(3, 1), 1, vec![0, 2, 0]);
    /// assert_eq!(e.to_string(), "3/2*.02");
    /// assert_eq!(e.coefficients(), &[0, 2]);
    /// ```
    pub fn new(number: Dyadic, nimber: u64, mut coefficients: Vec<i64>) -> UptimalExpansion {
        while coefficients.last() == Some(&0) {
            coefficients.pop();
        }
        UptimalExpansion {
            number,
            nimber,
            coefficients,
        }
    }

    /// The number part `x`.
    ///
    /// ```
    /// # use combinatorial_games::Game;
    /// let e = "5/4^*".parse::<Game>().unwrap().uptimal_expansion().unwrap();
    /// assert_eq!(e.number().to_string(), "5/4");
    /// ```
    pub fn number(&self) -> &Dyadic {
        &self.number
    }

    /// The nimber part `m` of `*m`.
    ///
    /// ```
    /// # use combinatorial_games::Game;
    /// assert_eq!("^*6".parse::<Game>().unwrap().uptimal_expansion().unwrap().nimber(), 6);
    /// ```
    pub fn nimber(&self) -> u64 {
        self.nimber
    }

    /// The coefficients of `↑`, `↑^2`, …; empty for `x*m`.
    ///
    /// ```
    /// # use combinatorial_games::Game;
    /// assert_eq!("vvv".parse::<Game>().unwrap().uptimal_expansion().unwrap().coefficients(), &[-3]);
    /// ```
    pub fn coefficients(&self) -> &[i64] {
        &self.coefficients
    }

    /// The value the expansion stands for.
    ///
    /// ```
    /// use combinatorial_games::{Dyadic, Game, UptimalExpansion};
    /// let e = UptimalExpansion::new(Dyadic::zero(), 0, vec![0, 1]);
    /// assert_eq!(e.to_game(), Game::up().pow(2).unwrap());
    /// ```
    pub fn to_game(&self) -> Game {
        let mut g = Game::nus(self.number.clone(), 0, 0);
        for (i, &a) in self.coefficients.iter().enumerate() {
            let power = up_power(i as u32 + 1);
            g += times(power, a);
        }
        // The nimber last: `*m` has `m` options, and each sum it enters
        // lists them again, so it is added once, to the whole.
        g + Game::nimber(self.nimber)
    }

    fn negate(self) -> UptimalExpansion {
        UptimalExpansion {
            number: -self.number,
            nimber: self.nimber,
            coefficients: self.coefficients.into_iter().map(|a| -a).collect(),
        }
    }

    /// This expansion plus `↑^[len]*`: one more on each of the first `len`
    /// coefficients, and the nimber flipped.
    fn plus_up_to(&self, len: usize) -> UptimalExpansion {
        let mut c = self.coefficients.clone();
        c.resize(c.len().max(len), 0);
        for a in &mut c[..len] {
            *a += 1;
        }
        UptimalExpansion::new(self.number.clone(), self.nimber ^ 1, c)
    }
}

/// CGSuite's order of uptimals: by number, then coefficient by coefficient,
/// then the shorter first, then by nimber.
impl Ord for UptimalExpansion {
    fn cmp(&self, other: &Self) -> Ordering {
        self.number
            .cmp(&other.number)
            .then_with(|| {
                let common = self.coefficients.iter().zip(&other.coefficients);
                common
                    .map(|(a, b)| a.cmp(b))
                    .find(|o| o.is_ne())
                    .unwrap_or(Ordering::Equal)
            })
            .then_with(|| self.coefficients.len().cmp(&other.coefficients.len()))
            .then_with(|| self.nimber.cmp(&other.nimber))
    }
}

impl PartialOrd for UptimalExpansion {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl fmt::Display for UptimalExpansion {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.nimber == 0 || !self.number.is_zero() {
            write!(f, "{}", self.number)?;
        }
        match self.nimber {
            0 => {}
            1 => f.write_str("*")?,
            m => write!(f, "*{m}")?,
        }
        f.write_str(".")?;
        if self.coefficients.is_empty() {
            f.write_str("0")?;
        }
        for &a in &self.coefficients {
            let d = a.unsigned_abs();
            match d {
                0..=9 => write!(f, "{d}")?,
                10..=35 => write!(f, "{}", char::from(b'A' + (d - 10) as u8))?,
                _ => write!(f, "({d})")?,
            }
            if a < 0 {
                f.write_str("-")?;
            }
        }
        Ok(())
    }
}

thread_local! {
    static EXPANSIONS: RefCell<Generational<FxHashMap<u32, Option<UptimalExpansion>>>> =
        RefCell::new(Generational::default());
    static POWERS: RefCell<Vec<Game>> = const { RefCell::new(Vec::new()) };
    static RUNS: RefCell<Vec<Game>> = const { RefCell::new(Vec::new()) };
}

/// `↑^[n]* = ↑ + ↑^2 + … + ↑^n + *`, built once per thread.
fn up_run_star(n: usize) -> Game {
    RUNS.with(|p| {
        let mut p = p.borrow_mut();
        while p.len() < n {
            let k = p.len() as u32 + 1;
            p.push(Game::up().pow_to(k) + Game::star());
        }
        p[n - 1]
    })
}

/// `↑^n`, built once per thread.
fn up_power(n: u32) -> Game {
    POWERS.with(|p| {
        let mut p = p.borrow_mut();
        while p.len() < n as usize {
            let k = p.len() as u32 + 1;
            p.push(Game::up().pow(k).expect("↑ = {0|*} has powers"));
        }
        p[n as usize - 1]
    })
}

/// `a` copies of `g` (negated for negative `a`), by doubling.
fn times(g: Game, a: i64) -> Game {
    let (mut base, mut k, mut sum) = (if a < 0 { -g } else { g }, a.unsigned_abs(), Game::zero());
    while k > 0 {
        if k & 1 == 1 {
            sum += base;
        }
        base = base + base;
        k >>= 1;
    }
    sum
}

impl Game {
    /// The uptimal expansion of this game, if it is a number plus a nimber
    /// plus a sum of up-powers `↑^n` (CGSuite's `UptimalExpansion`; a game
    /// is `Uptimal` exactly when it has one).
    ///
    /// ```
    /// use combinatorial_games::Game;
    /// let g: Game = "{0||0|v*}".parse().unwrap();  // ↑ + 2·↑^2 + *
    /// assert_eq!(g.uptimal_expansion().unwrap().to_string(), "*.12");
    /// assert_eq!("73/16+v9*8".parse::<Game>().unwrap().uptimal_expansion().unwrap().to_string(), "73/16*8.9-");
    /// assert!("{0||0|vvv}".parse::<Game>().unwrap().uptimal_expansion().is_none());
    /// ```
    pub fn uptimal_expansion(&self) -> Option<UptimalExpansion> {
        if let Some(n) = self.as_nus_ref() {
            let c = if n.ups == 0 { vec![] } else { vec![n.ups] };
            return Some(UptimalExpansion::new(n.number.clone(), n.nimber, c));
        }
        // An uptimal is infinitesimally close to its number: a game whose
        // stops differ (most general games) is not looked up at all.
        if self.0.left_stop() != self.0.right_stop() {
            return None;
        }
        if let Some(p) = self.up_power_parts() {
            // An up-power's expansion is read off its shape: `.0…01` or `.1…1`.
            let a = if p.positive { 1 } else { -1 };
            let mut c = vec![if p.bracket { a } else { 0 }; p.n as usize];
            c[p.n as usize - 1] = a;
            return Some(UptimalExpansion::new(p.number, p.nimber, c));
        }
        if let Some(e) = EXPANSIONS.with(|m| m.borrow_mut().get().get(&self.id()).cloned()) {
            return e;
        }
        crate::budget::step();
        let e = stacker::maybe_grow(64 * 1024, 1024 * 1024, || {
            signed_expansion(*self, true).or_else(|| signed_expansion(*self, false))
        });
        EXPANSIONS.with(|m| m.borrow_mut().get().insert(self.id(), e.clone()));
        e
    }
}

/// Whether `g` has an uptimal expansion, without copying a remembered one
/// ([`Game::is_uptimal`], asked of every general game the printer orders).
pub(super) fn is_uptimal(g: &Game) -> bool {
    if g.is_number_up_star() {
        return true;
    }
    if g.0.left_stop() != g.0.right_stop() {
        return false;
    }
    EXPANSIONS
        .with(|m| m.borrow_mut().get().get(&g.id()).map(Option::is_some))
        .unwrap_or_else(|| g.uptimal_expansion().is_some())
}

/// The expansion of `g` if it has one whose last coefficient is positive
/// (`positive`) or negative: then `g` has one Right (Left) option, uptimal
/// with the same number, and so are the other side's options. The negative
/// case is the positive one of `-g`, read off `g`'s own options so that no
/// negative game is built.
fn signed_expansion(g: Game, positive: bool) -> Option<UptimalExpansion> {
    let sign = |e: UptimalExpansion| if positive { e } else { e.negate() };
    let (near, far) = if positive {
        (g.right_options(), g.left_options())
    } else {
        (g.left_options(), g.right_options())
    };
    let [r] = &near[..] else {
        return None;
    };
    let right = sign(r.uptimal_expansion()?);
    let mut longest = right.coefficients.len();
    for l in far {
        let e = sign(l.uptimal_expansion()?);
        if e.number != right.number {
            return None;
        }
        longest = longest.max(e.coefficients.len());
    }
    // The likely lengths first: the Right option's own, then one past all.
    let mut lengths = vec![right.coefficients.len(), longest + 1];
    for l in 1..=longest {
        if !lengths.contains(&l) {
            lengths.push(l);
        }
    }
    // `g = r + ↑^[l]*` (or `r + ↓^[l]*`): one sum to check each length,
    // where building the whole expansion back would add every up-power.
    let run = |l: usize| {
        let u = up_run_star(l);
        if positive { u } else { -u }
    };
    let l = lengths.into_iter().find(|&l| l > 0 && *r + run(l) == g)?;
    Some(sign(right.plus_up_to(l)))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every sum `x + *m + a1·↑ + … + a4·↑^4` with small coefficients has
    /// exactly those coefficients as its expansion (CGSuite's UptimalTest,
    /// with the sums built here from `Game::pow`).
    #[test]
    fn expansions_of_sums_of_up_powers() {
        let numbers = [Dyadic::zero(), Dyadic::from(1), Dyadic::new(-5, 2)];
        let range = -2i64..=2;
        for x in &numbers {
            for m in [0, 1, 3] {
                for a1 in range.clone() {
                    for a2 in range.clone() {
                        for (a3, a4) in range.clone().zip([-1, 2, 0, 1, -2]) {
                            let c = vec![a1, a2, a3, a4];
                            let g = Game::nus(x.clone(), 0, m)
                                + times(Game::up(), a1)
                                + times(up_power(2), a2)
                                + times(up_power(3), a3)
                                + times(up_power(4), c[3]);
                            let want = UptimalExpansion::new(x.clone(), m, c);
                            assert_eq!(g.uptimal_expansion(), Some(want), "{g}");
                        }
                    }
                }
            }
        }
    }

    /// Up-powers with any number and nimber, read off their shape: the
    /// expansions CGSuite's isUnit (`.0…01`) and isUnitSum (`.1…1`) name,
    /// and their negatives; the games built by `Pow` and `PowTo`.
    #[test]
    fn expansions_of_up_powers() {
        for n in 2u32..=8 {
            for m in [0, 1, 2, 5] {
                for x in [Dyadic::zero(), Dyadic::new(-3, 2)] {
                    let base = Game::nus(x.clone(), 0, m);
                    let mut unit = vec![0; n as usize];
                    unit[n as usize - 1] = 1;
                    let run = vec![1; n as usize];
                    for (power, c) in [(up_power(n), unit), (Game::up().pow_to(n), run)] {
                        let neg: Vec<i64> = c.iter().map(|a| -a).collect();
                        let up = UptimalExpansion::new(x.clone(), m, c);
                        let down = UptimalExpansion::new(x.clone(), m, neg);
                        assert_eq!((base + power).uptimal_expansion(), Some(up));
                        assert_eq!((base - power).uptimal_expansion(), Some(down));
                    }
                }
            }
        }
    }

    #[test]
    fn display_as_cgsuite() {
        let e = |x: i64, m, c: Vec<i64>| UptimalExpansion::new(Dyadic::from(x), m, c).to_string();
        assert_eq!(e(0, 0, vec![]), "0.0");
        assert_eq!(e(5, 0, vec![]), "5.0");
        assert_eq!(e(0, 1, vec![-1]), "*.1-");
        assert_eq!(e(6, 1, vec![1]), "6*.1");
        assert_eq!(e(0, 4, vec![0, 2, 0, 2]), "*4.0202");
        assert_eq!(e(0, 0, vec![10, 35, 36]), "0.AZ(36)");
    }
}
