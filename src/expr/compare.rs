//! Comparisons in the language: any order relation between games (and
//! loopy games), between numbers and ordinals, between strings; `==` and
//! `!=` between any values.

use super::arith;
use super::ast::Expr;
use super::error::Error;
use super::eval::Ctx;
use super::lexer::CmpOp;
use super::surreal_arith::{is_transfinite, surreal_of};
use super::value::Value;
use crate::short::Game;

impl Ctx<'_> {
    /// A comparison: any order relation between games; `==` and `!=`
    /// between any values.
    pub(super) fn compare(&self, e: &Expr, op: CmpOp, a: &Expr, b: &Expr) -> Result<bool, Error> {
        let (va, vb) = (self.eval_value(a)?, self.eval_value(b)?);
        self.compare_values(e, op, (a, va), (b, vb))
    }

    /// The same, of two values already found (each with the expression
    /// that gave it, for errors).
    pub(super) fn compare_values(
        &self,
        e: &Expr,
        op: CmpOp,
        (a, mut va): (&Expr, Value),
        (b, mut vb): (&Expr, Value),
    ) -> Result<bool, Error> {
        if op == CmpOp::Same {
            return Ok(self.same(&va, &vb));
        }
        // A form compares by its value (CGSuite's forms have no order).
        for (x, v) in [(a, &mut va), (b, &mut vb)] {
            if matches!(v, Value::Form(_)) {
                *v = Value::Game(self.form_value(x, v)?);
            }
        }
        match (&va, &vb, op) {
            (Value::Game(g), Value::Game(h), _) => {
                // Two number-up-star values compare in closed form; else
                // the options of each may be gone through.
                if !(g.is_number_up_star() && h.is_number_up_star()) {
                    self.check_expandable(a, *g)?;
                    self.check_expandable(b, *h)?;
                }
                Ok(compare(op, g, h))
            }
            (x, y, _) if is_transfinite(x) || is_transfinite(y) => {
                let (x, y) = (surreal_of(&va), surreal_of(&vb));
                self.compare_as(e, op, x.zip(y), "two finite numbers", &va, &vb)
            }
            (Value::Rational(_), _, _) | (_, Value::Rational(_), _) => {
                let (x, y) = (arith::rational_of(&va), arith::rational_of(&vb));
                self.compare_as(e, op, x.zip(y), "two numbers", &va, &vb)
            }
            // Strings in the order of their characters, as CGSuite's.
            (Value::Str(x), Value::Str(y), _) => Ok(compare_numbers(op, x, y)),
            (Value::Misere(g), Value::Misere(h), CmpOp::Eq) => Ok(g == h),
            (Value::Misere(g), Value::Misere(h), CmpOp::Ne) => Ok(g != h),
            (Value::Loopy(_), Value::Loopy(_) | Value::Game(_), _)
            | (Value::Game(_), Value::Loopy(_), _) => {
                let (g, h) = (self.sided(a, va)?, self.sided(b, vb)?);
                let le = self.loopy_leq(e, &g, &h)?;
                let ge = || self.loopy_leq(e, &h, &g);
                Ok(match op {
                    CmpOp::Le => le,
                    CmpOp::Ge => ge()?,
                    CmpOp::Lt => le && !ge()?,
                    CmpOp::Gt => !le && ge()?,
                    CmpOp::Eq => le && ge()?,
                    CmpOp::Ne => !(le && ge()?),
                    other => {
                        let found = format!("{other:?}");
                        self.wrong_type(e, "a comparison of loopy games", found)?
                    }
                })
            }
            // A range equals the list of its items (Scala's sequences).
            (_, _, CmpOp::Eq) => Ok(self.same(&va, &vb)),
            (_, _, CmpOp::Ne) => Ok(!self.same(&va, &vb)),
            _ => self.wrong_type(
                e,
                "two games to compare",
                format!("{} and {}", va.kind_name(), vb.kind_name()),
            ),
        }
    }
}

impl Ctx<'_> {
    /// Two numbers (or ordinals) compared; a value that is not one is
    /// never equal to one, and cannot be ordered with it.
    fn compare_as<T: Ord>(
        &self,
        e: &Expr,
        op: CmpOp,
        pair: Option<(T, T)>,
        what: &str,
        va: &Value,
        vb: &Value,
    ) -> Result<bool, Error> {
        match pair {
            Some((x, y)) => Ok(compare_numbers(op, &x, &y)),
            None if op == CmpOp::Eq => Ok(false),
            None if op == CmpOp::Ne => Ok(true),
            None => self.wrong_type(
                e,
                format!("{what} to compare"),
                format!("{} and {}", va.kind_name(), vb.kind_name()),
            ),
        }
    }
}

/// A comparison of numbers (never confused).
fn compare_numbers<T: Ord>(op: CmpOp, x: &T, y: &T) -> bool {
    use std::cmp::Ordering::*;
    match (op, x.cmp(y)) {
        (CmpOp::Eq, o) => o == Equal,
        (CmpOp::Ne, o) => o != Equal,
        (CmpOp::Le, o) => o != Greater,
        (CmpOp::Ge, o) => o != Less,
        (CmpOp::Lt | CmpOp::LessOrConfused, o) => o == Less,
        (CmpOp::Gt | CmpOp::GreaterOrConfused, o) => o == Greater,
        (CmpOp::Confused, _) => false,
        (CmpOp::Same, o) => o == Equal,
    }
}

fn compare(op: CmpOp, g: &Game, h: &Game) -> bool {
    match op {
        CmpOp::Eq | CmpOp::Same => g == h,
        CmpOp::Ne => g != h,
        CmpOp::Le => g.leq(h),
        CmpOp::Ge => h.leq(g),
        CmpOp::Lt => g < h,
        CmpOp::Gt => g > h,
        CmpOp::Confused => g.is_confused_with(h),
        CmpOp::LessOrConfused => !h.leq(g),
        CmpOp::GreaterOrConfused => !g.leq(h),
    }
}
