//! Expressions: a recursive-descent parser over the tokens, loosest binding
//! first: comparison, `+ - +-`, infix method (`G Heat t`), `n * G`, `:`,
//! unary `- +-`, postfix `.Method(args)` and application, then primaries.

use num_bigint::BigInt;
use num_traits::ToPrimitive;

use super::error::{err, Error, ErrorKind, Found};
use super::lexer::{column, lex, CmpOp, Tok, Token};
use crate::numbers::{Dyadic, DyadicError};

/// Braces, parentheses and prefix signs nested deeper than this are refused.
pub(crate) const MAX_DEPTH: usize = 100_000;

#[derive(Debug, Clone)]
pub(crate) struct Expr {
    pub(crate) kind: ExprKind,
    /// Byte offset in the source, for messages.
    pub(crate) at: usize,
}

/// Dropping a tree 100 000 levels deep recursively would overflow the
/// stack, so children are moved to a work list and dropped one by one.
impl Drop for Expr {
    fn drop(&mut self) {
        let mut work = Vec::new();
        take_children(&mut self.kind, &mut work);
        while let Some(mut e) = work.pop() {
            take_children(&mut e.kind, &mut work);
        }
    }
}

/// Moves the sub-expressions of `kind` onto `work`, leaving a leaf.
fn take_children(kind: &mut ExprKind, work: &mut Vec<Expr>) {
    match std::mem::replace(kind, ExprKind::Str(String::new())) {
        ExprKind::Nus { .. } | ExprKind::UpPower { .. } | ExprKind::Str(_) | ExprKind::Name(_) => {}
        ExprKind::Braces { left, right } => {
            work.extend(left);
            work.extend(right);
        }
        ExprKind::Set(v) | ExprKind::List(v) | ExprKind::Call { args: v, .. } => work.extend(v),
        ExprKind::Apply { callee: e, args } | ExprKind::Method { recv: e, args, .. } => {
            work.push(*e);
            work.extend(args);
        }
        ExprKind::Neg(e) | ExprKind::Switch(e) => work.push(*e),
        ExprKind::Sum(terms) => work.extend(terms.into_iter().map(|(_, e)| e)),
        ExprKind::Mul(a, b) | ExprKind::Ordinal(a, b) | ExprKind::Cmp(_, a, b) => {
            work.push(*a);
            work.push(*b);
        }
    }
}

#[derive(Debug, Clone)]
pub(crate) enum ExprKind {
    Nus {
        number: Dyadic,
        ups: i64,
        nimber: u64,
    },
    Braces {
        left: Vec<Expr>,
        right: Vec<Expr>,
    },
    /// `^<n>`, `v<n>` (up-powers) or `^[n]`, `v[n]`, with a nimber.
    UpPower {
        n: u32,
        bracket: bool,
        positive: bool,
        nimber: u64,
    },
    Set(Vec<Expr>),
    List(Vec<Expr>),
    Str(String),
    Name(String),
    Call {
        name: String,
        args: Vec<Expr>,
    },
    Apply {
        callee: Box<Expr>,
        args: Vec<Expr>,
    },
    Method {
        recv: Box<Expr>,
        name: String,
        args: Vec<Expr>,
    },
    Neg(Box<Expr>),
    Switch(Box<Expr>),
    /// `a + b - c +- d`, flattened so long sums need no deep recursion.
    Sum(Vec<(Term, Expr)>),
    Mul(Box<Expr>, Box<Expr>),
    Ordinal(Box<Expr>, Box<Expr>),
    Cmp(CmpOp, Box<Expr>, Box<Expr>),
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Term {
    Plus,
    Minus,
    PlusMinus,
}

#[derive(Debug)]
pub(crate) enum Statement {
    Assign(String, Expr),
    Expr(Expr),
}

pub(crate) fn parse_statement(src: &str) -> Result<Statement, Error> {
    let toks = lex(src)?;
    let mut p = Parser {
        src,
        toks,
        pos: 0,
        depth: 0,
    };
    let st = if p.peek().tok == Tok::Ident && p.peek_at(1).tok == Tok::Assign {
        let name = p.text(p.peek()).to_string();
        p.pos += 2;
        Statement::Assign(name, p.expr()?)
    } else {
        Statement::Expr(p.expr()?)
    };
    let t = p.peek();
    if t.tok != Tok::Eof {
        return p.expected(t, "an operator or the end of the input");
    }
    Ok(st)
}

struct Parser<'a> {
    src: &'a str,
    toks: Vec<Token>,
    pos: usize,
    depth: usize,
}

enum Item {
    Expr(Expr),
    Comma(usize),
    Slash(u32, usize),
}

impl Parser<'_> {
    fn peek(&self) -> Token {
        self.toks[self.pos]
    }

    fn peek_at(&self, k: usize) -> Token {
        self.toks[(self.pos + k).min(self.toks.len() - 1)]
    }

    fn bump(&mut self) -> Token {
        let t = self.toks[self.pos];
        if t.tok != Tok::Eof {
            self.pos += 1;
        }
        t
    }

    fn text(&self, t: Token) -> &str {
        &self.src[t.start..t.end]
    }

    fn col(&self, byte: usize) -> usize {
        column(self.src, byte)
    }

    fn expected<T>(&self, t: Token, what: &str) -> Result<T, Error> {
        err(
            self.col(t.start),
            ErrorKind::Expected {
                expected: what.into(),
                found: Found(self.text(t)).to_string(),
            },
        )
    }

    fn expect(&mut self, tok: Tok, what: &str) -> Result<Token, Error> {
        let t = self.peek();
        if t.tok == tok {
            Ok(self.bump())
        } else {
            self.expected(t, what)
        }
    }

    fn enter(&mut self, at: usize) -> Result<(), Error> {
        self.depth += 1;
        if self.depth > MAX_DEPTH {
            return err(self.col(at), ErrorKind::TooDeep(MAX_DEPTH));
        }
        Ok(())
    }

    fn expr(&mut self) -> Result<Expr, Error> {
        stacker::maybe_grow(64 * 1024, 1024 * 1024, || self.comparison())
    }

    fn comparison(&mut self) -> Result<Expr, Error> {
        let lhs = self.sum()?;
        if let Tok::Cmp(op) = self.peek().tok {
            self.bump();
            let rhs = self.sum()?;
            let at = lhs.at;
            return Ok(Expr {
                kind: ExprKind::Cmp(op, Box::new(lhs), Box::new(rhs)),
                at,
            });
        }
        Ok(lhs)
    }

    fn sum(&mut self) -> Result<Expr, Error> {
        let first = self.infix()?;
        let at = first.at;
        let mut terms = vec![(Term::Plus, first)];
        loop {
            let term = match self.peek().tok {
                Tok::Plus => Term::Plus,
                Tok::Minus => Term::Minus,
                Tok::PlusMinus => Term::PlusMinus,
                _ => break,
            };
            self.bump();
            terms.push((term, self.infix()?));
        }
        if terms.len() == 1 {
            return Ok(terms.pop().expect("one term").1);
        }
        Ok(Expr {
            kind: ExprKind::Sum(terms),
            at,
        })
    }

    /// CGSuite's infix method form: `G Name x` is `G.Name(x)`.
    fn infix(&mut self) -> Result<Expr, Error> {
        let mut lhs = self.product()?;
        while self.peek().tok == Tok::Ident && !is_down_word(self.text(self.peek())) {
            let name_tok = self.bump();
            let name = self.text(name_tok).to_string();
            let arg = self.product()?;
            let at = lhs.at;
            lhs = Expr {
                kind: ExprKind::Method {
                    recv: Box::new(lhs),
                    name,
                    args: vec![arg],
                },
                at,
            };
        }
        Ok(lhs)
    }

    fn product(&mut self) -> Result<Expr, Error> {
        let mut lhs = self.ordinal()?;
        while self.peek().tok == Tok::Star {
            self.bump();
            let rhs = self.ordinal()?;
            let at = lhs.at;
            lhs = Expr {
                kind: ExprKind::Mul(Box::new(lhs), Box::new(rhs)),
                at,
            };
        }
        Ok(lhs)
    }

    fn ordinal(&mut self) -> Result<Expr, Error> {
        let mut lhs = self.unary()?;
        while self.peek().tok == Tok::Colon {
            self.bump();
            let rhs = self.unary()?;
            let at = lhs.at;
            lhs = Expr {
                kind: ExprKind::Ordinal(Box::new(lhs), Box::new(rhs)),
                at,
            };
        }
        Ok(lhs)
    }

    fn unary(&mut self) -> Result<Expr, Error> {
        stacker::maybe_grow(64 * 1024, 1024 * 1024, || self.unary_inner())
    }

    fn unary_inner(&mut self) -> Result<Expr, Error> {
        let t = self.peek();
        match t.tok {
            // `-2v*3` is the literal (-2) + v + *3, as printed.
            Tok::Minus if self.peek_at(1).tok == Tok::Int && self.peek_at(1).glued => {
                self.bump();
                self.postfix_from(t.start, |p| p.nus(true))
            }
            Tok::Minus | Tok::PlusMinus | Tok::Plus => {
                self.bump();
                self.enter(t.start)?;
                let e = self.unary()?;
                self.depth -= 1;
                let kind = match t.tok {
                    Tok::Minus => ExprKind::Neg(Box::new(e)),
                    Tok::PlusMinus => ExprKind::Switch(Box::new(e)),
                    _ => return Ok(e),
                };
                Ok(Expr { kind, at: t.start })
            }
            _ => self.postfix_from(t.start, |p| p.primary()),
        }
    }

    fn postfix_from(
        &mut self,
        at: usize,
        first: impl FnOnce(&mut Self) -> Result<Expr, Error>,
    ) -> Result<Expr, Error> {
        let mut e = first(self)?;
        e.at = at;
        loop {
            match self.peek().tok {
                Tok::Dot => {
                    self.bump();
                    let name_tok = self.expect(Tok::Ident, "a method name")?;
                    let name = self.text(name_tok).to_string();
                    let args = if self.peek().tok == Tok::LParen {
                        self.args(Tok::LParen, Tok::RParen)?
                    } else {
                        vec![]
                    };
                    e = Expr {
                        kind: ExprKind::Method {
                            recv: Box::new(e),
                            name,
                            args,
                        },
                        at,
                    };
                }
                Tok::LParen if self.peek().glued => {
                    let args = self.args(Tok::LParen, Tok::RParen)?;
                    e = Expr {
                        kind: ExprKind::Apply {
                            callee: Box::new(e),
                            args,
                        },
                        at,
                    };
                }
                _ => return Ok(e),
            }
        }
    }

    /// `( a, b, ... )` or `[ a, b, ... ]`.
    fn args(&mut self, open: Tok, close: Tok) -> Result<Vec<Expr>, Error> {
        let o = self.expect(open, "'('")?;
        self.enter(o.start)?;
        let mut args = Vec::new();
        if self.peek().tok != close {
            loop {
                args.push(self.expr()?);
                if self.peek().tok == Tok::Comma {
                    self.bump();
                } else {
                    break;
                }
            }
        }
        let what = if close == Tok::RParen {
            "',' or ')'"
        } else {
            "',' or ']'"
        };
        self.expect(close, what)?;
        self.depth -= 1;
        Ok(args)
    }

    fn primary(&mut self) -> Result<Expr, Error> {
        let t = self.peek();
        match t.tok {
            Tok::Int | Tok::Up | Tok::DoubleUp | Tok::Down | Tok::DoubleDown | Tok::Star => {
                self.nus(false)
            }
            Tok::Ident if is_down_word(self.text(t)) => self.nus(false),
            Tok::Ident => {
                self.bump();
                let name = self.text(t).to_string();
                if self.peek().tok == Tok::LParen {
                    let args = self.args(Tok::LParen, Tok::RParen)?;
                    return Ok(Expr {
                        kind: ExprKind::Call { name, args },
                        at: t.start,
                    });
                }
                Ok(Expr {
                    kind: ExprKind::Name(name),
                    at: t.start,
                })
            }
            Tok::Str => {
                self.bump();
                let s = self.src[t.start + 1..t.end - 1].to_string();
                Ok(Expr {
                    kind: ExprKind::Str(s),
                    at: t.start,
                })
            }
            Tok::LParen => {
                self.bump();
                self.enter(t.start)?;
                let e = self.expr()?;
                self.expect(Tok::RParen, "')'")?;
                self.depth -= 1;
                Ok(e)
            }
            Tok::LBracket => {
                let items = self.args(Tok::LBracket, Tok::RBracket)?;
                Ok(Expr {
                    kind: ExprKind::List(items),
                    at: t.start,
                })
            }
            Tok::LBrace => self.braces(),
            _ => self.expected(t, "an expression"),
        }
    }

    /// A number-up-star literal such as `3`, `-1/2`, `^^*`, `73/16v9*8`,
    /// `*5`, or `2Tiny(2)`. Its parts are glued together.
    fn nus(&mut self, negative: bool) -> Result<Expr, Error> {
        let at = self.peek().start;
        let mut number = Dyadic::zero();
        let mut first = true;
        let mut has_number = false;
        if self.peek().tok == Tok::Int {
            let t = self.bump();
            let mut end = t.end;
            let mut text = self.text(t).to_string();
            if self.peek().tok == Tok::Divide
                && self.peek().glued
                && self.peek_at(1).tok == Tok::Int
                && self.peek_at(1).glued
            {
                self.bump();
                let d = self.bump();
                end = d.end;
                text = format!("{}/{}", text, self.text(d));
            }
            number = text.parse::<Dyadic>().map_err(|e| {
                let shown = self.src[t.start..end].to_string();
                let kind = match e {
                    DyadicError::ZeroDenominator(_) => ErrorKind::DivisionByZero(shown),
                    _ => ErrorKind::NotDyadic(shown),
                };
                Error {
                    column: self.col(t.start),
                    kind,
                }
            })?;
            if negative {
                number = -number;
            }
            first = false;
            has_number = true;
        }
        if !has_number {
            if let Some(e) = self.up_power(at, negative)? {
                return Ok(e);
            }
        }
        let mut ups: i64 = 0;
        loop {
            let t = self.peek();
            if !(first || t.glued) {
                break;
            }
            let add: i64 = match t.tok {
                Tok::Up | Tok::Down => {
                    self.bump();
                    let n = self.glued_count()?;
                    if t.tok == Tok::Up {
                        n
                    } else {
                        -n
                    }
                }
                Tok::DoubleUp => {
                    self.bump();
                    2
                }
                Tok::DoubleDown => {
                    self.bump();
                    -2
                }
                Tok::Ident if is_down_word(self.text(t)) => {
                    self.bump();
                    let w = self.text(t);
                    let n = if w.bytes().all(|b| b == b'v') {
                        w.len() as i64
                    } else {
                        w[1..].parse::<i64>().map_err(|_| Error {
                            column: self.col(t.start),
                            kind: ErrorKind::TooLarge(format!("{w}: too many downs")),
                        })?
                    };
                    -n
                }
                _ => break,
            };
            ups = ups.checked_add(add).ok_or_else(|| Error {
                column: self.col(t.start),
                kind: ErrorKind::TooLarge("too many ups".into()),
            })?;
            first = false;
        }
        let mut nimber = 0u64;
        if let Some(n) = self.star(first)? {
            nimber = n;
            first = false;
        }
        if first {
            return self.expected(self.peek(), "an expression");
        }
        let lit = Expr {
            kind: ExprKind::Nus {
                number,
                ups,
                nimber,
            },
            at,
        };
        // `2Tiny(2)`: a number glued to Tiny or Miny is their sum.
        let t = self.peek();
        if has_number
            && ups == 0
            && nimber == 0
            && t.tok == Tok::Ident
            && t.glued
            && matches!(self.text(t), "Tiny" | "Miny")
        {
            let call = self.primary()?;
            return Ok(Expr {
                kind: ExprKind::Sum(vec![(Term::Plus, lit), (Term::Plus, call)]),
                at,
            });
        }
        Ok(lit)
    }

    /// A star `*` or `*m` (glued on, unless it starts the literal): the
    /// nimber, or `None` when there is no star here.
    fn star(&mut self, first: bool) -> Result<Option<u64>, Error> {
        let t = self.peek();
        if t.tok != Tok::Star || !(first || t.glued) || self.peek_at(1).tok == Tok::LParen {
            return Ok(None);
        }
        self.bump();
        let n = self.peek();
        if n.tok != Tok::Int || !n.glued {
            return Ok(Some(1));
        }
        self.bump();
        self.text(n).parse::<u64>().map(Some).map_err(|_| Error {
            column: self.col(n.start),
            kind: ErrorKind::TooLarge(format!("*{}: nimbers are limited to 64 bits", self.text(n))),
        })
    }

    /// `^<n>`, `v<n>`, `^[n]` or `v[n]`, glued together, then an optional
    /// glued star `*` or `*m`.
    fn up_power(&mut self, at: usize, negative: bool) -> Result<Option<Expr>, Error> {
        let t = self.peek();
        let positive = match t.tok {
            Tok::Up => true,
            Tok::Down => false,
            Tok::Ident if self.text(t) == "v" => false,
            _ => return Ok(None),
        };
        let (a, b, c) = (self.peek_at(1), self.peek_at(2), self.peek_at(3));
        let angle = a.tok == Tok::Cmp(CmpOp::Lt) && c.tok == Tok::Cmp(CmpOp::Gt);
        let square = a.tok == Tok::LBracket && c.tok == Tok::RBracket;
        if !(a.glued && b.glued && c.glued && b.tok == Tok::Int && (angle || square)) {
            return Ok(None);
        }
        self.bump();
        self.bump();
        let n_tok = self.bump();
        self.bump();
        let n = self
            .text(n_tok)
            .parse::<u32>()
            .ok()
            .filter(|&n| n <= 100_000)
            .ok_or_else(|| Error {
                column: self.col(n_tok.start),
                kind: ErrorKind::TooLarge(format!(
                    "{}: up-powers are limited to 100000",
                    self.text(n_tok)
                )),
            })?;
        let nimber = self.star(false)?.unwrap_or(0);
        Ok(Some(Expr {
            kind: ExprKind::UpPower {
                n,
                bracket: square,
                positive: positive != negative,
                nimber,
            },
            at,
        }))
    }

    /// The count glued after `^` or `↓`: `^3`; 1 when there is none.
    fn glued_count(&mut self) -> Result<i64, Error> {
        let n = self.peek();
        if n.tok == Tok::Int && n.glued {
            self.bump();
            let v: BigInt = self.text(n).parse().expect("digits");
            return v.to_i64().ok_or_else(|| Error {
                column: self.col(n.start),
                kind: ErrorKind::TooLarge("too many ups".into()),
            });
        }
        Ok(1)
    }

    /// `{ ... }`: options separated by commas and runs of slashes, or a
    /// plain set `{a, b}` when there are no slashes.
    fn braces(&mut self) -> Result<Expr, Error> {
        let open = self.bump();
        self.enter(open.start)?;
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
                        || self.sum(),
                    )?));
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

/// `v`, `vv`, `vvv`, `v9`: downs written with letters.
fn is_down_word(w: &str) -> bool {
    let b = w.as_bytes();
    !b.is_empty()
        && b[0] == b'v'
        && (b.iter().all(|&c| c == b'v') || (b.len() > 1 && b[1..].iter().all(u8::is_ascii_digit)))
}
