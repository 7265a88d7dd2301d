//! Statements that assign, as CGSuite's variables do: a `do` loop, an `if`
//! or a `begin … end` block run among names bound before it may assign to
//! them, and the new values stay after it (`x := 1; if c then x := 2 end`).
//! Names first bound inside stay inside, and a function's body assigns to
//! its own names only (see `docs/notation.md`).

use std::collections::HashMap;

use super::ast::{Collect, Expr, ExprKind, Statement};
use super::error::Error;
use super::eval::Ctx;
use super::value::Value;

impl Ctx<'_> {
    /// The value of `e` run as a statement among the names `env` (a board
    /// kept, as a name binds it), which it may assign to.
    pub(super) fn run_in(
        &self,
        e: &Expr,
        env: &mut HashMap<String, Value>,
    ) -> Result<Value, Error> {
        // Nested blocks, ifs and loops recurse here as `eval_board` does:
        // grow the stack rather than overflow it (the parser bounds the
        // depth).
        stacker::maybe_grow(128 * 1024, 4 * 1024 * 1024, || self.run_here(e, env))
    }

    fn run_here(&self, e: &Expr, env: &mut HashMap<String, Value>) -> Result<Value, Error> {
        match &e.kind {
            ExprKind::Block(statements) => self.scoped(statements, env),
            ExprKind::If {
                branches,
                otherwise,
            } => {
                for (cond, body) in branches {
                    if self.with_vars(env).condition(cond)? {
                        return self.scoped(body, env);
                    }
                }
                match otherwise {
                    Some(body) => self.scoped(body, env),
                    None => Ok(Value::Nothing),
                }
            }
            ExprKind::Comprehension {
                body,
                clauses,
                collect: Collect::Do,
            } => self.do_loop(e, body, clauses, env),
            _ => self.with_vars(env).eval_board(e),
        }
    }

    /// One statement among the names `env`: its value, and for `name :=
    /// e` the name bound.
    pub(super) fn exec(
        &self,
        st: &Statement,
        env: &mut HashMap<String, Value>,
    ) -> Result<Value, Error> {
        match st {
            Statement::Expr(e) => Ok(self.run_in(e, env)?.unboard().plain()),
            Statement::Assign(name, e) => {
                let v = self.run_in(e, env)?;
                env.insert(name.clone(), v.clone());
                Ok(v.plain())
            }
        }
    }

    /// Statements in order in a scope of their own: the last one's value;
    /// what they assign to names of `env` is kept there.
    fn scoped(&self, body: &[Statement], env: &mut HashMap<String, Value>) -> Result<Value, Error> {
        let mut local = env.clone();
        let mut last = Value::Nothing;
        for st in body {
            last = self.exec(st, &mut local)?;
        }
        for (name, v) in local {
            if env.contains_key(&name) {
                env.insert(name, v);
            }
        }
        Ok(last)
    }
}
