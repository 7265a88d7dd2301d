use std::fmt::{self, Write};
use std::rc::Rc;

use rustc_hash::FxHashMap;

use crate::short::{Game, NumberUpStar};

/// What a game prints as, worked out once per game in one call: a
/// canonical form is a graph whose printed tree can be far larger (a heated
/// nimber shares its options thousands of times), so the forms are
/// memoised, each holding its options' forms, and the text is written
/// straight out in one pass, never built per node.
enum Form {
    /// A text of its own: number-up-star values and up-powers.
    Closed(String),
    /// `±x` or `±{a,b}`: a game equal to its negative, with Left's options,
    /// and whether a single option goes without parentheses.
    Switch(Vec<Rc<Form>>, bool),
    /// `xTiny(h)` or `xMiny(h)`.
    Tiny(String, &'static str, Rc<Form>),
    /// Braces and slashes: each side's options in display order, and the
    /// run of slashes between them.
    General(Vec<Rc<Form>>, Vec<Rc<Form>>, usize),
}

impl Form {
    fn general_run(&self) -> Option<usize> {
        match self {
            Form::General(_, _, run) => Some(*run),
            _ => None,
        }
    }
}

struct Style {
    unicode: bool,
    forms: FxHashMap<Game, Rc<Form>>,
}

impl Style {
    fn up(&self) -> &'static str {
        if self.unicode { "↑" } else { "^" }
    }
    fn down(&self) -> &'static str {
        if self.unicode { "↓" } else { "v" }
    }
    fn star(&self) -> &'static str {
        if self.unicode { "∗" } else { "*" }
    }

    fn form(&mut self, g: Game) -> Rc<Form> {
        if let Some(f) = self.forms.get(&g) {
            return Rc::clone(f);
        }
        let f = Rc::new(stacker::maybe_grow(64 * 1024, 1024 * 1024, || {
            self.work_out(g)
        }));
        self.forms.insert(g, Rc::clone(&f));
        f
    }

    fn forms_of(&mut self, games: Vec<Game>) -> Vec<Rc<Form>> {
        games.into_iter().map(|g| self.form(g)).collect()
    }

    fn work_out(&mut self, g: Game) -> Form {
        if let Some(p) = g.number_up_star() {
            return Form::Closed(self.number_up_star(&p));
        }
        if let Some(text) = self.up_power(g) {
            return Form::Closed(text);
        }
        if -g == g {
            let left = g.left_options_sorted();
            // CGSuite's rule: a closed form is parenthesised unless it is a
            // number, a nimber, or ups or an up-power alone (`+-^^`,
            // `+-^<3>`, but `+-(1*)`, `+-(^*)`).
            let compact = |o: &Game| {
                o.number_up_star()
                    .is_some_and(|p| p.number.is_zero() && p.nimber == 0)
                    || o.up_power_parts()
                        .is_some_and(|p| p.number.is_zero() && p.nimber == 0)
            };
            let bare = match &left[..] {
                [o] => {
                    o.is_number()
                        || o.is_nimber()
                        || compact(o)
                        || self.form(*o).general_run().is_some()
                }
                _ => true,
            };
            return Form::Switch(self.forms_of(left), bare);
        }
        if let Some((x, h, tiny)) = g.tiny_parts() {
            let prefix = if x.is_zero() {
                String::new()
            } else {
                x.to_string()
            };
            return Form::Tiny(prefix, if tiny { "Tiny" } else { "Miny" }, self.form(h));
        }
        let left = self.forms_of(g.left_options_sorted());
        let right = self.forms_of(g.right_options_sorted());
        let run = 1 + exposed_run(&left).max(exposed_run(&right));
        Form::General(left, right, run)
    }

    /// `^[n]`, `v<n>*3` and the like, after a number when there is one
    /// (`3/4v[3]*`), as CGSuite prints every uptimal whose expansion is one
    /// up-power or a run of ones (its `isUnit` and `isUnitSum`).
    fn up_power(&self, g: Game) -> Option<String> {
        let p = g.up_power_parts()?;
        let mut s = if p.number.is_zero() {
            String::new()
        } else {
            p.number.to_string()
        };
        s.push_str(if p.positive { self.up() } else { self.down() });
        let (open, close) = if p.bracket { ("[", "]") } else { ("<", ">") };
        write!(s, "{open}{}{close}", p.n).unwrap();
        self.push_star(&mut s, p.nimber);
        Some(s)
    }

    fn push_star(&self, s: &mut String, m: u64) {
        match m {
            0 => {}
            1 => s.push_str(self.star()),
            m => write!(s, "{}{m}", self.star()).unwrap(),
        }
    }

    fn number_up_star(&self, p: &NumberUpStar) -> String {
        let mut s = String::new();
        if !p.number.is_zero() || (p.ups == 0 && p.nimber == 0) {
            write!(s, "{}", p.number).unwrap();
        }
        let arrow = if p.ups > 0 { self.up() } else { self.down() };
        match p.ups.unsigned_abs() {
            0 => {}
            1 => s.push_str(arrow),
            2 => {
                s.push_str(arrow);
                s.push_str(arrow);
            }
            n => write!(s, "{arrow}{n}").unwrap(),
        }
        self.push_star(&mut s, p.nimber);
        s
    }
}

impl Drop for Style {
    /// Frees the forms with a loop: a game thousands of levels deep would
    /// otherwise be freed by as deep a recursion.
    fn drop(&mut self) {
        let mut stack: Vec<Rc<Form>> = self.forms.drain().map(|(_, f)| f).collect();
        while let Some(f) = stack.pop() {
            match Rc::try_unwrap(f) {
                Ok(Form::General(left, right, _)) => {
                    stack.extend(left);
                    stack.extend(right);
                }
                Ok(Form::Switch(left, _)) => stack.extend(left),
                Ok(Form::Tiny(_, _, h)) => stack.push(h),
                Ok(Form::Closed(_)) | Err(_) => {}
            }
        }
    }
}

/// The run of slashes a side exposes: a single general option shows its
/// own (and drops its braces) unless that run would reach four.
fn exposed_run(options: &[Rc<Form>]) -> usize {
    match options {
        [o] => o.general_run().filter(|&run| run < 4).unwrap_or(0),
        _ => 0,
    }
}

/// Where a [`Writer`] puts the text: a string, or a count of its bytes.
enum Out<'a> {
    Text(&'a mut String),
    /// The bytes so far (saturating), and the bytes each form was found to
    /// take, standing alone (`false`) or as a body without braces (`true`):
    /// a form shared a thousand times is counted once.
    Count(u64, FxHashMap<(*const Form, bool), u64>),
}

/// Writes forms out; `pm` is `+-` or `±`.
struct Writer<'a> {
    out: Out<'a>,
    pm: &'static str,
}

impl Writer<'_> {
    fn push_str(&mut self, s: &str) {
        match &mut self.out {
            Out::Text(t) => t.push_str(s),
            Out::Count(n, _) => *n = n.saturating_add(s.len() as u64),
        }
    }

    fn push(&mut self, c: char) {
        match &mut self.out {
            Out::Text(t) => t.push(c),
            Out::Count(n, _) => *n = n.saturating_add(c.len_utf8() as u64),
        }
    }

    /// Writes `form` with `write`, or, when counting, adds what it was
    /// found to take before, so that each shared form is counted once.
    fn memo(&mut self, form: &Form, body: bool, write: impl FnOnce(&mut Self)) {
        let key = (form as *const Form, body);
        let start = match &mut self.out {
            Out::Text(_) => return write(self),
            Out::Count(n, memo) => match memo.get(&key) {
                Some(&len) => return *n = n.saturating_add(len),
                None => *n,
            },
        };
        write(self);
        if let Out::Count(n, memo) = &mut self.out {
            memo.insert(key, *n - start);
        }
    }

    /// The whole text of a game standing on its own.
    fn game(&mut self, form: &Form) {
        stacker::maybe_grow(64 * 1024, 1024 * 1024, || {
            self.memo(form, false, |w| w.game_uncounted(form))
        })
    }

    fn game_uncounted(&mut self, form: &Form) {
        match form {
            Form::Closed(text) => self.push_str(text),
            Form::Switch(left, bare) => {
                self.push_str(self.pm);
                match &left[..] {
                    [o] if *bare => self.game(o),
                    [o] => {
                        self.push('(');
                        self.game(o);
                        self.push(')');
                    }
                    _ => {
                        self.push('{');
                        self.list(left);
                        self.push('}');
                    }
                }
            }
            Form::Tiny(prefix, name, h) => {
                self.push_str(prefix);
                self.push_str(name);
                self.push('(');
                self.game(h);
                self.push(')');
            }
            Form::General(..) => {
                self.push('{');
                self.body(form);
                self.push('}');
            }
        }
    }

    /// A general game without its outer braces.
    fn body(&mut self, form: &Form) {
        let Form::General(left, right, run) = form else {
            unreachable!("the body of a general form")
        };
        self.memo(form, true, |w| {
            w.side(left);
            for _ in 0..*run {
                w.push('|');
            }
            w.side(right);
        })
    }

    /// One side: a single general option drops its braces unless its own
    /// run of slashes would reach four.
    fn side(&mut self, options: &[Rc<Form>]) {
        match options {
            [o] if o.general_run().is_some_and(|run| run < 4) => self.body(o),
            [o] if o.general_run().is_some() => {
                self.push('{');
                self.body(o);
                self.push('}');
            }
            _ => self.list(options),
        }
    }

    fn list(&mut self, forms: &[Rc<Form>]) {
        for (i, f) in forms.iter().enumerate() {
            if i > 0 {
                self.push(',');
            }
            self.game(f);
        }
    }
}

impl fmt::Display for Game {
    /// CGSuite's plain text (`^^*`, `+-1`, `{2||1|0}`); with `{:#}`, the
    /// Unicode form for people (`↑↑∗`, `±1`).
    ///
    /// ```
    /// use combinatorial_games::Game;
    /// let g: Game = "{0|^}".parse().unwrap();
    /// assert_eq!(format!("{g}"), "^^*");
    /// assert_eq!(format!("{g:#}"), "↑↑∗");
    /// ```
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut style = Style {
            unicode: f.alternate(),
            forms: FxHashMap::default(),
        };
        let form = style.form(*self);
        let mut text = String::new();
        let pm = if style.unicode { "±" } else { "+-" };
        Writer {
            out: Out::Text(&mut text),
            pm,
        }
        .game(&form);
        f.write_str(&text)
    }
}

impl Game {
    /// The game's text for an error message: the whole text when it is
    /// short, else what it is in a few words. A message must not quote a
    /// form whose text runs to gigabytes.
    pub(crate) fn brief(&self) -> String {
        const LONGEST: u64 = 200;
        let len = self.text_len(false);
        if len <= LONGEST {
            self.to_string()
        } else {
            format!(
                "a game born on day {} (its text is {len} bytes)",
                self.birthday()
            )
        }
    }

    /// The length in bytes of this game's text (`{}`, or `{:#}` when
    /// `unicode`), found without writing it: in time that follows the
    /// game's distinct subpositions, not its text, which can be far longer
    /// (`v:10000*9` has 30 000 forms and a text of 787 MB). Saturates at
    /// `u64::MAX`. Check it before printing a game from untrusted input.
    ///
    /// ```
    /// use combinatorial_games::Game;
    /// let g: Game = "{3|||2||1|0,*||||-1/2}".parse().unwrap();
    /// assert_eq!(g.text_len(false), g.to_string().len() as u64);
    /// assert_eq!(Game::up().text_len(true), "↑".len() as u64);
    /// ```
    pub fn text_len(&self, unicode: bool) -> u64 {
        let mut style = Style {
            unicode,
            forms: FxHashMap::default(),
        };
        let form = style.form(*self);
        let pm = if unicode { "±" } else { "+-" };
        let mut w = Writer {
            out: Out::Count(0, FxHashMap::default()),
            pm,
        };
        w.game(&form);
        match w.out {
            Out::Count(n, _) => n,
            Out::Text(_) => unreachable!("a count"),
        }
    }
}
