//! IDA* with additive pattern databases for the 4 x 4 board: the lookups
//! made incremental, many boards solved on every core.

use std::sync::atomic::AtomicBool;

use super::{Node, Solution, SolveError, ida};
use crate::pattern_db::PatternDatabase;
use crate::pdb::transpose;
use crate::sliding::{Goal, SlidingPuzzle};

/// Pattern database tables as the search sees them: groups of tiles, and
/// a value for each placement of a group given as its tiles' cells packed
/// four bits a tile. Lookups are dear (ranking, and tables far larger than
/// the caches), so the search reads all children's values together, keeps
/// them for the step into a child, and restores the parent's on the way
/// back, instead of looking up again. (The default tables, small and
/// packed, have a search of their own: [`super::sparse_search`].)
pub(crate) trait TableSet: Sync {
    fn count(&self) -> usize;
    fn tiles(&self, g: usize) -> &[u8];
    /// Where group `g`'s placement `packed` is kept.
    fn index(&self, g: usize, packed: u64) -> usize;
    /// The value kept at `index` of group `g`'s table.
    fn at(&self, g: usize, index: usize) -> u8;
    fn value(&self, g: usize, packed: u64) -> u8 {
        self.at(g, self.index(g, packed))
    }
}

impl TableSet for [crate::pattern_db::Group] {
    fn count(&self) -> usize {
        self.len()
    }
    fn tiles(&self, g: usize) -> &[u8] {
        &self[g].tiles
    }
    #[inline]
    fn index(&self, g: usize, packed: u64) -> usize {
        self[g].index(packed)
    }
    #[inline]
    fn at(&self, g: usize, index: usize) -> u8 {
        self[g].at(index)
    }
}

/// IDA* on the 4 x 4 board with additive pattern databases and the
/// mirrored lookup, for the blank-first goal.
struct PdbSearch<'a, T: TableSet + ?Sized> {
    tables: &'a T,
    board: [u8; 16],
    blank: usize,
    /// Each tile's group (`NONE` for a tile in no group) and place in it.
    group: [u8; 16],
    slot: [usize; 16],
    packs: [u64; 16],
    mirrored: [u64; 16],
    /// The tables' values for `packs` and `mirrored`, and their sums, kept
    /// up to date move by move (one lookup per side per move).
    values: [u32; 16],
    mirrored_values: [u32; 16],
    sum: u32,
    mirrored_sum: u32,
    /// The children looked up by `h_after` since the last step, by the
    /// blank's new cell, so stepping into one looks nothing up again.
    ahead: [(u64, Child); 16],
    version: u64,
    /// What each step forward changed, so stepping back restores it.
    undo: Vec<(usize, Child)>,
}

const NONE: u8 = u8::MAX;

/// One move's effect on the tables: the moved tile's group, its new
/// placement and value, and the same for the mirrored board.
#[derive(Clone, Copy, Default)]
struct Child {
    packed: u64,
    mirrored: u64,
    g: u8,
    mg: u8,
    value: u8,
    mirrored_value: u8,
}

impl<'a, T: TableSet + ?Sized> PdbSearch<'a, T> {
    fn new(board: [u8; 16], tables: &'a T) -> PdbSearch<'a, T> {
        let mut pos = [0u8; 16];
        for (c, &t) in board.iter().enumerate() {
            pos[t as usize] = c as u8;
        }
        let mut s = PdbSearch {
            tables,
            board,
            blank: pos[0] as usize,
            group: [NONE; 16],
            slot: [0; 16],
            packs: [0; 16],
            mirrored: [0; 16],
            values: [0; 16],
            mirrored_values: [0; 16],
            sum: 0,
            mirrored_sum: 0,
            ahead: [(0, Child::default()); 16],
            version: 1,
            undo: Vec::with_capacity(96),
        };
        for g in 0..tables.count() {
            for (j, &t) in tables.tiles(g).iter().enumerate() {
                s.group[t as usize] = g as u8;
                s.slot[t as usize] = j;
                s.packs[g] |= (pos[t as usize] as u64) << (4 * j);
                let mirror_cell = transpose(pos[transpose(t) as usize]);
                s.mirrored[g] |= (mirror_cell as u64) << (4 * j);
            }
        }
        for g in 0..tables.count() {
            s.values[g] = tables.value(g, s.packs[g]) as u32;
            s.mirrored_values[g] = tables.value(g, s.mirrored[g]) as u32;
        }
        s.sum = s.values.iter().sum();
        s.mirrored_sum = s.mirrored_values.iter().sum();
        s
    }
}

impl<T: TableSet + ?Sized> Node for PdbSearch<'_, T> {
    fn h(&self) -> u32 {
        self.sum.max(self.mirrored_sum)
    }

    fn blank(&self) -> usize {
        self.blank
    }

    fn dims(&self) -> (usize, usize) {
        (4, 4)
    }

    #[inline]
    fn h_after(&mut self, to: &[usize], h: &mut [Option<u32>]) {
        // Every index first, then every load, so the misses overlap.
        let mut children = [Child::default(); 4];
        let mut at = [(0usize, 0usize); 4];
        for ((c, a), &to) in children.iter_mut().zip(&mut at).zip(to) {
            *c = self.moved(to);
            if c.g != NONE {
                a.0 = self.tables.index(c.g as usize, c.packed);
            }
            if c.mg != NONE {
                a.1 = self.tables.index(c.mg as usize, c.mirrored);
            }
        }
        for (c, a) in children.iter_mut().zip(&at).take(to.len()) {
            if c.g != NONE {
                c.value = self.tables.at(c.g as usize, a.0);
            }
            if c.mg != NONE {
                c.mirrored_value = self.tables.at(c.mg as usize, a.1);
            }
        }
        for ((c, &to), h) in children.iter().zip(to).zip(h) {
            self.ahead[to] = (self.version, *c);
            let (sum, mirrored_sum) = self.sums_with(c);
            *h = Some(sum.max(mirrored_sum));
        }
    }

    fn step(&mut self, to: usize) {
        if let Some(&(from, parent)) = self.undo.last() {
            // Back to where the blank came from: the saved state returns.
            if from == to {
                self.undo.pop();
                self.apply(to, &parent);
                return;
            }
        }
        let (version, cached) = self.ahead[to];
        let c = if version == self.version {
            cached
        } else {
            self.child(to)
        };
        let saved = self.current(&c);
        self.undo.push((self.blank, saved));
        self.apply(to, &c);
    }
}

impl<T: TableSet + ?Sized> PdbSearch<'_, T> {
    /// The placements after the blank moves to `to`, values not yet read.
    #[inline(always)]
    fn moved(&self, to: usize) -> Child {
        let t = self.board[to] as usize;
        let b = self.blank as u64;
        let (g, j) = (self.group[t], self.slot[t]);
        let u = transpose(t as u8) as usize;
        let (mg, mj) = (self.group[u], self.slot[u]);
        let mut c = Child {
            g,
            mg,
            ..Child::default()
        };
        if g != NONE {
            c.packed = self.packs[g as usize] & !(15 << (4 * j)) | (b << (4 * j));
        }
        if mg != NONE {
            let mb = transpose(b as u8) as u64;
            c.mirrored = self.mirrored[mg as usize] & !(15 << (4 * mj)) | (mb << (4 * mj));
        }
        c
    }

    /// The tables after the blank moves to `to`.
    #[inline(always)]
    fn child(&self, to: usize) -> Child {
        let mut c = self.moved(to);
        if c.g != NONE {
            c.value = self.tables.value(c.g as usize, c.packed);
        }
        if c.mg != NONE {
            c.mirrored_value = self.tables.value(c.mg as usize, c.mirrored);
        }
        c
    }

    /// The tables as they are now in the groups `c` changes, to restore
    /// on the way back.
    fn current(&self, c: &Child) -> Child {
        let mut now = *c;
        if c.g != NONE {
            now.packed = self.packs[c.g as usize];
            now.value = self.values[c.g as usize] as u8;
        }
        if c.mg != NONE {
            now.mirrored = self.mirrored[c.mg as usize];
            now.mirrored_value = self.mirrored_values[c.mg as usize] as u8;
        }
        now
    }

    /// The two sums with `c`'s groups replaced.
    #[inline(always)]
    fn sums_with(&self, c: &Child) -> (u32, u32) {
        let mut sum = self.sum;
        if c.g != NONE {
            sum = sum + c.value as u32 - self.values[c.g as usize];
        }
        let mut mirrored_sum = self.mirrored_sum;
        if c.mg != NONE {
            mirrored_sum =
                mirrored_sum + c.mirrored_value as u32 - self.mirrored_values[c.mg as usize];
        }
        (sum, mirrored_sum)
    }

    /// Moves the blank to `to`, the tables becoming `c`.
    #[inline(always)]
    fn apply(&mut self, to: usize, c: &Child) {
        (self.sum, self.mirrored_sum) = self.sums_with(c);
        if c.g != NONE {
            self.packs[c.g as usize] = c.packed;
            self.values[c.g as usize] = c.value as u32;
        }
        if c.mg != NONE {
            self.mirrored[c.mg as usize] = c.mirrored;
            self.mirrored_values[c.mg as usize] = c.mirrored_value as u32;
        }
        let b = self.blank;
        self.board[b] = self.board[to];
        self.board[to] = 0;
        self.blank = to;
        self.version += 1;
    }
}

/// The 4 x 4 board as a blank-first problem: a blank-last board turned
/// half around with its tiles relabelled `t -> 16 - t`, whose moves are the
/// original's reversed in direction.
pub(super) fn blank_first(p: &SlidingPuzzle, goal: Goal) -> [u8; 16] {
    let mut board = [0u8; 16];
    let flip = goal == Goal::BlankLast;
    for (c, &t) in p.tiles().iter().enumerate() {
        if flip {
            board[15 - c] = if t == 0 { 0 } else { 16 - t };
        } else {
            board[c] = t;
        }
    }
    board
}

pub(super) fn solve_4x4<T: TableSet + ?Sized>(
    p: &SlidingPuzzle,
    goal: Goal,
    tables: &T,
    stop: Option<&AtomicBool>,
) -> Result<Solution, SolveError> {
    let s = ida(PdbSearch::new(blank_first(p, goal), tables), stop)?;
    Ok(for_goal(s, goal))
}

/// A solution of the blank-first problem of [`blank_first`] as moves of
/// the board given: for a blank-last board, each one reversed.
fn for_goal(mut s: Solution, goal: Goal) -> Solution {
    if goal == Goal::BlankLast {
        s.moves.iter_mut().for_each(|d| *d = d.opposite());
    }
    s
}

/// As [`solve_4x4`] with the default sparse tables, by the search
/// written for them.
pub(super) fn solve_4x4_default(
    p: &SlidingPuzzle,
    goal: Goal,
    stop: Option<&AtomicBool>,
) -> Result<Solution, SolveError> {
    let tables = crate::pdb::tables_663();
    let Some(s) = super::sparse_search::solve(blank_first(p, goal), tables, stop) else {
        // Not reached: the default split covers every tile.
        return super::ida(super::Search::new(p, goal), stop);
    };
    Ok(for_goal(s?, goal))
}

/// The pattern databases' bound for a 4 x 4 board.
pub(crate) fn pdb_heuristic<T: TableSet + ?Sized>(
    p: &SlidingPuzzle,
    goal: Goal,
    tables: &T,
) -> u32 {
    PdbSearch::new(blank_first(p, goal), tables).h()
}

impl SlidingPuzzle {
    /// As [`SlidingPuzzle::solve`] with the given pattern databases (for
    /// example the 7-8 split, [`PatternDatabase::SPLIT_78`]) on a 4 x 4
    /// board; boards of other sizes, which the tables do not fit, are
    /// solved as by [`SlidingPuzzle::solve`].
    ///
    /// ```
    /// use sliding_puzzles::{Goal, PatternDatabase, SlidingPuzzle};
    /// let db = PatternDatabase::build(&PatternDatabase::SPLIT_555, |_| {}).unwrap();
    /// let start = SlidingPuzzle::solved(4, 4, Goal::BlankLast).unwrap();
    /// let p = start.play("UULDLURRDLLURDDRULUL").unwrap();
    /// let s = p.solve_with(&db, Goal::BlankLast).unwrap();
    /// assert!(p.play(&s.letters()).unwrap().is_solved(Goal::BlankLast));
    /// let by_manhattan = p.solve_by_manhattan(Goal::BlankLast).unwrap();
    /// assert_eq!(s.moves.len(), by_manhattan.moves.len());
    /// ```
    pub fn solve_with(&self, db: &PatternDatabase, goal: Goal) -> Result<Solution, SolveError> {
        if self.rows() != 4 || self.cols() != 4 {
            return self.solve(goal);
        }
        if !self.is_solvable(goal) {
            return Err(SolveError::Unsolvable);
        }
        solve_4x4(self, goal, db.groups(), None)
    }
}

/// Solves every board, on as many threads as the machine has (boards are
/// handed out one at a time, so a hard one does not hold up the rest).
///
/// ```
/// use sliding_puzzles::{solve_many, Goal, SlidingPuzzle};
/// let boards: Vec<SlidingPuzzle> = (0..4)
///     .map(|seed| SlidingPuzzle::random(3, 3, Goal::BlankLast, seed).unwrap())
///     .collect();
/// let solutions = solve_many(&boards, Goal::BlankLast);
/// for (b, s) in boards.iter().zip(&solutions) {
///     assert!(b.play(&s.as_ref().unwrap().letters()).unwrap().is_solved(Goal::BlankLast));
/// }
/// ```
pub fn solve_many(boards: &[SlidingPuzzle], goal: Goal) -> Vec<Result<Solution, SolveError>> {
    in_parallel(boards, |b| b.solve(goal))
}

/// As [`solve_many`] with the given pattern databases for the 4 x 4
/// boards.
///
/// ```
/// use sliding_puzzles::{solve_many_with, Goal, PatternDatabase, SlidingPuzzle};
/// let db = PatternDatabase::build(&PatternDatabase::SPLIT_555, |_| {}).unwrap();
/// let start = SlidingPuzzle::solved(4, 4, Goal::BlankFirst).unwrap();
/// let boards = vec![
///     start.play("RRDDLURDDLUR").unwrap(),
///     start.play("DDRURDDLLURR").unwrap(),
/// ];
/// for (b, s) in boards.iter().zip(solve_many_with(&boards, Goal::BlankFirst, &db)) {
///     assert!(b.play(&s.unwrap().letters()).unwrap().is_solved(Goal::BlankFirst));
/// }
/// ```
pub fn solve_many_with(
    boards: &[SlidingPuzzle],
    goal: Goal,
    db: &PatternDatabase,
) -> Vec<Result<Solution, SolveError>> {
    in_parallel(boards, |b| b.solve_with(db, goal))
}

fn in_parallel(
    boards: &[SlidingPuzzle],
    solve: impl Fn(&SlidingPuzzle) -> Result<Solution, SolveError> + Sync,
) -> Vec<Result<Solution, SolveError>> {
    use std::sync::Mutex;
    use std::sync::atomic::{AtomicUsize, Ordering};
    let threads = std::thread::available_parallelism()
        .map_or(1, |n| n.get())
        .min(boards.len().max(1));
    let next = AtomicUsize::new(0);
    let results: Mutex<Vec<Option<Result<Solution, SolveError>>>> =
        Mutex::new(boards.iter().map(|_| None).collect());
    std::thread::scope(|s| {
        for _ in 0..threads {
            s.spawn(|| {
                loop {
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    let Some(b) = boards.get(i) else { break };
                    let r = solve(b);
                    results.lock().unwrap_or_else(|e| e.into_inner())[i] = Some(r);
                }
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
