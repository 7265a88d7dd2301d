//! Optimal solutions by IDA* (Korf 1985) with Manhattan distance plus
//! linear conflicts, an admissible heuristic for every board size.

mod pdb_search;
mod sparse_search;

pub(crate) use pdb_search::pdb_heuristic;
use pdb_search::solve_4x4_default;
pub use pdb_search::{solve_many, solve_many_with};

use std::sync::atomic::{AtomicBool, Ordering};

use thiserror::Error;

use crate::sliding::{Dir, Goal, SlidingPuzzle, neighbour};

/// Why a board has no solution.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum SolveError {
    /// The goal is on the other side of the parity rule.
    #[error(
        "this board cannot reach the goal: its permutation parity and the blank's distance from its goal cell differ in parity"
    )]
    Unsolvable,
    /// The stop flag given to [`SlidingPuzzle::solve_until`] was raised.
    #[error("the search was stopped before it found a solution")]
    Stopped,
}

/// A shortest solution: the blank's moves, and how many positions the
/// search expanded.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Solution {
    /// The blank's moves, in order.
    pub moves: Vec<Dir>,
    /// Nodes expanded by the search (all iterations).
    pub nodes: u64,
}

impl Solution {
    /// The moves as letters `U D L R`.
    pub fn letters(&self) -> String {
        self.moves.iter().map(|d| d.letter()).collect()
    }
}

struct Search {
    rows: usize,
    cols: usize,
    tiles: Vec<u8>,
    blank: usize,
    /// Goal row and column of each tile.
    goal_row: Vec<usize>,
    goal_col: Vec<usize>,
    row_lc: Vec<u32>,
    col_lc: Vec<u32>,
    md: u32,
    lc: u32,
}

/// Length of the longest strictly increasing subsequence.
fn lis(v: &[usize]) -> usize {
    let mut tails: Vec<usize> = Vec::with_capacity(v.len());
    for &x in v {
        match tails.binary_search(&x) {
            Ok(_) => {}
            Err(i) if i == tails.len() => tails.push(x),
            Err(i) => tails[i] = x,
        }
    }
    tails.len()
}

/// A board being searched: its heuristic, kept up to date as the blank
/// moves.
trait Node {
    /// A lower bound on the moves left; 0 exactly at the goal.
    fn h(&self) -> u32;
    /// The blank's cell.
    fn blank(&self) -> usize;
    /// Rows and columns.
    fn dims(&self) -> (usize, usize);
    /// Moves the blank to `to`, a neighbouring cell.
    fn step(&mut self, to: usize);
    /// The heuristic after the blank moves to each cell of `to`, where it
    /// is cheap to tell without moving: the search asks for all children
    /// at once, so table lookups that miss the cache overlap, and prunes
    /// children before stepping into them.
    fn h_after(&mut self, _to: &[usize], _h: &mut [Option<u32>]) {}
}

/// IDA*: depth-first searches with a growing bound on moves made plus the
/// heuristic, each one bounded by the least value the previous one cut off.
/// A raised `stop` ends it with [`SolveError::Stopped`] (it is read every
/// 65 536 nodes, a few milliseconds).
fn ida<N: Node>(mut node: N, stop: Option<&AtomicBool>) -> Result<Solution, SolveError> {
    /// What a stopped search unwinds with: no real bound reaches it.
    const STOP: u32 = u32::MAX;
    #[allow(clippy::too_many_arguments)]
    fn dfs<N: Node>(
        n: &mut N,
        g: u32,
        bound: u32,
        prev: Option<Dir>,
        path: &mut Vec<Dir>,
        nodes: &mut u64,
        stop: Option<&AtomicBool>,
    ) -> Result<(), u32> {
        let h = n.h();
        if g + h > bound {
            return Err(g + h);
        }
        if h == 0 {
            return Ok(());
        }
        *nodes += 1;
        if nodes.is_multiple_of(65_536) && stop.is_some_and(|s| s.load(Ordering::Relaxed)) {
            return Err(STOP);
        }
        let (rows, cols) = n.dims();
        let mut next = u32::MAX;
        let from = n.blank();
        let mut dirs = [Dir::Up; 4];
        let mut tos = [0usize; 4];
        let mut hs = [None; 4];
        let mut count = 0;
        for d in Dir::ALL {
            if prev == Some(d.opposite()) {
                continue;
            }
            if let Some(to) = neighbour(from, d, rows, cols) {
                (dirs[count], tos[count]) = (d, to);
                count += 1;
            }
        }
        n.h_after(&tos[..count], &mut hs[..count]);
        for ((&d, &to), &h) in dirs.iter().zip(&tos).zip(&hs).take(count) {
            if let Some(h) = h
                && g + 1 + h > bound
            {
                next = next.min(g + 1 + h);
                continue;
            }
            n.step(to);
            path.push(d);
            match dfs(n, g + 1, bound, Some(d), path, nodes, stop) {
                Ok(()) => return Ok(()),
                Err(STOP) if stop.is_some_and(|s| s.load(Ordering::Relaxed)) => return Err(STOP),
                Err(b) => next = next.min(b),
            }
            path.pop();
            n.step(from);
        }
        Err(next)
    }
    let (mut path, mut nodes) = (Vec::new(), 0);
    let mut bound = node.h();
    while let Err(b) = dfs(&mut node, 0, bound, None, &mut path, &mut nodes, stop) {
        if b == STOP && stop.is_some_and(|s| s.load(Ordering::Relaxed)) {
            return Err(SolveError::Stopped);
        }
        bound = b;
    }
    Ok(Solution { moves: path, nodes })
}

impl Search {
    fn new(p: &SlidingPuzzle, goal: Goal) -> Search {
        let (rows, cols) = (p.rows(), p.cols());
        let n = rows * cols;
        let goal_row = (0..n as u8).map(|t| goal.cell(t, n) / cols).collect();
        let goal_col = (0..n as u8).map(|t| goal.cell(t, n) % cols).collect();
        let mut s = Search {
            rows,
            cols,
            tiles: p.tiles().to_vec(),
            blank: p.blank(),
            goal_row,
            goal_col,
            row_lc: vec![0; rows],
            col_lc: vec![0; cols],
            md: 0,
            lc: 0,
        };
        for i in 0..n {
            let t = s.tiles[i] as usize;
            if t != 0 {
                s.md += ((i / cols).abs_diff(s.goal_row[t]) + (i % cols).abs_diff(s.goal_col[t]))
                    as u32;
            }
        }
        for r in 0..rows {
            s.row_lc[r] = s.row_conflicts(r);
        }
        for c in 0..cols {
            s.col_lc[c] = s.col_conflicts(c);
        }
        s.lc = s.row_lc.iter().sum::<u32>() + s.col_lc.iter().sum::<u32>();
        s
    }

    /// Two moves for each tile that must leave a line to let the others
    /// pass: the tiles in `cells` whose goal is on this `line` (by `home`),
    /// less the longest run already in order (by `order`).
    fn conflicts(
        &self,
        cells: impl Iterator<Item = usize>,
        line: usize,
        home: &[usize],
        order: &[usize],
    ) -> u32 {
        let mut goals = [0usize; 16];
        let mut k = 0;
        for i in cells {
            let t = self.tiles[i] as usize;
            if t != 0 && home[t] == line {
                goals[k] = order[t];
                k += 1;
            }
        }
        2 * (k - lis(&goals[..k])) as u32
    }

    fn row_conflicts(&self, r: usize) -> u32 {
        let cells = (0..self.cols).map(|c| r * self.cols + c);
        self.conflicts(cells, r, &self.goal_row, &self.goal_col)
    }

    fn col_conflicts(&self, c: usize) -> u32 {
        let cells = (0..self.rows).map(|r| r * self.cols + c);
        self.conflicts(cells, c, &self.goal_col, &self.goal_row)
    }
}

impl Node for Search {
    fn h(&self) -> u32 {
        self.md + self.lc
    }

    fn blank(&self) -> usize {
        self.blank
    }

    fn dims(&self) -> (usize, usize) {
        (self.rows, self.cols)
    }

    fn step(&mut self, to: usize) {
        let cols = self.cols;
        let t = self.tiles[to] as usize;
        let (fr, fc) = (to / cols, to % cols);
        let (tr, tc) = (self.blank / cols, self.blank % cols);
        let before = fr.abs_diff(self.goal_row[t]) + fc.abs_diff(self.goal_col[t]);
        let after = tr.abs_diff(self.goal_row[t]) + tc.abs_diff(self.goal_col[t]);
        self.md = self.md + after as u32 - before as u32;
        self.tiles[self.blank] = t as u8;
        self.tiles[to] = 0;
        self.blank = to;
        // The tile changed column (a horizontal slide) or row (vertical):
        // only those two lines' conflicts change.
        if fr == tr {
            for c in [fc, tc] {
                let new = self.col_conflicts(c);
                self.lc = self.lc + new - self.col_lc[c];
                self.col_lc[c] = new;
            }
        } else {
            for r in [fr, tr] {
                let new = self.row_conflicts(r);
                self.lc = self.lc + new - self.row_lc[r];
                self.row_lc[r] = new;
            }
        }
    }
}

impl SlidingPuzzle {
    /// A shortest sequence of blank moves to `goal`, by IDA*: on 4 x 4 with
    /// additive 6-6-3 pattern databases and their mirrored lookup (built
    /// once per process, about 1 s on one core; 8 MB kept, and 512 KB per
    /// thread that solves, for the boards its search has met), on other
    /// sizes with Manhattan distance plus linear conflicts. For many 4 x 4
    /// boards, [`SlidingPuzzle::solve_with`] and the cached 7-8 tables are
    /// several times faster.
    ///
    /// ```
    /// use sliding_puzzles::{Goal, SlidingPuzzle};
    /// let p: SlidingPuzzle = "8 6 7 2 5 4 3 0 1".parse().unwrap();
    /// let s = p.solve(Goal::BlankLast).unwrap();
    /// assert_eq!(s.moves.len(), 31);   // one of the two hardest 3 x 3 boards
    /// assert!(p.play(&s.letters()).unwrap().is_solved(Goal::BlankLast));
    /// ```
    pub fn solve(&self, goal: Goal) -> Result<Solution, SolveError> {
        self.solve_inner(goal, None)
    }

    /// As [`SlidingPuzzle::solve`], giving up with [`SolveError::Stopped`]
    /// within milliseconds of `stop` being raised (by a timer, or a server
    /// whose client went away): a 5 x 5 board can take hours.
    ///
    /// ```
    /// use std::sync::atomic::AtomicBool;
    /// use sliding_puzzles::{Goal, SlidingPuzzle, SolveError};
    /// let p = SlidingPuzzle::random(5, 5, Goal::BlankLast, 7).unwrap();
    /// let raised = AtomicBool::new(true);
    /// assert_eq!(p.solve_until(Goal::BlankLast, &raised), Err(SolveError::Stopped));
    /// ```
    pub fn solve_until(&self, goal: Goal, stop: &AtomicBool) -> Result<Solution, SolveError> {
        self.solve_inner(goal, Some(stop))
    }

    fn solve_inner(&self, goal: Goal, stop: Option<&AtomicBool>) -> Result<Solution, SolveError> {
        if !self.is_solvable(goal) {
            return Err(SolveError::Unsolvable);
        }
        if self.rows() == 4 && self.cols() == 4 {
            return solve_4x4_default(self, goal, stop);
        }
        ida(Search::new(self, goal), stop)
    }

    /// As [`SlidingPuzzle::solve`], with Manhattan distance plus linear
    /// conflicts for every size (no pattern databases): slower on 4 x 4,
    /// and the reference the faster search is tested against.
    pub fn solve_by_manhattan(&self, goal: Goal) -> Result<Solution, SolveError> {
        if !self.is_solvable(goal) {
            return Err(SolveError::Unsolvable);
        }
        ida(Search::new(self, goal), None)
    }
}
