//! Impartial games in misère play, canonical forms and all: `MisereGame`.

use std::hash::{DefaultHasher, Hash, Hasher};

use combinatorial_games::expr::Value;
use combinatorial_games::misere::{MisereError, MisereGame};
use pyo3::basic::CompareOp;
use pyo3::prelude::*;

use crate::errors::{parse_error, too_large};
use crate::outcome::PyOutcome;
use crate::text::{repr, text};

/// An impartial game in misère play (the player who cannot move wins), in
/// misère canonical form, written as CGSuite writes it: ``*[2]`` is the
/// nim heap of two, ``*[[2],0]`` the game whose options are ``*[2]`` and
/// ``*[0]``. ``eval`` gives one for ``.MisereCanonicalForm``.
///
/// >>> one = MisereGame("*[1]")
/// >>> one.outcome          # the mover takes the last counter and loses
/// Outcome.P
/// >>> MisereGame("*[0]").outcome
/// Outcome.N
/// >>> one + one == MisereGame("*[0]")
/// True
/// >>> MisereGame.nim_heap(2).options
/// [*[0], *[1]]
/// >>> g = MisereGame("*[[2],0]")
/// >>> MisereGame(format(g, "#")) == g    # the list notation reads back
/// True
#[pyclass(name = "MisereGame", module = "combinatorial_games", frozen)]
pub struct PyMisereGame(pub MisereGame);

fn misere_error(e: MisereError) -> PyErr {
    match e {
        MisereError::Parse(p) => parse_error(p.message(), p.column()),
        other => too_large(other),
    }
}

fn games(options: &Bound<'_, PyAny>) -> PyResult<Vec<MisereGame>> {
    options
        .try_iter()?
        .map(|o| Ok(o?.cast::<PyMisereGame>()?.get().0))
        .collect()
}

#[pymethods]
impl PyMisereGame {
    /// Reads ``text`` (``*[2]``, ``*[[2],0]``, ``*[2#]``); a bad text
    /// raises ``ParseError`` with its ``column``.
    #[new]
    fn new(text: &str) -> PyResult<PyMisereGame> {
        text.parse().map(PyMisereGame).map_err(misere_error)
    }

    /// Reads CGSuite's compact notation, the one ``str`` gives (``*[2#0]``,
    /// ``*[2[2]]``, ``*[(2#1)2##]``). It has a reader of its own because
    /// the notations disagree on digits: ``MisereGame("*[32]")`` is the
    /// heap 32, as in CGSuite, while in the compact notation ``32`` is the
    /// game with options ``*[3]`` and ``*[2]``.
    ///
    /// >>> g = MisereGame("*[[2],0]")
    /// >>> str(g)
    /// '*[2#0]'
    /// >>> MisereGame.from_compact(str(g)) == g
    /// True
    /// >>> len(MisereGame.from_compact("*[32]").options)
    /// 2
    #[staticmethod]
    fn from_compact(text: &str) -> PyResult<PyMisereGame> {
        MisereGame::from_compact(text)
            .map(PyMisereGame)
            .map_err(misere_error)
    }

    /// The nim heap ``*[n]``, whose options are the smaller heaps;
    /// ``TooLargeError`` past the largest heap the library makes.
    ///
    /// >>> MisereGame.nim_heap(3) == MisereGame("*[3]")
    /// True
    #[staticmethod]
    fn nim_heap(n: u32) -> PyResult<PyMisereGame> {
        MisereGame::checked_nim_heap(n)
            .map(PyMisereGame)
            .map_err(misere_error)
    }

    /// The canonical game with these options (``MisereGame``s).
    ///
    /// >>> MisereGame.from_options([MisereGame("*[0]")]) == MisereGame("*[1]")
    /// True
    #[staticmethod]
    fn from_options(options: &Bound<'_, PyAny>) -> PyResult<PyMisereGame> {
        MisereGame::from_options(games(options)?)
            .map(PyMisereGame)
            .map_err(misere_error)
    }

    /// The options of the canonical form.
    #[getter]
    fn options(&self) -> Vec<PyMisereGame> {
        self.0.options().into_iter().map(PyMisereGame).collect()
    }

    /// The birthday of the canonical form.
    ///
    /// >>> MisereGame("*[2]").birthday
    /// 2
    #[getter]
    fn birthday(&self) -> u32 {
        self.0.birthday()
    }

    /// Who wins in misère play: ``Outcome.P`` (the previous player) or
    /// ``Outcome.N`` (the next).
    #[getter]
    fn outcome(&self) -> PyOutcome {
        self.0.outcome().into()
    }

    /// The nim value in normal play.
    ///
    /// >>> MisereGame("*[[2],0]").nim_value
    /// 1
    #[getter]
    fn nim_value(&self) -> u32 {
        self.0.nim_value()
    }

    /// The misère nim value: 0 when the previous player wins in misère play.
    ///
    /// >>> MisereGame("*[0]").misere_nim_value, MisereGame("*[1]").misere_nim_value
    /// (1, 0)
    #[getter]
    fn misere_nim_value(&self) -> u32 {
        self.0.misere_nim_value()
    }

    /// The genus (Conway), as CGSuite prints it, such as ``"0^120"``.
    #[getter]
    fn genus(&self) -> String {
        self.0.genus().to_string()
    }

    /// Whether the game is tame (plays like a sum of nim heaps in misère).
    #[getter]
    fn is_tame(&self) -> bool {
        self.0.is_tame()
    }

    /// Whether the game is restive.
    #[getter]
    fn is_restive(&self) -> bool {
        self.0.is_restive()
    }

    /// The mate: the game with ``*[0]`` and ``*[1]`` exchanged at its leaves.
    fn mate(&self) -> PyResult<PyMisereGame> {
        self.0
            .checked_mate()
            .map(PyMisereGame)
            .map_err(misere_error)
    }

    fn __add__(&self, other: &Bound<'_, PyAny>) -> PyResult<Py<PyAny>> {
        let py = other.py();
        let Ok(h) = other.cast::<PyMisereGame>() else {
            return Ok(py.NotImplemented());
        };
        let sum = self.0.checked_add(&h.get().0).map_err(misere_error)?;
        Ok(Py::new(py, PyMisereGame(sum))?.into_any())
    }

    fn __richcmp__(&self, other: &Bound<'_, PyAny>, op: CompareOp) -> Py<PyAny> {
        let py = other.py();
        let Ok(h) = other.cast::<PyMisereGame>() else {
            return py.NotImplemented();
        };
        let h = h.get().0;
        match op {
            CompareOp::Eq => (self.0 == h).into_pyobject(py),
            CompareOp::Ne => (self.0 != h).into_pyobject(py),
            _ => return py.NotImplemented(),
        }
        .map_or_else(
            |_| py.NotImplemented(),
            |b| b.to_owned().into_any().unbind(),
        )
    }

    fn __hash__(&self) -> isize {
        let mut h = DefaultHasher::new();
        self.0.hash(&mut h);
        h.finish() as isize
    }

    /// The length in bytes of ``str(g)`` (or, with ``unicode``, of
    /// ``format(g, "u")``), without building it.
    #[pyo3(signature = (unicode = false))]
    fn text_len(&self, unicode: bool) -> u64 {
        Value::Misere(self.0).text_len(unicode)
    }

    fn __str__(&self) -> PyResult<String> {
        text(&Value::Misere(self.0), false)
    }

    fn __repr__(&self) -> String {
        repr(&Value::Misere(self.0), "MisereGame")
    }

    /// ``format(g, "#")``: the list notation, which ``MisereGame`` reads
    /// back (``str`` gives CGSuite's compact notation, ``*[2#0]``, which
    /// ``MisereGame.from_compact`` reads).
    fn __format__(&self, spec: &str) -> PyResult<String> {
        if spec == "#" {
            return Ok(format!("{:#}", self.0));
        }
        text(&Value::Misere(self.0), spec == "u")
    }
}
