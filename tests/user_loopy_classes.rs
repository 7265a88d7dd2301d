//! Loopy games written as classes: a position among its own followers has
//! a loopy value, CGSuite's `GameValue` ("Rulesets with Loopy Positions" in
//! its loopy games tutorial). Expected values come by hand (on, over, upon
//! and dud from their definitions, Winning Ways ch. 11), from the same
//! games written in braces with named positions (the 4-cycle of Siegel's
//! CGT, fig. VI.3.2; Bach's carousel), and from the catalogue's Backsliding
//! Toads and Frogs, the same rules written apart in Rust.

use combinatorial_games::expr::{ErrorKind, MAX_OBJECT_DEPTH, Session, eval};

fn v(s: &str) -> String {
    match eval(s) {
        Ok(v) => v.to_string(),
        Err(e) => panic!("{s}: {e}"),
    }
}

/// A position given by a table: Left's and Right's options of `N(k)`,
/// each a list of games and positions.
fn table(name: &str, left: &str, right: &str) -> String {
    format!(
        "class {name}(k) extends Game \
           override def Options(p) := if p == Left then {left}[k] else {right}[k] end; \
         end; "
    )
}

/// CGT fig. VI.3.2: a{0||||0|||a|*||*}, a stopper with a 4-cycle:
/// G(1) = {0 | G(2)}, G(2) = {0 | G(3)}, G(3) = {G(4) | *}, G(4) = {G(1) | *}.
fn cycle4() -> String {
    table(
        "G",
        "[[0], [0], [G(4)], [G(1)]]",
        "[[G(2)], [G(3)], [*], [*]]",
    )
}

/// Bach's carousel, a{0,{1|1,{*,{1+*|1+*,a}|*}}|0}, whose sides are not
/// stoppers: B(1) is the whole.
fn carousel() -> String {
    table(
        "B",
        "[[0, B(2)], [1], [*, B(4)], [1+*]]",
        "[[0], [1, B(3)], [*], [1+*, B(1)]]",
    )
}

#[test]
fn plumtrees_by_hand() {
    // {pass | }: Left moves back to the same position, Right never moves.
    let on = "singleton class On extends Game \
                override def Options(p) := if p == Left then [this] else [] end; end; ";
    assert_eq!(v(&format!("{on}On.GameValue")), "on");
    assert_eq!(v(&format!("{on}On.OutcomeClass")), "L");
    // on absorbs every number, and exceeds them all.
    assert_eq!(v(&format!("{on}On + 1")), "on");
    assert_eq!(v(&format!("{on}On > 100")), "true");
    assert_eq!(v(&format!("{on}-On")), "off");
    // over = {0 | pass}, upon = {pass | *}.
    assert_eq!(
        v(&format!(
            "{}O(1).GameValue",
            table("O", "[[0]]", "[[O(1)]]")
        )),
        "over"
    );
    assert_eq!(
        v(&format!(
            "{}U(1).GameValue",
            table("U", "[[U(1)]]", "[[*]]")
        )),
        "^[on]"
    );
    // Two positions that each player can always leave for the other:
    // play never has to end, dud.
    let dud = "class L(n) extends Game override def Options(p) := [L(1 - n)]; end; ";
    assert_eq!(v(&format!("{dud}L(0).GameValue")), "dud");
    assert_eq!(v(&format!("{dud}[L(0) + 5, L(1).OutcomeClass]")), "[dud,D]");
    // A loopy position has no canonical form, and says what to use.
    let e = eval(&format!("{on}On.CanonicalForm")).unwrap_err();
    assert!(matches!(e.kind(), ErrorKind::NotShort(_)), "{e}");
    assert!(e.to_string().contains("GameValue"), "{e}");
    // A short class's GameValue is its canonical form.
    let short = table("S", "[[0, S(2)], [1]]", "[[0], []]");
    assert_eq!(v(&format!("{short}S(1).GameValue")), "{2|0}"); // {0, 2 | 0}
}

#[test]
fn long_cycles_agree_with_braces() {
    let g = cycle4();
    let braces = "a{0||||0|||a|*||*}";
    assert_eq!(v(&format!("{g}G(1).GameValue")), v(braces));
    assert_eq!(v(&format!("{g}G(1) == {braces}")), "true");
    assert_eq!(
        v(&format!("{g}G(1) + G(1)")),
        v(&format!("{braces} + {braces}"))
    );
    assert_eq!(
        v(&format!("{g}G(1).Degree")),
        v(&format!("({braces}).Degree"))
    );
    let bach = carousel();
    let braces = "a{0,{1|1,{*,{1+*|1+*,a}|*}}|0}";
    assert_eq!(v(&format!("{bach}B(1).GameValue")), v(braces));
    assert_eq!(v(&format!("{bach}B(1) == {braces}")), "true");
}

/// Backsliding Toads and Frogs on a list of cells (0 empty, 1 a toad,
/// 2 a frog): a creature slides one cell ahead or back, or jumps ahead
/// over one of the other kind, onto an empty cell.
const BTF: &str = "class BTF(cells) extends Game
  override def Options(p) begin
    var me := if p == Left then 1 else 2 end;
    var dir := if p == Left then 1 else -1 end;
    var n := cells.Length;
    [BTF(cells.Updated(i, 0).Updated(j, me)) for i from 1 to n where cells[i] == me
       for j in [i + dir, i + 2 * dir, i - dir]
       where j >= 1 and j <= n and cells[j] == 0 and (j != i + 2 * dir or cells[i + dir] == 3 - me)]
  end
end";

#[test]
fn backsliding_toads_and_frogs_agrees_with_the_catalogue() {
    let mut s = Session::new();
    s.eval(BTF).unwrap();
    let mut seen = std::collections::BTreeSet::new();
    let mut boards = vec![String::new()];
    for _ in 0..6 {
        boards = boards
            .iter()
            .flat_map(|b| ["t", "f", "."].map(|c| format!("{b}{c}")))
            .collect();
        for board in &boards {
            let cells: Vec<&str> = board
                .chars()
                .map(|c| match c {
                    't' => "1",
                    'f' => "2",
                    _ => "0",
                })
                .collect();
            let class = s.eval(&format!("BTF([{}]).GameValue", cells.join(",")));
            let catalogue = s.eval(&format!("BackslidingToadsAndFrogs(\"{board}\").GameValue"));
            let (class, catalogue) = (class.unwrap().to_string(), catalogue.unwrap().to_string());
            assert_eq!(class, catalogue, "{board}");
            seen.insert(class);
        }
    }
    // The loopy values are there, not only short ones.
    for value in ["on", "off", "dud", "0", "*"] {
        assert!(seen.contains(value), "{value} never met: {seen:?}");
    }
}

#[test]
fn parts_and_loopy_options_are_joined_in() {
    // Two copies of the 4-cycle of CGT fig. VI.3.2 side by side, given
    // by a Decomposition alone: its value is the sum of the parts'.
    let g = cycle4();
    let pair = "class P(a, b) extends Game \
                  override def Decomposition := [G(a), G(b)]; \
                  override def Options(p) := []; end; ";
    let sum = v(&format!("{g}G(1) + G(3)"));
    assert_eq!(v(&format!("{g}{pair}P(1, 3).GameValue")), sum);
    assert_eq!(
        v(&format!("{g}{pair}{{P(1, 3) | 0}}")),
        v(&format!("{g}{{G(1) + G(3) | 0}}"))
    );
    // Options that are loopy values, stoppers or not, joined to a cycle:
    // W(1) = {dud, over | W(2)}, W(2) = {W(1) | 0}, as in braces.
    let w = table("W", "[[dud, over], [W(1)]]", "[[W(2)], [0]]");
    assert_eq!(v(&format!("{w}W(1).GameValue")), v("a{dud,over|{a|0}}"));
    // Bach's carousel as a part: its sides are not stoppers.
    let bach = carousel();
    let with = "class Q(n) extends Game \
                  override def Decomposition := [B(1), n]; \
                  override def Options(p) := []; end; ";
    let carousel = "a{0,{1|1,{*,{1+*|1+*,a}|*}}|0}";
    assert_eq!(
        v(&format!("{bach}{with}{{Q(1) | 0}}")),
        v(&format!("{{{carousel} + 1 | 0}}"))
    );
}

#[test]
fn impartial_loopy_classes() {
    // S(0) = {S(1) | S(1)}, S(1) = {S(0), 0 | S(0), 0}.
    let s = "class S(k) extends ImpartialGame \
               override def Options := if k == 0 then [S(1)] else [S(0), 0] end; end; ";
    let braces = "a{{a,0|a,0}|{a,0|a,0}}";
    assert_eq!(v(&format!("{s}S(0).GameValue")), v(braces));
    assert_eq!(v(&format!("{s}S(0) == {braces}")), "true");
}

#[test]
fn endless_classes_are_refused() {
    let up = "class U(n) extends Game override def Options(p) := [U(n + 1)]; end; ";
    for method in ["CanonicalForm", "GameValue"] {
        let e = eval(&format!("{up}U(0).{method}")).unwrap_err();
        assert!(matches!(e.kind(), ErrorKind::TooLarge(_)), "{e}");
        assert!(e.to_string().contains(&MAX_OBJECT_DEPTH.to_string()), "{e}");
    }
}
