//! A board written as a string that does not read: the error names one
//! column, the bad character's column in the input, and says once what a
//! board looks like. Columns here are counted by hand.

use combinatorial_games::expr::{Session, eval};

/// The error of `input`: its column and its message without the column.
fn error(input: &str) -> (usize, String) {
    let e = eval(input).expect_err(input);
    let text = e.to_string();
    let tail = format!(" at column {}", e.column());
    let message = text.strip_suffix(&tail).unwrap_or(&text).to_string();
    (e.column(), message)
}

#[test]
fn a_bad_character_in_a_string_is_pointed_at() {
    // C-o-l-(-"-L---.---x: the quote is column 5, so the board's fifth
    // character is column 10.
    let (column, message) = error("Col(\"L-.-x\")");
    assert_eq!(column, 10);
    assert!(
        message.starts_with("'x' is not a vertex or edge"),
        "{message}"
    );
    assert!(!message.contains("column"), "{message}");
    // TopplingDominoes( is 17 characters: the quote is 18, q is 20.
    let (column, message) = error("TopplingDominoes(\"lq\")");
    assert_eq!(column, 20);
    assert!(message.starts_with("'q' is not a domino."), "{message}");
    // The format is given once, with one example.
    assert_eq!(message.matches(" as in ").count(), 1, "{message}");
    // Spaces before the string move the column with it.
    assert_eq!(error("ToadsAndFrogs(  \"TT_x\")").0, 21);
}

#[test]
fn a_grid_keeps_its_row_and_column() {
    // Row 2, column 1 of xo|qo is its fourth character; the quote of
    // Clobber(" is column 9.
    let (column, message) = error("Clobber(\"xo|qo\")");
    assert_eq!(column, 13);
    assert!(message.starts_with("'q' at row 2, column 1 is not a square of Clobber"));
    assert_eq!(
        error("GenClobber(directions => Coordinates.Diagonal)(\"xo|oo|.q\")").0,
        48 + 8
    );
}

#[test]
fn a_board_from_a_name_says_whose_column() {
    let mut s = Session::new();
    s.eval("x := \"L-.-q\"").unwrap();
    let e = s.eval("Col(x)").unwrap_err();
    assert_eq!(e.column(), 5);
    assert!(
        e.to_string()
            .starts_with("'q' at column 5 of \"L-.-q\" is not"),
        "{e}"
    );
    let (column, message) = error("Col(\"L-\" + \"q\")");
    assert_eq!(column, 5);
    assert!(
        message.starts_with("'q' at column 3 of \"L-q\""),
        "{message}"
    );
}

#[test]
fn strings_and_pictures_of_hackenbush_each_get_their_own_complaint() {
    // A capital is a string's edge: the complaint is about Q, not L.
    let (column, message) = error("Hackenbush(\"LQ\")");
    assert_eq!(column, 14);
    assert!(message.starts_with("'Q' is not an edge"), "{message}");
    let (column, message) = error("Hackenbush(\"l(q\")");
    assert_eq!(column, 15);
    assert!(message.starts_with("'q' is not a vertex or edge of Hackenbush"));
    // Snort and Hackenbush read strips and graphs: their formats say so.
    assert!(message.contains("l(l;rl)"), "{message}");
    let (column, message) = error("Snort(\"L-q\")");
    assert_eq!(column, 10);
    assert!(message.contains("..L...") && message.contains("L-.-.(-.;-.)"));
}
