//! Who wins, by the search for winning moves (`Ruleset::outcome_by_search`,
//! and `OutcomeClass` of a board in expressions): against CGSuite's and
//! MCGS's results for Clobber rectangles, against the outcome of the value,
//! and against a plain win/loss search over boards written here.
//!
//! Sources: MCGS (ualberta-mueller-group/MCGS), input/main_tests/
//! clobber_autotests/clobber_rectangle_alternating.test, whose rows are
//! labelled with the program that gave them (CGSuite 2.1.1 for the
//! smaller, MCGS for the larger), and clobber_random_filled2.test (MCGS).
//! Their `B` is the player of `X`, Left here; `{B win, W loss}` is L.

use std::collections::HashMap;

use combinatorial_games::expr::eval;
use combinatorial_games::games::{self, Clobber, Domineering};
use combinatorial_games::rulesets::Ruleset;
use combinatorial_games::{Outcome, Player};
use proptest::prelude::*;

mod grid_boards;
use grid_boards::{Board, at, grid, set, text};

fn outcome_class(board: &str) -> String {
    let e = format!("Clobber(\"{board}\").OutcomeClass");
    eval(&e)
        .unwrap_or_else(|err| panic!("{e}: {err}"))
        .to_string()
}

#[test]
fn clobber_rectangles_as_cgsuite_and_mcgs_give_them() {
    for (board, who) in [
        // CGSuite 2.1.1.
        ("xoxoxo|oxoxox", "P"),
        ("xoxox|oxoxo|xoxox", "N"),
        ("xox|oxo|xox|oxo", "P"),
        ("xox|oxo|xox|oxo|xox", "N"),
        // MCGS: each past a minute by canonical forms here, a second or
        // two by the search.
        ("xoxoxo|oxoxox|xoxoxo", "P"),
        ("xox|oxo|xox|oxo|xox|oxo", "P"),
        ("xoxo|oxox|xoxo|oxox|xoxo", "N"),
        ("xoxooo|oxoxox|ooooox|oooxxo", "R"),
        ("xxo|xxx|oxx|oxx|ooo|oxx|oox|oxx", "L"),
    ] {
        assert_eq!(outcome_class(board), who, "{board}");
    }
    // A part that is 0 (2 x 6, P above) beside small ones: xo is * (each
    // capture leaves a lone stone), so the sum is * and N; xxo is
    // {x.x | xo.} = {0 | *} = ^, so the sum is ^ and L. The winning move
    // is in the small part.
    assert_eq!(outcome_class("xoxoxo..xo|oxoxox...."), "N");
    assert_eq!(outcome_class("xoxoxo..xxo|oxoxox....."), "L");
    // Domineering: a row of ten squares is Right's alone, five dominoes
    // at most: -5; each of the six two-square columns is Left's one
    // move: 1 each. The sum is 1, L, and Left's only moves are in the
    // small parts.
    let d = "..........#.#.#.#.#.#.|###########.#.#.#.#.#.";
    let e = format!("Domineering(\"{d}\").OutcomeClass");
    assert_eq!(eval(&e).unwrap().to_string(), "L");
    let c: Clobber = "xoxoxo|oxoxox|xoxoxo".parse().unwrap();
    assert_eq!(c.outcome_by_search(), Outcome::P);
}

#[test]
fn a_board_already_valued_answers_from_its_value() {
    // g's value is found when it is bound and printed; OutcomeClass then
    // reads it (the same answer either way).
    let e = "g := Clobber(\"xoxo|oxox|xoxo\"); h := g + 0; [g.OutcomeClass, h.OutcomeClass]";
    assert_eq!(eval(e).unwrap().to_string(), "[P,P]");
}

/// Whether the player of `us` (`x` is Left), to move on a Clobber board,
/// wins: some capture leaves the other player, to move, losing.
fn clobber_wins(b: &Board, us: u8, memo: &mut HashMap<(Board, u8), bool>) -> bool {
    if let Some(&w) = memo.get(&(b.clone(), us)) {
        return w;
    }
    let them = if us == b'x' { b'o' } else { b'x' };
    let won = clobber_moves(b, us)
        .iter()
        .any(|q| !clobber_wins(q, them, memo));
    memo.insert((b.clone(), us), won);
    won
}

/// The captures of the player of `us`: a stone onto an orthogonally
/// adjacent stone of the other's.
fn clobber_moves(b: &Board, us: u8) -> Vec<Board> {
    let them = if us == b'x' { b'o' } else { b'x' };
    let mut out = Vec::new();
    for r in 0..b.len() as i32 {
        for c in 0..b[0].len() as i32 {
            if at(b, r, c) != Some(us) {
                continue;
            }
            for (dr, dc) in [(0, 1), (1, 0), (0, -1), (-1, 0)] {
                if at(b, r + dr, c + dc) == Some(them) {
                    out.push(set(b, &[(r, c, b'.'), (r + dr, c + dc, us)]));
                }
            }
        }
    }
    out
}

/// The same for Domineering: Left places a domino down a column, Right
/// along a row, on two empty squares (`.`).
fn domineering_wins(b: &Board, left: bool, memo: &mut HashMap<(Board, bool), bool>) -> bool {
    if let Some(&w) = memo.get(&(b.clone(), left)) {
        return w;
    }
    let (dr, dc) = if left { (1, 0) } else { (0, 1) };
    let mut won = false;
    'search: for r in 0..b.len() as i32 {
        for c in 0..b[0].len() as i32 {
            if at(b, r, c) == Some(b'.') && at(b, r + dr, c + dc) == Some(b'.') {
                let q = set(b, &[(r, c, b'#'), (r + dr, c + dc, b'#')]);
                if !domineering_wins(&q, !left, memo) {
                    won = true;
                    break 'search;
                }
            }
        }
    }
    memo.insert((b.clone(), left), won);
    won
}

fn outcome(left_first_wins: bool, right_first_wins: bool) -> Outcome {
    match (left_first_wins, right_first_wins) {
        (true, true) => Outcome::N,
        (true, false) => Outcome::L,
        (false, true) => Outcome::R,
        (false, false) => Outcome::P,
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(150))]

    #[test]
    fn clobber_matches_a_plain_search_and_the_value(b in grid("xxoo.", 3, 5)) {
        let p: Clobber = text(&b).parse().unwrap();
        let memo = &mut HashMap::new();
        let want = outcome(clobber_wins(&b, b'x', memo), clobber_wins(&b, b'o', memo));
        prop_assert_eq!(p.outcome_by_search(), want);
        prop_assert_eq!(p.value().outcome(), want);
    }

    /// The winning moves are the captures after which the plain search
    /// says the other player, to move, loses; the catalogue's position
    /// names the same ones.
    #[test]
    fn clobber_winning_moves_match_a_plain_search(b in grid("xxoo.", 3, 4)) {
        let p: Clobber = text(&b).parse().unwrap();
        let memo = &mut HashMap::new();
        let pos = games::parse("clobber", &text(&b)).unwrap();
        let by_position = pos.winning_moves_by_search().unwrap();
        for ((player, us, them), listed) in [(Player::Left, b'x', b'o'), (Player::Right, b'o', b'x')]
            .into_iter()
            .zip(by_position)
        {
            let mut want: Vec<String> = clobber_moves(&b, us)
                .iter()
                .filter(|q| !clobber_wins(q, them, memo))
                .map(text)
                .collect();
            want.sort();
            let mut got: Vec<String> = p.winning_moves(player).iter().map(|q| q.to_string()).collect();
            got.sort();
            prop_assert_eq!(&got, &want);
            // The position's moves lead to the same boards, the other
            // player to move.
            let side = if player == Player::Left { " R" } else { "" };
            let mut listed: Vec<String> = listed.iter().map(|m| m.after.board()).collect();
            listed.sort();
            let want: Vec<String> = want.iter().map(|w| format!("{w}{side}")).collect();
            prop_assert_eq!(&listed, &want);
            // One player's alone: the same moves, the same boards.
            let mut one: Vec<String> = pos
                .winning_moves_for(player)
                .unwrap()
                .iter()
                .map(|m| m.after.board())
                .collect();
            one.sort();
            prop_assert_eq!(one, want);
        }
    }

    #[test]
    fn domineering_matches_a_plain_search(b in grid("....#", 4, 5)) {
        let p: Domineering = text(&b).parse().unwrap();
        let memo = &mut HashMap::new();
        let want = outcome(domineering_wins(&b, true, memo), domineering_wins(&b, false, memo));
        prop_assert_eq!(p.outcome_by_search(), want);
    }
}
