//! A total order on canonical forms that does not depend on the order in
//! which games were created: the order options are printed and listed in.

use std::cmp::Ordering;

use super::Game;

/// The deterministic order in which options are printed: numbers (by value),
/// then nimbers, then other number-up-star values, then everything else (by
/// birthday, then by options). It does not depend on the order in which
/// games were created, so the same value prints the same text everywhere.
///
/// ```
/// use combinatorial_games::{display_order, Game};
/// use std::cmp::Ordering;
/// assert_eq!(display_order(&Game::from(5), &Game::star()), Ordering::Less);
/// assert_eq!(display_order(&Game::up(), &Game::star()), Ordering::Greater);
/// ```
pub fn display_order(a: &Game, b: &Game) -> Ordering {
    if a == b {
        return Ordering::Equal;
    }
    let category = |g: &Game| match g.number_up_star() {
        Some(p) if p.ups == 0 && p.nimber == 0 => 0,
        Some(p) if p.ups == 0 && p.number.is_zero() => 1,
        Some(_) => 2,
        None => 3,
    };
    match category(a).cmp(&category(b)) {
        Ordering::Equal => {}
        o => return o,
    }
    if let (Some(p), Some(q)) = (a.number_up_star(), b.number_up_star()) {
        return (p.number, p.ups, p.nimber).cmp(&(q.number, q.ups, q.nimber));
    }
    stacker::maybe_grow(64 * 1024, 1024 * 1024, || {
        a.birthday()
            .cmp(&b.birthday())
            .then_with(|| cmp_lists(a.left_options(), b.left_options()))
            .then_with(|| cmp_lists(a.right_options(), b.right_options()))
    })
}

fn cmp_lists(mut a: Vec<Game>, mut b: Vec<Game>) -> Ordering {
    sort_for_display(&mut a);
    sort_for_display(&mut b);
    for (x, y) in a.iter().zip(&b) {
        match display_order(x, y) {
            Ordering::Equal => {}
            o => return o,
        }
    }
    a.len().cmp(&b.len())
}

/// Sorts games into [`display_order`].
pub(crate) fn sort_for_display(v: &mut [Game]) {
    v.sort_by(display_order);
}
