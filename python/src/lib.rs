//! The compiled core of the Python package `combinatorial_games`: short
//! games in canonical form, nimbers, temperature theory, the catalogue of
//! games and the expression language, from Python.
//!
//! The package's Python layer (`python/combinatorial_games/`) re-exports
//! everything here; `python/README.md` is the user's guide and
//! `python/test.sh` builds the wheel and runs the tests.

use pyo3::prelude::*;

mod board_svg;
mod catalogue;
mod convert;
mod errors;
mod game;
mod heap;
mod interrupt;
mod language;
mod loopy;
mod misere;
mod nimber;
mod numbers;
mod outcome;
mod text;
mod thermograph;

/// Whether `name` can be a Python attribute, for the catalogue's names.
fn is_identifier(name: &str) -> bool {
    let mut chars = name.chars();
    chars
        .next()
        .is_some_and(|c| c.is_ascii_alphabetic() || c == '_')
        && chars.all(|c| c.is_ascii_alphanumeric() || c == '_')
}

#[pymodule]
fn _core(m: &Bound<'_, PyModule>) -> PyResult<()> {
    let py = m.py();
    m.add_class::<game::PyGame>()?;
    m.add_class::<nimber::PyNimber>()?;
    m.add_class::<outcome::PyOutcome>()?;
    m.add_class::<outcome::PyLoopyOutcome>()?;
    m.add_class::<outcome::PyPlayer>()?;
    m.add_class::<thermograph::PyThermograph>()?;
    m.add_class::<catalogue::PyRuleset>()?;
    m.add_class::<catalogue::PyPosition>()?;
    m.add_class::<catalogue::PyMove>()?;
    m.add_class::<heap::PyHeapGame>()?;
    m.add_class::<heap::PyNimSequence>()?;
    m.add_class::<language::PySession>()?;
    m.add_class::<language::PyValue>()?;
    m.add_class::<misere::PyMisereGame>()?;
    m.add_class::<loopy::PyLoopyGame>()?;
    m.add_function(wrap_pyfunction!(language::eval, m)?)?;
    m.add_function(wrap_pyfunction!(catalogue::catalogue, m)?)?;
    m.add("MAX_TEXT", text::MAX_TEXT)?;
    m.add("CGTError", py.get_type::<errors::CGTError>())?;
    m.add("ParseError", py.get_type::<errors::ParseError>())?;
    m.add("EvalError", py.get_type::<errors::EvalError>())?;
    m.add("TooLargeError", py.get_type::<errors::TooLargeError>())?;
    m.add("GameError", py.get_type::<errors::GameError>())?;
    // Each game of the catalogue under its CGSuite name: ToadsAndFrogs,
    // Kayles, DawsonsChess, …
    for entry in combinatorial_games::games::CATALOGUE {
        if is_identifier(entry.expr_name) {
            m.add(entry.expr_name, catalogue::PyRuleset(entry))?;
        }
    }
    Ok(())
}
