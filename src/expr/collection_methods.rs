//! The methods of CGSuite's collections (`cgsuite.lang.Collection`, `List`
//! and `Set`): `Head`, `Filter`, `Sorted`, `Mex`, `Concat` and the rest, on
//! lists, sets and ranges. A list's result is a list, a set's a set. Items
//! are equal when they are the same value (`===`), and sorted in CGSuite's
//! universal order ([`super::collections`]).

use std::cmp::Ordering;

use super::ast::Expr;
use super::builtins::{Builtin, Call, with};
use super::collections::{range_len, set_of, universal_cmp};
use super::comprehension::MAX_LIST_ITEMS;
use super::error::{Error, ErrorKind};
use super::eval::Ctx;
use super::function::Function;
use super::lexer::CmpOp;
use super::value::Value;
use crate::short::Game;

/// The methods of collections, by name.
#[rustfmt::skip]
pub(super) static METHODS: &[Builtin] = &[
    with("Concat", "L.Concat(M)", "The items of L, then those of M (for sets, their union; for strings, the two joined)",
        ["[1,2].Concat([2,*])", "[1,2,2,*]"], (1, 1), concat),
    with("Contains", "L.Contains(x)", "Whether x is an item of a list, a set or a range",
        ["(1..10..2).Contains(9)", "true"], (1, 1), contains),
    with("Count", "L.Count(f)", "How many items x have f(x) true",
        ["[0,1,3,9,7,5].Count(x -> x >= 2 and x < 7)", "2"], (1, 1), by_predicate),
    with("Distinct", "L.Distinct", "The list without repeats, each item where it first comes",
        ["[5,12,5,13,12].Distinct", "[5,12,13]"], (0, 0), distinct),
    with("Exists", "L.Exists(f)", "Whether some item x has f(x) true",
        ["[1,2,3].Exists(x -> x > 2)", "true"], (1, 1), by_predicate),
    with("Filter", "L.Filter(f)", "The items x with f(x) true",
        ["[1,2,3,4].Filter(x -> x % 2 == 0)", "[2,4]"], (1, 1), by_predicate),
    with("Find", "L.Find(f)", "The first item x with f(x) true, or Nothing",
        ["[1,2,3,4].Find(x -> x > 2)", "3"], (1, 1), by_predicate),
    with("Flattened", "L.Flattened", "The items of the items that are collections, and the other items, in order",
        ["[[1,2],3,[*]].Flattened", "[1,2,3,*]"], (0, 0), flattened),
    with("ForAll", "L.ForAll(f)", "Whether every item x has f(x) true",
        ["[1,2,3].ForAll(x -> x > 0)", "true"], (1, 1), by_predicate),
    with("ForEach", "L.ForEach(f)", "Calls f on each item, for what it does; gives Nothing",
        ["[1,2].ForEach(x -> x)", "Nothing"], (1, 1), by_predicate),
    with("Grouped", "L.Grouped(n)", "The list cut into lists of n items (the last may be shorter)",
        ["[0,1,2,3,4].Grouped(2)", "[[0,1],[2,3],[4]]"], (1, 1), grouped),
    with("Head", "L.Head", "The first item of a nonempty collection",
        ["[5,12,13].Head", "5"], (0, 0), head_tail),
    with("IndexOf", "L.IndexOf(x)", "Where x first comes in the list, counting from 1; 0 if it does not",
        ["[5,12,13].IndexOf(12)", "2"], (1, 1), index_of),
    with("Intersection", "S.Intersection(T)", "The items of the set S that are in T",
        ["{1,2,3}.Intersection({2,3,4})", "{2,3}"], (1, 1), set_op),
    with("IsEmpty", "L.IsEmpty", "Whether a list, a set, a range, a map or a string has nothing in it",
        ["(1..0).IsEmpty", "true"], (0, 0), is_empty),
    with("Max", "L.Max or x.Max(y)", "The greatest item of a nonempty collection (an item greater than all before it replaces them); of two numbers, the larger",
        ["[0,1,3,9,7,5].Max", "9"], (0, 1), max_min),
    with("Mex", "L.Mex", "The least whole number that is not an item",
        ["[0,1,3,9,7,5].Mex", "2"], (0, 0), |cx, c| mex(cx, c.recv())),
    with("Min", "L.Min or x.Min(y)", "The least item of a nonempty collection; of two numbers, the smaller",
        ["[0,1,3,9,7,5].Min", "0"], (0, 1), max_min),
    with("PeriodicTable", "L.PeriodicTable(n)", "The list as a table of rows of n items (the last may be shorter): Table(L.Grouped(n))",
        ["[0,1,1,2,2,3,3,4].PeriodicTable(4)", "0 | 1 | 1 | 2\n--+---+---+--\n2 | 3 | 3 | 4"], (1, 1), periodic_table),
    with("Sorted", "L.Sorted", "The items in CGSuite's universal order: numbers by value, then other games, truth values, strings, lists…",
        ["[92/47, 41/23, 9/4, 3].Sorted", "[41/23,92/47,9/4,3]"], (0, 0), sorted),
    with("SortedWith", "L.SortedWith(f)", "The items sorted by f(x, y), negative when x comes first (a stable sort)",
        ["[3,1,2].SortedWith((a, b) -> b - a)", "[3,2,1]"], (1, 1), sorted),
    with("Sublist", "L.Sublist(i, j)", "The items i to j of the list, counting from 1",
        ["[5,12,13,99].Sublist(2, 3)", "[12,13]"], (2, 2), sublist),
    with("Sum", "L.Sum", "The sum of the items of a nonempty collection",
        ["[0,1,3,9,7,5].Sum", "25"], (0, 0), sum),
    with("Tail", "L.Tail", "The items of a nonempty collection but the first",
        ["[5,12,13].Tail", "[12,13]"], (0, 0), head_tail),
    with("Take", "L.Take(n)", "The first n items",
        ["[5,12,13].Take(2)", "[5,12]"], (1, 1), sublist),
    with("Union", "S.Union(L)", "The set of the items of S and of L",
        ["{1,2}.Union([2,3])", "{1,2,3}"], (1, 1), set_op),
];

/// The items of a list, a set or a range `e`, and whether it is a set.
fn collection(cx: &Ctx<'_>, e: &Expr, name: &str) -> Result<(Vec<Value>, bool), Error> {
    collection_of(cx, e, cx.eval(e)?, name)
}

/// The same, of the value `v` that `e` gave.
fn collection_of(
    cx: &Ctx<'_>,
    e: &Expr,
    v: Value,
    name: &str,
) -> Result<(Vec<Value>, bool), Error> {
    let is_set = matches!(v, Value::Set(_) | Value::LoopySet(_));
    let what = format!("a list, a set or a range for {name}");
    Ok((cx.items_of(e, v, &what)?, is_set))
}

/// A result of the kind of the receiver: a set for a set, else a list.
fn like(items: Vec<Value>, is_set: bool) -> Value {
    if is_set {
        set_of(items)
    } else {
        Value::List(items.into())
    }
}

fn empty<T>(cx: &Ctx<'_>, c: &Call<'_>) -> Result<T, Error> {
    cx.undefined(c.recv(), format!("{} of an empty collection", c.name()))
}

/// A whole number argument, as an `i64`.
pub(super) fn integer(cx: &Ctx<'_>, e: &Expr, what: &str) -> Result<i64, Error> {
    match cx.eval(e)? {
        Value::Game(g) => match super::eval::whole_number::<i64>(&g) {
            Some(n) => Ok(n),
            None => cx.wrong_type(e, what, g.to_string()),
        },
        other => cx.wrong_type(e, what, other.kind_name()),
    }
}

fn concat(cx: &Ctx<'_>, c: &Call<'_>) -> Result<Value, Error> {
    let v = cx.eval(c.recv())?;
    if let Value::Str(s) = v {
        return match cx.eval(&c.args[0])? {
            Value::Str(t) => Ok(Value::Str(cx.joined(c.at, s, &t)?)),
            other => cx.wrong_type(&c.args[0], "a string to join", other.kind_name()),
        };
    }
    let (mut items, is_set) = collection_of(cx, c.recv(), v, "Concat")?;
    let (more, _) = collection(cx, &c.args[0], "Concat")?;
    if items.len() + more.len() > MAX_LIST_ITEMS {
        let why = format!("a list may hold at most {MAX_LIST_ITEMS} items");
        return cx.fail(c.at, ErrorKind::TooLarge(why));
    }
    items.extend(more);
    Ok(like(items, is_set))
}

fn contains(cx: &Ctx<'_>, c: &Call<'_>) -> Result<Value, Error> {
    let x = cx.eval(&c.args[0])?;
    let v = cx.eval_shared(c.recv())?;
    if let Some(answer) = super::mutable::query(cx, &v, "Contains", Some(&x)) {
        return Ok(answer);
    }
    // A range answers by arithmetic, whatever its length.
    let v = v.frozen().plain();
    if let Value::Range(from, to, step) = v {
        let at = match &x {
            Value::Game(g) => super::eval::whole_number::<i64>(g),
            _ => None,
        };
        let inside = at.is_some_and(|n| {
            let k = (i128::from(n) - i128::from(from)) / i128::from(step);
            (i128::from(n) - i128::from(from)) % i128::from(step) == 0
                && k >= 0
                && (k as u128) < u128::from(range_len(from, to, step))
        });
        return Ok(Value::Bool(inside));
    }
    let (items, _) = collection_of(cx, c.recv(), v, "Contains")?;
    Ok(Value::Bool(items.iter().any(|y| cx.same(y, &x))))
}

/// `Count`, `Exists`, `Filter`, `Find`, `ForAll` and `ForEach`: each
/// calls a function of one argument on the items in order.
fn by_predicate(cx: &Ctx<'_>, c: &Call<'_>) -> Result<Value, Error> {
    let name = c.name();
    let f = one_argument(cx, &c.args[0], name, 1)?;
    let (items, is_set) = collection(cx, c.recv(), name)?;
    let test = |x: &Value| -> Result<bool, Error> {
        match cx.call_with_values(c.at, &f, vec![x.clone()])? {
            Value::Bool(b) => Ok(b),
            other => cx.wrong_type(
                &c.args[0],
                format!("true or false from {name}'s function"),
                other.kind_name(),
            ),
        }
    };
    match name {
        "ForEach" => {
            for x in &items {
                cx.call_with_values(c.at, &f, vec![x.clone()])?;
            }
            Ok(Value::Nothing)
        }
        "Find" => {
            for x in items {
                if test(&x)? {
                    return Ok(x);
                }
            }
            Ok(Value::Nothing)
        }
        _ => {
            let mut kept = Vec::new();
            for x in items {
                if test(&x)? {
                    kept.push(x);
                } else if name == "ForAll" {
                    return Ok(Value::Bool(false));
                }
                if name == "Exists" && !kept.is_empty() {
                    return Ok(Value::Bool(true));
                }
            }
            Ok(match name {
                "Count" => Value::Game(Game::from(kept.len() as u64)),
                "Filter" => like(kept, is_set),
                _ => Value::Bool(name == "ForAll"),
            })
        }
    }
}

/// The function `e`, which must take `arity` arguments.
fn one_argument(cx: &Ctx<'_>, e: &Expr, name: &str, arity: usize) -> Result<Function, Error> {
    let f = cx.function(e)?;
    if f.arity() != arity {
        let why = format!(
            "{name} needs a function of {arity} argument(s), not {}",
            f.arity()
        );
        return cx.fail(e, ErrorKind::Undefined(why));
    }
    Ok(f)
}

fn distinct(cx: &Ctx<'_>, c: &Call<'_>) -> Result<Value, Error> {
    let (items, is_set) = collection(cx, c.recv(), "Distinct")?;
    let mut kept: Vec<Value> = Vec::new();
    for x in items {
        if !kept.iter().any(|y| cx.same(y, &x)) {
            kept.push(x);
        }
    }
    Ok(like(kept, is_set))
}

fn flattened(cx: &Ctx<'_>, c: &Call<'_>) -> Result<Value, Error> {
    let (items, is_set) = collection(cx, c.recv(), "Flattened")?;
    let mut out = Vec::new();
    for x in items {
        match x {
            Value::List(_) | Value::Set(_) | Value::LoopySet(_) | Value::Range(..) => {
                out.extend(cx.items_of(c.recv(), x, "a collection")?);
            }
            other => out.push(other),
        }
        if out.len() > MAX_LIST_ITEMS {
            let why = format!("a list may hold at most {MAX_LIST_ITEMS} items");
            return cx.fail(c.at, ErrorKind::TooLarge(why));
        }
    }
    Ok(like(out, is_set))
}

fn grouped(cx: &Ctx<'_>, c: &Call<'_>) -> Result<Value, Error> {
    let n = integer(cx, &c.args[0], "a whole number of items a group")?;
    if n < 1 {
        return cx.undefined(&c.args[0], "Grouped needs groups of at least 1 item");
    }
    let (items, _) = collection(cx, c.recv(), "Grouped")?;
    let groups = items.chunks(n.min(MAX_LIST_ITEMS as i64) as usize);
    Ok(Value::List(
        groups.map(|g| Value::List(g.to_vec().into())).collect(),
    ))
}

/// `L.PeriodicTable(n)`: `Table(L.Grouped(n))`, as CGSuite defines it.
fn periodic_table(cx: &Ctx<'_>, c: &Call<'_>) -> Result<Value, Error> {
    match grouped(cx, c)? {
        Value::List(rows) => super::table::of_rows(cx, c, rows.into_vec()),
        _ => unreachable!("Grouped gives a list"),
    }
}

fn head_tail(cx: &Ctx<'_>, c: &Call<'_>) -> Result<Value, Error> {
    let v = cx.eval(c.recv())?;
    // A list's head is read in place, not from a copy of the list.
    if let (Value::List(items), "Head") = (&v, c.name()) {
        return items.first().cloned().map_or_else(|| empty(cx, c), Ok);
    }
    let (mut items, is_set) = collection_of(cx, c.recv(), v, c.name())?;
    if items.is_empty() {
        return empty(cx, c);
    }
    let head = items.remove(0);
    Ok(if c.name() == "Head" {
        head
    } else {
        like(items, is_set)
    })
}

fn index_of(cx: &Ctx<'_>, c: &Call<'_>) -> Result<Value, Error> {
    let x = cx.eval(&c.args[0])?;
    let (items, _) = collection(cx, c.recv(), "IndexOf")?;
    let at = items
        .iter()
        .position(|y| cx.same(y, &x))
        .map_or(0, |i| i + 1);
    Ok(Value::Game(Game::from(at as u64)))
}

fn set_op(cx: &Ctx<'_>, c: &Call<'_>) -> Result<Value, Error> {
    let v = cx.eval(c.recv())?;
    if !matches!(v, Value::Set(_) | Value::LoopySet(_)) {
        return cx.wrong_type(c.recv(), format!("a set for {}", c.name()), v.kind_name());
    }
    let items = cx.items_of(c.recv(), v, "a set")?;
    let (other, _) = collection(cx, &c.args[0], c.name())?;
    Ok(set_of(if c.name() == "Union" {
        items.into_iter().chain(other).collect()
    } else {
        let keep = |x: &Value| other.iter().any(|y| cx.same(x, y));
        items.into_iter().filter(keep).collect()
    }))
}

fn is_empty(cx: &Ctx<'_>, c: &Call<'_>) -> Result<Value, Error> {
    Ok(Value::Bool(match cx.eval(c.recv())? {
        Value::Range(a, b, s) => range_len(a, b, s) == 0,
        Value::Map(pairs) => pairs.is_empty(),
        Value::List(items) | Value::LoopySet(items) => items.is_empty(),
        Value::Set(games) => games.is_empty(),
        Value::Str(s) => s.is_empty(),
        Value::Graph(g) => g.vertex_count() == 0,
        v => collection_of(cx, c.recv(), v, "IsEmpty")?.0.is_empty(),
    }))
}

/// `L.Max` and `L.Min` as CGSuite's `Collection` defines them (the first
/// item, replaced by each later one that is greater, or less); with an
/// argument, the larger or smaller of two numbers.
fn max_min(cx: &Ctx<'_>, c: &Call<'_>) -> Result<Value, Error> {
    if !c.args.is_empty() {
        return super::arith::max_min(cx, c);
    }
    extreme(cx, c.recv(), c.name() == "Max")
}

/// The greatest (`max`) or least item of the collection `e`.
pub(super) fn extreme(cx: &Ctx<'_>, e: &Expr, max: bool) -> Result<Value, Error> {
    let (items, _) = collection(cx, e, if max { "Max" } else { "Min" })?;
    let mut items = items.into_iter();
    let Some(mut best) = items.next() else {
        return cx.undefined(e, "the greatest or least item of an empty collection");
    };
    let op = if max { CmpOp::Gt } else { CmpOp::Lt };
    for x in items {
        if cx.compare_values(e, op, (e, x.clone()), (e, best.clone()))? {
            best = x;
        }
    }
    Ok(best)
}

/// The least whole number not among the items of `e` (other items are
/// passed over, as CGSuite's `Mex` does).
pub(super) fn mex(cx: &Ctx<'_>, e: &Expr) -> Result<Value, Error> {
    let (items, _) = collection(cx, e, "Mex")?;
    let mut seen = vec![false; items.len() + 1];
    for x in &items {
        if let Value::Game(g) = x
            && let Some(n) = super::eval::whole_number::<usize>(g)
            && n < seen.len()
        {
            seen[n] = true;
        }
    }
    let m = seen
        .iter()
        .position(|&s| !s)
        .expect("more places than items");
    Ok(Value::Game(Game::from(m as u64)))
}

pub(super) fn sorted(cx: &Ctx<'_>, c: &Call<'_>) -> Result<Value, Error> {
    let (items, _) = collection(cx, c.recv(), c.name())?;
    if c.name() == "Sorted" {
        let mut items = items;
        items.sort_by(universal_cmp);
        return Ok(Value::List(items.into()));
    }
    let f = one_argument(cx, &c.args[0], "SortedWith", 2)?;
    let order = |x: &Value, y: &Value| -> Result<Ordering, Error> {
        match cx.call_with_values(c.at, &f, vec![x.clone(), y.clone()])? {
            Value::Game(g) if g.is_number() => {
                Ok(g.as_number().expect("a number").signum().cmp(&0))
            }
            other => cx.wrong_type(
                &c.args[0],
                "a number from SortedWith's function",
                other.to_string(),
            ),
        }
    };
    Ok(Value::List(merge_sort(items, &order)?.into()))
}

/// A stable merge sort by an order that may fail (and need not be
/// consistent: the standard sorts may panic on such orders).
fn merge_sort(
    mut items: Vec<Value>,
    order: &dyn Fn(&Value, &Value) -> Result<Ordering, Error>,
) -> Result<Vec<Value>, Error> {
    if items.len() < 2 {
        return Ok(items);
    }
    let back = items.split_off(items.len() / 2);
    let (front, back) = (merge_sort(items, order)?, merge_sort(back, order)?);
    let mut out = Vec::with_capacity(front.len() + back.len());
    let (mut front, mut back) = (front.into_iter().peekable(), back.into_iter().peekable());
    while let (Some(x), Some(y)) = (front.peek(), back.peek()) {
        let next = if order(y, x)? == Ordering::Less {
            back.next()
        } else {
            front.next()
        };
        out.extend(next);
    }
    out.extend(front.chain(back));
    Ok(out)
}

/// `L.Sublist(i, j)` (items `i` to `j`, from 1) and `L.Take(n)`, each cut
/// to the list as Scala's `slice` does.
fn sublist(cx: &Ctx<'_>, c: &Call<'_>) -> Result<Value, Error> {
    let (items, _) = collection(cx, c.recv(), c.name())?;
    let index = |e| integer(cx, e, "a whole number index");
    let (from, to) = if c.name() == "Take" {
        (0, index(&c.args[0])?)
    } else {
        (index(&c.args[0])?.saturating_sub(1), index(&c.args[1])?)
    };
    let n = items.len() as i64;
    let (from, to) = (from.clamp(0, n) as usize, to.clamp(0, n) as usize);
    Ok(Value::List(if from < to {
        items[from..to].to_vec().into()
    } else {
        Vec::new().into()
    }))
}

fn sum(cx: &Ctx<'_>, c: &Call<'_>) -> Result<Value, Error> {
    let (items, _) = collection(cx, c.recv(), "Sum")?;
    cx.sum_of(c.recv(), items)
}
