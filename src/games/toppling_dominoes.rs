//! Toppling Dominoes (Fink, Nowakowski, Siegel and Wolfe, "Toppling
//! Conjectures", 2011): a row of dominoes, blue (Left's), red (Right's) and
//! green (either's). A player topples one of theirs to the left or to the
//! right, and it knocks down every domino on that side.

use std::fmt;
use std::str::FromStr;

use thiserror::Error;

use super::partizan::{self, Partizan};
use super::{Entry, Kind};
use crate::rulesets::{Normalized, Ruleset};
use crate::short::Player;

/// A domino's colour: who may topple it.
///
/// ```
/// use combinatorial_games::games::{Domino, TopplingDominoes};
/// let row: TopplingDominoes = "le".parse().unwrap();
/// assert_eq!(row.dominoes().collect::<Vec<_>>(), [Domino::Blue, Domino::Green]);
/// assert_eq!(TopplingDominoes::new([Domino::Blue, Domino::Green]), row);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub enum Domino {
    /// Left's, written `l` (CGSuite's), `L` or `B`.
    Blue,
    /// Right's, written `r` or `R`.
    Red,
    /// Either player's, written `e` (CGSuite's), `E` or `G`.
    Green,
}

impl Domino {
    fn letter(self) -> char {
        match self {
            Domino::Blue => 'l',
            Domino::Red => 'r',
            Domino::Green => 'e',
        }
    }

    fn toppled_by(self, p: Player) -> bool {
        match self {
            Domino::Blue => p == Player::Left,
            Domino::Red => p == Player::Right,
            Domino::Green => true,
        }
    }

    fn swapped(self) -> Domino {
        match self {
            Domino::Blue => Domino::Red,
            Domino::Red => Domino::Blue,
            Domino::Green => Domino::Green,
        }
    }
}

/// A row of Toppling Dominoes, written as CGSuite writes it: `l` blue
/// (Left's), `r` red (Right's), `e` green (either's), left to right.
///
/// Toppling the domino at `i` to the left leaves the dominoes after it;
/// to the right, those before it. Every number is the value of some row,
/// and a row of `n` green dominoes is the nim heap `*n`.
///
/// ```
/// use combinatorial_games::rulesets::Ruleset;
/// use combinatorial_games::games::TopplingDominoes;
/// let v = |s: &str| s.parse::<TopplingDominoes>().unwrap().value().to_string();
/// // lr: Left topples l to the right (0) or left (leaving r, -1); Right
/// // the same way round: {0|0} = *.
/// assert_eq!(v("lr"), "*");
/// // lrl: Left goes to rl = * or to 0, Right only to l = 1: {0,*|1} = 1/2.
/// assert_eq!(v("lrl"), "1/2");
/// assert_eq!(v("eee"), "*3");
/// // CGSuite's GameStripTest.
/// assert_eq!(v("lere"), "{1|0,{0|-1}}");
/// ```
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct TopplingDominoes {
    row: Box<[Domino]>,
}

const FORMAT: &str = "a row of dominoes left to right, l (or L, B) blue for Left, r (or R) red for Right, e (or E, G) green for either";

/// A string that is not a row of dominoes.
///
/// ```
/// use combinatorial_games::games::{DominoError, TopplingDominoes};
/// assert_eq!("lrx".parse::<TopplingDominoes>(), Err(DominoError { found: 'x', column: 3 }));
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error(
    "'{found}' at column {column} is not a domino: write l (blue, Left's), r (red, Right's) or e (green, either's), as in lrrle"
)]
pub struct DominoError {
    /// The character.
    pub found: char,
    /// Its column, from 1.
    pub column: usize,
}

impl TopplingDominoes {
    /// The row of these dominoes, left to right.
    ///
    /// ```
    /// use combinatorial_games::games::{Domino, TopplingDominoes};
    /// let row = TopplingDominoes::new([Domino::Blue, Domino::Green]);
    /// assert_eq!(row.to_string(), "le");
    /// ```
    pub fn new(row: impl IntoIterator<Item = Domino>) -> TopplingDominoes {
        TopplingDominoes {
            row: row.into_iter().collect(),
        }
    }

    /// The dominoes, left to right.
    ///
    /// ```
    /// use combinatorial_games::games::{Domino, TopplingDominoes};
    /// let row: TopplingDominoes = "lr".parse().unwrap();
    /// assert!(row.dominoes().eq([Domino::Blue, Domino::Red]));
    /// ```
    pub fn dominoes(&self) -> impl ExactSizeIterator<Item = Domino> + '_ {
        self.row.iter().copied()
    }

    /// Each move of `p` in words, with the row it leaves.
    fn topples(&self, p: Player) -> Vec<(String, TopplingDominoes)> {
        let mut out = Vec::new();
        for (i, d) in self.row.iter().enumerate() {
            if d.toppled_by(p) {
                let n = i + 1;
                out.push((
                    format!("topple domino {n} left"),
                    Self::new(self.row[n..].iter().copied()),
                ));
                out.push((
                    format!("topple domino {n} right"),
                    Self::new(self.row[..i].iter().copied()),
                ));
            }
        }
        out
    }
}

impl Ruleset for TopplingDominoes {
    fn left_moves(&self) -> Vec<TopplingDominoes> {
        self.topples(Player::Left)
            .into_iter()
            .map(|m| m.1)
            .collect()
    }

    fn right_moves(&self) -> Vec<TopplingDominoes> {
        self.topples(Player::Right)
            .into_iter()
            .map(|m| m.1)
            .collect()
    }

    /// A row and its mirror image have one value; a row with the colours
    /// swapped has the negative. The table keeps the least of the four.
    fn normalized(self) -> Normalized<TopplingDominoes> {
        let mirror: Box<[Domino]> = self.row.iter().rev().copied().collect();
        let swapped: Box<[Domino]> = self.row.iter().map(|d| d.swapped()).collect();
        let both: Box<[Domino]> = mirror.iter().map(|d| d.swapped()).collect();
        let same = self.row.clone().min(mirror);
        let negated = swapped.min(both);
        if negated < same {
            Normalized::Negated(TopplingDominoes { row: negated })
        } else {
            Normalized::Same(TopplingDominoes { row: same })
        }
    }
}

impl FromStr for TopplingDominoes {
    type Err = DominoError;

    fn from_str(s: &str) -> Result<TopplingDominoes, DominoError> {
        let row = s
            .trim()
            .chars()
            .enumerate()
            .map(|(i, c)| match c {
                'l' | 'L' | 'b' | 'B' => Ok(Domino::Blue),
                'r' | 'R' => Ok(Domino::Red),
                'e' | 'E' | 'g' | 'G' => Ok(Domino::Green),
                found => Err(DominoError {
                    found,
                    column: i + 1,
                }),
            })
            .collect::<Result<Box<[Domino]>, _>>()?;
        Ok(TopplingDominoes { row })
    }
}

impl fmt::Display for TopplingDominoes {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.row
            .iter()
            .try_for_each(|d| write!(f, "{}", d.letter()))
    }
}

/// Toppling Dominoes in the catalogue.
pub static ENTRY: Entry = Entry {
    id: "toppling-dominoes",
    aliases: &["toppling"],
    name: "Toppling Dominoes",
    expr_name: "TopplingDominoes",
    about: "A row of dominoes: a player topples one of theirs (blue for Left, red for Right, green for either) left or right, knocking down all on that side.",
    format: FORMAT,
    example: "lrrlrrl",
    kind: Kind::Partizan,
    valued_by: "search with a transposition table, mirror images and colour swaps sharing entries",
    sides: Some(["blue", "red"]),
    read: partizan::read::<TopplingDominoes>,
    heap: None,
};

impl Partizan for TopplingDominoes {
    fn entry() -> &'static Entry {
        &ENTRY
    }

    fn described_moves(&self, player: Player) -> Vec<(String, Self)> {
        self.topples(player)
    }
}
