//! A heap game named in an expression, as a value of the language.

use std::fmt;
use std::sync::Arc;

use crate::impartial::{HeapGame, TakeAndBreak};

/// A heap game named in an expression (`Kayles`, `TakeAndBreak(".137")`,
/// `Subtraction([2,5,6])`): applied to a heap size it gives the heap's
/// value, a nimber.
///
/// ```
/// use combinatorial_games::expr::{eval, Value};
/// let Value::Ruleset(r) = eval("Kayles").unwrap() else { panic!() };
/// assert_eq!(r.to_string(), "Kayles");
/// assert_eq!(r.game().nim_value(9), 4);
/// ```
#[derive(Clone)]
pub struct HeapRuleset {
    name: String,
    game: Arc<dyn HeapGame + Send + Sync>,
    /// The largest heap an expression may ask about (closed forms take
    /// any size; the others compute every smaller heap).
    max_heap: u64,
    /// For `HeapRuleset(f)`: the game, whose options are filled as heaps
    /// are used.
    user: Option<Arc<super::user_heap::UserHeap>>,
    /// For `R.Join(S)`: `R` and `S`, whose options it lists in turn.
    parts: Vec<HeapRuleset>,
}

impl HeapRuleset {
    pub(crate) fn new(
        name: impl Into<String>,
        game: impl HeapGame + Send + Sync + 'static,
        max_heap: u64,
    ) -> HeapRuleset {
        HeapRuleset::from_arc(name, Arc::new(game), max_heap)
    }

    pub(crate) fn from_arc(
        name: impl Into<String>,
        game: Arc<dyn HeapGame + Send + Sync>,
        max_heap: u64,
    ) -> HeapRuleset {
        HeapRuleset {
            name: name.into(),
            game,
            max_heap,
            user: None,
            parts: Vec::new(),
        }
    }

    /// A ruleset given by a function of the language.
    pub(crate) fn user(
        name: impl Into<String>,
        game: Arc<super::user_heap::UserHeap>,
        max_heap: u64,
    ) -> HeapRuleset {
        HeapRuleset {
            name: name.into(),
            game: game.clone(),
            max_heap,
            user: Some(game),
            parts: Vec::new(),
        }
    }

    /// CGSuite's `R.Join(S)`: a heap of `n` moves as in `R` or as in `S`
    /// (its options are `R`'s followed by `S`'s, as CGSuite concatenates
    /// them). Two take-and-break codes join as the code of their union;
    /// other rules are valued by the definition, so their heaps go up to
    /// [`super::user_heap::MAX_USER_HEAP`] at most.
    pub(crate) fn join(r: HeapRuleset, s: HeapRuleset) -> HeapRuleset {
        let name = format!("{r}.Join({s})");
        let code = |h: &HeapRuleset| h.game.code()?.parse::<TakeAndBreak>().ok();
        // Two codes join as one, which the code solvers value.
        if let (Some(a), Some(b)) = (code(&r), code(&s))
            && let Some(union) = a.union(&b)
        {
            let max_heap = r.max_heap.min(s.max_heap);
            let mut joined = HeapRuleset::new(name, union, max_heap);
            joined.parts = vec![r, s];
            return joined;
        }
        let game = Joined(r.game.clone(), s.game.clone());
        let max_heap = r
            .max_heap
            .min(s.max_heap)
            .min(super::user_heap::MAX_USER_HEAP);
        HeapRuleset {
            name,
            game: Arc::new(game),
            max_heap,
            user: None,
            parts: vec![r, s],
        }
    }

    pub(crate) fn user_game(&self) -> Option<&super::user_heap::UserHeap> {
        self.user.as_deref()
    }

    /// The rulesets a join is made of (none for other rulesets).
    pub(crate) fn parts(&self) -> &[HeapRuleset] {
        &self.parts
    }

    /// The rules.
    ///
    /// ```
    /// use combinatorial_games::expr::{eval, Value};
    /// // Kayles heaps of 4 and 5 pins: Winning Ways' *1 and *4.
    /// let Value::Ruleset(r) = eval("Kayles").unwrap() else { panic!() };
    /// assert_eq!((r.game().nim_value(4), r.game().nim_value(5)), (1, 4));
    /// ```
    pub fn game(&self) -> &(dyn HeapGame + Send + Sync) {
        &*self.game
    }

    /// The options of a heap of `n`, each the heaps it leaves, in CGSuite's
    /// order where the rules have a take-and-break code (as CGSuite's
    /// `TakeAndBreak` lists them: fewest tokens taken first, then fewest
    /// heaps, then the heaps, smallest first, in ascending order); in the
    /// rules' own order otherwise (a function's as it gave them, without
    /// empty heaps; a spawning code's by its own traversal).
    ///
    /// ```
    /// use combinatorial_games::expr::{eval, Value};
    /// let Value::Ruleset(r) = eval("Nim").unwrap() else { panic!() };
    /// // Take one, two or three of a heap of three.
    /// assert_eq!(r.options(3), [vec![2], vec![1], vec![]]);
    /// ```
    pub fn options(&self, n: usize) -> Vec<Vec<usize>> {
        if !self.parts.is_empty() {
            return self.parts.iter().flat_map(|p| p.options(n)).collect();
        }
        let mut options = self.game.options(n);
        let take_and_break = self
            .game
            .code()
            .is_some_and(|code| code.parse::<crate::impartial::TakeAndBreak>().is_ok());
        if take_and_break {
            for o in &mut options {
                o.sort_unstable();
            }
            let taken = |o: &Vec<usize>| n as i128 - o.iter().map(|&h| h as i128).sum::<i128>();
            options.sort_by(|a, b| (taken(a), a.len(), a).cmp(&(taken(b), b.len(), b)));
            options.dedup();
        }
        options
    }

    /// The rules, shared: for a caller that keeps them past the ruleset
    /// (the Python package's nim-sequences).
    ///
    /// ```
    /// use combinatorial_games::expr::{eval, Value};
    /// let Value::Ruleset(r) = eval("Kayles").unwrap() else { panic!() };
    /// let game = r.shared_game();
    /// assert_eq!(game.nim_values(5), [0, 1, 2, 3, 1, 4]);
    /// ```
    pub fn shared_game(&self) -> Arc<dyn HeapGame + Send + Sync> {
        self.game.clone()
    }

    /// The largest heap an expression may ask about: closed forms take any
    /// size, the others compute every smaller heap.
    ///
    /// ```
    /// use combinatorial_games::expr::{eval, Value};
    /// let Value::Ruleset(r) = eval("Kayles").unwrap() else { panic!() };
    /// assert!(r.max_heap() >= 10_000);
    /// ```
    pub fn max_heap(&self) -> u64 {
        self.max_heap
    }
}

/// The rules of `R.Join(S)`: the options of both.
struct Joined(
    Arc<dyn HeapGame + Send + Sync>,
    Arc<dyn HeapGame + Send + Sync>,
);

impl HeapGame for Joined {
    fn options(&self, n: usize) -> Vec<Vec<usize>> {
        let mut options = self.0.options(n);
        options.extend(self.1.options(n));
        options
    }

    fn option_count(&self, n: usize) -> Option<u64> {
        Some(
            self.0
                .option_count(n)?
                .saturating_add(self.1.option_count(n)?),
        )
    }
}

impl fmt::Debug for HeapRuleset {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Ruleset({})", self.name)
    }
}

impl PartialEq for HeapRuleset {
    /// Rulesets are equal when they are written the same.
    fn eq(&self, other: &HeapRuleset) -> bool {
        self.name == other.name
    }
}

impl fmt::Display for HeapRuleset {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.name)
    }
}
