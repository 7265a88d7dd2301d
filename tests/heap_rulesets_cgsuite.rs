//! CGSuite's heap rulesets in the language: coin-turning games
//! (`Spawning`, `Turning`), `HeapRuleset(f)`, all-but subtraction by a
//! named argument, and rulesets' codes. Expected values come from Winning
//! Ways (ch. 14, coin-turning games), from counting by hand (shown), from a
//! second method in the crate, or from CGSuite's published test rows
//! (`GameHeapTest.scala` in CGSuite's repository).

use combinatorial_games::expr::{ErrorKind, eval};
use combinatorial_games::impartial::{GrundysGame, HeapGame, Spawning};

fn v(s: &str) -> String {
    match eval(s) {
        Ok(v) => v.to_string(),
        Err(e) => panic!("{s}: {e}"),
    }
}

fn spawning(code: &str) -> Spawning {
    code.parse().unwrap()
}

#[test]
fn mock_turtles_are_the_odious_numbers() {
    // Winning Ways: Mock Turtles' values are the odious numbers (an odd
    // number of ones in binary), in order.
    let odious: Vec<u64> = (0u64..)
        .filter(|n| n.count_ones() % 2 == 1)
        .take(60)
        .collect();
    assert_eq!(&spawning("1-3").nim_values(60)[1..], &odious[..]);
}

#[test]
fn ruler_is_the_largest_power_of_two_dividing_n() {
    let values = spawning("1+C").nim_values(200);
    for n in 1..=200u64 {
        assert_eq!(values[n as usize], 1 << n.trailing_zeros(), "{n}");
    }
}

#[test]
fn grunt_is_grundys_game() {
    // Winning Ways: Grunt (turn four symmetric coins, the first among
    // them) plays as Grundy's game, one place along.
    let grunt = spawning("4FS").nim_values(300);
    let grundy = GrundysGame.nim_values(299);
    assert_eq!(&grunt[1..], &grundy[..]);
}

#[test]
fn option_counts_by_hand() {
    // Heap 20: the coin at 20 and others among the 19 below.
    let rows = [
        ("1-3", 1 + 19 + 171), // C(19,0..2)
        (
            "1-9",
            1 + 19 + 171 + 969 + 3876 + 11628 + 27132 + 50388 + 75582,
        ), // C(19,0..8)
        ("3", 171),            // C(19,2)
        ("1+C", 20),           // runs of 1..20
        ("1-3C(5)", 1 + 4 + 6), // others among 16..19
        ("3C(5)", 6),
        ("1-5C", 5),
        ("3E", 9),  // 20, 20-d, 20-2d with d from 1 to 9
        ("4FS", 9), // 1, b, 21-b, 20 with b from 2 to 10
        ("1+S", 2046),
    ];
    for (code, count) in rows {
        assert_eq!(spawning(code).options(20).len(), count, "{code}");
        assert_eq!(
            v(&format!("Spawning(\"{code}\")(20).Options.Size")),
            count.to_string()
        );
    }
}

#[test]
fn cgsuites_published_sequences() {
    let rows = [
        (
            "1-9",
            "[1,2,4,8,16,32,64,128,256,511,512,1024,2048,4096,7711,8192,16384,26215,32768,43691]",
        ),
        (
            "3",
            "[0,0,1,2,4,7,8,11,13,14,16,19,21,22,25,26,28,31,32,35]",
        ),
        ("1-3C(5)", "[1,2,4,7,8,1,2,4,7,8,1,2,4,7,8,1,2,4,7,8]"),
        ("3E", "[0,0,1,0,0,1,2,2,1,0,0,1,0,0,1,2,2,1,4,4]"),
        (
            "1+S",
            "[1,2,4,3,6,7,8,16,18,25,32,11,64,31,128,10,256,5,512,28]",
        ),
    ];
    for (code, seq) in rows {
        assert_eq!(
            v(&format!(
                "game.heap.Spawning(\"{code}\").NimValueSequence(20)"
            )),
            seq
        );
    }
}

#[test]
fn a_row_of_coins_is_the_nim_sum_of_its_heads() {
    // Heads at 1, 4, 6 and 9 under Mock Turtles: 1 ^ 7 ^ 11 ^ 16 = 29.
    assert_eq!(v("Turning(\"1-3\")(\"htththtth\").NimValue"), "29");
    assert_eq!(
        v("game.strip.Turning(game.heap.Spawning(\"1-3\"))(\"htththtth\").NimValue"),
        "29"
    );
    assert!(eval("Turning(\"1-3\")(\"hxh\")").is_err());
    assert!(eval("Spawning(\"3-1\")").is_err());
}

#[test]
fn heap_rulesets_given_by_a_function() {
    // Options of k: two heaps a > b (b = 0 leaves one), which is Mock
    // Turtles one place along (coins at 0, b, a and k).
    let r = "HeapRuleset(k -> [[a,b] for a from 0 to k - 1 for b from 0 to a - 1])";
    let mock = spawning("1-3").nim_values(39);
    let expected: Vec<String> = std::iter::once(0)
        .chain(mock[1..39].iter().copied())
        .map(|x| x.to_string())
        .collect();
    assert_eq!(
        v(&format!("{r}.NimValueSequence(39)")),
        format!("[{}]", expected.join(","))
    );
    assert_eq!(v(&format!("{r}(20).Options.Size")), "190"); // C(20,2)
    // Options that are not smaller heaps are an error with a column.
    let e = eval("HeapRuleset(k -> [[k]])(3)").unwrap_err();
    assert!(matches!(e.kind(), ErrorKind::Undefined(_)), "{e}");
    assert_eq!(e.column(), 25);
    assert!(eval("HeapRuleset((a, b) -> [])").is_err());
    assert!(eval("HeapRuleset(3)").is_err());
}

#[test]
fn allbut_and_codes() {
    assert_eq!(
        v("Subtraction([2,3,7], allbut => true).NimValueSequence(8)"),
        v("AllbutSubtraction([2,3,7]).NimValueSequence(8)")
    );
    let e = eval("Subtraction([1,2], foo => 3)").unwrap_err();
    assert_eq!(e.column(), 20);
    // Digit 3 where a take is allowed: places 2, 3 and 7, or all but them.
    assert_eq!(v("Subtraction([2,3,7]).code"), "\"0.0330003\"");
    assert_eq!(
        v("Subtraction([2,3,7], allbut => true).code"),
        "\"0.3003330[3]\""
    );
    assert_eq!(v("game.heap.Nim.code"), "\"0.[3]\"");
    assert_eq!(v("game.heap.GrundysGame.code"), "\"4!.0\"");
    assert_eq!(
        v("TakeAndBreak(\"0.[3]\").NimValueSequence(5)"),
        "[1,2,3,4,5]"
    );
}

#[test]
fn wythoffs_p_positions_are_fraenkels() {
    // Fraenkel: the P-positions of r-Wythoff (take k and l from both heaps
    // when |k - l| < r) are (floor(i·a), floor(i·(a + r))) with
    // a = (2 - r + sqrt(r^2 + 4)) / 2; r = 1 is Wythoff's game, whose
    // P-positions pair floor(i·phi) and floor(i·phi^2).
    for r in 1..=4i64 {
        let a = (2.0 - r as f64 + ((r * r + 4) as f64).sqrt()) / 2.0;
        let pairs: Vec<String> = (0..15)
            .map(|i| {
                format!(
                    "({},{})",
                    (i as f64 * a) as i64,
                    (i as f64 * (a + r as f64)) as i64
                )
            })
            .collect();
        let expr = format!(
            "rs := GenWythoff(x -> x + {r}); [{}].Apply(p -> rs(p).NimValue)",
            pairs.join(",")
        );
        assert_eq!(
            v(&expr),
            format!("[{}]", vec!["0"; 15].join(",")),
            "r = {r}"
        );
    }
    assert_eq!(v("Wythoff((3,5)).NimValue"), "0"); // floor(2·phi), floor(2·phi^2)
    assert_eq!(v("Wythoff((1,2)).NimValue"), "0");
    // From (10,10): 10 + 10 takes from one heap, 10 from both.
    assert_eq!(v("Wythoff((10,10)).Options.Size"), "30");
    // r = 2 adds (k, k±1): 9 + 9 more.
    assert_eq!(v("GenWythoff(x -> x + 2)((10,10)).Options.Size"), "48");
}

#[test]
fn take_away_and_memory_games_by_hand() {
    // Fibonacci Nim (10, m): 10 left after a take of m, so up to 2m may
    // be taken. (10,0): no move, 0. (n, m) with 2m >= n: take all, so not 0.
    assert_eq!(v("FibonacciNim((10,0)).NimValue"), "0");
    assert_eq!(
        v("[FibonacciNim((10,5)).NimValue == 0, FibonacciNim((1,1)).NimValue]"),
        "[false,1]"
    );
    // (2,1) under TakeAway(3): to (1,1) (value 1: its one move ends) or
    // (0,2) (0): mex {1, 0} = 2.
    assert_eq!(v("TakeAway(3)((2,1)).NimValue"), "2");
    // Mem: take at least the last take. (10,11): nothing to take, 0;
    // (10,10): only all, to 0, so 1.
    assert_eq!(
        v("[Mem((10,11)).NimValue, Mem((10,10)).NimValue, Mem((10,10)).Options.Size]"),
        "[0,1,1]"
    );
    // GenMem with "not the last take": (10,10) may take 1 to 9.
    assert_eq!(v("GenMem((m, j) -> j != m)((10,10)).Options.Size"), "9");
    // A row of the table: (1, b) may take 1 unless b = 1.
    assert_eq!(
        v("GenMem((m, j) -> j != m).NimValueTable(1, 3)"),
        "0 | 0 | 0 | 0\n--+---+---+--\n1 | 0 | 1 | 1"
    );
    assert!(eval("Wythoff((1,99999))").is_err());
    assert!(eval("GenMem(x -> true)").is_err());
    assert!(eval("GenMem((m, j) -> 3)((2,1)).NimValue").is_err());
}

#[test]
fn cake_games_by_hand_and_by_symmetry() {
    // A 1-by-n Cutcake: Left has n - 1 cuts, Right none.
    for n in 1..=6 {
        assert_eq!(
            v(&format!("Cutcake((1,{n})).CanonicalForm")),
            (n - 1).to_string()
        );
    }
    // Swapping the coordinates swaps the players: (a, b) = -(b, a), and a
    // square is 0.
    for (a, b) in [(2, 3), (3, 5), (4, 7), (6, 6)] {
        assert_eq!(
            v(&format!(
                "Cutcake(({a},{b})).CanonicalForm + Cutcake(({b},{a})).CanonicalForm"
            )),
            "0"
        );
        assert_eq!(
            v(&format!(
                "Eatcake(({a},{b})).CanonicalForm + Eatcake(({b},{a})).CanonicalForm"
            )),
            "0"
        );
    }
    // Eatcake (1,1): each eats the one row or column: {0|0}.
    assert_eq!(v("Eatcake((1,1)).CanonicalForm"), "*");
    // MaundyCake (1,4): Left cuts 4 into 2 x (1,2) = 2 or 4 x (1,1) = 0,
    // and (1,2) = {0|} = 1: so {0,2|} = 3.
    assert_eq!(v("MaundyCake((1,4)).CanonicalForm"), "3");
    assert_eq!(v("MaundyCake((8,8)).LeftOptions.Size"), "3"); // halves, quarters, eighths
    // PartizanEuclid (8,3): Left to (3,2) = {(2,1)|(2,1)} = {0|0} = *, Right
    // to (3,1) = 0: {*|0}, which is down.
    assert_eq!(v("PartizanEuclid((8,3)).CanonicalForm"), "v");
    // The same rules by GenCutcake, and a twisted game.
    assert_eq!(
        v("GenCutcake(TakeAndBreak(\"4.0\"), TakeAndBreak(\"4.0\"))((3,5)).CanonicalForm"),
        v("Cutcake((3,5)).CanonicalForm")
    );
    assert_eq!(
        v(
            "GenCutcake(TakeAndBreak(\"0.7\"), TakeAndBreak(\"0.7\"), twisted => true)((2,5)).CanonicalForm"
        ),
        v("TurnAndEatcake((2,5)).CanonicalForm")
    );
    assert!(eval("GenCutcake(Kayles, Kayles, tilted => true)").is_err());
    assert!(eval("GenCutcake(Kayles)").is_err());
    assert!(eval("Cutcake((3,3)).NimValue").is_err());
}

#[test]
fn partizan_subtraction_and_joins() {
    // Left takes 1, Right takes 2: heap 1 is {0|} = 1, heap 2 is {1|0}.
    assert_eq!(v("PartizanSubtraction([1], [2])(1).CanonicalForm"), "1");
    assert_eq!(v("PartizanSubtraction([1], [2])(2).CanonicalForm"), "{1|0}");
    // The same game as a join of two impartial rulesets, heap by heap.
    for n in 0..=12 {
        assert_eq!(
            v(&format!(
                "PartizanSubtraction([1,3], [2,3])({n}).CanonicalForm"
            )),
            v(&format!(
                "Subtraction([1,3]).PartizanJoin(Subtraction([2,3]))({n}).CanonicalForm"
            )),
            "heap {n}"
        );
    }
    // CGSuite's published row (GameHeapTest).
    assert_eq!(
        v("game.heap.PartizanSubtraction([1,3],[2,3])(6).CanonicalForm"),
        "{1|1,{1|0}||0,{1|0}|0|||0,{1|0}|0}"
    );
    assert!(eval("PartizanSubtraction([1], [0])(3)").is_err());
    assert!(eval("Kayles.PartizanJoin(3)").is_err());
}

#[test]
fn misere_genus_of_coordinate_positions() {
    // CGSuite's published rows (GameHeapTest): the genus of Wythoff's
    // (10, n); where it is a single number, misère play agrees with normal.
    assert_eq!(
        v("[game.heap.Wythoff((10,n)).Genus for n from 0 to 20]"),
        "[10,11,9,8^8,13^(13),12^(12),0^0,15^(15),16^(16),17^(17),14^(14),18^(18),7^7,6^6,2^2,3^3,1^1,4^4,5^5,23^(23),28^(28)]"
    );
    // (0, n) is a nim heap: the same misère form as *[n], built directly.
    for n in 0..6 {
        assert_eq!(
            v(&format!("Wythoff((0,{n})).Genus")),
            v(&format!("*[{n}].Genus")),
            "{n}"
        );
    }
    assert_eq!(v("Wythoff((0,3)).MisereCanonicalForm"), "*[3]");
}

/// Products of heap games as coordinate games (Winning Ways ch. 14;
/// CGSuite's `AcrosticProduct` and `DirectProduct`).
#[test]
fn products_of_heap_games() {
    let table = |s: &str| -> Vec<Vec<u64>> {
        v(s).lines()
            .filter(|l| !l.starts_with('-'))
            .map(|l| l.split('|').map(|x| x.trim().parse().unwrap()).collect())
            .collect()
    };
    // The Tartan theorem: a direct product's values are the nim products
    // of its factors' values. Kayles by Dawson's Kayles, against our nim
    // products of the two nim-sequences.
    let (kayles, dawson) = (
        combinatorial_games::impartial::TakeAndBreak::kayles().nim_values(6),
        "0.07"
            .parse::<combinatorial_games::impartial::TakeAndBreak>()
            .unwrap()
            .nim_values(8),
    );
    let expected: Vec<Vec<u64>> = kayles
        .iter()
        .map(|&a| {
            dawson
                .iter()
                .map(|&b| {
                    (combinatorial_games::impartial::Nimber(a)
                        * combinatorial_games::impartial::Nimber(b))
                    .0
                })
                .collect()
        })
        .collect();
    assert_eq!(
        table("Kayles.DirectProduct(DawsonsKayles).NimValueTable(6, 8)"),
        expected
    );
    // Acrostic Nim by Nim, by hand: taking a whole heap takes the whole
    // position (an option with no heaps is the empty sum), so (1, 1) has
    // only moves to 0: 1; (1, 2) moves to 0 and to (1, 1): 2.
    assert_eq!(
        v("Nim.AcrosticProduct(Nim).NimValueTable(1, 2)"),
        "0 | 1 | 2\n--+---+--\n1 | 1 | 2"
    );
    // CGSuite's published rows (GameHeapTest): "Strip and Streak" from
    // Winning Ways, and Turnips by Grunt.
    let strip_and_streak: Vec<Vec<u64>> = vec![
        vec![
            0, 1, 2, 1, 4, 1, 2, 1, 8, 1, 2, 1, 4, 1, 2, 1, 16, 1, 2, 1, 4,
        ],
        vec![
            1, 1, 2, 1, 4, 1, 2, 1, 8, 1, 2, 1, 4, 1, 2, 1, 16, 1, 2, 1, 4,
        ],
        vec![
            2, 2, 1, 2, 5, 2, 1, 2, 9, 2, 1, 2, 5, 2, 1, 2, 17, 2, 1, 2, 5,
        ],
        vec![
            4, 4, 5, 4, 2, 4, 5, 4, 10, 4, 5, 4, 2, 4, 5, 4, 18, 4, 5, 4, 2,
        ],
        vec![
            8, 8, 9, 8, 10, 8, 9, 8, 4, 8, 9, 8, 10, 8, 9, 8, 20, 8, 9, 8, 10,
        ],
        vec![
            16, 16, 17, 16, 18, 16, 17, 16, 20, 16, 17, 16, 18, 16, 17, 16, 8, 16, 17, 16, 18,
        ],
    ];
    assert_eq!(
        table(
            "Motley := Spawning(\"1+\"); Ruler := Spawning(\"1+C\"); Motley.AcrosticProduct(Ruler).NimValueTable(5, 20)"
        ),
        strip_and_streak
    );
    let turnips_grunt: Vec<Vec<u64>> = vec![
        vec![
            0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        ],
        vec![
            0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        ],
        vec![
            0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        ],
        vec![
            0, 0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2, 1, 3, 2, 4, 3,
        ],
        vec![
            0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        ],
        vec![
            0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        ],
        vec![
            0, 0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2, 1, 3, 2, 4, 3,
        ],
        vec![
            0, 0, 0, 0, 2, 0, 3, 2, 0, 3, 2, 0, 3, 2, 1, 3, 2, 1, 3, 8, 1,
        ],
        vec![
            0, 0, 0, 0, 2, 0, 3, 2, 0, 3, 2, 0, 3, 2, 1, 3, 2, 1, 3, 8, 1,
        ],
    ];
    assert_eq!(
        table(
            "Turnips := Spawning(\"3E\"); Grunt := Spawning(\"4FS\"); Turnips.DirectProduct(Grunt).NimValueTable(8, 20)"
        ),
        turnips_grunt
    );
    // A product's options are sums: not listed one by one.
    assert!(eval("Nim.DirectProduct(Nim)((1, 1)).Options").is_err());
    // Three-way splits of two heaps of 2 000 pair about 333 000 options
    // with as many: refused, not built.
    let huge =
        eval("TakeAndBreak(\"0.F\").DirectProduct(TakeAndBreak(\"0.F\"))((2000, 2000)).NimValue");
    assert!(matches!(huge.unwrap_err().kind(), ErrorKind::TooLarge(_)));
    assert!(matches!(
        eval("Nim.AcrosticProduct(3)").unwrap_err().kind(),
        ErrorKind::Type { .. }
    ));
}

#[test]
fn heap_options_in_cgsuites_order() {
    // CGSuite's TakeAndBreak lists the options of a heap by the tokens
    // taken (fewest first), then by the number of heaps left, then the
    // heaps in ascending order. Kayles' heap of 4: take 1 leaving 3 or
    // 1 + 2, take 2 leaving 2 or 1 + 1.
    assert_eq!(v("Kayles.HeapOptions(4)"), "[[3],[1,2],[2],[1,1]]");
    // Nim (0.[3]) takes 1, 2 or 3 of 3; Grundy's game splits 7 unequally.
    assert_eq!(v("game.heap.Nim.HeapOptions(3)"), "[[2],[1],[]]");
    assert_eq!(v("GrundysGame.HeapOptions(7)"), "[[1,6],[2,5],[3,4]]");
    // Dawson's Kayles (0.07) takes exactly 2, leaving one heap or two.
    assert_eq!(v("DawsonsKayles.HeapOptions(5)"), "[[3],[1,2]]");
    // 0.F takes 1 and leaves 0 to 3 heaps: 5 as one heap, two, three.
    assert_eq!(
        v("TakeAndBreak(\"0.F\").HeapOptions(6)"),
        "[[5],[1,4],[2,3],[1,1,3],[1,2,2]]"
    );
    // All but 2, 3 and 7 of 5: take 1, 4 or 5.
    assert_eq!(
        v("Subtraction([2,3,7], allbut => true).HeapOptions(5)"),
        "[[4],[1],[]]"
    );
    // A heap's options in the same order: Nim(3)'s are *2, * and 0.
    assert_eq!(v("game.heap.Nim(3).Options"), "[*2,*,0]");
    // A function's options as it gives them, as CGSuite calls it: for
    // a = 1, b = 0; for a = 2, b = 0 and 1 (a = 0 gives none).
    assert_eq!(
        v("HeapRuleset(k -> [[a,b] for a from 0 to k - 1 for b from 0 to a - 1]).HeapOptions(3)"),
        "[[1,0],[2,0],[2,1]]"
    );
    // CGSuite's edge case (GameHeapTest): Grundy's game at 92679 splits
    // into 1 + 92678 up to 46339 + 46340.
    assert_eq!(v("GrundysGame.HeapOptions(92679).Size"), "46339");
    assert!(matches!(
        eval("TakeAndBreak(\"0.F\").HeapOptions(100000)").map_err(|e| e.kind().clone()),
        Err(ErrorKind::TooLarge(_))
    ));
}

#[test]
fn heap_nim_values_and_cake_products() {
    // Kayles' nim-values from heap 1 (CGSuite's GameHeapTest row).
    let kayles = [1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4, 1, 2, 7, 1, 4, 3, 2, 1];
    for (n, want) in kayles.iter().enumerate() {
        assert_eq!(
            v(&format!("Kayles.HeapNimValue({})", n + 1)),
            want.to_string()
        );
    }
    assert_eq!(v("Kayles.HeapNimValue(0)"), "0");
    // Cutcake by hand, Left splitting the second coordinate: (1,1) = 0;
    // (2,1) Right's cut to 2 x (1,1) = 0, so {|0} = -1; (2,2) = {(2,1) +
    // (2,1) | (1,2) + (1,2)} = {-2|2} = 0; (2,3) = {(2,1) + (2,2) | 2 x
    // (1,3)} = {-1|4} = 0; (2,4): Left to (2,1) + (2,3) = -1 or 2 x (2,2)
    // = 0, Right to 2 x (1,4) = 6: {0|6} = 1.
    let cake = "TakeAndBreak(\"4.0\").CakeProduct(TakeAndBreak(\"4.0\"))";
    for (at, want) in [
        ("(1,1)", "0"),
        ("(2,1)", "-1"),
        ("(2,2)", "0"),
        ("(2,3)", "0"),
        ("(2,4)", "1"),
    ] {
        assert_eq!(v(&format!("{cake}(({at})).CanonicalForm")), want, "{at}");
    }
    // The product is GenCutcake, twisted or not.
    for twist in ["", ", twisted => true"] {
        for at in ["(2,5)", "(3,4)", "(4,4)"] {
            assert_eq!(
                v(&format!(
                    "Kayles.CakeProduct(Nim{twist})({at}).CanonicalForm"
                )),
                v(&format!(
                    "GenCutcake(Kayles, Nim{twist})({at}).CanonicalForm"
                )),
                "{at}{twist}"
            );
        }
    }
    // PartizanHeapRuleset(L, R) is L.PartizanJoin(R).
    for n in 0..=8 {
        assert_eq!(
            v(&format!(
                "PartizanHeapRuleset(Kayles, Subtraction([2,3]))({n}).CanonicalForm"
            )),
            v(&format!(
                "Kayles.PartizanJoin(Subtraction([2,3]))({n}).CanonicalForm"
            )),
            "heap {n}"
        );
    }
    assert!(eval("Kayles.CakeProduct(3)").is_err());
    assert!(eval("Kayles.CakeProduct(Nim, twisted => 3)").is_err());
    assert!(eval("PartizanHeapRuleset(Kayles, 2)").is_err());
}
