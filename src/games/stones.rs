//! Stones among cells as one number: every way of putting stones in `n`
//! cells (any total) gets its own rank, counting first the boards with
//! fewer stones, then within a total by the combinatorial number system
//! (the cells as stars and bars). Mancala's position codes are these
//! ranks; 14 cells hold up to 129 stones (12 cells 194) before the ranks pass 2^63.

use std::sync::OnceLock;

/// The most cells ranked.
pub(crate) const MAX_CELLS: usize = 14;
/// The most stones ranked.
const MAX_STONES: usize = 200;

/// `C(a, k)` for `a` up to `MAX_STONES + MAX_CELLS` and `k` up to
/// `MAX_CELLS`, saturating at `u128::MAX`.
fn binomial(a: usize, k: usize) -> u128 {
    static TABLE: OnceLock<Vec<[u128; MAX_CELLS + 1]>> = OnceLock::new();
    let t = TABLE.get_or_init(|| {
        let mut t = vec![[0u128; MAX_CELLS + 1]; MAX_STONES + MAX_CELLS + 1];
        for a in 0..t.len() {
            t[a][0] = 1;
            for k in 1..=MAX_CELLS.min(a) {
                t[a][k] = t[a - 1][k - 1].saturating_add(if k < a { t[a - 1][k] } else { 0 });
            }
        }
        t
    });
    t[a][k]
}

/// How many boards of `n` cells hold fewer than `total` stones.
fn below(n: usize, total: usize) -> u128 {
    binomial(total + n - 1, n)
}

/// Whether every board of `n` cells and at most `total` stones has a rank
/// below `2^63` (so that a rank and a bit for the mover fit in a `u64`).
pub(crate) fn fits(n: usize, total: usize) -> bool {
    n <= MAX_CELLS && total <= MAX_STONES && below(n, total + 1) < 1 << 63
}

/// The rank of `cells` (which must [`fits`]).
pub(crate) fn rank(cells: &[u8]) -> u64 {
    let n = cells.len();
    let total: usize = cells.iter().map(|&c| usize::from(c)).sum();
    let mut r = below(n, total);
    let mut bar = 0;
    for (j, &c) in cells[..n - 1].iter().enumerate() {
        bar += usize::from(c);
        r += binomial(bar + j, j + 1);
    }
    r as u64
}

/// The cells of rank `r` among boards of `n` cells (the inverse of
/// [`rank`]), written into `cells[..n]`.
pub(crate) fn unrank(r: u64, cells: &mut [u8]) {
    let n = cells.len();
    let mut total = 0;
    while below(n, total + 1) <= u128::from(r) {
        total += 1;
    }
    let mut r = u128::from(r) - below(n, total);
    // Bar j stands at (the stones of cells 0..=j) + j; past the last one,
    // a bar at total + n - 1 closes the last cell. From the last bar down,
    // each is the greatest b with C(b, j + 1) at most what is left.
    let mut next = total + n - 1;
    for j in (0..n - 1).rev() {
        let (mut lo, mut hi) = (j, next - 1);
        while lo < hi {
            let mid = (lo + hi).div_ceil(2);
            if binomial(mid, j + 1) <= r {
                lo = mid;
            } else {
                hi = mid - 1;
            }
        }
        r -= binomial(lo, j + 1);
        cells[j + 1] = (next - lo - 1) as u8;
        next = lo;
    }
    cells[0] = next as u8;
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ranks_count_boards_in_order() {
        // Three cells: totals 0, 1, 2 give 1, 3 and 6 boards, ranked 0..10.
        let mut seen = Vec::new();
        for total in 0..=2u8 {
            for a in 0..=total {
                for b in 0..=total - a {
                    seen.push(rank(&[a, b, total - a - b]));
                }
            }
        }
        seen.sort_unstable();
        assert_eq!(seen, (0..10).collect::<Vec<u64>>());
    }

    #[test]
    fn unrank_inverts_rank() {
        let mut out = [0u8; 8];
        for cells in [
            [0, 3, 3, 3, 0, 3, 3, 3],
            [24, 0, 0, 0, 0, 0, 0, 0],
            [0, 0, 0, 0, 0, 0, 0, 24],
            [1, 0, 7, 2, 0, 0, 5, 9],
        ] {
            unrank(rank(&cells), &mut out);
            assert_eq!(out, cells);
        }
        // The limits, by Python's math.comb: C(t + n, n) < 2^63.
        assert!(
            fits(14, 129) && !fits(14, 130) && fits(12, 194) && !fits(12, 195) && fits(10, 200)
        );
    }
}
