//! CGSuite's sensible options and lines (`Game.sensibleOptions` and
//! `sensibleLines`): how the canonical form K of a position G sits in
//! G's own moves. A Left option G^L is sensible when G^L >= K^L for some
//! Left option K^L of K: for each K^L, the first option of G that is at
//! least it. A sensible line for Left runs G^L, G^LR, G^LRL, … where each
//! Left move is at least K^L, each Right reply is at most G (it reverses
//! the move), and the last is exactly K^L.

use super::builtins::Call;
use super::error::{Error, ErrorKind};
use super::eval::Ctx;
use super::explicit;
use super::functions::kept_board;
use super::value::Value;
use crate::games::Position;
use crate::short::{Game, Player};

/// The longest sensible line followed: each step is a move of the game,
/// and a line ends at a canonical option, but a position too large to
/// walk is refused rather than followed forever.
pub const MAX_LINE: usize = 10_000;

/// A position whose moves are listed: a board of the catalogue, or a
/// form as written (`'{…}'`) or a canonical form, whose own options are
/// its sensible ones.
enum Node {
    Board(Box<dyn Position>),
    Form(Value),
}

impl Node {
    fn options(&self, player: Player) -> Option<Vec<Node>> {
        Some(match self {
            Node::Board(p) => p.options(player)?.into_iter().map(Node::Board).collect(),
            Node::Form(v) => explicit::options(v, player == Player::Left)
                .ok()?
                .into_iter()
                .map(Node::Form)
                .collect(),
        })
    }

    /// Its value, `None` for a loopy board.
    fn value(&self) -> Result<Option<Game>, String> {
        match self {
            Node::Board(p) => Ok(p.value()),
            Node::Form(Value::Game(g)) => Ok(Some(*g)),
            Node::Form(v) => explicit::canonical(v).map(Some),
        }
    }
}

/// `G.SensibleOptions(p)`, `G.SensibleLeftOptions`, `G.SensibleRightOptions`
/// and `G.SensibleLines(p)`.
pub(super) fn run(cx: &Ctx<'_>, c: &Call<'_>) -> Result<Value, Error> {
    let player = match (c.name(), c.args) {
        ("SensibleLeftOptions", []) => Player::Left,
        ("SensibleRightOptions", []) => Player::Right,
        (_, [arg]) => match cx.eval(arg)? {
            Value::Player(p) => p,
            other => return cx.wrong_type(arg, "a player, Left or Right", other.kind_name()),
        },
        _ => unreachable!("the rows' arities"),
    };
    let node = match cx.eval_board(c.recv())? {
        Value::Board(b) => Node::Board(b.position().clone_box()),
        f @ Value::Form(_) => Node::Form(f),
        other => Node::Form(Value::Game(cx.game_of(c.recv(), other.plain())?)),
    };
    let Some(g) = value_of(cx, c, &node)? else {
        return cx.undefined(
            c.recv(),
            "sensible options are those of a short game, and this one is loopy",
        );
    };
    // `*2^63` has too many options to list.
    cx.check_expandable(c.recv(), g)?;
    let lines = c.name() == "SensibleLines";
    let canonical = match player {
        Player::Left => g.left_options_sorted(),
        Player::Right => g.right_options_sorted(),
    };
    // Each answer once: CGSuite gathers them in a set of positions.
    let (mut out, mut seen) = (Vec::new(), std::collections::HashSet::new());
    for k in canonical {
        let line = follow(cx, c, &node, g, k, player, lines)?;
        let key: Vec<String> = line.iter().map(|(key, _)| key.clone()).collect();
        if !seen.insert(key) {
            continue;
        }
        let mut values = line.into_iter().map(|(_, v)| v);
        out.push(if lines {
            Value::List(values.collect())
        } else {
            values.next().expect("a line has a first move")
        });
    }
    Ok(Value::LoopySet(out.into()))
}

/// The options of `node` for `player`, or an error for a position whose
/// moves cannot be listed.
fn node_options(
    cx: &Ctx<'_>,
    c: &Call<'_>,
    node: &Node,
    player: Player,
) -> Result<Vec<Node>, Error> {
    match node.options(player) {
        Some(opts) => Ok(opts),
        None => cx.undefined(c.recv(), "this position's moves cannot be listed"),
    }
}

/// The first option of `at` for `player` that is at least `bound`
/// (`upward`) or at most it: a move toward a canonical option, or a reply
/// that reverses it.
fn first_at_least(
    cx: &Ctx<'_>,
    c: &Call<'_>,
    at: &Node,
    player: Player,
    bound: Game,
    upward: bool,
) -> Result<Option<Node>, Error> {
    for q in node_options(cx, c, at, player)? {
        let Some(v) = value_of(cx, c, &q)? else {
            return cx.undefined(c.recv(), "a sensible line went through a loopy position");
        };
        if if upward { bound.leq(&v) } else { v.leq(&bound) } {
            return Ok(Some(q));
        }
    }
    Ok(None)
}

/// The sensible line from `node` for `player` to the canonical option
/// `k` of its value `g` (only its first move unless `whole`), as values.
fn follow(
    cx: &Ctx<'_>,
    c: &Call<'_>,
    node: &Node,
    g: Game,
    k: Game,
    player: Player,
    whole: bool,
) -> Result<Vec<(String, Value)>, Error> {
    let left = player == Player::Left;
    let mut line = Vec::new();
    let mut current = None::<Node>;
    loop {
        let at = current.as_ref().unwrap_or(node);
        let Some(mv) = first_at_least(cx, c, at, player, k, left)? else {
            return cx.undefined(
                c.recv(),
                "no sensible continuation (the position's value is not its moves')",
            );
        };
        let reached = value_of(cx, c, &mv)? == Some(k);
        line.push(shown(cx, c, &mv)?);
        if !whole || reached {
            return Ok(line);
        }
        let Some(reply) = first_at_least(cx, c, &mv, player.other(), g, !left)? else {
            return cx.undefined(
                c.recv(),
                "no reversing reply (the position's value is not its moves')",
            );
        };
        line.push(shown(cx, c, &reply)?);
        if line.len() > MAX_LINE {
            let why = format!("a sensible line longer than {MAX_LINE} moves");
            return cx.fail(c.at, ErrorKind::TooLarge(why));
        }
        current = Some(reply);
    }
}

/// The value of `n`, or an error for a form too large to reduce.
fn value_of(cx: &Ctx<'_>, c: &Call<'_>, n: &Node) -> Result<Option<Game>, Error> {
    n.value()
        .or_else(|why| cx.fail(c.recv(), ErrorKind::TooLarge(why)))
}

/// A position as the answer shows it (a board kept with its value), with
/// what tells it from the others (a board's squares, a form's text).
fn shown(cx: &Ctx<'_>, c: &Call<'_>, n: &Node) -> Result<(String, Value), Error> {
    match n {
        Node::Board(p) => Ok((p.board_alone(), kept_board(cx, p.clone_box(), c.at)?)),
        Node::Form(v) => Ok((v.to_string(), v.clone())),
    }
}
