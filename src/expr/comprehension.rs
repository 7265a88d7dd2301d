//! List comprehensions, as CGSuite writes them: `[n.Birthday for n from 0
//! to 10]`, `[a + b for a in L for b from 0 to a where a != b]`. The first
//! clause is the outermost loop; `where` keeps the bindings it is true for.

use std::collections::HashMap;

use num_bigint::BigInt;

use super::ast::{Clause, Expr};
use super::error::{Error, ErrorKind};
use super::eval::Ctx;
use super::value::Value;
use crate::short::Game;

/// The most items a comprehension may make (and the most bindings it may
/// go through): past it, a "too large" error, not a long wait.
///
/// ```
/// use combinatorial_games::expr::{eval, ErrorKind};
/// assert_eq!(eval("[n for n from 1 to 3]").unwrap().to_string(), "[1,2,3]");
/// let e = eval("[n for n from 0 to 10000000]").unwrap_err();
/// assert!(matches!(e.kind(), ErrorKind::TooLarge(_)));
/// ```
pub const MAX_LIST_ITEMS: usize = 1_000_000;

impl Ctx<'_> {
    /// `[body clauses…]`.
    pub(super) fn comprehension(
        &self,
        e: &Expr,
        body: &Expr,
        clauses: &[Clause],
    ) -> Result<Value, Error> {
        let mut vars = self.vars().clone();
        let mut out = Vec::new();
        let mut seen = 0;
        self.expand(e, &mut vars, body, clauses, &mut out, &mut seen)?;
        Ok(Value::List(out))
    }

    /// The items for the clauses from here on, with `vars` bound so far.
    fn expand(
        &self,
        e: &Expr,
        vars: &mut HashMap<String, Value>,
        body: &Expr,
        clauses: &[Clause],
        out: &mut Vec<Value>,
        seen: &mut usize,
    ) -> Result<(), Error> {
        *seen += 1;
        crate::budget::step();
        if *seen > MAX_LIST_ITEMS {
            let why = format!("a comprehension may go through at most {MAX_LIST_ITEMS} bindings");
            return self.fail(e, ErrorKind::TooLarge(why));
        }
        let here = self.with_vars(vars);
        let Some((clause, rest)) = clauses.split_first() else {
            out.push(here.eval_keep(body)?);
            return Ok(());
        };
        let (var, items) = match clause {
            Clause::Where(c) => {
                return match here.eval(c)? {
                    Value::Bool(true) => self.expand(e, vars, body, rest, out, seen),
                    Value::Bool(false) => Ok(()),
                    other => here.wrong_type(c, "true or false after 'where'", other.kind_name()),
                };
            }
            Clause::In { var, list } => (var, here.items(list)?),
            Clause::Range { var, from, to, by } => (var, here.range(from, to, by.as_ref())?),
        };
        for item in items {
            vars.insert(var.clone(), item);
            self.expand(e, vars, body, rest, out, seen)?;
        }
        Ok(())
    }

    /// The items of `for x in L`: a list's, or a set's.
    fn items(&self, list: &Expr) -> Result<Vec<Value>, Error> {
        match self.eval_keep(list)? {
            Value::List(items) | Value::LoopySet(items) => Ok(items),
            Value::Set(games) => Ok(games.into_iter().map(Value::Game).collect()),
            other => self.wrong_type(list, "a list or a set after 'in'", other.kind_name()),
        }
    }

    /// The integers of `for x from a to b by s` (`by 1` unless given), as
    /// many as [`MAX_LIST_ITEMS`] at most.
    fn range(&self, from: &Expr, to: &Expr, by: Option<&Expr>) -> Result<Vec<Value>, Error> {
        let a = self.integer(from, "from")?;
        let b = self.integer(to, "to")?;
        let s = match by {
            Some(x) => self.integer(x, "by")?,
            None => BigInt::from(1),
        };
        if s == BigInt::from(0) {
            let at = by.expect("a step of 0 is written");
            return self.fail(
                at,
                ErrorKind::Undefined("a step of 0 never reaches the end of the range".into()),
            );
        }
        let mut out = Vec::new();
        let mut x = a;
        while (s > BigInt::from(0) && x <= b) || (s < BigInt::from(0) && x >= b) {
            if out.len() >= MAX_LIST_ITEMS {
                let why = format!("a range may hold at most {MAX_LIST_ITEMS} integers");
                return self.fail(from, ErrorKind::TooLarge(why));
            }
            out.push(Value::Game(Game::integer(x.clone())));
            x += &s;
        }
        Ok(out)
    }

    /// An integer bound of a range.
    fn integer(&self, x: &Expr, word: &str) -> Result<BigInt, Error> {
        match self.eval(x)? {
            Value::Game(g) => match g.as_number().and_then(|n| n.to_integer()) {
                Some(i) => Ok(i),
                None => self.wrong_type(x, format!("an integer after '{word}'"), g.to_string()),
            },
            other => self.wrong_type(x, format!("an integer after '{word}'"), other.kind_name()),
        }
    }
}
