//! `HeapRuleset(k -> options)`: a heap game whose options a function of
//! the language gives, as in CGSuite: the options of a heap of `k` are a
//! list of lists of smaller heaps (`[[a,b] for a from 0 to k-1 for b from 0
//! to a-1]`), or of single heap sizes. The options are asked for heap by
//! heap, when a heap is first used, so a bad option is an error with the
//! column of the call that needed it.

use std::sync::{Arc, Mutex};

use super::ast::Expr;
use super::builtins::Call;
use super::error::{Error, ErrorKind};
use super::eval::Ctx;
use super::function::Function;
use super::value::{HeapRuleset, Value};
use crate::impartial::HeapGame;

/// The largest heap of a `HeapRuleset` given by a function.
pub const MAX_USER_HEAP: u64 = 100_000;

/// A heap game given by a function; its table holds the options of heaps
/// `0..table.len()`, filled by [`Ctx::ensure_heaps`] before they are read.
pub(crate) struct UserHeap {
    function: Function,
    table: Mutex<Vec<Vec<Vec<usize>>>>,
}

impl UserHeap {
    /// The function that gives the options.
    pub(super) fn function(&self) -> &Function {
        &self.function
    }
}

impl HeapGame for UserHeap {
    fn options(&self, n: usize) -> Vec<Vec<usize>> {
        // Every caller fills the table to n first (`ensure_heaps`).
        let table = self.table.lock().unwrap_or_else(|e| e.into_inner());
        table.get(n).cloned().unwrap_or_default()
    }
}

/// `HeapRuleset(f)`.
pub(super) fn heap_ruleset(cx: &Ctx<'_>, c: &Call<'_>) -> Result<Value, Error> {
    let function = cx.function(&c.args[0])?;
    if function.arity() != 1 {
        let why = format!(
            "a heap ruleset's function takes one heap size, not {}",
            function.arity()
        );
        return cx.fail(&c.args[0], ErrorKind::Undefined(why));
    }
    let name = format!("HeapRuleset({function})");
    Ok(Value::Ruleset(ruleset(name, function)))
}

/// The heap game named `name` whose options `function` gives.
pub(super) fn ruleset(name: String, function: Function) -> HeapRuleset {
    let user = Arc::new(UserHeap {
        function,
        table: Mutex::new(Vec::new()),
    });
    HeapRuleset::user(name, user, MAX_USER_HEAP)
}

impl Ctx<'_> {
    /// Fills the options of `r`'s heaps up to `n`, if `r` is given by a
    /// function: each must be a list of heaps smaller than the heap.
    pub(super) fn ensure_heaps(&self, at: &Expr, r: &HeapRuleset, n: usize) -> Result<(), Error> {
        for part in r.parts() {
            self.ensure_heaps(at, part, n)?;
        }
        let Some(user) = r.user_game() else {
            return Ok(());
        };
        let start = user.table.lock().unwrap_or_else(|e| e.into_inner()).len();
        let mut fresh = Vec::new();
        for k in start..=n {
            let arg = Value::Game(crate::short::Game::from(k as u64));
            let options = self.call_with_values(at, &user.function, vec![arg])?;
            fresh.push(self.heap_options(at, k, options)?);
        }
        let mut table = user.table.lock().unwrap_or_else(|e| e.into_inner());
        if table.len() == start {
            table.extend(fresh);
        }
        Ok(())
    }

    /// The options a heap ruleset's function gave for a heap of `k`.
    fn heap_options(&self, at: &Expr, k: usize, v: Value) -> Result<Vec<Vec<usize>>, Error> {
        let bad = |what: String| {
            let why = format!(
                "the options of a heap of {k} must be a list of lists of heaps smaller than {k}; {what}"
            );
            self.fail(at, ErrorKind::Undefined(why))
        };
        let Value::List(items) = v else {
            return bad(format!("the function gave {}", v.kind_name()));
        };
        let heap = |x: &Value| match x {
            Value::Game(g) => super::eval::whole_number::<usize>(g).filter(|&h| h < k),
            _ => None,
        };
        let mut out = Vec::with_capacity(items.len());
        for item in items {
            let option = match &item {
                Value::List(hs) => hs.iter().map(heap).collect::<Option<Vec<usize>>>(),
                one => heap(one).map(|h| vec![h]),
            };
            match option {
                Some(mut hs) => {
                    hs.retain(|&h| h > 0);
                    out.push(hs);
                }
                None => return bad(format!("one option is {item}")),
            }
        }
        Ok(out)
    }
}
