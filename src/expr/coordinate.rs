//! CGSuite's impartial coordinate games, whose positions are pairs
//! `(a, b)`: `Wythoff` and `GenWythoff(f)` (two heaps; take from one, or
//! `k` and `l` from both with `l < f(k)` and `k < f(l)`: Wythoff's game is
//! `f(x) = x + 1`, Fraenkel's r-Wythoff `f(x) = x + r`), `TakeAway(c)` and
//! `FibonacciNim` (take `k` of `n`, then the next player may take up to
//! `c·k`: `(n, m)` is `n` left after a take of `m`, so up
//! to `c·m` may be taken; Fibonacci Nim is `c = 2`), and `Mem`, `GenMem(p)`
//! (`(n, m)`: take `j` with `p(m, j)`, leaving `(n - j, j)`; `Mem` takes
//! at least `m`).
//!
//! And the partizan ones: `GenCutcake(L, R)` (Left plays the heap game `L`
//! on the second coordinate, the heaps it leaves making a sum of cakes
//! `(m, b1) + (m, b2) + …`; Right plays `R` on the first; with `twisted =>
//! true` the coordinates swap first), whose instances are `Cutcake` (both
//! `4.0`: cut in two), `Eatcake` (both `0.7`: eat a row), `TurnAndEatcake`
//! (twisted Eatcake) and `MaundyCake` (cut into equal parts); and
//! `PartizanEuclid` (`(p, q)` with `q` not dividing `p`: Left moves to `(q,
//! p mod q)`, Right to `(q, q - p mod q)`).
//!
//! Those given by a function, `CoordinateRuleset(f)` and
//! `PartizanCoordinateRuleset(L, R)`, are made in [`super::coordinate_fn`].

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use super::ast::Expr;
use super::builtins::Call;
use super::error::{Error, ErrorKind};
use super::eval::Ctx;
use super::function::Function;
use super::value::HeapRuleset;
use super::value::Value;
use crate::impartial::{TakeAndBreak, mex};
use crate::misere::MisereGame;
use crate::short::Game;

/// The largest coordinate of a position of these games.
pub const MAX_COORDINATE: i64 = 2_000;

/// The most positions one evaluation may go through.
const MAX_POSITIONS: usize = 2_000_000;

/// The rules of a coordinate game.
pub(super) enum Rules {
    Wythoff(Option<Function>),
    TakeAway(i64),
    Mem(Option<Function>),
    Cake {
        left: HeapRuleset,
        right: HeapRuleset,
        twisted: bool,
    },
    Euclid,
    /// A partizan heap game: Left moves by one heap game, Right by another
    /// (a heap of `n` is the position `(0, n)`).
    PartizanHeap {
        left: HeapRuleset,
        right: HeapRuleset,
    },
    /// `R.AcrosticProduct(S)` (`direct` false) or `R.DirectProduct(S)`
    /// (Winning Ways ch. 14; CGSuite's definitions): from `(m, n)`, an
    /// option `a_1 + ... + a_k` of `R(m)` moves to `(a_1, n) + ... +
    /// (a_k, n)`, and one of `S(n)` likewise on the second coordinate; the
    /// direct product instead pairs an option of each, moving to the sum of
    /// `(a_i, n)`, `(m, b_j)` and `(a_i, b_j)`.
    Product {
        r: HeapRuleset,
        s: HeapRuleset,
        direct: bool,
    },
    /// `CoordinateRuleset(f)`: `(m, n)` moves to each item of `f(m, n)`
    /// (see [`super::coordinate_fn`]).
    Functional(Function),
    /// `PartizanCoordinateRuleset(L, R)`: Left moves as in `L`, Right as in
    /// `R`.
    PartizanPair {
        left: Arc<CoordinateGame>,
        right: Arc<CoordinateGame>,
    },
}

/// A coordinate game: its name, rules and the nim values found so far.
///
/// ```
/// use combinatorial_games::expr::{eval, Value};
/// // A partizan join of two subtraction games is a coordinate game.
/// let Value::Coordinate(g) = eval("game.heap.PartizanSubtraction([1], [2])").unwrap() else {
///     panic!()
/// };
/// assert_eq!(g.to_string(), "PartizanHeapRuleset(Subtraction([1]), Subtraction([2]))");
/// ```
pub struct CoordinateGame {
    name: String,
    pub(super) rules: Rules,
    values: Mutex<HashMap<(i64, i64), u64>>,
    forms: Mutex<HashMap<(i64, i64), Game>>,
    misere: Mutex<HashMap<(i64, i64), MisereGame>>,
    /// The positions being valued now (see `Visit`).
    pub(super) open: Mutex<std::collections::HashSet<(i64, i64)>>,
}

impl CoordinateGame {
    /// Whether its positions are heaps (`PartizanHeapRuleset(L, R)`), not
    /// pairs of numbers.
    pub(super) fn is_partizan_heap(&self) -> bool {
        matches!(self.rules, Rules::PartizanHeap { .. })
    }
}

impl std::fmt::Debug for CoordinateGame {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "CoordinateGame({})", self.name)
    }
}

impl std::fmt::Display for CoordinateGame {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.name)
    }
}

/// The names [`named`] knows.
pub(super) const NAMES: [&str; 8] = [
    "Wythoff",
    "FibonacciNim",
    "Mem",
    "Cutcake",
    "Eatcake",
    "TurnAndEatcake",
    "MaundyCake",
    "PartizanEuclid",
];

/// `Wythoff`, `FibonacciNim`, `Mem` by name.
pub(super) fn named(name: &str) -> Option<Value> {
    let rules = match name {
        "Wythoff" => Rules::Wythoff(None),
        "FibonacciNim" => Rules::TakeAway(2),
        "Mem" => Rules::Mem(None),
        "Cutcake" | "Eatcake" | "TurnAndEatcake" | "MaundyCake" => {
            let heaps = |code: &str| {
                let g: TakeAndBreak = code.parse().expect("a valid code");
                HeapRuleset::new(format!("TakeAndBreak(\"{g:#}\")"), g, MAX_COORDINATE as u64)
            };
            let (left, right) = match name {
                "Cutcake" => (heaps("4.0"), heaps("4.0")),
                "MaundyCake" => {
                    let r = HeapRuleset::new(
                        "EqualParts",
                        super::partizan_rules::EqualParts,
                        MAX_COORDINATE as u64,
                    );
                    (r.clone(), r)
                }
                _ => (heaps("0.7"), heaps("0.7")),
            };
            let twisted = name == "TurnAndEatcake";
            Rules::Cake {
                left,
                right,
                twisted,
            }
        }
        "PartizanEuclid" => Rules::Euclid,
        _ => return None,
    };
    debug_assert!(NAMES.contains(&name));
    Some(game(name.to_string(), rules))
}

pub(super) fn game(name: String, rules: Rules) -> Value {
    Value::Coordinate(Arc::new(CoordinateGame {
        name,
        rules,
        values: Mutex::new(HashMap::new()),
        forms: Mutex::new(HashMap::new()),
        misere: Mutex::new(HashMap::new()),
        open: Mutex::default(),
    }))
}

/// `GenWythoff(f)`, `TakeAway(c)`, `GenMem(p)`.
pub(super) fn make(cx: &Ctx<'_>, c: &Call<'_>) -> Result<Value, Error> {
    let arg = &c.args[0];
    let rules = match c.name() {
        "GenCutcake" | "CakeProduct" => return super::partizan_rules::gen_cutcake(cx, c),
        "PartizanSubtraction" | "PartizanJoin" | "PartizanHeapRuleset" => {
            return super::partizan_rules::partizan_heap(cx, c);
        }
        "TakeAway" => {
            let k = cx.coordinate(arg)?;
            if k < 1 {
                return cx.undefined(arg, "TakeAway(c) needs c at least 1");
            }
            Rules::TakeAway(k)
        }
        name => {
            let f = cx.function(arg)?;
            let arity = if name == "GenWythoff" { 1 } else { 2 };
            if f.arity() != arity {
                let why = format!("{name} takes a function of {arity} argument(s)");
                return cx.fail(arg, ErrorKind::Undefined(why));
            }
            if name == "GenWythoff" {
                Rules::Wythoff(Some(f))
            } else {
                Rules::Mem(Some(f))
            }
        }
    };
    let shown = format!("{}({})", c.name(), cx.eval(arg)?);
    Ok(game(shown, rules))
}

impl Ctx<'_> {
    /// The options of `(a, b)`.
    pub(super) fn coordinate_options(
        &self,
        at: &Expr,
        g: &CoordinateGame,
        (a, b): (i64, i64),
    ) -> Result<Vec<(i64, i64)>, Error> {
        let mut out = Vec::new();
        let truth = |v: Value, what: &str| match v {
            Value::Bool(t) => Ok(t),
            other => self.wrong_type(at, format!("true or false from {what}"), other.kind_name()),
        };
        let int = |n: i64| Value::Game(Game::integer(n));
        match &g.rules {
            Rules::Wythoff(f) => {
                out.extend((0..a).map(|x| (x, b)));
                out.extend((0..b).map(|y| (a, y)));
                for k in 1..=a {
                    for l in 1..=b {
                        let ok = match f {
                            None => k == l,
                            Some(f) => {
                                let fk = self.call_with_values(at, f, vec![int(k)])?;
                                let fl = self.call_with_values(at, f, vec![int(l)])?;
                                let (fk, fl) = (self.whole(at, fk)?, self.whole(at, fl)?);
                                l < fk && k < fl
                            }
                        };
                        if ok {
                            out.push((a - k, b - l));
                        }
                    }
                }
            }
            Rules::Cake { .. }
            | Rules::Euclid
            | Rules::PartizanHeap { .. }
            | Rules::PartizanPair { .. } => {
                let why = format!("{g} is partizan: it has a canonical form, not a nim value");
                return self.fail(at, ErrorKind::Undefined(why));
            }
            Rules::Product { .. } | Rules::Functional(_) => {
                let why = format!(
                    "{g}'s options are sums of positions: it has nim values (NimValueTable), not options one by one"
                );
                return self.fail(at, ErrorKind::Undefined(why));
            }
            Rules::TakeAway(c) => out.extend((1..=a.min(c.saturating_mul(b))).map(|k| (a - k, k))),
            Rules::Mem(p) => {
                for j in 1..=a {
                    let ok = match p {
                        None => j >= b,
                        Some(p) => truth(
                            self.call_with_values(at, p, vec![int(b), int(j)])?,
                            "GenMem's rule",
                        )?,
                    };
                    if ok {
                        out.push((a - j, j));
                    }
                }
            }
        }
        Ok(out)
    }

    fn whole(&self, at: &Expr, v: Value) -> Result<i64, Error> {
        match super::arith::rational_of(&v).and_then(|r| {
            r.as_finite()
                .filter(|r| r.is_integer())
                .map(|r| r.to_integer())
        }) {
            Some(n) => Ok(i64::try_from(n).unwrap_or(i64::MAX)),
            None => self.wrong_type(at, "an integer from GenWythoff's function", v.kind_name()),
        }
    }

    /// The options of `(a, b)` for `player` in a partizan coordinate game:
    /// each a sum of positions.
    fn partizan_options(
        &self,
        at: &Expr,
        g: &CoordinateGame,
        (a, b): (i64, i64),
        left: bool,
    ) -> Result<Vec<Vec<(i64, i64)>>, Error> {
        if let Rules::PartizanPair { left: l, right: r } = &g.rules {
            return self.sum_options(at, if left { l } else { r }, (a, b));
        }
        Ok(match &g.rules {
            Rules::Cake {
                left: l,
                right: r,
                twisted,
            } => {
                let (a, b) = if *twisted { (b, a) } else { (a, b) };
                let (rules, heap) = if left { (l, b) } else { (r, a) };
                // A HeapRuleset(f)'s options are read from its table.
                self.ensure_heaps(at, rules, heap as usize)?;
                let place = |x: usize| if left { (a, x as i64) } else { (x as i64, b) };
                rules
                    .game()
                    .options(heap as usize)
                    .into_iter()
                    .map(|hs| hs.into_iter().map(place).collect())
                    .collect()
            }
            Rules::PartizanHeap { left: l, right: r } => {
                let rules = if left { l } else { r };
                self.ensure_heaps(at, rules, b as usize)?;
                let heaps = rules.game().options(b as usize).into_iter();
                heaps
                    .map(|hs| hs.into_iter().map(|h| (0, h as i64)).collect())
                    .collect()
            }
            Rules::Euclid if b == 0 || a % b == 0 => vec![],
            Rules::Euclid => vec![vec![(b, if left { a % b } else { b - a % b })]],
            _ => vec![],
        })
    }

    /// The canonical form of `(a, b)` in a partizan coordinate game.
    pub(super) fn coordinate_form(
        &self,
        at: &Expr,
        g: &CoordinateGame,
        p: (i64, i64),
    ) -> Result<Game, Error> {
        if let Some(&v) = g.forms.lock().unwrap_or_else(|e| e.into_inner()).get(&p) {
            return Ok(v);
        }
        if g.forms.lock().unwrap_or_else(|e| e.into_inner()).len() >= MAX_POSITIONS {
            let why = format!("{g} would go through more than {MAX_POSITIONS} positions");
            return self.fail(at, ErrorKind::TooLarge(why));
        }
        let _visit = super::coordinate_fn::Visit::enter(self, at, g, p)?;
        let mut sides = [Vec::new(), Vec::new()];
        for (k, left) in [true, false].into_iter().enumerate() {
            for sum in self.partizan_options(at, g, p, left)? {
                crate::budget::step();
                let mut v = Game::zero();
                for q in sum {
                    v += stacker::maybe_grow(64 * 1024, 1024 * 1024, || {
                        self.coordinate_form(at, g, q)
                    })?;
                }
                sides[k].push(v);
            }
        }
        let [l, r] = sides;
        let v = Game::new(l, r);
        g.forms
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .insert(p, v);
        Ok(v)
    }

    /// The misère canonical form of `(a, b)` in an impartial coordinate
    /// game, from its options'.
    fn coordinate_misere(
        &self,
        at: &Expr,
        g: &CoordinateGame,
        p: (i64, i64),
    ) -> Result<MisereGame, Error> {
        if let Some(&m) = g.misere.lock().unwrap_or_else(|e| e.into_inner()).get(&p) {
            return Ok(m);
        }
        let mut options = Vec::new();
        for q in self.coordinate_options(at, g, p)? {
            crate::budget::step();
            options.push(stacker::maybe_grow(64 * 1024, 1024 * 1024, || {
                self.coordinate_misere(at, g, q)
            })?);
        }
        match MisereGame::from_options(options) {
            Ok(m) => {
                g.misere
                    .lock()
                    .unwrap_or_else(|e| e.into_inner())
                    .insert(p, m);
                Ok(m)
            }
            Err(e) => self.fail(at, ErrorKind::TooLarge(e.to_string())),
        }
    }

    /// The nim value of `(a, b)`, by the mex rule over its options.
    pub(super) fn coordinate_value(
        &self,
        at: &Expr,
        g: &CoordinateGame,
        p: (i64, i64),
    ) -> Result<u64, Error> {
        if let Some(&v) = g.values.lock().unwrap_or_else(|e| e.into_inner()).get(&p) {
            return Ok(v);
        }
        if g.values.lock().unwrap_or_else(|e| e.into_inner()).len() >= MAX_POSITIONS {
            let why = format!("{g} would go through more than {MAX_POSITIONS} positions");
            return self.fail(at, ErrorKind::TooLarge(why));
        }
        let _visit = super::coordinate_fn::Visit::enter(self, at, g, p)?;
        let options = self.sum_options(at, g, p)?;
        let mut seen = Vec::with_capacity(options.len());
        for sum in options {
            let mut v = 0;
            for q in sum {
                crate::budget::step();
                v ^= stacker::maybe_grow(64 * 1024, 1024 * 1024, || {
                    self.coordinate_value(at, g, q)
                })?;
            }
            seen.push(v);
        }
        let v = mex(seen);
        g.values
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .insert(p, v);
        Ok(v)
    }

    /// `G((a, b))`: the position, checked to be in range.
    pub(super) fn coordinate_position(
        &self,
        g: &Arc<CoordinateGame>,
        arg: &Expr,
    ) -> Result<Value, Error> {
        let v = match (&g.rules, self.eval(arg)?) {
            // A partizan heap game's position is a heap size.
            (Rules::PartizanHeap { .. }, Value::Game(n)) => {
                match super::eval::whole_number::<i64>(&n) {
                    Some(n) => Value::Coordinates(0, n),
                    None => {
                        return self.wrong_type(arg, format!("a heap size for {g}"), n.to_string());
                    }
                }
            }
            (_, v) => v,
        };
        let (a, b) = self.position_in_range(arg, v, &format!("of {g}"))?;
        Ok(Value::CoordinatePosition(Arc::clone(g), a, b))
    }

    /// `v` as a position of a coordinate game, each coordinate from 0 to
    /// [`MAX_COORDINATE`]; `what` says whose coordinates in the messages.
    pub(super) fn position_in_range(
        &self,
        at: &Expr,
        v: Value,
        what: &str,
    ) -> Result<(i64, i64), Error> {
        match v {
            Value::Coordinates(a, b)
                if (0..=MAX_COORDINATE).contains(&a) && (0..=MAX_COORDINATE).contains(&b) =>
            {
                Ok((a, b))
            }
            Value::Coordinates(a, b) => {
                let why =
                    format!("the coordinates {what} are from 0 to {MAX_COORDINATE}, not ({a},{b})");
                self.fail(at, ErrorKind::TooLarge(why))
            }
            other => self.wrong_type(at, format!("coordinates (a, b) {what}"), other.kind_name()),
        }
    }

    /// The canonical form of a position of a coordinate game: its value
    /// for the partizan rules, its nimber for the impartial ones. Every
    /// method of a game reaches a position through it, as in CGSuite
    /// (`PartizanEuclid((9,6)).AtomicWeight`).
    pub(super) fn coordinate_canonical(
        &self,
        at: &Expr,
        g: &CoordinateGame,
        p: (i64, i64),
    ) -> Result<Game, Error> {
        if is_partizan(g) {
            self.coordinate_form(at, g, p)
        } else {
            self.coordinate_value(at, g, p).map(Game::nimber)
        }
    }

    /// The methods of a position of a coordinate game: `NimValue`,
    /// `CanonicalForm` (its nimber), `Options`; `None` for the others.
    pub(super) fn coordinate_method(
        &self,
        c: &Call<'_>,
        g: &CoordinateGame,
        p: (i64, i64),
    ) -> Option<Result<Value, Error>> {
        if is_partizan(g) {
            return match c.name() {
                // Only an impartial game has these (CGSuite's partizan
                // positions are not `ImpartialGame`s).
                "NimValue" | "Genus" | "MisereCanonicalForm" => Some(self.wrong_type(
                    c.recv(),
                    format!("an impartial game for {}", c.name()),
                    format!("a position of the partizan game {g}"),
                )),
                "CanonicalForm" => Some(self.coordinate_form(c.at, g, p).map(Value::Game)),
                "LeftOptions" | "RightOptions" => {
                    let sums = match self.partizan_options(c.at, g, p, c.name() == "LeftOptions") {
                        Ok(sums) => sums,
                        Err(e) => return Some(Err(e)),
                    };
                    let values = sums.into_iter().map(|sum| {
                        sum.into_iter().try_fold(Game::zero(), |acc, q| {
                            Ok(acc + self.coordinate_form(c.at, g, q)?)
                        })
                    });
                    Some(
                        values
                            .map(|v| v.map(Value::Game))
                            .collect::<Result<_, _>>()
                            .map(Value::List),
                    )
                }
                _ => None,
            };
        }
        Some(match c.name() {
            "NimValue" => self
                .coordinate_value(c.at, g, p)
                .map(|v| Value::Game(Game::integer(v))),
            "Genus" => self
                .coordinate_misere(c.at, g, p)
                .map(|m| Value::Genus(m.genus())),
            "MisereCanonicalForm" => self.coordinate_misere(c.at, g, p).map(Value::Misere),
            "CanonicalForm" => self
                .coordinate_value(c.at, g, p)
                .map(|v| Value::Game(Game::nimber(v))),
            "Options" => self.coordinate_options(c.at, g, p).map(|opts| {
                let mut opts = opts;
                opts.sort_unstable();
                opts.dedup();
                Value::List(
                    opts.into_iter()
                        .map(|(a, b)| Value::Coordinates(a, b))
                        .collect(),
                )
            }),
            _ => return None,
        })
    }
}

/// Whether `g`'s two players have moves of their own (Cutcake, Partizan
/// Euclid, the partizan heap rules); the others are impartial.
pub(super) fn is_partizan(g: &CoordinateGame) -> bool {
    matches!(
        g.rules,
        Rules::Cake { .. }
            | Rules::Euclid
            | Rules::PartizanHeap { .. }
            | Rules::PartizanPair { .. }
    )
}

impl PartialEq for CoordinateGame {
    /// Games are equal when they are written the same.
    fn eq(&self, other: &CoordinateGame) -> bool {
        self.name == other.name
    }
}
