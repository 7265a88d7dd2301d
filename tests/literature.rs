//! Values derived by hand from the rules of Winning Ways (simplest number,
//! dominated and reversible options, number translation), each with the
//! reasoning in a comment, and checked against the naive model too.

mod common;

use combinatorial_games::{Game, Outcome};
use common::Naive;

fn g(s: &str) -> Game {
    s.parse().unwrap_or_else(|e| panic!("{s}: {e}"))
}

#[track_caller]
fn same(a: &str, b: &str) {
    assert_eq!(g(a), g(b), "{a} should equal {b}");
}

#[test]
fn simplest_numbers() {
    same("{0|1}", "1/2");
    same("{1/2|1}", "3/4");
    same("{0,1/2|1}", "3/4"); // 0 is dominated by 1/2
    same("{-1|1}", "0"); // 0 is the simplest number between
    same("{-1/2|3}", "0");
    same("{1/2|3}", "1"); // the integer nearest zero in (1/2, 3)
    same("{3/2|7/4}", "13/8");
    same("{5|}", "6");
    same("{|-5}", "-6");
    same("{-5|}", "0");
    same("{1|2}", "3/2");
    same("{1/8|1/4}", "3/16");
}

#[test]
fn infinitesimals() {
    same("{1|1}", "1*"); // x* = {x|x}
    same("{0,*|0}", "^*");
    same("{0|0,*}", "v*");
    same("{0|^*}", "^^"); // n.up = {0 | (n-1).up *}
    same("{0|^^*}", "^3");
    same("{0|^}", "^^*");
    same("{0,*|0,*}", "*2");
    same("{0,*,*2|0,*,*2}", "*3");
    same("{0,*2|0,*2}", "*"); // mex{0,2} = 1
    same("{*|*}", "0"); // each * reverses through 0 to nothing
    same("{^|v}", "*"); // ^ reverses through * to 0, v through * to 0
    same("{*|}", "0"); // * reverses through 0 (0 <= G) to no option
    same("{0,*|}", "1");
    same("*2 + *3", "*");
    same("*4 + *7", "*3");
    same("^ + *", "^*");
    same("^ + v", "0");
    same("^* + ^*", "^^");
}

#[test]
fn translation_and_switches() {
    same("{1|-1} + {1|-1}", "0"); // ±1 + ±1 = 0 (Winning Ways)
    same("{4|2}", "3 +- 1");
    same("{1|-1} + 3", "{4|2}");
    same("{2|1} + {2|1}", "3"); // 3/2 ± 1/2 twice
    same("{1|0} + {1|0}", "1");
    assert!(g("{1|0}").is_confused_with(&g("1/2")));
    assert_eq!(g("{2|1}").outcome(), Outcome::L); // both stops positive
    assert_eq!(g("{1|-1}").outcome(), Outcome::N);
    assert_eq!(g("{0|-1}").outcome(), Outcome::N);
    assert_eq!(g("{-1|-2}").outcome(), Outcome::R);
    assert_eq!(g("{3|-2}").left_stop().to_string(), "3");
    assert_eq!(g("{3|-2}").right_stop().to_string(), "-2");
}

#[test]
fn tiny_and_miny() {
    let tiny = g("Tiny(1)"); // {0 || 0 | -1}
    same("Tiny(1)", "{0||0|-1}");
    same("Miny(1)", "{1|0||0}");
    assert!(tiny > Game::zero());
    assert!(tiny < g("^")); // tiny is smaller than up
    assert!(tiny < g("1/1024"));
    // Tiny(1) + *: Right starts by moving Tiny to {0|-1}; then Left's moves
    // lose ({0|-1} -> Right to -1; * -> 0 leaves {0|-1}+... with Right to
    // play). Left starts by * -> 0 and wins. So Tiny(1) is confused with *.
    assert!(tiny.is_confused_with(&g("*")));
    assert_eq!(g("2Tiny(2)"), g("2") + g("Tiny(2)"));
}

#[test]
fn predicates() {
    assert!(g("^").is_all_small() && g("*").is_all_small() && !g("1").is_all_small());
    assert!(g("{0|^}").is_infinitesimal() && !g("{1|-1}").is_infinitesimal());
    assert!(g("1*").is_even() && g("*").is_odd() && g("2").is_even() && g("1").is_odd());
    assert!(!g("*2").is_even() && !g("*2").is_odd());
    assert!(g("*").is_odd_tempered() && g("3").is_even_tempered() && !g("^").is_even_tempered());
    assert!(g("{1|1*}").is_numberish() && !g("{1|0}").is_numberish());
}

#[test]
fn incentives() {
    // ±1: Left's incentive 1 - ±1 and Right's ±1 - (-1) are both {2|0}.
    assert_eq!(g("{1|-1}").incentives(), vec![g("{2|0}")]);
    // ↑ = {0|*}: Left's incentive is ↓, Right's is ↑ - * = ↑*.
    assert_eq!(g("^").left_incentives(), vec![g("v")]);
    assert_eq!(g("^").right_incentives(), vec![g("^*")]);
}

#[test]
fn hand_values_agree_with_naive_model() {
    // {^|v} = * and {0|^} = ^^* by the plain definition as well.
    let mut n = Naive::new();
    let z = n.zero();
    let s = n.nimber(1);
    let up = n.up();
    let down = n.neg(up);
    let a = n.mk(vec![up], vec![down]);
    assert!(n.eq(a, s));
    let b = n.mk(vec![z], vec![up]);
    let upupstar = n.nus(0, 0, 2, 1);
    assert!(n.eq(b, upupstar));
}

#[test]
fn ordinal_sums() {
    // 1:1 = 2, 1:-1 = 1/2, *:* = *2 ... and 0:G = G
    same("1:1", "2");
    same("1:-1", "1/2");
    same("*:*", "*2");
    same("0:{2|1}", "{2|1}");
    // G:H = {G^L, G:H^L | G^R, G:H^R}; with H = * both G:0 = ^ join in.
    same("^:*", "{0,^|*,^}");
}

#[test]
fn big_numbers_are_exact_and_instant() {
    let t = std::time::Instant::now();
    let big = g("123456789012345678901234567890123456789012345678901234567890");
    let x = big + g("1/1024");
    assert_eq!(
        x.to_string(),
        "126419751948641975194864197519486419751948641975194864197519361/1024"
    );
    let ups = g("1000 * ^");
    assert_eq!(ups.to_string(), "^1000");
    let many: Game = (1..=1000)
        .map(|k| Game::number(combinatorial_games::Dyadic::new(1, k % 60)))
        .sum();
    assert!(many.is_number());
    let huge_int = g("10000000000000000000000000000000000000000000000000000000000000");
    assert_eq!(huge_int.left_options(), vec![huge_int - Game::from(1)]);
    assert_eq!(
        huge_int.birthday(),
        "10000000000000000000000000000000000000000000000000000000000000"
            .parse()
            .unwrap()
    );
    assert!(t.elapsed().as_millis() < 500, "took {:?}", t.elapsed());
}

#[test]
fn deep_games_do_not_overflow_a_small_stack() {
    // G_0 = {1|-1}, G_(k+1) = {2 | G_k}: each G_k is canonical (the Left
    // option 2 has no Right option to reverse through, and G_k's Left option 2
    // is not <= G_(k+1), so the Right option never reverses), so its birthday
    // is k + 2 and every operation must walk a chain k deep.
    const DEPTH: u32 = 10_000;
    let worker = std::thread::Builder::new()
        .stack_size(256 * 1024)
        .spawn(|| {
            let two = Game::from(2);
            let mut chain = g("{1|-1}");
            for _ in 0..DEPTH {
                chain = Game::new([two], [chain]);
            }
            assert_eq!(chain.birthday(), (DEPTH + 2).into());
            assert!((chain - chain).is_zero());
            let sum = chain + g("{1|-1}");
            assert_eq!(sum.birthday(), (DEPTH + 4).into());
            assert!(!chain.leq(&sum) && !sum.leq(&chain));
            let text = chain.to_string();
            assert_eq!(text.parse::<Game>().map_err(|e| e.to_string()), Ok(chain));
            // Left moves to 2 first; Right to the chain, whose Left stop is 2.
            assert_eq!(chain.left_stop(), 2.into());
            assert_eq!(chain.right_stop(), 2.into());
        })
        .unwrap();
    worker.join().unwrap();
}
