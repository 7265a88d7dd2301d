//! A soak test of `cgame serve`, run by hand outside CI:
//!
//! ```text
//! cargo build --release -p cgame --bins --examples && target/release/examples/soak [REQUESTS] [AT_ONCE] [SEED]
//! ```
//!
//! It starts the release `cgame serve` on 127.0.0.1 (a free port), sends
//! REQUESTS (10 000) requests, AT_ONCE (20) at a time, mixed over every
//! game of the catalogue with good boards, bad ones and oversized ones, and
//! prints: the answers by status, latency percentiles for games with
//! closed forms and for the rest, and the server's resident memory after
//! each thousand requests. It fails (exit 1) on a 5xx, a dropped
//! connection or a server that died.

use std::io::{Read, Write};
use std::net::TcpStream;
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// A small deterministic generator (xorshift), so a seed names a run.
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: u64) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0 % n.max(1)
    }
    /// A word of `lo` to `hi` letters.
    fn word(&mut self, alphabet: &[u8], lo: u64, hi: u64) -> String {
        let len = lo + self.below(hi - lo + 1);
        (0..len)
            .map(|_| alphabet[self.below(alphabet.len() as u64) as usize] as char)
            .collect()
    }
    fn grid(&mut self, alphabet: &[u8], rows: u64, cols: u64) -> String {
        let rows: Vec<String> = (0..rows).map(|_| self.word(alphabet, cols, cols)).collect();
        rows.join("|")
    }
}

/// Whether answers for this game come from a closed form (or a short
/// search): the games whose p99 must stay under 100 ms.
fn closed(id: &str) -> bool {
    !matches!(
        id,
        "toads"
            | "domineering"
            | "clobber"
            | "hackenbush"
            | "snort"
            | "mancala"
            | "kalah"
            | "dao"
            | "fifteen"
    )
}

/// The `i`-th request of the mix: a game and a query string.
fn request(i: u64, rng: &mut Rng) -> (&'static str, String) {
    const HEAPS: [&str; 7] = [
        "dawsonskayles",
        "officers",
        "guiles",
        "grundy",
        "laskersnim",
        "prim",
        "dim",
    ];
    let r = rng.below(1000);
    let (id, board): (&str, String) = match i % 20 {
        0 => (
            "nim",
            (0..1 + rng.below(5))
                .map(|_| rng.below(60).to_string())
                .collect::<Vec<_>>()
                .join("_"),
        ),
        1 => (
            "nim",
            format!("{}_{}", 1000 + rng.below(4000), rng.below(5000)),
        ),
        2 => (
            "kayles",
            if r.is_multiple_of(2) {
                (1 + rng.below(300)).to_string()
            } else {
                rng.word(b"I.", 1, 60)
            },
        ),
        3 => ("dawson", (1 + rng.below(600)).to_string()),
        4 => (
            "treblecross",
            if r.is_multiple_of(2) {
                (1 + rng.below(500)).to_string()
            } else {
                rng.word(b"X....", 1, 80)
            },
        ),
        5 | 6 => (
            HEAPS[rng.below(7) as usize],
            (0..1 + rng.below(3))
                .map(|_| rng.below(3000).to_string())
                .collect::<Vec<_>>()
                .join("_"),
        ),
        7 => ("toads", rng.word(b"TF__", 4, 12)),
        8 => ("domineering", {
            let (h, w) = (1 + rng.below(4), 1 + rng.below(5));
            rng.grid(b"...#", h, w)
        }),
        9 => ("clobber", {
            let (h, w) = (1 + rng.below(3), 1 + rng.below(4));
            rng.grid(b"xo.", h, w)
        }),
        10 => ("hackenbush", rng.word(b"LR", 1, 20)),
        11 => ("snort", rng.word(b"...LR", 1, 10)),
        12 => (
            "mancala",
            ["3x2", "3x3", "2x4", "3x4", "0 3 3 3 / 3 3 3 0 N"][rng.below(5) as usize].to_string(),
        ),
        13 => (
            "kalah",
            ["3x2", "3x3", "2x3"][rng.below(3) as usize].to_string(),
        ),
        14 => (
            "dao",
            [
                "X..O/.XO./.OX./O..X",
                "XX../OO../XX../OO.. O",
                "1_X--O-XO--OX-O--X",
            ][rng.below(3) as usize]
                .to_string(),
        ),
        15 => (
            "sum",
            format!(
                "nim {} {} + kayles {}",
                rng.below(20),
                rng.below(20),
                1 + rng.below(30)
            ),
        ),
        16 => (
            "fifteen",
            if r.is_multiple_of(4) {
                "random".to_string()
            } else {
                "1_2_3_4_5_6_7_8_9_10_11_12_13_14_0_15".to_string()
            },
        ),
        // Bad boards: unknown games, unreadable boards, no board.
        17 => (
            ["nim", "kayles", "nope", "toads", "dao"][rng.below(5) as usize],
            ["x", "1_-2", "TTQ", "", "X..O"][rng.below(5) as usize].to_string(),
        ),
        // Oversized: a billion-token pile, a long row, a long string.
        18 => (
            ["nim", "kayles", "treblecross"][rng.below(3) as usize],
            ["1000000000", "9999", &"I".repeat(3000)][rng.below(3) as usize].to_string(),
        ),
        _ => ("clobber", "xoxoxo|oxoxox|xoxoxo|oxoxox".to_string()),
    };
    (id, board)
}

fn encode(s: &str) -> String {
    s.bytes()
        .map(|b| match b {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'.' | b'_' | b'-' => (b as char).to_string(),
            _ => format!("%{b:02X}"),
        })
        .collect()
}

/// One GET: the status, or `None` when the connection failed.
fn get(addr: &str, path: &str) -> Option<u16> {
    let mut s = TcpStream::connect(addr).ok()?;
    s.set_read_timeout(Some(Duration::from_secs(30))).ok()?;
    write!(
        s,
        "GET {path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n"
    )
    .ok()?;
    let mut raw = Vec::new();
    s.read_to_end(&mut raw).ok()?;
    let head = String::from_utf8_lossy(&raw[..raw.len().min(20)]).to_string();
    head.split(' ').nth(1)?.parse().ok()
}

fn rss_mib(pid: u32) -> f64 {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap_or_default();
    let kib: f64 = status
        .lines()
        .find(|l| l.starts_with("VmRSS:"))
        .and_then(|l| l.split_whitespace().nth(1)?.parse().ok())
        .unwrap_or(0.0);
    kib / 1024.0
}

fn percentile(sorted: &[Duration], p: f64) -> f64 {
    if sorted.is_empty() {
        return 0.0;
    }
    let i = ((sorted.len() as f64 - 1.0) * p).round() as usize;
    sorted[i].as_secs_f64() * 1000.0
}

fn main() {
    let args: Vec<u64> = std::env::args()
        .skip(1)
        .filter_map(|a| a.parse().ok())
        .collect();
    let total = args.first().copied().unwrap_or(10_000);
    let at_once = args.get(1).copied().unwrap_or(20);
    let seed = args.get(2).copied().unwrap_or(1);
    let exe = std::env::current_exe().expect("own path");
    let cgame = exe
        .parent()
        .and_then(|d| d.parent())
        .expect("target/release")
        .join("cgame");
    let mut server = Command::new(&cgame)
        .args(["serve", "--port", "0"])
        .stdout(Stdio::piped())
        .spawn()
        .unwrap_or_else(|e| {
            panic!(
                "cannot start {}: {e} (build it with cargo build --release -p cgame)",
                cgame.display()
            )
        });
    let mut line = [0u8; 200];
    let n = server.stdout.as_mut().unwrap().read(&mut line).unwrap();
    let text = String::from_utf8_lossy(&line[..n]).to_string();
    let addr = text
        .split("http://")
        .nth(1)
        .and_then(|r| r.split('/').next())
        .expect("address")
        .to_string();
    let pid = server.id();
    println!("server {addr} (pid {pid}), {total} requests, {at_once} at a time, seed {seed}");

    let next = Arc::new(AtomicUsize::new(0));
    type Outcome = (bool, Option<u16>, Duration, &'static str);
    let results: Arc<Mutex<Vec<Outcome>>> = Arc::default();
    let rss: Arc<Mutex<Vec<(usize, f64)>>> = Arc::default();
    let started = Instant::now();
    let workers: Vec<_> = (0..at_once)
        .map(|_| {
            let (next, results, rss, addr) =
                (next.clone(), results.clone(), rss.clone(), addr.clone());
            std::thread::spawn(move || {
                loop {
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    if i as u64 >= total {
                        break;
                    }
                    let mut rng = Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15)
                        ^ (i as u64 + 1).wrapping_mul(0xD1B5_4A32_D192_ED03)
                        | 1);
                    let (id, board) = request(i as u64, &mut rng);
                    let path = format!("/api/games/{id}/position?board={}", encode(&board));
                    let t = Instant::now();
                    let status = get(&addr, &path);
                    if status.is_none_or(|c| c >= 500) {
                        eprintln!(
                            "{status:?} at {:.1} s after {:.1} s: {path}",
                            started.elapsed().as_secs_f64(),
                            t.elapsed().as_secs_f64()
                        );
                    }
                    results
                        .lock()
                        .unwrap()
                        .push((closed(id), status, t.elapsed(), id));
                    if (i + 1) % 1000 == 0 {
                        rss.lock().unwrap().push((i + 1, rss_mib(pid)));
                    }
                }
            })
        })
        .collect();
    for w in workers {
        w.join().unwrap();
    }
    let wall = started.elapsed();
    let alive = server.try_wait().ok().flatten().is_none();
    let _ = server.kill();
    let results = results.lock().unwrap();
    let mut by_status = std::collections::BTreeMap::new();
    for (_, s, _, _) in results.iter() {
        *by_status
            .entry(s.map_or("failed".to_string(), |c| c.to_string()))
            .or_insert(0) += 1;
    }
    println!(
        "{} requests in {:.1} s; answers by status: {by_status:?}",
        results.len(),
        wall.as_secs_f64()
    );
    for (name, want) in [("closed forms", true), ("searched", false)] {
        let mut t: Vec<Duration> = results
            .iter()
            .filter(|r| r.0 == want && r.1 == Some(200))
            .map(|r| r.2)
            .collect();
        t.sort();
        println!(
            "{name}: {} answered 200, p50 {:.1} ms, p90 {:.1} ms, p99 {:.1} ms, max {:.1} ms",
            t.len(),
            percentile(&t, 0.5),
            percentile(&t, 0.9),
            percentile(&t, 0.99),
            percentile(&t, 1.0)
        );
    }
    // By game: answers by status and the slowest, to find what is slow.
    let mut games = std::collections::BTreeMap::new();
    for (_, s, t, id) in results.iter() {
        let e = games
            .entry(*id)
            .or_insert((std::collections::BTreeMap::new(), Duration::ZERO));
        *e.0.entry(s.unwrap_or(0)).or_insert(0) += 1;
        e.1 = e.1.max(*t);
    }
    for (id, (statuses, slowest)) in &games {
        println!(
            "  {id:14} {statuses:?}, slowest {:.0} ms",
            slowest.as_secs_f64() * 1000.0
        );
    }
    let mut rss = rss.lock().unwrap().clone();
    rss.sort_by_key(|r| r.0);
    let line: Vec<String> = rss.iter().map(|(n, m)| format!("{n}: {m:.0}")).collect();
    println!(
        "resident memory (MiB) after each thousand: {}",
        line.join(", ")
    );
    let bad = results
        .iter()
        .filter(|r| r.1.is_none_or(|c| c >= 500))
        .count();
    if bad > 0 || !alive {
        eprintln!("FAILED: {bad} requests answered 5xx or dropped; server alive: {alive}");
        std::process::exit(1);
    }
}
