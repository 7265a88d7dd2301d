//! Statements: `name := e`, `var name := e`, `def f(x) := …`, and the
//! lists of them that blocks and the bodies of `if`s and loops hold, each
//! a scope of its own for the `var`s in it (CGSuite's "Duplicate var").

use super::super::ast::{Expr, ExprKind, Statement};
use super::super::error::{Error, ErrorKind, err};
use super::super::lexer::{Tok, Token};
use super::Parser;
use super::literal::is_down_word;

impl Parser<'_> {
    /// `name := expression`, or an expression.
    pub(super) fn statement(&mut self) -> Result<Statement, Error> {
        // CGSuite's `var x := e` makes x local to the block, loop or call
        // it stands in; `var x` alone binds it to Nothing.
        if self.at_word("var") && self.peek_at(1).tok == Tok::Ident {
            self.bump();
            let t = self.bump();
            let name = self.bindable(t)?;
            // CGSuite's "Duplicate var": a name already local around here.
            if self.scopes > 0 {
                if self.params.contains(&name) {
                    let why = format!("duplicate variable `{name}` (already local here)");
                    return err(self.col(t.start), ErrorKind::Undefined(why));
                }
                self.params.push(name.clone());
            }
            if self.peek().tok == Tok::Assign {
                self.bump();
                return Ok(Statement::Var(name, self.expr()?));
            }
            let nothing = Expr {
                kind: ExprKind::Name("Nothing".into()),
                at: t.start,
            };
            return Ok(Statement::Var(name, nothing));
        }
        if self.at_word("def") && self.peek_at(1).tok == Tok::Ident {
            return self.def();
        }
        if self.at_class() {
            return self.class_statement();
        }
        Ok(
            if self.peek().tok == Tok::Ident && self.peek_at(1).tok == Tok::Assign {
                let name = self.bindable(self.peek())?;
                self.pos += 2;
                Statement::Assign(name, self.expr()?)
            } else {
                let e = self.expr()?;
                // `L[i] := v`, `x.f := v`: CGSuite refuses these too.
                let t = self.peek();
                if t.tok == Tok::Assign {
                    return self.expected(t, "an operator (':=' assigns to a name only)");
                }
                Statement::Expr(e)
            },
        )
    }

    /// The name `t` to bind. A down written with letters (`v`, `vv`,
    /// `v3`) is refused: it always reads as the down, so that a value
    /// bound to it could never be read back (CGSuite refuses it too).
    pub(super) fn bindable(&self, t: Token) -> Result<String, Error> {
        let name = self.text(t);
        if is_down_word(name) {
            let why = format!(
                "`{name}` is a down (↓) in CGSuite's notation, not a name: choose another name"
            );
            return err(self.col(t.start), ErrorKind::Undefined(why));
        }
        Ok(name.to_string())
    }

    /// `f` run in a scope of its own holding `names` (a function's
    /// parameters, or none for a block): the `var`s read inside end with it.
    pub(super) fn scope<T>(
        &mut self,
        names: &[String],
        f: impl FnOnce(&mut Self) -> Result<T, Error>,
    ) -> Result<T, Error> {
        let outer = self.params.len();
        self.params.extend(names.iter().cloned());
        self.scopes += 1;
        let made = f(self);
        self.scopes -= 1;
        self.params.truncate(outer);
        made
    }

    /// `begin s; s; … end` (`begin end` is Nothing, as in CGSuite).
    pub(super) fn block(&mut self) -> Result<Expr, Error> {
        let start = self.bump();
        self.enter(start.start)?;
        let statements = self.body(&["end"])?;
        self.bump();
        self.depth -= 1;
        Ok(Expr {
            kind: ExprKind::Block(statements),
            at: start.start,
        })
    }

    /// Statements separated by `;` (a last `;` allowed, none at all too)
    /// up to one of the words `until`, which is left to the caller.
    pub(super) fn body(&mut self, until: &[&str]) -> Result<Vec<Statement>, Error> {
        self.scope(&[], |p| {
            let mut out = Vec::new();
            loop {
                if until.iter().any(|w| p.at_word(w)) {
                    return Ok(out);
                }
                out.push(p.statement()?);
                if p.peek().tok == Tok::Semicolon {
                    p.bump();
                } else if !until.iter().any(|w| p.at_word(w)) {
                    let what = until.iter().map(|w| format!("'{w}'")).collect::<Vec<_>>();
                    return p.expected(p.peek(), &format!("';' or {}", what.join(" or ")));
                }
            }
        })
    }
}
