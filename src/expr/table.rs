//! CGSuite's `Table`: rows of values printed as a grid, as its plain-text
//! output writes one (`TableOutput.write`): each column right-aligned to
//! its widest entry, ` | ` between entries, and a rule of `-` joined by
//! `-+-` between rows. `Table(rows)` makes one, `L.PeriodicTable(n)` is
//! `Table(L.Grouped(n))`, and a coordinate game's `NimValueTable` and
//! `GameValueTable` (and a partizan heap game's `GameValueSequence`) answer
//! with one.

use std::fmt;
use std::sync::Arc;

use super::builtins::Call;
use super::coordinate::{CoordinateGame, MAX_COORDINATE, Rules, is_partizan};
use super::error::{Error, ErrorKind};
use super::eval::Ctx;
use super::value::Value;
use crate::short::Game;

/// `Table(rows)`: each row a list of values.
pub(super) fn make(cx: &Ctx<'_>, c: &Call<'_>) -> Result<Value, Error> {
    let arg = &c.args[0];
    let rows = match cx.eval_keep(arg)? {
        Value::List(rows) => rows.into_vec(),
        other => return cx.wrong_type(arg, "a list of rows", other.kind_name()),
    };
    of_rows(cx, c, rows)
}

/// A table of `rows`, each of which must be a list (CGSuite's message).
pub(super) fn of_rows(cx: &Ctx<'_>, c: &Call<'_>, rows: Vec<Value>) -> Result<Value, Error> {
    let mut table = Vec::with_capacity(rows.len());
    for row in rows {
        match row {
            Value::List(items) => table.push(items.into_vec()),
            _ => {
                return cx.undefined(c.at, "the rows of a Table must all be lists");
            }
        }
    }
    Ok(Value::Table(Arc::new(table)))
}

/// Writes `rows` as CGSuite's plain text does; `alt` prints each entry
/// with `{:#}` (Unicode), as the whole value is printed.
pub(super) fn write(f: &mut fmt::Formatter<'_>, rows: &[Vec<Value>], alt: bool) -> fmt::Result {
    let cells: Vec<Vec<String>> = rows
        .iter()
        .map(|row| {
            row.iter()
                .map(|v| {
                    // An empty cell, as CGSuite writes Nothing in a table.
                    if matches!(v, Value::Nothing) {
                        String::new()
                    } else if alt {
                        format!("{v:#}")
                    } else {
                        format!("{v}")
                    }
                })
                .collect()
        })
        .collect();
    let cols = cells.iter().map(Vec::len).max().unwrap_or(0);
    let mut widths = vec![0; cols];
    for row in &cells {
        for (w, cell) in widths.iter_mut().zip(row) {
            *w = (*w).max(cell.chars().count());
        }
    }
    let rule = widths
        .iter()
        .map(|&w| "-".repeat(w))
        .collect::<Vec<_>>()
        .join("-+-");
    for (i, row) in cells.iter().enumerate() {
        if i > 0 {
            write!(f, "\n{rule}\n")?;
        }
        let entries: Vec<String> = row
            .iter()
            .zip(&widths)
            .map(|(cell, &w)| format!("{cell:>w$}"))
            .collect();
        f.write_str(&entries.join(" | "))?;
    }
    Ok(())
}

/// `R.GameValueSequence(n)` and `R.GameValueTable(r, c)` of a coordinate
/// game.
pub(super) fn game_values(cx: &Ctx<'_>, c: &Call<'_>) -> Result<Value, Error> {
    match cx.eval(c.recv())? {
        Value::Coordinate(g) => cx.game_values(c, &g),
        other => cx.wrong_type(
            c.recv(),
            format!("a partizan heap or coordinate game for {}", c.name()),
            other.kind_name(),
        ),
    }
}

impl Ctx<'_> {
    /// `G.NimValueTable(r, c)`: the nim values of `(a, b)` for `a <= r`,
    /// `b <= c`, as CGSuite prints them: a row for each `a`.
    pub(super) fn nim_value_table(&self, c: &Call<'_>, g: &CoordinateGame) -> Result<Value, Error> {
        let (rows, cols) = (self.coordinate(&c.args[0])?, self.coordinate(&c.args[1])?);
        if !(0..=MAX_COORDINATE).contains(&rows) || !(0..=MAX_COORDINATE).contains(&cols) {
            return self.fail(
                c.at,
                ErrorKind::TooLarge(format!("a table is at most {MAX_COORDINATE} each way")),
            );
        }
        let mut table = Vec::new();
        for a in 0..=rows {
            let row = (0..=cols)
                .map(|b| {
                    self.coordinate_value(c.at, g, (a, b))
                        .map(|v| Value::Game(Game::integer(v)))
                })
                .collect::<Result<Vec<_>, _>>()?;
            table.push(row);
        }
        Ok(Value::Table(Arc::new(table)))
    }

    /// CGSuite's `R.GameValueSequence(n)` of a partizan heap game (the
    /// values of heaps 1 to n) and `R.GameValueTable(r, c)` of a partizan
    /// coordinate game (of `(a, b)` for `1 <= a <= r`, `1 <= b <= c`).
    pub(super) fn game_values(&self, c: &Call<'_>, g: &CoordinateGame) -> Result<Value, Error> {
        let heap = matches!(g.rules, Rules::PartizanHeap { .. });
        let sequence = c.name() == "GameValueSequence";
        if sequence != heap || !is_partizan(g) {
            let wanted = if sequence {
                "a partizan heap game (PartizanSubtraction, PartizanHeapRuleset)"
            } else {
                "a partizan coordinate game (Cutcake, PartizanEuclid)"
            };
            return self.wrong_type(
                c.recv(),
                format!("{wanted} for {}", c.name()),
                g.to_string(),
            );
        }
        let (rows, cols) = if sequence {
            (1, self.coordinate(&c.args[0])?)
        } else {
            (self.coordinate(&c.args[0])?, self.coordinate(&c.args[1])?)
        };
        if !(0..=MAX_COORDINATE).contains(&rows) || !(0..=MAX_COORDINATE).contains(&cols) {
            let why = format!("{} goes up to {MAX_COORDINATE} each way", c.name());
            return self.fail(c.at, ErrorKind::TooLarge(why));
        }
        let mut table = Vec::new();
        for a in 1..=rows {
            let at = |b| if sequence { (0, b) } else { (a, b) };
            let row = (1..=cols)
                .map(|b| self.coordinate_form(c.at, g, at(b)).map(Value::Game))
                .collect::<Result<Vec<_>, _>>()?;
            table.push(row);
        }
        Ok(if sequence {
            Value::List(table.pop().unwrap_or_default().into())
        } else {
            Value::Table(Arc::new(table))
        })
    }
}

#[cfg(test)]
mod tests {
    use crate::expr::eval;

    #[test]
    fn columns_take_their_own_widths() {
        // By hand: widths 2 and 5; the rule is 2 and 5 dashes joined by -+-.
        let t = eval("Table([[1, {1|0}], [10, 2]])").unwrap().to_string();
        assert_eq!(t, " 1 | {1|0}\n---+------\n10 |     2");
    }
}
