//! Marking ahead: the splits with a rare part, for [`BATCH`] heaps at once.
//!
//! A heap `k` splits into `(a, s - a)` for each split size `s = k - t` of
//! the rules (`t` the tokens taken; Grundy's game takes none), and every
//! such split with a rare part `a` must be marked: a few thousand a heap,
//! most of the solver's stores. For heaps `start..start + BATCH` the split
//! sizes are `s0 + j` (`s0 = start - t`), so for a rare heap `a` the values
//! to read, `values[s0 + j - a]`, are `BATCH` neighbours, all known before
//! the batch begins when `BATCH <= a < s0`. Those are marked ahead, one
//! read of `a` and its value for the whole batch ([`mark_batch`]); the few
//! rare heaps outside that range are marked heap by heap as before.
//!
//! Without equal splits (Grundy's game), the rare heaps `a` that are half
//! of some split size of the batch are left to the heaps too.

use std::ops::Range;

use super::common::{AHEAD, half, lanes_ahead};
use super::kernels::{BATCH, mark_batch, mark_rare};
use super::pipeline::LOWEST;
use super::{ROW_PAD, Rules, Sparse, Stamp, Word};

/// Batches start only from this heap on: below it a batch saves little,
/// and the ranges below need `s0 / 2 >= BATCH`.
const FIRST_BATCHED_HEAP: usize = 2048;

/// The rare heaps' positions (in `rare_heaps`) marked ahead for the split
/// sizes `s0..s0 + BATCH`: `[below, middle.start)` and `[middle.end, upto)`.
pub(super) struct Ahead {
    below: usize,
    middle: Range<usize>,
    upto: usize,
    /// When the helper also marked [`lanes_ahead`] of the splits into two
    /// parts: the half of `s0`, that laid them out.
    pub(super) common: Option<usize>,
}

impl Ahead {
    /// The ranges for the split sizes `s0..s0 + BATCH`, given the rare
    /// heaps, the least rare heap to mark ahead (at least `BATCH`) and how
    /// many values the marking may read (`values[..known]`).
    fn new(
        rare_heaps: &[usize],
        equal_split: bool,
        s0: usize,
        lowest: usize,
        known: usize,
    ) -> Ahead {
        let position = |bound: usize| rare_heaps.partition_point(|&a| a < bound);
        let (below, upto) = (position(lowest), position(s0.min(known)));
        let middle = if equal_split {
            upto..upto
        } else {
            // Halves of s0..s0 + BATCH: s0.div_ceil(2)..=(s0 + BATCH - 1) / 2.
            position(s0.div_ceil(2))..position((s0 + BATCH - 1) / 2 + 1)
        };
        Ahead {
            below,
            middle,
            upto,
            common: None,
        }
    }
}

/// The tokens `t` taken by the moves that split a heap in two, the same for
/// every heap from `k` on; `None` if the rules do not allow a batch.
pub(super) fn split_takes(rules: Rules, k: usize) -> Option<Vec<usize>> {
    match rules {
        Rules::Grundy => Some(vec![0]),
        Rules::Code(code) => {
            // A repeated tail takes any number: the takes grow with k.
            let max = code.max_take()?;
            (4 * max < k).then(|| {
                code.takes(k)
                    .filter(|&(_, d)| d & 4 != 0)
                    .map(|(t, _)| t)
                    .collect()
            })
        }
    }
}

/// Whether rows of `size` stamps have a kernel.
pub(super) fn has_kernel(size: usize) -> bool {
    matches!(size, 128 | 256 | 512 | 1024 | 2048 | 4096 | 8192)
}

/// What marking ahead reads: the rules, the values known and the rare
/// heaps among them with their values.
pub(super) struct Known<'a, T> {
    pub(super) rules: Rules<'a>,
    pub(super) values: &'a [T],
    pub(super) heaps: &'a [usize],
    pub(super) xs: &'a [T],
}

/// Marks ahead into `rows` (`BATCH` rows of `size` stamps, `ROW_PAD`
/// apart), with `stamp`, the splits of heaps `start..start + BATCH` whose
/// rare part is at least `lowest` and below both `s0` and the values
/// known. Returns, for each split take, the ranges marked.
pub(super) fn mark_ahead_into<T: Word>(
    rows: &mut [Stamp],
    size: usize,
    stamp: Stamp,
    known: &Known<T>,
    start: usize,
    lowest: usize,
) -> Vec<(usize, Ahead)> {
    let takes = split_takes(known.rules, start).unwrap_or_default();
    let equal_split = known.rules.equal_split();
    let mut marked = Vec::with_capacity(takes.len());
    for t in takes {
        let s0 = start - t;
        let ahead = Ahead::new(known.heaps, equal_split, s0, lowest, known.values.len());
        for range in [
            ahead.below..ahead.middle.start,
            ahead.middle.end..ahead.upto,
        ] {
            let (heaps, xs) = (&known.heaps[range.clone()], &known.xs[range]);
            mark_rows(rows, size, stamp, heaps, xs, known.values, s0);
        }
        marked.push((t, ahead));
    }
    marked
}

/// Marks ahead, with the splits `(a, s0 + j - a)` of the lanes'
/// [`lanes_ahead`] for each take, the splits into two parts: work the
/// main thread then skips. Every such `a` is at least [`LOWEST`]
/// (checked where it is defined) and below `s0 / 2`, so the values read
/// are known.
pub(super) fn mark_lanes_ahead<T: Word>(
    rows: &mut [Stamp],
    size: usize,
    stamp: Stamp,
    known: &Known<T>,
    start: usize,
    marked: &mut [(usize, Ahead)],
) {
    for (t, ahead) in marked {
        let s0 = start - *t;
        let layout = half(known.rules, s0);
        for lane in lanes_ahead(layout) {
            debug_assert!(lane.start >= LOWEST && lane.end <= layout);
            let heaps: [usize; AHEAD] = std::array::from_fn(|i| lane.start + i);
            mark_rows(
                rows,
                size,
                stamp,
                &heaps,
                &known.values[lane],
                known.values,
                s0,
            );
        }
        ahead.common = Some(layout);
    }
}

/// [`mark_batch`] for rows of `size` stamps.
fn mark_rows<T: Word>(
    rows: &mut [Stamp],
    size: usize,
    stamp: Stamp,
    heaps: &[usize],
    xs: &[T],
    values: &[T],
    s0: usize,
) {
    // Rows of S stamps, ROW_PAD apart: both constants in the kernel.
    macro_rules! kernel {
        ($s:literal) => {{
            const STRIDE: usize = $s + ROW_PAD;
            let rows: &mut [[Stamp; STRIDE]; BATCH] = (rows.as_chunks_mut::<STRIDE>().0)
                .try_into()
                .expect("BATCH rows of S stamps");
            mark_batch::<T, $s, STRIDE>(rows, stamp, heaps, xs, values, s0)
        }};
    }
    match size {
        128 => kernel!(128),
        256 => kernel!(256),
        512 => kernel!(512),
        1024 => kernel!(1024),
        2048 => kernel!(2048),
        4096 => kernel!(4096),
        8192 => kernel!(8192),
        _ => unreachable!("a batch needs rows with a kernel"),
    }
}

impl<T: Word> Sparse<'_, T> {
    /// Whether heaps `k..k + BATCH` may be computed as a batch: all at most
    /// `n`, under one mask (it is chosen again at `next_mask_at`), with rows
    /// of a length [`Self::mark_ahead`] has a kernel for.
    pub(super) fn can_batch(&self, k: usize, n: usize) -> bool {
        k >= FIRST_BATCHED_HEAP
            && k + BATCH <= self.next_mask_at
            && k + BATCH - 1 <= n
            && has_kernel(self.size)
            && split_takes(self.rules, k).is_some()
    }

    /// Marks ahead, in every row and with the current stamp, the splits of
    /// heaps `start..start + BATCH` whose rare part is marked ahead, and
    /// keeps the ranges for [`Self::mark_rare_behind`].
    pub(super) fn mark_ahead(&mut self, start: usize) {
        let known = Known {
            rules: self.rules,
            values: &self.values,
            heaps: &self.rare_heaps,
            xs: &self.rare_values,
        };
        self.ahead = mark_ahead_into(&mut self.seen, self.size, self.stamp, &known, start, BATCH);
    }

    /// For heap `k` of the batch that began at `start`: marks the splits
    /// with a rare part that were not marked ahead.
    pub(super) fn mark_rare_behind(&mut self, k: usize, start: usize, stamp: Stamp) {
        let values = &self.values[..];
        let rows = self.row_range(k - start);
        let seen = &mut self.seen[rows];
        let (heaps, xs) = (&self.rare_heaps[..], &self.rare_values[..]);
        for &r in &self.splits {
            let t = k - r;
            let Some((_, ahead)) = self.ahead.iter().find(|(u, _)| *u == t) else {
                unreachable!("the split takes are the same for every heap of a batch")
            };
            // Rare heaps from s0 on that are below r: few, often none.
            let within = ahead.upto + heaps[ahead.upto..].iter().take_while(|&&a| a < r).count();
            for range in [0..ahead.below, ahead.upto..within] {
                mark_rare(seen, stamp, &heaps[range.clone()], &xs[range], &values[..r]);
            }
            for i in ahead.middle.clone() {
                // Equal splits are left out (the middle is empty otherwise).
                if 2 * heaps[i] != r {
                    mark_rare(seen, stamp, &heaps[i..=i], &xs[i..=i], &values[..r]);
                }
            }
        }
    }
}
