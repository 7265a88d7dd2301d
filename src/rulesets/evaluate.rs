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
    fn find(&mut self, key: &Keyed<P>) -> Option<Game>;
    fn keep(&mut self, key: Keyed<P>, value: Game);
    /// Asks for `key`'s place in the table before it is looked up (a hint
    /// only; a table that cannot do it does nothing).
    fn prefetch(&mut self, _key: &Keyed<P>) {}
    /// How often new components' colours exchanged were found, where this
    /// memo keeps count (one that does not looks every time).
    fn swap_odds(&mut self) -> Option<&mut SwapOdds> {
        None
    }
}

/// A position with its word ([`Ruleset::packed`]) worked out once. A
/// position is prefetched, looked up and kept, and packing it for each
/// of those was about 5 % of the time on a large Konane board.
pub(super) struct Keyed<P> {
    pub(super) pos: P,
    pub(super) word: Option<u64>,
}

impl<P: Ruleset> Keyed<P> {
    pub(super) fn new(pos: P) -> Keyed<P> {
        Keyed {
            word: pos.packed(),
            pos,
        }
    }
}

/// `part`'s position with its word.
fn keyed<P: Ruleset>(part: Normalized<P>) -> Normalized<Keyed<P>> {
    match part {
        Normalized::Same(p) => Normalized::Same(Keyed::new(p)),
        Normalized::Negated(p) => Normalized::Negated(Keyed::new(p)),
    }
}

/// How often a new component's colours exchanged
/// ([`Ruleset::negative_image`]) are found in the table, so that the
/// lookup, a cache miss for each new component, is made only where it
/// pays. Where it does (a board that is its own colour swap up to a
/// mirror, such as the first 4 x 6 Konane board of `benches/README.md`:
/// found for a third of its new components) a find saves a component's
/// whole valuing; where it does not (the second board: 73 of 440 362),
/// the lookups are about 7 % of the time. Values are the same either way.
#[derive(Debug, Default)]
pub(super) struct SwapOdds {
    tried: u32,
    found: u32,
    skipped: u32,
}

/// Lookups go on while at least one in this many finds something (a find
/// saves at least a component's valuing, tens of lookups' time).
const RARE: u32 = 256;

/// Once they have stopped, one new component in this many is still looked
/// for, so that the odds follow a search that reaches other positions.
const SAMPLE: u32 = 32;

/// The counts are halved when this many lookups have been made: the odds
/// are those of the positions met lately.
const WINDOW: u32 = 1 << 16;

impl SwapOdds {
    /// Whether to look for the next new component's colours exchanged:
    /// while finds are not rare (counting one find in advance, so that the
    /// first [`RARE`] are always looked for), else one time in [`SAMPLE`].
    fn worth_looking(&mut self) -> bool {
        if (self.found + 1) * RARE > self.tried {
            return true;
        }
        self.skipped = self.skipped.wrapping_add(1);
        self.skipped.is_multiple_of(SAMPLE)
    }

    fn record(&mut self, found: bool) {
        self.tried += 1;
        self.found += u32::from(found);
        if self.tried >= WINDOW {
            self.tried /= 2;
            self.found /= 2;
        }
    }
}

/// The value of `key`'s colours exchanged, negated, if the table has it
/// and [`SwapOdds`] says to look.
fn swapped_in<P: Ruleset>(memo: &mut impl Memo<P>, key: &P, asked: bool) -> Option<Game> {
    if !asked && memo.swap_odds().is_some_and(|odds| !odds.worth_looking()) {
        return None;
    }
    let n = key.negative_image().filter(|n| n != key)?;
    let found = memo.find(&Keyed::new(n));
    if let Some(odds) = memo.swap_odds() {
        odds.record(found.is_some());
    }
    found.map(|g| -g)
}

/// The sum of the values of `p`'s components, for a caller: each
/// component's colours exchanged are looked for whatever the odds (a user
/// who has valued a board and asks for its negative gets it at once).
pub(super) fn value_asked<P: Ruleset>(memo: &mut impl Memo<P>, p: P) -> Game {
    value_in(memo, p, true)
}

/// The sum of the values of `p`'s components (`asked`: see
/// [`value_asked`]).
fn value_in<P: Ruleset>(memo: &mut impl Memo<P>, p: P, asked: bool) -> Game {
    if P::REMEMBER_POSITIONS {
        value_whole(memo, keyed(p.normalized()), asked)
    } else {
        sum_of_parts(memo, p, asked, None).0
    }
}

/// [`value_in`] where the table keeps whole positions, each as its
/// representative ([`Ruleset::normalized`]): one reached again, by other
/// moves or as an image, skips the split.
fn value_whole<P: Ruleset>(memo: &mut impl Memo<P>, p: Normalized<Keyed<P>>, asked: bool) -> Game {
    match p {
        Normalized::Same(key) => whole_in(memo, key, asked),
        Normalized::Negated(key) => -whole_in(memo, key, asked),
    }
}

fn whole_in<P: Ruleset>(memo: &mut impl Memo<P>, p: Keyed<P>, asked: bool) -> Game {
    if let Some(g) = memo.find(&p) {
        return g;
    }
    let (sum, kept) = sum_of_parts(memo, p.pos.clone(), asked, p.word);
    if !kept {
        memo.keep(p, sum);
    }
    sum
}

/// The sum of the values of `p`'s components, each looked up but one
/// whose word is `missing` (a whole position just looked for, which is
/// most often its own single component); and whether that one was its
/// only component, valued and kept under the word (so kept whole too).
fn sum_of_parts<P: Ruleset>(
    memo: &mut impl Memo<P>,
    p: P,
    asked: bool,
    missing: Option<u64>,
) -> (Game, bool) {
    // Most positions are one component: start from it, not from 0.
    let (mut sum, mut parts, mut kept) = (None::<Game>, 0, false);
    p.for_each_component(&mut |c| {
        let part = match keyed(c.normalized()) {
            Normalized::Same(key) if key.word.is_some() && key.word == missing => {
                kept = true;
                component_new(memo, key, asked)
            }
            part => part_in(memo, part, asked),
        };
        parts += 1;
        sum = Some(sum.map_or(part, |s| s + part));
    });
    (sum.unwrap_or_else(Game::zero), kept && parts == 1)
}

/// The value of one component, given as its representative.
fn part_in<P: Ruleset>(memo: &mut impl Memo<P>, part: Normalized<Keyed<P>>, asked: bool) -> Game {
    match part {
        Normalized::Same(key) => component_in(memo, key, asked),
        Normalized::Negated(key) => -component_in(memo, key, asked),
    }
}

fn component_in<P: Ruleset>(memo: &mut impl Memo<P>, key: Keyed<P>, asked: bool) -> Game {
    if let Some(g) = memo.find(&key) {
        return g;
    }
    component_new(memo, key, asked)
}

/// The value of a component not in the table, found and kept.
fn component_new<P: Ruleset>(memo: &mut impl Memo<P>, key: Keyed<P>, asked: bool) -> Game {
    // The players' roles swapped: a position valued already, negated.
    if let Some(g) = swapped_in(memo, &key.pos, asked) {
        memo.keep(key, g);
        return g;
    }
    // Deep positions recurse deeply: grow the stack rather than overflow
    // it.
    let g = stacker::maybe_grow(128 * 1024, 4 * 1024 * 1024, || {
        let (pos, ahead) = (&key.pos, key.word.is_some());
        let left = side_values(memo, pos, ahead, P::for_each_left_move);
        let right = if P::IMPARTIAL {
            left.clone()
        } else {
            side_values(memo, pos, ahead, P::for_each_right_move)
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
/// up first is the move itself, normalised, where the ruleset remembers
/// whole positions (Konane: about a tenth less time on the second 4 x 6
/// board), and otherwise each of its components, split and normalised once
/// here (Cram 5 x 6: about 7 % less).
fn side_values<P: Ruleset>(
    memo: &mut impl Memo<P>,
    key: &P,
    ahead: bool,
    moves: fn(&P, &mut dyn FnMut(P)),
) -> Values {
    let mut values = Values::new();
    if !ahead {
        moves(key, &mut |q| values.push(value_in(memo, q, false)));
        return values;
    }
    if P::REMEMBER_POSITIONS {
        // Each move is looked up whole first.
        let mut options: SmallVec<[Normalized<Keyed<P>>; 8]> = SmallVec::new();
        moves(key, &mut |q| options.push(keyed(q.normalized())));
        for Normalized::Same(q) | Normalized::Negated(q) in &options {
            memo.prefetch(q);
        }
        values.extend(options.into_iter().map(|q| value_whole(memo, q, false)));
        return values;
    }
    // Each move's parts are what is looked up: split them all first.
    let mut parts: SmallVec<[(usize, Normalized<Keyed<P>>); 12]> = SmallVec::new();
    let mut n = 0;
    moves(key, &mut |q| {
        q.for_each_component(&mut |c| parts.push((n, keyed(c.normalized()))));
        n += 1;
    });
    for (_, Normalized::Same(k) | Normalized::Negated(k)) in &parts {
        memo.prefetch(k);
    }
    let mut parts = parts.into_iter().peekable();
    for i in 0..n {
        let mut sum: Option<Game> = None;
        while let Some((_, part)) = parts.next_if(|(j, _)| *j == i) {
            let g = part_in(memo, part, false);
            sum = Some(sum.map_or(g, |s| s + g));
        }
        values.push(sum.unwrap_or_else(Game::zero));
    }
    values
}

/// The values of a position's moves for one side: most positions have a
/// few, kept inline, in the list canonical forms are made from.
type Values = crate::short::Options;

#[cfg(test)]
mod tests {
    use super::*;

    /// How many of `n` new components are looked for, when each lookup
    /// finds something with `finds(i)`.
    fn looked(n: u32, finds: impl Fn(u32) -> bool) -> u32 {
        let mut odds = SwapOdds::default();
        let mut looked = 0;
        for i in 0..n {
            if odds.worth_looking() {
                looked += 1;
                odds.record(finds(i));
            }
        }
        looked
    }

    #[test]
    fn lookups_stop_where_they_never_find_and_go_on_where_they_do() {
        // Never found: the first 256, then one in 32 of the rest.
        assert_eq!(looked(256 + 32 * 1000, |_| false), 256 + 1000);
        // Found a third of the time: every one.
        assert_eq!(looked(200_000, |i| i % 3 == 0), 200_000);
        // Found once in 100: above one in 256, so every one.
        assert_eq!(looked(100_000, |i| i % 100 == 0), 100_000);
    }

    #[test]
    fn lookups_start_again_when_finds_come_back() {
        let mut odds = SwapOdds::default();
        for _ in 0..10_000 {
            if odds.worth_looking() {
                odds.record(false);
            }
        }
        assert!(!(0..31).all(|_| odds.worth_looking()));
        // Every sampled lookup now finds: after a few the odds are back.
        let mut looked_in_a_row = 0;
        for _ in 0..10_000 {
            if odds.worth_looking() {
                odds.record(true);
                looked_in_a_row += 1;
            } else {
                looked_in_a_row = 0;
            }
        }
        assert!(looked_in_a_row > 9_000, "{looked_in_a_row}");
    }
}
