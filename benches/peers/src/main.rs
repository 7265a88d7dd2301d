//! One run, several crates, the same work: prints wall-clock medians.
//!
//! `cargo run --release -- WHAT` here (not part of CI; the peers' licences
//! stay in this program):
//!
//! - `switches [max_n]`: `{1|-1}+...+{n|-n}` against cgt 0.11;
//! - `nimber`: 64-bit nim-products against nimber 0.1.1;
//! - `octal CODE N`: the first N values of an octal game against ogs 0.0.6.

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

fn agree(g: &Game, h: &CanonicalForm, depth: u32) -> bool {
    let mut gl = g.left_options();
    let mut gr = g.right_options();
    let mut hl: Vec<CanonicalForm> = h.left_moves().map(|c| c.into_owned()).collect();
    let mut hr: Vec<CanonicalForm> = h.right_moves().map(|c| c.into_owned()).collect();
    let top = u64::from(h.birthday()) == u64::try_from(g.birthday()).unwrap()
        && h.left_stop().to_string() == g.left_stop().to_string()
        && h.right_stop().to_string() == g.right_stop().to_string()
        && gl.len() == hl.len()
        && gr.len() == hr.len();
    if !top || depth == 0 {
        return top;
    }
    // Sort both sides the same way: by Left stop, then Right stop, then birthday.
    let key_g = |x: &Game| {
        (
            x.left_stop().to_f64(),
            x.right_stop().to_f64(),
            x.birthday(),
        )
    };
    let key_h = |x: &CanonicalForm| {
        (
            x.left_stop().to_string().parse::<f64>().unwrap_or(f64::NAN),
            x.right_stop()
                .to_string()
                .parse::<f64>()
                .unwrap_or(f64::NAN),
            x.birthday(),
        )
    };
    gl.sort_by(|a, b| key_g(a).partial_cmp(&key_g(b)).unwrap());
    gr.sort_by(|a, b| key_g(a).partial_cmp(&key_g(b)).unwrap());
    hl.sort_by(|a, b| key_h(a).partial_cmp(&key_h(b)).unwrap());
    hr.sort_by(|a, b| key_h(a).partial_cmp(&key_h(b)).unwrap());
    gl.iter().zip(&hl).all(|(a, b)| agree(a, b, depth - 1))
        && gr.iter().zip(&hr).all(|(a, b)| agree(a, b, depth - 1))
}

fn time<T>(f: impl FnOnce() -> T) -> (T, Duration) {
    let t = Instant::now();
    let v = f();
    (v, t.elapsed())
}

fn median(mut v: Vec<Duration>) -> Duration {
    v.sort();
    v[v.len() / 2]
}

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
        _ => eprintln!("usage: peers switches [max_n] | peers nimber | peers octal CODE N [RUNS]"),
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
    let per_product = |f: &dyn Fn()| {
        let runs: Vec<Duration> = (0..11).map(|_| time(f).1).collect();
        median(runs).as_secs_f64() / ps.len() as f64 * 1e9
    };
    let ours = per_product(&|| {
        for &(a, b) in &ps {
            std::hint::black_box(Nimber(a) * Nimber(b));
        }
    });
    let theirs_in: Vec<(FiniteNimber, FiniteNimber)> = ps
        .iter()
        .map(|&(a, b)| (FiniteNimber::from(a), FiniteNimber::from(b)))
        .collect();
    let theirs = per_product(&|| {
        for (a, b) in &theirs_in {
            std::hint::black_box(a * b);
        }
    });
    println!("64-bit nim-product, ns a product (median of 11 runs of 1024):");
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
        // A check that both computed the same value (their printed forms
        // differ in style): birthdays, stops and the number of options on
        // each side agree, here and for each pair of options.
        let same = agree(&g, &h, 2);
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
