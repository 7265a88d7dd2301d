//! The arithmetic of numbers in the language, as CGSuite's: `/`, `%` and
//! `^` (power), fractions that are not dyadic (`1/3`) and `inf`, `*(n)`,
//! and the methods of numbers and integers (`Floor`, `Numerator`, `Lb`, …).
//! A number that is dyadic is a game; the others are [`Value::Rational`].

use num_bigint::BigInt;
use num_integer::Integer;
use num_traits::{Signed, ToPrimitive, Zero};

use super::ast::Expr;
use super::builtins::Call;
use super::error::{Error, ErrorKind};
use super::eval::Ctx;
use super::explicit::FormOp;
use super::heap_value::heap_copies;
use super::surreal_arith::{FieldOp, is_transfinite, surreal_of};
use super::value::Value;
use crate::impartial::Nimber;
use crate::numbers::{Ordinal, Rational};
use crate::short::Game;

/// The most bits a power may have (`2^(2^100)` is refused, not computed).
/// Larger numbers are cheap to make but not to use: dividing one reduces
/// the fraction with `num-integer`'s binary GCD, quadratic in the bits and
/// not watched by a budget (9^1048577 / 7, 3.3 million bits, ran past
/// 30 s; at this bound such a division takes well under a second).
pub const MAX_POWER_BITS: u64 = 1 << 18;

/// `v` as a number, if it is one (a game that is a number, or a rational).
pub(super) fn rational_of(v: &Value) -> Option<Rational> {
    match v {
        Value::Game(g) => g.as_number().map(Rational::from),
        Value::Rational(r) => Some(r.clone()),
        _ => None,
    }
}

/// `v` as a generalized ordinal, if it is one (integers are).
pub(super) fn ordinal_of(v: &Value) -> Option<Ordinal> {
    match v {
        Value::Ordinal(o) => Some(o.clone()),
        Value::Game(g) => g
            .as_number()
            .and_then(|x| x.to_integer())
            .map(Ordinal::from),
        _ => None,
    }
}

/// Ordinal sums are computed by recursion over the second game; this bounds
/// its birthday so that `G : 10^60` is refused rather than run forever.
const MAX_ORDINAL_BIRTHDAY: u64 = 100_000;

/// The ordinal of a nimber: a transfinite one, or a game `*n`.
fn nimber_ordinal(v: &Value) -> Option<Ordinal> {
    match v {
        Value::TransfiniteNimber(o) => Some(o.clone()),
        Value::Game(g) => g.as_nimber().map(|n| Ordinal::from(BigInt::from(n))),
        _ => None,
    }
}

/// The nimber of an ordinal: a game `*n` when it is finite.
fn nimber_value(o: Ordinal) -> Value {
    match o.to_integer().and_then(|n| n.to_u64()) {
        Some(n) => Value::Game(Game::nimber(n)),
        None => Value::TransfiniteNimber(o),
    }
}

/// The nim-sum (`product` false) or the nim product (`ConwayProduct`) of
/// two nimbers, one of them transfinite.
pub(super) fn transfinite_nim_op(
    cx: &Ctx<'_>,
    at: &Expr,
    a: &Value,
    b: &Value,
    product: bool,
) -> Result<Value, Error> {
    let (Some(x), Some(y)) = (nimber_ordinal(a), nimber_ordinal(b)) else {
        let other = if nimber_ordinal(a).is_none() { a } else { b };
        let why = format!(
            "a transfinite nimber combines only with nimbers here, not with {}",
            other.kind_name()
        );
        return cx.undefined(at, why);
    };
    let r = if product {
        crate::impartial::ordinal_nim_product(&x, &y).map_err(|e| e.to_string())
    } else {
        x.nim_sum(&y)
            .ok_or_else(|| "nimbers of ordinals only".to_string())
    };
    match r {
        Ok(o) => Ok(nimber_value(o)),
        Err(why) => cx.undefined(at, why),
    }
}

/// The value of a generalized ordinal: an integer game when it is finite.
pub(super) fn ordinal_value(o: Ordinal) -> Value {
    match o.to_integer() {
        Some(n) => Value::Game(Game::integer(n)),
        None => Value::Ordinal(o),
    }
}

/// The value of a number: a game when it is dyadic.
pub(super) fn number_value(r: Rational) -> Value {
    match r.to_dyadic() {
        Some(d) => Value::Game(Game::number(d)),
        None => Value::Rational(r),
    }
}

impl Ctx<'_> {
    /// The number `e` stands for.
    pub(super) fn rational(&self, e: &Expr, what: &str) -> Result<Rational, Error> {
        self.as_rational(e, &self.eval(e)?, what)
    }

    /// `v`, which `e` gave, as a number.
    pub(super) fn as_rational(&self, e: &Expr, v: &Value, what: &str) -> Result<Rational, Error> {
        match rational_of(v) {
            Some(r) => Ok(r),
            None => self.wrong_type(e, format!("a number {what}"), v.kind_name()),
        }
    }

    /// `a + b` when one side is a rational that is not a game.
    pub(super) fn add_rationals(&self, at: &Expr, a: &Value, b: &Value) -> Result<Value, Error> {
        let (Some(x), Some(y)) = (rational_of(a), rational_of(b)) else {
            let found = format!("{} and {}", a.kind_name(), b.kind_name());
            return self.wrong_type(at, "two numbers to add", found);
        };
        match x.checked_add(&y) {
            Some(r) => Ok(number_value(r)),
            None => self.undefined(at, "inf - inf is undefined"),
        }
    }

    /// `a * b` of two numbers.
    pub(super) fn mul_rationals(
        &self,
        at: &Expr,
        x: &Rational,
        y: &Rational,
    ) -> Result<Value, Error> {
        match x.checked_mul(y) {
            Some(r) => Ok(number_value(r)),
            None => self.undefined(at, "0 times inf is undefined"),
        }
    }

    /// `a / b`: a nonzero number over 0 is `inf` or `-inf`, as in CGSuite.
    pub(super) fn div(&self, e: &Expr, a: &Expr, b: &Expr) -> Result<Value, Error> {
        let (va, vb) = (self.eval(a)?, self.eval(b)?);
        if let Some(answer) = self.transfinite_op(e, &va, &vb, FieldOp::Div) {
            return answer;
        }
        let (x, y) = (
            self.as_rational(a, &va, "to divide")?,
            self.as_rational(b, &vb, "to divide by")?,
        );
        match x.checked_div(&y) {
            Some(r) => Ok(number_value(r)),
            None => self.fail(e, ErrorKind::DivisionByZero(format!("{x}/{y}"))),
        }
    }

    /// `a % b`: `a - b * floor(a / b)`, of the sign of `b`.
    pub(super) fn rem(&self, e: &Expr, a: &Expr, b: &Expr) -> Result<Value, Error> {
        let (x, y) = (self.rational(a, "for %")?, self.rational(b, "for %")?);
        match x.checked_rem(&y) {
            Some(r) => Ok(number_value(r)),
            None => self.fail(e, ErrorKind::DivisionByZero(format!("{x} % {y}"))),
        }
    }

    /// `a ^ b`: a number to an integer power (a negative one for a nonzero
    /// number), at most [`MAX_POWER_BITS`] bits.
    pub(super) fn pow(&self, e: &Expr, a: &Expr, b: &Expr) -> Result<Value, Error> {
        let (va, vb) = (self.eval(a)?, self.eval(b)?);
        if is_transfinite(&va) || is_transfinite(&vb) {
            return self.transfinite_pow(e, &va, b, &vb);
        }
        let x = self.as_rational(a, &va, "to raise to a power")?;
        let n = self.as_rational(b, &vb, "for an exponent")?;
        let Some(n) = n
            .as_finite()
            .filter(|n| n.is_integer())
            .map(|n| n.to_integer())
        else {
            return self.wrong_type(b, "an integer exponent", n.to_string());
        };
        // 0, 1 and -1 to any power are 0, 1 or -1: no bound needed.
        let unit = x
            .as_finite()
            .is_some_and(|r| r.is_integer() && r.numer().magnitude().bits() <= 1);
        let k = if unit
            && !x
                .as_finite()
                .is_some_and(|r| r.is_zero() && n.is_negative())
        {
            if n.is_zero() {
                0
            } else if n.is_even() {
                2
            } else {
                1
            }
        } else {
            match n
                .to_i32()
                .filter(|k| u64::from(k.unsigned_abs()).saturating_mul(x.bits()) <= MAX_POWER_BITS)
            {
                Some(k) => k,
                None => {
                    let why =
                        format!("overflow: {x}^{n} would have more than {MAX_POWER_BITS} bits");
                    return self.fail(e, ErrorKind::TooLarge(why));
                }
            }
        };
        match x.checked_pow(k) {
            Some(r) => Ok(number_value(r)),
            None => self.fail(e, ErrorKind::DivisionByZero(format!("{x}^{n}"))),
        }
    }

    /// A coordinate of `(a, b)`: an integer that fits in 64 bits.
    pub(super) fn coordinate(&self, x: &Expr) -> Result<i64, Error> {
        let r = self.rational(x, "for coordinates")?;
        match r
            .as_finite()
            .filter(|r| r.is_integer())
            .and_then(|r| r.to_integer().to_i64())
        {
            Some(n) => Ok(n),
            None => self.wrong_type(x, "an integer coordinate (64 bits)", r.to_string()),
        }
    }

    /// `a : b`, refusing a second game born too late or games with too
    /// many options to go through (`x : *n` for a number `x` is `x + *n`).
    pub(super) fn ordinal_sum(&self, a: &Expr, b: &Expr) -> Result<Value, Error> {
        let (g, h) = match (self.eval(a)?.normal_play(), self.eval(b)?.normal_play()) {
            (Value::Game(g), Value::Game(h)) => (g, h),
            (Value::Form(f), y @ Value::Loopy(_)) => return self.form_ordinal_sum(a, &f, b, y),
            (x @ Value::Form(_), y) | (x, y @ Value::Form(_)) => {
                return self.form_op(a, FormOp::OrdinalSum, x, y);
            }
            (x, y) => return self.loopy_ordinal_sum(a, x, b, y),
        };
        if g.is_number() && h.is_nimber() {
            return Ok(Value::Game(g.ordinal_sum(&h)));
        }
        if h.birthday() > MAX_ORDINAL_BIRTHDAY.into() {
            return self.fail(
                b,
                ErrorKind::TooLarge(format!(
                    "ordinal sums need the second game born by day {MAX_ORDINAL_BIRTHDAY}"
                )),
            );
        }
        self.check_expandable(a, g)?;
        self.check_expandable(b, h)?;
        Ok(Value::Game(g.ordinal_sum(&h)))
    }

    /// `*(n)`: the nimber of a whole number, or of an ordinal.
    pub(super) fn nim_of(&self, x: &Expr) -> Result<Value, Error> {
        let v = self.eval(x)?;
        if let Value::Ordinal(o) = v {
            return if o.is_ordinal() {
                Ok(Value::TransfiniteNimber(o))
            } else {
                self.undefined(
                    x,
                    format!("*({o}): a nimber takes an ordinal, and {o} has a negative term"),
                )
            };
        }
        let Some(r) = rational_of(&v) else {
            return self.wrong_type(x, "a number for a nimber", v.kind_name());
        };
        match r
            .as_finite()
            .filter(|r| r.is_integer())
            .map(|r| r.to_integer())
        {
            Some(n) if n.is_negative() => self.undefined(x, format!("nim value is negative: {n}")),
            Some(n) => match n.to_u64() {
                Some(n) => Ok(Value::Game(Game::nimber(n))),
                None => self.fail(
                    x,
                    ErrorKind::TooLarge(format!("*{n}: nimbers are limited to 64 bits")),
                ),
            },
            None => self.wrong_type(x, "a whole number for a nimber", r.to_string()),
        }
    }
}

/// The methods of players, as CGSuite's: `Opponent`, `Sign` (1 for Left,
/// -1 for Right) and `Ordinal` (1 for Left, 2 for Right).
pub(super) fn player_method(cx: &Ctx<'_>, c: &Call<'_>) -> Result<Value, Error> {
    use crate::short::Player;
    let p = match cx.eval(c.recv())? {
        Value::Player(p) => p,
        other => return cx.wrong_type(c.recv(), "a player (Left or Right)", other.kind_name()),
    };
    let left = p == Player::Left;
    Ok(match c.name() {
        "Opponent" => Value::Player(if left { Player::Right } else { Player::Left }),
        "Sign" => Value::Game(Game::integer(if left { 1 } else { -1 })),
        _ => Value::Game(Game::integer(if left { 1 } else { 2 })),
    })
}

/// The methods of coordinates `(row, col)`: `Row`, `Col`, `Swap`,
/// `IsUnit` (both within -1 to 1).
pub(super) fn coordinates_method(cx: &Ctx<'_>, c: &Call<'_>) -> Result<Value, Error> {
    let (r, col) = match cx.eval(c.recv())? {
        Value::Coordinates(r, col) => (r, col),
        other => return cx.wrong_type(c.recv(), "coordinates (row, col)", other.kind_name()),
    };
    Ok(match c.name() {
        "Row" => Value::Game(Game::integer(r)),
        "Col" => Value::Game(Game::integer(col)),
        "Swap" => Value::Coordinates(col, r),
        _ => Value::Bool(r.abs() <= 1 && col.abs() <= 1),
    })
}

/// The parts of a periodicity: `Period`, `Preperiod`, `Saltus`.
pub(super) fn periodicity_method(cx: &Ctx<'_>, c: &Call<'_>) -> Result<Value, Error> {
    let p = match cx.eval(c.recv())? {
        Value::Periodicity(p) => p,
        other => {
            return cx.wrong_type(
                c.recv(),
                "a periodicity (from CheckPeriodicity)",
                other.kind_name(),
            );
        }
    };
    let n = match c.name() {
        "Period" => p.period as u64,
        "Preperiod" => p.preperiod as u64,
        _ => p.saltus,
    };
    Ok(Value::Game(Game::integer(n)))
}

/// The methods of numbers: `Numerator`, `Denominator`, `IsDyadic`, `Abs`,
/// `Floor`, `Ceiling`, `Reciprocal`, `Sign`.
pub(super) fn number_method(cx: &Ctx<'_>, c: &Call<'_>) -> Result<Value, Error> {
    let v = cx.eval(c.recv())?;
    if let (Value::Player(_), "Sign") = (&v, c.name()) {
        return player_method(cx, c);
    }
    if is_transfinite(&v) {
        let x = surreal_of(&v).expect("a transfinite number is surreal");
        return super::surreal_arith::method(cx, c, x);
    }
    let x = cx.as_rational(c.recv(), &v, &format!("for {}", c.name()))?;
    let int = |n: BigInt| Value::Game(Game::integer(n));
    let whole = |n: Option<BigInt>| match n {
        Some(n) => Ok(int(n)),
        None => cx.fail(c.at, ErrorKind::DivisionByZero(format!("{x}.{}", c.name()))),
    };
    match c.name() {
        "Numerator" => Ok(int(x.numerator())),
        "Denominator" => Ok(int(x.denominator())),
        "IsDyadic" => Ok(Value::Bool(x.is_dyadic())),
        "Abs" => Ok(number_value(x.abs())),
        "Floor" => whole(x.floor()),
        "Ceiling" => whole(x.ceil()),
        "Reciprocal" => Ok(number_value(x.reciprocal())),
        _ => Ok(int(x.signum().into())),
    }
}

/// `x.Max(y)`, `x.Min(y)`: the larger or smaller of two numbers.
pub(super) fn max_min(cx: &Ctx<'_>, c: &Call<'_>) -> Result<Value, Error> {
    let (va, vb) = (cx.eval(c.recv())?, cx.eval(&c.args[0])?);
    if is_transfinite(&va) || is_transfinite(&vb) {
        return super::surreal_arith::max_min(cx, c, &va, &vb);
    }
    let what = format!("for {}", c.name());
    let (x, y) = (
        cx.as_rational(c.recv(), &va, &what)?,
        cx.as_rational(&c.args[0], &vb, &what)?,
    );
    let max = c.name() == "Max";
    Ok(number_value(if (x >= y) == max { x } else { y }))
}

/// The integer a method is called on, for the methods of integers.
fn integer(cx: &Ctx<'_>, e: &Expr, name: &str) -> Result<BigInt, Error> {
    let x = cx.rational(e, &format!("for {name}"))?;
    match x.as_finite().filter(|r| r.is_integer()) {
        Some(r) => Ok(r.to_integer()),
        None => cx.wrong_type(e, format!("an integer for {name}"), x.to_string()),
    }
}

/// The methods of integers: `Div`, `Lb`, `Isqrt`, `IsEven`-like bit tests
/// and the nim inverse and quotient.
pub(super) fn integer_method(cx: &Ctx<'_>, c: &Call<'_>) -> Result<Value, Error> {
    let name = c.name();
    let n = integer(cx, c.recv(), name)?;
    let int = |n: BigInt| Ok(Value::Game(Game::integer(n)));
    match name {
        "Div" => {
            let m = integer(cx, &c.args[0], name)?;
            if m.is_zero() {
                return cx.fail(c.at, ErrorKind::DivisionByZero(format!("{n}.Div(0)")));
            }
            int(n.div_floor(&m))
        }
        "Gcd" => int(n.gcd(&integer(cx, &c.args[0], name)?)),
        "Lb" if n.is_positive() => int((n.bits() - 1).into()),
        "Lb" => cx.undefined(
            c.recv(),
            format!("the argument to Lb is not strictly positive: {n}"),
        ),
        "Isqrt" if !n.is_negative() => int(n.sqrt()),
        "Isqrt" => cx.undefined(c.recv(), format!("the argument to Isqrt is negative: {n}")),
        "IsTwoPower" => Ok(Value::Bool(
            n.is_positive() && n.magnitude().count_ones() == 1,
        )),
        "IsSmallInteger" => Ok(Value::Bool(n.to_i32().is_some())),
        "IsEvil" | "IsOdious" => {
            if n.is_negative() {
                return cx.undefined(
                    c.recv(),
                    format!("{name} applies only to nonnegative integers"),
                );
            }
            let evil = n.magnitude().count_ones() % 2 == 0;
            Ok(Value::Bool(evil == (name == "IsEvil")))
        }
        "UglyProduct" => {
            let m = integer(cx, &c.args[0], name)?;
            if n.is_negative() || m.is_negative() {
                let why = "UglyProduct applies only to nonnegative integers";
                return cx.undefined(c.at, why);
            }
            match (n.to_u64(), m.to_u64()) {
                (Some(a), Some(b)) if a < 1 << 32 && b < 1 << 32 => int(ugly_product(a, b).into()),
                _ => cx.fail(
                    c.at,
                    ErrorKind::TooLarge("UglyProduct is worked out below 2^32".into()),
                ),
            }
        }
        _ => nim_inverse_div(cx, c, n),
    }
}

/// Winning Ways' ugly product (ch. 14), by the nim-sum distributive law
/// from powers of two: for `k < n = 2^m`, `n ⊙ k` is `⌊k/2⌋` when `k` is
/// evil and `n + ⌊k/2⌋` when odious, and `n ⊙ n = ⌈n/2⌉`. So `2^i ⊙ 2^j`
/// (`i > j`) is `2^i + 2^(j-1)`, or `2^i` when `j = 0`.
fn ugly_product(a: u64, b: u64) -> u64 {
    let power = |i: u32, j: u32| -> u64 {
        let (hi, lo) = (i.max(j), i.min(j));
        match (hi == lo, lo) {
            (true, 0) => 1,
            (true, _) => 1 << (hi - 1),
            (false, 0) => 1 << hi,
            (false, _) => (1 << hi) + (1 << (lo - 1)),
        }
    };
    let mut out = 0;
    for i in (0..64).filter(|i| a >> i & 1 == 1) {
        for j in (0..64).filter(|j| b >> j & 1 == 1) {
            out ^= power(i, j);
        }
    }
    out
}

/// `n.NimInverse` and `n.NimDiv(m)`, for integers below 2^64.
fn nim_inverse_div(cx: &Ctx<'_>, c: &Call<'_>, n: BigInt) -> Result<Value, Error> {
    let name = c.name();
    let word = |e: &Expr, n: &BigInt| match n.to_u64() {
        Some(v) => Ok(Nimber(v)),
        None => cx.undefined(
            e,
            format!("{name} applies to integers from 0 to 2^64-1, not {n}"),
        ),
    };
    let x = word(c.recv(), &n)?;
    let r = if name == "NimInverse" {
        x.inverse()
    } else {
        let m = integer(cx, &c.args[0], name)?;
        x.checked_div(word(&c.args[0], &m)?)
    };
    match r {
        Some(v) => Ok(Value::Game(Game::integer(v.0))),
        None => cx.fail(c.at, ErrorKind::DivisionByZero(format!("{name} of 0"))),
    }
}

impl Ctx<'_> {
    /// `n * G` or `G * n`: copies of a game, one side an integer; a loopy
    /// `G` is added to itself.
    pub(super) fn mul(&self, e: &Expr, a: &Expr, b: &Expr) -> Result<Value, Error> {
        let (va, vb) = (self.eval_keep(a)?, self.eval_keep(b)?);
        let (va, vb) = (self.settled(a, va)?, self.settled(b, vb)?);
        if let Some(copies) = heap_copies(&va, &vb).or_else(|| heap_copies(&vb, &va)) {
            return Ok(copies);
        }
        let (va, vb) = (va.plain(), vb.plain());
        if matches!(va, Value::Form(_)) || matches!(vb, Value::Form(_)) {
            return self.form_times(e, va, vb);
        }
        if let Some(answer) = self.transfinite_op(e, &va, &vb, FieldOp::Mul) {
            return answer;
        }
        // Numbers multiply as numbers (`(1/2) * (1/3)` is 1/6).
        if let (Some(x), Some(y)) = (rational_of(&va), rational_of(&vb)) {
            return self.mul_rationals(e, &x, &y);
        }
        let (ga, gb) = match (va, vb) {
            (Value::Game(ga), Value::Game(gb)) => (ga, gb),
            (Value::Loopy(g), n) => return self.loopy_times(e, g, b, n),
            (n, Value::Loopy(g)) => return self.loopy_times(e, g, a, n),
            (Value::Game(_), other) => return self.wrong_type(b, "a game", other.kind_name()),
            (other, _) => return self.wrong_type(a, "a game", other.kind_name()),
        };
        let integer = |g: &Game| g.as_number().and_then(|x| x.to_integer());
        match (integer(&ga), integer(&gb)) {
            (Some(n), _) => Ok(Value::Game(self.checked_times(e, gb, n)?)),
            (None, Some(n)) => Ok(Value::Game(self.checked_times(e, ga, n)?)),
            (None, None) => self.wrong_type(
                e,
                "an integer on one side of '*'",
                format!("{} and {}", ga.brief(), gb.brief()),
            ),
        }
    }
}
