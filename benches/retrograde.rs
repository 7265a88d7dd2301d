//! Full solves of Mancala and Dao by retrograde analysis, both rule sets, from the
//! starting board: `cargo bench --bench retrograde`. Positions a second is
//! the table's size over the median time. Before the timings, each solve
//! is run once under a counting allocator, which prints its peak memory
//! and the kept table's, in bytes a position.

use std::alloc::{GlobalAlloc, Layout, System};
use std::hint::black_box;
use std::sync::atomic::{AtomicUsize, Ordering};

use combinatorial_games::games::{Dao, DaoBoard, Mancala, MancalaBoard, MancalaRules};
use combinatorial_games::retrograde::solve;
use criterion::{Criterion, criterion_group, criterion_main};

/// The system allocator, counting the bytes in use and their peak.
struct Counting;

static IN_USE: AtomicUsize = AtomicUsize::new(0);
static PEAK: AtomicUsize = AtomicUsize::new(0);

unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        let now = IN_USE.fetch_add(layout.size(), Ordering::Relaxed) + layout.size();
        PEAK.fetch_max(now, Ordering::Relaxed);
        // SAFETY: the caller's layout is passed on unchanged.
        unsafe { System.alloc(layout) }
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        IN_USE.fetch_sub(layout.size(), Ordering::Relaxed);
        // SAFETY: `ptr` came from `alloc` with this layout.
        unsafe { System.dealloc(ptr, layout) }
    }
}

#[global_allocator]
static ALLOCATOR: Counting = Counting;

/// Runs `solve` once and prints its peak memory and what the table keeps,
/// in bytes a position; returns the number of positions.
fn measure(name: &str, solve: impl Fn() -> usize) -> usize {
    let before = IN_USE.load(Ordering::Relaxed);
    PEAK.store(before, Ordering::Relaxed);
    let positions = solve();
    let peak = PEAK.load(Ordering::Relaxed) - before;
    println!(
        "{name}: {positions} positions, peak {:.1} MB ({:.0} bytes a position); the table keeps 10",
        peak as f64 / 1e6,
        peak as f64 / positions as f64
    );
    positions
}

fn mancala(c: &mut Criterion) {
    let mut g = c.benchmark_group("mancala full solve");
    g.sample_size(10);
    for rules in [MancalaRules::GamesCrafters, MancalaRules::Kalah] {
        for stones in [3, 4, 5] {
            let game = Mancala::new(3, rules).expect("3 pits");
            let start = MancalaBoard::start(3, stones).expect("a board");
            let name = format!("{rules:?} 3 pits x {stones} stones");
            let positions = measure(&name, || solve(&game, &start).expect("solvable").len());
            let name = format!("{name} ({positions} positions)");
            g.bench_function(name, |b| b.iter(|| black_box(solve(&game, &start))));
        }
    }
    g.finish();
}

fn dao(c: &mut Criterion) {
    let mut g = c.benchmark_group("dao full solve");
    g.sample_size(10);
    let start = DaoBoard::start();
    let positions = measure("Dao", || solve(&Dao, &start).expect("solvable").len());
    g.bench_function(
        format!("4 x 4 ({positions} positions up to symmetry)"),
        |b| b.iter(|| black_box(solve(&Dao, &start))),
    );
    g.finish();
}

criterion_group!(benches, mancala, dao);
criterion_main!(benches);
