//! Buffers kept from one comparison to the next on a thread.
//!
//! Finding a component's sides compares graphs of a few hundred vertices
//! thousands of times, each comparison over every pair of vertices. Fresh
//! zeroed memory for each one was fresh pages from the allocator, and
//! their faults took an eighth of the time (Backsliding Toads and Frogs
//! `tt.t..f.ff`: 2.1 million faults, 3.6 s of 26.6); reused buffers are
//! cleared in the cache instead.

use std::cell::RefCell;
use std::thread::LocalKey;

/// The longest buffer kept, in elements: a thread keeps at most a few
/// megabytes once the comparisons are done, however large one was.
const MAX_KEPT: usize = 1 << 20;

/// How many buffers of each kind a thread keeps (a comparison uses three
/// of flags and two of counts at once).
const KEPT: usize = 4;

thread_local! {
    static FLAGS: RefCell<Vec<Vec<bool>>> = const { RefCell::new(Vec::new()) };
    static COUNTS: RefCell<Vec<Vec<u32>>> = const { RefCell::new(Vec::new()) };
}

/// `n` flags, all false.
pub(super) fn flags(n: usize) -> Vec<bool> {
    let mut v = take(&FLAGS);
    v.resize(n, false);
    v
}

/// An empty list of counts with room for `n`.
pub(super) fn counts(n: usize) -> Vec<u32> {
    let mut v = take(&COUNTS);
    v.reserve(n);
    v
}

/// Keeps `v` for a later [`flags`], unless it is too long or enough are
/// kept.
pub(super) fn give_flags(v: Vec<bool>) {
    if v.capacity() <= MAX_KEPT {
        let _ = FLAGS.try_with(|f| keep(&mut f.borrow_mut(), v));
    }
}

/// Keeps `v` for a later [`counts`], as [`give_flags`].
pub(super) fn give_counts(v: Vec<u32>) {
    if v.capacity() <= MAX_KEPT {
        let _ = COUNTS.try_with(|f| keep(&mut f.borrow_mut(), v));
    }
}

/// A kept buffer, emptied, or a new one.
fn take<T>(kept: &'static LocalKey<RefCell<Vec<Vec<T>>>>) -> Vec<T> {
    let mut v = kept.try_with(|k| k.borrow_mut().pop()).ok().flatten();
    v.iter_mut().for_each(Vec::clear);
    v.unwrap_or_default()
}

fn keep<T>(kept: &mut Vec<Vec<T>>, v: Vec<T>) {
    if kept.len() < KEPT && v.capacity() > 0 {
        kept.push(v);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn buffers_come_back_cleared() {
        let mut f = flags(10);
        f[3] = true;
        give_flags(f);
        assert_eq!(flags(5), vec![false; 5]);
        let mut c = counts(8);
        c.extend([7, 8, 9]);
        give_counts(c);
        assert!(counts(4).is_empty());
    }

    #[test]
    fn long_buffers_are_not_kept() {
        while FLAGS.with(|f| f.borrow_mut().pop()).is_some() {}
        give_flags(vec![false; MAX_KEPT + 1]);
        assert!(FLAGS.with(|f| f.borrow().is_empty()));
        give_flags(vec![false; 16]);
        assert_eq!(FLAGS.with(|f| f.borrow().len()), 1);
    }
}
