//! The one table of misère canonical forms, shared by all threads: each
//! form once, by its sorted options, with what is known of it (CGSuite
//! keeps one such table too).

use std::sync::{LazyLock, RwLock};

use rustc_hash::FxHashMap;

use super::MisereError;
use super::values::{MAX_GAMES, MAX_HEAP, MAX_OPTIONS};
use crate::impartial::mex;

/// What the table knows of one form.
#[derive(Clone, Debug)]
struct Record {
    /// Option ids, ascending.
    options: Box<[u32]>,
    birthday: u32,
    /// `Some(n)` for the nim heap `*[n]`.
    heap: Option<u32>,
    /// The normal-play nim value.
    g_plus: u32,
    /// The misère nim value: 1 for `*[0]`, else the mex of the options'.
    g_minus: u32,
}

#[derive(Default)]
struct Table {
    records: Vec<Record>,
    index: FxHashMap<Box<[u32]>, u32>,
    heaps: Vec<u32>,
    /// Options held, all records together.
    stored: usize,
}

static TABLE: LazyLock<RwLock<Table>> = LazyLock::new(|| {
    let mut t = Table::default();
    t.insert(Vec::new()).expect("room for 0");
    RwLock::new(t)
});

fn read() -> std::sync::RwLockReadGuard<'static, Table> {
    TABLE.read().unwrap_or_else(|e| e.into_inner())
}

/// What is known of a form but its options, without copying them.
#[derive(Clone, Copy, Debug)]
pub(super) struct Info {
    pub(super) birthday: u32,
    pub(super) heap: Option<u32>,
    pub(super) g_plus: u32,
    pub(super) g_minus: u32,
    pub(super) n_options: usize,
}

pub(super) fn info(id: u32) -> Info {
    let t = read();
    let r = &t.records[id as usize];
    Info {
        birthday: r.birthday,
        heap: r.heap,
        g_plus: r.g_plus,
        g_minus: r.g_minus,
        n_options: r.options.len(),
    }
}

pub(super) fn options(id: u32) -> Vec<u32> {
    read().records[id as usize].options.to_vec()
}

/// The nim heap `*[n]`, made heap by heap the first time.
pub(super) fn nim_heap(n: u32) -> Result<u32, MisereError> {
    if n > MAX_HEAP {
        return Err(MisereError::HeapTooLarge {
            heap: n,
            limit: MAX_HEAP,
        });
    }
    if let Some(&id) = read().heaps.get(n as usize) {
        return Ok(id);
    }
    let mut id = 0;
    for k in 0..=n {
        let below: Vec<u32> = (0..k).map(|j| read().heaps[j as usize]).collect();
        id = canonical(below)?;
        let mut t = TABLE.write().unwrap_or_else(|e| e.into_inner());
        if t.heaps.len() == k as usize {
            t.heaps.push(id);
        }
    }
    Ok(id)
}

/// The canonical form of the game whose options are the canonical forms
/// `ids`: `*[0]` when every option has `*[0]` as an option and one option
/// is a misère second player's win (the proviso); else `{T}` for the
/// options `T` born before a gap of two generations, when `{T}` is a form
/// and every later option has it as an option (each later option reverses
/// through it); else the game itself, which is then canonical (Conway's
/// theorem: nothing else simplifies a misère impartial game).
pub(super) fn canonical(mut ids: Vec<u32>) -> Result<u32, MisereError> {
    ids.sort_unstable();
    ids.dedup();
    let (zero, reduced) = {
        let t = read();
        if let Some(&id) = t.index.get(ids.as_slice()) {
            return Ok(id);
        }
        (t.reduces_to_zero(&ids), t.reversal(&ids))
    };
    if zero {
        return Ok(0);
    }
    if let Some(k) = reduced {
        return Ok(k);
    }
    crate::budget::step();
    let mut t = TABLE.write().unwrap_or_else(|e| e.into_inner());
    if let Some(&id) = t.index.get(ids.as_slice()) {
        return Ok(id);
    }
    t.insert(ids)
}

impl Table {
    fn has_option(&self, g: u32, option: u32) -> bool {
        self.records[g as usize]
            .options
            .binary_search(&option)
            .is_ok()
    }

    fn reduces_to_zero(&self, ids: &[u32]) -> bool {
        !ids.is_empty()
            && ids.iter().all(|&o| self.has_option(o, 0))
            && ids.iter().any(|&o| self.records[o as usize].g_minus == 0)
    }

    fn reversal(&self, ids: &[u32]) -> Option<u32> {
        let mut by_birth = ids.to_vec();
        by_birth.sort_by_key(|&o| self.records[o as usize].birthday);
        let born = |i: usize| self.records[by_birth[i] as usize].birthday;
        for j in 1..by_birth.len() {
            if born(j) <= born(j - 1) + 1 {
                continue;
            }
            let mut early = by_birth[..j].to_vec();
            early.sort_unstable();
            if let Some(&k) = self.index.get(early.as_slice())
                && by_birth[j..].iter().all(|&o| self.has_option(o, k))
            {
                return Some(k);
            }
        }
        None
    }

    fn insert(&mut self, ids: Vec<u32>) -> Result<u32, MisereError> {
        if self.records.len() >= MAX_GAMES {
            return Err(MisereError::TooLarge { limit: MAX_GAMES });
        }
        if self.stored + ids.len() > MAX_OPTIONS {
            return Err(MisereError::TooLarge { limit: MAX_OPTIONS });
        }
        self.stored += ids.len();
        let rec = |o: &u32| &self.records[*o as usize];
        let birthday = ids.iter().map(|o| rec(o).birthday + 1).max().unwrap_or(0);
        let heap = (ids.iter().enumerate())
            .all(|(i, o)| rec(o).heap == Some(i as u32))
            .then_some(ids.len() as u32);
        // A mex is at most the number of options (under MAX_OPTIONS): a u32.
        let mex = |f: fn(&Record) -> u32| mex(ids.iter().map(|o| u64::from(f(rec(o))))) as u32;
        let g_plus = mex(|r| r.g_plus);
        let g_minus = match ids.is_empty() {
            true => 1,
            false => mex(|r| r.g_minus),
        };
        let id = self.records.len() as u32;
        let options: Box<[u32]> = ids.into();
        self.index.insert(options.clone(), id);
        self.records.push(Record {
            options,
            birthday,
            heap,
            g_plus,
            g_minus,
        });
        Ok(id)
    }
}
