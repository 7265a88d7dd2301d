//! Reading loopy games in CGSuite's notation: braces and slashes as for
//! short games, `pass` for a move to the position itself (the innermost
//! one, slashes included), `a{…}` to name a position so that `a` further
//! in moves back to it, the constants `on`, `off`, `over`, `under`,
//! `upon`, `dud`, and as an option any expression whose value is a short
//! game (`-1/4+*`, `^`, `+-1`) or a stopper (`3/2under`, `^<on>*`,
//! `Tiny(on)`, `+-(5over)`).

use std::str::FromStr;

use rustc_hash::FxHashMap;

use super::value::Value;
use crate::loopy::{Graph, LoopyError, ParseError, Stopper};
use crate::short::{Game, Player};

/// A game as read, before its graph is built.
enum Term {
    Node {
        label: Option<String>,
        left: Vec<Term>,
        right: Vec<Term>,
    },
    /// A word or a short game's text, with its column.
    Atom(String, usize),
}

fn error(message: impl Into<String>, at: usize) -> ParseError {
    ParseError::new(message, at + 1)
}

/// The byte offsets of each brace's partner, or an error at a lone one.
fn braces(s: &str) -> Result<FxHashMap<usize, usize>, ParseError> {
    let mut open = Vec::new();
    let mut pairs = FxHashMap::default();
    for (i, c) in s.char_indices() {
        match c {
            '{' => open.push(i),
            '}' => {
                let j = open
                    .pop()
                    .ok_or_else(|| error("this '}' closes nothing", i))?;
                pairs.insert(j, i);
            }
            _ => {}
        }
    }
    match open.pop() {
        Some(j) => Err(error("this '{' is never closed", j)),
        None => Ok(pairs),
    }
}

struct Reader<'a> {
    s: &'a str,
    pairs: FxHashMap<usize, usize>,
}

impl Reader<'_> {
    /// The option in `s[from..to]`.
    fn option(&self, from: usize, to: usize) -> Result<Term, ParseError> {
        let text = &self.s[from..to];
        let start = from + (text.len() - text.trim_start().len());
        let end = from + text.trim_end().len();
        if start >= end {
            return Err(error("an option is missing here", from));
        }
        let t = &self.s[start..end];
        // `{…}` or `name{…}` spanning the whole option.
        if let Some(open) = t.find('{') {
            let label = t[..open].trim();
            let close = self.pairs[&(start + open)];
            let named = label.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
                && label.chars().next().is_none_or(|c| c.is_ascii_alphabetic());
            if close + 1 == end && named {
                let label = (!label.is_empty()).then(|| label.to_string());
                return self.body(start + open + 1, close, label);
            }
        }
        Ok(Term::Atom(t.to_string(), start))
    }

    /// The game whose braces enclose `s[from..to]`.
    fn body(&self, from: usize, to: usize, label: Option<String>) -> Result<Term, ParseError> {
        let seps = self.separators(from, to);
        let most = seps.iter().map(|&(_, n)| n).max().ok_or_else(|| {
            error(
                "a game needs a '|' between Left's and Right's options",
                from,
            )
        })?;
        let at: Vec<usize> = seps
            .iter()
            .filter(|&&(_, n)| n == most)
            .map(|&(i, _)| i)
            .collect();
        if at.len() > 1 {
            return Err(error(
                format!(
                    "two separators of {most} slashes at the same level; say which is outer with more slashes or braces"
                ),
                at[1],
            ));
        }
        let (l_end, r_start) = (at[0], at[0] + most);
        Ok(Term::Node {
            label,
            left: self.side(from, l_end)?,
            right: self.side(r_start, to)?,
        })
    }

    /// The options of one side: one game in slashes, or a list.
    fn side(&self, from: usize, to: usize) -> Result<Vec<Term>, ParseError> {
        if self.s[from..to].trim().is_empty() {
            return Ok(Vec::new());
        }
        if !self.separators(from, to).is_empty() {
            return Ok(vec![self.body(from, to, None)?]);
        }
        let mut options = Vec::new();
        let mut start = from;
        let mut i = from;
        while i < to {
            match self.s.as_bytes()[i] {
                b'{' => i = self.pairs[&i],
                b',' => {
                    options.push(self.option(start, i)?);
                    start = i + 1;
                }
                _ => {}
            }
            i += 1;
        }
        options.push(self.option(start, to)?);
        Ok(options)
    }

    /// The runs of `|` outside braces in `s[from..to]`: start and length.
    fn separators(&self, from: usize, to: usize) -> Vec<(usize, usize)> {
        let mut runs: Vec<(usize, usize)> = Vec::new();
        let mut i = from;
        while i < to {
            match self.s.as_bytes()[i] {
                b'{' => i = self.pairs[&i],
                b'|' => match runs.last_mut() {
                    Some((s, n)) if *s + *n == i => *n += 1,
                    _ => runs.push((i, 1)),
                },
                _ => {}
            }
            i += 1;
        }
        runs
    }
}

/// Builds the graph of a term, each node a vertex; `scope` holds the
/// enclosing nodes, innermost last, with their labels.
struct Builder {
    graph: Graph,
    seen: FxHashMap<Game, u32>,
}

impl Builder {
    fn build(
        &mut self,
        t: &Term,
        scope: &mut Vec<(Option<String>, u32)>,
    ) -> Result<u32, LoopyError> {
        match t {
            Term::Node { label, left, right } => {
                let v = self.graph.add_vertex();
                scope.push((label.clone(), v));
                for (terms, player) in [(left, Player::Left), (right, Player::Right)] {
                    for o in terms {
                        let w = self.build(o, scope)?;
                        self.graph.add_edge(v, w, player);
                    }
                }
                scope.pop();
                Ok(v)
            }
            Term::Atom(text, at) => self.atom(text, *at, scope),
        }
    }

    fn atom(
        &mut self,
        text: &str,
        at: usize,
        scope: &[(Option<String>, u32)],
    ) -> Result<u32, LoopyError> {
        if text == "pass" {
            return scope
                .last()
                .map(|&(_, v)| v)
                .ok_or_else(|| error("'pass' must be an option inside braces", at).into());
        }
        if let Some(&(_, v)) = scope.iter().rev().find(|(l, _)| l.as_deref() == Some(text)) {
            return Ok(v);
        }
        let constant = match text {
            "on" => Some(Stopper::on()),
            "off" => Some(Stopper::off()),
            "over" => Some(Stopper::over()),
            "under" => Some(Stopper::under()),
            "upon" => Some(Stopper::upon()),
            "dud" => {
                // {pass | pass}: a vertex passing to itself on both sides.
                let v = self.graph.add_vertex();
                self.graph.add_edge(v, v, Player::Left);
                self.graph.add_edge(v, v, Player::Right);
                return Ok(v);
            }
            _ => None,
        };
        if let Some(s) = constant {
            return Ok(self.embed(&s));
        }
        // Anything else is an expression: a short game (`-1/4+*`), or a
        // stopper as CGSuite prints one (`5over`, `^<on>*`, `Tiny(on)`).
        let why = match super::eval(text) {
            Ok(Value::Game(g)) => return self.graph.add_game_with(&g, &mut self.seen),
            Ok(Value::Loopy(v)) => match v.as_stopper() {
                Some(s) => return Ok(self.embed(s)),
                None => "a loopy game that is no stopper; write it out in braces".to_string(),
            },
            Ok(other) => format!("{}, not a game", other.kind_name()),
            Err(e) => e.kind.to_string(),
        };
        Err(error(
            format!("'{text}' is not a game, a name in scope or pass ({why})"),
            at,
        )
        .into())
    }

    /// Copies a stopper's graph in and returns its vertex.
    fn embed(&mut self, s: &Stopper) -> u32 {
        let g = s.graph();
        let base = self.graph.len() as u32;
        for _ in 0..g.len() {
            self.graph.add_vertex();
        }
        for v in 0..g.len() as u32 {
            for p in [Player::Left, Player::Right] {
                for &w in g.options(v, p) {
                    self.graph.add_edge(base + v, base + w, p);
                }
            }
        }
        base
    }
}

/// Reads a loopy game as a graph and the vertex of the game.
pub(crate) fn read_graph(s: &str) -> Result<(Graph, u32), LoopyError> {
    let pairs = braces(s)?;
    let reader = Reader { s, pairs };
    let term = reader.option(0, s.len())?;
    let mut b = Builder {
        graph: Graph::new(),
        seen: FxHashMap::default(),
    };
    let v = b.build(&term, &mut Vec::new())?;
    Ok((b.graph, v))
}

impl FromStr for Stopper {
    type Err = LoopyError;

    /// Reads a stopper in CGSuite's notation.
    ///
    /// ```
    /// use combinatorial_games::loopy::Stopper;
    /// let g: Stopper = "a{0||||0|||a|*||*}".parse().unwrap();
    /// assert!(!g.is_plumtree());
    /// assert_eq!("{pass|3/2}".parse::<Stopper>().unwrap().to_string(), "3/2under");
    /// assert!("{pass|pass}".parse::<Stopper>().is_err());      // dud
    /// ```
    fn from_str(s: &str) -> Result<Stopper, LoopyError> {
        let (g, v) = read_graph(s)?;
        Stopper::from_graph(&g, v)
    }
}
