//! Nim-sequences of take-and-break codes by the rare/common ("sparse space")
//! method of Winning Ways ch. 4, Gangolli–Plambeck and Flammenkamp.
//!
//! Fix a bit mask `m` and call a value `v` *rare* when `v & m` has an even
//! number of bits. Rare values form a subgroup under XOR (of index 2), so the
//! nim-sum of two heaps is common exactly when one of them is rare. For a
//! heap, every option value from a split with a rare part is marked; that
//! finds every common option value, so the least unmarked common value `c`
//! is exact. Only rare values below `c` can still be missed, and they can
//! come only from splits into two common heaps, which are scanned until each
//! such rare value is seen, usually soon. Any mask is correct; one with few
//! rare values is fast, and it is chosen from the histogram of the values
//! so far by a Walsh–Hadamard transform.

use super::code::TakeAndBreak;

/// The incremental solver: values so far, the rare heaps under the current
/// mask, and bitsets over option values.
pub(crate) struct Sparse<'a> {
    code: &'a TakeAndBreak,
    pub(crate) values: Vec<u64>,
    mask: u64,
    /// Heaps `a >= 1` whose value is rare under `mask`.
    rare: Vec<usize>,
    /// Option values of the heap being computed, one bit each.
    marked: Vec<u64>,
    /// Bit `v` set when `v` is common under `mask`.
    common: Vec<u64>,
    /// `histogram[v]`: how many heaps so far have value `v`. Its length is a
    /// power of two above every value, so XORs of values stay below it and
    /// the bitsets (twice as long) always hold an unmarked common value.
    histogram: Vec<u64>,
    /// When to choose the mask again.
    next_mask_at: usize,
}

fn is_rare(v: u64, mask: u64) -> bool {
    (v & mask).count_ones() % 2 == 0
}

/// The least `v < limit` whose bit is clear in `marked` and set in `allowed`.
fn first_clear(marked: &[u64], allowed: impl Fn(usize) -> u64, limit: usize) -> Option<usize> {
    (0..limit.div_ceil(64)).find_map(|w| {
        let free = !marked[w] & allowed(w);
        (free != 0)
            .then(|| w * 64 + free.trailing_zeros() as usize)
            .filter(|&v| v < limit)
    })
}

impl<'a> Sparse<'a> {
    pub(crate) fn new(code: &'a TakeAndBreak) -> Sparse<'a> {
        debug_assert!(!code.splits_in_three());
        let mut s = Sparse {
            code,
            values: Vec::new(),
            mask: 0,
            rare: Vec::new(),
            marked: Vec::new(),
            common: Vec::new(),
            histogram: vec![0; 64],
            next_mask_at: 64,
        };
        s.resize_bitsets();
        s
    }

    fn resize_bitsets(&mut self) {
        let words = 2 * self.histogram.len() / 64;
        self.marked = vec![0; words];
        self.common = (0..words)
            .map(|w| {
                (0..64)
                    .filter(|&b| !is_rare((w * 64 + b) as u64, self.mask))
                    .fold(0u64, |acc, b| acc | 1 << b)
            })
            .collect();
    }

    /// Computes values up to heap `n` inclusive.
    pub(crate) fn extend_to(&mut self, n: usize) {
        self.values
            .reserve((n + 1).saturating_sub(self.values.len()));
        while self.values.len() <= n {
            let k = self.values.len();
            if k == self.next_mask_at {
                self.choose_mask();
                self.next_mask_at = k * 2;
            }
            let v = self.value_of(k);
            self.record(k, v);
        }
    }

    fn record(&mut self, k: usize, v: u64) {
        if v as usize >= self.histogram.len() {
            let size = (v as usize + 1).next_power_of_two();
            self.histogram.resize(size, 0);
            self.resize_bitsets();
        }
        self.histogram[v as usize] += 1;
        self.values.push(v);
        if k >= 1 && is_rare(v, self.mask) {
            self.rare.push(k);
        }
    }

    /// The mask with the fewest rare values among the heaps so far.
    fn choose_mask(&mut self) {
        // w[m] = sum over v of histogram[v] * (-1)^popcount(v & m)
        //      = (#rare - #common) under mask m.
        let size = self.histogram.len();
        let mut w: Vec<i64> = self.histogram.iter().map(|&c| c as i64).collect();
        let mut h = 1;
        while h < size {
            for i in (0..size).step_by(2 * h) {
                for j in i..i + h {
                    let (x, y) = (w[j], w[j + h]);
                    w[j] = x + y;
                    w[j + h] = x - y;
                }
            }
            h *= 2;
        }
        let best = (1..size).min_by_key(|&m| w[m]).unwrap_or(0) as u64;
        if best != self.mask && w[best as usize] < w[self.mask as usize] {
            self.mask = best;
            self.rare = (1..self.values.len())
                .filter(|&a| is_rare(self.values[a], best))
                .collect();
            self.resize_bitsets();
        }
    }

    fn value_of(&mut self, k: usize) -> u64 {
        let values = &self.values;
        let marked = &mut self.marked;
        marked.fill(0);
        let mut mark = |v: u64| marked[(v / 64) as usize] |= 1 << (v % 64);
        let mut splits: Vec<usize> = Vec::new();
        for (j, d) in self.code.takes(k) {
            let r = k - j;
            if d & 1 != 0 && r == 0 {
                mark(0);
            }
            if d & 2 != 0 && r >= 1 && j >= 1 {
                mark(values[r]);
            }
            if d & 4 != 0 && r >= 2 {
                splits.push(r);
            }
        }
        // Every split with a rare part.
        for &a in &self.rare {
            for &r in &splits {
                if a < r {
                    mark(values[a] ^ values[r - a]);
                }
            }
        }
        let limit = 64 * self.marked.len();
        if self.mask == 0 {
            // Every value is rare, so every split was marked above.
            return first_clear(&self.marked, |_| !0, limit).expect("room above every mark") as u64;
        }
        // Every common option value is marked now: the least unmarked common
        // value is exact.
        let common = &self.common;
        let c = first_clear(&self.marked, |w| common[w], limit).expect("a free common value");
        let below_c = |w: usize| {
            let lo = w * 64;
            if lo + 64 <= c {
                !0
            } else if lo >= c {
                0
            } else {
                (1u64 << (c - lo)) - 1
            }
        };
        let mut missing: u32 = (0..c.div_ceil(64))
            .map(|w| (!self.marked[w] & !common[w] & below_c(w)).count_ones())
            .sum();
        if missing > 0 {
            // Rare values below c can still come from two common parts.
            let mask = self.mask;
            'scan: for &r in &splits {
                for a in 1..=r / 2 {
                    let (x, y) = (values[a], values[r - a]);
                    if is_rare(x, mask) || is_rare(y, mask) {
                        continue;
                    }
                    let v = (x ^ y) as usize;
                    let bit = 1u64 << (v % 64);
                    if v < c && self.marked[v / 64] & bit == 0 {
                        self.marked[v / 64] |= bit;
                        missing -= 1;
                        if missing == 0 {
                            break 'scan;
                        }
                    }
                }
            }
        }
        first_clear(&self.marked, |_| !0, c).unwrap_or(c) as u64
    }
}
