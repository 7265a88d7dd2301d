//! Loops, as CGSuite writes them: comprehensions `[n.Birthday for n from 0
//! to 10]`, `{a + b for a in L for b from 0 to a where a != b}`, `Sum(x for
//! x from 1 to 5)`, and `for x from 1 while x < 5 yield x end` or `… do …
//! end`. The first clause is the outermost loop; `where` keeps the
//! bindings it is true for; `while` stops the loop before it.

use std::collections::HashMap;

use num_bigint::BigInt;

use super::ast::{Clause, Collect, Expr};
use super::error::{Error, ErrorKind, Flow};
use super::eval::Ctx;
use super::value::Value;
use crate::short::Game;

/// The most items a comprehension may make (and the most bindings it may
/// go through), and the most a mutable collection may hold: past it, a
/// "too large" error, not a long wait.
///
/// ```
/// use combinatorial_games::expr::{eval, ErrorKind};
/// assert_eq!(eval("[n for n from 1 to 3]").unwrap().to_string(), "[1,2,3]");
/// let e = eval("[n for n from 0 to 10000000]").unwrap_err();
/// assert!(matches!(e.kind(), ErrorKind::TooLarge(_)));
/// ```
pub const MAX_LIST_ITEMS: usize = 1_000_000;

impl Ctx<'_> {
    /// A loop: its body's values for every binding of the clauses, made
    /// into what `collect` says.
    pub(super) fn comprehension(
        &self,
        e: &Expr,
        body: &[Expr],
        clauses: &[Clause],
        collect: Collect,
    ) -> Result<Value, Error> {
        // The loop's names are its own, in a frame of their own: what the
        // body assigns to other names lasts after it (CGSuite's `tot := 0;
        // for n from 1 to 5 do tot := tot + n end`).
        let cx = self.inside(HashMap::new());
        let made = cx.looped(e, body, clauses, collect);
        cx.close();
        made
    }

    fn looped(
        &self,
        e: &Expr,
        body: &[Expr],
        clauses: &[Clause],
        collect: Collect,
    ) -> Result<Value, Error> {
        let mut out = Vec::new();
        let mut seen = 0;
        let mut lp = Loop {
            e,
            body,
            collect,
            out: &mut out,
            seen: &mut seen,
        };
        // `break` leaves the whole loop, keeping what it made so far.
        match self.expand(&mut lp, clauses) {
            Err(err) if err.is_flow(Flow::Break) => {}
            other => {
                other?;
            }
        }
        match collect {
            Collect::List => Ok(Value::List(out.into())),
            Collect::Do => Ok(Value::Nothing),
            Collect::Set => Ok(super::collections::set_of(out)),
            Collect::Map => {
                let mut it = out.into_iter();
                let mut pairs = Vec::new();
                while let (Some(k), Some(v)) = (it.next(), it.next()) {
                    pairs.push((k, v));
                }
                Ok(super::collections::map_of(pairs))
            }
        }
    }

    /// `Sum(L)`: the sum of a list's items.
    pub(super) fn sum_list(&self, list: &Expr) -> Result<Value, Error> {
        let items = self.items(list)?;
        self.sum_of(list, items)
    }

    /// The sum of the values of `Sum(…)` or `L.Sum`, which must not be
    /// empty.
    pub(super) fn sum_of(&self, e: &Expr, values: Vec<Value>) -> Result<Value, Error> {
        let mut it = values.into_iter();
        let Some(mut acc) = it.next() else {
            return self.undefined(
                e,
                "the sum of no values is not defined (the collection is empty)",
            );
        };
        for v in it {
            acc = self.add_values(e, acc, v)?;
        }
        Ok(acc)
    }

    /// The body once: its values added to what the loop makes, or for a
    /// `do` loop, run for what it does.
    fn one_pass(&self, lp: &mut Loop<'_>) -> Result<(), Error> {
        for b in lp.body {
            let v = self.eval_board(b)?;
            if lp.collect != Collect::Do {
                lp.out.push(v.unboard().frozen().plain());
            }
        }
        Ok(())
    }

    /// Goes through the clauses from here on, the loop's names bound so
    /// far; `false` when a `while` stopped the loop before it.
    fn expand(&self, lp: &mut Loop<'_>, clauses: &[Clause]) -> Result<bool, Error> {
        *lp.seen += 1;
        crate::budget::step();
        if *lp.seen > MAX_LIST_ITEMS {
            let why = format!("a loop may go through at most {MAX_LIST_ITEMS} bindings");
            return self.fail(lp.e, ErrorKind::TooLarge(why));
        }
        let Some((clause, rest)) = clauses.split_first() else {
            // `continue` ends this pass: what it added is taken back.
            let made = lp.out.len();
            let pass = self.one_pass(lp);
            match pass {
                Err(err) if err.is_flow(Flow::Continue) => lp.out.truncate(made),
                other => other?,
            }
            return Ok(true);
        };
        let (var, mut range) = match clause {
            Clause::Where(c) | Clause::While(c) => {
                let word = if matches!(clause, Clause::Where(_)) {
                    "where"
                } else {
                    "while"
                };
                if self.condition_after(c, word)? {
                    return self.expand(lp, rest);
                }
                return Ok(matches!(clause, Clause::Where(_)));
            }
            Clause::In { var, list } => (var, Range::Items(self.items(list)?.into_iter())),
            Clause::Range { var, from, to, by } => {
                (var, self.range(from, to.as_ref(), by.as_ref())?)
            }
        };
        for item in range.by_ref() {
            self.declare(var, item);
            if !self.expand(lp, rest)? {
                return Ok(true);
            }
        }
        // As CGSuite's loop, a counter that ran past its bound is left one
        // step past it (a function made in the loop sees that value).
        if let Some(past) = range.past_the_end() {
            self.declare(var, past);
        }
        Ok(true)
    }

    /// The truth value of a `where` or `while` condition.
    fn condition_after(&self, c: &Expr, word: &str) -> Result<bool, Error> {
        match self.eval(c)? {
            Value::Bool(b) => Ok(b),
            other => self.wrong_type(
                c,
                format!("true or false after '{word}'"),
                other.kind_name(),
            ),
        }
    }

    /// The items of `for x in L`: a list's, or a set's.
    fn items(&self, list: &Expr) -> Result<Vec<Value>, Error> {
        let v = self.eval_keep(list)?;
        // A map's items are its entries (CGSuite's `MapEntry`).
        if let Value::Map(pairs) = v {
            return Ok(pairs
                .into_iter()
                .map(|kv| Value::MapEntry(Box::new(kv)))
                .collect());
        }
        self.items_of(list, v, "a list, a set, a range or a map after 'in'")
    }

    /// `from a [to b] [by s]`: integers (`by 1` unless given), or games
    /// a step apart when the step is a game (`from 0 to ^5 by ^*`).
    fn range(&self, from: &Expr, to: Option<&Expr>, by: Option<&Expr>) -> Result<Range, Error> {
        let step = match by {
            Some(x) => self.game(x)?,
            None => Game::integer(1),
        };
        let a = self.game(from)?;
        let b = to.map(|t| self.game(t)).transpose()?;
        let int = |g: &Game| g.as_number().and_then(|n| n.to_integer());
        if let (Some(a), Some(s), true) = (
            int(&a),
            int(&step),
            b.as_ref().is_none_or(|b| int(b).is_some()),
        ) {
            if s == BigInt::from(0) {
                return self.undefined(
                    by.expect("a step of 0 is written"),
                    "a step of 0 never reaches the end of the range",
                );
            }
            return Ok(Range::Integers {
                x: a,
                to: b.as_ref().and_then(int),
                step: s,
            });
        }
        if by.is_none() {
            let (x, what) = if int(&a).is_none() {
                (from, a)
            } else {
                (to.expect("a bound"), b.expect("a bound"))
            };
            return self.wrong_type(
                x,
                "an integer bound of a range (or a step given with 'by')",
                what.to_string(),
            );
        }
        // Down for a negative step, else up (CGSuite's: `by ^*` goes up).
        if step.is_zero() {
            return self.undefined(
                by.expect("a step is written"),
                "a step of 0 never reaches the end of the range",
            );
        }
        let up = step.partial_cmp(&Game::zero()) != Some(std::cmp::Ordering::Less);
        Ok(Range::Games {
            x: a,
            to: b,
            step,
            up,
        })
    }
}

/// What a loop is making, passed down its clauses.
struct Loop<'l> {
    e: &'l Expr,
    body: &'l [Expr],
    collect: Collect,
    out: &'l mut Vec<Value>,
    seen: &'l mut usize,
}

/// The values a clause binds in turn.
enum Range {
    Items(std::vec::IntoIter<Value>),
    Integers {
        x: BigInt,
        to: Option<BigInt>,
        step: BigInt,
    },
    Games {
        x: Game,
        to: Option<Game>,
        step: Game,
        up: bool,
    },
}

impl Range {
    /// The value a counting range stopped at, past its bound.
    fn past_the_end(&self) -> Option<Value> {
        match self {
            Range::Integers { x, to: Some(_), .. } => Some(Value::Game(Game::integer(x.clone()))),
            Range::Games { x, to: Some(_), .. } => Some(Value::Game(*x)),
            _ => None,
        }
    }
}

impl Iterator for Range {
    type Item = Value;

    fn next(&mut self) -> Option<Value> {
        match self {
            Range::Items(it) => it.next(),
            Range::Integers { x, to, step } => {
                let inside = to.as_ref().is_none_or(|b| {
                    if *step > BigInt::from(0) {
                        *x <= *b
                    } else {
                        *x >= *b
                    }
                });
                inside.then(|| {
                    let v = Value::Game(Game::integer(x.clone()));
                    *x += &*step;
                    v
                })
            }
            Range::Games { x, to, step, up } => {
                let inside = to
                    .as_ref()
                    .is_none_or(|b| if *up { x.leq(b) } else { b.leq(x) });
                inside.then(|| {
                    let v = Value::Game(*x);
                    *x += *step;
                    v
                })
            }
        }
    }
}
