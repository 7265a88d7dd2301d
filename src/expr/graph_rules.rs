//! CGSuite's `GenCol(leftPermitted, rightPermitted)` in the language: a
//! ruleset ([`Value::Col`]) whose lists of `Nothing`, `Left` and `Right`
//! say which tints each player may colour; applied to a graph (a string
//! in CGSuite's notation, or a `Graph` with vertices labelled `Left` and
//! `Right`), the graph's value. And `GenArcKayles(weighted => true)`,
//! which is the catalogue's Arc Kayles or Weighted Arc Kayles.

use super::ast::{Expr, ExprKind};
use super::builtins::Call;
use super::error::{Error, ErrorKind};
use super::eval::Ctx;
use super::value::Value;
use crate::games::{ColGraph, ColRules, ruled_col};
use crate::short::Player;

/// `GenCol(leftPermitted, rightPermitted)`, by position or by name; with
/// one argument that is not named, a board of the catalogue's Generalized
/// Col, its rules in words (`GenCol("leftPermitted=L rightPermitted=R
/// L-.-R")`).
pub(super) fn gen_col(cx: &Ctx<'_>, c: &Call<'_>) -> Result<Value, Error> {
    if let [arg] = c.args
        && !matches!(arg.kind, ExprKind::Keyword { .. })
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
    /// `R(graph)` for a `GenCol` ruleset `R`: the graph's value.
    pub(super) fn col_position(&self, r: ColRules, arg: &Expr) -> Result<Value, Error> {
        let text = match self.eval(arg)? {
            Value::Str(s) => s,
            Value::Graph(g) => super::graph_methods::board_text(&g, "Col"),
            other => {
                return self.wrong_type(
                    arg,
                    "a graph, or one as a string, as in \"L-.-.-R\"",
                    other.kind_name(),
                );
            }
        };
        match ColGraph::with_rules(r, &text) {
            Ok(g) => super::functions::kept_board(self, ruled_col(g), arg),
            Err(e) => self.undefined(arg, e.to_string()),
        }
    }
}
