use std::cell::RefCell;
use std::fmt::{self, Write};
use std::rc::Rc;

use rustc_hash::FxHashMap;

use crate::short::{sort_for_display, Game};

struct Style {
    unicode: bool,
    /// The text of each game already printed in this call: a canonical
    /// form is a graph whose printed tree can be far larger (a heated
    /// nimber shares its options thousands of times), so each node is
    /// worked out once.
    texts: RefCell<FxHashMap<Game, Rc<str>>>,
    bodies: RefCell<FxHashMap<Game, (Rc<str>, usize)>>,
}

impl Style {
    fn up(&self) -> &'static str {
        if self.unicode {
            "↑"
        } else {
            "^"
        }
    }
    fn down(&self) -> &'static str {
        if self.unicode {
            "↓"
        } else {
            "v"
        }
    }
    fn star(&self) -> &'static str {
        if self.unicode {
            "∗"
        } else {
            "*"
        }
    }
    fn pm(&self) -> &'static str {
        if self.unicode {
            "±"
        } else {
            "+-"
        }
    }

    /// The whole text of a game standing on its own.
    fn game(&self, g: Game) -> Rc<str> {
        if let Some(t) = self.texts.borrow().get(&g) {
            return t.clone();
        }
        let text: Rc<str> = match self.atom(g) {
            Some(s) => s.into(),
            None => format!("{{{}}}", self.body(g).0).into(),
        };
        self.texts.borrow_mut().insert(g, text.clone());
        text
    }

    /// Text for values that are not printed with braces and slashes:
    /// number-up-star values, switches, Tiny and Miny.
    fn atom(&self, g: Game) -> Option<String> {
        if let Some(p) = g.number_up_star() {
            let mut s = String::new();
            let all_zero = p.ups == 0 && p.nimber == 0;
            if !p.number.is_zero() || all_zero {
                write!(s, "{}", p.number).unwrap();
            }
            let (arrow, n) = if p.ups > 0 {
                (self.up(), p.ups.unsigned_abs())
            } else {
                (self.down(), p.ups.unsigned_abs())
            };
            match n {
                0 => {}
                1 => s.push_str(arrow),
                2 => {
                    s.push_str(arrow);
                    s.push_str(arrow);
                }
                _ => write!(s, "{arrow}{n}").unwrap(),
            }
            match p.nimber {
                0 => {}
                1 => s.push_str(self.star()),
                m => write!(s, "{}{m}", self.star()).unwrap(),
            }
            return Some(s);
        }
        if let Some((positive, bracket, n, star)) = g.up_power_parts() {
            let arrow = if positive { self.up() } else { self.down() };
            let (open, close) = if bracket { ("[", "]") } else { ("<", ">") };
            let star = if star { self.star() } else { "" };
            return Some(format!("{arrow}{open}{n}{close}{star}"));
        }
        if let Some(s) = self.switch(g) {
            return Some(s);
        }
        if let Some((x, h, tiny)) = g.tiny_parts() {
            let prefix = if x.is_zero() {
                String::new()
            } else {
                x.to_string()
            };
            let name = if tiny { "Tiny" } else { "Miny" };
            return Some(format!("{prefix}{name}({})", self.game(h)));
        }
        None
    }

    /// `±x` forms, for games equal to their own negative.
    fn switch(&self, g: Game) -> Option<String> {
        if g.is_number_up_star() || -g != g {
            return None;
        }
        let mut left = g.left_options();
        sort_for_display(&mut left);
        if let [o] = left[..] {
            let bare = o.is_number() || o.is_nimber();
            let braced = !bare && self.atom(o).is_none();
            return Some(if bare || braced {
                format!("{}{}", self.pm(), self.game(o))
            } else {
                format!("{}({})", self.pm(), self.game(o))
            });
        }
        let items: Vec<Rc<str>> = left.iter().map(|&o| self.game(o)).collect();
        Some(format!("{}{{{}}}", self.pm(), items.join(",")))
    }

    /// A general game without its outer braces, and the length of its run
    /// of slashes.
    fn body(&self, g: Game) -> (Rc<str>, usize) {
        if let Some(b) = self.bodies.borrow().get(&g) {
            return b.clone();
        }
        let body: (Rc<str>, usize) = stacker::maybe_grow(64 * 1024, 1024 * 1024, || {
            let (l, lr) = self.side(g.left_options());
            let (r, rr) = self.side(g.right_options());
            let run = 1 + lr.max(rr);
            (format!("{l}{}{r}", "|".repeat(run)).into(), run)
        });
        self.bodies.borrow_mut().insert(g, body.clone());
        body
    }

    /// One side's text and the run of slashes it exposes: a single general
    /// option drops its braces unless its own run would reach four.
    fn side(&self, mut options: Vec<Game>) -> (Rc<str>, usize) {
        sort_for_display(&mut options);
        if let [o] = options[..] {
            if self.atom(o).is_none() {
                let (text, run) = self.body(o);
                if run < 4 {
                    return (text, run);
                }
                return (format!("{{{text}}}").into(), 0);
            }
        }
        let items: Vec<Rc<str>> = options.iter().map(|&o| self.game(o)).collect();
        (items.join(",").into(), 0)
    }
}

impl fmt::Display for Game {
    /// CGSuite's plain text (`^^*`, `+-1`, `{2||1|0}`); with `{:#}`, the
    /// Unicode form for people (`↑↑∗`, `±1`).
    ///
    /// ```
    /// use combinatorial_games::Game;
    /// let g: Game = "{0|^}".parse().unwrap();
    /// assert_eq!(format!("{g}"), "^^*");
    /// assert_eq!(format!("{g:#}"), "↑↑∗");
    /// ```
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let style = Style {
            unicode: f.alternate(),
            texts: RefCell::default(),
            bodies: RefCell::default(),
        };
        f.write_str(&style.game(*self))
    }
}
