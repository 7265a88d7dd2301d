//! Positions built from cells are the positions their text describes: for
//! random boards, the text is written here from the cells (the crate's
//! parser reads it) and the two must agree in equality, printing and value.

use combinatorial_games::Player;
use combinatorial_games::games::{
    Cell, Clobber, DaoBoard, Domineering, MancalaBoard, Snort, ToadsAndFrogs,
};
use combinatorial_games::rulesets::Ruleset;
use proptest::prelude::*;

fn cell() -> impl Strategy<Value = Cell> {
    prop_oneof![Just(Cell::Empty), Just(Cell::Left), Just(Cell::Right)]
}

fn text(cells: &[Cell], empty: char, left: char, right: char) -> String {
    cells
        .iter()
        .map(|c| match c {
            Cell::Empty => empty,
            Cell::Left => left,
            Cell::Right => right,
        })
        .collect()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn toads_and_frogs(cells in prop::collection::vec(cell(), 0..10)) {
        let built = ToadsAndFrogs::from_cells(cells.iter().copied());
        let read: ToadsAndFrogs = text(&cells, '_', 'T', 'F').parse().unwrap();
        prop_assert_eq!(&built, &read);
        prop_assert_eq!(built.cells().collect::<Vec<_>>(), cells);
        prop_assert_eq!(built.value(), read.value());
    }

    #[test]
    fn snort(cells in prop::collection::vec(cell(), 0..8)) {
        let built = Snort::from_cells(cells.iter().copied());
        let read: Snort = text(&cells, '.', 'L', 'R').parse().unwrap();
        prop_assert_eq!(&built, &read);
        prop_assert_eq!(built.cells(), &cells[..]);
        prop_assert_eq!(built.value(), read.value());
    }

    #[test]
    fn clobber(h in 1usize..4, w in 1usize..4, cells in prop::collection::vec(cell(), 9)) {
        let rows: Vec<Vec<Cell>> = (0..h).map(|r| cells[r * w..(r + 1) * w].to_vec()).collect();
        let built = Clobber::from_rows(&rows).unwrap();
        let written: Vec<String> = rows.iter().map(|r| text(r, '.', 'x', 'o')).collect();
        let read: Clobber = written.join("|").parse().unwrap();
        prop_assert_eq!(&built, &read);
        prop_assert_eq!(built.rows(), rows);
        prop_assert_eq!(built.value(), read.value());
    }

    #[test]
    fn domineering(h in 1usize..4, w in 1usize..4, filled in prop::collection::vec(any::<bool>(), 9)) {
        let rows: Vec<Vec<bool>> = (0..h).map(|r| filled[r * w..(r + 1) * w].to_vec()).collect();
        let built = Domineering::from_rows(&rows).unwrap();
        let written: Vec<String> =
            rows.iter().map(|r| r.iter().map(|&f| if f { '#' } else { '.' }).collect()).collect();
        let read: Domineering = written.join("|").parse().unwrap();
        prop_assert_eq!(&built, &read);
        prop_assert_eq!(built.rows(), rows);
        prop_assert_eq!(built.value(), read.value());
    }

    #[test]
    fn dao(squares in Just((0..16).collect::<Vec<usize>>()).prop_shuffle(), right in any::<bool>()) {
        // The first four shuffled squares hold X's pieces, the next four O's.
        let mut rows = [[Cell::Empty; 4]; 4];
        for (k, &i) in squares[..8].iter().enumerate() {
            rows[i / 4][i % 4] = if k < 4 { Cell::Left } else { Cell::Right };
        }
        let mover = if right { Player::Right } else { Player::Left };
        let flat: Vec<Cell> = rows.iter().flatten().copied().collect();
        let written: Vec<String> = flat.chunks(4).map(|r| text(r, '.', 'X', 'O')).collect();
        let side = if right { "O" } else { "X" };
        let read = format!("{} {side}", written.join("/")).parse::<DaoBoard>();
        let built = DaoBoard::from_cells(rows, mover);
        // Boards no game reaches are refused by both, and only those.
        prop_assert_eq!(built.is_ok(), read.is_ok());
        if let (Ok(b), Ok(r)) = (built, read) {
            prop_assert_eq!(b, r);
            prop_assert_eq!(b.cells(), rows);
        }
    }

    #[test]
    fn mancala(pits in 1usize..6, counts in prop::collection::vec(0u8..5, 14), north in any::<bool>()) {
        let (south_pits, north_pits) = (&counts[..pits], &counts[6..6 + pits]);
        let stores = [counts[12], counts[13]];
        let mover = if north { Player::Right } else { Player::Left };
        let b = MancalaBoard::from_pits(south_pits, north_pits, stores, mover).unwrap();
        // Written as the board looks: North's store, then North's pits from
        // North's right (the writer's left), then South's pits and store.
        let mut north_row = vec![stores[1]];
        north_row.extend(north_pits.iter().rev());
        let mut south_row = south_pits.to_vec();
        south_row.push(stores[0]);
        let join = |r: &[u8]| r.iter().map(u8::to_string).collect::<Vec<_>>().join(" ");
        let side = if north { "N" } else { "S" };
        let read: MancalaBoard = format!("{} / {} {side}", join(&north_row), join(&south_row)).parse().unwrap();
        prop_assert_eq!(b, read);
        for k in 0..pits {
            prop_assert_eq!(b.pit(Player::Left, k), south_pits[k]);
            prop_assert_eq!(b.pit(Player::Right, k), north_pits[k]);
        }
        prop_assert_eq!((b.store(Player::Left), b.store(Player::Right)), (stores[0], stores[1]));
    }
}

#[test]
fn ragged_rows_are_refused_with_the_row() {
    let e = Clobber::from_rows([vec![Cell::Left, Cell::Right], vec![Cell::Left]]).unwrap_err();
    assert!(
        e.to_string()
            .starts_with("row 2 of the Clobber board has 1 squares but row 1 has 2"),
        "{e}"
    );
    let e = Domineering::from_rows([vec![false; 3], vec![false; 3], vec![]]).unwrap_err();
    assert!(
        e.to_string()
            .starts_with("row 3 of the Domineering board has 0 squares"),
        "{e}"
    );
    // No rows at all is the empty board, as the empty string is.
    let none: [Vec<bool>; 0] = [];
    assert_eq!(Domineering::from_rows(none).unwrap(), "".parse().unwrap());
}
