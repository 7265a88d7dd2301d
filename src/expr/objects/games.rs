//! The value of a position of a class that extends `Game`: from its
//! options, or the sum of its `Decomposition`, each found once and kept.

use std::cell::RefCell;
use std::collections::HashSet;
use std::sync::{Arc, Mutex};

use super::{Args, MAX_OBJECT_DEPTH, MAX_OBJECT_POSITIONS, Object};
use crate::expr::ast::{Expr, ExprKind};
use crate::expr::error::{Error, ErrorKind};
use crate::expr::eval::Ctx;
use crate::expr::value::Value;
use crate::short::{Game, Player};

thread_local! {
    /// The positions whose values are being found on this thread: one met
    /// again among its own followers makes the game loopy.
    static BUSY: RefCell<HashSet<(usize, String)>> = RefCell::new(HashSet::new());
}

impl Ctx<'_> {
    /// The options of `player` in `o`, as its `Options` gives them.
    pub(super) fn object_options(
        &self,
        at: &Expr,
        o: &Arc<Object>,
        player: Player,
    ) -> Result<Value, Error> {
        let Some((_, m)) = o.class.method("Options") else {
            let why = format!(
                "class `{}` extends Game but has no method `Options`",
                o.class.name()
            );
            return self.undefined(at, why);
        };
        let takes_player = match &m.lambda.kind {
            ExprKind::Lambda { params, .. } => params.len() == 1,
            _ => false,
        };
        let args = if takes_player {
            vec![Value::Player(player)]
        } else {
            Vec::new()
        };
        self.invoke(at, o, "Options", Args::Values(args))
    }

    /// The options of `player` in `o`, as a list of items.
    pub(in crate::expr) fn object_option_items(
        &self,
        at: &Expr,
        o: &Arc<Object>,
        player: Player,
    ) -> Result<Vec<Value>, Error> {
        let what = format!(
            "a list or a set of games from the Options of class {}",
            o.class.name()
        );
        let options = self.object_options(at, o, player)?;
        self.items_of(at, options, &what)
    }

    /// The canonical form of the game `o`, from its options' (each found
    /// once per class and kept).
    pub(in crate::expr) fn object_game(&self, at: &Expr, o: &Arc<Object>) -> Result<Game, Error> {
        if !o.is_game() {
            let found = format!(
                "an object of class {}, which does not extend Game",
                o.class.name()
            );
            return self.wrong_type(at, "a game", found);
        }
        if let Some(&g) = lock(&o.class.values).get(&o.text) {
            return Ok(g);
        }
        let key = o.memo_key();
        if BUSY.with(|b| b.borrow().len()) >= MAX_OBJECT_DEPTH {
            let why = format!(
                "a game of class {} is more than {MAX_OBJECT_DEPTH} moves deep",
                o.class.name()
            );
            return self.fail(at, ErrorKind::TooLarge(why));
        }
        if !BUSY.with(|b| b.borrow_mut().insert(key.clone())) {
            let why = format!(
                "{o} is among its own followers: it is a loopy game, not a short one (GameValue gives a loopy game's value)"
            );
            return self.fail(at, ErrorKind::NotShort(why));
        }
        let result = self.object_game_from_options(at, o);
        BUSY.with(|b| b.borrow_mut().remove(&key));
        let g = result?;
        let mut values = lock(&o.class.values);
        if values.len() >= MAX_OBJECT_POSITIONS {
            let why = format!(
                "class {} would keep the values of more than {MAX_OBJECT_POSITIONS} positions",
                o.class.name()
            );
            return self.fail(at, ErrorKind::TooLarge(why));
        }
        values.insert(o.text.clone(), g);
        Ok(g)
    }

    fn object_game_from_options(&self, at: &Expr, o: &Arc<Object>) -> Result<Game, Error> {
        if let Some(g) = self.decomposed(at, o)? {
            return Ok(g);
        }
        let mut sides = [Vec::new(), Vec::new()];
        for (k, player) in [Player::Left, Player::Right].into_iter().enumerate() {
            if k == 1 && o.class.is_impartial() {
                sides[1] = sides[0].clone();
                break;
            }
            for item in self.object_option_items(at, o, player)? {
                crate::budget::step();
                sides[k].push(self.part_game(at, o, item, "Options")?);
            }
        }
        let [l, r] = sides;
        Ok(Game::new(l, r))
    }

    /// The sum of the parts `o`'s `Decomposition` gives, as CGSuite adds
    /// them; `None` when it has none of its own, or gives `[this]`.
    fn decomposed(&self, at: &Expr, o: &Arc<Object>) -> Result<Option<Game>, Error> {
        let Some(parts) = self.decomposition(at, o)? else {
            return Ok(None);
        };
        let mut sum = Game::zero();
        for part in parts {
            let g = self.part_game(at, o, part, "Decomposition")?;
            sum = match sum.checked_add(g) {
                Ok(s) => s,
                Err(e) => return self.fail(at, ErrorKind::TooLarge(e.to_string())),
            };
        }
        Ok(Some(sum))
    }

    /// The parts `o`'s `Decomposition` gives; `None` when it has none of
    /// its own, or gives `[this]`.
    pub(super) fn decomposition(
        &self,
        at: &Expr,
        o: &Arc<Object>,
    ) -> Result<Option<Vec<Value>>, Error> {
        if o.class.method("Decomposition").is_none() {
            return Ok(None);
        }
        let parts = self.invoke(at, o, "Decomposition", Args::Values(Vec::new()))?;
        let what = format!(
            "a list of games from the Decomposition of class {}",
            o.class.name()
        );
        let parts = self.items_of(at, parts, &what)?;
        if let [Value::Object(p)] = parts.as_slice()
            && **p == **o
        {
            return Ok(None);
        }
        if parts
            .iter()
            .any(|part| matches!(part, Value::Object(p) if **p == **o))
        {
            let why = format!("the Decomposition of {o} has {o} itself among other parts");
            return self.undefined(at, why);
        }
        Ok(Some(parts))
    }

    /// The value of an item of `o`'s `Options` or `Decomposition` (named
    /// by `from`): a position of a class, or a game.
    pub(super) fn part_game(
        &self,
        at: &Expr,
        o: &Object,
        item: Value,
        from: &str,
    ) -> Result<Game, Error> {
        match item.plain() {
            Value::Object(c) => {
                stacker::maybe_grow(64 * 1024, 1024 * 1024, || self.object_game(at, &c))
            }
            Value::Loopy(s) => {
                let why = format!(
                    "the {from} of {o} include the loopy game {s}: it is a loopy game, not a short one (GameValue gives a loopy game's value)"
                );
                self.fail(at, ErrorKind::NotShort(why))
            }
            other => self.game_of(at, other).map_err(|e| match e.kind {
                ErrorKind::Type { found, .. } => Error {
                    column: e.column,
                    kind: ErrorKind::Undefined(format!(
                        "the {from} of class {} include {found}, which is not a game",
                        o.class.name()
                    )),
                },
                _ => e,
            }),
        }
    }
}

pub(super) fn lock<T>(m: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|e| e.into_inner())
}
