//! Numbers: exact dyadic rationals, the values a short game can take when it
//! is a number.
//!
//! Every short game that is a number equals some `p / 2^k`; [`Dyadic`] holds
//! exactly those, with a numerator of any size. The expression language
//! has more numbers, as CGSuite's does: [`Rational`] fractions and `inf`,
//! generalized [`Ordinal`]s (`ω-5`) and [`Surreal`] quotients of them (`1/ω`).

mod dyadic;
mod ordinal;
mod poly;
mod rational;
mod surreal;

pub use dyadic::{Dyadic, DyadicError};
pub use ordinal::Ordinal;
pub use rational::Rational;
pub use surreal::{
    MAX_DEGREE as MAX_SURREAL_DEGREE, MAX_TERMS as MAX_SURREAL_TERMS, Surreal, SurrealError,
};
