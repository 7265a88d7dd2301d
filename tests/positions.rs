//! Positions from the worked examples of *Summer Games* (a Haskell tutorial
//! on impartial games), and sums of positions of different games. Expected
//! moves are derived by hand with the tutorial's own method (its `winsTreblecross` and `winsChess`).

use combinatorial_games::games::{DawsonsChess, KaylesRow, NimPosition, Treblecross};
use combinatorial_games::impartial::{GameSum, Position};

#[test]
fn summer_games_treblecross_example() {
    // winsTreblecross [7, 10] 16: crosses on cells 8 and 11 (from 1). The
    // stretches are heaps 7, 0 and 5 of .007, worth 2, 0 and 1: *3. In
    // the first stretch a cross on cell a + 1 leaves g(a) + g(4 - a), which
    // is 1 = 3 + 2 for a = 0, 1, 3, 4; the last stretch has no move to 2.
    let row: Treblecross = ".......X..X.....".parse().unwrap();
    assert_eq!(row.nim_value(), 3);
    assert_eq!(
        row.winning_moves(),
        [
            "cross cell 1",
            "cross cell 2",
            "cross cell 4",
            "cross cell 5"
        ]
    );
}

#[test]
fn summer_games_dawsons_chess_example() {
    // winsChess [0,1,0,2,2,2,0,3,0,0,2,2,2,2,0,3,0,1] in the tutorial's file
    // code (0 empty, 1 white pawn pushed against black, 2 both at home,
    // 3 black pushed against white): runs of 3 and 4 files at home, worth
    // g(3) = 2 and g(4) = 0 in .137. Only the middle of the run of three
    // (file 5 from 1) leaves 0; the tutorial answers [4] from 0.
    let board: DawsonsChess = ".B.BBB....BBBB...B/.W.....B.......B.W/...WWW.W..WWWW.W.."
        .parse()
        .unwrap();
    assert_eq!(board.nim_value(), 2);
    assert_eq!(board.winning_moves(), ["push the pawn on file 5"]);
    let after = board.push(5).unwrap().after;
    assert_eq!(after.nim_value(), 0);
    assert!(after.winning_moves().is_empty());
}

#[test]
fn sums_of_different_games() {
    // Nim 3 (*3) + Kayles IIII (*1) + Dawson's Chess on five files (*3)
    // = *1. Winning: take 1 from the pile (*2 + *1 + *3 = 0); in Kayles
    // turn *1 into *0 (knock down pins 2 and 3: I..I = *1 + *1); in the
    // chess board turn *3 into *2: a push on file 1 or 5 leaves three
    // files (g(3) = 2).
    let sum = GameSum::new(vec![
        Box::new("3".parse::<NimPosition>().unwrap()),
        Box::new("IIII".parse::<KaylesRow>().unwrap()),
        Box::new(DawsonsChess::new(5)),
    ]);
    assert_eq!(sum.nim_value(), 1);
    assert_eq!(
        sum.winning_moves(),
        [
            "in Nim 3: take 1 from pile 1 (3 -> 2)",
            "in Kayles IIII: knock down pins 2 and 3",
            "in Dawson's Chess BBBBB/...../WWWWW: push the pawn on file 1",
            "in Dawson's Chess BBBBB/...../WWWWW: push the pawn on file 5",
        ]
    );
}

#[test]
fn long_dawsons_chess_boards() {
    // .137 has period 34 with last exception at 51 (Winning Ways), and
    // A002187 gives g(38) = 0: the first player loses on 3 x n for
    // n = 38 + 34k, and wins for n = 37 + 34k (g(37) = 2).
    for n in [72, 38 + 34 * 3000] {
        let board = DawsonsChess::new(n);
        assert_eq!(board.nim_value(), 0, "{n}");
        assert!(board.winning_moves().is_empty());
        assert_ne!(DawsonsChess::new(n - 1).nim_value(), 0);
    }
}

/// `move_count` counts what `moves` lists, for every game of the catalogue
/// on its example and on a few more boards, including ended ones.
#[test]
fn move_count_counts_the_listed_moves() {
    use combinatorial_games::games::{self, CATALOGUE};
    let mut boards: Vec<(&str, String)> = CATALOGUE
        .iter()
        .map(|e| (e.id, e.example.to_string()))
        .collect();
    for (id, board) in [
        ("nim", "0 7 7 1"),
        ("kayles", "II.III.I"),
        ("kayles", "12"),
        ("treblecross", "X.X.."),
        ("treblecross", "XXX.."),
        ("chess", "9"),
        ("dim", "12 7"),
        ("prim", "10"),
        ("mancala", "3x2"),
        ("dao", "X..O/.XO./.OX./O..X"),
        ("officers", "7 7 12"),
        ("grundy", "9 4"),
        ("laskersnim", "5 5 3"),
        ("sum", "nim 3 5 + kayles 7 + officers 6"),
        ("sum", "nim 0 + kayles 1"),
        ("toads", "TT_F_F R"),
        ("clobber", "xox|oxo"),
    ] {
        boards.push((id, board.to_string()));
    }
    for (id, board) in boards {
        let p = games::parse(id, &board).unwrap();
        assert_eq!(p.move_count(), p.moves().len() as u64, "{id} {board}");
    }
}

/// Every board a move leaves reads back as the same board: the web page
/// and `cgame play` send it back. A heap game whose last heap a move
/// takes away (a heap of 1 in Dim, Prim or Lasker's Nim) printed an empty
/// board, which no game reads, and so did a Hackenbush string cut at the
/// ground with Left to move.
#[test]
fn boards_after_moves_read_back() {
    use combinatorial_games::games::{self, CATALOGUE};
    let mut checked = 0;
    for e in CATALOGUE {
        let mut boards = vec![e.example.to_string()];
        if e.heap().is_some() && e.format.contains("heap sizes") {
            boards.extend(["1", "2", "1 1"].map(String::from));
        }
        // Right to move: a Hackenbush string Right cuts at the ground
        // left an empty board with Left to move, printed as nothing.
        let normal_play = games::parse(e.id, e.example).unwrap().value().is_some();
        if e.kind == games::Kind::Partizan && normal_play {
            boards.push(format!("{} R", e.example));
        }
        if e.id == "hackenbush" {
            boards.extend(["R R", "L", "."].map(String::from));
        }
        for board in boards {
            let p = games::parse(e.id, &board).unwrap();
            for m in p.moves() {
                let text = m.after.board();
                let back = games::parse(e.id, &text)
                    .unwrap_or_else(|err| panic!("{} {board}, {}: {text:?}: {err}", e.id, m.text));
                assert_eq!(back.board(), text, "{} {board}, {}", e.id, m.text);
                checked += 1;
            }
        }
    }
    assert!(checked > 100, "{checked}");
}

/// `moves_at_most(n)` lists the same moves as `moves` when there are at
/// most `n`, and nothing when there are more, for every game of the
/// catalogue (counted first, or listed once), at its example and the
/// boards its moves lead to.
#[test]
fn moves_at_most_agrees_with_moves() {
    use combinatorial_games::games::{self, CATALOGUE};
    let mut checked = 0;
    for e in CATALOGUE {
        let start = games::parse(e.id, e.example).unwrap();
        let mut boards: Vec<_> = start.moves().into_iter().map(|m| m.after).collect();
        boards.push(start);
        for p in boards {
            let all: Vec<String> = p.moves().into_iter().map(|m| m.text).collect();
            let n = all.len() as u64;
            let listed = p.moves_at_most(n).unwrap_or_else(|| panic!("{} {p}", e.id));
            let texts: Vec<String> = listed.into_iter().map(|m| m.text).collect();
            assert_eq!(texts, all, "{} {p}", e.id);
            if n > 0 {
                assert!(p.moves_at_most(n - 1).is_none(), "{} {p}", e.id);
            }
            checked += 1;
        }
    }
    assert!(checked > 100, "{checked}");
}
