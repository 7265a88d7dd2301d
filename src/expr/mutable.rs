//! CGSuite's mutable collections, `MutableList`, `MutableSet` and
//! `MutableMap`, and the methods that change them in place (`Add`,
//! `Remove`, `Put`, `Sort`, …).
//!
//! A mutable collection is shared: every name bound to it (and every
//! function given it) sees what any of them changes. Everything else in
//! the language reads it as it stands at that moment ([`Value::frozen`]),
//! so the collection methods, `for x in M`, `M[i]` and comparisons work on
//! it unchanged. An item put into a collection is such a copy too: no
//! collection can hold itself, and printing always ends.
//!
//! Every collection holds at most [`MAX_LIST_ITEMS`] items; a change that
//! would pass that is refused with a "too large" error and changes nothing.

// A key of a mutable set or map is a value with parts that can change (a
// `Random` inside a list, say), but its place in the universal order never
// reads them: mutable collections are frozen before they are put in, and a
// `Random` orders by its seed.
#![allow(clippy::mutable_key_type)]

use super::ast::Expr;
use super::builtins::{Builtin, Call, with};
use super::collections::{set_of, universal_cmp};
use super::comprehension::MAX_LIST_ITEMS;
use super::error::{Error, ErrorKind};
use super::eval::Ctx;
use super::items::MAX_NESTING;
use super::shared::{Ordered, Shared};
use super::value::Value;
use crate::short::Game;

impl Value {
    /// The value as the language reads it: a mutable collection is a list,
    /// a set or a map of its items as they are now; anything else is
    /// itself.
    pub(crate) fn frozen(self) -> Value {
        match self {
            Value::MutableList(items) => Value::List(items.snapshot().into()),
            Value::MutableSet(items) => {
                set_of(items.with(|s| s.iter().map(|x| x.0.clone()).collect()))
            }
            Value::MutableMap(pairs) => Value::Map(
                pairs.with(|m| m.iter().map(|(k, v)| (k.0.clone(), v.clone())).collect()),
            ),
            other => other,
        }
    }
}

/// `Contains`, `ContainsKey`, `Size` and `Length` of a mutable collection,
/// answered without a copy of it (a loop that asks each time would
/// otherwise take time quadratic in its size); `None` for other values and
/// names.
pub(super) fn query(cx: &Ctx<'_>, v: &Value, name: &str, x: Option<&Value>) -> Option<Value> {
    let found = match (v, name, x) {
        (Value::MutableList(l), "Contains", Some(x)) => l.with(|l| l.iter().any(|y| cx.same(y, x))),
        (Value::MutableSet(s), "Contains", Some(x)) => s.with(|s| s.contains(&Ordered(x.clone()))),
        (Value::MutableMap(m), "ContainsKey", Some(k)) => {
            m.with(|m| m.contains_key(&Ordered(k.clone())))
        }
        (_, "Size" | "Length", None) => {
            let n = match v {
                Value::MutableList(l) => l.with(|l| l.len()),
                Value::MutableSet(s) => s.with(|s| s.len()),
                Value::MutableMap(m) => m.with(|m| m.len()),
                _ => return None,
            };
            return Some(Value::Game(Game::from(n as u64)));
        }
        _ => return None,
    };
    Some(Value::Bool(found))
}

/// `M[i]` of a mutable list (from 1) or `M[k]` of a mutable map, without a
/// copy; `None` for other values, or an index that is not there (the
/// caller's error says why).
pub(super) fn item(v: &Value, key: &Value) -> Option<Value> {
    match v {
        Value::MutableList(l) => {
            let Value::Game(g) = key else { return None };
            let i = super::eval::whole_number::<usize>(g)?;
            l.with(|l| i.checked_sub(1).and_then(|i| l.get(i).cloned()))
        }
        Value::MutableMap(m) => m.with(|m| m.get(&Ordered(key.clone())).cloned()),
        _ => None,
    }
}

/// The methods of mutable collections and map entries, by name.
#[rustfmt::skip]
pub(super) static METHODS: &[Builtin] = &[
    with("Add", "M.Add(x)", "Adds x to a MutableList (at its end) or a MutableSet; gives Nothing",
        ["begin m := MutableList([1]); m.Add(*); m end", "MutableList(1, *)"], (1, 1), add),
    with("AddAll", "M.AddAll(L)", "Adds each item of L to a MutableList (in order) or a MutableSet",
        ["begin m := MutableSet([1]); m.AddAll([2, 1]); m end", "MutableSet(1, 2)"], (1, 1), add),
    with("Clear", "M.Clear", "Removes everything from a mutable collection",
        ["begin m := MutableMap({1 => 2}); m.Clear(); m end", "MutableMap()"], (0, 0), clear),
    with("Entries", "M.Entries", "The entries k => v of a map, as a set",
        ["{7 => true, 1/2 => ^^*}.Entries", "{1/2 => ^^*,7 => true}"], (0, 0), entries),
    with("Key", "E.Key", "The key of a map entry",
        ["{7 => true}.Entries.Head.Key", "7"], (0, 0), entry_part),
    with("Put", "M.Put(k, v)", "Maps k to v in a MutableMap, replacing what k mapped to",
        ["begin m := MutableMap(); m.Put(*, 3); m end", "MutableMap(* => 3)"], (2, 2), put),
    with("PutAll", "M.PutAll(N)", "Puts every pair of the map N into a MutableMap",
        ["begin m := MutableMap({1 => 2}); m.PutAll({1 => 3, 2 => 4}); m end", "MutableMap(1 => 3, 2 => 4)"], (1, 1), put),
    with("Remove", "M.Remove(x)", "Removes x from a MutableList (its first copy) or a MutableSet, or the key x from a MutableMap",
        ["begin m := MutableList([1, 2, 1]); m.Remove(1); m end", "MutableList(2, 1)"], (1, 1), remove),
    with("RemoveAll", "M.RemoveAll(L)", "Removes each item of L as Remove does (from a MutableList, one copy for each time it is in L)",
        ["begin m := MutableList([1, 2, 1, 3]); m.RemoveAll([1, 3]); m end", "MutableList(2, 1)"], (1, 1), remove),
    with("RemoveAt", "M.RemoveAt(i)", "Removes item i of a MutableList, counting from 1, and gives it",
        ["MutableList([5, 6]).RemoveAt(1)", "5"], (1, 1), remove_at),
    with("Sort", "M.Sort", "Puts a MutableList's items in the universal order; gives the list",
        ["MutableList([3, 1/2, *]).Sort()", "MutableList(1/2, 3, *)"], (0, 0), sort),
    with("SortWith", "M.SortWith(f)", "Sorts a MutableList by f(x, y), negative when x comes first (a stable sort); gives the list",
        ["MutableList([1, 3, 2]).SortWith((a, b) -> b - a)", "MutableList(3, 2, 1)"], (1, 1), sort),
    with("Update", "M.Update(i, x)", "Makes x item i of a MutableList, counting from 1",
        ["begin m := MutableList([5, 6]); m.Update(2, *); m end", "MutableList(5, *)"], (2, 2), update),
    with("Value", "E.Value", "The value of a map entry",
        ["{7 => true}.Entries.Head.Value", "true"], (0, 0), entry_part),
];

/// `MutableList(L)`, `MutableSet(L)` and `MutableMap(M)`: a new mutable
/// collection, empty or holding what the argument holds.
pub(super) fn make(cx: &Ctx<'_>, c: &Call<'_>) -> Result<Value, Error> {
    let name = c.name();
    if name == "MutableMap" {
        let pairs = match c.args.first() {
            None => Vec::new(),
            Some(e) => map_pairs(cx, e, "a map for MutableMap")?,
        };
        let pairs = pairs.into_iter().map(|(k, v)| (Ordered(k), v)).collect();
        return Ok(Value::MutableMap(Shared::new(pairs)));
    }
    let items = match c.args.first() {
        None => Vec::new(),
        Some(e) => {
            let what = format!("a list, a set or a range for {name}");
            cx.items_of(e, cx.eval(e)?, &what)?
        }
    };
    Ok(if name == "MutableSet" {
        Value::MutableSet(Shared::new(items.into_iter().map(Ordered).collect()))
    } else {
        Value::MutableList(Shared::new(items))
    })
}

/// The pairs of the map `e` stands for.
fn map_pairs(cx: &Ctx<'_>, e: &Expr, what: &str) -> Result<Vec<(Value, Value)>, Error> {
    match cx.eval(e)? {
        Value::Map(pairs) => Ok(pairs.into_vec()),
        other => cx.wrong_type(e, what, other.kind_name()),
    }
}

/// The error for a collection that would pass [`MAX_LIST_ITEMS`].
fn too_many(cx: &Ctx<'_>, c: &Call<'_>) -> Result<Value, Error> {
    let why = format!("a mutable collection holds at most {MAX_LIST_ITEMS} items");
    cx.fail(c.at, ErrorKind::TooLarge(why))
}

/// The receiver of a method that changes it, kept shared.
fn receiver(cx: &Ctx<'_>, c: &Call<'_>) -> Result<Value, Error> {
    cx.eval_shared(c.recv())
}

fn refuse<T>(cx: &Ctx<'_>, c: &Call<'_>, what: &str, v: &Value) -> Result<T, Error> {
    cx.wrong_type(c.recv(), format!("{what} for {}", c.name()), v.kind_name())
}

/// The argument of `M.Add(x)` (`one`), or the items of that of
/// `M.AddAll(L)`; the same for `Remove`.
fn one_or_all(cx: &Ctx<'_>, c: &Call<'_>, one: &str) -> Result<Vec<Value>, Error> {
    let arg = &c.args[0];
    if c.name() == one {
        // Held in the collection, it is a level deeper.
        return Ok(vec![cx.shallow(arg, cx.eval(arg)?, MAX_NESTING - 1)?]);
    }
    let what = format!("a list, a set or a range for {}", c.name());
    cx.items_of(arg, cx.eval(arg)?, &what)
}

/// `M.Add(x)` and `M.AddAll(L)`.
fn add(cx: &Ctx<'_>, c: &Call<'_>) -> Result<Value, Error> {
    let m = receiver(cx, c)?;
    let items = one_or_all(cx, c, "Add")?;
    match &m {
        Value::MutableList(l) => {
            let mut held = l.lock();
            if held.len().saturating_add(items.len()) > MAX_LIST_ITEMS {
                drop(held);
                return too_many(cx, c);
            }
            held.extend(items);
        }
        Value::MutableSet(s) => {
            let mut held = s.lock();
            // Only when the new items could pass the bound is a copy kept
            // to undo them (a copy for every Add made a loop of Adds take
            // time quadratic in the set's size).
            let before = (held.len() + items.len() > MAX_LIST_ITEMS).then(|| held.clone());
            for x in items {
                if held.insert(Ordered(x)) && held.len() > MAX_LIST_ITEMS {
                    *held = before.expect("kept when the bound could be passed");
                    drop(held);
                    return too_many(cx, c);
                }
            }
        }
        other => return refuse(cx, c, "a MutableList or a MutableSet", other),
    }
    Ok(Value::Nothing)
}

/// `M.Clear()`.
fn clear(cx: &Ctx<'_>, c: &Call<'_>) -> Result<Value, Error> {
    match receiver(cx, c)? {
        Value::MutableList(l) => l.lock().clear(),
        Value::MutableSet(s) => s.lock().clear(),
        Value::MutableMap(m) => m.lock().clear(),
        other => return refuse(cx, c, "a mutable collection", &other),
    }
    Ok(Value::Nothing)
}

/// `M.Entries`: a map's entries as a set.
fn entries(cx: &Ctx<'_>, c: &Call<'_>) -> Result<Value, Error> {
    match cx.eval(c.recv())? {
        Value::Map(pairs) => Ok(set_of(
            pairs
                .into_iter()
                .map(|kv| Value::MapEntry(Box::new(kv)))
                .collect(),
        )),
        other => cx.wrong_type(c.recv(), "a map for Entries", other.kind_name()),
    }
}

/// `E.Key` and `E.Value`.
fn entry_part(cx: &Ctx<'_>, c: &Call<'_>) -> Result<Value, Error> {
    match cx.eval(c.recv())? {
        Value::MapEntry(kv) if c.name() == "Key" => Ok(kv.0),
        Value::MapEntry(kv) => Ok(kv.1),
        other => cx.wrong_type(
            c.recv(),
            format!("a map entry for {}", c.name()),
            other.kind_name(),
        ),
    }
}

/// `M.Put(k, v)` and `M.PutAll(N)`.
fn put(cx: &Ctx<'_>, c: &Call<'_>) -> Result<Value, Error> {
    let m = receiver(cx, c)?;
    let pairs = if c.name() == "Put" {
        let held = |e| cx.shallow(e, cx.eval(e)?, MAX_NESTING - 1);
        vec![(held(&c.args[0])?, held(&c.args[1])?)]
    } else {
        map_pairs(cx, &c.args[0], "a map for PutAll")?
    };
    let Value::MutableMap(map) = &m else {
        return refuse(cx, c, "a MutableMap", &m);
    };
    let mut held = map.lock();
    let before = (held.len() + pairs.len() > MAX_LIST_ITEMS).then(|| held.clone());
    for (k, v) in pairs {
        if held.insert(Ordered(k), v).is_none() && held.len() > MAX_LIST_ITEMS {
            *held = before.expect("kept when the bound could be passed");
            drop(held);
            return too_many(cx, c);
        }
    }
    Ok(Value::Nothing)
}

/// `M.Remove(x)` and `M.RemoveAll(L)`.
fn remove(cx: &Ctx<'_>, c: &Call<'_>) -> Result<Value, Error> {
    let m = receiver(cx, c)?;
    let gone = one_or_all(cx, c, "Remove")?;
    match &m {
        Value::MutableList(l) => {
            let mut held = l.lock();
            for x in &gone {
                if let Some(i) = held.iter().position(|y| cx.same(y, x)) {
                    held.remove(i);
                }
            }
        }
        Value::MutableSet(s) => {
            let mut held = s.lock();
            for x in gone {
                held.remove(&Ordered(x));
            }
        }
        Value::MutableMap(map) => {
            let mut held = map.lock();
            for k in gone {
                held.remove(&Ordered(k));
            }
        }
        other => return refuse(cx, c, "a mutable collection", other),
    }
    Ok(Value::Nothing)
}

/// The index `e` stands for, counting from 1, in a list of `len` items:
/// from 0.
fn index(cx: &Ctx<'_>, e: &Expr, len: usize) -> Result<usize, Error> {
    let i = super::collection_methods::integer(cx, e, "a whole number index")?;
    match usize::try_from(i) {
        Ok(i) if (1..=len).contains(&i) => Ok(i - 1),
        _ => {
            let why = format!("index {i} is out of bounds: the list has {len} item(s), from 1");
            cx.fail(e, ErrorKind::Undefined(why))
        }
    }
}

/// The list of a method that only a `MutableList` has.
fn list_of(cx: &Ctx<'_>, c: &Call<'_>) -> Result<Shared<Vec<Value>>, Error> {
    match receiver(cx, c)? {
        Value::MutableList(l) => Ok(l),
        other => refuse(cx, c, "a MutableList", &other),
    }
}

/// `M.RemoveAt(i)`: the item removed.
fn remove_at(cx: &Ctx<'_>, c: &Call<'_>) -> Result<Value, Error> {
    let l = list_of(cx, c)?;
    let len = l.lock().len();
    let i = index(cx, &c.args[0], len)?;
    let mut held = l.lock();
    // The argument may have changed the list; check again.
    if i >= held.len() {
        drop(held);
        return index(cx, &c.args[0], 0).map(|_| Value::Nothing);
    }
    Ok(held.remove(i))
}

/// `M.Update(i, x)`.
fn update(cx: &Ctx<'_>, c: &Call<'_>) -> Result<Value, Error> {
    let l = list_of(cx, c)?;
    let x = cx.shallow(&c.args[1], cx.eval(&c.args[1])?, MAX_NESTING - 1)?;
    let len = l.lock().len();
    let i = index(cx, &c.args[0], len)?;
    let mut held = l.lock();
    match held.get_mut(i) {
        Some(slot) => *slot = x,
        None => {
            drop(held);
            return index(cx, &c.args[0], 0).map(|_| Value::Nothing);
        }
    }
    Ok(Value::Nothing)
}

/// `M.Sort()` and `M.SortWith(f)`: sorted as `Sorted` and `SortedWith`
/// sort a list, the user's function run with no lock held; the list
/// itself, as CGSuite gives it.
fn sort(cx: &Ctx<'_>, c: &Call<'_>) -> Result<Value, Error> {
    let l = list_of(cx, c)?;
    let items = l.snapshot();
    let sorted = if c.name() == "Sort" {
        let mut items = items;
        items.sort_by(universal_cmp);
        items
    } else {
        let list = Expr::evaluated(Value::List(items.into()), c.recv());
        let call = Call {
            name: "SortedWith",
            at: c.at,
            recv: Some(&list),
            args: c.args,
        };
        match super::collection_methods::sorted(cx, &call)? {
            Value::List(items) => items.into_vec(),
            other => unreachable!("SortedWith gives a list, not {}", other.kind_name()),
        }
    };
    *l.lock() = sorted;
    Ok(Value::MutableList(l))
}

/// CGSuite's text of a mutable collection, `MutableList(3, 4, 5)`, each
/// item printed by `text`.
pub(super) fn collection_text(v: &Value, text: &dyn Fn(&Value) -> String) -> String {
    let (name, items): (&str, Vec<String>) = match v {
        Value::MutableList(items) => ("MutableList", items.snapshot().iter().map(text).collect()),
        Value::MutableSet(items) => (
            "MutableSet",
            items.with(|s| s.iter().map(|x| text(&x.0)).collect()),
        ),
        Value::MutableMap(pairs) => (
            "MutableMap",
            pairs.with(|m| {
                m.iter()
                    .map(|(k, v)| format!("{} => {}", text(&k.0), text(v)))
                    .collect()
            }),
        ),
        _ => unreachable!("only mutable collections are printed here"),
    };
    format!("{name}({})", items.join(", "))
}

#[cfg(test)]
mod tests {
    use crate::expr::{Session, Value};

    fn run(lines: &[&str]) -> String {
        let mut s = Session::new();
        let mut last = String::new();
        for line in lines {
            last = s
                .eval(line)
                .map_or_else(|e| format!("error: {e}"), |v| v.to_string());
        }
        last
    }

    #[test]
    fn names_share_one_collection() {
        assert_eq!(
            run(&["x := MutableList([1])", "y := x", "y.Add(2)", "x"]),
            "MutableList(1, 2)"
        );
        // A function given it changes it too.
        assert_eq!(
            run(&["x := MutableSet()", "f := s -> s.Add(*)", "f(x)", "x"]),
            "MutableSet(*)"
        );
    }

    #[test]
    fn what_the_language_reads_is_a_copy() {
        // A list made from it keeps the items it had then.
        assert_eq!(
            run(&["x := MutableList([1])", "l := [x]", "x.Add(2)", "l"]),
            "[[1]]"
        );
        // So a collection added to itself holds a copy, and prints.
        assert_eq!(
            run(&["x := MutableList([1])", "x.Add(x)", "x.Add(x)", "x"]),
            "MutableList(1, [1], [1,[1]])"
        );
        // Iterating while changing it goes through the items it had.
        assert_eq!(
            run(&[
                "x := MutableList([1, 2])",
                "for a in x do x.Add(a) end",
                "x"
            ]),
            "MutableList(1, 2, 1, 2)"
        );
    }

    #[test]
    fn bounds_are_typed_errors_that_change_nothing() {
        let lines = [
            "x := MutableList([1])",
            "for k from 1 to 19 do x.AddAll(x) end",
            "x.AddAll(x)",
        ];
        assert!(
            run(&lines).contains("at most 1000000 items"),
            "{}",
            run(&lines)
        );
        let mut lines = lines.to_vec();
        lines.push("x.Size");
        assert_eq!(run(&lines), (1 << 19).to_string());
        assert!(run(&["x := MutableList([1])", "x.RemoveAt(2)"]).contains("out of bounds"));
        assert!(run(&["x := MutableList([1])", "x.Update(0, 3)"]).contains("out of bounds"));
        assert!(run(&["[1].Add(2)"]).contains("a MutableList or a MutableSet for Add"));
        assert!(run(&["MutableMap([1])"]).contains("a map for MutableMap"));
        assert!(matches!(
            Session::new().eval("MutableList()").unwrap(),
            Value::MutableList(_)
        ));
    }
}
