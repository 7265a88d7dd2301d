//! What a position request asks for besides its board: how boards are
//! written in the answer, and whether the game is played misère.

use std::collections::HashMap;

use combinatorial_games::games::Position;

/// How boards are written in an answer: in our format, or (for Mancala,
/// Kalah and Dao) in GamesCrafters' strings.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum Form {
    Ours,
    GamesCrafters,
}

impl Form {
    pub(crate) fn from_query(q: &HashMap<String, String>) -> Result<Form, String> {
        match q.get("format").map(String::as_str) {
            None | Some("cgame") => Ok(Form::Ours),
            Some("gamescrafters") => Ok(Form::GamesCrafters),
            Some(other) => Err(format!(
                "format '{other}' is not 'cgame' (the default) or 'gamescrafters'"
            )),
        }
    }

    pub(crate) fn write(self, p: &dyn Position) -> String {
        match self {
            Form::Ours => p.board(),
            Form::GamesCrafters => p.gamescrafters().unwrap_or_else(|| p.board()),
        }
    }
}

/// Whether `?misere=` asks for misère play.
pub(crate) fn misere_query(q: &HashMap<String, String>) -> Result<bool, String> {
    match q.get("misere").map(String::as_str) {
        None | Some("0" | "false") => Ok(false),
        Some("1" | "true") => Ok(true),
        Some(other) => Err(format!(
            "misere '{other}' is not 'true' or 'false' (or 1 or 0)"
        )),
    }
}
