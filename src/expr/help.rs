//! Help on the language, made from the tables of functions and methods and
//! from the catalogue of games, so that it lists exactly what evaluates.

use std::fmt::Write;

use super::builtins::Builtin;
use super::functions::FUNCTIONS;
use super::methods::METHODS;
use crate::games::{self, Entry};

/// Every function of the language that is not a game of the catalogue, in
/// order of name. (Each game of [`games::CATALOGUE`] is a function too,
/// under its [`Entry::expr_name`].)
///
/// ```
/// use combinatorial_games::expr;
/// for f in expr::functions() {
///     assert_eq!(expr::eval(f.example).unwrap().to_string(), f.shows);
/// }
/// ```
pub fn functions() -> &'static [Builtin] {
    FUNCTIONS
}

/// Every method of the language, in order of name.
///
/// ```
/// use combinatorial_games::expr;
/// let names: Vec<_> = expr::methods().iter().map(|m| m.name).collect();
/// assert!(names.contains(&"Temperature"));
/// ```
pub fn methods() -> &'static [Builtin] {
    METHODS.as_slice()
}

const OVERVIEW: &str = "\
Type an expression in CGSuite's notation, for example
  {0|^}          ^ + * <> 0        g := {2|1}      g.LeftStop
  {3|||2||1|0}   +-1 + +-1         Tiny(1) < ^     {1|-1}.OutcomeClass
Comparisons: == != <= >= < > <> <| |>   Sums: + - +-   Copies: 3 * ^";

/// Help on the language: with an empty topic, an overview that lists every
/// function, game and method; with a name, what that one does and an
/// example. `None` if no function, game or method has that name.
///
/// ```
/// use combinatorial_games::expr::help;
/// assert!(help("").unwrap().contains("LeftStop"));
/// assert!(help("LeftStop").unwrap().contains("{2|1}.LeftStop"));
/// assert!(help("Kayles").unwrap().contains("Kayles(n)"));
/// assert_eq!(help("Nonsense"), None);
/// ```
pub fn help(topic: &str) -> Option<String> {
    let topic = topic.trim();
    if topic.is_empty() {
        return Some(overview());
    }
    let builtin = |b: &Builtin| {
        format!(
            "{}\n  {}.\n  Example: {}  gives  {}",
            b.usage, b.doc, b.example, b.shows
        )
    };
    let mut found: Vec<String> = FUNCTIONS
        .iter()
        .chain(METHODS.iter())
        .filter(|b| b.name.eq_ignore_ascii_case(topic))
        .map(builtin)
        .collect();
    found.extend(
        games::CATALOGUE
            .iter()
            .filter(|e| e.expr_name.eq_ignore_ascii_case(topic))
            .map(|e| game(e)),
    );
    (!found.is_empty()).then(|| found.join("\n"))
}

/// How a game of the catalogue is called: `Kayles(n) or Kayles("board")`.
fn game_usage(e: &Entry) -> String {
    let name = e.expr_name;
    if e.heap().is_some() {
        format!("{name}(n) or {name}(\"board\")")
    } else {
        format!("{name}(\"board\")")
    }
}

fn game(e: &Entry) -> String {
    format!(
        "{}\n  {}: {}\n  The board: {}.\n  Example: {}(\"{}\")",
        game_usage(e),
        e.name,
        e.about,
        e.format,
        e.expr_name,
        e.example
    )
}

fn overview() -> String {
    let mut out = String::from(OVERVIEW);
    let functions: Vec<_> = FUNCTIONS.iter().map(|f| f.name).collect();
    let games: Vec<_> = games::CATALOGUE.iter().map(|e| e.expr_name).collect();
    let methods: Vec<_> = METHODS.iter().map(|m| m.name).collect();
    for (title, names) in [
        ("Functions", functions),
        ("Games", games),
        ("Methods", methods),
    ] {
        let _ = write!(out, "\n{title}:");
        wrap(&mut out, &names);
    }
    out.push_str("\nType help NAME to read about one, as in: help LeftStop");
    out
}

/// Appends `names` separated by commas, in lines of at most 76 columns.
fn wrap(out: &mut String, names: &[&str]) {
    let mut column = 76;
    for (i, name) in names.iter().enumerate() {
        let comma = if i + 1 < names.len() { "," } else { "" };
        if column + name.len() + 2 > 76 {
            out.push_str("\n ");
            column = 1;
        }
        let _ = write!(out, " {name}{comma}");
        column += name.len() + 1 + comma.len();
    }
}
