//! CGSuite's named GenClobber variants in the catalogue: Kings, Knights,
//! Rooks, Queens, Anti-Clobber and Hot Clobber, each a fixed
//! [`ClobberRules`].

use std::fmt;
use std::str::FromStr;
use std::sync::Arc;

use super::gen_clobber::{FORMAT, parse};
use super::partizan::{self, Partizan};
use super::{ClobberRules, Entry, GenClobber, Kind};
use crate::rulesets::grid::GridError;
use crate::rulesets::{Normalized, Ruleset};
use crate::short::Player;

/// One of the named variants, for the catalogue: `K` picks the rules.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub(crate) struct Variant<const K: u8>(GenClobber);

const KINGS: u8 = 0;
const ROOKS: u8 = 1;
const QUEENS: u8 = 2;
const ANTI: u8 = 3;
const KNIGHTS: u8 = 4;
const HOT: u8 = 5;

fn variant_rules(k: u8) -> ClobberRules {
    match k {
        KINGS => ClobberRules::kings(),
        ROOKS => ClobberRules::rooks(),
        QUEENS => ClobberRules::queens(),
        ANTI => ClobberRules::anti_clobber(),
        HOT => ClobberRules::hot_clobber(),
        _ => ClobberRules::knights(),
    }
}

impl<const K: u8> FromStr for Variant<K> {
    type Err = GridError;

    fn from_str(s: &str) -> Result<Variant<K>, GridError> {
        let grid = parse(s, variant_entry(K).name)?;
        Ok(Variant(GenClobber {
            rules: Arc::new(variant_rules(K)),
            grid,
        }))
    }
}

impl<const K: u8> fmt::Display for Variant<K> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

impl<const K: u8> Ruleset for Variant<K> {
    fn left_moves(&self) -> Vec<Variant<K>> {
        self.0.left_moves().into_iter().map(Variant).collect()
    }

    fn right_moves(&self) -> Vec<Variant<K>> {
        self.0.right_moves().into_iter().map(Variant).collect()
    }

    fn components(self) -> Vec<Variant<K>> {
        self.0.components().into_iter().map(Variant).collect()
    }

    fn normalized(self) -> Normalized<Variant<K>> {
        match self.0.normalized() {
            Normalized::Same(p) => Normalized::Same(Variant(p)),
            Normalized::Negated(p) => Normalized::Negated(Variant(p)),
        }
    }

    fn negative_image(&self) -> Option<Variant<K>> {
        self.0.negative_image().map(Variant)
    }
}

impl<const K: u8> Partizan for Variant<K> {
    fn entry() -> &'static Entry {
        variant_entry(K)
    }

    fn described_moves(&self, player: Player) -> Vec<(String, Self)> {
        let moves = self.0.moves(player);
        moves.into_iter().map(|(t, p)| (t, Variant(p))).collect()
    }
}

fn variant_entry(k: u8) -> &'static Entry {
    match k {
        KINGS => &KINGS_ENTRY,
        ROOKS => &ROOKS_ENTRY,
        QUEENS => &QUEENS_ENTRY,
        ANTI => &ANTI_CLOBBER_ENTRY,
        HOT => &HOT_CLOBBER_ENTRY,
        _ => &KNIGHTS_ENTRY,
    }
}

/// Kings in the catalogue.
pub static KINGS_ENTRY: Entry = Entry {
    id: "kings",
    aliases: &[],
    name: "Kings",
    expr_name: "Kings",
    about: "Clobber where a stone moves as a chess king: one step in any of the eight directions, onto an enemy stone.",
    format: FORMAT,
    example: "xox|ox.",
    kind: Kind::Partizan,
    valued_by: "canonical form from the moves, the board split into groups of stones that touch, the eight symmetries of the square sharing one table entry",
    sides: Some(["x", "o"]),
    read: partizan::read::<Variant<KINGS>>,
    heap: None,
};

/// Knights in the catalogue.
pub static KNIGHTS_ENTRY: Entry = Entry {
    id: "knights",
    aliases: &[],
    name: "Knights",
    expr_name: "Knights",
    about: "Clobber where a stone moves as a chess knight, over anything, onto an enemy stone.",
    format: FORMAT,
    example: "x..|..o",
    kind: Kind::Partizan,
    valued_by: "canonical form from the moves, the board split into groups of stones a knight's move apart, the eight symmetries of the square sharing one table entry",
    sides: Some(["x", "o"]),
    read: partizan::read::<Variant<KNIGHTS>>,
    heap: None,
};

/// Rooks in the catalogue.
pub static ROOKS_ENTRY: Entry = Entry {
    id: "rooks",
    aliases: &[],
    name: "Rooks",
    expr_name: "Rooks",
    about: "Clobber where a stone moves as a chess rook: along a row or column over empty squares, onto an enemy stone.",
    format: FORMAT,
    example: "xox|ox.",
    kind: Kind::Partizan,
    valued_by: "canonical form from the moves, the eight symmetries of the square sharing one table entry",
    sides: Some(["x", "o"]),
    read: partizan::read::<Variant<ROOKS>>,
    heap: None,
};

/// Queens in the catalogue.
pub static QUEENS_ENTRY: Entry = Entry {
    id: "queens",
    aliases: &[],
    name: "Queens",
    expr_name: "Queens",
    about: "Clobber where a stone moves as a chess queen: in any of the eight directions over empty squares, onto an enemy stone.",
    format: FORMAT,
    example: "xox|ox.",
    kind: Kind::Partizan,
    valued_by: "canonical form from the moves, the eight symmetries of the square sharing one table entry",
    sides: Some(["x", "o"]),
    read: partizan::read::<Variant<QUEENS>>,
    heap: None,
};

/// Anti-Clobber in the catalogue.
pub static ANTI_CLOBBER_ENTRY: Entry = Entry {
    id: "anti-clobber",
    aliases: &["anticlobber"],
    name: "Anti-Clobber",
    expr_name: "AntiClobber",
    about: "Clobber played backwards: a stone steps onto an adjacent empty square and leaves an enemy stone where it was.",
    format: FORMAT,
    example: "xoxo|oo..",
    kind: Kind::Partizan,
    valued_by: "canonical form from the moves, the eight symmetries of the square sharing one table entry",
    sides: Some(["x", "o"]),
    read: partizan::read::<Variant<ANTI>>,
    heap: None,
};

/// Hot Clobber in the catalogue (CGSuite's `game.grid.HotClobber`).
pub static HOT_CLOBBER_ENTRY: Entry = Entry {
    id: "hot-clobber",
    aliases: &["hotclobber"],
    name: "Hot Clobber",
    expr_name: "HotClobber",
    about: "Clobber where a stone may take a stone of either colour, its own as well as the enemy's, on an adjacent square.",
    format: FORMAT,
    example: "xxo|oox",
    kind: Kind::Partizan,
    valued_by: "canonical form from the moves, the board split into groups of stones that touch, the eight symmetries of the square sharing one table entry",
    sides: Some(["x", "o"]),
    read: partizan::read::<Variant<HOT>>,
    heap: None,
};
