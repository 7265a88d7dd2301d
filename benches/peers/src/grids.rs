//! Grid rulesets against cgt 0.11 on one board: `peers konane BOARD
//! [RUNS]` and `peers amazons BOARD [RUNS]`. Each run starts from fresh
//! tables on both sides (ours: the ruleset's table emptied, then
//! `Ruleset::value` as users call it; cgt: a new transposition
//! table); the runs interleave, and the medians are printed.

use std::str::FromStr;

use cgt::short::partizan::canonical_form::CanonicalForm;
use cgt::short::partizan::partizan_game::PartizanGame;
use cgt::short::partizan::transposition_table::ParallelTranspositionTable;
use combinatorial_games::rulesets::{Ruleset, Solver};
use combinatorial_games::Game;

use crate::{median, time};

fn ours<P: Ruleset + FromStr>(board: &str, threads: usize) -> Game
where
    P::Err: std::fmt::Debug,
{
    // As users call it (a board of up to 64 squares goes through the
    // ruleset on words), with the table emptied first.
    combinatorial_games::rulesets::clear_table::<P>();
    let g = board
        .parse::<P>()
        .expect("our board")
        .value_parallel(threads);
    if std::env::var_os("PEERS_COUNT").is_some() {
        eprintln!(
            "positions in our table: {}",
            combinatorial_games::rulesets::table_len::<P>()
        );
    }
    g
}

pub(crate) fn theirs<P>(board: &str) -> CanonicalForm
where
    P: PartizanGame + FromStr,
    P::Err: std::fmt::Debug,
{
    let tt = ParallelTranspositionTable::new();
    P::from_str(board).expect("cgt's board").canonical_form(&tt)
}

/// A value's text, cut to 100 characters.
fn short(g: &Game) -> String {
    let t = g.to_string();
    match t.char_indices().nth(100) {
        Some((i, _)) => format!("{}...", &t[..i]),
        None => t,
    }
}

/// Prints one comparison: the medians, their ratio, whether the values
/// agree (and cgt's form when they do not).
fn report(
    label: &str,
    runs: usize,
    (g, h, a, b): (
        Game,
        CanonicalForm,
        std::time::Duration,
        std::time::Duration,
    ),
) {
    let agree = crate::forms::same_form(&g, &h);
    println!(
        "{label}: ours {:.4} s, cgt 0.11 {:.4} s (medians of {runs}), ours/cgt {:.3}; {} (ours: {})",
        a.as_secs_f64(),
        b.as_secs_f64(),
        a.as_secs_f64() / b.as_secs_f64(),
        if agree { "same value" } else { "DIFFERENT values" },
        short(&g),
    );
    if !agree {
        println!("  cgt 0.11: {h}");
    }
}

/// Lets the allocator tidy what the last run freed before the next run
/// is timed. glibc's `malloc` leaves small freed blocks in its fast lists
/// and merges them all at the next large request: after cgt's table of
/// millions of entries is dropped, that merge took over 2 s, and the run
/// that paid for it was ours (Toppling Dominoes, 3 ms alone, timed at
/// 2.2 s after a cgt run). A large request here, untimed, does the merge.
fn settle() {
    drop(std::hint::black_box(Vec::<u8>::with_capacity(64 * 1024)));
}

/// Runs ours and cgt's in turn, `runs` times each: the last values and
/// the median times.
fn interleave(
    runs: usize,
    us: impl Fn() -> Game,
    them: impl Fn() -> CanonicalForm,
) -> (
    Game,
    CanonicalForm,
    std::time::Duration,
    std::time::Duration,
) {
    let (mut a, mut b) = (Vec::new(), Vec::new());
    let (mut g, mut h) = (None, None);
    for _ in 0..runs {
        let (x, t) = time(&us);
        a.push(t);
        g = Some(x);
        settle();
        drop(h.take());
        let (y, t) = time(&them);
        b.push(t);
        h = Some(y);
        settle();
    }
    let (g, h) = (g.expect("a run"), h.expect("a run"));
    (g, h, median(a), median(b))
}

/// Times `game` (konane or amazons) on `board`, `runs` runs each, ours on
/// `threads` threads (cgt on one, or on rayon's with `cgt-rayon`).
pub(crate) fn grid(game: &str, board: &str, runs: usize, threads: usize) {
    use cgt::short::partizan::games::{amazons, konane};
    use combinatorial_games::games::{Amazons, Konane};
    type Ours = fn(&str, usize) -> Game;
    type Theirs = fn(&str) -> CanonicalForm;
    let (us, them): (Ours, Theirs) = match game {
        "konane" => (ours::<Konane>, theirs::<konane::Konane>),
        "amazons" => (ours::<Amazons>, theirs::<amazons::Amazons>),
        other => panic!("no grid game {other} here: konane or amazons"),
    };
    let cgt_threads = if cfg!(feature = "cgt-rayon") {
        format!("rayon's {} threads", rayon::current_num_threads())
    } else {
        "one thread".to_string()
    };
    report(
        &format!(
            "{game} {board} (ours on {}, cgt on {cgt_threads})",
            if threads == 1 {
                "one thread".to_string()
            } else {
                format!("{threads} threads")
            }
        ),
        runs,
        interleave(runs, || us(board, threads), || them(board)),
    );
}

/// cgt's sum of Toppling Dominoes rows of `l` (blue) and `r` (red).
pub(crate) fn their_toppling(
    rows: &[&str],
) -> cgt::short::partizan::games::toppling_dominoes::TopplingDominoes {
    use cgt::grid::small_bit_grid::SmallBitGrid;
    use cgt::grid::Grid;
    use cgt::short::partizan::games::toppling_dominoes as theirs;
    let grids = rows.iter().map(|r| {
        let mut g = SmallBitGrid::<theirs::Tile>::empty(r.len() as u8, 1).expect("at most 64");
        for (x, c) in r.chars().enumerate() {
            let t = if c == 'l' {
                theirs::Tile::Blue
            } else {
                theirs::Tile::Red
            };
            g.set(x as u8, 0, t);
        }
        g
    });
    theirs::TopplingDominoes::new(grids.collect())
}

/// Toppling Dominoes rows (`l` blue, `r` red; cgt 0.11 has no green)
/// against cgt 0.11: `peers toppling ROW[,ROW...] [RUNS]`, the sum of the
/// rows, fresh tables each run.
pub(crate) fn toppling(rows: &str, runs: usize) {
    use combinatorial_games::games::TopplingDominoes;
    let rows: Vec<&str> = rows.split(',').collect();
    let us = || {
        let mut s = Solver::new();
        let parts = rows
            .iter()
            .map(|r| r.parse::<TopplingDominoes>().expect("our row"));
        parts.map(|p| s.value(&p)).sum::<Game>()
    };
    let them = || their_toppling(&rows).canonical_form(&ParallelTranspositionTable::new());
    report(
        &format!("toppling {}", rows.join(",")),
        runs,
        interleave(runs, us, them),
    );
}

/// Snort on a path of `n` vertices against cgt 0.11: `peers snort N
/// [RUNS]`, fresh tables each run.
pub(crate) fn snort_path(n: usize, runs: usize) {
    use cgt::graph::adjacency_matrix::undirected::UndirectedGraph;
    use cgt::graph::{Graph, VertexIndex};
    use cgt::short::partizan::games::snort::{Snort, VertexColor, VertexKind};
    use combinatorial_games::games::ColGraph;
    let text = vec!["."; n].join("-");
    let us = || Solver::new().value(&ColGraph::snort(&text).expect("our graph"));
    let them = || {
        let edges: Vec<(VertexIndex, VertexIndex)> = (1..n)
            .map(|i| (VertexIndex { index: i - 1 }, VertexIndex { index: i }))
            .collect();
        let vertices = vec![VertexKind::Single(VertexColor::Empty); n];
        let tt = ParallelTranspositionTable::new();
        Snort::new(UndirectedGraph::from_edges(&edges, &vertices)).canonical_form(&tt)
    };
    report(
        &format!("snort path of {n}"),
        runs,
        interleave(runs, us, them),
    );
}

/// Col against cgt 0.11: `peers col N [RUNS]` on a path of N vertices,
/// `peers col RxC [RUNS]` on the grid graph of R rows and C columns; fresh
/// tables each run.
pub(crate) fn col(shape: &str, runs: usize) {
    use cgt::graph::adjacency_matrix::undirected::UndirectedGraph;
    use cgt::graph::{Graph, VertexIndex};
    use cgt::short::partizan::games::col::{Col, VertexColor};
    use combinatorial_games::games::ColGraph;
    let (rows, cols) = match shape.split_once('x') {
        Some((r, c)) => (r.parse().expect("rows"), c.parse().expect("columns")),
        None => (1, shape.parse().expect("a number of vertices")),
    };
    let n: usize = rows * cols;
    let mut edges = Vec::new();
    for r in 0..rows {
        for c in 0..cols {
            let v = r * cols + c;
            if c + 1 < cols {
                edges.push((v, v + 1));
            }
            if r + 1 < rows {
                edges.push((v, v + cols));
            }
        }
    }
    // Our notation: every vertex named, each edge a branch from vertex 0.
    let branches: Vec<String> = (1..n)
        .map(|v| format!(":{{{v}}}"))
        .chain(edges.iter().map(|(a, b)| format!(":{{{a}}}-:{{{b}}}")))
        .collect();
    let text = format!(":{{0}}({})", branches.join(";"));
    let us = || Solver::new().value(&ColGraph::col(&text).expect("our graph"));
    let them = || {
        let e: Vec<(VertexIndex, VertexIndex)> = edges
            .iter()
            .map(|&(a, b)| (VertexIndex { index: a }, VertexIndex { index: b }))
            .collect();
        let vertices = vec![VertexColor::Empty; n];
        let tt = ParallelTranspositionTable::new();
        Col::new(UndirectedGraph::from_edges(&e, &vertices)).canonical_form(&tt)
    };
    report(
        &format!("col on {rows} x {cols}"),
        runs,
        interleave(runs, us, them),
    );
}
