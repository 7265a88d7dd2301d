//! `cgame toads --atlas N`: every Toads and Frogs board over `T`, `F`, `_`
//! of each length up to N, valued on every core, with a census of what
//! was found and, on request, one line per board in a TSV file.
//!
//! Boards are valued in blocks on rayon's threads, all through the
//! ruleset's one process-wide table (shared in shards, so the threads do
//! not queue on it); blocks come back in order, so the file is the same
//! whatever the number of threads.

use std::cell::RefCell;
use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;
use std::rc::Rc;
use std::time::Instant;

use clap::Parser;
use combinatorial_games::games::{Cell, ToadsAndFrogs};
use combinatorial_games::rulesets::Ruleset;
use combinatorial_games::{Game, Outcome};
use rayon::prelude::*;
use rustc_hash::FxHashMap;

use crate::Printer;

/// The longest boards an atlas takes: 16 is 64.6 million boards and a
/// table of a few gigabytes (docs/atlas.md gives the measured memory);
/// each length more triples both.
const MAX_LENGTH: u32 = 16;

/// Boards valued in one piece of work.
const BLOCK: u64 = 2048;

#[derive(Parser, Debug)]
#[command(
    name = "cgame toads --atlas",
    about = "Every Toads and Frogs board of each length up to N, with a census"
)]
struct Args {
    /// The longest board (at most 16): every board over T, F and _ of
    /// length 0 to N is valued, (3^(N+1) - 1) / 2 of them.
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(0..=MAX_LENGTH as i64))]
    atlas: u32,
    /// Also write one line per board (board, value, outcome, mean,
    /// temperature; tab-separated, with a header) to this file.
    #[arg(long, value_name = "FILE")]
    out: Option<PathBuf>,
    /// Threads to use (default: one per core).
    #[arg(long, value_name = "K", value_parser = clap::value_parser!(u16).range(1..))]
    threads: Option<u16>,
    /// How many values each list of the census shows.
    #[arg(long, value_name = "K", default_value_t = 10)]
    top: usize,
}

/// Whether `cgame toads ...` asks for the atlas.
pub(crate) fn wanted(args: &[String]) -> bool {
    args.iter()
        .any(|a| a == "--atlas" || a.starts_with("--atlas="))
}

/// What is known of one value of the atlas: how many boards have it, and
/// the first of them in the atlas's order.
#[derive(Clone, Copy)]
pub(crate) struct Seen {
    pub(crate) count: u64,
    pub(crate) first: u64,
}

/// What one block found.
#[derive(Default)]
struct Found {
    values: FxHashMap<Game, Seen>,
    outcomes: [u64; 4],
    lines: String,
}

impl Found {
    /// Both finds together, `self`'s lines first; the smaller map is
    /// merged into the larger.
    fn merge(mut self, mut other: Found) -> Found {
        if self.values.len() < other.values.len() {
            std::mem::swap(&mut self.values, &mut other.values);
        }
        for (g, s) in other.values {
            self.values
                .entry(g)
                .and_modify(|e| {
                    e.count += s.count;
                    e.first = e.first.min(s.first);
                })
                .or_insert(s);
        }
        for (a, b) in self.outcomes.iter_mut().zip(other.outcomes) {
            *a += b;
        }
        self.lines.push_str(&other.lines);
        self
    }
}

/// A value's outcome and (when the file is written) its columns, kept
/// per thread so that each value is printed once a thread.
struct Shown {
    outcome: Outcome,
    text: Option<String>,
}

thread_local! {
    static SHOWN: RefCell<FxHashMap<Game, Rc<Shown>>> = RefCell::new(FxHashMap::default());
}

fn shown(g: Game, lines: bool) -> Rc<Shown> {
    SHOWN.with(|m| {
        let mut m = m.borrow_mut();
        let s = m.entry(g).or_insert_with(|| {
            Rc::new(Shown {
                outcome: g.outcome(),
                text: None,
            })
        });
        if lines && s.text.is_none() {
            let t = g.thermograph();
            *s = Rc::new(Shown {
                outcome: s.outcome,
                text: Some(format!(
                    "{g}\t{}\t{}\t{}",
                    s.outcome,
                    t.mast(),
                    t.temperature()
                )),
            });
        }
        Rc::clone(s)
    })
}

fn outcome_index(o: Outcome) -> usize {
    match o {
        Outcome::L => 0,
        Outcome::R => 1,
        Outcome::P => 2,
        Outcome::N => 3,
    }
}

/// How many boards there are of each length below `len`: where the boards
/// of length `len` start in the atlas's order.
fn start_of(len: u32) -> u64 {
    (3u64.pow(len) - 1) / 2
}

/// The board at `index` among those of length `len`: base-3 digits, most
/// significant first, T = 0, F = 1, _ = 2 (so boards of one length come
/// in the order of their text, T < F < _).
fn board(len: u32, index: u64) -> Vec<Cell> {
    let mut cells = vec![Cell::Empty; len as usize];
    let mut i = index;
    for c in cells.iter_mut().rev() {
        *c = [Cell::Left, Cell::Right, Cell::Empty][(i % 3) as usize];
        i /= 3;
    }
    cells
}

/// The board at `ordinal` in the whole atlas.
fn board_at(ordinal: u64) -> ToadsAndFrogs {
    let len = (0..=MAX_LENGTH + 1)
        .take_while(|&l| start_of(l) <= ordinal)
        .last()
        .unwrap_or(0);
    ToadsAndFrogs::from_cells(board(len, ordinal - start_of(len)))
}

fn run_block(len: u32, from: u64, to: u64, lines: bool) -> Found {
    let mut found = Found::default();
    for i in from..to {
        let p = ToadsAndFrogs::from_cells(board(len, i));
        let g = p.value();
        let s = shown(g, lines);
        found.outcomes[outcome_index(s.outcome)] += 1;
        let ordinal = start_of(len) + i;
        found
            .values
            .entry(g)
            .and_modify(|e| e.count += 1)
            .or_insert(Seen {
                count: 1,
                first: ordinal,
            });
        if lines {
            use std::fmt::Write as _;
            let _ = writeln!(
                found.lines,
                "{p}\t{}",
                s.text.as_deref().unwrap_or_default()
            );
        }
    }
    found
}

/// `cgame toads --atlas N [--out FILE] [--threads K] [--top K]`.
pub(crate) fn atlas(printer: &Printer, args: &[String]) -> ExitCode {
    let args = match Args::try_parse_from(
        std::iter::once("cgame toads".to_string()).chain(args.iter().cloned()),
    ) {
        Ok(a) => a,
        Err(e) => {
            let _ = e.print();
            return ExitCode::from(if e.use_stderr() { 2 } else { 0 });
        }
    };
    let mut pool = rayon::ThreadPoolBuilder::new().stack_size(64 << 20);
    if let Some(k) = args.threads {
        pool = pool.num_threads(k.into());
    }
    let pool = match pool.build() {
        Ok(p) => p,
        Err(e) => {
            eprintln!("error: cannot start the threads: {e}");
            return ExitCode::from(1);
        }
    };
    let mut out = match &args.out {
        None => None,
        Some(path) => match std::fs::File::create(path) {
            Ok(f) => Some((path, std::io::BufWriter::new(f))),
            Err(e) => {
                eprintln!("error: cannot write {}: {e}", path.display());
                return ExitCode::from(1);
            }
        },
    };
    let began = Instant::now();
    let total = start_of(args.atlas + 1);
    let found = match pool.install(|| sweep(args.atlas, total, &mut out)) {
        Ok(f) => f,
        Err((path, e)) => {
            eprintln!("error: cannot write {}: {e}", path.display());
            return ExitCode::from(1);
        }
    };
    let census =
        pool.install(|| super::atlas_census::Census::of(&found.values, found.outcomes, args.top));
    census.print(
        printer,
        args.atlas,
        total,
        began.elapsed(),
        pool.current_num_threads(),
        |o| board_at(o).to_string(),
    );
    ExitCode::SUCCESS
}

type Out<'a> = Option<(&'a PathBuf, std::io::BufWriter<std::fs::File>)>;

/// Values every board, in windows of blocks run in parallel and then
/// merged (and written) in order.
fn sweep<'a>(
    longest: u32,
    total: u64,
    out: &mut Out<'a>,
) -> Result<Found, (&'a PathBuf, std::io::Error)> {
    let _shown = crate::watchdog::bar_shown();
    let bar = indicatif::ProgressBar::new(total);
    bar.set_style(
        indicatif::ProgressStyle::with_template("{bar:40} {pos}/{len} boards, {eta} left")
            .unwrap_or_else(|_| indicatif::ProgressStyle::default_bar()),
    );
    let blocks: Vec<(u32, u64, u64)> = (0..=longest)
        .flat_map(|len| {
            let n = 3u64.pow(len);
            (0..n.div_ceil(BLOCK)).map(move |b| (len, b * BLOCK, ((b + 1) * BLOCK).min(n)))
        })
        .collect();
    let lines = out.is_some();
    // With a file, windows of blocks keep its lines in order without
    // holding them all; without one, a single pass has no barrier between
    // windows. Either way the blocks' finds are merged on the threads
    // (fold, then reduce: rayon combines neighbouring ranges in order, so
    // the lines stay in the atlas's order), not on one thread after them.
    let window = if lines {
        16 * rayon::current_num_threads()
    } else {
        blocks.len().max(1)
    };
    let mut all = Found::default();
    if let Some((path, w)) = out.as_mut() {
        w.write_all(b"board\tvalue\toutcome\tmean\ttemperature\n")
            .map_err(|e| (*path, e))?;
    }
    for chunk in blocks.chunks(window) {
        let mut found = chunk
            .par_iter()
            .map(|&(len, from, to)| {
                let f = run_block(len, from, to, lines);
                bar.inc(to - from);
                f
            })
            .reduce(Found::default, Found::merge);
        if let Some((path, w)) = out.as_mut() {
            w.write_all(found.lines.as_bytes())
                .map_err(|e| (*path, e))?;
            found.lines = String::new();
        }
        all = all.merge(found);
    }
    if let Some((path, w)) = out.as_mut() {
        w.flush().map_err(|e| (*path, e))?;
    }
    bar.finish_and_clear();
    Ok(all)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn boards_come_in_order_of_their_text() {
        let texts: Vec<String> = (0..start_of(3)).map(|o| board_at(o).to_string()).collect();
        assert_eq!(texts[..5], ["", "T", "F", "_", "TT"]);
        assert_eq!(texts.last().map(String::as_str), Some("__"));
        assert_eq!(board_at(start_of(3)).to_string(), "TTT");
        assert_eq!(board_at(start_of(4) - 1).to_string(), "___");
    }
}
