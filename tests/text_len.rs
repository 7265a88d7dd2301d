//! `Game::text_len` and `Value::text_len` count what `Display` writes,
//! without writing it: checked against the written text's length for
//! random games, sums and heated forms, plain and Unicode.

mod common;

use combinatorial_games::Game;
use combinatorial_games::expr::eval;
use proptest::prelude::*;

fn written(g: &Game, unicode: bool) -> u64 {
    if unicode {
        format!("{g:#}").len() as u64
    } else {
        g.to_string().len() as u64
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn counts_what_display_writes(a in common::game(4), b in common::game(3), unicode in any::<bool>()) {
        for g in [a, b, a + b, -a + b + Game::star()] {
            prop_assert_eq!(g.text_len(unicode), written(&g, unicode), "{}", g);
        }
    }
}

/// Forms that share their parts many times over, where counting each
/// shared part once matters, and the printed shapes: switches, Tiny,
/// up-powers, slashes.
#[test]
fn shared_and_special_forms() {
    for e in [
        "(*16).Heat(1)",
        "v:100*9",
        "{3|||2||1|0,*||||-1/2}",
        "+-{1,{2|1}}",
        "Tiny(+-1)",
        "2Miny(3)",
        "^<7>*",
        "v[5]",
        "{^<3>|v}.Cool(1/2)",
        "({2|1} + {3|-1}).Heat(2)",
    ] {
        let v = eval(e).unwrap();
        for unicode in [false, true] {
            let text = if unicode {
                format!("{v:#}")
            } else {
                v.to_string()
            };
            assert_eq!(v.text_len(unicode), text.len() as u64, "{e}");
        }
    }
}

#[test]
fn values_other_than_games() {
    for e in [
        "{1|*,^,{2|1}}.RightOptions",
        "{|}.LeftOptions",
        "[1, ^, ^ > 0, [v, *2]]",
        "[]",
        "^ > 0",
        "{1|-1}.Thermograph",
    ] {
        let v = eval(e).unwrap();
        assert_eq!(v.text_len(false), v.to_string().len() as u64, "{e}");
        assert_eq!(v.text_len(true), format!("{v:#}").len() as u64, "{e}");
    }
}

/// The case that printed 787 MB in 10 s: counted in well under a second.
#[test]
fn a_huge_text_is_counted_not_written() {
    let g = match eval("v:10000*9").unwrap() {
        combinatorial_games::expr::Value::Game(g) => g,
        other => panic!("{other}"),
    };
    let start = std::time::Instant::now();
    let len = g.text_len(false);
    assert!(start.elapsed().as_secs_f64() < 2.0);
    // v:n*9 for n = 100 prints 7 921 313 bytes; the text grows as n times
    // its depth, so 10 000 gives about a hundred times more.
    assert!(len > 700_000_000, "{len}");
}
