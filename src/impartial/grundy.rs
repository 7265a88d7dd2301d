//! Grundy's game: split a heap into two heaps of different sizes.

use super::heap::HeapGame;
use super::period::Certificate;
use super::sparse::{self, Rules};

/// Grundy's game. Its nim-sequence has no known period; the values are
/// computed by the sparse-space method (as for take-and-break codes, with
/// equal splits left out).
///
/// ```
/// use combinatorial_games::impartial::{GrundysGame, HeapGame};
/// // 0, 1, 2: no move. 3 = 1 + 2. 4 = 1 + 3 only (2 + 2 is equal).
/// assert_eq!(GrundysGame.nim_values(6), vec![0, 0, 0, 1, 0, 2, 1]);
/// assert_eq!(GrundysGame.options(6), vec![vec![1, 5], vec![2, 4]]);
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct GrundysGame;

impl GrundysGame {
    /// [`HeapGame::nim_values`], telling `progress` from time to time how
    /// many heaps are done.
    ///
    /// ```
    /// use combinatorial_games::impartial::GrundysGame;
    /// let v = GrundysGame.nim_values_with_progress(20_000, |_| {});
    /// assert_eq!(v.len(), 20_001);
    /// ```
    pub fn nim_values_with_progress(&self, n: usize, mut progress: impl FnMut(usize)) -> Vec<u64> {
        sparse::nim_values(Rules::Grundy, n, Certificate::None, &mut progress)
    }
}

impl HeapGame for GrundysGame {
    /// CGSuite's code: split a heap into two unequal heaps.
    fn code(&self) -> Option<String> {
        Some("4!.0".into())
    }

    fn options(&self, n: usize) -> Vec<Vec<usize>> {
        (1..n.div_ceil(2)).map(|a| vec![a, n - a]).collect()
    }

    fn option_count(&self, n: usize) -> Option<u64> {
        Some(n.div_ceil(2).saturating_sub(1) as u64)
    }

    fn nim_values(&self, n: usize) -> Vec<u64> {
        self.nim_values_with_progress(n, |_| {})
    }
}
