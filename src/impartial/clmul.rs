//! Nim-products by the processor's carry-less multiply: x86-64's
//! `pclmulqdq`, Arm's `pmull`, found at run time.
//!
//! This module and `prefetch` are the crate's only modules with `unsafe`
//! code (the crate root denies it everywhere else).
//!
//! # Safety
//!
//! Each function compiled with `#[target_feature]` may run only on a
//! processor that has the feature; calling one is `unsafe` for that
//! reason alone. Every such call below sits directly behind the standard
//! library's run-time detection of exactly the features the function
//! enables, so it never runs where the instruction is missing. The
//! functions themselves are safe code: the intrinsics they use take and
//! return plain integers and vectors, no pointers. Where detection says
//! no, [`mul`] returns `None` and the caller uses the portable tables.
//! The detection happens once, when the basis is built: the basis exists
//! only where the instruction does.

use std::sync::LazyLock;

use super::nim_basis::Basis;
use super::nimber::mul64_portable;

/// The polynomial basis, built once, and only where the processor has the
/// instruction: `Some` here is the proof of detection that the calls below
/// rely on.
static FAST: LazyLock<Option<Box<Basis>>> =
    LazyLock::new(|| detected().then(|| Basis::new(mul64_portable)));

/// Whether this processor has the carry-less multiply the code below uses.
fn detected() -> bool {
    #[cfg(target_arch = "x86_64")]
    return std::arch::is_x86_feature_detected!("pclmulqdq");
    #[cfg(target_arch = "aarch64")]
    return std::arch::is_aarch64_feature_detected!("aes");
    #[allow(unreachable_code)]
    false
}

/// The nim-product of `a` and `b` by carry-less multiply, or `None` where
/// the processor has none.
#[inline]
pub(crate) fn mul(a: u64, b: u64) -> Option<u64> {
    let basis = FAST.as_deref()?;
    #[cfg(target_arch = "x86_64")]
    // SAFETY: `FAST` holds a basis only where `detected` found
    // `pclmulqdq`, the one feature `x86::mul` enables beyond x86-64's
    // baseline.
    return Some(unsafe { x86::mul(basis, a, b) });
    #[cfg(target_arch = "aarch64")]
    // SAFETY: likewise for `aes` (which carries `pmull`) and `arm::mul`.
    return Some(unsafe { arm::mul(basis, a, b) });
    #[allow(unreachable_code)]
    {
        let _ = (basis, a, b);
        None
    }
}

#[cfg(target_arch = "x86_64")]
mod x86 {
    use super::Basis;
    use std::arch::x86_64::{
        _mm_clmulepi64_si128, _mm_cvtsi64_si128, _mm_cvtsi128_si64, _mm_unpackhi_epi64,
    };

    #[target_feature(enable = "pclmulqdq")]
    pub(super) fn mul(basis: &Basis, a: u64, b: u64) -> u64 {
        basis.mul(a, b, |x, y| {
            let product =
                _mm_clmulepi64_si128::<0>(_mm_cvtsi64_si128(x as i64), _mm_cvtsi64_si128(y as i64));
            let lo = _mm_cvtsi128_si64(product) as u64;
            let hi = _mm_cvtsi128_si64(_mm_unpackhi_epi64(product, product)) as u64;
            (hi, lo)
        })
    }
}

#[cfg(target_arch = "aarch64")]
mod arm {
    use super::Basis;
    use std::arch::aarch64::vmull_p64;

    #[target_feature(enable = "aes")]
    pub(super) fn mul(basis: &Basis, a: u64, b: u64) -> u64 {
        basis.mul(a, b, |x, y| {
            let product = vmull_p64(x, y);
            ((product >> 64) as u64, product as u64)
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::impartial::nimber::mul_halving;

    #[test]
    fn the_instruction_agrees_with_the_tables() {
        let Some(_) = mul(3, 3) else {
            eprintln!("no carry-less multiply on this processor: nothing to compare");
            return;
        };
        let mut x: u64 = 0xDEAD_BEEF_CAFE_F00D;
        for i in 0..200_000u64 {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            let (a, b) = (x, x.rotate_left(23) ^ i);
            assert_eq!(mul(a, b), Some(mul64_portable(a, b)), "{a} * {b}");
            // Small and structured operands too: the subfields and 2^k.
            let (s, t) = (a & 0xFFFF, b >> 48);
            assert_eq!(mul(s, t), Some(mul64_portable(s, t)));
            let (k, l) = (1u64 << (i % 64), 1u64 << (x % 64));
            assert_eq!(mul(k, l), Some(mul_halving(k, l, 64)));
        }
    }
}
