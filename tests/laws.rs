//! Laws checked with proptest, the fast implementation against the naive
//! model in `common`.

mod common;

use combinatorial_games::Game;
use common::{Naive, game, tree};
use proptest::prelude::*;

fn config() -> ProptestConfig {
    ProptestConfig {
        cases: 1000,
        ..ProptestConfig::default()
    }
}

proptest! {
    #![proptest_config(config())]

    /// Comparison agrees with the recursive definition on unsimplified trees.
    #[test]
    fn order_matches_definition(a in tree(3, 3), b in tree(3, 3)) {
        let mut n = Naive::new();
        let (na, nb) = (a.build(&mut n), b.build(&mut n));
        prop_assert_eq!(n.le(na, nb), a.game().leq(&b.game()));
    }

    /// Stops bound the order (Siegel, *Combinatorial Game Theory*, the
    /// stops of a sum): a game whose Left stop is below another's Right
    /// stop is less than it, by the recursive definition.
    #[test]
    fn stops_apart_are_ordered(a in tree(3, 3), b in tree(3, 3)) {
        let (g, h) = (a.game(), b.game());
        if g.left_stop() < h.right_stop() {
            let mut n = Naive::new();
            let (na, nb) = (a.build(&mut n), b.build(&mut n));
            prop_assert!(n.le(na, nb) && !n.le(nb, na), "{} < {}", g, h);
        }
    }

    /// Canonicalisation preserves value: the canonical form, read back as a
    /// plain tree, equals the original tree by the definition.
    #[test]
    fn canonical_form_preserves_value(a in tree(4, 3)) {
        let mut n = Naive::new();
        let na = a.build(&mut n);
        let g = a.game();
        let back = n.import_game(g);
        prop_assert!(n.eq(na, back), "{} differs from its tree", g);
    }

    /// Equal games have identical canonical forms (one entry, one text).
    #[test]
    fn canonical_form_unique(a in tree(3, 3), b in tree(3, 3)) {
        let mut n = Naive::new();
        let (na, nb) = (a.build(&mut n), b.build(&mut n));
        let (ga, gb) = (a.game(), b.game());
        prop_assert_eq!(n.eq(na, nb), ga == gb);
        if ga == gb {
            prop_assert_eq!(ga.to_string(), gb.to_string());
        }
    }

    /// Sums agree with the move-by-move sum of the trees.
    #[test]
    fn sum_matches_definition(a in tree(3, 2), b in tree(3, 2)) {
        let mut n = Naive::new();
        let (na, nb) = (a.build(&mut n), b.build(&mut n));
        let s = n.add(na, nb);
        let g = a.game() + b.game();
        let back = n.import_game(g);
        prop_assert!(n.eq(s, back));
    }

    /// Sums of games shifted by integers agree with the move-by-move sum:
    /// the sum of two translates is computed as the translate of one sum,
    /// and a translate of a translate as one translate.
    #[test]
    fn sum_of_translates_matches_definition(
        a in tree(3, 2), b in tree(2, 2), x in -2i64..3, y in -2i64..3, z in -2i64..3,
    ) {
        let mut n = Naive::new();
        let (na, nb) = (a.build(&mut n), b.build(&mut n));
        let (nx, ny, nz) = (n.int(x), n.int(y), n.int(z));
        let ax = n.add(na, nx);
        let by = n.add(nb, ny);
        let s = n.add(ax, by);
        let s = n.add(s, nz);
        let (gx, gy, gz) = (Game::from(x), Game::from(y), Game::from(z));
        let g = ((a.game() + gx) + (b.game() + gy)) + gz;
        let back = n.import_game(g);
        prop_assert!(n.eq(s, back), "{} is not the sum", g);
        // The same value reached in another order is the same entry.
        prop_assert_eq!(g, (a.game() + b.game()) + Game::from(x + y + z));
        prop_assert_eq!(((a.game() + gx) + gy) + gz - gx - gy - gz, a.game());
    }

    #[test]
    fn inverse(g in game(4)) {
        prop_assert!((g + -g).is_zero());
        prop_assert_eq!(g - g, Game::zero());
        prop_assert_eq!(-(-g), g);
    }

    #[test]
    fn commutative_and_associative(a in game(3), b in game(3), c in game(3)) {
        prop_assert_eq!(a + b, b + a);
        prop_assert_eq!((a + b) + c, a + (b + c));
    }

    /// `partial_cmp` is `None` exactly for confused games, and is
    /// antisymmetric.
    #[test]
    fn partial_order(a in game(3), b in game(3)) {
        use std::cmp::Ordering::*;
        let o = a.partial_cmp(&b);
        prop_assert_eq!(o.is_none(), a.is_confused_with(&b));
        prop_assert_eq!(b.partial_cmp(&a), o.map(|x| x.reverse()));
        prop_assert_eq!(o == Some(Equal), a == b);
        // order respects sums: a <= b iff a + c <= b + c
        prop_assert_eq!(a <= b, (a + Game::up()) <= (b + Game::up()));
    }

    /// Outcome from the value matches plain game-tree search.
    #[test]
    fn outcome_matches_search(a in tree(4, 3)) {
        use combinatorial_games::Outcome::*;
        let mut n = Naive::new();
        let na = a.build(&mut n);
        let (left_first, right_first) = n.wins(na);
        let expected = match (left_first, right_first) {
            (true, true) => N,
            (true, false) => L,
            (false, true) => R,
            (false, false) => P,
        };
        prop_assert_eq!(a.game().outcome(), expected);
    }

    /// The stop-based shortcut and number avoidance never change a
    /// comparison: check against comparison by the sign of the difference.
    #[test]
    fn comparison_is_sign_of_difference(a in game(3), b in game(3)) {
        let d = b - a;
        prop_assert_eq!(a.leq(&b), Game::zero().leq(&d));
    }

    #[test]
    fn display_round_trips(g in game(4)) {
        let plain = g.to_string();
        prop_assert_eq!(plain.parse::<Game>().unwrap(), g, "plain {}", plain);
        let uni = format!("{g:#}");
        prop_assert_eq!(uni.parse::<Game>().unwrap(), g, "unicode {}", uni);
    }

    /// Number-up-star values in closed form equal the plain sums of their
    /// parts, and their closed-form comparisons agree with the definition.
    #[test]
    fn number_up_star_closed_forms(num in -6i64..6, exp in 0u32..3, ups in -4i64..5, m in 0u64..5,
                                   num2 in -6i64..6, ups2 in -4i64..5, m2 in 0u64..5) {
        let mut n = Naive::new();
        let x = combinatorial_games::Dyadic::new(num, exp.into());
        let g = Game::nus(x, ups, m);
        let naive = n.nus(num, exp, ups, m);
        let from = n.import_game(g);
        prop_assert!(n.eq(naive, from), "{} has wrong options", g);
        let h = Game::nus(combinatorial_games::Dyadic::from(num2), ups2, m2);
        let naive_h = n.nus(num2, 0, ups2, m2);
        prop_assert_eq!(g.leq(&h), n.le(naive, naive_h), "{} <= {}", g, h);
        prop_assert_eq!(n.to_game(naive), g);
    }
}

#[test]
fn birthdays_match_tree_depth_of_canonical_form() {
    // The birthday is the depth of the canonical tree; check a few by hand.
    for (s, b) in [
        ("0", 0u32),
        ("*", 1),
        ("^", 2),
        ("{2|1}", 3),
        ("+-1", 2),
        ("*3", 3),
        ("1/2^", 4),
        ("Tiny(1)", 3),
    ] {
        let g: Game = s.parse().unwrap();
        assert_eq!(g.birthday(), b.into(), "{s}");
    }
}
