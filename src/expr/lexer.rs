//! Tokens of the expression language. A token records whether it is glued to
//! the one before (no white space between), because `3*5` (3 + *5) and
//! `3 * G` (three copies of G) differ only in that.

use super::error::{err, Error, ErrorKind};

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
    let bytes = src.as_bytes();
    let mut out: Vec<Token> = Vec::new();
    let mut i = 0;
    let mut prev_end = usize::MAX;
    while i < src.len() {
        let c = src[i..].chars().next().expect("in bounds");
        if c.is_whitespace() {
            i += c.len_utf8();
            continue;
        }
        let start = i;
        let next = bytes.get(i + 1).copied();
        let (tok, len) = match c {
            '0'..='9' => (
                Tok::Int,
                bytes[i..].iter().take_while(|b| b.is_ascii_digit()).count(),
            ),
            'a'..='z' | 'A'..='Z' | '_' => (
                Tok::Ident,
                bytes[i..]
                    .iter()
                    .take_while(|b| b.is_ascii_alphanumeric() || **b == b'_')
                    .count(),
            ),
            '"' => match src[i + 1..].find('"') {
                Some(k) => (Tok::Str, k + 2),
                None => {
                    return err(
                        column(src, i),
                        ErrorKind::Expected {
                            expected: "a closing '\"'".into(),
                            found: "the end of the input".into(),
                        },
                    )
                }
            },
            '|' => {
                let n = bytes[i..].iter().take_while(|&&b| b == b'|').count();
                if n == 1 && next == Some(b'>') {
                    (Tok::Cmp(CmpOp::GreaterOrConfused), 2)
                } else {
                    (Tok::Slash(n as u32), n)
                }
            }
            '{' => (Tok::LBrace, 1),
            '}' => (Tok::RBrace, 1),
            '(' => (Tok::LParen, 1),
            ')' => (Tok::RParen, 1),
            '[' => (Tok::LBracket, 1),
            ']' => (Tok::RBracket, 1),
            ',' => (Tok::Comma, 1),
            '.' => (Tok::Dot, 1),
            ':' if next == Some(b'=') => (Tok::Assign, 2),
            ':' => (Tok::Colon, 1),
            '+' if next == Some(b'-') => (Tok::PlusMinus, 2),
            '+' => (Tok::Plus, 1),
            '-' => (Tok::Minus, 1),
            '±' => (Tok::PlusMinus, c.len_utf8()),
            '*' | '∗' => (Tok::Star, c.len_utf8()),
            '^' | '↑' => (Tok::Up, c.len_utf8()),
            '⇑' => (Tok::DoubleUp, c.len_utf8()),
            '↓' => (Tok::Down, c.len_utf8()),
            '⇓' => (Tok::DoubleDown, c.len_utf8()),
            '/' => (Tok::Divide, 1),
            '=' if next == Some(b'=') => (Tok::Cmp(CmpOp::Eq), 2),
            '!' if next == Some(b'=') => (Tok::Cmp(CmpOp::Ne), 2),
            '<' if next == Some(b'=') => (Tok::Cmp(CmpOp::Le), 2),
            '<' if next == Some(b'>') => (Tok::Cmp(CmpOp::Confused), 2),
            '<' if next == Some(b'|') => (Tok::Cmp(CmpOp::LessOrConfused), 2),
            '<' => (Tok::Cmp(CmpOp::Lt), 1),
            '>' if next == Some(b'=') => (Tok::Cmp(CmpOp::Ge), 2),
            '>' => (Tok::Cmp(CmpOp::Gt), 1),
            _ => return err(column(src, i), ErrorKind::UnexpectedChar(c)),
        };
        out.push(Token {
            tok,
            start,
            end: start + len,
            glued: prev_end == start,
        });
        prev_end = start + len;
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
