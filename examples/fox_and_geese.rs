//! Values Fox and Geese with four geese on the top row of a board of
//! `ROWS` rows (8 by default: the usual start, Winning Ways' 2 + over),
//! reporting how many positions the walk reached and how long it took.
//!
//! ```sh
//! cargo run --release --example fox_and_geese -- 6
//! ```

use std::time::Instant;

use combinatorial_games::games::{FoxAndGeese, FoxAndGeeseBoard, Square};
use combinatorial_games::loopy::Explored;

fn main() {
    let rows: u8 = match std::env::args().nth(1).map(|a| a.parse()) {
        None => 8,
        Some(Ok(r)) if (2..=20).contains(&r) => r,
        _ => {
            eprintln!("usage: fox_and_geese [ROWS from 2 to 20]");
            std::process::exit(2);
        }
    };
    let geese: Vec<Square> = (1..=8)
        .filter(|c| (rows + c).is_multiple_of(2))
        .map(|col| Square { row: rows, col })
        .collect();
    // The fox in the middle of the bottom row, on a light square.
    let fox = Square { row: 1, col: 5 };
    let board = FoxAndGeeseBoard::new(8, &geese, fox).expect("a valid board");
    let t = Instant::now();
    let walk = Explored::new(&FoxAndGeese::STANDARD, &board).expect("within the limits");
    let walked = t.elapsed();
    let values = walk.values().expect("within the limits");
    println!("{board}");
    println!(
        "value {} ({} positions: walked in {walked:.2?}, valued in {:.2?})",
        values[0],
        walk.len(),
        t.elapsed() - walked
    );
}
