//! CGSuite's schema games in the catalogue, the rules written before the
//! board ([`super::rule_words`]): Generalized Toads and Frogs
//! (`maxJump=2 ttt..fff`) and Generalized Clobber (`directions=diagonal
//! xo|ox`). The expression language's `GenToadsAndFrogs(maxJump =>
//! 2)("ttt..fff")` is a board of the first, so that it keeps its moves.

use std::fmt;
use std::str::FromStr;

use super::partizan::{self, Partizan, WithPlayer};
use super::rule_words::{clobber_rules, clobber_words, split_rules, strip_rules, strip_words};
use super::{Entry, GenClobber, GenToadsAndFrogs, Kind, Position};
use crate::rulesets::{Normalized, Ruleset};
use crate::short::{Game, Player};

/// Lifts a [`Ruleset`] of the inner position to the wrapper `$outer`:
/// moves, parts, symmetries and the value (through the inner position's
/// table, which the expression language shares).
macro_rules! wrapped_ruleset {
    ($outer:ident) => {
        impl Ruleset for $outer {
            fn left_moves(&self) -> Vec<$outer> {
                self.0.left_moves().into_iter().map($outer).collect()
            }

            fn right_moves(&self) -> Vec<$outer> {
                self.0.right_moves().into_iter().map($outer).collect()
            }

            fn components(self) -> Vec<$outer> {
                self.0.components().into_iter().map($outer).collect()
            }

            fn normalized(self) -> Normalized<$outer> {
                match self.0.normalized() {
                    Normalized::Same(p) => Normalized::Same($outer(p)),
                    Normalized::Negated(p) => Normalized::Negated($outer(p)),
                }
            }

            fn negative_image(&self) -> Option<$outer> {
                self.0.negative_image().map($outer)
            }

            fn value(&self) -> Game {
                self.0.value()
            }

            fn impartial_variant_shortcut(&self) -> Option<u64> {
                self.0.impartial_variant_shortcut()
            }
        }
    };
}

/// The rule words, then the board; no space after the words when the
/// board is empty, so that the text reads back the same.
fn with_words(f: &mut fmt::Formatter<'_>, words: String, board: &dyn fmt::Display) -> fmt::Result {
    let board = board.to_string();
    if board.is_empty() {
        f.write_str(words.trim_end())
    } else {
        write!(f, "{words}{board}")
    }
}

/// A strip of generalized Toads and Frogs with its rules, as the
/// catalogue reads and prints it.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub(crate) struct RuledStrip(pub(crate) GenToadsAndFrogs);

impl FromStr for RuledStrip {
    type Err = String;

    fn from_str(s: &str) -> Result<RuledStrip, String> {
        let (words, board) = split_rules(s);
        let rules = strip_rules(&words)?;
        GenToadsAndFrogs::new(rules, board)
            .map(RuledStrip)
            .map_err(|e| e.to_string())
    }
}

impl fmt::Display for RuledStrip {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        with_words(f, strip_words(&self.0.rules()), &self.0)
    }
}

wrapped_ruleset!(RuledStrip);

impl Partizan for RuledStrip {
    fn entry() -> &'static Entry {
        &GEN_TOADS_AND_FROGS
    }

    fn described_moves(&self, player: Player) -> Vec<(String, Self)> {
        let moves = self.0.moves(player);
        moves.into_iter().map(|(t, p)| (t, RuledStrip(p))).collect()
    }
}

/// A board of generalized Clobber with its rules, as the catalogue reads
/// and prints it.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub(crate) struct RuledGrid(pub(crate) GenClobber);

impl FromStr for RuledGrid {
    type Err = String;

    fn from_str(s: &str) -> Result<RuledGrid, String> {
        let (words, board) = split_rules(s);
        let rules = clobber_rules(&words)?;
        GenClobber::new(rules, board)
            .map(RuledGrid)
            .map_err(|e| e.to_string())
    }
}

impl fmt::Display for RuledGrid {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        with_words(f, clobber_words(self.0.rules()), &self.0)
    }
}

wrapped_ruleset!(RuledGrid);

impl Partizan for RuledGrid {
    fn entry() -> &'static Entry {
        &GEN_CLOBBER
    }

    fn described_moves(&self, player: Player) -> Vec<(String, Self)> {
        let moves = self.0.moves(player);
        moves.into_iter().map(|(t, p)| (t, RuledGrid(p))).collect()
    }
}

/// `p` as a board of the catalogue, Left to move.
pub(crate) fn ruled_strip(p: GenToadsAndFrogs) -> Box<dyn Position> {
    let pos = RuledStrip(p);
    Box::new(WithPlayer {
        pos,
        to_move: Player::Left,
    })
}

/// `p` as a board of the catalogue, Left to move.
pub(crate) fn ruled_grid(p: GenClobber) -> Box<dyn Position> {
    let pos = RuledGrid(p);
    Box::new(WithPlayer {
        pos,
        to_move: Player::Left,
    })
}

/// Generalized Toads and Frogs in the catalogue.
pub static GEN_TOADS_AND_FROGS: Entry = Entry {
    id: "gen-toads-and-frogs",
    aliases: &["gentoadsandfrogs", "gentoads"],
    name: "Generalized Toads and Frogs",
    expr_name: "GenToadsAndFrogs",
    about: "Toads and Frogs under rules of your choosing (CGSuite's GenToadsAndFrogs): pieces slide minSlide to maxSlide squares forward and jump over up to maxJump enemy pieces (and their own with allowFriendlyJump).",
    format: "rules as words name=value, then a strip of t (toads, Left's, moving right), f (frogs, Right's, moving left) and . (empty), then ' R' when the frogs are to move: the rules are minSlide, maxSlide (1 and 1), maxJump (1) and allowFriendlyJump (false), and a rule left out keeps its default, so that 'tt..ff' is Toads and Frogs and 'maxJump=0 tt..ff' Elephants and Rhinos",
    example: "maxJump=2 ttt..fff",
    kind: Kind::Partizan,
    valued_by: "canonical form from the moves, the strip cut where pieces can never meet, a strip and its mirror image sharing one table entry",
    sides: Some(["toads", "frogs"]),
    read: partizan::read::<RuledStrip>,
    heap: None,
};

/// Generalized Clobber in the catalogue.
pub static GEN_CLOBBER: Entry = Entry {
    id: "gen-clobber",
    aliases: &["genclobber"],
    name: "Generalized Clobber",
    expr_name: "GenClobber",
    about: "Clobber under rules of your choosing (CGSuite's GenClobber): a stone moves along one of the directions, over empty squares up to maxDistance steps, onto what clobbered allows, leaving leftBehind where it stood.",
    format: "rules as words name=value, then rows of x (Left's stones), o (Right's), . (empty) and # (no square) separated by |, then ' R' when Right is to move. The rules: directions (orthogonal, diagonal, compass, knightsmove, or steps such as (1,2),(2,1)), clobbered (what Left's and Right's stones may move onto, as in o/x), leftBehind (what each leaves, as in ./.) and maxDistance (a number or inf); a rule left out is Clobber's, so that 'directions=diagonal xo.|.ox' is Clobber along diagonals",
    example: "directions=diagonal xo.|.xo|o.x",
    kind: Kind::Partizan,
    valued_by: "canonical form from the moves, the board split into groups of stones that can meet where stones only land on stones, the symmetries of the square used where the directions allow",
    sides: Some(["x", "o"]),
    read: partizan::read::<RuledGrid>,
    heap: None,
};

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn boards_read_back_with_their_rules() {
        for text in [
            "maxJump=2 ttt..fff",
            "tt..ff",
            "minSlide=2 maxSlide=3 allowFriendlyJump=true t.t..f",
            "maxJump=0",
        ] {
            let p: RuledStrip = text.parse().unwrap();
            assert_eq!(p.to_string(), text, "{text}");
        }
        for text in [
            "directions=diagonal xo.|.xo",
            "xo|ox",
            "directions=(1,2),(2,1) clobbered=xo/xo x.|.o",
        ] {
            let p: RuledGrid = text.parse().unwrap();
            assert_eq!(p.to_string(), text, "{text}");
        }
    }

    #[test]
    fn the_rules_change_the_value() {
        // tf.. in Toads and Frogs: Right has no move, and Left's jump
        // leaves .ft., which is {.f.t | f.t.} = {-1 | 1} = 0 (.f.t: only
        // Right's slide, to an end: -1); so tf.. is {0 | } = 1. Without
        // jumps neither side moves: 0.
        let jumps: RuledStrip = "tf..".parse().unwrap();
        assert_eq!(jumps.value(), Game::from(1));
        let no_jumps: RuledStrip = "maxJump=0 tf..".parse().unwrap();
        assert_eq!(no_jumps.value(), Game::zero());
        // x..o: a rook takes across the gap, either side, and the lone
        // stone left has no move: *; Clobber's stones never meet: 0.
        let rooks: RuledGrid = "maxDistance=inf x..o".parse().unwrap();
        assert_eq!(rooks.value(), Game::star());
        let clobber: RuledGrid = "x..o".parse().unwrap();
        assert_eq!(clobber.value(), Game::zero());
    }
}
