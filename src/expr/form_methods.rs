//! The code of CGSuite's methods about a value's kind and form: `Class`,
//! `Companion`, `StopCount`, `UptimalExpansion`, the compounds
//! (`ConwayProduct`, …). Their rows are in [`super::methods`].

use super::builtins::Call;
use super::error::{Error, ErrorKind};
use super::eval::Ctx;
use super::explicit::FormOp;
use super::value::Value;
use crate::short::{Compound, Game, MAX_STOP_COUNT_NIMBER};

/// CGSuite's class of a value, `⟪game.Integer⟫`.
pub(super) fn class(cx: &Ctx<'_>, c: &Call<'_>) -> Result<Value, Error> {
    Ok(Value::Class(class_name(cx.eval_shared(c.recv())?)))
}

/// The qualified name of CGSuite's class of `v` (its most specific one).
pub(super) fn class_name(v: Value) -> String {
    match v {
        Value::Game(g) => format!("game.{}", game_class(&g)),
        Value::Heaps(h) => format!("game.{}", game_class(&h.game())),
        Value::Board(_) => unreachable!("eval_shared reads a board as its value"),
        Value::Loopy(s) => match s.as_stopper() {
            Some(t) if t.is_pseudonumber() => "game.Pseudonumber".into(),
            Some(_) => "game.CanonicalStopper".into(),
            None if s.is_stopper_sided() => "game.StopperSidedValue".into(),
            None => "game.SidedValue".into(),
        },
        Value::Misere(_) => "game.misere.MisereCanonicalGame".into(),
        Value::Genus(_) => "game.misere.Genus".into(),
        Value::Bool(_) => "cgsuite.lang.Boolean".into(),
        Value::Outcome(_) | Value::LoopyOutcome(_) => "game.OutcomeClass".into(),
        Value::Set(_) | Value::LoopySet(_) => "cgsuite.lang.Set".into(),
        Value::List(_) => "cgsuite.lang.List".into(),
        Value::Str(_) => "cgsuite.lang.String".into(),
        Value::Nothing => "cgsuite.lang.Nothing".into(),
        Value::Player(_) => "game.Player".into(),
        Value::Thermograph(_) => "cgsuite.util.Thermograph".into(),
        Value::Trajectory(_) => "cgsuite.util.Trajectory".into(),
        Value::Periodicity(_) => "game.heap.Periodicity".into(),
        Value::Interval(_) => "cgsuite.util.Interval".into(),
        Value::Uptimal(_) => "cgsuite.util.UptimalExpansion".into(),
        Value::Ruleset(_) => "game.heap.HeapRuleset".into(),
        Value::Class(_) => "cgsuite.lang.Class".into(),
        Value::Rational(_) => "game.Rational".into(),
        Value::Function(_) => "cgsuite.lang.Function".into(),
        Value::Coordinates(..) => "game.grid.Coordinates".into(),
        Value::Coordinate(_) => "game.heap.CoordinateRuleset".into(),
        Value::CoordinatePosition(..) => "game.heap.CoordinateRuleset.Position".into(),
        Value::Table(_) => "cgsuite.util.Table".into(),
        Value::Output(_) => "cgsuite.util.output.TextOutput".into(),
        Value::Ordinal(_) => "game.GeneralizedOrdinal".into(),
        Value::Surreal(_) => "game.SurrealNumber".into(),
        Value::TransfiniteNimber(_) => "game.TransfiniteNimber".into(),
        Value::Range(..) => "cgsuite.lang.Range".into(),
        Value::Map(_) => "cgsuite.lang.Map".into(),
        Value::MutableList(_) => "cgsuite.util.MutableList".into(),
        Value::MutableSet(_) => "cgsuite.util.MutableSet".into(),
        Value::MutableMap(_) => "cgsuite.util.MutableMap".into(),
        Value::MapEntry(_) => "cgsuite.lang.MapEntry".into(),
        Value::Cells(g) if g.is_strip() => "cgsuite.util.Strip".into(),
        Value::Cells(_) => "cgsuite.util.Grid".into(),
        Value::Symmetry(_) => "cgsuite.util.Symmetry".into(),
        Value::Color(_) => "game.graph.Color".into(),
        Value::Random(_) => "cgsuite.util.Random".into(),
        Value::Declared(_) => "cgsuite.lang.Class".into(),
        Value::Object(o) => o.class_name().into(),
        Value::Variant(r) => r.class_name(),
        Value::Graph(_) => "cgsuite.util.Graph".into(),
        Value::Vertex(_) => "cgsuite.util.Vertex".into(),
        Value::Edge(_) => "cgsuite.util.Edge".into(),
        Value::Strip(_) => "game.strip.GenToadsAndFrogs".into(),
        Value::Rules(_) => "game.Ruleset".into(),
        Value::Clobber(_) => "game.grid.GenClobber".into(),
        Value::Col(_) => "game.graph.GenCol".into(),
        Value::Hackenbush(_) => "game.graph.GenHackenbush".into(),
        Value::FoxAndGeese(..) => "game.grid.GenFoxAndGeese".into(),
        Value::Form(f) => match &*f {
            super::Form::Explicit { .. } => "game.ExplicitGame".into(),
            super::Form::Compound(..) => "game.CompoundGame".into(),
            super::Form::Negative(_) => "game.NegativeGame".into(),
        },
    }
}

/// The most specific of CGSuite's classes of short games that `g` is in.
fn game_class(g: &Game) -> &'static str {
    match g.number_up_star() {
        Some(_) if g.is_zero() => "Zero",
        Some(p) if p.ups == 0 && p.nimber == 0 && g.is_integer() => "Integer",
        Some(p) if p.ups == 0 && p.nimber == 0 => "DyadicRational",
        Some(p) if p.ups == 0 && p.number.is_zero() => "Nimber",
        Some(_) => "Uptimal",
        None if g.is_uptimal() => "Uptimal",
        None => "CanonicalShortGame",
    }
}

pub(super) fn companion(cx: &Ctx<'_>, c: &Call<'_>) -> Result<Value, Error> {
    let g = cx.game(c.recv())?;
    // Only `*m` and `k·↑` near 0 are answered without their options.
    if g.as_number().is_none() && !g.number_up_star().is_some_and(|p| p.number.is_zero()) {
        cx.check_expandable(c.recv(), g)?;
    }
    Ok(Value::Game(g.companion()))
}

pub(super) fn stop_count(cx: &Ctx<'_>, c: &Call<'_>) -> Result<Value, Error> {
    let g = cx.game(c.recv())?;
    if g.number_up_star().is_none_or(|p| p.ups != 0) {
        cx.check_expandable(c.recv(), g)?;
    }
    match g.stop_count() {
        Some(n) => Ok(Value::Game(Game::integer(n))),
        None => cx.fail(
            c.recv(),
            ErrorKind::TooLarge(format!(
                "the stop count of {} is not worked out: that of *m is 2·3^(m-1), for m up to {MAX_STOP_COUNT_NIMBER}",
                g.brief()
            )),
        ),
    }
}

pub(super) fn uptimal_expansion(cx: &Ctx<'_>, c: &Call<'_>) -> Result<Value, Error> {
    let g = cx.game(c.recv())?;
    if !g.is_number_up_star() {
        cx.check_expandable(c.recv(), g)?;
    }
    match g.uptimal_expansion() {
        Some(e) => Ok(Value::Uptimal(e)),
        None => cx.undefined(
            c.recv(),
            format!(
                "{} is not uptimal (a number plus a nimber plus up-powers), so it has no uptimal expansion",
                g.brief()
            ),
        ),
    }
}

/// `ConjunctiveSum`, `SelectiveSum`, `ConwayProduct`, `OrdinalProduct` of
/// the canonical forms.
pub(super) fn compound(cx: &Ctx<'_>, c: &Call<'_>) -> Result<Value, Error> {
    // A misère game is, in normal play, the form of its options.
    let form = |v: Value| match v {
        Value::Misere(m) => super::explicit::of_misere(&m),
        other => other,
    };
    let (vg, vh) = (form(cx.eval(c.recv())?), form(cx.eval(&c.args[0])?));
    let (kind, op) = match c.name() {
        "ConjunctiveSum" => (Compound::Conjunctive, FormOp::Conjunctive),
        "SelectiveSum" => (Compound::Selective, FormOp::Selective),
        "ConwayProduct" => (Compound::Conway, FormOp::Conway),
        _ => (Compound::Ordinal, FormOp::OrdinalProduct),
    };
    if matches!(vg, Value::Form(_)) || matches!(vh, Value::Form(_)) {
        return cx.form_op(c.at, op, vg, vh);
    }
    if matches!(vg, Value::TransfiniteNimber(_)) || matches!(vh, Value::TransfiniteNimber(_)) {
        if kind != Compound::Conway {
            let why = format!("{} of a transfinite nimber is not supported", c.name());
            return cx.undefined(c.recv(), why);
        }
        return super::arith::transfinite_nim_op(cx, c.recv(), &vg, &vh, true);
    }
    let (g, h) = (cx.game_of(c.recv(), vg)?, cx.game_of(&c.args[0], vh)?);
    // Only a closed form skips the options: a nimber's ordinal product
    // with a number goes through all of them.
    if !crate::short::compound::closed_form(kind, &g, &h) {
        cx.check_expandable(c.recv(), g)?;
        cx.check_expandable(&c.args[0], h)?;
    }
    match g.compound(kind, &h) {
        Ok(r) => Ok(Value::Game(r)),
        Err(e) => cx.fail(c.at, ErrorKind::TooLarge(e.to_string())),
    }
}

/// `T.Wall(p)`: a thermograph's left or right wall.
pub(super) fn wall(cx: &Ctx<'_>, c: &Call<'_>) -> Result<Value, Error> {
    let t = match cx.eval(c.recv())? {
        Value::Thermograph(t) => t,
        other => return cx.wrong_type(c.recv(), "a thermograph for Wall", other.kind_name()),
    };
    let wall = match cx.eval(&c.args[0])? {
        Value::Player(crate::short::Player::Left) => t.left_wall(),
        Value::Player(crate::short::Player::Right) => t.right_wall(),
        other => return cx.wrong_type(&c.args[0], "Left or Right", other.kind_name()),
    };
    Ok(Value::Trajectory(Box::new(wall.clone())))
}
