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
use std::sync::Arc;

use super::ast::Expr;
use super::builtins::Call;
use super::error::{Error, ErrorKind};
use super::eval::Ctx;
use super::objects::Object;
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

impl Variant {
    fn name(self) -> &'static str {
        match self {
            Variant::Dicotic => "DicoticVariant",
            Variant::Impartial => "ImpartialVariant",
            Variant::Twisted => "TwistedVariant",
        }
    }

    fn of(name: &str) -> Variant {
        match name.trim_end_matches("Ruleset").trim_end_matches("Game") {
            "DicoticVariant" => Variant::Dicotic,
            "ImpartialVariant" => Variant::Impartial,
            _ => Variant::Twisted,
        }
    }
}

/// A ruleset's variant: CGSuite's `R.DicoticVariant`
/// (`game.variant.DicoticVariantRuleset(R)`), `R.ImpartialVariant` and
/// `R.TwistedVariant`. Applied to arguments, it is that variant of the
/// position `R` makes of them.
///
/// ```
/// use combinatorial_games::expr::eval;
/// let cram = eval("Domineering.ImpartialVariant").unwrap();
/// assert_eq!(cram.to_string(), "ImpartialVariantRuleset(Domineering)");
/// // Domineering's impartial variant is Cram.
/// let v = |s: &str| eval(s).unwrap().to_string();
/// assert_eq!(v("Domineering.ImpartialVariant(\"...|...\")"), v("Cram(\"...|...\")"));
/// ```
#[derive(Debug, PartialEq)]
pub struct VariantRuleset {
    base: Value,
    kind: Variant,
}

impl VariantRuleset {
    /// Its class, as CGSuite names it.
    pub(super) fn class_name(&self) -> String {
        format!("game.variant.{}Ruleset", self.kind.name())
    }
}

impl std::fmt::Display for VariantRuleset {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}Ruleset({})", self.kind.name(), self.base)
    }
}

/// Whether `v` makes positions when applied: a ruleset.
fn is_ruleset(v: &Value) -> bool {
    match v {
        Value::Rules(_)
        | Value::Ruleset(_)
        | Value::Strip(_)
        | Value::Clobber(_)
        | Value::Col(_)
        | Value::Hackenbush(_)
        | Value::FoxAndGeese(..)
        | Value::Coordinate(_) => true,
        Value::Object(o) => !o.is_game(),
        _ => false,
    }
}

/// Why a variant could not be found.
enum Stop {
    Loopy,
    TooLarge,
    NoTree(String),
    Failed(Box<Error>),
}

/// A position of a class declared in the language, walked through its
/// own options, or a game among them, walked through its canonical form's.
#[derive(Clone)]
enum Part {
    Object(Arc<Object>),
    Game(Game),
}

#[derive(Clone, PartialEq, Eq, Hash)]
enum PartKey {
    Object((usize, String)),
    Game(Game),
}

/// `DicoticVariantRuleset(R)` and the like, CGSuite's constructors:
/// `R.DicoticVariant`; `DicoticVariantGame(G)` and the like: `G.DicoticVariant`.
pub(super) fn constructor(cx: &Ctx<'_>, c: &Call<'_>) -> Result<Value, Error> {
    let [arg] = c.args else {
        unreachable!("one argument, by the row")
    };
    let kind = Variant::of(c.name());
    let v = cx.eval_board(arg)?;
    if c.name().ends_with("Ruleset") && !is_ruleset(&v) && !matches!(v, Value::Variant(_)) {
        return cx.wrong_type(arg, format!("a ruleset for {}", c.name()), v.kind_name());
    }
    let recv = Expr::evaluated(v, arg);
    let call = Call {
        name: kind.name(),
        at: c.at,
        recv: Some(&recv),
        args: &[],
    };
    variant(cx, &call)
}

impl Ctx<'_> {
    /// A ruleset's variant applied: `R.DicoticVariant(args)` is
    /// `R(args).DicoticVariant`.
    pub(super) fn variant_apply(
        &self,
        e: &Expr,
        r: &VariantRuleset,
        args: &[Expr],
    ) -> Result<Value, Error> {
        let base = Expr::evaluated(r.base.clone(), e);
        let position = Expr::evaluated(self.apply(e, &base, args)?, e);
        let call = Call {
            name: r.kind.name(),
            at: e,
            recv: Some(&position),
            args: &[],
        };
        variant(self, &call)
    }
}

/// The method `c` (`DicoticVariant`, `ImpartialVariant`, `TwistedVariant`):
/// of a ruleset, a ruleset (applied at once to `c`'s arguments, if any);
/// of a position, its variant's value.
pub(super) fn variant(cx: &Ctx<'_>, c: &Call<'_>) -> Result<Value, Error> {
    let kind = Variant::of(c.name());
    let recv = cx.eval_board(c.recv())?;
    if let Value::Variant(inner) = &recv {
        // CGSuite walks the inner variant's own positions; here a variant
        // of a position is its value, whose form may differ from theirs.
        let why = format!(
            "{} of {inner}: a variant of a variant ruleset is not supported (the inner variant's positions are values here, not CGSuite's game trees)",
            c.name()
        );
        return cx.undefined(c.recv(), why);
    }
    if is_ruleset(&recv) {
        let r = VariantRuleset { base: recv, kind };
        if c.args.is_empty() {
            return Ok(Value::Variant(Arc::new(r)));
        }
        return cx.variant_apply(c.at, &r, c.args);
    }
    if !c.args.is_empty() {
        let why = format!(
            "{} of {} takes no arguments (a ruleset's takes a position's)",
            c.name(),
            recv.kind_name()
        );
        return cx.undefined(c.at, why);
    }
    let found = match recv {
        Value::Board(b) => board_variant(b.position(), kind),
        Value::Object(o) if o.is_game() => object_variant(cx, c.recv(), o, kind),
        other => {
            let g = match other.normal_play() {
                Value::Heaps(h) => h.game(),
                Value::Game(g) => g,
                v @ Value::Form(_) => cx.form_value(c.recv(), &v)?,
                v => return cx.wrong_type(c.recv(), "a short game or a board", v.kind_name()),
            };
            game_variant(g, kind)
        }
    };
    match found {
        Ok(g) => Ok(Value::Game(g)),
        Err(Stop::Loopy) => cx.undefined(
            c.recv(),
            format!("{} of a loopy game: its positions repeat", c.name()),
        ),
        Err(Stop::NoTree(why)) => cx.undefined(c.recv(), why),
        Err(Stop::Failed(e)) => Err(*e),
        Err(Stop::TooLarge) => {
            let why = format!(
                "{} goes through at most {MAX_VARIANT_POSITIONS} positions",
                c.name()
            );
            cx.fail(c.recv(), ErrorKind::TooLarge(why))
        }
    }
}

/// The variant of a short game, through its canonical form's options.
fn game_variant(g: Game, kind: Variant) -> Result<Game, Stop> {
    // One check bounds every follower's options.
    if g.check_expandable().is_err() {
        return Err(Stop::TooLarge);
    }
    let options = |g: &Game, player| match player {
        Player::Left => Ok(g.left_options()),
        Player::Right => Ok(g.right_options()),
    };
    walk(g, kind, |g| *g, options)
}

/// The variant of a position of a declared class, through the options
/// its class gives (CGSuite's `DicoticVariantGame` reads `Options` too).
fn object_variant(cx: &Ctx<'_>, at: &Expr, o: Arc<Object>, kind: Variant) -> Result<Game, Stop> {
    let key = |p: &Part| match p {
        Part::Object(o) => PartKey::Object(o.memo_key()),
        Part::Game(g) => PartKey::Game(*g),
    };
    let options = |p: &Part, player: Player| match p {
        Part::Game(g) => {
            if g.check_expandable().is_err() {
                return Err(Stop::TooLarge);
            }
            let os = match player {
                Player::Left => g.left_options(),
                Player::Right => g.right_options(),
            };
            Ok(os.into_iter().map(Part::Game).collect())
        }
        Part::Object(o) => {
            let part = |item: Value| match item.plain() {
                Value::Object(q) if q.is_game() => Ok(Part::Object(q)),
                other => cx.game_of(at, other).map(Part::Game),
            };
            let items = cx.object_option_items(at, o, player);
            let parts = items.and_then(|items| items.into_iter().map(part).collect());
            parts.map_err(|e| Stop::Failed(Box::new(e)))
        }
    };
    walk(Part::Object(o), kind, key, options)
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
        // A position may have thousands of options (a heap of thousands
        // of counters): the budget counts them, not only the positions.
        crate::budget::steps(left.len() + right.len());
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
