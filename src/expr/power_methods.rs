//! The powers of a game and their inverse: `G.Pow(x)` and `G.PowTo(x)`
//! (`G = {0|H}`; `x` a number or a pseudonumber such as `on`), and
//! `G.Subordinate(B)`, of short games and of stoppers, to a base given as a
//! value or written as a form (whose options count, not its value).

use super::builtins::Call;
use super::error::Error;
use super::eval::Ctx;
use super::methods::game;
use super::value::Value;
use crate::loopy::{LoopyError, SidedValue, Stopper};
use crate::short::PowerError;

/// The largest birthday of an exponent of `Pow` and `PowTo`.
const MAX_EXPONENT: u32 = 100_000;

/// `Subordinate`, of short games or of stoppers.
pub(super) fn subordinate(cx: &Ctx<'_>, c: &Call<'_>) -> Result<Value, Error> {
    let (g, base) = (cx.eval(c.recv())?, cx.eval(&c.args[0])?);
    // A base written as a form keeps its options (`'{*|*}'`, whose value is 0).
    if let (Value::Game(g), Value::Form(f)) = (&g, &base) {
        cx.check_expandable(c.recv(), *g)?;
        let side = |left| -> Result<Vec<crate::short::Game>, Error> {
            let options = f.options(left).map_err(|why| cx.too_large(c.at, why))?;
            options
                .iter()
                .map(|o| cx.form_value(&c.args[0], o))
                .collect()
        };
        return match g.subordinate_to_options(&side(true)?, &side(false)?) {
            Ok(s) => Ok(game(s)),
            Err(e) => cx.undefined(c.at, e.to_string()),
        };
    }
    if let (Value::Game(g), Value::Game(base)) = (&g, &base) {
        cx.check_expandable(c.recv(), *g)?;
        cx.check_expandable(&c.args[0], *base)?;
        return match g.subordinate(base) {
            Ok(s) => Ok(game(s)),
            Err(e) => cx.undefined(c.at, e.to_string()),
        };
    }
    let result = if let Value::Form(f) = &base {
        let g = super::loopy_methods::stopper(cx, c.recv(), g)?;
        let side = |left| -> Result<Vec<Stopper>, Error> {
            let options = f.options(left).map_err(|why| cx.too_large(c.at, why))?;
            let games = options.iter().map(|o| cx.form_value(&c.args[0], o));
            games
                .map(|o| cx.loopy(c.at, Stopper::from_game(&o?)))
                .collect()
        };
        g.subordinate_to_options(&side(true)?, &side(false)?)
    } else {
        let (g, base) = super::loopy_methods::two_stoppers(cx, c)?;
        g.subordinate(&base)
    };
    match result {
        Ok(s) => Ok(super::loopy_eval::value(SidedValue::from(s))),
        Err(e @ LoopyError::Power(_)) => cx.undefined(c.at, e.to_string()),
        Err(e) => cx.loopy(c.at, Err(e)),
    }
}

/// `Pow` and `PowTo`: the exponent a number born by day 100 000 or a
/// pseudonumber (`on`, `{5|pass}`).
pub(super) fn pow(cx: &Ctx<'_>, c: &Call<'_>) -> Result<Value, Error> {
    // PowTo goes through G's options (Pow checks G = {0|H} first).
    let g = cx.expandable(c.recv())?;
    let to = c.name() == "PowTo";
    let (x, at) = (cx.eval(&c.args[0])?, &c.args[0]);
    let p = match &x {
        Value::Game(n) if n.is_number() && n.birthday() <= MAX_EXPONENT.into() => {
            let d = n.as_number().expect("a number");
            let p = if to {
                g.pow_to_number(&d)
            } else {
                g.pow_number(&d)
            };
            p.map(game).map_err(LoopyError::from)
        }
        Value::Loopy(s) if s.as_stopper().is_some_and(Stopper::is_pseudonumber) => {
            let s = s.as_stopper().expect("a stopper");
            let p = if to {
                g.pow_to_pseudonumber(s)
            } else {
                g.pow_pseudonumber(s)
            };
            p.map(|p| super::loopy_eval::value(SidedValue::from(p)))
        }
        _ => {
            let why = format!(
                "{} takes a number born by day {MAX_EXPONENT} or a pseudonumber (on, 1over), and {x} is neither",
                c.name()
            );
            return cx.undefined(at, why);
        }
    };
    p.or_else(|e| match e {
        LoopyError::Power(PowerError::NotZeroBar(_)) => cx.undefined(c.recv(), e.to_string()),
        LoopyError::Power(_) => cx.undefined(at, e.to_string()),
        other => cx.loopy(c.at, Err(other)),
    })
}
