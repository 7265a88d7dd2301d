//! Misère quotients against a second method: plain misère search over sums
//! of heaps (a sum is a P-position exactly when it has a move and every
//! move leads to an N-position), and the literature where it pins a
//! number down.

use std::collections::{HashMap, HashSet};
use std::sync::OnceLock;

use combinatorial_games::Outcome;
use combinatorial_games::impartial::{HeapGame, Subtraction, TakeAndBreak};
use combinatorial_games::misere::MisereQuotient;
use proptest::prelude::*;

/// Plain misère search: whether the player to move wins the sum `pos`
/// (sorted heaps), memoised on the sorted sum.
fn wins(game: &dyn HeapGame, pos: &[u16], memo: &mut HashMap<Vec<u16>, bool>) -> bool {
    if let Some(&w) = memo.get(pos) {
        return w;
    }
    let mut moved = false;
    let mut win = false;
    'search: for i in 0..pos.len() {
        if i > 0 && pos[i] == pos[i - 1] {
            continue;
        }
        for option in game.options(pos[i] as usize) {
            moved = true;
            let mut next: Vec<u16> = pos[..i].iter().chain(&pos[i + 1..]).copied().collect();
            next.extend(option.iter().map(|&h| h as u16));
            next.sort_unstable();
            if !wins(game, &next, memo) {
                win = true;
                break 'search;
            }
        }
    }
    // With no move at all, the player to move has won (misère play).
    let w = win || !moved;
    memo.insert(pos.to_vec(), w);
    w
}

/// Every sum of heaps of at most `total` tokens (heaps ≥ 1), sorted.
fn sums(total: u16) -> Vec<Vec<u16>> {
    sums_below(total, total)
}

/// Every sum of at most `total` tokens in heaps of at most `max`.
fn sums_below(total: u16, max: u16) -> Vec<Vec<u16>> {
    fn go(left: u16, min: u16, max: u16, cur: &mut Vec<u16>, out: &mut Vec<Vec<u16>>) {
        out.push(cur.clone());
        for h in min..=left.min(max) {
            cur.push(h);
            go(left - h, h, max, cur, out);
            cur.pop();
        }
    }
    let mut out = Vec::new();
    go(total, 1, max, &mut Vec::new(), &mut out);
    out
}

fn outcome_by_search(
    game: &dyn HeapGame,
    pos: &[u16],
    memo: &mut HashMap<Vec<u16>, bool>,
) -> Outcome {
    if wins(game, pos, memo) {
        Outcome::N
    } else {
        Outcome::P
    }
}

fn heaps(pos: &[u16]) -> Vec<usize> {
    pos.iter().map(|&h| h as usize).collect()
}

/// The quotient's outcome agrees with search on every sum of at most
/// `total` tokens.
fn agrees_on_small_sums(game: &dyn HeapGame, q: &MisereQuotient, total: u16) -> usize {
    agrees_on(game, q, &sums(total))
}

/// The quotient's outcome agrees with search on every sum of `all`.
fn agrees_on(game: &dyn HeapGame, q: &MisereQuotient, all: &[Vec<u16>]) -> usize {
    let mut memo = HashMap::new();
    for pos in all {
        assert_eq!(
            q.outcome(&heaps(pos)),
            Some(outcome_by_search(game, pos, &mut memo)),
            "sum {pos:?}"
        );
    }
    all.len()
}

/// How many classes search alone tells apart among sums of at most `x`
/// tokens, by their outcomes with every sum of at most `y` tokens added:
/// a lower bound on the order that owes nothing to the quotient.
fn classes_by_search(game: &dyn HeapGame, x: u16, y: u16, max: u16) -> usize {
    let mut memo = HashMap::new();
    let ys = sums_below(y, max);
    let mut seen = HashSet::new();
    for a in sums_below(x, max) {
        let row: Vec<bool> = ys
            .iter()
            .map(|b| {
                let mut pos: Vec<u16> = a.iter().chain(b).copied().collect();
                pos.sort_unstable();
                wins(game, &pos, &mut memo)
            })
            .collect();
        seen.insert(row);
    }
    seen.len()
}

fn code(c: &str) -> TakeAndBreak {
    c.parse().unwrap()
}

/// Bouton's misère rule splits Nim's sums into the tame ones (heaps of 0
/// and 1, by parity) and the rest (by nim-sum), and each class is told
/// apart: heaps below 2^k give 2 + 2^k classes, two of them P.
#[test]
fn misere_nim_orders_follow_bouton() {
    let nim = TakeAndBreak::nim();
    // Heaps of 0 and 1 alone: Z₂, and only the odd sums are P.
    let q = MisereQuotient::compute(&nim, 1).unwrap();
    assert_eq!((q.order(), q.p_portion().len()), (2, 1));
    for (n, order) in [(3, 6), (7, 10), (15, 18), (31, 34)] {
        let q = MisereQuotient::compute(&nim, n).unwrap();
        assert_eq!((q.order(), q.p_portion().len()), (order, 2), "heaps to {n}");
    }
    let q = MisereQuotient::compute(&nim, 7).unwrap();
    // Search, with heaps up to 7, tells apart as many classes.
    assert_eq!(classes_by_search(&nim, 12, 12, 7), q.order());
    let q = MisereQuotient::compute(&nim, 18).unwrap();
    agrees_on_small_sums(&nim, &q, 18);
}

/// Siegel, "The structure and classification of misère quotients" (2007):
/// there is exactly one misère quotient of order 8, R₈ = ⟨a, b, c | a² = 1,
/// b³ = b, bc = ab, c² = b²⟩ with P = {a, b²}; 0.75 is one of its games.
#[test]
fn the_quotient_of_0_75_is_r8() {
    let g = code("0.75");
    let q = MisereQuotient::compute(&g, 200).unwrap();
    assert_eq!(q.order(), 8);
    assert_eq!(
        q.presentation().to_string(),
        "⟨a, b, c | a² = 1, bc = ab, c² = b², b³ = b⟩"
    );
    let p: Vec<&str> = q
        .p_portion()
        .into_iter()
        .map(|x| q.name(x).unwrap())
        .collect();
    assert_eq!(p, vec!["a", "b²"]);
    assert!(q.period().is_some());
    assert_eq!(classes_by_search(&g, 14, 12, 14), 8);
    agrees_on_small_sums(&g, &q, 26);
}

/// 0.123 (Plambeck and Siegel 2008 list it among the games their quotients
/// solve): here the order is checked against the classes plain search tells
/// apart, and outcomes against search.
#[test]
fn the_quotient_of_0_123_matches_search() {
    let g = code("0.123");
    let q = MisereQuotient::compute(&g, 200).unwrap();
    assert!(q.period().is_some(), "proved periodic");
    // The order is what plain search tells apart, not a number of ours.
    assert_eq!(classes_by_search(&g, 16, 14, 16), q.order());
    agrees_on_small_sums(&g, &q, 26);
}

/// Kayles and Guiles: every sum of up to 28 tokens has the outcome search
/// gives. Misère Kayles is periodic with period 12 (Sibert and Conway's
/// solution; Plambeck, "Daisies, Kayles, and the Sibert–Conway
/// decomposition", 1992); for Guiles only a proved period is asked.
#[test]
fn kayles_and_guiles_quotients_agree_with_search() {
    let kayles = TakeAndBreak::kayles();
    let q = MisereQuotient::compute(&kayles, 300).unwrap();
    let p = q.period().expect("Kayles' quotient is proved stable");
    assert_eq!(p.period, 12);
    assert!(q.heaps_computed() < 300);
    let checked = agrees_on_small_sums(&kayles, &q, 28);
    assert!(checked > 10_000);
    // Heaps past the computed range follow the period.
    assert_eq!(q.element(1_000_000), q.element(1_000_000 - 12));

    let guiles = TakeAndBreak::guiles();
    let q = MisereQuotient::compute(&guiles, 300).unwrap();
    assert!(q.period().is_some());
    agrees_on_small_sums(&guiles, &q, 28);
}

/// A subtraction game: moves take 1, 2 or 3 (period proved by the
/// recurrence form of the theorem).
#[test]
fn subtraction_game_quotient_agrees_with_search() {
    let s = Subtraction::new([1, 2, 3]).unwrap();
    let q = MisereQuotient::compute(&s, 100).unwrap();
    assert!(q.period().is_some());
    assert_eq!(classes_by_search(&s, 12, 12, 12), q.order());
    agrees_on_small_sums(&s, &q, 24);
}

/// Winning moves read from the quotient lead to P-positions by search.
#[test]
fn winning_moves_are_winning() {
    let kayles = TakeAndBreak::kayles();
    let q = MisereQuotient::compute(&kayles, 300).unwrap();
    let mut memo = HashMap::new();
    for pos in [
        vec![3u16, 5, 7],
        vec![1, 4, 9],
        vec![2, 2, 6, 8],
        vec![12, 13],
    ] {
        let moves = q.winning_moves(&kayles, &heaps(&pos)).unwrap();
        let n = outcome_by_search(&kayles, &pos, &mut memo) == Outcome::N;
        assert_eq!(!moves.is_empty(), n, "{pos:?}");
        for (i, left) in moves {
            let mut next: Vec<u16> = pos.clone();
            next.remove(i);
            next.extend(left.iter().map(|&h| h as u16));
            next.sort_unstable();
            assert_eq!(outcome_by_search(&kayles, &next, &mut memo), Outcome::P);
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    /// Random sums of heaps of Kayles, Guiles, 0.123 and 0.75: the outcome
    /// from the quotient is the outcome of plain misère search.
    #[test]
    fn quotient_outcomes_match_search(
        game in 0usize..4,
        pos in proptest::collection::vec(1u16..14, 0..4),
    ) {
        static QUOTIENTS: OnceLock<Vec<(TakeAndBreak, MisereQuotient)>> = OnceLock::new();
        let all = QUOTIENTS.get_or_init(|| {
            ["0.77", "0.15", "0.123", "0.75"]
                .iter()
                .map(|c| (code(c), MisereQuotient::compute(&code(c), 300).unwrap()))
                .collect()
        });
        let (g, q) = &all[game];
        let mut pos = pos;
        pos.sort_unstable();
        let mut memo = HashMap::new();
        prop_assert_eq!(q.outcome(&heaps(&pos)), Some(outcome_by_search(g, &pos, &mut memo)));
    }
}

/// The examples of docs/misere.md, by hand: in 0.75 (R₈, P = {a, b²}),
/// 2 + 2 is b² (P); 1 + 5 + 5 is ab² (N), won by taking the 1-heap away.
#[test]
fn tutorial_examples() {
    let g = code("0.75");
    let q = MisereQuotient::compute(&g, 100).unwrap();
    assert_eq!(q.outcome(&[2, 2]), Some(Outcome::P));
    assert_eq!(q.name(q.sum(&[1, 5, 5]).unwrap()), Some("ab²"));
    assert_eq!(q.outcome(&[1, 5, 5]), Some(Outcome::N));
    assert!(
        q.winning_moves(&g, &[1, 5, 5])
            .unwrap()
            .contains(&(0, vec![]))
    );
    let kayles = TakeAndBreak::kayles();
    let q = MisereQuotient::compute(&kayles, 300).unwrap();
    assert_eq!(q.outcome(&[1, 1, 1]), Some(Outcome::P));
    assert!(!q.winning_moves(&kayles, &[20, 7]).unwrap().is_empty());
}

/// 0.54 to heap 17: a quotient the check over every pair of images could
/// not finish (past 2^21 pairs at heap 17); keeping, for each element, only
/// the pairs whose option images hold no other's lets it through. Every
/// sum of at most 30 tokens in heaps up to 17 has the outcome search gives.
#[test]
fn the_quotient_of_0_54_to_heap_17_matches_search() {
    let g = code("0.54");
    let q = MisereQuotient::compute(&g, 17).unwrap();
    // Search alone tells this many classes apart: a floor for the order.
    assert!(q.order() >= classes_by_search(&g, 16, 16, 17));
    assert!(agrees_on(&g, &q, &sums_below(30, 17)) > 5_000);
}

#[test]
fn dawsons_kayles_to_heap_30_has_siegels_order_360() {
    // Siegel (The Misère Mex blog, 2007; "Misère games and misère
    // quotients") gives the quotient of Dawson's Kayles' heaps to 30 as 360
    // elements, found by MisereSolver.
    let g = code("0.07");
    let q = MisereQuotient::compute(&g, 30).unwrap();
    assert_eq!(q.order(), 360);
    assert!(agrees_on(&g, &q, &sums_below(32, 30)) > 30_000);
}
