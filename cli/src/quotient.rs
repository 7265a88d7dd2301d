//! `cgame heap CODE --misere`: the misère quotient of a heap game.

use std::process::ExitCode;

use combinatorial_games::impartial::TakeAndBreak;
use combinatorial_games::misere::MisereQuotient;

use crate::Printer;

/// Prints the quotient of heaps `0..=upto` (or of all heaps, once its
/// period is proved): order, P-portion, presentation, pretending function.
pub(crate) fn heap(printer: &Printer, code: &str, upto: usize) -> ExitCode {
    let game: TakeAndBreak = match code.parse() {
        Ok(g) => g,
        Err(e) => {
            eprintln!("error: {e}");
            return ExitCode::from(2);
        }
    };
    let q = match MisereQuotient::compute(&game, upto) {
        Ok(q) => q,
        Err(e) => {
            eprintln!("error: {e}");
            return ExitCode::from(1);
        }
    };
    let name = |x: usize| q.name(x).unwrap_or("?").to_string();
    let p: Vec<String> = q.p_portion().into_iter().map(name).collect();
    let pretending: Vec<String> = (0..=q.heaps_computed())
        .map(|h| q.element(h).map_or_else(|| "?".into(), name))
        .collect();
    let pres = q.presentation();
    if printer.json {
        let period = q
            .period()
            .map(|p| serde_json::json!({ "preperiod": p.preperiod, "period": p.period }));
        let gens: Vec<_> = pres
            .generators
            .iter()
            .map(|(g, h)| serde_json::json!({ "name": g, "heap": h }))
            .collect();
        println!(
            "{}",
            serde_json::json!({
                "code": code,
                "heaps": q.heaps_computed(),
                "order": q.order(),
                "p_portion": p,
                "presentation": pres.to_string(),
                "generators": gens,
                "period": period,
                "pretending": pretending,
            })
        );
        return ExitCode::SUCCESS;
    }
    match q.period() {
        Some(per) => println!(
            "misère quotient of {code}, all heaps (proved at heap {}): period {} from heap {}",
            q.heaps_computed(),
            per.period,
            per.preperiod
        ),
        None => println!(
            "misère quotient of {code}, heaps 0..{} (no period proved)",
            q.heaps_computed()
        ),
    }
    println!("order {}, P-portion {{{}}}", q.order(), p.join(", "));
    println!("{pres}");
    let gens: Vec<String> = pres
        .generators
        .iter()
        .map(|(g, h)| format!("{g} = heap {h}"))
        .collect();
    println!("generators: {}", gens.join(", "));
    println!("pretending function: {}", pretending.join(" "));
    ExitCode::SUCCESS
}
