//! Functions written in the language, as CGSuite writes them: `x -> x + 1`,
//! `(x, y) -> (x - y) / 2`, `() -> 3`, `def f(x) := …`; called as `f(8)`
//! or with named arguments, `f(y => 3, x => 4)`.
//!
//! A function sees its parameters, then the local names where it was made
//! (so `x -> y -> x + y` applied to 3 remembers `x`), as they are when it
//! runs, then the session's (see [`super::scope`]).

use std::cell::Cell;
use std::collections::HashMap;
use std::fmt;
use std::sync::Arc;

use super::ast::{Expr, ExprKind, ParamSpec};
use super::builtins::Call;
use super::error::{Error, ErrorKind, Flow};
use super::eval::Ctx;
use super::overload::Group;
use super::scope::Frame;
use super::value::Value;

/// The deepest calls of functions may nest (`j := n -> j(n)` stops here
/// with an error rather than running out of memory).
pub const MAX_CALL_DEPTH: usize = 2_000;

thread_local! {
    static DEPTH: Cell<usize> = const { Cell::new(0) };
    /// The value of a `return` on its way out of the function it leaves.
    static RETURNED: std::cell::RefCell<Option<Value>> = const { std::cell::RefCell::new(None) };
}

/// A function value: its parameters, its body, the source it was read
/// from (for the columns of errors) and the frame of local names it was
/// made in.
///
/// ```
/// use combinatorial_games::expr::eval;
/// assert_eq!(eval("f := x -> x + 1; f(8)").unwrap().to_string(), "9");
/// assert_eq!(eval("(x -> x + 1)").unwrap().to_string(), "x -> x + 1");
/// ```
#[derive(Clone)]
pub struct Function(Arc<Def>);

struct Def {
    params: Vec<String>,
    /// Empty, or a class and a default for each parameter.
    specs: Arc<Vec<ParamSpec>>,
    body: Arc<Expr>,
    src: Arc<str>,
    captured: Option<Arc<Frame>>,
    text: String,
    /// A method declared without parentheses (`def M := e`): naming it
    /// calls it, as in CGSuite.
    autoinvoke: bool,
    /// The methods of one name it stands for when a class declares
    /// several (see [`super::overload`]); its own fields are the first's.
    group: Option<Arc<Group>>,
}

impl Function {
    /// How many arguments it takes.
    ///
    /// ```
    /// use combinatorial_games::expr::{eval, Value};
    /// let Value::Function(f) = eval("(x, y) -> x").unwrap() else { panic!() };
    /// assert_eq!(f.arity(), 2);
    /// ```
    pub fn arity(&self) -> usize {
        self.0.params.len()
    }

    /// Whether it was made in `frame`'s call, loop or block.
    pub(super) fn made_in(&self, frame: &Arc<Frame>) -> bool {
        self.0
            .captured
            .as_ref()
            .is_some_and(|c| Arc::ptr_eq(c, frame))
    }

    /// The frame it was made in, if this was the function's last copy
    /// (for letting chains of frames go without recursion).
    pub(super) fn into_frame(self) -> Option<Arc<Frame>> {
        Arc::try_unwrap(self.0)
            .ok()
            .and_then(|mut d| d.captured.take())
    }

    /// How many holds on `frame` this value is the last keeper of: none
    /// if it was not made there, `None` if a copy of it (or of one of the
    /// methods it stands for) is kept elsewhere.
    pub(super) fn holds_on(&self, frame: &Arc<Frame>) -> Option<usize> {
        if !self.made_in(frame) {
            return Some(0);
        }
        if Arc::strong_count(&self.0) != 1 {
            return None;
        }
        let members = self.0.group.as_ref().map_or(Some(0), |g| {
            g.members().iter().map(|m| m.holds_on(frame)).sum()
        })?;
        Some(1 + members)
    }

    /// The methods it stands for when it is overloaded.
    pub(super) fn overloads(&self) -> Option<&Arc<Group>> {
        self.0.group.as_ref()
    }

    /// Several methods of one name (CGSuite's method group), as one
    /// value: `members` made in one frame, at least two.
    pub(super) fn group(group: Group) -> Function {
        let first = &group.members()[0].0;
        Function(Arc::new(Def {
            params: first.params.clone(),
            specs: Arc::clone(&first.specs),
            body: Arc::clone(&first.body),
            src: Arc::clone(&first.src),
            captured: first.captured.clone(),
            text: group.describe(),
            autoinvoke: group.members().iter().any(Function::autoinvoked),
            group: Some(Arc::new(group)),
        }))
    }

    /// Its parameters, and what each says of its argument.
    pub(super) fn params(&self) -> (&[String], &[ParamSpec]) {
        (&self.0.params, &self.0.specs)
    }

    /// The frame its body runs within and the source it was read from,
    /// for checking arguments against its parameters' classes there.
    pub(super) fn home(&self) -> (Option<Arc<Frame>>, &Arc<str>) {
        (self.0.captured.clone(), &self.0.src)
    }
}

impl PartialEq for Function {
    /// Functions are equal only when they are the same value.
    fn eq(&self, other: &Function) -> bool {
        Arc::ptr_eq(&self.0, &other.0)
    }
}

impl fmt::Debug for Function {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Function({})", self.0.text)
    }
}

impl fmt::Display for Function {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0.text)
    }
}

/// An argument as written: in order, or named (`x => 4`).
pub(super) enum Arg<'e> {
    Plain(&'e Expr),
    Named(&'e str, &'e Expr),
}

/// The arguments of a call, split into plain and named ones.
pub(super) fn split_args(args: &[Expr]) -> Vec<Arg<'_>> {
    args.iter()
        .map(|a| match &a.kind {
            ExprKind::Keyword { name, value } => Arg::Named(name, value),
            _ => Arg::Plain(a),
        })
        .collect()
}

impl Function {
    /// The function a lambda expression (`ExprKind::Lambda`) stands for,
    /// read from `src` and made in `frame`: a method of an object.
    pub(super) fn method(
        lambda: &Expr,
        autoinvoke: bool,
        src: &Arc<str>,
        frame: &Arc<Frame>,
    ) -> Function {
        let ExprKind::Lambda {
            params,
            specs,
            body,
            text,
        } = &lambda.kind
        else {
            unreachable!("a method's body is a lambda");
        };
        Function(Arc::new(Def {
            params: params.clone(),
            specs: Arc::clone(specs),
            body: Arc::clone(body),
            src: Arc::clone(src),
            captured: Some(Arc::clone(frame)),
            text: text.clone(),
            autoinvoke,
            group: None,
        }))
    }

    /// Whether naming it calls it (a method declared `def M := e`).
    pub(super) fn autoinvoked(&self) -> bool {
        self.0.autoinvoke
    }
}

impl Ctx<'_> {
    /// The function `params -> body`, keeping the frame of local names it
    /// is made in.
    pub(super) fn lambda(
        &self,
        params: &[String],
        specs: &Arc<Vec<ParamSpec>>,
        body: &Arc<Expr>,
        text: &str,
    ) -> Value {
        Value::Function(Function(Arc::new(Def {
            params: params.to_vec(),
            specs: Arc::clone(specs),
            body: Arc::clone(body),
            src: Arc::from(self.src()),
            captured: self.frame(),
            text: text.to_string(),
            autoinvoke: false,
            group: None,
        })))
    }

    /// `f(args)`: binds the parameters (arguments in order, then named
    /// ones) and runs the body.
    pub(super) fn call_function(
        &self,
        at: &Expr,
        f: &Function,
        args: &[Expr],
    ) -> Result<Value, Error> {
        if let Some(group) = f.overloads() {
            return self.call_overloaded(at, group, args);
        }
        let bound = self.bind_args(at, &f.0.params, &f.0.specs, args)?;
        self.run_body(at, &f.0, bound)
    }

    /// Runs `f`'s body with `bound` for its parameters (those not given
    /// take their defaults).
    pub(super) fn run_bound(
        &self,
        at: &Expr,
        f: &Function,
        bound: HashMap<String, Value>,
    ) -> Result<Value, Error> {
        self.run_body(at, &f.0, bound)
    }

    /// The arguments of a call given to `params`: in order, then named
    /// ones (`f(y => 3, x => 4)`); a last parameter declared `xs...` takes
    /// the rest of those in order as a list.
    pub(super) fn bind_args(
        &self,
        at: &Expr,
        params: &[String],
        specs: &[ParamSpec],
        args: &[Expr],
    ) -> Result<HashMap<String, Value>, Error> {
        let mut bound: HashMap<String, Value> = HashMap::new();
        let mut named_seen = false;
        let expanding = match specs.last() {
            Some(ParamSpec { expands: true, .. }) => params.len().checked_sub(1),
            _ => None,
        };
        let mut rest = Vec::new();
        for (k, arg) in split_args(args).into_iter().enumerate() {
            match arg {
                Arg::Plain(e) if named_seen => {
                    return self.undefined(e, "an argument in order cannot follow a named one");
                }
                Arg::Plain(e) if expanding.is_some_and(|last| k >= last) => {
                    rest.push(self.eval_shared(e)?.plain());
                }
                Arg::Plain(e) => {
                    let Some(p) = params.get(k) else {
                        let why = format!(
                            "too many arguments: {} (expecting at most {})",
                            args.len(),
                            params.len()
                        );
                        return self.fail(at, ErrorKind::Undefined(why));
                    };
                    bound.insert(p.clone(), self.eval_shared(e)?.plain());
                }
                Arg::Named(name, e) => {
                    named_seen = true;
                    if !params.iter().any(|p| p == name) {
                        let why = format!(
                            "invalid parameter name: `{name}` (parameters: {})",
                            params.join(", ")
                        );
                        return self.fail(e, ErrorKind::Undefined(why));
                    }
                    if bound.contains_key(name) {
                        return self.undefined(e, format!("parameter `{name}` is given twice"));
                    }
                    bound.insert(name.to_string(), self.eval_shared(e)?.plain());
                }
            }
        }
        if let Some(last) = expanding {
            // None left over is an empty list, not a missing argument.
            let name = &params[last];
            if !rest.is_empty() || !bound.contains_key(name) {
                bound.insert(name.clone(), Value::List(rest.into_iter().collect()));
            }
        }
        Ok(bound)
    }

    /// Gives the parameters not bound their defaults (each seeing those
    /// before it), then checks each argument against its parameter's
    /// class, as CGSuite does at the call.
    pub(super) fn complete(
        &self,
        at: &Expr,
        params: &[String],
        specs: &[ParamSpec],
        cx: &Ctx<'_>,
    ) -> Result<(), Error> {
        for (k, p) in params.iter().enumerate() {
            let spec = specs.get(k);
            let v = match cx.own(p) {
                Some(v) => v,
                None => {
                    let Some(default) = spec.and_then(|s| s.default.as_ref()) else {
                        return self.undefined(at, format!("missing required parameter: `{p}`"));
                    };
                    let v = cx.eval_keep(default)?.plain();
                    cx.declare(p, v.clone());
                    v
                }
            };
            let Some(class) = spec.and_then(|s| s.class.as_ref()) else {
                continue;
            };
            // `xs as C...`: each of the rest must be a C.
            let each = match (&v, spec.is_some_and(|s| s.expands)) {
                (Value::List(items), true) => items.iter().cloned().collect(),
                _ => vec![v],
            };
            for v in each {
                let kind = v.kind_name();
                match cx.value_is(v, class) {
                    Some(true) => {}
                    Some(false) => return self.wrong_type(at, format!("{class} for `{p}`"), kind),
                    None => return self.undefined(at, format!("no class is named {class}")),
                }
            }
        }
        Ok(())
    }

    /// Runs `def`'s body in a frame of its own holding `bound` for its
    /// parameters, within the frame it was made in, nesting at most
    /// [`MAX_CALL_DEPTH`] calls.
    fn run_body(
        &self,
        at: &Expr,
        def: &Def,
        bound: HashMap<String, Value>,
    ) -> Result<Value, Error> {
        let depth = DEPTH.with(|d| d.get());
        if depth >= MAX_CALL_DEPTH {
            let why = format!(
                "calls of functions nest deeper than {MAX_CALL_DEPTH} (endless recursion?)"
            );
            return self.fail(at, ErrorKind::TooLarge(why));
        }
        // Most functions have no defaults or classes, and are given every
        // argument: nothing to complete.
        let plain = bound.len() == def.params.len() && def.specs.iter().all(|s| s.class.is_none());
        let cx = self.within(Frame::new(def.captured.clone(), bound), &def.src);
        DEPTH.with(|d| d.set(depth + 1));
        let result = if plain {
            cx.eval_keep(&def.body)
        } else {
            self.complete(at, &def.params, &def.specs, &cx)
                .and_then(|()| cx.eval_keep(&def.body))
        };
        DEPTH.with(|d| d.set(depth));
        cx.close();
        match result {
            Err(e) if e.is_flow(Flow::Return) => Ok(RETURNED
                .with(|r| r.borrow_mut().take())
                .unwrap_or(Value::Nothing)),
            // A loop of the caller is not left from inside a function.
            Err(e) if e.is_flow(Flow::Break) || e.is_flow(Flow::Continue) => Err(Error {
                column: e.column,
                kind: ErrorKind::Undefined(format!("{} of the function's body", e.kind)),
            }),
            other => other,
        }
    }

    /// `return e` (or `return`, Nothing): `e`'s value is kept for the
    /// call that the signal returned here leaves.
    pub(super) fn return_value(&self, at: &Expr, e: Option<&Expr>) -> Result<Value, Error> {
        let v = match e {
            Some(e) => self.eval_keep(e)?.plain(),
            None => Value::Nothing,
        };
        RETURNED.with(|r| *r.borrow_mut() = Some(v));
        self.fail(at, ErrorKind::Outside(Flow::Return))
    }

    /// `f(x)` for a function of the language given values, not
    /// expressions (`L.Apply(f)`).
    pub(super) fn call_with_values(
        &self,
        at: &Expr,
        f: &Function,
        values: Vec<Value>,
    ) -> Result<Value, Error> {
        if let Some(group) = f.overloads() {
            return self.call_overloaded_values(at, group, values);
        }
        let def = &f.0;
        if values.len() != def.params.len() {
            let why = format!(
                "the function takes {} argument(s), given {}",
                def.params.len(),
                values.len()
            );
            return self.fail(at, ErrorKind::Undefined(why));
        }
        let bound = def.params.iter().cloned().zip(values).collect();
        self.run_body(at, def, bound)
    }
}

impl Ctx<'_> {
    /// `L.Apply(f)`: `f` of each item, in a list.
    pub(super) fn apply_each(&self, c: &Call<'_>) -> Result<Value, Error> {
        let f = self.function(&c.args[0])?;
        let v = self.eval_keep(c.recv())?;
        let items = self.items_of(c.recv(), v, "a list, a set or a range for Apply")?;
        let out = items
            .into_iter()
            .map(|v| self.call_with_values(c.at, &f, vec![v]).map(Value::plain))
            .collect::<Result<_, _>>()?;
        Ok(Value::List(out))
    }

    /// The function `e` stands for.
    pub(super) fn function(&self, e: &Expr) -> Result<Function, Error> {
        match self.eval(e)? {
            Value::Function(f) => Ok(f),
            other => self.wrong_type(e, "a function (such as x -> x + 1)", other.kind_name()),
        }
    }

    /// `error(message)`: fails with the message.
    pub(super) fn user_error(&self, c: &Call<'_>) -> Result<Value, Error> {
        let text = match self.eval(&c.args[0])? {
            Value::Str(s) => s,
            other => other.to_string(),
        };
        self.undefined(c.at, text)
    }
}
