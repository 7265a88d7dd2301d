//! Declaring a class, making its objects, and calling their members.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use super::cells::{self, Made};
use super::{Args, Base, ClassRef, Object, UserClass};
use crate::expr::ast::{ClassDecl, Expr, ExprKind, MethodDecl};
use crate::expr::class_path::PACKAGE_KEY;
use crate::expr::classes;
use crate::expr::error::{Error, ErrorKind};
use crate::expr::eval::Ctx;
use crate::expr::function::Function;
use crate::expr::overload::Group;
use crate::expr::scope::Frame;
use crate::expr::value::{HeapRuleset, Value};
use crate::short::Player;

impl Ctx<'_> {
    /// `class Name … end`: the class, or a singleton's one object.
    pub(in crate::expr) fn define_class(
        &self,
        e: &Expr,
        decl: &Arc<ClassDecl>,
    ) -> Result<Value, Error> {
        let class = self.build_class(e, decl, &Arc::from(self.src()))?;
        let cref = ClassRef { class, outer: None };
        if decl.singleton {
            return self.construct(e, &cref, &[]).map(Value::Object);
        }
        Ok(Value::Declared(Arc::new(cref)))
    }

    /// The class `name` of an `extends` clause: bound in the session, or
    /// read from the class path (dotted, `a.b.C`, or of the package).
    fn extended(&self, e: &Expr, name: &str) -> Result<Option<Value>, Error> {
        if let Some(v) = self.lookup(name) {
            return Ok(Some(v));
        }
        match name.rsplit_once('.') {
            Some(_) => self.path_qualified(e, name),
            None => self.path_class(e, name),
        }
    }

    fn build_class(
        &self,
        e: &Expr,
        decl: &Arc<ClassDecl>,
        src: &Arc<str>,
    ) -> Result<Arc<UserClass>, Error> {
        let mut bases = Vec::new();
        for name in &decl.extends {
            let plain = name.rsplit('.').next().unwrap_or(name);
            bases.push(match plain {
                "Game" | "GridGame" | "StripGame" => Base::Game,
                "ImpartialGame" => Base::Impartial,
                "Ruleset" => Base::Ruleset,
                "GridRuleset" => Base::Board { strip: false },
                "StripRuleset" => Base::Board { strip: true },
                "HeapRuleset" => Base::Heap,
                _ => match self.extended(e, name)? {
                    Some(Value::Declared(c)) => Base::User(Arc::clone(&c.class)),
                    Some(Value::Object(o)) if o.class.decl.singleton => {
                        let why = format!(
                            "class `{}` may not extend singleton class `{name}`",
                            decl.name
                        );
                        return self.undefined(e, why);
                    }
                    _ => {
                        let why = format!("unknown class in extends clause: `{name}`");
                        return self.undefined(e, why);
                    }
                },
            });
        }
        check_mutability(decl, &bases).map_err(|why| Error {
            column: crate::expr::lexer::column(self.src(), decl.at),
            kind: ErrorKind::Undefined(why),
        })?;
        check_overrides(decl, &bases).map_err(|why| Error {
            column: crate::expr::lexer::column(self.src(), decl.at),
            kind: ErrorKind::Undefined(why),
        })?;
        let nested = decl
            .nested
            .iter()
            .map(|n| self.build_class(e, n, src))
            .collect::<Result<_, _>>()?;
        Ok(Arc::new(UserClass {
            decl: Arc::clone(decl),
            src: Arc::clone(src),
            bases,
            nested,
            package: self.lookup(PACKAGE_KEY),
            values: Mutex::new(HashMap::new()),
            loopy: Mutex::new(HashMap::new()),
            overloaded: std::sync::OnceLock::new(),
        }))
    }

    /// `C(args)`: an object of `C`, its parameters bound as a function's
    /// are, then its `var`s found in order.
    pub(in crate::expr) fn construct(
        &self,
        at: &Expr,
        cref: &ClassRef,
        args: &[Expr],
    ) -> Result<Arc<Object>, Error> {
        let class = &cref.class;
        let decl = &class.decl;
        let no_params = (Vec::new(), Arc::new(Vec::new()));
        let (params, specs) = match (&decl.params, decl.singleton) {
            (Some(p), _) => p,
            (None, true) => &no_params,
            (None, false) => {
                let why = format!(
                    "the class `{}` has no constructor and cannot be directly instantiated",
                    decl.name
                );
                return self.undefined(at, why);
            }
        };
        let mut bound = self.bind_args(at, params, specs, args)?;
        if let Some(p) = &class.package {
            bound.insert(PACKAGE_KEY.to_string(), p.clone());
        }
        let mut made = Made::default();
        let parent = cref.outer.as_ref().map(|o| self.member_frame(o, &mut made));
        let result = (|| {
            let frame = Frame::new(parent, bound);
            let cx = self.within(Arc::clone(&frame), &class.src);
            self.complete(at, params, specs, &cx)?;
            let mut vars = Vec::new();
            class.vars(&mut vars);
            for (src, (name, init)) in &vars {
                let v = self
                    .within(Arc::clone(&frame), src)
                    .eval_keep(init)?
                    .plain();
                frame.declare(name, v);
            }
            let mut names: Vec<&String> = params.iter().collect();
            for (_, (n, _)) in &vars {
                if !names.contains(&n) {
                    names.push(n);
                }
            }
            let fields: Vec<(String, Value)> = names
                .into_iter()
                .map(|n| (n.clone(), frame.own(n).unwrap_or(Value::Nothing)))
                .collect();
            Ok(fields)
        })();
        made.close();
        let (fields, cells) = cells::split(class, result?).map_err(|field| Error {
            column: crate::expr::lexer::column(self.src(), at.at),
            kind: ErrorKind::Undefined(format!(
                "cannot assign mutable object to var `{field}` of immutable class `{}`",
                decl.name
            )),
        })?;
        let mut text = match &cref.outer {
            Some(o) => format!("{o}.{}", decl.name),
            None => decl.name.clone(),
        };
        if !decl.singleton {
            let shown: Vec<String> = fields[..params.len()]
                .iter()
                .map(|(_, v)| v.to_string())
                .collect();
            text = format!("{text}({})", shown.join(","));
        }
        Ok(Arc::new(Object {
            class: Arc::clone(class),
            outer: cref.outer.clone(),
            fields,
            cells,
            text,
        }))
    }

    /// The frame of `o`'s members (within its fields, within its maker's
    /// members); each member frame made is pushed on `made`, to close.
    pub(super) fn member_frame(&self, o: &Arc<Object>, made: &mut Made) -> Arc<Frame> {
        let parent = o.outer.as_ref().map(|out| self.member_frame(out, made));
        let fields = Frame::sealed(parent, o.fields.iter().cloned().collect());
        let fields = made.cells_of(o, fields);
        let mut names = HashMap::new();
        names.insert("this".to_string(), Value::Object(Arc::clone(o)));
        if let Some(p) = &o.class.package {
            names.insert(PACKAGE_KEY.to_string(), p.clone());
        }
        // An enum's methods name its values alone, as CGSuite's do.
        for name in o.class.decl.elements.iter().flatten() {
            names.insert(name.clone(), element(&o.class, &o.outer, name));
        }
        for n in &o.class.nested {
            let cref = ClassRef {
                class: Arc::clone(n),
                outer: Some(Arc::clone(o)),
            };
            names.insert(n.name().to_string(), Value::Declared(Arc::new(cref)));
        }
        let members = Frame::sealed(Some(fields), names);
        let mut methods = Vec::new();
        o.class.methods(&mut methods);
        // Most classes overload nothing: each method is bound as it comes.
        let overloaded = o.class.overloaded();
        let mut groups: Vec<(&str, Vec<Function>)> = Vec::new();
        for (src, m) in methods {
            let f = Function::method(&m.lambda, m.autoinvoke, src, &members);
            if !overloaded.contains(&m.name) {
                members.declare(&m.name, Value::Function(f));
                continue;
            }
            match groups.iter_mut().find(|(n, _)| *n == m.name) {
                Some((_, fs)) => fs.push(f),
                None => groups.push((&m.name, vec![f])),
            }
        }
        for (name, fs) in groups {
            let f = Function::group(Group::new(name, &o.class.qualified_name(), fs));
            members.declare(name, Value::Function(f));
        }
        made.frames.push(Arc::clone(&members));
        members
    }

    /// Calls `o`'s method `name` (which it has) with `args`.
    pub(super) fn invoke(
        &self,
        at: &Expr,
        o: &Arc<Object>,
        name: &str,
        args: Args<'_>,
    ) -> Result<Value, Error> {
        let mut made = Made::default();
        let members = self.member_frame(o, &mut made);
        let result = match members.own(name) {
            Some(Value::Function(f)) => match args {
                Args::Auto => {
                    let group = f.overloads().and_then(|g| g.autoinvoked());
                    self.call_with_values(at, group.unwrap_or(&f), Vec::new())
                }
                Args::Written(args) => self.call_function(at, &f, args),
                Args::Values(values) => self.call_with_values(at, &f, values),
            },
            _ => unreachable!("every method is bound in the member frame"),
        };
        drop(members);
        made.close();
        result.map(Value::plain)
    }

    /// `o.name(args)` where `o`'s class answers it: a method, a field, a
    /// nested class, or the options of a game; `None` for the rest.
    pub(in crate::expr) fn object_member(
        &self,
        e: &Expr,
        o: &Arc<Object>,
        name: &str,
        args: &[Expr],
    ) -> Option<Result<Value, Error>> {
        let group = o.class.methods_named(name);
        if !group.is_empty() {
            let named_alone =
                args.is_empty() && !matches!(e.kind, ExprKind::Method { called: true, .. });
            let called_alone = group.iter().any(|(_, m)| m.autoinvoke);
            let (before, after) = match (named_alone, called_alone) {
                (true, true) => return Some(self.invoke(e, o, name, Args::Auto)),
                (true, false) => ("expected arguments for method", ""),
                (false, _) if group.iter().any(|(_, m)| !m.autoinvoke) => {
                    return Some(self.invoke(e, o, name, Args::Written(args)));
                }
                (false, _) => ("method", " takes no arguments"),
            };
            // The class's name is only written out for the message.
            let class = o.class.qualified_name();
            let why = format!("{before} `{name}` in class `{class}`{after}");
            return Some(self.undefined(e, why));
        }
        let field = o
            .fields
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.clone());
        let cell = || {
            o.cells
                .as_ref()
                .and_then(|c| super::games::lock(c).get(name).cloned())
        };
        if let Some(v) = field.or_else(cell) {
            return Some(if args.is_empty() {
                Ok(v)
            } else {
                self.undefined(
                    e,
                    format!(
                        "`{name}` is a variable of class `{}`, not a method",
                        o.class.name()
                    ),
                )
            });
        }
        if let Some(n) = o.class.nested(name) {
            let cref = ClassRef {
                class: Arc::clone(n),
                outer: Some(Arc::clone(o)),
            };
            // `o.Nested` is the class, `o.Nested()` an object of it.
            let called = matches!(e.kind, ExprKind::Method { called: true, .. });
            return Some(if args.is_empty() && !called {
                Ok(Value::Declared(Arc::new(cref)))
            } else {
                self.construct(e, &cref, args).map(Value::Object)
            });
        }
        if name == "Literal" && args.is_empty() && o.class.decl.elements.is_some() {
            return Some(Ok(Value::Str(o.text.clone())));
        }
        let player = match (name, o.is_game(), args.len()) {
            ("LeftOptions", true, 0) => Player::Left,
            ("RightOptions", true, 0) => Player::Right,
            ("EnclosingObject", _, 0) => {
                return Some(Ok(o.outer.clone().map_or(Value::Nothing, Value::Object)));
            }
            _ => return None,
        };
        Some(self.object_options(e, o, player))
    }

    /// The names `o` answers to, for a message.
    pub(in crate::expr) fn object_member_names(&self, o: &Object) -> Vec<String> {
        o.class.member_names()
    }

    /// `R(args)` for an object `R`: its `Eval` method.
    pub(in crate::expr) fn object_eval(
        &self,
        e: &Expr,
        o: &Arc<Object>,
        args: &[Expr],
    ) -> Result<Value, Error> {
        if o.class.method("Eval").is_some() {
            return self.invoke(e, o, "Eval", Args::Written(args));
        }
        if let (Some(r), [heap]) = (self.object_heaps(o), args) {
            return crate::expr::functions::heap(self, &r, heap);
        }
        let board = o.class.bases.iter().find_map(|b| match b {
            Base::Board { strip } => Some(*strip),
            _ => None,
        });
        if let (Some(strip), [arg]) = (board, args) {
            return self.board_eval(e, o, strip, arg);
        }
        let why = format!(
            "no method `Eval` for class `{}`: its objects are not applied to arguments",
            o.class.name()
        );
        self.undefined(e, why)
    }

    /// The heap game an object of a class extending `HeapRuleset` is,
    /// its options given by its `HeapOptions`; `None` for other objects.
    pub(in crate::expr) fn object_heaps(&self, o: &Arc<Object>) -> Option<HeapRuleset> {
        if !o.class.any_base(&|b| matches!(b, Base::Heap)) {
            return None;
        }
        let mut made = Made::default();
        let members = self.member_frame(o, &mut made);
        let options = members.own("HeapOptions");
        drop(members);
        made.close();
        match options {
            Some(Value::Function(f)) => Some(crate::expr::user_heap::ruleset(o.to_string(), f)),
            _ => None,
        }
    }

    /// `R("x.|.o")` for a grid or strip ruleset `R` without an `Eval` of
    /// its own: `R.Position` of the board read by `R.CharMap` (or of a
    /// grid or strip given as one).
    pub(super) fn board_eval(
        &self,
        e: &Expr,
        o: &Arc<Object>,
        strip: bool,
        arg: &Expr,
    ) -> Result<Value, Error> {
        let board = match self.eval(arg)? {
            c @ Value::Cells(_) => c,
            Value::Str(text) => {
                if o.class.method("CharMap").is_none() {
                    let why = format!(
                        "class `{}` must define `CharMap` to read a board",
                        o.class.name()
                    );
                    return self.undefined(e, why);
                }
                let map = match self.invoke(e, o, "CharMap", Args::Values(Vec::new()))? {
                    Value::Str(m) => m,
                    other => return self.wrong_type(e, "a string for CharMap", other.kind_name()),
                };
                match crate::expr::cells::Cells::parse(&text, &map, strip) {
                    Ok(c) => Value::Cells(Arc::new(c)),
                    Err(why) => return self.undefined(arg, why),
                }
            }
            other => return self.wrong_type(arg, "a string or a grid", other.kind_name()),
        };
        let Some(position) = o.class.nested("Position") else {
            let why = format!("class `{}` must define a class `Position`", o.class.name());
            return self.undefined(e, why);
        };
        let cref = ClassRef {
            class: Arc::clone(position),
            outer: Some(Arc::clone(o)),
        };
        let arg = Expr::evaluated(board, arg);
        self.construct(e, &cref, std::slice::from_ref(&arg))
            .map(Value::Object)
    }

    /// `E.A`, a value of the enum `E` (CGSuite's `enum E A, B; end`),
    /// printed as its name; `None` when `c` is no enum or has no `A`.
    pub(in crate::expr) fn enum_element(
        &self,
        e: &Expr,
        c: &ClassRef,
        name: &str,
        args: &[Expr],
    ) -> Option<Result<Value, Error>> {
        let elements = c.class.decl.elements.as_ref()?;
        elements.iter().find(|x| *x == name)?;
        if !args.is_empty() || matches!(e.kind, ExprKind::Method { called: true, .. }) {
            let why = format!(
                "`{name}` is a value of enum `{}`, not a method",
                c.class.name()
            );
            return Some(self.undefined(e, why));
        }
        Some(Ok(element(&c.class, &c.outer, name)))
    }

    /// Whether the class named `a` (declared where this runs, or the
    /// language's) is or extends the class named `b`.
    pub(in crate::expr) fn class_extends(&self, a: &str, b: &str) -> bool {
        match self.lookup(a) {
            Some(Value::Declared(c)) => c.class.is_a(b),
            Some(Value::Object(o)) if o.class.decl.singleton => o.class.is_a(b),
            _ => classes::full_name(a).is_some_and(|full| classes::is_a(full, b) == Some(true)),
        }
    }

    /// Whether `v` is of the class named `class` (CGSuite's `is`, and a
    /// parameter's `as`); `None` when no class has that name.
    pub(in crate::expr) fn value_is(&self, v: Value, class: &str) -> Option<bool> {
        // A name bound to a class declared here, or to a singleton object.
        let declared = match self.lookup(class) {
            Some(Value::Declared(_)) => true,
            Some(Value::Object(o)) => o.class.decl.singleton,
            _ => false,
        };
        match &v {
            Value::Object(o) if o.class.is_a(class) => Some(true),
            Value::Object(_) => (declared || classes::is_class_name(class)).then_some(false),
            _ if declared => Some(false),
            _ => classes::is_a(&crate::expr::form_methods::class_name(v), class),
        }
    }
}

/// The value `name` of the enum `class`: an object with no fields,
/// printed as its name.
fn element(class: &Arc<UserClass>, outer: &Option<Arc<Object>>, name: &str) -> Value {
    Value::Object(Arc::new(Object {
        class: Arc::clone(class),
        outer: outer.clone(),
        fields: Vec::new(),
        cells: None,
        text: name.to_string(),
    }))
}

/// CGSuite's rules for `mutable`: a class that extends a mutable one is
/// mutable too; and a game's class is not (its values are kept by its
/// positions' printed forms).
fn check_mutability(decl: &ClassDecl, bases: &[Base]) -> Result<(), String> {
    if let Some(base) = UserClass::mutable_base(bases).filter(|_| !decl.mutable) {
        return Err(format!(
            "subclass `{}` of mutable class `{base}` is not declared `mutable`",
            decl.name
        ));
    }
    let game = bases.iter().any(|b| match b {
        Base::User(c) => c.is_game(),
        b => matches!(b, Base::Game | Base::Impartial),
    });
    if decl.mutable && game {
        return Err(format!(
            "class `{}` is a game, so it may not be declared `mutable`",
            decl.name
        ));
    }
    Ok(())
}

/// The methods of CGSuite's `Object`, which every class may override.
const OBJECT_METHODS: &[&str] = &[
    "Class",
    "EnclosingObject",
    "JavaClass",
    "ToOutput",
    "ToString",
];

/// CGSuite's rules: a method that replaces one of a declared class it
/// extends says `override`, and one that says `override` replaces one.
/// (Where a class extends `Game`, `Ruleset` or another of the language's,
/// any method may say it: those classes' methods are not listed here.)
fn check_overrides(decl: &ClassDecl, bases: &[Base]) -> Result<(), String> {
    let builtin = bases.iter().any(|b| match b {
        Base::User(c) => c.any_base(&|x| !matches!(x, Base::User(_))),
        _ => true,
    });
    // Methods of one name but other signatures are overloads, not
    // replacements.
    let replaced = |m: &MethodDecl| {
        bases.iter().find_map(|b| match b {
            Base::User(c) => c
                .methods_named(&m.name)
                .iter()
                .any(|(_, n)| n.signature() == m.signature())
                .then(|| c.name()),
            _ => None,
        })
    };
    for m in decl.methods.iter().filter(|m| m.overrides && !builtin) {
        let replaces = replaced(m).is_some();
        if !replaces && !OBJECT_METHODS.contains(&m.name.as_str()) {
            return Err(format!(
                "method `{}.{}` overrides nothing",
                decl.name, m.name
            ));
        }
    }
    for m in decl.methods.iter().filter(|m| !m.overrides) {
        if let Some(base) = replaced(m) {
            return Err(format!(
                "method `{}.{}` must be declared with `override`, since it overrides `{base}.{}`",
                decl.name, m.name, m.name
            ));
        }
    }
    Ok(())
}
