//! Identities of loopy games from the literature, each checked here as a
//! doctest beside its source.
//!
//! The sources are Berlekamp, Conway and Guy, *Winning Ways for your
//! Mathematical Plays* (2nd ed., vol. 2, 2003), ch. 11 "Games Infinite and
//! Indefinite" (WW below), and Siegel, *Combinatorial Game Theory* (AMS,
//! 2013), ch. VI "Loopy Games" (CGT below). Where a book states a fact
//! without a worked number, the short derivation given is by hand from
//! the definitions. This module holds no code.
//!
//! # `on`, `off` and `dud`
//!
//! WW ch. 11: `on = {on|}` and `off = {|off}`, so that Left can always
//! move in `on` and Right in `off`; `on` is at least every game and `off`
//! at most. Their sum `dud = {dud|dud}`, the *deathless universal draw*,
//! is a draw whoever starts, and absorbs every game: `dud + G = dud`.
//!
//! ```
//! use combinatorial_games::loopy::{LoopyOutcome, Side, SidedValue, Stopper};
//! let s = |t: &str| t.parse::<Stopper>().unwrap();
//! assert_eq!(s("{pass|}"), Stopper::on());
//! assert_eq!(s("a{a|}"), Stopper::on());
//! for g in ["0", "1000", "-7/8", "+-5", "^", "over", "upon", "{0||0|off}"] {
//!     assert!(s(g) <= Stopper::on() && Stopper::off() <= s(g), "{g}");
//! }
//! let dud = SidedValue::from(Stopper::on())
//!     .checked_add(&SidedValue::from(Stopper::off()))
//!     .unwrap();
//! assert_eq!(dud, SidedValue::dud());
//! assert_eq!(dud.outcome(), LoopyOutcome::D);
//! assert!(dud.side(Side::On).unwrap().is_on() && dud.side(Side::Off).unwrap().is_off());
//! for g in ["5", "-1/2", "*", "over", "upon"] {
//!     let g: SidedValue = g.parse().unwrap();
//!     assert_eq!(dud.checked_add(&g).unwrap(), dud);
//! }
//! ```
//!
//! By hand: in `on + G - on = on + G + off` Left, moving second, always
//! has a move (her pass in `on`), so Right never wins; endless play is
//! hers when `≥` is asked. Hence `on + x = on` for every number `x`:
//!
//! ```
//! # use combinatorial_games::loopy::Stopper;
//! let on = Stopper::on();
//! for x in ["1", "-1000", "3/8"] {
//!     let x: Stopper = x.parse().unwrap();
//!     assert_eq!(on.checked_add(&x).unwrap(), on);
//! }
//! ```
//!
//! # `over` and `under`
//!
//! WW ch. 11: `over = {0|over}` (`{0|pass}`) is positive yet less than
//! every positive number, and `under = {under|0} = -over`. By hand, in
//! `2^-n + under` Left passes in `under` at each turn, and Right can only
//! raise the number (finitely often) or move `under` to 0, which leaves a
//! positive number: Left wins whoever starts, so `over < 2^-n`.
//!
//! ```
//! use combinatorial_games::loopy::Stopper;
//! use combinatorial_games::Outcome;
//! let over: Stopper = "{0|pass}".parse().unwrap();
//! assert_eq!(over, Stopper::over());
//! assert_eq!(over.outcome(), Outcome::L);
//! for x in ["1", "1/2", "1/1024", "1/1048576"] {
//!     assert!(Stopper::zero() < over && over < x.parse().unwrap(), "over < {x}");
//! }
//! assert_eq!(-over.clone(), Stopper::under());
//! assert_eq!("{pass|0}".parse::<Stopper>().unwrap(), Stopper::under());
//! ```
//!
//! A number plus `over` lies above the number and below every larger
//! one; CGSuite prints it `xover` (WW's `x + over`):
//!
//! ```
//! # use combinatorial_games::loopy::Stopper;
//! let s = |t: &str| t.parse::<Stopper>().unwrap();
//! let x_over = s("5").checked_add(&Stopper::over()).unwrap();
//! assert_eq!(x_over.to_string(), "5over");
//! assert!(s("5") < x_over && x_over < s("5+1/4096"));
//! ```
//!
//! CGSuite's own table of stoppers (its `CanonicalStopperTestCase`) gives
//! `over` as idempotent, `over + over = over`, and the degree of `over`,
//! the onside of `over - over`, as `over` itself (CGT ch. VI defines the
//! degree of `G` as the onside of `G - G`). `over - over` is no stopper:
//! each player can pass in turn for ever, so its sides differ.
//!
//! ```
//! use combinatorial_games::loopy::{Side, SidedValue, Stopper};
//! let over = Stopper::over();
//! assert_eq!(over.checked_add(&over).unwrap(), over);
//! assert_eq!(over.degree().unwrap(), over);
//! assert!(over.checked_add(&Stopper::under()).is_err());
//! let d = SidedValue::from(over.clone()).checked_add(&SidedValue::from(-over.clone())).unwrap();
//! assert_eq!(d.side(Side::On).unwrap(), &over);
//! assert_eq!(d.side(Side::Off).unwrap(), &Stopper::under());
//! ```
//!
//! # `upon`
//!
//! WW ch. 11: `upon = {pass|*}`, "up-on". By hand it is positive (Right's
//! only move is to `*`, and Left answers to 0; Left moving first passes and
//! the same follows), and lies strictly between `↑` and `⇑`:
//!
//! - in `upon + ↓`, Right moving first goes to `* + ↓`, where Left moves
//!   to 0, or to `upon`, positive: so `upon ≥ ↑`; in `↑ - upon`, Right
//!   passes and wins, so not `↑ ≥ upon`;
//! - in `⇑ - upon`, Right moving first either passes, and Left moves to
//!   `⇑* > 0`, or moves to `↑* - upon`, and Left moves to `↑ > 0`: so
//!   `upon ≤ ⇑`; in `upon + ⇓`, Right moves to `* + ⇓ < 0`: not `upon ≥ ⇑`.
//!
//! And `upon + *` is a first player's win: Left moves `*` to 0, leaving
//! `upon`; Right moves `upon` to `*`, leaving `* + * = 0`.
//!
//! ```
//! use combinatorial_games::loopy::Stopper;
//! use combinatorial_games::{Game, Outcome};
//! let s = |t: &str| t.parse::<Stopper>().unwrap();
//! let upon = s("{pass|*}");
//! assert_eq!(upon, Stopper::upon());
//! assert_eq!(upon.outcome(), Outcome::L);
//! assert!(s("^") < upon && upon < s("^^"));
//! let star = Stopper::from_game(&Game::star()).unwrap();
//! assert_eq!(upon.checked_add(&star).unwrap().outcome(), Outcome::N);
//! ```
//!
//! # `tiny` and `oof`
//!
//! WW ch. 11: `tiny = +_on = {0||0|off}` (CGSuite's `Tiny(on)`) is positive and smaller than every
//! positive short game, even than `+_x = {0||0|-x}` for every number `x`;
//! `oof = {0|off}` is less than every positive number but confused with
//! 0 (Left moving first wins by moving to 0, Right moving first by moving
//! to `off`).
//!
//! ```
//! use combinatorial_games::loopy::Stopper;
//! use combinatorial_games::Outcome;
//! let s = |t: &str| t.parse::<Stopper>().unwrap();
//! let tiny = s("{0||0|off}");
//! assert_eq!(tiny.outcome(), Outcome::L);
//! for g in ["{0||0|-5}", "{0||0|-1000}", "^", "1/64", "over", "{0|||0||0|-100}"] {
//!     assert!(tiny < s(g), "tiny < {g}");
//! }
//! let oof = s("{0|off}");
//! assert_eq!(oof.outcome(), Outcome::N);
//! for x in ["1", "1/8", "1/1024"] {
//!     assert!(oof < s(x), "oof < {x}");
//! }
//! ```
//!
//! # Stoppers with long cycles
//!
//! CGT ch. VI, Figure VI.3.2: `a{0||||0|||a|*||*}` is a stopper whose
//! simplest form keeps an irreducible cycle of four positions, so it is
//! printed as given.
//!
//! ```
//! # use combinatorial_games::loopy::Stopper;
//! let g: Stopper = "a{0||||0|||a|*||*}".parse().unwrap();
//! assert!(!g.is_plumtree() && !g.is_loopfree());
//! assert_eq!(g.to_string(), "a{0||||0|||a|*||*}");
//! ```
//!
//! # Sides that are no stoppers
//!
//! WW ch. 11: every loopy game was believed to have stoppers for its
//! onside and offside until Clive Bach found the *carousel*, whose sides
//! are no stoppers. A stopper is refused for it, with the reason:
//!
//! ```
//! use combinatorial_games::loopy::{LoopyError, Side, SidedValue};
//! let bach: SidedValue = "a{0,{1|1,{*,{1+*|1+*,a}|*}}|0}".parse().unwrap();
//! assert!(!bach.is_stopper_sided());
//! assert!(matches!(bach.side(Side::On), Err(LoopyError::NotStopperSided { .. })));
//! ```
