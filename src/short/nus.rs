//! Number-up-star values `x + n·↑ + *m` in closed form: their canonical
//! options, order, sum and birthday, without recursion over the number or the
//! count of ups.

use num_bigint::BigUint;

use crate::numbers::Dyadic;

/// `number + ups·↑ + *nimber`.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub(crate) struct Nus {
    pub(crate) number: Dyadic,
    pub(crate) ups: i64,
    pub(crate) nimber: u64,
}

impl Nus {
    pub(crate) fn number(x: Dyadic) -> Nus {
        Nus {
            number: x,
            ups: 0,
            nimber: 0,
        }
    }

    pub(crate) fn is_number(&self) -> bool {
        self.ups == 0 && self.nimber == 0
    }

    pub(crate) fn neg(&self) -> Nus {
        Nus {
            number: -&self.number,
            ups: -self.ups,
            nimber: self.nimber,
        }
    }

    /// The sum; `None` when the count of ups would overflow `i64`.
    pub(crate) fn add(&self, other: &Nus) -> Option<Nus> {
        Some(Nus {
            number: &self.number + &other.number,
            ups: self.ups.checked_add(other.ups).filter(|&u| u != i64::MIN)?,
            nimber: self.nimber ^ other.nimber,
        })
    }

    fn with(&self, ups: i64, nimber: u64) -> Nus {
        Nus {
            number: self.number.clone(),
            ups,
            nimber,
        }
    }

    /// Whether this value is `>= 0`.
    ///
    /// `n·↑ + *m` is positive for `n >= 2`, and for `n = 1` unless `m = 1`;
    /// `↑*`, `*m` (m > 0) and `↓*` are fuzzy; the rest follows by negation.
    pub(crate) fn is_nonnegative(&self) -> bool {
        match self.number.signum() {
            1 => true,
            -1 => false,
            _ => {
                (self.ups == 0 && self.nimber == 0)
                    || (self.ups >= 2)
                    || (self.ups == 1 && self.nimber != 1)
            }
        }
    }

    /// `self <= other`, in closed form.
    pub(crate) fn leq(&self, other: &Nus) -> bool {
        // other - self >= 0; the ups cannot overflow in a way that matters
        // because only their sign is used.
        // A number apart outweighs any infinitesimal: compare the numbers
        // first, and make no difference of them.
        match self.number.cmp(&other.number) {
            std::cmp::Ordering::Less => true,
            std::cmp::Ordering::Greater => false,
            std::cmp::Ordering::Equal => Nus {
                number: Dyadic::zero(),
                ups: other.ups.saturating_sub(self.ups),
                nimber: self.nimber ^ other.nimber,
            }
            .is_nonnegative(),
        }
    }

    /// The canonical Left options.
    ///
    /// Numbers: `n = {n-1|}`, `p/2^k = {(p-1)/2^k | (p+1)/2^k}`.
    /// `x + *m = {x, x+*, ..., x+*(m-1) | same}`.
    /// For `n >= 1`: `x + n·↑ + *m = {x | x + (n-1)·↑ + *(m⊕1)}`, except
    /// `x + ↑* = {x, x+* | x}`; negative `n` by symmetry.
    pub(crate) fn left_options(&self) -> Vec<Nus> {
        if self.is_number() {
            let x = &self.number;
            if x.is_integer() {
                return if x.signum() > 0 {
                    vec![Nus::number(x - &Dyadic::from(1))]
                } else {
                    vec![]
                };
            }
            return vec![Nus::number(Dyadic::new(
                x.numerator() - 1,
                x.denominator_exponent(),
            ))];
        }
        if self.ups == 0 {
            return (0..self.nimber).map(|j| self.with(0, j)).collect();
        }
        if self.ups > 0 {
            if self.ups == 1 && self.nimber == 1 {
                return vec![self.with(0, 0), self.with(0, 1)];
            }
            return vec![self.with(0, 0)];
        }
        // ups < 0: mirror of the Right options of the negative.
        if self.ups == -1 && self.nimber == 1 {
            return vec![self.with(0, 0)];
        }
        vec![self.with(self.ups + 1, self.nimber ^ 1)]
    }

    /// How many options Left and Right have together, found without
    /// listing them for `x + *m` (`2m`), whose list can be long.
    pub(crate) fn option_count(&self) -> u128 {
        match (self.ups, self.nimber) {
            (0, m) if m > 0 => 2 * u128::from(m),
            _ => (self.left_options().len() + self.right_options().len()) as u128,
        }
    }

    /// The canonical Right options (the mirror image of [`Nus::left_options`]).
    pub(crate) fn right_options(&self) -> Vec<Nus> {
        self.neg().left_options().iter().map(Nus::neg).collect()
    }

    /// The birthday, in closed form.
    pub(crate) fn birthday(&self) -> BigUint {
        let b = self.number.birthday();
        let n = self.ups.unsigned_abs();
        let m = self.nimber;
        let infinitesimal: BigUint = if n == 0 {
            m.into()
        } else {
            // Each step {0 | (n-1)↑*(m⊕1)} adds one, down to a single ↑ part.
            let m1 = m ^ ((n - 1) & 1);
            let last: u64 = if m1 == 1 { 2 } else { 1 + (m1 ^ 1) };
            BigUint::from(n - 1) + last
        };
        b + infinitesimal
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn nus(x: i64, n: i64, m: u64) -> Nus {
        Nus {
            number: Dyadic::from(x),
            ups: n,
            nimber: m,
        }
    }

    #[test]
    fn canonical_options_by_hand() {
        // ↑ = {0|*}, ↑* = {0,*|0}, ⇑ = {0|↑*}, ⇑* = {0|↑}, ↓ = {*|0}
        assert_eq!(nus(0, 1, 0).left_options(), vec![nus(0, 0, 0)]);
        assert_eq!(nus(0, 1, 0).right_options(), vec![nus(0, 0, 1)]);
        assert_eq!(
            nus(0, 1, 1).left_options(),
            vec![nus(0, 0, 0), nus(0, 0, 1)]
        );
        assert_eq!(nus(0, 1, 1).right_options(), vec![nus(0, 0, 0)]);
        assert_eq!(nus(0, 2, 0).right_options(), vec![nus(0, 1, 1)]);
        assert_eq!(nus(0, 2, 1).right_options(), vec![nus(0, 1, 0)]);
        assert_eq!(nus(0, -1, 0).left_options(), vec![nus(0, 0, 1)]);
        assert_eq!(nus(0, -1, 0).right_options(), vec![nus(0, 0, 0)]);
        // 3 = {2|}, -2 = {|-1}, *2 = {0,*|0,*}
        assert_eq!(nus(3, 0, 0).left_options(), vec![nus(2, 0, 0)]);
        assert!(nus(3, 0, 0).right_options().is_empty());
        assert_eq!(nus(-2, 0, 0).right_options(), vec![nus(-1, 0, 0)]);
        assert_eq!(
            nus(0, 0, 2).right_options(),
            vec![nus(0, 0, 0), nus(0, 0, 1)]
        );
    }

    #[test]
    fn signs_by_hand() {
        assert!(nus(0, 1, 0).is_nonnegative()); // ↑ > 0
        assert!(!nus(0, 1, 1).is_nonnegative()); // ↑* fuzzy
        assert!(nus(0, 2, 1).is_nonnegative()); // ⇑* > 0
        assert!(!nus(0, 0, 1).is_nonnegative()); // * fuzzy
        assert!(!nus(0, -1, 0).is_nonnegative()); // ↓ < 0
        assert!(nus(1, -5, 3).is_nonnegative()); // numbers dominate
    }

    #[test]
    fn birthdays_by_hand() {
        assert_eq!(nus(0, 1, 0).birthday(), 2u32.into()); // {0|*}
        assert_eq!(nus(0, 1, 1).birthday(), 2u32.into()); // {0,*|0}
        assert_eq!(nus(0, 2, 0).birthday(), 3u32.into()); // {0|↑*}
        assert_eq!(nus(0, 2, 1).birthday(), 3u32.into()); // {0|↑}
        assert_eq!(nus(0, 0, 3).birthday(), 3u32.into());
        assert_eq!(nus(1, 0, 1).birthday(), 2u32.into()); // {1|1}
        assert_eq!(nus(2, 1, 0).birthday(), 4u32.into()); // {2|2*}
    }
}
