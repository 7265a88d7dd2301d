//! Fox and Geese against CGSuite's published values (its `GameGridTest`,
//! "define FoxAndGeese properly", and the `FoxAndGeese.ValuesTable` row),
//! and valued a second way: the whole game graph at once.

use combinatorial_games::games::{FoxAndGeese, FoxAndGeeseBoard, Square};
use combinatorial_games::loopy::{Explored, SidedValue, value_of};

/// An expression's value as printed, or its error.
fn ev(s: &str) -> String {
    combinatorial_games::expr::eval(s)
        .map(|v| v.to_string())
        .unwrap_or_else(|e| format!("error: {e}"))
}

fn sq(row: u8, col: u8) -> Square {
    Square { row, col }
}

fn board(width: u8, geese: &[(u8, u8)], fox: (u8, u8)) -> FoxAndGeeseBoard {
    let geese: Vec<Square> = geese.iter().map(|&(r, c)| sq(r, c)).collect();
    FoxAndGeeseBoard::new(width, &geese, sq(fox.0, fox.1)).unwrap()
}

fn value(rules: FoxAndGeese, b: &FoxAndGeeseBoard) -> String {
    value_of(&rules, b).unwrap().to_string()
}

#[test]
fn cgsuite_game_grid_test() {
    let four = [(4, 2), (4, 4), (4, 6), (4, 8)];
    assert_eq!(
        value(FoxAndGeese::STANDARD, &board(8, &four, (1, 1))),
        "{4*|7/2}"
    );
    assert_eq!(
        value(FoxAndGeese::CEYLONESE, &board(8, &four, (1, 1))),
        "{9||4v[on]*|5/2*|||3|5/2*,5/2v||5/2}"
    );
    // CGSuite's GenFoxAndGeese(boardWidth => 10): the board's rows are
    // ten squares wide.
    let wide = FoxAndGeese::STANDARD;
    let five = [(3, 1), (3, 3), (3, 5), (3, 7), (3, 9)];
    assert_eq!(value(wide, &board(10, &five, (1, 9))), "{6over|5*}");
}

/// CGSuite's `FoxAndGeese.ValuesTable({(3,1),(3,3),(3,5),(3,7)})`: the
/// value with the fox on each free light square of rows 1 and 2.
#[test]
fn cgsuite_values_table() {
    let geese = [(3, 1), (3, 3), (3, 5), (3, 7)];
    let table = [
        ((2, 2), "2over"),
        ((2, 4), "2"),
        ((2, 6), "3*"),
        ((2, 8), "4over"),
        ((1, 1), "{6|2over}"),
        ((1, 3), "{2over|2}"),
        ((1, 5), "{4|3||2}"),
        ((1, 7), "{4over|3*}"),
    ];
    for (fox, expected) in table {
        let b = board(8, &geese, fox);
        assert_eq!(value(FoxAndGeese::STANDARD, &b), expected, "fox at {fox:?}");
    }
}

/// Every position reached from CGSuite's boards, valued component by
/// component and as the whole graph, agree.
#[test]
fn components_agree_with_the_whole_graph() {
    let geese = [(3, 1), (3, 3), (3, 5), (3, 7)];
    for rules in [FoxAndGeese::STANDARD, FoxAndGeese::CEYLONESE] {
        let walk = Explored::new(&rules, &board(8, &geese, (1, 1))).unwrap();
        let parts = walk.values().unwrap();
        let whole = walk.graph().unwrap();
        for (i, v) in parts.iter().enumerate() {
            let w = SidedValue::from_graph(&whole, i as u32).unwrap();
            assert_eq!(v, &w, "{}", walk.positions()[i]);
        }
    }
}

/// Winning Ways (2nd ed., vol. 3, ch. 20): the usual start on the 8 x 8
/// board, four geese on the far row and the fox in the middle of his, is
/// 2 + over (Jonathan Welton's correction of the first edition's 1 +
/// over, which assumed a board without end). 721 696 positions.
#[test]
fn winning_ways_start_position_is_two_over() {
    let geese = [(8, 2), (8, 4), (8, 6), (8, 8)];
    let b = board(8, &geese, (1, 5));
    assert_eq!(value(FoxAndGeese::STANDARD, &b), "2over");
}

/// Who wins, by a plain search of the alternating game: a player without
/// a move loses, and a free fox (`off`) wins whoever is to move. Every
/// play ends: each goose move goes down, and the fox moves only between
/// them.
fn wins(
    rules: &FoxAndGeese,
    p: &FoxAndGeeseBoard,
    left_to_move: bool,
    memo: &mut std::collections::HashMap<(FoxAndGeeseBoard, bool), bool>,
) -> bool {
    use combinatorial_games::Player;
    use combinatorial_games::loopy::LoopyRules;
    if rules.known(p).is_some() {
        return !left_to_move;
    }
    if let Some(&w) = memo.get(&(p.clone(), left_to_move)) {
        return w;
    }
    let player = if left_to_move {
        Player::Left
    } else {
        Player::Right
    };
    let w = rules
        .options(p, player)
        .iter()
        .any(|q| !wins(rules, q, !left_to_move, memo));
    memo.insert((p.clone(), left_to_move), w);
    w
}

/// The catalogue's verdicts, found from the values, against the search:
/// every position reached from two of CGSuite's boards, either player to
/// move.
#[test]
fn verdicts_from_values_agree_with_a_search() {
    use combinatorial_games::games;
    use combinatorial_games::play::Searcher;
    use combinatorial_games::retrograde::Value;
    let mut memo = std::collections::HashMap::new();
    let mut checked = 0;
    for (id, rules, text) in [
        (
            "foxandgeese",
            FoxAndGeese::STANDARD,
            "x.x.x.x.|........|o.......",
        ),
        (
            "ceylonese",
            FoxAndGeese::CEYLONESE,
            "x.x.x.x.|........|o.......",
        ),
    ] {
        memo.clear();
        let start: FoxAndGeeseBoard = text.parse().unwrap();
        let walk = Explored::new(&rules, &start).unwrap();
        for p in walk.positions().iter().step_by(7) {
            for (side, left) in [("", true), (" R", false)] {
                let pos = games::parse(id, &format!("{p}{side}")).unwrap();
                let v = pos.verdict(&mut Searcher::default()).unwrap().value;
                let expected = if wins(&rules, p, left, &mut memo) {
                    Value::Win
                } else {
                    Value::Lose
                };
                assert_eq!(v, expected, "{id} {p}{side}");
                checked += 1;
            }
        }
    }
    assert!(checked > 300, "{checked}");
}

#[test]
fn the_catalogue_and_the_language_give_the_same_values() {
    use combinatorial_games::{expr, games};
    let b = ".x.x.x.x|........|........|o.......";
    let p = games::parse("fox", b).unwrap();
    assert_eq!(p.value().unwrap().to_string(), "{4*|7/2}");
    let call = format!("CeyloneseFoxAndGeese(\"{b}\")");
    assert_eq!(
        expr::eval(&call).unwrap().to_string(),
        "{9||4v[on]*|5/2*|||3|5/2*,5/2v||5/2}"
    );
    // Boards CGSuite refuses are refused, with the reason.
    let e = games::parse("fox", "x.x.|....|.o..")
        .unwrap_err()
        .to_string();
    assert!(e.contains("dark square"), "{e}");
    let e = games::parse("fox", "x.x.|....|....")
        .unwrap_err()
        .to_string();
    assert!(e.contains("exactly one fox"), "{e}");
    let e = games::parse("fox", "x.x.|...|o...")
        .unwrap_err()
        .to_string();
    assert!(e.contains("as wide"), "{e}");
    assert!(FoxAndGeese::new(0).is_err());
}

/// CGSuite's `GenFoxAndGeese` in the language: its `GameGridTest` rows,
/// and the same values as the library's rules on the same boards.
#[test]
fn gen_fox_and_geese_in_the_language() {
    // CGSuite's row "GenFoxAndGeese", published there.
    assert_eq!(
        ev(
            "game.grid.GenFoxAndGeese(boardWidth => 10)({(3,1),(3,3),(3,5),(3,7),(3,9)}, (1,9)).GameValue"
        ),
        "{6over|5*}"
    );
    // The library on the same board, a second way in.
    let ten = board(10, &[(3, 1), (3, 3), (3, 5), (3, 7), (3, 9)], (1, 9));
    assert_eq!(value(FoxAndGeese::STANDARD, &ten), "{6over|5*}");
    // foxRange 2 is Ceylonese, the defaults are the usual game.
    let four = "{(4,2),(4,4),(4,6),(4,8)}, (1,1)";
    assert_eq!(
        ev(&format!("GenFoxAndGeese(foxRange => 2)({four})")),
        ev(&format!("CeyloneseFoxAndGeese({four})"))
    );
    assert_eq!(ev(&format!("GenFoxAndGeese()({four})")), "{4*|7/2}");
    // A range of 3 against the library's rules with range 3.
    let three = FoxAndGeese::new(3).unwrap();
    let b = board(6, &[(4, 2), (4, 4), (4, 6)], (1, 3));
    assert_eq!(
        ev("GenFoxAndGeese(boardWidth => 6, foxRange => 3)({(4,2),(4,4),(4,6)}, (1,3))"),
        value(three, &b)
    );
    // Or applied to a board's text, as wide as the rules say.
    assert_eq!(
        ev("GenFoxAndGeese(boardWidth => 6, foxRange => 3)(\".x.x.x|......|......|..o...\")"),
        value(three, &b)
    );
    assert_eq!(
        ev("GenFoxAndGeese(boardWidth => 6)"),
        "GenFoxAndGeese(boardWidth => 6, foxRange => 1)"
    );
    // CGSuite's validation rows, and more bad input.
    for bad in [
        "game.grid.GenFoxAndGeese(foxRange => 0)",
        "GenFoxAndGeese(boardWidth => 33)",
        "GenFoxAndGeese(width => 3)",
        "GenFoxAndGeese(boardWidth => 5)(\"x.x.|....|o...\")",
        "GenFoxAndGeese()({(3,1)}, (1,9))",
        "game.grid.FoxAndGeese({(3,1),(3,3),(3,5),(3,7)}, (1,6))",
        "game.grid.FoxAndGeese({(3,1),(3,3),(2,5),(3,7)}, (1,1))",
    ] {
        assert!(ev(bad).starts_with("error"), "{bad}: {}", ev(bad));
    }
}

/// `ValuesTable` in the language prints CGSuite's row exactly (its
/// `GameGridTest` "FoxAndGeese.ValuesTable"), and a `GenFoxAndGeese`'s
/// table has the library's value in each cell.
#[test]
fn values_table_in_the_language() {
    let cgsuite = [
        "        X |       |         X |   |        X |    |          X |      ",
        "----------+-------+-----------+---+----------+----+------------+------",
        "          | 2over |           | 2 |          | 3* |            | 4over",
        "----------+-------+-----------+---+----------+----+------------+------",
        "{6|2over} |       | {2over|2} |   | {4|3||2} |    | {4over|3*} |      ",
    ]
    .join("\n");
    assert_eq!(
        ev("game.grid.FoxAndGeese.ValuesTable({(3,1),(3,3),(3,5),(3,7)})"),
        cgsuite
    );
    // Four wide, range 2: the geese on row 2, the fox on row 1's two dark
    // squares, each cell the library's value.
    let three = FoxAndGeese::new(2).unwrap();
    let cells: Vec<String> = [(1, 1), (1, 3)]
        .iter()
        .map(|&fox| value(three, &board(4, &[(2, 2), (2, 4)], fox)))
        .collect();
    let table = ev("GenFoxAndGeese(boardWidth => 4, foxRange => 2).ValuesTable([(2,2),(2,4)])");
    let rows: Vec<Vec<&str>> = table
        .lines()
        .step_by(2)
        .map(|l| l.split('|').map(str::trim).collect())
        .collect();
    assert_eq!(
        rows,
        [vec!["", "X", "", "X"], vec![&cells[0], "", &cells[1], ""]]
    );
    assert!(ev("Nim.ValuesTable([(2,2)])").starts_with("error"));
    assert!(ev("FoxAndGeese.ValuesTable([(2,1)])").starts_with("error"));
}
