//! The nimbers below 2^64 written in a polynomial basis, so that the
//! processor's carry-less multiply can do nim-products.
//!
//! The 2^64 nimbers form the field GF(2^64), and so does GF(2)[x]/(p) for
//! any irreducible `p` of degree 64. Take a nimber `α` whose minimal
//! polynomial `p` has degree 64: then `Σ cᵢ·xⁱ ↦ ⊕ cᵢ·αⁱ` is an isomorphism
//! of fields, and it is linear over GF(2), a 64 × 64 bit matrix. A product
//! is two matrix-vector products into the polynomial basis, one carry-less
//! multiply, a reduction modulo `p` (Barrett's, two more carry-less
//! multiplies), and one matrix-vector product back. Each matrix-vector
//! product is eight lookups in tables of 256 words, one per byte.
//!
//! Nothing here is `unsafe`: the multiply itself is a parameter, the
//! processor's instruction from [`super::clmul`] or a plain loop in the
//! tests, so one routine serves both and the tests check it anywhere.

/// Bits of the input each table of a linear map covers.
const CHUNK: usize = 8;
/// Tables per linear map.
const TABLES: usize = 64 / CHUNK;
/// Entries per table.
const ENTRIES: usize = 1 << CHUNK;
type LinearMap = [[u64; ENTRIES]; TABLES];

/// The change of basis and the constants of the reduction.
pub(crate) struct Basis {
    /// Nimber → polynomial coefficients, byte `k` of the nimber indexing
    /// table `k`.
    to_poly: LinearMap,
    /// Polynomial coefficients → nimber, likewise.
    to_nim: LinearMap,
    /// `p - x^64`: the low coefficients of the modulus.
    p_low: u64,
    /// `⌊x^128 / p⌋ - x^64`: Barrett's constant, low coefficients.
    mu_low: u64,
}

impl Basis {
    /// Builds the basis from a nim multiplication `mul` (the portable one),
    /// with `α` the least nimber of degree 64 over GF(2). The nimbers below
    /// 2^32 are a subfield, of degree 32, so the search starts above them.
    pub(crate) fn new(mul: impl Fn(u64, u64) -> u64) -> Box<Basis> {
        (1u64 << 32..)
            .find_map(|alpha| Basis::with_root(alpha, &mul))
            .expect("most nimbers have degree 64")
    }

    /// The basis of powers of `alpha`, `None` when they are dependent (its
    /// degree is below 64).
    fn with_root(alpha: u64, mul: &impl Fn(u64, u64) -> u64) -> Option<Box<Basis>> {
        let mut powers = [0u64; 65];
        powers[0] = 1;
        for i in 1..65 {
            powers[i] = mul(powers[i - 1], alpha);
        }
        let coords = Coordinates::of(&powers[..64])?;
        let p_low = coords.of_nimber(powers[64]);
        let mut basis = Box::new(Basis {
            to_poly: [[0; ENTRIES]; TABLES],
            to_nim: [[0; ENTRIES]; TABLES],
            p_low,
            mu_low: barrett_constant(p_low),
        });
        let unit_images: [u64; 64] = std::array::from_fn(|j| coords.of_nimber(1 << j));
        fill_byte_tables(&mut basis.to_poly, &unit_images);
        fill_byte_tables(
            &mut basis.to_nim,
            powers[..64].try_into().expect("64 powers"),
        );
        Some(basis)
    }

    /// The nim-product of `a` and `b`, with `clmul` the carry-less multiply
    /// returning the high and low words of the 128-bit product.
    #[inline(always)]
    pub(crate) fn mul(&self, a: u64, b: u64, clmul: impl Fn(u64, u64) -> (u64, u64)) -> u64 {
        let (hi, lo) = clmul(apply(&self.to_poly, a), apply(&self.to_poly, b));
        // Barrett: for deg h < 64 the quotient of h·x^64 by p is exactly
        // the high word of h·⌊x^128/p⌋ (no carries, so no correction).
        let q = hi ^ clmul(hi, self.mu_low).0;
        let r = lo ^ clmul(q, self.p_low).1;
        apply(&self.to_nim, r)
    }
}

/// The GF(2)-linear map given by `tables`, applied to `x` a byte at a time.
#[inline(always)]
fn apply(tables: &LinearMap, x: u64) -> u64 {
    let look = |k: usize| tables[k][(x >> (CHUNK * k)) as usize & (ENTRIES - 1)];
    // A tree of XORs: the eight lookups are independent, so the latency
    // is three XORs deep rather than eight.
    ((look(0) ^ look(1)) ^ (look(2) ^ look(3))) ^ ((look(4) ^ look(5)) ^ (look(6) ^ look(7)))
}

/// `tables[k][byte]` is the XOR of `images[8k + j]` over the bits `j` of
/// `byte`.
fn fill_byte_tables(tables: &mut LinearMap, images: &[u64; 64]) {
    for (k, table) in tables.iter_mut().enumerate() {
        for chunk in 1..ENTRIES {
            let low = chunk.trailing_zeros() as usize;
            table[chunk] = table[chunk & (chunk - 1)] ^ images[CHUNK * k + low];
        }
    }
}

/// `⌊x^128 / p⌋ - x^64` for `p = x^64 + p_low`, by long division.
fn barrett_constant(p_low: u64) -> u64 {
    let p = (1u128 << 64) | u128::from(p_low);
    // x^128 - x^64·p leaves x^64·p_low; divide that by p bit by bit.
    let mut rem = u128::from(p_low) << 64;
    let mut quotient = 0u64;
    for i in (0..64).rev() {
        if rem >> (64 + i) & 1 == 1 {
            quotient |= 1 << i;
            rem ^= p << i;
        }
    }
    quotient
}

/// Coordinates in the basis of 64 given nimbers, by Gauss-Jordan
/// elimination: `rows[j]` is the set of basis vectors whose XOR is `2^j`.
struct Coordinates {
    rows: [u64; 64],
}

impl Coordinates {
    /// `None` when the vectors are linearly dependent.
    fn of(vectors: &[u64]) -> Option<Coordinates> {
        // Each entry is (vector, which basis vectors were XORed into it).
        let mut pivots: [Option<(u64, u64)>; 64] = [None; 64];
        for (i, &v) in vectors.iter().enumerate() {
            let (mut v, mut m) = (v, 1u64 << i);
            while v != 0 {
                let top = 63 - v.leading_zeros() as usize;
                match pivots[top] {
                    Some((pv, pm)) => (v, m) = (v ^ pv, m ^ pm),
                    None => {
                        pivots[top] = Some((v, m));
                        break;
                    }
                }
            }
            if v == 0 {
                return None;
            }
        }
        // Clear every pivot's lower bits, from the lowest pivot up.
        let mut rows = [0u64; 64];
        for j in 0..64 {
            let (mut v, mut m) = pivots[j].expect("64 independent vectors");
            for (low, &row) in rows.iter().enumerate().take(j) {
                if v >> low & 1 == 1 {
                    v ^= 1 << low;
                    m ^= row;
                }
            }
            debug_assert_eq!(v, 1 << j);
            rows[j] = m;
        }
        Some(Coordinates { rows })
    }

    fn of_nimber(&self, n: u64) -> u64 {
        (0..64)
            .filter(|&j| n >> j & 1 == 1)
            .fold(0, |acc, j| acc ^ self.rows[j])
    }
}

/// The carry-less product in plain Rust, a bit at a time: the reference
/// the processor's instruction is tested against.
#[cfg(test)]
pub(crate) fn clmul_portable(a: u64, b: u64) -> (u64, u64) {
    let mut acc = 0u128;
    for i in 0..64 {
        if b >> i & 1 == 1 {
            acc ^= u128::from(a) << i;
        }
    }
    ((acc >> 64) as u64, acc as u64)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::impartial::nimber::{mul_halving, mul64_portable};

    use crate::test_rng::xorshift;

    #[test]
    fn the_basis_multiplies_as_nimbers() {
        let basis = Basis::new(mul64_portable);
        let mut next = xorshift(0x0123_4567_89AB_CDEF);
        for _ in 0..3000 {
            let (a, b) = (next(), next());
            assert_eq!(
                basis.mul(a, b, clmul_portable),
                mul_halving(a, b, 64),
                "{a} * {b}"
            );
        }
        for a in 0..64u64 {
            for b in 0..64u64 {
                assert_eq!(basis.mul(a, b, clmul_portable), mul_halving(a, b, 8));
            }
        }
    }

    #[test]
    fn the_modulus_has_alpha_as_a_root() {
        // p(α) = α^64 ⊕ Σ p_i·α^i = 0, computed in nim arithmetic alone.
        let basis = Basis::new(mul64_portable);
        let alpha = (1u64 << 32..)
            .find(|&a| Basis::with_root(a, &mul64_portable).is_some())
            .unwrap();
        let mut power = 1u64;
        let mut sum = 0u64;
        for i in 0..64 {
            if basis.p_low >> i & 1 == 1 {
                sum ^= power;
            }
            power = mul_halving(power, alpha, 64);
        }
        assert_eq!(sum ^ power, 0);
    }

    #[test]
    fn barrett_constant_by_its_definition() {
        // x^128 = μ·p + r with deg r < 64, μ = x^64 + mu_low.
        let basis = Basis::new(mul64_portable);
        let (p_low, mu_low) = (basis.p_low, basis.mu_low);
        // μ·p = x^128 + x^64·(p_low + mu_low) + mu_low·p_low.
        let (hi, _) = clmul_portable(mu_low, p_low);
        // The x^64..x^127 coefficients of μ·p must vanish apart from x^128.
        assert_eq!(p_low ^ mu_low ^ hi, 0, "remainder of degree >= 64");
    }

    #[test]
    fn portable_clmul_on_small_cases() {
        assert_eq!(clmul_portable(0b11, 0b11), (0, 0b101));
        assert_eq!(clmul_portable(1 << 63, 1 << 63), (1 << 62, 0));
        assert_eq!(clmul_portable(u64::MAX, 1), (0, u64::MAX));
    }
}
