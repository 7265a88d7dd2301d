//! Valuing one strongly connected component of a loopy game's positions,
//! its moves out leading to positions valued already.
//!
//! Each side is found on its own graph: the component's positions, and
//! for each position it can leave to, that position's value on the same
//! side (the onside of a game depends only on the onsides of its options,
//! as CGSuite's sidling does it; Siegel, *Combinatorial Game Theory*,
//! ch. VI). The values below are mostly stoppers, copied in once each and
//! fused, so the graph is the component plus a few dozen positions, and
//! every comparison while finding the sides is on that small graph.

use rustc_hash::FxHashMap;

use super::graph::Graph;
use super::sides::{Found, Side, reduced_all, side_of};
use super::simplify::{fuse_stopper_part, simplest_all};
use super::{LoopyError, SidedValue, Stopper};
use crate::short::Player;

/// The moves of the positions of a walk, by index.
pub(super) trait Moves {
    /// The positions `player` moves to from `v`.
    fn moves(&self, v: u32, player: Player) -> &[u32];
}

/// The values of `component`'s positions, those it moves out to valued in
/// `values`.
pub(super) fn values<M: Moves>(
    walk: &M,
    component: &[u32],
    values: &[Option<SidedValue>],
) -> Result<Vec<SidedValue>, LoopyError> {
    let below = |w: u32| values[w as usize].as_ref().expect("successors come first");
    let plain = component.iter().all(|&v| {
        [Player::Left, Player::Right].iter().all(|&p| {
            let out = walk.moves(v, p).iter();
            out.filter(|&&w| !component.contains(&w))
                .all(|&w| below(w).as_stopper().is_some())
        })
    });
    let on = side_graph(walk, component, &below, Side::On)?;
    if plain && on.0.is_stopper() {
        // Stoppers all round: both sides are the one stopper, simplified
        // in one go (fusing first would solve the part below twice).
        let stoppers = stoppers(&on.0, &on.1)?;
        return Ok(stoppers.into_iter().map(SidedValue::from).collect());
    }
    let on = side_values(fused(on)?, Side::On)?;
    let off = side_graph(walk, component, &below, Side::Off)?;
    let off = side_values(fused(off)?, Side::Off)?;
    Ok(on
        .into_iter()
        .zip(off)
        .map(|(on, off)| SidedValue::from_found(on, off))
        .collect())
}

/// The graph of `component` on `side`: its positions first, in order, the
/// positions it moves out to replaced by their values on `side`. Returns
/// the graph, each position's vertex, and which vertices are not part of
/// a copied stopper.
fn side_graph<'a, M: Moves>(
    walk: &M,
    component: &[u32],
    below: &dyn Fn(u32) -> &'a SidedValue,
    side: Side,
) -> Result<SideGraph, LoopyError> {
    let mut g = Graph::new();
    let mut at: FxHashMap<u32, u32> = FxHashMap::default();
    for &v in component {
        at.insert(v, g.add_vertex());
    }
    // Copied stoppers, by form; sides that are no stoppers, by position,
    // with their vertices (kept as they are).
    let mut forms: FxHashMap<usize, u32> = FxHashMap::default();
    let mut graphs: FxHashMap<u32, u32> = FxHashMap::default();
    let mut kept_ranges = vec![(0, component.len())];
    for &v in component {
        for player in [Player::Left, Player::Right] {
            let mut to = Vec::new();
            for &w in walk.moves(v, player) {
                if let Some(&t) = at.get(&w) {
                    if !to.contains(&t) {
                        to.push(t);
                    }
                    continue;
                }
                let target = match below(w).found(side) {
                    Found::Stopper(s) => match forms.get(&s.form_id()) {
                        Some(&t) => t,
                        None => {
                            let t = g.embed(s.graph())?;
                            forms.insert(s.form_id(), t);
                            t
                        }
                    },
                    Found::Graph(h) => match graphs.get(&w) {
                        Some(&t) => t,
                        None => {
                            let t = g.embed(h)?;
                            graphs.insert(w, t);
                            kept_ranges.push((t as usize, h.len()));
                            t
                        }
                    },
                };
                // Options of one value share their vertex.
                if !to.contains(&target) {
                    to.push(target);
                }
            }
            g.set_options(at[&v], player, to);
        }
    }
    let mut kept = vec![false; g.len()];
    for (first, len) in kept_ranges {
        kept[first..first + len].fill(true);
    }
    let at = component.iter().map(|v| at[v]).collect();
    Ok((g, at, kept))
}

/// A component's graph on one side: the graph, each position's vertex,
/// the vertices that are no copied stopper's.
type SideGraph = (Graph, Vec<u32>, Vec<bool>);

/// The side graph with its copied stoppers fused: the graph and each
/// position's vertex.
fn fused((g, at, kept): SideGraph) -> Result<(Graph, Vec<u32>), LoopyError> {
    let (g, place) = fuse_stopper_part(&g, &kept)?;
    Ok((g, at.iter().map(|&v| place[v as usize]).collect()))
}

/// The simplest stopper at each of `at`'s vertices of the stopper graph `g`.
fn stoppers(g: &Graph, at: &[u32]) -> Result<Vec<Stopper>, LoopyError> {
    let (simple, class) = simplest_all(g)?;
    Ok(at
        .iter()
        .map(|&v| Stopper::from_simplest(simple.packed(class[v as usize])))
        .collect())
}

/// The value on `side` at each of `at`'s vertices of `g`: cycles are
/// taken out for every vertex together, and what is left is usually a
/// stopper, simplified in one go; otherwise each vertex is searched on
/// its own from there.
fn side_values((g, at): (Graph, Vec<u32>), side: Side) -> Result<Vec<Found>, LoopyError> {
    let reduced = reduced_all(&g, side)?;
    if reduced.is_stopper() {
        return Ok(stoppers(&reduced, &at)?
            .into_iter()
            .map(Found::Stopper)
            .collect());
    }
    at.iter().map(|&v| side_of(&reduced, v, side)).collect()
}
