//! Functions and loops in the expression language, as CGSuite writes them.
//! Expected values are worked by hand (shown beside each) or are CGSuite's
//! published rows (`EvalTest.scala` in CGSuite's repository: "properly
//! construct and evaluate functions", "handle various types of loops").

use combinatorial_games::expr::{ErrorKind, Session, eval};

fn v(s: &str) -> String {
    match eval(s) {
        Ok(v) => v.to_string(),
        Err(e) => panic!("{s}: {e}"),
    }
}

fn fails(s: &str) -> (ErrorKind, usize) {
    match eval(s) {
        Ok(v) => panic!("{s} gave {v}, not an error"),
        Err(e) => (e.kind().clone(), e.column()),
    }
}

#[test]
fn functions_print_as_cgsuite_prints_them() {
    assert_eq!(v("f := x -> x+1"), "x -> x + 1");
    assert_eq!(v("f := (x,y) -> (x-y)/2"), "(x, y) -> (x - y) / 2");
    assert_eq!(v("f := () -> 3"), "() -> 3");
    assert_eq!(v("f := x -> y -> x + y"), "x -> y -> x + y");
    assert_eq!(v("def t(x) := x + 1"), "x -> x + 1");
}

#[test]
fn calls_bind_arguments_in_order_or_by_name() {
    let mut s = Session::new();
    let mut run = |line: &str| {
        s.eval(line)
            .map(|v| v.to_string())
            .map_err(|e| e.to_string())
    };
    run("f := (x,y) -> (x-y)/2").unwrap();
    assert_eq!(run("f(3,4)").unwrap(), "-1/2"); // (3 - 4) / 2
    assert_eq!(run("f(y => 3, x => 4)").unwrap(), "1/2"); // (4 - 3) / 2
    assert!(
        run("f(3)")
            .unwrap_err()
            .contains("missing required parameter")
    );
    assert!(run("f(3,4,5)").unwrap_err().contains("too many arguments"));
    assert!(
        run("f(3, foo => 4)")
            .unwrap_err()
            .contains("invalid parameter name")
    );
    assert!(
        run("f(y => 4, y => 5)")
            .unwrap_err()
            .contains("given twice")
    );
    assert!(
        run("f(y => 4, 5)")
            .unwrap_err()
            .contains("cannot follow a named one")
    );
    // Names bound where the function is called are seen by its body.
    run("y := 3; g := x -> x + y").unwrap();
    assert_eq!(run("y := 6; g(5)").unwrap(), "11");
    // A curried function remembers the outer parameter.
    run("h := x -> y -> x + y; a := h(3); b := h(5)").unwrap();
    assert_eq!(run("[a(7), b(7)]").unwrap(), "[10,12]");
    assert_eq!(run("a").unwrap(), "y -> x + y");
    assert_eq!(
        run("def u(x) begin z := x + 5; z; end; u(5)").unwrap(),
        "10"
    );
}

#[test]
fn recursion_and_its_limit() {
    assert_eq!(
        v("fact := n -> if n == 0 then 1 else n * fact(n-1) end; fact(6)"),
        "720"
    );
    let (kind, column) = fails("j := n -> j(n); j(5)");
    assert!(matches!(kind, ErrorKind::TooLarge(_)), "{kind:?}");
    assert_eq!(column, 11);
}

#[test]
fn bad_functions_get_errors_with_a_column() {
    let (kind, column) = fails("(x, x) -> x");
    assert!(matches!(kind, ErrorKind::Undefined(_)), "{kind:?}");
    assert_eq!(column, 1);
    // A down written with letters is never a name, as in CGSuite: what
    // was bound to it could not be read back, since `v` reads as ↓.
    for (bind, column) in [
        ("v := 2", 1),
        ("var vv := 2", 5),
        ("for v from 1 to 3 yield v end", 5),
        ("def f(v3) := 1", 7),
        ("(x, v) -> x", 5),
        ("v -> 1", 1),
        ("[(v := 1)]", 3),
    ] {
        let e = eval(bind).expect_err(bind);
        assert!(e.to_string().contains("is a down (↓)"), "{bind}: {e}");
        assert_eq!(e.column(), column, "{bind}");
    }
    assert_eq!(v("(v)"), "v");
    assert_eq!(v("vertex := 2; vertex + v"), "2v");
    let (_, column) = fails("f := x -> x; f(1, 2)");
    assert_eq!(column, 14);
    let (kind, _) = fails("[1,2].Apply(3)");
    assert!(matches!(kind, ErrorKind::Type { .. }));
    let (kind, column) = fails("f := (a, b) -> a; [1,2].Apply(f)");
    assert!(matches!(kind, ErrorKind::Undefined(_)));
    assert_eq!(column, 25);
}

#[test]
fn loops_of_every_kind() {
    // (snippet, list of x*x or x, its sum): CGSuite's loop scenarios.
    assert_eq!(v("[x*x for x from 1 to 10 by 3]"), "[1,16,49,100]");
    assert_eq!(v("[x*x for x from 6 to 1 by -2]"), "[36,16,4]");
    assert_eq!(v("{x*x for x from 6 to 1 by -2}"), "{4,16,36}");
    assert_eq!(v("[x for x from 0 to ^5 by ^*]"), "[0,^*,^^,^3*,^4]");
    assert_eq!(v("[x for x from 1 while x < 5]"), "[1,2,3,4]");
    assert_eq!(
        v("[x for x from 1 while x < 10 where x % 3 == 1]"),
        "[1,4,7]"
    );
    assert_eq!(v("[x for x in [1,2,3,2] while x % 2 == 1]"), "[1]");
    assert_eq!(
        v("for x from 1 to 3 yield x yield x + 1 end"),
        "[1,2,2,3,3,4]"
    );
    assert_eq!(v("for x := 5 yield x*x end"), "[25]");
    // CGSuite's `yield` takes statements, the last one's value the item,
    // and a `var` among them is made afresh each pass.
    assert_eq!(
        v("for x from 1 to 3 where x > 1 yield var y := x * x; y := y + 1; y end"),
        "[5,10]"
    );
    assert_eq!(
        v("for x from 1 to 2 yield var y := x; y yield var y := 10 * x; y end"),
        "[1,10,2,20]"
    );
    assert_eq!(v("for x from 1 to 2 yield end"), "[Nothing,Nothing]");
    assert_eq!(v("Sum(x*x for x from 1 to 5)"), "55"); // 1+4+9+16+25
    assert_eq!(v("Sum(x for x from 0 to ^5 by ^*)"), "^10"); // 0+1+2+3+4 ups, two stars
    assert_eq!(v("for n from 1 to 3 do n end"), "Nothing");
    assert!(matches!(
        fails("Sum(x for x in [])").0,
        ErrorKind::Undefined(_)
    ));
    assert!(matches!(
        fails("[x for x from 1/2 to 3]").0,
        ErrorKind::Type { .. }
    ));
    assert!(matches!(
        fails("[x for x from 1]").0,
        ErrorKind::TooLarge(_)
    ));
    // A loop that checks a law, as CGSuite's tests do.
    let check = "for n from 1 to 300 do \
                 if n NimProduct n.NimInverse != 1 then error(\"failed at \" ) end end";
    assert_eq!(v(check), "Nothing");
    assert!(
        matches!(fails("for n from 1 to 3 do if n == 2 then error(\"two\") end end").0,
        ErrorKind::Undefined(m) if m == "two")
    );
}

#[test]
fn truth_values_combine_with_and_or_not() {
    assert_eq!(v("true or false"), "true");
    assert_eq!(v("true and false"), "false");
    assert_eq!(v("not (1 < 2) or 3 > 2 and 1 == 1"), "true"); // and binds tighter
    // The right side is only evaluated when the left does not decide.
    assert_eq!(v("false and (0/0 == 0)"), "false");
    assert_eq!(v("true or error(\"never\")"), "true");
    assert!(matches!(fails("3 or 4").0, ErrorKind::Type { .. }));
    // CGSuite's check of Isqrt, as a loop.
    let check = "for n from 0 to 300 do var r := n.Isqrt; \
                 if n < r^2 or n >= (r+1)^2 then error(\"Isqrt failed\") end end";
    assert_eq!(v(check), "Nothing");
    assert_eq!(
        v("def u(x) begin y := x + 4; y; end"),
        "x -> begin y := x + 4; y end"
    );
}

#[test]
fn statements_assign_to_names_bound_before_them() {
    // Sums by hand: 1+2+3+4+5 = 15; 1 doubled three times is 8.
    assert_eq!(
        v("tot := 0; for n from 1 to 5 do tot := tot + n end; tot"),
        "15"
    );
    assert_eq!(v("x := 1; for i from 1 to 3 do x := x + x end; x"), "8");
    // Only the odd items: 1 + 3.
    assert_eq!(
        v("s := 0; for x in [1,2,3] where x != 2 do s := s + x end; s"),
        "4"
    );
    // A while clause sees the new value: 0, 3, 6, 9, then 12 stops it.
    assert_eq!(
        v("x := 0; for i from 1 while x < 10 do x := x + 3 end; x"),
        "12"
    );
    // Nested loops count the pairs b <= a <= 3: 1 + 2 + 3.
    assert_eq!(
        v("c := 0; for a from 1 to 3 do for b from 1 to a do c := c + 1 end end; c"),
        "6"
    );
    assert_eq!(
        v("L := []; for i from 1 to 3 do L := L.Adjoin(i*i) end; L"),
        "[1,4,9]"
    );
    // if, and a block, both keep what they assign to names from before.
    assert_eq!(v("x := 1; if true then x := 5 end; x"), "5");
    assert_eq!(v("x := 1; if false then x := 5 else x := 7 end; x"), "7");
    assert_eq!(v("x := 2; y := begin x := 5; x end; [x, y]"), "[5,5]");
    // Inside a function's body: 1 + 2 + 3 + 4.
    assert_eq!(
        v("f := n -> begin t := 0; for i from 1 to n do t := t + i end; t end; f(4)"),
        "10"
    );
    // What stays inside: the loop's own name, and names declared with
    // `var`. Any other name assigned is the session's, from a loop or a
    // function's body alike (CGSuite's AssignToNode: outside a class, a
    // name not declared local is a worksheet variable).
    assert_eq!(v("for i from 1 to 3 do y := i end; y"), "3");
    assert!(matches!(
        fails("for i from 1 to 3 do var y := i end; y").0,
        ErrorKind::UnknownName { .. }
    ));
    assert_eq!(v("i := 10; for i from 1 to 3 do i end; i"), "10");
    assert_eq!(v("g := 1; h := n -> begin g := n; g end; h(5); g"), "5");
    assert_eq!(
        v("g := 1; h := n -> begin var g := n; g end; [h(5), g]"),
        "[5,1]"
    );
    // A while loop, CGSuite's standalone form: the Collatz sequence of 27
    // reaches 1 after 111 steps (a well-known value).
    assert_eq!(v("x := 0; while x < 5 do x := x + 1 end; x"), "5");
    let collatz = "n := 27; steps := 0; while n != 1 do \
                   if n % 2 == 0 then n := n / 2 else n := 3 * n + 1 end; \
                   steps := steps + 1 end; steps";
    assert_eq!(v(collatz), "111");
    assert!(matches!(
        fails("while true do 1 end").0,
        ErrorKind::TooLarge(_)
    ));
    assert!(matches!(
        fails("while 3 do 1 end").0,
        ErrorKind::Type { .. }
    ));
    // Deep nesting grows the stack instead of overflowing it: blocks and
    // ifs 20 000 deep, each assigning on the way out.
    for open in ["begin ", "if true then "] {
        let e = format!(
            "x := 0; {}x := 1{}; x",
            open.repeat(20_000),
            " end".repeat(20_000)
        );
        assert_eq!(v(&e), "1", "{open}");
    }
    // A line stopped by its budget (which unwinds) leaves the names too.
    let mut s = Session::new();
    s.eval("a := 2").unwrap();
    s.set_budget(Some(combinatorial_games::budget::Budget::time(
        std::time::Duration::from_millis(50),
    )));
    assert!(
        s.eval("a := 3; b := 1; (*400).Heat(1).Temperature")
            .is_err()
    );
    assert_eq!(s.eval("a").unwrap().to_string(), "2");
    assert!(s.eval("b").is_err());
    // A session line that fails part way leaves its names as they were.
    let mut s = Session::new();
    s.eval("x := 1").unwrap();
    assert!(
        s.eval("for i from 1 to 3 do x := x + 1; if i == 2 then error(\"no\") end end")
            .is_err()
    );
    assert_eq!(s.eval("x").unwrap().to_string(), "1");
    s.eval("for i from 1 to 3 do x := x + 1 end").unwrap();
    assert_eq!(s.eval("x").unwrap().to_string(), "4");
}

/// A function sees its parameters, then the local names where it was made
/// (as they are when it runs), then the session's; never its caller's
/// locals. CGSuite's `EvalTest` rows ("Function scope", "Closure") and
/// hand-worked cases.
#[test]
fn functions_see_names_where_they_were_made() {
    let mut s = Session::new();
    let mut line = |l: &str| match s.eval(l) {
        Ok(v) => v.to_string(),
        Err(e) => format!("error: {e}"),
    };
    // CGSuite's rows, in order in one session.
    assert_eq!(line("y := 3; f := x -> x+y; f(5)"), "8");
    assert_eq!(line("y := 6; f(5)"), "11");
    assert_eq!(line("x := 9; f(5); x"), "9");
    assert!(line("f := temp -> temp+1; f(5); temp").starts_with("error"));
    // Two calls of f each make a var x that their two functions share.
    let closure = "f := () -> begin var x := []; [y -> (x := y), () -> x] end; \
                   pair1 := f(); set1 := pair1[1]; get1 := pair1[2]; \
                   pair2 := f(); set2 := pair2[1]; get2 := pair2[2]; \
                   set1(\"foo\"); set2(\"bar\"); [get1(), get2()]";
    assert_eq!(line(closure), "[\"foo\",\"bar\"]");
    // f's y is the session's 10, not the parameter y of g, its caller.
    assert_eq!(v("y := 10; f := x -> x + y; g := y -> f(1); g(5)"), "11");
    // The loop's y is the loop's own: f, made outside it, never sees it.
    assert!(matches!(
        fails("f := x -> x + y; [f(y) for y from 1 to 3]").0,
        ErrorKind::UnknownName { .. }
    ));
    // A function made in a loop sees the loop's variable as it is when
    // the function runs: as in CGSuite's LoopNode, the counter is left
    // one step past the end, 4 (10 + 4); a loop over a list leaves its
    // last item (10 + 3), and a `while` the value it stopped at (10 + 2).
    assert_eq!(
        v("L := []; for y from 1 to 3 do if y == 2 then L := [x -> x + y] end end; L[1](10)"),
        "14"
    );
    assert_eq!(
        v("L := []; for y in [1, 2, 3] do if y == 2 then L := [x -> x + y] end end; L[1](10)"),
        "13"
    );
    assert_eq!(
        v("L := []; for y from 1 while y < 2 do L := [x -> x + y] end; L[1](10)"),
        "12"
    );
    // A local function that calls itself: h(4) counts down 4 steps.
    assert_eq!(
        v("g := n -> begin var h := k -> if k == 0 then 0 else 1 + h(k-1) end; h(n) end; g(4)"),
        "4"
    );
    // Curried: each call of adder keeps its own n.
    assert_eq!(
        v("adder := n -> (x -> x + n); a2 := adder(2); a5 := adder(5); [a2(1), a5(1)]"),
        "[3,6]"
    );
    // A parameter may not repeat one of a function around it (CGSuite's
    // "Duplicate var"), nor may a class's name be assigned.
    assert!(matches!(
        fails("x -> x -> (x + 3)").0,
        ErrorKind::Undefined(_)
    ));
    assert!(matches!(fails("Integer := 5").0, ErrorKind::Undefined(_)));
    // Nor may a `var` repeat a name already local around it; sibling
    // blocks each have their own, and the session's names may be
    // declared again.
    for dup in [
        "f := x -> begin var x := 2; x end",
        "begin var a := 1; begin var a := 2 end end",
    ] {
        assert!(matches!(fails(dup).0, ErrorKind::Undefined(_)), "{dup}");
    }
    assert_eq!(v("begin var a := 1 end; begin var a := 2; a end"), "2");
    assert_eq!(v("var h := 5; var h := 6; h"), "6");
    assert_eq!(
        v("t := 0; for i from 1 to 3 do var z := i; t := t + z end; t"),
        "6"
    );
}

/// CGSuite's `DeclTest.scala`, "Var args": a last parameter written
/// `args...` takes the rest of the arguments in order as a list, empty when
/// there are none; `args as Integer...` wants each of them an Integer; the
/// expansion must be the last parameter.
#[test]
fn a_last_parameter_may_take_the_rest_of_the_arguments() {
    let mut s = Session::new();
    let mut run = |line: &str| {
        s.eval(line)
            .map(|v| v.to_string())
            .map_err(|e| e.to_string())
    };
    run("def f(args...) := args").unwrap();
    assert_eq!(run("f()").unwrap(), "[]");
    assert_eq!(run("f(3)").unwrap(), "[3]");
    assert_eq!(run("f(1, 7, 10)").unwrap(), "[1,7,10]");
    run("def g(bool as Boolean, args as Integer...) := [bool, args]").unwrap();
    assert_eq!(run("g(true)").unwrap(), "[true,[]]");
    assert_eq!(run("g(true, 3)").unwrap(), "[true,[3]]");
    assert_eq!(run("g(true, 1, 7, 10)").unwrap(), "[true,[1,7,10]]");
    assert!(
        run("g(1, 7, 10)")
            .unwrap_err()
            .contains("Boolean for `bool`")
    );
    assert!(
        run("g(true, 1, false)")
            .unwrap_err()
            .contains("Integer for `args`")
    );
    let e = run("def h(args..., after) := args").unwrap_err();
    assert!(
        e.contains("Invalid expansion for parameter `args`: must be in last position"),
        "{e}"
    );
    // By hand: a default before the expansion, and the expansion by name.
    run("def k(a, b ? 2, xs...) := [a, b, xs]").unwrap();
    assert_eq!(run("k(1)").unwrap(), "[1,2,[]]");
    assert_eq!(run("k(1, 5, 6, 7)").unwrap(), "[1,5,[6,7]]");
    assert_eq!(run("k(1, xs => [9])").unwrap(), "[1,2,[9]]");
    // A constructor's parameters too.
    run("class Bag(items...) def Count := items.Size; end").unwrap();
    assert_eq!(run("[Bag().Count, Bag(*, ^, 3).Count]").unwrap(), "[0,3]");
}

/// CGSuite reads `*` glued before a name as the nimber of its value
/// (`AST primaryExpr` in its grammar), also after ups (`^*n` is ↑ + ∗n);
/// after a number it multiplies (`3*n`). By hand, with n = 3.
#[test]
fn a_star_before_a_name_is_its_nimber() {
    let mut s = Session::new();
    let mut run = |line: &str| s.eval(line).map(|v| v.to_string()).unwrap();
    run("n := 3");
    assert_eq!(run("*n"), "*3");
    assert_eq!(run("^*n"), "^*3");
    assert_eq!(run("vv*n"), "vv*3");
    assert_eq!(run("3*n"), "9");
    assert_eq!(run("(*n).Birthday"), "3");
    assert_eq!(run("[*k for k from 1 to 3]"), "[*,*2,*3]");
    // CGSuite prints omega as ω.
    assert_eq!(run("*omega"), "*ω");
}

/// CGSuite's `System` class: `Print` keeps each value for the session to
/// give out (`take_printed`), also from a line that then fails; `Error`
/// fails with its message.
#[test]
fn system_print_and_error() {
    let mut s = Session::new();
    let shown = |s: &mut Session| -> Vec<String> {
        s.take_printed().iter().map(|v| v.to_string()).collect()
    };
    let v = s
        .eval("def f(k) := begin System.Print(k); k + 1 end; f(f(1))")
        .unwrap();
    assert_eq!(v.to_string(), "3");
    assert_eq!(shown(&mut s), ["1", "2"]);
    assert!(s.eval("System.Print(*); System.Error(\"no\")").is_err());
    assert_eq!(shown(&mut s), ["*"]);
    let e = s.eval("System.Error(\"no more\")").unwrap_err().to_string();
    assert!(e.starts_with("no more"), "{e}");
    // One value too many is an error, not memory without end.
    let line = format!(
        "for k from 1 to {} do System.Print(k) end",
        combinatorial_games::expr::MAX_PRINTED + 1
    );
    let e = s.eval(&line).unwrap_err();
    assert!(matches!(e.kind(), ErrorKind::TooLarge(_)), "{e}");
}

#[test]
fn an_unknown_name_suggests_the_nearest_known_ones() {
    let hint = |s: &str| match fails(s).0 {
        ErrorKind::UnknownName { name, hint } => format!("{name}{hint}"),
        other => panic!("{s}: {other:?}"),
    };
    // A game of the catalogue, a coordinate game, a constant, in another
    // case or a letter off.
    assert_eq!(hint("Kayls"), "Kayls (did you mean 'Kayles'?)");
    assert_eq!(hint("wythoff"), "wythoff (did you mean 'Wythoff'?)");
    assert_eq!(hint("LEFT + 1"), "LEFT (did you mean 'Left'?)");
    // Names bound in the session and in a function's frame.
    assert_eq!(hint("total := 3; totl"), "totl (did you mean 'total'?)");
    assert_eq!(
        hint("f := count -> coutn + 1; f(2)"),
        "coutn (did you mean 'count'?)"
    );
    // A one- or two-letter name is a letter from too many others; a name
    // far from every other one gets no hint either.
    assert_eq!(hint("y := 1; x"), "x");
    assert_eq!(hint("Xyzzyplugh"), "Xyzzyplugh");
}
