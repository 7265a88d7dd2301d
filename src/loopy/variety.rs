//! Upsums, downsums, degrees and varieties of stoppers (Siegel,
//! *Combinatorial Game Theory*, ch. VI; CGSuite's `CanonicalStopper`),
//! and the shape of a number plus a tiny or a miny.

use super::LoopyError;
use super::sided::SidedValue;
use super::sides::Side;
use super::stopper::Stopper;
use crate::short::Player;

impl Stopper {
    /// The sum with `other` as a sided value (a sum of stoppers need not
    /// be a stopper).
    fn sided_sum(&self, other: &Stopper) -> Result<SidedValue, LoopyError> {
        SidedValue::from(self.clone()).checked_add(&SidedValue::from(other.clone()))
    }

    /// The upsum `G +⁺ H`: the onside of `G + H`, where endless play is
    /// Left's win.
    ///
    /// ```
    /// use combinatorial_games::loopy::Stopper;
    /// // on + off is dud, whose onside is on.
    /// assert_eq!(Stopper::on().upsum(&Stopper::off()).unwrap(), Stopper::on());
    /// ```
    pub fn upsum(&self, other: &Stopper) -> Result<Stopper, LoopyError> {
        self.sided_sum(other)?.side(Side::On).cloned()
    }

    /// The downsum `G +⁻ H`: the offside of `G + H`.
    ///
    /// ```
    /// use combinatorial_games::loopy::Stopper;
    /// assert_eq!(Stopper::on().downsum(&Stopper::off()).unwrap(), Stopper::off());
    /// ```
    pub fn downsum(&self, other: &Stopper) -> Result<Stopper, LoopyError> {
        self.sided_sum(other)?.side(Side::Off).cloned()
    }

    /// The degree `G +⁺ -G` (Siegel, ch. VI): how far `G` is from
    /// cancelling; `0` for short games.
    ///
    /// ```
    /// use combinatorial_games::loopy::Stopper;
    /// // over - over = over + under has onside over.
    /// assert_eq!(Stopper::over().degree().unwrap(), Stopper::over());
    /// ```
    pub fn degree(&self) -> Result<Stopper, LoopyError> {
        self.upsum(&-self.clone())
    }

    /// Whether `G + G = G` (`on`, `off`, `over`, `0`).
    ///
    /// ```
    /// use combinatorial_games::loopy::Stopper;
    /// assert!(Stopper::over().is_idempotent().unwrap());
    /// assert!(!Stopper::upon().is_idempotent().unwrap());
    /// ```
    pub fn is_idempotent(&self) -> Result<bool, LoopyError> {
        SidedValue::from(self.clone()).is_idempotent()
    }

    /// The upsum and downsum varieties of `G` for its degree `D`.
    fn varieties(&self) -> Result<(Stopper, Stopper), LoopyError> {
        let degree = self.degree()?;
        Ok((self.upsum_variety(&degree)?, self.downsum_variety(&degree)?))
    }

    /// The upsum variety of `G` for an idempotent `D`: `G +⁺ (-G +⁻ -D)`
    /// (CGSuite's `UpsumVariety`; with `D` the degree of a stable `G`, its
    /// [variety](Stopper::variety)).
    ///
    /// # Errors
    ///
    /// [`LoopyError::DegreeNotIdempotent`] when `D + D ≠ D`.
    ///
    /// ```
    /// use combinatorial_games::loopy::Stopper;
    /// // CGSuite's GameTest: upon.UpsumVariety(^.Pow(on)) = v<on>.
    /// let d: Stopper = "{0||0|0,pass}".parse().unwrap();   // ^<on>
    /// assert_eq!(Stopper::upon().upsum_variety(&d).unwrap().to_string(), "v<on>");
    /// ```
    pub fn upsum_variety(&self, degree: &Stopper) -> Result<Stopper, LoopyError> {
        idempotent(degree)?;
        self.upsum(&(-self.clone()).downsum(&-degree.clone())?)
    }

    /// The downsum variety of `G` for an idempotent `D`: `G +⁻ (-G +⁺ D)`
    /// (CGSuite's `DownsumVariety`).
    ///
    /// # Errors
    ///
    /// [`LoopyError::DegreeNotIdempotent`] when `D + D ≠ D`.
    ///
    /// ```
    /// use combinatorial_games::loopy::Stopper;
    /// // CGSuite's GameTest: upon.DownsumVariety(^.Pow(on)) = v<on>.
    /// let d: Stopper = "{0||0|0,pass}".parse().unwrap();
    /// assert_eq!(Stopper::upon().downsum_variety(&d).unwrap().to_string(), "v<on>");
    /// ```
    pub fn downsum_variety(&self, degree: &Stopper) -> Result<Stopper, LoopyError> {
        idempotent(degree)?;
        self.downsum(&(-self.clone()).upsum(degree)?)
    }

    /// Whether `G` is stable: its upsum and downsum varieties agree (every
    /// short game is). An error when its degree is not idempotent.
    ///
    /// ```
    /// use combinatorial_games::loopy::{LoopyError, Stopper};
    /// assert!(Stopper::over().is_stable().unwrap());
    /// // Grenville's unstable game, from CGSuite's tests.
    /// let g: Stopper = "a{0|{0||||0,*2|||a|0||0}||0}".parse().unwrap();
    /// assert!(!g.is_stable().unwrap());
    /// ```
    pub fn is_stable(&self) -> Result<bool, LoopyError> {
        let (up, down) = self.varieties()?;
        Ok(up == down)
    }

    /// The variety of a stable `G`: the `V` with `G = V` up to its degree,
    /// `G +⁺ (-G +⁻ -D)` for the degree `D`. An error, naming why, when the
    /// degree is not idempotent or `G` is not stable.
    ///
    /// ```
    /// use combinatorial_games::loopy::Stopper;
    /// assert_eq!(Stopper::over().variety().unwrap(), Stopper::over());
    /// ```
    pub fn variety(&self) -> Result<Stopper, LoopyError> {
        let (up, down) = self.varieties()?;
        if up == down {
            Ok(up)
        } else {
            Err(LoopyError::NotStable {
                game: self.to_string(),
            })
        }
    }

    /// Whether `G` is a number plus a tiny or a miny: `{x || x | y}` with
    /// `y - x ≤ under`, or `{z | x || x}` with `x - z ≤ under`, for a
    /// number `x` (CGSuite's `IsNumberTiny`; `Tiny(on)` = `{0||0|off}`).
    ///
    /// ```
    /// use combinatorial_games::loopy::Stopper;
    /// let tiny_on: Stopper = "{0||0|off}".parse().unwrap();
    /// assert!(tiny_on.is_number_tiny().unwrap());
    /// assert!(!Stopper::over().is_number_tiny().unwrap());
    /// ```
    pub fn is_number_tiny(&self) -> Result<bool, LoopyError> {
        for p in [Player::Left, Player::Right] {
            let (near, far) = (self.options(p), self.options(p.other()));
            let [x] = &near[..] else { return Ok(false) };
            let [f] = &far[..] else { return Ok(false) };
            let Some(number) = x.to_game().filter(|g| g.is_number()) else {
                continue;
            };
            let (back, beyond) = (f.options(p), f.options(p.other()));
            let ([b], [y]) = (&back[..], &beyond[..]) else {
                continue;
            };
            // For Left's number x: y - x ≤ under; for Right's: x - y ≤ under.
            let gap = Stopper::from_game(&-number)?.checked_add(y)?;
            let gap = if p == Player::Left { gap } else { -gap };
            if b == x && gap.leq(&Stopper::under())? {
                return Ok(true);
            }
        }
        Ok(false)
    }
}

/// `Ok` when `d + d = d`, as a variety needs of its degree.
fn idempotent(d: &Stopper) -> Result<(), LoopyError> {
    if d.is_idempotent()? {
        Ok(())
    } else {
        Err(LoopyError::DegreeNotIdempotent {
            degree: d.to_string(),
        })
    }
}
