//! Hackenbush on any graph (CGSuite's `GenHackenbush`): blue (`l`, Left's),
//! red (`r`, Right's) and green (`e`, either's) edges; a player removes an
//! edge they may, and whatever is no longer joined to the ground falls.
//! The ground is the first vertex written. In Childish Hackenbush a blue
//! or red edge may only be removed when nothing falls with it.

use std::fmt;

use rustc_hash::FxHashMap;
use thiserror::Error;

use std::sync::Mutex;

use super::hackenbush_bits::{self, Picture};
use super::hackenbush_large;
use super::hackenbush_rules::ChildishEdges;
use super::{Entry, Kind};
use crate::rulesets::graph::{GraphError, Legend};
use crate::rulesets::{Normalized, Ruleset};
use crate::short::Player;

/// An edge: its ends and its colour.
type Edge = (u32, u32, u8);

const BLUE: u8 = 0;
const RED: u8 = 1;
const GREEN: u8 = 2;

pub(super) const FORMAT: &str = "CGSuite's graph notation: edges l (blue, Left's), r (red, Right's) and e (green) from the ground, the first vertex; (a;b) branches; :A names a vertex, and vertices of one name are one; as in l(l;rl) or :{ground}llrr:{ground}";

const LEGEND: Legend<(), u8> = Legend {
    game: "Hackenbush",
    format: FORMAT,
    vertices: &[],
    edges: &[("l", BLUE), ("r", RED), ("e", GREEN)],
    plain_vertex: Some(()),
    plain_edge: None,
    vertex_word: None,
};

/// The most positions the memos of a picture may hold for the picture to
/// be kept after it is valued (see [`HackenbushGraph`]'s `value`): about
/// 200 MB.
const KEPT: usize = 1 << 22;

/// The last picture valued, with its memos and its moves
/// (each as written by [`HackenbushGraph::moves`], with the edges left).
struct Last {
    picture: HackenbushGraph,
    bits: Picture,
    moves: Vec<(HackenbushGraph, u64)>,
}

/// The last picture valued (on any thread).
static LAST: Mutex<Option<Last>> = Mutex::new(None);

/// Lets go of the last picture: [`crate::rulesets::clear_tables`] calls it.
fn forget_last() {
    *LAST.lock().unwrap_or_else(|e| e.into_inner()) = None;
}

/// Why a string is not a Hackenbush picture.
///
/// ```
/// use combinatorial_games::games::{HackenbushGraph, HackenbushGraphError};
/// assert_eq!(HackenbushGraph::new("", false).unwrap_err(), HackenbushGraphError::Empty);
/// // A branch mark outside brackets: not CGSuite's graph notation.
/// let e = HackenbushGraph::new("l;l", false).unwrap_err();
/// assert!(matches!(e, HackenbushGraphError::Graph(_)));
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum HackenbushGraphError {
    /// Not a graph in CGSuite's notation.
    #[error(transparent)]
    Graph(#[from] GraphError),
    /// No vertex at all, so no ground.
    #[error("that graph is empty (no ground): write its edges from the ground, as in l(l;rl)")]
    Empty,
    /// Edges not joined to the ground.
    #[error(
        "that graph is not connected: every edge must be joined to the ground, the first vertex"
    )]
    Disconnected,
}

/// A Hackenbush picture on a graph; vertex 0 is the ground.
///
/// [`Ruleset::value`] of a picture of at most 64 edges searches its
/// positions as sets of edges: green parts are valued by the fusion and
/// colon principles with no search, blue-red parts as numbers (outside
/// Childish Hackenbush), the rest by canonical forms. The search remembers
/// at most 2^23 positions of each kind (about 0.7 GB) and, when full,
/// starts remembering again, slower but still right; the last picture
/// valued is kept (if it remembered at most 2^22 positions,
/// about 200 MB) so that its moves are valued from it. Blue-red trees are
/// valued there with no search (the colon principle).
///
/// A picture of more than 64 edges is the sum of its parts at the ground,
/// each valued as a picture of its own. A part that still has more than
/// 64 edges is valued with no search when it is green or a blue-red tree
/// (outside Childish Hackenbush), of any size; any other goes through the
/// general solver.
///
/// ```
/// use combinatorial_games::games::HackenbushGraph;
/// use combinatorial_games::rulesets::Ruleset;
/// // A blue edge with a blue and a red edge on top (Winning Ways ch. 2's
/// // tree): {1, 2 | 1 + 1/2 ...}; CGSuite gives 3/2 for l(l;rl).
/// let t = HackenbushGraph::new("l(l;rl)", false).unwrap();
/// assert_eq!(t.value().to_string(), "3/2");
/// // Seven green edges in a stalk: *7.
/// assert_eq!(HackenbushGraph::new("eeeeeee", false).unwrap().value().to_string(), "*7");
/// ```
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct HackenbushGraph {
    /// The childish colours, bit `c` for colour `c`.
    childish: u8,
    vertices: u32,
    edges: Box<[(u32, u32, u8)]>,
}

impl HackenbushGraph {
    /// The picture `text` in CGSuite's graph notation; `childish` for
    /// Childish Hackenbush (blue and red edges childish, as CGSuite's
    /// `ChildishHackenbush`).
    ///
    /// # Errors
    ///
    /// [`HackenbushGraphError`]: not a graph, empty, or not connected.
    ///
    /// ```
    /// use combinatorial_games::games::HackenbushGraph;
    /// assert!(HackenbushGraph::new("lrlr;lr", false).is_err());
    /// assert!(HackenbushGraph::new("", false).is_err());
    /// ```
    pub fn new(text: &str, childish: bool) -> Result<HackenbushGraph, HackenbushGraphError> {
        let c = if childish {
            ChildishEdges::BLUE_RED
        } else {
            ChildishEdges::NONE
        };
        HackenbushGraph::with_childish(text, c)
    }

    /// The picture `text` in CGSuite's graph notation, the edges of the
    /// colours in `childish` childish: such an edge may be cut only when
    /// nothing falls with it (CGSuite's `GenHackenbush(childishEdges =>
    /// …)`).
    ///
    /// # Errors
    ///
    /// [`HackenbushGraphError`]: not a graph, empty, or not connected.
    ///
    /// ```
    /// use combinatorial_games::games::{ChildishEdges, HackenbushGraph};
    /// use combinatorial_games::rulesets::Ruleset;
    /// // Green edges childish: only the top of a green stalk may go, so
    /// // a stalk of three is three forced moves: *.
    /// let g = HackenbushGraph::with_childish("eee", ChildishEdges::new(false, false, true)).unwrap();
    /// assert_eq!(g.value().to_string(), "*");
    /// ```
    pub fn with_childish(
        text: &str,
        childish: ChildishEdges,
    ) -> Result<HackenbushGraph, HackenbushGraphError> {
        let childish = childish.bits();
        let g = LEGEND.parse(text)?;
        if g.vertices.is_empty() {
            return Err(HackenbushGraphError::Empty);
        }
        if g.components().len() > 1 {
            return Err(HackenbushGraphError::Disconnected);
        }
        Ok(HackenbushGraph::grounded(
            childish,
            g.vertices.len() as u32,
            &g.edges,
        ))
    }

    /// The part of `edges` joined to vertex 0, renumbered in the order a
    /// search from the ground meets the vertices, edges sorted; numbered
    /// again from the sorted list until nothing moves (a few rounds at
    /// most), so that positions reached two ways usually come out the
    /// same and a picture printed and read back comes out equal.
    pub(super) fn grounded(childish: u8, n: u32, edges: &[Edge]) -> HackenbushGraph {
        let (mut kept, reached) = bfs_renumbered(n, edges);
        for _ in 0..16 {
            let (again, _) = bfs_renumbered(reached, &kept);
            if again == kept {
                break;
            }
            kept = again;
        }
        HackenbushGraph {
            childish,
            vertices: reached,
            edges: kept.into(),
        }
    }

    /// The colours whose edges are childish.
    ///
    /// ```
    /// use combinatorial_games::games::{ChildishEdges, HackenbushGraph};
    /// let g = HackenbushGraph::new("l(l;rl)", true).unwrap();
    /// assert_eq!(g.childish(), ChildishEdges::BLUE_RED);
    /// ```
    pub fn childish(&self) -> ChildishEdges {
        ChildishEdges::from_bits(self.childish)
    }

    /// The picture for `hackenbush_bits/`, if it has at most 64 edges.
    pub(super) fn picture(&self) -> Option<Picture> {
        Picture::new(self.vertices, &self.edges, self.childish)
    }

    /// What is left when edge `i` is cut, as [`HackenbushGraph::moves`]
    /// writes it.
    fn without(&self, i: usize) -> HackenbushGraph {
        let rest: Vec<_> = (self.edges.iter().enumerate())
            .filter(|&(j, _)| j != i)
            .map(|(_, &e)| e)
            .collect();
        HackenbushGraph::grounded(self.childish, self.vertices, &rest)
    }

    /// The value of a picture of more than 64 edges: the sum of its parts
    /// at the ground, each valued as a picture of its own; a part that is
    /// still too large by a rule if it has one (green only, or a blue-red
    /// tree), else by the general solver.
    fn large_value(&self) -> crate::Game {
        let parts = self.clone().components();
        if parts.len() > 1 {
            // Parts alike once renumbered (copies of one stalk) are valued
            // once; each through `value`, so that the last part of at most
            // 64 edges searched is kept for the moves that leave it whole.
            let mut values: FxHashMap<&HackenbushGraph, crate::Game> = FxHashMap::default();
            return parts
                .iter()
                .map(|p| *values.entry(p).or_insert_with(|| p.value()))
                .sum();
        }
        hackenbush_large::value_without_search(self.vertices, &self.edges, self.childish)
            .unwrap_or_else(|| crate::rulesets::shared_value(self))
    }

    /// Each removal `player` may make, in words, with what is left.
    fn moves(&self, player: Player) -> Vec<(String, HackenbushGraph)> {
        let mine = match player {
            Player::Left => BLUE,
            Player::Right => RED,
        };
        let mut out = Vec::new();
        for (i, &(a, b, c)) in self.edges.iter().enumerate() {
            if c != mine && c != GREEN {
                continue;
            }
            let after = self.without(i);
            // A childish edge goes only when nothing falls with it.
            if self.childish & (1 << c) != 0 && after.edges.len() + 1 != self.edges.len() {
                continue;
            }
            let colour = ["blue", "red", "green"][usize::from(c)];
            out.push((format!("cut the {colour} edge {a}-{b}"), after));
        }
        out
    }
}

/// The edges of `edges` (vertices below `n`) joined to vertex 0, numbered
/// in the order a search from it meets their ends, sorted; and how many
/// vertices were met.
fn bfs_renumbered(n: u32, edges: &[Edge]) -> (Vec<Edge>, u32) {
    // Each vertex's neighbours, in the order of the edges.
    let mut neighbours = vec![Vec::new(); n as usize];
    for &(a, b, _) in edges {
        neighbours[a as usize].push(b);
        neighbours[b as usize].push(a);
    }
    let mut at = vec![u32::MAX; n as usize];
    at[0] = 0;
    let (mut next, mut queue, mut k) = (1, vec![0u32], 0);
    while k < queue.len() {
        let v = queue[k];
        k += 1;
        for &w in &neighbours[v as usize] {
            if at[w as usize] == u32::MAX {
                at[w as usize] = next;
                next += 1;
                queue.push(w);
            }
        }
    }
    let mut out: Vec<Edge> = edges
        .iter()
        .filter(|e| at[e.0 as usize] != u32::MAX)
        .map(|&(a, b, c)| {
            let (a, b) = (at[a as usize], at[b as usize]);
            (a.min(b), a.max(b), c)
        })
        .collect();
    out.sort_unstable();
    (out, next)
}

impl Ruleset for HackenbushGraph {
    /// Through `hackenbush_bits/` (positions as sets of edges, parts
    /// valued by their colours) when the picture has at most 64 edges,
    /// else part by part (see [`HackenbushGraph`]).
    ///
    /// The last picture valued is kept with what was found of its
    /// positions, so that its moves, valued one by one to find the best
    /// (as play does), are looked up rather than searched again.
    fn value(&self) -> crate::Game {
        if self.edges.len() > hackenbush_bits::MAX_EDGES {
            return self.large_value();
        }
        // Taken out while in use, so that other threads wait for no search.
        let taken = LAST.lock().unwrap_or_else(|e| e.into_inner()).take();
        if let Some(mut l) = taken {
            let found = if l.picture == *self {
                Some(l.bits.value())
            } else {
                let mask = l.moves.iter().find(|(q, _)| q == self).map(|m| m.1);
                mask.map(|m| l.bits.value_of(m))
            };
            if let Some(g) = found {
                *LAST.lock().unwrap_or_else(|e| e.into_inner()) = Some(l);
                return g;
            }
        }
        crate::rulesets::also_clear(forget_last);
        let mut bits = self.picture().expect("at most 64 edges");
        let g = bits.value();
        if bits.remembered() <= KEPT {
            let moves = (0..self.edges.len())
                .map(|i| (self.without(i), bits.after_cut(i)))
                .collect();
            *LAST.lock().unwrap_or_else(|e| e.into_inner()) = Some(Last {
                picture: self.clone(),
                bits,
                moves,
            });
        }
        g
    }

    fn left_moves(&self) -> Vec<HackenbushGraph> {
        self.moves(Player::Left).into_iter().map(|m| m.1).collect()
    }

    fn right_moves(&self) -> Vec<HackenbushGraph> {
        self.moves(Player::Right).into_iter().map(|m| m.1).collect()
    }

    /// The parts that meet only at the ground, each a picture of its own:
    /// cutting in one leaves the others as they are.
    fn components(self) -> Vec<HackenbushGraph> {
        let n = self.vertices as usize;
        // Parts of the graph with the ground taken out, by union-find.
        let mut parent: Vec<usize> = (0..n).collect();
        fn root(p: &mut [usize], mut x: usize) -> usize {
            while p[x] != x {
                p[x] = p[p[x]];
                x = p[x];
            }
            x
        }
        for &(a, b, _) in self.edges.iter() {
            if a != 0 && b != 0 {
                let (ra, rb) = (root(&mut parent, a as usize), root(&mut parent, b as usize));
                parent[ra] = rb;
            }
        }
        // Each part's edges, in the order of its first edge.
        let mut parts: Vec<Vec<Edge>> = Vec::new();
        let mut part_of = vec![usize::MAX; n];
        for &e in self.edges.iter() {
            // A loop at the ground is a part of its own.
            if e.1 == 0 {
                parts.push(vec![e]);
                continue;
            }
            let key = root(&mut parent, e.1 as usize);
            if part_of[key] == usize::MAX {
                part_of[key] = parts.len();
                parts.push(Vec::new());
            }
            parts[part_of[key]].push(e);
        }
        if parts.len() <= 1 {
            return vec![self];
        }
        // Each part's vertices numbered afresh, in the order met (the
        // ground first): `grounded` then takes time for the part's size,
        // not the whole picture's.
        let mut local = vec![u32::MAX; n];
        local[0] = 0;
        parts
            .into_iter()
            .map(|mut es| {
                let mut met = vec![0];
                for e in es.iter_mut() {
                    for v in [&mut e.0, &mut e.1] {
                        if local[*v as usize] == u32::MAX {
                            local[*v as usize] = met.len() as u32;
                            met.push(*v as usize);
                        }
                        *v = local[*v as usize];
                    }
                }
                for &v in &met[1..] {
                    local[v] = u32::MAX;
                }
                HackenbushGraph::grounded(self.childish, met.len() as u32, &es)
            })
            .collect()
    }

    fn normalized(self) -> Normalized<HackenbushGraph> {
        Normalized::Same(self)
    }
}

impl fmt::Display for HackenbushGraph {
    /// The picture in CGSuite's notation, read back as the same picture:
    /// the ground first, then each edge as a branch between named vertices.
    ///
    /// ```
    /// use combinatorial_games::games::HackenbushGraph;
    /// let p = HackenbushGraph::new("l(l;rl)", false).unwrap();
    /// let again = HackenbushGraph::new(&p.to_string(), false).unwrap();
    /// assert_eq!(again, p);
    /// ```
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let name = |v: u32| {
            if v == 0 {
                ":{ground}".to_string()
            } else {
                format!(":{{{v}}}")
            }
        };
        let parts: Vec<String> = self
            .edges
            .iter()
            .map(|&(a, b, c)| format!("{}{}{}", name(a), ["l", "r", "e"][usize::from(c)], name(b)))
            .collect();
        write!(f, ":{{ground}}({})", parts.join(";"))
    }
}

/// Childish Hackenbush in the catalogue.
pub static CHILDISH: Entry = Entry {
    id: "childish-hackenbush",
    aliases: &["childish"],
    name: "Childish Hackenbush",
    expr_name: "ChildishHackenbush",
    about: "Hackenbush where a blue or red edge may be cut only when nothing falls with it (green edges as usual).",
    format: FORMAT,
    example: "l(l;rl)",
    kind: Kind::Partizan,
    valued_by: "canonical form from the moves, the picture split into the parts that meet only at the ground",
    sides: Some(["blue", "red"]),
    read: super::partizan::read::<Childish>,
    heap: None,
};

impl super::partizan::Partizan for HackenbushGraph {
    fn entry() -> &'static Entry {
        &super::hackenbush::ENTRY
    }

    fn described_moves(&self, player: Player) -> Vec<(String, Self)> {
        self.moves(player)
    }
}

/// A Childish Hackenbush picture, for the catalogue's entry.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub(super) struct Childish(HackenbushGraph);

impl fmt::Display for Childish {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

impl std::str::FromStr for Childish {
    type Err = HackenbushGraphError;

    fn from_str(s: &str) -> Result<Childish, HackenbushGraphError> {
        HackenbushGraph::new(s, true).map(Childish)
    }
}

impl Ruleset for Childish {
    fn value(&self) -> crate::Game {
        self.0.value()
    }

    fn left_moves(&self) -> Vec<Childish> {
        self.0.left_moves().into_iter().map(Childish).collect()
    }

    fn right_moves(&self) -> Vec<Childish> {
        self.0.right_moves().into_iter().map(Childish).collect()
    }

    fn components(self) -> Vec<Childish> {
        self.0.components().into_iter().map(Childish).collect()
    }

    fn normalized(self) -> Normalized<Childish> {
        Normalized::Same(self)
    }
}

impl super::partizan::Partizan for Childish {
    fn entry() -> &'static Entry {
        &CHILDISH
    }

    fn described_moves(&self, player: Player) -> Vec<(String, Self)> {
        self.0
            .moves(player)
            .into_iter()
            .map(|(t, p)| (t, Childish(p)))
            .collect()
    }
}

impl std::str::FromStr for HackenbushGraph {
    type Err = HackenbushGraphError;

    fn from_str(s: &str) -> Result<HackenbushGraph, HackenbushGraphError> {
        HackenbushGraph::new(s, false)
    }
}
