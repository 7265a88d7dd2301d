//! Number arguments and results of games.

use combinatorial_games::{Dyadic, Game};
use pyo3::exceptions::PyTypeError;
use pyo3::prelude::*;

use crate::convert::dyadic;
use crate::errors::undefined;
use crate::game::PyGame;

/// A number's value, for the numeric conversions; a typed error for a game
/// that is not a number.
pub(crate) fn number_of(g: &Game) -> PyResult<Dyadic> {
    g.as_number()
        .ok_or_else(|| undefined(format!("{g} is not a number")))
}

/// A number argument: an int, a Fraction, or a Game that is a number.
pub(crate) fn number_arg(ob: &Bound<'_, PyAny>) -> PyResult<Dyadic> {
    if let Ok(g) = ob.cast::<PyGame>() {
        return number_of(&g.get().0);
    }
    dyadic(ob).map_err(|e| {
        if e.is_instance_of::<PyTypeError>(ob.py()) {
            PyTypeError::new_err(
                "expected a number: an int, a fractions.Fraction or a Game that is a number",
            )
        } else {
            e
        }
    })
}
