//! Heap games: a position is a heap of `n` tokens, and a move replaces it by
//! zero or more smaller heaps. A sum of heaps has the nim-sum of their values.

use super::nimber::mex;
use super::period::{self, Certificate, Periodicity};

/// The rules of a heap game, given by the options of one heap.
///
/// Implement [`HeapGame::options`] to define a game; [`HeapGame::nim_values`]
/// then computes its nim-sequence from the definition. Rulesets of the crate
/// override `nim_values` with faster methods that give the same answers.
///
/// ```
/// use combinatorial_games::impartial::HeapGame;
///
/// /// Take one or two tokens, or split a heap into two equal halves.
/// struct Halving;
///
/// impl HeapGame for Halving {
///     fn options(&self, n: usize) -> Vec<Vec<usize>> {
///         let mut opts: Vec<Vec<usize>> = (1..=2.min(n))
///             .map(|k| if n == k { vec![] } else { vec![n - k] })
///             .collect();
///         if n >= 2 && n % 2 == 0 {
///             opts.push(vec![n / 2, n / 2]);
///         }
///         opts
///     }
/// }
///
/// // By hand: a heap of 6 reaches 2 and 1 by taking, and 0 by splitting
/// // into 3 + 3 (equal halves cancel), so its value is 3; without the
/// // split it would be 0, as for 3.
/// assert_eq!(Halving.nim_values(6), vec![0, 1, 2, 0, 1, 2, 3]);
/// ```
pub trait HeapGame {
    /// The options of a heap of `n`: each is the list of the heaps left
    /// (without empty heaps), so `vec![]` means the heap was taken away.
    fn options(&self, n: usize) -> Vec<Vec<usize>>;

    /// How many options [`HeapGame::options`] lists for a heap of `n`,
    /// counted without listing them, where the rules know it: a caller
    /// checks it before asking for millions. `None`, the default, claims
    /// nothing.
    ///
    /// ```
    /// use combinatorial_games::impartial::{GrundysGame, HeapGame, TakeAndBreak};
    /// let kayles = TakeAndBreak::kayles();
    /// assert_eq!(kayles.option_count(9), Some(kayles.options(9).len() as u64));
    /// // Grundy's game splits 9 into 1+8, 2+7, 3+6 or 4+5.
    /// assert_eq!(GrundysGame.option_count(9), Some(4));
    /// ```
    fn option_count(&self, n: usize) -> Option<u64> {
        let _ = n;
        None
    }

    /// The most tokens a move takes, `t`, and the most heaps it leaves,
    /// `r`, for a ruleset whose moves are the same from every heap: the
    /// options of a heap of `n` are the ways to take `k ≤ t` tokens and
    /// leave the rest in at most `r` nonempty heaps, by rules that do not
    /// depend on `n`. Periodicity theorems need it (the misère quotient's
    /// among them); `None`, the default, claims nothing.
    ///
    /// ```
    /// use combinatorial_games::impartial::{HeapGame, Subtraction, TakeAndBreak};
    /// assert_eq!(TakeAndBreak::kayles().move_shape(), Some((2, 2)));
    /// assert_eq!(TakeAndBreak::nim().move_shape(), None);
    /// assert_eq!(Subtraction::new([1, 4]).unwrap().move_shape(), Some((4, 1)));
    /// ```
    fn move_shape(&self) -> Option<(usize, usize)> {
        None
    }

    /// The ruleset's code in CGSuite's notation, where it has one: the
    /// take-and-break code (`0.77` for Kayles, `0.[3]` for Nim, a repeated
    /// tail in brackets), `4!.0` for Grundy's game. `None` by default.
    ///
    /// ```
    /// use combinatorial_games::impartial::{HeapGame, Subtraction, TakeAndBreak};
    /// assert_eq!(TakeAndBreak::kayles().code().unwrap(), "0.77");
    /// // Taking 2, 3 or 7: digits 3 at places 2, 3 and 7.
    /// assert_eq!(Subtraction::new([2, 3, 7]).unwrap().code().unwrap(), "0.0330003");
    /// ```
    fn code(&self) -> Option<String> {
        None
    }

    /// The nim-values of heaps `0..=n`.
    fn nim_values(&self, n: usize) -> Vec<u64> {
        naive_values(self, n)
    }

    /// The nim-value of one heap of `n`.
    fn nim_value(&self, n: usize) -> u64 {
        self.nim_values(n)[n]
    }

    /// The period of the nim-sequence as seen in heaps `0..=n`, `None` when
    /// none shows (yet): [`HeapGame::periodicity_in`] of the first `n + 1`
    /// values.
    ///
    /// ```
    /// use combinatorial_games::impartial::{HeapGame, Subtraction};
    /// let s = Subtraction::new([1, 2, 3]).unwrap();
    /// let p = s.check_periodicity(50).unwrap();
    /// assert_eq!((p.period, p.preperiod, p.proven), (4, 0, true));
    /// ```
    fn check_periodicity(&self, n: usize) -> Option<Periodicity> {
        self.periodicity_in(&self.nim_values(n))
    }

    /// The period shown by `values` (the values of heaps `0, 1, ...`), for
    /// a caller that has computed them already. By default it is only
    /// observed: the same pattern (with a constant saltus) over at least
    /// three periods at the end, reported with `proven == false`. Rulesets
    /// with a periodicity theorem (finite take-and-break codes, finite
    /// subtraction sets) override it and prove what they report.
    ///
    /// ```
    /// use combinatorial_games::impartial::{GrundysGame, HeapGame};
    /// let values = GrundysGame.nim_values(500);
    /// assert_eq!(GrundysGame.periodicity_in(&values), None);
    /// ```
    fn periodicity_in(&self, values: &[u64]) -> Option<Periodicity> {
        period::find(values, Certificate::None)
    }
}

/// The nim-values of heaps `0..=n` from the definition: the mex of the
/// nim-sums of every option. It is the reference the fast methods are tested
/// against.
///
/// ```
/// use combinatorial_games::impartial::{naive_values, TakeAndBreak};
/// // Kayles by the definition: Winning Ways' 0, 1, 2, 3, 1, 4.
/// assert_eq!(naive_values(&TakeAndBreak::kayles(), 5), [0, 1, 2, 3, 1, 4]);
/// ```
pub fn naive_values<G: HeapGame + ?Sized>(game: &G, n: usize) -> Vec<u64> {
    let mut values: Vec<u64> = Vec::with_capacity(n + 1);
    for k in 0..=n {
        let opts = game.options(k).into_iter().map(|heaps| {
            crate::budget::step();
            heaps.iter().fold(0u64, |acc, &h| {
                assert!(h < k, "an option of a heap of {k} holds a heap of {h}");
                acc ^ values[h]
            })
        });
        values.push(mex(opts));
    }
    values
}
