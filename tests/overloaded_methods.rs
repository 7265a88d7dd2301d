//! Overloaded methods: several methods of one name in a class, each call
//! running the one its arguments fit best. The rows are CGSuite's own
//! (`EvalTest.scala`, "properly evaluate and validate overloaded
//! methods"; `DeclTest.scala` for methods declared twice), with the class
//! declared in the session rather than in CGSuite's test package; the
//! rest are worked out by hand from CGSuite's rule (of the methods that
//! fit, the one whose parameter classes all extend another's).

use combinatorial_games::expr::Session;

#[path = "common/lines.rs"]
mod lines;
use lines::{error, eval};

const OVERLOADED: &str = "singleton class OverloadedMethods
   def Method := 1;
   def Method() := 2;
   def Method(x as Integer) := 3;
   def Method(x as Rational) := 4;
   def Method(x as CanonicalShortGame) := 5;
   def Method2(x as Integer) := 6;
   def Method2(x as Integer, y as Integer) := 7;
   def Method2(a as String, b as String) := 8;
end";

#[test]
fn cgsuite_overloaded_method_rows() {
    let mut s = Session::new();
    s.eval(OVERLOADED).unwrap();
    let values = [
        ("Method", "1"),
        ("Method()", "2"),
        // 168 is an Integer, a Rational and a CanonicalShortGame; Integer
        // extends both others.
        ("Method(168)", "3"),
        ("Method(1/7)", "4"),
        ("Method(*2)", "5"),
        ("Method2(9, y => 11)", "7"),
    ];
    for (call, want) in values {
        assert_eq!(
            eval(&mut s, &format!("OverloadedMethods.{call}")),
            want,
            "{call}"
        );
    }
    // A method declared without parentheses only, given arguments.
    s.eval("singleton class Only def Method3 := 9; end")
        .unwrap();
    let given = error(&mut s, "Only.Method3(1)");
    assert!(
        given.starts_with("method `Method3` in class `Only` takes no arguments"),
        "{given}"
    );
    let class = "in class `OverloadedMethods`";
    let errors = [
        (
            "Method(true)",
            format!(
                "method `Method` {class} cannot be applied to argument types: `cgsuite.lang.Boolean`"
            ),
        ),
        (
            "Method(3, true)",
            format!(
                "method `Method` {class} cannot be applied to argument types: `game.Integer`, `cgsuite.lang.Boolean`"
            ),
        ),
        // 1/2 is a Rational and a CanonicalShortGame, neither extending
        // the other.
        (
            "Method(1/2)",
            format!(
                "method `Method` {class} is ambiguous when applied to argument types: `game.DyadicRational`"
            ),
        ),
        (
            "Method2()",
            format!("method `Method2` {class} cannot be applied to argument types: ()"),
        ),
        (
            "Method2",
            format!("expected arguments for method `Method2` {class}"),
        ),
        (
            "Method2(z => 0)",
            "invalid parameter name (in call to `OverloadedMethods.Method2`): `z`".to_string(),
        ),
        (
            "Method2(5, x => 6)",
            "named parameter shadows an earlier ordinary argument (in call to \
             `OverloadedMethods.Method2`): `x`"
                .to_string(),
        ),
    ];
    for (call, want) in errors {
        let got = error(&mut s, &format!("OverloadedMethods.{call}"));
        assert!(got.starts_with(&want), "{call}: {got}");
    }
}

#[test]
fn names_pick_among_methods_of_other_arity() {
    let mut s = Session::new();
    s.eval(OVERLOADED).unwrap();
    // By name, `a` and `b` belong only to the method of two Strings.
    assert_eq!(
        eval(&mut s, "OverloadedMethods.Method2(b => \"x\", a => \"y\")"),
        "8"
    );
    assert_eq!(eval(&mut s, "OverloadedMethods.Method2(\"x\", \"y\")"), "8");
    assert_eq!(eval(&mut s, "OverloadedMethods.Method2(4)"), "6");
    assert_eq!(eval(&mut s, "OverloadedMethods.Method2(x => 4)"), "6");
}

#[test]
fn methods_call_their_overloads_by_name_alone() {
    let mut s = Session::new();
    s.eval(
        "class Shape(n as Integer)
           def Size := n;
           def Size(k as Integer) := n * k;
           def Size(k as Rational) := n + k;
           def Both := [Size, Size(3), Size(1/2), Size()];
           def Size() := 0;
         end",
    )
    .unwrap();
    // Size alone is the method without parentheses; Size(3) takes the
    // Integer's (Integer extends Rational); Size(1/2) the Rational's.
    assert_eq!(eval(&mut s, "Shape(5).Both"), "[5,15,11/2,0]");
}

#[test]
fn a_subclass_replaces_one_signature_and_keeps_the_others() {
    let mut s = Session::new();
    s.eval(
        "class Base()
           def F(x as Integer) := \"base integer\";
           def F(x as Rational) := \"base rational\";
         end",
    )
    .unwrap();
    s.eval(
        "class Sub() extends Base
           override def F(x as Integer) := \"sub integer\";
           def F(x as String) := \"sub string\";
         end",
    )
    .unwrap();
    assert_eq!(eval(&mut s, "Sub().F(3)"), "\"sub integer\"");
    assert_eq!(eval(&mut s, "Sub().F(1/3)"), "\"base rational\"");
    assert_eq!(eval(&mut s, "Sub().F(\"s\")"), "\"sub string\"");
    assert_eq!(eval(&mut s, "Base().F(3)"), "\"base integer\"");
    // The same signature without `override`, and `override` of a
    // signature the base lacks, are CGSuite's errors.
    let quiet = error(
        &mut s,
        "class Quiet extends Base def F(x as Integer) := 0; end",
    );
    assert!(
        quiet.contains("must be declared with `override`"),
        "{quiet}"
    );
    let none = error(
        &mut s,
        "class Loud extends Base override def F(x as String) := 0; end",
    );
    assert!(none.contains("overrides nothing"), "{none}");
}

#[test]
fn the_most_specific_method_wins_and_a_rest_parameter_fits_any_number() {
    let mut s = Session::new();
    s.eval(
        "singleton class K
           def G(xs...) := xs.Length;
           def G(x as Integer) := \"one integer\";
           def H(x as Game, y as Integer) := \"game, integer\";
           def H(x as Integer, y as Game) := \"integer, game\";
         end",
    )
    .unwrap();
    assert_eq!(eval(&mut s, "K.G(7)"), "\"one integer\"");
    assert_eq!(eval(&mut s, "K.G(*)"), "1");
    assert_eq!(eval(&mut s, "K.G(1, 2, 3)"), "3");
    assert_eq!(eval(&mut s, "K.G()"), "0");
    assert_eq!(eval(&mut s, "K.H(*, 2)"), "\"game, integer\"");
    assert_eq!(eval(&mut s, "K.H(2, *)"), "\"integer, game\"");
    // Both fit (2, 3): neither's classes all extend the other's.
    let both = error(&mut s, "K.H(2, 3)");
    assert!(
        both.contains(
            "is ambiguous when applied to argument types: `game.Integer`, `game.Integer`"
        ),
        "{both}"
    );
    // A method refines another only of as many parameters (CGSuite's
    // rule), so one with a parameter more, given its default, is no
    // closer fit.
    s.eval(
        "singleton class D
           def P(x as Integer) := 1;
           def P(x as Integer, y ? 2) := 2;
         end",
    )
    .unwrap();
    assert_eq!(eval(&mut s, "D.P(3, 4)"), "2");
    let both = error(&mut s, "D.P(3)");
    assert!(
        both.contains("is ambiguous when applied to argument types: `game.Integer`"),
        "{both}"
    );
}

#[test]
fn cgsuite_duplicate_method_rows() {
    let mut s = Session::new();
    let twice = [
        (
            "class DuplicateMethodMethod1 def Method := 3; def Method := 4; end",
            "method `DuplicateMethodMethod1.Method` is declared twice",
        ),
        (
            "class DuplicateMethodMethod2 def Method(x as Integer, y as Integer) := x + y; \
             def Method(x as Integer, y as Integer) := x - y; end",
            "method `DuplicateMethodMethod2.Method(game.Integer, game.Integer)` is declared twice",
        ),
        // Parameters of no class said are Objects: the names do not count.
        (
            "class Untyped def M(x) := 1; def M(y) := 2; end",
            "method `Untyped.M(cgsuite.lang.Object)` is declared twice",
        ),
        (
            "class Nullary def M() := 1; def M() := 2; end",
            "method `Nullary.M()` is declared twice",
        ),
    ];
    for (line, want) in twice {
        let got = error(&mut s, line);
        assert!(got.starts_with(want), "{line}: {got}");
    }
    // `Integer` and `game.Integer` are one class.
    let got = error(
        &mut s,
        "class Same def M(x as Integer) := 1; def M(x as game.Integer) := 2; end",
    );
    assert!(got.contains("is declared twice"), "{got}");
}

#[test]
fn overloads_are_found_through_apply_and_printed() {
    let mut s = Session::new();
    s.eval(OVERLOADED).unwrap();
    s.eval(
        "singleton class Use
           def Twice(x as Integer) := 2 * x;
           def Twice(x as String) := x + x;
           def All := [1, 2].Apply(Twice);
         end",
    )
    .unwrap();
    // Named alone inside the class, with no method without parentheses,
    // the name is the group of methods, chosen from at each call.
    assert_eq!(eval(&mut s, "Use.All"), "[2,4]");
}

#[test]
fn a_class_file_names_its_package_in_the_messages() {
    let dir = std::env::temp_dir().join(format!("cgame-overloaded-{}", std::process::id()));
    let file = dir
        .join("test")
        .join("overloaded")
        .join("OverloadedMethods.cgs");
    std::fs::create_dir_all(file.parent().unwrap()).unwrap();
    std::fs::write(&file, OVERLOADED).unwrap();
    let mut s = Session::new();
    s.add_class_path(&dir).unwrap();
    let class = "test.overloaded.OverloadedMethods";
    assert_eq!(eval(&mut s, &format!("{class}.Method(168)")), "3");
    let got = error(&mut s, &format!("{class}.Method(1/2)"));
    let _ = std::fs::remove_dir_all(&dir);
    // CGSuite's EvalTest row, word for word but for the first letter.
    let want = "method `Method` in class `test.overloaded.OverloadedMethods` is ambiguous \
                when applied to argument types: `game.DyadicRational`";
    assert!(got.starts_with(want), "{got}");
}
