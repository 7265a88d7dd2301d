//! One line of a session being run: the session's names while it runs,
//! given back as the line left them if it finished, else as they were.

use std::cell::RefCell;
use std::collections::HashMap;
use std::sync::Arc;

use super::ast::Statement;
use super::class_path::ClassPath;
use super::error::Error;
use super::eval::Ctx;
use super::value::Value;

/// Runs a line's statements in order: the last one's value. Names they
/// assign that are local nowhere are `vars`'; a line that fails part way
/// leaves `vars` as they were.
pub(crate) fn statements(
    sts: &[Statement],
    vars: &mut HashMap<String, Value>,
    class_path: Option<Arc<ClassPath>>,
    src: &str,
) -> Result<Value, Error> {
    let names = std::mem::take(vars);
    let mut globals = Globals::new(names);
    globals.class_path = class_path;
    let mut line = Line {
        vars,
        globals: RefCell::new(globals),
        done: false,
    };
    let cx = Ctx::new(&line.globals, src);
    let mut result = Ok(Value::Nothing);
    for st in sts {
        result = cx.exec(st);
        if result.is_err() {
            break;
        }
    }
    line.done = result.is_ok();
    result
}

/// A line being run: gives the session its names back when the line ends,
/// as the line left them if it finished, else as they were, also when a
/// budget stops it by unwinding.
struct Line<'v> {
    vars: &'v mut HashMap<String, Value>,
    globals: RefCell<Globals>,
    done: bool,
}

impl Drop for Line<'_> {
    fn drop(&mut self) {
        let Globals {
            mut names, before, ..
        } = std::mem::replace(self.globals.get_mut(), Globals::new(HashMap::new()));
        if !self.done {
            for (name, old) in before {
                match old {
                    Some(v) => names.insert(name, v),
                    None => names.remove(&name),
                };
            }
        }
        *self.vars = names;
    }
}

/// The session's names while a line runs, and what each name the line
/// assigned was bound to before it (to put back if the line fails).
pub(super) struct Globals {
    pub(super) names: HashMap<String, Value>,
    before: HashMap<String, Option<Value>>,
    /// Where classes named and not bound are read from.
    pub(super) class_path: Option<Arc<ClassPath>>,
}

impl Globals {
    pub(super) fn new(names: HashMap<String, Value>) -> Globals {
        Globals {
            names,
            before: HashMap::new(),
            class_path: None,
        }
    }

    pub(super) fn set(&mut self, name: &str, v: Value) {
        // A name assigned again (a loop's running total) takes no new key.
        let old = match self.names.get_mut(name) {
            Some(slot) => Some(std::mem::replace(slot, v)),
            None => self.names.insert(name.to_string(), v),
        };
        if !self.before.contains_key(name) {
            self.before.insert(name.to_string(), old);
        }
    }
}
