//! CGSuite's generalized take-and-break codes (`game.heap.TakeAndBreak`'s
//! documentation): digits past F, digits as heap counts in braces, and the
//! modifiers `!`, `?` and `=`. Expected values are CGSuite's published
//! rows (`GameHeapTest.scala`), a second ruleset, or worked by hand.

use combinatorial_games::expr::eval;
use combinatorial_games::impartial::{GeneralCode, GrundysGame, HeapGame, TakeAndBreak};

fn v(s: &str) -> String {
    match eval(s) {
        Ok(v) => v.to_string(),
        Err(e) => panic!("{s}: {e}"),
    }
}

/// GameHeapTest's "twisted Maundy cake": both players split a side into
/// two or more equal parts, twisted; its values along (8, n), and the
/// number of Left's options at (8, 8), by both spellings.
#[test]
fn cgsuites_twisted_maundy_cake() {
    let published = "[1,1,{8|-2},{8|-3},{8|-6},{8|-5},{8|-6,{-4|-14}},{10|-7},+-12]";
    for rs in [
        "GenCutcake(TakeAndBreak(\"{2+}=.0\"), TakeAndBreak(\"{2+}=.0\"), twisted => true)",
        "TakeAndBreak(\"{2+}=.0\").CakeProduct(TakeAndBreak(\"{2+}=.0\"), twisted => true)",
    ] {
        assert_eq!(v(&format!("{rs}((8,8)).LeftOptions.Size")), "3");
        assert_eq!(
            v(&format!("[{rs}((8,n)).CanonicalForm for n from 0 to 8]")),
            published
        );
    }
}

/// `4!.0` is Grundy's game, whose own solver is independent of this one.
#[test]
fn unequal_halves_are_grundys_game() {
    let code: GeneralCode = "4!.0".parse().unwrap();
    assert_eq!(code.nim_values(300), GrundysGame.nim_values(300));
    assert_eq!(v("TakeAndBreak(\"4!.0\").code"), "\"4!.0\"");
    // `0.C` is `0.{2,3}`: the same digit written two ways.
    let braces: GeneralCode = "0.{2,3}".parse().unwrap();
    let hex: TakeAndBreak = "0.C".parse().unwrap();
    assert_eq!(braces.nim_values(60), hex.nim_values(60));
    // Kayles as a generalized code agrees with the octal solver.
    let kayles: GeneralCode = "0.77".parse().unwrap();
    assert_eq!(
        kayles.nim_values(200),
        TakeAndBreak::kayles().nim_values(200)
    );
}

#[test]
fn modifiers_by_hand() {
    // `{2+}=.0`: 6 splits into 3+3, 2+2+2 or 1+1+1+1+1+1; 1 has no move
    // (0), so any split into 1s is 0 and 2, 3 and 5 are 1; 4 splits into
    // 2+2 (1 ^ 1 = 0) or four 1s (0), so it is 1 too.
    let equal: GeneralCode = "{2+}=.0".parse().unwrap();
    let mut six = equal.options(6);
    six.sort();
    assert_eq!(six, vec![vec![1; 6], vec![2, 2, 2], vec![3, 3]]);
    assert_eq!(equal.nim_values(5)[1..], [0, 1, 1, 1, 1]);
    // `8?.0`: three heaps, not all equal. 2 and 3 (= 1+1+1) have no move
    // (0); 4 = 2+1+1 moves to 0 (1); 6 = 4+1+1 (1) or 3+2+1 (0), not
    // 2+2+2: 6 is 2.
    let unequal: GeneralCode = "8?.0".parse().unwrap();
    assert_eq!(unequal.options(3), Vec::<Vec<usize>>::new());
    let mut opts = unequal.options(6);
    opts.sort();
    assert_eq!(opts, vec![vec![3, 2, 1], vec![4, 1, 1]]);
    assert_eq!(unequal.nim_values(6)[2..], [0, 0, 1, 1, 2]);
    // `0.G` (16: bit 4): take one and leave exactly four heaps.
    let g: GeneralCode = "0.G".parse().unwrap();
    assert_eq!(g.options(5), vec![vec![1, 1, 1, 1]]);
    assert!(g.options(4).is_empty());
    // Errors: an unknown character; taking nothing without a split.
    assert!("0.{x}".parse::<GeneralCode>().is_err());
    assert!("1!.0".parse::<GeneralCode>().is_err());
    assert!("0.{2".parse::<GeneralCode>().is_err());
}
