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
struct Tables {
    /// `log[x]` for `x != 0`: the exponent of `x` to the generator.
    log: Box<[u16]>,
    /// `exp[i]` for `0 <= i < 2·65535`, doubled so sums of two logs need no
    /// reduction.
    exp: Box<[u16]>,
}

const ORDER16: usize = 65_535;

static TABLES: LazyLock<Tables> = LazyLock::new(|| {
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
fn log_h16(t: &Tables) -> usize {
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
fn mul64(a: u64, b: u64) -> u64 {
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

// ---------------------------------------------------------------------------
// Inverses, through norms to the half-size field: for `a = a1F + a0` the
// conjugate is `a1F + (a0 + a1)` (F and F+1 are the roots of x² + x + F/2),
// and `a ⊗ conj(a) = a1²⊗(F/2) + a0² + a0a1` lies in the half field.

fn inv16(t: &Tables, x: u64) -> u64 {
    t.exp[ORDER16 - t.log[x as usize] as usize] as u64
}

/// The inverse of a nonzero `a < 2^32`. Kept on logs throughout, so the
/// chain of dependent table reads is four deep (log, exp, log of the norm,
/// exp) rather than eight.
fn inv32(t: &Tables, a: u64) -> u64 {
    let (a1, a0) = (a >> 16, a & 0xFFFF);
    if a1 == 0 {
        return inv16(t, a0);
    }
    let log = |x: u64| t.log[x as usize] as usize;
    let c0 = a0 ^ a1; // the conjugate's low half
    let la1 = log(a1);
    // The norm a1²⊗h ⊕ a0² ⊕ a0⊗a1 = a1²⊗h ⊕ a0⊗c0.
    let mut norm = t.exp[(2 * la1 + log_h16(t)) % ORDER16] as u64;
    if a0 != 0 && c0 != 0 {
        norm ^= t.exp[log(a0) + log(c0)] as u64;
    }
    // log(norm⁻¹) = ORDER - log(norm), in 1..=ORDER; `exp` is doubled.
    let l_inv = ORDER16 - log(norm);
    let low = if c0 == 0 {
        0
    } else {
        t.exp[log(c0) + l_inv] as u64
    };
    ((t.exp[la1 + l_inv] as u64) << 16) | low
}

fn inv64(a: u64) -> u64 {
    inv64_on_logs(&TABLES, a).unwrap_or_else(|| inv64_with(a, mul64))
}

/// `x mod 65535` for `x < 2·65535`.
#[inline(always)]
fn reduce(x: usize) -> usize {
    if x >= ORDER16 { x - ORDER16 } else { x }
}

/// The inverse of `a` on the tables alone, with every 16-bit quarter kept
/// as its log from the first read to the last: the norm to 32 bits, its
/// inverse through the norm to 16 bits, and the conjugate times that.
/// Six dependent table reads and no 64-bit product: 30-34 ns against
/// 37-41 for two carry-less products around [`inv32`] (best of 11 runs of
/// 300 000 inverses, alternating, 2-core AMD machine, 2026-12-04), and in
/// the machine's slow spells 50-52 ns against 65-70. `None` where a
/// quarter of `a` or of its conjugate, or a half of the norm, or the
/// norm's conjugate is 0 (a log the formulas cannot take; about one
/// nonzero nimber in 7 000).
#[inline(always)]
fn inv64_on_logs(t: &Tables, a: u64) -> Option<u64> {
    let (a1, a0) = (a >> 32, a & 0xFFFF_FFFF);
    let c0 = a0 ^ a1; // the conjugate's low half
    let quarters = [
        a1 >> 16,
        a1 & 0xFFFF,
        a0 >> 16,
        a0 & 0xFFFF,
        c0 >> 16,
        c0 & 0xFFFF,
    ];
    if quarters.contains(&0) {
        return None;
    }
    let log = |x: u64| t.log[x as usize] as usize;
    let exp = |i: usize| t.exp[i] as u64;
    let [u1, u0, v1, v0, w1, w0] = quarters.map(log);
    let (h, hh) = (log_h16(t), reduce(2 * log_h16(t)));
    // The norm a1²⊗2^31 ⊕ a0⊗c0, with F = 2^16, h = 2^15, 2^31 = h⊗F:
    // a1² = u1²·F ⊕ (u1²⊗h ⊕ u0²), and times h⊗F that is
    // (u1²⊗h ⊕ u1²⊗h² ⊕ u0²⊗h)·F ⊕ u1²⊗h²; a0⊗c0 by schoolbook.
    let (su1, su0, vw) = (reduce(2 * u1), reduce(2 * u0), reduce(v1 + w1));
    let n1 = exp(su1 + h) ^ exp(su1 + hh) ^ exp(su0 + h) ^ exp(vw) ^ exp(v1 + w0) ^ exp(v0 + w1);
    let n0 = exp(su1 + hh) ^ exp(v0 + w0) ^ exp(vw + h);
    let c = n1 ^ n0;
    if n1 == 0 || n0 == 0 || c == 0 {
        return None;
    }
    // The norm's inverse m = (n1·F + c) ⊗ (n1²⊗h ⊕ n0⊗c)⁻¹, as the logs of
    // its halves (the norm to 16 bits is not 0: its log is below 65535).
    let (l1, l0, lc) = (log(n1), log(n0), log(c));
    let l_inv = ORDER16 - log(exp(reduce(2 * l1) + h) ^ exp(l0 + lc));
    let (m1, m0) = (reduce(l1 + l_inv), reduce(lc + l_inv));
    // conj(a) ⊗ m = (a1 ⊗ m)·2^32 ⊕ c0 ⊗ m, two products of 32 bits.
    let times_m = |x1: usize, x0: usize| {
        let hi = exp(x1 + m1) ^ exp(x1 + m0) ^ exp(x0 + m1);
        let lo = exp(x0 + m0) ^ exp(reduce(x1 + m1) + h);
        hi << 16 | lo
    };
    Some(times_m(u1, u0) << 32 | times_m(w1, w0))
}

/// The inverse with `mul` for the 64-bit products (the tests pass the
/// portable one as well as the dispatching one).
#[inline(always)]
fn inv64_with(a: u64, mul64: impl Fn(u64, u64) -> u64) -> u64 {
    let t = &*TABLES;
    if a >> 32 == 0 {
        return inv32(t, a);
    }
    // conj(a) = a^(2^32); the norm a⊗conj(a) lies below 2^32.
    let conj = a ^ (a >> 32);
    let norm = mul64(a, conj);
    debug_assert!(norm >> 32 == 0, "the norm of {a} is in the half field");
    mul64(conj, inv32(t, norm))
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
    fn inverses() {
        let mut x: u64 = 12345;
        for _ in 0..20_000 {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            let (h16, l32) = (x & 0xFFFF, x & 0xFFFF_FFFF);
            // Besides random values, the corners of the norm formulas:
            // equal halves (a conjugate with a zero low half) and a zero
            // low half, at 32 and at 64 bits.
            let corners = [h16 << 16 | h16, h16 << 16, l32 << 32 | l32, l32 << 32];
            for a in [x, l32, h16, x & 0xFF].into_iter().chain(corners) {
                if a != 0 {
                    assert_eq!(Nimber(a) * Nimber(a).inverse().unwrap(), Nimber::ONE);
                    let portable = inv64_with(a, mul64_portable);
                    assert_eq!(mul_halving(a, portable, 64), 1, "{a}");
                }
            }
            if let Some(i) = inv64_on_logs(&TABLES, x) {
                assert_eq!(mul_halving(x, i, 64), 1, "{x}");
            }
        }
    }

    #[test]
    fn inverses_whose_norm_lies_below_2_16() {
        // The norm N(a) = a ⊗ conj(a) is multiplicative, and N(b) = b² for
        // b below 2^32; with b² = s / N(a), a ⊗ b has the norm s. Below
        // 2^16 its high half is 0: the path on logs declines, and the
        // other gives the inverse.
        let mut x: u64 = 0xDEAD_BEEF_1234_5678;
        for s in 1..300u64 {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            let a = Nimber(x | 1 << 63);
            let norm = a * Nimber(a.0 ^ (a.0 >> 32));
            assert!(norm.0 >> 32 == 0);
            // The square root in the field of 2^32 nimbers is y^(2^31).
            let b = (Nimber(s) * norm.inverse().unwrap()).pow(1 << 31);
            let ab = a * b;
            assert_eq!(ab * Nimber(ab.0 ^ (ab.0 >> 32)), Nimber(s));
            assert_eq!(inv64_on_logs(&TABLES, ab.0), None);
            assert_eq!(mul_halving(ab.0, inv64(ab.0), 64), 1, "{ab}");
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
