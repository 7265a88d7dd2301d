//! CGSuite's `GenCol(leftPermitted, rightPermitted)` in the language: a
//! ruleset ([`Value::Col`]) whose lists of `Nothing`, `Left` and `Right`
//! say which tints each player may colour; applied to a graph (a string
//! in CGSuite's notation, or a `Graph` with vertices labelled `Left` and
//! `Right`), the graph's value. And `GenArcKayles(weighted => true)`,
//! which is the catalogue's Arc Kayles or Weighted Arc Kayles, and
//! `GenHackenbush(childishEdges => [Color.Green])` ([`Value::Hackenbush`]
//! where it is neither Hackenbush nor Childish Hackenbush).

use super::ast::{Expr, ExprKind};
use super::builtins::Call;
use super::error::{Error, ErrorKind};
use super::eval::Ctx;
use super::value::Value;
use crate::games::{
    ChildishEdges, ColGraph, ColRules, HackenbushGraph, ruled_col, ruled_hackenbush,
};
use crate::short::Player;

/// `GenCol(leftPermitted, rightPermitted)`, by position or by name; with
/// one argument that is not named, a board of the catalogue's Generalized
/// Col, its rules in words (`GenCol("leftPermitted=L rightPermitted=R
/// L-.-R")`).
pub(super) fn gen_col(cx: &Ctx<'_>, c: &Call<'_>) -> Result<Value, Error> {
    // One list written out is half of the rules, not a board.
    if let [arg] = c.args
        && !matches!(arg.kind, ExprKind::Keyword { .. } | ExprKind::List(_))
    {
        return super::functions::catalogue_game(cx, "GenCol", c)
            .unwrap_or_else(|| unreachable!("GenCol is in the catalogue"));
    }
    let mut sides: [Option<Vec<Option<Player>>>; 2] = [None, None];
    for (k, arg) in c.args.iter().enumerate() {
        let (side, value) = match &arg.kind {
            ExprKind::Keyword { name, value } => match name.as_str() {
                "leftPermitted" => (0, &**value),
                "rightPermitted" => (1, &**value),
                other => {
                    let why = format!(
                        "GenCol has no named argument {other} (it has leftPermitted, rightPermitted)"
                    );
                    return cx.fail(arg, ErrorKind::Undefined(why));
                }
            },
            _ => (k.min(1), arg),
        };
        sides[side] = Some(tints(cx, value)?);
    }
    let [Some(left), Some(right)] = sides else {
        let why = "GenCol needs both lists, as in GenCol([Left], [Right]): the tints (Nothing, Left, Right) each player may colour";
        return cx.fail(c.at, ErrorKind::Undefined(why.into()));
    };
    Ok(Value::Col(ColRules::new(&left, &right)))
}

/// `GenArcKayles()` (Arc Kayles) or `GenArcKayles(weighted => true)`
/// (Weighted Arc Kayles), as a ruleset of the catalogue.
pub(super) fn gen_arc_kayles(cx: &Ctx<'_>, c: &Call<'_>) -> Result<Value, Error> {
    let mut weighted = false;
    for arg in c.args {
        let ExprKind::Keyword { name, value } = &arg.kind else {
            let why = "GenArcKayles takes one named argument: weighted => true or false";
            return cx.fail(arg, ErrorKind::Undefined(why.into()));
        };
        if name != "weighted" {
            let why = format!("GenArcKayles has no named argument {name} (it has weighted)");
            return cx.fail(arg, ErrorKind::Undefined(why));
        }
        weighted = match cx.eval(value)? {
            Value::Bool(b) => b,
            other => return cx.wrong_type(value, "true or false for weighted", other.kind_name()),
        };
    }
    let name = if weighted {
        "WeightedArcKayles"
    } else {
        "ArcKayles"
    };
    let entry = crate::games::by_expr_name(name)
        .unwrap_or_else(|| unreachable!("{name} is in the catalogue"));
    Ok(Value::Rules(entry))
}

/// `GenHackenbush(childishEdges => [colours])`: Hackenbush, Childish
/// Hackenbush, or another choice of childish colours. With one argument
/// not named, a board of the catalogue's Generalized Hackenbush, its
/// childish colours in words (`GenHackenbush("childishEdges=e eee")`).
pub(super) fn gen_hackenbush(cx: &Ctx<'_>, c: &Call<'_>) -> Result<Value, Error> {
    // One list written out is half of the rules, not a board.
    if let [arg] = c.args
        && !matches!(arg.kind, ExprKind::Keyword { .. } | ExprKind::List(_))
    {
        return super::functions::catalogue_game(cx, "GenHackenbush", c)
            .unwrap_or_else(|| unreachable!("GenHackenbush is in the catalogue"));
    }
    let mut childish = ChildishEdges::NONE;
    for arg in c.args {
        let ExprKind::Keyword { name, value } = &arg.kind else {
            let why = "GenHackenbush takes one named argument: childishEdges => a list of colours";
            return cx.fail(arg, ErrorKind::Undefined(why.into()));
        };
        if name != "childishEdges" {
            let why = format!("GenHackenbush has no named argument {name} (it has childishEdges)");
            return cx.fail(arg, ErrorKind::Undefined(why));
        }
        childish = colours(cx, value)?;
    }
    let named = match childish {
        ChildishEdges::NONE => "Hackenbush",
        ChildishEdges::BLUE_RED => "ChildishHackenbush",
        other => return Ok(Value::Hackenbush(other)),
    };
    let entry = crate::games::by_expr_name(named)
        .unwrap_or_else(|| unreachable!("{named} is in the catalogue"));
    Ok(Value::Rules(entry))
}

/// A list of `Color.Blue`, `Color.Red` and `Color.Green`.
fn colours(cx: &Ctx<'_>, e: &Expr) -> Result<ChildishEdges, Error> {
    let v = cx.eval(e)?;
    let want = "a list of colours, as in [Color.Blue, Color.Red]";
    let Value::List(items) = v else {
        return cx.wrong_type(e, want, v.kind_name());
    };
    let mut has = [false; 3];
    for item in items {
        match item {
            Value::Color(super::Color::Blue) => has[0] = true,
            Value::Color(super::Color::Red) => has[1] = true,
            Value::Color(super::Color::Green) => has[2] = true,
            other => return cx.wrong_type(e, want, format!("a list with {}", other.kind_name())),
        }
    }
    Ok(ChildishEdges::new(has[0], has[1], has[2]))
}

/// A list of `Nothing`, `Left` and `Right`.
fn tints(cx: &Ctx<'_>, e: &Expr) -> Result<Vec<Option<Player>>, Error> {
    let v = cx.eval(e)?;
    let want = "a list of Nothing, Left and Right, as in [Nothing, Left]";
    let Value::List(items) = v else {
        return cx.wrong_type(e, want, v.kind_name());
    };
    let mut out = Vec::new();
    for item in items {
        match item {
            Value::Nothing => out.push(None),
            Value::Player(p) => out.push(Some(p)),
            other => return cx.wrong_type(e, want, format!("a list with {}", other.kind_name())),
        }
    }
    Ok(out)
}

impl Ctx<'_> {
    /// The argument of `R(graph)`: a string, or a `Graph` written as the
    /// catalogue's `game` reads it; `want` says what else is wrong.
    fn graph_text(&self, arg: &Expr, game: &str, want: &str) -> Result<String, Error> {
        match self.eval(arg)? {
            Value::Str(s) => Ok(s),
            Value::Graph(g) => Ok(super::graph_methods::board_text(&g, game)),
            other => self.wrong_type(arg, want, other.kind_name()),
        }
    }

    /// `R(picture)` for a `GenHackenbush` ruleset `R`: the picture's
    /// value.
    pub(super) fn hackenbush_position(&self, c: ChildishEdges, arg: &Expr) -> Result<Value, Error> {
        let text = self.graph_text(
            arg,
            "Hackenbush",
            "a picture, or one as a string, as in \"l(e;r)\"",
        )?;
        match HackenbushGraph::with_childish(&text, c) {
            Ok(g) => super::functions::kept_board(self, ruled_hackenbush(g), arg),
            Err(e) => self.board_error(arg, &text, e.to_string()),
        }
    }

    /// `R(graph)` for a `GenCol` ruleset `R`: the graph's value.
    pub(super) fn col_position(&self, r: ColRules, arg: &Expr) -> Result<Value, Error> {
        let text = self.graph_text(arg, "Col", "a graph, or one as a string, as in \"L-.-.-R\"")?;
        match ColGraph::with_rules(r, &text) {
            Ok(g) => super::functions::kept_board(self, ruled_col(g), arg),
            Err(e) => self.board_error(arg, &text, e.to_string()),
        }
    }
}
