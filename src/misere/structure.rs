//! What CGSuite's `MisereCanonicalGame` tells of a form beyond its value:
//! genus, phylum, parity, parts and partitions.

use super::genus::{self, Genus, Phylum};
use super::order::even_part;
use super::{MisereError, MisereGame, link, parts};

fn expect<T>(r: Result<T, MisereError>) -> T {
    r.expect("misère forms within MAX_GAMES")
}

impl MisereGame {
    fn phylum(&self) -> Phylum {
        expect(genus::phylum(self.0))
    }

    /// The genus (see [`Genus`]).
    ///
    /// # Panics
    ///
    /// Past [`MAX_GAMES`](super::MAX_GAMES) forms (the genus of a game
    /// needs its sum with `*`).
    ///
    /// ```
    /// use combinatorial_games::misere::MisereGame;
    /// assert_eq!(MisereGame::zero().genus().to_string(), "0");
    /// assert_eq!("*[[2]]".parse::<MisereGame>().unwrap().genus().to_string(), "0^0");
    /// ```
    pub fn genus(&self) -> Genus {
        expect(genus::genus(self.0))
    }

    /// Whether the game is even: born before `G + *` (every game is even or
    /// is an even game plus `*`).
    ///
    /// # Panics
    ///
    /// Past [`MAX_GAMES`](super::MAX_GAMES) forms.
    ///
    /// ```
    /// use combinatorial_games::misere::MisereGame;
    /// assert!(MisereGame::nim_heap(2).is_even());
    /// assert!(!MisereGame::nim_heap(3).is_even());   // *2 + *
    /// ```
    pub fn is_even(&self) -> bool {
        !expect(even_part(self.0)).1
    }

    /// Whether the game is tame (hereditarily): its options are tame and its
    /// values `G⁺`, `G⁻` are equal or both at most 1, so in sums with tame
    /// games it plays as a nim heap.
    ///
    /// # Panics
    ///
    /// Past [`MAX_GAMES`](super::MAX_GAMES) forms.
    ///
    /// ```
    /// use combinatorial_games::misere::MisereGame;
    /// let two = MisereGame::nim_heap(2);
    /// assert!((two + two).is_tame());
    /// assert!(!"*[[2],0]".parse::<MisereGame>().unwrap().is_tame());
    /// ```
    pub fn is_tame(&self) -> bool {
        self.phylum().is_hereditarily_tame()
    }

    /// Whether the game is tame once options that reverse through a tame
    /// second option with the same values are set aside.
    ///
    /// # Panics
    ///
    /// Past [`MAX_GAMES`](super::MAX_GAMES) forms.
    ///
    /// ```
    /// use combinatorial_games::misere::MisereGame;
    /// let g: MisereGame = "*[[[2]],[[2],1]]".parse().unwrap();
    /// assert!(g.is_generally_tame() && !g.is_tame());
    /// ```
    pub fn is_generally_tame(&self) -> bool {
        self.phylum().is_generally_tame()
    }

    /// Whether the game is tameable: generally tame, or with wild options
    /// that all revert to tameable games.
    ///
    /// # Panics
    ///
    /// Past [`MAX_GAMES`](super::MAX_GAMES) forms.
    ///
    /// ```
    /// use combinatorial_games::misere::MisereGame;
    /// let g: MisereGame = "*[*[[2],1]+*[1],[[2],*[[2]]+*[1],[[2],0]]]".parse().unwrap();
    /// assert!(g.is_tameable() && !g.is_generally_tame());
    /// ```
    pub fn is_tameable(&self) -> bool {
        self.phylum().is_tameable()
    }

    /// Whether the game is restive: tame options, `G⁺ ≤ 1` and `G⁻ ≥ 2`.
    ///
    /// # Panics
    ///
    /// Past [`MAX_GAMES`](super::MAX_GAMES) forms.
    ///
    /// ```
    /// use combinatorial_games::misere::MisereGame;
    /// assert!("*[[2],0]".parse::<MisereGame>().unwrap().is_restive());
    /// ```
    pub fn is_restive(&self) -> bool {
        self.phylum() == Phylum::HereditarilyRestive
    }

    /// Whether the game is restive once reversible options are set aside.
    ///
    /// # Panics
    ///
    /// Past [`MAX_GAMES`](super::MAX_GAMES) forms.
    ///
    /// ```
    /// use combinatorial_games::misere::MisereGame;
    /// let g: MisereGame = "*[[[2],2,0],[[2],3],1]".parse().unwrap();
    /// assert!(g.is_generally_restive() && !g.is_restive());
    /// ```
    pub fn is_generally_restive(&self) -> bool {
        self.phylum().is_generally_restive()
    }

    /// Whether the game is restless: generally tame options, `G⁻ ≤ 1` and
    /// `G⁺ ≥ 2`.
    ///
    /// # Panics
    ///
    /// Past [`MAX_GAMES`](super::MAX_GAMES) forms.
    ///
    /// ```
    /// use combinatorial_games::misere::MisereGame;
    /// assert!("*[[2],1]".parse::<MisereGame>().unwrap().is_restless());
    /// ```
    pub fn is_restless(&self) -> bool {
        self.phylum() == Phylum::Restless
    }

    /// Whether the game is half-tame: not generally tame, while `G + G` is
    /// generally tame of genus `0^0`.
    ///
    /// # Panics
    ///
    /// Past [`MAX_GAMES`](super::MAX_GAMES) forms.
    ///
    /// ```
    /// use combinatorial_games::misere::MisereGame;
    /// assert!("*[[2],0]".parse::<MisereGame>().unwrap().is_half_tame());
    /// ```
    pub fn is_half_tame(&self) -> bool {
        if self.is_generally_tame() {
            return false;
        }
        let double = *self + *self;
        double.is_generally_tame() && double.nim_value() == 0 && double.misere_nim_value() == 0
    }

    /// Whether the game is introverted, a part of each of its options: only
    /// `0` and `*` are (the extraversion–introversion theorem).
    ///
    /// ```
    /// use combinatorial_games::misere::MisereGame;
    /// assert!(MisereGame::nim_heap(1).is_introverted());
    /// assert!(!MisereGame::nim_heap(2).is_introverted());
    /// ```
    pub fn is_introverted(&self) -> bool {
        self.0 == 0 || self.as_nim_heap() == Some(1)
    }

    /// Whether the game is extraverted: a part of the game `{G}` whose one
    /// option it is.
    ///
    /// # Panics
    ///
    /// Past [`MAX_GAMES`](super::MAX_GAMES) forms.
    ///
    /// ```
    /// use combinatorial_games::misere::MisereGame;
    /// assert!(MisereGame::nim_heap(2).is_extraverted());
    /// assert!(!"*[[2],0]".parse::<MisereGame>().unwrap().is_extraverted());
    /// ```
    pub fn is_extraverted(&self) -> bool {
        let above = expect(MisereGame::from_options([*self]));
        expect(above.difference(self)).is_some()
    }

    /// Whether the game is prime: neither `0` nor `*`, and with no part but
    /// itself and those (up to `*`).
    ///
    /// # Panics
    ///
    /// Past [`MAX_GAMES`](super::MAX_GAMES) forms.
    ///
    /// ```
    /// use combinatorial_games::misere::MisereGame;
    /// let two = MisereGame::nim_heap(2);
    /// assert!(two.is_prime());
    /// assert!(!(two + two).is_prime());
    /// ```
    pub fn is_prime(&self) -> bool {
        expect(parts::is_prime(self.0))
    }

    /// `G − H`: the game `X` with `H + X = G`, if there is one (CGSuite's
    /// `MisereMinus`). Misère games cancel, so it is unique.
    ///
    /// # Errors
    ///
    /// [`MisereError::TooLarge`] past the table's limits.
    ///
    /// ```
    /// use combinatorial_games::misere::MisereGame;
    /// let (two, four) = (MisereGame::nim_heap(2), MisereGame::nim_heap(4));
    /// assert_eq!((two + four).difference(&four).unwrap(), Some(two));
    /// assert_eq!(two.difference(&four).unwrap(), None);
    /// ```
    pub fn difference(&self, h: &MisereGame) -> Result<Option<MisereGame>, MisereError> {
        Ok(parts::difference(self.0, h.0)?.map(MisereGame))
    }

    /// The proper parts: the even games `H`, neither `0` nor `G` (up to
    /// `*`), with `G = H + X` for some `X`, each with its counterpart, in
    /// CGSuite's order.
    ///
    /// # Errors
    ///
    /// [`MisereError::TooLarge`] past the table's limits.
    ///
    /// ```
    /// use combinatorial_games::misere::MisereGame;
    /// let two = MisereGame::nim_heap(2);
    /// assert_eq!((two + two).parts().unwrap(), vec![two]);
    /// assert!(two.parts().unwrap().is_empty());
    /// ```
    pub fn parts(&self) -> Result<Vec<MisereGame>, MisereError> {
        Ok(parts::proper_parts(self.0)?
            .into_iter()
            .map(MisereGame)
            .collect())
    }

    /// Every way to write the game as a sum of even primes (plus `*` for an
    /// odd game), each in CGSuite's order. Misère partitions need not be
    /// unique (Norton): `*[[*[4]+*[2]]]` has two.
    ///
    /// # Errors
    ///
    /// [`MisereError::TooLarge`] past the table's limits.
    ///
    /// ```
    /// use combinatorial_games::misere::MisereGame;
    /// let g: MisereGame = "*[[*[4]+*[2]]]".parse().unwrap();
    /// assert_eq!(g.partitions().unwrap().len(), 2);
    /// ```
    pub fn partitions(&self) -> Result<Vec<Vec<MisereGame>>, MisereError> {
        let all = parts::partitions(self.0)?;
        Ok(all
            .into_iter()
            .map(|p| p.into_iter().map(MisereGame).collect())
            .collect())
    }

    /// A game `T` that tells `G` from `H`: `G + T` a second player's win and
    /// `H + T` not (CGSuite's `Distinguisher`); `None` when `G = H`. Made as
    /// ONAG's proof of theorem 75 makes it.
    ///
    /// # Errors
    ///
    /// [`MisereError::TooLarge`] past the table's limits.
    ///
    /// ```
    /// use combinatorial_games::misere::MisereGame;
    /// use combinatorial_games::Outcome;
    /// let (g, h): (MisereGame, MisereGame) = ("*[[2]]".parse().unwrap(), "*[2,3]".parse().unwrap());
    /// let t = g.distinguisher(&h).unwrap().unwrap();
    /// assert_eq!((g + t).outcome(), Outcome::P);
    /// assert_eq!((h + t).outcome(), Outcome::N);
    /// assert_eq!(g.distinguisher(&g).unwrap(), None);
    /// ```
    pub fn distinguisher(&self, h: &MisereGame) -> Result<Option<MisereGame>, MisereError> {
        Ok(link::told_apart(self.0, h.0)?.map(MisereGame))
    }

    /// Whether some `T` makes `G + T` and `H + T` both second player's wins:
    /// exactly when neither is an option of the other (ONAG, theorem 76).
    ///
    /// ```
    /// use combinatorial_games::misere::MisereGame;
    /// let g: MisereGame = "*[[[2]]]".parse().unwrap();
    /// assert!(g.is_linked_to(&"*[2,3]".parse().unwrap()));
    /// assert!(!g.is_linked_to(&"*[[2]]".parse().unwrap()));   // an option of g
    /// ```
    pub fn is_linked_to(&self, h: &MisereGame) -> bool {
        link::linked(self.0, h.0)
    }

    /// A game `T` with `G + T` and `H + T` both second player's wins, if they
    /// are linked (CGSuite's `Link`).
    ///
    /// # Errors
    ///
    /// [`MisereError::TooLarge`] past the table's limits.
    ///
    /// ```
    /// use combinatorial_games::misere::MisereGame;
    /// use combinatorial_games::Outcome;
    /// let (g, h): (MisereGame, MisereGame) = ("*[[[2]]]".parse().unwrap(), "*[2,3]".parse().unwrap());
    /// let t = g.link(&h).unwrap().unwrap();
    /// assert_eq!(((g + t).outcome(), (h + t).outcome()), (Outcome::P, Outcome::P));
    /// ```
    pub fn link(&self, h: &MisereGame) -> Result<Option<MisereGame>, MisereError> {
        Ok(link::link(self.0, h.0)?.map(MisereGame))
    }
}
