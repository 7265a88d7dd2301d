//! Weighted Arc Kayles (CGSuite's `WeightedArcKayles`, that is
//! `GenArcKayles(weighted => true)`): each vertex has a weight; a player
//! takes an edge whose ends both weigh more than 0 and takes 1 from each
//! (a loop takes 1 from its one vertex). It is impartial. With every
//! weight 1 it is Arc Kayles. Written in CGSuite's graph notation, each
//! vertex its weight: `2-3-1`, `{12}-3`.

use std::fmt;
use std::str::FromStr;

use super::partizan::{self, Partizan};
use super::{Entry, Kind};
use crate::rulesets::graph::{GraphError, Legend, component_ids};
use crate::rulesets::{Normalized, Ruleset};
use crate::short::Player;

const FORMAT: &str = "CGSuite's graph notation, each vertex written as its weight (0 to 255; {12} for two digits or more) and joined by -; (a;b) branches; :A names a vertex, and vertices of one name are one; as in 2-3-1(-2;-1)";

/// A vertex's weight as written: digits, at most
/// [`WeightedArcKayles::MAX_WEIGHT`].
fn weight(w: &str) -> Option<u8> {
    if w.is_empty() || !w.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    w.parse().ok()
}

const LEGEND: Legend<u8, ()> = Legend {
    game: "Weighted Arc Kayles",
    format: FORMAT,
    vertices: &[],
    edges: &[],
    plain_vertex: None,
    plain_edge: Some(()),
    vertex_word: Some(weight),
};

/// A graph of Weighted Arc Kayles: each vertex's weight, and the edges
/// (each once, lower end first, sorted).
///
/// ```
/// use combinatorial_games::games::WeightedArcKayles;
/// use combinatorial_games::rulesets::Ruleset;
/// // One edge between weights 2 and 3: two moves and no choice: 0.
/// let g: WeightedArcKayles = "2-3".parse().unwrap();
/// assert_eq!(g.value().to_string(), "0");
/// // With every weight 1 it is Arc Kayles: a path of four is *2.
/// let p: WeightedArcKayles = "1-1-1-1".parse().unwrap();
/// assert_eq!(p.value().to_string(), "*2");
/// ```
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct WeightedArcKayles {
    weights: Box<[u8]>,
    edges: Box<[(u32, u32)]>,
}

impl WeightedArcKayles {
    /// The heaviest a vertex may be; a heavier one is refused as a
    /// [`GraphError::BadLabel`].
    ///
    /// ```
    /// use combinatorial_games::games::WeightedArcKayles;
    /// assert!("{255}-1".parse::<WeightedArcKayles>().is_ok());
    /// assert!("{256}-1".parse::<WeightedArcKayles>().is_err());
    /// assert_eq!(WeightedArcKayles::MAX_WEIGHT, 255);
    /// ```
    pub const MAX_WEIGHT: u8 = u8::MAX;

    /// The graph of these weights and edges (vertices numbered from 0),
    /// each edge kept once.
    fn of(weights: Vec<u8>, edges: impl IntoIterator<Item = (u32, u32)>) -> WeightedArcKayles {
        let mut edges: Vec<(u32, u32)> = edges
            .into_iter()
            .map(|(a, b)| (a.min(b), a.max(b)))
            .collect();
        edges.sort_unstable();
        edges.dedup();
        WeightedArcKayles {
            weights: weights.into(),
            edges: edges.into(),
        }
    }

    /// The graph with the vertices no move can use taken out (weight 0,
    /// or no edge), the others renumbered in order.
    fn tidy(weights: &[u8], edges: &[(u32, u32)]) -> WeightedArcKayles {
        let live = |v: u32| weights[v as usize] > 0;
        let used: Vec<(u32, u32)> = (edges.iter().copied())
            .filter(|&(a, b)| live(a) && live(b))
            .collect();
        let mut in_use = vec![false; weights.len()];
        for &(a, b) in &used {
            in_use[a as usize] = true;
            in_use[b as usize] = true;
        }
        let mut at = vec![u32::MAX; weights.len()];
        let mut kept = Vec::new();
        for v in (0..weights.len()).filter(|&v| in_use[v]) {
            at[v] = kept.len() as u32;
            kept.push(weights[v]);
        }
        let renumbered = used.iter().map(|&(a, b)| (at[a as usize], at[b as usize]));
        WeightedArcKayles::of(kept, renumbered)
    }

    /// Each edge that may be taken, in words, with what is left.
    fn moves(&self) -> Vec<(String, WeightedArcKayles)> {
        let mut out = Vec::new();
        for &(a, b) in self.edges.iter() {
            let (wa, wb) = (self.weights[a as usize], self.weights[b as usize]);
            if wa == 0 || wb == 0 {
                continue;
            }
            let mut w = self.weights.to_vec();
            // A loop's two ends are one vertex: it loses 1, as CGSuite's
            // update of one key twice.
            w[a as usize] -= 1;
            if a != b {
                w[b as usize] -= 1;
            }
            let text = format!("take the edge {}-{}", a + 1, b + 1);
            out.push((text, WeightedArcKayles::tidy(&w, &self.edges)));
        }
        out
    }
}

impl Ruleset for WeightedArcKayles {
    const IMPARTIAL: bool = true;

    fn left_moves(&self) -> Vec<WeightedArcKayles> {
        self.moves().into_iter().map(|m| m.1).collect()
    }

    fn right_moves(&self) -> Vec<WeightedArcKayles> {
        self.left_moves()
    }

    /// The pieces joined by edges, once the vertices no move can use are
    /// out (CGSuite's `graph.Decomposition(0)`).
    fn components(self) -> Vec<WeightedArcKayles> {
        let g = WeightedArcKayles::tidy(&self.weights, &self.edges);
        let n = g.weights.len();
        let (comp, count) = component_ids(n, &g.edges);
        if count <= 1 {
            return vec![g];
        }
        (0..count)
            .map(|k| {
                // The other parts' vertices weigh nothing here, and go.
                let w: Vec<u8> = (0..n)
                    .map(|v| if comp[v] == k { g.weights[v] } else { 0 })
                    .collect();
                WeightedArcKayles::tidy(&w, &g.edges)
            })
            .collect()
    }

    fn normalized(self) -> Normalized<WeightedArcKayles> {
        Normalized::Same(self)
    }
}

impl FromStr for WeightedArcKayles {
    type Err = GraphError;

    /// A graph in CGSuite's notation, each vertex written as its weight.
    fn from_str(s: &str) -> Result<WeightedArcKayles, GraphError> {
        let g = LEGEND.parse(s)?;
        Ok(WeightedArcKayles::of(
            g.vertices,
            g.edges.into_iter().map(|(a, b, ())| (a, b)),
        ))
    }
}

impl fmt::Display for WeightedArcKayles {
    /// The graph in CGSuite's notation, read back as the same graph: the
    /// first vertex, then the others and the edges as branches, each
    /// vertex named by its number.
    ///
    /// ```
    /// use combinatorial_games::games::WeightedArcKayles;
    /// let g: WeightedArcKayles = "{12}-3(-1;-0)".parse().unwrap();
    /// assert_eq!(g.to_string().parse::<WeightedArcKayles>().unwrap(), g);
    /// ```
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let vertex = |v: usize| match self.weights[v] {
            w @ 0..=9 => format!("{w}:{{{v}}}"),
            w => format!("{{{w}}}:{{{v}}}"),
        };
        if self.weights.is_empty() {
            return Ok(());
        }
        let mut parts: Vec<String> = (1..self.weights.len()).map(vertex).collect();
        parts.extend(
            self.edges
                .iter()
                .map(|&(a, b)| format!(":{{{a}}}-:{{{b}}}")),
        );
        write!(f, "{}({})", vertex(0), parts.join(";"))
    }
}

/// Weighted Arc Kayles in the catalogue.
pub static ENTRY: Entry = Entry {
    id: "weighted-arc-kayles",
    aliases: &["weightedarckayles"],
    name: "Weighted Arc Kayles",
    expr_name: "WeightedArcKayles",
    about: "Each vertex has a weight; a player takes an edge whose ends both weigh more than 0, and takes 1 from each.",
    format: FORMAT,
    example: "2-3-1(-2;-1)",
    kind: Kind::Impartial,
    valued_by: "canonical form (a nimber) from the moves, the graph split into connected components once the vertices of weight 0 are out",
    sides: None,
    read: partizan::read::<WeightedArcKayles>,
    heap: None,
};

impl Partizan for WeightedArcKayles {
    fn entry() -> &'static Entry {
        &ENTRY
    }

    fn described_moves(&self, _player: Player) -> Vec<(String, Self)> {
        self.moves()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn weights_read_and_bad_ones_are_refused() {
        let g: WeightedArcKayles = "{12}-3".parse().unwrap();
        assert_eq!(&*g.weights, &[12, 3]);
        assert!("{256}-3".parse::<WeightedArcKayles>().is_err());
        assert!("2-x".parse::<WeightedArcKayles>().is_err());
        // Every vertex needs its weight.
        assert!("2-.".parse::<WeightedArcKayles>().is_err());
        assert!("2--3".parse::<WeightedArcKayles>().is_err());
    }

    #[test]
    fn vertices_no_move_can_use_go() {
        let g: WeightedArcKayles = "5(0-3-2)".parse().unwrap();
        let t = WeightedArcKayles::tidy(&g.weights, &g.edges);
        assert_eq!(
            (&*t.weights, &*t.edges),
            (&[3u8, 2][..], &[(0u32, 1u32)][..])
        );
    }
}
