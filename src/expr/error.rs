use std::fmt;

/// An error from reading or evaluating an expression: what went wrong and the
/// column (1-based, in characters) where it was noticed.
///
/// ```
/// use combinatorial_games::Game;
/// let e = "{1|0".parse::<Game>().unwrap_err();
/// assert_eq!(e.to_string(), "expected '|', ',' or '}', found the end of the input at column 5");
/// assert_eq!(e.column(), 5);
/// ```
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{kind} at column {column}")]
pub struct Error {
    pub(crate) column: usize,
    pub(crate) kind: ErrorKind,
}

impl Error {
    /// The column (1-based, counted in characters) the error points at.
    ///
    /// ```
    /// use combinatorial_games::expr::eval;
    /// // Columns count characters, not bytes: "↑" is one.
    /// let e = eval("↑ + ?").unwrap_err();
    /// assert_eq!(e.column(), 5);
    /// ```
    pub fn column(&self) -> usize {
        self.column
    }

    /// What went wrong.
    ///
    /// ```
    /// use combinatorial_games::expr::{ErrorKind, eval};
    /// let e = eval("undefinedName").unwrap_err();
    /// assert!(matches!(e.kind(), ErrorKind::UnknownName { .. }));
    /// ```
    pub fn kind(&self) -> &ErrorKind {
        &self.kind
    }
}

/// What went wrong in an expression.
///
/// ```
/// use combinatorial_games::expr::ErrorKind;
/// use combinatorial_games::Game;
/// // A brace left open: the parser expected more.
/// let e = "{1|0".parse::<Game>().unwrap_err();
/// assert!(matches!(e.kind(), ErrorKind::Expected { .. }));
/// // A denominator that is not a power of two.
/// let e = "1/3".parse::<Game>().unwrap_err();
/// assert!(matches!(e.kind(), ErrorKind::NotDyadic(_)));
/// ```
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum ErrorKind {
    /// A token that does not fit where it stands.
    #[error("expected {expected}, found {found}")]
    Expected {
        /// What would have fitted.
        expected: String,
        /// What was there.
        found: String,
    },
    /// A character the language does not use (written escaped when it
    /// does not print, as `\u{0}` for NUL).
    #[error("unexpected character '{}'", .0.escape_debug())]
    UnexpectedChar(char),
    /// A fraction whose denominator is not a power of two.
    #[error("{0} is not a dyadic rational")]
    NotDyadic(String),
    /// A fraction with denominator zero.
    #[error("{0}: division by zero")]
    DivisionByZero(String),
    /// Two runs of slashes of the same greatest length at one level.
    #[error("{0}: ambiguous slashes")]
    AmbiguousSlashes(String),
    /// Braces, parentheses or signs nested deeper than the parser allows.
    #[error("nesting deeper than {0} levels")]
    TooDeep(usize),
    /// A value too large for the representation (a nimber beyond 64 bits,
    /// a count of ups beyond 63 bits).
    #[error("{0}")]
    TooLarge(String),
    /// A loopy game that could not be made or worked with.
    #[error("{0}")]
    Loopy(#[from] crate::loopy::LoopyError),
    /// A position of a class declared in the language is among its own
    /// followers, where a short game is needed (`CanonicalForm`; its
    /// `GameValue` is the loopy value).
    ///
    /// ```
    /// use combinatorial_games::expr::{eval, ErrorKind};
    /// let back_and_forth = "singleton class A extends Game \
    ///     override def Options(p) := if p == Left then [this] else [] end; end; ";
    /// let e = eval(&format!("{back_and_forth}A.CanonicalForm")).unwrap_err();
    /// assert!(matches!(e.kind(), ErrorKind::NotShort(_)));
    /// // {pass|}: on.
    /// assert_eq!(eval(&format!("{back_and_forth}A.GameValue")).unwrap().to_string(), "on");
    /// ```
    #[error("{0}")]
    NotShort(String),
    /// A name that was never bound with `:=`.
    ///
    /// ```
    /// use combinatorial_games::expr::eval;
    /// let e = eval("Kayls.Join(Nim)").unwrap_err().to_string();
    /// assert_eq!(e, "unknown name 'Kayls' (did you mean 'Kayles'?) at column 1");
    /// ```
    #[error("unknown name '{name}'{hint}")]
    UnknownName {
        /// The name used.
        name: String,
        /// " (did you mean 'X'?)" for the nearest names, or empty.
        hint: String,
    },
    /// A function that does not exist.
    #[error("unknown function '{name}'{hint}; functions: {available}")]
    UnknownFunction {
        /// The name used.
        name: String,
        /// " (did you mean 'X'?)" for the nearest names, or empty.
        hint: String,
        /// The functions there are.
        available: String,
    },
    /// A method that does not exist.
    ///
    /// ```
    /// use combinatorial_games::expr::eval;
    /// let e = eval("{1|0}.leftstop").unwrap_err().to_string();
    /// assert!(e.starts_with("unknown method 'leftstop' (did you mean 'LeftStop'?); methods: "));
    /// ```
    #[error("unknown method '{name}'{hint}; methods: {available}")]
    UnknownMethod {
        /// The name used.
        name: String,
        /// " (did you mean 'X'?)" for the nearest names, or empty.
        hint: String,
        /// The methods there are.
        available: String,
    },
    /// A value of the wrong kind.
    #[error("expected {expected}, found {found}")]
    Type {
        /// What would have worked.
        expected: String,
        /// What was given.
        found: String,
    },
    /// The wrong number of arguments.
    #[error("'{name}' takes {expected} argument(s), given {given}")]
    Arity {
        /// The function or method.
        name: String,
        /// How many it takes, as in "2" or "1 or 2".
        expected: String,
        /// How many were given.
        given: usize,
    },
    /// A value that is defined only for some games.
    #[error("{0}")]
    Undefined(String),
    /// The session's [`crate::budget::Budget`] was spent before the value
    /// was found (the column is 1: the whole line).
    #[error("{0}")]
    OutOfBudget(crate::budget::OutOfBudget),
    /// `break` or `continue` outside a loop, or `return` outside a
    /// function.
    ///
    /// ```
    /// use combinatorial_games::expr::{eval, ErrorKind, Flow};
    /// let e = eval("break").unwrap_err();
    /// assert_eq!(e.kind(), &ErrorKind::Outside(Flow::Break));
    /// assert_eq!(e.to_string(), "'break' outside a loop at column 1");
    /// ```
    #[error("{0}")]
    Outside(Flow),
    /// A class file of the class path (see
    /// [`Session::add_class_path`](super::Session::add_class_path)) could
    /// not be read or declared: the file, the line and column in it (0
    /// when the file itself could not be read), and why.
    ///
    /// ```
    /// use combinatorial_games::expr::{ErrorKind, Session};
    /// let dir = std::env::temp_dir().join(format!("cgame-doc-{}", std::process::id()));
    /// std::fs::create_dir_all(&dir).unwrap();
    /// std::fs::write(dir.join("Broken.cgs"), "class Broken\n  def M := 1 +;\nend").unwrap();
    /// let mut s = Session::new();
    /// s.add_class_path(&dir).unwrap();
    /// let e = s.eval("Broken").unwrap_err();
    /// let ErrorKind::ClassFile { line, column, .. } = e.kind() else { panic!() };
    /// assert_eq!((*line, *column), (2, 15));
    /// # std::fs::remove_dir_all(&dir).unwrap();
    /// ```
    #[error("{}", class_file(.file, *.line, *.column, .message))]
    ClassFile {
        /// The file, as the path names it.
        file: String,
        /// The line in it (from 1), 0 when it could not be read.
        line: usize,
        /// The column in that line (from 1, in characters).
        column: usize,
        /// What went wrong there.
        message: String,
    },
}

fn class_file(file: &str, line: usize, column: usize, message: &str) -> String {
    match line {
        0 => format!("in {file}: {message}"),
        _ => format!("in {file}, line {line}, column {column}: {message}"),
    }
}

/// What `break`, `continue` and `return` leave.
///
/// ```
/// use combinatorial_games::expr::Flow;
/// assert_eq!(Flow::Return.to_string(), "'return' outside a function");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Flow {
    /// `break`: the loop it is in.
    Break,
    /// `continue`: this pass of the loop it is in.
    Continue,
    /// `return`: the function it is in.
    Return,
}

impl fmt::Display for Flow {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Flow::Break => f.write_str("'break' outside a loop"),
            Flow::Continue => f.write_str("'continue' outside a loop"),
            Flow::Return => f.write_str("'return' outside a function"),
        }
    }
}

impl Error {
    /// Whether this is the signal of `flow`, on its way to the loop or
    /// function it leaves.
    pub(crate) fn is_flow(&self, flow: Flow) -> bool {
        self.kind == ErrorKind::Outside(flow)
    }
}

pub(crate) fn err<T>(column: usize, kind: ErrorKind) -> Result<T, Error> {
    Err(Error { column, kind })
}

/// A short description of a token or the end of input, for messages.
pub(crate) struct Found<'a>(pub(crate) &'a str);

impl fmt::Display for Found<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.0.is_empty() {
            f.write_str("the end of the input")
        } else {
            write!(f, "'{}'", self.0)
        }
    }
}
