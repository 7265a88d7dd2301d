//! The language's side of CGSuite's `Grid`, `Strip` and `Symmetry`
//! ([`super::Cells`]): `Grid.Empty`, `Grid.Parse`, `Strip.Empty`,
//! `Strip.Parse`, the symmetries' names, indexing, and the methods
//! (`Updated`, `FindAll`, `Subgrid`, `Permuted`, `Decomposition`, …), with
//! CGSuite's messages for squares and values out of bounds.

use std::sync::Arc;

use super::ast::Expr;
use super::builtins::{Builtin, Call, with};
use super::cells::{Cells, Symmetry, char_map};
use super::collection_methods::integer;
use super::error::Error;
use super::eval::Ctx;
use super::grid_rules::MAX_EMPTY_GRID;
use super::value::Value;
use crate::short::Game;

/// The methods of grids and strips, by name (`Updated`, `ToString` and
/// `Length` are in the tables of strings and lists, and come here).
#[rustfmt::skip]
pub(super) static METHODS: &[Builtin] = &[
    with("ColCount", "G.ColCount", "The number of columns of a grid",
        ["Grid.Empty(3, 4).ColCount", "4"], (0, 0), counts),
    with("Decomposition", "G.Decomposition(b) or G.Decomposition(b, dirs)",
        "The regions of a grid's squares other than b, joined by the steps dirs (Coordinates.Orthogonal), each in its own grid with the squares outside it b; of a strip, the pieces between the squares b",
        ["Strip.Parse(\".ab.b\", \".ab\").Decomposition(0)", "[Strip([1,2]),Strip([2])]"], (1, 2), decomposition),
    with("FindAll", "G.FindAll(v)", "Where a grid (as coordinates) or a strip (as places) has the value v, in reading order",
        ["Grid.Parse(\"x.|.x\", \".x\").FindAll(1)", "[(1,1),(2,2)]"], (1, 1), find_all),
    with("IsInBounds", "G.IsInBounds(p)", "Whether the coordinates p (a place of a strip) are a square of the grid",
        ["Grid.Empty(3, 4).IsInBounds((3, 5))", "false"], (1, 1), is_in_bounds),
    with("Permuted", "G.Permuted(s)", "The grid turned by a symmetry such as Symmetry.Transpose",
        ["Grid.Parse(\"xx.\", \".x\").Permuted(Symmetry.Transpose)", "Grid([[1],[1],[0]])"], (1, 1), permuted),
    with("RowCount", "G.RowCount", "The number of rows of a grid",
        ["Grid.Empty(3, 4).RowCount", "3"], (0, 0), counts),
    with("Subgrid", "G.Subgrid(p, q)", "The rows and columns of a grid from the coordinates p to q",
        ["Grid.Parse(\"x.|.x\", \".x\").Subgrid((1,2), (2,2))", "Grid([[0],[1]])"], (2, 2), part),
    with("Substrip", "S.Substrip(i, j)", "The squares i to j of a strip (none when j < i)",
        ["Strip.Parse(\"x..x\", \".x\").Substrip(2, 4)", "Strip([0,0,1])"], (2, 2), part),
    with("SymmetryInvariant", "G.SymmetryInvariant(L)", "The least of the grid turned by each symmetry of L, as CGSuite finds it (each turns the least so far)",
        ["Grid.Parse(\".x\", \".x\").SymmetryInvariant(Symmetry.Flip)", "Grid([[0,1]])"], (1, 1), symmetry_invariant),
    with("UpdatedRange", "S.UpdatedRange(i, j, v)", "The strip with the squares i to j (cut to the strip) set to v",
        ["Strip.Empty(4).UpdatedRange(2, 3, 5)", "Strip([0,5,5,0])"], (3, 3), updated_range),
];

/// `Grid.Name(…)`, `Strip.Name(…)` or `Symmetry.Name`; `None` for other
/// spaces.
pub(super) fn namespace(
    cx: &Ctx<'_>,
    e: &Expr,
    space: &str,
    name: &str,
    args: &[Expr],
) -> Option<Result<Value, Error>> {
    let strip = space == "Strip";
    Some(match (space, name, args) {
        ("Grid", "Empty", [r, c]) => empty(cx, Some(r), c, false),
        ("Strip", "Empty", [n]) => empty(cx, None, n, true),
        ("Grid" | "Strip", "Parse", [text, map]) => parse(cx, e, text, map, strip),
        ("Grid" | "Strip", _, _) => {
            let why = format!(
                "{space} has two functions here: {space}.Empty and {space}.Parse(text, charMap)"
            );
            cx.undefined(e, why)
        }
        ("Symmetry", "Flip", []) => Ok(Value::List(
            Symmetry::FLIP.into_iter().map(Value::Symmetry).collect(),
        )),
        ("Symmetry", _, []) => match Symmetry::named(name) {
            Some(s) => Ok(Value::Symmetry(s)),
            None => {
                let names: Vec<String> = Symmetry::ALL.iter().map(|s| s.to_string()).collect();
                let why = format!(
                    "Symmetry has no {name}: it has {} and Flip",
                    names.join(", ")
                );
                cx.undefined(e, why)
            }
        },
        _ => return None,
    })
}

/// `Grid.Parse(text, map)` and `Strip.Parse(text, map)`.
fn parse(cx: &Ctx<'_>, e: &Expr, text: &Expr, map: &Expr, strip: bool) -> Result<Value, Error> {
    let (text, map) = (string(cx, text)?, string(cx, map)?);
    match Cells::parse(&text, &map, strip) {
        Ok(g) => Ok(cells(g)),
        Err(why) => cx.undefined(e, why),
    }
}

fn cells(g: Cells) -> Value {
    Value::Cells(Arc::new(g))
}

fn string(cx: &Ctx<'_>, e: &Expr) -> Result<String, Error> {
    match cx.eval(e)? {
        Value::Str(s) => Ok(s),
        other => cx.wrong_type(e, "a string", other.kind_name()),
    }
}

/// `Grid.Empty(r, c)` and `Strip.Empty(n)`: at most [`MAX_EMPTY_GRID`]
/// squares; a side of 0 makes CGSuite's empty grid.
fn empty(cx: &Ctx<'_>, rows: Option<&Expr>, cols: &Expr, strip: bool) -> Result<Value, Error> {
    let side = |e: &Expr, what: &str| -> Result<i64, Error> {
        let n = integer(cx, e, "a whole number")?;
        if n < 0 {
            return cx.undefined(e, format!("Invalid {what}: {n}"));
        }
        Ok(n)
    };
    let r = rows.map_or(Ok(1), |r| side(r, "RowCount"))?;
    let c = side(cols, if strip { "Length" } else { "ColCount" })?;
    if r.saturating_mul(c) > MAX_EMPTY_GRID {
        let why = format!("an empty grid has at most {MAX_EMPTY_GRID} squares, not {r} x {c}");
        return cx.undefined(cols, why);
    }
    Ok(cells(Cells::empty(r as usize, c as usize, strip)))
}

/// The grid or strip that `e` stands for.
fn cells_of(cx: &Ctx<'_>, e: &Expr, what: &str) -> Result<Arc<Cells>, Error> {
    match cx.eval(e)? {
        Value::Cells(g) => Ok(g),
        other => cx.wrong_type(e, what, other.kind_name()),
    }
}

fn receiver(cx: &Ctx<'_>, c: &Call<'_>) -> Result<Arc<Cells>, Error> {
    cells_of(cx, c.recv(), &format!("a grid or a strip for {}", c.name()))
}

fn whole(n: usize) -> Value {
    Value::Game(Game::from(n as u64))
}

fn counts(cx: &Ctx<'_>, c: &Call<'_>) -> Result<Value, Error> {
    let g = receiver(cx, c)?;
    Ok(whole(if c.name() == "RowCount" {
        g.rows()
    } else {
        g.cols()
    }))
}

/// The square `e` names in `g`: coordinates of a grid, a place of a strip
/// (row 1). Not checked against the bounds.
fn square(cx: &Ctx<'_>, g: &Cells, e: &Expr) -> Result<(i64, i64), Error> {
    square_at(cx, g, e, cx.eval(e)?)
}

/// The same, given the value `v` of `e`.
fn square_at(cx: &Ctx<'_>, g: &Cells, e: &Expr, v: Value) -> Result<(i64, i64), Error> {
    match v {
        Value::Coordinates(r, c) if !g.is_strip() => Ok((r, c)),
        Value::Game(n) if g.is_strip() => match super::eval::whole_number::<i64>(&n) {
            Some(i) => Ok((1, i)),
            None => cx.wrong_type(e, "a place of the strip, from 1", n.to_string()),
        },
        other if g.is_strip() => {
            cx.wrong_type(e, "a place of the strip, from 1", other.kind_name())
        }
        other => cx.wrong_type(e, "coordinates such as (1,2)", other.kind_name()),
    }
}

/// `g[(r, c)]` or `s[i]` (`i` giving `key`): the value there, Nothing
/// off the board.
pub(super) fn index(cx: &Ctx<'_>, g: &Cells, i: &Expr, key: Value) -> Result<Value, Error> {
    let (r, c) = square_at(cx, g, i, key)?;
    Ok(if g.inside(r, c) {
        let v = g.get(r as usize, c as usize).expect("inside");
        Value::Game(Game::integer(i64::from(v)))
    } else {
        Value::Nothing
    })
}

fn is_in_bounds(cx: &Ctx<'_>, c: &Call<'_>) -> Result<Value, Error> {
    let g = receiver(cx, c)?;
    let (r, col) = square(cx, &g, &c.args[0])?;
    Ok(Value::Bool(g.inside(r, col)))
}

/// A square's value, checked as CGSuite checks it.
fn small(cx: &Ctx<'_>, e: &Expr) -> Result<i8, Error> {
    let v = integer(cx, e, "a whole number")?;
    i8::try_from(v).or_else(|_| {
        cx.undefined(
            e,
            format!("Value is out of range (must satisfy -128 <= x <= 127): {v}"),
        )
    })
}

fn find_all(cx: &Ctx<'_>, c: &Call<'_>) -> Result<Value, Error> {
    let g = receiver(cx, c)?;
    let v = integer(cx, &c.args[0], "a whole number")?;
    let found = i8::try_from(v).map_or_else(|_| Vec::new(), |v| g.find_all(v));
    Ok(Value::List(
        found
            .into_iter()
            .map(|(r, col)| match g.is_strip() {
                true => whole(col),
                false => Value::Coordinates(r as i64, col as i64),
            })
            .collect(),
    ))
}

/// `G.Updated(p, v)` or `G.Updated({p => v, …})`, for the row `Updated`.
pub(super) fn updated(cx: &Ctx<'_>, c: &Call<'_>, g: &Cells) -> Result<Value, Error> {
    let mut out = g.clone();
    let mut put = |at: &Expr, p: (i64, i64), v: i8| -> Result<(), Error> {
        if !g.inside(p.0, p.1) {
            let why = if g.is_strip() {
                format!("Index is out of bounds: {}", p.1)
            } else {
                format!("Coordinate is out of bounds: ({},{})", p.0, p.1)
            };
            return cx.undefined(at, why);
        }
        out.set(p.0 as usize, p.1 as usize, v);
        Ok(())
    };
    match c.args {
        [p, v] => put(p, square(cx, g, p)?, small(cx, v)?)?,
        [m] => {
            let pairs = match cx.eval(m)? {
                Value::Map(pairs) => pairs,
                other => return cx.wrong_type(m, "a map of squares to values", other.kind_name()),
            };
            for (k, v) in pairs {
                let (k, v) = (Expr::evaluated(k, m), Expr::evaluated(v, m));
                put(&k, square(cx, g, &k)?, small(cx, &v)?)?;
            }
        }
        _ => unreachable!("Updated takes one or two arguments"),
    }
    Ok(cells(out))
}

/// `G.ToString(map)`.
pub(super) fn to_text(cx: &Ctx<'_>, c: &Call<'_>, g: &Cells) -> Result<Value, Error> {
    let map = string(cx, &c.args[0])?;
    match g.text(&map) {
        Ok(s) => Ok(Value::Str(s)),
        Err(why) => cx.undefined(c.at, why),
    }
}

/// `G.Subgrid(p, q)` and `S.Substrip(i, j)`.
fn part(cx: &Ctx<'_>, c: &Call<'_>) -> Result<Value, Error> {
    let g = receiver(cx, c)?;
    if g.is_strip() != (c.name() == "Substrip") {
        let what = if g.is_strip() { "a grid" } else { "a strip" };
        return cx.wrong_type(c.recv(), format!("{what} for {}", c.name()), g.to_string());
    }
    let (from, to) = (square(cx, &g, &c.args[0])?, square(cx, &g, &c.args[1])?);
    Ok(cells(g.part(from, to)))
}

fn symmetry(cx: &Ctx<'_>, e: &Expr) -> Result<Symmetry, Error> {
    match cx.eval(e)? {
        Value::Symmetry(s) => Ok(s),
        other => cx.wrong_type(
            e,
            "a symmetry such as Symmetry.Inversion",
            other.kind_name(),
        ),
    }
}

fn permuted(cx: &Ctx<'_>, c: &Call<'_>) -> Result<Value, Error> {
    let g = receiver(cx, c)?;
    Ok(cells(g.permuted(symmetry(cx, &c.args[0])?)))
}

/// CGSuite's `SymmetryInvariant`: each symmetry but the identity turns
/// the least grid so far, which the result replaces when it is less.
fn symmetry_invariant(cx: &Ctx<'_>, c: &Call<'_>) -> Result<Value, Error> {
    let g = receiver(cx, c)?;
    let list = match cx.eval(&c.args[0])? {
        Value::Symmetry(s) => vec![s],
        Value::List(items) => items
            .into_iter()
            .map(|v| match v {
                Value::Symmetry(s) => Ok(s),
                other => cx.wrong_type(&c.args[0], "a list of symmetries", other.kind_name()),
            })
            .collect::<Result<_, _>>()?,
        other => cx.wrong_type(&c.args[0], "a list of symmetries", other.kind_name())?,
    };
    let mut least = (*g).clone();
    for s in list.into_iter().filter(|s| *s != Symmetry::Identity) {
        let turned = least.permuted(s);
        if turned < least {
            least = turned;
        }
    }
    Ok(cells(least))
}

fn decomposition(cx: &Ctx<'_>, c: &Call<'_>) -> Result<Value, Error> {
    if let Value::Graph(g) = cx.eval(c.recv())? {
        if c.args.len() != 1 {
            return cx.undefined(c.at, "a graph's Decomposition takes one label");
        }
        return super::graph_methods::decomposition(cx, &g, &c.args[0]);
    }
    let g = receiver(cx, c)?;
    let boundary = integer(cx, &c.args[0], "a whole number")?;
    let Ok(boundary) = i8::try_from(boundary) else {
        // No square has it: the whole board is one region.
        return Ok(Value::List(vec![Value::Cells(g)].into()));
    };
    let dirs = match c.args.get(1) {
        None => vec![(1, 0), (0, 1)],
        Some(d) => super::grid_rules::directions(cx, d)?
            .into_iter()
            .map(|(r, c)| (i64::from(r), i64::from(c)))
            .collect(),
    };
    let parts = g.decomposition(boundary, &dirs);
    Ok(Value::List(parts.into_iter().map(cells).collect()))
}

fn updated_range(cx: &Ctx<'_>, c: &Call<'_>) -> Result<Value, Error> {
    let g = receiver(cx, c)?;
    if !g.is_strip() {
        return cx.wrong_type(c.recv(), "a strip for UpdatedRange", "a grid");
    }
    let from = integer(cx, &c.args[0], "a place of the strip")?;
    let to = integer(cx, &c.args[1], "a place of the strip")?;
    let v = small(cx, &c.args[2])?;
    let mut out = (*g).clone();
    for k in from.max(1)..=to.min(g.cols() as i64) {
        out.set(1, k as usize, v);
    }
    Ok(cells(out))
}

/// The text of the board `g` for the game of the catalogue `game`, read
/// through CGSuite's character map for it.
pub(super) fn board_text(cx: &Ctx<'_>, at: &Expr, g: &Cells, game: &str) -> Result<String, Error> {
    let Some(map) = char_map(game) else {
        return cx.wrong_type(at, format!("a position as a string for {game}"), "a grid");
    };
    g.text(map)
        .or_else(|why| cx.undefined(at, format!("{why} ({game}'s)")))
}
