//! Verdicts and remoteness: hand-worked examples, and a plain minimax
//! over the boards themselves (no atoms, no canonical forms) on random
//! small positions of every game.

use std::collections::HashMap;

use combinatorial_games::games::{self, Position};
use combinatorial_games::play::{Searcher, Verdict};
use combinatorial_games::retrograde::{Solved, Value};

type Board = Box<dyn Position>;
use proptest::prelude::*;

fn minimax(
    b: &Board,
    memo: &mut HashMap<(String, Option<combinatorial_games::Player>), Verdict>,
) -> Verdict {
    let key = (format!("{} {}", b.entry().id, b.board()), b.to_move());
    if let Some(&v) = memo.get(&key) {
        return v;
    }
    let options: Vec<Verdict> = b.moves().iter().map(|m| minimax(&m.after, memo)).collect();
    let v = Verdict::from_options(options);
    memo.insert(key, v);
    v
}

fn check(b: &Board) -> Result<(), TestCaseError> {
    let mut s = Searcher::default();
    let fast = b.verdict(&mut s).unwrap();
    let slow = minimax(b, &mut HashMap::new());
    let slow = if slow.win {
        Solved::win(slow.remoteness)
    } else {
        Solved::lose(slow.remoteness)
    };
    prop_assert_eq!(fast, slow, "{}", b);
    Ok(())
}

fn verdict(id: &str, board: &str) -> String {
    games::parse(id, board)
        .unwrap()
        .verdict(&mut Searcher::default())
        .unwrap()
        .to_string()
}

#[test]
fn hand_worked() {
    // Nim 1 1: the opponent takes the last coin after our move: lose in 2.
    assert_eq!(verdict("nim", "1 1"), "lose in 2");
    // Nim 1 2: to 1 1 (lose in 2 for the opponent): win in 3.
    assert_eq!(verdict("nim", "1_2"), "win in 3");
    assert_eq!(verdict("nim", "0"), "lose in 0");
    // Kayles II: knock both down: win in 1. III: the middle pin leaves
    // I.I, lost in 2 for the opponent: win in 3.
    assert_eq!(verdict("kayles", "2"), "win in 1");
    assert_eq!(verdict("kayles", "|||"), "win in 3");
    // Dawson's Chess on 4 files is lost: every push leaves a run of two or
    // one file (a win in 1 for the opponent): lose in 2.
    assert_eq!(verdict("dawson", "4"), "lose in 2");
    // Treblecross X.X.: complete the three at once.
    assert_eq!(verdict("treblecross", "X.X."), "win in 1");
    // ..X..: every empty cell is beside the cross or two from it, so any
    // cross hands over three in a row: lose in 2.
    assert_eq!(verdict("treblecross", "..X.."), "lose in 2");
    // TF_ with Left to move: the toad jumps (_FT), the frog steps (F_T),
    // and the toad at the end cannot move: lose in 2.
    assert_eq!(verdict("toads", "TF_"), "lose in 2");
}

fn small_board() -> impl Strategy<Value = Board> {
    let nim = prop::collection::vec(0u64..5, 1..4).prop_map(|v| {
        let s: Vec<String> = v.iter().map(u64::to_string).collect();
        games::parse("nim", &s.join(" ")).unwrap()
    });
    let kayles = prop::collection::vec(prop::bool::weighted(0.8), 1..13).prop_map(|v| {
        let s: String = v.iter().map(|&p| if p { '|' } else { '.' }).collect();
        games::parse("kayles", &s).unwrap()
    });
    let treble = prop::collection::vec(prop::bool::weighted(0.15), 1..13).prop_map(|v| {
        let s: String = v.iter().map(|&p| if p { 'X' } else { '.' }).collect();
        games::parse("treblecross", &s).unwrap()
    });
    let dawson = (1usize..9, prop::collection::vec(0usize..9, 0..3)).prop_map(|(n, pushes)| {
        let mut b = games::parse("dawson", &n.to_string()).unwrap();
        for p in pushes {
            let moves = b.moves();
            if !moves.is_empty() {
                b = moves[p % moves.len()].after.clone();
            }
        }
        b
    });
    let toads = prop::collection::vec(prop::sample::select(vec!['T', 'F', '_', '_']), 1..9)
        .prop_map(|v| games::parse("toads", &v.into_iter().collect::<String>()).unwrap());
    prop_oneof![nim, kayles, treble, dawson, toads]
}

fn impartial_board() -> impl Strategy<Value = Board> {
    small_board().prop_filter("impartial", |b| b.to_move().is_none())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn verdicts_match_minimax(b in small_board()) {
        check(&b)?;
    }

    /// The closed form (win exactly when the nim-value is not 0) agrees
    /// with the plain minimax, for every impartial game and sums.
    #[test]
    fn closed_forms_match_minimax(a in impartial_board(), b in impartial_board()) {
        let text = format!("{} {} + {} {}", a.entry().id, a.board(), b.entry().id, b.board());
        let sum = games::parse("sum", &text).unwrap();
        prop_assume!(sum.moves().len() <= 16);
        for p in [&a, &b, &sum] {
            let closed = p.closed_form().unwrap();
            let slow = minimax(p, &mut HashMap::new());
            prop_assert_eq!(closed.value == Value::Win, slow.win, "{}", p);
        }
    }

    #[test]
    fn sums_match_minimax(a in impartial_board(), b in impartial_board()) {
        let text = format!("{} {} + {} {}", a.entry().id, a.board(), b.entry().id, b.board());
        let sum = games::parse("sum", &text).unwrap();
        prop_assume!(sum.moves().len() <= 16);
        check(&sum)?;
    }
}

#[test]
fn too_large_is_answered_by_the_nim_value() {
    // 200 xor 200 xor 200 = 200: a win, without the remoteness the search
    // could not finish.
    let big = games::parse("nim", "200 200 200").unwrap();
    let mut s = Searcher::new(1_000_000);
    let v = big.verdict(&mut s).unwrap();
    assert_eq!((v.value, v.remoteness), (Value::Win, None));
    // Its moves are judged by nim-values too: emptying a pile wins.
    let (_, moves) = big.judgement(&mut s).unwrap();
    let wins: Vec<&str> = moves
        .iter()
        .filter(|(_, v)| v.value == Value::Win)
        .map(|(m, _)| m.text.as_str())
        .collect();
    assert_eq!(wins.len(), 3, "{wins:?}");
    assert!(moves.iter().all(|(_, v)| v.remoteness.is_none()));
    // The same searcher still answers small positions afterwards.
    let small = games::parse("nim", "1 2").unwrap();
    assert_eq!(small.verdict(&mut s).unwrap().to_string(), "win in 3");
    // Partizan games have no closed form here: too large is said.
    let clobber = games::parse("clobber", "xoxoxo|oxoxox|xoxoxo|oxoxox|xoxoxo").unwrap();
    let e = clobber.verdict(&mut Searcher::new(100_000)).unwrap_err();
    assert!(e.to_string().contains("too large to search exactly"), "{e}");
}
