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
//!
//! The inner loops decide the speed, so values are stored in the narrowest
//! integer that holds them (`u16`, else `u32`, else `u64`: a run that meets
//! a value too wide starts again one size up), the rare heaps' values sit in
//! their own contiguous list, and option values are marked by writing the
//! heap's number into a small table (`seen[v] = stamp`): independent stores,
//! no clearing, no read-modify-write chains on shared bitset words
//! (`kernels.rs`). Heaps go in batches whose splits with a rare part are
//! mostly marked ahead (`batch.rs`), and the splits into two common parts
//! are scanned in lanes spread over the heap (`common.rs`). Long runs on
//! two cores or more have a helper thread mark batches ahead (`pipeline.rs`).

use std::ops::BitXor;

use super::code::TakeAndBreak;
use super::period::{self, Certificate, Periodicity};

mod batch;
mod common;
mod kernels;
mod pipeline;

use kernels::{BATCH, mark_rare};
use pipeline::{Pipe, relayout};

/// An unsigned integer type that stores values.
pub(crate) trait Word:
    Copy + Default + PartialEq + BitXor<Output = Self> + Into<u64> + TryFrom<u64> + Send + Sync
{
    fn index(self) -> usize;
}

macro_rules! word {
    ($($t:ty),*) => {$(
        impl Word for $t {
            #[inline(always)]
            fn index(self) -> usize {
                self as usize
            }
        }
    )*};
}
word!(u16, u32, u64);

/// A mark in the rows of option values: the number of the heap or batch
/// that wrote it, so rows are never cleared but when the numbers wrap
/// (every 65 535 stamps). Two bytes: a batch's rows fit the first-level
/// cache as they pass between the threads (four bytes were slower).
type Stamp = u16;

/// Stamps between one row's start and the next beyond its length: a cache
/// line, so rows a power of two long do not share the cache's sets.
const ROW_PAD: usize = 64 / std::mem::size_of::<Stamp>();

/// A value did not fit the storage type.
pub(crate) struct Overflow;

/// How often (in heaps) the progress callback hears of the work.
const PROGRESS_EVERY: usize = 1 << 14;

/// Which heap game the solver computes: a take-and-break code (without
/// splits into three) or Grundy's game (split a heap into two unequal
/// heaps).
#[derive(Clone, Copy)]
pub(crate) enum Rules<'a> {
    Code(&'a TakeAndBreak),
    Grundy,
}

impl Rules<'_> {
    /// Whether a heap may be split into two equal heaps.
    fn equal_split(self) -> bool {
        !matches!(self, Rules::Grundy)
    }
}

/// The values of heaps `0..=m` for some `m <= n` and, when `m < n`, the
/// period proved at `m` (checked at 256, 512, ...) that gives the rest.
pub(crate) fn values_or_period(
    rules: Rules,
    n: usize,
    cert: Certificate,
    progress: &mut dyn FnMut(usize),
) -> (Vec<u64>, Option<Periodicity>) {
    if let Ok(v) = run::<u16>(rules, n, cert, progress) {
        return v;
    }
    if let Ok(v) = run::<u32>(rules, n, cert, progress) {
        return v;
    }
    run::<u64>(rules, n, cert, progress).unwrap_or_else(|_| unreachable!("u64 holds every value"))
}

/// The values of heaps `0..=n`.
pub(crate) fn nim_values(
    rules: Rules,
    n: usize,
    cert: Certificate,
    progress: &mut dyn FnMut(usize),
) -> Vec<u64> {
    let (mut values, per) = values_or_period(rules, n, cert, progress);
    if let Some(per) = per {
        period::extend(&mut values, &per, n);
    }
    values
}

/// The value of heap `n`, without computing every value below it when a
/// period is proved first.
pub(crate) fn nim_value(rules: Rules, n: usize, cert: Certificate) -> u64 {
    let (values, per) = values_or_period(rules, n, cert, &mut |_| {});
    match per {
        Some(p) if n >= values.len() => {
            let laps = (n - p.preperiod) / p.period;
            let at = p.preperiod + (n - p.preperiod) % p.period;
            values[at].wrapping_add(p.saltus.wrapping_mul(laps as u64))
        }
        _ => values[n],
    }
}

type Outcome = (Vec<u64>, Option<Periodicity>);

fn run<T: Word>(
    rules: Rules,
    n: usize,
    cert: Certificate,
    progress: &mut dyn FnMut(usize),
) -> Result<Outcome, Overflow> {
    let mut solver = Sparse::<T>::new(rules);
    let mut check_at = 256;
    loop {
        let upto = n.min(check_at);
        solver.extend_to(upto, progress)?;
        let widened = || solver.values.iter().map(|&v| v.into()).collect();
        if upto == n {
            return Ok((widened(), None));
        }
        if !matches!(cert, Certificate::None)
            && let Some(per) = period::find(&solver.values, cert)
        {
            return Ok((widened(), Some(per)));
        }
        check_at = check_at.saturating_mul(2);
    }
}

/// The incremental solver: values so far, the rare heaps under the current
/// mask, and the table of option values seen.
struct Sparse<'a, T> {
    rules: Rules<'a>,
    values: Vec<T>,
    mask: u64,
    /// Heaps `a >= 1` whose value is rare under `mask`, ascending, and
    /// their values.
    rare_heaps: Vec<usize>,
    rare_values: Vec<T>,
    /// [`BATCH`] rows of `size` stamps, each `size + ROW_PAD` from the
    /// next: `seen[row * (size + ROW_PAD) + v] == stamp`
    /// when `v` is an option value of the heap the row is for. A row's
    /// length (twice `histogram`'s) leaves room above every mark, so there
    /// is always an unmarked common value.
    seen: Vec<Stamp>,
    size: usize,
    /// The stamp of the heap or batch under way, and the last one issued
    /// (a batch's marks may be made ahead with a later one).
    stamp: Stamp,
    issued: Stamp,
    /// How many times the stamps have wrapped. Rows marked before a wrap
    /// could hold old stamps equal to new ones: rows of an earlier epoch
    /// coming back from the helper are dropped, not used or recycled.
    epoch: u32,
    /// The last stamp before they wrap (small in the tests, to wrap often).
    stamp_limit: Stamp,
    /// The least number of new heaps worth a helper thread, if one may be
    /// used.
    pipeline_from: Option<usize>,
    /// Batches whose marks ahead came from the helper (for the tests).
    helped: usize,
    /// The first heap of the batch under way, if any: heaps `start..start +
    /// BATCH` use rows `0..BATCH`, and most of their splits with a rare
    /// part were marked ahead (`batch.rs`). A heap outside a batch uses row
    /// 0 and a stamp of its own.
    batch: Option<usize>,
    /// For the batch under way: each split take `t` and the rare heaps
    /// marked ahead for it.
    ahead: Vec<(usize, batch::Ahead)>,
    /// Batches begun, and batches whose rows grew with marks made ahead in
    /// them (the tests check both paths run).
    batches: usize,
    grown_in_batch: usize,
    /// The high bit of lane `v % 4` (of four 16-bit lanes) of
    /// `common[v / 4]`: whether `v` is common under `mask`.
    common: Vec<u64>,
    /// `histogram[v]`: how many heaps so far have value `v`. Its length is a
    /// power of two above every value, so XORs of values stay below it.
    histogram: Vec<u64>,
    /// When to choose the mask again.
    next_mask_at: usize,
    /// Scratch: the heap sizes left by splitting moves, and rare values
    /// still to be found.
    splits: Vec<usize>,
    missing: Vec<usize>,
}

fn is_rare(v: u64, mask: u64) -> bool {
    (v & mask).count_ones().is_multiple_of(2)
}

impl<'a, T: Word> Sparse<'a, T> {
    fn new(rules: Rules<'a>) -> Sparse<'a, T> {
        if let Rules::Code(code) = rules {
            debug_assert!(!code.splits_in_three());
        }
        let mut s = Sparse {
            rules,
            values: Vec::new(),
            mask: 0,
            rare_heaps: Vec::new(),
            rare_values: Vec::new(),
            seen: Vec::new(),
            size: 0,
            stamp: 0,
            issued: 0,
            epoch: 0,
            stamp_limit: Stamp::MAX,
            pipeline_from: std::thread::available_parallelism()
                .is_ok_and(|p| p.get() >= 2)
                .then_some(pipeline::MIN_HEAPS),
            helped: 0,
            batch: None,
            ahead: Vec::new(),
            batches: 0,
            grown_in_batch: 0,
            common: Vec::new(),
            histogram: vec![0; 64],
            next_mask_at: 64,
            splits: Vec::new(),
            missing: Vec::new(),
        };
        s.resize_tables();
        s
    }

    /// Sizes the rows to the histogram, keeping the marks made (a batch's
    /// rows may hold marks made ahead), and the table of common values to
    /// the mask.
    fn resize_tables(&mut self) {
        let (old, size) = (self.size, 2 * self.histogram.len());
        if size != old {
            self.grown_in_batch += usize::from(self.batch.is_some());
            self.seen = relayout(std::mem::take(&mut self.seen), old, size);
            self.size = size;
        }
        let mask = self.mask;
        self.common = kernels::lanes_of(size, |v| !is_rare(v, mask));
    }

    /// A stamp not yet written in the rows, made the current one. When
    /// the stamps wrap, the rows are cleared and a new epoch begins.
    fn next_stamp(&mut self) {
        if self.issued >= self.stamp_limit {
            self.seen.fill(0);
            self.issued = 0;
            self.epoch += 1;
        }
        self.issued += 1;
        self.stamp = self.issued;
    }

    /// Where row `row` lies in `seen`.
    fn row_range(&self, row: usize) -> std::ops::Range<usize> {
        let start = row * (self.size + ROW_PAD);
        start..start + self.size
    }

    /// The row of heap `k`.
    fn row(&self, k: usize) -> usize {
        self.batch.map_or(0, |start| k - start)
    }

    /// Computes values up to heap `n` inclusive, with a helper thread for
    /// long runs where there is more than one core.
    fn extend_to(&mut self, n: usize, progress: &mut dyn FnMut(usize)) -> Result<(), Overflow> {
        let new = (n + 1).saturating_sub(self.values.len());
        self.values.reserve(new);
        if self.pipeline_from.is_none_or(|least| new < least) {
            return self.extend_with(n, progress, None);
        }
        std::thread::scope(|scope| {
            let (jobs, job_end) = std::sync::mpsc::channel();
            let (done_end, done) = std::sync::mpsc::sync_channel(pipeline::DEPTH);
            let (rules, values) = (self.rules, self.values.clone());
            scope.spawn(move || pipeline::helper(rules, values, job_end, done_end));
            let mut pipe = Pipe::new(jobs, done, self.values.len());
            let result = self.extend_with(n, progress, Some(&mut pipe));
            self.helped += pipe.used;
            result
        })
    }

    fn extend_with(
        &mut self,
        n: usize,
        progress: &mut dyn FnMut(usize),
        mut pipe: Option<&mut Pipe<T>>,
    ) -> Result<(), Overflow> {
        while self.values.len() <= n {
            let k = self.values.len();
            if k == self.next_mask_at {
                self.choose_mask();
                self.next_mask_at = k * 2;
            }
            if self.batch.is_none_or(|start| k >= start + BATCH) {
                self.batch = None;
                if self.can_batch(k, n) {
                    self.begin_batch(k, n, pipe.as_deref_mut());
                } else {
                    self.next_stamp();
                }
            }
            crate::budget::step();
            let v = self.value_of(k);
            self.record(k, v)?;
            if k.is_multiple_of(PROGRESS_EVERY) {
                progress(k);
            }
        }
        Ok(())
    }

    fn record(&mut self, k: usize, v: u64) -> Result<(), Overflow> {
        let w = T::try_from(v).map_err(|_| Overflow)?;
        if v as usize >= self.histogram.len() {
            let size = (v as usize + 1).next_power_of_two();
            self.histogram.resize(size, 0);
            self.resize_tables();
        }
        self.histogram[v as usize] += 1;
        self.values.push(w);
        if k >= 1 && is_rare(v, self.mask) {
            self.rare_heaps.push(k);
            self.rare_values.push(w);
        }
        Ok(())
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
            self.rare_heaps.clear();
            self.rare_values.clear();
            for (a, &v) in self.values.iter().enumerate().skip(1) {
                if is_rare(v.into(), best) {
                    self.rare_heaps.push(a);
                    self.rare_values.push(v);
                }
            }
            self.resize_tables();
        }
    }

    fn value_of(&mut self, k: usize) -> u64 {
        let (stamp, row) = (self.stamp, self.row(k));
        self.mark_takes(k, row, stamp);
        match self.batch {
            Some(start) => self.mark_rare_behind(k, start, stamp),
            None => self.mark_rare_splits(stamp),
        }
        let seen = &self.seen[self.row_range(row)];
        let unseen = |v: usize| seen[v] != stamp;
        if self.mask == 0 {
            // Every value is rare, so every split was marked above.
            return (0..).find(|&v| unseen(v)).expect("room above every mark") as u64;
        }
        // Every common option value is marked now: the least unmarked common
        // value is exact.
        // One pass finds it and lists the rare values below it not marked.
        self.missing.clear();
        let c = kernels::least_unmarked(seen, &self.common, stamp, &mut self.missing)
            .expect("a free common value");
        // Rare values below c can still come from two common parts.
        for i in 0..self.splits.len() {
            if self.missing.is_empty() {
                break;
            }
            let r = self.splits[i];
            // Inside a batch, the helper may have marked some of the splits.
            let ahead = self.batch.and_then(|_| {
                let t = k - r;
                self.ahead.iter().find(|(u, _)| *u == t)?.1.common
            });
            self.mark_common_pairs(r, row, stamp, ahead);
        }
        self.missing.first().copied().unwrap_or(c) as u64
    }

    /// Marks the values of the moves from a heap of `k` that leave at most
    /// one heap, and lists in `splits` the sizes `r` whose splits into two
    /// heaps are moves.
    #[inline]
    fn mark_takes(&mut self, k: usize, row: usize, stamp: Stamp) {
        let values = &self.values[..];
        let range = self.row_range(row);
        let seen = &mut self.seen[range];
        // A power-of-two length: masking an index proves it in bounds
        // without changing it (every option value is below the length).
        let top = seen.len() - 1;
        self.splits.clear();
        match self.rules {
            Rules::Code(code) => {
                for (j, d) in code.takes(k) {
                    let r = k - j;
                    if d & 1 != 0 && r == 0 {
                        seen[0] = stamp;
                    }
                    if d & 2 != 0 && r >= 1 && j >= 1 {
                        seen[values[r].index() & top] = stamp;
                    }
                    if d & 4 != 0 && r >= 2 {
                        self.splits.push(r);
                    }
                }
            }
            Rules::Grundy => {
                if k >= 3 {
                    self.splits.push(k);
                }
            }
        }
    }

    /// Marks the value of every split with a rare part (in row 0).
    #[inline]
    fn mark_rare_splits(&mut self, stamp: Stamp) {
        let equal_split = self.rules.equal_split();
        let (values, seen) = (&self.values[..], &mut self.seen[..self.size]);
        for &r in &self.splits {
            let count = self.rare_heaps.partition_point(|&a| a < r);
            let (heaps, xs) = (&self.rare_heaps[..count], &self.rare_values[..count]);
            // Without equal splits, (r/2, r/2) is no option: leave it out.
            let mid = heaps.partition_point(|&a| 2 * a < r);
            let skip = !equal_split && heaps.get(mid).is_some_and(|&a| 2 * a == r);
            if skip {
                mark_rare(seen, stamp, &heaps[..mid], &xs[..mid], &values[..r]);
                mark_rare(seen, stamp, &heaps[mid + 1..], &xs[mid + 1..], &values[..r]);
            } else {
                mark_rare(seen, stamp, heaps, xs, &values[..r]);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::impartial::heap::naive_values;

    word!(u8);

    fn code(s: &str) -> TakeAndBreak {
        s.parse().unwrap()
    }

    #[test]
    fn a_value_too_wide_is_an_overflow_not_a_wrong_answer() {
        // Nim's values are the heap sizes: 256 does not fit in a u8.
        let nim = code("0.#3");
        let none = Certificate::None;
        assert!(run::<u8>(Rules::Code(&nim), 300, none, &mut |_| {}).is_err());
        let wide = run::<u16>(Rules::Code(&nim), 300, none, &mut |_| {});
        assert_eq!(wide.ok().unwrap().0, (0..=300).collect::<Vec<u64>>());
    }

    #[test]
    fn every_width_gives_the_same_values() {
        for s in [".6", ".007", ".137", "4.07", ".15"] {
            let g = code(s);
            let reference = naive_values(&g, 400);
            let (rules, none) = (Rules::Code(&g), Certificate::None);
            if let Ok(v) = run::<u8>(rules, 400, none, &mut |_| {}) {
                assert_eq!(v.0, reference, "{s} in u8");
            }
            for v in [
                run::<u16>(rules, 400, none, &mut |_| {}).ok().unwrap(),
                run::<u32>(rules, 400, none, &mut |_| {}).ok().unwrap(),
                run::<u64>(rules, 400, none, &mut |_| {}).ok().unwrap(),
            ] {
                assert_eq!(v.0, reference, "{s}");
            }
        }
    }

    #[test]
    fn batches_follow_the_definition() {
        // Batches begin at heap 2048. Treblecross's values reach 128 first
        // at heap 3217, inside a batch: its rows grow with marks made
        // ahead in them. 4.07 splits after taking 0 or 2, so its batches
        // mark two split sizes a heap.
        for (s, n) in [
            (".007", 10_000),
            (".6", 6_000),
            ("4.07", 6_000),
            (".156", 6_000),
        ] {
            let g = code(s);
            let mut solver = Sparse::<u16>::new(Rules::Code(&g));
            assert!(solver.extend_to(n, &mut |_| {}).is_ok());
            let fast: Vec<u64> = solver.values.iter().map(|&v| v.into()).collect();
            assert_eq!(fast, naive_values(&g, n), "{s}");
            assert!(solver.batches > 100, "{s}: {} batches", solver.batches);
            if s == ".007" {
                assert!(solver.grown_in_batch > 0);
            }
        }
    }

    #[test]
    fn a_helper_thread_gives_the_same_values() {
        // The helper marks ahead from heap 2048 + 16 on when asked for any
        // run, and its results are used (checked by `helped`).
        use crate::impartial::GrundysGame;
        for (s, n) in [(".007", 10_000), ("4.07", 6_000), ("", 6_000)] {
            let g = code(if s.is_empty() { ".6" } else { s });
            let rules = if s.is_empty() {
                Rules::Grundy
            } else {
                Rules::Code(&g)
            };
            let mut solver = Sparse::<u16>::new(rules);
            solver.pipeline_from = Some(0);
            // In two calls, as `run` makes them: a helper for each.
            assert!(solver.extend_to(n / 2, &mut |_| {}).is_ok());
            assert!(solver.extend_to(n, &mut |_| {}).is_ok());
            let fast: Vec<u64> = solver.values.iter().map(|&v| v.into()).collect();
            let reference = if s.is_empty() {
                naive_values(&GrundysGame, n)
            } else {
                naive_values(&g, n)
            };
            assert_eq!(fast, reference, "{s}");
            assert!(solver.helped > 100, "{s}: {} batches helped", solver.helped);
        }
    }

    #[test]
    fn grundys_game_in_batches_follows_the_definition() {
        use crate::impartial::GrundysGame;
        let mut solver = Sparse::<u16>::new(Rules::Grundy);
        assert!(solver.extend_to(6_000, &mut |_| {}).is_ok());
        let fast: Vec<u64> = solver.values.iter().map(|&v| v.into()).collect();
        assert_eq!(fast, naive_values(&GrundysGame, 6_000));
        assert!(solver.batches > 100);
    }

    #[test]
    fn grundys_game_follows_the_definition() {
        use crate::impartial::GrundysGame;
        let reference = naive_values(&GrundysGame, 1500);
        let fast = nim_values(Rules::Grundy, 1500, Certificate::None, &mut |_| {});
        assert_eq!(fast, reference);
    }
}
