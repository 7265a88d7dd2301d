//! CGSuite's coordinate games given by functions: `CoordinateRuleset(f)`
//! (`FunctionalCoordinateRuleset(f)`) and `PartizanCoordinateRuleset(L,
//! R)`. Each is checked against a second method: nim sums, the crate's own
//! Wythoff, Kayles and Partizan Euclid (the last written as CGSuite's
//! `game/heap/constants.cgs` defines it), or a value worked by hand.

#[path = "common/lines.rs"]
mod lines;

use combinatorial_games::expr::Session;

/// The value of `line` in a session of its own, printed.
fn v(line: &str) -> String {
    lines::eval(&mut Session::new(), line)
}

/// The message of the error `line` gives.
fn err(line: &str) -> String {
    lines::error(&mut Session::new(), line)
}

const TWO_HEAPS: &str = "CoordinateRuleset((m, n) -> [(a, n) for a from 0 to m - 1] Concat [(m, b) for b from 0 to n - 1])";

#[test]
fn two_heaps_of_nim_are_their_nim_sum() {
    let table = v(&format!(
        "R := {TWO_HEAPS}; [R((m, n)).NimValue for m from 0 to 9 for n from 0 to 9]"
    ));
    let sums: Vec<String> = (0..10u32)
        .flat_map(|m| (0..10u32).map(move |n| (m ^ n).to_string()))
        .collect();
    assert_eq!(table, format!("[{}]", sums.join(",")));
}

#[test]
fn wythoff_written_as_a_function_is_wythoff() {
    let f = "CoordinateRuleset((m, n) -> [(a, n) for a from 0 to m - 1] Concat \
             [(m, b) for b from 0 to n - 1] Concat [(m - k, n - k) for k from 1 to m.Min(n)])";
    let ours = v(&format!(
        "R := {f}; [R((m, n)).NimValue for m from 0 to 12 for n from 0 to 12]"
    ));
    let builtin = v("[Wythoff((m, n)).NimValue for m from 0 to 12 for n from 0 to 12]");
    assert_eq!(ours, builtin);
}

/// Options that are sums: a heap of `m` (the second coordinate unused)
/// loses one or two tokens and the rest is left as two heaps, which is
/// Kayles.
#[test]
fn options_that_are_sums_give_kayles() {
    let f = "FunctionalCoordinateRuleset((m, n) -> \
             [[(a, 0), (m - k - a, 0)] for k in [1, 2] where k <= m for a from 0 to m - k])";
    let ours = v(&format!(
        "R := {f}; [R((m, 0)).NimValue for m from 0 to 20]"
    ));
    assert_eq!(ours, v("[Kayles(m).NimValue for m from 0 to 20]"));
    // An empty list is the sum of nothing, 0: the position's only option.
    assert_eq!(
        v("CoordinateRuleset((m, n) -> if m + n > 0 then [[]] else [] end)((3,4)).NimValue"),
        "1"
    );
}

/// CGSuite defines Partizan Euclid this way; the crate's `PartizanEuclid`
/// is written directly.
#[test]
fn partizan_euclid_as_cgsuite_writes_it() {
    let e = "PartizanCoordinateRuleset(\
             FunctionalCoordinateRuleset((p, q) -> if q == 0 or p % q == 0 then [] else [(q, p % q)] end), \
             FunctionalCoordinateRuleset((p, q) -> if q == 0 or p % q == 0 then [] else [(q, q - p % q)] end))";
    let ours = v(&format!(
        "E := {e}; [E((p, q)).CanonicalForm for p from 1 to 24 for q from 1 to 24]"
    ));
    let builtin = v("[PartizanEuclid((p, q)).CanonicalForm for p from 1 to 24 for q from 1 to 24]");
    assert_eq!(ours, builtin);
}

/// Left lowers the first coordinate, Right the second: by induction
/// `(m, n) = {m - n - 1 | m - n + 1} = m - n`.
#[test]
fn a_partizan_pair_by_hand() {
    let g = "G := PartizanCoordinateRuleset(\
             CoordinateRuleset((m, n) -> [(a, n) for a from 0 to m - 1]), \
             CoordinateRuleset((m, n) -> [(m, b) for b from 0 to n - 1]))";
    let values = v(&format!(
        "{g}; [G((m, n)).CanonicalForm for m from 0 to 4 for n from 0 to 4]"
    ));
    let want: Vec<String> = (0..5i32)
        .flat_map(|m| (0..5i32).map(move |n| (m - n).to_string()))
        .collect();
    assert_eq!(values, format!("[{}]", want.join(",")));
    assert_eq!(
        v(&format!("{g}; G.GameValueTable(2, 2)")),
        v("Table([[0,-1],[1,0]])")
    );
    assert_eq!(v(&format!("{g}; G((2,3)).LeftOptions")), "[-3,-2]");
}

#[test]
fn positions_print_as_they_read_back() {
    let text = v("CoordinateRuleset((m, n) -> [(a, n) for a from 0 to m - 1])((3,5))");
    assert_eq!(
        text,
        "FunctionalCoordinateRuleset((m, n) -> [(a, n) for a from 0 to m - 1])((3,5))"
    );
    assert_eq!(v(&format!("({text}).NimValue")), "3");
}

#[test]
fn bad_functions_are_errors() {
    for (line, says) in [
        (
            "CoordinateRuleset((m, n) -> [(m, n)])((1,1)).NimValue",
            "reached from itself",
        ),
        (
            "PartizanCoordinateRuleset(CoordinateRuleset((m, n) -> [(n, m)]), Wythoff)((1,2)).CanonicalForm",
            "reached from itself",
        ),
        (
            "CoordinateRuleset((m, n) -> 3)((1,1)).NimValue",
            "expected a list",
        ),
        (
            "CoordinateRuleset((m, n) -> [5])((1,1)).NimValue",
            "coordinates (a, b)",
        ),
        (
            "CoordinateRuleset((m, n) -> [(m + 5000, n)])((1,1)).NimValue",
            "from 0 to 2000",
        ),
        (
            "CoordinateRuleset((m, n) -> [(-1, n)])((1,1)).NimValue",
            "from 0 to 2000",
        ),
        ("CoordinateRuleset(m -> [])", "two arguments"),
        (
            "PartizanCoordinateRuleset(Wythoff, Cutcake)",
            "impartial coordinate game",
        ),
        (
            "PartizanCoordinateRuleset(Wythoff, 3)",
            "impartial coordinate game",
        ),
    ] {
        let e = err(line);
        assert!(e.contains(says), "{line}: {e}");
    }
}

/// A line stopped while a position is being valued lets the position go:
/// the next line values it (it is not taken for one that follows itself).
#[test]
fn a_stopped_line_leaves_no_position_open() {
    use combinatorial_games::budget::Budget;
    use std::sync::Arc;
    use std::sync::atomic::{AtomicBool, Ordering};
    let mut s = Session::new();
    s.eval("R := CoordinateRuleset((m, n) -> [(a, n) for a from 0 to m - 1])")
        .unwrap();
    let stop = Arc::new(AtomicBool::new(false));
    let stopped = Arc::clone(&stop);
    s.set_budget(Some(Budget::unlimited().with_stop(Arc::clone(&stop))));
    // Stopped a millisecond in, deep in valuing (1500,0) (the whole takes
    // most of a second).
    let halt = std::thread::spawn(move || {
        std::thread::sleep(std::time::Duration::from_millis(1));
        stopped.store(true, Ordering::SeqCst);
    });
    let line = "R((1500,0)).NimValue";
    let first = s.eval(line);
    halt.join().unwrap();
    assert!(first.is_err(), "{first:?}");
    stop.store(false, Ordering::SeqCst);
    assert_eq!(s.eval(line).unwrap().to_string(), "1500");
}
