//! An independent, deliberately naive model of short games, used as the
//! reference the fast implementation is tested against: games are plain
//! option lists (no simplification), `<=` is the recursive definition, and
//! sums and negatives are built move by move.

#![allow(dead_code)]

use std::collections::HashMap;

use combinatorial_games::Game;

/// A naive game is an index into the arena.
pub type N = usize;

#[derive(Default)]
pub struct Naive {
    nodes: Vec<(Vec<N>, Vec<N>)>,
    le_memo: HashMap<(N, N), bool>,
    sum_memo: HashMap<(N, N), N>,
    neg_memo: HashMap<N, N>,
    import_game: HashMap<Game, N>,
    nimbers: HashMap<u64, N>,
    to_game: std::cell::RefCell<HashMap<N, Game>>,
}

impl Naive {
    pub fn new() -> Naive {
        Naive::default()
    }

    pub fn mk(&mut self, l: Vec<N>, r: Vec<N>) -> N {
        self.nodes.push((l, r));
        self.nodes.len() - 1
    }

    pub fn left(&self, a: N) -> Vec<N> {
        self.nodes[a].0.clone()
    }

    pub fn right(&self, a: N) -> Vec<N> {
        self.nodes[a].1.clone()
    }

    /// The definition: a <= b unless some a^L >= b or some b^R <= a.
    pub fn le(&mut self, a: N, b: N) -> bool {
        if let Some(&r) = self.le_memo.get(&(a, b)) {
            return r;
        }
        let r = !self.left(a).into_iter().any(|al| self.le(b, al))
            && !self.right(b).into_iter().any(|br| self.le(br, a));
        self.le_memo.insert((a, b), r);
        r
    }

    pub fn eq(&mut self, a: N, b: N) -> bool {
        self.le(a, b) && self.le(b, a)
    }

    pub fn zero(&mut self) -> N {
        self.mk(vec![], vec![])
    }

    pub fn add(&mut self, a: N, b: N) -> N {
        if let Some(&s) = self.sum_memo.get(&(a, b)) {
            return s;
        }
        let mut l = Vec::new();
        let mut r = Vec::new();
        for al in self.left(a) {
            l.push(self.add(al, b));
        }
        for bl in self.left(b) {
            l.push(self.add(a, bl));
        }
        for ar in self.right(a) {
            r.push(self.add(ar, b));
        }
        for br in self.right(b) {
            r.push(self.add(a, br));
        }
        let s = self.mk(l, r);
        self.sum_memo.insert((a, b), s);
        s
    }

    pub fn neg(&mut self, a: N) -> N {
        if let Some(&n) = self.neg_memo.get(&a) {
            return n;
        }
        let l = self.right(a).into_iter().map(|x| self.neg(x)).collect();
        let r = self.left(a).into_iter().map(|x| self.neg(x)).collect();
        let n = self.mk(l, r);
        self.neg_memo.insert(a, n);
        n
    }

    /// n = {n-1 |}, -n = {| -n+1}.
    pub fn int(&mut self, n: i64) -> N {
        let mut g = self.zero();
        for _ in 0..n.abs() {
            g = if n > 0 {
                self.mk(vec![g], vec![])
            } else {
                self.mk(vec![], vec![g])
            };
        }
        g
    }

    /// (2p+1)/2^(k+1) = { p/2^k | (p+1)/2^k }, from the definition of dyadic numbers.
    pub fn dyadic(&mut self, num: i64, exp: u32) -> N {
        if exp == 0 {
            return self.int(num);
        }
        if num % 2 == 0 {
            return self.dyadic(num / 2, exp - 1);
        }
        let lo = (num - 1) / 2;
        let l = self.dyadic(lo, exp - 1);
        let r = self.dyadic(lo + 1, exp - 1);
        self.mk(vec![l], vec![r])
    }

    /// *n = {*0..*(n-1) | *0..*(n-1)}.
    pub fn nimber(&mut self, n: u64) -> N {
        if let Some(&g) = self.nimbers.get(&n) {
            return g;
        }
        let opts: Vec<N> = (0..n).map(|k| self.nimber(k)).collect();
        let g = self.mk(opts.clone(), opts);
        self.nimbers.insert(n, g);
        g
    }

    /// ↑ = {0|*}.
    pub fn up(&mut self) -> N {
        let z = self.zero();
        let s = self.nimber(1);
        self.mk(vec![z], vec![s])
    }

    /// x + n·↑ + *m, as a plain sum of its parts.
    pub fn nus(&mut self, num: i64, exp: u32, ups: i64, m: u64) -> N {
        let mut g = self.dyadic(num, exp);
        let u = self.up();
        let unit = if ups >= 0 { u } else { self.neg(u) };
        for _ in 0..ups.abs() {
            g = self.add(g, unit);
        }
        let s = self.nimber(m);
        self.add(g, s)
    }

    /// The game tree that a canonical `Game` shows through its options.
    pub fn import_game(&mut self, g: Game) -> N {
        if let Some(&n) = self.import_game.get(&g) {
            return n;
        }
        let l = g
            .left_options()
            .into_iter()
            .map(|x| self.import_game(x))
            .collect();
        let r = g
            .right_options()
            .into_iter()
            .map(|x| self.import_game(x))
            .collect();
        let n = self.mk(l, r);
        self.import_game.insert(g, n);
        n
    }

    /// The fast implementation's canonical form of a naive tree.
    pub fn to_game(&self, a: N) -> Game {
        if let Some(&g) = self.to_game.borrow().get(&a) {
            return g;
        }
        let (l, r) = &self.nodes[a];
        let g = Game::new(
            l.iter().map(|&x| self.to_game(x)),
            r.iter().map(|&x| self.to_game(x)),
        );
        self.to_game.borrow_mut().insert(a, g);
        g
    }

    /// The outcome by plain game-tree search: (Left moving first wins, Right moving first wins).
    pub fn wins(&mut self, a: N) -> (bool, bool) {
        let z = self.zero();
        (!self.le(a, z), !self.le(z, a))
    }
}

/// A random game tree, described as nested option lists, for proptest.
#[derive(Clone, Debug)]
pub struct Tree(pub Vec<Tree>, pub Vec<Tree>);

impl Tree {
    pub fn build(&self, n: &mut Naive) -> N {
        let l = self.0.iter().map(|t| t.build(n)).collect();
        let r = self.1.iter().map(|t| t.build(n)).collect();
        n.mk(l, r)
    }

    pub fn game(&self) -> Game {
        Game::new(self.0.iter().map(Tree::game), self.1.iter().map(Tree::game))
    }
}

use proptest::prelude::*;

/// Game trees of depth at most `depth` (so born by that day), with at most
/// `width` options a side.
pub fn tree(depth: u32, width: usize) -> BoxedStrategy<Tree> {
    if depth == 0 {
        return Just(Tree(vec![], vec![])).boxed();
    }
    let inner = tree(depth - 1, width);
    (
        prop::collection::vec(inner.clone(), 0..=width),
        prop::collection::vec(inner, 0..=width),
    )
        .prop_map(|(l, r)| Tree(l, r))
        .boxed()
}

/// Canonical games born by day `depth`, via random trees.
pub fn game(depth: u32) -> BoxedStrategy<Game> {
    tree(depth, 3).prop_map(|t| t.game()).boxed()
}
