//! Enums, as CGSuite declares them (`enum Color Blue, Green, Red; end`,
//! its own `game.graph.Color`): each value is printed as its name (its
//! `Literal`, which CGSuite's `Enum.ToOutput` prints), is only equal to
//! itself, and is of its enum and of `Enum`. The enum's methods name its
//! values alone. Expected values by hand from those rules.

#[path = "common/lines.rs"]
mod lines;
use combinatorial_games::expr::Session;
use lines::{error, eval};

const HUE: &str = "enum Hue
  Blue,
  Green,
  Red;
  def Next := if this == Blue then Green elseif this == Green then Red else Blue end;
end";

#[test]
fn values_print_as_their_names_and_equal_only_themselves() {
    let mut s = Session::new();
    s.eval(HUE).unwrap();
    assert_eq!(eval(&mut s, "Hue.Blue"), "Blue");
    assert_eq!(eval(&mut s, "Hue.Red.Literal"), "\"Red\"");
    assert_eq!(
        eval(&mut s, "[Hue.Blue == Hue.Blue, Hue.Blue == Hue.Red]"),
        "[true,false]"
    );
    assert_eq!(eval(&mut s, "{Hue.Green, Hue.Green, Hue.Red}.Size"), "2");
    assert_eq!(
        eval(
            &mut s,
            "[Hue.Blue is Hue, Hue.Blue is Enum, Hue.Blue is Game]"
        ),
        "[true,true,false]"
    );
    // CGSuite's own enums are Enums too.
    assert_eq!(eval(&mut s, "[Left is Enum, 3 is Enum]"), "[true,false]");
}

#[test]
fn methods_name_the_values_alone() {
    let mut s = Session::new();
    s.eval(HUE).unwrap();
    assert_eq!(
        eval(
            &mut s,
            "[Hue.Blue.Next, Hue.Green.Next, Hue.Red.Next, Hue.Red.Next.Next]"
        ),
        "[Green,Red,Blue,Green]"
    );
}

#[test]
fn what_an_enum_refuses() {
    let mut s = Session::new();
    s.eval(HUE).unwrap();
    let made = error(&mut s, "Hue()");
    assert!(made.contains("has no constructor"), "{made}");
    let called = error(&mut s, "Hue.Blue()");
    assert!(
        called.contains("is a value of enum `Hue`, not a method"),
        "{called}"
    );
    let twice = error(&mut s, "enum Twice A, A; end");
    assert!(twice.contains("duplicate symbol `A`"), "{twice}");
    let clash = error(&mut s, "enum Clash A; def A := 3; end");
    assert!(
        clash.contains("duplicate symbol `A` in class `Clash`"),
        "{clash}"
    );
    let unended = error(&mut s, "enum Bare A B; end");
    assert!(unended.contains("',' or ';'"), "{unended}");
}

#[test]
fn an_enum_without_values_starts_its_members_at_once() {
    let mut s = Session::new();
    // `class`, `var` and `override` open members, not values.
    s.eval("enum Empty class Inner() def M := 7; end end")
        .unwrap();
    s.eval("enum Vars var x := 3; end").unwrap();
    assert_eq!(
        eval(&mut s, "[Empty, Vars]"),
        "[\u{27ea}Empty\u{27eb},\u{27ea}Vars\u{27eb}]"
    );
}
