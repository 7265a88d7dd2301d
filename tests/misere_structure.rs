//! Genus, phyla, parts, partitions, links and distinguishers of misère
//! forms: CGSuite's own tables (tests/data/cgsuite_misere.txt), the
//! definitions checked on every game born by day 4 and on random games,
//! and the count of those games (22: Conway, ONAG ch. 12).

use std::collections::BTreeSet;

use combinatorial_games::Outcome;
use combinatorial_games::expr::eval;
use combinatorial_games::misere::MisereGame;
use proptest::prelude::*;

fn run(e: &str) -> Result<String, String> {
    eval(e)
        .map(|v| v.to_string())
        .map_err(|err| err.to_string())
}

/// Every row of CGSuite's tables, through the expression language as
/// CGSuite's tests run them. GameTest writes `G Distinguisher H`; this
/// crate's language has no infix methods, so those rows are written
/// `G.Distinguisher(H)`, and CGSuite's error texts are matched by kind.
#[test]
fn cgsuite_tables() {
    let text = std::fs::read_to_string("tests/data/cgsuite_misere.txt").unwrap();
    let (mut total, mut wrong) = (0, Vec::new());
    let mut game = String::new();
    for line in text
        .lines()
        .filter(|l| !l.starts_with('#') && !l.is_empty())
    {
        let (expr, want) = if let Some(out) = line.trim().strip_prefix("= ") {
            (game.clone(), out.to_string())
        } else if let Some(rest) = line.trim().strip_prefix('.') {
            let (method, want) = rest.split_once(' ').unwrap();
            (format!("({game}).{method}"), want.to_string())
        } else if let Some((expr, want)) = line.split_once(" => ") {
            (expr.to_string(), want.to_string())
        } else {
            game = line.to_string();
            continue;
        };
        total += 1;
        let got = run(&expr);
        let ok = match want.strip_prefix("!!") {
            Some(why) => got.as_ref().is_err_and(|e| {
                let kind = if why.contains("linked") {
                    "not linked"
                } else {
                    "not subtractable"
                };
                e.contains(kind) && e.contains("*[2##]")
            }),
            None => got.as_deref() == Ok(want.as_str()),
        };
        if !ok {
            wrong.push(format!("{expr}: CGSuite {want}, ours {got:?}"));
        }
    }
    eprintln!("{} of {total} CGSuite rows agree", total - wrong.len());
    assert_eq!(total, 15 * 22 + 7);
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

/// Every misère canonical form born by day `n`.
fn born_by(n: u32) -> Vec<MisereGame> {
    let mut games = vec![MisereGame::zero()];
    for _ in 0..n {
        let mut next = BTreeSet::new();
        for mask in 0u64..1 << games.len() {
            let options = (0..games.len())
                .filter(|i| mask >> i & 1 == 1)
                .map(|i| games[i]);
            next.insert(format!("{:#}", MisereGame::from_options(options).unwrap()));
        }
        games = next.iter().map(|t| t.parse().unwrap()).collect();
    }
    games
}

/// 1, 2, 3, 5 and 22 forms born by days 0 to 4 (Conway, ONAG ch. 12).
#[test]
fn forms_born_by_day_four() {
    let counts: Vec<usize> = (0..=4).map(|n| born_by(n).len()).collect();
    assert_eq!(counts, [1, 2, 3, 5, 22]);
}

/// `n` copies of `*2`.
fn twos(n: usize) -> MisereGame {
    (0..n).fold(MisereGame::zero(), |g, _| g + MisereGame::nim_heap(2))
}

/// The genus, from its definition: `G⁺`, and `γₙ` the misère nim value of
/// `G` plus `n` copies of `*2`, for as far as it is written and four more.
fn check_genus(g: MisereGame) {
    let genus = g.genus();
    assert_eq!(genus.nim_value(), g.nim_value(), "{g}");
    let written = genus.to_string().split('^').nth(1).map_or(0, str::len);
    for n in 0..written + 4 {
        let by_sum = (g + twos(n)).misere_nim_value();
        assert_eq!(genus.misere_value(n), by_sum, "{g} genus {genus}, γ{n}");
    }
}

/// Parity, the play of tame games, parts and differences, links and
/// distinguishers, each from its definition, on the 22 games born by day 4
/// and every pair of them.
#[test]
fn definitions_hold_by_day_four() {
    let games = born_by(4);
    let star = MisereGame::nim_heap(1);
    for &g in &games {
        check_genus(g);
        assert_eq!(g.is_even(), g.birthday() < (g + star).birthday(), "{g}");
        if g.is_tame() {
            plays_as_nim(g);
        }
        for part in g.parts().unwrap() {
            let rest = g
                .difference(&part)
                .unwrap()
                .expect("a part has a difference");
            assert_eq!(part + rest, g, "{g} − {part}");
        }
        for partition in g.partitions().unwrap() {
            let sum = partition.iter().fold(MisereGame::zero(), |a, &b| a + b);
            assert_eq!(sum, g, "{g}: {partition:?}");
        }
    }
    // Not only nim heaps were tried as tame: *[[2]] and *[2]+*[2] are among them.
    let tame = games
        .iter()
        .filter(|g| g.is_tame() && g.as_nim_heap().is_none());
    assert!(tame.count() >= 2);
    for &g in &games {
        for &h in &games {
            assert_eq!((g + h).difference(&h).unwrap(), Some(g), "{g} + {h}");
            check_told_apart(g, h);
        }
    }
}

/// A tame game plays, in every sum with nim heaps, as the nim position of
/// its genus (Winning Ways ch. 13): `0^1` as 0, `1^0` as `*`, `0^0` as
/// `*2 + *2`, `1^1` as `*2 + *3`, `a^a` as `*a`.
fn plays_as_nim(g: MisereGame) {
    let heap = MisereGame::nim_heap;
    let like = match (g.nim_value(), g.misere_nim_value()) {
        (0, 1) => heap(0),
        (1, 0) => heap(1),
        (0, 0) => heap(2) + heap(2),
        (1, 1) => heap(2) + heap(3),
        (a, b) if a == b => heap(a),
        (a, b) => panic!("{g} is tame with values {a}, {b}"),
    };
    for a in 0..4 {
        for b in a..4 {
            for c in b..4 {
                let x = heap(a) + heap(b) + heap(c);
                assert_eq!(
                    (g + x).outcome(),
                    (like + x).outcome(),
                    "{g} + *{a} + *{b} + *{c}"
                );
            }
        }
    }
}

fn check_told_apart(g: MisereGame, h: MisereGame) {
    match g.distinguisher(&h).unwrap() {
        None => assert_eq!(g, h),
        Some(t) => {
            assert_eq!((g + t).outcome(), Outcome::P, "{g} vs {h} by {t}");
            assert_eq!((h + t).outcome(), Outcome::N, "{g} vs {h} by {t}");
        }
    }
    let linked = !g.options().contains(&h) && !h.options().contains(&g);
    assert_eq!(g.is_linked_to(&h), linked, "{g} {h}");
    if let Some(t) = g.link(&h).unwrap() {
        assert_eq!(
            ((g + t).outcome(), (h + t).outcome()),
            (Outcome::P, Outcome::P)
        );
    }
    assert_eq!(g.link(&h).unwrap().is_some(), linked, "{g} {h}");
}

/// A game tree, for random games.
#[derive(Clone, Debug)]
struct Tree(Vec<Tree>);

fn tree() -> impl Strategy<Value = Tree> {
    Just(Tree(vec![])).prop_recursive(4, 16, 3, |inner| {
        prop::collection::vec(inner, 0..3).prop_map(Tree)
    })
}

fn canonical(t: &Tree) -> MisereGame {
    MisereGame::from_options(t.0.iter().map(canonical)).unwrap()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    /// On random games: the genus by its definition, differences undo
    /// sums, a summand is a part (or `0`, `*`, or the sum itself up to
    /// `*`), and distinguishers and links do what they say.
    #[test]
    fn definitions_hold_on_random_games(a in tree(), b in tree()) {
        let (g, h) = (canonical(&a), canonical(&b));
        check_genus(g);
        let sum = g + h;
        prop_assert_eq!(sum.difference(&h).unwrap(), Some(g));
        let star = MisereGame::nim_heap(1);
        let even = if h.is_even() { h } else { h + star };
        let whole = if sum.is_even() { sum } else { sum + star };
        if even != MisereGame::zero() && even != whole {
            prop_assert!(sum.parts().unwrap().contains(&even), "{} in {}", even, sum);
        }
        check_told_apart(g, h);
    }
}
