//! Parts of Hackenbush pictures too large for `hackenbush_bits` (more
//! than 64 edges) that need no search, on lists of edges of any length:
//!
//! - green only: the fusion and colon principles (Winning Ways ch. 7), as
//!   in `hackenbush_bits`'s `nim_value`;
//! - a blue-red tree outside Childish Hackenbush: the colon principle and
//!   the stalk rule, as in `hackenbush_bits/trees.rs`, in exact dyadics
//!   (a tree of n edges may need n - 1 bits after the point).
//!
//! Anything else goes to the general solver.

use crate::numbers::Dyadic;
use crate::short::Game;

/// An edge: its ends and its colour.
type Edge = (u32, u32, u8);

const RED: u8 = 1;
const GREEN: u8 = 2;

/// The value of a connected picture (vertex 0 the ground) where a rule
/// gives it with no search: green only, or a blue-red tree outside
/// Childish Hackenbush. `None` otherwise.
pub(super) fn value_without_search(vertices: u32, edges: &[Edge], childish: u8) -> Option<Game> {
    if edges.iter().all(|e| e.2 == GREEN) {
        return Some(Game::nimber(green_nim_value(vertices, edges)));
    }
    let walk = Walk::new(vertices, edges);
    let tree = edges.iter().filter(|e| e.0 != e.1).count() + 1 == walk.order.len();
    if childish != 0 || !tree || edges.iter().any(|e| e.2 == GREEN) {
        return None;
    }
    Some(Game::number(walk.tree_number(edges)))
}

/// The nim-value of a connected green picture (vertex 0 the ground), by
/// the fusion and colon principles.
pub(super) fn green_nim_value(vertices: u32, edges: &[Edge]) -> u64 {
    Walk::new(vertices, edges).nim_value(edges)
}

/// One depth-first walk from the ground: the vertices in the order met,
/// the edge each was reached by, and the bridges (Tarjan's low points;
/// edges are told apart by index, so parallel edges are no bridges).
struct Walk {
    order: Vec<u32>,
    by: Vec<usize>,
    bridge: Vec<bool>,
    /// Each vertex's edges, with the vertex at their other end.
    at: Vec<Vec<(usize, u32)>>,
}

impl Walk {
    fn new(vertices: u32, edges: &[Edge]) -> Walk {
        let n = vertices as usize;
        let mut at = vec![Vec::new(); n];
        for (i, &(a, b, _)) in edges.iter().enumerate() {
            at[a as usize].push((i, b));
            if a != b {
                at[b as usize].push((i, a));
            }
        }
        let mut w = Walk {
            order: vec![0],
            by: vec![usize::MAX; n],
            bridge: vec![false; edges.len()],
            at,
        };
        let (mut seen, mut low) = (vec![usize::MAX; n], vec![usize::MAX; n]);
        (seen[0], low[0]) = (0, 0);
        // Each frame: a vertex and how many of its edges were tried.
        let mut stack = vec![(0u32, 0usize)];
        while let Some(&mut (v, ref mut tried)) = stack.last_mut() {
            let v = v as usize;
            if let Some(&(e, u)) = w.at[v].get(*tried) {
                *tried += 1;
                let u = u as usize;
                if e == w.by[v] {
                    continue;
                }
                if seen[u] == usize::MAX {
                    (seen[u], low[u], w.by[u]) = (w.order.len(), w.order.len(), e);
                    w.order.push(u as u32);
                    stack.push((u as u32, 0));
                } else {
                    low[v] = low[v].min(seen[u]);
                }
                continue;
            }
            stack.pop();
            if let Some(&(p, _)) = stack.last() {
                let p = p as usize;
                low[p] = low[p].min(low[v]);
                w.bridge[w.by[v]] = low[v] > seen[p];
            }
        }
        w
    }

    /// The end of edge `e` other than `v`.
    fn other_end(edges: &[Edge], e: usize, v: u32) -> u32 {
        let (a, b, _) = edges[e];
        if a == v { b } else { a }
    }

    /// The nim-value of a green picture: each piece the bridges cut it
    /// into counts the parity of its edges (fusion), and a piece hanging
    /// by a bridge counts one more than itself in the piece below (colon).
    fn nim_value(&self, edges: &[Edge]) -> u64 {
        let mut piece = vec![0usize; self.by.len()];
        let mut pieces = 1;
        for &v in &self.order[1..] {
            let e = self.by[v as usize];
            piece[v as usize] = if self.bridge[e] {
                pieces += 1;
                pieces - 1
            } else {
                piece[Walk::other_end(edges, e, v) as usize]
            };
        }
        let mut value = vec![0u64; pieces];
        for (e, &(a, _, _)) in edges.iter().enumerate() {
            if !self.bridge[e] {
                value[piece[a as usize]] ^= 1;
            }
        }
        // Deepest first, so a piece is complete before it is hung.
        for &v in self.order[1..].iter().rev() {
            let e = self.by[v as usize];
            if self.bridge[e] {
                let above = value[piece[v as usize]];
                value[piece[Walk::other_end(edges, e, v) as usize]] ^= above + 1;
            }
        }
        value[0]
    }

    /// The number a blue-red tree is: from the leaves down, the branches
    /// at a vertex add (a loop counts as a stalk of one edge), and an edge
    /// under `x` is the stalk rule's number (see [`blue_under`]).
    fn tree_number(&self, edges: &[Edge]) -> Dyadic {
        let mut above = vec![Dyadic::zero(); self.by.len()];
        for &(a, b, c) in edges {
            if a == b {
                above[a as usize] += &Dyadic::from(if c == RED { -1 } else { 1 });
            }
        }
        for &v in self.order[1..].iter().rev() {
            let e = self.by[v as usize];
            let sign = if edges[e].2 == RED { -1 } else { 1 };
            let x = std::mem::take(&mut above[v as usize]);
            let mut edge = blue_under(if sign < 0 { -x } else { x });
            if sign < 0 {
                edge = -edge;
            }
            above[Walk::other_end(edges, e, v) as usize] += &edge;
        }
        std::mem::take(&mut above[0])
    }
}

/// A blue edge with the number `x` standing on it: `x + 1` when `x > 0`,
/// else `(x + n) / 2^(n-1)` for the least `n` with `x + n > 1`.
fn blue_under(x: Dyadic) -> Dyadic {
    if x.signum() > 0 {
        return x + Dyadic::from(1);
    }
    let n = (-x.clone()).floor() + 2;
    let shift = i64::try_from(&n).expect("at most the picture's edges") - 1;
    (x + Dyadic::from(n)).shl(-shift)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::HackenbushGraph;
    use crate::games::hackenbush_bits::tests::draws;
    use crate::rulesets::Solver;

    const BLUE: u8 = 0;

    /// A connected picture on `n` vertices: a random tree, then `extra`
    /// edges anywhere (loops and parallel edges among them).
    fn picture(r: &mut impl FnMut(u64) -> u64, n: u32, extra: u64, colours: &[u8]) -> Vec<Edge> {
        let colour = |r: &mut dyn FnMut(u64) -> u64| colours[r(colours.len() as u64) as usize];
        let mut edges = Vec::new();
        for v in 1..n {
            edges.push((r(u64::from(v)) as u32, v, colour(r)));
        }
        for _ in 0..extra {
            let (a, b) = (r(u64::from(n)) as u32, r(u64::from(n)) as u32);
            edges.push((a.min(b), a.max(b), colour(r)));
        }
        edges
    }

    /// The general solver's value of the same picture.
    fn searched(
        solver: &mut Solver<HackenbushGraph>,
        n: u32,
        edges: &[Edge],
        childish: u8,
    ) -> Game {
        solver.value(&HackenbushGraph::grounded(childish, n, edges))
    }

    #[test]
    fn green_pictures_agree_with_the_general_solver() {
        let mut r = draws(0x3c6e_f372_fe94_f82b);
        let mut solver = Solver::new();
        for _ in 0..300 {
            let n = 1 + r(8) as u32;
            let extra = r(7);
            let edges = picture(&mut r, n, extra, &[GREEN]);
            if edges.is_empty() {
                continue;
            }
            let expected = searched(&mut solver, n, &edges, 0);
            assert_eq!(
                value_without_search(n, &edges, 0),
                Some(expected),
                "{edges:?}"
            );
        }
    }

    #[test]
    fn blue_red_trees_agree_with_the_general_solver() {
        let mut r = draws(0xa54f_f53a_5f1d_36f1);
        let mut solver = Solver::new();
        let (mut trees, mut others) = (0, 0);
        for k in 0..400 {
            let n = 2 + r(10) as u32;
            // Loops keep a tree a tree; a second edge between two
            // vertices does not.
            let mut edges = picture(&mut r, n, 0, &[BLUE, RED]);
            for _ in 0..r(3) {
                let v = r(u64::from(n)) as u32;
                edges.push((v, v, [BLUE, RED][r(2) as usize]));
            }
            let tree = k % 4 != 3;
            if !tree {
                let (a, b) = (r(u64::from(n - 1)) as u32, n - 1);
                edges.push((a, b, BLUE));
            }
            let found = value_without_search(n, &edges, 0);
            if tree {
                let expected = searched(&mut solver, n, &edges, 0);
                assert_eq!(found, Some(expected), "{edges:?}");
                trees += 1;
            } else {
                assert_eq!(found, None, "{edges:?}: not a tree");
                others += 1;
            }
            // Childish Hackenbush: no rule for blue and red.
            assert_eq!(value_without_search(n, &edges, 0b011), None);
        }
        assert!(trees > 250 && others > 80, "{trees} trees, {others} others");
    }

    /// Worked by hand: a blue edge under k red leaves is {0 | the same
    /// under k - 1} = 2^-k; a stalk of one blue edge and k red ones above
    /// is 1 - 1/2 - ... - 1/2^k = 2^-k.
    #[test]
    fn long_trees_by_hand() {
        let leaves: Vec<Edge> = std::iter::once((0, 1, BLUE))
            .chain((2..102).map(|v| (1, v, RED)))
            .collect();
        let stalk: Vec<Edge> = std::iter::once((0, 1, BLUE))
            .chain((1..70).map(|v| (v, v + 1, RED)))
            .collect();
        for (n, edges, k) in [(102, leaves, 100), (71, stalk, 69)] {
            let expected = Game::number(Dyadic::new(1, k));
            assert_eq!(value_without_search(n, &edges, 0), Some(expected));
        }
    }
}
