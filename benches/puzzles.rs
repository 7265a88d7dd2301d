//! The 15-puzzle: `cargo bench --bench puzzles`.
//!
//! Korf's 100 instances with the default 6-6-3 tables (built once, before
//! timing), and the mean optimal length of uniformly random boards (the
//! population mean is 52.59), printed before the timings. slidy 0.4 is
//! timed on the same instances by `benches/peers` (`cargo run --release --
//! fifteen`).

use std::hint::black_box;

use combinatorial_games::puzzles::{Goal, SlidingPuzzle};
use criterion::{criterion_group, criterion_main, Criterion};

fn korf() -> Vec<(usize, SlidingPuzzle)> {
    include_str!("../tests/data/korf100.txt")
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|l| {
            let w: Vec<&str> = l.split_whitespace().collect();
            (w[1].parse().unwrap(), w[2..].join(" ").parse().unwrap())
        })
        .collect()
}

fn fifteen(c: &mut Criterion) {
    let instances = korf();
    let start = std::time::Instant::now();
    instances[0].1.solve(Goal::BlankFirst).unwrap();
    eprintln!(
        "tables built and instance 1 solved in {:.2} s",
        start.elapsed().as_secs_f64()
    );
    let lengths: Vec<usize> = (0..200u64)
        .map(|seed| {
            SlidingPuzzle::random(4, 4, Goal::BlankLast, seed)
                .unwrap()
                .solve(Goal::BlankLast)
                .unwrap()
                .moves
                .len()
        })
        .collect();
    let mean = lengths.iter().sum::<usize>() as f64 / lengths.len() as f64;
    eprintln!("mean optimal length of 200 random boards: {mean:.2} (population 52.59)");
    let mut g = c.benchmark_group("fifteen");
    g.sample_size(10);
    g.bench_function("Korf's 100 instances, 6-6-3 tables with mirror", |b| {
        b.iter(|| {
            for (len, p) in &instances {
                assert_eq!(
                    black_box(p).solve(Goal::BlankFirst).unwrap().moves.len(),
                    *len
                );
            }
        })
    });
    g.finish();
}

criterion_group!(benches, fifteen);
criterion_main!(benches);
