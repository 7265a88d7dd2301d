//! CGSuite's compact notation for misère forms, the one it prints: digits
//! are nim heaps, a string of items is the game with those options (the
//! latest first, a compound option in parentheses), and subscripts, written
//! after the item in brackets, say what was done to it: `#` takes the game
//! whose one option it is, a digit `n` adds `*n`, `-n` is the difference
//! with `*n`, `1` adds `*`. So `*[2#0]` has the options `*[2#]` and `0`,
//! `*[2[2]]` is `*[2] + *[2]` and `*[2[#-2]]` is `*[2#] − *[2]`. A `#`
//! alone needs no brackets (`*[2##]`). Heaps past 9 are written `&10;`.
//!
//! A form is written as a sum or difference with a heap when that is born
//! earlier, as `E + *` when it is odd, else by its options.

use std::collections::HashMap;

use super::order::{self, even_part};
use super::{MisereError, parts, table, values};

/// The longest text written (64 KiB): past it a form is described instead
/// (see [`super::MisereGame`]'s `Display`).
pub const MAX_TEXT: usize = 1 << 16;

/// Why a form was not written.
pub(super) enum Unwritten {
    /// Its text would pass [`MAX_TEXT`].
    TooLong,
    /// The table's limits.
    Table(#[allow(dead_code)] MisereError),
}

impl From<MisereError> for Unwritten {
    fn from(e: MisereError) -> Unwritten {
        Unwritten::Table(e)
    }
}

/// One item: what is written before the subscripts, the subscripts, and
/// whether they need brackets (a digit among them).
#[derive(Clone)]
struct Piece {
    base: String,
    subs: String,
    bracketed: bool,
}

impl Piece {
    fn text(self) -> String {
        match self.bracketed {
            true => format!("{}[{}]", self.base, self.subs),
            false => self.base + &self.subs,
        }
    }

    fn subscript(mut self, s: &str, bracket: bool) -> Piece {
        self.subs.push_str(s);
        self.bracketed |= bracket;
        self
    }
}

fn digit(n: u32) -> String {
    match n {
        0..=9 => n.to_string(),
        _ => format!("&{n};"),
    }
}

/// `g` as CGSuite prints it, without the `*[` `]` around it.
pub(super) fn write(g: u32) -> Result<String, Unwritten> {
    let mut w = Writer::default();
    Ok(w.piece(g, false)?.text())
}

/// Pieces written so far: a form recurs throughout a sum's followers.
#[derive(Default)]
struct Writer {
    done: HashMap<(u32, bool), Piece>,
}

impl Writer {
    fn piece(&mut self, g: u32, grouped: bool) -> Result<Piece, Unwritten> {
        if let Some(p) = self.done.get(&(g, grouped)) {
            return Ok(p.clone());
        }
        crate::budget::step();
        let p = self.fresh(g, grouped)?;
        if p.base.len() + p.subs.len() > MAX_TEXT {
            return Err(Unwritten::TooLong);
        }
        self.done.insert((g, grouped), p.clone());
        Ok(p)
    }

    fn fresh(&mut self, g: u32, grouped: bool) -> Result<Piece, Unwritten> {
        let r = table::info(g);
        if let Some(n) = r.heap {
            return Ok(Piece {
                base: digit(n),
                subs: String::new(),
                bracketed: false,
            });
        }
        let (e, odd) = even_part(g)?;
        let born = r.birthday;
        for n in (u32::from(odd) + 2..born).step_by(2) {
            let heap = table::nim_heap(n)?;
            if let Some(d) = parts::difference(g, heap)?
                && table::info(d).birthday < born
            {
                return Ok(self.nested(d)?.subscript(&digit(n), true));
            }
            let s = values::sum(g, heap)?;
            if table::info(s).birthday < born {
                return Ok(self.nested(s)?.subscript(&format!("-{}", digit(n)), true));
            }
        }
        if odd {
            return Ok(self.nested(e)?.subscript("1", true));
        }
        let options = order::sorted_options(g)?;
        if let [one] = options[..] {
            return Ok(self.nested(one)?.subscript("#", false));
        }
        let mut base = String::new();
        for &o in options.iter().rev() {
            base.push_str(&self.nested(o)?.text());
            if base.len() > MAX_TEXT {
                return Err(Unwritten::TooLong);
            }
        }
        if grouped {
            base = format!("({base})");
        }
        Ok(Piece {
            base,
            subs: String::new(),
            bracketed: false,
        })
    }

    fn nested(&mut self, g: u32) -> Result<Piece, Unwritten> {
        stacker::maybe_grow(64 * 1024, 1024 * 1024, || self.piece(g, true))
    }
}
