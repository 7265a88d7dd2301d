//! Independent parts of impartial positions, as the search sees them.

use std::cmp::Ordering;
use std::fmt;
use std::hash::{Hash, Hasher};

/// How the parts of one impartial game move: a game that splits into
/// independent parts (heaps, runs of pins, stretches of empty cells) codes
/// each part as a number and lists the options of a part by its code.
///
/// ```
/// use combinatorial_games::play::{Part, PartRules, Searcher};
///
/// /// Nim heaps: a heap of n moves to any smaller heap.
/// struct Heaps;
/// impl PartRules for Heaps {
///     fn options(&self, n: u64) -> Vec<Option<Vec<u64>>> {
///         (0..n).map(|k| Some(vec![k])).collect()
///     }
/// }
/// static HEAPS: Heaps = Heaps;
/// let v = Searcher::default().impartial(&[Part::new(&HEAPS, 1), Part::new(&HEAPS, 2)]).unwrap();
/// assert_eq!(v.to_string(), "win in 3"); // take 1 from the 2, leaving 1 1
/// ```
pub trait PartRules: Sync + 'static {
    /// Each move of the part coded `code`: the codes of the parts it leaves
    /// (of these same rules), or `None` for a move that hands the opponent
    /// an immediate win (as a cross beside another does in Treblecross).
    fn options(&self, code: u64) -> Vec<Option<Vec<u64>>>;

    /// Whether the part coded `code` has no moves and can be dropped. The
    /// default: code 0 is the empty part.
    fn is_empty(&self, code: u64) -> bool {
        code == 0
    }

    /// Whether the player to move wins the sum of the parts coded `codes`
    /// under misère play, without a search: from a closed form or a misère
    /// quotient. `None`, the default, when that is not known; a position
    /// too large to search then has no answer.
    ///
    /// ```
    /// use combinatorial_games::play::PartRules;
    /// use combinatorial_games::misere::nim_outcome;
    /// use combinatorial_games::Outcome;
    /// /// Nim heaps, judged in misère play by Bouton's rule.
    /// struct Heaps;
    /// impl PartRules for Heaps {
    ///     fn options(&self, n: u64) -> Vec<Option<Vec<u64>>> {
    ///         (0..n).map(|k| Some(vec![k])).collect()
    ///     }
    ///     fn misere_win(&self, codes: &[u64]) -> Option<bool> {
    ///         Some(nim_outcome(codes) == Outcome::N)
    ///     }
    /// }
    /// assert_eq!(Heaps.misere_win(&[1, 1, 1]), Some(false));
    /// ```
    fn misere_win(&self, codes: &[u64]) -> Option<bool> {
        let _ = codes;
        None
    }
}

/// One independent part of an impartial position: the rules it moves by
/// and its code. Parts of different games can be searched together.
///
/// ```
/// use combinatorial_games::play::{Part, PartRules};
/// struct Heaps;
/// impl PartRules for Heaps {
///     fn options(&self, n: u64) -> Vec<Option<Vec<u64>>> {
///         (0..n).map(|k| Some(vec![k])).collect()
///     }
/// }
/// static HEAPS: Heaps = Heaps;
/// let (a, b) = (Part::new(&HEAPS, 3), Part::new(&HEAPS, 0));
/// assert_eq!(a.code(), 3);
/// assert!(a.same_rules(&b));
/// assert_eq!(a.rules().options(a.code()).len(), 3);
/// ```
#[derive(Clone, Copy)]
pub struct Part {
    rules: &'static dyn PartRules,
    code: u64,
}

impl Part {
    /// The part coded `code` under `rules` (a `static`, so that equal
    /// rules are the same address).
    ///
    /// ```
    /// use combinatorial_games::play::{Part, PartRules};
    /// struct Heaps;
    /// impl PartRules for Heaps {
    ///     fn options(&self, n: u64) -> Vec<Option<Vec<u64>>> {
    ///         (0..n).map(|k| Some(vec![k])).collect()
    ///     }
    /// }
    /// static HEAPS: Heaps = Heaps;
    /// // A Nim heap of 7.
    /// let heap = Part::new(&HEAPS, 7);
    /// assert_eq!(heap.code(), 7);
    /// ```
    pub fn new(rules: &'static dyn PartRules, code: u64) -> Part {
        Part { rules, code }
    }

    /// The part's code.
    ///
    /// ```
    /// use combinatorial_games::play::{Part, PartRules};
    /// struct Heaps;
    /// impl PartRules for Heaps {
    ///     fn options(&self, n: u64) -> Vec<Option<Vec<u64>>> {
    ///         (0..n).map(|k| Some(vec![k])).collect()
    ///     }
    /// }
    /// static HEAPS: Heaps = Heaps;
    /// assert_eq!(Part::new(&HEAPS, 12).code(), 12);
    /// ```
    pub fn code(&self) -> u64 {
        self.code
    }

    /// The rules the part moves by.
    ///
    /// ```
    /// use combinatorial_games::games::{self, Split};
    /// let Split::Parts(parts) = games::parse("nim", "3 5").unwrap().split() else { panic!() };
    /// // A Nim heap of 3 has three moves: to 0, 1 and 2.
    /// assert_eq!(parts[0].rules().options(parts[0].code()).len(), 3);
    /// ```
    pub fn rules(&self) -> &'static dyn PartRules {
        self.rules
    }

    /// Whether the two parts move by the same rules.
    ///
    /// ```
    /// use combinatorial_games::games::{self, Split};
    /// let Split::Parts(p) = games::parse("sum", "nim 3 5 + kayles 4").unwrap().split() else { panic!() };
    /// assert!(p[0].same_rules(&p[1])); // two Nim heaps
    /// assert!(!p[0].same_rules(&p[2])); // a Nim heap and a row of pins
    /// ```
    pub fn same_rules(&self, other: &Part) -> bool {
        self.key().0 == other.key().0
    }

    pub(crate) fn is_empty(&self) -> bool {
        self.rules.is_empty(self.code)
    }

    pub(crate) fn options(&self) -> Vec<Option<Vec<Part>>> {
        let rules = self.rules;
        rules
            .options(self.code)
            .into_iter()
            .map(|o| o.map(|codes| codes.into_iter().map(|code| Part { rules, code }).collect()))
            .collect()
    }

    /// Rules are told apart by their address.
    fn key(&self) -> (usize, u64) {
        let addr = (self.rules as *const dyn PartRules).cast::<()>() as usize;
        (addr, self.code)
    }
}

impl PartialEq for Part {
    fn eq(&self, other: &Part) -> bool {
        self.key() == other.key()
    }
}

impl Eq for Part {}

impl Hash for Part {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.key().hash(state);
    }
}

impl PartialOrd for Part {
    fn partial_cmp(&self, other: &Part) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for Part {
    fn cmp(&self, other: &Part) -> Ordering {
        self.key().cmp(&other.key())
    }
}

impl fmt::Debug for Part {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Part({:#x}, {})", self.key().0, self.code)
    }
}
