//! Heap games written as a set of numbers of tokens to take, as CGSuite's
//! `game.heap` has them: `TakeAndBreak.FromSubtractionSet(set, digit)`, the
//! take-and-break code with `digit` at each place of the set and `0`
//! elsewhere (with `allbut => true`, the other way round, then `digit`
//! for ever); `Splittles(set)`, its digit `7` (take, then leave the rest as
//! none, one or two heaps); and the partizan pairs `PartizanSplittles(L,
//! R)` and `PartizanTakeAndBreak(l, r)`, Left moving by the first and
//! Right by the second.

use super::ast::{Expr, ExprKind};
use super::builtins::Call;
use super::error::{Error, ErrorKind};
use super::eval::Ctx;
use super::value::{HeapRuleset, Value};

/// The most places a code made from a set may have: a set naming a
/// larger number is refused (no heap game of the language reaches it).
pub const MAX_SUBTRACTION: i64 = 1 << 16;

/// The take-and-break code of a subtraction set (CGSuite's rule): places
/// from the least number up to 0 before the point when the set has numbers
/// below 1, then places 1 to the largest; with `allbut`, the set's places
/// are `0` and the others `digit`, and `[digit]` repeats after them.
///
/// ```text
/// [2,3,5,9], "3"          0.033030003
/// [2,3,5,9], "3", allbut  0.300303330[3]
/// ```
pub(super) fn code(set: &[i64], digit: &str, allbut: bool) -> Result<String, String> {
    let (Some(&min), Some(&max)) = (set.iter().min(), set.iter().max()) else {
        return Err("the subtraction set is empty".into());
    };
    let place = |n: i64| {
        if set.contains(&n) != allbut {
            digit
        } else {
            "0"
        }
    };
    let prefix = if min < 1 {
        if allbut {
            return Err(
                "with allbut => true, the subtraction set must hold numbers above 0".into(),
            );
        }
        (min..=0).map(place).collect::<String>()
    } else {
        "0".into()
    };
    let suffix = match (max >= 1, allbut) {
        (true, _) => (1..=max).map(place).collect::<String>(),
        (false, true) => String::new(),
        (false, false) => "0".into(),
    };
    let repeat = if allbut {
        format!("[{digit}]")
    } else {
        String::new()
    };
    Ok(format!("{prefix}.{suffix}{repeat}"))
}

/// `TakeAndBreak.FromSubtractionSet(set, digit ? "3", allbut ? false)`.
pub(super) fn from_subtraction_set(cx: &Ctx<'_>, e: &Expr, args: &[Expr]) -> Result<Value, Error> {
    let Some((set, rest)) = args.split_first() else {
        return arity(cx, e, "FromSubtractionSet", 0);
    };
    let (mut digit, mut allbut) = (None, None);
    for arg in rest {
        match &arg.kind {
            ExprKind::Keyword { name, value } if name == "codeDigit" => digit = Some(&**value),
            ExprKind::Keyword { name, value } if name == "allbut" => allbut = Some(&**value),
            ExprKind::Keyword { name, .. } => {
                let why = format!(
                    "FromSubtractionSet has no named argument {name}: it has codeDigit and allbut"
                );
                return cx.undefined(arg, why);
            }
            _ if digit.is_none() => digit = Some(arg),
            _ if allbut.is_none() => allbut = Some(arg),
            _ => return arity(cx, e, "FromSubtractionSet", args.len()),
        }
    }
    let digit = match digit {
        Some(d) => match cx.eval(d)? {
            Value::Str(s) => s.to_string(),
            other => {
                return cx.wrong_type(d, "a code digit as a string, as \"7\"", other.kind_name());
            }
        },
        None => "3".into(),
    };
    let r = ruleset(cx, e, set, &digit, flag(cx, allbut)?)?;
    Ok(Value::Ruleset(r))
}

/// `Splittles(set, allbut ? false)`, `PartizanSplittles(L, R, allbut ?
/// false)` and `PartizanTakeAndBreak(l, r)`.
pub(super) fn call(cx: &Ctx<'_>, c: &Call<'_>) -> Result<Value, Error> {
    let name = c.name();
    let (mut plain, mut allbut) = (Vec::new(), None);
    for arg in c.args {
        match &arg.kind {
            ExprKind::Keyword { name: k, value }
                if k == "allbut" && name != "PartizanTakeAndBreak" =>
            {
                allbut = Some(&**value);
            }
            ExprKind::Keyword { name: k, .. } => {
                return cx.undefined(arg, format!("{name} has no named argument {k}"));
            }
            _ => plain.push(arg),
        }
    }
    let sides = if name == "Splittles" { 1 } else { 2 };
    let allbut_positional = name != "PartizanTakeAndBreak" && allbut.is_none();
    if plain.len() == sides + 1 && allbut_positional {
        allbut = plain.pop();
    }
    if plain.len() != sides {
        return arity(cx, c.at, name, c.args.len());
    }
    let allbut = flag(cx, allbut)?;
    let side = |e: &Expr| {
        if name == "PartizanTakeAndBreak" {
            super::functions::take_and_break(cx, e)
        } else {
            ruleset(cx, e, e, "7", allbut)
        }
    };
    let left = side(plain[0])?;
    if sides == 1 {
        return Ok(Value::Ruleset(left));
    }
    let right = side(plain[1])?;
    Ok(super::partizan_rules::join(left, right))
}

/// The ruleset of the set `e` with `digit`.
fn ruleset(
    cx: &Ctx<'_>,
    at: &Expr,
    e: &Expr,
    digit: &str,
    allbut: bool,
) -> Result<HeapRuleset, Error> {
    let v = cx.eval(e)?;
    let items = match v {
        Value::List(_) | Value::Set(_) | Value::Range(..) => {
            cx.items_of(e, v, "a collection of whole numbers")?
        }
        other => {
            return cx.wrong_type(
                e,
                "a list of numbers of tokens, as [1,2]",
                other.kind_name(),
            );
        }
    };
    let mut set = Vec::with_capacity(items.len());
    for item in &items {
        let n = match item {
            Value::Game(g) => super::eval::whole_number::<i64>(g),
            _ => None,
        };
        match n {
            Some(n) if n.abs() <= MAX_SUBTRACTION => set.push(n),
            Some(_) => {
                let why = format!(
                    "{item} is past the largest number of tokens a subtraction set may name, {MAX_SUBTRACTION}"
                );
                return cx.fail(e, ErrorKind::TooLarge(why));
            }
            None => return cx.undefined(e, format!("{item} is not a whole number of tokens")),
        }
    }
    let code = match code(&set, digit, allbut) {
        Ok(code) => code,
        Err(why) => return cx.undefined(e, why),
    };
    super::functions::take_and_break(cx, &Expr::evaluated(Value::Str(code), at))
}

/// A `true`/`false` argument, `false` when not given.
fn flag(cx: &Ctx<'_>, e: Option<&Expr>) -> Result<bool, Error> {
    match e {
        None => Ok(false),
        Some(e) => match cx.eval(e)? {
            Value::Bool(b) => Ok(b),
            other => cx.wrong_type(e, "true or false for allbut", other.kind_name()),
        },
    }
}

fn arity<T>(cx: &Ctx<'_>, at: &Expr, name: &str, given: usize) -> Result<T, Error> {
    let expected = match name {
        "Splittles" => "1 or 2",
        "FromSubtractionSet" => "1 to 3",
        "PartizanTakeAndBreak" => "2",
        _ => "2 or 3",
    };
    let kind = ErrorKind::Arity {
        name: name.into(),
        expected: expected.into(),
        given,
    };
    cx.fail(at, kind)
}

#[cfg(test)]
mod tests {
    use super::code;

    /// CGSuite's two examples (its `TakeAndBreak.FromSubtractionSet` doc).
    #[test]
    fn codes_of_subtraction_sets() {
        assert_eq!(code(&[2, 3, 5, 9], "3", false).unwrap(), "0.033030003");
        assert_eq!(code(&[2, 3, 5, 9], "3", true).unwrap(), "0.300303330[3]");
        assert_eq!(code(&[1, 2], "7", false).unwrap(), "0.77");
        assert_eq!(code(&[0, 2], "4!", false).unwrap(), "4!.04!");
        assert_eq!(code(&[0], "7", false).unwrap(), "7.0");
        assert!(code(&[], "3", false).is_err());
        assert!(code(&[0, 1], "3", true).is_err());
    }
}
