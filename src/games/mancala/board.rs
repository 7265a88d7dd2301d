//! A Mancala board's pits and stores, its start, and the sowing that
//! the rules ([`super::Mancala`]) build moves from.

use super::{MAX_PITS, MancalaBoard, MancalaError};
use crate::short::Player;

impl MancalaBoard {
    /// The starting board: `stones` in each of `pits` pits a side, South
    /// to move.
    ///
    /// ```
    /// use combinatorial_games::games::MancalaBoard;
    /// assert_eq!(MancalaBoard::start(3, 4).unwrap().to_string(), "0 4 4 4 / 4 4 4 0");
    /// ```
    pub fn start(pits: usize, stones: usize) -> Result<MancalaBoard, MancalaError> {
        if !(1..=MAX_PITS).contains(&pits) {
            return Err(MancalaError::Pits(pits));
        }
        if 2 * pits * stones > MancalaBoard::most_stones(pits) {
            return Err(MancalaError::TooManyStones {
                stones: 2 * pits * stones,
                pits,
                most: MancalaBoard::most_stones(pits),
            });
        }
        let mut cells = [0; 2 * MAX_PITS + 2];
        for (i, c) in cells[..2 * pits + 1].iter_mut().enumerate() {
            if i != pits {
                *c = stones as u8;
            }
        }
        Ok(MancalaBoard {
            cells,
            pits: pits as u8,
            mover: Player::Left,
        })
    }

    pub(super) fn p(&self) -> usize {
        usize::from(self.pits)
    }

    /// The most stones a board of `pits` pits a side may hold: 200, or
    /// fewer where its positions' codes would not fit in 64 bits (129 for
    /// 6 pits).
    ///
    /// ```
    /// use combinatorial_games::games::MancalaBoard;
    /// assert_eq!(MancalaBoard::most_stones(3), 200);
    /// assert!(MancalaBoard::start(6, 10).is_ok()); // 120 stones
    /// let e = MancalaBoard::start(6, 11).unwrap_err().to_string();
    /// assert_eq!(e, "132 stones: a board of 6 pits a side holds at most 129");
    /// ```
    pub fn most_stones(pits: usize) -> usize {
        (0..=200)
            .rev()
            .find(|&t| crate::games::stones::fits(2 * pits + 2, t))
            .unwrap_or(0)
    }

    /// Pits a side: see [`MancalaBoard`] for this and the other accessors.
    ///
    /// ```
    /// use combinatorial_games::games::MancalaBoard;
    /// assert_eq!(MancalaBoard::start(2, 3).unwrap().pits(), 2);
    /// ```
    pub fn pits(&self) -> usize {
        self.p()
    }

    /// The player to move: Left is South, Right is North.
    ///
    /// ```
    /// use combinatorial_games::games::MancalaBoard;
    /// use combinatorial_games::Player;
    /// // South moves first.
    /// assert_eq!(MancalaBoard::start(2, 3).unwrap().mover(), Player::Left);
    /// ```
    pub fn mover(&self) -> Player {
        self.mover
    }

    /// The stones in `player`'s pit `k`, counted from that player's left.
    ///
    /// # Panics
    ///
    /// If `k` is not below [`MancalaBoard::pits`], as indexing a slice
    /// past its end does.
    ///
    /// ```
    /// use combinatorial_games::games::MancalaBoard;
    /// use combinatorial_games::Player;
    /// // North's store, North's pits / South's pits, South's store. South's
    /// // left is the west; North, facing South, has the east on its left.
    /// let b: MancalaBoard = "0 1 2 / 3 4 0".parse().unwrap();
    /// assert_eq!((b.pit(Player::Left, 0), b.pit(Player::Left, 1)), (3, 4));
    /// assert_eq!((b.pit(Player::Right, 0), b.pit(Player::Right, 1)), (2, 1));
    /// ```
    pub fn pit(&self, player: Player, k: usize) -> u8 {
        assert!(
            k < self.p(),
            "pit {k} of a board of {} pits a side",
            self.p()
        );
        self.cells[self.own_pit(player, k)]
    }

    /// The stones in `player`'s store.
    ///
    /// ```
    /// use combinatorial_games::games::MancalaBoard;
    /// use combinatorial_games::Player;
    /// let b: MancalaBoard = "5 0 0 / 0 1 2".parse().unwrap();
    /// assert_eq!((b.store(Player::Right), b.store(Player::Left)), (5, 2));
    /// ```
    pub fn store(&self, player: Player) -> u8 {
        self.cells[self.store_index(player)]
    }

    pub(super) fn store_index(&self, player: Player) -> usize {
        match player {
            Player::Left => self.p(),
            Player::Right => 2 * self.p() + 1,
        }
    }

    /// The cell of `player`'s pit `k`, counted from that player's left
    /// (which is the sowing order for both).
    pub(super) fn own_pit(&self, player: Player, k: usize) -> usize {
        match player {
            Player::Left => k,
            Player::Right => self.p() + 1 + k,
        }
    }

    pub(super) fn row_sum(&self, player: Player) -> u32 {
        (0..self.p()).map(|k| u32::from(self.pit(player, k))).sum()
    }

    pub(super) fn total(&self) -> u32 {
        self.cells[..2 * self.p() + 2]
            .iter()
            .map(|&c| u32::from(c))
            .sum()
    }

    /// The board turned half round with the players swapped: the same
    /// position for the other player.
    pub(super) fn rotated(&self) -> MancalaBoard {
        let n = 2 * self.p() + 2;
        let mut cells = [0; 2 * MAX_PITS + 2];
        for i in 0..n {
            cells[(i + self.p() + 1) % n] = self.cells[i];
        }
        MancalaBoard {
            cells,
            pits: self.pits,
            mover: self.mover.other(),
        }
    }

    /// Sows `player`'s pit `k`: the board after, and the cell where the
    /// last stone fell.
    pub(super) fn sow(&self, player: Player, k: usize) -> (MancalaBoard, usize) {
        let n = 2 * self.p() + 2;
        let skip = self.store_index(player.other());
        let mut b = *self;
        let mut i = self.own_pit(player, k);
        let mut stones = std::mem::take(&mut b.cells[i]);
        while stones > 0 {
            i = (i + 1) % n;
            if i != skip {
                b.cells[i] += 1;
                stones -= 1;
            }
        }
        (b, i)
    }

    /// Whether cell `i` is one of `player`'s pits.
    pub(super) fn is_own_pit(&self, player: Player, i: usize) -> bool {
        let first = self.own_pit(player, 0);
        (first..first + self.p()).contains(&i)
    }

    /// Moves the stones of `from` and of the pit opposite into `player`'s
    /// store.
    pub(super) fn capture(&mut self, player: Player, from: usize) {
        let opposite = 2 * self.p() - from;
        let taken = self.cells[from] + self.cells[opposite];
        self.cells[from] = 0;
        self.cells[opposite] = 0;
        self.cells[self.store_index(player)] += taken;
    }

    /// Moves every stone of `player`'s pits into `player`'s store.
    pub(super) fn sweep(&mut self, player: Player) {
        let taken = self.row_sum(player) as u8;
        for k in 0..self.p() {
            let i = self.own_pit(player, k);
            self.cells[i] = 0;
        }
        let s = self.store_index(player);
        self.cells[s] += taken;
    }
}
