//! What a game with ties or draws (Mancala, Dao) gets from being in the
//! catalogue: its positions are solved by retrograde analysis the first
//! time one is asked about, and the table is kept for the process (and on
//! disk when the solve took more than two seconds: `table_cache`), so play
//! from that position on is answered at once.

use std::any::Any;
use std::fmt;
use std::hash::Hash;
use std::sync::Mutex;
use std::time::Instant;

use super::{Analysis, Entry, Move, Position, Split, table_cache};
use crate::play::{Searcher, TooLarge};
use crate::retrograde::{Finite, Progress, Solved, Table, solve_with_progress};
use crate::short::{Game, Player};

/// The most positions a table solved for the catalogue may hold: Mancala
/// with 3 pits of 6 stones, or Dao, fits; 4 pits of 4 stones (18 million
/// positions, a minute and 2 GB) is refused as too large.
pub(crate) const MAX_TABLE: usize = 5_000_000;

/// How many positions the solved tables the process keeps may hold in all
/// (about 300 MB); the oldest go first, and the newest is kept even when
/// it alone is larger. A count of tables would not bound memory: six
/// tables of the largest boards would hold 30 million positions.
const KEPT_POSITIONS: usize = 4_000_000;

/// A game with ties or draws, as the catalogue needs it.
pub(crate) trait Tabled:
    Finite<Position = Self::Board> + Copy + fmt::Debug + Send + Sync + 'static
{
    /// The position type, with what the catalogue needs of it.
    type Board: fmt::Display + fmt::Debug + Clone + Eq + Hash + Send + Sync + 'static;

    /// Its entry.
    fn entry(&self) -> &'static Entry;

    /// The moves, each in words with the position after it.
    fn described_moves(&self, p: &Self::Board) -> Vec<(String, Self::Board)>;

    /// Which solved tables can hold `p`: tables are shared between
    /// positions with the same key.
    fn key(&self, p: &Self::Board) -> String;

    /// The position in GamesCrafters' string form.
    fn gamescrafters(&self, p: &Self::Board) -> String;
}

/// A kept table: its key, the table, and how many positions it holds.
type Kept = (String, Box<dyn Any + Send + Sync>, usize);

static TABLES: Mutex<Vec<Kept>> = Mutex::new(Vec::new());

/// The result of `p`, from a kept table, one cached on disk, or a new
/// solve (reporting its progress).
fn lookup<G: Tabled>(
    game: &G,
    p: &G::Board,
    progress: &mut dyn FnMut(Progress),
) -> Result<Solved, TooLarge> {
    let key = game.key(p);
    {
        let kept = TABLES.lock().unwrap_or_else(|e| e.into_inner());
        for (k, t, _) in kept.iter().rev() {
            let Some(t) = t.downcast_ref::<Table<G::Board>>() else {
                continue;
            };
            if *k == key
                && let Some(s) = t.get(game, p)
            {
                return Ok(s);
            }
        }
    }
    // Solve without holding the lock; another thread may solve the same
    // position meanwhile, which costs time but not correctness.
    let cached = table_cache::load::<G::Board>(&key).and_then(|t| t.get(game, p).map(|s| (t, s)));
    let (table, s) = match cached {
        Some(found) => found,
        None => {
            let began = Instant::now();
            let table = solve_with_progress(game, p, MAX_TABLE, progress)
                .map_err(|_| TooLarge { limit: MAX_TABLE })?;
            if began.elapsed() > table_cache::CACHE_AFTER {
                table_cache::store(&key, &table);
            }
            let s = table
                .get(game, p)
                .expect("the start of a solve is in its table");
            (table, s)
        }
    };
    let size = table.len();
    let mut kept = TABLES.lock().unwrap_or_else(|e| e.into_inner());
    let mut held: usize = kept.iter().map(|k| k.2).sum();
    while !kept.is_empty() && held + size > KEPT_POSITIONS {
        held -= kept.remove(0).2;
    }
    kept.push((key, Box::new(table), size));
    Ok(s)
}

/// A position of a tabled game, for the catalogue.
#[derive(Clone, Debug)]
pub(crate) struct TabledPosition<G: Tabled> {
    pub(crate) game: G,
    pub(crate) pos: G::Board,
}

impl<G: Tabled> TabledPosition<G> {
    /// The moves in words, none where the game is over (a Dao board with
    /// four in a row still has pieces that could slide).
    fn described(&self) -> Vec<(String, G::Board)> {
        if self.game.primitive(&self.pos).is_some() {
            return Vec::new();
        }
        self.game.described_moves(&self.pos)
    }
}

impl<G: Tabled> fmt::Display for TabledPosition<G> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}", self.game.entry().name, self.pos)
    }
}

impl<G: Tabled> Position for TabledPosition<G> {
    fn entry(&self) -> &'static Entry {
        self.game.entry()
    }

    fn board(&self) -> String {
        self.pos.to_string()
    }

    fn to_move(&self) -> Option<Player> {
        Some(self.game.mover(&self.pos))
    }

    fn moves(&self) -> Vec<Move> {
        self.described()
            .into_iter()
            .map(|(text, pos)| Move {
                text,
                after: Box::new(TabledPosition {
                    game: self.game,
                    pos,
                }),
            })
            .collect()
    }

    fn value(&self) -> Option<Game> {
        None
    }

    fn analysis(&self) -> Analysis {
        let me = self.game.mover(&self.pos);
        let moves = self
            .described()
            .into_iter()
            .map(|(text, after)| {
                let r = lookup(&self.game, &after, &mut |_| {}).ok();
                let again = self.game.mover(&after) == me;
                (text, if again { r } else { r.map(Solved::flipped) })
            })
            .collect();
        Analysis::Solved {
            result: lookup(&self.game, &self.pos, &mut |_| {}).ok(),
            moves,
        }
    }

    fn split(&self) -> Split {
        Split::Whole
    }

    fn verdict(&self, _: &mut Searcher) -> Result<Solved, TooLarge> {
        lookup(&self.game, &self.pos, &mut |_| {})
    }

    fn prepare(&self, progress: &mut dyn FnMut(Progress)) -> Result<(), TooLarge> {
        lookup(&self.game, &self.pos, progress).map(|_| ())
    }

    fn gamescrafters(&self) -> Option<String> {
        Some(self.game.gamescrafters(&self.pos))
    }

    fn clone_box(&self) -> Box<dyn Position> {
        Box::new(self.clone())
    }
}
