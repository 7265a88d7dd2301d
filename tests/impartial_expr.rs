//! The impartial rulesets in the expression language, with values worked
//! by hand or taken from OEIS.

use combinatorial_games::expr::{ErrorKind, eval};

fn show(src: &str) -> String {
    eval(src)
        .unwrap_or_else(|e| panic!("{src}: {e}"))
        .to_string()
}

fn kind(src: &str) -> ErrorKind {
    eval(src).expect_err(src).kind().clone()
}

#[test]
fn heaps_of_named_rulesets() {
    // OEIS A002186 (Kayles), A002187 (.137), A002188 (Grundy's game).
    assert_eq!(show("Kayles(9)"), "*4");
    assert_eq!(show("Kayles(9).NimValue"), "4");
    assert_eq!(show("TakeAndBreak(\".137\")(16)"), "*2");
    assert_eq!(show("DawsonsChess(16)"), "*2");
    assert_eq!(show("GrundysGame(20)"), "0");
    assert_eq!(show("GrundysGame(13)"), "*3");
    // {2,5,6} has period 11 from 0 and G(4) = 0, G(7) = 3 (by hand).
    assert_eq!(show("Subtraction([2,5,6])(15)"), "0");
    assert_eq!(show("Subtraction([2,5,6])(7)"), "*3");
    assert_eq!(show("Nim(3)"), "*3");
    assert_eq!(show("Nim(1000000000000)"), "*1000000000000");
    // Lasker's Nim: 4k+3 and 4k+4 trade places.
    assert_eq!(show("LaskersNim(7)"), "*8");
    // Prim: 1 000 003 is the 78 499th prime.
    assert_eq!(show("Prim(1000003)"), "*78499");
    assert_eq!(show("Dim(12)"), "*3");
    // A sum of heaps is the nim-sum of their values: *4 + *2 + *3 = *5.
    assert_eq!(show("Kayles(9) + DawsonsChess(16) + Nim(3)"), "*5");
}

#[test]
fn sequences_and_periods() {
    assert_eq!(
        show("Kayles.NimValueSequence(12)"),
        "[1,2,3,1,4,3,2,1,4,2,6,4]"
    );
    assert_eq!(
        show("Kayles.CheckPeriodicity(200)"),
        "Periodicity(Period => 12, Preperiod => 71, Saltus => 0)"
    );
    assert_eq!(
        show("DawsonsChess.CheckPeriodicity(300)"),
        "Periodicity(Period => 34, Preperiod => 52, Saltus => 0)"
    );
    assert_eq!(show("Treblecross.CheckPeriodicity(500)"), "Nothing");
    // Only proven ordinary periods, as CGSuite (its GameHeapTest: Nim and
    // all-but subtraction games, arithmetic periodic, give Nothing).
    assert_eq!(show("LaskersNim.CheckPeriodicity(100)"), "Nothing");
    assert_eq!(show("Nim.CheckPeriodicity(2000)"), "Nothing");
    assert_eq!(
        show("AllbutSubtraction([2,3,7]).CheckPeriodicity(2000)"),
        "Nothing"
    );
    assert_eq!(show("GrundysGame.CheckPeriodicity(2000)"), "Nothing");
    // Kayles shows its period by heap 100 but proves it only later.
    assert_eq!(show("Kayles.CheckPeriodicity(100)"), "Nothing");
    assert_eq!(
        show("AllbutSubtraction([1]).NimValueSequence(6)"),
        "[0,1,1,2,2,3]"
    );
    assert_eq!(show("Subtraction([2,5,6])"), "Subtraction([2,5,6])");
    // A ruleset can be named and used later.
    let mut session = combinatorial_games::expr::Session::new();
    session.eval("x := Officers").unwrap();
    let seq = session.eval("x.NimValueSequence(5)").unwrap();
    assert_eq!(seq.to_string(), "[0,1,2,0,1]");
}

#[test]
fn bad_input_gets_a_typed_error() {
    assert!(
        matches!(kind("TakeAndBreak(\".1x\")"), ErrorKind::Undefined(m) if m.contains("not a digit"))
    );
    assert!(
        matches!(kind("Subtraction([0,1])(3)"), ErrorKind::Undefined(m) if m.contains("0 cannot"))
    );
    assert!(matches!(kind("Subtraction([])"), ErrorKind::Undefined(_)));
    assert!(
        matches!(kind("Subtraction([1/2])"), ErrorKind::Undefined(m) if m.contains("whole number"))
    );
    assert!(matches!(kind("TakeAndBreak(7)"), ErrorKind::Type { .. }));
    assert!(matches!(kind("Kayles(-1)"), ErrorKind::Type { .. }));
    assert!(matches!(kind("Kayles(1/2)"), ErrorKind::Type { .. }));
    assert!(matches!(
        kind("Treblecross(100000000)"),
        ErrorKind::TooLarge(_)
    ));
    assert!(matches!(
        kind("Kayles.NimValueSequence(2000000)"),
        ErrorKind::TooLarge(_)
    ));
    assert!(matches!(
        kind("{0|*}.CheckPeriodicity(3)"),
        ErrorKind::Type { .. }
    ));
    assert!(matches!(kind("Kayles + 1"), ErrorKind::Type { .. }));
    assert!(matches!(kind("Kayles(1, 2)"), ErrorKind::Arity { .. }));
}
