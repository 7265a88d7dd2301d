//! Rulesets against independent methods: a plain win/lose search for the
//! outcome, whole-board evaluation (no splitting, no symmetry) for the
//! decompositions, and the symmetries that negate.

use std::collections::HashMap;
use std::hash::Hash;

use combinatorial_games::Outcome;
use combinatorial_games::games::{Clobber, Domineering, ToadsAndFrogs};
use combinatorial_games::rulesets::{Ruleset, Solver};
use proptest::prelude::*;

/// The same positions evaluated without `components` and `normalized`.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
struct Whole<P>(P);

impl<P: Ruleset> Ruleset for Whole<P> {
    fn left_moves(&self) -> Vec<Self> {
        self.0.left_moves().into_iter().map(Whole).collect()
    }
    fn right_moves(&self) -> Vec<Self> {
        self.0.right_moves().into_iter().map(Whole).collect()
    }
}

/// Who wins moving first, by search: (Left first, Right first).
fn first_wins<P: Ruleset>(p: &P, memo: &mut HashMap<(P, bool), bool>) -> (bool, bool) {
    fn wins<P: Ruleset>(p: &P, left: bool, memo: &mut HashMap<(P, bool), bool>) -> bool {
        if let Some(&w) = memo.get(&(p.clone(), left)) {
            return w;
        }
        let moves = if left {
            p.left_moves()
        } else {
            p.right_moves()
        };
        let w = moves.iter().any(|q| !wins(q, !left, memo));
        memo.insert((p.clone(), left), w);
        w
    }
    (wins(p, true, memo), wins(p, false, memo))
}

fn outcome_by_search<P: Ruleset>(p: &P) -> Outcome {
    match first_wins(p, &mut HashMap::new()) {
        (true, true) => Outcome::N,
        (true, false) => Outcome::L,
        (false, true) => Outcome::R,
        (false, false) => Outcome::P,
    }
}

fn toads_board(max: usize) -> impl Strategy<Value = ToadsAndFrogs> {
    prop::collection::vec(prop::sample::select(vec!['T', 'F', '_', '_']), 0..=max)
        .prop_map(|v| v.into_iter().collect::<String>().parse().unwrap())
}

fn grid(rows: usize, cols: usize, alphabet: Vec<char>) -> impl Strategy<Value = String> {
    (1..=rows, 1..=cols).prop_flat_map(move |(h, w)| {
        prop::collection::vec(prop::sample::select(alphabet.clone()), h * w).prop_map(move |v| {
            v.chunks(w)
                .map(|r| r.iter().collect::<String>())
                .collect::<Vec<_>>()
                .join("|")
        })
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn toads_and_frogs_conjugate_negates(p in toads_board(12)) {
        prop_assert_eq!(p.conjugate().value(), -p.value());
    }

    #[test]
    fn toads_and_frogs_outcome_matches_search(p in toads_board(10)) {
        prop_assert_eq!(p.outcome(), outcome_by_search(&p), "{}", p);
    }

    #[test]
    fn toads_and_frogs_split_matches_whole_board(p in toads_board(11)) {
        let whole = Solver::new().value(&Whole(p.clone()));
        prop_assert_eq!(p.value(), whole, "{}", p);
    }

    #[test]
    fn domineering_matches_whole_board_and_search(s in grid(4, 4, vec!['.', '.', '.', '#'])) {
        let p: Domineering = s.parse().unwrap();
        prop_assert_eq!(p.value(), Solver::new().value(&Whole(p.clone())), "{}", s);
        prop_assert_eq!(p.outcome(), outcome_by_search(&p), "{}", s);
    }

    #[test]
    fn domineering_transpose_negates(s in grid(4, 4, vec!['.', '.', '.', '#'])) {
        // Swapping rows and columns swaps vertical and horizontal: -G.
        let rows: Vec<Vec<char>> = s.split('|').map(|r| r.chars().collect()).collect();
        let t: Vec<String> = (0..rows[0].len())
            .map(|c| rows.iter().map(|r| r[c]).collect())
            .collect();
        let p: Domineering = s.parse().unwrap();
        let q: Domineering = t.join("|").parse().unwrap();
        prop_assert_eq!(q.value(), -p.value());
    }

    #[test]
    fn clobber_matches_whole_board_and_search(s in grid(3, 4, vec!['x', 'o', '.'])) {
        let p: Clobber = s.parse().unwrap();
        prop_assert_eq!(p.value(), Solver::new().value(&Whole(p.clone())), "{}", s);
        prop_assert_eq!(p.outcome(), outcome_by_search(&p), "{}", s);
    }

    #[test]
    fn clobber_swapping_colours_negates(s in grid(3, 4, vec!['x', 'o', '.'])) {
        let p: Clobber = s.parse().unwrap();
        let swapped: String = s
            .chars()
            .map(|c| match c { 'x' => 'o', 'o' => 'x', c => c })
            .collect();
        let q: Clobber = swapped.parse().unwrap();
        prop_assert_eq!(q.value(), -p.value());
    }

    /// Clobber is all-small (a player can move exactly when the other can:
    /// a stone beside an enemy stone is also an enemy stone's neighbour),
    /// so every position is infinitesimal (Albert, Grossman, Nowakowski
    /// and Wolfe, "An introduction to Clobber", Integers 5, 2005).
    #[test]
    fn clobber_positions_are_infinitesimal(s in grid(3, 4, vec!['x', 'o', '.'])) {
        let g = s.parse::<Clobber>().unwrap().value();
        prop_assert!(g.is_infinitesimal(), "{}: {}", s, g);
    }
}

#[test]
fn toads_and_frogs_errors_name_the_column() {
    let e = "TT_x_FF".parse::<ToadsAndFrogs>().unwrap_err();
    assert!(e.to_string().starts_with("'x' at column 4"), "{e}");
    let ok: ToadsAndFrogs = "tt..□ff".parse().unwrap();
    assert_eq!(ok.to_string(), "TT___FF");
}

#[test]
fn grid_errors_name_row_and_column() {
    let e = "..|.#|..x".parse::<Domineering>().unwrap_err();
    assert!(e.to_string().starts_with("'x' at row 3, column 3"), "{e}");
    let e = "...|..".parse::<Domineering>().unwrap_err();
    assert!(e.to_string().contains("row 2"), "{e}");
    let e = "xo|o?".parse::<Clobber>().unwrap_err();
    assert!(e.to_string().contains("row 2, column 2"), "{e}");
}

#[test]
fn best_moves_list_every_move_worth_playing() {
    // _TT_FF_ = +-1/4 (*A Whirlwind Tour of Combinatorial Games in Haskell*), and the board is its own conjugate, so
    // Right's best move mirrors Left's.
    let p: ToadsAndFrogs = "_TT_FF_".parse().unwrap();
    let left: Vec<String> = p
        .best_left_moves()
        .iter()
        .map(|(q, v)| format!("{q} {v}"))
        .collect();
    assert_eq!(left, ["_T_TFF_ 1/4"]);
    let right: Vec<String> = p
        .best_right_moves()
        .iter()
        .map(|(q, v)| format!("{q} {v}"))
        .collect();
    assert_eq!(right, ["_TTF_F_ -1/4"]);
}

#[test]
fn expression_language() {
    use combinatorial_games::expr::Session;
    let mut s = Session::new();
    let mut eval = |e: &str| s.eval(e).map(|v| v.to_string()).map_err(|e| e.to_string());
    // Seed 001 and the small boards above.
    assert_eq!(eval("ToadsAndFrogs(\"TT__FF\")").unwrap(), "*");
    assert_eq!(eval("ToadsAndFrogs(\"_TTT_F\")").unwrap(), "{1*|0}");
    assert_eq!(eval("ToadsAndFrogs(\"_tt.ff_\")").unwrap(), "+-1/4");
    assert_eq!(eval("Domineering(\"..|..\")").unwrap(), "+-1");
    assert_eq!(
        eval("Domineering(\".|.\") + Domineering(\"..\")").unwrap(),
        "0"
    );
    // xo|ox by hand: each of Left's four clobbers leaves an L of three
    // stones with x in the corner, worth {0|*} = ^ (Left takes the o and
    // leaves x's only; Right takes the corner and leaves xo = *); Right's
    // leave v. {^|v}: * <= G, so ^ reverses through * to 0, and v likewise:
    // G = {0|0} = *.
    assert_eq!(eval("Clobber(\".x|ox\")").unwrap(), "^");
    assert_eq!(eval("Clobber(\"xo|ox\")").unwrap(), "*");
    assert_eq!(eval("Hackenbush(\"LRL\")").unwrap(), "3/4");
    let e = eval("ToadsAndFrogs(\"TTxF\")").unwrap_err();
    // The x is the board's third square: ToadsAndFrogs(" is 15 columns.
    assert!(
        e.starts_with("'x' is not a square of Toads and Frogs"),
        "{e}"
    );
    assert!(e.ends_with("at column 18"), "{e}");
    let e = eval("Domineering(3)").unwrap_err();
    assert!(e.contains("a position as a string"), "{e}");
}
