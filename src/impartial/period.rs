//! Periods of nim-sequences, found in the values and proved where a theorem
//! allows it.

use std::fmt;

/// `G(n + period) = G(n) + saltus` for every `n >= preperiod`.
///
/// `proven` says whether a theorem certifies it for every `n`: the
/// Guy–Smith theorem for finite take-and-break codes, and the recurrence
/// bound for codes that only take. Otherwise it was only observed in the
/// values computed.
///
/// ```
/// use combinatorial_games::impartial::{HeapGame, Periodicity, TakeAndBreak};
/// let kayles: TakeAndBreak = ".77".parse().unwrap();
/// let p = kayles.check_periodicity(200).unwrap();
/// assert_eq!((p.period, p.preperiod, p.saltus, p.proven), (12, 71, 0, true));
/// assert_eq!(p.to_string(), "Periodicity(Period => 12, Preperiod => 71, Saltus => 0)");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Periodicity {
    /// The length of the period.
    pub period: usize,
    /// The first heap from which the pattern holds.
    pub preperiod: usize,
    /// What each period adds to the values (0 for plain periodicity).
    pub saltus: u64,
    /// Whether a theorem proves it for all heaps.
    pub proven: bool,
}

impl fmt::Display for Periodicity {
    /// CGSuite's form; an unproven (observed) pattern says so.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "Periodicity(Period => {}, Preperiod => {}, Saltus => {}",
            self.period, self.preperiod, self.saltus
        )?;
        if !self.proven {
            f.write_str(", Proven => false")?;
        }
        f.write_str(")")
    }
}

/// How many values certify a period `p` from `e` (with `e >= 1`): the
/// largest index that must have been computed.
#[derive(Clone, Copy, Debug)]
pub(crate) enum Certificate {
    /// Guy–Smith, for a finite code whose largest take is `t`: the period
    /// must hold for `e <= n < 2e + p + t`, so up to index `2e + 2p + t - 1`.
    GuySmith { t: usize },
    /// A code that only takes (never splits), with largest take `t`: each
    /// value past `t` is fixed by the `t` before it, so the period must hold
    /// for `e <= n < e + t`, up to index `e + p + t - 1`.
    Recurrence { t: usize },
    /// No theorem: report what is seen.
    None,
}

impl Certificate {
    fn needs(self, e: usize, p: usize) -> Option<usize> {
        let e = e.max(1);
        match self {
            Certificate::GuySmith { t } => Some(2 * e + 2 * p + t - 1),
            Certificate::Recurrence { t } => Some(e + p + t.max(1) - 1),
            Certificate::None => None,
        }
    }
}

/// The shortest period of `values` that the certificate proves, or (with no
/// certificate) the shortest pattern seen over at least three periods and
/// the later half of the values, allowing a saltus.
pub(crate) fn find<T: Copy + Into<u64>>(values: &[T], cert: Certificate) -> Option<Periodicity> {
    let n = values.len();
    let at = |i: usize| -> u64 { values[i].into() };
    for p in 1..n / 2 {
        // The pattern with this period, read from the end of the values.
        let saltus = at(n - 1).wrapping_sub(at(n - 1 - p));
        if matches!(
            cert,
            Certificate::GuySmith { .. } | Certificate::Recurrence { .. }
        ) && saltus != 0
        {
            continue;
        }
        let mut e = n - p;
        while e > 0 && at(e - 1 + p).wrapping_sub(at(e - 1)) == saltus {
            e -= 1;
        }
        match cert.needs(e, p) {
            Some(last) if last < n => {
                return Some(Periodicity {
                    period: p,
                    preperiod: e,
                    saltus,
                    proven: true,
                });
            }
            Some(_) => {}
            // Seen only: over three periods at least, and over at least
            // the later half of the values, so that a few values at the end
            // of a longer pattern do not pass for a period of their own.
            None if n - e >= 3 * p && n - e >= e && (saltus as i64) >= 0 => {
                return Some(Periodicity {
                    period: p,
                    preperiod: e,
                    saltus,
                    proven: false,
                });
            }
            None => {}
        }
    }
    None
}

/// Extends `values` to `0..=n` by a proven period.
pub(crate) fn extend(values: &mut Vec<u64>, per: &Periodicity, n: usize) {
    while values.len() <= n {
        let k = values.len();
        values.push(values[k - per.period].wrapping_add(per.saltus));
    }
}
