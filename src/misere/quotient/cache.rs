//! Misère outcomes for play without a search: Bouton's rule for Nim, and
//! for other heap games their misère quotient, computed once to the heaps
//! a position needs, within a time budget.

use std::sync::{Arc, Mutex, MutexGuard};
use std::time::Duration;

use super::MisereQuotient;
use crate::budget::{Budget, OutOfBudget};
use crate::impartial::HeapGame;
use crate::short::Outcome;

/// The misère outcome of Nim with these heaps (Bouton, 1902): while some
/// heap has two tokens or more, the same as in normal play (a second
/// player's win exactly when the nim-sum is 0); with heaps of 0 and 1
/// only, a second player's win exactly when the 1s are odd in number.
///
/// ```
/// use combinatorial_games::misere::nim_outcome;
/// use combinatorial_games::Outcome;
/// assert_eq!(nim_outcome(&[1, 1, 1]), Outcome::P); // take one each, you take the last
/// assert_eq!(nim_outcome(&[1, 1]), Outcome::N);
/// assert_eq!(nim_outcome(&[]), Outcome::N); // no move: the player to move has won
/// assert_eq!(nim_outcome(&[2, 2]), Outcome::P);
/// assert_eq!(nim_outcome(&[1, 2, 3]), Outcome::P);
/// ```
pub fn nim_outcome(heaps: &[u64]) -> Outcome {
    let lost = if heaps.iter().any(|&h| h > 1) {
        heaps.iter().fold(0, |a, &h| a ^ h) == 0
    } else {
        heaps.iter().filter(|&&h| h == 1).count() % 2 == 1
    };
    if lost { Outcome::P } else { Outcome::N }
}

/// The time one computation of a quotient may take; past it (or past the
/// quotient's own bound on its size) sums with heaps as large get no
/// answer without a search.
pub const QUOTIENT_TIME: Duration = Duration::from_secs(2);

/// Heaps above this are not tried: the quotient of a game with larger
/// heaps is either periodic (and known from smaller ones) or beyond reach.
pub const QUOTIENT_HEAPS: usize = 10_000;

/// A heap game's misère quotient as far as it is known, shared by every
/// position of the game.
#[derive(Debug, Default)]
pub(crate) struct QuotientCache {
    known: Mutex<Known>,
}

#[derive(Debug, Default)]
struct Known {
    /// The quotient of the most heaps computed.
    quotient: Option<Arc<MisereQuotient>>,
    /// The smallest top heap whose quotient could not be computed.
    failed: Option<usize>,
}

impl QuotientCache {
    pub(crate) const fn new() -> QuotientCache {
        QuotientCache {
            known: Mutex::new(Known {
                quotient: None,
                failed: None,
            }),
        }
    }

    fn lock(&self) -> MutexGuard<'_, Known> {
        self.known.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// The misère outcome of a sum of heaps of `game`, from its quotient;
    /// `None` when the quotient of heaps that large cannot be had.
    pub(crate) fn outcome<G: HeapGame + ?Sized>(
        &self,
        game: &G,
        heaps: &[usize],
    ) -> Option<Outcome> {
        let top = heaps.iter().copied().max().unwrap_or(0);
        self.quotient(game, top)?.outcome(heaps)
    }

    fn quotient<G: HeapGame + ?Sized>(&self, game: &G, top: usize) -> Option<Arc<MisereQuotient>> {
        {
            let known = self.lock();
            if let Some(q) = known.quotient.as_ref().filter(|q| q.element(top).is_some()) {
                return Some(Arc::clone(q));
            }
            if top > QUOTIENT_HEAPS || known.failed.is_some_and(|f| f <= top) {
                return None;
            }
        }
        // Computed with the lock released: a spent budget unwinds.
        let computed = Budget::time(QUOTIENT_TIME).run(|| MisereQuotient::compute(game, top));
        let mut known = self.lock();
        match computed {
            Ok(Ok(q)) => {
                let q = Arc::new(q);
                let more = |old: &MisereQuotient| {
                    q.period().is_some()
                        || old.period().is_none() && old.heaps_computed() < q.heaps_computed()
                };
                if known.quotient.as_deref().is_none_or(more) {
                    known.quotient = Some(Arc::clone(&q));
                }
                Some(q)
            }
            // Our own limit, or the quotient's bound: heaps this large fail.
            Ok(Err(_)) | Err(OutOfBudget::Time(QUOTIENT_TIME)) => {
                known.failed = Some(known.failed.map_or(top, |f| f.min(top)));
                None
            }
            // A caller's budget or stop: nothing learnt about the game.
            Err(_) => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::impartial::TakeAndBreak;

    #[test]
    fn kayles_outcomes_come_from_one_quotient_grown_as_needed() {
        let cache = QuotientCache::new();
        let kayles = TakeAndBreak::kayles();
        // Misère Kayles: a row of 1 is lost (knock it down, lose), 2 and 3
        // are won (leave one pin), 1 + 1 is won.
        assert_eq!(cache.outcome(&kayles, &[1]), Some(Outcome::P));
        assert_eq!(cache.outcome(&kayles, &[2]), Some(Outcome::N));
        assert_eq!(cache.outcome(&kayles, &[1, 1]), Some(Outcome::N));
        assert_eq!(cache.lock().quotient.as_ref().unwrap().heaps_computed(), 2);
        assert_eq!(
            cache.outcome(&kayles, &[3, 5]),
            cache.outcome(&kayles, &[5, 3])
        );
        assert!(cache.lock().quotient.as_ref().unwrap().heaps_computed() >= 5);
    }

    #[test]
    fn heaps_past_the_limit_are_not_tried() {
        let cache = QuotientCache::new();
        // Past the largest heap tried: no answer, at once.
        let big = QUOTIENT_HEAPS + 1;
        assert_eq!(cache.outcome(&TakeAndBreak::kayles(), &[big]), None);
        assert!(cache.lock().failed.is_none());
    }
}
