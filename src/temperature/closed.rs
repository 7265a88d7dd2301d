//! Thermographs in closed form where recursion over options would be long:
//! number-up-star values with many ups or a large nimber (`*n` has `n`
//! options, `↑n` is `n` levels deep) and the temperature of numbers.
//!
//! Below `t = 0` an infinitesimal's walls are built from its options'
//! walls, and each wall is either a slope (`-t` on the left, `t` on the
//! right, up to 0) or constant. The left wall slopes exactly when some Left
//! option's right wall is constant (a number's walls are constant), and the
//! right wall slopes exactly when some Right option's left wall is
//! constant. Following that through the canonical options, `x + n·↑ + *m`
//! has the walls of `x + n'·↑ + *m'`, with `n'` the count clamped to
//! `[-2, 2]` and `m'` the nimber clamped to `2`: past those the options
//! that decide the walls are the same (for a number `x` that is not an
//! integer the walls below 0 follow `x`'s own, through the same options).
//! `tests::matches_options` checks this against the options for every
//! `|n| <= 6`, `m <= 40`.

use crate::numbers::Dyadic;
use crate::short::Game;

/// Past these, a number-up-star value's thermograph comes from a small
/// stand-in rather than from its options.
const UPS_BY_OPTIONS: i64 = 2;
const NIMBER_BY_OPTIONS: u64 = 2;

/// The small stand-in for `g`, when `g` is a number-up-star value with a
/// part too large to go through by options: it has `g`'s thermograph.
pub(super) fn stand_in(g: &Game) -> Option<Game> {
    let p = g.number_up_star()?;
    if p.ups.abs() <= UPS_BY_OPTIONS && p.nimber <= NIMBER_BY_OPTIONS {
        return None;
    }
    let ups = p.ups.clamp(-UPS_BY_OPTIONS, UPS_BY_OPTIONS);
    let nimber = p.nimber.min(NIMBER_BY_OPTIONS);
    Some(Game::nus(p.number, ups, nimber))
}

/// The temperature of a number: -1 for an integer, `-1/2^k` for one with
/// denominator `2^k`.
pub(super) fn number_temperature(x: &Dyadic) -> Dyadic {
    if x.is_integer() {
        Dyadic::from(-1)
    } else {
        -Dyadic::new(1, x.denominator_exponent())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn matches_options() {
        // The walls of each value with a stand-in, from its own options (one
        // level of the recursion, the options' walls from the table),
        // against the stand-in's.
        let mut checked = 0;
        for n in -6i64..=6 {
            for m in 0u64..=40 {
                for x in [
                    Dyadic::zero(),
                    Dyadic::from(3),
                    Dyadic::new(-5, 2),
                    Dyadic::new(7, 3),
                ] {
                    let g = Game::nus(x.clone(), n, m);
                    let Some(s) = stand_in(&g) else { continue };
                    let by_options = super::super::thermograph::from_options(&g);
                    assert_eq!(by_options, s.thermograph(), "{g}");
                    checked += 1;
                }
            }
        }
        // All 13 x 41 pairs but the 5 x 3 with |n| <= 2 and m <= 2.
        assert_eq!(checked, (13 * 41 - 5 * 3) * 4);
    }

    #[test]
    fn number_temperatures_by_hand() {
        let t = |s: &str| number_temperature(&s.parse().unwrap()).to_string();
        assert_eq!(t("3"), "-1");
        assert_eq!(t("-7/2"), "-1/2");
        assert_eq!(t("5/8"), "-1/8");
    }
}
