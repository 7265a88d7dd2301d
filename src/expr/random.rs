//! CGSuite's `Random(seed)`: a stream of pseudorandom integers,
//! `NextInteger(n)`, the same stream CGSuite gives for the same seed. CGSuite
//! draws from Java's `java.util.Random` (a 48-bit linear congruential
//! generator) through `BigInteger(bits, random)`, retrying until the number
//! is below the bound; this module does the same steps.

use std::fmt;

use num_bigint::{BigInt, Sign};

use super::builtins::{Builtin, Call, with};
use super::error::Error;
use super::eval::{Ctx, whole_number};
use super::shared::Shared;
use super::value::Value;
use crate::short::Game;

/// The most bits `NextInteger` draws for one number: bounds up to
/// 2^65536.
const MAX_BITS: u64 = 1 << 16;

/// A stream of pseudorandom numbers (CGSuite's `Random`): the state of
/// Java's `java.util.Random`, and the seed it started from.
///
/// ```
/// use combinatorial_games::expr::eval;
/// assert_eq!(eval("Random(1474)").unwrap().to_string(), "Random(1474)");
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RandomStream {
    seed: i64,
    state: u64,
}

const MULTIPLIER: u64 = 0x5_DEEC_E66D;
const MASK: u64 = (1 << 48) - 1;

impl RandomStream {
    /// Java's `new Random(seed)`.
    pub(crate) fn new(seed: i64) -> RandomStream {
        RandomStream {
            seed,
            state: (seed as u64 ^ MULTIPLIER) & MASK,
        }
    }

    /// Java's `next(32)`, as `nextInt()` gives it.
    fn next_int(&mut self) -> i32 {
        self.state = (self.state.wrapping_mul(MULTIPLIER).wrapping_add(0xB)) & MASK;
        (self.state >> 16) as u32 as i32
    }

    /// Java's `nextBytes`: each `nextInt` gives four bytes, low byte first.
    fn next_bytes(&mut self, out: &mut [u8]) {
        for chunk in out.chunks_mut(4) {
            let mut r = self.next_int();
            for b in chunk {
                *b = r as u8;
                r >>= 8;
            }
        }
    }

    /// Java's `new BigInteger(bits, random)`: uniform below 2^bits.
    fn big(&mut self, bits: u64) -> BigInt {
        let mut bytes = vec![0u8; bits.div_ceil(8) as usize];
        if bytes.is_empty() {
            return BigInt::from(0);
        }
        self.next_bytes(&mut bytes);
        let excess = 8 * bytes.len() as u64 - bits;
        bytes[0] &= ((1u16 << (8 - excess)) - 1) as u8;
        BigInt::from_bytes_be(Sign::Plus, &bytes)
    }

    /// CGSuite's `NextInteger(bound)`: `bits` of `bound - 1` drawn until
    /// the number is below `bound`.
    pub(crate) fn next_integer(&mut self, bound: &BigInt) -> BigInt {
        // CGSuite's `(bound - 1).Lb + 1`: 0 bits for a bound of 1, which
        // draws nothing from the stream.
        let below: BigInt = bound - 1;
        let bits = below.bits();
        loop {
            let n = self.big(bits);
            if &n < bound {
                return n;
            }
        }
    }
}

impl fmt::Display for RandomStream {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Random({})", self.seed)
    }
}

/// `Random(seed)`, a seed from -2^63 to 2^63 - 1.
pub(super) fn make(cx: &Ctx<'_>, c: &Call<'_>) -> Result<Value, Error> {
    let seed = &c.args[0];
    match cx.eval(seed)? {
        Value::Game(g) => match whole_number::<i64>(&g) {
            Some(s) => Ok(Value::Random(Shared::new(RandomStream::new(s)))),
            None => cx.undefined(
                seed,
                format!("a seed of Random is a whole number from -2^63 to 2^63 - 1, not {g}"),
            ),
        },
        other => cx.wrong_type(seed, "a whole number seed", other.kind_name()),
    }
}

/// The methods of `Random`.
#[rustfmt::skip]
pub(super) static METHODS: &[Builtin] = &[
    with("NextInteger", "r.NextInteger(n)", "The next number n > k >= 0 of the stream r (CGSuite's, for the same seed)",
        ["Random(1474).NextInteger(100)", "64"], (1, 1), next_integer),
];

fn next_integer(cx: &Ctx<'_>, c: &Call<'_>) -> Result<Value, Error> {
    let r = match cx.eval_shared(c.recv())? {
        Value::Random(r) => r,
        other => return cx.wrong_type(c.recv(), "a Random for NextInteger", other.kind_name()),
    };
    let arg = &c.args[0];
    let bound = match cx.eval(arg)? {
        Value::Game(g) => match whole_number::<BigInt>(&g) {
            Some(n) if n >= BigInt::from(1) && n.bits() <= MAX_BITS => n,
            Some(n) if n >= BigInt::from(1) => {
                return cx.undefined(
                    arg,
                    format!("the bound of NextInteger is at most 2^{MAX_BITS}"),
                );
            }
            Some(_) => return cx.undefined(arg, "Upper bound for `NextInteger` must be >= 1."),
            None => return cx.wrong_type(arg, "a whole number bound", g.to_string()),
        },
        other => return cx.wrong_type(arg, "a whole number bound", other.kind_name()),
    };
    let n = r.with(|r| r.next_integer(&bound));
    Ok(Value::Game(Game::integer(n)))
}

#[cfg(test)]
mod tests {
    use super::RandomStream;

    #[test]
    fn javas_first_ints() {
        // The first two values of Java's `new Random(0).nextInt()`, as
        // Java prints them (widely quoted).
        let mut r = RandomStream::new(0);
        assert_eq!(r.next_int(), -1_155_484_576);
        assert_eq!(r.next_int(), -723_955_400);
    }
}
