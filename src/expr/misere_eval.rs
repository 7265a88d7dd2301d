//! Misère games in expressions: `*[…]` literals, their sums and equality,
//! and the methods of CGSuite's `MisereCanonicalGame` this crate has.

use super::ast::{Expr, ExprKind, Term};
use super::builtins::Call;
use super::error::{Error, ErrorKind};
use super::eval::{Ctx, whole_number};
use super::heap_value::HeapSum;
use super::value::Value;
use crate::games::BoardMisereError;
use crate::misere::{MAX_HEAP, MisereError, MisereGame};
use crate::short::{Game, Outcome};

impl Ctx<'_> {
    /// `*[a, b, …]`: one item is itself, several are the options.
    pub(super) fn misere(&self, e: &Expr, items: &[Expr]) -> Result<MisereGame, Error> {
        let mut games = Vec::with_capacity(items.len());
        for x in items {
            games.push(self.misere_expr(x)?);
        }
        match games[..] {
            [one] => Ok(one),
            _ => self.misere_done(e, MisereGame::from_options(games)),
        }
    }

    /// An item of a misère literal as written: lists and sums of items are
    /// read as misère games before they are evaluated (`[2]+1` is the game
    /// whose one option is `*[2]`, plus `*[1]`).
    fn misere_expr(&self, x: &Expr) -> Result<MisereGame, Error> {
        match &x.kind {
            ExprKind::List(items) => {
                let games = items
                    .iter()
                    .map(|i| self.misere_expr(i))
                    .collect::<Result<Vec<_>, _>>()?;
                self.misere_done(x, MisereGame::from_options(games))
            }
            ExprKind::Sum(terms) if terms.iter().all(|(t, _)| matches!(t, Term::Plus)) => {
                let mut acc = MisereGame::zero();
                for (_, t) in terms {
                    let g = self.misere_expr(t)?;
                    acc = self.misere_add(t, acc, g)?;
                }
                Ok(acc)
            }
            _ => {
                let v = self.eval_keep(x)?;
                self.misere_item(x, v)
            }
        }
    }

    /// An item of a misère literal: a heap size, a list of options, or a
    /// misère game.
    fn misere_item(&self, x: &Expr, v: Value) -> Result<MisereGame, Error> {
        match v {
            Value::Misere(g) => Ok(g),
            Value::Heaps(h) => self.heap_misere_form(x, &h),
            Value::Game(g) => match whole_number::<u32>(&g).filter(|&n| n <= MAX_HEAP) {
                Some(n) => self.misere_done(x, MisereGame::checked_nim_heap(n)),
                None => self.undefined(
                    x,
                    format!("{g} is no nim heap: a misère item is a heap size from 0 to {MAX_HEAP}, a list of options or a misère game"),
                ),
            },
            Value::List(options) => {
                let games = options
                    .into_iter()
                    .map(|o| self.misere_item(x, o))
                    .collect::<Result<Vec<_>, _>>()?;
                self.misere_done(x, MisereGame::from_options(games))
            }
            other => self.wrong_type(x, "a heap size, a list of options or a misère game", other.kind_name()),
        }
    }

    /// `a + b` of misère games.
    pub(super) fn misere_add(
        &self,
        e: &Expr,
        a: MisereGame,
        b: MisereGame,
    ) -> Result<MisereGame, Error> {
        self.misere_done(e, a.checked_add(&b))
    }

    /// The misère form of a heap position (`Kayles(5)`), or why it has
    /// none as a "too large" error.
    pub(super) fn heap_misere_form(&self, e: &Expr, h: &HeapSum) -> Result<MisereGame, Error> {
        h.misere_form()
            .or_else(|why| self.fail(e, ErrorKind::TooLarge(why.to_string())))
    }

    /// A board's misère form or outcome, or why there is none: a
    /// partizan game, or too many positions.
    pub(super) fn board_misere<T>(
        &self,
        e: &Expr,
        r: Result<T, BoardMisereError>,
    ) -> Result<T, Error> {
        r.or_else(|why| match why {
            BoardMisereError::Partizan(_) | BoardMisereError::Repeats(_) => {
                self.undefined(e, why.to_string())
            }
            _ => self.fail(e, ErrorKind::TooLarge(why.to_string())),
        })
    }

    /// A misère answer, or the table's limit as a "too large" error.
    fn misere_done<T>(&self, e: &Expr, r: Result<T, MisereError>) -> Result<T, Error> {
        r.or_else(|why| self.fail(e, ErrorKind::TooLarge(why.to_string())))
    }
}

/// The method `name` of the misère game `g`, or `None` when it has none.
pub(super) fn method(
    cx: &Ctx<'_>,
    c: &Call<'_>,
    name: &str,
    g: MisereGame,
) -> Option<Result<Value, Error>> {
    let whole = |n: u32| Some(Ok(Value::Game(Game::from(i64::from(n)))));
    let truth = |b: bool| Some(Ok(Value::Bool(b)));
    let games = |v: Vec<MisereGame>| Value::List(v.into_iter().map(Value::Misere).collect());
    match name {
        "Birthday" => whole(g.birthday()),
        "NimValue" => whole(g.nim_value()),
        "CanonicalForm" => Some(Ok(Value::Misere(g).normal_play())),
        "MisereNimValue" => whole(g.misere_nim_value()),
        "MisereOutcomeClass" => Some(Ok(Value::Outcome(g.outcome()))),
        "Genus" => Some(Ok(Value::Genus(g.genus()))),
        "IsNimHeap" => truth(g.as_nim_heap().is_some()),
        "IsEven" => truth(g.is_even()),
        "IsExtraverted" => truth(g.is_extraverted()),
        "IsGenerallyRestive" => truth(g.is_generally_restive()),
        "IsGenerallyTame" => truth(g.is_generally_tame()),
        "IsHalfTame" => truth(g.is_half_tame()),
        "IsIntroverted" => truth(g.is_introverted()),
        "IsPrime" => truth(g.is_prime()),
        "IsRestive" => truth(g.is_restive()),
        "IsRestless" => truth(g.is_restless()),
        "IsTame" => truth(g.is_tame()),
        "IsTameable" => truth(g.is_tameable()),
        "Mate" => Some(cx.misere_done(c.at, g.checked_mate()).map(Value::Misere)),
        "Options" => Some(Ok(games(g.options()))),
        "Parts" => Some(cx.misere_done(c.at, g.parts()).map(games)),
        "Partitions" => Some(
            cx.misere_done(c.at, g.partitions())
                .map(|all| Value::List(all.into_iter().map(games).collect())),
        ),
        "Distinguisher" | "IsLinkedTo" | "Link" | "MisereMinus" => Some(with_other(cx, c, g)),
        _ => None,
    }
}

/// The methods of two misère games.
fn with_other(cx: &Ctx<'_>, c: &Call<'_>, g: MisereGame) -> Result<Value, Error> {
    let arg = &c.args[0];
    let h = match cx.eval(arg)? {
        Value::Misere(h) => h,
        other => return cx.wrong_type(arg, "a misère game (as *[2])", other.kind_name()),
    };
    let (answer, why) = match c.name() {
        "IsLinkedTo" => return Ok(Value::Bool(g.is_linked_to(&h))),
        "Distinguisher" => (cx.misere_done(c.at, g.distinguisher(&h))?, "equal"),
        "Link" => (
            cx.misere_done(c.at, g.link(&h))?,
            "not linked (one is an option of the other)",
        ),
        _ => (
            cx.misere_done(c.at, g.difference(&h))?,
            "not subtractable (the second is no part of the first)",
        ),
    };
    match answer {
        Some(x) => Ok(Value::Misere(x)),
        None => cx.undefined(c.at, format!("those misère games are {why}: {g}, {h}")),
    }
}

/// The misère outcome of a short (partizan) game's canonical form: who
/// wins when the player who cannot move wins (CGSuite's
/// `MisereOutcomeClass`).
pub(super) fn partizan_misere_outcome(g: &Game) -> Outcome {
    let mut memo = rustc_hash::FxHashMap::default();
    let left = first_wins(*g, true, &mut memo);
    let right = first_wins(*g, false, &mut memo);
    Outcome::from_first_wins(left, right)
}

/// Whether the player to move (Left when `left`) wins `g` in misère play.
fn first_wins(g: Game, left: bool, memo: &mut rustc_hash::FxHashMap<(u32, bool), bool>) -> bool {
    if let Some(&w) = memo.get(&(g.id(), left)) {
        return w;
    }
    // A nim heap, without its options: *0 and a heap of two or more are
    // won by the player to move (leave *1), *1 lost (take it and move
    // last).
    if let Some(n) = g.as_nimber() {
        return n != 1;
    }
    let options = if left {
        g.left_options()
    } else {
        g.right_options()
    };
    let w = options.is_empty()
        || stacker::maybe_grow(64 * 1024, 1024 * 1024, || {
            options.iter().any(|&o| !first_wins(o, !left, memo))
        });
    memo.insert((g.id(), left), w);
    w
}

/// A row only misère games have: their answer, or what was given instead.
pub(super) fn misere_only(cx: &Ctx<'_>, c: &Call<'_>) -> Result<Value, Error> {
    match cx.eval(c.recv())? {
        Value::Misere(g) => method(cx, c, c.name(), g).expect("a misère method"),
        other => cx.wrong_type(
            c.recv(),
            format!("a misère game (as *[2]) for {}", c.name()),
            other.kind_name(),
        ),
    }
}

/// A method of impartial games (`Genus`, `MisereCanonicalForm`): a nimber
/// `*n` is read as the nim heap `*[n]`.
pub(super) fn impartial_misere(cx: &Ctx<'_>, c: &Call<'_>) -> Result<Value, Error> {
    let g = match cx.eval_board(c.recv())? {
        Value::Misere(g) => g,
        Value::Heaps(h) => cx.heap_misere_form(c.recv(), &h)?,
        // A board's form comes from its moves, not from its nimber.
        Value::Board(b) => cx.board_misere(c.recv(), b.position().misere_form())?,
        Value::Game(g) => match g.as_nimber().filter(|&n| n <= u64::from(MAX_HEAP)) {
            Some(n) => cx.misere_done(c.recv(), MisereGame::checked_nim_heap(n as u32))?,
            None => return cx.undefined(
                c.recv(),
                format!(
                    "{g} is not impartial: {} is for misère games and nimbers (up to *{MAX_HEAP})",
                    c.name()
                ),
            ),
        },
        other => {
            return cx.wrong_type(
                c.recv(),
                format!("a misère game or a nimber for {}", c.name()),
                other.kind_name(),
            );
        }
    };
    match c.name() {
        "MisereCanonicalForm" => Ok(Value::Misere(g)),
        name => method(cx, c, name, g).expect("a misère method"),
    }
}
