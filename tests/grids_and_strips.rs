//! CGSuite's `Grid`, `Strip` and `Symmetry`. The first test is CGSuite's
//! own rows (`CgsuiteUtilTest.scala`, in lib/core/src/test/scala/org/
//! cgsuite/lang/ of aaron-siegel/cgsuite), what CGSuite prints or the
//! message it fails with, each table run in one session as CGSuite runs
//! it. The rest are worked out by hand from `Grid.scala`, `Strip.scala` and
//! `Symmetry.scala` there, or check a board read through a grid against
//! the same board read from its text.

use combinatorial_games::expr::Session;

/// Runs the rows in one session: each input, then what it must print, or
/// "!!" and a part of its error's message.
fn check(rows: &[(&str, &str)]) {
    let mut s = Session::new();
    for (input, want) in rows {
        match (s.eval(input), want.strip_prefix("!!")) {
            (Ok(v), None) => assert_eq!(v.to_string(), *want, "{input}"),
            (Err(e), Some(message)) => {
                assert!(e.to_string().contains(message), "{input}: {e}")
            }
            (got, _) => panic!("{input}: {got:?}, not {want}"),
        }
    }
}

#[test]
fn cgsuites_grid_and_strip_rows() {
    check(&[
        ("Strip.Empty(8)", "Strip([0,0,0,0,0,0,0,0])"),
        (
            r#"strip := Strip.Parse(".abbd.", ".abcd")"#,
            "Strip([0,1,2,2,4,0])",
        ),
        ("strip[3]", "2"),
        ("strip.Decomposition(2)", "[Strip([0,1]),Strip([4,0])]"),
        ("strip.Decomposition(0)", "[Strip([1,2,2,4])]"),
        ("Strip.Empty(0).Decomposition(0)", "[]"),
        ("strip.FindAll(2)", "[3,4]"),
        ("strip.Length", "6"),
        (r#"strip.ToString(".abcd")"#, r#"".abbd.""#),
        ("strip.Updated(3, 4)", "Strip([0,1,4,2,4,0])"),
        ("strip.Updated(7, 0)", "!!Index is out of bounds: 7"),
        (
            "strip.Updated(3, 1001)",
            "!!Value is out of range (must satisfy -128 <= x <= 127): 1001",
        ),
        ("strip.UpdatedRange(2, 4, 5)", "Strip([0,5,5,5,4,0])"),
        ("strip.UpdatedRange(-1, 7, 5)", "Strip([5,5,5,5,5,5])"),
        (
            "strip.Updated({ 1 => 4, 4 => 127, 6 => -128 })",
            "Strip([4,1,2,127,4,-128])",
        ),
        (
            "strip.Updated({ 3 => 4, 4 => 1, -1 => 2 })",
            "!!Index is out of bounds: -1",
        ),
        (
            "strip.Updated({ 3 => -129 })",
            "!!Value is out of range (must satisfy -128 <= x <= 127): -129",
        ),
        ("strip.Substrip(2, 5)", "Strip([1,2,2,4])"),
        ("strip.Substrip(2, 2)", "Strip([1])"),
        ("strip.Substrip(3, 2)", "Strip([])"),
        ("strip.Substrip(19, 2)", "Strip([])"),
    ]);
    check(&[
        ("Grid.Empty(3,4)", "Grid([[0,0,0,0],[0,0,0,0],[0,0,0,0]])"),
        ("Grid.Empty(4,0)", "Grid([])"),
        ("Grid.Empty(-1,2)", "!!Invalid RowCount: -1"),
        ("Grid.Empty(2,-3)", "!!Invalid ColCount: -3"),
        (
            r#"grid := Grid.Parse(".abb|.ba.|.a..", ".ab")"#,
            "Grid([[0,1,2,2],[0,2,1,0],[0,1,0,0]])",
        ),
        ("grid[(2,2)]", "2"),
        ("grid.ColCount", "4"),
        ("grid.FindAll(1)", "[(1,2),(2,3),(3,2)]"),
        ("grid.IsInBounds((1,3))", "true"),
        ("grid.IsInBounds((5,3))", "false"),
        ("grid.IsInBounds((2,-1))", "false"),
        (
            "grid.Permuted(Symmetry.Inversion)",
            "Grid([[0,0,1,0],[0,1,2,0],[2,2,1,0]])",
        ),
        (
            "grid.Permuted(Symmetry.ClockwiseRotation)",
            "Grid([[2,0,0],[2,1,0],[1,2,1],[0,0,0]])",
        ),
        ("grid.RowCount", "3"),
        ("grid.Subgrid((1,2),(3,3))", "Grid([[1,2],[2,1],[1,0]])"),
        ("grid.Subgrid((3,3),(3,3))", "Grid([[0]])"),
        ("grid.Subgrid((1,2),(2,1))", "Grid([])"),
        ("grid.Subgrid((1,3),(2,1))", "Grid([])"),
        (r#"grid.ToString(".ab")"#, r#"".abb|.ba.|.a..""#),
        (
            "grid.Updated((1,3), 4)",
            "Grid([[0,1,4,2],[0,2,1,0],[0,1,0,0]])",
        ),
        (
            "grid.Updated((1,7), 4)",
            "!!Coordinate is out of bounds: (1,7)",
        ),
        (
            "grid.Updated((1,3), 128)",
            "!!Value is out of range (must satisfy -128 <= x <= 127): 128",
        ),
        (
            "grid.Updated({ (1,3) => 4, (2,4) => 127, (3,1) => -128 })",
            "Grid([[0,1,4,2],[0,2,1,127],[-128,1,0,0]])",
        ),
        (
            "grid.Updated({ (1,3) => 4, (0,1) => 5 })",
            "!!Coordinate is out of bounds: (0,1)",
        ),
        (
            "grid.Updated({ (1,3) => 4, (2,4) => -1776 })",
            "!!Value is out of range (must satisfy -128 <= x <= 127): -1776",
        ),
    ]);
}

#[test]
fn the_eight_symmetries() {
    // [[1,2,3],[4,5,6]] turned: a flip of the rows' order, of the
    // columns', then a transposition, as Symmetry.scala composes them.
    let turned = [
        ("Identity", "[[1,2,3],[4,5,6]]"),
        ("Inversion", "[[6,5,4],[3,2,1]]"),
        ("HorizontalFlip", "[[4,5,6],[1,2,3]]"),
        ("VerticalFlip", "[[3,2,1],[6,5,4]]"),
        ("Transpose", "[[1,4],[2,5],[3,6]]"),
        ("AntiTranspose", "[[6,3],[5,2],[4,1]]"),
        ("ClockwiseRotation", "[[3,6],[2,5],[1,4]]"),
        ("AnticlockwiseRotation", "[[4,1],[5,2],[6,3]]"),
    ];
    let mut s = Session::new();
    s.eval(r#"g := Grid.Parse("123|456", "0123456")"#).unwrap();
    for (name, want) in turned {
        let got = s.eval(&format!("g.Permuted(Symmetry.{name})")).unwrap();
        assert_eq!(got.to_string(), format!("Grid({want})"), "{name}");
    }
    // CGSuite's SymmetryInvariant turns the least grid so far: x. over ..
    // goes to its half turn (.. over .x, less at the first square), which
    // neither flip makes less.
    check(&[(
        r#"Grid.Parse("x.|..", ".x").SymmetryInvariant(Symmetry.Flip)"#,
        "Grid([[0,0],[0,1]])",
    )]);
}

#[test]
fn decompositions() {
    check(&[
        (
            r#"g := Grid.Parse("x..|.x.|...", ".x")"#,
            "Grid([[1,0,0],[0,1,0],[0,0,0]])",
        ),
        // Orthogonally the two stones are apart.
        ("g.Decomposition(0)", "[Grid([[1]]),Grid([[1]])]"),
        // Diagonally they touch: one region, its box 2 x 2.
        (
            "g.Decomposition(0, Coordinates.Compass)",
            "[Grid([[1,0],[0,1]])]",
        ),
        // The empty squares, stones the boundary: one region, the whole
        // grid, the stones inside it left as the boundary.
        ("g.Decomposition(1)", "[Grid([[1,0,0],[0,1,0],[0,0,0]])]"),
        // An L of three with a lone square: two regions; the L's box
        // keeps its fourth square as the boundary.
        (
            r#"Grid.Parse("xx.|x.x", ".x").Decomposition(0)"#,
            "[Grid([[1,1],[1,0]]),Grid([[1]])]",
        ),
        (
            r#"Strip.Parse("x..xx.x", ".x").Decomposition(0)"#,
            "[Strip([1]),Strip([1,1]),Strip([1])]",
        ),
    ]);
}

#[test]
fn games_read_grids_through_cgsuites_character_maps() {
    // A grid and the text it stands for are the same board.
    for (game, text, map) in [
        ("Amazons", "x..|o.#", ".xo#"),
        ("Clobber", "xo.|oxo", ".xo"),
        ("Domineering", "..#|...", ".#"),
        ("Cram", "..#|...", ".#"),
        ("Konane", "xox.|o.o.", ".xo#"),
        ("ToadsAndFrogs", "tt..ff", ".tf"),
        ("TopplingDominoes", "lrel", ".lre"),
    ] {
        let kind = if text.contains('|') || game != "ToadsAndFrogs" && game != "TopplingDominoes" {
            "Grid"
        } else {
            "Strip"
        };
        let same = format!(r#"{game}({kind}.Parse("{text}", "{map}")) == {game}("{text}")"#);
        check(&[(&same, "true")]);
    }
    check(&[
        // Domineering on an empty 2 x 2: Left's standing domino fills a
        // column and leaves the other for one more of hers (1); Right's
        // lying domino leaves one more of his (-1): {1|-1}.
        ("Domineering(Grid.Empty(2, 2))", "+-1"),
        (
            "GenToadsAndFrogs(maxJump => 2)(Strip.Parse(\"t.ff.\", \".tf\"))",
            "{0|-1/2}",
        ),
        ("Nim(Grid.Empty(1, 1))", "!!a position as a string for Nim"),
        (
            "Domineering(Grid.Empty(1, 1).Updated((1, 1), 2))",
            "!!no character",
        ),
    ]);
}

#[test]
fn bounds_and_bad_arguments() {
    check(&[
        ("Grid.Empty(100, 100)", "!!at most 4096 squares"),
        ("Strip.Empty(-1)", "!!Invalid Length: -1"),
        (r#"Grid.Parse("ab|c", "abc")"#, "!!same length"),
        (
            r#"Strip.Parse("xq", ".x")"#,
            "!!'q' is not in the character map",
        ),
        ("Grid.Empty(2, 2)[(3, 1)]", "Nothing"),
        ("Grid.Empty(2, 2).Substrip(1, 2)", "!!a strip for Substrip"),
        ("Strip.Empty(2).UpdatedRange(1, 9, 3)", "Strip([3,3])"),
        ("Grid.Empty(2, 2).Permuted(3)", "!!a symmetry"),
        ("Symmetry.Sideways", "!!Symmetry has no Sideways"),
        ("[1].ToString(\".x\")", "!!a grid or a strip for ToString"),
    ]);
}
