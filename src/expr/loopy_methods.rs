//! The methods of loopy values (CGSuite's `CanonicalStopper` and
//! `SidedValue`): the rows of [`super::methods`] answer for short games,
//! and these for the loopy ones.

use super::ast::Expr;
use super::builtins::Call;
use super::error::Error;
use super::eval::Ctx;
use super::loopy_eval::value;
use super::value::Value;
use crate::loopy::{Side, SidedValue, Stop, Stopper};
use crate::short::{Game, Player};

/// The method `name` of the loopy value `s`, or `None` when it has none.
pub(super) fn method(
    cx: &Ctx<'_>,
    c: &Call<'_>,
    name: &str,
    s: &SidedValue,
) -> Option<Result<Value, Error>> {
    let truth = |b: bool| Some(Ok(Value::Bool(b)));
    let stopper = || cx.loopy(c.recv(), s.stopper_or_err());
    match name {
        "OutcomeClass" => Some(Ok(Value::LoopyOutcome(s.outcome()))),
        "Onside" => Some(side(cx, c, s, Side::On)),
        "Offside" => Some(side(cx, c, s, Side::Off)),
        "IsStopper" => truth(s.as_stopper().is_some()),
        "IsStopperSided" => truth(s.is_stopper_sided()),
        // A short game is never held as a loopy value.
        "IsLoopfree" | "IsZero" | "IsInteger" | "IsNumber" | "IsNimber" | "IsUptimal"
        | "IsAllSmall" | "IsOrdinal" => truth(false),
        // CGSuite answers false for sided values that are no stoppers.
        "IsNumberTiny" => Some(match s.as_stopper() {
            Some(t) => cx.loopy(c.recv(), t.is_number_tiny()).map(Value::Bool),
            None => Ok(Value::Bool(false)),
        }),
        "IsStable" => Some(stopper().and_then(|t| cx.loopy(c.at, t.is_stable()).map(Value::Bool))),
        "Variety" => Some(stopper().and_then(|t| cx.loopy(c.at, t.variety()).map(stopper_value))),
        "LeftOptions" => Some(stopper().map(|t| set(t.options(Player::Left)))),
        "RightOptions" => Some(stopper().map(|t| set(t.options(Player::Right)))),
        "Followers" => Some(stopper().map(|t| set(t.followers()))),
        "FollowerCount" => Some(stopper().map(|t| Value::Game(Game::integer(t.graph().len())))),
        "IsPlumtree" => truth(s.as_stopper().is_some_and(Stopper::is_plumtree)),
        "IsPseudonumber" => truth(s.as_stopper().is_some_and(Stopper::is_pseudonumber)),
        "IsIdempotent" => Some(cx.loopy(c.at, s.is_idempotent()).map(Value::Bool)),
        "IsInfinitesimal" => Some(both_stops(cx, c, s, |l, r| {
            l.strong() == Stop::Number(Default::default()) && r.strong() == l.strong()
        })),
        "IsNumberish" => Some(both_stops(cx, c, s, |l, r| {
            matches!(l.strong(), Stop::Number(_)) && l.strong() == r.strong()
        })),
        "LeftStop" => Some(stopper().map(|t| stop_value(t.left_stop()))),
        "RightStop" => Some(stopper().map(|t| stop_value(t.right_stop()))),
        "Degree" => Some(stopper().and_then(|t| cx.loopy(c.at, t.degree()).map(stopper_value))),
        _ => None,
    }
}

/// A side as a value, or why it is no stopper.
fn side(cx: &Ctx<'_>, c: &Call<'_>, s: &SidedValue, which: Side) -> Result<Value, Error> {
    let t = cx.loopy(c.recv(), s.side(which))?;
    Ok(value(SidedValue::from(t.clone())))
}

/// A test of the onside's left stop and the offside's right stop (over
/// and under set aside), as CGSuite's `IsInfinitesimal` and
/// `IsNumberish` do for sided values.
fn both_stops(
    cx: &Ctx<'_>,
    c: &Call<'_>,
    s: &SidedValue,
    test: impl Fn(Stop, Stop) -> bool,
) -> Result<Value, Error> {
    // Sides that are no stoppers have no stops: CGSuite answers false.
    if !s.is_stopper_sided() {
        return Ok(Value::Bool(false));
    }
    let on = cx.loopy(c.recv(), s.side(Side::On))?;
    let off = cx.loopy(c.recv(), s.side(Side::Off))?;
    if s.as_stopper().is_some() {
        return Ok(Value::Bool(test(on.left_stop(), on.right_stop())));
    }
    Ok(Value::Bool(
        test(on.left_stop(), off.right_stop())
            && test(on.right_stop(), off.left_stop())
            && test(on.left_stop(), on.right_stop())
            && test(off.left_stop(), off.right_stop()),
    ))
}

/// A stop as a value: a number, or a loopy pseudonumber.
fn stop_value(s: Stop) -> Value {
    match s {
        Stop::Number(x) => Value::Game(Game::number(x)),
        s => Value::Loopy(Stopper::from(s).into()),
    }
}

/// A stopper as a value: a short game when it is one.
fn stopper_value(t: Stopper) -> Value {
    value(SidedValue::from(t))
}

/// Stoppers as a set.
fn set(stoppers: Vec<Stopper>) -> Value {
    Value::mixed_set(stoppers.into_iter().map(stopper_value).collect())
}

/// The receiver and argument of a method of two stoppers (a short game is
/// one), or a typed error naming which is no stopper.
pub(super) fn two_stoppers(cx: &Ctx<'_>, c: &Call<'_>) -> Result<(Stopper, Stopper), Error> {
    let g = stopper(cx, c.recv(), cx.eval(c.recv())?)?;
    Ok((g, stopper(cx, &c.args[0], cx.eval(&c.args[0])?)?))
}

/// The value `v` of `e` as a stopper, or an error at `e`.
pub(super) fn stopper(cx: &Ctx<'_>, e: &Expr, v: Value) -> Result<Stopper, Error> {
    let s = cx.sided(e, v)?;
    Ok(cx.loopy(e, s.stopper_or_err())?.clone())
}

/// A method of two stoppers giving a stopper: `Upsum`, `Downsum` and the
/// varieties.
pub(super) fn of_two(
    cx: &Ctx<'_>,
    c: &Call<'_>,
    f: fn(&Stopper, &Stopper) -> Result<Stopper, crate::loopy::LoopyError>,
) -> Result<Value, Error> {
    let (g, h) = two_stoppers(cx, c)?;
    let r = cx.loopy(c.at, f(&g, &h))?;
    Ok(value(SidedValue::from(r)))
}
