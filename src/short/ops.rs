//! Sum, negation and comparison on canonical forms, their results kept in
//! [`super::results`] (shared by threads, with a near copy in each).

use super::Game;
use super::canonical::{Options, canonicalize};
use super::nus::Nus;
use super::results;
use super::table::{Kind, NO_FIXED};
use crate::numbers::Dyadic;

const RED_ZONE: usize = 128 * 1024;
const NEW_STACK: usize = 4 * 1024 * 1024;

/// `g + h`.
pub(crate) fn add(g: Game, h: Game) -> Game {
    if g.is_zero() {
        return h;
    }
    if h.is_zero() {
        return g;
    }
    let key = sum_key(g, h);
    if let Some(s) = results::sum(key) {
        return s;
    }
    // Number-up-star sums are closed forms, but finding their entry locks a
    // shard of the shared table: the cache above, this thread's own, is
    // what keeps threads adding numbers from meeting there.
    if let (Some(a), Some(b)) = (g.as_nus_ref(), h.as_nus_ref()) {
        let s = a.add(b).expect("the count of ups overflowed 64 bits");
        let s = Game::from_nus(s);
        results::keep_sum(key, s);
        return s;
    }
    let s = stacker::maybe_grow(RED_ZONE, NEW_STACK, || {
        if g.is_number() {
            translate(h, g)
        } else if h.is_number() {
            translate(g, h)
        } else if let Some(s) = switch_plus_infinitesimal(g, h) {
            s
        } else if let Some(s) = switch_plus_infinitesimal(h, g) {
            s
        } else if negatives(g, h) {
            Game::zero()
        } else if let Some(s) = add_translated(g, h) {
            s
        } else {
            let (gl, gr, hl, hr) = (
                g.left_slice(),
                g.right_slice(),
                h.left_slice(),
                h.right_slice(),
            );
            let mut left = Options::with_capacity(gl.len() + hl.len());
            left.extend(gl.iter().map(|&x| add(x, h)));
            left.extend(hl.iter().map(|&x| add(g, x)));
            let mut right = Options::with_capacity(gr.len() + hr.len());
            right.extend(gr.iter().map(|&x| add(x, h)));
            right.extend(hr.iter().map(|&x| add(g, x)));
            canonicalize(left, right)
        }
    });
    results::keep_sum(key, s);
    s
}

/// `g + x` for a number `x` and a general (not number-up-star) `g`: by number
/// translation the options shift by `x` and the result is canonical as it is.
///
/// A translate remembers what it translates, so that `(b + y) + x` is found
/// as `b + (y + x)`: without that, shifting a game made by shifting walks
/// all of it again, once for every offset it was reached by.
fn translate(g: Game, x: Game) -> Game {
    let (b, y) = results::origin(g.id()).unwrap_or((g, Game::zero()));
    let offset = add(y, x);
    if offset.is_zero() {
        return b;
    }
    if b != g
        && let Some(s) = results::sum(sum_key(b, offset))
    {
        return s;
    }
    let Kind::General { left, right } = &b.0.kind else {
        unreachable!("translate takes a general game")
    };
    let left = left.iter().map(|&o| add(o, offset)).collect();
    let right = right.iter().map(|&o| add(o, offset)).collect();
    let s = Game::from_canonical_general(left, right);
    if b != g {
        results::keep_sum(sum_key(b, offset), s);
    }
    if results::origin(s.id()).is_none() {
        results::keep_origin(s.id(), b, offset);
    }
    s
}

/// The key of `g + h` among the known sums: the smaller id first.
fn sum_key(g: Game, h: Game) -> (u32, u32) {
    if g.id() <= h.id() {
        (g.id(), h.id())
    } else {
        (h.id(), g.id())
    }
}

/// Whether `h` is `-g`, for general `g` and `h`: then `g + h` is 0 without
/// walking all pairs of their subpositions. Negation is cached and linear
/// in G's size, while the sum would be quadratic; the stops, which negation
/// swaps, rule most pairs out without building `-g` at all.
fn negatives(g: Game, h: Game) -> bool {
    g.0.left_stop() == &-h.0.right_stop() && g.0.right_stop() == &-h.0.left_stop() && neg(g) == h
}

/// `g + h` for general `g` and `h` when either is a translate `x + G0`
/// of a form whose Left stop is 0: `(g0 + h0) + (x + y)`. Sums of hot
/// games meet the same game shifted by many numbers (`c + G` for every
/// way of settling the hotter parts), and by number translation all those
/// sums are one sum shifted: computed once, then only translated.
fn add_translated(g: Game, h: Game) -> Option<Game> {
    let (x, y) = (g.0.left_stop(), h.0.left_stop());
    if x.is_zero() && y.is_zero() {
        return None;
    }
    let base = |g: Game, x: &Dyadic| add(g, Game::number(-x));
    let s = add(base(g, x), base(h, y));
    Some(add(s, Game::number(x + y)))
}

/// `{a|b} + ε` for numbers `a > b` and a number-up-star `ε` that is not a
/// number: `{a + ε | b + ε}`, without going through `ε`'s options (`*n`
/// has `n` of them). A move in `ε` is dominated: `a + ε - ({a|b} + ε^L)`
/// is `{a-b | 0} + (ε - ε^L)`, and Right, moving first, either takes the
/// switch to `ε - ε^L`, which Left wins from first since `ε^L` is never `>=
/// ε`, or moves in the infinitesimal, and Left takes `a - b > 0`. Neither
/// `a + ε` nor `b + ε` reverses, as `{a|b} - a` has Right's move to a
/// negative number.
///
/// The same holds for a switch already shifted, `g = {a + δ | b + δ}` with
/// `δ` number-up-star: that canonical form is `{a|b} + δ`, so `g + ε` is
/// `{a|b} + (δ + ε)`, which is `{a + δ + ε | b + δ + ε}` (by translation
/// when `δ + ε` is a number). Sums of switches with nimbers and ups, added
/// one at a time, stay two options without listing any nimber's options.
fn switch_plus_infinitesimal(g: Game, h: Game) -> Option<Game> {
    let e = h.as_nus_ref()?;
    let (x, y) = shifted_switch(g)?;
    let (left, right) = (x.add(e)?, y.add(e)?);
    Some(Game::from_canonical_general(
        vec![Game::from_nus(left)],
        vec![Game::from_nus(right)],
    ))
}

/// `(a + δ, b + δ)` when `g` is `{a + δ | b + δ}` for numbers `a > b` and
/// one number-up-star `δ`.
pub(crate) fn shifted_switch(g: Game) -> Option<(&'static Nus, &'static Nus)> {
    let Kind::General { left, right } = &g.0.kind else {
        return None;
    };
    let ([x], [y]) = (&left[..], &right[..]) else {
        return None;
    };
    let (x, y) = (x.as_nus_ref()?, y.as_nus_ref()?);
    (x.ups == y.ups && x.nimber == y.nimber && x.number > y.number).then_some((x, y))
}

/// `-g`.
pub(crate) fn neg(g: Game) -> Game {
    let Kind::General { left, right } = &g.0.kind else {
        return Game::from_nus(g.as_nus_ref().expect("number-up-star").neg());
    };
    if let Some(n) = results::negative(g.id()) {
        return n;
    }
    let n = stacker::maybe_grow(RED_ZONE, NEW_STACK, || {
        let new_left = right.iter().map(|&o| neg(o)).collect();
        let new_right = left.iter().map(|&o| neg(o)).collect();
        Game::from_canonical_general(new_left, new_right)
    });
    results::keep_negatives(g, n);
    n
}

/// `g <= h` when the stops alone settle it.
///
/// `G <= H` implies `LS(G) <= LS(H)` and `RS(G) <= RS(H)`. And
/// `LS(G) < RS(H)` implies `G < H`: `LS(G - H) <= LS(G) - RS(H) < 0` (the
/// stops of a sum), and a game whose Left stop is below 0 is below 0. This
/// settles nearly half the comparisons of canonical forms met valuing
/// Konane boards, without the table of results. (A number-up-star value's
/// stops are its number, so two such values of different numbers are
/// settled here too.)
fn by_stops(g: Game, h: Game) -> Option<bool> {
    let (fg, fh) = (g.0.fixed_stops, h.0.fixed_stops);
    if fg.into_iter().chain(fh).all(|s| s != NO_FIXED) {
        // The usual case: the stops as words, no digits fetched.
        return settled(fg, fh);
    }
    settled(
        [g.0.left_stop(), g.0.right_stop()],
        [h.0.left_stop(), h.0.right_stop()],
    )
}

/// [`by_stops`] on the stops `[LS(G), RS(G)]` and `[LS(H), RS(H)]`.
fn settled<T: PartialOrd>([lg, rg]: [T; 2], [lh, rh]: [T; 2]) -> Option<bool> {
    if lg > lh || rg > rh {
        return Some(false);
    }
    (lg < rh).then_some(true)
}

/// `g <= h`.
pub(crate) fn leq(g: Game, h: Game) -> bool {
    if g == h {
        return true;
    }
    if let Some(r) = by_stops(g, h) {
        return r;
    }
    if let (Some(a), Some(b)) = (g.as_nus_ref(), h.as_nus_ref()) {
        return a.leq(b);
    }
    let key = (g.id(), h.id());
    if let Some(r) = results::leq(key) {
        return r;
    }
    // Comparing two large games is long work of its own, inside a single
    // canonical form. Each option gone through counts a step too: those
    // comparisons are mostly answered by the table and count none of their
    // own, and a nimber's thousands of options made one step stand for
    // seconds of work.
    crate::budget::step();
    let r = stacker::maybe_grow(RED_ZONE, NEW_STACK, || {
        // Number avoidance: against a number, the number's own options never
        // matter, so only the other game's options are tried.
        let no_left_of_g_above_h = || {
            let options = g.left_slice();
            crate::budget::steps(options.len());
            options.iter().all(|&gl| !leq(h, gl))
        };
        let no_right_of_h_below_g = || {
            let options = h.right_slice();
            crate::budget::steps(options.len());
            options.iter().all(|&hr| !leq(hr, g))
        };
        if h.is_number() {
            no_left_of_g_above_h()
        } else if g.is_number() {
            no_right_of_h_below_g()
        } else {
            no_left_of_g_above_h() && no_right_of_h_below_g()
        }
    });
    results::keep_leq(key, r);
    r
}

#[cfg(test)]
mod tests {
    use super::*;

    fn switch(k: i64) -> Game {
        Game::new([Game::from(k)], [Game::from(-k)])
    }

    /// `±1 + ... + ±n` is `{n + S | -n + S}` with `S = ±1 + ... + ±(n-1)`:
    /// the move in the hottest switch dominates (its difference from a move
    /// in `±(n-1)` is `1 + ±(n-1) + ±n`, which Right loses moving first) and
    /// nothing reverses. Its birthday is then `n(n+3)/2`. This is the sum
    /// that meets one game under many shifts, and checks translates of
    /// translates at every depth.
    #[test]
    fn sum_of_switches_is_hottest_first() {
        let mut s = Game::zero();
        for n in 1..=40 {
            let next = s + switch(n);
            let expected = Game::new([s + Game::from(n)], [s + Game::from(-n)]);
            assert_eq!(next, expected, "n = {n}");
            assert_eq!(
                next.birthday(),
                num_bigint::BigUint::from((n * (n + 3) / 2) as u64)
            );
            s = next;
        }
    }

    #[test]
    fn translates_of_translates_are_one_entry() {
        let g = switch(3) + Game::new([Game::from(1)], [Game::zero()]);
        let half = Game::number("1/2".parse().unwrap());
        let a = ((g + half) + Game::from(2)) + Game::from(-1);
        let b = g + Game::number("3/2".parse().unwrap());
        assert_eq!(a, b);
        assert_eq!(a + Game::number("-3/2".parse().unwrap()), g);
    }
}
