//! Rules written as words before a board, for the catalogue's schema
//! games: `maxJump=2 ttt..fff` is a strip of `GenToadsAndFrogs(maxJump =>
//! 2)`, `directions=diagonal x.|.o` a board of `GenClobber(directions =>
//! Coordinates.Diagonal)`. Each word is CGSuite's argument name, `=`, and
//! a value without spaces; a rule left out keeps CGSuite's default. The
//! same words print a position's rules, so that a board reads back.

use super::Cell;
use super::gen_clobber::{COMPASS, ClobberRules, DIAGONAL, KNIGHTS_MOVE, ORTHOGONAL};
use super::gen_toads_and_frogs::StripRules;

/// The furthest a step of `directions=(r,c)` goes, in rows or columns,
/// as in the expression language.
const MAX_STEP: i8 = 16;

/// The leading `name=value` words of `text` and the rest of it (the
/// board), trimmed.
pub(super) fn split_rules(text: &str) -> (Vec<(&str, &str)>, &str) {
    let mut rest = text.trim();
    let mut words = Vec::new();
    while let Some(word) = rest.split_whitespace().next() {
        let Some((name, value)) = word.split_once('=') else {
            break;
        };
        words.push((name, value));
        rest = rest[word.len()..].trim_start();
    }
    (words, rest)
}

/// The rules of a generalized Toads and Frogs from its words.
pub(super) fn strip_rules(words: &[(&str, &str)]) -> Result<StripRules, String> {
    let mut r = StripRules::TOADS_AND_FROGS;
    for &(name, value) in words {
        let number = |least: i64| -> Result<i64, String> {
            let most = i64::from(super::MAX_STRIP_REACH);
            match value.parse::<i64>() {
                Ok(n) if (least..=most).contains(&n) => Ok(n),
                _ => Err(format!(
                    "{name} must be a whole number from {least} to {most}, not '{value}'"
                )),
            }
        };
        let slide = -i64::from(super::MAX_STRIP_REACH);
        // Each number is within ±MAX_STRIP_REACH, so it fits its field.
        match name.to_ascii_lowercase().as_str() {
            "minslide" => r.min_slide = number(slide)? as i8,
            "maxslide" => r.max_slide = number(slide)? as i8,
            "maxjump" => r.max_jump = number(0)? as u8,
            "allowfriendlyjump" => r.friendly_jump = truth(name, value)?,
            _ => {
                return Err(format!(
                    "there is no rule '{name}': the rules are minSlide, maxSlide, maxJump and allowFriendlyJump"
                ));
            }
        }
    }
    r.check().map_err(|e| e.to_string())?;
    Ok(r)
}

fn truth(name: &str, value: &str) -> Result<bool, String> {
    match value.to_ascii_lowercase().as_str() {
        "true" => Ok(true),
        "false" => Ok(false),
        _ => Err(format!("{name} must be true or false, not '{value}'")),
    }
}

/// The words of `r`'s rules that differ from Toads and Frogs', each
/// followed by a space.
pub(super) fn strip_words(r: &StripRules) -> String {
    let d = StripRules::TOADS_AND_FROGS;
    let mut out = String::new();
    if r.min_slide != d.min_slide {
        out += &format!("minSlide={} ", r.min_slide);
    }
    if r.max_slide != d.max_slide {
        out += &format!("maxSlide={} ", r.max_slide);
    }
    if r.max_jump != d.max_jump {
        out += &format!("maxJump={} ", r.max_jump);
    }
    if r.friendly_jump {
        out += "allowFriendlyJump=true ";
    }
    out
}

/// The named sets of directions, as `directions=` names them.
const NAMED_DIRECTIONS: [(&str, &[(i8, i8)]); 4] = [
    ("orthogonal", &ORTHOGONAL),
    ("diagonal", &DIAGONAL),
    ("compass", &COMPASS),
    ("knightsmove", &KNIGHTS_MOVE),
];

/// The rules of a generalized Clobber from its words.
pub(super) fn clobber_rules(words: &[(&str, &str)]) -> Result<ClobberRules, String> {
    let mut r = ClobberRules::clobber();
    for &(name, value) in words {
        match name.to_ascii_lowercase().as_str() {
            "directions" => r.directions = directions(value)?,
            "clobbered" => {
                let [l, rt] = pair(name, value)?;
                r.clobbered = [cells(name, l)?, cells(name, rt)?];
            }
            "leftbehind" => {
                let [l, rt] = pair(name, value)?;
                match (cells(name, l)?.as_slice(), cells(name, rt)?.as_slice()) {
                    ([a], [b]) => r.left_behind = [*a, *b],
                    _ => {
                        return Err(format!(
                            "leftBehind names one square for each player, as in leftBehind=o/x, not '{value}'"
                        ));
                    }
                }
            }
            "maxdistance" => {
                r.max_distance = match value.parse::<u8>() {
                    _ if value.eq_ignore_ascii_case("inf") => None,
                    Ok(n) if n >= 1 => Some(n),
                    _ => {
                        return Err(format!(
                            "maxDistance must be a whole number from 1 to 255, or inf, not '{value}'"
                        ));
                    }
                }
            }
            _ => {
                return Err(format!(
                    "there is no rule '{name}': the rules are directions, clobbered, leftBehind and maxDistance"
                ));
            }
        }
    }
    r.check().map_err(|e| e.to_string())?;
    Ok(r)
}

/// `orthogonal` (or another name) or steps such as `(1,2),(2,1)`.
fn directions(value: &str) -> Result<Vec<(i8, i8)>, String> {
    let lower = value.to_ascii_lowercase();
    if let Some((_, steps)) = NAMED_DIRECTIONS.iter().find(|(n, _)| *n == lower) {
        return Ok(steps.to_vec());
    }
    let bad = || {
        format!(
            "directions is orthogonal, diagonal, compass, knightsmove or steps (row,column) from -{MAX_STEP} to {MAX_STEP} such as (1,2),(2,1), not '{value}'"
        )
    };
    let mut out = Vec::new();
    for step in value.split(')').filter(|s| !s.is_empty()) {
        let step = step.strip_prefix(',').unwrap_or(step);
        let (r, c) = step
            .strip_prefix('(')
            .and_then(|s| s.split_once(','))
            .ok_or_else(bad)?;
        let n = |s: &str| s.parse::<i8>().ok().filter(|n| n.abs() <= MAX_STEP);
        let (Some(r), Some(c)) = (n(r), n(c)) else {
            return Err(bad());
        };
        if !out.contains(&(r, c)) {
            out.push((r, c));
        }
    }
    if !value.ends_with(')') {
        return Err(bad());
    }
    Ok(out)
}

/// `LEFT/RIGHT`, as in `clobbered=o/x`.
fn pair<'a>(name: &str, value: &'a str) -> Result<[&'a str; 2], String> {
    match value.split_once('/') {
        Some((l, r)) => Ok([l, r]),
        None => Err(format!(
            "{name} gives Left's squares, '/', then Right's, as in {name}=o/x, not '{value}'"
        )),
    }
}

/// Squares written as on the board: `x` (Left's stone), `o` (Right's),
/// `.` (empty).
fn cells(name: &str, text: &str) -> Result<Vec<Cell>, String> {
    let mut out = Vec::new();
    for ch in text.chars() {
        let c = match ch {
            'x' | 'X' => Cell::Left,
            'o' | 'O' => Cell::Right,
            '.' | '_' => Cell::Empty,
            _ => {
                return Err(format!(
                    "{name} lists squares as x, o or . (empty), not '{ch}'"
                ));
            }
        };
        if !out.contains(&c) {
            out.push(c);
        }
    }
    Ok(out)
}

fn cell_text(cs: &[Cell]) -> String {
    cs.iter()
        .map(|c| match c {
            Cell::Empty => '.',
            Cell::Left => 'x',
            Cell::Right => 'o',
        })
        .collect()
}

/// The words of `r`'s rules that differ from Clobber's, each followed by
/// a space.
pub(super) fn clobber_words(r: &ClobberRules) -> String {
    let d = ClobberRules::clobber();
    let mut out = String::new();
    if r.directions != d.directions {
        let steps = match NAMED_DIRECTIONS.iter().find(|(_, s)| *s == r.directions) {
            Some((name, _)) => (*name).to_string(),
            None => r
                .directions
                .iter()
                .map(|(a, b)| format!("({a},{b})"))
                .collect::<Vec<_>>()
                .join(","),
        };
        out += &format!("directions={steps} ");
    }
    if r.clobbered != d.clobbered {
        let [l, rt] = &r.clobbered;
        out += &format!("clobbered={}/{} ", cell_text(l), cell_text(rt));
    }
    if r.left_behind != d.left_behind {
        let [l, rt] = r.left_behind;
        out += &format!("leftBehind={}/{} ", cell_text(&[l]), cell_text(&[rt]));
    }
    match r.max_distance {
        Some(1) => {}
        Some(n) => out += &format!("maxDistance={n} "),
        None => out += "maxDistance=inf ",
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_come_before_the_board() {
        let (words, board) = split_rules("  maxJump=2 allowFriendlyJump=true tt..ff ");
        assert_eq!(words, [("maxJump", "2"), ("allowFriendlyJump", "true")]);
        assert_eq!(board, "tt..ff");
        assert_eq!(split_rules("xo|ox"), (vec![], "xo|ox"));
        assert_eq!(split_rules("maxJump=0"), (vec![("maxJump", "0")], ""));
    }

    #[test]
    fn strip_rules_read_and_print() {
        let r = strip_rules(&[("maxjump", "0")]).unwrap();
        assert_eq!(r, StripRules::ELEPHANTS_AND_RHINOS);
        assert_eq!(strip_words(&r), "maxJump=0 ");
        assert_eq!(strip_words(&StripRules::TOADS_AND_FROGS), "");
        let e = strip_rules(&[("maxJump", "99")]).unwrap_err();
        assert!(e.contains("from 0 to 64"), "{e}");
        let e = strip_rules(&[("jump", "1")]).unwrap_err();
        assert!(e.contains("the rules are minSlide"), "{e}");
        let e = strip_rules(&[("minSlide", "3")]).unwrap_err();
        assert!(e.contains("more than maxSlide"), "{e}");
        assert!(strip_rules(&[("allowFriendlyJump", "yes")]).is_err());
    }

    #[test]
    fn clobber_rules_read_and_print() {
        let kings = clobber_rules(&[("directions", "compass")]).unwrap();
        assert_eq!(kings, ClobberRules::kings());
        let anti = clobber_rules(&[("clobbered", "./."), ("leftBehind", "o/x")]).unwrap();
        assert_eq!(anti, ClobberRules::anti_clobber());
        assert_eq!(clobber_words(&anti), "clobbered=./. leftBehind=o/x ");
        let steps = clobber_rules(&[("directions", "(1,2),(-2,1)")]).unwrap();
        assert_eq!(steps.directions, [(1, 2), (-2, 1)]);
        assert_eq!(clobber_words(&steps), "directions=(1,2),(-2,1) ");
        let rooks = clobber_rules(&[("maxDistance", "inf")]).unwrap();
        assert_eq!(rooks, ClobberRules::rooks());
        for bad in [
            ("directions", "(1,2"),
            ("directions", "(1;2)"),
            ("directions", "(40,1)"),
            ("directions", "(0,0)"),
            ("clobbered", "ox"),
            ("clobbered", "q/x"),
            ("leftBehind", "xo/x"),
            ("maxDistance", "0"),
            ("colour", "x"),
        ] {
            assert!(clobber_rules(&[bad]).is_err(), "{bad:?}");
        }
    }
}
