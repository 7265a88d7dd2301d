//! Uniformly random solvable boards, reproducible from a seed.

use super::sliding::{Goal, PuzzleError, SlidingPuzzle};

/// SplitMix64: a small generator whose output for a seed never changes
/// between releases, so a seed names the same board forever.
#[derive(Clone, Debug)]
pub struct SplitMix64(u64);

impl SplitMix64 {
    /// The generator started from `seed`.
    pub fn new(seed: u64) -> SplitMix64 {
        SplitMix64(seed)
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A uniform number below `n` (`n > 0`), without modulo bias.
    pub fn below(&mut self, n: u64) -> u64 {
        let zone = u64::MAX - u64::MAX % n;
        loop {
            let x = self.next_u64();
            if x < zone {
                return x % n;
            }
        }
    }
}

/// A seed from the clock, for a board that differs from run to run.
///
/// ```
/// let a = sliding_puzzles::clock_seed();
/// let b = sliding_puzzles::clock_seed();
/// assert!(a != 0 || b != 0);
/// ```
pub fn clock_seed() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos() as u64)
}

impl SlidingPuzzle {
    /// A uniformly random solvable board, the same for the same seed.
    ///
    /// A uniform shuffle of all cells is solvable or not; swapping two
    /// tiles (not the blank) turns one into the other, pairing the two sets
    /// one to one, so fixing an unsolvable shuffle that way keeps every
    /// solvable board equally likely, with no rejection loop.
    ///
    /// ```
    /// use sliding_puzzles::{Goal, SlidingPuzzle};
    /// let p = SlidingPuzzle::random(4, 4, Goal::BlankLast, 7).unwrap();
    /// assert!(p.is_solvable(Goal::BlankLast));
    /// assert_eq!(p, SlidingPuzzle::random(4, 4, Goal::BlankLast, 7).unwrap());
    /// ```
    pub fn random(
        rows: usize,
        cols: usize,
        goal: Goal,
        seed: u64,
    ) -> Result<SlidingPuzzle, PuzzleError> {
        let mut rng = SplitMix64::new(seed);
        SlidingPuzzle::random_with(rows, cols, goal, &mut rng)
    }

    /// As [`SlidingPuzzle::random`], drawing from `rng`.
    pub fn random_with(
        rows: usize,
        cols: usize,
        goal: Goal,
        rng: &mut SplitMix64,
    ) -> Result<SlidingPuzzle, PuzzleError> {
        let solved = SlidingPuzzle::solved(rows, cols, goal)?;
        let mut tiles = solved.tiles().to_vec();
        for i in (1..tiles.len()).rev() {
            let j = rng.below(i as u64 + 1) as usize;
            tiles.swap(i, j);
        }
        let mut p = SlidingPuzzle::from_tiles(rows, cols, tiles.clone())?;
        if !p.is_solvable(goal) {
            // Swap the first two tiles that are not the blank.
            let mut idx = (0..tiles.len()).filter(|&i| tiles[i] != 0);
            let (a, b) = (idx.next().expect("tiles"), idx.next().expect("tiles"));
            tiles.swap(a, b);
            p = SlidingPuzzle::from_tiles(rows, cols, tiles)?;
        }
        Ok(p)
    }
}
