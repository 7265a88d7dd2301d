//! Misère play of the catalogue's games against two other methods: a
//! plain minimax over the boards' own moves (who wins, and how soon, by
//! the definition of remoteness), and Bouton's rule or the game's misère
//! quotient, which judge without a search.

use std::collections::HashMap;

use combinatorial_games::games::{self, GameError, Position};
use combinatorial_games::play::Searcher;
use combinatorial_games::retrograde::{Solved, Value};
use proptest::prelude::*;

/// The memo's key: heaps in any order are one position, and so are Kayles
/// rows with the same runs of pins (pins apart never meet).
fn key(p: &dyn Position) -> String {
    let b = p.board();
    let mut heaps: Vec<usize> = if b.bytes().all(|c| c.is_ascii_digit() || c == b'_') {
        b.split('_').filter_map(|w| w.parse().ok()).collect()
    } else if b.bytes().all(|c| c == b'|' || c == b'.') {
        b.split('.').map(str::len).filter(|&n| n > 0).collect()
    } else {
        return b;
    };
    heaps.sort_unstable();
    format!("{heaps:?}")
}

/// Misère minimax over the board's moves, memoised on the board:
/// with no move the player to move has won, in 0 moves; otherwise a win
/// by the quickest move to a lost position, else a loss by the slowest.
fn minimax(p: &dyn Position, memo: &mut HashMap<String, (bool, u32)>) -> (bool, u32) {
    let key = key(p);
    if let Some(&v) = memo.get(&key) {
        return v;
    }
    let after: Vec<(bool, u32)> = p.moves().iter().map(|m| minimax(&*m.after, memo)).collect();
    let v = if after.is_empty() {
        (true, 0)
    } else if let Some(r) = after.iter().filter(|a| !a.0).map(|a| a.1).min() {
        (true, r + 1)
    } else {
        (false, after.iter().map(|a| a.1).max().unwrap() + 1)
    };
    memo.insert(key, v);
    v
}

fn as_pair(s: Solved) -> (bool, u32) {
    (s.value == Value::Win, s.remoteness.expect("searched"))
}

/// Every board listed agrees: the searched verdict with minimax, and the
/// closed form (where the game has one) with the verdict's winner.
fn check(id: &str, boards: &[String]) -> usize {
    let mut memo = HashMap::new();
    let mut s = Searcher::default();
    let mut closed = 0;
    for b in boards {
        let p = games::parse(id, b).unwrap().misere().unwrap();
        let v = p.verdict(&mut s).unwrap();
        assert_eq!(as_pair(v), minimax(&*p, &mut memo), "misère {id} {b}");
        if let Some(c) = p.closed_form() {
            assert_eq!(c.value, v.value, "closed form of misère {id} {b}");
            closed += 1;
        }
    }
    closed
}

/// Heap boards: every multiset of up to `count` heaps of 1..=`max`.
fn heap_boards(max: u64, count: usize) -> Vec<String> {
    let mut out = vec![];
    let mut stack: Vec<Vec<u64>> = (1..=max).map(|h| vec![h]).collect();
    while let Some(b) = stack.pop() {
        out.push(b.iter().map(u64::to_string).collect::<Vec<_>>().join(" "));
        if b.len() < count {
            for h in *b.last().unwrap()..=max {
                let mut c = b.clone();
                c.push(h);
                stack.push(c);
            }
        }
    }
    out
}

#[test]
fn misere_nim_agrees_with_minimax_and_bouton() {
    let boards = heap_boards(5, 4);
    assert_eq!(check("nim", &boards), boards.len());
}

#[test]
fn misere_heap_games_agree_with_minimax_and_their_quotients() {
    for id in [
        "dawsonskayles",
        "officers",
        "guiles",
        "grundy",
        "laskersnim",
        "prim",
        "dim",
    ] {
        let boards = heap_boards(9, 3);
        // Every board here is small enough for the game's quotient.
        assert_eq!(check(id, &boards), boards.len(), "{id}");
    }
}

#[test]
fn misere_kayles_rows_agree_with_minimax_and_the_quotient() {
    // Every row of up to 9 places, standing pins or gaps.
    let boards: Vec<String> = (1u32..1 << 9)
        .flat_map(|bits| {
            (1..=9).map(move |len| {
                (0..len)
                    .map(|i| if bits >> i & 1 == 1 { 'I' } else { '.' })
                    .collect::<String>()
            })
        })
        .filter(|b| b.contains('I'))
        .collect();
    assert_eq!(check("kayles", &boards), boards.len());
}

#[test]
fn misere_sums_of_different_games_are_searched() {
    let boards: Vec<String> = [
        "nim 2 + kayles 3",
        "nim 1 1 + dawsonskayles 4",
        "kayles II.I + officers 5 3",
    ]
    .map(String::from)
    .to_vec();
    // No quotient covers two games at once: searched only.
    assert_eq!(check("sum", &boards), 0);
}

#[test]
fn an_empty_board_is_won_at_once() {
    // Kayles with every pin down: the player to move has no move and wins.
    let p = games::parse("kayles", "...").unwrap().misere().unwrap();
    let v = p.verdict(&mut Searcher::default()).unwrap();
    assert_eq!(v.to_string(), "win in 0");
    // Grundy's heaps of 1 and 2 have no move either.
    let g = games::parse("grundy", "1 2 2").unwrap().misere().unwrap();
    assert_eq!(
        g.verdict(&mut Searcher::default()).unwrap().to_string(),
        "win in 0"
    );
}

#[test]
fn large_positions_are_judged_by_the_quotient_or_bouton() {
    // A searcher that may not search: the closed forms answer.
    let mut none = Searcher::new(0);
    // Bouton: 1000 2000 3000 has some heap above 1 and nim-sum
    // 1000 ^ 2000 ^ 3000 = 1080 ^ 3000 = 3968 != 0 (in binary by hand).
    assert_eq!(1000 ^ 2000 ^ 3000, 3968);
    let nim = games::parse("nim", "1000 2000 3000")
        .unwrap()
        .misere()
        .unwrap();
    let v = nim.verdict(&mut none).unwrap();
    assert_eq!((v.value, v.remoteness), (Value::Win, None));
    // Kayles rows far past the search: the quotient, cross-checked by a
    // full search of the same row with a larger budget.
    let mut s = Searcher::default();
    for n in [24, 30, 35] {
        let row = games::parse("kayles", &n.to_string())
            .unwrap()
            .misere()
            .unwrap();
        let quick = row.verdict(&mut none).unwrap();
        assert_eq!(quick.remoteness, None);
        assert_eq!(
            quick.value,
            row.verdict(&mut s).unwrap().value,
            "kayles {n}"
        );
    }
    // Every move of a large position is judged the same way.
    let big = games::parse("kayles", "80").unwrap().misere().unwrap();
    let (v, moves) = big.judgement(&mut none).unwrap();
    assert_eq!(v.remoteness, None);
    let winning = moves.iter().filter(|(_, r)| r.value == Value::Win).count();
    assert_eq!(v.value == Value::Win, winning > 0);
}

#[test]
fn games_that_end_otherwise_are_refused() {
    for (id, board) in [("treblecross", "7"), ("dawson", "5"), ("toads", "TT__FF")] {
        let e = games::parse(id, board).unwrap().misere().unwrap_err();
        assert!(matches!(e, GameError::NoMisere(_)), "{id}: {e}");
    }
    let e = games::parse("sum", "nim 3 + treblecross 5")
        .unwrap()
        .misere()
        .unwrap_err();
    assert!(e.to_string().contains("no misère play"), "{e}");
    assert!(!games::find("dawson").unwrap().has_misere_play());
    assert!(games::find("grundy").unwrap().has_misere_play());
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    /// Random sums of heaps of one game: the search, the closed form and
    /// minimax agree.
    #[test]
    fn random_misere_heap_sums(game in 0usize..5, heaps in proptest::collection::vec(1u64..12, 1..5)) {
        let id = ["nim", "kayles", "dawsonskayles", "guiles", "grundy"][game];
        let board = heaps.iter().map(u64::to_string).collect::<Vec<_>>().join(" ");
        // Kayles reads a number as one row: write the rows out.
        let board = if id == "kayles" {
            heaps.iter().map(|&n| "I".repeat(n as usize)).collect::<Vec<_>>().join(".")
        } else {
            board
        };
        prop_assert_eq!(check(id, &[board]), 1);
    }
}
