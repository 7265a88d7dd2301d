//! Evaluation of parsed expressions: the operators here, the functions and
//! methods through their tables ([`super::functions`], [`super::methods`]).

use std::cell::RefCell;
use std::collections::HashMap;
use std::sync::Arc;

use num_bigint::BigInt;

use super::ast::{Expr, ExprKind, Term};
use super::class_path::ClassPath;
use super::error::{Error, ErrorKind, err};
use super::explicit::{self, FormOp};
use super::heap_value::heap_sum;
use super::items::MAX_NESTING;
use super::lexer::column;
use super::line::Globals;
use super::scope::Frame;
use super::surreal_arith::{FieldOp, is_transfinite};
use super::value::Value;
use super::{arith, loopy_eval};
use crate::short::{Game, Overflow};

/// What evaluation needs besides the expression: the session's names,
/// the local names (see [`super::scope`]), and the source text (to turn
/// byte offsets into the columns errors report).
pub(super) struct Ctx<'a> {
    globals: &'a RefCell<Globals>,
    /// The innermost frame of local names; none at the top of a line.
    frame: Option<Arc<Frame>>,
    src: &'a str,
}

/// The value of `e`, heap positions kept as they are (for binding names).
pub(crate) fn eval(e: &Expr, src: &str) -> Result<Value, Error> {
    let globals = RefCell::new(Globals::new(HashMap::new()));
    Ctx::new(&globals, src).eval_keep(e)
}

impl<'a> Ctx<'a> {
    pub(super) fn new(globals: &'a RefCell<Globals>, src: &'a str) -> Ctx<'a> {
        Ctx {
            globals,
            frame: None,
            src,
        }
    }

    /// The same names and source, inside a new frame holding `names` (a
    /// loop's, a block's) within this one.
    pub(super) fn inside(&self, names: HashMap<String, Value>) -> Ctx<'a> {
        Ctx {
            globals: self.globals,
            frame: Some(Frame::new(self.frame.clone(), names)),
            src: self.src,
        }
    }

    /// The session's names with `frame` for the local ones and `src` for
    /// the text (a function's body: its call's frame, its own source).
    pub(super) fn within<'b>(&'b self, frame: Arc<Frame>, src: &'b str) -> Ctx<'b> {
        Ctx {
            globals: self.globals,
            frame: Some(frame),
            src,
        }
    }

    /// The innermost frame, which a function made here keeps.
    pub(super) fn frame(&self) -> Option<Arc<Frame>> {
        self.frame.clone()
    }

    /// Lets this context's own frame go (see [`Frame::close`]).
    pub(super) fn close(self) {
        if let Some(f) = self.frame {
            Frame::close(f);
        }
    }
}

impl Ctx<'_> {
    /// The source text.
    pub(super) fn src(&self) -> &str {
        self.src
    }

    /// The value bound to `name`: a local name, else the session's.
    pub(super) fn lookup(&self, name: &str) -> Option<Value> {
        if let Some(v) = self.frame.as_ref().and_then(|f| f.get(name)) {
            return Some(v);
        }
        self.globals.borrow().names.get(name).cloned()
    }

    /// Every name bound where this expression runs: its frames' and the
    /// session's.
    pub(super) fn bound_names(&self) -> Vec<String> {
        let mut all = self
            .frame
            .as_ref()
            .map(|f| f.bound_names())
            .unwrap_or_default();
        all.extend(self.globals.borrow().names.keys().cloned());
        all
    }

    /// The folders classes are read from, if any.
    pub(super) fn class_path(&self) -> Option<Arc<ClassPath>> {
        self.globals.borrow().class_path.clone()
    }

    /// The value of `name` in the innermost frame itself (a parameter of
    /// the call being made).
    pub(super) fn own(&self, name: &str) -> Option<Value> {
        self.frame.as_ref().and_then(|f| f.own(name))
    }

    /// `name := v`: where `name` is local, there; else the session's name.
    pub(super) fn assign(&self, name: &str, v: Value) {
        let v = match &self.frame {
            Some(f) => match f.assign(name, v) {
                Ok(()) => return,
                Err(v) => v,
            },
            None => v,
        };
        self.globals.borrow_mut().set(name, v);
    }

    /// `var name := v`: local to the innermost frame, or the session's at
    /// the top of a line (CGSuite's worksheet).
    pub(super) fn declare(&self, name: &str, v: Value) {
        match &self.frame {
            Some(f) => f.declare(name, v),
            None => self.globals.borrow_mut().set(name, v),
        }
    }

    /// Fails with `kind`, pointing at `e`.
    pub(super) fn fail<T>(&self, e: &Expr, kind: ErrorKind) -> Result<T, Error> {
        err(column(self.src, e.at), kind)
    }

    /// Fails because `e` gave `found` where `expected` was needed.
    pub(super) fn wrong_type<T>(
        &self,
        e: &Expr,
        expected: impl Into<String>,
        found: impl Into<String>,
    ) -> Result<T, Error> {
        let (expected, found) = (expected.into(), found.into());
        self.fail(e, ErrorKind::Type { expected, found })
    }

    /// Fails because a value is not defined for what was given.
    pub(super) fn undefined<T>(&self, e: &Expr, why: impl Into<String>) -> Result<T, Error> {
        self.fail(e, ErrorKind::Undefined(why.into()))
    }

    pub(super) fn game(&self, e: &Expr) -> Result<Game, Error> {
        let v = self.eval(e)?;
        self.game_of(e, v)
    }

    /// The game `e` stands for, refused as too large when some subposition
    /// has too many options to go through ([`Game::check_expandable`]).
    pub(super) fn expandable(&self, e: &Expr) -> Result<Game, Error> {
        let g = self.game(e)?;
        self.check_expandable(e, g)?;
        Ok(g)
    }

    /// The game `e` stands for, to be an option of a game being built.
    pub(super) fn option(&self, e: &Expr) -> Result<Game, Error> {
        let g = self.game(e)?;
        self.option_of_new_game(e, g)?;
        Ok(g)
    }

    /// Refuses `g` as an option of a game being built when one of its
    /// subpositions is a nimber with too many options: the canonical form
    /// may list them. Deep counts of ups are fine here (`{0 | n·↑}` looks
    /// one level into them), and numbers are never gone through.
    pub(super) fn option_of_new_game(&self, e: &Expr, g: Game) -> Result<(), Error> {
        match g.check_expandable() {
            Err(why @ Overflow::Listing(_)) if !g.is_number() => {
                self.fail(e, ErrorKind::TooLarge(why.to_string()))
            }
            _ => Ok(()),
        }
    }

    pub(super) fn check_expandable(&self, e: &Expr, g: Game) -> Result<(), Error> {
        match g.check_expandable() {
            Ok(()) => Ok(()),
            Err(why) => self.fail(e, ErrorKind::TooLarge(why.to_string())),
        }
    }

    /// The value of `e`; a heap position (`Kayles(5)`) is its nimber.
    pub(super) fn eval(&self, e: &Expr) -> Result<Value, Error> {
        self.eval_keep(e).map(Value::plain)
    }

    /// The value of `e` as arithmetic and comparisons see it: a position
    /// of a coordinate game is its value, found now (a heap position's or
    /// a board's is found as it is made); lists and names keep positions.
    pub(super) fn eval_value(&self, e: &Expr) -> Result<Value, Error> {
        let v = self.eval_keep(e)?;
        self.settled(e, v).map(Value::plain)
    }

    /// `v` with a position of a coordinate game replaced by its value.
    pub(super) fn settled(&self, e: &Expr, v: Value) -> Result<Value, Error> {
        match v {
            Value::CoordinatePosition(g, a, b) => {
                self.coordinate_canonical(e, &g, (a, b)).map(Value::Game)
            }
            Value::Object(o) if o.is_game() => self.object_value(e, &o),
            v => Ok(v),
        }
    }

    /// The value of `e`, heap positions kept, mutable collections as now.
    pub(super) fn eval_keep(&self, e: &Expr) -> Result<Value, Error> {
        self.eval_shared(e).map(Value::frozen)
    }

    /// The same, a mutable collection kept shared (for names, arguments).
    pub(super) fn eval_shared(&self, e: &Expr) -> Result<Value, Error> {
        self.eval_board(e).map(Value::unboard)
    }

    /// The value of `e`, a board of the catalogue kept too: for names and
    /// the methods that read the board ([`Value::Board`]).
    pub(super) fn eval_board(&self, e: &Expr) -> Result<Value, Error> {
        // Deeply nested input recurses deeply; grow the stack rather than
        // overflow it (the parser bounds the depth).
        stacker::maybe_grow(128 * 1024, 4 * 1024 * 1024, || self.eval_inner(e))
    }

    fn eval_inner(&self, e: &Expr) -> Result<Value, Error> {
        let game = Value::Game;
        Ok(match &e.kind {
            ExprKind::Nus {
                number,
                ups,
                nimber,
            } => game(Game::nus(number.clone(), *ups, *nimber)),
            ExprKind::UpPower {
                n,
                bracket,
                positive,
                nimber,
            } => game(self.checked_add(
                e,
                up_power(*n, *bracket, *positive),
                Game::nimber(*nimber),
            )?),
            ExprKind::Upon {
                uponth,
                positive,
                nimber,
            } => self.upon(e, *uponth, *positive, *nimber)?,
            ExprKind::Braces { .. } | ExprKind::Named { .. } => self.braces_value(e)?,
            ExprKind::Explicit(b) => self.explicit(b)?,
            ExprKind::Range(a, b, s) => self.range_value(a, b, s.as_deref())?,
            ExprKind::Map(pairs) => self.shallow(e, self.map_value(pairs)?, MAX_NESTING)?,
            ExprKind::Set(items) => self.shallow(e, self.set(items)?, MAX_NESTING)?,
            ExprKind::List(items) => {
                let items = items.iter().map(|x| self.eval(x));
                let list = Value::List(items.collect::<Result<_, _>>()?);
                self.shallow(e, list, MAX_NESTING)?
            }
            ExprKind::Str(s) => Value::Str(s.clone()),
            ExprKind::Evaluated(v) => (**v).clone(),
            ExprKind::Name(n) => self.name(e, n)?,
            ExprKind::Call { name, args } => {
                self.shallow(e, self.call(e, name, args)?, MAX_NESTING)?
            }
            ExprKind::Apply { callee, args } => {
                self.shallow(e, self.apply(e, callee, args)?, MAX_NESTING)?
            }
            ExprKind::Method {
                recv, name, args, ..
            } => self.shallow(e, self.method(e, recv, name, args)?, MAX_NESTING)?,
            ExprKind::Neg(x) => self.negative(x)?,
            ExprKind::Switch(x) => self.switch(x)?,
            ExprKind::Sum(terms) => self.sum(terms)?,
            ExprKind::Mul(a, b) => self.mul(e, a, b)?,
            ExprKind::Div(a, b) => self.div(e, a, b)?,
            ExprKind::Rem(a, b) => self.rem(e, a, b)?,
            ExprKind::Pow(a, b) => self.pow(e, a, b)?,
            ExprKind::Index(l, i) => self.index(l, i)?,
            ExprKind::NimOf(x) => self.nim_of(x)?,
            ExprKind::Logic(or, a, b) => Value::Bool(self.logic(*or, a, b)?),
            ExprKind::Not(x) => Value::Bool(!self.condition(x)?),
            ExprKind::Coordinates(a, b) => {
                Value::Coordinates(self.coordinate(a)?, self.coordinate(b)?)
            }
            ExprKind::If {
                branches,
                otherwise,
            } => self.if_then(branches, otherwise.as_deref())?,
            ExprKind::Ordinal(a, b) => self.ordinal_sum(a, b)?,
            ExprKind::Cmp(op, a, b) => Value::Bool(self.compare(e, *op, a, b)?),
            ExprKind::Block(statements) => self.statements(statements)?,
            ExprKind::Assign(name, value) => self.bind(name, value, false)?,
            ExprKind::Sided(on, off) => self.sided_value(e, on, off)?,
            ExprKind::Flow(f) => self.fail(e, ErrorKind::Outside(*f))?,
            ExprKind::Return(x) => self.return_value(e, x.as_deref())?,
            ExprKind::Is(x, class) => match self.value_is(self.eval_shared(x)?, class) {
                Some(b) => Value::Bool(b),
                None => self.undefined(e, format!("no class is named {class}"))?,
            },
            ExprKind::Misere(items) => Value::Misere(self.misere(e, items)?),
            ExprKind::Comprehension {
                body,
                clauses,
                collect,
            } => self.shallow(
                e,
                self.comprehension(e, body, clauses, *collect)?,
                MAX_NESTING,
            )?,
            ExprKind::Lambda {
                params,
                specs,
                body,
                text,
            } => self.lambda(params, specs, body, text),
            ExprKind::ClassDef(decl) => self.define_class(e, decl)?,
            ExprKind::Keyword { name, .. } => {
                let why = format!("a named argument ({name} => …) is only for a call");
                self.undefined(e, why)?
            }
        })
    }

    /// `-x`: the negative of a game, a number or an explicit form (a
    /// heap ruleset and a transfinite nimber are their own negatives).
    fn negative(&self, x: &Expr) -> Result<Value, Error> {
        let v = self.eval_keep(x)?;
        Ok(match self.settled(x, v)? {
            Value::Loopy(v) => Value::Loopy(-v),
            Value::Heaps(h) => Value::Heaps(h),
            Value::Game(g) => Value::Game(-g),
            Value::Rational(r) => Value::Rational(-r),
            Value::Ordinal(o) => arith::ordinal_value(-o),
            Value::Surreal(s) => Value::Surreal(-s),
            Value::Coordinates(r, c) => match (r.checked_neg(), c.checked_neg()) {
                (Some(r), Some(c)) => Value::Coordinates(r, c),
                _ => self.undefined(x, "coordinates out of range")?,
            },
            n @ Value::TransfiniteNimber(_) => n,
            f @ Value::Form(_) => explicit::negate(&f),
            other => self.wrong_type(x, "a game", other.kind_name())?,
        })
    }

    /// `a || b` (`or`) or `a && b`: `b` is evaluated only when `a` does
    /// not settle it.
    fn logic(&self, or: bool, a: &Expr, b: &Expr) -> Result<bool, Error> {
        let left = self.condition(a)?;
        if left == or {
            Ok(left)
        } else {
            self.condition(b)
        }
    }

    /// `{a, b, …}`: a set of games, some of which may be loopy.
    fn set(&self, items: &[Expr]) -> Result<Value, Error> {
        let values: Vec<Value> = items
            .iter()
            .map(|x| self.eval(x))
            .collect::<Result<_, _>>()?;
        Ok(super::collections::set_of(values))
    }

    /// `a + b - c +- d`, left to right; loopy once a term is.
    fn sum(&self, terms: &[(Term, Expr)]) -> Result<Value, Error> {
        // The sum starts from the first term (0 + x is x for every kind
        // that adds, and strings join with no 0 before them).
        let mut acc: Option<Value> = None;
        for (term, x) in terms {
            let v = match term {
                Term::Plus => {
                    let v = self.eval_keep(x)?;
                    self.settled(x, v)?
                }
                Term::Minus => self.negative(x)?,
                Term::PlusMinus => self.switch(x)?,
            };
            acc = Some(match acc {
                None => v,
                Some(acc) => match heap_sum(&acc, &v) {
                    Some(heaps) => heaps,
                    None => self.add_values(x, acc, v)?,
                },
            });
        }
        Ok(acc.unwrap_or(Value::Game(Game::zero())))
    }

    /// `acc + v` for values other than heap positions.
    pub(super) fn add_values(&self, x: &Expr, acc: Value, v: Value) -> Result<Value, Error> {
        Ok(match (acc.plain(), v.plain()) {
            (a @ Value::Form(_), b) | (a, b @ Value::Form(_)) => {
                return self.form_op(x, FormOp::Disjunctive, a, b);
            }
            (Value::Game(a), Value::Game(b)) => Value::Game(self.checked_add(x, a, b)?),
            // CGSuite's `coord + direction`, square by square.
            (Value::Coordinates(r, c), Value::Coordinates(dr, dc)) => {
                match (r.checked_add(dr), c.checked_add(dc)) {
                    (Some(r), Some(c)) => Value::Coordinates(r, c),
                    _ => return self.undefined(x, "coordinates out of range"),
                }
            }
            (Value::Str(a), Value::Str(b)) => Value::Str(self.joined(x, a, &b)?),
            (Value::Str(_), other) | (other, Value::Str(_)) => {
                let found = format!("a string and {}", other.kind_name());
                return self.wrong_type(x, "strings on both sides of '+'", found);
            }
            (a, b)
                if matches!(a, Value::TransfiniteNimber(_))
                    || matches!(b, Value::TransfiniteNimber(_)) =>
            {
                return arith::transfinite_nim_op(self, x, &a, &b, false);
            }
            (Value::Misere(a), Value::Misere(b)) => Value::Misere(self.misere_add(x, a, b)?),
            (Value::Game(a), Value::Misere(b)) if a.is_zero() => Value::Misere(b),
            // A nimber among misère games is a nim heap (CGSuite's `*[2] + *5`).
            (Value::Misere(a), Value::Game(b)) | (Value::Game(b), Value::Misere(a))
                if b.as_nimber()
                    .is_some_and(|n| n <= u64::from(crate::misere::MAX_HEAP)) =>
            {
                let heap =
                    crate::misere::MisereGame::nim_heap(b.as_nimber().expect("a nimber") as u32);
                Value::Misere(self.misere_add(x, a, heap)?)
            }
            (Value::Misere(_), other) => {
                return self.wrong_type(x, "a misère game to add", other.kind_name());
            }
            (Value::Game(_), Value::Misere(_)) => {
                return self.wrong_type(x, "a game to add", "a misère game");
            }
            (a, b) if is_transfinite(&a) || is_transfinite(&b) => {
                return self
                    .transfinite_op(x, &a, &b, FieldOp::Add)
                    .expect("transfinite");
            }
            (a, b) if matches!(a, Value::Rational(_)) || matches!(b, Value::Rational(_)) => {
                return self.add_rationals(x, &a, &b);
            }
            (a, b) => {
                let (a, b) = (self.sided(x, a)?, self.sided(x, b)?);
                loopy_eval::value(self.loopy_add(x, &a, &b)?)
            }
        })
    }

    /// Two strings joined, within [`super::MAX_TEXT`] bytes.
    pub(super) fn joined(&self, at: &Expr, a: String, b: &str) -> Result<String, Error> {
        if a.len() + b.len() > super::MAX_TEXT {
            let why = format!("a string may have at most {} bytes", super::MAX_TEXT);
            return self.fail(at, ErrorKind::TooLarge(why));
        }
        Ok(a + b)
    }

    /// `v`, which `e` gave, as a game.
    pub(super) fn game_of(&self, e: &Expr, v: Value) -> Result<Game, Error> {
        match v {
            Value::Game(g) => Ok(g),
            f @ Value::Form(_) => self.form_value(e, &f),
            Value::CoordinatePosition(g, a, b) => self.coordinate_canonical(e, &g, (a, b)),
            Value::Object(o) => self.object_game(e, &o),
            other => self.wrong_type(e, "a game", other.kind_name()),
        }
    }

    fn checked_add(&self, at: &Expr, a: Game, b: Game) -> Result<Game, Error> {
        match a.checked_add(b) {
            Ok(g) => Ok(g),
            Err(e) => self.fail(at, ErrorKind::TooLarge(e.to_string())),
        }
    }

    pub(super) fn checked_times(&self, at: &Expr, g: Game, n: BigInt) -> Result<Game, Error> {
        match g.checked_times(n) {
            Ok(g) => Ok(g),
            Err(e) => self.fail(at, ErrorKind::TooLarge(e.to_string())),
        }
    }

    /// `±x = {x | -x}`; `±{a,b} = {a,b | -a,-b}`.
    fn switch(&self, x: &Expr) -> Result<Value, Error> {
        match self.eval_value(x)? {
            Value::Game(g) => {
                self.option_of_new_game(x, g)?;
                Ok(Value::Game(Game::switch(g)))
            }
            Value::Loopy(v) => self.loopy_switch(x, vec![Value::Loopy(v)]),
            Value::Set(v) => {
                for &g in &v {
                    self.option_of_new_game(x, g)?;
                }
                Ok(Value::Game(Game::new(v.clone(), v.iter().map(|g| -*g))))
            }
            Value::LoopySet(v) => self.loopy_switch(x, v.into_vec()),
            f @ Value::Form(_) => Ok(explicit::switch(f)),
            other => self.wrong_type(x, "a game or a set of games", other.kind_name()),
        }
    }
}

/// `^<n>` or `^[n]` (negated for `v`), plus `*nimber`.
/// `^<n>` or `^[n]`, or their negatives: the nimber written after one is
/// added as `+` adds it, refused where it has too many options to list.
fn up_power(n: u32, bracket: bool, positive: bool) -> Game {
    let up = Game::up();
    let p = if bracket {
        up.pow_to(n)
    } else {
        up.pow(n).expect("^ is {0|*}")
    };
    if positive { p } else { -p }
}

/// `g` as a whole number of type `T`, if it is one that fits.
pub(super) fn whole_number<T: TryFrom<BigInt>>(g: &Game) -> Option<T> {
    g.as_number()
        .and_then(|n| n.to_integer())
        .and_then(|i| T::try_from(i).ok())
}
