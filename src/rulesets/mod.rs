//! Partizan rulesets: games given by positions and the moves each player
//! has, evaluated to canonical [`Game`]s.
//!
//! A type implements [`Ruleset`] by listing Left's and Right's moves from a
//! position; it may also say how a position splits into independent
//! components (a sum) and how to put a position into a normal form that
//! has the same value (a symmetry). [`Ruleset::value`] then evaluates
//! through a transposition table that lives as long as the process, one
//! per ruleset, shared by every call; [`Solver`] is the same machinery with
//! a table you own, bound and clear.
//!
//! The games themselves (Toads and Frogs, Domineering, Clobber, Blue-Red
//! Hackenbush) are in the catalogue, [`crate::games`].
//!
//! # Writing a ruleset
//!
//! Cutcake: a cake of `w x h` unit squares. Left cuts it along a vertical
//! line into two pieces, Right along a horizontal one; each piece is then a
//! game of its own, so a position is a list of pieces, and a position of
//! several pieces is the sum of its pieces.
//!
//! ```
//! use combinatorial_games::rulesets::{Normalized, Ruleset};
//! use combinatorial_games::Game;
//!
//! #[derive(Clone, PartialEq, Eq, Hash, Debug)]
//! struct Cutcake(Vec<(u32, u32)>); // pieces, as (width, height)
//!
//! impl Cutcake {
//!     /// Every way to cut one piece, with `cut` splitting (w, h).
//!     fn cuts(&self, cut: impl Fn(u32, u32) -> Vec<((u32, u32), (u32, u32))>) -> Vec<Cutcake> {
//!         let mut out = Vec::new();
//!         for (i, &(w, h)) in self.0.iter().enumerate() {
//!             for (a, b) in cut(w, h) {
//!                 let mut pieces = self.0.clone();
//!                 pieces[i] = a;
//!                 pieces.push(b);
//!                 out.push(Cutcake(pieces));
//!             }
//!         }
//!         out
//!     }
//! }
//!
//! impl Ruleset for Cutcake {
//!     fn left_moves(&self) -> Vec<Cutcake> {
//!         self.cuts(|w, h| (1..w).map(|x| ((x, h), (w - x, h))).collect())
//!     }
//!     fn right_moves(&self) -> Vec<Cutcake> {
//!         self.cuts(|w, h| (1..h).map(|y| ((w, y), (w, h - y))).collect())
//!     }
//!     // Each piece is a game of its own.
//!     fn components(self) -> Vec<Cutcake> {
//!         self.0.iter().map(|&p| Cutcake(vec![p])).collect()
//!     }
//!     // Turning a piece a quarter turn swaps the players' cuts: the
//!     // negative. Store each piece with its width at least its height.
//!     fn normalized(self) -> Normalized<Cutcake> {
//!         match self.0[..] {
//!             [(w, h)] if w < h => Normalized::Negated(Cutcake(vec![(h, w)])),
//!             _ => Normalized::Same(self),
//!         }
//!     }
//! }
//!
//! // Winning Ways: a 2 x 1 strip is 1 (Left has one cut, Right none), a
//! // 2 x 2 square is 0, a 4 x 1 strip is 3.
//! assert_eq!(Cutcake(vec![(2, 1)]).value(), Game::from(1));
//! assert_eq!(Cutcake(vec![(2, 2)]).value(), Game::zero());
//! assert_eq!(Cutcake(vec![(4, 1)]).value(), Game::from(3));
//! assert_eq!(Cutcake(vec![(4, 1), (1, 3)]).value(), Game::from(1));
//! assert_eq!(Cutcake(vec![(1, 4)]).value(), Game::from(-3));
//! ```

mod evaluate;
pub(crate) mod graph;
pub(crate) mod grid;
pub(crate) mod impartial_variant;
mod outcome_search;
mod parallel;
mod solver;
mod word_map;

use std::hash::Hash;

use crate::short::{Game, Outcome, Player, best_for_left, best_for_right};

pub use graph::GraphError;
pub use grid::GridError;
pub(crate) use outcome_search::winning;
pub use outcome_search::{MAX_SEARCH_BYTES, MAX_SEARCH_MEMO};
pub use parallel::{MAX_THREADS, with_threads};
pub use solver::{Solver, TableOps, clear_table, clear_tables, set_table_limit, table_len};
pub(crate) use solver::{also_clear, shared_value};

/// A partizan game given by its positions: each position lists the
/// positions Left can move to and those Right can move to.
///
/// Only [`Ruleset::left_moves`] and [`Ruleset::right_moves`] are required.
/// [`Ruleset::components`], [`Ruleset::normalized`] and
/// [`Ruleset::negative_image`] make evaluation faster when a ruleset has
/// sums, symmetries, or a symmetry that swaps the players; they must not
/// change values. See the [module documentation](self) for a complete
/// example.
///
/// ```
/// use combinatorial_games::games::Domineering;
/// use combinatorial_games::rulesets::Ruleset;
/// use combinatorial_games::Game;
/// // A 1 x 2 board: Left (upright) has no move, Right (lying) one, to 0.
/// let b: Domineering = "..".parse().unwrap();
/// assert!(b.left_moves().is_empty());
/// assert_eq!(b.value(), Game::from(-1));
/// // A 2 x 2 board is a switch: each player's move leaves the other one.
/// assert_eq!("..|..".parse::<Domineering>().unwrap().value(), "{1|-1}".parse().unwrap());
/// ```
pub trait Ruleset: Clone + Eq + Hash + Send + 'static {
    /// The positions Left can move to.
    fn left_moves(&self) -> Vec<Self>;

    /// The positions Right can move to.
    fn right_moves(&self) -> Vec<Self>;

    /// Calls `f` with each of [`Ruleset::left_moves`], in order: what the
    /// evaluation calls. A ruleset can override it to make no list (Toads
    /// and Frogs does); it must give the moves `left_moves` gives.
    ///
    /// ```
    /// use combinatorial_games::rulesets::Ruleset;
    /// use combinatorial_games::games::ToadsAndFrogs;
    /// let p: ToadsAndFrogs = "T_TF_".parse().unwrap();
    /// let mut moves = Vec::new();
    /// p.for_each_left_move(&mut |q| moves.push(q));
    /// assert_eq!(moves, p.left_moves());
    /// ```
    fn for_each_left_move(&self, f: &mut dyn FnMut(Self)) {
        for q in self.left_moves() {
            f(q);
        }
    }

    /// Calls `f` with each of [`Ruleset::right_moves`], in order (see
    /// [`Ruleset::for_each_left_move`]).
    ///
    /// ```
    /// use combinatorial_games::rulesets::Ruleset;
    /// use combinatorial_games::games::ToadsAndFrogs;
    /// let p: ToadsAndFrogs = "T_TF_".parse().unwrap();
    /// let mut moves = Vec::new();
    /// p.for_each_right_move(&mut |q| moves.push(q));
    /// assert_eq!(moves, p.right_moves());
    /// ```
    fn for_each_right_move(&self, f: &mut dyn FnMut(Self)) {
        for q in self.right_moves() {
            f(q);
        }
    }

    /// The independent parts of this position, whose sum it is. The default,
    /// `vec![self]`, does not split. Parts with no moves may be left out; a
    /// part, asked again, must not split further.
    fn components(self) -> Vec<Self> {
        vec![self]
    }

    /// Calls `f` with each of [`Ruleset::components`], in order. The
    /// evaluation calls this for every position it meets; a ruleset whose
    /// positions are mostly one part can override it to make no list
    /// (Toads and Frogs does). It must give the parts `components` gives.
    ///
    /// ```
    /// use combinatorial_games::rulesets::Ruleset;
    /// use combinatorial_games::games::ToadsAndFrogs;
    /// let p: ToadsAndFrogs = "T_F_TT_F".parse().unwrap();
    /// let mut parts = Vec::new();
    /// p.clone().for_each_component(&mut |c| parts.push(c));
    /// assert_eq!(parts, p.components());
    /// ```
    fn for_each_component(self, f: &mut dyn FnMut(Self)) {
        for c in self.components() {
            f(c);
        }
    }

    /// The position that stands, in the table, for every position this one
    /// is equivalent to by a symmetry of the rules: [`Normalized::Same`]
    /// when its value is this one's (a reflection, a reordering of parts),
    /// [`Normalized::Negated`] when it is the negative (a symmetry that swaps
    /// the players' roles). The default is the position itself.
    fn normalized(self) -> Normalized<Self> {
        Normalized::Same(self)
    }

    /// For a normalized position, the normalized position whose value is
    /// its negative, where the rules have a symmetry that swaps the
    /// players' roles (in Konane or Clobber, the stones' colours
    /// exchanged) and [`Ruleset::normalized`] does not fold it in. Before
    /// valuing a position it has not met, the table looks for this one and
    /// negates its value: a ruleset whose positions' negatives are seldom
    /// reached pays one probe for each new position, not the raw positions
    /// it would lose by folding the negatives into `normalized` (the two
    /// would rarely coincide). The probe is made only while it finds
    /// something at least once in 256 tries (and then for one new position
    /// in 32, to notice when it would again), so a board whose negatives
    /// never meet pays little for it. Values are the same either way. The
    /// default is `None`.
    ///
    /// ```
    /// use combinatorial_games::rulesets::{Normalized, Ruleset};
    /// use combinatorial_games::games::Konane;
    /// let p: Konane = "xo.|...".parse().unwrap();
    /// let Normalized::Same(key) = p.clone().normalized() else { unreachable!() };
    /// let q = key.negative_image().unwrap();
    /// assert_eq!(q.value(), -p.value());
    /// ```
    fn negative_image(&self) -> Option<Self> {
        None
    }

    /// Whether the table also keeps every position reached, whole, as its
    /// representative ([`Ruleset::normalized`] of the whole board),
    /// besides its normalized parts: a position reached again by other
    /// moves, or as an image, is then found without
    /// [`Ruleset::components`]. Most positions are one part, kept once
    /// for both. Worth it where the split costs more than the images
    /// (Konane, Amazons: a flood fill); not where it is cheap (Toads and
    /// Frogs, slower with it). Values are the same either way. The default
    /// is `false`.
    const REMEMBER_POSITIONS: bool = false;

    /// The position as one word, where it fits in one; two positions with
    /// the same word must be equal. The process-wide table keeps such
    /// positions as their words, in slots of 16 bytes (a word and its
    /// value) where a probe costs one cache miss, in place of the whole
    /// position beside its value in a map that costs two (the crate's
    /// Konane, Clobber, Domineering, Cram and Toads and Frogs boards pack;
    /// the second 4 x 6 Konane board of `benches/README.md` is valued in
    /// 2.36 s and 50 MB in place of 2.77 s and 105 MB). A slot's place can
    /// also be computed before it is read, so a new position's moves have
    /// their slots fetched from memory together before any is looked up
    /// (about a tenth less time again on that board). Positions without
    /// one are kept whole. Values are the same either way. The default is
    /// `None`.
    ///
    /// ```
    /// use combinatorial_games::Game;
    /// use combinatorial_games::rulesets::Ruleset;
    ///
    /// // Two heaps: Left takes one counter at a time from the first, Right
    /// // from the second.
    /// #[derive(Clone, PartialEq, Eq, Hash)]
    /// struct Heaps(u32, u32);
    ///
    /// impl Ruleset for Heaps {
    ///     fn left_moves(&self) -> Vec<Heaps> {
    ///         (self.0 > 0).then(|| Heaps(self.0 - 1, self.1)).into_iter().collect()
    ///     }
    ///     fn right_moves(&self) -> Vec<Heaps> {
    ///         (self.1 > 0).then(|| Heaps(self.0, self.1 - 1)).into_iter().collect()
    ///     }
    ///     fn packed(&self) -> Option<u64> {
    ///         Some(u64::from(self.0) << 32 | u64::from(self.1))
    ///     }
    /// }
    ///
    /// // Left has five moves to make, Right two: 5 - 2 = 3.
    /// assert_eq!(Heaps(5, 2).value(), Game::from(3));
    /// ```
    fn packed(&self) -> Option<u64> {
        None
    }

    /// About how many bytes a position holds on the heap (a board's
    /// cells), for caches that keep many positions to bound what they
    /// hold: the search of [`Ruleset::outcome_by_search`] does. The default
    /// is 0; the crate's rulesets on grids say how large their boards are.
    #[doc(hidden)]
    fn heap_bytes(&self) -> usize {
        0
    }

    /// Whether every position's Right moves are its Left moves (an
    /// impartial game such as Cram): the evaluation then values each move
    /// once and uses the list for both sides. The crate's impartial
    /// rulesets set it; the default is `false`.
    #[doc(hidden)]
    const IMPARTIAL: bool = false;

    /// The canonical value, through this ruleset's process-wide
    /// transposition table (kept between calls; see [`clear_table`] and
    /// [`set_table_limit`]). Threads share the table: what one thread has
    /// valued, another finds.
    fn value(&self) -> Game {
        solver::shared_value(self)
    }

    /// [`Ruleset::value`], found by `threads` threads at once sharing the
    /// process-wide table (`0`: one a core; see [`with_threads`]). Worth it
    /// for a position that takes a second or more; the value is the same.
    ///
    /// ```
    /// use combinatorial_games::rulesets::Ruleset;
    /// use combinatorial_games::games::Clobber;
    /// let p: Clobber = "xoxo|oxox|xo.o".parse().unwrap();
    /// assert_eq!(p.value_parallel(2), p.value());
    /// ```
    fn value_parallel(&self, threads: usize) -> Game {
        with_threads(threads, || self.value())
    }

    /// The nim-value of the position's impartial variant (either player
    /// may make any move of either's) by a way faster than a walk through
    /// the moves, where the rules have one: a closed form (Elephants and
    /// Rhinos), or the impartial game the variant is (Domineering's is
    /// Cram). `None` otherwise, and the variant is found move by move. The
    /// expression language's `ImpartialVariant` of a board asks it first.
    #[doc(hidden)]
    fn impartial_variant_shortcut(&self) -> Option<u64> {
        None
    }

    /// For a ruleset whose [`Ruleset::value`] goes through another
    /// ruleset's table (the same rules on machine words: Toads and Frogs,
    /// Domineering), that table, so that [`clear_table`],
    /// [`set_table_limit`] and [`table_len`] reach the positions it holds.
    /// The crate's own rulesets set it; the default is `None`.
    #[doc(hidden)]
    fn delegate_table() -> Option<TableOps> {
        None
    }

    /// Who wins: [`Outcome::L`], [`Outcome::R`], [`Outcome::P`] (the second
    /// player) or [`Outcome::N`] (the first), read from the value.
    fn outcome(&self) -> Outcome {
        self.value().outcome()
    }

    /// Who wins, as [`Ruleset::outcome`], found by a search for winning
    /// moves instead of from the value: each player's moves in turn, the
    /// position kept as its large parts and the sum of its small parts'
    /// values (parts with at most 8 moves). Much faster on large boards
    /// that do not fall apart soon (a 4 x 5 Clobber board of alternating
    /// stones: a second, where its value takes minutes); slower than
    /// [`Ruleset::outcome`] when the value is known already. The search
    /// remembers at most [`MAX_SEARCH_MEMO`] positions holding at most
    /// [`MAX_SEARCH_BYTES`], then starts its memory afresh, and holds one
    /// position at each level of its search, not all its moves; like the
    /// value, it stops when the budget of
    /// [`crate::budget`] is spent.
    ///
    /// ```
    /// use combinatorial_games::games::{Clobber, Domineering};
    /// use combinatorial_games::rulesets::Ruleset;
    /// use combinatorial_games::Outcome;
    /// // Domineering on a 5 x 5 board: the second player wins.
    /// let d: Domineering = ".....|.....|.....|.....|.....".parse().unwrap();
    /// assert_eq!(d.outcome_by_search(), Outcome::P);
    /// let c: Clobber = "xoxo|oxox|xoxo".parse().unwrap();
    /// assert_eq!(c.outcome_by_search(), c.outcome());
    /// ```
    fn outcome_by_search(&self) -> Outcome {
        outcome_search::outcome(self)
    }

    /// `player`'s winning moves: those after which the other player, to
    /// move, loses, found by the search of [`Ruleset::outcome_by_search`]
    /// (one search for them all, within the same bounds). Empty when
    /// `player`, moving first, loses; in the order of
    /// [`Ruleset::left_moves`] or [`Ruleset::right_moves`].
    ///
    /// ```
    /// use combinatorial_games::games::Clobber;
    /// use combinatorial_games::rulesets::Ruleset;
    /// use combinatorial_games::Player;
    /// // xo.xxo: the first part, xo, is * (either capture ends it); the
    /// // second, xxo, is {0 | *} = ^. The sum ^* is N; Left wins only
    /// // by capturing in xo (leaving ^), Right only in xxo (leaving *
    /// // + * = 0).
    /// let c: Clobber = "xo.xxo".parse().unwrap();
    /// let left: Vec<String> = c.winning_moves(Player::Left).iter().map(|q| q.to_string()).collect();
    /// assert_eq!(left, [".x.xxo"]);
    /// let right: Vec<String> = c.winning_moves(Player::Right).iter().map(|q| q.to_string()).collect();
    /// assert_eq!(right, ["xo.xo."]);
    /// ```
    fn winning_moves(&self, player: Player) -> Vec<Self> {
        let moves = match player {
            Player::Left => self.left_moves(),
            Player::Right => self.right_moves(),
        };
        let asked: Vec<(&Self, Player)> = moves.iter().map(|q| (q, player)).collect();
        let won = outcome_search::winning(&asked);
        moves
            .into_iter()
            .zip(won)
            .filter_map(|(q, w)| w.then_some(q))
            .collect()
    }

    /// The moves worth playing for Left, each with the value it leads to:
    /// every move whose value is not below another move's (ties and
    /// incomparable values are all kept).
    fn best_left_moves(&self) -> Vec<(Self, Game)> {
        best(self.left_moves(), best_for_left)
    }

    /// The moves worth playing for Right, each with the value it leads to:
    /// every move whose value is not above another move's.
    fn best_right_moves(&self) -> Vec<(Self, Game)> {
        best(self.right_moves(), best_for_right)
    }
}

/// What [`Ruleset::normalized`] returns: the representative position, and
/// how its value relates to the original's.
///
/// ```
/// use combinatorial_games::games::Domineering;
/// use combinatorial_games::rulesets::{Normalized, Ruleset};
/// // A board and its transpose share one representative: in Domineering the
/// // transpose swaps the players, so one of the two is negated.
/// let flat: Domineering = "...".parse().unwrap();
/// let upright: Domineering = ".|.|.".parse().unwrap();
/// match (flat.normalized(), upright.normalized()) {
///     (Normalized::Same(a), Normalized::Negated(b)) | (Normalized::Negated(a), Normalized::Same(b)) => {
///         assert_eq!(a, b)
///     }
///     other => panic!("{other:?}"),
/// }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Normalized<P> {
    /// The representative has the same value.
    Same(P),
    /// The representative's value is the negative.
    Negated(P),
}

/// What `each` gives, as a list: the list methods of a ruleset whose
/// `for_each_*` methods do the work.
pub(crate) fn listed<P>(each: impl FnOnce(&mut dyn FnMut(P))) -> Vec<P> {
    let mut out = Vec::new();
    each(&mut |p| out.push(p));
    out
}

fn best<P: Ruleset>(moves: Vec<P>, pick: fn(&[Game]) -> Vec<usize>) -> Vec<(P, Game)> {
    let values: Vec<Game> = moves.iter().map(Ruleset::value).collect();
    let keep = pick(&values);
    keep.into_iter()
        .map(|i| (moves[i].clone(), values[i]))
        .collect()
}
