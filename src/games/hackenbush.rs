//! Blue-Red Hackenbush strings: a line of edges standing on the ground;
//! Left cuts a blue edge, Right a red one, and everything above the cut
//! falls.

use std::fmt;
use std::str::FromStr;

use thiserror::Error;

use super::partizan::{self, Partizan};
use super::{Entry, Kind};
use crate::numbers::Dyadic;
use crate::rulesets::Ruleset;
use crate::short::Game;

/// A Blue-Red Hackenbush string, written from the ground up: `L` (or `B`)
/// for a blue edge, Left's, and `R` for a red edge, Right's; `.` for a
/// string cut at the ground.
///
/// Every such string is a number. [`Ruleset::value`] gives it in closed form
/// (Berlekamp's rule: the edges up to the first change of colour count 1
/// each, the later ones 1/2, 1/4, ..., positive for blue and negative for
/// red); a [`Solver`](crate::rulesets::Solver) finds the same number from the moves.
///
/// ```
/// use combinatorial_games::rulesets::Ruleset;
/// use combinatorial_games::games::Hackenbush;
/// use combinatorial_games::Game;
/// let h: Hackenbush = "LRL".parse().unwrap();
/// assert_eq!(h.value().to_string(), "3/4");
/// assert_eq!("LLR".parse::<Hackenbush>().unwrap().value().to_string(), "3/2");
/// assert!("LGR".parse::<Hackenbush>().is_err());
/// // Cutting the lowest edge leaves nothing standing, 0.
/// let cut = &"LRL".parse::<Hackenbush>().unwrap().left_moves()[0];
/// assert_eq!((cut.to_string(), cut.value()), (".".to_string(), Game::zero()));
/// assert_eq!(".".parse::<Hackenbush>().unwrap(), *cut);
/// ```
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Hackenbush {
    /// `true` for blue (Left), from the ground up.
    blue: Box<[bool]>,
}

/// The catalogue reads a string or a picture.
const ENTRY_FORMAT: &str = "a string of edges from the ground up, L (or B) for a blue edge and R for a red one, as in LRL; or a picture in CGSuite's graph notation, edges l (blue), r (red) and e (green) from the ground, (a;b) branches, :A names a vertex, as in l(l;rl)";

/// A string that is not a Blue-Red Hackenbush string.
///
/// ```
/// use combinatorial_games::games::{Hackenbush, HackenbushError};
/// assert_eq!("LX".parse::<Hackenbush>(), Err(HackenbushError::BadEdge { found: 'X', column: 2 }));
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum HackenbushError {
    /// A character other than an edge colour.
    #[error(
        "'{found}' at column {column} is not an edge: write L (or B) for a blue edge and R for a red one, from the ground up, as in LRL"
    )]
    BadEdge {
        /// The character.
        found: char,
        /// Its column, from 1.
        column: usize,
    },
    /// A green edge: the string would not be Blue-Red.
    #[error("green edge at column {column}: only Blue-Red strings (L and R) are supported")]
    Green {
        /// Its column, from 1.
        column: usize,
    },
}

impl Hackenbush {
    /// The string of these edges from the ground up, `true` for blue.
    ///
    /// ```
    /// use combinatorial_games::rulesets::Ruleset;
    /// use combinatorial_games::games::Hackenbush;
    /// assert_eq!(Hackenbush::new([true, false]).to_string(), "LR");
    /// ```
    pub fn new(blue: impl IntoIterator<Item = bool>) -> Hackenbush {
        Hackenbush {
            blue: blue.into_iter().collect(),
        }
    }

    /// The edges from the ground up, `true` for blue, as
    /// [`Hackenbush::new`] takes them.
    ///
    /// ```
    /// use combinatorial_games::games::Hackenbush;
    /// let h: Hackenbush = "LRR".parse().unwrap();
    /// assert!(h.edges().eq([true, false, false]));
    /// assert_eq!(Hackenbush::new(h.edges()), h);
    /// ```
    pub fn edges(&self) -> impl ExactSizeIterator<Item = bool> + '_ {
        self.blue.iter().copied()
    }

    fn cuts(&self, blue: bool) -> Vec<Hackenbush> {
        (0..self.blue.len())
            .filter(|&i| self.blue[i] == blue)
            .map(|i| Hackenbush {
                blue: self.blue[..i].into(),
            })
            .collect()
    }
}

impl Ruleset for Hackenbush {
    fn left_moves(&self) -> Vec<Hackenbush> {
        self.cuts(true)
    }

    fn right_moves(&self) -> Vec<Hackenbush> {
        self.cuts(false)
    }

    fn value(&self) -> Game {
        let Some(&first) = self.blue.first() else {
            return Game::zero();
        };
        let run = self.blue.iter().take_while(|&&b| b == first).count();
        let sign = |b: bool| if b { 1 } else { -1 };
        let mut v = Dyadic::from(sign(first) * run as i64);
        for (k, &b) in self.blue[run..].iter().enumerate() {
            v += &Dyadic::new(sign(b), k as u64 + 1);
        }
        Game::number(v)
    }
}

impl FromStr for Hackenbush {
    type Err = HackenbushError;

    fn from_str(s: &str) -> Result<Hackenbush, HackenbushError> {
        // A stalk cut at the ground is written `.`, as it prints.
        let s = match s.trim() {
            "." => "",
            s => s,
        };
        let blue = s
            .chars()
            .enumerate()
            .map(|(i, c)| match c {
                'L' | 'l' | 'B' | 'b' => Ok(true),
                'R' | 'r' => Ok(false),
                'G' | 'g' => Err(HackenbushError::Green { column: i + 1 }),
                _ => Err(HackenbushError::BadEdge {
                    found: c,
                    column: i + 1,
                }),
            })
            .collect::<Result<Box<[bool]>, _>>()?;
        Ok(Hackenbush { blue })
    }
}

impl fmt::Display for Hackenbush {
    /// The edges from the ground up; `.` for none, so that a stalk cut at
    /// the ground still reads back.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.blue.is_empty() {
            return f.write_str(".");
        }
        for &b in self.blue.iter() {
            f.write_str(if b { "L" } else { "R" })?;
        }
        Ok(())
    }
}

/// A stalk of blue and red edges (valued by its closed form), or else any
/// picture in CGSuite's graph notation.
fn read_any(board: &str) -> Result<Box<dyn super::Position>, String> {
    partizan::read::<Hackenbush>(board).or_else(|stalk| {
        partizan::read::<super::HackenbushGraph>(board).map_err(|graph| {
            // The picture's edges are lower case; a string's are capitals
            // and its gaps are dots.
            let (text, _) = partizan::split_side(board);
            if text.chars().any(|c| "LRB.".contains(c)) {
                stalk
            } else {
                graph
            }
        })
    })
}

/// Hackenbush in the catalogue.
pub static ENTRY: Entry = Entry {
    id: "hackenbush",
    aliases: &[],
    name: "Hackenbush",
    expr_name: "Hackenbush",
    about: "A string of blue (L) and red (R) edges from the ground: a player cuts an edge of their colour and everything above it falls.",
    format: ENTRY_FORMAT,
    example: "LRL",
    kind: Kind::Partizan,
    valued_by: "closed form (Berlekamp's sign-expansion rule), checked against the moves",
    sides: Some(["blue", "red"]),
    read: read_any,
    heap: None,
};

impl Partizan for Hackenbush {
    fn entry() -> &'static Entry {
        &ENTRY
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rulesets::Solver;

    #[test]
    fn closed_form_agrees_with_the_moves() {
        // Every string of up to 12 edges: the closed form against the value
        // built from the moves.
        let mut solver = Solver::new();
        for n in 0..=12 {
            for mask in 0u32..(1 << n) {
                let h = Hackenbush::new((0..n).map(|i| mask >> i & 1 == 1));
                assert_eq!(h.value(), solver.value(&h), "{h}");
            }
        }
    }

    #[test]
    fn by_hand() {
        // LRR: Left cuts to 0; Right cuts to L (1) or LR (1/2): {0|1/2} = 1/4.
        let h: Hackenbush = "LRR".parse().unwrap();
        assert_eq!(h.value().to_string(), "1/4");
        assert_eq!(
            "RRL".parse::<Hackenbush>().unwrap().value().to_string(),
            "-3/2"
        );
        assert_eq!("".parse::<Hackenbush>().unwrap().value(), Game::zero());
    }
}
