//! Loopy games with large short parts. The positions of a loopy game from
//! which play always ends are short games; they are valued and compared
//! through the table of canonical forms, so a nimber's thousand moves no
//! longer make every comparison look at every pair of positions with all
//! of their moves (`a{*1000|a}` took 36 s that way, and now well under
//! one).

use combinatorial_games::loopy::Stopper;
use std::sync::mpsc;
use std::time::Duration;

fn s(text: &str) -> Stopper {
    text.parse().unwrap_or_else(|e| panic!("{text}: {e}"))
}

/// `{*n | pass}` against `-upon + *(n xor 1)`. For n = 0 and 1 these are
/// over and -upon by their definitions (Winning Ways ch. 11: over =
/// {0 | pass}, upon = {pass | *}); for the rest the sum was chosen by hand
/// to have the same two moves that matter, Left's -upon -> * leaving
/// `*(n xor 1) + * = *n` and Right's pass leaving itself, and the equality
/// is then decided by comparing the two stoppers, the sum built as a sum
/// of graphs and the other written out directly.
#[test]
fn a_nimber_or_a_pass_is_down_on_plus_a_nimber() {
    assert_eq!(s("a{0|a}"), Stopper::over());
    assert_eq!(s("a{*|a}"), -Stopper::upon());
    for n in [2u64, 3, 5, 64, 255, 400] {
        let g = s(&format!("a{{*{n}|a}}"));
        let nimber = s(&format!("*{}", n ^ 1));
        let sum = (-Stopper::upon()).checked_add(&nimber).unwrap();
        assert_eq!(g, sum, "n = {n}");
        let off_by_one = (-Stopper::upon())
            .checked_add(&s(&format!("*{n}")))
            .unwrap();
        assert_ne!(g, off_by_one, "n = {n}");
    }
}

/// Near the bound on moves, a game whose short part is one large nimber
/// is valued at once.
#[test]
fn a_large_short_part_is_quick() {
    let (tx, rx) = mpsc::channel();
    std::thread::spawn(move || {
        let g = s("a{*1000|a}");
        let upper = s("{^*1000|pass}");
        tx.send((g, upper)).unwrap();
    });
    let limit = Duration::from_secs(if cfg!(debug_assertions) { 120 } else { 10 });
    let (g, upper) = rx.recv_timeout(limit).expect("valued in time");
    // -upon + *1001, as above (-upon prints as v[on]).
    assert_eq!(g.to_string(), "v[on]*1001");
    assert_eq!(-Stopper::upon(), s("a{*|a}"));
    // {^*1000 | pass} >= over: in {^*1000 | pass} + under, Right's pass
    // is answered by Left's, and after Right's move under -> 0 Left moves
    // to ^*1000, which is positive (Winning Ways ch. 3: ^*n > 0 for
    // n > 1), so Right, to move, loses.
    assert!(Stopper::over().leq(&upper).unwrap());
    assert!(!upper.leq(&Stopper::zero()).unwrap());
}
