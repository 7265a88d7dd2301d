//! The census of a Toads and Frogs atlas: what its values are, counted
//! once per distinct value after every board is valued.

use std::fmt::Display;
use std::time::Duration;

use combinatorial_games::Game;
use combinatorial_games::numbers::Dyadic;
use num_bigint::BigUint;
use rayon::prelude::*;
use rustc_hash::FxHashMap;

use super::atlas::Seen;
use crate::Printer;

/// A value with how many boards have it and the first of them.
type Row = (Game, Seen);

pub(crate) struct Census {
    outcomes: [u64; 4],
    distinct: usize,
    commonest: Vec<Row>,
    hottest: Vec<(Row, Dyadic)>,
    oldest: Option<(Row, BigUint)>,
    nimbers: Vec<(u64, Seen)>,
    infinitesimals: Vec<Row>,
    infinitesimal_boards: u64,
    infinitesimal_values: usize,
}

/// What the census needs of one distinct value.
struct Facts {
    temperature: Dyadic,
    birthday: BigUint,
    nimber: Option<u64>,
    /// Infinitesimal and not zero.
    small: bool,
}

impl Facts {
    fn of(g: &Game) -> Facts {
        Facts {
            temperature: g.temperature(),
            birthday: g.birthday(),
            nimber: g.as_nimber(),
            small: g.is_infinitesimal() && !g.is_zero(),
        }
    }
}

/// Larger counts first, then the earlier board.
fn by_count(a: &Row, b: &Row) -> std::cmp::Ordering {
    b.1.count.cmp(&a.1.count).then(a.1.first.cmp(&b.1.first))
}

impl Census {
    pub(crate) fn of(values: &FxHashMap<Game, Seen>, outcomes: [u64; 4], top: usize) -> Census {
        let mut rows: Vec<Row> = values.iter().map(|(g, s)| (*g, *s)).collect();
        rows.sort_by(by_count);
        // Each distinct value's temperature, birthday and kind, found on
        // every core: with the boards valued on all of them, this pass
        // on one thread was a tenth of the run on two.
        let facts: Vec<Facts> = rows.par_iter().map(|(g, _)| Facts::of(g)).collect();
        // Sorted and picked by reference: only the rows kept are cloned.
        let mut hottest: Vec<(&Row, &Facts)> = rows.iter().zip(&facts).collect();
        hottest.sort_by(|a, b| (b.1.temperature.cmp(&a.1.temperature)).then(by_count(a.0, b.0)));
        let hottest: Vec<(Row, Dyadic)> = (hottest.into_iter().take(top))
            .map(|(r, f)| (*r, f.temperature.clone()))
            .collect();
        let oldest = (rows.iter().zip(&facts))
            .max_by(|a, b| (a.1.birthday.cmp(&b.1.birthday)).then(b.0.1.first.cmp(&a.0.1.first)))
            .map(|(r, f)| (*r, f.birthday.clone()));
        let mut nimbers: Vec<(u64, Seen)> = (rows.iter().zip(&facts))
            .filter_map(|((_, s), f)| f.nimber.map(|n| (n, *s)))
            .collect();
        nimbers.sort_by_key(|(n, _)| *n);
        let small: Vec<Row> = (rows.iter().zip(&facts))
            .filter(|(_, f)| f.small)
            .map(|(r, _)| *r)
            .collect();
        Census {
            outcomes,
            distinct: rows.len(),
            commonest: rows.iter().take(top).copied().collect(),
            hottest,
            oldest,
            nimbers,
            infinitesimal_boards: small.iter().map(|r| r.1.count).sum(),
            infinitesimal_values: small.len(),
            infinitesimals: small.into_iter().take(top).collect(),
        }
    }

    /// The census as text, or as one JSON object.
    pub(crate) fn print(
        &self,
        printer: &Printer,
        longest: u32,
        boards: u64,
        took: Duration,
        threads: usize,
        board_at: impl Fn(u64) -> String,
    ) {
        let show = |g: &Game| {
            if printer.unicode {
                format!("{g:#}")
            } else {
                g.to_string()
            }
        };
        if printer.json {
            let mut json = self.json(&show, &board_at);
            json["longest"] = longest.into();
            json["boards"] = boards.into();
            json["seconds"] = took.as_secs_f64().into();
            json["threads"] = threads.into();
            println!("{json}");
            return;
        }
        println!(
            "Toads and Frogs, every board of length 0 to {longest}: {} in {:.2} s on {}",
            crate::count(boards as usize, "board"),
            took.as_secs_f64(),
            crate::count(threads, "thread")
        );
        self.print_text(&show, &board_at);
    }

    /// The census's lists as one JSON object, without the run's figures.
    fn json(
        &self,
        show: &dyn Fn(&Game) -> String,
        board_at: &dyn Fn(u64) -> String,
    ) -> serde_json::Value {
        let row = |(g, s): &Row| serde_json::json!({ "value": show(g), "boards": s.count, "first": board_at(s.first) });
        let [l, r, p, n] = self.outcomes;
        serde_json::json!({
            "outcomes": { "L": l, "R": r, "P": p, "N": n },
            "distinct_values": self.distinct,
            "commonest": self.commonest.iter().map(row).collect::<Vec<_>>(),
            "hottest": self.hottest.iter().map(|(r, t)| {
                let mut j = row(r);
                j["temperature"] = t.to_string().into();
                j
            }).collect::<Vec<_>>(),
            "largest_birthday": self.oldest.as_ref().map(|(r, b)| {
                let mut j = row(r);
                j["birthday"] = b.to_string().into();
                j
            }),
            "nimbers": self.nimbers.iter().map(|(k, s)| {
                serde_json::json!({ "nimber": k, "boards": s.count, "first": board_at(s.first) })
            }).collect::<Vec<_>>(),
            "infinitesimals": {
                "values": self.infinitesimal_values,
                "boards": self.infinitesimal_boards,
                "commonest": self.infinitesimals.iter().map(row).collect::<Vec<_>>(),
            },
        })
    }

    /// The census's lists as text, after the line that says what was run.
    fn print_text(&self, show: &dyn Fn(&Game) -> String, board_at: &dyn Fn(u64) -> String) {
        let example = |s: &Seen| quoted(&board_at(s.first));
        let list = |rows: &[Row]| {
            for (g, s) in rows {
                let boards = crate::count(s.count as usize, "board");
                line(&show(g), format!("{boards}, first {}", example(s)));
            }
        };
        let [l, r, p, n] = self.outcomes;
        println!("outcomes: L {l}, R {r}, P {p}, N {n}");
        println!("distinct values: {}", self.distinct);
        println!("commonest values:");
        list(&self.commonest);
        println!("hottest values:");
        for ((g, s), t) in &self.hottest {
            let boards = crate::count(s.count as usize, "board");
            line(
                &show(g),
                format!("temperature {t}, {boards}, first {}", example(s)),
            );
        }
        if let Some(((g, s), b)) = &self.oldest {
            println!("largest birthday: {b}, first {} = {}", example(s), show(g));
        }
        let listed: Vec<String> = self
            .nimbers
            .iter()
            .map(|(k, s)| {
                let boards = crate::count(s.count as usize, "board");
                format!("{} ({boards}, first {})", nimber(*k), example(s))
            })
            .collect();
        println!("nimbers: {}", listed.join(", "));
        let absent = (0..).find(|k| !self.nimbers.iter().any(|(n, _)| n == k));
        if let Some(k) = absent {
            println!("no board equals {}", nimber(k));
        }
        if self.infinitesimal_values == 0 {
            println!("infinitesimals (other than 0): none");
            return;
        }
        println!(
            "infinitesimals (other than 0): {} on {}; the commonest:",
            crate::count(self.infinitesimal_values, "value"),
            crate::count(self.infinitesimal_boards as usize, "board"),
        );
        list(&self.infinitesimals);
    }
}

fn line(value: &str, about: impl Display) {
    println!("  {value:<24} {about}");
}

fn nimber(k: u64) -> String {
    match k {
        0 => "0".to_string(),
        1 => "*".to_string(),
        k => format!("*{k}"),
    }
}

/// A board in quotes, so that the empty board shows.
fn quoted(board: &str) -> String {
    format!("\"{board}\"")
}
