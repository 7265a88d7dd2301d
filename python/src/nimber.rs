//! `Nimber`: the field of nimbers, with nim-sum and nim-product.

use combinatorial_games::impartial::Nimber;
use pyo3::basic::CompareOp;
use pyo3::exceptions::{PyValueError, PyZeroDivisionError};
use pyo3::prelude::*;

/// A nimber ``*n`` (for ``n < 2**64``) as an element of the field of
/// nimbers: ``^`` (or ``+``, or ``-``) is the nim-sum, ``*`` the
/// nim-product, ``/`` division, ``**`` powers.
///
/// >>> from combinatorial_games import Nimber
/// >>> Nimber(5) ^ Nimber(3)
/// Nimber(6)
/// >>> Nimber(2) * Nimber(2), Nimber(2) * Nimber(3)
/// (Nimber(3), Nimber(1))
/// >>> Nimber(3).inverse(), Nimber(8) / Nimber(8)
/// (Nimber(2), Nimber(1))
/// >>> int(Nimber(9)), str(Nimber(9))
/// (9, '*9')
#[pyclass(name = "Nimber", module = "combinatorial_games", frozen)]
#[derive(Clone, Copy)]
pub struct PyNimber(pub u64);

fn operand(ob: &Bound<'_, PyAny>) -> Option<u64> {
    ob.cast::<PyNimber>().ok().map(|n| n.get().0)
}

fn result(py: Python<'_>, n: Option<Nimber>) -> PyResult<Py<PyAny>> {
    match n {
        None => Ok(py.NotImplemented()),
        Some(n) => Ok(Py::new(py, PyNimber(n.0))?.into_any()),
    }
}

#[pymethods]
impl PyNimber {
    #[new]
    fn new(n: u64) -> PyNimber {
        PyNimber(n)
    }

    /// The inverse under nim-multiplication; ``ZeroDivisionError`` for
    /// ``Nimber(0)``.
    fn inverse(&self) -> PyResult<PyNimber> {
        Nimber(self.0)
            .inverse()
            .map(|n| PyNimber(n.0))
            .ok_or_else(|| PyZeroDivisionError::new_err("Nimber(0) has no inverse"))
    }

    fn __xor__(&self, other: &Bound<'_, PyAny>) -> PyResult<Py<PyAny>> {
        result(
            other.py(),
            operand(other).map(|m| Nimber(self.0) + Nimber(m)),
        )
    }

    fn __rxor__(&self, other: &Bound<'_, PyAny>) -> PyResult<Py<PyAny>> {
        self.__xor__(other)
    }

    fn __add__(&self, other: &Bound<'_, PyAny>) -> PyResult<Py<PyAny>> {
        self.__xor__(other)
    }

    fn __sub__(&self, other: &Bound<'_, PyAny>) -> PyResult<Py<PyAny>> {
        self.__xor__(other)
    }

    fn __neg__(&self) -> PyNimber {
        *self
    }

    fn __mul__(&self, other: &Bound<'_, PyAny>) -> PyResult<Py<PyAny>> {
        result(
            other.py(),
            operand(other).map(|m| Nimber(self.0) * Nimber(m)),
        )
    }

    fn __truediv__(&self, other: &Bound<'_, PyAny>) -> PyResult<Py<PyAny>> {
        let Some(m) = operand(other) else {
            return Ok(other.py().NotImplemented());
        };
        let q = Nimber(self.0)
            .checked_div(Nimber(m))
            .ok_or_else(|| PyZeroDivisionError::new_err("division by Nimber(0)"))?;
        result(other.py(), Some(q))
    }

    /// ``n ** e``; a negative ``e`` is a power of the inverse.
    fn __pow__(&self, e: i64, modulo: Option<&Bound<'_, PyAny>>) -> PyResult<PyNimber> {
        if modulo.is_some() {
            return Err(PyValueError::new_err("pow() of a Nimber takes no modulus"));
        }
        let base = if e < 0 { self.inverse()?.0 } else { self.0 };
        Ok(PyNimber(Nimber(base).pow(e.unsigned_abs()).0))
    }

    fn __richcmp__(&self, other: &Bound<'_, PyAny>, op: CompareOp) -> PyResult<Py<PyAny>> {
        let py = other.py();
        let Some(m) = operand(other) else {
            return Ok(py.NotImplemented());
        };
        // Nimbers have no order; only equality.
        let r = match op {
            CompareOp::Eq => self.0 == m,
            CompareOp::Ne => self.0 != m,
            _ => return Ok(py.NotImplemented()),
        };
        Ok(r.into_pyobject(py)?.to_owned().into_any().unbind())
    }

    fn __hash__(&self) -> u64 {
        // Distinct from hash(int): a Nimber is not equal to an int.
        self.0.rotate_left(17) ^ 0x6e69_6d62
    }

    fn __int__(&self) -> u64 {
        self.0
    }

    fn __index__(&self) -> u64 {
        self.0
    }

    fn __bool__(&self) -> bool {
        self.0 != 0
    }

    fn __str__(&self) -> String {
        Nimber(self.0).to_string()
    }

    fn __repr__(&self) -> String {
        format!("Nimber({})", self.0)
    }

    fn __reduce__(&self, py: Python<'_>) -> (Py<PyAny>, (u64,)) {
        (py.get_type::<PyNimber>().into_any().unbind(), (self.0,))
    }
}
