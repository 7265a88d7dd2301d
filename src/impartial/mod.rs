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
mod general_code;
mod grundy;
mod heap;
mod nim_basis;
mod nim_inverse;
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
pub use general_code::GeneralCode;
pub use grundy::GrundysGame;
pub use heap::{HeapGame, naive_values};
pub use nimber::{Nimber, NimberError, mex};
pub use ordinal_nim::{KAPPAS, MAX_TERMS, OrdinalNimError, ordinal_nim_power, ordinal_nim_product};
pub use period::Periodicity;
pub use plot::plot_svg;
pub use position::{BoardError, GameSum, Position};
pub(crate) use position::{board_cells, runs};
pub use prim::{Dim, Prim};
pub use spawning::{MAX_SPAWNING_OPTIONS, Spawning, SpawningError};
pub use subtraction::{Subtraction, SubtractionError};
