//! Graphs for graph rulesets, read in CGSuite's notation (its `Graph.Parse`):
//! `.` a vertex and `-` an edge, or a label of the game's (`L`, `R` on
//! vertices; `l`, `r`, `e` on edges; `{long}` for longer ones); vertices
//! are inferred where an edge needs an end (`---` is a path of four);
//! `(a;b;c)` branches off the vertex before it; `:A` or `:{name}` names a
//! vertex, and vertices of one name are one vertex (`:A----:A` is a
//! 4-cycle). Loops and repeated edges are allowed.

use std::collections::HashMap;

use thiserror::Error;

/// Why a string is not a graph of a game.
///
/// ```
/// use combinatorial_games::games::ColGraph;
/// use combinatorial_games::rulesets::GraphError;
/// // An open parenthesis never closed.
/// assert!(matches!(".-.(-.".parse::<ColGraph>(), Err(GraphError::Syntax { .. })));
/// // Col's vertices are `.`, `L` and `R`.
/// assert!(matches!(".-x".parse::<ColGraph>(), Err(GraphError::BadLabel { column: 3, .. })));
/// assert!(".-.-.".parse::<ColGraph>().is_ok());
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum GraphError {
    /// A character or label the game has no meaning for.
    #[error("'{found}' at column {column} is not a vertex or edge of {game}: {format}")]
    BadLabel {
        /// The game.
        game: &'static str,
        /// The label as written.
        found: String,
        /// Its column, from 1.
        column: usize,
        /// What a graph of the game looks like.
        format: &'static str,
    },
    /// Brackets that do not match, a name or label left open.
    #[error("{why} at column {column} in a graph of {game}: {format}")]
    Syntax {
        /// The game.
        game: &'static str,
        /// What is wrong.
        why: &'static str,
        /// The column, from 1.
        column: usize,
        /// What a graph of the game looks like.
        format: &'static str,
    },
    /// One vertex given two different labels through its name.
    #[error("vertex :{name} is given two labels in a graph of {game}")]
    TwoLabels {
        /// The game.
        game: &'static str,
        /// The vertex's name.
        name: String,
    },
}

/// What a game calls its vertices and edges: each label's text, and the
/// label of `.` and of `-` (`None` where the game has no unlabelled one);
/// and for labels too many to list (weights `3`, `{12}`), a function that
/// reads one.
pub(crate) struct Legend<V: 'static, E: 'static> {
    pub(crate) game: &'static str,
    pub(crate) format: &'static str,
    pub(crate) vertices: &'static [(&'static str, V)],
    pub(crate) edges: &'static [(&'static str, E)],
    pub(crate) plain_vertex: Option<V>,
    pub(crate) plain_edge: Option<E>,
    pub(crate) vertex_word: Option<fn(&str) -> Option<V>>,
}

/// A graph with labelled vertices and edges; vertex 0 is the first
/// written.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub(crate) struct Graph<V, E> {
    pub(crate) vertices: Vec<V>,
    pub(crate) edges: Vec<(u32, u32, E)>,
}

enum Tok {
    Vertex(String),
    Edge(String),
    Name(String),
    Open,
    Next,
    Close,
}

impl<V: Copy + PartialEq, E: Copy> Legend<V, E> {
    /// The vertex label written `w`, if it is one.
    fn vertex_label(&self, w: &str) -> Option<V> {
        let listed = self.vertices.iter().find(|(t, _)| *t == w).map(|p| p.1);
        listed.or_else(|| self.vertex_word.and_then(|read| read(w)))
    }

    fn err_syntax(&self, why: &'static str, column: usize) -> GraphError {
        GraphError::Syntax {
            game: self.game,
            why,
            column,
            format: self.format,
        }
    }

    /// The tokens of `s`, each with its column.
    fn tokens(&self, s: &str) -> Result<Vec<(usize, Tok)>, GraphError> {
        let chars: Vec<char> = s.chars().collect();
        let mut out = Vec::new();
        let mut i = 0;
        // A label `{…}` or one character.
        let word = |i: &mut usize| -> Result<String, GraphError> {
            if chars[*i] == '{' {
                let end = chars[*i..].iter().position(|&c| c == '}');
                let end = end.ok_or_else(|| self.err_syntax("'{' without '}'", *i + 1))?;
                let w: String = chars[*i + 1..*i + end].iter().collect();
                *i += end + 1;
                Ok(w)
            } else {
                *i += 1;
                Ok(chars[*i - 1].to_string())
            }
        };
        while i < chars.len() {
            let col = i + 1;
            let c = chars[i];
            let tok = match c {
                c if c.is_whitespace() => {
                    i += 1;
                    continue;
                }
                '(' | ';' | ')' => {
                    i += 1;
                    match c {
                        '(' => Tok::Open,
                        ';' => Tok::Next,
                        _ => Tok::Close,
                    }
                }
                ':' => {
                    i += 1;
                    if i >= chars.len() {
                        return Err(self.err_syntax("a name must follow ':'", col));
                    }
                    Tok::Name(word(&mut i)?)
                }
                '.' => {
                    i += 1;
                    Tok::Vertex(String::new())
                }
                '-' => {
                    i += 1;
                    Tok::Edge(String::new())
                }
                _ => {
                    let w = word(&mut i)?;
                    if self.vertex_label(&w).is_some() {
                        Tok::Vertex(w)
                    } else if self.edges.iter().any(|(t, _)| *t == w) {
                        Tok::Edge(w)
                    } else {
                        return Err(GraphError::BadLabel {
                            game: self.game,
                            found: w,
                            column: col,
                            format: self.format,
                        });
                    }
                }
            };
            out.push((col, tok));
        }
        Ok(out)
    }

    /// Reads `s` as a graph of the game.
    pub(crate) fn parse(&self, s: &str) -> Result<Graph<V, E>, GraphError> {
        let mut b = Builder {
            legend: self,
            g: Graph {
                vertices: Vec::new(),
                edges: Vec::new(),
            },
            names: HashMap::new(),
            cur: None,
            edge: None,
            fresh: None,
            stack: Vec::new(),
        };
        for (col, tok) in self.tokens(s)? {
            match tok {
                Tok::Vertex(w) => {
                    let label = match w.is_empty() {
                        true => self.plain_vertex,
                        false => self.vertex_label(&w),
                    };
                    let label = label.ok_or_else(|| GraphError::BadLabel {
                        game: self.game,
                        found: ".".into(),
                        column: col,
                        format: self.format,
                    })?;
                    b.vertex(label);
                }
                Tok::Edge(w) => {
                    let label = match w.is_empty() {
                        true => self.plain_edge,
                        false => self.edges.iter().find(|(t, _)| *t == w).map(|p| p.1),
                    };
                    let label = label.ok_or_else(|| GraphError::BadLabel {
                        game: self.game,
                        found: "-".into(),
                        column: col,
                        format: self.format,
                    })?;
                    b.infer_end(col)?;
                    if b.cur.is_none() {
                        b.inferred(col)?;
                    }
                    b.edge = Some(label);
                }
                Tok::Name(n) => b.name(n, col)?,
                Tok::Open => {
                    b.infer_end(col)?;
                    if b.cur.is_none() {
                        b.inferred(col)?;
                    }
                    b.stack.push(b.cur);
                }
                Tok::Next | Tok::Close => {
                    b.infer_end(col)?;
                    let top = match matches!(tok, Tok::Close) {
                        true => b.stack.pop(),
                        false => b.stack.last().copied(),
                    };
                    b.cur =
                        top.ok_or_else(|| self.err_syntax("';' or ')' outside brackets", col))?;
                    b.fresh = None;
                }
            }
        }
        b.infer_end(s.chars().count() + 1)?;
        if !b.stack.is_empty() {
            return Err(self.err_syntax("'(' without ')'", s.chars().count() + 1));
        }
        Ok(b.g)
    }
}

struct Builder<'a, V: 'static, E: 'static> {
    legend: &'a Legend<V, E>,
    g: Graph<V, E>,
    names: HashMap<String, u32>,
    /// The vertex the next edge starts from.
    cur: Option<u32>,
    /// An edge waiting for its far end.
    edge: Option<E>,
    /// The vertex just written, which a name may still join to another.
    fresh: Option<u32>,
    stack: Vec<Option<u32>>,
}

impl<V: Copy + PartialEq, E: Copy> Builder<'_, V, E> {
    fn vertex(&mut self, label: V) {
        let v = self.g.vertices.len() as u32;
        self.g.vertices.push(label);
        if let (Some(e), Some(from)) = (self.edge.take(), self.cur) {
            self.g.edges.push((from, v, e));
        }
        self.cur = Some(v);
        self.fresh = Some(v);
    }

    /// A vertex the text leaves out: the end of an edge or the start.
    fn inferred(&mut self, col: usize) -> Result<(), GraphError> {
        let label = self
            .legend
            .plain_vertex
            .ok_or_else(|| self.legend.err_syntax("a vertex must be written here", col))?;
        self.vertex(label);
        Ok(())
    }

    /// The far end of an edge left without one: an unlabelled vertex,
    /// where the game has them.
    fn infer_end(&mut self, col: usize) -> Result<(), GraphError> {
        if self.edge.is_some() {
            self.inferred(col)?;
        }
        Ok(())
    }

    /// `:name` on the vertex just written (or an inferred one): the first
    /// vertex of a name keeps it, a later one is joined to it.
    fn name(&mut self, n: String, col: usize) -> Result<(), GraphError> {
        if self.edge.is_some() || self.fresh.is_none() {
            // A name met before stands for its vertex: the pending edge
            // ends there, or a branch starts there. (So a game whose
            // vertices all need labels, such as weights, can name them.)
            if let Some(&w) = self.names.get(&n) {
                if let (Some(e), Some(from)) = (self.edge.take(), self.cur) {
                    self.g.edges.push((from, w, e));
                }
                self.cur = Some(w);
                self.fresh = None;
                return Ok(());
            }
            self.inferred(col)?;
        }
        let v = self.fresh.take().expect("a vertex was just written");
        match self.names.get(&n) {
            None => {
                self.names.insert(n, v);
            }
            Some(&w) => {
                // `v` is the last vertex made: fold it into `w`.
                let (lv, lw) = (self.g.vertices[v as usize], self.g.vertices[w as usize]);
                if let Some(plain) = self.legend.plain_vertex {
                    if lv != plain && lw != plain && lv != lw {
                        return Err(GraphError::TwoLabels {
                            game: self.legend.game,
                            name: n,
                        });
                    }
                    if lw == plain {
                        self.g.vertices[w as usize] = lv;
                    }
                }
                self.g.vertices.pop();
                for e in &mut self.g.edges {
                    if e.0 == v {
                        e.0 = w;
                    }
                    if e.1 == v {
                        e.1 = w;
                    }
                }
                for s in self.stack.iter_mut().flatten() {
                    if *s == v {
                        *s = w;
                    }
                }
                self.cur = Some(w);
            }
        }
        Ok(())
    }
}

/// Each of `n` vertices' connected component under `edges`, numbered
/// from 0 in the order of the components' lowest vertices, and how many
/// components there are.
pub(crate) fn component_ids(n: usize, edges: &[(u32, u32)]) -> (Vec<u32>, u32) {
    // Union-find over the edges, then each vertex's root.
    let mut parent: Vec<u32> = (0..n as u32).collect();
    fn root(parent: &mut [u32], mut v: u32) -> u32 {
        while parent[v as usize] != v {
            let up = parent[parent[v as usize] as usize];
            parent[v as usize] = up;
            v = up;
        }
        v
    }
    for &(a, b) in edges {
        let (ra, rb) = (root(&mut parent, a), root(&mut parent, b));
        parent[ra.max(rb) as usize] = ra.min(rb);
    }
    let mut comp = vec![u32::MAX; n];
    let mut count = 0u32;
    for v in 0..n as u32 {
        let r = root(&mut parent, v);
        if comp[r as usize] == u32::MAX {
            comp[r as usize] = count;
            count += 1;
        }
        comp[v as usize] = comp[r as usize];
    }
    (comp, count)
}

impl<V: Copy, E: Copy> Graph<V, E> {
    /// The connected components, each a list of vertices (lowest first).
    pub(crate) fn components(&self) -> Vec<Vec<u32>> {
        let n = self.vertices.len();
        let mut adj = vec![Vec::new(); n];
        for &(a, b, _) in &self.edges {
            adj[a as usize].push(b);
            adj[b as usize].push(a);
        }
        let mut seen = vec![false; n];
        let mut out = Vec::new();
        for s in 0..n {
            if seen[s] {
                continue;
            }
            seen[s] = true;
            let (mut comp, mut stack) = (vec![s as u32], vec![s as u32]);
            while let Some(v) = stack.pop() {
                for &w in &adj[v as usize] {
                    if !seen[w as usize] {
                        seen[w as usize] = true;
                        comp.push(w);
                        stack.push(w);
                    }
                }
            }
            comp.sort_unstable();
            out.push(comp);
        }
        out
    }
}
