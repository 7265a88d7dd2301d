//! Rare values from two common parts: scanning the splits of one size.
//!
//! After the splits with a rare part are marked, the least unmarked common
//! value `c` is exact, and each rare value below `c` still unmarked (the
//! list `missing`) is an option value only if some split into two common
//! parts has it. The splits `(a, r - a)` are scanned until every missing
//! value is seen, or all are scanned. A value is usually seen within a few
//! hundred splits, but not evenly: the values of small heaps differ from
//! those of large ones, so a value rare among the first few thousand `a`
//! may be common among later ones. For 200 heaps of Grundy's game between
//! 2^20 and 2^21, scanning `a` in order from 1 (in blocks of 128 to 512)
//! met the last missing value after 3 330 splits on average; taking turns
//! among 8 lanes spread over `1..=r/2`, 64 splits each, after 1 960. More,
//! shorter lanes scan fewer splits (1 520 for 32 lanes of 16) but cost more
//! in overhead than they save.

use super::kernels::{FEW, any_missing, few, keep_unseen, mark_pairs};
use super::{Rules, Sparse, Stamp, Word};

/// The largest `a` of a split `(a, r - a)`, with `a <= r - a`.
pub(super) fn half(rules: Rules, r: usize) -> usize {
    if rules.equal_split() {
        r / 2
    } else {
        (r - 1) / 2
    }
}

/// Lanes the splits of one size are spread over, at most.
const LANES: usize = 8;
/// Splits a lane scans in a turn.
const LANE_BLOCK: usize = 64;
/// With a single lane (few splits), the splits scanned between checks
/// grow from the first size to the last, as a long scan is likely to go on.
const FIRST_BLOCK: usize = 128;
const LAST_BLOCK: usize = 512;
/// Splits of each lane but the first that the helper marks ahead: the
/// share that leaves neither thread waiting long for the other (on the
/// 2-core AMD machine, 80 beat 64, 96 and 128 on Officers and Grundy's
/// game to 2^21).
pub(super) const AHEAD: usize = 5 * LANE_BLOCK / 4;
/// Splits compared at a time when few values are missing.
const CHUNK: usize = 64;

/// The least `a` a lane but the first starts at: a lane holds at least
/// `4 * LANE_BLOCK` splits ([`lane_layout`]).
pub(super) const LEAST_LANE_START: usize = 1 + 4 * LANE_BLOCK;

/// How the splits of a size whose half is `layout` are cut into lanes:
/// how many, and the first `a` of each but the first (`1 + i * step`).
fn lane_layout(layout: usize) -> (usize, usize) {
    let count = (layout / (4 * LANE_BLOCK)).clamp(1, LANES);
    (count, layout / count)
}

/// The splits the helper thread marks ahead for the heaps of a batch: the
/// first [`AHEAD`] of every lane but the first, laid out for the
/// batch's least split size, whose half is `layout`. The first lane's
/// start reads values the helper does not know yet.
pub(super) fn lanes_ahead(layout: usize) -> impl Iterator<Item = std::ops::Range<usize>> {
    let (count, step) = lane_layout(layout);
    (1..count).map(move |i| 1 + i * step..1 + i * step + AHEAD)
}

/// The splits `(a, r - a)` for `a` in `1..=half`, cut into lanes, each with
/// the next `a` it scans.
struct Lanes {
    count: usize,
    next: [usize; LANES],
    end: [usize; LANES],
}

impl Lanes {
    /// Lanes laid out as for a half of `layout` (at most `half`), the last
    /// lane reaching `half`; with `ahead`, the lanes but the first start
    /// past the splits [`lanes_ahead`] marked.
    fn new(half: usize, layout: usize, ahead: bool) -> Lanes {
        let (count, step) = lane_layout(layout);
        // Lanes of `step` splits, the last taking the rest.
        let bound = |i: usize| if i == count { half + 1 } else { 1 + i * step };
        let skip = |i: usize| if ahead && i >= 1 { AHEAD } else { 0 };
        Lanes {
            count,
            next: std::array::from_fn(|i| bound(i) + skip(i)),
            end: std::array::from_fn(|i| bound(i + 1)),
        }
    }

    /// One turn: each lane hands its next `block` splits of `r` to `scan`,
    /// as `values[a..end]` and the matching `values[r + 1 - end..=r - a]`.
    /// Returns whether any lane has splits left, and whether `scan` said
    /// it marked any.
    fn turn<T: Word>(
        &mut self,
        block: usize,
        values: &[T],
        r: usize,
        mut scan: impl FnMut(&[T], &[T]) -> bool,
    ) -> (bool, bool) {
        let (mut left, mut marked) = (false, false);
        for (next, &end) in self.next[..self.count].iter_mut().zip(&self.end) {
            let a = *next;
            if a >= end {
                continue;
            }
            let stop = (a + block).min(end);
            marked |= scan(&values[a..stop], &values[r + 1 - stop..=r - a]);
            *next = stop;
            left |= stop < end;
        }
        (left, marked)
    }
}

impl<T: Word> Sparse<'_, T> {
    /// Marks (in `row`) the values of the splits of `r` into two parts
    /// until no value in `missing` is left unmarked. Marking every split's
    /// value is harmless: a split with a rare part was marked already.
    /// With `ahead`, the half of the batch's least split size of this take,
    /// whose [`lanes_ahead`] the helper marked already.
    pub(super) fn mark_common_pairs(
        &mut self,
        r: usize,
        row: usize,
        stamp: Stamp,
        ahead: Option<usize>,
    ) {
        let half = half(self.rules, r);
        let values = &self.values[..];
        let range = self.row_range(row);
        let seen = &mut self.seen[range];
        let mut lanes = Lanes::new(half, ahead.unwrap_or(half), ahead.is_some());
        let mut block = if lanes.count == 1 {
            FIRST_BLOCK
        } else {
            LANE_BLOCK
        };
        loop {
            let few = (self.missing.len() <= FEW)
                .then(|| few::<T>(&self.missing))
                .flatten();
            let (left, marked) = match few {
                // Few values left to find: compare instead of marking,
                // which vectorizes, and mark only a chunk that holds one.
                Some(few) => lanes.turn(block, values, r, |low, high| {
                    let (mut found, count) = (false, self.missing.len());
                    for (l, h) in low.chunks(CHUNK).zip(high.rchunks(CHUNK)) {
                        if any_missing(&few, count, l, h) {
                            mark_pairs(seen, stamp, l, h);
                            found = true;
                        }
                    }
                    found
                }),
                None => lanes.turn(block, values, r, |low, high| {
                    mark_pairs(seen, stamp, low, high);
                    true
                }),
            };
            if marked {
                keep_unseen(&mut self.missing, seen, stamp);
                if self.missing.is_empty() {
                    return;
                }
            }
            if !left {
                return;
            }
            if lanes.count == 1 {
                block = (2 * block).min(LAST_BLOCK);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_lanes_cover_every_split_once() {
        // Without the helper, the lanes alone; with it, laid out for a
        // smaller half (the batch's least split size), the lanes and the
        // splits marked ahead together.
        let cases = [0, 1, 5, 255, 256, 257, 1_000, 4_096, 100_003]
            .into_iter()
            .map(|half| (half, half, false))
            .chain([
                (1_000, 992, true),
                (4_096, 4_090, true),
                (100_003, 99_995, true),
            ]);
        for (half, layout, ahead) in cases {
            let r = 2 * half + 1;
            // values[i] = i, so a split's two runs name its parts.
            let values: Vec<u32> = (0..=r as u32).collect();
            let mut lanes = Lanes::new(half, layout, ahead);
            let block = if lanes.count == 1 {
                FIRST_BLOCK
            } else {
                LANE_BLOCK
            };
            let mut seen = vec![0; half + 1];
            loop {
                let (left, _) = lanes.turn(block, &values, r, |low, high| {
                    for (&a, &b) in low.iter().zip(high.iter().rev()) {
                        assert_eq!((a + b) as usize, r, "a split of {r}");
                        seen[a as usize] += 1;
                    }
                    false
                });
                if !left {
                    break;
                }
            }
            if ahead {
                assert!(lanes_ahead(layout).count() >= 2, "half {half}");
                for a in lanes_ahead(layout).flatten() {
                    assert!(a >= super::super::pipeline::LOWEST && a <= layout);
                    seen[a] += 1;
                }
            }
            assert!(seen[1..].iter().all(|&n| n == 1), "half {half}");
            assert_eq!(seen[0], 0);
        }
    }
}
