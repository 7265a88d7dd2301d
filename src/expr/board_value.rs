//! A board of a game of the catalogue as a value of the language: its
//! position, and its value found when first needed.

use std::fmt;

use super::value::Value;

/// A board of a game of the catalogue in an expression, `Cram("..|..")`:
/// its value everywhere but in the methods that read the board itself
/// (`GridString`, the variants, and the misère methods of impartial games,
/// whose forms come from the moves and not from the nimber). A partizan
/// board, a schema's position among them (`GenToadsAndFrogs(maxJump =>
/// 0)("tt..f")`), finds its value only when it is first needed, so that
/// a method that reads the moves does not wait for it.
///
/// ```
/// use combinatorial_games::expr::eval;
/// // In normal play the board is *4; in misère play it is no nim heap.
/// assert_eq!(eval("Cram(\".........|##.######\")").unwrap().to_string(), "*4");
/// assert_eq!(eval("Cram(\"..|..\").GridString").unwrap().to_string(), "\"..|..\"");
/// ```
pub struct Board {
    position: Box<dyn crate::games::Position>,
    value: std::sync::OnceLock<Value>,
}

impl Board {
    pub(crate) fn new(position: Box<dyn crate::games::Position>, value: Value) -> Board {
        Board {
            position,
            value: value.into(),
        }
    }

    /// A board whose value is found when first asked for, so that the
    /// methods that read its moves (`ImpartialVariant`, `LeftOptions`) do
    /// not wait for it. Only for positions played in normal play, whose
    /// [`crate::games::Position::value`] is always there.
    pub(crate) fn lazy(position: Box<dyn crate::games::Position>) -> Board {
        Board {
            position,
            value: std::sync::OnceLock::new(),
        }
    }

    /// The position, as the catalogue reads it. A board is kept under a
    /// name ([`super::Session::get`]); an answer is its value.
    ///
    /// ```
    /// use combinatorial_games::Player;
    /// use combinatorial_games::expr::{Session, Value};
    /// let mut s = Session::new();
    /// s.eval("b := Domineering(\"..|..\")").unwrap();
    /// let Some(Value::Board(b)) = s.get("b") else { panic!() };
    /// // Left places vertical dominoes: one in each column.
    /// assert_eq!(b.position().board(), "..|..");
    /// assert_eq!(b.position().options(Player::Left).unwrap().len(), 2);
    /// ```
    pub fn position(&self) -> &(dyn crate::games::Position + 'static) {
        &*self.position
    }

    /// Whether the value has been found already.
    pub(crate) fn is_valued(&self) -> bool {
        self.value.get().is_some()
    }

    /// Its value: a game, or a loopy value for games whose positions can
    /// repeat.
    ///
    /// ```
    /// use combinatorial_games::expr::{Session, Value};
    /// let mut s = Session::new();
    /// s.eval("b := Domineering(\"..|..\")").unwrap();
    /// let Some(Value::Board(b)) = s.get("b") else { panic!() };
    /// // Left's domino leaves a column, a move for Left alone (1); Right's
    /// // leaves a row, Right's alone (-1): {1|-1} = ±1.
    /// assert_eq!(b.value().to_string(), "+-1");
    /// ```
    pub fn value(&self) -> &Value {
        self.value.get_or_init(|| {
            let g = self.position.value();
            Value::Game(g.expect("a board made lazily is played in normal play"))
        })
    }
}

impl fmt::Debug for Board {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Board({:?}, {:?})", self.position.board(), self.value)
    }
}

impl PartialEq for Board {
    /// Boards are equal when they are of one game and read the same.
    fn eq(&self, other: &Board) -> bool {
        self.position.entry() == other.position.entry()
            && self.position.board() == other.position.board()
    }
}
