//! The inner loops of the sparse-space solver: marking option values in a
//! table of stamps (`seen[v] = stamp`) and looking for a few values.
//!
//! They decide the solver's speed, so each is kept apart (not inlined) for
//! its few variables to stay in registers, and written so the compiler can
//! overlap independent stores or vectorize.

use super::{Stamp, Word};

/// Heaps computed together by [`mark_batch`].
pub(super) const BATCH: usize = 16;

/// Marks `x ^ values[r - a]` for each rare heap `a` (of value `x`), where
/// `values` is `values[..r]`.
#[inline(never)]
pub(super) fn mark_rare<T: Word>(
    seen: &mut [Stamp],
    stamp: Stamp,
    heaps: &[usize],
    xs: &[T],
    values: &[T],
) {
    let top = seen.len() - 1;
    let r = values.len();
    let (heaps4, xs4) = (heaps.chunks_exact(4), xs.chunks_exact(4));
    let (heaps_rest, xs_rest) = (heaps4.remainder(), xs4.remainder());
    // Four at a time: the stores are independent, so unrolling lets them
    // overlap.
    for (a, x) in heaps4.zip(xs4) {
        let v0 = x[0] ^ values[r - a[0]];
        let v1 = x[1] ^ values[r - a[1]];
        let v2 = x[2] ^ values[r - a[2]];
        let v3 = x[3] ^ values[r - a[3]];
        seen[v0.index() & top] = stamp;
        seen[v1.index() & top] = stamp;
        seen[v2.index() & top] = stamp;
        seen[v3.index() & top] = stamp;
    }
    for (&a, &x) in heaps_rest.iter().zip(xs_rest) {
        seen[(x ^ values[r - a]).index() & top] = stamp;
    }
}

/// For [`BATCH`] heaps at once: marks `x ^ values[s0 + j - a]` in row `j`
/// for each heap `a` (of value `x`), that is the splits `(a, s0 + j - a)`
/// of `BATCH` consecutive sizes. Each `a` costs one bounds check and then a
/// load, an XOR and a store a row, against three loads a mark one heap at a
/// time. A row holds `S` stamps (a power of two) and is `STRIDE >= S` long:
/// both are constants, so no store is checked.
///
/// Every `a` must be at least `BATCH` and below `s0`, so that the values
/// read, `values[s0 - a..s0 - a + BATCH]`, lie below `s0`.
#[inline(never)]
pub(super) fn mark_batch<T: Word, const S: usize, const STRIDE: usize>(
    rows: &mut [[Stamp; STRIDE]; BATCH],
    stamp: Stamp,
    heaps: &[usize],
    xs: &[T],
    values: &[T],
    s0: usize,
) {
    for (&a, &x) in heaps.iter().zip(xs) {
        // Out of range only if a caller broke the rule above: a panic, not
        // a mark skipped in silence.
        let start = s0 - a;
        let window: &[T; BATCH] = values[start..start + BATCH]
            .try_into()
            .expect("a window of BATCH values");
        for (row, &y) in rows.iter_mut().zip(window) {
            row[(x ^ y).index() & (S - 1)] = stamp;
        }
    }
}

/// Marks `low[i] ^ high[high.len() - 1 - i]`: the splits `(a, r - a)` for
/// a run of `a`, with `low = values[a..end]` and `high` the matching
/// `values[r + 1 - end..=r - a]`.
#[inline(never)]
pub(super) fn mark_pairs<T: Word>(seen: &mut [Stamp], stamp: Stamp, low: &[T], high: &[T]) {
    let top = seen.len() - 1;
    let (low4, high4) = (low.chunks_exact(4), high.rchunks_exact(4));
    let (low_rest, high_rest) = (low4.remainder(), high4.remainder());
    for (x, y) in low4.zip(high4) {
        let v0 = x[0] ^ y[3];
        let v1 = x[1] ^ y[2];
        let v2 = x[2] ^ y[1];
        let v3 = x[3] ^ y[0];
        seen[v0.index() & top] = stamp;
        seen[v1.index() & top] = stamp;
        seen[v2.index() & top] = stamp;
        seen[v3.index() & top] = stamp;
    }
    for (&x, &y) in low_rest.iter().zip(high_rest.iter().rev()) {
        seen[(x ^ y).index() & top] = stamp;
    }
}

/// High bits of the four 16-bit lanes of a word.
const LANE_HIGH: u64 = 0x8000_8000_8000_8000;

/// For values `0..size` (a multiple of 4), a word for each four, with the
/// high bit of lane `j` set when `4 * w + j` is `chosen`: the layout of
/// [`least_unmarked`]'s `common`.
pub(super) fn lanes_of(size: usize, chosen: impl Fn(u64) -> bool) -> Vec<u64> {
    let lane = |v: u64| u64::from(chosen(v)) << (16 * (v % 4) + 15);
    (0..size as u64)
        .step_by(4)
        .map(|w| (w..w + 4).map(lane).sum())
        .collect()
}

/// The least value unmarked in `seen` (a row of `stamp`s) that is common,
/// listing in `missing` the unmarked values below it that are not; `None`
/// if every common value is marked. `common` has a word for each four
/// values, with the high bit of lane `j` set when value `4 * w + j` is
/// common.
///
/// Four stamps are read as one word and compared at once: a lane of
/// `word ^ stamps` is not zero where the value is unmarked, and then its
/// high bit is set or adding `0x7fff` to its low bits carries into it
/// (without reaching the next lane). A value at a time,
/// whether each is marked and whether each is common were two branches
/// the processor could not predict.
pub(super) fn least_unmarked(
    seen: &[Stamp],
    common: &[u64],
    stamp: Stamp,
    missing: &mut Vec<usize>,
) -> Option<usize> {
    let stamps = u64::from(stamp) * 0x0001_0001_0001_0001;
    for (w, (four, &bits)) in seen.chunks_exact(4).zip(common).enumerate() {
        let word = four
            .iter()
            .rev()
            .fold(0u64, |word, &s| word << 16 | u64::from(s));
        let x = word ^ stamps;
        let unmarked = (((x & !LANE_HIGH) + !LANE_HIGH) | x) & LANE_HIGH;
        if unmarked == 0 {
            continue;
        }
        let hit = unmarked & bits;
        // The rare values below the first common hit, or all in the word.
        let mut rare = unmarked & !bits;
        if hit != 0 {
            rare &= (1u64 << hit.trailing_zeros()) - 1;
        }
        while rare != 0 {
            missing.push(4 * w + rare.trailing_zeros() as usize / 16);
            rare &= rare - 1;
        }
        if hit != 0 {
            return Some(4 * w + hit.trailing_zeros() as usize / 16);
        }
    }
    None
}

/// Drops the values seen from `missing`, without branches (which one is
/// seen is unpredictable).
pub(super) fn keep_unseen(missing: &mut Vec<usize>, seen: &[Stamp], stamp: Stamp) {
    let mut kept = 0;
    for i in 0..missing.len() {
        let v = missing[i];
        missing[kept] = v;
        kept += usize::from(seen[v] != stamp);
    }
    missing.truncate(kept);
}

/// At most this many values still missing are looked for by comparison.
pub(super) const FEW: usize = 4;

/// The values still missing (at most [`FEW`], at least one), padded by
/// repeating the first; `None` if one is too wide for `T` (the heap's value
/// will be, and the run starts again wider).
pub(super) fn few<T: Word>(missing: &[usize]) -> Option<[T; FEW]> {
    let mut few = [T::default(); FEW];
    for (i, slot) in few.iter_mut().enumerate() {
        let v = missing[if i < missing.len() { i } else { 0 }];
        *slot = T::try_from(v as u64).ok()?;
    }
    Some(few)
}

/// Whether some split in the run (as in [`mark_pairs`]) has one of the
/// first `count` of `few` (padded, so any `count` up to [`FEW`] may use
/// them all) as its value.
pub(super) fn any_missing<T: Word>(few: &[T; FEW], count: usize, low: &[T], high: &[T]) -> bool {
    // Most runs are compared with the last value or two still missing:
    // a kernel for each count leaves out the comparisons not needed.
    match count {
        1 => any_of_1(few[0], low, high),
        2 => any_of_2(few[0], few[1], low, high),
        _ => any_of_4(few, low, high),
    }
}

// Three kernels written out: a loop over the values to compare with kept
// the compiler from vectorizing (three times slower).

/// Whether some split in the run has the value `f`. Written to vectorize:
/// no early exit within a run.
#[inline(never)]
fn any_of_1<T: Word>(f: T, low: &[T], high: &[T]) -> bool {
    let mut hit = false;
    for (&x, &y) in low.iter().zip(high.iter().rev()) {
        hit |= x ^ y == f;
    }
    hit
}

/// Whether some split in the run has the value `f` or `g`.
#[inline(never)]
fn any_of_2<T: Word>(f: T, g: T, low: &[T], high: &[T]) -> bool {
    let mut hit = false;
    for (&x, &y) in low.iter().zip(high.iter().rev()) {
        let v = x ^ y;
        hit |= (v == f) | (v == g);
    }
    hit
}

/// Whether some split in the run has one of `few` as its value.
#[inline(never)]
fn any_of_4<T: Word>(few: &[T; FEW], low: &[T], high: &[T]) -> bool {
    let mut hit = false;
    for (&x, &y) in low.iter().zip(high.iter().rev()) {
        let v = x ^ y;
        hit |= (v == few[0]) | (v == few[1]) | (v == few[2]) | (v == few[3]);
    }
    hit
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_least_unmarked_common_value_is_the_plain_scans() {
        // Rows of 128 and 256 stamps, marked at random, under several
        // masks' common bits; against a scan value by value.
        let mut x = 0x9e37_79b9_7f4a_7c15_u64;
        let mut next = || {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            x
        };
        for size in [128usize, 256] {
            for case in 0..500 {
                let mask = next() % size as u64;
                let common: Vec<bool> = (0..size as u64)
                    .map(|v| (v & mask).count_ones() % 2 == 1)
                    .collect();
                let words: Vec<u64> = common
                    .chunks(4)
                    .map(|c| {
                        let lanes = c.iter().enumerate().filter(|&(_, &b)| b);
                        lanes.map(|(j, _)| 0x8000 << (16 * j)).sum()
                    })
                    .collect();
                assert_eq!(lanes_of(size, |v| common[v as usize]), words);
                // Denser marks in some cases, so the first hit moves far.
                // Unmarked stamps differ from the stamp in the top bit
                // only, in the lowest only, or anyhow.
                let (density, stamp) = (1 + case % 8, next() as Stamp);
                let seen: Vec<Stamp> = (0..size)
                    .map(|_| match (next() % 8 < density, next() % 3) {
                        (true, _) => stamp,
                        (false, 0) => stamp ^ 0x8000,
                        (false, 1) => stamp ^ 1,
                        (false, _) => stamp ^ (next() as Stamp).max(1),
                    })
                    .collect();
                let (mut want, mut plain) = (None, Vec::new());
                for v in 0..size {
                    if seen[v] != stamp {
                        if common[v] {
                            want = Some(v);
                            break;
                        }
                        plain.push(v);
                    }
                }
                let mut missing = Vec::new();
                let got = least_unmarked(&seen, &words, stamp, &mut missing);
                assert_eq!(got, want, "size {size}, case {case}");
                if want.is_some() {
                    assert_eq!(missing, plain, "size {size}, case {case}");
                }
            }
        }
    }

    #[test]
    fn each_count_of_missing_values_is_the_plain_scans() {
        // Runs of up to 70 splits over values below 16 (so hits and misses
        // both happen), against a split-by-split scan of the first `count`.
        let mut next = crate::test_rng::xorshift(0x05ee_d0fa_110f);
        let (mut hits, mut misses) = (0, 0);
        for case in 0..4_000 {
            let len = (next() % 71) as usize;
            let low: Vec<u16> = (0..len).map(|_| (next() % 16) as u16).collect();
            let high: Vec<u16> = (0..len).map(|_| (next() % 16) as u16).collect();
            let missing: Vec<usize> = (0..=case % FEW).map(|_| (next() % 24) as usize).collect();
            let plain = low
                .iter()
                .zip(high.iter().rev())
                .any(|(&x, &y)| missing.contains(&usize::from(x ^ y)));
            // Padded as the solver pads them.
            let few = few::<u16>(&missing).expect("values below 24 fit");
            let got = any_missing(&few, missing.len(), &low, &high);
            assert_eq!(got, plain, "case {case}: {missing:?}");
            if plain {
                hits += 1;
            } else {
                misses += 1;
            }
        }
        assert!(hits > 500 && misses > 500, "{hits} hits, {misses} misses");
    }

    #[test]
    fn a_batch_marks_what_each_heap_alone_marks() {
        // Pseudo-random values below 256 and every fifth heap from BATCH
        // on as the "rare" ones.
        let mut x = 0x2545_f491_4f6c_dd1d_u64;
        let values: Vec<u16> = (0..3_000)
            .map(|_| {
                x ^= x << 13;
                x ^= x >> 7;
                x ^= x << 17;
                (x % 256) as u16
            })
            .collect();
        let heaps: Vec<usize> = (BATCH..2_000).step_by(5).collect();
        let xs: Vec<u16> = heaps.iter().map(|&a| values[a]).collect();
        let s0 = 2_500;
        let mut rows = [[0 as Stamp; 520]; BATCH];
        mark_batch::<_, 512, 520>(&mut rows, 7, &heaps, &xs, &values, s0);
        for (j, row) in rows.iter().enumerate() {
            let mut alone = [0 as Stamp; 512];
            mark_rare(&mut alone, 7, &heaps, &xs, &values[..s0 + j]);
            assert_eq!(row[..512], alone, "row {j}");
            assert!(row[512..].iter().all(|&s| s == 0));
        }
    }
}
