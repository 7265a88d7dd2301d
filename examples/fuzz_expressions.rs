//! A fuzzer for the expression language, run outside CI:
//!
//! ```text
//! cargo run --release --example fuzz_expressions -- [COUNT] [SEED]
//! ```
//!
//! It writes expressions from a grammar of the language with extreme values
//! in it (64-bit nimbers and counts of ups, 30-digit numbers, deep
//! up-powers, every method and function with random arguments), and
//! mutates some of them character by character. Each is evaluated under a
//! 100 ms budget. It fails on a panic, and on an error whose column lies
//! outside the input, and notes inputs that ran past 1 s (work that does
//! not look at the budget); an abort (a stack overflow) ends the process,
//! and the input being evaluated is then in `target/fuzz-current-SEED.txt`.
//! Inputs that failed go to `target/fuzz-failures-SEED.txt`, to be added to
//! `tests/fuzz/corpus.txt`.

use std::fs::File;
use std::io::Write;
use std::os::unix::fs::FileExt;
use std::panic::{self, AssertUnwindSafe};
use std::time::{Duration, Instant};

use combinatorial_games::budget::Budget;
use combinatorial_games::expr::{self, ErrorKind, Session};
use proptest::prelude::Rng as _;
use proptest::test_runner::{RngAlgorithm, TestRng};

/// Proptest's seeded generator (a dev-dependency already), so a seed
/// names the same inputs on every machine.
struct Rng(TestRng);

/// cgame's default `--max-text`.
const MAX_TEXT: u64 = 16 << 20;

impl Rng {
    fn new(seed: u64) -> Rng {
        let bytes: Vec<u8> = (0..4).flat_map(|_| seed.to_le_bytes()).collect();
        Rng(TestRng::from_seed(RngAlgorithm::ChaCha, &bytes))
    }
    fn below(&mut self, n: usize) -> usize {
        (self.0.next_u64() % n as u64) as usize
    }
    fn pick<'a>(&mut self, items: &[&'a str]) -> &'a str {
        items[self.below(items.len())]
    }
}

const COUNTS: &[&str] = &[
    "0",
    "1",
    "2",
    "3",
    "7",
    "16",
    "100",
    "289",
    "10000",
    "100000",
    "1048577",
    "9223372036854775807",
    "18446744073709551615",
    "123456789012345678901234567890",
];

fn atom(r: &mut Rng) -> String {
    let n = r.pick(COUNTS);
    match r.below(14) {
        0 => n.to_string(),
        1 => format!("-{n}"),
        2 => format!("*{n}"),
        3 => format!("^{n}"),
        4 => format!("v{n}*{}", r.pick(COUNTS)),
        5 => format!("^<{n}>"),
        6 => format!("v[{n}]*"),
        7 => format!("{}/{}", r.pick(COUNTS), r.pick(&["2", "1024", "3", "0"])),
        8 => format!("({n} * ^)"),
        9 => r
            .pick(&[
                "^", "v", "*", "0", "+-1", "{1|-1}", "{2|^}", "Tiny(1)", "Miny(2)",
            ])
            .to_string(),
        10 => format!("1/2^{n}"),
        // Ordinals and surreal numbers.
        11 => r
            .pick(&[
                "omega",
                "omega^omega",
                "1/omega",
                "(omega+1)/(omega-1)",
                "omega^(-1)",
                "(omega^omega - omega)/3",
            ])
            .to_string(),
        // Boards for the catalogue's games, read by the functions.
        12 => r
            .pick(&[
                "\"...|.x.|...\"",
                "\"x..#|.o.x\"",
                "\"l(l;rl)\"",
                "\"TT__FF\"",
                "\"\"",
                "\"|||\"",
            ])
            .to_string(),
        _ => format!("+-{n}"),
    }
}

fn game(r: &mut Rng, depth: usize) -> String {
    if depth == 0 {
        return atom(r);
    }
    match r.below(12) {
        10 | 11 => program(r, depth),
        0 | 1 => atom(r),
        8 => catalogue_board(r),
        9 => {
            let e = example(r);
            mutate(r, e)
        }
        2 => {
            let side = |r: &mut Rng| {
                (0..r.below(3))
                    .map(|_| game(r, depth - 1))
                    .collect::<Vec<_>>()
                    .join(",")
            };
            format!("{{{}|{}}}", side(r), side(r))
        }
        3 => {
            let op = r.pick(&[
                " + ", " - ", " * ", " : ", " == ", " <= ", " <> ", " < ", " >= ",
            ]);
            format!("({}{op}{})", game(r, depth - 1), game(r, depth - 1))
        }
        4 | 5 => method(r, depth),
        6 => function(r, depth),
        _ => format!("-({})", game(r, depth - 1)),
    }
}

/// Names, functions and the statements that bind them: a few names, so
/// that some are bound where they are used and some are not, closures
/// that share a `var`, loops that make functions, and the flow words.
fn program(r: &mut Rng, depth: usize) -> String {
    let name = |r: &mut Rng| r.pick(&["a", "b", "x", "y", "f", "t"]).to_string();
    let (n, m) = (name(r), name(r));
    let g = game(r, depth - 1);
    let h = game(r, depth - 1);
    match r.below(9) {
        0 => format!("({n} -> {g})({h})"),
        1 => format!("{n} := {m} -> ({g} + {m}); {n}({h})"),
        2 => format!("L := [{n} -> {n} + {m} for {m} from 1 to 3]; L[2]({g})"),
        3 => format!("begin var {n} := {g}; ({n} := {n} + {h}); {n} end"),
        4 => format!("{n} := 0; for {m} from 1 to 4 do {n} := {n} + {g} end; {n}"),
        5 => format!(
            "mk := () -> begin var {n} := {g}; [{m} -> ({n} := {m}), () -> {n}] end; \
             p := mk(); p[1]({h}); p[2]()"
        ),
        6 => format!(
            "{n} := k -> begin var {m} := j -> if j <= 0 then {g} else {m}(j - 1) end; {m}(k) end; {n}(3)"
        ),
        7 => format!(
            "[begin if {m} == 2 then continue end; if {m} == 4 then break end; {g} end for {m} from 1 to 5]"
        ),
        _ => format!("def {n}({m}) begin return {g}; {h} end; {n}({h})"),
    }
}

fn method(r: &mut Rng, depth: usize) -> String {
    let methods = expr::methods();
    let m = &methods[r.below(methods.len())];
    let (least, most) = m.arity();
    let n = least + r.below(most - least + 2); // sometimes one too many
    let args: Vec<String> = (0..n).map(|_| game(r, depth - 1)).collect();
    let call = if n == 0 && r.below(2) == 0 {
        String::new()
    } else {
        format!("({})", args.join(", "))
    };
    format!("({}).{}{call}", game(r, depth - 1), m.name)
}

fn function(r: &mut Rng, depth: usize) -> String {
    let functions = expr::functions();
    let f = &functions[r.below(functions.len())];
    let (least, most) = f.arity();
    let n = least + r.below(most - least + 1);
    let args: Vec<String> = (0..n).map(|_| game(r, depth - 1)).collect();
    format!("{}({})", f.name, args.join(", "))
}

/// A game of the catalogue on its example board, the board sometimes
/// repeated, cut or changed a little (the web page and `cgame` read boards
/// of users' choosing).
fn catalogue_board(r: &mut Rng) -> String {
    let entries = combinatorial_games::games::CATALOGUE;
    let e = entries[r.below(entries.len())];
    let mut board = e.example.to_string();
    match r.below(5) {
        0 => board = board.repeat(1 + r.below(4)),
        1 => board.truncate(r.below(board.len() + 1)),
        2 => {
            let cells: Vec<char> = format!("{board}.|#xoTF_lreLR-;():{{}}0123456789 ")
                .chars()
                .collect();
            let mut chars: Vec<char> = board.chars().collect();
            for _ in 0..1 + r.below(3) {
                let at = r.below(chars.len() + 1);
                let c = cells[r.below(cells.len())];
                if at < chars.len() && r.below(2) == 0 {
                    chars[at] = c;
                } else {
                    chars.insert(at, c);
                }
            }
            board = chars.into_iter().collect();
        }
        _ => {}
    }
    let board = board.replace('"', "");
    format!("{}(\"{board}\")", e.expr_name)
}

/// The example of a function or a method, as its help gives it.
fn example(r: &mut Rng) -> &'static str {
    let (f, m) = (expr::functions(), expr::methods());
    let i = r.below(f.len() + m.len());
    if i < f.len() {
        f[i].example
    } else {
        m[i - f.len()].example
    }
}

/// Replaces, inserts or deletes a few characters.
fn mutate(r: &mut Rng, text: &str) -> String {
    let mut chars: Vec<char> = text.chars().collect();
    let alphabet: Vec<char> = "{}|,.*^v+-/:()0123456789 <>=!±↑↓∗[]aZ\0\u{7f}"
        .chars()
        .collect();
    for _ in 0..1 + r.below(4) {
        let at = r.below(chars.len() + 1);
        let c = alphabet[r.below(alphabet.len())];
        match r.below(3) {
            0 if at < chars.len() => chars[at] = c,
            1 if at < chars.len() => {
                chars.remove(at);
            }
            _ => chars.insert(at, c),
        }
    }
    chars.into_iter().collect()
}

fn main() {
    let mut args = std::env::args().skip(1);
    if let Ok(text) = std::env::var("FUZZ_ONE") {
        // One input, to look at a crash or a slow one: under the fuzzer's
        // budget, timed.
        let mut session = Session::new();
        session.set_budget(Some(Budget::time(Duration::from_millis(100))));
        let started = Instant::now();
        let v = session.eval(&text).map(|v| v.to_string());
        println!("{v:?} in {:.2} s", started.elapsed().as_secs_f64());
        return;
    }
    let count: u64 = args.next().and_then(|a| a.parse().ok()).unwrap_or(100_000);
    let seed: u64 = args.next().and_then(|a| a.parse().ok()).unwrap_or(1);
    let mut r = Rng::new(seed);
    let current =
        File::create(format!("target/fuzz-current-{seed}.txt")).expect("target/ is writable");
    let mut failures =
        File::create(format!("target/fuzz-failures-{seed}.txt")).expect("target/ is writable");
    panic::set_hook(Box::new(|_| {})); // failures are counted, not printed
    let budget = Budget::time(Duration::from_millis(100));
    let (mut values, mut errors, mut spent, mut failed, mut slow) = (0u64, 0u64, 0u64, 0u64, 0u64);
    let began = Instant::now();
    for i in 0..count {
        let depth = 1 + r.below(3);
        let mut text = game(&mut r, depth);
        if r.below(3) == 0 {
            text = mutate(&mut r, &text);
        }
        current
            .set_len(0)
            .and_then(|_| current.write_all_at(text.as_bytes(), 0))
            .ok();
        let mut session = Session::new();
        session.set_budget(Some(budget.clone()));
        let started = Instant::now();
        // Printed as cgame's REPL prints: within the budget, measured
        // first, written only when it is under cgame's default --max-text.
        let outcome = panic::catch_unwind(AssertUnwindSafe(|| {
            session.eval(&text).map(|v| {
                let print = || (v.text_len(false) <= MAX_TEXT).then(|| v.to_string());
                session.within_budget(print)
            })
        }));
        let took = started.elapsed();
        if took > Duration::from_secs(1) {
            // Past the budget by far: work that does not look at it.
            slow += 1;
            writeln!(failures, "{text}\tslow: {:.1} s", took.as_secs_f64()).ok();
        }
        let bad = match outcome {
            Ok(Ok(Ok(_))) => {
                values += 1;
                None
            }
            // Printing ran out of the budget.
            Ok(Ok(Err(_))) => {
                spent += 1;
                None
            }
            Ok(Err(e)) if matches!(e.kind(), ErrorKind::OutOfBudget(_)) => {
                spent += 1;
                None
            }
            Ok(Err(e)) => {
                errors += 1;
                let len = text.chars().count();
                (e.column() < 1 || e.column() > len + 1)
                    .then(|| format!("column {} of {len}: {e}", e.column()))
            }
            Err(_) => Some("panic".to_string()),
        };
        if let Some(why) = bad {
            failed += 1;
            writeln!(failures, "{text}\t{why}").ok();
        }
        if (i + 1) % 100_000 == 0 {
            eprintln!("{} inputs, {:.0} s", i + 1, began.elapsed().as_secs_f64());
        }
    }
    println!(
        "{count} inputs (seed {seed}) in {:.0} s: {values} values, {errors} errors, {spent} out of budget, {failed} failures, {slow} slow (over 1 s)",
        began.elapsed().as_secs_f64()
    );
    if failed > 0 {
        std::process::exit(1);
    }
}
