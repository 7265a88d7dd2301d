//! Genus and the tame, restive and restless phyla (Winning Ways ch. 13;
//! ONAG ch. 12; Siegel, *Combinatorial Game Theory*, V.2).
//!
//! The genus of `G` is `g^γ₀γ₁γ₂…`: `g = G⁺` its normal-play nim value and
//! `γₙ` the misère nim value of `G + *2 + … + *2` (`n` copies). Each `γₙ`
//! follows from the options' (`γ₀` is the mex of theirs, `γₙ` the mex of
//! theirs with `γₙ₋₁` and `γₙ₋₁ ⊕ 1`, the moves in one `*2`), and the
//! sequence ends with period 2, so a genus is written up to where that
//! period starts: `0^120` is `*[0]`'s. A *tame* game plays in every sum
//! with tame games like a nim heap: its genus is `0^1`, `1^0` or `a^a`, and
//! CGSuite writes it short, `a^γ₀`, or `a` alone for a nim heap's genus.
//!
//! The phyla are CGSuite's: a game is *tame* when its options are tame and
//! its values `G⁺`, `G⁻` are equal or both at most 1; *restive* when its
//! options are tame, `G⁺ ≤ 1` and `G⁻ ≥ 2`; *restless* when its options are
//! generally tame, `G⁻ ≤ 1` and `G⁺ ≥ 2`. *Generally* tame or restive
//! games are so once reversible options (through a tame second option with
//! the same values) are set aside, and a *tameable* game is one whose wild
//! options all revert to tameable ones.

use std::fmt;
use std::sync::{LazyLock, Mutex};

use rustc_hash::FxHashMap;

use super::order::{even_part, lock};
use super::{MisereError, table};
use crate::impartial::mex;

/// A phylum, from tamest to wildest (the order matters: the wildest option
/// decides what a game can be).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub(super) enum Phylum {
    NimHeap,
    HereditarilyTame,
    ReversiblyTame,
    Tameable,
    WildOfTameGenus,
    HereditarilyRestive,
    ReversiblyRestive,
    WildOfRestiveGenus,
    Restless,
    WildOfRestlessGenus,
    Wild,
}

impl Phylum {
    pub(super) fn is_hereditarily_tame(self) -> bool {
        self <= Phylum::HereditarilyTame
    }
    pub(super) fn is_generally_tame(self) -> bool {
        self <= Phylum::ReversiblyTame
    }
    pub(super) fn is_tameable(self) -> bool {
        self <= Phylum::Tameable
    }
    pub(super) fn is_generally_restive(self) -> bool {
        matches!(
            self,
            Phylum::HereditarilyRestive | Phylum::ReversiblyRestive
        )
    }
    fn is_restive_or_tame(self) -> bool {
        self.is_generally_tame() || self.is_generally_restive()
    }
}

static PHYLA: LazyLock<Mutex<FxHashMap<u32, Phylum>>> = LazyLock::new(Default::default);

/// The phylum of `g`: an odd form's is its even part's.
pub(super) fn phylum(g: u32) -> Result<Phylum, MisereError> {
    let (e, _) = even_part(g)?;
    if let Some(&p) = lock(&PHYLA).get(&e) {
        return Ok(p);
    }
    let p = stacker::maybe_grow(64 * 1024, 1024 * 1024, || classify(e))?;
    lock(&PHYLA).insert(e, p);
    Ok(p)
}

/// `(G⁺, G⁻)`.
fn values(g: u32) -> (u32, u32) {
    let r = table::info(g);
    (r.g_plus, r.g_minus)
}

fn classify(g: u32) -> Result<Phylum, MisereError> {
    let (gp, gm) = values(g);
    let base = if gp == gm || (gp | gm) <= 1 {
        Phylum::WildOfTameGenus
    } else if gp < 2 {
        Phylum::WildOfRestiveGenus
    } else if gm < 2 {
        Phylum::WildOfRestlessGenus
    } else {
        Phylum::Wild
    };
    let options = table::options(g);
    let mut wildest = Phylum::NimHeap;
    for &o in &options {
        let p = phylum(o)?;
        wildest = wildest.max(p);
        if !p.is_generally_tame() {
            break;
        }
    }
    // Options all generally tame: the values decide.
    let settled = match (wildest, base) {
        (Phylum::NimHeap, Phylum::WildOfTameGenus) if gp > 1 || gp != gm => Some(Phylum::NimHeap),
        (w, Phylum::WildOfTameGenus) if w.is_hereditarily_tame() => Some(Phylum::HereditarilyTame),
        (w, Phylum::WildOfRestiveGenus) if w.is_hereditarily_tame() => {
            Some(Phylum::HereditarilyRestive)
        }
        (w, Phylum::WildOfTameGenus) if w.is_generally_tame() => Some(Phylum::ReversiblyTame),
        (w, Phylum::WildOfRestiveGenus) if w.is_generally_tame() => Some(Phylum::ReversiblyRestive),
        (w, Phylum::WildOfRestlessGenus) if w.is_generally_tame() => Some(Phylum::Restless),
        _ => None,
    };
    if let Some(p) = settled {
        return Ok(p);
    }
    if matches!(base, Phylum::WildOfTameGenus | Phylum::WildOfRestiveGenus)
        && let Some(p) = reversible(&options, base, (gp, gm))?
    {
        return Ok(p);
    }
    Ok(Phylum::Wild)
}

/// Values seen among options, for their mex.
#[derive(Default)]
struct Seen {
    plus: Vec<u64>,
    minus: Vec<u64>,
}

impl Seen {
    fn add(&mut self, (p, m): (u32, u32)) {
        self.plus.push(p.into());
        self.minus.push(m.into());
    }
    fn matches(&self, (gp, gm): (u32, u32)) -> bool {
        mex(self.plus.iter().copied()) == u64::from(gp)
            && mex(self.minus.iter().copied()) == u64::from(gm)
    }
}

/// A game of tame or restive values with a wild option: generally tame or
/// restive when each wild option reverses through a second option of the
/// right phylum and the same values, tameable when they revert to tameable
/// games; `None` when it is wild.
fn reversible(
    options: &[u32],
    base: Phylum,
    (gp, gm): (u32, u32),
) -> Result<Option<Phylum>, MisereError> {
    let tame_genus = base == Phylum::WildOfTameGenus;
    let (mut reversibly, mut tameable) = (true, tame_genus);
    let (mut tame, mut tameable_seen) = (Seen::default(), Seen::default());
    for &o in options {
        let p = phylum(o)?;
        if p.is_generally_tame() {
            tame.add(values(o));
            continue;
        }
        let (mut found, mut found_tameable) = ((false, false), (false, false));
        if tameable && p == Phylum::Tameable {
            tameable_seen.add(values(o));
            found_tameable = (true, true);
        }
        for x in table::options(o) {
            let px = phylum(x)?;
            let (xp, xm) = values(x);
            if px.is_generally_tame() && tame_genus {
                found.0 |= gm == xm;
                found.1 |= gp == xp;
            } else if px.is_restive_or_tame() && !tame_genus {
                found.0 |= gm == xm && (xp <= 1 || (xp ^ gm) <= 1);
                found.1 |= gp == xp && (xm <= 1 || (xm ^ gm) <= 1);
            } else if px == Phylum::Tameable && tameable {
                found_tameable.0 |= gm == xm;
                found_tameable.1 |= gp == xp;
            }
        }
        if found != (true, true) {
            reversibly = false;
            tameable &= found_tameable == (true, true);
            if !tameable {
                return Ok(None);
            }
        }
    }
    if reversibly && tame.matches((gp, gm)) {
        return Ok(Some(match tame_genus {
            true => Phylum::ReversiblyTame,
            false => Phylum::ReversiblyRestive,
        }));
    }
    if tameable {
        tame.plus.extend(tameable_seen.plus);
        tame.minus.extend(tameable_seen.minus);
        if tame.matches((gp, gm)) || (tame.plus.is_empty() && gp == 0) {
            return Ok(Some(Phylum::Tameable));
        }
    }
    Ok(None)
}

/// The genus of a misère game: `G⁺`, then the misère nim values `γ₀, γ₁,
/// …` of `G` plus ever more copies of `*2`, written up to where they repeat
/// with period 2, as CGSuite writes them (`0^120`; `2` for a nim heap's
/// genus and `a^γ₀` for another tame or restive game's, which the phylum
/// continues).
///
/// ```
/// use combinatorial_games::misere::MisereGame;
/// let g: MisereGame = "*[[2],1]".parse().unwrap();
/// let genus = g.genus();
/// assert_eq!(genus.to_string(), "2^1420");
/// assert_eq!(genus.nim_value(), 2);
/// assert_eq!((0..6).map(|n| genus.misere_value(n)).collect::<Vec<_>>(), [1, 4, 2, 0, 2, 0]);
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Genus {
    base: u32,
    /// The values written, `γ₀` first.
    sup: Vec<u32>,
    kind: Kind,
}

/// How a genus continues past what is written.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum Kind {
    NimHeap,
    Tame,
    Restive,
    Written,
}

impl Genus {
    /// `G⁺`, the normal-play nim value.
    ///
    /// ```
    /// use combinatorial_games::misere::MisereGame;
    /// assert_eq!(MisereGame::nim_heap(3).genus().nim_value(), 3);
    /// ```
    pub fn nim_value(&self) -> u32 {
        self.base
    }

    /// `γₙ`: the misère nim value of the game plus `n` copies of `*2`.
    ///
    /// ```
    /// use combinatorial_games::misere::MisereGame;
    /// let zero = MisereGame::zero().genus();
    /// assert_eq!([0, 1, 2, 3].map(|n| zero.misere_value(n)), [1, 2, 0, 2]);
    /// ```
    pub fn misere_value(&self, n: usize) -> u32 {
        if let Some(&v) = self.sup.get(n) {
            return v;
        }
        let flip = if n % 2 == 1 { 2 } else { 0 };
        match self.kind {
            Kind::NimHeap | Kind::Tame if n == 0 && self.base < 2 => 1 - self.base,
            Kind::NimHeap | Kind::Tame => self.base ^ flip,
            Kind::Restive if self.sup[0] < 4 => self.sup[0] ^ flip,
            Kind::Restive => self.base ^ flip,
            Kind::Written => self.sup[self.sup.len() - 2 + (self.sup.len() ^ n) % 2],
        }
    }

    /// The first index from which the values repeat with period 2.
    fn settles(&self) -> usize {
        match self.kind {
            Kind::NimHeap | Kind::Tame => {
                if self.base < 2 && self.sup.first() != Some(&self.base) {
                    2
                } else {
                    1
                }
            }
            Kind::Restive if self.sup[0] < 4 => 1,
            Kind::Restive => 2,
            Kind::Written => self.sup.len() - 1,
        }
    }
}

impl fmt::Display for Genus {
    /// CGSuite's form: `2^1420`, with commas and parentheses when a value
    /// has two digits (`0^(12,10)`).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.base)?;
        if self.sup.is_empty() {
            return Ok(());
        }
        f.write_str("^")?;
        let digits: Vec<String> = self.sup.iter().map(u32::to_string).collect();
        match self.sup.iter().any(|&v| v >= 10) {
            true => write!(f, "({})", digits.join(",")),
            false => f.write_str(&digits.concat()),
        }
    }
}

static GENERA: LazyLock<Mutex<FxHashMap<u32, Genus>>> = LazyLock::new(Default::default);

/// The genus of `g`.
pub(super) fn genus(g: u32) -> Result<Genus, MisereError> {
    let p = phylum(g)?;
    let (gp, gm) = values(g);
    let kind = match p {
        Phylum::NimHeap => Kind::NimHeap,
        _ if p.is_generally_tame() => Kind::Tame,
        _ if p.is_generally_restive() => Kind::Restive,
        _ => Kind::Written,
    };
    if kind != Kind::Written {
        let sup = if kind == Kind::NimHeap {
            vec![]
        } else {
            vec![gm]
        };
        return Ok(Genus {
            base: gp,
            sup,
            kind,
        });
    }
    if let Some(known) = lock(&GENERA).get(&g) {
        return Ok(known.clone());
    }
    let mut of_options = Vec::new();
    for o in table::options(g) {
        of_options.push(stacker::maybe_grow(64 * 1024, 1024 * 1024, || genus(o))?);
    }
    let found = from_options(gp, &of_options);
    lock(&GENERA).insert(g, found.clone());
    Ok(found)
}

/// The genus of a game with these options' genera, value by value up to
/// two past where every option's has settled, then cut back to where its
/// own settles.
fn from_options(base: u32, options: &[Genus]) -> Genus {
    let last = options.iter().map(Genus::settles).max().unwrap_or(0).max(1) + 2;
    let mut sup: Vec<u32> = Vec::with_capacity(last + 1);
    for n in 0..=last {
        let theirs = options.iter().map(|o| u64::from(o.misere_value(n)));
        let own = match n {
            0 => vec![],
            _ => vec![u64::from(sup[n - 1]), u64::from(sup[n - 1] ^ 1)],
        };
        // A mex is at most the number of values: a u32.
        sup.push(mex(theirs.chain(own)) as u32);
    }
    while sup.len() > 2 && sup[sup.len() - 1] == sup[sup.len() - 3] {
        sup.pop();
    }
    Genus {
        base,
        sup,
        kind: Kind::Written,
    }
}
