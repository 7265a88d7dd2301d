//! What every position of the catalogue can do: list its moves in words,
//! give its value or nim-value, and be searched for a verdict.

use std::fmt;

use super::Entry;
use crate::loopy::{LoopyError, SidedValue};
use crate::play::{Part, Searcher, TooLarge, Verdict};
use crate::retrograde::{Progress, Solved, Value, choose};
use crate::short::{Game, Player};

/// One move: what it is, in words, and the position it leads to.
///
/// ```
/// use combinatorial_games::games;
/// // Nim with one pile of 2: take 1 or take 2.
/// let p = games::parse("nim", "2").unwrap();
/// let after: Vec<String> = p.moves().iter().map(|m| m.after.board()).collect();
/// assert_eq!(after.len(), 2);
/// assert!(after.contains(&"1".to_string()) && after.contains(&"0".to_string()));
/// ```
#[derive(Clone, Debug)]
pub struct Move {
    /// The move as a sentence, as in "take 2 from pile 1 (3 -> 1)".
    pub text: String,
    /// The position after it.
    pub after: Box<dyn Position>,
}

/// A move worth playing in a partizan position, with where it leads.
///
/// ```
/// use combinatorial_games::games::{self, Analysis};
/// // Domineering 1 x 2 lying flat: only Right can play, to 0.
/// let p = games::parse("domineering", "..").unwrap();
/// let Analysis::Partizan { left, right, .. } = p.analysis() else { panic!() };
/// assert!(left.is_empty());
/// assert_eq!(right.len(), 1);
/// assert_eq!(right[0].value, combinatorial_games::Game::zero());
/// ```
#[derive(Clone, Debug, PartialEq)]
pub struct GoodMove {
    /// The move in words.
    pub text: String,
    /// The board after it.
    pub board: String,
    /// Its value.
    pub value: Game,
}

/// A move in a loopy game, with where it leads and its value there.
///
/// ```
/// use combinatorial_games::games::{self, Analysis};
/// let p = games::parse("fox", games::find("fox").unwrap().example).unwrap();
/// let Analysis::Loopy { left, right, .. } = p.analysis() else { panic!() };
/// // Both sides have moves in the example position.
/// assert!(!left.is_empty() && !right.is_empty());
/// ```
#[derive(Clone, Debug)]
pub struct LoopyMove {
    /// The move in words.
    pub text: String,
    /// The board after it.
    pub board: String,
    /// Its value.
    pub value: SidedValue,
}

/// What `cgame GAME BOARD` shows of a position.
///
/// ```
/// use combinatorial_games::games::{self, Analysis};
/// // Nim 1 2: the one winning move is to 1 1 (nim-value 1 xor 2 = 3).
/// let p = games::parse("nim", "1 2").unwrap();
/// let Analysis::Impartial { nim_value, winning_moves } = p.analysis() else { panic!() };
/// assert_eq!((nim_value, winning_moves.len()), (3, 1));
/// ```
#[derive(Clone, Debug)]
pub enum Analysis {
    /// An impartial position: its nim-value and the moves that win (those
    /// to a position of value 0).
    Impartial {
        /// The nim-value.
        nim_value: u64,
        /// The winning moves in words.
        winning_moves: Vec<String>,
    },
    /// A position of a game with ties or draws (Mancala, Dao): its result
    /// and each move's result for the player making it; `None` where the
    /// game is too large to solve here.
    Solved {
        /// The result for the player to move.
        result: Option<Solved>,
        /// Each move in words, with its result for the mover.
        moves: Vec<(String, Option<Solved>)>,
    },
    /// A position of a loopy game (Fox and Geese): its value, or why it
    /// could not be found, and each player's moves with their values.
    Loopy {
        /// The value as a loopy game.
        value: Result<SidedValue, LoopyError>,
        /// Left's moves.
        left: Vec<LoopyMove>,
        /// Right's moves.
        right: Vec<LoopyMove>,
    },
    /// A partizan position: its value and each player's moves worth
    /// playing (every move not dominated by another).
    Partizan {
        /// The canonical value.
        value: Game,
        /// Left's moves worth playing.
        left: Vec<GoodMove>,
        /// Right's moves worth playing.
        right: Vec<GoodMove>,
    },
}

/// How an impartial position splits for the search.
///
/// ```
/// use combinatorial_games::games::{self, Split};
/// // Kayles: a row of pins with a gap is two independent rows.
/// let p = games::parse("kayles", "||.|||").unwrap();
/// let Split::Parts(parts) = p.split() else { panic!() };
/// assert_eq!(parts.len(), 2);
/// // Treblecross: three crosses in a row have ended the game, lost for the
/// // player to move; two with a gap beside them win at once.
/// assert!(matches!(games::parse("treblecross", "XXX.").unwrap().split(), Split::Over));
/// assert!(matches!(games::parse("treblecross", "XX..").unwrap().split(), Split::WinNow));
/// ```
#[derive(Clone, Debug)]
pub enum Split {
    /// Independent parts: the position is their sum.
    Parts(Vec<Part>),
    /// The game is over: the player to move has lost.
    Over,
    /// The player to move wins with the next move.
    WinNow,
    /// A partizan position: searched whole.
    Whole,
}

/// A position of a game in the catalogue, with the player to move where
/// that matters.
///
/// ```
/// use combinatorial_games::games;
/// use combinatorial_games::Game;
/// // Every game of the catalogue reads its boards into a Position.
/// let p = games::parse("toads", "T_F").unwrap();
/// assert_eq!(p.entry().name, "Toads and Frogs");
/// // T_F: each player has one move, to TF_ or _TF, both 0: {0|0} = *.
/// assert_eq!(p.value(), Some("*".parse::<Game>().unwrap()));
/// ```
pub trait Position: fmt::Display + fmt::Debug + Send + Sync {
    /// The game.
    fn entry(&self) -> &'static Entry;

    /// The board as text, in the format [`Entry::parse`] reads.
    fn board(&self) -> String;

    /// Who is to move, for partizan games; `None` for impartial ones.
    fn to_move(&self) -> Option<Player> {
        None
    }

    /// The legal moves, in words, with the positions they lead to.
    fn moves(&self) -> Vec<Move>;

    /// How many moves [`Position::moves`] lists, counted without listing
    /// them where they could be many (a Nim pile of a billion has a
    /// billion): a server checks it before any work. Saturates at
    /// `u64::MAX`.
    ///
    /// ```
    /// use combinatorial_games::games;
    /// let nim = games::parse("nim", "1000000000 3").unwrap();
    /// assert_eq!(nim.move_count(), 1_000_000_003);
    /// let kayles = games::parse("kayles", "II.I").unwrap();
    /// assert_eq!(kayles.move_count(), kayles.moves().len() as u64);
    /// ```
    fn move_count(&self) -> u64 {
        self.moves().len() as u64
    }

    /// The legal moves, or `None` when there are more than `limit`: a walk
    /// that bounds the moves it lists asks this. The default counts first
    /// ([`Position::move_count`]), so that a pile of a billion is never
    /// listed; games whose count is found by listing override it to list
    /// once.
    ///
    /// ```
    /// use combinatorial_games::games;
    /// let nim = games::parse("nim", "1000000000").unwrap();
    /// assert!(nim.moves_at_most(1000).is_none());
    /// // Cram 2 x 2: four places for a domino, two across and two down.
    /// let cram = games::parse("cram", "..|..").unwrap();
    /// assert_eq!(cram.moves_at_most(4).map(|m| m.len()), Some(4));
    /// assert!(cram.moves_at_most(3).is_none());
    /// ```
    fn moves_at_most(&self, limit: u64) -> Option<Vec<Move>> {
        (self.move_count() <= limit).then(|| self.moves())
    }

    /// The positions `player` can move to from here, whoever is to move:
    /// the options of the game position, as CGSuite's `G.LeftOptions`
    /// lists them. Each has `player`'s opponent to move. The default
    /// serves impartial games, where both players have the moves
    /// [`Position::moves`] lists; partizan games give each player's own;
    /// `None` for games outside normal play (Mancala, Dao), whose moves
    /// belong to whoever is to move.
    ///
    /// ```
    /// use combinatorial_games::games;
    /// use combinatorial_games::Player;
    /// // Left places vertical dominoes: two columns, so two moves.
    /// let board = games::parse("domineering", "..|..").unwrap();
    /// assert_eq!(board.options(Player::Left).unwrap().len(), 2);
    /// // Kayles on three pins: take one (three ways) or two neighbours (two).
    /// let kayles = games::parse("kayles", "III").unwrap();
    /// assert_eq!(kayles.options(Player::Right).unwrap().len(), 5);
    /// ```
    fn options(&self, player: Player) -> Option<Vec<Box<dyn Position>>> {
        let _ = player;
        self.to_move()
            .is_none()
            .then(|| self.moves().into_iter().map(|m| m.after).collect())
    }

    /// The board without the player to move: two positions with the same
    /// text are the same game position, whoever is to move. The default
    /// is [`Position::board`], right for games whose boards do not name
    /// a player.
    ///
    /// ```
    /// use combinatorial_games::games;
    /// let board = games::parse("domineering", "..|.. R").unwrap();
    /// assert_eq!(board.board(), "..|.. R");
    /// assert_eq!(board.board_alone(), "..|..");
    /// ```
    fn board_alone(&self) -> String {
        self.board()
    }

    /// The value: a nimber for impartial games, the canonical form for
    /// partizan ones (whoever is to move); `None` for games outside normal
    /// play (Mancala, Dao), whose positions are won, lost, tied or drawn.
    fn value(&self) -> Option<Game>;

    /// The value as a loopy game, for games whose positions can repeat
    /// (Fox and Geese); `None` for the others.
    fn loopy_value(&self) -> Option<Result<SidedValue, LoopyError>> {
        None
    }

    /// Whether [`Position::value`] is always `Some`, so that the
    /// expression language may find it only when it is asked for. The
    /// partizan games of normal play say so.
    #[doc(hidden)]
    fn always_valued(&self) -> bool {
        false
    }

    /// Who wins, by a search for winning moves rather than from the value
    /// ([`crate::rulesets::Ruleset::outcome_by_search`]): `None` for a game
    /// without this search. The expression language's `OutcomeClass` of a
    /// board uses it.
    #[doc(hidden)]
    fn outcome_by_search(&self) -> Option<crate::short::Outcome> {
        None
    }

    /// Each player's winning moves, Left's then Right's, found by a search
    /// for winning moves without the value
    /// ([`crate::rulesets::Ruleset::winning_moves`]): a move wins when the
    /// other player, to move after it, loses. Who wins follows from which
    /// lists are empty ([`crate::Outcome::from_first_wins`]). `None` for a
    /// game without this search: impartial games (whose
    /// [`Position::analysis`] names the winning moves already), games with
    /// ties or draws, and loopy games.
    ///
    /// ```
    /// use combinatorial_games::games;
    /// // xo.xxo is * + ^ = ^*: Left wins only by capturing in xo, Right
    /// // only in xxo.
    /// let p = games::parse("clobber", "xo.xxo").unwrap();
    /// let [left, right] = p.winning_moves_by_search().unwrap();
    /// assert_eq!(left.len(), 1);
    /// assert_eq!(left[0].after.board(), ".x.xxo R");
    /// assert_eq!(right.len(), 1);
    /// assert_eq!(right[0].after.board(), "xo.xo.");
    /// ```
    fn winning_moves_by_search(&self) -> Option<[Vec<Move>; 2]> {
        None
    }

    /// One player's winning moves, as [`Position::winning_moves_by_search`]
    /// finds them, searching after that player's moves only.
    ///
    /// ```
    /// use combinatorial_games::{Player, games};
    /// // In xo.xxo Left wins only by capturing in xo.
    /// let p = games::parse("clobber", "xo.xxo").unwrap();
    /// let left = p.winning_moves_for(Player::Left).unwrap();
    /// assert_eq!(left.len(), 1);
    /// assert_eq!(left[0].after.board(), ".x.xxo R");
    /// ```
    fn winning_moves_for(&self, player: Player) -> Option<Vec<Move>> {
        let [left, right] = self.winning_moves_by_search()?;
        Some(match player {
            Player::Left => left,
            Player::Right => right,
        })
    }

    /// The nim-value of the impartial variant (either player may make any
    /// move of either's), found part by part: `None` for a game without
    /// this shortcut (whose moves are walked instead), `Some(None)` past
    /// `max_positions` positions. The expression language's
    /// `ImpartialVariant` uses it.
    #[doc(hidden)]
    fn impartial_variant_nim(&self, max_positions: usize) -> Option<Option<u64>> {
        let _ = max_positions;
        None
    }

    /// The value and the moves worth playing.
    fn analysis(&self) -> Analysis;

    /// For impartial games: the moves that leave a position of nim-value
    /// `target`, in words (the winning moves when `target` is 0). The
    /// default finds them by the values of the positions after each move.
    fn moves_to(&self, target: u64) -> Vec<String> {
        self.moves()
            .into_iter()
            .filter(|m| m.after.value().and_then(|g| g.as_nimber()) == Some(target))
            .map(|m| m.text)
            .collect()
    }

    /// How the position splits into parts for the search.
    fn split(&self) -> Split;

    /// Whether this position can be played misère, where the player who
    /// makes the last move loses ([`misere`](trait.Position.html#method.misere)): impartial games that end
    /// when no move is left and whose moves are single plies, and sums of
    /// them. Not Treblecross, which ends at three in a row, nor Dawson's
    /// Chess, whose moves are a push with the captures it forces.
    ///
    /// ```
    /// use combinatorial_games::games;
    /// assert!(games::parse("kayles", "5").unwrap().has_misere_play());
    /// assert!(!games::parse("treblecross", "5").unwrap().has_misere_play());
    /// ```
    fn has_misere_play(&self) -> bool {
        false
    }

    /// Whether this is a position under misère play.
    ///
    /// ```
    /// use combinatorial_games::games;
    /// let nim = games::parse("nim", "1 2").unwrap();
    /// assert!(!nim.is_misere());
    /// assert!(nim.misere().unwrap().is_misere());
    /// ```
    fn is_misere(&self) -> bool {
        false
    }

    /// Why the game is over here when that is not for want of a move, in
    /// words: "three in a row" in Treblecross. `None` otherwise.
    fn ended(&self) -> Option<&'static str> {
        None
    }

    /// What the position is worth to the player to move with perfect
    /// play (won or lost under normal play; Mancala can also be tied and
    /// Dao drawn), and in how many moves. An impartial position too large
    /// to search within the searcher's budget gets its value from its
    /// nim-value ([`Position::closed_form`]), with the remoteness `None`.
    fn verdict(&self, s: &mut Searcher) -> Result<Solved, TooLarge> {
        match self.split() {
            Split::Parts(parts) => match s.impartial(&parts) {
                Ok(v) => Ok(solved(v)),
                Err(e) => self.closed_form().ok_or(e),
            },
            Split::Over => Ok(solved(Verdict::LOST)),
            Split::WinNow => Ok(solved(Verdict::WIN_NOW)),
            // Partizan positions search themselves.
            Split::Whole => Err(TooLarge { limit: 0 }),
        }
    }

    /// Win or lose without a search, for impartial positions: the player
    /// to move wins exactly when the nim-value is not 0 (the remoteness is
    /// `None`: finding it takes a search). Immediate ends keep their
    /// remoteness. `None` for partizan games.
    ///
    /// ```
    /// use combinatorial_games::games;
    /// let nim = games::parse("nim", "1000_2000_3000").unwrap();
    /// assert_eq!(nim.closed_form().unwrap().to_string(), "win");
    /// ```
    fn closed_form(&self) -> Option<Solved> {
        match self.split() {
            Split::Over => Some(solved(Verdict::LOST)),
            Split::WinNow => Some(solved(Verdict::WIN_NOW)),
            Split::Parts(_) => {
                let n = self.value()?.as_nimber()?;
                let value = if n == 0 { Value::Lose } else { Value::Win };
                Some(Solved {
                    value,
                    remoteness: None,
                })
            }
            Split::Whole => None,
        }
    }

    /// Does the slow work an answer about this position needs, reporting
    /// its progress: for Mancala and Dao, the solve of every position
    /// reachable from here (or reading it from the disk cache). Nothing
    /// for the other games, whose searches are bounded by a [`Searcher`].
    /// Errors when the table would be too large.
    fn prepare(&self, progress: &mut dyn FnMut(Progress)) -> Result<(), TooLarge> {
        let _ = progress;
        Ok(())
    }

    /// The position in GamesCrafters' string form, for the games that
    /// have one (Mancala, Kalah and Dao: see [`MancalaBoard::to_gamescrafters`](super::MancalaBoard::to_gamescrafters)
    /// and [`DaoBoard::to_gamescrafters`](super::DaoBoard::to_gamescrafters)); `None` for the rest. The
    /// game's board reader accepts it too.
    fn gamescrafters(&self) -> Option<String> {
        None
    }

    /// A copy in a box.
    fn clone_box(&self) -> Box<dyn Position>;
}

impl Clone for Box<dyn Position> {
    fn clone(&self) -> Box<dyn Position> {
        self.clone_box()
    }
}

impl dyn Position {
    /// Who is to move in words, as in "Left (toads)"; `None` for impartial
    /// games.
    ///
    /// ```
    /// use combinatorial_games::games;
    /// let toads = games::parse("toads", "T_F").unwrap();
    /// assert_eq!(toads.to_move_text().as_deref(), Some("Left (toads)"));
    /// assert_eq!(games::parse("kayles", "|||").unwrap().to_move_text(), None);
    /// ```
    pub fn to_move_text(&self) -> Option<String> {
        let p = self.to_move()?;
        Some(match self.entry().sides {
            Some(sides) => format!("{p} ({})", sides[p as usize]),
            None => p.to_string(),
        })
    }

    /// Every move with what it is worth to the player making it: the
    /// result after it, seen from the mover's side (the same result when
    /// the mover moves again, as after Mancala's extra turn).
    ///
    /// ```
    /// use combinatorial_games::games;
    /// use combinatorial_games::play::Searcher;
    /// use combinatorial_games::retrograde::Value;
    /// // Kayles, two pins side by side: taking both wins; taking one leaves
    /// // the other to the opponent, who takes it and wins.
    /// let p = games::parse("kayles", "||").unwrap();
    /// let judged = p.judged_moves(&mut Searcher::default()).unwrap();
    /// let wins = judged.iter().filter(|(_, v)| v.value == Value::Win).count();
    /// assert_eq!((judged.len(), wins), (3, 1));
    /// ```
    pub fn judged_moves(&self, s: &mut Searcher) -> Result<Vec<(Move, Solved)>, TooLarge> {
        Ok(self.judgement(s)?.1)
    }

    /// The position's result and every move's, for the player making it.
    /// When the position's search runs past the budget and it has a
    /// closed form, the moves are judged by their closed forms too (no
    /// search each: they are about as large), without remoteness.
    ///
    /// ```
    /// use combinatorial_games::games;
    /// use combinatorial_games::play::Searcher;
    /// use combinatorial_games::retrograde::Value;
    /// // Nim 1 1 is lost, and so is each of its two moves for the mover.
    /// let p = games::parse("nim", "1 1").unwrap();
    /// let (result, moves) = p.judgement(&mut Searcher::default()).unwrap();
    /// assert_eq!((result.value, result.remoteness), (Value::Lose, Some(2)));
    /// assert!(moves.iter().all(|(_, v)| v.value == Value::Lose));
    /// ```
    pub fn judgement(&self, s: &mut Searcher) -> Result<(Solved, Vec<(Move, Solved)>), TooLarge> {
        let me = self.to_move();
        let verdict = self.verdict(s)?;
        let searched = verdict.remoteness.is_some() || verdict.value == Value::Draw;
        let moves = self
            .moves()
            .into_iter()
            .map(|m| {
                let after = if searched {
                    m.after.verdict(s)?
                } else {
                    m.after.closed_form().ok_or(TooLarge { limit: 0 })?
                };
                let again = me.is_some() && m.after.to_move() == me;
                Ok((m, if again { after } else { after.flipped() }))
            })
            .collect::<Result<_, TooLarge>>()?;
        Ok((verdict, moves))
    }

    /// The computer's move ([`choose`]): a win soonest, else a tie
    /// soonest, else a draw, else the loss that lasts longest. `None` when
    /// the game is over.
    ///
    /// ```
    /// use combinatorial_games::games;
    /// use combinatorial_games::play::Searcher;
    /// // Kayles "||": the computer takes both pins, and nothing is left.
    /// let p = games::parse("kayles", "||").unwrap();
    /// let best = p.best_move(&mut Searcher::default()).unwrap().unwrap();
    /// assert!(best.after.moves().is_empty());
    /// ```
    pub fn best_move(&self, s: &mut Searcher) -> Result<Option<Move>, TooLarge> {
        let mut judged = self.judged_moves(s)?;
        let results: Vec<Solved> = judged.iter().map(|(_, v)| *v).collect();
        Ok(choose(&results).map(|i| judged.swap_remove(i).0))
    }
}

/// A normal-play verdict as a result: a win or a loss.
pub(crate) fn solved(v: Verdict) -> Solved {
    if v.win {
        Solved::win(v.remoteness)
    } else {
        Solved::lose(v.remoteness)
    }
}
