//! Benchmarks for the core algebra of short games.
//!
//! Each iteration clears the per-thread caches of sums and comparisons, so
//! the figures are for computing the answers, not for looking them up. The
//! table of canonical forms is kept (it cannot be emptied), so forms built in
//! an earlier iteration are found rather than created again.
//!
//! Run with `cargo bench --bench short_games`. The same switch sum is timed
//! against the crate `cgt` by `benches/peers` (see its README).

use std::hint::black_box;

use combinatorial_games::{Dyadic, Game};
use criterion::{BatchSize, Criterion, criterion_group, criterion_main};

/// A small deterministic generator (xorshift64*), so every run measures the
/// same games without a dependency.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

/// Every game born by day `n`, built from all pairs of subsets of the games
/// born by day `n - 1`.
fn born_by(day: u32) -> Vec<Game> {
    let mut games = vec![Game::zero()];
    for _ in 0..day {
        let n = games.len();
        let mut next = Vec::new();
        for l in 0..1u32 << n {
            for r in 0..1u32 << n {
                let pick = |mask: u32| (0..n).filter(move |i| mask >> i & 1 == 1);
                next.push(Game::new(
                    pick(l).map(|i| games[i]),
                    pick(r).map(|i| games[i]),
                ));
            }
        }
        next.sort_by_key(|g| g.to_string());
        next.dedup();
        games = next;
    }
    games
}

/// `count` random games born by day 3: options drawn from the 22 games
/// born by day 2, each side taking each of them with probability 1/6.
fn random_day3(count: usize, rng: &mut Rng) -> Vec<Game> {
    let day2 = born_by(2);
    assert_eq!(day2.len(), 22, "22 games are born by day 2");
    (0..count)
        .map(|_| {
            let side = |rng: &mut Rng| -> Vec<Game> {
                day2.iter().copied().filter(|_| rng.below(6) == 0).collect()
            };
            let l = side(rng);
            let r = side(rng);
            Game::new(l, r)
        })
        .collect()
}

fn day3(c: &mut Criterion) {
    let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
    let games = random_day3(200, &mut rng);
    let pairs: Vec<(Game, Game)> = (0..1000)
        .map(|_| (games[rng.below(200)], games[rng.below(200)]))
        .collect();
    c.bench_function("day3/1000 sums", |b| {
        b.iter_batched(
            Game::clear_caches,
            |()| {
                for &(g, h) in &pairs {
                    black_box(g + h);
                }
            },
            BatchSize::PerIteration,
        )
    });
    c.bench_function("day3/1000 comparisons", |b| {
        b.iter_batched(
            Game::clear_caches,
            |()| {
                for (g, h) in &pairs {
                    black_box(g.partial_cmp(h));
                }
            },
            BatchSize::PerIteration,
        )
    });
    // Sums of three, whose canonical forms are far from the options.
    let triples: Vec<[Game; 3]> = (0..100)
        .map(|_| std::array::from_fn(|_| games[rng.below(200)]))
        .collect();
    c.bench_function("day3/100 sums of three", |b| {
        b.iter_batched(
            Game::clear_caches,
            |()| {
                for t in &triples {
                    black_box(t.iter().copied().sum::<Game>());
                }
            },
            BatchSize::PerIteration,
        )
    });
}

fn numbers(c: &mut Criterion) {
    let mut rng = Rng(7);
    let xs: Vec<Game> = (0..1000)
        .map(|_| {
            let num = rng.next() as i64 >> 20;
            Game::number(Dyadic::new(num, rng.below(40) as u64))
        })
        .collect();
    c.bench_function("numbers/sum of 1000", |b| {
        b.iter(|| black_box(xs.iter().copied().sum::<Game>()))
    });
    let big = Game::integer(num_bigint::BigInt::from(10u32).pow(60));
    let eps = Game::number(Dyadic::new(1, 10));
    c.bench_function("numbers/10^60 + 1/1024", |b| {
        b.iter(|| black_box(big + eps))
    });
}

/// `{1|-1} + {2|-2} + ... + {n|-n}`.
fn switch_sum(n: i64) -> Game {
    (1..=n)
        .map(|k| Game::new([Game::from(k)], [Game::from(-k)]))
        .sum()
}

fn switches(c: &mut Criterion) {
    let mut g = c.benchmark_group("switches");
    g.sample_size(10);
    for n in [12, 18] {
        g.bench_function(format!("{{1|-1}}+...+{{{n}|-{n}}}"), |b| {
            b.iter_batched(
                Game::clear_caches,
                |()| black_box(switch_sum(n)),
                BatchSize::PerIteration,
            )
        });
    }
    g.finish();
}

criterion_group!(benches, day3, numbers, switches);
criterion_main!(benches);
