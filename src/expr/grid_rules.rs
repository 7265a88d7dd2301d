//! CGSuite's grid rulesets in the language: `GenClobber(directions =>
//! Coordinates.Diagonal, clobbered => {Left => {2}, Right => {1}},
//! leftBehind => {Left => 0, Right => 0}, maxDistance => inf)` is a
//! ruleset ([`Value::Clobber`]) and, applied to a board, the board's value;
//! `Coordinates.Orthogonal` (and `Diagonal`, `Compass`, `KnightsMove`) are
//! lists of steps; `Grid.Empty(rows, columns)` is an empty board
//! ([`super::Cells`]), and
//! `Graph.Path(n)`, `Graph.Cycle(n)` and `Graph.FromAdjacencyList(L)`
//! ([`super::graph_lists`]) are graphs.

use std::sync::Arc;

use super::ast::{Expr, ExprKind};
use super::builtins::Call;
use super::error::{Error, ErrorKind};
use super::eval::Ctx;
use super::value::Value;
use crate::games::{
    COMPASS, Cell, ClobberRules, DIAGONAL, GenClobber, KNIGHTS_MOVE, ORTHOGONAL, ruled_grid,
};

/// The largest board `Grid.Empty` and `Strip.Empty` build, in squares.
pub const MAX_EMPTY_GRID: i64 = 4096;

/// The most vertices `Graph.Path` and `Graph.Cycle` make.
pub const MAX_GRAPH: i64 = 4096;

/// The furthest step a direction may take, in rows or columns.
const MAX_STEP: i64 = 16;

/// `Coordinates.Name`, `Graph.Path(n)` and the others, and those of
/// `Grid`, `Strip` and `Symmetry` ([`super::cells_methods`]), when `recv`
/// is one of those names and not a variable: `None` otherwise.
pub(super) fn namespace(
    cx: &Ctx<'_>,
    e: &Expr,
    recv: &Expr,
    name: &str,
    args: &[Expr],
) -> Option<Result<Value, Error>> {
    let ExprKind::Name(space) = &recv.kind else {
        return None;
    };
    if cx.lookup(space).is_some() {
        return None;
    }
    match (space.as_str(), name, args) {
        ("Coordinates", _, []) => {
            let steps: &[(i8, i8)] = match name {
                "Orthogonal" => &ORTHOGONAL,
                "Diagonal" => &DIAGONAL,
                "Compass" => &COMPASS,
                "KnightsMove" => &KNIGHTS_MOVE,
                _ => {
                    let why = format!(
                        "Coordinates has no {name}: it has Orthogonal, Diagonal, Compass and KnightsMove"
                    );
                    return Some(cx.undefined(e, why));
                }
            };
            let list = steps
                .iter()
                .map(|&(r, c)| Value::Coordinates(i64::from(r), i64::from(c)))
                .collect();
            Some(Ok(Value::List(list)))
        }
        ("Grid" | "Strip" | "Symmetry", _, _) => {
            super::cells_methods::namespace(cx, e, space, name, args)
        }
        ("Graph", _, _) => Some(super::graph_methods::namespace(cx, e, name, args)),
        ("TakeAndBreak", "FromSubtractionSet", _) => {
            Some(super::subtraction_sets::from_subtraction_set(cx, e, args))
        }
        ("System", _, _) => Some(super::print::system(cx, e, name, args)),
        ("Color", _, []) => Some(match super::Color::named(name) {
            Some(c) => Ok(Value::Color(c)),
            None => cx.undefined(
                e,
                format!("Color has no {name}: it has Blue, Green and Red"),
            ),
        }),
        _ => None,
    }
}

/// `GenClobber(named arguments)`, CGSuite's defaults those of Clobber.
pub(super) fn gen_clobber(cx: &Ctx<'_>, c: &Call<'_>) -> Result<Value, Error> {
    // A board with its rules in words is the catalogue's game.
    if let [arg] = c.args
        && !matches!(arg.kind, ExprKind::Keyword { .. })
    {
        return super::functions::catalogue_game(cx, "GenClobber", c)
            .unwrap_or_else(|| unreachable!("GenClobber is in the catalogue"));
    }
    let mut r = ClobberRules::clobber();
    for arg in c.args {
        let ExprKind::Keyword { name, value } = &arg.kind else {
            let why = "GenClobber takes named arguments only: directions, clobbered, leftBehind, maxDistance";
            return cx.fail(arg, ErrorKind::Undefined(why.into()));
        };
        match name.as_str() {
            "directions" => r.directions = directions(cx, value)?,
            "clobbered" => {
                let [l, rt] = by_player(cx, value, "clobbered")?;
                r.clobbered = [cells(cx, value, l)?, cells(cx, value, rt)?];
            }
            "leftBehind" => {
                let [l, rt] = by_player(cx, value, "leftBehind")?;
                r.left_behind = [cell(cx, value, &l)?, cell(cx, value, &rt)?];
            }
            "maxDistance" => r.max_distance = distance(cx, value)?,
            other => {
                let why = format!(
                    "GenClobber has no named argument {other} (it has directions, clobbered, leftBehind, maxDistance)"
                );
                return cx.fail(arg, ErrorKind::Undefined(why));
            }
        }
    }
    // Bad rules are found now, not at the first board.
    if let Err(e) = r.check() {
        return cx.undefined(c.at, e.to_string());
    }
    Ok(Value::Clobber(Arc::new(r)))
}

/// A list of steps `(row, column)`, none of them `(0, 0)`.
pub(super) fn directions(cx: &Ctx<'_>, e: &Expr) -> Result<Vec<(i8, i8)>, Error> {
    let v = cx.eval(e)?;
    let Value::List(items) = v else {
        return cx.wrong_type(
            e,
            "a list of steps such as Coordinates.Diagonal",
            v.kind_name(),
        );
    };
    let mut out = Vec::new();
    for item in items {
        match item {
            Value::Coordinates(a, b)
                if (a, b) != (0, 0) && a.abs() <= MAX_STEP && b.abs() <= MAX_STEP =>
            {
                // Within ±MAX_STEP, so each fits.
                out.push((a as i8, b as i8));
            }
            other => {
                let why = format!(
                    "a direction must be a step (row, column) other than (0,0), each within {MAX_STEP}, not {other}"
                );
                return cx.undefined(e, why);
            }
        }
    }
    if out.is_empty() {
        return cx.undefined(e, "directions must list at least one step");
    }
    Ok(out)
}

/// The two values of a map `{Left => a, Right => b}`.
fn by_player(cx: &Ctx<'_>, e: &Expr, what: &str) -> Result<[Value; 2], Error> {
    let v = cx.eval(e)?;
    let Value::Map(pairs) = &v else {
        return cx.wrong_type(
            e,
            format!("a map {{Left => …, Right => …}} for {what}"),
            v.kind_name(),
        );
    };
    let get = |p: crate::Player| {
        pairs
            .iter()
            .find(|(k, _)| matches!(k, Value::Player(q) if *q == p))
            .map(|(_, v)| v.clone())
    };
    match (
        get(crate::Player::Left),
        get(crate::Player::Right),
        pairs.len(),
    ) {
        (Some(l), Some(r), 2) => Ok([l, r]),
        _ => cx.undefined(e, format!("{what} must map exactly Left and Right")),
    }
}

/// A square's contents by CGSuite's code: 0 empty, 1 Left's, 2 Right's.
fn cell(cx: &Ctx<'_>, e: &Expr, v: &Value) -> Result<Cell, Error> {
    match v {
        Value::Game(g) => match super::eval::whole_number::<i64>(g) {
            Some(0) => Ok(Cell::Empty),
            Some(1) => Ok(Cell::Left),
            Some(2) => Ok(Cell::Right),
            _ => cx.undefined(
                e,
                format!("a square is 0 (empty), 1 (Left's) or 2 (Right's), not {g}"),
            ),
        },
        other => cx.wrong_type(e, "0, 1 or 2", other.kind_name()),
    }
}

/// A set or list of square codes.
fn cells(cx: &Ctx<'_>, e: &Expr, v: Value) -> Result<Vec<Cell>, Error> {
    let items: Vec<Value> = match v {
        Value::Set(games) => games.into_iter().map(Value::Game).collect(),
        Value::List(items) | Value::LoopySet(items) => items.into_vec(),
        other => return cx.wrong_type(e, "a set of 0, 1 and 2", other.kind_name()),
    };
    {
        {
            let mut out = Vec::new();
            for item in &items {
                let c = cell(cx, e, item)?;
                if !out.contains(&c) {
                    out.push(c);
                }
            }
            Ok(out)
        }
    }
}

/// `maxDistance`: a whole number from 1 to 255, or `inf`.
fn distance(cx: &Ctx<'_>, e: &Expr) -> Result<Option<u8>, Error> {
    match cx.eval(e)? {
        Value::Rational(q) if q.as_finite().is_none() => Ok(None),
        Value::Game(g) => match super::eval::whole_number::<u8>(&g) {
            Some(n) if n >= 1 => Ok(Some(n)),
            _ => cx.undefined(
                e,
                format!("maxDistance must be a whole number from 1 to 255, or inf, not {g}"),
            ),
        },
        other => cx.wrong_type(e, "a whole number or inf", other.kind_name()),
    }
}

impl Ctx<'_> {
    /// `R(board)` for a grid ruleset `R`: the board's value.
    pub(super) fn clobber_position(
        &self,
        r: &Arc<ClobberRules>,
        arg: &Expr,
    ) -> Result<Value, Error> {
        let p = self.clobber_board(r, arg)?;
        super::functions::kept_board(self, ruled_grid(p), arg)
    }

    /// The board of `R(board)` for a grid ruleset `R`.
    pub(super) fn clobber_board(
        &self,
        r: &Arc<ClobberRules>,
        arg: &Expr,
    ) -> Result<GenClobber, Error> {
        let board = match self.eval(arg)? {
            Value::Str(s) => s,
            Value::Cells(g) => super::cells_methods::board_text(self, arg, &g, "Konane")?,
            other => {
                return self.wrong_type(
                    arg,
                    "a board as a string, as in \"xo.|ox.\"",
                    other.kind_name(),
                );
            }
        };
        GenClobber::new((**r).clone(), &board)
            .or_else(|e| self.board_error(arg, &board, e.to_string()))
    }
}
