//! The games of CGSuite's `GenCol` (Col, Snort, Fjords, and any other
//! choice of permitted tints): random small graphs under random rules
//! against a plain search over moves written out again here, graphs of
//! two parts against the sum of the parts, values by hand, and the rules
//! written as a class in the language (CGSuite's way of defining a
//! ruleset) against the catalogue.

use std::collections::HashMap;

use combinatorial_games::Game;
use combinatorial_games::expr::eval;
use combinatorial_games::games::{ColGraph, ColRules};
use combinatorial_games::rulesets::Ruleset;
use combinatorial_games::short::Player::{Left, Right};
use proptest::prelude::*;

fn ev(s: &str) -> String {
    eval(s)
        .map(|v| v.to_string())
        .unwrap_or_else(|e| format!("error: {e}"))
}

/// A graph by the definition: each vertex's tint (0 untinted, 1 beside
/// Left's colour, 2 beside Right's; 255 gone), and edges.
type ColPos = (Vec<u8>, Vec<(usize, usize)>);

/// The tints each player may colour, bit `t` for tint `t`, Left's first.
type Permitted = [u8; 2];

const COL: Permitted = [0b101, 0b011];
const SNORT: Permitted = [0b011, 0b101];
const FJORDS: Permitted = [0b010, 0b100];

/// The value by the rules of `GenCol`: a player colours a vertex of a
/// permitted tint, which removes it, gives its untinted neighbours the
/// player's tint and removes its neighbours of the other's.
fn plain_col(p: &ColPos, rules: Permitted, memo: &mut HashMap<ColPos, Game>) -> Game {
    if let Some(g) = memo.get(p) {
        return *g;
    }
    let (tints, edges) = p;
    let mut sides = [Vec::new(), Vec::new()];
    for (side, me) in [(0, 1u8), (1, 2u8)] {
        for v in 0..tints.len() {
            if tints[v] == 255 || rules[side] & (1 << tints[v]) == 0 {
                continue;
            }
            let mut t = tints.clone();
            t[v] = 255;
            for &(a, b) in edges {
                let w = match (a == v, b == v) {
                    (true, _) => b,
                    (_, true) => a,
                    _ => continue,
                };
                t[w] = match t[w] {
                    255 => 255,
                    0 => me,
                    x if x == me => x,
                    _ => 255,
                };
            }
            sides[side].push(plain_col(&(t, edges.clone()), rules, memo));
        }
    }
    let [l, r] = sides;
    let g = Game::new(l, r);
    memo.insert(p.clone(), g);
    g
}

/// The graph in CGSuite's notation, each vertex named by its number.
fn col_text(p: &ColPos) -> String {
    let (tints, edges) = p;
    let letter = |t: u8| ['.', 'L', 'R'][t as usize];
    // The first vertex, then the others and the edges as branches off it
    // (a branch that starts with a vertex is not joined to it).
    let mut parts: Vec<String> = (1..tints.len())
        .map(|v| format!("{}:{{{v}}}", letter(tints[v])))
        .collect();
    parts.extend(edges.iter().map(|&(a, b)| format!(":{{{a}}}-:{{{b}}}")));
    format!("{}:{{0}}({})", letter(tints[0]), parts.join(";"))
}

/// The crate's rules for `permitted`.
fn rules_of(permitted: Permitted) -> ColRules {
    let tints = |mask: u8| -> Vec<_> {
        [None, Some(Left), Some(Right)]
            .into_iter()
            .enumerate()
            .filter(|&(t, _)| mask & (1 << t) != 0)
            .map(|(_, p)| p)
            .collect()
    };
    ColRules::new(&tints(permitted[0]), &tints(permitted[1]))
}

fn ours(p: &ColPos, permitted: Permitted) -> Game {
    ColGraph::with_rules(rules_of(permitted), &col_text(p))
        .unwrap()
        .value()
}

fn col_position() -> impl Strategy<Value = ColPos> {
    (
        proptest::collection::vec(0u8..3, 1..6),
        proptest::collection::vec((0usize..6, 0usize..6), 0..7),
    )
        .prop_map(|(tints, edges)| {
            let n = tints.len();
            let edges = edges
                .into_iter()
                .map(|(a, b)| (a % n, b % n))
                .filter(|(a, b)| a != b)
                .collect();
            (tints, edges)
        })
}

/// CGSuite's named rules, or any other.
fn permitted() -> impl Strategy<Value = Permitted> {
    prop_oneof![
        Just(COL),
        Just(SNORT),
        Just(FJORDS),
        (0u8..8, 0u8..8).prop_map(|(l, r)| [l, r]),
    ]
}

/// Two graphs side by side, the second's vertices numbered after the
/// first's.
fn beside(a: &ColPos, b: &ColPos) -> ColPos {
    let n = a.0.len();
    let tints = a.0.iter().chain(&b.0).copied().collect();
    let edges = (a.1.iter().copied())
        .chain(b.1.iter().map(|&(x, y)| (x + n, y + n)))
        .collect();
    (tints, edges)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn gen_col_matches_a_plain_search(p in col_position(), rules in permitted()) {
        let text = col_text(&p);
        prop_assert_eq!(ours(&p, rules), plain_col(&p, rules, &mut HashMap::new()), "{} {:?}", text, rules);
    }

    #[test]
    fn graphs_side_by_side_add(a in col_position(), b in col_position(), rules in permitted()) {
        let whole = ours(&beside(&a, &b), rules);
        prop_assert_eq!(whole, ours(&a, rules) + ours(&b, rules));
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    /// Winning Ways (ch. 2, "Col"): every Col position is a number or a
    /// number plus `*`, on any graph and with any tints.
    #[test]
    fn col_values_are_numbers_or_numbers_plus_star(p in col_position()) {
        let g = ours(&p, COL);
        prop_assert!(g.is_number() || (g + Game::star()).is_number(), "{}", g);
    }
}

/// Empty grid graphs, whose positions come in turned and colour-swapped
/// pairs (the evaluation keeps one of each), against the plain search.
#[test]
fn grids_match_a_plain_search() {
    for (rows, cols) in [(2, 3), (2, 4), (3, 3), (1, 7)] {
        let mut edges = Vec::new();
        for r in 0..rows {
            for c in 0..cols {
                let v = r * cols + c;
                if c + 1 < cols {
                    edges.push((v, v + 1));
                }
                if r + 1 < rows {
                    edges.push((v, v + cols));
                }
            }
        }
        // Some tints too, placed without symmetry.
        for tints in [vec![0u8; rows * cols], {
            let mut t = vec![0u8; rows * cols];
            t[0] = 1;
            t[rows * cols - 2] = 2;
            t
        }] {
            let p: ColPos = (tints, edges.clone());
            for rules in [COL, SNORT, FJORDS, [0b111, 0b010]] {
                let plain = plain_col(&p, rules, &mut HashMap::new());
                assert_eq!(ours(&p, rules), plain, "{} {rules:?}", col_text(&p));
            }
        }
    }
}

/// Fjords by hand. A path from a Left tint through k untinted vertices is
/// k + 1 (Left colours along it, one vertex a turn; Right has no move).
/// With a Right tint at the far end, each player's one move shortens the
/// path: G(0) = `L-R` = {0|0} = *, G(k) = {G(k-1)|G(k-1)}, so * for even
/// k and 0 for odd. A Left tint with k untinted leaves is {k|} = k + 1.
#[test]
fn fjords_by_hand() {
    for k in 0..8 {
        let dots = "-.".repeat(k);
        let path = ColGraph::fjords(&format!("L{dots}")).unwrap().value();
        assert_eq!(path, Game::integer(k as i64 + 1), "L{dots}");
        let ends = ColGraph::fjords(&format!("L{dots}-R")).unwrap().value();
        let want = if k % 2 == 0 {
            Game::star()
        } else {
            Game::zero()
        };
        assert_eq!(ends, want, "L{dots}-R");
    }
    assert_eq!(ev("Fjords(\"L(-.;-.;-.)\")"), "4");
    // Nothing is tinted, so no one may colour.
    assert_eq!(ev("game.graph.Fjords(Graph.Cycle(5))"), "0");
}

/// The rules as a class in the language, written from CGSuite's
/// description of `GenCol` (colour a permitted vertex; its untinted
/// neighbours take the player's tint, those of the other's tint go),
/// against the crate's ruleset on small graphs.
const MY_COL: &str = "class MyCol(lp as List, rp as List) extends Ruleset
  class Position(graph as Graph) extends Game
    override def Options(player as Player) begin
      var permitted := if player == Left then lp else rp end;
      for x from 1 to graph.VertexCount
      where permitted Contains graph[x].Label
      yield
        var near := graph[x].OutVertices;
        var tinted := { w => player for w in near where graph[w].Label == Nothing };
        var gone := (near Filter (w -> graph[w].Label == player.Opponent)) Adjoin x;
        Position((graph UpdatedVertexLabels tinted) DeleteVertices gone)
      end
    end
  end
  def Eval(g as Graph) := Position(g);
end; ";

#[test]
fn a_class_of_the_same_rules_agrees() {
    let rules = [
        ("[Nothing, Right]", "[Nothing, Left]"),
        ("[Left]", "[Right]"),
        ("[Nothing, Left, Right]", "[Left]"),
        ("[Right]", "[Nothing]"),
    ];
    let graphs = [
        "Graph.Path(4)",
        "Graph.Cycle(4).UpdatedVertexLabels({1 => Left})",
        "Graph.Star(4).UpdatedVertexLabels({1 => Right, 2 => Left})",
        "Graph.Path(5).UpdatedVertexLabels({1 => Left, 5 => Right})",
        "Graph.Cycle(5).UpdatedVertexLabels({2 => Left, 4 => Left})",
    ];
    for (l, r) in rules {
        for g in graphs {
            let class = ev(&format!("{MY_COL} MyCol({l}, {r})({g}).CanonicalForm"));
            let ours = ev(&format!("GenCol({l}, {r})({g})"));
            assert!(!class.starts_with("error"), "{class}");
            assert_eq!(ours, class, "GenCol({l}, {r}) on {g}");
        }
    }
}

/// The named rulesets are the ones of CGSuite's lists.
#[test]
fn named_rules_are_cgsuites() {
    assert_eq!(
        ev("GenCol([Nothing, Right], [Nothing, Left])"),
        "GenCol([Nothing,Right], [Nothing,Left])"
    );
    for (named, lists) in [
        ("Col", "[Nothing, Right], [Nothing, Left]"),
        ("Snort", "[Nothing, Left], [Nothing, Right]"),
        ("Fjords", "[Left], [Right]"),
    ] {
        for g in ["L-.-.-R", ".-.(-L;-.-R)", "L-.-R-.-L-."] {
            let a = ev(&format!("game.graph.{named}(\"{g}\")"));
            let b = ev(&format!("game.graph.GenCol({lists})(\"{g}\")"));
            assert_eq!(a, b, "{named} on {g}");
        }
    }
    assert_eq!(
        ev("GenCol(leftPermitted => [Left], rightPermitted => [Right])(\"L-.-.\")"),
        "3"
    );
    assert_eq!(
        ev("GenCol(\"leftPermitted=L rightPermitted=R L-.-.\")"),
        "3"
    );
    assert_eq!(ev("GenCol([Left], [Right]).Class"), "⟪game.graph.GenCol⟫");
}

#[test]
fn bad_rules_are_refused_with_a_reason() {
    let e = ev("GenCol([Left], [3])");
    assert!(e.contains("a list of Nothing, Left and Right"), "{e}");
    let e = ev("GenCol(leftPermitted => [Left])");
    assert!(e.contains("needs both lists"), "{e}");
    // One list is half of the rules, not a board.
    let e = ev("GenCol([Left])");
    assert!(e.contains("needs both lists"), "{e}");
    let e = ev("GenCol(left => [Left], rightPermitted => [Right])");
    assert!(e.contains("no named argument left"), "{e}");
    let e = ev("GenCol([Left], [Right])(\"L-x\")");
    assert!(e.starts_with("error"), "{e}");
    let e = ev("GenCol(\"leftPermitted=Q .\")");
    assert!(e.contains("a run of ."), "{e}");
}

/// Published Snort results. Huntemann and Maciosowski, "Degrees are
/// Useless in Snort When Measuring Temperature" (arXiv:2406.02107, 2024):
/// the star K(1,n) has temperature n (by hand: whoever colours the centre
/// leaves n leaves only they may colour, so K(1,n) = ±n). Gauthier and
/// Huntemann, "Snort Played on Triangular Grids" (arXiv:2412.00849, 2024):
/// on a triangular grid of one row of triangles the first player wins.
#[test]
fn snort_on_stars_and_strips_of_triangles() {
    for n in 1..=9 {
        let star = ev(&format!("Snort(Graph.Star({})).CanonicalForm", n + 1));
        assert_eq!(star, format!("+-{n}"), "K(1,{n})");
        let t = ev(&format!(
            "Snort(Graph.Star({})).CanonicalForm.Temperature",
            n + 1
        ));
        assert_eq!(t, n.to_string(), "K(1,{n})");
    }
    // A row of k triangles: vertices 1..k+2 taken zigzag between the two
    // rows of the grid, each joined to the next two.
    for vertices in 3..=13 {
        let adjacency: Vec<String> = (1..=vertices)
            .map(|i: i32| {
                let near: Vec<String> = (1..=vertices)
                    .filter(|&j| j != i && (i - j).abs() <= 2)
                    .map(|j| j.to_string())
                    .collect();
                format!("[{}]", near.join(","))
            })
            .collect();
        let graph = format!("Graph.FromAdjacencyList([{}])", adjacency.join(","));
        assert_eq!(
            ev(&format!("{graph}.EdgeCount")),
            (2 * vertices - 3).to_string(),
            "{} triangles",
            vertices - 2
        );
        assert_eq!(
            ev(&format!("Snort({graph}).OutcomeClass")),
            "N",
            "{} triangles",
            vertices - 2
        );
    }
}
