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

/// CGSuite 2.1.1's values of six 40-square strips of Elephants and Rhinos,
/// as quoted in the comments of MCGS's test input
/// (ualberta-mueller-group/MCGS, `input/main_tests/elephants_autotests/
/// elephants.test`; X is an elephant, O a rhino). Each splits into small
/// parts where a rhino is followed by an elephant: whole, they took a
/// search of minutes and a gigabyte.
#[test]
fn cgsuite_values_of_long_elephants_strips() {
    for (board, value) in [
        ("X.......O.....XO.O.....X..OO.X.O.OOXO...", "{-4*|-6*}"),
        ("X...XX.O...X.....OOOO..X...O.....O.O...O", "{-27|-29}"),
        ("X..X........O....X....O...O.......XO.X..", "3"),
        (".......X.....O..X.....O.......", "0"),
        (".OXO...O.O..O.X.X......X...X..OO..X....X", "14"),
        ("....OXO.....X......X.XOX..O...O...O.XXO.", "-7"),
    ] {
        let strip = board.replace('X', "t").replace('O', "f");
        assert_eq!(
            v(&format!("ElephantsAndRhinos(\"{strip}\")")),
            value,
            "{board}"
        );
    }
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

/// The strips one move of `us` (moving `step`, jumping `them`) leaves,
/// by the rules written out again over strings.
fn plain_moves(s: &str, r: StripRules, us: u8, them: u8, step: isize) -> Vec<String> {
    let b = s.as_bytes();
    let n = b.len() as isize;
    let at = |i: isize| {
        if (0..n).contains(&i) {
            Some(b[i as usize])
        } else {
            None
        }
    };
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
            out.push(String::from_utf8(c).unwrap());
        }
    }
    out
}

/// The value by the definition, over strips as strings: nothing shared
/// with the ruleset's table, its symmetry or its parts.
fn plain(s: &str, r: StripRules, memo: &mut HashMap<String, Game>) -> Game {
    if let Some(g) = memo.get(s) {
        return *g;
    }
    let mut value = |us, them, step| {
        plain_moves(s, r, us, them, step)
            .iter()
            .map(|q| plain(q, r, memo))
            .collect::<Vec<Game>>()
    };
    let left = value(b't', b'f', 1);
    let right = value(b'f', b't', -1);
    let g = Game::new(left, right);
    memo.insert(s.to_string(), g);
    g
}

/// The nim-value of the impartial variant (either player moves any
/// piece) by the mex rule over strings.
fn plain_impartial(s: &str, r: StripRules, memo: &mut HashMap<String, u64>) -> u64 {
    if let Some(&g) = memo.get(s) {
        return g;
    }
    let mut moves = plain_moves(s, r, b't', b'f', 1);
    moves.extend(plain_moves(s, r, b'f', b't', -1));
    let seen: Vec<u64> = moves.iter().map(|q| plain_impartial(q, r, memo)).collect();
    let g = (0..).find(|m| !seen.contains(m)).unwrap();
    memo.insert(s.to_string(), g);
    g
}

/// `ImpartialVariant` reads a strip through its moves, as CGSuite does:
/// its value's canonical form can have another impartial variant.
#[test]
fn impartial_variants_go_through_the_moves() {
    let er = |s: &str, m: &str| v(&format!("GenToadsAndFrogs(maxJump => 0)(\"{s}\").{m}"));
    // tt..f by hand: the one toad that can move leaves t.t.f (*3 by the
    // mex rule), the frog tt.f. (*2), so the mex is 0; its value is 1 =
    // {0|}, whose form has the impartial variant {0|0} = *.
    assert_eq!(er("tt..f", "ImpartialVariant"), "0");
    assert_eq!(
        v("(GenToadsAndFrogs(maxJump => 0)(\"tt..f\") + 0).ImpartialVariant"),
        "*"
    );
    assert_eq!(er("t.t.f", "ImpartialVariant"), "*3");
    // Bound to a name, or written as the catalogue's board, the strip
    // keeps its moves too.
    for named in [
        "g := GenToadsAndFrogs(maxJump => 0)(\"tt..f\"); g.ImpartialVariant",
        "R := GenToadsAndFrogs(maxJump => 0); g := R(\"tt..f\"); g.ImpartialVariant",
        "GenToadsAndFrogs(\"maxJump=0 tt..f\").ImpartialVariant",
        "g := GenToadsAndFrogs(\"maxJump=0 tt..f\"); g.ImpartialVariant",
    ] {
        assert_eq!(v(named), "0", "{named}");
    }
    // CGSuite 2.1.1's nim-values of three 40-square strips, as quoted in
    // MCGS's test input (ualberta-mueller-group/MCGS, input/main_tests/
    // gen_toads_autotests/gen_toads_1100/gen_toads_bwn.test, X a toad).
    for (strip, nim) in [
        (".................tf..f.tf.......t.t..f..", "1"),
        (".t.......t.f.t...tff.f..f.....t.f....tf.", "3"),
        ("..t.f.........ft......t......t...ftfft..", "2"),
    ] {
        assert_eq!(er(strip, "ImpartialVariant.NimValue"), nim, "{strip}");
        let ours = v(&format!(
            "ElephantsAndRhinos(\"{strip}\").ImpartialVariant.NimValue"
        ));
        assert_eq!(ours, nim, "{strip}");
    }
}

/// Elephants and Rhinos' impartial variant has a closed form (each empty
/// square a token of its own; `games/elephants_and_rhinos.rs`): CGSuite's
/// values of long strips.
#[test]
fn elephants_impartial_variants_as_cgsuite_gives_them() {
    // CGSuite 2.1.1, as MCGS quotes it (input/autotests/
    // elephants_autotests/elephants_imp.test, X an elephant, O a rhino).
    for (strip, nim) in [
        ("X.......O.....XO.O.....X..OO.X.O.OOXO...", "1"),
        ("X..X........O....X....O...O.......XO.X..", "1"),
        (".......X.....O..X.....O.......", "0"),
        (".OXO...O.O..O.X.X......X...X..OO..X....X", "0"),
        ("....OXO.....X......X.XOX..O...O...O.XXO.", "1"),
        // input/main_tests/elephants_autotests/elephants_bwn.test: a walk
        // through this one's moves meets more than 100 000 positions and
        // takes seconds; the closed form, microseconds.
        ("...X.O.XX..X....X.......O..OO.......O...", "0"),
        ("OX..X.OX.....O..X.......X..O...O....O.X.", "3"),
    ] {
        let strip = strip.replace('X', "t").replace('O', "f");
        for game in ["ElephantsAndRhinos", "GenToadsAndFrogs(maxJump => 0)"] {
            let e = format!("{game}(\"{strip}\").ImpartialVariant.NimValue");
            assert_eq!(v(&e), nim, "{e}");
        }
    }
}

fn rules() -> impl Strategy<Value = StripRules> {
    (1i8..=2, 0i8..=2, 0u8..=2, any::<bool>()).prop_map(|(min, extra, jump, friendly)| StripRules {
        min_slide: min,
        max_slide: min + extra,
        max_jump: jump,
        friendly_jump: friendly,
    })
}

/// `r` as the catalogue's rule words, every rule written out and the
/// names in another case than CGSuite's, then `strip`.
fn words(r: StripRules, strip: &str) -> String {
    format!(
        "MINSLIDE={} maxslide={} maxJump={} allowFriendlyJump={} {strip}",
        r.min_slide, r.max_slide, r.max_jump, r.friendly_jump
    )
}

#[test]
fn the_catalogue_game_reads_its_rules() {
    use combinatorial_games::games::{self, GameError};
    // tf.. by hand: in Toads and Frogs Right has no move and Left's jump
    // leaves .ft. = {.f.t | f.t.} = {-1 | 1} = 0, so 1; without jumps
    // nobody moves: 0.
    let value = |b: &str| {
        games::parse("gen-toads-and-frogs", b)
            .unwrap()
            .value()
            .unwrap()
    };
    assert_eq!(value("tf.."), Game::from(1));
    assert_eq!(value("maxJump=0 tf.."), Game::zero());
    // Right to move, and the text reads back with its rules.
    let p = games::parse("gentoads", "maxJump=0 allowFriendlyJump=false tf.. R").unwrap();
    assert_eq!(p.board(), "maxJump=0 tf.. R");
    let moves: Vec<String> = p.moves().iter().map(|m| m.after.board()).collect();
    assert_eq!(moves, Vec::<String>::new());
    for (bad, says) in [
        (
            "maxJump=70 tf",
            "maxJump must be a whole number from 0 to 64",
        ),
        ("jumps=1 tf", "there is no rule 'jumps'"),
        ("minSlide=-1 tf", "loopy"),
        ("maxJump=1 tx", "'x' at column 2"),
    ] {
        match games::parse("gen-toads-and-frogs", bad) {
            Err(GameError::BadBoard { problem, .. }) => {
                assert!(problem.contains(says), "{problem}")
            }
            other => panic!("{bad}: {other:?}"),
        }
    }
}

proptest! {
    /// The catalogue's Generalized Toads and Frogs, its rules as words,
    /// against the plain search; the board it prints reads back.
    #[test]
    fn the_catalogue_game_matches_a_plain_search(strip in "[tf.]{1,8}", r in rules()) {
        use combinatorial_games::games;
        let p = games::parse("gen-toads-and-frogs", &words(r, &strip)).unwrap();
        prop_assert_eq!(p.value().unwrap(), plain(&strip, r, &mut HashMap::new()));
        let again = games::parse("gen-toads-and-frogs", &p.board()).unwrap();
        prop_assert_eq!(again.board(), p.board());
        let nim = plain_impartial(&strip, r, &mut HashMap::new());
        let named = format!("g := GenToadsAndFrogs(\"{}\"); g.ImpartialVariant", words(r, &strip));
        prop_assert_eq!(v(&named), Game::nimber(nim).to_string());
    }

    /// The closed form against the mex rule over strings, on strips long
    /// enough to hold several runs of each kind.
    #[test]
    fn elephants_impartial_variants_match_a_plain_mex(strip in "[tf..]{1,13}") {
        let er = StripRules::ELEPHANTS_AND_RHINOS;
        let nim = plain_impartial(&strip, er, &mut HashMap::new());
        let ours = v(&format!("ElephantsAndRhinos(\"{strip}\").ImpartialVariant"));
        prop_assert_eq!(ours, Game::nimber(nim).to_string());
    }

    #[test]
    fn default_rules_are_toads_and_frogs(strip in "[tf.]{1,10}") {
        let ours = GenToadsAndFrogs::new(StripRules::TOADS_AND_FROGS, &strip).unwrap().value();
        let tf: ToadsAndFrogs = strip.replace('.', "_").to_uppercase().parse().unwrap();
        prop_assert_eq!(ours, tf.value());
    }

    #[test]
    fn impartial_variants_match_a_plain_mex(strip in "[tf.]{1,9}", r in rules()) {
        let rules = format!(
            "GenToadsAndFrogs(minSlide => {}, maxSlide => {}, maxJump => {}, allowFriendlyJump => {})",
            r.min_slide, r.max_slide, r.max_jump, r.friendly_jump
        );
        let ours = v(&format!("{rules}(\"{strip}\").ImpartialVariant"));
        let nim = plain_impartial(&strip, r, &mut HashMap::new());
        prop_assert_eq!(ours, Game::nimber(nim).to_string());
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
