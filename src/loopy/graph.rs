//! Game graphs: finitely many positions, each with Left's and Right's
//! moves to other positions of the same graph, itself included (a pass).

use rustc_hash::FxHashMap;

use super::LoopyError;
use crate::short::{Game, Player};

/// A position's Left and Right options, listed once.
type Options = (Vec<Game>, Vec<Game>);

/// The most vertices a graph may have: short games are written out into
/// their subpositions (the integer 1000 alone is 1001 of them), and
/// comparing two graphs looks at every pair of their vertices.
pub const MAX_VERTICES: usize = 1 << 16;

/// The most moves (Left's and Right's together) a graph may have. A short
/// game's moves can far outnumber its positions: `*n` has `n + 1`
/// positions and `n(n + 1)` moves, so `*1023` fits and `*1024` does not.
/// Comparing graphs looks at each pair of positions with its moves, save
/// where both positions are short and of many moves, which are compared as
/// short games (`a{*1000|a}` takes under a second); give a budget
/// ([`crate::budget`]) to bound the time.
pub const MAX_EDGES: usize = 1 << 20;

/// A finite game graph. Each vertex is a position; its Left edges and Right
/// edges lead to the positions each player can move to. A vertex may be
/// its own option (`pass`), and moves may go round in cycles.
///
/// ```
/// use combinatorial_games::loopy::Graph;
/// use combinatorial_games::Player;
/// // on = {pass |}: Left may pass for ever, Right has no move.
/// let mut g = Graph::new();
/// let on = g.add_vertex();
/// g.add_edge(on, on, Player::Left);
/// assert_eq!(g.options(on, Player::Left), &[on]);
/// assert!(g.options(on, Player::Right).is_empty());
/// ```
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Graph {
    left: Vec<Vec<u32>>,
    right: Vec<Vec<u32>>,
    /// How many moves `left` and `right` hold, kept as they change.
    edges: usize,
}

impl Graph {
    /// A graph without vertices.
    ///
    /// ```
    /// assert_eq!(combinatorial_games::loopy::Graph::new().len(), 0);
    /// ```
    pub fn new() -> Graph {
        Graph::default()
    }

    /// How many vertices the graph has.
    ///
    /// ```
    /// let mut g = combinatorial_games::loopy::Graph::new();
    /// g.add_vertex();
    /// assert_eq!(g.len(), 1);
    /// ```
    pub fn len(&self) -> usize {
        self.left.len()
    }

    /// Whether the graph has no vertices.
    ///
    /// ```
    /// assert!(combinatorial_games::loopy::Graph::new().is_empty());
    /// ```
    pub fn is_empty(&self) -> bool {
        self.left.is_empty()
    }

    /// How many moves the graph has, Left's and Right's together.
    ///
    /// ```
    /// use combinatorial_games::{loopy::Graph, Game};
    /// let mut g = Graph::new();
    /// g.add_game(&Game::nimber(3)).unwrap();   // *3, *2, * and 0
    /// assert_eq!(g.edge_count(), 12);          // 3 + 2 + 1 moves for each
    /// ```
    pub fn edge_count(&self) -> usize {
        self.edges
    }

    /// Adds a vertex without moves and returns it.
    ///
    /// ```
    /// let mut g = combinatorial_games::loopy::Graph::new();
    /// assert_eq!((g.add_vertex(), g.add_vertex()), (0, 1));
    /// ```
    pub fn add_vertex(&mut self) -> u32 {
        self.left.push(Vec::new());
        self.right.push(Vec::new());
        u32::try_from(self.left.len() - 1).expect("fewer than 2^32 vertices")
    }

    /// Adds a move for `player` from `from` to `to` (once: a repeated edge
    /// is ignored).
    ///
    /// # Panics
    ///
    /// If either vertex is not in the graph.
    ///
    /// ```
    /// use combinatorial_games::{loopy::Graph, Player};
    /// let mut g = Graph::new();
    /// let (a, b) = (g.add_vertex(), g.add_vertex());
    /// g.add_edge(a, b, Player::Right);
    /// g.add_edge(a, b, Player::Right);
    /// assert_eq!(g.options(a, Player::Right), &[b]);
    /// ```
    pub fn add_edge(&mut self, from: u32, to: u32, player: Player) {
        assert!(
            (to as usize) < self.len(),
            "vertex {to} is not in the graph"
        );
        let edges = self.edges_mut(from, player);
        if !edges.contains(&to) {
            edges.push(to);
            self.edges += 1;
        }
    }

    /// The vertices `player` can move to from `v`.
    ///
    /// # Panics
    ///
    /// If `v` is not in the graph.
    ///
    /// ```
    /// use combinatorial_games::{loopy::Graph, Game, Player};
    /// let mut g = Graph::new();
    /// let star = g.add_game(&Game::star()).unwrap();
    /// let zero = g.options(star, Player::Left)[0];
    /// assert!(g.options(zero, Player::Left).is_empty());
    /// ```
    pub fn options(&self, v: u32, player: Player) -> &[u32] {
        match player {
            Player::Left => &self.left[v as usize],
            Player::Right => &self.right[v as usize],
        }
    }

    fn edges_mut(&mut self, v: u32, player: Player) -> &mut Vec<u32> {
        match player {
            Player::Left => &mut self.left[v as usize],
            Player::Right => &mut self.right[v as usize],
        }
    }

    /// Adds the short game `g` with all its subpositions (each once) and
    /// returns its vertex.
    ///
    /// # Errors
    ///
    /// [`LoopyError::TooLarge`] if the graph would pass [`MAX_VERTICES`],
    /// [`LoopyError::TooManyMoves`] if it would pass [`MAX_EDGES`]; either
    /// is found before the walk has listed more than [`MAX_EDGES`] moves.
    ///
    /// ```
    /// use combinatorial_games::{loopy::{Graph, LoopyError}, Game};
    /// let mut g = Graph::new();
    /// g.add_game(&Game::up()).unwrap();      // ↑ = {0|*}, * = {0|0}: three positions
    /// assert_eq!(g.len(), 3);
    /// assert!(g.add_game(&Game::from(1_000_000)).is_err());
    /// // *10000 has 10 001 positions but 100 010 000 moves.
    /// let e = g.add_game(&Game::nimber(10_000)).unwrap_err();
    /// assert!(matches!(e, LoopyError::TooManyMoves { .. }));
    /// // *(2^64 - 1) has more options than a list can hold.
    /// assert!(g.add_game(&Game::nimber(u64::MAX)).is_err());
    /// ```
    pub fn add_game(&mut self, g: &Game) -> Result<u32, LoopyError> {
        let mut seen = FxHashMap::default();
        self.add_game_with(g, &mut seen)
    }

    /// As [`Graph::add_game`], sharing the vertices of games already added
    /// through `seen`.
    pub(crate) fn add_game_with(
        &mut self,
        g: &Game,
        seen: &mut FxHashMap<Game, u32>,
    ) -> Result<u32, LoopyError> {
        if let Some(&v) = seen.get(g) {
            return Ok(v);
        }
        // A nimber past 2^20 cannot even have its options listed, and one
        // with more options than a graph's vertices does not fit.
        if g.check_expandable().is_err() {
            return Err(LoopyError::TooLarge {
                limit: MAX_VERTICES,
            });
        }
        // Depth-first without recursion: a game may be thousands deep. Each
        // game is counted when first opened, so that an integer like 10^18
        // is refused at once rather than walked down.
        let mut opened = rustc_hash::FxHashSet::default();
        // Moves listed so far, counted as they are listed: the walk holds
        // them until their game is placed, so this bounds its memory too.
        let mut edges = self.edge_count();
        // An entry is a game to open, or one whose options are all placed,
        // carried with them so they are listed once.
        let mut work: Vec<(Game, Option<Options>)> = vec![(*g, None)];
        while let Some((h, options)) = work.pop() {
            if seen.contains_key(&h) {
                continue;
            }
            let Some((l, r)) = options else {
                if !opened.insert(h) {
                    continue;
                }
                if self.len() + opened.len() > MAX_VERTICES {
                    return Err(LoopyError::TooLarge {
                        limit: MAX_VERTICES,
                    });
                }
                crate::budget::step();
                // Counted before they are listed: `*m` is refused before
                // its 2m options are made.
                let count = h.option_count();
                if edges as u128 + count > MAX_EDGES as u128 {
                    return Err(LoopyError::TooManyMoves { limit: MAX_EDGES });
                }
                edges += count as usize;
                let (l, r) = (h.left_options(), h.right_options());
                let new: Vec<Game> = l
                    .iter()
                    .chain(&r)
                    .filter(|o| !seen.contains_key(o))
                    .copied()
                    .collect();
                work.push((h, Some((l, r))));
                work.extend(new.into_iter().map(|o| (o, None)));
                continue;
            };
            let v = self.add_vertex();
            self.set_options(v, Player::Left, l.iter().map(|o| seen[o]).collect());
            self.set_options(v, Player::Right, r.iter().map(|o| seen[o]).collect());
            seen.insert(h, v);
        }
        Ok(seen[g])
    }

    /// The same positions with the players' roles exchanged: the graph of
    /// `-G` for each vertex `G`.
    ///
    /// ```
    /// use combinatorial_games::{loopy::Graph, Player};
    /// let mut g = Graph::new();
    /// let on = g.add_vertex();
    /// g.add_edge(on, on, Player::Left);
    /// assert_eq!(g.negated().options(on, Player::Right), &[on]);   // off
    /// ```
    pub fn negated(&self) -> Graph {
        Graph {
            left: self.right.clone(),
            right: self.left.clone(),
            edges: self.edges,
        }
    }

    /// The vertices reachable from `start` (itself first), renumbered in
    /// the order they are first reached, as a graph of their own whose
    /// vertex 0 is `start`.
    pub(crate) fn packed(&self, start: u32) -> Graph {
        let mut index: FxHashMap<u32, u32> = FxHashMap::default();
        let mut order = vec![start];
        index.insert(start, 0);
        let mut i = 0;
        while i < order.len() {
            let v = order[i];
            for &w in self.left[v as usize].iter().chain(&self.right[v as usize]) {
                if let std::collections::hash_map::Entry::Vacant(e) = index.entry(w) {
                    e.insert(order.len() as u32);
                    order.push(w);
                }
            }
            i += 1;
        }
        let map = |edges: &Vec<u32>| edges.iter().map(|w| index[w]).collect();
        let (left, right): (Vec<Vec<u32>>, Vec<Vec<u32>>) = (
            order.iter().map(|&v| map(&self.left[v as usize])).collect(),
            order
                .iter()
                .map(|&v| map(&self.right[v as usize]))
                .collect(),
        );
        let edges = left.iter().chain(&right).map(Vec::len).sum();
        Graph { left, right, edges }
    }

    /// The graph of the sum `G + H` of vertex `a` here and vertex `b` of
    /// `other`: its positions are the pairs reachable from `(a, b)`, and a
    /// move is a move in either component. Vertex 0 is `(a, b)`.
    pub(crate) fn sum(&self, a: u32, other: &Graph, b: u32) -> Result<Graph, LoopyError> {
        let mut index: FxHashMap<(u32, u32), u32> = FxHashMap::default();
        let mut order = vec![(a, b)];
        index.insert((a, b), 0);
        let mut sum = Graph::new();
        let mut i = 0;
        while i < order.len() {
            let (x, y) = order[i];
            sum.add_vertex();
            for player in [Player::Left, Player::Right] {
                let moves = self.options(x, player).iter().map(|&x2| (x2, y));
                let moves = moves.chain(other.options(y, player).iter().map(|&y2| (x, y2)));
                for pair in moves {
                    crate::budget::step();
                    if sum.edges >= MAX_EDGES {
                        return Err(LoopyError::TooManyMoves { limit: MAX_EDGES });
                    }
                    let to = match index.get(&pair) {
                        Some(&t) => t,
                        None => {
                            let t = order.len() as u32;
                            if order.len() >= MAX_VERTICES {
                                return Err(LoopyError::TooLarge {
                                    limit: MAX_VERTICES,
                                });
                            }
                            index.insert(pair, t);
                            order.push(pair);
                            t
                        }
                    };
                    sum.edges_mut(i as u32, player).push(to);
                    sum.edges += 1;
                }
            }
            i += 1;
        }
        Ok(sum)
    }

    /// Copies `other` in and returns where its vertex 0 went.
    pub(crate) fn embed(&mut self, other: &Graph) -> Result<u32, LoopyError> {
        let base = self.len();
        if base + other.len() > MAX_VERTICES {
            return Err(LoopyError::TooLarge {
                limit: MAX_VERTICES,
            });
        }
        if self.edge_count() + other.edge_count() > MAX_EDGES {
            return Err(LoopyError::TooManyMoves { limit: MAX_EDGES });
        }
        let shift = |e: &Vec<u32>| e.iter().map(|w| w + base as u32).collect::<Vec<u32>>();
        self.left.extend(other.left.iter().map(shift));
        self.right.extend(other.right.iter().map(shift));
        self.edges += other.edges;
        Ok(base as u32)
    }

    /// Whether no infinite play alternates between the players from any
    /// position: a *stopper*. Equivalently, the positions paired with the
    /// player to move, joined by that player's moves, have no cycle.
    ///
    /// ```
    /// use combinatorial_games::{loopy::Graph, Player};
    /// let mut g = Graph::new();
    /// let dud = g.add_vertex();               // dud = {pass | pass}
    /// g.add_edge(dud, dud, Player::Left);
    /// assert!(g.is_stopper());                // {pass |} = on
    /// g.add_edge(dud, dud, Player::Right);
    /// assert!(!g.is_stopper());
    /// ```
    pub fn is_stopper(&self) -> bool {
        // A state is 2v (Left to move at v) or 2v+1 (Right to move).
        let n = self.len() * 2;
        let next = |s: usize| -> &[u32] {
            let v = s / 2;
            if s.is_multiple_of(2) {
                &self.left[v]
            } else {
                &self.right[v]
            }
        };
        let mut indegree = vec![0u32; n];
        for s in 0..n {
            for &w in next(s) {
                indegree[2 * w as usize + (1 - s % 2)] += 1;
            }
        }
        let mut ready: Vec<usize> = (0..n).filter(|&s| indegree[s] == 0).collect();
        let mut removed = 0;
        while let Some(s) = ready.pop() {
            removed += 1;
            for &w in next(s) {
                let t = 2 * w as usize + (1 - s % 2);
                indegree[t] -= 1;
                if indegree[t] == 0 {
                    ready.push(t);
                }
            }
        }
        removed == n
    }

    /// Whether no position can be reached again: the graph of a short game.
    ///
    /// ```
    /// use combinatorial_games::{loopy::Graph, Game};
    /// let mut g = Graph::new();
    /// g.add_game(&Game::up()).unwrap();
    /// assert!(g.is_loopfree());
    /// ```
    pub fn is_loopfree(&self) -> bool {
        self.acyclic(false)
    }

    /// Whether every cycle is a single pass: a *plumtree*.
    ///
    /// ```
    /// use combinatorial_games::{loopy::Graph, Player};
    /// let mut g = Graph::new();
    /// let (a, b) = (g.add_vertex(), g.add_vertex());
    /// g.add_edge(a, a, Player::Left);
    /// assert!(g.is_plumtree());
    /// g.add_edge(a, b, Player::Right);
    /// g.add_edge(b, a, Player::Left);
    /// assert!(!g.is_plumtree());
    /// ```
    pub fn is_plumtree(&self) -> bool {
        self.acyclic(true)
    }

    /// Whether the graph has no cycle, passes aside when `skip_passes`.
    fn acyclic(&self, skip_passes: bool) -> bool {
        let n = self.len();
        let targets = |v: usize| {
            self.left[v]
                .iter()
                .chain(&self.right[v])
                .copied()
                .filter(move |&w| !(skip_passes && w as usize == v))
        };
        let mut indegree = vec![0u32; n];
        for v in 0..n {
            for w in targets(v) {
                indegree[w as usize] += 1;
            }
        }
        let mut ready: Vec<usize> = (0..n).filter(|&v| indegree[v] == 0).collect();
        let mut removed = 0;
        while let Some(v) = ready.pop() {
            removed += 1;
            for w in targets(v) {
                indegree[w as usize] -= 1;
                if indegree[w as usize] == 0 {
                    ready.push(w as usize);
                }
            }
        }
        removed == n
    }

    /// The graph with every edge reversed, for walking back from a vertex
    /// to the positions that move to it.
    pub(crate) fn reversed(&self) -> Graph {
        let mut r = Graph {
            left: vec![Vec::new(); self.len()],
            right: vec![Vec::new(); self.len()],
            edges: self.edges,
        };
        for v in 0..self.len() {
            for &w in &self.left[v] {
                r.left[w as usize].push(v as u32);
            }
            for &w in &self.right[v] {
                r.right[w as usize].push(v as u32);
            }
        }
        r
    }

    /// Replaces the options of `v` for `player`.
    pub(crate) fn set_options(&mut self, v: u32, player: Player, options: Vec<u32>) {
        let edges = self.edges + options.len();
        let old = std::mem::replace(self.edges_mut(v, player), options);
        self.edges = edges - old.len();
    }
}

impl std::str::FromStr for Graph {
    type Err = LoopyError;

    /// Reads a loopy game in CGSuite's notation as its graph, the game at
    /// vertex 0 and only the positions reachable from it.
    ///
    /// ```
    /// use combinatorial_games::loopy::Graph;
    /// let g: Graph = "a{0|{a|*}}".parse().unwrap();
    /// assert_eq!(g.len(), 4);          // a, {a|*}, 0 and *
    /// ```
    fn from_str(s: &str) -> Result<Graph, LoopyError> {
        let (g, v) = crate::expr::read_loopy_graph(s)?;
        Ok(g.packed(v))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sum_of_on_and_a_number_keeps_the_pass() {
        let mut g = Graph::new();
        let on = g.add_vertex();
        g.add_edge(on, on, Player::Left);
        let mut h = Graph::new();
        let one = h.add_game(&Game::from(1)).unwrap();
        let s = g.sum(on, &h, one).unwrap();
        // (on, 1) and (on, 0): Left passes or moves 1 to 0.
        assert_eq!(s.len(), 2);
        assert_eq!(s.options(0, Player::Left).len(), 2);
        assert!(s.is_stopper());
    }

    #[test]
    fn packing_drops_unreachable_vertices() {
        let mut g = Graph::new();
        let (a, b, c) = (g.add_vertex(), g.add_vertex(), g.add_vertex());
        g.add_edge(c, a, Player::Left);
        g.add_edge(b, c, Player::Right);
        let p = g.packed(c);
        assert_eq!(p.len(), 2);
        assert_eq!(p.options(0, Player::Left), &[1]);
    }
}
