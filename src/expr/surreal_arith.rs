//! Surreal numbers in the language, as CGSuite's `SurrealNumber`: once an
//! ordinal takes part, `+`, `-`, `*`, `/` and `^` work in the field of
//! quotients of generalized ordinals (`1/omega`, `omega + 1/2`), and a
//! result that is an ordinal or a rational becomes one again.

use super::arith::{number_value, ordinal_of, ordinal_value, rational_of};
use super::ast::Expr;
use super::builtins::Call;
use super::error::{Error, ErrorKind};
use super::eval::Ctx;
use super::value::Value;
use crate::numbers::{Ordinal, Rational, Surreal, SurrealError};
use crate::short::Game;

/// Whether `v` is a number past the rationals: an ordinal with an infinite
/// term, or a quotient of such.
pub(super) fn is_transfinite(v: &Value) -> bool {
    matches!(v, Value::Ordinal(_) | Value::Surreal(_))
}

/// `v` as a surreal number, if it is a finite number of any kind.
pub(super) fn surreal_of(v: &Value) -> Option<Surreal> {
    match v {
        Value::Surreal(s) => Some(s.clone()),
        Value::Ordinal(o) => Some(Surreal::from(o.clone())),
        _ => rational_of(v).and_then(|r| Surreal::from_rational(&r)),
    }
}

/// The value of a surreal number: an ordinal, a rational or a game when
/// it is one.
pub(super) fn surreal_value(s: Surreal) -> Value {
    if let Some(o) = s.to_ordinal() {
        return ordinal_value(o.clone());
    }
    match s.to_rational() {
        Some(r) => number_value(r),
        None => Value::Surreal(s),
    }
}

/// An operation of the field.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum FieldOp {
    Add,
    Mul,
    Div,
}

impl Ctx<'_> {
    /// `a + b`, `a * b` or `a / b` when one side is transfinite; `None`
    /// when neither is.
    pub(super) fn transfinite_op(
        &self,
        at: &Expr,
        a: &Value,
        b: &Value,
        op: FieldOp,
    ) -> Option<Result<Value, Error>> {
        (is_transfinite(a) || is_transfinite(b)).then(|| self.field_op(at, a, b, op))
    }

    fn field_op(&self, at: &Expr, a: &Value, b: &Value, op: FieldOp) -> Result<Value, Error> {
        let (Some(x), Some(y)) = (surreal_of(a), surreal_of(b)) else {
            let found = format!("{} and {}", a.kind_name(), b.kind_name());
            return self.wrong_type(at, "finite numbers or ordinals", found);
        };
        // CGSuite: a nonzero number over 0 is inf or -inf.
        if op == FieldOp::Div && y.signum() == 0 {
            return Ok(Value::Rational(Rational::infinity(x.signum() > 0)));
        }
        let r = match op {
            FieldOp::Add => x.checked_add(&y),
            FieldOp::Mul => x.checked_mul(&y),
            FieldOp::Div => x.checked_div(&y),
        };
        self.surreal_result(at, r)
    }

    /// The value of a result, or its error with the place it arose.
    fn surreal_result(&self, at: &Expr, r: Result<Surreal, SurrealError>) -> Result<Value, Error> {
        match r {
            Ok(s) => Ok(surreal_value(s)),
            Err(SurrealError::DivisionByZero(s)) => self.fail(at, ErrorKind::DivisionByZero(s)),
            Err(e @ SurrealError::TooLarge(_)) => self.fail(at, ErrorKind::TooLarge(e.to_string())),
        }
    }

    /// `a ^ b` with a transfinite side: `ω^x` for a generalized ordinal
    /// `x` (`ω^(-1)` is `1/ω`), or a number to an integer power.
    pub(super) fn transfinite_pow(
        &self,
        e: &Expr,
        va: &Value,
        b: &Expr,
        vb: &Value,
    ) -> Result<Value, Error> {
        let Some(n) = ordinal_of(vb) else {
            let why = "ω to a power that is not a generalized ordinal is a surreal number this crate does not hold";
            return match vb {
                Value::Surreal(_) => self.undefined(b, why),
                _ => self.wrong_type(
                    b,
                    "a generalized ordinal or an integer exponent",
                    vb.kind_name(),
                ),
            };
        };
        if matches!(va, Value::Ordinal(o) if *o == Ordinal::omega()) {
            return Ok(surreal_value(Surreal::omega_power(&n)));
        }
        let Some(x) = surreal_of(va) else {
            return self.wrong_type(e, "a number to raise to a power", va.kind_name());
        };
        match n.to_integer().and_then(|k| i64::try_from(k).ok()) {
            Some(k) => self.surreal_result(e, x.checked_pow(k)),
            None => self.undefined(b, format!("only ω may be raised to the power {n}")),
        }
    }
}

/// The methods of numbers past the rationals: `Numerator`, `Denominator`,
/// `Reciprocal`, `Abs`, `Sign`.
pub(super) fn method(cx: &Ctx<'_>, c: &Call<'_>, x: Surreal) -> Result<Value, Error> {
    match c.name() {
        "Numerator" => Ok(ordinal_value(x.numerator().clone())),
        "Denominator" => Ok(ordinal_value(x.denominator().clone())),
        "Reciprocal" if x.signum() == 0 => Ok(Value::Rational(Rational::infinity(true))),
        "Reciprocal" => cx.surreal_result(c.at, x.recip()),
        "Abs" => Ok(surreal_value(x.abs())),
        "Sign" => Ok(Value::Game(Game::integer(x.signum()))),
        name => cx.wrong_type(
            c.recv(),
            format!("a rational number for {name}"),
            "a surreal number",
        ),
    }
}

/// `x.OmegaPower`: `ω^x` for a generalized ordinal `x` (an integer is one).
pub(super) fn omega_power(cx: &Ctx<'_>, c: &Call<'_>) -> Result<Value, Error> {
    let v = cx.eval(c.recv())?;
    match ordinal_of(&v) {
        Some(x) => Ok(surreal_value(Surreal::omega_power(&x))),
        None => cx.wrong_type(
            c.recv(),
            "a generalized ordinal for OmegaPower",
            v.kind_name(),
        ),
    }
}

/// `x.Max(y)` or `x.Min(y)` when one side is transfinite.
pub(super) fn max_min(cx: &Ctx<'_>, c: &Call<'_>, a: &Value, b: &Value) -> Result<Value, Error> {
    let (Some(x), Some(y)) = (surreal_of(a), surreal_of(b)) else {
        let found = format!("{} and {}", a.kind_name(), b.kind_name());
        return cx.wrong_type(c.at, format!("two numbers for {}", c.name()), found);
    };
    let max = c.name() == "Max";
    Ok(surreal_value(if (x >= y) == max { x } else { y }))
}
