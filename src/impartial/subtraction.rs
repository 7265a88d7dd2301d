//! Subtraction games: take `s` tokens from a heap, for `s` in a set (or, in
//! an "all-but" game, for any `s >= 1` not in the set).

use std::fmt;

use thiserror::Error;

use super::heap::HeapGame;
use super::period::{self, Certificate, Periodicity};

/// A subtraction game: a finite set of allowed takes, or all takes but a
/// finite set.
///
/// ```
/// use combinatorial_games::impartial::{HeapGame, Subtraction};
/// // Seed 000: take 2, 5 or 6; the values repeat with period 11.
/// let s = Subtraction::new([2, 5, 6]).unwrap();
/// assert_eq!(s.nim_value(15), s.nim_value(4));
/// assert_eq!(s.nim_value(7), 3);
/// // All but 1 and 2: take 3 or more.
/// let t = Subtraction::all_but([1, 2]).unwrap();
/// assert_eq!(t.nim_values(6), vec![0, 0, 0, 1, 1, 1, 2]);
/// assert_eq!(s.to_string(), "Subtraction([2,5,6])");
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Subtraction {
    /// Ascending, without repeats.
    set: Vec<usize>,
    all_but: bool,
}

/// Why a set cannot define a subtraction game.
///
/// ```
/// use combinatorial_games::impartial::{Subtraction, SubtractionError};
/// assert_eq!(Subtraction::new([]).unwrap_err(), SubtractionError::Empty);
/// assert_eq!(Subtraction::new([0, 1]).unwrap_err(), SubtractionError::Zero);
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum SubtractionError {
    /// A finite subtraction set with nothing in it allows no move.
    #[error("a subtraction set needs at least one number, as in [1,2,3]")]
    Empty,
    /// Taking nothing is no move.
    #[error("0 cannot be in a subtraction set: every move takes at least one token")]
    Zero,
}

impl Subtraction {
    fn checked(
        set: impl IntoIterator<Item = usize>,
        all_but: bool,
    ) -> Result<Subtraction, SubtractionError> {
        let mut set: Vec<usize> = set.into_iter().collect();
        set.sort_unstable();
        set.dedup();
        if set.first() == Some(&0) {
            return Err(SubtractionError::Zero);
        }
        if set.is_empty() && !all_but {
            return Err(SubtractionError::Empty);
        }
        Ok(Subtraction { set, all_but })
    }

    /// The game in which a move takes `s` tokens for some `s` in `set`.
    ///
    /// ```
    /// use combinatorial_games::impartial::{Subtraction, SubtractionError};
    /// assert!(Subtraction::new([1, 2, 3]).is_ok());
    /// assert_eq!(Subtraction::new([0, 1]), Err(SubtractionError::Zero));
    /// assert_eq!(Subtraction::new([]), Err(SubtractionError::Empty));
    /// ```
    pub fn new(set: impl IntoIterator<Item = usize>) -> Result<Subtraction, SubtractionError> {
        Subtraction::checked(set, false)
    }

    /// The game in which a move takes any `s >= 1` that is not in `set`.
    ///
    /// ```
    /// use combinatorial_games::impartial::{HeapGame, Subtraction};
    /// // All but nothing is Nim.
    /// assert_eq!(Subtraction::all_but([]).unwrap().nim_values(3), vec![0, 1, 2, 3]);
    /// ```
    pub fn all_but(set: impl IntoIterator<Item = usize>) -> Result<Subtraction, SubtractionError> {
        Subtraction::checked(set, true)
    }

    /// The numbers of the set, ascending.
    ///
    /// ```
    /// use combinatorial_games::impartial::Subtraction;
    /// assert_eq!(Subtraction::new([6, 2, 5, 2]).unwrap().set(), &[2, 5, 6]);
    /// ```
    pub fn set(&self) -> &[usize] {
        &self.set
    }

    /// Whether the set lists the takes that are *not* allowed.
    ///
    /// ```
    /// use combinatorial_games::impartial::Subtraction;
    /// assert!(Subtraction::all_but([1]).unwrap().is_all_but());
    /// ```
    pub fn is_all_but(&self) -> bool {
        self.all_but
    }

    fn allows(&self, s: usize) -> bool {
        s >= 1 && (self.set.binary_search(&s).is_ok() != self.all_but)
    }
}

impl fmt::Display for Subtraction {
    /// CGSuite's spelling: `Subtraction([2,5,6])`, `AllbutSubtraction([1,2])`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let items: Vec<String> = self.set.iter().map(usize::to_string).collect();
        let name = if self.all_but {
            "AllbutSubtraction"
        } else {
            "Subtraction"
        };
        write!(f, "{name}([{}])", items.join(","))
    }
}

impl HeapGame for Subtraction {
    /// As a take-away code: digit 3 at each place that may be taken
    /// (`0.0330003` takes 2, 3 or 7; all-but sets end in `[3]`).
    fn code(&self) -> Option<String> {
        let top = self.set.iter().copied().max().unwrap_or(0);
        let mut out = String::from("0.");
        for j in 1..=top {
            out.push(if self.set.contains(&j) != self.all_but {
                '3'
            } else {
                '0'
            });
        }
        if self.all_but {
            out.push_str("[3]");
        }
        Some(out)
    }

    fn option_count(&self, n: usize) -> Option<u64> {
        let listed = self.set.iter().filter(|&&s| s <= n).count() as u64;
        Some(if self.all_but {
            n as u64 - listed
        } else {
            listed
        })
    }

    fn options(&self, n: usize) -> Vec<Vec<usize>> {
        (1..=n)
            .filter(|&s| self.allows(s))
            .map(|s| if s == n { vec![] } else { vec![n - s] })
            .collect()
    }

    /// A finite set: each value from the values `s` back, O(n |S|). All
    /// but a set: every smaller heap is an option except the few `n - s`,
    /// so the value is the least `v` whose count among all smaller heaps
    /// equals its count among those few, O(n |S|) as well.
    fn nim_values(&self, n: usize) -> Vec<u64> {
        let mut values: Vec<u64> = Vec::with_capacity(n + 1);
        if !self.all_but {
            let mut seen: Vec<usize> = vec![usize::MAX; self.set.len() + 2];
            for k in 0..=n {
                for &s in self.set.iter().take_while(|&&s| s <= k) {
                    seen[values[k - s] as usize] = k;
                }
                values.push(seen.iter().position(|&m| m != k).expect("room above") as u64);
            }
            return values;
        }
        // count[v]: heaps below k with value v. Values are at most k.
        let mut count: Vec<usize> = vec![0; 1];
        let mut global_mex = 0usize;
        let mut excluded: Vec<usize> = Vec::with_capacity(self.set.len());
        for k in 0..=n {
            excluded.clear();
            excluded.extend(
                self.set
                    .iter()
                    .take_while(|&&s| s <= k)
                    .map(|&s| values[k - s] as usize),
            );
            excluded.sort_unstable();
            let mut best = global_mex;
            for same in excluded.chunk_by(|a, b| a == b) {
                let v = same[0];
                if v < best && count[v] == same.len() {
                    best = v;
                }
            }
            values.push(best as u64);
            if best + 1 >= count.len() {
                count.resize(best + 2, 0);
            }
            count[best] += 1;
            while count[global_mex] > 0 {
                global_mex += 1;
                if global_mex >= count.len() {
                    count.push(0);
                }
            }
        }
        values
    }

    /// Proved for a finite set (each value is fixed by the `max S` before
    /// it); only observed, with its saltus, for an all-but set.
    ///
    /// ```
    /// use combinatorial_games::impartial::{HeapGame, Subtraction};
    /// let p = Subtraction::new([2, 5, 6]).unwrap().check_periodicity(100).unwrap();
    /// assert_eq!((p.period, p.preperiod, p.proven), (11, 0, true));
    /// ```
    fn move_shape(&self) -> Option<(usize, usize)> {
        match self.set.last() {
            Some(&t) if !self.all_but => Some((t, 1)),
            _ => None,
        }
    }

    /// ```
    /// use combinatorial_games::impartial::{HeapGame, Subtraction};
    /// // Taking anything but 2, 3 or 7: 0,1,0,1,2,3,2,3,4,5,4,5,… by hand
    /// // (heap 2 can only go to 1; heap 4 to 3, 1 and 0), so
    /// // G(n + 4) = G(n) + 2 from the start; seen, not proven.
    /// let g = Subtraction::all_but([2, 3, 7]).unwrap();
    /// let p = g.check_periodicity(2000).unwrap();
    /// assert_eq!((p.period, p.preperiod, p.saltus, p.proven), (4, 0, 2, false));
    /// ```
    fn periodicity_in(&self, values: &[u64]) -> Option<Periodicity> {
        let cert = match self.set.last() {
            Some(&t) if !self.all_but => Certificate::Recurrence { t },
            _ => Certificate::None,
        };
        period::find(values, cert)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::impartial::naive_values;

    #[test]
    fn fast_values_follow_the_definition() {
        for set in [
            vec![1, 2, 3],
            vec![2, 5, 6],
            vec![2, 4, 7],
            vec![3],
            vec![1, 4, 9, 16],
        ] {
            for g in [
                Subtraction::new(set.clone()).unwrap(),
                Subtraction::all_but(set).unwrap(),
            ] {
                assert_eq!(g.nim_values(120), naive_values(&g, 120), "{g}");
            }
        }
    }

    #[test]
    fn subtraction_values_by_hand() {
        // Take 1, 2 or 3: leave a multiple of 4.
        let s = Subtraction::new([1, 2, 3]).unwrap();
        assert_eq!(s.nim_values(8), vec![0, 1, 2, 3, 0, 1, 2, 3, 0]);
        // {2,5,6}: 0,0,1,1,0,2,1,3,0,2,1 and so on (as in *Summer Games*), period 11.
        let t = Subtraction::new([2, 5, 6]).unwrap();
        assert_eq!(t.nim_values(10), vec![0, 0, 1, 1, 0, 2, 1, 3, 0, 2, 1]);
    }
}
