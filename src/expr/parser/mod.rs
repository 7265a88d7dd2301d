//! Expressions: a recursive-descent parser over the tokens, loosest binding
//! first: comparison, `+ - +-`, infix method (`G Heat t`), `n * G`, `:`,
//! unary `- +-`, postfix `.Method(args)`, application and `L[i]` (`postfix.rs`),
//! then primaries.

mod braces;
mod class_decl;
mod control;
mod literal;
mod postfix;
mod statements;

use super::ast::{Collect, Expr, ExprKind, Statement, Term};
use super::error::{Error, ErrorKind, Found, err};
use super::lexer::{Tok, Token, column, lex};
use literal::is_down_word;

/// Words that end an expression: `end` of a block, and the words of a
/// list comprehension.
const KEYWORDS: &[&str] = &[
    "end", "for", "from", "to", "by", "in", "where", "while", "then", "elseif", "else", "do",
    "yield", "and", "or", "is", "break", "continue", "return",
];

/// Braces, parentheses and prefix signs nested deeper than this are refused.
pub(crate) const MAX_DEPTH: usize = 100_000;

pub(crate) fn parse_statement(src: &str) -> Result<Statement, Error> {
    let mut p = Parser::new(src)?;
    let st = p.statement()?;
    p.end()?;
    Ok(st)
}

/// Statements separated by `;` (a last `;` is allowed), as a REPL line or
/// a `begin … end` block holds them.
pub(crate) fn parse_statements(src: &str) -> Result<Vec<Statement>, Error> {
    let mut p = Parser::new(src)?;
    let mut all = vec![p.statement()?];
    while p.peek().tok == Tok::Semicolon {
        p.bump();
        if p.peek().tok == Tok::Eof {
            break;
        }
        all.push(p.statement()?);
    }
    p.end()?;
    Ok(all)
}

struct Parser<'a> {
    src: &'a str,
    toks: Vec<Token>,
    pos: usize,
    depth: usize,
    /// Inside an exponent: a `*` glued to a number multiplies (`ω^19*9`
    /// is `(ω^19)·9`), as a nimber cannot be an exponent.
    in_exponent: bool,
    /// The parameters of the functions being read around here, and the
    /// `var`s of the blocks around here.
    params: Vec<String>,
    /// How many blocks (or bodies of `if`s and loops) are being read: a
    /// `var` outside every one is the session's.
    scopes: usize,
}

impl<'a> Parser<'a> {
    fn new(src: &'a str) -> Result<Parser<'a>, Error> {
        Ok(Parser {
            src,
            toks: lex(src)?,
            pos: 0,
            depth: 0,
            in_exponent: false,
            params: Vec::new(),
            scopes: 0,
        })
    }

    /// The end of the input, or an error naming what stands there.
    fn end(&self) -> Result<(), Error> {
        let t = self.peek();
        if t.tok != Tok::Eof {
            return self.expected(t, "an operator or the end of the input");
        }
        Ok(())
    }

    /// Whether the next token is the word `w`.
    fn at_word(&self, w: &str) -> bool {
        self.peek().tok == Tok::Ident && self.text(self.peek()) == w
    }

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
        stacker::maybe_grow(64 * 1024, 1024 * 1024, || match self.lambda()? {
            Some(f) => Ok(f),
            None => self.logical(),
        })
    }

    pub(super) fn comparison(&mut self) -> Result<Expr, Error> {
        let mut lhs = self.sided()?;
        if let Tok::Cmp(op) = self.peek().tok {
            self.bump();
            let rhs = self.sided()?;
            let at = lhs.at;
            lhs = Expr {
                kind: ExprKind::Cmp(op, Box::new(lhs), Box::new(rhs)),
                at,
            };
        }
        // `x is C`, looser than comparisons, as in CGSuite's grammar.
        if self.at_word("is") {
            self.bump();
            let at = lhs.at;
            let class = self.class_name()?;
            lhs = Expr {
                kind: ExprKind::Is(Box::new(lhs), class),
                at,
            };
        }
        Ok(lhs)
    }

    /// `onside & offside`, binding more loosely than sums.
    fn sided(&mut self) -> Result<Expr, Error> {
        let lhs = self.infix()?;
        if self.peek().tok != Tok::Amp {
            return Ok(lhs);
        }
        self.bump();
        let rhs = self.infix()?;
        let at = lhs.at;
        Ok(Expr {
            kind: ExprKind::Sided(Box::new(lhs), Box::new(rhs)),
            at,
        })
    }

    fn sum(&mut self) -> Result<Expr, Error> {
        let first = self.product()?;
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
            terms.push((term, self.product()?));
        }
        if terms.len() == 1 {
            return Ok(terms.pop().expect("one term").1);
        }
        Ok(Expr {
            kind: ExprKind::Sum(terms),
            at,
        })
    }

    /// CGSuite's infix method form: `G Name x` is `G.Name(x)`, binding
    /// more loosely than sums, as CGSuite's (`4 Max 3 + 5` is 8).
    fn infix(&mut self) -> Result<Expr, Error> {
        let mut lhs = self.range()?;
        // `end` closes a block and the words of a comprehension go on
        // it: none is an infix method.
        while self.peek().tok == Tok::Ident
            && !is_down_word(self.text(self.peek()))
            && !KEYWORDS.contains(&self.text(self.peek()))
        {
            let name_tok = self.bump();
            let name = self.text(name_tok).to_string();
            let arg = self.range()?;
            // Errors about the method point at its name.
            let at = name_tok.start;
            lhs = Expr {
                kind: ExprKind::Method {
                    recv: Box::new(lhs),
                    name,
                    args: vec![arg],
                    called: true,
                },
                at,
            };
        }
        Ok(lhs)
    }

    /// `a..b` or `a..b..step`, binding more loosely than sums
    /// (`1..n-1`), as CGSuite's.
    fn range(&mut self) -> Result<Expr, Error> {
        let from = self.sum()?;
        if self.peek().tok != Tok::DotDot {
            return Ok(from);
        }
        self.bump();
        let to = self.sum()?;
        let step = if self.peek().tok == Tok::DotDot {
            self.bump();
            Some(Box::new(self.sum()?))
        } else {
            None
        };
        let at = from.at;
        Ok(Expr {
            kind: ExprKind::Range(Box::new(from), Box::new(to), step),
            at,
        })
    }

    /// `a * b`, `a / b`, `a % b`, left to right.
    fn product(&mut self) -> Result<Expr, Error> {
        let mut lhs = self.ordinal()?;
        loop {
            let make = match self.peek().tok {
                Tok::Star => ExprKind::Mul,
                Tok::Divide => ExprKind::Div,
                Tok::Percent => ExprKind::Rem,
                _ => return Ok(lhs),
            };
            self.bump();
            let rhs = self.ordinal()?;
            let at = lhs.at;
            lhs = Expr {
                kind: make(Box::new(lhs), Box::new(rhs)),
                at,
            };
        }
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
            _ => {
                let base = self.postfix_from(t.start, |p| p.primary())?;
                self.power(base)
            }
        }
    }

    /// `base ^ exponent`, right to left (`3 ^ 2 ^ 2` is 3^4), binding
    /// tighter than a sign. A `^` glued to a number literal is an up of
    /// the literal instead (`3^2` is 3 + ^2, as printed).
    fn power(&mut self, base: Expr) -> Result<Expr, Error> {
        if self.peek().tok != Tok::Up {
            return Ok(base);
        }
        let t = self.bump();
        self.enter(t.start)?;
        let outer = std::mem::replace(&mut self.in_exponent, true);
        let exponent = self.unary();
        self.in_exponent = outer;
        let exponent = exponent?;
        self.depth -= 1;
        let at = base.at;
        Ok(Expr {
            kind: ExprKind::Pow(Box::new(base), Box::new(exponent)),
            at,
        })
    }

    fn primary(&mut self) -> Result<Expr, Error> {
        let t = self.peek();
        match t.tok {
            Tok::Star if self.star_form().is_some() => self.star_prefixed(t),
            Tok::Int | Tok::Up | Tok::DoubleUp | Tok::Down | Tok::DoubleDown | Tok::Star => {
                self.nus(false)
            }
            Tok::Ident if self.text(t) == "if" => self.if_then(),
            Tok::Ident if matches!(self.text(t), "for" | "while" | "from") => self.for_loop(),
            Tok::Ident if is_down_word(self.text(t)) => self.nus(false),
            Tok::Ident if self.text(t) == "begin" => self.block(),
            Tok::Ident if matches!(self.text(t), "break" | "continue" | "return") => self.flow(t),
            Tok::Ident => self.name_or_call(t),
            Tok::Str => {
                self.bump();
                let s = self.src[t.start + 1..t.end - 1].to_string();
                Ok(Expr {
                    kind: ExprKind::Str(s),
                    at: t.start,
                })
            }
            Tok::LParen => self.parenthesised(t),
            Tok::LBracket => self.list(),
            Tok::LBrace => self.braces(),
            Tok::Quote => self.explicit(),
            _ => self.expected(t, "an expression"),
        }
    }

    /// Which form glued to a star starts here, if any: `*[…]` (a misère
    /// game), `*(n)` (the nimber of a number), or `*omega`, `*n`: the
    /// nimber of a name's value, as CGSuite reads `*` before a name.
    fn star_form(&self) -> Option<StarForm> {
        let (t, next) = (self.peek(), self.peek_at(1));
        match next.tok {
            Tok::LBracket if next.start == t.end => Some(StarForm::Misere),
            Tok::LParen if next.glued => Some(StarForm::NimOf),
            Tok::Ident if next.glued && self.starred_name(1) => Some(StarForm::Name),
            _ => None,
        }
    }

    /// Whether the token `k` ahead is a name that a star glued before it
    /// takes the nimber of: not a keyword or a down (`*v` is a star and a
    /// down), nor a call or a named position (`*f(3)`, `*a{…}`).
    fn starred_name(&self, k: usize) -> bool {
        let (t, after) = (self.peek_at(k), self.peek_at(k + 1));
        let word = self.text(t);
        t.tok == Tok::Ident
            && !KEYWORDS.contains(&word)
            && !is_down_word(word)
            && (!after.glued || !matches!(after.tok, Tok::LParen | Tok::LBrace))
    }

    /// The form [`Parser::star_form`] found, from its star `t`.
    fn star_prefixed(&mut self, t: Token) -> Result<Expr, Error> {
        let form = self.star_form();
        self.bump();
        let kind = match form {
            Some(StarForm::Misere) => ExprKind::Misere(self.args(Tok::LBracket, Tok::RBracket)?),
            Some(StarForm::NimOf) => ExprKind::NimOf(Box::new(self.primary()?)),
            _ => {
                let w = self.bump();
                let name = Expr {
                    kind: ExprKind::Name(self.text(w).to_string()),
                    at: w.start,
                };
                ExprKind::NimOf(Box::new(name))
            }
        };
        Ok(Expr { kind, at: t.start })
    }

    /// A name from its token `t`: a call `f(…)`, a named position `a{…}`,
    /// or the name alone; a CGSuite package prefix before it is skipped.
    fn name_or_call(&mut self, t: Token) -> Result<Expr, Error> {
        let prefix = self.package_prefix();
        if prefix > 0 {
            for _ in 0..prefix {
                self.bump();
            }
            return self.primary();
        }
        self.bump();
        let name = self.text(t).to_string();
        if self.peek().tok == Tok::LParen {
            let args = self.args(Tok::LParen, Tok::RParen)?;
            return Ok(Expr {
                kind: ExprKind::Call { name, args },
                at: t.start,
            });
        }
        // `a{…}`, the name touching the brace: a named position.
        let next = self.peek();
        if next.tok == Tok::LBrace && next.start == t.end {
            let body = Box::new(self.braces()?);
            if !matches!(body.kind, ExprKind::Braces { .. }) {
                return self.expected(next, "'|' in a named position");
            }
            return Ok(Expr {
                kind: ExprKind::Named { label: name, body },
                at: t.start,
            });
        }
        Ok(Expr {
            kind: ExprKind::Name(name),
            at: t.start,
        })
    }

    /// `(e)`, or coordinates `(a, b)`, from the opening parenthesis `t`.
    fn parenthesised(&mut self, t: Token) -> Result<Expr, Error> {
        self.bump();
        self.enter(t.start)?;
        // `(x := e)`: an assignment as a value, as in CGSuite's
        // `y -> (x := y)`.
        if self.peek().tok == Tok::Ident && self.peek_at(1).tok == Tok::Assign {
            let name = self.bindable(self.peek())?;
            self.pos += 2;
            let value = Box::new(self.expr()?);
            self.expect(Tok::RParen, "')'")?;
            self.depth -= 1;
            return Ok(Expr {
                kind: ExprKind::Assign(name, value),
                at: t.start,
            });
        }
        let e = self.expr()?;
        // `(x^2 for x from 1 to 5)`: a loop's list, as in CGSuite.
        if self.at_word("for") {
            let clauses = self.clauses()?;
            self.expect(Tok::RParen, "')'")?;
            self.depth -= 1;
            return Ok(Expr {
                kind: ExprKind::Comprehension {
                    body: vec![e],
                    clauses,
                    collect: Collect::List,
                },
                at: t.start,
            });
        }
        // `(a, b)`: coordinates.
        if self.peek().tok == Tok::Comma {
            self.bump();
            let f = self.expr()?;
            self.expect(Tok::RParen, "')'")?;
            self.depth -= 1;
            return Ok(Expr {
                kind: ExprKind::Coordinates(Box::new(e), Box::new(f)),
                at: t.start,
            });
        }
        self.expect(Tok::RParen, "',' or ')'")?;
        self.depth -= 1;
        Ok(e)
    }

    /// How many tokens of a CGSuite package prefix start here: `game.` and
    /// `game.heap.` (strip, grid, graph, misere) before a function's name,
    /// as in `game.heap.Kayles(5)`, and `cgsuite.util.` before `Icon` or a
    /// function's name. Names are unique here, so the package
    /// is dropped; a bare `game.` only before a known function, so that a
    /// variable named `game` keeps its methods.
    fn package_prefix(&self) -> usize {
        let word =
            |k: usize| (self.peek_at(k).tok == Tok::Ident).then(|| self.text(self.peek_at(k)));
        let dot = |k: usize| self.peek_at(k).tok == Tok::Dot;
        // `Player.Left` is `Left`.
        if word(0) == Some("Player") && dot(1) && matches!(word(2), Some("Left" | "Right")) {
            return 2;
        }
        // CGSuite's `examples` package holds games the catalogue has too
        // (the tutorial's `examples.Nim(8)`): the same rules, so the same values.
        if word(0) == Some("examples")
            && dot(1)
            && matches!(
                word(2),
                Some("Nim" | "PartizanSubtraction" | "Clobber" | "TopplingDominoes")
            )
        {
            return 2;
        }
        // `cgsuite.util.Icon`, `cgsuite.util.MutableList(…)`.
        if word(0) == Some("cgsuite")
            && dot(1)
            && matches!(word(2), Some("lang" | "util"))
            && dot(3)
            && word(4).is_some_and(|w| w == "Icon" || crate::expr::functions::exists(w))
        {
            return 4;
        }
        if word(0) != Some("game") || !dot(1) {
            return 0;
        }
        match word(2) {
            Some("heap" | "strip" | "grid" | "graph" | "misere" | "variant")
                if dot(3) && word(4).is_some() =>
            {
                4
            }
            Some(name) if crate::expr::functions::exists(name) => 2,
            _ => 0,
        }
    }
}

/// A form glued to a star (see `Parser::star_form`).
#[derive(Clone, Copy)]
enum StarForm {
    Misere,
    NimOf,
    Name,
}
