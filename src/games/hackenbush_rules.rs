//! CGSuite's `GenHackenbush(childishEdges => …)`: which colours of edge
//! are childish ([`ChildishEdges`]), and Generalized Hackenbush in the
//! catalogue with them written as a word before the picture
//! (`childishEdges=e eee`).

use std::fmt;
use std::str::FromStr;

use super::graph_hackenbush::HackenbushGraph;
use super::partizan::{self, Partizan, WithPlayer};
use super::{Entry, Kind, Position};
use crate::rulesets::{Normalized, Ruleset};
use crate::short::{Game, Player};

/// The colours of Hackenbush edge that are childish: such an edge may be
/// cut only when nothing falls with it. Hackenbush has none; CGSuite's
/// Childish Hackenbush has blue and red.
///
/// ```
/// use combinatorial_games::games::ChildishEdges;
/// assert_eq!(ChildishEdges::new(true, true, false), ChildishEdges::BLUE_RED);
/// assert_eq!(ChildishEdges::BLUE_RED.to_string(), "[Blue,Red]");
/// assert_eq!(ChildishEdges::NONE.to_string(), "[]");
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct ChildishEdges {
    /// Bit `c` for colour `c`: blue 0, red 1, green 2.
    colours: u8,
}

/// The colours' names and letters, in the order of their bits.
const COLOURS: [(&str, char); 3] = [("Blue", 'l'), ("Red", 'r'), ("Green", 'e')];

impl ChildishEdges {
    /// No edge childish: Hackenbush.
    pub const NONE: ChildishEdges = ChildishEdges { colours: 0 };

    /// Blue and red edges childish: CGSuite's Childish Hackenbush.
    pub const BLUE_RED: ChildishEdges = ChildishEdges { colours: 0b011 };

    /// The colours chosen.
    ///
    /// ```
    /// use combinatorial_games::games::ChildishEdges;
    /// assert_eq!(ChildishEdges::new(false, false, false), ChildishEdges::NONE);
    /// ```
    pub fn new(blue: bool, red: bool, green: bool) -> ChildishEdges {
        let colours = u8::from(blue) | u8::from(red) << 1 | u8::from(green) << 2;
        ChildishEdges { colours }
    }

    pub(super) fn bits(self) -> u8 {
        self.colours
    }

    pub(super) fn from_bits(colours: u8) -> ChildishEdges {
        ChildishEdges { colours }
    }

    fn letters(self) -> String {
        (COLOURS.iter().enumerate())
            .filter(|(c, _)| self.colours & (1 << c) != 0)
            .map(|(_, n)| n.1)
            .collect()
    }

    /// The colours of the word `childishEdges=`: letters `l`, `r`, `e`.
    fn from_words(words: &[(&str, &str)]) -> Result<ChildishEdges, String> {
        let mut colours = 0;
        for &(name, value) in words {
            if !name.eq_ignore_ascii_case("childishEdges") {
                return Err(format!(
                    "there is no rule '{name}': the one rule is childishEdges"
                ));
            }
            colours = 0;
            for ch in value.chars() {
                let Some(c) = COLOURS.iter().position(|n| n.1 == ch.to_ascii_lowercase()) else {
                    return Err(format!(
                        "childishEdges is a run of l (blue), r (red) and e (green), not '{value}'"
                    ));
                };
                colours |= 1 << c;
            }
        }
        Ok(ChildishEdges { colours })
    }
}

impl fmt::Display for ChildishEdges {
    /// As CGSuite writes the list of colours, `[Blue,Red]`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let names: Vec<&str> = (COLOURS.iter().enumerate())
            .filter(|(c, _)| self.colours & (1 << c) != 0)
            .map(|(_, n)| n.0)
            .collect();
        write!(f, "[{}]", names.join(","))
    }
}

/// A picture of Generalized Hackenbush with its childish colours, as the
/// catalogue reads and prints it.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub(crate) struct RuledHackenbush(pub(crate) HackenbushGraph);

impl FromStr for RuledHackenbush {
    type Err = String;

    fn from_str(s: &str) -> Result<RuledHackenbush, String> {
        let (words, board) = super::rule_words::split_rules(s);
        let childish = ChildishEdges::from_words(&words)?;
        HackenbushGraph::with_childish(board, childish)
            .map(RuledHackenbush)
            .map_err(|e| e.to_string())
    }
}

impl fmt::Display for RuledHackenbush {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0.childish().letters().as_str() {
            "" => self.0.fmt(f),
            letters => write!(f, "childishEdges={letters} {}", self.0),
        }
    }
}

impl Ruleset for RuledHackenbush {
    fn left_moves(&self) -> Vec<RuledHackenbush> {
        self.0
            .left_moves()
            .into_iter()
            .map(RuledHackenbush)
            .collect()
    }

    fn right_moves(&self) -> Vec<RuledHackenbush> {
        self.0
            .right_moves()
            .into_iter()
            .map(RuledHackenbush)
            .collect()
    }

    fn components(self) -> Vec<RuledHackenbush> {
        self.0
            .components()
            .into_iter()
            .map(RuledHackenbush)
            .collect()
    }

    fn normalized(self) -> Normalized<RuledHackenbush> {
        Normalized::Same(self)
    }

    /// Through the picture's own value, which keeps the last picture's
    /// positions for its moves.
    fn value(&self) -> Game {
        self.0.value()
    }
}

impl Partizan for RuledHackenbush {
    fn entry() -> &'static Entry {
        &GEN_HACKENBUSH
    }

    fn described_moves(&self, player: Player) -> Vec<(String, Self)> {
        let moves = self.0.described_moves(player);
        moves
            .into_iter()
            .map(|(t, p)| (t, RuledHackenbush(p)))
            .collect()
    }
}

/// The picture `g` as a board of the catalogue's Generalized Hackenbush,
/// Left to move.
pub(crate) fn ruled_hackenbush(g: HackenbushGraph) -> Box<dyn Position> {
    Box::new(WithPlayer {
        pos: RuledHackenbush(g),
        to_move: Player::Left,
    })
}

/// Generalized Hackenbush in the catalogue.
pub static GEN_HACKENBUSH: Entry = Entry {
    id: "gen-hackenbush",
    aliases: &["genhackenbush"],
    name: "Generalized Hackenbush",
    expr_name: "GenHackenbush",
    about: "Hackenbush with the colours of your choosing childish (CGSuite's GenHackenbush): an edge of such a colour may be cut only when nothing falls with it.",
    format: "the word childishEdges= and a run of l (blue), r (red) and e (green), then a picture in CGSuite's graph notation (edges l, r and e from the ground), then ' R' when Right is to move; without the word no edge is childish, so that 'childishEdges=lr l(l;rl)' is Childish Hackenbush",
    example: "childishEdges=e l(e;ee)e",
    kind: Kind::Partizan,
    valued_by: "canonical form from the moves, the picture split into the parts that meet only at the ground",
    sides: Some(["blue", "red"]),
    read: partizan::read::<RuledHackenbush>,
    heap: None,
};

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pictures_read_back_with_their_childish_colours() {
        for text in ["childishEdges=e eee", "childishEdges=lre l(e;r)", "l(l;rl)"] {
            let g: RuledHackenbush = text.parse().unwrap();
            assert_eq!(
                g.to_string().parse::<RuledHackenbush>().unwrap(),
                g,
                "{text}"
            );
        }
        let g: RuledHackenbush = "childishEdges=rl l".parse().unwrap();
        assert_eq!(g.0.childish(), ChildishEdges::BLUE_RED);
        let e = "childishEdges=x l".parse::<RuledHackenbush>().unwrap_err();
        assert!(e.contains("a run of l"), "{e}");
        let e = "childish=l l".parse::<RuledHackenbush>().unwrap_err();
        assert!(e.contains("no rule 'childish'"), "{e}");
    }
}
