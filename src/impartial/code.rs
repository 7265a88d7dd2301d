//! Take-and-break games given by codes in the notation of Winning Ways:
//! `.137`, `0.137`, `4.07`, `0.3F`, `4.#3`.

use std::fmt;
use std::str::FromStr;

use thiserror::Error;

use super::heap::HeapGame;
use super::period::{self, Certificate, Periodicity};
use super::sparse;

/// A take-and-break game `d0.d1d2d3...`.
///
/// Bit `b` of digit `d_j` allows taking `j` tokens from a heap and leaving
/// exactly `b` non-empty heaps: bit 0 (value 1) removing the whole heap, bit
/// 1 (2) leaving one heap, bit 2 (4) leaving two, bit 3 (8) leaving three.
/// `#` makes the digits after it repeat forever (`0.#3` is Nim).
///
/// ```
/// use combinatorial_games::impartial::{HeapGame, TakeAndBreak};
/// let kayles: TakeAndBreak = ".77".parse().unwrap();
/// assert_eq!(kayles.nim_values(12), vec![0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4]);
/// assert_eq!(kayles.to_string(), "0.77");
/// assert!("0.1x".parse::<TakeAndBreak>().is_err());
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct TakeAndBreak {
    /// `digits[j]` is `d_j`, for `j` below `digits.len()`.
    digits: Vec<u8>,
    /// Where the repeated tail starts, if any: `d_j` for `j >= digits.len()`
    /// is `digits[repeat + (j - repeat) % (len - repeat)]`.
    repeat: Option<usize>,
}

/// Why a string is not a take-and-break code.
///
/// ```
/// use combinatorial_games::impartial::{CodeError, TakeAndBreak};
/// assert_eq!("".parse::<TakeAndBreak>().unwrap_err(), CodeError::Empty);
/// assert!(matches!("137".parse::<TakeAndBreak>(), Err(CodeError::NoDot(_))));
/// assert!(matches!(
///     ".1G".parse::<TakeAndBreak>(),
///     Err(CodeError::BadDigit { found: 'G', position: 3, .. })
/// ));
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum CodeError {
    /// Nothing was given.
    #[error("empty take-and-break code: write digits such as .137 or 4.#3")]
    Empty,
    /// The code has no `.` (or `·`).
    #[error("'{0}': a take-and-break code has a '.' or '·', as in .137 or 4.07")]
    NoDot(String),
    /// A character that is not a hexadecimal digit.
    #[error("'{code}': '{found}' at position {position} is not a digit 0-9 or A-F")]
    BadDigit {
        /// The code.
        code: String,
        /// The character.
        found: char,
        /// Its position (from 1), in characters.
        position: usize,
    },
    /// More than one digit before the dot.
    #[error("'{0}': only d0 (one digit) may stand before the dot")]
    LongD0(String),
    /// `d0` with bit 0 or 1 set (taking nothing and leaving nothing, or a pass).
    #[error("'{0}': d0 may not contain 1 or 2 (taking nothing must split the heap)")]
    BadD0(String),
    /// `#` at the end, or twice.
    #[error("'{0}': '#' must be followed by the digits that repeat, and appear once")]
    BadRepeat(String),
    /// The code allows no move at all.
    #[error("'{0}': the code allows no move")]
    NoMove(String),
}

/// A code trimmed, as characters, and where its dot (`.` or `·`) is.
pub(super) fn split_at_dot(s: &str) -> Result<(&str, Vec<char>, usize), CodeError> {
    let code = s.trim();
    if code.is_empty() {
        return Err(CodeError::Empty);
    }
    let chars: Vec<char> = code.chars().collect();
    let dot = chars
        .iter()
        .position(|&c| c == '.' || c == '·')
        .ok_or_else(|| CodeError::NoDot(code.into()))?;
    Ok((code, chars, dot))
}

impl FromStr for TakeAndBreak {
    type Err = CodeError;

    fn from_str(s: &str) -> Result<TakeAndBreak, CodeError> {
        let (code, chars, dot) = split_at_dot(s)?;
        let digit = |i: usize| -> Result<u8, CodeError> {
            chars[i]
                .to_digit(16)
                .map(|d| d as u8)
                .ok_or(CodeError::BadDigit {
                    code: code.into(),
                    found: chars[i],
                    position: i + 1,
                })
        };
        let d0 = match dot {
            0 => 0,
            1 => digit(0)?,
            _ => {
                // Point at a non-digit first, if there is one.
                (0..dot).try_for_each(|i| digit(i).map(drop))?;
                return Err(CodeError::LongD0(code.into()));
            }
        };
        if d0 & 3 != 0 {
            return Err(CodeError::BadD0(code.into()));
        }
        let mut digits = vec![d0];
        let mut repeat = None;
        for (i, &ch) in chars.iter().enumerate().skip(dot + 1) {
            // CGSuite writes the repeated tail in brackets: `0.[3]`.
            if ch == ']' && i + 1 == chars.len() && chars[dot + 1..].contains(&'[') {
                continue;
            }
            if ch == '#' || ch == '[' {
                if repeat.is_some() {
                    return Err(CodeError::BadRepeat(code.into()));
                }
                repeat = Some(digits.len());
            } else {
                digits.push(digit(i)?);
            }
        }
        if repeat == Some(digits.len()) {
            return Err(CodeError::BadRepeat(code.into()));
        }
        if repeat.is_none() {
            while digits.len() > 1 && digits.last() == Some(&0) {
                digits.pop();
            }
        }
        if digits.iter().all(|&d| d == 0) {
            return Err(CodeError::NoMove(code.into()));
        }
        Ok(TakeAndBreak { digits, repeat })
    }
}

impl fmt::Display for TakeAndBreak {
    /// `d0.d1d2...`, with `#` before a repeated tail; the alternate form
    /// (`{:#}`) writes the tail in brackets, as CGSuite does.
    ///
    /// ```
    /// use combinatorial_games::impartial::TakeAndBreak;
    /// let code: TakeAndBreak = "0.300303330[3]".parse().unwrap();
    /// assert_eq!(code.to_string(), "0.300303330#3");
    /// assert_eq!(format!("{code:#}"), "0.300303330[3]");
    /// ```
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:X}.", self.digits[0])?;
        for (j, d) in self.digits.iter().enumerate().skip(1) {
            if self.repeat == Some(j) {
                f.write_str(if f.alternate() { "[" } else { "#" })?;
            }
            write!(f, "{d:X}")?;
        }
        if f.alternate() && self.repeat.is_some() {
            f.write_str("]")?;
        }
        Ok(())
    }
}

impl TakeAndBreak {
    /// The digit `d_j`.
    ///
    /// ```
    /// use combinatorial_games::impartial::TakeAndBreak;
    /// let lasker: TakeAndBreak = "4.#3".parse().unwrap();
    /// assert_eq!((lasker.digit(0), lasker.digit(1), lasker.digit(100)), (4, 3, 3));
    /// ```
    pub fn digit(&self, j: usize) -> u8 {
        let len = self.digits.len();
        match self.repeat {
            _ if j < len => self.digits[j],
            Some(r) => self.digits[r + (j - r) % (len - r)],
            None => 0,
        }
    }

    /// The largest number of tokens a move may take, `None` for a code with
    /// a repeated tail (which has no largest).
    ///
    /// ```
    /// use combinatorial_games::impartial::TakeAndBreak;
    /// assert_eq!(".137".parse::<TakeAndBreak>().unwrap().max_take(), Some(3));
    /// assert_eq!("0.#3".parse::<TakeAndBreak>().unwrap().max_take(), None);
    /// ```
    pub fn max_take(&self) -> Option<usize> {
        self.repeat.is_none().then(|| self.digits.len() - 1)
    }

    /// Whether the code is finite (no repeated tail).
    ///
    /// ```
    /// use combinatorial_games::impartial::TakeAndBreak;
    /// assert!(".137".parse::<TakeAndBreak>().unwrap().is_finite());
    /// assert!(!"0.#3".parse::<TakeAndBreak>().unwrap().is_finite());
    /// ```
    pub fn is_finite(&self) -> bool {
        self.repeat.is_none()
    }

    /// The code whose moves are those of `self` and those of `other`: each
    /// digit is the two digits' bits together (a digit's bits say how many
    /// heaps a take may leave). `None` where the repeated tails' lengths
    /// make the union's tail longer than 4 096 digits.
    ///
    /// ```
    /// use combinatorial_games::impartial::TakeAndBreak;
    /// let code = |s: &str| s.parse::<TakeAndBreak>().unwrap();
    /// // Take one, or take two: take one or two.
    /// assert_eq!(code("0.3").union(&code("0.03")), Some(code("0.33")));
    /// // Nim with Kayles's moves as well.
    /// assert_eq!(code("0.#3").union(&TakeAndBreak::kayles()).unwrap().to_string(), "0.77#3");
    /// ```
    pub fn union(&self, other: &TakeAndBreak) -> Option<TakeAndBreak> {
        // (digits before the repeated tail, the tail's length; 0 if none)
        let shape = |c: &TakeAndBreak| match c.repeat {
            Some(r) => (r, c.digits.len() - r),
            None => (c.digits.len(), 0),
        };
        let ((pa, ba), (pb, bb)) = (shape(self), shape(other));
        let prefix = pa.max(pb);
        let tail = match (ba, bb) {
            (0, b) | (b, 0) => b,
            (a, b) => a / gcd(a, b) * b,
        };
        if prefix + tail > 4_096 {
            return None;
        }
        let mut digits: Vec<u8> = (0..prefix + tail)
            .map(|j| self.digit(j) | other.digit(j))
            .collect();
        let repeat = (tail > 0).then_some(prefix);
        if repeat.is_none() {
            while digits.len() > 1 && digits.last() == Some(&0) {
                digits.pop();
            }
        }
        Some(TakeAndBreak { digits, repeat })
    }

    /// Whether some move leaves three heaps (a digit 8 or more).
    ///
    /// ```
    /// use combinatorial_games::impartial::TakeAndBreak;
    /// assert!(!TakeAndBreak::kayles().splits_in_three());
    /// assert!(".8".parse::<TakeAndBreak>().unwrap().splits_in_three());
    /// ```
    pub fn splits_in_three(&self) -> bool {
        self.digits.iter().any(|&d| d & 8 != 0)
    }

    /// The takes `j` (with their digits) possible from a heap of `n`.
    pub(crate) fn takes(&self, n: usize) -> impl Iterator<Item = (usize, u8)> + '_ {
        let last = match self.repeat {
            Some(_) => n,
            None => n.min(self.digits.len() - 1),
        };
        (0..=last)
            .map(|j| (j, self.digit(j)))
            .filter(|&(_, d)| d != 0)
    }
}

impl HeapGame for TakeAndBreak {
    /// CGSuite's text: `0.77`, `4.[3]`.
    fn code(&self) -> Option<String> {
        let mut out = format!("{:X}.", self.digits[0]);
        for (j, d) in self.digits.iter().enumerate().skip(1) {
            if self.repeat == Some(j) {
                out.push('[');
            }
            out.push_str(&format!("{d:X}"));
        }
        if self.repeat.is_some() {
            out.push(']');
        }
        Some(out)
    }

    /// Counted take by take as [`HeapGame::options`] lists them; the
    /// splits into three heaps are the partitions of the rest into three
    /// parts, round(r²/12) of them. Codes with a repeated tail go through
    /// every take up to `n`, so only heaps up to 2^24 are counted.
    fn option_count(&self, n: usize) -> Option<u64> {
        if self.repeat.is_some() && n > 1 << 24 {
            return None;
        }
        let mut count = 0u64;
        for (j, d) in self.takes(n) {
            let r = (n - j) as u64;
            count += u64::from(d & 1 != 0 && r == 0)
                + u64::from(d & 2 != 0 && r >= 1 && j >= 1)
                + if d & 4 != 0 { r / 2 } else { 0 }
                + if d & 8 != 0 { (r * r + 6) / 12 } else { 0 };
        }
        Some(count)
    }

    fn options(&self, n: usize) -> Vec<Vec<usize>> {
        let mut out = Vec::new();
        for (j, d) in self.takes(n) {
            let r = n - j;
            if d & 1 != 0 && r == 0 {
                out.push(vec![]);
            }
            if d & 2 != 0 && r >= 1 && j >= 1 {
                out.push(vec![r]);
            }
            if d & 4 != 0 && r >= 2 {
                out.extend((1..=r / 2).map(|a| vec![a, r - a]));
            }
            if d & 8 != 0 && r >= 3 {
                for a in 1..=r / 3 {
                    for b in a..=(r - a) / 2 {
                        out.push(vec![a, b, r - a - b]);
                    }
                }
            }
        }
        out
    }

    /// The values, computed by the sparse-space method until a period is
    /// proved, then continued by the period.
    fn nim_values(&self, n: usize) -> Vec<u64> {
        self.nim_values_with_progress(n, |_| {})
    }

    /// Computes values only until a period is proved, if one is: a heap of
    /// 10^15 Kayles is answered at once.
    ///
    /// ```
    /// use combinatorial_games::impartial::{HeapGame, TakeAndBreak};
    /// let kayles = TakeAndBreak::kayles();
    /// // Period 12 from heap 71, and 10^15 = 76 (mod 12): like heap 76.
    /// assert_eq!(kayles.nim_value(1_000_000_000_000_000), kayles.nim_value(76));
    /// ```
    fn nim_value(&self, n: usize) -> u64 {
        if self.splits_in_three() {
            return self.nim_values(n)[n];
        }
        sparse::nim_value(sparse::Rules::Code(self), n, self.certificate())
    }

    fn move_shape(&self) -> Option<(usize, usize)> {
        let parts = if self.splits_in_three() { 3 } else { 2 };
        self.max_take().map(|t| (t, parts))
    }

    /// Proved by the Guy–Smith theorem for a finite code `.d1d2...dt`, or
    /// by the recurrence for a code that never splits; only observed for a
    /// code with a repeated tail or a nonzero `d0`.
    ///
    /// ```
    /// use combinatorial_games::impartial::{HeapGame, TakeAndBreak};
    /// let dawson: TakeAndBreak = ".137".parse().unwrap();
    /// let p = dawson.check_periodicity(300).unwrap();
    /// assert_eq!((p.period, p.preperiod, p.proven), (34, 52, true));
    /// // Treblecross has no known period.
    /// assert_eq!(TakeAndBreak::treblecross().check_periodicity(2000), None);
    /// ```
    fn periodicity_in(&self, values: &[u64]) -> Option<Periodicity> {
        period::find(values, self.certificate())
    }
}

/// The named rulesets of Winning Ways and *Summer Games*, as codes.
impl TakeAndBreak {
    fn named(code: &str) -> TakeAndBreak {
        code.parse().unwrap_or_else(|e| unreachable!("{code}: {e}"))
    }

    /// Nim, `0.#3`: take any number of tokens from one heap.
    ///
    /// ```
    /// use combinatorial_games::impartial::{HeapGame, TakeAndBreak};
    /// assert_eq!(TakeAndBreak::nim().nim_values(4), vec![0, 1, 2, 3, 4]);
    /// ```
    pub fn nim() -> TakeAndBreak {
        TakeAndBreak::named("0.#3")
    }

    /// Kayles, `0.77`: knock down one pin or two adjacent pins of a row.
    ///
    /// ```
    /// use combinatorial_games::impartial::{HeapGame, TakeAndBreak};
    /// assert_eq!(TakeAndBreak::kayles().nim_value(9), 4);
    /// ```
    pub fn kayles() -> TakeAndBreak {
        TakeAndBreak::named("0.77")
    }

    /// Dawson's Kayles, `0.07`: knock down two adjacent pins.
    ///
    /// ```
    /// use combinatorial_games::impartial::{HeapGame, TakeAndBreak};
    /// assert_eq!(TakeAndBreak::dawsons_kayles().nim_values(5), vec![0, 0, 1, 1, 2, 0]);
    /// ```
    pub fn dawsons_kayles() -> TakeAndBreak {
        TakeAndBreak::named("0.07")
    }

    /// Dawson's Chess, `0.137`: a file of `n` pawns on the 3 x n board is a
    /// heap of `n` (see [`crate::games::DawsonsChess`] for the board).
    ///
    /// ```
    /// use combinatorial_games::impartial::{HeapGame, TakeAndBreak};
    /// assert_eq!(TakeAndBreak::dawsons_chess().nim_values(5), vec![0, 1, 1, 2, 0, 3]);
    /// ```
    pub fn dawsons_chess() -> TakeAndBreak {
        TakeAndBreak::named("0.137")
    }

    /// Treblecross, `0.007`: one-dimensional tic-tac-toe (see
    /// [`crate::games::Treblecross`] for the board).
    ///
    /// ```
    /// use combinatorial_games::impartial::{HeapGame, TakeAndBreak};
    /// assert_eq!(TakeAndBreak::treblecross().nim_values(5), vec![0, 0, 0, 1, 1, 1]);
    /// ```
    pub fn treblecross() -> TakeAndBreak {
        TakeAndBreak::named("0.007")
    }

    /// Officers, `0.6`: take one token, leaving one or two heaps.
    ///
    /// ```
    /// use combinatorial_games::impartial::{HeapGame, TakeAndBreak};
    /// assert_eq!(TakeAndBreak::officers().nim_values(5), vec![0, 0, 1, 2, 0, 1]);
    /// ```
    pub fn officers() -> TakeAndBreak {
        TakeAndBreak::named("0.6")
    }

    /// Guiles, `0.15`: take one token from a heap of one, or two tokens
    /// leaving nothing or two heaps.
    ///
    /// ```
    /// use combinatorial_games::impartial::{HeapGame, TakeAndBreak};
    /// assert_eq!(TakeAndBreak::guiles().nim_values(5), vec![0, 1, 1, 0, 1, 1]);
    /// ```
    pub fn guiles() -> TakeAndBreak {
        TakeAndBreak::named("0.15")
    }

    /// Lasker's Nim, `4.#3`: take any number from a heap, or split a heap
    /// into two.
    ///
    /// ```
    /// use combinatorial_games::impartial::{HeapGame, TakeAndBreak};
    /// assert_eq!(TakeAndBreak::laskers_nim().nim_values(8), vec![0, 1, 2, 4, 3, 5, 6, 8, 7]);
    /// ```
    pub fn laskers_nim() -> TakeAndBreak {
        TakeAndBreak::named("4.#3")
    }

    /// [`HeapGame::nim_values`], telling `progress` from time to time (every
    /// 16 384 heaps) how many heaps are done, for a progress bar on long
    /// runs.
    ///
    /// ```
    /// use combinatorial_games::impartial::TakeAndBreak;
    /// let officers: TakeAndBreak = ".6".parse().unwrap();
    /// let mut reports = 0;
    /// let v = officers.nim_values_with_progress(40_000, |_| reports += 1);
    /// assert_eq!(v.len(), 40_001);
    /// assert!(reports >= 2);
    /// ```
    pub fn nim_values_with_progress(&self, n: usize, mut progress: impl FnMut(usize)) -> Vec<u64> {
        if self.splits_in_three() {
            return super::three_way::nim_values(self, n);
        }
        sparse::nim_values(
            sparse::Rules::Code(self),
            n,
            self.certificate(),
            &mut progress,
        )
    }

    /// How a period of this code can be proved.
    fn certificate(&self) -> Certificate {
        match self.max_take() {
            None => Certificate::None,
            // The periodicity theorem is stated for codes .d1d2...dt; we do
            // not lean on it when d0 (a split without taking) is present.
            Some(_) if self.digits[0] != 0 => Certificate::None,
            Some(t) if self.digits.iter().all(|&d| d & 12 == 0) => Certificate::Recurrence { t },
            Some(t) => Certificate::GuySmith { t },
        }
    }
}
/// The greatest common divisor of two positive numbers.
fn gcd(mut a: usize, mut b: usize) -> usize {
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a
}

#[cfg(test)]
mod tests {
    use super::*;

    fn code(s: &str) -> TakeAndBreak {
        s.parse().unwrap()
    }

    #[test]
    fn parses_and_prints() {
        assert_eq!(code(".137").to_string(), "0.137");
        assert_eq!(code("0·137").to_string(), "0.137");
        assert_eq!(code("4.#3").to_string(), "4.#3");
        assert_eq!(code("0.3f").to_string(), "0.3F");
        assert_eq!(code(".0700").to_string(), "0.07");
        assert_eq!(code(".1#23").digit(4), 2);
        assert_eq!(code(".1#23").digit(5), 3);
    }

    #[test]
    fn errors_say_what_is_wrong() {
        let e = |s: &str| s.parse::<TakeAndBreak>().unwrap_err().to_string();
        assert_eq!(
            e(""),
            "empty take-and-break code: write digits such as .137 or 4.#3"
        );
        assert!(e("137").contains("has a '.'"));
        assert!(e(".1x7").contains("'x' at position 3"));
        assert!(e("1.37").contains("d0 may not contain 1 or 2"));
        assert!(e("2.37").contains("d0 may not contain 1 or 2"));
        assert!(e("44.3").contains("only d0"));
        assert!(e(".3#").contains("'#' must be followed"));
        assert!(e(".#3#3").contains("'#' must be followed"));
        assert!(e(".000").contains("no move"));
        assert!(e(".G").contains("'G'"));
    }

    #[test]
    fn options_of_small_heaps() {
        // Kayles: take 1 or 2, leaving 0, 1 or 2 heaps.
        let mut o = code(".77").options(4);
        o.sort();
        assert_eq!(o, vec![vec![1, 1], vec![1, 2], vec![2], vec![3]]);
        // Lasker's Nim: take any number, or split into two without taking.
        let mut o = code("4.#3").options(3);
        o.sort();
        assert_eq!(o, vec![vec![], vec![1], vec![1, 2], vec![2]]);
        // d1 = 1 removes a heap of exactly 1; d2 = 2 needs a heap above 2.
        assert_eq!(code(".1").options(2), Vec::<Vec<usize>>::new());
        assert_eq!(code(".02").options(2), Vec::<Vec<usize>>::new());
        assert_eq!(code(".02").options(3), vec![vec![1]]);
    }

    #[test]
    fn a_union_has_every_move_of_both_codes() {
        // Tails of 2 and 3 digits repeat together every 6; the union's
        // digits are compared with the definition far past both prefixes.
        let codes = ["0.#12", "4.0#364", "0.37", "0.0#3", "0.6#8", ".F"];
        for a in codes {
            for b in codes {
                let (x, y) = (a.parse::<TakeAndBreak>().unwrap(), b.parse().unwrap());
                let u = x.union(&y).unwrap();
                for j in 0..200 {
                    assert_eq!(u.digit(j), x.digit(j) | y.digit(j), "{a} with {b}, d{j}");
                }
                assert_eq!(u.is_finite(), x.is_finite() && y.is_finite(), "{a} {b}");
            }
        }
        // Tails whose repeat would pass 4 096 digits are refused.
        let long = |n: usize| {
            format!("0.#{}", "3".repeat(n))
                .parse::<TakeAndBreak>()
                .unwrap()
        };
        assert_eq!(long(64).union(&long(65)), None);
        assert!(long(64).union(&long(32)).is_some());
    }
}
