//! What every loopy game of the catalogue shares: a position of a
//! [`LoopyRules`] with the player to move, read as `BOARD` (Left to move)
//! or `BOARD R`, valued as a loopy game.
//!
//! A position and every position after its moves share one table of
//! values: the walk from the first position asked about reaches them all.

use std::fmt;
use std::hash::Hash;
use std::sync::{Arc, OnceLock};

use super::{Analysis, Entry, LoopyMove, Move, Position, Split};
use crate::loopy::{Explored, LoopyError, LoopyRules, Side, SidedValue, Stopper};
use crate::play::{Searcher, TooLarge};
use crate::retrograde::{Solved, Value};
use crate::short::{Game, Player};

/// A loopy game of the catalogue: rules that name their moves.
pub(crate) trait LoopyGame: LoopyRules + Clone + fmt::Debug + Send + Sync + 'static
where
    Self::Position: fmt::Display + fmt::Debug + Send + Sync,
{
    /// The game's entry.
    fn entry(&self) -> &'static Entry;

    /// The move from `from` to `to` by `player`, in words.
    fn describe(&self, from: &Self::Position, to: &Self::Position, player: Player) -> String;
}

/// Every position reached from the first one asked about, with values.
#[derive(Debug)]
struct Table<P> {
    walk: Explored<P>,
    values: Vec<SidedValue>,
}

type Shared<P> = Arc<OnceLock<Result<Table<P>, LoopyError>>>;

/// A position, the player to move, and the table it shares.
#[derive(Clone, Debug)]
pub(crate) struct LoopyPosition<G: LoopyGame>
where
    G::Position: fmt::Display + fmt::Debug + Send + Sync,
{
    rules: G,
    pos: G::Position,
    to_move: Player,
    table: Shared<G::Position>,
}

/// A position of `rules` with `to_move` to move, for the catalogue.
pub(crate) fn position<G: LoopyGame>(
    rules: G,
    pos: G::Position,
    to_move: Player,
) -> Box<dyn Position>
where
    G::Position: fmt::Display + fmt::Debug + Send + Sync + Eq + Hash,
{
    Box::new(LoopyPosition {
        rules,
        pos,
        to_move,
        table: Arc::default(),
    })
}

impl<G: LoopyGame> LoopyPosition<G>
where
    G::Position: fmt::Display + fmt::Debug + Send + Sync + Eq + Hash,
{
    /// The shared table, walked from this position if it is the first to
    /// ask ([`LoopyPosition::after`] makes sure a parent asks before its
    /// children, so that theirs is the parent's).
    fn table(&self) -> Result<&Table<G::Position>, LoopyError> {
        let table = self.table.get_or_init(|| {
            let walk = Explored::new(&self.rules, &self.pos)?;
            let values = walk.values()?;
            Ok(Table { walk, values })
        });
        table.as_ref().map_err(Clone::clone)
    }

    fn sided(&self) -> Result<SidedValue, LoopyError> {
        let table = self.table()?;
        match table.walk.index_of(&self.pos) {
            Some(i) => Ok(table.values[i as usize].clone()),
            // Play goes on past a position of known value, where the walk
            // stopped: such a position is valued alone.
            None => crate::loopy::value_of(&self.rules, &self.pos),
        }
    }

    fn after(&self, player: Player) -> Vec<(String, LoopyPosition<G>)> {
        // The table first, from here: the children share it.
        let _ = self.table();
        self.rules
            .options(&self.pos, player)
            .into_iter()
            .map(|q| {
                let text = self.rules.describe(&self.pos, &q, player);
                let next = LoopyPosition {
                    rules: self.rules.clone(),
                    pos: q,
                    to_move: player.other(),
                    table: Arc::clone(&self.table),
                };
                (text, next)
            })
            .collect()
    }

    fn judged(&self, player: Player) -> Vec<LoopyMove> {
        self.after(player)
            .into_iter()
            .filter_map(|(text, q)| {
                let value = q.sided().ok()?;
                Some(LoopyMove {
                    text,
                    board: q.pos.to_string(),
                    value,
                })
            })
            .collect()
    }

    /// Win, draw or lose for the player to move, from the value: Left
    /// moving first wins when the offside is not ≤ 0 (she wins even if
    /// endless play is counted against her), draws when only the onside
    /// is not, and loses otherwise; Right the other way round.
    fn result(&self) -> Option<Solved> {
        let v = self.sided().ok()?;
        let zero = Stopper::zero();
        let beats = |side: Side| -> Option<bool> {
            let s = v.side(side).ok()?;
            let le = match self.to_move {
                Player::Left => s.leq(&zero),
                Player::Right => zero.leq(s),
            };
            le.ok().map(|le| !le)
        };
        let (hard, easy) = match self.to_move {
            Player::Left => (Side::Off, Side::On),
            Player::Right => (Side::On, Side::Off),
        };
        let value = if beats(hard)? {
            Value::Win
        } else if beats(easy)? {
            Value::Draw
        } else {
            Value::Lose
        };
        Some(Solved {
            value,
            remoteness: None,
        })
    }
}

impl<G: LoopyGame> fmt::Display for LoopyPosition<G>
where
    G::Position: fmt::Display + fmt::Debug + Send + Sync,
{
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}", self.rules.entry().name, self.pos)
    }
}

impl<G: LoopyGame> Position for LoopyPosition<G>
where
    G::Position: fmt::Display + fmt::Debug + Send + Sync + Eq + Hash,
{
    fn entry(&self) -> &'static Entry {
        self.rules.entry()
    }

    fn board(&self) -> String {
        super::partizan::board_text(&self.pos, self.to_move)
    }

    fn to_move(&self) -> Option<Player> {
        Some(self.to_move)
    }

    fn moves(&self) -> Vec<Move> {
        self.after(self.to_move)
            .into_iter()
            .map(|(text, q)| Move {
                text,
                after: Box::new(q),
            })
            .collect()
    }

    fn options(&self, player: Player) -> Option<Vec<Box<dyn Position>>> {
        Some(
            self.after(player)
                .into_iter()
                .map(|(_, q)| Box::new(q) as Box<dyn Position>)
                .collect(),
        )
    }

    fn board_alone(&self) -> String {
        self.pos.to_string()
    }

    /// The value when it is a short game (no cycle left in its simplest
    /// form); `None` otherwise ([`Position::loopy_value`] has it).
    fn value(&self) -> Option<Game> {
        self.sided().ok()?.as_stopper()?.to_game()
    }

    fn loopy_value(&self) -> Option<Result<SidedValue, LoopyError>> {
        Some(self.sided())
    }

    fn analysis(&self) -> Analysis {
        let value = self.sided();
        let (left, right) = if value.is_ok() {
            (self.judged(Player::Left), self.judged(Player::Right))
        } else {
            (Vec::new(), Vec::new())
        };
        Analysis::Loopy { value, left, right }
    }

    fn split(&self) -> Split {
        Split::Whole
    }

    /// From the value, without remoteness. Every play of a stopper ends,
    /// so there a player who keeps to winning positions wins.
    fn verdict(&self, _: &mut Searcher) -> Result<Solved, TooLarge> {
        self.result().ok_or(TooLarge { limit: 0 })
    }

    fn closed_form(&self) -> Option<Solved> {
        self.result()
    }

    fn clone_box(&self) -> Box<dyn Position> {
        Box::new(self.clone())
    }
}
