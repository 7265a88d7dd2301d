//! Printing with a bound. A canonical form shares its parts, so its text
//! can be far longer than the form (`v:10000*9` holds 30 000 forms and
//! prints 787 MB); `str` and `format` refuse texts past [`MAX_TEXT`], as
//! `cgame --max-text` does, and `repr` gives a short summary instead.

use std::fmt::Display;

use combinatorial_games::Game;
use combinatorial_games::expr::Value;
use pyo3::prelude::*;

use crate::errors::TooLargeError;

/// The longest text `str`, `format` and Jupyter build: 16 MiB, the
/// default of `cgame --max-text`.
pub const MAX_TEXT: u64 = 16 << 20;

/// What can say how long its text is before building it.
pub trait Text: Display {
    /// Bytes of the text, CGSuite's or (with `unicode`) the Unicode one.
    fn text_len(&self, unicode: bool) -> u64;
}

impl Text for Game {
    fn text_len(&self, unicode: bool) -> u64 {
        Game::text_len(self, unicode)
    }
}

impl Text for Value {
    fn text_len(&self, unicode: bool) -> u64 {
        Value::text_len(self, unicode)
    }
}

/// The text, or a `TooLargeError` naming its length when it is past
/// [`MAX_TEXT`].
pub fn text(x: &impl Text, unicode: bool) -> PyResult<String> {
    let len = x.text_len(unicode);
    if len > MAX_TEXT {
        return Err(TooLargeError::new_err(format!(
            "its text is {len} bytes, past the {MAX_TEXT} bytes (16 MiB) that str() and \
             format() build; text_len() gives the length without building it"
        )));
    }
    Ok(if unicode {
        format!("{x:#}")
    } else {
        x.to_string()
    })
}

/// The text where it is within [`MAX_TEXT`], else `<kind with a text of n
/// bytes>`: `repr` should not raise, and a debugger calls it.
pub fn repr(x: &impl Text, kind: &str) -> String {
    text(x, false)
        .unwrap_or_else(|_| format!("<{kind} with a text of {} bytes>", x.text_len(false)))
}
