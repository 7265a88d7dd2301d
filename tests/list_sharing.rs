//! Lists, maps and sets are shared between the names, calls and values
//! that hold them, not copied; and they nest at most `MAX_NESTING` deep,
//! so that no value takes printing, comparing or dropping past a thread's
//! stack. Expected values are sums worked by hand.

use std::sync::mpsc;
use std::time::{Duration, Instant};

use combinatorial_games::expr::{ErrorKind, MAX_NESTING, Session};

/// Runs `setup`, then each line, which must give its value within
/// `limit` (20 times as long unoptimised), on a thread of their own: a
/// test that fails waits no longer than that (work that takes exponential
/// time would never end).
fn quick(setup: &str, lines: &[(&str, &str)], limit: Duration) {
    // The README's tests are optimised; an unoptimised build is far slower.
    let limit = if cfg!(debug_assertions) {
        limit * 20
    } else {
        limit
    };
    let (tx, rx) = mpsc::channel();
    let setup = setup.to_string();
    let owned: Vec<(String, String)> = lines
        .iter()
        .map(|(l, x)| (l.to_string(), x.to_string()))
        .collect();
    std::thread::spawn(move || {
        let mut s = Session::new();
        s.eval(&setup).unwrap();
        for (line, _) in owned {
            let start = Instant::now();
            let got = s.eval(&line).map(|v| v.to_string());
            if tx.send((got, start.elapsed())).is_err() {
                return;
            }
        }
    });
    for (line, expected) in lines {
        let Ok((got, took)) = rx.recv_timeout(limit) else {
            panic!("{line} took longer than {limit:?}");
        };
        let got = got.unwrap_or_else(|e| panic!("{line}: {e}"));
        assert_eq!(got, *expected, "{line}");
        assert!(took < limit, "{line} took {took:?}");
    }
}

/// Each line reads a list of 20 000 items 20 000 times. When a name's
/// list was copied for each read, these took 5 to 12 s each (4·10⁸ items
/// copied); shared, each takes milliseconds.
#[test]
fn reading_a_long_list_in_a_loop_does_not_copy_it() {
    let lines = [
        // 1 + 2 + … + 20000 = 20000 · 20001 / 2.
        (
            "t := 0; for i from 1 to 20000 do t := t + L[i] end; t",
            "200010000",
        ),
        (
            "t := 0; for i from 1 to 20000 do t := t + L.Head end; t",
            "20000",
        ),
        (
            "t := 0; for i from 1 to 20000 do t := t + L.Length end; t",
            "400000000",
        ),
        (
            "n := 0; for i from 1 to 20000 do if L.IsEmpty then n := n + 1 end end; n",
            "0",
        ),
        // A function given the list, 20 000 times: 20000 · 20000.
        (
            "f := x -> x[20000]; t := 0; for i from 1 to 20000 do t := t + f(L) end; t",
            "400000000",
        ),
    ];
    quick(
        "L := [i for i from 1 to 20000]",
        &lines,
        Duration::from_secs(3),
    );
}

#[test]
fn reading_a_map_in_a_loop_does_not_copy_it() {
    // 1² + … + 5000² = 5000 · 5001 · 10001 / 6.
    let line = "t := 0; for i from 1 to 5000 do t := t + M[i] end; t";
    let setup = "M := {i => i * i for i from 1 to 5000}";
    quick(setup, &[(line, "41679167500")], Duration::from_secs(3));
}

/// The keys are copies of the map itself: the k-th has k - 1 keys, each an
/// earlier copy. Compared item by item, two copies compared all the copies
/// inside them, in time that doubled with each pass (300 passes: 2³⁰⁰).
#[test]
fn maps_whose_keys_are_copies_of_themselves_compare_quickly() {
    let line = "for i from 1 to 300 do m.Put(m, i) end; m.Size";
    quick(
        "m := MutableMap()",
        &[(line, "300")],
        Duration::from_secs(3),
    );
}

#[test]
fn a_shared_list_is_still_a_value() {
    let mut s = Session::new();
    for (line, expected) in [
        (
            "L := [1, 2]; M := L; N := M.Updated(1, 5); [L, M, N]",
            "[[1,2],[1,2],[5,2]]",
        ),
        (
            "m := MutableList([1]); K := [m]; m.Add(2); [K, m.Length]",
            "[[[1]],2]",
        ),
        ("g := x -> x Concat [3]; P := [1]; [g(P), P]", "[[1,3],[1]]"),
    ] {
        assert_eq!(s.eval(line).unwrap().to_string(), expected, "{line}");
    }
}

fn too_deep(s: &mut Session, line: &str) {
    let Err(e) = s.eval(line) else {
        panic!("{line} should be too deep");
    };
    assert!(matches!(e.kind(), ErrorKind::TooLarge(_)), "{line}: {e}");
    let why = format!("lists, sets and maps may nest at most {MAX_NESTING} deep");
    assert!(e.to_string().starts_with(&why), "{line}: {e}");
}

/// `[]` is one deep and each pass wraps it once more: `MAX_NESTING - 1`
/// passes reach the bound, one more passes it, however the value is made.
#[test]
fn values_nest_at_most_max_nesting_deep() {
    assert_eq!(MAX_NESTING, 1000);
    let mut s = Session::new();
    s.eval("L := []; for i from 1 to 999 do L := [L] end")
        .unwrap();
    // Copies made apart compare equal, level by level, and print.
    s.eval("K := []; for i from 1 to 999 do K := [K] end")
        .unwrap();
    assert_eq!(s.eval("L == K").unwrap().to_string(), "true");
    // In a set, one level deeper than L, they are one item (the universal
    // order compares them level by level too).
    s.eval("L := L[1]; K := K[1]").unwrap();
    assert_eq!(s.eval("{L, K}.Size").unwrap().to_string(), "1");
    s.eval("L := [L]; K := [K]").unwrap();
    let text = s.eval("L").unwrap().to_string();
    assert_eq!(text, format!("{}{}", "[".repeat(1000), "]".repeat(1000)));
    too_deep(&mut s, "L := [L]");
    // A line that fails leaves the names as they were.
    assert_eq!(s.eval("L == K").unwrap().to_string(), "true");
    s.eval("f := n -> if n == 0 then [] else [f(n - 1)] end")
        .unwrap();
    too_deep(&mut s, "f(1000)");
    assert_eq!(s.eval("f(999) == L").unwrap().to_string(), "true");
    // A mutable collection is a level deeper than what it holds: a copy
    // of m, 1 deep when empty, goes in 999 times, not 1000.
    s.eval("m := MutableList(); for i from 1 to 999 do m.Add(m) end")
        .unwrap();
    too_deep(&mut s, "m.Add(m)");
    too_deep(&mut s, "[m]");
    s.eval("p := MutableMap(); for i from 1 to 999 do p.Put(p, 1) end")
        .unwrap();
    too_deep(&mut s, "p.Put(p, 1)");
    too_deep(&mut s, "p.Put(1, p)");
    s.eval("q := MutableList([0])").unwrap();
    too_deep(&mut s, "q.Update(1, m)");
    too_deep(&mut s, "S := {}; for i from 1 to 1000 do S := {S} end");
    too_deep(
        &mut s,
        "T := 1; for i from 1 to 1000 do T := Table([[T]]) end",
    );
    too_deep(
        &mut s,
        "E := 1; for i from 1 to 1000 do E := {E => 1}.Entries end",
    );
    // Dropped here, on a test thread's stack.
    s.eval("L := 0; K := 0").unwrap();
}
