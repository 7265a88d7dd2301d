//! CGSuite's generalized take-and-break codes: digits past F (`G` to `Z`,
//! 16 to 35), a digit written as the heap counts it allows (`{2,3}`, and
//! `{2+}` for two or more), and a modifier after a digit: `!` the heaps
//! left are pairwise unequal, `?` not all equal, `=` all equal. `4!.0` is
//! Grundy's game; `{2+}=.0` splits a heap into two or more equal heaps.
//! The plain octal and hexadecimal codes are [`super::TakeAndBreak`],
//! whose solver is far faster; these list their moves one by one.

use std::fmt;
use std::str::FromStr;

use super::code::{CodeError, split_at_dot};
use super::heap::HeapGame;

/// The most heaps a digit given by its bits allows (`Z` is 35, bits 0-5).
const BITS: usize = 64;

/// What one digit allows: exact counts of heaps left (bit `i`: `i`
/// heaps), counts from some number on, and a modifier.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
struct Digit {
    counts: u64,
    /// `Some(k)`: any count of `k` or more heaps too.
    from: Option<usize>,
    modifier: Option<char>,
    /// How it was written, for printing the code back.
    text: String,
}

impl Digit {
    fn allows(&self, heaps: usize) -> bool {
        (heaps < BITS && self.counts >> heaps & 1 == 1) || self.from.is_some_and(|k| heaps >= k)
    }

    fn is_zero(&self) -> bool {
        self.counts == 0 && self.from.is_none()
    }
}

/// A take-and-break game in CGSuite's generalized notation.
///
/// Its moves are listed one by one: a digit that allows any number of
/// heaps without `=` (`{2+}.0`) has as many moves from a heap as the heap
/// has partitions, so keep such heaps small (the REPL's time budget stops
/// a long listing).
///
/// ```
/// use combinatorial_games::impartial::{GeneralCode, GrundysGame, HeapGame};
/// // `!`: the two heaps left are unequal, which is Grundy's game.
/// let grundy: GeneralCode = "4!.0".parse().unwrap();
/// assert_eq!(grundy.nim_values(12), GrundysGame.nim_values(12));
/// // `=`: a heap of 6 splits into 3 + 3, 2 + 2 + 2 or six 1s.
/// let equal: GeneralCode = "{2+}=.0".parse().unwrap();
/// assert_eq!(equal.options(6), vec![vec![3, 3], vec![2, 2, 2], vec![1, 1, 1, 1, 1, 1]]);
/// assert_eq!(equal.to_string(), "{2+}=.0");
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct GeneralCode {
    /// `digits[j]` is what taking `j` tokens allows.
    digits: Vec<Digit>,
    /// Where the repeated tail starts (`0.[3]`), if any.
    repeat: Option<usize>,
}

impl GeneralCode {
    fn digit(&self, j: usize) -> Option<&Digit> {
        match self.repeat {
            Some(r) if j >= self.digits.len() => {
                self.digits.get(r + (j - r) % (self.digits.len() - r))
            }
            _ => self.digits.get(j),
        }
    }
}

/// Reads one digit at `chars[i..]`: its value and where the next starts.
fn read_digit(code: &str, chars: &[char], i: usize) -> Result<(Digit, usize), CodeError> {
    let bad = |k: usize| CodeError::BadDigit {
        code: code.into(),
        found: chars[k],
        position: k + 1,
    };
    let (counts, from, mut next) = if chars[i] == '{' {
        let close = (i..chars.len())
            .find(|&k| chars[k] == '}')
            .ok_or_else(|| bad(i))?;
        let (mut counts, mut from) = (0u64, None);
        let inner: String = chars[i + 1..close].iter().collect();
        for part in inner.split(',') {
            let (number, plus) = match part.trim().strip_suffix('+') {
                Some(p) => (p, true),
                None => (part.trim(), false),
            };
            let k: usize = number.parse().map_err(|_| bad(i))?;
            if plus {
                from = Some(from.map_or(k, |f: usize| f.min(k)));
            } else if k < BITS {
                counts |= 1 << k;
            } else {
                // An exact count past 63 heaps is not kept.
                return Err(bad(i));
            }
        }
        (counts, from, close + 1)
    } else {
        // 0-9 and A-Z (a-f too, as in the octal and hexadecimal codes).
        let c = chars[i];
        if !(c.is_ascii_digit() || c.is_ascii_uppercase() || ('a'..='f').contains(&c)) {
            return Err(bad(i));
        }
        let v = c.to_digit(36).ok_or_else(|| bad(i))?;
        (u64::from(v), None, i + 1)
    };
    let modifier = match chars.get(next) {
        Some(&m @ ('!' | '?' | '=')) => {
            next += 1;
            Some(m)
        }
        _ => None,
    };
    let text = chars[i..next].iter().collect();
    let digit = Digit {
        counts,
        from,
        modifier,
        text,
    };
    Ok((digit, next))
}

impl FromStr for GeneralCode {
    type Err = CodeError;

    fn from_str(s: &str) -> Result<GeneralCode, CodeError> {
        let (code, chars, dot) = split_at_dot(s)?;
        let d0 = if dot == 0 {
            read_digit(code, &['0'], 0)?.0
        } else {
            let (d, end) = read_digit(code, &chars, 0)?;
            if end != dot {
                return Err(CodeError::LongD0(code.into()));
            }
            d
        };
        // Taking nothing must split the heap: no pass, no vanishing.
        if d0.allows(0) || d0.allows(1) {
            return Err(CodeError::BadD0(code.into()));
        }
        let (mut digits, mut repeat, mut i) = (vec![d0], None, dot + 1);
        while i < chars.len() {
            match chars[i] {
                '[' if repeat.is_none() => {
                    repeat = Some(digits.len());
                    i += 1;
                }
                ']' if repeat.is_some() && i + 1 == chars.len() => i += 1,
                _ => {
                    let (d, next) = read_digit(code, &chars, i)?;
                    digits.push(d);
                    i = next;
                }
            }
        }
        if repeat == Some(digits.len()) {
            return Err(CodeError::BadRepeat(code.into()));
        }
        if digits.iter().all(Digit::is_zero) {
            return Err(CodeError::NoMove(code.into()));
        }
        Ok(GeneralCode { digits, repeat })
    }
}

impl fmt::Display for GeneralCode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.digits[0].text)?;
        f.write_str(".")?;
        for (j, d) in self.digits.iter().enumerate().skip(1) {
            if self.repeat == Some(j) {
                f.write_str("[")?;
            }
            f.write_str(&d.text)?;
        }
        if self.repeat.is_some() {
            f.write_str("]")?;
        }
        Ok(())
    }
}

/// Every way to write `r` as `parts` positive parts, in decreasing order,
/// that the digit's modifier allows; appended to `out`.
fn partitions(r: usize, parts: usize, modifier: Option<char>, out: &mut Vec<Vec<usize>>) {
    fn go(
        r: usize,
        parts: usize,
        most: usize,
        modifier: Option<char>,
        now: &mut Vec<usize>,
        out: &mut Vec<Vec<usize>>,
    ) {
        crate::budget::step();
        if parts == 0 {
            if r == 0 {
                let equal = now.windows(2).all(|w| w[0] == w[1]);
                if modifier != Some('?') || !equal {
                    out.push(now.clone());
                }
            }
            return;
        }
        // The largest part is at least r / parts (rounded up) and at most
        // `most`; with `!` the rest are strictly smaller.
        let least = r.div_ceil(parts);
        for a in (least..=most.min(r + 1 - parts)).rev() {
            let below = if modifier == Some('!') { a - 1 } else { a };
            now.push(a);
            go(r - a, parts - 1, below, modifier, now, out);
            now.pop();
        }
    }
    if parts == 0 {
        if r == 0 {
            out.push(vec![]);
        }
        return;
    }
    if modifier == Some('=') {
        if r.is_multiple_of(parts) {
            out.push(vec![r / parts; parts]);
        }
        return;
    }
    go(r, parts, r, modifier, &mut Vec::new(), out);
}

impl HeapGame for GeneralCode {
    fn options(&self, n: usize) -> Vec<Vec<usize>> {
        let mut out = Vec::new();
        for j in 0..=n {
            let Some(d) = self.digit(j) else { break };
            let r = n - j;
            for heaps in 0..=r {
                // Leaving the one heap as it was is no move.
                if d.allows(heaps) && !(j == 0 && heaps == 1) {
                    partitions(r, heaps, d.modifier, &mut out);
                }
            }
        }
        out
    }

    fn code(&self) -> Option<String> {
        Some(self.to_string())
    }
}
