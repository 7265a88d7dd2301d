//! Ranges, maps and sets of any values, as CGSuite's EvalTest has them,
//! and by hand.

use combinatorial_games::expr::{ErrorKind, eval};

fn v(s: &str) -> String {
    match eval(s) {
        Ok(x) => x.to_string(),
        Err(e) => panic!("{s}: {e}"),
    }
}

#[test]
fn cgsuite_eval_rows() {
    for (input, printed) in [
        ("3..12", "3..12"),
        ("3..12..3", "3..12..3"),
        ("1..0", "1..0"),
        ("(3..12).ToSet", "{3,4,5,6,7,8,9,10,11,12}"),
        ("(3..12..3).ToSet", "{3,6,9,12}"),
        ("1..4 === [1,2,3,4]", "true"),
        ("1..0 === []", "true"),
        ("{=>}", "{=>}"),
        (
            r#"{"foo" => 1, "bar" => *2, 16 => 22}"#,
            r#"{16 => 22, "bar" => *2, "foo" => 1}"#,
        ),
        ("{x^2 => x for x in [1,3,5,3]}", "{1 => 1, 9 => 3, 25 => 5}"),
        (
            r#"{3,"foo",[],true,Nothing,[3,5,3,1],+-6,*2,"bar"}"#,
            r#"{Nothing,3,*2,+-6,true,"bar","foo",[],[3,5,3,1]}"#,
        ),
    ] {
        assert_eq!(v(input), printed, "{input}");
    }
}

#[test]
fn map_comprehension_keeps_the_last_value_of_a_key() {
    // x² + y² for 1 ≤ x, y ≤ 5, the last x (the outer loop) for each sum:
    // 25 = 3² + 4² (x = 3, then x = 4) and 4² + 3², so 25 => 4; 50 => 5.
    let m = v("{x^2+y^2 => x for x from 1 to 5 for y from 1 to 5}");
    assert!(m.starts_with("{2 => 1, 5 => 2, 8 => 2, 10 => 3,"), "{m}");
    assert!(m.contains("25 => 4") && m.ends_with("50 => 5}"), "{m}");
    // 15 distinct sums of two squares from {1, 4, 9, 16, 25}.
    assert_eq!(
        v("{x^2+y^2 => x for x from 1 to 5 for y from 1 to 5}.Size"),
        "15"
    );
}

#[test]
fn ranges_act_as_lists() {
    for (input, value) in [
        ("[x for x in 1..5]", "[1,2,3,4,5]"),
        ("(1..5).Apply(x -> x * x)", "[1,4,9,16,25]"),
        ("(1..10..2).Size", "5"),
        // CGSuite: a range is a list, and ToList gives it as it is.
        ("(10..1..-4).ToList", "10..1..-4"),
        ("[x for x in (10..1..-4).ToList]", "[10,6,2]"),
        ("(5..1).Size", "0"),
        ("Sum(x for x in 1..100)", "5050"),
        ("(0..3000000).Size", "3000001"),
        // A range is a sequence, equal to the list of its items.
        ("1..3 == [1,2,3]", "true"),
        ("1..3 != [1,2]", "true"),
        ("{1,2} === {2,1}", "true"),
        ("[*, 2, *, 0].ToSet", "{0,2,*}"),
    ] {
        assert_eq!(v(input), value, "{input}");
    }
}

#[test]
fn bad_ranges_and_maps_get_typed_errors() {
    let e = eval("1..2..0").unwrap_err();
    assert!(
        matches!(e.kind(), ErrorKind::Undefined(_)) && e.column() == 7,
        "{e}"
    );
    let e = eval("1..1/2").unwrap_err();
    assert!(
        matches!(e.kind(), ErrorKind::Type { .. }) && e.column() == 4,
        "{e}"
    );
    let e = eval("[x for x in 0..3000000]").unwrap_err();
    assert!(matches!(e.kind(), ErrorKind::TooLarge(_)), "{e}");
    let e = eval("{1 => 2, 3}").unwrap_err();
    assert_eq!(e.column(), 11, "{e}");
}

#[test]
fn indexing_lists_and_maps() {
    assert_eq!(v("a := [5,6,7]; a[1] + a[3]"), "12");
    assert_eq!(v("[[1,2],[3]][1][2]"), "2");
    assert_eq!(v("(10..20..5)[2]"), "15");
    assert_eq!(v("m := {1 => 2, * => 5}; m[*]"), "5");
    assert_eq!(v("[1,2].Adjoin(5)"), "[1,2,5]");
    assert_eq!(v("[1,2] Adjoin [3]"), "[1,2,[3]]");
    assert_eq!(v("{2,1}.Adjoin(1)"), "{1,2}");
    assert_eq!(v("[*, ^].Length"), "2");
    // Star and up powers in brackets are still games, not indices.
    assert_eq!(v("^[3]"), "^[3]");
    assert_eq!(v("*[2]"), "*[2]");
    for bad in [
        "[1,2][3]",
        "[1,2][0]",
        "[1,2][1/2]",
        "[1,2][1,2]",
        "{1 => 2}[3]",
        "5[1]",
    ] {
        assert!(eval(bad).is_err(), "{bad}");
    }
}

#[test]
fn graphs_as_adjacency_lists() {
    // A path of four by hand: each vertex its neighbours.
    assert_eq!(v("Graph.Path(4).AdjacencyList"), "[[2],[1,3],[2,4],[3]]");
    // A triangle, and a loop (listed once).
    assert_eq!(v("\":A---:A\".AdjacencyList"), "[[2,3],[1,3],[1,2]]");
    assert_eq!(v("Graph.Cycle(1).AdjacencyList"), "[[1]]");
    // Back and forth: the same lists.
    for g in ["Graph.Path(5)", "Graph.Cycle(4)", "\".-.-.(-.;-.)\""] {
        assert_eq!(
            v(&format!(
                "Graph.FromAdjacencyList({g}.AdjacencyList).AdjacencyList"
            )),
            v(&format!("{g}.AdjacencyList")),
            "{g}"
        );
    }
    // Isolated vertices stay.
    assert_eq!(
        v("Graph.FromAdjacencyList([[2],[1],[]]).AdjacencyList"),
        "[[2],[1],[]]"
    );
    assert_eq!(
        v("Graph.FromAdjacencyList([[],[]]).AdjacencyList"),
        "[[],[]]"
    );
    assert_eq!(v("Graph.FromAdjacencyList([]).AdjacencyList"), "[]");
    for bad in [
        "Graph.FromAdjacencyList([[2],[]])",
        "Graph.FromAdjacencyList([[3],[1]])",
        "Graph.FromAdjacencyList([2])",
        "Graph.FromAdjacencyList(5)",
        "5.AdjacencyList",
    ] {
        assert!(eval(bad).is_err(), "{bad}");
    }
}
