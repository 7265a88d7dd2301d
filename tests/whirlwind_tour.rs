//! Every identity of *A Whirlwind Tour of Combinatorial Games in Haskell*
//! (2014), with the results that article states.

// The article states facts such as "1 <= 0 is false" and "^ > * is false"
// literally; testing them as written is the point.
#![allow(clippy::neg_cmp_op_on_partial_ord)]

use combinatorial_games::{Dyadic, Game};

fn g(s: &str) -> Game {
    s.parse().unwrap_or_else(|e| panic!("{s}: {e}"))
}

fn zero() -> Game {
    Game::zero()
}
fn one() -> Game {
    Game::new([zero()], [])
}
fn two() -> Game {
    Game::new([one()], [])
}
fn star() -> Game {
    Game::new([zero()], [zero()])
}
fn half() -> Game {
    Game::new([zero()], [one()])
}
fn fourth() -> Game {
    Game::new([zero()], [half()])
}
fn up() -> Game {
    Game::new([zero()], [star()])
}
fn down() -> Game {
    Game::new([star()], [zero()])
}
fn switch() -> Game {
    Game::new([Game::from(1)], [Game::from(-1)])
}
fn nim(n: u64) -> Game {
    let opts: Vec<Game> = (0..n).map(nim).collect();
    Game::new(opts.clone(), opts)
}

#[test]
fn zero_and_one() {
    let z = zero();
    // gteqZero zero, lteqZero zero, gteqZero one, not lteqZero one
    assert!(z >= zero() && z <= zero());
    assert!(one() >= zero());
    assert!(!(one() <= zero()));
}

#[test]
fn star_is_fuzzy() {
    assert!(star().is_confused_with(&zero()));
}

#[test]
fn arithmetic() {
    assert_eq!(one() + one(), two());
    assert_eq!(zero() + one(), one());
    assert_ne!(two() + two(), two());
    assert_eq!(star() + star(), zero());
    assert_eq!(g("1+1"), Game::from(2));
}

#[test]
fn halves_and_quarters() {
    assert!(half() > zero());
    assert!(half() < Game::from(1));
    assert_eq!(half() + half(), Game::from(1));
    assert_eq!(fourth() + fourth() + fourth() + fourth(), Game::from(1));
    assert_eq!(Game::number(Dyadic::new(1, 2)), fourth());
}

#[test]
fn is_number() {
    assert!(zero().is_number());
    assert!(one().is_number());
    assert!(Game::number("3/8".parse().unwrap()).is_number());
    assert!(!star().is_number());
    assert!(!up().is_number());
    assert!(!down().is_number());
}

#[test]
fn up_and_down() {
    assert!(up() > zero());
    assert!(down() < zero());
    assert_eq!(down(), -up());
    for k in 0..5u64 {
        assert!(up() < Game::number(Dyadic::new(1, k)), "up < 1/2^{k}");
    }
    assert!(!(up() > star()));
    assert!(up().is_confused_with(&star()));
    assert!(down().is_confused_with(&star()));
    assert!(up() + up() > star());
    assert!(down() + down() < star());
}

#[test]
fn switches() {
    let s = switch();
    assert!(s < Game::from(2));
    assert!(s.is_confused_with(&Game::from(1)));
    assert!(s.is_confused_with(&Game::from(0)));
    assert!(s.is_confused_with(&Game::from(-1)));
    assert!(s > Game::from(-2));
    // ±1 + 2 is still a win for Left.
    assert!(s + Game::from(2) > zero());
    // {-1|1} = 0
    assert_eq!(Game::new([Game::from(-1)], [Game::from(1)]), zero());
}

#[test]
fn nimbers() {
    assert_eq!(nim(1) + nim(2), nim(3));
    assert_eq!(nim(1) + nim(3), nim(2));
    assert_eq!(nim(5), Game::nimber(5));
    // nimPlus 1 3 == 2
    assert_eq!(Game::nimber(1) + Game::nimber(3), Game::nimber(2));
}

#[test]
fn dominated_options() {
    assert_eq!(Game::new([one()], []), two());
    assert_eq!(Game::new([zero(), one()], []), two());
}

#[test]
fn number_up_star_display() {
    assert_eq!(zero().to_string(), "0");
    assert_eq!(format!("{:#}", g("3^^*")), "3↑↑∗");
    assert_eq!(Game::new([zero()], [up()]).to_string(), "^^*");
    assert_eq!(format!("{:#}", Game::new([zero()], [up()])), "↑↑∗");
}

#[test]
fn identities_through_the_expression_language() {
    use combinatorial_games::expr::eval;
    let t = |s: &str| assert_eq!(eval(s).unwrap().to_string(), "true", "{s}");
    t("1+1==2");
    t("*+* == 0");
    t("{0|1}+{0|1} == 1");
    t("^ <> *");
    t("^+^ > *");
    t("{0|^} == ^^*");
    t("{1|-1} <> 0");
    t("{0,1|} == 2");
    t("{0|1/2} + {0|1/2} + {0|1/2} + {0|1/2} == 1");
    t("4 * {0|1/2} == 1");
    t("{1|} == 2");
    t("v <> *");
    t("vv < *");
    t("^ < 1/16");
}
