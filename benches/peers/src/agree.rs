//! Values against cgt 0.11 on many random small positions: `peers agree
//! [COUNT] [SEED]`. For each ruleset both programs have (Domineering,
//! Konane, Amazons, Toads and Frogs, Toppling Dominoes, Snort, Col), COUNT
//! random positions are valued by both, each with fresh tables, and every
//! disagreement is printed with the position. cgt is a second program
//! written apart from ours, so agreement here is the "second, independent
//! method" on positions nobody chose by hand.

use cgt::graph::adjacency_matrix::undirected::UndirectedGraph;
use cgt::graph::{Graph, VertexIndex};
use cgt::short::partizan::canonical_form::CanonicalForm;
use cgt::short::partizan::partizan_game::PartizanGame;
use cgt::short::partizan::transposition_table::ParallelTranspositionTable;
use combinatorial_games::rulesets::Solver;
use combinatorial_games::Game;

use crate::forms::dyadic;
use crate::forms::same_form as same;

/// A xorshift generator: the same positions for the same seed.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    /// A number in `lo..=hi`.
    fn range(&mut self, lo: usize, hi: usize) -> usize {
        lo + (self.next() % (hi - lo + 1) as u64) as usize
    }

    /// One of `items`, each with its weight.
    fn pick<T: Copy>(&mut self, items: &[(T, u64)]) -> T {
        let total: u64 = items.iter().map(|&(_, w)| w).sum();
        let mut x = self.next() % total;
        for &(t, w) in items {
            if x < w {
                return t;
            }
            x -= w;
        }
        unreachable!("x < total")
    }
}

/// A grid of `h` rows and `w` columns whose squares are drawn from
/// `cells`, as rows joined by `|`.
fn grid(rng: &mut Rng, h: usize, w: usize, cells: &[(char, u64)]) -> String {
    (0..h)
        .map(|_| (0..w).map(|_| rng.pick(cells)).collect::<String>())
        .collect::<Vec<_>>()
        .join("|")
}

/// A board of at most `max` squares, each side at least one.
fn shape(rng: &mut Rng, max: usize) -> (usize, usize) {
    let h = rng.range(1, 5);
    let w = rng.range(1, (max / h).clamp(1, 8));
    (h, w)
}

/// Counts of one ruleset's comparisons.
#[derive(Default)]
struct Tally {
    agreed: usize,
    differed: Vec<String>,
}

impl Tally {
    fn check(&mut self, what: &str, ours: Game, theirs: CanonicalForm) {
        if same(&ours, &theirs) {
            self.agreed += 1;
        } else {
            println!("  DIFFERENT on {what}: ours {ours}, cgt 0.11 {theirs}");
            self.differed.push(what.to_string());
        }
    }
}

/// One random position of a grid ruleset: its text, our value, cgt's.
type Draw = fn(&mut Rng) -> (String, Game, CanonicalForm);

const GRIDS: [(&str, Draw); 5] = [
    ("Domineering", domineering),
    ("Konane", konane),
    ("Konane over 64 squares", konane_large),
    ("Amazons", amazons),
    ("Toads and Frogs", toads),
];

/// `board` valued by our ruleset `O` and, written `theirs`, by cgt's
/// `T`, each with a fresh table.
fn both<O, T>(label: &str, board: &str, theirs: &str) -> (String, Game, CanonicalForm)
where
    O: combinatorial_games::rulesets::Ruleset + std::str::FromStr,
    O::Err: std::fmt::Debug,
    T: PartizanGame + std::str::FromStr,
    T::Err: std::fmt::Debug,
{
    let ours = Solver::new().value(&board.parse::<O>().expect("our board"));
    (
        format!("{label} {board}"),
        ours,
        crate::grids::theirs::<T>(theirs),
    )
}

fn domineering(rng: &mut Rng) -> (String, Game, CanonicalForm) {
    use cgt::short::partizan::games::domineering::Domineering as Theirs;
    use combinatorial_games::games::Domineering;
    let (h, w) = shape(rng, 24);
    let b = grid(rng, h, w, &[('.', 3), ('#', 1)]);
    both::<Domineering, Theirs>("Domineering", &b, &b)
}

fn konane(rng: &mut Rng) -> (String, Game, CanonicalForm) {
    use cgt::short::partizan::games::konane::Konane as Theirs;
    use combinatorial_games::games::Konane;
    let (h, w) = shape(rng, 20);
    // Half of them as play leaves the board: the starting chequer with
    // some stones taken (random stones rarely have a jump).
    let b = if rng.next().is_multiple_of(2) {
        grid(rng, h, w, &[('.', 3), ('x', 4), ('o', 4), ('#', 1)])
    } else {
        let rows: Vec<String> = (0..h)
            .map(|r| {
                (0..w)
                    .map(|c| match rng.next() % 10 {
                        0..=2 => '.',
                        _ if (r + c) % 2 == 0 => 'x',
                        _ => 'o',
                    })
                    .collect()
            })
            .collect();
        rows.join("|")
    };
    both::<Konane, Theirs>("Konane", &b, &b)
}

/// Konane on boards of 8 to 10 rows and 9 or 10 columns, which our words
/// do not hold (the grid ruleset values them): two patches of the
/// chequer, 2 x 3 or 3 x 2 with some stones taken, dropped anywhere. (With
/// three 3 x 3 patches, 200 boards took over a minute, nearly all of it in
/// cgt.)
fn konane_large(rng: &mut Rng) -> (String, Game, CanonicalForm) {
    use cgt::short::partizan::games::konane::Konane as Theirs;
    use combinatorial_games::games::Konane;
    let (h, w) = (rng.range(8, 10), rng.range(9, 10));
    let mut cells = vec![vec!['.'; w]; h];
    for _ in 0..2 {
        let (ph, pw) = if rng.next().is_multiple_of(2) {
            (2, 3)
        } else {
            (3, 2)
        };
        let (r0, c0) = (rng.range(0, h - ph), rng.range(0, w - pw));
        for (r, row) in cells.iter_mut().enumerate().skip(r0).take(ph) {
            for (c, cell) in row.iter_mut().enumerate().skip(c0).take(pw) {
                if !rng.next().is_multiple_of(4) {
                    *cell = if (r + c) % 2 == 0 { 'x' } else { 'o' };
                }
            }
        }
    }
    let rows: Vec<String> = cells.iter().map(|r| r.iter().collect()).collect();
    let b = rows.join("|");
    both::<Konane, Theirs>("Konane", &b, &b)
}

fn amazons(rng: &mut Rng) -> (String, Game, CanonicalForm) {
    use cgt::short::partizan::games::amazons::Amazons as Theirs;
    use combinatorial_games::games::Amazons;
    // At most a dozen squares, a third of them burnt: with boards of up
    // to fifteen, a run of 1 000 did not finish in 15 minutes.
    let (h, w) = shape(rng, 12);
    let b = grid(rng, h, w, &[('.', 5), ('x', 1), ('o', 1), ('#', 3)]);
    both::<Amazons, Theirs>("Amazons", &b, &b)
}

fn toads(rng: &mut Rng) -> (String, Game, CanonicalForm) {
    use cgt::short::partizan::games::toads_and_frogs::ToadsAndFrogs as Theirs;
    use combinatorial_games::games::ToadsAndFrogs;
    let n = rng.range(1, 14);
    let row: String = (0..n)
        .map(|_| rng.pick(&[('_', 4), ('T', 3), ('F', 3)]))
        .collect();
    both::<ToadsAndFrogs, Theirs>("Toads and Frogs", &row, &row.replace('_', "."))
}

fn toppling(rng: &mut Rng, count: usize) -> Tally {
    use combinatorial_games::games::TopplingDominoes;
    let mut t = Tally::default();
    for _ in 0..count {
        let rows: Vec<String> = (0..rng.range(1, 3))
            .map(|_| {
                let n = rng.range(1, 11);
                (0..n).map(|_| rng.pick(&[('l', 1), ('r', 1)])).collect()
            })
            .collect();
        let mut solver = Solver::new();
        let ours: Game = rows
            .iter()
            .map(|r| solver.value(&r.parse::<TopplingDominoes>().expect("ours")))
            .sum();
        let rows: Vec<&str> = rows.iter().map(String::as_str).collect();
        let theirs =
            crate::grids::their_toppling(&rows).canonical_form(&ParallelTranspositionTable::new());
        t.check(
            &format!("Toppling Dominoes {}", rows.join(" + ")),
            ours,
            theirs,
        );
    }
    t
}

/// A random graph of at most `max` vertices, each untinted or tinted
/// (0, 1 for Left, 2 for Right), with about `density` of the pairs joined.
fn graph(rng: &mut Rng, max: usize) -> (Vec<u8>, Vec<(usize, usize)>) {
    let n = rng.range(1, max);
    let tints = (0..n)
        .map(|_| rng.pick(&[(0u8, 4), (1, 1), (2, 1)]))
        .collect();
    let density = rng.range(1, 4) as u64;
    let mut edges = Vec::new();
    for a in 0..n {
        for b in a + 1..n {
            if rng.next() % 8 < density {
                edges.push((a, b));
            }
        }
    }
    (tints, edges)
}

/// The graph in our notation: every vertex named, each edge a branch
/// from vertex 0.
fn our_text(tints: &[u8], edges: &[(usize, usize)]) -> String {
    let kind = |v: usize| ["", "L", "R"][usize::from(tints[v])];
    let name = |v: usize| format!("{}:{{{v}}}", kind(v));
    let branches: Vec<String> = (1..tints.len())
        .map(name)
        .chain(
            edges
                .iter()
                .map(|&(a, b)| format!("{}-{}", name(a), name(b))),
        )
        .collect();
    if branches.is_empty() {
        name(0)
    } else {
        format!("{}({})", name(0), branches.join(";"))
    }
}

fn graphs(rng: &mut Rng, count: usize) -> (Tally, Tally) {
    use cgt::short::partizan::games::{col, snort};
    use combinatorial_games::games::ColGraph;
    let (mut ts, mut tc) = (Tally::default(), Tally::default());
    for _ in 0..count {
        let (tints, edges) = graph(rng, 11);
        let text = our_text(&tints, &edges);
        let e: Vec<(VertexIndex, VertexIndex)> = edges
            .iter()
            .map(|&(a, b)| (VertexIndex { index: a }, VertexIndex { index: b }))
            .collect();
        let ours = Solver::new().value(&ColGraph::snort(&text).expect("our graph"));
        use snort::VertexColor as S;
        let v: Vec<snort::VertexKind> = tints
            .iter()
            .map(|&t| {
                snort::VertexKind::Single([S::Empty, S::TintLeft, S::TintRight][usize::from(t)])
            })
            .collect();
        let tt = ParallelTranspositionTable::new();
        let theirs = snort::Snort::new(UndirectedGraph::from_edges(&e, &v)).canonical_form(&tt);
        ts.check(&format!("Snort {text}"), ours, theirs);
        let ours = Solver::new().value(&ColGraph::col(&text).expect("our graph"));
        // cgt names a Col vertex by who may still colour it; CGSuite and we
        // by who coloured beside it, which in Col is the other player (the
        // Snort tints mean the same in both).
        use col::VertexColor as C;
        let v: Vec<C> = tints
            .iter()
            .map(|&t| [C::Empty, C::TintRight, C::TintLeft][usize::from(t)])
            .collect();
        let tt = ParallelTranspositionTable::new();
        let theirs = col::Col::new(UndirectedGraph::from_edges(&e, &v)).canonical_form(&tt);
        tc.check(&format!("Col {text}"), ours, theirs);
    }
    (ts, tc)
}

/// Compares `count` random positions of each ruleset and prints a line a
/// ruleset: how many agreed, how many did not.
pub(crate) fn agree(count: usize, seed: u64) {
    let mut rng = Rng(seed.max(1));
    let mut differed = 0;
    let mut show = |name: &str, t: Tally, since: std::time::Instant| {
        println!(
            "{name}: {} of {} agree ({:.1} s)",
            t.agreed,
            t.agreed + t.differed.len(),
            since.elapsed().as_secs_f64()
        );
        differed += t.differed.len();
    };
    for (name, game) in GRIDS {
        let since = std::time::Instant::now();
        let mut t = Tally::default();
        for _ in 0..count {
            let (what, ours, theirs) = game(&mut rng);
            t.check(&what, ours, theirs);
        }
        show(name, t, since);
    }
    let since = std::time::Instant::now();
    show("Toppling Dominoes", toppling(&mut rng, count), since);
    let since = std::time::Instant::now();
    let (snort, col) = graphs(&mut rng, count);
    show("Snort", snort, since);
    show("Col", col, since);
    println!("seed {seed}: {differed} positions differ");
}

/// Nim values of octal games against ogs 0.0.6's plain solver (`NaiveSolver`,
/// the definition: every option's value, then the mex): `peers
/// octal-sweep [HEAPS] [DIGITS]`, every code `0.d1...dk` and `4.d1...dk`
/// with `k <= DIGITS` octal digits and the last one not 0, heaps 0 to
/// HEAPS - 1. Prints each code whose values differ, then the counts.
pub(crate) fn octal_sweep(heaps: usize, digits: u32) {
    use combinatorial_games::impartial::{HeapGame, TakeAndBreak};
    use ogs::Solver as _;
    let (mut codes, mut differed, mut unread) = (0, 0, Vec::new());
    for k in 1..=digits {
        for n in 0..8usize.pow(k) {
            let tail: String = (0..k)
                .rev()
                .map(|i| char::from(b'0' + (n / 8usize.pow(i) % 8) as u8))
                .collect();
            if tail.ends_with('0') {
                continue;
            }
            for head in ["0.", "4."] {
                let code = format!("{head}{tail}");
                let Ok(ours) = code.parse::<TakeAndBreak>() else {
                    unread.push(code);
                    continue;
                };
                codes += 1;
                let ours = ours.nim_values(heaps - 1);
                let game = ogs::Game::from_ascii(code.as_bytes()).expect("ogs reads octal");
                let mut s = ogs::NaiveSolver::<()>::with_capacity(game, heaps);
                let theirs: Vec<u16> = (0..heaps).map(|_| s.next().expect("a value")).collect();
                let first =
                    (0..heaps).find(|&i| ours.get(i).copied() != Some(u64::from(theirs[i])));
                if let Some(i) = first {
                    differed += 1;
                    println!(
                        "  DIFFERENT on {code}: heap {i}, ours {:?}, ogs 0.0.6 {}",
                        ours.get(i),
                        theirs[i]
                    );
                }
            }
        }
    }
    if !unread.is_empty() {
        println!("codes we do not read: {}", unread.join(" "));
    }
    println!("octal codes of up to {digits} digits, heaps 0..{heaps}: {codes} compared, {differed} differ");
}

/// Every line of an atlas written by `cgame toads --atlas N --out FILE`
/// against cgt 0.11: `peers atlas FILE`. Each board is valued by cgt (one
/// table for the whole file); the line's value, outcome, mean and
/// temperature must be cgt's. Prints each line that differs, then the
/// counts.
pub(crate) fn atlas(path: &str) {
    use cgt::short::partizan::games::toads_and_frogs::ToadsAndFrogs as Theirs;
    use combinatorial_games::expr::{eval, Value};
    let text = std::fs::read_to_string(path).expect("the atlas file");
    let tt = ParallelTranspositionTable::new();
    let zero = CanonicalForm::new_integer(0);
    let (mut lines, mut differ) = (0, 0);
    for line in text.lines().skip(1) {
        let f: Vec<&str> = line.split('\t').collect();
        let [board, value, outcome, mean, temperature] = f[..] else {
            panic!("five columns: {line}");
        };
        lines += 1;
        let h = board
            .replace('_', ".")
            .parse::<Theirs>()
            .expect("cgt's board")
            .canonical_form(&tt);
        let ours = match eval(value) {
            Ok(Value::Game(g)) => g,
            other => panic!("{value} is not a game: {other:?}"),
        };
        let (ge, le) = (CanonicalForm::leq(&zero, &h), CanonicalForm::leq(&h, &zero));
        let theirs_outcome = match (ge, le) {
            (true, true) => "P",
            (true, false) => "L",
            (false, true) => "R",
            (false, false) => "N",
        };
        let read = |x: &str| x.parse::<combinatorial_games::Dyadic>().expect("a number");
        let agree = same(&ours, &h)
            && outcome == theirs_outcome
            && read(mean) == dyadic(h.mean())
            && read(temperature) == dyadic(h.temperature());
        if !agree {
            differ += 1;
            println!(
                "  DIFFERENT on {board:?}: ours {value} {outcome} {mean} {temperature}, cgt 0.11 {h} {theirs_outcome} {} {}",
                h.mean(),
                h.temperature()
            );
        }
    }
    println!("{path}: {lines} boards, {differ} differ");
}
