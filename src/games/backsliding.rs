//! Toads and Frogs with backward slides, the loopy members of CGSuite's
//! `GenToadsAndFrogs` schema: Backsliding Toads and Frogs (Winning Ways
//! ch. 11; CGSuite's `BackslidingToadsAndFrogs`) is the one in the
//! catalogue, where a toad or frog may also slide one square back.
//!
//! The rules themselves ([`StripRules`]) are [`LoopyRules`] over
//! [`Strip`]s, so any rules with backward slides are valued by
//! [`crate::loopy::value_of`].

use std::fmt;
use std::str::FromStr;

use super::gen_toads_and_frogs::{read_cells, strip_moves, write_cells};
use super::{Entry, Kind, StripError, StripRules};
use crate::loopy::LoopyRules;
use crate::short::Player;

/// The squares of a strip, without its rules: `t` a toad (Left's), `f` a
/// frog (Right's), `.` empty.
///
/// ```
/// use combinatorial_games::games::{Strip, StripRules};
/// use combinatorial_games::loopy::value_of;
/// // A lone toad with room slides forward and back for ever, and Right
/// // never has a move: {.t | } with .t = {t. | }, which is on.
/// let s: Strip = "t.".parse().unwrap();
/// assert_eq!(s.to_string(), "t.");
/// assert_eq!(value_of(&StripRules::BACKSLIDING, &s).unwrap().to_string(), "on");
/// ```
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Strip(Box<[u8]>);

impl FromStr for Strip {
    type Err = StripError;

    fn from_str(s: &str) -> Result<Strip, StripError> {
        read_cells(s).map(Strip)
    }
}

impl fmt::Display for Strip {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_cells(&self.0, f)
    }
}

impl LoopyRules for StripRules {
    type Position = Strip;

    fn options(&self, p: &Strip, player: Player) -> Vec<Strip> {
        strip_moves(*self, &p.0, player)
            .into_iter()
            .map(|(_, cells)| Strip(cells))
            .collect()
    }
}

/// Backsliding Toads and Frogs, for the catalogue.
#[derive(Clone, Copy, Debug)]
struct Backsliding;

impl LoopyRules for Backsliding {
    type Position = Strip;

    fn options(&self, p: &Strip, player: Player) -> Vec<Strip> {
        StripRules::BACKSLIDING.options(p, player)
    }
}

impl super::loopy::LoopyGame for Backsliding {
    fn entry(&self) -> &'static Entry {
        &ENTRY
    }

    fn describe(&self, from: &Strip, to: &Strip, player: Player) -> String {
        strip_moves(StripRules::BACKSLIDING, &from.0, player)
            .into_iter()
            .find(|(_, after)| *after == to.0)
            .map_or_else(|| format!("to {to}"), |(text, _)| text)
    }
}

fn read(board: &str) -> Result<Box<dyn super::Position>, String> {
    let (text, to_move) = super::partizan::split_side(board);
    let strip: Strip = text.parse().map_err(|e: StripError| e.to_string())?;
    Ok(super::loopy::position(Backsliding, strip, to_move))
}

/// Backsliding Toads and Frogs in the catalogue.
pub static ENTRY: Entry = Entry {
    id: "backsliding-toads-and-frogs",
    aliases: &["backsliding"],
    name: "Backsliding Toads and Frogs",
    expr_name: "BackslidingToadsAndFrogs",
    about: "Toads and Frogs where a toad or frog may also slide one square back into an empty square. Loopy: pieces can go back and forth.",
    format: "a strip of t (toads, Left's, moving right), f (frogs, Right's, moving left) and . or _ (empty); then R if Right is to move",
    example: "ttt..fff",
    kind: Kind::Loopy,
    valued_by: "loopy game value (sides in simplest form), the positions' graph valued one strongly connected component at a time",
    sides: Some(["toads", "frogs"]),
    read,
    heap: None,
};
