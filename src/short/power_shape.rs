//! Up-powers recognised by the shape of their canonical forms, for printing
//! (`^<n>`, `1/2v[3]*2`) and for atomic weights.
//!
//! The shapes are walked without arithmetic, so that printing a game with a
//! huge nimber inside stays cheap (`g + *m` would list `m` options, and the
//! uptimal expansion builds sums to check each guess: `^<200>*3` took
//! minutes that way). With `x` a number and `*m` a nimber:
//!
//! - `x + ↑^[1] + *m = x↑*m`, a number-up-star value;
//! - `x + ↑^[k] + *m = {x + ↑^[k-1] + *m | x*(m⊕1)}` for `m != 1`, and
//!   `x + ↑^[k]* = {x, x + ↑^[k-1]* | x}`;
//! - `x + ↑^n + *m = {x, x*, …, x*m | x + ↓^[n-1] + *(m⊕1)}` for `n >= 2`;
//! - the negatives are the mirror images, sides swapped and `↑` read as `↓`
//!   (nothing is negated: negating a large game makes new forms).
//!
//! The recursions are checked against sums built by arithmetic in
//! `tests/notation.rs` for every sign, `n` up to 12 and `m` up to 9.

use super::Game;
use super::table::Kind;
use crate::numbers::Dyadic;

/// A game `number ± ↑^n + *nimber` (`bracket` false) or
/// `number ± ↑^[n] + *nimber` (`bracket` true), with `n >= 2`: the games
/// CGSuite prints in closed form (`^<2>*3`, `1/2v[3]*2`), those whose
/// uptimal expansion is one up-power or a run of ones.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct UpPower {
    pub(crate) number: Dyadic,
    pub(crate) positive: bool,
    pub(crate) bracket: bool,
    pub(crate) n: u32,
    pub(crate) nimber: u64,
}

impl Game {
    /// The up-power this game is, if it is one (see [`UpPower`]); walks
    /// one chain of options and reads the other side's nimbers once.
    pub(crate) fn up_power_parts(&self) -> Option<UpPower> {
        if self.is_number_up_star() {
            return None;
        }
        let x = self.left_stop();
        if x != self.right_stop() {
            return None;
        }
        for positive in [true, false] {
            let found = bracket(*self, &x, positive)
                .map(|(n, m)| (true, n, m))
                .or_else(|| angle(*self, &x, positive).map(|(n, m)| (false, n, m)));
            if let Some((bracket, n, nimber)) = found {
                return Some(UpPower {
                    number: x,
                    positive,
                    bracket,
                    n,
                    nimber,
                });
            }
        }
        None
    }

    /// A general form's options, those of `positive`'s side first (Left's
    /// for a positive shape); empty for a number-up-star value, whose
    /// options are not listed.
    fn sides(&self, positive: bool) -> (&'static [Game], &'static [Game]) {
        match &self.0.kind {
            Kind::General { left, right } if positive => (left, right),
            Kind::General { left, right } => (right, left),
            Kind::Nus(_) => (&[], &[]),
        }
    }
}

/// `m` when `g` is `x + *m`.
fn nimber_at(g: &Game, x: &Dyadic) -> Option<u64> {
    g.as_nus_ref()
        .filter(|p| p.ups == 0 && p.number == *x)
        .map(|p| p.nimber)
}

/// `(n, m)` when `g` is `x ± ↑^[n] + *m` with `n >= 2`: `m` is read off
/// the first step, then the chain is walked to its end.
fn bracket(g: Game, x: &Dyadic, positive: bool) -> Option<(u32, u64)> {
    let m = match g.sides(positive) {
        ([_], [r]) => nimber_at(r, x)? ^ 1,
        ([_, _], [_]) => 1,
        _ => return None,
    };
    chain(g, x, positive, m).map(|n| (n, m))
}

/// `n` when `g` is `x ± ↑^[n] + *m` (`n >= 1`, the sign by `positive`).
fn chain(mut g: Game, x: &Dyadic, positive: bool, m: u64) -> Option<u32> {
    let ups = if positive { 1 } else { -1 };
    let mut n: u32 = 1;
    loop {
        if let Some(p) = g.as_nus_ref() {
            let end = p.number == *x && p.ups == ups && p.nimber == m;
            return end.then_some(n);
        }
        let at = |o: &Game, k: u64| nimber_at(o, x) == Some(k);
        g = match g.sides(positive) {
            ([l], [r]) if m != 1 && at(r, m ^ 1) => *l,
            ([a, b], [r]) if m == 1 && at(r, 0) && at(a, 0) => *b,
            ([a, b], [r]) if m == 1 && at(r, 0) && at(b, 0) => *a,
            _ => return None,
        };
        n = n.checked_add(1)?;
    }
}

/// `(n, m)` when `g` is `x ± ↑^n + *m` with `n >= 2`: the near side is
/// exactly `x, x*, …, x*m`, the far side one `x ∓ ↑^[n-1] + *(m⊕1)`.
fn angle(g: Game, x: &Dyadic, positive: bool) -> Option<(u32, u64)> {
    let (near, [far]) = g.sides(positive) else {
        return None;
    };
    let m = near.len().checked_sub(1)? as u64;
    let mut seen = vec![false; near.len()];
    for o in near {
        let k = nimber_at(o, x).filter(|&k| k <= m)?;
        if std::mem::replace(&mut seen[k as usize], true) {
            return None;
        }
    }
    let n = chain(*far, x, !positive, m ^ 1)?;
    Some((n.checked_add(1)?, m))
}
