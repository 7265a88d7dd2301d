//! Errors about a board given as a string: the board's own column turned
//! into the input's, so that a message names one column, not two.

use super::ast::{Expr, ExprKind};
use super::error::{Error, ErrorKind, err};
use super::eval::Ctx;
use super::lexer::column;

/// A board longer than this is not quoted back in a message.
const QUOTED: usize = 40;

impl Ctx<'_> {
    /// Fails because `board`, the value of `arg`, does not read, for the
    /// reason `why`. A board's reader counts columns from the board's
    /// start: when `arg` is the board written as a string, the error points
    /// at the character itself (`Col("L-.-x")` at column 10); otherwise the
    /// column is said to be the board's.
    pub(super) fn board_error<T>(&self, arg: &Expr, board: &str, why: String) -> Result<T, Error> {
        let Some(place) = Place::find(&why) else {
            return self.undefined(arg, why);
        };
        if let (ExprKind::Str(s), Some(at)) = (&arg.kind, self.src().get(arg.at..))
            && s == board
            && at.starts_with('"')
            && let Some(n) = place.offset(board)
        {
            // The opening quote is at the string's column.
            let at = column(self.src(), arg.at) + n;
            let why = match place.row {
                // "at row 2, column 1" stays: it says where on the board.
                Some(_) => why,
                None => format!("{}{}", &why[..place.start], &why[place.end..]),
            };
            return err(at, ErrorKind::Undefined(why));
        }
        let whose = if board.chars().count() <= QUOTED {
            format!(" of \"{board}\"")
        } else {
            " of the board".to_string()
        };
        let why = format!("{}{whose}{}", &why[..place.end], &why[place.end..]);
        self.undefined(arg, why)
    }
}

/// Where a board's reader placed its complaint: " at column N" or
/// " at row R, column N", as byte offsets into the message.
struct Place {
    start: usize,
    end: usize,
    row: Option<usize>,
    column: usize,
}

impl Place {
    fn find(why: &str) -> Option<Place> {
        let number = |s: &str| {
            let digits = s.bytes().take_while(u8::is_ascii_digit).count();
            Some((s[..digits].parse::<usize>().ok()?, digits))
        };
        if let Some(start) = why.find(" at column ") {
            let from = start + " at column ".len();
            let (column, digits) = number(&why[from..])?;
            let end = from + digits;
            return Some(Place {
                start,
                end,
                row: None,
                column,
            });
        }
        let start = why.find(" at row ")?;
        let from = start + " at row ".len();
        let (row, digits) = number(&why[from..])?;
        let rest = &why[from + digits..];
        let rest = rest.strip_prefix(", column ")?;
        let (column, more) = number(rest)?;
        let end = why.len() - rest.len() + more;
        Some(Place {
            start,
            end,
            row: Some(row),
            column,
        })
    }

    /// How many characters into `board` the place is, counting its first
    /// character as 1; `None` when the board has no such place.
    fn offset(&self, board: &str) -> Option<usize> {
        let before = match self.row {
            None => 0,
            // Rows are separated by '|'.
            Some(r) => {
                let rows: Vec<&str> = board.split('|').collect();
                let r = r.checked_sub(1).filter(|&r| r < rows.len())?;
                rows[..r].iter().map(|s| s.chars().count() + 1).sum()
            }
        };
        let within = match self.row {
            None => board.chars().count(),
            Some(r) => board.split('|').nth(r - 1)?.chars().count(),
        };
        (1..=within)
            .contains(&self.column)
            .then_some(before + self.column)
    }
}

#[cfg(test)]
mod tests {
    use super::Place;

    #[test]
    fn places_read_back() {
        let p = Place::find("'x' at column 5 is not a vertex").unwrap();
        assert_eq!((p.row, p.column), (None, 5));
        assert_eq!(p.offset("L-.-x"), Some(5));
        assert_eq!(p.offset("L-.-"), None);
        let why = "'q' at row 2, column 1 is not a square";
        let p = Place::find(why).unwrap();
        assert_eq!((p.row, p.column), (Some(2), 1));
        assert_eq!(&why[p.start..p.end], " at row 2, column 1");
        // Row 2 starts after "xo|": its first square is the board's 4th.
        assert_eq!(p.offset("xo|qo"), Some(4));
        assert_eq!(p.offset("xo"), None);
        assert!(Place::find("the board is empty").is_none());
    }
}
