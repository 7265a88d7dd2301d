//! Solves Mancala from the start and prints the start's value, the counts
//! by value and the time: `cargo run --release --example mancala_solve -- 3 4 kalah`.

use std::time::Instant;

use combinatorial_games::games::{Mancala, MancalaBoard, MancalaRules};
use combinatorial_games::retrograde::solve;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let pits: usize = args.first().and_then(|a| a.parse().ok()).unwrap_or(3);
    let stones: usize = args.get(1).and_then(|a| a.parse().ok()).unwrap_or(4);
    let rules = match args.get(2).map(String::as_str) {
        Some("kalah") => MancalaRules::Kalah,
        _ => MancalaRules::GamesCrafters,
    };
    let game = Mancala::new(pits, rules).expect("1 to 6 pits");
    let start = MancalaBoard::start(pits, stones).expect("a board");
    let t = Instant::now();
    let table = solve(&game, &start).expect("solvable here");
    let s = table.get(&game, &start).expect("the start");
    let [w, l, t_, d] = table.counts();
    println!(
        "{pits}x{stones} {rules:?}: start {s}; {} positions (win {w}, lose {l}, tie {t_}, draw {d}); {:.2} s",
        table.len(),
        t.elapsed().as_secs_f64()
    );
}
