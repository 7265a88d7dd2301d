//! One-player puzzles: the 15-puzzle and other sliding-tile boards.
//!
//! ```
//! use sliding_puzzles::{Goal, SlidingPuzzle};
//! let p = SlidingPuzzle::random(3, 3, Goal::BlankLast, 2026).unwrap();
//! let s = p.solve(Goal::BlankLast).unwrap();
//! assert!(p.play(&s.letters()).unwrap().is_solved(Goal::BlankLast));
//! ```

mod judge;
mod pattern_db;
mod pdb;
mod random;
mod sliding;
mod solver;

pub use judge::{JudgedMove, Judgement};
pub use pattern_db::{Loaded, MAX_GROUP, PatternDatabase, PdbError, Progress, Tables};
pub use random::{SplitMix64, clock_seed};
pub use sliding::{Dir, Goal, PuzzleError, SlidingPuzzle};
pub use solver::{Solution, SolveError, solve_many, solve_many_with};
