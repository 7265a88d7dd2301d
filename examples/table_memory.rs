//! What the table of canonical forms costs in memory, measured, for the
//! figure in the docs (`docs/memory.md`):
//!
//! ```text
//! cargo run --release --example table_memory
//! ```
//!
//! Each workload runs in a fresh process (the table only grows, so the
//! workloads would share entries otherwise): the example starts itself
//! once per workload and prints the forms it added, the growth of resident
//! memory, and the bytes per form. Linux only (it reads `/proc/self/statm`).

use std::process::Command;

use combinatorial_games::Game;
use combinatorial_games::expr::Session;

/// Resident memory in KiB.
fn rss_kib() -> u64 {
    let statm = std::fs::read_to_string("/proc/self/statm").unwrap_or_default();
    let pages: u64 = statm
        .split_whitespace()
        .nth(1)
        .and_then(|p| p.parse().ok())
        .unwrap_or(0);
    pages * 4
}

/// The workloads: a name, the REPL line for each step, and how many steps.
type Line = fn(u64) -> String;
const WORKLOADS: &[(&str, Line, u64)] = &[
    ("nimbers *n", |n| format!("*{n}"), 200_000),
    ("numbers n/1024", |n| format!("{n}/1024"), 200_000),
    (
        "{n|-n} + *n (the issue's REPL lines)",
        |n| format!("{{{n}|-{n}}} + *{n}"),
        40_000,
    ),
    (
        "{n|0} + *n + ^",
        |n| format!("{{{n}|0}} + *{n} + ^"),
        40_000,
    ),
    (
        "{n*n|0} (n options listed)",
        |n| format!("{{{n}*{n}|0}}"),
        1_500,
    ),
    (
        "{n|-n} + {n/2|-n/2} + {n/4|-n/4}",
        |n| format!("{{{n}|-{n}}} + {{{n}/2|-{n}/2}} + {{{n}/4|-{n}/4}}"),
        40_000,
    ),
    (
        "heated nimbers (*n).Heat(1)",
        |n| format!("(*{n}).Heat(1)"),
        16,
    ),
    ("Toads and Frogs T^a _^b F^c", |n| toads(n), 1_000),
];

/// The n-th row `T^a _^b F^c` with a + b + c at most 12.
fn toads(n: u64) -> String {
    let (a, b, c) = (n % 5, (n / 5) % 5, (n / 25) % 5 + 1);
    format!(
        "ToadsAndFrogs(\"{}{}{}\")",
        "T".repeat(a as usize + 1),
        "_".repeat(b as usize + 1),
        "F".repeat(c as usize + (n / 125) as usize % 3)
    )
}

fn run(index: usize) {
    let (name, line, count) = WORKLOADS[index];
    let mut session = Session::new();
    let (rss0, forms0) = (rss_kib(), Game::table_len());
    for i in 1..=count {
        if let Ok(v) = session.eval(&line(i)) {
            drop(v.to_string());
        }
    }
    let (rss1, forms1) = (rss_kib(), Game::table_len());
    let forms = forms1 - forms0;
    let grown = rss1.saturating_sub(rss0);
    println!(
        "{name:<40} {count:>8} lines {forms:>9} forms {:>8.1} MiB {:>6.0} bytes/form",
        grown as f64 / 1024.0,
        grown as f64 * 1024.0 / forms.max(1) as f64
    );
}

fn main() {
    if let Some(i) = std::env::args().nth(1).and_then(|a| a.parse().ok()) {
        run(i);
        return;
    }
    let me = std::env::current_exe().expect("the example's own path");
    for i in 0..WORKLOADS.len() {
        let status = Command::new(&me).arg(i.to_string()).status();
        if !status.is_ok_and(|s| s.success()) {
            eprintln!("workload {i} failed");
        }
    }
}
