//! Numbers: exact dyadic rationals, the values a short game can take when it
//! is a number.
//!
//! Every short game that is a number equals some `p / 2^k`; [`Dyadic`] holds
//! exactly those, with a numerator of any size.

mod dyadic;
mod ordinal;
mod rational;

pub use dyadic::{Dyadic, DyadicError};
pub use ordinal::Ordinal;
pub use rational::Rational;
