//! The methods of CGSuite's maps, strings and ranges (`cgsuite.lang.Map`,
//! `String`, `Range`): keys and values, substrings counted from 1 as
//! CGSuite counts, and a range's ends.

use super::ast::Expr;
use super::builtins::{Builtin, Call, with};
use super::collections::{map_of, set_of, universal_cmp};
use super::error::{Error, ErrorKind};
use super::eval::Ctx;
use super::value::Value;
use crate::short::Game;

/// The longest string the language makes (by `+`, `Concat`, `Replace`), in
/// bytes: doubling a string in a chain of assignments would otherwise take
/// all memory after a few dozen steps.
///
/// ```
/// use combinatorial_games::expr::{ErrorKind, MAX_TEXT, eval};
/// let mut e = String::from("s := \"ab\"");
/// for _ in 0..20 {
///     e += "; s := s + s"; // 2^21 bytes at the end
/// }
/// let err = eval(&e).unwrap_err();
/// assert!(matches!(err.kind(), ErrorKind::TooLarge(_)));
/// assert!(MAX_TEXT < 1 << 21);
/// ```
pub const MAX_TEXT: usize = 1 << 20;

/// The methods of maps, strings and ranges, by name.
#[rustfmt::skip]
pub(super) static METHODS: &[Builtin] = &[
    with("ContainsKey", "M.ContainsKey(k)", "Whether the map has the key k",
        ["{7 => true, 1/2 => ^^*}.ContainsKey(7)", "true"], (1, 1), map_method),
    with("Keys", "M.Keys", "The set of a map's keys",
        ["{7 => true, 1/2 => ^^*}.Keys", "{1/2,7}"], (0, 0), map_method),
    with("Values", "M.Values", "The set of a map's values",
        ["{7 => true, 1/2 => ^^*}.Values", "{^^*,true}"], (0, 0), map_method),
    with("Reversed", "M.Reversed", "The map from each value to its key (of keys with one value, the last in order)",
        ["{7 => true, 1/2 => ^^*}.Reversed", "{^^* => 1/2, true => 7}"], (0, 0), map_method),
    with("Updated", "L.Updated(i, x)",
        "A list or a string with its item i (from 1) replaced by x; M.Updated(k, v), a map with the key k given the value v; M.Updated(N), with the pairs of the map N",
        ["[5,12,13].Updated(2, 99)", "[5,99,13]"], (1, 2), updated),
    with("Substring", "s.Substring(i, j)", "The characters i to j of a string, counting from 1",
        ["\"Clobber\".Substring(4, 6)", "\"bbe\""], (2, 2), substring),
    with("ToLowerCase", "s.ToLowerCase", "The string in lower case",
        ["\"Toads and Frogs\".ToLowerCase", "\"toads and frogs\""], (0, 0), string_method),
    with("ToUpperCase", "s.ToUpperCase", "The string in upper case",
        ["\"Toads and Frogs\".ToUpperCase", "\"TOADS AND FROGS\""], (0, 0), string_method),
    with("Replace", "s.Replace(a, b)", "The string with each a replaced by b",
        ["\"Toads and Frogs\".Replace(\"and\", \"&\")", "\"Toads & Frogs\""], (2, 2), string_method),
    with("ToString", "x.ToString or G.ToString(charMap)", "The value as a string: a string itself, anything else as it prints; a grid or a strip through a character map",
        ["(^^*).ToString", "\"^^*\""], (0, 1), to_string),
    with("ToOutput", "x.ToOutput", "The value as CGSuite shows it: its text, without quotes around it",
        ["[*, \"a\"].ToOutput", "[*,\"a\"]"], (0, 0), output),
    with("ToUnquotedOutput", "s.ToUnquotedOutput", "A string shown as its characters, without quotes",
        ["\"Toads and Frogs\".ToUnquotedOutput", "Toads and Frogs"], (0, 0), output),
    with("Start", "r.Start", "The first integer of a range",
        ["(3..12..3).Start", "3"], (0, 0), range_method),
    with("End", "r.End", "The end of a range, as written",
        ["(3..12..3).End", "12"], (0, 0), range_method),
    with("Step", "r.Step", "The step of a range",
        ["(3..12..3).Step", "3"], (0, 0), range_method),
];

fn text(cx: &Ctx<'_>, e: &Expr, what: &str) -> Result<String, Error> {
    match cx.eval(e)? {
        Value::Str(s) => Ok(s),
        other => cx.wrong_type(e, what, other.kind_name()),
    }
}

/// A whole number index.
fn integer(cx: &Ctx<'_>, e: &Expr) -> Result<i64, Error> {
    super::collection_methods::integer(cx, e, "a whole number index")
}

fn map_method(cx: &Ctx<'_>, c: &Call<'_>) -> Result<Value, Error> {
    let v = cx.eval_shared(c.recv())?;
    if c.name() == "ContainsKey" && matches!(v, Value::MutableMap(_)) {
        let k = cx.eval(&c.args[0])?;
        let answer = super::mutable::query(cx, &v, "ContainsKey", Some(&k));
        return Ok(answer.expect("a mutable map answers ContainsKey"));
    }
    let pairs = match v.frozen().plain() {
        Value::Map(pairs) => pairs,
        other => {
            return cx.wrong_type(
                c.recv(),
                format!("a map for {}", c.name()),
                other.kind_name(),
            );
        }
    };
    Ok(match c.name() {
        "ContainsKey" => {
            let k = cx.eval(&c.args[0])?;
            Value::Bool(pairs.iter().any(|(x, _)| universal_cmp(x, &k).is_eq()))
        }
        "Keys" => set_of(pairs.into_iter().map(|(k, _)| k).collect()),
        "Values" => set_of(pairs.into_iter().map(|(_, v)| v).collect()),
        _ => map_of(pairs.into_iter().map(|(k, v)| (v, k)).collect()),
    })
}

/// `x.ToString`, and `G.ToString(map)` for a grid or a strip.
fn to_string(cx: &Ctx<'_>, c: &Call<'_>) -> Result<Value, Error> {
    Ok(Value::Str(match (cx.eval(c.recv())?, c.args) {
        (Value::Cells(g), [_]) => return super::cells_methods::to_text(cx, c, &g),
        (other, [map]) => {
            let what = "a grid or a strip for ToString(charMap)";
            return cx.wrong_type(map, what, other.kind_name());
        }
        (Value::Str(s), _) => s,
        (other, _) => other.to_string(),
    }))
}

/// `x.ToOutput` (its text) and `s.ToUnquotedOutput` (a string's
/// characters, anything else its text).
fn output(cx: &Ctx<'_>, c: &Call<'_>) -> Result<Value, Error> {
    Ok(Value::Output(match (cx.eval(c.recv())?, c.name()) {
        (Value::Str(s), "ToUnquotedOutput") => s,
        (v, _) => v.to_string(),
    }))
}

fn updated(cx: &Ctx<'_>, c: &Call<'_>) -> Result<Value, Error> {
    match (cx.eval(c.recv())?, c.args) {
        (Value::Cells(g), _) => super::cells_methods::updated(cx, c, &g),
        (Value::Map(pairs), [k, v]) => {
            let mut pairs = pairs.into_vec();
            pairs.push((cx.eval(k)?, cx.eval(v)?));
            Ok(map_of(pairs))
        }
        (Value::Map(pairs), [more]) => match cx.eval(more)? {
            Value::Map(more) => {
                let mut pairs = pairs.into_vec();
                pairs.extend(more);
                Ok(map_of(pairs))
            }
            other => cx.wrong_type(more, "a map of new pairs", other.kind_name()),
        },
        (Value::Str(s), [i, x]) => {
            let mut chars: Vec<char> = s.chars().collect();
            let at = place(cx, i, chars.len())?;
            let new = text(cx, x, "a string of one character")?;
            match new.chars().next() {
                Some(ch) => chars[at] = ch,
                None => return cx.undefined(x, "an empty string has no character to put in"),
            }
            Ok(Value::Str(chars.into_iter().collect()))
        }
        (v @ (Value::List(_) | Value::Range(..)), [i, x]) => {
            let mut items = cx.items_of(c.recv(), v, "a list")?;
            let at = place(cx, i, items.len())?;
            items[at] = cx.eval(x)?;
            Ok(Value::List(items.into()))
        }
        (other, _) => cx.wrong_type(
            c.recv(),
            "a list or a string with an index and a value, or a map",
            other.kind_name(),
        ),
    }
}

/// The place (from 0) of the index `i` (from 1) of something of `n`.
fn place(cx: &Ctx<'_>, i: &Expr, n: usize) -> Result<usize, Error> {
    let k = integer(cx, i)?;
    if (1..=n as i64).contains(&k) {
        Ok(k as usize - 1)
    } else {
        cx.undefined(
            i,
            format!("{k} is no index of {n} items: they are 1 to {n}"),
        )
    }
}

/// `s.Substring(i, j)`: as Java's `substring(i - 1, j)`, so `j` may be
/// `i - 1` for the empty string.
fn substring(cx: &Ctx<'_>, c: &Call<'_>) -> Result<Value, Error> {
    let s = text(cx, c.recv(), "a string for Substring")?;
    let chars: Vec<char> = s.chars().collect();
    let (i, j) = (integer(cx, &c.args[0])?, integer(cx, &c.args[1])?);
    let n = chars.len() as i64;
    if i < 1 || j < i - 1 || j > n {
        let why = format!("no characters {i} to {j} of a string of {n}");
        return cx.undefined(c.at, why);
    }
    Ok(Value::Str(
        chars[i as usize - 1..j as usize].iter().collect(),
    ))
}

fn string_method(cx: &Ctx<'_>, c: &Call<'_>) -> Result<Value, Error> {
    let s = text(cx, c.recv(), &format!("a string for {}", c.name()))?;
    Ok(Value::Str(match c.name() {
        "ToLowerCase" => s.to_lowercase(),
        "ToUpperCase" => s.to_uppercase(),
        _ => {
            let what = "a string to replace, and one to put in its place";
            let (a, b) = (text(cx, &c.args[0], what)?, text(cx, &c.args[1], what)?);
            if a.is_empty() {
                return cx.undefined(&c.args[0], "an empty string cannot be replaced");
            }
            let grows = b.len().saturating_sub(a.len()) * s.matches(a.as_str()).count();
            if s.len() + grows > MAX_TEXT {
                let why = format!("a string may have at most {MAX_TEXT} bytes");
                return cx.fail(c.at, ErrorKind::TooLarge(why));
            }
            s.replace(&a, &b)
        }
    }))
}

fn range_method(cx: &Ctx<'_>, c: &Call<'_>) -> Result<Value, Error> {
    match cx.eval(c.recv())? {
        Value::Range(from, to, step) => Ok(Value::Game(Game::integer(match c.name() {
            "Start" => from,
            "End" => to,
            _ => step,
        }))),
        other => cx.wrong_type(
            c.recv(),
            format!("a range for {}", c.name()),
            other.kind_name(),
        ),
    }
}
