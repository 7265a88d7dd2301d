//! The map of known comparisons, `(id of G, id of H)` to whether
//! `G <= H`: open addressing with linear probing over one word a slot,
//! eight to a cache line. Key and answer share the word, so a lookup is one
//! cache miss, where a general map pays one at its control bytes and
//! another at the entry (the two were most of the 8 % of a large Konane
//! board's time spent looking comparisons up).

use rustc_hash::FxHashMap;

/// Comparisons by the ids of the two games.
#[derive(Default)]
pub(super) struct LeqMap {
    /// Each a [`tag`] with the answer in bit 1, or 0 when empty. The length
    /// is 0 or a power of two.
    slots: Vec<u64>,
    len: usize,
    /// Pairs with an id of 2^31 or more, which no tag holds (a table of
    /// two billion forms; kept for correctness, not speed).
    wide: FxHashMap<(u32, u32), bool>,
}

/// The answer's bit in a slot.
const ANSWER: u64 = 2;

/// The slot's word for the pair `(g, h)` without its answer: `g` in bits
/// 33 to 63, `h` in bits 2 to 32, and bit 0 set so that no tag is 0.
/// `None` when an id needs more than 31 bits.
fn tag((g, h): (u32, u32)) -> Option<u64> {
    let fits = (g | h) >> 31 == 0;
    fits.then(|| u64::from(g) << 33 | u64::from(h) << 2 | 1)
}

/// The table grows when more than this share of its slots would be full
/// (as a fraction of 8).
const MAX_LOAD_EIGHTHS: usize = 5;

impl LeqMap {
    pub(super) fn len(&self) -> usize {
        self.len + self.wide.len()
    }

    /// The slot where `tag`'s probe starts: the top bits of a
    /// multiplicative hash.
    fn start(&self, tag: u64) -> usize {
        let bits = self.slots.len().trailing_zeros();
        (tag.wrapping_mul(0x9e37_79b9_7f4a_7c15) >> (64 - bits)) as usize
    }

    /// Whether `G <= H`, if kept, for the games of ids `key`.
    pub(super) fn get(&self, key: (u32, u32)) -> Option<bool> {
        let Some(tag) = tag(key) else {
            return self.wide.get(&key).copied();
        };
        if self.slots.is_empty() {
            return None;
        }
        let mask = self.slots.len() - 1;
        let mut i = self.start(tag);
        loop {
            match self.slots[i] {
                0 => return None,
                s if s & !ANSWER == tag => return Some(s & ANSWER != 0),
                _ => i = (i + 1) & mask,
            }
        }
    }

    /// Keeps the answer for `key`, in place of any it had.
    pub(super) fn insert(&mut self, key: (u32, u32), answer: bool) {
        let Some(tag) = tag(key) else {
            self.wide.insert(key, answer);
            return;
        };
        if (self.len + 1) * 8 > self.slots.len() * MAX_LOAD_EIGHTHS {
            self.grow();
        }
        self.place(tag | if answer { ANSWER } else { 0 });
    }

    /// Puts the slot's word `word` where its tag's probe finds it.
    fn place(&mut self, word: u64) {
        let mask = self.slots.len() - 1;
        let mut i = self.start(word & !ANSWER);
        loop {
            match &mut self.slots[i] {
                s @ 0 => {
                    *s = word;
                    self.len += 1;
                    return;
                }
                s if *s & !ANSWER == word & !ANSWER => {
                    *s = word;
                    return;
                }
                _ => i = (i + 1) & mask,
            }
        }
    }

    /// Twice the slots (at least 64), every entry placed again.
    fn grow(&mut self) {
        let size = (self.slots.len() * 2).max(64);
        let old = std::mem::replace(&mut self.slots, vec![0; size]);
        self.len = 0;
        for word in old.into_iter().filter(|&w| w != 0) {
            self.place(word);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Against a general map, on many pairs that collide in their probes
    /// (small ids), answers overwritten, and ids too wide for a tag.
    #[test]
    fn agrees_with_a_general_map() {
        let mut ours = LeqMap::default();
        let mut plain: FxHashMap<(u32, u32), bool> = FxHashMap::default();
        let mut x: u64 = 0x2545_f491_4f6c_dd1d;
        for step in 0..200_000u64 {
            // xorshift: pairs from a few hundred ids, some near 2^31 and 2^32.
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            let pick = |v: u64| match v % 10 {
                0 => (1u32 << 31) - 1 - (v % 3) as u32,
                1 => u32::MAX - (v % 3) as u32,
                _ => (v % 400) as u32,
            };
            let key = (pick(x >> 8), pick(x >> 32));
            if step % 3 == 0 {
                assert_eq!(ours.get(key), plain.get(&key).copied(), "{key:?}");
            } else {
                let answer = x & 1 == 1;
                ours.insert(key, answer);
                plain.insert(key, answer);
            }
        }
        assert_eq!(ours.len(), plain.len());
        for (&key, &answer) in &plain {
            assert_eq!(ours.get(key), Some(answer), "{key:?}");
        }
    }

    #[test]
    fn tags_are_never_empty_and_keep_ids_apart() {
        assert_eq!(tag((0, 0)), Some(1));
        assert_ne!(tag((1, 0)), tag((0, 1)));
        assert_eq!(tag((1 << 31, 0)), None);
        assert_eq!(tag((0, u32::MAX)), None);
        let t = tag(((1 << 31) - 1, (1 << 31) - 1)).unwrap();
        assert_eq!(t & ANSWER, 0);
    }
}
