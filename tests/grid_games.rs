//! The grid rulesets after CGSuite's `game.grid`: Clobber's relatives
//! (`GenClobber`, Kings, Knights, Rooks, Queens, Anti-Clobber), Cram and
//! Amazons. CGSuite's own `GameGridTest` rows; Cram's strips against
//! Dawson's Kayles and its even boards against the symmetry strategy; and
//! for each ruleset, random small boards against a plain search over
//! moves written out again here from CGSuite's rules, and boards of two
//! parts against the sum of the parts.

use std::collections::HashMap;

use combinatorial_games::Game;
use combinatorial_games::expr::eval;
use combinatorial_games::games::Cell;
use combinatorial_games::games::{
    Amazons, COMPASS, ClobberRules, Cram, DIAGONAL, GenClobber, KNIGHTS_MOVE, ORTHOGONAL,
};
use combinatorial_games::rulesets::Ruleset;
use proptest::prelude::*;

mod grid_boards;
use grid_boards::{Board, at, beside, grid, plain, set, text};

fn ev(s: &str) -> String {
    eval(s)
        .map(|v| v.to_string())
        .unwrap_or_else(|e| format!("error: {e}"))
}

/// CGSuite's `GameGridTest` (lib/core/src/test/scala/org/cgsuite/lang).
#[test]
fn cgsuite_game_grid_rows() {
    for (input, expected) in [
        (
            "game.grid.Amazons(\"x...|o...\").CanonicalForm",
            "+-{3,{4|0,{1|0,*}},{4|{0,{1/2|0}|v},+-1,+-{1,{2|0}}}}",
        ),
        ("game.grid.Clobber(\"xox|ox.\").CanonicalForm", "{^^*|*,v}"),
        (
            "game.grid.GenClobber(directions => Coordinates.Diagonal)(\"xoxo|oox.|xxx.\").CanonicalForm",
            "{0,v*|vv}",
        ),
        ("game.grid.Kings(\"xox|ox.\").CanonicalForm", "{^^*|*,v[2]}"),
        ("game.grid.Rooks(\"xox|ox.\").CanonicalForm", "{^^*|0,*}"),
        ("game.grid.Queens(\"xox|ox.\").CanonicalForm", "^"),
        (
            "game.grid.AntiClobber(\"xoxo|oo..\").CanonicalForm",
            "{*|-1}",
        ),
        (
            "game.grid.Domineering(Grid.Empty(4,4)).CanonicalForm",
            "+-{0,{{2|0},2Tiny(2)|{2|0},Miny(2)}}",
        ),
        (
            "game.grid.Cram(\".........|##.######\").CanonicalForm",
            "*4",
        ),
        (
            "game.grid.Cram(\".........|##.######\").MisereCanonicalForm",
            "*[2[2]321]",
        ),
        (
            "game.grid.Amazons(\"x...|o...\").GridString",
            "\"x...|o...\"",
        ),
        (
            "game.grid.FoxAndGeese({(4,2),(4,4),(4,6),(4,8)}, (1,1)).GameValue",
            "{4*|7/2}",
        ),
        (
            "game.grid.CeyloneseFoxAndGeese({(4,2),(4,4),(4,6),(4,8)}, (1,1)).GameValue",
            "{9||4v[on]*|5/2*|||3|5/2*,5/2v||5/2}",
        ),
    ] {
        assert_eq!(ev(input), expected, "{input}");
    }
}

/// The named variants are `GenClobber` with CGSuite's arguments.
#[test]
fn named_variants_are_gen_clobber_instances() {
    for (name, args) in [
        ("Kings", "directions => Coordinates.Compass"),
        ("Knights", "directions => Coordinates.KnightsMove"),
        ("Rooks", "maxDistance => inf"),
        (
            "Queens",
            "directions => Coordinates.Compass, maxDistance => inf",
        ),
        (
            "AntiClobber",
            "clobbered => {Left => {0}, Right => {0}}, leftBehind => {Left => 2, Right => 1}",
        ),
        ("HotClobber", "clobbered => {Left => {1,2}, Right => {1,2}}"),
    ] {
        for board in ["xox|ox.", "xo.x|.oxo", "x..o|.xo.|o..x"] {
            let named = ev(&format!("{name}(\"{board}\")"));
            let schema = ev(&format!("GenClobber({args})(\"{board}\")"));
            assert_eq!(named, schema, "{name} {board}");
        }
    }
}

/// Hot Clobber by hand: `xx` is Left's alone (she takes her own stone, and
/// one stone cannot move): {0|} = 1. In `xxo` Left moves to `.xo` (*),
/// `x.o` or `x.x` (0), Right to `xo.` (*): {0,*|*}, and Left's * reverses
/// through its 0 (the whole is positive), leaving {0|*} = ^.
#[test]
fn hot_clobber_by_hand() {
    for (board, value) in [
        ("xx", "1"),
        ("x|x", "1"),
        ("xo", "*"),
        ("xxo", "^"),
        ("oox", "v"),
    ] {
        assert_eq!(ev(&format!("HotClobber(\"{board}\")")), value, "{board}");
    }
    assert_eq!(ev("game.grid.HotClobber(\"xxo\")"), "^");
}

/// A 1 x n strip of Cram is a heap of Dawson's Kayles (a domino takes two
/// adjacent squares: the octal game 0.07).
#[test]
fn cram_strips_are_dawsons_kayles() {
    for n in 1..=16 {
        let strip = ".".repeat(n);
        assert_eq!(
            ev(&format!("Cram(\"{strip}\")")),
            ev(&format!("DawsonsKayles({n})")),
            "1 x {n}"
        );
    }
}

/// Cram's nim-values on empty rectangles, as MCGS computed them with the
/// Lemoine-Viennot algorithm in 2025 (ualberta-mueller-group/MCGS,
/// input/impartial/impartial-easy/cram_easy.test and impartial-medium/
/// cram_medium.test). By hand, a board with both sides even is 0 (the
/// second player answers each domino by its image through the centre), and
/// one even side and one odd side is not 0 (the first player covers the
/// two centre squares, then answers the same way); the values are the
/// table's.
#[test]
fn cram_rectangles_match_mcgs_table() {
    let table: [(usize, usize, u64); 14] = [
        (2, 2, 0),
        (2, 3, 1),
        (2, 9, 1),
        (2, 16, 0),
        (3, 3, 0),
        (3, 4, 1),
        (3, 5, 1),
        (3, 6, 4),
        (3, 7, 1),
        (3, 8, 3),
        (3, 9, 1),
        (4, 5, 2),
        (4, 6, 0),
        (5, 5, 0),
    ];
    for (h, w, nim) in table {
        let board = vec![".".repeat(w); h].join("|");
        assert_eq!(
            ev(&format!("Cram(\"{board}\")")),
            ev(&format!("*{nim}")),
            "{h} x {w}"
        );
    }
}

/// A strip's misère form is a Dawson's Kayles heap's too: the board's is
/// built from its moves, the heap's from the octal code's rules.
#[test]
fn cram_strips_are_dawsons_kayles_in_misere_play() {
    for n in 1..=12 {
        let strip = ".".repeat(n);
        assert_eq!(
            ev(&format!("Cram(\"{strip}\").MisereCanonicalForm")),
            ev(&format!("DawsonsKayles({n}).MisereCanonicalForm")),
            "1 x {n}"
        );
    }
    // A board named keeps its squares; a partizan board has no form.
    assert_eq!(ev("G := Cram(\"....\"); G.MisereCanonicalForm"), "*[2]");
    assert!(ev("Clobber(\"xo\").MisereCanonicalForm").starts_with("error: Clobber is partizan"));
}

/// Cram on an even by even board is a second-player win (the second
/// player answers each domino with its image through the centre, which
/// never overlaps it), so 0; on an even by odd board the first player
/// takes the two central squares along the even side and then mirrors,
/// so it is a first-player win: a nimber other than 0.
/// Small Cram boards by hand, from the mex rule.
#[test]
fn cram_small_boards_by_hand() {
    // Two squares side by side: one move, to nothing: *.
    assert_eq!(ev("Cram(\"###|...\")"), "*");
    // An L of four (a row of three and a square above its end): the
    // domino on the upright leaves a pair (*), the one at the row's far
    // end leaves the upright pair (*), the one at the corner leaves two
    // lone squares (0): mex{1, 0} = *2.
    assert_eq!(ev("Cram(\"##.|...\")"), "*2");
    // 2 x 3: an upright domino at an end leaves 2 x 2 (0), in the middle
    // two upright pairs (* + * = 0); each of the four lying dominoes
    // leaves an L of four (*2): mex{0, 2} = *.
    assert_eq!(ev("Cram(Grid.Empty(2, 3))"), "*");
}

#[test]
fn cram_symmetry_strategies() {
    for (h, w) in [(2, 2), (2, 4), (4, 4), (2, 6)] {
        assert_eq!(ev(&format!("Cram(Grid.Empty({h},{w}))")), "0", "{h} x {w}");
    }
    for (h, w) in [(2, 3), (2, 5), (4, 3), (2, 7)] {
        let v = ev(&format!("Cram(Grid.Empty({h},{w}))"));
        assert!(v.starts_with('*'), "{h} x {w}: {v}");
    }
}

#[test]
fn bad_grid_arguments_are_errors() {
    for bad in [
        "GenClobber(directions => [(0,0)])",
        "GenClobber(directions => [])",
        "GenClobber(directions => 3)",
        "GenClobber(maxDistance => 0)",
        "GenClobber(clobbered => {Left => {3}, Right => {1}})",
        "GenClobber(clobbered => {Left => {1}})",
        "GenClobber(leftBehind => {Left => 5, Right => 0})",
        "GenClobber(colour => 1)",
        "GenClobber(clobbered => {Left => {0}, Right => {0}})",
        "GenClobber(leftBehind => {Left => 2, Right => 1})",
        "Kings(\"xq\")",
        "Amazons(\"x.|o\")",
        "Cram(5)",
        "Grid.Empty(-1, 3)",
        "Cram(Grid.Empty(0, 3))",
        "Grid.Empty(100, 100)",
        "Coordinates.Sideways",
        "FoxAndGeese({(3,1),(3,3),(3,5),(3,7)}, (1,6))",
        "FoxAndGeese({(3,1),(3,3),(2,5),(3,7)}, (1,1))",
        "FoxAndGeese({(3,1)}, (3,1))",
        "FoxAndGeese([(3,1),(3,1)], (1,1))",
        "FoxAndGeese({(3,9)}, (1,1))",
    ] {
        assert!(eval(bad).is_err(), "{bad}");
    }
}

// ---- a plain search over moves written out again ----

/// Whether the player to move (Left when `left`) wins in misère play,
/// where the player who cannot move wins.
fn misere_wins(
    b: &Board,
    left: bool,
    moves: &dyn Fn(&Board, bool) -> Vec<Board>,
    memo: &mut HashMap<(Board, bool), bool>,
) -> bool {
    if let Some(&w) = memo.get(&(b.clone(), left)) {
        return w;
    }
    let after = moves(b, left);
    let w = after.is_empty() || after.iter().any(|q| !misere_wins(q, !left, moves, memo));
    memo.insert((b.clone(), left), w);
    w
}

/// The misère outcome class from [`misere_wins`], as CGSuite prints it.
fn misere_outcome(b: &Board, moves: &dyn Fn(&Board, bool) -> Vec<Board>) -> &'static str {
    let memo = &mut HashMap::new();
    match (
        misere_wins(b, true, moves, memo),
        misere_wins(b, false, moves, memo),
    ) {
        (true, true) => "N",
        (true, false) => "L",
        (false, true) => "R",
        (false, false) => "P",
    }
}

fn cell_char(c: Cell) -> u8 {
    match c {
        Cell::Empty => b'.',
        Cell::Left => b'x',
        Cell::Right => b'o',
    }
}

/// GenClobber as CGSuite's `Options`: from each of our stones, in each
/// direction, past empty squares while fewer than `maxDistance` steps,
/// onto the square reached if its contents may be clobbered.
fn clobber_moves(r: &ClobberRules) -> impl Fn(&Board, bool) -> Vec<Board> + '_ {
    move |b: &Board, left: bool| {
        let (us, k) = if left { (b'x', 0) } else { (b'o', 1) };
        let takes: Vec<u8> = r.clobbered[k].iter().map(|&c| cell_char(c)).collect();
        let behind = cell_char(r.left_behind[k]);
        let limit = r.max_distance.map_or(i32::MAX, i32::from);
        let mut out = Vec::new();
        for (i, row) in b.iter().enumerate() {
            for (j, &x) in row.iter().enumerate() {
                if x != us {
                    continue;
                }
                let (i, j) = (i as i32, j as i32);
                for &(dr, dc) in &r.directions {
                    let (dr, dc) = (i32::from(dr), i32::from(dc));
                    let mut n = 1;
                    while n < limit && at(b, i + n * dr, j + n * dc) == Some(b'.') {
                        n += 1;
                    }
                    if let Some(t) = at(b, i + n * dr, j + n * dc)
                        && takes.contains(&t)
                    {
                        out.push(set(b, &[(i, j, behind), (i + n * dr, j + n * dc, us)]));
                    }
                }
            }
        }
        out
    }
}

fn amazons_moves(b: &Board, left: bool) -> Vec<Board> {
    let us = if left { b'x' } else { b'o' };
    let mut out = Vec::new();
    for (i, row) in b.iter().enumerate() {
        for (j, &x) in row.iter().enumerate() {
            if x != us {
                continue;
            }
            let (i, j) = (i as i32, j as i32);
            let lifted = set(b, &[(i, j, b'.')]);
            for &(dr, dc) in &COMPASS {
                let (dr, dc) = (i32::from(dr), i32::from(dc));
                let mut n = 1;
                while at(&lifted, i + n * dr, j + n * dc) == Some(b'.') {
                    let (r, c) = (i + n * dr, j + n * dc);
                    let landed = set(&lifted, &[(r, c, us)]);
                    for &(ar, ac) in &COMPASS {
                        let (ar, ac) = (i32::from(ar), i32::from(ac));
                        let mut m = 1;
                        while at(&landed, r + m * ar, c + m * ac) == Some(b'.') {
                            out.push(set(&landed, &[(r + m * ar, c + m * ac, b'#')]));
                            m += 1;
                        }
                    }
                    n += 1;
                }
            }
        }
    }
    out
}

fn cram_moves(b: &Board, _: bool) -> Vec<Board> {
    let mut out = Vec::new();
    for (i, row) in b.iter().enumerate() {
        for j in 0..row.len() {
            let (i, j) = (i as i32, j as i32);
            for (dr, dc) in [(0, 1), (1, 0)] {
                if at(b, i, j) == Some(b'.') && at(b, i + dr, j + dc) == Some(b'.') {
                    out.push(set(b, &[(i, j, b'#'), (i + dr, j + dc, b'#')]));
                }
            }
        }
    }
    out
}

/// Rules of the two short families: every move takes a stone off (lands
/// on stones, leaves the square empty), or every move fills a square
/// (lands on an empty square, leaves a stone).
fn clobber_rules() -> impl Strategy<Value = ClobberRules> {
    let dirs = prop_oneof![
        Just(ORTHOGONAL.to_vec()),
        Just(DIAGONAL.to_vec()),
        Just(COMPASS.to_vec()),
        Just(KNIGHTS_MOVE.to_vec()),
        Just(vec![(0, 1), (1, 1)]),
    ];
    let stones = proptest::sample::subsequence(vec![Cell::Left, Cell::Right], 1..=2);
    let stone = proptest::sample::select(vec![Cell::Left, Cell::Right]);
    let dist = prop_oneof![Just(Some(1u8)), Just(Some(2)), Just(None)];
    (
        dirs,
        stones.clone(),
        stones,
        stone.clone(),
        stone,
        dist,
        any::<bool>(),
    )
        .prop_map(|(directions, l, r, bl, br, max_distance, take)| {
            let (clobbered, left_behind) = if take {
                ([l, r], [Cell::Empty, Cell::Empty])
            } else {
                ([vec![Cell::Empty], vec![Cell::Empty]], [bl, br])
            };
            ClobberRules {
                directions,
                clobbered,
                left_behind,
                max_distance,
            }
        })
}

/// `r` as the catalogue's rule words, every rule written out (the steps
/// one by one), then the board.
fn clobber_words(r: &ClobberRules, board: &str) -> String {
    let steps: Vec<String> = r
        .directions
        .iter()
        .map(|(a, b)| format!("({a},{b})"))
        .collect();
    let squares =
        |cs: &[Cell]| String::from_utf8(cs.iter().map(|&c| cell_char(c)).collect()).unwrap();
    let distance = r.max_distance.map_or("inf".to_string(), |n| n.to_string());
    format!(
        "directions={} clobbered={}/{} leftBehind={}/{} maxDistance={distance} {board}",
        steps.join(","),
        squares(&r.clobbered[0]),
        squares(&r.clobbered[1]),
        squares(&r.left_behind[..1]),
        squares(&r.left_behind[1..]),
    )
}

#[test]
fn the_catalogue_gen_clobber_reads_its_rules() {
    use combinatorial_games::games::{self, GameError};
    let value = |b: &str| games::parse("gen-clobber", b).unwrap().value().unwrap();
    // x.|.o: along diagonals either stone takes the other and the one left
    // cannot move: {0|0} = *; orthogonally they never meet: 0.
    assert_eq!(value("directions=diagonal x.|.o"), Game::star());
    assert_eq!(value("x.|.o"), Game::zero());
    // Anti-Clobber's rules as words are the catalogue's Anti-Clobber.
    let anti = "clobbered=./. leftBehind=o/x xo.|..o";
    let theirs = games::parse("anti-clobber", "xo.|..o")
        .unwrap()
        .value()
        .unwrap();
    assert_eq!(value(anti), theirs);
    let p = games::parse("genclobber", "maxDistance=inf Directions=COMPASS x..o R").unwrap();
    assert_eq!(p.board(), "directions=compass maxDistance=inf x..o R");
    for (bad, says) in [
        ("directions=(1,2 xo", "directions is orthogonal"),
        ("clobbered=o xo", "clobbered gives Left's squares"),
        ("clobbered=./. xo", "can repeat a position"),
        ("maxDistance=0 xo", "maxDistance must be"),
        ("xo|o", "row"),
    ] {
        match games::parse("gen-clobber", bad) {
            Err(GameError::BadBoard { problem, .. }) => {
                assert!(problem.contains(says), "{bad}: {problem}")
            }
            other => panic!("{bad}: {other:?}"),
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    /// The catalogue's Generalized Clobber, its rules as words, against
    /// the plain search; the board it prints reads back.
    #[test]
    fn the_catalogue_gen_clobber_matches_a_plain_search(b in grid("xo..", 2, 3), r in clobber_rules()) {
        use combinatorial_games::games;
        let p = games::parse("gen-clobber", &clobber_words(&r, &text(&b))).unwrap();
        let moves = clobber_moves(&r);
        prop_assert_eq!(p.value().unwrap(), plain(&b, &moves, &mut HashMap::new()));
        let again = games::parse("gen-clobber", &p.board()).unwrap();
        prop_assert_eq!(again.board(), p.board());
    }

    #[test]
    fn gen_clobber_matches_a_plain_search(b in grid("xo..", 2, 3), r in clobber_rules()) {
        let ours = GenClobber::new(r.clone(), &text(&b)).unwrap().value();
        let moves = clobber_moves(&r);
        prop_assert_eq!(ours, plain(&b, &moves, &mut HashMap::new()), "{} under {}", text(&b), r);
    }

    #[test]
    fn gen_clobber_parts_add(a in grid("xo.", 2, 2), b in grid("xo.", 2, 2), r in clobber_rules()) {
        // A column of squares no stone may enter or cross keeps them apart
        // (a knight would jump it).
        prop_assume!(r.directions.iter().all(|&(_, c)| c.abs() <= 1));
        let whole = GenClobber::new(r.clone(), &text(&beside(&a, &b, b'#'))).unwrap().value();
        let parts = GenClobber::new(r.clone(), &text(&a)).unwrap().value()
            + GenClobber::new(r.clone(), &text(&b)).unwrap().value();
        prop_assert_eq!(whole, parts);
    }

    #[test]
    fn amazons_matches_a_plain_search(b in grid("xo...#", 2, 3)) {
        let ours: Amazons = text(&b).parse().unwrap();
        prop_assert_eq!(ours.value(), plain(&b, &amazons_moves, &mut HashMap::new()), "{}", text(&b));
    }

    #[test]
    fn amazons_parts_add(a in grid("xo..#", 2, 2), b in grid("xo..#", 2, 2)) {
        let whole: Amazons = text(&beside(&a, &b, b'#')).parse().unwrap();
        let (pa, pb): (Amazons, Amazons) = (text(&a).parse().unwrap(), text(&b).parse().unwrap());
        // Every queen step changes column by at most one: none crosses a
        // burnt column.
        prop_assert_eq!(whole.value(), pa.value() + pb.value());
    }

    #[test]
    fn cram_matches_a_plain_search(b in grid("...#", 3, 3)) {
        let ours: Cram = text(&b).parse().unwrap();
        prop_assert_eq!(ours.value(), plain(&b, &cram_moves, &mut HashMap::new()), "{}", text(&b));
    }

    #[test]
    fn cram_parts_add(a in grid("..#", 2, 3), b in grid("..#", 2, 2)) {
        let whole: Cram = text(&beside(&a, &b, b'#')).parse().unwrap();
        let (pa, pb): (Cram, Cram) = (text(&a).parse().unwrap(), text(&b).parse().unwrap());
        prop_assert_eq!(whole.value(), pa.value() + pb.value());
    }

    /// A board's misère outcome comes from its moves: the normal-play
    /// canonical form drops options that misère play can need.
    #[test]
    fn amazons_misere_outcome_matches_a_plain_search(b in grid("xo...#", 2, 3)) {
        let ours = ev(&format!("Amazons(\"{}\").MisereOutcomeClass", text(&b)));
        prop_assert_eq!(ours, misere_outcome(&b, &amazons_moves), "{}", text(&b));
    }

    #[test]
    fn cram_misere_forms_match_a_plain_search(b in grid("...#", 3, 3)) {
        let ours = ev(&format!("Cram(\"{}\").MisereOutcomeClass", text(&b)));
        prop_assert_eq!(ours, misere_outcome(&b, &cram_moves), "{}", text(&b));
    }

    /// The misère form of two boards apart is the misère sum of theirs.
    #[test]
    fn cram_misere_forms_add(a in grid("..#", 2, 3), b in grid("..#", 2, 2)) {
        let form = |b: &Board| ev(&format!("Cram(\"{}\").MisereCanonicalForm", text(b)));
        let whole = form(&beside(&a, &b, b'#'));
        prop_assert_eq!(whole, ev(&format!("{} + {}", form(&a), form(&b))));
    }
}
