//! The table of canonical forms: every canonical game is stored once, for the
//! life of the process, and a [`Game`] is a reference to its entry.
//!
//! Entries are immutable and leaked, so a `Game` is a `&'static` pointer:
//! copying is free, equality is pointer equality, and reading options takes
//! no lock. Finding or creating an entry locks one of the table's shards
//! (the one its hash picks), so threads making forms rarely wait.

use std::cell::RefCell;
use std::hash::{Hash, Hasher};
use std::sync::LazyLock;
use std::sync::atomic::{AtomicU32, Ordering};

use rustc_hash::FxHashMap;

use super::Game;
use super::nus::Nus;
use crate::numbers::Dyadic;
use crate::sharded::{Sharded, hash_of};

/// One canonical form.
pub(crate) struct Node {
    /// Creation order: unique, used for hashing and for sorting option lists.
    pub(crate) id: u32,
    pub(crate) kind: Kind,
    /// The stops of a general form. A number-up-star value's stops are its
    /// number, so they are not stored again: most entries are such values,
    /// and two more dyadics would nearly double their size.
    stops: Option<Box<(Dyadic, Dyadic)>>,
    /// The Left and Right stops (a number-up-star value's number, twice)
    /// as [`FIXED_BITS`]-bit fixed-point words, or [`NO_FIXED`] for a
    /// stop that has none. Comparisons of forms test stops first, and a
    /// dyadic's digits lie behind two pointers: a cache miss or two each.
    pub(crate) fixed_stops: [i64; 2],
    /// The birthday, or `u64::MAX` when it does not fit (a number such as
    /// 2^-100000 is born that late): kept so that sorting options for
    /// printing does not walk whole games again and again.
    pub(crate) birthday: u64,
}

/// Left's and Right's options.
pub(crate) type Sides = (Box<[Game]>, Box<[Game]>);

/// Number-up-star values keep their options when their nimber part is at
/// most this (`*n` has `n` options a side; any other part adds at most 2).
const MAX_KEPT_NIMBER: u64 = 64;

/// The options of number-up-star values, by id, kept for the life of the
/// process once made (as the entries are).
/// Comparisons and reversibility tests ask for the options of the same
/// small values (0, 1, *, ↑) again and again, and making them means
/// arithmetic on dyadics and a lookup in the table of forms for each. Kept
/// beside the entries rather than in them, so that a `Game` stays free of
/// interior mutability (users keep games as keys of maps).
static KEPT: LazyLock<Sharded<FxHashMap<u32, &'static Sides>>> = LazyLock::new(Sharded::default);

thread_local! {
    /// The kept options this thread has used: no lock for the hot ones.
    static KEPT_NEAR: RefCell<FxHashMap<u32, &'static Sides>> =
        RefCell::new(FxHashMap::default());
}

/// The kept options of `g`, if it is a number-up-star value that keeps
/// them (made the first time any thread asks).
pub(crate) fn kept_nus_options(g: Game) -> Option<&'static Sides> {
    match &g.0.kind {
        Kind::Nus(n) if n.nimber <= MAX_KEPT_NIMBER => Some(kept_options(g)),
        _ => None,
    }
}

/// The kept options of the small number-up-star value `g`, made the
/// first time any thread asks.
fn kept_options(g: Game) -> &'static Sides {
    let id = g.id();
    if let Some(k) = KEPT_NEAR.with(|m| m.borrow().get(&id).copied()) {
        return k;
    }
    let found = KEPT.lock(hash_of(&id)).get(&id).copied();
    let k = found.unwrap_or_else(|| {
        // Made outside the lock: making options makes forms.
        let sides = (g.left_options().into(), g.right_options().into());
        let mut shard = KEPT.lock(hash_of(&id));
        // Another thread may have kept them meanwhile: one copy each.
        *shard
            .entry(id)
            .or_insert_with(|| Box::leak(Box::new(sides)))
    });
    KEPT_NEAR.with(|m| {
        let mut m = m.borrow_mut();
        if m.len() >= NEAR_LIMIT {
            m.clear();
        }
        m.insert(id, k);
    });
    k
}

/// The fractional bits of [`Node::fixed_stops`]: stops of denominator
/// up to 2^32 and size below 2^30 have a fixed-point copy.
const FIXED_BITS: u64 = 32;

/// A stop with no fixed-point copy (no copy is this small).
pub(crate) const NO_FIXED: i64 = i64::MIN;

fn fixed(x: &Dyadic) -> i64 {
    x.to_fixed(FIXED_BITS).unwrap_or(NO_FIXED)
}

impl Node {
    pub(crate) fn left_stop(&self) -> &Dyadic {
        match (&self.kind, &self.stops) {
            (Kind::Nus(n), _) => &n.number,
            (Kind::General { .. }, Some(s)) => &s.0,
            (Kind::General { .. }, None) => unreachable!("general entries store their stops"),
        }
    }

    pub(crate) fn right_stop(&self) -> &Dyadic {
        match (&self.kind, &self.stops) {
            (Kind::Nus(n), _) => &n.number,
            (Kind::General { .. }, Some(s)) => &s.1,
            (Kind::General { .. }, None) => unreachable!("general entries store their stops"),
        }
    }
}

/// What a canonical form is. Number-up-star values are kept in closed form
/// and never as option lists, so each value has exactly one entry.
#[derive(Clone, PartialEq, Eq, Hash)]
pub(crate) enum Kind {
    Nus(Nus),
    /// Options in canonical form, each side sorted by id and without repeats.
    General {
        left: Box<[Game]>,
        right: Box<[Game]>,
    },
}

impl PartialEq for Game {
    fn eq(&self, other: &Game) -> bool {
        std::ptr::eq(self.0, other.0)
    }
}
impl Eq for Game {}

impl Hash for Game {
    fn hash<H: Hasher>(&self, state: &mut H) {
        state.write_u32(self.0.id);
    }
}

/// Every entry by what it is, split into shards.
static TABLE: LazyLock<Sharded<FxHashMap<&'static Kind, Game>>> = LazyLock::new(Sharded::default);

/// How many entries exist; the next entry's id.
static FORMS: AtomicU32 = AtomicU32::new(0);

/// The entry for `kind`, creating it when it is new. `stops` computes the
/// stops of a new general entry and is not called for an existing one or a
/// number-up-star value.
pub(crate) fn intern(kind: Kind, stops: impl FnOnce(&Kind) -> (Dyadic, Dyadic)) -> Game {
    // General forms are mostly made once (a position's value, a new sum),
    // and copying their key would cost more than the lock it saves; a
    // thread alone meets no one at the locks.
    if !matches!(kind, Kind::Nus(_)) || crate::sharded::solo() {
        return intern_shared(kind, stops);
    }
    if let Some(g) = NEAR.with(|n| n.borrow().get(&kind).copied()) {
        return g;
    }
    let g = intern_shared(kind, stops);
    NEAR.with(|n| {
        let mut n = n.borrow_mut();
        if n.len() >= NEAR_LIMIT {
            n.clear();
        }
        n.insert(g.0.kind.clone(), g);
    });
    g
}

/// How many number-up-star entries a thread keeps near at most.
const NEAR_LIMIT: usize = 1 << 16;

thread_local! {
    /// The number-up-star entries this thread has used lately. The hottest forms (0, 1,
    /// *, small numbers) all live in a few shards, and a lock that every
    /// thread takes at every sum parks them in turn: on 16 cores the
    /// Toads and Frogs atlas waited half a million times. Entries never
    /// change, so a copy of the key is all a thread needs to skip the lock.
    static NEAR: RefCell<FxHashMap<Kind, Game>> = RefCell::new(FxHashMap::default());
}

/// [`intern`] through the shared table.
fn intern_shared(kind: Kind, stops: impl FnOnce(&Kind) -> (Dyadic, Dyadic)) -> Game {
    let hash = hash_of(&kind);
    if let Some(&g) = TABLE.lock(hash).get(&kind) {
        return g;
    }
    // Computing stops may read other entries; do it outside the lock.
    let stops = match kind {
        Kind::Nus(_) => None,
        Kind::General { .. } => Some(Box::new(stops(&kind))),
    };
    let birthday = small_birthday(&kind);
    let fixed_stops = match (&kind, &stops) {
        (Kind::Nus(n), _) => [fixed(&n.number); 2],
        (_, Some(s)) => [fixed(&s.0), fixed(&s.1)],
        (_, None) => unreachable!("general entries have their stops"),
    };
    let mut shard = TABLE.lock(hash);
    // Another thread may have made it meanwhile: the shard's lock makes
    // the look and the insertion one step, so each form has one entry.
    if let Some(&g) = shard.get(&kind) {
        return g;
    }
    let id = FORMS.fetch_add(1, Ordering::Relaxed);
    assert!(id < u32::MAX, "more than 2^32 canonical forms");
    let node: &'static Node = Box::leak(Box::new(Node {
        id,
        kind,
        stops,
        fixed_stops,
        birthday,
    }));
    let g = Game(node);
    shard.insert(&node.kind, g);
    drop(shard);
    // Past a budget's bound this unwinds; the new entry is complete, so
    // the table stays sound.
    crate::budget::made_form(id as usize + 1);
    g
}

/// The birthday of a new entry from its options' stored ones, saturating
/// at `u64::MAX`.
fn small_birthday(kind: &Kind) -> u64 {
    match kind {
        Kind::Nus(n) => u64::try_from(n.birthday()).unwrap_or(u64::MAX),
        Kind::General { left, right } => {
            let oldest = left.iter().chain(right.iter()).map(|o| o.0.birthday).max();
            oldest.map_or(1, |b| b.saturating_add(1))
        }
    }
}

/// How many canonical forms the table holds.
pub(crate) fn len() -> usize {
    FORMS.load(Ordering::Relaxed) as usize
}
