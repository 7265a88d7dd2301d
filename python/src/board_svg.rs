//! Catalogue boards drawn for Jupyter. A board written as rows of
//! one-character squares separated by `|` or `/` (strips such as Toads and
//! Frogs, grids such as Domineering, Clobber, Konane, Amazons or Dao), with
//! perhaps a last word saying who moves, becomes a grid of squares: Left's
//! pieces blue, Right's red, green ones green (an impartial game's pieces
//! all grey), `#` dark, empty squares pale, each with its letter, so
//! nothing of the text is lost. Other boards (heaps, graphs, Mancala's
//! pits) have no drawing here.

use std::fmt::Write;

/// Side of a square, in pixels.
const SQUARE: usize = 28;

/// The squares of `board` as rows of characters, when it is a grid (after
/// any rules written as `name=value` words, as the schema games have).
fn rows(board: &str) -> Option<Vec<Vec<char>>> {
    let mut words = board.split_whitespace().skip_while(|w| w.contains('='));
    let grid = words.next()?;
    // At most one more word, of one letter: who moves.
    if let Some(mover) = words.next()
        && (mover.chars().count() != 1 || words.next().is_some())
    {
        return None;
    }
    let rows: Vec<Vec<char>> = grid
        .split(['|', '/'])
        .map(|r| r.chars().collect())
        .collect();
    let width = rows[0].len();
    let square = |c: &char| c.is_ascii_alphabetic() || matches!(c, '.' | '_' | '#');
    let fits = width > 0
        && rows
            .iter()
            .all(|r| r.len() == width && r.iter().all(square));
    fits.then_some(rows)
}

/// Fill and text colours of a square.
fn colours(c: char, impartial: bool) -> (&'static str, &'static str) {
    match c {
        c if impartial && c.is_ascii_alphabetic() => ("#555555", "#ffffff"),
        'x' | 'X' | 'T' | 't' | 'L' | 'l' | 'b' | 'B' => ("#3a6fd8", "#ffffff"),
        'o' | 'O' | 'F' | 'f' | 'R' | 'r' => ("#d8453a", "#ffffff"),
        'e' | 'E' | 'g' | 'G' => ("#3aa655", "#ffffff"),
        '#' => ("#444444", "#444444"),
        '.' | '_' => ("#f4efe4", "#f4efe4"),
        _ => ("#d9d4c7", "#222222"),
    }
}

/// The SVG drawing of `board`, or `None` where it is not a grid.
pub fn svg(board: &str, impartial: bool) -> Option<String> {
    let rows = rows(board)?;
    let (h, w) = (rows.len(), rows[0].len());
    let (width, height) = (w * SQUARE + 2, h * SQUARE + 2);
    let mut out = format!(
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" viewBox="0 0 {width} {height}" role="img"><title>{}</title>"#,
        escape(board)
    );
    for (r, row) in rows.iter().enumerate() {
        for (c, &ch) in row.iter().enumerate() {
            let (x, y) = (1 + c * SQUARE, 1 + r * SQUARE);
            let (fill, ink) = colours(ch, impartial);
            let _ = write!(
                out,
                r##"<rect x="{x}" y="{y}" width="{SQUARE}" height="{SQUARE}" fill="{fill}" stroke="#7a7468"/><text x="{}" y="{}" font-family="monospace" font-size="14" text-anchor="middle" fill="{ink}">{ch}</text>"##,
                x + SQUARE / 2,
                y + SQUARE / 2 + 5,
            );
        }
    }
    out.push_str("</svg>");
    Some(out)
}

fn escape(s: &str) -> String {
    s.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
}
