//! `cgame serve`: a JSON API over the playable games, and a web page to
//! play them (plain HTML, CSS and JavaScript, served from the binary).

// A refusal is a finished response, returned once per request as an
// `Err`: boxing it would save nothing that matters.
#![allow(clippy::result_large_err)]

use std::collections::HashMap;
use std::fmt::Write as _;
use std::sync::Arc;
use std::sync::atomic::AtomicBool;

use axum::extract::{Path, Query, Request, State};
use axum::http::{StatusCode, header};
use axum::middleware::{self, Next};
use axum::response::{Html, IntoResponse, Response};
use axum::routing::get;
use axum::{Json, Router};
use combinatorial_games::budget::{Budget, OutOfBudget};
use combinatorial_games::games::{self, CATALOGUE, Kind, Position};
use combinatorial_games::play::{Searcher, TooLarge};
use combinatorial_games::retrograde::Solved;
use serde_json::{Value, json};
use tokio::sync::Semaphore;

use crate::query::{Form, misere_query};
use crate::work::{self, Pool, Refusals, StopOnDrop};

/// The page, with its script and style inline, and the drawings of the
/// boards that have one.
const PAGE: &str = include_str!("page.html");
const BOARDS_JS: &str = include_str!("boards.js");

/// Longest board accepted, in characters: as given in the query, and as
/// written out in the answer (`kayles 9999` is a row of 9 999 pins).
const MAX_BOARD: usize = 2_000;
/// Most moves in a position: an answer lists every move with its verdict.
const MAX_MOVES: u64 = 10_000;
/// Longest request target, and most bytes of headers, answered with JSON
/// 414 and 431 (hyper answers longer ones, past 64 KiB and 400 KiB, with
/// the bare status).
const MAX_URI: usize = 8 * 1024;
const MAX_HEADERS: usize = 16 * 1024;

#[derive(Clone)]
struct AppState {
    pool: Arc<Pool>,
    refused: Arc<Refusals>,
    long: Arc<Semaphore>,
    puzzles: Arc<Semaphore>,
}

fn error(status: StatusCode, message: impl Into<String>) -> Response {
    (status, Json(json!({ "error": message.into() }))).into_response()
}

/// The 15-puzzle's entry in the list of games.
const FIFTEEN_FORMAT: &str = "the tiles row by row separated by spaces or '_', 0 for the gap; the goal is 1 2 ... 15 with the gap last; 'random' for a random board";
const FIFTEEN_EXAMPLE: &str = "random";

async fn games() -> Json<Value> {
    let mut list: Vec<Value> = CATALOGUE
        .iter()
        .map(|g| {
            let kind = match g.kind {
                Kind::Impartial => "impartial",
                Kind::Partizan => "partizan",
                Kind::Loopy => "loopy",
            };
            json!({ "id": g.id, "name": g.name, "about": g.about, "kind": kind, "format": g.format, "example": g.example, "misere": g.has_misere_play() })
        })
        .collect();
    list.push(json!({
        "id": "fifteen", "name": "15-puzzle (solo)", "format": FIFTEEN_FORMAT,
        "example": FIFTEEN_EXAMPLE, "solo": true,
    }));
    Json(Value::Array(list))
}

/// A 15-puzzle position: its optimal distance to the goal, and each move
/// (a tile sliding into the gap) with the distance it leaves.
fn fifteen(board: &str, stop: &AtomicBool) -> Response {
    use sliding_puzzles::{Goal, SlidingPuzzle};
    let goal = Goal::BlankLast;
    let p = if board.trim() == "random" {
        SlidingPuzzle::random(4, 4, goal, sliding_puzzles::clock_seed()).expect("4 x 4")
    } else {
        match board.replace('_', " ").parse::<SlidingPuzzle>() {
            Ok(p) if p.rows() == 4 && p.cols() == 4 => p,
            Ok(_) => {
                return error(
                    StatusCode::BAD_REQUEST,
                    format!("the 15-puzzle is 4 x 4. A board is {FIFTEEN_FORMAT}"),
                );
            }
            Err(e) => {
                return error(
                    StatusCode::BAD_REQUEST,
                    format!("{e}. A board is {FIFTEEN_FORMAT}"),
                );
            }
        }
    };
    let judged = match p.judge_until(goal, stop) {
        Ok(j) => j,
        Err(sliding_puzzles::SolveError::Stopped) => {
            return error(
                StatusCode::UNPROCESSABLE_ENTITY,
                format!(
                    "this board took more than {} s to solve, the limit for one board",
                    work::PUZZLE_TIME.as_secs()
                ),
            );
        }
        Err(_) => {
            return error(
                StatusCode::BAD_REQUEST,
                "this board cannot reach the goal (its parity is wrong): swap two tiles",
            );
        }
    };
    let d = judged.distance;
    let text = |q: &SlidingPuzzle| {
        q.tiles()
            .iter()
            .map(u8::to_string)
            .collect::<Vec<_>>()
            .join("_")
    };
    let moves: Vec<Value> = judged
        .moves
        .iter()
        .map(|m| {
            json!({
                "move": m.to_string(),
                "tile": m.tile,
                "gap": m.blank.letter().to_string(),
                "board": text(&m.after),
                "distance": m.distance,
                "value": if m.distance < d { "win" } else { "lose" },
                "remoteness": m.distance,
            })
        })
        .collect();
    Json(json!({
        "game": "fifteen",
        "board": text(&p),
        "display": format!("{p:#}"),
        "tiles": p.tiles(),
        "to_move": Value::Null,
        "distance": d,
        "value": if d == 0 { "solved" } else { "unsolved" },
        "remoteness": d,
        "moves": moves,
    }))
    .into_response()
}

/// A board read and checked against the limits, ready to be judged.
struct Asked {
    id: String,
    pos: Box<dyn Position>,
    moves: u64,
    form: Form,
}

/// Reads the board and checks it against every limit before any work.
fn ask(id: &str, board: &str, form: Form, misere: bool) -> Result<Asked, Response> {
    let Some(entry) = games::by_id(id) else {
        return Err(error(
            StatusCode::NOT_FOUND,
            format!("there is no game '{id}'; GET /api/games lists them"),
        ));
    };
    let pos = entry
        .parse(board)
        .and_then(|p| if misere { p.misere() } else { Ok(p) })
        .map_err(|e| error(StatusCode::BAD_REQUEST, e.to_string()))?;
    if form == Form::GamesCrafters && pos.gamescrafters().is_none() {
        let why = format!(
            "{} has no GamesCrafters string; Mancala, Kalah and Dao do",
            entry.name
        );
        return Err(error(StatusCode::BAD_REQUEST, why));
    }
    let written = pos.board().len();
    if written > MAX_BOARD {
        let why = format!(
            "this board is {written} characters written out; boards are limited to {MAX_BOARD} characters"
        );
        return Err(error(StatusCode::PAYLOAD_TOO_LARGE, why));
    }
    let moves = pos.move_count();
    if moves > MAX_MOVES {
        let why = format!(
            "this position has {moves} moves; an answer lists every move, so positions are limited to {MAX_MOVES} moves"
        );
        return Err(error(StatusCode::PAYLOAD_TOO_LARGE, why));
    }
    Ok(Asked {
        id: id.to_string(),
        pos,
        moves,
        form,
    })
}

type Judgement = (Solved, Vec<(games::Move, Solved)>);

/// The first try: a short search, and the closed form where it is not
/// enough. `None` when the position needs a long search.
fn quick(pool: &Pool, asked: &Asked, stop: &Arc<AtomicBool>) -> Option<Judgement> {
    // A search goes through every move of every move: past this many
    // moves it cannot finish within the short budget, so do not start it.
    let hopeless = asked.moves.saturating_mul(asked.moves) > 2 * work::QUICK_MOVES as u64;
    if !hopeless || asked.pos.closed_form().is_none() {
        let budget = Budget::time(2 * work::QUICK_TIME).with_stop(Arc::clone(stop));
        let tried = pool.with(work::QUICK_MOVES, work::QUICK_TIME, |s| {
            budget.run(|| asked.pos.judgement(s))
        });
        if let Ok(Ok(j)) = tried {
            return Some(j);
        }
    }
    // A position with a closed form is judged by it, every move too, in
    // time that follows its moves, not a search: a searcher that may not
    // search falls back to it at once. Time under a busy server is not
    // held against it (the clock runs while others use the cores).
    asked.pos.closed_form()?;
    let mut none = Searcher::new(0);
    work::budgeted(stop, || asked.pos.judgement(&mut none))
        .ok()?
        .ok()
}

fn too_large() -> Response {
    error(
        StatusCode::UNPROCESSABLE_ENTITY,
        format!(
            "this position is too large to search exactly within the server's budget ({} s and {} moves examined a search)",
            work::SEARCH_TIME.as_secs(),
            work::SEARCH_MOVES
        ),
    )
}

impl Asked {
    /// What identifies the position among those refused.
    fn key(&self) -> String {
        let play = if self.pos.is_misere() {
            "misère"
        } else {
            "normal"
        };
        format!("{} {play} {}", self.id, self.pos.board())
    }
}

/// The long search, in a turn of its own.
fn long(state: &AppState, asked: &Asked, stop: &Arc<AtomicBool>) -> Result<Judgement, Response> {
    let tried = state.pool.with(work::SEARCH_MOVES, work::SEARCH_TIME, |s| {
        work::budgeted(stop, || asked.pos.judgement(s))
    });
    match tried {
        Ok(Ok(j)) => Ok(j),
        Ok(Err(TooLarge { .. })) => {
            state.refused.insert(asked.key());
            Err(too_large())
        }
        Err(OutOfBudget::Stopped) => Err(error(
            StatusCode::SERVICE_UNAVAILABLE,
            "the request was cancelled",
        )),
        Err(spent) => Err(error(
            StatusCode::UNPROCESSABLE_ENTITY,
            format!(
                "{spent}: a request may take at most {} s",
                work::REQUEST_TIME.as_secs()
            ),
        )),
    }
}

/// The position's verdict and each move's, for the player making it.
fn answer(asked: &Asked, (verdict, moves): Judgement) -> Response {
    let pos = &asked.pos;
    let head = json!({
        "game": asked.id,
        "board": asked.form.write(&**pos),
        "display": pos.to_string(),
        "to_move": pos.to_move_text(),
        "ended": pos.ended(),
        "misere": pos.is_misere(),
        "value": verdict.value.to_string(),
        "remoteness": verdict.remoteness,
    })
    .to_string();
    // The moves are written straight out: through `json!` values, the ten
    // thousand moves of a large Nim board took 35 ms instead of 4.
    let mut body = String::with_capacity(head.len() + 100 * moves.len());
    body.push_str(&head[..head.len() - 1]);
    body.push_str(",\"moves\":[");
    for (i, (m, v)) in moves.iter().enumerate() {
        if i > 0 {
            body.push(',');
        }
        let text = |s: &str| serde_json::to_string(s).unwrap_or_default();
        let remoteness = v.remoteness.map_or("null".to_string(), |r| r.to_string());
        let _ = write!(
            body,
            "{{\"board\":{},\"move\":{},\"remoteness\":{remoteness},\"value\":\"{}\"}}",
            text(&asked.form.write(&*m.after)),
            text(&m.text),
            v.value
        );
    }
    body.push_str("]}");
    ([(header::CONTENT_TYPE, "application/json")], body).into_response()
}

/// Runs blocking work off the async threads.
async fn blocking<R: Send + 'static>(
    f: impl FnOnce() -> R + Send + 'static,
) -> Result<R, Response> {
    tokio::task::spawn_blocking(f)
        .await
        .map_err(|_| error(StatusCode::INTERNAL_SERVER_ERROR, "the search failed"))
}

fn busy(what: &str, turns: usize, waited: std::time::Duration) -> Response {
    let mut r = error(
        StatusCode::SERVICE_UNAVAILABLE,
        format!(
            "the server is busy: all {turns} turns for {what} were taken for {} s; try again in a few seconds",
            waited.as_secs()
        ),
    );
    r.headers_mut()
        .insert(header::RETRY_AFTER, header::HeaderValue::from_static("2"));
    r
}

async fn position_handler(
    State(state): State<AppState>,
    Path(id): Path<String>,
    Query(q): Query<HashMap<String, String>>,
) -> Response {
    let Some(board) = q.get("board").cloned() else {
        return error(
            StatusCode::BAD_REQUEST,
            "give the board as ?board=..., in the format GET /api/games shows",
        );
    };
    if board.len() > MAX_BOARD {
        return error(
            StatusCode::PAYLOAD_TOO_LARGE,
            format!("boards are limited to {MAX_BOARD} characters"),
        );
    }
    let form = match Form::from_query(&q) {
        Ok(f) => f,
        Err(e) => return error(StatusCode::BAD_REQUEST, e),
    };
    let misere = match misere_query(&q) {
        Ok(m) => m,
        Err(e) => return error(StatusCode::BAD_REQUEST, e),
    };
    // Dropped with this future: when the client goes away, the work stops.
    let guard = StopOnDrop::new();
    let stop = Arc::clone(&guard.0);
    if id == "fifteen" {
        if misere {
            return error(StatusCode::BAD_REQUEST, "the 15-puzzle has no misère play");
        }
        return fifteen_handler(&state, board, stop).await;
    }
    let pool = Arc::clone(&state.pool);
    let first = blocking(move || {
        let asked = ask(&id, &board, form, misere)?;
        Ok::<_, Response>(match quick(&pool, &asked, &stop) {
            Some(j) => Err(answer(&asked, j)),
            None => Ok((asked, stop)),
        })
    })
    .await;
    let (asked, stop) = match first {
        Ok(Ok(Ok(needs_long))) => needs_long,
        Ok(Ok(Err(answered))) | Ok(Err(answered)) | Err(answered) => return answered,
    };
    if state.refused.contains(&asked.key()) {
        return too_large();
    }
    let waited =
        tokio::time::timeout(work::TURN_WAIT, Arc::clone(&state.long).acquire_owned()).await;
    let Ok(Ok(turn)) = waited else {
        return busy("long searches", work::long_searches(), work::TURN_WAIT);
    };
    // Refused while this request waited for its turn?
    if state.refused.contains(&asked.key()) {
        return too_large();
    }
    let st = state.clone();
    let done = work::heavy(move || {
        let _turn = turn;
        match long(&st, &asked, &stop) {
            Ok(j) => answer(&asked, j),
            Err(refused) => refused,
        }
    })
    .await;
    drop(guard);
    done.unwrap_or_else(|| error(StatusCode::INTERNAL_SERVER_ERROR, "the search failed"))
}

async fn fifteen_handler(state: &AppState, board: String, stop: Arc<AtomicBool>) -> Response {
    // The pattern databases are built once, by the first request (seconds,
    // not stopped); requests meanwhile wait for them, not for a turn.
    let built = blocking(|| {
        use sliding_puzzles::{Goal, SlidingPuzzle};
        if let Ok(p) = SlidingPuzzle::solved(4, 4, Goal::BlankLast) {
            let _ = p.solve(Goal::BlankLast);
        }
    });
    if let Err(failed) = built.await {
        return failed;
    }
    // Most boards are solved in milliseconds: try without a turn first,
    // the time counted from when the work starts, not from when it was
    // asked for (a busy server may start it later).
    let b = board.clone();
    let runtime = tokio::runtime::Handle::current();
    let tried = blocking(move || {
        let quick_stop = Arc::new(AtomicBool::new(false));
        let raise = Arc::clone(&quick_stop);
        let timer = runtime.spawn(async move {
            tokio::time::sleep(work::QUICK_TIME).await;
            raise.store(true, std::sync::atomic::Ordering::Relaxed);
        });
        let answer = fifteen(&b, &quick_stop);
        timer.abort();
        answer
    })
    .await;
    match tried {
        Ok(answer) if answer.status() != StatusCode::UNPROCESSABLE_ENTITY => return answer,
        Err(failed) => return failed,
        Ok(_) => {}
    }
    let waited = tokio::time::timeout(
        work::PUZZLE_TIME,
        Arc::clone(&state.puzzles).acquire_owned(),
    )
    .await;
    let Ok(Ok(turn)) = waited else {
        return busy("puzzle solves", work::puzzles_at_once(), work::PUZZLE_TIME);
    };
    let timer_stop = Arc::clone(&stop);
    let timer = tokio::spawn(async move {
        tokio::time::sleep(work::PUZZLE_TIME).await;
        timer_stop.store(true, std::sync::atomic::Ordering::Relaxed);
    });
    let done = work::heavy(move || {
        let _turn = turn;
        fifteen(&board, &stop)
    })
    .await;
    timer.abort();
    done.unwrap_or_else(|| error(StatusCode::INTERNAL_SERVER_ERROR, "the search failed"))
}

async fn page() -> impl IntoResponse {
    ([(header::CACHE_CONTROL, "no-cache")], Html(PAGE))
}

async fn boards_js() -> impl IntoResponse {
    (
        [
            (header::CACHE_CONTROL, "no-cache"),
            (header::CONTENT_TYPE, "text/javascript; charset=utf-8"),
        ],
        BOARDS_JS,
    )
}

/// Every error is JSON: an unknown path, a method other than GET.
async fn not_found() -> Response {
    error(
        StatusCode::NOT_FOUND,
        "no such page: the API is GET /api/games and GET /api/games/{id}/position?board=...",
    )
}

async fn not_allowed() -> Response {
    error(StatusCode::METHOD_NOT_ALLOWED, "only GET is answered here")
}

/// Refuses over-long targets and headers with JSON, before routing.
async fn limits(req: Request, next: Next) -> Response {
    let target = req.uri().path_and_query().map_or(0, |p| p.as_str().len());
    if target > MAX_URI {
        let why = format!("the request target is {target} bytes; the limit is {MAX_URI}");
        return error(StatusCode::URI_TOO_LONG, why);
    }
    let headers: usize = req
        .headers()
        .iter()
        .map(|(k, v)| k.as_str().len() + v.len() + 4)
        .sum();
    if headers > MAX_HEADERS {
        let why = format!("the headers are {headers} bytes; the limit is {MAX_HEADERS}");
        return error(StatusCode::REQUEST_HEADER_FIELDS_TOO_LARGE, why);
    }
    next.run(req).await
}

/// The router, for the server and for tests.
pub fn app() -> Router {
    let state = AppState {
        pool: Arc::new(Pool::default()),
        refused: Arc::new(Refusals::default()),
        long: Arc::new(Semaphore::new(work::long_searches())),
        puzzles: Arc::new(Semaphore::new(work::puzzles_at_once())),
    };
    Router::new()
        .route("/", get(page))
        .route("/boards.js", get(boards_js))
        .route("/api/games", get(games))
        .route("/api/games/{id}/position", get(position_handler))
        .fallback(not_found)
        .method_not_allowed_fallback(not_allowed)
        .layer(axum::extract::DefaultBodyLimit::max(16 * 1024))
        .layer(middleware::from_fn(limits))
        .with_state(state)
}

pub fn serve(host: &str, port: u16) -> std::process::ExitCode {
    let runtime = match tokio::runtime::Runtime::new() {
        Ok(r) => r,
        Err(e) => {
            eprintln!("error: cannot start the server: {e}");
            return std::process::ExitCode::from(1);
        }
    };
    runtime.block_on(async {
        let listener = match tokio::net::TcpListener::bind((host, port)).await {
            Ok(l) => l,
            Err(e) => {
                eprintln!("error: cannot listen on {host}:{port}: {e}");
                return std::process::ExitCode::from(1);
            }
        };
        let addr = listener
            .local_addr()
            .map(|a| a.to_string())
            .unwrap_or_default();
        println!("serving on http://{addr}/ (the API is under /api/games)");
        if let Err(e) = axum::serve(listener, app()).await {
            eprintln!("error: {e}");
            return std::process::ExitCode::from(1);
        }
        std::process::ExitCode::SUCCESS
    })
}
