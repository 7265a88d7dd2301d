//! Classes read from folders of `.cgs` files, as CGSuite reads its user
//! folder: the file `a/b/C.cgs` under a folder of the path holds the class
//! `a.b.C`, one declaration named as the file is, read when first named and
//! again when the file changes. A class of the top folder is named alone
//! (`C`); inside a class of `a.b`, the other classes of `a.b` are too.

use std::collections::{HashMap, HashSet};
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};
use std::time::SystemTime;

use super::ast::{ClassDecl, Expr, ExprKind, ParamSpec, Statement};
use super::error::{Error, ErrorKind};
use super::eval::Ctx;
use super::scope::Frame;
use super::value::Value;

/// The largest class file read, in bytes: a longer one is refused.
pub const MAX_CLASS_FILE: u64 = 1 << 20;

/// The name under which a class read from the path keeps its package in
/// its frames (no name the language reads holds a NUL).
pub(super) const PACKAGE_KEY: &str = "\0package";

/// The folders classes are read from, and the classes read so far.
#[derive(Debug, Default)]
pub(crate) struct ClassPath {
    roots: Vec<PathBuf>,
    state: Mutex<State>,
}

#[derive(Debug, Default)]
struct State {
    /// Each class read, by its qualified name: its file's time of change
    /// when read, and its value (a class, or a singleton's one object).
    loaded: HashMap<String, (Option<SystemTime>, Value)>,
    /// The classes being read, to refuse a class that needs itself.
    loading: HashSet<String>,
    /// The names in each folder looked in since the last refresh.
    listings: HashMap<PathBuf, Arc<HashSet<String>>>,
    /// What each name looked up since the last refresh is: a line's loop
    /// names `Left` or `on` (no class) over and over.
    found: HashMap<String, Option<Found>>,
}

/// What a qualified name is on the path.
#[derive(Clone, Debug)]
enum Found {
    Class(PathBuf),
    Package,
}

impl ClassPath {
    /// The path with one more folder, looked in after the others.
    pub(crate) fn with(&self, dir: PathBuf) -> ClassPath {
        let mut roots = self.roots.clone();
        roots.push(dir);
        ClassPath {
            roots,
            state: Mutex::default(),
        }
    }

    /// Forgets the folders' listings and the classes whose files changed
    /// or went, so that the next line reads them afresh (CGSuite reloads
    /// a changed file before each statement too).
    pub(crate) fn refresh(&self) {
        let read: Vec<(String, Option<SystemTime>)> = {
            let mut state = self.lock();
            state.listings.clear();
            state.found.clear();
            let loaded = state.loaded.iter();
            loaded
                .map(|(name, (time, _))| (name.clone(), *time))
                .collect()
        };
        // Looking a file up takes the lock itself.
        let stale: Vec<String> = read
            .into_iter()
            .filter(|(name, time)| {
                let file = self.find(name).ok().flatten();
                !matches!(file, Some(Found::Class(f)) if modified(&f) == *time)
            })
            .map(|(name, _)| name)
            .collect();
        let mut state = self.lock();
        for name in stale {
            state.loaded.remove(&name);
        }
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, State> {
        // A line stopped by its budget unwinds; what it left is still whole.
        self.state.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Whether `name` is in the folder `dir`, from a listing read once a line.
    fn listed(&self, dir: &Path, name: &str) -> bool {
        let listing = {
            let state = self.lock();
            state.listings.get(dir).cloned()
        };
        let listing = listing.unwrap_or_else(|| {
            let names: HashSet<String> = std::fs::read_dir(dir)
                .map(|entries| {
                    entries
                        .filter_map(|e| e.ok()?.file_name().into_string().ok())
                        .collect()
                })
                .unwrap_or_default();
            let names = Arc::new(names);
            self.lock()
                .listings
                .insert(dir.to_path_buf(), Arc::clone(&names));
            names
        });
        listing.contains(name)
    }

    /// The file of the class `qualified` (`a.b.C`), or its folder if it is
    /// a package, in the first folder of the path that has either.
    fn find(&self, qualified: &str) -> Result<Option<Found>, ()> {
        if let Some(found) = self.lock().found.get(qualified) {
            return Ok(found.clone());
        }
        let found = self.look_up(qualified)?;
        let mut state = self.lock();
        state.found.insert(qualified.to_string(), found.clone());
        Ok(found)
    }

    fn look_up(&self, qualified: &str) -> Result<Option<Found>, ()> {
        let parts: Vec<&str> = qualified.split('.').collect();
        let (last, packages) = parts.split_last().ok_or(())?;
        if parts.iter().any(|p| !is_name(p)) {
            return Err(());
        }
        for root in &self.roots {
            let mut dir = root.clone();
            if !packages.iter().all(|p| {
                let there = self.listed(&dir, p);
                dir.push(p);
                there
            }) {
                continue;
            }
            if self.listed(&dir, &format!("{last}.cgs")) {
                return Ok(Some(Found::Class(dir.join(format!("{last}.cgs")))));
            }
            if self.listed(&dir, last) && dir.join(last).is_dir() {
                return Ok(Some(Found::Package));
            }
        }
        Ok(None)
    }
}

/// A name a class or package may have: letters, digits and `_`, not
/// starting with a digit (so no path can be made of one).
fn is_name(s: &str) -> bool {
    let mut chars = s.chars();
    chars
        .next()
        .is_some_and(|c| c.is_ascii_alphabetic() || c == '_')
        && chars.all(|c| c.is_ascii_alphanumeric() || c == '_')
}

fn modified(file: &Path) -> Option<SystemTime> {
    std::fs::metadata(file).and_then(|m| m.modified()).ok()
}

/// The names `a.b.c` of a receiver written as names joined by dots.
fn dotted(e: &Expr) -> Option<Vec<&str>> {
    match &e.kind {
        ExprKind::Name(n) => Some(vec![n.as_str()]),
        ExprKind::Method {
            recv,
            name,
            called: false,
            ..
        } => {
            let mut names = dotted(recv)?;
            names.push(name);
            Some(names)
        }
        _ => None,
    }
}

impl Ctx<'_> {
    /// The class `name` names here from the path: a class of the package
    /// of the class whose method runs, else of the path's top folder.
    pub(super) fn path_class(&self, e: &Expr, name: &str) -> Result<Option<Value>, Error> {
        let Some(path) = self.class_path() else {
            return Ok(None);
        };
        if let Some(Value::Str(package)) = self.lookup(PACKAGE_KEY) {
            let qualified = format!("{package}.{name}");
            if let Ok(Some(Found::Class(file))) = path.find(&qualified) {
                return self.load(e, &path, &qualified, &file).map(Some);
            }
        }
        match path.find(name) {
            Ok(Some(Found::Class(file))) => self.load(e, &path, name, &file).map(Some),
            _ => Ok(None),
        }
    }

    /// The class `a.b.C` of the path, if it has one.
    pub(super) fn path_qualified(&self, e: &Expr, name: &str) -> Result<Option<Value>, Error> {
        let Some(path) = self.class_path() else {
            return Ok(None);
        };
        match path.find(name) {
            Ok(Some(Found::Class(file))) => self.load(e, &path, name, &file).map(Some),
            _ => Ok(None),
        }
    }

    /// `a.b.C`, `a.b.C(args)` or `a.b.C.M(args)` where `a` names a package
    /// of the path and no value: the class, an object of it, or its
    /// member; `None` when `recv` is not such a name.
    pub(super) fn path_member(
        &self,
        e: &Expr,
        recv: &Expr,
        name: &str,
        args: &[Expr],
    ) -> Option<Result<Value, Error>> {
        let path = self.class_path()?;
        let mut names = dotted(recv)?;
        if self.lookup(names[0]).is_some() || !matches!(path.find(names[0]), Ok(Some(_))) {
            return None;
        }
        names.push(name);
        Some(self.path_call(e, &path, &names, args))
    }

    fn path_call(
        &self,
        e: &Expr,
        path: &ClassPath,
        names: &[&str],
        args: &[Expr],
    ) -> Result<Value, Error> {
        let (member, recv) = names.split_last().expect("a receiver and a name");
        let whole = names.join(".");
        match path.find(&whole) {
            Ok(Some(Found::Class(file))) => {
                let class = self.load(e, path, &whole, &file)?;
                let called = matches!(e.kind, ExprKind::Method { called: true, .. });
                if !called {
                    return Ok(class);
                }
                let callee = Expr {
                    kind: ExprKind::Evaluated(Box::new(class)),
                    at: e.at,
                };
                return self.apply(e, &callee, args);
            }
            Ok(Some(Found::Package)) => {
                let why = format!("`{whole}` is a package of the class path, not a value");
                return self.undefined(e, why);
            }
            _ => {}
        }
        let owner = recv.join(".");
        match path.find(&owner) {
            Ok(Some(Found::Class(file))) => {
                let class = self.load(e, path, &owner, &file)?;
                let recv = Expr {
                    kind: ExprKind::Evaluated(Box::new(class)),
                    at: e.at,
                };
                self.method(e, &recv, member, args)
            }
            _ => {
                let why = format!("no class or package `{whole}` on the class path");
                self.undefined(e, why)
            }
        }
    }

    /// The class `qualified`, read from `file` unless read already.
    fn load(
        &self,
        e: &Expr,
        path: &ClassPath,
        qualified: &str,
        file: &Path,
    ) -> Result<Value, Error> {
        {
            let mut state = path.lock();
            if let Some((_, v)) = state.loaded.get(qualified) {
                return Ok(v.clone());
            }
            if !state.loading.insert(qualified.to_string()) {
                let why = format!("class `{qualified}` needs itself to be declared");
                return self.undefined(e, why);
            }
        }
        let time = modified(file);
        let result = self.read_class(qualified, file);
        let mut state = path.lock();
        state.loading.remove(qualified);
        let v = result.map_err(|kind| Error {
            column: super::lexer::column(self.src(), e.at),
            kind,
        })?;
        state
            .loaded
            .insert(qualified.to_string(), (time, v.clone()));
        Ok(v)
    }

    /// Reads and declares the class of `file`; an error names the file and
    /// the line and column in it.
    fn read_class(&self, qualified: &str, file: &Path) -> Result<Value, ErrorKind> {
        let in_file = |text: &str, err: Error| class_file_error(file, text, err);
        let text = read_limited(file).map_err(|message| ErrorKind::ClassFile {
            file: file.display().to_string(),
            line: 0,
            column: 0,
            message,
        })?;
        let statements = super::parser::parse_statements(&text).map_err(|x| in_file(&text, x))?;
        let (package, expected) = qualified.rsplit_once('.').unwrap_or(("", qualified));
        let decl = match statements.as_slice() {
            [Statement::Assign(_, c)] => match &c.kind {
                ExprKind::ClassDef(d) => Some((c, d)),
                _ => None,
            },
            _ => None,
        };
        let Some((at, decl)) = decl else {
            let why = "a class file holds one class declaration and nothing else";
            return Err(in_file(&text, undefined_at(0, why.into())));
        };
        if decl.name != expected {
            let why = format!(
                "class name does not match filename: `{}` (was expecting `{expected}`)",
                decl.name
            );
            let column = super::lexer::column(&text, at.at);
            return Err(in_file(&text, undefined_at(column, why)));
        }
        let mut names = HashMap::new();
        names.insert(PACKAGE_KEY.to_string(), Value::Str(package.to_string()));
        let cx = self.within(Frame::new(None, names), &text);
        let mut declared = Vec::new();
        class_names(decl, &mut declared);
        let unknown = |class: &str| !cx.is_known_class(class, &declared);
        if let Some(class) = param_classes(decl).into_iter().find(|c| unknown(c)) {
            let why = format!("unknown class in parameter declaration: `{class}`");
            let column = super::lexer::column(&text, at.at);
            return Err(in_file(&text, undefined_at(column, why)));
        }
        cx.define_class(at, decl).map_err(|x| in_file(&text, x))
    }

    /// Whether `class`, named in a parameter's `as`, is a class: the
    /// language's, one of those `declared` in the same file, one bound,
    /// or one of the path.
    fn is_known_class(&self, class: &str, declared: &[&str]) -> bool {
        if super::classes::is_class_name(class) || declared.contains(&class) {
            return true;
        }
        if matches!(
            self.lookup(class),
            Some(Value::Declared(_) | Value::Object(_))
        ) {
            return true;
        }
        // Found, not read: two classes may name each other.
        let Some(path) = self.class_path() else {
            return false;
        };
        let is_class = |name: &str| matches!(path.find(name), Ok(Some(Found::Class(_))));
        let package = match self.lookup(PACKAGE_KEY) {
            Some(Value::Str(p)) if !p.is_empty() => Some(p),
            _ => None,
        };
        is_class(class) || package.is_some_and(|p| is_class(&format!("{p}.{class}")))
    }
}

/// The names of `decl` and of the classes nested in it.
fn class_names<'a>(decl: &'a ClassDecl, out: &mut Vec<&'a str>) {
    out.push(&decl.name);
    for n in &decl.nested {
        class_names(n, out);
    }
}

/// The classes named by `as` in the parameters of `decl`'s constructor and
/// methods, and of those of the classes nested in it.
fn param_classes(decl: &ClassDecl) -> Vec<&str> {
    let mut out = Vec::new();
    let mut specs: Vec<&ParamSpec> = Vec::new();
    if let Some((_, s)) = &decl.params {
        specs.extend(s.iter());
    }
    for m in &decl.methods {
        if let ExprKind::Lambda { specs: s, .. } = &m.lambda.kind {
            specs.extend(s.iter());
        }
    }
    out.extend(specs.into_iter().filter_map(|s| s.class.as_deref()));
    for n in &decl.nested {
        out.extend(param_classes(n));
    }
    out
}

fn undefined_at(at: usize, why: String) -> Error {
    Error {
        column: at,
        kind: ErrorKind::Undefined(why),
    }
}

/// `err`, raised reading `text` (the file `file`), as an error naming the
/// file and where in it.
fn class_file_error(file: &Path, text: &str, err: Error) -> ErrorKind {
    if let ErrorKind::ClassFile { .. } = err.kind {
        return err.kind;
    }
    // A column counts characters from the start of the text.
    let before: String = text.chars().take(err.column.saturating_sub(1)).collect();
    let line = before.matches('\n').count() + 1;
    let column = before.rsplit('\n').next().map_or(0, |l| l.chars().count()) + 1;
    ErrorKind::ClassFile {
        file: file.display().to_string(),
        line,
        column,
        message: err.kind.to_string(),
    }
}

/// The text of `file`, at most [`MAX_CLASS_FILE`] bytes of UTF-8.
fn read_limited(file: &Path) -> Result<String, String> {
    use std::io::Read;
    let f = std::fs::File::open(file).map_err(|e| format!("cannot read it: {e}"))?;
    let mut bytes = Vec::new();
    f.take(MAX_CLASS_FILE + 1)
        .read_to_end(&mut bytes)
        .map_err(|e| format!("cannot read it: {e}"))?;
    if bytes.len() as u64 > MAX_CLASS_FILE {
        return Err(format!(
            "it is longer than the {MAX_CLASS_FILE} bytes a class file may be"
        ));
    }
    String::from_utf8(bytes).map_err(|_| "it is not UTF-8 text".to_string())
}
