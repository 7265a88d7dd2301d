//! The plain-text notation of games, CGSuite's (`docs/notation.md` records
//! the choices made where it leaves room): printing through `Display`, reading
//! through `FromStr` (by way of the expression language in [`crate::expr`]).

mod display;

pub use crate::short::display_order;
