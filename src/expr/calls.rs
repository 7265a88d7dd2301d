//! Names and calls: a bound name or a constant (`Kayles`, `on`), a
//! function of the table or of the catalogue (`F(args)`), a method
//! (`x.M(args)`), and a value applied to arguments (`R(n)`, `f(x)`).

use super::ast::Expr;
use super::builtins::{self, Builtin, Call};
use super::error::{Error, ErrorKind};
use super::eval::Ctx;
use super::value::Value;
use super::{coordinate, functions, loopy_eval, methods};
use crate::numbers::Rational;
use crate::short::Player;

/// The names of the language's constants, as [`Ctx::name`] reads them.
const CONSTANTS: [&str; 14] = [
    "on", "off", "over", "under", "upon", "dud", "Left", "Right", "true", "false", "Nothing",
    "inf", "omega", "Icon",
];

impl Ctx<'_> {
    /// A bound name, or a heap game of the catalogue (`Kayles`).
    pub(super) fn name(&self, e: &Expr, n: &str) -> Result<Value, Error> {
        if let Some(v) = self.lookup(n) {
            // Inside a class, a method declared without parentheses is
            // called by its name alone.
            if let Value::Function(f) = &v
                && f.autoinvoked()
            {
                // Of overloaded methods, the one declared without parentheses.
                let f = f.overloads().and_then(|g| g.autoinvoked()).unwrap_or(f);
                return self.call_with_values(e, f, Vec::new()).map(Value::plain);
            }
            return Ok(v);
        }
        // The user's classes before the language's names.
        if let Some(v) = self.path_class(e, n)? {
            return Ok(v);
        }
        if let Some(v) = loopy_eval::constant(n) {
            return Ok(Value::Loopy(v));
        }
        match n {
            "Left" => return Ok(Value::Player(Player::Left)),
            "Right" => return Ok(Value::Player(Player::Right)),
            "true" => return Ok(Value::Bool(true)),
            "false" => return Ok(Value::Bool(false)),
            "Nothing" => return Ok(Value::Nothing),
            "inf" => return Ok(Value::Rational(Rational::infinity(true))),
            "omega" => return Ok(Value::Ordinal(crate::numbers::Ordinal::omega())),
            "Icon" => return Ok(super::objects::icon_class()),
            _ => {}
        }
        if n == "pass" {
            return self.wrong_type(
                e,
                "a value",
                "'pass', which is only an option of a game in braces",
            );
        }
        if let Some(r) = functions::named_ruleset(n) {
            return Ok(Value::Ruleset(r));
        }
        if let Some(g) = coordinate::named(n) {
            return Ok(g);
        }
        // A board game of the catalogue alone is its ruleset (CGSuite's
        // `game.grid.Domineering`), to apply later.
        if let Some(entry) = crate::games::by_expr_name(n)
            && functions::find(n).is_none()
        {
            return Ok(Value::Rules(entry));
        }
        if functions::exists(n) || methods::find(n).is_some() {
            return self.wrong_type(e, "a value", format!("'{n}', which needs arguments"));
        }
        let hint = self.name_hint(n);
        self.fail(
            e,
            ErrorKind::UnknownName {
                name: n.into(),
                hint,
            },
        )
    }

    /// " (did you mean 'X'?)" for the names nearest `n`: the names bound
    /// here, the functions and games, and the language's constants.
    fn name_hint(&self, n: &str) -> String {
        let bound = self.bound_names();
        let mut known: Vec<&str> = bound.iter().map(String::as_str).collect();
        known.extend(functions::names());
        known.extend(coordinate::NAMES);
        known.extend(CONSTANTS);
        builtins::did_you_mean(n, &known)
    }

    /// `F(args)`: a function of the table, or a game of the catalogue.
    pub(super) fn call(&self, e: &Expr, name: &str, args: &[Expr]) -> Result<Value, Error> {
        let call = Call {
            name,
            at: e,
            recv: None,
            args,
        };
        let bound = match self.lookup(name) {
            Some(v) => Some(v),
            None => self.path_class(e, name)?,
        };
        // A name bound to a ruleset (`R := Kayles; R(5)`) applies it.
        if let (Some(Value::Ruleset(r)), [heap]) = (&bound, args) {
            return functions::heap(self, r, heap);
        }
        if let Some(Value::Function(f)) = &bound {
            return self.call_function(e, f, args);
        }
        if let Some(Value::Rules(entry)) = &bound {
            return self.rules_call(e, entry, args);
        }
        if let Some(Value::Declared(c)) = &bound {
            return self.construct(e, c, args).map(Value::Object);
        }
        if let Some(Value::Object(o)) = &bound {
            return self.object_eval(e, o, args);
        }
        if let Some(Value::Variant(r)) = &bound {
            return self.variant_apply(e, r, args);
        }
        if let (Some(v), [arg]) = (&bound, args)
            && let Some(value) = self.board_position(v, arg)
        {
            return value;
        }
        let coordinate = match bound {
            Some(Value::Coordinate(g)) => Some(Value::Coordinate(g)),
            Some(_) => None,
            None => coordinate::named(name),
        };
        if let (Some(Value::Coordinate(g)), [arg]) = (coordinate, args) {
            return self.coordinate_position(&g, arg);
        }
        if let Some(f) = functions::find(name) {
            return self.run(f, &call);
        }
        if let Some(value) = functions::catalogue_game(self, name, &call) {
            return value;
        }
        let names = functions::names();
        let hint = builtins::did_you_mean(name, &names);
        let (name, available) = (name.into(), names.join(", "));
        self.fail(
            e,
            ErrorKind::UnknownFunction {
                name,
                hint,
                available,
            },
        )
    }

    /// `x.M(args)`: a method of the table.
    pub(super) fn method(
        &self,
        e: &Expr,
        recv: &Expr,
        name: &str,
        args: &[Expr],
    ) -> Result<Value, Error> {
        if let Some(v) = super::grid_rules::namespace(self, e, recv, name, args) {
            return v;
        }
        if let Some(v) = self.path_member(e, recv, name, args) {
            return v;
        }
        // The receiver is evaluated once, here: an object of a class
        // declared in the language answers its own members first, and is
        // its value for the rest; every other value goes to the row.
        let mut v = self.eval_board(recv)?;
        if let Value::Declared(c) = &v
            && let Some(element) = self.enum_element(e, c, name, args)
        {
            return element;
        }
        let builtin = methods::find(name);
        if let Value::Object(o) = &v {
            if let Some(answer) = self.object_member(e, o, name, args) {
                return answer;
            }
            // A variant follows the class's own options; CanonicalForm of
            // a loopy position says why it has none.
            let variant = matches!(
                name,
                "DicoticVariant" | "ImpartialVariant" | "TwistedVariant"
            );
            if let Some(r) = self.object_heaps(o).filter(|_| builtin.is_some()) {
                v = Value::Ruleset(r);
            } else if o.is_game() && builtin.is_some() && !variant {
                v = match name {
                    "CanonicalForm" => Value::Game(self.object_game(recv, o)?),
                    _ => self.object_value(recv, o)?,
                };
            }
        }
        let Some(m) = builtin else {
            if let Value::Declared(c) = &v {
                let why =
                    format!("{c} is a class: `{name}` belongs to its objects, made by calling it");
                return self.undefined(e, why);
            }
            let names: Vec<String> = match &v {
                Value::Object(o) => self.object_member_names(o),
                _ => builtins::names(&methods::METHODS)
                    .into_iter()
                    .map(String::from)
                    .collect(),
            };
            let known: Vec<&str> = names.iter().map(String::as_str).collect();
            let hint = builtins::did_you_mean(name, &known);
            let (name, available) = (name.into(), names.join(", "));
            return self.fail(
                e,
                ErrorKind::UnknownMethod {
                    name,
                    hint,
                    available,
                },
            );
        };
        let done = Expr::evaluated(v, recv);
        let call = |recv| Call {
            name,
            at: e,
            recv: Some(recv),
            args,
        };
        // Coordinate games and boards answer a few methods themselves.
        if let Some(answer) = self.position_method(&call(&done), name) {
            return answer;
        }
        self.run(m, &call(&done))
    }

    /// The methods that a board, a position of a coordinate game or an
    /// explicit form answers itself; `None` for the rest.
    fn position_method(&self, c: &Call<'_>, name: &str) -> Option<Result<Value, Error>> {
        if !matches!(
            name,
            "NimValue"
                | "CanonicalForm"
                | "Options"
                | "NimValueTable"
                | "LeftOptions"
                | "RightOptions"
                | "Genus"
                | "MisereCanonicalForm"
                | "Followers"
        ) {
            return None;
        }
        let super::ast::ExprKind::Evaluated(v) = &c.recv().kind else {
            return None;
        };
        match (&**v, c.args.len()) {
            (Value::Board(b), _) => self.board_method(c, b),
            (Value::CoordinatePosition(g, a, b), 0) => self.coordinate_method(c, g, (*a, *b)),
            (Value::Coordinate(g), 2) if name == "NimValueTable" => {
                Some(self.nim_value_table(c, g))
            }
            (Value::Form(f), _) if name.ends_with("Options") => Some(self.form_options(c, f)),
            _ => None,
        }
    }

    /// Checks the count of arguments, then runs `b`.
    pub(super) fn run(&self, b: &Builtin, call: &Call<'_>) -> Result<Value, Error> {
        let (least, most) = b.arity();
        if !(least..=most).contains(&call.args.len()) {
            return self.fail(
                call.at,
                ErrorKind::Arity {
                    name: b.name.into(),
                    expected: builtins::arity_text(least, most),
                    given: call.args.len(),
                },
            );
        }
        b.run(self, call)
    }

    /// `R(n)`, a ruleset applied to a heap size.
    pub(super) fn apply(&self, e: &Expr, callee: &Expr, args: &[Expr]) -> Result<Value, Error> {
        let v = self.eval(callee)?;
        if let (Value::Ruleset(r), [heap]) = (&v, args) {
            return functions::heap(self, r, heap);
        }
        if let Value::Function(f) = &v {
            return self.call_function(e, f, args);
        }
        if let Value::Rules(entry) = v {
            return self.rules_call(e, entry, args);
        }
        if let Value::Declared(c) = &v {
            return self.construct(e, c, args).map(Value::Object);
        }
        if let Value::Object(o) = &v {
            return self.object_eval(e, o, args);
        }
        if let Value::Variant(r) = &v {
            return self.variant_apply(e, r, args);
        }
        if let Value::FoxAndGeese(rules, width) = &v
            && let Some(value) = self.fox_and_geese_apply(*rules, *width, args)
        {
            return value;
        }
        if let (Value::Coordinate(g), [arg]) = (&v, args) {
            return self.coordinate_position(g, arg);
        }
        if let [arg] = args
            && let Some(value) = self.board_position(&v, arg)
        {
            return value;
        }
        let found = format!("{} applied to {} argument(s)", v.kind_name(), args.len());
        self.wrong_type(e, "a function", found)
    }

    /// A ruleset of the catalogue applied: `R("..|..")` is
    /// `Domineering("..|..")` for `R := game.grid.Domineering`.
    fn rules_call(
        &self,
        e: &Expr,
        entry: &'static crate::games::Entry,
        args: &[Expr],
    ) -> Result<Value, Error> {
        let call = Call {
            name: entry.expr_name,
            at: e,
            recv: None,
            args,
        };
        functions::catalogue_game(self, entry.expr_name, &call).expect("a game of the catalogue")
    }
}
