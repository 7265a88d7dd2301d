//! Game forms that are not reduced: CGSuite's explicit games `'{*|*}'`
//! and the compounds and negatives of them. A form keeps its options as
//! written, because the ordinal sum, the conjunctive and selective sums and
//! the products depend on the form, not only on the value: `'{*|*}'` equals
//! 0, yet `'{*|*}' : 1` is `^` where `0 : 1` is 1.
//!
//! A form is made by quoting braces, `'{*|*}'`; by braces with a form among
//! the options, `{'{*|*}'|-1}`; and by the operators and compound methods
//! when one side is a form (`'{0|}' + 1`, `-2 * '{|-1}'`). Everything else
//! (`.CanonicalForm`, `.Temperature`, comparisons, …) sees its value, the
//! canonical form, found by [`canonical`] within [`MAX_FORM_POSITIONS`].

use std::collections::HashMap;
use std::fmt;
use std::sync::Arc;

use super::ast::{Expr, ExprKind};
use super::builtins::Call;
use super::error::{Error, ErrorKind};
use super::eval::Ctx;
use super::value::Value;
use crate::misere::MisereGame;
use crate::short::{Compound, Game};

/// The most distinct positions of a form reduced to find its canonical
/// form; more is refused with a typed error rather than a long wait.
pub const MAX_FORM_POSITIONS: usize = 200_000;

/// A game form that is not reduced: what a [`Value::Form`] holds.
///
/// ```
/// use combinatorial_games::expr::eval;
/// // `'{*|*}'` is 0 in value, but its form is kept, and printed quoted.
/// assert_eq!(eval("'{*|*}'").unwrap().to_string(), "'{*|*}'");
/// // Its ordinal sum with 1 is ^: Left's moves are to * and to '{*|*}' = 0.
/// assert_eq!(eval("('{*|*}' : 1).CanonicalForm").unwrap().to_string(), "^");
/// ```
#[derive(Clone, Debug, PartialEq)]
pub enum Form {
    /// `'{L|R}'`: options as given (games or forms).
    Explicit {
        /// Left's options.
        left: Vec<Value>,
        /// Right's options.
        right: Vec<Value>,
    },
    /// A compound of two games at least one of which is a form.
    Compound(FormOp, Value, Value),
    /// The negative of a product form, `-(1 * '{1|0}')`.
    Negative(Value),
}

/// How a [`Form::Compound`] combines its two games.
///
/// ```
/// use combinatorial_games::expr::{eval, Form, FormOp, Value};
/// // A form plus a game stays a form: their disjunctive sum.
/// let Value::Form(f) = eval("'{*|*}' + 1").unwrap() else { panic!() };
/// assert!(matches!(*f, Form::Compound(FormOp::Disjunctive, _, _)));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FormOp {
    /// `G + H`.
    Disjunctive,
    /// `G ConjunctiveSum H`.
    Conjunctive,
    /// `G SelectiveSum H` (it stays selective after a move; see
    /// [`Compound::Selective`]).
    Selective,
    /// `G ConwayProduct H`, printed `n * G` when `n` is an integer.
    Conway,
    /// `G OrdinalProduct H`.
    OrdinalProduct,
    /// `G : H`.
    OrdinalSum,
}

impl FormOp {
    /// CGSuite's binding strength in print: a compound inside one of a
    /// smaller number is bracketed.
    fn precedence(self) -> u8 {
        match self {
            FormOp::Conway => 1,
            FormOp::OrdinalSum => 2,
            FormOp::Disjunctive | FormOp::Conjunctive | FormOp::Selective => 3,
            FormOp::OrdinalProduct => 4,
        }
    }

    /// Written as a word between its games (an infix method), which binds
    /// more loosely than the symbols when read back.
    fn is_word(self, g: &Value) -> bool {
        match self {
            FormOp::Disjunctive | FormOp::OrdinalSum => false,
            FormOp::Conway => integer(g).is_none(),
            _ => true,
        }
    }

    fn symbol(self, g: &Value) -> &'static str {
        match self {
            FormOp::Disjunctive => "+",
            FormOp::Conjunctive => "ConjunctiveSum",
            FormOp::Selective => "SelectiveSum",
            FormOp::Conway if integer(g).is_some() => "*",
            FormOp::Conway => "ConwayProduct",
            FormOp::OrdinalProduct => "OrdinalProduct",
            FormOp::OrdinalSum => ":",
        }
    }

    /// The compound of [`Game::compound`], for two canonical forms.
    fn short(self) -> Option<Compound> {
        match self {
            FormOp::Conjunctive => Some(Compound::Conjunctive),
            FormOp::Selective => Some(Compound::Selective),
            FormOp::Conway => Some(Compound::Conway),
            FormOp::OrdinalProduct => Some(Compound::Ordinal),
            FormOp::Disjunctive | FormOp::OrdinalSum => None,
        }
    }
}

fn integer(v: &Value) -> Option<num_bigint::BigInt> {
    match v {
        Value::Game(g) => g.as_number().and_then(|x| x.to_integer()),
        _ => None,
    }
}

/// Whether `v` is a game or a form, as a form's parts must be.
pub(crate) fn is_part(v: &Value) -> bool {
    matches!(v, Value::Game(_) | Value::Form(_))
}

/// `G op H`: worked out when both are canonical games, else kept as a
/// form. `Err` says why a canonical compound was refused.
pub(crate) fn combine(op: FormOp, g: &Value, h: &Value) -> Result<Value, String> {
    if let (Value::Game(a), Value::Game(b)) = (g, h) {
        return Ok(Value::Game(match op.short() {
            Some(kind) => a.compound(kind, b).map_err(|e| e.to_string())?,
            None if op == FormOp::Disjunctive => a.checked_add(*b).map_err(|e| e.to_string())?,
            None => a.ordinal_sum(b),
        }));
    }
    Ok(Value::Form(Arc::new(Form::Compound(
        op,
        g.clone(),
        h.clone(),
    ))))
}

/// `-G`: of an explicit form its options negated and swapped; of a sum its
/// parts negated; of a product the product marked negative.
pub(crate) fn negate(v: &Value) -> Value {
    match v {
        Value::Game(g) => Value::Game(-*g),
        Value::Form(f) => match &**f {
            Form::Explicit { left, right } => Value::Form(Arc::new(Form::Explicit {
                left: right.iter().map(negate).collect(),
                right: left.iter().map(negate).collect(),
            })),
            Form::Compound(FormOp::Conway | FormOp::OrdinalProduct, ..) => {
                Value::Form(Arc::new(Form::Negative(v.clone())))
            }
            Form::Compound(op, g, h) => {
                Value::Form(Arc::new(Form::Compound(*op, negate(g), negate(h))))
            }
            Form::Negative(g) => g.clone(),
        },
        other => other.clone(),
    }
}

/// The normal-play form of a misère game: its options, as forms, for
/// both players (CGSuite's `*[[2],0]` is the impartial game of those
/// options). A game with no options is 0.
pub(crate) fn of_misere(m: &MisereGame) -> Value {
    // Followers are shared (a heap *[n] has 2^n paths to 0 but n + 1
    // followers), so each is made once.
    fn form(m: MisereGame, made: &mut HashMap<MisereGame, Value>) -> Value {
        if let Some(v) = made.get(&m) {
            return v.clone();
        }
        let options: Vec<Value> = m.options().into_iter().map(|o| form(o, made)).collect();
        let v = if options.is_empty() {
            Value::Game(Game::zero())
        } else {
            Value::Form(Arc::new(Form::Explicit {
                left: options.clone(),
                right: options,
            }))
        };
        made.insert(m, v.clone());
        v
    }
    form(*m, &mut HashMap::new())
}

/// `±G = '{G|-G}'` for a form `G`.
pub(crate) fn switch(g: Value) -> Value {
    let right = vec![negate(&g)];
    Value::Form(Arc::new(Form::Explicit {
        left: vec![g],
        right,
    }))
}

/// The options of a game or form for one player.
pub(crate) fn options(v: &Value, left: bool) -> Result<Vec<Value>, String> {
    match v {
        Value::Game(g) => {
            let games = if left {
                g.left_options()
            } else {
                g.right_options()
            };
            Ok(games.into_iter().map(Value::Game).collect())
        }
        Value::Form(f) => f.options(left),
        other => Err(format!("{} has no options here", other.kind_name())),
    }
}

impl Form {
    /// The options for Left (`left`) or Right, as CGSuite's forms have them.
    pub(crate) fn options(&self, left: bool) -> Result<Vec<Value>, String> {
        match self {
            Form::Explicit { left: l, right: r } => Ok(if left { l.clone() } else { r.clone() }),
            Form::Negative(g) => Ok(options(g, !left)?.iter().map(negate).collect()),
            Form::Compound(op, g, h) => compound_options(*op, g, h, left),
        }
    }
}

fn compound_options(op: FormOp, g: &Value, h: &Value, left: bool) -> Result<Vec<Value>, String> {
    let mut out = Vec::new();
    match op {
        FormOp::Disjunctive | FormOp::Selective | FormOp::OrdinalSum => {
            if op != FormOp::OrdinalSum {
                for x in options(g, left)? {
                    out.push(combine(op, &x, h)?);
                }
            } else {
                out.extend(options(g, left)?);
            }
            for y in options(h, left)? {
                out.push(combine(op, g, &y)?);
            }
            if op == FormOp::Selective {
                out.extend(compound_options(FormOp::Conjunctive, g, h, left)?);
            }
        }
        FormOp::Conjunctive => {
            for x in options(g, left)? {
                for y in options(h, left)? {
                    out.push(combine(op, &x, &y)?);
                }
            }
        }
        FormOp::Conway => {
            // G^a·H + G·H^b − G^a·H^b, b = a for Left, the other for Right.
            for a in [true, false] {
                for x in options(g, a)? {
                    for y in options(h, if left { a } else { !a })? {
                        let sum = combine(
                            FormOp::Disjunctive,
                            &combine(op, &x, h)?,
                            &combine(op, g, &y)?,
                        )?;
                        let corner = negate(&combine(op, &x, &y)?);
                        out.push(combine(FormOp::Disjunctive, &sum, &corner)?);
                    }
                }
            }
        }
        FormOp::OrdinalProduct => {
            // (G×H^L) : G^(this player), (G×H^R) : (−G)^(this player).
            for a in [true, false] {
                let base = if a { g.clone() } else { negate(g) };
                for y in options(h, a)? {
                    let product = combine(op, g, &y)?;
                    for x in options(&base, left)? {
                        out.push(combine(FormOp::OrdinalSum, &product, &x)?);
                    }
                }
            }
        }
    }
    Ok(out)
}

/// The canonical form of a game or form. `Err` says why it was refused:
/// more than [`MAX_FORM_POSITIONS`] positions, or a compound too large.
pub(crate) fn canonical(v: &Value) -> Result<Game, String> {
    Reducer::default().reduce(v)
}

/// A part of a form, by identity: a canonical game, or a form's number.
#[derive(Clone, PartialEq, Eq, Hash)]
enum Part {
    Game(Game),
    Form(u32),
}

/// A form's shape, its parts by identity: equal shapes are equal forms.
#[derive(PartialEq, Eq, Hash)]
enum Shape {
    Explicit(Vec<Part>, Vec<Part>),
    Compound(FormOp, Part, Part),
    Negative(Part),
}

/// Reduces forms to canonical forms, each distinct form once. Forms are
/// numbered by shape (hash-consing), and a shared `Arc` is numbered once:
/// the `Arc`s seen are kept, so an address is never reused for another.
#[derive(Default)]
struct Reducer {
    seen: HashMap<*const Form, (Arc<Form>, u32)>,
    shapes: HashMap<Shape, u32>,
    values: Vec<Option<Game>>,
}

impl Reducer {
    fn part(&mut self, v: &Value) -> Result<Part, String> {
        match v {
            Value::Game(g) => Ok(Part::Game(*g)),
            Value::Form(f) => Ok(Part::Form(self.id(f)?)),
            other => Err(format!("{} is not a short game", other.kind_name())),
        }
    }

    /// The number of the form `f`.
    fn id(&mut self, f: &Arc<Form>) -> Result<u32, String> {
        if let Some((_, id)) = self.seen.get(&Arc::as_ptr(f)) {
            return Ok(*id);
        }
        let shape = stacker::maybe_grow(64 * 1024, 1024 * 1024, || -> Result<Shape, String> {
            Ok(match &**f {
                Form::Explicit { left, right } => {
                    let mut side = |vs: &[Value]| -> Result<Vec<Part>, String> {
                        vs.iter().map(|v| self.part(v)).collect()
                    };
                    Shape::Explicit(side(left)?, side(right)?)
                }
                Form::Compound(op, g, h) => Shape::Compound(*op, self.part(g)?, self.part(h)?),
                Form::Negative(g) => Shape::Negative(self.part(g)?),
            })
        })?;
        let next = self.values.len() as u32;
        let id = *self.shapes.entry(shape).or_insert(next);
        if id == next {
            if self.values.len() >= MAX_FORM_POSITIONS {
                return Err(format!(
                    "the form has more than {MAX_FORM_POSITIONS} positions to reduce"
                ));
            }
            self.values.push(None);
        }
        self.seen.insert(Arc::as_ptr(f), (f.clone(), id));
        Ok(id)
    }

    fn reduce(&mut self, v: &Value) -> Result<Game, String> {
        let f = match v {
            Value::Game(g) => return Ok(*g),
            Value::Form(f) => f,
            other => return Err(format!("{} is not a short game", other.kind_name())),
        };
        let id = self.id(f)? as usize;
        if let Some(g) = self.values[id] {
            return Ok(g);
        }
        let mut reduce = |x: &Value| stacker::maybe_grow(64 * 1024, 1024 * 1024, || self.reduce(x));
        let g = match &**f {
            // A disjunctive sum and a negative depend only on the values
            // of their parts.
            Form::Compound(FormOp::Disjunctive, a, b) => {
                let (a, b) = (reduce(a)?, reduce(b)?);
                a.checked_add(b).map_err(|e| e.to_string())?
            }
            Form::Negative(a) => -reduce(a)?,
            _ => {
                let l = f
                    .options(true)?
                    .iter()
                    .map(&mut reduce)
                    .collect::<Result<Vec<_>, _>>()?;
                let r = f
                    .options(false)?
                    .iter()
                    .map(&mut reduce)
                    .collect::<Result<Vec<_>, _>>()?;
                Game::new(l, r)
            }
        };
        self.values[id] = Some(g);
        Ok(g)
    }
}

impl fmt::Display for Form {
    /// CGSuite's text; `{:#}` writes the games inside in Unicode.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let alt = f.alternate();
        let text = |v: &Value| {
            if alt {
                format!("{v:#}")
            } else {
                format!("{v}")
            }
        };
        match self {
            Form::Explicit { left, right } => {
                let side = |vs: &[Value]| sorted(vs).iter().map(text).collect::<Vec<_>>().join(",");
                write!(f, "'{{{}|{}}}'", side(left), side(right))
            }
            Form::Negative(g) => match g {
                Value::Form(inner) if matches!(**inner, Form::Compound(..)) => {
                    write!(f, "-({})", text(g))
                }
                _ => write!(f, "-{}", text(g)),
            },
            Form::Compound(op, g, h) => {
                let part = |x: &Value| match x {
                    Value::Form(inner) => match &**inner {
                        Form::Compound(inner_op, a, _)
                            if inner_op.precedence() > op.precedence()
                                || (!op.is_word(g) && inner_op.is_word(a)) =>
                        {
                            format!("({})", text(x))
                        }
                        _ => text(x),
                    },
                    _ => text(x),
                };
                write!(f, "{} {} {}", part(g), op.symbol(g), part(h))
            }
        }
    }
}

/// Options in print order: canonical games as sets print them, then forms
/// as given (CGSuite sorts both; forms have no order of value).
fn sorted(vs: &[Value]) -> Vec<Value> {
    let mut games: Vec<Game> = vs
        .iter()
        .filter_map(|v| match v {
            Value::Game(g) => Some(*g),
            _ => None,
        })
        .collect();
    crate::short::sort_for_display(&mut games);
    let forms = vs.iter().filter(|v| !matches!(v, Value::Game(_))).cloned();
    games.into_iter().map(Value::Game).chain(forms).collect()
}

impl Ctx<'_> {
    /// `'{L|R}'`: the options as written; braces made by slashes inside
    /// (`'{1||0|-1}'`) are kept as written too.
    pub(super) fn explicit(&self, e: &Expr) -> Result<Value, Error> {
        let ExprKind::Braces { left, right } = &e.kind else {
            return self.wrong_type(e, "braces with '|'", "a set");
        };
        let part = |x: &Expr| -> Result<Value, Error> {
            if matches!(x.kind, ExprKind::Braces { .. }) {
                return self.explicit(x);
            }
            // A misère game is, in normal play, the form of its options.
            let v = match self.eval(x)? {
                Value::Misere(m) => of_misere(&m),
                other => other,
            };
            if is_part(&v) {
                Ok(v)
            } else {
                self.wrong_type(x, "a game", v.kind_name())
            }
        };
        let side = |es: &[Expr]| es.iter().map(part).collect::<Result<Vec<_>, _>>();
        let (left, right) = (side(left)?, side(right)?);
        Ok(Value::Form(Arc::new(Form::Explicit { left, right })))
    }

    /// `G op H` where one side is a form: CGSuite's rules, `0 + G` is `G`.
    pub(super) fn form_op(&self, e: &Expr, op: FormOp, g: Value, h: Value) -> Result<Value, Error> {
        for v in [&g, &h] {
            if !is_part(v) {
                return self.wrong_type(e, "a game", v.kind_name());
            }
        }
        let zero = |v: &Value| matches!(v, Value::Game(x) if x.is_zero());
        if op == FormOp::Disjunctive && zero(&h) {
            return Ok(g);
        }
        if op == FormOp::Disjunctive && zero(&g) {
            return Ok(h);
        }
        combine(op, &g, &h).map_err(|why| self.too_large(e, why))
    }

    /// `n * G` or `G * n` where `G` is a form: Conway's product with the
    /// integer (`0 * G` is 0), kept in the order written.
    pub(super) fn form_times(&self, e: &Expr, g: Value, h: Value) -> Result<Value, Error> {
        match (integer(&g), integer(&h)) {
            (Some(n), _) if n == 0.into() => Ok(g),
            (Some(_), _) | (_, Some(_)) => self.form_op(e, FormOp::Conway, g, h),
            _ => self.wrong_type(e, "an integer on one side of '*'", "two games"),
        }
    }

    /// The canonical form of `v`, `e`'s value, when it is a form.
    pub(super) fn form_value(&self, e: &Expr, v: &Value) -> Result<Game, Error> {
        canonical(v).map_err(|why| self.too_large(e, why))
    }

    /// `G.LeftOptions`, `G.RightOptions`, `G.Options(p)` of a form: its
    /// options as written, a list (CGSuite's order).
    pub(super) fn form_options(&self, c: &Call<'_>, f: &Form) -> Result<Value, Error> {
        let sides: Vec<bool> = match (c.name(), c.args.first()) {
            ("LeftOptions", _) => vec![true],
            ("RightOptions", _) => vec![false],
            (_, None) => vec![true, false],
            (_, Some(p)) => match self.eval(p)? {
                Value::Player(p) => vec![p == crate::short::Player::Left],
                other => return self.wrong_type(p, "a player", other.kind_name()),
            },
        };
        let mut out = Vec::new();
        for left in sides {
            out.extend(f.options(left).map_err(|why| self.too_large(c.at, why))?);
        }
        Ok(Value::List(sorted(&out).into()))
    }

    pub(super) fn too_large(&self, e: &Expr, why: String) -> Error {
        self.fail::<()>(e, ErrorKind::TooLarge(why)).unwrap_err()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn g(s: &str) -> Value {
        Value::Game(s.parse().unwrap())
    }

    fn explicit(l: Vec<Value>, r: Vec<Value>) -> Value {
        Value::Form(Arc::new(Form::Explicit { left: l, right: r }))
    }

    #[test]
    fn star_star_is_zero_but_its_ordinal_sum_with_one_is_up() {
        let ss = explicit(vec![g("*")], vec![g("*")]);
        assert_eq!(canonical(&ss).unwrap(), "0".parse().unwrap());
        // '{*|*}' : 1 = {*, '{*|*}' | *}: Left's moves are to * and 0.
        let sum = combine(FormOp::OrdinalSum, &ss, &g("1")).unwrap();
        assert_eq!(canonical(&sum).unwrap(), "^".parse().unwrap());
        assert_eq!(sum.to_string(), "'{*|*}' : 1");
    }

    #[test]
    fn negation_follows_the_form() {
        let f = explicit(vec![g("1")], vec![g("0")]);
        let sum = combine(FormOp::Disjunctive, &g("1"), &f).unwrap();
        assert_eq!(negate(&sum).to_string(), "-1 + '{0|-1}'");
        let product = combine(FormOp::Conway, &g("1"), &f).unwrap();
        assert_eq!(negate(&product).to_string(), "-(1 * '{1|0}')");
        assert_eq!(negate(&negate(&product)), product);
    }

    #[test]
    fn products_bracket_looser_parts() {
        let ss = explicit(vec![g("*")], vec![g("*")]);
        let sum = combine(FormOp::OrdinalSum, &ss, &g("1")).unwrap();
        let twice = combine(FormOp::Conway, &g("2"), &sum).unwrap();
        assert_eq!(twice.to_string(), "2 * ('{*|*}' : 1)");
        // 2·^ = ^^, by the product's options.
        assert_eq!(canonical(&twice).unwrap(), "^^".parse().unwrap());
    }
}
