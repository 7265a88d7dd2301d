//! The methods of loopy values (CGSuite's `CanonicalStopper` and
//! `SidedValue`): the rows of [`super::methods`] answer for short games,
//! and these for the loopy ones.

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
        "IsLoopfree" | "IsZero" | "IsInteger" | "IsNumber" | "IsNimber" | "IsNumberTiny"
        | "IsUptimal" | "IsAllSmall" | "IsOrdinal" => truth(false),
        "IsPlumtree" => truth(s.as_stopper().is_some_and(Stopper::is_plumtree)),
        "IsPseudonumber" => truth(s.as_stopper().is_some_and(is_pseudonumber)),
        "IsIdempotent" => Some(idempotent(cx, c, s)),
        "IsInfinitesimal" => Some(both_stops(cx, c, s, |l, r| {
            l == Stop::Number(Default::default()) && r == l
        })),
        "IsNumberish" => Some(both_stops(cx, c, s, |l, r| {
            matches!(l, Stop::Number(_)) && l == r
        })),
        "LeftStop" => Some(stopper().map(|t| stop_value(t.left_stop()))),
        "RightStop" => Some(stopper().map(|t| stop_value(t.right_stop()))),
        "Degree" => Some(degree(cx, c, s)),
        _ => None,
    }
}

/// A side as a value, or why it is no stopper.
fn side(cx: &Ctx<'_>, c: &Call<'_>, s: &SidedValue, which: Side) -> Result<Value, Error> {
    let t = cx.loopy(c.recv(), s.side(which))?;
    Ok(value(SidedValue::from(t.clone())))
}

/// `G + G == G`.
fn idempotent(cx: &Ctx<'_>, c: &Call<'_>, s: &SidedValue) -> Result<Value, Error> {
    let twice = cx.loopy_add(c.at, s, s)?;
    Ok(Value::Bool(
        cx.loopy_leq(c.at, &twice, s)? && cx.loopy_leq(c.at, s, &twice)?,
    ))
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

/// A stop as a value: a number, `on` or `off`.
fn stop_value(s: Stop) -> Value {
    match s {
        Stop::Number(x) => Value::Game(Game::number(x)),
        Stop::On => Value::Loopy(Stopper::on().into()),
        Stop::Off => Value::Loopy(Stopper::off().into()),
    }
}

/// The degree of a stopper: the onside of `G - G` (0 for short games).
fn degree(cx: &Ctx<'_>, c: &Call<'_>, s: &SidedValue) -> Result<Value, Error> {
    cx.loopy(c.recv(), s.stopper_or_err())?;
    let d = cx.loopy_add(c.at, s, &-s.clone())?;
    let on = cx.loopy(c.recv(), d.side(Side::On))?;
    Ok(value(SidedValue::from(on.clone())))
}

/// A number, `on`, `off`, or a plumtree `{pass | x}` or `{x | pass}` with
/// `x` a number.
fn is_pseudonumber(s: &Stopper) -> bool {
    if s.is_on() || s.is_off() {
        return true;
    }
    let (l, r) = (s.options(Player::Left), s.options(Player::Right));
    let number = |t: &Stopper| t.to_game().is_some_and(|g| g.is_number());
    s.is_plumtree()
        && ((l.len() == 1 && l[0] == *s && r.len() == 1 && number(&r[0]))
            || (r.len() == 1 && r[0] == *s && l.len() == 1 && number(&l[0])))
}
