//! The worked examples of CGSuite's own tutorials (its help pages,
//! `lib/core/src/main/resources/org/cgsuite/help/docs/tutorials/` in
//! CGSuite's repository), run as a user types them. Expected values are
//! worked by hand beside each, or are what the tutorial says.

use std::time::{Duration, Instant};

use combinatorial_games::expr::{ErrorKind, Session, eval};

fn v(s: &str) -> String {
    match eval(s) {
        Ok(v) => v.to_string(),
        Err(e) => panic!("{s}: {e}"),
    }
}

fn fails(s: &str) -> ErrorKind {
    match eval(s) {
        Ok(v) => panic!("{s} gave {v}, not an error"),
        Err(e) => e.kind().clone(),
    }
}

/// "CGSuite in action": Partizan Euclid. A position (p, q) is over when q
/// divides p; else Left moves to (q, p % q) and Right to (q, q - p % q).
#[test]
fn partizan_euclid_positions_are_games() {
    // (9,6): Left to (6,3), Right to (6,3); 3 divides 6, so both are 0 and
    // (9,6) = {0|0} = *.
    assert_eq!(v("game.heap.PartizanEuclid((9, 6)).CanonicalForm"), "*");
    // (8,3) = {*|0} = v (Left to (3,2) = *, Right to (3,1) = 0), whose
    // atomic weight is -1; (9,6) = * weighs 0.
    assert_eq!(v("game.heap.PartizanEuclid((8,3)).AtomicWeight"), "-1");
    assert_eq!(v("game.heap.PartizanEuclid((9,6)).AtomicWeight"), "0");
    // Every method of a game reaches a position through its value.
    assert_eq!(v("game.heap.PartizanEuclid((8,3)).Birthday"), "2");
    // In sums, comparisons, braces and products, a position is its value:
    // * + * = 0, v + ^ = 0, {v|0} has Left's option v.
    let euc = "euc := game.heap.PartizanEuclid; ";
    assert_eq!(v(&format!("{euc}euc((9,6)) + euc((9,6))")), "0");
    assert_eq!(v(&format!("{euc}euc((8,3)) + ^ == 0")), "true");
    assert_eq!(v(&format!("{euc}euc((8,3)) < 0")), "true"); // v is negative
    assert_eq!(v(&format!("{euc}{{euc((8,3)) | 0}}.LeftOptions")), "{v}");
    assert_eq!(v(&format!("{euc}-euc((8,3))")), "^");
    assert_eq!(v(&format!("{euc}2 * euc((8,3))")), "vv");
    // A list keeps the positions themselves; a filter reads their values.
    // (7,3): Left to (3,1) = 0, Right to (3,2) = {(2,1)|(2,1)} = *: ^.
    // (9,3) is over: 0.
    assert_eq!(
        v(&format!(
            "{euc}[euc((p, 3)) for p from 7 to 9].Filter(g -> g.CanonicalForm == ^)"
        )),
        "[PartizanEuclid((7,3))]"
    );
    assert_eq!(
        v(&format!(
            "{euc}[euc((p, 3)) for p from 7 to 9].Filter(g -> g == 0)"
        )),
        "[PartizanEuclid((9,3))]"
    );
    // A partizan position has no nim value (it is not an ImpartialGame).
    assert!(matches!(
        fails("game.heap.PartizanEuclid((8,3)).NimValue"),
        ErrorKind::Type { .. }
    ));
}

/// Wythoff (2, 3) by hand: its options (0,3), (1,3), (2,0), (2,1), (2,2),
/// (1,2), (0,1) have nim values 3, 4, 2, 0, 1, 0, 1, so it is *5.
#[test]
fn impartial_coordinate_positions_add_as_their_nimbers() {
    assert_eq!(v("Wythoff((2,3)) + *5"), "0");
    assert_eq!(v("Wythoff((2,3)).Birthday"), "5");
    assert_eq!(v("Wythoff((2,3)) == *5"), "true");
}

/// CGSuite's `Table` prints as its plain-text output does: each column
/// right-aligned to its widest entry, ` | ` between, a rule of dashes
/// joined by `-+-` between rows.
#[test]
fn tables_print_column_by_column() {
    assert_eq!(
        v("Table([[1, {1|0}], [10, 2]])"),
        " 1 | {1|0}\n---+------\n10 |     2"
    );
    // List.PeriodicTable's own example: Table(L.Grouped(3)), the last row
    // shorter.
    assert_eq!(
        v("[1,2,3,4,5,6,7,8].PeriodicTable(3)"),
        "1 | 2 | 3\n--+---+--\n4 | 5 | 6\n--+---+--\n7 | 8"
    );
    // A call's loop is its one argument, as in the tutorial's tables.
    assert_eq!(
        v("Table([n, n^2] for n from 1 to 3)"),
        "1 | 1\n--+--\n2 | 4\n--+--\n3 | 9"
    );
    assert!(matches!(fails("Table([1, 2])"), ErrorKind::Undefined(_)));
}

#[test]
fn a_loop_in_parentheses_is_a_list() {
    assert_eq!(v("(n^2 for n from 1 to 4)"), "[1,4,9,16]");
    assert_eq!(v("(n for n from 1 to 10 where n % 3 == 0).Length"), "3");
    // Parentheses still group, and make coordinates.
    assert_eq!(v("(1 + 2) * 3"), "9");
    assert_eq!(v("(3, 4)"), "(3,4)");
}

/// "CGScript": `x is C`, true for C and every class C extends (CGSuite's
/// class files: Zero extends Integer and Nimber, Nimber extends
/// ImpartialGame, Map extends Collection and Function).
#[test]
fn is_tests_a_class_and_those_it_extends() {
    assert_eq!(v("*2 is CanonicalShortGame"), "true");
    assert_eq!(v("game.heap.Nim is game.heap.HeapRuleset"), "true");
    assert_eq!(v("x := {\"key\" => 14}; x is String"), "false");
    assert_eq!(v("0 is Nimber"), "true");
    assert_eq!(v("1/2 is Nimber"), "false");
    assert_eq!(v("*3 is ImpartialGame and ^ is Game"), "true");
    assert_eq!(v("^ is ImpartialGame"), "false");
    assert_eq!(v("{1 => 2} is Function"), "true");
    assert_eq!(v("[1] is Collection"), "true");
    assert_eq!(v("\"a\" is Object"), "true");
    // Looser than a comparison: (1 < 2) is Boolean.
    assert_eq!(v("1 < 2 is Boolean"), "true");
    assert!(matches!(fails("3 is Strng"), ErrorKind::Undefined(_)));
}

/// A function called on every item of a long list bound to a name, and a
/// loop inside a loop: each call or pass binds its own names without
/// copying every other name (40 000 calls copied a 40 000-item list each
/// before, about a minute; now well under a second).
#[test]
fn calls_and_loops_do_not_copy_every_name() {
    let mut s = Session::new();
    s.eval("big := [n for n from 1 to 40000]").unwrap();
    let start = Instant::now();
    // 7, 14, …, 39 998: 5 714 multiples of 7.
    let kept = s.eval("big.Filter(x -> x % 7 == 0).Length").unwrap();
    assert_eq!(kept.to_string(), "5714");
    let rows = s.eval("[[p * q for q from 1 to 10] for p from 1 to 2000].Length");
    assert_eq!(rows.unwrap().to_string(), "2000");
    assert!(
        start.elapsed() < Duration::from_secs(5),
        "{:?}",
        start.elapsed()
    );
    // A function still sees the session's names, as they are when it runs.
    s.eval("y := 10").unwrap();
    s.eval("f := x -> x + y").unwrap();
    assert_eq!(s.eval("f(1)").unwrap().to_string(), "11");
}

/// CGSuite's rulesets and their methods, by hand.
#[test]
fn rulesets_and_their_small_methods() {
    // A board game named alone is its ruleset ("Games and Rulesets"):
    // Domineering's 2 x 2 is {1|-1} (Left's domino leaves a column for
    // Left alone, Right's a row for Right alone).
    assert_eq!(v("R := game.grid.Domineering; R(\"..|..\")"), "+-1");
    assert_eq!(v("game.grid.Clobber"), "Clobber");
    assert_eq!(v("game.grid.Clobber is Ruleset"), "true");
    // A subtraction set may be any collection: taking 1 or 2 leaves the
    // heap mod 3.
    assert_eq!(v("Subtraction({1,2}).NimValueSequence(5)"), "[1,2,0,1,2]");
    assert_eq!(
        v("game.heap.PartizanSubtraction({1,3},{2,3})(10) == PartizanSubtraction([1,3],[2,3])(10)"),
        "true"
    );
    // PartizanSubtraction([1],[2]): 1 = {0|}; 2 = {1|0}; 3 = {{1|0}|1},
    // which is 0 (each first player loses); 4 = {0|{1|0}} is 1, the
    // simplest number x with 0 < x and {1|0} not at most x.
    assert_eq!(
        v("PartizanSubtraction([1], [2]).GameValueSequence(4)"),
        "[1,{1|0},0,1]"
    );
    // Cutcake, Left cutting the second coordinate: (1,2) = {0|} = 1,
    // (2,1) = -1, (2,2) = {-2|2} = 0; rows and columns from 1.
    assert_eq!(v("Cutcake.GameValueTable(2, 2)"), " 0 | 1\n---+--\n-1 | 0");
    assert!(matches!(
        fails("Wythoff.GameValueTable(2, 2)"),
        ErrorKind::Type { .. }
    ));
    // Integers and coordinates.
    assert_eq!(v("12.Gcd(-18)"), "6");
    assert_eq!(v("0.Gcd(5)"), "5");
    assert_eq!(v("(3,4).Swap"), "(4,3)");
    assert_eq!(v("(3,4).Row - (3,4).Col"), "-1");
    assert_eq!(v("(1,-1).IsUnit"), "true");
    assert_eq!(v("(2,0).IsUnit"), "false");
    // Taking 1 or 2: 0,1,2 over and over from the start.
    assert_eq!(
        v("P := Subtraction([1,2]).CheckPeriodicity(30); [P.Period, P.Preperiod, P.Saltus]"),
        "[3,0,0]"
    );
}

/// "Control Flow and Scope": `break`, `continue`, `return` and `var`, with
/// answers worked by hand.
#[test]
fn break_continue_and_return() {
    // 1 + 2 + 3 before the break at 4; 1 + 3 + 4 + 5 skipping 2.
    assert_eq!(
        v("t := 0; for x from 1 to 10 do if x == 4 then break end; t := t + x end; t"),
        "6"
    );
    assert_eq!(
        v("t := 0; for x from 1 to 5 do if x == 2 then continue end; t := t + x end; t"),
        "13"
    );
    // The loop forms the tutorial lists: no name (five passes), no start
    // (from x's value: 2 + 3 + 4 + 5), no end (1 + 2 + 3 + 4, then break).
    assert_eq!(v("t := 0; from 1 to 5 do t := t + 1 end; t"), "5");
    assert_eq!(v("x := 2; t := 0; for x to 5 do t := t + x end; t"), "14");
    assert_eq!(
        v("t := 0; for x from 1 do if x > 4 then break end; t := t + x end; t"),
        "10"
    );
    // A map's items are its entries.
    assert_eq!(v("m := {1 => 2, 3 => 4}; [e.Value for e in m]"), "[2,4]");
    // In a loop that makes a list: what came before the break; the passes
    // that continued add nothing.
    assert_eq!(
        v("[if x > 3 then break else x end for x from 1 to 10]"),
        "[1,2,3]"
    );
    assert_eq!(
        v("[if x % 2 == 0 then continue else x end for x from 1 to 10]"),
        "[1,3,5,7,9]"
    );
    // A pass that continues after its key leaves no half pair.
    assert_eq!(
        v("{x => if x == 3 then continue else x^2 end for x from 1 to 5}"),
        "{1 => 1, 2 => 4, 4 => 16, 5 => 25}"
    );
    // The least divisor above 1: 9 -> 3, 7 -> 7, 15 -> 3.
    assert_eq!(
        v(
            "f := n -> begin for k from 2 to n do if n % k == 0 then return k end end; n end; [f(9), f(7), f(15)]"
        ),
        "[3,7,3]"
    );
    assert_eq!(v("g := () -> return; g()"), "Nothing");
    assert_eq!(v("var y; y"), "Nothing");
    // Outside what they leave, each says so.
    use combinatorial_games::expr::Flow;
    assert_eq!(fails("break"), ErrorKind::Outside(Flow::Break));
    assert_eq!(fails("1 + continue"), ErrorKind::Outside(Flow::Continue));
    assert_eq!(fails("return 3"), ErrorKind::Outside(Flow::Return));
    // A function's body does not leave its caller's loop.
    assert!(matches!(
        fails("h := x -> break; [h(1) for y from 1 to 2]"),
        ErrorKind::Undefined(_)
    ));
}

/// "Impartial Games": FunctionalHeapRuleset, and TakeAndBreak's modifier
/// `!` (Grundy's game as `4!.0`).
#[test]
fn impartial_games_tutorial() {
    // Replace a heap of n by heaps a < b with b^2 < n. 1 has no move (0);
    // 2, 3, 4 move only to [0, 1] = 0 (1); 5 moves also to [0, 2] and
    // [1, 2], both 1: mex {0, 1} = 2.
    assert_eq!(
        v(
            "R := game.heap.FunctionalHeapRuleset(n -> [[a, b] for b from 0 while b^2 < n for a from 0 to b - 1]); R.NimValueSequence(5)"
        ),
        "[0,1,1,1,2]"
    );
    assert_eq!(
        v(
            "game.heap.TakeAndBreak(\"4!.0\").NimValueSequence(20) == GrundysGame.NimValueSequence(20)"
        ),
        "true"
    );
    // `0.4!`: take one, split the rest into two unequal heaps; 4 leaves
    // 3 = 1 + 2 (both 0: heap 1 and 2 have no move), so 4 is 1.
    assert_eq!(
        v("game.heap.TakeAndBreak(\"0.4!\").NimValueSequence(4)"),
        "[0,0,0,1]"
    );
}

/// "Classes and Packages": a parameter's class is checked at the call,
/// and "Advanced Language Features": a parameter may have a default.
#[test]
fn typed_and_optional_parameters() {
    let def = "def MyMethod(x as Rational, y as Rational, z as Rational) := x * y + z; ";
    // 2 * 3 + 4 = 10; 1/2 * 1/3 + 1 = 7/6.
    assert_eq!(v(&format!("{def}MyMethod(2, 3, 4)")), "10");
    assert_eq!(v(&format!("{def}MyMethod(1/2, 1/3, 1)")), "7/6");
    // *2 is no Rational: refused at the call, before x * y.
    assert!(matches!(
        fails(&format!("{def}MyMethod(*2, *4, *8)")),
        ErrorKind::Type { .. }
    ));
    // Even where the body would take it: the check is the parameter's.
    assert!(matches!(
        fails("def id(x as Rational) := x; id(*2)"),
        ErrorKind::Type { .. }
    ));
    assert_eq!(v("def id(x as Game) := x; id(*2)"), "*2");
    // Defaults: y is 10 unless given, by position or by name.
    let g = "def g(x, y ? 10) := x + y; ";
    assert_eq!(v(&format!("{g}g(1)")), "11");
    assert_eq!(v(&format!("{g}g(1, 2)")), "3");
    assert_eq!(v(&format!("{g}g(1, y => 5)")), "6");
    // A default may use a parameter before it: 3 + 2 * 3.
    assert_eq!(v("def h(x, y ? 2 * x) := x + y; h(3)"), "9");
    // A typed parameter with a default; the default is checked too.
    assert_eq!(v("def k(n as Integer ? 4) := n * n; k()"), "16");
    assert!(matches!(
        fails("def k(n as Integer ? 1/2) := n; k()"),
        ErrorKind::Type { .. }
    ));
    assert!(matches!(
        fails("def m(x as Strin) := x; m(1)"),
        ErrorKind::Undefined(_)
    ));
    assert!(matches!(
        fails("def g(x, y ? 10) := x + y; g()"),
        ErrorKind::Undefined(_)
    ));
}

/// "Loopy Games": `tiny := on.Tiny`, the method form of Tiny(G).
#[test]
fn tiny_and_miny_as_methods() {
    assert_eq!(v("on.Tiny == Tiny(on)"), "true");
    assert_eq!(v("{0 | on.Tiny}"), "{0|Tiny(on)}");
    // By definition: Tiny(G) = {0||0|-G}, Miny(G) = {G|0||0}.
    assert_eq!(v("2.Tiny == {0||0|-2} and 2.Miny == {2|0||0}"), "true");
}
