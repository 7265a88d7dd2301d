//! Inverses of nimbers, through norms to the half-size field: for
//! `a = a1F + a0` the conjugate is `a1F + (a0 + a1)` (F and F+1 are the
//! roots of x² + x + F/2), and `a ⊗ conj(a) = a1²⊗(F/2) + a0² + a0a1` lies
//! in the half field, so `a⁻¹ = conj(a) ⊗ (a ⊗ conj(a))⁻¹`. Both ways
//! below read the log and exp tables of [`super::nimber`].

use super::nimber::{ORDER16, TABLES, Tables, log_h16, mul64};

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

/// The inverse of a nonzero 64-bit nimber.
pub(super) fn inv64(a: u64) -> u64 {
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
    use crate::Nimber;
    use crate::impartial::nimber::{mul_halving, mul64_portable};

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
}
