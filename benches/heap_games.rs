//! Nim-sequences of take-and-break codes.
//!
//! `cargo bench --bench heap_games`. Officers (.6) and Treblecross (.007)
//! have no known period, so every value is computed (sparse-space method);
//! Kayles (.77) and Dawson's Chess (.137) are computed until their period is
//! proved, then continued by it.

use std::hint::black_box;

use combinatorial_games::impartial::{HeapGame, TakeAndBreak};
use criterion::{Criterion, criterion_group, criterion_main};

fn sequences(c: &mut Criterion) {
    let mut g = c.benchmark_group("nim-sequence");
    g.sample_size(10);
    for (name, code, n) in [
        ("Officers .6 to 2^14", ".6", 1usize << 14),
        ("Treblecross .007 to 2^14", ".007", 1 << 14),
        ("Kayles .77 to 10^7", ".77", 10_000_000),
        ("Dawson's Chess .137 to 10^7", ".137", 10_000_000),
    ] {
        let code: TakeAndBreak = code.parse().unwrap();
        g.bench_function(name, |b| b.iter(|| black_box(code.nim_values(n))));
    }
    g.finish();
}

criterion_group!(benches, sequences);
criterion_main!(benches);
