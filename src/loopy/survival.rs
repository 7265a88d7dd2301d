//! Comparing stoppers: `G ≤ H` when Left, moving second in `H - G`, never
//! runs out of moves (play that goes on for ever counts as survival).
//!
//! Every pair of a vertex of `G`'s graph and a vertex of `H`'s is solved at
//! once, by retrograde analysis of the sum's positions: the positions from
//! which Right can force Left to be stuck are found from the stuck ones
//! backwards, and every other position is one Left survives (Siegel,
//! *Combinatorial Game Theory*, ch. VI).

use super::graph::Graph;
use super::LoopyError;
use crate::short::Player;

/// The most pairs of vertices one comparison may look at (each pair takes
/// about ten bytes).
pub const MAX_PAIRS: usize = 1 << 25;

/// For every vertex `u` of `g` and `v` of `h`, whether `g@u ≤ h@v`; both
/// graphs must be stoppers. Indexed `u * h.len() + v`.
pub(crate) struct Leq {
    columns: usize,
    /// Right, to move in `h@v - g@u`, can force Left to be stuck.
    right_wins: Vec<bool>,
}

impl Leq {
    /// Whether `g@u ≤ h@v`.
    pub(crate) fn leq(&self, u: u32, v: u32) -> bool {
        !self.right_wins[u as usize * self.columns + v as usize]
    }
}

/// Solves every pair of `g`'s and `h`'s vertices.
pub(crate) fn leq_table(g: &Graph, h: &Graph) -> Result<Leq, LoopyError> {
    let (ng, nh) = (g.len(), h.len());
    let pairs = ng.checked_mul(nh).filter(|&p| p <= MAX_PAIRS);
    let pairs = pairs.ok_or(LoopyError::TooManyPairs { limit: MAX_PAIRS })?;
    let (gr, hr) = (g.reversed(), h.reversed());
    // In h@v - g@u, Left moves h to a Left option or g to a Right option;
    // Right moves h to a Right option or g to a Left option.
    let left_moves = |u: usize, v: usize| {
        g.options(u as u32, Player::Right).len() + h.options(v as u32, Player::Left).len()
    };
    // Left to move: how many of her moves are not yet known lost.
    let mut open: Vec<u32> = Vec::with_capacity(pairs);
    // Right can force Left stuck: with Left to move (index 0) or Right (1).
    let mut lost_left = vec![false; pairs];
    let mut won_right = vec![false; pairs];
    let mut queue: Vec<(usize, bool)> = Vec::new();
    for u in 0..ng {
        for v in 0..nh {
            let n = left_moves(u, v);
            open.push(u32::try_from(n).unwrap_or(u32::MAX));
            if n == 0 {
                lost_left[u * nh + v] = true;
                queue.push((u * nh + v, true));
            }
        }
    }
    // The positions one move before (u, v): Left's moves lead to Right to
    // move, Right's to Left to move.
    let before = |u: usize, v: usize, left_to_move: bool| {
        let (in_g, in_h) = if left_to_move {
            (Player::Left, Player::Right)
        } else {
            (Player::Right, Player::Left)
        };
        let from_g = gr
            .options(u as u32, in_g)
            .iter()
            .map(move |&u0| u0 as usize * nh + v);
        let from_h = hr
            .options(v as u32, in_h)
            .iter()
            .map(move |&v0| u * nh + v0 as usize);
        from_g.chain(from_h)
    };
    while let Some((s, left_to_move)) = queue.pop() {
        crate::budget::step();
        let (u, v) = (s / nh, s % nh);
        for p in before(u, v, left_to_move) {
            if left_to_move {
                // Left is lost here: Right wins wherever he can move here.
                if !won_right[p] {
                    won_right[p] = true;
                    queue.push((p, false));
                }
            } else if !lost_left[p] {
                // Right wins here: one fewer hope for Left where she moves here.
                open[p] -= 1;
                if open[p] == 0 {
                    lost_left[p] = true;
                    queue.push((p, true));
                }
            }
        }
    }
    Ok(Leq {
        columns: nh,
        right_wins: won_right,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::short::Game;

    fn leq_games(a: &Game, b: &Game) -> bool {
        let mut g = Graph::new();
        let u = g.add_game(a).unwrap();
        let mut h = Graph::new();
        let v = h.add_game(b).unwrap();
        leq_table(&g, &h).unwrap().leq(u, v)
    }

    #[test]
    fn agrees_with_short_games() {
        let games: Vec<Game> = [
            "0", "*", "^", "v", "1", "-1", "+-1", "{1|*}", "1/2", "^*", "{2|0}",
        ]
        .iter()
        .map(|s| s.parse().unwrap())
        .collect();
        for a in &games {
            for b in &games {
                assert_eq!(leq_games(a, b), a <= b, "{a} <= {b}");
            }
        }
    }

    #[test]
    fn on_is_above_everything() {
        let mut g = Graph::new();
        let on = g.add_vertex();
        g.add_edge(on, on, Player::Left);
        let two = g.add_game(&Game::from(2)).unwrap();
        let t = leq_table(&g, &g).unwrap();
        assert!(t.leq(two, on) && !t.leq(on, two));
    }
}
