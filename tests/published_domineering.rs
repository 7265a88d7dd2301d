//! Domineering rectangles against values published in the literature and
//! by CGSuite, and against small boards worked by hand. Left places
//! dominoes vertically, Right horizontally (CGSuite's and Winning Ways'
//! convention); `Grid.Empty(r, c)` has r rows and c columns.
//!
//! Sources:
//! - E. Berlekamp, "Blockbusting and Domineering", J. Combin. Theory A 49
//!   (1988) 67-116, appendix B.1: the board two columns wide and 2n rows
//!   tall, G_1 = ±1, G_2 = tiny-2, G_3 = ±1 + tiny-2 + tiny-2.
//! - R. K. Guy, "Unsolved problems in combinatorial games", Games of No
//!   Chance (1996), problem 4: David Wolfe's value 1 for the 4 x 5 board.
//! - G. C. Drummond-Cole, "An update on Domineering on rectangular boards",
//!   Integers 14 (2014) #G3 (arXiv:1305.3257): the 11 x 2 board is
//!   {1 ||| 1/2 | -1 || -3/2 | -7/2}.
//! - CGSuite 2.2's canonical forms, means and temperatures of the 2 x n
//!   boards, as recorded from CGSuite runs in pycgt's published-value tests.

use combinatorial_games::expr::eval;

fn ev(s: &str) -> String {
    eval(s)
        .map(|v| v.to_string())
        .unwrap_or_else(|e| format!("error: {e}"))
}

fn board(rows: usize, cols: usize) -> String {
    format!("game.grid.Domineering(Grid.Empty({rows}, {cols}))")
}

/// Whether the r x c board equals the game written `g`.
fn equals(rows: usize, cols: usize, g: &str) -> bool {
    ev(&format!("{} == {g}", board(rows, cols))) == "true"
}

#[test]
fn small_boards_by_hand() {
    // A row of n squares: only Right moves, and she fits n/2 dominoes
    // however she plays them, so the value is -floor(n/2); a column is
    // the negative.
    for n in 1..=9usize {
        let k = (n / 2) as i64;
        assert_eq!(ev(&board(1, n)), (-k).to_string(), "1 x {n}");
        assert_eq!(ev(&board(n, 1)), k.to_string(), "{n} x 1");
    }
    // 2 x 2: either player's domino leaves a column (1) or a row (-1)
    // for herself: {1|-1}.
    assert_eq!(ev(&board(2, 2)), "+-1");
    // 2 x 3. Left's domino in an end column leaves a 2 x 2 (±1), in the
    // middle two columns (1 + 1 = 2): ±1 < 2, so Left's option is 2.
    // Right's domino in any of her four places leaves an L of four
    // squares; there Left's domino leaves a row of two (-1), Right's
    // leaves a column of two (1) or two single squares (0): {-1|0} = -1/2.
    // So {2 | -1/2}, with nothing to reverse.
    assert_eq!(ev(&board(2, 3)), "{2|-1/2}");
    assert_eq!(ev(&board(3, 2)), "{1/2|-2}");
}

#[test]
fn turning_a_board_on_its_side_negates_it() {
    // Rotating the board swaps vertical and horizontal: Left's moves
    // become Right's.
    for r in 1..=4 {
        for c in 1..=4 {
            let s = format!("{} + {}", board(r, c), board(c, r));
            assert_eq!(ev(&s), "0", "{r} x {c}");
        }
    }
}

#[test]
fn berlekamp_1988_two_wide_boards() {
    assert!(equals(2, 2, "{1|-1}"));
    assert!(equals(4, 2, "{0||0|-2}"));
    assert!(equals(6, 2, "{1|-1} + {0||0|-2} + {0||0|-2}"));
    // And the same boards lying down are their negatives.
    assert!(equals(2, 4, "{2|0||0}"));
}

#[test]
fn wolfe_four_by_five() {
    assert_eq!(ev(&board(4, 5)), "1");
}

#[test]
fn drummond_cole_eleven_by_two() {
    assert!(equals(11, 2, "{1|{{1/2|-1}|{-3/2|-7/2}}}"));
    assert_eq!(ev(&board(11, 2)), "{1|||1/2|-1||-3/2|-7/2}");
}

#[test]
fn cgsuite_two_by_n_forms() {
    let forms = [
        (1, "1"),
        (2, "+-1"),
        (3, "{2|-1/2}"),
        (4, "Miny(2)"),
        (5, "1/2"),
        (6, "{1Miny(2)|-1}"),
        (7, "{3/2|-1/2}"),
        (8, "{2Miny(2)|0||-1/2|-2}"),
        (9, "{5/2|1/2||0|-3/2}"),
        (13, "0"),
    ];
    for (n, form) in forms {
        assert_eq!(ev(&board(2, n)), form, "2 x {n}");
    }
    // The same forms built from their parts, not read back as text.
    assert!(equals(2, 6, "{1 + {2|0||0} | -1}"));
    assert!(equals(2, 8, "{{2 + {2|0||0} | 0} | {-1/2|-2}}"));
}

#[test]
fn cgsuite_two_by_n_means_and_temperatures() {
    let rows = [
        (1, "1", "-1"),
        (2, "0", "1"),
        (3, "3/4", "5/4"),
        (4, "0", "0"),
        (5, "1/2", "-1/2"),
        (6, "0", "1"),
        (7, "1/2", "1"),
        (8, "-1/8", "9/8"),
        (9, "3/8", "9/8"),
        (10, "-5/16", "19/16"),
        (11, "3/16", "19/16"),
        (12, "-1/2", "0"),
    ];
    for (n, mean, temperature) in rows {
        let b = board(2, n);
        assert_eq!(ev(&format!("{b}.Mean")), mean, "mean of 2 x {n}");
        assert_eq!(
            ev(&format!("{b}.Temperature")),
            temperature,
            "temperature of 2 x {n}"
        );
    }
}
