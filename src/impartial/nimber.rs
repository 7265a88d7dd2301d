//! Nimbers `*n` as 64-bit values: the field GF(2^64) of Conway's nim
//! arithmetic, where addition is XOR and multiplication is nim-product.
//!
//! Where the processor has a carry-less multiply (x86-64 `pclmulqdq`, Arm
//! `pmull`, detected at run time) a product goes through a polynomial basis
//! of the field ([`super::nim_basis`]). Elsewhere multiplication works on
//! halves: below 2^16 it uses log and exp tables of the field of 2^16
//! nimbers (built once, 384 KiB); above, a nimber is `a1·F + a0` with
//! `F = 2^16` or `2^32` a Fermat 2-power, `F⊗F = F ⊕ F/2`, and the three
//! half-size products of Karatsuba give the whole one. An inverse goes
//! through norms to the half fields on the tables alone, which on the
//! processors measured beat the carry-less multiply there.

use std::fmt;
use std::ops::{Add, AddAssign, Div, Mul, MulAssign, Sub};
use std::str::FromStr;
use std::sync::LazyLock;

use thiserror::Error;

use super::nim_inverse::inv64;

/// A nimber `*n` for `n < 2^64`.
///
/// Nimbers form a field: `+` is nim-sum (XOR, and every nimber is its own
/// negative), `*` is nim-product, and every nonzero nimber has an inverse.
///
/// ```
/// use combinatorial_games::Nimber;
/// let (a, b) = (Nimber(2), Nimber(3));
/// assert_eq!(a + b, Nimber(1));
/// assert_eq!(a * b, Nimber(1)); // *2 and *3 are inverse to each other
/// assert_eq!(Nimber(4) * Nimber(4), Nimber(6));
/// assert_eq!(Nimber(7).inverse().map(|i| i * Nimber(7)), Some(Nimber(1)));
/// assert_eq!(Nimber(5).to_string(), "*5");
/// ```
///
/// Products use the processor's carry-less multiply where it has one
/// (x86-64 `pclmulqdq`, Arm `pmull`, detected at run time, no build flags
/// needed) and tables elsewhere; both give the same values.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Default)]
pub struct Nimber(pub u64);

impl Nimber {
    /// `*0`, the zero of the field.
    pub const ZERO: Nimber = Nimber(0);
    /// `*1`, the unit of the field.
    pub const ONE: Nimber = Nimber(1);

    /// The multiplicative inverse, `None` for `*0`.
    ///
    /// ```
    /// use combinatorial_games::Nimber;
    /// assert_eq!(Nimber(2).inverse(), Some(Nimber(3)));
    /// assert_eq!(Nimber(0).inverse(), None);
    /// ```
    pub fn inverse(self) -> Option<Nimber> {
        (self.0 != 0).then(|| Nimber(inv64(self.0)))
    }

    /// `self` to the power `e` (with `x^0 = *1`).
    ///
    /// ```
    /// use combinatorial_games::Nimber;
    /// // The multiplicative group of the 2^64 nimbers has order 2^64 - 1.
    /// assert_eq!(Nimber(12345).pow(u64::MAX), Nimber(1));
    /// ```
    pub fn pow(self, mut e: u64) -> Nimber {
        let (mut base, mut acc) = (self, Nimber::ONE);
        while e > 0 {
            if e & 1 == 1 {
                acc *= base;
            }
            base *= base;
            e >>= 1;
        }
        acc
    }

    /// `self / other`, `None` when `other` is `*0`.
    ///
    /// ```
    /// use combinatorial_games::Nimber;
    /// assert_eq!(Nimber(6).checked_div(Nimber(4)), Some(Nimber(4)));
    /// assert_eq!(Nimber(6).checked_div(Nimber(0)), None);
    /// ```
    pub fn checked_div(self, other: Nimber) -> Option<Nimber> {
        other.inverse().map(|i| self * i)
    }
}

impl fmt::Display for Nimber {
    /// `*n`, with `0` for `*0` and `*` for `*1` as games print.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let star = if f.alternate() { "∗" } else { "*" };
        match self.0 {
            0 => f.write_str("0"),
            1 => f.write_str(star),
            n => write!(f, "{star}{n}"),
        }
    }
}

/// Why a string is not a nimber.
///
/// ```
/// use combinatorial_games::impartial::NimberError;
/// use combinatorial_games::Nimber;
/// assert_eq!("*x".parse::<Nimber>(), Err(NimberError::Invalid("*x".into())));
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum NimberError {
    /// The text is not `*n`, `*`, `0` or a plain number.
    #[error("'{0}' is not a nimber: write *n, * or a number n below 2^64")]
    Invalid(String),
}

impl FromStr for Nimber {
    type Err = NimberError;

    /// Reads `*5`, `∗5`, `*`, `0` or a plain `5`.
    ///
    /// ```
    /// use combinatorial_games::Nimber;
    /// assert_eq!("*5".parse(), Ok(Nimber(5)));
    /// assert_eq!("*".parse(), Ok(Nimber(1)));
    /// assert!("*x".parse::<Nimber>().is_err());
    /// ```
    fn from_str(s: &str) -> Result<Nimber, NimberError> {
        let t = s.trim();
        let digits = t
            .strip_prefix('*')
            .or_else(|| t.strip_prefix('∗'))
            .map(|d| if d.is_empty() { "1" } else { d })
            .unwrap_or(t);
        if !digits.bytes().all(|b| b.is_ascii_digit()) {
            return Err(NimberError::Invalid(s.to_string()));
        }
        digits
            .parse()
            .map(Nimber)
            .map_err(|_| NimberError::Invalid(s.to_string()))
    }
}

impl From<u64> for Nimber {
    fn from(n: u64) -> Nimber {
        Nimber(n)
    }
}

// Nim-sum is XOR, and subtraction is addition: the lint's suspicion is
// exactly the point.
#[allow(clippy::suspicious_arithmetic_impl)]
impl Add for Nimber {
    type Output = Nimber;
    fn add(self, other: Nimber) -> Nimber {
        Nimber(self.0 ^ other.0)
    }
}

#[allow(clippy::suspicious_op_assign_impl)]
impl AddAssign for Nimber {
    fn add_assign(&mut self, other: Nimber) {
        self.0 ^= other.0;
    }
}

/// Subtraction is addition: every nimber is its own negative.
#[allow(clippy::suspicious_arithmetic_impl)]
impl Sub for Nimber {
    type Output = Nimber;
    fn sub(self, other: Nimber) -> Nimber {
        self + other
    }
}

impl Mul for Nimber {
    type Output = Nimber;
    fn mul(self, other: Nimber) -> Nimber {
        Nimber(mul64(self.0, other.0))
    }
}

impl MulAssign for Nimber {
    fn mul_assign(&mut self, other: Nimber) {
        *self = *self * other;
    }
}

/// Division by a nonzero nimber.
///
/// # Panics
///
/// When dividing by `*0`, as integer division by zero does; use
/// [`Nimber::checked_div`] to get `None` instead.
impl Div for Nimber {
    type Output = Nimber;
    fn div(self, other: Nimber) -> Nimber {
        self.checked_div(other).expect("nimber division by *0")
    }
}

impl std::iter::Sum for Nimber {
    fn sum<I: Iterator<Item = Nimber>>(iter: I) -> Nimber {
        iter.fold(Nimber::ZERO, Add::add)
    }
}

impl std::iter::Product for Nimber {
    fn product<I: Iterator<Item = Nimber>>(iter: I) -> Nimber {
        iter.fold(Nimber::ONE, Mul::mul)
    }
}

/// The minimum excludant: the least `n` not in `values`.
///
/// ```
/// use combinatorial_games::impartial::mex;
/// assert_eq!(mex([0, 1, 3]), 2);
/// assert_eq!(mex([]), 0);
/// assert_eq!(mex([1, 2]), 0);
/// ```
pub fn mex(values: impl IntoIterator<Item = u64>) -> u64 {
    let mut seen: Vec<u64> = values.into_iter().collect();
    seen.sort_unstable();
    seen.dedup();
    seen.iter()
        .enumerate()
        .find(|&(i, &v)| v != i as u64)
        .map_or(seen.len() as u64, |(i, _)| i as u64)
}

// ---------------------------------------------------------------------------
// Multiplication.

/// Log and exp tables of the field of nimbers below 2^16.
pub(super) struct Tables {
    /// `log[x]` for `x != 0`: the exponent of `x` to the generator.
    pub(super) log: Box<[u16]>,
    /// `exp[i]` for `0 <= i < 2·65535`, doubled so sums of two logs need no
    /// reduction.
    pub(super) exp: Box<[u16]>,
}

pub(super) const ORDER16: usize = 65_535;

pub(super) static TABLES: LazyLock<Tables> = LazyLock::new(|| {
    let g = generator16();
    let mut exp = vec![0u16; 2 * ORDER16];
    let mut log = vec![0u16; 1 << 16];
    let mut x: u64 = 1;
    for i in 0..ORDER16 {
        exp[i] = x as u16;
        exp[i + ORDER16] = x as u16;
        log[x as usize] = i as u16;
        x = mul_halving(x, g, 16);
    }
    debug_assert_eq!(x, 1, "the generator has order 65535");
    Tables {
        log: log.into_boxed_slice(),
        exp: exp.into_boxed_slice(),
    }
});

/// The nim-product of `a` and `b` below `2^bits` (bits a power of two, at
/// most 64), by halving alone. Slow; it builds the tables and is the
/// reference the fast path is tested against.
pub(crate) fn mul_halving(a: u64, b: u64, bits: u32) -> u64 {
    if bits == 1 {
        return a & b;
    }
    let half = bits / 2;
    let mask = (1u64 << half) - 1;
    let (a1, a0, b1, b0) = (a >> half, a & mask, b >> half, b & mask);
    let hi = mul_halving(a1, b1, half);
    let lo = mul_halving(a0, b0, half);
    let mid = mul_halving(a1 ^ a0, b1 ^ b0, half);
    // (a1F + a0)(b1F + b0) = hi·F² + (mid - hi - lo)·F + lo, F² = F + F/2.
    let hi_half = mul_halving(hi, 1 << (half - 1), half);
    ((mid ^ lo) << half) | (lo ^ hi_half)
}

/// The least generator of the multiplicative group of nimbers below 2^16.
fn generator16() -> u64 {
    let pow = |x: u64, mut e: u64| {
        let (mut base, mut acc) = (x, 1u64);
        while e > 0 {
            if e & 1 == 1 {
                acc = mul_halving(acc, base, 16);
            }
            base = mul_halving(base, base, 16);
            e >>= 1;
        }
        acc
    };
    // 65535 = 3 · 5 · 17 · 257.
    (2u64..)
        .find(|&g| [3u64, 5, 17, 257].iter().all(|p| pow(g, 65_535 / p) != 1))
        .expect("a cyclic group has a generator")
}

#[inline]
fn mul16(t: &Tables, a: u64, b: u64) -> u64 {
    if a == 0 || b == 0 {
        return 0;
    }
    let i = t.log[a as usize] as usize + t.log[b as usize] as usize;
    t.exp[i] as u64
}

/// `log` of `2^15`, the "half" of the Fermat 2-power `2^16`.
#[inline]
pub(super) fn log_h16(t: &Tables) -> usize {
    t.log[1 << 15] as usize
}

/// `x ⊗ 2^15` for `x < 2^16`.
#[inline]
fn mul16_h(t: &Tables, x: u64) -> u64 {
    if x == 0 {
        return 0;
    }
    // Both logs are below 65535 and `exp` is doubled: no reduction needed.
    t.exp[t.log[x as usize] as usize + log_h16(t)] as u64
}

/// Below 2^32: `(a1F + a0)(b1F + b0)` with `F = 2^16`. Schoolbook on
/// logs: the four logs are read once and serve all four half products
/// (Karatsuba would need the logs of `a1 ⊕ a0` and `b1 ⊕ b0` as well).
#[inline]
fn mul32(t: &Tables, a: u64, b: u64) -> u64 {
    let (a1, a0, b1, b0) = (a >> 16, a & 0xFFFF, b >> 16, b & 0xFFFF);
    if a1 == 0 && b1 == 0 {
        return mul16(t, a0, b0);
    }
    let log = |x: u64| (x != 0).then(|| t.log[x as usize] as usize);
    let (la1, la0, lb1, lb0) = (log(a1), log(a0), log(b1), log(b0));
    let prod = |x: Option<usize>, y: Option<usize>| match (x, y) {
        (Some(x), Some(y)) => t.exp[x + y] as u64,
        _ => 0,
    };
    let hi = prod(la1, lb1);
    let mid = prod(la1, lb0) ^ prod(la0, lb1);
    let lo = prod(la0, lb0);
    // hi·F² = hi·F + hi⊗(F/2).
    ((mid ^ hi) << 16) | (lo ^ mul16_h(t, hi))
}

/// `x ⊗ 2^31` for `x < 2^32`, where `2^31 = F ⊗ h` with `F = 2^16` and
/// `h = 2^15`: `(x1F + x0)⊗F⊗h = ((x1 + x0)⊗h)·F + x1⊗h⊗h`.
#[inline]
fn mul32_h(t: &Tables, x: u64) -> u64 {
    let (x1, x0) = (x >> 16, x & 0xFFFF);
    (mul16_h(t, x1 ^ x0) << 16) | mul16_h(t, mul16_h(t, x1))
}

/// The nim-product of two 64-bit nimbers, by the processor's carry-less
/// multiply where it has one.
#[inline]
pub(super) fn mul64(a: u64, b: u64) -> u64 {
    super::clmul::mul(a, b).unwrap_or_else(|| mul64_portable(a, b))
}

/// The nim-product by the tables alone: the fallback, and what the
/// polynomial basis is built from.
pub(crate) fn mul64_portable(a: u64, b: u64) -> u64 {
    let t = &*TABLES;
    let (a1, a0, b1, b0) = (a >> 32, a & 0xFFFF_FFFF, b >> 32, b & 0xFFFF_FFFF);
    if a1 == 0 && b1 == 0 {
        return mul32(t, a0, b0);
    }
    let hi = mul32(t, a1, b1);
    let lo = mul32(t, a0, b0);
    let mid = mul32(t, a1 ^ a0, b1 ^ b0);
    ((mid ^ lo) << 32) | (lo ^ mul32_h(t, hi))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The definition: a⊗b = mex{a'⊗b ⊕ a⊗b' ⊕ a'⊗b' : a' < a, b' < b}.
    fn by_definition(n: usize) -> Vec<Vec<u64>> {
        let mut t = vec![vec![0u64; n]; n];
        for a in 0..n {
            for b in 0..n {
                let mut opts = Vec::new();
                for x in 0..a {
                    for y in 0..b {
                        opts.push(t[x][b] ^ t[a][y] ^ t[x][y]);
                    }
                }
                t[a][b] = mex(opts);
            }
        }
        t
    }

    #[test]
    fn products_below_32_match_the_definition() {
        let t = by_definition(32);
        for a in 0..32u64 {
            for b in 0..32u64 {
                assert_eq!(
                    (Nimber(a) * Nimber(b)).0,
                    t[a as usize][b as usize],
                    "{a}*{b}"
                );
            }
        }
    }

    #[test]
    fn fermat_powers() {
        // Distinct Fermat 2-powers multiply as integers; F⊗F = 3F/2.
        for k in 0..6 {
            let f = 1u64 << (1 << k);
            assert_eq!(Nimber(f) * Nimber(f), Nimber(f ^ (f >> 1)), "F = {f}");
        }
        assert_eq!(Nimber(1 << 16) * Nimber(1 << 32), Nimber(1 << 48));
        assert_eq!(Nimber(1 << 32) * Nimber(1 << 32), Nimber(3 << 31));
    }

    #[test]
    fn fast_matches_halving() {
        let mut x: u64 = 0x9E37_79B9_7F4A_7C15;
        for _ in 0..20_000 {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            let a = x;
            let b = x.rotate_left(29).wrapping_mul(0xD6E8_FEB8_6659_FD93);
            assert_eq!(mul64_portable(a, b), mul_halving(a, b, 64), "{a} * {b}");
            assert_eq!(mul64(a, b), mul_halving(a, b, 64), "{a} * {b}");
            let (a32, b32) = (a & 0xFFFF_FFFF, b >> 32);
            assert_eq!(mul64_portable(a32, b32), mul_halving(a32, b32, 32));
        }
    }

    #[test]
    fn parse_and_print() {
        for s in ["0", "*", "*2", "*18446744073709551615"] {
            assert_eq!(s.parse::<Nimber>().unwrap().to_string(), s);
        }
        assert!("*18446744073709551616".parse::<Nimber>().is_err());
        assert!("-3".parse::<Nimber>().is_err());
        assert!("".parse::<Nimber>().is_err());
        assert_eq!(format!("{:#}", Nimber(3)), "∗3");
    }
}
