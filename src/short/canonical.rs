//! The canonicalisation pipeline for a candidate `{L | R}` whose options are
//! already canonical: sort and drop repeats; answer nimbers and numbers at
//! once; otherwise remove dominated options and bypass reversible ones until
//! nothing changes; finally recognise number-up-star forms.

use std::cmp::Ordering;

use super::Game;
use super::nus::Nus;
use super::ops::leq;
use crate::numbers::Dyadic;

/// An option list being worked on: most have a few options, kept inline.
pub(crate) type Options = smallvec::SmallVec<[Game; 8]>;

fn sort_dedup(v: &mut Options) {
    v.sort_unstable_by_key(|g| g.id());
    v.dedup();
}

/// The canonical form of `{left | right}`.
pub(crate) fn canonicalize(mut left: Options, mut right: Options) -> Game {
    crate::budget::step();
    sort_dedup(&mut left);
    sort_dedup(&mut right);
    if let Some(g) = shortcut(&left, &right) {
        return g;
    }
    stacker::maybe_grow(256 * 1024, 4 * 1024 * 1024, || simplify(left, right))
}

/// Impartial forms of nimbers and forms made of numbers, in closed form.
fn shortcut(left: &[Game], right: &[Game]) -> Option<Game> {
    // {*a, *b, ... | the same} is the nimber of their mex.
    if left == right && left.iter().all(|g| g.as_nimber_u64().is_some()) {
        let mex = crate::impartial::mex(left.iter().filter_map(Game::as_nimber_u64));
        return Some(Game::from_nus(Nus {
            number: Dyadic::zero(),
            ups: 0,
            nimber: mex,
        }));
    }
    // Left's greatest and Right's least option, when every option is a
    // number (found without building anything: this runs for most forms).
    let extreme = |side: &[Game], better: Ordering| -> Option<Option<(Game, &Dyadic)>> {
        let mut best: Option<(Game, &Dyadic)> = None;
        for &g in side {
            let x = g.nus_number()?;
            if best.is_none_or(|(_, b)| x.cmp(b) == better) {
                best = Some((g, x));
            }
        }
        Some(best)
    };
    let (lmax, rmin) = (
        extreme(left, Ordering::Greater)?,
        extreme(right, Ordering::Less)?,
    );
    match (lmax, rmin) {
        (Some((_, a)), Some((_, b))) if a == b => Some(Game::from_nus(Nus {
            number: a.clone(),
            ups: 0,
            nimber: 1,
        })),
        // A hot switch between numbers: the extreme options are canonical.
        (Some((a, x)), Some((b, y))) if x > y => {
            Some(Game::from_canonical_general(vec![a], vec![b]))
        }
        (a, b) => Some(Game::number(
            Dyadic::simplest_between(a.map(|a| a.1), b.map(|b| b.1)).expect("lo < hi"),
        )),
    }
}

fn simplify(mut left: Options, mut right: Options) -> Game {
    loop {
        remove_dominated(&mut left, &mut right);
        let changed = bypass_reversible(&mut left, &mut right);
        if !changed {
            break;
        }
        sort_dedup(&mut left);
        sort_dedup(&mut right);
        if let Some(g) = shortcut(&left, &right) {
            return g;
        }
    }
    if let Some(g) = shortcut(&left, &right) {
        return g;
    }
    if let Some(n) = recognise_nus(&left, &right) {
        return Game::from_nus(n);
    }
    Game::from_canonical_general(left.into_vec(), right.into_vec())
}

/// Drops Left options that are below another Left option, and Right options
/// above another Right option. The options are distinct canonical forms, so
/// `<=` between two of them is strict.
fn remove_dominated(left: &mut Options, right: &mut Options) {
    if left.len() > 1 {
        *left = undominated(left, &|a, b| leq(a, b));
    }
    if right.len() > 1 {
        *right = undominated(right, &|a, b| leq(b, a));
    }
}

/// The options of `side` that no other is above (`below(a, b)`: `a` is
/// dominated by `b`), in their order. Each option is compared with the
/// undominated ones found so far only: one below a dropped option is below
/// the option that dropped it, so the comparisons are about the number of
/// options times the number kept, not its square.
fn undominated(side: &[Game], below: &dyn Fn(Game, Game) -> bool) -> Options {
    // Indexes into `side` of the options not dominated so far.
    let mut kept: smallvec::SmallVec<[usize; 8]> = smallvec::SmallVec::new();
    for (i, &a) in side.iter().enumerate() {
        // Comparisons of number-up-star values are closed forms and count
        // no steps of their own; thousands of nimbers make millions of them.
        crate::budget::steps(kept.len().max(1));
        if kept.iter().any(|&k| below(a, side[k])) {
            continue;
        }
        kept.retain(|k| !below(side[*k], a));
        kept.push(i);
    }
    kept.sort_unstable();
    kept.into_iter().map(|k| side[k]).collect()
}

/// Replaces each reversible option by the options it reverses to. Returns
/// whether anything changed. The test `A^R <= G` uses G as option lists, so
/// the candidate is never built.
fn bypass_reversible(left: &mut Options, right: &mut Options) -> bool {
    let mut changed = false;
    let mut new_left = Options::with_capacity(left.len());
    for &a in left.iter() {
        match a
            .right_slice()
            .iter()
            .copied()
            .find(|&ar| le_game_lists(ar, left, right))
        {
            Some(ar) => {
                new_left.extend_from_slice(&ar.left_slice());
                changed = true;
            }
            None => new_left.push(a),
        }
    }
    let mut new_right = Options::with_capacity(right.len());
    for &b in right.iter() {
        match b
            .left_slice()
            .iter()
            .copied()
            .find(|&bl| lists_le_game(left, right, bl))
        {
            Some(bl) => {
                new_right.extend_from_slice(&bl.right_slice());
                changed = true;
            }
            None => new_right.push(b),
        }
    }
    *left = new_left;
    *right = new_right;
    changed
}

/// `x <= {left | right}`.
fn le_game_lists(x: Game, left: &[Game], right: &[Game]) -> bool {
    crate::budget::steps(right.len());
    stacker::maybe_grow(64 * 1024, 1024 * 1024, || {
        right.iter().all(|&gr| !leq(gr, x))
            && x.left_slice()
                .iter()
                .all(|&xl| !lists_le_game(left, right, xl))
    })
}

/// `{left | right} <= x`.
fn lists_le_game(left: &[Game], right: &[Game], x: Game) -> bool {
    crate::budget::steps(left.len());
    stacker::maybe_grow(64 * 1024, 1024 * 1024, || {
        left.iter().all(|&gl| !leq(x, gl))
            && x.right_slice()
                .iter()
                .all(|&xr| !le_game_lists(xr, left, right))
    })
}

/// Recognises a canonical `{left | right}` made of number-up-star options as
/// a number-up-star value, by proposing the one candidate its shape allows
/// and checking that candidate's canonical options against it.
fn recognise_nus(left: &[Game], right: &[Game]) -> Option<Nus> {
    let l: Vec<&Nus> = left.iter().map(|g| g.as_nus_ref()).collect::<Option<_>>()?;
    let r: Vec<&Nus> = right
        .iter()
        .map(|g| g.as_nus_ref())
        .collect::<Option<_>>()?;
    let candidate = if left == right {
        let x = &l.first()?.number;
        Nus {
            number: x.clone(),
            ups: 0,
            nimber: l.len() as u64,
        }
    } else if l.len() == 2 && r.len() == 1 && r[0].is_number() {
        Nus {
            number: r[0].number.clone(),
            ups: 1,
            nimber: 1,
        }
    } else if r.len() == 2 && l.len() == 1 && l[0].is_number() {
        Nus {
            number: l[0].number.clone(),
            ups: -1,
            nimber: 1,
        }
    } else if l.len() == 1
        && r.len() == 1
        && l[0].is_number()
        && r[0].number == l[0].number
        && r[0].ups >= 0
    {
        Nus {
            number: l[0].number.clone(),
            ups: r[0].ups.checked_add(1)?,
            nimber: r[0].nimber ^ 1,
        }
    } else if l.len() == 1
        && r.len() == 1
        && r[0].is_number()
        && l[0].number == r[0].number
        && l[0].ups <= 0
    {
        Nus {
            number: r[0].number.clone(),
            ups: l[0].ups.checked_sub(1)?,
            nimber: l[0].nimber ^ 1,
        }
    } else {
        return None;
    };
    let same = |opts: Vec<Nus>, side: &[&Nus]| {
        opts.len() == side.len() && opts.iter().all(|o| side.contains(&o))
    };
    (same(candidate.left_options(), &l) && same(candidate.right_options(), &r)).then_some(candidate)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `undominated` against the definition (keep an option that no other
    /// option is above), on subsets of a pool of forms of many kinds.
    #[test]
    fn undominated_keeps_what_no_other_option_is_above() {
        let pool: Vec<Game> = [
            "0", "1", "-1", "1/2", "*", "*2", "^", "v*", "{1|-1}", "{2|1}", "{1|*}", "{0|^}",
            "^^*", "{3|-2}", "{*|-1}", "1*", "{1/2|0}",
        ]
        .iter()
        .map(|s| s.parse().unwrap())
        .collect();
        let mut next = crate::test_rng::xorshift(0x9E37_79B9_7F4A_7C15);
        for _ in 0..2000 {
            let state = next();
            let mut side: Options = pool
                .iter()
                .enumerate()
                .filter(|&(i, _)| state >> i & 1 == 1)
                .map(|(_, &g)| g)
                .collect();
            sort_dedup(&mut side);
            for below in [
                &(|a, b| leq(a, b)) as &dyn Fn(Game, Game) -> bool,
                &|a, b| leq(b, a),
            ] {
                let plain: Options = side
                    .iter()
                    .copied()
                    .filter(|&a| !side.iter().any(|&b| b != a && below(a, b)))
                    .collect();
                assert_eq!(undominated(&side, below), plain, "{side:?}");
            }
        }
    }
}
