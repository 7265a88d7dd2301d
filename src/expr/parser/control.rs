//! `if … then … elseif … else … end`, and the statement lists inside.

use super::{KEYWORDS, Parser};
use crate::expr::ast::{Clause, Collect, Expr, ExprKind, ParamSpec, Statement};
use crate::expr::error::{Error, ErrorKind, Flow, err};
use crate::expr::lexer::{Tok, Token};
use crate::expr::value::Value;
use crate::short::Game;

impl Parser<'_> {
    /// `if c then s; … [elseif c then …]… [else …] end`.
    pub(super) fn if_then(&mut self) -> Result<Expr, Error> {
        let start = self.bump();
        self.enter(start.start)?;
        let mut branches = Vec::new();
        let mut otherwise = None;
        loop {
            let cond = self.expr()?;
            self.expect_word("then")?;
            let body = self.body(&["elseif", "else", "end"])?;
            branches.push((cond, body));
            if self.at_word("elseif") {
                self.bump();
                continue;
            }
            if self.at_word("else") {
                self.bump();
                otherwise = Some(self.body(&["end"])?);
            }
            break;
        }
        self.expect_word("end")?;
        self.depth -= 1;
        Ok(Expr {
            kind: ExprKind::If {
                branches,
                otherwise,
            },
            at: start.start,
        })
    }

    /// The word `w`, or an error naming what stands there.
    pub(super) fn expect_word(&mut self, w: &str) -> Result<(), Error> {
        if !self.at_word(w) {
            return self.expected(self.peek(), &format!("'{w}'"));
        }
        self.bump();
        Ok(())
    }
}

impl Parser<'_> {
    /// A function, if one starts here: `x -> body`, `(x, y) -> body` or
    /// `() -> body`. The body reaches as far as an expression can.
    pub(super) fn lambda(&mut self) -> Result<Option<Expr>, Error> {
        let params = match self.peek().tok {
            Tok::Ident if self.peek_at(1).tok == Tok::Arrow => vec![self.bindable(self.peek())?],
            Tok::LParen => {
                let mut k = 1;
                let mut names = Vec::new();
                while self.peek_at(k).tok == Tok::Ident {
                    names.push(self.peek_at(k));
                    k += 1;
                    if self.peek_at(k).tok != Tok::Comma {
                        break;
                    }
                    k += 1;
                }
                if self.peek_at(k).tok != Tok::RParen || self.peek_at(k + 1).tok != Tok::Arrow {
                    return Ok(None);
                }
                let names: Result<Vec<String>, Error> =
                    names.into_iter().map(|t| self.bindable(t)).collect();
                names?
            }
            _ => return Ok(None),
        };
        let at = self.peek().start;
        while self.peek().tok != Tok::Arrow {
            self.bump();
        }
        let arrow = self.bump();
        self.check_params(&params, at)?;
        self.enter(arrow.start)?;
        let body_from = self.pos;
        let body = self.scope(&params, Parser::expr)?;
        self.depth -= 1;
        let text = format!(
            "{} -> {}",
            params_text(&params),
            self.tokens_text(body_from, self.pos)
        );
        Ok(Some(Expr {
            kind: ExprKind::Lambda {
                params,
                specs: std::sync::Arc::default(),
                body: std::sync::Arc::new(body),
                text,
            },
            at,
        }))
    }

    /// Refuses a parameter named twice, or named as a parameter of a
    /// function around it (CGSuite's "Duplicate var": `x -> x -> x + 3`).
    pub(super) fn check_params(&self, params: &[String], at: usize) -> Result<(), Error> {
        for (k, p) in params.iter().enumerate() {
            if params[..k].contains(p) || self.params.contains(p) {
                let why = format!("duplicate parameter `{p}`");
                return err(self.col(at), ErrorKind::Undefined(why));
            }
        }
        Ok(())
    }

    /// The tokens `from..to` as CGSuite prints code: binary operators
    /// spaced, no space inside brackets or before a comma.
    pub(super) fn tokens_text(&self, from: usize, to: usize) -> String {
        let mut out = String::new();
        for k in from..to {
            let t = self.toks[k];
            if k > from {
                let p = self.toks[k - 1];
                let operator = |x: Tok| {
                    matches!(
                        x,
                        Tok::Arrow | Tok::Assign | Tok::Cmp(_) | Tok::Plus | Tok::Percent
                    )
                };
                let value_end =
                    matches!(p.tok, Tok::Ident | Tok::Int | Tok::RParen | Tok::RBracket);
                let tight = matches!(
                    t.tok,
                    Tok::Comma | Tok::Semicolon | Tok::RParen | Tok::RBracket | Tok::Dot
                ) || matches!(p.tok, Tok::LParen | Tok::LBracket | Tok::Dot)
                    || (matches!(t.tok, Tok::LParen | Tok::LBracket) && t.glued);
                let binary = (operator(t.tok) || operator(p.tok))
                    || (matches!(t.tok, Tok::Minus | Tok::Star) && value_end)
                    || (matches!(p.tok, Tok::Minus | Tok::Star)
                        && k >= from + 2
                        && matches!(
                            self.toks[k - 2].tok,
                            Tok::Ident | Tok::Int | Tok::RParen | Tok::RBracket
                        ));
                // A fraction `1/2` stays glued; other division is spaced.
                let fraction =
                    |a: Token, b: Token| a.tok == Tok::Int && b.tok == Tok::Divide && b.glued;
                let in_fraction = fraction(p, t)
                    || (p.tok == Tok::Divide
                        && t.glued
                        && k >= from + 2
                        && fraction(self.toks[k - 2], p));
                let space = !in_fraction
                    && (t.tok == Tok::Divide
                        || p.tok == Tok::Divide
                        || (!tight && (!t.glued || binary)));
                if space {
                    out.push(' ');
                }
            }
            out.push_str(self.text(t));
        }
        out
    }
}

impl Parser<'_> {
    /// The clauses of a loop: `for x from a [to b] [by s]`, `for x in L`,
    /// `for x := e`, `where c`, `while c`; a `for` first.
    pub(super) fn clauses(&mut self) -> Result<Vec<Clause>, Error> {
        let mut clauses = Vec::new();
        loop {
            if self.at_word("where") {
                self.bump();
                clauses.push(Clause::Where(self.expr()?));
                continue;
            }
            if self.at_word("while") {
                self.bump();
                clauses.push(Clause::While(self.expr()?));
                continue;
            }
            // `from 1 to 5 do …`: a loop with no name of its own.
            let var = if self.at_word("from") {
                " from".to_string()
            } else if self.at_word("for") {
                self.bump();
                let v = self.peek();
                if v.tok != Tok::Ident || super::KEYWORDS.contains(&self.text(v)) {
                    return self.expected(v, "a name after 'for'");
                }
                self.bump();
                self.bindable(v)?
            } else {
                return Ok(clauses);
            };
            if self.at_word("in") {
                self.bump();
                let list = self.expr()?;
                clauses.push(Clause::In { var, list });
            } else if self.peek().tok == Tok::Assign {
                // `for x := e`: the one binding.
                let t = self.bump();
                let e = self.expr()?;
                let list = Expr {
                    kind: ExprKind::List(vec![e]),
                    at: t.start,
                };
                clauses.push(Clause::In { var, list });
            } else if self.at_word("from") || self.at_word("to") {
                // `for x to 5`: from the value x has already.
                let from = if self.at_word("from") {
                    self.bump();
                    self.expr()?
                } else {
                    Expr {
                        kind: ExprKind::Name(var.clone()),
                        at: self.peek().start,
                    }
                };
                let to = if self.at_word("to") {
                    self.bump();
                    Some(self.expr()?)
                } else {
                    None
                };
                let by = if self.at_word("by") {
                    self.bump();
                    Some(self.expr()?)
                } else {
                    None
                };
                clauses.push(Clause::Range { var, from, to, by });
            } else {
                return self.expected(self.peek(), "'from', 'to', 'in' or ':='");
            }
        }
    }

    /// `for … yield e [yield e]… end` (a list of the values) or `for … do
    /// s; … end` (run for what it does: Nothing); `while c do … end`.
    pub(super) fn for_loop(&mut self) -> Result<Expr, Error> {
        let start = self.peek().start;
        self.enter(start)?;
        let mut clauses = self.clauses()?;
        // `while c do … end`: a loop with no name of its own that runs while
        // c holds (at most `MAX_LIST_ITEMS` times, as every loop).
        if matches!(clauses.first(), Some(Clause::While(_))) {
            let one = Value::Game(Game::integer(1));
            let from = Expr {
                kind: ExprKind::Evaluated(Box::new(one)),
                at: start,
            };
            let var = " while".to_string();
            clauses.insert(
                0,
                Clause::Range {
                    var,
                    from,
                    to: None,
                    by: None,
                },
            );
        }
        let (body, collect) = if self.at_word("do") {
            let t = self.bump();
            let statements = self.body(&["end"])?;
            let block = Expr {
                kind: ExprKind::Block(statements),
                at: t.start,
            };
            (vec![block], Collect::Do)
        } else if self.at_word("yield") {
            // CGSuite's `yield s; s; e`: a statement sequence, whose last
            // value is the item (`var`s in it local to one pass).
            let mut body = Vec::new();
            while self.at_word("yield") {
                let t = self.bump();
                let mut statements = self.body(&["end", "yield"])?;
                body.push(match (statements.len(), statements.pop()) {
                    (1, Some(Statement::Expr(e))) => e,
                    (_, last) => {
                        statements.extend(last);
                        Expr {
                            kind: ExprKind::Block(statements),
                            at: t.start,
                        }
                    }
                });
            }
            (body, Collect::List)
        } else {
            return self.expected(self.peek(), "'do', 'yield', 'for', 'where' or 'while'");
        };
        self.expect_word("end")?;
        self.depth -= 1;
        Ok(Expr {
            kind: ExprKind::Comprehension {
                body,
                clauses,
                collect,
            },
            at: start,
        })
    }

    /// `def f(x, y) := body` or `def f(x) begin … end`: binds `f` to the
    /// function.
    pub(super) fn def(&mut self) -> Result<Statement, Error> {
        self.bump();
        let name_tok = self.bump();
        let name = self.text(name_tok).to_string();
        let open = self.expect(Tok::LParen, "'(' after the name of a function")?;
        let (params, specs) = self.param_list()?;
        let from = if self.peek().tok == Tok::Assign {
            self.bump();
            self.pos
        } else if self.at_word("begin") {
            self.pos
        } else {
            return self.expected(self.peek(), "':=' or 'begin'");
        };
        self.check_params(&params, open.start)?;
        let body = self.scope(&params, |p| {
            if p.at_word("begin") {
                p.block()
            } else {
                p.expr()
            }
        })?;
        // CGSuite prints a block without a `;` before its `end`.
        let text = format!(
            "{} -> {}",
            params_text(&params),
            self.tokens_text(from, self.pos).replace("; end", " end")
        );
        Ok(Statement::Assign(
            name,
            Expr {
                kind: ExprKind::Lambda {
                    params,
                    specs: std::sync::Arc::new(specs),
                    body: std::sync::Arc::new(body),
                    text,
                },
                at: open.start,
            },
        ))
    }
}

/// Parameters as CGSuite prints them: `x`, `(x, y)`, `()`.
fn params_text(params: &[String]) -> String {
    match params {
        [one] => one.clone(),
        _ => format!("({})", params.join(", ")),
    }
}

impl Parser<'_> {
    /// `a or b`, `a and b` (`and` binding tighter), `not a`: truth values,
    /// loosest of all, as in CGSuite.
    pub(super) fn logical(&mut self) -> Result<Expr, Error> {
        self.chain("or", |p| p.chain("and", Self::negation))
    }

    /// `x word y word z …`, left to right: `or` (a `Logic(true, …)`) or
    /// `and` (`Logic(false, …)`) over operands that `operand` parses.
    fn chain(
        &mut self,
        word: &str,
        operand: impl Fn(&mut Self) -> Result<Expr, Error>,
    ) -> Result<Expr, Error> {
        let mut lhs = operand(self)?;
        while self.at_word(word) {
            self.bump();
            let rhs = operand(self)?;
            let at = lhs.at;
            lhs = Expr {
                kind: ExprKind::Logic(word == "or", Box::new(lhs), Box::new(rhs)),
                at,
            };
        }
        Ok(lhs)
    }

    fn negation(&mut self) -> Result<Expr, Error> {
        if self.at_word("not") {
            let t = self.bump();
            self.enter(t.start)?;
            let e = self.negation()?;
            self.depth -= 1;
            return Ok(Expr {
                kind: ExprKind::Not(Box::new(e)),
                at: t.start,
            });
        }
        self.comparison()
    }

    /// `break`, `continue`, or `return` with the expression after it, if
    /// one follows before the statement ends.
    pub(super) fn flow(&mut self, t: Token) -> Result<Expr, Error> {
        self.bump();
        let kind = match self.text(t) {
            "break" => ExprKind::Flow(Flow::Break),
            "continue" => ExprKind::Flow(Flow::Continue),
            _ => {
                let next = self.peek();
                let ends = matches!(
                    next.tok,
                    Tok::Semicolon
                        | Tok::Eof
                        | Tok::RParen
                        | Tok::RBracket
                        | Tok::RBrace
                        | Tok::Comma
                ) || (next.tok == Tok::Ident && KEYWORDS.contains(&self.text(next)));
                ExprKind::Return(if ends {
                    None
                } else {
                    Some(Box::new(self.expr()?))
                })
            }
        };
        Ok(Expr { kind, at: t.start })
    }

    /// A class's name after `is`: words joined by dots.
    pub(super) fn class_name(&mut self) -> Result<String, Error> {
        let mut name = String::new();
        loop {
            let t = self.expect(Tok::Ident, "the name of a class after 'is'")?;
            name.push_str(self.text(t));
            if self.peek().tok != Tok::Dot || self.peek_at(1).tok != Tok::Ident {
                return Ok(name);
            }
            self.bump();
            name.push('.');
        }
    }

    /// After `(`: parameters, each with what `param_spec` reads, up to and
    /// including the `)`.
    pub(super) fn param_list(&mut self) -> Result<(Vec<String>, Vec<ParamSpec>), Error> {
        let (mut params, mut specs) = (Vec::new(), Vec::new());
        while self.peek().tok == Tok::Ident {
            let t = self.bump();
            // Only the last parameter may take the rest of the arguments.
            if let Some(ParamSpec { expands: true, .. }) = specs.last() {
                let why = format!(
                    "Invalid expansion for parameter `{}`: must be in last position",
                    params.last().map_or("", String::as_str)
                );
                return err(self.col(t.start), ErrorKind::Undefined(why));
            }
            params.push(self.bindable(t)?);
            specs.push(self.param_spec()?);
            if self.peek().tok != Tok::Comma {
                break;
            }
            self.bump();
        }
        self.expect(Tok::RParen, "',' or ')'")?;
        Ok((params, specs))
    }

    /// After a parameter of `def`: `as Class`, then `? default` or `...`,
    /// each if written (CGSuite's `def f(x as Integer, y ? 2)`,
    /// `def f(xs as Integer...)`).
    fn param_spec(&mut self) -> Result<crate::expr::ast::ParamSpec, Error> {
        let mut spec = crate::expr::ast::ParamSpec::default();
        if self.at_word("as") {
            self.bump();
            spec.class = Some(self.class_name()?);
        }
        // `...` reads as `..` and a `.` glued to it.
        if self.peek().tok == Tok::DotDot
            && self.peek_at(1).tok == Tok::Dot
            && self.peek_at(1).glued
        {
            self.bump();
            self.bump();
            spec.expands = true;
        } else if self.peek().tok == Tok::Question {
            self.bump();
            spec.default = Some(self.expr()?);
        }
        Ok(spec)
    }
}
