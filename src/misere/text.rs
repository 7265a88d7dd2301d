//! Misère games as CGSuite reads them: `*[n]` is the nim heap `n`;
//! `*[a,b,…]` with two or more items is the game with those options; `*[x]`
//! with one item is that item. An item is a number `n` (the heap), a list
//! `[a,b,…]` (the game with those options, one option or many), another
//! `*[…]`, or items joined by `+` (their sum): `*[[2]]` is the game whose
//! one option is `*[2]`, `*[[2],0]` has the options `*[[2]]` and `*[0]`.
//! A whole text may be a sum too: `*[2]+*[2]`.

use std::fmt;
use std::str::FromStr;

use std::collections::HashMap;

use super::compact::{MAX_TEXT, Unwritten};
use super::{MisereError, MisereGame, table};
use crate::parse_error::ParseError;

/// The deepest nesting of brackets read.
const MAX_DEPTH: usize = 1000;

impl FromStr for MisereGame {
    type Err = MisereError;

    fn from_str(s: &str) -> Result<MisereGame, MisereError> {
        let mut p = Parser {
            s: s.as_bytes(),
            at: 0,
            depth: 0,
        };
        p.space();
        if p.s.first() != Some(&b'*') {
            return Err(p.error("expected *[ to begin a misère game"));
        }
        let g = p.sum()?;
        p.space();
        if p.at < s.len() {
            return Err(p.error("unexpected text after the game"));
        }
        Ok(g)
    }
}

struct Parser<'a> {
    s: &'a [u8],
    at: usize,
    depth: usize,
}

impl Parser<'_> {
    fn error(&self, message: &str) -> MisereError {
        MisereError::Parse(ParseError::new(message, self.at + 1))
    }

    fn space(&mut self) {
        while self.s.get(self.at).is_some_and(|b| b.is_ascii_whitespace()) {
            self.at += 1;
        }
    }

    fn eat(&mut self, b: u8) -> bool {
        self.space();
        let ok = self.s.get(self.at) == Some(&b);
        self.at += usize::from(ok);
        ok
    }

    /// `*[…]`: one item is itself, several are options.
    fn starred(&mut self) -> Result<MisereGame, MisereError> {
        if !(self.eat(b'*') && self.s.get(self.at) == Some(&b'[')) {
            return Err(self.error("expected *[ to begin a misère game"));
        }
        self.at += 1;
        let items = self.items()?;
        match items[..] {
            [one] => Ok(one),
            _ => MisereGame::from_options(items),
        }
    }

    /// Items up to and past the closing `]`.
    fn items(&mut self) -> Result<Vec<MisereGame>, MisereError> {
        self.depth += 1;
        if self.depth > MAX_DEPTH {
            return Err(self.error("brackets nest too deep (at most 1000)"));
        }
        let mut items = Vec::new();
        if !self.eat(b']') {
            loop {
                items.push(self.sum()?);
                if self.eat(b']') {
                    break;
                }
                if !self.eat(b',') {
                    return Err(self.error("expected , or ]"));
                }
            }
        }
        self.depth -= 1;
        Ok(items)
    }

    fn sum(&mut self) -> Result<MisereGame, MisereError> {
        let mut g = self.atom()?;
        while self.eat(b'+') {
            let h = self.atom()?;
            g = g.checked_add(&h)?;
        }
        Ok(g)
    }

    fn atom(&mut self) -> Result<MisereGame, MisereError> {
        self.space();
        match self.s.get(self.at) {
            Some(b'[') => {
                self.at += 1;
                MisereGame::from_options(self.items()?)
            }
            Some(b'*') => self.starred(),
            Some(b) if b.is_ascii_digit() => {
                let start = self.at;
                while self.s.get(self.at).is_some_and(u8::is_ascii_digit) {
                    self.at += 1;
                }
                let digits = std::str::from_utf8(&self.s[start..self.at]).expect("digits");
                match digits.parse::<u32>() {
                    Ok(n) if n <= 100_000 => Ok(MisereGame(table::nim_heap(n)?)),
                    _ => {
                        self.at = start;
                        Err(self.error("a nim heap here is at most 100000"))
                    }
                }
            }
            _ => Err(self.error("expected a heap size, [ or *[")),
        }
    }
}

impl fmt::Display for MisereGame {
    /// CGSuite's compact notation (`*[2#0]`, `*[2[2]]`; see `compact.rs`),
    /// or with `{:#}` the list notation that reads back (`*[[2],0]`,
    /// `*[2,3]`). Either writes a form out as a tree, and a sum's tree
    /// grows fast: past [`MAX_TEXT`] characters a form is
    /// described instead (`<misère game born on day 23 with 40 options, too
    /// long to print>`). A form too large for the table's limits to take
    /// apart is written in the list notation.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if !f.alternate() {
            match super::compact::write(self.0) {
                Ok(text) => return write!(f, "*[{text}]"),
                Err(Unwritten::TooLong) => return self.describe(f),
                Err(Unwritten::Table(_)) => {}
            }
        }
        if list_length(*self, &mut HashMap::new()) > MAX_TEXT {
            return self.describe(f);
        }
        if let Some(n) = self.as_nim_heap() {
            return write!(f, "*[{n}]");
        }
        let options = by_birth(*self);
        f.write_str("*[")?;
        if options.len() == 1 {
            item(*self, f)?;
        } else {
            list(&options, f)?;
        }
        f.write_str("]")
    }
}

impl MisereGame {
    fn describe(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let n = table::options(self.0).len();
        write!(
            f,
            "<misère game born on day {} with {n} option{}, too long to print>",
            self.birthday(),
            if n == 1 { "" } else { "s" }
        )
    }
}

/// How long `g` is as an item of the list notation, saturating.
fn list_length(g: MisereGame, memo: &mut HashMap<u32, usize>) -> usize {
    if let Some(&n) = memo.get(&g.0) {
        return n;
    }
    let n = match g.as_nim_heap() {
        Some(h) => h.to_string().len(),
        None => table::options(g.0).into_iter().fold(2usize, |acc, o| {
            let item =
                stacker::maybe_grow(64 * 1024, 1024 * 1024, || list_length(MisereGame(o), memo));
            acc.saturating_add(item).saturating_add(1)
        }),
    };
    memo.insert(g.0, n);
    n
}

/// An item: a heap's size, or the options in brackets.
fn item(g: MisereGame, f: &mut fmt::Formatter<'_>) -> fmt::Result {
    match g.as_nim_heap() {
        Some(n) => write!(f, "{n}"),
        None => {
            f.write_str("[")?;
            list(&by_birth(g), f)?;
            f.write_str("]")
        }
    }
}

fn list(options: &[MisereGame], f: &mut fmt::Formatter<'_>) -> fmt::Result {
    for (i, &o) in options.iter().enumerate() {
        if i > 0 {
            f.write_str(",")?;
        }
        item(o, f)?;
    }
    Ok(())
}

/// The options, earliest born first: an order that needs no new form.
fn by_birth(g: MisereGame) -> Vec<MisereGame> {
    let mut options: Vec<MisereGame> = table::options(g.0).into_iter().map(MisereGame).collect();
    options.sort_by_key(|o| (o.birthday(), o.0));
    options
}
