//! Stoppers against CGSuite's published test table (its
//! `CanonicalStopperTestCase`), against identities from Winning Ways
//! ch. 11, and, for short games, against the short-game arithmetic.

use combinatorial_games::loopy::{LoopyError, Stop, Stopper};
use combinatorial_games::{Game, Outcome, Player};
use proptest::prelude::*;

fn s(text: &str) -> Stopper {
    text.parse().unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn n(text: &str) -> Stop {
    Stop::Number(text.parse().unwrap())
}

/// A row of CGSuite's `CanonicalStopperTestCase`: the input, CGSuite's
/// output (or, where CGSuite prints a form this crate does not print yet,
/// the same value written out by its definition), whether our text must
/// match CGSuite's, the stops, and whether it is a plumtree.
struct Row {
    input: &'static str,
    value: &'static str,
    printed: Option<&'static str>,
    stops: (&'static str, &'static str),
    plumtree: bool,
}

const ROWS: &[Row] = &[
    Row {
        input: "{pass|}",
        value: "on",
        printed: Some("on"),
        stops: ("on", "on"),
        plumtree: true,
    },
    Row {
        input: "{|pass}",
        value: "off",
        printed: Some("off"),
        stops: ("off", "off"),
        plumtree: true,
    },
    Row {
        input: "{0|pass}",
        value: "over",
        printed: Some("over"),
        stops: ("over", "over"),
        plumtree: true,
    },
    Row {
        input: "{pass|3/2}",
        value: "3/2under",
        printed: Some("3/2under"),
        stops: ("3/2under", "3/2under"),
        plumtree: true,
    },
    Row {
        input: "{-1/4+*|pass}",
        value: "-1/4v[on]",
        printed: Some("-1/4v[on]"),
        stops: ("-1/4", "-1/4"),
        plumtree: true,
    },
    // CGSuite prints {0|Tiny(on)}; Tiny(G) = {0||0|-G}.
    Row {
        input: "{0|||0||0|{|pass}}",
        value: "{0|||0||0|off}",
        printed: None,
        stops: ("0", "0"),
        plumtree: true,
    },
    // Miny(on) = {on|0||0}.
    Row {
        input: "{{pass|}|0||0}",
        value: "{on|0||0}",
        printed: None,
        stops: ("0", "0"),
        plumtree: true,
    },
    // Tiny(over) = {0||0|under}.
    Row {
        input: "{0|||0||pass|0}",
        value: "{0||0|under}",
        printed: None,
        stops: ("0", "0"),
        plumtree: true,
    },
    Row {
        input: "a{0||||0|||a|*||*}",
        value: "a{0||||0|||a|*||*}",
        printed: Some("a{0||||0|||a|*||*}"),
        stops: ("0", "0"),
        plumtree: false,
    },
    Row {
        input: "{0|{0||||-1|||-1+*,a{0||0|a|||-1+*||||-1+*}||-2|b{-2,{-1,-1+*||-1+*|b|||-2}|-2}}}",
        value: "{0|{0||||-1|||-1*,a{0||0|a|||-1*||||-1*}||-2|b{-2,{-1,-1*||-1*|b|||-2}|-2}}}",
        printed: Some(
            "{0|{0||||-1|||-1*,a{0||0|a|||-1*||||-1*}||-2|b{-2,{-1,-1*||-1*|b|||-2}|-2}}}",
        ),
        stops: ("0", "0"),
        plumtree: false,
    },
];

#[test]
fn cgsuite_canonical_stopper_table() {
    for row in ROWS {
        let g = s(row.input);
        assert_eq!(g, s(row.value), "{} = {}", row.input, row.value);
        assert_eq!(
            s(&g.to_string()),
            g,
            "{} prints {g}, which reads back",
            row.input
        );
        if let Some(p) = row.printed {
            assert_eq!(g.to_string(), p, "{}", row.input);
        }
        // CGSuite's stops are pseudonumbers: a pseudonumber is its own.
        let stop = |t: &str| match t {
            "on" => Stop::On,
            "off" => Stop::Off,
            "over" => Stop::Over(0.into()),
            x if x.ends_with("under") => Stop::Under(x.trim_end_matches("under").parse().unwrap()),
            x => n(x),
        };
        assert_eq!(
            (g.left_stop(), g.right_stop()),
            (stop(row.stops.0), stop(row.stops.1)),
            "{}",
            row.input
        );
        assert_eq!(g.is_plumtree(), row.plumtree, "{}", row.input);
        assert!(!g.is_loopfree(), "{}", row.input);
    }
}

#[test]
fn cgsuite_options_of_over_and_under_forms() {
    // CGSuite: over has Left options {0} and Right options {over};
    // 3/2under has {3/2under} and {3/2}.
    let over = s("over");
    assert_eq!(over.options(Player::Left), vec![Stopper::zero()]);
    assert_eq!(over.options(Player::Right), vec![over.clone()]);
    let g = s("3/2under");
    assert_eq!(g.options(Player::Left), vec![g.clone()]);
    assert_eq!(
        g.options(Player::Right),
        vec![Stopper::from_game(&"3/2".parse().unwrap()).unwrap()]
    );
    // CGSuite: Miny(on) has the Left option {on|0}.
    assert_eq!(s("{{pass|}|0||0}").options(Player::Left), vec![s("{on|0}")]);
}

#[test]
fn on_and_off_bound_everything() {
    // Winning Ways ch. 11: on is at least every game and off at most.
    for t in [
        "0",
        "1000",
        "-7/8",
        "+-5",
        "^",
        "over",
        "under",
        "3/2under",
        "a{0||||0|||a|*||*}",
    ] {
        let g = s(t);
        assert!(g <= Stopper::on() && Stopper::off() <= g, "{t}");
    }
    assert!(Stopper::off() < Stopper::on());
}

#[test]
fn over_is_a_positive_infinitesimal_idempotent() {
    // Winning Ways ch. 11: over = {0 | over} is positive and less than
    // every positive number; CGSuite's table: over is idempotent.
    let over = Stopper::over();
    assert_eq!(over.outcome(), Outcome::L);
    for x in ["1", "1/2", "1/1024", "1/1048576"] {
        assert!(over < s(x), "over < {x}");
    }
    assert_eq!(over.checked_add(&over).unwrap(), over);
    assert_eq!(-over.clone(), Stopper::under());
}

#[test]
fn tiny_on_is_the_smallest_positive_value() {
    // Winning Ways, p. 353 (2nd ed., vol. 2): tiny = +_on, the smallest
    // positive value there is; Tiny(on) = {0||0|off}.
    let tiny = s("{0||0|off}");
    assert_eq!(tiny.outcome(), Outcome::L);
    for t in [
        "{0||0|-5}",
        "{0||0|-1000}",
        "^",
        "1/64",
        "over",
        "{0|||0||0|-100}",
    ] {
        assert!(tiny < s(t), "tiny(on) < {t}");
    }
}

#[test]
fn oof_is_below_positive_numbers_but_not_positive() {
    // Winning Ways (p. 357, 2nd ed., vol. 2): oof = {0 | off} is less than
    // every positive number, confused with 0.
    let oof = s("{0|off}");
    assert_eq!(oof.outcome(), Outcome::N);
    for x in ["1", "1/8", "1/1024"] {
        assert!(oof < s(x), "oof < {x}");
    }
}

#[test]
fn sums_that_are_not_stoppers_are_errors() {
    // on + off = dud: each player passes in turn for ever.
    let e = Stopper::on().checked_add(&Stopper::off()).unwrap_err();
    assert!(matches!(e, LoopyError::NotStopper { .. }), "{e}");
    assert!(e.to_string().contains("for ever"));
    // A stopper plus its negative need not be one either: over - over.
    assert!(Stopper::over().checked_add(&Stopper::under()).is_err());
    // dud itself is not a stopper.
    assert!(matches!(
        "dud".parse::<Stopper>(),
        Err(LoopyError::NotStopper { .. })
    ));
}

#[test]
fn errors_name_the_column() {
    for (text, column) in [
        ("{0|pass", 1),
        ("{0|1,}", 6),
        ("{0|x}", 4),
        ("pass", 1),
        ("{0|1|2}", 5),
    ] {
        match text.parse::<Stopper>() {
            Err(LoopyError::Parse(e)) => assert_eq!(e.column(), column, "{text}: {e}"),
            other => panic!("{text}: {other:?}"),
        }
    }
}

fn short_game() -> impl Strategy<Value = Game> {
    let leaf = prop_oneof![
        Just(Game::zero()),
        Just(Game::star()),
        Just(Game::from(1)),
        Just(Game::from(-1)),
        Just(Game::up()),
    ];
    leaf.prop_recursive(3, 12, 3, |inner| {
        (
            prop::collection::vec(inner.clone(), 0..3),
            prop::collection::vec(inner, 0..3),
        )
            .prop_map(|(l, r)| Game::new(l, r))
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    /// Short games embed: order, sums and negatives agree with the
    /// short-game ones.
    #[test]
    fn short_games_embed(a in short_game(), b in short_game()) {
        let (sa, sb) = (Stopper::from_game(&a).unwrap(), Stopper::from_game(&b).unwrap());
        prop_assert_eq!(sa.leq(&sb).unwrap(), a <= b);
        let sum = sa.checked_add(&sb).unwrap();
        prop_assert_eq!(sum.to_game(), Some(a + b));
        prop_assert_eq!((-sa.clone()).to_game(), Some(-a));
        prop_assert_eq!(sa.to_string(), a.to_string());
        prop_assert_eq!(sa.outcome(), a.outcome());
    }

    /// Adding on to a short game gives on; a short game's stops are its
    /// own.
    #[test]
    fn on_absorbs_short_games(a in short_game()) {
        let sa = Stopper::from_game(&a).unwrap();
        prop_assert_eq!(sa.checked_add(&Stopper::on()).unwrap(), Stopper::on());
        prop_assert_eq!(sa.left_stop(), Stop::Number(a.left_stop()));
        prop_assert_eq!(sa.right_stop(), Stop::Number(a.right_stop()));
    }
}

/// A short game written out into a graph is bounded by its moves as well
/// as its positions: `*n` has `n + 1` positions and `n(n + 1)` moves
/// (`n` from `*n`, and those of `*(n-1)`, …, `*`, each for both players).
#[test]
fn a_graph_is_bounded_by_its_moves() {
    use combinatorial_games::loopy::{Graph, MAX_EDGES};
    assert_eq!(MAX_EDGES, 1 << 20);
    let mut g = Graph::new();
    g.add_game(&Game::nimber(1023)).unwrap();
    assert_eq!((g.len(), g.edge_count()), (1024, 1023 * 1024));
    let too_many = Err(LoopyError::TooManyMoves { limit: 1 << 20 });
    assert_eq!(Graph::new().add_game(&Game::nimber(1024)), too_many);
    // The moves already in the graph count, and each call writes its game
    // out afresh. After *1023 and *14 (210 moves), 1 + *28 (28·29 moves,
    // and 1's move to 0) fits with one move to spare; after *15 (240) it
    // does not.
    // Positions shared within one game are written once: {*1023, *1022 | 0}
    // holds *1022 inside *1023, 3 + 1023·1024 moves, whichever is met first.
    let g: Game = "{*1023, *1022 | 0}".parse().unwrap();
    let mut shared = Graph::new();
    assert!(shared.add_game(&g).is_ok());
    assert_eq!(shared.edge_count(), 3 + 1023 * 1024);
    let one_star_28 = Game::from(1) + Game::nimber(28);
    for (k, fits) in [(14, true), (15, false)] {
        let mut g = Graph::new();
        g.add_game(&Game::nimber(1023)).unwrap();
        g.add_game(&Game::nimber(k)).unwrap();
        let r = g.add_game(&one_star_28);
        assert_eq!(r.is_ok(), fits, "after *{k}");
        if fits {
            assert_eq!(g.edge_count(), (1 << 20) - 1);
        } else {
            assert_eq!(r, too_many);
        }
    }
}

/// A nimber too large for a graph is refused at once, before its options
/// are listed: this once listed billions of them and ran out of memory.
#[test]
fn huge_nimbers_are_refused_at_once() {
    let (tx, rx) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        let results: Vec<bool> = [60_000, 1_003_000, (1 << 20) - 1]
            .iter()
            .map(|&n| Stopper::from_game(&Game::nimber(n)).is_err())
            .collect();
        tx.send(results).unwrap();
    });
    let limit = std::time::Duration::from_secs(if cfg!(debug_assertions) { 30 } else { 2 });
    assert_eq!(
        rx.recv_timeout(limit).expect("refused in time"),
        vec![true; 3]
    );
}
