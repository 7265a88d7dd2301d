//! Elephants and Rhinos: Toads and Frogs without jumps (generalized Toads
//! and Frogs with `maxJump => 0`), as a game of the catalogue; and the
//! closed form of its impartial variant.
//!
//! In the impartial variant either player may step any elephant right or
//! any rhino left. The pieces never pass one another, so a strip is its
//! row of pieces with a number of empty squares in each gap between them
//! (and at the ends). A step moves one empty square from one gap to the
//! next: an elephant stepping right takes one from the gap on its right
//! and leaves one in the gap on its left, a rhino the other way. Whether
//! an empty square can move depends only on the pieces beside its gap,
//! never on the other empty squares, so each empty square is a game of
//! its own, a token on the path of gaps, and the strip is their sum:
//! two tokens in the same gap cancel, and the nim-value is the nim-sum,
//! over the gaps holding an odd number of empty squares, of a token's
//! value there.
//!
//! From gap j a token moves left when the piece left of the gap is an
//! elephant, and right when the piece right of it is a rhino. Once it has
//! moved left past an elephant it can never move right (the piece to its
//! right is now that elephant), so from there it only goes on left, past
//! the run of elephants: a path, whose value is its length mod 2. Hence
//! a token with a run of a elephants to its left and b rhinos to its
//! right has the options (a - 1) mod 2 (when a > 0) and (b - 1) mod 2
//! (when b > 0), and its value is their mex.

use std::fmt;
use std::str::FromStr;

use super::gen_toads_and_frogs::{EMPTY, FROG, GenToadsAndFrogs, StripError, StripRules, TOAD};
use super::partizan::{self, Partizan};
use super::{Entry, Kind};
use crate::rulesets::{Normalized, Ruleset};
use crate::short::Player;

/// The nim-value of the impartial variant of Elephants and Rhinos on
/// `cells` (`TOAD` an elephant, `FROG` a rhino), by the closed form of
/// the module's documentation, in time linear in the strip.
pub(super) fn impartial_nim(cells: &[u8]) -> u64 {
    let pieces: Vec<u8> = cells.iter().copied().filter(|&c| c != EMPTY).collect();
    // gaps[j]: the empty squares between pieces j - 1 and j.
    let mut gaps = vec![0usize; pieces.len() + 1];
    let mut gap = 0;
    for &c in cells {
        if c == EMPTY {
            gaps[gap] += 1;
        } else {
            gap += 1;
        }
    }
    // elephants[j]: the run of elephants ending just left of gap j;
    // rhinos[j]: the run of rhinos starting just right of it.
    let mut elephants = vec![0usize; pieces.len() + 1];
    for j in 1..=pieces.len() {
        elephants[j] = if pieces[j - 1] == TOAD {
            elephants[j - 1] + 1
        } else {
            0
        };
    }
    let mut rhinos = vec![0usize; pieces.len() + 1];
    for j in (0..pieces.len()).rev() {
        rhinos[j] = if pieces[j] == FROG {
            rhinos[j + 1] + 1
        } else {
            0
        };
    }
    let mut nim = 0;
    for j in (0..gaps.len()).filter(|&j| gaps[j] % 2 == 1) {
        let options = [elephants[j], rhinos[j]].map(|run| (run > 0).then(|| (run - 1) % 2));
        nim ^= (0..).find(|v| !options.contains(&Some(*v))).unwrap_or(0) as u64;
    }
    nim
}

/// Elephants and Rhinos: the board alone, under its rules.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub(crate) struct ElephantsAndRhinos(GenToadsAndFrogs);

impl FromStr for ElephantsAndRhinos {
    type Err = StripError;

    fn from_str(s: &str) -> Result<ElephantsAndRhinos, StripError> {
        GenToadsAndFrogs::new(StripRules::ELEPHANTS_AND_RHINOS, s).map(ElephantsAndRhinos)
    }
}

impl fmt::Display for ElephantsAndRhinos {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

impl Ruleset for ElephantsAndRhinos {
    fn left_moves(&self) -> Vec<ElephantsAndRhinos> {
        self.0
            .left_moves()
            .into_iter()
            .map(ElephantsAndRhinos)
            .collect()
    }

    fn right_moves(&self) -> Vec<ElephantsAndRhinos> {
        self.0
            .right_moves()
            .into_iter()
            .map(ElephantsAndRhinos)
            .collect()
    }

    fn components(self) -> Vec<ElephantsAndRhinos> {
        self.0
            .components()
            .into_iter()
            .map(ElephantsAndRhinos)
            .collect()
    }

    fn impartial_variant_shortcut(&self) -> Option<u64> {
        self.0.impartial_variant_shortcut()
    }

    fn normalized(self) -> Normalized<ElephantsAndRhinos> {
        match self.0.normalized() {
            Normalized::Same(p) => Normalized::Same(ElephantsAndRhinos(p)),
            Normalized::Negated(p) => Normalized::Negated(ElephantsAndRhinos(p)),
        }
    }
}

/// Elephants and Rhinos in the catalogue.
pub static ENTRY: Entry = Entry {
    id: "elephants-and-rhinos",
    aliases: &["elephants"],
    name: "Elephants and Rhinos",
    expr_name: "ElephantsAndRhinos",
    about: "Toads and Frogs without jumps: elephants (Left's) step right, rhinos (Right's) step left, into an empty square.",
    format: "a strip of t (elephants, Left's, moving right), f (rhinos, Right's, moving left) and . or _ (empty)",
    example: "tt..ff",
    kind: Kind::Partizan,
    valued_by: "search with a transposition table, a strip and its mirror image sharing entries",
    sides: Some(["elephants", "rhinos"]),
    read: partizan::read::<ElephantsAndRhinos>,
    heap: None,
};

impl Partizan for ElephantsAndRhinos {
    fn entry() -> &'static Entry {
        &ENTRY
    }

    fn described_moves(&self, player: Player) -> Vec<(String, Self)> {
        let moves = self.0.moves(player);
        moves
            .into_iter()
            .map(|(text, p)| (text, ElephantsAndRhinos(p)))
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::gen_toads_and_frogs::read_cells;

    fn nim(board: &str) -> u64 {
        impartial_nim(&read_cells(board).unwrap())
    }

    /// The impartial variant takes the closed form under Elephants and
    /// Rhinos' rules (from either type), and only there.
    #[test]
    fn the_variant_takes_the_closed_form() {
        let er: ElephantsAndRhinos = "tt.f".parse().unwrap();
        assert_eq!(er.impartial_variant_shortcut(), Some(2));
        let schema = |r| {
            GenToadsAndFrogs::new(r, "tt.f")
                .unwrap()
                .impartial_variant_shortcut()
        };
        assert_eq!(schema(StripRules::ELEPHANTS_AND_RHINOS), Some(2));
        assert_eq!(schema(StripRules::TOADS_AND_FROGS), None);
    }

    #[test]
    fn the_closed_form_by_hand() {
        // No empty square, or no piece beside one: no move, 0.
        assert_eq!(nim("tf"), 0);
        assert_eq!(nim("f..t"), 0);
        // t.: the one square can move left once: *1. t..: two tokens in
        // the same gap cancel: 0 (each step is answered by the other).
        assert_eq!(nim("t."), 1);
        assert_eq!(nim("t.."), 0);
        // tt.: the token can move left twice, a path of length 2: 0.
        assert_eq!(nim("tt."), 0);
        // t.f: options (1 - 1) mod 2 = 0 either way: mex{0} = 1.
        assert_eq!(nim("t.f"), 1);
        // tt.f: options 1 (left) and 0 (right): mex{0, 1} = 2.
        assert_eq!(nim("tt.f"), 2);
        // t.t.f: the first token (one elephant to its left) is *1; the
        // second has two elephants to its left (option 1, tokens passing
        // through the other's gap) and a rhino to its right (option 0):
        // *2. So *1 + *2 = *3.
        assert_eq!(nim("t.t.f"), 3);
    }
}
