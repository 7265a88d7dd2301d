//! What follows a primary expression: `.Method(args)`, application
//! `f(args)`, indexing `L[i]`, and the argument lists they read.

use super::Parser;
use crate::expr::ast::{Collect, Expr, ExprKind};
use crate::expr::error::{Error, ErrorKind, err};
use crate::expr::lexer::Tok;

impl Parser<'_> {
    /// `first`, then any methods, applications and indices after it, the
    /// whole placed at `at`.
    pub(super) fn postfix_from(
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
                    let called = self.peek().tok == Tok::LParen;
                    let args = if called {
                        self.args(Tok::LParen, Tok::RParen)?
                    } else {
                        vec![]
                    };
                    e = Expr {
                        kind: ExprKind::Method {
                            recv: Box::new(e),
                            name,
                            args,
                            called,
                        },
                        // Errors about the method point at its name.
                        at: name_tok.start,
                    };
                }
                // `L[i]`, glued as CGSuite writes it.
                Tok::LBracket if self.peek().glued => {
                    let open = self.peek().start;
                    let mut index = self.args(Tok::LBracket, Tok::RBracket)?;
                    if index.len() != 1 {
                        return err(
                            self.col(open),
                            ErrorKind::Expected {
                                expected: "one index in brackets, as in L[2]".into(),
                                found: format!("{} indices", index.len()),
                            },
                        );
                    }
                    e = Expr {
                        kind: ExprKind::Index(Box::new(e), Box::new(index.remove(0))),
                        at: open,
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
    pub(super) fn args(&mut self, open: Tok, close: Tok) -> Result<Vec<Expr>, Error> {
        let o = self.expect(open, "'('")?;
        self.enter(o.start)?;
        let mut args = Vec::new();
        if self.peek().tok != close {
            loop {
                args.push(self.arg()?);
                // `Sum(x for x from 1 to 5)`: a loop's list as the argument.
                if args.len() == 1 && self.at_word("for") {
                    let clauses = self.clauses()?;
                    let body = vec![args.pop().expect("one argument")];
                    let at = body[0].at;
                    args.push(Expr {
                        kind: ExprKind::Comprehension {
                            body,
                            clauses,
                            collect: Collect::List,
                        },
                        at,
                    });
                }
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

    /// An argument of a call: an expression, or `name => expression`.
    fn arg(&mut self) -> Result<Expr, Error> {
        let t = self.peek();
        if t.tok == Tok::Ident && self.peek_at(1).tok == Tok::FatArrow {
            self.pos += 2;
            let value = Box::new(self.expr()?);
            let name = self.text(t).to_string();
            return Ok(Expr {
                kind: ExprKind::Keyword { name, value },
                at: t.start,
            });
        }
        self.expr()
    }
}
