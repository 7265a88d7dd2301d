//! Temperature theory: thermographs, mean and temperature, cooling, heating
//! and overheating (Winning Ways ch. 6; Siegel, *Combinatorial Game
//! Theory*, II.5).
//!
//! A game's thermograph is drawn from temperature `t = -1` up. An integer
//! `n` is a mast at `n` from -1 (temperature -1); any other game has a left
//! scaffold, the greatest right wall of a Left option less `t`, and a right
//! scaffold, the least left wall of a Right option plus `t`. Its walls
//! follow the scaffolds up to the temperature where they meet, and from
//! there a vertical mast stands at the mean. So a number with denominator
//! `2^k` has temperature `-1/2^k`, as in CGSuite.
//!
//! ```
//! use combinatorial_games::{Dyadic, Game};
//! let g: Game = "{3|-2}".parse().unwrap();
//! assert_eq!(g.temperature().to_string(), "5/2");
//! assert_eq!(g.mean().to_string(), "1/2");
//! assert_eq!(Game::from(4).temperature(), Dyadic::from(-1));
//! assert_eq!("3/4".parse::<Game>().unwrap().temperature().to_string(), "-1/4");
//! // Cooling {3|-2} by 1 gives {2|-1}; by more than 5/2, the mean.
//! assert_eq!(g.cool(&Dyadic::from(1)).unwrap().to_string(), "{2|-1}");
//! assert_eq!(g.cool(&Dyadic::from(3)).unwrap().to_string(), "1/2");
//! ```

mod atomic;
mod closed;
mod confusion;
mod svg;
mod thermograph;
mod trajectory;

pub use atomic::AtomicWeightError;
pub use confusion::Interval;
pub use thermograph::{TemperatureError, Thermograph};
pub use trajectory::Trajectory;
