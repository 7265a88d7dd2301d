//! Graphs as CGSuite's adjacency lists: `G.AdjacencyList` of a graph (a
//! value or a string in CGSuite's notation), and the lists of
//! `Graph.FromAdjacencyList(L)` checked, so that scripts which build graphs
//! vertex by vertex (a loop at every vertex of a path makes Arc Kayles into
//! Kayles) run here.
//! Vertices are numbered from 1, as in CGSuite.

use super::ast::Expr;
use super::builtins::Call;
use super::error::Error;
use super::eval::{Ctx, whole_number};
use super::grid_rules::MAX_GRAPH;
use super::value::Value;
use crate::short::Game;

/// `G.AdjacencyList`: for each vertex of the graph `G` (a string in
/// CGSuite's notation), its neighbours in increasing order; a loop lists
/// the vertex itself once, a repeated edge its end as often as it is
/// repeated.
pub(super) fn adjacency_list(cx: &Ctx<'_>, c: &Call<'_>) -> Result<Value, Error> {
    let text = match cx.eval(c.recv())? {
        Value::Graph(g) => return Ok(super::graph_methods::adjacency_list(&g)),
        Value::Str(s) => s,
        other => return cx.wrong_type(c.recv(), "a graph, as in \".-.-.\"", other.kind_name()),
    };
    let (n, edges) = match crate::games::plain_graph(&text) {
        Ok(g) => g,
        Err(e) => return cx.board_error(c.recv(), &text, e.to_string()),
    };
    let mut lists = vec![Vec::new(); n];
    for (a, b) in edges {
        lists[a as usize].push(b);
        if a != b {
            lists[b as usize].push(a);
        }
    }
    Ok(Value::List(
        lists
            .into_iter()
            .map(|mut l| {
                l.sort_unstable();
                Value::List(l.into_iter().map(|v| int(i64::from(v) + 1)).collect())
            })
            .collect(),
    ))
}

fn int(n: i64) -> Value {
    Value::Game(Game::integer(n))
}

/// The lists of `Graph.FromAdjacencyList(L)` (vertex numbers from 0),
/// checked as CGSuite's `Graph` needs them: every edge listed at both its
/// ends (a loop once, at its vertex).
pub(super) fn from_adjacency_list(cx: &Ctx<'_>, arg: &Expr) -> Result<Vec<Vec<usize>>, Error> {
    let lists = adjacency(cx, arg)?;
    for (i, l) in lists.iter().enumerate() {
        for &j in l {
            let here = l.iter().filter(|&&k| k == j).count();
            let there = lists[j].iter().filter(|&&k| k == i).count();
            if here != there {
                let why = format!(
                    "Graph.FromAdjacencyList needs each edge at both its ends: vertex {} lists {} {here} time(s), vertex {} lists {} {there} time(s)",
                    i + 1,
                    j + 1,
                    j + 1,
                    i + 1
                );
                return cx.undefined(arg, why);
            }
        }
    }
    Ok(lists)
}

/// The lists of `L`, as vertex numbers from 0, checked.
fn adjacency(cx: &Ctx<'_>, arg: &Expr) -> Result<Vec<Vec<usize>>, Error> {
    let outer = match cx.eval(arg)? {
        Value::List(items) => items,
        other => return cx.wrong_type(arg, "a list of lists of vertex numbers", other.kind_name()),
    };
    let n = outer.len();
    if n > MAX_GRAPH as usize {
        let why = format!("Graph.FromAdjacencyList makes at most {MAX_GRAPH} vertices, not {n}");
        return cx.undefined(arg, why);
    }
    outer
        .into_iter()
        .enumerate()
        .map(|(i, l)| {
            let items = match l {
                Value::List(items) => items,
                other => {
                    let why = format!("vertex {} of Graph.FromAdjacencyList: a list, not {}", i + 1, other.kind_name());
                    return cx.undefined(arg, why);
                }
            };
            items
                .into_iter()
                .map(|v| match &v {
                    Value::Game(g) => match whole_number::<usize>(g) {
                        Some(k) if (1..=n).contains(&k) => Ok(k - 1),
                        _ => cx.undefined(arg, format!("vertex {} of Graph.FromAdjacencyList lists {g}: vertices are 1 to {n}", i + 1)),
                    },
                    other => cx.undefined(arg, format!("vertex {} of Graph.FromAdjacencyList lists {}: vertices are numbers", i + 1, other.kind_name())),
                })
                .collect()
        })
        .collect()
}
