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
use super::survival::{Leq, leq_table};
use crate::short::Player;

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
    let order = leq_table(graph, graph)?;
    let mut g = graph.clone();
    // Each pass may expose new reversible options at other vertices; the
    // values never change, so passes end once nothing moves. A bound keeps
    // a mistake from looping: every change removes or replaces an edge.
    let mut passes = 0;
    loop {
        let mut changed = false;
        for v in 0..g.len() as u32 {
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
    Ok(fuse(&g, &order))
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
/// to it. Returns the graph of the classes and each vertex's class.
fn fuse(g: &Graph, order: &Leq) -> (Graph, Vec<u32>) {
    let n = g.len() as u32;
    let class: Vec<u32> = (0..n)
        .map(|v| {
            (0..=v)
                .find(|&w| order.leq(v, w) && order.leq(w, v))
                .unwrap_or(v)
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
