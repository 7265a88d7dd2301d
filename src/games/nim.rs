//! Nim: piles of tokens; a move takes any number from one pile.

use std::fmt;
use std::str::FromStr;

use std::sync::Arc;

use super::heaps::HeapParts;
use super::impartial::{ImpartialBoard, boxed};
use super::{Entry, HeapRules, Kind, Split};
use crate::impartial::{BoardError, HeapGame, Position};
use crate::play::Part;

const NIM_FORMAT: &str = "pile sizes separated by spaces or commas, as in 1 3 5 7";

/// Nim: piles of tokens; a move takes any number from one pile.
///
/// ```
/// use combinatorial_games::impartial::Position;
/// use combinatorial_games::games::NimPosition;
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
    ///
    /// ```
    /// use combinatorial_games::games::NimPosition;
    /// let p = NimPosition::new([1, 3, 5]);
    /// assert_eq!(p, "1 3 5".parse().unwrap());
    /// ```
    pub fn new(piles: impl IntoIterator<Item = u64>) -> NimPosition {
        NimPosition {
            piles: piles.into_iter().collect(),
        }
    }

    /// The piles.
    ///
    /// ```
    /// use combinatorial_games::games::NimPosition;
    /// let p: NimPosition = "4 0 7".parse().unwrap();
    /// assert_eq!(p.piles(), [4, 0, 7]);
    /// ```
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
            .map(|(i, &p)| take(i, p, p ^ change))
            .collect()
    }
}

/// The move that leaves `q` of the `p` tokens of pile `i` (from 0).
fn take(i: usize, p: u64, q: u64) -> String {
    format!("take {} from pile {} ({p} -> {q})", p - q, i + 1)
}

/// Nim by its closed form: a heap of n is *n.
struct NimHeaps;

impl HeapGame for NimHeaps {
    fn code(&self) -> Option<String> {
        Some("0.[3]".into())
    }

    fn options(&self, n: usize) -> Vec<Vec<usize>> {
        (0..n)
            .map(|m| if m == 0 { vec![] } else { vec![m] })
            .collect()
    }
    fn nim_values(&self, n: usize) -> Vec<u64> {
        (0..=n as u64).collect()
    }
    fn nim_value(&self, n: usize) -> u64 {
        n as u64
    }
}

static PARTS: HeapParts = HeapParts::nim(|| Arc::new(NimHeaps));

/// Nim in the catalogue.
pub static ENTRY: Entry = Entry {
    id: "nim",
    aliases: &[],
    name: "Nim",
    expr_name: "Nim",
    about: "Piles of tokens: a move takes any number of tokens from one pile.",
    format: "pile sizes separated by spaces, commas or underscores",
    example: "3_4_5",
    kind: Kind::Impartial,
    valued_by: "closed form: the nim-sum of the piles",
    sides: None,
    read: |b| {
        Ok(boxed(
            b.replace('_', " ")
                .parse::<NimPosition>()
                .map_err(|e| e.to_string())?,
        ))
    },
    heap: Some(HeapRules {
        game: PARTS.game,
        max_heap: u64::MAX,
    }),
};

impl ImpartialBoard for NimPosition {
    const MISERE: bool = true;

    fn entry() -> &'static Entry {
        &ENTRY
    }

    fn text(&self) -> String {
        let piles: Vec<String> = self.piles.iter().map(u64::to_string).collect();
        piles.join("_")
    }

    fn moves(&self) -> Vec<(String, NimPosition)> {
        let mut out = Vec::new();
        for (i, &n) in self.piles.iter().enumerate() {
            for k in (0..n).rev() {
                let mut next = self.piles.clone();
                next[i] = k;
                out.push((take(i, n, k), NimPosition::new(next)));
            }
        }
        out
    }

    /// A pile of `n` has `n` moves.
    fn move_count(&self) -> u64 {
        self.piles.iter().fold(0, |a, &n| a.saturating_add(n))
    }

    fn split(&self) -> Split {
        Split::Parts(self.piles.iter().map(|&n| Part::new(&PARTS, n)).collect())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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
