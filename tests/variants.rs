//! CGSuite's variants of a game (`DicoticVariant`, `ImpartialVariant`,
//! `TwistedVariant`, from Game.cgs): values by hand; Domineering's
//! impartial variant against Cram (a ruleset of its own, with its own
//! code); and the dicotic and twisted variants of random Domineering
//! boards against the definitions, recursed here over Domineering's moves
//! written out again.

use std::collections::HashMap;

use combinatorial_games::Game;
use combinatorial_games::expr::eval;
use proptest::prelude::*;

mod grid_boards;
use grid_boards::{Board, at, grid, set, text};

fn ev(s: &str) -> String {
    eval(s)
        .map(|v| v.to_string())
        .unwrap_or_else(|e| format!("error: {e}"))
}

/// Worked by hand from the definitions.
#[test]
fn by_hand() {
    // ^ = {0|*}: i(0) = 0, i(*) = {0|0} = *, so i(^) = {0,*|0,*} = *2.
    assert_eq!(ev("^.ImpartialVariant"), "*2");
    // 1 = {0|}: t(1) = {-t(0)|} = 1; 2 = {1|}: t(2) = {-1|} = 0.
    assert_eq!(ev("[1.TwistedVariant, 2.TwistedVariant]"), "[1,0]");
    // {1|-1}: {-t(1)|-t(-1)} = {-1|1} = 0.
    assert_eq!(ev("{1|-1}.TwistedVariant"), "0");
    // Domineering 2 x 2: every move leaves one domino for one player only,
    // where the dicotic variant stops: {0,0|0,0} = *.
    assert_eq!(ev("Domineering(\"..|..\").DicoticVariant"), "*");
    // A number's dicotic variant: one player has no move, so 0.
    assert_eq!(ev("5.DicoticVariant"), "0");
    // An impartial game is its own twisted and impartial variants.
    assert_eq!(
        ev("[Nim(3).TwistedVariant, Kayles(7).ImpartialVariant]"),
        "[*3,*2]"
    );
    // Clobber "xo": each player's one move ends it, {0|0} = *; so is t.
    assert_eq!(ev("Clobber(\"xo\").TwistedVariant"), "*");
}

/// A ruleset's variants (CGSuite's `R.DicoticVariant`, which is
/// `game.variant.DicoticVariantRuleset(R)`): applied, the variant of the
/// position the ruleset makes.
#[test]
fn rulesets_have_variants() {
    // Domineering's impartial variant is Cram, a ruleset of its own.
    for board in [
        "..|..",
        "...|...",
        "..#|...|.#.",
        "....|....",
        "...|...|...",
    ] {
        let cram = ev(&format!("Cram(\"{board}\")"));
        for variant in [
            format!("Domineering.ImpartialVariant(\"{board}\")"),
            format!("ImpartialVariantRuleset(Domineering)(\"{board}\")"),
            format!("game.variant.ImpartialVariantRuleset(game.grid.Domineering)(\"{board}\")"),
            format!("R := Domineering.ImpartialVariant; R(\"{board}\")"),
        ] {
            assert_eq!(ev(&variant), cram, "{variant}");
        }
    }
    // By hand, as in `by_hand`: Domineering 2 x 2 is * dicotic, and its
    // twisted variant {-t(1) | -t(-1)} = {-1|1} = 0.
    assert_eq!(ev("Domineering.DicoticVariant(\"..|..\")"), "*");
    assert_eq!(ev("TwistedVariantRuleset(Domineering)(\"..|..\")"), "0");
    assert_eq!(
        ev("Domineering.DicoticVariant"),
        "DicoticVariantRuleset(Domineering)"
    );
    assert_eq!(
        ev("Domineering.DicoticVariant.Class"),
        "\u{27ea}game.variant.DicoticVariantRuleset\u{27eb}"
    );
    for bad in [
        // CGSuite walks the inner variant's own game tree; here its
        // positions are values, whose forms may differ.
        "Domineering.DicoticVariant.ImpartialVariant",
        "DicoticVariantRuleset(3)",
        "^.DicoticVariant(3)",
        "FoxAndGeese.DicoticVariant({(1,1),(1,3)}, (3,3))",
    ] {
        assert!(eval(bad).is_err(), "{bad}");
    }
}

/// A position of a class declared in the language is walked through the
/// options its class gives, as CGSuite's `DicoticVariantGame` reads them,
/// not through its canonical form's: they can differ.
#[test]
fn variants_of_a_class_follow_its_options() {
    // P(1) = {P(0), -1 | } with P(0) = 0: as a value {0, -1 |} = 1.
    // t(-1) = {| -t(0)} = -1, so t(P(1)) = {-t(0), -t(-1) | } = {0, 1 |} = 2,
    // while t(1) = {-t(0) |} = 1.
    let p = "class P(n) extends Game \
               override def Options(p) := if p == Left and n > 0 then [P(n - 1), -1] else [] end; end; \
             singleton class R extends Ruleset def Eval(n) := P(n); end; ";
    assert_eq!(ev(&format!("{p}P(1).CanonicalForm")), "1");
    assert_eq!(ev(&format!("{p}P(1).TwistedVariant")), "2");
    assert_eq!(ev(&format!("{p}TwistedVariantGame(P(1))")), "2");
    assert_eq!(ev(&format!("{p}R.TwistedVariant(1)")), "2");
    assert_eq!(ev(&format!("{p}P(1).CanonicalForm.TwistedVariant")), "1");
    // An option that is a position is walked the same way: X = { | P(1)}
    // is t(X) = { | -t(P(1))} = { | -2} = -3 (through 1's form, -2).
    let x = "singleton class X extends Game \
               override def Options(p) := if p == Right then [P(1)] else [] end; end; ";
    assert_eq!(ev(&format!("{p}{x}X.TwistedVariant")), "-3");
}

/// Impartial Clobber on a row of n pairs `xo` (either player moves any
/// stone onto an adjacent stone of the other colour): the nim-values for
/// n = 1 to 10 from J. Dai and X. Chen, "Impartial Clobber Solver" (CMPUT
/// 655 project report, University of Alberta, 2022), as MCGS's tests
/// quote them (input/main_tests/clobber_1xn_autotests/
/// clobber_1xn_dai_chen_easy.test).
#[test]
fn impartial_clobber_rows_match_dai_and_chen() {
    let want = [1, 3, 0, 2, 0, 2, 0, 3, 1, 4];
    for (n, nim) in (1..).zip(want) {
        let row = "xo".repeat(n);
        let got = ev(&format!(
            "GenClobber()(\"{row}\").ImpartialVariant.NimValue"
        ));
        assert_eq!(got, nim.to_string(), "(xo)^{n}");
    }
}

#[test]
fn bad_input_is_a_typed_error() {
    for s in [
        "\"abc\".TwistedVariant",
        "Mancala(\"1 1 / 1 1\").TwistedVariant",
        // Fox and Geese repeats positions: its variants are not short.
        "FoxAndGeese({(1,1),(1,3)}, (3,3)).ImpartialVariant",
        "*100000000000.ImpartialVariant",
        // More positions than a variant goes through (Toads and Frogs
        // has no cut to make in this strip).
        "GenToadsAndFrogs()(\"ttttt..........fffff\").ImpartialVariant",
    ] {
        assert!(eval(s).is_err(), "{s}");
    }
    // The walk holds open only the path it is on: a position met again on
    // it is a cycle, named as such.
    for v in ["DicoticVariant", "ImpartialVariant", "TwistedVariant"] {
        let e = eval(&format!("FoxAndGeese({{(1,1),(1,3)}}, (3,3)).{v}")).unwrap_err();
        assert!(e.to_string().contains("positions repeat"), "{e}");
    }
}

/// A nimber's followers share their options: `*m` has `m + 1` positions
/// and `m(m + 1)` moves. Each variant of an impartial game whose every
/// nonzero position has moves for both players is the game itself (by
/// induction on the followers), so `*2000`'s are `*2000`, found in one
/// walk that lists each position's moves once.
#[test]
fn variants_of_a_large_nimber() {
    for v in ["DicoticVariant", "ImpartialVariant", "TwistedVariant"] {
        assert_eq!(ev(&format!("(*2000).{v}")), "*2000", "{v}");
    }
    assert_eq!(ev("(*4095).Followers.Size"), "4096");
    // 1/2 + *m: 1/2 + *j for j up to m, then 1/2's own followers 0 and 1.
    assert_eq!(ev("(1/2 + *4095).FollowerCount"), "4098");
}

/// Domineering's moves: a domino on two empty squares, down a column for
/// Left, along a row for Right.
fn domineering_moves(b: &Board, left: bool) -> Vec<Board> {
    let (dr, dc) = if left { (1, 0) } else { (0, 1) };
    let mut out = Vec::new();
    for (i, row) in b.iter().enumerate() {
        for j in 0..row.len() {
            let (i, j) = (i as i32, j as i32);
            if at(b, i, j) == Some(b'.') && at(b, i + dr, j + dc) == Some(b'.') {
                out.push(set(b, &[(i, j, b'#'), (i + dr, j + dc, b'#')]));
            }
        }
    }
    out
}

/// d(G) or t(G) from the definitions, over the moves.
fn variant(b: &Board, twisted: bool, memo: &mut HashMap<Board, Game>) -> Game {
    if let Some(g) = memo.get(b) {
        return *g;
    }
    let (l, r) = (domineering_moves(b, true), domineering_moves(b, false));
    let g = if twisted {
        let l: Vec<Game> = l.iter().map(|q| -variant(q, true, memo)).collect();
        let r: Vec<Game> = r.iter().map(|q| -variant(q, true, memo)).collect();
        Game::new(l, r)
    } else if l.is_empty() || r.is_empty() {
        Game::zero()
    } else {
        let l: Vec<Game> = l.iter().map(|q| variant(q, false, memo)).collect();
        let r: Vec<Game> = r.iter().map(|q| variant(q, false, memo)).collect();
        Game::new(l, r)
    };
    memo.insert(b.clone(), g);
    g
}

/// The nim-value of impartial Clobber by the mex rule: either player
/// moves any stone onto an orthogonally adjacent stone of the other
/// colour.
fn clobber_nim(b: &Board, memo: &mut HashMap<Board, u64>) -> u64 {
    if let Some(&g) = memo.get(b) {
        return g;
    }
    let mut seen = Vec::new();
    for r in 0..b.len() as i32 {
        for c in 0..b[0].len() as i32 {
            let Some(me @ (b'x' | b'o')) = at(b, r, c) else {
                continue;
            };
            for (dr, dc) in [(0, 1), (1, 0), (0, -1), (-1, 0)] {
                let them = at(b, r + dr, c + dc);
                if them.is_some_and(|t| t != me && t != b'.') {
                    let q = set(b, &[(r, c, b'.'), (r + dr, c + dc, me)]);
                    seen.push(clobber_nim(&q, memo));
                }
            }
        }
    }
    let g = (0..).find(|m| !seen.contains(m)).unwrap();
    memo.insert(b.clone(), g);
    g
}

/// Cram's nim-value by the mex rule: a domino either way.
fn cram_nim(b: &Board, memo: &mut HashMap<Board, u64>) -> u64 {
    if let Some(&g) = memo.get(b) {
        return g;
    }
    let mut after = domineering_moves(b, true);
    after.extend(domineering_moves(b, false));
    let seen: Vec<u64> = after.iter().map(|q| cram_nim(q, memo)).collect();
    let g = (0..).find(|v| !seen.contains(v)).unwrap();
    memo.insert(b.clone(), g);
    g
}

/// CGSuite 2.1.1's impartial variants of 7 x 7 Domineering boards, as MCGS
/// quotes them (input/main_tests/domineering_autotests/
/// 7x7_15_stones_imp.test). The variant is Cram, valued by its rules: 0.6
/// s here, where a walk through Domineering's moves took 10 s.
#[test]
fn domineering_variants_of_7_by_7_boards_as_cgsuite_gives_them() {
    for (board, nim) in [
        (
            ".#.##..|.###.#.|.#....#|.#....#|.......|......#|....###",
            "0",
        ),
        (
            "...#..#|......#|...#...|#...##.|#.....#|#.....#|##..#.#",
            "1",
        ),
        (
            "......#|..#...#|.##..##|##..#.#|##...#.|.......|....#..",
            "8",
        ),
        (
            "##..#..|.#...#.|.#..#..|......#|....##.|###....|..#...#",
            "5",
        ),
    ] {
        let e = format!("Domineering(\"{board}\").ImpartialVariant.NimValue");
        assert_eq!(ev(&e), nim, "{e}");
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(100))]

    /// Domineering's impartial variant (found as Cram's value) and Cram
    /// itself, against the mex rule over both players' dominoes.
    #[test]
    fn domineering_made_impartial_is_cram(b in grid("...#", 3, 4)) {
        let s = text(&b);
        let want = Game::nimber(cram_nim(&b, &mut HashMap::new())).to_string();
        prop_assert_eq!(ev(&format!("Domineering(\"{s}\").ImpartialVariant")), want.clone());
        prop_assert_eq!(ev(&format!("Cram(\"{s}\")")), want);
    }

    /// Impartial Clobber, from the catalogue's Clobber and from the rules
    /// as a schema (`GenClobber()`), against the mex rule over boards.
    #[test]
    fn impartial_clobber_matches_the_mex_rule(b in grid("xo.", 3, 4)) {
        let s = text(&b);
        let want = Game::nimber(clobber_nim(&b, &mut HashMap::new())).to_string();
        prop_assert_eq!(ev(&format!("Clobber(\"{s}\").ImpartialVariant")), want.clone());
        prop_assert_eq!(ev(&format!("GenClobber()(\"{s}\").ImpartialVariant")), want.clone());
        // Bound to a name, and as the catalogue's Generalized Clobber, the
        // board keeps its moves.
        let named = format!("R := GenClobber(); g := R(\"{s}\"); g.ImpartialVariant");
        prop_assert_eq!(ev(&named), want.clone());
        prop_assert_eq!(ev(&format!("g := GenClobber(\"{s}\"); g.ImpartialVariant")), want);
    }

    #[test]
    fn dicotic_and_twisted_domineering_match_the_definitions(b in grid("...#", 3, 3)) {
        let s = text(&b);
        let d = variant(&b, false, &mut HashMap::new());
        let t = variant(&b, true, &mut HashMap::new());
        prop_assert_eq!(ev(&format!("Domineering(\"{s}\").DicoticVariant")), d.to_string());
        prop_assert_eq!(ev(&format!("Domineering(\"{s}\").TwistedVariant")), t.to_string());
        // A dicotic game is all-small: infinitesimal or 0.
        prop_assert_eq!(ev(&format!("Domineering(\"{s}\").DicoticVariant.IsAllSmall")), "true");
    }
}
