//! Retrograde analysis: the reachable graph is listed once, with each
//! position's children and parents; values then flow back from the
//! positions where the game is over, one remoteness at a time, so every
//! remoteness comes out least (wins, ties) or greatest (losses) without a
//! search.

use rustc_hash::FxHashMap;
use thiserror::Error;

use super::table::{MAX_REMOTENESS, NO_REMOTENESS, Table, sorted, value_code};
use super::{Finite, Value};

/// A position whose value is not known yet (value codes are 0 to 3).
const UNDECIDED: u8 = 4;

/// The most positions [`solve`] lists before it gives up.
pub const MAX_POSITIONS: usize = 100_000_000;

/// Why a game could not be solved.
///
/// ```
/// use combinatorial_games::games::{Mancala, MancalaBoard, MancalaRules};
/// use combinatorial_games::retrograde::{solve_within, SolveError};
/// // 1 x 1 Mancala has two positions (the start and the end): more than one.
/// let game = Mancala::new(1, MancalaRules::GamesCrafters).unwrap();
/// let start = MancalaBoard::start(1, 1).unwrap();
/// assert_eq!(
///     solve_within(&game, &start, 1).unwrap_err(),
///     SolveError::TooManyPositions { limit: 1 }
/// );
/// assert_eq!(solve_within(&game, &start, 2).unwrap().len(), 2);
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[non_exhaustive]
pub enum SolveError {
    /// More positions are reachable than the solver lists.
    #[error("more than {limit} positions are reachable: too many to solve here")]
    TooManyPositions {
        /// The limit.
        limit: usize,
    },
    /// A remoteness too large for the table.
    #[error("a remoteness above {MAX_REMOTENESS}: too long a game to tabulate")]
    TooRemote,
}

/// The reachable graph: positions (as codes) by index, each with its
/// children and its parents (an edge's top bit set when the move keeps the
/// same mover).
struct Graph {
    codes: Vec<u64>,
    primitive: Vec<Option<Value>>,
    child_start: Vec<u32>,
    children: Vec<u32>,
    parent_start: Vec<u32>,
    parents: Vec<u32>,
}

const SAME: u32 = 1 << 31;

/// Lists every position reachable from `start`, breadth first, up to
/// `limit` of them, reporting every [`PROGRESS_EVERY`] positions.
fn discover<G: Finite>(
    game: &G,
    start: &G::Position,
    limit: usize,
    progress: &mut dyn FnMut(Progress),
) -> Result<Graph, SolveError> {
    let mut g = Graph {
        codes: vec![game.code(&game.canonical(start))],
        primitive: Vec::new(),
        child_start: vec![0],
        children: Vec::new(),
        parent_start: Vec::new(),
        parents: Vec::new(),
    };
    let mut index: FxHashMap<u64, u32> = FxHashMap::default();
    index.insert(g.codes[0], 0);
    let mut i = 0;
    while i < g.codes.len() {
        if i % PROGRESS_EVERY == 0 && i > 0 {
            progress(Progress::Listing {
                expanded: i,
                found: g.codes.len(),
            });
        }
        // A caller's budget (a server's time limit, a dropped client)
        // stops the listing, the longest part of a solve.
        crate::budget::step();
        let p = game.decode(g.codes[i]);
        let primitive = game.primitive(&p);
        g.primitive.push(primitive);
        if primitive.is_none() {
            let me = game.mover(&p);
            for c in game.children(&p) {
                // Whose turn it is next, read before `canonical` (which may
                // relabel the players).
                let same = if game.mover(&c) == me { SAME } else { 0 };
                let code = game.code(&game.canonical(&c));
                let id = match index.get(&code) {
                    Some(&id) => id,
                    None => {
                        if g.codes.len() >= limit {
                            return Err(SolveError::TooManyPositions { limit });
                        }
                        let id = g.codes.len() as u32;
                        index.insert(code, id);
                        g.codes.push(code);
                        id
                    }
                };
                g.children.push(id | same);
            }
        }
        g.child_start.push(g.children.len() as u32);
        i += 1;
    }
    drop(index);
    link_parents(&mut g);
    Ok(g)
}

/// Fills the parent lists from the child lists.
fn link_parents(g: &mut Graph) {
    let n = g.codes.len();
    let mut start = vec![0u32; n + 1];
    for &e in &g.children {
        start[(e & !SAME) as usize + 1] += 1;
    }
    for i in 0..n {
        start[i + 1] += start[i];
    }
    let mut next = start.clone();
    g.parents = vec![0; g.children.len()];
    for p in 0..n {
        for &e in &g.children[g.child_start[p] as usize..g.child_start[p + 1] as usize] {
            let c = (e & !SAME) as usize;
            g.parents[next[c] as usize] = p as u32 | (e & SAME);
            next[c] += 1;
        }
    }
    g.parent_start = start;
}

/// Solves every position reachable from `start`.
///
/// Errors when more than [`MAX_POSITIONS`] positions are reachable, or a
/// remoteness does not fit the table.
///
/// ```
/// use combinatorial_games::Player;
/// use combinatorial_games::retrograde::{Finite, Solved, Value, solve};
/// /// Take one or two counters from a pile; who cannot move loses.
/// struct TakeOneOrTwo;
/// impl Finite for TakeOneOrTwo {
///     type Position = (u64, Player); // the pile, and who is to move
///     fn mover(&self, p: &(u64, Player)) -> Player {
///         p.1
///     }
///     fn primitive(&self, p: &(u64, Player)) -> Option<Value> {
///         (p.0 == 0).then_some(Value::Lose)
///     }
///     fn children(&self, &(n, who): &(u64, Player)) -> Vec<(u64, Player)> {
///         (1..=n.min(2)).map(|k| (n - k, who.other())).collect()
///     }
///     fn code(&self, &(n, who): &(u64, Player)) -> u64 {
///         2 * n + u64::from(who == Player::Right)
///     }
///     fn decode(&self, c: u64) -> (u64, Player) {
///         (c / 2, if c % 2 == 1 { Player::Right } else { Player::Left })
///     }
/// }
/// // Piles that are multiples of 3 are lost for the player to move.
/// let table = solve(&TakeOneOrTwo, &(7, Player::Left)).unwrap();
/// assert_eq!(table.get(&TakeOneOrTwo, &(7, Player::Left)), Some(Solved::win(5)));
/// assert_eq!(table.get(&TakeOneOrTwo, &(6, Player::Right)), Some(Solved::lose(4)));
/// ```
pub fn solve<G: Finite>(game: &G, start: &G::Position) -> Result<Table<G::Position>, SolveError> {
    solve_within(game, start, MAX_POSITIONS)
}

/// [`solve`], refusing (with [`SolveError::TooManyPositions`]) when more
/// than `limit` positions are reachable: for servers, which must answer
/// soon.
///
/// ```
/// use combinatorial_games::games::{Dao, DaoBoard};
/// use combinatorial_games::retrograde::{solve_within, SolveError};
/// let e = solve_within(&Dao, &DaoBoard::start(), 1000).unwrap_err();
/// assert_eq!(e, SolveError::TooManyPositions { limit: 1000 });
/// ```
pub fn solve_within<G: Finite>(
    game: &G,
    start: &G::Position,
    limit: usize,
) -> Result<Table<G::Position>, SolveError> {
    solve_with_progress(game, start, limit, &mut |_| {})
}

/// How far a solve has got, as [`solve_with_progress`] reports it.
///
/// ```
/// use combinatorial_games::retrograde::Progress;
/// /// The fraction done, for a bar that fills twice: listing, then solving.
/// fn done(p: Progress) -> f64 {
///     match p {
///         Progress::Listing { expanded, found } => expanded as f64 / found as f64,
///         Progress::Solving { decided, positions } => decided as f64 / positions as f64,
///         _ => 0.0,
///     }
/// }
/// assert_eq!(done(Progress::Solving { decided: 1, positions: 4 }), 0.25);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum Progress {
    /// Listing the reachable positions: `expanded` of the `found` so far
    /// have had their moves listed.
    Listing {
        /// Positions whose moves are listed.
        expanded: usize,
        /// Positions found.
        found: usize,
    },
    /// Giving values: `decided` of the `positions` have one.
    Solving {
        /// Positions with a value.
        decided: usize,
        /// All the positions.
        positions: usize,
    },
}

/// How many positions pass between reports of progress.
const PROGRESS_EVERY: usize = 1 << 16;

/// [`solve_within`], calling `progress` as it goes (every 65 536
/// positions listed or decided): for a progress bar.
///
/// ```
/// use combinatorial_games::games::{Dao, DaoBoard};
/// use combinatorial_games::retrograde::{solve_with_progress, Progress};
/// let mut reports = 0;
/// let table = solve_with_progress(&Dao, &DaoBoard::start(), 1_000_000, &mut |p| {
///     if let Progress::Solving { decided, positions } = p {
///         assert!(decided <= positions);
///     }
///     reports += 1;
/// })
/// .unwrap();
/// assert!(reports > 0 && table.len() > 100_000);
/// ```
pub fn solve_with_progress<G: Finite>(
    game: &G,
    start: &G::Position,
    limit: usize,
    progress: &mut dyn FnMut(Progress),
) -> Result<Table<G::Position>, SolveError> {
    let g = discover(game, start, limit.min(MAX_POSITIONS), progress)?;
    let n = g.codes.len();
    let mut value = vec![UNDECIDED; n];
    let mut remoteness = vec![0u32; n];
    let mut left: Vec<u32> = (0..n)
        .map(|i| g.child_start[i + 1] - g.child_start[i])
        .collect();
    let (mut wins_losses, mut ties) = (Vec::new(), Vec::new());
    for i in 0..n {
        let v = match g.primitive[i] {
            Some(v) => v,
            // No move and not declared over: the player to move loses.
            None if left[i] == 0 => Value::Lose,
            None => continue,
        };
        value[i] = value_code(v) as u8;
        match v {
            Value::Tie | Value::Draw => ties.push(i as u32),
            _ => wins_losses.push(i as u32),
        }
    }
    let mut decided = wins_losses.len() + ties.len();
    let mut report = |newly: usize| {
        let before = decided / PROGRESS_EVERY;
        decided += newly;
        if decided / PROGRESS_EVERY > before {
            progress(Progress::Solving {
                decided,
                positions: n,
            });
        }
    };
    let state = &mut State {
        value: &mut value,
        remoteness: &mut remoteness,
        left: &mut left,
    };
    propagate(&g, state, wins_losses, &mut report, |v, same, left| {
        let v = if same { v } else { v.flipped() };
        match v {
            Value::Win => true,
            Value::Lose => {
                *left -= 1;
                *left == 0
            }
            _ => false,
        }
    });
    propagate(&g, state, ties, &mut report, |v, _, _| v == Value::Tie);
    let cells = pack(&value, &remoteness)?;
    Ok(sorted(g.codes, cells))
}

/// The cells of the table: the value in the top two bits, the remoteness
/// (or none, for a draw) in the rest.
fn pack(value: &[u8], remoteness: &[u32]) -> Result<Vec<u16>, SolveError> {
    let mut cells = Vec::with_capacity(value.len());
    for (&v, &r) in value.iter().zip(remoteness) {
        cells.push(match v {
            // Undecided now means neither side can force an end.
            v if v == UNDECIDED || u16::from(v) == value_code(Value::Draw) => {
                value_code(Value::Draw) << 14 | NO_REMOTENESS
            }
            v => {
                if r > MAX_REMOTENESS {
                    return Err(SolveError::TooRemote);
                }
                u16::from(v) << 14 | r as u16
            }
        });
    }
    Ok(cells)
}

/// What the propagation writes: each position's value (or undecided),
/// remoteness, and undecided children.
struct State<'a> {
    value: &'a mut [u8],
    remoteness: &'a mut [u32],
    left: &'a mut [u32],
}

/// Spreads decided values to undecided parents, one remoteness at a time:
/// `decides(child's value, same mover, parent's undecided children)` says
/// whether the parent is now decided, with the value the child gives it.
fn propagate(
    g: &Graph,
    s: &mut State,
    mut frontier: Vec<u32>,
    report: &mut dyn FnMut(usize),
    decides: impl Fn(Value, bool, &mut u32) -> bool,
) {
    const VALUES: [Value; 4] = [Value::Win, Value::Lose, Value::Tie, Value::Draw];
    while !frontier.is_empty() {
        let mut next = Vec::new();
        for &c in &frontier {
            crate::budget::step();
            let c = c as usize;
            let v = VALUES[usize::from(s.value[c])];
            for &e in &g.parents[g.parent_start[c] as usize..g.parent_start[c + 1] as usize] {
                let (q, same) = ((e & !SAME) as usize, e & SAME != 0);
                if s.value[q] != UNDECIDED || !decides(v, same, &mut s.left[q]) {
                    continue;
                }
                let mine = if same { v } else { v.flipped() };
                s.value[q] = value_code(mine) as u8;
                s.remoteness[q] = s.remoteness[c] + 1;
                next.push(q as u32);
            }
        }
        report(next.len());
        frontier = next;
    }
}
