//! Playing against the computer and the 15-puzzle, from the `cgame` binary
//! as a user runs it.

mod common;

use std::process::Command;

use common::{cgame, cgame_with_input};

#[test]
fn play_nim_against_the_computer() {
    // Nim 1 2: we take 1 from the pile of 2 (to 1 1, lost for the mover);
    // the computer, losing, takes a pile; we take the last coin.
    let (out, _, code) =
        cgame_with_input(&["play", "nim", "1", "2", "--first", "me"], "x\n7\n2\n1\n");
    assert_eq!(code, 0);
    assert!(out.contains("Please type a number from 1 to 3."), "{out}");
    assert!(
        out.contains("Computer: take 1 from pile 1 (1 -> 0)"),
        "{out}"
    );
    assert!(
        out.trim_end()
            .ends_with("No move left for the computer: you win!"),
        "{out}"
    );
}

#[test]
fn play_mancala_to_a_tie_and_dao_results() {
    // 1 0 0 / 0 1 0, GamesCrafters' rules: South's one move sows the last
    // stone into its store, 1 to 1, and the game ends level.
    let (out, _, code) = cgame_with_input(
        &[
            "play",
            "mancala",
            "1 0 0 / 0 1 0",
            "--first",
            "me",
            "--hint",
        ],
        "1\n",
    );
    assert_eq!(code, 0);
    assert!(
        out.contains(
            "1) sow pit 2 (1 stone) -- ties: neither side can do better, 0 moves to the end"
        ),
        "{out}"
    );
    assert!(out.trim_end().ends_with("Game over: a tie."), "{out}");
    // Dao from the start is a draw: the analysis says so, with no remoteness.
    let (out, _, code) = cgame(&["dao", "X..O/.XO./.OX./O..X"]);
    assert_eq!(code, 0);
    assert_eq!(out, "X..O/.XO./.OX./O..X: draw\n");
}

#[test]
fn a_treblecross_loss_says_three_in_a_row() {
    // X.X: the computer crosses the middle cell and wins at once.
    let (out, _, code) = cgame_with_input(
        &["play", "treblecross", "X.X....", "--first", "computer"],
        "",
    );
    assert_eq!(code, 0);
    assert!(out.contains("Computer: cross cell 2"), "{out}");
    assert!(
        out.trim_end()
            .ends_with("Three in a row: the computer wins."),
        "{out}"
    );
}

#[test]
fn play_nim_without_piles_starts_from_random_ones() {
    let (out, _, code) = cgame_with_input(&["play", "nim", "--first", "me"], "");
    assert_eq!(code, 0);
    let first = out.lines().next().unwrap();
    let piles: Vec<u32> = first
        .strip_prefix("Nim ")
        .unwrap_or_else(|| panic!("{out}"))
        .split_whitespace()
        .map(|p| p.parse().unwrap())
        .collect();
    assert!((3..=5).contains(&piles.len()), "{first}");
    assert!(piles.iter().all(|p| (1..=9).contains(p)), "{first}");
}

#[test]
fn play_kayles_computer_first_wins() {
    // Kayles III: the computer knocks down the middle pin (I.I, lost for
    // us); we take pin 1, it takes pin 3.
    let (out, _, code) = cgame_with_input(&["play", "kayles", "3", "--hint"], "n\n1\n");
    assert_eq!(code, 0);
    assert!(out.contains("Computer: knock down pin 2"), "{out}");
    assert!(
        out.contains("1) knock down pin 1 -- loses: the computer can then win, 1 move to the end"),
        "{out}"
    );
    assert!(
        out.trim_end()
            .ends_with("No move left for you: the computer wins."),
        "{out}"
    );
    let (_, err, code) = cgame(&["play", "kayles", "II x"]);
    assert!(err.contains("A board for Kayles is"), "{err}");
    assert_eq!(code, 2);
}

#[test]
fn fifteen_solves_and_draws() {
    // Korf's instance 79 (optimal length 42, blank-first goal), and the
    // 3 x 3 board two moves from blank-last.
    let (out, err, code) = cgame(&[
        "fifteen",
        "solve",
        "0 1 9 7 11 13 5 3 14 12 4 2 8 6 10 15",
        "--goal",
        "blank-first",
    ]);
    assert_eq!(code, 0, "{err}");
    let (len, moves) = out.trim().split_once(' ').unwrap();
    assert_eq!(len, "42");
    assert_eq!(moves.len(), 42);
    let (out, _, _) = cgame(&["fifteen", "solve", "1 2 3 4 5 6 0 7 8"]);
    assert_eq!(out, "2 RR\n");
    let (_, err, code) = cgame(&["fifteen", "solve", "1 2 3 4 5 6 8 7 0"]);
    assert!(err.contains("cannot reach the goal"), "{err}");
    assert_eq!(code, 2);
    let (a, _, _) = cgame(&["fifteen", "random", "--seed", "7"]);
    let (b, _, _) = cgame(&["fifteen", "random", "--seed", "7"]);
    assert_eq!(a, b);
    assert_eq!(a.split_whitespace().count(), 16);
}

#[test]
fn fifteen_big_tables_refuse_a_damaged_cache() {
    // Building the 7-8 tables takes minutes, so this checks the cache's
    // guard only: a damaged file is reported with what to do, never
    // trusted or silently rebuilt.
    let dir = std::env::temp_dir().join(format!("cg-cli-pdb-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("fifteen-1.2.3.4.5.6.7-8.9.10.11.12.13.14.15.pdb");
    std::fs::write(&file, b"not a table").unwrap();
    let d = dir.to_str().unwrap();
    let korf79 = "0 1 9 7 11 13 5 3 14 12 4 2 8 6 10 15";
    let (out, err, code) = cgame(&[
        "fifteen",
        "solve",
        korf79,
        "--tables",
        "7-8",
        "--cache-dir",
        d,
    ]);
    assert_eq!(out, "");
    assert!(err.contains("delete it to rebuild"), "{err}");
    assert_eq!(code, 1);
    let (_, err, code) = cgame(&["fifteen", "tables", "--cache-dir", d]);
    assert!(err.contains("is not a pattern database file"), "{err}");
    assert_eq!(code, 1);
    let (_, err, code) = cgame(&["fifteen", "solve", korf79, "--tables", "5-5"]);
    assert!(
        err.contains("--tables: the tables are auto, 6-6-3 or 7-8, not '5-5'"),
        "{err}"
    );
    assert_eq!(code, 2);
    // By default the cached tables are used if good, and a damaged file is
    // reported before the default tables take over.
    let (out, err, code) = cgame(&[
        "fifteen",
        "solve",
        korf79,
        "--goal",
        "blank-first",
        "--cache-dir",
        d,
    ]);
    assert!(
        err.contains("warning") && err.contains("using the 6-6-3 tables"),
        "{err}"
    );
    assert!(out.starts_with("42 "), "{out}");
    assert_eq!(code, 0);
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn play_fifteen_from_a_script() {
    // Two moves from solved: the gap goes right twice.
    let (out, _, code) = cgame_with_input(
        &["play", "fifteen", "1 2 3 4 5 6 7 8 9 10 11 12 13 0 14 15"],
        "RX\nR\n",
    );
    assert_eq!(code, 0);
    assert!(out.contains("'X' is not a move here"), "{out}");
    assert!(
        out.trim_end()
            .ends_with("Solved in 2 moves (the optimum was 2)."),
        "{out}"
    );
    let (_, err, code) = cgame(&["play", "fifteen", "1 2 3 4 5 6 7 8 9 10 11 12 13 15 14 0"]);
    assert!(err.contains("cannot be solved"), "{err}");
    assert_eq!(code, 2);
}

/// A Mancala table that took seconds to solve is kept on disk: the second
/// run reads it (and agrees), and a damaged file is solved again.
#[test]
fn slow_tables_are_cached_on_disk() {
    let dir = std::env::temp_dir().join(format!("cgame-table-cache-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let run = || {
        let t = std::time::Instant::now();
        let out = Command::new(env!("CARGO_BIN_EXE_cgame"))
            .args(["mancala", "4x3"])
            .env("CGAME_CACHE_DIR", &dir)
            .output()
            .unwrap();
        assert!(out.status.success());
        (String::from_utf8(out.stdout).unwrap(), t.elapsed())
    };
    // 4 pits of 3 stones: over two million positions (tests/mancala.rs
    // checks the solver against a second one on smaller boards). What
    // matters here is that every run says the same.
    let (first, solving) = run();
    assert!(first.starts_with("0 3 3 3 3 / 3 3 3 3 0: "), "{first}");
    let file = dir.join("tables/mancala-GamesCrafters-4-pits-24-stones.table");
    let bytes = std::fs::read(&file).expect("the table is kept");
    // Ten bytes a position, and a header: the magic, the key and its
    // length, the count, the checksum.
    let header = 8 + 4 + "mancala GamesCrafters 4 pits 24 stones".len() + 8 + 4;
    assert_eq!((bytes.len() - header) % 10, 0);
    assert!((bytes.len() - header) / 10 > 2_000_000);
    let (second, reading) = run();
    assert_eq!(second, first);
    assert!(reading * 4 < solving, "{reading:?} vs {solving:?}");
    let mut hurt = bytes;
    hurt[1000] ^= 1;
    std::fs::write(&file, hurt).unwrap();
    assert_eq!(run().0, first);
    std::fs::remove_dir_all(&dir).unwrap();
}

/// A position with more moves than can be listed is refused at once, with
/// the count, before any move is built (a pile of 10^18 once took 7.6 GB).
#[test]
fn play_refuses_a_position_too_large_to_list() {
    let t = std::time::Instant::now();
    let (_, err, code) = cgame_with_input(&["play", "nim", "1000000000000000000"], "");
    assert_eq!(code, 2);
    assert!(
        err.contains("this position has 1000000000000000000 moves"),
        "{err}"
    );
    assert!(t.elapsed().as_secs_f64() < 5.0);
}

#[test]
fn play_and_judge_in_misere_play() {
    // Misère Nim 1 2: take the whole pile of 2 (move 3), leaving one coin
    // that the computer must take.
    let (out, _, code) = cgame_with_input(
        &["play", "nim", "1", "2", "--first", "me", "--misere"],
        "3\n",
    );
    assert_eq!(code, 0);
    assert!(
        out.starts_with("Misère play: whoever makes the last move loses.\nMisère Nim 1 2\n"),
        "{out}"
    );
    assert!(
        out.contains("Computer: take 1 from pile 1 (1 -> 0)"),
        "{out}"
    );
    assert!(
        out.trim_end().ends_with("No move left for you: you win!"),
        "{out}"
    );
    // 1 3 5: with a pile above 1 left, play to nim-sum 0: 5 -> 2.
    let (out, _, code) = cgame(&["nim", "1", "3", "5", "--misere"]);
    assert_eq!(code, 0);
    let lines: Vec<&str> = out.lines().collect();
    assert!(lines[0].starts_with("Misère Nim 1 3 5: win in "), "{out}");
    assert_eq!(&lines[1..], ["take 3 from pile 3 (5 -> 2)"]);
    // 1 1 1: each player takes a pile and the player to move takes the last.
    let (out, _, _) = cgame(&["--json", "nim", "1", "1", "1", "--misere"]);
    let j: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(
        j["result"],
        serde_json::json!({ "value": "lose", "remoteness": 3 })
    );
    assert_eq!(j["winning_moves"], serde_json::json!([]));
    // Past the search: the misère quotient of Kayles decides.
    let (out, _, code) = cgame(&["kayles", "60", "--misere"]);
    assert_eq!(code, 0);
    assert!(out.contains("how soon is past the search budget"), "{out}");
    // Treblecross ends at three in a row: no misère play.
    let (_, err, code) = cgame(&["play", "treblecross", "5", "--misere", "--first", "me"]);
    assert_eq!(code, 2);
    assert!(err.contains("Treblecross has no misère play"), "{err}");
}
