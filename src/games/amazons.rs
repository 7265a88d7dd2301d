//! Amazons (Walter Zamkauskas, 1988; CGSuite's `Amazons`): each player
//! moves one of their amazons like a chess queen, then shoots an arrow
//! from where it lands, also like a queen, onto an empty square, which is
//! burnt for the rest of the game. Left plays `x`, Right `o`; `#` is a
//! burnt square.

use std::fmt;
use std::str::FromStr;

use super::gen_clobber::COMPASS;
use super::partizan::{self, Partizan};
use super::{Entry, Kind};
use crate::rulesets::grid::{Grid, GridError};
use crate::rulesets::{Normalized, Ruleset};
use crate::short::Player;

/// A burnt square; 0, so that the background of a region cut out of a
/// board is burnt.
const BURNT: u8 = 0;
const EMPTY: u8 = 1;
const X: u8 = 2;
const O: u8 = 3;

const FORMAT: &str = "rows of 'x' (Left's amazons), 'o' (Right's), '.' (empty) and '#' (burnt) separated by '|', as in x...|o...";

/// An Amazons position: rows of `x`, `o`, `.` and `#` separated by `|`.
///
/// ```
/// use combinatorial_games::games::Amazons;
/// use combinatorial_games::rulesets::Ruleset;
/// // x.: Left moves right and shoots back where she was: then no one can
/// // move. {0|} = 1.
/// assert_eq!("x.".parse::<Amazons>().unwrap().value().to_string(), "1");
/// // x..: Left may burn the far square and keep a move ({0|} = 1), or use
/// // both squares up (0): {0, 1|} = 2.
/// assert_eq!("x..".parse::<Amazons>().unwrap().value().to_string(), "2");
/// ```
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Amazons {
    grid: Grid,
}

impl Amazons {
    /// Each move of `player` with the board it leaves, in words when
    /// `named` (the search asks for boards only: no text on its path).
    fn moves(&self, player: Player, named: bool) -> Vec<(String, Amazons)> {
        let g = &self.grid;
        let us = match player {
            Player::Left => X,
            Player::Right => O,
        };
        let (h, w) = (g.h as isize, g.w as isize);
        let inside = |r: isize, c: isize| (0..h).contains(&r) && (0..w).contains(&c);
        let idx = |r: isize, c: isize| (r * w + c) as usize;
        let name = |r: isize, c: isize| format!("({},{})", r + 1, c + 1);
        let mut out = Vec::new();
        for from in (0..g.cells.len()).filter(|&i| g.cells[i] == us) {
            let (r0, c0) = ((from / g.w) as isize, (from % g.w) as isize);
            let mut cells = g.cells.clone();
            cells[from] = EMPTY;
            for &(dr, dc) in &COMPASS {
                let (dr, dc) = (isize::from(dr), isize::from(dc));
                let (mut r, mut c) = (r0 + dr, c0 + dc);
                while inside(r, c) && cells[idx(r, c)] == EMPTY {
                    cells[idx(r, c)] = us;
                    for &(ar, ac) in &COMPASS {
                        let (ar, ac) = (isize::from(ar), isize::from(ac));
                        let (mut s, mut t) = (r + ar, c + ac);
                        while inside(s, t) && cells[idx(s, t)] == EMPTY {
                            let mut after = cells.clone();
                            after[idx(s, t)] = BURNT;
                            let text = match named {
                                true => format!(
                                    "{} to {}, arrow {}",
                                    name(r0, c0),
                                    name(r, c),
                                    name(s, t)
                                ),
                                false => String::new(),
                            };
                            out.push((
                                text,
                                Amazons {
                                    grid: Grid {
                                        cells: after,
                                        ..g.clone()
                                    },
                                },
                            ));
                            s += ar;
                            t += ac;
                        }
                    }
                    cells[idx(r, c)] = EMPTY;
                    r += dr;
                    c += dc;
                }
            }
        }
        out
    }
}

impl Ruleset for Amazons {
    /// The board's cells, one byte each.
    fn heap_bytes(&self) -> usize {
        self.grid.cells.len()
    }

    const REMEMBER_POSITIONS: bool = true;

    fn left_moves(&self) -> Vec<Amazons> {
        self.moves(Player::Left, false)
            .into_iter()
            .map(|m| m.1)
            .collect()
    }

    fn right_moves(&self) -> Vec<Amazons> {
        self.moves(Player::Right, false)
            .into_iter()
            .map(|m| m.1)
            .collect()
    }

    /// The regions of unburnt squares, a queen's step joining two; a
    /// region without an amazon, where no one can move, is left out.
    fn components(self) -> Vec<Amazons> {
        self.grid
            .regions_by(|x| x != BURNT, &COMPASS)
            .into_iter()
            .filter(|g| g.cells.iter().any(|&x| x == X || x == O))
            .map(|grid| Amazons { grid })
            .collect()
    }

    /// The least of the board's eight images: queens move alike every way.
    fn normalized(self) -> Normalized<Amazons> {
        let grid = self.grid.least_image();
        Normalized::Same(Amazons { grid })
    }

    /// The colours exchanged: the negative, the rules being the same for
    /// both players.
    fn negative_image(&self) -> Option<Amazons> {
        Some(Amazons {
            grid: self.grid.swapped(X, O).least_image(),
        })
    }
}

impl FromStr for Amazons {
    type Err = GridError;

    fn from_str(s: &str) -> Result<Amazons, GridError> {
        let grid = Grid::parse(s, "Amazons", FORMAT, |c| match c {
            'x' | 'X' => Some(X),
            'o' | 'O' => Some(O),
            '.' | '_' => Some(EMPTY),
            '#' => Some(BURNT),
            _ => None,
        })?;
        Ok(Amazons { grid })
    }
}

impl fmt::Display for Amazons {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.grid
            .write(f, |x| ['#', '.', 'x', 'o'][usize::from(x.min(3))])
    }
}

/// Amazons in the catalogue.
pub static ENTRY: Entry = Entry {
    id: "amazons",
    aliases: &[],
    name: "Amazons",
    expr_name: "Amazons",
    about: "Each player moves an amazon like a chess queen, then shoots an arrow from it like a queen onto an empty square, burning it.",
    format: FORMAT,
    example: "x...|o...",
    kind: Kind::Partizan,
    valued_by: "canonical form from the moves, the board split into regions of unburnt squares, the eight symmetries of the square sharing one table entry",
    sides: Some(["x", "o"]),
    read: partizan::read::<Amazons>,
    heap: None,
};

impl Partizan for Amazons {
    fn entry() -> &'static Entry {
        &ENTRY
    }

    fn described_moves(&self, player: Player) -> Vec<(String, Self)> {
        self.moves(player, true)
    }
}
