//! Exact win/lose and remoteness by search, memoised over canonical
//! positions: an impartial position is a sorted multiset of independent
//! [`Part`]s, so equal sums are searched once, whatever games they come
//! from; a partizan position is searched whole, under its symmetry.

use std::any::{Any, TypeId};
use std::time::{Duration, Instant};

use rustc_hash::FxHashMap;
use thiserror::Error;

use super::part::Part;
use crate::rulesets::{Normalized, Ruleset};
use crate::short::Player;

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
    ///
    /// ```
    /// use combinatorial_games::play::Verdict;
    /// let w = |remoteness| Verdict { win: true, remoteness };
    /// let l = |remoteness| Verdict { win: false, remoteness };
    /// // Some option loses for the opponent: win by the quickest, plus this move.
    /// assert_eq!(Verdict::from_options([w(1), l(4), l(2)]), w(3));
    /// // Every option wins for the opponent: lose, as late as possible.
    /// assert_eq!(Verdict::from_options([w(1), w(5)]), l(6));
    /// assert_eq!(Verdict::from_options(std::iter::empty()), l(0));
    /// ```
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

    /// The verdict of a misère game that is over for the player to move,
    /// who has no move and so wins.
    pub const WON: Verdict = Verdict {
        win: true,
        remoteness: 0,
    };

    /// The player to move wins with the next move.
    pub const WIN_NOW: Verdict = Verdict {
        win: true,
        remoteness: 1,
    };
}

/// A search that would visit more positions than its budget allows, or
/// run past its time budget ([`Searcher::with_time_budget`]).
///
/// ```
/// use combinatorial_games::play::{Part, PartRules, Searcher, TooLarge};
/// struct Heaps;
/// impl PartRules for Heaps {
///     fn options(&self, n: u64) -> Vec<Option<Vec<u64>>> {
///         (0..n).map(|k| Some(vec![k])).collect()
///     }
/// }
/// static HEAPS: Heaps = Heaps;
/// // Nim 3 5 needs more than one move examined.
/// let parts = [Part::new(&HEAPS, 3), Part::new(&HEAPS, 5)];
/// assert_eq!(Searcher::new(1).impartial(&parts), Err(TooLarge { limit: 1 }));
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error(
    "this position is too large to search exactly (more than {limit} moves to examine); remoteness is not guessed"
)]
pub struct TooLarge {
    /// The budget that was exceeded: moves examined in one search (for a
    /// time budget, the moves examined when it ran out).
    pub limit: usize,
}

/// The parts that are not empty, sorted: the memo's key.
fn canonical(parts: &[Part]) -> Vec<Part> {
    let mut pos: Vec<Part> = parts.iter().copied().filter(|p| !p.is_empty()).collect();
    pos.sort_unstable();
    pos
}

/// Searches positions, remembering every position met (across calls).
///
/// Each search may examine at most a budget of moves (positions already
/// remembered cost nothing), so a position too large to search answers
/// [`TooLarge`] in bounded time instead of running for minutes.
///
/// ```
/// use combinatorial_games::games;
/// use combinatorial_games::play::Searcher;
/// let mut s = Searcher::default();
/// // Kayles with two pins side by side: take both, and win at once.
/// let p = games::parse("kayles", "||").unwrap();
/// assert_eq!(p.verdict(&mut s).unwrap().to_string(), "win in 1");
/// assert!(!s.is_empty());
/// ```
#[derive(Debug)]
pub struct Searcher {
    memo: FxHashMap<Vec<Part>, Verdict>,
    /// The same under misère play, where having no move wins.
    misere_memo: FxHashMap<Vec<Part>, Verdict>,
    /// For each partizan ruleset, a `FxHashMap<(P, Player), Verdict>`.
    partizan: FxHashMap<TypeId, Box<dyn Any + Send>>,
    partizan_len: usize,
    limit: usize,
    work: usize,
    /// The time each search may take, and when the current one must end.
    time: Option<Duration>,
    deadline: Option<Instant>,
    /// The work at which the clock is read next.
    next_check: usize,
}

/// Moves examined between readings of the clock (tens of milliseconds).
const CLOCK_EVERY: usize = 1 << 16;

impl Default for Searcher {
    /// A budget of 30 million moves per search (seconds at most).
    fn default() -> Self {
        Searcher::new(30_000_000)
    }
}

impl Searcher {
    /// A searcher that gives up on a search after examining `limit` moves.
    ///
    /// ```
    /// use combinatorial_games::games;
    /// use combinatorial_games::play::Searcher;
    /// // Nim 1 1: take one, and the other player takes the last.
    /// let p = games::parse("nim", "1 1").unwrap();
    /// assert_eq!(p.verdict(&mut Searcher::new(1000)).unwrap().to_string(), "lose in 2");
    /// ```
    pub fn new(limit: usize) -> Searcher {
        Searcher {
            memo: FxHashMap::default(),
            misere_memo: FxHashMap::default(),
            partizan: FxHashMap::default(),
            partizan_len: 0,
            limit,
            work: 0,
            time: None,
            deadline: None,
            next_check: 0,
        }
    }

    /// The same searcher, with each search also given up after `time`
    /// (the clock is read every 65 536 moves examined, so a search stops
    /// within some tens of milliseconds of it).
    ///
    /// ```
    /// use std::time::Duration;
    /// use combinatorial_games::games;
    /// use combinatorial_games::play::Searcher;
    /// let mut s = Searcher::new(usize::MAX).with_time_budget(Duration::from_millis(100));
    /// let big = games::parse("kayles", "60").unwrap();
    /// let t = std::time::Instant::now();
    /// assert!(big.verdict(&mut s).unwrap().remoteness.is_none()); // a win, by its nim-value
    /// assert!(t.elapsed() < Duration::from_secs(2));
    /// ```
    pub fn with_time_budget(mut self, time: Duration) -> Searcher {
        self.time = Some(time);
        self
    }

    /// Sets the budget of later searches: `limit` moves examined, and
    /// `time` if given (as [`Searcher::new`] and
    /// [`Searcher::with_time_budget`] do), keeping the memo.
    ///
    /// ```
    /// use combinatorial_games::games;
    /// use combinatorial_games::play::Searcher;
    /// // Nim 2 2 is lost: take one, the other player evens the piles, and
    /// // so on for four moves at most.
    /// let p = games::parse("nim", "2 2").unwrap();
    /// let mut s = Searcher::new(1);
    /// // Too small a budget: the result by the nim-value, no remoteness.
    /// assert_eq!(p.verdict(&mut s).unwrap().remoteness, None);
    /// s.set_limits(1_000_000, None);
    /// assert_eq!(p.verdict(&mut s).unwrap().to_string(), "lose in 4");
    /// ```
    pub fn set_limits(&mut self, limit: usize, time: Option<Duration>) {
        self.limit = limit;
        self.time = time;
    }

    /// Starts the budget of a new search.
    fn begin(&mut self) {
        self.work = 0;
        self.next_check = 0;
        self.deadline = self.time.map(|t| Instant::now() + t);
    }

    /// Counts `n` moves examined; an error past the budget.
    fn spend(&mut self, n: usize) -> Result<(), TooLarge> {
        // The caller's budget, if any, holds too (it unwinds to its run).
        crate::budget::steps(n);
        self.work += n;
        if self.work > self.limit {
            return Err(TooLarge { limit: self.limit });
        }
        if self.work >= self.next_check {
            self.next_check = self.work + CLOCK_EVERY;
            if self.deadline.is_some_and(|d| Instant::now() > d) {
                return Err(TooLarge { limit: self.work });
            }
        }
        Ok(())
    }

    /// How many positions the memo holds.
    ///
    /// ```
    /// use combinatorial_games::games;
    /// use combinatorial_games::play::Searcher;
    /// let mut s = Searcher::default();
    /// assert_eq!(s.len(), 0);
    /// games::parse("nim", "2 3").unwrap().verdict(&mut s).unwrap();
    /// assert!(s.len() > 0);
    /// ```
    pub fn len(&self) -> usize {
        self.memo.len() + self.misere_memo.len() + self.partizan_len
    }

    /// Whether the memo is empty.
    ///
    /// ```
    /// use combinatorial_games::play::Searcher;
    /// assert!(Searcher::default().is_empty());
    /// ```
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The verdict of an impartial position given as its parts, for the
    /// player to move. `None` among the parts' options stands for a move
    /// that hands the opponent an immediate win.
    ///
    /// ```
    /// use combinatorial_games::play::{Part, PartRules, Searcher};
    /// struct Heaps;
    /// impl PartRules for Heaps {
    ///     fn options(&self, n: u64) -> Vec<Option<Vec<u64>>> {
    ///         (0..n).map(|k| Some(vec![k])).collect()
    ///     }
    /// }
    /// static HEAPS: Heaps = Heaps;
    /// let mut s = Searcher::default();
    /// let heaps = |h: &[u64]| h.iter().map(|&n| Part::new(&HEAPS, n)).collect::<Vec<_>>();
    /// // Nim 1 2: take one from the 2, then answer move for move.
    /// assert_eq!(s.impartial(&heaps(&[1, 2])).unwrap().to_string(), "win in 3");
    /// assert_eq!(s.impartial(&heaps(&[2, 2])).unwrap().to_string(), "lose in 4");
    /// ```
    pub fn impartial(&mut self, parts: &[Part]) -> Result<Verdict, TooLarge> {
        self.begin();
        self.solve(canonical(parts), false)
    }

    /// The verdict of an impartial position given as its parts under
    /// misère play: the player who makes the last move loses, so a
    /// position with no move is a win, in 0 moves. The parts' rules must
    /// not have `None` options (a move handing the opponent an immediate
    /// win belongs to games that end otherwise, as Treblecross does).
    ///
    /// ```
    /// use combinatorial_games::play::{Part, PartRules, Searcher};
    /// struct Heaps;
    /// impl PartRules for Heaps {
    ///     fn options(&self, n: u64) -> Vec<Option<Vec<u64>>> {
    ///         (0..n).map(|k| Some(vec![k])).collect()
    ///     }
    /// }
    /// static HEAPS: Heaps = Heaps;
    /// let mut s = Searcher::default();
    /// let heaps = |h: &[u64]| h.iter().map(|&n| Part::new(&HEAPS, n)).collect::<Vec<_>>();
    /// // Misère Nim 1 1: take one, the opponent must take the last: a win.
    /// assert_eq!(s.impartial_misere(&heaps(&[1, 1])).unwrap().to_string(), "win in 2");
    /// // 1 1 1 is lost, and an empty board is won at once.
    /// assert_eq!(s.impartial_misere(&heaps(&[1, 1, 1])).unwrap().to_string(), "lose in 3");
    /// assert_eq!(s.impartial_misere(&[]).unwrap().to_string(), "win in 0");
    /// ```
    pub fn impartial_misere(&mut self, parts: &[Part]) -> Result<Verdict, TooLarge> {
        self.begin();
        self.solve(canonical(parts), true)
    }

    fn solve(&mut self, pos: Vec<Part>, misere: bool) -> Result<Verdict, TooLarge> {
        let memo = if misere {
            &self.misere_memo
        } else {
            &self.memo
        };
        if let Some(&v) = memo.get(&pos) {
            return Ok(v);
        }
        let mut verdicts = Vec::new();
        for (i, &part) in pos.iter().enumerate() {
            if i > 0 && pos[i - 1] == part {
                continue;
            }
            let options = part.options();
            self.spend(options.len())?;
            for option in options {
                let v = match option {
                    None => Verdict::WIN_NOW,
                    Some(parts) => {
                        let mut next: Vec<Part> = pos[..i].to_vec();
                        next.extend_from_slice(&pos[i + 1..]);
                        next.extend(parts.into_iter().filter(|p| !p.is_empty()));
                        next.sort_unstable();
                        stacker::maybe_grow(64 * 1024, 1024 * 1024, || self.solve(next, misere))?
                    }
                };
                verdicts.push(v);
            }
        }
        let v = if misere && verdicts.is_empty() {
            Verdict::WON
        } else {
            Verdict::from_options(verdicts)
        };
        if misere {
            self.misere_memo.insert(pos, v);
        } else {
            self.memo.insert(pos, v);
        }
        Ok(v)
    }

    /// The verdict of a partizan position with `to_move` to move, searched
    /// over the whole position. Positions that [`Ruleset::normalized`]
    /// says are the same, or the same with the players' roles swapped,
    /// share an entry.
    ///
    /// ```
    /// use combinatorial_games::games::ToadsAndFrogs;
    /// use combinatorial_games::play::Searcher;
    /// use combinatorial_games::Player;
    /// // T_F, Left to move: _TF, then Right's only move FT_, then Left's F_T,
    /// // and Right has none. Right to move wins the mirror image the same way.
    /// let p: ToadsAndFrogs = "T_F".parse().unwrap();
    /// let mut s = Searcher::default();
    /// assert_eq!(s.partizan(&p, Player::Left).unwrap().to_string(), "win in 3");
    /// assert_eq!(s.partizan(&p, Player::Right).unwrap().to_string(), "win in 3");
    /// ```
    pub fn partizan<P: Ruleset>(&mut self, p: &P, to_move: Player) -> Result<Verdict, TooLarge> {
        self.begin();
        self.solve_partizan(p.clone(), to_move)
    }

    fn solve_partizan<P: Ruleset>(&mut self, p: P, to_move: Player) -> Result<Verdict, TooLarge> {
        let key = match p.normalized() {
            Normalized::Same(q) => (q, to_move),
            Normalized::Negated(q) => (q, to_move.other()),
        };
        if let Some(&v) = self.partizan_memo::<P>().get(&key) {
            return Ok(v);
        }
        let moves = match key.1 {
            Player::Left => key.0.left_moves(),
            Player::Right => key.0.right_moves(),
        };
        self.spend(moves.len())?;
        let mut verdicts = Vec::with_capacity(moves.len());
        for q in moves {
            let next = key.1.other();
            let v = stacker::maybe_grow(64 * 1024, 1024 * 1024, || self.solve_partizan(q, next))?;
            verdicts.push(v);
        }
        let v = Verdict::from_options(verdicts);
        self.partizan_memo::<P>().insert(key, v);
        self.partizan_len += 1;
        Ok(v)
    }

    fn partizan_memo<P: Ruleset>(&mut self) -> &mut FxHashMap<(P, Player), Verdict> {
        self.partizan
            .entry(TypeId::of::<P>())
            .or_insert_with(|| Box::new(FxHashMap::<(P, Player), Verdict>::default()))
            .downcast_mut()
            .expect("one table per type")
    }
}
