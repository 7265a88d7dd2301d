//! `cgame serve`, run as a user runs it: every game with good and bad
//! boards, and a burst of requests with bounded memory.

use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpStream;
use std::process::{Child, Command, Stdio};

use serde_json::Value;

struct Server {
    child: Child,
    addr: String,
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn start() -> Server {
    let mut child = Command::new(env!("CARGO_BIN_EXE_cgame"))
        .args(["serve", "--port", "0"])
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    let mut line = String::new();
    BufReader::new(child.stdout.take().unwrap())
        .read_line(&mut line)
        .unwrap();
    let addr = line
        .split("http://")
        .nth(1)
        .and_then(|r| r.split('/').next())
        .expect("the server prints its address")
        .to_string();
    Server { child, addr }
}

/// A GET request: the status code and the JSON body.
fn get(server: &Server, path: &str) -> (u16, Value) {
    get_at(&server.addr, path)
}

/// A GET request to the server at `addr`.
fn get_at(addr: &str, path: &str) -> (u16, Value) {
    let (head, body) = get_text_at(addr, path);
    let status: u16 = head.split(' ').nth(1).unwrap().parse().unwrap();
    (status, serde_json::from_str(&body).unwrap_or(Value::Null))
}

/// Asserts that `path` is answered with `status` and an error saying `why`.
fn refused(server: &Server, path: &str, status: u16, why: &str) {
    let (code, e) = get(server, path);
    assert_eq!(code, status, "{path}: {e}");
    let text = e["error"].as_str().unwrap_or_default();
    assert!(text.contains(why), "{path}: {e}");
}

fn enc(s: &str) -> String {
    s.bytes()
        .map(|b| match b {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'.' | b'_' | b'-' => (b as char).to_string(),
            _ => format!("%{b:02X}"),
        })
        .collect()
}

#[test]
fn games_positions_and_errors() {
    let server = start();
    let (code, games) = get(&server, "/api/games");
    assert_eq!(code, 200);
    let games = games.as_array().unwrap();
    // Every game of the catalogue, and the 15-puzzle.
    assert_eq!(games.len(), combinatorial_games::games::CATALOGUE.len() + 1);
    let ids: Vec<&str> = games.iter().map(|g| g["id"].as_str().unwrap()).collect();
    for id in [
        "nim",
        "kayles",
        "dawson",
        "treblecross",
        "toads",
        "sum",
        "fifteen",
        "domineering",
        "officers",
    ] {
        assert!(ids.contains(&id), "{id} in {ids:?}");
    }
    for g in games {
        let id = g["id"].as_str().unwrap();
        if id == "fifteen" {
            continue; // a solo puzzle, checked below
        }
        assert!(!g["format"].as_str().unwrap().is_empty());
        // The example board is a position with moves and a verdict.
        let example = g["example"].as_str().unwrap();
        let (code, p) = get(
            &server,
            &format!("/api/games/{id}/position?board={}", enc(example)),
        );
        assert_eq!(code, 200, "{id}: {p}");
        let value = p["value"].as_str().unwrap();
        assert!(["win", "lose", "tie", "draw"].contains(&value), "{p}");
        // A draw has no remoteness; every other result has one, but in a
        // loopy game, whose results come from values.
        let loopy = g["kind"] == "loopy";
        assert_eq!(value == "draw" || loopy, p["remoteness"].is_null(), "{p}");
        let moves = p["moves"].as_array().unwrap();
        assert!(!moves.is_empty(), "{id}");
        // A move is a win for its mover exactly when the position after it
        // is lost for the player to move there (when the turn passes; a
        // tie or a draw is the same for both).
        let m = &moves[0];
        let (_, after) = get(
            &server,
            &format!(
                "/api/games/{id}/position?board={}",
                enc(m["board"].as_str().unwrap())
            ),
        );
        let flipped = match after["value"].as_str().unwrap() {
            "win" => "lose",
            "lose" => "win",
            other => other,
        };
        let same_mover = after["to_move"] == p["to_move"] && !p["to_move"].is_null();
        let expected = if same_mover {
            after["value"].as_str().unwrap()
        } else {
            flipped
        };
        assert_eq!(m["value"].as_str().unwrap(), expected, "{id}: {m}");
        assert_eq!(m["remoteness"], after["remoteness"]);
        // A bad board: 400, and the message shows the format.
        let (code, e) = get(&server, &format!("/api/games/{id}/position?board=%3F%3F"));
        assert_eq!(code, 400, "{id}");
        assert!(e["error"].as_str().unwrap().contains("as in"), "{e}");
    }
    // Games with ties and draws (each value checked elsewhere against a
    // second solver): Mancala 3 x 3 by GamesCrafters' rules is a tie in 5,
    // Dao from the start a draw, with no remoteness.
    let (_, p) = get(
        &server,
        &format!("/api/games/mancala/position?board={}", enc("3x3")),
    );
    assert_eq!(
        (p["value"].as_str(), p["remoteness"].as_u64()),
        (Some("tie"), Some(5)),
        "{p}"
    );
    let (_, p) = get(
        &server,
        &format!(
            "/api/games/dao/position?board={}",
            enc("X..O/.XO./.OX./O..X")
        ),
    );
    assert_eq!(p["value"], "draw", "{p}");
    assert!(p["remoteness"].is_null(), "{p}");
    assert_eq!(p["moves"].as_array().unwrap().len(), 12);
    let dao_board = |b: &str| format!("/api/games/dao/position?board={}", enc(b));
    refused(
        &server,
        &dao_board("XX.O/.XO./.OX./O..X"),
        400,
        "5 X and 4 O",
    );
    // GamesCrafters' strings, read and written: GamesmanClassic's help
    // example's first move (player 1 sows the middle bottom pit) is among
    // the start's moves, and Dao's AutoGUI start reads as our start.
    let (code, m) = get(
        &server,
        "/api/games/mancala/position?board=0s4s4s4s0s4s4s4,turn=0&format=gamescrafters",
    );
    assert_eq!(code, 200, "{m}");
    assert_eq!(m["board"], "0s4s4s4s0s4s4s4,turn=0");
    assert!(
        m["moves"]
            .as_array()
            .unwrap()
            .iter()
            .any(|x| x["board"] == "0s4s5s5s1s5s0s4,turn=1")
    );
    let (_, d) = get(&server, "/api/games/dao/position?board=1_X--O-XO--OX-O--X");
    assert_eq!(d["board"], "X..O/.XO./.OX./O..X");
    assert_eq!(d["value"], "draw");
    refused(
        &server,
        "/api/games/nim/position?board=1_2&format=gamescrafters",
        400,
        "no GamesCrafters string",
    );
    // An impossible Kalah board: the game ends when a row empties.
    let kalah_board = format!(
        "/api/games/kalah/position?board={}",
        enc("5 0 0 0 / 1 2 0 4")
    );
    refused(&server, &kalah_board, 400, "impossible position");
    // Nim 1 2 by hand: a win in 3; the winning move leaves 1 1.
    let (_, p) = get(&server, "/api/games/nim/position?board=1_2");
    assert_eq!(
        (p["value"].as_str(), p["remoteness"].as_u64()),
        (Some("win"), Some(3))
    );
    assert_eq!(p["moves"][1]["board"], "1_1");
    assert_eq!(p["moves"][1]["value"], "win");
    // The 15-puzzle one move from the goal: distance 1, and only the move
    // of tile 15 to the left reaches it.
    let (code, f) = get(
        &server,
        "/api/games/fifteen/position?board=1_2_3_4_5_6_7_8_9_10_11_12_13_14_0_15",
    );
    assert_eq!(code, 200);
    assert_eq!(f["distance"], 1);
    let wins: Vec<&Value> = f["moves"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|m| m["value"] == "win")
        .collect();
    assert_eq!(wins.len(), 1);
    assert_eq!(wins[0]["move"], "tile 15 slides left");
    assert_eq!(wins[0]["distance"], 0);
    let (code, e) = get(
        &server,
        "/api/games/fifteen/position?board=1_2_3_4_5_6_7_8_9_10_11_12_13_15_14_0",
    );
    assert_eq!(code, 400);
    assert!(e["error"].as_str().unwrap().contains("parity"), "{e}");
    assert_eq!(
        get(&server, "/api/games/fifteen/position?board=1_2_3").0,
        400
    );
    assert_eq!(get(&server, "/api/games/chess/position?board=3").0, 404);
    // Too large to search, impartial: the nim-value answers at once (200
    // xor 200 xor 200 = 200, not 0: a win; taking all of a pile leaves
    // 200 xor 200 = 0, so that move wins), without remoteness, within the
    // one-second budget.
    let t = std::time::Instant::now();
    let (code, p) = get(&server, "/api/games/nim/position?board=200_200_200");
    assert!(t.elapsed().as_secs_f64() < 3.0, "{:?}", t.elapsed());
    assert_eq!(code, 200, "{p}");
    assert_eq!(
        (p["value"].as_str(), p["remoteness"].is_null()),
        (Some("win"), true)
    );
    let moves = p["moves"].as_array().unwrap();
    assert_eq!(moves.len(), 600);
    let wins: Vec<&str> = moves
        .iter()
        .filter(|m| m["value"] == "win")
        .map(|m| m["board"].as_str().unwrap())
        .collect();
    assert_eq!(wins, ["0_200_200", "200_0_200", "200_200_0"]);
    // Kayles of 60 pins (nim-value 4 by the period 12: a win) likewise.
    let (_, k) = get(&server, "/api/games/kayles/position?board=60");
    assert_eq!(
        (k["value"].as_str(), k["remoteness"].is_null()),
        (Some("win"), true)
    );
    // Partizan, with no closed form: refused with 422, within the budget.
    let t = std::time::Instant::now();
    let (code, e) = get(
        &server,
        "/api/games/clobber/position?board=xoxoxo|oxoxox|xoxoxo|oxoxox|xoxoxo",
    );
    assert!(t.elapsed().as_secs_f64() < 3.0, "{:?}", t.elapsed());
    assert_eq!(code, 422);
    assert!(e["error"].as_str().unwrap().contains("too large"), "{e}");
    assert_eq!(get(&server, "/api/games/nim/position").0, 400);
    let long = "1_".repeat(2000);
    assert_eq!(
        get(&server, &format!("/api/games/nim/position?board={long}")).0,
        413
    );
    assert_eq!(get(&server, "/api/games/kayles/position?board=").0, 400);
}

#[test]
fn misere_play() {
    let server = start();
    let (_, games) = get(&server, "/api/games");
    let misere = |id: &str| {
        games
            .as_array()
            .unwrap()
            .iter()
            .find(|g| g["id"] == id)
            .unwrap()["misere"]
            .clone()
    };
    assert_eq!(
        (misere("nim"), misere("grundy")),
        (Value::Bool(true), Value::Bool(true))
    );
    assert_eq!(
        (misere("treblecross"), misere("toads")),
        (Value::Bool(false), Value::Bool(false))
    );
    // Misère Nim 1 1 1: each player takes a heap, and the player to move
    // takes the last: lost in 3. In normal play the same three moves win.
    let (code, p) = get(&server, "/api/games/nim/position?board=1_1_1&misere=true");
    assert_eq!(code, 200, "{p}");
    assert_eq!(
        (
            p["value"].as_str(),
            p["remoteness"].as_u64(),
            p["misere"].as_bool()
        ),
        (Some("lose"), Some(3), Some(true))
    );
    let (_, n) = get(&server, "/api/games/nim/position?board=1_1_1");
    assert_eq!(
        (
            n["value"].as_str(),
            n["remoteness"].as_u64(),
            n["misere"].as_bool()
        ),
        (Some("win"), Some(3), Some(false))
    );
    // Too large to search: Bouton's rule (a heap above 1 and nim-sum 200:
    // a win, by emptying a heap to leave 200 200).
    let (code, p) = get(
        &server,
        "/api/games/nim/position?board=200_200_200&misere=1",
    );
    assert_eq!(code, 200, "{p}");
    assert_eq!(
        (p["value"].as_str(), p["remoteness"].is_null()),
        (Some("win"), true)
    );
    let wins: Vec<&str> = p["moves"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|m| m["value"] == "win")
        .map(|m| m["board"].as_str().unwrap())
        .collect();
    assert_eq!(wins, ["0_200_200", "200_0_200", "200_200_0"]);
    // Kayles of 60 by the misère quotient; the empty row is won at once.
    let (code, k) = get(&server, "/api/games/kayles/position?board=60&misere=true");
    assert_eq!((code, k["remoteness"].is_null()), (200, true), "{k}");
    let (_, e) = get(&server, "/api/games/kayles/position?board=...&misere=true");
    assert_eq!(
        (e["value"].as_str(), e["remoteness"].as_u64()),
        (Some("win"), Some(0))
    );
    refused(
        &server,
        "/api/games/treblecross/position?board=5&misere=true",
        400,
        "no misère play",
    );
    refused(
        &server,
        "/api/games/nim/position?board=1&misere=yes",
        400,
        "not 'true' or 'false'",
    );
    refused(
        &server,
        "/api/games/fifteen/position?board=random&misere=true",
        400,
        "no misère play",
    );
}

fn rss_kib(pid: u32) -> u64 {
    std::fs::read_to_string(format!("/proc/{pid}/status"))
        .ok()
        .and_then(|s| {
            s.lines()
                .find(|l| l.starts_with("VmRSS:"))
                .and_then(|l| l.split_whitespace().nth(1)?.parse().ok())
        })
        .unwrap_or(0)
}

#[test]
fn a_burst_of_requests() {
    let server = start();
    let pid = server.child.id();
    let ids = ["nim", "kayles", "dawson", "treblecross", "toads"];
    let boards = |i: usize| match i % 5 {
        0 => format!("{}_{}_{}", i % 7, i % 11, i % 13),
        1 => format!("{}", 1 + i % 40),
        2 => format!("{}", 1 + i % 30),
        3 => format!("{}", 1 + i % 25),
        _ => ["TT__FF", "TTT__FFF", "T_T_F_F", "_TT_FF_"][i % 4].to_string(),
    };
    for i in 0..200 {
        let (code, _) = get(
            &server,
            &format!("/api/games/{}/position?board={}", ids[i % 5], boards(i)),
        );
        assert_eq!(code, 200);
    }
    let before = rss_kib(pid);
    for i in 200..1200 {
        let (code, p) = get(
            &server,
            &format!("/api/games/{}/position?board={}", ids[i % 5], boards(i)),
        );
        assert_eq!(code, 200, "request {i}: {p}");
    }
    let after = rss_kib(pid);
    // Bounded: searchers' memos are dropped past a fixed size.
    assert!(
        after < before + 200 * 1024,
        "resident memory grew from {before} KiB to {after} KiB"
    );
}

/// A GET request's status line and headers, and its body as text.
fn get_text(server: &Server, path: &str) -> (String, String) {
    get_text_at(&server.addr, path)
}

fn get_text_at(addr: &str, path: &str) -> (String, String) {
    let mut s = TcpStream::connect(addr).unwrap();
    write!(
        s,
        "GET {path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n"
    )
    .unwrap();
    let mut raw = String::new();
    s.read_to_string(&mut raw).unwrap();
    let (head, body) = raw.split_once("\r\n\r\n").unwrap();
    (head.to_ascii_lowercase(), body.to_string())
}

#[test]
fn the_page_and_its_board_drawings() {
    let server = start();
    let (head, page) = get_text(&server, "/");
    assert!(head.starts_with("http/1.1 200"), "{head}");
    assert!(page.contains(r#"<script src="/boards.js">"#));
    let (head, js) = get_text(&server, "/boards.js");
    assert!(head.starts_with("http/1.1 200"), "{head}");
    assert!(head.contains("content-type: text/javascript"), "{head}");
    // One drawing for each game the page draws; the rest show text.
    for game in ["mancala: drawMancala", "kalah: drawMancala", "dao: drawDao"] {
        assert!(js.contains(game), "{game}");
    }
}

/// CPU time the process has used, in clock ticks (user and system).
fn cpu_ticks(pid: u32) -> u64 {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).unwrap_or_default();
    // The fields after the command's closing parenthesis; utime and stime
    // are the 14th and 15th of the whole line.
    let rest = stat.rsplit_once(')').map_or("", |(_, r)| r);
    let fields: Vec<u64> = rest
        .split_whitespace()
        .map(|f| f.parse().unwrap_or(0))
        .collect();
    fields.get(11).copied().unwrap_or(0) + fields.get(12).copied().unwrap_or(0)
}

/// A search that runs to the end of its budget does not hold up a request
/// that needs none: no lock is held across a search, and each request has
/// a searcher of its own.
#[test]
fn a_slow_request_does_not_delay_a_fast_one() {
    let server = start();
    let addr = server.addr.clone();
    let slow = std::thread::spawn(move || {
        let t = std::time::Instant::now();
        let (code, _) = get_at(
            &addr,
            "/api/games/clobber/position?board=xoxoxo|oxoxox|xoxoxo|oxoxox|xoxoxo",
        );
        (code, t.elapsed())
    });
    std::thread::sleep(std::time::Duration::from_millis(200));
    for path in [
        "/api/games/nim/position?board=3_4_5",
        "/api/games/toads/position?board=TT__FF",
        "/api/games/kayles/position?board=40",
    ] {
        let t = std::time::Instant::now();
        let (code, p) = get(&server, path);
        assert_eq!(code, 200, "{path}: {p}");
        assert!(
            t.elapsed().as_millis() < 100,
            "{path} took {:?}",
            t.elapsed()
        );
    }
    let (code, took) = slow.join().unwrap();
    assert_eq!(code, 422);
    assert!(took.as_secs_f64() > 0.9, "the slow search ran for {took:?}");
}

/// A client that goes away stops the work it asked for: the 15-puzzle's
/// hardest boards (80 moves) take far longer than the ten seconds a board
/// may, and no CPU time is spent on one a second after its client left.
#[test]
fn a_dropped_request_stops_its_work() {
    let server = start();
    let pid = server.child.id();
    // The first puzzle builds the pattern databases, which is not stopped.
    let (code, _) = get(
        &server,
        "/api/games/fifteen/position?board=1_2_3_4_5_6_7_8_9_10_11_12_13_14_0_15",
    );
    assert_eq!(code, 200);
    let mut s = TcpStream::connect(&server.addr).unwrap();
    let hardest = "0_12_9_13_15_11_10_14_3_7_2_5_4_8_6_1";
    write!(
        s,
        "GET /api/games/fifteen/position?board={hardest} HTTP/1.1\r\nHost: localhost\r\n\r\n"
    )
    .unwrap();
    std::thread::sleep(std::time::Duration::from_millis(700));
    let busy = cpu_ticks(pid);
    drop(s);
    std::thread::sleep(std::time::Duration::from_secs(1));
    let a = cpu_ticks(pid);
    std::thread::sleep(std::time::Duration::from_secs(1));
    let b = cpu_ticks(pid);
    assert!(busy > 0);
    // A tick is 10 ms: the search would use 100 a second.
    assert!(b - a <= 5, "{} ticks of CPU in the second after", b - a);
}

/// Every error is JSON with a message, the server's own limits included.
#[test]
fn every_error_is_json() {
    let server = start();
    refused(&server, "/nope", 404, "no such page");
    refused(
        &server,
        "/api/games/nope/position?board=1",
        404,
        "there is no game",
    );
    let long = "1".repeat(9000);
    refused(
        &server,
        &format!("/api/games?x={long}"),
        414,
        "the limit is 8192",
    );
    refused(
        &server,
        "/api/games/nim/position?board=1000000000",
        413,
        "limited to 10000 moves",
    );
    refused(
        &server,
        "/api/games/nim/position?board=1000000000000000000",
        413,
        "this position has 1000000000000000000 moves",
    );
    refused(
        &server,
        "/api/games/kayles/position?board=5000",
        413,
        "limited to 2000 characters",
    );
    // A method other than GET, and headers past the limit.
    let raw = |req: String| {
        let mut s = TcpStream::connect(&server.addr).unwrap();
        s.write_all(req.as_bytes()).unwrap();
        let mut out = String::new();
        s.read_to_string(&mut out).unwrap();
        out
    };
    let post = raw(
        "POST /api/games HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\nConnection: close\r\n\r\n"
            .into(),
    );
    assert!(post.starts_with("HTTP/1.1 405"), "{post}");
    assert!(
        post.contains(r#"{"error":"only GET is answered here"}"#),
        "{post}"
    );
    let big = "a".repeat(20_000);
    let headers = raw(format!(
        "GET /api/games HTTP/1.1\r\nHost: x\r\nX-Big: {big}\r\nConnection: close\r\n\r\n"
    ));
    assert!(headers.starts_with("HTTP/1.1 431"), "{}", &headers[..40]);
    assert!(headers.contains(r#""error":"the headers are"#), "{headers}");
}
