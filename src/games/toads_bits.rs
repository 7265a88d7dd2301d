//! Toads and Frogs on strips of at most 64 squares, each strip two words
//! (the toads' squares and the frogs'): moves, the split and the mirror
//! image are a few word operations instead of walks over bytes, and a
//! table key is 17 bytes with no length to hash; a strip of at most 31
//! squares is kept in one word ([`Packed`]), an 8-byte key.
//! [`super::ToadsAndFrogs`] values its strips through these when they fit;
//! the byte ruleset stays for longer ones and as the reference the tests
//! hold these to.

use super::domineering_bits::low;
use crate::rulesets::{Normalized, Ruleset, listed};

/// A strip of `len <= 64` squares: bit `i` of `toads` (of `frogs`) is set
/// when square `i` from the left holds a toad (a frog).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub(crate) struct Strip {
    toads: u64,
    frogs: u64,
    len: u8,
}

/// Each set bit of `from` as one index, lowest first.
fn each_bit(mut from: u64, mut f: impl FnMut(usize)) {
    while from != 0 {
        f(from.trailing_zeros() as usize);
        from &= from - 1;
    }
}

impl Strip {
    /// The strip of `toads` and `frogs` over `len` squares, if it fits.
    pub(crate) fn new(len: usize, toads: u64, frogs: u64) -> Option<Strip> {
        (len <= 64).then_some(Strip {
            toads,
            frogs,
            len: len as u8,
        })
    }

    fn empty(&self) -> u64 {
        !(self.toads | self.frogs) & low(usize::from(self.len))
    }

    /// The toads' moves: a step right onto an empty square, or a jump
    /// right over a frog onto one.
    fn toad_moves(&self, out: &mut dyn FnMut(Strip)) {
        let empty = self.empty();
        let steps = self.toads & empty >> 1;
        let jumps = self.toads & self.frogs >> 1 & empty >> 2;
        each_bit(steps, |i| {
            out(Strip {
                toads: self.toads ^ (0b11 << i),
                ..*self
            })
        });
        each_bit(jumps, |i| {
            out(Strip {
                toads: self.toads ^ (0b101 << i),
                ..*self
            })
        });
    }

    /// The frogs' moves, to the left.
    fn frog_moves(&self, out: &mut dyn FnMut(Strip)) {
        let empty = self.empty();
        let steps = self.frogs & empty << 1;
        let jumps = self.frogs & self.toads << 1 & empty << 2;
        each_bit(steps, |i| {
            out(Strip {
                frogs: self.frogs ^ (0b11 << (i - 1)),
                ..*self
            })
        });
        each_bit(jumps, |i| {
            out(Strip {
                frogs: self.frogs ^ (0b101 << (i - 2)),
                ..*self
            })
        });
    }

    #[cfg(test)]
    fn is_toad(&self, i: usize) -> bool {
        self.toads >> i & 1 == 1
    }

    #[cfg(test)]
    fn is_frog(&self, i: usize) -> bool {
        self.frogs >> i & 1 == 1
    }

    /// The parts of squares `lo..hi` that can move, as the byte ruleset's
    /// split finds them: frogs at the left end and toads at the right end
    /// never move, and `TTFF` (an edge counting as a toad on the left and
    /// a frog on the right) is stuck for good and cuts the strip.
    fn split(&self, lo: usize, hi: usize, out: &mut dyn FnMut(Strip)) {
        let (mut lo, mut hi) = (lo, hi);
        if hi <= lo {
            return; // also keeps the shifts below under 64
        }
        // Leading frogs and trailing toads, by counting bits.
        lo += ((self.frogs >> lo) & low(hi - lo)).trailing_ones() as usize;
        // hi >= 1 still, so the shift is below 64.
        hi -= ((self.toads << (64 - hi)).leading_ones() as usize).min(hi - lo);
        if hi <= lo {
            return;
        }
        // A toad with a frog just ahead, `TF` at i, i + 1, with a toad (or
        // the edge) behind it and a frog (or the edge) beyond: the least
        // such i.
        let toad_behind = self.toads << 1 | 1 << lo;
        let frog_beyond = if hi >= 2 {
            self.frogs >> 2 | 1 << (hi - 2)
        } else {
            self.frogs >> 2
        };
        let cuts =
            self.toads & self.frogs >> 1 & toad_behind & frog_beyond & (low(hi - 1) & !low(lo));
        if cuts != 0 {
            let i = cuts.trailing_zeros() as usize;
            self.split(lo, i, out);
            self.split(i + 2, hi, out);
            return;
        }
        let part = low(hi - lo);
        let (toads, frogs) = ((self.toads >> lo) & part, (self.frogs >> lo) & part);
        // A part with no empty square, or with no piece, has no moves.
        if (toads | frogs) != part && (toads | frogs) != 0 {
            out(Strip {
                toads,
                frogs,
                len: (hi - lo) as u8,
            });
        }
    }

    /// Reversed, with toads and frogs swapped: the negative.
    fn conjugate(&self) -> Strip {
        let n = usize::from(self.len);
        let reverse = |x: u64| {
            if n == 0 {
                0
            } else {
                x.reverse_bits() >> (64 - n)
            }
        };
        Strip {
            toads: reverse(self.frogs),
            frogs: reverse(self.toads),
            len: self.len,
        }
    }
}

impl Ruleset for Strip {
    /// Strips short enough to be valued in one word ([`Packed`]) keep
    /// their positions in that ruleset's table, which this one's
    /// clearing, bound and count reach too.
    fn delegate_table() -> Option<crate::rulesets::TableOps> {
        Some(crate::rulesets::TableOps::of::<Packed>())
    }

    fn left_moves(&self) -> Vec<Strip> {
        listed(|f| self.toad_moves(f))
    }

    fn right_moves(&self) -> Vec<Strip> {
        listed(|f| self.frog_moves(f))
    }

    fn for_each_left_move(&self, f: &mut dyn FnMut(Strip)) {
        self.toad_moves(f);
    }

    fn for_each_right_move(&self, f: &mut dyn FnMut(Strip)) {
        self.frog_moves(f);
    }

    fn components(self) -> Vec<Strip> {
        listed(|f| self.for_each_component(f))
    }

    fn for_each_component(self, f: &mut dyn FnMut(Strip)) {
        self.split(0, usize::from(self.len), f);
    }

    /// The lesser of the strip and its conjugate, by their words.
    fn normalized(self) -> Normalized<Strip> {
        let c = self.conjugate();
        if (c.toads, c.frogs) < (self.toads, self.frogs) {
            Normalized::Negated(c)
        } else {
            Normalized::Same(self)
        }
    }
}

/// A strip of at most [`Packed::MAX_LEN`] squares in one word: the
/// toads in the low half with a bit set just past the last square (so the
/// length needs no field), the frogs in the high half. Moves and parts go
/// through [`Strip`]; the table's entries are half as large (16 bytes
/// with the value, against 32), so more of them stay in the processor's
/// caches: probing the table is most of a sweep's time.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub(crate) struct Packed(u64);

impl Packed {
    /// The longest strip that fits.
    pub(crate) const MAX_LEN: usize = 31;

    /// `s` in one word, if it is at most [`Packed::MAX_LEN`] squares long.
    pub(crate) fn new(s: Strip) -> Option<Packed> {
        (usize::from(s.len) <= Packed::MAX_LEN).then(|| Packed::pack(s))
    }

    fn pack(s: Strip) -> Packed {
        Packed(s.toads | 1 << s.len | s.frogs << 32)
    }

    fn unpack(self) -> Strip {
        let low_half = self.0 & 0xffff_ffff;
        let len = 63 - low_half.leading_zeros();
        Strip {
            toads: low_half ^ 1 << len,
            frogs: self.0 >> 32,
            len: len as u8,
        }
    }
}

impl Ruleset for Packed {
    fn left_moves(&self) -> Vec<Packed> {
        listed(|f| self.for_each_left_move(f))
    }

    fn right_moves(&self) -> Vec<Packed> {
        listed(|f| self.for_each_right_move(f))
    }

    fn for_each_left_move(&self, f: &mut dyn FnMut(Packed)) {
        self.unpack().toad_moves(&mut |q| f(Packed::pack(q)));
    }

    fn for_each_right_move(&self, f: &mut dyn FnMut(Packed)) {
        self.unpack().frog_moves(&mut |q| f(Packed::pack(q)));
    }

    fn components(self) -> Vec<Packed> {
        listed(|f| self.for_each_component(f))
    }

    fn for_each_component(self, f: &mut dyn FnMut(Packed)) {
        let s = self.unpack();
        s.split(0, usize::from(s.len), &mut |c| f(Packed::pack(c)));
    }

    /// The word itself, so that the table keeps it in its map of words.
    fn packed(&self) -> Option<u64> {
        Some(self.0)
    }

    /// As [`Strip`]'s: the lesser of the strip and its conjugate.
    fn normalized(self) -> Normalized<Packed> {
        match self.unpack().normalized() {
            Normalized::Same(s) => Normalized::Same(Packed::pack(s)),
            Normalized::Negated(s) => Normalized::Negated(Packed::pack(s)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::ToadsAndFrogs;
    use crate::rulesets::Solver;

    /// The strip of a board written with `T`, `F` and `_`.
    fn strip(s: &str) -> Strip {
        let bits = |c: u8| {
            s.bytes()
                .enumerate()
                .filter(|&(_, b)| b == c)
                .fold(0u64, |m, (i, _)| m | 1 << i)
        };
        Strip::new(s.len(), bits(b'T'), bits(b'F')).unwrap()
    }

    fn text(p: &Strip) -> String {
        (0..usize::from(p.len))
            .map(|i| match (p.is_toad(i), p.is_frog(i)) {
                (true, _) => 'T',
                (_, true) => 'F',
                _ => '_',
            })
            .collect()
    }

    #[test]
    fn moves_and_parts_by_hand() {
        let p = strip("T_TF_");
        let mut left: Vec<String> = p.left_moves().iter().map(text).collect();
        left.sort();
        assert_eq!(left, ["T__FT", "_TTF_"]);
        let right: Vec<String> = p.right_moves().iter().map(text).collect();
        assert_eq!(right, ["TFT__"]);
        // TTFF in the middle cuts; the ends' frogs and toads drop out.
        let parts: Vec<String> = strip("F_T_TTFF_TF_T")
            .components()
            .iter()
            .map(text)
            .collect();
        assert_eq!(parts, ["_T_", "_TF_"]);
        assert_eq!(text(&strip("TT_F").conjugate()), "T_FF");
    }

    /// Every board of at most `max` squares, written with `T`, `F`, `_`.
    fn every_board(max: u32) -> Vec<String> {
        (0..=max)
            .flat_map(|n| {
                (0..3u32.pow(n)).map(move |mut k| {
                    (0..n)
                        .map(|_| {
                            let c = ['T', 'F', '_'][(k % 3) as usize];
                            k /= 3;
                            c
                        })
                        .collect()
                })
            })
            .collect()
    }

    use crate::test_rng::xorshift;

    /// Every strip of length up to 8 (and 300 longer ones) has the value
    /// the byte ruleset's own solver gives.
    #[test]
    fn values_agree_with_the_byte_ruleset() {
        let mut bytes = Solver::<ToadsAndFrogs>::new();
        let mut words = Solver::<Strip>::new();
        let mut boards = every_board(8);
        let mut next = xorshift(0x5DEE_CE66_D1CE_4E5B);
        for _ in 0..300 {
            let x = next();
            let n = 9 + (x % 8) as usize;
            boards.push(
                (0..n)
                    .map(|i| ['T', 'F', '_', '_'][(x >> (2 * i + 8) & 3) as usize])
                    .collect(),
            );
        }
        for b in &boards {
            let want = bytes.value(&b.parse::<ToadsAndFrogs>().unwrap());
            assert_eq!(words.value(&strip(b)), want, "{b}");
        }
    }

    /// A strip in one word comes back whole and splits into the wide
    /// strip's parts (every strip of up to 8 squares, random ones up to
    /// the longest that fits), and the short ones are valued as the wide
    /// strips are.
    #[test]
    fn packed_strips_agree_with_wide_ones() {
        let mut wide = Solver::<Strip>::new();
        let mut packed = Solver::<Packed>::new();
        let mut strips: Vec<Strip> = every_board(8).iter().map(|b| strip(b)).collect();
        let mut next = xorshift(0x9E37_79B9_7F4A_7C15);
        for _ in 0..200 {
            let x = next();
            let n = 20 + (x % 12) as usize;
            let t = x & low(n);
            let f = x.rotate_left(32) & low(n) & !t & 0x5555_5555;
            strips.push(Strip::new(n, t, f).unwrap());
        }
        for s in strips {
            let p = Packed::new(s).unwrap();
            assert_eq!(p.unpack(), s);
            // Values for the short ones: the long ones take a while.
            if s.len <= 8 {
                assert_eq!(packed.value(&p), wide.value(&s), "{}", text(&s));
            }
            let parts: Vec<Strip> = p.components().into_iter().map(Packed::unpack).collect();
            assert_eq!(parts, s.components());
        }
        assert!(Packed::new(Strip::new(32, 1, 2).unwrap()).is_none());
    }

    /// The parts are the byte ruleset's, on every strip of up to 7 squares
    /// and on random ones up to 64 squares long (whose ends test the shifts
    /// at the word's edge), stuck `TTFF` cuts included.
    #[test]
    fn parts_agree_with_the_byte_ruleset() {
        let mut boards = every_board(7);
        let mut next = xorshift(0x2545_F491_4F6C_DD1D);
        for _ in 0..2_000 {
            let x = next();
            let n = 56 + (x % 9) as usize;
            let mut y = x;
            boards.push(
                (0..n)
                    .map(|_| {
                        y = y.rotate_left(5) ^ 0x9E37_79B9;
                        ['T', 'F', 'T', 'F', '_'][(y % 5) as usize]
                    })
                    .collect(),
            );
        }
        for b in &boards {
            let bytes: Vec<String> = b
                .parse::<ToadsAndFrogs>()
                .unwrap()
                .components()
                .iter()
                .map(|p| p.to_string())
                .collect();
            let words: Vec<String> = strip(b).components().iter().map(text).collect();
            assert_eq!(words, bytes, "{b}");
        }
    }
}
