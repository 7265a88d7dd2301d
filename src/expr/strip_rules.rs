//! CGSuite's strip rulesets in the language: `GenToadsAndFrogs(maxJump =>
//! 2)` is a ruleset ([`Value::Strip`]), and applied to a strip,
//! `GenToadsAndFrogs(maxJump => 2)("tttt..fff")`, the value of that strip.

use super::ast::{Expr, ExprKind};
use super::builtins::Call;
use super::error::{Error, ErrorKind};
use super::eval::Ctx;
use super::value::Value;
use crate::games::{GenToadsAndFrogs, MAX_STRIP_REACH, Strip, StripRules, ruled_strip};
use crate::loopy::value_of;

/// `GenToadsAndFrogs(minSlide => …, maxSlide => …, maxJump => …,
/// allowFriendlyJump => …)`, CGSuite's defaults 1, 1, 1, false.
pub(super) fn gen_toads_and_frogs(cx: &Ctx<'_>, c: &Call<'_>) -> Result<Value, Error> {
    // A board with its rules in words is the catalogue's game.
    if let [arg] = c.args
        && !matches!(arg.kind, ExprKind::Keyword { .. })
    {
        return super::functions::catalogue_game(cx, "GenToadsAndFrogs", c)
            .unwrap_or_else(|| unreachable!("GenToadsAndFrogs is in the catalogue"));
    }
    let mut r = StripRules::TOADS_AND_FROGS;
    for arg in c.args {
        let ExprKind::Keyword { name, value } = &arg.kind else {
            let why = "GenToadsAndFrogs takes named arguments only: minSlide, maxSlide, maxJump, allowFriendlyJump";
            return cx.fail(arg, ErrorKind::Undefined(why.into()));
        };
        let reach = |v: &Expr, least: i64| -> Result<i64, Error> {
            let most = i64::from(MAX_STRIP_REACH);
            match cx.eval(v)? {
                Value::Game(g) => match super::eval::whole_number::<i64>(&g) {
                    Some(n) if (least..=most).contains(&n) => Ok(n),
                    _ => cx.undefined(
                        v,
                        format!("{name} must be a whole number from {least} to {most}, not {g}"),
                    ),
                },
                other => cx.wrong_type(v, format!("a whole number for {name}"), other.kind_name()),
            }
        };
        // Within ±MAX_STRIP_REACH, so each fits its field.
        let slide = |v: &Expr| reach(v, -i64::from(MAX_STRIP_REACH)).map(|n| n as i8);
        match name.as_str() {
            "minSlide" => r.min_slide = slide(value)?,
            "maxSlide" => r.max_slide = slide(value)?,
            "maxJump" => r.max_jump = reach(value, 0)? as u8,
            "allowFriendlyJump" => match cx.eval(value)? {
                Value::Bool(b) => r.friendly_jump = b,
                other => {
                    return cx.wrong_type(
                        value,
                        "true or false for allowFriendlyJump",
                        other.kind_name(),
                    );
                }
            },
            other => {
                let why = format!(
                    "GenToadsAndFrogs has no named argument {other} (it has minSlide, maxSlide, maxJump, allowFriendlyJump)"
                );
                return cx.fail(arg, ErrorKind::Undefined(why));
            }
        }
    }
    // Bad rules are found now, not at the first strip.
    if let Err(e) = r.check() {
        return cx.undefined(c.at, e.to_string());
    }
    Ok(Value::Strip(r))
}

impl Ctx<'_> {
    /// `R(board)` for a strip or grid ruleset `R`; `None` when `r` is
    /// neither.
    pub(super) fn board_position(&self, r: &Value, board: &Expr) -> Option<Result<Value, Error>> {
        match r {
            Value::Strip(r) => Some(self.strip_position(*r, board)),
            Value::Clobber(r) => Some(self.clobber_position(r, board)),
            Value::Col(r) => Some(self.col_position(*r, board)),
            Value::Hackenbush(c) => Some(self.hackenbush_position(*c, board)),
            _ => None,
        }
    }

    /// `R("strip")` for a strip ruleset `R`: the strip's value.
    pub(super) fn strip_position(&self, r: StripRules, arg: &Expr) -> Result<Value, Error> {
        let board = self.strip_text(arg)?;
        if r.is_loopy() {
            // Backward slides: positions repeat, and the value is loopy.
            let strip: Strip = match board.parse() {
                Ok(s) => s,
                Err(e) => return self.board_error(arg, &board, e.to_string()),
            };
            return match value_of(&r, &strip) {
                Ok(v) => Ok(Value::Loopy(v)),
                Err(e) => self.undefined(arg, e.to_string()),
            };
        }
        let p = self.strip_of(r, &board, arg)?;
        super::functions::kept_board(self, ruled_strip(p), arg)
    }

    /// The argument of `R("strip")`: a string, or a list of cells.
    pub(super) fn strip_text(&self, arg: &Expr) -> Result<String, Error> {
        Ok(match self.eval(arg)? {
            Value::Str(s) => s,
            Value::Cells(g) => super::cells_methods::board_text(self, arg, &g, "ToadsAndFrogs")?,
            other => {
                return self.wrong_type(
                    arg,
                    "a strip as a string, as in \"tt..ff\"",
                    other.kind_name(),
                );
            }
        })
    }

    /// The strip `board` under `r` (rules that slide forward only), or the
    /// error that it is not one.
    pub(super) fn strip_of(
        &self,
        r: StripRules,
        board: &str,
        arg: &Expr,
    ) -> Result<GenToadsAndFrogs, Error> {
        GenToadsAndFrogs::new(r, board).or_else(|e| self.board_error(arg, board, e.to_string()))
    }
}
