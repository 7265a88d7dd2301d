//! Konane, Hawaiian checkers: Left's stones `x` (black) and Right's `o`
//! (white) on a grid. A move jumps one of your stones over an orthogonally
//! adjacent stone of the opponent's into the empty square beyond, and
//! takes the stone jumped; the same stone may go on jumping the same way,
//! and each square it can stop on is a move of its own (Ernst, "Playing
//! Konane Mathematically", 1995; cgt-tools' `Konane`).
//!
//! Stones far enough apart never meet, and the board splits into them:
//! a group of k stones makes at most k - 1 jumps, each landing next to a
//! square a stone of the group stood on, so its stones stay within k - 1
//! steps of where they began. Two groups whose stones are at least the
//! sum of their sizes apart (in steps along rows and columns) can never
//! stand side by side or land on each other's squares, so they are
//! independent.

use std::fmt;
use std::str::FromStr;

use super::konane_bits::KonaneBits;
use super::partizan::{self, Partizan};
use super::{Entry, Kind};
use crate::rulesets::grid::{Grid, GridError};
use crate::rulesets::{Normalized, Ruleset};
use smallvec::{SmallVec, smallvec};

use crate::short::Player;

pub(super) const WALL: u8 = 0;
const EMPTY: u8 = 1;
pub(super) const BLACK: u8 = 2;
pub(super) const WHITE: u8 = 3;

const STEPS: [(isize, isize); 4] = [(-1, 0), (1, 0), (0, -1), (0, 1)];

const FORMAT: &str = "rows of 'x' (Left's stones), 'o' (Right's), '.' (empty) and '#' (off the board) separated by '|', as in xox.|o.o.";

/// A Konane position: rows of `x` (Left), `o` (Right), `.` (empty) and
/// `#` (no square) separated by `|`.
///
/// ```
/// use combinatorial_games::games::Konane;
/// use combinatorial_games::rulesets::Ruleset;
/// use combinatorial_games::Game;
/// // xo.: Left jumps to the end and nothing can move (0); Right's stone
/// // has no square beyond: {0 | } = 1.
/// assert_eq!("xo.".parse::<Konane>().unwrap().value(), Game::integer(1));
/// // .xo.: either jumps to an end and leaves nothing to do: {0|0} = *.
/// assert_eq!(".xo.".parse::<Konane>().unwrap().value(), Game::star());
/// // xo.o.: Left jumps once (to ..xo., where either jumps and ends it:
/// // *) or twice (to ....x: 0); Right has no move: {0, * | } = 1.
/// assert_eq!("xo.o.".parse::<Konane>().unwrap().value(), Game::integer(1));
/// ```
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Konane {
    grid: Grid,
}

impl Konane {
    /// `player`'s jumps in words, with the boards they leave.
    fn moves(&self, player: Player) -> Vec<(String, Konane)> {
        let w = self.grid.w;
        let mut out = Vec::new();
        self.jumps(player, |from, to, q| {
            let text = format!(
                "({},{}) to ({},{})",
                from / w + 1,
                from % w + 1,
                to / w + 1,
                to % w + 1
            );
            out.push((text, q));
        });
        out
    }

    /// Every stop of every straight run of jumps of `player`'s: the square
    /// the stone left, the square it stops on, and the board left.
    fn jumps(&self, player: Player, mut emit: impl FnMut(usize, usize, Konane)) {
        let (mine, theirs) = match player {
            Player::Left => (BLACK, WHITE),
            Player::Right => (WHITE, BLACK),
        };
        let g = &self.grid;
        let cell = |r: isize, c: isize| {
            let inside = (0..g.h as isize).contains(&r) && (0..g.w as isize).contains(&c);
            inside.then(|| r as usize * g.w + c as usize)
        };
        for start in (0..g.cells.len()).filter(|&i| g.cells[i] == mine) {
            let (r0, c0) = ((start / g.w) as isize, (start % g.w) as isize);
            for (dr, dc) in STEPS {
                // Most stones cannot jump: look before copying the board.
                let first = (cell(r0 + dr, c0 + dc), cell(r0 + 2 * dr, c0 + 2 * dc));
                if !matches!(first, (Some(o), Some(l)) if g.cells[o] == theirs && g.cells[l] == EMPTY)
                {
                    continue;
                }
                let mut cells = g.cells.clone();
                let (mut r, mut c) = (r0, c0);
                while let (Some(here), Some(over), Some(land)) = (
                    cell(r, c),
                    cell(r + dr, c + dc),
                    cell(r + 2 * dr, c + 2 * dc),
                ) {
                    if cells[over] != theirs || cells[land] != EMPTY {
                        break;
                    }
                    cells[here] = EMPTY;
                    cells[over] = EMPTY;
                    cells[land] = mine;
                    (r, c) = (r + 2 * dr, c + 2 * dc);
                    let grid = Grid {
                        cells: cells.clone(),
                        ..g.clone()
                    };
                    emit(start, land, Konane { grid });
                }
            }
        }
    }

    /// The groups of stones that may meet: stones side by side, then any
    /// two groups closer than the sum of their sizes, until none are.
    /// Merging only brings groups nearer and makes them larger, so the
    /// groups found do not depend on the order of the merges.
    fn groups(&self) -> Vec<Vec<usize>> {
        let g = &self.grid;
        let w = g.w;
        let stone = |i: usize| g.cells[i] >= BLACK;
        let mut groups: Vec<Vec<usize>> = Vec::new();
        let mut seen: SmallVec<[bool; 64]> = smallvec![false; g.cells.len()];
        let mut todo: SmallVec<[usize; 32]> = SmallVec::new();
        for i in 0..g.cells.len() {
            if !stone(i) || seen[i] {
                continue;
            }
            // The stones side by side with i, by a walk.
            seen[i] = true;
            todo.push(i);
            let mut group = Vec::new();
            while let Some(j) = todo.pop() {
                group.push(j);
                let (r, c) = (j / w, j % w);
                let near = [
                    (r > 0).then(|| j - w),
                    (r + 1 < g.h).then(|| j + w),
                    (c > 0).then(|| j - 1),
                    (c + 1 < w).then(|| j + 1),
                ];
                for k in near.into_iter().flatten() {
                    if stone(k) && !seen[k] {
                        seen[k] = true;
                        todo.push(k);
                    }
                }
            }
            groups.push(group);
        }
        let n = groups.len();
        if n < 2 {
            return groups;
        }
        // The distance between each two groups; a merged group is as near
        // to a third as the nearer of its parts.
        // Each square's row and column, found once: a division per pair
        // of stones would cost more than the rest of the search.
        let at: SmallVec<[(usize, usize); 64]> =
            (0..g.cells.len()).map(|i| (i / w, i % w)).collect();
        let steps = |a: usize, b: usize| at[a].0.abs_diff(at[b].0) + at[a].1.abs_diff(at[b].1);
        let mut dist = vec![usize::MAX; n * n];
        for a in 0..n {
            for b in a + 1..n {
                let pairs = groups[a]
                    .iter()
                    .flat_map(|&i| groups[b].iter().map(move |&j| steps(i, j)));
                let d = pairs.min().unwrap_or(usize::MAX);
                dist[a * n + b] = d;
                dist[b * n + a] = d;
            }
        }
        let mut alive = vec![true; n];
        loop {
            let pairs = (0..n).flat_map(|a| (a + 1..n).map(move |b| (a, b)));
            let close = |&(a, b): &(usize, usize)| {
                alive[a] && alive[b] && dist[a * n + b] < groups[a].len() + groups[b].len()
            };
            let Some((a, b)) = pairs.into_iter().find(close) else {
                break;
            };
            let moved = std::mem::take(&mut groups[b]);
            groups[a].extend(moved);
            alive[b] = false;
            for k in 0..n {
                let d = dist[a * n + k].min(dist[b * n + k]);
                dist[a * n + k] = d;
                dist[k * n + a] = d;
            }
        }
        groups
            .into_iter()
            .zip(alive)
            .filter(|x| x.1)
            .map(|x| x.0)
            .collect()
    }

    /// The rectangle within a group's reach, as its top row, left column,
    /// rows and columns: its stones' bounding box widened by its size less
    /// one, within the board.
    fn bounds(&self, group: &[usize]) -> (usize, usize, usize, usize) {
        let g = &self.grid;
        let reach = group.len() - 1;
        let rows = group.iter().map(|&i| i / g.w);
        let cols = group.iter().map(|&i| i % g.w);
        let (top, bottom) = (rows.clone().min().unwrap_or(0), rows.max().unwrap_or(0));
        let (left, right) = (cols.clone().min().unwrap_or(0), cols.max().unwrap_or(0));
        let (top, left) = (top.saturating_sub(reach), left.saturating_sub(reach));
        let bottom = (bottom + reach).min(g.h - 1);
        let right = (right + reach).min(g.w - 1);
        (top, left, bottom - top + 1, right - left + 1)
    }

    /// The board a group plays on: the squares within its reach (its
    /// stones' bounding box widened by its size less one), the group's
    /// stones and no others.
    fn cut(&self, group: &[usize]) -> Konane {
        let g = &self.grid;
        let (top, left, h, w) = self.bounds(group);
        let mut cells = vec![EMPTY; h * w];
        for r in 0..h {
            for c in 0..w {
                let i = (top + r) * g.w + left + c;
                if g.cells[i] == WALL {
                    cells[r * w + c] = WALL;
                } else if g.cells[i] >= BLACK && group.contains(&i) {
                    cells[r * w + c] = g.cells[i];
                }
            }
        }
        Konane {
            grid: Grid {
                h,
                w,
                cells: cells.into(),
            },
        }
    }
}

impl Ruleset for Konane {
    /// The board's cells, one byte each.
    fn heap_bytes(&self) -> usize {
        self.grid.cells.len()
    }

    const REMEMBER_POSITIONS: bool = true;

    /// Through the word ruleset (`konane_bits.rs`: the same rules with a
    /// board as three `u64`s) when the board has at most 64 squares, else
    /// through the grid.
    fn value(&self) -> crate::Game {
        match KonaneBits::of(&self.grid) {
            Some(bits) => bits.value(),
            None => crate::rulesets::shared_value(self),
        }
    }

    fn delegate_table() -> Option<crate::rulesets::TableOps> {
        Some(crate::rulesets::TableOps::of::<KonaneBits>())
    }

    fn left_moves(&self) -> Vec<Konane> {
        let mut out = Vec::new();
        self.jumps(Player::Left, |_, _, q| out.push(q));
        out
    }

    fn right_moves(&self) -> Vec<Konane> {
        let mut out = Vec::new();
        self.jumps(Player::Right, |_, _, q| out.push(q));
        out
    }

    /// The groups of stones that may meet, each on the squares within its
    /// reach; a group of one colour has no move and is left out.
    fn components(self) -> Vec<Konane> {
        let groups = self.groups();
        let g = &self.grid;
        // One group whose reach is the whole board: the board itself.
        if let [group] = groups.as_slice()
            && self.bounds(group) == (0, 0, g.h, g.w)
        {
            let has = |x: u8| group.iter().any(|&i| g.cells[i] == x);
            return if has(BLACK) && has(WHITE) {
                vec![self]
            } else {
                Vec::new()
            };
        }
        groups
            .iter()
            .filter(|group| {
                let has = |x: u8| group.iter().any(|&i| g.cells[i] == x);
                has(BLACK) && has(WHITE)
            })
            .map(|group| self.cut(group))
            .collect()
    }

    /// The least of the board's eight images: jumps run along rows and
    /// columns alike, so every symmetry of the square keeps the value.
    fn normalized(self) -> Normalized<Konane> {
        let grid = self.grid.least_image();
        Normalized::Same(Konane { grid })
    }

    /// The colours exchanged: the negative, the rules being the same for
    /// both players.
    fn negative_image(&self) -> Option<Konane> {
        Some(Konane {
            grid: self.grid.swapped(BLACK, WHITE).least_image(),
        })
    }
}

impl FromStr for Konane {
    type Err = GridError;

    fn from_str(s: &str) -> Result<Konane, GridError> {
        let grid = Grid::parse(s, "Konane", FORMAT, |c| match c {
            '.' | '_' => Some(EMPTY),
            '#' => Some(WALL),
            'x' | 'X' => Some(BLACK),
            'o' | 'O' => Some(WHITE),
            _ => None,
        })?;
        Ok(Konane { grid })
    }
}

impl fmt::Display for Konane {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.grid
            .write(f, |x| ['#', '.', 'x', 'o'][usize::from(x.min(WHITE))])
    }
}

/// Konane in the catalogue.
pub static ENTRY: Entry = Entry {
    id: "konane",
    aliases: &[],
    name: "Konane",
    expr_name: "Konane",
    about: "Hawaiian checkers: jump an opponent's stone next to yours into the empty square beyond and take it, and go on jumping the same way if you like.",
    format: FORMAT,
    example: "xox.|o.o.|xo.x",
    kind: Kind::Partizan,
    valued_by: "canonical form from the moves, the board split into groups of stones too far apart to meet, the eight symmetries of the square sharing one table entry",
    sides: Some(["black", "white"]),
    read: partizan::read::<Konane>,
    heap: None,
};

impl Partizan for Konane {
    fn entry() -> &'static Entry {
        &ENTRY
    }

    fn described_moves(&self, player: Player) -> Vec<(String, Self)> {
        self.moves(player)
    }
}
