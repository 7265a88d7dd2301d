//! The named forms CGSuite prints for stoppers, recognised by shape:
//! upons `x^[on]*n` (`{pass | x*(n^1)}`, `{pass, x | x}`), uponths
//! `x^<on>*n`, their negatives with `v`, and a number plus a tiny or miny
//! of a stopper, `xTiny(G)` = `{x || x | x - G}` (CGSuite's
//! `CanonicalStopper.appendTo`).

use super::LoopyError;
use super::graph::Graph;
use super::stopper::Stopper;
use crate::numbers::Dyadic;
use crate::short::{Game, Player};

/// An upon-like form: `x^[on]*n` or, as an uponth, `x^<on>*n`.
struct Upon {
    uponth: bool,
    number: Dyadic,
    nimber: u64,
}

/// The shapes of a graph, read at a vertex, as it is or negated.
pub(super) struct Shapes<'a> {
    pub(super) g: &'a Graph,
    pub(super) short: &'a [Option<Game>],
}

impl Shapes<'_> {
    /// The options of `player` at `v` in `G` or, when `neg`, in `-G`.
    fn opts(&self, v: u32, player: Player, neg: bool) -> &[u32] {
        let p = if neg { player.other() } else { player };
        self.g.options(v, p)
    }

    /// The short game at `w`, negated when `neg`.
    fn short(&self, w: u32, neg: bool) -> Option<Game> {
        let g = self.short[w as usize]?;
        Some(if neg { -g } else { g })
    }

    /// The upon text of `v` (`^[on]`, `-1/4v[on]`, `^<on>*`), when it has
    /// one of those shapes, itself or negated.
    pub(super) fn upon_text(&self, v: u32) -> Option<String> {
        let (form, neg) = match self.upon(v, false, true) {
            Some(f) => (f, false),
            None => (self.upon(v, true, true)?, true),
        };
        let number = if neg { -form.number } else { form.number };
        let mut text = String::new();
        if !number.is_zero() {
            text.push_str(&Game::number(number).to_string());
        }
        text.push(if neg { 'v' } else { '^' });
        text.push_str(if form.uponth { "<on>" } else { "[on]" });
        match form.nimber {
            0 => {}
            1 => text.push('*'),
            n => text.push_str(&format!("*{n}")),
        }
        Some(text)
    }

    /// CGSuite's `uponForm`: `{pass | x*m}` (m ≥ 1) is `x^[on]*(m^1)`,
    /// `{pass, x | x}` is `x^[on]*`, and (checking uponths) `{x*k for
    /// k ≤ m^1 | -U}` with `U` an upon `(-x)^[on]*m` is `x^<on>*(m^1)`.
    fn upon(&self, v: u32, neg: bool, uponths: bool) -> Option<Upon> {
        let (lo, ro) = (
            self.opts(v, Player::Left, neg),
            self.opts(v, Player::Right, neg),
        );
        let &[r] = ro else { return None };
        if lo.len() <= 2 {
            let nus = self.short(r, neg).and_then(|g| g.number_up_star());
            if let Some(nus) = nus.filter(|n| n.ups == 0) {
                let x = Game::number(nus.number.clone());
                let pass_and_x = lo.len() == 2
                    && lo.contains(&v)
                    && lo.iter().any(|&w| w != v && self.short(w, neg) == Some(x));
                let upon = |nimber| {
                    Some(Upon {
                        uponth: false,
                        number: nus.number.clone(),
                        nimber,
                    })
                };
                if nus.nimber == 0 && pass_and_x {
                    return upon(1);
                }
                if nus.nimber != 0 && lo == [v] {
                    return upon(nus.nimber ^ 1);
                }
            }
        }
        if !uponths {
            return None;
        }
        let inner = self.upon(r, !neg, false)?;
        let number = -inner.number;
        let top = inner.nimber ^ 1;
        let mut want: Vec<Game> = (0..=top)
            .map(|k| Game::number(number.clone()) + Game::nimber(k))
            .collect();
        let mut have: Vec<Game> = lo
            .iter()
            .map(|&w| self.short(w, neg))
            .collect::<Option<_>>()?;
        want.sort_by(crate::display_order);
        have.sort_by(crate::display_order);
        have.dedup();
        (want == have).then_some(Upon {
            uponth: true,
            number,
            nimber: top,
        })
    }

    /// `(name, translate, subscript)` when `v` is a plumtree number plus a
    /// tiny (`{x || x | y}`, `y - x ≤ under`: `xTiny(x - y)`) or a miny
    /// (`{z | x || x}`: `xMiny(z - x)`).
    pub(super) fn tiny(&self, v: u32) -> Option<(&'static str, Game, Stopper)> {
        let (lo, ro) = (
            self.g.options(v, Player::Left),
            self.g.options(v, Player::Right),
        );
        let (&[l], &[r]) = (lo, ro) else { return None };
        // Cheap shape checks before any arithmetic.
        let (p, x, far) = match (self.short(l, false), self.short(r, false)) {
            (Some(x), None) if x.is_number() => (Player::Left, x, r),
            (None, Some(x)) if x.is_number() => (Player::Right, x, l),
            _ => return None,
        };
        let (&[back], &[_]) = (self.g.options(far, p), self.g.options(far, p.other())) else {
            return None;
        };
        if self.short(back, false) != Some(x) {
            return None;
        }
        let g = Stopper::from_graph(self.g, v).ok()?;
        if !g.is_plumtree() || !g.is_number_tiny().ok()? {
            return None;
        }
        let y = g.options(p.other()).pop()?.options(p.other()).pop()?;
        let sub = Stopper::from_game(&x).ok()?.checked_add(&-y).ok()?;
        Some(match p {
            Player::Left => ("Tiny", x, sub),
            Player::Right => ("Miny", x, -sub),
        })
    }
}

impl Stopper {
    /// The stopper CGSuite prints `x^[on]*n`: `{pass | x*(n^1)}`, and for
    /// `n = 1` `{pass, x | x}`. `^[on]` is `upon = {pass | *}`.
    ///
    /// ```
    /// use combinatorial_games::loopy::Stopper;
    /// assert_eq!(Stopper::upon_form(&0.into(), 0), Stopper::upon());
    /// let g = Stopper::upon_form(&"-1/4".parse().unwrap(), 0);
    /// assert_eq!(g.to_string(), "-1/4^[on]");
    /// assert_eq!(Stopper::upon_form(&0.into(), 1).to_string(), "^[on]*");
    /// ```
    pub fn upon_form(x: &Dyadic, nimber: u64) -> Stopper {
        let mut g = Graph::new();
        let v = g.add_vertex();
        let number = Game::number(x.clone());
        g.add_edge(v, v, Player::Left);
        if nimber == 1 {
            let w = g.add_game(&number).expect("a number is small");
            g.add_edge(v, w, Player::Left);
            g.add_edge(v, w, Player::Right);
        } else {
            let w = g
                .add_game(&(number + Game::nimber(nimber ^ 1)))
                .expect("a number plus a nimber is small");
            g.add_edge(v, w, Player::Right);
        }
        Stopper::from_graph(&g, v).expect("an upon form is a stopper")
    }

    /// The stopper CGSuite prints `x^<on>*n`: `{x, x*, …, x*n | -U}` for
    /// the upon form `U = (-x)^[on]*(n^1)`. `^<on>` is `{0 || 0 | 0, pass}`.
    /// It has `n + 1` Left options: past [`super::MAX_VERTICES`] positions
    /// it is [`LoopyError::TooLarge`].
    ///
    /// ```
    /// use combinatorial_games::loopy::Stopper;
    /// let uponth = Stopper::uponth_form(&0.into(), 0).unwrap();
    /// assert_eq!(uponth, "{0||0|0,pass}".parse().unwrap());
    /// assert_eq!(uponth.to_string(), "^<on>");
    /// ```
    pub fn uponth_form(x: &Dyadic, nimber: u64) -> Result<Stopper, LoopyError> {
        if nimber >= super::MAX_VERTICES as u64 {
            return Err(LoopyError::TooLarge {
                limit: super::MAX_VERTICES,
            });
        }
        let neg_upon = -Stopper::upon_form(&-x.clone(), nimber ^ 1);
        let mut g = Graph::new();
        let v = g.add_vertex();
        for k in 0..=nimber {
            let option = Game::number(x.clone()) + Game::nimber(k);
            let w = g.add_game(&option)?;
            g.add_edge(v, w, Player::Left);
        }
        let w = g.embed(neg_upon.graph())?;
        g.add_edge(v, w, Player::Right);
        Stopper::from_graph(&g, v)
    }
}
