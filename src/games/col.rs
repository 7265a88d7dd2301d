//! Col and Snort on any graph (CGSuite's `GenCol`): a player colours an
//! uncoloured vertex with their colour; in Col not beside their own
//! colour, in Snort not beside the other's. Written in CGSuite's graph
//! notation with `.` for an uncoloured vertex and `-` an edge; as in
//! CGSuite, a coloured vertex is gone and kept only as the tint it leaves
//! on its neighbours, written `L` or `R` for the player who coloured
//! beside it.

use std::fmt;
use std::str::FromStr;

use super::partizan::{self, Partizan};
use super::{Entry, Kind};
use crate::rulesets::graph::{GraphError, Legend};
use crate::rulesets::{Normalized, Ruleset};
use crate::short::Player;

const FREE: u8 = 0;
const LEFT: u8 = 1;
const RIGHT: u8 = 2;

pub(super) const FORMAT: &str = "CGSuite's graph notation: vertices . (uncoloured), L and R, joined by -; (a;b) branches; :A names a vertex, and vertices of one name are one; as in L-.-.-.-L or .-.-.(-.;-.)";

/// A graph of Col or Snort: each vertex untinted, or tinted so that only
/// one player may still colour it (in Snort, the player who coloured beside
/// it; in Col, the other one).
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
/// ```
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct ColGraph {
    snort: bool,
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
        ColGraph::read(text, true)
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
        ColGraph::read(text, false)
    }

    /// Reads `text`. As in CGSuite, `L` or `R` on a vertex is a tint:
    /// that player has coloured a neighbour (the coloured vertices are
    /// gone). In Snort it is that player's alone to colour; in Col the
    /// other player's.
    fn read(text: &str, snort: bool) -> Result<ColGraph, GraphError> {
        let g = LEGEND.parse(text)?;
        let whose = |l: u8| match (l, snort) {
            (FREE, _) => FREE,
            (l, true) => l,
            (l, false) => LEFT + RIGHT - l,
        };
        let p = ColGraph {
            snort,
            labels: g.vertices.iter().map(|&l| whose(l)).collect(),
            edges: g.edges.iter().map(|&(a, b, ())| (a, b)).collect(),
        };
        Ok(p.without(&[]))
    }

    /// The marks of colouring `v` with `c` on its neighbours: an
    /// uncoloured one is tinted `c`, one tinted the other colour is dead
    /// (no one may colour it), listed in `dead`.
    fn tint_around(&mut self, v: u32, c: u8, dead: &mut Vec<u32>) {
        let other = LEFT + RIGHT - c;
        // In Snort a vertex beside `c` is `c`'s to colour; in Col it is the
        // other player's: either way the tint says whose it is.
        let mark = if self.snort { c } else { other };
        let neighbours: Vec<u32> = self
            .edges
            .iter()
            .filter_map(|&(a, b)| match (a == v, b == v) {
                (true, _) => Some(b),
                (_, true) => Some(a),
                _ => None,
            })
            .filter(|&w| w != v)
            .collect();
        for w in neighbours {
            match self.labels[w as usize] {
                FREE => self.labels[w as usize] = mark,
                l if l != mark => dead.push(w),
                _ => {}
            }
        }
    }

    /// The graph without the vertices `dead`, renumbered.
    fn without(&self, dead: &[u32]) -> ColGraph {
        let n = self.labels.len();
        let mut at = vec![u32::MAX; n];
        let mut labels = Vec::new();
        for v in 0..n as u32 {
            if !dead.contains(&v) {
                at[v as usize] = labels.len() as u32;
                labels.push(self.labels[v as usize]);
            }
        }
        let mut edges: Vec<(u32, u32)> = self
            .edges
            .iter()
            .filter(|e| at[e.0 as usize] != u32::MAX && at[e.1 as usize] != u32::MAX)
            .map(|&(a, b)| {
                let (a, b) = (at[a as usize], at[b as usize]);
                (a.min(b), a.max(b))
            })
            .collect();
        edges.sort_unstable();
        edges.dedup();
        ColGraph {
            snort: self.snort,
            labels: labels.into(),
            edges: edges.into(),
        }
    }

    /// Each vertex `player` may colour, in words, with the graph left.
    fn moves(&self, player: Player) -> Vec<(String, ColGraph)> {
        let (c, mine) = match player {
            Player::Left => (LEFT, LEFT),
            Player::Right => (RIGHT, RIGHT),
        };
        let mut out = Vec::new();
        for v in 0..self.labels.len() as u32 {
            let l = self.labels[v as usize];
            if l != FREE && l != mine {
                continue;
            }
            let mut p = self.clone();
            let mut dead = vec![v];
            p.tint_around(v, c, &mut dead);
            out.push((format!("colour vertex {}", v + 1), p.without(&dead)));
        }
        out
    }
}

impl Ruleset for ColGraph {
    fn left_moves(&self) -> Vec<ColGraph> {
        self.moves(Player::Left).into_iter().map(|m| m.1).collect()
    }

    fn right_moves(&self) -> Vec<ColGraph> {
        self.moves(Player::Right).into_iter().map(|m| m.1).collect()
    }

    /// The connected components.
    fn components(self) -> Vec<ColGraph> {
        let n = self.labels.len();
        let mut comp = vec![usize::MAX; n];
        let mut count = 0;
        for s in 0..n {
            if comp[s] != usize::MAX {
                continue;
            }
            comp[s] = count;
            let mut stack = vec![s as u32];
            while let Some(v) = stack.pop() {
                for &(a, b) in self.edges.iter() {
                    let w = match (a == v, b == v) {
                        (true, _) => b,
                        (_, true) => a,
                        _ => continue,
                    };
                    if comp[w as usize] == usize::MAX {
                        comp[w as usize] = count;
                        stack.push(w);
                    }
                }
            }
            count += 1;
        }
        if count <= 1 {
            return vec![self];
        }
        (0..count)
            .map(|k| {
                let dead: Vec<u32> = (0..n as u32).filter(|&v| comp[v as usize] != k).collect();
                self.without(&dead)
            })
            .collect()
    }

    fn normalized(self) -> Normalized<ColGraph> {
        Normalized::Same(self)
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
            let who = match (self.labels[v as usize], self.snort) {
                (FREE, _) => ".",
                (LEFT, true) | (RIGHT, false) => "L",
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

/// A Snort graph, for the catalogue's Snort entry.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub(super) struct SnortGraph(pub(super) ColGraph);

impl FromStr for SnortGraph {
    type Err = GraphError;

    fn from_str(s: &str) -> Result<SnortGraph, GraphError> {
        ColGraph::snort(s).map(SnortGraph)
    }
}

impl fmt::Display for SnortGraph {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

impl Ruleset for SnortGraph {
    fn left_moves(&self) -> Vec<SnortGraph> {
        self.0.left_moves().into_iter().map(SnortGraph).collect()
    }

    fn right_moves(&self) -> Vec<SnortGraph> {
        self.0.right_moves().into_iter().map(SnortGraph).collect()
    }

    fn components(self) -> Vec<SnortGraph> {
        self.0.components().into_iter().map(SnortGraph).collect()
    }

    fn normalized(self) -> Normalized<SnortGraph> {
        Normalized::Same(self)
    }
}

impl Partizan for SnortGraph {
    fn entry() -> &'static Entry {
        &super::snort::ENTRY
    }

    fn described_moves(&self, player: Player) -> Vec<(String, Self)> {
        self.0
            .moves(player)
            .into_iter()
            .map(|(t, p)| (t, SnortGraph(p)))
            .collect()
    }
}
