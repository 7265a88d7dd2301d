//! CGSuite's mutable collections, and `Random`, a stream shared as they
//! are. The first test and the Random rows are CGSuite's own
//! (`CgsuiteUtilTest.scala`, in lib/core/src/test/scala/org/cgsuite/lang/
//! of aaron-siegel/cgsuite): what CGSuite prints, each table run in one
//! session as CGSuite runs it. The rest are worked out by hand from
//! `MutableList.cgs`, `MutableSet.cgs`, `MutableMap.cgs` and
//! `SpecialMethods.scala` there.

use combinatorial_games::expr::{ErrorKind, Session};

/// Runs the rows in one session: each input, then what it must print
/// ("!!" for an error).
fn check(rows: &[(&str, &str)]) {
    let mut s = Session::new();
    for (input, want) in rows {
        match s.eval(input) {
            Ok(v) => assert_eq!(v.to_string(), *want, "{input}"),
            Err(e) => assert_eq!(*want, "!!", "{input}: {e}"),
        }
    }
}

#[test]
fn cgsuites_mutable_collection_rows() {
    check(&[
        ("MutableList()", "MutableList()"),
        ("x := MutableList([3,4,5])", "MutableList(3, 4, 5)"),
        ("x[2]", "4"),
        ("x[0]", "!!"),
        ("x.Add(*); x", "MutableList(3, 4, 5, *)"),
        (
            "x.AddAll([1/2, 1/4, *2, *3, 1/2, 1/4, *3]); x",
            "MutableList(3, 4, 5, *, 1/2, 1/4, *2, *3, 1/2, 1/4, *3)",
        ),
        ("x.Contains(*3)", "true"),
        (
            "x.Remove(1/2); x",
            "MutableList(3, 4, 5, *, 1/4, *2, *3, 1/2, 1/4, *3)",
        ),
        (
            "x.RemoveAll([4, *2]); x",
            "MutableList(3, 5, *, 1/4, *3, 1/2, 1/4, *3)",
        ),
        (
            "x.RemoveAll([1/4, 1/4]); x",
            "MutableList(3, 5, *, *3, 1/2, *3)",
        ),
        ("x.RemoveAt(2); x", "MutableList(3, *, *3, 1/2, *3)"),
        ("x.Sort(); x", "MutableList(1/2, 3, *, *3, *3)"),
        (
            "x.SortWith((a, b) -> if a < b then -1 elseif a > b then 1 else 0 end)",
            "MutableList(*, *3, *3, 1/2, 3)",
        ),
        ("x.Clear(); x", "MutableList()"),
    ]);
    check(&[
        ("MutableSet()", "MutableSet()"),
        ("x := MutableSet([3,4,5])", "MutableSet(3, 4, 5)"),
        ("x.Add(*); x", "MutableSet(3, 4, 5, *)"),
        (
            "x.AddAll([1/2, 1/4, *2, *3, 1/2, 1/4, *3]); x",
            "MutableSet(1/4, 1/2, 3, 4, 5, *, *2, *3)",
        ),
        ("x.Contains(*3)", "true"),
        ("x.Remove(1/4); x", "MutableSet(1/2, 3, 4, 5, *, *2, *3)"),
        (
            "x.RemoveAll([3, 5, *2, 5, 19]); x",
            "MutableSet(1/2, 4, *, *3)",
        ),
        ("x.Clear(); x", "MutableSet()"),
    ]);
    check(&[
        ("MutableMap()", "MutableMap()"),
        (
            "x := MutableMap({3 => true, 5 => Left})",
            "MutableMap(3 => true, 5 => Left)",
        ),
        ("x[5]", "Left"),
        ("x[*]", "!!"),
        ("x.ContainsKey(5)", "true"),
        ("x.Entries", "{3 => true,5 => Left}"),
        ("x.Put(3, false); x", "MutableMap(3 => false, 5 => Left)"),
        (
            "x.Put(*, 101); x",
            "MutableMap(3 => false, 5 => Left, * => 101)",
        ),
        (
            "x.PutAll({Right => 1474, 3 => 1/7}); x",
            "MutableMap(3 => 1/7, 5 => Left, * => 101, Right => 1474)",
        ),
        ("x.Clear(); x", "MutableMap()"),
    ]);
    // CgsuiteLangTest.scala's row for an immutable map's entries.
    check(&[("{7 => true, 1/2 => ^^*}.Entries", "{1/2 => ^^*,7 => true}")]);
}

#[test]
fn every_name_sees_one_collection() {
    check(&[
        ("a := MutableList()", "MutableList()"),
        ("b := a", "MutableList()"),
        ("b.Add(1); a", "MutableList(1)"),
        // A function's parameter is the same collection too.
        ("push := (l, x) -> l.Add(x)", "(l, x) -> l.Add(x)"),
        ("push(a, 2); b", "MutableList(1, 2)"),
        // A loop body changes it, and the change stays after the loop.
        (
            "for k from 3 to 5 do a.Add(k) end; b",
            "MutableList(1, 2, 3, 4, 5)",
        ),
        // Read by the rest of the language as a list: 1+2+3+4+5.
        ("a.Sum", "15"),
        ("[k * k for k in a]", "[1,4,9,16,25]"),
        ("a == [1, 2, 3, 4, 5]", "true"),
        ("a.Class", "\u{27ea}cgsuite.util.MutableList\u{27eb}"),
    ]);
}

#[test]
fn what_a_collection_holds_is_a_copy() {
    check(&[
        ("m := MutableMap()", "MutableMap()"),
        ("s := MutableSet([2])", "MutableSet(2)"),
        // The set's items as they were when it was put in the map.
        ("m.Put(1, s); s.Add(3); m", "MutableMap(1 => {2})"),
        ("s", "MutableSet(2, 3)"),
        // Remove of a key that is not there changes nothing.
        ("m.Remove(7); m.RemoveAll([1]); m", "MutableMap()"),
    ]);
}

#[test]
fn entries_keys_and_values() {
    check(&[
        ("e := {2 => *, 1 => ^}.Entries.ToList", "[1 => ^,2 => *]"),
        ("[e[1].Key, e[1].Value, e[2].Key, e[2].Value]", "[1,^,2,*]"),
        ("{=>}.Entries", "{}"),
    ]);
}

#[test]
fn wrong_receivers_and_indices_are_typed_errors() {
    let mut s = Session::new();
    s.eval("x := MutableList([1, 2])").unwrap();
    for (input, kind) in [
        ("x.RemoveAt(3)", "undefined"),
        ("x.Update(0, 1)", "undefined"),
        ("x.Put(1, 2)", "type"),
        ("MutableSet([1]).Sort()", "type"),
        ("[1, 2].Add(3)", "type"),
        ("x.SortWith(a -> a)", "undefined"),
        ("MutableList(3)", "type"),
    ] {
        let e = s.eval(input).unwrap_err();
        let found = match e.kind() {
            ErrorKind::Undefined(_) => "undefined",
            ErrorKind::Type { .. } => "type",
            other => panic!("{input}: {other:?}"),
        };
        assert_eq!(found, kind, "{input}: {e}");
    }
    // None of them changed the list.
    assert_eq!(s.eval("x").unwrap().to_string(), "MutableList(1, 2)");
}

#[test]
fn cgsuites_random_rows() {
    // CgsuiteUtilTest.scala: twenty numbers below 100 from the seed 1474.
    check(&[
        ("random := Random(1474)", "Random(1474)"),
        (
            "[random.NextInteger(100) for n from 1 to 20]",
            "[64,92,17,25,63,58,88,49,0,30,85,46,58,24,72,31,98,61,61,69]",
        ),
        // The stream went on: a second draw is not the first again.
        (
            "random.NextInteger(100) == Random(1474).NextInteger(100)",
            "false",
        ),
        ("Random(1474).NextInteger(0)", "!!"),
        ("Random(1/2)", "!!"),
    ]);
    // Every draw is below its bound, for bounds that are and are not
    // powers of two (a draw of too many bits is retried).
    let mut s = Session::new();
    s.eval("r := Random(-7)").unwrap();
    for bound in [1, 2, 3, 64, 65, 1000] {
        let v = s
            .eval(&format!(
                "[r.NextInteger({bound}) for k from 1 to 200].Max < {bound}"
            ))
            .unwrap();
        assert_eq!(v.to_string(), "true", "{bound}");
    }
}

#[test]
fn large_collections_change_in_place() {
    // 60 000 keys put in descending order, then each looked up: the sum
    // of k for k from 1 to 60 000 is 60 000 * 60 001 / 2. (Kept in a
    // sorted vector with a copy for each Put, this took minutes.)
    check(&[
        ("m := MutableMap()", "MutableMap()"),
        (
            "for k from 60000 to 1 by -1 do m.Put(k, k) end; m.Size",
            "60000",
        ),
        (
            "t := 0; for k from 1 to 60000 do t := t + m[k] end; t",
            "1800030000",
        ),
        (
            "s := MutableSet([k % 7 for k from 1 to 60000]); s.Size",
            "7",
        ),
        ("[s.Contains(6), s.Contains(7)]", "[true,false]"),
    ]);
}

/// Only a name can be assigned, as in CGSuite (whose `EvalNode` answers
/// "Syntax error." to `L[i] := v`): the error says so, at the `:=`.
#[test]
fn assigning_to_an_item_is_refused_with_a_reason() {
    let mut s = combinatorial_games::expr::Session::new();
    for (text, column) in [
        ("L := [1,2]; L[1] := 5", 18),
        ("m := MutableMap(); m.x := 1", 24),
    ] {
        let e = s.eval(text).unwrap_err();
        assert_eq!(e.column(), column, "{text}");
        assert!(
            e.to_string().contains("assigns to a name only"),
            "{text}: {e}"
        );
    }
}
