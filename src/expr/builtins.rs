//! The shape of a row of the tables of functions ([`super::functions`]) and
//! methods ([`super::methods`]): one row holds a name, its arity, a line of
//! documentation with an example, and the code. The evaluator, the "unknown
//! method …; methods: …" errors, the REPL's `help` and
//! `docs/expressions.md` all read the same rows.

use std::fmt;

use super::ast::Expr;
use super::error::Error;
use super::eval::Ctx;
use super::value::Value;
use crate::short::{Game, Outcome};

/// A function (`Tiny(1)`) or a method (`{2|1}.LeftStop`) of the
/// expression language.
///
/// ```
/// use combinatorial_games::expr;
///
/// let stop = expr::methods().iter().find(|m| m.name == "LeftStop").unwrap();
/// assert_eq!(stop.usage, "G.LeftStop");
/// assert_eq!(expr::eval(stop.example).unwrap().to_string(), stop.shows);
/// ```
#[derive(Clone)]
pub struct Builtin {
    /// Its name, spelt as CGSuite spells it.
    pub name: &'static str,
    /// How it is written: `G` stands for a game, `R` for a heap ruleset,
    /// `n` for a whole number, as in `G.Cool(t)` or `R.NimValueSequence(n)`.
    pub usage: &'static str,
    /// What it gives, in one line.
    pub doc: &'static str,
    /// An expression that uses it…
    pub example: &'static str,
    /// …and what the example prints.
    pub shows: &'static str,
    pub(super) args: (usize, usize),
    pub(super) imp: Imp,
}

/// How a row is computed.
#[derive(Clone)]
pub(super) enum Imp {
    /// A method of a game that takes no arguments and cannot fail.
    Of(fn(&Game) -> Value),
    /// The same, for a method that goes through the options of every
    /// subposition: refused (too large) for games that cannot be.
    Walks(fn(&Game) -> Value),
    /// Anything else: the call, evaluated as the row needs.
    With(fn(&Ctx<'_>, &Call<'_>) -> Result<Value, Error>),
}

/// A call being evaluated: the whole expression (for errors), the receiver
/// of a method, and the arguments, not yet evaluated.
pub(super) struct Call<'a> {
    pub(super) name: &'a str,
    pub(super) at: &'a Expr,
    pub(super) recv: Option<&'a Expr>,
    pub(super) args: &'a [Expr],
}

impl Call<'_> {
    /// The name the function or method was called by.
    pub(super) fn name(&self) -> &str {
        self.name
    }

    /// The receiver of a method (the table says which rows are methods).
    pub(super) fn recv(&self) -> &Expr {
        self.recv.expect("a method has a receiver")
    }
}

impl Builtin {
    /// The fewest and the most arguments it takes.
    ///
    /// ```
    /// use combinatorial_games::expr;
    /// let tb = expr::functions().iter().find(|f| f.name == "TakeAndBreak").unwrap();
    /// assert_eq!(tb.arity(), (1, 2));
    /// ```
    pub fn arity(&self) -> (usize, usize) {
        self.args
    }

    /// This row, for a method of a game that goes through every option of
    /// every subposition (refused for games with too many).
    pub(super) const fn walking(mut self) -> Builtin {
        if let Imp::Of(f) = self.imp {
            self.imp = Imp::Walks(f);
        }
        self
    }

    pub(super) fn run(&self, cx: &Ctx<'_>, call: &Call<'_>) -> Result<Value, Error> {
        let f = match self.imp {
            Imp::With(f) => return f(cx, call),
            Imp::Of(f) | Imp::Walks(f) => f,
        };
        // Loopy values answer the methods they have themselves.
        let recv = call.recv();
        let v = cx.eval_board(recv)?;
        // A board's misère outcome comes from its game tree.
        if let (Value::Board(b), "MisereOutcomeClass") = (&v, self.name) {
            let o = b.position().misere_outcome();
            return cx.board_misere(recv, o).map(Value::Outcome);
        }
        // A partizan board not yet valued: who wins, by a search, which on
        // a large board is far quicker than its canonical form.
        if let (Value::Board(b), "OutcomeClass") = (&v, self.name)
            && !b.is_valued()
            && let Some(o) = b.position().outcome_by_search()
        {
            return Ok(Value::Outcome(o));
        }
        match v.unboard() {
            // A heap position's misère outcome is its rules'; the rest of
            // these methods read its nimber.
            Value::Heaps(h) if self.name == "MisereOutcomeClass" => {
                let g = cx.heap_misere_form(recv, &h)?;
                Ok(Value::Outcome(g.outcome()))
            }
            // A number no game holds is positive (L), negative (R) or 0.
            // CGSuite: a fraction that is not dyadic is born on day ω.
            Value::Rational(r) if self.name == "Birthday" && r.as_finite().is_some() => {
                Ok(Value::Ordinal(crate::numbers::Ordinal::omega()))
            }
            Value::Rational(r) if self.name == "OutcomeClass" => Ok(Value::Outcome(
                [Outcome::R, Outcome::P, Outcome::L][(r.signum() + 1) as usize],
            )),
            Value::Ordinal(o) => self.of_ordinal(cx, recv, &o),
            Value::Surreal(s) => self.of_surreal(cx, recv, s.signum()),
            // A form answers with its value.
            v @ Value::Form(_) => self.of_game(cx, recv, cx.form_value(recv, &v)?, f),
            Value::Heaps(h) => self.of_game(cx, recv, h.game(), f),
            Value::Loopy(s) => match super::loopy_methods::method(cx, call, self.name, &s) {
                Some(answer) => answer,
                None => cx.wrong_type(
                    recv,
                    format!("a short game for {}", self.name),
                    "a loopy game",
                ),
            },
            Value::Misere(m) => match super::misere_eval::method(cx, call, self.name, m) {
                Some(answer) => answer,
                None => cx.wrong_type(
                    recv,
                    format!("a short game for {}", self.name),
                    "a misère game",
                ),
            },
            Value::Game(g) => self.of_game(cx, recv, g, f),
            // A position of a coordinate game answers with its value.
            Value::CoordinatePosition(c, a, b) => {
                let g = cx.coordinate_canonical(recv, &c, (a, b))?;
                self.of_game(cx, recv, g, f)
            }
            other => cx.wrong_type(recv, "a game", other.kind_name()),
        }
    }

    /// The method `f` of the short game `g`, after checking that a method
    /// that walks the whole form can (`Imp::Walks`).
    fn of_game(
        &self,
        cx: &Ctx<'_>,
        recv: &Expr,
        g: Game,
        f: fn(&Game) -> Value,
    ) -> Result<Value, Error> {
        if matches!(self.imp, Imp::Walks(_)) {
            cx.check_expandable(recv, g)?;
        }
        Ok(f(&g))
    }

    /// The methods an ordinal answers: its birthday, whether it is one,
    /// its outcome (a positive ordinal is Left's, a negative Right's).
    fn of_ordinal(
        &self,
        cx: &Ctx<'_>,
        recv: &Expr,
        o: &crate::numbers::Ordinal,
    ) -> Result<Value, Error> {
        match self.name {
            "Birthday" => Ok(super::arith::ordinal_value(o.birthday())),
            "IsOrdinal" => Ok(Value::Bool(o.is_ordinal())),
            "OutcomeClass" => Ok(Value::Outcome(if o.signum() > 0 {
                Outcome::L
            } else {
                Outcome::R
            })),
            _ => cx.wrong_type(
                recv,
                format!("a short game for {}", self.name),
                "an ordinal",
            ),
        }
    }
}

impl Builtin {
    /// The methods a surreal number answers besides those of numbers: it
    /// is no ordinal, and it is Left's when positive. Its birthday is not
    /// known here (nor to CGSuite) unless it is a rational or an ordinal.
    fn of_surreal(&self, cx: &Ctx<'_>, recv: &Expr, sign: i32) -> Result<Value, Error> {
        match self.name {
            "IsOrdinal" => Ok(Value::Bool(false)),
            "OutcomeClass" => Ok(Value::Outcome(if sign > 0 { Outcome::L } else { Outcome::R })),
            "Birthday" => cx.undefined(recv, "the birthday of a surreal number that is neither a rational nor a generalized ordinal is not known here"),
            _ => cx.wrong_type(recv, format!("a short game for {}", self.name), "a surreal number"),
        }
    }
}

impl fmt::Debug for Builtin {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Builtin")
            .field("name", &self.name)
            .field("usage", &self.usage)
            .field("arity", &self.args)
            .finish_non_exhaustive()
    }
}

/// The names of a table's rows.
pub(super) fn names(table: &[Builtin]) -> Vec<&'static str> {
    table.iter().map(|b| b.name).collect()
}

/// " (did you mean 'X'?)" for the known names nearest `name`, or nothing:
/// the same name in another case, else the names at most a quarter of its
/// letters away (one, for short names) by single-letter edits.
pub(super) fn did_you_mean(name: &str, known: &[&str]) -> String {
    let lower = name.to_lowercase();
    let mut near: Vec<&str> = known
        .iter()
        .copied()
        .filter(|k| k.to_lowercase() == lower)
        .collect();
    if near.is_empty() {
        // A quarter of the letters, and none for names of one or two
        // (`x` is one letter from every other one-letter name).
        let letters = name.chars().count();
        let most = if letters < 3 { 0 } else { (letters / 4).max(1) };
        let mut scored: Vec<(usize, &str)> = known
            .iter()
            .map(|k| (edit_distance(&lower, &k.to_lowercase()), *k))
            .filter(|&(d, _)| d <= most)
            .collect();
        scored.sort();
        let best = scored.first().map_or(0, |&(d, _)| d);
        near = scored
            .into_iter()
            .filter(|&(d, _)| d == best)
            .map(|(_, k)| k)
            .collect();
    }
    near.sort_unstable();
    near.dedup();
    match near.as_slice() {
        [] => String::new(),
        [one] => format!(" (did you mean '{one}'?)"),
        many => format!(" (did you mean one of '{}'?)", many.join("', '")),
    }
}

/// The fewest single-letter insertions, deletions, substitutions and
/// swaps of neighbours that turn `a` into `b`, no letter edited twice
/// (the optimal string alignment distance; `Jion` is one from `Join`).
fn edit_distance(a: &str, b: &str) -> usize {
    let (a, b): (Vec<char>, Vec<char>) = (a.chars().collect(), b.chars().collect());
    // d[i][j]: the distance between a[..i] and b[..j].
    let mut d = vec![vec![0usize; b.len() + 1]; a.len() + 1];
    for (i, row) in d.iter_mut().enumerate() {
        row[0] = i;
    }
    for (j, cell) in d[0].iter_mut().enumerate() {
        *cell = j;
    }
    for i in 1..=a.len() {
        for j in 1..=b.len() {
            let cost = usize::from(a[i - 1] != b[j - 1]);
            let mut best = (d[i - 1][j] + 1)
                .min(d[i][j - 1] + 1)
                .min(d[i - 1][j - 1] + cost);
            if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                best = best.min(d[i - 2][j - 2] + 1);
            }
            d[i][j] = best;
        }
    }
    d[a.len()][b.len()]
}

/// "1", or "1 or 2", for error messages.
pub(super) fn arity_text(least: usize, most: usize) -> String {
    match most - least {
        0 => least.to_string(),
        1 => format!("{least} or {most}"),
        _ => format!("{least} to {most}"),
    }
}

/// A row that takes no arguments and reads one game.
pub(super) const fn of(
    name: &'static str,
    usage: &'static str,
    doc: &'static str,
    example: [&'static str; 2],
    f: fn(&Game) -> Value,
) -> Builtin {
    Builtin {
        name,
        usage,
        doc,
        example: example[0],
        shows: example[1],
        args: (0, 0),
        imp: Imp::Of(f),
    }
}

/// A row that takes `args` arguments and evaluates them itself.
pub(super) const fn with(
    name: &'static str,
    usage: &'static str,
    doc: &'static str,
    example: [&'static str; 2],
    args: (usize, usize),
    f: fn(&Ctx<'_>, &Call<'_>) -> Result<Value, Error>,
) -> Builtin {
    Builtin {
        name,
        usage,
        doc,
        example: example[0],
        shows: example[1],
        args,
        imp: Imp::With(f),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn edit_distances_by_hand() {
        // kitten → sitten → sittin → sitting.
        assert_eq!(edit_distance("kitten", "sitting"), 3);
        assert_eq!(edit_distance("jion", "join"), 1);
        assert_eq!(edit_distance("", "abc"), 3);
        assert_eq!(edit_distance("mean", "mean"), 0);
        // The textbook case where a swapped pair may not be edited again
        // (the "optimal string alignment" distance): ca → abc takes 3,
        // not the 2 of swap-then-insert.
        assert_eq!(edit_distance("ca", "abc"), 3);
    }

    #[test]
    fn suggestions_are_the_nearest_names() {
        let known = [
            "LeftStop",
            "RightStop",
            "Mean",
            "Join",
            "Temperature",
            "Max",
            "Min",
        ];
        assert_eq!(
            did_you_mean("leftstop", &known),
            " (did you mean 'LeftStop'?)"
        );
        assert_eq!(did_you_mean("Jion", &known), " (did you mean 'Join'?)");
        assert_eq!(
            did_you_mean("Temprature", &known),
            " (did you mean 'Temperature'?)"
        );
        // Mix is one letter from both Max and Min.
        assert_eq!(
            did_you_mean("Mix", &known),
            " (did you mean one of 'Max', 'Min'?)"
        );
        assert_eq!(did_you_mean("Xyzzy", &known), "");
    }
}
