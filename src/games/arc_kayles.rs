//! Partizan Arc Kayles (CGSuite's `PartizanArcKayles`): a player picks an
//! edge of their colour, blue (`l`, Left's), red (`r`, Right's) or green
//! (`e`, either's), and removes both its ends with every edge at them.
//! Written in CGSuite's graph notation.

use std::fmt;
use std::str::FromStr;

use super::partizan::{self, Partizan};
use super::{Entry, Kind};
use crate::rulesets::graph::{GraphError, Legend};
use crate::rulesets::{Normalized, Ruleset};
use crate::short::Player;

const BLUE: u8 = 0;
const RED: u8 = 1;
const GREEN: u8 = 2;

const FORMAT: &str = "CGSuite's graph notation: edges l (blue, Left's), r (red, Right's) and e (green, either's); (a;b) branches; :A names a vertex, and vertices of one name are one; as in lrlr(ll;ree(rl;l))";

const LEGEND: Legend<(), u8> = Legend {
    game: "Partizan Arc Kayles",
    format: FORMAT,
    vertices: &[],
    edges: &[("l", BLUE), ("r", RED), ("e", GREEN)],
    plain_vertex: Some(()),
    plain_edge: None,
    vertex_word: None,
};

/// A graph of Partizan Arc Kayles: its edges, vertices numbered from 0.
///
/// ```
/// use combinatorial_games::games::PartizanArcKayles;
/// use combinatorial_games::rulesets::Ruleset;
/// // A path blue, blue, red (CGSuite's llr): Left takes the first edge and
/// // leaves the red one (-1), or the second and leaves nothing (0); Right
/// // takes the red one and leaves a blue one (1): {-1, 0 | 1} = 1/2.
/// let p: PartizanArcKayles = "llr".parse().unwrap();
/// assert_eq!(p.value().to_string(), "1/2");
/// ```
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct PartizanArcKayles {
    edges: Box<[(u32, u32, u8)]>,
}

impl PartizanArcKayles {
    /// The edges left when the vertices `a` and `b` go, renumbered in
    /// order of first appearance, sorted.
    fn without(&self, a: u32, b: u32) -> PartizanArcKayles {
        let kept: Vec<(u32, u32, u8)> = self
            .edges
            .iter()
            .copied()
            .filter(|&(x, y, _)| x != a && x != b && y != a && y != b)
            .collect();
        PartizanArcKayles::compact(&kept)
    }

    /// The edges renumbered by first appearance and sorted, repeated until
    /// nothing moves (at most a few rounds), so that a graph printed and
    /// read back comes out the same.
    fn compact(edges: &[(u32, u32, u8)]) -> PartizanArcKayles {
        let mut out: Vec<(u32, u32, u8)> = edges.to_vec();
        for _ in 0..16 {
            let mut names: Vec<u32> = Vec::new();
            let mut at = |v: u32| match names.iter().position(|&n| n == v) {
                Some(i) => i as u32,
                None => {
                    names.push(v);
                    names.len() as u32 - 1
                }
            };
            let mut next: Vec<(u32, u32, u8)> = out
                .iter()
                .map(|&(x, y, c)| {
                    let (x, y) = (at(x), at(y));
                    (x.min(y), x.max(y), c)
                })
                .collect();
            next.sort_unstable();
            if next == out {
                break;
            }
            out = next;
        }
        PartizanArcKayles { edges: out.into() }
    }

    /// The edges as branches between named vertices, each edge written
    /// with its colour's letter.
    fn write(&self, f: &mut fmt::Formatter<'_>, letters: [&str; 3]) -> fmt::Result {
        let parts: Vec<String> = self
            .edges
            .iter()
            .map(|&(a, b, c)| format!(":{{{a}}}{}:{{{b}}}", letters[usize::from(c)]))
            .collect();
        write!(f, ":{{0}}({})", parts.join(";"))
    }

    fn moves(&self, player: Player) -> Vec<(String, PartizanArcKayles)> {
        let mine = match player {
            Player::Left => BLUE,
            Player::Right => RED,
        };
        self.edges
            .iter()
            .filter(|e| e.2 == mine || e.2 == GREEN)
            .map(|&(a, b, _)| {
                (
                    format!("take the edge {}-{}", a + 1, b + 1),
                    self.without(a, b),
                )
            })
            .collect()
    }
}

impl Ruleset for PartizanArcKayles {
    fn left_moves(&self) -> Vec<PartizanArcKayles> {
        self.moves(Player::Left).into_iter().map(|m| m.1).collect()
    }

    fn right_moves(&self) -> Vec<PartizanArcKayles> {
        self.moves(Player::Right).into_iter().map(|m| m.1).collect()
    }

    /// The connected components (of edges: a bare vertex is nothing).
    fn components(self) -> Vec<PartizanArcKayles> {
        let mut groups: Vec<Vec<(u32, u32, u8)>> = Vec::new();
        for &e in self.edges.iter() {
            let touching: Vec<usize> = (0..groups.len())
                .filter(|&g| {
                    groups[g]
                        .iter()
                        .any(|f| [f.0, f.1].iter().any(|v| *v == e.0 || *v == e.1))
                })
                .collect();
            let mut merged = vec![e];
            for &g in touching.iter().rev() {
                merged.extend(groups.swap_remove(g));
            }
            groups.push(merged);
        }
        if groups.len() <= 1 {
            return vec![self];
        }
        groups
            .iter()
            .map(|g| PartizanArcKayles::compact(g))
            .collect()
    }

    fn normalized(self) -> Normalized<PartizanArcKayles> {
        Normalized::Same(self)
    }
}

impl FromStr for PartizanArcKayles {
    type Err = GraphError;

    fn from_str(s: &str) -> Result<PartizanArcKayles, GraphError> {
        let g = LEGEND.parse(s)?;
        Ok(PartizanArcKayles::compact(&g.edges))
    }
}

impl fmt::Display for PartizanArcKayles {
    /// The edges as branches between named vertices, read back as the
    /// same graph.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.write(f, ["l", "r", "e"])
    }
}

/// Partizan Arc Kayles in the catalogue.
pub static ENTRY: Entry = Entry {
    id: "partizan-arc-kayles",
    aliases: &["pak"],
    name: "Partizan Arc Kayles",
    expr_name: "PartizanArcKayles",
    about: "A player takes an edge of their colour (blue for Left, red for Right, green for either) and removes both its ends with every edge at them.",
    format: FORMAT,
    example: "lrlr(ll;ree(rl;l))",
    kind: Kind::Partizan,
    valued_by: "canonical form from the moves, the graph split into connected components",
    sides: Some(["blue", "red"]),
    read: partizan::read::<PartizanArcKayles>,
    heap: None,
};

impl Partizan for PartizanArcKayles {
    fn entry() -> &'static Entry {
        &ENTRY
    }

    fn described_moves(&self, player: Player) -> Vec<(String, Self)> {
        self.moves(player)
    }
}

const ARC_FORMAT: &str = "CGSuite's graph notation: . a vertex and - an edge (vertices are inferred where an edge needs an end, so --- is a path of four); (a;b) branches; :A names a vertex, and vertices of one name are one (:A-:A is a loop); as in .-.-.(-.;-.)";

const ARC_LEGEND: Legend<(), u8> = Legend {
    game: "Arc Kayles",
    format: ARC_FORMAT,
    vertices: &[],
    edges: &[],
    plain_vertex: Some(()),
    plain_edge: Some(GREEN),
    vertex_word: None,
};

/// A graph in CGSuite's plain notation, as Arc Kayles reads it: how many
/// vertices, and its edges between them (numbered from 0; a loop joins a
/// vertex to itself).
pub(crate) fn plain_graph(s: &str) -> Result<(usize, Vec<(u32, u32)>), GraphError> {
    let g = ARC_LEGEND.parse(s)?;
    Ok((
        g.vertices.len(),
        g.edges.into_iter().map(|(a, b, _)| (a, b)).collect(),
    ))
}

/// A graph of Arc Kayles (CGSuite's `ArcKayles`): a player takes an edge
/// and removes both its ends with every edge at them; a loop takes its
/// one vertex. It is impartial: Partizan Arc Kayles with every edge green.
///
/// On a path of n vertices a move takes two neighbours, as in Dawson's
/// Kayles; on a path with a loop at every vertex it may also take one, as
/// in Kayles.
///
/// ```
/// use combinatorial_games::games::ArcKayles;
/// use combinatorial_games::rulesets::Ruleset;
/// // A path of four: an end edge leaves two vertices joined (*), the
/// // middle one two apart (0): mex{1, 0} = 2.
/// let p: ArcKayles = "---".parse().unwrap();
/// assert_eq!(p.value().to_string(), "*2");
/// // A triangle: every move takes two vertices and leaves one: {0} = *.
/// let t: ArcKayles = ":A---:A".parse().unwrap();
/// assert_eq!(t.value().to_string(), "*");
/// ```
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct ArcKayles(PartizanArcKayles);

impl Ruleset for ArcKayles {
    const IMPARTIAL: bool = true;

    fn left_moves(&self) -> Vec<ArcKayles> {
        self.0.left_moves().into_iter().map(ArcKayles).collect()
    }

    fn right_moves(&self) -> Vec<ArcKayles> {
        self.left_moves()
    }

    fn components(self) -> Vec<ArcKayles> {
        self.0.components().into_iter().map(ArcKayles).collect()
    }

    fn normalized(self) -> Normalized<ArcKayles> {
        Normalized::Same(self)
    }
}

impl FromStr for ArcKayles {
    type Err = GraphError;

    fn from_str(s: &str) -> Result<ArcKayles, GraphError> {
        let g = ARC_LEGEND.parse(s)?;
        Ok(ArcKayles(PartizanArcKayles::compact(&g.edges)))
    }
}

impl fmt::Display for ArcKayles {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.write(f, ["-", "-", "-"])
    }
}

/// Arc Kayles in the catalogue.
pub static ARC_ENTRY: Entry = Entry {
    id: "arc-kayles",
    aliases: &[],
    name: "Arc Kayles",
    expr_name: "ArcKayles",
    about: "A player takes an edge and removes both its ends with every edge at them; a loop takes its one vertex.",
    format: ARC_FORMAT,
    example: ".-.-.(-.;-.)",
    kind: Kind::Impartial,
    valued_by: "canonical form (a nimber) from the moves, the graph split into connected components",
    sides: None,
    read: partizan::read::<ArcKayles>,
    heap: None,
};

impl Partizan for ArcKayles {
    fn entry() -> &'static Entry {
        &ARC_ENTRY
    }

    fn described_moves(&self, player: Player) -> Vec<(String, Self)> {
        let moves = self.0.moves(player).into_iter();
        moves.map(|(text, q)| (text, ArcKayles(q))).collect()
    }
}
