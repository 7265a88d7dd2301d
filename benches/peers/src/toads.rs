//! Toads and Frogs rows `T^a _^b F^c`, a + b + c <= n (and TTTTT__FFFFF):
//! ours and cgt 0.11's, each on one thread and on every core, each run in
//! a fresh process (empty tables), interleaved.

use std::process::Command;
use std::time::Duration;

use rayon::prelude::*;

use crate::{median, time};

/// The rows T^a _^b F^c with a + b + c <= n, then TTTTT__FFFFF.
fn rows(n: usize) -> Vec<String> {
    let mut rows = Vec::new();
    for len in 0..=n {
        for a in 0..=len {
            for b in 0..=len - a {
                let c = len - a - b;
                rows.push(format!(
                    "{}{}{}",
                    "T".repeat(a),
                    ".".repeat(b),
                    "F".repeat(c)
                ));
            }
        }
    }
    rows.push("TTTTT..FFFFF".to_string());
    rows
}

/// One timed run in this process: `ours-1`, `ours-all`, `cgt-1` or
/// `cgt-all`; prints the seconds.
pub(crate) fn once(who: &str, n: usize) {
    use cgt::short::partizan::games::toads_and_frogs::ToadsAndFrogs as TheirToads;
    use cgt::short::partizan::partizan_game::PartizanGame;
    use cgt::short::partizan::transposition_table::ParallelTranspositionTable;
    use combinatorial_games::games::ToadsAndFrogs;
    use combinatorial_games::rulesets::Ruleset;
    use std::str::FromStr;

    let rows = rows(n);
    let ours: Vec<ToadsAndFrogs> = rows.iter().map(|r| r.parse().unwrap()).collect();
    let theirs: Vec<TheirToads> = rows
        .iter()
        .map(|r| TheirToads::from_str(r).unwrap())
        .collect();
    let t = match who {
        // One thread, through the process-wide table, as users call it
        // (a fresh process: the table starts empty).
        "ours-1" => time(|| ours.iter().map(|p| p.value()).collect::<Vec<_>>()).1,
        // Every core, through the process-wide table they share.
        "ours-all" => time(|| ours.par_iter().map(|p| p.value()).collect::<Vec<_>>()).1,
        "cgt-1" => {
            time(|| {
                let tt = ParallelTranspositionTable::new();
                theirs
                    .iter()
                    .map(|p| p.canonical_form(&tt))
                    .collect::<Vec<_>>()
            })
            .1
        }
        "cgt-all" => {
            time(|| {
                let tt = ParallelTranspositionTable::new();
                theirs
                    .par_iter()
                    .map(|p| p.canonical_form(&tt))
                    .collect::<Vec<_>>()
            })
            .1
        }
        _ => panic!("ours-1, ours-all, cgt-1 or cgt-all"),
    };
    println!("{}", t.as_secs_f64());
}

/// Checks the values agree, then times each kind of run `runs` times,
/// interleaved, each in a fresh process, and prints the medians.
pub(crate) fn toads(n: usize, runs: usize) {
    use cgt::short::partizan::games::toads_and_frogs::ToadsAndFrogs as TheirToads;
    use cgt::short::partizan::partizan_game::PartizanGame;
    use cgt::short::partizan::transposition_table::ParallelTranspositionTable;
    use combinatorial_games::games::ToadsAndFrogs;
    use combinatorial_games::rulesets::Ruleset;
    use std::str::FromStr;

    let rows = rows(n);
    let tt = ParallelTranspositionTable::new();
    let same = rows
        .iter()
        .filter(|r| {
            let g = r.parse::<ToadsAndFrogs>().unwrap().value();
            crate::forms::same_form(&g, &TheirToads::from_str(r).unwrap().canonical_form(&tt))
        })
        .count();
    let kinds = ["ours-1", "ours-all", "cgt-1", "cgt-all"];
    let mut times: Vec<Vec<Duration>> = vec![Vec::new(); kinds.len()];
    let me = std::env::current_exe().expect("this program's path");
    for _ in 0..runs {
        for (k, who) in kinds.iter().enumerate() {
            let out = Command::new(&me)
                .args(["toads-once", who, &n.to_string()])
                .output()
                .expect("a run");
            let secs: f64 = String::from_utf8_lossy(&out.stdout)
                .trim()
                .parse()
                .expect("seconds");
            times[k].push(Duration::from_secs_f64(secs));
        }
    }
    let m: Vec<f64> = times.into_iter().map(|t| median(t).as_secs_f64()).collect();
    println!(
        "toads and frogs, {} rows (a+b+c <= {n}, and TTTTT__FFFFF), medians of {runs} fresh processes on {} cores:",
        rows.len(),
        rayon::current_num_threads()
    );
    println!("  ours, 1 thread:      {:.3} s", m[0]);
    println!("  ours, every core:    {:.3} s", m[1]);
    println!("  cgt 0.11, 1 thread:  {:.3} s", m[2]);
    println!("  cgt 0.11, every core {:.3} s", m[3]);
    println!(
        "  ours/cgt: {:.3} (1 thread each), {:.3} (ours on every core, cgt on 1), {:.3} (both on every core); values agree on {same}/{}",
        m[0] / m[2],
        m[1] / m[2],
        m[1] / m[3],
        rows.len()
    );
}
