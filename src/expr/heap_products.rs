//! Products of heap games as coordinate games: `R.AcrosticProduct(S)` and
//! `R.DirectProduct(S)` (Winning Ways ch. 14; CGSuite's definitions). Their
//! options are sums of positions, so only their nim values are computed
//! (in `coordinate.rs`, by the mex of nim-sums). And `R.Join(S)`, a heap
//! game again.

use super::ast::Expr;
use super::builtins::Call;
use super::coordinate::Rules;
use super::error::Error;
use super::eval::Ctx;
use super::value::{HeapRuleset, Value};

/// An option of a product of heap games: a sum of positions.
type Sum = Vec<(i64, i64)>;

/// The most positions, counted in all the sums, that the options of one
/// position of a product of heap games may hold: a direct product pairs
/// every option of one heap with every option of the other.
const MAX_PRODUCT_TERMS: usize = 1 << 22;

/// The options of `(m, n)` in the product of `r` and `s` (direct or
/// acrostic), each a sum of positions; an error past
/// [`MAX_PRODUCT_TERMS`].
pub(super) fn options(
    r: &HeapRuleset,
    s: &HeapRuleset,
    direct: bool,
    (m, n): (i64, i64),
) -> Result<Vec<Sum>, String> {
    let heaps = |h: &HeapRuleset, k: i64| h.game().options(k as usize);
    let (ms, ns) = (heaps(r, m), heaps(s, n));
    let heaps_in = |opts: &[Vec<usize>]| opts.iter().map(Vec::len).sum::<usize>();
    let (hm, hn) = (heaps_in(&ms), heaps_in(&ns));
    let terms = if direct {
        ns.len()
            .saturating_mul(hm)
            .saturating_add(ms.len().saturating_mul(hn))
            .saturating_add(hm.saturating_mul(hn))
    } else {
        hm + hn
    };
    if terms > MAX_PRODUCT_TERMS {
        return Err(format!(
            "the options of ({m}, {n}) hold more than {MAX_PRODUCT_TERMS} positions"
        ));
    }
    let at = |x: usize, y: usize| (x as i64, y as i64);
    let (m_, n_) = (m as usize, n as usize);
    let mut out = Vec::new();
    if direct {
        for mo in &ms {
            for no in &ns {
                let mut sum: Sum = mo.iter().map(|&a| at(a, n_)).collect();
                sum.extend(no.iter().map(|&b| at(m_, b)));
                sum.extend(mo.iter().flat_map(|&a| no.iter().map(move |&b| at(a, b))));
                out.push(sum);
            }
        }
    } else {
        out.extend(ms.iter().map(|mo| mo.iter().map(|&a| at(a, n_)).collect()));
        out.extend(ns.iter().map(|no| no.iter().map(|&b| at(m_, b)).collect()));
    }
    Ok(out)
}

/// `R.AcrosticProduct(S)` and `R.DirectProduct(S)` of two heap games.
pub(super) fn product(cx: &Ctx<'_>, c: &Call<'_>) -> Result<Value, Error> {
    let ruleset = |e: &Expr| match cx.eval(e)? {
        Value::Ruleset(h) => Ok(h),
        other => cx.wrong_type(
            e,
            format!("a heap game for {}", c.name()),
            other.kind_name(),
        ),
    };
    let (r, s) = (ruleset(c.recv())?, ruleset(&c.args[0])?);
    let name = format!("{r}.{}({s})", c.name());
    let direct = c.name() == "DirectProduct";
    Ok(super::coordinate::game(
        name,
        Rules::Product { r, s, direct },
    ))
}

/// `R.Join(S)`: a heap moves as in `R` or as in `S` (CGSuite's
/// `HeapRuleset.Join`).
pub(super) fn join(cx: &Ctx<'_>, c: &Call<'_>) -> Result<Value, Error> {
    let ruleset = |e: &Expr| match cx.eval(e)? {
        Value::Ruleset(h) => Ok(h),
        other => cx.wrong_type(e, "a heap game for Join", other.kind_name()),
    };
    let (r, s) = (ruleset(c.recv())?, ruleset(&c.args[0])?);
    Ok(Value::Ruleset(HeapRuleset::join(r, s)))
}
