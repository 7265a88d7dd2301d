//! Blue-red trees valued with no search. By the colon principle (Winning
//! Ways ch. 7) what stands on a vertex counts only by its value, so a
//! tree is valued from its leaves down: the branches at a vertex add, and
//! an edge with a number `x` standing on it is the stalk rule's number
//! ([`blue_under`]).

use super::{Fixed, NONE, ONE, Picture};

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
