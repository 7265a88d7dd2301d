use super::*;
use std::collections::HashMap;

/// The rules of pawns again, written apart from the library's: a board
/// is a string per file of three squares (rank 1 first), and the player
/// to move must capture when they can.
fn plies(board: &[[u8; 3]], white: bool) -> Vec<Vec<[u8; 3]>> {
    let (me, them) = if white { (b'W', b'B') } else { (b'B', b'W') };
    let step = |r: usize| -> Option<usize> {
        if white {
            (r < 2).then_some(r + 1)
        } else {
            r.checked_sub(1)
        }
    };
    let mut captures = Vec::new();
    let mut pushes = Vec::new();
    for f in 0..board.len() {
        for r in 0..3 {
            if board[f][r] != me {
                continue;
            }
            let Some(t) = step(r) else { continue };
            if board[f][t] == b'.' {
                let mut b = board.to_vec();
                b[f][r] = b'.';
                b[f][t] = me;
                pushes.push(b);
            }
            for g in [f.wrapping_sub(1), f + 1] {
                if g < board.len() && board[g][t] == them {
                    let mut b = board.to_vec();
                    b[f][r] = b'.';
                    b[g][t] = me;
                    captures.push(b);
                }
            }
        }
    }
    if captures.is_empty() {
        pushes
    } else {
        captures
    }
}

fn wins(board: &[[u8; 3]], white: bool, memo: &mut HashMap<(Vec<[u8; 3]>, bool), bool>) -> bool {
    if let Some(&w) = memo.get(&(board.to_vec(), white)) {
        return w;
    }
    let w = plies(board, white).iter().any(|b| !wins(b, !white, memo));
    memo.insert((board.to_vec(), white), w);
    w
}

fn to_chess(board: &[[u8; 3]], white: bool) -> DawsonsChess {
    let sq = |c: u8| match c {
        b'W' => Some(Colour::White),
        b'B' => Some(Colour::Black),
        _ => None,
    };
    DawsonsChess {
        ranks: [0, 1, 2].map(|r| board.iter().map(|f| sq(f[r])).collect()),
        to_move: if white { Colour::White } else { Colour::Black },
    }
}

/// Every board reachable from the start with `n` files, with who moves.
fn reachable(n: usize) -> Vec<(Vec<[u8; 3]>, bool)> {
    let start = vec![*b"W.B"; n];
    let mut seen = std::collections::HashSet::new();
    let mut stack = vec![(start, true)];
    while let Some((b, w)) = stack.pop() {
        if !seen.insert((b.clone(), w)) {
            continue;
        }
        for next in plies(&b, w) {
            stack.push((next, !w));
        }
    }
    seen.into_iter().collect()
}

#[test]
fn start_boards_lose_for_the_first_player_exactly_at_4_and_8() {
    // Dawson's Chess: A002187 is 0 at n = 0, 4, 8, 14, 20, ...
    let mut memo = HashMap::new();
    for n in 1..=12 {
        let lost = !wins(&vec![*b"W.B"; n], true, &mut memo);
        assert_eq!(lost, n == 4 || n == 8, "n = {n}");
        assert_eq!(DawsonsChess::new(n).nim_value() == 0, lost, "n = {n}");
    }
}

#[test]
fn every_board_between_exchanges_agrees_with_search() {
    // Every reachable board with no capture to make: it parses, its
    // value is 0 exactly when the player to move loses, and the winning
    // moves are exactly the pushes whose exchange leaves a lost board.
    let mut memo = HashMap::new();
    let mut checked = 0;
    for n in 1..=11 {
        for (b, white) in reachable(n) {
            let chess = to_chess(&b, white);
            let quiet = chess.captures(Colour::White).is_empty();
            assert_eq!(quiet, chess.captures(Colour::Black).is_empty());
            if !quiet {
                continue;
            }
            let text = format!("{} {}", chess.board(), if white { "w" } else { "b" });
            let parsed: DawsonsChess = text.parse().unwrap();
            assert_eq!(parsed, chess);
            let win = wins(&b, white, &mut memo);
            assert_eq!(chess.nim_value() != 0, win, "{text}");
            let listed: Vec<usize> = chess
                .winning_moves()
                .iter()
                .map(|m| {
                    m.trim_start_matches("push the pawn on file ")
                        .parse()
                        .unwrap()
                })
                .collect();
            let by_search: Vec<usize> = chess
                .pushes()
                .into_iter()
                .filter(|&f| {
                    let mut next = b.clone();
                    let r = if white { 0 } else { 2 };
                    next[f - 1][r] = b'.';
                    next[f - 1][1] = if white { b'W' } else { b'B' };
                    !wins(&next, !white, &mut memo)
                })
                .collect();
            assert_eq!(listed, by_search, "{text}");
            checked += 1;
        }
    }
    assert!(checked > 2000, "{checked}");
}

#[test]
fn exchanges_are_odd_and_end_at_the_value_the_runs_predict() {
    // Each push's exchange ends with the pusher's opponent to move, with
    // the .137 value that moves_to reads off the runs, whichever
    // captures are chosen (checked by playing every choice).
    for n in 1..=9 {
        for (b, white) in reachable(n) {
            let chess = to_chess(&b, white);
            if !chess.captures(chess.to_move).is_empty() {
                continue;
            }
            for f in chess.pushes() {
                let e = chess.push(f).unwrap();
                assert_eq!(e.plies.len() % 2, 1);
                assert_eq!(e.after.to_move, chess.to_move.other());
                assert!(e.after.check().is_ok(), "{}", e.after);
                let v = e.after.nim_value();
                let m = format!("push the pawn on file {f}");
                assert!(chess.moves_to(v).contains(&m), "{chess}: {m}");
                // Every choice of captures reaches the same board.
                let mut r = b.clone();
                let home = if white { 0 } else { 2 };
                r[f - 1][home] = b'.';
                r[f - 1][1] = if white { b'W' } else { b'B' };
                let mut frontier = vec![(r, !white)];
                while let Some((x, w)) = frontier.pop() {
                    let xs = to_chess(&x, w);
                    if xs.captures(xs.to_move).is_empty() {
                        assert_eq!(xs.board(), e.after.board());
                    } else {
                        frontier.extend(plies(&x, w).into_iter().map(|y| (y, !w)));
                    }
                }
            }
        }
    }
}

#[test]
fn bad_boards_say_why() {
    let err = |s: &str| s.parse::<DawsonsChess>().unwrap_err();
    assert!(matches!(err(""), BoardError::Empty(..)));
    assert!(matches!(err("BB/WW"), BoardError::Shape { .. }));
    assert!(matches!(err("BBB/../WWW"), BoardError::Shape { .. }));
    assert!(matches!(
        err("BxB/.../WWW"),
        BoardError::Bad { position: 2, .. }
    ));
    assert!(matches!(err("BBB/.../WWW q"), BoardError::Bad { .. }));
    // A lone pawn, and two pawns of one colour on a file.
    assert!(matches!(
        err("B.B/.../WWW"),
        BoardError::File { file: 2, .. }
    ));
    assert!(matches!(
        err("BBB/.B./W.W"),
        BoardError::File { file: 2, .. }
    ));
    // A pawn pushed next to an enemy pawn at home.
    assert!(matches!(
        err("BBB/W../.WW"),
        BoardError::PendingCapture { from: 1, to: 2 }
    ));
    let ok: DawsonsChess = "B.B.B/..W../W...W b".parse().unwrap();
    assert_eq!(ok.to_move(), Colour::Black);
    assert_eq!(ok.nim_value(), 0);
    let lines: DawsonsChess = "BBB\n...\nWWW".parse().unwrap();
    assert_eq!(lines, DawsonsChess::new(3));
}
