//! Moves judged by the distance they leave: what the computer's hints and
//! the web page show for the 15-puzzle.

use std::fmt;
use std::sync::atomic::AtomicBool;

use super::sliding::{Dir, Goal, SlidingPuzzle};
use super::solver::SolveError;

/// A move judged: the tile that slides into the gap, the board after it,
/// and the fewest moves from there to the goal.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct JudgedMove {
    /// The way the blank moves (the tile slides the other way).
    pub blank: Dir,
    /// The tile that slides.
    pub tile: u8,
    /// The board after the move.
    pub after: SlidingPuzzle,
    /// The fewest moves from `after` to the goal.
    pub distance: usize,
}

impl JudgedMove {
    /// The way the tile slides.
    pub fn slides(&self) -> Dir {
        self.blank.opposite()
    }
}

impl fmt::Display for JudgedMove {
    /// `tile 12 slides down`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "tile {} slides {}", self.tile, self.slides().word())
    }
}

/// A board's distance to the goal and its moves, each judged.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Judgement {
    /// The fewest moves to the goal.
    pub distance: usize,
    /// Every move (none once solved), in the order U, D, L, R of the
    /// blank; the good ones leave `distance - 1`, the others
    /// `distance + 1`.
    pub moves: Vec<JudgedMove>,
}

impl SlidingPuzzle {
    /// The board's distance to `goal` and every move judged by the
    /// distance it leaves.
    ///
    /// ```
    /// use sliding_puzzles::{Dir, Goal, SlidingPuzzle};
    /// let p: SlidingPuzzle = "1 2 3 4 5 6 7 8 9 10 11 12 13 14 0 15".parse().unwrap();
    /// let j = p.judge(Goal::BlankLast).unwrap();
    /// assert_eq!(j.distance, 1);
    /// let best = j.moves.iter().find(|m| m.distance == 0).unwrap();
    /// assert_eq!((best.blank, best.to_string()), (Dir::Right, "tile 15 slides left".to_string()));
    /// assert!(j.moves.iter().all(|m| m.distance == 0 || m.distance == 2));
    /// ```
    pub fn judge(&self, goal: Goal) -> Result<Judgement, SolveError> {
        self.judge_until(goal, &AtomicBool::new(false))
    }

    /// As [`SlidingPuzzle::judge`], giving up with [`SolveError::Stopped`]
    /// soon after `stop` is raised (see [`SlidingPuzzle::solve_until`]).
    pub fn judge_until(&self, goal: Goal, stop: &AtomicBool) -> Result<Judgement, SolveError> {
        let distance = |q: &SlidingPuzzle| q.solve_until(goal, stop).map(|s| s.moves.len());
        let d = distance(self)?;
        let mut moves = Vec::new();
        if d > 0 {
            for blank in Dir::ALL {
                let Some(after) = self.moved(blank) else {
                    continue;
                };
                moves.push(JudgedMove {
                    blank,
                    tile: self.tiles()[after.blank()],
                    distance: distance(&after)?,
                    after,
                });
            }
        }
        Ok(Judgement { distance: d, moves })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every move changes the distance by exactly one (the board's graph
    /// is bipartite and every move is reversible), and some move gets
    /// nearer: checked on random 3 x 3 boards.
    #[test]
    fn moves_change_the_distance_by_one() {
        for seed in 0..20 {
            let p = SlidingPuzzle::random(3, 3, Goal::BlankLast, seed).unwrap();
            let j = p.judge(Goal::BlankLast).unwrap();
            if j.distance == 0 {
                continue;
            }
            assert!(j.moves.iter().all(|m| m.distance.abs_diff(j.distance) == 1));
            assert!(j.moves.iter().any(|m| m.distance + 1 == j.distance));
            for m in &j.moves {
                assert_eq!(m.after.moved(m.blank.opposite()).unwrap(), p);
            }
        }
    }
}
