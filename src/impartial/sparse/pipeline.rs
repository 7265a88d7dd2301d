//! Two threads for one sequence: a helper marks the next batches' splits
//! with a rare part while the main thread finishes the batch before them.
//! With the time left, it also marks the first [`AHEAD`] splits of each
//! lane but the first of the splits into two parts (`common.rs`), which
//! the main thread then skips: any split's value may be marked. How many
//! balances the two threads: 128 when the main thread's share was the
//! larger (Grundy's game to 2^21: 2.83 s to 2.42 s), 80 since its
//! comparisons got a kernel for each count of missing values.
//!
//! [`AHEAD`]: super::common::AHEAD
//!
//! Marking ahead for the batch at `start + d * BATCH` (`d <= DEPTH`) with
//! rare heaps `a >= (DEPTH + 1) * BATCH` reads only values below `start`,
//! all known when the batch at `start` begins, so the two overlap. The
//! helper keeps its own copy of the values, fed with each job (the values
//! found since the last one), so no memory is shared while the main thread
//! appends to it. Rows of stamps go round: the main thread takes the
//! helper's rows for the new batch and hands back the rows of the old
//! one. A result made under another mask is dropped and the batch is
//! marked on the main thread, as with one thread; the marks do not depend
//! on which thread made them.
//! Rows marked before the stamps last wrapped (an earlier epoch) are
//! dropped too, never recycled: they could hold old stamps equal to new
//! ones.

use std::collections::VecDeque;
use std::sync::mpsc::{Receiver, Sender, SyncSender, TryRecvError};

use super::batch::{Ahead, Known, mark_ahead_into, mark_lanes_ahead};
use super::kernels::BATCH;
use super::{ROW_PAD, Rules, Sparse, Stamp, Word, is_rare};

/// Batches the helper works ahead of the main thread, at most: with more
/// than one, a batch slower than the last on either side need not keep
/// the other waiting. With one, Officers' main thread waited for the
/// helper a tenth of its time. On the AMD machine, three was best (four
/// no faster). On an Intel Xeon, three left the main thread waiting
/// 0.57 s of Officers' 3 s to 2^21 and the helper 0.12 s, each held up by
/// the other's slow batches; sixteen against three, paired
/// medians: Officers 0.862, Grundy's game 0.873, Treblecross 0.991, and
/// thirty-two against sixteen 1.023. Fifteen is the most that keeps
/// [`LOWEST`] below the lanes the helper marks (checked below). At most
/// `DEPTH + 2` sets of `BATCH` rows exist (those asked for, the batch
/// under way and one spare): 4.5 MB at the widest (8 192 stamps a row).
pub(super) const DEPTH: usize = 15;

/// The least rare heap the helper marks ahead: marking the batch at `s`
/// reads `values[s0 + j - a]` for `j < BATCH`, all below the values known
/// when it is asked for (`s - DEPTH * BATCH`) from this `a` on.
pub(super) const LOWEST: usize = (DEPTH + 1) * BATCH;

// The helper marks the lanes' first splits (`lanes_ahead`) by the same
// reads, so every lane it marks must start at `LOWEST` or above.
const _: () = assert!(LOWEST <= super::common::LEAST_LANE_START);

/// Sequences of fewer new heaps than this are computed on one thread: a
/// second thread does not pay for its start and its messages.
pub(super) const MIN_HEAPS: usize = 1 << 15;

/// Marks to make ahead: for the batch at `start`, with the values found
/// since the last job, under `mask`, into `rows` of `size` stamps.
pub(super) struct Job<T> {
    values: Vec<T>,
    mask: u64,
    size: usize,
    start: usize,
    stamp: Stamp,
    epoch: u32,
    rows: Vec<Stamp>,
}

/// Marks made ahead, and the ranges of rare heaps they cover.
pub(super) struct Done {
    pub(super) mask: u64,
    pub(super) size: usize,
    pub(super) stamp: Stamp,
    epoch: u32,
    pub(super) rows: Vec<Stamp>,
    pub(super) ahead: Vec<(usize, Ahead)>,
}

/// The main thread's end of the pipeline.
pub(super) struct Pipe<T> {
    jobs: Sender<Job<T>>,
    done: Receiver<Done>,
    /// How many values the helper has.
    sent: usize,
    /// The batches whose marks are asked for and not yet taken, in order.
    pending: VecDeque<usize>,
    /// The last batch asked for.
    last_asked: usize,
    /// Rows to hand to the next job, and the epoch of their marks.
    spare: (Vec<Stamp>, u32),
    /// Batches whose marks came from the helper (for the tests).
    pub(super) used: usize,
}

impl<T: Word> Pipe<T> {
    pub(super) fn new(jobs: Sender<Job<T>>, done: Receiver<Done>, sent: usize) -> Pipe<T> {
        Pipe {
            jobs,
            done,
            sent,
            pending: VecDeque::new(),
            last_asked: 0,
            spare: (Vec::new(), 0),
            used: 0,
        }
    }

    /// The marks made ahead for the batch at `start` in `epoch`, if they
    /// were asked for. Results for earlier batches are dropped (their rows
    /// kept for the next job if their epoch is `epoch`); those for later
    /// ones stay.
    pub(super) fn take(&mut self, start: usize, epoch: u32) -> Option<Done> {
        while let Some(&batch) = self.pending.front() {
            if batch > start {
                return None;
            }
            self.pending.pop_front();
            let done = receive(&self.done)?;
            if done.epoch != epoch {
                continue;
            }
            if batch == start {
                return Some(done);
            }
            self.recycle(done.rows, epoch);
        }
        None
    }

    /// Whether the batch at `start` was asked for already.
    pub(super) fn asked(&self, start: usize) -> bool {
        start <= self.last_asked
    }

    /// Asks for the marks of the batch at `start`, with `stamp` of
    /// `epoch`; `values` are the values known, every heap below the batch
    /// before it.
    pub(super) fn ask(
        &mut self,
        values: &[T],
        mask: u64,
        size: usize,
        start: usize,
        stamp: (Stamp, u32),
    ) {
        let (rows, spare_epoch) = std::mem::take(&mut self.spare);
        let job = Job {
            values: values[self.sent..].to_vec(),
            mask,
            size,
            start,
            stamp: stamp.0,
            epoch: stamp.1,
            // Rows of an earlier epoch are not sent: the helper starts
            // from rows of zeros.
            rows: if spare_epoch == stamp.1 {
                rows
            } else {
                Vec::new()
            },
        };
        // A helper gone (it cannot fail but by a bug) leaves one thread.
        if self.jobs.send(job).is_ok() {
            self.sent = values.len();
            self.pending.push_back(start);
            self.last_asked = start;
        }
    }

    /// Rows free for the next job, marked in `epoch`.
    pub(super) fn recycle(&mut self, rows: Vec<Stamp>, epoch: u32) {
        self.spare = (rows, epoch);
    }
}

/// Tries this many times before waiting asleep for a message: a batch
/// takes tens of microseconds, and waking a sleeping thread costs a few
/// (a system call on the sender's side too), so the two threads poll.
const POLLS: u32 = 1 << 16;

/// The next message, polling before sleeping; `None` when the other end
/// hung up.
fn receive<M>(from: &Receiver<M>) -> Option<M> {
    for _ in 0..POLLS {
        match from.try_recv() {
            Ok(message) => return Some(message),
            Err(TryRecvError::Disconnected) => return None,
            Err(TryRecvError::Empty) => std::hint::spin_loop(),
        }
    }
    from.recv().ok()
}

/// The helper thread: its own copy of the values and of the rare heaps
/// among them, kept up to date from the jobs, until the main thread hangs
/// up.
pub(super) fn helper<T: Word>(
    rules: Rules,
    mut values: Vec<T>,
    jobs: Receiver<Job<T>>,
    done: SyncSender<Done>,
) {
    let mut mask = None;
    let (mut heaps, mut xs) = (Vec::new(), Vec::new());
    while let Some(job) = receive(&jobs) {
        let mut from = values.len();
        values.extend_from_slice(&job.values);
        if mask != Some(job.mask) {
            mask = Some(job.mask);
            heaps.clear();
            xs.clear();
            from = 0;
        }
        for (a, &v) in values.iter().enumerate().skip(from.max(1)) {
            if is_rare(v.into(), job.mask) {
                heaps.push(a);
                xs.push(v);
            }
        }
        let mut rows = job.rows;
        if rows.len() != BATCH * (job.size + ROW_PAD) {
            rows = vec![0; BATCH * (job.size + ROW_PAD)];
        }
        let known = Known {
            rules,
            values: &values,
            heaps: &heaps,
            xs: &xs,
        };
        let mut ahead = mark_ahead_into(&mut rows, job.size, job.stamp, &known, job.start, LOWEST);
        mark_lanes_ahead(
            &mut rows, job.size, job.stamp, &known, job.start, &mut ahead,
        );
        let result = Done {
            mask: job.mask,
            size: job.size,
            stamp: job.stamp,
            epoch: job.epoch,
            rows,
            ahead,
        };
        if done.send(result).is_err() {
            return;
        }
    }
}

/// `rows`, rows of `old` stamps, as rows of `new` stamps (`new >= old`),
/// with the marks kept.
pub(super) fn relayout(rows: Vec<Stamp>, old: usize, new: usize) -> Vec<Stamp> {
    if old == new {
        return rows;
    }
    let mut grown = vec![0; BATCH * (new + ROW_PAD)];
    for (to, from) in grown
        .chunks_exact_mut(new + ROW_PAD)
        .zip(rows.chunks_exact(old + ROW_PAD))
    {
        to[..old].copy_from_slice(&from[..old]);
    }
    grown
}

impl<T: Word> Sparse<'_, T> {
    /// Starts the batch at `k`: its marks ahead from the helper when it
    /// made them under the present mask, else made here; then asks the
    /// helper for the next batch's.
    pub(super) fn begin_batch(&mut self, k: usize, n: usize, mut pipe: Option<&mut Pipe<T>>) {
        let epoch = self.epoch;
        let done = pipe.as_deref_mut().and_then(|p| p.take(k, epoch));
        match done {
            Some(d) if d.mask == self.mask && d.size <= self.size => {
                let rows = relayout(d.rows, d.size, self.size);
                let old = std::mem::replace(&mut self.seen, rows);
                (self.stamp, self.ahead) = (d.stamp, d.ahead);
                if let Some(p) = pipe.as_deref_mut() {
                    p.recycle(old, epoch);
                    p.used += 1;
                }
            }
            other => {
                if let (Some(d), Some(p)) = (other, pipe.as_deref_mut()) {
                    p.recycle(d.rows, epoch);
                }
                self.next_stamp();
                self.mark_ahead(k);
            }
        }
        self.batch = Some(k);
        self.batches += 1;
        let Some(p) = pipe else { return };
        for next in (1..=DEPTH).map(|d| k + d * BATCH) {
            if p.asked(next) {
                continue;
            }
            // At the last stamp, the batches are marked here, after the
            // stamps wrap.
            if self.issued >= self.stamp_limit || !self.can_batch(next, n) {
                break;
            }
            self.issued += 1;
            p.ask(
                &self.values,
                self.mask,
                self.size,
                next,
                (self.issued, self.epoch),
            );
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::Sparse;
    use super::*;
    use crate::impartial::TakeAndBreak;
    use crate::impartial::heap::naive_values;

    #[test]
    fn stamps_that_wrap_give_the_same_values() {
        // Stamps wrap every 3 batches or heaps here: rows marked before a
        // wrap, held by either thread, must not be taken for new marks.
        for threads in [1, 2] {
            let g: TakeAndBreak = ".6".parse().unwrap();
            let mut solver = Sparse::<u16>::new(Rules::Code(&g));
            solver.stamp_limit = 3;
            solver.pipeline_from = (threads == 2).then_some(0);
            assert!(solver.extend_to(12_000, &mut |_| {}).is_ok());
            let fast: Vec<u64> = solver.values.iter().map(|&v| v.into()).collect();
            assert_eq!(fast, naive_values(&g, 12_000), "{threads} threads");
            assert!(solver.epoch > 10, "{} wraps", solver.epoch);
            if threads == 2 {
                assert!(solver.helped > 300, "{} batches helped", solver.helped);
            }
        }
    }
}
