//! Ordinal sums and subordination of stoppers, and powers of short games
//! to a pseudonumber (CGSuite's `CanonicalStopper.OrdinalSum` and
//! `Subordinate`, and `Pow` and `PowTo` with an exponent such as `on` or
//! `{5|pass}`).

use rustc_hash::FxHashSet;

use super::LoopyError;
use super::graph::Graph;
use super::stopper::Stopper;
use crate::short::{Game, Player, PowerError};

impl Stopper {
    /// The ordinal sum `G : H`: `H` is played on top of `G`, and a move in
    /// `G` takes `H` away. Always a stopper: play stays in `H`, a stopper,
    /// until it leaves for good into `G`.
    ///
    /// # Errors
    ///
    /// [`LoopyError::TooLarge`] or [`LoopyError::TooManyPairs`] past the
    /// size limits.
    ///
    /// ```
    /// use combinatorial_games::loopy::Stopper;
    /// let s = |t: &str| t.parse::<Stopper>().unwrap();
    /// // 1 : off = {0 | 1:off}, a Right pass above 0.
    /// assert_eq!(s("1").ordinal_sum(&Stopper::off()).unwrap(), s("{0|pass}"));
    /// // ^ : on = {0, ^:on | *} = {pass | *} = upon.
    /// assert_eq!(s("^").ordinal_sum(&Stopper::on()).unwrap(), Stopper::upon());
    /// ```
    pub fn ordinal_sum(&self, h: &Stopper) -> Result<Stopper, LoopyError> {
        let (g, hg) = (self.graph(), h.graph());
        let mut graph = Graph::new();
        graph.embed(g)?;
        // The positions of H, each to become G : (that position).
        let base = graph.embed(hg)?;
        for v in 0..hg.len() as u32 {
            for player in [Player::Left, Player::Right] {
                for &o in g.options(0, player) {
                    graph.add_edge(base + v, o, player);
                }
            }
        }
        Stopper::from_graph(&graph, base)
    }

    /// CGSuite's `Subordinate`: this stopper with every option that is an
    /// option of `base` taken away, at every position left; each option
    /// of `base` must be matched by an option at least as good for its
    /// player, or reverse through the position. It undoes an ordinal sum
    /// on top of `base`.
    ///
    /// # Errors
    ///
    /// [`LoopyError::Power`] ([`PowerError::NotSubordinate`]) when an
    /// option of `base` is neither matched nor reversible somewhere;
    /// [`LoopyError::TooManyPairs`] when a comparison is too large.
    ///
    /// ```
    /// use combinatorial_games::loopy::Stopper;
    /// let s = |t: &str| t.parse::<Stopper>().unwrap();
    /// // on = {pass|}: its one option is itself, not the 0 of 1 = {0|}.
    /// assert_eq!(Stopper::on().subordinate(&s("1")).unwrap(), Stopper::on());
    /// // over = {0|pass} loses its 0 and keeps the pass: off.
    /// assert_eq!(Stopper::over().subordinate(&s("1")).unwrap(), Stopper::off());
    /// assert!(Stopper::off().subordinate(&s("1")).is_err());
    /// ```
    pub fn subordinate(&self, base: &Stopper) -> Result<Stopper, LoopyError> {
        let bases = [base.options(Player::Left), base.options(Player::Right)];
        self.subordinate_to(&bases, || base.to_string())
    }

    /// [`Stopper::subordinate`] to a base given by its options, which may
    /// be more than its canonical form has: CGSuite's `'{*|*}'`, whose
    /// value is 0, is the base `*` here.
    ///
    /// # Errors
    ///
    /// As [`Stopper::subordinate`].
    ///
    /// ```
    /// use combinatorial_games::loopy::Stopper;
    /// let s = |t: &str| t.parse::<Stopper>().unwrap();
    /// // upon = {pass|*}: its Right option * is the base's, and goes.
    /// let star = [s("*")];
    /// let on = s("upon").subordinate_to_options(&star, &star).unwrap();
    /// assert_eq!(on, Stopper::on());
    /// // With the base 0 (no options) it stays as it is.
    /// assert_eq!(s("upon").subordinate_to_options(&[], &[]).unwrap(), s("upon"));
    /// ```
    pub fn subordinate_to_options(
        &self,
        left: &[Stopper],
        right: &[Stopper],
    ) -> Result<Stopper, LoopyError> {
        let side = |v: &[Stopper]| {
            v.iter()
                .map(Stopper::to_string)
                .collect::<Vec<_>>()
                .join(",")
        };
        let bases = [left.to_vec(), right.to_vec()];
        self.subordinate_to(&bases, || format!("{{{}|{}}}", side(left), side(right)))
    }

    /// The work of both: `bases` are the base's Left and Right options.
    fn subordinate_to(
        &self,
        bases: &[Vec<Stopper>; 2],
        base: impl Fn() -> String,
    ) -> Result<Stopper, LoopyError> {
        let g = self.graph();
        let mut kept = Graph::new();
        for _ in 0..g.len() {
            kept.add_vertex();
        }
        // Only the positions still reached once the base's options are
        // gone are checked, as CGSuite does.
        let mut seen = FxHashSet::default();
        let mut stack = vec![0u32];
        seen.insert(0u32);
        while let Some(v) = stack.pop() {
            let x = self.at(v);
            for (i, player) in [Player::Left, Player::Right].into_iter().enumerate() {
                let options: Vec<Stopper> =
                    g.options(v, player).iter().map(|&w| self.at(w)).collect();
                for b in &bases[i] {
                    if !matched_or_reversible(&x, &options, b, player)? {
                        return Err(LoopyError::Power(PowerError::NotSubordinate {
                            game: self.to_string(),
                            base: base(),
                        }));
                    }
                }
                for (o, &w) in options.iter().zip(g.options(v, player)) {
                    if !contains(&bases[i], o)? {
                        kept.add_edge(v, w, player);
                        if seen.insert(w) {
                            stack.push(w);
                        }
                    }
                }
            }
        }
        Stopper::from_graph(&kept, 0)
    }
}

/// Whether the base's option `b` for `player` is matched at `x` (an
/// option at least as good) or reverses through `x`.
fn matched_or_reversible(
    x: &Stopper,
    options: &[Stopper],
    b: &Stopper,
    player: Player,
) -> Result<bool, LoopyError> {
    // For Right everything is mirrored: `a ≥ b` for Left is `a ≤ b`.
    let better = |a: &Stopper, b: &Stopper| match player {
        Player::Left => b.leq(a),
        Player::Right => a.leq(b),
    };
    for o in options {
        if better(o, b)? {
            return Ok(true);
        }
    }
    for r in b.options(player.other()) {
        if better(x, &r)? {
            return Ok(true);
        }
    }
    Ok(false)
}

/// Whether `set` holds a stopper equal to `x`.
fn contains(set: &[Stopper], x: &Stopper) -> Result<bool, LoopyError> {
    for s in set {
        if s.leq(x)? && x.leq(s)? {
            return Ok(true);
        }
    }
    Ok(false)
}

impl Game {
    /// `G^[x]` for a pseudonumber `x` (a number, `on`, `off`, `x over`,
    /// `x under`): `G : x'` with `x'` the exponent subordinated to 1, as
    /// CGSuite's `PowTo`; a number gives [`Game::pow_to_number`].
    ///
    /// # Errors
    ///
    /// [`LoopyError::Power`] ([`PowerError::Exponent`]) for an exponent
    /// that is no pseudonumber or does not subordinate to 1 (`off`, a
    /// negative number).
    ///
    /// ```
    /// use combinatorial_games::loopy::Stopper;
    /// use combinatorial_games::Game;
    /// let s = |t: &str| t.parse::<Stopper>().unwrap();
    /// // CGSuite's GameTest: ^.PowTo(on) is upon, ^.PowTo({5|pass}) = {^[5]|*,pass}.
    /// assert_eq!(Game::up().pow_to_pseudonumber(&Stopper::on()).unwrap(), Stopper::upon());
    /// let p = Game::up().pow_to_pseudonumber(&s("{5|pass}")).unwrap();
    /// assert_eq!(p.to_string(), "{^[5]|*,pass}");
    /// ```
    pub fn pow_to_pseudonumber(&self, x: &Stopper) -> Result<Stopper, LoopyError> {
        let bad = || LoopyError::Power(PowerError::Exponent(x.to_string()));
        if !x.is_pseudonumber() {
            return Err(bad());
        }
        if let Some(n) = x.to_game().and_then(|g| g.as_number()) {
            return Stopper::from_game(&self.pow_to_number(&n)?);
        }
        let one = Stopper::from_game(&Game::from(1))?;
        let exponent = x.subordinate(&one).map_err(|e| match e {
            LoopyError::Power(_) => bad(),
            other => other,
        })?;
        Stopper::from_game(self)?.ordinal_sum(&exponent)
    }

    /// `G^x = {0 | H - G^[x-1]}` for `G = {0|H}` and a pseudonumber `x`,
    /// as CGSuite's `Pow`; a number gives [`Game::pow_number`].
    ///
    /// # Errors
    ///
    /// [`LoopyError::Power`]: [`PowerError::NotZeroBar`] for a game not
    /// `{0|H}`, [`PowerError::Exponent`] for an exponent that is no
    /// pseudonumber or gives no [`Game::pow_to_pseudonumber`] for `x - 1`.
    ///
    /// ```
    /// use combinatorial_games::loopy::Stopper;
    /// use combinatorial_games::Game;
    /// let s = |t: &str| t.parse::<Stopper>().unwrap();
    /// // CGSuite's GameTest: ^.Pow(on) prints ^<on>, ^.Pow({1|pass}) = {0||0,pass|0,*}.
    /// assert_eq!(Game::up().pow_pseudonumber(&Stopper::on()).unwrap().to_string(), "^<on>");
    /// assert_eq!(Game::up().pow_pseudonumber(&s("{1|pass}")).unwrap(), s("{0||0,pass|0,*}"));
    /// ```
    pub fn pow_pseudonumber(&self, x: &Stopper) -> Result<Stopper, LoopyError> {
        let h = self.zero_bar()?;
        if !x.is_pseudonumber() {
            return Err(LoopyError::Power(PowerError::Exponent(x.to_string())));
        }
        if let Some(n) = x.to_game().and_then(|g| g.as_number()) {
            return Stopper::from_game(&self.pow_number(&n)?);
        }
        let below = x.checked_add(&Stopper::from_game(&Game::from(-1))?)?;
        let p = self.pow_to_pseudonumber(&below)?;
        let right = Stopper::from_game(&h)?.checked_add(&-p)?;
        let mut graph = Graph::new();
        let (g, zero) = (graph.add_vertex(), graph.add_vertex());
        let r = graph.embed(right.graph())?;
        graph.add_edge(g, zero, Player::Left);
        graph.add_edge(g, r, Player::Right);
        Stopper::from_graph(&graph, g)
    }
}
