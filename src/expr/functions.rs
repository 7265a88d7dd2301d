//! The functions of the expression language, one row each (as in
//! [`super::methods`]), and the games of the catalogue, which are
//! functions too: `Kayles(9)`, `Kayles("II.III")`, `Domineering("..|..")`.

use std::sync::Arc;

use super::ast::{Expr, ExprKind};
use super::builtins::{self, Builtin, Call, with};
use super::error::{Error, ErrorKind};
use super::eval::{Ctx, whole_number};
use super::heap_value::HeapSum;
use super::value::{Board, HeapRuleset, Value};
use crate::games;
use crate::games::FoxAndGeese;
use crate::impartial::{GeneralCode, Nimber, Spawning, Subtraction, TakeAndBreak};
use crate::short::Game;

/// Sequences longer than this are not printed; heaps above `MAX_HEAP` are
/// refused for rulesets that compute every smaller heap.
const MAX_SEQUENCE: u64 = 1_000_000;
const MAX_HEAP: u64 = 10_000_000;
/// The largest heap of a generalized take-and-break code (`4!.0`), whose
/// moves are listed one by one.
const MAX_GENERAL_HEAP: u64 = 100_000;

/// Every function that is not a game of the catalogue, by name.
#[rustfmt::skip]
pub(super) static FUNCTIONS: &[Builtin] = &[
    with("error", "error(message)", "Stops the evaluation with the message, as an error",
        ["if 1 < 2 then 3 else error(\"no\") end", "3"], (1, 1), |cx, c| cx.user_error(c)),
    with("AllbutSubtraction", "AllbutSubtraction(list) or AllbutSubtraction(list, n)",
        "The heap game where any number but those listed may be taken; with n, a heap of n",
        ["AllbutSubtraction([1,2], 4)", "*"], (1, 2), ruleset_call),
    with("DicoticVariantGame", "DicoticVariantGame(G)", "CGSuite's constructor of G.DicoticVariant",
        ["DicoticVariantGame(Domineering(\"..|..\"))", "*"], (1, 1), super::variants::constructor),
    with("DicoticVariantRuleset", "DicoticVariantRuleset(R)", "CGSuite's constructor of R.DicoticVariant: applied, the dicotic variant of R's position",
        ["DicoticVariantRuleset(Domineering)(\"..|..\")", "*"], (1, 1), super::variants::constructor),
    with("GenClobber", "GenClobber(directions => Coordinates.Diagonal)",
        "CGSuite's generalized Clobber: stones step along directions (up to maxDistance, over empty squares) onto what clobbered allows, leaving leftBehind; applied to a board of x, o, . and #, its value",
        ["GenClobber(directions => Coordinates.Diagonal)(\"x.|.o\")", "*"], (0, 4), super::grid_rules::gen_clobber),
    with("GenArcKayles", "GenArcKayles(weighted => true)",
        "CGSuite's Arc Kayles schema: ArcKayles, or with weighted => true WeightedArcKayles (each vertex a weight; an edge takes 1 from each end)",
        ["GenArcKayles(weighted => true)(\"2-3-1\")", "*"], (0, 1), super::graph_rules::gen_arc_kayles),
    with("GenHackenbush", "GenHackenbush(childishEdges => [Color.Green])",
        "CGSuite's Hackenbush schema: edges of the colours listed are childish, cut only when nothing falls with them; applied to a picture, its value",
        ["GenHackenbush(childishEdges => [Color.Green])(\"eee\")", "*"], (0, 1), super::graph_rules::gen_hackenbush),
    with("GenCol", "GenCol(leftPermitted, rightPermitted)",
        "CGSuite's generalized Col: each list of Nothing, Left and Right says which vertices a player may colour (untinted, or beside Left's or Right's colour); applied to a graph, its value",
        ["GenCol([Left], [Right])(\"L-.-.\")", "3"], (1, 2), super::graph_rules::gen_col),
    with("GenCutcake", "GenCutcake(L, R)",
        "The cake game where Left plays heap game L on the second coordinate and Right R on the first (twisted => true swaps them first)",
        ["GenCutcake(TakeAndBreak(\"4.0\"), TakeAndBreak(\"4.0\"))((1,3)).CanonicalForm", "2"], (2, 3), super::coordinate::make),
    with("GenToadsAndFrogs", "GenToadsAndFrogs(maxJump => 2)",
        "CGSuite's generalized Toads and Frogs: slides of minSlide to maxSlide squares (negative: backwards, and the game is loopy), jumps over up to maxJump enemies (and friends with allowFriendlyJump => true); applied to a strip of t, f and ., its value",
        ["GenToadsAndFrogs(maxJump => 0)(\"t.f\")", "*"], (0, 4), super::strip_rules::gen_toads_and_frogs),
    with("GenFoxAndGeese", "GenFoxAndGeese(boardWidth => 10, foxRange => 2)",
        "CGSuite's generalized Fox and Geese: a board boardWidth squares wide (8), a fox that goes up to foxRange squares in a line (1); applied to the geese's squares and the fox's, or to a board, its value",
        ["GenFoxAndGeese(boardWidth => 10)({(3,1),(3,3),(3,5),(3,7),(3,9)}, (1,9))", "{6over|5*}"], (0, 2), super::fox_rules::gen_fox_and_geese),
    with("CoordinateRuleset", "CoordinateRuleset(f)",
        "The impartial game of (m, n) that moves to each item of f(m, n): a position (a, b), or a list of positions (their sum); FunctionalCoordinateRuleset(f) too",
        ["CoordinateRuleset((m, n) -> [(a, n) for a from 0 to m - 1] Concat [(m, b) for b from 0 to n - 1])((3,5)).NimValue", "6"],
        (1, 1), super::coordinate_fn::make),
    with("FunctionalCoordinateRuleset", "FunctionalCoordinateRuleset(f)",
        "CoordinateRuleset(f): (m, n) moves to each item of f(m, n)",
        ["FunctionalCoordinateRuleset((m, n) -> [(a, n) for a from 0 to m - 1])((3,5)).NimValue", "3"],
        (1, 1), super::coordinate_fn::make),
    with("PartizanCoordinateRuleset", "PartizanCoordinateRuleset(L, R)",
        "The partizan game of (m, n) where Left moves as in the impartial coordinate game L and Right as in R",
        ["PartizanCoordinateRuleset(CoordinateRuleset((m, n) -> [(a, n) for a from 0 to m - 1]), CoordinateRuleset((m, n) -> [(m, b) for b from 0 to n - 1]))((2,3)).CanonicalForm", "-1"],
        (2, 2), super::coordinate_fn::make),
    with("GenMem", "GenMem(p)", "The game of (n, m): take j of n with p(m, j) true, leaving (n - j, j)",
        ["GenMem((m, j) -> j != m)((2,1)).NimValue", "1"], (1, 1), super::coordinate::make),
    with("GenWythoff", "GenWythoff(f)", "Wythoff's game where k and l may be taken from both heaps when l < f(k) and k < f(l)",
        ["GenWythoff(x -> x + 2)((1,3)).NimValue", "0"], (1, 1), super::coordinate::make),
    with("Graph", "Graph(s)", "The graph that CGSuite's notation s stands for: vertices . joined by edges -, branches in ( ; ), vertices named :A to come back to",
        ["Graph(\".-.-.\").EdgeCount", "2"], (1, 1), super::graph_methods::make),
    with("HeapRuleset", "HeapRuleset(f)",
        "The heap game whose heap of k has the options f(k): a list of lists of smaller heaps",
        ["HeapRuleset(k -> [[j] for j from 0 to k - 1]).NimValueSequence(4)", "[1,2,3,4]"], (1, 1),
        super::user_heap::heap_ruleset),
    with("FunctionalHeapRuleset", "FunctionalHeapRuleset(f)",
        "CGSuite's name for HeapRuleset(f): the heap game whose heap of k has the options f(k), each a list of smaller heaps",
        ["FunctionalHeapRuleset(k -> [[j] for j from 0 to k - 1]).NimValueSequence(3)", "[1,2,3]"], (1, 1),
        super::user_heap::heap_ruleset),
    with("ImpartialVariantGame", "ImpartialVariantGame(G)", "CGSuite's constructor of G.ImpartialVariant",
        ["ImpartialVariantGame(^)", "*2"], (1, 1), super::variants::constructor),
    with("ImpartialVariantRuleset", "ImpartialVariantRuleset(R)", "CGSuite's constructor of R.ImpartialVariant: applied, the impartial variant of R's position",
        ["ImpartialVariantRuleset(Domineering)(\"..|..\")", "0"], (1, 1), super::variants::constructor),
    with("Max", "Max(L)", "The greatest item of a nonempty collection, as L.Max",
        ["Max([0,1,3,9,7,5])", "9"], (1, 1), |cx, c| super::collection_methods::extreme(cx, &c.args[0], true)),
    with("Mex", "Mex(L)", "The least whole number that is not an item of L, as L.Mex",
        ["Mex([0,1,3])", "2"], (1, 1), |cx, c| super::collection_methods::mex(cx, &c.args[0])),
    with("Min", "Min(L)", "The least item of a nonempty collection, as L.Min",
        ["Min([4,1,3])", "1"], (1, 1), |cx, c| super::collection_methods::extreme(cx, &c.args[0], false)),
    with("Miny", "Miny(G)", "The miny {G|0||0}, the negative of Tiny(G)",
        ["Miny(1) == {1|0||0}", "true"], (1, 1), |cx, c| cx.tiny(c, false)),
    with("MutableList", "MutableList() or MutableList(L)", "A new list that Add, Remove, Sort and the rest change in place, empty or holding the items of L",
        ["MutableList([3,4,5])", "MutableList(3, 4, 5)"], (0, 1), super::mutable::make),
    with("MutableMap", "MutableMap() or MutableMap(M)", "A new map that Put and Remove change in place, empty or holding the pairs of M",
        ["MutableMap({3 => true})", "MutableMap(3 => true)"], (0, 1), super::mutable::make),
    with("MutableSet", "MutableSet() or MutableSet(L)", "A new set that Add and Remove change in place, empty or holding the items of L",
        ["MutableSet([5,3,5])", "MutableSet(3, 5)"], (0, 1), super::mutable::make),
    with("NimProduct", "NimProduct(a, b)", "The nim product of whole numbers, nimbers or ordinals below ω^(ω^54)",
        ["NimProduct(2, 3)", "1"], (2, 2), |cx, c| nim_op(cx, "NimProduct", &c.args[0], &c.args[1])),
    with("NimSum", "NimSum(a, b)", "The nim sum of whole numbers or nimbers",
        ["NimSum(3, 5)", "6"], (2, 2), |cx, c| nim_op(cx, "NimSum", &c.args[0], &c.args[1])),
    with("Sum", "Sum(list)", "The sum of the items of a list, as in Sum(x for x from 1 to 5)",
        ["Sum(n * n for n from 1 to 3)", "14"], (1, 1), |cx, c| cx.sum_list(&c.args[0])),
    with("PartizanSubtraction", "PartizanSubtraction(L, R)",
        "The partizan heap game where Left takes a number of tokens in L and Right one in R",
        ["PartizanSubtraction([1], [2])(2).CanonicalForm", "{1|0}"], (2, 2), super::coordinate::make),
    with("PartizanSplittles", "PartizanSplittles(L, R)",
        "The partizan heap game where Left takes a number of tokens in L and Right one in R, each leaving the rest as none, one or two heaps (allbut => true: all but them)",
        ["PartizanSplittles([1], [2])(3).CanonicalForm", "{2|1}"], (2, 3), super::subtraction_sets::call),
    with("PartizanTakeAndBreak", "PartizanTakeAndBreak(l, r)",
        "The partizan heap game where Left moves by the take-and-break code l and Right by r",
        ["PartizanTakeAndBreak(\"0.07\", \"0.7\")(3).CanonicalForm", "{-1|-2}"], (2, 2), super::subtraction_sets::call),
    with("PartizanHeapRuleset", "PartizanHeapRuleset(L, R)",
        "The partizan heap game where Left moves as in heap game L and Right as in R (L.PartizanJoin(R))",
        ["PartizanHeapRuleset(Subtraction([1]), Subtraction([2]))(2).CanonicalForm", "{1|0}"], (2, 2), super::coordinate::make),
    with("Splittles", "Splittles(list)",
        "The heap game where a number of tokens in the list is taken and the rest left as none, one or two heaps (allbut => true: all but them); TakeAndBreak.FromSubtractionSet(list, \"7\")",
        ["Splittles([1,2])(4).NimValue", "1"], (1, 2), super::subtraction_sets::call),
    with("Spawning", "Spawning(code)",
        "The coin-turning game of a CGSuite code as a heap game: 1-3 (Mock Turtles), 1+C (Ruler), 3E, 4FS",
        ["Spawning(\"1-3\").NimValueSequence(6)", "[1,2,4,7,8,11]"], (1, 1), spawning),
    with("Subtraction", "Subtraction(list) or Subtraction(list, n)",
        "The heap game where only the numbers listed may be taken (all but them with allbut => true); with n, a heap of n",
        ["Subtraction([1,2], 5)", "*2"], (1, 3), ruleset_call),
    with("TakeAndBreak", "TakeAndBreak(code) or TakeAndBreak(code, n)",
        "The heap game of an octal or hexadecimal code; with n, a heap of n",
        ["TakeAndBreak(\".77\", 3)", "*3"], (1, 2), ruleset_call),
    with("Turning", "Turning(code)", "A row of coins of a coin-turning game, given as h and t: the nim-sum of its heads' values",
        ["Turning(\"1-3\")(\"htth\").NimValue", "6"], (1, 1), spawning),
    with("TakeAway", "TakeAway(c)", "The game of (n, m): n left after a take of m; take up to c·m, leaving (n - k, k) (FibonacciNim is TakeAway(2))",
        ["TakeAway(3)((2,1)).NimValue", "2"], (1, 1), super::coordinate::make),
    with("Random", "Random(seed)", "A stream of pseudorandom numbers that r.NextInteger(n) draws from, CGSuite's for the same seed",
        ["Random(1474)", "Random(1474)"], (1, 1), super::random::make),
    with("Table", "Table(rows)", "The rows (each a list) printed as a grid, each column right-aligned, as CGSuite's tables print",
        ["Table([[1, 2], [10, *]])", " 1 | 2\n---+--\n10 | *"], (1, 1), super::table::make),
    with("TwistedVariantGame", "TwistedVariantGame(G)", "CGSuite's constructor of G.TwistedVariant",
        ["TwistedVariantGame(2)", "0"], (1, 1), super::variants::constructor),
    with("TwistedVariantRuleset", "TwistedVariantRuleset(R)", "CGSuite's constructor of R.TwistedVariant: applied, the twisted variant of R's position",
        ["TwistedVariantRuleset(Domineering)(\"..|..\")", "0"], (1, 1), super::variants::constructor),
    with("Tiny", "Tiny(G)", "The tiny {0||0|-G}",
        ["Tiny(1) == {0||0|-1}", "true"], (1, 1), |cx, c| cx.tiny(c, true)),
];

/// The row for the function `name` (not the games of the catalogue).
pub(super) fn find(name: &str) -> Option<&'static Builtin> {
    FUNCTIONS.iter().find(|f| f.name == name)
}

/// Whether `name` is a function: a row of the table or a game of the
/// catalogue.
pub(super) fn exists(name: &str) -> bool {
    find(name).is_some() || games::by_expr_name(name).is_some()
}

/// Every function's name, the catalogue's games included, sorted.
pub(super) fn names() -> Vec<&'static str> {
    let mut all = builtins::names(FUNCTIONS);
    all.extend(games::CATALOGUE.iter().map(|e| e.expr_name));
    all.sort_unstable();
    // GenToadsAndFrogs and GenClobber are both: rules, and boards.
    all.dedup();
    all
}

/// The heap game named `name` in the catalogue (`Kayles`, `Officers`).
pub(super) fn named_ruleset(name: &str) -> Option<HeapRuleset> {
    let heap = games::by_expr_name(name)?.heap()?;
    Some(HeapRuleset::from_arc(name, (heap.game)(), heap.max_heap))
}

/// `Game(arg)` for a game of the catalogue: a board given as a string, or
/// for a heap game a heap size. `None` if `name` is not in the catalogue.
pub(super) fn catalogue_game(
    cx: &Ctx<'_>,
    name: &str,
    c: &Call<'_>,
) -> Option<Result<Value, Error>> {
    let entry = games::by_expr_name(name)?;
    // CGSuite's FoxAndGeese(geese, fox), the squares as coordinates.
    if let (true, [geese, fox]) = (entry.expr_name.ends_with("FoxAndGeese"), c.args) {
        let rules = if entry.expr_name == "FoxAndGeese" {
            FoxAndGeese::STANDARD
        } else {
            FoxAndGeese::CEYLONESE
        };
        return Some(cx.fox_and_geese(rules, 8, geese, fox));
    }
    let [arg] = c.args else {
        let kind = ErrorKind::Arity {
            name: name.into(),
            expected: "1".into(),
            given: c.args.len(),
        };
        return Some(cx.fail(c.at, kind));
    };
    Some(cx.eval(arg).and_then(|v| match (v, named_ruleset(name)) {
        (Value::Str(board), _) => board_value(cx, entry, &board, arg),
        (Value::Graph(g), _) => {
            let board = super::graph_methods::board_text(&g, entry.expr_name);
            board_value(cx, entry, &board, arg)
        }
        (Value::Cells(g), _) => {
            let board = super::cells_methods::board_text(cx, arg, &g, entry.expr_name)?;
            board_value(cx, entry, &board, arg)
        }
        (v, Some(r)) => Ok(heap_value(&r, heap_size(cx, &r, arg, &v, u64::MAX)?)),
        (v, None) => cx.wrong_type(
            arg,
            format!(
                "a position as a string, as in {name}(\"{}\")",
                entry.example
            ),
            v.kind_name(),
        ),
    }))
}

/// The value of a board of a game of the catalogue.
fn board_value(
    cx: &Ctx<'_>,
    entry: &'static games::Entry,
    board: &str,
    at: &Expr,
) -> Result<Value, Error> {
    match entry.parse(board) {
        Ok(p) => kept_board(cx, p, at),
        Err(e) => cx.board_error(at, board, e.to_string()),
    }
}

/// A position of the catalogue as a board kept with its value.
pub(super) fn kept_board(
    cx: &Ctx<'_>,
    p: Box<dyn games::Position>,
    at: &Expr,
) -> Result<Value, Error> {
    let kept = |p, v| Ok(Value::Board(Arc::new(Board::new(p, v))));
    // A partizan board's value waits until it is asked for: its moves
    // (`ImpartialVariant`, `LeftOptions`) do not need it.
    if p.always_valued() {
        return Ok(Value::Board(Arc::new(Board::lazy(p))));
    }
    match (p.value(), p.loopy_value()) {
        (Some(g), _) => kept(p, Value::Game(g)),
        (None, Some(Ok(v))) => kept(p, Value::Loopy(v)),
        (None, Some(Err(e))) => cx.undefined(at, e.to_string()),
        (None, None) => {
            let entry = p.entry();
            cx.undefined(
                at,
                format!(
                    "{} is won, lost, tied or drawn, not a game value: ask cgame {} for its result",
                    entry.name, entry.id
                ),
            )
        }
    }
}

/// `G.GridString`: the board of a game of the catalogue, as its text.
pub(super) fn grid_string(cx: &Ctx<'_>, c: &Call<'_>) -> Result<Value, Error> {
    match cx.eval_board(c.recv())? {
        Value::Board(b) => Ok(Value::Str(b.position().board())),
        other => cx.wrong_type(
            c.recv(),
            "a board of a game, as in Amazons(\"x...|o...\")",
            other.kind_name(),
        ),
    }
}

/// `TakeAndBreak(code)`, `Subtraction(list)`, `AllbutSubtraction(list)`,
/// and with a second argument the value of that heap.
fn ruleset_call(cx: &Ctx<'_>, c: &Call<'_>) -> Result<Value, Error> {
    let mut name = c.name();
    let mut heap_arg = None;
    for arg in &c.args[1..] {
        match &arg.kind {
            // CGSuite's `Subtraction(L, allbut => true)`.
            ExprKind::Keyword { name: k, value } if k == "allbut" && name == "Subtraction" => {
                match cx.eval(value)? {
                    Value::Bool(true) => name = "AllbutSubtraction",
                    Value::Bool(false) => {}
                    other => {
                        return cx.wrong_type(value, "true or false for allbut", other.kind_name());
                    }
                }
            }
            ExprKind::Keyword { name: k, .. } => {
                let why = format!("{} has no named argument {k}", c.name());
                return cx.fail(arg, ErrorKind::Undefined(why));
            }
            _ => heap_arg = Some(arg),
        }
    }
    let r = ruleset_of(cx, name, &c.args[0])?;
    match heap_arg {
        None => Ok(Value::Ruleset(r)),
        Some(n) => heap(cx, &r, n),
    }
}

/// `Spawning(code)` and `Turning(code)`: the coin-turning game of a code
/// as a heap game (`Turning` also takes such a ruleset, and is it).
fn spawning(cx: &Ctx<'_>, c: &Call<'_>) -> Result<Value, Error> {
    let arg = &c.args[0];
    match cx.eval(arg)? {
        Value::Str(code) => match code.parse::<Spawning>() {
            Ok(g) => {
                let max = g.max_heap();
                Ok(Value::Ruleset(HeapRuleset::new(
                    format!("Spawning(\"{code}\")"),
                    g,
                    max,
                )))
            }
            Err(e) => cx.undefined(arg, e.to_string()),
        },
        Value::Ruleset(r) if c.name() == "Turning" => Ok(Value::Ruleset(r)),
        other => cx.wrong_type(
            arg,
            "a coin-turning code such as \"1-3\"",
            other.kind_name(),
        ),
    }
}

/// The ruleset of `TakeAndBreak(code)` for the code `e`.
pub(super) fn take_and_break(cx: &Ctx<'_>, e: &Expr) -> Result<HeapRuleset, Error> {
    ruleset_of(cx, "TakeAndBreak", e)
}

/// The ruleset of `TakeAndBreak(code)`, `Subtraction(list)` or
/// `AllbutSubtraction(list)`.
fn ruleset_of(cx: &Ctx<'_>, name: &str, arg: &Expr) -> Result<HeapRuleset, Error> {
    match (name, cx.eval(arg)?) {
        ("TakeAndBreak", Value::Str(code)) => match code.parse::<TakeAndBreak>() {
            Ok(g) => Ok(HeapRuleset::new(
                format!("TakeAndBreak(\"{g:#}\")"),
                g,
                MAX_HEAP,
            )),
            // CGSuite's generalized digits and modifiers (`4!.0`).
            Err(_) => match code.parse::<GeneralCode>() {
                Ok(g) => Ok(HeapRuleset::new(
                    format!("TakeAndBreak(\"{g}\")"),
                    g,
                    MAX_GENERAL_HEAP,
                )),
                Err(e) => cx.undefined(arg, e.to_string()),
            },
        },
        // Any collection, as CGSuite's `Collection` parameter: a list, a
        // set or a range.
        (
            "Subtraction" | "AllbutSubtraction",
            v @ (Value::List(_) | Value::Set(_) | Value::Range(..)),
        ) => {
            let items = cx.items_of(arg, v, "a collection of whole numbers")?;
            let mut set = Vec::new();
            for (x, item) in items.iter().enumerate() {
                match small_integer(item) {
                    Some(s) => set.push(s),
                    None => {
                        let why = format!(
                            "item {} of the subtraction set is {item}, not a whole number",
                            x + 1
                        );
                        return cx.undefined(arg, why);
                    }
                }
            }
            let g = if name == "Subtraction" {
                Subtraction::new(set)
            } else {
                Subtraction::all_but(set)
            };
            match g {
                Ok(g) => Ok(HeapRuleset::new(g.to_string(), g, MAX_HEAP)),
                Err(e) => cx.undefined(arg, e.to_string()),
            }
        }
        ("TakeAndBreak", other) => cx.wrong_type(
            arg,
            "a code as a string, as in TakeAndBreak(\".137\")",
            other.kind_name(),
        ),
        (_, other) => cx.wrong_type(
            arg,
            format!("a list of whole numbers, as in {name}([2,5,6])"),
            other.kind_name(),
        ),
    }
}

fn small_integer(v: &Value) -> Option<usize> {
    match v {
        Value::Game(g) => whole_number(g),
        _ => None,
    }
}

/// A heap size for `r`: a whole number no larger than `limit` or `r`
/// allows.
fn heap_size(
    cx: &Ctx<'_>,
    r: &HeapRuleset,
    at: &Expr,
    v: &Value,
    limit: u64,
) -> Result<usize, Error> {
    let Some(n) = small_integer(v) else {
        return cx.wrong_type(at, "a heap size (a whole number)", v.to_string());
    };
    let limit = limit.min(r.max_heap());
    if n as u64 > limit {
        let why = format!("{r} is computed heap by heap here, up to {limit}; {n} is larger");
        return cx.fail(at, ErrorKind::TooLarge(why));
    }
    Ok(n)
}

/// A heap of `n`: a position that remembers its rules (it is the nimber
/// of its value everywhere but in the misère methods).
fn heap_value(r: &HeapRuleset, n: usize) -> Value {
    Value::Heaps(HeapSum::heap(r.clone(), n))
}

/// `R(n)`: the value of a heap of `n`, a nimber. `R("htth")`, a row of
/// coins: the heaps at the places of its heads (`h`), counted from 1, as a
/// coin-turning game's row is (`Turning("1-3")("htththtth")`).
pub(super) fn heap(cx: &Ctx<'_>, r: &HeapRuleset, e: &Expr) -> Result<Value, Error> {
    let v = cx.eval(e)?;
    if let Value::Str(coins) = &v {
        let mut sum = HeapSum::empty();
        for (k, c) in coins.chars().enumerate() {
            match c {
                'h' | 'H' => {
                    let n = heap_size(cx, r, e, &Value::Game(Game::from(k as u64 + 1)), u64::MAX)?;
                    cx.ensure_heaps(e, r, n)?;
                    sum = sum.plus(HeapSum::heap(r.clone(), n));
                }
                't' | 'T' => {}
                other => {
                    let why = format!("a row of coins is written with h and t, not {other:?}");
                    return cx.undefined(e, why);
                }
            }
        }
        return Ok(Value::Heaps(sum));
    }
    let n = heap_size(cx, r, e, &v, u64::MAX)?;
    cx.ensure_heaps(e, r, n)?;
    Ok(heap_value(r, n))
}

/// `R.NimValueSequence(n)` (heaps 1..n) and `R.CheckPeriodicity(n)`.
pub(super) fn sequence(cx: &Ctx<'_>, name: &str, c: &Call<'_>) -> Result<Value, Error> {
    let r = match cx.eval(c.recv())? {
        Value::Ruleset(r) => r,
        other => {
            let expected = format!("a ruleset for {name}, as in Kayles.{name}(100)");
            return cx.wrong_type(c.recv(), expected, other.kind_name());
        }
    };
    let arg = &c.args[0];
    let v = cx.eval(arg)?;
    if name == "NimValueSequence" {
        let n = heap_size(cx, &r, arg, &v, MAX_SEQUENCE)?;
        cx.ensure_heaps(arg, &r, n)?;
        let values = r.game().nim_values(n);
        let values = values[1..].iter().map(|&v| Value::Game(Game::from(v)));
        Ok(Value::List(values.collect()))
    } else if name == "HeapNimValue" {
        let n = heap_size(cx, &r, arg, &v, MAX_HEAP)?;
        cx.ensure_heaps(arg, &r, n)?;
        Ok(Value::Game(Game::from(r.game().nim_value(n))))
    } else if name == "HeapOptions" {
        let n = heap_size(cx, &r, arg, &v, MAX_HEAP)?;
        if !super::heap_value::listable(&r, n) {
            let why = format!("the options of {r}({n}) are too many to list");
            return cx.fail(arg, ErrorKind::TooLarge(why));
        }
        cx.ensure_heaps(arg, &r, n)?;
        // A function's options as it gives them (CGSuite's HeapOptions
        // calls it), now that they are known to be good.
        if let Some(user) = r.user_game() {
            return cx.call_with_values(
                arg,
                user.function(),
                vec![Value::Game(Game::from(n as u64))],
            );
        }
        let heaps = |o: Vec<usize>| o.into_iter().map(|h| Value::Game(Game::from(h as u64)));
        let options = r.options(n).into_iter();
        Ok(Value::List(
            options.map(|o| Value::List(heaps(o).collect())).collect(),
        ))
    } else {
        let n = heap_size(cx, &r, arg, &v, MAX_HEAP)?;
        cx.ensure_heaps(arg, &r, n)?;
        // As CGSuite: only an ordinary period (saltus 0) that the rules
        // prove by heap n. An arithmetic period, or one only observed, is
        // `HeapGame::check_periodicity`'s to report, not the language's.
        Ok(r.game()
            .check_periodicity(n)
            .filter(|p| p.proven && p.saltus == 0)
            .map_or(Value::Nothing, Value::Periodicity))
    }
}

/// `NimSum` and `NimProduct` of two non-negative integers (an integer
/// result, as in CGSuite), of nimbers `*a`, `*b` (a nimber), or of
/// ordinals (below ω^(ω^54) for products).
pub(super) fn nim_op(cx: &Ctx<'_>, name: &str, a: &Expr, b: &Expr) -> Result<Value, Error> {
    let (va, vb) = (cx.eval(a)?, cx.eval(b)?);
    if matches!(va, Value::Ordinal(_)) || matches!(vb, Value::Ordinal(_)) {
        let (x, y) = (super::arith::ordinal_of(&va), super::arith::ordinal_of(&vb));
        return match (name, x, y) {
            ("NimSum", Some(x), Some(y)) => match x.nim_sum(&y) {
                Some(s) => Ok(super::arith::ordinal_value(s)),
                None => cx.undefined(a, "NimSum applies only to ordinals"),
            },
            (_, Some(x), Some(y)) => match crate::impartial::ordinal_nim_product(&x, &y) {
                Ok(p) => Ok(super::arith::ordinal_value(p)),
                Err(e) => cx.undefined(a, e.to_string()),
            },
            _ => cx.undefined(a, format!("{name} applies only to ordinals")),
        };
    }
    let (x, x_star) = nim_arg(cx, name, a)?;
    let (y, y_star) = nim_arg(cx, name, b)?;
    let r = if name == "NimSum" { x + y } else { x * y };
    Ok(Value::Game(if x_star || y_star {
        Game::from(r)
    } else {
        Game::from(r.0)
    }))
}

/// `x.NimExp(n)`: the ordinal or whole number `x` nim-multiplied by
/// itself `n` times.
pub(super) fn nim_exp(cx: &Ctx<'_>, c: &Call<'_>) -> Result<Value, Error> {
    let x = cx.eval(c.recv())?;
    let Some(base) = super::arith::ordinal_of(&x) else {
        return cx.wrong_type(
            c.recv(),
            "an ordinal or a whole number for NimExp",
            x.kind_name(),
        );
    };
    let arg = &c.args[0];
    let v = cx.eval(arg)?;
    let n = super::arith::ordinal_of(&v).and_then(|o| o.to_integer()?.try_into().ok());
    let Some(n) = n else {
        let why = format!("NimExp takes a whole number from 0 to 2^64-1, not {v}");
        return cx.undefined(arg, why);
    };
    match crate::impartial::ordinal_nim_power(&base, n) {
        Ok(p) => Ok(super::arith::ordinal_value(p)),
        Err(e) => cx.undefined(c.recv(), e.to_string()),
    }
}

/// An operand of nim arithmetic, and whether it was written as a nimber.
fn nim_arg(cx: &Ctx<'_>, name: &str, e: &Expr) -> Result<(Nimber, bool), Error> {
    let g = cx.game(e)?;
    if let Some(v) = whole_number(&g) {
        Ok((Nimber(v), false))
    } else if let Some(v) = g.as_nimber() {
        Ok((Nimber(v), true))
    } else {
        let g = g.brief();
        let why = format!("{name} takes integers from 0 to 2^64-1 or nimbers, and {g} is neither");
        cx.undefined(e, why)
    }
}
