//! Domineering: dominoes on a grid; Left places them vertically, Right
//! horizontally (Winning Ways' convention, as in CGSuite).

use std::fmt;
use std::str::FromStr;

use super::domineering_bits::Bits;
use super::partizan::{self, Partizan};
use super::{Entry, Kind};
use crate::rulesets::grid::{Grid, GridError};
use crate::rulesets::{Normalized, Ruleset};

const FREE: u8 = 1;
const FORMAT: &str = "rows of '.' (empty) and '#' (filled) separated by '|', as in ..#|...";

/// A Domineering position: rows of `.` (empty) and `#` (filled) separated
/// by `|`.
///
/// ```
/// use combinatorial_games::rulesets::Ruleset;
/// use combinatorial_games::games::Domineering;
/// use combinatorial_games::Game;
/// // A column of two squares: Left's domino, worth 1; a row of two: -1.
/// assert_eq!(".".parse::<Domineering>().unwrap().value(), Game::zero());
/// assert_eq!(".|.".parse::<Domineering>().unwrap().value(), Game::from(1));
/// assert_eq!("..".parse::<Domineering>().unwrap().value(), Game::from(-1));
/// // The 2 x 2 square is a first-player win: +-1.
/// assert_eq!("..|..".parse::<Domineering>().unwrap().value().to_string(), "+-1");
/// assert!("..|.x".parse::<Domineering>().is_err());
/// ```
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Domineering {
    grid: Grid,
}

impl Domineering {
    /// The empty board of `rows` x `columns` squares.
    ///
    /// ```
    /// use combinatorial_games::rulesets::Ruleset;
    /// use combinatorial_games::games::Domineering;
    /// use combinatorial_games::Game;
    /// let b = Domineering::empty(2, 3);
    /// assert_eq!(b.to_string(), "...|...");
    /// // Left's middle domino leaves two columns (1 + 1); any of Right's
    /// // leaves an L of four squares worth {-1|0} = -1/2.
    /// assert_eq!(b.value(), "{2|-1/2}".parse::<Game>().unwrap());
    /// ```
    pub fn empty(rows: usize, columns: usize) -> Domineering {
        let (h, w) = if rows == 0 || columns == 0 {
            (0, 0)
        } else {
            (rows, columns)
        };
        Domineering {
            grid: Grid {
                h,
                w,
                cells: vec![FREE; h * w].into(),
            },
        }
    }

    /// The board with these rows, `true` for a filled square (`#`) and
    /// `false` for an empty one (`.`). Rows of different lengths are an
    /// error.
    ///
    /// ```
    /// use combinatorial_games::games::Domineering;
    /// use combinatorial_games::rulesets::Ruleset;
    /// use combinatorial_games::Game;
    /// let b = Domineering::from_rows([[false, false], [true, false]]).unwrap();
    /// assert_eq!(b.to_string(), "..|#.");
    /// // An L of three squares: one domino each way, either ending it: {0|0}.
    /// assert_eq!(b.value(), Game::star());
    /// assert!(Domineering::from_rows([vec![false], vec![]]).is_err());
    /// ```
    pub fn from_rows<R: AsRef<[bool]>>(
        rows: impl IntoIterator<Item = R>,
    ) -> Result<Domineering, GridError> {
        let grid = Grid::from_rows(
            rows,
            "Domineering",
            FORMAT,
            |filled| {
                if filled { 0 } else { FREE }
            },
        )?;
        Ok(Domineering { grid })
    }

    /// The rows of the board, `true` for a filled square, as
    /// [`Domineering::from_rows`] takes them.
    ///
    /// ```
    /// use combinatorial_games::games::Domineering;
    /// let b: Domineering = ".#.".parse().unwrap();
    /// assert_eq!(b.rows(), [[false, true, false]]);
    /// assert_eq!(Domineering::from_rows(b.rows()).unwrap(), b);
    /// ```
    pub fn rows(&self) -> Vec<Vec<bool>> {
        self.grid.to_rows(|x| x != FREE)
    }

    fn place(&self, vertical: bool) -> Vec<Domineering> {
        let mut out = Vec::new();
        self.place_each(vertical, &mut |p| out.push(p));
        out
    }

    /// Calls `f` with each board after a domino is placed, one at a time.
    fn place_each(&self, vertical: bool, f: &mut dyn FnMut(Domineering)) {
        let g = &self.grid;
        let (dr, dc) = if vertical { (1, 0) } else { (0, 1) };
        for r in 0..g.h.saturating_sub(dr) {
            for c in 0..g.w.saturating_sub(dc) {
                let (i, j) = (r * g.w + c, (r + dr) * g.w + c + dc);
                if g.cells[i] == FREE && g.cells[j] == FREE {
                    let mut cells = g.cells.clone();
                    cells[i] = 0;
                    cells[j] = 0;
                    let (h, w) = (g.h, g.w);
                    f(Domineering {
                        grid: Grid { h, w, cells },
                    });
                }
            }
        }
    }
}

impl Ruleset for Domineering {
    /// The board's cells, one byte each.
    fn heap_bytes(&self) -> usize {
        self.grid.cells.len()
    }

    /// Through the word ruleset (`domineering_bits.rs`: the same rules with
    /// each board one `u64`) when the board has at most 64 squares, else
    /// through the grid.
    fn value(&self) -> crate::Game {
        match Bits::of(&self.grid, FREE) {
            Some(bits) => bits.value(),
            None => crate::rulesets::shared_value(self),
        }
    }

    fn delegate_table() -> Option<crate::rulesets::TableOps> {
        Some(crate::rulesets::TableOps::of::<Bits>())
    }

    /// Either player placing either way is Cram on the same board: its
    /// nim-value by Cram's rules and table, where a walk through
    /// Domineering's moves would meet every position of both.
    fn impartial_variant_shortcut(&self) -> Option<u64> {
        super::cram::Cram::on(self.grid.clone()).value().as_nimber()
    }

    fn left_moves(&self) -> Vec<Domineering> {
        self.place(true)
    }

    fn right_moves(&self) -> Vec<Domineering> {
        self.place(false)
    }

    fn for_each_left_move(&self, f: &mut dyn FnMut(Domineering)) {
        self.place_each(true, f);
    }

    fn for_each_right_move(&self, f: &mut dyn FnMut(Domineering)) {
        self.place_each(false, f);
    }

    /// The 4-connected regions of empty squares (a domino lies inside
    /// one); single squares, where no domino fits, are left out.
    fn components(self) -> Vec<Domineering> {
        self.grid
            .regions(|x| x == FREE)
            .into_iter()
            .filter(|g| g.h * g.w > 1)
            .map(|grid| Domineering { grid })
            .collect()
    }

    /// One of the board's eight images, the same for all eight: the one
    /// at most as tall as it is wide, least among its mirror images (and,
    /// for a square, against the transposed ones). Mirror images keep
    /// vertical dominoes vertical, so keep the value; transposed images swap
    /// the players, so negate it.
    fn normalized(self) -> Normalized<Domineering> {
        match self.grid.least_up_to_transpose() {
            (grid, false) => Normalized::Same(Domineering { grid }),
            (grid, true) => Normalized::Negated(Domineering { grid }),
        }
    }
}

impl FromStr for Domineering {
    type Err = GridError;

    fn from_str(s: &str) -> Result<Domineering, GridError> {
        let grid = Grid::parse(s, "Domineering", FORMAT, |c| match c {
            '.' | '_' => Some(FREE),
            '#' => Some(0),
            _ => None,
        })?;
        Ok(Domineering { grid })
    }
}

impl fmt::Display for Domineering {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.grid.write(f, |x| if x == FREE { '.' } else { '#' })
    }
}

/// Domineering in the catalogue.
pub static ENTRY: Entry = Entry {
    id: "domineering",
    aliases: &[],
    name: "Domineering",
    expr_name: "Domineering",
    about: "Dominoes on a grid: Left places them vertically, Right horizontally.",
    format: FORMAT,
    example: "..|..",
    kind: Kind::Partizan,
    valued_by: "canonical form from the moves, the board split into regions of empty squares, mirror images sharing one table entry and transposes one negated",
    sides: Some(["vertical", "horizontal"]),
    read: partizan::read::<Domineering>,
    heap: None,
};

impl Partizan for Domineering {
    fn entry() -> &'static Entry {
        &ENTRY
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Player;

    fn one_at_a_time(b: &Domineering, player: Player) -> Vec<String> {
        let mut out = Vec::new();
        let mut push = |p: Domineering| out.push(p.to_string());
        match player {
            Player::Left => b.for_each_left_move(&mut push),
            Player::Right => b.for_each_right_move(&mut push),
        }
        out
    }

    /// The moves given one at a time (as the outcome search takes them),
    /// worked by hand: Left's dominoes stand, Right's lie.
    #[test]
    fn moves_one_at_a_time() {
        let b: Domineering = "..#.|....".parse().unwrap();
        let left = one_at_a_time(&b, Player::Left);
        assert_eq!(left, ["#.#.|#...", ".##.|.#..", "..##|...#"]);
        let right = one_at_a_time(&b, Player::Right);
        assert_eq!(right, ["###.|....", "..#.|##..", "..#.|.##.", "..#.|..##"]);
        // 3 x 4: standing, 2 places in each of 4 columns; lying, 3 in
        // each of 3 rows.
        let e = Domineering::empty(3, 4);
        let counts = (
            one_at_a_time(&e, Player::Left).len(),
            one_at_a_time(&e, Player::Right).len(),
        );
        assert_eq!(counts, (8, 9));
        let listed: Vec<String> = e.left_moves().iter().map(|p| p.to_string()).collect();
        assert_eq!(listed, one_at_a_time(&e, Player::Left));
    }
}
