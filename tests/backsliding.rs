//! Backsliding Toads and Frogs (Winning Ways ch. 11; CGSuite's
//! `BackslidingToadsAndFrogs`, `GenToadsAndFrogs(minSlide => -1)`), a loopy
//! strip game: values by hand, CGSuite's published row, and every strip of
//! up to five squares against a second valuation that shares no code with
//! the catalogue's moves or its component-by-component sides.

use combinatorial_games::Player;
use combinatorial_games::expr::eval;
use combinatorial_games::games::{Strip, StripRules};
use combinatorial_games::loopy::{Explored, LoopyRules, SidedValue, value_of};

fn value(s: &str) -> String {
    let strip: Strip = s.parse().unwrap();
    value_of(&StripRules::BACKSLIDING, &strip)
        .unwrap()
        .to_string()
}

/// By hand:
/// - `t.`: the toad slides on and back for ever and Right never moves:
///   `t. = {.t|}`, `.t = {t.|}`, which is `on`.
/// - `tf`: no moves, 0.
/// - `f.t`: Left slides back to `ft.`, where she has `f.t` again and Right
///   nothing; Right slides back to `.ft`, where Left has nothing. With
///   `ft. = {f.t|}` and `.ft = {|f.t}`, `f.t = *` gives `ft. = {*|} = 0`
///   and `.ft = 0`, and `f.t = {0|0} = *` again: `*`, `0`, `0`.
/// - `.tf = {t.f | ft.}` and `t.f = {.tf | tf.}` with `tf. = -.tf`: `t.f =
///   0` gives `.tf = {0|0} = *` and `t.f = {*|*} = 0`.
#[test]
fn by_hand() {
    for (strip, v) in [
        ("t.", "on"),
        ("t..", "on"),
        (".f", "off"),
        ("tf", "0"),
        ("f.t", "*"),
        ("ft.", "0"),
        (".ft", "0"),
        (".tf", "*"),
        ("t.f", "0"),
    ] {
        assert_eq!(value(strip), v, "{strip}");
    }
}

/// CGSuite's `GameStripTest`: `BackslidingToadsAndFrogs("ttt..fff")`.
#[test]
fn cgsuite_row() {
    assert_eq!(value("ttt..fff"), "{on||0|-1/2} & {1/2|0||off}");
    let v = eval("game.strip.BackslidingToadsAndFrogs(\"ttt..fff\").GameValue").unwrap();
    assert_eq!(v.to_string(), "{on||0|-1/2} & {1/2|0||off}");
    let v = eval("GenToadsAndFrogs(minSlide => -1)(\"ttt..fff\")").unwrap();
    assert_eq!(v.to_string(), "{on||0|-1/2} & {1/2|0||off}");
}

/// The moves written out again from CGSuite's description of the schema
/// (slide one forward or back onto an empty square, jump one enemy piece
/// onto the empty square after it), on plain strings.
struct Plain;

impl LoopyRules for Plain {
    type Position = String;

    fn options(&self, s: &String, player: Player) -> Vec<String> {
        let b = s.as_bytes();
        let (us, them, dir) = match player {
            Player::Left => (b't', b'f', 1i32),
            Player::Right => (b'f', b't', -1),
        };
        let empty = |i: i32| i >= 0 && (i as usize) < b.len() && b[i as usize] == b'.';
        let mut out = Vec::new();
        for i in (0..b.len() as i32).filter(|&i| b[i as usize] == us) {
            let jump = i + dir >= 0
                && ((i + dir) as usize) < b.len()
                && b[(i + dir) as usize] == them
                && empty(i + 2 * dir);
            let targets = [
                (empty(i + dir), i + dir),
                (empty(i - dir), i - dir),
                (jump, i + 2 * dir),
            ];
            for (ok, to) in targets {
                if ok {
                    let mut c = b.to_vec();
                    c[i as usize] = b'.';
                    c[to as usize] = us;
                    out.push(String::from_utf8(c).unwrap());
                }
            }
        }
        out
    }
}

/// Every strip of up to five squares: the catalogue's value (sides found
/// a component at a time, each option by its side) against the plain
/// moves' whole graph, each position's sides searched on their own.
#[test]
fn agrees_with_the_whole_graph_of_plain_moves() {
    let mut checked = 0;
    for len in 1..=5u32 {
        for code in 0..3u32.pow(len) {
            let s: String = (0..len)
                .map(|k| ['.', 't', 'f'][(code / 3u32.pow(k) % 3) as usize])
                .collect();
            let walk = Explored::new(&Plain, &s).unwrap();
            let whole = walk.graph().unwrap();
            let plain = SidedValue::from_graph(&whole, 0).unwrap();
            let strip: Strip = s.parse().unwrap();
            let ours = value_of(&StripRules::BACKSLIDING, &strip).unwrap();
            assert_eq!(ours, plain, "{s}: {ours} against {plain}");
            // Read backwards with the pieces swapped: the negative.
            let mirror: String = s
                .chars()
                .rev()
                .map(|c| match c {
                    't' => 'f',
                    'f' => 't',
                    c => c,
                })
                .collect();
            assert_eq!(value(&mirror), (-ours).to_string(), "{s}");
            checked += 1;
        }
    }
    assert_eq!(checked, 3 + 9 + 27 + 81 + 243);
}

#[test]
fn bad_strips_and_rules_are_errors() {
    assert!("t.q".parse::<Strip>().is_err());
    let e = eval("GenToadsAndFrogs(minSlide => -65)").unwrap_err();
    assert!(e.to_string().contains("from -64 to 64"), "{e}");
    let e = eval("GenToadsAndFrogs(minSlide => 1, maxSlide => -1)").unwrap_err();
    assert!(e.to_string().contains("more than maxSlide"), "{e}");
}

/// A board whose play can come back to a position has no misère outcome
/// by search: an error, at once, and not a search that never ends. Here
/// T__F: the toad steps right (_T_F), the frog steps left (_TF_), the toad
/// steps back (T_F_) and the frog back (T__F).
#[test]
fn misere_outcome_of_a_repeating_board_is_an_error() {
    let e = eval("BackslidingToadsAndFrogs(\"T__F\").MisereOutcomeClass").unwrap_err();
    assert!(e.to_string().contains("can repeat a position"), "{e}");
}
