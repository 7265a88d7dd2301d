//! Classes read from folders of `.cgs` files (`Session::add_class_path`),
//! as CGSuite reads its user folder. The expected values come from the
//! catalogue's games of the same rules (a second method) or by hand; the
//! declaration rows are CGSuite's own (`DeclTest.scala`), their classes
//! written into files as its test declares them.

use std::path::{Path, PathBuf};

use combinatorial_games::expr::{ErrorKind, MAX_CLASS_FILE, Session};

/// A fresh folder for one test, removed when dropped.
struct Folder(PathBuf);

impl Folder {
    fn new(name: &str) -> Folder {
        let dir = std::env::temp_dir().join(format!("cgame-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        Folder(dir)
    }

    /// Writes `text` to `rel` (a path with `/`), making its folders.
    fn write(&self, rel: &str, text: &str) -> PathBuf {
        let file = self.0.join(rel);
        std::fs::create_dir_all(file.parent().unwrap()).unwrap();
        std::fs::write(&file, text).unwrap();
        file
    }

    fn session(&self) -> Session {
        let mut s = Session::new();
        s.add_class_path(&self.0).unwrap();
        s
    }
}

impl Drop for Folder {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

#[path = "common/lines.rs"]
mod lines;
use lines::{error, eval};

const SUBTRACTION: &str = "/*
 * Left takes 1 or 2 from the heap, Right takes 2.
 */
class Sub(n as Integer) extends Game
  // The options of each player.
  override def Options(player as Player) begin
    var s := if player == Left then [1, 2] else [2] end;
    [Sub(n - k) for k in s where k <= n]
  end
end
";

#[test]
fn a_class_of_the_top_folder_is_the_catalogue_game_of_the_same_rules() {
    let f = Folder::new("top");
    f.write("Sub.cgs", SUBTRACTION);
    let mut s = f.session();
    for n in 0..=12 {
        let ours = eval(&mut s, &format!("Sub({n}).CanonicalForm"));
        let catalogue = eval(
            &mut s,
            &format!("PartizanSubtraction([1,2],[2])({n}).CanonicalForm"),
        );
        assert_eq!(ours, catalogue, "heap {n}");
    }
    // By hand: Sub(1) = {0|} = 1, Sub(2) = {1,0|0} = {1|0}.
    assert_eq!(eval(&mut s, "Sub(1) + Sub(2)"), "{2|1}");
}

#[test]
fn packages_are_folders_and_siblings_are_named_alone() {
    let f = Folder::new("packages");
    f.write(
        "heaps/Nim.cgs",
        "class Nim(n as Integer) extends ImpartialGame\n\
         override def Options := [Nim(k) for k from 0 to n - 1];\nend\n",
    );
    f.write("shapes/Base.cgs", "class Base def Method := 3; end");
    f.write(
        "shapes/Derived.cgs",
        "class Derived(k) extends Base\n  def Twice := Method * 2 + k;\nend",
    );
    f.write(
        "shapes/Far.cgs",
        "class Far extends heaps.Nim def M := 1; end",
    );
    // Point is named alone in a method and in a `var`'s initial value.
    f.write("shapes/Point.cgs", "class Point(x) def X := x; end");
    f.write(
        "shapes/Pair.cgs",
        "class Pair(a, b) def Make := Point(b); end",
    );
    f.write(
        "shapes/Holder.cgs",
        "class Holder(n) var p := Point(n + 1); end",
    );
    let mut s = f.session();
    assert_eq!(eval(&mut s, "shapes.Pair(1, 2).Make.X"), "2");
    assert_eq!(eval(&mut s, "shapes.Holder(4).p.X"), "5");
    // Nim(n) is the nimber *n; *5 + *3 = *6.
    assert_eq!(eval(&mut s, "heaps.Nim(5) + heaps.Nim(3)"), "*6");
    assert_eq!(eval(&mut s, "heaps.Nim(4).CanonicalForm"), "*4");
    // Base is a sibling of Derived: 3 * 2 + 1.
    assert_eq!(eval(&mut s, "shapes.Derived(1).Twice"), "7");
    assert_eq!(eval(&mut s, "x := shapes.Derived(2); x.Method"), "3");
    assert_eq!(eval(&mut s, "shapes.Base"), "\u{27ea}Base\u{27eb}");
    // A class of another package is named in full (Far extends
    // heaps.Nim), and only so.
    assert_eq!(eval(&mut s, "shapes.Far"), "\u{27ea}Far\u{27eb}");
    let e = error(&mut s, "Base");
    assert!(e.contains("unknown name 'Base'"), "{e}");
}

#[test]
fn cgsuite_declaration_rows_read_from_files() {
    // CGSuite's DeclTest declares these classes so, and expects these.
    let f = Folder::new("decl");
    f.write(
        "test/init/ExpandableParameter.cgs",
        "singleton class ExpandableParameter def expandableParameter(args...) := args; end",
    );
    f.write(
        "test/init/TypedExpandableParameter.cgs",
        "singleton class TypedExpandableParameter \
         def expandableParameter(bool as Boolean, args as Integer...) := [bool, args]; end",
    );
    f.write(
        "test/init/InitializerLocalScope.cgs",
        "singleton class InitializerLocalScope var x := for n from 1 to 3 yield n end; end",
    );
    f.write("test/classdef/WrongName.cgs", "class RightName end");
    let mut s = f.session();
    let rows = [
        ("test.init.ExpandableParameter.expandableParameter()", "[]"),
        (
            "test.init.ExpandableParameter.expandableParameter(3)",
            "[3]",
        ),
        (
            "test.init.ExpandableParameter.expandableParameter(1, 7, 10)",
            "[1,7,10]",
        ),
        (
            "test.init.TypedExpandableParameter.expandableParameter(true)",
            "[true,[]]",
        ),
        (
            "test.init.TypedExpandableParameter.expandableParameter(true, 3)",
            "[true,[3]]",
        ),
        (
            "test.init.TypedExpandableParameter.expandableParameter(true, 1, 7, 10)",
            "[true,[1,7,10]]",
        ),
        ("test.init.InitializerLocalScope.x", "[1,2,3]"),
    ];
    for (line, want) in rows {
        assert_eq!(eval(&mut s, line), want, "{line}");
    }
    let e = error(&mut s, "test.classdef.WrongName");
    assert!(
        e.contains("class name does not match filename: `RightName` (was expecting `WrongName`)"),
        "{e}"
    );
}

#[test]
fn an_error_in_a_file_names_the_file_line_and_column() {
    let f = Folder::new("errors");
    // Line 3, column 16 is the `;` where an operand was expected.
    f.write(
        "Broken.cgs",
        "// A class with a slip.\nclass Broken\n  def M := 1 + ;\nend\n",
    );
    f.write("Two.cgs", "class Two end; 1");
    f.write("Big.cgs", &" ".repeat(MAX_CLASS_FILE as usize + 1));
    let bad = f.write("Bad.cgs", "");
    std::fs::write(bad, [0x63, 0xff, 0xfe]).unwrap();
    f.write("Loop/A.cgs", "class A extends B end");
    f.write("Loop/B.cgs", "class B extends A end");
    f.write("Open.cgs", "/* never closed\nclass Open end");
    let mut s = f.session();
    let e = s.eval("Broken").unwrap_err();
    let ErrorKind::ClassFile {
        file,
        line,
        column,
        message,
    } = e.kind()
    else {
        panic!("{e}")
    };
    assert!(file.ends_with("Broken.cgs"), "{file}");
    assert_eq!((*line, *column), (3, 16), "{message}");
    assert_eq!(e.column(), 1);
    let e = error(&mut s, "Two");
    assert!(e.contains("one class declaration and nothing else"), "{e}");
    let e = error(&mut s, "Big");
    assert!(
        e.contains(&format!("longer than the {MAX_CLASS_FILE} bytes")),
        "{e}"
    );
    let e = error(&mut s, "Bad");
    assert!(e.contains("not UTF-8"), "{e}");
    let e = error(&mut s, "Loop.A");
    assert!(e.contains("`Loop.A` needs itself"), "{e}");
    let e = error(&mut s, "Open");
    assert!(e.contains("line 1, column 1") && e.contains("'*/'"), "{e}");
    // A package is not a value, and a name it lacks is said so.
    let e = error(&mut s, "Loop");
    assert!(e.contains("unknown name 'Loop'"), "{e}");
    let e = error(&mut s, "Loop.C");
    assert!(e.contains("no class or package `Loop.C`"), "{e}");
    // The session goes on: a good line after the bad ones.
    assert_eq!(eval(&mut s, "1 + 1"), "2");
}

#[test]
fn a_changed_file_is_read_again_and_the_first_folder_wins() {
    let first = Folder::new("first");
    let second = Folder::new("second");
    let file = first.write("Value.cgs", "singleton class Value var v := 1; end");
    second.write("Value.cgs", "singleton class Value var v := 2; end");
    second.write("Only.cgs", "singleton class Only var v := 3; end");
    let mut s = first.session();
    s.add_class_path(&second.0).unwrap();
    assert_eq!(eval(&mut s, "Value.v + Only.v"), "4");
    std::fs::write(&file, "singleton class Value var v := 10; end").unwrap();
    // The time of change moves on, also where the clock is coarse.
    let later = std::time::SystemTime::now() + std::time::Duration::from_secs(5);
    std::fs::File::options()
        .write(true)
        .open(&file)
        .unwrap()
        .set_modified(later)
        .unwrap();
    assert_eq!(eval(&mut s, "Value.v"), "10");
    // A name the session binds comes before a class of the path.
    assert_eq!(eval(&mut s, "Value := 7; Value"), "7");
}

#[test]
fn without_a_folder_nothing_is_read_and_a_folder_must_exist() {
    let f = Folder::new("none");
    f.write("Sub.cgs", SUBTRACTION);
    let mut s = Session::new();
    assert!(error(&mut s, "Sub(3)").contains("unknown function 'Sub'"));
    let missing: &Path = &f.0.join("missing");
    assert!(s.add_class_path(missing).is_err());
    let e = s.add_class_path(f.0.join("Sub.cgs")).unwrap_err();
    assert_eq!(e.kind(), std::io::ErrorKind::InvalidInput);
    assert!(e.to_string().contains("is not a folder"), "{e}");
}

#[test]
fn block_comments_are_skipped_as_in_cgsuite() {
    let mut s = Session::new();
    assert_eq!(eval(&mut s, "1 /* one */ + /* and\none */ 1"), "2");
    // CGSuite opens a comment at `/*` wherever it stands.
    assert_eq!(eval(&mut s, "1/**/+1"), "2");
    let e = error(&mut s, "1 + 1 /* open");
    assert!(e.contains("'*/'") && e.ends_with("column 7"), "{e}");
}

#[test]
fn cgsuite_declaration_errors_read_from_files() {
    // CGSuite's DeclTest declares these classes so and expects an error
    // for each row; the words are CGSuite's, lower-cased as ours are.
    let f = Folder::new("decl-errors");
    let classes = [
        ("classdef/BaseClass", "class BaseClass def Method := 3; end"),
        (
            "classdef/ExtraneousOverride",
            "class ExtraneousOverride extends BaseClass override def NewMethod := 4; end",
        ),
        (
            "classdef/UnknownClassInParameterDeclaration1",
            "class UnknownClassInParameterDeclaration1 def Method(parameter as UnknownClass) := 3; end",
        ),
        (
            "classdef/UnknownClassInParameterDeclaration2",
            "class UnknownClassInParameterDeclaration2 \
             def Method(parameter as foo.bar.UnknownClass) := 3; end",
        ),
        ("init/NoConstructor", "class NoConstructor end"),
        (
            "init/NestedNoConstructor",
            "singleton class NestedNoConstructor class Nested end end",
        ),
        (
            "game/GameWithHackedDepthHint",
            "class GameWithHackedDepthHint(args) extends Game\n\
               override def Options(player as Player) := [this];\n\
               override def DepthHint := args;\nend",
        ),
    ];
    for (name, text) in classes {
        f.write(&format!("test/{name}.cgs"), text);
    }
    let mut s = f.session();
    let rows = [
        (
            "test.classdef.ExtraneousOverride",
            "method `ExtraneousOverride.NewMethod` overrides nothing",
        ),
        (
            "test.classdef.UnknownClassInParameterDeclaration1",
            "unknown class in parameter declaration: `UnknownClass`",
        ),
        (
            "test.classdef.UnknownClassInParameterDeclaration2",
            "unknown class in parameter declaration: `foo.bar.UnknownClass`",
        ),
        (
            "test.init.NoConstructor()",
            "the class `NoConstructor` has no constructor and cannot be directly instantiated",
        ),
        (
            "test.init.NestedNoConstructor.Nested()",
            "the class `Nested` has no constructor and cannot be directly instantiated",
        ),
        (
            "test.game.GameWithHackedDepthHint(\"foo\").GameValue",
            "expected an integer from the DepthHint of class GameWithHackedDepthHint, found a string",
        ),
    ];
    for (line, want) in rows {
        let e = error(&mut s, line);
        assert!(e.contains(want), "{line}: {e}");
    }
    // Without parentheses a class is the class itself; an integer
    // DepthHint is accepted (the game moves to itself: it is a dud).
    assert_eq!(
        eval(&mut s, "test.init.NoConstructor"),
        "\u{27ea}NoConstructor\u{27eb}"
    );
    assert_eq!(
        eval(&mut s, "test.init.NestedNoConstructor.Nested"),
        "\u{27ea}Nested\u{27eb}"
    );
    assert_eq!(
        eval(&mut s, "test.game.GameWithHackedDepthHint(3).GameValue"),
        "dud"
    );
}

#[test]
fn classes_may_name_each_other_in_their_parameters() {
    let f = Folder::new("mutual");
    f.write(
        "p/A.cgs",
        "class A(n) def With(b as B) := n + b.N; def N := n; end",
    );
    f.write(
        "p/B.cgs",
        "class B(n) def With(a as A) := n * a.N; def N := n; end",
    );
    let mut s = f.session();
    assert_eq!(eval(&mut s, "p.A(2).With(p.B(3))"), "5");
    assert_eq!(eval(&mut s, "p.B(2).With(p.A(3))"), "6");
}

#[test]
fn cgsuite_mutable_class_rows() {
    // CGSuite's DeclTest: its classes, its rows.
    let f = Folder::new("mutables");
    f.write(
        "test/mutables/MutableClass.cgs",
        "mutable class MutableClass()\n  var immutableVar := 5;\n  mutable var mutableVar;\n  \
         def SetMutable(newValue) begin mutableVar := newValue end\n  \
         def SetImmutable(newValue) begin immutableVar := newValue end\nend",
    );
    f.write(
        "test/mutables/ImmutableClass1.cgs",
        "class ImmutableClass1() var immutableVar := MutableClass(); end",
    );
    f.write(
        "test/mutables/SingletonImmutableClass.cgs",
        "singleton class SingletonImmutableClass var immutableVar := MutableClass(); end",
    );
    f.write(
        "test/mutables/ImmutableClass2.cgs",
        "class ImmutableClass2(cparam) end",
    );
    f.write(
        "test/classdef/MutableClass.cgs",
        "mutable class MutableClass end",
    );
    f.write(
        "test/classdef/ImmutableSubclassOfMutable.cgs",
        "class ImmutableSubclassOfMutable extends MutableClass end",
    );
    f.write(
        "test/classdef/ImmutableNestedClassOfMutable.cgs",
        "mutable class ImmutableNestedClassOfMutable class Nested end end",
    );
    f.write(
        "test/classdef/MutableVarOfImmutable.cgs",
        "class MutableVarOfImmutable mutable var x := 4; end",
    );
    let mut s = f.session();
    let line = "x := test.mutables.MutableClass(); x.SetMutable(168); x.mutableVar";
    assert_eq!(eval(&mut s, line), "168");
    let rows = [
        (
            "y := test.mutables.MutableClass(); y.SetImmutable(168)",
            "cannot reassign to immutable var: `immutableVar`",
        ),
        (
            "test.mutables.ImmutableClass1()",
            "cannot assign mutable object to var `immutableVar` of immutable class `ImmutableClass1`",
        ),
        (
            "test.mutables.SingletonImmutableClass",
            "cannot assign mutable object to var `immutableVar` of immutable class `SingletonImmutableClass`",
        ),
        (
            "x := test.mutables.MutableClass(); test.mutables.ImmutableClass2(x)",
            "cannot assign mutable object to var `cparam` of immutable class",
        ),
        (
            "test.classdef.ImmutableSubclassOfMutable",
            "subclass `ImmutableSubclassOfMutable` of mutable class `MutableClass` is not declared `mutable`",
        ),
        (
            "test.classdef.ImmutableNestedClassOfMutable",
            "nested class `Nested` of mutable class `ImmutableNestedClassOfMutable` is not declared `mutable`",
        ),
        (
            "test.classdef.MutableVarOfImmutable",
            "class `MutableVarOfImmutable` is immutable, but variable `x` is declared `mutable`",
        ),
    ];
    for (line, want) in rows {
        let e = error(&mut s, line);
        assert!(e.contains(want), "{line}: {e}");
    }
}

#[test]
fn a_mutable_object_keeps_its_state_and_is_itself() {
    let mut s = Session::new();
    let counter = "mutable class Counter(start as Integer)\n\
                   mutable var n := start;\n\
                   def Step begin n := n + 1; n end\n\
                   def Twice begin this.Step; Step end\n\
                   end";
    eval(&mut s, counter);
    // By hand: 10, then 11, then 12 and 13 (Twice steps two times).
    assert_eq!(
        eval(&mut s, "c := Counter(10); [c.n, c.Step, c.Twice, c.n]"),
        "[10,11,13,13]"
    );
    // Two counters made alike are two objects; each is equal to itself.
    assert_eq!(
        eval(&mut s, "[Counter(1) == Counter(1), c == c]"),
        "[false,true]"
    );
    let e = error(&mut s, "mutable class MutableGame extends Game end");
    assert!(
        e.contains("is a game, so it may not be declared `mutable`"),
        "{e}"
    );
}

#[test]
fn a_class_extending_heap_ruleset_is_a_heap_game() {
    let f = Folder::new("heap-ruleset");
    f.write(
        "g/Take.cgs",
        "/* Take 1 to maxTake from one heap. */\n\
         class Take(maxTake as Integer) extends game.heap.HeapRuleset\n\
           override def HeapOptions(n as Integer) := [[n - k] for k from 1 to maxTake where k <= n];\n\
         end",
    );
    // CGSuite's DeclTest class, whose options are the same for every heap.
    f.write(
        "test/game/HeapRulesetWithHackedOptions.cgs",
        "class HeapRulesetWithHackedOptions(args) extends game.heap.HeapRuleset\n\
           override def HeapOptions(n as Integer) := args;\nend",
    );
    let mut s = f.session();
    // The catalogue's subtraction game of the same rules, a second method.
    for k in 1..=4 {
        let ours = eval(&mut s, &format!("g.Take({k}).NimValueSequence(20)"));
        let set: Vec<String> = (1..=k).map(|i| i.to_string()).collect();
        let theirs = eval(
            &mut s,
            &format!("Subtraction([{}]).NimValueSequence(20)", set.join(",")),
        );
        assert_eq!(ours, theirs, "take 1 to {k}");
    }
    // By hand: taking 1 to 3, a heap of n is *(n mod 4): *1 + *1 = 0.
    assert_eq!(eval(&mut s, "g.Take(3)(5) + *1"), "0");
    assert_eq!(eval(&mut s, "g.Take(2) is HeapRuleset"), "true");
    let e = error(
        &mut s,
        "test.game.HeapRulesetWithHackedOptions(\"foo\").NimValueSequence(10)",
    );
    assert!(e.contains("gave a string"), "{e}");
}
