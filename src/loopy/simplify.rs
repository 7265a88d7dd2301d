//! The simplest form of a stopper: no dominated options, no reversible
//! ones, and no two positions equal. Each stopper has exactly one such form,
//! up to renaming its positions (Siegel, *Combinatorial Game Theory*,
//! ch. VI, on simplest forms of stoppers), so it serves as the canonical
//! form.
//!
//! The order between every pair of positions is solved once; removing a
//! dominated option or bypassing a reversible one changes no position's
//! value, so the same order serves the whole simplification.

use super::LoopyError;
use super::graph::Graph;
use super::short_part;
use super::survival::{Leq, order_of};
use crate::short::{Game, Player};
use rustc_hash::FxHashMap;

/// The simplest form of the stopper at vertex 0 of `graph` (a packed
/// stopper graph), with the game at vertex 0.
pub(crate) fn simplest(graph: &Graph) -> Result<Graph, LoopyError> {
    let (fused, class) = simplest_all(graph)?;
    Ok(fused.packed(class[0]))
}

/// Every vertex of a stopper graph simplified at once: the simplified
/// graph, and for each vertex the vertex of it with its value. One order
/// table serves them all, where simplifying each alone would solve it for
/// each.
pub(crate) fn simplest_all(graph: &Graph) -> Result<(Graph, Vec<u32>), LoopyError> {
    simplest_with(graph, short_part::values(graph))
}

/// [`simplest_all`] with the short values of `graph` given (an empty
/// list: none are used).
fn simplest_with(graph: &Graph, short: Vec<Option<Game>>) -> Result<(Graph, Vec<u32>), LoopyError> {
    // The loopfree positions take their canonical forms first: nothing is
    // left to remove there, and they are compared as short games.
    let (mut g, short) = short_part::canonical(graph, short)?;
    let order = order_of(&g, &short)?;
    let value = |v: u32| short.get(v as usize).copied().flatten();
    let loopy: Vec<u32> = (0..g.len() as u32)
        .filter(|&v| value(v).is_none())
        .collect();
    // Each pass may expose new reversible options at other vertices; the
    // values never change, so passes end once nothing moves. A bound keeps
    // a mistake from looping: every change removes or replaces an edge.
    let mut passes = 0;
    loop {
        let mut changed = false;
        for &v in &loopy {
            changed |= bypass(&mut g, &order, v, Player::Left)?;
            changed |= bypass(&mut g, &order, v, Player::Right)?;
            changed |= drop_dominated(&mut g, &order, v, Player::Left);
            changed |= drop_dominated(&mut g, &order, v, Player::Right);
        }
        if !changed {
            break;
        }
        passes += 1;
        if passes > g.len() + 64 {
            return Err(LoopyError::NoSimplestForm);
        }
    }
    let (fused, class) = fuse(&g, &order, &value, &loopy);
    Ok((fused, class[..graph.len()].to_vec()))
}

/// `g` with its stopper part simplified and fused: the vertices not
/// `kept` are positions of stoppers (copies of values found earlier, each
/// simplest, but sharing nothing), moving only among themselves; they are
/// replaced by one simplest graph in which equal positions are one vertex.
/// The kept vertices come first, in order, then the stopper part. Returns
/// the graph and where each vertex of `g` went.
pub(crate) fn fuse_stopper_part(g: &Graph, kept: &[bool]) -> Result<(Graph, Vec<u32>), LoopyError> {
    let mut local = vec![u32::MAX; g.len()];
    let (mut part, mut first) = (Graph::new(), Vec::new());
    for v in 0..g.len() {
        if kept[v] {
            local[v] = first.len() as u32;
            first.push(v as u32);
        } else {
            local[v] = part.add_vertex();
        }
    }
    for v in (0..g.len() as u32).filter(|&v| !kept[v as usize]) {
        for p in [Player::Left, Player::Right] {
            let to = g.options(v, p).iter().map(|&w| local[w as usize]).collect();
            part.set_options(local[v as usize], p, to);
        }
    }
    let (simple, class) = simplest_all(&part)?;
    let base = first.len() as u32;
    let mut out = Graph::new();
    let place: Vec<u32> = (0..g.len())
        .map(|v| match kept[v] {
            true => local[v],
            false => base + class[local[v] as usize],
        })
        .collect();
    for _ in 0..first.len() + simple.len() {
        out.add_vertex();
    }
    for (i, &v) in first.iter().enumerate() {
        for p in [Player::Left, Player::Right] {
            let mut to: Vec<u32> = Vec::new();
            for &w in g.options(v, p) {
                let w = place[w as usize];
                if !to.contains(&w) {
                    to.push(w);
                }
            }
            out.set_options(i as u32, p, to);
        }
    }
    for v in 0..simple.len() as u32 {
        for p in [Player::Left, Player::Right] {
            let to = simple.options(v, p).iter().map(|&w| base + w).collect();
            out.set_options(base + v, p, to);
        }
    }
    Ok((out, place))
}

/// Bypasses the reversible options of `player` at `v`: Left's option `a`
/// is reversible when Right can answer it with `b` where `b ≤ v`; it is
/// replaced by `b`'s Left options (and the other way round for Right).
fn bypass(g: &mut Graph, order: &Leq, v: u32, player: Player) -> Result<bool, LoopyError> {
    let mut options = g.options(v, player).to_vec();
    let mut changed = false;
    let mut steps = 0usize;
    let mut i = 0;
    while i < options.len() {
        let a = options[i];
        let reverses = |b: u32| match player {
            Player::Left => order.leq(b, v),
            Player::Right => order.leq(v, b),
        };
        let answer = g
            .options(a, player.other())
            .iter()
            .copied()
            .find(|&b| reverses(b));
        let Some(b) = answer else {
            i += 1;
            continue;
        };
        crate::budget::step();
        steps += 1;
        if steps > 1 << 20 {
            return Err(LoopyError::NoSimplestForm);
        }
        options.remove(i);
        for &c in g.options(b, player) {
            if !options.contains(&c) {
                options.push(c);
            }
        }
        changed = true;
        // Options that came in may be reversible too; look from the start.
        i = 0;
    }
    if changed {
        g.set_options(v, player, options);
    }
    Ok(changed)
}

/// Drops the options of `player` at `v` that another of them dominates
/// (for Left, `a ≤ a'`; for Right, `a' ≤ a`), keeping one of equal ones.
fn drop_dominated(g: &mut Graph, order: &Leq, v: u32, player: Player) -> bool {
    let options = g.options(v, player).to_vec();
    let worse = |a: u32, b: u32| match player {
        Player::Left => order.leq(a, b),
        Player::Right => order.leq(b, a),
    };
    let kept: Vec<u32> = options
        .iter()
        .enumerate()
        .filter(|&(i, &a)| {
            !options
                .iter()
                .enumerate()
                .any(|(j, &b)| j != i && worse(a, b) && (!worse(b, a) || j < i))
        })
        .map(|(_, &a)| a)
        .collect();
    let changed = kept.len() != options.len();
    if changed {
        g.set_options(v, player, kept);
    }
    changed
}

/// Identifies equal positions: each vertex becomes the first vertex equal
/// to it. Returns the graph of the classes and each vertex's class. Short
/// positions are equal when their canonical forms are; only the loopy
/// ones need the order.
fn fuse(
    g: &Graph,
    order: &Leq,
    short: &dyn Fn(u32) -> Option<Game>,
    loopy: &[u32],
) -> (Graph, Vec<u32>) {
    let n = g.len() as u32;
    let equal = |v: u32, w: u32| order.leq(v, w) && order.leq(w, v);
    let mut first_short: FxHashMap<Game, u32> = FxHashMap::default();
    let class: Vec<u32> = (0..n)
        .map(|v| match short(v) {
            None => (0..=v).find(|&w| equal(v, w)).unwrap_or(v),
            Some(x) => {
                let first = *first_short.entry(x).or_insert(v);
                let mut earlier = loopy.iter().copied().take_while(|&w| w < first);
                earlier.find(|&w| equal(v, w)).unwrap_or(first)
            }
        })
        .collect();
    let mut fused = Graph::new();
    for _ in 0..n {
        fused.add_vertex();
    }
    for v in 0..n {
        if class[v as usize] != v {
            continue;
        }
        for player in [Player::Left, Player::Right] {
            let mut options: Vec<u32> = Vec::new();
            for &w in g.options(v, player) {
                let c = class[w as usize];
                if !options.contains(&c) {
                    options.push(c);
                }
            }
            fused.set_options(v, player, options);
        }
    }
    (fused, class)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::loopy::survival::leq_table;

    /// Simplifying with the short part taken as canonical forms gives the
    /// simplest form that simplifying position by position gives: as many
    /// positions and moves (the simplest form is unique up to renaming),
    /// and the same value.
    #[test]
    fn short_parts_simplify_as_positions_do() {
        let mut next = crate::test_rng::xorshift(0x9E37_79B9_7F4A_7C15);
        let mut stoppers = 0;
        for _ in 0..400 {
            let g = short_part::random_graph(&mut next);
            let start = g.len() as u32 - 1;
            let g = g.packed(start);
            if !g.is_stopper() {
                continue;
            }
            stoppers += 1;
            let (a, ca) = simplest_with(&g, short_part::all_values(&g)).unwrap();
            let (b, cb) = simplest_with(&g, Vec::new()).unwrap();
            let (a, b) = (a.packed(ca[0]), b.packed(cb[0]));
            assert_eq!(
                (a.len(), a.edge_count()),
                (b.len(), b.edge_count()),
                "{g:?}"
            );
            let (ab, ba) = (leq_table(&a, &b).unwrap(), leq_table(&b, &a).unwrap());
            assert!(ab.leq(0, 0) && ba.leq(0, 0), "{g:?}");
        }
        assert!(stoppers > 100, "{stoppers} stoppers");
    }
}
