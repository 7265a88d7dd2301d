//! Generalized Toads and Frogs, as CGSuite's `GenToadsAndFrogs` schema: a
//! toad (Left's) or frog (Right's) slides over empty squares, any number
//! `n ≠ 0` of them from `min_slide` to `max_slide` (negative: backwards),
//! or jumps over 1 to `max_jump` enemy pieces (and friendly ones too with
//! `friendly_jump`) onto the empty square after them. Elephants and Rhinos
//! is the schema with no jumps. Rules with backward slides are loopy:
//! their strips are valued by [`super::backsliding`].

use std::fmt;

use thiserror::Error;

use crate::rulesets::{Normalized, Ruleset};
use crate::short::Player;

/// The most squares a piece may slide (either way) or jump over: past it,
/// a rule is refused (`GenToadsAndFrogs(maxJump => 1000)` would be no
/// different from a strip's length, and this keeps a rule a small number).
pub const MAX_STRIP_REACH: u8 = 64;

/// The rules of a generalized Toads and Frogs.
///
/// ```
/// use combinatorial_games::games::StripRules;
/// assert_eq!(StripRules::TOADS_AND_FROGS.to_string(), "GenToadsAndFrogs()");
/// assert_eq!(StripRules::ELEPHANTS_AND_RHINOS.to_string(), "GenToadsAndFrogs(maxJump => 0)");
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct StripRules {
    /// The least slide, in squares forward: negative for a slide
    /// backwards ("backsliding", which makes the game loopy).
    pub min_slide: i8,
    /// The most squares a slide goes forward (negative: only backwards).
    pub max_slide: i8,
    /// The most pieces a jump goes over (0: no jumps).
    pub max_jump: u8,
    /// Whether a jump may go over one's own pieces too.
    pub friendly_jump: bool,
}

impl StripRules {
    /// Toads and Frogs: slide 1, jump 1.
    pub const TOADS_AND_FROGS: StripRules = StripRules {
        min_slide: 1,
        max_slide: 1,
        max_jump: 1,
        friendly_jump: false,
    };

    /// Elephants and Rhinos: slide 1, no jumps.
    pub const ELEPHANTS_AND_RHINOS: StripRules = StripRules {
        max_jump: 0,
        ..StripRules::TOADS_AND_FROGS
    };

    /// Backsliding Toads and Frogs (Winning Ways ch. 11; CGSuite's
    /// `BackslidingToadsAndFrogs`): Toads and Frogs where a piece may also
    /// slide one square back. Loopy.
    pub const BACKSLIDING: StripRules = StripRules {
        min_slide: -1,
        ..StripRules::TOADS_AND_FROGS
    };

    /// Whether a piece may slide backwards, so that positions can repeat.
    ///
    /// ```
    /// use combinatorial_games::games::StripRules;
    /// assert!(StripRules::BACKSLIDING.is_loopy());
    /// assert!(!StripRules::TOADS_AND_FROGS.is_loopy());
    /// ```
    pub fn is_loopy(&self) -> bool {
        self.min_slide < 0
    }

    /// Whether these rules can be played: slides from `min_slide` to
    /// `max_slide` (in that order) and jumps within [`MAX_STRIP_REACH`].
    ///
    /// # Errors
    ///
    /// [`StripError::BadRules`] saying what is wrong.
    ///
    /// ```
    /// use combinatorial_games::games::StripRules;
    /// let r = StripRules { min_slide: 3, max_slide: 2, ..StripRules::TOADS_AND_FROGS };
    /// assert!(r.check().is_err());
    /// assert!(StripRules::BACKSLIDING.check().is_ok());
    /// ```
    pub fn check(&self) -> Result<(), StripError> {
        let bad = |why: String| Err(StripError::BadRules(why));
        if self.min_slide > self.max_slide {
            return bad(format!(
                "minSlide => {} is more than maxSlide => {}",
                self.min_slide, self.max_slide
            ));
        }
        let reach = i16::from(MAX_STRIP_REACH);
        let far = |n: i8| i16::from(n).abs() > reach;
        if far(self.min_slide) || far(self.max_slide) || self.max_jump > MAX_STRIP_REACH {
            return bad(format!(
                "slides and jumps reach at most {MAX_STRIP_REACH} squares"
            ));
        }
        Ok(())
    }
}

impl fmt::Display for StripRules {
    /// CGSuite's constructor with the arguments that differ from its
    /// defaults.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let d = StripRules::TOADS_AND_FROGS;
        let mut args = Vec::new();
        if self.min_slide != d.min_slide {
            args.push(format!("minSlide => {}", self.min_slide));
        }
        if self.max_slide != d.max_slide {
            args.push(format!("maxSlide => {}", self.max_slide));
        }
        if self.max_jump != d.max_jump {
            args.push(format!("maxJump => {}", self.max_jump));
        }
        if self.friendly_jump {
            args.push("allowFriendlyJump => true".into());
        }
        write!(f, "GenToadsAndFrogs({})", args.join(", "))
    }
}

pub(super) const EMPTY: u8 = 0;
pub(super) const TOAD: u8 = 1;
pub(super) const FROG: u8 = 2;

/// A strip of generalized Toads and Frogs, with its rules: `t` a toad
/// (Left's, moving right), `f` a frog (Right's, moving left), `.` empty.
///
/// ```
/// use combinatorial_games::rulesets::Ruleset;
/// use combinatorial_games::games::{GenToadsAndFrogs, StripRules};
/// // Elephants and Rhinos, t.f: whoever moves first blocks the other: *.
/// let p = GenToadsAndFrogs::new(StripRules::ELEPHANTS_AND_RHINOS, "t.f").unwrap();
/// assert_eq!(p.value().to_string(), "*");
/// ```
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct GenToadsAndFrogs {
    rules: StripRules,
    cells: Box<[u8]>,
}

/// A strip or a rule that cannot be played.
///
/// ```
/// use combinatorial_games::games::{GenToadsAndFrogs, StripError, StripRules};
/// let e = GenToadsAndFrogs::new(StripRules::TOADS_AND_FROGS, "t.x").unwrap_err();
/// assert_eq!(e, StripError::BadSquare { found: 'x', column: 3 });
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum StripError {
    /// A character other than a toad, a frog or an empty square.
    #[error(
        "'{found}' at column {column} is not a square: write t (a toad), f (a frog) or . (empty), as in tt..ff"
    )]
    BadSquare {
        /// The character.
        found: char,
        /// Its column, from 1.
        column: usize,
    },
    /// Rules that are loopy, empty or too far-reaching.
    #[error("{0}")]
    BadRules(String),
}

impl GenToadsAndFrogs {
    /// The strip `board` under `rules`.
    ///
    /// # Errors
    ///
    /// [`StripError::BadSquare`] for a character that is not `t`, `f`,
    /// `.` (or `T`, `F`, `_`); [`StripError::BadRules`] for rules that
    /// [`StripRules::check`] refuses, and for loopy ones (a backward slide:
    /// value those with [`super::Strip`] and [`crate::loopy::value_of`]).
    ///
    /// ```
    /// use combinatorial_games::games::{GenToadsAndFrogs, StripRules};
    /// assert!(GenToadsAndFrogs::new(StripRules::BACKSLIDING, "t.f").is_err());
    /// ```
    pub fn new(rules: StripRules, board: &str) -> Result<GenToadsAndFrogs, StripError> {
        rules.check()?;
        if rules.is_loopy() {
            return Err(StripError::BadRules(format!(
                "{rules} slides backwards, so its strips are loopy: value them as loopy games (BackslidingToadsAndFrogs, or GenToadsAndFrogs(...)(strip).GameValue)"
            )));
        }
        let cells = read_cells(board)?;
        Ok(GenToadsAndFrogs { rules, cells })
    }

    /// The rules of this strip.
    ///
    /// ```
    /// use combinatorial_games::games::{GenToadsAndFrogs, StripRules};
    /// let p = GenToadsAndFrogs::new(StripRules::TOADS_AND_FROGS, "tt..ff").unwrap();
    /// assert_eq!(p.rules(), StripRules::TOADS_AND_FROGS);
    /// ```
    pub fn rules(&self) -> StripRules {
        self.rules
    }

    /// Each move of `p` in words, with the strip it leaves.
    pub(super) fn moves(&self, p: Player) -> Vec<(String, GenToadsAndFrogs)> {
        let r = self.rules;
        strip_moves(r, &self.cells, p)
            .into_iter()
            .map(|(text, cells)| (text, GenToadsAndFrogs { rules: r, cells }))
            .collect()
    }
}

/// The squares of `board`: `t` or `T` a toad, `f` or `F` a frog, `.` or
/// `_` empty.
pub(super) fn read_cells(board: &str) -> Result<Box<[u8]>, StripError> {
    board
        .trim()
        .chars()
        .enumerate()
        .map(|(i, c)| match c {
            't' | 'T' => Ok(TOAD),
            'f' | 'F' => Ok(FROG),
            '.' | '_' => Ok(EMPTY),
            found => Err(StripError::BadSquare {
                found,
                column: i + 1,
            }),
        })
        .collect()
}

/// The strip as CGSuite writes it: `t`, `f` and `.`.
pub(super) fn write_cells(cells: &[u8], f: &mut fmt::Formatter<'_>) -> fmt::Result {
    cells
        .iter()
        .try_for_each(|&c| f.write_str([".", "t", "f"][usize::from(c)]))
}

/// Each move of `p` on `cells` under `r`, in words, with the squares it
/// leaves: forward slides, then backward ones, then jumps, as CGSuite
/// lists them.
pub(super) fn strip_moves(r: StripRules, cells: &[u8], p: Player) -> Vec<(String, Box<[u8]>)> {
    let (us, them, step) = match p {
        Player::Left => (TOAD, FROG, 1),
        Player::Right => (FROG, TOAD, -1),
    };
    let at =
        |i: isize| -> Option<u8> { usize::try_from(i).ok().and_then(|i| cells.get(i).copied()) };
    let mut out = Vec::new();
    for n in (0..cells.len()).filter(|&n| cells[n] == us) {
        let n = n as isize;
        let mut go = |to: isize, what: &str| {
            let mut after: Box<[u8]> = cells.into();
            after[n as usize] = EMPTY;
            after[to as usize] = us;
            out.push((format!("{what} from {} to {}", n + 1, to + 1), after));
        };
        let (lo, hi) = (isize::from(r.min_slide), isize::from(r.max_slide));
        for k in 1..=hi {
            if at(n + k * step) != Some(EMPTY) {
                break;
            }
            if k >= lo {
                go(n + k * step, "slide");
            }
        }
        for k in (lo..=-1).rev() {
            if at(n + k * step) != Some(EMPTY) {
                break;
            }
            if k <= hi {
                go(n + k * step, "slide back");
            }
        }
        for k in 1..=isize::from(r.max_jump) {
            let over = at(n + k * step);
            if !(over == Some(them) || (r.friendly_jump && over == Some(us))) {
                break;
            }
            if at(n + (k + 1) * step) == Some(EMPTY) {
                go(n + (k + 1) * step, "jump");
            }
        }
    }
    out
}

/// The ranges of `cells` that are independent parts under `r` (rules
/// that only move forward): pieces only ever move towards the other
/// side, so some of them can never move again, and some gaps can never be
/// crossed.
///
/// - Frogs at the left end and toads at the right end never move: they
///   are left out, as the edge blocks the same.
/// - A run of `max_jump + 1` toads against a run of `max_jump + 1` frogs
///   (the edge counting as either) is frozen: every jump from inside the
///   runs or from behind them (over friends too, with `allowFriendlyJump`)
///   goes over at most `max_jump` pieces, so it lands on a piece of the
///   runs. The strip is cut between them. For Toads and Frogs this is the
///   known cut at `TTFF`.
/// - Without jumps, a frog followed by a toad (with only empty squares
///   between) moves apart from it, and no piece can pass either one: the
///   strip is cut there, and the squares between, which no piece can ever
///   reach again, are left out.
///
/// Parts with no piece or no empty square (which have no moves) are left
/// out as well.
pub(super) fn strip_parts(r: StripRules, cells: &[u8]) -> Vec<(usize, usize)> {
    let mut out = Vec::new();
    if !r.is_loopy() {
        split_strip(r, cells, 0, cells.len(), &mut out);
    } else {
        out.push((0, cells.len()));
    }
    out
}

fn split_strip(r: StripRules, c: &[u8], lo: usize, hi: usize, out: &mut Vec<(usize, usize)>) {
    let (mut lo, mut hi) = (lo, hi);
    while lo < hi && c[lo] == FROG {
        lo += 1;
    }
    while hi > lo && c[hi - 1] == TOAD {
        hi -= 1;
    }
    if let Some((left_end, right_start)) = find_cut(r, c, lo, hi) {
        split_strip(r, c, lo, left_end, out);
        split_strip(r, c, right_start, hi, out);
        return;
    }
    let part = &c[lo..hi];
    if part.contains(&EMPTY) && part.iter().any(|&x| x != EMPTY) {
        out.push((lo, hi));
    }
}

/// The first cut of `c[lo..hi]`: where the left part ends and the right
/// one starts.
fn find_cut(r: StripRules, c: &[u8], lo: usize, hi: usize) -> Option<(usize, usize)> {
    let run = usize::from(r.max_jump);
    let frozen = |i: usize| {
        // Toads at i - run ..= i (or the edge), frogs at i + 1 ..= i + 1 + run.
        c[i] == TOAD
            && c[i + 1] == FROG
            && (1..=run).all(|d| i < lo + d || c[i - d] == TOAD)
            && (1..=run).all(|d| i + 1 + d >= hi || c[i + 1 + d] == FROG)
    };
    // The last frog since the last toad: without jumps, a toad after it
    // is a cut.
    let mut last_frog = None;
    for (i, &x) in c.iter().enumerate().take(hi).skip(lo) {
        match x {
            TOAD if run == 0 && last_frog.is_some() => {
                return last_frog.map(|f: usize| (f + 1, i));
            }
            TOAD if i + 1 < hi && frozen(i) => return Some((i + 1, i + 1)),
            TOAD => last_frog = None,
            FROG => last_frog = Some(i),
            _ => {}
        }
    }
    None
}

impl Ruleset for GenToadsAndFrogs {
    fn left_moves(&self) -> Vec<GenToadsAndFrogs> {
        self.moves(Player::Left).into_iter().map(|m| m.1).collect()
    }

    fn right_moves(&self) -> Vec<GenToadsAndFrogs> {
        self.moves(Player::Right).into_iter().map(|m| m.1).collect()
    }

    /// The strip cut where its pieces can never meet again: between a
    /// run of `max_jump + 1` toads and one of `max_jump + 1` frogs (the
    /// edge counting as either), and without jumps between a frog and a
    /// toad after it; pieces stuck at the ends are left out.
    fn components(self) -> Vec<GenToadsAndFrogs> {
        let mut parts = Vec::new();
        self.for_each_component(&mut |p| parts.push(p));
        parts
    }

    /// As [`Ruleset::components`], without a list for a strip that does
    /// not split (most of those the evaluation meets).
    fn for_each_component(self, f: &mut dyn FnMut(GenToadsAndFrogs)) {
        let c = &self.cells;
        let whole = !self.rules.is_loopy()
            && c.first().is_some_and(|&x| x != FROG)
            && c.last().is_some_and(|&x| x != TOAD)
            && c.contains(&EMPTY)
            && c.iter().any(|&x| x != EMPTY)
            && find_cut(self.rules, c, 0, c.len()).is_none();
        if whole {
            return f(self);
        }
        let parts = strip_parts(self.rules, &self.cells);
        if parts == [(0, self.cells.len())] {
            return f(self);
        }
        for (lo, hi) in parts {
            f(GenToadsAndFrogs {
                rules: self.rules,
                cells: self.cells[lo..hi].into(),
            });
        }
    }

    /// Elephants and Rhinos' variant has a closed form
    /// ([`super::elephants_and_rhinos::impartial_nim`]); the other rules
    /// have no shortcut.
    fn impartial_variant_shortcut(&self) -> Option<u64> {
        let r = self.rules;
        let elephants = r.min_slide == 1 && r.max_slide == 1 && r.max_jump == 0;
        elephants.then(|| super::elephants_and_rhinos::impartial_nim(&self.cells))
    }

    /// The strip read backwards with toads and frogs swapped is the same
    /// game with the players' roles swapped: the negative.
    fn normalized(self) -> Normalized<GenToadsAndFrogs> {
        let swap = |c: &u8| match *c {
            TOAD => FROG,
            FROG => TOAD,
            other => other,
        };
        let mirror: Box<[u8]> = self.cells.iter().rev().map(swap).collect();
        if mirror < self.cells {
            Normalized::Negated(GenToadsAndFrogs {
                rules: self.rules,
                cells: mirror,
            })
        } else {
            Normalized::Same(self)
        }
    }
}

impl fmt::Display for GenToadsAndFrogs {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_cells(&self.cells, f)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn value(rules: StripRules, s: &str) -> String {
        GenToadsAndFrogs::new(rules, s).unwrap().value().to_string()
    }

    #[test]
    fn toads_and_frogs_rules_agree_with_the_catalogue_game() {
        use crate::games::ToadsAndFrogs;
        for board in [
            "tt..ff", "t.tf.f", ".tt.ff.", "ttt..fff", "tft.f", "t..f.tf",
        ] {
            let tf: ToadsAndFrogs = board.replace('.', "_").to_uppercase().parse().unwrap();
            assert_eq!(
                value(StripRules::TOADS_AND_FROGS, board),
                tf.value().to_string(),
                "{board}"
            );
        }
    }

    fn parts(rules: StripRules, s: &str) -> Vec<String> {
        let p = GenToadsAndFrogs::new(rules, s).unwrap();
        p.components().iter().map(|q| q.to_string()).collect()
    }

    #[test]
    fn strips_split_where_pieces_can_never_meet() {
        let er = StripRules::ELEPHANTS_AND_RHINOS;
        // A rhino then an elephant move apart: the squares between are
        // out of everyone's reach.
        assert_eq!(parts(er, "t.f..t.f"), ["t.f", "t.f"]);
        // An elephant against a rhino is stuck, and so is a rhino at the
        // left end or an elephant at the right end (and behind them).
        assert_eq!(parts(er, "t.tf.f"), ["t.", ".f"]);
        assert_eq!(parts(er, ".ttf.f"), [".f"]);
        assert_eq!(parts(er, "ff.t.t"), [".t."]);
        // With jumps, a toad behind a frog can jump it once the square
        // beyond is free: no cut at f..t.
        let tf = StripRules::TOADS_AND_FROGS;
        assert_eq!(parts(tf, "tf..t."), ["tf..t."]);
        // Toads and Frogs is cut at TTFF, a jump of two at TTTFFF.
        assert_eq!(parts(tf, "t.ttff.f"), ["t.", ".f"]);
        let two = StripRules { max_jump: 2, ..tf };
        assert_eq!(parts(two, "t.ttff.f"), ["t.ttff.f"]);
        assert_eq!(parts(two, "t.tttfff.f"), ["t.", ".f"]);
        // Jumping over friends too, a jump still clears at most one piece.
        let friendly = StripRules {
            friendly_jump: true,
            ..tf
        };
        assert_eq!(parts(friendly, "t.ttff.f"), ["t.", ".f"]);
        assert_eq!(parts(friendly, "t.tf.f"), ["t.tf.f"]);
    }

    #[test]
    fn by_hand() {
        // Elephants and Rhinos t..f: each side has two steps before they
        // meet, whoever is to move: t.f. is ... 0 (a race of equal length).
        assert_eq!(value(StripRules::ELEPHANTS_AND_RHINOS, "t..f"), "0");
        // tf: no one can move.
        assert_eq!(value(StripRules::ELEPHANTS_AND_RHINOS, "tf"), "0");
        // t.: Left steps once: {0|} = 1.
        assert_eq!(value(StripRules::ELEPHANTS_AND_RHINOS, "t."), "1");
    }
}
