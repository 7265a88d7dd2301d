//! The package's exceptions, and the library's errors mapped onto them.
//!
//! Every exception derives from `CGTError`, itself a `ValueError`: what the
//! library refuses is always a value it was given, so `except ValueError`
//! catches them with the rest of Python's bad values.

use combinatorial_games::expr::{Error, ErrorKind};
use combinatorial_games::games::GameError as CatalogueError;
use pyo3::create_exception;
use pyo3::exceptions::{PyValueError, PyZeroDivisionError};
use pyo3::prelude::*;

create_exception!(
    combinatorial_games,
    CGTError,
    PyValueError,
    "The base of this package's exceptions; a ValueError."
);
create_exception!(
    combinatorial_games,
    ParseError,
    CGTError,
    "Text that does not read as a game or an expression; `column` (1-based) is where."
);
create_exception!(
    combinatorial_games,
    EvalError,
    CGTError,
    "An expression that reads but cannot be evaluated (an unknown name, a wrong type); `column` is where."
);
create_exception!(
    combinatorial_games,
    TooLargeError,
    CGTError,
    "Work past one of the library's documented limits (a nimber too large to list, a heap past the largest)."
);
create_exception!(
    combinatorial_games,
    GameError,
    CGTError,
    "A game of the catalogue that does not exist, or a board that does not read."
);

/// An exception of class `E` with `column` and `message` attributes.
fn with_column<E: pyo3::PyTypeInfo>(py: Python<'_>, message: String, column: usize) -> PyErr {
    let err = PyErr::new::<E, _>(format!("{message} (column {column})"));
    let value = err.value(py);
    // Setting attributes on a fresh exception instance cannot fail short
    // of memory exhaustion, which Python reports anyway.
    let _ = value.setattr("column", column);
    let _ = value.setattr("message", message);
    err
}

/// A reading or evaluating error of the expression language.
pub fn expr_error(e: Error) -> PyErr {
    Python::attach(|py| {
        let column = e.column();
        let message = e.kind().to_string();
        match e.kind() {
            ErrorKind::Expected { .. }
            | ErrorKind::UnexpectedChar(_)
            | ErrorKind::NotDyadic(_)
            | ErrorKind::AmbiguousSlashes(_)
            | ErrorKind::TooDeep(_) => with_column::<ParseError>(py, message, column),
            ErrorKind::DivisionByZero(_) => PyZeroDivisionError::new_err(message),
            ErrorKind::TooLarge(_) | ErrorKind::OutOfBudget(_) => {
                with_column::<TooLargeError>(py, message, column)
            }
            _ => with_column::<EvalError>(py, message, column),
        }
    })
}

/// Text a reader of the library refused (a misère game, a loopy game),
/// as `ParseError` with its `column` and `message`.
pub fn parse_error(message: &str, column: usize) -> PyErr {
    Python::attach(|py| with_column::<ParseError>(py, message.to_owned(), column))
}

/// A catalogue error.
pub fn game_error(e: CatalogueError) -> PyErr {
    GameError::new_err(e.to_string())
}

/// A limit of the library.
pub fn too_large(e: impl std::fmt::Display) -> PyErr {
    TooLargeError::new_err(e.to_string())
}

/// An operation the value does not support (atomic weight of a number that
/// is not infinitesimal, a game that is not a number as a fraction).
pub fn undefined(e: impl std::fmt::Display) -> PyErr {
    CGTError::new_err(e.to_string())
}
