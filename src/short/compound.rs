//! Compounds of two games other than the disjunctive sum: the conjunctive
//! and selective sums, Conway's product and the ordinal product (ONAG,
//! Winning Ways ch. 9 and 14). Unlike `+`, these depend on the forms of the
//! games, not only their values; here they take the canonical forms, as
//! CGSuite's `CanonicalShortGame` methods do.
//!
//! Each is worked out from the options, with the results for pairs of
//! followers remembered; [`MAX_COMPOUND_PAIRS`] bounds the pairs.

use rustc_hash::FxHashMap;
use thiserror::Error;

use super::Game;
use crate::impartial::Nimber;

/// The most pairs of followers `(G', H')` a compound is worked out over.
pub const MAX_COMPOUND_PAIRS: u64 = 4_000_000;

/// The compounds of [`Game::compound`].
///
/// ```
/// use combinatorial_games::short::Compound;
/// use combinatorial_games::Game;
/// let g = |s: &str| s.parse::<Game>().unwrap();
/// // Conway's product of numbers is their product: 2 × 3/2 = 3.
/// assert_eq!(g("2").compound(Compound::Conway, &g("3/2")).unwrap(), g("3"));
/// // A conjunctive sum ends when either part ends: 1 ∧ 1 is {0 ∧ 0|} = 1.
/// assert_eq!(g("1").compound(Compound::Conjunctive, &g("1")).unwrap(), g("1"));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Compound {
    /// `G ∧ H`: a move is a move in both; play ends when either ends.
    Conjunctive,
    /// `G ∨ H`: a move is a move in one or both, and the game stays a
    /// selective sum (Winning Ways ch. 9). CGSuite's `SelectiveSum` turns
    /// into a disjunctive or a conjunctive sum after the first move, so its
    /// answers differ (`*5 ∨ *6`: CGSuite `*8`, the selective sum `*11`).
    Selective,
    /// Conway's product `G·H`: its Left options are
    /// `G^L·H + G·H^L − G^L·H^L` and `G^R·H + G·H^R − G^R·H^R`, its Right
    /// options `G^L·H + G·H^R − G^L·H^R` and `G^R·H + G·H^L − G^R·H^L`.
    /// On numbers it is their product, on nimbers their nim product.
    Conway,
    /// The ordinal product `G×H`: Left's options are `(G×H^L) : G^L` and
    /// `(G×H^R) : −G^R`, Right's `(G×H^L) : G^R` and `(G×H^R) : −G^L`; on
    /// nimbers `*a × *b = *(ab)`.
    Ordinal,
}

/// A compound too large to work out.
///
/// ```
/// use combinatorial_games::short::Compound;
/// use combinatorial_games::Game;
/// // *2001 has 2002 followers (itself and *0 to *2000): 2002^2 pairs.
/// let g: Game = "*2001".parse().unwrap();
/// let e = g.compound(Compound::Conjunctive, &g).unwrap_err();
/// assert!(e.to_string().contains("4008004 pairs"));
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error(
    "the {what} of games with {pairs} pairs of positions is not worked out (at most {MAX_COMPOUND_PAIRS})"
)]
pub struct CompoundTooLarge {
    what: &'static str,
    pairs: num_bigint::BigUint,
}

impl Game {
    /// The compound `kind` of this game's canonical form and `h`'s.
    ///
    /// ```
    /// use combinatorial_games::short::Compound;
    /// use combinatorial_games::Game;
    /// let g = |s: &str| s.parse::<Game>().unwrap();
    /// // CGSuite's CompoundGameTestCase: 1/2 and 1/4.
    /// assert_eq!(g("1/2").compound(Compound::Conway, &g("1/4")).unwrap(), g("1/8"));
    /// assert_eq!(g("1/2").compound(Compound::Ordinal, &g("1/4")).unwrap(), g("11/32"));
    /// assert_eq!(g("*5").compound(Compound::Conway, &g("*6")).unwrap(), g("*8"));
    /// assert_eq!(g("*5").compound(Compound::Ordinal, &g("*6")).unwrap(), g("*30"));
    /// // {1|0} ∧ 0: no one can move in 0, so no one can move at all.
    /// assert_eq!(g("{1|0}").compound(Compound::Conjunctive, &g("0")).unwrap(), g("0"));
    /// ```
    pub fn compound(&self, kind: Compound, h: &Game) -> Result<Game, CompoundTooLarge> {
        if let Some(shortcut) = shortcut(kind, self, h) {
            return Ok(shortcut);
        }
        let pairs = self.follower_count() * h.follower_count();
        if pairs > MAX_COMPOUND_PAIRS.into() {
            let what = match kind {
                Compound::Conjunctive => "conjunctive sum",
                Compound::Selective => "selective sum",
                Compound::Conway => "Conway product",
                Compound::Ordinal => "ordinal product",
            };
            return Err(CompoundTooLarge { what, pairs });
        }
        Ok(compound(kind, *self, *h, &mut FxHashMap::default()))
    }
}

impl Game {
    /// The ordinal sum `G : H = {G^L, G:H^L | G^R, G:H^R}`: `H` is played
    /// on top of `G`, and a move in `G` removes `H`.
    ///
    /// ```
    /// # use combinatorial_games::Game;
    /// // 1 : 1 = {1|} = 2, and 1 : -1 = {0|1} = 1/2.
    /// assert_eq!(Game::from(1).ordinal_sum(&Game::from(1)), Game::from(2));
    /// assert_eq!(Game::from(1).ordinal_sum(&Game::from(-1)).to_string(), "1/2");
    /// // Nimbers add as ordinals: *3 : *2 has the options *0, *1, *2 and
    /// // *3 : *0, *3 : *1, that is *3 and *4, so it is *5.
    /// assert_eq!(Game::nimber(3).ordinal_sum(&Game::nimber(2)), Game::nimber(5));
    /// ```
    pub fn ordinal_sum(&self, h: &Game) -> Game {
        if self.is_number() && h.is_nimber() {
            // x : *m = x + *m: each x^L is below some x + *k and each x^R
            // above, so only the x + *k (k < m) stay, on both sides.
            return *self + *h;
        }
        if let (Some(a), Some(b)) = (self.as_nimber(), h.as_nimber())
            && let Some(sum) = a.checked_add(b)
        {
            // *a : *b = *(a+b): by induction on b its options are *0 to
            // *(a-1) and *(a+k) for k < b. Without this the sum lists the
            // options of every *a : *k, cubic in a nimber's size.
            return Game::nimber(sum);
        }
        fn rec(g: Game, h: Game, memo: &mut rustc_hash::FxHashMap<u32, Game>) -> Game {
            if h.is_zero() {
                return g;
            }
            if let Some(&r) = memo.get(&h.id()) {
                return r;
            }
            let r = stacker::maybe_grow(64 * 1024, 1024 * 1024, || {
                let mut left = g.left_options();
                left.extend(h.left_options().into_iter().map(|x| rec(g, x, memo)));
                let mut right = g.right_options();
                right.extend(h.right_options().into_iter().map(|x| rec(g, x, memo)));
                Game::new(left, right)
            });
            memo.insert(h.id(), r);
            r
        }
        rec(*self, *h, &mut rustc_hash::FxHashMap::default())
    }
}

/// Whether [`Game::compound`] has `g` and `h`'s compound in closed form,
/// without going through their options.
pub(crate) fn closed_form(kind: Compound, g: &Game, h: &Game) -> bool {
    shortcut(kind, g, h).is_some()
}

/// The closed forms: numbers' product, nimbers' nim and ordinal products.
fn shortcut(kind: Compound, g: &Game, h: &Game) -> Option<Game> {
    match kind {
        Compound::Conway => {
            if let (Some(x), Some(y)) = (g.as_number(), h.as_number()) {
                return Some(Game::number(&x * &y));
            }
            let (a, b) = (g.as_nimber()?, h.as_nimber()?);
            Some(Game::nimber((Nimber(a) * Nimber(b)).0))
        }
        Compound::Ordinal => {
            let (a, b) = (g.as_nimber()?, h.as_nimber()?);
            Some(Game::nimber(a.checked_mul(b)?))
        }
        Compound::Conjunctive | Compound::Selective => None,
    }
}

type Memo = FxHashMap<(u32, u32), Game>;

fn compound(kind: Compound, g: Game, h: Game, memo: &mut Memo) -> Game {
    if let Some(&r) = memo.get(&(g.id(), h.id())) {
        return r;
    }
    crate::budget::step();
    let r = stacker::maybe_grow(64 * 1024, 1024 * 1024, || match shortcut(kind, &g, &h) {
        Some(r) => r,
        None => {
            let (left, right) = options(kind, g, h, memo);
            Game::new(left, right)
        }
    });
    memo.insert((g.id(), h.id()), r);
    r
}

fn options(kind: Compound, g: Game, h: Game, memo: &mut Memo) -> (Vec<Game>, Vec<Game>) {
    let (gl, gr, hl, hr) = (
        g.left_options(),
        g.right_options(),
        h.left_options(),
        h.right_options(),
    );
    let mut rec = |a, b| compound(kind, a, b, memo);
    let pairs = |xs: &[Game], ys: &[Game]| -> Vec<(Game, Game)> {
        xs.iter()
            .flat_map(|&x| ys.iter().map(move |&y| (x, y)))
            .collect()
    };
    match kind {
        Compound::Conjunctive => (
            pairs(&gl, &hl)
                .into_iter()
                .map(|(a, b)| rec(a, b))
                .collect(),
            pairs(&gr, &hr)
                .into_iter()
                .map(|(a, b)| rec(a, b))
                .collect(),
        ),
        Compound::Selective => {
            let side = |gs: &[Game], hs: &[Game], rec: &mut dyn FnMut(Game, Game) -> Game| {
                let mut v: Vec<Game> = gs.iter().map(|&a| rec(a, h)).collect();
                v.extend(hs.iter().map(|&b| rec(g, b)));
                v.extend(pairs(gs, hs).into_iter().map(|(a, b)| rec(a, b)));
                v
            };
            (side(&gl, &hl, &mut rec), side(&gr, &hr, &mut rec))
        }
        Compound::Conway => {
            // G'·H + G·H' − G'·H' for the pairs of the right sides.
            let mut term = |a: Game, b: Game| rec(a, h) + rec(g, b) - rec(a, b);
            let left = [(&gl, &hl), (&gr, &hr)];
            let right = [(&gl, &hr), (&gr, &hl)];
            let mut side = |sides: [(&Vec<Game>, &Vec<Game>); 2]| -> Vec<Game> {
                sides
                    .into_iter()
                    .flat_map(|(xs, ys)| pairs(xs, ys))
                    .map(|(a, b)| term(a, b))
                    .collect()
            };
            (side(left), side(right))
        }
        Compound::Ordinal => {
            let (neg_gl, neg_gr): (Vec<Game>, Vec<Game>) = (
                gl.iter().map(|&x| -x).collect(),
                gr.iter().map(|&x| -x).collect(),
            );
            let mut side = |after_left: &[Game], after_right: &[Game]| -> Vec<Game> {
                let mut v = Vec::new();
                // A nimber's million options are a million ordinal sums:
                // steps for the budget, which one step a pair undercounts.
                for &b in &hl {
                    let base = rec(g, b);
                    crate::budget::steps(after_left.len());
                    v.extend(after_left.iter().map(|x| base.ordinal_sum(x)));
                }
                for &b in &hr {
                    let base = rec(g, b);
                    crate::budget::steps(after_right.len());
                    v.extend(after_right.iter().map(|x| base.ordinal_sum(x)));
                }
                v
            };
            (side(&gl, &neg_gr), side(&gr, &neg_gl))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn g(s: &str) -> Game {
        s.parse().unwrap()
    }

    /// The closed forms agree with the recursion on small numbers and nimbers.
    #[test]
    fn shortcuts_agree_with_the_options() {
        for (a, b) in [
            ("1/2", "3/4"),
            ("-3/2", "5/4"),
            ("2", "-3"),
            ("*2", "*3"),
            ("*3", "*3"),
            ("*5", "*6"),
        ] {
            for kind in [Compound::Conway, Compound::Ordinal] {
                let Some(fast) = shortcut(kind, &g(a), &g(b)) else {
                    continue;
                };
                let (left, right) = options(kind, g(a), g(b), &mut FxHashMap::default());
                assert_eq!(fast, Game::new(left, right), "{a} {kind:?} {b}");
            }
        }
    }

    /// Selective sums of nim heaps by hand: `*0 ∨ *n = *n`, `*1 ∨ *1 =
    /// mex{*1, *1, 0} = *2`, `*1 ∨ *2 = *3`, `*2 ∨ *2 = mex{2, 3, 2, 3, 0, 1,
    /// 1, 2} = *4`, and `*2 ∨ *3` has options `*3, *4` (in `*2`), `*2, *3,
    /// *4` (in `*3`) and `0, *, *2, *, *2, *3` (in both): `*5`.
    #[test]
    fn selective_sums_of_nim_heaps_by_hand() {
        for (a, b, want) in [
            ("0", "*3", "*3"),
            ("*", "*", "*2"),
            ("*", "*2", "*3"),
            ("*2", "*2", "*4"),
            ("*2", "*3", "*5"),
        ] {
            assert_eq!(
                g(a).compound(Compound::Selective, &g(b)).unwrap(),
                g(want),
                "{a} v {b}"
            );
        }
    }

    /// CGSuite's CompoundGameTestCase rows on canonical forms (its
    /// selective sums aside: see [`Compound::Selective`]).
    #[test]
    fn cgsuite_compound_rows() {
        let rows = [
            ("+-1", "^^", Compound::Conjunctive, "{0|-1}"),
            ("+-1", "^^", Compound::Conway, "+-^^"),
            ("+-1", "^^", Compound::Ordinal, "+-1"),
            ("*5", "*6", Compound::Conjunctive, "*5"),
            ("1/2", "1/4", Compound::Conjunctive, "1/2"),
            ("1/2", "1/4", Compound::Selective, "3/4"),
        ];
        for (a, b, kind, want) in rows {
            assert_eq!(
                g(a).compound(kind, &g(b)).unwrap().to_string(),
                want,
                "{a} {kind:?} {b}"
            );
        }
    }
}
