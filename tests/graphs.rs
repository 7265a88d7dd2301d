//! CGSuite's `Graph`, `Vertex` and `Edge`. The first test is CGSuite's own
//! rows (`data/cgsuite_graphs.txt`): every case of `GraphTestCase.scala`
//! (lib/core/src/test/scala/org/cgsuite/lang/ of aaron-siegel/cgsuite)
//! with the nineteen calls its `toTests` makes, as `CgsuiteUtilTest.scala`
//! runs them: what CGSuite prints, or "!!" for an error. The rest check the notation against
//! itself: a graph printed and read back has the same shape.

use combinatorial_games::expr::{Value, eval};

fn v(s: &str) -> Result<String, String> {
    eval(s).map(|v| v.to_string()).map_err(|e| e.to_string())
}

#[test]
fn cgsuites_graph_test_cases() {
    let text = include_str!("data/cgsuite_graphs.txt");
    let rows: Vec<(&str, &str)> = text
        .lines()
        .filter(|l| !l.starts_with('#'))
        .map(|l| {
            l.split_once("\t=> ")
                .expect("a row is `expression => value`")
        })
        .collect();
    assert_eq!(rows.len(), 11 * 19);
    for &(input, want) in &rows {
        match (v(input), want.strip_prefix("!!")) {
            (Ok(got), None) => assert_eq!(got, want, "{input}"),
            (Err(e), Some(message)) => {
                // CGSuite's messages for vertices and edges out of bounds
                // are ours too; its list index message is not.
                if !message.starts_with("List index") {
                    assert!(e.contains(message), "{input}: {e}, not {message}");
                }
            }
            (got, _) => panic!("{input}: {got:?}, not {want}"),
        }
    }
}

/// A graph's shape, whatever its vertices' numbers: vertices, edges,
/// sorted degrees, and the sizes of its components, sorted.
fn shape(g: &str) -> String {
    let e = |m: &str| v(&format!("({g}).{m}")).unwrap();
    let degrees = v(&format!("[x.EdgeCount for x in ({g}).Vertices].Sorted")).unwrap();
    let parts = v(&format!(
        "[c.VertexCount for c in ({g}).ConnectedComponents].Sorted"
    ))
    .unwrap();
    format!("{} {} {degrees} {parts}", e("VertexCount"), e("EdgeCount"))
}

#[test]
fn printed_graphs_read_back_as_the_same_graph() {
    // Random symmetric adjacency lists (loops and repeated edges too, from
    // a fixed linear congruential stream), printed in CGSuite's notation
    // and read back: the same shape.
    let mut seed: u64 = 7;
    let mut next = |n: u64| {
        seed = seed
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        (seed >> 33) % n
    };
    for _ in 0..60 {
        let n = 1 + next(9) as usize;
        let mut lists = vec![Vec::new(); n];
        for _ in 0..next(14) {
            let (a, b) = (next(n as u64) as usize, next(n as u64) as usize);
            lists[a].push(b + 1);
            if a != b {
                lists[b].push(a + 1);
            }
        }
        let lists: Vec<String> = lists
            .iter()
            .map(|l| {
                format!(
                    "[{}]",
                    l.iter().map(usize::to_string).collect::<Vec<_>>().join(",")
                )
            })
            .collect();
        let g = format!("Graph.FromAdjacencyList([{}])", lists.join(","));
        let printed = v(&g).unwrap();
        assert!(
            printed.starts_with("Graph(\"") && printed.ends_with("\")"),
            "{printed}"
        );
        assert_eq!(shape(&printed), shape(&g), "{g} printed {printed}");
    }
}

#[test]
fn games_on_graph_values() {
    // A graph value is the board its notation is, written by hand here.
    for (game, g, text) in [
        ("Col", "Graph.Path(5)", ".-.-.-.-."),
        ("Snort", "Graph.Cycle(3)", ".:A-.-.-:A"),
        ("Snort", "Graph.Star(4)", ".(-.;-.;-.)"),
        ("Col", "Graph.Cycle(1)", ".:A-:A"),
    ] {
        assert_eq!(
            v(&format!("{game}({g})")).unwrap(),
            v(&format!("{game}(\"{text}\")")).unwrap(),
            "{game} {g}"
        );
    }
    // CGSuite's Col reads Left and Right vertex labels as its tints L and
    // R (GenCol's VertexLabels).
    for (g, text) in [
        (
            "Graph.Parse(\"L-.-R\", vertexLabels => {\"\" => Nothing, \"L\" => Left, \"R\" => Right})",
            "L-.-R",
        ),
        ("Graph.Path(3).UpdatedVertexLabels({1 => Left})", "L-.-."),
    ] {
        for game in ["Col", "Snort"] {
            assert_eq!(
                v(&format!("{game}({g})")).unwrap(),
                v(&format!("{game}(\"{text}\")")).unwrap(),
                "{game} {g}"
            );
        }
    }
    // Arc Kayles on the complete graph of 4: each move takes an edge's two
    // ends, leaving one edge (*), so the value is mex{1} = 0.
    assert_eq!(v("ArcKayles(Graph.Clique(4))").unwrap(), "0");
    assert!(matches!(
        eval("Graph.Path(3)[2]").unwrap(),
        Value::Vertex(_)
    ));
    assert!(v("Graph.Parse(\"a\")").is_err());
    assert!(v("Graph(\"(-\")").unwrap_err().contains("Unmatched"));
}
