//! A total order on canonical forms that does not depend on the order in
//! which games were created: the order options are printed and listed in.

use std::cell::RefCell;
use std::cmp::Ordering;

use rustc_hash::FxHashMap;

use super::Game;

/// The deterministic order in which options are printed, CGSuite's:
/// numbers (by value), then nimbers, then the other uptimals (by their
/// [`UptimalExpansion`](crate::UptimalExpansion): number, then coefficient
/// by coefficient, the shorter first, then nimber), then everything else,
/// by Left's options (each list in this order, compared item by item, a
/// list before its extensions), then by Right's. It does not depend on the
/// order in which games were created, so the same value prints the same
/// text everywhere.
///
/// ```
/// use combinatorial_games::{display_order, Game};
/// use std::cmp::Ordering;
/// assert_eq!(display_order(&Game::from(5), &Game::star()), Ordering::Less);
/// assert_eq!(display_order(&Game::up(), &Game::star()), Ordering::Greater);
/// // {3||2*|1*} before {2*|1*}: its Left option 3 is a number, 2* is not.
/// let (a, b): (Game, Game) = ("{3||2*|1*}".parse().unwrap(), "{2*|1*}".parse().unwrap());
/// assert_eq!(display_order(&a, &b), Ordering::Less);
/// ```
pub fn display_order(a: &Game, b: &Game) -> Ordering {
    if a == b {
        return Ordering::Equal;
    }
    let category = |g: &Game| match g.as_nus_ref() {
        Some(p) if p.ups == 0 && p.nimber == 0 => 0,
        Some(p) if p.ups == 0 && p.number.is_zero() => 1,
        Some(_) => 2,
        None if g.is_uptimal() => 2,
        None => 3,
    };
    if let (Some(p), Some(q)) = (a.as_nus_ref(), b.as_nus_ref()) {
        // Two number-up-star values, in the order of their expansions
        // (`x*m` is `x*m.0`, `x + k·↑ + *m` is `x*m.k`) without building them.
        let key = |p: &'static super::nus::Nus| (&p.number, p.ups != 0, p.ups, p.nimber);
        return category(a)
            .cmp(&category(b))
            .then_with(|| key(p).cmp(&key(q)));
    }
    let key = (a.id(), b.id());
    if let Some(o) = ORDERS.with(|m| m.borrow().get(&key).copied()) {
        return o;
    }
    crate::budget::step();
    let o = category(a).cmp(&category(b)).then_with(|| {
        match (a.uptimal_expansion(), b.uptimal_expansion()) {
            (Some(p), Some(q)) => p.cmp(&q),
            _ => stacker::maybe_grow(64 * 1024, 1024 * 1024, || {
                cmp_lists(a.left_options(), b.left_options())
                    .then_with(|| cmp_lists(a.right_options(), b.right_options()))
            }),
        }
    });
    ORDERS.with(|m| {
        let mut m = m.borrow_mut();
        if m.len() >= MAX_ORDERS {
            m.clear();
        }
        m.insert(key, o);
        m.insert((key.1, key.0), o.reverse());
    });
    o
}

thread_local! {
    /// The order of pairs found so far, one of them a general form. Forms share their
    /// parts, and comparing two of them compares their options' sorted
    /// lists, so without it the same pairs are compared again at every
    /// level: exponentially often in the depth
    /// (`(1/2^16).NortonProduct(*7)` never finished printing).
    static ORDERS: RefCell<FxHashMap<(u32, u32), Ordering>> = RefCell::new(FxHashMap::default());
}

/// Pairs remembered at most, per thread (about 8 MB of them).
const MAX_ORDERS: usize = 1 << 18;

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

impl Game {
    /// Left's options in [`display_order`], the order the printer writes
    /// them: the same list for the same game, whatever was built before
    /// ([`Game::left_options`] gives them in the order they were stored).
    ///
    /// ```
    /// use combinatorial_games::Game;
    /// // Built with ^ first, printed (and sorted) with * first.
    /// let g = Game::new([Game::up(), Game::star()], [Game::from(-3)]);
    /// assert_eq!(g.to_string(), "{*,^|-3}");
    /// let texts: Vec<String> = g.left_options_sorted().iter().map(|o| o.to_string()).collect();
    /// assert_eq!(texts, ["*", "^"]);
    /// ```
    pub fn left_options_sorted(&self) -> Vec<Game> {
        let mut v = self.left_options();
        sort_for_display(&mut v);
        v
    }

    /// Right's options in [`display_order`].
    ///
    /// ```
    /// use combinatorial_games::Game;
    /// let g = Game::new([Game::from(3)], [Game::down(), Game::star()]);
    /// let texts: Vec<String> = g.right_options_sorted().iter().map(|o| o.to_string()).collect();
    /// assert_eq!(texts, ["*", "v"]);
    /// ```
    pub fn right_options_sorted(&self) -> Vec<Game> {
        let mut v = self.right_options();
        sort_for_display(&mut v);
        v
    }
}

/// A game with a total order, [`display_order`], so that games can be keys
/// of a `BTreeMap` or members of a `BTreeSet` (`Game` itself is only
/// partially ordered, by `<=` of games).
///
/// ```
/// use std::collections::BTreeSet;
/// use combinatorial_games::{Game, OrderedGame};
/// let set: BTreeSet<OrderedGame> = [Game::up(), Game::star(), Game::zero(), Game::star()]
///     .into_iter()
///     .map(OrderedGame)
///     .collect();
/// let texts: Vec<String> = set.iter().map(|g| g.0.to_string()).collect();
/// assert_eq!(texts, ["0", "*", "^"]);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct OrderedGame(pub Game);

impl Ord for OrderedGame {
    fn cmp(&self, other: &OrderedGame) -> Ordering {
        display_order(&self.0, &other.0)
    }
}

impl PartialOrd for OrderedGame {
    fn partial_cmp(&self, other: &OrderedGame) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}
