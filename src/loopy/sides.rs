//! The onside and offside of a loopy game that is not a stopper.
//!
//! In a game like `dud = {pass|pass}` play can alternate for ever. Its
//! *onside* is the value it has when such endless play counts as a win for
//! Left, its *offside* when it counts for Right; every game is equal, on
//! each side, to many graphs, and when one of them is a stopper that
//! stopper is the side's value (Winning Ways ch. 11, "sidling"; Siegel,
//! *Combinatorial Game Theory*, ch. VI).
//!
//! A side is found by taking moves out of the alternating cycles, one at a
//! time, keeping each removal only when the side's value at the start is
//! unchanged (checked by comparing both ways). When no alternating cycle is
//! left the graph is a stopper, and its simplest form is the side. A game
//! whose cycles cannot all be taken out this way is kept as the reduced
//! graph, its stopper positions in simplest form ([`super::tidy`]): Bach's
//! carousel is such a game, with sides that are no stoppers.

use super::LoopyError;
use super::graph::Graph;
use super::stopper::Stopper;
use super::survival::{Rule, leq_everywhere, leq_under, solve};
use super::tidy::tidy;
use crate::short::Player;

/// Which side of a game: endless play won by Left (`On`) or Right (`Off`).
///
/// ```
/// use combinatorial_games::loopy::Side;
/// assert_eq!(Side::On.to_string(), "onside");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Side {
    /// Endless play is won by Left.
    On,
    /// Endless play is won by Right.
    Off,
}

impl std::fmt::Display for Side {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Side::On => "onside",
            Side::Off => "offside",
        })
    }
}

impl Side {
    pub(crate) fn rule(self) -> Rule {
        match self {
            Side::On => Rule::Onside,
            Side::Off => Rule::Offside,
        }
    }

    /// The player whom endless play on this side does not favour: his
    /// moves round a cycle are the first to try taking out.
    fn loser(self) -> Player {
        match self {
            Side::On => Player::Right,
            Side::Off => Player::Left,
        }
    }
}

/// A side as found: a stopper, or a graph (vertex 0 the game) still
/// holding alternating cycles.
#[derive(Clone, Debug)]
pub(crate) enum Found {
    Stopper(Stopper),
    Graph(Graph),
}

/// The most removals tried while looking for a side, each a comparison.
const MAX_TRIES: usize = 4096;

/// The largest graph with no stopper side whose moves are pruned (after
/// [`super::tidy`]: three carousels' onside comes to 79 positions, and
/// pruning takes it to 29 in a fraction of a second).
const MAX_PRUNED: usize = 128;

/// The value on `side` of the game at `start` in `graph`.
pub(crate) fn side_of(graph: &Graph, start: u32, side: Side) -> Result<Found, LoopyError> {
    let mut g = graph.packed(start);
    let rule = side.rule();
    let mut tries = 0;
    loop {
        if g.is_stopper() {
            return Ok(Found::Stopper(Stopper::from_graph(&g, 0)?));
        }
        let mut edges = cyclic_edges(&g);
        // The loser's moves first: they are the ones endless play makes
        // pointless. All of them at once first, which settles most games.
        edges.sort_by_key(|&(_, p, _)| p != side.loser());
        let loser: Vec<_> = edges
            .iter()
            .copied()
            .filter(|e| e.1 == side.loser())
            .collect();
        let mut batches: Vec<Vec<Edge>> = Vec::new();
        if loser.len() > 1 {
            batches.push(loser);
        }
        batches.extend(edges.into_iter().map(|e| vec![e]));
        let mut changed = false;
        for batch in batches {
            tries += 1;
            if tries > MAX_TRIES {
                return Ok(Found::Graph(pruned(tidy(&g, rule)?, rule, tries)?));
            }
            let t = without(&g, &batch);
            if same_value(&g, &t, &batch, rule)? {
                g = t.packed(0);
                changed = true;
                break;
            }
        }
        if !changed {
            return Ok(Found::Graph(pruned(tidy(&g, rule)?, rule, tries)?));
        }
    }
}

/// `graph` with alternating cycles taken out while every vertex keeps its
/// value on `side`: the sides of a whole component found at once. One
/// comparison solves every pair of vertices, so checking all vertices
/// costs what checking one does; each vertex's own search
/// ([`side_of`]) then starts from what is left, usually a stopper.
pub(crate) fn reduced_all(graph: &Graph, side: Side) -> Result<Graph, LoopyError> {
    let rule = side.rule();
    let mut g = extremes_made_plain(graph, side)?;
    let mut tries = 0;
    loop {
        if g.is_stopper() {
            return Ok(g);
        }
        // One comparison finds the dominated options, and one checks that
        // they may all go at once, where one at a time costs one each.
        if let Some(t) = without_dominated(&g, rule)? {
            g = t;
            continue;
        }
        let mut edges = cyclic_edges(&g);
        edges.sort_by_key(|&(_, p, _)| p != side.loser());
        // By the move's target, not its index: indices shift as moves go.
        let edges: Vec<(u32, Player, u32)> = edges
            .into_iter()
            .map(|(v, p, i)| (v, p, g.options(v, p)[i]))
            .collect();
        let loser: Vec<_> = edges
            .iter()
            .copied()
            .filter(|e| e.1 == side.loser())
            .collect();
        let mut batches = Vec::new();
        if loser.len() > 1 {
            batches.push(loser);
        }
        batches.extend(edges.into_iter().map(|e| vec![e]));
        // One pass over the batches, keeping every removal that holds;
        // a pass that removes something is followed by another.
        let mut changed = false;
        let mut cyclic = target_set(&g);
        for batch in batches {
            // A removal may have broken the cycles this move was on.
            if batch.iter().all(|e| !cyclic.contains(e)) {
                continue;
            }
            tries += 1;
            if tries > MAX_TRIES {
                return Ok(g);
            }
            let t = without_targets(&g, &batch);
            if same_values(&g, &t, &batch, rule)? {
                g = t;
                changed = true;
                if g.is_stopper() {
                    return Ok(g);
                }
                cyclic = target_set(&g);
            }
        }
        if !changed {
            return Ok(g);
        }
    }
}

/// `g` less every option dominated by another of the same player at the
/// same vertex (of two equal options the later goes), when that keeps
/// every vertex's value on the side `rule` names; `None` when there is
/// none to take out or the values would change.
fn without_dominated(g: &Graph, rule: Rule) -> Result<Option<Graph>, LoopyError> {
    let order = solve(g, g, rule)?;
    let mut batch = Vec::new();
    for v in 0..g.len() as u32 {
        for p in [Player::Left, Player::Right] {
            let os = g.options(v, p);
            for (i, &a) in os.iter().enumerate() {
                // Left keeps the larger, Right the smaller.
                let below = |x: u32, y: u32| match p {
                    Player::Left => order.leq(x, y),
                    Player::Right => order.leq(y, x),
                };
                let dominated = os
                    .iter()
                    .enumerate()
                    .any(|(j, &b)| j != i && b != a && below(a, b) && (!below(b, a) || j < i));
                if dominated {
                    batch.push((v, p, a));
                }
            }
        }
    }
    if batch.is_empty() {
        return Ok(None);
    }
    let t = without_targets(g, &batch);
    Ok(same_values(g, &t, &batch, rule)?.then_some(t))
}

/// `g` with every vertex whose value on `side` is the extreme one (`on`
/// for the onside, nothing being above it; `off` for the offside) made
/// that stopper: a pass for the favoured player, no move for the other.
/// One comparison finds them all, and one each way checks that no value
/// changed; the removals of [`reduced_all`] would otherwise try each move
/// of their cycles, solving the graph once a try.
fn extremes_made_plain(g: &Graph, side: Side) -> Result<Graph, LoopyError> {
    if g.is_stopper() {
        return Ok(g.clone());
    }
    let rule = side.rule();
    let extreme: Vec<u32> = match side {
        Side::On => {
            let on = Stopper::on();
            let order = solve(on.graph(), g, rule)?;
            (0..g.len() as u32).filter(|&v| order.leq(0, v)).collect()
        }
        Side::Off => {
            let off = Stopper::off();
            let order = solve(g, off.graph(), rule)?;
            (0..g.len() as u32).filter(|&v| order.leq(v, 0)).collect()
        }
    };
    if extreme.is_empty() {
        return Ok(g.clone());
    }
    let mut t = g.clone();
    let (favoured, other) = match side {
        Side::On => (Player::Left, Player::Right),
        Side::Off => (Player::Right, Player::Left),
    };
    for &v in &extreme {
        t.set_options(v, favoured, vec![v]);
        t.set_options(v, other, Vec::new());
    }
    let keeps = |a: &Graph, b: &Graph| leq_everywhere(a, b, rule);
    if keeps(&t, g)? && keeps(g, &t)? {
        Ok(t)
    } else {
        debug_assert!(false, "an extreme vertex changed a side's value");
        Ok(g.clone())
    }
}

/// The moves on alternating cycles, as `(vertex, player, target)`.
fn target_set(g: &Graph) -> rustc_hash::FxHashSet<(u32, Player, u32)> {
    cyclic_edges(g)
        .into_iter()
        .map(|(v, p, i)| (v, p, g.options(v, p)[i]))
        .collect()
}

/// `g` without the moves `(v, player, target)` of `batch` (those still
/// there), its vertices numbered as before.
fn without_targets(g: &Graph, batch: &[(u32, Player, u32)]) -> Graph {
    let mut t = g.clone();
    for &(v, p, w) in batch {
        let keep: Vec<u32> = t
            .options(v, p)
            .iter()
            .copied()
            .filter(|&x| x != w)
            .collect();
        t.set_options(v, p, keep);
    }
    t
}

/// Whether every vertex has the same value on the side `rule` names in
/// `t` as in `g` (`t` is `g` less the moves of `batch`).
fn same_values(
    g: &Graph,
    t: &Graph,
    batch: &[(u32, Player, u32)],
    rule: Rule,
) -> Result<bool, LoopyError> {
    let all = |a: &Graph, b: &Graph| leq_everywhere(a, b, rule);
    let lefts = batch.iter().any(|e| e.1 == Player::Left);
    let rights = batch.iter().any(|e| e.1 == Player::Right);
    Ok((!rights || all(t, g)?) && (!lefts || all(g, t)?))
}

/// `g` (not a stopper) less every move whose removal leaves its value:
/// dominated options, for one. There is no simplest form to aim at here,
/// so this only makes the graph smaller and its text shorter.
fn pruned(mut g: Graph, rule: Rule, mut tries: usize) -> Result<Graph, LoopyError> {
    // Each try solves every pair of positions: on larger graphs the
    // shorter text is not worth the seconds.
    if g.len() > MAX_PRUNED {
        return Ok(g);
    }
    let mut v = 0;
    while v < g.len() as u32 {
        let mut removed = false;
        for p in [Player::Left, Player::Right] {
            for i in 0..g.options(v, p).len() {
                tries += 1;
                if tries > MAX_TRIES {
                    return Ok(g);
                }
                let batch = [(v, p, i)];
                let t = without(&g, &batch);
                if same_value(&g, &t, &batch, rule)? {
                    g = t.packed(0);
                    removed = true;
                    break;
                }
            }
            if removed {
                break;
            }
        }
        // Start again after a removal: the vertices are renumbered.
        v = if removed { 0 } else { v + 1 };
    }
    Ok(g)
}

/// A move: from a vertex, by a player, the index among his options there.
type Edge = (u32, Player, usize);

/// `g` with the moves of `batch` taken out.
fn without(g: &Graph, batch: &[Edge]) -> Graph {
    let mut t = g.clone();
    for v in 0..g.len() as u32 {
        for p in [Player::Left, Player::Right] {
            let keep: Vec<u32> = g
                .options(v, p)
                .iter()
                .enumerate()
                .filter(|&(i, _)| !batch.contains(&(v, p, i)))
                .map(|(_, &w)| w)
                .collect();
            if keep.len() != g.options(v, p).len() {
                t.set_options(v, p, keep);
            }
        }
    }
    t
}

/// Whether `t` (`g` less the moves of `batch`) has the same value as `g`
/// at vertex 0 on the side `rule` names. Taking out Right's moves can only
/// help Left, and Left's only help Right, so one comparison is needed for
/// a batch of one player's moves.
fn same_value(g: &Graph, t: &Graph, batch: &[Edge], rule: Rule) -> Result<bool, LoopyError> {
    let lefts = batch.iter().any(|e| e.1 == Player::Left);
    let rights = batch.iter().any(|e| e.1 == Player::Right);
    Ok((!rights || leq_under(t, 0, g, 0, rule)?) && (!lefts || leq_under(g, 0, t, 0, rule)?))
}

/// The moves that lie on a cycle of play alternating between the players.
fn cyclic_edges(g: &Graph) -> Vec<Edge> {
    let comp = alternating_components(g);
    let mut out = Vec::new();
    for v in 0..g.len() as u32 {
        for (p, mover, next) in [(Player::Left, 0, 1), (Player::Right, 1, 0)] {
            for (i, &w) in g.options(v, p).iter().enumerate() {
                if comp[2 * v as usize + mover] == comp[2 * w as usize + next] {
                    out.push((v, p, i));
                }
            }
        }
    }
    out
}

/// The strongly connected components of the states `2v` (Left to move at
/// `v`) and `2v + 1` (Right to move), each state joined to those its
/// mover's moves reach; by Tarjan's algorithm, without recursion.
pub(super) fn alternating_components(g: &Graph) -> Vec<u32> {
    let n = 2 * g.len();
    let next = |s: usize, k: usize| -> Option<usize> {
        let (v, p) = (
            s / 2,
            if s.is_multiple_of(2) {
                Player::Left
            } else {
                Player::Right
            },
        );
        g.options(v as u32, p)
            .get(k)
            .map(|&w| 2 * w as usize + (1 - s % 2))
    };
    const NONE: u32 = u32::MAX;
    let (mut index, mut low, mut comp) = (vec![NONE; n], vec![0u32; n], vec![NONE; n]);
    let (mut stack, mut on_stack) = (Vec::new(), vec![false; n]);
    let (mut counter, mut comps) = (0u32, 0u32);
    for root in 0..n {
        if index[root] != NONE {
            continue;
        }
        let mut calls = vec![(root, 0usize)];
        index[root] = counter;
        low[root] = counter;
        counter += 1;
        stack.push(root);
        on_stack[root] = true;
        while let Some(&mut (s, ref mut k)) = calls.last_mut() {
            if let Some(t) = next(s, *k) {
                *k += 1;
                if index[t] == NONE {
                    index[t] = counter;
                    low[t] = counter;
                    counter += 1;
                    stack.push(t);
                    on_stack[t] = true;
                    calls.push((t, 0));
                } else if on_stack[t] {
                    low[s] = low[s].min(index[t]);
                }
                continue;
            }
            calls.pop();
            if let Some(&(parent, _)) = calls.last() {
                low[parent] = low[parent].min(low[s]);
            }
            if low[s] == index[s] {
                while let Some(t) = stack.pop() {
                    on_stack[t] = false;
                    comp[t] = comps;
                    if t == s {
                        break;
                    }
                }
                comps += 1;
            }
        }
    }
    comp
}

#[cfg(test)]
mod tests {
    use super::*;

    fn dud() -> Graph {
        let mut g = Graph::new();
        let v = g.add_vertex();
        g.add_edge(v, v, Player::Left);
        g.add_edge(v, v, Player::Right);
        g
    }

    #[test]
    fn dud_is_on_and_off() {
        let Found::Stopper(on) = side_of(&dud(), 0, Side::On).unwrap() else {
            panic!()
        };
        assert!(on.is_on());
        let Found::Stopper(off) = side_of(&dud(), 0, Side::Off).unwrap() else {
            panic!()
        };
        assert!(off.is_off());
    }

    /// dud, with 0 and a = {0, dud | dud} beside it: dud's vertex is made
    /// `on` (`off` for the offside), and the others keep their moves.
    #[test]
    fn extreme_vertices_are_made_plain_and_keep_their_values() {
        let mut g = dud();
        let zero = g.add_vertex();
        let a = g.add_vertex();
        g.add_edge(a, zero, Player::Left);
        g.add_edge(a, 0, Player::Left);
        g.add_edge(a, 0, Player::Right);
        for side in [Side::On, Side::Off] {
            let t = extremes_made_plain(&g, side).unwrap();
            // dud's onside is on and its offside off: a pass, no cycle.
            assert!(t.is_stopper(), "{side}");
            let (favoured, other) = match side {
                Side::On => (Player::Left, Player::Right),
                Side::Off => (Player::Right, Player::Left),
            };
            assert_eq!(t.options(0, favoured), &[0]);
            assert!(t.options(0, other).is_empty());
            // The zero keeps its no moves.
            assert!(t.options(zero, Player::Left).is_empty());
        }
    }

    /// By hand: a = {0, 1, 0' | dud}, where 0' is a second zero. 0 < 1, so
    /// both zeros are dominated and go; the values stay (a's Left option
    /// 1 is the one that counts on either side).
    #[test]
    fn dominated_options_go_in_one_batch() {
        let mut g = dud();
        let (zero, one, zero2, a) = (
            g.add_vertex(),
            g.add_vertex(),
            g.add_vertex(),
            g.add_vertex(),
        );
        g.add_edge(one, zero, Player::Left);
        for w in [zero, one, zero2] {
            g.add_edge(a, w, Player::Left);
        }
        g.add_edge(a, 0, Player::Right);
        for side in [Side::On, Side::Off] {
            let t = without_dominated(&g, side.rule())
                .unwrap()
                .expect("two dominated");
            assert_eq!(t.options(a, Player::Left), &[one], "{side}");
            assert_eq!(t.options(a, Player::Right), &[0], "{side}");
        }
        // Two equal options: the later goes, the earlier stays.
        let mut h = Graph::new();
        let (z1, z2, b) = (h.add_vertex(), h.add_vertex(), h.add_vertex());
        h.add_edge(b, z1, Player::Right);
        h.add_edge(b, z2, Player::Right);
        let t = without_dominated(&h, Rule::Onside)
            .unwrap()
            .expect("one equal");
        assert_eq!(t.options(b, Player::Right), &[z1]);
        assert!(without_dominated(&t, Rule::Onside).unwrap().is_none());
    }

    #[test]
    fn a_pass_round_one_player_is_no_alternating_cycle() {
        let mut g = Graph::new();
        let v = g.add_vertex();
        g.add_edge(v, v, Player::Left);
        assert!(cyclic_edges(&g).is_empty());
        assert_eq!(cyclic_edges(&dud()).len(), 2);
    }
}
