//! Coin-turning games as heap games, in CGSuite's codes (`Spawning("1-3")`
//! is Mock Turtles): coins in a row at positions 1, 2, …; a move turns over
//! a set of coins whose rightmost goes from heads to tails. By the
//! coin-turning theorem (Winning Ways, ch. 14) a row's value is the nim-sum
//! of the values of its heads, and a heads coin at position `n` is a heap
//! of `n` whose options are the sets of other coins a move may turn.
//!
//! A code is a count of coins, then letters for their shape:
//!
//! | code | coins turned |
//! |---|---|
//! | `3` | exactly 3 |
//! | `1-3` | 1 to 3 |
//! | `1+` | 1 or more |
//! | `C` | consecutive ones (`1+C` is Ruler) |
//! | `C(5)` | all within 5 consecutive places (`1-3C(5)`, Mock Turtle Fives) |
//! | `E` | equally spaced (`3E`, Turnips) |
//! | `S` | placed symmetrically (`1+S`, Sym) |
//! | `F` | the first coin among them (`4FS`, Grunt) |

use std::fmt;
use std::str::FromStr;

use super::heap::HeapGame;
use super::nimber::mex;

/// The most options one heap may have when its values are computed (past
/// it, [`Spawning::max_heap`] refuses the heap).
pub const MAX_SPAWNING_OPTIONS: u128 = 1 << 21;

/// A coin-turning game given by a CGSuite code.
///
/// ```
/// use combinatorial_games::impartial::{HeapGame, Spawning};
/// // Mock Turtles: turn 1 to 3 coins. Its values are the odious numbers
/// // (Winning Ways, ch. 14): 1, 2, 4, 7, 8, 11, …
/// let mock: Spawning = "1-3".parse().unwrap();
/// assert_eq!(mock.nim_values(6), vec![0, 1, 2, 4, 7, 8, 11]);
/// // Ruler: turn any run of consecutive coins; the value of n is the
/// // largest power of two dividing it.
/// let ruler: Spawning = "1+C".parse().unwrap();
/// assert_eq!(ruler.nim_values(8), vec![0, 1, 2, 1, 4, 1, 2, 1, 8]);
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Spawning {
    code: String,
    min: usize,
    /// `None`: no most.
    max: Option<usize>,
    consecutive: bool,
    window: Option<usize>,
    even: bool,
    symmetric: bool,
    first: bool,
}

/// Why a code is not a coin-turning code.
///
/// ```
/// use combinatorial_games::impartial::Spawning;
/// let e = "1-".parse::<Spawning>().unwrap_err();
/// assert!(e.to_string().contains("1-"));
/// ```
///
/// ```
/// use combinatorial_games::impartial::Spawning;
/// let e = "o.F".parse::<Spawning>().unwrap_err();
/// assert!(e.to_string().contains("it must start with a count"));
/// assert!("1-3C(5)".parse::<Spawning>().is_ok());
/// // A letter outside ASCII is an error like any other.
/// let e = "1-3∗".parse::<Spawning>().unwrap_err();
/// assert!(e.to_string().contains("the letters are C, C(k), E, S and F"));
/// ```
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error(
    "{code:?} is not a coin-turning code ({why}); codes look like 3, 1-3, 1+, 1+C, 1-3C(5), 3E, 4FS"
)]
pub struct SpawningError {
    code: String,
    why: &'static str,
}

impl FromStr for Spawning {
    type Err = SpawningError;

    fn from_str(code: &str) -> Result<Spawning, SpawningError> {
        let fail = |why| SpawningError {
            code: code.to_string(),
            why,
        };
        let digits = |s: &str| s.bytes().take_while(u8::is_ascii_digit).count();
        let k = digits(code);
        let min: usize = code[..k]
            .parse()
            .map_err(|_| fail("it must start with a count"))?;
        let mut rest = &code[k..];
        let max = if let Some(r) = rest.strip_prefix('-') {
            let j = digits(r);
            let m: usize = r[..j]
                .parse()
                .map_err(|_| fail("a range needs its largest count"))?;
            rest = &r[j..];
            Some(m)
        } else if let Some(r) = rest.strip_prefix('+') {
            rest = r;
            None
        } else {
            Some(min)
        };
        if min == 0 || max.is_some_and(|m| m < min) {
            return Err(fail("the counts must be at least 1, the least first"));
        }
        let mut g = Spawning {
            code: code.to_string(),
            min,
            max,
            consecutive: false,
            window: None,
            even: false,
            symmetric: false,
            first: false,
        };
        while let Some(c) = rest.chars().next() {
            rest = &rest[c.len_utf8()..];
            match c {
                'C' if rest.starts_with('(') => {
                    let close = rest.find(')').ok_or_else(|| fail("C( needs a closing )"))?;
                    let w: usize = rest[1..close]
                        .parse()
                        .map_err(|_| fail("C(k) needs a whole number k"))?;
                    if w == 0 {
                        return Err(fail("C(k) needs k at least 1"));
                    }
                    g.window = Some(w);
                    rest = &rest[close + 1..];
                }
                'C' => g.consecutive = true,
                'E' => g.even = true,
                'S' => g.symmetric = true,
                'F' => g.first = true,
                _ => return Err(fail("the letters are C, C(k), E, S and F")),
            }
        }
        Ok(g)
    }
}

impl fmt::Display for Spawning {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.code)
    }
}

impl Spawning {
    /// The largest heap whose options may be gone through: each heap to it
    /// has at most [`MAX_SPAWNING_OPTIONS`] options (by a count that
    /// ignores `F` and `C(k)`, so an upper bound).
    ///
    /// ```
    /// use combinatorial_games::impartial::Spawning;
    /// let motley: Spawning = "1+".parse().unwrap(); // 2^(n-1) options
    /// assert_eq!(motley.max_heap(), 22);
    /// ```
    pub fn max_heap(&self) -> u64 {
        let mut n = 1u64;
        while n < 100_000 && self.count_bound(n as usize + 1) <= MAX_SPAWNING_OPTIONS {
            n += 1;
        }
        n
    }

    /// Whether `size` coins (the rightmost included) may be turned.
    fn size_ok(&self, size: usize) -> bool {
        size >= self.min && self.max.is_none_or(|m| size <= m)
    }

    /// At least the number of options of a heap of `n`, in a few steps
    /// (saturating at `u128::MAX`).
    fn count_bound(&self, n: usize) -> u128 {
        let top = self.max.unwrap_or(n).min(n);
        if top < self.min {
            return 0;
        }
        let sizes = (top - self.min + 1) as u128;
        let n128 = n as u128;
        if self.consecutive {
            return sizes;
        }
        if self.even {
            // n for one or two coins, then at most (n - 1)/j for j + 1;
            // the harmonic sum is below 20 for any n that fits.
            return n128.saturating_mul(20);
        }
        if self.symmetric {
            // A smallest coin, a middle coin or not, and up to (top - 2)/2
            // pairs among n/2.
            let pairs = top.saturating_sub(2) / 2;
            let mut sum: u128 = 0;
            for i in 0..=pairs.min(n / 2) {
                sum = sum.saturating_add(binomial(n / 2, i));
                if sum > MAX_SPAWNING_OPTIONS {
                    break;
                }
            }
            return sum.saturating_mul(2 * n128);
        }
        let mut sum: u128 = 0;
        for j in self.min - 1..top {
            sum = sum.saturating_add(binomial(n - 1, j));
            if sum > MAX_SPAWNING_OPTIONS {
                break;
            }
        }
        sum
    }

    /// Calls `f` with each option of a heap of `n`: the other coins turned.
    ///
    /// ```
    /// use combinatorial_games::impartial::Spawning;
    /// // Mock Turtles turns coin 3 and up to two of the two coins before it.
    /// let mock: Spawning = "1-3".parse().unwrap();
    /// let mut sets = Vec::new();
    /// mock.for_each_option(3, |others| sets.push(others.len()));
    /// sets.sort();
    /// assert_eq!(sets, [0, 1, 1, 2]);
    /// ```
    pub fn for_each_option(&self, n: usize, mut f: impl FnMut(&[usize])) {
        let mut take = |set: &[usize]| {
            if self.allows(n, set) {
                f(set);
            }
        };
        if n == 0 {
            return;
        }
        let largest = self.max.unwrap_or(n).min(n);
        if self.consecutive {
            for size in self.min..=largest {
                let set: Vec<usize> = (n + 1 - size..n).collect();
                take(&set);
            }
        } else if self.even {
            for size in self.min..=largest {
                match size {
                    1 => take(&[]),
                    2 => (1..n).for_each(|t| take(&[t])),
                    _ => {
                        for d in (1..n).take_while(|d| (size - 1) * d < n) {
                            let set: Vec<usize> = (1..size).map(|i| n - i * d).collect();
                            take(&set);
                        }
                    }
                }
            }
        } else if self.symmetric {
            take(&[]);
            // The smallest coin a, a middle coin or not, and pairs of inner
            // coins placed alike from both ends, as many as the count allows.
            let lowest = if self.first { 1..2.min(n) } else { 1..n };
            for a in lowest {
                let inner = n - a - 1;
                for middle in 0..=(inner % 2) {
                    let base = 2 + middle;
                    if largest < base {
                        continue;
                    }
                    let least = self.min.saturating_sub(base).div_ceil(2);
                    let most = (largest - base) / 2;
                    let mut chosen = Vec::new();
                    subsets(
                        0,
                        inner / 2,
                        least,
                        most,
                        &mut chosen,
                        &mut |pairs: &[usize]| {
                            let mut set = vec![a];
                            set.extend(pairs.iter().flat_map(|&i| [a + 1 + i, n - 1 - i]));
                            if middle == 1 {
                                set.push(a + 1 + inner / 2);
                            }
                            take(&set);
                        },
                    );
                }
            }
        } else {
            let lo = self.window.map_or(1, |w| (n + 1).saturating_sub(w).max(1));
            let mut set = Vec::new();
            subsets(
                lo,
                n,
                self.min.saturating_sub(1),
                largest - 1,
                &mut set,
                &mut take,
            );
        }
    }

    /// Whether turning `set` and `n` is a move of these rules.
    fn allows(&self, n: usize, set: &[usize]) -> bool {
        let low = set.iter().copied().min().unwrap_or(n);
        self.size_ok(set.len() + 1)
            && (!self.first || low == 1)
            && self.window.is_none_or(|w| n - low < w)
    }
}

/// Calls `f` with every subset of `lo..hi` of `least..=most` elements.
fn subsets(
    lo: usize,
    hi: usize,
    least: usize,
    most: usize,
    set: &mut Vec<usize>,
    f: &mut impl FnMut(&[usize]),
) {
    if set.len() >= least {
        f(set);
    }
    if set.len() == most {
        return;
    }
    for t in lo..hi {
        set.push(t);
        subsets(t + 1, hi, least, most, set, f);
        set.pop();
    }
}

fn binomial(n: usize, k: usize) -> u128 {
    if k > n {
        return 0;
    }
    let k = k.min(n - k);
    let mut r: u128 = 1;
    for i in 0..k {
        match r.checked_mul((n - i) as u128) {
            Some(x) => r = x / (i as u128 + 1),
            None => return u128::MAX,
        }
    }
    r
}

impl HeapGame for Spawning {
    /// The coin-turning code, as given.
    fn code(&self) -> Option<String> {
        Some(self.code.clone())
    }

    fn options(&self, n: usize) -> Vec<Vec<usize>> {
        let mut out = Vec::new();
        self.for_each_option(n, |set| out.push(set.to_vec()));
        out
    }

    /// From the definition, without listing options: the mex of the
    /// nim-sums of the coins each move turns.
    fn nim_values(&self, n: usize) -> Vec<u64> {
        let mut values: Vec<u64> = Vec::with_capacity(n + 1);
        for k in 0..=n {
            let mut seen = Vec::new();
            self.for_each_option(k, |set| {
                crate::budget::step();
                seen.push(set.iter().fold(0, |acc, &t| acc ^ values[t]));
            });
            values.push(mex(seen));
        }
        values
    }
}
