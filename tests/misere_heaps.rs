//! Misère values of heap-game positions in expressions (`Kayles(5).Genus`),
//! against CGSuite's own tables and against misère search.

use combinatorial_games::expr::{Session, eval};
use combinatorial_games::games;
use combinatorial_games::play::Searcher;
use combinatorial_games::retrograde::Value;

/// CGSuite's `GameHeapTest` ("define TakeAndBreak properly"): for each
/// ruleset, `[R(n).MisereNimValue for n from 0 to 20]` and
/// `[R(n).Genus for n from 0 to 20]`. CGSuite's
/// `Subtraction([2,3,7], allbut => true)` is our `AllbutSubtraction`.
const CGSUITE: &[(&str, &str, &str)] = &[
    (
        "Nim",
        "[1,0,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20]",
        "[0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20]",
    ),
    (
        "GrundysGame",
        "[1,1,1,0,1,2,0,1,2,0,1,2,0,1,2,0,1,2,0,1,2]",
        "[0,0,0,1,0,2,1,0,2,1,0,2,1,3^1431,2,1,3^1431,2,4^0564,3^1431,0^20]",
    ),
    (
        "Kayles",
        "[1,0,2,3,0,1,3,2,1,0,2,4,0,1,2,5,1,6,3,2,0]",
        "[0,1,2,3,1,4^146,3,2^2,1^1,4^046,2^2,6^46,4^046,1^1,2^2,7^57,1^13,4^64,3^31,2^20,1^031]",
    ),
    (
        "DawsonsKayles",
        "[1,1,0,0,2,1,3,0,0,1,1,3,0,2,1,1,0,0,2,1,3]",
        "[0,0,1,1,2,0,3,1,1,0,3^1431,3,2^0520,2,4^146,0,5^057,2^0520,2,3^1431,3]",
    ),
    (
        "Subtraction([2,3,7])",
        "[1,1,0,0,2,1,1,0,0,2,1,1,0,0,2,1,1,0,0,2,1]",
        "[0,0,1,1,2,0,0,1,1,2,0,0,1,1,2,0,0,1,1,2,0]",
    ),
    (
        "AllbutSubtraction([2,3,7])",
        "[1,0,1,0,2,3,2,3,4,5,4,5,6,7,6,7,8,9,8,9,10]",
        "[0,1,0,1,2,3,2,3,4,5,4,5,6,7,6,7,8,9,8,9,10]",
    ),
    (
        "TakeAndBreak(\"0.3F\")",
        "[1,0,2,1,0,2,1,0,4,1,0,4,1,0,6,1,0,6,1,0,6]",
        "[0,1,2,0,1,2,3^1431,4^0564,5^46,3^1431,4^0564,5^4875,6^(1,9,10,8),7^075,8^6875,6^(1,9,10,8),7^075,8^(6,10,8),9^(1,9,12,11,9),10^(0,11,13,9,11),11^(6,10,8)]",
    ),
];

/// CGSuite's own expression, `[R(n).M for n from 0 to 20]`.
fn row(rules: &str, method: &str) -> String {
    eval(&format!("[{rules}(n).{method} for n from 0 to 20]"))
        .unwrap()
        .to_string()
}

#[test]
fn cgsuite_heap_tables_agree() {
    for (rules, misere_nim, genus) in CGSUITE {
        assert_eq!(row(rules, "MisereNimValue"), *misere_nim, "{rules}");
        assert_eq!(row(rules, "Genus"), *genus, "{rules}");
    }
    // GameHeapTest's one misère canonical form.
    assert_eq!(
        eval("GrundysGame(22).MisereCanonicalForm")
            .unwrap()
            .to_string(),
        "*[(((2[2]21)[2](2[2]21)20)(2[2]21)3)((2[2]21)[2](2[2]21)20)(2[2]21)[1]2[2]1]"
    );
}

/// The misère nim value by search: the `m` for which `G + *m` is lost by
/// the player to move in misère play (a Nim heap added in a sum).
fn searched_misere_nim_value(id: &str, heap: usize) -> u64 {
    let mut s = Searcher::default();
    (0..=heap as u64 + 2)
        .find(|m| {
            let board = format!("{id} {heap} + nim {m}");
            let p = games::parse("sum", &board).unwrap().misere().unwrap();
            p.verdict(&mut s).unwrap().value == Value::Lose
        })
        .expect("some heap makes a P-position")
}

#[test]
fn misere_nim_values_agree_with_search() {
    for (id, expr) in [
        ("kayles", "Kayles"),
        ("dawsonskayles", "DawsonsKayles"),
        ("grundy", "GrundysGame"),
    ] {
        for n in 0..=12usize {
            // Kayles reads a number as a row of pins; a row of 0 is empty.
            if n == 0 && id == "kayles" {
                continue;
            }
            let v = eval(&format!("{expr}({n}).MisereNimValue"))
                .unwrap()
                .to_string();
            assert_eq!(
                v,
                searched_misere_nim_value(id, n).to_string(),
                "{expr}({n})"
            );
        }
    }
}

#[test]
fn heap_positions_keep_their_rules_in_names_and_sums() {
    let mut s = Session::new();
    // Normal play sees the nimber: Kayles(5) is *4.
    assert_eq!(s.eval("G := Kayles(5)").unwrap().to_string(), "*4");
    assert_eq!(s.eval("G == *4").unwrap().to_string(), "true");
    // Misère play does not: the nim heap *4 has genus 4.
    assert_eq!(s.eval("G.Genus").unwrap().to_string(), "4^146");
    assert_eq!(s.eval("(*4).Genus").unwrap().to_string(), "4");
    // A sum's form is the misère sum of the forms; a nimber is a Nim heap.
    let by_sum = s
        .eval("(Kayles(3) + Kayles(4) + *2).MisereCanonicalForm")
        .unwrap();
    let by_forms = s
        .eval("Kayles(3).MisereCanonicalForm + Kayles(4).MisereCanonicalForm + *[2]")
        .unwrap();
    assert_eq!(by_sum, by_forms);
    // An impartial game is its own negative: G - H is G + H, rules kept
    // (Kayles(5) is *4, but its misère form is not the nim heap's).
    assert_eq!(
        s.eval("(Kayles(3) - Kayles(5)).MisereCanonicalForm")
            .unwrap(),
        s.eval("(Kayles(3) + Kayles(5)).MisereCanonicalForm")
            .unwrap()
    );
    assert_eq!(s.eval("(-Kayles(5)).Genus").unwrap().to_string(), "4^146");
    assert_eq!(
        s.eval("(2 * Kayles(5)).MisereCanonicalForm").unwrap(),
        s.eval("(Kayles(5) + Kayles(5)).MisereCanonicalForm")
            .unwrap()
    );
    assert_ne!(
        s.eval("(Kayles(3) + Kayles(5)).MisereCanonicalForm")
            .unwrap(),
        s.eval("(Kayles(3) + *4).MisereCanonicalForm").unwrap()
    );
    // Misère Kayles 1 is lost (the one pin is the last move); 2 is won.
    assert_eq!(
        s.eval("Kayles(1).MisereOutcomeClass").unwrap().to_string(),
        "P"
    );
    assert_eq!(
        s.eval("Kayles(2).MisereOutcomeClass").unwrap().to_string(),
        "N"
    );
    // The options of a heap are positions of the same rules: Kayles(4)
    // leaves 3, 1+2, 2, 1+1 (values *3, *3, *2, 0).
    assert_eq!(
        s.eval("Kayles(4).Options").unwrap().to_string(),
        "[*3,*3,*2,0]"
    );
    // Past the limits: a typed error, not a guess.
    let e = s.eval("Kayles(20000).Genus").unwrap_err().to_string();
    assert!(e.contains("up to 10000"), "{e}");
}
