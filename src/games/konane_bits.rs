//! Konane on boards of at most 64 squares, each board three `u64`s (the
//! squares, Left's stones, Right's stones): jumps, groups of stones and the
//! eight symmetries are word operations instead of walks over a grid of
//! bytes. [`super::Konane`] values its boards through it when they fit;
//! the grid ruleset stays for larger ones and as the reference the tests
//! hold this one to. The rules and the split are the grid ruleset's (see
//! `konane.rs`).

use super::domineering_bits::low;
use super::konane::{BLACK, WALL, WHITE};
use super::words::{self, Around, Images, first_column};
use crate::rulesets::grid::Grid;
use crate::rulesets::{Normalized, Ruleset, listed};
use smallvec::SmallVec;

/// An `h` x `w` Konane board (`h * w <= 64`); bit `r * w + c` is square
/// `(r, c)`. `squares` are the squares on the board (not `#`), `black`
/// Left's stones and `white` Right's, both within `squares`.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub(crate) struct KonaneBits {
    h: u8,
    w: u8,
    squares: u64,
    black: u64,
    white: u64,
}

impl KonaneBits {
    /// The board of `grid`, if it has at most 64 squares.
    pub(crate) fn of(grid: &Grid) -> Option<KonaneBits> {
        if grid.h * grid.w > 64 {
            return None;
        }
        let bits = |want: &dyn Fn(u8) -> bool| {
            grid.cells
                .iter()
                .enumerate()
                .filter(|&(_, &x)| want(x))
                .fold(0, |b, (i, _)| b | 1 << i)
        };
        Some(KonaneBits {
            h: grid.h as u8,
            w: grid.w as u8,
            squares: bits(&|x| x != WALL),
            black: bits(&|x| x == BLACK),
            white: bits(&|x| x == WHITE),
        })
    }

    fn empty(&self) -> u64 {
        self.squares & !self.black & !self.white
    }

    /// Every stop of every straight run of jumps of the stones `mine` over
    /// `theirs` (Left's when `left`), in the grid ruleset's order: up,
    /// down, left, right, stones from the first square, shorter runs first.
    fn jumps(&self, left: bool, out: &mut dyn FnMut(KonaneBits)) {
        let (mine, theirs) = if left {
            (self.black, self.white)
        } else {
            (self.white, self.black)
        };
        let empty = self.empty();
        for (step, room) in self.steps() {
            // No jump that way (and a step of a whole word, which a shift
            // cannot make, only where there is none).
            if room == 0 {
                continue;
            }
            // A step moves a square's bit by `step` places: towards the
            // high bits when positive.
            let ahead = |x: u64| {
                if step > 0 { x << step } else { x >> -step }
            };
            let behind = |x: u64| {
                if step > 0 { x >> step } else { x << -step }
            };
            // The stones that can make a first jump, found for all at once;
            // each run is then followed a jump at a time, `room` keeping
            // every jump on the board (and within its row).
            let mut rest = mine & room & behind(theirs) & behind(behind(empty));
            while rest != 0 {
                let from = rest & rest.wrapping_neg();
                rest &= rest - 1;
                let (mut at, mut taken) = (from, 0u64);
                while at & room != 0 {
                    let over = ahead(at);
                    let land = ahead(over);
                    // A jump needs a stone of theirs to take and an empty
                    // square beyond; the squares the run left are not in
                    // its way (they lie behind it).
                    if over & theirs == 0 || land & empty == 0 {
                        break;
                    }
                    (at, taken) = (land, taken | over);
                    let mine = mine & !from | land;
                    let theirs = theirs & !taken;
                    let (black, white) = if left { (mine, theirs) } else { (theirs, mine) };
                    out(KonaneBits {
                        black,
                        white,
                        ..*self
                    });
                }
            }
        }
    }

    /// The four directions of a jump as steps in bits (up, down, left,
    /// right), each with the squares a jump that way can start from: two
    /// rows or two columns from the edge it heads for.
    fn steps(&self) -> [(i32, u64); 4] {
        let (h, w) = self.dims();
        let all = low(h * w);
        let rows = first_column(h, w);
        let columns = |from: usize, to: usize| rows * (low(to) & !low(from));
        let below = low(h.saturating_sub(2) * w);
        [
            (-(w as i32), all & !low((2 * w).min(64))),
            (w as i32, below),
            (-1, columns(2, w)),
            (1, columns(0, w.saturating_sub(2))),
        ]
    }

    /// Whether two groups of stones are closer (in steps along rows and
    /// columns) than the sum of their sizes: `a` grown by that many steps
    /// less one meets `b`. In a rectangle the shortest way between two
    /// squares stays inside it, so growth within the rectangle measures
    /// the distance.
    fn close(step: &Around, a: u64, b: u64) -> bool {
        let reach = a.count_ones() + b.count_ones() - 1;
        let mut grown = a;
        for _ in 0..reach {
            if grown & b != 0 {
                return true;
            }
            let next = grown | step.around(grown);
            if next == grown {
                return false;
            }
            grown = next;
        }
        grown & b != 0
    }

    /// The groups of stones that may meet, as the grid ruleset finds them:
    /// stones side by side, then any two groups closer than the sum of
    /// their sizes merged, until none are.
    fn groups(&self) -> SmallVec<[u64; 8]> {
        let stones = self.black | self.white;
        let (h, w) = self.dims();
        let step = Around::new(h, w);
        let mut groups: SmallVec<[u64; 8]> = SmallVec::new();
        let mut rest = stones;
        while rest != 0 {
            let g = step.touching(rest & rest.wrapping_neg(), stones);
            rest &= !g;
            groups.push(g);
        }
        // Each group in turn takes in every group close to it, looking
        // again after each (it grew). A group finished is far from all
        // the others; it changes again only by being taken into a later
        // one, whose own turn looks at every group. So at the end no two
        // are close, as in the grid ruleset's order of merges.
        let mut a = 0;
        while a < groups.len() {
            let mut b = 0;
            while b < groups.len() {
                if b != a && KonaneBits::close(&step, groups[a], groups[b]) {
                    let taken = groups.remove(b);
                    if b < a {
                        a -= 1;
                    }
                    groups[a] |= taken;
                    b = 0;
                } else {
                    b += 1;
                }
            }
            a += 1;
        }
        groups
    }

    /// The rectangle within a group's reach (its stones' bounding box
    /// widened by its size less one, within the board): top row, left
    /// column, rows, columns.
    fn bounds(&self, group: u64) -> (usize, usize, usize, usize) {
        let (h, w) = self.dims();
        let reach = group.count_ones() as usize - 1;
        let (r0, c0, r1, c1) = words::bounding_box(group, w);
        let (top, left) = (r0.saturating_sub(reach), c0.saturating_sub(reach));
        let (bottom, right) = ((r1 + reach).min(h - 1), (c1 + reach).min(w - 1));
        (top, left, bottom - top + 1, right - left + 1)
    }

    /// The board a group plays on: the squares within its reach, with the
    /// group's stones and no others.
    fn cut(&self, group: u64) -> KonaneBits {
        let w = usize::from(self.w);
        let rect = self.bounds(group);
        let take = |x: u64| words::cut(x, w, rect);
        KonaneBits {
            h: rect.2 as u8,
            w: rect.3 as u8,
            squares: take(self.squares),
            black: take(self.black & group),
            white: take(self.white & group),
        }
    }
}

impl Images for KonaneBits {
    fn dims(&self) -> (usize, usize) {
        (usize::from(self.h), usize::from(self.w))
    }

    /// As the trait has it, but on a board without walls (the squares'
    /// word the same in every image) by Left's stones first: Right's are
    /// turned only for the images where Left's tie for least. The images
    /// of every move are made (9 % of the time on the second 4 x 6 board
    /// of `benches/README.md`), and this makes about half the words.
    fn least_mirror(&self) -> KonaneBits {
        let (h, w) = self.dims();
        let n = h * w;
        if self.squares != low(n) {
            return words::least_of_four(self);
        }
        // Itself, turned half a turn, mirrored (upside down, then turned)
        // and upside down.
        let image = |i: usize, x: u64| match i {
            0 => x,
            1 => words::half_turned(x, n),
            2 => words::half_turned(words::flipped(x, h, w), n),
            _ => words::flipped(x, h, w),
        };
        let flip = words::flipped(self.black, h, w);
        let blacks = [
            self.black,
            words::half_turned(self.black, n),
            words::half_turned(flip, n),
            flip,
        ];
        let black = blacks.into_iter().fold(u64::MAX, u64::min);
        let white = (0..4)
            .filter(|&i| blacks[i] == black)
            .map(|i| image(i, self.white))
            .fold(u64::MAX, u64::min);
        KonaneBits {
            black,
            white,
            ..*self
        }
    }

    fn with_words(&self, h: usize, w: usize, f: impl Fn(u64) -> u64) -> KonaneBits {
        // A board without walls is its own image (most are): one word
        // fewer to move square by square.
        let full = low(h * w);
        KonaneBits {
            h: h as u8,
            w: w as u8,
            squares: if self.squares == full {
                full
            } else {
                f(self.squares)
            },
            black: f(self.black),
            white: f(self.white),
        }
    }
}

impl Ruleset for KonaneBits {
    // Whole positions are kept too, as their least images: even on words,
    // the split costs more than the lookup (the second 4 x 6 board of
    // `benches/README.md`: 1.37 s with, 1.74 s without, when they were
    // kept as reached; their least images, one entry for a position and
    // its single part, took a sixth off again).
    const REMEMBER_POSITIONS: bool = true;

    fn left_moves(&self) -> Vec<KonaneBits> {
        listed(|f| self.jumps(true, f))
    }

    fn right_moves(&self) -> Vec<KonaneBits> {
        listed(|f| self.jumps(false, f))
    }

    fn for_each_left_move(&self, f: &mut dyn FnMut(KonaneBits)) {
        self.jumps(true, f);
    }

    fn for_each_right_move(&self, f: &mut dyn FnMut(KonaneBits)) {
        self.jumps(false, f);
    }

    /// The groups of stones that may meet, each on the squares within its
    /// reach; a group of one colour has no move and is left out.
    fn components(self) -> Vec<KonaneBits> {
        listed(|f| self.for_each_component(f))
    }

    /// As [`Ruleset::components`] gives them, without a list: a new
    /// position is split once, and most are one group.
    fn for_each_component(self, f: &mut dyn FnMut(KonaneBits)) {
        let has_both = |g: u64| g & self.black != 0 && g & self.white != 0;
        let groups = self.groups();
        let (h, w) = self.dims();
        if let [g] = groups[..]
            && self.bounds(g) == (0, 0, h, w)
        {
            if has_both(g) {
                f(self);
            }
            return;
        }
        for g in groups.into_iter().filter(|&g| has_both(g)) {
            f(self.cut(g));
        }
    }

    /// Boards without walls, of at most 36 squares and at most 32 wide, as
    /// one word for the table (see `words::packed_stones`).
    fn packed(&self) -> Option<u64> {
        let (h, w) = self.dims();
        (self.squares == low(h * w))
            .then(|| words::packed_stones(h, w, self.black, self.white))
            .flatten()
    }

    /// The least of the board's eight images (see `least_image`).
    fn normalized(self) -> Normalized<KonaneBits> {
        Normalized::Same(self.least_image())
    }

    /// The colours exchanged: the negative, the rules being the same for
    /// both players.
    fn negative_image(&self) -> Option<KonaneBits> {
        let swapped = KonaneBits {
            black: self.white,
            white: self.black,
            ..*self
        };
        Some(swapped.least_image())
    }
}

#[cfg(test)]
mod tests {
    use super::super::Konane;
    use super::*;
    use crate::rulesets::Solver;

    /// `rows` as a grid board and as words.
    fn both(text: &str) -> (Konane, KonaneBits) {
        let k: Konane = text.parse().unwrap();
        let grid = Grid::parse(text, "Konane", "", |c| match c {
            '.' => Some(1),
            '#' => Some(WALL),
            'x' => Some(BLACK),
            'o' => Some(WHITE),
            _ => None,
        })
        .unwrap();
        (k, KonaneBits::of(&grid).unwrap())
    }

    #[test]
    fn moves_by_hand() {
        // xo.o.: Left jumps once or twice; Right has no move.
        let (_, b) = both("xo.o.");
        let left = b.left_moves();
        assert_eq!(left.len(), 2);
        assert!(
            left.iter()
                .any(|q| (q.black, q.white) == (0b00100, 0b01000))
        );
        assert!(left.iter().any(|q| (q.black, q.white) == (0b10000, 0)));
        assert!(b.right_moves().is_empty());
        // Columns: x over o downwards, not across a wall or off the board.
        let (_, c) = both("x.|o#|.o");
        assert_eq!(c.left_moves().len(), 1);
        assert_eq!(c.right_moves().len(), 0);
        // A row's end does not wrap to the next row: x cannot jump the o
        // at the end of row 0 into (1, 0); the o jumps the x into (0, 1).
        let (_, d) = both("..xo|.x..");
        assert_eq!(d.left_moves().len(), 0);
        assert_eq!(d.right_moves().len(), 1);
    }

    #[test]
    fn the_longest_strips_jump_within_the_word() {
        // 64 squares in one row or one column: a step along the strip is
        // one bit, across it a whole word (no square there). Values and
        // the numbers of moves against the grid ruleset.
        let row = format!("xo.o{}xoxo.o", ".".repeat(54));
        let column = row.chars().map(String::from).collect::<Vec<_>>().join("|");
        for text in [row, column] {
            let (k, b) = both(&text);
            assert_eq!(b.left_moves().len(), k.left_moves().len(), "{text}");
            assert_eq!(b.right_moves().len(), k.right_moves().len(), "{text}");
            assert_eq!(
                Solver::<KonaneBits>::new().value(&b),
                Solver::<Konane>::new().value(&k),
                "{text}"
            );
        }
    }

    #[test]
    fn groups_far_apart_split() {
        // Two pairs xo six columns apart: two components of one row each
        // cut to their reach.
        let (_, b) = both("xo......xo");
        let parts = b.components();
        assert_eq!(parts.len(), 2);
        // A lone stone beside nothing has no move: no component.
        let (_, c) = both("x.........o");
        assert!(c.components().is_empty());
    }

    /// The words' values against the grid ruleset's: every board of up to
    /// 8 squares in the shapes below, then random boards of up to 5 x 5
    /// with walls.
    #[test]
    fn values_agree_with_the_grid_ruleset() {
        let mut grids = Solver::<Konane>::new();
        let mut words = Solver::<KonaneBits>::new();
        let mut check = |h: usize, w: usize, code: &dyn Fn(usize) -> usize| {
            let rows: Vec<String> = (0..h)
                .map(|r| {
                    (0..w)
                        .map(|c| ['.', 'x', 'o', '#'][code(r * w + c)])
                        .collect()
                })
                .collect();
            let text = rows.join("|");
            let (k, b) = both(&text);
            assert_eq!(words.value(&b), grids.value(&k), "{text}");
        };
        for (h, w) in [(1, 8), (2, 4), (4, 2), (2, 3), (3, 2), (1, 7)] {
            for n in 0..3usize.pow((h * w) as u32) {
                check(h, w, &|i| n / 3usize.pow(i as u32) % 3);
            }
        }
        let mut next = crate::test_rng::xorshift(0x9E37_79B9_7F4A_7C15);
        for _ in 0..400 {
            let x = next();
            let (h, w) = (2 + (x % 4) as usize, 2 + (x / 4 % 4) as usize);
            let y = x.rotate_left(23).wrapping_mul(0x2545_F491_4F6C_DD1D);
            // Mostly stones, a few empty squares, now and then a wall.
            check(
                h,
                w,
                &|i| match (y >> (i % 32 * 2) & 3, (x >> (i % 61)) & 15) {
                    (_, 0) => 3,
                    (0, _) => 0,
                    (v, _) => 1 + (v as usize & 1),
                },
            );
        }
        // Sparse boards up to 8 x 8: stones on about three squares in ten
        // (7 to 19 of them), in groups that split or merge.
        for _ in 0..150 {
            let x = next();
            let (h, w) = (4 + (x % 5) as usize, 6 + (x / 8 % 3) as usize);
            let y = x.rotate_left(29).wrapping_mul(0x2545_F491_4F6C_DD1D);
            let z = y.rotate_left(31) ^ x;
            check(
                h,
                w,
                &|i| match (y >> i & 1, z >> i & 1, x >> (i % 59) & 31) {
                    (_, _, 0) => 3,
                    (1, 1, _) if i % 3 != 0 => 1,
                    (1, 0, _) if i % 2 == 0 => 2,
                    _ => 0,
                },
            );
        }
    }

    #[test]
    fn images_share_one_entry() {
        let (_, b) = both("xo.|.ox|o..");
        let Normalized::Same(n) = b.normalized() else {
            unreachable!()
        };
        let t = b.transpose();
        for img in [
            b.mirror(),
            b.half_turn(),
            b.mirror().half_turn(),
            t,
            t.mirror(),
            t.half_turn(),
            t.mirror().half_turn(),
        ] {
            assert_eq!(img.normalized(), Normalized::Same(n));
        }
        // The half turn by hand: x at (0, 0) of a 2 x 3 board goes to
        // (1, 2); a board wider than tall keeps its shape.
        let (_, c) = both("x..|..o");
        assert_eq!(c.half_turn(), both("o..|..x").1);
        assert_eq!(c.mirror(), both("..x|o..").1);
        let (_, tall) = both("x.|..|.o");
        let Normalized::Same(m) = tall.normalized() else {
            unreachable!()
        };
        assert_eq!((m.h, m.w), (2, 3));
    }

    #[test]
    fn the_least_image_is_the_least_of_the_eight() {
        // Boards of every shape up to 4 x 5, every other one with walls,
        // drawn by a fixed generator; the eight images made the plain way
        // (each row's bits reversed for the mirror).
        let mut seed = 0x2545_f491_4f6c_dd1d_u64;
        let mut next = move || {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed
        };
        for k in 0..2000 {
            let (h, w) = (1 + next() as usize % 4, 1 + next() as usize % 5);
            let kinds = if k % 2 == 0 { 4 } else { 5 };
            let cells = (0..h * w).map(|_| ['x', 'o', '.', '.', '#'][next() as usize % kinds]);
            let text: Vec<String> = cells
                .collect::<Vec<_>>()
                .chunks(w)
                .map(|row| row.iter().collect())
                .collect();
            let (_, b) = both(&text.join("|"));
            let t = b.transpose();
            let least = [b, t]
                .into_iter()
                .flat_map(|x| [x, x.mirror(), x.half_turn(), x.mirror().half_turn()])
                .min()
                .unwrap();
            assert_eq!(b.least_image(), least, "{}", text.join("|"));
        }
    }
}
