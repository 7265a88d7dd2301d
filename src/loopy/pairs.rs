//! The difference `H - G` of two game graphs as a game of its own, whose
//! positions are the pairs of a position of each: what the comparison of
//! loopy games solves (see [`survival`](super::survival)).

use super::graph::Graph;
use crate::short::{Game, Player};

/// The short values of the positions of `g` and of `h` (see
/// [`short_part`](super::short_part)): `None` where play can repeat.
#[derive(Clone)]
pub(crate) struct Short {
    pub(super) g: Vec<Option<Game>>,
    pub(super) h: Vec<Option<Game>>,
}

impl Short {
    /// Both values, when `g@u` and `h@v` are short.
    pub(super) fn both(&self, u: usize, v: usize) -> Option<(Game, Game)> {
        Some((self.in_g(u)?, self.in_h(v)?))
    }

    /// The value of `g@u`, when short (an empty list: none is).
    pub(super) fn in_g(&self, u: usize) -> Option<Game> {
        self.g.get(u).copied().flatten()
    }

    /// The value of `h@v`, when short.
    pub(super) fn in_h(&self, v: usize) -> Option<Game> {
        self.h.get(v).copied().flatten()
    }
}

/// The sum `h - g` as a game between positions `(u, v)`, each with Left
/// or Right to move.
pub(super) struct Pairs<'a> {
    pub(super) g: &'a Graph,
    pub(super) h: &'a Graph,
    pub(super) gr: Graph,
    pub(super) hr: Graph,
    pub(super) nh: usize,
    pub(super) short: Short,
}

impl Pairs<'_> {
    /// The moves from `(u, v)`: those in `g`, then those in `h`. Left moves
    /// `h` to a Left option or `g` to a Right option, and Right the other
    /// way round.
    #[inline(always)]
    pub(super) fn moves(&self, p: usize, left_to_move: bool) -> (Step<'_>, Step<'_>) {
        let (in_g, in_h) = sides(left_to_move);
        self.step(p, (self.g, in_g.other()), (self.h, in_h.other()))
    }

    /// The positions one move before `(u, v)` (which has `left_to_move`):
    /// those moving in `g`, then those moving in `h`. Asked only of a pair
    /// with a loopy component: no play from a short pair leaves short
    /// pairs, so no pair before it is short, and none is marked so.
    #[inline(always)]
    pub(super) fn before(&self, p: usize, left_to_move: bool) -> (Step<'_>, Step<'_>) {
        let (in_g, in_h) = sides(left_to_move);
        let (mut a, mut b) = self.step(p, (&self.gr, in_g), (&self.hr, in_h));
        (a.fixed_short, b.fixed_short) = (false, false);
        (a, b)
    }

    /// The pairs reached from `(u, v)` along one player's edges of `g` and
    /// another's of `h`.
    #[inline(always)]
    fn step<'a>(
        &'a self,
        p: usize,
        (g, in_g): (&'a Graph, Player),
        (h, in_h): (&'a Graph, Player),
    ) -> (Step<'a>, Step<'a>) {
        let (u, v, nh) = (p / self.nh, p % self.nh, self.nh);
        let from_g = Step {
            to: g.options(u as u32, in_g).iter(),
            base: v,
            stride: nh,
            fixed_short: self.short.in_h(v).is_some(),
            moved: &self.short.g,
        };
        let from_h = Step {
            to: h.options(v as u32, in_h).iter(),
            base: u * nh,
            stride: 1,
            fixed_short: self.short.in_g(u).is_some(),
            moved: &self.short.h,
        };
        (from_g, from_h)
    }
}

/// The pairs reached in one component: `base + w * stride` for each
/// vertex `w` moved to.
pub(super) struct Step<'a> {
    to: std::slice::Iter<'a, u32>,
    base: usize,
    stride: usize,
    /// The component not moved in is short.
    pub(super) fixed_short: bool,
    /// The short values of the component moved in.
    moved: &'a [Option<Game>],
}

impl<'a> Step<'a> {
    /// How many moves are left.
    #[inline]
    pub(super) fn len(&self) -> usize {
        self.to.len()
    }

    /// The pairs, each with whether both its components are short.
    #[inline]
    pub(super) fn with_short(self) -> impl Iterator<Item = (usize, bool)> + 'a {
        let Step {
            to,
            base,
            stride,
            fixed_short,
            moved,
        } = self;
        to.map(move |&w| {
            let short = fixed_short && matches!(moved.get(w as usize), Some(Some(_)));
            (base + w as usize * stride, short)
        })
    }
}

impl Iterator for Step<'_> {
    type Item = usize;

    #[inline]
    fn next(&mut self) -> Option<usize> {
        self.to
            .next()
            .map(|&w| self.base + w as usize * self.stride)
    }
}

/// Which player's edges of `g` and of `h` lead into a position with
/// `left_to_move`: Right's moves (Left's in `g`, Right's in `h`) lead to
/// Left to move.
fn sides(left_to_move: bool) -> (Player, Player) {
    if left_to_move {
        (Player::Left, Player::Right)
    } else {
        (Player::Right, Player::Left)
    }
}
