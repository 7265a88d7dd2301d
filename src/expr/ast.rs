//! The parsed form of an expression, as the evaluator reads it.

use super::lexer::CmpOp;
use crate::numbers::Dyadic;

#[derive(Debug, Clone)]
pub(crate) struct Expr {
    pub(crate) kind: ExprKind,
    /// Byte offset in the source, for messages.
    pub(crate) at: usize,
}

impl Expr {
    /// An expression that gives the value `v`, at the place of `at` (for
    /// the messages of errors about it).
    pub(crate) fn evaluated(v: super::value::Value, at: &Expr) -> Expr {
        Expr {
            kind: ExprKind::Evaluated(Box::new(v)),
            at: at.at,
        }
    }
}

/// Dropping a tree 100 000 levels deep recursively would overflow the
/// stack, so children are moved to a work list and dropped one by one.
impl Drop for Expr {
    fn drop(&mut self) {
        let mut work = Vec::new();
        take_children(&mut self.kind, &mut work);
        while let Some(mut e) = work.pop() {
            take_children(&mut e.kind, &mut work);
        }
    }
}

/// Moves the sub-expressions of `kind` onto `work`, leaving a leaf.
fn take_children(kind: &mut ExprKind, work: &mut Vec<Expr>) {
    match std::mem::replace(kind, ExprKind::Str(String::new())) {
        ExprKind::Nus { .. }
        | ExprKind::UpPower { .. }
        | ExprKind::Upon { .. }
        | ExprKind::Str(_)
        | ExprKind::Evaluated(_)
        | ExprKind::ClassDef(_)
        | ExprKind::Flow(_)
        | ExprKind::Return(None)
        | ExprKind::Name(_) => {}
        ExprKind::Return(Some(e)) => work.push(*e),
        ExprKind::Braces { left, right } => {
            work.extend(left);
            work.extend(right);
        }
        ExprKind::Set(v)
        | ExprKind::List(v)
        | ExprKind::Misere(v)
        | ExprKind::Call { args: v, .. } => work.extend(v),
        ExprKind::Apply { callee: e, args } | ExprKind::Method { recv: e, args, .. } => {
            work.push(*e);
            work.extend(args);
        }
        ExprKind::Block(statements) => {
            work.extend(statements.into_iter().map(Statement::into_expr))
        }
        ExprKind::Neg(e)
        | ExprKind::Explicit(e)
        | ExprKind::Not(e)
        | ExprKind::Switch(e)
        | ExprKind::NimOf(e)
        | ExprKind::Is(e, _)
        | ExprKind::Assign(_, e)
        | ExprKind::Named { body: e, .. } => work.push(*e),
        ExprKind::If {
            branches,
            otherwise,
        } => {
            for (c, body) in branches {
                work.push(c);
                work.extend(body.into_iter().map(Statement::into_expr));
            }
            work.extend(otherwise.into_iter().flatten().map(Statement::into_expr));
        }
        ExprKind::Comprehension { body, clauses, .. } => {
            work.extend(body);
            clauses.into_iter().for_each(|c| c.take_children(work));
        }
        ExprKind::Lambda { body, .. } => {
            if let Ok(e) = std::sync::Arc::try_unwrap(body) {
                work.push(e);
            }
        }
        ExprKind::Keyword { value, .. } => work.push(*value),
        ExprKind::Range(a, b, c) => {
            work.push(*a);
            work.push(*b);
            work.extend(c.map(|c| *c));
        }
        ExprKind::Map(pairs) => {
            for (k, v) in pairs {
                work.push(k);
                work.push(v);
            }
        }
        ExprKind::Sum(terms) => work.extend(terms.into_iter().map(|(_, e)| e)),
        ExprKind::Mul(a, b)
        | ExprKind::Logic(_, a, b)
        | ExprKind::Coordinates(a, b)
        | ExprKind::Div(a, b)
        | ExprKind::Rem(a, b)
        | ExprKind::Pow(a, b)
        | ExprKind::Index(a, b)
        | ExprKind::Ordinal(a, b)
        | ExprKind::Cmp(_, a, b)
        | ExprKind::Sided(a, b) => {
            work.push(*a);
            work.push(*b);
        }
    }
}

impl Clause {
    /// Moves the clause's expressions onto `work` (see `take_children`).
    fn take_children(self, work: &mut Vec<Expr>) {
        match self {
            Clause::Range { from, to, by, .. } => {
                work.push(from);
                work.extend(to);
                work.extend(by);
            }
            Clause::In { list, .. } => work.push(list),
            Clause::Where(e) | Clause::While(e) => work.push(e),
        }
    }
}

#[derive(Debug, Clone)]
pub(crate) enum ExprKind {
    Nus {
        number: Dyadic,
        ups: i64,
        nimber: u64,
    },
    Braces {
        left: Vec<Expr>,
        right: Vec<Expr>,
    },
    /// `a..b` or `a..b..step`: a range of integers.
    Range(Box<Expr>, Box<Expr>, Option<Box<Expr>>),
    /// `{k => v, …}`: a map.
    Map(Vec<(Expr, Expr)>),
    /// `'{…}'`: braces whose game is kept as written (an explicit form).
    Explicit(Box<Expr>),
    /// `a{…}`: a position named so that `a` further in moves back to it.
    Named {
        label: String,
        body: Box<Expr>,
    },
    /// `^<n>`, `v<n>` (up-powers) or `^[n]`, `v[n]`, with a nimber.
    UpPower {
        n: u32,
        bracket: bool,
        positive: bool,
        nimber: u64,
    },
    /// `^[on]`, `v<on>*`: the upon forms CGSuite prints, with a nimber.
    Upon {
        uponth: bool,
        positive: bool,
        nimber: u64,
    },
    Set(Vec<Expr>),
    List(Vec<Expr>),
    /// `*[a, b, …]`: a misère game (one item is itself, several are the
    /// options; an item is a heap size, a list of options, or a misère game).
    Misere(Vec<Expr>),
    Str(String),
    /// A value already found (a method's receiver, evaluated once).
    Evaluated(Box<super::value::Value>),
    Name(String),
    Call {
        name: String,
        args: Vec<Expr>,
    },
    Apply {
        callee: Box<Expr>,
        args: Vec<Expr>,
    },
    Method {
        recv: Box<Expr>,
        name: String,
        args: Vec<Expr>,
        /// Written with parentheses, `x.M()`, where `x.M` has none.
        called: bool,
    },
    Neg(Box<Expr>),
    Switch(Box<Expr>),
    /// `a + b - c +- d`, flattened so long sums need no deep recursion.
    Sum(Vec<(Term, Expr)>),
    Mul(Box<Expr>, Box<Expr>),
    /// `a or b` (`true`) or `a and b` (`false`): the right side only
    /// when the left does not decide.
    Logic(bool, Box<Expr>, Box<Expr>),
    /// `not a`.
    Not(Box<Expr>),
    /// `a / b` of numbers.
    Div(Box<Expr>, Box<Expr>),
    /// `(a, b)`: a pair of integers, as a position of a coordinate game.
    Coordinates(Box<Expr>, Box<Expr>),
    /// `a % b` of numbers.
    Rem(Box<Expr>, Box<Expr>),
    /// `a ^ b`: a number to an integer power.
    Pow(Box<Expr>, Box<Expr>),
    /// `L[i]`: an item of a list (from 1) or the value of a map's key.
    Index(Box<Expr>, Box<Expr>),
    /// `*(n)`: the nimber of a whole number.
    NimOf(Box<Expr>),
    /// `if c then … elseif c then … else … end`: the statements of the
    /// first true condition, or of `else`, or Nothing.
    If {
        branches: Vec<(Expr, Vec<Statement>)>,
        otherwise: Option<Vec<Statement>>,
    },
    Ordinal(Box<Expr>, Box<Expr>),
    Cmp(CmpOp, Box<Expr>, Box<Expr>),
    /// `break` or `continue`; `return` is [`ExprKind::Return`].
    Flow(super::error::Flow),
    /// `return` or `return e`: leaves the function with `e` (or Nothing).
    Return(Option<Box<Expr>>),
    /// `x is C`: whether `x` is of CGSuite's class `C` (a name, dotted
    /// or not), or of one that extends it.
    Is(Box<Expr>, String),
    /// `onside & offside`: a sided value from two stoppers.
    Sided(Box<Expr>, Box<Expr>),
    /// `begin s; s; … end`: statements whose names are bound inside only;
    /// its value is the last one's.
    Block(Vec<Statement>),
    /// `(name := e)`: binds the name (see [`super::imperative`]); its
    /// value is `e`'s.
    Assign(String, Box<Expr>),
    /// `[body for x from a to b for y in L where c]`: the list of `body`
    /// for every binding the clauses make, the first clause outermost.
    Comprehension {
        body: Vec<Expr>,
        clauses: Vec<Clause>,
        collect: Collect,
    },
    /// `x -> body`, `(x, y) -> body`: a function; `text` is how it prints.
    /// `specs` (empty, or one per parameter) holds what `def` may add to
    /// a parameter: `x as Integer`, `x ? 1`.
    Lambda {
        params: Vec<String>,
        specs: std::sync::Arc<Vec<ParamSpec>>,
        body: std::sync::Arc<Expr>,
        text: String,
    },
    /// `name => value`, a named argument of a call.
    Keyword {
        name: String,
        value: Box<Expr>,
    },
    /// `class Name(…) … end`: a class declared (see [`ClassDecl`]).
    ClassDef(std::sync::Arc<ClassDecl>),
}

/// A class as declared: CGSuite's `[singleton] class Name(params) extends
/// Base … end`, with its `var`s, methods and nested classes.
#[derive(Debug)]
pub(crate) struct ClassDecl {
    pub(crate) name: String,
    pub(crate) singleton: bool,
    /// Declared `mutable`: its objects' `mutable var`s may be assigned,
    /// and each object is itself, not equal to another made alike.
    pub(crate) mutable: bool,
    /// The `var`s declared `mutable var` (each also among `vars`).
    pub(crate) mutable_vars: Vec<String>,
    /// The constructor's parameters; none for a class without one.
    pub(crate) params: Option<(Vec<String>, std::sync::Arc<Vec<ParamSpec>>)>,
    /// The classes it extends, as written (`Game`, `Ruleset`, a class
    /// declared before).
    pub(crate) extends: Vec<String>,
    /// `var x := e`, in order: each sees the parameters and those before.
    pub(crate) vars: Vec<(String, Expr)>,
    pub(crate) methods: Vec<MethodDecl>,
    pub(crate) nested: Vec<std::sync::Arc<ClassDecl>>,
    /// Of an `enum Name A, B; … end`, its values' names, in order; `None`
    /// for a class.
    pub(crate) elements: Option<Vec<String>>,
    /// Where its name stands in the source.
    pub(crate) at: usize,
}

/// A method of a class: `def M := e` (called when named, `autoinvoke`)
/// or `def M(x) := e`, its body a function ([`ExprKind::Lambda`]).
#[derive(Debug)]
pub(crate) struct MethodDecl {
    pub(crate) name: String,
    pub(crate) autoinvoke: bool,
    /// Declared `override`: it must replace a method of a class it extends.
    pub(crate) overrides: bool,
    pub(crate) lambda: Expr,
    /// Its [`MethodDecl::signature`], worked out once: every call of an
    /// object's method compares those of the methods a subclass replaces.
    pub(crate) signature: std::sync::OnceLock<(bool, Vec<String>)>,
}

impl MethodDecl {
    /// CGSuite's signature of the method, which no two methods of one
    /// class share: whether naming it calls it, and its parameters'
    /// classes (qualified where they are the language's; `Object` where
    /// none is said).
    pub(crate) fn signature(&self) -> &(bool, Vec<String>) {
        self.signature.get_or_init(|| {
            let ExprKind::Lambda { params, specs, .. } = &self.lambda.kind else {
                unreachable!("a method's body is a lambda");
            };
            let class = |k: usize| {
                let class = specs.get(k).and_then(|s| s.class.as_deref());
                let class = class.unwrap_or("Object");
                super::classes::full_name(class).map_or_else(|| class.to_string(), str::to_string)
            };
            (self.autoinvoke, (0..params.len()).map(class).collect())
        })
    }

    /// The method as CGSuite's messages name it: `C.M` for one called
    /// when named, else with its parameters' classes, `C.M(game.Integer)`.
    pub(crate) fn signature_text(&self, class: &str) -> String {
        match self.signature() {
            (true, _) => format!("{class}.{}", self.name),
            (false, types) => format!("{class}.{}({})", self.name, types.join(", ")),
        }
    }
}

/// What `def f(x as C ? d)` says of a parameter: the class its argument
/// must be of, and the value it takes when none is given; or, for the
/// last one, `def f(xs...)`, that it takes the rest of the arguments in
/// order as a list.
#[derive(Debug, Clone, Default)]
pub(crate) struct ParamSpec {
    pub(crate) class: Option<String>,
    pub(crate) default: Option<Expr>,
    pub(crate) expands: bool,
}

/// What a loop makes of the values of its body.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Collect {
    /// `[… for …]`, `for … yield … end`: a list.
    List,
    /// `{… for …}`: a set.
    Set,
    /// `for … do … end`: nothing; the body runs for what it does.
    Do,
    /// `{k => v for …}`: a map, the body a key and a value.
    Map,
}

/// A clause of a list comprehension.
#[derive(Debug, Clone)]
pub(crate) enum Clause {
    /// `for x from a [to b] [by s]`: integers, or games a step apart.
    Range {
        var: String,
        from: Expr,
        to: Option<Expr>,
        by: Option<Expr>,
    },
    /// `for x in L`: the items of a list or set.
    In { var: String, list: Expr },
    /// `where c`: only the bindings for which `c` is true.
    Where(Expr),
    /// `while c`: the loop before it stops when `c` is false.
    While(Expr),
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Term {
    Plus,
    Minus,
    PlusMinus,
}

#[derive(Debug, Clone)]
pub(crate) enum Statement {
    Assign(String, Expr),
    /// `var name := e` (or `var name`, bound to Nothing).
    Var(String, Expr),
    Expr(Expr),
}

impl Statement {
    fn into_expr(self) -> Expr {
        match self {
            Statement::Assign(_, e) | Statement::Var(_, e) | Statement::Expr(e) => e,
        }
    }
}
