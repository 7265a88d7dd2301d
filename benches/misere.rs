//! Misère quotients: Kayles' quotient computed to the heap where its period
//! is proved, and misère Kayles sums of 20 heaps answered from it.
//!
//! `cargo bench --bench misere`. No peer computes quotients (cgt 0.11 has
//! only dead-ending misère forms), so the figures stand alone.

use std::hint::black_box;

use combinatorial_games::impartial::TakeAndBreak;
use combinatorial_games::misere::MisereQuotient;
use criterion::{Criterion, criterion_group, criterion_main};

fn quotients(c: &mut Criterion) {
    let kayles = TakeAndBreak::kayles();
    let mut g = c.benchmark_group("misère quotient");
    g.sample_size(10);
    g.bench_function("Kayles to its proved period", |b| {
        b.iter(|| black_box(MisereQuotient::compute(&kayles, 1000).unwrap()))
    });
    g.bench_function("0.123 to its proved period", |b| {
        let code: TakeAndBreak = "0.123".parse().unwrap();
        b.iter(|| black_box(MisereQuotient::compute(&code, 1000).unwrap()))
    });
    g.finish();

    let q = MisereQuotient::compute(&kayles, 1000).unwrap();
    // 20 heaps of sizes up to 10^6, as a player might meet them.
    let heaps: Vec<usize> = (1..=20).map(|k| (k * 7919 * k) % 1_000_000 + 1).collect();
    let mut g = c.benchmark_group("misère Kayles, 20 heaps");
    g.bench_function("outcome from the quotient", |b| {
        b.iter(|| black_box(q.outcome(black_box(&heaps))))
    });
    g.bench_function("winning moves from the quotient", |b| {
        b.iter(|| black_box(q.winning_moves(&kayles, black_box(&heaps[..]))))
    });
    g.finish();
}

criterion_group!(benches, quotients);
criterion_main!(benches);
