//! Evaluation through a transposition table: each component of a position
//! is normalised, looked up, and otherwise evaluated from its options and
//! stored.

use std::any::{Any, TypeId};
use std::sync::{LazyLock, Mutex};

use rustc_hash::FxHashMap;

use super::{Normalized, Ruleset};
use crate::short::Game;

/// Evaluates positions of one ruleset through a transposition table of
/// its own.
///
/// [`Ruleset::value`] uses one such table per ruleset for the whole
/// process; a `Solver` is for when you want to own the table: bound its
/// size, clear it, or keep several apart.
///
/// ```
/// use combinatorial_games::rulesets::Solver;
/// use combinatorial_games::games::ToadsAndFrogs;
/// use combinatorial_games::Game;
/// let mut solver = Solver::with_limit(100_000);
/// let p: ToadsAndFrogs = "TT__FF".parse().unwrap();
/// assert_eq!(solver.value(&p), Game::star());
/// assert!(solver.len() > 0);
/// solver.clear();
/// assert!(solver.is_empty());
/// ```
#[derive(Debug)]
pub struct Solver<P> {
    table: FxHashMap<P, Game>,
    limit: Option<usize>,
}

impl<P: Ruleset> Default for Solver<P> {
    fn default() -> Self {
        Solver::new()
    }
}

impl<P: Ruleset> Solver<P> {
    /// A solver whose table grows without bound.
    pub fn new() -> Solver<P> {
        Solver {
            table: FxHashMap::default(),
            limit: None,
        }
    }

    /// A solver whose table holds at most `limit` positions: when it is full
    /// it is emptied and starts again (values stay correct; only work is
    /// repeated).
    pub fn with_limit(limit: usize) -> Solver<P> {
        Solver {
            table: FxHashMap::default(),
            limit: Some(limit.max(1)),
        }
    }

    /// The canonical value of `p`: the sum of the values of its components.
    pub fn value(&mut self, p: &P) -> Game {
        self.value_of(p.clone())
    }

    fn value_of(&mut self, p: P) -> Game {
        let mut sum = Game::zero();
        for c in p.components() {
            sum += match c.normalized() {
                Normalized::Same(key) => self.component_value(key),
                Normalized::Negated(key) => -self.component_value(key),
            };
        }
        sum
    }

    fn component_value(&mut self, key: P) -> Game {
        if let Some(&g) = self.table.get(&key) {
            return g;
        }
        // Deep positions recurse deeply: grow the stack rather than
        // overflow it.
        let g = stacker::maybe_grow(128 * 1024, 4 * 1024 * 1024, || {
            let left: Vec<Game> = key
                .left_moves()
                .into_iter()
                .map(|q| self.value_of(q))
                .collect();
            let right: Vec<Game> = key
                .right_moves()
                .into_iter()
                .map(|q| self.value_of(q))
                .collect();
            Game::new(left, right)
        });
        if self.limit.is_some_and(|l| self.table.len() >= l) {
            self.table.clear();
        }
        self.table.insert(key, g);
        g
    }

    /// How many positions the table holds.
    pub fn len(&self) -> usize {
        self.table.len()
    }

    /// Whether the table is empty.
    pub fn is_empty(&self) -> bool {
        self.table.is_empty()
    }

    /// Empties the table.
    pub fn clear(&mut self) {
        self.table.clear();
        self.table.shrink_to_fit();
    }
}

/// The process-wide tables, one per ruleset type, and their limits.
struct Tables {
    solvers: FxHashMap<TypeId, Box<dyn Any + Send>>,
    limits: FxHashMap<TypeId, usize>,
}

static TABLES: LazyLock<Mutex<Tables>> = LazyLock::new(|| {
    Mutex::new(Tables {
        solvers: FxHashMap::default(),
        limits: FxHashMap::default(),
    })
});

fn tables() -> std::sync::MutexGuard<'static, Tables> {
    TABLES.lock().unwrap_or_else(|e| e.into_inner())
}

/// Runs `f` with the process-wide solver of `P`. The solver is taken out of
/// the shared map while `f` runs, so no lock is held during evaluation; a
/// call made meanwhile (from another thread, or from inside `P`'s own
/// moves) works with a fresh table, and the larger table is kept.
pub(crate) fn with_table<P: Ruleset, R>(f: impl FnOnce(&mut Solver<P>) -> R) -> R {
    let id = TypeId::of::<P>();
    let solver = {
        let mut t = tables();
        let limit = t.limits.get(&id).copied();
        match t.solvers.remove(&id).map(|b| b.downcast::<Solver<P>>()) {
            Some(Ok(s)) => *s,
            _ => Solver {
                table: FxHashMap::default(),
                limit,
            },
        }
    };
    // Put back even when the work is stopped part-way (a spent budget
    // unwinds through here): what is in the table is finished.
    let mut held = PutBack(Some(solver));
    f(held.0.as_mut().expect("held until dropped"))
}

/// Returns a solver to the shared map when dropped, keeping the larger of
/// it and any table put there meanwhile.
struct PutBack<P: Ruleset>(Option<Solver<P>>);

impl<P: Ruleset> Drop for PutBack<P> {
    fn drop(&mut self) {
        let Some(solver) = self.0.take() else { return };
        let id = TypeId::of::<P>();
        let mut t = tables();
        let keep = match t
            .solvers
            .get(&id)
            .and_then(|b| b.downcast_ref::<Solver<P>>())
        {
            Some(other) => other.len() < solver.len(),
            None => true,
        };
        if keep {
            t.solvers.insert(id, Box::new(solver));
        }
    }
}

/// Empties the process-wide table of ruleset `P`.
///
/// ```
/// use combinatorial_games::rulesets::{clear_table, table_len, Ruleset};
/// use combinatorial_games::games::ToadsAndFrogs;
/// let p: ToadsAndFrogs = "TTT__FF".parse().unwrap();
/// p.value();
/// assert!(table_len::<ToadsAndFrogs>() > 0);
/// clear_table::<ToadsAndFrogs>();
/// assert_eq!(table_len::<ToadsAndFrogs>(), 0);
/// ```
pub fn clear_table<P: Ruleset>() {
    tables().solvers.remove(&TypeId::of::<P>());
}

/// Empties the process-wide tables of every ruleset (the canonical forms
/// their values point to stay; see [`crate::budget`] for bounding those).
///
/// ```
/// use combinatorial_games::rulesets::{clear_tables, table_len, Ruleset};
/// use combinatorial_games::games::ToadsAndFrogs;
/// let p: ToadsAndFrogs = "TT__F".parse().unwrap();
/// p.value();
/// clear_tables();
/// assert_eq!(table_len::<ToadsAndFrogs>(), 0);
/// ```
pub fn clear_tables() {
    tables().solvers.clear();
}

/// Bounds the process-wide table of ruleset `P` to `limit` positions (see
/// [`Solver::with_limit`]); `None` lifts the bound.
///
/// ```
/// use combinatorial_games::rulesets::{set_table_limit, table_len, Ruleset};
/// use combinatorial_games::games::Domineering;
/// set_table_limit::<Domineering>(Some(10));
/// let p: Domineering = "....|....|....".parse().unwrap();
/// p.value();
/// assert!(table_len::<Domineering>() <= 10);
/// set_table_limit::<Domineering>(None);
/// ```
pub fn set_table_limit<P: Ruleset>(limit: Option<usize>) {
    let id = TypeId::of::<P>();
    let mut t = tables();
    match limit {
        Some(l) => t.limits.insert(id, l.max(1)),
        None => t.limits.remove(&id),
    };
    if let Some(s) = t
        .solvers
        .get_mut(&id)
        .and_then(|b| b.downcast_mut::<Solver<P>>())
    {
        s.limit = limit.map(|l| l.max(1));
        if limit.is_some_and(|l| s.table.len() > l) {
            s.clear();
        }
    }
}

/// How many positions the process-wide table of ruleset `P` holds.
pub fn table_len<P: Ruleset>() -> usize {
    tables()
        .solvers
        .get(&TypeId::of::<P>())
        .and_then(|b| b.downcast_ref::<Solver<P>>())
        .map_or(0, Solver::len)
}
