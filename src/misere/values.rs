//! Sums, outcomes, nim values and mates of misère games.

use std::sync::{LazyLock, Mutex};

use rustc_hash::FxHashMap;

use super::{MisereError, MisereGame, table};
use crate::short::Outcome;

/// The most distinct canonical forms the table holds (2^22): a sum that
/// would need more is [`MisereError::TooLarge`].
pub const MAX_GAMES: usize = 1 << 22;

/// The most options the table holds, all forms together (2^26, 256 MiB):
/// a heap of `n` holds `n`, so large heaps and their sums fill it before
/// the count of forms does. Past it, [`MisereError::TooLarge`].
pub const MAX_OPTIONS: usize = 1 << 26;

/// The largest nim heap made: `*[n]` for `n` up to 4096.
pub const MAX_HEAP: u32 = 4096;

/// Sums already found, by the two forms' ids (smaller first).
static SUMS: LazyLock<Mutex<FxHashMap<(u32, u32), u32>>> = LazyLock::new(Default::default);

impl MisereGame {
    /// The sum `G + H`: a move is a move in either.
    ///
    /// # Errors
    ///
    /// [`MisereError::TooLarge`] when the sum's followers would pass
    /// [`MAX_GAMES`] forms.
    ///
    /// ```
    /// use combinatorial_games::misere::MisereGame;
    /// let one = MisereGame::nim_heap(1);
    /// // * + * has the one option *: {*} = 0 in misère play.
    /// assert_eq!(one.checked_add(&one).unwrap(), MisereGame::zero());
    /// ```
    pub fn checked_add(&self, other: &MisereGame) -> Result<MisereGame, MisereError> {
        sum(self.0, other.0).map(MisereGame)
    }

    /// Who wins in misère play: `P` when the player to move loses (every
    /// option is `N`, and there is one), else `N`.
    ///
    /// ```
    /// use combinatorial_games::misere::MisereGame;
    /// use combinatorial_games::Outcome;
    /// assert_eq!(MisereGame::zero().outcome(), Outcome::N);    // no move: the mover wins
    /// assert_eq!(MisereGame::nim_heap(1).outcome(), Outcome::P);
    /// ```
    pub fn outcome(&self) -> Outcome {
        match self.misere_nim_value() {
            0 => Outcome::P,
            _ => Outcome::N,
        }
    }

    /// The misère nim value `G⁻`: 1 for `*[0]`, else the least value no
    /// option has (CGSuite's `MisereNimValue`); 0 exactly for `P`.
    ///
    /// ```
    /// use combinatorial_games::misere::MisereGame;
    /// assert_eq!(MisereGame::zero().misere_nim_value(), 1);
    /// assert_eq!(MisereGame::nim_heap(1).misere_nim_value(), 0);
    /// assert_eq!(MisereGame::nim_heap(5).misere_nim_value(), 5);
    /// ```
    pub fn misere_nim_value(&self) -> u32 {
        table::info(self.0).g_minus
    }

    /// The normal-play nim value `G⁺` (CGSuite's `NimValue`).
    ///
    /// ```
    /// use combinatorial_games::misere::MisereGame;
    /// let two = MisereGame::nim_heap(2);
    /// assert_eq!((two + two).nim_value(), 0);
    /// ```
    pub fn nim_value(&self) -> u32 {
        table::info(self.0).g_plus
    }

    /// The mate: `*[1]` for `*[0]`, else the game whose options are the
    /// options' mates (Conway, ONAG ch. 12; CGSuite's `Mate`).
    ///
    /// # Panics
    ///
    /// Past [`MAX_GAMES`] forms.
    ///
    /// ```
    /// use combinatorial_games::misere::MisereGame;
    /// assert_eq!(MisereGame::zero().mate(), MisereGame::nim_heap(1));
    /// assert_eq!(MisereGame::nim_heap(1).mate(), MisereGame::zero());   // {*} = 0
    /// assert_eq!(MisereGame::nim_heap(2).mate(), MisereGame::nim_heap(2));
    /// ```
    pub fn mate(&self) -> MisereGame {
        self.checked_mate().expect("a mate within MAX_GAMES")
    }

    /// The mate, or an error past [`MAX_GAMES`] forms.
    ///
    /// ```
    /// use combinatorial_games::misere::MisereGame;
    /// assert_eq!(MisereGame::zero().checked_mate().unwrap(), MisereGame::nim_heap(1));
    /// ```
    pub fn checked_mate(&self) -> Result<MisereGame, MisereError> {
        fn rec(g: u32, memo: &mut FxHashMap<u32, u32>) -> Result<u32, MisereError> {
            if g == 0 {
                return table::nim_heap(1);
            }
            if let Some(&m) = memo.get(&g) {
                return Ok(m);
            }
            let options = table::options(g);
            let mates = stacker::maybe_grow(64 * 1024, 1024 * 1024, || {
                options
                    .iter()
                    .map(|&o| rec(o, memo))
                    .collect::<Result<Vec<u32>, _>>()
            })?;
            let m = table::canonical(mates)?;
            memo.insert(g, m);
            Ok(m)
        }
        rec(self.0, &mut FxHashMap::default()).map(MisereGame)
    }
}

/// `a + b` by its options, each sum found once.
pub(super) fn sum(a: u32, b: u32) -> Result<u32, MisereError> {
    let (a, b) = (a.min(b), a.max(b));
    if a == 0 {
        return Ok(b);
    }
    if let Some(&s) = sums().get(&(a, b)) {
        return Ok(s);
    }
    crate::budget::step();
    let (oa, ob) = (table::options(a), table::options(b));
    let options = stacker::maybe_grow(64 * 1024, 1024 * 1024, || {
        let left = oa.iter().map(|&x| sum(x, b));
        let right = ob.iter().map(|&y| sum(a, y));
        left.chain(right).collect::<Result<Vec<u32>, _>>()
    })?;
    let s = table::canonical(options)?;
    sums().insert((a, b), s);
    Ok(s)
}

fn sums() -> std::sync::MutexGuard<'static, FxHashMap<(u32, u32), u32>> {
    SUMS.lock().unwrap_or_else(|e| e.into_inner())
}

impl std::ops::Add for MisereGame {
    type Output = MisereGame;

    /// # Panics
    ///
    /// Past [`MAX_GAMES`] forms; [`MisereGame::checked_add`] returns an
    /// error instead.
    fn add(self, other: MisereGame) -> MisereGame {
        self.checked_add(&other).expect("a sum within MAX_GAMES")
    }
}
