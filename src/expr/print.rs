//! CGSuite's `System` class: `System.Print(x)`, which writes `x` besides
//! the line's value, `System.Error(message)` and `System.Version`.
//!
//! What a line prints is kept on the evaluating thread while it runs (the
//! language's functions and loops print from deep inside the evaluator)
//! and handed to its [`super::Session`] when the line ends, failed or not:
//! [`super::Session::take_printed`].

use std::cell::RefCell;

use super::ast::Expr;
use super::error::{Error, ErrorKind};
use super::eval::Ctx;
use super::value::Value;

/// The most values one line may print with `System.Print`; one more is
/// [`ErrorKind::TooLarge`]. A loop printing without end would otherwise
/// hold every value until the line stops.
pub const MAX_PRINTED: usize = 1_000_000;

thread_local! {
    static PRINTED: RefCell<Vec<Value>> = const { RefCell::new(Vec::new()) };
}

/// What the lines run on this thread printed since the last call.
pub(super) fn take() -> Vec<Value> {
    PRINTED.with(|p| std::mem::take(&mut *p.borrow_mut()))
}

/// `System.Name(args)`.
pub(super) fn system(cx: &Ctx<'_>, e: &Expr, name: &str, args: &[Expr]) -> Result<Value, Error> {
    match (name, args) {
        ("Print", [x]) => {
            let v = cx.eval(x)?.plain();
            let full = PRINTED.with(|p| {
                let mut p = p.borrow_mut();
                let full = p.len() >= MAX_PRINTED;
                if !full {
                    p.push(v);
                }
                full
            });
            if full {
                let why = format!("a line may print at most {MAX_PRINTED} values with System.Print");
                return cx.fail(e, ErrorKind::TooLarge(why));
            }
            Ok(Value::Nothing)
        }
        ("Error", [m]) => match cx.eval(m)? {
            Value::Str(s) => cx.undefined(e, s),
            other => cx.wrong_type(m, "a message as a string", other.kind_name()),
        },
        ("Version", []) => Ok(Value::Str(format!(
            "combinatorial-games {}",
            env!("CARGO_PKG_VERSION")
        ))),
        _ => cx.undefined(
            e,
            format!(
                "System has no {name} taking {} argument(s): it has Print(x), Error(message) and Version",
                args.len()
            ),
        ),
    }
}
