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

use std::cell::Cell;

use super::LoopyError;
use super::graph::Graph;
use super::pairs::{Pairs, Short, Step};
use super::scratch;
use super::short_part;
use crate::short::Game;

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
/// Indexed `u * h.len() + v`; a pair of two short positions is not kept
/// but compared as short games when asked.
pub(crate) struct Leq {
    columns: usize,
    /// Right, to move in `h@v - g@u`, can force Left to lose.
    right_wins: Vec<bool>,
    short: Short,
}

impl Leq {
    /// Whether `g@u ≤ h@v`.
    pub(crate) fn leq(&self, u: u32, v: u32) -> bool {
        match self.short.both(u as usize, v as usize) {
            Some((x, y)) => x <= y,
            None => !self.right_wins[u as usize * self.columns + v as usize],
        }
    }
}

impl Drop for Leq {
    fn drop(&mut self) {
        scratch::give_flags(std::mem::take(&mut self.right_wins));
    }
}

/// Solves every pair of `g`'s and `h`'s vertices for stoppers.
pub(crate) fn leq_table(g: &Graph, h: &Graph) -> Result<Leq, LoopyError> {
    solve(g, h, Rule::Survive)
}

/// [`leq_table`] of a graph against itself, its short values known (an
/// empty list: none are used).
pub(crate) fn order_of(g: &Graph, values: &[Option<Game>]) -> Result<Leq, LoopyError> {
    let short = Short {
        g: values.to_vec(),
        h: values.to_vec(),
    };
    solve_with(g, g, short, Rule::Survive)
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

/// What is known of each position of `h - g`. Positions where both
/// components are short are never entered here: their outcome is known
/// from the short order, and play from them never leaves them.
struct Solver<'a, const SHORT: bool> {
    pairs: Pairs<'a>,
    /// Left to move here: how many of her moves are not yet known lost.
    open: Vec<u32>,
    /// Left, to move here, loses.
    lost_left: Vec<bool>,
    /// Right, to move here, wins.
    won_right: Vec<bool>,
    /// Positions just found won for Right, to pass on backwards.
    queue: Vec<(usize, bool)>,
    /// The outcomes of short positions met so far, each found once:
    /// `KNOWN`, with `LEFT_LOSES` and `RIGHT_WINS`; indexed by the places
    /// of `u` and `v` among the short vertices of their graphs.
    short_seen: Vec<Cell<u8>>,
    /// Each vertex's place among the short vertices of `g`, and of `h`,
    /// and how many short vertices `h` has.
    short_place: (Vec<usize>, Vec<usize>, usize),
    /// The stride of the pairs `(v, v)` when a win of Right's there stops
    /// the solve (0: it does not).
    watch: usize,
    /// Right was found to win a watched pair.
    broken: bool,
}

const KNOWN: u8 = 1;
const LEFT_LOSES: u8 = 2;
const RIGHT_WINS: u8 = 4;

/// Whether pair `p` is one of the watched pairs `(v, v)`, `watch` (their
/// stride) apart; none when `watch` is 0.
#[inline(always)]
fn watched(watch: usize, p: usize) -> bool {
    watch != 0 && p.is_multiple_of(watch)
}

/// Solves every pair of `g`'s and `h`'s vertices under `rule`.
pub(crate) fn solve(g: &Graph, h: &Graph, rule: Rule) -> Result<Leq, LoopyError> {
    let gv = short_part::values(g);
    let hv = match std::ptr::eq(g, h) {
        true => gv.clone(),
        false => short_part::values(h),
    };
    solve_with(g, h, Short { g: gv, h: hv }, rule)
}

/// Whether `g@v ≤ h@v` under `rule` at every vertex `v` of `g` and `h`,
/// which are numbered alike (one is the other less some moves): [`solve`],
/// stopped at the first `v` found otherwise. A failed removal in
/// [`super::sides`] is then known long before every pair is solved.
pub(crate) fn leq_everywhere(g: &Graph, h: &Graph, rule: Rule) -> Result<bool, LoopyError> {
    assert_eq!(g.len(), h.len(), "graphs numbered alike");
    let short = Short {
        g: short_part::values(g),
        h: short_part::values(h),
    };
    // A stopped solve has marked the pair it stopped at, so its table
    // already answers no.
    let order = solve_watching(g, h, short, rule, true)?;
    Ok((0..g.len() as u32).all(|v| order.leq(v, v)))
}

/// [`solve`] with the short values of both graphs known.
fn solve_with(g: &Graph, h: &Graph, short: Short, rule: Rule) -> Result<Leq, LoopyError> {
    solve_watching(g, h, short, rule, false)
}

/// [`solve_with`]; when `watch`, it stops once Right is found to win a
/// pair `(v, v)`, leaving the rest of the table unfinished.
fn solve_watching(
    g: &Graph,
    h: &Graph,
    short: Short,
    rule: Rule,
    watch: bool,
) -> Result<Leq, LoopyError> {
    let (ng, nh) = (g.len(), h.len());
    let n = ng.checked_mul(nh).filter(|&p| p <= MAX_PAIRS);
    let n = n.ok_or(LoopyError::TooManyPairs { limit: MAX_PAIRS })?;
    let places = (short_places(&short.g), short_places(&short.h));
    let pairs = Pairs {
        g,
        h,
        gr: g.reversed(),
        hr: h.reversed(),
        nh,
        short,
    };
    let s = Solver {
        open: scratch::counts(n),
        lost_left: scratch::flags(n),
        won_right: scratch::flags(n),
        queue: Vec::new(),
        short_seen: vec![Cell::new(0); places.0.1 * places.1.1],
        short_place: (places.0.0, places.1.0, places.1.1),
        watch: if watch && ng == nh { nh + 1 } else { 0 },
        broken: false,
        pairs,
    };
    // Without short pairs the solver is built without their tests, which
    // would slow the many small comparisons of a board game's values.
    let (won_right, short) = match s.short_place.2 > 0 && places.0.1 > 0 {
        true => s.run(rule),
        false => s.into_plain().run(rule),
    };
    Ok(Leq {
        columns: nh,
        right_wins: won_right,
        short,
    })
}

impl<'a> Solver<'a, true> {
    /// The same solver, for graphs without short pairs.
    fn into_plain(self) -> Solver<'a, false> {
        let Solver {
            pairs,
            open,
            lost_left,
            won_right,
            queue,
            short_seen,
            short_place,
            watch,
            broken,
        } = self;
        Solver {
            pairs,
            open,
            lost_left,
            won_right,
            queue,
            short_seen,
            short_place,
            watch,
            broken,
        }
    }
}

/// Each vertex's place among the short vertices (0 for the others), and
/// how many short vertices there are.
fn short_places(values: &[Option<Game>]) -> (Vec<usize>, usize) {
    let mut count = 0;
    let places = values
        .iter()
        .map(|x| {
            let at = count;
            count += usize::from(x.is_some());
            at
        })
        .collect();
    (places, count)
}

impl<const SHORT: bool> Solver<'_, SHORT> {
    /// Solves every pair: whether Right, to move, wins each, and the short
    /// values for the pairs of short positions.
    fn run(mut self, rule: Rule) -> (Vec<bool>, Short) {
        // `open` is filled in order, a zero for each short pair.
        for p in 0..self.lost_left.len() {
            match self.is_short(p) {
                true => self.open.push(0),
                false => self.start(p),
            }
            if self.broken {
                break;
            }
        }
        self.spread();
        if rule != Rule::Survive {
            // Whatever Left cannot steer to another move in the component
            // she needs is lost; that may lose more, so repeat until it
            // settles.
            while !self.broken && self.lose_hopeless(rule == Rule::Onside) {
                self.spread();
            }
        }
        scratch::give_flags(self.lost_left);
        scratch::give_counts(self.open);
        (self.won_right, self.pairs.short)
    }

    /// Right, to move at `p`, wins: marked, and passed on later.
    #[inline(always)]
    fn right_won(&mut self, p: usize) {
        self.won_right[p] = true;
        self.queue.push((p, false));
        self.broken |= watched(self.watch, p);
    }

    /// Whether both components of `p` are short.
    fn is_short(&self, p: usize) -> bool {
        SHORT && (self.pairs.short.both(p / self.pairs.nh, p % self.pairs.nh)).is_some()
    }
    /// For a short `p`: whether Left, to move, loses (`H ≤ G`), and
    /// whether Right, to move, wins (`G ≰ H`).
    fn short_outcome(&self, p: usize) -> (bool, bool) {
        let (u, v) = (p / self.pairs.nh, p % self.pairs.nh);
        let at = self.short_place.0[u] * self.short_place.2 + self.short_place.1[v];
        let mut state = self.short_seen[at].get();
        if state == 0 {
            let (x, y) = self.pairs.short.both(u, v).expect("a short pair");
            crate::budget::step();
            state = KNOWN;
            if y <= x {
                state |= LEFT_LOSES;
            }
            if !x.leq(&y) {
                state |= RIGHT_WINS;
            }
            self.short_seen[at].set(state);
        }
        (state & LEFT_LOSES != 0, state & RIGHT_WINS != 0)
    }

    /// Whether Right, to move at `q`, is known to win.
    fn right_wins(&self, (q, short): (usize, bool)) -> bool {
        match short {
            true => self.short_outcome(q).1,
            false => self.won_right[q],
        }
    }

    /// Counts Left's moves at `p` that are not lost at once, and gives
    /// Right the positions he wins at once by moving to a short one.
    fn start(&mut self, p: usize) {
        let (a, b) = self.pairs.moves(p, true);
        if !SHORT || (!a.fixed_short && !b.fixed_short) {
            // No move from here reaches a short position.
            let k = a.len() + b.len();
            self.open.push(u32::try_from(k).unwrap_or(u32::MAX));
            if k == 0 {
                self.lost_left[p] = true;
                self.queue.push((p, true));
            }
            return;
        }
        let lost_at_once = |&(q, short): &(usize, bool)| short && self.short_outcome(q).1;
        let k: usize = [a, b]
            .into_iter()
            .map(|step| match step.fixed_short {
                true => step.with_short().filter(|m| !lost_at_once(m)).count(),
                false => step.len(),
            })
            .sum();
        self.open.push(u32::try_from(k).unwrap_or(u32::MAX));
        if k == 0 {
            self.lost_left[p] = true;
            self.queue.push((p, true));
        }
        let (a, b) = self.pairs.moves(p, false);
        let wins = [a, b]
            .into_iter()
            .filter(|step| SHORT && step.fixed_short)
            .flat_map(Step::with_short)
            .any(|(q, short)| short && self.short_outcome(q).0);
        if wins {
            self.right_won(p);
        }
    }

    /// Passes newly won positions back to those one move before them.
    fn spread(&mut self) {
        while let Some((p, left_to_move)) = self.queue.pop() {
            if self.broken {
                return;
            }
            crate::budget::step();
            let (a, b) = self.pairs.before(p, left_to_move);
            for q in a.chain(b) {
                if left_to_move {
                    // Left is lost here: Right wins wherever he can move here.
                    if !self.won_right[q] {
                        self.won_right[q] = true;
                        self.queue.push((q, false));
                        self.broken |= watched(self.watch, q);
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
    /// move in `h` (`in_h`) or in `g`; says whether there were any. A short
    /// position not lost is good: play from it ends, and she wins it.
    fn lose_hopeless(&mut self, in_h: bool) -> bool {
        let n = self.lost_left.len();
        let mut good_left = scratch::flags(n);
        let mut good_right = scratch::flags(n);
        // Right to move: how many of his other moves are not yet good.
        let mut waiting = scratch::counts(n);
        waiting.resize(n, 0);
        let mut queue = Vec::new();
        for p in (0..n).filter(|&p| !self.is_short(p)) {
            if !self.lost_left[p] {
                let (a, b) = self.pairs.moves(p, true);
                let (mut wanted, other) = if in_h { (b, a) } else { (a, b) };
                let reaches = match SHORT && wanted.fixed_short {
                    true => wanted.with_short().any(|m| !self.right_wins(m)),
                    false => wanted.any(|q| !self.won_right[q]),
                } || (SHORT
                    && other.fixed_short
                    && other
                        .with_short()
                        .any(|(q, short)| short && !self.short_outcome(q).1));
                if reaches {
                    good_left[p] = true;
                    queue.push((p, true));
                }
            }
            if !self.won_right[p] {
                let (a, b) = self.pairs.moves(p, false);
                let other = if in_h { a } else { b };
                let k = match SHORT && other.fixed_short {
                    true => other
                        .with_short()
                        .filter(|&(q, short)| !short || self.short_outcome(q).0)
                        .count(),
                    false => other.len(),
                };
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
        let any = self.lose_all_but(&good_left, &good_right);
        scratch::give_flags(good_left);
        scratch::give_flags(good_right);
        scratch::give_counts(waiting);
        any
    }

    /// Marks lost every position neither decided nor good; says whether
    /// there were any.
    fn lose_all_but(&mut self, good_left: &[bool], good_right: &[bool]) -> bool {
        let mut any = false;
        for p in 0..self.lost_left.len() {
            if self.is_short(p) {
                continue;
            }
            if !self.lost_left[p] && !good_left[p] {
                self.lost_left[p] = true;
                self.queue.push((p, true));
                any = true;
            }
            if !self.won_right[p] && !good_right[p] {
                self.right_won(p);
                any = true;
            }
        }
        any
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::short::Player;

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

    /// Stopping at the first pair `(v, v)` Right wins answers as the whole
    /// table does, on random graphs against themselves less some moves,
    /// both ways round and under every rule; some answers are each.
    #[test]
    fn leq_everywhere_answers_as_the_whole_table() {
        let mut next = crate::test_rng::xorshift(0xD1B5_4A32_D192_ED03);
        let mut answers = [0; 2];
        for _ in 0..300 {
            let g = short_part::random_graph(&mut next);
            let mut t = g.clone();
            for _ in 0..1 + next() % 3 {
                let v = (next() % g.len() as u64) as u32;
                let p = [Player::Left, Player::Right][(next() % 2) as usize];
                let mut os = t.options(v, p).to_vec();
                if !os.is_empty() {
                    os.remove((next() % os.len() as u64) as usize);
                    t.set_options(v, p, os);
                }
            }
            for rule in [Rule::Survive, Rule::Onside, Rule::Offside] {
                for (a, b) in [(&g, &t), (&t, &g)] {
                    let table = solve(a, b, rule).unwrap();
                    let whole = (0..g.len() as u32).all(|v| table.leq(v, v));
                    assert_eq!(
                        leq_everywhere(a, b, rule).unwrap(),
                        whole,
                        "{rule:?}\n{a:?}\n{b:?}"
                    );
                    answers[usize::from(whole)] += 1;
                }
            }
        }
        assert!(answers.iter().all(|&k| k > 100), "{answers:?}");
    }

    /// The short part valued and compared as short games gives what the
    /// pair-by-pair solution does, for every pair and under every rule.
    #[test]
    fn short_parts_solve_as_pairs_do() {
        let mut next = crate::test_rng::xorshift(0x2545_F491_4F6C_DD1D);
        let mut valued = 0;
        for _ in 0..300 {
            let g = short_part::random_graph(&mut next);
            let h = short_part::random_graph(&mut next);
            let by_value = || Short {
                g: short_part::all_values(&g),
                h: short_part::all_values(&h),
            };
            let by_pairs = Short {
                g: Vec::new(),
                h: Vec::new(),
            };
            valued += usize::from(by_value().g.iter().flatten().count() > 0);
            for rule in [Rule::Survive, Rule::Onside, Rule::Offside] {
                let a = solve_with(&g, &h, by_value(), rule).unwrap();
                let b = solve_with(&g, &h, by_pairs.clone(), rule).unwrap();
                for u in 0..g.len() as u32 {
                    for v in 0..h.len() as u32 {
                        assert_eq!(a.leq(u, v), b.leq(u, v), "{rule:?} {u} {v}\n{g:?}\n{h:?}");
                    }
                }
            }
        }
        assert_eq!(valued, 300);
    }
}
