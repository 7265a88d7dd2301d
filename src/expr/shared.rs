//! The shared insides of CGSuite's mutable collections: a value every
//! name bound to it sees changed ([`Shared`]), and the universal order
//! that a mutable set keeps its items and a mutable map its keys in
//! ([`Ordered`]). The methods that change them are in `mutable.rs`.

// A key is a value with parts that can change (a `Random` inside a list),
// but its place in the universal order never reads them (see
// `mutable.rs`).
#![allow(clippy::mutable_key_type)]

use std::cmp::Ordering;
use std::collections::{BTreeMap, BTreeSet};
use std::fmt;
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};

use super::collections::universal_cmp;
use super::value::Value;

/// What a mutable collection holds, shared by every value that names it.
///
/// Two are equal when they hold equal items (or are the same one).
///
/// ```
/// use combinatorial_games::expr::{Session, Value};
/// let mut s = Session::new();
/// s.eval("x := MutableList([3, 4])").unwrap();
/// s.eval("y := x").unwrap();
/// s.eval("y.Add(5)").unwrap();
/// let Value::MutableList(items) = s.eval("x").unwrap() else { panic!() };
/// assert_eq!(items.snapshot().len(), 3);
/// ```
pub struct Shared<T>(Arc<Mutex<T>>);

impl<T> Shared<T> {
    pub(crate) fn new(t: T) -> Shared<T> {
        Shared(Arc::new(Mutex::new(t)))
    }

    // No user code runs while the lock is held, so a poisoned lock can
    // only come from a panic in the edits of `mutable.rs`; its data is
    // still whole.
    pub(super) fn lock(&self) -> MutexGuard<'_, T> {
        self.0.lock().unwrap_or_else(PoisonError::into_inner)
    }
}

impl<T> Shared<T> {
    /// Runs `f` on what it holds; `f` must not run the user's code (it
    /// holds the lock).
    pub(crate) fn with<R>(&self, f: impl FnOnce(&mut T) -> R) -> R {
        f(&mut self.lock())
    }
}

impl<T: Clone> Shared<T> {
    /// A copy of what it holds now.
    ///
    /// ```
    /// use combinatorial_games::expr::{eval, Value};
    /// let Value::MutableSet(s) = eval("MutableSet([2, 1, 2])").unwrap() else { panic!() };
    /// assert_eq!(s.snapshot().len(), 2);
    /// ```
    pub fn snapshot(&self) -> T {
        self.lock().clone()
    }
}

impl<T> Clone for Shared<T> {
    fn clone(&self) -> Shared<T> {
        Shared(Arc::clone(&self.0))
    }
}

impl<T: Clone + PartialEq> PartialEq for Shared<T> {
    fn eq(&self, other: &Shared<T>) -> bool {
        // One lock at a time: two threads comparing a with b and b with a
        // cannot wait on each other.
        Arc::ptr_eq(&self.0, &other.0) || self.snapshot() == *other.lock()
    }
}

impl<T: fmt::Debug> fmt::Debug for Shared<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_tuple("Shared").field(&*self.lock()).finish()
    }
}

/// A value ordered by CGSuite's universal order, as a mutable set keeps
/// its items and a mutable map its keys (two values are the same item
/// when that order finds them equal).
///
/// ```
/// use combinatorial_games::expr::{eval, Value};
/// let Value::MutableSet(s) = eval("MutableSet([*, 1/2, 3])").unwrap() else { panic!() };
/// let items: Vec<String> = s.snapshot().iter().map(|x| x.0.to_string()).collect();
/// assert_eq!(items, ["1/2", "3", "*"]);
/// ```
#[derive(Clone, Debug)]
pub struct Ordered(pub Value);

impl Ord for Ordered {
    fn cmp(&self, other: &Ordered) -> Ordering {
        universal_cmp(&self.0, &other.0)
    }
}

impl PartialOrd for Ordered {
    fn partial_cmp(&self, other: &Ordered) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl PartialEq for Ordered {
    fn eq(&self, other: &Ordered) -> bool {
        self.cmp(other).is_eq()
    }
}

impl Eq for Ordered {}

/// A mutable set's items.
///
/// ```
/// use combinatorial_games::expr::{Session, Value};
/// let mut s = Session::new();
/// let Value::MutableSet(m) = s.eval("m := MutableSet(); m.Add(3); m.Add(1); m").unwrap() else {
///     panic!()
/// };
/// // Kept in CGSuite's order.
/// let items: Vec<String> = m.snapshot().iter().map(|x| x.0.to_string()).collect();
/// assert_eq!(items, ["1", "3"]);
/// ```
pub type SetItems = BTreeSet<Ordered>;

/// A mutable map's pairs, by key.
///
/// ```
/// use combinatorial_games::expr::{Session, Value};
/// let mut s = Session::new();
/// let Value::MutableMap(m) = s.eval("m := MutableMap(); m.Put(2, *); m.Put(1, ^); m").unwrap() else {
///     panic!()
/// };
/// let pairs: Vec<String> = m.snapshot().iter().map(|(k, v)| format!("{} => {v}", k.0)).collect();
/// assert_eq!(pairs, ["1 => ^", "2 => *"]);
/// ```
pub type MapItems = BTreeMap<Ordered, Value>;
