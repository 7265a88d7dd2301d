//! CGSuite's heap games of subtraction sets (`game.heap`): Splittles,
//! `TakeAndBreak.FromSubtractionSet`, Partizan Splittles and Partizan
//! Take-and-Break, and heap games joined (`R.Join(S)`). Values are checked against a second method, the same
//! moves written out as a `HeapRuleset(n -> …)` of the language, against
//! known sequences (Kayles), against counting by hand, and against the codes
//! CGSuite's documentation gives for its examples.

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

/// Splittles by its definition: take `k` of the set (or, all but, any `k`
/// not in it), and leave the rest `n - k` as none, one or two heaps.
fn by_definition(set: &str, allbut: bool) -> String {
    let takes = if allbut {
        format!("[k for k from 1 to n where not {set}.Contains(k)]")
    } else {
        format!("[k for k in {set} where k <= n]")
    };
    format!("HeapRuleset(n -> [[a, n - k - a] for k in {takes} for a from 0 to n - k])")
}

#[test]
fn splittles_is_take_then_split_in_two() {
    for set in ["[1]", "[2]", "[1,2]", "[1,3]", "[2,3,5]", "[1,4,6]", "[3]"] {
        for allbut in [false, true] {
            let ours = format!("Splittles({set}, allbut => {allbut})");
            let plain = by_definition(set, allbut);
            let seq = |r: &str| v(&format!("R := {r}; [R(n).NimValue for n from 0 to 30]"));
            assert_eq!(seq(&ours), seq(&plain), "{ours}");
        }
    }
    // Splittles of {1, 2} is Kayles (0.77): Winning Ways' values.
    assert_eq!(
        v("[Splittles([1,2])(n).NimValue for n from 0 to 12]"),
        "[0,1,2,3,1,4,3,2,1,4,2,6,4]"
    );
    // The allbut flag may come second, unnamed, as CGSuite's parameter does.
    assert_eq!(
        v("Splittles([1,2], true) == Splittles([1,2], allbut => true)"),
        "true"
    );
}

#[test]
fn codes_from_subtraction_sets() {
    // CGSuite's documentation of FromSubtractionSet: 0.033030003 and
    // 0.300303330[3], printed as CGSuite prints it (the library's own
    // Display writes '#' before the repeating digits).
    assert_eq!(
        v("TakeAndBreak.FromSubtractionSet([2,3,5,9], \"3\")"),
        "TakeAndBreak(\"0.033030003\")"
    );
    assert_eq!(
        v("TakeAndBreak.FromSubtractionSet([2,3,5,9], \"3\", allbut => true)"),
        "TakeAndBreak(\"0.300303330[3]\")"
    );
    assert_eq!(v("Splittles([1,2])"), "TakeAndBreak(\"0.77\")");
    // The default digit is 3: a subtraction game, as Subtraction(set).
    let seq = |r: &str| v(&format!("R := {r}; [R(n).NimValue for n from 0 to 40]"));
    assert_eq!(
        seq("TakeAndBreak.FromSubtractionSet([2,3,5,9])"),
        seq("Subtraction([2,3,5,9])")
    );
    assert_eq!(
        seq("TakeAndBreak.FromSubtractionSet([2,3,5,9], allbut => true)"),
        seq("Subtraction([2,3,5,9], allbut => true)")
    );
    // A generalized digit: 4! splits a heap into two unequal ones, here
    // after taking none (Grundy's game) or two.
    assert_eq!(
        v("TakeAndBreak.FromSubtractionSet([0], codeDigit => \"4!\")"),
        "TakeAndBreak(\"4!.0\")"
    );
}

/// Left moves by the first set, Right by the second. By hand, with Left
/// taking one and Right two (each then leaving none, one or two heaps):
/// P(1) = {0|} = 1, P(2) = {P(1)|0} = {1|0}, and P(3) = {P(2), P(1) +
/// P(1) | P(1)} = {{1|0}, 2 | 1}, where 2 beats {1|0}: {2|1}.
#[test]
fn partizan_splittles_by_hand() {
    let p = |n: u32| v(&format!("PartizanSplittles([1], [2])({n}).CanonicalForm"));
    assert_eq!([p(0), p(1), p(2), p(3)], ["0", "1", "{1|0}", "{2|1}"]);
    // The same game as the pair of Splittles joined.
    for n in 0..=14 {
        assert_eq!(
            v(&format!(
                "PartizanSplittles([1,3], [2], allbut => true)({n}).CanonicalForm"
            )),
            v(&format!(
                "PartizanHeapRuleset(Splittles([1,3], true), Splittles([2], true))({n}).CanonicalForm"
            )),
            "{n}"
        );
    }
}

/// `PartizanTakeAndBreak("0.07", "0.7")` is Partizan Splittles with the
/// sides swapped, so each value is the negative of the one above.
#[test]
fn partizan_take_and_break_is_its_codes_joined() {
    for n in 0..=16 {
        let ours = v(&format!(
            "PartizanTakeAndBreak(\"0.07\", \"0.7\")({n}).CanonicalForm"
        ));
        let mirror = v(&format!(
            "(-PartizanSplittles([1], [2])({n})).CanonicalForm"
        ));
        assert_eq!(ours, mirror, "{n}");
    }
    assert_eq!(
        v("PartizanTakeAndBreak(\"0.07\", \"0.7\")(3).CanonicalForm"),
        "{-1|-2}"
    );
}

/// A position of a partizan heap game prints as what reads it back.
#[test]
fn partizan_heap_positions_read_back() {
    for game in [
        "PartizanSplittles([1], [2])(7)",
        "PartizanSubtraction([1,3], [2])(9)",
        "Kayles.PartizanJoin(Nim)(4)",
    ] {
        let text = v(game);
        assert!(text.starts_with("PartizanHeapRuleset("), "{text}");
        assert!(!text.contains("(("), "{text}");
        assert_eq!(v(&format!("({text}) == {game}")), "true", "{text}");
    }
}

#[test]
fn bad_subtraction_sets_are_errors() {
    for (line, says) in [
        ("Splittles([])", "empty"),
        ("Splittles([0, 2], allbut => true)", "above 0"),
        ("Splittles([1/2])", "not a whole number"),
        ("Splittles(3)", "a list of numbers"),
        ("Splittles([1], allbut => 3)", "true or false"),
        ("Splittles([1], weird => true)", "no named argument weird"),
        ("Splittles([100000])", "largest number of tokens"),
        (
            "TakeAndBreak.FromSubtractionSet([1], 7)",
            "code digit as a string",
        ),
        (
            "TakeAndBreak.FromSubtractionSet([1], \"3\", true, 4)",
            "takes 1 to 3",
        ),
        ("PartizanTakeAndBreak(\"0.07\", \"0.x\")", "0.x"),
        ("PartizanSplittles([1])", "takes 2"),
    ] {
        let e = err(line);
        assert!(e.contains(says), "{line}: {e}");
    }
}

/// The nim-values of heaps 0 to `n` of the heap game `r`.
fn values(r: &str, n: u32) -> String {
    v(&format!("R := {r}; [R(k).NimValue for k from 0 to {n}]"))
}

#[test]
fn joined_heap_games() {
    // Take 1 or 4, or take 2 or 7: a subtraction game of the four.
    assert_eq!(
        values("Subtraction([1,4]).Join(Subtraction([2,7]))", 80),
        values("Subtraction([1,2,4,7])", 80)
    );
    // Kayles (0.77) with "take 3 from a heap of 3 or more, leaving one
    // heap" (0.003) is 0.773; the same with the second game written as a
    // function takes the other path (joined move lists, not one code).
    let code = values("TakeAndBreak(\"0.773\")", 70);
    assert_eq!(values("Kayles.Join(Subtraction([3]))", 70), code);
    let take3 = "HeapRuleset(n -> if n >= 3 then [[n-3]] else [] end)";
    assert_eq!(values(&format!("Kayles.Join({take3})"), 70), code);
    assert_eq!(values(&format!("{take3}.Join(Kayles)"), 70), code);
    // Nim with Kayles's moves too: a heap of n still reaches every value
    // below n and no split reaches n (a ⊕ b <= a + b < n), so it is *n.
    assert_eq!(
        v("Nim.Join(Kayles)(5000).NimValue"),
        "5000",
        "codes with repeated tails join as one code"
    );
    // CGSuite's options of a join are R's followed by S's, as they come.
    assert_eq!(
        v("Subtraction([2]).Join(Subtraction([1])).HeapOptions(3)"),
        "[[1],[2]]"
    );
    assert_eq!(
        v("Kayles.Join(DawsonsKayles).HeapOptions(3)"),
        "[[2],[1,1],[1],[1]]"
    );
    // It prints as it is read back.
    assert_eq!(v("Kayles.Join(Nim)"), "Kayles.Join(Nim)");
    assert_eq!(v("X := Kayles.Join(Nim); X == Kayles.Join(Nim)"), "true");
}

#[test]
fn joins_and_partizan_joins_of_functions_fill_their_heaps() {
    // Left takes one, Right two, the first written as a function: before
    // its heaps were filled Left had no move here, and heap 2 was -1.
    let one = "HeapRuleset(n -> [[m] for m from 0 to n-1 where m == n-1])";
    let sequence = |left: &str| {
        v(&format!(
            "{left}.PartizanJoin(Subtraction([2])).GameValueSequence(8)"
        ))
    };
    assert_eq!(sequence(one), sequence("Subtraction([1])"));
    // By hand: 1 = {0|}, 2 = {1|0}, and 3 = {{1|0}|1} = 0: whoever moves
    // first there loses (Left's {1|0} Right answers with 0, Right's 1 Left
    // answers with 0).
    assert!(
        sequence(one).starts_with("[1,{1|0},0,"),
        "{}",
        sequence(one)
    );
    // The same for the two cuts of a cake.
    assert_eq!(
        v(&format!(
            "GenCutcake({one}, Subtraction([1]))((3,4)).CanonicalForm"
        )),
        v("GenCutcake(Subtraction([1]), Subtraction([1]))((3,4)).CanonicalForm")
    );
    // A joined function's bad options are reported, not read as none.
    let bad = "HeapRuleset(n -> [[n-1]]).Join(Nim)(3).NimValue";
    assert!(err(bad).contains("heaps smaller than 0"), "{}", err(bad));
    assert!(err("Nim.Join(3)").contains("a heap game for Join"));
    // Products of them: Nim written as a function, direct product with
    // itself, gives nim products (the Tartan theorem: 2 x 3 is *1), and
    // joined or not it gives what Nim itself gives.
    let nim = "HeapRuleset(n -> [[m] for m from 0 to n-1])";
    for (m, n) in [(2, 3), (3, 3), (4, 4), (5, 7), (6, 2)] {
        let at = format!("(({m},{n})).NimValue");
        let product = v(&format!("{nim}.DirectProduct({nim}){at}"));
        assert_eq!(product, v(&format!("NimProduct({m},{n})")), "{m} {n}");
        for kind in ["DirectProduct", "AcrosticProduct"] {
            assert_eq!(
                v(&format!("{one}.Join({nim}).{kind}(Kayles){at}")),
                v(&format!("Nim.{kind}(Kayles){at}")),
                "{kind} {m} {n}"
            );
        }
    }
    assert_eq!(v(&format!("{nim}.DirectProduct(Nim)((2,3)).NimValue")), "1");
    // A product reports its function's bad options.
    let bad = "HeapRuleset(n -> [[n]]).AcrosticProduct(Nim)((2,2)).NimValue";
    assert!(
        err(bad).contains("smaller than 0; one option is [0]"),
        "{}",
        err(bad)
    );
}
