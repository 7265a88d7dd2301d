//! CGSuite's mutable classes: an object of a class declared `mutable`
//! keeps its `mutable var`s in cells of its own, which its methods read
//! and assign in place (`mutableVar := v` inside `SetMutable(v)`); every
//! other field is fixed when the object is made. An immutable class may
//! not keep a mutable object in a field, as in CGSuite, so that a value
//! that looks fixed is.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use super::{Base, Object, UserClass};
use crate::expr::scope::Frame;
use crate::expr::value::Value;

/// A mutable object's cells: its `mutable var`s by name.
pub(super) type Cells = Arc<Mutex<HashMap<String, Value>>>;

/// An object's fields by name, in order.
type Fields = Vec<(String, Value)>;

/// The frames made for one use of an object's members, to close after it.
#[derive(Default)]
pub(super) struct Made {
    pub(super) frames: Vec<Arc<Frame>>,
}

impl Made {
    /// The frame of `o`'s cells inside `fields` (its fixed fields), when
    /// `o` is mutable; else `fields`.
    pub(super) fn cells_of(&mut self, o: &Object, fields: Arc<Frame>) -> Arc<Frame> {
        match &o.cells {
            Some(cells) => Frame::view(Some(fields), Arc::clone(cells)),
            None => fields,
        }
    }

    /// Ends the frames' use, innermost first (see [`Frame::close`]): a
    /// frame holds the methods made in it, as they hold it.
    pub(super) fn close(mut self) {
        while let Some(f) = self.frames.pop() {
            Frame::close(f);
        }
    }
}

impl UserClass {
    /// The `mutable var`s of the class and of the classes it extends.
    fn mutable_vars(&self, out: &mut Vec<String>) {
        for b in &self.bases {
            if let Base::User(c) = b {
                c.mutable_vars(out);
            }
        }
        out.extend(self.decl.mutable_vars.iter().cloned());
    }

    /// A base declared `mutable`, which a class extending it must be too.
    pub(super) fn mutable_base(bases: &[Base]) -> Option<&str> {
        bases.iter().find_map(|b| match b {
            Base::User(c) if c.decl.mutable => Some(c.name()),
            _ => None,
        })
    }
}

/// `fields` (a new object's, in order) split into its fixed fields and,
/// for a mutable class, the cells of its `mutable var`s; for an immutable
/// class, the name of a field holding a mutable object is the error.
pub(super) fn split(class: &UserClass, fields: Fields) -> Result<(Fields, Option<Cells>), String> {
    if !class.decl.mutable {
        if let Some((name, _)) = fields.iter().find(|(_, v)| is_mutable(v)) {
            return Err(name.clone());
        }
        return Ok((fields, None));
    }
    let mut names = Vec::new();
    class.mutable_vars(&mut names);
    let (cells, fixed): (Vec<_>, Vec<_>) = fields.into_iter().partition(|(n, _)| names.contains(n));
    Ok((
        fixed,
        Some(Arc::new(Mutex::new(cells.into_iter().collect()))),
    ))
}

/// Whether `v` is an object of a mutable class.
fn is_mutable(v: &Value) -> bool {
    matches!(v, Value::Object(o) if o.cells.is_some())
}
