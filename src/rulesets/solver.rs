//! The tables evaluation keeps what it finds in (the recursion itself is
//! `evaluate.rs`). A [`Solver`] owns its table; the process-wide table of
//! each ruleset is shared by every thread, in shards (see
//! [`crate::sharded`]).

use std::any::{Any, TypeId};
use std::cell::RefCell;
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
use std::sync::{LazyLock, Mutex};

use rustc_hash::FxHashMap;

use super::evaluate::{Keyed, Memo, SwapOdds, value_asked};
use super::word_map::WordMap;
use super::{Normalized, Ruleset};
use crate::sharded::{SHARDS, Sharded, hash_of, shard_of};
use crate::short::Game;

/// Evaluates positions of one ruleset through a transposition table of
/// its own.
///
/// [`Ruleset::value`] uses one such table per ruleset for the whole
/// process, shared by every thread (in shards, so threads valuing
/// positions at once rarely wait for each other); a `Solver` is for when
/// you want to own the table: bound its size, clear it, or keep several
/// apart. A `Solver` is one thread's: it takes `&mut self`.
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
    swaps: SwapOdds,
}

impl<P: Ruleset> Default for Solver<P> {
    fn default() -> Self {
        Solver::new()
    }
}

impl<P: Ruleset> Solver<P> {
    /// A solver whose table grows without bound.
    ///
    /// ```
    /// use combinatorial_games::rulesets::Solver;
    /// use combinatorial_games::games::ToadsAndFrogs;
    /// let mut solver = Solver::<ToadsAndFrogs>::new();
    /// assert!(solver.is_empty());
    /// // T_F: each side has one move, to a position worth 0: {0|0} = *.
    /// assert_eq!(solver.value(&"T_F".parse().unwrap()).to_string(), "*");
    /// ```
    pub fn new() -> Solver<P> {
        Solver {
            table: FxHashMap::default(),
            limit: None,
            swaps: SwapOdds::default(),
        }
    }

    /// A solver whose table holds at most `limit` positions: when it is full
    /// it is emptied and starts again (values stay correct; only work is
    /// repeated).
    ///
    /// ```
    /// use combinatorial_games::rulesets::{Ruleset, Solver};
    /// use combinatorial_games::games::ToadsAndFrogs;
    /// // A table of two positions: emptied as it fills, and still right.
    /// let mut small = Solver::with_limit(2);
    /// let p: ToadsAndFrogs = "TT__FF".parse().unwrap();
    /// assert_eq!(small.value(&p), p.value());
    /// assert!(small.len() <= 2);
    /// ```
    pub fn with_limit(limit: usize) -> Solver<P> {
        Solver {
            table: FxHashMap::default(),
            limit: Some(limit.max(1)),
            swaps: SwapOdds::default(),
        }
    }

    /// The canonical value of `p`: the sum of the values of its components.
    ///
    /// ```
    /// use combinatorial_games::rulesets::Solver;
    /// use combinatorial_games::games::Clobber;
    /// // Clobber "xo": each player captures the other's stone and leaves one
    /// // stone, which has no move: {0|0} = *.
    /// let mut solver = Solver::new();
    /// assert_eq!(solver.value(&"xo".parse::<Clobber>().unwrap()).to_string(), "*");
    /// ```
    pub fn value(&mut self, p: &P) -> Game {
        value_asked(self, p.clone())
    }

    /// How many positions the table holds.
    ///
    /// ```
    /// use combinatorial_games::rulesets::Solver;
    /// use combinatorial_games::games::ToadsAndFrogs;
    /// let mut solver = Solver::<ToadsAndFrogs>::new();
    /// assert_eq!(solver.len(), 0);
    /// solver.value(&"TT__FF".parse().unwrap());
    /// assert!(solver.len() > 0);
    /// ```
    pub fn len(&self) -> usize {
        self.table.len()
    }

    /// Whether the table is empty.
    ///
    /// ```
    /// use combinatorial_games::rulesets::Solver;
    /// use combinatorial_games::games::ToadsAndFrogs;
    /// assert!(Solver::<ToadsAndFrogs>::new().is_empty());
    /// ```
    pub fn is_empty(&self) -> bool {
        self.table.is_empty()
    }

    /// Empties the table.
    ///
    /// ```
    /// use combinatorial_games::rulesets::Solver;
    /// use combinatorial_games::games::ToadsAndFrogs;
    /// let mut solver = Solver::<ToadsAndFrogs>::new();
    /// solver.value(&"TT__FF".parse().unwrap());
    /// solver.clear();
    /// assert!(solver.is_empty());
    /// ```
    pub fn clear(&mut self) {
        self.table.clear();
        self.table.shrink_to_fit();
        self.swaps = SwapOdds::default();
    }
}

impl<P: Ruleset> Memo<P> for Solver<P> {
    fn find(&mut self, key: &Keyed<P>) -> Option<Game> {
        self.table.get(&key.pos).copied()
    }

    fn keep(&mut self, key: Keyed<P>, value: Game) {
        if self.limit.is_some_and(|l| self.table.len() >= l) {
            self.table.clear();
        }
        self.table.insert(key.pos, value);
    }

    fn swap_odds(&mut self) -> Option<&mut SwapOdds> {
        Some(&mut self.swaps)
    }
}

/// The process-wide table of one ruleset, shared by every thread. Two
/// threads may evaluate the same position at once; both get the same
/// form (forms are interned), and either insertion stands.
struct Shared<P> {
    shards: Sharded<Maps<P>>,
    /// The bound on positions, `usize::MAX` when there is none.
    limit: AtomicUsize,
    /// Positions inserted since the table was last emptied, counted only
    /// under a bound (one counter every thread touches would cost more
    /// than the shards save).
    count: AtomicUsize,
    /// How many times the table was emptied: the threads' near tables
    /// empty themselves when it moves on.
    generation: AtomicU64,
    /// Each shard's [`WordMap::whereabouts`], so that a slot can be
    /// prefetched without taking the shard's lock (a lock orders memory,
    /// and would make the prefetch wait for the misses before it).
    whereabouts: Box<[AtomicU64]>,
}

/// One shard of a shared table: the positions that pack into a word
/// ([`Ruleset::packed`]) by their words, the others whole.
struct Maps<P> {
    packed: WordMap,
    whole: FxHashMap<P, Game>,
}

impl<P> Default for Maps<P> {
    fn default() -> Self {
        Maps {
            packed: WordMap::default(),
            whole: FxHashMap::default(),
        }
    }
}

impl<P> Maps<P> {
    fn len(&self) -> usize {
        self.packed.len() + self.whole.len()
    }
}

impl<P: Ruleset> Shared<P> {
    fn new(limit: Option<usize>) -> Shared<P> {
        Shared {
            shards: Sharded::default(),
            limit: AtomicUsize::new(limit.map_or(usize::MAX, |l| l.max(1))),
            count: AtomicUsize::new(0),
            generation: AtomicU64::new(0),
            whereabouts: (0..SHARDS).map(|_| AtomicU64::new(0)).collect(),
        }
    }

    fn len(&self) -> usize {
        let mut n = 0;
        self.shards.for_each(|m| n += m.len());
        n
    }

    fn clear(&self) {
        self.generation.fetch_add(1, Ordering::Relaxed);
        self.shards.for_each(|m| *m = Maps::default());
        for w in self.whereabouts.iter() {
            w.store(0, Ordering::Relaxed);
        }
        self.count.store(0, Ordering::Relaxed);
    }
}

impl<P: Ruleset> Memo<P> for &Shared<P> {
    fn prefetch(&mut self, key: &Keyed<P>) {
        if let Some(word) = key.word {
            let at = &self.whereabouts[shard_of(hash_of(&word))];
            let address = WordMap::slot_address(at.load(Ordering::Relaxed), word);
            if address != 0 {
                crate::prefetch::prefetch(address);
            }
        }
    }

    fn find(&mut self, key: &Keyed<P>) -> Option<Game> {
        match key.word {
            Some(word) => self.shards.lock(hash_of(&word)).packed.get(word),
            None => {
                let pos = &key.pos;
                self.shards.lock(hash_of(pos)).whole.get(pos).copied()
            }
        }
    }

    fn keep(&mut self, key: Keyed<P>, value: Game) {
        let limit = self.limit.load(Ordering::Relaxed);
        if limit != usize::MAX {
            // Emptied before this shard is locked: clearing locks each.
            if self.count.fetch_add(1, Ordering::Relaxed) >= limit {
                self.clear();
                self.count.store(1, Ordering::Relaxed);
            }
        }
        match key.word {
            Some(word) => {
                let hash = hash_of(&word);
                let mut maps = self.shards.lock(hash);
                maps.packed.insert(word, value);
                // Written only when the slots have moved (they grew).
                let (now, at) = (maps.packed.whereabouts(), &self.whereabouts[shard_of(hash)]);
                if at.load(Ordering::Relaxed) != now {
                    at.store(now, Ordering::Relaxed);
                }
            }
            None => {
                let pos = key.pos;
                self.shards.lock(hash_of(&pos)).whole.insert(pos, value);
            }
        }
    }
}

/// The shared tables by ruleset type. A table, once made, stays for the
/// process (clearing empties it in place), so it is leaked and handed out
/// as a plain reference: each thread keeps its own handles and skips this
/// lock, and using a table touches no reference count (one count that
/// every thread changed for every value it asked for would move between
/// the cores' caches at each use).
static TABLES: LazyLock<Mutex<FxHashMap<TypeId, Entry>>> = LazyLock::new(Default::default);

/// A shared table of some ruleset, with the way to empty it without
/// knowing its type.
struct Entry {
    table: &'static (dyn Any + Send + Sync),
    clear: fn(&(dyn Any + Send + Sync)),
}

fn clear_any<P: Ruleset>(table: &(dyn Any + Send + Sync)) {
    if let Some(t) = table.downcast_ref::<Shared<P>>() {
        t.clear();
    }
}

thread_local! {
    /// This thread's handles on the shared tables it has used.
    static HANDLES: RefCell<FxHashMap<TypeId, &'static (dyn Any + Send + Sync)>> =
        RefCell::new(FxHashMap::default());
}

/// The process-wide table of `P`.
fn shared<P: Ruleset>() -> &'static Shared<P> {
    let id = TypeId::of::<P>();
    let any = HANDLES.with(|h| h.borrow().get(&id).copied());
    let any = any.unwrap_or_else(|| {
        let any = TABLES
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .entry(id)
            .or_insert_with(|| Entry {
                table: Box::leak(Box::new(Shared::<P>::new(None))),
                clear: clear_any::<P>,
            })
            .table;
        HANDLES.with(|h| h.borrow_mut().insert(id, any));
        any
    });
    any.downcast_ref::<Shared<P>>()
        .unwrap_or_else(|| unreachable!("tables are stored by their type's id"))
}

/// The value of `p` through the process-wide table of `P`, with this
/// thread's near copy of the entries it uses in front of it.
pub(crate) fn shared_value<P: Ruleset>(p: &P) -> Game {
    let threads = super::parallel::wanted();
    if threads > 1 {
        return super::parallel::value(p, threads);
    }
    let table = shared::<P>();
    let id = TypeId::of::<P>();
    // Taken out while in use: a value asked for from inside `P`'s moves
    // starts a near table of its own.
    // Kept boxed, so that putting it back allocates nothing.
    let near = NEAR.with(|n| n.borrow_mut().remove(&id));
    let mut near: Box<Near<P>> = near
        .and_then(|b| b.downcast::<Near<P>>().ok())
        .unwrap_or_default();
    let generation = table.generation.load(Ordering::Relaxed);
    if near.generation != generation {
        *near = Near {
            generation,
            ..Near::default()
        };
    }
    // Under a bound on the shared table, the near one keeps to it too.
    near.limit = table.limit.load(Ordering::Relaxed).min(NEAR_LIMIT);
    let g = value_asked(
        &mut Fronted {
            shared: table,
            near: &mut near,
            direct: crate::sharded::few(),
        },
        p.clone(),
    );
    NEAR.with(|n| n.borrow_mut().insert(id, near));
    g
}

/// Whether every part of `p` is in the process-wide table of `P` already
/// (then there is nothing to share out among threads).
pub(super) fn known<P: Ruleset>(p: &P) -> bool {
    let table = shared::<P>();
    let mut memo: &Shared<P> = table;
    if P::REMEMBER_POSITIONS {
        let (Normalized::Same(whole) | Normalized::Negated(whole)) = p.clone().normalized();
        if memo.find(&Keyed::new(whole)).is_some() {
            return true;
        }
    }
    let mut all = true;
    p.clone().for_each_component(&mut |c| {
        let (Normalized::Same(key) | Normalized::Negated(key)) = c.normalized();
        all = all && memo.find(&Keyed::new(key)).is_some();
    });
    all
}

/// How many entries a thread keeps near at most, for each ruleset; when
/// full, the near table is emptied (the shared table keeps everything).
const NEAR_LIMIT: usize = 1 << 18;

/// A thread's copy of the shared entries it has used. Reading a shard
/// takes its lock, and a lock that many threads take moves between their
/// caches at every use: on 16 cores that cost more than the valuing. The
/// near table needs no lock.
struct Near<P> {
    map: FxHashMap<P, Game>,
    /// The shared table's generation it copies ([`Shared::clear`] moves
    /// it on, and each thread's near table empties at its next use).
    generation: u64,
    /// How many entries it keeps at most.
    limit: usize,
    /// This thread's odds of finding this ruleset's colours exchanged.
    swaps: SwapOdds,
}

impl<P> Default for Near<P> {
    fn default() -> Self {
        Near {
            map: FxHashMap::default(),
            generation: 0,
            limit: NEAR_LIMIT,
            swaps: SwapOdds::default(),
        }
    }
}

impl<P: Ruleset> Near<P> {
    fn keep(&mut self, key: P, value: Game) {
        if self.map.len() >= self.limit {
            self.map.clear();
        }
        self.map.insert(key, value);
    }
}

thread_local! {
    /// This thread's near tables, by ruleset.
    static NEAR: RefCell<FxHashMap<TypeId, Box<dyn Any>>> = RefCell::new(FxHashMap::default());
}

/// The shared table with a thread's near table in front, used only while
/// more than a few threads compute ([`crate::sharded::few`]): with fewer,
/// a thread rarely wants a lock another holds, and a second table in
/// front would cost it a probe, a copy and an insertion for each position
/// (measured on Amazons alone: 10-25 %).
struct Fronted<'a, P> {
    shared: &'a Shared<P>,
    near: &'a mut Near<P>,
    /// Whether to read and write the shared table alone.
    direct: bool,
}

impl<P: Ruleset> Memo<P> for Fronted<'_, P> {
    /// Only where the shared table is read directly: with near tables in
    /// front, most lookups end there.
    fn prefetch(&mut self, key: &Keyed<P>) {
        if self.direct {
            { self.shared }.prefetch(key);
        }
    }

    fn find(&mut self, key: &Keyed<P>) -> Option<Game> {
        if self.direct {
            return { self.shared }.find(key);
        }
        if let Some(&g) = self.near.map.get(&key.pos) {
            return Some(g);
        }
        let g = { self.shared }.find(key)?;
        self.near.keep(key.pos.clone(), g);
        Some(g)
    }

    fn keep(&mut self, key: Keyed<P>, value: Game) {
        if !self.direct {
            self.near.keep(key.pos.clone(), value);
        }
        { self.shared }.keep(key, value);
    }

    fn swap_odds(&mut self) -> Option<&mut SwapOdds> {
        Some(&mut self.near.swaps)
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
    shared::<P>().clear();
    if let Some(ops) = P::delegate_table() {
        (ops.clear)();
    }
}

/// The table functions of a ruleset that another one delegates its values
/// to (see `Ruleset::delegate_table`).
#[doc(hidden)]
#[derive(Clone, Copy, Debug)]
pub struct TableOps {
    clear: fn(),
    set_limit: fn(Option<usize>),
    len: fn() -> usize,
}

impl TableOps {
    /// The functions of ruleset `Q`'s table.
    pub(crate) fn of<Q: Ruleset>() -> TableOps {
        TableOps {
            clear: clear_table::<Q>,
            set_limit: set_table_limit::<Q>,
            len: table_len::<Q>,
        }
    }
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
    let also: Vec<fn()> = ALSO_CLEARED
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .clone();
    for clear in also {
        clear();
    }
    // Taken out of the lock first: clearing locks each table's shards.
    let tables: Vec<_> = TABLES
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .values()
        .map(|e| (e.table, e.clear))
        .collect();
    for (table, clear) in tables {
        clear(table);
    }
}

/// Caches outside the rulesets' tables that [`clear_tables`] empties too
/// (a ruleset valued by a search of its own keeps what it found there).
static ALSO_CLEARED: Mutex<Vec<fn()>> = Mutex::new(Vec::new());

/// Has [`clear_tables`] call `clear` too; a function given twice is kept
/// once.
pub(crate) fn also_clear(clear: fn()) {
    let mut also = ALSO_CLEARED.lock().unwrap_or_else(|e| e.into_inner());
    if !also.iter().any(|&f| std::ptr::fn_addr_eq(f, clear)) {
        also.push(clear);
    }
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
/// let kept = table_len::<Domineering>();
/// assert!(0 < kept && kept <= 10, "{kept}");
/// set_table_limit::<Domineering>(None);
/// ```
pub fn set_table_limit<P: Ruleset>(limit: Option<usize>) {
    if let Some(ops) = P::delegate_table() {
        (ops.set_limit)(limit);
    }
    let table = shared::<P>();
    let limit = limit.map_or(usize::MAX, |l| l.max(1));
    table.limit.store(limit, Ordering::Relaxed);
    if limit != usize::MAX {
        if table.len() > limit {
            table.clear();
        } else {
            table.count.store(table.len(), Ordering::Relaxed);
        }
    }
}

/// How many positions the process-wide table of ruleset `P` holds.
///
/// ```
/// use combinatorial_games::rulesets::{table_len, Ruleset};
/// use combinatorial_games::games::Clobber;
/// let p: Clobber = "xoxo".parse().unwrap();
/// p.value();
/// assert!(table_len::<Clobber>() > 0);
/// ```
pub fn table_len<P: Ruleset>() -> usize {
    shared::<P>().len() + P::delegate_table().map_or(0, |ops| (ops.len)())
}
