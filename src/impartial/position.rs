//! Positions people play: Nim piles, a row of Kayles pins, a Treblecross
//! row, and sums of them. Each has a value, its moves written so a person
//! can read them, and the winning moves (those to a position of value 0).

use std::fmt;
use std::str::FromStr;

use thiserror::Error;

use super::code::TakeAndBreak;
use super::heap::HeapGame;

/// A position of an impartial game, played on a board a person can read.
///
/// ```
/// use combinatorial_games::impartial::{Position, NimPosition};
/// let p: NimPosition = "3 4 5".parse().unwrap();
/// assert_eq!(p.nim_value(), 2);
/// assert_eq!(p.winning_moves(), vec!["take 2 from pile 1 (3 -> 1)"]);
/// ```
pub trait Position: fmt::Display {
    /// The position's nim-value: 0 exactly when the player to move loses.
    fn nim_value(&self) -> u64;

    /// The moves that leave a position of value `target`, described.
    fn moves_to(&self, target: u64) -> Vec<String>;

    /// The moves that win: those to a position of value 0 (none when the
    /// value is 0).
    fn winning_moves(&self) -> Vec<String> {
        self.moves_to(0)
    }
}

/// Why a board string is not a position.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum BoardError {
    /// Nothing was given.
    #[error("empty {0} board: {1}")]
    Empty(&'static str, &'static str),
    /// A character or word that does not belong.
    #[error("'{found}' at position {position} is not part of a {game} board: {format}")]
    Bad {
        /// The game.
        game: &'static str,
        /// What was found.
        found: String,
        /// Where (from 1): a character, or a pile for Nim.
        position: usize,
        /// What the board looks like.
        format: &'static str,
    },
    /// The board's rows do not fit together.
    #[error("the {game} board {problem}: give {format}")]
    Shape {
        /// The game.
        game: &'static str,
        /// What is wrong, as in "has 2 ranks, not 3".
        problem: String,
        /// What the board looks like.
        format: &'static str,
    },
    /// A file (column) that cannot arise in the game.
    #[error("file {file} of the {game} board cannot arise: {why}")]
    File {
        /// The game.
        game: &'static str,
        /// The file, from 1.
        file: usize,
        /// What a file can hold.
        why: &'static str,
    },
    /// A capture is waiting to be made in a game where captures are
    /// compulsory, so the board is in the middle of a move.
    #[error("the pawn on file {from} can take on file {to}: captures are compulsory, so give the board after them")]
    PendingCapture {
        /// The capturing pawn's file, from 1.
        from: usize,
        /// The file it can take on.
        to: usize,
    },
}

const NIM_FORMAT: &str = "pile sizes separated by spaces or commas, as in 1 3 5 7";
const KAYLES_FORMAT: &str = "a row of pins 'I' and gaps '.', as in III.IIII";
const TREBLECROSS_FORMAT: &str = "a row of crosses 'X' and empty cells '.', as in ..X....X..";

/// Nim: piles of tokens; a move takes any number from one pile.
///
/// ```
/// use combinatorial_games::impartial::{NimPosition, Position};
/// let p: NimPosition = "1 3 5 7".parse().unwrap();
/// assert_eq!(p.nim_value(), 0);
/// assert!(p.winning_moves().is_empty());
/// assert!("1 x 3".parse::<NimPosition>().is_err());
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NimPosition {
    piles: Vec<u64>,
}

impl NimPosition {
    /// The position with these piles.
    pub fn new(piles: impl IntoIterator<Item = u64>) -> NimPosition {
        NimPosition {
            piles: piles.into_iter().collect(),
        }
    }

    /// The piles.
    pub fn piles(&self) -> &[u64] {
        &self.piles
    }
}

impl FromStr for NimPosition {
    type Err = BoardError;

    fn from_str(s: &str) -> Result<NimPosition, BoardError> {
        let words: Vec<&str> = s
            .split(|c: char| c == ',' || c.is_whitespace())
            .filter(|w| !w.is_empty())
            .collect();
        if words.is_empty() {
            return Err(BoardError::Empty("Nim", NIM_FORMAT));
        }
        let piles = words
            .iter()
            .enumerate()
            .map(|(i, w)| {
                w.parse::<u64>().map_err(|_| BoardError::Bad {
                    game: "Nim",
                    found: (*w).into(),
                    position: i + 1,
                    format: NIM_FORMAT,
                })
            })
            .collect::<Result<_, _>>()?;
        Ok(NimPosition { piles })
    }
}

impl fmt::Display for NimPosition {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let p: Vec<String> = self.piles.iter().map(u64::to_string).collect();
        write!(f, "Nim {}", p.join(" "))
    }
}

impl Position for NimPosition {
    fn nim_value(&self) -> u64 {
        self.piles.iter().fold(0, |a, &p| a ^ p)
    }

    /// Pile `i` goes from `p` to `p ^ (value ^ target)` when that is less.
    fn moves_to(&self, target: u64) -> Vec<String> {
        let change = self.nim_value() ^ target;
        self.piles
            .iter()
            .enumerate()
            .filter(|&(_, &p)| change != 0 && p ^ change < p)
            .map(|(i, &p)| {
                let q = p ^ change;
                format!("take {} from pile {} ({p} -> {q})", p - q, i + 1)
            })
            .collect()
    }
}

/// The runs of `true` in `cells`: (start, length).
pub(crate) fn runs(cells: &[bool]) -> Vec<(usize, usize)> {
    let mut out = Vec::new();
    let mut i = 0;
    while i < cells.len() {
        if cells[i] {
            let start = i;
            while i < cells.len() && cells[i] {
                i += 1;
            }
            out.push((start, i - start));
        } else {
            i += 1;
        }
    }
    out
}

fn board(
    s: &str,
    game: &'static str,
    format: &'static str,
    read: impl Fn(char) -> Option<bool>,
) -> Result<Vec<bool>, BoardError> {
    let s = s.trim();
    if s.is_empty() {
        return Err(BoardError::Empty(game, format));
    }
    s.chars()
        .enumerate()
        .map(|(i, c)| {
            read(c).ok_or(BoardError::Bad {
                game,
                found: c.to_string(),
                position: i + 1,
                format,
            })
        })
        .collect()
}

/// Kayles: a row of pins; a move knocks down one pin or two adjacent pins.
/// Pins are numbered from 1 along the row.
///
/// ```
/// use combinatorial_games::impartial::{KaylesRow, Position};
/// let row: KaylesRow = "IIII".parse().unwrap();
/// assert_eq!(row.nim_value(), 1);
/// // Only the middle pair wins: I..I is 1 ^ 1 = 0, while I.II and .III
/// // are 3 and ..II is 2.
/// assert_eq!(row.winning_moves(), vec!["knock down pins 2 and 3"]);
/// assert!("II x".parse::<KaylesRow>().is_err());
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KaylesRow {
    pins: Vec<bool>,
}

fn kayles_values(n: usize) -> Vec<u64> {
    TakeAndBreak::kayles().nim_values(n)
}

impl KaylesRow {
    /// The row with these pins (`true` standing), numbered from 1.
    ///
    /// ```
    /// use combinatorial_games::impartial::KaylesRow;
    /// assert_eq!(KaylesRow::new(vec![true, false, true]).to_string(), "Kayles I.I");
    /// ```
    pub fn new(pins: Vec<bool>) -> KaylesRow {
        KaylesRow { pins }
    }

    /// The pins, `true` where one stands.
    pub fn pins(&self) -> &[bool] {
        &self.pins
    }

    /// Every move, in words, with the row it leaves: one pin, or two
    /// standing side by side, knocked down.
    ///
    /// ```
    /// use combinatorial_games::impartial::KaylesRow;
    /// let moves = KaylesRow::new(vec![true, true]).moves();
    /// let words: Vec<&str> = moves.iter().map(|(m, _)| m.as_str()).collect();
    /// assert_eq!(words, ["knock down pin 1", "knock down pins 1 and 2", "knock down pin 2"]);
    /// ```
    pub fn moves(&self) -> Vec<(String, KaylesRow)> {
        let pins = &self.pins;
        let mut out = Vec::new();
        for i in 0..pins.len() {
            if !pins[i] {
                continue;
            }
            let mut next = pins.clone();
            next[i] = false;
            out.push((
                format!("knock down pin {}", i + 1),
                KaylesRow::new(next.clone()),
            ));
            if i + 1 < pins.len() && pins[i + 1] {
                next[i + 1] = false;
                out.push((
                    format!("knock down pins {} and {}", i + 1, i + 2),
                    KaylesRow::new(next),
                ));
            }
        }
        out
    }

    fn value_with(&self, values: &[u64], pins: &[bool]) -> u64 {
        runs(pins).iter().fold(0, |a, &(_, len)| a ^ values[len])
    }
}

impl FromStr for KaylesRow {
    type Err = BoardError;

    fn from_str(s: &str) -> Result<KaylesRow, BoardError> {
        let pins = board(s, "Kayles", KAYLES_FORMAT, |c| match c {
            'I' | 'i' | '|' => Some(true),
            '.' | '_' | ' ' => Some(false),
            _ => None,
        })?;
        Ok(KaylesRow { pins })
    }
}

impl fmt::Display for KaylesRow {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let row: String = self
            .pins
            .iter()
            .map(|&p| if p { 'I' } else { '.' })
            .collect();
        write!(f, "Kayles {row}")
    }
}

impl Position for KaylesRow {
    fn nim_value(&self) -> u64 {
        self.value_with(&kayles_values(self.pins.len()), &self.pins)
    }

    fn moves_to(&self, target: u64) -> Vec<String> {
        let values = kayles_values(self.pins.len());
        self.moves()
            .into_iter()
            .filter(|(_, r)| r.value_with(&values, &r.pins) == target)
            .map(|(m, _)| m)
            .collect()
    }
}

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
/// use combinatorial_games::impartial::{Position, Treblecross};
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

fn treble_values(n: usize) -> Vec<u64> {
    TakeAndBreak::treblecross().nim_values(n + 2)
}

impl Treblecross {
    /// The row with these cells (`true` for a cross), numbered from 1.
    ///
    /// ```
    /// use combinatorial_games::impartial::Treblecross;
    /// assert_eq!(Treblecross::new(vec![false, true, false]).to_string(), "Treblecross .X.");
    /// ```
    pub fn new(crosses: Vec<bool>) -> Treblecross {
        Treblecross { crosses }
    }

    /// The cells, `true` where there is a cross.
    pub fn crosses(&self) -> &[bool] {
        &self.crosses
    }

    /// Whether three crosses stand in a row (the game is over).
    pub fn has_three(&self) -> bool {
        self.crosses.windows(3).any(|w| w.iter().all(|&x| x))
    }

    /// The empty cells (from 1) that complete three in a row.
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
        let crosses = board(s, "Treblecross", TREBLECROSS_FORMAT, |c| match c {
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

/// A sum of positions of different games: a move is a move in one of them,
/// and the value is the nim-sum of theirs.
///
/// ```
/// use combinatorial_games::impartial::{GameSum, KaylesRow, NimPosition, Position, Treblecross};
/// let sum = GameSum::new(vec![
///     Box::new("3".parse::<NimPosition>().unwrap()),
///     Box::new("IIII".parse::<KaylesRow>().unwrap()),
/// ]);
/// // *3 + *1 = *2: take 2 from the pile (leaving *1 + *1), or turn the
/// // row into *3 by knocking down any single pin (.III, I.II, II.I, III.).
/// assert_eq!(sum.nim_value(), 2);
/// let wins = sum.winning_moves();
/// assert_eq!(wins[0], "in Nim 3: take 2 from pile 1 (3 -> 1)");
/// assert_eq!(wins[1], "in Kayles IIII: knock down pin 1");
/// assert_eq!(wins.len(), 5);
/// ```
pub struct GameSum {
    parts: Vec<Box<dyn Position>>,
}

impl GameSum {
    /// The sum of these positions.
    pub fn new(parts: Vec<Box<dyn Position>>) -> GameSum {
        GameSum { parts }
    }
}

impl fmt::Display for GameSum {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let parts: Vec<String> = self.parts.iter().map(|p| p.to_string()).collect();
        f.write_str(&parts.join(" + "))
    }
}

impl Position for GameSum {
    fn nim_value(&self) -> u64 {
        self.parts.iter().fold(0, |a, p| a ^ p.nim_value())
    }

    fn moves_to(&self, target: u64) -> Vec<String> {
        let values: Vec<u64> = self.parts.iter().map(|p| p.nim_value()).collect();
        let total = values.iter().fold(0, |a, &v| a ^ v);
        self.parts
            .iter()
            .zip(&values)
            .flat_map(|(p, &v)| {
                p.moves_to(total ^ v ^ target)
                    .into_iter()
                    .map(move |m| format!("in {p}: {m}"))
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every position reachable in one move, for a check by search.
    fn kayles_options(pins: &[bool]) -> Vec<Vec<bool>> {
        let mut out = Vec::new();
        for i in 0..pins.len() {
            if pins[i] {
                let mut p = pins.to_vec();
                p[i] = false;
                out.push(p.clone());
                if i + 1 < pins.len() && pins[i + 1] {
                    p[i + 1] = false;
                    out.push(p);
                }
            }
        }
        out
    }

    fn search(pins: &[bool]) -> u64 {
        crate::impartial::mex(kayles_options(pins).iter().map(|p| search(p)))
    }

    #[test]
    fn kayles_rows_agree_with_search() {
        for mask in 0u32..(1 << 9) {
            let pins: Vec<bool> = (0..9).map(|i| mask >> i & 1 == 1).collect();
            let row = KaylesRow { pins: pins.clone() };
            assert_eq!(row.nim_value(), search(&pins), "{row}");
            let wins = row.winning_moves().len();
            let by_search = kayles_options(&pins)
                .iter()
                .filter(|p| search(p) == 0)
                .count();
            assert_eq!(wins, by_search, "{row}");
        }
    }

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

    #[test]
    fn nim_moves() {
        let p = NimPosition::new([1, 3, 5, 7]);
        assert_eq!(p.nim_value(), 0);
        let q = NimPosition::new([1, 3, 5, 6]);
        // 1^3^5^6 = 1: change 1 in a pile with bit 0: 1 -> 0, 3 -> 2, 5 -> 4.
        assert_eq!(
            q.winning_moves(),
            vec![
                "take 1 from pile 1 (1 -> 0)",
                "take 1 from pile 2 (3 -> 2)",
                "take 1 from pile 3 (5 -> 4)"
            ]
        );
        assert!(matches!(
            "".parse::<NimPosition>(),
            Err(BoardError::Empty(..))
        ));
        assert!(matches!(
            "1 -2".parse::<NimPosition>(),
            Err(BoardError::Bad { position: 2, .. })
        ));
    }
}
