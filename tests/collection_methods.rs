//! The methods of CGSuite's collections, maps, strings and ranges. The
//! first two tests are CGSuite's own rows (`CollectionTestCase.scala` and
//! `CgsuiteLangTest.scala`, in lib/core/src/test/scala/org/cgsuite/lang/ of
//! aaron-siegel/cgsuite), what CGSuite prints; the rest are worked out by
//! hand from the definitions in CGSuite's `Collection.cgs` and
//! `SpecialMethods.scala` (Max keeps the first item until a greater one
//! comes; Mex counts whole numbers only; Sublist and Take cut as Scala's
//! `slice`).

use combinatorial_games::expr::{ErrorKind, MAX_TEXT, eval};

fn v(s: &str) -> String {
    match eval(s) {
        Ok(v) => v.to_string(),
        Err(e) => format!("!!{e}"),
    }
}

#[test]
fn cgsuites_collection_test_cases() {
    // (collection, then what CGSuite prints for each call below; "!!" an
    // error).
    let cases: [(&str, [&str; 16]); 3] = [
        (
            "[]",
            [
                "[19]", "[10,*2]", "0", "false", "[]", "true", "!!", "true", "!!", "0", "!!", "0",
                "!!", "!!", "[]", "{}",
            ],
        ),
        (
            "[0,1,3,9,7,5]",
            [
                "[0,1,3,9,7,5,19]",
                "[0,1,3,9,7,5,10,*2]",
                "2",
                "true",
                "[0,1,3,9,7,5]",
                "false",
                "0",
                "false",
                "9",
                "2",
                "0",
                "6",
                "25",
                "[1,3,9,7,5]",
                "[0,1,3,9,7,5]",
                "{0,1,3,5,7,9}",
            ],
        ),
        (
            r#"["Winning", "Ways", "Mathematical", "Plays"]"#,
            [
                r#"["Winning","Ways","Mathematical","Plays",19]"#,
                r#"["Winning","Ways","Mathematical","Plays",10,*2]"#,
                "!!",
                "false",
                r#"["Winning","Ways","Mathematical","Plays"]"#,
                "false",
                r#""Winning""#,
                "false",
                r#""Winning""#,
                "0",
                r#""Mathematical""#,
                "4",
                r#""WinningWaysMathematicalPlays""#,
                r#"["Ways","Mathematical","Plays"]"#,
                r#"["Winning","Ways","Mathematical","Plays"]"#,
                r#"{"Mathematical","Plays","Ways","Winning"}"#,
            ],
        ),
    ];
    let calls: [&[&str]; 16] = [
        &["({x}).Adjoin(19)"],
        &["({x}).Concat([10,*2])"],
        &["({x}).Count(x -> x >= 2 and x < 7)"],
        &["({x}).Exists(x -> x == 7)"],
        &["({x}).Flattened"],
        &["({x}).ForAll(x -> x == 7)"],
        &["({x}).Head"],
        &["({x}).IsEmpty"],
        &["({x}).Max", "Max({x})"],
        &["({x}).Mex", "Mex({x})"],
        &["({x}).Min", "Min({x})"],
        &["({x}).Size"],
        &["({x}).Sum", "Sum({x})"],
        &["({x}).Tail"],
        &["({x}).ToList"],
        &["({x}).ToSet"],
    ];
    let mut checked = 0;
    for (x, wants) in cases {
        for (forms, want) in calls.iter().zip(wants) {
            for form in *forms {
                let e = form.replace("{x}", x);
                let got = v(&e);
                if want == "!!" {
                    assert!(got.starts_with("!!"), "{e}: {got}");
                } else {
                    assert_eq!(got, want, "{e}");
                }
                checked += 1;
            }
        }
    }
    assert_eq!(checked, 60);
}

#[test]
fn cgsuites_list_map_string_and_range_rows() {
    let rows = [
        ("[0,1,7,5,3,2,9].Contains(4)", "false"),
        ("[0,1,7,5,3,2,9].Contains(9)", "true"),
        ("[].IsEmpty", "true"),
        ("[0,1,7,5,3,2,9].ToList.Sorted", "[0,1,2,3,5,7,9]"),
        ("[5,12,13] Concat [99,101]", "[5,12,13,99,101]"),
        ("[5,12,5,13,12].Distinct", "[5,12,13]"),
        (
            "[0,1,2,3,4,5,6,7,8,9] Grouped 3",
            "[[0,1,2],[3,4,5],[6,7,8],[9]]",
        ),
        ("[5,12,13].IndexOf(12)", "2"),
        (
            "[[5,3,7],[1,6,3],[9,2,8]].Sorted",
            "[[1,6,3],[5,3,7],[9,2,8]]",
        ),
        ("[92/47, 41/23, 9/4, 3].Sorted", "[41/23,92/47,9/4,3]"),
        (
            "[[5,3,7],[1,6,3],[9,2,8]].SortedWith((a, b) -> a[2] - b[2])",
            "[[9,2,8],[5,3,7],[1,6,3]]",
        ),
        ("[5,12,13].Updated(2, 99)", "[5,99,13]"),
        ("{7 => true, 1/2 => ^^*} ContainsKey 7", "true"),
        ("{7 => true, 1/2 => ^^*}.Keys", "{1/2,7}"),
        (
            "{7 => true, 1/2 => ^^*}.Reversed",
            "{^^* => 1/2, true => 7}",
        ),
        (
            "{7 => true, 1/2 => ^^*}.Updated(6, 19)",
            "{1/2 => ^^*, 6 => 19, 7 => true}",
        ),
        (
            "{7 => true, 1/2 => ^^*}.Updated(7, Left)",
            "{1/2 => ^^*, 7 => Left}",
        ),
        (
            "{7 => true, 1/2 => ^^*}.Updated({6 => 19, 7 => Left})",
            "{1/2 => ^^*, 6 => 19, 7 => Left}",
        ),
        ("{7 => true, 1/2 => ^^*}.Values", "{^^*,true}"),
        ("3.ToString", "\"3\""),
        ("(1..10..2).Contains(4)", "false"),
        ("(1..10..2).Contains(9)", "true"),
        ("(1..0).IsEmpty", "true"),
        ("(1..10).IsEmpty", "false"),
        ("\"Hackenbush\"[7]", "\"b\""),
        ("\"Winning \" Concat \"Ways\"", "\"Winning Ways\""),
        ("\"Berlekamp\".Length", "9"),
        (
            "\"Jangly\".Replace(\"angl\", \"ohn H. Conwa\")",
            "\"John H. Conway\"",
        ),
        ("\"Clobber\".Substring(4, 6)", "\"bbe\""),
        ("\"Toads and Frogs\".ToLowerCase", "\"toads and frogs\""),
        ("\"Toads and Frogs\".ToUpperCase", "\"TOADS AND FROGS\""),
        ("\"Short\".Updated(2, \"n\")", "\"Snort\""),
    ];
    for (e, want) in rows {
        assert_eq!(v(e), want, "{e}");
    }
    // CGSuite's error rows: each an error here too.
    for e in [
        "[[5,3,7],[1,6,3],[9,2,8]].SortedWith((a, b) -> \"I am a banana.\")",
        "[[5,3,7],[1,6,3],[9,2,8]].SortedWith(a -> 0)",
        "[5,12,13].Updated(0, 99)",
        "\"Hackenbush\"[0]",
        "\"Hackenbush\"[11]",
    ] {
        assert!(v(e).starts_with("!!"), "{e}");
    }
}

#[test]
fn predicates_and_pieces_by_hand() {
    // Filter keeps a set a set; Find gives the first match or Nothing.
    assert_eq!(v("{1,2,3,4}.Filter(x -> x > 2)"), "{3,4}");
    assert_eq!(v("[4,1,5,2].Find(x -> x < 3)"), "1");
    assert_eq!(v("[4,5].Find(x -> x < 3)"), "Nothing");
    assert_eq!(v("(1..6).Count(x -> x % 2 == 0)"), "3");
    assert!(
        v("[1,2].Filter(x -> x)").starts_with("!!"),
        "not true or false"
    );
    // Take and Sublist cut to the list: items 2 to 3; the first 2; past
    // the end; nothing from a backward span.
    assert_eq!(v("[5,12,13,99].Sublist(2, 3)"), "[12,13]");
    assert_eq!(v("[5,12,13].Take(2)"), "[5,12]");
    assert_eq!(v("[5,12,13].Take(7)"), "[5,12,13]");
    assert_eq!(v("[5,12,13].Sublist(3, 2)"), "[]");
    // Flattened opens one level: [[1,[2]],3] has the items 1, [2] and 3.
    assert_eq!(v("[[1,[2]],3].Flattened"), "[1,[2],3]");
    // Unions and intersections of sets.
    assert_eq!(v("{1,2}.Union([2,3])"), "{1,2,3}");
    assert_eq!(v("{1,2,3}.Intersection({2,3,4})"), "{2,3}");
    assert!(v("[1,2].Union([3])").starts_with("!!"), "a list is no set");
    // Mex counts whole numbers only: {0, *, ^} has 0, so 1; nimbers are
    // passed over as CGSuite passes them.
    assert_eq!(v("{*,^,0}.Mex"), "1");
    assert_eq!(v("[1,2,*].Mex"), "0");
    // Max and Min as CGSuite defines them: an item replaces the one kept
    // only if greater (less). ^ and * are confused, 0 < ^ and v < ^: so ^
    // stays; Min of [^, *, 0, v] goes ^ -> 0 (0 < ^) -> v (v < 0).
    assert_eq!(v("[^, *, 0, v].Max"), "^");
    assert_eq!(v("[^, *, 0, v].Min"), "v");
    assert_eq!(v("(3/4).Max(-2)"), "3/4");
    // SortedWith sorts stably by the sign; a comparator that is not an
    // order still gives every item once, never a panic.
    assert_eq!(v("[3,1,2].SortedWith((a, b) -> b - a)"), "[3,2,1]");
    assert_eq!(
        v("[[1,9],[0,9],[1,8]].SortedWith((a, b) -> a[1] - b[1])"),
        "[[0,9],[1,9],[1,8]]"
    );
    let shuffled = v("[5,3,8,1,9,2,7].SortedWith((a, b) -> if a % 2 == 0 then -1 else 1 end)");
    let mut items: Vec<&str> = shuffled.trim_matches(['[', ']']).split(',').collect();
    items.sort_unstable();
    assert_eq!(items, ["1", "2", "3", "5", "7", "8", "9"]);
    assert!(v("[].Head").starts_with("!!"));
    assert!(v("[].Tail").starts_with("!!"));
    assert!(v("[1].Grouped(0)").starts_with("!!"));
}

#[test]
fn strings_maps_and_ranges_by_hand() {
    assert_eq!(v("\"a\" + \"b\" + \"c\""), "\"abc\"");
    assert_eq!(v("\"Mathematical\" < \"Plays\""), "true");
    // A string joins only to a string, whichever side it is on.
    for e in ["\"a\" + 1", "1 + \"a\""] {
        let err = eval(e).unwrap_err();
        assert!(matches!(err.kind(), ErrorKind::Type { .. }), "{e}: {err}");
        assert!(
            err.to_string().contains("strings on both sides"),
            "{e}: {err}"
        );
    }
    assert_eq!(v("\"Clobber\".Substring(4, 3)"), "\"\"");
    assert!(v("\"Clobber\".Substring(4, 9)").starts_with("!!"));
    assert!(v("\"Clobber\".Substring(0, 2)").starts_with("!!"));
    assert_eq!(v("\"abab\".Replace(\"b\", \"cd\")"), "\"acdacd\"");
    assert!(v("\"ab\".Replace(\"\", \"x\")").starts_with("!!"));
    assert_eq!(v("(\"Snort\").IsEmpty"), "false");
    assert_eq!(v("(^^*).ToString"), "\"^^*\"");
    // A range's ends and step as written; membership by arithmetic, also
    // stepping down (10, 7, 4, 1).
    assert_eq!(
        v("[(3..12..3).Start, (3..12..3).End, (3..12..3).Step]"),
        "[3,12,3]"
    );
    assert_eq!(v("(10..1..-3).Contains(4)"), "true");
    assert_eq!(v("(10..1..-3).Contains(3)"), "false");
    assert_eq!(v("(1..1000000000000).Contains(999999999999)"), "true");
    // Reversing a map whose values repeat keeps one key for each.
    assert_eq!(v("{1 => 0, 2 => 0}.Reversed.Keys"), "{0}");
    assert_eq!(v("{=>}.IsEmpty"), "true");
    assert!(v("[1,2].Keys").starts_with("!!"));
    // Strings stop at MAX_TEXT bytes: doubling "ab" twenty times would
    // make 2^21.
    let doubled = (0..20).fold(String::from("s := \"ab\""), |e, _| e + "; s := s + s");
    let err = eval(&doubled).unwrap_err();
    assert!(matches!(err.kind(), ErrorKind::TooLarge(_)), "{err}");
    let half = (0..18).fold(String::from("s := \"ab\""), |e, _| e + "; s := s + s");
    assert_eq!(v(&(half + "; s.Length")), (1 << 19).to_string());
    let big = format!("\"{}\"", "x".repeat(MAX_TEXT / 2 + 1));
    assert!(v(&format!("{big}.Concat({big})")).starts_with("!!"));
}

#[test]
fn regular_expressions() {
    // CgsuiteLangTest.scala's rows.
    assert_eq!(
        v("\"On Numbers and Games\" Matches \".*umber.*G+.*\""),
        "true"
    );
    assert_eq!(
        v("\"Mathematical Plays\".ReplaceRegex(\"(t|P)..\", \"\")"),
        "\"Mamaal ys\""
    );
    assert_eq!(
        v("\"Winning Ways\".ReplaceRegex(\"W(.)[a-z]*\", \"M$1sh\")"),
        "\"Mish Mash\""
    );
    // By hand, as Java's String.matches and replaceAll: the whole string
    // must match (so an alternation is tried whole), and an empty match
    // falls before each character and at the end.
    assert_eq!(v("\"ab\".Matches(\"a|ab\")"), "true");
    assert_eq!(v("\"ab\".Matches(\"a\")"), "false");
    assert_eq!(v("\"abc\".ReplaceRegex(\"\", \"-\")"), "\"-a-b-c-\"");
    assert_eq!(
        v("\"x=1, y=22\".ReplaceRegex(\"([a-z])=([0-9]+)\", \"$2:$1\")"),
        "\"1:x, 22:y\""
    );
    // Java's \$ is a dollar; a group the pattern lacks is an error.
    assert_eq!(v("\"a\".ReplaceRegex(\"a\", \"\\$1\")"), "\"$1\"");
    assert!(v("\"a\".ReplaceRegex(\"a\", \"$1\")").starts_with("!!"));
    // Patterns that would need backtracking are refused, not run.
    assert!(v("\"aa\".Matches(\"(a)\\1\")").contains("backreferences"));
    assert!(v("\"a\".Matches(\"(\")").starts_with("!!"));
    // A result past MAX_TEXT is refused before it is built: 1 025 copies
    // of a string of 1 024 bytes.
    let s = (0..10).fold(String::from("s := \"a\""), |e, _| e + "; s := s + s");
    let err = eval(&(s + "; s.ReplaceRegex(\"\", s)")).unwrap_err();
    assert!(matches!(err.kind(), ErrorKind::TooLarge(_)), "{err}");
}

#[test]
fn outputs() {
    // CgsuiteLangTest.scala's rows.
    assert_eq!(v("3.ToOutput"), "3");
    assert_eq!(v("\"Toads and Frogs\".ToUnquotedOutput"), "Toads and Frogs");
    // By hand: ToOutput keeps a string's quotes, as it prints.
    assert_eq!(v("\"a\".ToOutput"), "\"a\"");
    assert_eq!(v("{1|-1}.ToOutput"), "+-1");
}

/// `EnclosingObject`: CGSuite's rows ("Object.EnclosingObject 1" and "2"
/// of `CgsuiteLangTest`), then a heap's and a coordinate game's position,
/// whose rulesets make them as a board's game makes the board.
#[test]
fn a_position_encloses_its_ruleset() {
    assert_eq!(v("3.EnclosingObject"), "Nothing");
    assert_eq!(
        v("game.grid.Amazons(\"x...|o...\").EnclosingObject"),
        "Amazons"
    );
    assert_eq!(v("g := Clobber(\"xo\"); g.EnclosingObject"), "Clobber");
    assert_eq!(v("Kayles(5).EnclosingObject"), "Kayles");
    assert_eq!(v("Wythoff((2,3)).EnclosingObject"), "Wythoff");
    // A sum of two games' heaps is no one ruleset's position.
    assert_eq!(v("(Kayles(3) + Nim(2)).EnclosingObject"), "Nothing");
}
