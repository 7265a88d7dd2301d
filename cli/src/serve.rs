//! `cgame serve`: a JSON API over the playable games, and a web page to
//! play them (plain HTML, CSS and JavaScript, served from the binary).

use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use axum::extract::{Path, Query, State};
use axum::http::{header, StatusCode};
use axum::response::{Html, IntoResponse, Response};
use axum::routing::get;
use axum::{Json, Router};
use combinatorial_games::games::{self, Kind, Position, CATALOGUE};
use combinatorial_games::play::Searcher;
use serde_json::{json, Value};

/// The page, with its script and style inline, and the drawings of the
/// boards that have one.
const PAGE: &str = include_str!("page.html");
const BOARDS_JS: &str = include_str!("boards.js");

/// Longest board accepted in a query.
const MAX_BOARD: usize = 2_000;
/// What one search may take: a second, and at most 5 million moves
/// examined; past it an impartial position is answered by its nim-value
/// without remoteness, a partizan one is refused. The shared memo is
/// emptied past a million positions, so memory stays bounded however many
/// requests come.
const SEARCH_TIME: Duration = Duration::from_secs(1);
const SEARCH_LIMIT: usize = 5_000_000;
const MEMO_RESET: usize = 1_000_000;

fn new_searcher() -> Searcher {
    Searcher::new(SEARCH_LIMIT).with_time_budget(SEARCH_TIME)
}

#[derive(Clone)]
struct AppState {
    searcher: Arc<Mutex<Searcher>>,
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
            };
            json!({ "id": g.id, "name": g.name, "about": g.about, "kind": kind, "format": g.format, "example": g.example })
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
fn fifteen(board: &str) -> Response {
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
                )
            }
            Err(e) => {
                return error(
                    StatusCode::BAD_REQUEST,
                    format!("{e}. A board is {FIFTEEN_FORMAT}"),
                )
            }
        }
    };
    let Ok(judged) = p.judge(goal) else {
        return error(
            StatusCode::BAD_REQUEST,
            "this board cannot reach the goal (its parity is wrong): swap two tiles",
        );
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

/// How boards are written in an answer: in our format, or (for Mancala,
/// Kalah and Dao) in GamesCrafters' strings.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Form {
    Ours,
    GamesCrafters,
}

impl Form {
    fn from_query(q: &HashMap<String, String>) -> Result<Form, String> {
        match q.get("format").map(String::as_str) {
            None | Some("cgame") => Ok(Form::Ours),
            Some("gamescrafters") => Ok(Form::GamesCrafters),
            Some(other) => Err(format!(
                "format '{other}' is not 'cgame' (the default) or 'gamescrafters'"
            )),
        }
    }

    fn write(self, p: &dyn Position) -> String {
        match self {
            Form::Ours => p.board(),
            Form::GamesCrafters => p.gamescrafters().unwrap_or_else(|| p.board()),
        }
    }
}

/// The position's verdict and each move's, for the player making it.
fn position(state: &AppState, id: &str, board: &str, form: Form) -> Response {
    let Some(entry) = games::by_id(id) else {
        return error(
            StatusCode::NOT_FOUND,
            format!("there is no game '{id}'; GET /api/games lists them"),
        );
    };
    if board.len() > MAX_BOARD {
        return error(
            StatusCode::PAYLOAD_TOO_LARGE,
            format!("boards are limited to {MAX_BOARD} characters"),
        );
    }
    let pos = match entry.parse(board) {
        Ok(p) => p,
        Err(e) => return error(StatusCode::BAD_REQUEST, e.to_string()),
    };
    if form == Form::GamesCrafters && pos.gamescrafters().is_none() {
        return error(
            StatusCode::BAD_REQUEST,
            format!(
                "{} has no GamesCrafters string; Mancala, Kalah and Dao do",
                entry.name
            ),
        );
    }
    let mut guard = state.searcher.lock().unwrap_or_else(|e| e.into_inner());
    let searcher = &mut *guard;
    if searcher.len() > MEMO_RESET {
        *searcher = new_searcher();
    }
    let (verdict, moves) = match pos.judgement(searcher) {
        Ok(j) => j,
        Err(e) => {
            *searcher = new_searcher();
            return error(StatusCode::UNPROCESSABLE_ENTITY, e.to_string());
        }
    };
    let moves: Vec<Value> = moves
        .iter()
        .map(|(m, v)| {
            json!({
                "move": m.text,
                "board": form.write(&*m.after),
                "value": v.value.to_string(),
                "remoteness": v.remoteness,
            })
        })
        .collect();
    Json(json!({
        "game": id,
        "board": form.write(&*pos),
        "display": pos.to_string(),
        "to_move": pos.to_move_text(),
        "ended": pos.ended(),
        "value": verdict.value.to_string(),
        "remoteness": verdict.remoteness,
        "moves": moves,
    }))
    .into_response()
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
    let st = state.clone();
    let work = move || {
        if id == "fifteen" {
            fifteen(&board)
        } else {
            position(&st, &id, &board, form)
        }
    };
    match tokio::task::spawn_blocking(work).await {
        Ok(r) => r,
        Err(_) => error(StatusCode::INTERNAL_SERVER_ERROR, "the search failed"),
    }
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

/// The router, for the server and for tests.
pub fn app() -> Router {
    let state = AppState {
        searcher: Arc::new(Mutex::new(new_searcher())),
    };
    Router::new()
        .route("/", get(page))
        .route("/boards.js", get(boards_js))
        .route("/api/games", get(games))
        .route("/api/games/{id}/position", get(position_handler))
        .layer(axum::extract::DefaultBodyLimit::max(16 * 1024))
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
