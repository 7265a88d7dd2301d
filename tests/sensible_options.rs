//! CGSuite's sensible options and lines (`Game.SensibleOptions`,
//! `SensibleLines`): checked by hand on a form with a reversible move, and
//! against the definition on every 2 x 3 Clobber board.

use combinatorial_games::expr::{ErrorKind, Session, eval};

fn v(s: &str) -> String {
    match eval(s) {
        Ok(v) => v.to_string(),
        Err(e) => panic!("{s}: {e}"),
    }
}

/// G = {{4|{3|0}} | 1}. Its Left option {4|{3|0}} reverses through
/// {3|0}: G - {3|0} = G + {0|-3}, and Right loses going first (to
/// 1 + {0|-3} Left answers 1; to G - 3 Left moves to {1|{0|-3}}, Right
/// to {0|-3}, Left to 0). So G = {3|1}, and Left's line to its option 3 is
/// the move {4|{3|0}} (at least 3: Right's only reply leaves {0|-3}, and
/// Left wins), the reply {3|0} (at most G), then 3 itself.
#[test]
fn a_reversible_move_gives_a_line_of_three() {
    assert_eq!(v("'{{4|{3|0}} | 1}'.CanonicalForm"), "{3|1}");
    assert_eq!(
        v("'{{4|{3|0}} | 1}'.SensibleLines(Left)"),
        "{['{4|'{3|0}'}','{3|0}',3]}"
    );
    assert_eq!(v("'{{4|{3|0}} | 1}'.SensibleLines(Right)"), "{[1]}");
    // A dominated option is not sensible: -1 is below 3, and 2 above 1.
    assert_eq!(
        v("'{{4|{3|0}}, -1 | 1, 2}'.SensibleLeftOptions"),
        "{'{4|'{3|0}'}'}"
    );
    assert_eq!(v("'{{4|{3|0}}, -1 | 1, 2}'.SensibleRightOptions"), "{1}");
    // A canonical form's own options are its sensible ones.
    // ({3|0} and 2 are incomparable, and {3|0} does not reverse: G is
    // not at least 0, Right winning by -1.)
    assert_eq!(v("{{3|0},2|-1}.SensibleOptions(Left)"), "{2,{3|0}}");
    assert_eq!(v("{3|1}.SensibleLines(Left)"), "{[3]}");
    // {{3|0} | 2} is 0 ({3|0} reverses through 0, and {|2} is 0): no
    // canonical options, so nothing is sensible.
    assert_eq!(v("'{{3|0} | 2}'.SensibleLines(Left)"), "{}");
    assert!(matches!(
        eval("{1|0}.SensibleOptions(3)").unwrap_err().kind(),
        ErrorKind::Type { .. }
    ));
    // A nimber of 2^63 - 1 options is refused, not listed.
    assert!(matches!(
        eval("(*9223372036854775807).SensibleLeftOptions")
            .unwrap_err()
            .kind(),
        ErrorKind::TooLarge(_)
    ));
}

/// On every 2 x 3 Clobber board, for each player: the lines end exactly
/// at the canonical form's options, one each; their moves are at least
/// (for Right, at most) where they end, and their replies at most (at
/// least) the board; the first move of a line is the player's option of
/// the board, and each reply an option of the move before it (by value:
/// a board in a list is compared by its value); and every
/// sensible option is at least some canonical option.
#[test]
fn lines_meet_the_definition_on_every_small_clobber_board() {
    let mut s = Session::new();
    let mut lines_seen = 0;
    let mut long = 0;
    for n in 0..729u32 {
        let mut cells = String::new();
        let mut k = n;
        for i in 0..6 {
            if i == 3 {
                cells.push('|');
            }
            cells.push(['x', 'o', '.'][(k % 3) as usize]);
            k /= 3;
        }
        s.eval(&format!("B := Clobber(\"{cells}\"); K := B.CanonicalForm"))
            .unwrap();
        for (p, q, ge, le) in [("Left", "Right", ">=", "<="), ("Right", "Left", "<=", ">=")] {
            let check = format!(
                "L := B.SensibleLines({p}); \
                 {{l[l.Length] for l in L}} == K.Options({p}) \
                 and L.Length == K.Options({p}).Size \
                 and L.ForAll(l -> [l[i] {ge} l[l.Length] for i from 1 to l.Length by 2].ForAll(t -> t)) \
                 and L.ForAll(l -> [l[i] {le} B for i from 2 to l.Length by 2].ForAll(t -> t)) \
                 and L.ForAll(l -> B.Options({p}).Exists(o -> o == l[1])) \
                 and L.ForAll(l -> [l[i].Options({q}).Exists(o -> o == l[i + 1]) for i from 1 to l.Length - 1 by 2].ForAll(t -> t)) \
                 and B.SensibleOptions({p}).ForAll(o -> K.Options({p}).Exists(k -> o {ge} k))"
            );
            assert_eq!(s.eval(&check).unwrap().to_string(), "true", "{cells} {p}");
            lines_seen += s
                .eval("L.Length")
                .unwrap()
                .to_string()
                .parse::<usize>()
                .unwrap();
            long += s
                .eval("L.Count(l -> l.Length > 1)")
                .unwrap()
                .to_string()
                .parse::<usize>()
                .unwrap();
        }
    }
    // The check is not empty: many lines, some through reversible moves.
    assert!(lines_seen > 500, "{lines_seen}");
    assert!(long > 10, "{long}");
}
