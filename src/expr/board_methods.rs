//! The methods that read a board of the catalogue as a game position, as
//! CGSuite's do: `LeftOptions`, `RightOptions`, `Options(p)`, `Options`
//! (impartial boards) and `Followers` list boards, the positions a move
//! or a run of moves reaches, not the followers of the board's canonical
//! form. `Amazons("x...|o...").Followers.Size` is 2784 positions, where
//! its canonical form has 29 followers.

use std::collections::HashSet;
use std::sync::Arc;

use super::builtins::Call;
use super::error::{Error, ErrorKind};
use super::eval::Ctx;
use super::value::{Board, Value};
use crate::games::Position;
use crate::short::Player;

/// The most positions `Followers` lists for one board: each is kept with
/// its value, and a board of a few dozen squares can reach billions.
pub const MAX_FOLLOWERS: usize = 100_000;

impl Ctx<'_> {
    /// `c` on the board `b`, for the methods that list positions; `None`
    /// for the others, which read the board as its value.
    pub(super) fn board_method(&self, c: &Call<'_>, b: &Board) -> Option<Result<Value, Error>> {
        let pos = b.position();
        Some(match (c.name(), c.args) {
            ("LeftOptions", []) => self.board_options(c, pos, Player::Left),
            ("RightOptions", []) => self.board_options(c, pos, Player::Right),
            ("Options", [arg]) => match self.eval(arg) {
                Ok(Value::Player(p)) => self.board_options(c, pos, p),
                Ok(other) => self.wrong_type(arg, "a player, Left or Right", other.kind_name()),
                Err(e) => Err(e),
            },
            // Impartial games, and games like Cram whose rules give both
            // players the same moves, have options for either player.
            ("Options", []) if same_options(pos) => self.board_options(c, pos, Player::Left),
            ("Options", []) => self.fail(
                c.at,
                ErrorKind::Undefined(format!(
                    "the players of {} {} have different moves: name the player, as in Options(Left)",
                    pos.entry().name,
                    pos.board_alone()
                )),
            ),
            ("Followers", []) => self.followers(c, pos),
            _ => return None,
        })
    }

    /// The positions `player` moves to from `pos`, each once.
    fn board_options(
        &self,
        c: &Call<'_>,
        pos: &dyn Position,
        player: Player,
    ) -> Result<Value, Error> {
        let Some(options) = pos.options(player) else {
            return self.no_options(c, pos);
        };
        let mut seen = HashSet::new();
        let distinct = options.into_iter().filter(|q| seen.insert(q.board_alone()));
        Ok(Value::LoopySet(
            distinct
                .map(|q| self.kept(c, q))
                .collect::<Result<_, _>>()?,
        ))
    }

    /// Every position reachable from `pos` by moves of either player,
    /// `pos` included, each once, in the order they are first reached.
    fn followers(&self, c: &Call<'_>, pos: &dyn Position) -> Result<Value, Error> {
        let mut seen = HashSet::from([pos.board_alone()]);
        let mut found = vec![pos.clone_box()];
        let mut next = 0;
        while let Some(q) = found.get(next) {
            next += 1;
            let (Some(left), Some(right)) = (q.options(Player::Left), q.options(Player::Right))
            else {
                return self.no_options(c, pos);
            };
            let new: Vec<_> = left
                .into_iter()
                .chain(right)
                .filter(|r| seen.insert(r.board_alone()))
                .collect();
            found.extend(new);
            if found.len() > MAX_FOLLOWERS {
                return self.fail(
                    c.at,
                    ErrorKind::TooLarge(format!(
                        "{} {} has more than {MAX_FOLLOWERS} followers: Followers lists up to {MAX_FOLLOWERS}",
                        pos.entry().name,
                        pos.board_alone()
                    )),
                );
            }
        }
        Ok(Value::LoopySet(
            found
                .into_iter()
                .map(|q| self.kept(c, q))
                .collect::<Result<_, _>>()?,
        ))
    }

    /// A position as a board kept with its value.
    fn kept(&self, c: &Call<'_>, q: Box<dyn Position>) -> Result<Value, Error> {
        let value = match (q.value(), q.loopy_value()) {
            (Some(g), _) => Value::Game(g),
            (None, Some(Ok(v))) => Value::Loopy(v),
            (None, Some(Err(e))) => return self.undefined(c.at, e.to_string()),
            (None, None) => return self.no_options(c, &*q),
        };
        Ok(Value::Board(Arc::new(Board::new(q, value))))
    }

    fn no_options<T>(&self, c: &Call<'_>, pos: &dyn Position) -> Result<T, Error> {
        self.undefined(
            c.at,
            format!(
                "{} is won, lost, tied or drawn: its positions have no options as a game",
                pos.entry().name
            ),
        )
    }
}

/// Whether both players have the same options from `pos`.
fn same_options(pos: &dyn Position) -> bool {
    if pos.to_move().is_none() {
        return true;
    }
    let keys = |p| {
        pos.options(p)
            .map(|qs| qs.iter().map(|q| q.board_alone()).collect::<HashSet<_>>())
    };
    keys(Player::Left) == keys(Player::Right)
}
