//! Classes declared in the language, as CGSuite's CGScript declares them
//! ("Three Examples" and "Classes and Packages" in CGSuite's tutorials,
//! and its `examples` folder). Expected values come by hand, or from the
//! crate's own rulesets for the same games, a second method written
//! apart from the class.

use combinatorial_games::expr::{ErrorKind, Session, eval};

fn v(s: &str) -> String {
    match eval(s) {
        Ok(v) => v.to_string(),
        Err(e) => panic!("{s}: {e}"),
    }
}

fn fails(s: &str) -> String {
    match eval(s) {
        Ok(v) => panic!("{s} gave {v}, not an error"),
        Err(e) => e.to_string(),
    }
}

/// CGSuite's `examples/Nim.cgs`, as the tutorial shows it.
const NIM: &str = "singleton class Nim extends Ruleset
  class Position(heapSize as Integer) extends ImpartialGame
    override def Options := [Position(k) for k from 0 to heapSize - 1];
  end
  def Eval(heapSize as Integer) := Position(heapSize);
end; ";

/// CGSuite's `examples/PartizanSubtraction.cgs`.
const PARTIZAN_SUBTRACTION: &str =
    "class PartizanSubtraction(leftSet as Collection, rightSet as Collection) extends Ruleset
  class Position(heapSize as Integer) extends Game
    override def Options(player as Player) begin
      var subtSet := if player == Left then leftSet else rightSet end;
      [ Position(heapSize - k) for k in subtSet where k <= heapSize ]
    end
  end
  def Eval(heapSize as Integer) := Position(heapSize);
end; ";

/// CGSuite's `examples/Clobber.cgs` (its `Icons` left out).
const CLOBBER: &str = "singleton class MyClobber extends game.grid.GridRuleset
  class Position(grid as Grid) extends GridGame
    override def Options(player as Player) begin
      var us := player.Ordinal;
      var them := player.Opponent.Ordinal;
      for coord in (grid FindAll us)
      for direction in Coordinates.Orthogonal
      where grid[coord + direction] == them
      yield
        Position(grid Updated { coord => 0, coord + direction => us })
      end
    end
  end
  override def CharMap := \".xo\";
end; ";

/// CGSuite's `examples/TopplingDominoes.cgs` (its `Icons` left out).
const TOPPLING: &str = "singleton class MyToppling extends game.strip.StripRuleset
  class Position(strip as Strip) extends StripGame
    override def Options(player as Player) begin
      var us := player.Ordinal;
      for n from 1 to strip.Length
      where strip[n] == us or strip[n] == 3
      yield Position(strip.UpdatedRange(1, n, 0))
      yield Position(strip.UpdatedRange(n, strip.Length, 0))
      end
    end
  end
  override def CharMap := \".lre\";
end; ";

#[test]
fn nim_as_the_tutorial_writes_it() {
    // A heap of n is the nimber *n; heaps add by nim-sums: 5 ^ 3 = 6.
    assert_eq!(v(&format!("{NIM}Nim(8).CanonicalForm")), "*8");
    assert_eq!(v(&format!("{NIM}Nim(10).NimValue")), "10");
    assert_eq!(v(&format!("{NIM}Nim(5) + Nim(3)")), "*6");
    assert_eq!(v(&format!("{NIM}Nim(7) + *7 == 0")), "true");
    // The position prints as it was made, and lists keep positions.
    assert_eq!(v(&format!("{NIM}Nim(2)")), "Nim.Position(2)");
    assert_eq!(
        v(&format!("{NIM}Nim(2).Options")),
        "[Nim.Position(0),Nim.Position(1)]"
    );
    assert_eq!(v(&format!("{NIM}Nim(3).heapSize")), "3");
    assert_eq!(v(&format!("{NIM}Nim(3).EnclosingObject")), "Nim");
    assert_eq!(
        v(&format!(
            "{NIM}[Nim(3) is ImpartialGame, Nim(3) is Game, Nim is Ruleset, 3 is Nim]"
        )),
        "[true,true,true,false]"
    );
    // A game's other methods answer for its value.
    assert_eq!(v(&format!("{NIM}Nim(4).Birthday")), "4");
}

#[test]
fn partizan_subtraction_agrees_with_the_ruleset() {
    let r = format!("{PARTIZAN_SUBTRACTION}R := PartizanSubtraction([1,3],[2,3]); ");
    // By hand: a heap of 1 is {0|} = 1 (Right cannot take 2 or 3); of 2,
    // {1|0}; of 3, Left to 2 or 0, Right to 1 or 0: {0,{1|0}|0,1}, where
    // Right's 1 is dominated by 0: {0,{1|0}|0}.
    assert_eq!(v(&format!("{r}R(1).CanonicalForm")), "1");
    assert_eq!(v(&format!("{r}R(2).CanonicalForm")), "{1|0}");
    assert_eq!(v(&format!("{r}R(3).CanonicalForm")), "{0,{1|0}|0}");
    // The crate's own partizan subtraction games, a second method.
    for (l, rr) in [("[1,3]", "[2,3]"), ("[1,2]", "[3]"), ("[2,5]", "[1,4]")] {
        let check = format!(
            "{PARTIZAN_SUBTRACTION}R := PartizanSubtraction({l},{rr}); \
             [R(n) == game.heap.PartizanSubtraction({l},{rr})(n) for n from 0 to 25]"
        );
        let all_true = format!("[{}]", vec!["true"; 26].join(","));
        assert_eq!(v(&check), all_true, "{l} {rr}");
    }
    assert_eq!(
        v(&format!("{r}R(5)")),
        "PartizanSubtraction([1,3],[2,3]).Position(5)"
    );
}

#[test]
fn grid_and_strip_rulesets_agree_with_the_catalogue() {
    for board in ["xoxo|ox..", "xo|ox", "xox.|o.ox|x.xo", "xxo|oox|xox", "."] {
        assert_eq!(
            v(&format!(
                "{CLOBBER}MyClobber(\"{board}\") == Clobber(\"{board}\")"
            )),
            "true",
            "{board}"
        );
    }
    for strip in ["lrlrreelr", "lrl", "e", "rrlle", "lerrel", "lllrrre"] {
        assert_eq!(
            v(&format!(
                "{TOPPLING}MyToppling(\"{strip}\") == TopplingDominoes(\"{strip}\")"
            )),
            "true",
            "{strip}"
        );
    }
    // By hand: l r l is {*, 0 | 1} = 1/2 (Left topples an end domino
    // outwards, leaving l r or r l, each *; Right leaves one l, 1).
    assert_eq!(
        v(&format!("{TOPPLING}MyToppling(\"lrl\").CanonicalForm")),
        "1/2"
    );
    // A grid given as one, not as a string.
    assert_eq!(
        v(&format!(
            "{CLOBBER}MyClobber(Grid.Parse(\"xo\", \".xo\")).CanonicalForm"
        )),
        "*"
    );
}

#[test]
fn domineering_written_as_a_class() {
    // Left places vertically (rows r and r + 1), Right horizontally; a
    // second method is the catalogue's Domineering.
    let dom = "class Dom(grid as Grid) extends Game
      override def Options(player as Player) begin
        var d := if player == Left then (1,0) else (0,1) end;
        for c in (grid FindAll 0) where grid[c + d] == 0
        yield Dom(grid Updated { c => 1, c + d => 1 }) end
      end
    end; ";
    for board in [
        "..|..",
        "...|...",
        "..|..|..",
        "...|...|...",
        ".#..|....|..#.",
    ] {
        let grid = format!("Grid.Parse(\"{board}\", \".#\")");
        assert_eq!(
            v(&format!("{dom}Dom({grid}) == Domineering(\"{board}\")")),
            "true",
            "{board}"
        );
    }
    let d = format!("{dom}d := Dom(Grid.Parse(\"..\", \".#\")); ");
    assert_eq!(
        v(&format!("{d}[d is Game, d is ImpartialGame, d is Ruleset]")),
        "[true,false,false]"
    );
    // Winning Ways: the 2 x 2 board is +-1.
    assert_eq!(
        v(&format!("{dom}Dom(Grid.Parse(\"..|..\", \".#\"))")),
        "Dom(Grid([[0,0],[0,0]]))"
    );
    assert_eq!(
        v(&format!(
            "{dom}Dom(Grid.Parse(\"..|..\", \".#\")).CanonicalForm"
        )),
        "+-1"
    );
}

#[test]
fn methods_fields_this_and_inheritance() {
    let base = "class Shape(n as Integer) \
                  var twice := 2 * n; \
                  def Area := n * n; \
                  def Scaled(k) := Shape(n * k); \
                  def Me := this; \
                  def Describe := [this.Area, twice]; \
                end; \
                class Square(n as Integer) extends Shape override def Area := 4 * n; end; ";
    assert_eq!(v(&format!("{base}Shape(3).Area")), "9");
    assert_eq!(v(&format!("{base}Shape(3).twice")), "6");
    assert_eq!(v(&format!("{base}Shape(3).Scaled(2).Area")), "36");
    assert_eq!(v(&format!("{base}Shape(3).Me")), "Shape(3)");
    assert_eq!(v(&format!("{base}Shape(3).Describe")), "[9,6]");
    // A subclass's own method hides its base's, also for `this` in the
    // base's methods; what it does not declare (methods and `var`s) it
    // takes from the base.
    assert_eq!(v(&format!("{base}Square(3).Area")), "12");
    assert_eq!(v(&format!("{base}Square(3).Describe")), "[12,6]");
    assert_eq!(
        v(&format!("{base}[Square(3) is Shape, Shape(3) is Square]")),
        "[true,false]"
    );
    // Named arguments and defaults, as for functions.
    let k = "class K(a, b ? 10) def Sum := a + b; end; ";
    assert_eq!(
        v(&format!(
            "{k}[K(1).Sum, K(1, 2).Sum, K(b => 5, a => 1).Sum]"
        )),
        "[11,3,6]"
    );
    // A parameter's class is checked, a user class's too.
    assert!(fails(&format!("{base}Shape(1/2)")).contains("Integer"));
    let typed = format!("{base}def f(s as Shape) := s.Area; [f(Square(1)), f(Shape(2))]");
    assert_eq!(v(&typed), "[4,4]");
    assert!(fails(&format!("{base}def f(s as Shape) := s.Area; f(3)")).contains("Shape"));
}

#[test]
fn a_session_keeps_its_classes() {
    let mut s = Session::new();
    s.eval(NIM.trim_end().trim_end_matches(';')).unwrap();
    assert_eq!(s.eval("Nim(6) + Nim(2)").unwrap().to_string(), "*4");
    s.eval("g := Nim(9)").unwrap();
    assert_eq!(s.eval("g.CanonicalForm").unwrap().to_string(), "*9");
    assert_eq!(s.eval("{1 | g}").unwrap().to_string(), "{1|*9}");
}

#[test]
fn bad_classes_are_errors() {
    let cases = [
        (
            "class A extends Nowhere end",
            "unknown class in extends clause: `Nowhere`",
        ),
        ("singleton class A(x) end", "must not have a constructor"),
        (
            "class A def M := 1; def M := 2; end",
            "method `A.M` is declared twice",
        ),
        (
            "class A var x := 1; var x := 2; end",
            "variable `x` is declared twice",
        ),
        ("class A(x) def x := 1; end", "duplicate symbol `x`"),
        ("class A var x; end", "must be assigned a value"),
        ("class A end; A()", "has no constructor"),
        ("class A(x) end; A(1)(2)", "no method `Eval`"),
        ("class A(x) end; A(1).Nope", "unknown method 'Nope'"),
        ("class A(x) end; A(1) + 1", "a game"),
        (
            "class A(x) extends Game end; A(1).CanonicalForm",
            "no method `Options`",
        ),
        ("system class A end", "not supported yet"),
        (
            "mutable class A extends Game end",
            "may not be declared `mutable`",
        ),
        (
            "class Position(n) end",
            "names one of CGSuite's own classes",
        ),
        (
            "class A(x) def Set := begin x := 3 end; end; A(1).Set",
            "cannot reassign to immutable var: `x`",
        ),
    ];
    for (src, expected) in cases {
        let got = fails(src);
        assert!(got.contains(expected), "{src}: {got}");
    }
    // A class without an object prints as CGSuite prints a class.
    assert_eq!(v("class A def M := 1; end; A"), "\u{27ea}A\u{27eb}");
    // A parameter is the call's own, and may be assigned; a method that
    // overrides says so, and is found from the base's methods too.
    assert_eq!(
        v("class A(x) def Set(y) := begin y := 3; y end; end; A(1).Set(2)"),
        "3"
    );
    let c = "class B def M := 3; def N := [M, 7]; end; \
             singleton class C extends B override def M := 4; end; ";
    assert_eq!(v(&format!("{c}C.N")), "[4,7]");
    assert!(fails(&format!("{c}B.M")).contains("made by calling it"));
    let missing = "class B def M := 3; end; class C extends B def M := 4; end";
    assert!(
        fails(missing)
            .contains("method `C.M` must be declared with `override`, since it overrides `B.M`")
    );
    // Options that are not games.
    let bad =
        "class B(x) extends Game override def Options(p) := [\"foo\"]; end; B(1).CanonicalForm";
    assert!(fails(bad).contains("include a string, which is not a game"));
    let bad = "class B(x) extends Game override def Options(p) := 7; end; B(1).CanonicalForm";
    assert!(fails(bad).contains("a list or a set of games"));
}

#[test]
fn loopy_and_deep_classes_are_bounded() {
    // A position among its own followers has no canonical form: an
    // error, not a hang (its GameValue: tests/user_loopy_classes.rs).
    let loopy =
        "class L(n) extends Game override def Options(p) := [L(1 - n)]; end; L(0).CanonicalForm";
    let e = eval(loopy).unwrap_err();
    assert!(matches!(e.kind(), ErrorKind::NotShort(_)));
    assert!(e.to_string().contains("loopy"), "{e}");
    // A game 20 000 moves deep (a heap that shrinks by one) does not run
    // out of stack: its value is *(20000 mod 2) = 0.
    let deep = "class D(n) extends ImpartialGame \
                  override def Options := if n == 0 then [] else [D(n - 1)] end; \
                end; D(20000).CanonicalForm";
    assert_eq!(v(deep), "0");
    // Options may be values as well as positions: {0, D(1) | }.
    let mixed = "class M(n) extends Game override def Options(p) := \
                   if p == Left and n > 0 then [0, M(n - 1)] else [] end; end; M(3).CanonicalForm";
    assert_eq!(v(mixed), "3");
}

#[test]
fn decomposition_adds_the_parts() {
    // Nim on a list of heaps: a move takes from one heap. Written twice,
    // once with a Decomposition into single heaps (added by the crate),
    // once by its options alone: both must agree, and with the nim-sum.
    let moves = "override def Options := \
                   [H([if j == i then k else hs[j] end for j from 1 to hs.Length]) \
                    for i from 1 to hs.Length for k from 0 to hs[i] - 1];";
    let whole = format!("class H(hs) extends ImpartialGame {moves} end; ");
    let split = format!(
        "class H(hs) extends ImpartialGame {moves} \
           override def Decomposition := if hs.Length <= 1 then [this] else [H([h]) for h in hs] end; \
         end; "
    );
    for (heaps, nimber) in [
        ("[1,2,3]", "0"),
        ("[1,2]", "*3"),
        ("[4,1,2]", "*7"),
        ("[3]", "*3"),
    ] {
        assert_eq!(
            v(&format!("{whole}H({heaps}).CanonicalForm")),
            nimber,
            "{heaps}"
        );
        assert_eq!(
            v(&format!("{split}H({heaps}).CanonicalForm")),
            nimber,
            "{heaps}"
        );
    }
    // A part may be a value; a part that is the position itself among
    // others is an error, not a loop.
    let values = "class V(n) extends Game override def Options(p) := []; \
                    override def Decomposition := [^, n]; end; V(2).CanonicalForm";
    assert_eq!(v(values), "2^");
    let selfish = "class S(n) extends Game override def Options(p) := []; \
                     override def Decomposition := [this, 1]; end; S(2).CanonicalForm";
    assert!(fails(selfish).contains("itself among other parts"));
}

#[test]
fn methods_without_parentheses_are_called_by_name() {
    // Inside a class, as in CGSuite, `Size` calls `def Size := …`.
    let c = "class Q(n) def Size := n + 1; def Twice := 2 * Size; def Call := Size(); end; ";
    assert_eq!(
        v(&format!("{c}[Q(2).Size, Q(2).Twice, Q(2).Call]")),
        "[3,6,3]"
    );
    // A grid ruleset's CharMap, named bare in its own method.
    let g = "singleton class G extends GridRuleset \
               class Position(grid as Grid) extends GridGame \
                 override def Options(p) := []; \
               end; \
               override def CharMap := \".x\"; \
               def Chars := CharMap.Length; \
             end; ";
    assert_eq!(v(&format!("{g}G.Chars")), "2");
    assert_eq!(
        v(&format!("{g}G(\"x.|..\")")),
        "G.Position(Grid([[1,0],[0,0]]))"
    );
}

#[test]
fn the_tutorials_examples_package() {
    // CGSuite's tutorial calls its example classes from the `examples`
    // package; the catalogue's games of the same rules stand in for them,
    // so they agree with the classes above, written out.
    assert_eq!(v("examples.Nim(8).CanonicalForm"), "*8");
    let r = "R := examples.PartizanSubtraction([1,3],[2,3]); ";
    assert_eq!(
        v(&format!(
            "{PARTIZAN_SUBTRACTION}{r}[R(n) == PartizanSubtraction([1,3],[2,3])(n) for n from 0 to 12]"
        )),
        format!("[{}]", vec!["true"; 13].join(","))
    );
    assert_eq!(
        v(&format!(
            "{CLOBBER}examples.Clobber(\"xoxo|ox..\") == MyClobber(\"xoxo|ox..\")"
        )),
        "true"
    );
    assert_eq!(
        v(&format!(
            "{TOPPLING}examples.TopplingDominoes(\"lrlrreelr\") == MyToppling(\"lrlrreelr\")"
        )),
        "true"
    );
}
