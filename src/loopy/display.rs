//! Printing stoppers as CGSuite does: short parts as short games, `on`,
//! `off`, `over`, `under`, `x over`, `x under`, `^[on]` (upon), and
//! otherwise braces with `pass` for a move to the position itself and a
//! name (`a`, `b`, …) for a position reached again further in.

use std::cmp::Ordering;
use std::fmt;

use super::graph::Graph;
use super::stopper::{short_games, Stopper};
use crate::short::{Game, Player};

impl fmt::Display for Stopper {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&graph_text(self.graph()))
    }
}

/// The text of the game at vertex 0 of `g`, stopper or not.
pub(crate) fn graph_text(g: &Graph) -> String {
    let mut w = Writer {
        g,
        short: short_games(g),
        stack: Vec::new(),
        names: 0,
    };
    w.node(0, true).0
}

struct Writer<'a> {
    g: &'a Graph,
    short: Vec<Option<Game>>,
    /// The positions being written, outermost first, each with the name
    /// given to it if it was reached again.
    stack: Vec<(u32, Option<String>)>,
    names: usize,
}

/// The most slashes written without braces round them, as CGSuite does.
const MAX_SLASHES: usize = 4;

/// The `n`th name: `a` to `z`, then `N1`, `N2`, … as CGSuite does.
fn nth_name(n: usize) -> String {
    if n < 26 {
        char::from(b'a' + n as u8).to_string()
    } else {
        format!("N{}", n - 25)
    }
}

impl Writer<'_> {
    /// The text of vertex `v` and how many slashes it shows outside braces
    /// (0 when it is in braces or needs none).
    fn node(&mut self, v: u32, brackets: bool) -> (String, usize) {
        if let Some(game) = &self.short[v as usize] {
            return short_text(game, brackets);
        }
        if let Some(i) = self.stack.iter().position(|(u, _)| *u == v) {
            let name = match &self.stack[i].1 {
                Some(n) => n.clone(),
                None => {
                    let n = nth_name(self.names);
                    self.names += 1;
                    self.stack[i].1 = Some(n.clone());
                    n
                }
            };
            return (name, 0);
        }
        if let Some(text) = self.special(v) {
            return (text, 0);
        }
        if let Some(a) = self.switch_of(v) {
            self.stack.push((v, None));
            let (inner, _) = self.node(a, false);
            let name = self.stack.pop().and_then(|(_, n)| n);
            // CGSuite: `+-over`, `+-(5over)`, `+-{10over|over}`.
            let compound = inner.starts_with(|c: char| c.is_ascii_digit() || c == '-');
            let text = if compound {
                format!("+-({inner})")
            } else {
                format!("+-{inner}")
            };
            if name.is_none() {
                return (text, 0);
            }
        }
        self.stack.push((v, None));
        let mut slashes = 0;
        let mut sides = [String::new(), String::new()];
        for (k, player) in [Player::Left, Player::Right].into_iter().enumerate() {
            let options = self.sorted(v, player);
            let force = options.len() > 1;
            let mut texts = Vec::new();
            for w in options {
                if w == v {
                    texts.push("pass".to_string());
                } else {
                    let (t, s) = self.node(w, force);
                    slashes = slashes.max(s);
                    texts.push(t);
                }
            }
            sides[k] = texts.join(",");
        }
        let name = self.stack.pop().and_then(|(_, n)| n);
        let slashes = slashes + 1;
        let empty_side = sides.iter().any(String::is_empty);
        // CGSuite writes at most four slashes outside braces.
        let braces = brackets || name.is_some() || empty_side || slashes >= MAX_SLASHES;
        let bar = "|".repeat(slashes);
        let body = format!("{}{bar}{}", sides[0], sides[1]);
        match (name, braces) {
            (Some(n), _) => (format!("{n}{{{body}}}"), 0),
            (None, true) => (format!("{{{body}}}"), 0),
            (None, false) => (body, slashes),
        }
    }

    /// `on`, `off`, pseudonumbers and upons, by their shapes.
    fn special(&self, v: u32) -> Option<String> {
        let (l, r) = (
            self.g.options(v, Player::Left),
            self.g.options(v, Player::Right),
        );
        let number = |w: u32| self.short[w as usize].as_ref().and_then(Game::as_number);
        let prefix = |x: Game| {
            if x.is_zero() {
                String::new()
            } else {
                x.to_string()
            }
        };
        match (l, r) {
            ([a], []) if *a == v => Some("on".into()),
            ([], [a]) if *a == v => Some("off".into()),
            ([a], [b]) if *b == v && number(*a).is_some() => {
                number(*a).map(|x| format!("{}over", prefix(Game::number(x))))
            }
            ([a], [b]) if *a == v => {
                if let Some(x) = number(*b) {
                    return Some(format!("{}under", prefix(Game::number(x))));
                }
                // {pass | x*m} with m odd: x + upon (+ *(m-1)).
                let nus = self.short[*b as usize].as_ref()?.number_up_star()?;
                (nus.ups == 0 && nus.nimber == 1)
                    .then(|| format!("{}^[on]", prefix(Game::number(nus.number))))
            }
            ([a], [b]) if *b == v => {
                // {x* | pass}: x - upon, printed as CGSuite does.
                let nus = self.short[*a as usize].as_ref()?.number_up_star()?;
                (nus.ups == 0 && nus.nimber == 1)
                    .then(|| format!("{}v[on]", prefix(Game::number(nus.number))))
            }
            _ => None,
        }
    }

    /// `a` when `v` is `{a | -a}` with `a` loopy (short switches print
    /// as short games already).
    fn switch_of(&self, v: u32) -> Option<u32> {
        let (l, r) = (
            self.g.options(v, Player::Left),
            self.g.options(v, Player::Right),
        );
        let (&[a], &[b]) = (l, r) else { return None };
        if a == v || b == v || self.short[a as usize].is_some() || !self.g.is_stopper() {
            return None;
        }
        let (x, y) = (
            Stopper::from_graph(self.g, a).ok()?,
            Stopper::from_graph(self.g, b).ok()?,
        );
        (x == -y).then_some(a)
    }

    /// The options of `player` at `v` in the order they are printed: short
    /// games first, as short games are ordered, then the loopy ones.
    fn sorted(&self, v: u32, player: Player) -> Vec<u32> {
        let mut options = self.g.options(v, player).to_vec();
        options.sort_by(
            |&a, &b| match (&self.short[a as usize], &self.short[b as usize]) {
                (Some(x), Some(y)) => crate::display_order(x, y),
                (Some(_), None) => Ordering::Less,
                (None, Some(_)) => Ordering::Greater,
                (None, None) => self.loopy_key(a).cmp(&self.loopy_key(b)),
            },
        );
        options
    }

    /// An order for loopy options that does not depend on numbering: passes
    /// last, then by how many options they have.
    fn loopy_key(&self, w: u32) -> (usize, usize) {
        (
            self.g.options(w, Player::Left).len(),
            self.g.options(w, Player::Right).len(),
        )
    }
}

/// A short game's text; without its outer braces (and with the slashes
/// they enclosed counted) where the caller does not need them.
fn short_text(game: &Game, brackets: bool) -> (String, usize) {
    let text = game.to_string();
    if brackets || !text.starts_with('{') || !text.ends_with('}') || !encloses_all(&text) {
        return (text, 0);
    }
    let inner = &text[1..text.len() - 1];
    match top_slashes(inner) {
        n if n >= MAX_SLASHES => (text, 0),
        n => (inner.to_string(), n),
    }
}

/// Whether the first brace of `text` closes at its end.
fn encloses_all(text: &str) -> bool {
    let mut depth = 0usize;
    for (i, c) in text.char_indices() {
        match c {
            '{' => depth += 1,
            '}' => {
                depth -= 1;
                if depth == 0 {
                    return i == text.len() - 1;
                }
            }
            _ => {}
        }
    }
    false
}

/// The longest run of `|` outside braces.
fn top_slashes(text: &str) -> usize {
    let (mut depth, mut run, mut best) = (0usize, 0usize, 0usize);
    for c in text.chars() {
        match c {
            '{' => depth += 1,
            '}' => depth = depth.saturating_sub(1),
            '|' if depth == 0 => {
                run += 1;
                best = best.max(run);
                continue;
            }
            _ => {}
        }
        run = 0;
    }
    best
}
