//! `Outcome` and `Player`: who wins, and who moves.

use combinatorial_games::loopy::LoopyOutcome;
use combinatorial_games::{Outcome, Player};
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;

/// The outcome class of a game: who wins with perfect play.
///
/// >>> from combinatorial_games import Outcome
/// >>> str(Outcome.N)
/// 'N'
#[pyclass(
    name = "Outcome",
    module = "combinatorial_games",
    eq,
    eq_int,
    frozen,
    hash
)]
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub enum PyOutcome {
    /// Left wins, whoever moves first (the game is positive).
    L,
    /// Right wins, whoever moves first (the game is negative).
    R,
    /// The second player wins (the game is zero).
    P,
    /// The first player wins (the game is confused with zero).
    N,
}

#[pymethods]
impl PyOutcome {
    fn __str__(&self) -> &'static str {
        match self {
            PyOutcome::L => "L",
            PyOutcome::R => "R",
            PyOutcome::P => "P",
            PyOutcome::N => "N",
        }
    }
}

impl From<Outcome> for PyOutcome {
    fn from(o: Outcome) -> PyOutcome {
        match o {
            Outcome::L => PyOutcome::L,
            Outcome::R => PyOutcome::R,
            Outcome::P => PyOutcome::P,
            Outcome::N => PyOutcome::N,
        }
    }
}

/// The outcome class of a loopy game, draws included, by CGSuite's names:
/// ``L``, ``R``, ``P``, ``N`` as for short games, ``D`` (a draw whoever
/// starts), and the four mixed classes ``NHat``, ``PHat``, ``NCheck``,
/// ``PCheck``.
///
/// >>> from combinatorial_games import LoopyGame, LoopyOutcome
/// >>> LoopyGame("{pass|pass}").outcome
/// LoopyOutcome.D
/// >>> str(LoopyGame("{0|pass}").outcome)
/// 'L'
#[pyclass(
    name = "LoopyOutcome",
    module = "combinatorial_games",
    eq,
    eq_int,
    frozen,
    hash
)]
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum PyLoopyOutcome {
    /// Left wins whoever starts.
    L,
    /// Right wins whoever starts.
    R,
    /// The player to move loses.
    P,
    /// The player to move wins.
    N,
    /// A draw whoever starts.
    D,
    /// The player to move wins or draws (CGSuite's ``NHat``).
    NHat,
    /// Left, second, wins; Right, second, draws (``PHat``).
    PHat,
    /// The player to move draws or loses (``NCheck``).
    NCheck,
    /// Right, second, wins; Left, second, draws (``PCheck``).
    PCheck,
}

#[pymethods]
impl PyLoopyOutcome {
    /// CGSuite's name, which is the variant's.
    fn __str__(&self) -> String {
        format!("{self:?}")
    }
}

impl From<LoopyOutcome> for PyLoopyOutcome {
    fn from(o: LoopyOutcome) -> PyLoopyOutcome {
        match o {
            LoopyOutcome::L => PyLoopyOutcome::L,
            LoopyOutcome::R => PyLoopyOutcome::R,
            LoopyOutcome::P => PyLoopyOutcome::P,
            LoopyOutcome::N => PyLoopyOutcome::N,
            LoopyOutcome::D => PyLoopyOutcome::D,
            LoopyOutcome::NHat => PyLoopyOutcome::NHat,
            LoopyOutcome::PHat => PyLoopyOutcome::PHat,
            LoopyOutcome::NCheck => PyLoopyOutcome::NCheck,
            LoopyOutcome::PCheck => PyLoopyOutcome::PCheck,
        }
    }
}

/// Left or Right, for the moves of a player.
///
/// >>> from combinatorial_games import Player
/// >>> str(Player.LEFT), str(Player.RIGHT)
/// ('Left', 'Right')
#[pyclass(
    name = "Player",
    module = "combinatorial_games",
    eq,
    eq_int,
    frozen,
    hash
)]
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub enum PyPlayer {
    /// Left, the player of the positive games (bLue in Hackenbush).
    #[pyo3(name = "LEFT")]
    Left,
    /// Right, the player of the negative games (Red in Hackenbush).
    #[pyo3(name = "RIGHT")]
    Right,
}

#[pymethods]
impl PyPlayer {
    fn __str__(&self) -> &'static str {
        match self {
            PyPlayer::Left => "Left",
            PyPlayer::Right => "Right",
        }
    }
}

impl From<Player> for PyPlayer {
    fn from(p: Player) -> PyPlayer {
        match p {
            Player::Left => PyPlayer::Left,
            Player::Right => PyPlayer::Right,
        }
    }
}

impl From<PyPlayer> for Player {
    fn from(p: PyPlayer) -> Player {
        match p {
            PyPlayer::Left => Player::Left,
            PyPlayer::Right => Player::Right,
        }
    }
}

/// A player given as a ``Player`` or as the text ``"left"``/``"right"``
/// (any case, or ``"L"``/``"R"``).
pub fn player_arg(ob: &Bound<'_, PyAny>) -> PyResult<Player> {
    if let Ok(p) = ob.cast::<PyPlayer>() {
        return Ok((*p.get()).into());
    }
    let text: String = ob.extract().map_err(|_| {
        PyValueError::new_err("a player is Player.LEFT, Player.RIGHT, \"left\" or \"right\"")
    })?;
    match text.to_ascii_lowercase().as_str() {
        "left" | "l" => Ok(Player::Left),
        "right" | "r" => Ok(Player::Right),
        _ => Err(PyValueError::new_err(format!(
            "'{text}' is not a player: Player.LEFT, Player.RIGHT, \"left\" or \"right\""
        ))),
    }
}
