//! `{ ... }`: a game's options split at the longest run of slashes, or a
//! set of games.

use super::Parser;
use crate::expr::ast::{Collect, Expr, ExprKind};
use crate::expr::error::{Error, ErrorKind, err};
use crate::expr::lexer::Tok;

/// What stands between the braces, before it is split into sides.
enum Item {
    Expr(Expr),
    Comma(usize),
    Slash(u32, usize),
}

impl Parser<'_> {
    /// `{ ... }`: options separated by commas and runs of slashes, or a
    /// plain set `{a, b}` when there are no slashes.
    pub(super) fn braces(&mut self) -> Result<Expr, Error> {
        let open = self.bump();
        self.enter(open.start)?;
        // `{=>}`: the empty map.
        if self.peek().tok == Tok::FatArrow && self.peek_at(1).tok == Tok::RBrace {
            self.bump();
            self.bump();
            self.depth -= 1;
            return Ok(Expr {
                kind: ExprKind::Map(Vec::new()),
                at: open.start,
            });
        }
        let mut items = Vec::new();
        loop {
            let t = self.peek();
            match t.tok {
                Tok::RBrace => {
                    self.bump();
                    break;
                }
                Tok::Comma => {
                    self.bump();
                    items.push(Item::Comma(t.start));
                }
                Tok::Slash(n) => {
                    self.bump();
                    items.push(Item::Slash(n, t.start));
                }
                Tok::Eof => return self.expected(t, "'|', ',' or '}'"),
                _ => {
                    if let Some(Item::Expr(_)) = items.last() {
                        return self.expected(t, "'|', ',' or '}'");
                    }
                    items.push(Item::Expr(stacker::maybe_grow(
                        64 * 1024,
                        1024 * 1024,
                        || self.sided(),
                    )?));
                    if items.len() == 1 && self.peek().tok == Tok::FatArrow {
                        let Some(Item::Expr(key)) = items.pop() else {
                            unreachable!("one item, an expression")
                        };
                        return self.map(open.start, key);
                    }
                    // `{x^2 for x in L}`: a set made by a loop.
                    if items.len() == 1 && self.at_word("for") {
                        let Some(Item::Expr(body)) = items.pop() else {
                            unreachable!("one item, an expression")
                        };
                        let clauses = self.clauses()?;
                        self.expect(Tok::RBrace, "'for', 'where', 'while' or '}'")?;
                        self.depth -= 1;
                        return Ok(Expr {
                            kind: ExprKind::Comprehension {
                                body: vec![body],
                                clauses,
                                collect: Collect::Set,
                            },
                            at: open.start,
                        });
                    }
                }
            }
        }
        self.depth -= 1;
        let close = self.toks[self.pos - 1].end;
        let whole = &self.src[open.start..close];
        if !items.iter().any(|i| matches!(i, Item::Slash(..))) {
            let set = self.comma_list(items)?;
            return Ok(Expr {
                kind: ExprKind::Set(set),
                at: open.start,
            });
        }
        self.split(items, open.start, whole)
    }

    /// Splits at the longest run of slashes into Left and Right.
    fn split(&self, items: Vec<Item>, at: usize, whole: &str) -> Result<Expr, Error> {
        let longest = items
            .iter()
            .filter_map(|i| {
                if let Item::Slash(n, _) = i {
                    Some(*n)
                } else {
                    None
                }
            })
            .max()
            .expect("has slashes");
        let mut runs = items
            .iter()
            .filter(|i| matches!(i, Item::Slash(n, _) if *n == longest));
        runs.next();
        if runs.next().is_some() {
            return err(self.col(at), ErrorKind::AmbiguousSlashes(whole.to_string()));
        }
        let k = items
            .iter()
            .position(|i| matches!(i, Item::Slash(n, _) if *n == longest))
            .expect("found");
        let mut left = items;
        let right = left.split_off(k + 1);
        left.pop();
        let side = |p: &Self, side: Vec<Item>| -> Result<Vec<Expr>, Error> {
            if side.iter().any(|i| matches!(i, Item::Slash(..))) {
                let start = match &side[0] {
                    Item::Expr(e) => e.at,
                    Item::Comma(b) | Item::Slash(_, b) => *b,
                };
                // One level per distinct run length: `a||||b|||c||d|e`
                // recurses four deep, so guard the stack here too.
                let inner =
                    stacker::maybe_grow(64 * 1024, 1024 * 1024, || p.split(side, start, whole))?;
                Ok(vec![inner])
            } else {
                p.comma_list(side)
            }
        };
        let l = side(self, left)?;
        let r = side(self, right)?;
        Ok(Expr {
            kind: ExprKind::Braces { left: l, right: r },
            at,
        })
    }

    /// Options separated by single commas; an empty list is allowed.
    fn comma_list(&self, items: Vec<Item>) -> Result<Vec<Expr>, Error> {
        let mut out = Vec::new();
        let mut want_expr = true;
        let n = items.len();
        for (i, item) in items.into_iter().enumerate() {
            match item {
                Item::Expr(e) if want_expr => {
                    out.push(e);
                    want_expr = false;
                }
                Item::Comma(_) if !want_expr && i + 1 < n => want_expr = true,
                Item::Comma(b) | Item::Slash(_, b) => {
                    return err(
                        self.col(b),
                        ErrorKind::Expected {
                            expected: "an option".into(),
                            found: "','".into(),
                        },
                    );
                }
                Item::Expr(e) => {
                    return err(
                        self.col(e.at),
                        ErrorKind::Expected {
                            expected: "',' between options".into(),
                            found: "an option".into(),
                        },
                    );
                }
            }
        }
        Ok(out)
    }
}

impl Parser<'_> {
    /// The rest of `{k => v, …}` or `{k => v for …}` after its first key.
    fn map(&mut self, at: usize, key: Expr) -> Result<Expr, Error> {
        self.expect(Tok::FatArrow, "'=>'")?;
        let value = self.sided()?;
        if self.at_word("for") {
            let clauses = self.clauses()?;
            self.expect(Tok::RBrace, "'for', 'where', 'while' or '}'")?;
            self.depth -= 1;
            return Ok(Expr {
                kind: ExprKind::Comprehension {
                    body: vec![key, value],
                    clauses,
                    collect: Collect::Map,
                },
                at,
            });
        }
        let mut pairs = vec![(key, value)];
        while self.peek().tok == Tok::Comma {
            self.bump();
            let k = self.sided()?;
            self.expect(Tok::FatArrow, "'=>' in a map")?;
            pairs.push((k, self.sided()?));
        }
        self.expect(Tok::RBrace, "',' or '}' in a map")?;
        self.depth -= 1;
        Ok(Expr {
            kind: ExprKind::Map(pairs),
            at,
        })
    }

    /// `'{L|R}'`: a game form kept as written.
    pub(super) fn explicit(&mut self) -> Result<Expr, Error> {
        let quote = self.bump();
        let open = self.peek();
        if open.tok != Tok::LBrace {
            return self.expected(open, "'{' after a quote");
        }
        let body = self.braces()?;
        if !matches!(body.kind, ExprKind::Braces { .. }) {
            return self.expected(open, "'|' in an explicit game '{…|…}'");
        }
        self.expect(Tok::Quote, "a closing quote after '}'")?;
        Ok(Expr {
            kind: ExprKind::Explicit(Box::new(body)),
            at: quote.start,
        })
    }

    /// `[a, b, …]`, or `[body for … ]`, a comprehension.
    pub(super) fn list(&mut self) -> Result<Expr, Error> {
        let o = self.expect(Tok::LBracket, "'['")?;
        self.enter(o.start)?;
        let mut items = Vec::new();
        if self.peek().tok != Tok::RBracket {
            items.push(self.expr()?);
            if self.at_word("for") {
                let clauses = self.clauses()?;
                self.expect(Tok::RBracket, "'for', 'where' or ']'")?;
                self.depth -= 1;
                let body = vec![items.remove(0)];
                return Ok(Expr {
                    kind: ExprKind::Comprehension {
                        body,
                        clauses,
                        collect: Collect::List,
                    },
                    at: o.start,
                });
            }
            while self.peek().tok == Tok::Comma {
                self.bump();
                items.push(self.expr()?);
            }
        }
        self.expect(Tok::RBracket, "',' or ']'")?;
        self.depth -= 1;
        Ok(Expr {
            kind: ExprKind::List(items),
            at: o.start,
        })
    }
}
