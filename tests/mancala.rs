//! Mancala solved by retrograde analysis against a second implementation
//! written apart: the GamesCrafters rules played on GamesmanClassic's own
//! array (North's store, the top pits left to right, South's store, the
//! bottom pits right to left, sowing towards lower indices), and Kalah's
//! rules written plainly, each solved by minimax with a memo (Mancala has
//! no cycles: every move puts stones in a store or moves them on).

use std::collections::HashMap;

use combinatorial_games::games::{Mancala, MancalaBoard, MancalaRules};
use combinatorial_games::retrograde::{Solved, Value, solve};

/// A position in GamesmanClassic's layout, with the player to move
/// (0 = South, player 1).
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
struct Array {
    cells: Vec<u32>,
    turn: u8,
}

impl Array {
    fn start(pits: usize, stones: u32) -> Array {
        let mut cells = vec![stones; 2 * pits + 2];
        cells[0] = 0;
        cells[pits + 1] = 0;
        Array { cells, turn: 0 }
    }

    fn pits(&self) -> usize {
        self.cells.len() / 2 - 1
    }

    /// Our text for this position: North's store, the top row left to
    /// right, '/', the bottom row left to right, South's store.
    fn text(&self) -> String {
        let p = self.pits();
        let top: Vec<String> = self.cells[1..=p].iter().map(u32::to_string).collect();
        let bottom: Vec<String> = (p + 2..2 * p + 2)
            .rev()
            .map(|i| self.cells[i].to_string())
            .collect();
        let turn = if self.turn == 0 { "S" } else { "N" };
        format!(
            "{} {} / {} {} {turn}",
            self.cells[0],
            top.join(" "),
            bottom.join(" "),
            self.cells[p + 1]
        )
    }

    fn total(&self) -> u32 {
        self.cells.iter().sum()
    }

    /// Stores: North's (left) and South's (right).
    fn stores(&self) -> (u32, u32) {
        (self.cells[0], self.cells[self.pits() + 1])
    }

    fn row(&self, turn: u8) -> std::ops::Range<usize> {
        let p = self.pits();
        if turn == 0 {
            p + 2..2 * p + 2
        } else {
            1..p + 1
        }
    }
}

/// The result for the player to move, if the game is over.
fn over(a: &Array) -> Option<Value> {
    let (left, right) = a.stores();
    if left + right != a.total() {
        return None;
    }
    let (mine, theirs) = if a.turn == 0 {
        (right, left)
    } else {
        (left, right)
    };
    Some(match mine.cmp(&theirs) {
        std::cmp::Ordering::Greater => Value::Win,
        std::cmp::Ordering::Less => Value::Lose,
        std::cmp::Ordering::Equal => Value::Tie,
    })
}

/// GamesmanClassic's default Mancala: sow towards lower indices, skip the
/// opponent's store, capture on an own pit holding exactly the last stone,
/// the opponent collects when the mover's row is empty, no extra turn, a
/// player with an empty row passes.
fn gamescrafters_moves(a: &Array) -> Vec<Array> {
    let (n, p, t) = (a.cells.len(), a.pits(), a.turn);
    let (left_store, right_store) = (0, p + 1);
    let mut out = Vec::new();
    for bin in a.row(t).filter(|&i| a.cells[i] > 0) {
        let mut b = a.clone();
        let mut stones = b.cells[bin];
        let mut i = bin as isize - 1;
        while stones > 0 {
            if i < 0 {
                i = n as isize - 1;
            }
            let at = i as usize;
            let skip = (t == 0 && at == left_store) || (t == 1 && at == right_store);
            if !skip {
                b.cells[at] += 1;
                b.cells[bin] -= 1;
                stones -= 1;
            }
            i -= 1;
        }
        let last = (i + 1) as usize;
        if a.row(t).contains(&last) && b.cells[last] == 1 {
            let store = if t == 0 { right_store } else { left_store };
            b.cells[store] += b.cells[last] + b.cells[n - last];
            b.cells[last] = 0;
            b.cells[n - last] = 0;
        }
        let (l, r) = b.stores();
        if l + r != b.total() && b.row(t).map(|i| b.cells[i]).sum::<u32>() == 0 {
            let theirs = 1 - t;
            let taken: u32 = b.row(theirs).map(|i| b.cells[i]).sum();
            for i in b.row(theirs) {
                b.cells[i] = 0;
            }
            b.cells[if theirs == 0 { right_store } else { left_store }] += taken;
        }
        b.turn = 1 - t;
        out.push(b);
    }
    if out.is_empty() {
        out.push(Array {
            cells: a.cells.clone(),
            turn: 1 - t,
        });
    }
    out
}

/// Kalah: as above but an extra turn for a last stone in the own store, a
/// capture only of a non-empty opposite pit, and the end as soon as a row
/// is empty (each side keeps its own stones).
fn kalah_moves(a: &Array) -> Vec<Array> {
    let (n, p, t) = (a.cells.len(), a.pits(), a.turn);
    let own_store = if t == 0 { p + 1 } else { 0 };
    let mut out = Vec::new();
    for bin in a.row(t).filter(|&i| a.cells[i] > 0) {
        let mut b = a.clone();
        let mut stones = std::mem::take(&mut b.cells[bin]);
        let mut at = bin;
        while stones > 0 {
            at = (at + n - 1) % n;
            if at == (if t == 0 { 0 } else { p + 1 }) {
                continue;
            }
            b.cells[at] += 1;
            stones -= 1;
        }
        if a.row(t).contains(&at) && b.cells[at] == 1 && b.cells[n - at] > 0 {
            b.cells[own_store] += 1 + b.cells[n - at];
            b.cells[at] = 0;
            b.cells[n - at] = 0;
        }
        let empty = |b: &Array, s: u8| b.row(s).all(|i| b.cells[i] == 0);
        if empty(&b, 0) || empty(&b, 1) {
            for s in [0, 1] {
                let store = if s == 0 { p + 1 } else { 0 };
                let taken: u32 = b.row(s).map(|i| b.cells[i]).sum();
                for i in b.row(s) {
                    b.cells[i] = 0;
                }
                b.cells[store] += taken;
            }
        }
        let again = at == own_store && over(&b).is_none();
        b.turn = if again { t } else { 1 - t };
        out.push(b);
    }
    out
}

fn minimax(
    a: &Array,
    moves: fn(&Array) -> Vec<Array>,
    memo: &mut HashMap<Array, Solved>,
) -> Solved {
    if let Some(&s) = memo.get(a) {
        return s;
    }
    let s = match over(a) {
        Some(value) => Solved {
            value,
            remoteness: Some(0),
        },
        None => {
            let kids: Vec<(Value, u32)> = moves(a)
                .iter()
                .map(|c| {
                    let s = minimax(c, moves, memo);
                    let v = if c.turn == a.turn {
                        s.value
                    } else {
                        s.value.flipped()
                    };
                    (v, s.remoteness.expect("no cycles"))
                })
                .collect();
            let pick = |want: Value, f: fn(u32, u32) -> u32| {
                kids.iter().filter(|k| k.0 == want).map(|k| k.1).reduce(f)
            };
            let (value, r) = if let Some(r) = pick(Value::Win, u32::min) {
                (Value::Win, r)
            } else if let Some(r) = pick(Value::Tie, u32::min) {
                (Value::Tie, r)
            } else {
                (Value::Lose, pick(Value::Lose, u32::max).expect("a move"))
            };
            Solved {
                value,
                remoteness: Some(r + 1),
            }
        }
    };
    memo.insert(a.clone(), s);
    s
}

/// Solves `pits` x `stones` both ways and compares every position the
/// minimax reached; returns how many and the start's result.
fn compare(pits: usize, stones: u32, rules: MancalaRules) -> (usize, Solved) {
    let game = Mancala::new(pits, rules).unwrap();
    let start = MancalaBoard::start(pits, stones as usize).unwrap();
    let table = solve(&game, &start).unwrap();
    let a = Array::start(pits, stones);
    assert_eq!(a.text().parse::<MancalaBoard>().unwrap(), start);
    let moves = match rules {
        MancalaRules::GamesCrafters => gamescrafters_moves,
        MancalaRules::Kalah => kalah_moves,
    };
    let mut memo = HashMap::new();
    let first = minimax(&a, moves, &mut memo);
    for (p, expected) in &memo {
        let board: MancalaBoard = p.text().parse().unwrap();
        // GamesmanClassic's string is its array joined by 's' and the turn.
        let cells: Vec<String> = p.cells.iter().map(u32::to_string).collect();
        let gc = format!("{},turn={}", cells.join("s"), p.turn);
        assert_eq!(gc.parse::<MancalaBoard>(), Ok(board), "{gc}");
        assert_eq!(board.to_gamescrafters(), gc);
        assert_eq!(table.get(&game, &board), Some(*expected), "{}", p.text());
    }
    (memo.len(), first)
}

#[test]
fn gamescrafters_rules_agree_with_their_array() {
    for (pits, stones) in [
        (1, 1),
        (1, 3),
        (2, 1),
        (2, 2),
        (2, 3),
        (3, 1),
        (3, 2),
        (3, 3),
    ] {
        let (count, start) = compare(pits, stones, MancalaRules::GamesCrafters);
        assert!(count > 1, "{pits}x{stones}: {start}");
    }
}

#[test]
fn kalah_rules_agree_with_a_plain_implementation() {
    for (pits, stones) in [(1, 1), (2, 1), (2, 2), (2, 3), (3, 1), (3, 2), (3, 3)] {
        let (count, start) = compare(pits, stones, MancalaRules::Kalah);
        assert!(count > 1, "{pits}x{stones}: {start}");
    }
}

#[test]
fn one_pit_a_side_by_hand() {
    // 1 x 1, GamesCrafters: South sows its stone into its store; South's
    // row is empty, so North stores its own stone: 1 to 1, a tie in 1.
    let (_, s) = compare(1, 1, MancalaRules::GamesCrafters);
    assert_eq!((s.value, s.remoteness), (Value::Tie, Some(1)));
    // Kalah: the same sowing empties South's row and ends the game: a tie.
    let (_, s) = compare(1, 1, MancalaRules::Kalah);
    assert_eq!((s.value, s.remoteness), (Value::Tie, Some(1)));
}

/// GamesmanClassic's own example game (`kHelpExample` in `mmancala.c`),
/// transcribed from its printed boards into its strings: each board must
/// be one move from the one before. After the sixth move the example goes
/// on by another option: there player 1 empties their row and player 2's
/// stones stay until player 2's next turn; by the default rule (player 2
/// stores them at once) the same final board comes one move sooner.
#[test]
fn gamesmanclassic_help_example() {
    let boards = [
        "0s4s4s4s0s4s4s4,turn=0",
        "0s4s5s5s1s5s0s4,turn=1",
        "1s5s6s0s1s5s1s5,turn=0",
        "1s6s7s1s2s0s1s6,turn=1",
        "2s0s8s2s2s1s2s7,turn=0",
        "2s0s8s2s3s2s0s7,turn=1",
        "10s0s9s0s3s2s0s0,turn=0",
        "20s0s0s0s4s0s0s0,turn=1",
    ];
    for pair in boards.windows(2) {
        let before = combinatorial_games::games::parse("mancala", pair[0]).unwrap();
        let next: Vec<String> = before
            .moves()
            .iter()
            .filter_map(|m| m.after.gamescrafters())
            .collect();
        assert!(
            next.contains(&pair[1].to_string()),
            "{} -> {}: {next:?}",
            pair[0],
            pair[1]
        );
    }
}
