//! The tables of functions and methods against their documentation: every
//! example prints what its row says (each worked out by hand), and
//! `docs/expressions.md` is what the tables make. After changing a table,
//! `UPDATE_DOCS=1 cargo test --test expression_docs` writes the document.

use combinatorial_games::expr::{self, Builtin};
use combinatorial_games::games::{self, CATALOGUE};

#[test]
fn every_example_prints_what_its_row_says() {
    let mut wrong = Vec::new();
    for b in expr::functions().iter().chain(expr::methods()) {
        match expr::eval(b.example) {
            Ok(v) if v.to_string() == b.shows => {}
            Ok(v) => wrong.push(format!(
                "{}: {} gave {v}, not {}",
                b.name, b.example, b.shows
            )),
            Err(e) => wrong.push(format!("{}: {} failed: {e}", b.name, b.example)),
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

#[test]
fn every_row_is_called_as_its_usage_says() {
    for b in expr::functions() {
        assert!(b.usage.starts_with(&format!("{}(", b.name)), "{}", b.usage);
        assert!(b.example.contains(&format!("{}(", b.name)), "{}", b.example);
    }
    for m in expr::methods() {
        assert!(m.usage.contains(&format!(".{}", m.name)), "{}", m.usage);
        assert!(m.example.contains(&format!(".{}", m.name)), "{}", m.example);
        let (least, most) = m.arity();
        let takes = m.usage.matches(',').count() + usize::from(m.usage.ends_with(')'));
        assert!(
            (least..=most).contains(&takes),
            "{}: {:?}",
            m.usage,
            m.arity()
        );
    }
}

#[test]
fn every_game_of_the_catalogue_is_a_function_of_its_example() {
    for e in CATALOGUE {
        let call = format!("{}(\"{}\")", e.expr_name, e.example);
        let p = games::parse(e.id, e.example).unwrap();
        match (p.value(), p.loopy_value()) {
            (Some(direct), _) => {
                let shown = expr::eval(&call).unwrap_or_else(|err| panic!("{call}: {err}"));
                assert_eq!(shown.to_string(), direct.to_string(), "{call}");
            }
            // A loopy game's value that is no short game.
            (None, Some(direct)) => {
                let shown = expr::eval(&call).unwrap_or_else(|err| panic!("{call}: {err}"));
                assert_eq!(shown.to_string(), direct.unwrap().to_string(), "{call}");
            }
            // Games with ties or draws have results, not game values: the
            // expression says so and where to ask.
            (None, None) => {
                let err = expr::eval(&call).unwrap_err().to_string();
                assert!(err.contains(&format!("ask cgame {}", e.id)), "{err}");
            }
        }
    }
}

/// The names an error of `expr` lists after `title`, as in "methods: ".
fn listed(expr: &str, title: &str) -> Vec<String> {
    let err = expr::eval(expr).unwrap_err().to_string();
    let list = err.split(title).nth(1).unwrap();
    let list = list.split(" at column").next().unwrap();
    list.split(", ").map(String::from).collect()
}

#[test]
fn the_errors_list_exactly_the_names_that_work() {
    let names: Vec<&str> = expr::methods().iter().map(|m| m.name).collect();
    assert_eq!(listed("{1|}.NoSuchMethod", "methods: "), names);

    let mut names: Vec<&str> = expr::functions().iter().map(|f| f.name).collect();
    names.extend(CATALOGUE.iter().map(|e| e.expr_name));
    names.sort_unstable();
    // A schema (GenClobber) is a function of rules and a game of boards.
    names.dedup();
    assert_eq!(listed("NoSuchFunction(1)", "functions: "), names);
    for name in names {
        assert!(expr::help(name).is_some(), "help {name}");
    }
}

#[test]
fn the_reference_document_is_what_the_tables_make() {
    let made = reference();
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/docs/expressions.md");
    if std::env::var_os("UPDATE_DOCS").is_some() {
        std::fs::write(path, &made).unwrap();
    }
    let on_disk = std::fs::read_to_string(path).unwrap_or_default();
    assert!(
        on_disk == made,
        "docs/expressions.md is out of date: run UPDATE_DOCS=1 cargo test --test expression_docs"
    );
}

/// `docs/expressions.md`, made from the tables and the catalogue.
fn reference() -> String {
    let mut out = String::from(
        "# The expression language: functions, games and methods\n\n\
         This page is made from the tables in `src/expr/functions.rs` and\n\
         `src/expr/methods.rs` and from the catalogue of games (`src/games/`) by\n\
         `tests/expression_docs.rs`, which also checks every example. After changing\n\
         a table, run `UPDATE_DOCS=1 cargo test --test expression_docs`. In the REPL,\n\
         `help` lists these names and `help NAME` shows one.\n\n\
         `G` stands for a game, `R` for a heap game (`Kayles`,\n\
         `TakeAndBreak(\".07\")`), `n` for a whole number.\n\n\
         Loopy games are written as CGSuite writes them: `pass` for a move to the\n\
         position itself (`{0|pass}`), `a{…}` to name a position that `a` further in\n\
         moves back to (`a{{|a}|}`), and the constants `on`, `off`, `over`, `under`,\n\
         `upon` and `dud`; a number glued to `over` or `under` is their sum (`5over`),\n\
         and the forms CGSuite prints read back: `^[on]*`, `-1/4v[on]`, `^<on>`,\n\
         `Tiny(on)`, `2Miny(over)`. They add, negate, switch (`+-over`) and compare like other\n\
         games. A game that is no stopper prints as its onside and offside\n\
         (`1 & 0`; `dud` for `on & off`), and its `OutcomeClass` may be a draw: `D`,\n\
         `NHat`, `PHat`, `NCheck` or `PCheck` as in CGSuite. The methods below that\n\
         CGSuite's `CanonicalStopper` and `SidedValue` have answer for loopy games\n\
         too; the others say they need a short game.\n\n\
         Impartial games in misère play (the last player to move loses) are written\n\
         `*[…]` as in CGSuite: `*[n]` is the nim heap `n`, `*[a,b]` the game with the\n\
         options `a` and `b`, where a number is a heap and a list `[…]` a game given by\n\
         its options (`*[[2],0]`), and `*[x]` with one item is that item. They print as\n\
         CGSuite prints them, in its compact notation (`*[[2],0]` is `*[2#0]`,\n\
         `*[2]+*[2]` is `*[2[2]]`; docs/misere.md explains it), which the language\n\
         does not read, as CGSuite does not (there `*[32]` is the heap 32); the\n\
         library's `MisereGame::from_compact` and Python's `MisereGame.from_compact`\n\
         read it.\n\
         They add, compare with `==`, and answer CGSuite's `MisereCanonicalGame`\n\
         methods below (`Genus`, `Parts`, `IsTame`…).\n\n\
         Statements are separated by `;` and a line's value is its last one's\n\
         (`a := 1; a + a`). `begin … end` is such a sequence inside an expression,\n\
         its names bound only within it: `(begin u := {0||0|0,pass}; {0|u||-u} end).Degree`.\n\
         `def f(x, y) := e` (or `begin … end`) names a function; a parameter may\n\
         be given a class its argument must be of and a default, as in CGSuite:\n\
         `def f(n as Integer, k ? 2) := n * k`. The last parameter may take the\n\
         rest of the arguments as a list: `def f(n, xs as Integer...) := xs` (so\n\
         `f(1)` gives `[]` and `f(1, 2, 3)` gives `[2,3]`).\n\
         `var x` declares `x` (bound to Nothing), `var x := e` binds it. In a loop,\n\
         `break` leaves it (a loop that makes a list keeps what it made) and\n\
         `continue` ends the pass; `return e` (or `return`) leaves a function with\n\
         `e` (or Nothing). Outside a loop or a function each is an error.\n\
         `Left` and `Right` name the players (`G.Options(Left)`, `G.Stop(Right)`).\n\n\
         Classes are declared as in CGSuite's CGScript, in a line or over several\n\
         lines of the REPL or a script: `class Name(params) extends Base … end`\n\
         holds `var x := e`, methods (`def M := e` is called by its name alone,\n\
         `def M(x) := e` with arguments; `override` replaces a method of the same\n\
         parameter classes of a class it extends) and nested classes, and\n\
         `singleton class` makes its one object at once. Methods of one name\n\
         may be declared several times with other parameters (`def M := 1`,\n\
         `def M() := 2`, `def M(x as Integer) := 3`, `def M(x as Rational) :=\n\
         4`); as in CGSuite, a call runs the one its arguments fit, and of\n\
         several, the one whose parameter classes all extend the others'\n\
         (`M(168)` is 3, `M(1/7)` is 4), else it is an error that names the\n\
         arguments' classes; `o.M` without parentheses runs `def M := …`, and\n\
         is an error in a class with no such method. `enum Hue Blue, Green,\n\
         Red; … end` declares an enum: `Hue.Blue` is a value printed as its\n\
         name (`Hue.Blue.Literal` is the string), equal only to itself, of\n\
         `Hue` and of `Enum` (as `Left` is), and the enum's methods name its\n\
         values alone. CGSuite's `Icon` (`Icon.Blank`, `Icon.BlackStone`, …,\n\
         for a ruleset's `Icons`) is such an enum of the language's. In a\n\
         `mutable class` (not a game's), `mutable var x` (Nothing until set) may\n\
         be assigned by the object's methods, and each object is itself, not\n\
         equal to another made alike; as in CGSuite, a class that is not\n\
         mutable may not keep such an object in a field. A class\n\
         that extends `Game` gives a position's options by `Options(player)`\n\
         (`ImpartialGame`: by `Options`), as a list of positions or games, and\n\
         may split a position into a sum by `Decomposition`; its positions are\n\
         their values in sums, comparisons, braces and every method of a game,\n\
         each found once from its options and kept (at most\n\
         `expr::MAX_OBJECT_POSITIONS`, 2 000 000, a class). A class that extends\n\
         `Ruleset` is applied to arguments through its `Eval`; one that extends\n\
         `HeapRuleset` gives a heap's options by `HeapOptions(n)`, as\n\
         `HeapRuleset(n -> …)` does, and is applied to a heap size and asked\n\
         `NimValueSequence` and the rest; one that extends\n\
         `GridRuleset` or `StripRuleset` reads a board by its `CharMap` into a\n\
         `Position`. Inside a method, `this` is the object, and names are its\n\
         members, then its fields (the parameters and the `var`s), then its\n\
         maker's (a `Position` sees its ruleset's), then the session's:\n\
         `singleton class Nim extends Ruleset class Position(n as Integer)\n\
         extends ImpartialGame override def Options := [Position(k) for k from 0\n\
         to n - 1]; end; def Eval(n) := Position(n); end` makes `Nim(5) + Nim(3)`\n\
         `*6`. A position among its own followers is a loopy game: its\n\
         `GameValue` (and its value in sums and comparisons) is found from the\n\
         graph of every position it reaches, each followed once (at most\n\
         `loopy::MAX_POSITIONS`), and `CanonicalForm` is the error\n\
         `ErrorKind::NotShort`; as in CGSuite, a position that splits by\n\
         `Decomposition`, or whose `DepthHint` is below the one it is reached\n\
         from, is valued apart. A game is followed at most\n\
         `expr::MAX_OBJECT_DEPTH` (100 000) moves deep. `examples.Nim`, `examples.Clobber`,\n\
         `examples.PartizanSubtraction` and `examples.TopplingDominoes`, from\n\
         CGSuite's tutorial, are the catalogue's games of the same rules.\n\n\
         Classes may also be kept in files, as in CGSuite's user folder:\n\
         `cgame --path DIR` (or `Session::add_class_path`, or Python's\n\
         `Session(path=[DIR])`) reads `DIR/a/b/C.cgs` as the class `a.b.C` when a\n\
         line first names it, and again after the file changes. A file holds one\n\
         class declaration (with `/* … */` and `//` comments), named as the file\n\
         is, else the error says `class name does not match filename`; an error\n\
         in a file names the file, the line and the column. `C.cgs` at the top\n\
         of `DIR` is named alone, `C`, before the language's own names (a\n\
         session's name comes first); inside a class of `a.b`, the other\n\
         classes of `a.b` are named alone too. Of several folders, the first\n\
         that has a class wins. A file is at most `expr::MAX_CLASS_FILE` (1 MiB).\n\
         Nothing else reads files: without `--path` no line can. `examples.Nim`\n\
         and the tutorial's other names stay the catalogue's games.\n\n\
         Lists are written `[a, b, …]`, and built as CGSuite builds them:\n\
         `[Kayles(n).Genus for n from 0 to 20]`, `[a + b for a from 0 to 2 for b from 0 to a]`\n\
         (the first clause outermost), `for x from a to b by s` over integers,\n\
         `for x in L` over a list, a set or a map's entries, `where c` to keep some\n\
         (a loop may leave out its name, `from 1 to 5 do … end`, or its start,\n\
         `for x to 5`, from x's value, or its end, until a `break`); at most\n\
         `expr::MAX_LIST_ITEMS` (1 000 000) bindings; `(n^2 for n from 1 to 5)` in\n\
         parentheses is a list too, and so is a call's one argument\n\
         (`Table([n, n^2] for n from 1 to 3)`). `x is C` says whether `x` is of\n\
         CGSuite's class `C` or of one that extends it (`*2 is ImpartialGame`,\n\
         `x is game.heap.HeapRuleset`). A coordinate game's position\n\
         (`Wythoff((2,3))`, `game.heap.PartizanEuclid((9,6))`) stays a position in\n\
         names and lists, and is its value in sums, comparisons, braces and every\n\
         method of a game (`.AtomicWeight`). A heap game's position\n\
         (`Kayles(5)`) is its nimber, but keeps its rules for the misère methods\n\
         (`Kayles(5).Genus` is `4^146`, `(*4).Genus` is `4`).\n\n\
         `MutableList(L)`, `MutableSet(L)` and `MutableMap(M)` are changed in place\n\
         by `Add`, `Remove`, `Put` and the rest, and every name bound to one sees\n\
         the change (`x := MutableList(); y := x; y.Add(1); x` is `MutableList(1)`);\n\
         anywhere else one is read as the list, set or map it holds then, and\n\
         a collection that holds one holds a copy. Each holds at most\n\
         `expr::MAX_LIST_ITEMS` items.\n\n\
         A board of the catalogue (`Amazons(\"x...|o...\")`) is its value, but\n\
         `LeftOptions`, `RightOptions`, `Options(p)`, `Options` (when both players\n\
         have the same moves, as in Cram) and `Followers` read it as CGSuite does, as\n\
         a game position: they list boards, the positions a move or a run of moves\n\
         reaches, each once and each shown as its value\n\
         (`Amazons(\"x...|o...\").Followers.Size` is 2784, as in CGSuite);\n\
         `Followers` lists at most 100 000.\n",
    );
    out += "\n## Functions\n\n| Usage | What it gives | Example | Prints |\n|---|---|---|---|\n";
    table(&mut out, expr::functions());
    out += "\n## Games\n\nEach game of the catalogue is a function of a board (a string); a heap\n\
            game is also a function of a heap size and, by its name alone, a ruleset.\n\n\
            | Usage | Game | The board | Example |\n|---|---|---|---|\n";
    for e in CATALOGUE {
        let usage = match e.heap() {
            Some(_) => format!("`{0}(n)`, `{0}(\"board\")`", e.expr_name),
            None => format!("`{}(\"board\")`", e.expr_name),
        };
        let example = format!("{}(\"{}\")", e.expr_name, e.example);
        out += &format!(
            "| {} | {}: {} | {} | {} |\n",
            usage,
            e.name,
            cell(e.about),
            cell(e.format),
            code(&example)
        );
    }
    out += "\n## Methods\n\n| Usage | What it gives | Example | Prints |\n|---|---|---|---|\n";
    table(&mut out, expr::methods());
    out
}

fn table(out: &mut String, rows: &[Builtin]) {
    for b in rows {
        *out += &format!(
            "| {} | {} | {} | {} |\n",
            code(b.usage),
            cell(b.doc),
            code(b.example),
            code(b.shows)
        );
    }
}

fn cell(text: &str) -> String {
    text.replace('|', "\\|")
}

/// Code in a table's cell: a line each (a table prints on several), as
/// code spans joined by `<br>`, which a cell of Markdown's tables allows.
fn code(text: &str) -> String {
    text.lines()
        .map(|line| format!("`{}`", cell(line)))
        .collect::<Vec<_>>()
        .join("<br>")
}
