//! The shared table's map for positions packed into words
//! ([`super::Ruleset::packed`]): open addressing with linear probing over
//! slots of 16 bytes (a word and its value), four to a cache line. A probe
//! reads the slot its hash picks and the slots after it, which are mostly
//! on the same line: one cache miss a probe, where a map with a separate
//! array of control bytes pays one there and one at the slot (the
//! table's probes are a third of the time of a large Konane board, nearly
//! all of it those misses).

use crate::short::Game;

/// A map from words to games.
#[derive(Default)]
pub(super) struct WordMap {
    /// `(word, value)`; an empty slot has no value. The length is 0 or a
    /// power of two.
    slots: Vec<Slot>,
    len: usize,
}

/// A word and its value, if the slot is taken.
type Slot = (u64, Option<Game>);

/// The bits of an address in [`WordMap::whereabouts`] (processes' addresses
/// on x86-64 have at most 57).
const ADDRESS_BITS: u32 = 58;

/// The slot where `word`'s probe starts among `2^bits`: the top bits of a
/// multiplicative hash (the shard was picked from other bits).
fn start_of(word: u64, bits: u32) -> usize {
    (word.wrapping_mul(0x9e37_79b9_7f4a_7c15) >> (64 - bits)) as usize
}

/// The table grows when more than this share of its slots would be full
/// (as a fraction of 8): at half full, a probe that finds nothing reads
/// 2.5 slots on average, mostly on one line.
const MAX_LOAD_EIGHTHS: usize = 4;

impl WordMap {
    pub(super) fn len(&self) -> usize {
        self.len
    }

    /// The slot where `word`'s probe starts.
    fn start(&self, word: u64) -> usize {
        start_of(word, self.slots.len().trailing_zeros())
    }

    /// Where the slots lie and how many there are, in one word, for
    /// [`WordMap::slot_address`] to read without the shard's lock: the
    /// address of the first slot in the low 58 bits, the base-2 logarithm
    /// of their count above. 0 while there are no slots, or where the
    /// address does not fit.
    pub(super) fn whereabouts(&self) -> u64 {
        let address = self.slots.as_ptr().addr() as u64;
        if self.slots.is_empty() || address >> ADDRESS_BITS != 0 {
            return 0;
        }
        address | u64::from(self.slots.len().trailing_zeros()) << ADDRESS_BITS
    }

    /// The address of the slot where `word`'s probe starts in the slots
    /// `whereabouts` describes (0 for none): the address to prefetch
    /// before `word` is looked up. Reads no slot, so a stale
    /// `whereabouts` gives only a wasted prefetch.
    pub(super) fn slot_address(whereabouts: u64, word: u64) -> usize {
        let bits = (whereabouts >> ADDRESS_BITS) as u32;
        if bits == 0 {
            return 0;
        }
        let first = (whereabouts & ((1 << ADDRESS_BITS) - 1)) as usize;
        first + start_of(word, bits) * std::mem::size_of::<Slot>()
    }

    pub(super) fn get(&self, word: u64) -> Option<Game> {
        if self.slots.is_empty() {
            return None;
        }
        let mask = self.slots.len() - 1;
        let mut i = self.start(word);
        loop {
            match self.slots[i] {
                (w, Some(g)) if w == word => return Some(g),
                (_, None) => return None,
                _ => i = (i + 1) & mask,
            }
        }
    }

    /// Keeps `value` for `word`, in place of any value it had.
    pub(super) fn insert(&mut self, word: u64, value: Game) {
        if (self.len + 1) * 8 > self.slots.len() * MAX_LOAD_EIGHTHS {
            self.grow();
        }
        let mask = self.slots.len() - 1;
        let mut i = self.start(word);
        loop {
            match &mut self.slots[i] {
                (w, Some(g)) if *w == word => {
                    *g = value;
                    return;
                }
                (w, slot @ None) => {
                    *w = word;
                    *slot = Some(value);
                    self.len += 1;
                    return;
                }
                _ => i = (i + 1) & mask,
            }
        }
    }

    /// Twice the slots (at least 16), every entry placed again.
    fn grow(&mut self) {
        let size = (self.slots.len() * 2).max(16);
        let old = std::mem::replace(&mut self.slots, vec![(0, None); size]);
        self.len = 0;
        for (w, g) in old {
            if let Some(g) = g {
                self.insert(w, g);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    #[test]
    fn agrees_with_a_hash_map() {
        let values = [Game::zero(), Game::star(), Game::up(), Game::from(3)];
        let (mut ours, mut theirs) = (WordMap::default(), HashMap::new());
        assert_eq!(ours.get(7), None);
        // Words that share their start slots (multiples of 2^60 collide in
        // a small table) as well as spread ones, and 0.
        let words = (0..3000u64).map(|i| match i % 3 {
            0 => i.wrapping_mul(0x2545_f491_4f6c_dd1d),
            1 => (i % 40) << 60,
            _ => i / 3,
        });
        for (i, w) in words.enumerate() {
            let g = values[i % values.len()];
            ours.insert(w, g);
            theirs.insert(w, g);
            assert_eq!(ours.len(), theirs.len());
        }
        for w in (0..5000u64).chain(theirs.keys().copied().collect::<Vec<_>>()) {
            assert_eq!(ours.get(w), theirs.get(&w).copied(), "{w}");
        }
        // At most half full after growing.
        assert!(ours.len() * 2 <= ours.slots.len());
    }

    #[test]
    fn slot_addresses_are_where_probes_start() {
        let mut map = WordMap::default();
        assert_eq!(map.whereabouts(), 0);
        assert_eq!(WordMap::slot_address(0, 12345), 0);
        for w in 0..1000u64 {
            map.insert(w.wrapping_mul(0x2545_f491_4f6c_dd1d), Game::zero());
        }
        let at = map.whereabouts();
        for w in [0, 1, 77, u64::MAX] {
            let slot = &map.slots[map.start(w)];
            assert_eq!(
                WordMap::slot_address(at, w),
                std::ptr::from_ref(slot).addr()
            );
        }
    }
}
