//! Dao: positions worked out by hand, and the whole solved table checked
//! position by position against the definition of the values.
//!
//! The check is complete: a position marked won or lost must have the
//! move (or all the moves) its remoteness claims, down to the ended
//! positions, so by induction on remoteness those marks are true; a
//! position marked drawn must have no winning move and not only losing
//! ones, which rules out every true win and loss (they are all marked, by
//! the same induction). Ties cannot happen in Dao.

use combinatorial_games::Player;
use combinatorial_games::games::{Dao, DaoBoard};
use combinatorial_games::retrograde::{Finite, Solved, Value, solve};

fn solved(board: &str) -> Solved {
    let b: DaoBoard = board.parse().unwrap();
    solve(&Dao, &b).unwrap().get(&Dao, &b).unwrap()
}

#[test]
fn boards_by_hand() {
    // O's last move walled X's corner piece in: X, to move, wins.
    let s = solved("XO../OO../O.X./.X.X X");
    assert_eq!((s.value, s.remoteness), (Value::Win, Some(0)));
    // X slides (1,3) up to complete the top row: a win in 1.
    let s = solved("XXX./...X/...O/OO.O X");
    assert_eq!((s.value, s.remoteness), (Value::Win, Some(1)));
    // The four corners are X's: O, to move, has lost.
    let s = solved("X..X/.OO./.O../X.OX O");
    assert_eq!(s.value, Value::Lose);
    // A slide goes as far as it can: X's corner piece going right stops
    // before O's corner piece. X has 12 moves from the start: 2 for each
    // corner piece (along its two edges), 4 for
    // each central one (the other four directions are blocked at once).
    let start = DaoBoard::start();
    assert_eq!(start.to_string(), "X..O/.XO./.OX./O..X");
    let moves = Dao.children(&start);
    assert!(
        moves
            .iter()
            .any(|m| m.to_string() == "..XO/.XO./.OX./O..X O")
    );
    assert_eq!(moves.len(), 12);
    assert!(moves.iter().all(|m| m.mover() == Player::Right));
}

#[test]
fn a_finished_board_in_the_catalogue_has_no_moves() {
    // O's square is complete: X has lost, though X's pieces could slide.
    let p = combinatorial_games::games::parse("dao", "OO../OO../X.X./X..X").unwrap();
    assert!(p.moves().is_empty());
    let mut s = combinatorial_games::play::Searcher::default();
    assert_eq!(p.verdict(&mut s).unwrap().to_string(), "lose in 0");
}

#[test]
fn bad_boards_say_what_is_wrong() {
    let e = "X..O/.XO./.OX."
        .parse::<DaoBoard>()
        .unwrap_err()
        .to_string();
    assert!(e.contains("four rows of four squares"), "{e}");
    let e = "X..O/.XO./.OX./O..Z"
        .parse::<DaoBoard>()
        .unwrap_err()
        .to_string();
    assert!(e.contains("row 4, square 4: 'Z'"), "{e}");
    let e = "XX.O/.XO./.OX./O..X"
        .parse::<DaoBoard>()
        .unwrap_err()
        .to_string();
    assert!(e.contains("5 X and 4 O"), "{e}");
    // Impossible positions: the player to move already has four in a row
    // (their own move made it, and the game ended then), or has closed a
    // trap on a corner piece of the other's.
    for (board, why) in [
        (
            "XXXX/O.../.O../..OO",
            "X is to move but X's pieces already make a row",
        ),
        (
            "OO../OO../..X./X.XX O",
            "O is to move but O's pieces already make",
        ),
        (
            "XOO./OO../..X./..XX O",
            "O has already trapped a corner piece of X's",
        ),
    ] {
        let e = board.parse::<DaoBoard>().unwrap_err().to_string();
        assert!(
            e.contains("impossible position") && e.contains(why),
            "{board}: {e}"
        );
    }
    // GamesCrafters' strings: AutoGUI and UWAPI.
    let gc: DaoBoard = "2_X--OOX----OX-OX-"
        .parse()
        .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(gc.to_string(), "X..O/OX../..OX/.OX. O");
    let uwapi: DaoBoard = "R_B_4_4_x--oox----ox-ox-".parse().unwrap();
    assert_eq!(uwapi, gc);
}

#[test]
fn every_position_agrees_with_the_definition() {
    let start = DaoBoard::start();
    let table = solve(&Dao, &start).unwrap();
    // From the start neither player can force a win.
    let s = table.get(&Dao, &start).unwrap();
    assert_eq!((s.value, s.remoteness), (Value::Draw, None));
    // Walk every reachable position (as boards, not classes) once.
    let mut seen = std::collections::HashSet::new();
    let mut todo = vec![start];
    let mut checked = 0;
    while let Some(p) = todo.pop() {
        if !seen.insert(Dao.canonical(&p)) {
            continue;
        }
        checked += 1;
        // Every reachable board reads back, in both forms: none is
        // refused as impossible.
        assert_eq!(p.to_string().parse::<DaoBoard>(), Ok(p));
        assert_eq!(p.to_gamescrafters().parse::<DaoBoard>(), Ok(p));
        let s = table.get(&Dao, &p).unwrap();
        if let Some(v) = Dao.primitive(&p) {
            assert_eq!((s.value, s.remoteness), (v, Some(0)), "{p}");
            continue;
        }
        let kids: Vec<Solved> = Dao
            .children(&p)
            .iter()
            .map(|c| {
                let k = table.get(&Dao, c).unwrap();
                Solved {
                    value: k.value.flipped(),
                    ..k
                }
            })
            .collect();
        let rem = |v: Value| {
            kids.iter()
                .filter(move |k| k.value == v)
                .map(|k| k.remoteness.unwrap())
        };
        match s.value {
            Value::Win => assert_eq!(s.remoteness, rem(Value::Win).min().map(|r| r + 1), "{p}"),
            Value::Lose => {
                assert!(kids.iter().all(|k| k.value == Value::Lose), "{p}");
                assert_eq!(s.remoteness, rem(Value::Lose).max().map(|r| r + 1), "{p}");
            }
            Value::Draw => {
                assert!(kids.iter().all(|k| k.value != Value::Win), "{p}");
                assert!(kids.iter().any(|k| k.value == Value::Draw), "{p}");
            }
            Value::Tie => panic!("no ties in Dao: {p}"),
        }
        todo.extend(Dao.children(&p));
    }
    assert_eq!(checked, table.len());
}
