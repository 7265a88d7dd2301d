//! Classes declared in the language and their objects, as in CGSuite's
//! CGScript: a class that extends `Game` gives its positions' options by
//! `Options(player)` (`ImpartialGame`: by `Options`), and its objects are
//! games whose canonical form is found from those options; a class that
//! extends `Ruleset` makes positions when applied, through its `Eval`.
//!
//! Inside a method, names are looked up in the call's own, then in the
//! object's members (`this`, its methods, its nested classes), then in its
//! fields (the constructor's parameters and its `var`s), then likewise in
//! the object it was made by (a `Position` sees its ruleset's), then in the
//! session's.

mod cells;
mod games;
mod icon;
mod loopy;
mod members;

use std::collections::HashMap;
use std::fmt;
use std::sync::{Arc, Mutex};

pub(super) use icon::class as icon_class;

use super::ast::{ClassDecl, Expr, MethodDecl};
use super::value::Value;
use crate::short::Game;

/// The most positions of one class whose values are kept: a game of more
/// is refused rather than left to fill the memory.
pub const MAX_OBJECT_POSITIONS: usize = 2_000_000;

/// The most moves deep a game of a declared class is followed while its
/// canonical form is found (each level holds about 2 KB): a class whose
/// play never ends, `U(n)` moving to `U(n + 1)`, is refused rather than
/// left to fill the memory.
///
/// ```
/// use combinatorial_games::expr::{eval, ErrorKind, MAX_OBJECT_DEPTH};
/// let e = eval("class U(n) extends Game override def Options(p) := [U(n + 1)]; end; \
///               U(0).CanonicalForm").unwrap_err();
/// assert!(matches!(e.kind(), ErrorKind::TooLarge(_)));
/// assert!(e.to_string().contains(&MAX_OBJECT_DEPTH.to_string()));
/// ```
pub const MAX_OBJECT_DEPTH: usize = 100_000;

/// What a class extends.
enum Base {
    Game,
    Impartial,
    Ruleset,
    /// CGSuite's `game.grid.GridRuleset` (`strip` false) or
    /// `game.strip.StripRuleset`: applied to a string, reads it by the
    /// class's `CharMap` into a grid (a strip) and makes a `Position` of it.
    Board {
        strip: bool,
    },
    /// CGSuite's `game.heap.HeapRuleset`: a heap game whose options its
    /// `HeapOptions(n)` gives, as `HeapRuleset(n -> …)` does.
    Heap,
    User(Arc<UserClass>),
}

/// A class declared in the language, with the values of its positions
/// found so far (by their printed form, which names the object that made
/// them too).
pub(crate) struct UserClass {
    decl: Arc<ClassDecl>,
    /// The source it was declared in, for the columns of errors.
    src: Arc<str>,
    bases: Vec<Base>,
    nested: Vec<Arc<UserClass>>,
    /// The package of the class path it was read from (`a.b` for
    /// `a/b/C.cgs`), whose other classes its methods name alone.
    package: Option<Value>,
    values: Mutex<HashMap<String, Game>>,
    /// The values of its loopy positions asked for so far.
    loopy: Mutex<HashMap<String, crate::loopy::SidedValue>>,
    /// The names of its overloaded methods (see [`UserClass::overloaded`]).
    overloaded: std::sync::OnceLock<Vec<String>>,
}

impl UserClass {
    fn name(&self) -> &str {
        &self.decl.name
    }

    fn any_base(&self, f: &impl Fn(&Base) -> bool) -> bool {
        self.bases
            .iter()
            .any(|b| f(b) || matches!(b, Base::User(c) if c.any_base(f)))
    }

    fn is_game(&self) -> bool {
        self.any_base(&|b| matches!(b, Base::Game | Base::Impartial))
    }

    fn is_impartial(&self) -> bool {
        self.any_base(&|b| matches!(b, Base::Impartial))
    }

    /// Whether this class is `class` or extends it.
    fn is_a(&self, class: &str) -> bool {
        let plain = class.rsplit('.').next().unwrap_or(class);
        if plain == self.name() || plain == "Object" {
            return true;
        }
        if plain == "Enum" && self.decl.elements.is_some() {
            return true;
        }
        self.bases.iter().any(|b| match b {
            Base::Game => plain == "Game",
            Base::Impartial => plain == "ImpartialGame" || plain == "Game",
            Base::Ruleset => plain == "Ruleset",
            Base::Heap => plain == "Ruleset" || plain == "HeapRuleset",
            Base::Board { strip } => {
                plain == "Ruleset"
                    || plain
                        == if *strip {
                            "StripRuleset"
                        } else {
                            "GridRuleset"
                        }
            }
            Base::User(c) => c.is_a(class),
        })
    }

    /// The method `name`: this class's own, else the nearest base's.
    fn method(&self, name: &str) -> Option<(&Arc<str>, &MethodDecl)> {
        if let Some(m) = self.decl.methods.iter().find(|m| m.name == name) {
            return Some((&self.src, m));
        }
        self.bases.iter().find_map(|b| match b {
            Base::User(c) => c.method(name),
            _ => None,
        })
    }

    /// Every method it has, the bases' first; of those with one
    /// signature, a class's own replaces its bases' (CGSuite's override).
    fn methods<'a>(&'a self, out: &mut Vec<(&'a Arc<str>, &'a MethodDecl)>) {
        self.methods_where(&|_| true, out);
    }

    /// The methods named `name` it has (several when it is overloaded).
    fn methods_named(&self, name: &str) -> Vec<(&Arc<str>, &MethodDecl)> {
        let mut out = Vec::new();
        self.methods_where(&|m| m.name == name, &mut out);
        out
    }

    fn methods_where<'a>(
        &'a self,
        keep: &impl Fn(&MethodDecl) -> bool,
        out: &mut Vec<(&'a Arc<str>, &'a MethodDecl)>,
    ) {
        for b in &self.bases {
            if let Base::User(c) = b {
                c.methods_where(keep, out);
            }
        }
        for m in self.decl.methods.iter().filter(|m| keep(m)) {
            // Names differ far more often than signatures are compared.
            let same = |(_, n): &(&Arc<str>, &MethodDecl)| {
                n.name == m.name && n.signature() == m.signature()
            };
            match out.iter_mut().find(|x| same(x)) {
                Some(slot) => *slot = (&self.src, m),
                None => out.push((&self.src, m)),
            }
        }
    }

    /// The names of which it has several methods, found once.
    fn overloaded(&self) -> &[String] {
        self.overloaded.get_or_init(|| {
            let mut all = Vec::new();
            self.methods(&mut all);
            let mut names: Vec<String> = all
                .iter()
                .enumerate()
                .filter(|(k, (_, m))| all[..*k].iter().any(|(_, n)| n.name == m.name))
                .map(|(_, (_, m))| m.name.clone())
                .collect();
            names.sort();
            names.dedup();
            names
        })
    }

    /// Its name as CGSuite's messages give it, with its package.
    fn qualified_name(&self) -> String {
        match &self.package {
            Some(Value::Str(p)) if !p.is_empty() => format!("{p}.{}", self.name()),
            _ => self.name().to_string(),
        }
    }

    /// Every `var` it has, the bases' first (each sees those before it).
    fn vars<'a>(&'a self, out: &mut Vec<(&'a Arc<str>, &'a (String, Expr))>) {
        for b in &self.bases {
            if let Base::User(c) = b {
                c.vars(out);
            }
        }
        out.extend(self.decl.vars.iter().map(|v| (&self.src, v)));
    }

    fn nested(&self, name: &str) -> Option<&Arc<UserClass>> {
        self.nested.iter().find(|c| c.name() == name)
    }

    /// The names of its members, for the message of a member not found.
    fn member_names(&self) -> Vec<String> {
        let mut methods = Vec::new();
        self.methods(&mut methods);
        let mut names: Vec<String> = methods.iter().map(|(_, m)| m.name.clone()).collect();
        if let Some((params, _)) = &self.decl.params {
            names.extend(params.iter().cloned());
        }
        let mut vars = Vec::new();
        self.vars(&mut vars);
        names.extend(vars.iter().map(|(_, (v, _))| v.clone()));
        names.extend(self.nested.iter().map(|c| c.name().to_string()));
        names.sort();
        names.dedup();
        names
    }
}

/// A class declared in the language, as a value: what its name is bound
/// to (`Position` inside a ruleset's methods, bound to the ruleset that
/// makes the positions). Applied to arguments, it makes an [`Object`].
///
/// ```
/// use combinatorial_games::expr::eval;
/// let v = eval("class Heap(n) extends ImpartialGame \
///               override def Options := [Heap(k) for k from 0 to n - 1]; end; Heap").unwrap();
/// assert_eq!(v.to_string(), "\u{27ea}Heap\u{27eb}");
/// ```
pub struct ClassRef {
    class: Arc<UserClass>,
    outer: Option<Arc<Object>>,
}

impl PartialEq for ClassRef {
    /// The same class, made by equal objects.
    fn eq(&self, other: &ClassRef) -> bool {
        Arc::ptr_eq(&self.class, &other.class) && self.outer == other.outer
    }
}

impl fmt::Debug for ClassRef {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "ClassRef({})", self.class.name())
    }
}

impl fmt::Display for ClassRef {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "\u{27ea}{}\u{27eb}", self.class.name())
    }
}

/// An object of a class declared in the language: a position of a game
/// the user wrote (`Heap(3)`), or a ruleset (`PartizanSubtraction([1],
/// [2])`). It prints as it was made, its maker's form first:
/// `PartizanSubtraction([1],[2]).Position(5)`.
///
/// ```
/// use combinatorial_games::expr::eval;
/// let heap = "class Heap(n) extends ImpartialGame \
///             override def Options := [Heap(k) for k from 0 to n - 1]; end; ";
/// assert_eq!(eval(&format!("{heap}Heap(3)")).unwrap().to_string(), "Heap(3)");
/// // As a game it is its value, the nimber *3.
/// assert_eq!(eval(&format!("{heap}Heap(3) + *3")).unwrap().to_string(), "0");
/// ```
pub struct Object {
    class: Arc<UserClass>,
    outer: Option<Arc<Object>>,
    /// The constructor's parameters, then the `var`s, in order (but for
    /// a mutable class's `mutable var`s).
    fields: Vec<(String, Value)>,
    /// The `mutable var`s of an object of a mutable class, as its methods
    /// last set them; `None` for an immutable class.
    cells: Option<cells::Cells>,
    text: String,
}

impl Object {
    /// Whether it is a game (its class extends `Game` or `ImpartialGame`).
    ///
    /// ```
    /// use combinatorial_games::expr::{eval, Value};
    /// let Value::Object(o) = eval("singleton class R extends Ruleset end; R").unwrap() else {
    ///     panic!()
    /// };
    /// assert!(!o.is_game());
    /// ```
    pub fn is_game(&self) -> bool {
        self.class.is_game()
    }

    /// The name of its class.
    ///
    /// ```
    /// use combinatorial_games::expr::{eval, Value};
    /// let Value::Object(o) = eval("singleton class R extends Ruleset end; R").unwrap() else {
    ///     panic!()
    /// };
    /// assert_eq!(o.class_name(), "R");
    /// ```
    pub fn class_name(&self) -> &str {
        self.class.name()
    }

    /// What tells its positions apart: its class and its printed form.
    pub(in crate::expr) fn memo_key(&self) -> (usize, String) {
        match self.cells {
            // Each mutable object is itself, whatever it prints as.
            Some(_) => (self as *const Object as usize, self.text.clone()),
            None => (Arc::as_ptr(&self.class) as usize, self.text.clone()),
        }
    }
}

impl PartialEq for Object {
    /// Objects of the same class made alike (CGSuite compares an object's
    /// fields).
    fn eq(&self, other: &Object) -> bool {
        if self.cells.is_some() || other.cells.is_some() {
            return std::ptr::eq(self, other);
        }
        Arc::ptr_eq(&self.class, &other.class) && self.text == other.text
    }
}

impl fmt::Debug for Object {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Object({})", self.text)
    }
}

impl fmt::Display for Object {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text)
    }
}

/// The arguments of a method: as written in a call, or values.
enum Args<'e> {
    /// Named alone (`o.M`): the method declared without parentheses.
    Auto,
    Written(&'e [Expr]),
    Values(Vec<Value>),
}
