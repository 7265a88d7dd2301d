//! The catalogue's games from Python: `ToadsAndFrogs("TT__FF")`,
//! `Kayles(5)`, `Nim(3, 4, 5)`, each a position with its value and moves.

use combinatorial_games::games::{self, Analysis, Entry, Kind, Position};
use combinatorial_games::play::Searcher;
use pyo3::exceptions::PyTypeError;
use pyo3::prelude::*;
use pyo3::types::{PyInt, PyString, PyTuple};

use crate::errors::{GameError, game_error, too_large};
use crate::game::PyGame;
use crate::heap::{Heaps, PyNimSequence, values_to_python};
use crate::interrupt::{interruptible, quick_or_interruptible};
use crate::outcome::{PyOutcome, PyPlayer, player_arg};

/// A game of the catalogue. Call it with a board to get a position:
/// ``ToadsAndFrogs("TT__FF")``, ``Kayles(5)`` (a row of five pins),
/// ``Nim(3, 4, 5)``. Games played on heaps also give their nim-values.
///
/// >>> from combinatorial_games import Kayles, ToadsAndFrogs
/// >>> ToadsAndFrogs.name, ToadsAndFrogs.kind
/// ('Toads and Frogs', 'partizan')
/// >>> Kayles.nim_values(12)
/// [0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6]
#[pyclass(name = "Ruleset", module = "combinatorial_games", frozen)]
pub struct PyRuleset(pub &'static Entry);

/// The board text of `Ruleset(*args)`: one string as it is, or numbers
/// (heaps, a row's length) joined by spaces.
fn board_text(entry: &Entry, args: &Bound<'_, PyTuple>) -> PyResult<String> {
    if args.len() == 1 {
        let a = args.get_item(0)?;
        if let Ok(s) = a.cast::<PyString>() {
            return Ok(s.to_cow()?.into_owned());
        }
    }
    let mut parts = Vec::new();
    for a in args.iter() {
        if !a.is_instance_of::<PyInt>() {
            return Err(PyTypeError::new_err(format!(
                "{}(...) takes one board as a string, as in {}(\"{}\"), or whole numbers",
                entry.expr_name, entry.expr_name, entry.example
            )));
        }
        parts.push(a.str()?.to_cow()?.into_owned());
    }
    Ok(parts.join(" "))
}

#[pymethods]
impl PyRuleset {
    /// A position of this game from its board.
    #[pyo3(signature = (*board))]
    fn __call__(&self, py: Python<'_>, board: &Bound<'_, PyTuple>) -> PyResult<PyPosition> {
        let text = board_text(self.0, board)?;
        let entry = self.0;
        let p = py.detach(|| entry.parse(&text)).map_err(game_error)?;
        Ok(PyPosition(p))
    }

    /// The id used by ``cgame`` and the web page, as in ``"toads"``.
    #[getter]
    fn id(&self) -> &'static str {
        self.0.id
    }

    /// The game's name, as in ``"Dawson's Chess"``.
    #[getter]
    fn name(&self) -> &'static str {
        self.0.name
    }

    /// One line about the game.
    #[getter]
    fn about(&self) -> &'static str {
        self.0.about
    }

    /// What a board looks like.
    #[getter]
    fn format(&self) -> &'static str {
        self.0.format
    }

    /// A board of this game.
    #[getter]
    fn example(&self) -> &'static str {
        self.0.example
    }

    /// ``"impartial"``, ``"partizan"`` or ``"loopy"``.
    #[getter]
    fn kind(&self) -> &'static str {
        match self.0.kind {
            Kind::Impartial => "impartial",
            Kind::Partizan => "partizan",
            Kind::Loopy => "loopy",
        }
    }

    /// The nim-values of heaps ``0 .. n-1`` (a list of length ``n``), for
    /// games played on heaps; with ``array=True`` an ``array.array`` (of
    /// typecode ``'H'`` when every value is below 65 536, else ``'Q'``).
    ///
    /// >>> DawsonsChess.nim_values(10)
    /// [0, 1, 1, 2, 0, 3, 1, 1, 0, 3]
    /// >>> Kayles.nim_values(5, array=True)
    /// array('H', [0, 1, 2, 3, 1])
    #[pyo3(signature = (n, *, array = false))]
    fn nim_values<'py>(
        &self,
        py: Python<'py>,
        n: usize,
        array: bool,
    ) -> PyResult<Bound<'py, PyAny>> {
        values_to_python(py, &Heaps::of_entry(self.0)?.values(py, n)?, array)
    }

    /// The nim-value of one heap.
    ///
    /// >>> Kayles.nim_value(11), Kayles.nim_value(1000) == Kayles.nim_value(1012)
    /// (6, True)
    fn nim_value(&self, py: Python<'_>, n: usize) -> PyResult<u64> {
        Heaps::of_entry(self.0)?.value(py, n)
    }

    /// The nim-sequence of heaps ``0 .. n-1`` as a ``NimSequence``, which
    /// Jupyter plots.
    fn nim_sequence(&self, py: Python<'_>, n: usize) -> PyResult<PyNimSequence> {
        Heaps::of_entry(self.0)?.sequence(py, n)
    }

    fn __repr__(&self) -> String {
        self.0.expr_name.to_string()
    }

    fn __str__(&self) -> &'static str {
        self.0.name
    }
}

/// The player a partizan position's `method` is asked for; a `TypeError`
/// naming the call to make when none is given.
fn partizan_player(
    player: Option<&Bound<'_, PyAny>>,
    method: &str,
) -> PyResult<combinatorial_games::Player> {
    let player = player.ok_or_else(|| {
        PyTypeError::new_err(format!(
            "a partizan position's {} are a player's: {method}(\"left\") or {method}(\"right\")",
            method.replace('_', " ")
        ))
    })?;
    player_arg(player)
}

/// A position of a game of the catalogue.
///
/// >>> p = ToadsAndFrogs("T_F")
/// >>> p, p.value()
/// (ToadsAndFrogs('T_F'), *)
/// >>> ToadsAndFrogs("_TT_FF_").value()
/// +-1/4
/// >>> Nim(1, 3, 5, 6).winning_moves()
/// ['take 1 from pile 1 (1 -> 0)', 'take 1 from pile 2 (3 -> 2)', 'take 1 from pile 3 (5 -> 4)']
#[pyclass(name = "Position", module = "combinatorial_games", frozen)]
pub struct PyPosition(pub Box<dyn Position>);

/// A move worth making: what it is, the board after it, and its value.
///
/// >>> [m.text for m in ToadsAndFrogs("T_F").best_moves("left")]
/// ['toad 1 steps to 2']
#[pyclass(name = "Move", module = "combinatorial_games", frozen, get_all)]
pub struct PyMove {
    /// The move in words.
    text: String,
    /// The board after the move.
    board: String,
    /// The value after the move.
    value: PyGame,
}

#[pymethods]
impl PyMove {
    fn __repr__(&self) -> String {
        format!(
            "Move({:?}, board={:?}, value={})",
            self.text, self.board, self.value.0
        )
    }
}

#[pymethods]
impl PyPosition {
    /// The value: a nimber for impartial games, the canonical form for
    /// partizan ones. Games with ties and draws (Mancala, Dao) and loopy
    /// games have none: a ``GameError`` says so. ``threads`` threads value
    /// it together (``0``: one a core); the value is the same.
    ///
    /// >>> ToadsAndFrogs("TT__FF").value(threads=2)
    /// *
    #[pyo3(signature = (threads = 1))]
    fn value(&self, py: Python<'_>, threads: usize) -> PyResult<PyGame> {
        let p = self.0.clone_box();
        let work = move || combinatorial_games::rulesets::with_threads(threads, || p.value());
        match quick_or_interruptible(py, work)? {
            Some(g) => Ok(PyGame(g)),
            None => Err(GameError::new_err(format!(
                "{} positions have no game value: {}",
                self.0.entry().name,
                match self.0.entry().kind {
                    Kind::Loopy => "their values are loopy; use eval() with the game's expression",
                    _ => "they are won, lost, tied or drawn; see result()",
                }
            ))),
        }
    }

    /// The nim-value of an impartial position.
    ///
    /// >>> Kayles("II.III").nim_value()
    /// 1
    fn nim_value(&self, py: Python<'_>) -> PyResult<u64> {
        let g = self.value(py, 1)?.0;
        g.as_nimber().ok_or_else(|| {
            GameError::new_err(format!(
                "{} is partizan: its value is {g}, not a nimber",
                self.0.entry().name
            ))
        })
    }

    /// The outcome class: who wins. A partizan game of normal play finds
    /// it by a search for winning moves, without the value (much faster
    /// on large boards); the others read it from the value.
    ///
    /// >>> Clobber("xoxoxo|oxoxox").outcome(), Clobber("xxo").outcome()
    /// (Outcome.P, Outcome.L)
    fn outcome(&self, py: Python<'_>) -> PyResult<PyOutcome> {
        if self.0.entry().kind == Kind::Partizan {
            let p = self.0.clone_box();
            if let Some(o) = interruptible(py, None, move || p.outcome_by_search())? {
                return Ok(o.into());
            }
        }
        Ok(self.value(py, 1)?.0.outcome().into())
    }

    /// The result for the player to move with perfect play, in words:
    /// ``"win in 3"``, ``"tie in 1"``, ``"draw"``.
    ///
    /// >>> Mancala("1 0 0 / 0 1 0").result()
    /// 'tie in 1'
    fn result(&self, py: Python<'_>) -> PyResult<String> {
        let p = self.0.clone_box();
        let v = interruptible(py, None, move || p.verdict(&mut Searcher::default()))?;
        v.map(|s| s.to_string()).map_err(too_large)
    }

    /// The legal moves of the player to move, as ``(text, position
    /// after)`` pairs (for both players' moves worth making, see
    /// ``best_moves``).
    ///
    /// >>> [text for text, _ in Nim(2).moves()]
    /// ['take 1 from pile 1 (2 -> 1)', 'take 2 from pile 1 (2 -> 0)']
    fn moves(&self) -> PyResult<Vec<(String, PyPosition)>> {
        if self.0.move_count() > 1_000_000 {
            return Err(too_large("more than 1 000 000 moves to list"));
        }
        Ok(self
            .0
            .moves()
            .into_iter()
            .map(|m| (m.text, PyPosition(m.after)))
            .collect())
    }

    /// The moves that win, in words: for an impartial position those to
    /// a position of nim-value 0; for a partizan one, the given player's
    /// moves after which the other player, to move, loses, found by a
    /// search without the value (``player`` as in ``best_moves``).
    ///
    /// >>> Clobber("xo.xxo").winning_moves("left"), Clobber("xxo").winning_moves("right")
    /// (['to .x.xxo'], [])
    #[pyo3(signature = (player = None))]
    fn winning_moves(
        &self,
        py: Python<'_>,
        player: Option<&Bound<'_, PyAny>>,
    ) -> PyResult<Vec<String>> {
        if self.0.entry().kind != Kind::Partizan {
            self.nim_value(py)?;
            return Ok(self.0.moves_to(0));
        }
        let player = partizan_player(player, "winning_moves")?;
        let p = self.0.clone_box();
        // Only the asked player's moves are searched after.
        let found = interruptible(py, None, move || p.winning_moves_for(player))?;
        let Some(moves) = found else {
            return Err(GameError::new_err(format!(
                "{} has no search for winning moves",
                self.0.entry().name
            )));
        };
        Ok(moves.into_iter().map(|m| m.text).collect())
    }

    /// The moves worth playing: for an impartial position the winning
    /// moves; for a partizan one, the given player's moves not dominated
    /// by another (``player`` is ``Player.LEFT``/``"left"`` or
    /// ``Player.RIGHT``/``"right"``).
    #[pyo3(signature = (player = None))]
    fn best_moves(
        &self,
        py: Python<'_>,
        player: Option<&Bound<'_, PyAny>>,
    ) -> PyResult<Vec<PyMove>> {
        let p = self.0.clone_box();
        let analysis = interruptible(py, None, move || p.analysis())?;
        match analysis {
            Analysis::Partizan { left, right, .. } => {
                let moves = match partizan_player(player, "best_moves")? {
                    combinatorial_games::Player::Left => left,
                    combinatorial_games::Player::Right => right,
                };
                Ok(moves
                    .into_iter()
                    .map(|m| PyMove {
                        text: m.text,
                        board: m.board,
                        value: PyGame(m.value),
                    })
                    .collect())
            }
            Analysis::Impartial { .. } => Ok(self
                .0
                .moves()
                .into_iter()
                .filter_map(|m| {
                    let v = m.after.value()?;
                    v.is_zero().then(|| PyMove {
                        text: m.text,
                        board: m.after.board(),
                        value: PyGame(v),
                    })
                })
                .collect()),
            _ => Err(GameError::new_err(format!(
                "{} positions have results, not values: see result()",
                self.0.entry().name
            ))),
        }
    }

    /// The board, as the game reads it.
    #[getter]
    fn board(&self) -> String {
        self.0.board()
    }

    /// Who is to move: partizan positions carry it, for play (Left unless
    /// the board ends in `` R``; Mancala and Dao boards say); ``None`` for
    /// impartial games. The value does not depend on it.
    ///
    /// >>> ToadsAndFrogs("TT__FF").to_move, ToadsAndFrogs("TT__FF R").to_move
    /// (Player.LEFT, Player.RIGHT)
    #[getter]
    fn to_move(&self) -> Option<PyPlayer> {
        self.0.to_move().map(PyPlayer::from)
    }

    /// The game.
    #[getter]
    fn ruleset(&self) -> PyRuleset {
        PyRuleset(self.0.entry())
    }

    fn __str__(&self) -> String {
        self.0.to_string()
    }

    fn __repr__(&self, py: Python<'_>) -> PyResult<String> {
        let board = PyString::new(py, &self.0.board()).repr()?;
        Ok(format!("{}({board})", self.0.entry().expr_name))
    }
    /// In Jupyter: a board of rows of squares (a strip, a grid) drawn as
    /// coloured squares, each with its letter; ``None`` for boards of
    /// other shapes (heaps, graphs, Mancala), which show as text.
    ///
    /// >>> svg = ToadsAndFrogs("TT__FF")._repr_svg_()
    /// >>> svg.count("<rect"), Nim(3, 4)._repr_svg_() is None
    /// (6, True)
    fn _repr_svg_(&self) -> Option<String> {
        let impartial = self.0.entry().kind == Kind::Impartial;
        crate::board_svg::svg(&self.0.board(), impartial)
    }
}

/// Every game of the catalogue, as ``Ruleset`` objects.
///
/// >>> [r.id for r in catalogue()][:3]
/// ['nim', 'kayles', 'dawson']
#[pyfunction]
pub fn catalogue() -> Vec<PyRuleset> {
    games::CATALOGUE.iter().map(|e| PyRuleset(e)).collect()
}
