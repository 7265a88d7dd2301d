//! Counting a game's positions: its followers and its stopping positions.
//!
//! Integers are counted without being walked (`n`'s followers are `0, 1,
//! …, n`), so `(-1823437481924).FollowerCount` answers at once.

use num_bigint::{BigInt, BigUint};
use num_traits::{One, Zero};
use rustc_hash::{FxHashMap, FxHashSet};

use super::Game;
use super::table::Kind;

/// The largest nimber whose stop count `2·3^(m-1)` is worked out (it has
/// about `m/2` digits).
pub const MAX_STOP_COUNT_NIMBER: u64 = 1 << 16;

impl Game {
    /// Every position of this game, itself included, each once (the
    /// language's `Followers`). Each is marked when first met, so it is
    /// pushed once: `*m`'s options are not pushed again by each of its m
    /// followers.
    pub(crate) fn followers(&self) -> Vec<Game> {
        let mut seen = FxHashSet::from_iter([*self]);
        let mut work = vec![*self];
        while let Some(h) = work.pop() {
            let options = h.left_options().into_iter().chain(h.right_options());
            work.extend(options.filter(|o| seen.insert(*o)));
        }
        seen.into_iter().collect()
    }

    /// How many distinct positions this game has, itself included
    /// (CGSuite's `FollowerCount`). An integer `n` has `|n| + 1`, a nimber
    /// `*m` has `m + 1`.
    ///
    /// Walks the positions other than integers and nimbers: for a game with
    /// a huge nimber beside a number or ups, or a huge count of ups, inside,
    /// see [`Game::check_expandable`].
    ///
    /// ```
    /// use combinatorial_games::Game;
    /// assert_eq!(Game::from(-1823437481924i64).follower_count(), 1823437481925u64.into());
    /// // {1|*}: itself, 1, *, 0.
    /// assert_eq!("{1|*}".parse::<Game>().unwrap().follower_count(), 4u32.into());
    /// // {0|*3} (= ↑*2): itself, 0, *3, *2, *; and *(2^63): 0 to *(2^63).
    /// assert_eq!("{0|*3}".parse::<Game>().unwrap().follower_count(), 5u32.into());
    /// assert_eq!(Game::nimber(1 << 63).follower_count(), ((1u64 << 63) + 1).into());
    /// ```
    pub fn follower_count(&self) -> BigUint {
        // Marked when first met, so that each is pushed once.
        let (mut seen, mut work) = (FxHashSet::from_iter([self.id()]), vec![*self]);
        // The integers met reach from `lowest` to `highest` (0 among them).
        let (mut integers, mut lowest, mut highest) = (false, BigInt::zero(), BigInt::zero());
        let mut others = 0u64;
        // The largest nimber met: *1 to it are followers.
        let mut nimbers = 0u64;
        while let Some(g) = work.pop() {
            if let Some(n) = g.nus_number().and_then(|x| x.to_integer()) {
                integers = true;
                lowest = lowest.min(n.clone());
                highest = highest.max(n);
                continue;
            }
            // A nimber *m has the followers *0 to *m: counted, not listed
            // (*(2^63) cannot be).
            if let Some(m) = g.as_nimber_u64() {
                integers = true;
                lowest = lowest.min(BigInt::zero());
                highest = highest.max(BigInt::zero());
                nimbers = nimbers.max(m);
                continue;
            }
            crate::budget::step();
            others += 1;
            let options = g.left_options().into_iter().chain(g.right_options());
            work.extend(options.filter(|o| seen.insert(o.id())));
        }
        let integers = if integers {
            (highest - lowest + 1u32).to_biguint().expect("a count")
        } else {
            BigUint::zero()
        };
        integers + others + nimbers
    }

    /// The number of stopping positions of this game's tree (CGSuite's
    /// `StopCount`): 1 for a number, else the sum over every option, Left's
    /// and Right's, of theirs. `*m` has `2·3^(m-1)`. `None` when that
    /// would be more than [`MAX_STOP_COUNT_NIMBER`] nimbers' worth.
    ///
    /// ```
    /// use combinatorial_games::Game;
    /// assert_eq!(Game::from(5).stop_count(), Some(1u32.into()));
    /// // ↑ = {0|*}: 0 stops, * = {0|0} has two stops.
    /// assert_eq!(Game::up().stop_count(), Some(3u32.into()));
    /// assert_eq!(Game::nimber(8).stop_count(), Some(4374u32.into()));
    /// ```
    pub fn stop_count(&self) -> Option<BigUint> {
        stop_count(*self, &mut FxHashMap::default())
    }
}

fn stop_count(g: Game, memo: &mut FxHashMap<u32, Option<BigUint>>) -> Option<BigUint> {
    if let Some(n) = g.as_nus_ref()
        && n.ups == 0
    {
        return match n.nimber {
            0 => Some(BigUint::one()),
            m if m <= MAX_STOP_COUNT_NIMBER => {
                Some(BigUint::from(2u32) * BigUint::from(3u32).pow((m - 1) as u32))
            }
            _ => None,
        };
    }
    if let Some(c) = memo.get(&g.id()) {
        return c.clone();
    }
    crate::budget::step();
    let c = stacker::maybe_grow(64 * 1024, 1024 * 1024, || {
        let options = match &g.0.kind {
            Kind::General { left, right } => left.iter().chain(right.iter()).copied().collect(),
            Kind::Nus(_) => g
                .left_options()
                .into_iter()
                .chain(g.right_options())
                .collect::<Vec<_>>(),
        };
        options
            .into_iter()
            .try_fold(BigUint::zero(), |sum, o| Some(sum + stop_count(o, memo)?))
    });
    memo.insert(g.id(), c.clone());
    c
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The counts against a plain walk of every position.
    #[test]
    fn follower_counts_agree_with_a_plain_walk() {
        for text in [
            "0",
            "7",
            "-5",
            "3/8",
            "-9/4",
            "{3||2*|1*}",
            "^*6",
            "{5|-7}",
            "{1|^^||^}",
        ] {
            let g: Game = text.parse().unwrap();
            let (mut seen, mut work) = (FxHashSet::default(), vec![g]);
            while let Some(h) = work.pop() {
                if seen.insert(h) {
                    work.extend(h.left_options().into_iter().chain(h.right_options()));
                }
            }
            assert_eq!(g.follower_count(), BigUint::from(seen.len()), "{text}");
            let mut listed = g.followers();
            listed.sort_by_key(|h| h.id());
            let mut walked: Vec<Game> = seen.into_iter().collect();
            walked.sort_by_key(|h| h.id());
            assert_eq!(listed, walked, "{text}");
        }
    }

    #[test]
    fn stop_counts_by_hand() {
        let count = |t: &str| t.parse::<Game>().unwrap().stop_count().unwrap();
        // *2 = {0,*|0,*}: 1 + 2 + 1 + 2.
        assert_eq!(count("*2"), 6u32.into());
        // {3||2*|1*}: 3 is one stop; {2*|1*} has 2* = {2|2} and 1*, two each.
        assert_eq!(count("{3||2*|1*}"), 5u32.into());
        assert!(Game::nimber(1 << 20).stop_count().is_none());
    }
}
