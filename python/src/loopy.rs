//! Loopy games in Python: `LoopyGame`, the value of a game whose play may
//! go on for ever (a stopper such as `on` or `over`, or a sided value
//! such as `1 & 0`).

use combinatorial_games::expr::Value;
use combinatorial_games::loopy::{LoopyError, Side, SidedValue};
use pyo3::basic::CompareOp;
use pyo3::prelude::*;

use crate::errors::{parse_error, too_large, undefined};
use crate::outcome::PyLoopyOutcome;
use crate::text::{repr, text};

/// The value of a loopy game, read and printed as CGSuite does: ``on`` =
/// ``{pass|}``, ``over`` = ``{0|pass}``, ``dud`` = ``{pass|pass}``, and
/// ``onside & offside`` when the two sides differ. ``eval`` gives one for
/// loopy values. Sums, negatives and comparisons follow the sides (a
/// comparison of games whose sides are not stoppers may raise
/// ``CGTError``).
///
/// >>> on = LoopyGame("{pass|}")
/// >>> on
/// on
/// >>> on.outcome          # Left wins whoever starts: she never runs out
/// LoopyOutcome.L
/// >>> LoopyGame("{pass|pass}").outcome   # dud: a draw whoever starts
/// LoopyOutcome.D
/// >>> -on == LoopyGame("off")
/// True
/// >>> LoopyGame("over") >= LoopyGame("0")
/// True
#[pyclass(name = "LoopyGame", module = "combinatorial_games", frozen)]
pub struct PyLoopyGame(pub SidedValue);

fn loopy_error(e: LoopyError) -> PyErr {
    match e {
        LoopyError::Parse(p) => parse_error(p.message(), p.column()),
        e @ (LoopyError::TooLarge { .. }
        | LoopyError::TooManyMoves { .. }
        | LoopyError::TooManyPairs { .. }) => too_large(e),
        other => undefined(other),
    }
}

impl PyLoopyGame {
    fn side(&self, side: Side) -> PyResult<PyLoopyGame> {
        let s = self.0.side(side).map_err(loopy_error)?;
        Ok(PyLoopyGame(SidedValue::from(s.clone())))
    }
}

#[pymethods]
impl PyLoopyGame {
    /// Reads a loopy game in CGSuite's notation (``{pass|}``,
    /// ``a{0|{|a}}``, ``on``), or ``onside & offside`` as it prints a value
    /// whose sides differ, so ``LoopyGame(str(g)) == g``. A bad text, or
    /// an offside above its onside, raises ``ParseError`` with its
    /// ``column``.
    ///
    /// >>> g = LoopyGame("a{{|a}|}")
    /// >>> g
    /// 1 & 0
    /// >>> LoopyGame(str(g)) == g
    /// True
    #[new]
    fn new(text: &str) -> PyResult<PyLoopyGame> {
        text.parse().map(PyLoopyGame).map_err(loopy_error)
    }

    /// Who wins, draws included, as a ``LoopyOutcome``: ``L``, ``R``,
    /// ``P``, ``N``, ``D`` (a draw whoever starts), ``NHat``, ``PHat``,
    /// ``NCheck``, ``PCheck``; ``str`` gives CGSuite's name.
    #[getter]
    fn outcome(&self) -> PyLoopyOutcome {
        self.0.outcome().into()
    }

    /// Whether both sides are stoppers.
    #[getter]
    fn is_stopper_sided(&self) -> bool {
        self.0.is_stopper_sided()
    }

    /// Whether the game is a stopper (its two sides are the same stopper).
    ///
    /// >>> LoopyGame("over").is_stopper, LoopyGame("a{{|a}|}").is_stopper
    /// (True, False)
    #[getter]
    fn is_stopper(&self) -> bool {
        self.0.as_stopper().is_some()
    }

    /// The onside (endless play won by Left), a stopper.
    ///
    /// >>> g = LoopyGame("a{{|a}|}")
    /// >>> g
    /// 1 & 0
    /// >>> g.onside, g.offside
    /// (1, 0)
    #[getter]
    fn onside(&self) -> PyResult<PyLoopyGame> {
        self.side(Side::On)
    }

    /// The offside (endless play won by Right), a stopper.
    #[getter]
    fn offside(&self) -> PyResult<PyLoopyGame> {
        self.side(Side::Off)
    }

    fn __add__(&self, other: &Bound<'_, PyAny>) -> PyResult<Py<PyAny>> {
        let py = other.py();
        let Ok(h) = other.cast::<PyLoopyGame>() else {
            return Ok(py.NotImplemented());
        };
        let sum = self.0.checked_add(&h.get().0).map_err(loopy_error)?;
        Ok(Py::new(py, PyLoopyGame(sum))?.into_any())
    }

    fn __neg__(&self) -> PyLoopyGame {
        PyLoopyGame(-self.0.clone())
    }

    fn __richcmp__(&self, other: &Bound<'_, PyAny>, op: CompareOp) -> PyResult<Py<PyAny>> {
        let py = other.py();
        let Ok(h) = other.cast::<PyLoopyGame>() else {
            return Ok(py.NotImplemented());
        };
        let (g, h) = (&self.0, &h.get().0);
        let leq = |a: &SidedValue, b: &SidedValue| a.leq(b).map_err(loopy_error);
        let r = match op {
            CompareOp::Eq => g == h,
            CompareOp::Ne => g != h,
            CompareOp::Le => leq(g, h)?,
            CompareOp::Ge => leq(h, g)?,
            CompareOp::Lt => leq(g, h)? && !leq(h, g)?,
            CompareOp::Gt => leq(h, g)? && !leq(g, h)?,
        };
        Ok(r.into_pyobject(py)?.to_owned().into_any().unbind())
    }

    /// The length in bytes of ``str(g)`` (or, with ``unicode``, of
    /// ``format(g, "u")``), without building it.
    #[pyo3(signature = (unicode = false))]
    fn text_len(&self, unicode: bool) -> u64 {
        Value::Loopy(self.0.clone()).text_len(unicode)
    }

    fn __str__(&self) -> PyResult<String> {
        text(&Value::Loopy(self.0.clone()), false)
    }

    fn __repr__(&self) -> String {
        repr(&Value::Loopy(self.0.clone()), "LoopyGame")
    }

    fn __format__(&self, spec: &str) -> PyResult<String> {
        text(&Value::Loopy(self.0.clone()), spec == "u")
    }
}
