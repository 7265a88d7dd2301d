//! Games played on heaps: Officers, Guiles, Dawson's Kayles, Grundy's
//! game, Lasker's Nim, Prim and Dim. A board is a list of heap sizes; a
//! move replaces one heap by the heaps its rules allow. Each is one entry
//! below, given by its rules ([`HeapGame`]).

use std::fmt;
use std::sync::{Arc, LazyLock};

use super::{Analysis, Entry, HeapRules, Kind, Move, Position, Split};
use crate::impartial::{Dim, GrundysGame, HeapGame, Prim, TakeAndBreak};
use crate::misere::{QuotientCache, nim_outcome};
use crate::play::{Part, PartRules};
use crate::short::Game;
use crate::short::Outcome;

/// Heaps above this are refused for rules that compute every smaller heap.
pub(crate) const MAX_HEAP: u64 = 10_000_000;

/// The parts of a heap game are its heaps, coded by their size.
pub(crate) struct HeapParts {
    /// The rules.
    pub(crate) game: fn() -> Arc<dyn HeapGame + Send + Sync>,
    misere: Misere,
}

/// How a sum of heaps is judged in misère play without a search.
enum Misere {
    /// Not at all: the catalogue's positions of these heaps are not played
    /// misère (a Treblecross row is a heap of .007, but its game ends at
    /// three in a row, not at the last move).
    Not,
    /// Bouton's rule for Nim.
    Bouton,
    /// The game's misère quotient.
    Quotient(QuotientCache),
}

impl HeapParts {
    /// Heaps judged in misère play by the game's misère quotient.
    pub(crate) const fn new(game: fn() -> Arc<dyn HeapGame + Send + Sync>) -> HeapParts {
        HeapParts {
            game,
            misere: Misere::Quotient(QuotientCache::new()),
        }
    }

    /// Nim heaps, judged in misère play by Bouton's rule.
    pub(crate) const fn nim(game: fn() -> Arc<dyn HeapGame + Send + Sync>) -> HeapParts {
        HeapParts {
            game,
            misere: Misere::Bouton,
        }
    }

    /// Heaps whose positions are only played under normal play.
    pub(crate) const fn normal_only(game: fn() -> Arc<dyn HeapGame + Send + Sync>) -> HeapParts {
        HeapParts {
            game,
            misere: Misere::Not,
        }
    }
}

impl fmt::Debug for HeapParts {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("HeapParts")
    }
}

impl PartRules for HeapParts {
    fn options(&self, n: u64) -> Vec<Option<Vec<u64>>> {
        (self.game)()
            .options(n as usize)
            .into_iter()
            .map(|o| Some(o.into_iter().map(|h| h as u64).collect()))
            .collect()
    }

    fn misere_win(&self, codes: &[u64]) -> Option<bool> {
        let outcome = match &self.misere {
            Misere::Not => return None,
            Misere::Bouton => nim_outcome(codes),
            Misere::Quotient(cache) => {
                let heaps: Vec<usize> = codes
                    .iter()
                    .map(|&c| usize::try_from(c).ok())
                    .collect::<Option<_>>()?;
                cache.outcome(&*(self.game)(), &heaps)?
            }
        };
        Some(outcome == Outcome::N)
    }
}

/// Lasker's Nim by its closed form (Winning Ways): heaps 4k+3 and 4k+4
/// trade values; its moves are those of the code `4.#3`.
pub(crate) struct LaskersNim(TakeAndBreak);

impl HeapGame for LaskersNim {
    fn options(&self, n: usize) -> Vec<Vec<usize>> {
        self.0.options(n)
    }
    fn nim_values(&self, n: usize) -> Vec<u64> {
        (0..=n).map(|m| self.nim_value(m)).collect()
    }
    fn nim_value(&self, n: usize) -> u64 {
        let n = n as u64;
        match n % 4 {
            3 => n + 1,
            0 if n > 0 => n - 1,
            _ => n,
        }
    }
}

/// Heaps of one heap game.
#[derive(Clone, Debug)]
pub(crate) struct Heaps {
    entry: &'static Entry,
    rules: &'static HeapParts,
    heaps: Vec<u64>,
}

/// Reads heap sizes separated by spaces, commas or underscores, each at
/// most [`MAX_SIZE`](super::MAX_SIZE): a board lists every move of every
/// heap, so boards stay small (expressions such as `Officers(100000)` take
/// larger heaps).
pub(crate) fn read_heaps(board: &str) -> Result<Vec<u64>, String> {
    let max = super::MAX_SIZE as u64;
    board
        .split(|c: char| c == ',' || c == '_' || c.is_whitespace())
        .filter(|w| !w.is_empty())
        .enumerate()
        .map(|(i, w)| match w.parse::<u64>() {
            Ok(n) if n <= max => Ok(n),
            Ok(_) => Err(format!(
                "heap {} ({w}) is larger than {max}, the largest heap here",
                i + 1
            )),
            Err(_) => Err(format!("'{w}' (heap {}) is not a heap size", i + 1)),
        })
        .collect()
}

impl Heaps {
    pub(crate) fn read(
        entry: &'static Entry,
        rules: &'static HeapParts,
        board: &str,
    ) -> Result<Box<dyn Position>, String> {
        let heaps = read_heaps(board)?;
        Ok(Box::new(Heaps {
            entry,
            rules,
            heaps,
        }))
    }

    /// The values of heaps up to the largest here.
    fn values(&self) -> Arc<[u64]> {
        let max = self.heaps.iter().copied().max().unwrap_or(0) as usize;
        super::sequences::values(self.entry.id, max, |m| (self.rules.game)().nim_values(m))
    }

    /// Each move: the heap, what it becomes, and the heaps after.
    fn each_move(&self) -> Vec<(String, Vec<u64>)> {
        let game = (self.rules.game)();
        let mut out = Vec::new();
        for (i, &n) in self.heaps.iter().enumerate() {
            for option in game.options(n as usize) {
                let mut heaps = self.heaps.clone();
                heaps.splice(i..=i, option.iter().map(|&h| h as u64));
                out.push((move_text(i, n, &option), heaps));
            }
        }
        out
    }

    /// The moves to a position of nim-value 0, found from the values
    /// alone: no board is built for the moves that do not win.
    fn winning_moves(&self) -> Vec<String> {
        let game = (self.rules.game)();
        let values = self.values();
        let total = self.heaps.iter().fold(0, |a, &h| a ^ values[h as usize]);
        let mut out = Vec::new();
        for (i, &n) in self.heaps.iter().enumerate() {
            // The options must make up for everything but this heap.
            let want = total ^ values[n as usize];
            for option in game.options(n as usize) {
                if option.iter().fold(0, |a, &h| a ^ values[h]) == want {
                    out.push(move_text(i, n, &option));
                }
            }
        }
        out
    }
}

/// "heap 2 (7) to 3 + 1", or "to nothing".
fn move_text(i: usize, n: u64, option: &[usize]) -> String {
    let words: Vec<String> = option.iter().map(usize::to_string).collect();
    let into = if words.is_empty() {
        "nothing".to_string()
    } else {
        words.join(" + ")
    };
    format!("heap {} ({n}) to {into}", i + 1)
}

impl Heaps {
    /// The heap sizes joined by `sep`; `0` when a move has taken the last
    /// heap away, since an empty board does not read back.
    fn sizes(&self, sep: &str) -> String {
        if self.heaps.is_empty() {
            return "0".to_string();
        }
        let heaps: Vec<String> = self.heaps.iter().map(u64::to_string).collect();
        heaps.join(sep)
    }
}

impl fmt::Display for Heaps {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}", self.entry.name, self.sizes(" "))
    }
}

impl Position for Heaps {
    fn entry(&self) -> &'static Entry {
        self.entry
    }

    fn board(&self) -> String {
        self.sizes("_")
    }

    /// Each distinct heap's options counted once.
    fn move_count(&self) -> u64 {
        let game = (self.rules.game)();
        let mut sizes = self.heaps.clone();
        sizes.sort_unstable();
        sizes
            .chunk_by(|a, b| a == b)
            .map(|same| game.options(same[0] as usize).len() as u64 * same.len() as u64)
            .fold(0, u64::saturating_add)
    }

    fn moves(&self) -> Vec<Move> {
        self.each_move()
            .into_iter()
            .map(|(text, heaps)| Move {
                text,
                after: Box::new(Heaps {
                    heaps,
                    ..self.clone()
                }),
            })
            .collect()
    }

    fn value(&self) -> Option<Game> {
        let values = self.values();
        Some(Game::nimber(
            self.heaps.iter().fold(0, |a, &h| a ^ values[h as usize]),
        ))
    }

    fn analysis(&self) -> Analysis {
        let values = self.values();
        Analysis::Impartial {
            nim_value: self.heaps.iter().fold(0, |a, &h| a ^ values[h as usize]),
            winning_moves: self.winning_moves(),
        }
    }

    fn has_misere_play(&self) -> bool {
        true
    }

    fn split(&self) -> Split {
        Split::Parts(
            self.heaps
                .iter()
                .map(|&h| Part::new(self.rules, h))
                .collect(),
        )
    }

    fn clone_box(&self) -> Box<dyn Position> {
        Box::new(self.clone())
    }
}

/// One heap game of the catalogue: its entry, its rules, and how a board
/// is read.
macro_rules! heap_game {
    ($entry:ident, $parts:ident, $id:literal, $name:literal, $expr:literal, $about:literal,
     $valued:expr, $max:expr, $rules:expr) => {
        static $parts: HeapParts = HeapParts::new(|| {
            static RULES: LazyLock<Arc<dyn HeapGame + Send + Sync>> =
                LazyLock::new(|| Arc::new($rules));
            Arc::clone(&RULES)
        });
        #[doc = concat!($name, " in the catalogue.")]
        pub static $entry: Entry = Entry {
            id: $id,
            aliases: &[],
            name: $name,
            expr_name: $expr,
            about: $about,
            format: "heap sizes separated by spaces, commas or underscores",
            example: "7 10",
            kind: Kind::Impartial,
            valued_by: $valued,
            sides: None,
            read: |b| Heaps::read(&$entry, &$parts, b),
            heap: Some(HeapRules {
                game: $parts.game,
                max_heap: $max,
            }),
        };
    };
}

const CODE: &str = "nim-values of the take-and-break code by the sparse-space method, continued by the period once one is proved";

heap_game!(
    DAWSONS_KAYLES,
    DAWSONS_KAYLES_PARTS,
    "dawsonskayles",
    "Dawson's Kayles",
    "DawsonsKayles",
    "Knock down two pins side by side from rows of pins (the code 0.07).",
    CODE,
    MAX_HEAP,
    TakeAndBreak::dawsons_kayles()
);
heap_game!(
    OFFICERS,
    OFFICERS_PARTS,
    "officers",
    "Officers",
    "Officers",
    "Take one token from a heap, leaving one or two heaps (the code 0.6).",
    CODE,
    MAX_HEAP,
    TakeAndBreak::officers()
);
heap_game!(
    GUILES,
    GUILES_PARTS,
    "guiles",
    "Guiles",
    "Guiles",
    "Take two tokens from a heap, leaving one or two heaps (the code 0.15).",
    CODE,
    MAX_HEAP,
    TakeAndBreak::guiles()
);
heap_game!(
    GRUNDYS_GAME,
    GRUNDYS_GAME_PARTS,
    "grundy",
    "Grundy's Game",
    "GrundysGame",
    "Split a heap into two heaps of different sizes.",
    "nim-values by the sparse-space method",
    MAX_HEAP,
    GrundysGame
);
heap_game!(
    LASKERS_NIM,
    LASKERS_NIM_PARTS,
    "laskersnim",
    "Lasker's Nim",
    "LaskersNim",
    "Take any number from a heap, or split a heap into two.",
    "closed form: heaps 4k+3 and 4k+4 trade values",
    u64::MAX,
    LaskersNim(TakeAndBreak::laskers_nim())
);
heap_game!(
    PRIM,
    PRIM_PARTS,
    "prim",
    "Prim",
    "Prim",
    "Take a number of tokens coprime to the heap, or a whole heap of one.",
    "closed form, checked against the definition",
    u64::MAX,
    Prim::new()
);
heap_game!(
    DIM,
    DIM_PARTS,
    "dim",
    "Dim",
    "Dim",
    "Take a divisor of the heap's size.",
    "closed form, checked against the definition",
    u64::MAX,
    Dim::new()
);
