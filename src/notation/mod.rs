//! The plain-text notation of games (`../NOTATION.md` in the project's
//! shared folder is the contract): printing through `Display`, reading
//! through `FromStr` (by way of the expression language in [`crate::expr`]).

mod display;

pub use crate::short::display_order;
