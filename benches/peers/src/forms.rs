//! Operations on random short games against cgt 0.11: `peers forms
//! [COUNT] [SEED]`. Each game is built twice from the same option lists,
//! `Game::new` here and `CanonicalForm::new_from_moves` in cgt, from a pool
//! that starts with small numbers, `*`, `*2`, `*3` and `^` and grows with
//! every game made. For each, cgt's results are read back into our forms
//! (each one rebuilt from its options) and compared exactly: the canonical
//! form, a sum and `<=` with an earlier game, stops, mean, temperature,
//! both walls of the thermograph, the temper (even, odd or neither),
//! cooling by 1/2, 1 and 2, heating by 1 and by `*`, the reduced canonical
//! form, and, for infinitesimals, the atomic weight.

use std::collections::HashMap;

use cgt::numeric::dyadic_rational_number::DyadicRationalNumber;
use cgt::numeric::nimber::Nimber;
use cgt::short::partizan::canonical_form::CanonicalForm;
use combinatorial_games::{Dyadic, Game};

/// cgt's form as ours, rebuilt from its options, and whether every
/// option at every node survived our canonicalisation: canonical forms are
/// unique, so two canonical forms are the same game exactly when the
/// rebuilt game is ours and nothing was dropped on the way. Remembered by
/// cgt's text, as the same forms recur.
pub(crate) fn ours_of(h: &CanonicalForm, memo: &mut HashMap<String, (Game, bool)>) -> (Game, bool) {
    let key = h.to_string();
    if let Some(&known) = memo.get(&key) {
        return known;
    }
    let left: Vec<(Game, bool)> = h.left_moves().map(|x| ours_of(&x, memo)).collect();
    let right: Vec<(Game, bool)> = h.right_moves().map(|x| ours_of(&x, memo)).collect();
    let g = Game::new(left.iter().map(|x| x.0), right.iter().map(|x| x.0));
    let kept = left.iter().chain(&right).all(|x| x.1)
        && g.left_options().len() == left.len()
        && g.right_options().len() == right.len();
    memo.insert(key, (g, kept));
    (g, kept)
}

/// Whether cgt's form is exactly our canonical form `g`.
pub(crate) fn same_form(g: &Game, h: &CanonicalForm) -> bool {
    thread_local! {
        static MEMO: std::cell::RefCell<HashMap<String, (Game, bool)>> = Default::default();
    }
    MEMO.with(|m| ours_of(h, &mut m.borrow_mut())) == (*g, true)
}

/// cgt's dyadic as ours.
pub(crate) fn dyadic(d: DyadicRationalNumber) -> Dyadic {
    Dyadic::new(d.numerator(), u64::from(d.denominator_exponent()))
}

/// The counts of one kind of comparison.
#[derive(Default)]
struct Count {
    same: usize,
    differ: usize,
}

struct Check {
    counts: Vec<(&'static str, Count)>,
    memo: HashMap<String, (Game, bool)>,
}

impl Check {
    fn count(&mut self, what: &'static str, agree: bool, shown: impl FnOnce() -> String) {
        let i = match self.counts.iter().position(|(w, _)| *w == what) {
            Some(i) => i,
            None => {
                self.counts.push((what, Count::default()));
                self.counts.len() - 1
            }
        };
        if agree {
            self.counts[i].1.same += 1;
        } else {
            self.counts[i].1.differ += 1;
            println!("  DIFFERENT {what}: {}", shown());
        }
    }

    /// Ours against cgt's form, exactly.
    fn form(&mut self, what: &'static str, g: &Game, ours: Game, theirs: &CanonicalForm) {
        let t = ours_of(theirs, &mut self.memo);
        self.count(what, t == (ours, true), || {
            format!("of {g}: ours {ours}, cgt 0.11 {theirs}")
        });
    }

    fn number(&mut self, what: &'static str, g: &Game, ours: Dyadic, theirs: DyadicRationalNumber) {
        let agree = ours == dyadic(theirs);
        self.count(what, agree, || {
            format!("of {g}: ours {ours}, cgt 0.11 {theirs}")
        });
    }
}

/// Compares everything listed in the module's comment for `count` random
/// games and prints a line for each kind of comparison.
pub(crate) fn forms(count: usize, seed: u64) {
    let mut x = seed.max(1);
    let mut next = move || {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        x
    };
    let num = |n: i64, e: u32| {
        (
            Game::number(Dyadic::new(n, u64::from(e))),
            CanonicalForm::new_dyadic(DyadicRationalNumber::new(n, e)),
        )
    };
    let star = |k: u32| {
        (
            Game::nimber(u64::from(k)),
            CanonicalForm::new_nimber(DyadicRationalNumber::from(0), Nimber::new(k)),
        )
    };
    let mut pool: Vec<(Game, CanonicalForm)> = vec![
        num(0, 0),
        num(1, 0),
        num(-1, 0),
        num(2, 0),
        num(-2, 0),
        num(1, 1),
        num(-1, 1),
        num(3, 2),
        num(1, 3),
        num(-5, 3),
        star(1),
        star(2),
        star(3),
    ];
    let up = CanonicalForm::new_from_moves(
        vec![CanonicalForm::new_integer(0)],
        vec![CanonicalForm::new_nimber(
            DyadicRationalNumber::from(0),
            Nimber::new(1),
        )],
    );
    pool.push((Game::up(), up));
    let mut check = Check {
        counts: Vec::new(),
        memo: HashMap::new(),
    };
    let (half, one, two) = (num(1, 1), num(1, 0), num(2, 0));
    let (one_g, one_h) = (one.0, one.1.clone());
    let (star_g, star_h) = star(1);
    let (mut births, mut hot) = ([0usize; 10], 0);
    for _ in 0..count {
        // Options from the most recent games mostly, so that birthdays
        // grow, but not past what cgt values in good time.
        let side = |next: &mut dyn FnMut() -> u64| {
            // One to three options a side (one twice as often).
            let k = (next() % 4).max(1) as usize;
            (0..k)
                .map(|_| {
                    let recent = pool.len().min(30);
                    if next().is_multiple_of(4) {
                        next() as usize % pool.len()
                    } else {
                        pool.len() - 1 - (next() as usize % recent)
                    }
                })
                .collect::<Vec<usize>>()
        };
        let (li, ri) = (side(&mut next), side(&mut next));
        let g = Game::new(li.iter().map(|&i| pool[i].0), ri.iter().map(|&i| pool[i].0));
        let h = CanonicalForm::new_from_moves(
            li.iter().map(|&i| pool[i].1.clone()).collect(),
            ri.iter().map(|&i| pool[i].1.clone()).collect(),
        );
        if g.birthday() > 7u32.into() {
            continue;
        }
        check.form("canonical form", &g, g, &h);
        let (g2, h2) = pool[next() as usize % pool.len()].clone();
        check.form("sum with an earlier game", &g, g + g2, &(&h + &h2));
        check.count(
            "<= an earlier game",
            g.leq(&g2) == CanonicalForm::leq(&h, &h2),
            || format!("{g} <= {g2}"),
        );
        check.number("Left stop", &g, g.left_stop(), h.left_stop());
        check.number("Right stop", &g, g.right_stop(), h.right_stop());
        check.number("mean", &g, g.mean(), h.mean());
        check.number("temperature", &g, g.temperature(), h.temperature());
        for (t, th) in [&half, &one, &two].map(|(a, b)| (a, b)) {
            let ours = g.cool(&t.as_number().expect("a number")).expect("t > -1");
            let theirs = h.cool(dyadic_of(th));
            check.form("cooled by 1/2, 1, 2", &g, ours, &theirs);
        }
        walls(&mut check, &g, &h);
        let temper = h
            .temper()
            .map(|t| matches!(t, cgt::short::partizan::canonical_form::Temper::Odd));
        let ours_temper = match (g.is_even_tempered(), g.is_odd_tempered()) {
            (true, _) => Some(false),
            (_, true) => Some(true),
            _ => None,
        };
        check.count("even or odd tempered", temper == ours_temper, || {
            format!("{g}: ours {ours_temper:?}, cgt 0.11 {temper:?} (Some(true): odd)")
        });
        check.form("heated by 1", &g, g.heat(&one_g), &h.heat(&one_h));
        check.form("heated by *", &g, g.heat(&star_g), &h.heat(&star_h));
        check.form(
            "reduced canonical form",
            &g,
            g.reduced_canonical_form(),
            &h.reduced(),
        );
        if let Ok(w) = g.atomic_weight() {
            check.form("atomic weight (infinitesimals)", &g, w, &h.atomic_weight());
        }
        births[usize::try_from(g.birthday()).unwrap_or(0).min(9)] += 1;
        hot += usize::from(g.temperature() > Dyadic::zero());
        pool.push((g, h));
    }
    println!("games by birthday 0 to 8, 9+: {births:?}; {hot} hot");
    for (what, c) in &check.counts {
        println!("{what}: {} of {} agree", c.same, c.same + c.differ);
    }
}

/// A number's form as cgt's dyadic.
fn dyadic_of(h: &CanonicalForm) -> DyadicRationalNumber {
    h.to_nus().expect("a number").number()
}

/// Both walls of the thermograph at temperatures -1 to 4 in steps of 1/8,
/// one comparison a game.
fn walls(check: &mut Check, g: &Game, h: &CanonicalForm) {
    use cgt::numeric::rational::Rational;
    let (ours, theirs) = (g.thermograph(), h.thermograph());
    let read = |r: Rational| {
        let (n, d) = r.to_fraction().expect("a finite value");
        assert!(d.is_power_of_two(), "a dyadic value: {r}");
        Dyadic::new(n, u64::from(d.trailing_zeros()))
    };
    let first = (-8..=32).find_map(|k: i64| {
        let t = Dyadic::new(k, 3);
        let r = Rational::new_fraction(k, 8).expect("8 > 0");
        let left = (
            ours.left_wall().value_at(&t),
            read(theirs.left_wall.value_at(r)),
        );
        let right = (
            ours.right_wall().value_at(&t),
            read(theirs.right_wall.value_at(r)),
        );
        (left.0 != left.1 || right.0 != right.1).then(|| format!("at {t}: ours {left:?} {right:?}"))
    });
    check.count(
        "thermograph walls at -1 to 4 by 1/8",
        first.is_none(),
        || format!("of {g}: {}", first.clone().unwrap_or_default()),
    );
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `same_form` tells forms apart by hand-made cases: ^ against ^ and
    /// ^*, * against {0|0}, 1/2 against {0|1} and {0|2}.
    #[test]
    fn same_form_by_hand() {
        let zero = CanonicalForm::new_integer(0);
        let star = CanonicalForm::new_nimber(DyadicRationalNumber::from(0), Nimber::new(1));
        let up = CanonicalForm::new_from_moves(vec![zero.clone()], vec![star.clone()]);
        let up_star =
            CanonicalForm::new_from_moves(vec![zero.clone(), star.clone()], vec![zero.clone()]);
        assert!(same_form(&Game::up(), &up));
        assert!(!same_form(&Game::up(), &up_star));
        assert!(same_form(
            &Game::star(),
            &CanonicalForm::new_from_moves(vec![zero.clone()], vec![zero.clone()])
        ));
        let half = Game::number(Dyadic::new(1, 1));
        let one = CanonicalForm::new_integer(1);
        let two = CanonicalForm::new_integer(2);
        assert!(same_form(
            &half,
            &CanonicalForm::new_from_moves(vec![zero.clone()], vec![one])
        ));
        assert!(!same_form(
            &half,
            &CanonicalForm::new_from_moves(vec![zero], vec![two])
        ));
    }
}
