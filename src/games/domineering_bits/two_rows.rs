//! Two-row Domineering regions: found a column at a time, and shortened
//! where a run of columns is free in one row only.
//!
//! A two-row region is a row of columns, each free in both squares (`E`)
//! or in one only (`T` top, `B` bottom); a `T` never stands next to a
//! `B`, or they would not be joined. Only Right can use a `T` or `B`
//! square (horizontally), so a run of them is a store of moves for Right
//! whose ends touch the `E` columns about it. Runs longer than a few
//! columns are worth exactly one move to Right for every two columns more,
//! which is what [`shortened`] uses.
//!
//! # The two identities
//!
//! `W` and `V` are any columns (either may be none), a run `T^m` is `m`
//! columns free in the top row only (the bottom row alike, by the mirror
//! image), and `-1` is a row of two free squares.
//!
//! - **End:** `W E T^(m+2) = W E T^m - 1` for `m >= 1`.
//! - **Between two `E`:** `W E T^(k+2) E V = W E T^k E V - 1` for `k >= 2`.
//!
//! Three facts about Domineering on any board are used, each shown by
//! the copying strategy (the second player copies each move in the other
//! component, where it is legal; the names `P`, `Q` are positions):
//!
//! 1. A row of `n` free squares with none free above or below is `-⌊n/2⌋`.
//! 2. Right's horizontal adjacencies are his only use of a `T` square: if
//!    `Q` is `P` with one more adjacency for Right (two free squares of a
//!    row made neighbours, Left's moves the same), then `Q <= P`. So
//!    cutting a run in two between two of its squares gives a position at
//!    least the uncut one, and joining a run's last square to the next
//!    column's gives one at most the two apart.
//! 3. If `P^L` is `P` with an `E` column filled by Left, then
//!    `P <= P^L + 1`: Left, second in `P^L + 1 - P`, copies every move,
//!    and when Right takes that column in `-P` only the `1` is left.
//!
//! Both identities are proved by induction on the free squares, showing
//! that the second player wins the difference. Moves in `W` or `V`,
//! including those that turn the `E` next to the run into a `T` (the run
//! grows by one in both games) or a `B` (the run becomes an end, or parts
//! from the rest), and Left's moves in the `E` columns, are answered by the
//! same move in the other game: the two results are an identity of fewer
//! squares (or strips, by 1). What is left is Right's moves in the run and
//! the `-1`.
//!
//! *End.* Let `G = W E T^(m+2)` and `H = W E T^m - 1`. Right's domino
//! across `E` and the run's first square leaves strips of `m+1` and
//! `m-1`, one apart by 1. His domino on squares `j, j+1` of the longer
//! run leaves `W E T^(j-1)` and a strip of `m+1-j`; for `j <= m-1` the
//! shorter run's same move matches it, for `j = m+1` the `-1` of `H` does
//! (`W E T^m`). For `j = m` it leaves `W E T^(m-1)`, which by fact 2 is at
//! least `W E T^m`: a move he never needs. So the options agree up to a
//! dominated one.
//!
//! *Between two `E`.* Let `G = W E T^(k+2) E V`, `X = W E T^k E V` and
//! `H = X - 1`.
//! - Right's dominoes across an `E` and the run leave an end of `k+1`
//!   against one of `k-1`: the end identity (`k >= 2`).
//! - Right's domino inside the longer run cuts it into `a + b = k`
//!   squares: by fact 2 that is at least `X`, so Left answers by taking
//!   the `-1` away (in `-H`, moving `+1` to `0`) and stays at or above 0.
//! - Left's taking the `-1` away first (`G - X`, Right to move): Right
//!   fills the `E` after the run in `X` (his move in `-X`), which by the
//!   end identity leaves `X'` with `G' = X' - 1` for `G'` the same column
//!   filled in `G`, and by fact 3 `G <= G' + 1 = X'`: Right wins.
//! - Left's moves in `-H` that are Right's dominoes inside `X`'s run leave
//!   runs of `a + b = k - 2` squares. Right answers in `G` with the domino
//!   that leaves `a + 2` and `b`, or `a` and `b + 2`, whichever lengthens
//!   a side of at least one square, and the end identity makes the two
//!   equal. When `k = 2` and the domino fills `X`'s whole run, Right
//!   answers with the first two squares of `G`'s run: `W E + T^2 E V`,
//!   which by fact 2 is at most `W E + E V - 1`.
//!
//! An exhaustive check of every two-row board up to 2 x 13 found the
//! second identity for `k = 1` too (971 905 cases), and not for `k = 0`
//! (it fails on most boards); `k = 1` is not used, as it is not proved.

use super::{Bits, low};

/// Two rows' regions, a column at a time rather than a square at a time
/// (the flood fill grows a square a step: a 2 x 30 region took 30
/// steps). Neighbouring columns are joined where a row is free in both,
/// and a region is a run of joined columns.
pub(super) fn for_each_region(board: Bits, f: &mut dyn FnMut(Bits)) {
    let w = usize::from(board.w);
    let (top, bottom) = (board.free & low(w), board.free >> w);
    let joined = (top & top >> 1) | (bottom & bottom >> 1);
    let mut rest = top | bottom;
    while rest != 0 {
        let c0 = rest.trailing_zeros() as usize;
        let span = (joined >> c0).trailing_ones() as usize + 1;
        rest &= !(low(span) << c0);
        let (t, b) = (top >> c0 & low(span), bottom >> c0 & low(span));
        if (t | b).count_ones() + (t & b).count_ones() < 2 {
            continue;
        }
        f(match (t, b) {
            (0, row) | (row, 0) => strip_of(row, span),
            _ => Bits {
                free: t | b << span,
                h: 2,
                w: span as u8,
            },
        });
    }
}

/// A row of `n` free squares.
pub(super) fn strip(n: usize) -> Bits {
    strip_of(low(n), n)
}

/// One row `n` squares wide with the free squares `row`.
fn strip_of(row: u64, n: usize) -> Bits {
    Bits {
        free: row,
        h: 1,
        w: n as u8,
    }
}

/// A two-row region with its long one-row runs shortened by two columns
/// at a time (ends down to 1 or 2 columns, runs between two `E` down to 2
/// or 3: the identities above), and how many pairs came off, each worth
/// `-1`; `None` when no run is that long.
pub(super) fn shortened(region: Bits) -> Option<(Bits, usize)> {
    if region.h != 2 {
        return None;
    }
    let w = usize::from(region.w);
    let (top, bottom) = (region.free & low(w), region.free >> w);
    // Columns free in one row only. A region on two rows has an `E`
    // column, so no run of these spans it, and a run is all one row.
    let single = top ^ bottom;
    let (mut kept_top, mut kept_bottom, mut n, mut pairs) = (0, 0, 0, 0);
    let mut c = 0;
    while c < w {
        let run = if single >> c & 1 == 1 {
            (single >> c).trailing_ones() as usize
        } else {
            (!single >> c).trailing_ones().min((w - c) as u32) as usize
        };
        let keep = if single >> c & 1 == 0 {
            run
        } else if c == 0 || c + run == w {
            if run >= 3 { 2 - run % 2 } else { run }
        } else if run >= 4 {
            2 + run % 2
        } else {
            run
        };
        kept_top |= (top >> c & low(keep)) << n;
        kept_bottom |= (bottom >> c & low(keep)) << n;
        n += keep;
        pairs += (run - keep) / 2;
        c += run;
    }
    (pairs > 0).then(|| {
        let core = Bits {
            free: kept_top | kept_bottom << n,
            h: 2,
            w: n as u8,
        };
        (core, pairs)
    })
}

#[cfg(test)]
mod tests {
    use super::super::tests::agrees_with_the_grid;
    use super::*;
    use crate::rulesets::Solver;
    use crate::rulesets::grid::Grid;
    use crate::test_rng::xorshift;

    fn board(rows: &[&str]) -> Bits {
        let grid = Grid::parse(&rows.join("|"), "Domineering", "", |c| match c {
            '.' => Some(1),
            '#' => Some(0),
            _ => None,
        })
        .unwrap();
        Bits::of(&grid, 1).unwrap()
    }

    /// The regions found a column (or a run) at a time are the flood
    /// fill's, on every board up to 2 x 9 and every row up to 12.
    #[test]
    fn columns_and_runs_give_the_flood_fills_regions() {
        let regions = |b: Bits, fill: bool| {
            let mut found = Vec::new();
            if fill {
                b.for_each_filled_region(&mut |r| found.push(r));
            } else {
                b.for_each_region(&mut |r| found.push(r));
            }
            found.sort_by_key(|r| (r.h, r.w, r.free));
            found
        };
        for (h, w) in (1..=9).map(|w| (2, w)).chain([(1, 12)]) {
            for free in 0..1u64 << (h * w) {
                let b = Bits {
                    free,
                    h: h as u8,
                    w: w as u8,
                };
                assert_eq!(regions(b, false), regions(b, true), "{h} x {w}: {free:b}");
            }
        }
    }

    /// Which runs come off, by hand.
    #[test]
    fn long_runs_lose_two_columns_at_a_time() {
        /// A board's rows, and what it is shortened to with the pairs.
        type Case<'a> = (&'a [&'a str], Option<(&'a [&'a str], usize)>);
        let cases: [Case; 7] = [
            // E T^4, an end: down to 2.
            (&[".....", ".####"], Some((&["...", ".##"], 1))),
            // B^5 E T^3: ends down to 1 and 1.
            (&["#####....", "......###"], Some((&["#..", "..#"], 3))),
            // E T^5 E and E T^4 E, between two E: down to 3 and 2.
            (&[".......", ".#####."], Some((&[".....", ".###."], 1))),
            (&["......", ".####."], Some((&["....", ".##."], 1))),
            // E T^6 E T^7: 2 pairs between, 3 at the end.
            (
                &["...............", ".######.#######"],
                Some((&[".....", ".##.#"], 5)),
            ),
            // Runs of 3 between two E, and of 2 at an end, stay.
            (&["......", ".###.#"], None),
            (&["#..", "..."], None),
        ];
        for (rows, expected) in cases {
            let got = shortened(board(rows));
            let expected = expected.map(|(r, pairs)| (board(r), pairs));
            assert_eq!(got, expected, "{}", rows.join("|"));
        }
        // Only two-row regions.
        assert_eq!(shortened(board(&["...."])), None);
    }

    /// Boards with the shortening against the grid ruleset, which splits
    /// regions and nothing else: every board up to 2 x 7, and boards up to
    /// 2 x 14 made of random stretches of E, T, B and full columns (so
    /// that long runs, between two E and at the ends, are common).
    #[test]
    fn shortened_boards_keep_their_values() {
        let mut grids = Solver::<crate::games::Domineering>::new();
        let mut check = |w: usize, free: u64| agrees_with_the_grid(&mut grids, 2, w, free);
        for w in 1..=7 {
            for free in 0..1u64 << (2 * w) {
                check(w, free);
            }
        }
        let mut next = xorshift(0x2F0E_D1CE_5EED_0001);
        for _ in 0..300 {
            let w = 8 + (next() % 7) as usize;
            let (mut top, mut bottom, mut c) = (0u64, 0u64, 0);
            while c < w {
                let len = (1 + next() % 6) as usize;
                let column = match next() % 4 {
                    0 => (1, 1),
                    1 => (1, 0),
                    2 => (0, 1),
                    _ => (0, 0),
                };
                for _ in 0..len.min(w - c) {
                    top |= column.0 << c;
                    bottom |= column.1 << c;
                    c += 1;
                }
            }
            check(w, top | bottom << w);
        }
    }
}
