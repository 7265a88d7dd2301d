//! The value of a position of a declared class that is among its own
//! followers: CGSuite's `GameValue` of a loopy game. Every position it can
//! reach is found once, with its moves, and the graph of them is solved by
//! [`crate::loopy`], each strongly connected part on its own (so CGSuite's
//! `DepthHint`, which marks where no follower reaches back, is not needed).
//! As in CGSuite, a position that splits into parts (`Decomposition`) is
//! valued apart and joined in as a value, and so is one whose short value
//! is known.

use std::collections::HashMap;
use std::sync::Arc;

use rustc_hash::FxHashMap;

use super::games::lock;
use super::{MAX_OBJECT_POSITIONS, Object};
use crate::expr::ast::Expr;
use crate::expr::error::{Error, ErrorKind};
use crate::expr::eval::Ctx;
use crate::expr::loopy_eval::{self, Builder};
use crate::expr::value::Value;
use crate::loopy::{Explored, LoopyError, MAX_POSITIONS, SidedValue, Stopper};
use crate::short::{Game, Player};

/// The positions met so far, and the values their moves reach: node `i`
/// is a position to follow, or a value found apart from the walk.
#[derive(Default)]
struct Walk {
    positions: Vec<Option<Arc<Object>>>,
    left: Vec<Vec<u32>>,
    right: Vec<Vec<u32>>,
    known: Vec<Option<SidedValue>>,
    seen: HashMap<(usize, String), u32>,
    games: FxHashMap<Game, u32>,
}

impl Walk {
    fn node(
        &mut self,
        position: Option<Arc<Object>>,
        known: Option<SidedValue>,
    ) -> Result<u32, LoopyError> {
        if self.known.len() >= MAX_POSITIONS {
            return Err(LoopyError::TooLarge {
                limit: MAX_POSITIONS,
            });
        }
        self.positions.push(position);
        self.left.push(Vec::new());
        self.right.push(Vec::new());
        self.known.push(known);
        Ok(self.known.len() as u32 - 1)
    }

    /// The node of a short game found apart, made once for all.
    fn game_node(&mut self, g: Game) -> Result<u32, LoopyError> {
        if let Some(&v) = self.games.get(&g) {
            return Ok(v);
        }
        let v = self.node(None, Some(SidedValue::from(Stopper::from_game(&g)?)))?;
        self.games.insert(g, v);
        Ok(v)
    }

    /// The node of a value found apart: a short game, or a loopy value.
    fn value_node(&mut self, value: Value) -> Result<u32, LoopyError> {
        match value {
            Value::Loopy(s) => self.node(None, Some(s)),
            Value::Game(g) => self.game_node(g),
            _ => unreachable!("a value found apart is a game"),
        }
    }
}

impl Ctx<'_> {
    /// The value of the game `o`: its canonical form when it is short, its
    /// loopy value when it is among its own followers.
    pub(in crate::expr) fn object_value(&self, at: &Expr, o: &Arc<Object>) -> Result<Value, Error> {
        if let Some(&g) = lock(&o.class.values).get(&o.text) {
            return Ok(Value::Game(g));
        }
        if let Some(s) = lock(&o.class.loopy).get(&o.text) {
            return Ok(loopy_eval::value(s.clone()));
        }
        match self.object_game(at, o) {
            Err(e) if matches!(e.kind, ErrorKind::NotShort(_)) => {}
            short => return short.map(Value::Game),
        }
        self.loopy_object(at, o).map(loopy_eval::value)
    }

    /// The loopy value of `start`, from the graph of its followers; the
    /// values of the positions on the way are kept too.
    fn loopy_object(&self, at: &Expr, start: &Arc<Object>) -> Result<SidedValue, Error> {
        let mut walk = Walk::default();
        if let Some(value) = self.apart(at, start)? {
            return self.sided(at, value);
        }
        self.loopy(at, walk.node(Some(start.clone()), None))?;
        walk.seen.insert(start.memo_key(), 0);
        let mut i = 0;
        while i < walk.positions.len() {
            if let Some(p) = walk.positions[i].clone() {
                self.follow(at, &mut walk, &p, i)?;
            }
            i += 1;
        }
        let values = self.loopy(at, solve(&mut walk))?;
        for (p, value) in walk.positions.iter().zip(&values) {
            if let (Some(p), Some(value)) = (p, value) {
                let mut kept = lock(&p.class.loopy);
                if kept.len() < MAX_OBJECT_POSITIONS {
                    kept.insert(p.text.clone(), value.clone());
                }
            }
        }
        Ok(values
            .into_iter()
            .next()
            .flatten()
            .expect("the start is node 0"))
    }

    /// The node of `q` on the walk.
    fn meet(&self, at: &Expr, walk: &mut Walk, q: &Arc<Object>) -> Result<u32, Error> {
        let k = q.memo_key();
        if let Some(&v) = walk.seen.get(&k) {
            return Ok(v);
        }
        let v = match self.apart(at, q)? {
            Some(value) => walk.value_node(value),
            None => walk.node(Some(q.clone()), None),
        };
        let v = self.loopy(at, v)?;
        walk.seen.insert(k, v);
        Ok(v)
    }

    /// The value of `q` (a game, or a loopy value) when it is found
    /// apart from the walk: when its short value is known, or when it
    /// splits into parts.
    fn apart(&self, at: &Expr, q: &Arc<Object>) -> Result<Option<Value>, Error> {
        let known = lock(&q.class.values).get(&q.text).copied();
        if let Some(g) = known {
            return Ok(Some(Value::Game(g)));
        }
        match self.decomposition(at, q)? {
            Some(parts) => self.sum_of_parts(at, q, parts).map(Some),
            None => Ok(None),
        }
    }

    /// Lists the moves of `p`, node `i`, meeting the positions they reach.
    fn follow(&self, at: &Expr, walk: &mut Walk, p: &Arc<Object>, i: usize) -> Result<(), Error> {
        self.depth_hint(at, p)?;
        for player in [Player::Left, Player::Right] {
            if player == Player::Right && p.class.is_impartial() {
                walk.right[i] = walk.left[i].clone();
                break;
            }
            for item in self.object_option_items(at, p, player)? {
                crate::budget::step();
                let w = match item.plain() {
                    Value::Object(q) if q.is_game() => self.meet(at, walk, &q)?,
                    l @ Value::Loopy(_) => self.loopy(at, walk.value_node(l))?,
                    other => {
                        let g = self.part_game(at, p, other, "Options")?;
                        self.loopy(at, walk.game_node(g))?
                    }
                };
                match player {
                    Player::Left => walk.left[i].push(w),
                    Player::Right => walk.right[i].push(w),
                }
            }
        }
        Ok(())
    }

    /// Checks that `p`'s `DepthHint`, where its class has one, is an
    /// integer, as CGSuite does; the walk does not need its value.
    fn depth_hint(&self, at: &Expr, p: &Arc<Object>) -> Result<(), Error> {
        if p.class.method("DepthHint").is_none() {
            return Ok(());
        }
        let hint = self.invoke(at, p, "DepthHint", super::Args::Values(Vec::new()))?;
        if self.value_is(hint.clone(), "Integer") == Some(true) {
            return Ok(());
        }
        let what = format!("an integer from the DepthHint of class {}", p.class.name());
        self.wrong_type(at, what, hint.kind_name())
    }

    /// The sum of the values of `o`'s parts, loopy or not: a game while
    /// every part is short.
    fn sum_of_parts(&self, at: &Expr, o: &Object, parts: Vec<Value>) -> Result<Value, Error> {
        let mut sum = Value::Game(Game::zero());
        for part in parts {
            let value = match part.plain() {
                Value::Object(q) if q.is_game() => {
                    stacker::maybe_grow(64 * 1024, 1024 * 1024, || self.object_value(at, &q))?
                }
                l @ Value::Loopy(_) => l,
                other => Value::Game(self.part_game(at, o, other, "Decomposition")?),
            };
            sum = self.add_values(at, sum, value)?;
        }
        Ok(sum)
    }
}

/// The value of every node of the walk, by its strongly connected
/// components, when every value found apart is a stopper; else (a part
/// like Bach's carousel) the start's alone, from one graph of onsides and
/// one of offsides.
fn solve(walk: &mut Walk) -> Result<Vec<Option<SidedValue>>, LoopyError> {
    let stoppers: Option<Vec<Option<Stopper>>> = walk
        .known
        .iter()
        .map(|k| match k {
            None => Some(None),
            Some(s) => s.as_stopper().map(|s| Some(s.clone())),
        })
        .collect();
    if let Some(known) = stoppers {
        let (left, right) = (
            std::mem::take(&mut walk.left),
            std::mem::take(&mut walk.right),
        );
        let explored = Explored::from_moves(left, right, known);
        return Ok(explored.values()?.into_iter().map(Some).collect());
    }
    let mut b = Builder::default();
    let mut at = Vec::with_capacity(walk.known.len());
    for k in &walk.known {
        at.push(match k {
            Some(s) => b.embed_sided(s)?,
            None => b.vertex()?,
        });
    }
    for (v, k) in walk.known.iter().enumerate() {
        if k.is_none() {
            for (player, moves) in [
                (Player::Left, &walk.left[v]),
                (Player::Right, &walk.right[v]),
            ] {
                for &w in moves {
                    b.edge(at[v], at[w as usize], player);
                }
            }
        }
    }
    let mut values = vec![None; walk.known.len()];
    values[0] = Some(b.value(at[0])?);
    Ok(values)
}
