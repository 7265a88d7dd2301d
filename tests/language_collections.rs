//! Ranges, maps and sets of any values, as CGSuite's EvalTest has them,
//! and by hand.

use combinatorial_games::expr::{eval, ErrorKind};

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
        ("(10..1..-4).ToList", "[10,6,2]"),
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
