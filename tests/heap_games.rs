//! Nim-sequences of heap games against the literature (OEIS, Winning Ways,
//! Gangolli–Plambeck) and against the definition.

use combinatorial_games::impartial::{
    Dim, GrundysGame, HeapGame, Prim, Subtraction, TakeAndBreak, naive_values,
};
use proptest::prelude::*;

fn code(s: &str) -> TakeAndBreak {
    s.parse().unwrap()
}

/// OEIS A002186, Kayles (.77), heaps 0..=104.
const KAYLES: [u64; 105] = [
    0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4, 1, 2, 7, 1, 4, 3, 2, 1, 4, 6, 7, 4, 1, 2, 8, 5, 4, 7, 2,
    1, 8, 6, 7, 4, 1, 2, 3, 1, 4, 7, 2, 1, 8, 2, 7, 4, 1, 2, 8, 1, 4, 7, 2, 1, 4, 2, 7, 4, 1, 2, 8,
    1, 4, 7, 2, 1, 8, 6, 7, 4, 1, 2, 8, 1, 4, 7, 2, 1, 8, 2, 7, 4, 1, 2, 8, 1, 4, 7, 2, 1, 8, 2, 7,
    4, 1, 2, 8, 1, 4, 7, 2, 1,
];

/// OEIS A002187, Dawson's Chess (.137), heaps 0..=119.
const DAWSON: [u64; 120] = [
    0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 0, 5, 2, 2, 3, 3, 0, 1, 1, 3, 0, 2, 1, 1, 0, 4, 5, 2,
    7, 4, 0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 4, 5, 5, 2, 3, 3, 0, 1, 1, 3, 0, 2, 1, 1, 0, 4,
    5, 3, 7, 4, 8, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 4, 5, 5, 9, 3, 3, 0, 1, 1, 3, 0, 2, 1, 1,
    0, 4, 5, 3, 7, 4, 8, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 4, 5, 5, 9,
];

#[test]
fn kayles_matches_oeis_and_is_periodic_from_71() {
    let k = code(".77");
    assert_eq!(k.nim_values(104), KAYLES);
    assert_eq!(naive_values(&k, 104), KAYLES);
    let p = k.check_periodicity(1000).unwrap();
    assert_eq!(
        (p.period, p.preperiod, p.saltus, p.proven),
        (12, 71, 0, true)
    );
    // Past the proof (at 256 values) the sequence is continued by the
    // period; the definition must agree far beyond that.
    assert_eq!(k.nim_values(3_000), naive_values(&k, 3_000));
}

#[test]
fn dawsons_chess_matches_oeis_with_period_34() {
    let d = code(".137");
    assert_eq!(d.nim_values(119), DAWSON);
    let p = d.check_periodicity(1000).unwrap();
    // The last exception is at 51.
    assert_eq!((p.period, p.preperiod, p.proven), (34, 52, true));
    // Dawson's Kayles (.07) is Dawson's Chess shifted by one heap.
    let dk = code(".07").nim_values(119);
    assert_eq!(&dk[1..], &DAWSON[..119]);
}

/// OEIS A002188, Grundy's game, heaps 0..=104.
const GRUNDY: [u64; 105] = [
    0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2, 1, 3, 2, 4, 3, 0, 4, 3, 0, 4, 3, 0, 4, 1, 2, 3, 1,
    2, 4, 1, 2, 4, 1, 2, 4, 1, 5, 4, 1, 5, 4, 1, 5, 4, 1, 0, 2, 1, 0, 2, 1, 5, 2, 1, 3, 2, 1, 3, 2,
    4, 3, 2, 4, 3, 2, 4, 3, 2, 4, 3, 2, 4, 3, 2, 4, 5, 2, 4, 5, 2, 4, 3, 7, 4, 3, 7, 4, 3, 7, 4, 3,
    5, 2, 3, 5, 2, 3, 5, 2, 3,
];

/// OEIS A125916, Guiles (.15), heaps 0..=100.
const GUILES: [u64; 101] = [
    0, 1, 1, 0, 1, 1, 2, 2, 1, 2, 2, 1, 1, 0, 1, 1, 2, 2, 1, 2, 2, 1, 1, 0, 1, 1, 2, 2, 1, 2, 2, 1,
    1, 0, 1, 1, 2, 2, 1, 2, 2, 1, 1, 0, 1, 1, 2, 2, 1, 2, 2, 1, 1, 0, 1, 1, 2, 2, 1, 2, 2, 1, 1, 0,
    1, 1, 2, 2, 1, 2, 2, 1, 1, 0, 1, 1, 2, 2, 1, 2, 2, 1, 1, 0, 1, 1, 2, 2, 1, 2, 2, 1, 1, 0, 1, 1,
    2, 2, 1, 2, 2,
];

#[test]
fn grundys_game_matches_oeis_and_flammenkamps_rare_values() {
    assert_eq!(GrundysGame.nim_values(104), GRUNDY);
    assert_eq!(naive_values(&GrundysGame, 104), GRUNDY);
    // Flammenkamp's table of the rare values of Grundy's game (mask
    // 0111...: the values whose bits above the lowest have even parity).
    let v = GrundysGame.nim_values(10_000);
    let rare = [
        (87, 7),
        (90, 7),
        (93, 7),
        (146, 6),
        (149, 6),
        (152, 6),
        (158, 11),
        (161, 11),
        (164, 11),
        (167, 11),
        (176, 7),
        (179, 7),
        (181, 12),
        (182, 7),
        (185, 7),
        (188, 7),
        (190, 12),
        (193, 12),
        (196, 10),
        (231, 10),
    ];
    for (n, g) in rare {
        assert_eq!(v[n], g, "G({n})");
    }
    // And between them, in 88..=230, no other heap has a rare value.
    let is_rare = |g: u64| (g >> 1).count_ones().is_multiple_of(2);
    let listed: Vec<usize> = rare.iter().map(|&(n, _)| n).collect();
    for (n, &g) in v.iter().enumerate().take(231).skip(88) {
        assert_eq!(is_rare(g), listed.contains(&n), "heap {n}: {g}");
    }
}

#[test]
fn guiles_matches_oeis() {
    assert_eq!(TakeAndBreak::guiles().nim_values(100), GUILES);
}

#[test]
fn prim_and_dim_closed_forms_from_summer_games() {
    // Prim (no emptying): the index of the least prime factor; *Summer Games*'
    // primber False [0..24], worked by hand.
    let strict = [
        0, 0, 1, 2, 1, 3, 1, 4, 1, 2, 1, 5, 1, 6, 1, 2, 1, 7, 1, 8, 1, 2, 1, 9, 1,
    ];
    assert_eq!(Prim::without_emptying().nim_values(24), strict);
    // With emptying, 0 and 1 trade places (heap 0 stays 0).
    let loose: Vec<u64> = strict
        .iter()
        .enumerate()
        .map(|(n, &k)| match (n, k) {
            (0, _) => 0,
            (_, 0) => 1,
            (_, 1) => 0,
            _ => k,
        })
        .collect();
    assert_eq!(Prim::new().nim_values(24), loose);
    // Dim: the exponent of 2 in n, plus one when the whole heap may go.
    for n in 1..=64usize {
        let k = u64::from(n.trailing_zeros());
        assert_eq!(Dim::without_taking_all().nim_value(n), k);
        assert_eq!(Dim::new().nim_value(n), k + 1);
    }
    for g in [Prim::new(), Prim::without_emptying()] {
        assert_eq!(g.nim_values(400), naive_values(&g, 400));
    }
    for g in [Dim::new(), Dim::without_taking_all()] {
        assert_eq!(g.nim_values(400), naive_values(&g, 400));
    }
}

#[test]
fn guiles_has_period_10_from_1() {
    let p = code(".15").check_periodicity(500).unwrap();
    assert_eq!((p.period, p.preperiod, p.proven), (10, 1, true));
}

#[test]
fn octal_127_last_exception_at_46577() {
    // Gangolli and Plambeck (1989): .127 has period 4 from heap 46578.
    let p = code(".127").check_periodicity(100_000).unwrap();
    assert_eq!((p.period, p.preperiod, p.proven), (4, 46_578, true));
}

#[test]
fn nim_and_laskers_nim_closed_forms() {
    // Nim: G(n) = n. Lasker's Nim: G(4k+1) = 4k+1, G(4k+2) = 4k+2,
    // G(4k+3) = 4k+4, G(4k+4) = 4k+3 (Winning Ways).
    let nim = code("0.#3").nim_values(300);
    assert!(nim.iter().enumerate().all(|(n, &g)| g == n as u64));
    let lasker = code("4.#3").nim_values(300);
    for (n, &g) in lasker.iter().enumerate().skip(1) {
        let expect = match n % 4 {
            3 => n + 1,
            0 => n - 1,
            _ => n,
        };
        assert_eq!(g, expect as u64, "heap {n}");
    }
    let p = code("4.#3").check_periodicity(300).unwrap();
    assert_eq!((p.period, p.saltus, p.proven), (4, 4, false));
    assert!(p.to_string().ends_with("Proven => false)"));
}

#[test]
fn subtraction_games_from_summer_games() {
    // Subtract {1,2,3}: G(n) = n mod 4. Subtract {2,5,6} (code .030033):
    // values worked by hand from the definition.
    let s123 = code(".333").nim_values(20);
    assert!(s123.iter().enumerate().all(|(n, &g)| g == n as u64 % 4));
    let s256 = code(".030033").nim_values(11);
    // By hand: 0 and 1 have no move; 2 and 3 reach 0; 4 reaches G(2)=1;
    // 5: {G(3)=1, G(0)=0}; 6: {G(4)=0, G(1)=0, G(0)=0}; 7: {G(5)=2, G(2)=1,
    // G(1)=0}; 8: {G(6)=1, G(3)=1, G(2)=1}; 9: {G(7)=3, G(4)=0, G(3)=1};
    // 10: {G(8)=0, G(5)=2, G(4)=0}; 11: {G(9)=2, G(6)=1, G(5)=2}.
    assert_eq!(s256, vec![0, 0, 1, 1, 0, 2, 1, 3, 0, 2, 1, 0]);
    let p = code(".030033").check_periodicity(200).unwrap();
    assert!(p.proven && p.saltus == 0);
}

#[test]
fn subtraction_type_periods() {
    // Seed 000: [1,2,3] has period 4 from 0, [2,5,6] period 11 from 0,
    // [2,4,7] is not purely periodic ("the beginning never appears again").
    let per = |set: &[usize]| {
        Subtraction::new(set.iter().copied())
            .unwrap()
            .check_periodicity(300)
            .unwrap()
    };
    let p = per(&[1, 2, 3]);
    assert_eq!((p.period, p.preperiod, p.proven), (4, 0, true));
    let p = per(&[2, 5, 6]);
    assert_eq!((p.period, p.preperiod, p.proven), (11, 0, true));
    let p = per(&[2, 4, 7]);
    assert!(p.preperiod > 0 && p.proven);
    // Adding 9 (and more) to [2,5,6] changes nothing (*Summer Games*).
    let a = Subtraction::new([2, 5, 6]).unwrap().nim_values(60);
    for bigger in [vec![2, 5, 6, 9], vec![2, 5, 6, 9, 13, 16, 17, 20]] {
        assert_eq!(Subtraction::new(bigger).unwrap().nim_values(60), a);
    }
    // All but {1}: take 2 or more. By hand: 0, 0, 1, 1, 2, 2, ... (G(n) = n div 2),
    // an arithmetic period 2 with saltus 1, only observed.
    let t = Subtraction::all_but([1]).unwrap();
    let v = t.nim_values(100);
    assert!(v.iter().enumerate().all(|(n, &g)| g == n as u64 / 2));
    let p = t.check_periodicity(100).unwrap();
    assert_eq!((p.period, p.saltus, p.proven), (2, 1, false));
}

/// Random codes of up to five digits, each 0..=7, and a d0 of 0 or 4.
fn octal_code() -> impl Strategy<Value = TakeAndBreak> {
    (
        prop::bool::ANY,
        prop::collection::vec(0u8..8, 1..6),
        prop::option::of(0usize..3),
    )
        .prop_filter_map("a code with a move", |(d0, digits, repeat)| {
            let mut s = String::from(if d0 { "4." } else { "." });
            for (i, d) in digits.iter().enumerate() {
                if repeat == Some(i) {
                    s.push('#');
                }
                s.push(char::from(b'0' + d));
            }
            s.parse().ok()
        })
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 300, ..ProptestConfig::default() })]

    #[test]
    fn fast_values_match_the_definition(c in octal_code()) {
        prop_assert_eq!(c.nim_values(300), naive_values(&c, 300), "code {}", c);
    }

    #[test]
    fn proven_periods_hold_further(c in octal_code()) {
        if let Some(p) = c.check_periodicity(400)
            && p.proven {
                let far = naive_values(&c, 900);
                for n in p.preperiod..=900 - p.period {
                    prop_assert_eq!(far[n + p.period], far[n], "code {} heap {}", c, n);
                }
            }
    }

    /// Ferguson's pairing property (*Summer Games*): in a subtraction game with
    /// least subtraction s1, G(n) = 1 exactly when G(n - s1) = 0.
    #[test]
    fn ferguson_pairing(set in prop::collection::btree_set(1usize..12, 1..5)) {
        let t = *set.iter().max().unwrap();
        let digits: String = (1..=t).map(|s| if set.contains(&s) { '3' } else { '0' }).collect();
        let values = code(&format!(".{digits}")).nim_values(200);
        let s1 = *set.iter().next().unwrap();
        for n in s1..=200 {
            prop_assert_eq!(values[n] == 1, values[n - s1] == 0, "set {:?} heap {}", set, n);
        }
    }

    /// The same, with the subtraction type, finite and all-but sets alike
    /// (the proof needs no finiteness); and both kinds against the
    /// definition, and a finite set against the equivalent code.
    #[test]
    fn subtraction_type(set in prop::collection::btree_set(1usize..30, 1..6)) {
        let finite = Subtraction::new(set.iter().copied()).unwrap();
        let all_but = Subtraction::all_but(set.iter().copied()).unwrap();
        let t = *set.iter().max().unwrap();
        let digits: String = (1..=t).map(|s| if set.contains(&s) { '3' } else { '0' }).collect();
        prop_assert_eq!(finite.nim_values(250), code(&format!(".{digits}")).nim_values(250));
        for g in [finite, all_but] {
            let values = g.nim_values(250);
            prop_assert_eq!(&values, &naive_values(&g, 250), "{}", g);
            // The least take: the least heap that can be taken whole.
            let s1 = (1..).find(|&s| g.options(s).contains(&vec![])).unwrap();
            for n in s1..=250 {
                prop_assert_eq!(values[n] == 1, values[n - s1] == 0, "{} heap {}", g, n);
            }
        }
    }
}

/// `option_count` against the options listed, for codes of every kind of
/// digit (one heap, two, three), repeated tails, Grundy's game and
/// subtraction games.
#[test]
fn option_counts_match_the_options_listed() {
    use combinatorial_games::impartial::{GrundysGame, HeapGame, Subtraction, TakeAndBreak};
    let mut games: Vec<(String, Box<dyn HeapGame>)> = Vec::new();
    for code in [
        ".77", ".07", ".137", "4.07", ".6", "0.[7]", "0.[3]", ".8", ".F", "0.4F", "4.[8]",
    ] {
        games.push((code.into(), Box::new(code.parse::<TakeAndBreak>().unwrap())));
    }
    games.push(("grundy".into(), Box::new(GrundysGame)));
    games.push(("{1,4}".into(), Box::new(Subtraction::new([1, 4]).unwrap())));
    games.push((
        "allbut {2,3}".into(),
        Box::new(Subtraction::all_but([2, 3]).unwrap()),
    ));
    for (name, g) in &games {
        for n in 0..40 {
            assert_eq!(
                g.option_count(n),
                Some(g.options(n).len() as u64),
                "{name}, heap {n}"
            );
        }
    }
    // Listed in the language past 10 000 where the rules count few.
    assert_eq!(
        combinatorial_games::expr::eval("GrundysGame(92679).Options.Size")
            .unwrap()
            .to_string(),
        "46339"
    );
    assert!(combinatorial_games::expr::eval("TakeAndBreak(\"0.[7]\")(20000).Options").is_err());
}
