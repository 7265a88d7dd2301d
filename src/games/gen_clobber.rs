//! CGSuite's `GenClobber` schema: Clobber with other moves. A piece moves
//! along one of the rule's `directions`, over empty squares up to
//! `max_distance` steps, onto a square whose contents it may `clobber`,
//! leaving behind what the rule says on the square it left. Clobber is
//! the default; Kings, Knights, Rooks and Queens move as their chess
//! pieces, Anti-Clobber moves onto empty squares and leaves an enemy
//! stone behind (a Clobber move played backwards), Hot Clobber may take
//! its own stones too. The named variants' catalogue entries are in
//! [`super::clobber_variants`].

use std::fmt;
use std::sync::Arc;

use super::Cell;
use crate::rulesets::grid::{Grid, GridError};
use crate::rulesets::{Normalized, Ruleset};
use crate::short::Player;

const EMPTY: u8 = 0;
const X: u8 = 1;
const O: u8 = 2;
/// A square no piece may enter or cross.
const BLOCKED: u8 = 3;

pub(super) const FORMAT: &str = "rows of 'x' (Left's stones), 'o' (Right's), '.' (empty) and '#' (a square no stone may enter) separated by '|', as in xo.|ox.";

/// Orthogonal steps, as `(row, column)`: Clobber's and Rooks'.
pub const ORTHOGONAL: [(i8, i8); 4] = [(-1, 0), (0, -1), (0, 1), (1, 0)];
/// Diagonal steps.
pub const DIAGONAL: [(i8, i8); 4] = [(-1, -1), (-1, 1), (1, -1), (1, 1)];
/// All eight steps of a chess king or queen.
pub const COMPASS: [(i8, i8); 8] = [
    (-1, -1),
    (-1, 0),
    (-1, 1),
    (0, -1),
    (0, 1),
    (1, -1),
    (1, 0),
    (1, 1),
];
/// The eight moves of a chess knight.
pub const KNIGHTS_MOVE: [(i8, i8); 8] = [
    (-2, -1),
    (-2, 1),
    (-1, -2),
    (-1, 2),
    (1, -2),
    (1, 2),
    (2, -1),
    (2, 1),
];

/// The rules of a Clobber-like game (CGSuite's `GenClobber` arguments).
///
/// ```
/// use combinatorial_games::games::{Cell, ClobberRules, ORTHOGONAL};
/// let r = ClobberRules::clobber();
/// assert_eq!(r.directions, ORTHOGONAL);
/// assert_eq!(r.clobbered, [vec![Cell::Right], vec![Cell::Left]]);
/// assert_eq!(r.to_string(), "GenClobber()");
/// ```
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct ClobberRules {
    /// The steps a piece moves along, as `(row, column)` offsets; a move
    /// never changes direction.
    pub directions: Vec<(i8, i8)>,
    /// What Left's pieces (`[0]`) and Right's (`[1]`) may move onto.
    pub clobbered: [Vec<Cell>; 2],
    /// What Left's pieces (`[0]`) and Right's (`[1]`) leave on the square
    /// they move from.
    pub left_behind: [Cell; 2],
    /// The most steps a move goes, over empty squares before its last;
    /// `None` for no limit.
    pub max_distance: Option<u8>,
}

impl ClobberRules {
    /// Clobber: one orthogonal step onto an enemy stone.
    ///
    /// ```
    /// use combinatorial_games::games::{ClobberRules, GenClobber};
    /// use combinatorial_games::rulesets::Ruleset;
    /// // xo: either player takes and leaves a lone stone: *.
    /// let p = GenClobber::new(ClobberRules::clobber(), "xo").unwrap();
    /// assert_eq!(p.value().to_string(), "*");
    /// ```
    pub fn clobber() -> ClobberRules {
        ClobberRules {
            directions: ORTHOGONAL.to_vec(),
            clobbered: [vec![Cell::Right], vec![Cell::Left]],
            left_behind: [Cell::Empty, Cell::Empty],
            max_distance: Some(1),
        }
    }

    /// Kings: one step in any of the eight directions.
    ///
    /// ```
    /// use combinatorial_games::games::ClobberRules;
    /// assert_eq!(ClobberRules::kings().to_string(), "GenClobber(directions => Coordinates.Compass)");
    /// ```
    pub fn kings() -> ClobberRules {
        ClobberRules {
            directions: COMPASS.to_vec(),
            ..ClobberRules::clobber()
        }
    }

    /// Knights: a knight's move, over anything.
    ///
    /// ```
    /// use combinatorial_games::games::ClobberRules;
    /// assert_eq!(ClobberRules::knights().directions.len(), 8);
    /// ```
    pub fn knights() -> ClobberRules {
        ClobberRules {
            directions: KNIGHTS_MOVE.to_vec(),
            ..ClobberRules::clobber()
        }
    }

    /// Rooks: orthogonally over any number of empty squares onto an enemy
    /// stone.
    ///
    /// ```
    /// use combinatorial_games::games::ClobberRules;
    /// assert_eq!(ClobberRules::rooks().max_distance, None);
    /// ```
    pub fn rooks() -> ClobberRules {
        ClobberRules {
            max_distance: None,
            ..ClobberRules::clobber()
        }
    }

    /// Queens: as a rook, in the eight directions.
    ///
    /// ```
    /// use combinatorial_games::games::ClobberRules;
    /// assert_eq!(ClobberRules::queens().directions.len(), 8);
    /// ```
    pub fn queens() -> ClobberRules {
        ClobberRules {
            directions: COMPASS.to_vec(),
            max_distance: None,
            ..ClobberRules::clobber()
        }
    }

    /// Anti-Clobber: one orthogonal step onto an empty square, leaving an
    /// enemy stone behind.
    ///
    /// ```
    /// use combinatorial_games::games::{ClobberRules, GenClobber};
    /// use combinatorial_games::rulesets::Ruleset;
    /// // x.: Left steps and leaves xo... no: leaves o behind, "ox", where
    /// // neither can move: {0|} = 1.
    /// let p = GenClobber::new(ClobberRules::anti_clobber(), "x.").unwrap();
    /// assert_eq!(p.value().to_string(), "1");
    /// ```
    pub fn anti_clobber() -> ClobberRules {
        ClobberRules {
            clobbered: [vec![Cell::Empty], vec![Cell::Empty]],
            left_behind: [Cell::Right, Cell::Left],
            ..ClobberRules::clobber()
        }
    }

    /// Hot Clobber: a stone may take a stone of either colour.
    ///
    /// ```
    /// use combinatorial_games::games::{ClobberRules, GenClobber};
    /// use combinatorial_games::rulesets::Ruleset;
    /// // xx: Left takes her own stone, leaving one: {0|} = 1.
    /// let p = GenClobber::new(ClobberRules::hot_clobber(), "xx").unwrap();
    /// assert_eq!(p.value().to_string(), "1");
    /// ```
    pub fn hot_clobber() -> ClobberRules {
        ClobberRules {
            clobbered: [vec![Cell::Left, Cell::Right], vec![Cell::Left, Cell::Right]],
            ..ClobberRules::clobber()
        }
    }

    /// Whether these rules can be played as a short game: every move of
    /// both players takes a stone off the board (they land on stones and
    /// leave nothing behind), or every move fills an empty square (they
    /// land on empty squares and leave a stone behind). Other rules can
    /// repeat a position (a stone walking back and forth) and are refused.
    ///
    /// # Errors
    ///
    /// [`ClobberError::BadRules`] saying why.
    ///
    /// ```
    /// use combinatorial_games::games::{Cell, ClobberRules};
    /// assert!(ClobberRules::anti_clobber().check().is_ok());
    /// let walk = ClobberRules { clobbered: [vec![Cell::Empty], vec![Cell::Empty]], ..ClobberRules::clobber() };
    /// assert!(walk.check().is_err());
    /// ```
    pub fn check(&self) -> Result<(), ClobberError> {
        let bad = |why: String| Err(ClobberError::BadRules(why));
        if self.directions.is_empty() || self.directions.contains(&(0, 0)) {
            return bad("directions must list steps other than (0,0)".into());
        }
        if self.clobbered.iter().any(|c| c.is_empty()) {
            return bad("each player must be able to clobber something".into());
        }
        let takes_stones = (0..2).all(|k| {
            !self.clobbered[k].contains(&Cell::Empty) && self.left_behind[k] == Cell::Empty
        });
        let fills_squares = (0..2)
            .all(|k| self.clobbered[k] == [Cell::Empty] && self.left_behind[k] != Cell::Empty);
        if !(takes_stones || fills_squares) {
            return bad(format!(
                "{self} can repeat a position (every move must take a stone off, or every move must fill an empty square), and GenClobber holds short games only"
            ));
        }
        Ok(())
    }

    fn may_take(&self, us: u8, square: u8) -> bool {
        let cell = match square {
            EMPTY => Cell::Empty,
            X => Cell::Left,
            O => Cell::Right,
            _ => return false,
        };
        self.clobbered[usize::from(us - 1)].contains(&cell)
    }

    /// Whether a piece only ever lands on a square holding a piece: then
    /// groups of pieces out of each other's reach are independent.
    fn lands_on_pieces_only(&self) -> bool {
        self.max_distance == Some(1) && !self.clobbered.iter().any(|c| c.contains(&Cell::Empty))
    }

    /// Whether the rules are the same for both players once the colours
    /// are exchanged (what each side's pieces may take and leave behind),
    /// so that the board with its colours exchanged is the negative.
    fn colour_symmetric(&self) -> bool {
        let swap = |c: &Cell| match c {
            Cell::Left => Cell::Right,
            Cell::Right => Cell::Left,
            Cell::Empty => Cell::Empty,
        };
        let [left, right] = &self.clobbered;
        let swapped: Vec<Cell> = left.iter().map(swap).collect();
        swapped.iter().all(|c| right.contains(c))
            && right.iter().all(|c| swapped.contains(c))
            && swap(&self.left_behind[0]) == self.left_behind[1]
    }

    /// Whether the directions look the same under every symmetry of the
    /// square, so that a board and its eight images have one value.
    fn square_symmetric(&self) -> bool {
        let has = |d: (i8, i8)| self.directions.contains(&d);
        self.directions
            .iter()
            .all(|&(r, c)| has((-r, c)) && has((r, -c)) && has((c, r)))
    }
}

impl fmt::Display for ClobberRules {
    /// CGSuite's constructor with the arguments that differ from Clobber's.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let d = ClobberRules::clobber();
        let mut args = Vec::new();
        if self.directions != d.directions {
            let named = [
                (&DIAGONAL[..], "Coordinates.Diagonal"),
                (&COMPASS[..], "Coordinates.Compass"),
                (&KNIGHTS_MOVE[..], "Coordinates.KnightsMove"),
            ];
            let text = match named.iter().find(|(dirs, _)| *dirs == self.directions) {
                Some((_, name)) => (*name).to_string(),
                None => {
                    let each: Vec<String> = self
                        .directions
                        .iter()
                        .map(|(r, c)| format!("({r},{c})"))
                        .collect();
                    format!("[{}]", each.join(","))
                }
            };
            args.push(format!("directions => {text}"));
        }
        let code = |c: &Cell| match c {
            Cell::Empty => 0,
            Cell::Left => 1,
            Cell::Right => 2,
        };
        if self.clobbered != d.clobbered {
            let set = |cs: &Vec<Cell>| {
                cs.iter()
                    .map(|c| code(c).to_string())
                    .collect::<Vec<_>>()
                    .join(",")
            };
            args.push(format!(
                "clobbered => {{Left => {{{}}}, Right => {{{}}}}}",
                set(&self.clobbered[0]),
                set(&self.clobbered[1])
            ));
        }
        if self.left_behind != d.left_behind {
            args.push(format!(
                "leftBehind => {{Left => {}, Right => {}}}",
                code(&self.left_behind[0]),
                code(&self.left_behind[1])
            ));
        }
        match self.max_distance {
            Some(1) => {}
            Some(n) => args.push(format!("maxDistance => {n}")),
            None => args.push("maxDistance => inf".into()),
        }
        write!(f, "GenClobber({})", args.join(", "))
    }
}

/// Rules or a board that cannot be played.
///
/// ```
/// use combinatorial_games::games::{ClobberError, ClobberRules, GenClobber};
/// let e = GenClobber::new(ClobberRules::clobber(), "xo|o").unwrap_err();
/// assert!(matches!(e, ClobberError::Board(_)));
/// ```
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ClobberError {
    /// A board that cannot be read.
    #[error(transparent)]
    Board(#[from] GridError),
    /// Rules that are not a short game, or have no moves to speak of.
    #[error("{0}")]
    BadRules(String),
}

/// A board of a Clobber-like game, with its rules.
///
/// ```
/// use combinatorial_games::games::{ClobberRules, GenClobber};
/// use combinatorial_games::rulesets::Ruleset;
/// // Rooks, x.o: either rook takes the other across the gap: *.
/// let p = GenClobber::new(ClobberRules::rooks(), "x.o").unwrap();
/// assert_eq!(p.value().to_string(), "*");
/// // In Clobber the stones never meet: 0.
/// assert_eq!(GenClobber::new(ClobberRules::clobber(), "x.o").unwrap().value().to_string(), "0");
/// ```
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct GenClobber {
    pub(super) rules: Arc<ClobberRules>,
    pub(super) grid: Grid,
}

impl GenClobber {
    /// The board `board` (rows of `x`, `o`, `.` and `#` separated by `|`)
    /// under `rules`.
    ///
    /// # Errors
    ///
    /// [`ClobberError::Board`] for a character that is no square or rows
    /// of different lengths; [`ClobberError::BadRules`] for rules that
    /// [`ClobberRules::check`] refuses.
    ///
    /// ```
    /// use combinatorial_games::games::{ClobberRules, GenClobber};
    /// assert!(GenClobber::new(ClobberRules::kings(), "xo|o").is_err());
    /// ```
    pub fn new(rules: ClobberRules, board: &str) -> Result<GenClobber, ClobberError> {
        rules.check()?;
        Ok(GenClobber {
            rules: Arc::new(rules),
            grid: parse(board, "GenClobber")?,
        })
    }

    /// The rules of this board.
    ///
    /// ```
    /// use combinatorial_games::games::{ClobberRules, GenClobber};
    /// let p = GenClobber::new(ClobberRules::queens(), "xo").unwrap();
    /// assert_eq!(p.rules(), &ClobberRules::queens());
    /// ```
    pub fn rules(&self) -> &ClobberRules {
        &self.rules
    }

    /// Each move of `player` in words, with the board it leaves.
    pub(super) fn moves(&self, player: Player) -> Vec<(String, GenClobber)> {
        let g = &self.grid;
        let us = match player {
            Player::Left => X,
            Player::Right => O,
        };
        let behind = match self.rules.left_behind[usize::from(us - 1)] {
            Cell::Empty => EMPTY,
            Cell::Left => X,
            Cell::Right => O,
        };
        let (h, w) = (g.h as isize, g.w as isize);
        let at = |r: isize, c: isize| -> Option<u8> {
            ((0..h).contains(&r) && (0..w).contains(&c)).then(|| g.cells[(r * w + c) as usize])
        };
        let limit = self.rules.max_distance.map_or(isize::MAX, isize::from);
        let mut out = Vec::new();
        for i in (0..g.cells.len()).filter(|&i| g.cells[i] == us) {
            let (r, c) = ((i / g.w) as isize, (i % g.w) as isize);
            for &(dr, dc) in &self.rules.directions {
                let (dr, dc) = (isize::from(dr), isize::from(dc));
                // Over empty squares while the distance allows, as CGSuite:
                // the square where that stops is the only one tried.
                let mut n = 1;
                while n < limit && at(r + n * dr, c + n * dc) == Some(EMPTY) {
                    n += 1;
                }
                let (tr, tc) = (r + n * dr, c + n * dc);
                let Some(target) = at(tr, tc) else { continue };
                if !self.rules.may_take(us, target) {
                    continue;
                }
                let mut cells = g.cells.clone();
                cells[i] = behind;
                cells[(tr * w + tc) as usize] = us;
                let text = format!("({},{}) to ({},{})", r + 1, c + 1, tr + 1, tc + 1);
                let grid = Grid { cells, ..g.clone() };
                out.push((
                    text,
                    GenClobber {
                        rules: self.rules.clone(),
                        grid,
                    },
                ));
            }
        }
        out
    }

    /// The groups of pieces that can reach each other along the rule's
    /// directions.
    fn groups(&self) -> Vec<Grid> {
        self.grid
            .regions_by(|x| x == X || x == O, &self.rules.directions)
    }
}

pub(super) fn parse(board: &str, game: &'static str) -> Result<Grid, GridError> {
    Grid::parse(board, game, FORMAT, |c| match c {
        'x' | 'X' => Some(X),
        'o' | 'O' => Some(O),
        '.' | '_' => Some(EMPTY),
        '#' => Some(BLOCKED),
        _ => None,
    })
}

impl Ruleset for GenClobber {
    fn left_moves(&self) -> Vec<GenClobber> {
        self.moves(Player::Left).into_iter().map(|m| m.1).collect()
    }

    fn right_moves(&self) -> Vec<GenClobber> {
        self.moves(Player::Right).into_iter().map(|m| m.1).collect()
    }

    /// Where a piece only lands on pieces one step away, the groups of
    /// pieces linked by the directions; a lone piece has no move and is
    /// left out. Otherwise (long moves, moves onto empty squares) the
    /// board is one piece.
    fn components(self) -> Vec<GenClobber> {
        if !self.rules.lands_on_pieces_only() {
            return vec![self];
        }
        self.groups()
            .into_iter()
            .filter(|g| g.cells.iter().filter(|&&x| x != EMPTY).count() > 1)
            .map(|grid| GenClobber {
                rules: self.rules.clone(),
                grid,
            })
            .collect()
    }

    /// The least of the board's eight images when the directions are the
    /// same under the symmetries of the square.
    fn normalized(self) -> Normalized<GenClobber> {
        if !self.rules.square_symmetric() {
            return Normalized::Same(self);
        }
        let grid = self.grid.least_image();
        Normalized::Same(GenClobber {
            rules: self.rules,
            grid,
        })
    }

    /// The colours exchanged, where the rules treat both colours alike: the
    /// negative.
    fn negative_image(&self) -> Option<GenClobber> {
        if !self.rules.colour_symmetric() {
            return None;
        }
        let swapped = GenClobber {
            rules: self.rules.clone(),
            grid: self.grid.swapped(X, O),
        };
        match swapped.normalized() {
            Normalized::Same(p) => Some(p),
            Normalized::Negated(_) => None,
        }
    }
}

impl fmt::Display for GenClobber {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.grid
            .write(f, |x| ['.', 'x', 'o', '#'][usize::from(x.min(3))])
    }
}
