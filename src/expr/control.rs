//! Control flow in the language, as CGSuite writes it: `if c then … elseif
//! c then … else … end`.

use super::ast::{Expr, Statement};
use super::error::Error;
use super::eval::Ctx;
use super::value::Value;

impl Ctx<'_> {
    /// The statements of the first branch whose condition is true, else
    /// those of `else`, else Nothing. A condition must be `true` or `false`.
    pub(super) fn if_then(
        &self,
        branches: &[(Expr, Vec<Statement>)],
        otherwise: Option<&[Statement]>,
    ) -> Result<Value, Error> {
        for (cond, body) in branches {
            if self.condition(cond)? {
                return self.statements(body);
            }
        }
        match otherwise {
            Some(body) => self.statements(body),
            None => Ok(Value::Nothing),
        }
    }

    /// The truth value of `e`, which must be a truth value.
    pub(super) fn condition(&self, e: &Expr) -> Result<bool, Error> {
        match self.eval(e)? {
            Value::Bool(b) => Ok(b),
            other => self.wrong_type(e, "true or false", other.kind_name()),
        }
    }
}
