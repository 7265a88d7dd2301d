//! Prim and Dim, the number-theoretic heap games of *Summer Games* (a Haskell tutorial on impartial games; Winning Ways
//! ch. 15): take a number of tokens coprime to the heap, or dividing it.

use num_integer::{Roots, gcd};

use super::heap::HeapGame;

/// Prim: take `m` tokens from a heap of `n` when `m` and `n` are coprime.
///
/// Taking the last token of a heap of one is the only way to empty a heap
/// (`gcd(n, n) = n`); [`Prim::new`] allows it, as the definition does, and
/// [`Prim::without_emptying`] is the variant that forbids it.
///
/// The value of a heap of `n >= 2` is `k` when the `k`-th prime is the
/// least prime factor of `n`; where emptying is allowed, 0 and 1 trade
/// places.
///
/// ```
/// use combinatorial_games::impartial::{HeapGame, Prim};
/// assert_eq!(Prim::without_emptying().nim_values(9), vec![0, 0, 1, 2, 1, 3, 1, 4, 1, 2]);
/// assert_eq!(Prim::new().nim_values(9), vec![0, 1, 0, 2, 0, 3, 0, 4, 0, 2]);
/// // 999 983, the least factor, is the 78 498th prime (the last below 10^6).
/// assert_eq!(Prim::new().nim_value(1_000_003 * 999_983), 78_498);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Prim {
    emptying: bool,
}

impl Prim {
    /// Prim as defined: a heap of one may be taken.
    ///
    /// ```
    /// use combinatorial_games::impartial::{HeapGame, Prim};
    /// // Take a number coprime to the heap: 1 -> 0 (*1); 2 -> 1 only (0).
    /// assert_eq!(Prim::new().nim_values(2), vec![0, 1, 0]);
    /// ```
    pub fn new() -> Prim {
        Prim { emptying: true }
    }

    /// The variant in which a heap of one cannot be taken.
    ///
    /// ```
    /// use combinatorial_games::impartial::{HeapGame, Prim};
    /// // A heap of one stays: 1 is 0, and 2 -> 1 is *1.
    /// assert_eq!(Prim::without_emptying().nim_values(2), vec![0, 0, 1]);
    /// ```
    pub fn without_emptying() -> Prim {
        Prim { emptying: false }
    }

    /// Whether a heap of one may be taken.
    ///
    /// ```
    /// use combinatorial_games::impartial::Prim;
    /// assert!(Prim::new().allows_emptying());
    /// ```
    pub fn allows_emptying(&self) -> bool {
        self.emptying
    }

    fn adjust(&self, k: u64) -> u64 {
        match (self.emptying, k) {
            (true, 0) => 1,
            (true, 1) => 0,
            _ => k,
        }
    }
}

impl Default for Prim {
    fn default() -> Prim {
        Prim::new()
    }
}

impl HeapGame for Prim {
    fn options(&self, n: usize) -> Vec<Vec<usize>> {
        (1..=n)
            .filter(|&m| gcd(m, n) == 1 && (m < n || self.emptying))
            .map(|m| if m == n { vec![] } else { vec![n - m] })
            .collect()
    }

    /// By a sieve of least prime factors.
    fn nim_values(&self, n: usize) -> Vec<u64> {
        // index[m] for m >= 2: the index (from 1) of m's least prime factor.
        let mut index = vec![0u64; n + 1];
        let mut primes = 0;
        for p in 2..=n {
            if index[p] == 0 {
                primes += 1;
                for m in (p..=n).step_by(p) {
                    if index[m] == 0 {
                        index[m] = primes;
                    }
                }
            }
        }
        (0..=n)
            .map(|m| match m {
                0 => 0,
                1 => self.adjust(0),
                _ => self.adjust(index[m]),
            })
            .collect()
    }

    /// By trial division for the least prime factor `p`, then counting the
    /// primes up to `p` (Lucy's method, O(p^(3/4)) time, O(p^(1/2)) space).
    fn nim_value(&self, n: usize) -> u64 {
        match n {
            0 => 0,
            1 => self.adjust(0),
            _ => {
                let p = (2..)
                    .take_while(|&d| d * d <= n)
                    .find(|&d| n.is_multiple_of(d))
                    .unwrap_or(n);
                self.adjust(prime_count(p))
            }
        }
    }
}

/// The number of primes up to `n`: sieve the counts `S(v)` of numbers in
/// `2..=v` without a factor below `p`, for the values `v = n / i`, one
/// prime `p` at a time.
fn prime_count(n: usize) -> u64 {
    if n < 2 {
        return 0;
    }
    let r = Roots::sqrt(&n);
    // small[i] = S(i) for i <= r; large[i] = S(n / i) for i <= r.
    let mut small: Vec<u64> = (0..=r as u64).map(|i| i.saturating_sub(1)).collect();
    let mut large: Vec<u64> = (0..=r)
        .map(|i| n.checked_div(i).map_or(0, |q| q as u64 - 1))
        .collect();
    for p in 2..=r {
        if small[p] == small[p - 1] {
            continue; // p is not prime
        }
        let below = small[p - 1];
        let p2 = p * p;
        for i in 1..=r.min(n / p2) {
            let d = i * p;
            let s = if d <= r { large[d] } else { small[n / d] };
            large[i] -= s - below;
        }
        for v in (p2..=r).rev() {
            small[v] -= small[v / p] - below;
        }
    }
    large[1]
}
/// Dim: take `d` tokens from a heap of `n` when `d` divides `n`.
///
/// [`Dim::new`] allows `d = n` (taking the whole heap), as the definition
/// does; [`Dim::without_taking_all`] is the variant that forbids it. The
/// value of a heap of `n >= 1` is `k`, where `2^k` is the largest power of
/// two dividing `n`, plus one when the whole heap may be taken.
///
/// ```
/// use combinatorial_games::impartial::{Dim, HeapGame};
/// assert_eq!(Dim::without_taking_all().nim_values(8), vec![0, 0, 1, 0, 2, 0, 1, 0, 3]);
/// assert_eq!(Dim::new().nim_values(8), vec![0, 1, 2, 1, 3, 1, 2, 1, 4]);
/// assert_eq!(Dim::new().nim_value(3 << 40), 41);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Dim {
    take_all: bool,
}

impl Dim {
    /// Dim as defined: the whole heap may be taken.
    ///
    /// ```
    /// use combinatorial_games::impartial::{Dim, HeapGame};
    /// // Take a divisor of the heap: 1 -> 0 (*1); 2 -> 1 or 0 (*2).
    /// assert_eq!(Dim::new().nim_values(2), vec![0, 1, 2]);
    /// ```
    pub fn new() -> Dim {
        Dim { take_all: true }
    }

    /// The variant in which a move leaves at least one token.
    ///
    /// ```
    /// use combinatorial_games::impartial::{Dim, HeapGame};
    /// // A move leaves a token: 1 is 0, and 2 -> 1 is *1.
    /// assert_eq!(Dim::without_taking_all().nim_values(2), vec![0, 0, 1]);
    /// ```
    pub fn without_taking_all() -> Dim {
        Dim { take_all: false }
    }

    /// Whether the whole heap may be taken.
    ///
    /// ```
    /// use combinatorial_games::impartial::Dim;
    /// assert!(!Dim::without_taking_all().allows_taking_all());
    /// ```
    pub fn allows_taking_all(&self) -> bool {
        self.take_all
    }
}

impl Default for Dim {
    fn default() -> Dim {
        Dim::new()
    }
}

impl HeapGame for Dim {
    fn options(&self, n: usize) -> Vec<Vec<usize>> {
        (1..=n)
            .filter(|&d| n.is_multiple_of(d) && (d < n || self.take_all))
            .map(|d| if d == n { vec![] } else { vec![n - d] })
            .collect()
    }

    fn nim_values(&self, n: usize) -> Vec<u64> {
        (0..=n).map(|m| self.nim_value(m)).collect()
    }

    fn nim_value(&self, n: usize) -> u64 {
        if n == 0 {
            0
        } else {
            u64::from(n.trailing_zeros()) + u64::from(self.take_all)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::impartial::naive_values;

    #[test]
    fn prime_counts() {
        // pi(10^k), k = 1..6, and small cases by hand.
        let known = [
            (10, 4),
            (100, 25),
            (1000, 168),
            (10_000, 1229),
            (100_000, 9592),
            (1_000_000, 78_498),
        ];
        for (n, pi) in known {
            assert_eq!(prime_count(n), pi, "pi({n})");
        }
        assert_eq!(
            (0..8).map(prime_count).collect::<Vec<_>>(),
            vec![0, 0, 1, 2, 2, 3, 3, 4]
        );
        assert_eq!(prime_count(10_000_000_000), 455_052_511);
    }

    #[test]
    fn closed_forms_follow_the_definition() {
        for g in [Prim::new(), Prim::without_emptying()] {
            let reference = naive_values(&g, 300);
            assert_eq!(g.nim_values(300), reference);
            for (n, &v) in reference.iter().enumerate() {
                assert_eq!(g.nim_value(n), v, "Prim {n}");
            }
        }
        for g in [Dim::new(), Dim::without_taking_all()] {
            assert_eq!(g.nim_values(300), naive_values(&g, 300));
        }
    }
}
