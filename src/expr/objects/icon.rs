//! `Icon`, the enum a CGSuite ruleset's `Icons` names its cells' pictures
//! with (`override def Icons := [Icon.Blank, Icon.BlackStone]`): a class of
//! the language's own, declared once, so that its values are the same
//! values in every line and every class that names them.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock};

use super::{ClassRef, UserClass};
use crate::expr::ast::{ExprKind, Statement};
use crate::expr::value::Value;

/// The values, in CGSuite's order (`cgsuite/util/Icon.cgs`).
const ICONS: &str = "enum Icon \
    Blank, BlackStone, GrayStone, WhiteStone, \
    BlackBishop, BlackKing, BlackKnight, BlackPawn, BlackQueen, BlackRook, \
    WhiteBishop, WhiteKing, WhiteKnight, WhitePawn, WhiteQueen, WhiteRook, \
    BlackDomino, GrayDomino, WhiteDomino, \
    BlackSquare, BlueSquare, GraySquare, GreenSquare, RedSquare, \
    Frog, Toad, PennyHeads, PennyTails, \
    DownArrow, LeftArrow, RightArrow, UpArrow; \
    end";

/// The class `Icon` (`cgsuite.util.Icon`).
pub(in crate::expr) fn class() -> Value {
    static ICON: OnceLock<Arc<ClassRef>> = OnceLock::new();
    let cref = ICON.get_or_init(|| {
        let statement = crate::expr::parser::parse_statement(ICONS).expect("Icon parses");
        // A declaration binds its name: `Icon := class …`.
        let (Statement::Assign(_, e) | Statement::Expr(e)) = statement else {
            unreachable!("an enum declaration is no var")
        };
        let ExprKind::ClassDef(decl) = &e.kind else {
            unreachable!("Icon is a class")
        };
        let decl = Arc::clone(decl);
        let class = UserClass {
            decl,
            src: Arc::from(ICONS),
            bases: Vec::new(),
            nested: Vec::new(),
            package: None,
            values: Mutex::new(HashMap::new()),
            loopy: Mutex::new(HashMap::new()),
            overloaded: OnceLock::new(),
        };
        Arc::new(ClassRef {
            class: Arc::new(class),
            outer: None,
        })
    });
    Value::Declared(Arc::clone(cref))
}

#[cfg(test)]
mod tests {
    use crate::expr::Session;

    fn eval(line: &str) -> String {
        match Session::new().eval(line) {
            Ok(v) => v.to_string(),
            Err(e) => format!("!!{e}"),
        }
    }

    #[test]
    fn icons_are_one_enum_everywhere() {
        assert_eq!(eval("Icon.BlackQueen == Icon.BlackQueen"), "true");
        assert_eq!(eval("Icon.BlackQueen == Icon.WhiteQueen"), "false");
        assert_eq!(eval("Icon.Toad"), "Toad");
        assert_eq!(eval("Icon.Toad is Enum"), "true");
        assert_eq!(eval("cgsuite.util.Icon.UpArrow"), "UpArrow");
        assert_eq!(
            eval(
                "class R() def Icons := [Icon.Blank, Icon.GraySquare]; end; R().Icons[2] == Icon.GraySquare"
            ),
            "true"
        );
        // A user's own class named Icon comes first.
        assert_eq!(eval("enum Icon Mine; end; Icon.Mine"), "Mine");
        assert!(eval("Icon.Purple").starts_with("!!"));
        assert!(eval("Icon()").starts_with("!!"));
    }
}
