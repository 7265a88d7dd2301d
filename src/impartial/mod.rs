//! Impartial games: nimbers, their arithmetic, and heap games.
//!
//! An impartial game's value is a nimber `*n`; a sum of impartial games has
//! the nim-sum (XOR) of their values. [`Nimber`] is the 64-bit nimber with
//! Conway's field operations; [`mex`] is the rule that gives a position its
//! value from the values of its options. [`HeapGame`] is the trait of games
//! played on heaps, and [`TakeAndBreak`] the family given by codes such as
//! `.137`.

#[allow(unsafe_code)]
mod clmul;
mod code;
mod grundy;
mod heap;
mod nim_basis;
mod nimber;
mod ordinal_nim;
mod period;
mod plot;
mod position;
mod prim;
mod sparse;
mod spawning;
mod subtraction;
mod three_way;

pub use code::{CodeError, TakeAndBreak};
pub use grundy::GrundysGame;
pub use heap::{naive_values, HeapGame};
pub use nimber::{mex, Nimber, NimberError};
pub use ordinal_nim::{ordinal_nim_power, ordinal_nim_product, OrdinalNimError, KAPPAS, MAX_TERMS};
pub use period::Periodicity;
pub use plot::plot_svg;
pub(crate) use position::{board_cells, runs};
pub use position::{BoardError, GameSum, Position};
pub use prim::{Dim, Prim};
pub use spawning::{Spawning, SpawningError, MAX_SPAWNING_OPTIONS};
pub use subtraction::{Subtraction, SubtractionError};
