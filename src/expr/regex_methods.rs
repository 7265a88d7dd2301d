//! CGSuite's regular expressions on strings: `s Matches p`, whether the
//! whole string matches, and `s.ReplaceRegex(p, r)`, Java's `replaceAll`
//! (in `r`, `$1` is a group and `\$` a dollar, as Java reads them).
//!
//! Patterns are compiled by the `regex` crate. Its syntax is Java's for
//! classes, groups, alternation and repetition; back-references and
//! look-around are refused with a typed error. Matching takes time linear
//! in the string whatever the pattern, so a user's pattern cannot stall a
//! server; a pattern compiles to at most [`MAX_PATTERN`] bytes, and a
//! result is at most [`super::MAX_TEXT`] bytes long.

use regex::{Regex, RegexBuilder};

use super::builtins::{Builtin, Call, with};
use super::error::{Error, ErrorKind};
use super::eval::Ctx;
use super::text_methods::MAX_TEXT;
use super::value::Value;

/// The most memory a compiled pattern may take, in bytes.
const MAX_PATTERN: usize = 1 << 20;

/// The methods of regular expressions, by name.
#[rustfmt::skip]
pub(super) static METHODS: &[Builtin] = &[
    with("Matches", "s.Matches(p)", "Whether the whole string s matches the regular expression p (Java's syntax, without back-references)",
        ["\"On Numbers and Games\".Matches(\".*umber.*G+.*\")", "true"], (1, 1), matches),
    with("ReplaceRegex", "s.ReplaceRegex(p, r)", "The string with each match of p replaced by r, where $1 is the first group (Java's replaceAll)",
        ["\"Winning Ways\".ReplaceRegex(\"W(.)[a-z]*\", \"M$1sh\")", "\"Mish Mash\""], (2, 2), replace_regex),
];

fn string(cx: &Ctx<'_>, e: &super::ast::Expr, what: &str) -> Result<String, Error> {
    match cx.eval(e)? {
        Value::Str(s) => Ok(s),
        other => cx.wrong_type(e, what, other.kind_name()),
    }
}

/// The pattern `e` gives, compiled; `whole` anchors it at both ends.
fn pattern(cx: &Ctx<'_>, e: &super::ast::Expr, whole: bool) -> Result<Regex, Error> {
    let p = string(cx, e, "a regular expression as a string")?;
    let build = |p: &str| RegexBuilder::new(p).size_limit(MAX_PATTERN).build();
    // The user's own pattern first, so that an error shows it as written.
    let re = build(&p).or_else(|err| {
        cx.undefined(
            e,
            format!("not a regular expression this language reads: {err}"),
        )
    })?;
    if !whole {
        return Ok(re);
    }
    build(&format!(r"\A(?:{p})\z")).or_else(|err| cx.undefined(e, err.to_string()))
}

fn matches(cx: &Ctx<'_>, c: &Call<'_>) -> Result<Value, Error> {
    let s = string(cx, c.recv(), "a string for Matches")?;
    Ok(Value::Bool(pattern(cx, &c.args[0], true)?.is_match(&s)))
}

fn replace_regex(cx: &Ctx<'_>, c: &Call<'_>) -> Result<Value, Error> {
    let s = string(cx, c.recv(), "a string for ReplaceRegex")?;
    let re = pattern(cx, &c.args[0], false)?;
    let java = string(cx, &c.args[1], "a replacement as a string")?;
    let (rep, refs) = match replacement(&java, re.captures_len() - 1) {
        Ok(r) => r,
        Err(why) => return cx.undefined(&c.args[1], why),
    };
    let mut out = String::new();
    let mut last = 0;
    for caps in re.captures_iter(&s) {
        let m = caps.get(0).expect("group 0 is the match");
        // One replacement is at most its text and a copy of the match
        // for each group it names: bound it before writing it.
        let most = out.len() + (m.start() - last) + rep.len() + refs * m.len();
        if most > MAX_TEXT {
            let why = format!("a string may have at most {MAX_TEXT} bytes");
            return cx.fail(c.at, ErrorKind::TooLarge(why));
        }
        out.push_str(&s[last..m.start()]);
        caps.expand(&rep, &mut out);
        last = m.end();
    }
    out.push_str(&s[last..]);
    if out.len() > MAX_TEXT {
        let why = format!("a string may have at most {MAX_TEXT} bytes");
        return cx.fail(c.at, ErrorKind::TooLarge(why));
    }
    Ok(Value::Str(out))
}

/// Java's replacement text as the `regex` crate writes it, and how many
/// groups it names. Java reads `$` and the longest run of digits that
/// names a group (at least one digit), `${name}`, and `\x` as `x`.
fn replacement(java: &str, groups: usize) -> Result<(String, usize), String> {
    let mut out = String::with_capacity(java.len());
    let mut refs = 0;
    let mut chars = java.chars().peekable();
    while let Some(ch) = chars.next() {
        match ch {
            '\\' => match chars.next() {
                Some('$') => out.push_str("$$"),
                Some(x) => out.push(x),
                None => return Err("a '\\' at the end of the replacement escapes nothing".into()),
            },
            '$' if chars.peek() == Some(&'{') => {
                chars.next();
                let name: String = chars.by_ref().take_while(|&x| x != '}').collect();
                out.push_str(&format!("${{{name}}}"));
                refs += 1;
            }
            '$' => {
                let Some(mut n) = chars.peek().and_then(|d| d.to_digit(10)) else {
                    return Err("a '$' in the replacement must name a group, as in $1".into());
                };
                chars.next();
                if n as usize > groups {
                    return Err(format!("the pattern has no group {n}"));
                }
                while let Some(d) = chars.peek().and_then(|d| d.to_digit(10)) {
                    if (n * 10 + d) as usize > groups {
                        break;
                    }
                    n = n * 10 + d;
                    chars.next();
                }
                out.push_str(&format!("${{{n}}}"));
                refs += 1;
            }
            _ => out.push(ch),
        }
    }
    Ok((out, refs))
}

#[cfg(test)]
mod tests {
    use super::replacement;

    #[test]
    fn javas_replacement_syntax() {
        // $1 followed by letters is group 1, then the letters.
        assert_eq!(replacement("M$1sh", 1).unwrap().0, "M${1}sh");
        // $12 is group 1 then '2' when there is no group 12.
        assert_eq!(replacement("$12", 1).unwrap().0, "${1}2");
        assert_eq!(replacement("$12", 12).unwrap().0, "${12}");
        assert_eq!(replacement(r"\$5 \\", 0).unwrap().0, r"$$5 \");
        assert!(replacement("$2", 1).is_err());
        assert!(replacement("a$", 1).is_err());
        assert!(replacement("a\\", 1).is_err());
    }
}
