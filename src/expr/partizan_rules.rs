//! The constructors of CGSuite's partizan coordinate games: `GenCutcake(L,
//! R, twisted => …)` and `L.CakeProduct(R)`, `PartizanSubtraction(L, R)`,
//! `R.PartizanJoin(S)` and `PartizanHeapRuleset(R, S)`, and MaundyCake's
//! cut into equal parts. Their positions are worked out in
//! [`super::coordinate`].

use super::ast::Expr;
use super::builtins::Call;
use super::coordinate::{MAX_COORDINATE, Rules, game};
use super::error::{Error, ErrorKind};
use super::eval::Ctx;
use super::value::{HeapRuleset, Value};
use crate::impartial::{HeapGame, Subtraction};

/// MaundyCake's cut: a heap into two or more equal heaps.
pub(super) struct EqualParts;

impl HeapGame for EqualParts {
    fn options(&self, n: usize) -> Vec<Vec<usize>> {
        (2..=n)
            .filter(|&k| n.is_multiple_of(k))
            .map(|k| vec![n / k; k])
            .collect()
    }
}

/// `GenCutcake(L, R)`, `GenCutcake(L, R, twisted => true)`, and the same
/// as CGSuite's `HeapRuleset` writes it: `L.CakeProduct(R)`.
pub(super) fn gen_cutcake(cx: &Ctx<'_>, c: &Call<'_>) -> Result<Value, Error> {
    let what = c.name();
    let ruleset = |e: &Expr| match cx.eval(e)? {
        Value::Ruleset(r) => Ok(r),
        other => cx.wrong_type(e, format!("a heap ruleset for {what}"), other.kind_name()),
    };
    let mut twisted = false;
    let mut plain = Vec::new();
    if what == "CakeProduct" {
        plain.push(c.recv());
    }
    for arg in c.args {
        match &arg.kind {
            super::ast::ExprKind::Keyword { name, value } if name == "twisted" => {
                match cx.eval(value)? {
                    Value::Bool(b) => twisted = b,
                    other => {
                        return cx.wrong_type(
                            value,
                            "true or false for twisted",
                            other.kind_name(),
                        );
                    }
                }
            }
            super::ast::ExprKind::Keyword { name, .. } => {
                return cx.fail(
                    arg,
                    ErrorKind::Undefined(format!("{what} has no named argument {name}")),
                );
            }
            _ => plain.push(arg),
        }
    }
    let [l, r] = plain[..] else {
        let why = if what == "CakeProduct" {
            "CakeProduct takes one heap ruleset, and twisted => true or false"
        } else {
            "GenCutcake takes two heap rulesets, and twisted => true or false"
        };
        return cx.fail(c.at, ErrorKind::Undefined(why.into()));
    };
    let (left, right) = (ruleset(l)?, ruleset(r)?);
    let name = format!(
        "GenCutcake({left}, {right}{})",
        if twisted { ", twisted => true" } else { "" }
    );
    Ok(game(
        name,
        Rules::Cake {
            left,
            right,
            twisted,
        },
    ))
}

/// `PartizanSubtraction(L, R)`: Left takes a number in `L`, Right one in
/// `R`; `A.PartizanJoin(B)` and `PartizanHeapRuleset(A, B)`: Left moves as
/// in heap game `A`, Right as in `B`.
pub(super) fn partizan_heap(cx: &Ctx<'_>, c: &Call<'_>) -> Result<Value, Error> {
    let what = c.name();
    let ruleset = |e: &Expr| match cx.eval(e)? {
        Value::Ruleset(r) => Ok(r),
        other => cx.wrong_type(e, format!("a heap ruleset for {what}"), other.kind_name()),
    };
    let (left, right) = if what == "PartizanJoin" {
        (ruleset(c.recv())?, ruleset(&c.args[0])?)
    } else if what == "PartizanHeapRuleset" {
        (ruleset(&c.args[0])?, ruleset(&c.args[1])?)
    } else {
        let set = |e: &Expr| -> Result<HeapRuleset, Error> {
            let items = match cx.eval(e)? {
                v @ (Value::List(_) | Value::Set(_) | Value::Range(..)) => {
                    cx.items_of(e, v, "a collection of numbers to take")?
                }
                other => return cx.wrong_type(e, "a list of numbers to take", other.kind_name()),
            };
            let mut takes = Vec::new();
            for item in &items {
                match item {
                    Value::Game(g) => match super::eval::whole_number::<usize>(g) {
                        Some(k) => takes.push(k),
                        None => {
                            return cx
                                .undefined(e, format!("{item} is not a number of tokens to take"));
                        }
                    },
                    other => {
                        return cx
                            .undefined(e, format!("{other} is not a number of tokens to take"));
                    }
                }
            }
            match Subtraction::new(takes) {
                Ok(s) => Ok(HeapRuleset::new(s.to_string(), s, MAX_COORDINATE as u64)),
                Err(why) => cx.undefined(e, why.to_string()),
            }
        };
        let Some(r) = c.args.get(1) else {
            return cx.fail(
                c.at,
                ErrorKind::Undefined("PartizanSubtraction takes Left's list and Right's".into()),
            );
        };
        (set(&c.args[0])?, set(r)?)
    };
    Ok(join(left, right))
}

/// The partizan heap game where Left moves by `left` and Right by `right`,
/// written as it is read back: `PartizanHeapRuleset(L, R)`.
pub(super) fn join(left: HeapRuleset, right: HeapRuleset) -> Value {
    let name = format!("PartizanHeapRuleset({left}, {right})");
    game(name, Rules::PartizanHeap { left, right })
}
