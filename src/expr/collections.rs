//! CGSuite's collections beyond lists of games: ranges `3..12..3`, maps
//! `{"a" => 1}`, sets of any values `{3, "foo", []}`, and the one order
//! that sorts them all (CGSuite's `UniversalOrdering`): Nothing first, then
//! numbers by value, other games, loopy and misère games, truth values,
//! strings, lists, sets, maps.

use std::cmp::Ordering;

use super::arith;
use super::ast::Expr;
use super::builtins::Call;
use super::comprehension::MAX_LIST_ITEMS;
use super::error::{Error, ErrorKind};
use super::eval::Ctx;
use super::surreal_arith::surreal_of;
use super::value::Value;
use crate::short::{Game, display_order};

/// The place of a value's kind in the universal order.
fn rank(v: &Value) -> u8 {
    match v {
        Value::Nothing => 0,
        Value::Game(g) if g.is_number() => 1,
        Value::Rational(_) | Value::Ordinal(_) | Value::Surreal(_) => 1,
        Value::Game(_) | Value::Heaps(_) => 2,
        Value::Form(_) => 3,
        Value::Loopy(_) => 4,
        Value::Misere(_) => 5,
        Value::Bool(_) => 6,
        Value::Str(_) => 7,
        Value::List(_) | Value::Range(..) => 8,
        Value::Set(_) | Value::LoopySet(_) => 9,
        Value::Map(_) => 10,
        Value::MapEntry(_) => 11,
        _ => 12,
    }
}

/// CGSuite's universal order of values, which sets and maps print in.
///
/// ```
/// use combinatorial_games::expr::eval;
/// assert_eq!(
///     eval(r#"{3,"foo",[],true,Nothing,[3,5,3,1],+-6,*2,"bar"}"#).unwrap().to_string(),
///     r#"{Nothing,3,*2,+-6,true,"bar","foo",[],[3,5,3,1]}"#
/// );
/// ```
pub(crate) fn universal_cmp(a: &Value, b: &Value) -> Ordering {
    // Items compare by this again, one level down.
    if rank(a) >= 8 {
        super::items::deep(|| compare(a, b))
    } else {
        compare(a, b)
    }
}

fn compare(a: &Value, b: &Value) -> Ordering {
    let by_rank = rank(a).cmp(&rank(b));
    if by_rank != Ordering::Equal {
        return by_rank;
    }
    match (a, b) {
        (Value::Game(g), Value::Game(h)) => display_order(g, h),
        (Value::Heaps(g), Value::Heaps(h)) => display_order(&g.game(), &h.game()),
        (Value::Bool(x), Value::Bool(y)) => x.cmp(y),
        (Value::Str(x), Value::Str(y)) => x.cmp(y),
        _ if rank(a) == 1 => match (arith::rational_of(a), arith::rational_of(b)) {
            (Some(x), Some(y)) => x.cmp(&y),
            _ => match (surreal_of(a), surreal_of(b)) {
                (Some(x), Some(y)) => x.cmp(&y),
                _ => a.to_string().cmp(&b.to_string()),
            },
        },
        // Items one value shares with another are equal without a look
        // (a map whose keys are copies of itself, made by `m.Put(m, 1)` in
        // a loop, took time exponential in the loop's length).
        (Value::List(x), Value::List(y)) | (Value::LoopySet(x), Value::LoopySet(y))
            if x.same(y) =>
        {
            Ordering::Equal
        }
        (Value::Map(x), Value::Map(y)) if x.same(y) => Ordering::Equal,
        (Value::List(x), Value::List(y)) | (Value::LoopySet(x), Value::LoopySet(y)) => {
            lexicographic(
                x.iter().zip(y.iter()).map(|(p, q)| universal_cmp(p, q)),
                x.len(),
                y.len(),
            )
        }
        _ if rank(a) == 8 || rank(a) == 9 => {
            let (x, y) = (items(a).unwrap_or_default(), items(b).unwrap_or_default());
            lexicographic(
                x.iter().zip(&y).map(|(p, q)| universal_cmp(p, q)),
                x.len(),
                y.len(),
            )
        }
        (Value::Map(x), Value::Map(y)) => lexicographic(
            x.iter()
                .zip(y)
                .map(|((k, v), (l, w))| universal_cmp(k, l).then_with(|| universal_cmp(v, w))),
            x.len(),
            y.len(),
        ),
        (Value::MapEntry(x), Value::MapEntry(y)) => {
            universal_cmp(&x.0, &y.0).then_with(|| universal_cmp(&x.1, &y.1))
        }
        _ => a.to_string().cmp(&b.to_string()),
    }
}

fn lexicographic(pairs: impl Iterator<Item = Ordering>, m: usize, n: usize) -> Ordering {
    pairs
        .into_iter()
        .find(|o| *o != Ordering::Equal)
        .unwrap_or(m.cmp(&n))
}

/// The items of a list, a set or a range (a set's in its order); `None`
/// for other values, or a range of more than [`MAX_LIST_ITEMS`].
pub(crate) fn items(v: &Value) -> Option<Vec<Value>> {
    match v {
        Value::List(items) | Value::LoopySet(items) => Some(items.to_vec()),
        Value::Set(games) => Some(games.iter().copied().map(Value::Game).collect()),
        Value::Range(from, to, step) => {
            let n = range_len(*from, *to, *step);
            (n <= MAX_LIST_ITEMS as u64).then(|| {
                (0..n as i64)
                    .map(|k| Value::Game(Game::integer(from + k * step)))
                    .collect()
            })
        }
        _ => None,
    }
}

/// How many integers `from..to..step` goes through.
pub(crate) fn range_len(from: i64, to: i64, step: i64) -> u64 {
    let span = i128::from(to) - i128::from(from);
    if span != 0 && (span < 0) != (step < 0) {
        return 0;
    }
    ((span / i128::from(step)) as u64).saturating_add(1)
}

/// A set of any values, in the universal order, each once: a
/// [`Value::Set`] when all are short games.
pub(crate) fn set_of(values: Vec<Value>) -> Value {
    if values
        .iter()
        .all(|v| matches!(v, Value::Game(_) | Value::Loopy(_)))
    {
        return Value::mixed_set(values);
    }
    let mut values = values;
    values.sort_by(universal_cmp);
    values.dedup_by(|a, b| universal_cmp(a, b) == Ordering::Equal);
    Value::LoopySet(values.into())
}

/// A map from pairs, keys in the universal order; a later pair with an
/// equal key replaces an earlier one.
pub(crate) fn map_of(mut pairs: Vec<(Value, Value)>) -> Value {
    // A stable sort keeps the pairs of one key in order: the last stays.
    pairs.sort_by(|(x, _), (y, _)| universal_cmp(x, y));
    let mut out: Vec<(Value, Value)> = Vec::with_capacity(pairs.len());
    for pair in pairs {
        match out.last_mut() {
            Some(last) if universal_cmp(&last.0, &pair.0).is_eq() => *last = pair,
            _ => out.push(pair),
        }
    }
    Value::Map(out.into())
}

impl Ctx<'_> {
    /// `a..b` or `a..b..step`: integers that fit in 64 bits, a step not 0.
    pub(super) fn range_value(
        &self,
        from: &Expr,
        to: &Expr,
        step: Option<&Expr>,
    ) -> Result<Value, Error> {
        let int = |e: &Expr| -> Result<i64, Error> {
            let v = self.eval(e)?;
            match &v {
                Value::Game(g) => match super::eval::whole_number::<i64>(g) {
                    Some(n) => Ok(n),
                    None => self.wrong_type(e, "an integer end of a range", g.to_string()),
                },
                other => self.wrong_type(e, "an integer end of a range", other.kind_name()),
            }
        };
        let (a, b) = (int(from)?, int(to)?);
        let s = step.map(int).transpose()?.unwrap_or(1);
        if s == 0 {
            let at = step.expect("a step of 0 is written");
            return self.undefined(at, "a range's step must not be 0");
        }
        Ok(Value::Range(a, b, s))
    }

    /// `{k => v, …}`.
    pub(super) fn map_value(&self, pairs: &[(Expr, Expr)]) -> Result<Value, Error> {
        let pairs = pairs
            .iter()
            .map(|(k, v)| Ok((self.eval(k)?, self.eval(v)?)))
            .collect::<Result<Vec<_>, Error>>()?;
        Ok(map_of(pairs))
    }

    /// `a === b`: the same value, a range being the list of its items.
    pub(super) fn same(&self, a: &Value, b: &Value) -> bool {
        match (a, b) {
            (Value::Range(..), _) | (_, Value::Range(..)) => {
                matches!((items(a), items(b)), (Some(x), Some(y)) if x == y)
            }
            _ => a == b,
        }
    }

    /// The items of `e`'s value, a list, a set or a range.
    pub(super) fn items_of(&self, e: &Expr, v: Value, what: &str) -> Result<Vec<Value>, Error> {
        if let Value::Range(a, b, s) = v
            && range_len(a, b, s) > MAX_LIST_ITEMS as u64
        {
            let why = format!("a range may go through at most {MAX_LIST_ITEMS} integers");
            return self.fail(e, ErrorKind::TooLarge(why));
        }
        match items(&v) {
            Some(x) => Ok(x),
            None => self.wrong_type(e, what, v.kind_name()),
        }
    }
}

/// `L.ToSet`: the items of a list, a set or a range as a set.
pub(super) fn to_set(cx: &Ctx<'_>, c: &Call<'_>) -> Result<Value, Error> {
    let v = cx.eval(c.recv())?;
    Ok(set_of(cx.items_of(
        c.recv(),
        v,
        "a list, a set or a range",
    )?))
}

/// `L.ToList`: the items of a list, a set (in its order) or a range.
pub(super) fn to_list(cx: &Ctx<'_>, c: &Call<'_>) -> Result<Value, Error> {
    let v = cx.eval(c.recv())?;
    // A range is a list already, and stays one (CGSuite prints
    // `(1..10).ToList` as `1..10`).
    if let Value::Range(..) = v {
        return Ok(v);
    }
    let items = cx.items_of(c.recv(), v, "a list, a set or a range")?;
    Ok(Value::List(items.into()))
}

impl Ctx<'_> {
    /// `L[i]`: the item `i` of a list or a range, or the character `i` of
    /// a string, counting from 1 as CGSuite does; or the value of the key
    /// `i` of a map.
    pub(super) fn index(&self, l: &Expr, i: &Expr) -> Result<Value, Error> {
        let (v, key) = (self.eval_shared(l)?, self.eval(i)?);
        // A mutable collection answers without a copy of itself; a
        // missing item gets the copy's error below.
        if let Some(x) = super::mutable::item(&v, &key) {
            return Ok(x);
        }
        // A list is read in place, its one item made plain: copying it
        // made `L[i]` in a loop take time quadratic in its length.
        let v = match v.frozen() {
            Value::List(items) => return self.item(i, &items, &key).map(Value::plain),
            other => other.plain(),
        };
        if let Some(answer) = super::graph_methods::index(self, &v, i, &key) {
            return answer;
        }
        if let Value::Map(pairs) = v {
            // Its keys are in the universal order.
            return match pairs.binary_search_by(|(k, _)| universal_cmp(k, &key)) {
                Ok(at) => Ok(pairs[at].1.clone()),
                Err(_) => self.undefined(i, format!("the map has no key {key}")),
            };
        }
        let items = match v {
            Value::Cells(g) => return super::cells_methods::index(self, &g, i, key),
            v @ Value::Range(..) => self.items_of(l, v, "a list")?,
            // A string's characters, each a string of one, as CGSuite's.
            Value::Str(s) => s.chars().map(|c| Value::Str(c.to_string())).collect(),
            other => {
                let what = "a list, a string or a map to index";
                return self.wrong_type(l, what, other.kind_name());
            }
        };
        self.item(i, &items, &key)
    }

    /// Item `key` of `items`, counting from 1.
    fn item(&self, i: &Expr, items: &[Value], key: &Value) -> Result<Value, Error> {
        let n = items.len();
        let at = match key {
            Value::Game(g) => super::eval::whole_number::<usize>(g).filter(|k| (1..=n).contains(k)),
            _ => None,
        };
        match at {
            Some(k) => Ok(items[k - 1].clone()),
            None => self.undefined(
                i,
                format!("{key} is no index of a list of {n}: they are 1 to {n}"),
            ),
        }
    }
}

/// `L.Adjoin(x)`: a list (or a range) with `x` added at its end, a set
/// with `x` in it.
pub(super) fn adjoin(cx: &Ctx<'_>, c: &Call<'_>) -> Result<Value, Error> {
    let x = cx.eval(&c.args[0])?;
    let v = cx.eval(c.recv())?;
    let is_set = matches!(v, Value::Set(_) | Value::LoopySet(_));
    let mut items = cx.items_of(c.recv(), v, "a list, a set or a range")?;
    if items.len() >= MAX_LIST_ITEMS {
        let why = format!("a list may hold at most {MAX_LIST_ITEMS} items");
        return cx.fail(c.at, ErrorKind::TooLarge(why));
    }
    items.push(x);
    Ok(if is_set {
        set_of(items)
    } else {
        Value::List(items.into())
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ranges_count_their_integers() {
        assert_eq!(range_len(3, 12, 1), 10);
        assert_eq!(range_len(3, 12, 3), 4);
        assert_eq!(range_len(1, 0, 1), 0);
        assert_eq!(range_len(5, 5, -2), 1);
        assert_eq!(range_len(10, 1, -4), 3);
        assert_eq!(range_len(i64::MIN, i64::MAX, 1), u64::MAX);
    }
}
