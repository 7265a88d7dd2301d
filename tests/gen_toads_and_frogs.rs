//! Generalized Toads and Frogs (CGSuite's GenToadsAndFrogs) and Elephants
//! and Rhinos: CGSuite's GameStripTest rows, hand values, the crate's own
//! Toads and Frogs (a separate implementation) for the default rules, and a
//! plain search over strings for the others.

use std::collections::HashMap;

use combinatorial_games::Game;
use combinatorial_games::expr::eval;
use combinatorial_games::games::{GenToadsAndFrogs, StripRules, ToadsAndFrogs};
use combinatorial_games::rulesets::Ruleset;
use proptest::prelude::*;

fn v(s: &str) -> String {
    match eval(s) {
        Ok(x) => x.to_string(),
        Err(e) => panic!("{s}: {e}"),
    }
}

#[test]
fn cgsuite_game_strip_rows() {
    assert_eq!(
        v("game.strip.GenToadsAndFrogs(maxJump => 2)(\"tttt..fff\").CanonicalForm"),
        "{1/2*|v}"
    );
    assert_eq!(
        v("game.strip.ElephantsAndRhinos(\"tttt..fff\").CanonicalForm"),
        "1"
    );
    assert_eq!(
        v("game.strip.GenToadsAndFrogs(maxJump => 2).Class"),
        "\u{27ea}game.strip.GenToadsAndFrogs\u{27eb}"
    );
}

#[test]
fn by_hand() {
    // Elephants and Rhinos t.f: whoever moves first blocks the other: *.
    assert_eq!(v("ElephantsAndRhinos(\"t.f\")"), "*");
    // t..: one elephant with two steps to go: 2.
    assert_eq!(v("ElephantsAndRhinos(\"t..\")"), "2");
    // With slides of 2, t..: Left goes to .t. (1) or ..t (0): {1|} = 2.
    assert_eq!(v("GenToadsAndFrogs(maxSlide => 2)(\"t..\")"), "2");
    // With slides of exactly 2, t.. has one move, to ..t: 1.
    assert_eq!(
        v("GenToadsAndFrogs(minSlide => 2, maxSlide => 2)(\"t..\")"),
        "1"
    );
    // A friendly jump: in tt. the front toad steps to t.t (= 1, the back
    // toad's one step to .tt = 0) and the back toad jumps its friend to
    // .tt (0): {0, 1|} = 2.
    assert_eq!(
        v("GenToadsAndFrogs(allowFriendlyJump => true)(\"tt.\")"),
        "2"
    );
}

#[test]
fn bad_rules_get_typed_errors() {
    for bad in [
        "GenToadsAndFrogs(minSlide => -65)",
        "GenToadsAndFrogs(maxSlide => 65)",
        "GenToadsAndFrogs(minSlide => 1/2)",
        "GenToadsAndFrogs(minSlide => 3, maxSlide => 2)",
        "GenToadsAndFrogs(maxJump => 100)",
        "GenToadsAndFrogs(maxJmp => 2)",
        "GenToadsAndFrogs(2)",
        "GenToadsAndFrogs()(\"tx\")",
        "GenToadsAndFrogs()(5)",
    ] {
        assert!(eval(bad).is_err(), "{bad}");
    }
}

/// The value by the definition, over strips as strings: nothing shared
/// with the ruleset's table or its symmetry.
fn plain(s: &str, r: StripRules, memo: &mut HashMap<String, Game>) -> Game {
    if let Some(g) = memo.get(s) {
        return *g;
    }
    let b = s.as_bytes();
    let n = b.len() as isize;
    let at = |i: isize| {
        if (0..n).contains(&i) {
            Some(b[i as usize])
        } else {
            None
        }
    };
    let moves = |us: u8, them: u8, step: isize, memo: &mut HashMap<String, Game>| {
        let mut out = Vec::new();
        for i in (0..n).filter(|&i| b[i as usize] == us) {
            let mut to = Vec::new();
            for k in 1..=isize::from(r.max_slide) {
                if at(i + k * step) != Some(b'.') {
                    break;
                }
                if k >= isize::from(r.min_slide) {
                    to.push(i + k * step);
                }
            }
            for k in 1..=isize::from(r.max_jump) {
                let o = at(i + k * step);
                if o != Some(them) && !(r.friendly_jump && o == Some(us)) {
                    break;
                }
                if at(i + (k + 1) * step) == Some(b'.') {
                    to.push(i + (k + 1) * step);
                }
            }
            for t in to {
                let mut c = b.to_vec();
                c[i as usize] = b'.';
                c[t as usize] = us;
                out.push(plain(std::str::from_utf8(&c).unwrap(), r, memo));
            }
        }
        out
    };
    let left = moves(b't', b'f', 1, memo);
    let right = moves(b'f', b't', -1, memo);
    let g = Game::new(left, right);
    memo.insert(s.to_string(), g);
    g
}

fn rules() -> impl Strategy<Value = StripRules> {
    (1i8..=2, 0i8..=2, 0u8..=2, any::<bool>()).prop_map(|(min, extra, jump, friendly)| StripRules {
        min_slide: min,
        max_slide: min + extra,
        max_jump: jump,
        friendly_jump: friendly,
    })
}

proptest! {
    #[test]
    fn default_rules_are_toads_and_frogs(strip in "[tf.]{1,10}") {
        let ours = GenToadsAndFrogs::new(StripRules::TOADS_AND_FROGS, &strip).unwrap().value();
        let tf: ToadsAndFrogs = strip.replace('.', "_").to_uppercase().parse().unwrap();
        prop_assert_eq!(ours, tf.value());
    }

    #[test]
    fn values_match_a_plain_search(strip in "[tf.]{1,9}", r in rules()) {
        let ours = GenToadsAndFrogs::new(r, &strip).unwrap().value();
        prop_assert_eq!(ours, plain(&strip, r, &mut HashMap::new()));
        // Read backwards with the pieces swapped: the negative.
        let mirror: String = strip.chars().rev()
            .map(|c| match c { 't' => 'f', 'f' => 't', c => c }).collect();
        prop_assert_eq!(GenToadsAndFrogs::new(r, &mirror).unwrap().value(), -ours);
    }
}
