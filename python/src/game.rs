//! `Game`: a short partizan game in canonical form.

use std::hash::{Hash, Hasher};

use combinatorial_games::Game;
use num_bigint::BigInt;
use pyo3::basic::CompareOp;
use pyo3::exceptions::{PyTypeError, PyValueError};
use pyo3::prelude::*;

use crate::convert::{fraction, game_like, game_operand};
use crate::errors::{too_large, undefined};
use crate::interrupt::interruptible;
use crate::nimber::PyNimber;
use crate::numbers::{number_arg, number_of};
use crate::outcome::PyOutcome;
use crate::text::{repr, text};
use crate::thermograph::PyThermograph;

/// A short partizan game in canonical form, made from CGSuite's text, an
/// int, a ``fractions.Fraction`` (with a power of two below the line), a
/// ``Nimber`` or another ``Game``. Equal games are the same canonical form.
///
/// >>> from combinatorial_games import Game
/// >>> Game("{0|^}")
/// ^^*
/// >>> Game("{1|-1}") + Game("{1|-1}")
/// 0
/// >>> Game("{0|1}") == Game(Fraction(1, 2))
/// True
/// >>> Game("*") < 0, Game("*") > 0, Game("*").is_confused_with(0)
/// (False, False, True)
/// >>> format(Game("^^*"), "u")
/// '↑↑∗'
#[pyclass(name = "Game", module = "combinatorial_games", frozen)]
#[derive(Clone, Copy)]
pub struct PyGame(pub Game);

fn wrap(g: Game) -> PyGame {
    PyGame(g)
}

/// `f(other)` as a Game, or `NotImplemented` where `other` is not a game,
/// so that Python can try the other operand.
fn binary(
    other: &Bound<'_, PyAny>,
    f: impl FnOnce(Game) -> Result<Game, combinatorial_games::short::Overflow>,
) -> PyResult<Py<PyAny>> {
    let py = other.py();
    match game_operand(other)? {
        None => Ok(py.NotImplemented()),
        Some(h) => Ok(Py::new(py, wrap(f(h).map_err(too_large)?))?.into_any()),
    }
}

fn games(it: &Bound<'_, PyAny>) -> PyResult<Vec<Game>> {
    it.try_iter()?.map(|x| game_like(&x?)).collect()
}

#[pymethods]
impl PyGame {
    #[new]
    #[pyo3(signature = (value = None))]
    fn new(value: Option<&Bound<'_, PyAny>>) -> PyResult<PyGame> {
        match value {
            None => Ok(wrap(Game::zero())),
            Some(v) => game_like(v).map(wrap),
        }
    }

    /// The game ``{left | right}`` from its options, in canonical form.
    ///
    /// >>> Game.from_options([0], [Game.up()])
    /// ^^*
    /// >>> Game.from_options([0, 1], [])
    /// 2
    #[staticmethod]
    #[pyo3(signature = (left, right))]
    fn from_options(left: &Bound<'_, PyAny>, right: &Bound<'_, PyAny>) -> PyResult<PyGame> {
        Ok(wrap(Game::new(games(left)?, games(right)?)))
    }

    /// ``0 = { | }``.
    ///
    /// >>> Game.zero()
    /// 0
    #[staticmethod]
    fn zero() -> PyGame {
        wrap(Game::zero())
    }

    /// ``* = {0|0}``.
    ///
    /// >>> Game.star()
    /// *
    #[staticmethod]
    fn star() -> PyGame {
        wrap(Game::star())
    }

    /// ``^ = {0|*}``.
    ///
    /// >>> Game.up() + Game.up()
    /// ^2
    #[staticmethod]
    fn up() -> PyGame {
        wrap(Game::up())
    }

    /// ``v = {*|0}``.
    ///
    /// >>> Game.down() == -Game.up()
    /// True
    #[staticmethod]
    fn down() -> PyGame {
        wrap(Game::down())
    }

    /// The nimber ``*n``.
    ///
    /// >>> Game.nimber(5) + Game.nimber(3)
    /// *6
    #[staticmethod]
    fn nimber(n: u64) -> PyGame {
        wrap(Game::nimber(n))
    }

    /// The switch ``±g = {g | -g}``.
    ///
    /// >>> Game.switch(1)
    /// +-1
    #[staticmethod]
    fn switch(g: &Bound<'_, PyAny>) -> PyResult<PyGame> {
        Ok(wrap(Game::switch(game_like(g)?)))
    }

    /// CGSuite's text, which ``Game`` reads back; a ``TooLargeError`` when
    /// it is longer than ``MAX_TEXT`` bytes (16 MiB).
    fn __str__(&self) -> PyResult<String> {
        text(&self.0, false)
    }

    /// CGSuite's text, as in a CGSuite worksheet: ``Game(repr(g)) == g``.
    /// Past ``MAX_TEXT`` bytes, a summary such as ``<Game with a text of
    /// 787368113 bytes>``.
    fn __repr__(&self) -> String {
        repr(&self.0, "Game")
    }

    /// The length in bytes of ``str(g)`` (or, with ``unicode``, of
    /// ``format(g, "u")``), without building it. A form shares its parts,
    /// so its text can be far longer than the form.
    ///
    /// >>> Game("^^*").text_len(), Game("^^*").text_len(unicode=True)
    /// (3, 9)
    /// >>> eval("v:10000*9").text_len() > MAX_TEXT
    /// True
    #[pyo3(signature = (unicode = false))]
    fn text_len(&self, unicode: bool) -> u64 {
        self.0.text_len(unicode)
    }

    /// ``format(g, "u")`` is the Unicode form (``↑↑∗``, ``±1``); an empty
    /// format is CGSuite's text. Both refuse texts past ``MAX_TEXT``.
    fn __format__(&self, spec: &str) -> PyResult<String> {
        match spec {
            "" | "s" => text(&self.0, false),
            "u" => text(&self.0, true),
            _ => Err(PyValueError::new_err(format!(
                "unknown format '{spec}' for a Game: '' gives CGSuite's text, 'u' the Unicode form"
            ))),
        }
    }

    /// In Jupyter: the Unicode form, with CGSuite's text beside it where
    /// it differs.
    fn _repr_html_(&self) -> String {
        let (Ok(plain), Ok(unicode)) = (text(&self.0, false), text(&self.0, true)) else {
            return format!(
                "<code>{}</code>",
                repr(&self.0, "Game").replace('<', "&lt;")
            );
        };
        let esc = |s: &str| {
            s.replace('&', "&amp;")
                .replace('<', "&lt;")
                .replace('>', "&gt;")
        };
        if plain == unicode {
            format!("<code>{}</code>", esc(&plain))
        } else {
            format!("{} &nbsp; <code>{}</code>", esc(&unicode), esc(&plain))
        }
    }

    fn __hash__(&self, py: Python<'_>) -> PyResult<isize> {
        // A number hashes as the equal int or Fraction does, as Python
        // asks of values that compare equal.
        if let Some(x) = self.0.as_number() {
            return fraction(py, &x)?.hash();
        }
        let mut h = std::collections::hash_map::DefaultHasher::new();
        self.0.hash(&mut h);
        Ok(h.finish() as isize)
    }

    fn __richcmp__(&self, other: &Bound<'_, PyAny>, op: CompareOp) -> PyResult<Py<PyAny>> {
        let py = other.py();
        let Some(h) = game_operand(other)? else {
            return Ok(py.NotImplemented());
        };
        let g = self.0;
        let r = match op {
            CompareOp::Eq => g == h,
            CompareOp::Ne => g != h,
            CompareOp::Le => g.leq(&h),
            CompareOp::Ge => h.leq(&g),
            CompareOp::Lt => g.leq(&h) && g != h,
            CompareOp::Gt => h.leq(&g) && g != h,
        };
        Ok(r.into_pyobject(py)?.to_owned().into_any().unbind())
    }

    fn __add__(&self, other: &Bound<'_, PyAny>) -> PyResult<Py<PyAny>> {
        let g = self.0;
        binary(other, |h| g.checked_add(h))
    }

    fn __radd__(&self, other: &Bound<'_, PyAny>) -> PyResult<Py<PyAny>> {
        self.__add__(other)
    }

    fn __sub__(&self, other: &Bound<'_, PyAny>) -> PyResult<Py<PyAny>> {
        let g = self.0;
        binary(other, |h| g.checked_sub(h))
    }

    fn __rsub__(&self, other: &Bound<'_, PyAny>) -> PyResult<Py<PyAny>> {
        let g = self.0;
        binary(other, |h| h.checked_sub(g))
    }

    /// ``False`` for zero only, as for Python's numbers: ``if g:`` asks
    /// whether ``g`` is a game other than 0.
    fn __bool__(&self) -> bool {
        !self.0.is_zero()
    }

    fn __neg__(&self) -> PyGame {
        wrap(-self.0)
    }

    fn __pos__(&self) -> PyGame {
        *self
    }

    /// ``g * n`` for an int ``n``: the sum of ``n`` copies (of ``-g`` for
    /// negative ``n``).
    ///
    /// >>> Game("^") * 3, 2 * Game("{1|-1}")
    /// (^3, 0)
    fn __mul__(&self, n: &Bound<'_, PyAny>) -> PyResult<Py<PyAny>> {
        let py = n.py();
        if n.cast::<PyGame>().is_ok() {
            return Err(PyTypeError::new_err(
                "games multiply by ints (g * 3, the sum of copies); for Norton's product use eval(\"g.Times(u)\")",
            ));
        }
        let Ok(n) = n.extract::<BigInt>() else {
            return Ok(py.NotImplemented());
        };
        let g = self.0.checked_times(n).map_err(too_large)?;
        Ok(Py::new(py, wrap(g))?.into_any())
    }

    fn __rmul__(&self, n: &Bound<'_, PyAny>) -> PyResult<Py<PyAny>> {
        self.__mul__(n)
    }

    fn __reduce__(&self, py: Python<'_>) -> PyResult<(Py<PyAny>, (String,))> {
        let cls = py.get_type::<PyGame>().into_any().unbind();
        Ok((cls, (self.0.to_string(),)))
    }

    /// Whether ``g`` and ``h`` are confused (incomparable): ``g - h`` is a
    /// first-player win.
    ///
    /// >>> Game.up().is_confused_with("*"), Game("^^").is_confused_with("*")
    /// (True, False)
    fn is_confused_with(&self, other: &Bound<'_, PyAny>) -> PyResult<bool> {
        Ok(self.0.is_confused_with(&game_like(other)?))
    }

    /// The mean value (where the thermograph's mast stands), as a
    /// ``Fraction``.
    ///
    /// >>> Game("{3|-2}").mean, Game("{3|-2}").temperature
    /// (Fraction(1, 2), Fraction(5, 2))
    #[getter]
    fn mean<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        fraction(py, &self.0.mean())
    }

    /// The temperature (where the thermograph's walls meet), as a
    /// ``Fraction``; numbers have negative temperatures (``-1`` for
    /// integers, ``-1/2^k`` for ``m/2^k``).
    ///
    /// >>> Game(7).temperature, Game(Fraction(3, 4)).temperature
    /// (Fraction(-1, 1), Fraction(-1, 4))
    #[getter]
    fn temperature<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        fraction(py, &self.0.temperature())
    }

    /// Left's stop: the number reached when Left starts and both play
    /// their best until a number is reached.
    ///
    /// >>> Game("{3|||2||1|0,*||||-1/2}").left_stop
    /// Fraction(2, 1)
    #[getter]
    fn left_stop<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        fraction(py, &self.0.left_stop())
    }

    /// Right's stop.
    ///
    /// >>> Game("{3|-2}").right_stop
    /// Fraction(-2, 1)
    #[getter]
    fn right_stop<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        fraction(py, &self.0.right_stop())
    }

    /// The birthday: the day on which the canonical form is born.
    ///
    /// >>> Game("^").birthday, Game(Fraction(3, 4)).birthday
    /// (2, 3)
    #[getter]
    fn birthday(&self) -> BigInt {
        self.0.birthday().into()
    }

    /// The atomic weight of an infinitesimal (``^`` has weight 1); a
    /// ``CGTError`` for a game that has none.
    ///
    /// >>> Game("^").atomic_weight, Game("^^*").atomic_weight, Game("{0|v}").atomic_weight
    /// (1, 2, 0)
    #[getter]
    fn atomic_weight(&self) -> PyResult<PyGame> {
        self.0.atomic_weight().map(wrap).map_err(undefined)
    }

    /// The thermograph; it draws itself in Jupyter.
    ///
    /// >>> Game("{2|-2}").thermograph()
    /// Thermograph(0,[2],[0,-1],0,[2],[0,1])
    fn thermograph(&self) -> PyThermograph {
        PyThermograph(self.0.thermograph())
    }

    /// ``g`` cooled by ``t`` (an int, a Fraction or a number game), for
    /// ``t > -1``.
    ///
    /// >>> Game("{3|-2}").cool(1), Game("{3|-2}").cool(Fraction(5, 2))
    /// ({2|-1}, 1/2*)
    fn cool(&self, t: &Bound<'_, PyAny>) -> PyResult<PyGame> {
        let t = number_arg(t)?;
        self.0.cool(&t).map(wrap).map_err(undefined)
    }

    /// ``g`` heated by the game ``t`` (Norton's integral).
    ///
    /// >>> Game("*").heat(1), Game("{1|-1}").heat(1)
    /// (+-1, +-2)
    fn heat(&self, t: &Bound<'_, PyAny>) -> PyResult<PyGame> {
        let py = t.py();
        let t = game_like(t)?;
        self.0.check_expandable().map_err(too_large)?;
        let g = self.0;
        interruptible(py, None, move || g.heat(&t)).map(wrap)
    }

    /// Whether the game is a number (``5``, ``-3/8``).
    ///
    /// >>> Game("3/8").is_number(), Game("*").is_number()
    /// (True, False)
    fn is_number(&self) -> bool {
        self.0.is_number()
    }

    /// Whether the game is an integer.
    fn is_integer(&self) -> bool {
        self.0.is_integer()
    }

    /// Whether the game is a nimber (``0``, ``*``, ``*2``, …).
    fn is_nimber(&self) -> bool {
        self.0.is_nimber()
    }

    /// Whether the game is infinitesimal: between every negative and every
    /// positive number.
    ///
    /// >>> Game("^*").is_infinitesimal(), Game("{1|-1}").is_infinitesimal()
    /// (True, False)
    fn is_infinitesimal(&self) -> bool {
        self.0.is_infinitesimal()
    }

    /// Whether every subposition in which one player can move is one in
    /// which both can.
    fn is_all_small(&self) -> bool {
        self.0.is_all_small()
    }

    /// Whether the game is zero.
    fn is_zero(&self) -> bool {
        self.0.is_zero()
    }

    /// A number as a ``Fraction``; a ``CGTError`` for a game that is not a
    /// number.
    ///
    /// >>> Game("-3/8").as_fraction()
    /// Fraction(-3, 8)
    fn as_fraction<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        fraction(py, &number_of(&self.0)?)
    }

    /// ``(numerator, denominator)`` of a number, as ``int`` and ``float``
    /// give, so that ``Fraction(g)`` works on Python 3.12 and later.
    fn as_integer_ratio(&self) -> PyResult<(BigInt, BigInt)> {
        let x = number_of(&self.0)?;
        Ok((x.numerator().clone(), x.denominator().into()))
    }

    /// A nimber ``*n`` as a ``Nimber``.
    ///
    /// >>> Game("*5").as_nimber()
    /// Nimber(5)
    fn as_nimber(&self) -> PyResult<PyNimber> {
        self.0
            .as_nimber()
            .map(PyNimber)
            .ok_or_else(|| undefined(format!("{} is not a nimber", self.0)))
    }

    fn __int__(&self) -> PyResult<BigInt> {
        let x = number_of(&self.0)?;
        x.to_integer()
            .ok_or_else(|| undefined(format!("{x} is not an integer")))
    }

    fn __float__(&self) -> PyResult<f64> {
        Ok(number_of(&self.0)?.to_f64())
    }

    /// Left's options in canonical form, in CGSuite's display order.
    ///
    /// >>> Game("*2").left_options, Game("{2, *|-1}").left_options
    /// ([0, *], [2])
    #[getter]
    fn left_options(&self) -> PyResult<Vec<PyGame>> {
        // *n has n options: listing them is bounded like every such walk.
        self.0.check_expandable().map_err(too_large)?;
        Ok(self.0.left_options_sorted().into_iter().map(wrap).collect())
    }

    /// Right's options in canonical form, in CGSuite's display order.
    ///
    /// >>> Game("{2|-1, ^}").right_options   # ^ > -1 is dominated
    /// [-1]
    #[getter]
    fn right_options(&self) -> PyResult<Vec<PyGame>> {
        self.0.check_expandable().map_err(too_large)?;
        Ok(self
            .0
            .right_options_sorted()
            .into_iter()
            .map(wrap)
            .collect())
    }

    /// Who wins: ``Outcome.L`` (Left, whoever starts), ``R``, ``P`` (the
    /// second player) or ``N`` (the first player).
    ///
    /// >>> Game("*").outcome, Game("^").outcome, Game("0").outcome
    /// (Outcome.N, Outcome.L, Outcome.P)
    #[getter]
    fn outcome(&self) -> PyOutcome {
        self.0.outcome().into()
    }
}
