//! The same work on 1, 2 and 4 threads gives the same forms: the table of
//! canonical forms and the rulesets' tables are shared by every thread
//! (issue 20), so a value made on one thread is the very entry another
//! thread finds.

use combinatorial_games::Game;
use combinatorial_games::games::{Domineering, ToadsAndFrogs};
use combinatorial_games::rulesets::{Ruleset, Solver, clear_table};

/// Runs `work` on each item, spread over `threads` threads (item i on
/// thread i mod threads), and returns the results in the items' order.
fn spread<T: Sync, R: Send>(items: &[T], threads: usize, work: impl Fn(&T) -> R + Sync) -> Vec<R> {
    let mut out: Vec<Option<R>> = (0..items.len()).map(|_| None).collect();
    std::thread::scope(|s| {
        let handles: Vec<_> = (0..threads)
            .map(|t| {
                let work = &work;
                s.spawn(move || {
                    (t..items.len())
                        .step_by(threads)
                        .map(|i| (i, work(&items[i])))
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        for h in handles {
            for (i, r) in h.join().unwrap() {
                out[i] = Some(r);
            }
        }
    });
    out.into_iter()
        .map(|r| r.expect("every item done"))
        .collect()
}

fn toad_rows() -> Vec<ToadsAndFrogs> {
    let mut rows = Vec::new();
    for a in 0..=4 {
        for b in 0..=4 {
            for c in 0..=4 {
                let s = format!("{}{}{}", "T".repeat(a), "_".repeat(b), "F".repeat(c));
                rows.push(s.parse().unwrap());
            }
        }
    }
    rows
}

#[test]
fn toads_and_frogs_rows_on_1_2_and_4_threads() {
    let rows = toad_rows();
    // The reference: one solver of its own, on this thread.
    let mut solver = Solver::new();
    let reference: Vec<Game> = rows.iter().map(|p| solver.value(p)).collect();
    for threads in [1, 2, 4] {
        clear_table::<ToadsAndFrogs>();
        let got = spread(&rows, threads, |p| p.value());
        assert_eq!(got, reference, "{threads} threads");
    }
}

#[test]
fn one_position_on_4_threads_at_once() {
    // Every thread evaluates the same board from an empty table, so they
    // race to make the same entries.
    let p: ToadsAndFrogs = "TTT___FFF".parse().unwrap();
    let expected = Solver::new().value(&p);
    clear_table::<ToadsAndFrogs>();
    let got = spread(&[p.clone(), p.clone(), p.clone(), p], 4, |q| q.value());
    assert!(got.iter().all(|&g| g == expected));
}

#[test]
fn domineering_boards_on_1_2_and_4_threads() {
    let boards: Vec<Domineering> = (1..=4)
        .flat_map(|r| (1..=5).map(move |c| Domineering::empty(r, c)))
        .collect();
    let mut solver = Solver::new();
    let reference: Vec<Game> = boards.iter().map(|p| solver.value(p)).collect();
    for threads in [1, 2, 4] {
        clear_table::<Domineering>();
        assert_eq!(spread(&boards, threads, |p| p.value()), reference);
    }
}

#[test]
fn sums_made_on_many_threads_are_one_entry() {
    // Switches {k|-k} and their sums, made from text on each thread: the
    // forms come out of the shared table, so they are equal as pointers
    // (Game's equality) whichever thread made them first.
    let texts: Vec<String> = (1..=12)
        .map(|n| {
            (1..=n)
                .map(|k| format!("{{{k}|-{k}}}"))
                .collect::<Vec<_>>()
                .join(" + ")
        })
        .collect();
    let reference: Vec<Game> = texts.iter().map(|t| t.parse().unwrap()).collect();
    for threads in [1, 2, 4] {
        let got = spread(&texts, threads, |t| t.parse::<Game>().unwrap());
        assert_eq!(got, reference, "{threads} threads");
    }
    // By hand: {1|-1} + {2|-2} = {3|1 || -1|-3}, each player taking the
    // larger switch first (the other moves are dominated).
    // CGSuite writes that as +-{3|1}.
    assert_eq!(reference[1], "{3|1||-1|-3}".parse::<Game>().unwrap());
    assert_eq!(reference[1].to_string(), "+-{3|1}");
}

#[test]
fn one_position_valued_by_1_2_and_4_threads_together() {
    use combinatorial_games::games::{Amazons, Clobber, Konane};
    // The reference: each board in a solver of its own on this thread,
    // through the grid rules. For Konane and Clobber the shared table goes
    // through the rules on machine words, a second program; Amazons has
    // the grid rules only, so there the check is of the threads alone.
    fn check<P: Ruleset + std::str::FromStr>(boards: &[&str])
    where
        P::Err: std::fmt::Debug,
    {
        for board in boards {
            let p: P = board.parse().unwrap();
            let reference = Solver::new().value(&p);
            for threads in [1, 2, 4] {
                clear_table::<P>();
                assert_eq!(p.value_parallel(threads), reference, "{board} on {threads}");
            }
        }
    }
    check::<Konane>(&["xoxox|oxoxo|xo.ox", "xoxo|oxox|xoxo|ox..", "xo.ox|oxoxo"]);
    check::<Clobber>(&["xoxo|oxox|xo.o", "xoxox|oxoxo"]);
    check::<Amazons>(&["x...|....|..o.", "x..#|....|#..o"]);
    // A board with no move at all is 0 on any number of threads.
    let end: Konane = "x.o".parse().unwrap();
    assert_eq!(end.value_parallel(4), Game::zero());
}

#[test]
fn helpers_stop_with_the_callers_budget() {
    use combinatorial_games::budget::{Budget, OutOfBudget};
    use combinatorial_games::games::Clobber;
    use std::time::{Duration, Instant};
    // A board that takes seconds; a budget of 50 ms. The helpers run
    // under the caller's deadline, so the call returns soon after it.
    let p: Clobber = "xoxoxo|oxoxox|xoxoxo".parse().unwrap();
    let began = Instant::now();
    let r = Budget::time(Duration::from_millis(50)).run(|| p.value_parallel(4));
    assert!(matches!(r, Err(OutOfBudget::Time(_))), "{r:?}");
    assert!(
        began.elapsed() < Duration::from_secs(5),
        "{:?}",
        began.elapsed()
    );
}
