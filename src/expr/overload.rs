//! Overloaded methods, as CGSuite has them: a class may declare several
//! methods of one name that differ in how many parameters they take or in
//! their classes,
//!
//! ```text
//! def Method := 1;                  // o.Method
//! def Method() := 2;                // o.Method()
//! def Method(x as Integer) := 3;    // o.Method(168)
//! def Method(x as Rational) := 4;   // o.Method(1/7)
//! ```
//!
//! and each call runs the one its arguments fit most closely: of those
//! they fit, the one whose parameters' classes all extend another's
//! (168 is an Integer and a Rational: `Integer` extends `Rational`). When
//! none fits, or no one fits best (1/2 is a Rational and a
//! CanonicalShortGame, neither extending the other), the call is an
//! error, in CGSuite's words.

use super::ast::{Expr, ParamSpec};
use super::error::Error;
use super::eval::Ctx;
use super::function::{Arg, Function, split_args};
use super::scope::Frame;
use super::value::Value;
use std::collections::HashMap;

/// The methods of one name in a class (CGSuite's method group).
pub(super) struct Group {
    name: String,
    /// The class that declares them, for messages.
    class: String,
    members: Vec<Function>,
}

impl Group {
    /// `members` (at least two), the methods `name` of `class`.
    pub(super) fn new(name: &str, class: &str, members: Vec<Function>) -> Group {
        debug_assert!(members.len() >= 2, "a group has several methods");
        Group {
            name: name.to_string(),
            class: class.to_string(),
            members,
        }
    }

    pub(super) fn members(&self) -> &[Function] {
        &self.members
    }

    /// How the group prints as a value.
    pub(super) fn describe(&self) -> String {
        format!(
            "{}.{} ({} methods)",
            self.class,
            self.name,
            self.members.len()
        )
    }

    /// The one declared without parentheses, which naming the group calls.
    pub(super) fn autoinvoked(&self) -> Option<&Function> {
        self.members.iter().find(|f| f.autoinvoked())
    }

    fn site(&self) -> String {
        format!("in call to `{}.{}`", self.class, self.name)
    }
}

/// A named argument: its name, where it was written, its value.
type Named<'e> = (&'e str, &'e Expr, Value);

impl Ctx<'_> {
    /// `M(args)` for an overloaded `M`: the arguments are worked out
    /// first, then the method they fit best runs.
    pub(super) fn call_overloaded(
        &self,
        at: &Expr,
        group: &Group,
        args: &[Expr],
    ) -> Result<Value, Error> {
        let mut plain = Vec::new();
        let mut named: Vec<Named<'_>> = Vec::new();
        for arg in split_args(args) {
            match arg {
                Arg::Plain(e) if !named.is_empty() => {
                    return self.undefined(e, "an argument in order cannot follow a named one");
                }
                Arg::Plain(e) => plain.push(self.eval_shared(e)?.plain()),
                Arg::Named(name, e) => {
                    if named.iter().any(|(n, ..)| *n == name) {
                        return self.undefined(e, format!("parameter `{name}` is given twice"));
                    }
                    named.push((name, e, self.eval_shared(e)?.plain()));
                }
            }
        }
        self.call_best(at, group, plain, named)
    }

    /// `M` given values in order (`L.Apply(M)`, a game's `Options`).
    pub(super) fn call_overloaded_values(
        &self,
        at: &Expr,
        group: &Group,
        values: Vec<Value>,
    ) -> Result<Value, Error> {
        self.call_best(at, group, values, Vec::new())
    }

    fn call_best(
        &self,
        at: &Expr,
        group: &Group,
        plain: Vec<Value>,
        named: Vec<Named<'_>>,
    ) -> Result<Value, Error> {
        let f = self.best(at, group, &plain, &named)?;
        let (params, specs) = f.params();
        let expanding = named.is_empty() && specs.last().is_some_and(|s| s.expands);
        let mut bound = HashMap::new();
        let mut plain = plain.into_iter();
        for (k, p) in params.iter().enumerate() {
            if expanding && k + 1 == params.len() {
                bound.insert(p.clone(), Value::List(plain.by_ref().collect()));
            } else if let Some(v) = plain.next() {
                bound.insert(p.clone(), v);
            }
        }
        for (name, _, v) in named {
            bound.insert(name.to_string(), v);
        }
        self.run_bound(at, f, bound)
    }

    /// The method of `group` that the arguments fit best, with CGSuite's
    /// errors when a name fits no parameter, or when none fits or none
    /// fits best.
    fn best<'g>(
        &self,
        at: &Expr,
        group: &'g Group,
        plain: &[Value],
        named: &[Named<'_>],
    ) -> Result<&'g Function, Error> {
        let callable: Vec<&Function> = group.members.iter().filter(|f| !f.autoinvoked()).collect();
        for (name, e, _) in named {
            if !callable
                .iter()
                .any(|f| f.params().0.iter().any(|p| p == name))
            {
                let why = format!("invalid parameter name ({}): `{name}`", group.site());
                return self.undefined(e, why);
            }
        }
        for f in &callable {
            for p in f.params().0.iter().take(plain.len()) {
                if let Some((_, e, _)) = named.iter().find(|(n, ..)| n == p) {
                    let why = format!(
                        "named parameter shadows an earlier ordinary argument ({}): `{p}`",
                        group.site()
                    );
                    return self.undefined(e, why);
                }
            }
        }
        let mut fits = Vec::new();
        for f in callable {
            if self.fits(f, plain, named) {
                fits.push(f);
            }
        }
        let best: Vec<&Function> = fits
            .iter()
            .copied()
            .filter(|f| {
                !fits
                    .iter()
                    .any(|g| !std::ptr::eq(*f, *g) && self.refines(g, f))
            })
            .collect();
        match best.as_slice() {
            [one] => Ok(one),
            none_or_many => {
                let mut types: Vec<String> = plain.iter().map(type_name).collect();
                types.extend(named.iter().map(|(_, _, v)| type_name(v)));
                let types = if types.is_empty() {
                    "()".to_string()
                } else {
                    types.join(", ")
                };
                let how = if none_or_many.is_empty() {
                    "cannot be applied to"
                } else {
                    "is ambiguous when applied to"
                };
                let why = format!(
                    "method `{}` in class `{}` {how} argument types: {types}",
                    group.name, group.class
                );
                self.undefined(at, why)
            }
        }
    }

    /// Whether `f` takes these arguments: not too many, one for each
    /// parameter without a default, each of its parameter's class.
    fn fits(&self, f: &Function, plain: &[Value], named: &[Named<'_>]) -> bool {
        let (params, specs) = f.params();
        let expanding = named.is_empty() && specs.last().is_some_and(|s| s.expands);
        if !expanding && plain.len() + named.len() > params.len() {
            return false;
        }
        let home = self.home_of(f);
        let mut fits = true;
        for (k, p) in params.iter().enumerate() {
            let spec = specs.get(k);
            let given: &[Value] = if expanding && k + 1 == params.len() {
                plain.get(k..).unwrap_or_default()
            } else if let Some(v) = plain.get(k) {
                std::slice::from_ref(v)
            } else if let Some((_, _, v)) = named.iter().find(|(n, ..)| n == p) {
                std::slice::from_ref(v)
            } else if spec.is_some_and(|s| s.default.is_some()) {
                &[]
            } else {
                fits = false;
                break;
            };
            if let Some(class) = spec.and_then(|s| s.class.as_deref())
                && !given
                    .iter()
                    .all(|v| home.value_is(v.clone(), class) == Some(true))
            {
                fits = false;
                break;
            }
        }
        home.close();
        fits
    }

    /// Whether `g` is a strict refinement of `f`: as many parameters, each
    /// of a class that is or extends `f`'s.
    fn refines(&self, g: &Function, f: &Function) -> bool {
        let ((gp, gs), (fp, fs)) = (g.params(), f.params());
        if gp.len() != fp.len() {
            return false;
        }
        let home = self.home_of(g);
        let class = |specs: &[ParamSpec], k: usize| specs.get(k).and_then(|s| s.class.clone());
        let refines = (0..gp.len()).all(|k| home.extends(class(gs, k), class(fs, k)));
        home.close();
        refines
    }

    /// A context within the frame `f`'s body runs in, where its
    /// parameters' classes are named.
    fn home_of<'b>(&'b self, f: &'b Function) -> Ctx<'b> {
        let (captured, src) = f.home();
        self.within(Frame::new(captured, HashMap::new()), src)
    }

    /// Whether the class `a` is or extends `b` (`None` for either: any
    /// object, CGSuite's `Object`).
    fn extends(&self, a: Option<String>, b: Option<String>) -> bool {
        let Some(b) = b else {
            return true;
        };
        let Some(a) = a else {
            return b == "Object" || b == "cgsuite.lang.Object";
        };
        a == b || self.class_extends(&a, &b)
    }
}

/// A value's class as CGSuite's messages write it (`game.Integer`).
fn type_name(v: &Value) -> String {
    format!("`{}`", super::form_methods::class_name(v.clone()))
}
