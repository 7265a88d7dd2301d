//! CGSuite's `Graph` as a value: vertices with labels, each with its
//! edges (an undirected edge is listed at both ends), read from CGSuite's
//! notation (`"-;--"`, `":A-----:A"`, `"(-;-;-)"`) and printed back in the
//! same notation by CGSuite's own walk (a tree from each vertex not yet
//! reached, repeated vertices named `:A`, `:B`, …), so that a graph prints
//! as CGSuite prints it.

use std::collections::HashMap;
use std::fmt;

use super::value::Value;

/// A graph (CGSuite's `Graph`): its vertices, numbered from 1.
///
/// ```
/// use combinatorial_games::expr::{eval, Value};
/// let Value::Graph(g) = eval("Graph.Cycle(4)").unwrap() else { panic!() };
/// assert_eq!((g.vertex_count(), g.edge_count()), (4, 4));
/// assert_eq!(g.to_string(), ":A----:A");
/// ```
#[derive(Clone, Debug, PartialEq)]
pub struct Graph {
    pub(super) vertices: Vec<Vertex>,
}

/// A vertex of a [`Graph`]: its label (`Nothing` unless given) and its
/// edges, in the order they were made.
#[derive(Clone, Debug, PartialEq)]
pub struct Vertex {
    pub(super) label: Value,
    pub(super) edges: Vec<Edge>,
}

/// An edge of a [`Graph`], from one vertex to another (numbered from 1),
/// with its label (`Nothing` unless given).
#[derive(Clone, Debug, PartialEq)]
pub struct Edge {
    pub(super) from: usize,
    pub(super) to: usize,
    pub(super) label: Value,
}

impl Vertex {
    /// The vertices its edges go to, in increasing order, as `2,3`.
    pub(super) fn out_text(&self) -> String {
        let mut to: Vec<usize> = self.edges.iter().map(|e| e.to).collect();
        to.sort_unstable();
        let to: Vec<String> = to.iter().map(usize::to_string).collect();
        to.join(",")
    }
}

impl Edge {
    fn new(from: usize, to: usize, label: Value) -> Edge {
        Edge { from, to, label }
    }
}

impl Graph {
    /// Its vertices.
    ///
    /// ```
    /// use combinatorial_games::expr::{Value, eval};
    /// // A path of three vertices has two edges.
    /// let Value::Graph(g) = eval("Graph(\".-.-.\")").unwrap() else { panic!() };
    /// assert_eq!((g.vertex_count(), g.edge_count()), (3, 2));
    /// ```
    pub fn vertex_count(&self) -> usize {
        self.vertices.len()
    }

    /// Its edges, each counted once (at its lower end), loops included:
    /// see [`Graph::vertex_count`].
    ///
    /// ```
    /// use combinatorial_games::expr::{Value, eval};
    /// let Value::Graph(g) = eval("Graph.Cycle(5)").unwrap() else { panic!() };
    /// assert_eq!(g.edge_count(), 5);
    /// ```
    pub fn edge_count(&self) -> usize {
        self.edges().len()
    }

    /// Its edges, each once: those listed from their lower end.
    pub(super) fn edges(&self) -> Vec<&Edge> {
        self.vertices
            .iter()
            .flat_map(|v| v.edges.iter().filter(|e| e.from <= e.to))
            .collect()
    }

    /// `n` vertices labelled `label`, with `edges(k)` the edges of vertex
    /// `k` (from 1).
    pub(super) fn build(n: usize, edges: impl Fn(usize) -> Vec<usize>) -> Graph {
        Graph {
            vertices: (1..=n)
                .map(|k| Vertex {
                    label: Value::Nothing,
                    edges: edges(k)
                        .into_iter()
                        .map(|t| Edge::new(k, t, Value::Nothing))
                        .collect(),
                })
                .collect(),
        }
    }

    /// Vertex `v` (from 1), if there is one.
    pub(super) fn vertex(&self, v: usize) -> Option<&Vertex> {
        v.checked_sub(1).and_then(|i| self.vertices.get(i))
    }

    /// The graph of the vertices `keep` (from 1, in bounds), numbered in
    /// increasing order, with the edges among them.
    pub(super) fn retain(&self, keep: &[usize]) -> Graph {
        let mut sorted = keep.to_vec();
        sorted.sort_unstable();
        sorted.dedup();
        let mut new_number = vec![0; self.vertices.len() + 1];
        for (i, &v) in sorted.iter().enumerate() {
            new_number[v] = i + 1;
        }
        Graph {
            vertices: sorted
                .iter()
                .map(|&v| {
                    let old = &self.vertices[v - 1];
                    Vertex {
                        label: old.label.clone(),
                        edges: (old.edges.iter())
                            .filter(|e| new_number[e.to] != 0)
                            .map(|e| {
                                Edge::new(new_number[e.from], new_number[e.to], e.label.clone())
                            })
                            .collect(),
                    }
                })
                .collect(),
        }
    }

    /// The vertices reached from `v` along edges, not entering vertices
    /// labelled `avoid` (nor `v`, if it is one): from 1, in increasing
    /// order.
    pub(super) fn reached(&self, v: usize, avoid: Option<&Value>, seen: &mut [bool]) -> Vec<usize> {
        let blocked = |u: usize| avoid.is_some_and(|a| self.vertices[u - 1].label == *a);
        let mut found = Vec::new();
        let mut stack = vec![v];
        while let Some(u) = stack.pop() {
            if seen[u - 1] || blocked(u) {
                continue;
            }
            seen[u - 1] = true;
            found.push(u);
            stack.extend(self.vertices[u - 1].edges.iter().map(|e| e.to));
        }
        found.sort_unstable();
        found
    }

    /// The components joined by edges, each with its vertices in order,
    /// vertices labelled `avoid` left out.
    pub(super) fn components(&self, avoid: Option<&Value>) -> Vec<Graph> {
        let mut seen = vec![false; self.vertices.len()];
        (1..=self.vertices.len())
            .filter_map(|v| {
                let found = self.reached(v, avoid, &mut seen);
                (!found.is_empty()).then(|| self.retain(&found))
            })
            .collect()
    }

    /// Without the first edge from `from` to `to` labelled `label`, and
    /// (for an edge that is not a loop) the first back from `to`.
    pub(super) fn without_edge(&self, from: usize, to: usize, label: &Value) -> Graph {
        let mut g = self.clone();
        let mut drop_one = |v: usize, target: usize| {
            if let Some(vx) = v.checked_sub(1).and_then(|i| g.vertices.get_mut(i))
                && let Some(k) = vx
                    .edges
                    .iter()
                    .position(|e| e.to == target && e.label == *label)
            {
                vx.edges.remove(k);
            }
        };
        drop_one(from, to);
        if from != to {
            drop_one(to, from);
        }
        g
    }

    /// Whether no edge is a loop and no two are the same.
    pub(super) fn is_simple(&self) -> bool {
        // Sorted, a repeated edge sits beside its copy (comparing every
        // pair took 1.6 s on Clique(256)).
        let mut edges = self.edges();
        edges.sort_by(|a, b| {
            (a.from, a.to)
                .cmp(&(b.from, b.to))
                .then_with(|| super::collections::universal_cmp(&a.label, &b.label))
        });
        edges.iter().all(|e| e.from != e.to) && edges.windows(2).all(|w| w[0] != w[1])
    }
}

/// Reads CGSuite's notation for a graph, a token's vertex label from
/// `vertex` and an edge's from `edge` (`None`: not a label), as CGSuite's
/// `GraphParser` does. At most `max` vertices.
pub(super) fn parse(
    text: &str,
    vertex: &dyn Fn(&str) -> Option<Value>,
    edge: &dyn Fn(&str) -> Option<Value>,
    max: usize,
) -> Result<Graph, String> {
    let mut p = Parser {
        toks: tokenize(text)?,
        pos: 0,
        vertex,
        edge,
        labels: Vec::new(),
        edges: Vec::new(),
        names: HashMap::new(),
        max,
    };
    p.chain(None)?;
    while p.pos < p.toks.len() {
        if p.toks[p.pos] != ";" {
            return Err("Invalid graph specification.".into());
        }
        p.pos += 1;
        p.chain(None)?;
    }
    Ok(Graph {
        vertices: (p.labels.into_iter().zip(p.edges))
            .map(|(label, edges)| Vertex { label, edges })
            .collect(),
    })
}

fn tokenize(text: &str) -> Result<Vec<String>, String> {
    let mut toks = Vec::new();
    let mut chars = text.chars();
    while let Some(ch) = chars.next() {
        match ch {
            ' ' => {}
            '{' => {
                let mut inside = String::new();
                loop {
                    match chars.next() {
                        Some('}') => break,
                        Some(c) => inside.push(c),
                        None => {
                            return Err("Invalid graph specification: a '{' without its '}'".into());
                        }
                    }
                }
                toks.push(inside);
            }
            _ => toks.push(ch.to_string()),
        }
    }
    Ok(toks)
}

struct Parser<'a> {
    toks: Vec<String>,
    pos: usize,
    vertex: &'a dyn Fn(&str) -> Option<Value>,
    edge: &'a dyn Fn(&str) -> Option<Value>,
    labels: Vec<Value>,
    edges: Vec<Vec<Edge>>,
    names: HashMap<String, usize>,
    max: usize,
}

impl Parser<'_> {
    fn peek(&self) -> Option<&str> {
        self.toks.get(self.pos).map(String::as_str)
    }

    fn edge_label(&self, tok: &str) -> Result<Value, String> {
        (self.edge)(tok)
            .ok_or_else(|| format!("Invalid graph specification: '{tok}' is not an edge label"))
    }

    /// A run of vertices joined by edges, each after `prec`; a `(` starts
    /// branches from `prec`, each run separated by `;`, up to its `)`.
    fn chain(&mut self, mut prec: Option<usize>) -> Result<(), String> {
        while self.pos < self.toks.len() {
            let (mut inward, mut outward, mut label) = (true, true, Value::Nothing);
            if let Some(p) = prec {
                let head = self.toks[self.pos].clone();
                match head.as_str() {
                    "(" => return self.branches(p),
                    ";" | ")" => return Ok(()),
                    "-" => label = self.edge_label("")?,
                    ">" | "<" => {
                        label = self.edge_label("")?;
                        (inward, outward) = (head == "<", head == ">");
                    }
                    x => {
                        label = self.edge_label(x)?;
                        match self.toks.get(self.pos + 1).map(String::as_str) {
                            Some(">") => (inward, self.pos) = (false, self.pos + 1),
                            Some("<") => (outward, self.pos) = (false, self.pos + 1),
                            _ => {}
                        }
                    }
                }
                self.pos += 1;
                if inward != outward {
                    return Err(
                        "Invalid graph specification: Directed graph edges are not allowed here"
                            .into(),
                    );
                }
            }
            let v = self.vertex_here()?;
            if let Some(p) = prec {
                if outward {
                    self.edges[p - 1].push(Edge::new(p, v, label.clone()));
                }
                if inward && (!outward || p != v) {
                    self.edges[v - 1].push(Edge::new(v, p, label));
                }
            }
            prec = Some(v);
        }
        Ok(())
    }

    fn branches(&mut self, p: usize) -> Result<(), String> {
        loop {
            self.pos += 1; // the "(" or the ";"
            stacker::maybe_grow(64 * 1024, 1024 * 1024, || self.chain(Some(p)))?;
            if self.peek() != Some(";") {
                break;
            }
        }
        if self.peek() != Some(")") {
            return Err("Invalid graph specification: Unmatched `(`".into());
        }
        self.pos += 1;
        Ok(())
    }

    /// The vertex at this place: its label, its name, new or named before.
    fn vertex_here(&mut self) -> Result<usize, String> {
        let label = match self.peek().and_then(|t| (self.vertex)(t)) {
            Some(l) => {
                self.pos += 1;
                l
            }
            None => {
                if self.peek() == Some(".") {
                    self.pos += 1;
                }
                (self.vertex)("").ok_or("Invalid graph specification: a vertex needs a label")?
            }
        };
        let mut name = None;
        if self.peek() == Some(":") {
            name = self.toks.get(self.pos + 1).cloned();
            if name.is_none() {
                return Err("Invalid graph specification: ':' names no vertex".into());
            }
            self.pos += 2;
        }
        if let Some(&v) = name.as_ref().and_then(|n| self.names.get(n)) {
            if self.labels[v - 1] != label {
                return Err("Invalid graph specification: The same named vertex has multiple distinct labels".into());
            }
            return Ok(v);
        }
        if self.labels.len() >= self.max {
            return Err(format!("a graph has at most {} vertices", self.max));
        }
        self.labels.push(label);
        self.edges.push(Vec::new());
        let v = self.labels.len();
        if let Some(n) = name {
            self.names.insert(n, v);
        }
        Ok(v)
    }
}

/// A label as CGSuite's notation writes it: nothing for `Nothing`, a
/// string's characters, anything else as it prints.
pub(super) fn label_text(v: &Value) -> String {
    match v {
        Value::Nothing => String::new(),
        Value::Str(s) => s.clone(),
        other => other.to_string(),
    }
}

/// CGSuite's `Color` (`game.graph.Color`): the colour of a Hackenbush or
/// Partizan Arc Kayles edge, Left's blue, Right's red or either's green.
///
/// ```
/// use combinatorial_games::expr::eval;
/// let g = eval(r#"Graph.Parse("l(l;r)", edgeLabels => {"l" => Color.Blue, "r" => Color.Red})"#).unwrap();
/// assert_eq!(eval(r#"Color.Blue"#).unwrap().to_string(), "Blue");
/// // Hackenbush reads the colours: two blue edges and a red one on a tree.
/// assert_eq!(eval(r#"Hackenbush(Graph.Parse("l(l;r)", edgeLabels => {"l" => Color.Blue, "r" => Color.Red}))"#).unwrap().to_string(), "1");
/// # let _ = g;
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Color {
    /// Left's.
    Blue,
    /// Either player's.
    Green,
    /// Right's.
    Red,
}

impl Color {
    /// The colour named `name` (`Blue`, `Green`, `Red`).
    pub(super) fn named(name: &str) -> Option<Color> {
        Some(match name {
            "Blue" => Color::Blue,
            "Green" => Color::Green,
            "Red" => Color::Red,
            _ => return None,
        })
    }

    /// The letter of the board notation: `l`, `e` or `r`.
    pub(super) fn letter(self) -> &'static str {
        match self {
            Color::Blue => "l",
            Color::Green => "e",
            Color::Red => "r",
        }
    }
}

impl fmt::Display for Color {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{self:?}")
    }
}

/// A tree of CGSuite's walk: a vertex (from 0) and its branches, each with
/// its edge's label and whether the edge goes one way only.
struct Tree {
    vertex: usize,
    children: Vec<(Tree, Value, bool)>,
}

/// How a label is written in the notation.
pub(super) type LabelText<'a> = &'a dyn Fn(&Value) -> String;

struct Walk<'a> {
    g: &'a Graph,
    vertex_text: LabelText<'a>,
    edge_text: LabelText<'a>,
    remaining: Vec<Vec<Edge>>,
    refs: Vec<usize>,
    names: HashMap<usize, String>,
}

impl Walk<'_> {
    fn treeify(&mut self, v: usize) -> Tree {
        self.refs[v] += 1;
        if self.refs[v] > 1 {
            return Tree {
                vertex: v,
                children: Vec::new(),
            };
        }
        let mut children = Vec::new();
        while !self.remaining[v].is_empty() {
            let next = self.remaining[v].remove(0);
            let target = next.to - 1;
            let mut one_way = false;
            if next.to != next.from {
                let back = Edge::new(next.to, next.from, next.label.clone());
                match self.remaining[target].iter().position(|e| *e == back) {
                    Some(i) => {
                        self.remaining[target].remove(i);
                    }
                    None => one_way = true,
                }
            }
            let sub = stacker::maybe_grow(64 * 1024, 1024 * 1024, || self.treeify(target));
            children.push((sub, next.label, one_way));
        }
        Tree {
            vertex: v,
            children,
        }
    }

    fn name(&mut self, v: usize) -> String {
        let n = self.names.len();
        self.names
            .entry(v)
            .or_insert_with(|| match n {
                0..26 => char::from(b'A' + n as u8).to_string(),
                _ => format!("v{n}"),
            })
            .clone()
    }

    fn write(&mut self, t: &Tree, out: &mut String) {
        append(out, &(self.vertex_text)(&self.g.vertices[t.vertex].label));
        if self.refs[t.vertex] > 1 {
            out.push(':');
            let name = self.name(t.vertex);
            append(out, &name);
        }
        let many = t.children.len() > 1;
        if many {
            out.push('(');
        }
        for (i, (sub, label, one_way)) in t.children.iter().enumerate() {
            let text = (self.edge_text)(label);
            if !one_way && text.is_empty() {
                out.push('-');
            }
            append(out, &text);
            if *one_way {
                out.push('>');
            }
            stacker::maybe_grow(64 * 1024, 1024 * 1024, || self.write(sub, out));
            if i + 1 < t.children.len() {
                out.push(';');
            }
        }
        if many {
            out.push(')');
        }
    }
}

/// A label of more than one character goes in braces.
fn append(out: &mut String, text: &str) {
    if text.chars().count() > 1 {
        out.push('{');
        out.push_str(text);
        out.push('}');
    } else {
        out.push_str(text);
    }
}

impl std::fmt::Display for Graph {
    /// CGSuite's notation for the graph, as CGSuite's `Graph.toString`
    /// writes it.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.text(&label_text, &label_text))
    }
}

impl Graph {
    /// The notation with each vertex's and edge's label written as the
    /// functions say (a game's own letters: `L` for Left in Col).
    pub(super) fn text(&self, vertex_text: LabelText<'_>, edge_text: LabelText<'_>) -> String {
        let n = self.vertices.len();
        let mut walk = Walk {
            g: self,
            vertex_text,
            edge_text,
            remaining: self.vertices.iter().map(|v| v.edges.clone()).collect(),
            refs: vec![0; n],
            names: HashMap::new(),
        };
        let mut trees = Vec::new();
        for v in 0..n {
            if walk.refs[v] == 0 {
                trees.push(walk.treeify(v));
            }
        }
        let parts: Vec<String> = trees
            .iter()
            .map(|t| {
                let mut out = String::new();
                walk.write(t, &mut out);
                if out.is_empty() { ".".into() } else { out }
            })
            .collect();
        parts.join(";")
    }
}
