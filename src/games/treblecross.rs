//! Treblecross: one-dimensional tic-tac-toe.

use std::fmt;
use std::str::FromStr;

use std::sync::{Arc, LazyLock};

use super::heaps::{HeapParts, MAX_HEAP};
use super::impartial::{ImpartialBoard, boxed};
use super::{Entry, HeapRules, Kind, Split, size};
use crate::impartial::{BoardError, HeapGame, Position, TakeAndBreak, board_cells, runs};
use crate::play::{Part, PartRules};

const TREBLECROSS_FORMAT: &str = "a row of crosses 'X' and empty cells '.', as in ..X....X..";

/// Treblecross: one-dimensional tic-tac-toe. Both players put an `X` in an
/// empty cell; three `X`s in a row win. Cells are numbered from 1.
///
/// A cross within two cells of another hands the opponent three in a row,
/// so good play never makes one: the game is the take-and-break game .007
/// on the stretches of cells at least three away from every cross
/// (Winning Ways). [`Position::nim_value`] is that value; when the row
/// already offers three in a row, [`Position::winning_moves`] lists those
/// immediate wins first, and only them.
///
/// ```
/// use combinatorial_games::impartial::Position;
/// use combinatorial_games::games::Treblecross;
/// let row: Treblecross = "..XX.....".parse().unwrap();
/// assert_eq!(row.immediate_wins(), vec![2, 5]);
/// assert_eq!(row.winning_moves()[0], "cross cell 2: three in a row");
/// let quiet: Treblecross = "X........".parse().unwrap();
/// assert_eq!(quiet.nim_value(), 0);
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Treblecross {
    crosses: Vec<bool>,
}

fn treble_values(n: usize) -> Arc<[u64]> {
    super::sequences::values("treblecross", n + 2, |m| {
        TakeAndBreak::treblecross().nim_values(m)
    })
}

impl Treblecross {
    /// The row with these cells (`true` for a cross), numbered from 1.
    ///
    /// ```
    /// use combinatorial_games::games::Treblecross;
    /// assert_eq!(Treblecross::new(vec![false, true, false]).to_string(), "Treblecross .X.");
    /// ```
    pub fn new(crosses: Vec<bool>) -> Treblecross {
        Treblecross { crosses }
    }

    /// The cells, `true` where there is a cross.
    ///
    /// ```
    /// use combinatorial_games::games::Treblecross;
    /// let t = Treblecross::new(vec![false, true, false]);
    /// assert_eq!(t.crosses(), [false, true, false]);
    /// ```
    pub fn crosses(&self) -> &[bool] {
        &self.crosses
    }

    /// Whether three crosses stand in a row (the game is over).
    ///
    /// ```
    /// use combinatorial_games::games::Treblecross;
    /// assert!(Treblecross::new(vec![false, true, true, true]).has_three());
    /// assert!(!Treblecross::new(vec![true, true, false, true]).has_three());
    /// ```
    pub fn has_three(&self) -> bool {
        self.crosses.windows(3).any(|w| w.iter().all(|&x| x))
    }

    /// The empty cells (from 1) that complete three in a row.
    ///
    /// ```
    /// use combinatorial_games::games::Treblecross;
    /// // XX.X: the gap completes XXX; so does the cell after .XX.
    /// assert_eq!(Treblecross::new(vec![true, true, false, true]).immediate_wins(), [3]);
    /// assert_eq!(Treblecross::new(vec![false, true, true, false]).immediate_wins(), [1, 4]);
    /// ```
    pub fn immediate_wins(&self) -> Vec<usize> {
        let c = &self.crosses;
        (0..c.len())
            .filter(|&i| !c[i])
            .filter(|&i| {
                let x = |j: isize| {
                    j >= 0 && (j as usize) < c.len() && (j as usize == i || c[j as usize])
                };
                let i = i as isize;
                (i - 2..=i).any(|s| x(s) && x(s + 1) && x(s + 2))
            })
            .map(|i| i + 1)
            .collect()
    }

    /// The .007 heaps of the stretches between crosses: a stretch of `len`
    /// empty cells with `edges` ends at the board's edge is a heap of
    /// `len + 2 * edges - 2` (each cross spoils the two cells beside it).
    fn heaps(crosses: &[bool]) -> Vec<(usize, usize, usize)> {
        let empty: Vec<bool> = crosses.iter().map(|&x| !x).collect();
        runs(&empty)
            .into_iter()
            .map(|(start, len)| {
                let left = usize::from(start == 0);
                let right = usize::from(start + len == crosses.len());
                (start, len, (len + 2 * (left + right)).saturating_sub(2))
            })
            .collect()
    }

    fn value_with(values: &[u64], crosses: &[bool]) -> u64 {
        Treblecross::heaps(crosses)
            .iter()
            .fold(0, |a, &(_, _, h)| a ^ values[h])
    }

    /// Whether a cross at `i` is (or would be) at least three cells from
    /// every other.
    fn safe(&self, i: usize) -> bool {
        let lo = i.saturating_sub(2);
        let hi = (i + 2).min(self.crosses.len() - 1);
        (lo..=hi).all(|j| j == i || !self.crosses[j])
    }
}

impl FromStr for Treblecross {
    type Err = BoardError;

    fn from_str(s: &str) -> Result<Treblecross, BoardError> {
        let crosses = board_cells(s, "Treblecross", TREBLECROSS_FORMAT, |c| match c {
            'X' | 'x' => Some(true),
            '.' | '_' | ' ' => Some(false),
            _ => None,
        })?;
        Ok(Treblecross { crosses })
    }
}

impl fmt::Display for Treblecross {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let row: String = self
            .crosses
            .iter()
            .map(|&x| if x { 'X' } else { '.' })
            .collect();
        write!(f, "Treblecross {row}")
    }
}

impl Treblecross {
    /// On a board of one or two cells no three fit: every empty cell is a
    /// plain move.
    fn tiny(&self) -> bool {
        self.crosses.len() < 3
    }

    fn empty_cells(&self) -> u64 {
        self.crosses.iter().filter(|&&x| !x).count() as u64
    }
}

impl Position for Treblecross {
    fn nim_value(&self) -> u64 {
        if self.tiny() {
            return self.empty_cells() % 2;
        }
        Treblecross::value_with(&treble_values(self.crosses.len()), &self.crosses)
    }

    fn moves_to(&self, target: u64) -> Vec<String> {
        if self.tiny() {
            if (self.empty_cells() + 1) % 2 != target || self.empty_cells() == 0 {
                return vec![];
            }
            return (0..self.crosses.len())
                .filter(|&i| !self.crosses[i])
                .map(|i| format!("cross cell {}", i + 1))
                .collect();
        }
        let values = treble_values(self.crosses.len());
        let mut crosses = self.crosses.clone();
        let mut out = Vec::new();
        for i in 0..crosses.len() {
            if crosses[i] || !self.safe(i) {
                continue;
            }
            crosses[i] = true;
            if Treblecross::value_with(&values, &crosses) == target {
                out.push(format!("cross cell {}", i + 1));
            }
            crosses[i] = false;
        }
        out
    }

    fn winning_moves(&self) -> Vec<String> {
        let now = self.immediate_wins();
        if !now.is_empty() {
            return now
                .into_iter()
                .map(|i| format!("cross cell {i}: three in a row"))
                .collect();
        }
        self.moves_to(0)
    }
}

/// The heap game .007 behind `Treblecross(n)` in expressions (a row of `n`
/// empty cells is its heap `n + 2`).
static HEAP: HeapParts = HeapParts::normal_only(|| {
    static RULES: LazyLock<Arc<dyn HeapGame + Send + Sync>> =
        LazyLock::new(|| Arc::new(TakeAndBreak::treblecross()));
    Arc::clone(&RULES)
});

/// Treblecross in the catalogue.
pub static ENTRY: Entry = Entry {
    id: "treblecross",
    aliases: &[],
    name: "Treblecross",
    expr_name: "Treblecross",
    about: "One-dimensional tic-tac-toe: both players put an X in an empty cell; three in a row wins.",
    format: "a row of cells, 'X' for a cross and '.' for an empty cell, or a number n for an empty row of n",
    example: "....X.......",
    kind: Kind::Impartial,
    valued_by: "the nim-sum of the .007 values of the stretches at least three cells from every cross",
    sides: None,
    read: |b| match size(b)? {
        Some(n) => Ok(boxed(Treblecross::new(vec![false; n]))),
        None => Ok(boxed(b.parse::<Treblecross>().map_err(|e| e.to_string())?)),
    },
    heap: Some(HeapRules {
        game: HEAP.game,
        max_heap: MAX_HEAP,
    }),
};

impl ImpartialBoard for Treblecross {
    fn entry() -> &'static Entry {
        &ENTRY
    }

    fn text(&self) -> String {
        self.crosses
            .iter()
            .map(|&x| if x { 'X' } else { '.' })
            .collect()
    }

    /// An empty cell, unless the game is over.
    fn move_count(&self) -> u64 {
        if self.has_three() {
            return 0;
        }
        self.crosses.iter().filter(|&&c| !c).count() as u64
    }

    fn moves(&self) -> Vec<(String, Treblecross)> {
        if self.has_three() {
            return vec![];
        }
        let cells = &self.crosses;
        (0..cells.len())
            .filter(|&i| !cells[i])
            .map(|i| {
                let mut next = cells.clone();
                next[i] = true;
                (format!("cross cell {}", i + 1), Treblecross::new(next))
            })
            .collect()
    }

    /// The stretches of empty cells, each with what lies beyond its ends.
    fn ended(&self) -> Option<&'static str> {
        self.has_three().then_some("three in a row")
    }

    fn split(&self) -> Split {
        if self.has_three() {
            return Split::Over;
        }
        if !self.immediate_wins().is_empty() {
            return Split::WinNow;
        }
        let cells = &self.crosses;
        let empty: Vec<bool> = cells.iter().map(|&x| !x).collect();
        let bound = |cross: Option<usize>| match cross {
            None => EDGE,
            Some(c) if c == 0 || c + 1 == cells.len() => CROSS_AT_EDGE,
            Some(_) => CROSS,
        };
        let parts = runs(&empty).into_iter().map(|(s, n)| {
            let (left, right) = (s.checked_sub(1), Some(s + n).filter(|&r| r < cells.len()));
            Part::new(&STRETCHES, stretch(n as u64, bound(left), bound(right)))
        });
        Split::Parts(parts.collect())
    }
}

/// What lies beyond the end of a stretch of empty cells: the board's edge,
/// a cross with the edge right behind it, or a cross with room behind it.
const EDGE: u64 = 0;
const CROSS_AT_EDGE: u64 = 1;
const CROSS: u64 = 2;

/// A stretch of `len` empty cells on a row with no threat, coded with what
/// lies beyond each end; mirror images play alike, so the larger bound
/// comes first.
fn stretch(len: u64, a: u64, b: u64) -> u64 {
    len << 4 | a.max(b) << 2 | a.min(b)
}

/// The stretches of a Treblecross row, for the search. Unlike the .007
/// heaps, which drop the crosses that lose at once, they keep every move,
/// so that remoteness counts the game as it is played.
struct Stretches;

static STRETCHES: Stretches = Stretches;

/// Whether a cross at distance `d` (0 = next to it) from a stretch end with
/// `bound` beyond it gives the opponent three in a row: two apart (X.X)
/// always; side by side (XX) when a cell lies free on either side: the
/// stretch's next cell, or the one behind the old cross.
fn hands_over_three(len: u64, bound: u64, d: u64) -> bool {
    bound != EDGE && (d == 1 || (d == 0 && (len >= 2 || bound == CROSS)))
}

impl PartRules for Stretches {
    fn options(&self, code: u64) -> Vec<Option<Vec<u64>>> {
        let (len, left, right) = (code >> 4, code >> 2 & 3, code & 3);
        // What the new cross leaves behind each new stretch.
        let beyond = |far: u64, bound: u64| {
            if far > 0 || bound != EDGE {
                CROSS
            } else {
                CROSS_AT_EDGE
            }
        };
        (0..len)
            .map(|j| {
                if hands_over_three(len, left, j) || hands_over_three(len, right, len - 1 - j) {
                    return None;
                }
                Some(vec![
                    stretch(j, left, beyond(len - 1 - j, right)),
                    stretch(len - 1 - j, beyond(j, left), right),
                ])
            })
            .collect()
    }

    fn is_empty(&self, code: u64) -> bool {
        code >> 4 == 0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Treblecross by search: a move completing three wins (the mover's
    /// option is a terminal win, value 0 for the opponent); a cross that
    /// leaves three available to the opponent is searched like any other.
    fn treble_search(c: &mut Vec<bool>) -> bool {
        // true: the player to move wins.
        let row = Treblecross { crosses: c.clone() };
        if !row.immediate_wins().is_empty() {
            return true;
        }
        for i in 0..c.len() {
            if !c[i] {
                c[i] = true;
                let lose = !treble_search(c);
                c[i] = false;
                if lose {
                    return true;
                }
            }
        }
        false
    }

    #[test]
    fn treblecross_agrees_with_search() {
        // Rows without an immediate win: value 0 exactly when the player to
        // move loses, and every listed move leaves a lost position.
        for n in 1..=10 {
            for mask in 0u32..(1 << n) {
                let c: Vec<bool> = (0..n).map(|i| mask >> i & 1 == 1).collect();
                let row = Treblecross { crosses: c.clone() };
                let spaced = (0..n).all(|i| !c[i] || row.safe(i));
                if !spaced {
                    continue;
                }
                let wins = treble_search(&mut c.clone());
                assert_eq!(row.nim_value() != 0, wins, "{row}");
                for m in row.winning_moves() {
                    let cell: usize = m.trim_start_matches("cross cell ").parse().unwrap();
                    let mut after = c.clone();
                    after[cell - 1] = true;
                    assert!(!treble_search(&mut after), "{row}: {m}");
                }
            }
        }
    }
}
