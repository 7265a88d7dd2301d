//! Misère canonical forms against CGSuite's `MisereCanonicalGameTestCase`
//! (lib/core/src/test/scala/org/cgsuite/lang/MisereCanonicalGameTestCase
//! .scala) and against a plain misère search of game trees.

use std::collections::HashMap;

use combinatorial_games::Outcome;
use combinatorial_games::misere::MisereGame;
use proptest::prelude::*;

fn m(text: &str) -> MisereGame {
    text.parse().unwrap_or_else(|e| panic!("{text}: {e}"))
}

/// A row: the input, then CGSuite's birthday, misère nim value, misère
/// outcome, nim value, number of options, and mate. CGSuite prints mates
/// in its compact notation (`*[2#1]`); each is written here in the input
/// notation by hand (`2#` = `[2]`, a game whose one option is `*[2]`;
/// `2[#1]` = `[2]+1`; `(2#0)[1]` = `[[2],0]+1`).
type Row = (&'static str, u32, u32, Outcome, u32, usize, &'static str);

const ROWS: &[Row] = &[
    ("*[0]", 0, 1, Outcome::N, 0, 0, "*[1]"),
    ("*[1]", 1, 0, Outcome::P, 1, 1, "*[0]"),
    ("*[2]", 2, 2, Outcome::N, 2, 2, "*[2]"),
    ("*[[2]]", 3, 0, Outcome::P, 0, 1, "*[[2]]"),
    ("*[[[2]]]", 4, 1, Outcome::N, 1, 1, "*[[[2]]]"),
    ("*[2]+*[2]", 4, 0, Outcome::P, 0, 2, "*[2]+*[2]"),
    (
        "*[[*[2]+*[[2]]]]",
        6,
        0,
        Outcome::P,
        0,
        1,
        "*[[*[2]+*[[2]]]]",
    ),
    ("*[[2],0]", 4, 2, Outcome::N, 1, 2, "*[[2],1]"),
    ("*[[2],1]", 4, 1, Outcome::N, 2, 2, "*[[2],0]"),
    ("*[[*[4]+*[2]]]", 7, 0, Outcome::P, 0, 1, "*[[*[4]+*[2]]]"),
    (
        "*[[[2]],[[2],1]]",
        5,
        0,
        Outcome::P,
        0,
        2,
        "*[[[2],0],[[2]]]",
    ),
    (
        "*[[[2]],[[[2],0],0,1]]",
        6,
        0,
        Outcome::P,
        0,
        2,
        "*[[[[2],1],1,0],[[2]]]",
    ),
    (
        "*[*[[2],1]+*[1],[[2],*[[2]]+*[1],[[2],0]]]",
        6,
        1,
        Outcome::N,
        0,
        2,
        "*[[[[2],1],[2]+1,[2]],[[2],0]+1]",
    ),
    (
        "*[[[2],2,0],[[2],3],1]",
        5,
        2,
        Outcome::N,
        0,
        3,
        "*[[[2],2,1],[2]+1,0]",
    ),
];

#[test]
fn cgsuite_misere_canonical_game_table() {
    let mut wrong = Vec::new();
    for &(input, birthday, g_minus, outcome, g_plus, n_options, mate) in ROWS {
        let g = m(input);
        let got = (
            g.birthday(),
            g.misere_nim_value(),
            g.outcome(),
            g.nim_value(),
            g.options().len(),
        );
        if got != (birthday, g_minus, outcome, g_plus, n_options) {
            wrong.push(format!(
                "{input}: CGSuite {:?}, ours {got:?}",
                (birthday, g_minus, outcome, g_plus, n_options)
            ));
        }
        if g.mate() != m(mate) {
            wrong.push(format!(
                "{input}: mate {} is not CGSuite's {mate}",
                g.mate()
            ));
        }
    }
    eprintln!("{} rows, 6 columns each", ROWS.len());
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

/// CGSuite's printed options of some rows, in the input notation.
#[test]
fn cgsuite_options() {
    assert_eq!(m("*[2]+*[2]"), m("*[2,3]"));
    assert_eq!(m("*[[2],0]").options(), vec![m("*[0]"), m("*[[2]]")]);
    // CGSuite lists [*[1],*[2[#1]],*[2#20]]; two of them are born on the
    // same day, and the order between those is CGSuite's own.
    let options = m("*[[[2],2,0],[[2],3],1]").options();
    assert_eq!(options.len(), 3);
    for o in ["*[1]", "*[[2]]+*[1]", "*[[2],2,0]"] {
        assert!(options.contains(&m(o)), "{o}");
    }
}

/// Misère Nim (Bouton): a sum of heaps is a second player's win exactly
/// when the nim sum is 0 and some heap is larger than 1, or the nim sum is
/// 1 and no heap is.
#[test]
fn misere_nim() {
    for a in 0..5u32 {
        for b in 0..5u32 {
            for c in 0..4u32 {
                let g = MisereGame::nim_heap(a) + MisereGame::nim_heap(b) + MisereGame::nim_heap(c);
                let big = a > 1 || b > 1 || c > 1;
                let p = if big { a ^ b ^ c == 0 } else { a ^ b ^ c == 1 };
                assert_eq!(g.outcome() == Outcome::P, p, "{a} {b} {c}");
            }
        }
    }
}

/// A game tree written out, for the plain search.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
struct Tree(Vec<Tree>);

fn tree() -> impl Strategy<Value = Tree> {
    let leaf = Just(Tree(vec![]));
    leaf.prop_recursive(4, 24, 3, |inner| {
        prop::collection::vec(inner, 0..3).prop_map(Tree)
    })
}

fn canonical(t: &Tree) -> MisereGame {
    MisereGame::from_options(t.0.iter().map(canonical)).unwrap()
}

/// Whether the player to move wins the sum of `trees` in misère play, by
/// trying every move.
fn mover_wins(trees: &[Tree], memo: &mut HashMap<Vec<Tree>, bool>) -> bool {
    let mut key = trees.to_vec();
    key.sort();
    if let Some(&w) = memo.get(&key) {
        return w;
    }
    let mut any_move = false;
    let mut wins = false;
    for (i, t) in key.iter().enumerate() {
        for option in &t.0 {
            any_move = true;
            let mut next = key.clone();
            next[i] = option.clone();
            if !mover_wins(&next, memo) {
                wins = true;
            }
        }
    }
    let w = wins || !any_move;
    memo.insert(key, w);
    w
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    /// The outcome of a sum of canonical forms is that of the trees.
    #[test]
    fn sums_agree_with_a_plain_search(a in tree(), b in tree(), c in tree()) {
        let sum = canonical(&a) + canonical(&b) + canonical(&c);
        let wins = mover_wins(&[a, b, c], &mut HashMap::new());
        prop_assert_eq!(sum.outcome() == Outcome::N, wins);
    }

    /// Trees with the same canonical form cannot be told apart by a third.
    #[test]
    fn equal_forms_are_indistinguishable(a in tree(), b in tree(), x in tree()) {
        if canonical(&a) == canonical(&b) {
            let mut memo = HashMap::new();
            prop_assert_eq!(mover_wins(&[a, x.clone()], &mut memo), mover_wins(&[b, x], &mut memo));
        }
    }

    /// The mate is an involution on canonical forms, and what is printed
    /// in the list notation reads back as the same form.
    #[test]
    fn mate_is_an_involution(a in tree()) {
        let g = canonical(&a);
        prop_assert_eq!(g.mate().mate(), g);
        prop_assert_eq!(format!("{g:#}").parse::<MisereGame>().unwrap(), g);
    }
}

/// The same rows through the expression language, as CGSuite's test runs
/// them (`(x).Birthday`, `(x).MisereNimValue`, …).
#[test]
fn cgsuite_table_in_expressions() {
    use combinatorial_games::expr::eval;
    let run = |e: String| {
        eval(&e)
            .map(|v| v.to_string())
            .unwrap_or_else(|err| format!("!!{err}"))
    };
    for &(input, birthday, g_minus, outcome, g_plus, _, mate) in ROWS {
        assert_eq!(
            run(format!("({input}).Birthday")),
            birthday.to_string(),
            "{input}"
        );
        assert_eq!(
            run(format!("({input}).MisereNimValue")),
            g_minus.to_string(),
            "{input}"
        );
        assert_eq!(
            run(format!("({input}).MisereOutcomeClass")),
            outcome.to_string(),
            "{input}"
        );
        assert_eq!(
            run(format!("({input}).NimValue")),
            g_plus.to_string(),
            "{input}"
        );
        assert_eq!(run(format!("({input}).Mate == {mate}")), "true", "{input}");
        let heap = m(input).as_nim_heap().is_some();
        assert_eq!(
            run(format!("({input}).IsNimHeap")),
            heap.to_string(),
            "{input}"
        );
    }
    // From the misère issue, after CGSuite: a partizan game's misère outcome.
    assert_eq!(run("{0|||0||-1|-3}.MisereOutcomeClass".into()), "R");
    // One nim heap in misère play: *1 is lost (take it and move last), *0
    // and two or more are won (leave *1); a heap of 2^20 at once.
    for (heap, outcome) in [(0, "N"), (1, "P"), (2, "N"), (1 << 20, "N")] {
        assert_eq!(run(format!("(*{heap}).MisereOutcomeClass")), outcome);
    }
    // A heap too large to walk is refused, not a panic.
    assert!(run("(*18446744073709551615).MisereOutcomeClass".into()).contains("too many options"));
    // Misère games are not short games, and the other way round.
    assert!(run("*[2] + 1".into()).starts_with("!!"));
    assert!(run("*2.Mate".into()).contains("misère game"));
    assert!(run("*[5000]".into()).contains("no nim heap"));
}
