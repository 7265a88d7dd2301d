//! A board of the catalogue read as a game position, as CGSuite reads it:
//! `LeftOptions`, `RightOptions`, `Options` and `Followers` list boards,
//! not the options of the board's canonical form. Expected counts come
//! from CGSuite's `GameTest` and from counting by hand or by a second
//! method written here (which sets of squares dominoes can tile).

use combinatorial_games::expr::eval;

fn ev(s: &str) -> String {
    eval(s)
        .map(|v| v.to_string())
        .unwrap_or_else(|e| format!("error: {e}"))
}

/// CGSuite's `GameTest` row "Followers".
#[test]
fn amazons_followers_as_cgsuite_counts_them() {
    assert_eq!(
        ev("game.grid.Amazons(\"x...|o...\").Followers.Size"),
        "2784"
    );
}

/// Whether dominoes tile exactly the squares in `set` (bit `r·cols + c`):
/// the lowest square must pair with its right or lower neighbour.
fn tileable(set: u32, cols: u32) -> bool {
    if set == 0 {
        return true;
    }
    let low = set.trailing_zeros();
    let right = (low % cols + 1 < cols).then_some(low + 1);
    let below = (low + cols < 32).then_some(low + cols);
    [right, below].into_iter().flatten().any(|other| {
        let pair = (1 << low) | (1 << other);
        set & pair == pair && tileable(set & !pair, cols)
    })
}

/// The followers of an empty Domineering board are the sets of squares
/// that dominoes of either direction can fill: every such set is reached
/// by placing its dominoes, and every position is such a set.
#[test]
fn domineering_followers_are_the_tileable_sets() {
    for (rows, cols) in [(1, 5), (2, 2), (2, 4), (3, 3), (3, 4), (2, 6)] {
        let squares = rows * cols;
        let expected = (0u32..1 << squares).filter(|&s| tileable(s, cols)).count();
        let row = ".".repeat(cols as usize);
        let board = vec![row; rows as usize].join("|");
        assert_eq!(
            ev(&format!("Domineering(\"{board}\").Followers.Size")),
            expected.to_string(),
            "{rows} x {cols}"
        );
    }
}

#[test]
fn options_of_a_board_are_its_moves() {
    // 2 x 3: Left has three columns for a vertical domino, Right two
    // places in each row for a horizontal one.
    assert_eq!(ev("Domineering(\"...|...\").LeftOptions.Size"), "3");
    assert_eq!(ev("Domineering(\"...|...\").RightOptions.Size"), "4");
    assert_eq!(ev("Domineering(\"...|...\").Options(Right).Size"), "4");
    // The canonical form has one Left option: the middle column leaves two
    // columns, 1 + 1 = 2, which beats the outer columns' {1|-1}.
    assert_eq!(
        ev("Domineering(\"...|...\").CanonicalForm.LeftOptions.Size"),
        "1"
    );
    // A vertical domino in either column of a 2 x 2 board leaves a column
    // where only Left can play: 1.
    assert_eq!(ev("Domineering(\"..|..\").LeftOptions"), "{1,1}");
}

#[test]
fn options_without_a_player() {
    // Cram gives both players every domino: 3 vertical and 4 horizontal.
    assert_eq!(ev("Cram(\"...|...\").Options.Size"), "7");
    // Kayles on a row of three: take one pin (3 ways) or two neighbours
    // (2 ways); the values are *2, 0 and *2, then * and *.
    assert_eq!(ev("Kayles(\"III\").Options.Size"), "5");
    let mut values: Vec<String> = ev("Kayles(\"III\").Options")
        .trim_matches(['{', '}'])
        .split(',')
        .map(String::from)
        .collect();
    values.sort();
    assert_eq!(values, ["*", "*", "*2", "*2", "0"]);
    let err = ev("Domineering(\"...|...\").Options");
    assert!(err.contains("name the player"), "{err}");
}

#[test]
fn followers_are_bounded() {
    // A row of 40 pins reaches far more than 100 000 positions.
    let row = "I".repeat(40);
    let err = ev(&format!("Kayles(\"{row}\").Followers.Size"));
    assert!(err.contains("more than 100000 followers"), "{err}");
}

#[test]
fn followers_of_a_board_are_boards() {
    // Each follower keeps its board: its own options are positions too.
    // Domineering 1 x 3: Right's two moves leave one square each.
    assert_eq!(
        ev("[x.RightOptions.Size for x in Domineering(\"...\").Followers]"),
        "[2,0,0]"
    );
}
