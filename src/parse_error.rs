//! The error of the game notations read outside the expression language.

/// Where and why a text is not a game of the notation it was read as:
/// a loopy game ([`crate::loopy::Stopper`]) or a misère game
/// ([`crate::misere::MisereGame`]). The same type under both names.
///
/// ```
/// use combinatorial_games::loopy::{LoopyError, Stopper};
/// let LoopyError::Parse(e) = "{0|pass".parse::<Stopper>().unwrap_err() else { panic!() };
/// assert_eq!(e.column(), 1);
/// assert!(e.message().contains("never closed"));
///
/// use combinatorial_games::misere::{MisereError, MisereGame};
/// let MisereError::Parse(e) = "*[2,]".parse::<MisereGame>().unwrap_err() else { panic!() };
/// assert_eq!(e.column(), 5);
/// ```
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("column {column}: {message}")]
pub struct ParseError {
    message: String,
    column: usize,
}

impl ParseError {
    pub(crate) fn new(message: impl Into<String>, column: usize) -> ParseError {
        ParseError {
            message: message.into(),
            column,
        }
    }

    /// The column (from 1, in bytes) where the trouble is.
    ///
    /// ```
    /// # use combinatorial_games::loopy::{LoopyError, Stopper};
    /// let LoopyError::Parse(e) = "{0|1,}".parse::<Stopper>().unwrap_err() else { panic!() };
    /// assert_eq!(e.column(), 6);
    /// ```
    pub fn column(&self) -> usize {
        self.column
    }

    /// What is wrong.
    ///
    /// ```
    /// # use combinatorial_games::loopy::{LoopyError, Stopper};
    /// let LoopyError::Parse(e) = "{0|1,}".parse::<Stopper>().unwrap_err() else { panic!() };
    /// assert!(e.message().contains("missing"));
    /// ```
    pub fn message(&self) -> &str {
        &self.message
    }
}
