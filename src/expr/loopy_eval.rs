//! Loopy games in expressions: `pass`, named positions `a{…}`, the
//! constants `on`, `off`, `over`, `under`, `upon` and `dud`, and sums,
//! negatives, switches and comparisons with them. A value that turns out
//! short is given back as a short game.

use super::ast::{Expr, ExprKind};
use super::error::{Error, ErrorKind};
use super::eval::Ctx;
use super::value::Value;
use crate::loopy::{Graph, LoopyError, SidedValue, Stopper};
use crate::short::{Game, Player};

/// The largest `n` of `n * G` for a loopy `G`.
pub(super) const MAX_LOOPY_MULTIPLE: u64 = 1024;

/// The loopy constant a name stands for, when it is one.
pub(super) fn constant(name: &str) -> Option<SidedValue> {
    Some(match name {
        "on" => Stopper::on().into(),
        "off" => Stopper::off().into(),
        "over" => Stopper::over().into(),
        "under" => Stopper::under().into(),
        "upon" => Stopper::upon().into(),
        "dud" => SidedValue::dud(),
        _ => return None,
    })
}

/// A loopy value as a value: a short game when it is one.
pub(super) fn value(v: SidedValue) -> Value {
    match v.as_stopper().and_then(Stopper::to_game) {
        Some(g) => Value::Game(g),
        None => Value::Loopy(v),
    }
}

/// The positions being built, outermost first, with their names and their
/// vertices in the onside and offside graphs.
type Scope = Vec<(Option<String>, (u32, u32))>;

/// The two graphs of a game with loopy options: options' onsides go in
/// the first, their offsides in the second.
#[derive(Default)]
pub(super) struct Builder {
    pub(super) on: Graph,
    pub(super) off: Graph,
    /// The short games added so far, with their vertices in each graph:
    /// a game met again is not copied again.
    games: [rustc_hash::FxHashMap<Game, u32>; 2],
}

impl Builder {
    /// The vertices of the short game `g`, added once.
    fn add_game(&mut self, g: &Game) -> Result<(u32, u32), LoopyError> {
        let [on, off] = &mut self.games;
        Ok((
            self.on.add_game_with(g, on)?,
            self.off.add_game_with(g, off)?,
        ))
    }

    /// A new position, in both graphs; an error past
    /// [`crate::loopy::MAX_VERTICES`].
    pub(super) fn vertex(&mut self) -> Result<(u32, u32), LoopyError> {
        if self.on.len() >= crate::loopy::MAX_VERTICES {
            return Err(LoopyError::TooLarge {
                limit: crate::loopy::MAX_VERTICES,
            });
        }
        Ok((self.on.add_vertex(), self.off.add_vertex()))
    }

    /// The vertices of a copy of `s`: its onside in the first graph, its
    /// offside in the second.
    pub(super) fn embed_sided(&mut self, s: &SidedValue) -> Result<(u32, u32), LoopyError> {
        let (on, off) = s.graphs();
        Ok((self.on.embed(on)?, self.off.embed(off)?))
    }

    /// A move of `player` from `v` to `w`, in both graphs.
    pub(super) fn edge(&mut self, v: (u32, u32), w: (u32, u32), player: Player) {
        self.on.add_edge(v.0, w.0, player);
        self.off.add_edge(v.1, w.1, player);
    }

    /// The value of `v`.
    pub(super) fn value(&self, v: (u32, u32)) -> Result<SidedValue, LoopyError> {
        SidedValue::from_sides(&self.on, v.0, &self.off, v.1)
    }
}

impl Ctx<'_> {
    /// Wraps a loopy error as an expression error at `e`.
    pub(super) fn loopy<T>(&self, e: &Expr, r: Result<T, LoopyError>) -> Result<T, Error> {
        r.or_else(|why| self.fail(e, ErrorKind::Loopy(why)))
    }

    /// `{L | R}` or `a{L | R}`: a short game when nothing in it is loopy.
    pub(super) fn braces_value(&self, e: &Expr) -> Result<Value, Error> {
        if let ExprKind::Braces { left, right } = &e.kind
            && !has_loopy_syntax(left)
            && !has_loopy_syntax(right)
        {
            let (l, r) = (self.values(left)?, self.values(right)?);
            // A form among games makes an explicit form (CGSuite's rule).
            let parts = || l.iter().chain(&r);
            if parts().any(|v| matches!(v, Value::Form(_))) && parts().all(super::explicit::is_part)
            {
                let form = super::Form::Explicit { left: l, right: r };
                return Ok(Value::Form(std::sync::Arc::new(form)));
            }
            if l.iter().chain(&r).all(|v| matches!(v, Value::Game(_))) {
                let games = |es: &[Expr], vs: Vec<Value>| -> Result<Vec<Game>, Error> {
                    es.iter()
                        .zip(vs)
                        .map(|(x, v)| {
                            let Value::Game(g) = v else {
                                unreachable!("all games")
                            };
                            self.option_of_new_game(x, g)?;
                            Ok(g)
                        })
                        .collect()
                };
                return Ok(Value::Game(Game::new(games(left, l)?, games(right, r)?)));
            }
            let (l, r) = (left.iter().zip(l).collect(), right.iter().zip(r).collect());
            return self.node_of_values(e, l, r);
        }
        let mut b = Builder::default();
        let v = self.node(&mut b, e, &mut Vec::new())?;
        Ok(value(self.loopy(e, b.value(v))?))
    }

    fn values(&self, es: &[Expr]) -> Result<Vec<Value>, Error> {
        es.iter().map(|x| self.eval_value(x)).collect()
    }

    /// `{L | R}` whose options, already worked out, include loopy ones.
    /// Each option comes with its expression, where errors point.
    pub(super) fn node_of_values(
        &self,
        e: &Expr,
        l: Vec<(&Expr, Value)>,
        r: Vec<(&Expr, Value)>,
    ) -> Result<Value, Error> {
        let mut b = Builder::default();
        let v = self.loopy(e, b.vertex())?;
        for (player, options) in [(Player::Left, l), (Player::Right, r)] {
            for (x, val) in options {
                let w = self.embed(&mut b, x, val)?;
                b.edge(v, w, player);
            }
        }
        Ok(value(self.loopy(e, b.value(v))?))
    }

    /// Builds the position `e` (braces, or named braces) into `b`.
    fn node(&self, b: &mut Builder, e: &Expr, scope: &mut Scope) -> Result<(u32, u32), Error> {
        let (label, body) = match &e.kind {
            ExprKind::Named { label, body } => (Some(label.clone()), &**body),
            _ => (None, e),
        };
        let ExprKind::Braces { left, right } = &body.kind else {
            return self.wrong_type(e, "a game in braces", "something else");
        };
        let v = self.loopy(e, b.vertex())?;
        scope.push((label, v));
        for (player, options) in [(Player::Left, left), (Player::Right, right)] {
            for x in options {
                let w = self.loopy_option(b, x, scope)?;
                b.edge(v, w, player);
            }
        }
        scope.pop();
        Ok(v)
    }

    /// One option of a position being built.
    fn loopy_option(
        &self,
        b: &mut Builder,
        x: &Expr,
        scope: &mut Scope,
    ) -> Result<(u32, u32), Error> {
        match &x.kind {
            ExprKind::Braces { .. } | ExprKind::Named { .. } => {
                stacker::maybe_grow(64 * 1024, 1024 * 1024, || self.node(b, x, scope))
            }
            ExprKind::Name(n) if n == "pass" => Ok(scope.last().expect("inside a position").1),
            ExprKind::Name(n) if scope.iter().any(|(l, _)| l.as_deref() == Some(n)) => {
                let (_, v) = scope
                    .iter()
                    .rev()
                    .find(|(l, _)| l.as_deref() == Some(n))
                    .expect("found");
                Ok(*v)
            }
            _ => {
                let val = self.eval(x)?;
                self.embed(b, x, val)
            }
        }
    }

    /// Copies a worked-out option into both graphs.
    pub(super) fn embed(&self, b: &mut Builder, x: &Expr, val: Value) -> Result<(u32, u32), Error> {
        let val = match val {
            // Among loopy options a form is its value.
            f @ Value::Form(_) => Value::Game(self.form_value(x, &f)?),
            other => other,
        };
        let r = match val {
            Value::Game(g) => {
                self.option_of_new_game(x, g)?;
                b.add_game(&g)
            }
            Value::Loopy(s) => b.embed_sided(&s),
            other => return self.wrong_type(x, "a game", other.kind_name()),
        };
        self.loopy(x, r)
    }

    /// `e` as a loopy value (a short game becomes a stopper).
    pub(super) fn sided(&self, e: &Expr, v: Value) -> Result<SidedValue, Error> {
        match v {
            Value::Loopy(s) => Ok(s),
            Value::Game(g) => Ok(SidedValue::from(self.loopy(e, Stopper::from_game(&g))?)),
            f @ Value::Form(_) => {
                let g = self.form_value(e, &f)?;
                Ok(SidedValue::from(self.loopy(e, Stopper::from_game(&g))?))
            }
            other => self.wrong_type(e, "a game", other.kind_name()),
        }
    }

    /// `a : b` with a loopy game: both must be stoppers.
    pub(super) fn loopy_ordinal_sum(
        &self,
        a: &Expr,
        x: Value,
        b: &Expr,
        y: Value,
    ) -> Result<Value, Error> {
        let (x, y) = (self.sided(a, x)?, self.sided(b, y)?);
        let g = self.loopy(a, x.stopper_or_err())?;
        let h = self.loopy(b, y.stopper_or_err())?;
        Ok(value(SidedValue::from(self.loopy(b, g.ordinal_sum(h))?)))
    }

    /// `G : H` for a form `G` (its options as written) and a stopper `H`:
    /// a vertex `G : v` for each vertex `v` of `H`'s graph, with `G`'s
    /// options and the moves of `v` (CGSuite's `('{-1|1}':on).GameValue`
    /// is `1under`, where `0 : on` is `on`).
    pub(super) fn form_ordinal_sum(
        &self,
        a: &Expr,
        g: &super::Form,
        b: &Expr,
        h: Value,
    ) -> Result<Value, Error> {
        let sided = self.sided(b, h)?;
        let Some(h) = sided.as_stopper() else {
            return self.wrong_type(b, "a stopper after ':'", "a loopy game that is not one");
        };
        let mut graph = Graph::new();
        // After a move in G the sum is that option alone: its value.
        let mut sides = [Vec::new(), Vec::new()];
        for (side, left) in sides.iter_mut().zip([true, false]) {
            for o in g.options(left).map_err(|why| self.too_large(a, why))? {
                let o = self.game_of(a, o)?;
                side.push(self.loopy(a, graph.add_game(&o))?);
            }
        }
        let base = h.graph();
        let to: Vec<u32> = (0..base.len()).map(|_| graph.add_vertex()).collect();
        for (v, &w) in to.iter().enumerate() {
            for (side, p) in sides.iter().zip([Player::Left, Player::Right]) {
                for &o in side {
                    graph.add_edge(w, o, p);
                }
                for &u in base.options(v as u32, p) {
                    graph.add_edge(w, to[u as usize], p);
                }
            }
        }
        Ok(value(self.loopy(b, SidedValue::from_graph(&graph, to[0]))?))
    }

    /// `a + b` with a loopy term.
    pub(super) fn loopy_add(
        &self,
        e: &Expr,
        a: &SidedValue,
        b: &SidedValue,
    ) -> Result<SidedValue, Error> {
        self.loopy(e, a.checked_add(b))
    }

    /// `n * G` for a loopy `G` (`n` at `at`): `G` added to itself `|n|`
    /// times by doubling, negated for `n < 0`, as CGSuite's integer
    /// multiple. Bounded by [`MAX_LOOPY_MULTIPLE`]; each sum by the sizes
    /// of [`SidedValue::checked_add`].
    pub(super) fn loopy_times(
        &self,
        e: &Expr,
        g: SidedValue,
        at: &Expr,
        n: Value,
    ) -> Result<Value, Error> {
        let n = match &n {
            Value::Game(x) => x.as_number().and_then(|x| x.to_integer()),
            _ => None,
        };
        let Some(n) = n else {
            return self.wrong_type(at, "an integer on one side of '*'", "no integer");
        };
        let count = match i64::try_from(&n) {
            Ok(c) if c.unsigned_abs() <= MAX_LOOPY_MULTIPLE => c,
            _ => {
                let why = format!("a loopy game is multiplied by at most {MAX_LOOPY_MULTIPLE}");
                return self.fail(at, ErrorKind::TooLarge(why));
            }
        };
        let (mut acc, mut power, mut k) =
            (SidedValue::from(Stopper::zero()), g, count.unsigned_abs());
        while k > 0 {
            if k & 1 == 1 {
                acc = self.loopy_add(e, &acc, &power)?;
            }
            k >>= 1;
            if k > 0 {
                power = self.loopy_add(e, &power, &power)?;
            }
        }
        Ok(value(if count < 0 { -acc } else { acc }))
    }

    /// `^[on]*n` or `^<on>*n`, or their negatives `v[on]*n`, `v<on>*n`.
    pub(super) fn upon(
        &self,
        e: &Expr,
        uponth: bool,
        positive: bool,
        nimber: u64,
    ) -> Result<Value, Error> {
        let zero = crate::numbers::Dyadic::zero();
        let g = if uponth {
            self.loopy(e, Stopper::uponth_form(&zero, nimber))?
        } else {
            Stopper::upon_form(&zero, nimber)
        };
        Ok(Value::Loopy(if positive { g } else { -g }.into()))
    }

    /// `Tiny(G) = {0 || 0 | -G}` (when `tiny`) or `Miny(G) = {G | 0 || 0}`,
    /// for short or loopy `G`.
    pub(super) fn tiny(&self, c: &super::builtins::Call<'_>, tiny: bool) -> Result<Value, Error> {
        let arg = &c.args[0];
        let g = match self.eval(arg)? {
            Value::Loopy(g) => g,
            _ => {
                let g = self.option(arg)?;
                return Ok(Value::Game(if tiny {
                    Game::tiny(g)
                } else {
                    Game::miny(g)
                }));
            }
        };
        let zero = || vec![(arg, Value::Game(Game::zero()))];
        let inner = self.node_of_values(arg, zero(), vec![(arg, Value::Loopy(-g))])?;
        let t = self.node_of_values(c.at, zero(), vec![(arg, inner)])?;
        // Miny(G) is -Tiny(G).
        Ok(match (tiny, t) {
            (true, t) => t,
            (false, Value::Loopy(t)) => Value::Loopy(-t),
            (false, Value::Game(t)) => Value::Game(-t),
            (false, other) => other,
        })
    }

    /// `A & B`: the sided value whose onside is `A`'s and offside `B`'s.
    /// Two stoppers must have `A ≥ B`, as every game's sides do.
    pub(super) fn sided_value(&self, e: &Expr, on: &Expr, off: &Expr) -> Result<Value, Error> {
        let side = |x: &Expr| -> Result<SidedValue, Error> {
            let v = self.eval_value(x)?;
            self.sided(x, v)
        };
        let (a, b) = (side(on)?, side(off)?);
        if let (Some(a), Some(b)) = (a.as_stopper(), b.as_stopper())
            && !self.loopy(e, b.leq(a))?
        {
            return self.undefined(
                e,
                format!("an onside is at least its offside, and {a} is not at least {b}"),
            );
        }
        let (on_graph, off_graph) = (a.graphs().0, b.graphs().1);
        Ok(value(self.loopy(
            e,
            SidedValue::from_sides(on_graph, 0, off_graph, 0),
        )?))
    }

    /// `±{a, b, …} = {a, b, … | -a, -b, …}` with some option loopy.
    pub(super) fn loopy_switch(&self, e: &Expr, options: Vec<Value>) -> Result<Value, Error> {
        let neg = |v: &Value| match v {
            Value::Game(g) => Value::Game(-*g),
            Value::Loopy(s) => Value::Loopy(-s.clone()),
            other => other.clone(),
        };
        let right = options.iter().map(|o| (e, neg(o))).collect();
        self.node_of_values(e, options.into_iter().map(|o| (e, o)).collect(), right)
    }

    /// Compares two values one of which is loopy.
    pub(super) fn loopy_leq(
        &self,
        e: &Expr,
        a: &SidedValue,
        b: &SidedValue,
    ) -> Result<bool, Error> {
        self.loopy(e, a.leq(b))
    }
}

/// Whether braces hold `pass` or named positions as options: those must be
/// built as one graph. Braces further in are worked out on their own (a
/// `pass` there belongs to them), so only this level is looked at, which
/// keeps deeply nested games linear.
fn has_loopy_syntax(es: &[Expr]) -> bool {
    es.iter().any(|x| match &x.kind {
        ExprKind::Named { .. } => true,
        ExprKind::Name(n) => n == "pass",
        _ => false,
    })
}

/// `G.Tiny` and `G.Miny`: the functions `Tiny(G)` and `Miny(G)`.
pub(super) fn tiny_method(
    cx: &Ctx<'_>,
    c: &super::builtins::Call<'_>,
    tiny: bool,
) -> Result<Value, Error> {
    let args = [c.recv().clone()];
    let call = super::builtins::Call {
        name: if tiny { "Tiny" } else { "Miny" },
        at: c.at,
        recv: None,
        args: &args,
    };
    cx.tiny(&call, tiny)
}
