//! Loopy rulesets: valuing a game component by component agrees with
//! valuing its whole graph at once (a second, independent method: the
//! whole graph is the definition, with no option replaced by its value).

use combinatorial_games::Player;
use combinatorial_games::loopy::{Explored, LoopyError, LoopyRules, SidedValue, Stopper};
use proptest::prelude::*;

/// A game given by a table of moves: position `i` lets Left move to
/// `left[i]` and Right to `right[i]`; positions in `off` are known to be
/// `off` and not walked past.
#[derive(Debug, Clone)]
struct Table {
    left: Vec<Vec<u32>>,
    right: Vec<Vec<u32>>,
    off: Vec<bool>,
}

impl LoopyRules for Table {
    type Position = u32;
    fn options(&self, &p: &u32, player: Player) -> Vec<u32> {
        match player {
            Player::Left => self.left[p as usize].clone(),
            Player::Right => self.right[p as usize].clone(),
        }
    }
    fn known(&self, &p: &u32) -> Option<Stopper> {
        self.off[p as usize].then(Stopper::off)
    }
}

/// Random tables of up to `n` positions, with moves mostly downwards so
/// that many are stoppers, and a few going back up (cycles, passes).
fn table(n: usize) -> impl Strategy<Value = Table> {
    (2..=n).prop_flat_map(|n| {
        let moves = move || {
            proptest::collection::vec(proptest::collection::vec((0..n as u32, 0..8u8), 0..4), n)
        };
        (moves(), moves(), proptest::collection::vec(0..12u8, n)).prop_map(move |(l, r, off)| {
            // An edge goes to a position below unless its coin says
            // otherwise (one time in eight).
            let shape = |m: Vec<Vec<(u32, u8)>>| -> Vec<Vec<u32>> {
                m.into_iter()
                    .enumerate()
                    .map(|(i, es)| {
                        es.into_iter()
                            .filter(|&(to, coin)| (to as usize) < i || coin == 0)
                            .map(|(to, _)| to)
                            .collect()
                    })
                    .collect()
            };
            Table {
                left: shape(l),
                right: shape(r),
                off: off.into_iter().map(|c| c == 0).collect(),
            }
        })
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn components_agree_with_the_whole_graph(t in table(9)) {
        // The top position reaches the most.
        let start = t.left.len() as u32 - 1;
        let walk = Explored::new(&t, &start).unwrap();
        let by_parts = walk.values().unwrap();
        let whole = walk.graph().unwrap();
        for (i, value) in by_parts.iter().enumerate() {
            match SidedValue::from_graph(&whole, i as u32) {
                Ok(w) => prop_assert!(value == &w, "position {} of {:?}: {} by parts, {} whole", walk.positions()[i], t, value, w),
                Err(LoopyError::TooManyPairs { .. }) => {}
                Err(e) => panic!("{e}"),
            }
        }
    }
}

#[test]
fn a_known_position_is_not_walked_past() {
    let t = Table {
        left: vec![vec![1], vec![0]],
        right: vec![vec![], vec![]],
        off: vec![false, true],
    };
    let walk = Explored::new(&t, &0).unwrap();
    assert_eq!(walk.options(1, Player::Left), &[] as &[u32]);
    let v = walk.values().unwrap();
    // {off |} = 0: Left's only move is to off, which is worse than none.
    assert!(v[1].as_stopper().unwrap().is_off());
    assert_eq!(v[0].to_string(), "0");
}

#[test]
fn too_many_positions_is_an_error() {
    struct Counter;
    impl LoopyRules for Counter {
        type Position = u64;
        fn options(&self, &p: &u64, player: Player) -> Vec<u64> {
            match player {
                Player::Left => vec![p + 1],
                Player::Right => vec![],
            }
        }
    }
    assert!(matches!(
        Explored::new(&Counter, &0),
        Err(LoopyError::TooLarge { .. })
    ));
}
