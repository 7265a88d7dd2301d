//! Benchmarks for the impartial fast path.
//!
//! `cargo bench --bench impartial`. The crate `nimber` is timed on the same
//! products by `benches/peers` (`cargo run --release -- nimber`).

use std::hint::black_box;

use combinatorial_games::Nimber;
use criterion::{Criterion, Throughput, criterion_group, criterion_main};

/// The same pseudo-random 64-bit pairs as `benches/peers` (xorshift64).
fn pairs(count: usize) -> Vec<(Nimber, Nimber)> {
    let mut x: u64 = 0x2545_F491_4F6C_DD1D;
    let mut next = || {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        x
    };
    (0..count)
        .map(|_| (Nimber(next()), Nimber(next())))
        .collect()
}

fn nim_product(c: &mut Criterion) {
    let ps = pairs(1024);
    let mut g = c.benchmark_group("nimber");
    g.throughput(Throughput::Elements(ps.len() as u64));
    g.bench_function("1024 products, 64-bit", |b| {
        b.iter(|| {
            for &(x, y) in &ps {
                black_box(black_box(x) * black_box(y));
            }
        })
    });
    let small: Vec<(Nimber, Nimber)> = ps
        .iter()
        .map(|&(x, y)| (Nimber(x.0 & 0xFFFF), Nimber(y.0 & 0xFFFF)))
        .collect();
    g.bench_function("1024 products, 16-bit", |b| {
        b.iter(|| {
            for &(x, y) in &small {
                black_box(black_box(x) * black_box(y));
            }
        })
    });
    g.bench_function("1024 inverses, 64-bit", |b| {
        b.iter(|| {
            for &(x, _) in &ps {
                black_box(black_box(x).inverse());
            }
        })
    });
    g.finish();
}

criterion_group!(benches, nim_product);
criterion_main!(benches);
