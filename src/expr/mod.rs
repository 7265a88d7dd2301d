//! The expression language of CGSuite for short games: what `cgame eval`
//! and the REPL read, and what `"...".parse::<Game>()` accepts.
//!
//! ```
//! use combinatorial_games::expr::Session;
//!
//! let mut s = Session::new();
//! assert_eq!(s.eval("g := {2|1}").unwrap().to_string(), "{2|1}");
//! assert_eq!(s.eval("g + g").unwrap().to_string(), "3");
//! assert_eq!(s.eval("^ <> *").unwrap().to_string(), "true");
//! assert_eq!(s.eval("{1|-1}.OutcomeClass").unwrap().to_string(), "N");
//! assert_eq!(s.eval("3+-1").unwrap().to_string(), "{4|2}");
//! assert!(s.eval("{3|2|1}").is_err());
//! ```

mod arith;
mod ast;
mod board_error;
mod board_methods;
mod board_value;
mod builtins;
mod calls;
mod cells;
mod cells_methods;
mod class_path;
mod classes;
mod collection_methods;
mod collections;
mod compare;
mod comprehension;
mod control;
mod coordinate;
mod coordinate_fn;
mod error;
mod eval;
mod explicit;
mod form_methods;
mod fox_rules;
mod function;
mod functions;
mod graph_lists;
mod graph_methods;
mod graph_rules;
mod graph_value;
mod grid_rules;
mod heap_products;
mod heap_ruleset;
mod heap_value;
mod help;
mod imperative;
mod items;
mod lexer;
mod line;
mod loopy_eval;
mod loopy_methods;
mod loopy_text;
mod methods;
mod misere_eval;
mod mutable;
mod number_methods;
mod objects;
mod overload;
mod parser;
mod partizan_rules;
mod power_methods;
mod print;
mod random;
mod regex_methods;
mod scope;
mod sensible;
mod shared;
mod strip_rules;
mod subtraction_sets;
mod surreal_arith;
mod table;
mod text_methods;
mod user_heap;
mod value;
mod variants;

use std::collections::HashMap;
use std::str::FromStr;
use std::sync::Arc;

pub use builtins::Builtin;
pub use cells::{Cells, Symmetry};
pub use class_path::MAX_CLASS_FILE;
pub use comprehension::MAX_LIST_ITEMS;
pub use error::{Error, ErrorKind, Flow};
pub use explicit::{Form, FormOp, MAX_FORM_POSITIONS};
pub use function::{Function, MAX_CALL_DEPTH};
pub use graph_value::{Color, Edge, Graph, Vertex};
pub use heap_value::{HeapSum, MAX_MISERE_HEAP, MisereFormError};
pub use help::{functions, help, methods};
pub use items::{Items, MAX_NESTING};
pub(crate) use loopy_text::read_graph as read_loopy_graph;
pub use objects::{ClassRef, MAX_OBJECT_DEPTH, MAX_OBJECT_POSITIONS, Object};
pub use print::MAX_PRINTED;
pub use random::RandomStream;
pub use shared::{MapItems, Ordered, SetItems, Shared};
pub use text_methods::MAX_TEXT;
pub use value::{Board, HeapRuleset, Value};
pub use variants::{MAX_VARIANT_POSITIONS, VariantRuleset};

use crate::budget::{Budget, OutOfBudget};
use crate::short::Game;

/// A REPL session: evaluates one statement at a time and remembers names
/// bound with `name := expr`.
///
/// ```
/// use combinatorial_games::expr::Session;
/// let mut s = Session::new();
/// s.eval("g := {1|-1}").unwrap();
/// // A switch plus its negative is 0; names stay bound between statements.
/// assert_eq!(s.eval("g - g").unwrap().to_string(), "0");
/// assert_eq!(s.eval("g.Temperature").unwrap().to_string(), "1");
/// ```
#[derive(Default, Clone, Debug)]
pub struct Session {
    vars: HashMap<String, Value>,
    budget: Option<Budget>,
    printed: Vec<Value>,
    class_path: Option<Arc<class_path::ClassPath>>,
}

impl Session {
    /// A session with no names bound.
    ///
    /// ```
    /// # use combinatorial_games::expr::Session;
    /// assert_eq!(Session::new().eval("1+1").unwrap().to_string(), "2");
    /// ```
    pub fn new() -> Session {
        Session::default()
    }

    /// Evaluates one statement: an expression, or `name := expression`
    /// (which binds the name and returns the value).
    ///
    /// ```
    /// # use combinatorial_games::expr::Session;
    /// let mut s = Session::new();
    /// s.eval("a := ^").unwrap();
    /// assert_eq!(s.eval("a + a + *").unwrap().to_string(), "^^*");
    /// ```
    pub fn eval(&mut self, line: &str) -> Result<Value, Error> {
        print::take();
        let result = match self.budget.clone() {
            None => self.eval_unbudgeted(line),
            Some(budget) => match budget.run(|| self.eval_unbudgeted(line)) {
                Ok(result) => result,
                Err(spent) => Err(Error {
                    column: 1,
                    kind: ErrorKind::OutOfBudget(spent),
                }),
            },
        };
        // Kept whether the line ended well or not: what it printed before
        // failing was printed.
        self.printed.extend(print::take());
        result
    }

    /// What `System.Print` wrote in the lines evaluated since the last
    /// call, in order, each a value to print as the lines' own values are
    /// printed. A line prints at most [`MAX_PRINTED`] values.
    ///
    /// ```
    /// # use combinatorial_games::expr::Session;
    /// let mut s = Session::new();
    /// let v = s.eval("for n from 1 to 3 do System.Print(*n) end; 7").unwrap();
    /// assert_eq!(v.to_string(), "7");
    /// let printed: Vec<String> = s.take_printed().iter().map(|v| v.to_string()).collect();
    /// assert_eq!(printed, ["*", "*2", "*3"]);
    /// assert!(s.take_printed().is_empty());
    /// ```
    pub fn take_printed(&mut self) -> Vec<Value> {
        std::mem::take(&mut self.printed)
    }

    /// Evaluates each later statement within `budget` (counted afresh for
    /// each): one that runs past it returns [`ErrorKind::OutOfBudget`],
    /// and the session goes on, its names as they were.
    ///
    /// ```
    /// use std::time::Duration;
    /// use combinatorial_games::budget::Budget;
    /// use combinatorial_games::expr::{ErrorKind, Session};
    /// let mut s = Session::new();
    /// s.set_budget(Some(Budget::time(Duration::from_millis(10))));
    /// let e = s.eval("a := (*300).Heat(1)").unwrap_err();
    /// assert!(matches!(e.kind(), ErrorKind::OutOfBudget(_)));
    /// assert!(s.eval("a").is_err()); // never bound
    /// assert_eq!(s.eval("^ + ^").unwrap().to_string(), "^^");
    /// ```
    pub fn set_budget(&mut self, budget: Option<Budget>) {
        self.budget = budget;
    }

    /// Runs `work` within the session's budget, as [`Session::eval`] runs
    /// a statement: for printing a value, which for some games is long
    /// work of its own (ordering options for display looks for their
    /// uptimal expansions), and which a REPL should stop at its time limit
    /// or at Ctrl-C as it stops evaluation. Without a budget, `work` runs
    /// unwatched.
    ///
    /// ```
    /// use std::time::Duration;
    /// use combinatorial_games::budget::{Budget, OutOfBudget};
    /// use combinatorial_games::expr::Session;
    /// let mut s = Session::new();
    /// s.set_budget(Some(Budget::time(Duration::from_millis(50))));
    /// // Evaluating it is quick; printing it orders options whose nimber
    /// // part is large, which takes far longer than 50 ms.
    /// let v = s.eval("v10*2000 : *2").unwrap();
    /// let printed = s.within_budget(|| v.to_string());
    /// assert!(matches!(printed, Err(OutOfBudget::Time(_))));
    /// assert_eq!(s.within_budget(|| 1 + 1), Ok(2));
    /// ```
    pub fn within_budget<T>(&self, work: impl FnOnce() -> T) -> Result<T, OutOfBudget> {
        match &self.budget {
            Some(budget) => budget.run(work),
            None => Ok(work()),
        }
    }

    /// The value bound to `name`, as it is kept: a board of the catalogue
    /// stays a [`Value::Board`], whose position the catalogue's API reads
    /// (its moves, who wins), and a sum of heaps stays a [`Value::Heaps`].
    /// [`Session::eval`] gives their values instead. `None` if the name is
    /// not bound.
    ///
    /// ```
    /// use combinatorial_games::expr::{Session, Value};
    /// let mut s = Session::new();
    /// // An answer is the board's value: each player's one capture leaves
    /// // a lone stone, 0, so xo. is {0|0} = *.
    /// assert_eq!(s.eval("b := Clobber(\"xo.\")").unwrap().to_string(), "*");
    /// let Some(Value::Board(b)) = s.get("b") else { panic!() };
    /// assert_eq!(b.position().board(), "xo.");
    /// assert!(s.get("c").is_none());
    /// ```
    pub fn get(&self, name: &str) -> Option<&Value> {
        self.vars.get(name)
    }

    /// Reads classes from the `.cgs` files under `dir` too, as CGSuite
    /// reads its user folder: the file `a/b/C.cgs` holds the class `a.b.C`
    /// (one declaration, named as the file), read when a line first names
    /// it and again after the file changes. A class of `dir` itself is
    /// named alone, `C`, where no name of the session or the language is
    /// `C`; inside a class of `a.b`, the other classes of `a.b` are too.
    /// Folders added later are looked in after those added before. A
    /// file is at most [`MAX_CLASS_FILE`] bytes; one that cannot be read
    /// or declared is [`ErrorKind::ClassFile`], naming the line in it.
    ///
    /// Only the program that makes the session adds folders: no line of
    /// the language reads a file, so a session serving untrusted lines
    /// reads none unless given a folder.
    ///
    /// ```
    /// use combinatorial_games::expr::Session;
    /// let dir = std::env::temp_dir().join(format!("cgame-path-{}", std::process::id()));
    /// std::fs::create_dir_all(dir.join("heaps")).unwrap();
    /// std::fs::write(
    ///     dir.join("heaps").join("Nim.cgs"),
    ///     "class Nim(n as Integer) extends ImpartialGame\n\
    ///        override def Options := [Nim(k) for k from 0 to n - 1];\n\
    ///      end",
    /// )
    /// .unwrap();
    /// let mut s = Session::new();
    /// s.add_class_path(&dir).unwrap();
    /// assert_eq!(s.eval("heaps.Nim(5) + heaps.Nim(3)").unwrap().to_string(), "*6");
    /// assert!(s.add_class_path(dir.join("missing")).is_err());
    /// # std::fs::remove_dir_all(&dir).unwrap();
    /// ```
    pub fn add_class_path(&mut self, dir: impl AsRef<std::path::Path>) -> std::io::Result<()> {
        let dir = dir.as_ref();
        if !std::fs::metadata(dir)?.is_dir() {
            let why = format!("{} is not a folder", dir.display());
            return Err(std::io::Error::new(std::io::ErrorKind::InvalidInput, why));
        }
        let path = self.class_path.take().unwrap_or_default();
        self.class_path = Some(Arc::new(path.with(dir.to_path_buf())));
        Ok(())
    }

    /// Whether `text` is the start of a class declaration still open at
    /// its end (`class Heap(n) extends ImpartialGame`, with no `end` yet):
    /// a REPL or a script then reads the next line into the same
    /// statement, so that a class may be written over several lines.
    ///
    /// ```
    /// use combinatorial_games::expr::Session;
    /// assert!(Session::is_unfinished("class Heap(n) extends ImpartialGame"));
    /// assert!(!Session::is_unfinished("class Heap(n) end"));
    /// // Other lines are each a statement, finished or not.
    /// assert!(!Session::is_unfinished("{1|"));
    /// ```
    pub fn is_unfinished(text: &str) -> bool {
        let starts_class = text
            .split_whitespace()
            .next()
            .is_some_and(|w| matches!(w, "class" | "singleton" | "mutable" | "system" | "enum"));
        if !starts_class {
            return false;
        }
        match parser::parse_statements(text) {
            Err(Error {
                kind: ErrorKind::Expected { found, .. },
                ..
            }) => found == error::Found("").to_string(),
            _ => false,
        }
    }

    fn eval_unbudgeted(&mut self, line: &str) -> Result<Value, Error> {
        // A line of only spaces and comments does nothing, as in CGSuite.
        if lexer::lex(line)?.len() == 1 {
            return Ok(Value::Nothing);
        }
        let statements = parser::parse_statements(line)?;
        if let Some(path) = &self.class_path {
            path.refresh();
        }
        // Names bound by a line that fails part way stay as they were.
        let path = self.class_path.clone();
        self::line::statements(&statements, &mut self.vars, path, line).map(valued)
    }
}

/// `v`, a board's value found now, within the budget, rather than when
/// it is printed.
fn valued(v: Value) -> Value {
    if let Value::Board(b) = &v {
        b.value();
    }
    v
}

/// Evaluates one expression in a fresh session.
///
/// ```
/// use combinatorial_games::expr::eval;
/// assert_eq!(eval("{0|^}").unwrap().to_string(), "^^*");
/// assert_eq!(eval("^ + ^ > *").unwrap().to_string(), "true");
/// ```
pub fn eval(expr: &str) -> Result<Value, Error> {
    Session::new().eval(expr)
}

impl FromStr for Game {
    type Err = Error;

    /// Reads a game in the notation of CGSuite: everything `Display` prints
    /// (plain or Unicode), and any expression whose value is a game.
    ///
    /// ```
    /// use combinatorial_games::Game;
    /// let g: Game = "{3|||2||1|0,*||||-1/2}".parse().unwrap();
    /// assert_eq!(g.to_string(), "{3|||2||1|0,*||||-1/2}");
    /// assert_eq!("±1".parse::<Game>().unwrap(), "{1|-1}".parse().unwrap());
    /// assert!("1/3".parse::<Game>().is_err());
    /// ```
    fn from_str(s: &str) -> Result<Game, Error> {
        let e = match parser::parse_statement(s)? {
            ast::Statement::Expr(e) => e,
            ast::Statement::Assign(..) | ast::Statement::Var(..) => {
                return Err(Error {
                    column: 1,
                    kind: ErrorKind::Type {
                        expected: "a game".into(),
                        found: "an assignment".into(),
                    },
                });
            }
        };
        let v = eval::eval(&e, s)?;
        match v {
            Value::Game(g) => Ok(g),
            // A form written `'{*|*}'` is read as its value.
            Value::Form(_) => explicit::canonical(&v).map_err(|why| Error {
                column: 1,
                kind: ErrorKind::TooLarge(why),
            }),
            // A game is never a fraction such as 1/3, nor inf.
            Value::Rational(r) => Err(Error {
                column: 1,
                kind: ErrorKind::NotDyadic(r.to_string()),
            }),
            other => Err(Error {
                column: 1,
                kind: ErrorKind::Type {
                    expected: "a game".into(),
                    found: other.kind_name().into(),
                },
            }),
        }
    }
}
