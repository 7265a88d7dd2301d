//! Optimal solutions by IDA* (Korf 1985) with Manhattan distance plus
//! linear conflicts, an admissible heuristic for every board size.

use thiserror::Error;

use super::sliding::{neighbour, Dir, Goal, SlidingPuzzle};

/// Why a board has no solution.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum SolveError {
    /// The goal is on the other side of the parity rule.
    #[error("this board cannot reach the goal: its permutation parity and the blank's distance from its goal cell differ in parity")]
    Unsolvable,
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
}

/// IDA*: depth-first searches with a growing bound on moves made plus the
/// heuristic, each one bounded by the least value the previous one cut off.
fn ida<N: Node>(mut node: N) -> Solution {
    fn dfs<N: Node>(
        n: &mut N,
        g: u32,
        bound: u32,
        prev: Option<Dir>,
        path: &mut Vec<Dir>,
        nodes: &mut u64,
    ) -> Result<(), u32> {
        let h = n.h();
        if g + h > bound {
            return Err(g + h);
        }
        if h == 0 {
            return Ok(());
        }
        *nodes += 1;
        let (rows, cols) = n.dims();
        let mut next = u32::MAX;
        for d in Dir::ALL {
            if prev == Some(d.opposite()) {
                continue;
            }
            let Some(to) = neighbour(n.blank(), d, rows, cols) else {
                continue;
            };
            let from = n.blank();
            n.step(to);
            path.push(d);
            match dfs(n, g + 1, bound, Some(d), path, nodes) {
                Ok(()) => return Ok(()),
                Err(b) => next = next.min(b),
            }
            path.pop();
            n.step(from);
        }
        Err(next)
    }
    let (mut path, mut nodes) = (Vec::new(), 0);
    let mut bound = node.h();
    while let Err(b) = dfs(&mut node, 0, bound, None, &mut path, &mut nodes) {
        bound = b;
    }
    Solution { moves: path, nodes }
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
    /// once per process, about a second), on other sizes with Manhattan
    /// distance plus linear conflicts.
    ///
    /// ```
    /// use combinatorial_games::puzzles::{Goal, SlidingPuzzle};
    /// let p: SlidingPuzzle = "8 6 7 2 5 4 3 0 1".parse().unwrap();
    /// let s = p.solve(Goal::BlankLast).unwrap();
    /// assert_eq!(s.moves.len(), 31);   // one of the two hardest 3 x 3 boards
    /// assert!(p.play(&s.letters()).unwrap().is_solved(Goal::BlankLast));
    /// ```
    pub fn solve(&self, goal: Goal) -> Result<Solution, SolveError> {
        if !self.is_solvable(goal) {
            return Err(SolveError::Unsolvable);
        }
        if self.rows() == 4 && self.cols() == 4 {
            return Ok(solve_4x4(self, goal));
        }
        self.solve_by_manhattan(goal)
    }

    /// As [`SlidingPuzzle::solve`], with Manhattan distance plus linear
    /// conflicts for every size (no pattern databases): slower on 4 x 4,
    /// and the reference the faster search is tested against.
    pub fn solve_by_manhattan(&self, goal: Goal) -> Result<Solution, SolveError> {
        if !self.is_solvable(goal) {
            return Err(SolveError::Unsolvable);
        }
        Ok(ida(Search::new(self, goal)))
    }
}

/// IDA* on the 4 x 4 board with additive pattern databases and the
/// mirrored lookup, for the blank-first goal.
struct PdbSearch<'a> {
    tables: &'a [super::pdb::Table],
    board: [u8; 16],
    blank: usize,
    group: [usize; 16],
    slot: [usize; 16],
    packs: [usize; 3],
    mirrored: [usize; 3],
    /// The tables' values for `packs` and `mirrored`, and their sums, kept
    /// up to date move by move (one lookup per side per move).
    values: [u32; 3],
    mirrored_values: [u32; 3],
    sum: u32,
    mirrored_sum: u32,
}

impl<'a> PdbSearch<'a> {
    fn new(board: [u8; 16], tables: &'a [super::pdb::Table]) -> PdbSearch<'a> {
        use super::pdb::transpose;
        let mut pos = [0u8; 16];
        for (c, &t) in board.iter().enumerate() {
            pos[t as usize] = c as u8;
        }
        let mut s = PdbSearch {
            tables,
            board,
            blank: pos[0] as usize,
            group: [usize::MAX; 16],
            slot: [0; 16],
            packs: [0; 3],
            mirrored: [0; 3],
            values: [0; 3],
            mirrored_values: [0; 3],
            sum: 0,
            mirrored_sum: 0,
        };
        for (g, table) in tables.iter().enumerate() {
            for (j, &t) in table.tiles.iter().enumerate() {
                s.group[t as usize] = g;
                s.slot[t as usize] = j;
                s.packs[g] |= (pos[t as usize] as usize) << (4 * j);
                let mirror_cell = transpose(pos[transpose(t) as usize]);
                s.mirrored[g] |= (mirror_cell as usize) << (4 * j);
            }
        }
        for (g, table) in tables.iter().enumerate() {
            s.values[g] = table.get(s.packs[g]) as u32;
            s.mirrored_values[g] = table.get(s.mirrored[g]) as u32;
        }
        s.sum = s.values.iter().sum();
        s.mirrored_sum = s.mirrored_values.iter().sum();
        s
    }
}

impl Node for PdbSearch<'_> {
    fn h(&self) -> u32 {
        self.sum.max(self.mirrored_sum)
    }

    fn blank(&self) -> usize {
        self.blank
    }

    fn dims(&self) -> (usize, usize) {
        (4, 4)
    }

    fn step(&mut self, to: usize) {
        use super::pdb::transpose;
        let t = self.board[to] as usize;
        let b = self.blank;
        let (g, j) = (self.group[t], self.slot[t]);
        self.packs[g] = self.packs[g] & !(15 << (4 * j)) | (b << (4 * j));
        let v = self.tables[g].get(self.packs[g]) as u32;
        self.sum = self.sum + v - self.values[g];
        self.values[g] = v;
        let u = transpose(t as u8) as usize;
        let (mg, mj) = (self.group[u], self.slot[u]);
        let mb = transpose(b as u8) as usize;
        self.mirrored[mg] = self.mirrored[mg] & !(15 << (4 * mj)) | (mb << (4 * mj));
        let mv = self.tables[mg].get(self.mirrored[mg]) as u32;
        self.mirrored_sum = self.mirrored_sum + mv - self.mirrored_values[mg];
        self.mirrored_values[mg] = mv;

        self.board[b] = t as u8;
        self.board[to] = 0;
        self.blank = to;
    }
}

/// The 4 x 4 board as a blank-first problem: a blank-last board turned
/// half around with its tiles relabelled `t -> 16 - t`, whose moves are the
/// original's reversed in direction.
fn solve_4x4(p: &SlidingPuzzle, goal: Goal) -> Solution {
    let mut board = [0u8; 16];
    let flip = goal == Goal::BlankLast;
    for (c, &t) in p.tiles().iter().enumerate() {
        if flip {
            board[15 - c] = if t == 0 { 0 } else { 16 - t };
        } else {
            board[c] = t;
        }
    }
    let mut s = ida(PdbSearch::new(board, super::pdb::tables_663()));
    if flip {
        s.moves.iter_mut().for_each(|d| *d = d.opposite());
    }
    s
}

/// Solves every board, on as many threads as the machine has (boards are
/// handed out one at a time, so a hard one does not hold up the rest).
///
/// ```
/// use combinatorial_games::puzzles::{solve_many, Goal, SlidingPuzzle};
/// let boards: Vec<SlidingPuzzle> = (0..4)
///     .map(|seed| SlidingPuzzle::random(3, 3, Goal::BlankLast, seed).unwrap())
///     .collect();
/// let solutions = solve_many(&boards, Goal::BlankLast);
/// for (b, s) in boards.iter().zip(&solutions) {
///     assert!(b.play(&s.as_ref().unwrap().letters()).unwrap().is_solved(Goal::BlankLast));
/// }
/// ```
pub fn solve_many(boards: &[SlidingPuzzle], goal: Goal) -> Vec<Result<Solution, SolveError>> {
    use std::sync::atomic::{AtomicUsize, Ordering};
    use std::sync::Mutex;
    let threads = std::thread::available_parallelism()
        .map_or(1, |n| n.get())
        .min(boards.len().max(1));
    let next = AtomicUsize::new(0);
    let results: Mutex<Vec<Option<Result<Solution, SolveError>>>> =
        Mutex::new(boards.iter().map(|_| None).collect());
    std::thread::scope(|s| {
        for _ in 0..threads {
            s.spawn(|| loop {
                let i = next.fetch_add(1, Ordering::Relaxed);
                let Some(b) = boards.get(i) else { break };
                let r = b.solve(goal);
                results.lock().unwrap_or_else(|e| e.into_inner())[i] = Some(r);
            });
        }
    });
    results
        .into_inner()
        .unwrap_or_else(|e| e.into_inner())
        .into_iter()
        .map(|r| r.expect("every board solved"))
        .collect()
}
