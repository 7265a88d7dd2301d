//! Comparing loopy games: `G ≤ H` when Left, moving second in `H - G`,
//! never runs out of moves, under a rule saying who wins play that goes on
//! for ever.
//!
//! For stoppers every endless play counts as Left's survival. For the
//! *onside* of games that are not stoppers, Left wins an endless play when
//! `H` is moved in infinitely often (the onside of `H` is the one where
//! endless play favours Left); for the *offside*, when `G` is (Siegel,
//! *Combinatorial Game Theory*, ch. VI, on sides; CGSuite's `LoopyGame`
//! compares sides the same way).
//!
//! Every pair of a vertex of `G`'s graph and a vertex of `H`'s is solved at
//! once. The positions from which Right can force Left to be stuck are found
//! backwards from the stuck ones; for sides, the positions from which Left
//! cannot force another move in the component she needs are then lost too,
//! and both steps repeat until nothing changes (the usual way of solving a
//! game won by visiting a set infinitely often).

use super::LoopyError;
use super::graph::Graph;
use crate::short::Player;

/// The most pairs of vertices one comparison may look at (each pair takes
/// about ten bytes).
pub const MAX_PAIRS: usize = 1 << 25;

/// Who wins endless play in a comparison.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Rule {
    /// Stoppers: Left survives endless play.
    Survive,
    /// Onsides: Left wins when `H` is moved in infinitely often.
    Onside,
    /// Offsides: Left wins when `G` is moved in infinitely often.
    Offside,
}

/// For every vertex `u` of `g` and `v` of `h`, whether `g@u ≤ h@v`.
/// Indexed `u * h.len() + v`.
pub(crate) struct Leq {
    columns: usize,
    /// Right, to move in `h@v - g@u`, can force Left to lose.
    right_wins: Vec<bool>,
}

impl Leq {
    /// Whether `g@u ≤ h@v`.
    pub(crate) fn leq(&self, u: u32, v: u32) -> bool {
        !self.right_wins[u as usize * self.columns + v as usize]
    }
}

/// Solves every pair of `g`'s and `h`'s vertices for stoppers.
pub(crate) fn leq_table(g: &Graph, h: &Graph) -> Result<Leq, LoopyError> {
    solve(g, h, Rule::Survive)
}

/// Whether `g@u ≤ h@v` under `rule`.
pub(crate) fn leq_under(
    g: &Graph,
    u: u32,
    h: &Graph,
    v: u32,
    rule: Rule,
) -> Result<bool, LoopyError> {
    Ok(solve(g, h, rule)?.leq(u, v))
}

/// The sum `h - g` as a game between positions `(u, v)`, each with Left
/// or Right to move.
struct Pairs<'a> {
    g: &'a Graph,
    h: &'a Graph,
    gr: Graph,
    hr: Graph,
    nh: usize,
}

impl Pairs<'_> {
    /// The moves from `(u, v)`: those in `g`, then those in `h`. Left moves
    /// `h` to a Left option or `g` to a Right option, and Right the other
    /// way round.
    fn moves(&self, p: usize, left_to_move: bool) -> (Step<'_>, Step<'_>) {
        let (in_g, in_h) = sides(left_to_move);
        self.step(p, (self.g, in_g.other()), (self.h, in_h.other()))
    }

    /// The positions one move before `(u, v)` (which has `left_to_move`):
    /// those moving in `g`, then those moving in `h`.
    fn before(&self, p: usize, left_to_move: bool) -> (Step<'_>, Step<'_>) {
        let (in_g, in_h) = sides(left_to_move);
        self.step(p, (&self.gr, in_g), (&self.hr, in_h))
    }

    /// The pairs reached from `(u, v)` along one player's edges of `g` and
    /// another's of `h`.
    fn step<'a>(
        &self,
        p: usize,
        (g, in_g): (&'a Graph, Player),
        (h, in_h): (&'a Graph, Player),
    ) -> (Step<'a>, Step<'a>) {
        let (u, v, nh) = (p / self.nh, p % self.nh, self.nh);
        let from_g = Step {
            to: g.options(u as u32, in_g).iter(),
            base: v,
            stride: nh,
        };
        let from_h = Step {
            to: h.options(v as u32, in_h).iter(),
            base: u * nh,
            stride: 1,
        };
        (from_g, from_h)
    }
}

/// The pairs reached in one component: `base + w * stride` for each
/// vertex `w` moved to.
struct Step<'a> {
    to: std::slice::Iter<'a, u32>,
    base: usize,
    stride: usize,
}

impl Iterator for Step<'_> {
    type Item = usize;

    fn next(&mut self) -> Option<usize> {
        self.to
            .next()
            .map(|&w| self.base + w as usize * self.stride)
    }
}

/// Which player's edges of `g` and of `h` lead into a position with
/// `left_to_move`: Right's moves (Left's in `g`, Right's in `h`) lead to
/// Left to move.
fn sides(left_to_move: bool) -> (Player, Player) {
    if left_to_move {
        (Player::Left, Player::Right)
    } else {
        (Player::Right, Player::Left)
    }
}

/// What is known of each position of `h - g`.
struct Solver<'a> {
    pairs: Pairs<'a>,
    /// Left to move here: how many of her moves are not yet known lost.
    open: Vec<u32>,
    /// Left, to move here, loses.
    lost_left: Vec<bool>,
    /// Right, to move here, wins.
    won_right: Vec<bool>,
    /// Positions just found won for Right, to pass on backwards.
    queue: Vec<(usize, bool)>,
}

/// Solves every pair of `g`'s and `h`'s vertices under `rule`.
pub(crate) fn solve(g: &Graph, h: &Graph, rule: Rule) -> Result<Leq, LoopyError> {
    let (ng, nh) = (g.len(), h.len());
    let n = ng.checked_mul(nh).filter(|&p| p <= MAX_PAIRS);
    let n = n.ok_or(LoopyError::TooManyPairs { limit: MAX_PAIRS })?;
    let pairs = Pairs {
        g,
        h,
        gr: g.reversed(),
        hr: h.reversed(),
        nh,
    };
    let mut s = Solver {
        open: Vec::with_capacity(n),
        lost_left: vec![false; n],
        won_right: vec![false; n],
        queue: Vec::new(),
        pairs,
    };
    for p in 0..n {
        let (a, b) = s.pairs.moves(p, true);
        let k = a.count() + b.count();
        s.open.push(u32::try_from(k).unwrap_or(u32::MAX));
        if k == 0 {
            s.lost_left[p] = true;
            s.queue.push((p, true));
        }
    }
    s.spread();
    if rule != Rule::Survive {
        // Whatever Left cannot steer to another move in the component she
        // needs is lost; that may lose more, so repeat until it settles.
        while s.lose_hopeless(rule == Rule::Onside) {
            s.spread();
        }
    }
    Ok(Leq {
        columns: nh,
        right_wins: s.won_right,
    })
}

impl Solver<'_> {
    /// Passes newly won positions back to those one move before them.
    fn spread(&mut self) {
        while let Some((p, left_to_move)) = self.queue.pop() {
            crate::budget::step();
            let (a, b) = self.pairs.before(p, left_to_move);
            for q in a.chain(b) {
                if left_to_move {
                    // Left is lost here: Right wins wherever he can move here.
                    if !self.won_right[q] {
                        self.won_right[q] = true;
                        self.queue.push((q, false));
                    }
                } else if !self.lost_left[q] {
                    // Right wins here: one fewer hope for Left where she moves here.
                    self.open[q] -= 1;
                    if self.open[q] == 0 {
                        self.lost_left[q] = true;
                        self.queue.push((q, true));
                    }
                }
            }
        }
    }

    /// Marks lost the undecided positions from which Left cannot force a
    /// move in `h` (`in_h`) or in `g`; says whether there were any.
    fn lose_hopeless(&mut self, in_h: bool) -> bool {
        let n = self.lost_left.len();
        let mut good_left = vec![false; n];
        let mut good_right = vec![false; n];
        // Right to move: how many of his other moves are not yet good.
        let mut waiting = vec![0u32; n];
        let mut queue = Vec::new();
        for p in 0..n {
            if !self.lost_left[p] {
                let (a, b) = self.pairs.moves(p, true);
                let mut wanted = if in_h { b } else { a };
                let reaches = wanted.any(|q| !self.won_right[q]);
                if reaches {
                    good_left[p] = true;
                    queue.push((p, true));
                }
            }
            if !self.won_right[p] {
                let (a, b) = self.pairs.moves(p, false);
                let k = if in_h { a.count() } else { b.count() };
                waiting[p] = k as u32;
                if k == 0 {
                    good_right[p] = true;
                    queue.push((p, false));
                }
            }
        }
        while let Some((p, left_to_move)) = queue.pop() {
            crate::budget::step();
            let (a, b) = self.pairs.before(p, left_to_move);
            // Only moves outside the wanted component pass goodness back.
            let others = if in_h { a } else { b };
            for q in others {
                if left_to_move {
                    if !self.won_right[q] && !good_right[q] {
                        waiting[q] -= 1;
                        if waiting[q] == 0 {
                            good_right[q] = true;
                            queue.push((q, false));
                        }
                    }
                } else if !self.lost_left[q] && !good_left[q] {
                    good_left[q] = true;
                    queue.push((q, true));
                }
            }
        }
        let mut any = false;
        for p in 0..n {
            if !self.lost_left[p] && !good_left[p] {
                self.lost_left[p] = true;
                self.queue.push((p, true));
                any = true;
            }
            if !self.won_right[p] && !good_right[p] {
                self.won_right[p] = true;
                self.queue.push((p, false));
                any = true;
            }
        }
        any
    }
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
