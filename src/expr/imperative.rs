//! Statements that assign, as CGSuite's variables do: `name := e` binds
//! the name where it is local (a parameter, a loop's variable, a `var`
//! around it), else the session's name, from a block, a loop or a
//! function's body alike; `var name := e` makes it local to the block,
//! loop or call it stands in (see [`super::scope`]).

use std::collections::HashMap;

use super::ast::{Expr, Statement};
use super::error::Error;
use super::eval::Ctx;
use super::value::Value;

impl Ctx<'_> {
    /// One statement: its value, and for `name := e` the name bound (a
    /// board kept as the board, as a name binds it).
    pub(super) fn exec(&self, st: &Statement) -> Result<Value, Error> {
        match st {
            Statement::Expr(e) => Ok(self.eval_board(e)?.unboard().plain()),
            Statement::Assign(name, e) => Ok(self.bind(name, e, false)?.plain()),
            Statement::Var(name, e) => Ok(self.bind(name, e, true)?.plain()),
        }
    }

    /// `name := e` (or with `var`, `declare`): `e`'s value, now bound to
    /// the name. A class's name is refused, as CGSuite refuses it.
    pub(super) fn bind(&self, name: &str, e: &Expr, declare: bool) -> Result<Value, Error> {
        if super::classes::is_class_name(name) {
            let why = match e.kind {
                super::ast::ExprKind::ClassDef(_) => format!(
                    "`{name}` names one of CGSuite's own classes: a class declared at the top needs another name (one nested in a class may be called so)"
                ),
                _ => format!("cannot assign to a class's name: `{name}`"),
            };
            return self.undefined(e, why);
        }
        if !declare && self.frame().is_some_and(|f| f.is_sealed(name)) {
            let why = format!("cannot reassign to immutable var: `{name}`");
            return self.undefined(e, why);
        }
        let v = self.eval_board(e)?;
        if declare {
            self.declare(name, v.clone());
        } else {
            self.assign(name, v.clone());
        }
        Ok(v)
    }

    /// Statements in order (a block, a branch of an `if`): the last one's
    /// value. Names they declare with `var` are theirs alone.
    pub(super) fn statements(&self, body: &[Statement]) -> Result<Value, Error> {
        let declares = body.iter().any(|st| matches!(st, Statement::Var(..)));
        if !declares {
            return self.in_order(body);
        }
        let cx = self.inside(HashMap::new());
        let last = cx.in_order(body);
        cx.close();
        last
    }

    fn in_order(&self, body: &[Statement]) -> Result<Value, Error> {
        let mut last = Value::Nothing;
        for st in body {
            last = self.exec(st)?;
        }
        Ok(last)
    }
}
