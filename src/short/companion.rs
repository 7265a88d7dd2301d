//! The lattice companion `G°` (Siegel, *Combinatorial Game Theory*,
//! III.2): the automorphism of the lattice of games born by day `n`.
//!
//! `0° = *`, `*° = 0`, and otherwise
//! `G° = {(G^L)°, 0 if G ≥ 0 | (G^R)°, 0 if G ≤ 0}`. On the values
//! `↑^k + *m` near 0 that makes `(k·↑)° = k·↑ + *`, `(k·↑*)° = k·↑`, and
//! `*m` (m ≥ 2) its own companion; a nonzero number is its own companion
//! (its options are its own companions but for 0, whose `*` reverses out).

use rustc_hash::FxHashMap;

use super::Game;

impl Game {
    /// The lattice companion of this game (CGSuite's `Companion`).
    ///
    /// ```
    /// use combinatorial_games::Game;
    /// assert_eq!(Game::zero().companion(), Game::star());
    /// assert_eq!(Game::up().companion(), "^*".parse().unwrap());
    /// assert_eq!(Game::from(5).companion(), Game::from(5));
    /// // {3||2*|1*}: 3 ≥ 0 is kept, {2*|1*}'s options are numbers plus *.
    /// let g: Game = "{3||2+*|1+*}".parse().unwrap();
    /// assert_eq!(g.companion().to_string(), "{3||2*|1*}");
    /// ```
    pub fn companion(&self) -> Game {
        companion(*self, &mut FxHashMap::default(), true)
    }
}

/// `numbers_fixed`: nonzero numbers answer themselves (the shortcut the
/// tests check against the plain recursion).
fn companion(g: Game, memo: &mut FxHashMap<u32, Game>, numbers_fixed: bool) -> Game {
    if let Some(n) = g.as_nus_ref() {
        if n.number.is_zero() {
            return match n.nimber {
                0 | 1 => Game::nus(n.number.clone(), n.ups, n.nimber ^ 1),
                _ => g,
            };
        }
        if numbers_fixed && n.is_number() {
            return g;
        }
    }
    general(g, memo, numbers_fixed)
}

fn general(g: Game, memo: &mut FxHashMap<u32, Game>, numbers_fixed: bool) -> Game {
    if let Some(c) = memo.get(&g.id()) {
        return *c;
    }
    crate::budget::step();
    let c = stacker::maybe_grow(64 * 1024, 1024 * 1024, || {
        let zero = Game::zero();
        let mut left: Vec<Game> = g
            .left_options()
            .into_iter()
            .map(|l| companion(l, memo, numbers_fixed))
            .collect();
        let mut right: Vec<Game> = g
            .right_options()
            .into_iter()
            .map(|r| companion(r, memo, numbers_fixed))
            .collect();
        if zero.leq(&g) {
            left.push(zero);
        }
        if g.leq(&zero) {
            right.push(zero);
        }
        Game::new(left, right)
    });
    memo.insert(g.id(), c);
    c
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The shortcuts (numbers, `*m`, `k·↑`) against the plain recursion.
    #[test]
    fn shortcuts_agree_with_the_recursion() {
        for text in [
            "5",
            "-1/2",
            "25/16",
            "-3",
            "*2",
            "*5",
            "^",
            "v*",
            "^^*3",
            "6^*",
            "{3||2*|1*}",
            "9/8*",
        ] {
            let g: Game = text.parse().unwrap();
            let plain = companion(g, &mut FxHashMap::default(), false);
            assert_eq!(g.companion(), plain, "{text}");
        }
    }

    /// Siegel's theorem (CGT III.2): on the games born by day 2 the
    /// companion is a lattice automorphism: a bijection of the 22 games
    /// that keeps `<=` both ways.
    #[test]
    fn an_automorphism_of_the_games_born_by_day_2() {
        let day1 = [Game::zero(), Game::from(1), Game::from(-1), Game::star()];
        let subsets: Vec<Vec<Game>> = (0..16u32)
            .map(|m| {
                (0..4)
                    .filter(|i| m >> i & 1 == 1)
                    .map(|i| day1[i])
                    .collect()
            })
            .collect();
        let mut day2: Vec<Game> = Vec::new();
        for l in &subsets {
            for r in &subsets {
                let g = Game::new(l.clone(), r.clone());
                if !day2.contains(&g) {
                    day2.push(g);
                }
            }
        }
        assert_eq!(day2.len(), 22);
        let images: Vec<Game> = day2.iter().map(Game::companion).collect();
        assert!(images.iter().all(|c| day2.contains(c)));
        for (i, g) in day2.iter().enumerate() {
            assert!(images[..i].iter().all(|c| *c != images[i]), "{g}");
            for (h, ch) in day2.iter().zip(&images) {
                assert_eq!(g.leq(h), images[i].leq(ch), "{g} <= {h}");
            }
        }
    }
}
