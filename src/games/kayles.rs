//! Kayles: a row of pins; a move knocks down one pin or two side by side.

use std::fmt;
use std::str::FromStr;

use std::sync::{Arc, LazyLock};

use super::heaps::{HeapParts, MAX_HEAP};
use super::impartial::{ImpartialBoard, boxed};
use super::{Entry, HeapRules, Kind, Split, size};
use crate::impartial::{BoardError, HeapGame, Position, TakeAndBreak, board_cells, runs};
use crate::play::Part;

const KAYLES_FORMAT: &str = "a row of pins 'I' and gaps '.', as in III.IIII";

/// Kayles: a row of pins; a move knocks down one pin or two adjacent pins.
/// Pins are numbered from 1 along the row.
///
/// ```
/// use combinatorial_games::impartial::Position;
/// use combinatorial_games::games::KaylesRow;
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

fn kayles_values(n: usize) -> Arc<[u64]> {
    super::sequences::values("kayles", n, |m| TakeAndBreak::kayles().nim_values(m))
}

impl KaylesRow {
    /// The row with these pins (`true` standing), numbered from 1.
    ///
    /// ```
    /// use combinatorial_games::games::KaylesRow;
    /// assert_eq!(KaylesRow::new(vec![true, false, true]).to_string(), "Kayles I.I");
    /// ```
    pub fn new(pins: Vec<bool>) -> KaylesRow {
        KaylesRow { pins }
    }

    /// The pins, `true` where one stands.
    ///
    /// ```
    /// use combinatorial_games::games::KaylesRow;
    /// let row = KaylesRow::new(vec![true, false, true]);
    /// assert_eq!(row.pins(), [true, false, true]);
    /// ```
    pub fn pins(&self) -> &[bool] {
        &self.pins
    }

    /// Every move, in words, with the row it leaves: one pin, or two
    /// standing side by side, knocked down.
    ///
    /// ```
    /// use combinatorial_games::games::KaylesRow;
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
        let pins = board_cells(s, "Kayles", KAYLES_FORMAT, |c| match c {
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

/// A run of `n` standing pins is a heap of `n` in the code 0.77.
static PARTS: HeapParts = HeapParts::new(|| {
    static RULES: LazyLock<Arc<dyn HeapGame + Send + Sync>> =
        LazyLock::new(|| Arc::new(TakeAndBreak::kayles()));
    Arc::clone(&RULES)
});

/// Kayles in the catalogue.
pub static ENTRY: Entry = Entry {
    id: "kayles",
    aliases: &[],
    name: "Kayles",
    expr_name: "Kayles",
    about: "A row of pins: a move knocks down one pin or two standing side by side.",
    format: "a row of pins, '|' or 'I' standing and '.' knocked down, or a number n for a fresh row of n",
    example: "|||.||||",
    kind: Kind::Impartial,
    valued_by: "the nim-sum of the runs' values in the code 0.77 (period 12 from heap 71)",
    sides: None,
    read: |b| match size(b)? {
        Some(n) => Ok(boxed(KaylesRow::new(vec![true; n]))),
        None => Ok(boxed(b.parse::<KaylesRow>().map_err(|e| e.to_string())?)),
    },
    heap: Some(HeapRules {
        game: PARTS.game,
        max_heap: MAX_HEAP,
    }),
};

impl ImpartialBoard for KaylesRow {
    const MISERE: bool = true;

    fn entry() -> &'static Entry {
        &ENTRY
    }

    fn text(&self) -> String {
        self.pins
            .iter()
            .map(|&p| if p { '|' } else { '.' })
            .collect()
    }

    fn moves(&self) -> Vec<(String, KaylesRow)> {
        KaylesRow::moves(self)
    }

    /// A standing pin, and a standing pin with one standing to its right.
    fn move_count(&self) -> u64 {
        let p = &self.pins;
        let singles = p.iter().filter(|&&b| b).count();
        let pairs = p.windows(2).filter(|w| w[0] && w[1]).count();
        (singles + pairs) as u64
    }

    fn split(&self) -> Split {
        let parts = runs(&self.pins)
            .into_iter()
            .map(|(_, n)| Part::new(&PARTS, n as u64));
        Split::Parts(parts.collect())
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
}
