//! Winning moves found by the search (`Position::winning_moves_by_search`)
//! against MCGS's (Müller's group, ualberta-mueller-group/MCGS, commit
//! 68fa2c6): input/autotests/winning_moves/winning_moves_all.test, the
//! partizan cases of the games the catalogue has. MCGS's `B` is the
//! player of `X`, Left here; `W` is Right.
//!
//! MCGS writes a move in its own notation (a square as a column letter
//! and a row counted from the top, `k:` for the k-th game of a sum); the
//! helpers below play each on the board, so that both sides are compared
//! as the boards the winning moves leave. A sum of MCGS's games is laid
//! out here as one board, its games apart (a row or square between them
//! on which nothing can move), so that its moves are the sum's.

use combinatorial_games::games;

/// Rows of squares, as the catalogue writes them (`xo.|.ox`).
type Rows = Vec<Vec<u8>>;

fn rows(board: &str) -> Rows {
    board.split('|').map(|r| r.bytes().collect()).collect()
}

fn text(b: &Rows) -> String {
    let rows: Vec<String> = b
        .iter()
        .map(|r| String::from_utf8(r.clone()).unwrap())
        .collect();
    rows.join("|")
}

/// MCGS's games, one under another, `between` rows of `gap` apart and
/// each padded to the widest with `gap`; with each game's first row.
fn stacked(parts: &[&str], gap: u8, between: usize) -> (Rows, Vec<usize>) {
    let width = parts
        .iter()
        .flat_map(|p| rows(p))
        .map(|r| r.len())
        .max()
        .unwrap();
    let (mut out, mut first) = (Rows::new(), Vec::new());
    for (k, p) in parts.iter().enumerate() {
        if k > 0 {
            out.extend(std::iter::repeat_n(vec![gap; width], between));
        }
        first.push(out.len());
        for mut r in rows(p) {
            r.resize(width, gap);
            out.push(r);
        }
    }
    (out, first)
}

/// A square `c3` of game `k` (written `k:c3`, or `c3` alone for game 0)
/// as (row, column) on the stacked board.
fn square(s: &str, first: &[usize]) -> (usize, usize) {
    let (k, sq) = match s.split_once(':') {
        Some((k, sq)) => (k.parse::<usize>().unwrap(), sq),
        None => (0, s),
    };
    let col = (sq.as_bytes()[0] - b'a') as usize;
    let row: usize = sq[1..].parse().unwrap();
    (first[k] + row - 1, col)
}

/// MCGS's winning moves of one player, as the boards they leave. `play`
/// makes one move (its text without the game's prefix) on the board.
fn after_moves(
    board: &Rows,
    first: &[usize],
    moves: &str,
    play: &dyn Fn(&mut Rows, &str, &[usize]),
) -> Vec<String> {
    if moves == "None" {
        return Vec::new();
    }
    let mut out: Vec<String> = moves
        .split_whitespace()
        .map(|m| {
            let mut b = board.clone();
            play(&mut b, m, first);
            text(&b)
        })
        .collect();
    out.sort();
    out
}

/// A move split into its game (`k:`, if any) and the squares it names.
fn squares(m: &str, sep: char) -> (Option<&str>, Vec<&str>) {
    match m.split_once(':') {
        Some((k, rest)) => (Some(k), rest.split(sep).collect()),
        None => (None, m.split(sep).collect()),
    }
}

fn at(m: &str, sep: char, i: usize, first: &[usize]) -> (usize, usize) {
    let (k, sq) = squares(m, sep);
    let s = match k {
        Some(k) => format!("{k}:{}", sq[i]),
        None => sq[i].to_string(),
    };
    square(&s, first)
}

/// Clobber: `a1-a2`, the stone on a1 takes the one on a2.
fn clobber(b: &mut Rows, m: &str, first: &[usize]) {
    let (from, to) = (at(m, '-', 0, first), at(m, '-', 1, first));
    b[to.0][to.1] = b[from.0][from.1];
    b[from.0][from.1] = b'.';
}

/// Domineering: `a1-a2`, a domino on the two squares.
fn domineering(b: &mut Rows, m: &str, first: &[usize]) {
    for i in 0..2 {
        let (r, c) = at(m, '-', i, first);
        b[r][c] = b'#';
    }
}

/// Amazons: `b1-a1-a2`, the amazon on b1 to a1, its arrow to a2.
fn amazons(b: &mut Rows, m: &str, first: &[usize]) {
    let (from, to, arrow) = (
        at(m, '-', 0, first),
        at(m, '-', 1, first),
        at(m, '-', 2, first),
    );
    b[to.0][to.1] = b[from.0][from.1];
    b[from.0][from.1] = b'.';
    b[arrow.0][arrow.1] = b'#';
}

/// Fission: `c2_V`, the stone on c2 split into the squares above and
/// below it (`_H`: left and right of it).
fn fission(b: &mut Rows, m: &str, first: &[usize]) {
    let (sq, dir) = m.split_once('_').unwrap();
    let (r, c) = square(sq, first);
    b[r][c] = b'.';
    let ((r1, c1), (r2, c2)) = match dir {
        "V" => ((r - 1, c), (r + 1, c)),
        _ => ((r, c - 1), (r, c + 1)),
    };
    b[r1][c1] = b'x';
    b[r2][c2] = b'x';
}

/// A strip (one row): `7-6`, the piece on square 7 (counted from 1) to
/// square 6, taking whatever stood there (Clobber) or onto an empty
/// square (Elephants and Rhinos, Toads and Frogs).
fn strip(b: &mut Rows, m: &str, first: &[usize]) {
    let (k, sq) = squares(m, '-');
    let row = first[k.map_or(0, |k| k.parse().unwrap())];
    let (from, to) = (
        sq[0].parse::<usize>().unwrap() - 1,
        sq[1].parse::<usize>().unwrap() - 1,
    );
    b[row][to] = b[row][from];
    b[row][from] = b'.';
}

/// Toppling Dominoes: `4L`, domino 4 (counted from 1) toppled to the
/// left, taking it and every domino left of it; `1R` to the right.
fn toppling(b: &mut Rows, m: &str, _first: &[usize]) {
    let (i, dir) = m.split_at(m.len() - 1);
    let i: usize = i.parse::<usize>().unwrap() - 1;
    let row = &mut b[0];
    *row = if dir == "L" {
        row[i + 1..].to_vec()
    } else {
        row[..i].to_vec()
    };
}

/// The catalogue's winning moves of `id` on `board`, each side's as the
/// boards they leave, the player to move left off.
fn ours(id: &str, board: &str) -> [Vec<String>; 2] {
    let p = games::parse(id, board).unwrap_or_else(|e| panic!("{id} {board}: {e}"));
    let found = p.winning_moves_by_search().expect("a partizan game");
    found.map(|moves| {
        let mut out: Vec<String> = moves
            .iter()
            .map(|m| {
                let b = m.after.board();
                b.strip_suffix(" R").unwrap_or(&b).to_string()
            })
            .collect();
        out.sort();
        out
    })
}

struct Case<'a> {
    id: &'a str,
    /// Rule words before the board (Generalized Toads and Frogs), kept on
    /// every board a move leaves.
    rules: &'a str,
    /// MCGS's games, in the catalogue's letters.
    parts: &'a [&'a str],
    /// What stands between two games, and how many rows of it.
    gap: (u8, usize),
    left: &'a str,
    right: &'a str,
    play: &'a dyn Fn(&mut Rows, &str, &[usize]),
}

fn check(c: &Case) {
    let (board, first) = stacked(c.parts, c.gap.0, c.gap.1);
    let [left, right] = ours(c.id, &format!("{}{}", c.rules, text(&board)));
    let with_rules = |boards: Vec<String>| -> Vec<String> {
        boards
            .into_iter()
            .map(|b| format!("{}{b}", c.rules))
            .collect()
    };
    let want_left = with_rules(after_moves(&board, &first, c.left, c.play));
    let want_right = with_rules(after_moves(&board, &first, c.right, c.play));
    assert_eq!(left, want_left, "{} {:?}: Left", c.id, c.parts);
    assert_eq!(right, want_right, "{} {:?}: Right", c.id, c.parts);
}

#[test]
fn grids_as_mcgs_gives_them() {
    let cases = [
        Case {
            id: "clobber",
            rules: "",
            parts: &["xo|ox"],
            gap: (b'.', 1),
            left: "a1-a2 a1-b1 b2-a2 b2-b1",
            right: "a2-a1 a2-b2 b1-a1 b1-b2",
            play: &clobber,
        },
        Case {
            id: "clobber",
            rules: "",
            parts: &["xox", "oxo|xox"],
            gap: (b'.', 1),
            left: "0:a1-b1 0:c1-b1 1:a2-a1 1:a2-b2 1:b1-a1 1:b1-b2 1:b1-c1 1:c2-b2 1:c2-c1",
            right: "0:b1-a1 0:b1-c1 1:a1-a2 1:a1-b1 1:b2-a2 1:b2-b1 1:b2-c2 1:c1-b1 1:c1-c2",
            play: &clobber,
        },
        Case {
            id: "domineering",
            rules: "",
            parts: &["..|.."],
            gap: (b'#', 1),
            left: "a1-a2 b1-b2",
            right: "a1-b1 a2-b2",
            play: &domineering,
        },
        Case {
            id: "domineering",
            rules: "",
            parts: &["..", "..|.."],
            gap: (b'#', 1),
            left: "1:a1-a2 1:b1-b2",
            right: "1:a1-b1 1:a2-b2",
            play: &domineering,
        },
        Case {
            id: "amazons",
            rules: "",
            parts: &[".x|.."],
            gap: (b'#', 1),
            left: "b1-a1-a2 b1-a1-b1 b1-a1-b2 b1-a2-a1 b1-a2-b1 b1-a2-b2 b1-b2-a1 b1-b2-a2 b1-b2-b1",
            right: "None",
            play: &amazons,
        },
        Case {
            id: "amazons",
            rules: "",
            parts: &["xo|.#", ".x|.o"],
            gap: (b'#', 1),
            left: "0:a1-a2-a1 1:b1-a1-a2 1:b1-a1-b1 1:b1-a2-a1 1:b1-a2-b1",
            right: "0:b1-a2-b1 1:b2-a1-a2 1:b2-a1-b2 1:b2-a2-a1 1:b2-a2-b2",
            play: &amazons,
        },
        Case {
            id: "fission",
            rules: "",
            parts: &[".x.|.x.|.#."],
            gap: (b'#', 1),
            left: "None",
            right: "b1_H",
            play: &fission,
        },
        Case {
            id: "fission",
            rules: "",
            parts: &["...|..x|...", "...|.x.|..."],
            gap: (b'#', 1),
            left: "0:c2_V",
            right: "None",
            play: &fission,
        },
    ];
    for c in &cases {
        check(c);
    }
}

#[test]
fn strips_as_mcgs_gives_them() {
    let cases = [
        Case {
            id: "clobber",
            rules: "",
            parts: &["oooxxoxoxxx"],
            gap: (b'.', 1),
            left: "7-6 7-8 9-8",
            right: "6-5 6-7 8-7",
            play: &strip,
        },
        // Two strips of a sum, one row apart.
        Case {
            id: "clobber",
            rules: "",
            parts: &["xxoxoox", "xxxoooxx"],
            gap: (b'.', 1),
            left: "0:4-5",
            right: "0:3-4",
            play: &strip,
        },
        Case {
            id: "elephants-and-rhinos",
            rules: "",
            parts: &["t..f..t.f..t"],
            gap: (b'.', 0),
            left: "1-2 7-8",
            right: "4-3 9-8",
            play: &strip,
        },
        // MCGS's parameters 2,3,2,0: slides of 2 to 3 squares, jumps over
        // up to 2 pieces, not over one's own.
        Case {
            id: "gen-toads-and-frogs",
            rules: "minSlide=2 maxSlide=3 maxJump=2 ",
            parts: &["t...t...f.f"],
            gap: (b'.', 0),
            left: "5-7",
            right: "9-7",
            play: &strip,
        },
        Case {
            id: "toppling-dominoes",
            rules: "",
            parts: &["lrre"],
            gap: (b'.', 0),
            left: "1R 4L",
            right: "4L",
            play: &toppling,
        },
    ];
    for c in &cases {
        check(c);
    }
}
