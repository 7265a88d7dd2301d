//! One run, several crates, the same work: prints wall-clock medians.
//!
//! `cargo run --release -- WHAT` here (not part of CI; the peers' licences
//! stay in this program):
//!
//! - `switches [max_n]`: `{1|-1}+...+{n|-n}` against cgt 0.11;
//! - `nimber`: 64-bit nim-products against nimber 0.1.1;
//! - `octal CODE N`: the first N values of an octal game against ogs 0.0.6;
//! - `toads N`: every Toads and Frogs row T^a _^b F^c with a+b+c <= N, then
//!   TTTTT__FFFFF, against cgt 0.11 (fresh tables, one cold run each);
//! - `domineering ROWS COLS`: the empty board against cgt 0.11;
//! - `konane BOARD [RUNS] [THREADS]`, `amazons BOARD [RUNS] [THREADS]`: one
//!   board against cgt 0.11, fresh tables each run, medians; ours on
//!   THREADS threads (1 unless given; 0 for one a core), cgt on one, or on
//!   rayon's threads when built with `--features cgt-rayon`;
//! - `toppling ROW[,ROW...] [RUNS]`: the sum of Toppling Dominoes rows
//!   (`l` blue, `r` red) against cgt 0.11;
//! - `snort N [RUNS]`: Snort on a path of N vertices against cgt 0.11;
//! - `col N|RxC [RUNS]`: Col on a path of N vertices or an R x C grid
//!   graph against cgt 0.11;
//! - `fifteen`: Korf's 100 15-puzzle instances against slidy 0.4 (tables
//!   built first, then every instance solved and checked against the
//!   published optimal length).

use std::time::{Duration, Instant};

use cgt::short::partizan::canonical_form::CanonicalForm;
use combinatorial_games::Game;

fn ours(n: i64) -> Game {
    (1..=n)
        .map(|k| Game::new([Game::from(k)], [Game::from(-k)]))
        .sum()
}

fn theirs(n: i64) -> CanonicalForm {
    (1..=n)
        .map(|k| {
            CanonicalForm::new_from_moves(
                vec![CanonicalForm::new_integer(k)],
                vec![CanonicalForm::new_integer(-k)],
            )
        })
        .sum()
}

pub(crate) fn time<T>(f: impl FnOnce() -> T) -> (T, Duration) {
    let t = Instant::now();
    let v = f();
    (v, t.elapsed())
}

pub(crate) fn median(mut v: Vec<Duration>) -> Duration {
    v.sort();
    v[v.len() / 2]
}

mod agree;
mod forms;
mod grids;
mod toads;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match args.first().map(String::as_str) {
        Some("switches") => switches(args.get(1).map_or(18, |a| a.parse().expect("a number"))),
        Some("nimber") => nim_products(),
        Some("octal") => octal(
            args.get(1).map_or("0.6", String::as_str),
            args.get(2)
                .map_or(1 << 18, |a| a.parse().expect("a number")),
            args.get(3).map(|a| a.parse().expect("a number of runs")),
        ),
        Some("fifteen") => fifteen(),
        Some("toads") => toads::toads(
            args.get(1).map_or(13, |a| a.parse().expect("a number")),
            args.get(2).map_or(5, |a| a.parse().expect("a number of runs")),
        ),
        Some("toads-once") => toads::once(
            &args[1],
            args.get(2).map_or(13, |a| a.parse().expect("a number")),
        ),
        Some(game @ ("konane" | "amazons")) => grids::grid(
            game,
            &args[1],
            args.get(2).map_or(5, |a| a.parse().expect("a number of runs")),
            args.get(3).map_or(1, |a| a.parse().expect("a number of threads")),
        ),
        Some("snort") => grids::snort_path(
            args.get(1).map_or(12, |a| a.parse().expect("a number of vertices")),
            args.get(2).map_or(5, |a| a.parse().expect("a number of runs")),
        ),
        Some("col") => grids::col(
            args.get(1).map_or("12", String::as_str),
            args.get(2).map_or(5, |a| a.parse().expect("a number of runs")),
        ),
        Some("toppling") => grids::toppling(
            &args[1],
            args.get(2).map_or(5, |a| a.parse().expect("a number of runs")),
        ),
        Some("agree") => agree::agree(
            args.get(1).map_or(200, |a| a.parse().expect("a number of positions")),
            args.get(2).map_or(1, |a| a.parse().expect("a seed")),
        ),
        Some("forms") => forms::forms(
            args.get(1).map_or(2000, |a| a.parse().expect("a number of games")),
            args.get(2).map_or(1, |a| a.parse().expect("a seed")),
        ),
        Some("atlas") => agree::atlas(&args[1]),
        Some("octal-sweep") => agree::octal_sweep(
            args.get(1).map_or(1000, |a| a.parse().expect("a number of heaps")),
            args.get(2).map_or(3, |a| a.parse().expect("a number of digits")),
        ),
        Some(which @ ("domineering" | "domineering-cgt")) => {
            let rows = args.get(1).map_or(2, |a| a.parse().expect("a number of rows"));
            let cols = args.get(2).map_or(16, |a| a.parse().expect("a number of columns"));
            match (which, args.get(3)) {
                ("domineering-cgt", _) => domineering_cgt_alone(rows, cols),
                (_, Some(limit)) => {
                    domineering_limited(rows, cols, limit.parse().expect("seconds for cgt"))
                }
                _ => domineering(rows, cols),
            }
        }
        _ => eprintln!("usage: peers switches [max_n] | peers agree [COUNT] [SEED] | peers forms [COUNT] [SEED] | peers octal-sweep [HEAPS] [DIGITS] | peers atlas FILE | peers nimber | peers octal CODE N [RUNS] | peers toads N [RUNS] | peers domineering ROWS COLS [CGT_SECONDS] | peers konane|amazons BOARD [RUNS] [THREADS] | peers toppling ROW[,ROW...] [RUNS] | peers snort N [RUNS] | peers col N|RxC [RUNS] | peers fifteen"),
    }
}

/// The same pseudo-random 64-bit pairs as `benches/impartial.rs`.
fn pairs(count: usize) -> Vec<(u64, u64)> {
    let mut x: u64 = 0x2545_F491_4F6C_DD1D;
    let mut next = || {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        x
    };
    (0..count).map(|_| (next(), next())).collect()
}

fn nim_products() {
    use combinatorial_games::Nimber;
    use nimber::FiniteNimber;
    let ps = pairs(1024);
    // Both must agree before either is timed.
    for &(a, b) in &ps {
        let ours = (Nimber(a) * Nimber(b)).0;
        let theirs = &FiniteNimber::from(a) * &FiniteNimber::from(b);
        assert_eq!(theirs.as_slice(), [ours].as_slice(), "{a} * {b}");
    }
    // One pass over the 1 024 pairs takes ours about 10 µs: too short to
    // time alone (the first pass also loads the tables into the cache), so
    // each of our runs makes `PASSES` passes. nimber 0.1.1 takes about
    // 50 ms a pass, so its runs make one.
    const PASSES: usize = 300;
    let per_product_in = |f: &dyn Fn(), passes: usize| {
        f();
        let runs: Vec<Duration> = (0..11)
            .map(|_| time(|| (0..passes).for_each(|_| f())).1)
            .collect();
        median(runs).as_secs_f64() / (passes * ps.len()) as f64 * 1e9
    };
    let per_product = |f: &dyn Fn()| per_product_in(f, PASSES);
    let per_product_theirs = |f: &dyn Fn()| per_product_in(f, 1);
    let ours = per_product(&|| {
        for &(a, b) in &ps {
            std::hint::black_box(Nimber(a) * Nimber(b));
        }
    });
    let theirs_in: Vec<(FiniteNimber, FiniteNimber)> = ps
        .iter()
        .map(|&(a, b)| (FiniteNimber::from(a), FiniteNimber::from(b)))
        .collect();
    let theirs = per_product_theirs(&|| {
        for (a, b) in &theirs_in {
            std::hint::black_box(a * b);
        }
    });
    println!("64-bit nim-product, ns a product (median of 11 runs; ours 300 passes over 1 024 pairs a run, theirs 1):");
    println!(
        "ours {ours:.1}\tnimber 0.1.1 {theirs:.1}\tratio {:.0}x",
        theirs / ours
    );
    // Inverses of the first elements of the pairs (all nonzero).
    for ((a, _), (ta, _)) in ps.iter().zip(&theirs_in) {
        let ours = Nimber(*a).inverse().expect("nonzero").0;
        let theirs = ta.inverse().expect("nonzero");
        assert_eq!(theirs.as_slice(), [ours].as_slice(), "1/{a}");
    }
    let ours = per_product(&|| {
        for &(a, _) in &ps {
            std::hint::black_box(Nimber(a).inverse());
        }
    });
    let theirs = per_product_theirs(&|| {
        for (a, _) in &theirs_in {
            std::hint::black_box(a.inverse());
        }
    });
    println!("64-bit nim-inverse, ns an inverse (median of 11 runs, passes as above):");
    println!(
        "ours {ours:.1}\tnimber 0.1.1 {theirs:.1}\tratio {:.0}x",
        theirs / ours
    );
}

fn switches(max: i64) {
    // Truly cold: the first thing this process does, with an empty table.
    let (_, first) = time(|| ours(max));
    println!(
        "ours, n = {max}, fresh process: {:.4} s",
        first.as_secs_f64()
    );
    println!("switch sum {{1|-1}}+...+{{n|-n}}: seconds (median of runs)");
    println!("n\tours cold\tours warm\tcgt 0.11\tcgt/ours(cold)\tbirthday\tcheck");
    for n in [10, 12, 14, 16]
        .into_iter()
        .filter(|&n| n < max)
        .chain([max])
    {
        // Cold: the first computation of this sum in the process. Every sum
        // below n was computed in an earlier row, so to keep "cold" honest
        // the caches of sums and comparisons are emptied first.
        Game::clear_caches();
        let (g, cold) = time(|| ours(n));
        let warm = median(
            (0..5)
                .map(|_| {
                    Game::clear_caches();
                    time(|| ours(n)).1
                })
                .collect(),
        );
        let runs = if n >= 16 { 1 } else { 3 };
        let mut cgt_times = Vec::new();
        let mut h = None;
        for _ in 0..runs {
            let (v, t) = time(|| theirs(n));
            cgt_times.push(t);
            h = Some(v);
        }
        let h = h.unwrap();
        let theirs_t = median(cgt_times);
        // Both computed the same value: cgt's form, rebuilt as ours, is
        // our canonical form (see `forms::same_form`).
        let same = forms::same_form(&g, &h);
        println!(
            "{n}\t{:.4}\t\t{:.4}\t\t{:.3}\t\t{:.0}x\t\t{}\t\t{}",
            cold.as_secs_f64(),
            warm.as_secs_f64(),
            theirs_t.as_secs_f64(),
            theirs_t.as_secs_f64() / cold.as_secs_f64(),
            g.birthday(),
            if same { "same" } else { "DIFFERENT" },
        );
    }
}

/// Values of heaps 0..n (n of them) of an octal game: ours (the period, when
/// one is proven, gives the rest) and ogs 0.0.6's fastest solver (RC2).
fn octal(code: &str, n: usize, runs: Option<usize>) {
    use combinatorial_games::impartial::{HeapGame, TakeAndBreak};
    use ogs::Solver;
    let game: TakeAndBreak = code.parse().expect("a take-and-break code");
    // Interleaved runs, so a slow spell of the machine hits both alike.
    let runs = runs.unwrap_or(if n > 1 << 19 { 3 } else { 7 });
    let theirs_game = ogs::Game::from_ascii(code.as_bytes()).expect("ogs parses the code");
    let (mut ours_t, mut theirs_t) = (Vec::new(), Vec::new());
    let (mut ours_v, mut theirs_v): (Vec<u64>, Vec<u16>) = (Vec::new(), Vec::new());
    for _ in 0..runs {
        let (v, t) = time(|| game.nim_values(n - 1));
        ours_t.push(t);
        ours_v = v;
        let (v, t) = time(|| {
            let mut s = ogs::RC2Solver::<true, ()>::with_capacity(theirs_game.clone(), n);
            for _ in 0..n {
                s.next();
            }
            s.nimbers().to_vec()
        });
        theirs_t.push(t);
        theirs_v = v;
    }
    let same = ours_v.len() == theirs_v.len()
        && ours_v
            .iter()
            .zip(&theirs_v)
            .all(|(&a, &b)| a == u64::from(b));
    let (o, t) = (median(ours_t), median(theirs_t));
    println!("{code}, heaps 0..{n}: seconds (median of {runs})");
    println!(
        "ours {:.3}\togs 0.0.6 RC2 {:.3}\togs/ours {:.2}x\tvalues {}",
        o.as_secs_f64(),
        t.as_secs_f64(),
        t.as_secs_f64() / o.as_secs_f64(),
        if same { "same" } else { "DIFFERENT" }
    );
}

fn domineering(rows: usize, cols: usize) {
    use combinatorial_games::games::Domineering;
    use combinatorial_games::rulesets::Ruleset;

    // What a user calls: the process-wide table, which boards of up to 64
    // squares reach through the word ruleset (a fresh process, so empty).
    let (g, ours_t) = time(|| Domineering::empty(rows, cols).value());
    let (h, theirs_t) = time(|| cgt_empty_domineering(rows, cols));
    println!(
        "domineering {rows} x {cols}: ours {:.3} s, cgt 0.11 {:.3} s, cgt/ours {:.1}x; {} (ours: {g})",
        ours_t.as_secs_f64(),
        theirs_t.as_secs_f64(),
        theirs_t.as_secs_f64() / ours_t.as_secs_f64(),
        if forms::same_form(&g, &h) { "same value" } else { "DIFFERENT values" },
    );
}

/// cgt's canonical form of the empty `rows` x `cols` Domineering board,
/// with a table of its own.
fn cgt_empty_domineering(
    rows: usize,
    cols: usize,
) -> cgt::short::partizan::canonical_form::CanonicalForm {
    use cgt::grid::small_bit_grid::SmallBitGrid;
    use cgt::short::partizan::games::domineering::Domineering as TheirDomineering;
    use cgt::short::partizan::partizan_game::PartizanGame;
    use cgt::short::partizan::transposition_table::ParallelTranspositionTable;
    let tt = ParallelTranspositionTable::new();
    let grid = SmallBitGrid::empty(cols as u8, rows as u8).expect("at most 64 squares");
    TheirDomineering::new(grid).canonical_form(&tt)
}

/// Domineering with cgt given at most `limit` seconds: ours in this
/// process, cgt's in a child process (`domineering-cgt`), killed at the
/// limit, since a board cgt would take days on (2 x 30) cannot be stopped
/// from inside.
fn domineering_limited(rows: usize, cols: usize, limit: u64) {
    use combinatorial_games::games::Domineering;
    use combinatorial_games::rulesets::Ruleset;
    use std::process::{Command, Stdio};

    let (g, ours_t) = time(|| Domineering::empty(rows, cols).value());
    println!(
        "domineering {rows} x {cols}: ours {:.3} s ({g})",
        ours_t.as_secs_f64()
    );
    let mut child = Command::new(std::env::current_exe().expect("this program"))
        .args(["domineering-cgt", &rows.to_string(), &cols.to_string()])
        .stdout(Stdio::inherit())
        .spawn()
        .expect("a child process for cgt");
    let start = Instant::now();
    while start.elapsed() < Duration::from_secs(limit) {
        if child.try_wait().expect("the child's status").is_some() {
            return;
        }
        std::thread::sleep(Duration::from_millis(50));
    }
    child.kill().expect("cgt's process stopped");
    let _ = child.wait();
    println!(
        "cgt 0.11 did not finish in {limit} s: cgt/ours over {:.0}x",
        limit as f64 / ours_t.as_secs_f64()
    );
}

/// cgt's time alone, then its value compared with ours (not timed).
fn domineering_cgt_alone(rows: usize, cols: usize) {
    use combinatorial_games::games::Domineering;
    use combinatorial_games::rulesets::Ruleset;

    let (h, theirs_t) = time(|| cgt_empty_domineering(rows, cols));
    let g = Domineering::empty(rows, cols).value();
    println!(
        "cgt 0.11 {:.3} s; {}",
        theirs_t.as_secs_f64(),
        if forms::same_form(&g, &h) {
            "same value"
        } else {
            "DIFFERENT values"
        },
    );
}

fn fifteen() {
    use sliding_puzzles::{Goal, SlidingPuzzle};
    use slidy::puzzle::puzzle::Puzzle;
    use slidy::solver::size4x4::stm::solver::Solver;
    use slidy::solver::solver::Solver as _;
    use std::str::FromStr;

    let data = include_str!("../../../puzzles/tests/data/korf100.txt");
    let instances: Vec<(usize, Vec<u8>)> = data
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|l| {
            let w: Vec<&str> = l.split_whitespace().collect();
            (
                w[1].parse().unwrap(),
                w[2..].iter().map(|t| t.parse().unwrap()).collect(),
            )
        })
        .collect();
    // Ours: the blank-first goal, as published.
    let (_, ours_tables) = time(|| {
        let p: SlidingPuzzle = "1 0 2 3 4 5 6 7 8 9 10 11 12 13 14 15".parse().unwrap();
        p.solve(Goal::BlankFirst).unwrap()
    });
    let (ours_ok, ours_solve) = time(|| {
        instances
            .iter()
            .filter(|(len, t)| {
                let p = SlidingPuzzle::from_tiles(4, 4, t.clone()).unwrap();
                let s = p.solve(Goal::BlankFirst).unwrap();
                s.moves.len() == *len && p.play(&s.letters()).unwrap().is_solved(Goal::BlankFirst)
            })
            .count()
    });
    let boards: Vec<SlidingPuzzle> = instances
        .iter()
        .map(|(_, t)| SlidingPuzzle::from_tiles(4, 4, t.clone()).unwrap())
        .collect();
    let (all_ok, ours_parallel) = time(|| {
        sliding_puzzles::solve_many(&boards, Goal::BlankFirst)
            .iter()
            .zip(&instances)
            .filter(|(s, (len, _))| s.as_ref().unwrap().moves.len() == *len)
            .count()
    });
    // slidy solves to the blank-last goal: each instance turned half around
    // and relabelled t -> 16 - t, which keeps its optimal length.
    let (solver, theirs_tables) = time(Solver::new);
    let (theirs_ok, theirs_solve) = time(|| {
        instances
            .iter()
            .filter(|(len, t)| {
                let mut b = [0u8; 16];
                for (c, &x) in t.iter().enumerate() {
                    b[15 - c] = if x == 0 { 0 } else { 16 - x };
                }
                let rows: Vec<String> = b
                    .chunks(4)
                    .map(|r| r.iter().map(u8::to_string).collect::<Vec<_>>().join(" "))
                    .collect();
                let p = Puzzle::from_str(&rows.join("/")).unwrap();
                solver.solve(&p).unwrap().len_stm::<u64>() as usize == *len
            })
            .count()
    });
    // Ours with the 7-8 tables, when cached (`cgame fifteen tables`).
    let big = {
        use sliding_puzzles::PatternDatabase;
        let split = PatternDatabase::SPLIT_78;
        let path = PatternDatabase::cache_dir()
            .map(|d| d.join(PatternDatabase::file_name(&split)))
            .ok()
            .filter(|p| p.exists());
        path.map(|path| {
            let (db, load) = time(|| PatternDatabase::load(&path).unwrap());
            let check = |s: &sliding_puzzles::Solution, len: usize, p: &SlidingPuzzle| {
                s.moves.len() == len && p.play(&s.letters()).unwrap().is_solved(Goal::BlankFirst)
            };
            let (one_ok, one) = time(|| {
                boards
                    .iter()
                    .zip(&instances)
                    .filter(|(p, (len, _))| check(&p.solve_with(&db, Goal::BlankFirst).unwrap(), *len, p))
                    .count()
            });
            let (many_ok, many) = time(|| {
                sliding_puzzles::solve_many_with(&boards, Goal::BlankFirst, &db)
                    .iter()
                    .zip(boards.iter().zip(&instances))
                    .filter(|(s, (p, (len, _)))| check(s.as_ref().unwrap(), *len, p))
                    .count()
            });
            format!(
                "ours 7-8: load {:.2} s, solving {:.3} s ({one_ok}/100), on all cores {:.3} s ({many_ok}/100); slidy/ours-7-8 {:.1}x",
                load.as_secs_f64(),
                one.as_secs_f64(),
                many.as_secs_f64(),
                theirs_solve.as_secs_f64() / one.as_secs_f64()
            )
        })
        .unwrap_or_else(|| "no cached 7-8 tables (run `cgame fifteen tables`)".into())
    };
    println!("{big}");
    println!(
        "Korf's 100: ours tables {:.2} s + solving {:.2} s ({ours_ok}/100 optimal), on all cores {:.2} s ({all_ok}/100); slidy 0.4 tables {:.2} s + solving {:.2} s ({theirs_ok}/100); solving slidy/ours {:.1}x",
        ours_tables.as_secs_f64(),
        ours_solve.as_secs_f64(),
        ours_parallel.as_secs_f64(),
        theirs_tables.as_secs_f64(),
        theirs_solve.as_secs_f64(),
        theirs_solve.as_secs_f64() / ours_solve.as_secs_f64()
    );
}
