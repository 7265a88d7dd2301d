//! The impartial variant of a ruleset's position (CGSuite's
//! `ImpartialVariant`: either player may make any move of either's) as a
//! nim-value, found part by part: the variant of a sum is the nim-sum of
//! its parts' variants, since the parts never interact. A symmetry of the
//! rules keeps it, even one that swaps the players, as both players have
//! every move.

use std::collections::{HashMap, HashSet};

use super::{Normalized, Ruleset};

/// The nim-value of `p`'s impartial variant, or `None` when it goes
/// through more than `max_positions` positions (or repeats one, which a
/// ruleset's positions do not).
pub(crate) fn impartial_variant_nim<P: Ruleset>(p: P, max_positions: usize) -> Option<u64> {
    match p.impartial_variant_shortcut() {
        Some(nim) => Some(nim),
        None => walk(p, max_positions),
    }
}

/// The nim-value by the mex rule over every move of either player.
fn walk<P: Ruleset>(p: P, max_positions: usize) -> Option<u64> {
    let mut nim = Nim {
        values: HashMap::new(),
        open: HashSet::new(),
        max_positions,
    };
    nim.of_sum(p)
}

struct Nim<P> {
    values: HashMap<P, u64>,
    /// The positions being valued: met again below themselves, the game
    /// would be loopy.
    open: HashSet<P>,
    max_positions: usize,
}

impl<P: Ruleset> Nim<P> {
    fn of_sum(&mut self, p: P) -> Option<u64> {
        let mut sum = 0;
        for part in p.components() {
            let part = match part.normalized() {
                Normalized::Same(q) | Normalized::Negated(q) => q,
            };
            sum ^= stacker::maybe_grow(64 * 1024, 1024 * 1024, || self.of_part(part))?;
        }
        Some(sum)
    }

    /// The mex of the nim-values of every move of either player.
    fn of_part(&mut self, p: P) -> Option<u64> {
        if let Some(&v) = self.values.get(&p) {
            return Some(v);
        }
        if !self.open.insert(p.clone()) || self.open.len() + self.values.len() > self.max_positions
        {
            return None;
        }
        let mut seen = Vec::new();
        for q in p.left_moves().into_iter().chain(p.right_moves()) {
            seen.push(self.of_sum(q)?);
        }
        seen.sort_unstable();
        seen.dedup();
        let mex = (0..)
            .zip(&seen)
            .find(|&(i, &v)| i != v)
            .map_or(seen.len() as u64, |(i, _)| i);
        self.open.remove(&p);
        self.values.insert(p, mex);
        Some(mex)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::Domineering;

    #[test]
    fn domineering_made_impartial_is_cram_by_hand() {
        let nim = |b: &str| walk(b.parse::<Domineering>().unwrap(), 1000);
        // Cram on 1 x 2: one move, to nothing: *1. On 1 x 3: both moves
        // leave one square: mex{0} = 1. On 2 x 2: each of the four moves
        // leaves a domino's place, *1, so mex{1} = 0.
        assert_eq!(nim(".."), Some(1));
        assert_eq!(nim("..."), Some(1));
        assert_eq!(nim("..|.."), Some(0));
        // Past the bound: no answer.
        let four = || "....|....|....|....".parse::<Domineering>().unwrap();
        assert_eq!(walk(four(), 3), None);
        // Domineering's shortcut, Cram's value, does not walk: Cram on an
        // even by even board is 0 (the second player answers each domino
        // with its image under the half turn).
        assert_eq!(impartial_variant_nim(four(), 3), Some(0));
    }
}
