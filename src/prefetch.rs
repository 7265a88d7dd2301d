//! Asking the processor for a line of memory before it is read, so that
//! several reads that miss the cache wait for memory at once instead of
//! one after the other. The shared tables of rulesets use it: a
//! position's moves are looked up one after another, each lookup a cache
//! miss, and a miss waits for the one before it (each lookup takes a
//! shard's lock, which orders memory); asking for every move's slot first
//! lets the misses overlap.
//!
//! This module and `impartial::clmul` are the crate's only modules with
//! `unsafe` code (the crate root denies it everywhere else).
//!
//! # Safety
//!
//! The one `unsafe` call is x86-64's `_mm_prefetch`, which is `unsafe`
//! for two reasons, both answered here:
//!
//! - It is compiled for the SSE feature, and may run only where the
//!   processor has it. The call is compiled only where the build enables
//!   SSE for the whole program (`cfg(target_feature = "sse")`, true of
//!   every x86-64 target: SSE is part of the architecture's baseline).
//! - It takes a pointer. A prefetch is a hint: it reads nothing the
//!   program sees, writes nothing, and never faults, whatever the address
//!   (the processor drops a hint it cannot follow). The pointer is made
//!   from an address without provenance and is never read through, so an
//!   address that is stale (a table that has grown since) costs only a
//!   wasted fetch.

/// Asks the processor to bring the cache line holding `address` into its
/// caches. Any address will do (see the module's safety argument); on
/// processors other than x86-64 this does nothing.
#[inline]
pub(crate) fn prefetch(address: usize) {
    #[cfg(all(target_arch = "x86_64", target_feature = "sse"))]
    {
        use std::arch::x86_64::{_MM_HINT_T0, _mm_prefetch};
        let p = std::ptr::without_provenance::<i8>(address);
        // SAFETY: SSE is enabled for the whole build (the `cfg` above),
        // and a prefetch reads and writes nothing the program sees and
        // never faults, whatever its address.
        unsafe { _mm_prefetch::<_MM_HINT_T0>(p) };
    }
    #[cfg(not(all(target_arch = "x86_64", target_feature = "sse")))]
    let _ = address;
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn any_address_is_harmless() {
        let v = vec![1u64; 1024];
        prefetch(v.as_ptr().addr());
        // Addresses that are nothing the program owns: a hint, not a read.
        for a in [0, 1, usize::MAX, v.as_ptr().addr() + (1 << 40)] {
            prefetch(a);
        }
        drop(v);
    }
}
