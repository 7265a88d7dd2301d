//! Rulesets whose rules treat both colours alike (Konane, Clobber and its
//! colour-blind variants, Amazons) look for a new position's colours
//! exchanged in the table before valuing it, and negate what they find
//! (`Ruleset::negative_image`; always for a board a caller asks for, and
//! inside a search while such lookups are not rare). These tests hold that
//! shortcut to the definition of the negative:
//!
//! - a board and the board with its colours exchanged (swapped in the
//!   text, not by the library), each valued in a table of its own, sum to
//!   zero;
//! - valued one after the other in one table, the second board adds only
//!   its own entries and expands nothing, so the shortcut was taken;
//! - rules that treat the colours differently have no negative image, and
//!   their values still match a plain search.

use combinatorial_games::Game;
use combinatorial_games::games::{Amazons, Cell, Clobber, ClobberRules, GenClobber, Konane};
use combinatorial_games::rulesets::{Normalized, Ruleset, Solver};
use proptest::prelude::*;
use std::collections::HashMap;
use std::str::FromStr;

/// The board's text with `x` and `o` exchanged.
fn swapped(board: &str) -> String {
    board
        .chars()
        .map(|c| match c {
            'x' => 'o',
            'o' => 'x',
            c => c,
        })
        .collect()
}

/// Checks both properties for one board of a ruleset read from text.
fn check<P: Ruleset + FromStr>(board: &str) -> Result<(), TestCaseError>
where
    P::Err: std::fmt::Debug,
{
    let p: P = board.parse().unwrap();
    let q: P = swapped(board).parse().unwrap();
    let alone = Solver::new().value(&q);
    prop_assert_eq!(Solver::new().value(&p) + alone, Game::zero(), "{}", board);
    // And through the process-wide table (for Konane, the ruleset on
    // machine words).
    prop_assert_eq!(p.value(), -q.value(), "{}", board);
    let mut one = Solver::new();
    one.value(&p);
    let before = one.len();
    prop_assert_eq!(one.value(&q), alone);
    // At most the board as reached and one entry for each of its parts.
    let parts = q.clone().components().len();
    prop_assert!(
        one.len() <= before + 1 + parts,
        "{}: {} -> {}",
        board,
        before,
        one.len()
    );
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn konane_boards_and_their_negatives(b in "[xo.]{4}\\|[xo.]{4}\\|[xoo.]{4}") {
        check::<Konane>(&b)?;
    }

    #[test]
    fn clobber_boards_and_their_negatives(b in "[xo.]{4}\\|[xo.]{4}\\|[xo]{4}") {
        check::<Clobber>(&b)?;
    }

    #[test]
    fn amazons_boards_and_their_negatives(b in "[x.#]{3}\\|[o.#]{3}\\|[x.o#]{3}") {
        check::<Amazons>(&b)?;
    }

    /// Kings and Anti-Clobber through `GenClobber`, whose rules decide
    /// whether the colours may be exchanged.
    #[test]
    fn colour_blind_variants_and_their_negatives(b in "[xo.]{3}\\|[xo.]{3}\\|[xo.]{3}") {
        for rules in [ClobberRules::kings(), ClobberRules::anti_clobber()] {
            let p = GenClobber::new(rules.clone(), &b).unwrap();
            let q = GenClobber::new(rules, &swapped(&b)).unwrap();
            prop_assert_eq!(Solver::new().value(&p) + Solver::new().value(&q), Game::zero());
        }
    }

    /// Left's pieces take Right's stones only, Right's take stones of
    /// either colour: exchanging the colours is no symmetry, there is no
    /// negative image, and the values match a plain search.
    #[test]
    fn lopsided_rules_have_no_negative_image(b in "[xo.]{3}\\|[xo.]{3}") {
        let p = GenClobber::new(lopsided(), &b).unwrap();
        let Normalized::Same(key) = p.clone().normalized() else { unreachable!() };
        prop_assert!(key.negative_image().is_none());
        prop_assert_eq!(Solver::new().value(&p), plain(&p, &mut HashMap::new()));
    }
}

fn lopsided() -> ClobberRules {
    ClobberRules {
        clobbered: [vec![Cell::Right], vec![Cell::Left, Cell::Right]],
        ..ClobberRules::clobber()
    }
}

/// The value from the moves alone: no parts, no images, no shortcut.
fn plain(p: &GenClobber, memo: &mut HashMap<String, Game>) -> Game {
    let key = p.to_string();
    if let Some(&g) = memo.get(&key) {
        return g;
    }
    let left: Vec<Game> = p.left_moves().iter().map(|q| plain(q, memo)).collect();
    let right: Vec<Game> = p.right_moves().iter().map(|q| plain(q, memo)).collect();
    let g = Game::new(left, right);
    memo.insert(key, g);
    g
}

/// Boards by hand: `xo.` is 1 (only Left jumps, and that ends the game),
/// so `ox.` is -1; the table that knows one finds the other.
#[test]
fn konane_by_hand() {
    let mut s = Solver::new();
    let p: Konane = "xo.".parse().unwrap();
    let q: Konane = "ox.".parse().unwrap();
    assert_eq!(s.value(&p), Game::from(1));
    assert_eq!(s.value(&q), Game::from(-1));
    let Normalized::Same(key) = p.normalized() else {
        unreachable!()
    };
    let Normalized::Same(other) = q.normalized() else {
        unreachable!()
    };
    assert_eq!(key.negative_image(), Some(other));
}
