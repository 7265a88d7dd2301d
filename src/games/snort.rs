//! Snort on a strip: Left writes `L` in an empty cell not beside an `R`,
//! Right writes `R` in one not beside an `L`. The worked example of adding
//! a game in `docs/architecture.md`.

use std::fmt;
use std::str::FromStr;

use super::partizan::{self, Partizan};
use super::{Entry, Kind};
use crate::rulesets::Ruleset;

const FORMAT: &str = "a row of '.' (empty), 'L' and 'R', as in ..L...";

/// A strip of Snort: `.` empty, `L` and `R` claimed.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Snort {
    cells: Vec<u8>,
} // b'.', b'L', b'R'

impl Snort {
    fn place(&self, mine: u8, theirs: u8) -> Vec<Snort> {
        let c = &self.cells;
        (0..c.len())
            .filter(|&i| c[i] == b'.')
            .filter(|&i| (i == 0 || c[i - 1] != theirs) && c.get(i + 1) != Some(&theirs))
            .map(|i| {
                let mut n = c.clone();
                n[i] = mine;
                Snort { cells: n }
            })
            .collect()
    }
}

impl Ruleset for Snort {
    fn left_moves(&self) -> Vec<Snort> {
        self.place(b'L', b'R')
    }
    fn right_moves(&self) -> Vec<Snort> {
        self.place(b'R', b'L')
    }
}

impl FromStr for Snort {
    type Err = String;
    fn from_str(s: &str) -> Result<Snort, String> {
        match s.bytes().position(|b| !b".LR".contains(&b)) {
            Some(i) => Err(format!("column {} is not '.', 'L' or 'R'", i + 1)),
            None => Ok(Snort {
                cells: s.bytes().collect(),
            }),
        }
    }
}

impl fmt::Display for Snort {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&String::from_utf8_lossy(&self.cells))
    }
}

/// Snort in the catalogue.
pub static ENTRY: Entry = Entry {
    id: "snort",
    aliases: &[],
    name: "Snort",
    expr_name: "Snort",
    about: "Claim cells of a strip; never beside the other player's.",
    format: FORMAT,
    example: "....",
    kind: Kind::Partizan,
    valued_by: "canonical form from the moves",
    sides: Some(["L", "R"]),
    read: partizan::read::<Snort>,
    heap: None,
};

impl Partizan for Snort {
    fn entry() -> &'static Entry {
        &ENTRY
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// By hand: one cell is {0|0} = *; in L. Left has one move (to LL, 0)
    /// and Right none (the cell is beside an L), so {0|} = 1; in .. each
    /// player's move leaves the other nothing but the mover one more: +-1.
    #[test]
    fn small_strips() {
        let v = |s: &str| s.parse::<Snort>().unwrap().value().to_string();
        assert_eq!(v("."), "*");
        assert_eq!(v("L."), "1");
        assert_eq!(v(".R"), "-1");
        assert_eq!(v(".."), "+-1");
        assert!("..x".parse::<Snort>().is_err());
    }
}
