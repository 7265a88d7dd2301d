//! Win/lose and remoteness for Toads and Frogs, a partizan game: the
//! position includes who is to move. A strip with Right to move plays like
//! its conjugate (reversed, toads and frogs swapped) with Left to move, so
//! the two share one entry.

use super::search::{Searcher, TooLarge, Verdict};

use crate::rulesets::{Ruleset, ToadsAndFrogs};

pub(super) fn verdict(
    t: &ToadsAndFrogs,
    left: bool,
    s: &mut Searcher,
) -> Result<Verdict, TooLarge> {
    let key = if left { t.clone() } else { t.conjugate() };
    s.work = 0;
    solve(key, s)
}

/// `t` with Left to move.
fn solve(t: ToadsAndFrogs, s: &mut Searcher) -> Result<Verdict, TooLarge> {
    if let Some(&v) = s.toads.get(&t) {
        return Ok(v);
    }
    let moves = t.left_moves();
    s.spend(moves.len())?;
    let mut verdicts = Vec::new();
    for q in moves {
        // Right to move in q is Left to move in q's conjugate.
        let v = stacker::maybe_grow(64 * 1024, 1024 * 1024, || solve(q.conjugate(), s))?;
        verdicts.push(v);
    }
    let v = Verdict::from_options(verdicts);
    s.toads.insert(t, v);
    Ok(v)
}
