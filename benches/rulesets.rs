//! Benchmarks for partizan rulesets: `cargo bench --bench rulesets`.
//!
//! Each iteration starts from an empty transposition table (a fresh
//! `Solver`); canonical forms already met stay interned, as they would in a
//! long session. The comparison with cgt 0.11, cold and in one process, is
//! `benches/peers` (`cargo run --release -- toads 14`,
//! `cargo run --release -- domineering 2 16`).

use std::hint::black_box;

use combinatorial_games::games::{Domineering, ToadsAndFrogs};
use combinatorial_games::rulesets::Solver;
use criterion::{Criterion, criterion_group, criterion_main};

/// The rows T^a _^b F^c with a + b + c <= n.
fn toad_rows(n: usize) -> Vec<ToadsAndFrogs> {
    let mut rows = Vec::new();
    for len in 0..=n {
        for a in 0..=len {
            for b in 0..=len - a {
                let row = format!(
                    "{}{}{}",
                    "T".repeat(a),
                    "_".repeat(b),
                    "F".repeat(len - a - b)
                );
                rows.push(row.parse().unwrap());
            }
        }
    }
    rows
}

fn toads_and_frogs(c: &mut Criterion) {
    let mut g = c.benchmark_group("toads and frogs");
    g.sample_size(10);
    let rows = toad_rows(11);
    g.bench_function("every row T^a _^b F^c, a+b+c <= 11", |b| {
        b.iter(|| {
            let mut solver = Solver::new();
            for r in &rows {
                black_box(solver.value(r));
            }
        })
    });
    let long: ToadsAndFrogs = "TTTTT__FFFFF".parse().unwrap();
    g.bench_function("TTTTT__FFFFF", |b| {
        b.iter(|| Solver::new().value(black_box(&long)))
    });
    g.finish();
}

fn domineering(c: &mut Criterion) {
    let mut g = c.benchmark_group("domineering");
    g.sample_size(10);
    for (rows, cols) in [(2, 12), (4, 4), (3, 6)] {
        let board = Domineering::empty(rows, cols);
        g.bench_function(format!("empty {rows} x {cols}"), |b| {
            b.iter(|| Solver::new().value(black_box(&board)))
        });
    }
    g.finish();
}

criterion_group!(benches, toads_and_frogs, domineering);
criterion_main!(benches);
