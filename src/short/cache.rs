//! The one reset of every cache of operation results on games.
//!
//! Games are interned for the life of the process, so a cached result (a
//! sum, a comparison, a thermograph) never goes stale; the caches exist for
//! speed and are emptied only to give memory back. Each cache lives beside
//! the operation it serves — sums and comparisons here in `short`,
//! thermographs in `temperature` — but they share one generation counter:
//! [`clear`] moves it on, and every cache, on any thread, empties itself the
//! next time it is used. So one call resets them all without this module
//! knowing the layers above it.
//!
//! ```
//! use combinatorial_games::short::cache;
//! use combinatorial_games::Game;
//! let g: Game = "{3|-2} + {1|-1}".parse().unwrap();
//! let before = g.thermograph();
//! cache::clear();
//! assert_eq!(g.thermograph(), before); // recomputed, the same
//! ```

use std::sync::atomic::{AtomicU64, Ordering};

static GENERATION: AtomicU64 = AtomicU64::new(0);

/// Empties every cache of operation results, on every thread (each one as
/// it is next used). Values stay valid; only speed is affected.
///
/// ```
/// use combinatorial_games::short::cache;
/// use combinatorial_games::Game;
/// let up = Game::up();
/// cache::clear();
/// assert_eq!((up + up).to_string(), "^^");
/// ```
pub fn clear() {
    GENERATION.fetch_add(1, Ordering::Relaxed);
    // The shared results and the calling thread's go now, not at their
    // next use.
    super::results::clear_now();
}

/// A cache that empties itself when [`clear`] has been called since it was
/// last used.
#[derive(Debug, Default)]
pub(crate) struct Generational<T> {
    generation: u64,
    value: T,
}

impl<T: Default> Generational<T> {
    /// The cache, emptied first if [`clear`] was called since the last use.
    pub(crate) fn get(&mut self) -> &mut T {
        let now = GENERATION.load(Ordering::Relaxed);
        if now != self.generation {
            self.value = T::default();
            self.generation = now;
        }
        &mut self.value
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn clear_empties_at_the_next_use() {
        let mut c: Generational<Vec<u32>> = Generational::default();
        c.get().push(1);
        assert_eq!(c.get(), &[1]);
        clear();
        assert!(c.get().is_empty());
    }
}
