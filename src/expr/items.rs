//! The items of a list, a map or a set of values, shared between the
//! copies of the value ([`Items`]), and how deep values nest: a value's
//! depth, and the check against [`MAX_NESTING`] where values are made.

use std::fmt;
use std::ops::Deref;
use std::sync::Arc;

use super::ast::Expr;
use super::error::{Error, ErrorKind};
use super::eval::Ctx;
use super::value::Value;

/// How deep lists, maps, sets and tables may nest inside one another: an
/// expression whose value is deeper is an error
/// ([`super::ErrorKind::TooLarge`]), wherever it is made (`[L]`, a
/// comprehension, `M.Add(M)`). Comparing, printing and dropping a value
/// go down it one level at a time, growing the stack when they near its
/// end; the bound keeps what they need small.
///
/// ```
/// use combinatorial_games::expr::{ErrorKind, Session, MAX_NESTING};
/// let mut s = Session::new();
/// s.eval("L := []").unwrap();
/// // `[]` is 1 deep, so the loop makes one level too many on its last pass.
/// let e = s.eval(&format!("for i from 1 to {MAX_NESTING} do L := [L] end")).unwrap_err();
/// assert!(matches!(e.kind(), ErrorKind::TooLarge(_)));
/// assert_eq!(e.to_string(), "lists, sets and maps may nest at most 1000 deep at column 30");
/// // As with any line that fails, L is as it was before it.
/// assert_eq!(s.eval("L").unwrap().to_string(), "[]");
/// ```
pub const MAX_NESTING: usize = 1_000;

/// The items of a [`Value::List`], a [`Value::Map`] or a
/// [`Value::LoopySet`]: a list whose copies share one allocation, so
/// that naming a list, passing it to a function or reading `L[i]` in a
/// loop costs the same whatever its length. It reads as a slice.
///
/// ```
/// use combinatorial_games::expr::{eval, Value};
/// let Value::List(items) = eval("[1, [2, 3]]").unwrap() else { panic!() };
/// assert_eq!(items.len(), 2);
/// assert_eq!(items[1].to_string(), "[2,3]");
/// assert_eq!(items.depth(), 2);
/// ```
#[derive(Clone)]
pub struct Items<T> {
    /// Always `Some` but while the items are taken or dropped.
    items: Option<Arc<Vec<T>>>,
    /// 1 + the deepest item's depth, found when the items were gathered.
    depth: u32,
    /// Whether an item is a heap position (which most uses read as its
    /// nimber), found then too.
    heaps: bool,
}

/// What [`Items`] notes of each item as it gathers them (public only so
/// that [`Items`] can name it; not reachable from outside).
pub trait Depth {
    /// How many levels of lists, maps and sets it has inside it: 0 for a
    /// value that holds no others.
    fn depth(&self) -> u32;

    /// Whether it is a heap position.
    fn is_heaps(&self) -> bool;
}

impl Depth for Value {
    fn depth(&self) -> u32 {
        Value::depth(self)
    }

    fn is_heaps(&self) -> bool {
        matches!(self, Value::Heaps(_))
    }
}

impl Depth for (Value, Value) {
    fn depth(&self) -> u32 {
        self.0.depth().max(self.1.depth())
    }

    fn is_heaps(&self) -> bool {
        false
    }
}

impl Value {
    /// How many levels of lists, maps, sets, tables and map entries the
    /// value makes (0 for one that holds no others): see
    /// [`MAX_NESTING`]. A mutable collection holds no mutable ones
    /// (it keeps a copy of what it is given), so it is as deep as its
    /// items.
    pub(crate) fn depth(&self) -> u32 {
        let deepest = |items: &mut dyn Iterator<Item = &Value>| {
            items.map(Value::depth).max().unwrap_or(0).saturating_add(1)
        };
        match self {
            Value::List(items) | Value::LoopySet(items) => items.depth() as u32,
            Value::Map(pairs) => pairs.depth() as u32,
            Value::Set(_) => 1,
            Value::MapEntry(kv) => kv.depth().saturating_add(1),
            Value::Table(rows) => deepest(&mut rows.iter().flatten()).saturating_add(1),
            Value::MutableList(items) => items.with(|v| deepest(&mut v.iter())),
            Value::MutableSet(items) => items.with(|v| deepest(&mut v.iter().map(|o| &o.0))),
            Value::MutableMap(pairs) => {
                pairs.with(|m| deepest(&mut m.iter().flat_map(|(k, v)| [&k.0, v])))
            }
            _ => 0,
        }
    }
}

impl Ctx<'_> {
    /// `v`, the value of `e`, if it nests no deeper than `room` levels.
    /// What makes a value that holds others (a literal, a comprehension,
    /// a call or a method) passes it here, as does what puts one into a
    /// mutable collection (with a level less), so that none is deeper
    /// than [`MAX_NESTING`].
    pub(super) fn shallow(&self, e: &Expr, v: Value, room: usize) -> Result<Value, Error> {
        let holds_others = matches!(
            v,
            Value::List(_)
                | Value::LoopySet(_)
                | Value::Map(_)
                | Value::MapEntry(_)
                | Value::Table(_)
        );
        if !holds_others || v.depth() as usize <= room {
            return Ok(v);
        }
        self.too_deep(e)
    }

    #[cold]
    fn too_deep(&self, e: &Expr) -> Result<Value, Error> {
        let why = format!("lists, sets and maps may nest at most {MAX_NESTING} deep");
        self.fail(e, ErrorKind::TooLarge(why))
    }
}

impl<T: Depth> Items<T> {
    /// Items held in `items`.
    pub(crate) fn new(items: Vec<T>) -> Items<T> {
        let deepest = items.iter().map(Depth::depth).max().unwrap_or(0);
        Items {
            heaps: items.iter().any(Depth::is_heaps),
            items: Some(Arc::new(items)),
            depth: deepest.saturating_add(1),
        }
    }
}

impl<T> Items<T> {
    /// How many levels of lists, maps and sets these items make: 1 when
    /// none of them holds others.
    ///
    /// ```
    /// use combinatorial_games::expr::{eval, Value};
    /// let Value::List(items) = eval("[[[]], 5]").unwrap() else { panic!() };
    /// assert_eq!(items.depth(), 3);
    /// ```
    pub fn depth(&self) -> usize {
        self.depth as usize
    }

    /// Whether these are the very items of `other` (not a copy).
    pub(crate) fn same(&self, other: &Items<T>) -> bool {
        Arc::ptr_eq(self.arc(), other.arc())
    }

    /// Whether an item is a heap position, such as `Kayles(5)`.
    pub(crate) fn has_heaps(&self) -> bool {
        self.heaps
    }
}

impl<T: Clone> Items<T> {
    /// The items as a vector of their own, copied only when another value
    /// shares them.
    ///
    /// ```
    /// use combinatorial_games::expr::{eval, Value};
    /// let Value::List(items) = eval("[1, 2]").unwrap() else { panic!() };
    /// assert_eq!(items.into_vec().len(), 2);
    /// ```
    pub fn into_vec(mut self) -> Vec<T> {
        self.items
            .take()
            .map_or_else(Vec::new, Arc::unwrap_or_clone)
    }
}

impl<T> Items<T> {
    /// The items, when no other value shares them.
    pub(crate) fn into_unique(mut self) -> Option<Vec<T>> {
        self.items.take().and_then(Arc::into_inner)
    }

    fn arc(&self) -> &Arc<Vec<T>> {
        self.items
            .as_ref()
            .expect("taken only when consumed or dropped")
    }
}

impl<T: PartialEq> PartialEq for Items<T> {
    fn eq(&self, other: &Items<T>) -> bool {
        self.same(other) || deep(|| self.arc() == other.arc())
    }
}

impl<T> Deref for Items<T> {
    type Target = [T];

    fn deref(&self) -> &[T] {
        self.arc()
    }
}

impl<T: Depth> From<Vec<T>> for Items<T> {
    fn from(items: Vec<T>) -> Items<T> {
        Items::new(items)
    }
}

impl<T: Depth> FromIterator<T> for Items<T> {
    fn from_iter<I: IntoIterator<Item = T>>(iter: I) -> Items<T> {
        Items::new(iter.into_iter().collect())
    }
}

impl<T: Depth> Default for Items<T> {
    fn default() -> Items<T> {
        Items::new(Vec::new())
    }
}

impl<T: Clone> IntoIterator for Items<T> {
    type Item = T;
    type IntoIter = std::vec::IntoIter<T>;

    fn into_iter(self) -> Self::IntoIter {
        self.into_vec().into_iter()
    }
}

impl<'a, T> IntoIterator for &'a Items<T> {
    type Item = &'a T;
    type IntoIter = std::slice::Iter<'a, T>;

    fn into_iter(self) -> Self::IntoIter {
        self.arc().iter()
    }
}

impl<T: fmt::Debug> fmt::Debug for Items<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        deep(|| f.debug_list().entries(self.arc().iter()).finish())
    }
}

impl<T> Drop for Items<T> {
    /// The last holder of items that hold others lets them go on a stack
    /// grown when need be (a value may be [`MAX_NESTING`] deep).
    fn drop(&mut self) {
        match self.items.take() {
            Some(items) if self.depth > 1 => deep(|| drop(items)),
            _ => {}
        }
    }
}

/// Runs `f`, which goes one level down a value, on a stack grown when
/// this one nears its end.
pub(crate) fn deep<R>(f: impl FnOnce() -> R) -> R {
    stacker::maybe_grow(64 * 1024, 1024 * 1024, f)
}
