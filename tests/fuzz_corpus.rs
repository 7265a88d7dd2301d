//! The fuzz corpus (`tests/fuzz/corpus.txt`): inputs that once panicked,
//! aborted or overflowed the stack. Each must now give a value, or an error
//! whose column lies in the input, within its budget.

use std::time::{Duration, Instant};

use combinatorial_games::budget::Budget;
use combinatorial_games::expr::{ErrorKind, Session};

#[test]
fn corpus_gives_values_or_errors_with_columns() {
    let corpus = include_str!("fuzz/corpus.txt");
    let mut cases = 0;
    for line in corpus
        .lines()
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
    {
        let mut session = Session::new();
        session.set_budget(Some(Budget::time(Duration::from_secs(1))));
        let started = Instant::now();
        match session.eval(line) {
            // Printed as cgame's REPL prints: within the budget, measured,
            // and written when small.
            Ok(v) => {
                let _ = session.within_budget(|| {
                    if v.text_len(false) <= 16 << 20 {
                        let _ = v.to_string();
                    }
                });
            }
            Err(e) if matches!(e.kind(), ErrorKind::OutOfBudget(_)) => {}
            Err(e) => {
                let len = line.chars().count();
                assert!((1..=len + 1).contains(&e.column()), "{line}: {e}");
                // A message quotes games briefly, however large.
                assert!(
                    e.to_string().len() < 2_000,
                    "{line}: {} bytes",
                    e.to_string().len()
                );
            }
        }
        // The budget is looked at often. Unwinding a deep recursion takes
        // time of its own (a heated 100000·↑ stopped at 1 s ends near
        // 1.8 s), so the bound is four times the budget.
        assert!(
            started.elapsed() < Duration::from_secs(4),
            "{line}: {:?}",
            started.elapsed()
        );
        cases += 1;
    }
    assert_eq!(cases, 74);
}
