//! The loopfree part of a game graph: the positions from which every play
//! ends. Each is a short game, so it is valued, compared and simplified as
//! one, through the table of canonical forms, rather than pair by pair in
//! the loopy comparison (which looks at every pair of positions with all
//! of their moves: `a{*1000|a}` took half a minute that way). The loopy
//! order restricted to short games is the short order (Siegel,
//! *Combinatorial Game Theory*, ch. VI), and the simplest form of a short
//! stopper is its canonical form.

use rustc_hash::FxHashMap;

use super::LoopyError;
use super::graph::{Graph, MAX_EDGES};
use crate::short::{Game, Player};

/// Graphs with fewer vertices than this are compared pair by pair
/// throughout: that is quicker than valuing their short part (Fox and
/// Geese values a million graphs of one to a few hundred vertices).
const FEWEST: usize = 64;

/// The short part is valued only where its positions have at least this
/// many moves each on average. Pair by pair, each pair of short positions
/// costs a look at each of their moves; valued, it costs a comparison in
/// the table of forms, worth some dozen such looks. Nimbers (`*n` has `n`
/// moves) gain the most; the few moves of a board game's positions are
/// quicker looked at.
const MOVES_EACH: usize = 8;

/// For each vertex of `g`, its value as a short game when no play from it
/// comes back to a position already met, else `None`; nothing at all (an
/// empty list) where valuing would not pay: fewer than [`FEWEST`]
/// vertices, or short positions with fewer than [`MOVES_EACH`] moves each.
pub(crate) fn values(g: &Graph) -> Vec<Option<Game>> {
    if g.len() < FEWEST {
        return Vec::new();
    }
    let (order, loopfree) = loopfree_in_order(g);
    let moves = |v: u32| g.options(v, Player::Left).len() + g.options(v, Player::Right).len();
    let short = (0..g.len() as u32).filter(|&v| loopfree[v as usize]);
    let (count, edges) = short.fold((0, 0), |(c, e), v| (c + 1, e + moves(v)));
    if count == 0 || edges < MOVES_EACH * count {
        return Vec::new();
    }
    valued(g, order, &loopfree)
}

/// [`values`] wherever there are loopfree positions, paying or not.
#[cfg(test)]
pub(crate) fn all_values(g: &Graph) -> Vec<Option<Game>> {
    let (order, loopfree) = loopfree_in_order(g);
    valued(g, order, &loopfree)
}

/// The short values of the `loopfree` vertices, found in `order`.
fn valued(g: &Graph, order: Vec<u32>, loopfree: &[bool]) -> Vec<Option<Game>> {
    let mut value: Vec<Option<Game>> = vec![None; g.len()];
    for v in order.into_iter().filter(|&v| loopfree[v as usize]) {
        let side = |p: Player| g.options(v, p).iter().map(|&w| value[w as usize]);
        let left: Option<Vec<Game>> = side(Player::Left).collect();
        let right: Option<Vec<Game>> = side(Player::Right).collect();
        let (left, right) = (left.expect("loopfree"), right.expect("loopfree"));
        crate::budget::steps(left.len() + right.len() + 1);
        value[v as usize] = Some(Game::new(left, right));
    }
    value
}

/// Every vertex of `g`, each after all of its options where there is no
/// cycle, and whether play from each always ends.
fn loopfree_in_order(g: &Graph) -> (Vec<u32>, Vec<bool>) {
    const NEW: u8 = 0;
    const OPEN: u8 = 1;
    const DONE: u8 = 2;
    let n = g.len();
    let mut state = vec![NEW; n];
    let mut loopfree = vec![false; n];
    let mut order = Vec::with_capacity(n);
    let option = |v: u32, i: usize| {
        let (l, r) = (g.options(v, Player::Left), g.options(v, Player::Right));
        l.get(i).or_else(|| r.get(i - l.len())).copied()
    };
    // Depth first without recursion (a short game may be thousands deep).
    // A vertex that reaches an open one is on a cycle, and whatever
    // reaches it is then not loopfree either.
    for root in 0..n as u32 {
        if state[root as usize] != NEW {
            continue;
        }
        let mut stack = vec![(root, 0usize)];
        state[root as usize] = OPEN;
        while let Some(&mut (v, ref mut next)) = stack.last_mut() {
            let w = option(v, *next);
            *next += 1;
            match w {
                Some(w) if state[w as usize] == NEW => {
                    state[w as usize] = OPEN;
                    stack.push((w, 0));
                }
                Some(_) => {}
                None => {
                    stack.pop();
                    state[v as usize] = DONE;
                    let ends = |w: &u32| state[*w as usize] == DONE && loopfree[*w as usize];
                    let (l, r) = (g.options(v, Player::Left), g.options(v, Player::Right));
                    loopfree[v as usize] = l.iter().chain(r).all(ends);
                    order.push(v);
                }
            }
        }
    }
    (order, loopfree)
}

/// `g` with each loopfree vertex's options made those of its canonical
/// form (vertices added where a canonical option had none), so that
/// nothing is left to simplify there, given the short values `value`
/// from [`values`] (an empty list: nothing is done); with the values of
/// the vertices added. No vertex changes its value.
pub(crate) fn canonical(
    g: &Graph,
    mut value: Vec<Option<Game>>,
) -> Result<(Graph, Vec<Option<Game>>), LoopyError> {
    if value.is_empty() {
        return Ok((g.clone(), value));
    }
    let mut out = g.clone();
    let mut seen: FxHashMap<Game, u32> = FxHashMap::default();
    for (v, x) in value.iter().enumerate() {
        if let Some(x) = x {
            seen.entry(*x).or_insert(v as u32);
        }
    }
    for v in 0..g.len() as u32 {
        let Some(x) = value[v as usize] else {
            continue;
        };
        for (p, options) in [
            (Player::Left, x.left_options()),
            (Player::Right, x.right_options()),
        ] {
            let mut to = Vec::with_capacity(options.len());
            for o in &options {
                to.push(out.add_game_with(o, &mut seen)?);
            }
            out.set_options(v, p, to);
            if out.edge_count() > MAX_EDGES {
                return Err(LoopyError::TooManyMoves { limit: MAX_EDGES });
            }
        }
    }
    value.resize(out.len(), None);
    for (x, &v) in &seen {
        value[v as usize] = Some(*x);
    }
    Ok((out, value))
}

/// A random graph for the tests: a few short games written out (nimbers
/// among them, whose many moves are what the short part is for), a few
/// short positions moving to those at random, then a few vertices with
/// random moves to anything, themselves included.
#[cfg(test)]
pub(crate) fn random_graph(next: &mut impl FnMut() -> u64) -> Graph {
    let pool: Vec<Game> = [
        "*7", "*12", "^", "v*", "1/2", "+-1", "{2|*3}", "^*5", "-1", "{1|^}",
    ]
    .iter()
    .map(|t| t.parse().unwrap())
    .collect();
    let mut g = Graph::new();
    for _ in 0..1 + next() % 3 {
        g.add_game(&pool[(next() % pool.len() as u64) as usize])
            .unwrap();
    }
    // Short positions not in canonical form: moves to earlier ones only.
    for _ in 0..next() % 3 {
        let v = g.add_vertex();
        for _ in 0..1 + next() % 4 {
            let p = if next().is_multiple_of(2) {
                Player::Left
            } else {
                Player::Right
            };
            g.add_edge(v, (next() % u64::from(v)) as u32, p);
        }
    }
    let short = g.len() as u64;
    let loopy = 1 + next() % 4;
    for _ in 0..loopy {
        g.add_vertex();
    }
    let n = g.len() as u64;
    for v in short..n {
        for _ in 0..next() % 5 {
            let p = if next().is_multiple_of(2) {
                Player::Left
            } else {
                Player::Right
            };
            g.add_edge(v as u32, (next() % n) as u32, p);
        }
    }
    g
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_positions_off_every_cycle_are_valued() {
        // a = {0 | {a | *}}: a and {a|*} are on a cycle, 0 and * are not.
        let g: Graph = "a{0|{a|*}}".parse().unwrap();
        let v = all_values(&g);
        let short: Vec<Game> = v.iter().flatten().copied().collect();
        assert_eq!(v.iter().filter(|x| x.is_none()).count(), 2);
        assert_eq!(short.len(), 2);
        assert!(short.contains(&Game::zero()) && short.contains(&Game::star()));
    }

    #[test]
    fn a_pass_is_a_cycle() {
        let mut g = Graph::new();
        let on = g.add_vertex();
        g.add_edge(on, on, Player::Left);
        let zero = g.add_vertex();
        g.add_edge(on, zero, Player::Right);
        assert_eq!(all_values(&g), vec![None, Some(Game::zero())]);
    }

    #[test]
    fn loopfree_positions_take_their_canonical_options() {
        // {1, 0 | } is 2, whose one Left option is 1: 0 is dominated.
        let mut g = Graph::new();
        let two = g.add_vertex();
        let one = g.add_game(&Game::from(1)).unwrap();
        let zero = g.add_game(&Game::zero()).unwrap();
        g.add_edge(two, one, Player::Left);
        g.add_edge(two, zero, Player::Left);
        let (c, v) = canonical(&g, all_values(&g)).unwrap();
        assert_eq!(v[two as usize], Some(Game::from(2)));
        assert_eq!(c.options(two, Player::Left), &[one]);
        assert!(c.options(two, Player::Right).is_empty());
    }
}
