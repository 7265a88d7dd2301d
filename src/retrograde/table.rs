//! The table a solve fills: each reachable position's code, sorted, with
//! its value and remoteness packed in two bytes.

use std::hash::Hash;
use std::marker::PhantomData;

use super::{Finite, Solved, Value};

/// The greatest remoteness a table can hold.
pub(super) const MAX_REMOTENESS: u32 = (1 << 14) - 2;

/// The solved positions of a game, ten bytes each: the position's code
/// ([`Finite::code`]; the codes are kept sorted, and a position is found by
/// binary search) and two bytes for the value and the remoteness.
///
/// ```
/// use combinatorial_games::games::{Mancala, MancalaBoard, MancalaRules};
/// use combinatorial_games::retrograde::solve;
/// // 1 x 1 Mancala: the start and the end, both ties ([win, lose, tie, draw]).
/// let game = Mancala::new(1, MancalaRules::GamesCrafters).unwrap();
/// let start = MancalaBoard::start(1, 1).unwrap();
/// let table = solve(&game, &start).unwrap();
/// assert_eq!(table.len(), 2);
/// assert_eq!(table.counts(), [0, 0, 2, 0]);
/// assert_eq!(table.moves(&game, &start).unwrap().len(), 1);
/// ```
#[derive(Clone, Debug)]
pub struct Table<P> {
    pub(super) codes: Vec<u64>,
    pub(super) cells: Vec<u16>,
    pub(super) positions: PhantomData<fn() -> P>,
}

/// A cell's remoteness field that means "no remoteness" (a draw).
pub(super) const NO_REMOTENESS: u16 = (1 << 14) - 1;

pub(super) fn value_code(v: Value) -> u16 {
    match v {
        Value::Win => 0,
        Value::Lose => 1,
        Value::Tie => 2,
        Value::Draw => 3,
    }
}

/// Whether a cell is one a solve writes: a draw has no remoteness, the
/// other values have one.
pub(super) fn valid_cell(cell: u16) -> bool {
    let draw = cell >> 14 == value_code(Value::Draw);
    draw == (cell & NO_REMOTENESS == NO_REMOTENESS)
        && (draw || cell & NO_REMOTENESS <= MAX_REMOTENESS as u16)
}

fn unpack(cell: u16) -> Solved {
    let value = [Value::Win, Value::Lose, Value::Tie, Value::Draw][usize::from(cell >> 14)];
    let r = cell & NO_REMOTENESS;
    Solved {
        value,
        remoteness: (r != NO_REMOTENESS).then_some(u32::from(r)),
    }
}

impl<P: Clone + Eq + Hash> Table<P> {
    /// The value and remoteness of `p` (any position equal to a reachable
    /// one by the game's symmetry), `None` if it was not reachable.
    ///
    /// ```
    /// # use combinatorial_games::Player;
    /// # use combinatorial_games::retrograde::{Finite, Solved, Value, solve};
    /// # /// Take one or two counters from a pile; who cannot move loses.
    /// # struct TakeOneOrTwo;
    /// # impl Finite for TakeOneOrTwo {
    /// #     type Position = (u64, Player); // the pile, and who is to move
    /// #     fn mover(&self, p: &(u64, Player)) -> Player {
    /// #         p.1
    /// #     }
    /// #     fn primitive(&self, p: &(u64, Player)) -> Option<Value> {
    /// #         (p.0 == 0).then_some(Value::Lose)
    /// #     }
    /// #     fn children(&self, &(n, who): &(u64, Player)) -> Vec<(u64, Player)> {
    /// #         (1..=n.min(2)).map(|k| (n - k, who.other())).collect()
    /// #     }
    /// #     fn code(&self, &(n, who): &(u64, Player)) -> u64 {
    /// #         2 * n + u64::from(who == Player::Right)
    /// #     }
    /// #     fn decode(&self, c: u64) -> (u64, Player) {
    /// #         (c / 2, if c % 2 == 1 { Player::Right } else { Player::Left })
    /// #     }
    /// # }
    /// let (game, start) = (TakeOneOrTwo, (4, Player::Left));
    /// let table = solve(&game, &start).unwrap();
    /// // A pile of 3 is lost: either move leaves 1 or 2, which the other
    /// // player takes at once. So 4 is won in 3 moves: 1 to 3, then two more.
    /// assert_eq!(table.get(&game, &(3, Player::Right)), Some(Solved::lose(2)));
    /// assert_eq!(table.get(&game, &start), Some(Solved::win(3)));
    /// // A pile of 4 with Right to move is not reachable from the start.
    /// assert_eq!(table.get(&game, &(4, Player::Right)), None);
    /// ```
    pub fn get<G: Finite<Position = P>>(&self, game: &G, p: &P) -> Option<Solved> {
        let code = game.code(&game.canonical(p));
        let i = self.codes.binary_search(&code).ok()?;
        Some(unpack(self.cells[i]))
    }

    /// Each move from `p` with what it is worth to the player making it:
    /// the value for the mover (a win for the opponent is a loss, unless
    /// the move leaves the same player to move) and the remoteness after
    /// it. `None` if `p` was not reachable.
    ///
    /// ```
    /// # use combinatorial_games::Player;
    /// # use combinatorial_games::retrograde::{Finite, Solved, Value, solve};
    /// # /// Take one or two counters from a pile; who cannot move loses.
    /// # struct TakeOneOrTwo;
    /// # impl Finite for TakeOneOrTwo {
    /// #     type Position = (u64, Player); // the pile, and who is to move
    /// #     fn mover(&self, p: &(u64, Player)) -> Player {
    /// #         p.1
    /// #     }
    /// #     fn primitive(&self, p: &(u64, Player)) -> Option<Value> {
    /// #         (p.0 == 0).then_some(Value::Lose)
    /// #     }
    /// #     fn children(&self, &(n, who): &(u64, Player)) -> Vec<(u64, Player)> {
    /// #         (1..=n.min(2)).map(|k| (n - k, who.other())).collect()
    /// #     }
    /// #     fn code(&self, &(n, who): &(u64, Player)) -> u64 {
    /// #         2 * n + u64::from(who == Player::Right)
    /// #     }
    /// #     fn decode(&self, c: u64) -> (u64, Player) {
    /// #         (c / 2, if c % 2 == 1 { Player::Right } else { Player::Left })
    /// #     }
    /// # }
    /// let (game, start) = (TakeOneOrTwo, (4, Player::Left));
    /// let table = solve(&game, &start).unwrap();
    /// // From 4: taking one leaves 3, lost for Right (a win for Left, in 2
    /// // more moves); taking two leaves 2, which Right takes (a loss in 1).
    /// let moves = table.moves(&game, &start).unwrap();
    /// assert_eq!(moves, [((3, Player::Right), Solved::win(2)), ((2, Player::Right), Solved::lose(1))]);
    /// ```
    pub fn moves<G: Finite<Position = P>>(&self, game: &G, p: &P) -> Option<Vec<(P, Solved)>> {
        self.get(game, p)?;
        let me = game.mover(p);
        let mut out = Vec::new();
        if game.primitive(p).is_some() {
            return Some(out);
        }
        for c in game.children(p) {
            let s = self.get(game, &c)?;
            let value = if game.mover(&c) == me {
                s.value
            } else {
                s.value.flipped()
            };
            out.push((c, Solved { value, ..s }));
        }
        Some(out)
    }

    /// The number of positions (one per symmetry class).
    ///
    /// ```
    /// # use combinatorial_games::Player;
    /// # use combinatorial_games::retrograde::{Finite, Solved, Value, solve};
    /// # /// Take one or two counters from a pile; who cannot move loses.
    /// # struct TakeOneOrTwo;
    /// # impl Finite for TakeOneOrTwo {
    /// #     type Position = (u64, Player); // the pile, and who is to move
    /// #     fn mover(&self, p: &(u64, Player)) -> Player {
    /// #         p.1
    /// #     }
    /// #     fn primitive(&self, p: &(u64, Player)) -> Option<Value> {
    /// #         (p.0 == 0).then_some(Value::Lose)
    /// #     }
    /// #     fn children(&self, &(n, who): &(u64, Player)) -> Vec<(u64, Player)> {
    /// #         (1..=n.min(2)).map(|k| (n - k, who.other())).collect()
    /// #     }
    /// #     fn code(&self, &(n, who): &(u64, Player)) -> u64 {
    /// #         2 * n + u64::from(who == Player::Right)
    /// #     }
    /// #     fn decode(&self, c: u64) -> (u64, Player) {
    /// #         (c / 2, if c % 2 == 1 { Player::Right } else { Player::Left })
    /// #     }
    /// # }
    /// let (game, start) = (TakeOneOrTwo, (4, Player::Left));
    /// let table = solve(&game, &start).unwrap();
    /// // Piles 4 (Left to move), 3 and 2 (Right), 2 (Left), and 1 and 0
    /// // with either to move.
    /// assert_eq!(table.len(), 8);
    /// assert!(!table.is_empty());
    /// ```
    pub fn len(&self) -> usize {
        self.cells.len()
    }

    /// Whether no position was reachable (never: the start always is):
    /// see [`Table::len`].
    ///
    /// ```
    /// # use combinatorial_games::Player;
    /// # use combinatorial_games::retrograde::{Finite, Solved, Value, solve};
    /// # /// Take one or two counters from a pile; who cannot move loses.
    /// # struct TakeOneOrTwo;
    /// # impl Finite for TakeOneOrTwo {
    /// #     type Position = (u64, Player); // the pile, and who is to move
    /// #     fn mover(&self, p: &(u64, Player)) -> Player {
    /// #         p.1
    /// #     }
    /// #     fn primitive(&self, p: &(u64, Player)) -> Option<Value> {
    /// #         (p.0 == 0).then_some(Value::Lose)
    /// #     }
    /// #     fn children(&self, &(n, who): &(u64, Player)) -> Vec<(u64, Player)> {
    /// #         (1..=n.min(2)).map(|k| (n - k, who.other())).collect()
    /// #     }
    /// #     fn code(&self, &(n, who): &(u64, Player)) -> u64 {
    /// #         2 * n + u64::from(who == Player::Right)
    /// #     }
    /// #     fn decode(&self, c: u64) -> (u64, Player) {
    /// #         (c / 2, if c % 2 == 1 { Player::Right } else { Player::Left })
    /// #     }
    /// # }
    /// // A pile of none: one position, lost by whoever is to move.
    /// let table = solve(&TakeOneOrTwo, &(0, Player::Left)).unwrap();
    /// assert!(!table.is_empty());
    /// assert_eq!(table.len(), 1);
    /// ```
    pub fn is_empty(&self) -> bool {
        self.cells.is_empty()
    }

    /// How many positions are won, lost, tied and drawn, in that order.
    ///
    /// ```
    /// # use combinatorial_games::Player;
    /// # use combinatorial_games::retrograde::{Finite, Solved, Value, solve};
    /// # /// Take one or two counters from a pile; who cannot move loses.
    /// # struct TakeOneOrTwo;
    /// # impl Finite for TakeOneOrTwo {
    /// #     type Position = (u64, Player); // the pile, and who is to move
    /// #     fn mover(&self, p: &(u64, Player)) -> Player {
    /// #         p.1
    /// #     }
    /// #     fn primitive(&self, p: &(u64, Player)) -> Option<Value> {
    /// #         (p.0 == 0).then_some(Value::Lose)
    /// #     }
    /// #     fn children(&self, &(n, who): &(u64, Player)) -> Vec<(u64, Player)> {
    /// #         (1..=n.min(2)).map(|k| (n - k, who.other())).collect()
    /// #     }
    /// #     fn code(&self, &(n, who): &(u64, Player)) -> u64 {
    /// #         2 * n + u64::from(who == Player::Right)
    /// #     }
    /// #     fn decode(&self, c: u64) -> (u64, Player) {
    /// #         (c / 2, if c % 2 == 1 { Player::Right } else { Player::Left })
    /// #     }
    /// # }
    /// let (game, start) = (TakeOneOrTwo, (4, Player::Left));
    /// let table = solve(&game, &start).unwrap();
    /// // Lost: the piles of 3 and 0 (either to move); the other five are won.
    /// assert_eq!(table.counts(), [5, 3, 0, 0]);
    /// ```
    pub fn counts(&self) -> [usize; 4] {
        let mut counts = [0; 4];
        for &c in &self.cells {
            counts[usize::from(c >> 14)] += 1;
        }
        counts
    }
}

/// The table with its codes sorted, for lookups by binary search.
pub(super) fn sorted<P>(codes: Vec<u64>, cells: Vec<u16>) -> Table<P> {
    let mut order: Vec<u32> = (0..codes.len() as u32).collect();
    order.sort_unstable_by_key(|&i| codes[i as usize]);
    Table {
        codes: order.iter().map(|&i| codes[i as usize]).collect(),
        cells: order.iter().map(|&i| cells[i as usize]).collect(),
        positions: PhantomData,
    }
}
