//! List comprehensions and `Size`, as CGSuite writes them; every expected
//! list is worked out by hand from the clauses.

use combinatorial_games::expr::{ErrorKind, MAX_LIST_ITEMS, eval};

fn show(e: &str) -> String {
    match eval(e) {
        Ok(v) => v.to_string(),
        Err(err) => format!("error at {}: {err}", err.column()),
    }
}

#[test]
fn ranges_nest_first_clause_outermost() {
    assert_eq!(show("[n for n from 1 to 5]"), "[1,2,3,4,5]");
    // a = 0: 0; a = 1: 1, 2; a = 2: 2, 3, 4.
    assert_eq!(
        show("[a + b for a from 0 to 2 for b from 0 to a]"),
        "[0,1,2,2,3,4]"
    );
    assert_eq!(show("[x for x from 10 to 1 by -3]"), "[10,7,4,1]");
    assert_eq!(show("[x for x from 1 to 0]"), "[]");
    // The second clause sees the first's name; a where filters.
    assert_eq!(
        show("[b for a from 1 to 3 for b from a to 3 where a != b]"),
        "[2,3,3]"
    );
}

#[test]
fn items_of_lists_and_sets() {
    assert_eq!(show("[x for x in [1,2,3,4] where x > 2]"), "[3,4]");
    // A set's items in display order, each once: {0,*} is 0 and *.
    assert_eq!(show("[x + * for x in {*, 0, *}]"), "[*,0]");
    // Games in the body: ^<n> is ^.Pow(n) by definition.
    assert_eq!(show("[^.Pow(n) for n from 1 to 3]"), "[^,^<2>,^<3>]");
    // Names bound outside are seen; the loop's name does not leak.
    let mut s = combinatorial_games::expr::Session::new();
    s.eval("k := 2").unwrap();
    assert_eq!(
        s.eval("[k * n for n from 1 to 3]").unwrap().to_string(),
        "[2,4,6]"
    );
    assert!(s.eval("n").is_err());
}

#[test]
fn size_counts_items() {
    assert_eq!(show("[*, ^, *].Size"), "3");
    assert_eq!(show("{*, *, ^}.Size"), "2");
    assert_eq!(show("\"abc\".Size"), "3");
    // CGSuite's GameHeapTest: a Kayles heap of 20 has 20 options (10 by
    // knocking one pin, 10 by knocking two, splits counted once).
    assert_eq!(show("Kayles(20).Options.Size"), "20");
    assert_eq!(show("[n for n from 1 to 100].Size"), "100");
}

#[test]
fn bad_comprehensions_get_typed_errors_with_columns() {
    let e = eval("[x for x from 1/2 to 3]").unwrap_err();
    assert!(matches!(e.kind(), ErrorKind::Type { .. }), "{e}");
    assert_eq!(e.column(), 15);
    let e = eval("[x for x from 1 to 3 by 0]").unwrap_err();
    assert_eq!(e.column(), 25);
    assert!(e.to_string().contains("step of 0"), "{e}");
    let e = eval("[x for x in 5]").unwrap_err();
    assert!(
        e.to_string()
            .contains("a list, a set, a range or a map after 'in'"),
        "{e}"
    );
    let e = eval("[x for x in [1] where 1]").unwrap_err();
    assert!(e.to_string().contains("true or false after 'where'"), "{e}");
    let e = eval(&format!("[n for n from 0 to {MAX_LIST_ITEMS}]")).unwrap_err();
    assert!(matches!(e.kind(), ErrorKind::TooLarge(_)), "{e}");
    // Two loops of 1 001 each: more bindings than allowed, refused.
    let e = eval("[a for a from 0 to 1000 for b from 0 to 1000]").unwrap_err();
    assert!(matches!(e.kind(), ErrorKind::TooLarge(_)), "{e}");
    let e = eval("[x for from 1 to 2]").unwrap_err();
    assert!(e.to_string().contains("a name after 'for'"), "{e}");
    // `for x to 2` starts from the value x has (CGSuite's loop without
    // `from`): none here.
    let e = eval("[x for x to 2]").unwrap_err();
    assert!(matches!(e.kind(), ErrorKind::UnknownName { .. }), "{e}");
    assert_eq!(
        eval("x := 0; [x for x to 2]").unwrap().to_string(),
        "[0,1,2]"
    );
    let e = eval("[x for x by 2]").unwrap_err();
    assert!(e.to_string().contains("'from', 'to', 'in' or ':='"), "{e}");
}
