//! Solves Dao from the start and prints the start's value, the counts by
//! value and the time: `cargo run --release --example dao_solve`.

use std::time::Instant;

use combinatorial_games::games::{Dao, DaoBoard};
use combinatorial_games::retrograde::solve;

fn main() {
    let start = DaoBoard::start();
    let t = Instant::now();
    let table = solve(&Dao, &start).expect("solvable");
    let s = table.get(&Dao, &start).expect("the start");
    let [w, l, tie, d] = table.counts();
    println!(
        "Dao {start}: {s}; {} positions up to symmetry (win {w}, lose {l}, tie {tie}, draw {d}); {:.2} s",
        table.len(),
        t.elapsed().as_secs_f64()
    );
}
