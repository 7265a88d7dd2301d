//! Misère quotients of heap games (Plambeck, "Taming the wild in impartial
//! combinatorial games", 2005; Plambeck and Siegel, "Misère quotients for
//! impartial games", 2008).
//!
//! Two sums of heaps are *indistinguishable* when adding any sum of the
//! same game's heaps to both gives the same misère outcome. The classes
//! form a commutative monoid, the misère quotient, with its P-portion (the
//! classes of P-positions), and each heap a class, its pretending
//! function. Where the quotient is finite it is the misère analogue of the
//! nim-sequence: the outcome of any sum is read from the product of its
//! heaps' classes, and a winning move is one to a class in the P-portion.
//!
//! [`MisereQuotient::compute`] finds the quotient of the heaps `0..=n`
//! heap by heap, and every quotient it returns is proved: the images tell
//! the outcome of every sum of those heaps (checked over the pairs of an
//! image and its options' images, so over all sums at once: of the pairs
//! of one image only those whose option images hold no other's, and the
//! moves from P sums for every element and heap), no two
//! elements behave alike, and every element is the image of some sum. For
//! a ruleset whose moves are the same from every heap (finite
//! take-and-break codes, finite subtraction sets) it stops once the
//! pretending function is periodic long enough for the periodicity theorem
//! of quotients, and then the quotient is that of all heaps.
//!
//! ```
//! use combinatorial_games::impartial::TakeAndBreak;
//! use combinatorial_games::misere::MisereQuotient;
//! use combinatorial_games::Outcome;
//!
//! // Misère Nim with heaps up to 7: two tame classes (heaps of 0 and 1,
//! // by parity) and one class for each nim-sum 0..7 of the rest.
//! let q = MisereQuotient::compute(&TakeAndBreak::nim(), 7).unwrap();
//! assert_eq!((q.order(), q.p_portion().len()), (10, 2));
//! // Bouton: 1 + 1 + 1 is a P-position in misère play, 2 + 2 is too.
//! assert_eq!(q.outcome(&[1, 1, 1]), Some(Outcome::P));
//! assert_eq!(q.outcome(&[2, 2]), Some(Outcome::P));
//! assert_eq!(q.outcome(&[1, 2, 3]), Some(Outcome::P));  // nim-sum 0
//! assert_eq!(q.outcome(&[1, 2, 4]), Some(Outcome::N));
//! ```

mod cache;
mod chains;
mod closure;
mod first;
mod monoid;
mod present;
mod solver;

pub(crate) use cache::QuotientCache;
pub use cache::{QUOTIENT_HEAPS, QUOTIENT_TIME, nim_outcome};
pub use present::Presentation;

use crate::impartial::HeapGame;
use crate::short::Outcome;
use monoid::Table;

/// Why a quotient could not be computed.
///
/// ```
/// use combinatorial_games::impartial::HeapGame;
/// use combinatorial_games::misere::{MisereQuotient, QuotientError};
/// struct Bad;
/// impl HeapGame for Bad {
///     fn options(&self, n: usize) -> Vec<Vec<usize>> { vec![vec![n]] }
/// }
/// assert_eq!(
///     MisereQuotient::compute(&Bad, 3).unwrap_err(),
///     QuotientError::BadOption { heap: 1, part: 1 }
/// );
/// ```
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum QuotientError {
    /// The check of the quotient at this heap needed more than
    /// [`MAX_PAIRS`] pairs of images, or a candidate quotient had more
    /// than [`MAX_ORDER`] elements: the quotient is too large (or not
    /// finite) for this method.
    #[error(
        "the misère quotient grew too large to check at heap {heap} \
         (more than {MAX_PAIRS} pairs, or {MAX_ORDER} elements); compute to a smaller heap"
    )]
    TooLarge {
        /// The heap being added.
        heap: usize,
    },
    /// A ruleset gave a heap an option holding a heap no smaller.
    #[error("an option of a heap of {heap} holds a heap of {part}, which is not smaller")]
    BadOption {
        /// The heap whose options are wrong.
        heap: usize,
        /// The part that is too large.
        part: usize,
    },
}

/// The most pairs of images one check of a quotient may hold.
pub const MAX_PAIRS: usize = solver::MAX_PAIRS;

/// The most elements a candidate quotient may have (its multiplication
/// table holds the square of this many entries).
pub const MAX_ORDER: usize = solver::MAX_ORDER;

/// The period of a pretending function: heap `n ≥ preperiod` has the class
/// of heap `n - period`, proved by the periodicity theorem for quotients.
///
/// ```
/// use combinatorial_games::impartial::TakeAndBreak;
/// use combinatorial_games::misere::MisereQuotient;
/// // `.3`: take one token from a heap. Only the parity of the tokens
/// // matters, so heaps repeat with period 2.
/// let q = MisereQuotient::compute(&".3".parse::<TakeAndBreak>().unwrap(), 30).unwrap();
/// assert_eq!(q.period().unwrap().period, 2);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct QuotientPeriod {
    /// The first heap from which the period holds.
    pub preperiod: usize,
    /// The period.
    pub period: usize,
}

/// The misère quotient of a heap game's heaps `0..=n`, or of all its
/// heaps once a period is proved. Elements are numbered `0..order()`, 0
/// the identity (the empty sum), in the order first reached.
///
/// ```
/// use combinatorial_games::impartial::TakeAndBreak;
/// use combinatorial_games::misere::MisereQuotient;
/// // `.3`: take one token from a heap. A sum is decided by the parity of its
/// // tokens: an odd number is lost for the player to move in misère play
/// // (the moves are forced, and the last one loses). The quotient is the
/// // group of order 2, the odd element its P-portion.
/// let q = MisereQuotient::compute(&".3".parse::<TakeAndBreak>().unwrap(), 30).unwrap();
/// assert_eq!(q.order(), 2);
/// let odd = q.element(1).unwrap();
/// assert_eq!(q.p_portion(), vec![odd]);
/// assert_eq!(q.element(2), Some(0));
/// assert_eq!(q.multiply(odd, odd), Some(0));
/// ```
#[derive(Clone, Debug)]
pub struct MisereQuotient {
    table: Table,
    prefn: Vec<u32>,
    expansions: Vec<usize>,
    period: Option<QuotientPeriod>,
    presentation: Presentation,
}

impl MisereQuotient {
    /// The quotient of heaps `0..=max_heap`, stopping early (with
    /// [`MisereQuotient::period`] set) when the periodicity theorem proves
    /// the quotient of all heaps.
    ///
    /// ```
    /// use combinatorial_games::impartial::TakeAndBreak;
    /// use combinatorial_games::misere::MisereQuotient;
    /// // Misère Nim's quotient grows with every power of two.
    /// let orders: Vec<usize> = [1, 2, 3, 4, 8, 16]
    ///     .iter()
    ///     .map(|&n| MisereQuotient::compute(&TakeAndBreak::nim(), n).unwrap().order())
    ///     .collect();
    /// assert_eq!(orders, vec![2, 6, 6, 10, 18, 34]);
    /// ```
    pub fn compute<G: HeapGame + ?Sized>(
        game: &G,
        max_heap: usize,
    ) -> Result<MisereQuotient, QuotientError> {
        let shape = game.move_shape();
        let mut solver = solver::Solver::new(game);
        let mut period = None;
        for _ in 1..=max_heap {
            solver.next()?;
            if let Some((t, r)) = shape {
                period = proven_period(&solver.prefn, t, r);
                if period.is_some() {
                    break;
                }
            }
        }
        let presentation = present::present(&solver.q, &solver.prefn);
        Ok(MisereQuotient {
            table: solver.q,
            prefn: solver.prefn,
            expansions: solver.expansions,
            period,
            presentation,
        })
    }

    /// The number of elements.
    ///
    /// ```
    /// use combinatorial_games::impartial::TakeAndBreak;
    /// use combinatorial_games::misere::MisereQuotient;
    /// // Misère Nim with heaps of 0 and 1 only: the group of order 2.
    /// let q = MisereQuotient::compute(&TakeAndBreak::nim(), 1).unwrap();
    /// assert_eq!(q.order(), 2);
    /// ```
    pub fn order(&self) -> usize {
        self.table.order
    }

    /// The elements of the P-portion.
    ///
    /// ```
    /// use combinatorial_games::impartial::TakeAndBreak;
    /// use combinatorial_games::misere::MisereQuotient;
    /// // `.3`: take one token. Only the parity counts: the group of
    /// // order 2, an odd heap its other element.
    /// let q = MisereQuotient::compute(&".3".parse::<TakeAndBreak>().unwrap(), 30).unwrap();
    /// let odd = q.element(1).unwrap();
    /// // An odd number of tokens is lost by the player to move.
    /// assert_eq!(q.p_portion(), vec![odd]);
    /// ```
    pub fn p_portion(&self) -> Vec<usize> {
        (0..self.order()).filter(|&x| self.table.p[x]).collect()
    }

    /// Whether an element is in the P-portion (`false` out of range).
    ///
    /// ```
    /// use combinatorial_games::impartial::TakeAndBreak;
    /// use combinatorial_games::misere::MisereQuotient;
    /// // `.3`: take one token. Only the parity counts: the group of
    /// // order 2, an odd heap its other element.
    /// let q = MisereQuotient::compute(&".3".parse::<TakeAndBreak>().unwrap(), 30).unwrap();
    /// let odd = q.element(1).unwrap();
    /// assert!(q.is_p(odd));
    /// // The empty sum: the player to move cannot, and so wins.
    /// assert!(!q.is_p(0));
    /// assert!(!q.is_p(99));
    /// ```
    pub fn is_p(&self, element: usize) -> bool {
        self.table.p.get(element).copied().unwrap_or(false)
    }

    /// The product of two elements, `None` out of range.
    ///
    /// ```
    /// use combinatorial_games::impartial::TakeAndBreak;
    /// use combinatorial_games::misere::MisereQuotient;
    /// // `.3`: take one token. Only the parity counts: the group of
    /// // order 2, an odd heap its other element.
    /// let q = MisereQuotient::compute(&".3".parse::<TakeAndBreak>().unwrap(), 30).unwrap();
    /// let odd = q.element(1).unwrap();
    /// assert_eq!(q.multiply(odd, odd), Some(0));
    /// assert_eq!(q.multiply(odd, 0), Some(odd));
    /// assert_eq!(q.multiply(odd, 2), None);
    /// ```
    pub fn multiply(&self, a: usize, b: usize) -> Option<usize> {
        (a < self.order() && b < self.order()).then(|| self.table.mul(a as u32, b as u32) as usize)
    }

    /// The largest heap computed (all heaps when a period is proved).
    ///
    /// ```
    /// use combinatorial_games::impartial::TakeAndBreak;
    /// use combinatorial_games::misere::MisereQuotient;
    /// // Nim's moves take any number of tokens: no period is proved, and
    /// // every heap asked for is computed.
    /// let q = MisereQuotient::compute(&TakeAndBreak::nim(), 7).unwrap();
    /// assert_eq!(q.heaps_computed(), 7);
    /// assert!(q.period().is_none());
    /// ```
    pub fn heaps_computed(&self) -> usize {
        self.prefn.len() - 1
    }

    /// The proved period of the pretending function, if found.
    ///
    /// ```
    /// use combinatorial_games::impartial::TakeAndBreak;
    /// use combinatorial_games::misere::MisereQuotient;
    /// // `.3`: take one token. Only the parity counts: the group of
    /// // order 2, an odd heap its other element.
    /// let q = MisereQuotient::compute(&".3".parse::<TakeAndBreak>().unwrap(), 30).unwrap();
    /// let odd = q.element(1).unwrap();
    /// assert_eq!(q.period().unwrap().period, 2);
    /// // Proved early: fewer than the 30 heaps asked for were needed.
    /// assert!(q.heaps_computed() < 30);
    /// ```
    pub fn period(&self) -> Option<QuotientPeriod> {
        self.period
    }

    /// The heaps at which the quotient grew.
    ///
    /// ```
    /// use combinatorial_games::impartial::TakeAndBreak;
    /// use combinatorial_games::misere::MisereQuotient;
    /// // Misère Nim grows at each power of two.
    /// let q = MisereQuotient::compute(&TakeAndBreak::nim(), 7).unwrap();
    /// assert_eq!(q.expansion_heaps(), &[1, 2, 4]);
    /// ```
    pub fn expansion_heaps(&self) -> &[usize] {
        &self.expansions
    }

    /// The class of a heap: computed, or by the period; `None` past both.
    ///
    /// ```
    /// use combinatorial_games::impartial::TakeAndBreak;
    /// use combinatorial_games::misere::MisereQuotient;
    /// // `.3`: take one token. Only the parity counts: the group of
    /// // order 2, an odd heap its other element.
    /// let q = MisereQuotient::compute(&".3".parse::<TakeAndBreak>().unwrap(), 30).unwrap();
    /// let odd = q.element(1).unwrap();
    /// assert_eq!(q.element(2), Some(0));
    /// // Past the heaps computed, by the period.
    /// assert_eq!(q.element(1001), Some(odd));
    /// // Nim proves no period: past its heaps, nothing is known.
    /// let nim = MisereQuotient::compute(&TakeAndBreak::nim(), 3).unwrap();
    /// assert_eq!(nim.element(4), None);
    /// ```
    pub fn element(&self, heap: usize) -> Option<usize> {
        if let Some(&x) = self.prefn.get(heap) {
            return Some(x as usize);
        }
        let p = self.period?;
        let h = p.preperiod + (heap - p.preperiod) % p.period;
        Some(self.prefn[h] as usize)
    }

    /// The class of a sum of heaps.
    ///
    /// ```
    /// use combinatorial_games::impartial::TakeAndBreak;
    /// use combinatorial_games::misere::MisereQuotient;
    /// // `.3`: take one token. Only the parity counts: the group of
    /// // order 2, an odd heap its other element.
    /// let q = MisereQuotient::compute(&".3".parse::<TakeAndBreak>().unwrap(), 30).unwrap();
    /// let odd = q.element(1).unwrap();
    /// assert_eq!(q.sum(&[1, 1, 1]), Some(odd));
    /// assert_eq!(q.sum(&[3, 5]), Some(0));
    /// ```
    pub fn sum(&self, heaps: &[usize]) -> Option<usize> {
        heaps
            .iter()
            .try_fold(0, |acc, &h| {
                Some(self.table.mul(acc, self.element(h)? as u32))
            })
            .map(|x| x as usize)
    }

    /// The misère outcome of a sum of heaps: P when the player to move
    /// loses, else N.
    ///
    /// ```
    /// use combinatorial_games::impartial::TakeAndBreak;
    /// use combinatorial_games::misere::MisereQuotient;
    /// use combinatorial_games::Outcome;
    /// let q = MisereQuotient::compute(&TakeAndBreak::nim(), 3).unwrap();
    /// // One heap of 1: the player to move must take it, and loses.
    /// assert_eq!(q.outcome(&[1]), Some(Outcome::P));
    /// // Two: take one, and the other player must take the last.
    /// assert_eq!(q.outcome(&[1, 1]), Some(Outcome::N));
    /// // 2 + 3: as in normal Nim, the nim-sum is 1, so N.
    /// assert_eq!(q.outcome(&[2, 3]), Some(Outcome::N));
    /// ```
    pub fn outcome(&self, heaps: &[usize]) -> Option<Outcome> {
        Some(if self.is_p(self.sum(heaps)?) {
            Outcome::P
        } else {
            Outcome::N
        })
    }

    /// The name of an element in the presentation's generators (`1` the
    /// identity), as the tables of the literature write it.
    ///
    /// ```
    /// use combinatorial_games::impartial::TakeAndBreak;
    /// use combinatorial_games::misere::MisereQuotient;
    /// // Misère Nim with heaps up to 3 (Conway's T₂): heap 1 is a, 2 is b,
    /// // and 3 is ab.
    /// let q = MisereQuotient::compute(&TakeAndBreak::nim(), 3).unwrap();
    /// let name = |heap| q.name(q.element(heap).unwrap()).unwrap().to_string();
    /// assert_eq!([name(0), name(1), name(2), name(3)], ["1", "a", "b", "ab"]);
    /// ```
    pub fn name(&self, element: usize) -> Option<&str> {
        self.presentation.names.get(element).map(String::as_str)
    }

    /// The presentation: generators, relations, names.
    ///
    /// ```
    /// use combinatorial_games::impartial::TakeAndBreak;
    /// use combinatorial_games::misere::MisereQuotient;
    /// // Heaps of 0 and 1: the group of order 2.
    /// let q = MisereQuotient::compute(&TakeAndBreak::nim(), 1).unwrap();
    /// assert_eq!(q.presentation().to_string(), "⟨a | a² = 1⟩");
    /// ```
    pub fn presentation(&self) -> &Presentation {
        &self.presentation
    }

    /// The winning moves in a sum of heaps: for each, the index of the heap
    /// played in and the heaps it leaves. Empty when the sum is a misère
    /// P-position (or has no moves); `None` when a heap is past what the
    /// quotient knows.
    ///
    /// ```
    /// use combinatorial_games::impartial::TakeAndBreak;
    /// use combinatorial_games::misere::MisereQuotient;
    /// let nim = TakeAndBreak::nim();
    /// let q = MisereQuotient::compute(&nim, 7).unwrap();
    /// // Misère Nim 1 + 3 + 5: with a heap above 1 left, play as in normal
    /// // Nim, to nim-sum 0: the 5 down to 2.
    /// let moves = q.winning_moves(&nim, &[1, 3, 5]).unwrap();
    /// assert!(moves.contains(&(2, vec![2])));
    /// ```
    pub fn winning_moves<G: HeapGame + ?Sized>(
        &self,
        game: &G,
        heaps: &[usize],
    ) -> Option<Vec<(usize, Vec<usize>)>> {
        let mut out = Vec::new();
        for (i, &h) in heaps.iter().enumerate() {
            let mut rest = heaps.to_vec();
            rest.remove(i);
            let others = self.sum(&rest)?;
            for option in game.options(h) {
                let x = option.iter().try_fold(others as u32, |acc, &k| {
                    Some(self.table.mul(acc, self.element(k)? as u32))
                })?;
                if self.table.p[x as usize] {
                    out.push((i, option));
                }
            }
        }
        Some(out)
    }
}

/// The least period the theorem proves from the images of heaps
/// `0..prefn.len()`, for moves taking at most `t` and leaving at most `r`
/// heaps: images periodic from `n₀ ≥ 1` with period `p` up to heap
/// `r·n₀ + r·p + t - 1` hold for all heaps (the induction of Guy and
/// Smith's theorem, on images and option images instead of nim-values).
fn proven_period(prefn: &[u32], t: usize, r: usize) -> Option<QuotientPeriod> {
    let n = prefn.len() - 1;
    for p in 1..=n / 2 {
        let mut m = n;
        while m > p && prefn[m] == prefn[m - p] {
            m -= 1;
        }
        // Periodic for heaps m+1..=n against m+1-p..: n0 = m + 1 - p.
        let n0 = (m + 1).saturating_sub(p).max(1);
        if n + 1 >= r * n0 + r * p + t {
            return Some(QuotientPeriod {
                preperiod: n0,
                period: p,
            });
        }
    }
    None
}
