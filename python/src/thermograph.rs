//! `Thermograph`, which draws itself in Jupyter.

use combinatorial_games::temperature::{Thermograph, Trajectory};
use pyo3::prelude::*;

use crate::convert::fraction;

/// A game's thermograph: its walls and mast. ``str`` and ``repr`` give
/// CGSuite's text; Jupyter shows the drawing (``_repr_svg_``).
///
/// >>> t = Game("{3|-2}").thermograph()
/// >>> t.mast, t.temperature
/// (Fraction(1, 2), Fraction(5, 2))
/// >>> t.left_wall
/// [(Fraction(-1, 1), Fraction(4, 1)), (Fraction(5, 2), Fraction(1, 2))]
/// >>> t._repr_svg_().startswith("<svg")
/// True
#[pyclass(name = "Thermograph", module = "combinatorial_games", frozen)]
pub struct PyThermograph(pub Thermograph);

type Corners<'py> = Vec<(Bound<'py, PyAny>, Bound<'py, PyAny>)>;

fn corners<'py>(py: Python<'py>, t: &Trajectory) -> PyResult<Corners<'py>> {
    t.corners()
        .iter()
        .map(|(temp, x)| Ok((fraction(py, temp)?, fraction(py, x)?)))
        .collect()
}

#[pymethods]
impl PyThermograph {
    /// Where the mast stands: the mean value.
    #[getter]
    fn mast<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        fraction(py, self.0.mast())
    }

    /// Where the walls meet: the temperature.
    #[getter]
    fn temperature<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        fraction(py, self.0.temperature())
    }

    /// The left wall's corners as ``(temperature, value)`` pairs, from
    /// temperature -1 up; above the last corner the wall is the mast.
    #[getter]
    fn left_wall<'py>(&self, py: Python<'py>) -> PyResult<Corners<'py>> {
        corners(py, self.0.left_wall())
    }

    /// The right wall's corners, as for ``left_wall``.
    #[getter]
    fn right_wall<'py>(&self, py: Python<'py>) -> PyResult<Corners<'py>> {
        corners(py, self.0.right_wall())
    }

    /// The drawing, as SVG.
    fn _repr_svg_(&self) -> String {
        self.0.to_svg()
    }

    fn __str__(&self) -> String {
        self.0.cgsuite_text()
    }

    fn __repr__(&self) -> String {
        self.0.cgsuite_text()
    }
}
