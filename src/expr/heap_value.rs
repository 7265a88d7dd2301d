//! Positions of heap games in expressions (`Kayles(5)`, `GrundysGame(22)`,
//! `Kayles(3) + Nim(2)`): sums of heaps that remember their rules, so that
//! misère methods see the game itself and not its normal-play nimber.
//!
//! Everywhere else a position is its nimber: `Kayles(5)` prints `*4` and
//! adds as `*4`. Only `Genus`, `MisereCanonicalForm`, `MisereNimValue`,
//! `MisereOutcomeClass` and `Options` (with no player) look at the heaps,
//! as CGSuite's `ImpartialGame` does.

use std::fmt;

use super::functions;
use super::value::{HeapRuleset, Value};
use crate::misere::{MisereError, MisereGame};
use crate::short::Game;

/// Heaps above this have no misère form here: forms are built heap by
/// heap from the smallest (Nim's heaps excepted, which are nim heaps).
pub const MAX_MISERE_HEAP: usize = 10_000;

/// The most options `Options` lists for a heap above
/// [`MAX_MISERE_HEAP`], where the rules can count them first.
pub(super) const MAX_LISTED_OPTIONS: u64 = 1_000_000;

/// Whether `Options` lists the options of a heap of `n`: any heap up to
/// [`MAX_MISERE_HEAP`], a larger one when its rules count at most
/// [`MAX_LISTED_OPTIONS`] (Grundy's game lists half the heap).
pub(super) fn listable(r: &HeapRuleset, n: usize) -> bool {
    n <= MAX_MISERE_HEAP
        || r.game()
            .option_count(n)
            .is_some_and(|c| c <= MAX_LISTED_OPTIONS)
}

/// A sum of heaps of heap games, as an expression holds `Kayles(5)` or
/// `Kayles(3) + Nim(2)`: printed, compared and added to other games as its
/// nimber, and answering the misère methods by its rules.
///
/// ```
/// use combinatorial_games::expr::eval;
/// // Kayles(5) is *4 in normal play...
/// assert_eq!(eval("Kayles(5)").unwrap().to_string(), "*4");
/// // ...but not the nim heap *[4] in misère play (CGSuite's GameHeapTest).
/// assert_eq!(eval("Kayles(5).Genus").unwrap().to_string(), "4^146");
/// assert_eq!(eval("(*4).Genus").unwrap().to_string(), "4"); // the nim heap
/// ```
#[derive(Clone, Debug, PartialEq)]
pub struct HeapSum {
    parts: Vec<(HeapRuleset, usize)>,
}

impl HeapSum {
    /// No heap at all.
    pub(crate) fn empty() -> HeapSum {
        HeapSum { parts: Vec::new() }
    }

    /// One heap of `n` under `rules`.
    pub(crate) fn heap(rules: HeapRuleset, n: usize) -> HeapSum {
        HeapSum {
            parts: vec![(rules, n)],
        }
    }

    /// The heaps, each with its rules. A sum of heaps is kept under a name
    /// ([`super::Session::get`]); an answer is its nimber.
    ///
    /// ```
    /// use combinatorial_games::expr::{Session, Value};
    /// let mut s = Session::new();
    /// // Nim heaps are their own nimbers: *2 + *3 = *1.
    /// assert_eq!(s.eval("h := Nim(2) + Nim(3)").unwrap().to_string(), "*");
    /// let Some(Value::Heaps(h)) = s.get("h") else { panic!() };
    /// let heaps: Vec<_> = h.parts().iter().map(|(r, n)| (r.to_string(), *n)).collect();
    /// assert_eq!(heaps, [("Nim".to_string(), 2), ("Nim".to_string(), 3)]);
    /// ```
    pub fn parts(&self) -> &[(HeapRuleset, usize)] {
        &self.parts
    }

    /// The sum of two positions.
    pub(crate) fn plus(mut self, other: HeapSum) -> HeapSum {
        self.parts.extend(other.parts);
        self
    }

    /// The nim-value: the nim-sum of the heaps' values.
    ///
    /// ```
    /// use combinatorial_games::expr::{Session, Value};
    /// let mut s = Session::new();
    /// // Kayles heaps of 1, 2 and 4 pins are worth 1, 2 and 1 (Winning
    /// // Ways' table): 1 ^ 2 ^ 1 = 2.
    /// s.eval("h := Kayles(1) + Kayles(2) + Kayles(4)").unwrap();
    /// let Some(Value::Heaps(h)) = s.get("h") else { panic!() };
    /// assert_eq!(h.nim_value(), 2);
    /// assert_eq!(h.game().to_string(), "*2");
    /// ```
    pub fn nim_value(&self) -> u64 {
        self.parts
            .iter()
            .fold(0, |a, (r, n)| a ^ r.game().nim_value(*n))
    }

    /// The normal-play value, a nimber: see [`HeapSum::nim_value`].
    ///
    /// ```
    /// use combinatorial_games::expr::{Session, Value};
    /// let mut s = Session::new();
    /// s.eval("h := Nim(2) + Nim(3)").unwrap();
    /// let Some(Value::Heaps(h)) = s.get("h") else { panic!() };
    /// assert_eq!(h.game().to_string(), "*"); // 2 ^ 3 = 1
    /// ```
    pub fn game(&self) -> Game {
        Game::nimber(self.nim_value())
    }

    /// The options: one heap replaced by what a move leaves of it.
    ///
    /// ```
    /// use combinatorial_games::expr::{Session, Value};
    /// let mut s = Session::new();
    /// s.eval("h := Kayles(3)").unwrap();
    /// let Some(Value::Heaps(h)) = s.get("h") else { panic!() };
    /// // From three pins in a row: knock down an end pin (two left), the
    /// // middle one (1 + 1), or two neighbours (one left). Their values are
    /// // *2, 0 and *1, so Kayles(3) is *3.
    /// let options: Vec<Vec<usize>> = h
    ///     .options()
    ///     .iter()
    ///     .map(|o| o.parts().iter().map(|(_, n)| *n).collect())
    ///     .collect();
    /// assert_eq!(options, [vec![2], vec![1, 1], vec![1]]);
    /// assert_eq!(h.nim_value(), 3);
    /// ```
    pub fn options(&self) -> Vec<HeapSum> {
        let mut out = Vec::new();
        for (i, (r, n)) in self.parts.iter().enumerate() {
            for option in r.options(*n) {
                let mut parts = self.parts.clone();
                parts.splice(i..=i, option.into_iter().map(|h| (r.clone(), h)));
                out.push(HeapSum { parts });
            }
        }
        out
    }

    /// The misère canonical form: the misère sum of the heaps' forms. An
    /// error past the table's limits or past [`MAX_MISERE_HEAP`].
    ///
    /// ```
    /// use combinatorial_games::expr::{Session, Value};
    /// let mut s = Session::new();
    /// s.eval("h := Kayles(2)").unwrap();
    /// let Some(Value::Heaps(h)) = s.get("h") else { panic!() };
    /// // Two pins in a row: take one (leaving one pin, *[1]) or both
    /// // (leaving none, *[0]), the misère nim heap *[2].
    /// assert_eq!(h.misere_form().unwrap().to_string(), "*[2]");
    /// ```
    pub fn misere_form(&self) -> Result<MisereGame, MisereFormError> {
        let mut acc = MisereGame::zero();
        for (r, n) in &self.parts {
            let form = heap_form(r, *n)?;
            acc = acc.checked_add(&form)?;
        }
        Ok(acc)
    }
}

/// Why a heap position has no misère form here.
///
/// ```
/// use combinatorial_games::expr::{eval, MisereFormError};
/// // Past MAX_MISERE_HEAP the form is refused, and the expression says why.
/// let e = eval("Kayles(100000).MisereCanonicalForm").unwrap_err();
/// let heap = MisereFormError::Heap { rules: "Kayles".into(), heap: 100000 };
/// assert!(e.to_string().starts_with(&heap.to_string()));
/// ```
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum MisereFormError {
    /// A heap larger than [`MAX_MISERE_HEAP`].
    #[error(
        "misère forms of {rules} are built heap by heap here, up to {MAX_MISERE_HEAP}; {heap} is larger"
    )]
    Heap {
        /// The ruleset.
        rules: String,
        /// The heap asked for.
        heap: usize,
    },
    /// A move from a heap leaves a heap no smaller.
    #[error(
        "a move from a heap of {heap} leaves a heap of {part}, no smaller: the game may not end"
    )]
    Grows {
        /// The heap moved from.
        heap: usize,
        /// The heap left.
        part: usize,
    },
    /// The table of misère forms reached its limits.
    #[error(transparent)]
    Table(#[from] MisereError),
}

/// The misère form of a heap of `n`: Nim's heaps are nim heaps; other
/// rules build every smaller heap's form first.
fn heap_form(r: &HeapRuleset, n: usize) -> Result<MisereGame, MisereFormError> {
    let too_large = || MisereFormError::Heap {
        rules: r.to_string(),
        heap: n,
    };
    if r.to_string() == "Nim" {
        let n = u32::try_from(n).map_err(|_| too_large())?;
        return Ok(MisereGame::checked_nim_heap(n)?);
    }
    if n > MAX_MISERE_HEAP {
        return Err(too_large());
    }
    let mut forms: Vec<MisereGame> = Vec::with_capacity(n + 1);
    for k in 0..=n {
        let mut options = Vec::new();
        for option in r.game().options(k) {
            crate::budget::step();
            let mut sum = MisereGame::zero();
            for h in option {
                // Rules whose moves do not shrink the heap have no form.
                let part = forms
                    .get(h)
                    .ok_or(MisereFormError::Grows { heap: k, part: h })?;
                sum = sum.checked_add(part)?;
            }
            options.push(sum);
        }
        forms.push(MisereGame::from_options(options)?);
    }
    Ok(forms[n])
}

impl fmt::Display for HeapSum {
    /// As its nimber, the value it has in normal play.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if f.alternate() {
            write!(f, "{:#}", self.game())
        } else {
            write!(f, "{}", self.game())
        }
    }
}

/// `acc + v` when both are heap positions or nimbers and one is a heap
/// position: the heaps together (a nimber is a Nim heap). `None` otherwise.
pub(super) fn heap_sum(acc: &Value, v: &Value) -> Option<Value> {
    if !matches!(acc, Value::Heaps(_)) && !matches!(v, Value::Heaps(_)) {
        return None;
    }
    let heaps = |x: &Value| match x {
        Value::Heaps(h) => Some(h.clone()),
        Value::Game(g) if g.is_zero() => Some(HeapSum::empty()),
        Value::Game(g) => {
            let n = usize::try_from(g.as_nimber()?).ok()?;
            Some(HeapSum::heap(functions::named_ruleset("Nim")?, n))
        }
        _ => None,
    };
    Some(Value::Heaps(heaps(acc)?.plus(heaps(v)?)))
}

/// `n * G` for a heap position `G` and an integer `n` (at most
/// [`MAX_HEAP_COPIES`] in size): `|n|` copies of its heaps, an impartial
/// game being its own negative. `None` for other operands.
pub(super) fn heap_copies(h: &Value, n: &Value) -> Option<Value> {
    let (Value::Heaps(h), Value::Game(n)) = (h, n) else {
        return None;
    };
    let n = n.as_number()?.to_integer()?;
    let n = u64::try_from(n.magnitude())
        .ok()
        .filter(|&n| n <= MAX_HEAP_COPIES)?;
    Some(Value::Heaps(
        (0..n).fold(HeapSum::empty(), |acc, _| acc.plus(h.clone())),
    ))
}

/// The most copies `n * G` of a heap position keeps as heaps; more are
/// the nimber's copies (0 or the nimber).
const MAX_HEAP_COPIES: u64 = 1_000;
