//! The notation (CGSuite's plain text; see docs/notation.md): every printed
//! form of the contract's table, parse errors with columns, and robustness against hostile input.

use combinatorial_games::Game;
use combinatorial_games::expr::eval;
use proptest::prelude::*;

fn g(s: &str) -> Game {
    s.parse().unwrap_or_else(|e| panic!("{s}: {e}"))
}

/// Each row: an expression built from definitions, and how it must print.
#[test]
fn display_table() {
    let rows: &[(&str, &str)] = &[
        ("{|}", "0"),
        ("{6|}", "7"),
        ("{|-11}", "-12"),
        (
            "123456789012345678901234567890",
            "123456789012345678901234567890",
        ),
        ("{0|1}", "1/2"),
        ("{-1/2|-1/4}", "-3/8"),
        ("{5/2|3}", "11/4"),
        ("{0|0}", "*"),
        ("{0,*|0,*}", "*2"),
        ("*13", "*13"),
        ("{0|*}", "^"),
        ("{0|^*}", "^^"),
        ("{0|^^*}", "^3"),
        ("{*|0}", "v"),
        ("-{0|^*}", "vv"),
        ("9 * {*|0}", "v9"),
        ("{3|3}", "3*"),
        ("1/2 + {0|*}", "1/2^"),
        ("{0|^}", "^^*"),
        ("6 + ^ + *", "6^*"),
        ("73/16 + 9 * v + *8", "73/16v9*8"),
        ("-2 + v + *3", "-2v*3"),
        ("{1|-1}", "+-1"),
        ("{1/2|-1/2}", "+-1/2"),
        ("{1*|-1*}", "+-(1*)"),
        ("{1,1*|-1,-1*}", "+-{1,1*}"),
        ("{10|8||6|4|||4|2||0|-2}", "{10|8||6|4|||4|2||0|-2}"),
        ("{0||0|-1}", "Tiny(1)"),
        ("{0||0|-1/4}", "Tiny(1/4)"),
        ("{0||0|{-1|-2}}", "Tiny({2|1})"),
        ("{1|0||0}", "Miny(1)"),
        ("{2||2|0}", "2Tiny(2)"),
        ("{1|0}", "{1|0}"),
        ("{2|{1|0}}", "{2||1|0}"),
        ("{1*|0}", "{1*|0}"),
        ("{3|{2|{1|0,*}}}", "{3|||2||1|0,*}"),
        ("{{3|{2|{1|0,*}}}|-1/2}", "{3|||2||1|0,*||||-1/2}"),
    ];
    for (src, want) in rows {
        assert_eq!(g(src).to_string(), *want, "{src}");
        assert_eq!(g(want), g(src), "{want} reads back");
    }
}

#[test]
fn switch_of_a_general_game_keeps_its_slashes() {
    let inner = g("{10|8||6|4|||4|2||0|-2}");
    let s = Game::switch(inner);
    assert_eq!(s.to_string(), "+-{10|8||6|4|||4|2||0|-2}");
    assert_eq!(g(&s.to_string()), s);
}

#[test]
fn four_slashes_only_at_the_top() {
    // A game whose own run is 4 keeps its braces when it is an option.
    let four = g("{{3|{2|{1|0,*}}}|-1/2}");
    let outer = Game::new([four], [g("-5")]);
    let text = outer.to_string();
    assert_eq!(text, "{{3|||2||1|0,*||||-1/2}|-5}");
    assert!(!text[1..text.len() - 1].contains("|||||"));
    assert_eq!(g(&text), outer);
}

#[test]
fn unicode_form() {
    let rows: &[(&str, &str)] = &[
        ("^", "↑"),
        ("^^", "↑↑"),
        ("^3", "↑3"),
        ("v", "↓"),
        ("vv", "↓↓"),
        ("*", "∗"),
        ("*2", "∗2"),
        ("3^^*", "3↑↑∗"),
        ("+-1/4", "±1/4"),
        ("{1*|0}", "{1∗|0}"),
    ];
    for (src, want) in rows {
        assert_eq!(format!("{:#}", g(src)), *want);
        assert_eq!(g(want), g(src));
    }
    assert_eq!(g("⇑"), g("^^"));
    assert_eq!(g("⇓*"), g("vv*"));
}

#[test]
fn parse_extras() {
    assert_eq!(g(" { 0 , 1 | } "), g("2"));
    assert_eq!(g("3+-1"), g("{4|2}"));
    assert_eq!(g("3 ± 1"), g("{4|2}"));
    assert_eq!(g("3*5"), g("3") + Game::nimber(5));
    assert_eq!(g("3 * ^"), g("^3"));
    assert_eq!(g("2*(^)"), g("^^"));
    assert_eq!(g("^3*2"), g("^^^") + Game::nimber(2));
    assert_eq!(g("v2*3"), g("vv") + Game::nimber(3));
    assert_eq!(g("6/16"), g("3/8"));
    assert_eq!(g("{1+1|}"), g("3"));
}

#[test]
fn error_messages_name_the_column() {
    let e = |s: &str| eval(s).unwrap_err().to_string();
    assert_eq!(e("{3|2|1}"), "{3|2|1}: ambiguous slashes at column 1");
    let not_a_game = |s: &str| s.parse::<Game>().unwrap_err().to_string();
    assert_eq!(
        not_a_game("1/3"),
        "1/3 is not a dyadic rational at column 1"
    );
    assert_eq!(
        not_a_game("2/6"),
        "1/3 is not a dyadic rational at column 1"
    );
    assert_eq!(
        e("{1|0 1}"),
        "expected '|', ',' or '}', found '1' at column 6"
    );
    assert_eq!(e("{1,|0}"), "expected an option, found ',' at column 3");
    assert_eq!(
        e("{0|1} + "),
        "expected an expression, found the end of the input at column 9"
    );
    assert_eq!(e("1 # 2"), "unexpected character '#' at column 3");
    // A star, then a spaced parenthesis: the parenthesis is what is out of
    // place (as in `* 3`), not the star.
    assert_eq!(
        e("* (3)"),
        "expected an operator or the end of the input, found '(' at column 3"
    );
    assert_eq!(
        e("* 3"),
        "expected an operator or the end of the input, found '3' at column 3"
    );
    assert_eq!(
        e("{0|1}.Foo").split(';').next().unwrap(),
        "unknown method 'Foo'"
    );
    assert_eq!(e("x + 1"), "unknown name 'x' at column 1");
    assert_eq!(
        e("*99999999999999999999"),
        "*99999999999999999999: nimbers are limited to 64 bits at column 2"
    );
    assert_eq!(e("0/0"), "0/0: division by zero at column 1");
    // As in CGSuite, a nonzero number over 0 is infinite, not a game.
    assert_eq!(eval("1/0").unwrap().to_string(), "inf");
    assert_eq!(
        not_a_game("1/0"),
        "inf is not a dyadic rational at column 1"
    );
    assert_eq!(e("{1|2} < truth"), "unknown name 'truth' at column 9");
    assert_eq!(
        e("{1|2} < true"),
        "expected two games to compare, found a game and a truth value at column 1"
    );
    // A method's errors point at its name, not at the receiver.
    assert!(
        e("{0|1}.Foo").ends_with("at column 7"),
        "{}",
        e("{0|1}.Foo")
    );
    assert_eq!(
        e("(*2).Heat(1,2)"),
        "'Heat' takes 1 argument(s), given 2 at column 6"
    );
    assert!(e("*2 Foo 3").ends_with("at column 4"), "{}", e("*2 Foo 3"));
    // Huge nimbers and counts of ups are refused where they would be
    // listed or overflow, not panicking or aborting.
    assert_eq!(
        e("{*1000000000|}"),
        "*1000000000 has too many options to go through one by one (at most *1048576) at column 2"
    );
    assert!(e("*18446744073709551615 + {2|^}").contains("too many options to list"));
    // A switch plus a number-up-star value is in closed form.
    assert_eq!(
        eval("*18446744073709551615 + {1|-1}").unwrap().to_string(),
        "+-(1*18446744073709551615)"
    );
    // Operations that go through every option refuse what cannot be gone
    // through, with the column of the game at fault; the closed forms
    // answer.
    let too_many = "*18446744073709551615 has too many options to go through";
    let too_deep = "9223372036854775807 ups nest 9223372036854775807 levels";
    for (text, why, column) in [
        ("(*18446744073709551615).Heat(1)", too_many, 1),
        ("(*18446744073709551615).Cool(-1/2)", too_many, 1),
        ("(*18446744073709551615).Incentives", too_many, 1),
        ("(*18446744073709551615).IsEvenTempered", too_many, 1),
        ("(*18446744073709551615).Overheat(1, 2)", too_many, 1),
        ("*18446744073709551615 : 2", too_many, 1),
        ("^.NortonProduct(*18446744073709551615)", too_many, 17),
        ("(9223372036854775807 * ^).Heat(1)", too_deep, 1),
        ("{0|1} + (9223372036854775807 * ^).LeftOptions", too_deep, 9),
    ] {
        let err = e(text);
        assert!(err.starts_with(why), "{text}: {err}");
        assert!(
            err.ends_with(&format!("at column {column}")),
            "{text}: {err}"
        );
    }
    for (text, value) in [
        ("(*18446744073709551615).Cool(1)", "0"),
        ("(*18446744073709551615).Freeze", "*18446744073709551615"),
        ("(*18446744073709551615).Temperature", "0"),
        ("(9223372036854775807 * ^ + *5).Mean", "0"),
        ("{0|9223372036854775807 * ^}.ReducedCanonicalForm", "0"),
        ("-3 : *289", "-3*289"),
        ("(^<10000>).AtomicWeight", "0"),
        (
            "(9223372036854775807 * ^).AtomicWeight",
            "9223372036854775807",
        ),
    ] {
        assert_eq!(eval(text).unwrap().to_string(), value, "{text}");
    }
    assert!(e("(9223372036854775807 * ^) + ^").contains("count of ups could pass 64 bits"));
    assert_eq!(
        eval("9223372036854775807 * ^").unwrap().to_string(),
        "^9223372036854775807"
    );
    // A character that does not print is written escaped.
    assert_eq!(e("abc\0def"), "unexpected character '\\0' at column 4");
}

#[test]
fn deep_nesting_is_exact_up_to_the_limit_then_an_error() {
    // An unclosed brace is an error however deep.
    assert!(eval(&"{".repeat(100_000)).is_err());
    // {{{...{|}|}...|}|} with 100 000 braces: the innermost {|} is 0, and
    // each level adds one, so 99 999.
    let nested = format!("{}{}", "{".repeat(100_000), "|}".repeat(100_000));
    assert_eq!(g(&nested), Game::from(99_999));
    // {0|{0|...{0|}...}} nested 100 000 deep is 1/2^99999.
    let halves = format!("{}{}", "{0|".repeat(100_000), "}".repeat(100_000));
    assert_eq!(
        g(&halves),
        Game::number(combinatorial_games::Dyadic::new(1, 99_999))
    );
    let parens = format!("{}1{}", "(".repeat(100_000), ")".repeat(100_000));
    assert_eq!(g(&parens), Game::from(1));
    // 100 000 unary minus signs cancel out.
    let minus = format!("{}1", "- ".repeat(100_000));
    assert_eq!(g(&minus), Game::from(1));
    // One level beyond the limit is a typed error, not a crash.
    let too_deep = format!("{}{}", "{".repeat(100_001), "|}".repeat(100_001));
    let err = eval(&too_deep).unwrap_err();
    assert!(err.to_string().starts_with("nesting deeper than"), "{err}");
}

#[test]
fn ten_megabyte_literal() {
    // Five million options: all but one dominated.
    let mut s = String::with_capacity(10_000_010);
    s.push('{');
    for k in 0..2_500_000u32 {
        s.push_str(if k % 2 == 0 { "0," } else { "1," });
    }
    s.push_str("2|}");
    assert!(s.len() > 5_000_000);
    assert_eq!(g(&s), Game::from(3));
    let sum = format!("{}1", "1+".repeat(5_000_000));
    assert_eq!(g(&sum), Game::from(5_000_001));
}

#[test]
fn thirty_thousand_digit_integer() {
    let digits: String = std::iter::once('7')
        .chain(std::iter::repeat_n('3', 29_999))
        .collect();
    let x = g(&digits);
    assert_eq!(x.to_string(), digits);
    assert_eq!(g(&format!("{digits} - {digits}")), Game::zero());
    let y = g(&format!("{digits}/1024 + 1/1024"));
    assert!(y.as_number().is_some());
}

fn mutate(s: &str, ops: &[(usize, u8)]) -> String {
    let alphabet = b"{}|,.*^v-+/:()0123456789 <>=![]\"x'";
    let mut b: Vec<u8> = s.bytes().collect();
    for &(pos, c) in ops {
        let c = alphabet[c as usize % alphabet.len()];
        if b.is_empty() {
            b.push(c);
            continue;
        }
        let p = pos % b.len();
        match c % 3 {
            0 => b[p] = c,
            1 => b.insert(p, c),
            _ => {
                b.remove(p);
            }
        }
    }
    String::from_utf8_lossy(&b).into_owned()
}

/// Evaluates `s` for at most a second: some short inputs ask for minutes
/// of honest work (`77:3*609`, an ordinal sum over a 600-option nimber),
/// which a user bounds with a budget; these tests look for panics only.
fn eval_briefly(s: &str) {
    let budget = combinatorial_games::budget::Budget::time(std::time::Duration::from_secs(1));
    let _ = budget.run(|| eval(s));
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 2000, ..ProptestConfig::default() })]

    #[test]
    fn random_strings_never_panic(s in "\\PC{0,40}") {
        eval_briefly(&s);
    }

    #[test]
    fn random_token_soup_never_panics(s in "[{}|,.*^v+\\-/:()0-9 <>=!±↑↓∗⇑'x]{0,40}") {
        eval_briefly(&s);
    }

    #[test]
    fn mutations_of_valid_input_never_panic(
        base in prop::sample::select(vec!["{3|||2||1|0,*||||-1/2}", "'{*|*}' : 1", "73/16v9*8", "+-{1,1*}", "{0|^} == ^^*", "Tiny({2|1})", "2Tiny(2)", "{1|0}.LeftOptions", "a := {2|1}"]),
        ops in prop::collection::vec((0usize..64, 0u8..64), 1..6),
    ) {
        eval_briefly(&mutate(base, &ops));
    }
}

/// One value, one text: up-powers print in their closed form however large
/// (^<16384> printed as a 38 KB nested form when the printer stopped
/// looking at 10 000 layers).
#[test]
fn large_up_powers_print_closed() {
    for text in ["^<16384>", "v<20000>*", "^[16384]", "v[20000]"] {
        assert_eq!(eval(text).unwrap().to_string(), text);
    }
}

/// A nimber written after an up-power is added as `+` adds it: the same
/// value, and the same refusal of a nimber with too many options to list
/// (`^[3]*91018577` listed 91 million of them, past any budget).
#[test]
fn up_powers_with_a_nimber_add_it_as_plus_does() {
    for (written, sum) in [("^[3]*5", "^[3] + *5"), ("v<2>*3", "v<2> + *3")] {
        assert_eq!(eval(written).unwrap(), eval(sum).unwrap(), "{written}");
    }
    for text in ["^[3]*91018577", "v<2>*91018577", "^[3] + *91018577"] {
        let e = eval(text).unwrap_err();
        assert!(e.to_string().contains("too many options"), "{text}: {e}");
    }
}

/// The printer recognises up-powers by the shape of their canonical forms;
/// the values here are built by arithmetic instead (`Pow`, `PowTo`, sums
/// with `*`, negation), for every sign, star and n up to 40, and print as
/// their closed form and parse back to themselves. Games one option away
/// from those shapes print as general forms.
#[test]
fn up_powers_print_by_shape() {
    use combinatorial_games::Game;
    let up = Game::up();
    for n in 2u32..=40 {
        for (bracket, base) in [(false, up.pow(n).unwrap()), (true, up.pow_to(n))] {
            for negative in [false, true] {
                for star in [false, true] {
                    let mut g = if negative { -base } else { base };
                    if star {
                        g += Game::star();
                    }
                    let arrow = if negative { "v" } else { "^" };
                    let (open, close) = if bracket { ("[", "]") } else { ("<", ">") };
                    let text = format!("{arrow}{open}{n}{close}{}", if star { "*" } else { "" });
                    assert_eq!(g.to_string(), text);
                    assert_eq!(text.parse::<Game>().unwrap(), g, "{text}");
                }
            }
        }
    }
    // The chain's shape with a number for the Right option: general forms,
    // not up-powers, printed as written.
    for near in ["{^[2]|-1}", "{0,^[2]*|-1/2}", "{^[2]||0|-1}"] {
        let g: Game = near.parse().unwrap();
        assert_eq!(g.to_string(), near);
    }
}

/// CGSuite prints every uptimal whose expansion is one up-power or a run of
/// ones in closed form, after its number and before its nimber, whatever
/// the nimber (`Uptimal.appendTo`: `isUnit || isUnitSum`): `v<2>*3`,
/// `1/2^[3]*2`. The values are built by arithmetic; the texts by that rule.
/// Expansions of other shapes (`2·↑^2`, `2·↑ + ↑^2`) keep their braces.
#[test]
fn up_powers_print_with_any_number_and_nimber() {
    use combinatorial_games::{Dyadic, Game};
    let up = Game::up();
    let numbers = [(0, 0), (1, 0), (-3, 2), (5, 1)]; // 0, 1, -3/4, 5/2
    for n in 2u32..=12 {
        for (bracket, base) in [(false, up.pow(n).unwrap()), (true, up.pow_to(n))] {
            for negative in [false, true] {
                for m in 0u64..=9 {
                    for &(num, exp) in &numbers {
                        let x = Dyadic::new(num, exp);
                        let power = if negative { -base } else { base };
                        let g = Game::number(x.clone()) + power + Game::nimber(m);
                        let prefix = if num == 0 {
                            String::new()
                        } else {
                            x.to_string()
                        };
                        let arrow = if negative { "v" } else { "^" };
                        let (open, close) = if bracket { ("[", "]") } else { ("<", ">") };
                        let star = match m {
                            0 => String::new(),
                            1 => "*".to_string(),
                            _ => format!("*{m}"),
                        };
                        let text = format!("{prefix}{arrow}{open}{n}{close}{star}");
                        assert_eq!(g.to_string(), text);
                        assert_eq!(text.parse::<Game>().unwrap(), g, "{text}");
                        let unicode = text.replace('^', "↑").replace('v', "↓").replace('*', "∗");
                        assert_eq!(format!("{g:#}"), unicode);
                    }
                }
            }
        }
    }
    let twice = up.pow(2).unwrap() + up.pow(2).unwrap() + Game::nimber(3);
    let mixed = up.pow_to(2) + up + Game::nimber(2);
    for g in [twice, mixed] {
        assert!(g.to_string().starts_with('{'), "{g}");
    }
}
