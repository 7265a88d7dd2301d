//! Reading CGSuite's compact notation (the one it prints, `compact.rs`
//! writes it): `*[2#0]`, `*[2[2]]`, `*[(2#1)2##]`, `*[2[##-2]0]`.
//!
//! It has a reader of its own, apart from `FromStr`, because the two
//! notations disagree on digits: CGSuite reads `*[32]` as the nim heap 32,
//! while in the compact notation `32` is the game with options `*[3]` and
//! `*[2]` (heaps past 9 are written `&32;` there). `FromStr` reads as
//! CGSuite reads; [`MisereGame::from_compact`] reads what it prints.

use super::{MisereError, MisereGame};
use crate::parse_error::ParseError;

/// The deepest nesting of parentheses and brackets read.
const MAX_DEPTH: usize = 1000;

/// The largest heap read, as in the list notation.
const MAX_HEAP_READ: u32 = 100_000;

impl MisereGame {
    /// Reads CGSuite's compact notation, the text [`MisereGame`]'s
    /// `Display` writes: a digit is a nim heap (`&n;` past 9), a string of
    /// items is the game with those options, `(…)` groups an option given
    /// by its options, and after an item `#` takes the game whose one
    /// option it is, while in brackets a digit `n` adds `*[n]`, `-n`
    /// takes the difference with `*[n]` and `#` is as before, applied
    /// left to right. A text of one item is that item.
    ///
    /// # Errors
    ///
    /// [`MisereError::Parse`] with the column for a text that is not in
    /// the notation, or a `-n` whose difference does not exist;
    /// [`MisereError::TooLarge`] past the table's limits.
    ///
    /// ```
    /// use combinatorial_games::misere::MisereGame;
    /// let g: MisereGame = "*[[2],0]".parse().unwrap();
    /// assert_eq!(g.to_string(), "*[2#0]");
    /// assert_eq!(MisereGame::from_compact("*[2#0]").unwrap(), g);
    /// // Digits side by side are options here, a heap in `FromStr`.
    /// assert_eq!(MisereGame::from_compact("*[32]").unwrap().options().len(), 2);
    /// assert_eq!("*[32]".parse::<MisereGame>().unwrap(), MisereGame::nim_heap(32));
    /// ```
    pub fn from_compact(text: &str) -> Result<MisereGame, MisereError> {
        let s = text.trim_end().as_bytes();
        let lead = text.len() - text.trim_start().len();
        let mut r = Reader {
            s,
            at: lead.min(s.len()),
            depth: 0,
        };
        if !r.s[r.at..].starts_with(b"*[") {
            return Err(r.error("expected *[ to begin a misère game"));
        }
        r.at += 2;
        let g = r.sequence(b']')?;
        if r.at < r.s.len() {
            return Err(r.error("unexpected text after the game"));
        }
        Ok(g)
    }
}

struct Reader<'a> {
    s: &'a [u8],
    at: usize,
    depth: usize,
}

impl Reader<'_> {
    fn error(&self, message: &str) -> MisereError {
        MisereError::Parse(ParseError::new(message, self.at + 1))
    }

    fn peek(&self) -> Option<u8> {
        self.s.get(self.at).copied()
    }

    fn deeper(&mut self) -> Result<(), MisereError> {
        self.depth += 1;
        if self.depth > MAX_DEPTH {
            return Err(self.error("the text nests too deep (at most 1000)"));
        }
        Ok(())
    }

    /// Items up to and past `end`: one is itself, more are options.
    fn sequence(&mut self, end: u8) -> Result<MisereGame, MisereError> {
        self.deeper()?;
        let mut items = Vec::new();
        while self.peek() != Some(end) {
            if self.peek().is_none() {
                return Err(self.error(&format!("expected {}", end as char)));
            }
            items.push(self.item()?);
        }
        if items.is_empty() {
            return Err(self.error("expected a heap or ( before the closing bracket"));
        }
        self.at += 1;
        self.depth -= 1;
        match items[..] {
            [one] => Ok(one),
            _ => MisereGame::from_options(items),
        }
    }

    /// A heap or a group, then its subscripts.
    fn item(&mut self) -> Result<MisereGame, MisereError> {
        crate::budget::step();
        let mut g = match self.peek() {
            Some(b'(') => {
                self.at += 1;
                stacker::maybe_grow(64 * 1024, 1024 * 1024, || self.sequence(b')'))?
            }
            Some(b'0'..=b'9' | b'&') => MisereGame::checked_nim_heap(self.heap()?)?,
            _ => return Err(self.error("expected a heap (a digit or &n;) or (")),
        };
        loop {
            match self.peek() {
                Some(b'#') => {
                    self.at += 1;
                    g = MisereGame::from_options([g])?;
                }
                Some(b'[') => {
                    self.at += 1;
                    g = self.subscripts(g)?;
                }
                _ => return Ok(g),
            }
        }
    }

    /// Bracketed subscripts on `g`, past the closing `]`.
    fn subscripts(&mut self, mut g: MisereGame) -> Result<MisereGame, MisereError> {
        let start = self.at;
        while self.peek() != Some(b']') {
            match self.peek() {
                Some(b'#') => {
                    self.at += 1;
                    g = MisereGame::from_options([g])?;
                }
                Some(b'-') => {
                    self.at += 1;
                    let at = self.at;
                    let heap = MisereGame::checked_nim_heap(self.heap()?)?;
                    g = g.difference(&heap)?.ok_or_else(|| {
                        MisereError::Parse(ParseError::new(
                            "no game added to this heap gives the game before the -",
                            at + 1,
                        ))
                    })?;
                }
                Some(b'0'..=b'9' | b'&') => {
                    let heap = MisereGame::checked_nim_heap(self.heap()?)?;
                    g = g.checked_add(&heap)?;
                }
                None => return Err(self.error("expected ] to close the subscripts")),
                Some(_) => return Err(self.error("expected a subscript: #, a heap or -heap")),
            }
        }
        if self.at == start {
            return Err(self.error("expected a subscript before ]"));
        }
        self.at += 1;
        Ok(g)
    }

    /// A heap's size: one digit, or `&n;`.
    fn heap(&mut self) -> Result<u32, MisereError> {
        match self.peek() {
            Some(d @ b'0'..=b'9') => {
                self.at += 1;
                Ok(u32::from(d - b'0'))
            }
            Some(b'&') => {
                let start = self.at;
                self.at += 1;
                let digits = self.at;
                while self.peek().is_some_and(|b| b.is_ascii_digit()) {
                    self.at += 1;
                }
                let n = std::str::from_utf8(&self.s[digits..self.at])
                    .expect("digits")
                    .parse::<u32>()
                    .ok()
                    .filter(|&n| n <= MAX_HEAP_READ);
                match (n, self.peek()) {
                    (Some(n), Some(b';')) => {
                        self.at += 1;
                        Ok(n)
                    }
                    (None, _) => {
                        self.at = start;
                        Err(self.error("expected &n; with a heap n of at most 100000"))
                    }
                    (Some(_), _) => Err(self.error("expected ; to end &n;")),
                }
            }
            _ => Err(self.error("expected a heap (a digit or &n;)")),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn list(text: &str) -> MisereGame {
        text.parse().unwrap()
    }

    /// CGSuite's MisereCanonicalGameTestCase: what it was given (lists)
    /// and what it printed (compact).
    #[test]
    fn cgsuite_outputs_read_back() {
        for (input, printed) in [
            ("*[0]", "*[0]"),
            ("*[[2]]", "*[2#]"),
            ("*[[[2]]]", "*[2##]"),
            ("*[2]+*[2]", "*[2[2]]"),
            ("*[[*[2]+*[[2]]]]", "*[2[#2#]]"),
            ("*[[2],0]", "*[2#0]"),
            ("*[[2],1]", "*[2#1]"),
            ("*[[*[4]+*[2]]]", "*[4[2#]]"),
            ("*[[[2]],[[2],1]]", "*[(2#1)2##]"),
            ("*[[[2]],[[[2],0],0,1]]", "*[((2#0)10)2##]"),
            (
                "*[*[[2],1]+*[1],[[2],*[[2]]+*[1],[[2],0]]]",
                "*[((2#0)2[#1]2#)(2#1)[1]]",
            ),
            ("*[[[2],2,0],[[2],3],1]", "*[(2#20)2[#1]1]"),
        ] {
            let g = list(input);
            assert_eq!(MisereGame::from_compact(printed).unwrap(), g, "{printed}");
            assert_eq!(g.to_string(), printed);
        }
    }

    #[test]
    fn differences_and_large_heaps() {
        // CGSuite: *[[[2]]] MisereMinus *[[2]] is *[2[##-2]0].
        let (a, b) = (list("*[[[2]]]"), list("*[[2]]"));
        let d = a.difference(&b).unwrap().unwrap();
        assert_eq!(MisereGame::from_compact("*[2[##-2]0]").unwrap(), d);
        assert_eq!(
            MisereGame::from_compact("*[&12;]").unwrap(),
            MisereGame::nim_heap(12)
        );
        let sum = MisereGame::nim_heap(12) + MisereGame::nim_heap(2);
        assert_eq!(MisereGame::from_compact(&sum.to_string()).unwrap(), sum);
    }

    /// Every form made from heaps up to 3 by three rounds of taking one or
    /// two options (and, in the first, sums) reads back from its printed
    /// text.
    #[test]
    fn printed_forms_read_back() {
        let mut games: Vec<MisereGame> = (0..4).map(MisereGame::nim_heap).collect();
        for round in 0..3 {
            let mut next = games.clone();
            let some = &games[..games.len().min(30)];
            for (i, &a) in some.iter().enumerate() {
                next.push(MisereGame::from_options([a]).unwrap());
                for &b in &some[i..] {
                    next.push(MisereGame::from_options([a, b]).unwrap());
                    if round == 0 {
                        next.push(a + b);
                    }
                }
            }
            next.sort_by_key(|g| (g.birthday(), g.0));
            next.dedup();
            games = next;
        }
        assert!(games.len() > 100, "{} forms", games.len());
        for g in games {
            let text = g.to_string();
            assert_eq!(MisereGame::from_compact(&text).unwrap(), g, "{text}");
        }
    }

    #[test]
    fn bad_texts_are_errors_with_columns() {
        for (text, column) in [
            ("2#0", 1),
            ("*[", 3),
            ("*[]", 3),
            ("*[2#0", 6),
            ("*[2[]]", 5),
            ("*[2[x]]", 5),
            ("*[x]", 3),
            ("*[&;]", 3),
            ("*[&12]", 6),
            ("*[2]]", 5),
            ("*[2[-4]]", 6),
        ] {
            match MisereGame::from_compact(text) {
                Err(MisereError::Parse(p)) => assert_eq!(p.column(), column, "{text}"),
                other => panic!("{text}: {other:?}"),
            }
        }
        assert!(matches!(
            MisereGame::from_compact("   "),
            Err(MisereError::Parse(_))
        ));
        let deep = format!("*[{}2#0{}]", "(".repeat(2000), ")".repeat(2000));
        assert!(matches!(
            MisereGame::from_compact(&deep),
            Err(MisereError::Parse(_))
        ));
    }
}
