//! The graph rulesets after CGSuite's `game.graph`: Hackenbush on any
//! graph (blue, red, green), Childish Hackenbush, Col and Snort (Col's
//! searches and the rest of `GenCol` are in `col_games.rs`). CGSuite's
//! own `GameGraphTest` rows; green trees against the colon principle and
//! green circuits against the fusion principle (Winning Ways ch. 7);
//! blue-red stalks against the closed form of the string game; Snort paths
//! against the strip game; and random small graphs against a plain search
//! over moves written out again here, and pictures of two parts against
//! the sum of the parts.

use std::collections::HashMap;

use combinatorial_games::Game;
use combinatorial_games::expr::eval;
use combinatorial_games::games::{
    ArcKayles, ChildishEdges, ColGraph, HackenbushGraph, PartizanArcKayles,
};
use combinatorial_games::rulesets::Ruleset;
use proptest::prelude::*;

fn ev(s: &str) -> String {
    eval(s)
        .map(|v| v.to_string())
        .unwrap_or_else(|e| format!("error: {e}"))
}

/// CGSuite's `GameGraphTest` rows for these rulesets.
#[test]
fn cgsuite_game_graph_rows() {
    for (input, expected) in [
        (
            "game.graph.Col(\"R-.-R-.-L-.-R-.-R-.\").CanonicalForm",
            "7/8",
        ),
        ("game.graph.Snort(\"L-.-.-.-L\").CanonicalForm", "{4|0,+-1}"),
        (
            "game.graph.Snort(\".-.-.(-.;-.)\").CanonicalForm",
            "+-{3|2}",
        ),
        (
            "game.graph.Hackenbush(\"lrlrrllr\").CanonicalForm",
            "77/128",
        ),
        ("game.graph.Hackenbush(\"l(l;rl)\").CanonicalForm", "3/2"),
        ("game.graph.Hackenbush(\"eeeeeee\").CanonicalForm", "*7"),
        (
            "game.graph.Hackenbush(\"lrlerrr\").CanonicalForm",
            "3/4v[3]*",
        ),
        (
            "game.graph.Hackenbush(\"e(ee(e;e);e(eee;ee);e(ee;e))\").CanonicalForm",
            "*5",
        ),
        (
            "game.graph.Hackenbush(\"e(ee:{waist};ee:{waist}e(ee;e(e:{head};e:{head}e)))\").CanonicalForm",
            "*2",
        ),
        (
            "game.graph.ChildishHackenbush(\"l(l;rl)\").CanonicalForm",
            "2",
        ),
        (
            "game.graph.ChildishHackenbush(\":{ground}llllllrrrr:{ground}\").CanonicalForm",
            "{4|-2}",
        ),
        (
            "game.graph.ChildishHackenbush(\"r(l:T;r(l:T;r(l:T;r(l:T;rl:T))))\").CanonicalForm",
            "15/16",
        ),
        (
            "game.graph.ChildishHackenbush(\"(e:B;e:Bllllllrrr:B)\").CanonicalForm",
            "{0|^[4]*||vv}",
        ),
        (
            "game.graph.ChildishHackenbush(\"(e:B;e:B;e:Blllllllllrr:B)\").AtomicWeight",
            "3/2",
        ),
        ("game.graph.PartizanArcKayles(\"llr\").CanonicalForm", "1/2"),
        (
            "game.graph.PartizanArcKayles(\"lrlr(ll;ree(rl;l))\").CanonicalForm",
            "{3*|2*||3/2,3/2*|1/2*}",
        ),
    ] {
        assert_eq!(ev(input), expected, "{input}");
    }
    // CGSuite's "Arc Kayles paths are Dawson's Kayles heaps", n = 1 to 50.
    assert_eq!(
        ev("[game.graph.ArcKayles(Graph.Path(n)).NimValue for n from 1 to 50]"),
        "[0,1,1,2,0,3,1,1,0,3,3,2,2,4,0,5,2,2,3,3,0,1,1,3,0,2,1,1,0,4,5,2,7,4,0,1,1,2,0,3,1,1,0,3,3,2,2,4,4,5]"
    );
    // CGSuite's "Arc Kayles looped paths are Kayles heaps", n = 1 to 50:
    // the script as CGSuite's GameGraphTest has it.
    assert_eq!(
        ev("def loopedPath(n) begin\n\
            var pathAdj := Graph.Path(n).AdjacencyList;\n\
            var loopedPathAdj := [pathAdj[i] Adjoin i for i from 1 to pathAdj.Length];\n\
            Graph.FromAdjacencyList(loopedPathAdj)\n\
            end;\n\
            [game.graph.ArcKayles(loopedPath(n)).NimValue for n from 1 to 50]"),
        "[1,2,3,1,4,3,2,1,4,2,6,4,1,2,7,1,4,3,2,1,4,6,7,4,1,2,8,5,4,7,2,1,8,6,7,4,1,2,3,1,4,7,2,1,8,2,7,4,1,2]"
    );
    for bad in [
        "game.graph.Hackenbush(\"lrlr;lr\")",
        "game.graph.Hackenbush(\"\")",
        "Col(\"L-x\")",
        "Hackenbush(\"l(l\")",
        "ArcKayles(\"l-.\")",
        "Graph.Path(-1)",
        "Graph.Clique(5000)",
        "Graph.Path(100000)",
    ] {
        assert!(eval(bad).is_err(), "{bad}");
    }
    // CGSuite's Graph.Cycle(0) is the empty graph (Graph.scala).
    assert_eq!(ev("Graph.Cycle(0)"), "Graph(\"\")");
}

/// A random green tree, as CGSuite text and as children lists.
fn tree_text(children: &[Vec<usize>], v: usize) -> String {
    let branch = |c: usize| format!("e{}", tree_text(children, c));
    match children[v].len() {
        0 => String::new(),
        1 => branch(children[v][0]),
        _ => format!(
            "({})",
            children[v]
                .iter()
                .map(|&c| branch(c))
                .collect::<Vec<_>>()
                .join(";")
        ),
    }
}

/// The colon principle: a branch (an edge with a tree of nim value `n` on
/// top) is worth `n + 1`, and branches at a vertex nim-add.
fn colon(children: &[Vec<usize>], v: usize) -> u64 {
    children[v]
        .iter()
        .fold(0, |acc, &c| acc ^ (colon(children, c) + 1))
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(100))]

    #[test]
    fn green_trees_follow_the_colon_principle(parents in proptest::collection::vec(0usize..100, 1..10)) {
        // Vertex k + 1 hangs from a vertex before it.
        let mut children = vec![Vec::new(); parents.len() + 1];
        for (k, p) in parents.iter().enumerate() {
            children[p % (k + 1)].push(k + 1);
        }
        let text = tree_text(&children, 0);
        let v = HackenbushGraph::new(&text, false).unwrap().value();
        prop_assert_eq!(v, Game::nimber(colon(&children, 0)), "{}", text);
    }
}

/// The fusion principle: a green circuit through the ground fuses to as
/// many loops as it has edges, each `*`: `*` for odd circuits, 0 for even.
#[test]
fn green_circuits_fuse() {
    for n in 1..=7 {
        let text = format!(":{{g}}{}:{{g}}", "e".repeat(n));
        let expected = if n % 2 == 1 { "*" } else { "0" };
        assert_eq!(ev(&format!("Hackenbush(\"{text}\")")), expected, "{text}");
    }
    // On a stalk of one: a triangle fuses to a loop, and an edge and a
    // loop are a stalk of two, *2; two edges between the same vertices
    // fuse to a point, leaving the stalk, *.
    assert_eq!(ev("Hackenbush(\"e:{t}eee:{t}\")"), "*2");
    assert_eq!(ev("Hackenbush(\"e:{t}ee:{t}\")"), "*");
}

/// Blue-red stalks against the string game's closed form (Berlekamp's
/// sign expansion), a separate implementation.
#[test]
fn stalks_agree_with_the_string_game() {
    for n in 1..=8u32 {
        for code in 0..(1u32 << n) {
            let s: String = (0..n)
                .map(|k| if code >> k & 1 == 1 { 'l' } else { 'r' })
                .collect();
            let graph = HackenbushGraph::new(&s, false).unwrap().value();
            let string: combinatorial_games::games::Hackenbush = s.to_uppercase().parse().unwrap();
            assert_eq!(graph, string.value(), "{s}");
        }
    }
}

/// Snort on a path, written as a graph, against the strip game.
#[test]
fn snort_paths_agree_with_the_strip_game() {
    for n in 1..=9usize {
        for code in 0..3u32.pow(n as u32) {
            let cells: Vec<char> = (0..n)
                .map(|k| ['.', 'L', 'R'][(code / 3u32.pow(k as u32) % 3) as usize])
                .collect();
            // The strip's L is a coloured cell; the graph's L is a tint
            // (Left coloured a neighbour). Compare strips of empty cells
            // and tints made by colouring: a strip with no adjacent
            // coloured cells and its graph with the colours turned to tints.
            if cells.windows(2).any(|w| w[0] != '.' && w[1] != '.') {
                continue;
            }
            let strip: String = cells.iter().collect();
            let mut tints: Vec<Option<char>> =
                cells.iter().map(|&c| (c == '.').then_some('.')).collect();
            for (k, &c) in cells.iter().enumerate() {
                if c == '.' {
                    continue;
                }
                for j in [k.wrapping_sub(1), k + 1] {
                    if let Some(Some(t)) = tints.get_mut(j) {
                        *t = match *t {
                            '.' => c,
                            t if t == c => t,
                            _ => 'x',
                        };
                    }
                }
            }
            // Paths of the remaining cells, split where a coloured cell was.
            let mut parts = Vec::new();
            let mut cur = String::new();
            for t in &tints {
                match t {
                    Some(c) if *c != 'x' => {
                        if !cur.is_empty() {
                            cur.push('-');
                        }
                        cur.push(*c);
                    }
                    _ => {
                        if !cur.is_empty() {
                            parts.push(std::mem::take(&mut cur));
                        }
                    }
                }
            }
            if !cur.is_empty() {
                parts.push(cur);
            }
            let graph = parts.iter().fold(Game::zero(), |acc, p| {
                acc + ColGraph::snort(p).unwrap().value()
            });
            let s: combinatorial_games::games::Snort = strip.parse().unwrap();
            assert_eq!(graph, s.value(), "{strip} as {parts:?}");
        }
    }
}

// ---- a plain search over moves written out again ----

/// Edges `(a, b, colour)` with 0 the ground; colour 0 blue, 1 red, 2 green.
type Picture = Vec<(u8, u8, u8)>;

/// What stays joined to the ground, as a sorted list (vertex numbers kept).
fn grounded(edges: &[(u8, u8, u8)]) -> Picture {
    let mut reached = vec![0u8];
    loop {
        let more: Vec<u8> = edges
            .iter()
            .flat_map(|&(a, b, _)| [(a, b), (b, a)])
            .filter(|&(a, b)| reached.contains(&a) && !reached.contains(&b))
            .map(|(_, b)| b)
            .collect();
        if more.is_empty() {
            break;
        }
        reached.extend(more);
    }
    let mut kept: Picture = edges
        .iter()
        .copied()
        .filter(|e| reached.contains(&e.0))
        .collect();
    kept.sort_unstable();
    kept
}

/// The value by the rules: a player cuts an edge of their colour or a
/// green one, and what is no longer joined to the ground falls; an edge
/// of a colour in `childish` (bit `c` for colour `c`) only when nothing
/// falls with it.
fn plain_hackenbush(p: &Picture, childish: u8, memo: &mut HashMap<Picture, Game>) -> Game {
    if let Some(g) = memo.get(p) {
        return *g;
    }
    let mut sides = [Vec::new(), Vec::new()];
    for (side, colour) in [(0, 0), (1, 1)] {
        for i in 0..p.len() {
            if p[i].2 != colour && p[i].2 != 2 {
                continue;
            }
            let rest: Picture = p
                .iter()
                .enumerate()
                .filter(|&(j, _)| j != i)
                .map(|(_, &e)| e)
                .collect();
            let after = grounded(&rest);
            if childish & (1 << p[i].2) != 0 && after.len() != rest.len() {
                continue;
            }
            sides[side].push(plain_hackenbush(&after, childish, memo));
        }
    }
    let [l, r] = sides;
    let g = Game::new(l, r);
    memo.insert(p.clone(), g);
    g
}

/// The picture in CGSuite's notation, every vertex named.
fn picture_text(p: &Picture) -> String {
    let parts: Vec<String> = p
        .iter()
        .map(|&(a, b, c)| format!(":{{{a}}}{}:{{{b}}}", ['l', 'r', 'e'][c as usize]))
        .collect();
    // The ground first, so that it is vertex 1.
    format!(":{{0}}({})", parts.join(";"))
}

fn picture(vertices: u8, max_edges: usize) -> impl Strategy<Value = Picture> {
    proptest::collection::vec((0..vertices, 0..vertices, 0u8..3), 1..=max_edges)
        .prop_map(|es| {
            es.into_iter()
                .map(|(a, b, c)| (a.min(b), a.max(b), c))
                .collect::<Picture>()
        })
        .prop_map(|p| grounded(&p))
        .prop_filter("something joined to the ground", |p| !p.is_empty())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn hackenbush_matches_a_plain_search(p in picture(4, 6), childish in 0u8..8) {
        let text = picture_text(&p);
        let colours = ChildishEdges::new(childish & 1 != 0, childish & 2 != 0, childish & 4 != 0);
        let ours = HackenbushGraph::with_childish(&text, colours).unwrap().value();
        prop_assert_eq!(ours, plain_hackenbush(&p, childish, &mut HashMap::new()), "{} {}", text, colours);
        // Blue and red childish is Childish Hackenbush.
        if childish == 0b011 {
            prop_assert_eq!(HackenbushGraph::new(&text, true).unwrap().value(), ours);
        }
    }

    /// A graph value labelled with CGSuite's `Color`s is the same board.
    #[test]
    fn hackenbush_reads_graphs_labelled_by_colour(p in picture(4, 5), childish in 0u8..8) {
        let labels = r#"edgeLabels => {"l" => Color.Blue, "r" => Color.Red, "e" => Color.Green}"#;
        // CGSuite's names where it has them, else GenHackenbush.
        let colours: Vec<&str> = (0..3)
            .filter(|c| childish & (1 << c) != 0)
            .map(|c| ["Color.Blue", "Color.Red", "Color.Green"][c])
            .collect();
        let game = match childish {
            0 => "Hackenbush".to_string(),
            0b011 => "ChildishHackenbush".to_string(),
            _ => format!("GenHackenbush(childishEdges => [{}])", colours.join(", ")),
        };
        // CGSuite's graph notation: vertex k named by a letter, the ground
        // (vertex 0) first, then one edge per tree.
        let name = |v: u8| char::from(b'A' + v);
        let edges: Vec<String> = p.iter().map(|&(a, b, c)| format!(":{}{}:{}", name(a), ['l', 'r', 'e'][c as usize], name(b))).collect();
        let text = format!(":A;{}", edges.join(";"));
        let ours = ev(&format!("{game}(Graph.Parse(\"{text}\", {labels}))"));
        prop_assert_eq!(ours, plain_hackenbush(&p, childish, &mut HashMap::new()).to_string());
    }

    #[test]
    fn hackenbush_pictures_print_and_read_back(p in picture(5, 7)) {
        let g = HackenbushGraph::new(&picture_text(&p), false).unwrap();
        prop_assert_eq!(HackenbushGraph::new(&g.to_string(), false).unwrap(), g);
    }

    #[test]
    fn hackenbush_parts_meeting_at_the_ground_add(a in picture(3, 4), b in picture(3, 4)) {
        // b's vertices other than the ground renamed apart from a's.
        let b2: Picture = b.iter().map(|&(x, y, c)| (if x == 0 { 0 } else { x + 10 }, y + 10, c)).collect();
        let whole: Picture = a.iter().chain(&b2).copied().collect();
        let v = |p: &Picture| HackenbushGraph::new(&picture_text(p), false).unwrap().value();
        prop_assert_eq!(v(&whole), v(&a) + v(&b));
    }
}

/// Green Partizan Arc Kayles on a path of n vertices is Dawson's Kayles
/// (taking an edge takes two adjacent vertices: the octal game 0.07), as
/// CGSuite's Arc Kayles rows say.
#[test]
fn green_paths_are_dawsons_kayles() {
    for n in 2..=16 {
        let path = "e".repeat(n - 1);
        assert_eq!(
            ev(&format!("PartizanArcKayles(\"{path}\")")),
            ev(&format!("DawsonsKayles({n})")),
            "{n} vertices"
        );
    }
}

fn plain_pak(edges: &Picture, memo: &mut HashMap<Picture, Game>) -> Game {
    if let Some(g) = memo.get(edges) {
        return *g;
    }
    let mut sides = [Vec::new(), Vec::new()];
    for (side, colour) in [(0, 0), (1, 1)] {
        for &(a, b, c) in edges {
            if c == colour || c == 2 {
                let rest: Picture = edges
                    .iter()
                    .copied()
                    .filter(|&(x, y, _)| ![a, b].contains(&x) && ![a, b].contains(&y))
                    .collect();
                sides[side].push(plain_pak(&rest, memo));
            }
        }
    }
    let [l, r] = sides;
    let g = Game::new(l, r);
    memo.insert(edges.clone(), g);
    g
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn partizan_arc_kayles_matches_a_plain_search(p in proptest::collection::vec((0u8..6, 0u8..6, 0u8..3), 1..7)) {
        let parts: Vec<String> = p.iter().map(|&(a, b, c)| format!(":{{{a}}}{}:{{{b}}}", ['l', 'r', 'e'][c as usize])).collect();
        let text = format!(":{{0}}({})", parts.join(";"));
        let ours: PartizanArcKayles = text.parse().unwrap();
        prop_assert_eq!(ours.value(), plain_pak(&p, &mut HashMap::new()), "{}", text);
        // Printed, it reads back as the same graph.
        prop_assert_eq!(ours.to_string().parse::<PartizanArcKayles>().unwrap(), ours);
    }

    /// Arc Kayles is Partizan Arc Kayles with every edge green, searched
    /// plainly; loops take one vertex.
    #[test]
    fn arc_kayles_matches_a_plain_search(p in proptest::collection::vec((0u8..6, 0u8..6), 1..7)) {
        let parts: Vec<String> = p.iter().map(|&(a, b)| format!(":{{{a}}}-:{{{b}}}")).collect();
        let text = format!(":{{0}}({})", parts.join(";"));
        let ours: ArcKayles = text.parse().unwrap();
        let green: Picture = p.iter().map(|&(a, b)| (a, b, 2)).collect();
        prop_assert_eq!(ours.value(), plain_pak(&green, &mut HashMap::new()), "{}", text);
        prop_assert_eq!(ours.to_string().parse::<ArcKayles>().unwrap(), ours);
    }
}

/// A ring of n vertices: every move takes two neighbours and leaves a
/// path of n - 2, a Dawson's Kayles heap; a ring of one is a loop, whose
/// move leaves nothing.
#[test]
fn arc_kayles_cycles() {
    assert_eq!(ev("ArcKayles(Graph.Cycle(1))"), "*");
    for n in 3..=20 {
        let k = ev(&format!("DawsonsKayles({})", n - 2));
        assert_eq!(
            ev(&format!("ArcKayles(Graph.Cycle({n}))")),
            ev(&format!("{{{k}|{k}}}")),
            "ring of {n}"
        );
    }
}

/// Childish colours by hand. Green childish: only the top edge of a green
/// stalk may go, so a stalk of n edges is n forced moves, * for odd n and
/// 0 for even (where plain green stalks are *n). All colours childish: a
/// blue stalk of n is n (Left takes the top each turn, as before), and
/// the tree l(l;rl) with blue childish is 3/2: Left may cut only the two
/// leaves, leaving l(rl) = {0|1} = 1/2 or l(l;r) = {0|2} = 1, and Right's
/// one cut leaves ll = 2.
#[test]
fn childish_colours_by_hand() {
    for n in 1..8 {
        let stalk = "e".repeat(n);
        let want = if n % 2 == 1 { "*" } else { "0" };
        let g = ev(&format!(
            "GenHackenbush(childishEdges => [Color.Green])(\"{stalk}\")"
        ));
        assert_eq!(g, want, "{stalk}");
        assert_eq!(
            ev(&format!("Hackenbush(\"{stalk}\")")),
            if n == 1 {
                "*".to_string()
            } else {
                format!("*{n}")
            }
        );
        let all = "[Color.Blue, Color.Red, Color.Green]";
        let blue = ev(&format!(
            "GenHackenbush(childishEdges => {all})(\"{}\")",
            "l".repeat(n)
        ));
        assert_eq!(blue, n.to_string());
    }
    let blue = "GenHackenbush(childishEdges => [Color.Blue])";
    assert_eq!(ev(&format!("{blue}(\"l(rl)\")")), "1/2");
    assert_eq!(ev(&format!("{blue}(\"l(l;r)\")")), "1");
    assert_eq!(ev(&format!("{blue}(\"l(l;rl)\")")), "3/2");
    // The catalogue's words say the same.
    assert_eq!(ev("GenHackenbush(\"childishEdges=l l(l;rl)\")"), "3/2");
    assert_eq!(ev("GenHackenbush()"), "Hackenbush");
    assert_eq!(
        ev("GenHackenbush(childishEdges => [Color.Red, Color.Blue])"),
        "ChildishHackenbush"
    );
    let e = ev("GenHackenbush(childishEdges => [Left])");
    assert!(e.contains("a list of colours"), "{e}");
    let e = ev("GenHackenbush(childish => [Color.Red])");
    assert!(e.contains("no named argument childish"), "{e}");
}
