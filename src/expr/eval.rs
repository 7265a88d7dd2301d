//! Evaluation of parsed expressions.

use std::collections::HashMap;

use num_bigint::BigInt;
use num_traits::ToPrimitive;

use super::error::{err, Error, ErrorKind};
use super::lexer::{column, CmpOp};
use super::parser::{Expr, ExprKind, Term};
use super::value::{HeapRuleset, Value};
use crate::games;
use crate::impartial::{Nimber, Subtraction, TakeAndBreak};
use crate::short::Game;

/// Methods of CGSuite's that the crate has, by their CGSuite spelling.
const METHODS: &[&str] = &[
    "AtomicWeight",
    "Birthday",
    "CanonicalForm",
    "CheckPeriodicity",
    "ConfusionInterval",
    "Cool",
    "Freeze",
    "Heat",
    "Incentives",
    "IsAllSmall",
    "IsAtomic",
    "IsEven",
    "IsEvenTempered",
    "IsInfinitesimal",
    "IsInteger",
    "IsNimber",
    "IsNumber",
    "IsNumberTiny",
    "IsNumberish",
    "IsOdd",
    "IsOddTempered",
    "IsUptimal",
    "IsZero",
    "LeftIncentives",
    "LeftOptions",
    "LeftStop",
    "Mean",
    "NimProduct",
    "NimSum",
    "NimValue",
    "NimValueSequence",
    "NortonProduct",
    "OrdinalSum",
    "OutcomeClass",
    "Overheat",
    "Pow",
    "PowTo",
    "ReducedCanonicalForm",
    "RightIncentives",
    "RightOptions",
    "RightStop",
    "Temperature",
    "Thermograph",
];

/// Methods of CGSuite's that later work will bring.
const METHODS_LATER: &[&str] = &[];

const FUNCTIONS: &[&str] = &[
    "AllbutSubtraction",
    "Clobber",
    "DawsonsChess",
    "DawsonsKayles",
    "Dim",
    "Domineering",
    "GrundysGame",
    "Guiles",
    "Hackenbush",
    "Kayles",
    "LaskersNim",
    "Miny",
    "Nim",
    "NimProduct",
    "NimSum",
    "Officers",
    "Prim",
    "Subtraction",
    "TakeAndBreak",
    "Tiny",
    "ToadsAndFrogs",
    "Treblecross",
];

const FUNCTIONS_LATER: &[&str] = &[];

/// Sequences longer than this are not printed; heaps above `MAX_HEAP` are
/// refused for rulesets that compute every smaller heap.
const MAX_SEQUENCE: u64 = 1_000_000;
const MAX_HEAP: u64 = 10_000_000;

/// The heap game named `name` in the catalogue (`Kayles`, `Officers`).
fn named_ruleset(name: &str) -> Option<HeapRuleset> {
    let heap = games::by_expr_name(name)?.heap()?;
    Some(HeapRuleset::from_arc(name, (heap.game)(), heap.max_heap))
}

/// Ordinal sums are computed by recursion over the second game; this bounds
/// its birthday so that `G : 10^60` is refused rather than run forever.
const MAX_ORDINAL_BIRTHDAY: u64 = 100_000;

struct Ctx<'a> {
    vars: &'a HashMap<String, Value>,
    src: &'a str,
}

pub(crate) fn eval(e: &Expr, vars: &HashMap<String, Value>, src: &str) -> Result<Value, Error> {
    Ctx { vars, src }.eval(e)
}

impl Ctx<'_> {
    fn col(&self, e: &Expr) -> usize {
        column(self.src, e.at)
    }

    fn fail<T>(&self, e: &Expr, kind: ErrorKind) -> Result<T, Error> {
        err(self.col(e), kind)
    }

    fn game(&self, e: &Expr) -> Result<Game, Error> {
        match self.eval(e)? {
            Value::Game(g) => Ok(g),
            other => self.fail(
                e,
                ErrorKind::Type {
                    expected: "a game".into(),
                    found: other.kind_name().into(),
                },
            ),
        }
    }

    fn games(&self, es: &[Expr]) -> Result<Vec<Game>, Error> {
        es.iter().map(|e| self.game(e)).collect()
    }

    fn eval(&self, e: &Expr) -> Result<Value, Error> {
        stacker::maybe_grow(128 * 1024, 4 * 1024 * 1024, || self.eval_inner(e))
    }

    fn eval_inner(&self, e: &Expr) -> Result<Value, Error> {
        Ok(match &e.kind {
            ExprKind::Nus {
                number,
                ups,
                nimber,
            } => Value::Game(Game::nus(number.clone(), *ups, *nimber)),
            ExprKind::UpPower {
                n,
                bracket,
                positive,
                nimber,
            } => {
                let up = Game::up();
                let p = if *bracket { up.pow_to(*n) } else { up.pow(*n) }.expect("^ is {0|*}");
                let p = if *positive { p } else { -p };
                Value::Game(p + Game::nimber(*nimber))
            }
            ExprKind::Braces { left, right } => {
                Value::Game(Game::new(self.games(left)?, self.games(right)?))
            }
            ExprKind::Set(items) => Value::set(self.games(items)?),
            ExprKind::List(items) => Value::List(
                items
                    .iter()
                    .map(|x| self.eval(x))
                    .collect::<Result<_, _>>()?,
            ),
            ExprKind::Str(s) => Value::Str(s.clone()),
            ExprKind::Name(n) => match self.vars.get(n) {
                Some(v) => v.clone(),
                None if named_ruleset(n).is_some() => {
                    Value::Ruleset(named_ruleset(n).expect("just checked"))
                }
                None if METHODS.contains(&n.as_str()) || FUNCTIONS.contains(&n.as_str()) => {
                    return self.fail(
                        e,
                        ErrorKind::Type {
                            expected: "a value".into(),
                            found: format!("'{n}', which needs arguments"),
                        },
                    )
                }
                None => return self.fail(e, ErrorKind::UnknownName(n.clone())),
            },
            ExprKind::Call { name, args } => self.call(e, name, args)?,
            ExprKind::Apply { callee, args } => {
                let v = self.eval(callee)?;
                if let (Value::Ruleset(r), [heap]) = (&v, &args[..]) {
                    return self.heap(r, heap);
                }
                let found = format!("{} applied to {} argument(s)", v.kind_name(), args.len());
                return self.fail(
                    e,
                    ErrorKind::Type {
                        expected: "a function".into(),
                        found,
                    },
                );
            }
            ExprKind::Method { recv, name, args } => self.method(e, recv, name, args)?,
            ExprKind::Neg(x) => Value::Game(-self.game(x)?),
            ExprKind::Switch(x) => Value::Game(self.switch(x)?),
            ExprKind::Sum(terms) => {
                let mut acc = Game::zero();
                for (term, x) in terms {
                    let g = match term {
                        Term::Plus => self.game(x)?,
                        Term::Minus => -self.game(x)?,
                        Term::PlusMinus => self.switch(x)?,
                    };
                    acc = self.checked_add(x, acc, g)?;
                }
                Value::Game(acc)
            }
            ExprKind::Mul(a, b) => {
                let (ga, gb) = (self.game(a)?, self.game(b)?);
                match (
                    ga.as_number().and_then(|x| x.to_integer()),
                    gb.as_number().and_then(|x| x.to_integer()),
                ) {
                    (Some(n), _) => Value::Game(self.checked_times(e, gb, n)?),
                    (None, Some(n)) => Value::Game(self.checked_times(e, ga, n)?),
                    (None, None) => {
                        return self.fail(
                            e,
                            ErrorKind::Type {
                                expected: "an integer on one side of '*'".into(),
                                found: format!("{ga} and {gb}"),
                            },
                        )
                    }
                }
            }
            ExprKind::Ordinal(a, b) => {
                Value::Game(self.ordinal_sum(b, self.game(a)?, self.game(b)?)?)
            }
            ExprKind::Cmp(op, a, b) => {
                let (va, vb) = (self.eval(a)?, self.eval(b)?);
                let r = match (&va, &vb, op) {
                    (Value::Game(g), Value::Game(h), _) => compare(*op, g, h),
                    (_, _, CmpOp::Eq) => va == vb,
                    (_, _, CmpOp::Ne) => va != vb,
                    _ => {
                        return self.fail(
                            e,
                            ErrorKind::Type {
                                expected: "two games to compare".into(),
                                found: format!("{} and {}", va.kind_name(), vb.kind_name()),
                            },
                        )
                    }
                };
                Value::Bool(r)
            }
        })
    }

    fn checked_add(&self, at: &Expr, a: Game, b: Game) -> Result<Game, Error> {
        if let (Some(p), Some(q)) = (a.number_up_star(), b.number_up_star()) {
            if p.ups.checked_add(q.ups).is_none_or(|u| u == i64::MIN) {
                return self.fail(
                    at,
                    ErrorKind::TooLarge("the count of ups overflows 64 bits".into()),
                );
            }
        }
        Ok(a + b)
    }

    fn checked_times(&self, at: &Expr, g: Game, n: BigInt) -> Result<Game, Error> {
        if let Some(p) = g.number_up_star() {
            if p.ups != 0
                && n.to_i64()
                    .and_then(|k| p.ups.checked_mul(k))
                    .is_none_or(|u| u == i64::MIN)
            {
                return self.fail(
                    at,
                    ErrorKind::TooLarge("the count of ups overflows 64 bits".into()),
                );
            }
        }
        Ok(g.times(n))
    }

    fn ordinal_sum(&self, at: &Expr, g: Game, h: Game) -> Result<Game, Error> {
        if h.birthday() > MAX_ORDINAL_BIRTHDAY.into() {
            return self.fail(
                at,
                ErrorKind::TooLarge(format!(
                    "ordinal sums need the second game born by day {MAX_ORDINAL_BIRTHDAY}"
                )),
            );
        }
        Ok(g.ordinal_sum(&h))
    }

    /// `±x = {x | -x}`; `±{a,b} = {a,b | -a,-b}`.
    fn switch(&self, x: &Expr) -> Result<Game, Error> {
        match self.eval(x)? {
            Value::Game(g) => Ok(Game::switch(g)),
            Value::Set(v) => Ok(Game::new(v.clone(), v.iter().map(|g| -*g))),
            other => self.fail(
                x,
                ErrorKind::Type {
                    expected: "a game or a set of games".into(),
                    found: other.kind_name().into(),
                },
            ),
        }
    }

    fn call(&self, e: &Expr, name: &str, args: &[Expr]) -> Result<Value, Error> {
        match name {
            "Tiny" | "Miny" => {
                let [a] = args else {
                    return self.fail(
                        e,
                        ErrorKind::Arity {
                            name: name.into(),
                            expected: 1,
                            given: args.len(),
                        },
                    );
                };
                let g = self.game(a)?;
                Ok(Value::Game(if name == "Tiny" {
                    Game::tiny(g)
                } else {
                    Game::miny(g)
                }))
            }
            "NimSum" | "NimProduct" => match args {
                [a, b] => self.nim_op(name, a, b),
                _ => self.fail(
                    e,
                    ErrorKind::Arity {
                        name: name.into(),
                        expected: 2,
                        given: args.len(),
                    },
                ),
            },
            "TakeAndBreak" | "Subtraction" | "AllbutSubtraction" => match args {
                [a] => Ok(Value::Ruleset(self.ruleset_of(name, a)?)),
                [a, heap] => self.heap(&self.ruleset_of(name, a)?, heap),
                _ => self.fail(
                    e,
                    ErrorKind::Arity {
                        name: name.into(),
                        expected: 1,
                        given: args.len(),
                    },
                ),
            },
            _ if games::by_expr_name(name).is_some_and(|g| g.heap().is_none()) => match args {
                [a] => self.board_value(name, a),
                _ => self.fail(
                    e,
                    ErrorKind::Arity {
                        name: name.into(),
                        expected: 1,
                        given: args.len(),
                    },
                ),
            },
            _ if named_ruleset(name).is_some() => match args {
                [a] if matches!(self.eval(a)?, Value::Str(_)) => self.board_value(name, a),
                [heap] => self.heap(&named_ruleset(name).expect("just checked"), heap),
                _ => self.fail(
                    e,
                    ErrorKind::Arity {
                        name: name.into(),
                        expected: 1,
                        given: args.len(),
                    },
                ),
            },
            _ if FUNCTIONS_LATER.contains(&name) => self.fail(
                e,
                ErrorKind::NotYet {
                    name: name.into(),
                    available: FUNCTIONS.join(", "),
                },
            ),
            _ => self.fail(
                e,
                ErrorKind::UnknownFunction {
                    name: name.into(),
                    available: FUNCTIONS.join(", "),
                },
            ),
        }
    }

    fn method(&self, e: &Expr, recv: &Expr, name: &str, args: &[Expr]) -> Result<Value, Error> {
        if METHODS_LATER.contains(&name) {
            return self.fail(
                e,
                ErrorKind::NotYet {
                    name: name.into(),
                    available: METHODS.join(", "),
                },
            );
        }
        if !METHODS.contains(&name) {
            return self.fail(
                e,
                ErrorKind::UnknownMethod {
                    name: name.into(),
                    available: METHODS.join(", "),
                },
            );
        }
        let want = match name {
            "OrdinalSum" | "NimSum" | "NimProduct" | "NimValueSequence" | "CheckPeriodicity"
            | "Cool" | "Heat" | "Pow" | "PowTo" | "NortonProduct" => 1,
            "Overheat" => 2,
            _ => 0,
        };
        if args.len() != want {
            return self.fail(
                e,
                ErrorKind::Arity {
                    name: name.into(),
                    expected: want,
                    given: args.len(),
                },
            );
        }
        if let ("NimSum" | "NimProduct", [arg]) = (name, args) {
            return self.nim_op(name, recv, arg);
        }
        if let ("NimValueSequence" | "CheckPeriodicity", [arg]) = (name, args) {
            return self.sequence_method(name, recv, arg);
        }
        let g = self.game(recv)?;
        let b = Value::Bool;
        Ok(match name {
            "Birthday" => Value::Game(Game::integer(g.birthday())),
            "CanonicalForm" => Value::Game(g),
            "Incentives" => Value::set(g.incentives()),
            "LeftIncentives" => Value::set(g.left_incentives()),
            "RightIncentives" => Value::set(g.right_incentives()),
            "LeftOptions" => Value::set(g.left_options()),
            "RightOptions" => Value::set(g.right_options()),
            "LeftStop" => Value::Game(Game::number(g.left_stop())),
            "Mean" => Value::Game(Game::number(g.mean())),
            "Temperature" => Value::Game(Game::number(g.temperature())),
            "Thermograph" => Value::Thermograph(Box::new(g.thermograph())),
            "Freeze" => Value::Game(g.freeze()),
            "NortonProduct" => Value::Game(g.norton_product(&self.game(&args[0])?)),
            "ReducedCanonicalForm" => Value::Game(g.reduced_canonical_form()),
            "ConfusionInterval" => match g.confusion_interval() {
                Some(i) => Value::Interval(i),
                None => Value::Nothing,
            },
            "IsAtomic" => b(g.is_atomic()),
            "AtomicWeight" => match g.atomic_weight() {
                Ok(w) => Value::Game(w),
                Err(err) => return self.fail(e, ErrorKind::Undefined(err.to_string())),
            },
            "Pow" | "PowTo" => {
                let n = self.game(&args[0])?;
                let Some(n) = whole_number::<u32>(&n).filter(|&n| n <= 100_000) else {
                    return self.fail(
                        &args[0],
                        ErrorKind::Undefined(format!(
                            "{name} takes a whole number up to 100000, and {n} is not one"
                        )),
                    );
                };
                let p = if name == "Pow" { g.pow(n) } else { g.pow_to(n) };
                match p {
                    Ok(p) => Value::Game(p),
                    Err(err) => return self.fail(recv, ErrorKind::Undefined(err.to_string())),
                }
            }
            "Heat" => Value::Game(g.heat(&self.game(&args[0])?)),
            "Overheat" => Value::Game(g.overheat(&self.game(&args[0])?, &self.game(&args[1])?)),
            "Cool" => {
                let t = self.game(&args[0])?;
                let Some(t) = t.as_number() else {
                    return self.fail(
                        &args[0],
                        ErrorKind::Undefined(format!(
                            "Cool takes a number (a temperature above -1), and {t} is not one"
                        )),
                    );
                };
                match g.cool(&t) {
                    Ok(c) => Value::Game(c),
                    Err(err) => return self.fail(&args[0], ErrorKind::Undefined(err.to_string())),
                }
            }
            "RightStop" => Value::Game(Game::number(g.right_stop())),
            "OutcomeClass" => Value::Outcome(g.outcome()),
            "OrdinalSum" => Value::Game(self.ordinal_sum(e, g, self.game(&args[0])?)?),
            "NimValue" => match g.as_nimber() {
                Some(n) => Value::Game(Game::integer(n)),
                None => {
                    return self.fail(
                        e,
                        ErrorKind::Undefined(format!(
                        "NimValue is defined for impartial values (nimbers), and {g} is not one"
                    )),
                    )
                }
            },
            "IsAllSmall" => b(g.is_all_small()),
            "IsEven" => b(g.is_even()),
            "IsEvenTempered" => b(g.is_even_tempered()),
            "IsInfinitesimal" => b(g.is_infinitesimal()),
            "IsInteger" => b(g.is_integer()),
            "IsNimber" => b(g.is_nimber()),
            "IsNumber" => b(g.is_number()),
            "IsNumberTiny" => b(g.is_number_tiny()),
            "IsNumberish" => b(g.is_numberish()),
            "IsOdd" => b(g.is_odd()),
            "IsOddTempered" => b(g.is_odd_tempered()),
            "IsUptimal" => b(g.is_uptimal()),
            "IsZero" => b(g.is_zero()),
            _ => unreachable!("every name in METHODS is handled"),
        })
    }
}

impl Ctx<'_> {
    /// The value of a board of a game of the catalogue, as in
    /// `ToadsAndFrogs("TT__FF")`, `Domineering("..|..")` or
    /// `Kayles("II.III")`.
    fn board_value(&self, name: &str, arg: &Expr) -> Result<Value, Error> {
        let entry = games::by_expr_name(name).expect("called for catalogue names");
        let board = match self.eval(arg)? {
            Value::Str(s) => s,
            other => {
                return self.fail(
                    arg,
                    ErrorKind::Type {
                        expected: format!(
                            "a position as a string, as in {name}(\"{}\")",
                            entry.example
                        ),
                        found: other.kind_name().into(),
                    },
                );
            }
        };
        match entry.parse(&board) {
            Ok(p) => Ok(Value::Game(p.value())),
            Err(e) => self.fail(arg, ErrorKind::Undefined(e.to_string())),
        }
    }

    /// The ruleset of `TakeAndBreak(code)`, `Subtraction(list)` or
    /// `AllbutSubtraction(list)`.
    fn ruleset_of(&self, name: &str, arg: &Expr) -> Result<HeapRuleset, Error> {
        let v = self.eval(arg)?;
        let undefined = |msg: String| self.fail(arg, ErrorKind::Undefined(msg));
        match (name, v) {
            ("TakeAndBreak", Value::Str(code)) => match code.parse::<TakeAndBreak>() {
                Ok(g) => Ok(HeapRuleset::new(
                    format!("TakeAndBreak(\"{g}\")"),
                    g,
                    MAX_HEAP,
                )),
                Err(e) => undefined(e.to_string()),
            },
            ("Subtraction" | "AllbutSubtraction", Value::List(items)) => {
                let mut set = Vec::new();
                for (x, item) in items.iter().enumerate() {
                    match self.small_integer(item) {
                        Some(s) => set.push(s),
                        None => {
                            return undefined(format!(
                                "item {} of the subtraction set is {item}, not a whole number",
                                x + 1
                            ))
                        }
                    }
                }
                let g = if name == "Subtraction" {
                    Subtraction::new(set)
                } else {
                    Subtraction::all_but(set)
                };
                match g {
                    Ok(g) => Ok(HeapRuleset::new(g.to_string(), g, MAX_HEAP)),
                    Err(e) => undefined(e.to_string()),
                }
            }
            (_, other) => self.fail(
                arg,
                ErrorKind::Type {
                    expected: if name == "TakeAndBreak" {
                        "a code as a string, as in TakeAndBreak(\".137\")".into()
                    } else {
                        format!("a list of whole numbers, as in {name}([2,5,6])")
                    },
                    found: other.kind_name().into(),
                },
            ),
        }
    }

    fn small_integer(&self, v: &Value) -> Option<usize> {
        match v {
            Value::Game(g) => whole_number(g),
            _ => None,
        }
    }

    /// A heap size for `r`: a whole number no larger than `r` allows.
    fn heap_size(&self, r: &HeapRuleset, e: &Expr, limit: u64) -> Result<usize, Error> {
        let v = self.eval(e)?;
        let Some(n) = self.small_integer(&v) else {
            return self.fail(
                e,
                ErrorKind::Type {
                    expected: "a heap size (a whole number)".into(),
                    found: v.to_string(),
                },
            );
        };
        let limit = limit.min(r.max_heap());
        if n as u64 > limit {
            return self.fail(
                e,
                ErrorKind::TooLarge(format!(
                    "{r} is computed heap by heap here, up to {limit}; {n} is larger"
                )),
            );
        }
        Ok(n)
    }

    /// `R(n)`: the value of a heap of `n`, a nimber.
    fn heap(&self, r: &HeapRuleset, e: &Expr) -> Result<Value, Error> {
        let n = self.heap_size(r, e, u64::MAX)?;
        Ok(Value::Game(Game::from(Nimber(r.game().nim_value(n)))))
    }

    /// `R.NimValueSequence(n)` (heaps 1..n) and `R.CheckPeriodicity(n)`.
    fn sequence_method(&self, name: &str, recv: &Expr, arg: &Expr) -> Result<Value, Error> {
        let r = match self.eval(recv)? {
            Value::Ruleset(r) => r,
            other => {
                return self.fail(
                    recv,
                    ErrorKind::Type {
                        expected: format!("a ruleset for {name}, as in Kayles.{name}(100)"),
                        found: other.kind_name().into(),
                    },
                )
            }
        };
        if name == "NimValueSequence" {
            let n = self.heap_size(&r, arg, MAX_SEQUENCE)?;
            let values = r.game().nim_values(n);
            Ok(Value::List(
                values[1..]
                    .iter()
                    .map(|&v| Value::Game(Game::from(v)))
                    .collect(),
            ))
        } else {
            let n = self.heap_size(&r, arg, MAX_HEAP)?;
            Ok(match r.game().check_periodicity(n) {
                Some(p) => Value::Periodicity(p),
                None => Value::Nothing,
            })
        }
    }

    /// `NimSum` and `NimProduct` of two non-negative integers (an integer
    /// result, as in CGSuite) or of nimbers `*a`, `*b` (a nimber).
    fn nim_op(&self, name: &str, a: &Expr, b: &Expr) -> Result<Value, Error> {
        let (x, x_star) = self.nim_arg(name, a)?;
        let (y, y_star) = self.nim_arg(name, b)?;
        let r = if name == "NimSum" { x + y } else { x * y };
        Ok(Value::Game(if x_star || y_star {
            Game::from(r)
        } else {
            Game::from(r.0)
        }))
    }

    /// An operand of nim arithmetic, and whether it was written as a nimber.
    fn nim_arg(&self, name: &str, e: &Expr) -> Result<(Nimber, bool), Error> {
        let g = self.game(e)?;
        if let Some(v) = whole_number(&g) {
            return Ok((Nimber(v), false));
        } else if let Some(v) = g.as_nimber() {
            return Ok((Nimber(v), true));
        }
        self.fail(
            e,
            ErrorKind::Undefined(format!(
                "{name} takes integers from 0 to 2^64-1 or nimbers, and {g} is neither"
            )),
        )
    }
}

/// `g` as a whole number of type `T`, if it is one that fits.
fn whole_number<T: TryFrom<BigInt>>(g: &Game) -> Option<T> {
    g.as_number()
        .and_then(|n| n.to_integer())
        .and_then(|i| T::try_from(i).ok())
}

fn compare(op: CmpOp, g: &Game, h: &Game) -> bool {
    match op {
        CmpOp::Eq => g == h,
        CmpOp::Ne => g != h,
        CmpOp::Le => g.leq(h),
        CmpOp::Ge => h.leq(g),
        CmpOp::Lt => g < h,
        CmpOp::Gt => g > h,
        CmpOp::Confused => g.is_confused_with(h),
        CmpOp::LessOrConfused => !h.leq(g),
        CmpOp::GreaterOrConfused => !g.leq(h),
    }
}
