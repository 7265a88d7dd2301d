//! Explicit game forms (`'{*|*}'`) and the compounds of them, against
//! CGSuite's published answers (its EvalTest, GameTest and
//! CompoundGameTestCase tables), hand derivations, and a plain model that
//! builds each compound as a tree of options by its definition.

mod common;

use combinatorial_games::Game;
use combinatorial_games::expr::{ErrorKind, eval};
use common::{Tree, tree};
use proptest::prelude::*;

fn v(s: &str) -> String {
    match eval(s) {
        Ok(x) => x.to_string(),
        Err(e) => panic!("{s}: {e}"),
    }
}

fn g(s: &str) -> Game {
    s.parse().unwrap()
}

#[test]
fn cgsuite_prints_forms_as_written() {
    // CGSuite's EvalTest, "Explicit game" rows.
    for (input, printed) in [
        ("'{*|*}'", "'{*|*}'"),
        ("'{0|}' + 1", "'{0|}' + 1"),
        ("'{-1|1}':1", "'{-1|1}' : 1"),
        ("-2 * '{|-1}'", "-2 * '{|-1}'"),
        (
            "*6 ConwayProduct '{0,*|0,*}'",
            "*6 ConwayProduct '{0,*|0,*}'",
        ),
        ("-('{*|*}':1)", "'{*|*}' : -1"),
        ("('{*|*}':1) - ('{*|*}':1)", "'{*|*}' : 1 + '{*|*}' : -1"),
        ("{'{*|*}':1|-1}", "'{'{*|*}' : 1|-1}'"),
        ("2*('{*|*}':1)", "2 * ('{*|*}' : 1)"),
        // GameTest's negatives of compounds: sums negate their parts,
        // products are marked negative.
        ("-(1 ConjunctiveSum '{1|0}')", "-1 ConjunctiveSum '{0|-1}'"),
        ("-(1 ConwayProduct '{1|0}')", "-(1 * '{1|0}')"),
        (
            "-(1/2 ConwayProduct '{1|0}')",
            "-(1/2 ConwayProduct '{1|0}')",
        ),
        ("-(1 + '{1|0}')", "-1 + '{0|-1}'"),
        ("-(1 OrdinalProduct '{1|0}')", "-(1 OrdinalProduct '{1|0}')"),
        ("-(1 : '{1|0}')", "-1 : '{0|-1}'"),
        ("-(1 SelectiveSum '{1|0}')", "-1 SelectiveSum '{0|-1}'"),
    ] {
        assert_eq!(v(input), printed, "{input}");
        // What is printed reads back as the same form.
        assert_eq!(v(printed), printed, "{printed} read back");
    }
}

#[test]
fn values_by_hand_and_by_cgsuite() {
    for (input, value) in [
        // {*|*} = 0, but '{*|*}' : 1 = {*, '{*|*}' | *} = {*, 0 | *}, and
        // * reverses through 0 (Right's * loses to Left's move to 0): ^.
        ("('{*|*}' : 1).CanonicalForm", "^"),
        ("(2 * ('{*|*}' : 1)).CanonicalForm", "^^"),
        ("(('{*|*}' : 1) * 2).CanonicalForm", "^^"),
        // '{-1|1}' : 1 = {-1, '{-1|1}' | 1} = {-1, 0 | 1} = 1/2.
        ("('{-1|1}' : 1).CanonicalForm", "1/2"),
        // {|-1} = -2, and -2 · -2 = 4.
        ("(-2 * '{|-1}').CanonicalForm", "4"),
        // '{0,*|0,*}' is *2; *6 · *2 is the nim product 6 ⊗ 2 = 8 ⊕ 3 = 11.
        ("(*6 ConwayProduct '{0,*|0,*}').CanonicalForm", "*11"),
        // CompoundGameTestCase with the form '{*|*}' and 3.
        ("('{*|*}' ConjunctiveSum 3).CanonicalForm", "2"),
        ("('{*|*}' ConwayProduct 3).CanonicalForm", "0"),
        ("('{*|*}' + 3).CanonicalForm", "3"),
        ("('{*|*}' OrdinalProduct 3).CanonicalForm", "0"),
        ("('{*|*}' : 3).CanonicalForm", "^[3]"),
        // GameTest: ^[5] is '{*|*}' : 5.
        ("^.PowTo(5).Subordinate('{*|*}')", "5"),
        // Everything else sees the value.
        ("'{*|*}' == 0", "true"),
        ("('{*|*}' : 1).Temperature", "0"),
        ("'{*|*}'.LeftOptions", "[*]"),
        ("('{*|*}' : 1).LeftOptions", "[*,'{*|*}' : 0]"),
        ("'{*|*}'.Class", "\u{27ea}game.ExplicitGame\u{27eb}"),
        ("0 + '{*|*}'", "'{*|*}'"),
        ("0 * '{*|*}'", "0"),
        // Heaps a and b in a conjunctive sum move together to any a' < a,
        // b' < b, so the nim value is mex{min(a', b')} = min(a, b); the
        // misère heap *[22] is the form of its options *[0..21], shared
        // (its 2^22 paths are 23 positions).
        ("(*[22] ConjunctiveSum *2).CanonicalForm", "*2"),
        // *[2] in a form is the form of its options 0 and *[1] (= *): *2 in
        // normal play; so '{*[2]|*[2]}' : 1 has Left options *2 and
        // '{*[2]|*[2]}' (= {*2|*2} = 0), Right option *2.
        ("('{*[2]|*[2]}' : 1) == {0,*2|*2}", "true"),
        // A stopper after ':' (CGSuite's EvalTest: 1under). on = {pass|},
        // so X = '{-1|1}' : on = {-1, X | 1}; Left's pass dominates -1 and
        // X is 1 + under = a{-1,a|1}, by the loopy engine separately.
        ("('{-1|1}' : on).GameValue", "1under"),
        ("('{-1|1}' : on) == a{-1,a|1}", "true"),
        // over = {0|pass}: X = {-1, '{-1|1}' | 1, X} = {0 | 1, pass}, and
        // Right's 1 is dominated by the pass: over.
        ("'{-1|1}' : over", "over"),
        // '{0|}' : on = {0, X |}: Left's pass dominates 0, so on.
        ("'{0|}' : on", "on"),
    ] {
        assert_eq!(v(input), value, "{input}");
    }
}

#[test]
fn bad_forms_get_typed_errors() {
    for (input, column) in [
        ("'{*}'", 2),
        ("'{*|*}", 7),
        ("'{*|\"a\"}'", 5),
        ("'{*|*}' * '{*|*}'", 1),
        ("'{*|*}' * 1/2", 1),
    ] {
        let e = eval(input).expect_err(input);
        assert_eq!(e.column(), column, "{input}: {e}");
    }
    // A sided value that is no stopper has no graph to sum along.
    assert!(eval("'{-1|1}' : dud").is_err());
    let e = eval("'{*|*}' * '{*|*}'").unwrap_err();
    assert!(matches!(e.kind(), ErrorKind::Type { .. }), "{e}");
}

/// The form of a tree, quoted at every level so nothing is reduced.
fn text(t: &Tree) -> String {
    let side = |v: &[Tree]| v.iter().map(text).collect::<Vec<_>>().join(",");
    format!("'{{{}|{}}}'", side(&t.0), side(&t.1))
}

/// The compounds by their definitions, on trees (Winning Ways ch. 9, 14;
/// ONAG ch. 1): no canonical form is taken until the end.
fn neg(a: &Tree) -> Tree {
    Tree(a.1.iter().map(neg).collect(), a.0.iter().map(neg).collect())
}

fn sum(a: &Tree, b: &Tree) -> Tree {
    let side = |x: &[Tree], y: &[Tree]| {
        let mut out: Vec<Tree> = x.iter().map(|o| sum(o, b)).collect();
        out.extend(y.iter().map(|o| sum(a, o)));
        out
    };
    Tree(side(&a.0, &b.0), side(&a.1, &b.1))
}

fn ordinal_sum(a: &Tree, b: &Tree) -> Tree {
    let side = |x: &[Tree], y: &[Tree]| {
        let mut out = x.to_vec();
        out.extend(y.iter().map(|o| ordinal_sum(a, o)));
        out
    };
    Tree(side(&a.0, &b.0), side(&a.1, &b.1))
}

fn conjunctive(a: &Tree, b: &Tree) -> Tree {
    let side = |x: &[Tree], y: &[Tree]| {
        let mut out = Vec::new();
        for p in x {
            for q in y {
                out.push(conjunctive(p, q));
            }
        }
        out
    };
    Tree(side(&a.0, &b.0), side(&a.1, &b.1))
}

fn conway(a: &Tree, b: &Tree) -> Tree {
    // a'b + ab' - a'b' over (a^L, b^L), (a^R, b^R) for Left and the mixed
    // pairs for Right.
    let term = |x: &Tree, y: &Tree| sum(&sum(&conway(x, b), &conway(a, y)), &neg(&conway(x, y)));
    let pairs = |x: &[Tree], y: &[Tree]| {
        let mut out = Vec::new();
        for p in x {
            for q in y {
                out.push(term(p, q));
            }
        }
        out
    };
    let mut left = pairs(&a.0, &b.0);
    left.extend(pairs(&a.1, &b.1));
    let mut right = pairs(&a.0, &b.1);
    right.extend(pairs(&a.1, &b.0));
    Tree(left, right)
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, ..ProptestConfig::default() })]

    #[test]
    fn compounds_of_forms_match_their_definitions(a in tree(3, 2), b in tree(2, 2)) {
        let (ta, tb) = (text(&a), text(&b));
        let value = |op: &str| eval(&format!("(({ta}) {op} ({tb})).CanonicalForm"))
            .unwrap_or_else(|e| panic!("{ta} {op} {tb}: {e}"));
        let game = |t: Tree| combinatorial_games::expr::Value::Game(t.game());
        prop_assert_eq!(value(":"), game(ordinal_sum(&a, &b)));
        prop_assert_eq!(value("ConjunctiveSum"), game(conjunctive(&a, &b)));
        prop_assert_eq!(value("+"), game(sum(&a, &b)));
        prop_assert_eq!(value("-"), game(sum(&a, &neg(&b))));
    }

    #[test]
    fn products_of_forms_match_the_definition(a in tree(2, 2), b in tree(2, 2)) {
        // The tree of a product grows fast: day 2 forms only.
        let (ta, tb) = (text(&a), text(&b));
        let value = eval(&format!("(({ta}) ConwayProduct ({tb})).CanonicalForm")).unwrap();
        prop_assert_eq!(value, combinatorial_games::expr::Value::Game(conway(&a, &b).game()));
    }

    #[test]
    fn forms_print_and_read_back(a in tree(3, 2)) {
        let printed = eval(&text(&a)).unwrap().to_string();
        prop_assert_eq!(eval(&printed).unwrap().to_string(), printed.clone());
        prop_assert_eq!(g(&printed), a.game());
        prop_assert_eq!(eval(&format!("-({printed})")).unwrap().to_string(),
            eval(&text(&neg(&a))).unwrap().to_string());
    }
}

#[test]
fn game_value_is_the_canonical_form_or_the_loopy_value() {
    // {2|1,'{*|*}'}: Right's 1 is dominated by '{*|*}' = 0.
    assert_eq!(v("{2|1,'{*|*}'}.GameValue"), "{2|0}");
    assert_eq!(v("on.GameValue"), "on");
}

/// A nimber's ordinal product with a number has no closed form: it goes
/// through the nimber's options, so a nimber past the listing bound is
/// refused at once (it ran for minutes). By hand, for a nimber *n: *n x 1
/// is {0:*k | 0:*k} = *n; *n x 2 has the options *n:*k = *(n+k), k < n,
/// on both sides, whose mex is 0; *n x -2 likewise.
#[test]
fn ordinal_products_of_nimbers_and_numbers() {
    for n in [3, 4, 1000] {
        assert_eq!(v(&format!("(*{n}).OrdinalProduct(1)")), format!("*{n}"));
        assert_eq!(v(&format!("(*{n}).OrdinalProduct(2)")), "0");
        assert_eq!(v(&format!("(*{n}).OrdinalProduct(-2)")), "0");
    }
    for text in [
        "(*1048577).OrdinalProduct(-2)",
        "(*1048577).ConwayProduct(2)",
    ] {
        let e = eval(text).unwrap_err();
        assert!(e.to_string().contains("too many options"), "{text}: {e}");
    }
    // Two nimbers have closed forms, however large: the ordinal product
    // of ordinals 2^20 and 2.
    assert_eq!(v("(*1048576).OrdinalProduct(*2)"), "*2097152");
}
