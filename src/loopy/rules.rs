//! Loopy rulesets: games given by their moves, whose positions may repeat.
//!
//! A [`LoopyRules`] says what each player can move to from a position;
//! [`Explored`] walks every position reachable from a start and values
//! them all. The walk's graph is cut into its strongly connected
//! components (the sets of positions that can reach each other), valued
//! from the last: each component is one small graph whose moves out lead
//! to positions already valued, so a game of a hundred thousand positions
//! is valued as many games of a few positions each. An option outside the
//! component is replaced by its value on the side being found, in
//! simplest form: a stopper may stand for any game equal to it, as long
//! as the replaced position cannot lead back (Siegel, *Combinatorial Game
//! Theory*, ch. VI), and a side depends only on the same side of the
//! options ([`super::component`] has the details).

use std::hash::Hash;

use rustc_hash::{FxHashMap, FxHashSet};

use super::graph::Graph;
use super::{LoopyError, SidedValue, Stopper};
use crate::short::Player;

/// The most positions [`Explored::new`] walks: a game that reaches more is
/// [`LoopyError::TooLarge`].
pub const MAX_POSITIONS: usize = 1 << 20;

/// The rules of a loopy game: each position's moves for each player.
///
/// ```
/// use combinatorial_games::loopy::{value_of, LoopyRules};
/// use combinatorial_games::Player;
///
/// /// Tokens on a table: Left may sweep them all off, Right may only
/// /// wait (a pass) while any are left.
/// struct Sweep;
/// impl LoopyRules for Sweep {
///     type Position = u32;
///     fn options(&self, &tokens: &u32, player: Player) -> Vec<u32> {
///         match player {
///             _ if tokens == 0 => vec![],
///             Player::Left => vec![0],
///             Player::Right => vec![tokens],
///         }
///     }
/// }
/// // {0 | pass}: over, positive but below every positive number.
/// assert_eq!(value_of(&Sweep, &5).unwrap().to_string(), "over");
/// ```
pub trait LoopyRules {
    /// A position of the game.
    type Position: Clone + Eq + Hash;

    /// The positions `player` can move to from `p`; `p` itself is a pass.
    fn options(&self, p: &Self::Position, player: Player) -> Vec<Self::Position>;

    /// The value of `p` when it is known without looking at its moves (a
    /// fox that has escaped the geese is `off`). The walk does not go past
    /// such a position. `None`, the default, walks on.
    fn known(&self, p: &Self::Position) -> Option<Stopper> {
        let _ = p;
        None
    }
}

/// The value of `start`: [`Explored::new`] then [`Explored::values`] of
/// the start.
///
/// ```
/// use combinatorial_games::loopy::{value_of, LoopyRules};
/// use combinatorial_games::Player;
/// /// A countdown only Left can play: n is {n-1|}, the integer n.
/// struct Countdown;
/// impl LoopyRules for Countdown {
///     type Position = u32;
///     fn options(&self, &n: &u32, player: Player) -> Vec<u32> {
///         match player {
///             Player::Left if n > 0 => vec![n - 1],
///             _ => vec![],
///         }
///     }
/// }
/// assert_eq!(value_of(&Countdown, &3).unwrap().to_string(), "3");
/// ```
///
/// # Errors
///
/// [`LoopyError::TooLarge`] past [`MAX_POSITIONS`], and the limits of
/// [`SidedValue::from_graph`].
pub fn value_of<R: LoopyRules>(rules: &R, start: &R::Position) -> Result<SidedValue, LoopyError> {
    let walk = Explored::new(rules, start)?;
    Ok(walk.values()?.swap_remove(0))
}

/// Every position reachable from a start, with its moves; position 0 is
/// the start.
///
/// ```
/// use combinatorial_games::loopy::{Explored, LoopyRules};
/// use combinatorial_games::Player;
///
/// /// Two positions: from `false` Left moves to `true`; from `true`
/// /// Right moves back. Neither can be played for ever by both.
/// struct Flip;
/// impl LoopyRules for Flip {
///     type Position = bool;
///     fn options(&self, &p: &bool, player: Player) -> Vec<bool> {
///         match (p, player) {
///             (false, Player::Left) => vec![true],
///             (true, Player::Right) => vec![false],
///             _ => vec![],
///         }
///     }
/// }
/// let walk = Explored::new(&Flip, &false).unwrap();
/// assert_eq!(walk.len(), 2);
/// let values = walk.values().unwrap();
/// // false = {true|} and true = {|false}: a{{|a}|}, no stopper; its onside
/// // is 1 and its offside 0.
/// assert_eq!(values[0].to_string(), "1 & 0");
/// ```
#[derive(Clone, Debug)]
pub struct Explored<P> {
    positions: Vec<P>,
    index: FxHashMap<P, u32>,
    left: Vec<Vec<u32>>,
    right: Vec<Vec<u32>>,
    known: Vec<Option<Stopper>>,
}

impl Explored<u32> {
    /// Positions `0..n` found by a walk of the caller's own (the
    /// expression language's classes, whose moves come from code that may
    /// fail): each one's moves, and the value of those whose value is
    /// known (their moves are then ignored).
    pub(crate) fn from_moves(
        left: Vec<Vec<u32>>,
        right: Vec<Vec<u32>>,
        known: Vec<Option<Stopper>>,
    ) -> Explored<u32> {
        let n = known.len() as u32;
        Explored {
            positions: (0..n).collect(),
            index: (0..n).map(|v| (v, v)).collect(),
            left,
            right,
            known,
        }
    }
}

impl<P: Clone + Eq + Hash> Explored<P> {
    /// Walks every position reachable from `start`, stopping at positions
    /// whose value [`LoopyRules::known`] gives.
    ///
    /// # Errors
    ///
    /// [`LoopyError::TooLarge`] when more than [`MAX_POSITIONS`] are
    /// reachable.
    ///
    /// ```
    /// # use combinatorial_games::loopy::{Explored, LoopyRules};
    /// # use combinatorial_games::Player;
    /// # struct Sweep; // Left sweeps the tokens off; Right passes.
    /// # impl LoopyRules for Sweep {
    /// #     type Position = u32;
    /// #     fn options(&self, &tokens: &u32, player: Player) -> Vec<u32> {
    /// #         match player {
    /// #             _ if tokens == 0 => vec![],
    /// #             Player::Left => vec![0],
    /// #             Player::Right => vec![tokens],
    /// #         }
    /// #     }
    /// # }
    /// // The trait's Sweep: from 5 tokens, 5 (Right's pass returns to it) and 0.
    /// assert_eq!(Explored::new(&Sweep, &5).unwrap().len(), 2);
    /// ```
    pub fn new<R: LoopyRules<Position = P>>(
        rules: &R,
        start: &P,
    ) -> Result<Explored<P>, LoopyError> {
        let mut walk = Explored {
            positions: vec![start.clone()],
            index: FxHashMap::default(),
            left: Vec::new(),
            right: Vec::new(),
            known: Vec::new(),
        };
        walk.index.insert(start.clone(), 0);
        let mut i = 0;
        while i < walk.positions.len() {
            crate::budget::step();
            let p = &walk.positions[i];
            let known = rules.known(p);
            let moves = match known {
                Some(_) => [Vec::new(), Vec::new()],
                None => [Player::Left, Player::Right].map(|player| rules.options(p, player)),
            };
            let [l, r] = moves.map(|qs| walk.place_all(qs));
            walk.left.push(l?);
            walk.right.push(r?);
            walk.known.push(known);
            i += 1;
        }
        Ok(walk)
    }

    /// The indices of `qs`, each listed once, placing new positions.
    fn place_all(&mut self, qs: Vec<P>) -> Result<Vec<u32>, LoopyError> {
        let mut list = Vec::with_capacity(qs.len());
        for q in qs {
            let at = self.place(q)?;
            if !list.contains(&at) {
                list.push(at);
            }
        }
        Ok(list)
    }

    fn place(&mut self, q: P) -> Result<u32, LoopyError> {
        if let Some(&at) = self.index.get(&q) {
            return Ok(at);
        }
        if self.positions.len() >= MAX_POSITIONS {
            return Err(LoopyError::TooLarge {
                limit: MAX_POSITIONS,
            });
        }
        let at = self.positions.len() as u32;
        self.positions.push(q.clone());
        self.index.insert(q, at);
        Ok(at)
    }

    /// How many positions were reached.
    ///
    /// ```
    /// # use combinatorial_games::loopy::{Explored, LoopyRules};
    /// # use combinatorial_games::Player;
    /// # struct Sweep; // Left sweeps the tokens off; Right passes.
    /// # impl LoopyRules for Sweep {
    /// #     type Position = u32;
    /// #     fn options(&self, &tokens: &u32, player: Player) -> Vec<u32> {
    /// #         match player {
    /// #             _ if tokens == 0 => vec![],
    /// #             Player::Left => vec![0],
    /// #             Player::Right => vec![tokens],
    /// #         }
    /// #     }
    /// # }
    /// // The trait's Sweep: from 5 tokens, Left moves to 0, Right passes.
    /// let walk = Explored::new(&Sweep, &5).unwrap();
    /// assert_eq!(walk.len(), 2);
    /// assert!(!walk.is_empty());
    /// ```
    pub fn len(&self) -> usize {
        self.positions.len()
    }

    /// Whether no position was reached (never: the start is one): see
    /// [`Explored::len`].
    ///
    /// ```
    /// # use combinatorial_games::loopy::{Explored, LoopyRules};
    /// # use combinatorial_games::Player;
    /// # struct Sweep; // Left sweeps the tokens off; Right passes.
    /// # impl LoopyRules for Sweep {
    /// #     type Position = u32;
    /// #     fn options(&self, &tokens: &u32, player: Player) -> Vec<u32> {
    /// #         match player {
    /// #             _ if tokens == 0 => vec![],
    /// #             Player::Left => vec![0],
    /// #             Player::Right => vec![tokens],
    /// #         }
    /// #     }
    /// # }
    /// assert!(!Explored::new(&Sweep, &0).unwrap().is_empty());
    /// ```
    pub fn is_empty(&self) -> bool {
        self.positions.is_empty()
    }

    /// The positions, the start first.
    ///
    /// ```
    /// # use combinatorial_games::loopy::{Explored, LoopyRules};
    /// # use combinatorial_games::Player;
    /// # struct Sweep; // Left sweeps the tokens off; Right passes.
    /// # impl LoopyRules for Sweep {
    /// #     type Position = u32;
    /// #     fn options(&self, &tokens: &u32, player: Player) -> Vec<u32> {
    /// #         match player {
    /// #             _ if tokens == 0 => vec![],
    /// #             Player::Left => vec![0],
    /// #             Player::Right => vec![tokens],
    /// #         }
    /// #     }
    /// # }
    /// // The trait's Sweep: from 5 tokens, Left moves to 0, Right passes.
    /// let walk = Explored::new(&Sweep, &5).unwrap();
    /// assert_eq!(walk.positions(), [5, 0]);
    /// assert_eq!((walk.index_of(&0), walk.index_of(&3)), (Some(1), None));
    /// ```
    pub fn positions(&self) -> &[P] {
        &self.positions
    }

    /// Where `p` is among [`Explored::positions`], if it was reached (see
    /// there).
    ///
    /// ```
    /// # use combinatorial_games::loopy::{Explored, LoopyRules};
    /// # use combinatorial_games::Player;
    /// # struct Sweep; // Left sweeps the tokens off; Right passes.
    /// # impl LoopyRules for Sweep {
    /// #     type Position = u32;
    /// #     fn options(&self, &tokens: &u32, player: Player) -> Vec<u32> {
    /// #         match player {
    /// #             _ if tokens == 0 => vec![],
    /// #             Player::Left => vec![0],
    /// #             Player::Right => vec![tokens],
    /// #         }
    /// #     }
    /// # }
    /// let walk = Explored::new(&Sweep, &5).unwrap();
    /// assert_eq!((walk.index_of(&5), walk.index_of(&0), walk.index_of(&3)), (Some(0), Some(1), None));
    /// ```
    pub fn index_of(&self, p: &P) -> Option<u32> {
        self.index.get(p).copied()
    }

    /// The positions `player` can move to from position `i`; none from a
    /// position of known value.
    ///
    /// # Panics
    ///
    /// If `i` is not a position of the walk.
    ///
    /// ```
    /// # use combinatorial_games::loopy::{Explored, LoopyRules};
    /// # use combinatorial_games::Player;
    /// # struct Sweep; // Left sweeps the tokens off; Right passes.
    /// # impl LoopyRules for Sweep {
    /// #     type Position = u32;
    /// #     fn options(&self, &tokens: &u32, player: Player) -> Vec<u32> {
    /// #         match player {
    /// #             _ if tokens == 0 => vec![],
    /// #             Player::Left => vec![0],
    /// #             Player::Right => vec![tokens],
    /// #         }
    /// #     }
    /// # }
    /// // The trait's Sweep: from 5 tokens, Left moves to 0, Right passes.
    /// let walk = Explored::new(&Sweep, &5).unwrap();
    /// // Position 0 is the start, 5 tokens; position 1 is 0 tokens.
    /// assert_eq!(walk.options(0, Player::Left), [1]);
    /// assert_eq!(walk.options(0, Player::Right), [0]); // the pass
    /// assert!(walk.options(1, Player::Left).is_empty());
    /// ```
    pub fn options(&self, i: u32, player: Player) -> &[u32] {
        match player {
            Player::Left => &self.left[i as usize],
            Player::Right => &self.right[i as usize],
        }
    }

    /// The whole game graph: vertex `i` is position `i`, and a position of
    /// known value has that stopper's moves (its graph added after the
    /// positions).
    ///
    /// ```
    /// use combinatorial_games::games::{FoxAndGeese, FoxAndGeeseBoard};
    /// use combinatorial_games::loopy::{Explored, SidedValue};
    /// let b: FoxAndGeeseBoard = "x.x.|....|o...".parse().unwrap();
    /// let walk = Explored::new(&FoxAndGeese::STANDARD, &b).unwrap();
    /// let whole = SidedValue::from_graph(&walk.graph().unwrap(), 0).unwrap();
    /// assert_eq!(whole, walk.values().unwrap()[0]);
    /// ```
    ///
    /// # Errors
    ///
    /// [`LoopyError::TooLarge`] past [`super::MAX_VERTICES`],
    /// [`LoopyError::TooManyMoves`] past [`super::MAX_EDGES`].
    pub fn graph(&self) -> Result<Graph, LoopyError> {
        if self.len() > super::MAX_VERTICES {
            return Err(LoopyError::TooLarge {
                limit: super::MAX_VERTICES,
            });
        }
        let mut g = Graph::new();
        for _ in 0..self.len() {
            g.add_vertex();
        }
        let (identity, mut forms) = (FxHashMap::default(), FxHashMap::default());
        for v in 0..self.len() as u32 {
            self.copy_vertex(&mut g, v, v, &identity, &mut forms)?;
            if g.edge_count() > super::MAX_EDGES {
                return Err(LoopyError::TooManyMoves {
                    limit: super::MAX_EDGES,
                });
            }
        }
        Ok(g)
    }

    /// Gives vertex `at` of `g` the moves of position `v`: into `map`'s
    /// vertices for positions (the same number when not there), or into
    /// the copy of a known stopper (copied once per form, in `forms`).
    fn copy_vertex(
        &self,
        g: &mut Graph,
        v: u32,
        at: u32,
        map: &FxHashMap<u32, u32>,
        forms: &mut FxHashMap<usize, u32>,
    ) -> Result<(), LoopyError> {
        if let Some(s) = &self.known[v as usize] {
            let root = embed_once(g, s, forms)?;
            for player in [Player::Left, Player::Right] {
                g.set_options(at, player, g.options(root, player).to_vec());
            }
            return Ok(());
        }
        for player in [Player::Left, Player::Right] {
            let to = self.options(v, player);
            let to = to.iter().map(|w| map.get(w).copied().unwrap_or(*w));
            g.set_options(at, player, to.collect());
        }
        Ok(())
    }

    /// The value of every position, in the order of
    /// [`Explored::positions`].
    ///
    /// # Errors
    ///
    /// The limits of [`SidedValue::from_graph`] on any one component.
    ///
    /// ```
    /// # use combinatorial_games::loopy::{Explored, LoopyRules};
    /// # use combinatorial_games::Player;
    /// # struct Sweep; // Left sweeps the tokens off; Right passes.
    /// # impl LoopyRules for Sweep {
    /// #     type Position = u32;
    /// #     fn options(&self, &tokens: &u32, player: Player) -> Vec<u32> {
    /// #         match player {
    /// #             _ if tokens == 0 => vec![],
    /// #             Player::Left => vec![0],
    /// #             Player::Right => vec![tokens],
    /// #         }
    /// #     }
    /// # }
    /// // The trait's Sweep: from 5 tokens, Left moves to 0, Right passes.
    /// let walk = Explored::new(&Sweep, &5).unwrap();
    /// // 5 tokens are {0|pass}, over; none are 0.
    /// let values: Vec<String> = walk.values().unwrap().iter().map(|v| v.to_string()).collect();
    /// assert_eq!(values, ["over", "0"]);
    /// ```
    pub fn values(&self) -> Result<Vec<SidedValue>, LoopyError> {
        let mut values: Vec<Option<SidedValue>> = vec![None; self.len()];
        // Equal stoppers share one form, so that a component's graph has
        // each value of its options once, found by the form's address.
        let mut forms: FxHashSet<Stopper> = FxHashSet::default();
        for component in self.components() {
            for (v, value) in self.component_values(&component, &values)? {
                let value = match value.as_stopper() {
                    Some(s) => match forms.get(s) {
                        Some(shared) => SidedValue::from(shared.clone()),
                        None => {
                            forms.insert(s.clone());
                            value
                        }
                    },
                    None => value,
                };
                values[v as usize] = Some(value);
            }
        }
        Ok(values
            .into_iter()
            .map(|v| v.expect("every component is valued"))
            .collect())
    }

    /// The values of one component, its successors valued in `values`.
    fn component_values(
        &self,
        component: &[u32],
        values: &[Option<SidedValue>],
    ) -> Result<Vec<(u32, SidedValue)>, LoopyError> {
        if let [v] = component
            && let Some(s) = &self.known[*v as usize]
        {
            return Ok(vec![(*v, SidedValue::from(s.clone()))]);
        }
        let found = super::component::values(self, component, values)?;
        Ok(component.iter().copied().zip(found).collect())
    }

    /// The strongly connected components, each after every component it
    /// can move to (Tarjan's algorithm, without recursion).
    fn components(&self) -> Vec<Vec<u32>> {
        const NONE: u32 = u32::MAX;
        let n = self.len();
        let (mut index, mut low) = (vec![NONE; n], vec![0u32; n]);
        let mut on_stack = vec![false; n];
        let (mut stack, mut out) = (Vec::new(), Vec::new());
        let mut next = 0u32;
        let succ = |v: u32, k: usize| -> Option<u32> {
            let (l, r) = (&self.left[v as usize], &self.right[v as usize]);
            if k < l.len() {
                Some(l[k])
            } else {
                r.get(k - l.len()).copied()
            }
        };
        for root in 0..n as u32 {
            if index[root as usize] != NONE {
                continue;
            }
            let mut calls: Vec<(u32, usize)> = vec![(root, 0)];
            index[root as usize] = next;
            low[root as usize] = next;
            next += 1;
            stack.push(root);
            on_stack[root as usize] = true;
            while let Some(&mut (v, ref mut k)) = calls.last_mut() {
                if let Some(w) = succ(v, *k) {
                    *k += 1;
                    if index[w as usize] == NONE {
                        index[w as usize] = next;
                        low[w as usize] = next;
                        next += 1;
                        stack.push(w);
                        on_stack[w as usize] = true;
                        calls.push((w, 0));
                    } else if on_stack[w as usize] {
                        low[v as usize] = low[v as usize].min(index[w as usize]);
                    }
                    continue;
                }
                calls.pop();
                if let Some(&(parent, _)) = calls.last() {
                    low[parent as usize] = low[parent as usize].min(low[v as usize]);
                }
                if low[v as usize] == index[v as usize] {
                    let mut component = Vec::new();
                    while let Some(w) = stack.pop() {
                        on_stack[w as usize] = false;
                        component.push(w);
                        if w == v {
                            break;
                        }
                    }
                    out.push(component);
                }
            }
        }
        out
    }
}

impl<P> super::component::Moves for Explored<P> {
    fn moves(&self, v: u32, player: Player) -> &[u32] {
        match player {
            Player::Left => &self.left[v as usize],
            Player::Right => &self.right[v as usize],
        }
    }
}

/// The vertex of `g` for stopper `s`, copied in the first time its form is
/// met. Keyed by the shared form's address, not by value: hashing and
/// comparing values costs a solve, and equal forms are fused by the
/// simplification anyway.
fn embed_once(
    g: &mut Graph,
    s: &Stopper,
    forms: &mut FxHashMap<usize, u32>,
) -> Result<u32, LoopyError> {
    if let Some(&t) = forms.get(&s.form_id()) {
        return Ok(t);
    }
    let t = g.embed(s.graph())?;
    forms.insert(s.form_id(), t);
    Ok(t)
}
