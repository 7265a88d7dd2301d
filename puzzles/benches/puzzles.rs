//! The 15-puzzle: `cargo bench --bench puzzles`.
//!
//! Korf's 100 instances with the default 6-6-3 tables (built once, before
//! timing) and with the 7-8 tables when they are in the cache (build them
//! first with `cargo run --release -- fifteen tables`), and the mean optimal length of uniformly random boards (the
//! population mean is 52.59), printed before the timings. slidy 0.4 is
//! timed on the same instances by `benches/peers` (`cargo run --release --
//! fifteen`).

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use sliding_puzzles::{Goal, PatternDatabase, SlidingPuzzle, solve_many_with};

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
    let split = PatternDatabase::SPLIT_78;
    let cached = PatternDatabase::cache_dir()
        .map(|d| d.join(PatternDatabase::file_name(&split)))
        .ok()
        .filter(|p| p.exists());
    match cached {
        None => eprintln!(
            "no cached 7-8 tables: run `cargo run --release -- fifteen tables` to bench them"
        ),
        Some(path) => {
            let start = std::time::Instant::now();
            let db = PatternDatabase::load(&path).unwrap();
            eprintln!(
                "7-8 tables loaded in {:.2} s",
                start.elapsed().as_secs_f64()
            );
            // Fast enough for a sample large enough to see the generator's
            // mean to within a few tenths of a move.
            let randoms: Vec<SlidingPuzzle> = (1000..3000u64)
                .map(|seed| SlidingPuzzle::random(4, 4, Goal::BlankLast, seed).unwrap())
                .collect();
            let lengths: Vec<f64> = solve_many_with(&randoms, Goal::BlankLast, &db)
                .into_iter()
                .map(|s| s.unwrap().moves.len() as f64)
                .collect();
            let n = lengths.len() as f64;
            let mean = lengths.iter().sum::<f64>() / n;
            let sd = (lengths.iter().map(|l| (l - mean).powi(2)).sum::<f64>() / (n - 1.0)).sqrt();
            eprintln!(
                "mean optimal length of {n} random boards: {mean:.2} (sd {sd:.2}, standard error {:.2}; population 52.59, z = {:.2})",
                sd / n.sqrt(),
                (mean - 52.59) / (sd / n.sqrt())
            );
            g.bench_function("Korf's 100 instances, 7-8 tables with mirror", |b| {
                b.iter(|| {
                    for (len, p) in &instances {
                        let s = black_box(p).solve_with(&db, Goal::BlankFirst).unwrap();
                        assert_eq!(s.moves.len(), *len);
                    }
                })
            });
            let boards: Vec<SlidingPuzzle> = instances.iter().map(|i| i.1.clone()).collect();
            g.bench_function("Korf's 100 instances, 7-8 tables, every core", |b| {
                b.iter(|| {
                    let all = solve_many_with(black_box(&boards), Goal::BlankFirst, &db);
                    for (s, (len, _)) in all.iter().zip(&instances) {
                        assert_eq!(s.as_ref().unwrap().moves.len(), *len);
                    }
                })
            });
        }
    }
    g.finish();
}

criterion_group!(benches, fifteen);
criterion_main!(benches);
