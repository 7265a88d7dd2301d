//! Python values to games and numbers, and back.

use combinatorial_games::{Dyadic, Game};
use num_bigint::BigInt;
use num_rational::BigRational;
use pyo3::exceptions::PyTypeError;
use pyo3::prelude::*;
use pyo3::types::{PyInt, PyString};

use crate::errors::{expr_error, undefined};
use crate::game::PyGame;
use crate::nimber::PyNimber;

/// A number as a `fractions.Fraction`.
pub fn fraction<'py>(py: Python<'py>, x: &Dyadic) -> PyResult<Bound<'py, PyAny>> {
    let r: BigRational = x.clone().into();
    r.into_pyobject(py).map(Bound::into_any)
}

/// A Python `int` or `fractions.Fraction` (or anything Fraction-like) as a
/// dyadic number.
pub fn dyadic(ob: &Bound<'_, PyAny>) -> PyResult<Dyadic> {
    if let Ok(n) = ob.extract::<BigInt>() {
        return Ok(Dyadic::from(n));
    }
    let r: BigRational = ob.extract().map_err(|_| {
        PyTypeError::new_err(format!(
            "expected an int or a fractions.Fraction, not {}",
            type_name(ob)
        ))
    })?;
    Dyadic::try_from(r.clone()).map_err(|_| {
        undefined(format!(
            "{r} is not a dyadic rational: games' numbers have a power of two below the line"
        ))
    })
}

/// The value as a game, for arithmetic: a `Game`, an `int`, a
/// `fractions.Fraction` with a power of two below the line, or a
/// `Nimber`; `None` for anything else (so that Python can try the other
/// operand).
pub fn game_operand(ob: &Bound<'_, PyAny>) -> PyResult<Option<Game>> {
    if let Ok(g) = ob.cast::<PyGame>() {
        return Ok(Some(g.get().0));
    }
    if let Ok(n) = ob.cast::<PyNimber>() {
        return Ok(Some(Game::nimber(n.get().0)));
    }
    if ob.is_instance_of::<PyInt>() || is_fraction(ob)? {
        return Ok(Some(Game::number(dyadic(ob)?)));
    }
    Ok(None)
}

/// Any value a `Game` can be made from: the operands of
/// [`game_operand`], or CGSuite's text.
pub fn game_like(ob: &Bound<'_, PyAny>) -> PyResult<Game> {
    if let Ok(s) = ob.cast::<PyString>() {
        return s.to_cow()?.parse::<Game>().map_err(expr_error);
    }
    game_operand(ob)?.ok_or_else(|| {
        PyTypeError::new_err(format!(
            "a Game is made from CGSuite's text, an int, a fractions.Fraction, a Nimber or a Game, not {}",
            type_name(ob)
        ))
    })
}

fn is_fraction(ob: &Bound<'_, PyAny>) -> PyResult<bool> {
    let fractions = ob.py().import("fractions")?;
    ob.is_instance(&fractions.getattr("Fraction")?)
}

/// The name of a value's type, for messages.
pub fn type_name(ob: &Bound<'_, PyAny>) -> String {
    ob.get_type()
        .name()
        .map(|n| n.to_string())
        .unwrap_or_else(|_| "this value".to_string())
}
