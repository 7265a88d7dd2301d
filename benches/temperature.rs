//! Temperature theory benchmarks: `cargo bench --bench temperature`.

use std::hint::black_box;

use combinatorial_games::games::ToadsAndFrogs;
use combinatorial_games::rulesets::Ruleset;
use combinatorial_games::{Dyadic, Game};
use criterion::{Criterion, criterion_group, criterion_main};

/// {1|-1} + {2|-2} + ... with temperatures 1, 3/2, 2, ...: twenty switches
/// {k/2 + 1/2 | -k/2 - 1/2} around different means.
fn switches(n: i64) -> Game {
    (1..=n)
        .map(|k| {
            let x = Game::number(Dyadic::new(k + 1, 1));
            let m = Game::number(Dyadic::new(k, 2));
            Game::new([x + m], [-x + m])
        })
        .sum()
}

/// Every Toads and Frogs strip of length `n` (3^n of them).
fn strips(n: u32) -> Vec<ToadsAndFrogs> {
    (0..3u32.pow(n))
        .map(|mut code| {
            let s: String = (0..n)
                .map(|_| {
                    let c = ['T', 'F', '_'][(code % 3) as usize];
                    code /= 3;
                    c
                })
                .collect();
            s.parse().unwrap()
        })
        .collect()
}

fn thermographs(c: &mut Criterion) {
    let mut g = c.benchmark_group("temperature");
    g.sample_size(10);
    let sum = switches(20);
    g.bench_function(
        "thermograph of a sum of 20 switches (sum formed, cache emptied)",
        |b| {
            b.iter(|| {
                Game::clear_caches();
                black_box(black_box(&sum).thermograph())
            })
        },
    );
    let rows = strips(10);
    for r in &rows {
        r.value();
    }
    g.bench_function(
        "temperature of every toads and frogs strip of length 10",
        |b| {
            b.iter(|| {
                for r in &rows {
                    black_box(r.value().temperature());
                }
            })
        },
    );
    g.finish();
}

criterion_group!(benches, thermographs);
criterion_main!(benches);
