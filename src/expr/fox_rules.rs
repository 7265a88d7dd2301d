//! Fox and Geese in the language, as CGSuite writes it:
//! `FoxAndGeese(geese, fox)` and `CeyloneseFoxAndGeese(geese, fox)` with
//! the squares as `(row, column)`, and `GenFoxAndGeese(boardWidth => w,
//! foxRange => r)`, a ruleset ([`Value::FoxAndGeese`]) applied the same
//! way or to a board's text; `ValuesTable(geese)` of any of them.

use super::ast::{Expr, ExprKind};
use super::builtins::Call;
use super::error::{Error, ErrorKind};
use super::eval::{Ctx, whole_number};
use super::functions::kept_board;
use super::value::Value;
use crate::games::{FoxAndGeese, FoxAndGeeseBoard, Square, fox_position};
use std::sync::Arc;

/// `GenFoxAndGeese(boardWidth => …, foxRange => …)`, CGSuite's defaults
/// 8 and 1.
pub(super) fn gen_fox_and_geese(cx: &Ctx<'_>, c: &Call<'_>) -> Result<Value, Error> {
    let (mut width, mut range) = (8u8, 1u8);
    for arg in c.args {
        let ExprKind::Keyword { name, value } = &arg.kind else {
            let why = "GenFoxAndGeese takes named arguments only: boardWidth, foxRange";
            return cx.fail(arg, ErrorKind::Undefined(why.into()));
        };
        let most = match name.as_str() {
            "boardWidth" => FoxAndGeeseBoard::MAX_WIDTH,
            "foxRange" => FoxAndGeeseBoard::MAX_ROWS,
            other => {
                let why = format!(
                    "GenFoxAndGeese has no named argument {other} (it has boardWidth, foxRange)"
                );
                return cx.fail(arg, ErrorKind::Undefined(why));
            }
        };
        let n = match cx.eval(value)? {
            Value::Game(g) => match whole_number::<u8>(&g) {
                Some(n) if (1..=most).contains(&n) => n,
                _ => {
                    let why = format!("`{name}` must be a whole number from 1 to {most}, not {g}");
                    return cx.undefined(value, why);
                }
            },
            other => {
                return cx.wrong_type(
                    value,
                    format!("a whole number for {name}"),
                    other.kind_name(),
                );
            }
        };
        match name.as_str() {
            "boardWidth" => width = n,
            _ => range = n,
        }
    }
    match FoxAndGeese::new(range) {
        Ok(rules) => Ok(Value::FoxAndGeese(rules, width)),
        Err(e) => cx.undefined(c.at, e.to_string()),
    }
}

impl Ctx<'_> {
    /// `R(geese, fox)` or `R("board")` for `R = GenFoxAndGeese(…)`.
    pub(super) fn fox_and_geese_apply(
        &self,
        rules: FoxAndGeese,
        width: u8,
        args: &[Expr],
    ) -> Option<Result<Value, Error>> {
        match args {
            [geese, fox] => Some(self.fox_and_geese(rules, width, geese, fox)),
            [board] => Some(self.fox_board_text(rules, width, board)),
            _ => None,
        }
    }

    /// The value of the board with the geese and the fox on the squares
    /// `geese` and `fox` (`(row, column)`, row 1 the bottom), `width`
    /// squares wide and as tall as its highest piece.
    pub(super) fn fox_and_geese(
        &self,
        rules: FoxAndGeese,
        width: u8,
        geese: &Expr,
        fox: &Expr,
    ) -> Result<Value, Error> {
        let geese_at = self.geese(geese, width)?;
        let fox_at = self.square(&self.eval(fox)?, fox, width)?;
        match FoxAndGeeseBoard::new(width, &geese_at, fox_at) {
            Ok(board) => kept_board(self, fox_position(rules, board), fox),
            Err(e) => self.undefined(fox, e.to_string()),
        }
    }

    /// The geese's squares: a set (or list) of `(row, column)`.
    fn geese(&self, geese: &Expr, width: u8) -> Result<Vec<Square>, Error> {
        let list = match self.eval(geese)? {
            Value::List(items) | Value::LoopySet(items) => items.into_vec(),
            Value::Set(games) if games.is_empty() => Vec::new(),
            other => {
                let what = "a set of the geese's squares, as in {(4,2),(4,4)}";
                return self.wrong_type(geese, what, other.kind_name());
            }
        };
        list.iter().map(|v| self.square(v, geese, width)).collect()
    }

    /// `R("board")`: the board as Fox and Geese's text, as wide as given.
    fn fox_board_text(&self, rules: FoxAndGeese, width: u8, arg: &Expr) -> Result<Value, Error> {
        let text = match self.eval(arg)? {
            Value::Str(s) => s,
            other => {
                return self.wrong_type(
                    arg,
                    "a board as a string, or the geese and the fox",
                    other.kind_name(),
                );
            }
        };
        let board: FoxAndGeeseBoard = match text.parse() {
            Ok(b) => b,
            Err(e) => return self.undefined(arg, format!("{e}")),
        };
        if board.width() != width {
            let why = format!(
                "the board is {} squares wide; the rules say boardWidth {width}",
                board.width()
            );
            return self.undefined(arg, why);
        }
        kept_board(self, fox_position(rules, board), arg)
    }

    /// A square `(row, column)` of a board `width` wide.
    fn square(&self, v: &Value, at: &Expr, width: u8) -> Result<Square, Error> {
        let rows = i64::from(FoxAndGeeseBoard::MAX_ROWS);
        match v {
            Value::Coordinates(r, c) if (1..=rows).contains(r) && (1..=i64::from(width)).contains(c) => {
                Ok(Square { row: *r as u8, col: *c as u8 })
            }
            other => self.undefined(
                at,
                format!("a square must be (row, column) with 1 <= row <= {rows} and 1 <= column <= {width}, not {other}"),
            ),
        }
    }
}

/// `FoxAndGeese.ValuesTable(geese)` (or a `GenFoxAndGeese(…)`'s): as
/// CGSuite's, a row for each row of the board from the highest goose's
/// down to 1, a column for each column: `X` on a goose, the value with
/// the fox on each other dark square, nothing on a light one.
pub(super) fn values_table(cx: &Ctx<'_>, c: &Call<'_>) -> Result<Value, Error> {
    let (rules, width) = match cx.eval(c.recv())? {
        Value::FoxAndGeese(rules, width) => (rules, width),
        Value::Rules(entry) if entry.expr_name == "FoxAndGeese" => (FoxAndGeese::STANDARD, 8),
        Value::Rules(entry) if entry.expr_name == "CeyloneseFoxAndGeese" => {
            (FoxAndGeese::CEYLONESE, 8)
        }
        other => {
            let what = "a Fox and Geese ruleset for ValuesTable";
            return cx.wrong_type(c.recv(), what, other.kind_name());
        }
    };
    let geese = cx.geese(&c.args[0], width)?;
    let top = geese.iter().map(|s| s.row).max().unwrap_or(1);
    let mut rows = Vec::with_capacity(usize::from(top));
    for row in (1..=top).rev() {
        let mut cells = Vec::with_capacity(usize::from(width));
        for col in 1..=width {
            let fox = Square { row, col };
            cells.push(if geese.contains(&fox) {
                Value::Output("X".into())
            } else if (row + col) % 2 == 0 {
                let board = FoxAndGeeseBoard::new(width, &geese, fox)
                    .or_else(|e| cx.undefined(&c.args[0], e.to_string()))?;
                kept_board(cx, fox_position(rules, board), c.at)?
                    .unboard()
                    .plain()
            } else {
                Value::Nothing
            });
        }
        rows.push(cells);
    }
    Ok(Value::Table(Arc::new(rows)))
}
