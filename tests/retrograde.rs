//! The retrograde solver against values worked out by hand, a published
//! count, and two independent solvers: plain minimax with memo on an
//! acyclic game (tic-tac-toe), and synchronous rounds over the whole graph
//! on games with cycles.

use std::collections::HashMap;
use std::hash::Hash;

use combinatorial_games::Player;
use combinatorial_games::retrograde::{Finite, Solved, Value, solve};

/// Tic-tac-toe: Left plays X and starts; three in a row for the player who
/// just moved ends the game, a full board is a tie.
struct TicTacToe {
    symmetric: bool,
}

type Board = ([u8; 9], Player);

const LINES: [[usize; 3]; 8] = [
    [0, 1, 2],
    [3, 4, 5],
    [6, 7, 8],
    [0, 3, 6],
    [1, 4, 7],
    [2, 5, 8],
    [0, 4, 8],
    [2, 4, 6],
];

/// The eight symmetries of the square, as cell maps.
const SYMMETRIES: [[usize; 9]; 8] = [
    [0, 1, 2, 3, 4, 5, 6, 7, 8],
    [2, 5, 8, 1, 4, 7, 0, 3, 6],
    [8, 7, 6, 5, 4, 3, 2, 1, 0],
    [6, 3, 0, 7, 4, 1, 8, 5, 2],
    [2, 1, 0, 5, 4, 3, 8, 7, 6],
    [6, 7, 8, 3, 4, 5, 0, 1, 2],
    [0, 3, 6, 1, 4, 7, 2, 5, 8],
    [8, 5, 2, 7, 4, 1, 6, 3, 0],
];

impl Finite for TicTacToe {
    type Position = Board;

    fn mover(&self, p: &Board) -> Player {
        p.1
    }

    fn primitive(&self, (cells, _): &Board) -> Option<Value> {
        if LINES
            .iter()
            .any(|l| cells[l[0]] != 0 && l.iter().all(|&i| cells[i] == cells[l[0]]))
        {
            return Some(Value::Lose);
        }
        cells.iter().all(|&c| c != 0).then_some(Value::Tie)
    }

    fn children(&self, (cells, me): &Board) -> Vec<Board> {
        let mark = if *me == Player::Left { 1 } else { 2 };
        (0..9)
            .filter(|&i| cells[i] == 0)
            .map(|i| {
                let mut c = *cells;
                c[i] = mark;
                (c, me.other())
            })
            .collect()
    }

    fn canonical(&self, (cells, me): &Board) -> Board {
        if !self.symmetric {
            return (*cells, *me);
        }
        let images = SYMMETRIES.iter().map(|s| {
            let mut c = [0; 9];
            for i in 0..9 {
                c[i] = cells[s[i]];
            }
            c
        });
        (images.min().expect("eight"), *me)
    }

    /// The cells in base 3, and the mover.
    fn code(&self, (cells, me): &Board) -> u64 {
        let base3 = cells.iter().rev().fold(0u64, |n, &c| n * 3 + u64::from(c));
        base3 << 1 | u64::from(*me == Player::Right)
    }

    fn decode(&self, code: u64) -> Board {
        let mut cells = [0; 9];
        let mut n = code >> 1;
        for c in &mut cells {
            *c = (n % 3) as u8;
            n /= 3;
        }
        let me = if code & 1 == 1 {
            Player::Right
        } else {
            Player::Left
        };
        (cells, me)
    }
}

/// Minimax by the definition, with GamesmanClassic's remoteness rules.
fn minimax<G: Finite>(g: &G, p: &G::Position, memo: &mut HashMap<G::Position, Solved>) -> Solved
where
    G::Position: Hash + Eq + Clone,
{
    if let Some(&s) = memo.get(p) {
        return s;
    }
    let s = match g.primitive(p) {
        Some(value) => Solved {
            value,
            remoteness: Some(0),
        },
        None => {
            let outcomes: Vec<(Value, u32)> = g
                .children(p)
                .iter()
                .map(|c| {
                    let s = minimax(g, c, memo);
                    let v = if g.mover(c) == g.mover(p) {
                        s.value
                    } else {
                        s.value.flipped()
                    };
                    (v, s.remoteness.expect("acyclic"))
                })
                .collect();
            let best = |want: Value, pick: fn(u32, u32) -> u32| {
                outcomes
                    .iter()
                    .filter(|o| o.0 == want)
                    .map(|o| o.1)
                    .reduce(pick)
            };
            let (value, r) = if let Some(r) = best(Value::Win, u32::min) {
                (Value::Win, r)
            } else if let Some(r) = best(Value::Tie, u32::min) {
                (Value::Tie, r)
            } else {
                (Value::Lose, best(Value::Lose, u32::max).unwrap_or(0))
            };
            Solved {
                value,
                remoteness: Some(r + 1),
            }
        }
    };
    memo.insert(p.clone(), s);
    s
}

#[test]
fn tic_tac_toe_is_a_tie_in_nine() {
    let game = TicTacToe { symmetric: false };
    let start = ([0; 9], Player::Left);
    let table = solve(&game, &start).unwrap();
    // The number of positions reachable in play, a well-known count.
    assert_eq!(table.len(), 5478);
    let s = table.get(&game, &start).unwrap();
    assert_eq!((s.value, s.remoteness), (Value::Tie, Some(9)));
    // X in a corner and O beside it: X wins (take the centre, then fork).
    let mut cells = [0; 9];
    cells[0] = 1;
    cells[1] = 2;
    let s = table.get(&game, &(cells, Player::Left)).unwrap();
    assert_eq!(s.value, Value::Win);
}

#[test]
fn tic_tac_toe_agrees_with_minimax_everywhere() {
    for symmetric in [false, true] {
        let game = TicTacToe { symmetric };
        let start = ([0; 9], Player::Left);
        let table = solve(&game, &start).unwrap();
        let mut memo = HashMap::new();
        minimax(&game, &start, &mut memo);
        let mut checked = 0;
        for (p, expected) in &memo {
            assert_eq!(table.get(&game, p), Some(*expected), "{p:?}");
            checked += 1;
        }
        assert_eq!(checked, 5478);
        let counts = table.counts();
        assert_eq!(counts[3], 0, "no draws without cycles");
        if symmetric {
            // Classes of positions under the eight symmetries.
            assert_eq!(table.len(), 765);
        }
    }
}

/// A token on a small directed graph, written as a table: each node's
/// children with whether the same player moves next, or its result.
struct Walk(&'static [(&'static str, Node)]);

#[derive(Clone, Copy)]
enum Node {
    Over(Value),
    Moves(&'static [(&'static str, bool)]),
}

impl Finite for Walk {
    type Position = (&'static str, Player);

    fn mover(&self, p: &Self::Position) -> Player {
        p.1
    }

    fn primitive(&self, p: &Self::Position) -> Option<Value> {
        match self.node(p.0) {
            Node::Over(v) => Some(v),
            Node::Moves(_) => None,
        }
    }

    fn children(&self, p: &Self::Position) -> Vec<Self::Position> {
        let Node::Moves(m) = self.node(p.0) else {
            return vec![];
        };
        m.iter()
            .map(|&(n, same)| (n, if same { p.1 } else { p.1.other() }))
            .collect()
    }

    fn code(&self, (name, me): &Self::Position) -> u64 {
        let i = self.0.iter().position(|(n, _)| n == name).expect("a node");
        (i as u64) << 1 | u64::from(*me == Player::Right)
    }

    fn decode(&self, code: u64) -> Self::Position {
        let me = if code & 1 == 1 {
            Player::Right
        } else {
            Player::Left
        };
        (self.0[(code >> 1) as usize].0, me)
    }
}

impl Walk {
    fn node(&self, name: &str) -> Node {
        self.0.iter().find(|n| n.0 == name).expect("a node").1
    }
}

/// Every value worked out by hand; names say what each node shows.
const GRAPH: &[(&str, Node)] = &[
    ("lost", Node::Over(Value::Lose)),
    ("level", Node::Over(Value::Tie)),
    // b moves to `lost`: a win in 1. a's only move is to b: a loss in 2,
    // though a and b form a cycle.
    ("a", Node::Moves(&[("b", false)])),
    ("b", Node::Moves(&[("a", false), ("lost", false)])),
    // c and d only move to each other: draws.
    ("c", Node::Moves(&[("d", false)])),
    ("d", Node::Moves(&[("c", false)])),
    // e can end level or walk into the cycle: a tie (in 1) beats a draw.
    ("e", Node::Moves(&[("c", false), ("level", false)])),
    // f: to e (a tie for the opponent too) or to d (a draw): a tie in 2.
    ("f", Node::Moves(&[("e", false), ("d", false)])),
    // h: to c (a draw) or to b (a win for the opponent): a draw.
    ("h", Node::Moves(&[("c", false), ("b", false)])),
    // j wins in 1; i moves to j and moves again there: a win in 2.
    ("j", Node::Moves(&[("lost", false)])),
    ("i", Node::Moves(&[("j", true)])),
    // k: to `lost` keeping the move (a loss for k's own mover) or to a
    // (a loss for the opponent): a win in 3.
    ("k", Node::Moves(&[("lost", true), ("a", false)])),
    (
        "root",
        Node::Moves(&[
            ("a", false),
            ("e", false),
            ("f", false),
            ("h", false),
            ("i", false),
            ("k", false),
        ]),
    ),
];

#[test]
fn a_graph_with_cycles_solved_by_hand() {
    let game = Walk(GRAPH);
    let table = solve(&game, &("root", Player::Left)).unwrap();
    // Values do not depend on who is to move here; ask for whichever
    // mover reaches the node.
    let get = |n: &'static str| {
        let s = table.get(&game, &(n, Player::Left));
        let s = s.or_else(|| table.get(&game, &(n, Player::Right))).unwrap();
        (s.value, s.remoteness)
    };
    assert_eq!(get("b"), (Value::Win, Some(1)));
    assert_eq!(get("a"), (Value::Lose, Some(2)));
    assert_eq!(get("c"), (Value::Draw, None));
    assert_eq!(get("e"), (Value::Tie, Some(1)));
    assert_eq!(get("f"), (Value::Tie, Some(2)));
    assert_eq!(get("h"), (Value::Draw, None));
    assert_eq!(get("i"), (Value::Win, Some(2)));
    assert_eq!(get("k"), (Value::Win, Some(3)));
    // root: a is a loss for the opponent in 2, so root wins in 3 (k's 3
    // would be a win in 4).
    assert_eq!(get("root"), (Value::Win, Some(3)));
    let moves = table.moves(&game, &("root", Player::Left)).unwrap();
    let shown: Vec<String> = moves.iter().map(|(p, s)| format!("{} {s}", p.0)).collect();
    assert_eq!(
        shown,
        [
            "a win in 2",
            "e tie in 1",
            "f tie in 2",
            "h draw",
            "i lose in 2",
            "k lose in 3"
        ]
    );
}

/// The same values by synchronous rounds over every position: round `k`
/// decides, from the decisions of earlier rounds only, the wins and
/// losses in `k` moves; then the ties the same way; the rest are draws.
fn by_rounds<G: Finite>(g: &G, all: &[G::Position]) -> HashMap<G::Position, Solved>
where
    G::Position: Hash + Eq + Clone,
{
    let mut known: HashMap<G::Position, Solved> = HashMap::new();
    for p in all {
        // No move, though not declared over: a loss for the player to move.
        let over = g
            .primitive(p)
            .or_else(|| g.children(p).is_empty().then_some(Value::Lose));
        if let Some(v) = over {
            let remoteness = (v != Value::Draw).then_some(0);
            known.insert(
                p.clone(),
                Solved {
                    value: v,
                    remoteness,
                },
            );
        }
    }
    let eff = |p: &G::Position, c: &G::Position, s: &Solved| {
        if g.mover(c) == g.mover(p) {
            s.value
        } else {
            s.value.flipped()
        }
    };
    for ties in [false, true] {
        for k in 1.. {
            let mut new = Vec::new();
            for p in all.iter().filter(|p| !known.contains_key(*p)) {
                let kids: Vec<(Value, Option<u32>)> = g
                    .children(p)
                    .iter()
                    .map(|c| {
                        known
                            .get(c)
                            .map_or((Value::Draw, None), |s| (eff(p, c, s), s.remoteness))
                    })
                    .collect();
                let at = |want: Value| kids.iter().any(|&(v, r)| v == want && r == Some(k - 1));
                let decided = if ties {
                    at(Value::Tie).then_some(Value::Tie)
                } else if at(Value::Win) {
                    Some(Value::Win)
                } else {
                    let all_lost = kids.iter().all(|&(v, r)| v == Value::Lose && r.is_some());
                    (all_lost && at(Value::Lose)).then_some(Value::Lose)
                };
                if let Some(value) = decided {
                    new.push((
                        p.clone(),
                        Solved {
                            value,
                            remoteness: Some(k),
                        },
                    ));
                }
            }
            if new.is_empty() && k > all.len() as u32 {
                break;
            }
            known.extend(new);
        }
    }
    for p in all {
        known.entry(p.clone()).or_insert(Solved {
            value: Value::Draw,
            remoteness: None,
        });
    }
    known
}

#[test]
fn the_graph_agrees_with_rounds() {
    let game = Walk(GRAPH);
    let mut all = Vec::new();
    for &(n, _) in GRAPH {
        all.push((n, Player::Left));
        all.push((n, Player::Right));
    }
    let reference = by_rounds(&game, &all);
    let table = solve(&game, &("root", Player::Left)).unwrap();
    for p in &all {
        if let Some(s) = table.get(&game, p) {
            assert_eq!(s, reference[p], "{p:?}");
        }
    }
}

/// A random graph: each node is over (with a result) or lists its moves
/// (to a node, and whether the same player moves next).
#[derive(Debug, Clone)]
struct RandomGraph(Vec<Result<Value, Vec<(usize, bool)>>>);

impl Finite for RandomGraph {
    type Position = (usize, Player);

    fn mover(&self, p: &Self::Position) -> Player {
        p.1
    }

    fn primitive(&self, p: &Self::Position) -> Option<Value> {
        self.0[p.0].as_ref().ok().copied()
    }

    fn children(&self, p: &Self::Position) -> Vec<Self::Position> {
        match &self.0[p.0] {
            Ok(_) => vec![],
            Err(m) => m
                .iter()
                .map(|&(n, same)| (n, if same { p.1 } else { p.1.other() }))
                .collect(),
        }
    }

    fn code(&self, (node, me): &Self::Position) -> u64 {
        (*node as u64) << 1 | u64::from(*me == Player::Right)
    }

    fn decode(&self, code: u64) -> Self::Position {
        let me = if code & 1 == 1 {
            Player::Right
        } else {
            Player::Left
        };
        ((code >> 1) as usize, me)
    }
}

fn random_graph() -> impl proptest::strategy::Strategy<Value = RandomGraph> {
    use proptest::prelude::*;
    let result = prop_oneof![Just(Value::Win), Just(Value::Lose), Just(Value::Tie)];
    let node = prop_oneof![
        1 => result.prop_map(Ok),
        3 => proptest::collection::vec((0..12usize, proptest::bool::weighted(0.2)), 0..4).prop_map(Err),
    ];
    proptest::collection::vec(node, 12).prop_map(RandomGraph)
}

proptest::proptest! {
    #[test]
    fn random_graphs_agree_with_rounds(g in random_graph()) {
        let all: Vec<(usize, Player)> = (0..12)
            .flat_map(|n| [(n, Player::Left), (n, Player::Right)])
            .collect();
        let reference = by_rounds(&g, &all);
        let table = solve(&g, &(0, Player::Left)).unwrap();
        for p in &all {
            if let Some(s) = table.get(&g, p) {
                proptest::prop_assert_eq!(s, reference[p], "{:?}", p);
            }
        }
    }
}
