//! Heap games' nim-values: as lists, arrays, and a sequence Jupyter plots.

use std::sync::Arc;

use combinatorial_games::expr::HeapRuleset;
use combinatorial_games::games::Entry;
use combinatorial_games::impartial::{HeapGame, Periodicity, plot_svg};
use pyo3::exceptions::PyIndexError;
use pyo3::prelude::*;
use pyo3::types::PyBytes;

use crate::errors::{GameError, too_large};
use crate::interrupt::{interruptible, quick_or_interruptible};

/// The most heaps whose values one call computes, as in the expression
/// language (`NimValueSequence`): a typo cannot ask for a billion.
pub const MAX_HEAPS: usize = 10_000_000;

/// A heap game's rules, name and largest heap, from the catalogue or the
/// expression language.
#[derive(Clone)]
pub struct Heaps {
    pub name: String,
    pub game: Arc<dyn HeapGame + Send + Sync>,
    pub max_heap: u64,
}

impl Heaps {
    /// The heap rules of a catalogue game, or why it has none.
    pub fn of_entry(entry: &Entry) -> PyResult<Heaps> {
        let rules = entry.heap().ok_or_else(|| {
            GameError::new_err(format!(
                "{} is not played on heaps: it has no nim-value sequence",
                entry.name
            ))
        })?;
        Ok(Heaps {
            name: entry.expr_name.to_string(),
            game: (rules.game)(),
            max_heap: rules.max_heap,
        })
    }

    /// A heap ruleset of the expression language.
    pub fn of_ruleset(r: &HeapRuleset) -> Heaps {
        Heaps {
            name: r.to_string(),
            game: r.shared_game(),
            max_heap: r.max_heap(),
        }
    }

    /// A heap past the largest, as a typed error.
    fn check(&self, n: u64) -> PyResult<()> {
        if n > self.max_heap {
            return Err(too_large(format!(
                "a heap of {n} is past the largest {} computes, {}",
                self.name, self.max_heap
            )));
        }
        Ok(())
    }

    /// The value of one heap, computed without holding the interpreter.
    pub fn value(&self, py: Python<'_>, n: usize) -> PyResult<u64> {
        self.check(n as u64)?;
        let game = self.game.clone();
        quick_or_interruptible(py, move || game.nim_value(n))
    }

    /// The values of heaps `0..n`, computed without holding the
    /// interpreter.
    pub fn values(&self, py: Python<'_>, n: usize) -> PyResult<Vec<u64>> {
        if n > MAX_HEAPS {
            return Err(too_large(format!(
                "{n} heaps: at most {MAX_HEAPS} are computed in one call"
            )));
        }
        if n == 0 {
            return Ok(Vec::new());
        }
        self.check(n as u64 - 1)?;
        let game = self.game.clone();
        interruptible(py, None, move || game.nim_values(n - 1))
    }

    /// The values as a [`PyNimSequence`].
    pub fn sequence(&self, py: Python<'_>, n: usize) -> PyResult<PyNimSequence> {
        Ok(PyNimSequence {
            values: self.values(py, n)?,
            heaps: self.clone(),
        })
    }
}

/// Values as a Python list, or as an `array.array` (`'H'` when each fits in
/// 16 bits, else `'Q'`).
pub fn values_to_python<'py>(
    py: Python<'py>,
    values: &[u64],
    array: bool,
) -> PyResult<Bound<'py, PyAny>> {
    if !array {
        return values.into_pyobject(py).map(Bound::into_any);
    }
    let small = values.iter().all(|&v| v < 1 << 16);
    let bytes: Vec<u8> = if small {
        values
            .iter()
            .flat_map(|&v| (v as u16).to_ne_bytes())
            .collect()
    } else {
        values.iter().flat_map(|&v| v.to_ne_bytes()).collect()
    };
    let a = py
        .import("array")?
        .getattr("array")?
        .call1((if small { "H" } else { "Q" },))?;
    a.call_method1("frombytes", (PyBytes::new(py, &bytes),))?;
    Ok(a)
}

/// The nim-values of a heap game's first heaps: a sequence of ints that
/// Jupyter draws as a plot (``_repr_svg_``), with the period it shows.
///
/// >>> s = Kayles.nim_sequence(100)
/// >>> len(s), s[4], list(s[:6])
/// (100, 1, [0, 1, 2, 3, 1, 4])
/// >>> s._repr_svg_().startswith("<svg")
/// True
#[pyclass(name = "NimSequence", module = "combinatorial_games", frozen, sequence)]
pub struct PyNimSequence {
    values: Vec<u64>,
    heaps: Heaps,
}

#[pymethods]
impl PyNimSequence {
    fn __len__(&self) -> usize {
        self.values.len()
    }

    fn __getitem__<'py>(
        &self,
        py: Python<'py>,
        i: &Bound<'py, PyAny>,
    ) -> PyResult<Bound<'py, PyAny>> {
        // Slices and negative indices as a list has them.
        if let Ok(k) = i.extract::<isize>() {
            let n = self.values.len() as isize;
            let j = if k < 0 { k + n } else { k };
            if !(0..n).contains(&j) {
                return Err(PyIndexError::new_err("nim-sequence index out of range"));
            }
            return Ok(self.values[j as usize].into_pyobject(py)?.into_any());
        }
        self.tolist(py)?.get_item(i)
    }

    /// The values as a list.
    fn tolist<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        values_to_python(py, &self.values, false)
    }

    /// The values as an ``array.array`` (``'H'`` where they fit).
    fn toarray<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        values_to_python(py, &self.values, true)
    }

    /// The period these values show, as ``(period, preperiod, saltus,
    /// proven)``; ``None`` if none shows yet. ``proven`` is true where a
    /// theorem (the ruleset's periodicity theorem) proves it for every heap.
    ///
    /// >>> Kayles.nim_sequence(300).periodicity()
    /// (12, 71, 0, True)
    fn periodicity(&self) -> Option<(usize, usize, u64, bool)> {
        let p: Periodicity = self.heaps.game.periodicity_in(&self.values)?;
        Some((p.period, p.preperiod, p.saltus, p.proven))
    }

    /// The plot, as SVG.
    fn _repr_svg_(&self) -> String {
        plot_svg(&self.values)
    }

    fn __eq__(&self, py: Python<'_>, other: &Bound<'_, PyAny>) -> PyResult<bool> {
        self.tolist(py)?.eq(other)
    }

    fn __repr__(&self) -> String {
        let shown: Vec<String> = self.values.iter().take(20).map(u64::to_string).collect();
        let more = if self.values.len() > 20 { ", ..." } else { "" };
        format!(
            "NimSequence({}, heaps 0..{}: [{}{more}])",
            self.heaps.name,
            self.values.len(),
            shown.join(", ")
        )
    }
}

/// A heap game of the expression language, as ``eval`` returns it:
/// ``eval('TakeAndBreak("0.6")')`` (Officers), ``eval("Subtraction([1, 3, 4])")``.
///
/// >>> officers = eval('TakeAndBreak("0.6")')
/// >>> officers.nim_values(10)
/// [0, 0, 1, 2, 0, 1, 2, 3, 1, 2]
#[pyclass(name = "HeapGame", module = "combinatorial_games", frozen)]
pub struct PyHeapGame(pub Heaps);

#[pymethods]
impl PyHeapGame {
    /// The nim-values of heaps ``0 .. n-1``, as for ``Ruleset.nim_values``.
    #[pyo3(signature = (n, *, array = false))]
    fn nim_values<'py>(
        &self,
        py: Python<'py>,
        n: usize,
        array: bool,
    ) -> PyResult<Bound<'py, PyAny>> {
        values_to_python(py, &self.0.values(py, n)?, array)
    }

    /// The nim-value of one heap.
    fn nim_value(&self, py: Python<'_>, n: usize) -> PyResult<u64> {
        self.0.value(py, n)
    }

    /// The nim-sequence of heaps ``0 .. n-1``, which Jupyter plots.
    fn nim_sequence(&self, py: Python<'_>, n: usize) -> PyResult<PyNimSequence> {
        self.0.sequence(py, n)
    }

    fn __repr__(&self) -> String {
        self.0.name.clone()
    }
}
