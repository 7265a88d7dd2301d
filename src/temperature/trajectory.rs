//! Trajectories: piecewise-linear functions of the temperature `t >= -1`
//! with dyadic breakpoints, the walls and scaffolds of thermographs.

use std::fmt;

use crate::numbers::Dyadic;

/// One straight piece: from temperature `from` on, `value + slope·(t - from)`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
struct Piece {
    from: Dyadic,
    value: Dyadic,
    slope: i64,
}

impl Piece {
    fn at(&self, t: &Dyadic) -> Dyadic {
        &self.value + &(&Dyadic::from(self.slope) * &(t - &self.from))
    }
}

/// A continuous piecewise-linear function of the temperature `t`, defined
/// for `t >= -1`, with dyadic breakpoints and integer slopes (a thermograph's
/// walls have slopes 0 and ±1).
///
/// ```
/// use combinatorial_games::{Dyadic, Game};
/// let g: Game = "{3|-2}".parse().unwrap();
/// let left = g.thermograph().left_wall().clone();
/// let d = |s: &str| s.parse::<Dyadic>().unwrap();
/// // The left wall of {3|-2} is 3 - t up to the temperature 5/2.
/// assert_eq!(left.value_at(&d("1")), d("2"));
/// assert_eq!(left.value_at(&d("10")), d("1/2"));
/// assert_eq!(left.to_string(), "3-t to 5/2, then 1/2");
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Trajectory {
    /// Sorted by `from`; the first starts at -1; neighbours are not
    /// collinear.
    pieces: Vec<Piece>,
}

fn minus_one() -> Dyadic {
    Dyadic::from(-1)
}

impl Trajectory {
    /// The constant trajectory `x`.
    ///
    /// ```
    /// use combinatorial_games::{temperature::Trajectory, Dyadic};
    /// let c = Trajectory::constant(Dyadic::from(2));
    /// assert_eq!(c.value_at(&Dyadic::from(7)), Dyadic::from(2));
    /// ```
    pub fn constant(x: Dyadic) -> Trajectory {
        Trajectory {
            pieces: vec![Piece {
                from: minus_one(),
                value: x,
                slope: 0,
            }],
        }
    }

    /// The value at temperature `t` (`t >= -1`; below -1 the first piece is
    /// extended).
    ///
    /// ```
    /// use combinatorial_games::Dyadic;
    /// use combinatorial_games::temperature::Trajectory;
    /// let two = Trajectory::constant(Dyadic::from(2));
    /// assert_eq!(two.value_at(&Dyadic::from(7)), Dyadic::from(2));
    /// ```
    pub fn value_at(&self, t: &Dyadic) -> Dyadic {
        let i = self.pieces.partition_point(|p| p.from <= *t).max(1) - 1;
        self.pieces[i].at(t)
    }

    /// The corners: each breakpoint `(t, value)`, starting with `t = -1`.
    /// After the last the trajectory continues with the slope
    /// [`Trajectory::final_slope`].
    ///
    /// ```
    /// use combinatorial_games::{Dyadic, Game};
    /// // {3|-2}'s left wall: 3 - t from t = -1 (where it is 4), then
    /// // upright from t = 5/2 (where it is 1/2).
    /// let t = "{3|-2}".parse::<Game>().unwrap().thermograph();
    /// let corners = t.left_wall().corners();
    /// assert_eq!(corners, [
    ///     (Dyadic::from(-1), Dyadic::from(4)),
    ///     ("5/2".parse().unwrap(), "1/2".parse().unwrap()),
    /// ]);
    /// ```
    pub fn corners(&self) -> Vec<(Dyadic, Dyadic)> {
        self.pieces
            .iter()
            .map(|p| (p.from.clone(), p.value.clone()))
            .collect()
    }

    /// CGSuite's text of a trajectory: the value after the last corner,
    /// the corners' temperatures from the highest down, and the slopes
    /// from the top piece down (`value` per unit of `t`).
    ///
    /// ```
    /// use combinatorial_games::Game;
    /// let t = "{3|-2}".parse::<Game>().unwrap().thermograph();
    /// assert_eq!(t.left_wall().cgsuite_text(), "1/2,[5/2],[0,-1]");
    /// assert_eq!(t.right_wall().cgsuite_text(), "1/2,[5/2],[0,1]");
    /// ```
    pub fn cgsuite_text(&self) -> String {
        let last = self.pieces.last().expect("a trajectory has a piece");
        let join = |v: Vec<String>| v.join(",");
        let temps = self.pieces[1..]
            .iter()
            .rev()
            .map(|p| p.from.to_string())
            .collect();
        let slopes = self
            .pieces
            .iter()
            .rev()
            .map(|p| p.slope.to_string())
            .collect();
        format!("{},[{}],[{}]", last.value, join(temps), join(slopes))
    }

    /// The slope after the last corner.
    ///
    /// ```
    /// use combinatorial_games::Game;
    /// // Above its temperature a thermograph is an upright mast.
    /// let t = "{3|-2}".parse::<Game>().unwrap().thermograph();
    /// assert_eq!(t.left_wall().final_slope(), 0);
    /// ```
    pub fn final_slope(&self) -> i64 {
        self.pieces.last().map_or(0, |p| p.slope)
    }

    /// `self(t) + k·t`.
    pub(crate) fn plus_t(&self, k: i64) -> Trajectory {
        Trajectory {
            pieces: self
                .pieces
                .iter()
                .map(|p| Piece {
                    from: p.from.clone(),
                    value: &p.value + &(&Dyadic::from(k) * &p.from),
                    slope: p.slope + k,
                })
                .collect(),
        }
    }

    /// The breakpoints of both, merged.
    fn starts(a: &Trajectory, b: &Trajectory) -> Vec<Dyadic> {
        let mut ts: Vec<Dyadic> = a
            .pieces
            .iter()
            .chain(&b.pieces)
            .map(|p| p.from.clone())
            .collect();
        ts.sort();
        ts.dedup();
        ts
    }

    fn slope_at(&self, t: &Dyadic) -> i64 {
        let i = self.pieces.partition_point(|p| p.from <= *t).max(1) - 1;
        self.pieces[i].slope
    }

    /// The pointwise maximum (`max = true`) or minimum.
    pub(crate) fn extreme(a: &Trajectory, b: &Trajectory, max: bool) -> Trajectory {
        let ts = Trajectory::starts(a, b);
        let mut pieces = Vec::new();
        for (i, t) in ts.iter().enumerate() {
            let end = ts.get(i + 1);
            let (fa, ga) = (a.value_at(t), b.value_at(t));
            let (sa, sb) = (a.slope_at(t), b.slope_at(t));
            // Which is ahead at t (ties: the one that stays ahead).
            let better = |x: &Dyadic, y: &Dyadic| if max { x > y } else { x < y };
            let a_first = better(&fa, &ga) || (fa == ga && (if max { sa >= sb } else { sa <= sb }));
            let (fv, fs, sv, ss) = if a_first {
                (fa, sa, ga, sb)
            } else {
                (ga, sb, fa, sa)
            };
            pieces.push(Piece {
                from: t.clone(),
                value: fv.clone(),
                slope: fs,
            });
            // Does the other overtake before the interval ends?
            let gains = if max { ss > fs } else { ss < fs };
            if gains && fv != sv {
                let c = t + &divide(&(&fv - &sv).abs(), (ss - fs).abs());
                if end.is_none_or(|e| c < *e) {
                    pieces.push(Piece {
                        value: &sv + &(&Dyadic::from(ss) * &(&c - t)),
                        from: c,
                        slope: ss,
                    });
                }
            }
        }
        Trajectory { pieces }.tidy()
    }

    /// The least `t >= -1` at which `a(t) <= b(t)`, when `a - b` never
    /// increases (a left scaffold against a right one); `None` if never.
    pub(crate) fn first_at_most(a: &Trajectory, b: &Trajectory) -> Option<Dyadic> {
        let ts = Trajectory::starts(a, b);
        for (i, t) in ts.iter().enumerate() {
            let d = &a.value_at(t) - &b.value_at(t);
            if d.signum() <= 0 {
                return Some(t.clone());
            }
            let s = a.slope_at(t) - b.slope_at(t);
            if s < 0 {
                let c = t + &divide(&d, -s);
                if ts.get(i + 1).is_none_or(|e| c <= *e) {
                    return Some(c);
                }
            }
        }
        None
    }

    /// This trajectory up to `t0`, then the constant `m` (a mast).
    pub(crate) fn with_mast(&self, t0: &Dyadic, m: &Dyadic) -> Trajectory {
        let mut pieces: Vec<Piece> = self
            .pieces
            .iter()
            .filter(|p| p.from < *t0)
            .cloned()
            .collect();
        pieces.push(Piece {
            from: t0.clone().max(minus_one()),
            value: m.clone(),
            slope: 0,
        });
        Trajectory { pieces }.tidy()
    }

    /// Merges neighbouring pieces on one line, and drops pieces that start
    /// at the same temperature as the next.
    fn tidy(mut self) -> Trajectory {
        let mut out: Vec<Piece> = Vec::with_capacity(self.pieces.len());
        for p in self.pieces.drain(..) {
            if let Some(last) = out.last_mut() {
                if last.from == p.from {
                    *last = p;
                    continue;
                }
                if last.slope == p.slope && last.at(&p.from) == p.value {
                    continue;
                }
            }
            out.push(p);
        }
        Trajectory { pieces: out }
    }
}

/// `x / k` for `k` a power of two (slopes differ by 1 or 2 in a
/// thermograph).
fn divide(x: &Dyadic, k: i64) -> Dyadic {
    assert!(
        k > 0 && (k as u64).is_power_of_two(),
        "trajectory slopes differ by {k}"
    );
    x.shl(-(k.trailing_zeros() as i64))
}

impl fmt::Display for Trajectory {
    /// Each piece as `value` or `value±t`-style line up to where the next
    /// begins: `3-t to 5/2, then 1/2`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, p) in self.pieces.iter().enumerate() {
            if i > 0 {
                f.write_str(", then ")?;
            }
            // The line value + slope·(t - from) = c + slope·t.
            let c = &p.value - &(&Dyadic::from(p.slope) * &p.from);
            match p.slope {
                0 => write!(f, "{c}")?,
                s => {
                    let t = match s {
                        1 => "t".to_string(),
                        -1 => "t".to_string(),
                        s => format!("{}t", s.abs()),
                    };
                    let sign = if s > 0 { "+" } else { "-" };
                    if c.is_zero() {
                        write!(f, "{}{t}", if s > 0 { "" } else { "-" })?;
                    } else {
                        write!(f, "{c}{sign}{t}")?;
                    }
                }
            }
            if let Some(next) = self.pieces.get(i + 1) {
                write!(f, " to {}", next.from)?;
            }
        }
        Ok(())
    }
}
