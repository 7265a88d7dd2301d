//! Reproducible pseudo-random words for the unit tests, without a
//! dependency: Marsaglia's xorshift64.

/// The words after `seed` (not zero), one a call.
pub(crate) fn xorshift(mut seed: u64) -> impl FnMut() -> u64 {
    move || {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        seed
    }
}
