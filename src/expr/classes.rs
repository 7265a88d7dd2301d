//! CGSuite's classes as `x is C` sees them: each class the language has
//! a value of, with the classes it extends (from CGSuite's own class
//! files, `extends`), so that `*2 is ImpartialGame` and `[1] is
//! Collection` hold. Every class extends `cgsuite.lang.Object`.

/// A class and the classes it directly extends, all by qualified name.
const SUPERS: &[(&str, &[&str])] = &[
    ("cgsuite.lang.Object", &[]),
    ("cgsuite.lang.Boolean", &[]),
    ("cgsuite.lang.Class", &[]),
    ("cgsuite.lang.Collection", &[]),
    ("cgsuite.lang.Enum", &[]),
    ("cgsuite.lang.Function", &[]),
    ("cgsuite.lang.List", &["cgsuite.lang.Collection"]),
    (
        "cgsuite.lang.Map",
        &["cgsuite.lang.Collection", "cgsuite.lang.Function"],
    ),
    ("cgsuite.lang.MapEntry", &[]),
    ("cgsuite.lang.Nothing", &[]),
    ("cgsuite.lang.Range", &["cgsuite.lang.List"]),
    ("cgsuite.lang.Set", &["cgsuite.lang.Collection"]),
    ("cgsuite.lang.String", &[]),
    ("cgsuite.util.Edge", &[]),
    ("cgsuite.util.Graph", &[]),
    ("cgsuite.util.Grid", &[]),
    ("cgsuite.util.Interval", &[]),
    ("cgsuite.util.MutableList", &["cgsuite.lang.Collection"]),
    ("cgsuite.util.MutableMap", &["cgsuite.lang.Collection"]),
    ("cgsuite.util.MutableSet", &["cgsuite.lang.Collection"]),
    ("cgsuite.util.Random", &[]),
    ("cgsuite.util.Strip", &[]),
    ("cgsuite.util.Symmetry", &["cgsuite.lang.Enum"]),
    ("cgsuite.util.Table", &[]),
    ("cgsuite.util.Thermograph", &[]),
    ("cgsuite.util.Trajectory", &[]),
    ("cgsuite.util.UptimalExpansion", &[]),
    ("cgsuite.util.Vertex", &[]),
    ("cgsuite.util.output.TextOutput", &[]),
    ("game.CanonicalShortGame", &["game.CanonicalStopper"]),
    (
        "game.CanonicalStopper",
        &["game.StopperSidedValue", "game.Game"],
    ),
    ("game.CompoundGame", &["game.Game"]),
    (
        "game.DyadicRational",
        &["game.Uptimal", "game.Pseudonumber", "game.Rational"],
    ),
    ("game.ExplicitGame", &["game.Game"]),
    ("game.Game", &[]),
    ("game.GeneralizedOrdinal", &["game.SurrealNumber"]),
    ("game.ImpartialGame", &["game.Game"]),
    (
        "game.Integer",
        &["game.DyadicRational", "game.GeneralizedOrdinal"],
    ),
    ("game.NegativeGame", &["game.Game"]),
    (
        "game.Nimber",
        &[
            "game.ImpartialGame",
            "game.Uptimal",
            "game.TransfiniteNimber",
        ],
    ),
    ("game.NormalValue", &[]),
    ("game.OutcomeClass", &["cgsuite.lang.Enum"]),
    ("game.Player", &["cgsuite.lang.Enum"]),
    ("game.Pseudonumber", &["game.CanonicalStopper"]),
    ("game.Rational", &["game.SurrealNumber"]),
    ("game.Ruleset", &[]),
    ("game.SidedValue", &["game.NormalValue"]),
    ("game.StopperSidedValue", &["game.SidedValue"]),
    ("game.SurrealNumber", &["game.NormalValue"]),
    ("game.TransfiniteNimber", &["game.NormalValue"]),
    ("game.Uptimal", &["game.CanonicalShortGame"]),
    ("game.Zero", &["game.Integer", "game.Nimber"]),
    ("game.graph.Color", &["cgsuite.lang.Enum"]),
    ("game.graph.GenCol", &["game.graph.GraphRuleset"]),
    ("game.graph.GenHackenbush", &["game.graph.GraphRuleset"]),
    ("game.graph.GraphRuleset", &["game.Ruleset"]),
    ("game.grid.Coordinates", &[]),
    ("game.grid.GenClobber", &["game.grid.GridRuleset"]),
    ("game.grid.GenFoxAndGeese", &["game.grid.GridRuleset"]),
    ("game.grid.GridRuleset", &["game.Ruleset"]),
    ("game.heap.CoordinateRuleset", &["game.Ruleset"]),
    (
        "game.heap.CoordinateRuleset.Position",
        &["game.ImpartialGame"],
    ),
    ("game.heap.HeapRuleset", &["game.Ruleset"]),
    ("game.heap.Periodicity", &[]),
    ("game.misere.Genus", &[]),
    ("game.misere.MisereCanonicalGame", &["game.ImpartialGame"]),
    ("game.strip.GenToadsAndFrogs", &["game.strip.StripRuleset"]),
    ("game.strip.StripRuleset", &["game.Ruleset"]),
];

/// Whether `name` names a class, by its last name (`Integer`) or in full.
pub(super) fn is_class_name(name: &str) -> bool {
    static NAMES: std::sync::OnceLock<std::collections::HashSet<&'static str>> =
        std::sync::OnceLock::new();
    let names = NAMES.get_or_init(|| {
        SUPERS
            .iter()
            .flat_map(|(full, _)| [*full, full.rsplit('.').next().unwrap_or(full)])
            .collect()
    });
    names.contains(name)
}

/// The qualified name of the language's class `name` (`game.Integer` for
/// `Integer` or for `game.Integer`); `None` if it has none.
pub(super) fn full_name(name: &str) -> Option<&'static str> {
    SUPERS.iter().map(|(full, _)| *full).find(|full| {
        *full == name || (!name.contains('.') && full.rsplit('.').next() == Some(name))
    })
}

/// Whether a value of the class `class` is a `wanted`: the class itself
/// or one it extends, `wanted` written in full (`game.heap.HeapRuleset`)
/// or by its last name (`HeapRuleset`). `None` if no class is `wanted`.
pub(super) fn is_a(class: &str, wanted: &str) -> Option<bool> {
    // `as Integer` checks every argument of a call, so both lookups are
    // by hash rather than a walk of the table.
    static SUPER: std::sync::OnceLock<
        std::collections::HashMap<&'static str, &'static [&'static str]>,
    > = std::sync::OnceLock::new();
    if !is_class_name(wanted) {
        return None;
    }
    let supers = SUPER.get_or_init(|| SUPERS.iter().copied().collect());
    let matches = |name: &str| {
        if wanted.contains('.') {
            name == wanted
        } else {
            name.rsplit('.').next() == Some(wanted)
        }
    };
    let mut todo = vec![class];
    while let Some(c) = todo.pop() {
        if matches(c) {
            return Some(true);
        }
        if let Some(up) = supers.get(c) {
            todo.extend_from_slice(up);
        }
    }
    Some(matches("cgsuite.lang.Object"))
}

#[cfg(test)]
mod tests {
    use super::is_a;

    #[test]
    fn class_names_short_and_full() {
        assert!(super::is_class_name("Integer"));
        assert!(super::is_class_name("game.Integer"));
        assert!(!super::is_class_name("integer"));
        assert!(!super::is_class_name("t"));
        assert_eq!(super::full_name("Integer"), Some("game.Integer"));
        assert_eq!(
            super::full_name("cgsuite.lang.List"),
            Some("cgsuite.lang.List")
        );
        assert_eq!(super::full_name("lang.List"), None);
        assert_eq!(super::full_name("Strin"), None);
    }

    #[test]
    fn classes_extend_as_in_cgsuite() {
        // Zero extends Integer and Nimber; Nimber extends ImpartialGame.
        assert_eq!(is_a("game.Zero", "ImpartialGame"), Some(true));
        assert_eq!(is_a("game.Integer", "Nimber"), Some(false));
        assert_eq!(is_a("cgsuite.lang.Range", "Collection"), Some(true));
        assert_eq!(is_a("cgsuite.lang.String", "Object"), Some(true));
        assert_eq!(is_a("cgsuite.lang.String", "Strin"), None);
    }
}
