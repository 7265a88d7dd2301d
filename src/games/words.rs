//! Boards of at most 64 squares as words, for the rulesets on words whose
//! stones move along rows and columns (Konane, Clobber): bit `r * w + c` is
//! square `(r, c)` of an `h` x `w` board. Growth to the squares side by
//! side, the symmetries of the rectangle, and cutting out a rectangle, each
//! applied to one word (a board's squares, or one player's stones).

use super::domineering_bits::low;

/// The first square of each row of an `h` x `w` board: times a row's
/// pattern, the pattern in every row (rows do not overlap, so no carries).
pub(super) fn first_column(h: usize, w: usize) -> u64 {
    (0..h).fold(0, |m, r| m | 1 << (r * w))
}

/// What a step along rows and columns needs on one board, found once per
/// split rather than at every step.
pub(super) struct Around {
    w: u32,
    rect: u64,
    /// The squares of every column but the last, and but the first.
    right: u64,
    left: u64,
}

impl Around {
    pub(super) fn new(h: usize, w: usize) -> Around {
        let right = first_column(h, w) * (low(w) >> 1);
        Around {
            w: w as u32,
            rect: low(h * w),
            right,
            left: right << 1,
        }
    }

    /// The squares side by side with those of `set` (rows and columns),
    /// whether on the board or not, within the rectangle.
    pub(super) fn around(&self, set: u64) -> u64 {
        (set.checked_shl(self.w).unwrap_or(0)
            | set.checked_shr(self.w).unwrap_or(0)
            | (set & self.right) << 1
            | (set & self.left) >> 1)
            & self.rect
    }

    /// The squares of `within` joined to `seed` by steps inside `within`,
    /// by repeated growth.
    pub(super) fn touching(&self, seed: u64, within: u64) -> u64 {
        let mut group = seed;
        loop {
            let grown = (group | self.around(group)) & within;
            if grown == group {
                return group;
            }
            group = grown;
        }
    }
}

/// The board mirrored left to right: each row reversed.
pub(super) fn mirrored(x: u64, h: usize, w: usize) -> u64 {
    (0..h).fold(0, |out, r| {
        let row = x >> (r * w) & low(w);
        out | (row.reverse_bits() >> (64 - w)) << (r * w)
    })
}

/// The board upside down: its rows in the other order, each as it was
/// (only shifts, where [`mirrored`] reverses each row's bits).
pub(super) fn flipped(x: u64, h: usize, w: usize) -> u64 {
    let row = low(w);
    (0..h).fold(0, |out, r| out | (x >> (r * w) & row) << ((h - 1 - r) * w))
}

/// The board of `n` squares turned half a turn: square `i` goes to
/// `n - 1 - i`, which is the whole word's bits reversed.
pub(super) fn half_turned(x: u64, n: usize) -> u64 {
    if n == 0 {
        x
    } else {
        x.reverse_bits() >> (64 - n)
    }
}

/// Rows and columns exchanged: the `h` x `w` board as a `w` x `h` one.
pub(super) fn transposed(x: u64, h: usize, w: usize) -> u64 {
    let (mut out, mut rest) = (0, x);
    while rest != 0 {
        let i = rest.trailing_zeros() as usize;
        rest &= rest - 1;
        out |= 1 << ((i % w) * h + i / w);
    }
    out
}

/// The rectangle of `rows` rows and `columns` columns from square
/// `(top, left)` of a board `w` wide, as a board of its own.
pub(super) fn cut(
    x: u64,
    w: usize,
    (top, left, rows, columns): (usize, usize, usize, usize),
) -> u64 {
    (0..rows).fold(0, |b, r| {
        b | (x >> ((top + r) * w + left) & low(columns)) << (r * columns)
    })
}

/// The bounding box of the squares of `set` (not empty) on a board `w`
/// wide: top row, left column, bottom row, right column.
pub(super) fn bounding_box(set: u64, w: usize) -> (usize, usize, usize, usize) {
    let r0 = set.trailing_zeros() as usize / w;
    let r1 = (63 - set.leading_zeros() as usize) / w;
    let columns = (r0..=r1).fold(0, |m, r| m | set >> (r * w) & low(w));
    let c0 = columns.trailing_zeros() as usize;
    let c1 = 63 - columns.leading_zeros() as usize;
    (r0, c0, r1, c1)
}

/// The most squares a board of two kinds of stone packs into one word
/// ([`packed_stones`]).
const MAX_PACKED: u32 = 36;

/// Each byte's bits as base-3 digits: bit `i` set counts `3^i`.
const TERNARY: [u64; 256] = {
    let mut t = [0; 256];
    let mut x = 0;
    while x < 256 {
        let (mut i, mut v, mut p) = (0, 0, 1);
        while i < 8 {
            if x >> i & 1 == 1 {
                v += p;
            }
            p *= 3;
            i += 1;
        }
        t[x] = v;
        x += 1;
    }
    t
};

/// `x`'s bits (at most [`MAX_PACKED`]) as base-3 digits, a byte at a time.
fn ternary(x: u64) -> u64 {
    (0..MAX_PACKED.div_ceil(8))
        .rev()
        .fold(0, |v, k| v * 6561 + TERNARY[(x >> (8 * k) & 0xff) as usize])
}

/// An `h` x `w` board without walls and with two kinds of stone (`a` and
/// `b`, disjoint) as one word, when it has at most 36 squares and is at
/// most 32 wide: each square a base-3 digit (empty 0, `a` 1, `b` 2) under
/// a leading 1 in place `h * w` (so the word gives the count of squares),
/// then the width in the lowest five bits. Distinct boards get distinct
/// words (2 * 3^36 * 32 < 2^64).
pub(super) fn packed_stones(h: usize, w: usize, a: u64, b: u64) -> Option<u64> {
    let n = u32::try_from(h * w).ok()?;
    (n <= MAX_PACKED && (1..=32).contains(&w))
        .then(|| (3u64.pow(n) + ternary(a) + 2 * ternary(b)) << 5 | (w - 1) as u64)
}

/// An `h` x `w` board of squares each in or out (`set`) as one word, when
/// it has at most 57 squares: the squares' bits under a bit set in place
/// `h * w`, then the width in the top six bits. Distinct boards get
/// distinct words.
pub(super) fn packed_squares(h: usize, w: usize, set: u64) -> Option<u64> {
    let n = h * w;
    (n <= 57 && (1..=64).contains(&w)).then(|| set | 1 << n | ((w - 1) as u64) << 58)
}

/// The least of `board`'s four images that keep rows as rows (see
/// [`Images::least_mirror`]).
pub(super) fn least_of_four<T: Images>(board: &T) -> T {
    let flip = board.flip();
    [board.half_turn(), flip.half_turn(), flip]
        .into_iter()
        .fold(*board, Ord::min)
}

/// A board of words whose order compares the number of rows first, so
/// that its least image is at most as tall as it is wide: the eight
/// symmetries of the rectangle for every such board.
pub(super) trait Images: Copy + Ord {
    /// Rows and columns.
    fn dims(&self) -> (usize, usize);

    /// The board of `h` rows and `w` columns whose every word is `f` of
    /// this board's.
    fn with_words(&self, h: usize, w: usize, f: impl Fn(u64) -> u64) -> Self;

    /// Mirrored left to right, row by row (the tests' reference for
    /// [`Images::least_mirror`], which makes it otherwise).
    #[cfg(test)]
    fn mirror(&self) -> Self {
        let (h, w) = self.dims();
        self.with_words(h, w, |x| mirrored(x, h, w))
    }

    /// Turned half a turn.
    fn half_turn(&self) -> Self {
        let (h, w) = self.dims();
        self.with_words(h, w, |x| half_turned(x, h * w))
    }

    /// Rows and columns exchanged.
    fn transpose(&self) -> Self {
        let (h, w) = self.dims();
        self.with_words(w, h, |x| transposed(x, h, w))
    }

    /// Upside down: the rows in the other order.
    fn flip(&self) -> Self {
        let (h, w) = self.dims();
        self.with_words(h, w, |x| flipped(x, h, w))
    }

    /// The least of the four images that keep rows as rows: itself, its
    /// mirror, and both turned half a turn. The mirror is made as the
    /// board upside down turned half a turn, and the mirror turned is the
    /// board upside down: two reversals of a word's bits for the four
    /// images, where mirroring reverses each row's (this function was 5 %
    /// of the time on the second 4 x 6 Konane board of
    /// `benches/README.md`, 2.6 % after).
    fn least_mirror(&self) -> Self {
        least_of_four(self)
    }

    /// The least of the eight images. A board wider than tall needs only
    /// its own four, one taller than wide only its transpose's.
    fn least_image(&self) -> Self {
        use std::cmp::Ordering;
        let (h, w) = self.dims();
        match h.cmp(&w) {
            Ordering::Less => self.least_mirror(),
            Ordering::Greater => self.transpose().least_mirror(),
            Ordering::Equal => self.least_mirror().min(self.transpose().least_mirror()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashSet;

    /// Square `(r, c)` of a board `w` wide.
    fn at(r: usize, c: usize, w: usize) -> u64 {
        1 << (r * w + c)
    }

    #[test]
    fn images_by_hand() {
        // A 2 x 3 board with (0, 0) and (1, 1).
        let x = at(0, 0, 3) | at(1, 1, 3);
        assert_eq!(mirrored(x, 2, 3), at(0, 2, 3) | at(1, 1, 3));
        assert_eq!(half_turned(x, 6), at(1, 2, 3) | at(0, 1, 3));
        assert_eq!(flipped(x, 2, 3), at(1, 0, 3) | at(0, 1, 3));
        // Three rows: the middle one stays.
        let y = at(0, 2, 3) | at(1, 0, 3) | at(2, 1, 3);
        assert_eq!(flipped(y, 3, 3), at(2, 2, 3) | at(1, 0, 3) | at(0, 1, 3));
        // As 3 x 2: (0, 0) stays, (1, 1) stays (the diagonal).
        assert_eq!(transposed(x, 2, 3), at(0, 0, 2) | at(1, 1, 2));
        assert_eq!(transposed(at(0, 2, 3), 2, 3), at(2, 0, 2));
    }

    #[test]
    fn packed_boards_by_hand() {
        // Square i counts 3^i for the first kind, 2 * 3^i for the second.
        assert_eq!(ternary(0b101), 1 + 9);
        assert_eq!(ternary(1 << 35), 3u64.pow(35));
        // x.o on 1 x 3: 27 + 1 + 2 * 9 = 46, then the width less one.
        assert_eq!(packed_stones(1, 3, 0b001, 0b100), Some(46 << 5 | 2));
        // The full 6 x 6 board of the second kind fits in the word.
        let all = (1u64 << 36) - 1;
        let top = (3u64.pow(36) + 3u64.pow(36) - 1) << 5 | 5;
        assert_eq!(packed_stones(6, 6, 0, all), Some(top));
        assert_eq!(packed_stones(1, 32, 0, 0), Some(3u64.pow(32) << 5 | 31));
        assert_eq!(packed_stones(5, 8, 0, 0), None);
        assert_eq!(packed_stones(1, 33, 0, 0), None);
        assert_eq!(packed_stones(3, 0, 0, 0), None);
        assert_eq!(packed_squares(7, 8, 0b11), Some(0b11 | 1 << 56 | 7 << 58));
        assert_eq!(packed_squares(1, 57, 0), Some(1 << 57 | 56 << 58));
        assert_eq!(packed_squares(2, 29, 0), None);
    }

    #[test]
    fn packed_boards_are_distinct() {
        // Every board of up to six squares in every shape, of stones of
        // two kinds and of squares in or out: as many words as boards.
        let shapes = (1..=6).flat_map(|h| (1..=6 / h).map(move |w| (h, w)));
        let (mut stones, mut squares) = (HashSet::new(), HashSet::new());
        let (mut stone_boards, mut square_boards) = (0, 0);
        for (h, w) in shapes {
            let all = 0..1u64 << (h * w);
            for a in all.clone() {
                square_boards += 1;
                squares.insert(packed_squares(h, w, a).unwrap());
                for b in all.clone().filter(|b| b & a == 0) {
                    stone_boards += 1;
                    stones.insert(packed_stones(h, w, a, b).unwrap());
                }
            }
        }
        // 14 shapes; 3^n boards of stones and 2^n of squares on n squares.
        let count = |base: usize| -> usize {
            (1..=6usize)
                .map(|h| (1..=6 / h).map(|w| base.pow((h * w) as u32)).sum::<usize>())
                .sum()
        };
        assert_eq!((stone_boards, square_boards), (count(3), count(2)));
        assert_eq!((stones.len(), squares.len()), (count(3), count(2)));
    }

    #[test]
    fn growth_cut_and_box() {
        let around = Around::new(3, 3);
        // The centre's four neighbours; a corner's two, not wrapping.
        assert_eq!(
            around.around(at(1, 1, 3)),
            at(0, 1, 3) | at(2, 1, 3) | at(1, 0, 3) | at(1, 2, 3)
        );
        assert_eq!(around.around(at(0, 2, 3)), at(0, 1, 3) | at(1, 2, 3));
        // A diagonal does not join.
        let set = at(0, 0, 3) | at(1, 1, 3) | at(1, 2, 3);
        assert_eq!(around.touching(at(1, 1, 3), set), at(1, 1, 3) | at(1, 2, 3));
        assert_eq!(bounding_box(at(1, 1, 3) | at(2, 2, 3), 3), (1, 1, 2, 2));
        assert_eq!(cut(at(1, 1, 3) | at(2, 2, 3), 3, (1, 1, 2, 2)), 0b1001);
    }
}
