use std::fmt;
use std::sync::Arc;

use crate::impartial::Periodicity;
use crate::loopy::SidedValue;
use crate::short::sort_for_display;
use crate::short::{Game, Outcome};

pub use super::board_value::Board;
pub use super::heap_ruleset::HeapRuleset;

/// The value of an expression.
///
/// ```
/// use combinatorial_games::expr::{eval, Value};
/// assert!(matches!(eval("1 < 2").unwrap(), Value::Bool(true)));
/// assert_eq!(eval("{2|0}.LeftOptions").unwrap().to_string(), "{2}");
/// ```
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub enum Value {
    /// A game (numbers and integers are games too).
    Game(Game),
    /// The answer to a comparison or a predicate.
    Bool(bool),
    /// An outcome class.
    Outcome(Outcome),
    /// A set of games, printed `{a,b}` in display order.
    Set(Vec<Game>),
    /// A list, printed `[a,b]`. Its items are shared, so naming a list,
    /// passing it or reading `L[i]` does not copy them.
    List(super::Items<Value>),
    /// A string.
    Str(String),
    /// A heap game, such as `Kayles`.
    Ruleset(HeapRuleset),
    /// A period found by `CheckPeriodicity`.
    Periodicity(Periodicity),
    /// An interval of numbers, from `G.ConfusionInterval`.
    Interval(crate::temperature::Interval),
    /// A thermograph, from `G.Thermograph`.
    Thermograph(Box<crate::temperature::Thermograph>),
    /// A wall of a thermograph, `T.Wall(Left)`, printed as CGSuite prints a
    /// `Trajectory`: `Trajectory(9/4,[3/4],[0,-1])`, its value at the top,
    /// the temperatures where it bends (highest first) and its slopes.
    Trajectory(Box<crate::temperature::Trajectory>),
    /// No value (`CheckPeriodicity` that finds no period), printed `Nothing`.
    Nothing,
    /// A loopy game that is not short: a stopper (`on`, `over`) or a sided
    /// value (`dud`, `1 & 0`).
    Loopy(crate::loopy::SidedValue),
    /// An impartial game in misère play, `*[2]`, `*[[2],0]`.
    Misere(crate::misere::MisereGame),
    /// An outcome of a loopy game, draws included (`D`, `PHat`).
    LoopyOutcome(crate::loopy::LoopyOutcome),
    /// A set of positions some of which are loopy (`over.Followers`),
    /// printed `{a,b}`: the short ones first in display order, then the
    /// loopy ones, smallest graph first. Also a set of values of other
    /// kinds (`{3, "foo", []}`), in CGSuite's universal order.
    LoopySet(super::Items<Value>),
    /// A player, `Left` or `Right` (`G.Options(Left)`).
    Player(crate::short::Player),
    /// The genus of a misère game, `0^120`.
    Genus(crate::misere::Genus),
    /// A position of heap games inside an expression, `Kayles(5)`: its
    /// nimber everywhere but in the misère methods ([`super::HeapSum`]).
    /// Results of [`super::eval`] and [`super::Session::eval`] give its
    /// nimber as a [`Value::Game`]; [`super::Session::get`] gives the
    /// position bound to a name.
    Heaps(super::HeapSum),
    /// CGSuite's class of a value (`G.Class`), printed `⟪game.Integer⟫`.
    Class(String),
    /// An uptimal expansion (`G.UptimalExpansion`), printed `*.12`.
    Uptimal(crate::short::UptimalExpansion),
    /// A number no game holds: a fraction whose denominator is not a power
    /// of two (`1/3`), or `inf` (`1/0`). Dyadic numbers are games.
    Rational(crate::numbers::Rational),
    /// A function written in the language, `x -> x + 1`.
    Function(super::function::Function),
    /// A pair of integers, `(1,3)`: a position of a coordinate game.
    Coordinates(i64, i64),
    /// A coordinate game, such as `Wythoff`.
    Coordinate(Arc<super::coordinate::CoordinateGame>),
    /// A position of a coordinate game, `Wythoff((3,5))`.
    CoordinatePosition(Arc<super::coordinate::CoordinateGame>, i64, i64),
    /// CGSuite's `Table`: rows of values, printed as a grid.
    Table(Arc<Vec<Vec<Value>>>),
    /// Text to show as it is, without quotes: CGSuite's output of a value
    /// (`x.ToOutput`, `s.ToUnquotedOutput`).
    Output(String),
    /// A generalized ordinal with an infinite term, `ω+5`, `-ω`.
    Ordinal(crate::numbers::Ordinal),
    /// A quotient of generalized ordinals that is neither, `1/ω`.
    Surreal(crate::numbers::Surreal),
    /// The nimber of a transfinite ordinal, `*ω`, `*(ω+5)`: an impartial
    /// game that is not short, added by nim-sums and multiplied by
    /// `ConwayProduct` (nim products). A finite one is a [`Value::Game`].
    TransfiniteNimber(crate::numbers::Ordinal),
    /// A game form kept as written, `'{*|*}'`, or a compound of one
    /// (`'{*|*}' : 1`): see [`super::Form`].
    Form(Arc<super::Form>),
    /// A range of integers `from..to..step`, printed `3..12` (a step of 1)
    /// or `3..12..3`; its items are those of the list it stands for.
    Range(i64, i64, i64),
    /// A map, printed `{k => v, …}` (`{=>}` when empty), keys in CGSuite's
    /// universal order, each once.
    Map(super::Items<(Value, Value)>),
    /// A strip ruleset, `GenToadsAndFrogs(maxJump => 2)`: applied to a
    /// strip, its value.
    Strip(crate::games::StripRules),
    /// A game of the catalogue named alone, `game.grid.Domineering`: a
    /// ruleset, which applied to a board gives its position.
    Rules(&'static crate::games::Entry),
    /// A grid ruleset, `GenClobber(directions => Coordinates.Diagonal)`:
    /// applied to a board, the board's value.
    Clobber(std::sync::Arc<crate::games::ClobberRules>),
    /// A graph ruleset, `GenCol([Left], [Right])`: applied to a graph,
    /// the graph's value.
    Col(crate::games::ColRules),
    /// A Hackenbush ruleset with childish colours other than none or
    /// blue and red, `GenHackenbush(childishEdges => [Color.Green])`:
    /// applied to a picture, its value.
    Hackenbush(crate::games::ChildishEdges),
    /// A Fox and Geese ruleset, `GenFoxAndGeese(boardWidth => 10)`: the
    /// rules and the board's width; applied to the geese's squares and
    /// the fox's, that board.
    FoxAndGeese(crate::games::FoxAndGeese, u8),
    /// A board of a game of the catalogue, kept under a name and for the
    /// methods that read it; its value everywhere else, answers included.
    /// [`super::Session::get`] gives the board bound to a name.
    Board(Arc<Board>),
    /// CGSuite's `MutableList`, printed `MutableList(3, 4, 5)`: a list that
    /// `Add`, `Remove`, `Sort` and the rest change in place, seen changed
    /// through every name bound to it ([`super::Shared`]).
    MutableList(super::Shared<Vec<Value>>),
    /// CGSuite's `MutableSet`, printed `MutableSet(1/2, 3, *)`: its items
    /// in the universal order, each once.
    MutableSet(super::Shared<super::SetItems>),
    /// CGSuite's `MutableMap`, printed `MutableMap(3 => true)`: its pairs
    /// with the keys in the universal order, each once.
    MutableMap(super::Shared<super::MapItems>),
    /// An entry of a map, printed `k => v` (`M.Entries`).
    MapEntry(Box<(Value, Value)>),
    /// CGSuite's `Grid` or `Strip` of small integers, printed
    /// `Grid([[0,1],[2,0]])` or `Strip([0,1])` (`Grid.Parse(".x|o.",
    /// ".xo")`, `Strip.Empty(8)`); a game of the catalogue reads one
    /// through CGSuite's character map for it.
    Cells(Arc<super::Cells>),
    /// One of CGSuite's eight symmetries of a grid, `Symmetry.Inversion`.
    Symmetry(super::Symmetry),
    /// CGSuite's `Color.Blue`, `Color.Green` or `Color.Red`: the colour of
    /// a Hackenbush edge in a graph.
    Color(super::Color),
    /// CGSuite's `Graph`, printed in its notation: `Graph("-;--")`.
    Graph(Arc<super::Graph>),
    /// A vertex of a graph (`G[1]`), printed `Vertex(Nothing, [2])`.
    Vertex(Arc<super::Vertex>),
    /// An edge of a graph (`G.Edges[1]`), printed `Edge(Nothing, 1, 2)`.
    Edge(Box<super::Edge>),
    /// CGSuite's `Random(seed)`, printed so: a stream that
    /// `NextInteger(n)` draws from, shared as a mutable collection is.
    Random(super::Shared<super::RandomStream>),
    /// A class declared in the language (`class Heap(n) extends
    /// ImpartialGame … end`), printed `⟪Heap⟫`: applied to arguments, an
    /// object of it.
    Declared(Arc<super::ClassRef>),
    /// An object of a class declared in the language, printed as it was
    /// made (`Heap(3)`): a position of a game the user wrote, its value in
    /// sums, comparisons, braces and every method of a game it does not
    /// have itself.
    Object(Arc<super::Object>),
    /// A ruleset's variant (`Domineering.DicoticVariant`).
    Variant(Arc<super::VariantRuleset>),
}

impl Value {
    /// The value as the rest of the language sees it: a heap position is
    /// its nimber (lists of them too).
    pub(crate) fn plain(self) -> Value {
        match self {
            Value::Heaps(h) => Value::Game(h.game()),
            Value::Board(b) => b.value().clone(),
            Value::List(items) if items.has_heaps() => {
                Value::List(items.into_iter().map(Value::plain).collect())
            }
            other => other,
        }
    }

    /// The value with a board read as its value, a heap position kept.
    pub(crate) fn unboard(self) -> Value {
        match self {
            Value::Board(b) => b.value().clone(),
            other => other,
        }
    }

    /// The value in normal play: a misère form is the impartial game it is
    /// a form of, whose value is the nimber of its nim value (CGSuite's
    /// `*[[2],0].CanonicalForm`); anything else is itself.
    pub(crate) fn normal_play(self) -> Value {
        match self {
            Value::Misere(m) => Value::Game(Game::nimber(m.nim_value().into())),
            other => other,
        }
    }

    pub(crate) fn kind_name(&self) -> &'static str {
        match self {
            Value::Game(_) => "a game",
            Value::Bool(_) => "a truth value",
            Value::Outcome(_) => "an outcome class",
            Value::Set(_) => "a set",
            Value::List(_) => "a list",
            Value::Str(_) => "a string",
            Value::Ruleset(_) => "a ruleset",
            Value::Periodicity(_) => "a periodicity",
            Value::Thermograph(_) => "a thermograph",
            Value::Trajectory(_) => "a trajectory",
            Value::Interval(_) => "an interval",
            Value::Nothing => "nothing",
            Value::Loopy(_) => "a loopy game",
            Value::Misere(_) => "a misère game",
            Value::LoopyOutcome(_) => "an outcome class",
            Value::LoopySet(_) => "a set",
            Value::Player(_) => "a player",
            Value::Genus(_) => "a genus",
            Value::Heaps(_) => "a game",
            Value::Class(_) => "a class",
            Value::Uptimal(_) => "an uptimal expansion",
            Value::Rational(_) => "a number",
            Value::Function(_) => "a function",
            Value::Coordinates(..) => "coordinates",
            Value::Coordinate(_) => "a coordinate game",
            Value::CoordinatePosition(..) => "a position of a coordinate game",
            Value::Table(_) => "a table",
            Value::Output(_) => "an output",
            Value::Ordinal(_) => "an ordinal",
            Value::Surreal(_) => "a surreal number",
            Value::TransfiniteNimber(_) => "a transfinite nimber",
            Value::Form(_) => "a game",
            Value::Range(..) => "a range",
            Value::Map(_) => "a map",
            Value::Strip(_) => "a strip ruleset",
            Value::Rules(_) => "a ruleset",
            Value::Clobber(_) => "a grid ruleset",
            Value::Col(_) | Value::Hackenbush(_) => "a graph ruleset",
            Value::FoxAndGeese(..) => "a Fox and Geese ruleset",
            // A board not valued yet is a partizan game's.
            Value::Board(b) if b.is_valued() => b.value().kind_name(),
            Value::Board(_) => "a game",
            Value::MutableList(_) => "a mutable list",
            Value::MutableSet(_) => "a mutable set",
            Value::MutableMap(_) => "a mutable map",
            Value::MapEntry(_) => "a map entry",
            Value::Cells(g) if g.is_strip() => "a strip",
            Value::Cells(_) => "a grid",
            Value::Symmetry(_) => "a symmetry",
            Value::Color(_) => "a color",
            Value::Random(_) => "a Random",
            Value::Declared(_) => "a class",
            Value::Object(o) if o.is_game() => "a position of a class declared here",
            Value::Object(_) => "an object of a class declared here",
            Value::Graph(_) => "a graph",
            Value::Vertex(_) => "a vertex",
            Value::Edge(_) => "an edge",
            Value::Variant(_) => "a ruleset",
        }
    }

    /// The canonical set (sorted for display, without repeats).
    pub(crate) fn set(mut v: Vec<Game>) -> Value {
        sort_for_display(&mut v);
        v.dedup();
        Value::Set(v)
    }

    /// A set of games some of which may be loopy: a [`Value::Set`] when
    /// none is, else the short ones in display order, then the loopy ones,
    /// smallest graph first, each once. Items are games or loopy values.
    pub(crate) fn mixed_set(items: Vec<Value>) -> Value {
        let mut games = Vec::new();
        let mut loopy = Vec::new();
        for item in items {
            match item {
                Value::Game(g) => games.push(g),
                Value::Loopy(s) => loopy.push(s),
                other => unreachable!("a set holds games, not {}", other.kind_name()),
            }
        }
        let Value::Set(games) = Value::set(games) else {
            unreachable!("Value::set makes a set")
        };
        if loopy.is_empty() {
            return Value::Set(games);
        }
        // Equal values print alike: the text finds repeats.
        let mut loopy: Vec<(usize, String, SidedValue)> = loopy
            .into_iter()
            .map(|s| (s.graphs().0.len(), s.to_string(), s))
            .collect();
        loopy.sort_by(|a, b| (a.0, &a.1).cmp(&(b.0, &b.1)));
        loopy.dedup_by(|a, b| a.1 == b.1);
        let games = games.into_iter().map(Value::Game);
        Value::LoopySet(
            games
                .chain(loopy.into_iter().map(|t| Value::Loopy(t.2)))
                .collect(),
        )
    }
}

impl Value {
    /// The length in bytes of this value's text (`{}`, or `{:#}` when
    /// `unicode`), found without writing it where it could be long: see
    /// [`Game::text_len`]. Saturates at `u64::MAX`.
    ///
    /// ```
    /// use combinatorial_games::expr::eval;
    /// let v = eval("v:10000*9").unwrap(); // a text of 787 MB
    /// assert_eq!(v.text_len(false), 787_368_113);
    /// let w = eval("{^, *2}").unwrap();
    /// assert_eq!(w.text_len(false), w.to_string().len() as u64);
    /// ```
    pub fn text_len(&self, unicode: bool) -> u64 {
        // Braces or brackets, and the commas between items.
        let framed = |n: usize, items: u64| (n.max(1) as u64 + 1).saturating_add(items);
        match self {
            Value::Game(g) => g.text_len(unicode),
            Value::Set(v) => framed(
                v.len(),
                v.iter()
                    .map(|g| g.text_len(unicode))
                    .fold(0, u64::saturating_add),
            ),
            Value::List(v) | Value::LoopySet(v) => super::items::deep(|| {
                framed(
                    v.len(),
                    v.iter()
                        .map(|x| x.text_len(unicode))
                        .fold(0, u64::saturating_add),
                )
            }),
            other if unicode => format!("{other:#}").len() as u64,
            other => other.to_string().len() as u64,
        }
    }
}

impl fmt::Display for Value {
    /// Plain text; `{:#}` prints games in their Unicode form.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // Items print by this again, one level down.
        match self {
            Value::List(_) | Value::LoopySet(_) | Value::Map(_) | Value::Table(_) => {
                super::items::deep(|| self.write(f))
            }
            _ => self.write(f),
        }
    }
}

impl Value {
    fn write(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let alt = f.alternate();
        let game = |g: &Game| {
            if alt {
                format!("{g:#}")
            } else {
                format!("{g}")
            }
        };
        let text = |x: &Value| {
            if alt {
                format!("{x:#}")
            } else {
                format!("{x}")
            }
        };
        match self {
            Value::Game(g) => f.write_str(&game(g)),
            Value::Bool(b) => write!(f, "{b}"),
            Value::Outcome(o) => write!(f, "{o}"),
            Value::Set(v) => write!(
                f,
                "{{{}}}",
                v.iter().map(game).collect::<Vec<_>>().join(",")
            ),
            Value::List(v) | Value::LoopySet(v) => {
                let items: Vec<String> = v.iter().map(text).collect();
                match self {
                    Value::List(_) => write!(f, "[{}]", items.join(",")),
                    _ => write!(f, "{{{}}}", items.join(",")),
                }
            }
            Value::Str(s) => write!(f, "\"{s}\""),
            Value::Ruleset(r) => write!(f, "{r}"),
            Value::Periodicity(p) => write!(f, "{p}"),
            Value::Thermograph(t) => f.write_str(&t.cgsuite_text()),
            Value::Trajectory(t) => write!(f, "Trajectory({})", t.cgsuite_text()),
            Value::Interval(i) => write!(f, "{i}"),
            Value::Nothing => f.write_str("Nothing"),
            Value::Loopy(v) => write!(f, "{v}"),
            Value::Misere(g) => write!(f, "{g}"),
            Value::LoopyOutcome(o) => write!(f, "{o}"),
            Value::Player(p) => write!(f, "{p}"),
            Value::Genus(g) => write!(f, "{g}"),
            Value::Heaps(h) if alt => write!(f, "{h:#}"),
            Value::Heaps(h) => write!(f, "{h}"),
            Value::Class(c) => write!(f, "\u{27ea}{c}\u{27eb}"),
            Value::Uptimal(e) => write!(f, "{e}"),
            Value::Rational(r) => write!(f, "{r}"),
            Value::Function(x) => write!(f, "{x}"),
            Value::Coordinates(a, b) => write!(f, "({a},{b})"),
            Value::Coordinate(g) => write!(f, "{g}"),
            // A partizan heap game's position is its heap alone.
            Value::CoordinatePosition(g, 0, b) if g.is_partizan_heap() => write!(f, "{g}({b})"),
            Value::CoordinatePosition(g, a, b) => write!(f, "{g}(({a},{b}))"),
            Value::Table(rows) => super::table::write(f, rows, alt),
            Value::Output(t) => f.write_str(t),
            Value::Ordinal(o) => write!(f, "{o}"),
            Value::Surreal(s) => write!(f, "{s}"),
            Value::TransfiniteNimber(o) if o.needs_parens() => write!(f, "*({o})"),
            Value::TransfiniteNimber(o) => write!(f, "*{o}"),
            Value::Form(g) if alt => write!(f, "{g:#}"),
            Value::Form(g) => write!(f, "{g}"),
            Value::Strip(r) => write!(f, "{r}"),
            Value::Rules(e) => f.write_str(e.expr_name),
            Value::Clobber(r) => write!(f, "{r}"),
            Value::Col(r) => write!(f, "{r}"),
            Value::Hackenbush(c) => write!(f, "GenHackenbush(childishEdges => {c})"),
            Value::FoxAndGeese(r, width) => write!(
                f,
                "GenFoxAndGeese(boardWidth => {width}, foxRange => {})",
                r.fox_range()
            ),
            Value::Board(b) if alt => write!(f, "{:#}", b.value()),
            Value::Board(b) => write!(f, "{}", b.value()),
            Value::Range(a, b, 1) => write!(f, "{a}..{b}"),
            Value::Range(a, b, s) => write!(f, "{a}..{b}..{s}"),
            Value::Map(pairs) if pairs.is_empty() => f.write_str("{=>}"),
            Value::Map(pairs) => {
                let pairs: Vec<String> = pairs
                    .iter()
                    .map(|(k, v)| format!("{} => {}", text(k), text(v)))
                    .collect();
                write!(f, "{{{}}}", pairs.join(", "))
            }
            v @ (Value::MutableList(_) | Value::MutableSet(_) | Value::MutableMap(_)) => {
                f.write_str(&super::mutable::collection_text(v, &text))
            }
            Value::MapEntry(kv) => write!(f, "{} => {}", text(&kv.0), text(&kv.1)),
            Value::Cells(g) => write!(f, "{g}"),
            Value::Symmetry(s) => write!(f, "{s}"),
            Value::Color(c) => write!(f, "{c}"),
            Value::Random(r) => write!(f, "{}", r.snapshot()),
            Value::Declared(c) => write!(f, "{c}"),
            Value::Object(o) => write!(f, "{o}"),
            Value::Variant(r) => write!(f, "{r}"),
            Value::Graph(g) => write!(f, "Graph(\"{g}\")"),
            Value::Vertex(v) => write!(f, "Vertex({}, [{}])", text(&v.label), v.out_text()),
            Value::Edge(e) => write!(f, "Edge({}, {}, {})", text(&e.label), e.from, e.to),
        }
    }
}
