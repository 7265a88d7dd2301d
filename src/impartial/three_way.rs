//! Nim-sequences of take-and-break codes that split heaps into three.
//!
//! Listing every option of a heap of n that leaves three heaps makes about
//! n²/12 lists, so the plain method takes n³ work in all (2 000 heaps of
//! `0.3F` took 7-10 s). Here each total s keeps the set of nim-sums of
//! its splits into two non-empty heaps, `P(s)`, as a bit set; the values
//! of the splits of r into three are then the union over the third heap c
//! of `P(r - c)` with every member nim-added to the value of c, and a set
//! nim-added to a constant is a permutation of its bits and words.

use super::code::TakeAndBreak;

/// A set of nim values as bits, 64 to a word.
type Bits = Vec<u64>;

/// For each of the six low bits of a value, the mask of the bit positions
/// where that bit is 0: swapping the two halves of each block moves bit b
/// to bit b ^ (1 << i).
const HALVES: [u64; 6] = [
    0x5555_5555_5555_5555,
    0x3333_3333_3333_3333,
    0x0F0F_0F0F_0F0F_0F0F,
    0x00FF_00FF_00FF_00FF,
    0x0000_FFFF_0000_FFFF,
    0x0000_0000_FFFF_FFFF,
];

/// The bits of `x` moved from position b to b ^ s (s < 64).
fn permute(mut x: u64, s: u64) -> u64 {
    for (i, m) in HALVES.iter().enumerate() {
        if s >> i & 1 == 1 {
            let k = 1 << i;
            x = (x >> k) & m | (x & m) << k;
        }
    }
    x
}

/// Adds to `out` every member of `set` nim-added to `v`. Every value of
/// `set` and `v` lie below `64 * out.len()`, a power of two words.
fn or_translated(out: &mut [u64], set: &[u64], v: u64) {
    let (word, bit) = ((v >> 6) as usize, v & 63);
    for (w, &x) in set.iter().enumerate() {
        if x != 0 {
            out[w ^ word] |= permute(x, bit);
        }
    }
}

fn insert(set: &mut Bits, v: u64) {
    set[(v >> 6) as usize] |= 1 << (v & 63);
}

/// The least value not in `set`.
fn mex(set: &[u64]) -> u64 {
    for (w, &x) in set.iter().enumerate() {
        if x != u64::MAX {
            return (w as u64) * 64 + u64::from(x.trailing_ones());
        }
    }
    set.len() as u64 * 64
}

/// Words enough, a power of two, for values below `limit`.
fn words_for(limit: u64) -> usize {
    (limit.div_ceil(64).max(1) as usize).next_power_of_two()
}

/// The nim-values of heaps `0..=n` of `code`, for codes that split into
/// three (any code is right; the others have faster methods).
pub(crate) fn nim_values(code: &TakeAndBreak, n: usize) -> Vec<u64> {
    let mut g: Vec<u64> = Vec::with_capacity(n + 1);
    let mut pairs: Vec<Bits> = Vec::with_capacity(n + 1);
    // The values of the splits of r into three, made when first needed
    // (codes with a repeated tail meet each r again at every larger heap).
    let mut triples: Vec<Option<Bits>> = vec![None; n + 1];
    // Every value so far, and so every nim-sum of them, is below `limit`.
    let mut limit: u64 = 1;
    for k in 0..=n {
        crate::budget::steps(k + 1);
        let words = words_for(limit);
        let mut p = vec![0u64; words];
        for a in 1..=k / 2 {
            insert(&mut p, g[a] ^ g[k - a]);
        }
        pairs.push(p);
        // The values of this heap's options lie below `limit` as well,
        // except the mex itself, which can reach it.
        let mut seen = vec![0u64; words];
        for (j, d) in code.takes(k) {
            let r = k - j;
            if d & 1 != 0 && r == 0 {
                insert(&mut seen, 0);
            }
            if d & 2 != 0 && r >= 1 && j >= 1 {
                insert(&mut seen, g[r]);
            }
            if d & 4 != 0 && r >= 2 {
                for (s, &x) in seen.iter_mut().zip(&pairs[r]) {
                    *s |= x;
                }
            }
            if d & 8 != 0 && r >= 3 {
                let t = triples[r].get_or_insert_with(|| {
                    crate::budget::steps(r);
                    let mut t = vec![0u64; words];
                    for c in 1..=r - 2 {
                        or_translated(&mut t, &pairs[r - c], g[c]);
                    }
                    t
                });
                for (s, &x) in seen.iter_mut().zip(t.iter()) {
                    *s |= x;
                }
            }
        }
        let v = mex(&seen);
        g.push(v);
        while v >= limit {
            limit *= 2;
        }
    }
    g
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::impartial::naive_values;

    #[test]
    fn permuting_bits_is_nim_adding() {
        let x: u64 = 0b1011_0010_0000_0001 | 1 << 40 | 1 << 63;
        for s in 0..64 {
            let y = permute(x, s);
            for b in 0..64 {
                assert_eq!(y >> (b ^ s) & 1, x >> b & 1, "s = {s}, bit {b}");
            }
        }
    }

    /// Against the definition (every option listed) on codes that split
    /// into three, with and without the other moves.
    #[test]
    fn agrees_with_the_plain_method() {
        for text in [
            "0.3F", "0.F", "0.8", "0.08", "0.9", "0.B", "0.C", "0.FF", "8.0F", "C.3", "0.#F",
            "0.38F", "4.8", "0.0F1", "0.E", "0.D",
        ] {
            let code: TakeAndBreak = text.parse().unwrap();
            let n = 90;
            assert_eq!(nim_values(&code, n), naive_values(&code, n), "{text}");
        }
    }

    #[test]
    fn large_values_cross_words() {
        // Values grow past 64 and 128: `0.#F` (take any number, leave up
        // to three heaps) is Nim-like, its values grow with the heap.
        let code: TakeAndBreak = "0.#F".parse().unwrap();
        let v = nim_values(&code, 200);
        assert!(v.iter().any(|&x| x > 128), "{:?}", &v[190..]);
        assert_eq!(v, naive_values(&code, 200));
    }
}
