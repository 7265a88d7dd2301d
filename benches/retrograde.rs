//! Full solves of Mancala and Dao by retrograde analysis, both rule sets, from the
//! starting board: `cargo bench --bench retrograde`. Positions a second is
//! the table's size over the median time.

use std::hint::black_box;

use combinatorial_games::games::{Dao, DaoBoard, Mancala, MancalaBoard, MancalaRules};
use combinatorial_games::retrograde::solve;
use criterion::{criterion_group, criterion_main, Criterion};

fn mancala(c: &mut Criterion) {
    let mut g = c.benchmark_group("mancala full solve");
    g.sample_size(10);
    for rules in [MancalaRules::GamesCrafters, MancalaRules::Kalah] {
        for stones in [3, 4, 5] {
            let game = Mancala::new(3, rules).expect("3 pits");
            let start = MancalaBoard::start(3, stones).expect("a board");
            let positions = solve(&game, &start).expect("solvable").len();
            let name = format!("{rules:?} 3 pits x {stones} stones ({positions} positions)");
            g.bench_function(name, |b| b.iter(|| black_box(solve(&game, &start))));
        }
    }
    g.finish();
}

fn dao(c: &mut Criterion) {
    let mut g = c.benchmark_group("dao full solve");
    g.sample_size(10);
    let start = DaoBoard::start();
    let positions = solve(&Dao, &start).expect("solvable").len();
    g.bench_function(
        format!("4 x 4 ({positions} positions up to symmetry)"),
        |b| b.iter(|| black_box(solve(&Dao, &start))),
    );
    g.finish();
}

criterion_group!(benches, mancala, dao);
criterion_main!(benches);
