//! Number-up-star literals (`3`, `-1/2`, `^^*`, `73/16v9*8`, `*5`) and
//! up-powers (`^<3>`, `v[2]*`).

use num_bigint::BigInt;
use num_traits::ToPrimitive;

use super::Parser;
use crate::expr::ast::{Expr, ExprKind, Term};
use crate::expr::error::{Error, ErrorKind};
use crate::expr::lexer::{CmpOp, Tok, Token};
use crate::numbers::{Dyadic, DyadicError};

impl Parser<'_> {
    /// A number-up-star literal such as `3`, `-1/2`, `^^*`, `73/16v9*8`,
    /// `*5`, or `2Tiny(2)`. Its parts are glued together.
    pub(super) fn nus(&mut self, negative: bool) -> Result<Expr, Error> {
        let at = self.peek().start;
        let number = self.number_part(negative)?;
        let Some(x) = &number else {
            if let Some(e) = self.up_power(at, negative)? {
                return Ok(e);
            }
            return self.nus_rest(at, None);
        };
        // `5over`, `-1/4v[on]`: a number glued to `over`, `under` or an
        // up-power is their sum.
        let t = self.peek();
        let tail = match t.tok {
            _ if !t.glued => None,
            Tok::Ident if matches!(self.text(t), "over" | "under") => {
                self.bump();
                Some(Expr {
                    kind: ExprKind::Name(self.text(t).to_string()),
                    at: t.start,
                })
            }
            _ => self.up_power(t.start, false)?,
        };
        if let Some(tail) = tail {
            let lit = Expr {
                kind: ExprKind::Nus {
                    number: x.clone(),
                    ups: 0,
                    nimber: 0,
                },
                at,
            };
            return Ok(Expr {
                kind: ExprKind::Sum(vec![(Term::Plus, lit), (Term::Plus, tail)]),
                at,
            });
        }
        self.nus_rest(at, number)
    }

    /// The ups, star and glued `Tiny`/`Miny` after a literal's number.
    fn nus_rest(&mut self, at: usize, number: Option<Dyadic>) -> Result<Expr, Error> {
        let mut first = number.is_none();
        let ups = self.ups_part(&mut first)?;
        // `^*n`: after ups alone, a star glued to a name is the name's
        // nimber, as CGSuite reads it (after a number it multiplies).
        if number.is_none()
            && ups != 0
            && self.peek().tok == Tok::Star
            && self.peek().glued
            && self.peek_at(1).glued
            && self.starred_name(1)
        {
            let star = self.bump();
            let w = self.bump();
            let name = Expr {
                kind: ExprKind::Name(self.text(w).to_string()),
                at: w.start,
            };
            let ups = Expr {
                kind: ExprKind::Nus {
                    number: Dyadic::zero(),
                    ups,
                    nimber: 0,
                },
                at,
            };
            let nim = Expr {
                kind: ExprKind::NimOf(Box::new(name)),
                at: star.start,
            };
            return Ok(Expr {
                kind: ExprKind::Sum(vec![(Term::Plus, ups), (Term::Plus, nim)]),
                at,
            });
        }
        let nimber = self.star(first)?;
        if first && nimber.is_none() {
            return self.expected(self.peek(), "an expression");
        }
        let has_number = number.is_some();
        let lit = Expr {
            kind: ExprKind::Nus {
                number: number.unwrap_or_else(Dyadic::zero),
                ups,
                nimber: nimber.unwrap_or(0),
            },
            at,
        };
        // `2Tiny(2)`: a number glued to Tiny or Miny is their sum.
        let t = self.peek();
        if has_number
            && ups == 0
            && nimber.unwrap_or(0) == 0
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

    /// The number that starts a literal, `3` or `-1/2`, if there is one.
    fn number_part(&mut self, negative: bool) -> Result<Option<Dyadic>, Error> {
        if self.peek().tok != Tok::Int {
            return Ok(None);
        }
        let t = self.bump();
        let mut end = t.end;
        if self.peek().tok == Tok::Divide
            && self.peek().glued
            && self.peek_at(1).tok == Tok::Int
            && self.peek_at(1).glued
        {
            self.bump();
            end = self.bump().end;
        }
        let text = &self.src[t.start..end];
        // `1/3`, `17/0`: not a dyadic literal but a division, of numbers
        // the games do not hold (`1/3`, `inf`).
        if end != t.end
            && matches!(
                text.parse::<Dyadic>(),
                Err(DyadicError::NotDyadic(_) | DyadicError::ZeroDenominator(_))
            )
        {
            self.pos -= 2;
            end = t.end;
        }
        let text = &self.src[t.start..end];
        let number = text.parse::<Dyadic>().map_err(|e| {
            let shown = text.to_string();
            let kind = match e {
                DyadicError::ZeroDenominator(_) => ErrorKind::DivisionByZero(shown),
                _ => ErrorKind::NotDyadic(shown),
            };
            Error {
                column: self.col(t.start),
                kind,
            }
        })?;
        Ok(Some(if negative { -number } else { number }))
    }

    /// The ups and downs glued on (`^^`, `v3`, `↑2`), counted; `first` is
    /// whether nothing of the literal has been read yet, and is cleared
    /// when something is.
    fn ups_part(&mut self, first: &mut bool) -> Result<i64, Error> {
        let mut ups: i64 = 0;
        loop {
            let t = self.peek();
            if !(*first || t.glued) {
                return Ok(ups);
            }
            // `2^(n)`: a power, not an up.
            if t.tok == Tok::Up && !*first && self.peek_at(1).tok == Tok::LParen {
                return Ok(ups);
            }
            let add: i64 = match t.tok {
                Tok::Up | Tok::Down => {
                    self.bump();
                    let n = self.glued_count()?;
                    if t.tok == Tok::Up { n } else { -n }
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
                    -self.down_word(t)?
                }
                _ => return Ok(ups),
            };
            ups = ups.checked_add(add).ok_or_else(|| Error {
                column: self.col(t.start),
                kind: ErrorKind::TooLarge("too many ups".into()),
            })?;
            *first = false;
        }
    }

    /// The count of downs a word such as `vvv` or `v9` stands for.
    fn down_word(&self, t: Token) -> Result<i64, Error> {
        let w = self.text(t);
        if w.bytes().all(|b| b == b'v') {
            return Ok(w.len() as i64);
        }
        w[1..].parse::<i64>().map_err(|_| Error {
            column: self.col(t.start),
            kind: ErrorKind::TooLarge(format!("{w}: too many downs")),
        })
    }

    /// A star `*` or `*m` (glued on, unless it starts the literal): the
    /// nimber, or `None` when there is no star here.
    fn star(&mut self, first: bool) -> Result<Option<u64>, Error> {
        let t = self.peek();
        // `*(n)` glued is the nimber of n (`star_form`), and after a
        // number `*(` multiplies; a lone `*` before a spaced `(` is a star.
        let paren = self.peek_at(1);
        if t.tok != Tok::Star
            || !(first || t.glued)
            || (paren.tok == Tok::LParen && (paren.glued || !first))
            || (self.in_exponent && !first)
        {
            return Ok(None);
        }
        // After a number, `*` before braces or a name multiplies, as in
        // CGSuite: `5*{3||2|1}`, `10*upon` (`v` still glues: `3*v`).
        let next = self.peek_at(1);
        let name = next.tok == Tok::Ident
            && next.glued
            && self.text(next) != "v"
            && !super::KEYWORDS.contains(&self.text(next));
        if !first && (next.tok == Tok::LBrace || name) {
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
        let on = b.tok == Tok::Ident && self.text(b) == "on";
        if !(a.glued && b.glued && c.glued && (b.tok == Tok::Int || on) && (angle || square)) {
            return Ok(None);
        }
        if on {
            // `^[on]`, `v<on>*`: the upon forms.
            self.pos += 4;
            let nimber = self.star(false)?.unwrap_or(0);
            return Ok(Some(Expr {
                kind: ExprKind::Upon {
                    uponth: angle,
                    positive: positive != negative,
                    nimber,
                },
                at,
            }));
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
}

/// `v`, `vv`, `vvv`, `v9`: downs written with letters.
pub(super) fn is_down_word(w: &str) -> bool {
    let b = w.as_bytes();
    !b.is_empty()
        && b[0] == b'v'
        && (b.iter().all(|&c| c == b'v') || (b.len() > 1 && b[1..].iter().all(u8::is_ascii_digit)))
}
