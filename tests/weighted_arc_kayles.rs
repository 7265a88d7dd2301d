//! Weighted Arc Kayles (CGSuite's `GenArcKayles(weighted => true)`):
//! random small graphs against a plain search over the moves written out
//! again here, every weight 1 against Arc Kayles, graphs side by side
//! against the nim-sum, and values by hand.

use std::collections::HashMap;

use combinatorial_games::Game;
use combinatorial_games::expr::eval;
use combinatorial_games::games::{ArcKayles, WeightedArcKayles};
use combinatorial_games::rulesets::Ruleset;
use proptest::prelude::*;

fn ev(s: &str) -> String {
    eval(s)
        .map(|v| v.to_string())
        .unwrap_or_else(|e| format!("error: {e}"))
}

/// Weights and edges (a loop joins a vertex to itself).
type Weighted = (Vec<u8>, Vec<(usize, usize)>);

/// The nim-value by the rules: an edge whose ends both weigh more than 0
/// takes 1 from each end (from its one vertex, for a loop); the mex of
/// the options.
fn plain(p: &Weighted, memo: &mut HashMap<Vec<u8>, u64>) -> u64 {
    let (w, edges) = p;
    if let Some(&g) = memo.get(w) {
        return g;
    }
    let mut seen = Vec::new();
    for &(a, b) in edges {
        if w[a] == 0 || w[b] == 0 {
            continue;
        }
        let mut next = w.clone();
        next[a] -= 1;
        if a != b {
            next[b] -= 1;
        }
        seen.push(plain(&(next, edges.clone()), memo));
    }
    let g = (0..).find(|k| !seen.contains(k)).unwrap();
    memo.insert(w.clone(), g);
    g
}

/// The graph in CGSuite's notation, each vertex named by its number.
fn text(p: &Weighted) -> String {
    let (w, edges) = p;
    let weight = |x: u8| {
        if x < 10 {
            x.to_string()
        } else {
            format!("{{{x}}}")
        }
    };
    let mut parts: Vec<String> = (1..w.len())
        .map(|v| format!("{}:{{{v}}}", weight(w[v])))
        .collect();
    parts.extend(edges.iter().map(|&(a, b)| format!(":{{{a}}}-:{{{b}}}")));
    format!("{}:{{0}}({})", weight(w[0]), parts.join(";"))
}

fn ours(p: &Weighted) -> Game {
    text(p).parse::<WeightedArcKayles>().unwrap().value()
}

fn graph(most_weight: u8) -> impl Strategy<Value = Weighted> {
    (
        proptest::collection::vec(0u8..=most_weight, 1..6),
        proptest::collection::vec((0usize..6, 0usize..6), 0..8),
    )
        .prop_map(|(w, edges)| {
            let n = w.len();
            let edges = edges.into_iter().map(|(a, b)| (a % n, b % n)).collect();
            (w, edges)
        })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn weighted_arc_kayles_matches_a_plain_search(p in graph(4)) {
        let want = Game::nimber(plain(&p, &mut HashMap::new()));
        prop_assert_eq!(ours(&p), want, "{}", text(&p));
    }

    /// With every weight 1, a move empties both ends of its edge: Arc
    /// Kayles, whose move takes both ends away.
    #[test]
    fn weights_of_one_are_arc_kayles(p in graph(1)) {
        let ones = (vec![1; p.0.len()], p.1.clone());
        // The same graph with plain vertices.
        let n = ones.0.len();
        let mut parts: Vec<String> = (1..n).map(|v| format!(".:{{{v}}}")).collect();
        parts.extend(ones.1.iter().map(|&(a, b)| format!(":{{{a}}}-:{{{b}}}")));
        let arc: ArcKayles = format!(".:{{0}}({})", parts.join(";")).parse().unwrap();
        prop_assert_eq!(ours(&ones), arc.value(), "{}", text(&ones));
    }

    #[test]
    fn graphs_side_by_side_add(a in graph(3), b in graph(3)) {
        let n = a.0.len();
        let both = (
            a.0.iter().chain(&b.0).copied().collect(),
            a.1.iter().copied().chain(b.1.iter().map(|&(x, y)| (x + n, y + n))).collect(),
        );
        prop_assert_eq!(ours(&both), ours(&a) + ours(&b));
    }

    #[test]
    fn graphs_print_and_read_back(p in graph(20)) {
        let g: WeightedArcKayles = text(&p).parse().unwrap();
        prop_assert_eq!(g.to_string().parse::<WeightedArcKayles>().unwrap(), g);
    }
}

/// By hand: every move on one edge, or on a star, uses the one vertex
/// all edges share, so the moves are forced and counted: min(a, b) on an
/// edge of weights a and b, min(k, n) on a star of centre k and n leaves
/// of weight 1; the value is * for an odd count and 0 for an even one.
#[test]
fn forced_counts_by_hand() {
    let parity = |m: u8| {
        if m % 2 == 1 {
            Game::star()
        } else {
            Game::zero()
        }
    };
    for a in 0..7u8 {
        for b in 0..7u8 {
            let g: WeightedArcKayles = format!("{a}-{b}").parse().unwrap();
            assert_eq!(g.value(), parity(a.min(b)), "{a}-{b}");
        }
    }
    for k in 0..6u8 {
        for n in 1..6u8 {
            let leaves = vec!["-1"; n as usize].join(";");
            let g: WeightedArcKayles = format!("{k}({leaves})").parse().unwrap();
            assert_eq!(g.value(), parity(k.min(n)), "{k} with {n} leaves");
        }
    }
    // A loop at a vertex of weight k: k forced moves.
    assert_eq!(ev("WeightedArcKayles(\"3:A-:A\")"), "*");
    assert_eq!(ev("WeightedArcKayles(\"{12}:A-:A\")"), "0");
}

#[test]
fn the_language_reads_weights_from_a_graph() {
    // 2-3-1: taking 2-3 leaves 1-2-1 (its moves leave 1-1, *, so 0);
    // taking 3-1 leaves 2-2 (0). mex{0} = *.
    assert_eq!(
        ev(
            "GenArcKayles(weighted => true)(Graph.Path(3).UpdatedVertexLabels({1 => 2, 2 => 3, 3 => 1}))"
        ),
        "*"
    );
    assert_eq!(ev("game.graph.WeightedArcKayles(\"2-3-1\")"), "*");
    assert_eq!(ev("GenArcKayles()(\"---\")"), "*2");
    let e = ev("WeightedArcKayles(\"{256}-1\")");
    assert!(e.contains("is not a vertex or edge"), "{e}");
    let e = ev("GenArcKayles(weighted => 3)");
    assert!(e.contains("true or false"), "{e}");
}
