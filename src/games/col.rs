//! Col, Snort, Fjords and the rest of CGSuite's `GenCol` on any graph: a
//! player colours a vertex with their colour. Written in CGSuite's graph
//! notation with `.` for an uncoloured vertex and `-` an edge; as in
//! CGSuite, a coloured vertex is gone and kept only as the tint it leaves
//! on its neighbours, written `L` or `R` for the player who coloured
//! beside it. The rules ([`ColRules`]) say which tints each player may
//! colour: in Col not beside their own colour, in Snort not beside the
//! other's, in Fjords only beside their own. A vertex beside both colours
//! is gone.

use std::fmt;
use std::str::FromStr;

use super::partizan::{self, Partizan};
use super::{Entry, Kind};
use crate::rulesets::graph::{GraphError, Legend, component_ids};
use crate::rulesets::{Normalized, Ruleset};
use crate::short::Player;

pub use super::col_rules::ColRules;
use super::col_rules::{FREE, LEFT, RIGHT, tint_of};

pub(super) const FORMAT: &str = "CGSuite's graph notation: vertices . (uncoloured), L and R, joined by -; (a;b) branches; :A names a vertex, and vertices of one name are one; as in L-.-.-.-L or .-.-.(-.;-.)";

/// A graph of Col, Snort or another game of [`ColRules`]: each vertex
/// untinted, or tinted by the player who coloured beside it.
///
/// ```
/// use combinatorial_games::games::ColGraph;
/// use combinatorial_games::rulesets::Ruleset;
/// // Snort on a path of two: whoever colours one end leaves the other to
/// // themselves only: {1|-1} = ±1.
/// assert_eq!(ColGraph::snort(".-.").unwrap().value().to_string(), "+-1");
/// // Col on the same path: the first colour leaves the other end to the
/// // opponent only: {-1|1} = 0.
/// assert_eq!(ColGraph::col(".-.").unwrap().value().to_string(), "0");
/// // Fjords: a player colours only beside their own colour.
/// assert_eq!(ColGraph::fjords("L-.-.").unwrap().value().to_string(), "3");
/// ```
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct ColGraph {
    rules: ColRules,
    labels: Box<[u8]>,
    edges: Box<[(u32, u32)]>,
}

const LEGEND: Legend<u8, ()> = Legend {
    game: "Col or Snort",
    format: FORMAT,
    vertices: &[("L", LEFT), ("R", RIGHT)],
    edges: &[],
    plain_vertex: Some(FREE),
    plain_edge: Some(()),
    vertex_word: None,
};

impl ColGraph {
    /// A Snort graph in CGSuite's notation.
    ///
    /// # Errors
    ///
    /// [`GraphError`] for text that is not such a graph.
    ///
    /// ```
    /// use combinatorial_games::games::ColGraph;
    /// assert!(ColGraph::snort("L-x").is_err());
    /// ```
    pub fn snort(text: &str) -> Result<ColGraph, GraphError> {
        ColGraph::with_rules(ColRules::SNORT, text)
    }

    /// A Col graph in CGSuite's notation.
    ///
    /// # Errors
    ///
    /// [`GraphError`] for text that is not such a graph.
    ///
    /// ```
    /// use combinatorial_games::games::ColGraph;
    /// use combinatorial_games::rulesets::Ruleset;
    /// // A lone uncoloured vertex: either player colours it: *.
    /// assert_eq!(ColGraph::col(".").unwrap().value().to_string(), "*");
    /// ```
    pub fn col(text: &str) -> Result<ColGraph, GraphError> {
        ColGraph::with_rules(ColRules::COL, text)
    }

    /// A Fjords graph in CGSuite's notation: a player may colour only a
    /// vertex beside their own colour, so that a graph needs tints to be
    /// played at all.
    ///
    /// # Errors
    ///
    /// [`GraphError`] for text that is not such a graph.
    ///
    /// ```
    /// use combinatorial_games::games::ColGraph;
    /// use combinatorial_games::rulesets::Ruleset;
    /// // Left's vertex beside Right's: whoever colours first removes the
    /// // other's: {0|0} = *.
    /// assert_eq!(ColGraph::fjords("L-R").unwrap().value().to_string(), "*");
    /// assert_eq!(ColGraph::fjords(".-.").unwrap().value().to_string(), "0");
    /// ```
    pub fn fjords(text: &str) -> Result<ColGraph, GraphError> {
        ColGraph::with_rules(ColRules::FJORDS, text)
    }

    /// A graph in CGSuite's notation, played by `rules`. As in CGSuite,
    /// `L` or `R` on a vertex is a tint: that player has coloured a
    /// neighbour (the coloured vertices are gone).
    ///
    /// # Errors
    ///
    /// [`GraphError`] for text that is not such a graph.
    ///
    /// ```
    /// use combinatorial_games::games::{ColGraph, ColRules};
    /// use combinatorial_games::rulesets::Ruleset;
    /// use combinatorial_games::short::Player::{Left, Right};
    /// // Left colours any vertex, and Right none.
    /// let rules = ColRules::new(&[None, Some(Left), Some(Right)], &[]);
    /// let g = ColGraph::with_rules(rules, ".-.").unwrap();
    /// // Left colours both vertices, one after the other: 2.
    /// assert_eq!(g.value().to_string(), "2");
    /// assert_eq!(g.rules(), rules);
    /// ```
    pub fn with_rules(rules: ColRules, text: &str) -> Result<ColGraph, GraphError> {
        let g = LEGEND.parse(text)?;
        // Edges as (lower, higher), sorted and each once: the order
        // `keep` and `normalized` rely on.
        let mut edges: Vec<(u32, u32)> = g
            .edges
            .iter()
            .map(|&(a, b, ())| (a.min(b), a.max(b)))
            .collect();
        edges.sort_unstable();
        edges.dedup();
        Ok(ColGraph {
            rules,
            labels: g.vertices.into(),
            edges: edges.into(),
        })
    }

    /// The rules the graph is played by.
    ///
    /// ```
    /// use combinatorial_games::games::{ColGraph, ColRules};
    /// assert_eq!(ColGraph::snort(".").unwrap().rules(), ColRules::SNORT);
    /// ```
    pub fn rules(&self) -> ColRules {
        self.rules
    }

    /// Each vertex's neighbours (a loop not counted), as offsets into one
    /// list: the neighbours of `v` are `list[at[v]..at[v + 1]]`.
    fn neighbours(&self) -> (Vec<u32>, Vec<u32>) {
        let n = self.labels.len();
        let mut at = vec![0u32; n + 1];
        for &(a, b) in self.edges.iter().filter(|e| e.0 != e.1) {
            at[a as usize + 1] += 1;
            at[b as usize + 1] += 1;
        }
        for v in 0..n {
            at[v + 1] += at[v];
        }
        let mut fill = at.clone();
        let mut list = vec![0u32; at[n] as usize];
        for &(a, b) in self.edges.iter().filter(|e| e.0 != e.1) {
            list[fill[a as usize] as usize] = b;
            fill[a as usize] += 1;
            list[fill[b as usize] as usize] = a;
            fill[b as usize] += 1;
        }
        (at, list)
    }

    /// The graph with the vertices marked in `dead` gone and the others
    /// renumbered in order, relabelled by `label`. Renumbering in order
    /// keeps the edges sorted and distinct.
    fn keep(&self, dead: &[bool], label: impl Fn(usize) -> u8) -> ColGraph {
        let n = self.labels.len();
        let mut at = vec![u32::MAX; n];
        let mut labels = Vec::with_capacity(n);
        for v in 0..n {
            if !dead[v] {
                at[v] = labels.len() as u32;
                labels.push(label(v));
            }
        }
        let edges: Vec<(u32, u32)> = self
            .edges
            .iter()
            .filter(|e| !dead[e.0 as usize] && !dead[e.1 as usize])
            .map(|&(a, b)| (at[a as usize], at[b as usize]))
            .collect();
        ColGraph {
            rules: self.rules,
            labels: labels.into(),
            edges: edges.into(),
        }
    }

    /// Each vertex `player` may colour, in words, with the graph left:
    /// the coloured vertex is gone, an untinted neighbour takes the
    /// player's tint, and a neighbour of the other's tint is gone (it is
    /// beside both colours).
    fn moves(&self, player: Player) -> Vec<(String, ColGraph)> {
        self.moves_by(player, |v| format!("colour vertex {}", v + 1))
    }

    /// The moves, each named by `name` of the vertex coloured.
    fn moves_by<T>(&self, player: Player, name: impl Fn(usize) -> T) -> Vec<(T, ColGraph)> {
        let mark = tint_of(player);
        let other = tint_of(player.other());
        let (at, list) = self.neighbours();
        let n = self.labels.len();
        let mut dead = vec![false; n];
        let mut out = Vec::new();
        for v in 0..n {
            if !self.rules.permits_tint(player, self.labels[v]) {
                continue;
            }
            let around = &list[at[v] as usize..at[v + 1] as usize];
            dead[v] = true;
            for &w in around {
                if self.labels[w as usize] == other {
                    dead[w as usize] = true;
                }
            }
            let label = |u: usize| match self.labels[u] {
                FREE if around.contains(&(u as u32)) => mark,
                l => l,
            };
            out.push((name(v), self.keep(&dead, label)));
            dead[v] = false;
            for &w in around {
                dead[w as usize] = false;
            }
        }
        out
    }
}

impl Ruleset for ColGraph {
    fn left_moves(&self) -> Vec<ColGraph> {
        self.moves_by(Player::Left, |_| ())
            .into_iter()
            .map(|m| m.1)
            .collect()
    }

    fn right_moves(&self) -> Vec<ColGraph> {
        self.moves_by(Player::Right, |_| ())
            .into_iter()
            .map(|m| m.1)
            .collect()
    }

    /// The connected components.
    fn components(self) -> Vec<ColGraph> {
        let n = self.labels.len();
        let (comp, count) = component_ids(n, &self.edges);
        if count <= 1 {
            return vec![self];
        }
        // Each component's vertices in order, renumbered from 0: the
        // edges stay sorted.
        let mut at = vec![0u32; n];
        let mut labels: Vec<Vec<u8>> = vec![Vec::new(); count as usize];
        for v in 0..n {
            let k = comp[v] as usize;
            at[v] = labels[k].len() as u32;
            labels[k].push(self.labels[v]);
        }
        let mut edges: Vec<Vec<(u32, u32)>> = vec![Vec::new(); count as usize];
        for &(a, b) in self.edges.iter() {
            edges[comp[a as usize] as usize].push((at[a as usize], at[b as usize]));
        }
        labels
            .into_iter()
            .zip(edges)
            .map(|(labels, edges)| ColGraph {
                rules: self.rules,
                labels: labels.into(),
                edges: edges.into(),
            })
            .collect()
    }

    /// The least of four equal or opposite positions: the graph with its
    /// vertices numbered the other way round (a path read from its other
    /// end, a grid turned half round: the same value), and either with
    /// the tints and the rules swapped (the players' roles swapped: the
    /// negative).
    fn normalized(self) -> Normalized<ColGraph> {
        let n = self.labels.len() as u32;
        let swap = |l: &u8| match *l {
            LEFT => RIGHT,
            RIGHT => LEFT,
            l => l,
        };
        let reversed_labels: Vec<u8> = self.labels.iter().rev().copied().collect();
        let mut reversed_edges: Vec<(u32, u32)> = self
            .edges
            .iter()
            .map(|&(a, b)| (n - 1 - b, n - 1 - a))
            .collect();
        reversed_edges.sort_unstable();
        let swapped: Vec<u8> = self.labels.iter().map(swap).collect();
        let swapped_reversed: Vec<u8> = reversed_labels.iter().map(swap).collect();
        let (same, other) = (self.rules, self.rules.swapped());
        // (rules, labels, edges) of each, the last two negated; the first
        // least one wins.
        let candidates = [
            (same, &self.labels[..], &self.edges[..]),
            (same, &reversed_labels[..], &reversed_edges[..]),
            (other, &swapped[..], &self.edges[..]),
            (other, &swapped_reversed[..], &reversed_edges[..]),
        ];
        let best = (1..4).fold(0, |b, i| if candidates[i] < candidates[b] { i } else { b });
        if best == 0 {
            return Normalized::Same(self);
        }
        let (rules, labels, edges) = candidates[best];
        let negated = best >= 2;
        let g = ColGraph {
            rules,
            labels: labels.into(),
            edges: edges.into(),
        };
        if negated {
            Normalized::Negated(g)
        } else {
            Normalized::Same(g)
        }
    }
}

impl fmt::Display for ColGraph {
    /// The graph in CGSuite's notation, read back as the same graph: the
    /// first vertex, then the others and the edges as branches, each
    /// vertex named by its number.
    ///
    /// ```
    /// use combinatorial_games::games::ColGraph;
    /// let g = ColGraph::snort("L-.-.(-R;-.)").unwrap();
    /// assert_eq!(ColGraph::snort(&g.to_string()).unwrap(), g);
    /// ```
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // A tint written as CGSuite does: the player who coloured beside.
        let vertex = |v: u32| {
            let who = match self.labels[v as usize] {
                FREE => ".",
                LEFT => "L",
                _ => "R",
            };
            format!("{who}:{{{v}}}")
        };
        if self.labels.is_empty() {
            return Ok(());
        }
        let name = |v: u32| format!(":{{{v}}}");
        let mut parts: Vec<String> = (1..self.labels.len() as u32).map(vertex).collect();
        parts.extend(
            self.edges
                .iter()
                .map(|&(a, b)| format!("{}-{}", name(a), name(b))),
        );
        write!(f, "{}({})", vertex(0), parts.join(";"))
    }
}

impl FromStr for ColGraph {
    type Err = GraphError;

    /// Col, written in CGSuite's graph notation.
    fn from_str(s: &str) -> Result<ColGraph, GraphError> {
        ColGraph::col(s)
    }
}

/// Col in the catalogue.
pub static ENTRY: Entry = Entry {
    id: "col",
    aliases: &[],
    name: "Col",
    expr_name: "Col",
    about: "Players colour the vertices of a graph, Left blue (L) and Right red (R), never two neighbours alike.",
    format: FORMAT,
    example: "R-.-R-.-L-.-R-.-R-.",
    kind: Kind::Partizan,
    valued_by: "canonical form from the moves, the graph split into connected components",
    sides: Some(["L", "R"]),
    read: partizan::read::<ColGraph>,
    heap: None,
};

impl Partizan for ColGraph {
    fn entry() -> &'static Entry {
        &ENTRY
    }

    fn described_moves(&self, player: Player) -> Vec<(String, Self)> {
        self.moves(player)
    }
}
