//! CGSuite's variants of a game, `G.DicoticVariant`, `G.ImpartialVariant`
//! and `G.TwistedVariant`, defined over its game tree (Game.cgs):
//!
//! - dicotic: `d(G) = {d(G^L) | d(G^R)}` when both players have a move,
//!   else 0 (play stops as soon as either player is stuck);
//! - impartial: `i(G) = {i(G^L), i(G^R) | i(G^L), i(G^R)}` (either player
//!   may make any move);
//! - twisted: `t(G) = {-t(G^L) | -t(G^R)}` (the players swap roles after
//!   every move).
//!
//! A board of the catalogue is read through its moves, as CGSuite reads a
//! position (`Domineering(b).ImpartialVariant` is Cram on `b`; a schema's
//! position, `GenToadsAndFrogs(…)(s)`, is such a board); a short
//! game through the options of its canonical form. The answer is the
//! variant's canonical form.

use std::collections::{HashMap, HashSet};
use std::hash::Hash;

use super::builtins::Call;
use super::error::{Error, ErrorKind};
use super::eval::Ctx;
use super::value::Value;
use crate::games::Position;
use crate::short::{Game, Player};

/// The most positions one variant goes through (a walk through a board's
/// moves; Domineering's and Elephants and Rhinos' impartial variants take
/// shortcuts that do not walk). About 170 bytes a position on a 6 x 6
/// Fission board: some 350 MB at most. MCGS's impartial Fission 6 x 6 and
/// Amazons 4 x 4 boards need up to about 2 million.
pub const MAX_VARIANT_POSITIONS: usize = 1 << 21;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Variant {
    Dicotic,
    Impartial,
    Twisted,
}

impl Variant {
    /// The variant's value at a position from its options' variants.
    fn combine(self, left: Vec<Game>, right: Vec<Game>) -> Game {
        match self {
            Variant::Dicotic if left.is_empty() || right.is_empty() => Game::zero(),
            Variant::Dicotic => Game::new(left, right),
            Variant::Impartial => {
                let all: Vec<Game> = left.into_iter().chain(right).collect();
                Game::new(all.clone(), all)
            }
            Variant::Twisted => {
                Game::new(left.into_iter().map(|g| -g), right.into_iter().map(|g| -g))
            }
        }
    }
}

/// Why a variant could not be found.
enum Stop {
    Loopy,
    TooLarge,
    NoTree(String),
}

/// The method `c` (`DicoticVariant`, `ImpartialVariant`, `TwistedVariant`).
pub(super) fn variant(cx: &Ctx<'_>, c: &Call<'_>) -> Result<Value, Error> {
    let kind = match c.name() {
        "DicoticVariant" => Variant::Dicotic,
        "ImpartialVariant" => Variant::Impartial,
        _ => Variant::Twisted,
    };
    let found = match cx.eval_board(c.recv())? {
        Value::Board(b) => board_variant(b.position(), kind),
        other => {
            let g = match other.normal_play() {
                Value::Heaps(h) => h.game(),
                Value::Game(g) => g,
                v @ Value::Form(_) => cx.form_value(c.recv(), &v)?,
                v => return cx.wrong_type(c.recv(), "a short game or a board", v.kind_name()),
            };
            // One check bounds every follower's options.
            if let Err(e) = g.check_expandable() {
                return cx.fail(c.recv(), ErrorKind::TooLarge(e.to_string()));
            }
            let options = |g: &Game, player| match player {
                Player::Left => Ok(g.left_options()),
                Player::Right => Ok(g.right_options()),
            };
            walk(g, kind, |g| *g, options)
        }
    };
    match found {
        Ok(g) => Ok(Value::Game(g)),
        Err(Stop::Loopy) => cx.undefined(
            c.recv(),
            format!("{} of a loopy game: its positions repeat", c.name()),
        ),
        Err(Stop::NoTree(why)) => cx.undefined(c.recv(), why),
        Err(Stop::TooLarge) => {
            let why = format!(
                "{} goes through at most {MAX_VARIANT_POSITIONS} positions",
                c.name()
            );
            cx.fail(c.recv(), ErrorKind::TooLarge(why))
        }
    }
}

/// The variant of a board of the catalogue: an impartial variant part by
/// part where the game can, else through its moves.
fn board_variant(p: &dyn Position, kind: Variant) -> Result<Game, Stop> {
    let quick = (kind == Variant::Impartial)
        .then(|| p.impartial_variant_nim(MAX_VARIANT_POSITIONS))
        .flatten();
    if let Some(nim) = quick {
        return nim.map(Game::nimber).ok_or(Stop::TooLarge);
    }
    let options = |p: &dyn Position, player: Player| {
        p.options(player)
            .ok_or_else(|| Stop::NoTree(format!("{} is not played in normal play", p.entry().name)))
    };
    walk(
        p.clone_box(),
        kind,
        |p| p.board_alone(),
        |p, player| options(p.as_ref(), player),
    )
}

/// A position being walked: its options' keys, and the options not yet
/// entered (last to be entered first).
struct Frame<N, K> {
    key: K,
    left: Vec<K>,
    right: Vec<K>,
    pending: Vec<(N, K)>,
}

/// The variant's value at `root`, walking the tree without recursion (a
/// heap game's tree is as deep as the heap), each position once by `key`.
/// Only the positions on the path from `root` are held open, so a
/// position met again among them is a cycle, and each position's options
/// are listed once (`*m`'s are not pushed again by each of its followers).
fn walk<N, K: Hash + Eq + Clone>(
    root: N,
    kind: Variant,
    key: impl Fn(&N) -> K,
    options: impl Fn(&N, Player) -> Result<Vec<N>, Stop>,
) -> Result<Game, Stop> {
    let root_key = key(&root);
    let mut values: HashMap<K, Game> = HashMap::new();
    let mut open: HashSet<K> = HashSet::new();
    let enter = |n: N, k: K, open: &mut HashSet<K>, values: &HashMap<K, Game>| {
        open.insert(k.clone());
        if open.len() + values.len() > MAX_VARIANT_POSITIONS {
            return Err(Stop::TooLarge);
        }
        let (left, right) = (options(&n, Player::Left)?, options(&n, Player::Right)?);
        let keys = |ns: &[N]| ns.iter().map(&key).collect::<Vec<K>>();
        let (lk, rk) = (keys(&left), keys(&right));
        let mut pending: Vec<(N, K)> = left.into_iter().zip(lk.iter().cloned()).collect();
        pending.extend(right.into_iter().zip(rk.iter().cloned()));
        pending.retain(|(_, k)| !values.contains_key(k));
        pending.reverse();
        Ok(Frame {
            key: k,
            left: lk,
            right: rk,
            pending,
        })
    };
    let mut stack = vec![enter(root, root_key.clone(), &mut open, &values)?];
    while let Some(top) = stack.last_mut() {
        if let Some((n, k)) = top.pending.pop() {
            if values.contains_key(&k) {
                continue;
            }
            // An option still open is one this position is reached from.
            if open.contains(&k) {
                return Err(Stop::Loopy);
            }
            let frame = enter(n, k, &mut open, &values)?;
            stack.push(frame);
            continue;
        }
        let Frame {
            key, left, right, ..
        } = stack.pop().expect("a frame");
        let valued = |ks: &[K]| ks.iter().map(|k| values[k]).collect::<Vec<Game>>();
        let (l, r) = (valued(&left), valued(&right));
        open.remove(&key);
        values.insert(key, kind.combine(l, r));
    }
    Ok(values[&root_key])
}
