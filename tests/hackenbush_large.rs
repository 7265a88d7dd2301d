//! Hackenbush pictures too large for a search of every position: Winning
//! Ways' "moderately hard bed" (blue and red, valued as numbers) and green
//! circuits of up to 61 edges (the fusion and colon principles), each
//! value from the literature or worked by hand.

use combinatorial_games::expr::eval;

/// The value of an expression, as text.
fn value(text: &str) -> String {
    eval(text).unwrap().to_string()
}

/// Winning Ways ch. 7, figure 31, the "moderately hard bed": seven blue
/// edges from the ground, each under a red edge to one of seven vertices
/// that red paths join, 30 edges in all; its value is 1/128. CGSuite's
/// `GameGraphTest` keeps this row commented out "if Hackenbush can be
/// successfully optimized"; it is valued here in a few seconds.
#[test]
fn winning_ways_moderately_hard_bed() {
    let bed =
        "(lr:A(rr:B;rr:D;rr:F);lr:B(r(r:D;r:E));lr:C(rr:F;rr:G);lr:D;lr:E(r(r:F;r:G));lr:F;lr:G)";
    assert_eq!(
        value(&format!("game.graph.Hackenbush(\"{bed}\").CanonicalForm")),
        "1/128"
    );
}

/// Green pictures of up to 64 edges by the fusion and colon principles,
/// worked by hand: a stalk of three edges under a circuit of 57 fuses to
/// a stalk of three under one loop (57 is odd), a stalk of four: *4; with
/// a circuit of 56, a stalk of three: *3. The same circuits standing on the
/// ground: *1 and 0.
#[test]
fn large_green_circuits_fuse() {
    let circuit = |n: usize| format!(":{{t}}{}:{{t}}", "e".repeat(n));
    for (text, expected) in [
        (format!("eee{}", circuit(57)), "*4"),
        (format!("eee{}", circuit(56)), "*3"),
        (circuit(61).replace('t', "ground"), "*"),
        (circuit(60).replace('t', "ground"), "0"),
    ] {
        assert_eq!(
            value(&format!("Hackenbush(\"{text}\")")),
            expected,
            "{text}"
        );
    }
}

/// Pictures of more than 64 edges, worked by hand. Each is split into its
/// parts at the ground; a part of more than 64 edges is valued by a rule
/// when it is green or a blue-red tree, else by the general solver.
///
/// - A blue edge under k red leaves is {0 | the same under k - 1}, so
///   2^-k: with 100 leaves, 2^-100.
/// - A stalk of one blue edge and k red ones is 1 - 1/2 - ... - 1/2^k =
///   2^-k: with 69, 2^-69.
/// - A green circuit of 101 edges on the ground fuses into 101 loops: *.
/// - The triangle `:{ground}llr:{ground}` (blue, blue, red) is
///   {-1/2, 0 | 2} = 1: Left's lower cut leaves red under blue (-1/2), her
///   upper one a blue and a red edge (0); Right's cut leaves two blue
///   edges. With the stalk of 70 beside it: 1 + 2^-69.
/// - Parts alike are valued once: forty copies of blue under red are 20,
///   and three triangles beside the 100 leaves 3 + 2^-100.
/// - Sixty-four blue edges under a green one, one part of 65 edges: Left
///   leaves at most 63 by a blue cut or 64 by the green one, Right 64:
///   {64 | 64} = 64*.
#[test]
fn pictures_of_more_than_64_edges_by_hand() {
    let leaves_text = |k: usize| format!("l({})", vec!["r"; k].join(";"));
    let leaves = leaves_text(100);
    let stalk = format!("l{}", "r".repeat(69));
    let circuit = format!(":{{ground}}{}:{{ground}}", "e".repeat(101));
    let beside = format!(":{{ground}}llr:{{ground}}{stalk}");
    let two_pow = |k: u32| 1u128 << k;
    for (text, expected) in [
        (leaves, format!("1/{}", two_pow(100))),
        (stalk, format!("1/{}", two_pow(69))),
        (circuit, "*".to_string()),
        (beside, format!("{}/{}", two_pow(69) + 1, two_pow(69))),
        (format!("{}e", "l".repeat(64)), "64*".to_string()),
        // Forty copies of blue under red (1/2 each), valued once: 20.
        (format!("({})", vec!["lr"; 40].join(";")), "20".to_string()),
        // And three copies of the triangle beside the 101 leaves.
        (
            format!(
                "({0};{0};{0};{1})",
                ":{ground}llr:{ground}",
                &leaves_text(100)
            ),
            format!("{}/{}", 3 * two_pow(100) + 1, two_pow(100)),
        ),
    ] {
        assert_eq!(
            value(&format!("Hackenbush(\"{text}\")")),
            expected,
            "{text}"
        );
    }
}

/// A green w x h grid graph in CGSuite's notation, standing on one green
/// edge from the ground: a path snaking through the grid, row by row,
/// each vertex named, with an edge back to each neighbour met earlier
/// and not just before it.
fn green_grid(w: i32, h: i32) -> String {
    let order: Vec<(i32, i32)> = (0..h)
        .flat_map(|y| (0..w).map(move |x| (if y % 2 == 0 { x } else { w - 1 - x }, y)))
        .collect();
    let name = |(x, y): (i32, i32)| format!(":{{v{x}_{y}}}");
    let mut text = String::new();
    for (i, &(x, y)) in order.iter().enumerate().rev() {
        let mut branches: Vec<String> = [(1, 0), (-1, 0), (0, 1), (0, -1)]
            .iter()
            .map(|&(dx, dy)| (x + dx, y + dy))
            .filter(|p| order[..i.saturating_sub(1)].contains(p))
            .map(|p| format!("e{}", name(p)))
            .collect();
        if !text.is_empty() {
            branches.push(format!("e{text}"));
        }
        text = match branches.len() {
            0 => name((x, y)),
            1 => format!("{}{}", name((x, y)), branches[0]),
            _ => format!("{}({})", name((x, y)), branches.join(";")),
        };
    }
    format!("e{text}")
}

/// Green grids by the fusion and colon principles, worked by hand: a grid
/// has no bridge, so it fuses into one vertex with 2wh - w - h loops, and
/// on its edge from the ground it is *1 when that count is even, *2 when
/// odd. The 8 x 8 grid (112 edges in the grid, 113 in all) is a part of
/// more than 64 edges; the 5 x 4 (31 and 32) is valued through the search
/// of sets of edges, which fuses too.
#[test]
fn green_grids_fuse() {
    for (w, h, expected) in [(8, 8, "*"), (5, 4, "*2"), (7, 5, "*"), (9, 8, "*2")] {
        let text = green_grid(w, h);
        assert_eq!(text.matches('e').count() as i32, 2 * w * h - w - h + 1);
        assert_eq!(
            value(&format!("Hackenbush(\"{text}\")")),
            expected,
            "{w} x {h}"
        );
    }
}
