//! Printing stoppers as CGSuite does: short parts as short games, `on`,
//! `off`, `over`, `under`, `x over`, `x under`, `^[on]` (upon), and
//! otherwise braces with `pass` for a move to the position itself and a
//! name (`a`, `b`, …) for a position reached again further in.

use std::cmp::Ordering;
use std::fmt;

use super::forms::Shapes;
use super::graph::Graph;
use super::stopper::{Stopper, short_games};
use super::stops::{Stop, pseudonumber};
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
        stopper: g.is_stopper(),
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
    /// Whether the graph is a stopper: only then are switches looked for.
    stopper: bool,
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
        if let Some((text, _)) = self.special(v) {
            return (text, 0);
        }
        if let Some(options) = self.switch_of(v) {
            self.stack.push((v, None));
            // CGSuite: `+-over`, `+-(5over)`, `+-{10over|over}`, `+-{a,b}`.
            let texts: Vec<String> = match &options[..] {
                &[a] => vec![self.switch_option(a)],
                many => many.iter().map(|&w| self.node(w, true).0).collect(),
            };
            let name = self.stack.pop().and_then(|(_, n)| n);
            if name.is_none() {
                return match &texts[..] {
                    [one] => (format!("+-{one}"), 0),
                    many => (format!("+-{{{}}}", many.join(",")), 0),
                };
            }
        }
        if let Some((text, _)) = self.form(v) {
            return (text, 0);
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

    /// `on`, `off` and pseudonumbers `x over`, `x under`, by their shapes,
    /// each with whether it takes parentheses as a switch's option.
    fn special(&self, v: u32) -> Option<(String, bool)> {
        let p = pseudonumber(self.g, &self.short, v)?;
        let parens = matches!(&p, Stop::Over(x) | Stop::Under(x) if !x.is_zero());
        Some((p.to_string(), parens))
    }

    /// The other named forms, after pseudonumbers and switches: a number
    /// plus a tiny or miny (in parentheses as a switch's option), then
    /// upons and uponths.
    fn form(&self, v: u32) -> Option<(String, bool)> {
        let shapes = Shapes {
            g: self.g,
            short: &self.short,
        };
        if let Some((name, x, sub)) = shapes.tiny(v) {
            let x = if x.is_zero() {
                String::new()
            } else {
                x.to_string()
            };
            return Some((format!("{x}{name}({sub})"), true));
        }
        shapes.upon_text(v).map(|t| (t, false))
    }

    /// The lone option of a switch, in parentheses where CGSuite puts them
    /// (`+-(5over)`) and in braces otherwise (`+-{10over|over}`).
    fn switch_option(&mut self, a: u32) -> String {
        let on_stack = self.stack.iter().any(|(u, _)| *u == a);
        let form = match self.short[a as usize].is_none() && !on_stack {
            true => self.special(a).or_else(|| self.form(a)),
            false => None,
        };
        match form {
            Some((t, true)) => format!("({t})"),
            Some((t, false)) => t,
            None => self.node(a, true).0,
        }
    }

    /// Left's options, in print order, when `v` is a loopy switch `±{a, b,
    /// …}` = `{a, b, … | -a, -b, …}`: a game equal to its negative (short
    /// switches print as short games already).
    fn switch_of(&self, v: u32) -> Option<Vec<u32>> {
        let (l, r) = (
            self.g.options(v, Player::Left),
            self.g.options(v, Player::Right),
        );
        let passes = l.contains(&v) || r.contains(&v);
        if l.is_empty() || l.len() != r.len() || passes || !self.stopper {
            return None;
        }
        // Cheap before the comparison: Right's short options are the
        // negatives of Left's.
        let short = |side: &[u32], neg: bool| {
            let mut games: Vec<Game> = side
                .iter()
                .filter_map(|&w| self.short[w as usize].map(|g| if neg { -g } else { g }))
                .collect();
            games.sort_by(crate::display_order);
            games
        };
        if short(l, false) != short(r, true) {
            return None;
        }
        let x = Stopper::from_graph(self.g, v).ok()?;
        (x == -x.clone()).then(|| self.sorted(v, Player::Left))
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
