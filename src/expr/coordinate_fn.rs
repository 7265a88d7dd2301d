//! Coordinate games given by a function, as CGSuite's `game.heap` makes
//! them: `CoordinateRuleset(f)` (or `FunctionalCoordinateRuleset(f)`), the
//! impartial game where `(m, n)` moves to each item of `f(m, n)`, a
//! position `(a, b)` or a list of them (their sum; `[]` is 0), and
//! `PartizanCoordinateRuleset(L, R)`, where Left moves as in the impartial
//! coordinate game `L` and Right as in `R` (CGSuite's `PartizanEuclid` is
//! one). Their positions are worked out in [`super::coordinate`].

use super::ast::Expr;
use super::builtins::Call;
use super::coordinate::{CoordinateGame, Rules, game};
use super::error::{Error, ErrorKind};
use super::eval::Ctx;
use super::value::Value;

/// `CoordinateRuleset(f)`, `FunctionalCoordinateRuleset(f)` and
/// `PartizanCoordinateRuleset(L, R)`.
pub(super) fn make(cx: &Ctx<'_>, c: &Call<'_>) -> Result<Value, Error> {
    if c.name() == "PartizanCoordinateRuleset" {
        let wanted = "an impartial coordinate game for PartizanCoordinateRuleset, \
                      as Wythoff or CoordinateRuleset(f)";
        let side = |e: &Expr| match cx.eval(e)? {
            Value::Coordinate(g) if !super::coordinate::is_partizan(&g) => Ok(g),
            other => cx.wrong_type(e, wanted, other.to_string()),
        };
        let (left, right) = (side(&c.args[0])?, side(&c.args[1])?);
        let name = format!("PartizanCoordinateRuleset({left}, {right})");
        return Ok(game(name, Rules::PartizanPair { left, right }));
    }
    let arg = &c.args[0];
    let f = cx.function(arg)?;
    if f.arity() != 2 {
        let why = format!(
            "{} takes a function of two arguments, (m, n) -> …",
            c.name()
        );
        return cx.fail(arg, ErrorKind::Undefined(why));
    }
    let name = format!("FunctionalCoordinateRuleset({})", cx.eval(arg)?);
    Ok(game(name, Rules::Functional(f)))
}

impl Ctx<'_> {
    /// The options of `(m, n)` in the impartial coordinate game `g`, each a
    /// sum of positions (one position for most games).
    pub(super) fn sum_options(
        &self,
        at: &Expr,
        g: &CoordinateGame,
        p: (i64, i64),
    ) -> Result<Vec<Vec<(i64, i64)>>, Error> {
        match &g.rules {
            Rules::Functional(f) => {
                let args = vec![int(p.0), int(p.1)];
                let list = self.call_with_values(at, f, args)?;
                let what = format!("the options of {g} at ({},{})", p.0, p.1);
                let items = self.items_of(at, list, &format!("a list for {what}"))?;
                items
                    .into_iter()
                    .map(|item| self.option_sum(at, item, &what))
                    .collect()
            }
            Rules::Product { r, s, direct } => {
                // A HeapRuleset(f)'s options are read from its table.
                self.ensure_heaps(at, r, p.0 as usize)?;
                self.ensure_heaps(at, s, p.1 as usize)?;
                match super::heap_products::options(r, s, *direct, p) {
                    Ok(sums) => Ok(sums),
                    Err(why) => self.fail(at, ErrorKind::TooLarge(format!("{g}: {why}"))),
                }
            }
            _ => Ok(self
                .coordinate_options(at, g, p)?
                .into_iter()
                .map(|q| vec![q])
                .collect()),
        }
    }

    /// One option given by a function: a position `(a, b)`, or a list of
    /// positions whose sum it is.
    fn option_sum(&self, at: &Expr, item: Value, what: &str) -> Result<Vec<(i64, i64)>, Error> {
        let what = format!("in {what}");
        match item {
            v @ (Value::List(_) | Value::Set(_)) => {
                let items = self.items_of(at, v, &what)?;
                items
                    .into_iter()
                    .map(|q| self.position_in_range(at, q, &what))
                    .collect()
            }
            one @ Value::Coordinates(..) => Ok(vec![self.position_in_range(at, one, &what)?]),
            other => self.wrong_type(
                at,
                format!("coordinates (a, b) or a list of them {what}"),
                other.kind_name(),
            ),
        }
    }
}

/// A position being valued, taken off the game's list when dropped: a
/// position met again before its value is known follows itself, and the
/// game is not short (only a game given by a function can do this).
pub(super) struct Visit<'g> {
    g: &'g CoordinateGame,
    p: (i64, i64),
}

impl<'g> Visit<'g> {
    pub(super) fn enter(
        cx: &Ctx<'_>,
        at: &Expr,
        g: &'g CoordinateGame,
        p: (i64, i64),
    ) -> Result<Self, Error> {
        let mut open = g.open.lock().unwrap_or_else(|e| e.into_inner());
        if !open.insert(p) {
            let why = format!(
                "({},{}) of {g} can be reached from itself, so it is no short game",
                p.0, p.1
            );
            return cx.fail(at, ErrorKind::Undefined(why));
        }
        Ok(Visit { g, p })
    }
}

impl Drop for Visit<'_> {
    fn drop(&mut self) {
        let mut open = self.g.open.lock().unwrap_or_else(|e| e.into_inner());
        open.remove(&self.p);
    }
}

fn int(n: i64) -> Value {
    Value::Game(crate::short::Game::integer(n))
}
