//! Blue-red trees valued with no search. By the colon principle (Winning
//! Ways ch. 7) what stands on a vertex counts only by its value, so a
//! tree is valued from its leaves down: the branches at a vertex add, and
//! an edge with a number `x` standing on it is the stalk rule's number
//! ([`blue_under`]). In a part with cycles, the same principle leaves
//! one cut a player into each tree hanging by a bridge
//! ([`Picture::branch_cuts`]).

use super::{Cuts, Fixed, NONE, ONE, Picture};

impl Picture {
    /// The number a blue-red part is, if it is a tree (one edge at the
    /// ground, as many other vertices as edges that are not loops; a loop
    /// counts as a stalk of one edge).
    pub(super) fn tree_number(&self, part: u64) -> Option<Fixed> {
        if (part & self.at[0]).count_ones() != 1 {
            return None;
        }
        let links = part & !self.loops;
        let mut vertices: u128 = 1;
        let mut rest = links;
        while rest != 0 {
            let (a, b) = self.ends[rest.trailing_zeros() as usize];
            rest &= rest - 1;
            vertices |= 1 << a | 1 << b;
        }
        (vertices.count_ones() == links.count_ones() + 1).then(|| self.above(0, NONE, part))
    }

    /// What stands on vertex `v` of a tree, reached by edge `by`: the sum
    /// of its branches'.
    fn above(&self, v: u8, by: u8, part: u64) -> Fixed {
        let mut x = 0;
        let mut edges = self.at[v as usize] & part;
        while edges != 0 {
            let e = edges.trailing_zeros() as u8;
            edges &= edges - 1;
            if e == by {
                continue;
            }
            let sign = if self.right & (1 << e) != 0 { -1 } else { 1 };
            let (a, b) = self.ends[e as usize];
            x += if a == b {
                sign * ONE
            } else {
                let on_top = self.above(self.other_end(e, v), e, part);
                sign * blue_under(sign * on_top)
            };
        }
        x
    }

    /// Of `mine`, the cuts worth trying in a blue-red part (`cuts` of it),
    /// outside Childish Hackenbush. Where a tree hangs from a vertex by a
    /// bridge (a branch), the colon principle orders every cut into it by
    /// what it leaves of the branch, whatever the rest: a cut leaving a
    /// larger branch is at least as good for either player. So of the cuts
    /// into each largest branch, one leaving the largest branch is kept
    /// for Left and one leaving the smallest for Right.
    pub(super) fn branch_cuts(&self, mine: u64, cuts: &Cuts) -> u64 {
        // A branch inside a larger one is left to the larger.
        let (branches, mut inside) = (cuts.drops & cuts.trees, 0);
        let mut each = branches;
        while each != 0 {
            let e = each.trailing_zeros() as usize;
            each &= each - 1;
            inside |= cuts.falls(e) & !(1 << e);
        }
        let mut kept = mine;
        let mut tops = branches & !inside;
        while tops != 0 {
            let e = tops.trailing_zeros() as u8;
            tops &= tops - 1;
            let branch = cuts.falls(e as usize);
            kept &= !branch;
            for (side, sign) in [(self.left & !self.right, 1), (self.right, -1)] {
                let mut best = None;
                let mut each = mine & branch & side;
                while each != 0 {
                    let f = each.trailing_zeros() as usize;
                    each &= each - 1;
                    let x = sign * self.branch_number(branch & !cuts.falls(f), e);
                    if best.is_none_or(|(y, _)| x > y) {
                        best = Some((x, f));
                    }
                }
                kept |= best.map_or(0, |(_, f)| 1 << f);
            }
        }
        kept
    }

    /// The number a branch is, standing on its foot: what is left of it
    /// (`branch`, a tree) hanging by bridge `e`, or 0 when `e` is gone.
    fn branch_number(&self, branch: u64, e: u8) -> Fixed {
        if branch & (1 << e) == 0 {
            return 0;
        }
        let (a, b) = self.ends[e as usize];
        let top = if self.at[a as usize] & branch & !(1 << e) != 0 {
            a
        } else {
            b
        };
        let sign = if self.right & (1 << e) != 0 { -1 } else { 1 };
        sign * blue_under(sign * self.above(top, e, branch))
    }
}

/// A blue edge with `x` standing on it: `x + 1` when `x > 0`, else
/// `(x + n) / 2^(n-1)` for the least `n` with `x + n > 1` (each red edge
/// above the first blue run halves the step). A red edge under `x` is
/// `-blue_under(-x)`. Exact for the numbers of pictures of at most 64
/// edges, whose last bit is at most 2^-63.
fn blue_under(x: Fixed) -> Fixed {
    if x > 0 {
        return x + ONE;
    }
    let n = (-x).div_euclid(ONE) + 2;
    (x + n * ONE) >> (n - 1)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn fixed(s: &str) -> Fixed {
        let d: crate::numbers::Dyadic = s.parse().unwrap();
        let n: i128 = d.numerator().try_into().unwrap();
        n << (64 - d.denominator_exponent())
    }

    /// Stalks worked by hand: a blue edge under 0 is 1, under 1 is 2,
    /// under a red edge (-1) is {0 | 1} = 1/2, under red-blue (-1/2) is
    /// {0, 1/2 | 1} = 3/4, under red-red-blue (-3/2) is the string
    /// l r r l, 1 - 1/2 - 1/4 + 1/8 = 3/8.
    #[test]
    fn stalks_by_hand() {
        assert_eq!(blue_under(0), ONE);
        assert_eq!(blue_under(ONE), fixed("2"));
        assert_eq!(blue_under(fixed("1/2")), fixed("3/2"));
        assert_eq!(blue_under(-ONE), fixed("1/2"));
        assert_eq!(blue_under(fixed("-1/2")), fixed("3/4"));
        assert_eq!(blue_under(fixed("-3/2")), fixed("3/8"));
        assert_eq!(blue_under(fixed("-2")), fixed("1/4"));
        // 63 red edges on a blue one: {0 | the same under 62} = 2^-63.
        assert_eq!(blue_under(fixed("-63")), 2);
    }
}
