//! Where names live, as in CGSuite: a function's parameters, a loop's
//! variables and names declared with `var` inside a block or a function
//! are local, each in the [`Frame`] of the call, loop or block that made
//! it; every other name is the session's (CGSuite's worksheet variables).
//!
//! A function keeps the frame it was made in, not a copy, and sees its
//! names as they are when it runs: two functions made by one call share
//! that call's `var`s (CGSuite's closures), and a local function may call
//! itself.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, MutexGuard};

use super::value::Value;

/// The local names of one call, loop or block, and the frame it was made
/// inside (for a call, the frame its function was made in).
pub(super) struct Frame {
    names: Mutex<HashMap<String, Value>>,
    /// Names kept elsewhere, which this frame reads and assigns in place
    /// of its own: a mutable object's cells, so that every method running
    /// on the object sees what the others last assigned.
    shared: Option<Arc<Mutex<HashMap<String, Value>>>>,
    parent: Option<Arc<Frame>>,
    /// An object's fields or members: read inside its methods, never
    /// assigned (CGSuite's immutable classes).
    sealed: bool,
}

impl Frame {
    /// A frame with `names`, inside `parent`.
    pub(super) fn new(parent: Option<Arc<Frame>>, names: HashMap<String, Value>) -> Arc<Frame> {
        #[cfg(test)]
        tests::LIVE.with(|n| n.set(n.get() + 1));
        Arc::new(Frame {
            names: Mutex::new(names),
            shared: None,
            parent,
            sealed: false,
        })
    }

    /// A frame whose names are `shared`'s, inside `parent`.
    pub(super) fn view(
        parent: Option<Arc<Frame>>,
        shared: Arc<Mutex<HashMap<String, Value>>>,
    ) -> Arc<Frame> {
        #[cfg(test)]
        tests::LIVE.with(|n| n.set(n.get() + 1));
        Arc::new(Frame {
            names: Mutex::new(HashMap::new()),
            shared: Some(shared),
            parent,
            sealed: false,
        })
    }

    /// A frame of an object's fields or members, which `:=` may not change.
    pub(super) fn sealed(parent: Option<Arc<Frame>>, names: HashMap<String, Value>) -> Arc<Frame> {
        #[cfg(test)]
        tests::LIVE.with(|n| n.set(n.get() + 1));
        Arc::new(Frame {
            names: Mutex::new(names),
            shared: None,
            parent,
            sealed: true,
        })
    }

    /// Whether `name` is bound first in a sealed frame, from this one out.
    pub(super) fn is_sealed(&self, name: &str) -> bool {
        self.chain()
            .find(|f| f.names().contains_key(name))
            .is_some_and(|f| f.sealed)
    }

    fn names(&self) -> MutexGuard<'_, HashMap<String, Value>> {
        // A panic while the lock is held leaves the names as they were
        // (every change is one insert), so a poisoned lock is still good.
        let names = self.shared.as_deref().unwrap_or(&self.names);
        names.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Each frame from this one out.
    fn chain(&self) -> impl Iterator<Item = &Frame> {
        std::iter::successors(Some(self), |f| f.parent.as_deref())
    }

    /// The value of the local `name`, in this frame or one around it.
    pub(super) fn get(&self, name: &str) -> Option<Value> {
        self.chain().find_map(|f| f.names().get(name).cloned())
    }

    /// Every name bound in this frame or one around it (for the hint of
    /// an unknown name).
    pub(super) fn bound_names(&self) -> Vec<String> {
        self.chain()
            .flat_map(|f| f.names().keys().cloned().collect::<Vec<_>>())
            .collect()
    }

    /// The value of `name` in this frame itself.
    pub(super) fn own(&self, name: &str) -> Option<Value> {
        self.names().get(name).cloned()
    }

    /// Binds `name` to `v` where it is local; gives `v` back when it is
    /// local nowhere.
    pub(super) fn assign(&self, name: &str, v: Value) -> Result<(), Value> {
        for f in self.chain() {
            let mut names = f.names();
            if let Some(slot) = names.get_mut(name) {
                *slot = v;
                return Ok(());
            }
        }
        Err(v)
    }

    /// Makes `name` local to this frame, bound to `v`.
    pub(super) fn declare(&self, name: &str, v: Value) {
        let mut names = self.names();
        match names.get_mut(name) {
            // A loop's variable, bound again for each pass.
            Some(slot) => *slot = v,
            None => {
                names.insert(name.to_string(), v);
            }
        }
    }

    /// Ends the frame's use by the call, loop or block that made it. A
    /// function kept in the frame and made in it (a local function that
    /// calls itself) holds the frame as the frame holds it; when nothing
    /// else does, the names are let go so that neither is kept forever.
    pub(super) fn close(frame: Arc<Frame>) {
        let held = Arc::strong_count(&frame);
        if held == 1 {
            return;
        }
        let mut own = 0;
        for v in frame.names().values() {
            if let Value::Function(f) = v {
                // One kept elsewhere too (given back by the call) still
                // needs the names.
                let Some(holds) = f.holds_on(&frame) else {
                    return;
                };
                own += holds;
            }
        }
        if held == 1 + own {
            frame.names().clear();
        }
    }
}

impl Drop for Frame {
    /// Frames can chain without bound (each call of `k -> begin var kk :=
    /// k; () -> kk() end` on the last function it made holds the frame
    /// before), so they are let go one at a time from a list, not by the
    /// recursion a plain drop would make, which would run out of stack.
    fn drop(&mut self) {
        #[cfg(test)]
        tests::LIVE.with(|n| n.set(n.get() - 1));
        let mut frames = Vec::new();
        self.let_go(&mut frames);
        while let Some(f) = frames.pop() {
            // Only a frame this was the last holder of goes now; its own
            // drop then finds nothing left to follow.
            if let Ok(mut f) = Arc::try_unwrap(f) {
                f.let_go(&mut frames);
            }
        }
    }
}

impl Frame {
    /// Empties the frame: the frames it holds (its parent, and those kept
    /// by functions among its names, in lists too) go onto `frames`.
    fn let_go(&mut self, frames: &mut Vec<Arc<Frame>>) {
        frames.extend(self.parent.take());
        let names = std::mem::take(self.names.get_mut().unwrap_or_else(|e| e.into_inner()));
        let mut values: Vec<Value> = names.into_values().collect();
        while let Some(v) = values.pop() {
            match v {
                Value::Function(f) => frames.extend(f.into_frame()),
                // A list another value shares is only let go of here.
                Value::List(items) => values.extend(items.into_unique().unwrap_or_default()),
                _ => {}
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use std::cell::Cell;

    use crate::expr::Session;

    thread_local! {
        /// Frames made and not yet let go, on this thread.
        pub(super) static LIVE: Cell<isize> = const { Cell::new(0) };
    }

    fn live() -> isize {
        LIVE.with(Cell::get)
    }

    #[test]
    fn frames_of_local_functions_that_call_themselves_are_let_go() {
        let mut s = Session::new();
        let before = live();
        let count = "g := n -> begin var h := k -> if k == 0 then 0 else 1 + h(k-1) end; \
                     h(n) end; [g(3) for i from 1 to 10]";
        assert_eq!(s.eval(count).unwrap().to_string(), "[3,3,3,3,3,3,3,3,3,3]");
        assert_eq!(live(), before);
        // Given back, such a function keeps its frame, and works.
        let make = "mk := () -> begin var h := k -> if k == 0 then 0 else 1 + h(k-1) end; h end";
        s.eval(make).unwrap();
        s.eval("h2 := mk()").unwrap();
        assert!(live() > before);
        assert_eq!(s.eval("h2(5)").unwrap().to_string(), "5");
    }

    /// The frames made to run an object's methods (its members, its
    /// fields, its maker's) are let go after each call, though each holds
    /// the methods made in it as they hold it.
    #[test]
    fn frames_of_objects_are_let_go() {
        let mut s = Session::new();
        s.eval(
            "class R(k) extends Ruleset \
               class H(n) extends ImpartialGame \
                 override def Options := [H(j) for j from 0 to n - 1 where j % k == 0]; \
               end; \
               def Eval(n) := H(n); def Twice(n) := 2 * n; \
             end",
        )
        .unwrap();
        let before = live();
        // A heap goes to the even heaps below it: heaps 0 and 2 and 4 have
        // the nim values 0 (no move), 1 (to 0) and 2 (to 0 or 2), so 6,
        // which moves to all three, has mex(0, 1, 2) = 3.
        assert_eq!(s.eval("R(2)(6).NimValue").unwrap().to_string(), "3");
        assert_eq!(s.eval("R(1).Twice(5)").unwrap().to_string(), "10");
        assert_eq!(live(), before);
    }

    /// An overloaded method is one value holding several methods, each
    /// made in the member frame: their frames are let go as well.
    #[test]
    fn frames_of_overloaded_methods_are_let_go() {
        let mut s = Session::new();
        s.eval(
            "class O(k) def F(x as Integer) := k * x; def F(x as String) := x; \
               def F := F(2); end",
        )
        .unwrap();
        let before = live();
        let calls = "[O(3).F(5), O(3).F(\"s\"), O(4).F]";
        assert_eq!(s.eval(calls).unwrap().to_string(), "[15,\"s\",8]");
        assert_eq!(live(), before);
    }

    /// A chain of 100 000 frames, each holding the function made in the
    /// one before, is let go without running out of this test thread's
    /// stack (a plain drop recursed once for each).
    #[test]
    fn a_long_chain_of_frames_is_let_go_without_recursion() {
        let mut s = Session::new();
        let before = live();
        s.eval("mk := k -> begin var kk := k; () -> kk() end")
            .unwrap();
        s.eval("g := () -> 0; for i from 1 to 100000 do g := mk(g) end")
            .unwrap();
        assert!(live() >= before + 100_000);
        s.eval("g := 0").unwrap();
        assert_eq!(live(), before);
    }
}
