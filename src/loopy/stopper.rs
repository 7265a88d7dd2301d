//! Stoppers in simplest form, with their arithmetic and order.

use std::cmp::Ordering;
use std::fmt;
use std::hash::{Hash, Hasher};
use std::sync::Arc;

use super::LoopyError;
use super::graph::Graph;
use super::simplify::simplest;
use super::stops::{Stop, stop};
use super::survival::leq_table;
use crate::short::{Game, Outcome, Player};

/// A stopper in simplest form: the value of a loopy game in which no play
/// alternating between the players goes on for ever. Equal stoppers have
/// the same simplest form, up to the numbering of its positions.
///
/// Short games are stoppers; a stopper whose simplest form has no cycle
/// *is* a short game ([`Stopper::to_game`]).
///
/// `==` and `<` compare through [`Stopper::leq`]; for two stoppers too
/// large to compare (past [`super::MAX_PAIRS`] pairs of positions) they
/// answer "not equal" and "not comparable", so call `leq`, which gives
/// the error, where sizes are not known.
///
/// ```
/// use combinatorial_games::loopy::Stopper;
/// let over: Stopper = "{0|pass}".parse().unwrap();
/// let under = -over.clone();
/// assert_eq!(under.to_string(), "under");
/// assert!(under < over);
/// assert_eq!(over.checked_add(&over).unwrap(), over);   // over is idempotent
/// ```
#[derive(Clone)]
pub struct Stopper {
    /// The simplest form; vertex 0 is this game.
    graph: Arc<Graph>,
}

impl Stopper {
    /// The stopper at vertex `start` of `graph`, simplified.
    ///
    /// # Errors
    ///
    /// [`LoopyError::NotStopper`] if some play from `start` alternates for
    /// ever; [`LoopyError::TooManyPairs`] past the size limits.
    ///
    /// ```
    /// use combinatorial_games::{loopy::{Graph, Stopper}, Player};
    /// let mut g = Graph::new();
    /// let v = g.add_vertex();
    /// let zero = g.add_vertex();
    /// g.add_edge(v, zero, Player::Left);
    /// g.add_edge(v, v, Player::Right);                // {0 | pass}
    /// assert_eq!(Stopper::from_graph(&g, v).unwrap().to_string(), "over");
    /// ```
    pub fn from_graph(graph: &Graph, start: u32) -> Result<Stopper, LoopyError> {
        let packed = graph.packed(start);
        if !packed.is_stopper() {
            return Err(LoopyError::NotStopper {
                why: "a play alternating between Left and Right can go on for ever".into(),
            });
        }
        Ok(Stopper {
            graph: Arc::new(simplest(&packed)?),
        })
    }

    /// A graph already in simplest form, its game at vertex 0.
    pub(crate) fn from_simplest(graph: Graph) -> Stopper {
        Stopper {
            graph: Arc::new(graph),
        }
    }

    /// Which shared form this is: the same for clones and different for
    /// any other stopper alive at the same time; a cheap key where equal
    /// values need not be found.
    pub(crate) fn form_id(&self) -> usize {
        Arc::as_ptr(&self.graph) as usize
    }

    /// The short game `g` as a stopper.
    ///
    /// # Errors
    ///
    /// [`LoopyError::TooLarge`] when `g` has more than
    /// [`super::MAX_VERTICES`] subpositions.
    ///
    /// ```
    /// use combinatorial_games::{loopy::Stopper, Game};
    /// let s = Stopper::from_game(&Game::up()).unwrap();
    /// assert_eq!(s.to_game(), Some(Game::up()));
    /// ```
    pub fn from_game(g: &Game) -> Result<Stopper, LoopyError> {
        let mut graph = Graph::new();
        let v = graph.add_game(g)?;
        // Canonical short games are already simplest.
        Ok(Stopper {
            graph: Arc::new(graph.packed(v)),
        })
    }

    /// `0`.
    ///
    /// ```
    /// assert!(combinatorial_games::loopy::Stopper::zero().is_zero());
    /// ```
    pub fn zero() -> Stopper {
        let mut g = Graph::new();
        g.add_vertex();
        Stopper { graph: Arc::new(g) }
    }

    /// `on = {pass |}`: Left can always move, Right never.
    ///
    /// ```
    /// use combinatorial_games::loopy::Stopper;
    /// assert_eq!(Stopper::on().to_string(), "on");
    /// ```
    pub fn on() -> Stopper {
        let mut g = Graph::new();
        let v = g.add_vertex();
        g.add_edge(v, v, Player::Left);
        Stopper { graph: Arc::new(g) }
    }

    /// `off = {| pass}`, the negative of `on`.
    ///
    /// ```
    /// use combinatorial_games::loopy::Stopper;
    /// assert_eq!(-Stopper::on(), Stopper::off());
    /// ```
    pub fn off() -> Stopper {
        -Stopper::on()
    }

    /// `over = {0 | pass}`.
    ///
    /// ```
    /// use combinatorial_games::loopy::Stopper;
    /// assert_eq!(Stopper::over().to_string(), "over");
    /// ```
    pub fn over() -> Stopper {
        let mut g = Graph::new();
        let v = g.add_vertex();
        let zero = g.add_vertex();
        g.add_edge(v, zero, Player::Left);
        g.add_edge(v, v, Player::Right);
        Stopper { graph: Arc::new(g) }
    }

    /// `under = {pass | 0}`, the negative of `over`.
    ///
    /// ```
    /// use combinatorial_games::loopy::Stopper;
    /// assert_eq!(Stopper::under().to_string(), "under");
    /// ```
    pub fn under() -> Stopper {
        -Stopper::over()
    }

    /// `upon = {pass | *}`.
    ///
    /// ```
    /// use combinatorial_games::loopy::Stopper;
    /// assert_eq!(Stopper::upon(), "{pass|*}".parse().unwrap());
    /// ```
    pub fn upon() -> Stopper {
        let mut g = Graph::new();
        let v = g.add_vertex();
        let star = g.add_game(&Game::star()).expect("small");
        g.add_edge(v, v, Player::Left);
        g.add_edge(v, star, Player::Right);
        Stopper::from_graph(&g, v).expect("upon is a stopper")
    }

    /// The simplest form's graph; vertex 0 is this game.
    ///
    /// ```
    /// use combinatorial_games::loopy::Stopper;
    /// assert_eq!(Stopper::on().graph().len(), 1);
    /// ```
    pub fn graph(&self) -> &Graph {
        &self.graph
    }

    /// The stopper at another vertex of this one's graph.
    pub(super) fn at(&self, v: u32) -> Stopper {
        if v == 0 {
            return self.clone();
        }
        Stopper {
            graph: Arc::new(self.graph.packed(v)),
        }
    }

    /// The options of `player`, in simplest form.
    ///
    /// ```
    /// use combinatorial_games::{loopy::Stopper, Player};
    /// let on = Stopper::on();
    /// assert_eq!(on.options(Player::Left), vec![on.clone()]);
    /// assert!(on.options(Player::Right).is_empty());
    /// ```
    pub fn options(&self, player: Player) -> Vec<Stopper> {
        self.graph
            .options(0, player)
            .iter()
            .map(|&v| self.at(v))
            .collect()
    }

    /// Every position reachable from this one (itself first), each once.
    ///
    /// ```
    /// use combinatorial_games::loopy::Stopper;
    /// assert_eq!(Stopper::over().followers().len(), 2);   // over and 0
    /// ```
    pub fn followers(&self) -> Vec<Stopper> {
        (0..self.graph.len() as u32).map(|v| self.at(v)).collect()
    }

    /// The short game this is, when no position repeats.
    ///
    /// ```
    /// use combinatorial_games::loopy::Stopper;
    /// assert_eq!(Stopper::over().to_game(), None);
    /// assert!(Stopper::zero().to_game().is_some());
    /// ```
    pub fn to_game(&self) -> Option<Game> {
        short_games(&self.graph)[0]
    }

    /// Whether no position repeats (a short game).
    ///
    /// ```
    /// assert!(!combinatorial_games::loopy::Stopper::on().is_loopfree());
    /// ```
    pub fn is_loopfree(&self) -> bool {
        self.graph.is_loopfree()
    }

    /// Whether every cycle is a pass.
    ///
    /// ```
    /// assert!(combinatorial_games::loopy::Stopper::over().is_plumtree());
    /// ```
    pub fn is_plumtree(&self) -> bool {
        self.graph.is_plumtree()
    }

    /// Whether this is `0`.
    ///
    /// ```
    /// assert!(!combinatorial_games::loopy::Stopper::on().is_zero());
    /// ```
    pub fn is_zero(&self) -> bool {
        self.single(&[], &[])
    }

    /// Whether this is one position with these Left and Right options.
    fn single(&self, left: &[u32], right: &[u32]) -> bool {
        self.graph.len() == 1
            && self.graph.options(0, Player::Left) == left
            && self.graph.options(0, Player::Right) == right
    }

    /// Whether this is a pseudonumber: a number, `on`, `off`, `x over` =
    /// `{x | pass}` or `x under` = `{pass | x}`, each its own stop.
    ///
    /// ```
    /// use combinatorial_games::loopy::Stopper;
    /// assert!("{pass|3/2}".parse::<Stopper>().unwrap().is_pseudonumber());
    /// assert!(!Stopper::upon().is_pseudonumber());   // {pass | *}
    /// ```
    pub fn is_pseudonumber(&self) -> bool {
        let short = short_games(&self.graph);
        match &short[0] {
            Some(g) => g.is_number(),
            None => super::stops::pseudonumber(&self.graph, &short, 0).is_some(),
        }
    }

    /// Whether this is `on`.
    ///
    /// ```
    /// assert!(combinatorial_games::loopy::Stopper::on().is_on());
    /// ```
    pub fn is_on(&self) -> bool {
        self.single(&[0], &[])
    }

    /// Whether this is `off`.
    ///
    /// ```
    /// assert!(combinatorial_games::loopy::Stopper::off().is_off());
    /// ```
    pub fn is_off(&self) -> bool {
        self.single(&[], &[0])
    }

    /// `self ≤ other`: Left, moving second in `other - self`, survives.
    ///
    /// # Errors
    ///
    /// [`LoopyError::TooManyPairs`] when the two graphs are too large to
    /// compare.
    ///
    /// ```
    /// use combinatorial_games::loopy::Stopper;
    /// assert!(Stopper::off().leq(&Stopper::zero()).unwrap());
    /// ```
    pub fn leq(&self, other: &Stopper) -> Result<bool, LoopyError> {
        Ok(leq_table(&self.graph, &other.graph)?.leq(0, 0))
    }

    /// The sum `self + other`.
    ///
    /// # Errors
    ///
    /// [`LoopyError::NotStopper`] when the sum has a play alternating for
    /// ever (`on + off`, each passing in turn); size limits otherwise.
    ///
    /// ```
    /// use combinatorial_games::{loopy::Stopper, Game};
    /// let on = Stopper::on();
    /// assert_eq!(on.checked_add(&Stopper::from_game(&Game::from(-5)).unwrap()).unwrap(), on);
    /// ```
    pub fn checked_add(&self, other: &Stopper) -> Result<Stopper, LoopyError> {
        let sum = self.graph.sum(0, &other.graph, 0)?;
        if !sum.is_stopper() {
            return Err(LoopyError::NotStopper {
                why: format!(
                    "in {self} + {other}, a play alternating between the players can go on for ever"
                ),
            });
        }
        Ok(Stopper {
            graph: Arc::new(simplest(&sum)?),
        })
    }

    /// The outcome: who wins with perfect play. A stopper's play always
    /// ends, so it is one of the four outcomes of short games.
    ///
    /// ```
    /// use combinatorial_games::{loopy::Stopper, Outcome};
    /// assert_eq!(Stopper::on().outcome(), Outcome::L);
    /// assert_eq!(Stopper::over().outcome(), Outcome::L);
    /// ```
    pub fn outcome(&self) -> Outcome {
        let zero = Stopper::zero();
        let ge = zero.leq(self).expect("0 is one vertex");
        let le = self.leq(&zero).expect("0 is one vertex");
        match (ge, le) {
            (true, true) => Outcome::P,
            (true, false) => Outcome::L,
            (false, true) => Outcome::R,
            (false, false) => Outcome::N,
        }
    }

    /// The left stop: the pseudonumber alternating play reaches when Left
    /// moves first (a pseudonumber is its own stop, as in CGSuite).
    ///
    /// ```
    /// use combinatorial_games::loopy::{Stop, Stopper};
    /// let g: Stopper = "{pass|3/2}".parse().unwrap();   // 3/2under
    /// assert_eq!(g.left_stop(), Stop::Under("3/2".parse().unwrap()));
    /// let h: Stopper = "+-{5|pass}".parse().unwrap();   // +-(5over)
    /// assert_eq!(h.left_stop().to_string(), "5over");
    /// assert_eq!(h.left_stop().strong(), Stop::Number(5.into()));
    /// ```
    pub fn left_stop(&self) -> Stop {
        stop(&self.graph, &short_games(&self.graph), Player::Left)
    }

    /// The right stop: the pseudonumber alternating play reaches when Right
    /// moves first.
    ///
    /// ```
    /// use combinatorial_games::loopy::{Stop, Stopper};
    /// assert_eq!(Stopper::off().right_stop(), Stop::Off);
    /// ```
    pub fn right_stop(&self) -> Stop {
        stop(&self.graph, &short_games(&self.graph), Player::Right)
    }
}

/// The short game at each vertex from which no cycle can be reached.
pub(crate) fn short_games(g: &Graph) -> Vec<Option<Game>> {
    // Peel vertices whose options are all peeled already: exactly those
    // that reach no cycle, each after its options.
    let n = g.len();
    let rev = g.reversed();
    let mut waiting: Vec<usize> = (0..n as u32)
        .map(|v| g.options(v, Player::Left).len() + g.options(v, Player::Right).len())
        .collect();
    let mut ready: Vec<u32> = (0..n as u32)
        .filter(|&v| waiting[v as usize] == 0)
        .collect();
    let mut games: Vec<Option<Game>> = vec![None; n];
    while let Some(v) = ready.pop() {
        let side = |p| {
            g.options(v, p)
                .iter()
                .map(|&w| games[w as usize].expect("peeled"))
                .collect::<Vec<_>>()
        };
        games[v as usize] = Some(Game::new(side(Player::Left), side(Player::Right)));
        for p in [Player::Left, Player::Right] {
            for &u in rev.options(v, p) {
                waiting[u as usize] -= 1;
                if waiting[u as usize] == 0 {
                    ready.push(u);
                }
            }
        }
    }
    games
}

impl std::ops::Neg for Stopper {
    type Output = Stopper;
    fn neg(self) -> Stopper {
        Stopper {
            graph: Arc::new(self.graph.negated()),
        }
    }
}

impl PartialEq for Stopper {
    fn eq(&self, other: &Stopper) -> bool {
        // The same form shared (a stopper's two sides) needs no solving;
        // simplest forms of equal stoppers have as many positions.
        Arc::ptr_eq(&self.graph, &other.graph)
            || self.graph.len() == other.graph.len()
                && self.leq(other).unwrap_or(false)
                && other.leq(self).unwrap_or(false)
    }
}

impl Eq for Stopper {}

impl Hash for Stopper {
    fn hash<H: Hasher>(&self, state: &mut H) {
        // The same for every numbering of the same simplest form.
        self.graph.len().hash(state);
        self.left_stop().hash(state);
        self.right_stop().hash(state);
    }
}

impl PartialOrd for Stopper {
    fn partial_cmp(&self, other: &Stopper) -> Option<Ordering> {
        match (self.leq(other).ok()?, other.leq(self).ok()?) {
            (true, true) => Some(Ordering::Equal),
            (true, false) => Some(Ordering::Less),
            (false, true) => Some(Ordering::Greater),
            (false, false) => None,
        }
    }
}

impl fmt::Debug for Stopper {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Stopper({self})")
    }
}
