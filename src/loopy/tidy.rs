//! Tidying a side that is no stopper. Such a graph has no simplest form to
//! aim at, but every position from which no alternating cycle can be
//! reached is a stopper: those are replaced by their simplest forms, equal
//! ones made one (CGSuite fuses such positions only, too), and the tidied
//! graph is checked equal to the first on the side before it is kept.

use super::LoopyError;
use super::graph::Graph;
use super::sides::alternating_components;
use super::simplify::simplest_all;
use super::survival::{Rule, leq_under};
use crate::short::Player;

/// `g` (vertex 0 the game, not a stopper) with its stopper positions in
/// simplest form and fused; `g` itself when that changes nothing or the
/// check fails.
pub(super) fn tidy(g: &Graph, rule: Rule) -> Result<Graph, LoopyError> {
    let acf = cycle_free(g);
    if !acf.iter().any(|&a| a) {
        return Ok(g.clone());
    }
    // The cycle-free positions, closed under moves, as a stopper graph.
    let mut sub_index = vec![u32::MAX; g.len()];
    let mut sub = Graph::new();
    for v in 0..g.len() {
        if acf[v] {
            sub_index[v] = sub.add_vertex();
        }
    }
    for v in (0..g.len() as u32).filter(|&v| acf[v as usize]) {
        for p in [Player::Left, Player::Right] {
            for &w in g.options(v, p) {
                sub.add_edge(sub_index[v as usize], sub_index[w as usize], p);
            }
        }
    }
    let (simple, class) = simplest_all(&sub)?;
    let mut out = simple;
    let map: Vec<u32> = (0..g.len())
        .map(|v| match acf[v] {
            true => class[sub_index[v] as usize],
            false => out.add_vertex(),
        })
        .collect();
    for v in (0..g.len() as u32).filter(|&v| !acf[v as usize]) {
        for p in [Player::Left, Player::Right] {
            let mut options: Vec<u32> = g.options(v, p).iter().map(|&w| map[w as usize]).collect();
            options.sort_unstable();
            options.dedup();
            out.set_options(map[v as usize], p, options);
        }
    }
    let t = bisimulation_quotient(&out.packed(map[0]));
    if t.len() >= g.len() {
        return Ok(g.clone());
    }
    // Replacing stoppers by equal ones keeps the value; checked all the
    // same, as there is no theorem for sides to lean on here.
    if leq_under(&t, 0, g, 0, rule)? && leq_under(g, 0, &t, 0, rule)? {
        Ok(t)
    } else {
        debug_assert!(false, "tidying changed a side's value");
        Ok(g.clone())
    }
}

/// `g` with every two positions of the same shape made one: positions
/// whose Left options and Right options are, class by class, the same
/// (coarsest bisimulation, found by refining one class until stable). The
/// game trees unfold identically, so this changes no value.
fn bisimulation_quotient(g: &Graph) -> Graph {
    let n = g.len();
    let (class, count) = crate::partition::refine(vec![0; n], |v, class| {
        let options = |p| {
            let mut c: Vec<u32> = g
                .options(v as u32, p)
                .iter()
                .map(|&w| class[w as usize])
                .collect();
            c.sort_unstable();
            c.dedup();
            c
        };
        (options(Player::Left), options(Player::Right))
    });
    let mut q = Graph::new();
    for _ in 0..count {
        q.add_vertex();
    }
    let mut done = vec![false; count];
    for v in 0..n as u32 {
        let c = class[v as usize];
        if std::mem::replace(&mut done[c as usize], true) {
            continue;
        }
        for p in [Player::Left, Player::Right] {
            let mut options: Vec<u32> =
                g.options(v, p).iter().map(|&w| class[w as usize]).collect();
            options.sort_unstable();
            options.dedup();
            q.set_options(c, p, options);
        }
    }
    q.packed(class[0])
}

/// For each vertex, whether no alternating cycle can be reached from it by
/// any moves: then the graph below it is a stopper.
fn cycle_free(g: &Graph) -> Vec<bool> {
    let comp = alternating_components(g);
    let mut size = vec![0u32; comp.len()];
    for &c in &comp {
        size[c as usize] += 1;
    }
    // Vertices with a state (2v Left to move, 2v+1 Right) on a cycle, then,
    // backwards, whatever moves to them.
    let mut bad: Vec<bool> = (0..g.len())
        .map(|v| size[comp[2 * v] as usize] > 1 || size[comp[2 * v + 1] as usize] > 1)
        .collect();
    let back = g.reversed();
    let mut stack: Vec<u32> = (0..g.len() as u32).filter(|&v| bad[v as usize]).collect();
    while let Some(v) = stack.pop() {
        for p in [Player::Left, Player::Right] {
            for &u in back.options(v, p) {
                if !bad[u as usize] {
                    bad[u as usize] = true;
                    stack.push(u);
                }
            }
        }
    }
    bad.iter().map(|&b| !b).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::short::Game;

    /// `{pass, ±1, ±1 | pass}` with the two `±1` written out separately:
    /// not a stopper, and its two copies of `±1` become one.
    #[test]
    fn equal_stopper_positions_become_one() {
        let mut g = Graph::new();
        let v = g.add_vertex();
        let pm1: Game = "+-1".parse().unwrap();
        let (a, b) = (g.add_game(&pm1).unwrap(), g.add_game(&pm1).unwrap());
        for w in [v, a, b] {
            g.add_edge(v, w, Player::Left);
        }
        g.add_edge(v, v, Player::Right);
        let g = g.packed(v);
        assert!(!g.is_stopper());
        let cf = cycle_free(&g);
        assert!(!cf[0] && cf[1..].iter().all(|&c| c));
        for rule in [Rule::Onside, Rule::Offside] {
            let t = tidy(&g, rule).unwrap();
            assert!(t.len() < g.len(), "{} of {}", t.len(), g.len());
            assert!(
                leq_under(&t, 0, &g, 0, rule).unwrap() && leq_under(&g, 0, &t, 0, rule).unwrap()
            );
        }
    }

    /// Two vertices that unfold to the same game tree are one class, even
    /// on a cycle: `a{pass | a}` written as two vertices taking turns.
    #[test]
    fn bisimilar_cycles_fuse() {
        let mut g = Graph::new();
        let (x, y) = (g.add_vertex(), g.add_vertex());
        g.add_edge(x, y, Player::Left);
        g.add_edge(x, y, Player::Right);
        g.add_edge(y, x, Player::Left);
        g.add_edge(y, x, Player::Right);
        assert_eq!(bisimulation_quotient(&g).len(), 1);
    }
}
