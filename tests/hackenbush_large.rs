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
