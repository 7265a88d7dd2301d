//! CGSuite 2.1.1's outcomes and nim-values of boards, as the test inputs
//! of MCGS quote them (ualberta-mueller-group/MCGS, input/main_tests/:
//! the files named by each row). MCGS writes X for Left's stones (Black,
//! who places vertical dominoes in Domineering and splits up and down in
//! Fission) and O for Right's; `B win, W loss` (Left wins moving first,
//! loses moving second) is L, `B loss, W win` R, both losses P, both wins
//! N. Rows of several rulesets, so that a change of a convention (who is
//! who, which way a piece goes) or of a ruleset's moves shows here.

use combinatorial_games::expr::eval;

fn outcome(expr: &str) -> String {
    match eval(&format!("({expr}).OutcomeClass")) {
        Ok(v) => v.to_string(),
        Err(e) => panic!("{expr}: {e}"),
    }
}

#[test]
fn partizan_boards() {
    let gen_1211 =
        "GenToadsAndFrogs(minSlide => 1, maxSlide => 2, maxJump => 1, allowFriendlyJump => true)";
    let gen_2320 =
        "GenToadsAndFrogs(minSlide => 2, maxSlide => 3, maxJump => 2, allowFriendlyJump => false)";
    let rows = [
        // domineering_autotests/6x6.test
        ("Domineering(\"....#.|..##.#|###..#|.###..|.###..|..#...\")".to_string(), "R"),
        ("Domineering(\"..#.##|..##.#|.....#|#..#.#|......|#.##..\")".to_string(), "R"),
        // toppling_dominoes_autotests/td_20.test (# green, here e)
        ("TopplingDominoes(\"rlrlllerlellererlrlr\")".to_string(), "R"),
        ("TopplingDominoes(\"llrerlllrrrrlrrllrll\")".to_string(), "L"),
        // toppling_dominoes_autotests/td_3x10.test: sums of three rows
        (
            "TopplingDominoes(\"rllrrrrllr\") + TopplingDominoes(\"rlererrrel\") + TopplingDominoes(\"lleelellel\")".to_string(),
            "L",
        ),
        (
            "TopplingDominoes(\"rrrrlrerll\") + TopplingDominoes(\"ellllerrrl\") + TopplingDominoes(\"llrllrlrel\")".to_string(),
            "N",
        ),
        // fission_autotests/fission_5x5_easy.test
        ("Fission(\"..#..|.....|...#.|..x#.|.....\")".to_string(), "P"),
        ("Fission(\".....|.x...|.x...|..x##|...#.\")".to_string(), "L"),
        // amazons_autotests/4x4.test
        ("Amazons(\".#..|X.#.|#X#.|#..#\")".to_string(), "L"),
        ("Amazons(\"...#|....|#.##|..#.\")".to_string(), "P"),
        // gen_toads_autotests/gen_toads_1211.test and gen_toads_2320.test
        (format!("{gen_1211}(\"t.ft..f......fft...t\")"), "R"),
        (format!("{gen_1211}(\"...ft......t..f.ff.t\")"), "R"),
        (format!("{gen_2320}(\"...f.ft...ft.tf.\")"), "R"),
        (format!("{gen_2320}(\"..ttf...f.......\")"), "L"),
    ];
    for (expr, want) in rows {
        assert_eq!(outcome(&expr), want, "{expr}");
    }
}

/// Cannibal Clobber, where a stone may clobber a stone of either colour:
/// CGSuite's `GenClobber(clobbered => {Left => {1,2}, Right => {1,2}})`.
/// Rows of cannibal_clobber/3x3-even-stones.test and its impartial twin
/// (CGSuite 2.2-beta2).
#[test]
fn cannibal_clobber() {
    let rules = "GenClobber(clobbered => {Left => {1,2}, Right => {1,2}})";
    for (board, want, nim) in [
        ("xox|o.x|oxo", "P", "0"),
        (".xx|xoo|oxo", "N", "0"),
        ("x.o|xxx|ooo", "N", "1"),
        ("x.x|ooo|oxx", "N", "1"),
    ] {
        assert_eq!(outcome(&format!("{rules}(\"{board}\")")), want, "{board}");
        let got = eval(&format!("{rules}(\"{board}\").ImpartialVariant.NimValue"));
        assert_eq!(got.map(|v| v.to_string()).as_deref(), Ok(nim), "{board}");
    }
}

#[test]
fn impartial_variants_of_boards() {
    let rows = [
        // clobber_1xn_autotests/clobber_1xn_le_2-14_imp_easy.test
        ("Clobber(\"xoxoxoxoxo\")", "0"),
        ("Clobber(\"oxxxxxox.oxo.xxxxoxooooxxxxx\")", "3"),
        // domineering_autotests/7x7_20_stones_imp.test
        (
            "Domineering(\"...##.#|.######|.#.....|...##..|..###.#|##.....|#.....#\")",
            "4",
        ),
        (
            "Domineering(\"#.#.#..|.#..##.|.#.##..|#.#.###|.#.....|#.##...|#.#....\")",
            "3",
        ),
        // fission_autotests/fission_5x5_easy_imp.test
        ("Fission(\"..#..|.....|...#.|..x#.|.....\")", "0"),
        ("Fission(\".....|.x...|.x...|..x##|...#.\")", "1"),
    ];
    for (board, nim) in rows {
        let got = eval(&format!("{board}.ImpartialVariant.NimValue")).map(|v| v.to_string());
        assert_eq!(got.as_deref(), Ok(nim), "{board}");
    }
}
