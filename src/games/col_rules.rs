//! The rules of CGSuite's `GenCol` ([`ColRules`]: which tints each player
//! may colour), and its games in the catalogue besides Col: Snort and
//! Fjords on graphs, and Generalized Col with its rules written as words
//! before the graph (`leftPermitted=L rightPermitted=R L-.-.-R`).

use std::fmt;
use std::str::FromStr;

use super::col::{ColGraph, FORMAT};
use super::partizan::{self, Partizan, WithPlayer};
use super::{Entry, Kind, Position};
use crate::rulesets::graph::GraphError;
use crate::rulesets::{Normalized, Ruleset};
use crate::short::{Game, Player};

/// An untinted vertex.
pub(super) const FREE: u8 = 0;
/// A vertex beside Left's colour.
pub(super) const LEFT: u8 = 1;
/// A vertex beside Right's colour.
pub(super) const RIGHT: u8 = 2;

/// The tint a player's colour leaves on its neighbours.
pub(super) fn tint_of(p: Player) -> u8 {
    match p {
        Player::Left => LEFT,
        Player::Right => RIGHT,
    }
}

fn tint(t: Option<Player>) -> u8 {
    t.map_or(FREE, tint_of)
}

/// The rules of a game of CGSuite's `GenCol(leftPermitted,
/// rightPermitted)`: which vertices each player may colour, by tint
/// (`None` for an untinted vertex, `Some(p)` for one beside `p`'s colour).
/// Whatever the rules, colouring a vertex tints its untinted neighbours
/// with the player's colour, and removes the neighbours tinted with the
/// other's.
///
/// ```
/// use combinatorial_games::games::ColRules;
/// use combinatorial_games::short::Player::{Left, Right};
/// // Col: Left may not colour beside her own colour.
/// assert!(!ColRules::COL.permits(Left, Some(Left)));
/// assert!(ColRules::COL.permits(Left, Some(Right)));
/// assert_eq!(ColRules::new(&[None, Some(Left)], &[None, Some(Right)]), ColRules::SNORT);
/// assert_eq!(ColRules::FJORDS.to_string(), "GenCol([Left], [Right])");
/// ```
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub struct ColRules {
    /// Left's and Right's permitted tints, bit `t` for tint `t`.
    permitted: [u8; 2],
}

const fn bits(tints: &[u8]) -> u8 {
    let mut b = 0;
    let mut i = 0;
    while i < tints.len() {
        b |= 1 << tints[i];
        i += 1;
    }
    b
}

impl ColRules {
    /// Col: a player may not colour beside their own colour.
    pub const COL: ColRules = ColRules {
        permitted: [bits(&[FREE, RIGHT]), bits(&[FREE, LEFT])],
    };

    /// Snort: a player may not colour beside the other's colour.
    pub const SNORT: ColRules = ColRules {
        permitted: [bits(&[FREE, LEFT]), bits(&[FREE, RIGHT])],
    };

    /// Fjords: a player may colour only beside their own colour.
    pub const FJORDS: ColRules = ColRules {
        permitted: [bits(&[LEFT]), bits(&[RIGHT])],
    };

    /// The rules where Left may colour the vertices of the tints in
    /// `left`, and Right those in `right` (CGSuite's `GenCol(left,
    /// right)`, `None` for its `Nothing`).
    ///
    /// ```
    /// use combinatorial_games::games::ColRules;
    /// use combinatorial_games::short::Player::{Left, Right};
    /// assert_eq!(ColRules::new(&[Some(Left)], &[Some(Right)]), ColRules::FJORDS);
    /// ```
    pub fn new(left: &[Option<Player>], right: &[Option<Player>]) -> ColRules {
        let mask = |ts: &[Option<Player>]| ts.iter().fold(0, |b, &t| b | 1 << tint(t));
        ColRules {
            permitted: [mask(left), mask(right)],
        }
    }

    /// Whether `player` may colour a vertex of tint `t`.
    ///
    /// ```
    /// use combinatorial_games::games::ColRules;
    /// use combinatorial_games::short::Player::{Left, Right};
    /// assert!(ColRules::FJORDS.permits(Right, Some(Right)));
    /// assert!(!ColRules::FJORDS.permits(Right, None));
    /// ```
    pub fn permits(&self, player: Player, t: Option<Player>) -> bool {
        self.permits_tint(player, tint(t))
    }

    pub(super) fn permits_tint(&self, player: Player, t: u8) -> bool {
        self.permitted[player as usize] & (1 << t) != 0
    }

    /// The tints `player` may colour, in the order untinted, Left, Right.
    fn tints(&self, player: Player) -> Vec<Option<Player>> {
        [None, Some(Player::Left), Some(Player::Right)]
            .into_iter()
            .filter(|&t| self.permits(player, t))
            .collect()
    }

    /// The rules with the players' roles swapped: a graph with its tints
    /// swapped is played by them as the negative.
    pub(super) fn swapped(self) -> ColRules {
        let swap = |b: u8| (b & 1) | (b & 2) << 1 | (b & 4) >> 1;
        ColRules {
            permitted: [swap(self.permitted[1]), swap(self.permitted[0])],
        }
    }

    /// The rule words of the catalogue, each followed by a space, for the
    /// rules that differ from Col's.
    fn words(&self) -> String {
        let letters = |p: Player| -> String {
            let t = self.tints(p);
            t.iter().map(|&t| letter(t)).collect()
        };
        let mut out = String::new();
        for (p, name) in [
            (Player::Left, "leftPermitted"),
            (Player::Right, "rightPermitted"),
        ] {
            if self.permitted[p as usize] != ColRules::COL.permitted[p as usize] {
                out += &format!("{name}={} ", letters(p));
            }
        }
        out
    }

    /// The rules of the words `leftPermitted=` and `rightPermitted=`, each
    /// a run of `.`, `L` and `R`; a rule left out is Col's.
    fn from_words(words: &[(&str, &str)]) -> Result<ColRules, String> {
        let mut r = ColRules::COL;
        for &(name, value) in words {
            let side = match name.to_ascii_lowercase().as_str() {
                "leftpermitted" => 0,
                "rightpermitted" => 1,
                _ => {
                    return Err(format!(
                        "there is no rule '{name}': the rules are leftPermitted and rightPermitted"
                    ));
                }
            };
            let mut mask = 0;
            for c in value.chars() {
                mask |= 1
                    << match c {
                        '.' => FREE,
                        'L' | 'l' => LEFT,
                        'R' | 'r' => RIGHT,
                        _ => {
                            return Err(format!(
                                "{name} is a run of . (untinted), L and R (beside Left's or Right's colour), not '{value}'"
                            ));
                        }
                    };
            }
            r.permitted[side] = mask;
        }
        Ok(r)
    }
}

/// A tint as the graph notation writes it.
fn letter(t: Option<Player>) -> char {
    match t {
        None => '.',
        Some(Player::Left) => 'L',
        Some(Player::Right) => 'R',
    }
}

impl fmt::Display for ColRules {
    /// CGSuite's constructor, as in `GenCol([Nothing,Right], [Nothing,Left])`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let list = |p: Player| -> String {
            let names: Vec<&str> = (self.tints(p).iter())
                .map(|t| match t {
                    None => "Nothing",
                    Some(Player::Left) => "Left",
                    Some(Player::Right) => "Right",
                })
                .collect();
            names.join(",")
        };
        write!(
            f,
            "GenCol([{}], [{}])",
            list(Player::Left),
            list(Player::Right)
        )
    }
}

/// The catalogue's games of [`ColGraph`] besides Col: `K` picks which.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub(crate) struct Named<const K: u8>(pub(crate) ColGraph);

/// Snort on a graph.
pub(super) const SNORT: u8 = 0;
/// Fjords on a graph.
const FJORDS: u8 = 1;
/// Generalized Col, its rules as words.
const GEN: u8 = 2;

/// A Snort graph, for the catalogue's Snort entry.
pub(super) type SnortGraph = Named<SNORT>;

impl<const K: u8> FromStr for Named<K> {
    type Err = String;

    fn from_str(s: &str) -> Result<Named<K>, String> {
        let read = |r, text| ColGraph::with_rules(r, text).map_err(|e: GraphError| e.to_string());
        match K {
            SNORT => read(ColRules::SNORT, s).map(Named),
            FJORDS => read(ColRules::FJORDS, s).map(Named),
            _ => {
                let (words, board) = super::rule_words::split_rules(s);
                read(ColRules::from_words(&words)?, board).map(Named)
            }
        }
    }
}

impl<const K: u8> fmt::Display for Named<K> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if K != GEN {
            return self.0.fmt(f);
        }
        let words = self.0.rules().words();
        let board = self.0.to_string();
        if board.is_empty() {
            f.write_str(words.trim_end())
        } else {
            write!(f, "{words}{board}")
        }
    }
}

impl<const K: u8> Ruleset for Named<K> {
    fn left_moves(&self) -> Vec<Named<K>> {
        self.0.left_moves().into_iter().map(Named).collect()
    }

    fn right_moves(&self) -> Vec<Named<K>> {
        self.0.right_moves().into_iter().map(Named).collect()
    }

    fn components(self) -> Vec<Named<K>> {
        self.0.components().into_iter().map(Named).collect()
    }

    fn normalized(self) -> Normalized<Named<K>> {
        match self.0.normalized() {
            Normalized::Same(g) => Normalized::Same(Named(g)),
            Normalized::Negated(g) => Normalized::Negated(Named(g)),
        }
    }

    /// Through the graph's own table, which every game of `GenCol` shares.
    fn value(&self) -> Game {
        self.0.value()
    }
}

impl<const K: u8> Partizan for Named<K> {
    fn entry() -> &'static Entry {
        match K {
            SNORT => &super::snort::ENTRY,
            FJORDS => &FJORDS_ENTRY,
            _ => &GEN_COL_ENTRY,
        }
    }

    fn described_moves(&self, player: Player) -> Vec<(String, Self)> {
        let moves = self.0.described_moves(player);
        moves.into_iter().map(|(t, p)| (t, Named(p))).collect()
    }
}

/// The graph `g` as a board of the catalogue's Generalized Col, Left to
/// move.
pub(crate) fn ruled_col(g: ColGraph) -> Box<dyn Position> {
    Box::new(WithPlayer {
        pos: Named::<GEN>(g),
        to_move: Player::Left,
    })
}

/// Fjords in the catalogue.
pub static FJORDS_ENTRY: Entry = Entry {
    id: "fjords",
    aliases: &[],
    name: "Fjords",
    expr_name: "Fjords",
    about: "Players colour the vertices of a graph, Left blue and Right red, each only beside their own colour; a vertex beside both colours is lost.",
    format: FORMAT,
    example: "L-.-.-R-.(-.;-L)",
    kind: Kind::Partizan,
    valued_by: "canonical form from the moves, the graph split into connected components",
    sides: Some(["L", "R"]),
    read: partizan::read::<Named<FJORDS>>,
    heap: None,
};

/// Generalized Col in the catalogue.
pub static GEN_COL_ENTRY: Entry = Entry {
    id: "gen-col",
    aliases: &["gencol"],
    name: "Generalized Col",
    expr_name: "GenCol",
    about: "Col under rules of your choosing (CGSuite's GenCol): each player colours the vertices whose tint their rule permits, untinted (.) or beside Left's (L) or Right's (R) colour.",
    format: "rules as words name=value, then a graph in CGSuite's notation (vertices ., L and R joined by -), then ' R' when Right is to move. The rules: leftPermitted and rightPermitted, each a run of ., L and R; a rule left out is Col's (leftPermitted=.R rightPermitted=.L), so that 'leftPermitted=.L rightPermitted=.R' is Snort and 'leftPermitted=L rightPermitted=R' Fjords",
    example: "leftPermitted=.L rightPermitted=R L-.-.-.-R",
    kind: Kind::Partizan,
    valued_by: "canonical form from the moves, the graph split into connected components",
    sides: Some(["L", "R"]),
    read: partizan::read::<Named<GEN>>,
    heap: None,
};

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rules_read_back_from_their_words() {
        for text in [
            "leftPermitted=L rightPermitted=R L-.-R",
            "leftPermitted= .-.",
            "L-.-.",
            "rightPermitted=.LR",
        ] {
            let g: Named<GEN> = text.parse().unwrap();
            assert_eq!(g.to_string().parse::<Named<GEN>>().unwrap(), g, "{text}");
        }
        let fjords: Named<GEN> = "leftPermitted=L rightPermitted=R .".parse().unwrap();
        assert_eq!(fjords.0.rules(), ColRules::FJORDS);
        let e = "leftPermitted=x .".parse::<Named<GEN>>().unwrap_err();
        assert!(e.contains("a run of ."), "{e}");
        let e = "left=L .".parse::<Named<GEN>>().unwrap_err();
        assert!(e.contains("no rule 'left'"), "{e}");
    }

    #[test]
    fn swapping_twice_is_the_same() {
        let r = ColRules::new(&[None], &[Some(Player::Left), Some(Player::Right)]);
        assert_eq!(r.swapped().swapped(), r);
        assert_eq!(ColRules::COL.swapped(), ColRules::COL);
        assert_eq!(
            r.swapped(),
            ColRules::new(&[Some(Player::Left), Some(Player::Right)], &[None])
        );
    }
}
