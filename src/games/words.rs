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

/// A board of words whose order compares the number of rows first, so
/// that its least image is at most as tall as it is wide: the eight
/// symmetries of the rectangle for every such board.
pub(super) trait Images: Copy + Ord {
    /// Rows and columns.
    fn dims(&self) -> (usize, usize);

    /// The board of `h` rows and `w` columns whose every word is `f` of
    /// this board's.
    fn with_words(&self, h: usize, w: usize, f: impl Fn(u64) -> u64) -> Self;

    /// Mirrored left to right.
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

    /// The least of the four images that keep rows as rows: itself, its
    /// mirror, and both turned half a turn (the mirror turned is the board
    /// upside down).
    fn least_mirror(&self) -> Self {
        let mirror = self.mirror();
        [self.half_turn(), mirror, mirror.half_turn()]
            .into_iter()
            .fold(*self, Ord::min)
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
        // As 3 x 2: (0, 0) stays, (1, 1) stays (the diagonal).
        assert_eq!(transposed(x, 2, 3), at(0, 0, 2) | at(1, 1, 2));
        assert_eq!(transposed(at(0, 2, 3), 2, 3), at(2, 0, 2));
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
