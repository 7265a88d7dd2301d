//! Exact win/lose and remoteness by search, memoised over canonical
//! positions: an impartial position is a sorted multiset of independent
//! parts ("atoms"), so equal sums are searched once.

use rustc_hash::FxHashMap;
use thiserror::Error;

/// The result of perfect play for the player to move: who wins, and the
/// remoteness — how many moves the game lasts when the winner hurries and
/// the loser delays.
///
/// ```
/// use combinatorial_games::play::Verdict;
/// let v = Verdict { win: true, remoteness: 3 };
/// assert_eq!(v.to_string(), "win in 3");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Verdict {
    /// Whether the player to move wins.
    pub win: bool,
    /// Moves to the end under perfect play.
    pub remoteness: u32,
}

impl std::fmt::Display for Verdict {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let word = if self.win { "win" } else { "lose" };
        write!(f, "{word} in {}", self.remoteness)
    }
}

impl Verdict {
    /// The verdict of a position from the verdicts of its options (each
    /// for the opponent, who moves next): win when some option loses,
    /// reached by the quickest such; otherwise lose, as late as possible.
    /// With no options: lose in 0.
    pub fn from_options(options: impl IntoIterator<Item = Verdict>) -> Verdict {
        let mut fastest_win: Option<u32> = None;
        let mut slowest_loss: Option<u32> = None;
        for o in options {
            if o.win {
                slowest_loss = Some(slowest_loss.map_or(o.remoteness, |r| r.max(o.remoteness)));
            } else {
                fastest_win = Some(fastest_win.map_or(o.remoteness, |r| r.min(o.remoteness)));
            }
        }
        match (fastest_win, slowest_loss) {
            (Some(r), _) => Verdict {
                win: true,
                remoteness: r + 1,
            },
            (None, Some(r)) => Verdict {
                win: false,
                remoteness: r + 1,
            },
            (None, None) => Verdict {
                win: false,
                remoteness: 0,
            },
        }
    }

    /// The verdict of a game that is over for the player to move.
    pub const LOST: Verdict = Verdict {
        win: false,
        remoteness: 0,
    };

    /// The player to move wins with the next move.
    pub const WIN_NOW: Verdict = Verdict {
        win: true,
        remoteness: 1,
    };
}

/// A search that would visit more positions than its budget allows.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("this position is too large to search exactly (more than {limit} moves to examine); remoteness is not guessed")]
pub struct TooLarge {
    /// The budget that was exceeded: moves examined in one search.
    pub limit: usize,
}

/// One independent part of an impartial position.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub(crate) enum Atom {
    /// A Nim heap.
    Nim(u64),
    /// A run of standing Kayles pins.
    Kayles(u32),
    /// A run of Dawson's Chess files with both pawns at home; a push and
    /// its forced captures count as one move.
    Dawson(u32),
    /// A Treblecross stretch of empty cells on a row with no threat, and
    /// what lies beyond each end: [`EDGE`], [`CROSS_AT_EDGE`] (a cross with
    /// the board's end right behind it) or [`CROSS`] (a cross with room
    /// behind it). Mirror images play alike: `left >= right`.
    Treble { len: u32, left: u8, right: u8 },
}

impl Atom {
    pub(crate) fn treble(len: u32, a: u8, b: u8) -> Atom {
        Atom::Treble {
            len,
            left: a.max(b),
            right: a.min(b),
        }
    }

    fn keep(self) -> bool {
        !matches!(
            self,
            Atom::Nim(0) | Atom::Kayles(0) | Atom::Dawson(0) | Atom::Treble { len: 0, .. }
        )
    }

    /// Each option as the atoms it leaves; `None` for a Treblecross cross
    /// that hands the opponent three in a row at once.
    fn options(self) -> Vec<Option<Vec<Atom>>> {
        let two = |a: Atom, b: Atom| Some([a, b].into_iter().filter(|x| x.keep()).collect());
        match self {
            Atom::Nim(n) => (0..n).map(|k| two(Atom::Nim(k), Atom::Nim(0))).collect(),
            Atom::Kayles(n) => {
                let mut out = Vec::new();
                for i in 0..n {
                    if i <= n - 1 - i {
                        out.push(two(Atom::Kayles(i), Atom::Kayles(n - 1 - i)));
                    }
                    if i + 1 < n && i <= n - 2 - i {
                        out.push(two(Atom::Kayles(i), Atom::Kayles(n - 2 - i)));
                    }
                }
                out
            }
            Atom::Dawson(n) => {
                if n == 1 {
                    return vec![Some(vec![])];
                }
                let mut out = vec![two(Atom::Dawson(n - 2), Atom::Dawson(0))];
                for i in 1..n - 1 {
                    if i - 1 <= n - 2 - i {
                        out.push(two(Atom::Dawson(i - 1), Atom::Dawson(n - 2 - i)));
                    }
                }
                out
            }
            Atom::Treble { len, left, right } => (0..len)
                .map(|j| {
                    if hands_over_three(len, left, j) || hands_over_three(len, right, len - 1 - j) {
                        return None;
                    }
                    // What the new cross leaves behind each new stretch.
                    let beyond = |far: u32, bound: u8| {
                        if far > 0 || bound != EDGE {
                            CROSS
                        } else {
                            CROSS_AT_EDGE
                        }
                    };
                    two(
                        Atom::treble(j, left, beyond(len - 1 - j, right)),
                        Atom::treble(len - 1 - j, beyond(j, left), right),
                    )
                })
                .collect(),
        }
    }
}

/// What lies beyond the end of a Treblecross stretch.
pub(crate) const EDGE: u8 = 0;
/// A cross with the board's end right behind it.
pub(crate) const CROSS_AT_EDGE: u8 = 1;
/// A cross with an empty cell behind it.
pub(crate) const CROSS: u8 = 2;

/// Whether a cross at distance `d` (0 = next to it) from a stretch end with
/// `bound` beyond it gives the opponent three in a row: two apart (X.X)
/// always; side by side (XX) when a cell lies free on either side — the
/// stretch's next cell, or the one behind the old cross.
fn hands_over_three(len: u32, bound: u8, d: u32) -> bool {
    bound != EDGE && (d == 1 || (d == 0 && (len >= 2 || bound == CROSS)))
}

/// Searches positions, remembering every position met (across calls).
///
/// Each search may examine at most a budget of moves (positions already
/// remembered cost nothing), so a position too large to search answers
/// [`TooLarge`] in bounded time instead of running for minutes.
#[derive(Debug)]
pub struct Searcher {
    memo: FxHashMap<Vec<Atom>, Verdict>,
    pub(crate) toads: FxHashMap<crate::rulesets::ToadsAndFrogs, Verdict>,
    pub(crate) limit: usize,
    pub(crate) work: usize,
}

impl Default for Searcher {
    /// A budget of 30 million moves per search (seconds at most).
    fn default() -> Self {
        Searcher::new(30_000_000)
    }
}

impl Searcher {
    /// A searcher that gives up on a search after examining `limit` moves.
    pub fn new(limit: usize) -> Searcher {
        Searcher {
            memo: FxHashMap::default(),
            toads: FxHashMap::default(),
            limit,
            work: 0,
        }
    }

    /// Counts `n` moves examined; an error past the budget.
    pub(crate) fn spend(&mut self, n: usize) -> Result<(), TooLarge> {
        self.work += n;
        if self.work > self.limit {
            return Err(TooLarge { limit: self.limit });
        }
        Ok(())
    }

    /// How many positions the memo holds.
    pub fn len(&self) -> usize {
        self.memo.len() + self.toads.len()
    }

    /// Whether the memo is empty.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    pub(crate) fn verdict(&mut self, atoms: &[Atom]) -> Result<Verdict, TooLarge> {
        let mut pos: Vec<Atom> = atoms.iter().copied().filter(|a| a.keep()).collect();
        pos.sort_unstable();
        self.work = 0;
        self.solve(pos)
    }

    fn solve(&mut self, pos: Vec<Atom>) -> Result<Verdict, TooLarge> {
        if let Some(&v) = self.memo.get(&pos) {
            return Ok(v);
        }
        let mut verdicts = Vec::new();
        for (i, &atom) in pos.iter().enumerate() {
            if i > 0 && pos[i - 1] == atom {
                continue;
            }
            let options = atom.options();
            self.spend(options.len())?;
            for option in options {
                let v = match option {
                    None => Verdict::WIN_NOW,
                    Some(parts) => {
                        let mut next: Vec<Atom> = pos[..i].to_vec();
                        next.extend_from_slice(&pos[i + 1..]);
                        next.extend(parts);
                        next.sort_unstable();
                        stacker::maybe_grow(64 * 1024, 1024 * 1024, || self.solve(next))?
                    }
                };
                verdicts.push(v);
            }
        }
        let v = Verdict::from_options(verdicts);
        self.memo.insert(pos, v);
        Ok(v)
    }
}
