//! The recursion of evaluation through a table: a position's value is the
//! sum of its components' values; each component is normalised, looked up,
//! and otherwise valued from its moves and kept. Where the table is kept
//! is [`Memo`]'s business (`solver.rs`).

use smallvec::SmallVec;

use super::{Normalized, Ruleset};
use crate::short::Game;

/// Where evaluation keeps what it has found: a [`super::Solver`]'s own map, or
/// the process-wide table that threads share.
pub(super) trait Memo<P> {
    fn find(&mut self, key: &P) -> Option<Game>;
    fn keep(&mut self, key: P, value: Game);
    /// Asks for `key`'s place in the table before it is looked up (a hint
    /// only; a table that cannot do it does nothing).
    fn prefetch(&mut self, _key: &P) {}
}

/// The sum of the values of `p`'s components.
pub(super) fn value_in<P: Ruleset>(memo: &mut impl Memo<P>, p: P) -> Game {
    // A position reached again by other moves skips the split.
    let raw = if P::REMEMBER_POSITIONS {
        if let Some(g) = memo.find(&p) {
            return g;
        }
        Some(p.clone())
    } else {
        None
    };
    // Most positions are one component: start from it, not from 0.
    let mut sum: Option<Game> = None;
    p.for_each_component(&mut |c| {
        let part = part_in(memo, c.normalized());
        sum = Some(sum.map_or(part, |s| s + part));
    });
    let sum = sum.unwrap_or_else(Game::zero);
    if let Some(raw) = raw {
        memo.keep(raw, sum);
    }
    sum
}

/// The value of one component, given as its representative.
fn part_in<P: Ruleset>(memo: &mut impl Memo<P>, part: Normalized<P>) -> Game {
    match part {
        Normalized::Same(key) => component_in(memo, key),
        Normalized::Negated(key) => -component_in(memo, key),
    }
}

fn component_in<P: Ruleset>(memo: &mut impl Memo<P>, key: P) -> Game {
    if let Some(g) = memo.find(&key) {
        return g;
    }
    // The players' roles swapped: a position valued already, negated.
    if let Some(g) = key
        .negative_image()
        .filter(|n| *n != key)
        .and_then(|n| memo.find(&n))
    {
        memo.keep(key, -g);
        return -g;
    }
    // Deep positions recurse deeply: grow the stack rather than overflow
    // it.
    let g = stacker::maybe_grow(128 * 1024, 4 * 1024 * 1024, || {
        let ahead = key.packed().is_some();
        let left = side_values(memo, &key, ahead, P::for_each_left_move);
        let right = if P::IMPARTIAL {
            left.clone()
        } else {
            side_values(memo, &key, ahead, P::for_each_right_move)
        };
        Game::from_lists(left, right)
    });
    memo.keep(key, g);
    g
}

/// The values of `key`'s moves for one side (`moves` lists them).
///
/// With `ahead` (where positions pack into words, [`Ruleset::packed`]),
/// every place in the table that the moves will be looked up at is asked
/// for ([`Memo::prefetch`]) before any is looked up, so that the lookups'
/// cache misses overlap instead of waiting one for another. What is looked
/// up first is the move itself where the ruleset remembers whole positions
/// (Konane: about a tenth less time on the second 4 x 6 board), and
/// otherwise each of its components, split and normalised once here
/// (Cram 5 x 6: about 7 % less).
fn side_values<P: Ruleset>(
    memo: &mut impl Memo<P>,
    key: &P,
    ahead: bool,
    moves: fn(&P, &mut dyn FnMut(P)),
) -> Values {
    let mut values = Values::new();
    if !ahead {
        moves(key, &mut |q| values.push(value_in(memo, q)));
        return values;
    }
    if P::REMEMBER_POSITIONS {
        // Each move is looked up whole first.
        let mut options: SmallVec<[P; 8]> = SmallVec::new();
        moves(key, &mut |q| options.push(q));
        for q in &options {
            memo.prefetch(q);
        }
        values.extend(options.into_iter().map(|q| value_in(memo, q)));
        return values;
    }
    // Each move's parts are what is looked up: split them all first.
    let mut parts: SmallVec<[(usize, Normalized<P>); 12]> = SmallVec::new();
    let mut n = 0;
    moves(key, &mut |q| {
        q.for_each_component(&mut |c| parts.push((n, c.normalized())));
        n += 1;
    });
    for (_, Normalized::Same(k) | Normalized::Negated(k)) in &parts {
        memo.prefetch(k);
    }
    let mut parts = parts.into_iter().peekable();
    for i in 0..n {
        let mut sum: Option<Game> = None;
        while let Some((_, part)) = parts.next_if(|(j, _)| *j == i) {
            let g = part_in(memo, part);
            sum = Some(sum.map_or(g, |s| s + g));
        }
        values.push(sum.unwrap_or_else(Game::zero));
    }
    values
}

/// The values of a position's moves for one side: most positions have a
/// few, kept inline, in the list canonical forms are made from.
type Values = crate::short::Options;
