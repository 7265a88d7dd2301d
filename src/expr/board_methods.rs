//! The methods that read a board of the catalogue as a game position, as
//! CGSuite's do: `LeftOptions`, `RightOptions`, `Options(p)`, `Options`
//! (impartial boards) and `Followers` list boards, the positions a move
//! or a run of moves reaches, not the followers of the board's canonical
//! form. `Amazons("x...|o...").Followers.Size` is 2784 positions, as in
//! CGSuite.

use super::builtins::Call;
use super::error::{Error, ErrorKind};
use super::eval::Ctx;
use super::functions::kept_board;
use super::value::{Board, Value};
use crate::games::Position;
use crate::short::Player;
use std::collections::HashSet;

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
            ("Options", []) => self.options_of_either(c, pos),
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
        match pos.options(player) {
            Some(options) => self.distinct_boards(c, options),
            None => self.no_options(c, pos),
        }
    }

    /// `Options` with no player: the moves of impartial games, and of
    /// games like Cram whose rules give both players the same moves.
    fn options_of_either(&self, c: &Call<'_>, pos: &dyn Position) -> Result<Value, Error> {
        let Some(left) = pos.options(Player::Left) else {
            return self.no_options(c, pos);
        };
        if pos.to_move().is_some() {
            let keys = |qs: &[Box<dyn Position>]| -> HashSet<String> {
                qs.iter().map(|q| q.board_alone()).collect()
            };
            let right = pos.options(Player::Right).unwrap_or_default();
            if keys(&left) != keys(&right) {
                return self.fail(
                    c.at,
                    ErrorKind::Undefined(format!(
                        "the players of {} {} have different moves: name the player, as in Options(Left)",
                        pos.entry().name,
                        pos.board_alone()
                    )),
                );
            }
        }
        self.distinct_boards(c, left)
    }

    /// Each position once (by its board), kept as a board with its value.
    fn distinct_boards(
        &self,
        c: &Call<'_>,
        options: Vec<Box<dyn Position>>,
    ) -> Result<Value, Error> {
        let mut seen = HashSet::new();
        let distinct = options.into_iter().filter(|q| seen.insert(q.board_alone()));
        Ok(Value::LoopySet(
            distinct
                .map(|q| kept_board(self, q, c.at))
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
                .map(|q| kept_board(self, q, c.at))
                .collect::<Result<_, _>>()?,
        ))
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
