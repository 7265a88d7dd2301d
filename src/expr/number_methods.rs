//! The methods of numbers, integers and players (`(4/6).Numerator`,
//! `17.Lb`, `Left.Opponent`), one row each as in [`super::methods`].

use super::arith::{self, integer_method, number_method};
use super::builtins::{Builtin, with};
use super::surreal_arith;

/// The methods of numbers, integers and players, by name.
#[rustfmt::skip]
pub(super) static METHODS: &[Builtin] = &[
    with("Abs", "x.Abs", "The absolute value of a number",
        ["(-3/16).Abs", "3/16"], (0, 0), number_method),
    with("Ceiling", "x.Ceiling", "The least integer at least the number x",
        ["(-3/16).Ceiling", "0"], (0, 0), number_method),
    with("Denominator", "x.Denominator", "The denominator of a number in lowest terms (0 for inf)",
        ["(4/6).Denominator", "3"], (0, 0), number_method),
    with("Div", "n.Div(m)", "The integer quotient of n by m, rounded down",
        ["(-7).Div(2)", "-4"], (1, 1), integer_method),
    with("Floor", "x.Floor", "The greatest integer at most the number x",
        ["(7/2).Floor", "3"], (0, 0), number_method),
    with("IsDyadic", "x.IsDyadic", "Whether a number's denominator is a power of two",
        ["(6/23).IsDyadic", "false"], (0, 0), number_method),
    with("IsEvil", "n.IsEvil", "Whether n >= 0 has an even number of ones in binary",
        ["23.IsEvil", "true"], (0, 0), integer_method),
    with("IsOdious", "n.IsOdious", "Whether n >= 0 has an odd number of ones in binary",
        ["11.IsOdious", "true"], (0, 0), integer_method),
    with("IsSmallInteger", "n.IsSmallInteger", "Whether n fits in 32 signed bits",
        ["2147483648.IsSmallInteger", "false"], (0, 0), integer_method),
    with("IsTwoPower", "n.IsTwoPower", "Whether n is a power of two",
        ["32.IsTwoPower", "true"], (0, 0), integer_method),
    with("Isqrt", "n.Isqrt", "The integer square root of n >= 0, rounded down",
        ["17.Isqrt", "4"], (0, 0), integer_method),
    with("Lb", "n.Lb", "The binary logarithm of n > 0, rounded down",
        ["17.Lb", "4"], (0, 0), integer_method),
    with("NimDiv", "n.NimDiv(m)", "The nim quotient: the k whose nim product with m is n",
        ["11.NimDiv(2)", "6"], (1, 1), integer_method),
    with("UglyProduct", "n.UglyProduct(m)",
        "Winning Ways' ugly product of integers >= 0 (ch. 14): for k < n = 2^i, n ⊙ k is k/2 rounded down (k evil) or n plus that (k odious), n ⊙ n = n/2 rounded up, and it distributes over nim sums",
        ["4.UglyProduct(3)", "1"], (1, 1), integer_method),
    with("NimInverse", "n.NimInverse", "The nim inverse of n > 0: its nim product with n is 1",
        ["2.NimInverse", "3"], (0, 0), integer_method),
    with("Numerator", "x.Numerator", "The numerator of a number in lowest terms (a generalized ordinal for a surreal number)",
        ["(4/6).Numerator", "2"], (0, 0), number_method),
    with("OmegaPower", "x.OmegaPower", "ω to the power x, for a generalized ordinal x (an integer is one): (-1).OmegaPower is 1/ω",
        ["3.OmegaPower", "ω^3"], (0, 0), surreal_arith::omega_power),
    with("Opponent", "p.Opponent", "The other player: Left.Opponent is Right",
        ["Left.Opponent", "Right"], (0, 0), arith::player_method),
    with("Ordinal", "p.Ordinal", "A player's number, as CGSuite's: 1 for Left, 2 for Right",
        ["Right.Ordinal", "2"], (0, 0), arith::player_method),
    with("Sign", "x.Sign", "-1, 0 or 1: the sign of a number or an ordinal; 1 for Left and -1 for Right",
        ["(-3/16).Sign", "-1"], (0, 0), number_method),
    with("Reciprocal", "x.Reciprocal", "1/x; the reciprocal of 0 is inf",
        ["(-3/16).Reciprocal", "-16/3"], (0, 0), number_method),
];
