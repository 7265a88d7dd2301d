//! The expression language: `eval`, `Session`, and its values in Python.

use combinatorial_games::expr::{self, Value};
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyList, PySet};

use crate::catalogue::PyPosition;
use crate::errors::expr_error;
use crate::game::PyGame;
use crate::heap::{Heaps, PyHeapGame};
use crate::interrupt::interruptible;
use crate::loopy::PyLoopyGame;
use crate::misere::PyMisereGame;
use crate::outcome::{PyLoopyOutcome, PyOutcome, PyPlayer};
use crate::text::{repr, text};
use crate::thermograph::PyThermograph;

/// Evaluates CGSuite's expression language in a fresh session, as
/// ``cgame eval`` does, and gives the result as a Python value: a
/// ``Game`` (numbers too), ``bool``, ``list``, ``set``, ``str``, ``Fraction``
/// (for rationals that are not dyadic), ``Outcome``, ``Thermograph``,
/// ``HeapGame``, ``Position``, ``MisereGame``, ``LoopyGame``, ``None``, or
/// a ``Value`` for the rest (loopy outcomes, intervals, …), which prints as
/// CGSuite does.
/// ``timeout`` (seconds) bounds the work: past it, ``TooLargeError``;
/// Ctrl-C stops it with ``KeyboardInterrupt``. What ``System.Print``
/// prints goes to ``sys.stdout``, one value a line, before the result
/// (also when the line then fails).
///
/// >>> eval("System.Print(*2); 1 + 1")
/// *2
/// 2
/// >>> eval("{3|||2||1|0,*||||-1/2}.LeftStop")
/// 2
/// >>> eval("^ <> *"), eval("{2|1}.RightOptions")
/// (True, {1})
/// >>> eval("on")
/// on
#[pyfunction]
#[pyo3(signature = (text, *, timeout = None))]
pub fn eval(py: Python<'_>, text: &str, timeout: Option<f64>) -> PyResult<Py<PyAny>> {
    let mut s = expr::Session::new();
    run(py, &mut s, text, timeout)
}

fn run(
    py: Python<'_>,
    s: &mut expr::Session,
    text: &str,
    timeout: Option<f64>,
) -> PyResult<Py<PyAny>> {
    // The worker evaluates a copy of the session, which replaces the
    // session when the line finishes: an interrupted line binds nothing.
    let mut copy = s.clone();
    let text = text.to_owned();
    let (copy, v) = interruptible(py, timeout, move || {
        let v = copy.eval(&text);
        (copy, v)
    })?;
    *s = copy;
    write_printed(py, s.take_printed())?;
    to_python(py, v.map_err(expr_error)?)
}

/// Writes each value `System.Print` printed to `sys.stdout` through
/// Python's `print`, so that redirecting or capturing the output works.
fn write_printed(py: Python<'_>, printed: Vec<Value>) -> PyResult<()> {
    if printed.is_empty() {
        return Ok(());
    }
    let print = py.import("builtins")?.getattr("print")?;
    for v in printed {
        print.call1((text(&v, false)?,))?;
    }
    Ok(())
}

/// A session of the expression language that remembers the names bound
/// with ``name := expr``, as the ``cgame`` REPL does.
///
/// >>> s = Session()
/// >>> s.eval("g := {3|||2||1|0,*||||-1/2}")
/// {3|||2||1|0,*||||-1/2}
/// >>> s.eval("g.LeftStop"), s.eval("g.Birthday")
/// (2, 5)
///
/// ``Session(path=[folder, …])`` reads classes from the ``.cgs`` files of
/// each folder, as CGSuite reads its user folder: ``a/b/C.cgs`` declares
/// the class ``a.b.C``, read when first named and again when it changes.
///
/// ``s[name]`` is the value bound to ``name`` as it is kept: a board of the
/// catalogue stays a ``Position``, where ``eval`` gives its value.
///
/// >>> s.eval('b := Clobber("xo.")')
/// *
/// >>> s["b"].winning_moves("left")
/// ['to .x.']
/// >>> "b" in s, "c" in s
/// (True, False)
/// >>> s["c"]
/// Traceback (most recent call last):
/// ...
/// KeyError: 'c'
#[pyclass(name = "Session", module = "combinatorial_games")]
pub struct PySession(expr::Session);

#[pymethods]
impl PySession {
    #[new]
    #[pyo3(signature = (*, path = Vec::new()))]
    fn new(path: Vec<std::path::PathBuf>) -> PyResult<PySession> {
        let mut s = expr::Session::new();
        for dir in path {
            s.add_class_path(&dir).map_err(|e| {
                pyo3::exceptions::PyValueError::new_err(format!("path {}: {e}", dir.display()))
            })?;
        }
        Ok(PySession(s))
    }

    /// Evaluates one line, as ``eval`` does, keeping the names it binds.
    #[pyo3(signature = (text, *, timeout = None))]
    fn eval(&mut self, py: Python<'_>, text: &str, timeout: Option<f64>) -> PyResult<Py<PyAny>> {
        run(py, &mut self.0, text, timeout)
    }

    /// The value bound to ``name``, as ``eval`` gives values but with a
    /// board kept a ``Position``; ``KeyError`` if the name is not bound.
    fn __getitem__(&self, py: Python<'_>, name: &str) -> PyResult<Py<PyAny>> {
        match self.0.get(name) {
            Some(v) => to_python(py, v.clone()),
            None => Err(pyo3::exceptions::PyKeyError::new_err(name.to_owned())),
        }
    }

    /// Whether ``name`` is bound.
    fn __contains__(&self, name: &str) -> bool {
        self.0.get(name).is_some()
    }
}

/// A value of the expression language with no Python counterpart: a loopy
/// outcome, an interval, a periodicity. ``str`` and ``repr`` print
/// it as CGSuite does; ``format(v, "u")`` in Unicode. As for ``Game``,
/// texts past ``MAX_TEXT`` bytes are refused (``repr`` summarises them).
#[pyclass(name = "Value", module = "combinatorial_games", frozen)]
pub struct PyValue(Value);

#[pymethods]
impl PyValue {
    fn __str__(&self) -> PyResult<String> {
        text(&self.0, false)
    }

    fn __repr__(&self) -> String {
        repr(&self.0, "Value")
    }

    fn __format__(&self, spec: &str) -> PyResult<String> {
        text(&self.0, spec == "u")
    }

    /// The length in bytes of ``str(v)`` (or, with ``unicode``, of
    /// ``format(v, "u")``), without building it.
    #[pyo3(signature = (unicode = false))]
    fn text_len(&self, unicode: bool) -> u64 {
        self.0.text_len(unicode)
    }

    fn __eq__(&self, other: &Bound<'_, PyAny>) -> bool {
        other.cast::<PyValue>().is_ok_and(|o| o.get().0 == self.0)
    }
}

/// A value of the language as a Python value.
pub fn to_python(py: Python<'_>, v: Value) -> PyResult<Py<PyAny>> {
    Ok(match v {
        Value::Game(g) => Py::new(py, PyGame(g))?.into_any(),
        Value::Bool(b) => b.into_pyobject(py)?.to_owned().into_any().unbind(),
        Value::Str(s) => s.into_pyobject(py)?.into_any().unbind(),
        Value::Nothing => py.None(),
        Value::Outcome(o) => Py::new(py, PyOutcome::from(o))?.into_any(),
        Value::LoopyOutcome(o) => Py::new(py, PyLoopyOutcome::from(o))?.into_any(),
        Value::Player(p) => Py::new(py, PyPlayer::from(p))?.into_any(),
        Value::Thermograph(t) => Py::new(py, PyThermograph(*t))?.into_any(),
        Value::Ruleset(r) => Py::new(py, PyHeapGame(Heaps::of_ruleset(&r)))?.into_any(),
        Value::Board(b) => Py::new(py, PyPosition(b.position().clone_box()))?.into_any(),
        Value::Heaps(h) => Py::new(py, PyGame(h.game()))?.into_any(),
        Value::Misere(m) => Py::new(py, PyMisereGame(m))?.into_any(),
        Value::Loopy(v) => Py::new(py, PyLoopyGame(v))?.into_any(),
        Value::Coordinates(x, y) => (x, y).into_pyobject(py)?.into_any().unbind(),
        Value::Rational(r) => match r.as_finite() {
            Some(q) => q.clone().into_pyobject(py)?.into_any().unbind(),
            None => Py::new(py, PyValue(Value::Rational(r)))?.into_any(),
        },
        Value::Set(games) => {
            let set = PySet::empty(py)?;
            for g in games {
                set.add(PyGame(g))?;
            }
            set.into_any().unbind()
        }
        Value::List(items) => {
            let list = PyList::empty(py);
            for item in items {
                list.append(to_python(py, item)?)?;
            }
            list.into_any().unbind()
        }
        Value::Map(pairs) => {
            let dict = PyDict::new(py);
            for (k, v) in pairs.iter().cloned() {
                if dict.set_item(to_python(py, k)?, to_python(py, v)?).is_err() {
                    // A key Python cannot hash (a list): the map as a Value.
                    return Ok(Py::new(py, PyValue(Value::Map(pairs)))?.into_any());
                }
            }
            dict.into_any().unbind()
        }
        other => Py::new(py, PyValue(other))?.into_any(),
    })
}
