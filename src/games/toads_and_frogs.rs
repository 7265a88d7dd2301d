//! Toads and Frogs (Winning Ways): a strip of squares; Left's toads move
//! right, Right's frogs move left, a step into an empty square or a jump
//! over exactly one enemy piece into an empty square.

use std::fmt;
use std::str::FromStr;

use smallvec::SmallVec;
use thiserror::Error;

use super::Cell;
use super::partizan::{self, Partizan};
use super::toads_bits::{Packed, Strip};
use super::{Entry, Kind};
use crate::rulesets::{Normalized, Ruleset};
use crate::short::Player;

const EMPTY: u8 = 0;
const TOAD: u8 = 1;
const FROG: u8 = 2;

/// A Toads and Frogs position.
///
/// Written with `T` for a toad (Left's), `F` for a frog (Right's), and `_`,
/// `.` or `□` for an empty square; letters in either case.
///
/// ```
/// use combinatorial_games::rulesets::Ruleset;
/// use combinatorial_games::games::ToadsAndFrogs;
/// use combinatorial_games::{Game, Outcome};
/// let p: ToadsAndFrogs = "TT__FF".parse().unwrap();
/// assert_eq!(p.value(), Game::star());
/// assert_eq!(p.outcome(), Outcome::N);
/// let q: ToadsAndFrogs = "_TT_FF_".parse().unwrap();
/// assert_eq!(q.value().to_string(), "+-1/4");
/// // Left's best move, and what it is worth.
/// let best = q.best_left_moves();
/// assert_eq!(best.len(), 1);
/// assert_eq!(best[0].0.to_string(), "_T_TFF_");
/// assert_eq!(best[0].1.to_string(), "1/4");
/// assert!("TTxFF".parse::<ToadsAndFrogs>().is_err());
/// ```
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct ToadsAndFrogs {
    cells: Cells,
}

/// The squares, inline up to 24: the positions a search makes, the keys of
/// its table and the parts a strip splits into need no allocation.
type Cells = SmallVec<[u8; 24]>;

/// A board string that is not a Toads and Frogs position.
///
/// ```
/// use combinatorial_games::games::{ToadsAndFrogs, ToadsAndFrogsError};
/// assert_eq!(
///     "T_X".parse::<ToadsAndFrogs>(),
///     Err(ToadsAndFrogsError::BadSquare { found: 'X', column: 3 })
/// );
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum ToadsAndFrogsError {
    /// A character that is not a toad, a frog or an empty square.
    #[error(
        "'{found}' at column {column} is not a square of Toads and Frogs: write T for a toad, F for a frog and _ or . for an empty square, as in TT__FF"
    )]
    BadSquare {
        /// The character.
        found: char,
        /// Its column, from 1.
        column: usize,
    },
}

/// One move: a toad or frog leaving square `from` for square `to`
/// (squares from 1), stepping or jumping.
///
/// ```
/// use combinatorial_games::games::ToadsAndFrogs;
/// let p: ToadsAndFrogs = "T_TF_".parse().unwrap();
/// let moves: Vec<String> = p.left_moves_described().iter().map(|(m, q)| format!("{m}: {q}")).collect();
/// assert_eq!(moves, ["toad 1 steps to 2: _TTF_", "toad 3 jumps to 5: T__FT"]);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct TfMove {
    /// Whether a toad (Left) or a frog (Right) moves.
    pub toad: bool,
    /// The square it leaves, from 1.
    pub from: usize,
    /// The square it lands on, from 1.
    pub to: usize,
}

impl fmt::Display for TfMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let piece = if self.toad { "toad" } else { "frog" };
        let how = if self.from.abs_diff(self.to) == 1 {
            "steps"
        } else {
            "jumps"
        };
        write!(f, "{piece} {} {how} to {}", self.from, self.to)
    }
}

impl ToadsAndFrogs {
    /// The strip of these squares from left to right: `Cell::Left` for a
    /// toad, `Cell::Right` for a frog.
    ///
    /// ```
    /// use combinatorial_games::games::{Cell, ToadsAndFrogs};
    /// use combinatorial_games::rulesets::Ruleset;
    /// use combinatorial_games::Game;
    /// use Cell::{Empty as E, Left as T, Right as F};
    /// let p = ToadsAndFrogs::from_cells([T, T, E, E, F, F]);
    /// assert_eq!(p.to_string(), "TT__FF");
    /// assert_eq!(p.value(), Game::star());
    /// ```
    pub fn from_cells(cells: impl IntoIterator<Item = Cell>) -> ToadsAndFrogs {
        let code = |c| match c {
            Cell::Empty => EMPTY,
            Cell::Left => TOAD,
            Cell::Right => FROG,
        };
        ToadsAndFrogs {
            cells: cells.into_iter().map(code).collect(),
        }
    }

    /// The squares from left to right, as [`ToadsAndFrogs::from_cells`]
    /// takes them.
    ///
    /// ```
    /// use combinatorial_games::games::{Cell, ToadsAndFrogs};
    /// let p: ToadsAndFrogs = "T_F".parse().unwrap();
    /// assert!(p.cells().eq([Cell::Left, Cell::Empty, Cell::Right]));
    /// assert_eq!(ToadsAndFrogs::from_cells(p.cells()), p);
    /// ```
    pub fn cells(&self) -> impl ExactSizeIterator<Item = Cell> + '_ {
        self.cells.iter().map(|&c| match c {
            TOAD => Cell::Left,
            FROG => Cell::Right,
            _ => Cell::Empty,
        })
    }

    /// The number of squares.
    ///
    /// ```
    /// use combinatorial_games::games::ToadsAndFrogs;
    /// let p: ToadsAndFrogs = "TT__F".parse().unwrap();
    /// assert_eq!(p.len(), 5);
    /// ```
    pub fn len(&self) -> usize {
        self.cells.len()
    }

    /// Whether the strip has no squares.
    ///
    /// ```
    /// use combinatorial_games::games::ToadsAndFrogs;
    /// assert!(!"_".parse::<ToadsAndFrogs>().unwrap().is_empty());
    /// ```
    pub fn is_empty(&self) -> bool {
        self.cells.is_empty()
    }

    /// The position with toads and frogs swapped and the strip reversed:
    /// its value is the negative.
    ///
    /// ```
    /// use combinatorial_games::rulesets::Ruleset;
    /// use combinatorial_games::games::ToadsAndFrogs;
    /// let p: ToadsAndFrogs = "TTTF_F".parse().unwrap();
    /// assert_eq!(p.conjugate().to_string(), "T_TFFF");
    /// assert_eq!(p.conjugate().value(), -p.value());
    /// ```
    pub fn conjugate(&self) -> ToadsAndFrogs {
        ToadsAndFrogs {
            cells: self.cells.iter().rev().map(|&c| swap(c)).collect(),
        }
    }

    /// Left's moves, each with the position it leads to.
    ///
    /// ```
    /// use combinatorial_games::games::ToadsAndFrogs;
    /// // The toad steps onto the empty square; nothing else moves.
    /// let p: ToadsAndFrogs = "T_F".parse().unwrap();
    /// let moves = p.left_moves_described();
    /// assert_eq!(moves.len(), 1);
    /// assert_eq!((moves[0].0.to_string(), moves[0].1.to_string()), ("toad 1 steps to 2".into(), "_TF".into()));
    /// ```
    pub fn left_moves_described(&self) -> Vec<(TfMove, ToadsAndFrogs)> {
        self.moves(true)
    }

    /// Right's moves, each with the position it leads to.
    ///
    /// ```
    /// use combinatorial_games::games::ToadsAndFrogs;
    /// // The frog on square 4 cannot step onto the toad on 3, but jumps it to 2.
    /// let p: ToadsAndFrogs = "T_TF_".parse().unwrap();
    /// let moves: Vec<String> = p.right_moves_described().iter().map(|(m, q)| format!("{m}: {q}")).collect();
    /// assert_eq!(moves, ["frog 4 jumps to 2: TFT__"]);
    /// ```
    pub fn right_moves_described(&self) -> Vec<(TfMove, ToadsAndFrogs)> {
        self.moves(false)
    }

    fn moves(&self, toad: bool) -> Vec<(TfMove, ToadsAndFrogs)> {
        let mut out = Vec::new();
        self.each_move(toad, |from, to, p| {
            out.push((
                TfMove {
                    toad,
                    from: from + 1,
                    to: to + 1,
                },
                p,
            ))
        });
        out
    }

    /// Calls `f` with each move of the toads (or the frogs): the square
    /// left, the square reached (from 0) and the position after it.
    fn each_move(&self, toad: bool, mut f: impl FnMut(usize, usize, ToadsAndFrogs)) {
        let c = &self.cells;
        let n = c.len();
        let (me, them) = if toad { (TOAD, FROG) } else { (FROG, TOAD) };
        let ahead = |i: usize, k: usize| -> Option<usize> {
            if toad {
                (i + k < n).then_some(i + k)
            } else {
                i.checked_sub(k)
            }
        };
        for i in 0..n {
            if c[i] != me {
                continue;
            }
            let to = match ahead(i, 1) {
                Some(j) if c[j] == EMPTY => Some(j),
                Some(j) if c[j] == them => ahead(i, 2).filter(|&k| c[k] == EMPTY),
                _ => None,
            };
            if let Some(j) = to {
                let mut cells = c.clone();
                cells[i] = EMPTY;
                cells[j] = me;
                f(i, j, ToadsAndFrogs { cells });
            }
        }
    }
}

/// Splits a strip into parts that can never interact, dropping pieces that
/// can never move; pushes each part as a range of `c`. A toad with a frog
/// just ahead of it, itself behind another toad (or the left edge), facing
/// a frog backed by another frog (or the right edge) — `TTFF` — is stuck
/// for good, and so are those neighbours: nothing crosses them, so the
/// strip splits there. Frogs at the left end and toads at the right end
/// never move either.
fn split(c: &[u8], lo: usize, hi: usize, out: &mut Vec<(usize, usize)>) {
    let (mut lo, mut hi) = (lo, hi);
    while lo < hi && c[lo] == FROG {
        lo += 1;
    }
    while hi > lo && c[hi - 1] == TOAD {
        hi -= 1;
    }
    for i in lo..hi.saturating_sub(1) {
        if c[i] == TOAD
            && c[i + 1] == FROG
            && (i == lo || c[i - 1] == TOAD)
            && (i + 2 == hi || c[i + 2] == FROG)
        {
            split(c, lo, i, out);
            split(c, i + 2, hi, out);
            return;
        }
    }
    // A part with no empty square, or with no piece, has no moves.
    let part = &c[lo..hi];
    if part.contains(&EMPTY) && part.iter().any(|&x| x != EMPTY) {
        out.push((lo, hi));
    }
}

fn swap(x: u8) -> u8 {
    match x {
        TOAD => FROG,
        FROG => TOAD,
        _ => EMPTY,
    }
}

impl Ruleset for ToadsAndFrogs {
    /// Through the word rulesets (`toads_bits.rs`: the same rules with the
    /// toads and the frogs both in one `u64` for strips of at most 31
    /// squares, each one `u64` up to 64), else through these bytes.
    fn value(&self) -> crate::Game {
        if self.cells.len() > 64 {
            return crate::rulesets::shared_value(self);
        }
        let (mut toads, mut frogs) = (0u64, 0u64);
        for (i, &c) in self.cells.iter().enumerate() {
            toads |= u64::from(c == TOAD) << i;
            frogs |= u64::from(c == FROG) << i;
        }
        let strip = Strip::new(self.cells.len(), toads, frogs).expect("at most 64 squares");
        match Packed::new(strip) {
            Some(p) => p.value(),
            None => strip.value(),
        }
    }

    fn delegate_table() -> Option<crate::rulesets::TableOps> {
        Some(crate::rulesets::TableOps::of::<Strip>())
    }

    fn left_moves(&self) -> Vec<ToadsAndFrogs> {
        let mut out = Vec::new();
        self.each_move(true, |_, _, p| out.push(p));
        out
    }

    fn right_moves(&self) -> Vec<ToadsAndFrogs> {
        let mut out = Vec::new();
        self.each_move(false, |_, _, p| out.push(p));
        out
    }

    /// The strip split where pieces can never interact: at `TTFF` (an edge
    /// counts as a toad on the left, a frog on the right), whose four pieces
    /// are stuck for good; frogs at the left end and toads at the right end
    /// are dropped, as they never move.
    fn components(self) -> Vec<ToadsAndFrogs> {
        let mut parts = Vec::new();
        split(&self.cells, 0, self.cells.len(), &mut parts);
        if parts == [(0, self.cells.len())] {
            return vec![self];
        }
        parts
            .into_iter()
            .map(|(lo, hi)| ToadsAndFrogs {
                cells: Cells::from_slice(&self.cells[lo..hi]),
            })
            .collect()
    }

    /// The lesser of the strip and its [conjugate](ToadsAndFrogs::conjugate)
    /// (reversed, toads and frogs swapped), whose value is the negative.
    fn normalized(self) -> Normalized<ToadsAndFrogs> {
        let c = &self.cells;
        let n = c.len();
        for i in 0..n {
            let (mine, theirs) = (c[i], swap(c[n - 1 - i]));
            if mine != theirs {
                return if theirs < mine {
                    Normalized::Negated(self.conjugate())
                } else {
                    Normalized::Same(self)
                };
            }
        }
        Normalized::Same(self)
    }
}

impl FromStr for ToadsAndFrogs {
    type Err = ToadsAndFrogsError;

    fn from_str(s: &str) -> Result<ToadsAndFrogs, ToadsAndFrogsError> {
        let cells = s
            .trim()
            .chars()
            .enumerate()
            .map(|(i, ch)| match ch {
                'T' | 't' => Ok(TOAD),
                'F' | 'f' => Ok(FROG),
                '_' | '.' | '□' => Ok(EMPTY),
                _ => Err(ToadsAndFrogsError::BadSquare {
                    found: ch,
                    column: i + 1,
                }),
            })
            .collect::<Result<Cells, _>>()?;
        Ok(ToadsAndFrogs { cells })
    }
}

impl fmt::Display for ToadsAndFrogs {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for &c in self.cells.iter() {
            f.write_str(match c {
                TOAD => "T",
                FROG => "F",
                _ => "_",
            })?;
        }
        Ok(())
    }
}

/// Toads and Frogs in the catalogue.
pub static ENTRY: Entry = Entry {
    id: "toads",
    aliases: &["toadsandfrogs"],
    name: "Toads and Frogs",
    expr_name: "ToadsAndFrogs",
    about: "Toads step or jump right, frogs left, over one enemy piece into an empty square.",
    format: "a strip of 'T' (toads, Left's, moving right), 'F' (frogs, Right's, moving left) and '_' or '.' (empty), then ' R' when the frogs are to move (the toads move first otherwise)",
    example: "TTT__FFF",
    kind: Kind::Partizan,
    valued_by: "canonical form from the moves, the strip split where pieces are stuck (TTFF), a board and its mirror sharing one table entry",
    sides: Some(["toads", "frogs"]),
    read: partizan::read::<ToadsAndFrogs>,
    heap: None,
};

impl Partizan for ToadsAndFrogs {
    fn entry() -> &'static Entry {
        &ENTRY
    }

    fn described_moves(&self, player: Player) -> Vec<(String, ToadsAndFrogs)> {
        self.moves(player == Player::Left)
            .into_iter()
            .map(|(m, q)| (m.to_string(), q))
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::short::{Game, Outcome};

    fn tf(s: &str) -> ToadsAndFrogs {
        s.parse().unwrap()
    }

    fn g(s: &str) -> Game {
        s.parse().unwrap()
    }

    #[test]
    fn small_boards_by_hand() {
        // T_ : the toad steps to _T (0): {0|} = 1. T__ = {1|} = 2.
        assert_eq!(tf("T_").value(), Game::from(1));
        assert_eq!(tf("T__").value(), Game::from(2));
        // _TF: Left has no move; Right jumps to FT_ = {0|} = 1, so {|1} = 0.
        assert_eq!(tf("_TF").value(), Game::zero());
        // TF_: Left jumps to _FT = {|0} = -1; Right has none: {-1|} = 0.
        assert_eq!(tf("TF_").value(), Game::zero());
        // T_F: Left to _TF = 0, Right to TF_ = 0: {0|0} = *.
        assert_eq!(tf("T_F").value(), Game::star());
        assert_eq!(tf("").value(), Game::zero());
    }

    #[test]
    fn whirlwind_tour_values() {
        assert_eq!(tf("TT__FF").value(), Game::star());
        assert_eq!(tf("TTTF_F").value(), g("{{1/4|0}|0}"));
        assert_eq!(tf("_TTT_F").value(), g("{1*|0}"));
        assert_eq!(tf("_TT_FF_").value(), g("+-1/4"));
    }

    #[test]
    fn cgsuite_test_value_for_five_toads_two_gaps_five_frogs() {
        // CGSuite's own test (GameStripTest), text for text.
        let cgsuite = "+-{{2|*},{5/2||2|{0||||{0||v<2>|-1},{0||||0||Miny(1/32)|-2|||-1/2*}|||v<2>|-1/2||-1*}|||0}}";
        let v = tf("TTTTT__FFFFF").value();
        assert_eq!(v, g(cgsuite));
        assert_eq!(v.to_string(), cgsuite);
    }

    #[test]
    fn winning_ways_values() {
        // Winning Ways: T_TFF = ^ and TFT_F = *.
        assert_eq!(tf("T_TFF").value(), Game::up());
        assert_eq!(tf("TFT_F").value(), Game::star());
        assert_eq!(tf("TFT_F").outcome(), Outcome::N);
    }

    #[test]
    fn strips_past_64_squares_go_through_the_bytes() {
        // A lone toad with k empty squares ahead has k moves and Right none:
        // the integer k. Two of them, one on each side of 64 squares.
        for k in [60usize, 70] {
            let p = tf(&format!("T{}", "_".repeat(k)));
            assert_eq!(p.value(), Game::integer(k as i64), "{k}");
        }
    }

    #[test]
    fn splitting() {
        let parts =
            |s: &str| -> Vec<String> { tf(s).components().iter().map(|p| p.to_string()).collect() };
        assert_eq!(parts("T_TTFF_F"), ["T_", "_F"]);
        // FF_T: the frogs at the left end and the toad at the right end
        // never move, and an empty square alone is worth nothing.
        assert_eq!(parts("FF_T"), Vec::<String>::new());
        assert_eq!(parts("TF"), Vec::<String>::new());
        assert_eq!(parts("FTFF_T_"), ["_T_"]);
    }
}
