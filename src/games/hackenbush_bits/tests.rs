//! Tests of `hackenbush_bits`: fixed-point numbers by hand, and values
//! against the general solver over `graph_hackenbush.rs`'s moves.

use super::*;
use crate::games::HackenbushGraph;
use crate::rulesets::Solver;

/// Pictures drawn from a seed (SplitMix64), the same each run: `r(n)`
/// is below `n`.
pub(in crate::games) fn draws(seed: u64) -> impl FnMut(u64) -> u64 {
    let mut state = seed;
    move |n| {
        state = state.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = state;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        (z ^ (z >> 31)) % n
    }
}

/// A random picture: up to `most` edges among up to 8 vertices, each
/// colour drawn from `palette`, what is not joined to the ground
/// left out.
fn picture(
    r: &mut impl FnMut(u64) -> u64,
    most: u64,
    palette: &[u8],
    childish: u8,
) -> HackenbushGraph {
    let n = 2 + r(7) as u32;
    let edges: Vec<_> = (0..1 + r(most))
        .map(|_| {
            let (a, b) = (r(u64::from(n)) as u32, r(u64::from(n)) as u32);
            let c = palette[r(palette.len() as u64) as usize];
            (a.min(b), a.max(b), c)
        })
        .collect();
    HackenbushGraph::grounded(childish, n, &edges)
}

/// The childish colours drawn in turn (bit 0 blue, 1 red, 2 green):
/// none, Childish Hackenbush's blue and red, and other choices of
/// CGSuite's `GenHackenbush`.
const CHILDISH: [u8; 6] = [0, 0, 0b011, 0b100, 0b111, 0b001];

/// Pictures of every mix of colours, valued here and by the general
/// solver over `graph_hackenbush.rs`'s moves (its table shared).
fn agree(seed: u64, count: usize, most: u64, palettes: &[&[u8]]) {
    let mut r = draws(seed);
    let mut solvers: [Solver<HackenbushGraph>; 8] = std::array::from_fn(|_| Solver::new());
    for k in 0..count {
        let childish = CHILDISH[k % CHILDISH.len()];
        let palette = palettes[k % palettes.len()];
        let p = picture(&mut r, most, palette, childish);
        let expected = solvers[usize::from(childish)].value(&p);
        assert_eq!(
            p.picture().unwrap().value(),
            expected,
            "{p} childish {childish}"
        );
        // The memos emptied as they fill: the same values (on small
        // pictures: without a memo the search is exponential).
        let mut small = p.picture().unwrap();
        if small.ends.len() <= 7 {
            small.limit = 3;
            assert_eq!(small.value(), expected, "{p} with small memos");
        }
    }
}

#[test]
fn values_agree_with_the_general_solver() {
    // Mostly one colour, so that parts hang from bridges all blue or
    // all red, and every mix.
    let palettes: &[&[u8]] = &[
        &[BLUE, RED, GREEN],
        &[BLUE, RED],
        &[BLUE, BLUE, BLUE, BLUE, RED],
        &[RED, RED, RED, BLUE],
        &[GREEN, GREEN, GREEN, BLUE],
        &[BLUE, BLUE, RED, GREEN],
    ];
    agree(0x9e37_79b9_7f4a_7c15, 1500, 11, palettes);
}

/// `HackenbushGraph::value` keeps the last picture: its moves, valued
/// after it, are looked up in its memos; the values are the same.
#[test]
fn moves_valued_after_their_picture_agree() {
    use crate::rulesets::Ruleset;
    let mut r = draws(0x5851_f42d_4c95_7f2d);
    let mut solvers: [Solver<HackenbushGraph>; 8] = std::array::from_fn(|_| Solver::new());
    let mut checked = 0;
    for k in 0..150 {
        let childish = CHILDISH[k % CHILDISH.len()];
        let p = picture(&mut r, 10, &[BLUE, RED, GREEN], childish);
        let solver = &mut solvers[usize::from(childish)];
        assert_eq!(p.value(), solver.value(&p), "{p}");
        for q in p.left_moves().into_iter().chain(p.right_moves()) {
            assert_eq!(q.value(), solver.value(&q), "{q} after {p}");
            checked += 1;
        }
    }
    assert!(checked > 300, "{checked} moves");
}

#[test]
fn green_pictures_fuse_as_the_search_finds() {
    agree(0x2545_f491_4f6c_dd1d, 400, 15, &[&[GREEN]]);
}

fn fixed(s: &str) -> Fixed {
    let d: Dyadic = s.parse().unwrap();
    let n: i128 = d.numerator().try_into().unwrap();
    n << (64 - d.denominator_exponent())
}

#[test]
fn simplest_numbers_by_hand() {
    let f = |l: Option<&str>, h: Option<&str>| simplest_between(l.map(fixed), h.map(fixed));
    assert_eq!(f(None, None), 0);
    assert_eq!(f(Some("0"), None), fixed("1"));
    assert_eq!(f(Some("5/2"), None), fixed("3"));
    assert_eq!(f(Some("-3"), None), 0);
    assert_eq!(f(None, Some("-3")), fixed("-4"));
    assert_eq!(f(None, Some("-1/2")), fixed("-1"));
    assert_eq!(f(Some("0"), Some("1")), fixed("1/2"));
    assert_eq!(f(Some("1/2"), Some("1")), fixed("3/4"));
    assert_eq!(f(Some("-1"), Some("-1/2")), fixed("-3/4"));
    assert_eq!(f(Some("-7/8"), Some("-3/4")), fixed("-13/16"));
    assert_eq!(f(Some("1"), Some("4")), fixed("2"));
    assert_eq!(f(Some("-4"), Some("-1")), fixed("-2"));
    assert_eq!(f(Some("-1/4"), Some("3")), 0);
    assert_eq!(f(Some("1/8"), Some("1/2")), fixed("1/4"));
    assert_eq!(f(Some("5/16"), Some("3/8")), fixed("11/32"));
}

/// Blue-red trees, with loops here and there, valued by the colon
/// principle (`trees.rs`) and by the general solver's search.
#[test]
fn blue_red_trees_agree_with_the_general_solver() {
    let mut r = draws(0x6a09_e667_f3bc_c909);
    let mut solver = Solver::new();
    let mut trees = 0;
    for _ in 0..500 {
        let n = 2 + r(11) as u32;
        let mut edges = Vec::new();
        for v in 1..n {
            // Mostly on a vertex above the ground, so that trees branch.
            let below = if v > 1 && r(4) != 0 {
                1 + r(u64::from(v - 1))
            } else {
                r(u64::from(v))
            };
            edges.push((below as u32, v, [BLUE, RED][r(2) as usize]));
        }
        for _ in 0..r(3) {
            let v = r(u64::from(n)) as u32;
            edges.push((v, v, [BLUE, RED][r(2) as usize]));
        }
        let p = HackenbushGraph::grounded(0, n, &edges);
        let mut bits = p.picture().unwrap();
        for part in bits.parts(bits.all()) {
            assert!(bits.tree_number(part).is_some(), "{p}: a tree");
            trees += 1;
        }
        assert_eq!(bits.value(), solver.value(&p), "{p}");
    }
    assert!(trees > 500, "{trees} trees");
}

/// A triangle on a blue edge from the ground, with a tree hanging from
/// it, worked by hand: ground-A blue (edge 0); A-B red, B-C blue, C-A red
/// (1 to 3, the triangle); C-D blue (4) under D-E red (5) and D-F blue
/// (6). The bridges with a tree beyond are 4 and the two leaves; of the
/// cuts into that branch, Left's best is 6 (leaving blue under red, 1/2,
/// where cutting 4 leaves nothing, 0) and Right's only one is 5.
#[test]
fn a_hanging_tree_is_cut_once_a_side() {
    let edges = [
        (0, 1, BLUE),
        (1, 2, RED),
        (2, 3, BLUE),
        (1, 3, RED),
        (3, 4, BLUE),
        (4, 5, RED),
        (4, 6, BLUE),
    ];
    let mut p = Picture::new(7, &edges, 0).unwrap();
    let cuts = p.cuts(p.all());
    assert_eq!(cuts.trees, 0b111_0000);
    assert_eq!(cuts.drops & cuts.trees, 0b1_0000);
    assert_eq!(p.branch_cuts(p.all(), &cuts), 0b110_1111);
    // Its value, by the general solver, is the same with the cuts left out.
    let whole = HackenbushGraph::grounded(0, 7, &edges);
    assert_eq!(p.value(), Solver::new().value(&whole));
}
