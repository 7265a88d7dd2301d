use std::fmt;

use crate::notation::sort_for_display;
use crate::short::{Game, Outcome};

/// The value of an expression.
///
/// ```
/// use combinatorial_games::expr::{eval, Value};
/// assert!(matches!(eval("1 < 2").unwrap(), Value::Bool(true)));
/// assert_eq!(eval("{2|0}.LeftOptions").unwrap().to_string(), "{2}");
/// ```
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub enum Value {
    /// A game (numbers and integers are games too).
    Game(Game),
    /// The answer to a comparison or a predicate.
    Bool(bool),
    /// An outcome class.
    Outcome(Outcome),
    /// A set of games, printed `{a,b}` in display order.
    Set(Vec<Game>),
    /// A list, printed `[a,b]`.
    List(Vec<Value>),
    /// A string.
    Str(String),
}

impl Value {
    pub(crate) fn kind_name(&self) -> &'static str {
        match self {
            Value::Game(_) => "a game",
            Value::Bool(_) => "a truth value",
            Value::Outcome(_) => "an outcome class",
            Value::Set(_) => "a set",
            Value::List(_) => "a list",
            Value::Str(_) => "a string",
        }
    }

    /// The canonical set (sorted for display, without repeats).
    pub(crate) fn set(mut v: Vec<Game>) -> Value {
        sort_for_display(&mut v);
        v.dedup();
        Value::Set(v)
    }
}

impl fmt::Display for Value {
    /// Plain text; `{:#}` prints games in their Unicode form.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let alt = f.alternate();
        let game = |g: &Game| {
            if alt {
                format!("{g:#}")
            } else {
                format!("{g}")
            }
        };
        match self {
            Value::Game(g) => f.write_str(&game(g)),
            Value::Bool(b) => write!(f, "{b}"),
            Value::Outcome(o) => write!(f, "{o}"),
            Value::Set(v) => write!(
                f,
                "{{{}}}",
                v.iter().map(game).collect::<Vec<_>>().join(",")
            ),
            Value::List(v) => {
                let items: Vec<String> = v
                    .iter()
                    .map(|x| {
                        if alt {
                            format!("{x:#}")
                        } else {
                            format!("{x}")
                        }
                    })
                    .collect();
                write!(f, "[{}]", items.join(","))
            }
            Value::Str(s) => write!(f, "\"{s}\""),
        }
    }
}
