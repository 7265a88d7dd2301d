//! Mancala on a small board, in two variants, as a [`Finite`] game solved
//! by retrograde analysis: positions are won, lost or tied.
//!
//! The board has `pits` pits a side and a store at each end. South (Left,
//! player 1, who moves first) owns the bottom row and the store on the
//! right; North owns the top row and the store on the left. Stones are
//! sown counter-clockwise: along South's row to the right, into South's
//! store, along North's row to the left, into North's store.
//!
//! **The GamesCrafters rules** ([`MancalaRules::GamesCrafters`], as
//! GamesmanClassic's Mancala plays by default):
//!
//! 1. A move takes every stone of one of the mover's non-empty pits and
//!    sows them one a pit counter-clockwise, into the mover's own store but
//!    not the opponent's (it is skipped). A lap passes the emptied pit and
//!    drops a stone in it too.
//! 2. If the last stone lands in one of the mover's own pits that was
//!    empty, that stone and every stone of the pit opposite go to the
//!    mover's store (even when the opposite pit is empty: then the one
//!    stone goes).
//! 3. There is no extra turn: the turn passes after every move.
//! 4. If the mover's own pits are all empty after the move, the opponent
//!    puts every stone left in their pits into their own store.
//! 5. A player whose pits are all empty at the start of their turn passes.
//! 6. The game ends when every stone is in a store; the fuller store wins,
//!    and equal stores are a tie.
//!
//! **The Kalah rules** ([`MancalaRules::Kalah`]): rule 1 as above, and
//!
//! 2. If the last stone lands in one of the mover's own empty pits and the
//!    opposite pit holds stones, that stone and the opposite ones go to the
//!    mover's store; otherwise nothing is captured.
//! 3. If the last stone lands in the mover's own store, the mover moves
//!    again.
//! 4. When either row is empty after a move, each player puts the stones
//!    left in their own pits into their own store, and the game ends; the
//!    fuller store wins, equal stores are a tie.
//!
//! ```
//! use combinatorial_games::games::{Mancala, MancalaBoard, MancalaRules};
//! use combinatorial_games::retrograde::{solve, Value};
//!
//! let game = Mancala::new(2, MancalaRules::GamesCrafters).unwrap();
//! assert_eq!("2x3".parse::<MancalaBoard>().unwrap().to_string(), "0 3 3 / 3 3 0");
//! // South's last stone goes into South's store: every stone is stored,
//! // one against none, and North (to move) has lost.
//! let end: MancalaBoard = "0 0 0 / 0 1 0".parse().unwrap();
//! let table = solve(&game, &end).unwrap();
//! let s = table.get(&game, &end).unwrap();
//! assert_eq!((s.value, s.remoteness), (Value::Win, Some(1)));
//! // With one stone already in North's store, the same move ties.
//! let level: MancalaBoard = "1 0 0 / 0 1 0".parse().unwrap();
//! let s = solve(&game, &level).unwrap().get(&game, &level).unwrap();
//! assert_eq!((s.value, s.remoteness), (Value::Tie, Some(1)));
//! ```

use thiserror::Error;

use super::tabled::{Tabled, TabledPosition};
use super::{Entry, Kind, Position};
use crate::retrograde::{Finite, Value};
use crate::short::Player;

mod board;
mod text;

/// The most pits a side.
pub const MAX_PITS: usize = 6;

/// Which rules a board of Mancala is played by.
///
/// ```
/// use combinatorial_games::games::{Mancala, MancalaBoard, MancalaRules};
/// use combinatorial_games::Player;
/// // South's second pit holds one stone, which lands in South's store: by
/// // the Kalah rules South moves again, by the GamesCrafters rules not.
/// let b: MancalaBoard = "0 1 1 / 1 1 0".parse().unwrap();
/// let kalah = Mancala::new(2, MancalaRules::Kalah).unwrap();
/// let gc = Mancala::new(2, MancalaRules::GamesCrafters).unwrap();
/// assert_eq!(kalah.play(&b, 1).unwrap().mover(), Player::Left);
/// assert_eq!(gc.play(&b, 1).unwrap().mover(), Player::Right);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MancalaRules {
    /// GamesmanClassic's default Mancala: no extra turn, a capture on
    /// every last stone in an own empty pit, a player left with empty pits
    /// passes.
    GamesCrafters,
    /// Kalah: an extra turn for a last stone in the own store, captures
    /// only of a non-empty opposite pit, the game ends when a row is empty.
    Kalah,
}

/// Mancala with a number of pits a side and a set of rules: the game
/// whose positions are [`MancalaBoard`]s.
///
/// ```
/// use combinatorial_games::games::{Mancala, MancalaBoard, MancalaRules};
/// use combinatorial_games::retrograde::{solve, Value};
/// // One pit a side, one stone each: South sows into South's store, which
/// // empties South's pits, so North stores its stone too: 1 to 1, a tie.
/// let game = Mancala::new(1, MancalaRules::GamesCrafters).unwrap();
/// let start = MancalaBoard::start(1, 1).unwrap();
/// let s = solve(&game, &start).unwrap().get(&game, &start).unwrap();
/// assert_eq!((s.value, s.remoteness), (Value::Tie, Some(1)));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Mancala {
    pits: usize,
    rules: MancalaRules,
}

/// Why a Mancala board or game is refused.
///
/// ```
/// use combinatorial_games::games::{Mancala, MancalaBoard, MancalaError, MancalaRules};
/// assert_eq!(Mancala::new(7, MancalaRules::Kalah), Err(MancalaError::Pits(7)));
/// assert!(matches!("0 1 / 1".parse::<MancalaBoard>(), Err(MancalaError::Format(_))));
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[non_exhaustive]
pub enum MancalaError {
    /// Too few or too many pits a side.
    #[error("a side has 1 to {MAX_PITS} pits, not {0}")]
    Pits(usize),
    /// A board that does not read.
    #[error("{0}")]
    Format(String),
    /// More stones than a board of this size may hold.
    #[error("{stones} stones: a board of {pits} pits a side holds at most {most}")]
    TooManyStones {
        /// The stones on the board.
        stones: usize,
        /// Pits a side.
        pits: usize,
        /// The most it may hold ([`MancalaBoard::most_stones`]).
        most: usize,
    },
    /// A board no game by these rules can reach.
    #[error("impossible position: {0}")]
    Impossible(String),
}

/// A Mancala position: the stones in each pit and store, and who moves.
///
/// Written as the board looks: North's store and North's pits left to
/// right, a `/`, South's pits left to right and South's store, then `S` or
/// `N` for the player to move (South when left out): `0 3 3 3 / 3 3 3 0`.
/// `PxS` is the starting board with `P` pits a side and `S` stones a pit.
///
/// ```
/// use combinatorial_games::games::MancalaBoard;
/// use combinatorial_games::Player;
/// // North's store 1, North's pits 2 3, South's pits 4 5, South's store 6;
/// // North to move.
/// let b: MancalaBoard = "1 2 3 / 4 5 6 N".parse().unwrap();
/// assert_eq!((b.pits(), b.mover()), (2, Player::Right));
/// assert_eq!((b.store(Player::Left), b.store(Player::Right)), (6, 1));
/// // South's first pit is on South's left; North's first on North's left,
/// // which is the right of the board as written.
/// assert_eq!((b.pit(Player::Left, 0), b.pit(Player::Right, 0)), (4, 3));
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct MancalaBoard {
    /// South's pits left to right, South's store, North's pits right to
    /// left, North's store: the order stones are sown in.
    cells: [u8; 2 * MAX_PITS + 2],
    pits: u8,
    mover: Player,
}

impl Mancala {
    /// Mancala with `pits` pits a side (1 to [`MAX_PITS`]) by `rules`.
    ///
    /// ```
    /// use combinatorial_games::games::{Mancala, MancalaError, MancalaRules};
    /// let kalah = Mancala::new(6, MancalaRules::Kalah).unwrap();
    /// assert_eq!(kalah.rules(), MancalaRules::Kalah);
    /// assert_eq!(Mancala::new(0, MancalaRules::Kalah).unwrap_err(), MancalaError::Pits(0));
    /// ```
    pub fn new(pits: usize, rules: MancalaRules) -> Result<Mancala, MancalaError> {
        if !(1..=MAX_PITS).contains(&pits) {
            return Err(MancalaError::Pits(pits));
        }
        Ok(Mancala { pits, rules })
    }

    /// The rules: see [`Mancala::new`].
    ///
    /// ```
    /// use combinatorial_games::games::{Mancala, MancalaRules};
    /// assert_eq!(Mancala::new(3, MancalaRules::Kalah).unwrap().rules(), MancalaRules::Kalah);
    /// ```
    pub fn rules(&self) -> MancalaRules {
        self.rules
    }

    /// Whether `b` is a board of this game that play can reach: the right
    /// number of pits, and under the Kalah rules no row empty while the
    /// other still holds stones (the game ends as soon as a row empties,
    /// each side storing its own stones).
    ///
    /// ```
    /// use combinatorial_games::games::{Mancala, MancalaBoard, MancalaRules};
    /// let kalah = Mancala::new(3, MancalaRules::Kalah).unwrap();
    /// let b: MancalaBoard = "5 0 0 0 / 1 2 0 4".parse().unwrap();
    /// assert!(kalah.check(&b).unwrap_err().to_string().contains("North's row is empty"));
    /// ```
    pub fn check(&self, b: &MancalaBoard) -> Result<(), MancalaError> {
        if b.p() != self.pits {
            return Err(MancalaError::Pits(b.p()));
        }
        if self.rules == MancalaRules::Kalah {
            let (south, north) = (b.row_sum(Player::Left), b.row_sum(Player::Right));
            if (south == 0) != (north == 0) {
                let (empty, other) = if north == 0 {
                    ("North", "South")
                } else {
                    ("South", "North")
                };
                return Err(MancalaError::Impossible(format!(
                    "{empty}'s row is empty but {other}'s is not; by the Kalah rules the game ended when the row emptied, {other} storing its stones"
                )));
            }
        }
        Ok(())
    }

    /// The board after the mover plays their pit `k` (from their left),
    /// or `None` if that pit is empty or not there. A player with no stone
    /// in their pits under the GamesCrafters rules has one move, a pass:
    /// see [`Finite::children`].
    ///
    /// ```
    /// use combinatorial_games::games::{Mancala, MancalaBoard, MancalaRules};
    /// // Two pits a side, two stones each; South to move.
    /// let b: MancalaBoard = "0 2 2 / 2 2 0".parse().unwrap();
    /// // South's first pit sows one stone into the second and one into
    /// // South's store. By Kalah's rules that earns another turn.
    /// let kalah = Mancala::new(2, MancalaRules::Kalah).unwrap();
    /// assert_eq!(kalah.play(&b, 0), Some("0 2 2 / 0 3 1 S".parse().unwrap()));
    /// let gc = Mancala::new(2, MancalaRules::GamesCrafters).unwrap();
    /// assert_eq!(gc.play(&b, 0), Some("0 2 2 / 0 3 1 N".parse().unwrap()));
    /// assert_eq!(gc.play(&b, 2), None); // no third pit
    /// ```
    pub fn play(&self, b: &MancalaBoard, k: usize) -> Option<MancalaBoard> {
        let me = b.mover;
        if k >= b.p() || b.pit(me, k) == 0 || self.primitive(b).is_some() {
            return None;
        }
        let (mut after, last) = b.sow(me, k);
        match self.rules {
            MancalaRules::GamesCrafters => {
                if after.is_own_pit(me, last) && after.cells[last] == 1 {
                    after.capture(me, last);
                }
                let stored =
                    u32::from(after.store(Player::Left)) + u32::from(after.store(Player::Right));
                if stored != after.total() && after.row_sum(me) == 0 {
                    after.sweep(me.other());
                }
                after.mover = me.other();
            }
            MancalaRules::Kalah => {
                let opposite = 2 * b.p() - last;
                if after.is_own_pit(me, last) && after.cells[last] == 1 && after.cells[opposite] > 0
                {
                    after.capture(me, last);
                }
                if after.row_sum(Player::Left) == 0 || after.row_sum(Player::Right) == 0 {
                    after.sweep(Player::Left);
                    after.sweep(Player::Right);
                }
                let again = last == after.store_index(me) && self.primitive(&after).is_none();
                after.mover = if again { me } else { me.other() };
            }
        }
        Some(after)
    }
}

impl Finite for Mancala {
    type Position = MancalaBoard;

    fn mover(&self, p: &MancalaBoard) -> Player {
        p.mover
    }

    fn primitive(&self, p: &MancalaBoard) -> Option<Value> {
        let (mine, theirs) = (p.store(p.mover), p.store(p.mover.other()));
        if u32::from(mine) + u32::from(theirs) != p.total() {
            return None;
        }
        Some(match mine.cmp(&theirs) {
            std::cmp::Ordering::Greater => Value::Win,
            std::cmp::Ordering::Less => Value::Lose,
            std::cmp::Ordering::Equal => Value::Tie,
        })
    }

    fn children(&self, p: &MancalaBoard) -> Vec<MancalaBoard> {
        let moves: Vec<MancalaBoard> = (0..p.p()).filter_map(|k| self.play(p, k)).collect();
        if moves.is_empty() && self.primitive(p).is_none() {
            // No stone to sow (GamesCrafters rule 5): pass.
            let mut pass = *p;
            pass.mover = p.mover.other();
            return vec![pass];
        }
        moves
    }

    /// Positions for North are South's turned half round.
    fn canonical(&self, p: &MancalaBoard) -> MancalaBoard {
        match p.mover {
            Player::Left => *p,
            Player::Right => p.rotated(),
        }
    }

    /// The rank of the stones among the cells, and the mover.
    fn code(&self, p: &MancalaBoard) -> u64 {
        let rank = super::stones::rank(&p.cells[..2 * p.p() + 2]);
        rank << 1 | u64::from(p.mover == Player::Right)
    }

    fn decode(&self, code: u64) -> MancalaBoard {
        let mut b = MancalaBoard::start(self.pits, 0).expect("a game's pits are in range");
        super::stones::unrank(code >> 1, &mut b.cells[..2 * self.pits + 2]);
        if code & 1 == 1 {
            b.mover = Player::Right;
        }
        b
    }
}

impl Tabled for Mancala {
    type Board = MancalaBoard;

    fn entry(&self) -> &'static Entry {
        match self.rules {
            MancalaRules::GamesCrafters => &ENTRY,
            MancalaRules::Kalah => &KALAH,
        }
    }

    fn described_moves(&self, b: &MancalaBoard) -> Vec<(String, MancalaBoard)> {
        let me = b.mover;
        let moves: Vec<(String, MancalaBoard)> = (0..b.p())
            .filter_map(|k| {
                let after = self.play(b, k)?;
                let n = b.pit(me, k);
                let stones = if n == 1 {
                    "1 stone".to_string()
                } else {
                    format!("{n} stones")
                };
                Some((format!("sow pit {} ({stones})", k + 1), after))
            })
            .collect();
        if moves.is_empty() {
            return self
                .children(b)
                .into_iter()
                .map(|p| ("pass (no stone to sow)".to_string(), p))
                .collect();
        }
        moves
    }

    fn key(&self, b: &MancalaBoard) -> String {
        format!(
            "mancala {:?} {} pits {} stones",
            self.rules,
            b.p(),
            b.total()
        )
    }

    fn gamescrafters(&self, b: &MancalaBoard) -> String {
        b.to_gamescrafters()
    }
}

const FORMAT: &str = "North's store and pits left to right, '/', South's pits left to right and South's store, then N if North is to move (South moves first); or PxS for P pits a side of S stones; or GamesCrafters' string, the counts joined by 's' from North's store clockwise then ,turn=0 for South or ,turn=1 (0s3s3s3s0s3s3s3,turn=0)";

fn read(text: &str, rules: MancalaRules) -> Result<Box<dyn Position>, String> {
    let pos: MancalaBoard = text.parse().map_err(|e: MancalaError| e.to_string())?;
    let game = Mancala::new(pos.p(), rules).map_err(|e| e.to_string())?;
    game.check(&pos).map_err(|e| e.to_string())?;
    Ok(Box::new(TabledPosition { game, pos }))
}

/// An entry of the catalogue for one of the rule sets; the board format,
/// example and sides are the same for both.
const fn entry(
    id: &'static str,
    name: &'static str,
    about: &'static str,
    read: fn(&str) -> Result<Box<dyn Position>, String>,
) -> Entry {
    Entry {
        id,
        aliases: &[],
        name,
        expr_name: name,
        about,
        format: FORMAT,
        example: "0 3 3 3 / 3 3 3 0",
        kind: Kind::Partizan,
        valued_by: "retrograde analysis of every reachable position: win, lose or tie",
        sides: Some(["South", "North"]),
        read,
        heap: None,
    }
}

/// Mancala by GamesCrafters' rules, in the catalogue.
pub static ENTRY: Entry = entry(
    "mancala",
    "Mancala",
    "Stones sown counter-clockwise around pits and stores; the fuller store wins (GamesCrafters' rules: captures, no extra turn).",
    |t| read(t, MancalaRules::GamesCrafters),
);

/// Mancala by the Kalah rules, in the catalogue.
pub static KALAH: Entry = entry(
    "kalah",
    "Kalah",
    "Mancala by the Kalah rules: a last stone in your store earns another move.",
    |t| read(t, MancalaRules::Kalah),
);
