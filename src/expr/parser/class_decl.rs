//! CGSuite's class declarations, written in a line of the language:
//!
//! ```text
//! class PartizanSubtraction(leftSet as Collection, rightSet as Collection) extends Ruleset
//!   class Position(heapSize as Integer) extends Game
//!     override def Options(player as Player) begin
//!       var subtSet := if player == Left then leftSet else rightSet end;
//!       [Position(heapSize - k) for k in subtSet where k <= heapSize]
//!     end
//!   end
//!   def Eval(heapSize as Integer) := Position(heapSize);
//! end
//! ```
//!
//! A class has parameters (its constructor's), `var`s, methods (`def M :=
//! e` is called when named, `def M(x) := e` with arguments) and nested
//! classes; what it means is `expr::objects`' to say.

use std::sync::Arc;

use super::super::ast::{ClassDecl, Expr, ExprKind, MethodDecl, ParamSpec, Statement};
use super::super::error::{Error, ErrorKind, err};
use super::super::lexer::Tok;
use super::Parser;

/// Words that may stand before `class`, and what the crate makes of them.
const MODIFIERS: &[&str] = &["singleton", "mutable", "system", "enum"];

impl Parser<'_> {
    /// Whether a class declaration starts here: `class Name`, or a
    /// modifier and then `class`.
    pub(super) fn at_class(&self) -> bool {
        let word = |k: usize| {
            let t = self.peek_at(k);
            (t.tok == Tok::Ident).then(|| self.text(t))
        };
        match word(0) {
            Some("class") => self.peek_at(1).tok == Tok::Ident,
            Some(m) if MODIFIERS.contains(&m) => {
                word(1) == Some("class") || (m == "enum" && self.peek_at(1).tok == Tok::Ident)
            }
            _ => false,
        }
    }

    /// `[singleton] class Name[(params)] [extends A, B] members end`: binds
    /// `Name` to the class (a singleton class, to its one object).
    pub(super) fn class_statement(&mut self) -> Result<Statement, Error> {
        let decl = self.class_decl()?;
        let at = decl.at;
        let name = decl.name.clone();
        Ok(Statement::Assign(
            name,
            Expr {
                kind: ExprKind::ClassDef(Arc::new(decl)),
                at,
            },
        ))
    }

    fn class_decl(&mut self) -> Result<ClassDecl, Error> {
        let start = self.peek();
        self.enter(start.start)?;
        let mut singleton = false;
        let mut mutable = false;
        let mut is_enum = false;
        while !self.at_word("class") && !is_enum {
            let t = self.bump();
            match self.text(t) {
                "singleton" => singleton = true,
                "mutable" => mutable = true,
                "enum" => is_enum = true,
                word => {
                    let why = format!("`{word}` classes are not supported yet");
                    return err(self.col(t.start), ErrorKind::Undefined(why));
                }
            }
        }
        if !is_enum {
            self.bump();
        }
        let name_tok = self.expect(Tok::Ident, "the name of the class")?;
        let name = self.text(name_tok).to_string();
        let params = if self.peek().tok == Tok::LParen && !is_enum {
            Some(self.class_params()?)
        } else {
            None
        };
        if singleton && params.is_some() {
            let why = format!("class `{name}` must not have a constructor if declared `singleton`");
            return err(self.col(name_tok.start), ErrorKind::Undefined(why));
        }
        let mut extends = Vec::new();
        if self.at_word("extends") {
            self.bump();
            loop {
                extends.push(self.dotted_name("the name of a class after 'extends'")?);
                if self.peek().tok != Tok::Comma {
                    break;
                }
                self.bump();
            }
        }
        let elements = if is_enum {
            Some(self.enum_elements()?)
        } else {
            None
        };
        let names: Vec<String> = params.iter().flat_map(|(p, _)| p.clone()).collect();
        let mut decl = ClassDecl {
            name,
            singleton,
            mutable,
            mutable_vars: Vec::new(),
            params,
            extends,
            vars: Vec::new(),
            methods: Vec::new(),
            nested: Vec::new(),
            elements,
            at: name_tok.start,
        };
        self.scope(&names, |p| p.members(&mut decl))?;
        self.depth -= 1;
        Ok(decl)
    }

    /// `A, B, C;` after an enum's name: its values, each named once.
    fn enum_elements(&mut self) -> Result<Vec<String>, Error> {
        let mut elements: Vec<String> = Vec::new();
        // An enum with no values starts its members at once.
        const MEMBERS: &[&str] = &["end", "def", "override", "var", "mutable"];
        while self.peek().tok == Tok::Ident
            && !self.at_class()
            && !MEMBERS.iter().any(|w| self.at_word(w))
        {
            let t = self.bump();
            let name = self.text(t).to_string();
            if elements.contains(&name) {
                let why = format!("duplicate symbol `{name}` in enum");
                return err(self.col(t.start), ErrorKind::Undefined(why));
            }
            elements.push(name);
            match self.peek().tok {
                Tok::Comma => {
                    self.bump();
                }
                Tok::Semicolon => break,
                _ => return self.expected(self.peek(), "',' or ';' after a value of the enum"),
            }
        }
        Ok(elements)
    }

    /// `(x as C ? d, y)`: the constructor's parameters.
    fn class_params(&mut self) -> Result<(Vec<String>, Arc<Vec<ParamSpec>>), Error> {
        let open = self.bump();
        let (params, specs) = self.param_list()?;
        self.check_params(&params, open.start)?;
        Ok((params, Arc::new(specs)))
    }

    /// Words joined by dots: `Game`, `game.heap.HeapRuleset`.
    fn dotted_name(&mut self, what: &str) -> Result<String, Error> {
        let mut name = String::new();
        loop {
            let t = self.expect(Tok::Ident, what)?;
            name.push_str(self.text(t));
            if self.peek().tok != Tok::Dot || self.peek_at(1).tok != Tok::Ident {
                return Ok(name);
            }
            self.bump();
            name.push('.');
        }
    }

    /// The members up to the class's `end`, each name declared once.
    fn members(&mut self, decl: &mut ClassDecl) -> Result<(), Error> {
        loop {
            while self.peek().tok == Tok::Semicolon {
                self.bump();
            }
            let t = self.peek();
            if self.at_word("end") {
                self.bump();
                return Ok(());
            }
            let name = if self.at_class() {
                let nested = self.class_decl()?;
                let name = nested.name.clone();
                if decl.mutable && !nested.mutable {
                    let why = format!(
                        "nested class `{name}` of mutable class `{}` is not declared `mutable`",
                        decl.name
                    );
                    return err(self.col(t.start), ErrorKind::Undefined(why));
                }
                decl.nested.push(Arc::new(nested));
                name
            } else if self.at_word("mutable") && self.peek_at(1).tok == Tok::Ident {
                self.bump();
                self.mutable_var(decl, t.start)?
            } else if self.at_word("var") && self.peek_at(1).tok == Tok::Ident {
                self.bump();
                let n = self.bump();
                let name = self.text(n).to_string();
                if self.peek().tok != Tok::Assign {
                    let why = format!(
                        "immutable variable `{name}` must be assigned a value (or else declared `mutable`)"
                    );
                    return err(self.col(n.start), ErrorKind::Undefined(why));
                }
                self.bump();
                let init = self.expr()?;
                decl.vars.push((name.clone(), init));
                self.params.push(name.clone());
                name
            } else if self.at_word("def") || self.at_word("override") {
                let method = self.method_decl()?;
                let name = method.name.clone();
                decl.methods.push(method);
                name
            } else if t.tok == Tok::Eof {
                return self.expected(t, &format!("'end' to close class `{}`", decl.name));
            } else {
                return self.expected(t, "'def', 'var', 'class' or 'end' in a class");
            };
            decl.check_unique(&name).map_err(|why| Error {
                column: self.col(t.start),
                kind: ErrorKind::Undefined(why),
            })?;
        }
    }

    /// `mutable var x [:= e]` (after `mutable`), in a mutable class: a
    /// field its methods may assign, Nothing until they do when it has no
    /// value to start with.
    fn mutable_var(&mut self, decl: &mut ClassDecl, at: usize) -> Result<String, Error> {
        if !self.at_word("var") || self.peek_at(1).tok != Tok::Ident {
            return self.expected(self.peek(), "'var' and a name after 'mutable'");
        }
        self.bump();
        let n = self.bump();
        let name = self.text(n).to_string();
        if !decl.mutable {
            let why = format!(
                "class `{}` is immutable, but variable `{name}` is declared `mutable`",
                decl.name
            );
            return err(self.col(at), ErrorKind::Undefined(why));
        }
        let init = if self.peek().tok == Tok::Assign {
            self.bump();
            self.expr()?
        } else {
            Expr {
                kind: ExprKind::Evaluated(Box::new(crate::expr::Value::Nothing)),
                at: n.start,
            }
        };
        decl.vars.push((name.clone(), init));
        decl.mutable_vars.push(name.clone());
        self.params.push(name.clone());
        Ok(name)
    }

    /// `[override] def M := e`, `def M(x) := e` or `def M(x) begin … end`.
    fn method_decl(&mut self) -> Result<MethodDecl, Error> {
        let overrides = self.at_word("override");
        if overrides {
            self.bump();
            if !self.at_word("def") {
                return self.expected(self.peek(), "'def' after 'override'");
            }
        }
        if self.peek_at(1).tok != Tok::Ident {
            return self.expected(self.peek_at(1), "the name of a method after 'def'");
        }
        let bare = matches!(self.peek_at(2).tok, Tok::Assign)
            || (self.peek_at(2).tok == Tok::Ident && self.text(self.peek_at(2)) == "begin");
        if !bare {
            let Statement::Assign(name, lambda) = self.def()? else {
                unreachable!("def gives an assignment");
            };
            return Ok(MethodDecl {
                name,
                autoinvoke: false,
                overrides,
                lambda,
                signature: Default::default(),
            });
        }
        self.bump();
        let name_tok = self.bump();
        let name = self.text(name_tok).to_string();
        if self.peek().tok == Tok::Assign {
            self.bump();
        }
        let from = self.pos;
        let body = self.scope(&[], |p| {
            if p.at_word("begin") {
                p.block()
            } else {
                p.expr()
            }
        })?;
        let text = format!("() -> {}", self.tokens_text(from, self.pos));
        Ok(MethodDecl {
            name,
            autoinvoke: true,
            overrides,
            lambda: Expr {
                kind: ExprKind::Lambda {
                    params: Vec::new(),
                    specs: Arc::default(),
                    body: Arc::new(body),
                    text,
                },
                at: name_tok.start,
            },
            signature: Default::default(),
        })
    }
}

impl ClassDecl {
    /// Refuses a second member named `name` (CGSuite's "Duplicate symbol").
    fn check_unique(&self, name: &str) -> Result<(), String> {
        let same: Vec<&MethodDecl> = self.methods.iter().filter(|m| m.name == name).collect();
        // Methods of one name are overloads, unless two share a signature.
        for (k, m) in same.iter().enumerate() {
            if same[..k].iter().any(|n| n.signature() == m.signature()) {
                let what = m.signature_text(&self.name);
                return Err(format!("method `{what}` is declared twice"));
            }
        }
        let methods = same.len().min(1);
        let vars = self.vars.iter().filter(|(v, _)| v == name).count();
        let nested = self.nested.iter().filter(|c| c.name == name).count()
            + self
                .elements
                .iter()
                .flatten()
                .filter(|e| *e == name)
                .count();
        let params = self
            .params
            .as_ref()
            .map_or(0, |(p, _)| p.iter().filter(|p| *p == name).count());
        match (methods, vars, nested, params) {
            (_, 2.., ..) => Err(format!(
                "variable `{name}` is declared twice in class `{}`",
                self.name
            )),
            (m, v, n, p) if m + v + n + p > 1 => Err(format!(
                "duplicate symbol `{name}` in class `{}`",
                self.name
            )),
            _ => Ok(()),
        }
    }
}
