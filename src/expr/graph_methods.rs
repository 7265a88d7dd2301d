//! The language's side of CGSuite's `Graph` ([`super::Graph`]): `Graph(s)`,
//! `Graph.Parse`, `Graph.Path`, `Cycle`, `Star`, `Clique`, `Singleton`,
//! `Empty` and `FromAdjacencyList`, and the methods of graphs, vertices and
//! edges, with CGSuite's messages for vertices and edges out of bounds.

use std::sync::Arc;

use super::ast::{Expr, ExprKind};
use super::builtins::{Builtin, Call, with};
use super::collection_methods::integer;
use super::error::Error;
use super::eval::Ctx;
use super::graph_value::{self, Graph};
use super::grid_rules::MAX_GRAPH;
use super::value::Value;
use crate::short::Game;

/// The largest clique `Graph.Clique` makes (its edges grow as the square).
const MAX_CLIQUE: i64 = 256;

/// The methods of graphs, vertices and edges, by name (`AdjacencyList`,
/// `Decomposition` and `IsEmpty` are in other tables, and come here).
#[rustfmt::skip]
pub(super) static METHODS: &[Builtin] = &[
    with("ConnectedComponent", "G.ConnectedComponent(v)", "The vertices reached from vertex v, as a graph",
        ["Graph(\"-;-\").ConnectedComponent(3)", "Graph(\"-\")"], (1, 1), component),
    with("ConnectedComponents", "G.ConnectedComponents", "The graph's pieces joined by edges",
        ["Graph(\"-;--\").ConnectedComponents", "[Graph(\"-\"),Graph(\"--\")]"], (0, 0), components),
    with("DeleteEdge", "G.DeleteEdge(e)", "The graph without the edge e (one of G.Edges)",
        ["Graph(\"--\").DeleteEdge(Graph(\"--\").Edges[1])", "Graph(\".;-\")"], (1, 1), delete_edge),
    with("DeleteEdgeByIndex", "G.DeleteEdgeByIndex(v, k)", "The graph without the k-th edge of vertex v",
        ["Graph(\"--\").DeleteEdgeByIndex(2, 2)", "Graph(\"-;.\")"], (2, 2), delete_edge),
    with("DeleteVertex", "G.DeleteVertex(v)", "The graph without vertex v and its edges (the later vertices numbered one less)",
        ["Graph(\"--\").DeleteVertex(2)", "Graph(\".;.\")"], (1, 1), delete_vertices),
    with("DeleteVertices", "G.DeleteVertices(L)", "The graph without the vertices of L",
        ["Graph(\"---\").DeleteVertices([1, 4])", "Graph(\"-\")"], (1, 1), delete_vertices),
    with("EdgeCount", "G.EdgeCount", "The edges of a graph (each once), or of a vertex",
        ["Graph.Cycle(5).EdgeCount", "5"], (0, 0), counts),
    with("Edges", "G.Edges", "The edges of a graph (each once, from its lower end), or of a vertex",
        ["Graph(\"--\").Edges", "[Edge(Nothing, 1, 2),Edge(Nothing, 2, 3)]"], (0, 0), edges),
    with("FromVertex", "e.FromVertex", "The vertex an edge starts from",
        ["Graph(\"--\").Edges[2].FromVertex", "2"], (0, 0), edge_part),
    with("IsConnected", "G.IsConnected", "Whether every vertex is reached from every other",
        ["Graph(\"-;.\").IsConnected", "false"], (0, 0), predicates),
    with("IsSimple", "G.IsSimple", "Whether the graph has no loop and no edge twice",
        ["Graph(\":A-:A\").IsSimple", "false"], (0, 0), predicates),
    with("Label", "v.Label", "The label of a vertex or an edge (Nothing unless given)",
        ["Graph(\"-\")[1].Label", "Nothing"], (0, 0), edge_part),
    with("OutVertices", "v.OutVertices", "The vertices a vertex's edges go to",
        ["Graph(\"(-;-)\")[1].OutVertices", "[2,3]"], (0, 0), edge_part),
    with("RetainVertices", "G.RetainVertices(L)", "The graph of the vertices of L and the edges among them",
        ["Graph(\"---\").RetainVertices([1, 2, 4])", "Graph(\"-;.\")"], (1, 1), delete_vertices),
    with("ToVertex", "e.ToVertex", "The vertex an edge goes to",
        ["Graph(\"--\").Edges[2].ToVertex", "3"], (0, 0), edge_part),
    with("UpdatedVertexLabels", "G.UpdatedVertexLabels(M)", "The graph with vertex v labelled M[v], for each key v of the map M",
        ["Graph(\"-\").UpdatedVertexLabels({2 => Left})", "Graph(\"-{Left}\")"], (1, 1), relabel),
    with("VertexCount", "G.VertexCount", "The vertices of a graph",
        ["Graph.Star(5).VertexCount", "5"], (0, 0), counts),
    with("Vertices", "G.Vertices", "The vertices of a graph, in order",
        ["Graph(\"-\").Vertices", "[Vertex(Nothing, [2]),Vertex(Nothing, [1])]"], (0, 0), vertices),
];

fn graph(g: Graph) -> Value {
    Value::Graph(Arc::new(g))
}

fn whole(n: usize) -> Value {
    Value::Game(Game::from(n as u64))
}

/// `Graph(s)`: the graph CGSuite's notation `s` stands for, its vertices
/// and edges unlabelled.
pub(super) fn make(cx: &Ctx<'_>, c: &Call<'_>) -> Result<Value, Error> {
    parse_with(cx, c.at, &c.args[0], None, None)
}

/// `Graph.Name(…)`: the functions of the class.
pub(super) fn namespace(cx: &Ctx<'_>, e: &Expr, name: &str, args: &[Expr]) -> Result<Value, Error> {
    let mut g = match (name, args) {
        ("Empty", []) => Graph::build(0, |_| Vec::new()),
        ("Singleton", [] | [_]) => {
            let l = args.first().map(|a| cx.eval(a)).transpose()?;
            let mut g = Graph::build(1, |_| Vec::new());
            g.vertices[0].label = l.unwrap_or(Value::Nothing);
            return Ok(graph(g));
        }
        ("Path" | "Cycle" | "Star" | "Clique", [n, ..]) if args.len() <= 3 => {
            let most = if name == "Clique" {
                MAX_CLIQUE
            } else {
                MAX_GRAPH
            };
            let n = integer(cx, n, "a whole number of vertices")?;
            if !(0..=most).contains(&n) {
                let why = format!("Graph.{name} takes a whole number from 0 to {most}, not {n}");
                return cx.undefined(&args[0], why);
            }
            shape(name, n as usize)
        }
        ("FromAdjacencyList", [l]) => {
            let lists = super::graph_lists::from_adjacency_list(cx, l)?;
            Graph::build(lists.len(), |k| {
                lists[k - 1].iter().map(|&j| j + 1).collect()
            })
        }
        ("Parse", [text, rest @ ..]) if rest.len() <= 2 => return parse_named(cx, e, text, rest),
        _ => {
            let why = "Graph's functions here: Graph(s), Graph.Parse(s, vertexLabels => M, edgeLabels => M), Graph.Path(n), Graph.Cycle(n), Graph.Star(n), Graph.Clique(n), Graph.Singleton, Graph.Empty and Graph.FromAdjacencyList(L)";
            return cx.undefined(e, why);
        }
    };
    // The labels of every vertex and every edge, after the size.
    let labels = |k: usize| args.get(k).map(|a| cx.eval(a)).transpose();
    let (v, l) = (
        labels(1)?.unwrap_or(Value::Nothing),
        labels(2)?.unwrap_or(Value::Nothing),
    );
    for vx in &mut g.vertices {
        vx.label = v.clone();
        for edge in &mut vx.edges {
            edge.label = l.clone();
        }
    }
    Ok(graph(g))
}

/// The edges of CGSuite's `Graph.Path`, `Cycle`, `Star` and `Clique` of
/// `n` vertices, in CGSuite's order.
fn shape(name: &str, n: usize) -> Graph {
    match name {
        "Path" => Graph::build(n, |k| {
            let mut e = Vec::new();
            if k > 1 {
                e.push(k - 1);
            }
            if k < n {
                e.push(k + 1);
            }
            e
        }),
        "Cycle" if n == 1 => Graph::build(1, |_| vec![1]),
        "Cycle" => Graph::build(n, |k| {
            vec![
                if k == 1 { n } else { k - 1 },
                if k == n { 1 } else { k + 1 },
            ]
        }),
        "Star" => Graph::build(n, |k| if k == 1 { (2..=n).collect() } else { vec![1] }),
        _ => Graph::build(n, |k| (1..=n).filter(|&j| j != k).collect()),
    }
}

/// `Graph.Parse(s, vertexLabels => M, edgeLabels => M)`: a token is a
/// label when it is a key of the map (`""`, an unlabelled vertex or edge,
/// is `Nothing` unless the map says otherwise).
fn parse_named(cx: &Ctx<'_>, e: &Expr, text: &Expr, rest: &[Expr]) -> Result<Value, Error> {
    let (mut vertex, mut edge) = (None, None);
    for (k, arg) in rest.iter().enumerate() {
        let (name, value) = match &arg.kind {
            ExprKind::Keyword { name, value } => (name.as_str(), &**value),
            _ => ([("vertexLabels"), ("edgeLabels")][k], arg),
        };
        let map = match cx.eval(value)? {
            Value::Map(pairs) => pairs,
            other => {
                return cx.wrong_type(
                    value,
                    format!("a map of strings to labels for {name}"),
                    other.kind_name(),
                );
            }
        };
        match name {
            "vertexLabels" => vertex = Some(map),
            "edgeLabels" => edge = Some(map),
            _ => {
                return cx.undefined(
                    arg,
                    format!(
                        "Graph.Parse has no parameter {name}: it has vertexLabels and edgeLabels"
                    ),
                );
            }
        }
    }
    parse_with(cx, e, text, vertex, edge)
}

type Labels = Option<super::Items<(Value, Value)>>;

fn parse_with(
    cx: &Ctx<'_>,
    at: &Expr,
    text: &Expr,
    vertex: Labels,
    edge: Labels,
) -> Result<Value, Error> {
    let s = match cx.eval(text)? {
        Value::Str(s) => s,
        other => {
            return cx.wrong_type(
                text,
                "a graph in CGSuite's notation, as in \"-;--\"",
                other.kind_name(),
            );
        }
    };
    let lookup = |map: &Labels, tok: &str| match map {
        None => tok.is_empty().then_some(Value::Nothing),
        Some(pairs) => (pairs.iter())
            .find(|(k, _)| matches!(k, Value::Str(k) if k == tok))
            .map(|(_, v)| v.clone()),
    };
    let (vl, el) = (|t: &str| lookup(&vertex, t), |t: &str| lookup(&edge, t));
    match graph_value::parse(&s, &vl, &el, MAX_GRAPH as usize) {
        Ok(g) => Ok(graph(g)),
        Err(why) if why.contains(" at column ") => cx.board_error(text, &s, why),
        Err(why) => cx.undefined(at, why),
    }
}

/// The graph a method is called on.
fn receiver(cx: &Ctx<'_>, c: &Call<'_>) -> Result<Arc<Graph>, Error> {
    match cx.eval(c.recv())? {
        Value::Graph(g) => Ok(g),
        other => cx.wrong_type(
            c.recv(),
            format!("a graph for {}", c.name()),
            other.kind_name(),
        ),
    }
}

/// Vertex `e` of `g`, checked: from 1.
fn vertex_number(cx: &Ctx<'_>, g: &Graph, e: &Expr) -> Result<usize, Error> {
    let v = integer(cx, e, "a vertex number")?;
    match usize::try_from(v) {
        Ok(v) if g.vertex(v).is_some() => Ok(v),
        _ => cx.undefined(e, format!("Vertex is out of bounds: {v}")),
    }
}

fn component(cx: &Ctx<'_>, c: &Call<'_>) -> Result<Value, Error> {
    let g = receiver(cx, c)?;
    let v = vertex_number(cx, &g, &c.args[0])?;
    let found = g.reached(v, None, &mut vec![false; g.vertex_count()]);
    Ok(graph(g.retain(&found)))
}

fn components(cx: &Ctx<'_>, c: &Call<'_>) -> Result<Value, Error> {
    let g = receiver(cx, c)?;
    Ok(Value::List(
        g.components(None).into_iter().map(graph).collect(),
    ))
}

/// `G.Decomposition(label)`: the components once the vertices labelled
/// `label` are taken out (for the row `Decomposition`).
pub(super) fn decomposition(cx: &Ctx<'_>, g: &Graph, label: &Expr) -> Result<Value, Error> {
    let avoid = cx.eval(label)?;
    Ok(Value::List(
        g.components(Some(&avoid)).into_iter().map(graph).collect(),
    ))
}

fn delete_edge(cx: &Ctx<'_>, c: &Call<'_>) -> Result<Value, Error> {
    let g = receiver(cx, c)?;
    let (from, to, label) = if c.name() == "DeleteEdge" {
        match cx.eval(&c.args[0])? {
            Value::Edge(e) => (e.from, e.to, e.label),
            other => {
                return cx.wrong_type(&c.args[0], "an edge, one of G.Edges", other.kind_name());
            }
        }
    } else {
        let v = vertex_number(cx, &g, &c.args[0])?;
        let k = integer(cx, &c.args[1], "an edge number")?;
        let vx = g.vertex(v).expect("checked");
        match usize::try_from(k)
            .ok()
            .and_then(|k| k.checked_sub(1))
            .and_then(|k| vx.edges.get(k))
        {
            Some(e) => (e.from, e.to, e.label.clone()),
            None => return cx.undefined(&c.args[1], format!("Edge is out of bounds: {k}")),
        }
    };
    Ok(graph(g.without_edge(from, to, &label)))
}

/// `DeleteVertex`, `DeleteVertices` and `RetainVertices`.
fn delete_vertices(cx: &Ctx<'_>, c: &Call<'_>) -> Result<Value, Error> {
    let g = receiver(cx, c)?;
    let arg = &c.args[0];
    let named: Vec<usize> = if c.name() == "DeleteVertex" {
        vec![vertex_number(cx, &g, arg)?]
    } else {
        let items = cx.items_of(arg, cx.eval(arg)?, "a list of vertex numbers")?;
        let mut out = Vec::with_capacity(items.len());
        for item in items {
            out.push(vertex_number(cx, &g, &Expr::evaluated(item, arg))?);
        }
        out
    };
    let keep: Vec<usize> = if c.name() == "RetainVertices" {
        named
    } else {
        (1..=g.vertex_count())
            .filter(|v| !named.contains(v))
            .collect()
    };
    Ok(graph(g.retain(&keep)))
}

fn counts(cx: &Ctx<'_>, c: &Call<'_>) -> Result<Value, Error> {
    match (cx.eval(c.recv())?, c.name()) {
        (Value::Graph(g), "VertexCount") => Ok(whole(g.vertex_count())),
        (Value::Graph(g), _) => Ok(whole(g.edge_count())),
        (Value::Vertex(v), "EdgeCount") => Ok(whole(v.edges.len())),
        (other, name) => cx.wrong_type(c.recv(), format!("a graph for {name}"), other.kind_name()),
    }
}

fn edges(cx: &Ctx<'_>, c: &Call<'_>) -> Result<Value, Error> {
    let list: Vec<_> = match cx.eval(c.recv())? {
        Value::Graph(g) => g.edges().into_iter().cloned().collect(),
        Value::Vertex(v) => v.edges.clone(),
        other => {
            return cx.wrong_type(c.recv(), "a graph or a vertex for Edges", other.kind_name());
        }
    };
    Ok(Value::List(
        list.into_iter().map(|e| Value::Edge(Box::new(e))).collect(),
    ))
}

fn vertices(cx: &Ctx<'_>, c: &Call<'_>) -> Result<Value, Error> {
    let g = receiver(cx, c)?;
    Ok(Value::List(
        g.vertices
            .iter()
            .map(|v| Value::Vertex(Arc::new(v.clone())))
            .collect(),
    ))
}

/// `Label`, `OutVertices`, `FromVertex` and `ToVertex`.
fn edge_part(cx: &Ctx<'_>, c: &Call<'_>) -> Result<Value, Error> {
    Ok(match (cx.eval(c.recv())?, c.name()) {
        (Value::Vertex(v), "Label") => v.label.clone(),
        (Value::Vertex(v), "OutVertices") => {
            Value::List(v.edges.iter().map(|e| whole(e.to)).collect())
        }
        (Value::Edge(e), "Label") => e.label,
        (Value::Edge(e), "FromVertex") => whole(e.from),
        (Value::Edge(e), "ToVertex") => whole(e.to),
        (other, name) => {
            let what = if name == "OutVertices" {
                "a vertex"
            } else {
                "an edge"
            };
            return cx.wrong_type(c.recv(), format!("{what} for {name}"), other.kind_name());
        }
    })
}

fn predicates(cx: &Ctx<'_>, c: &Call<'_>) -> Result<Value, Error> {
    let g = receiver(cx, c)?;
    Ok(Value::Bool(if c.name() == "IsSimple" {
        g.is_simple()
    } else {
        g.vertex_count() == 0
            || g.reached(1, None, &mut vec![false; g.vertex_count()]).len() == g.vertex_count()
    }))
}

fn relabel(cx: &Ctx<'_>, c: &Call<'_>) -> Result<Value, Error> {
    let g = receiver(cx, c)?;
    let arg = &c.args[0];
    let pairs = match cx.eval(arg)? {
        Value::Map(pairs) => pairs,
        other => return cx.wrong_type(arg, "a map of vertex numbers to labels", other.kind_name()),
    };
    let mut out = (*g).clone();
    for (k, label) in pairs {
        let v = vertex_number(cx, &g, &Expr::evaluated(k, arg))?;
        out.vertices[v - 1].label = label;
    }
    Ok(graph(out))
}

/// `G.AdjacencyList` of a graph value: each vertex's neighbours, sorted.
pub(super) fn adjacency_list(g: &Graph) -> Value {
    Value::List(
        (g.vertices.iter())
            .map(|v| {
                let mut to: Vec<usize> = v.edges.iter().map(|e| e.to).collect();
                to.sort_unstable();
                Value::List(to.into_iter().map(whole).collect())
            })
            .collect(),
    )
}

/// `G[v]` (a vertex, from 1) or `v[k]` (an edge of a vertex).
pub(super) fn index(
    cx: &Ctx<'_>,
    v: &Value,
    i: &Expr,
    key: &Value,
) -> Option<Result<Value, Error>> {
    let n = match key {
        Value::Game(k) => super::eval::whole_number::<usize>(k),
        _ => None,
    };
    let at = n.and_then(|n| n.checked_sub(1));
    Some(match v {
        Value::Graph(g) => match at.and_then(|k| g.vertices.get(k)) {
            Some(x) => Ok(Value::Vertex(Arc::new(x.clone()))),
            None => cx.undefined(i, format!("Vertex is out of bounds: {key}")),
        },
        Value::Vertex(x) => match at.and_then(|k| x.edges.get(k)) {
            Some(e) => Ok(Value::Edge(Box::new(e.clone()))),
            None => cx.undefined(i, format!("Edge is out of bounds: {key}")),
        },
        _ => return None,
    })
}

/// The board text of the graph `g` for the game of the catalogue `game`:
/// Col's and Snort's vertices labelled `Left` and `Right` are written `L`
/// and `R`, as CGSuite's `GenCol` maps them.
pub(super) fn board_text(g: &Graph, game: &str) -> String {
    let players = |v: &Value| match v {
        Value::Player(crate::short::Player::Left) => "L".to_string(),
        Value::Player(crate::short::Player::Right) => "R".to_string(),
        other => graph_value::label_text(other),
    };
    // CGSuite's GenHackenbush and PartizanArcKayles label edges by Color.
    let colours = |v: &Value| match v {
        Value::Color(c) => c.letter().to_string(),
        other => graph_value::label_text(other),
    };
    match game {
        "Col" | "Snort" => g.text(&players, &graph_value::label_text),
        "Hackenbush" | "ChildishHackenbush" | "PartizanArcKayles" => {
            g.text(&graph_value::label_text, &colours)
        }
        _ => g.to_string(),
    }
}
