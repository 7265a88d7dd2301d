//! Temperature theory: values derived by hand from Winning Ways' and
//! Siegel's definitions, and laws by proptest.

mod common;

use combinatorial_games::{Dyadic, Game};
use common::game;
use proptest::prelude::*;

fn g(s: &str) -> Game {
    s.parse().unwrap()
}

fn d(s: &str) -> Dyadic {
    s.parse().unwrap()
}

#[test]
fn switches_and_numbers() {
    // {3|-2}: the scaffolds 3 - t and -2 + t meet at t = 5/2, value 1/2.
    assert_eq!(g("{3|-2}").temperature(), d("5/2"));
    assert_eq!(g("{3|-2}").mean(), d("1/2"));
    // {2|1} = 3/2 +- 1/2.
    assert_eq!(g("{2|1}").temperature(), d("1/2"));
    assert_eq!(g("{2|1}").mean(), d("3/2"));
    // CGSuite's convention for numbers: integers -1, m/2^k -1/2^k.
    assert_eq!(g("7").temperature(), d("-1"));
    assert_eq!(g("-3/8").temperature(), d("-1/8"));
    assert_eq!(g("5/4").mean(), d("5/4"));
    // Infinitesimals are tepid.
    for s in ["*", "^", "v*", "^^*3", "Tiny(1)"] {
        assert_eq!(g(s).temperature(), d("0"), "{s}");
        assert_eq!(g(s).mean(), d("0"), "{s}");
    }
}

#[test]
fn a_game_whose_left_option_is_hot() {
    // {4|2||0}: the Left option {4|2} has right wall 2 + t up to 1, then
    // 3; less t that is 2 up to 1, then 3 - t. Against the right scaffold
    // 0 + t they meet at 3 - t = t: temperature 3/2, mean 3/2.
    let h = g("{4|2||0}");
    assert_eq!(h.temperature(), d("3/2"));
    assert_eq!(h.mean(), d("3/2"));
    // Cooled by 1: {4|2} cools to {3|3} = 3*, less 1: 2*; 0 + 1 = 1.
    assert_eq!(h.cool(&d("1")).unwrap(), g("{2*|1}"));
}

#[test]
fn switches_cancel_and_freeze_to_star() {
    assert_eq!(g("+-1") + g("+-1"), Game::zero());
    assert_eq!(g("+-1").freeze(), Game::star());
    assert_eq!(g("+-1").cool(&d("2")).unwrap(), Game::zero());
}

#[test]
fn heating() {
    // ^ = {0|*}: {0 + 1 | (* heated) - 1} = {1 | {1|-1} - 1} = {1||0|-2}.
    assert_eq!(Game::up().heat(&g("1")), g("{1||0|-2}"));
    // Heating by * (a game, not a number): * = {0|0} becomes {*|*} = 0.
    assert_eq!(Game::star().heat(&Game::star()), Game::zero());
}

#[test]
fn thermograph_walls() {
    // *: left wall -t up to 0, right wall t, mast 0.
    let t = Game::star().thermograph();
    assert_eq!(t.left_wall().value_at(&d("-1")), d("1"));
    assert_eq!(t.right_wall().value_at(&d("-1/2")), d("-1/2"));
    assert_eq!(t.right_wall().value_at(&d("4")), d("0"));
    // {4|2||0}: left wall 2 from -1 to 1, then 3 - t to 3/2, then 3/2.
    let w = g("{4|2||0}").thermograph();
    assert_eq!(
        w.left_wall().to_string(),
        "2 to 1, then 3-t to 3/2, then 3/2"
    );
    assert_eq!(w.right_wall().to_string(), "t to 3/2, then 3/2");
}

/// Games with hot parts: sums and nestings of switches between small
/// numbers, with games born by day 2 mixed in.
fn hot() -> BoxedStrategy<Game> {
    let num = (-8i64..=8, 0u64..=2).prop_map(|(n, k)| Game::number(Dyadic::new(n, k)));
    let switch = (num.clone(), num.clone(), game(2))
        .prop_map(|(a, b, c)| Game::new([a, c], [b]) + Game::new([a], [b, c]));
    (switch.clone(), switch, game(3))
        .prop_map(|(a, b, c)| Game::new([a], [b]) + c)
        .boxed()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn mean_is_additive(a in hot(), b in hot()) {
        prop_assert_eq!((a + b).mean(), &a.mean() + &b.mean());
    }

    #[test]
    fn temperature_of_a_sum_is_at_most_the_largest(a in hot(), b in hot()) {
        prop_assert!((a + b).temperature() <= a.temperature().max(b.temperature()));
    }

    #[test]
    fn cooling_distributes_over_sums(a in hot(), b in hot(), k in 0i64..=8) {
        let t = Dyadic::new(k, 2);
        prop_assert_eq!((a + b).cool(&t).unwrap(), a.cool(&t).unwrap() + b.cool(&t).unwrap());
    }

    #[test]
    fn stops_bound_the_mean(a in hot()) {
        prop_assert!(a.right_stop() <= a.mean() && a.mean() <= a.left_stop());
    }

    /// The mean value theorem, a second way to the mean: n copies of G have
    /// stops within G's temperature of n times the mean. (Four copies: eight
    /// of a random day-3 game now and then made a canonical form that took
    /// minutes to build.)
    #[test]
    fn mean_value_theorem(a in hot()) {
        let n = 4;
        let many = a.times(n);
        let m = &Dyadic::from(n) * &a.mean();
        let t = a.temperature().max(Dyadic::zero());
        prop_assert!(many.left_stop() <= &m + &t && &m - &t <= many.left_stop());
        prop_assert!(many.right_stop() <= &m + &t && &m - &t <= many.right_stop());
    }

    /// Cooling by 0 changes nothing; above its temperature a game cools to
    /// its mean.
    #[test]
    fn cooling_by_zero_and_above_the_temperature(a in hot()) {
        prop_assert_eq!(a.cool(&Dyadic::zero()).unwrap(), a);
        let above = &a.temperature().max(Dyadic::zero()) + &Dyadic::new(1, 3);
        prop_assert_eq!(a.cool(&above).unwrap(), Game::number(a.mean()));
    }
}

#[test]
fn up_powers() {
    let up = Game::up();
    // ^<2> = {0|v*} and ^[2] = {^|*} (docs/notation.md), and ^[n] = ^ + ... + ^<n>.
    assert_eq!(up.pow(2).unwrap(), g("{0|v*}"));
    assert_eq!(up.pow_to(2), g("{^|*}"));
    let sum = (1..=4).map(|k| up.pow(k).unwrap()).sum::<Game>();
    assert_eq!(up.pow_to(4), sum);
    // ^<2> is positive but far below ^: ten copies are still below it.
    assert!(up.pow(2).unwrap() > Game::zero());
    assert!(up.pow(2).unwrap().times(10) < up);
    // Printing and reading back.
    for s in ["^<2>", "v<3>", "^<2>*", "v[3]*", "^[5]"] {
        assert_eq!(g(s).to_string(), s);
    }
    assert_eq!(g("{0|^<2>}").to_string(), "{0|^<2>}");
}

#[test]
fn atomic_weights_by_hand() {
    // Nus values weigh their ups; {^^|0} has g = {2 - 2 | 0 + 2} = {0|2} = 1.
    assert_eq!(g("^^*").atomic_weight().unwrap(), g("2"));
    assert_eq!(g("v").atomic_weight().unwrap(), g("-1"));
    assert_eq!(g("{^^|0}").atomic_weight().unwrap(), g("1"));
    // ^<2> is too small to count: {0 - 2 | aw(v*) + 2} = {-2|1} = 0.
    assert_eq!(g("^<2>").atomic_weight().unwrap(), g("0"));
    // The Norton product 1/2.^ = {^^*|v*}, weighing 1/2, twice is ^.
    let half_up = g("1/2").norton_product(&Game::up());
    assert_eq!(half_up, g("{^^*|v*}"));
    assert_eq!(half_up + half_up, Game::up());
    assert_eq!(half_up.atomic_weight().unwrap(), g("1/2"));
    assert!(g("{1|-1}").atomic_weight().is_err());
}

#[test]
fn reduced_canonical_forms() {
    // {1|^}: heated by *, {1*|*}; reading x* as x, {1|0}.
    assert_eq!(g("{1|^}").reduced_canonical_form(), g("{1|0}"));
    assert_eq!(g("^<2>*").reduced_canonical_form(), Game::zero());
    assert_eq!(g("{3|-2}").reduced_canonical_form(), g("{3|-2}"));
}

/// All-small games: every position has moves for both players or for
/// neither (built from trees whose nodes have both sides or none).
fn all_small(depth: u32) -> BoxedStrategy<Game> {
    if depth == 0 {
        return Just(Game::zero()).boxed();
    }
    let inner = all_small(depth - 1);
    prop_oneof![
        Just(Game::zero()),
        (
            prop::collection::vec(inner.clone(), 1..=2),
            prop::collection::vec(inner, 1..=2)
        )
            .prop_map(|(l, r)| Game::new(l, r)),
    ]
    .boxed()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn atomic_weight_is_additive(a in all_small(4), b in all_small(4)) {
        let (wa, wb) = (a.atomic_weight().unwrap(), b.atomic_weight().unwrap());
        prop_assert_eq!((a + b).atomic_weight().unwrap(), wa + wb, "{} + {}", a, b);
    }

    /// The two-ahead rule: an all-small game two ups ahead is positive, one
    /// up ahead wins for Left moving first.
    #[test]
    fn two_ahead_rule(a in all_small(4)) {
        let w = a.atomic_weight().unwrap();
        if w >= Game::from(2) {
            prop_assert!(a > Game::zero(), "{}", a);
        }
        if w >= Game::from(1) {
            prop_assert!(!a.leq(&Game::zero()), "{}", a);
        }
        if w <= Game::from(-2) {
            prop_assert!(a < Game::zero(), "{}", a);
        }
    }

    #[test]
    fn reduced_canonical_form_is_infinitesimally_close(a in hot()) {
        let r = a.reduced_canonical_form();
        let d = a - r;
        prop_assert!(d.is_zero() || d.is_infinitesimal(), "{} vs {}", a, r);
        prop_assert_eq!(r.reduced_canonical_form(), r);
    }
}

#[test]
fn confusion_intervals_by_hand() {
    // {1*|0} - 1 = {*|-1}: Left's only move, to *, is answered by Right
    // moving to 0, so G <= 1 and 1 is left out; G || 0 (Left wins first
    // to 1*, Right first to 0 wins).
    assert_eq!(
        g("{1*|0}").confusion_interval().unwrap().to_string(),
        "[0, 1)"
    );
    assert_eq!(
        g("+-1").confusion_interval().unwrap().to_string(),
        "[-1, 1]"
    );
    assert!(g("3/2").confusion_interval().is_none());
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    /// The interval against the definition: x is in it exactly when G is
    /// confused with x, for x on a grid of eighths.
    #[test]
    fn confusion_interval_matches_comparisons(a in hot()) {
        let i = a.confusion_interval();
        for k in -80i64..=80 {
            let x = Dyadic::new(k, 3);
            let confused = a.is_confused_with(&Game::number(x.clone()));
            prop_assert_eq!(i.as_ref().is_some_and(|i| i.contains(&x)), confused, "{} at {}", a, x);
        }
    }
}

#[test]
fn cgsuites_thermograph_walls() {
    // CgsuiteLangTest.scala (aaron-siegel/cgsuite): {3||2|1}'s walls.
    // By hand: Left's wall is her option 3 less t; Right's is the left
    // wall of {2|1} (2 - t below 1/2, then 3/2) plus t: 2 below 1/2, then
    // 3/2 + t. They meet where 3 - t = 3/2 + t, at t = 3/4, value 9/4,
    // the mast above.
    let eval = |s: &str| combinatorial_games::expr::eval(s).unwrap().to_string();
    assert_eq!(
        eval("{3||2|1}.Thermograph.Wall(Left)"),
        "Trajectory(9/4,[3/4],[0,-1])"
    );
    assert_eq!(
        eval("{3||2|1}.Thermograph.Wall(Right)"),
        "Trajectory(9/4,[3/4,1/2],[0,1,0])"
    );
    assert!(combinatorial_games::expr::eval("{3||2|1}.Thermograph.Wall(3)").is_err());
}

/// CGSuite 2.2-beta2's thermographs of small boards, as MCGS's tests quote
/// them (ualberta-mueller-group/MCGS, input/autotests/thermographs/): each
/// wall as its corners (value, temperature) from t = -1 to the mast. The
/// walls are checked at each corner, half-way between corners, and above
/// the last, where they stand as the mast.
#[test]
fn cgsuites_thermographs_of_boards() {
    use combinatorial_games::games::{Amazons, Domineering};
    use combinatorial_games::rulesets::Ruleset;
    type Corners = &'static [(&'static str, &'static str)];
    let check = |name: &str, g: Game, left: Corners, right: Corners| {
        let th = g.thermograph();
        for (wall, corners) in [(th.left_wall(), left), (th.right_wall(), right)] {
            let pts: Vec<(Dyadic, Dyadic)> = corners.iter().map(|&(x, t)| (d(x), d(t))).collect();
            let half = |a: &Dyadic, b: &Dyadic| (a.clone() + b.clone()) * d("1/2");
            let mut at: Vec<(Dyadic, Dyadic)> = pts.clone();
            for w in pts.windows(2) {
                at.push((half(&w[0].0, &w[1].0), half(&w[0].1, &w[1].1)));
            }
            let (x, t) = pts.last().unwrap().clone();
            at.push((x, t + d("2")));
            for (x, t) in at {
                assert_eq!(wall.value_at(&t), x, "{name} at {t}");
            }
        }
    };
    let amazons = |b: &str| b.parse::<Amazons>().unwrap().value();
    let domineering = |b: &str| b.parse::<Domineering>().unwrap().value();
    check(
        "Amazons ..O|...|..X",
        amazons("..O|...|..X"),
        &[
            ("1", "-1"),
            ("1", "0"),
            ("1/2", "1/2"),
            ("1/2", "9/4"),
            ("0", "11/4"),
        ],
        &[
            ("-1", "-1"),
            ("-1", "0"),
            ("-1/2", "1/2"),
            ("-1/2", "9/4"),
            ("0", "11/4"),
        ],
    );
    check(
        "Amazons .XO|#..|...",
        amazons(".XO|#..|..."),
        &[("2", "-1"), ("2", "-1/2"), ("1/4", "5/4")],
        &[("-2", "-1"), ("1/4", "5/4")],
    );
    check(
        "Domineering ...#|....|....|...#",
        domineering("...#|....|....|...#"),
        &[("2", "-1"), ("2", "-1/2"), ("3/4", "3/4")],
        &[("0", "-1"), ("0", "0"), ("3/4", "3/4")],
    );
    check(
        "Domineering #.#.|....|....|#...",
        domineering("#.#.|....|....|#..."),
        &[("1", "-1"), ("1", "1/2"), ("1/2", "1")],
        &[("-1", "-1"), ("0", "0"), ("0", "1/2"), ("1/2", "1")],
    );
    check(
        "Domineering ....|....|..#.|..#.",
        domineering("....|....|..#.|..#."),
        &[("3", "-1"), ("1", "1")],
        &[("-1", "-1"), ("1", "1")],
    );
}
