//! Impartial games: nimbers and their arithmetic.
//!
//! An impartial game's value is a nimber `*n`; a sum of impartial games has
//! the nim-sum (XOR) of their values. [`Nimber`] is the 64-bit nimber with
//! Conway's field operations; [`mex`] is the rule that gives a position its
//! value from the values of its options.

mod nimber;

pub use nimber::{mex, Nimber, NimberError};
