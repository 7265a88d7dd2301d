//! Sliding-tile puzzles: the parity rule and the solver against a
//! breadth-first search of every 3 x 3 board, Korf's published optimal
//! lengths, and the random generator's uniformity.

use std::collections::{HashMap, VecDeque};

use sliding_puzzles::{
    Dir, Goal, PatternDatabase, PdbError, PuzzleError, SlidingPuzzle, SolveError, SplitMix64,
};

/// Distances from the goal to every reachable board, by breadth-first search.
fn bfs(rows: usize, cols: usize, goal: Goal) -> HashMap<Vec<u8>, u32> {
    let start = SlidingPuzzle::solved(rows, cols, goal).unwrap();
    let mut dist = HashMap::new();
    dist.insert(start.tiles().to_vec(), 0);
    let mut queue = VecDeque::from([start]);
    while let Some(p) = queue.pop_front() {
        let d = dist[p.tiles()];
        for dir in Dir::ALL {
            if let Some(q) = p.moved(dir)
                && !dist.contains_key(q.tiles())
            {
                dist.insert(q.tiles().to_vec(), d + 1);
                queue.push_back(q);
            }
        }
    }
    dist
}

/// Every arrangement of `n` cells, by Heap's algorithm.
fn permutations(n: usize, mut f: impl FnMut(&[u8])) {
    let mut a: Vec<u8> = (0..n as u8).collect();
    let mut c = vec![0; n];
    f(&a);
    let mut i = 0;
    while i < n {
        if c[i] < i {
            if i % 2 == 0 {
                a.swap(0, i);
            } else {
                a.swap(c[i], i);
            }
            f(&a);
            c[i] += 1;
            i = 0;
        } else {
            c[i] = 0;
            i += 1;
        }
    }
}

#[test]
fn parity_rule_matches_reachability_exhaustively() {
    for (rows, cols) in [(2, 2), (2, 3), (3, 2), (3, 3)] {
        for goal in [Goal::BlankLast, Goal::BlankFirst] {
            let reach = bfs(rows, cols, goal);
            let mut count = 0;
            permutations(rows * cols, |t| {
                let p = SlidingPuzzle::from_tiles(rows, cols, t.to_vec()).unwrap();
                assert_eq!(p.is_solvable(goal), reach.contains_key(t), "{p}");
                count += 1;
            });
            // Exactly half of all arrangements are solvable.
            assert_eq!(reach.len() * 2, count, "{rows} x {cols}");
        }
    }
}

#[test]
fn solver_is_optimal_on_random_3x3_boards() {
    let dist = bfs(3, 3, Goal::BlankLast);
    let mut rng = SplitMix64::new(1);
    for _ in 0..300 {
        let p = SlidingPuzzle::random_with(3, 3, Goal::BlankLast, &mut rng).unwrap();
        let s = p.solve(Goal::BlankLast).unwrap();
        assert_eq!(s.moves.len() as u32, dist[p.tiles()], "{p}");
        assert!(p.play(&s.letters()).unwrap().is_solved(Goal::BlankLast));
    }
    // The hardest 3 x 3 boards take 31 moves (two of them).
    let hardest: Vec<_> = dist.iter().filter(|&(_, &d)| d == 31).collect();
    assert_eq!(hardest.len(), 2);
}

fn korf() -> Vec<(usize, usize, SlidingPuzzle)> {
    include_str!("data/korf100.txt")
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|l| {
            let w: Vec<&str> = l.split_whitespace().collect();
            let p: SlidingPuzzle = w[2..].join(" ").parse().unwrap();
            (w[0].parse().unwrap(), w[1].parse().unwrap(), p)
        })
        .collect()
}

#[test]
fn korf_instances_easy_subset() {
    // The five Korf found easiest (fewest nodes with Manhattan distance),
    // by the Manhattan-distance search that needs no tables.
    let all = korf();
    assert_eq!(all.len(), 100);
    let total: usize = all.iter().map(|k| k.1).sum();
    assert_eq!(total, 5305); // mean 53.05, as published
    for (n, len, p) in all.iter().filter(|k| [12, 42, 55, 79, 97].contains(&k.0)) {
        assert!(p.is_solvable(Goal::BlankFirst), "Korf {n}");
        let s = p.solve_by_manhattan(Goal::BlankFirst).unwrap();
        assert_eq!(s.moves.len(), *len, "Korf {n}");
        assert!(p.play(&s.letters()).unwrap().is_solved(Goal::BlankFirst));
    }
}

/// A blank-first board as the equivalent blank-last one: turned half
/// around, tiles relabelled t -> 16 - t (the same optimal length).
fn to_blank_last(p: &SlidingPuzzle) -> SlidingPuzzle {
    let mut t = vec![0u8; 16];
    for (c, &x) in p.tiles().iter().enumerate() {
        t[15 - c] = if x == 0 { 0 } else { 16 - x };
    }
    SlidingPuzzle::from_tiles(4, 4, t).unwrap()
}

#[test]
fn pattern_databases_solve_korf_instances_optimally() {
    // The first 25 of Korf's 100 (all 100 are in the benchmark), against
    // the published lengths, replayed; and as blank-last boards.
    for (n, len, p) in korf().into_iter().take(25) {
        let s = p.solve(Goal::BlankFirst).unwrap();
        assert_eq!(s.moves.len(), len, "Korf {n}");
        assert!(
            p.play(&s.letters()).unwrap().is_solved(Goal::BlankFirst),
            "Korf {n}"
        );
        if n <= 5 {
            let q = to_blank_last(&p);
            let t = q.solve(Goal::BlankLast).unwrap();
            assert_eq!(t.moves.len(), len, "Korf {n}, blank last");
            assert!(q.play(&t.letters()).unwrap().is_solved(Goal::BlankLast));
        }
    }
}

#[test]
fn a_raised_flag_stops_the_default_search() {
    // Korf's 88 takes the default tables millions of nodes; the flag is
    // read every 65 536, so a raised one ends it at the first reading.
    let (_, _, p) = korf().into_iter().find(|k| k.0 == 88).unwrap();
    let raised = std::sync::atomic::AtomicBool::new(true);
    assert_eq!(
        p.solve_until(Goal::BlankFirst, &raised),
        Err(SolveError::Stopped)
    );
    let lowered = std::sync::atomic::AtomicBool::new(false);
    let easy = korf().into_iter().find(|k| k.0 == 1).unwrap();
    assert_eq!(
        easy.2
            .solve_until(Goal::BlankFirst, &lowered)
            .unwrap()
            .moves
            .len(),
        easy.1
    );
}

#[test]
fn pattern_databases_agree_with_manhattan_search() {
    // Two independent searches, the same optimal lengths, on boards a few
    // dozen random moves from the goal.
    let mut rng = SplitMix64::new(9);
    for _ in 0..20 {
        let mut p = SlidingPuzzle::solved(4, 4, Goal::BlankLast).unwrap();
        for _ in 0..40 {
            let d = Dir::ALL[rng.below(4) as usize];
            if let Some(q) = p.moved(d) {
                p = q;
            }
        }
        let a = p.solve(Goal::BlankLast).unwrap();
        let b = p.solve_by_manhattan(Goal::BlankLast).unwrap();
        assert_eq!(a.moves.len(), b.moves.len(), "{p}");
    }
}

#[test]
fn random_boards_are_solvable_and_uniform() {
    // Every solvable 2 x 3 board (360 of them) about equally often: a
    // chi-squared test with 359 degrees of freedom, 100 expected each. The
    // 0.1% critical value is about 449.
    let mut rng = SplitMix64::new(42);
    let mut counts: HashMap<Vec<u8>, u32> = HashMap::new();
    for _ in 0..36_000 {
        let p = SlidingPuzzle::random_with(2, 3, Goal::BlankLast, &mut rng).unwrap();
        assert!(p.is_solvable(Goal::BlankLast));
        *counts.entry(p.tiles().to_vec()).or_default() += 1;
    }
    assert_eq!(counts.len(), 360);
    let chi: f64 = counts
        .values()
        .map(|&c| (c as f64 - 100.0).powi(2) / 100.0)
        .sum();
    assert!(chi < 449.0, "chi-squared {chi}");
    for (rows, cols) in [(3, 3), (4, 4), (5, 5), (3, 5)] {
        for seed in 0..50 {
            let p = SlidingPuzzle::random(rows, cols, Goal::BlankFirst, seed).unwrap();
            assert!(p.is_solvable(Goal::BlankFirst));
        }
    }
}

#[test]
fn bad_boards_say_why() {
    let e = |s: &str| s.parse::<SlidingPuzzle>().unwrap_err();
    assert_eq!(
        e("1 2 3 4 5 6 7 8 8"),
        PuzzleError::Repeated {
            tile: 8,
            missing: 0
        }
    );
    assert_eq!(e("1 2 3 4 5 6 7 8"), PuzzleError::NotSquare(8));
    assert_eq!(e("1 2 3 4 5 6 7 8 x"), PuzzleError::BadTile("x".into()));
    assert_eq!(
        e("1 2 3 4 5 6 7 8 9"),
        PuzzleError::OutOfRange { tile: 9, cells: 9 }
    );
    assert!(matches!(
        e("1 2 3 / 4 5"),
        PuzzleError::Ragged { row: 2, .. }
    ));
    let p: SlidingPuzzle = "1 2 3 / 4 5 _".parse().unwrap();
    assert_eq!((p.rows(), p.cols()), (2, 3));
    assert_eq!(p.to_string(), "1 2 3 / 4 5 0");
    assert!(p.is_solved(Goal::BlankLast));
    assert!(
        p.slide(5)
            .unwrap()
            .slide(5)
            .unwrap()
            .is_solved(Goal::BlankLast)
    );
}

#[test]
fn ranked_databases_are_admissible_and_solve_korf_instances() {
    // The 5-5-5 split through the same ranked tables, parallel build and
    // search as the optional 7-8 split: a bound never above Korf's
    // published length and of the same parity, on all 100; optimal
    // solutions on the five easiest.
    let calls = std::sync::atomic::AtomicU64::new(0);
    let last = std::sync::atomic::AtomicU64::new(0);
    let db = PatternDatabase::build(&PatternDatabase::SPLIT_555, |p| {
        calls.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        last.fetch_max(p.done, std::sync::atomic::Ordering::Relaxed);
        assert_eq!(p.total, 3 * 16 * 15 * 14 * 13 * 12);
    })
    .unwrap();
    assert!(calls.into_inner() > 1);
    assert_eq!(last.into_inner(), 3 * 524_160, "every placement reached");
    for (n, len, p) in korf() {
        let h = db.heuristic(&p, Goal::BlankFirst) as usize;
        assert!(
            h <= len && h % 2 == len % 2,
            "Korf {n}: bound {h}, length {len}"
        );
        assert_eq!(
            db.heuristic(&to_blank_last(&p), Goal::BlankLast) as usize,
            h,
            "Korf {n} turned"
        );
    }
    for (n, len, p) in korf()
        .into_iter()
        .filter(|k| [12, 42, 55, 79, 97].contains(&k.0))
    {
        let s = p.solve_with(&db, Goal::BlankFirst).unwrap();
        assert_eq!(s.moves.len(), len, "Korf {n}");
        assert!(p.play(&s.letters()).unwrap().is_solved(Goal::BlankFirst));
    }
    // The same lengths as the Manhattan search on scrambled boards.
    let mut rng = SplitMix64::new(31);
    for _ in 0..20 {
        let mut p = SlidingPuzzle::solved(4, 4, Goal::BlankLast).unwrap();
        for _ in 0..45 {
            if let Some(q) = p.moved(Dir::ALL[rng.below(4) as usize]) {
                p = q;
            }
        }
        let a = p.solve_with(&db, Goal::BlankLast).unwrap();
        assert!(p.play(&a.letters()).unwrap().is_solved(Goal::BlankLast));
        let b = p.solve_by_manhattan(Goal::BlankLast).unwrap();
        assert_eq!(a.moves.len(), b.moves.len(), "{p}");
    }
    // Tables for 4 x 4 do not fit a 3 x 3 board: it is solved without.
    let small: SlidingPuzzle = "1 2 3 4 5 6 7 0 8".parse().unwrap();
    assert_eq!(
        small.solve_with(&db, Goal::BlankLast).unwrap().letters(),
        "R"
    );
    let stuck: SlidingPuzzle = "1 2 3 4 5 6 8 7 0".parse().unwrap();
    assert_eq!(
        stuck.solve_with(&db, Goal::BlankLast),
        Err(SolveError::Unsolvable)
    );
}

#[test]
fn cached_databases_round_trip_and_refuse_damage() {
    let dir = std::env::temp_dir().join(format!("cg-pdb-test-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let groups: [&[u8]; 2] = [&[1, 2, 3, 4], &[5, 6]];
    let built = PatternDatabase::load_or_build(&groups, &dir, |_| {}).unwrap();
    let path = dir.join(PatternDatabase::file_name(&groups));
    assert!(path.exists());
    let loaded = PatternDatabase::load_or_build(&groups, &dir, |_| panic!("rebuilt")).unwrap();
    assert_eq!(loaded, built);

    let good = std::fs::read(&path).unwrap();
    // One value changed: the checksum catches it.
    let mut bad = good.clone();
    bad[good.len() / 2] ^= 1;
    std::fs::write(&path, &bad).unwrap();
    let e = PatternDatabase::load(&path).unwrap_err();
    assert!(matches!(e, PdbError::Checksum { .. }), "{e}");
    assert!(e.to_string().contains("delete it to rebuild"), "{e}");
    // Cut short, or not a database at all.
    std::fs::write(&path, &good[..good.len() - 10]).unwrap();
    assert!(matches!(
        PatternDatabase::load(&path),
        Err(PdbError::Format { .. })
    ));
    std::fs::write(&path, b"hello").unwrap();
    assert!(matches!(
        PatternDatabase::load(&path),
        Err(PdbError::Format { .. })
    ));
    // A damaged cache is reported, not silently rebuilt or trusted.
    std::fs::write(&path, &bad).unwrap();
    assert!(PatternDatabase::load_or_build(&groups, &dir, |_| {}).is_err());
    // Another split's file under this split's name.
    std::fs::write(&path, &good).unwrap();
    let other: [&[u8]; 1] = [&[1, 2, 3]];
    std::fs::rename(&path, dir.join(PatternDatabase::file_name(&other))).unwrap();
    assert!(matches!(
        PatternDatabase::load_or_build(&other, &dir, |_| {}),
        Err(PdbError::OtherGroups { .. })
    ));
    std::fs::remove_dir_all(&dir).unwrap();
    // Bad splits are typed errors.
    for bad in [
        &[&[0u8, 1][..]][..],
        &[&[16]],
        &[&[1, 2], &[2]],
        &[],
        &[&[1, 2, 3, 4, 5, 6, 7, 8, 9]],
    ] {
        assert!(
            matches!(
                PatternDatabase::build(bad, |_| {}),
                Err(PdbError::Groups(_))
            ),
            "{bad:?}"
        );
    }
}

#[test]
#[ignore = "needs the cached 7-8 tables (cargo run --release -- fifteen tables); run with --ignored"]
fn cached_78_tables_solve_all_of_korfs_100() {
    let split = PatternDatabase::SPLIT_78;
    let path = PatternDatabase::cache_dir()
        .unwrap()
        .join(PatternDatabase::file_name(&split));
    let db = PatternDatabase::load(&path).unwrap();
    let boards: Vec<SlidingPuzzle> = korf().into_iter().map(|k| k.2).collect();
    let solved = sliding_puzzles::solve_many_with(&boards, Goal::BlankFirst, &db);
    for ((n, len, p), s) in korf().into_iter().zip(solved) {
        let s = s.unwrap();
        assert_eq!(s.moves.len(), len, "Korf {n}");
        assert!(p.play(&s.letters()).unwrap().is_solved(Goal::BlankFirst));
        // Along the solution the bound never exceeds the moves left and has
        // their parity (each move changes one tile's Manhattan distance by
        // one, and every table value has its group's distance's parity).
        let mut q = p.clone();
        for i in 0..=len {
            let h = db.heuristic(&q, Goal::BlankFirst) as usize;
            assert!(
                h <= len - i && (len - i - h).is_multiple_of(2),
                "Korf {n}, move {i}"
            );
            if i < len {
                q = q.moved(s.moves[i]).unwrap();
            }
        }
    }
}

/// The largest boards, 16 x 16: 255 tiles and the blank, each once, in
/// both goals and in random boards (256 cells do not fit a byte's count).
#[test]
fn the_largest_boards() {
    for goal in [Goal::BlankLast, Goal::BlankFirst] {
        let solved = SlidingPuzzle::solved(16, 16, goal).unwrap();
        let mut tiles = solved.tiles().to_vec();
        tiles.sort_unstable();
        assert_eq!(tiles, (0..=255).collect::<Vec<u8>>());
        let r = SlidingPuzzle::random(16, 16, goal, 7).unwrap();
        assert!(r.is_solvable(goal));
        let mut tiles = r.tiles().to_vec();
        tiles.sort_unstable();
        assert_eq!(tiles, (0..=255).collect::<Vec<u8>>());
    }
}
