//! Tokens of the expression language. A token records whether it is glued to
//! the one before (no white space between), because `3*5` (3 + *5) and
//! `3 * G` (three copies of G) differ only in that.

use super::error::{Error, ErrorKind, Found, err};

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Tok {
    Int,
    Ident,
    Str,
    /// A run of `|` of this length.
    Slash(u32),
    LBrace,
    RBrace,
    LParen,
    RParen,
    LBracket,
    RBracket,
    Comma,
    /// `;`, between statements.
    Semicolon,
    /// `&`, between the onside and offside of a sided value.
    Amp,
    /// `?`, before a parameter's default in `def f(x ? 1)`.
    Question,
    Dot,
    Colon,
    Assign,
    Plus,
    Minus,
    PlusMinus,
    Star,
    /// `^` or `↑`.
    Up,
    /// `⇑`.
    DoubleUp,
    /// `↓`.
    Down,
    /// `⇓`.
    DoubleDown,
    Divide,
    /// `%`, the remainder.
    Percent,
    /// `->`, between a function's parameters and its body.
    Arrow,
    /// `=>`, between a named argument's name and its value.
    FatArrow,
    /// `..`, between the ends of a range, `3..12`.
    DotDot,
    /// `'`, around the braces of an explicit game form, `'{*|*}'`.
    Quote,
    Cmp(CmpOp),
    Eof,
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum CmpOp {
    Eq,
    Ne,
    Le,
    Ge,
    Lt,
    Gt,
    Confused,
    LessOrConfused,
    GreaterOrConfused,
    /// `===`: the same value, as CGSuite's (a range is the list of its
    /// items; a form is compared as written).
    Same,
}

#[derive(Clone, Copy, Debug)]
pub(crate) struct Token {
    pub(crate) tok: Tok,
    pub(crate) start: usize,
    pub(crate) end: usize,
    pub(crate) glued: bool,
}

pub(crate) fn column(src: &str, byte: usize) -> usize {
    src[..byte.min(src.len())].chars().count() + 1
}

pub(crate) fn lex(src: &str) -> Result<Vec<Token>, Error> {
    let mut out: Vec<Token> = Vec::new();
    let mut i = 0;
    let mut prev_end = usize::MAX;
    while i < src.len() {
        let c = src[i..].chars().next().expect("in bounds");
        if c.is_whitespace() {
            i += c.len_utf8();
            continue;
        }
        // `// …` is a comment to the end of the line, and `/* … */` one to
        // its close, as in CGSuite (so `1/*2` opens a comment there too).
        if src[i..].starts_with("//") {
            i += src[i..].find('\n').unwrap_or(src.len() - i);
            continue;
        }
        if src[i..].starts_with("/*") {
            match src[i + 2..].find("*/") {
                Some(k) => i += k + 4,
                None => {
                    let kind = ErrorKind::Expected {
                        expected: "'*/' closing the comment opened here".into(),
                        found: Found("").to_string(),
                    };
                    return err(column(src, i), kind);
                }
            }
            continue;
        }
        let (tok, len) = token_at(src, i, c)?;
        out.push(Token {
            tok,
            start: i,
            end: i + len,
            glued: prev_end == i,
        });
        prev_end = i + len;
        i += len;
    }
    out.push(Token {
        tok: Tok::Eof,
        start: src.len(),
        end: src.len(),
        glued: prev_end == src.len(),
    });
    Ok(out)
}

/// The token that starts with `c` at byte `i`, and its length in bytes.
fn token_at(src: &str, i: usize, c: char) -> Result<(Tok, usize), Error> {
    let bytes = src.as_bytes();
    let next = bytes.get(i + 1).copied();
    let run = |f: fn(&u8) -> bool| bytes[i..].iter().take_while(|b| f(b)).count();
    Ok(match c {
        '0'..='9' => (Tok::Int, run(u8::is_ascii_digit)),
        'a'..='z' | 'A'..='Z' | '_' => {
            (Tok::Ident, run(|b| b.is_ascii_alphanumeric() || *b == b'_'))
        }
        '"' => match src[i + 1..].find('"') {
            Some(k) => (Tok::Str, k + 2),
            None => {
                return err(
                    column(src, i),
                    ErrorKind::Expected {
                        expected: "a closing '\"'".into(),
                        found: "the end of the input".into(),
                    },
                );
            }
        },
        '|' => match run(|b| *b == b'|') {
            1 if next == Some(b'>') => (Tok::Cmp(CmpOp::GreaterOrConfused), 2),
            n => (Tok::Slash(n as u32), n),
        },
        ':' if next == Some(b'=') => (Tok::Assign, 2),
        '.' if next == Some(b'.') => (Tok::DotDot, 2),
        '=' if src[i..].starts_with("===") => (Tok::Cmp(CmpOp::Same), 3),
        '+' if next == Some(b'-') => (Tok::PlusMinus, 2),
        '-' if next == Some(b'>') => (Tok::Arrow, 2),
        '=' if next == Some(b'>') => (Tok::FatArrow, 2),
        _ => match (comparison(c, next), single(c)) {
            (Some(t), _) => t,
            (None, Some(tok)) => (tok, c.len_utf8()),
            (None, None) => return err(column(src, i), ErrorKind::UnexpectedChar(c)),
        },
    })
}

/// A comparison operator starting with `c`, then `next`.
fn comparison(c: char, next: Option<u8>) -> Option<(Tok, usize)> {
    let op = |op| Some((Tok::Cmp(op), 2));
    match (c, next) {
        ('=', Some(b'=')) => op(CmpOp::Eq),
        ('!', Some(b'=')) => op(CmpOp::Ne),
        ('<', Some(b'=')) => op(CmpOp::Le),
        ('<', Some(b'>')) => op(CmpOp::Confused),
        ('<', Some(b'|')) => op(CmpOp::LessOrConfused),
        ('<', _) => Some((Tok::Cmp(CmpOp::Lt), 1)),
        ('>', Some(b'=')) => op(CmpOp::Ge),
        ('>', _) => Some((Tok::Cmp(CmpOp::Gt), 1)),
        _ => None,
    }
}

/// A token of one character.
fn single(c: char) -> Option<Tok> {
    Some(match c {
        '{' => Tok::LBrace,
        '}' => Tok::RBrace,
        '(' => Tok::LParen,
        ')' => Tok::RParen,
        '[' => Tok::LBracket,
        ']' => Tok::RBracket,
        ',' => Tok::Comma,
        ';' => Tok::Semicolon,
        '&' => Tok::Amp,
        '?' => Tok::Question,
        '.' => Tok::Dot,
        ':' => Tok::Colon,
        '+' => Tok::Plus,
        '-' => Tok::Minus,
        '/' => Tok::Divide,
        '%' => Tok::Percent,
        '\'' => Tok::Quote,
        '±' => Tok::PlusMinus,
        '*' | '∗' => Tok::Star,
        '^' | '↑' => Tok::Up,
        '⇑' => Tok::DoubleUp,
        '↓' => Tok::Down,
        '⇓' => Tok::DoubleDown,
        _ => return None,
    })
}
