//! Running lines of the language in a session, for the tests of classes:
//! `eval` wants a value and `error` an error, each naming the line when
//! it gets the other.

#![allow(dead_code)]

use combinatorial_games::expr::Session;

/// The value of `line`, printed.
pub fn eval(s: &mut Session, line: &str) -> String {
    match s.eval(line) {
        Ok(v) => v.to_string(),
        Err(e) => panic!("{line}: {e}"),
    }
}

/// The message of the error `line` gives.
pub fn error(s: &mut Session, line: &str) -> String {
    match s.eval(line) {
        Ok(v) => panic!("{line} gave {v}"),
        Err(e) => e.to_string(),
    }
}
