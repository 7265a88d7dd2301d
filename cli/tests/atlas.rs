//! `cgame toads --atlas`: every line of the file against a plain valuation
//! written here from the rules, the census against laws it must obey.

mod common;

use std::collections::HashMap;

use combinatorial_games::Game;
use common::cgame;

/// Toads and Frogs from Winning Ways' rules, with no splitting, no
/// symmetry and no shared table: a toad (Left) moves right one square into
/// an empty one, or jumps one frog into an empty one; frogs the mirror.
fn plain(board: &str, memo: &mut HashMap<String, Game>) -> Game {
    if let Some(g) = memo.get(board) {
        return *g;
    }
    let b: Vec<char> = board.chars().collect();
    let mut options = |me: char, them: char, step: isize| -> Vec<Game> {
        let mut out = Vec::new();
        for i in 0..b.len() as isize {
            if b[i as usize] != me {
                continue;
            }
            let at = |k: isize| b.get((i + k * step) as usize).copied();
            let to = match at(1) {
                Some('_') => Some(i + step),
                Some(c) if c == them && at(2) == Some('_') => Some(i + 2 * step),
                _ => None,
            };
            if let Some(j) = to.filter(|&j| j >= 0) {
                let mut next = b.clone();
                next[i as usize] = '_';
                next[j as usize] = me;
                out.push(plain(&next.iter().collect::<String>(), memo));
            }
        }
        out
    };
    let left = options('T', 'F', 1);
    let right = options('F', 'T', -1);
    let g = Game::new(left, right);
    memo.insert(board.to_string(), g);
    g
}

fn atlas(n: &str, threads: &str) -> (String, String) {
    let dir =
        std::env::temp_dir().join(format!("cgame-atlas-{}-{n}-{threads}", std::process::id()));
    let path = dir.with_extension("tsv");
    let (out, err, code) = cgame(&[
        "toads",
        "--atlas",
        n,
        "--threads",
        threads,
        "--out",
        path.to_str().unwrap(),
    ]);
    assert_eq!(code, 0, "{err}");
    let file = std::fs::read_to_string(&path).unwrap();
    let _ = std::fs::remove_file(&path);
    (out, file)
}

#[test]
fn every_line_agrees_with_a_plain_valuation() {
    let (census, file) = atlas("7", "2");
    let mut lines = file.lines();
    assert_eq!(
        lines.next(),
        Some("board\tvalue\toutcome\tmean\ttemperature")
    );
    let mut memo = HashMap::new();
    let mut boards = 0;
    for line in lines {
        let cols: Vec<&str> = line.split('\t').collect();
        assert_eq!(cols.len(), 5, "{line}");
        let g = plain(cols[0], &mut memo);
        assert_eq!(cols[1], g.to_string(), "{line}");
        assert_eq!(cols[2], g.outcome().to_string(), "{line}");
        assert_eq!(cols[3], g.mean().to_string(), "{line}");
        assert_eq!(cols[4], g.temperature().to_string(), "{line}");
        boards += 1;
    }
    // Lengths 0 to 7: (3^8 - 1) / 2 boards.
    assert_eq!(boards, 3280);
    assert!(census.starts_with("Toads and Frogs, every board of length 0 to 7: 3280 boards"));
}

#[test]
fn the_census_obeys_its_laws() {
    let (out, _) = atlas("8", "2");
    let (json, _, code) = cgame(&["--json", "toads", "--atlas", "8", "--top", "3"]);
    assert_eq!(code, 0);
    let j: serde_json::Value = serde_json::from_str(json.trim()).unwrap();
    assert_eq!(j["boards"], 9841);
    let o = &j["outcomes"];
    // A board's mirror (reversed, toads and frogs swapped) is its negative,
    // so Left wins exactly as often as Right.
    assert_eq!(o["L"], o["R"]);
    let sum: u64 = ["L", "R", "P", "N"]
        .iter()
        .map(|k| o[k].as_u64().unwrap())
        .sum();
    assert_eq!(sum, 9841);
    // Every board with no empty square, or no piece, is 0: at least 2^n + 1
    // boards of each length n.
    let zero = &j["commonest"][0];
    assert_eq!(zero["value"], "0");
    assert_eq!(zero["boards"], o["P"]);
    assert!(zero["boards"].as_u64().unwrap() >= (0..=8).map(|n| (1u64 << n) + 1).sum::<u64>());
    assert_eq!(j["commonest"].as_array().unwrap().len(), 3);
    // Winning Ways: T_F (a toad and a frog facing across one square) is *.
    assert!(
        out.contains("* (") && out.contains("first \"T_F\""),
        "{out}"
    );
}

#[test]
fn the_file_is_the_same_on_any_number_of_threads() {
    let (_, one) = atlas("6", "1");
    let (_, four) = atlas("6", "4");
    assert_eq!(one, four);
}

#[test]
fn a_board_equal_to_star_two() {
    // The atlas of length 13 finds *2 first at this board; check it by the
    // plain valuation, with the one-position command.
    let board = "TTFT_F_T_FTFF";
    assert_eq!(plain(board, &mut HashMap::new()).to_string(), "*2");
    let (out, _, code) = cgame(&["toads", board]);
    assert_eq!(code, 0);
    assert!(out.starts_with("TTFT_F_T_FTFF  *2  N"), "{out}");
}

#[test]
fn bad_atlas_arguments_are_refused() {
    let (_, err, code) = cgame(&["toads", "--atlas", "17"]);
    assert_eq!(code, 2);
    assert!(err.contains("17 is not in 0..=16"), "{err}");
    let (_, err, code) = cgame(&["toads", "--atlas", "3", "--threads", "0"]);
    assert_eq!(code, 2);
    assert!(err.contains("--threads"), "{err}");
    let (_, err, code) = cgame(&["toads", "--atlas", "3", "--out", "/nonexistent/dir/a.tsv"]);
    assert_eq!(code, 1);
    assert!(err.contains("cannot write /nonexistent/dir/a.tsv"), "{err}");
}
