//! Two threads for one sequence: a helper marks the next batch's splits
//! with a rare part while the main thread finishes the batch before it.
//!
//! Marking ahead for the batch at `start + BATCH` with rare heaps `a >=
//! 2 * BATCH` reads only values below `start`, all known when the batch at
//! `start` begins, so the two overlap. The helper keeps its own copy of
//! the values, fed with each job (the values found since the last one), so
//! no memory is shared while the main thread appends to it. Rows of stamps
//! go back and forth: the main thread takes the helper's rows for the new
//! batch and hands back the rows of the old one. A result made under
//! another mask is dropped and the batch is marked on the main thread, as
//! with one thread; the marks do not depend on which thread made them.

use std::sync::mpsc::{Receiver, Sender, SyncSender, TryRecvError};

use super::batch::{Ahead, Known, mark_ahead_into};
use super::kernels::BATCH;
use super::{ROW_PAD, Rules, Sparse, Stamp, Word, is_rare};

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
    rows: Vec<Stamp>,
}

/// Marks made ahead, and the ranges of rare heaps they cover.
pub(super) struct Done {
    pub(super) mask: u64,
    pub(super) size: usize,
    pub(super) stamp: Stamp,
    pub(super) rows: Vec<Stamp>,
    pub(super) ahead: Vec<(usize, Ahead)>,
}

/// The main thread's end of the pipeline.
pub(super) struct Pipe<T> {
    jobs: Sender<Job<T>>,
    done: Receiver<Done>,
    /// How many values the helper has.
    sent: usize,
    /// The batch whose marks are being made, if any.
    pending: Option<usize>,
    /// Rows to hand to the next job.
    spare: Vec<Stamp>,
    /// Batches whose marks came from the helper (for the tests).
    pub(super) used: usize,
}

impl<T: Word> Pipe<T> {
    pub(super) fn new(jobs: Sender<Job<T>>, done: Receiver<Done>, sent: usize) -> Pipe<T> {
        Pipe {
            jobs,
            done,
            sent,
            pending: None,
            spare: Vec::new(),
            used: 0,
        }
    }

    /// The marks made ahead for the batch at `start`, if they were asked
    /// for (a result for another batch is dropped).
    pub(super) fn take(&mut self, start: usize) -> Option<Done> {
        let pending = self.pending.take()?;
        let done = receive(&self.done)?;
        if pending == start {
            Some(done)
        } else {
            self.spare = done.rows;
            None
        }
    }

    /// Asks for the marks of the batch at `start`; `values` are the values
    /// known, every heap below the batch before it.
    pub(super) fn ask(&mut self, values: &[T], mask: u64, size: usize, start: usize, stamp: Stamp) {
        let job = Job {
            values: values[self.sent..].to_vec(),
            mask,
            size,
            start,
            stamp,
            rows: std::mem::take(&mut self.spare),
        };
        // A helper gone (it cannot fail but by a bug) leaves one thread.
        if self.jobs.send(job).is_ok() {
            self.sent = values.len();
            self.pending = Some(start);
        }
    }

    /// Rows free for the next job.
    pub(super) fn recycle(&mut self, rows: Vec<Stamp>) {
        self.spare = rows;
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
        let ahead = mark_ahead_into(&mut rows, job.size, job.stamp, &known, job.start, 2 * BATCH);
        let result = Done {
            mask: job.mask,
            size: job.size,
            stamp: job.stamp,
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
        let done = pipe.as_deref_mut().and_then(|p| p.take(k));
        match done {
            // After the stamps wrap, rows from the helper may hold old
            // stamps equal to new ones: those are not used.
            Some(d) if d.mask == self.mask && d.size <= self.size && !self.wrapped => {
                let rows = relayout(d.rows, d.size, self.size);
                let old = std::mem::replace(&mut self.seen, rows);
                (self.stamp, self.ahead) = (d.stamp, d.ahead);
                if let Some(p) = pipe.as_deref_mut() {
                    p.recycle(old);
                    p.used += 1;
                }
            }
            other => {
                if let (Some(d), Some(p)) = (other, pipe.as_deref_mut()) {
                    p.recycle(d.rows);
                }
                self.next_stamp();
                self.mark_ahead(k);
            }
        }
        self.batch = Some(k);
        self.batches += 1;
        let next = k + BATCH;
        if let Some(p) = pipe
            && !self.wrapped
            && self.issued < Stamp::MAX
            && self.can_batch(next, n)
        {
            self.issued += 1;
            p.ask(&self.values, self.mask, self.size, next, self.issued);
        }
    }
}
