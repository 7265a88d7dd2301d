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
pub use pattern_db::{Loaded, PatternDatabase, PdbError, Progress, Tables, MAX_GROUP};
pub use random::{clock_seed, SplitMix64};
pub use sliding::{Dir, Goal, PuzzleError, SlidingPuzzle};
pub use solver::{solve_many, solve_many_with, Solution, SolveError};
