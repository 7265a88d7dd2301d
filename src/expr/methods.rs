//! The methods of the expression language (`G.LeftStop`,
//! `Kayles.NimValueSequence(20)`), one row each: CGSuite's name, how it is
//! written, a line of documentation, an example with what it prints (each
//! worked out by hand and checked by `tests/expression_docs.rs`), and the
//! code.

use super::builtins::{Builtin, Call, of, with};
use super::error::{Error, ErrorKind};
use super::eval::Ctx;
use super::form_methods;
use super::functions;
use super::heap_value::{MAX_LISTED_OPTIONS, MAX_MISERE_HEAP};
use super::loopy_methods::of_two;
use super::misere_eval::{impartial_misere, misere_only, partizan_misere_outcome};
use super::value::Value;
use crate::loopy::Stopper;
use crate::short::Game;
use std::sync::LazyLock;

/// The row for the method `name` (the first, where a name has several):
/// by hash, as every method call asks.
pub(super) fn find(name: &str) -> Option<&'static Builtin> {
    static INDEX: LazyLock<std::collections::HashMap<&'static str, usize>> = LazyLock::new(|| {
        let mut index = std::collections::HashMap::new();
        for (k, m) in METHODS.iter().enumerate() {
            index.entry(m.name).or_insert(k);
        }
        index
    });
    INDEX.get(name).map(|&k| &METHODS[k])
}

/// Every method: those of games and rulesets below, then those of
/// collections, maps, strings and ranges.
pub(super) static METHODS: LazyLock<Vec<Builtin>> = LazyLock::new(|| {
    let more = [
        super::collection_methods::METHODS,
        super::text_methods::METHODS,
        super::mutable::METHODS,
        super::cells_methods::METHODS,
        super::random::METHODS,
        super::regex_methods::METHODS,
        super::graph_methods::METHODS,
        super::number_methods::METHODS,
    ];
    GAME_METHODS
        .iter()
        .chain(more.concat().iter())
        .cloned()
        .collect()
});

pub(super) fn game(g: Game) -> Value {
    Value::Game(g)
}

fn number(x: crate::numbers::Dyadic) -> Value {
    Value::Game(Game::number(x))
}

/// The methods of games and rulesets, by name.
#[rustfmt::skip]
static GAME_METHODS: &[Builtin] = &[
    with("Apply", "L.Apply(f)", "The list of f applied to each item of a list",
        ["[1,2,3].Apply(x -> x * x)", "[1,4,9]"], (1, 1), |cx, c| cx.apply_each(c)),
    with("code", "R.code", "A heap game's code in CGSuite's notation: 0.77 for Kayles, 0.[3] for Nim",
        ["Kayles.code", "\"0.77\""], (0, 0), ruleset_code),
    with("AdjacencyList", "G.AdjacencyList", "The neighbours of each vertex of a graph, numbered from 1 (a loop lists its vertex once)",
        ["\".-.-.\".AdjacencyList", "[[2],[1,3],[2]]"], (0, 0), super::graph_lists::adjacency_list),
    with("Adjoin", "L.Adjoin(x)", "The list with x added at its end, or the set with x in it",
        ["[1,2].Adjoin(5)", "[1,2,5]"], (1, 1), super::collections::adjoin),
    with("DirectProduct", "R.DirectProduct(S)", "The direct product of heap games: a coordinate game whose moves pair a move of R with one of S (its nim values are the nim products of theirs: the Tartan theorem)",
        ["Nim.DirectProduct(Nim).NimValueTable(2, 3)", "0 | 0 | 0 | 0\n--+---+---+--\n0 | 1 | 2 | 3\n--+---+---+--\n0 | 2 | 3 | 1"], (1, 1), super::heap_products::product),
    with("GameValueSequence", "R.GameValueSequence(n)", "The values of a partizan heap game's heaps 1 to n",
        ["PartizanSubtraction([1], [2]).GameValueSequence(4)", "[1,{1|0},0,1]"], (1, 1), super::table::game_values),
    with("GameValueTable", "R.GameValueTable(r, c)", "The values of a partizan coordinate game's (a, b) for 1 <= a <= r and 1 <= b <= c, a row for each a",
        ["Cutcake.GameValueTable(2, 2)", " 0 | 1\n---+--\n-1 | 0"], (2, 2), super::table::game_values),
    with("NimValueTable", "R.NimValueTable(r, c)", "The nim values of a coordinate game's (a, b) for a <= r and b <= c, a row for each a",
        ["Wythoff.NimValueTable(1, 2)", "0 | 1 | 2\n--+---+--\n1 | 2 | 0"], (2, 2),
        |cx, c| cx.wrong_type(c.recv(), "a coordinate game for NimValueTable", cx.eval(c.recv())?.kind_name())),
    with("ValuesTable", "R.ValuesTable(geese)", "Fox and Geese: a table of the board's rows from the highest goose's down, X on each goose and the value with the fox on each other dark square",
        ["FoxAndGeese.ValuesTable({(3,1),(3,3),(3,5),(3,7)})", "        X |       |         X |   |        X |    |          X |      \n----------+-------+-----------+---+----------+----+------------+------\n          | 2over |           | 2 |          | 3* |            | 4over\n----------+-------+-----------+---+----------+----+------------+------\n{6|2over} |       | {2over|2} |   | {4|3||2} |    | {4over|3*} |      "], (1, 1), super::fox_rules::values_table),
    with("PartizanJoin", "R.PartizanJoin(S)", "The partizan heap game where Left moves as in heap game R and Right as in S",
        ["Subtraction([1]).PartizanJoin(Subtraction([2]))(2).CanonicalForm", "{1|0}"], (1, 1),
        super::coordinate::make),
    with("DicoticVariant", "G.DicoticVariant or R.DicoticVariant",
        "CGSuite's dicotic variant: played as G, but over as soon as either player cannot move (of a board or a class's position, through its moves; of a game, its canonical form's); of a ruleset R, the ruleset of its positions' variants",
        ["Domineering(\"..|..\").DicoticVariant", "*"], (0, 2), super::variants::variant),
    with("ImpartialVariant", "G.ImpartialVariant or R.ImpartialVariant",
        "CGSuite's impartial variant: either player may make any move of G's (Domineering's is Cram); of a ruleset, the ruleset of its positions' variants",
        ["Domineering.ImpartialVariant(\"..|..\")", "0"], (0, 2), super::variants::variant),
    with("TwistedVariant", "G.TwistedVariant or R.TwistedVariant",
        "CGSuite's twisted variant: the players swap roles after every move, t(G) = {-t(G^L) | -t(G^R)}; of a ruleset, the ruleset of its positions' variants",
        ["2.TwistedVariant", "0"], (0, 2), super::variants::variant),
    with("AtomicWeight", "G.AtomicWeight",
        "The atomic weight of an atomic game: the W for which G is like W ups",
        ["^.AtomicWeight", "1"], (0, 0), atomic_weight),
    of("Birthday", "G.Birthday", "The day G's canonical form is born",
        ["{2|1}.Birthday", "3"], |g| game(Game::integer(g.birthday()))),
    with("Class", "G.Class", "CGSuite's class of a value: Zero, Integer, DyadicRational, Nimber, Uptimal, CanonicalShortGame, …",
        ["(1/2).Class", "\u{27ea}game.DyadicRational\u{27eb}"], (0, 0), form_methods::class),
    of("CanonicalForm", "G.CanonicalForm", "G itself: every game is held in canonical form",
        ["{0,*|0,*}.CanonicalForm", "*2"], |g| game(*g)),
    with("Join", "R.Join(S)", "The heap game where a heap moves as in heap game R or as in S (CGSuite's HeapRuleset.Join)",
        ["[Subtraction([1]).Join(Subtraction([3]))(n) for n from 0 to 4]", "[0,*,0,*,0]"], (1, 1), super::heap_products::join),
    with("AcrosticProduct", "R.AcrosticProduct(S)", "The acrostic product of heap games: a coordinate game where each move is a move of R on the first heap or of S on the second (Winning Ways ch. 14)",
        ["Nim.AcrosticProduct(Nim).NimValueTable(1, 2)", "0 | 1 | 2\n--+---+--\n1 | 1 | 2"], (1, 1), super::heap_products::product),
    with("CakeProduct", "L.CakeProduct(R)", "GenCutcake(L, R): Left plays heap game L on the second coordinate, Right R on the first (twisted => true swaps them first)",
        ["TakeAndBreak(\"4.0\").CakeProduct(TakeAndBreak(\"4.0\"))((2,4)).CanonicalForm", "1"], (1, 2), super::coordinate::make),
    with("CheckPeriodicity", "R.CheckPeriodicity(n)",
        "The period and preperiod of a heap game's nim-values, when its rules prove them periodic by heap n (saltus 0, as CGSuite); else Nothing",
        ["Kayles.CheckPeriodicity(200)", "Periodicity(Period => 12, Preperiod => 71, Saltus => 0)"],
        (1, 1), |cx, c| functions::sequence(cx, "CheckPeriodicity", c)),
    of("ConfusionInterval", "G.ConfusionInterval",
        "The numbers G is confused with, as an interval; Nothing for a number",
        ["{2|-1}.ConfusionInterval", "[-1, 2]"],
        |g| g.confusion_interval().map_or(Value::Nothing, Value::Interval)),
    with("Companion", "G.Companion", "The lattice companion: 0 and * swap, otherwise the options' companions, with 0 added for Left if G >= 0 and for Right if G <= 0",
        ["^.Companion", "^*"], (0, 0), form_methods::companion),
    with("ConjunctiveSum", "G.ConjunctiveSum(H)", "The conjunctive sum: a move is a move in both, and play ends when either ends (also G ConjunctiveSum H)",
        ["{1|-1}.ConjunctiveSum(*)", "*"], (1, 1), form_methods::compound),
    with("Cool", "G.Cool(t)", "G cooled by the number t (t > -1)",
        ["{2|-2}.Cool(1)", "+-1"], (1, 1), cool),
    with("ConwayProduct", "G.ConwayProduct(H)", "Conway's product of the canonical forms: of numbers their product, of nimbers their nim product",
        ["(*2).ConwayProduct(*3)", "*"], (1, 1), form_methods::compound),
    of("Degree", "G.Degree", "The onside of G - G for a loopy G (its infinitesimal degree); 0 for short games",
        ["{0|pass}.Degree", "over"], |_| game(Game::zero())),
    with("Distinguisher", "G.Distinguisher(H)", "A T with G + T a misère second player's win and H + T not",
        ["*[2].Distinguisher(*[0])", "*[2]"], (1, 1), misere_only),
    with("Downsum", "G.Downsum(H)", "The offside of G + H (endless play won by Right), for stoppers G and H",
        ["on.Downsum(off)", "off"], (1, 1), |cx, c| of_two(cx, c, Stopper::downsum)),
    with("DownsumVariety", "G.DownsumVariety(D)",
        "G.Downsum((-G).Upsum(D)) for an idempotent D: G's variety when D is its degree",
        ["upon.DownsumVariety(^.Pow(on))", "v<on>"], (1, 1), |cx, c| of_two(cx, c, Stopper::downsum_variety)),
    of("FollowerCount", "G.FollowerCount", "How many positions G has, itself included (an integer n has |n| + 1)",
        ["{1|*}.FollowerCount", "4"], |g| game(Game::integer(g.follower_count()))).walking(),
    of("Followers", "G.Followers", "Every position of G, itself included (of a board: every board play reaches)",
        ["{1|*}.Followers", "{0,1,*,{1|*}}"], |g| Value::set(g.followers())).walking(),
    of("Freeze", "G.Freeze", "G cooled by its own temperature",
        ["{2|-2}.Freeze", "*"], |g| game(g.freeze())),
    with("GridString", "G.GridString", "The board of a game of the catalogue as text, as the game reads it",
        ["Cram(\"..|..\").GridString", "\"..|..\""], (0, 0), super::functions::grid_string),
    with("Genus", "G.Genus", "The genus of a misère game or nimber: G+ then the misère nim values of G + *2 + ... + *2",
        ["*[[2],1].Genus", "2^1420"], (0, 0), impartial_misere),
    with("Heat", "G.Heat(t)", "G heated by t: t added to Left's options and taken from Right's",
        ["*.Heat(1)", "+-1"], (1, 1), |cx, c| Ok(game(cx.expandable(c.recv())?.heat(&cx.expandable(&c.args[0])?)))),
    of("Incentives", "G.Incentives", "Left's and Right's incentives together",
        ["{2|-1}.Incentives", "{{3|0}}"], |g| Value::set(g.incentives())).walking(),
    of("IsAllSmall", "G.IsAllSmall", "Whether G is all-small: no number but 0 among its positions",
        ["^.IsAllSmall", "true"], |g| Value::Bool(g.is_all_small())),
    of("IsAtomic", "G.IsAtomic", "Whether G has an atomic weight",
        ["^.IsAtomic", "true"], |g| Value::Bool(g.is_atomic())).walking(),
    of("IsEven", "G.IsEven", "Whether G is even: every option odd (0 is even)",
        ["{*|*}.IsEven", "true"], |g| Value::Bool(g.is_even())).walking(),
    of("IsEvenTempered", "G.IsEvenTempered",
        "Whether G is even-tempered: a number, or every option odd-tempered",
        ["2.IsEvenTempered", "true"], |g| Value::Bool(g.is_even_tempered())).walking(),
    with("IsExtraverted", "G.IsExtraverted", "Whether a misère game is a part of the game whose one option it is",
        ["*[[2],0].IsExtraverted", "false"], (0, 0), misere_only),
    with("IsGenerallyRestive", "G.IsGenerallyRestive", "Whether a misère game is restive once reversible options are set aside",
        ["*[[[2],2,0],[[2],3],1].IsGenerallyRestive", "true"], (0, 0), misere_only),
    with("IsGenerallyTame", "G.IsGenerallyTame", "Whether a misère game is tame once reversible options are set aside",
        ["*[[[2]],[[2],1]].IsGenerallyTame", "true"], (0, 0), misere_only),
    with("IsHalfTame", "G.IsHalfTame", "Whether a misère game is not generally tame while G + G is, of genus 0^0",
        ["*[[2],0].IsHalfTame", "true"], (0, 0), misere_only),
    of("IsIdempotent", "G.IsIdempotent", "Whether G + G = G (on, off, over, dud; among short games only 0)",
        ["on.IsIdempotent", "true"], |g| Value::Bool(g.is_zero())),
    of("IsInfinitesimal", "G.IsInfinitesimal", "Whether G lies strictly between every -x and x > 0",
        ["^.IsInfinitesimal", "true"], |g| Value::Bool(g.is_infinitesimal())),
    of("IsInteger", "G.IsInteger", "Whether G is an integer",
        ["{1|}.IsInteger", "true"], |g| Value::Bool(g.is_integer())),
    with("IsIntroverted", "G.IsIntroverted", "Whether a misère game is a part of each of its options (only *[0] and *[1])",
        ["*[1].IsIntroverted", "true"], (0, 0), misere_only),
    with("IsLinkedTo", "G.IsLinkedTo(H)", "Whether some T makes G + T and H + T misère second player's wins",
        ["*[[[2]]].IsLinkedTo(*[[2]])", "false"], (1, 1), misere_only),
    of("IsLoopfree", "G.IsLoopfree", "Whether no position of G repeats (a short game)",
        ["on.IsLoopfree", "false"], |_| Value::Bool(true)),
    of("IsNimber", "G.IsNimber", "Whether G is a nimber *n",
        ["{0,*|0,*}.IsNimber", "true"], |g| Value::Bool(g.is_nimber())),
    with("IsNimHeap", "G.IsNimHeap", "Whether a misère game is a nim heap *[n]",
        ["(*[2]+*[2]).IsNimHeap", "false"], (0, 0), misere_only),
    of("IsNumber", "G.IsNumber", "Whether G is a number",
        ["{0|1}.IsNumber", "true"], |g| Value::Bool(g.is_number())),
    of("IsNumberTiny", "G.IsNumberTiny", "Whether G is a number plus a tiny or a miny",
        ["Tiny(2).IsNumberTiny", "true"], |g| Value::Bool(g.is_number_tiny())),
    of("IsNumberish", "G.IsNumberish", "Whether G is infinitesimally close to a number",
        ["^.IsNumberish", "true"], |g| Value::Bool(g.is_numberish())),
    of("IsOdd", "G.IsOdd", "Whether G is odd: some option even",
        ["*.IsOdd", "true"], |g| Value::Bool(g.is_odd())).walking(),
    of("IsOddTempered", "G.IsOddTempered",
        "Whether G is odd-tempered: not a number, and every option even-tempered",
        ["*.IsOddTempered", "true"], |g| Value::Bool(g.is_odd_tempered())).walking(),
    of("IsOrdinal", "G.IsOrdinal", "Whether G is an ordinal (among short games, a whole number)",
        ["{2|}.IsOrdinal", "true"], |g| Value::Bool(g.as_number().is_some_and(|x| x.is_integer() && x >= crate::numbers::Dyadic::zero()))),
    of("IsPlumtree", "G.IsPlumtree", "Whether G is a stopper whose only cycles are passes",
        ["over.IsPlumtree", "true"], |_| Value::Bool(true)),
    with("IsPrime", "G.IsPrime", "Whether a misère game has no parts but itself (and is not *[0] or *[1])",
        ["(*[2]+*[2]).IsPrime", "false"], (0, 0), misere_only),
    of("IsPseudonumber", "G.IsPseudonumber", "Whether G is a number, on, off, x over or x under",
        ["{pass|3/2}.IsPseudonumber", "true"], |g| Value::Bool(g.is_number())),
    with("IsRestive", "G.IsRestive", "Whether a misère game has tame options, G+ at most 1 and G- at least 2",
        ["*[[2],0].IsRestive", "true"], (0, 0), misere_only),
    with("IsRestless", "G.IsRestless", "Whether a misère game has generally tame options, G- at most 1 and G+ at least 2",
        ["*[[2],1].IsRestless", "true"], (0, 0), misere_only),
    of("IsStable", "G.IsStable",
        "Whether a stopper's upsum and downsum varieties agree (every short game's do)",
        ["over.IsStable", "true"], |_| Value::Bool(true)),
    of("IsStopper", "G.IsStopper", "Whether G is a stopper: no play alternating for ever",
        ["dud.IsStopper", "false"], |_| Value::Bool(true)),
    of("IsStopperSided", "G.IsStopperSided", "Whether both sides of G are stoppers",
        ["dud.IsStopperSided", "true"], |_| Value::Bool(true)),
    with("IsTame", "G.IsTame", "Whether a misère game and its options are tame: G+ = G-, or both at most 1",
        ["(*[2]+*[2]).IsTame", "true"], (0, 0), misere_only),
    with("IsTameable", "G.IsTameable", "Whether a misère game is generally tame or its wild options revert to tameable games",
        ["*[[2],0].IsTameable", "false"], (0, 0), misere_only),
    of("IsUptimal", "G.IsUptimal", "Whether G is a sum of up-powers plus a nimber",
        ["^.IsUptimal", "true"], |g| Value::Bool(g.is_uptimal())),
    of("IsZero", "G.IsZero", "Whether G is 0",
        ["{*|*}.IsZero", "true"], |g| Value::Bool(g.is_zero())),
    of("LeftIncentives", "G.LeftIncentives", "Left's incentives, G^L - G",
        ["{2|-1}.LeftIncentives", "{{3|0}}"], |g| Value::set(g.left_incentives())).walking(),
    of("LeftOptions", "G.LeftOptions", "Left's options of G's canonical form (of a board: the boards Left moves to)",
        ["{2|0}.LeftOptions", "{2}"], |g| Value::set(g.left_options())).walking(),
    of("LeftStop", "G.LeftStop", "Where play stops at a number when Left starts",
        ["{2|1}.LeftStop", "2"], |g| number(g.left_stop())),
    with("Link", "G.Link(H)", "A T making G + T and H + T misère second player's wins",
        ["*[0].Link(*[0])", "*[1]"], (1, 1), misere_only),
    of("Mean", "G.Mean", "The mean value: G + ... + G (n copies) is about n times it",
        ["{4|0}.Mean", "2"], |g| number(g.mean())),
    with("MisereCanonicalForm", "G.MisereCanonicalForm", "The misère canonical form of a misère game or nimber",
        ["(*3).MisereCanonicalForm", "*[3]"], (0, 0), impartial_misere),
    with("MisereMinus", "G.MisereMinus(H)", "The misère game X with H + X = G, if there is one",
        ["(*[2]+*[3]).MisereMinus(*[3])", "*[2]"], (1, 1), misere_only),
    with("NimExp", "x.NimExp(n)", "x nim-multiplied by itself n times: whole numbers, or ordinals below ω^(ω^54)",
        ["omega.NimExp(3)", "2"], (1, 1), functions::nim_exp),
    with("NimProduct", "n.NimProduct(m)", "The nim product of whole numbers, nimbers or ordinals below ω^(ω^54)",
        ["(*2).NimProduct(*3)", "*"], (1, 1), |cx, c| functions::nim_op(cx, "NimProduct", c.recv(), &c.args[0])),
    with("NimSum", "n.NimSum(m)", "The nim sum of whole numbers or nimbers",
        ["(*3).NimSum(*5)", "*6"], (1, 1), |cx, c| functions::nim_op(cx, "NimSum", c.recv(), &c.args[0])),
    with("NimValue", "G.NimValue", "The n of a nimber *n",
        ["(*3 + *5).NimValue", "6"], (0, 0), nim_value),
    with("HeapNimValue", "R.HeapNimValue(n)", "The nim-value of a heap of n, as an integer",
        ["Kayles.HeapNimValue(4)", "1"], (1, 1), |cx, c| functions::sequence(cx, "HeapNimValue", c)),
    with("HeapOptions", "R.HeapOptions(n)", "The options of a heap of n, each the list of heaps it leaves, in CGSuite's order",
        ["Kayles.HeapOptions(4)", "[[3],[1,2],[2],[1,1]]"], (1, 1), |cx, c| functions::sequence(cx, "HeapOptions", c)),
    with("NimValueSequence", "R.NimValueSequence(n)", "The nim-values of a heap game's heaps 1 to n",
        ["Kayles.NimValueSequence(6)", "[1,2,3,1,4,3]"],
        (1, 1), |cx, c| functions::sequence(cx, "NimValueSequence", c)),
    with("NortonProduct", "G.NortonProduct(U)", "Norton's product of G by the positive game U",
        ["2.NortonProduct(^)", "^^"], (1, 1),
        norton_product),
    of("Offside", "G.Offside", "The offside of a loopy G: its value when endless play is Right's win",
        ["dud.Offside", "off"], |g| game(*g)),
    of("Onside", "G.Onside", "The onside of a loopy G: its value when endless play is Left's win",
        ["a{{|a}|}.Onside", "1"], |g| game(*g)),
    with("Options", "G.Options(p)", "The options of the player p, Left or Right (of a misère game or an impartial board, G.Options: all of them)",
        ["{2|0,*}.Options(Right)", "{0,*}"], (0, 1), by_player),
    with("OrdinalProduct", "G.OrdinalProduct(H)", "The ordinal product of the canonical forms: (G x H^L) : G^L and (G x H^R) : -G^R for Left",
        ["(*2).OrdinalProduct(*3)", "*6"], (1, 1), form_methods::compound),
    with("OrdinalSum", "G.OrdinalSum(H)", "The ordinal sum G:H (also written G : H)",
        ["1.OrdinalSum(-1)", "1/2"], (1, 1),
        |cx, c| cx.ordinal_sum(c.recv(), &c.args[0])),
    of("OutcomeClass", "G.OutcomeClass", "Who wins G: L, R, N (who starts) or P (who follows); for a board of a partizan game, found by a search for winning moves without its canonical form",
        ["{1|-1}.OutcomeClass", "N"], |g| Value::Outcome(g.outcome())),
    with("Mate", "G.Mate", "The mate of a misère game: *[1] for *[0], else the mates of its options",
        ["*[0].Mate", "*[1]"], (0, 0), misere_only),
    with("MisereNimValue", "G.MisereNimValue", "The misère nim value of an impartial game: 1 for *[0], else the mex of its options'",
        ["*[[2],0].MisereNimValue", "2"], (0, 0), impartial_misere),
    of("MisereOutcomeClass", "G.MisereOutcomeClass", "Who wins G when the player who cannot move wins: L, R, N or P",
        ["{0|||0||-1|-3}.MisereOutcomeClass", "R"], |g| Value::Outcome(partizan_misere_outcome(g))).walking(),
    with("Overheat", "G.Overheat(s, t)",
        "G overheated from s to t: an integer n becomes n.NortonProduct(s); t is added to Left's options and taken from Right's",
        ["*.Overheat(1, 2)", "+-2"], (2, 2), overheat),
    with("Partitions", "G.Partitions", "Every way to write a misère game as a sum of primes",
        ["*[[*[4]+*[2]]].Partitions", "[[*[2],*[4[2#-2]]],[*[4],*[4[2#-4]]]]"], (0, 0), misere_only),
    with("Parts", "G.Parts", "The proper parts of a misère game: even H with G = H + X",
        ["(*[2]+*[2]).Parts", "[*[2]]"], (0, 0), misere_only),
    with("Pow", "G.Pow(x)", "The x-th power of G = {0|H} (for ^, up-nth ^<x>); x a number or pseudonumber",
        ["^.Pow(2)", "^<2>"], (1, 1), super::power_methods::pow),
    with("PowTo", "G.PowTo(x)", "G to the x-th power upward, G:(x-1) (for ^, ^[x]); x a number or pseudonumber",
        ["^.PowTo(2)", "^[2]"], (1, 1), super::power_methods::pow),
    with("SelectiveSum", "G.SelectiveSum(H)", "The selective sum: a move is a move in either game or in both, and it stays a selective sum",
        ["(*2).SelectiveSum(*3)", "*5"], (1, 1), form_methods::compound),
    with("EnclosingObject", "G.EnclosingObject", "The ruleset a position belongs to (a board's game, a heap's or a coordinate game's rules); Nothing for anything else",
        ["Amazons(\"x...|o...\").EnclosingObject", "Amazons"], (0, 0), enclosing_object),
    with("GameValue", "G.GameValue", "The value of G: its canonical form, or for a loopy game its sided value",
        ["{2|1,'{*|*}'}.GameValue", "{2|0}"], (0, 0), game_value),
    with("Size", "L.Size", "The number of items of a list, a set, a range or a map, or of characters of a string",
        ["[*, ^, *].Size", "3"], (0, 0), size),
    with("Length", "L.Length", "The number of items of a list, as Size (CGSuite's name for lists)",
        ["[*, ^, *].Length", "3"], (0, 0), size),
    of("ReducedCanonicalForm", "G.ReducedCanonicalForm",
        "The simplest game infinitesimally close to G",
        ["{2|^}.ReducedCanonicalForm", "{2|0}"], |g| game(g.reduced_canonical_form())),
    of("RightIncentives", "G.RightIncentives", "Right's incentives, G - G^R",
        ["{2|-1}.RightIncentives", "{{3|0}}"], |g| Value::set(g.right_incentives())).walking(),
    of("RightOptions", "G.RightOptions", "Right's options of G's canonical form (of a board: the boards Right moves to)",
        ["{2|0,*}.RightOptions", "{0,*}"], |g| Value::set(g.right_options())).walking(),
    of("RightStop", "G.RightStop", "Where play stops at a number when Right starts",
        ["{2|1}.RightStop", "1"], |g| number(g.right_stop())),
    with("SensibleOptions", "G.SensibleOptions(p)", "The options of p, Left or Right, of a board or a form as written that are sensible: for each option K of G's canonical form, the first at least K (for Right, at most)",
        ["'{{4|{3|0}}, -1 | 1}'.SensibleOptions(Left)", "{'{4|'{3|0}'}'}"], (1, 1), super::sensible::run),
    with("SensibleLeftOptions", "G.SensibleLeftOptions", "G.SensibleOptions(Left)",
        ["'{{4|{3|0}} | 1, 2}'.SensibleLeftOptions", "{'{4|'{3|0}'}'}"], (0, 0), super::sensible::run),
    with("SensibleRightOptions", "G.SensibleRightOptions", "G.SensibleOptions(Right)",
        ["'{{4|{3|0}} | 1, 2}'.SensibleRightOptions", "{1}"], (0, 0), super::sensible::run),
    with("SensibleLines", "G.SensibleLines(p)", "For each option K of G's canonical form, p's line of play to it: a sensible option, a reply that reverses it, and so on, ending exactly at K",
        ["'{{4|{3|0}} | 1}'.SensibleLines(Left)", "{['{4|'{3|0}'}','{3|0}',3]}"], (1, 1), super::sensible::run),
    with("Tiny", "G.Tiny", "Tiny(G), the tiny {0||0|-G} (CanonicalStopper's method; on.Tiny is Tiny(on))",
        ["2.Tiny == {0||0|-2}", "true"], (0, 0), |cx, c| super::loopy_eval::tiny_method(cx, c, true)),
    with("Miny", "G.Miny", "Miny(G), the miny {G|0||0}",
        ["2.Miny == {2|0||0}", "true"], (0, 0), |cx, c| super::loopy_eval::tiny_method(cx, c, false)),
    with("Stop", "G.Stop(p)", "The stop when the player p, Left or Right, moves first",
        ["{2|1}.Stop(Left)", "2"], (1, 1), by_player),
    with("Upsum", "G.Upsum(H)", "The onside of G + H (endless play won by Left), for stoppers G and H",
        ["on.Upsum(off)", "on"], (1, 1), |cx, c| of_two(cx, c, Stopper::upsum)),
    with("UpsumVariety", "G.UpsumVariety(D)",
        "G.Upsum((-G).Downsum(-D)) for an idempotent D: G's variety when D is its degree",
        ["upon.UpsumVariety(^.Pow(on))", "v<on>"], (1, 1), |cx, c| of_two(cx, c, Stopper::upsum_variety)),
    with("StopCount", "G.StopCount", "How many stopping positions (numbers) G's game tree has, counted along every path",
        ["{1|*}.StopCount", "3"], (0, 0), form_methods::stop_count),
    with("Subordinate", "G.Subordinate(B)",
        "G with the options of the base B taken away throughout, undoing an ordinal sum B:H (1:-3 = 1/8)",
        ["(1/8).Subordinate(1)", "-3"], (1, 1), super::power_methods::subordinate),
    of("Temperature", "G.Temperature", "How much a move in G is worth",
        ["{4|0}.Temperature", "2"], |g| number(g.temperature())),
    with("Wall", "T.Wall(p)", "The left (p = Left) or right wall of a thermograph, as a trajectory",
        ["{3||2|1}.Thermograph.Wall(Left)", "Trajectory(9/4,[3/4],[0,-1])"], (1, 1), form_methods::wall),
    of("Thermograph", "G.Thermograph", "G's thermograph: its walls and mast",
        ["{2|-2}.Thermograph", "Thermograph(0,[2],[0,-1],0,[2],[0,1])"],
        |g| Value::Thermograph(Box::new(g.thermograph()))),
    with("ToList", "L.ToList", "The items of a list or a set (in its order) as a list; a range is a list already, and stays as it is",
        ["{*,3,1}.ToList", "[1,3,*]"], (0, 0), super::collections::to_list),
    with("ToSet", "L.ToSet", "The items of a list or a range as a set, each once, in CGSuite's order",
        ["[*, 2, *, 0].ToSet", "{0,2,*}"], (0, 0), super::collections::to_set),
    with("UptimalExpansion", "G.UptimalExpansion", "G as x + *m + a1.^ + a2.^<2> + ..., written x*m.a1a2... (a dash after a negative digit)",
        ["{0||0|v*}.UptimalExpansion", "*.12"], (0, 0), form_methods::uptimal_expansion),
    of("Variety", "G.Variety",
        "The variety of a stable stopper: G onside-plus the offside of -G - G.Degree (0 for short games)",
        ["over.Variety", "over"], |_| game(Game::zero())),
];

/// `G.Options(p)` and `G.Stop(p)`: the row for the player's side,
/// `LeftOptions` or `RightStop` and so on.
fn by_player(cx: &Ctx<'_>, c: &Call<'_>) -> Result<Value, Error> {
    let Some(arg) = c.args.first() else {
        return match cx.eval_keep(c.recv())? {
            Value::Misere(_) => misere_only(cx, c),
            // A heap position's options are positions of the same rules.
            Value::Heaps(h) => match h.parts().iter().find(|(r, n)| !super::heap_value::listable(r, *n)) {
                Some((r, n)) => cx.fail(
                    c.recv(),
                    ErrorKind::TooLarge(format!(
                        "the options of {r}({n}) are not listed: heaps up to {MAX_MISERE_HEAP} are, and larger ones whose rules count at most {MAX_LISTED_OPTIONS} options"
                    )),
                ),
                None => Ok(Value::List(
                    h.options().into_iter().map(Value::Heaps).collect(),
                )),
            },
            other => cx.wrong_type(
                c.recv(),
                "a misère game for Options with no player",
                other.kind_name(),
            ),
        };
    };
    let player = match cx.eval(arg)? {
        Value::Player(p) => p,
        other => return cx.wrong_type(arg, "a player, Left or Right", other.kind_name()),
    };
    let name = format!(
        "{player}{}",
        if c.name() == "Stop" {
            "Stop"
        } else {
            "Options"
        }
    );
    let row = find(&name).expect("LeftOptions, RightOptions, LeftStop and RightStop are rows");
    let call = Call {
        name: row.name,
        at: c.at,
        recv: c.recv,
        args: &[],
    };
    row.run(cx, &call)
}

fn atomic_weight(cx: &Ctx<'_>, c: &Call<'_>) -> Result<Value, Error> {
    let g = cx.game(c.recv())?;
    if !g.is_number_up_star() {
        cx.check_expandable(c.recv(), g)?;
    }
    match g.atomic_weight() {
        Ok(w) => Ok(game(w)),
        Err(err) => cx.undefined(c.at, err.to_string()),
    }
}

fn cool(cx: &Ctx<'_>, c: &Call<'_>) -> Result<Value, Error> {
    let g = cx.game(c.recv())?;
    let t = cx.game(&c.args[0])?;
    let Some(t) = t.as_number() else {
        return cx.undefined(
            &c.args[0],
            format!(
                "Cool takes a number (a temperature above -1), and {} is not one",
                t.brief()
            ),
        );
    };
    if t < crate::numbers::Dyadic::zero() {
        // Cooling by a negative t goes through every option.
        cx.check_expandable(c.recv(), g)?;
    }
    match g.cool(&t) {
        Ok(cooled) => Ok(game(cooled)),
        Err(err) => cx.undefined(&c.args[0], err.to_string()),
    }
}

fn norton_product(cx: &Ctx<'_>, c: &Call<'_>) -> Result<Value, Error> {
    let g = cx.expandable(c.recv())?;
    let u = cx.expandable(&c.args[0])?;
    match g.as_number().and_then(|x| x.to_integer()) {
        // n.U is n copies of U, whose count of ups may overflow.
        Some(n) => Ok(game(cx.checked_times(c.at, u, n)?)),
        None => match g.checked_norton_product(&u) {
            Ok(h) => Ok(game(h)),
            Err(why) => cx.fail(c.at, super::error::ErrorKind::TooLarge(why.to_string())),
        },
    }
}

fn nim_value(cx: &Ctx<'_>, c: &Call<'_>) -> Result<Value, Error> {
    let g = match cx.eval(c.recv())? {
        Value::Misere(m) => return Ok(game(Game::integer(m.nim_value()))),
        other => cx.game_of(c.recv(), other)?,
    };
    match g.as_nimber() {
        Some(n) => Ok(game(Game::integer(n))),
        None => cx.undefined(
            c.at,
            format!(
                "NimValue is defined for impartial values (nimbers), and {} is not one",
                g.brief()
            ),
        ),
    }
}

fn overheat(cx: &Ctx<'_>, c: &Call<'_>) -> Result<Value, Error> {
    let g = cx.expandable(c.recv())?;
    let (s, t) = (cx.expandable(&c.args[0])?, cx.expandable(&c.args[1])?);
    match g.checked_overheat(&s, &t) {
        Ok(h) => Ok(game(h)),
        Err(why) => cx.fail(c.at, super::error::ErrorKind::TooLarge(why.to_string())),
    }
}

/// `G.EnclosingObject`: CGSuite's positions are objects made by their
/// ruleset, which this gives back; other values are made by none.
fn enclosing_object(cx: &Ctx<'_>, c: &Call<'_>) -> Result<Value, Error> {
    Ok(match cx.eval_board(c.recv())? {
        Value::Board(b) => Value::Rules(b.position().entry()),
        Value::CoordinatePosition(g, ..) => Value::Coordinate(g),
        Value::Heaps(h) => match h.parts() {
            [(rules, _)] => Value::Ruleset(rules.clone()),
            _ => Value::Nothing,
        },
        _ => Value::Nothing,
    })
}

/// `G.GameValue`: a loopy value as it is, anything else as its canonical
/// form (a form's included).
fn game_value(cx: &Ctx<'_>, c: &Call<'_>) -> Result<Value, Error> {
    match cx.eval(c.recv())? {
        v @ Value::Loopy(_) => Ok(v),
        other => Ok(game(cx.game_of(c.recv(), other)?)),
    }
}

/// `L.Size`: items of a list or set (a set counts each once), characters
/// of a string.
fn size(cx: &Ctx<'_>, c: &Call<'_>) -> Result<Value, Error> {
    let v = cx.eval_shared(c.recv())?;
    if let Some(n) = super::mutable::query(cx, &v, c.name(), None) {
        return Ok(n);
    }
    let n = match v.frozen() {
        Value::List(v) | Value::LoopySet(v) => v.len(),
        Value::Set(v) => v.len(),
        Value::Map(v) => v.len(),
        Value::Range(a, b, s) => {
            let n = super::collections::range_len(a, b, s);
            return Ok(game(Game::integer(n)));
        }
        Value::Str(s) => s.chars().count(),
        Value::Cells(g) if g.is_strip() => g.cols(),
        other => {
            return cx.wrong_type(
                c.recv(),
                "a list, a set or a string for Size",
                other.kind_name(),
            );
        }
    };
    Ok(game(Game::integer(n)))
}

/// `R.code`: the ruleset's code, a string.
fn ruleset_code(cx: &Ctx<'_>, c: &Call<'_>) -> Result<Value, Error> {
    match cx.eval(c.recv())? {
        Value::Ruleset(r) => match r.game().code() {
            Some(code) => Ok(Value::Str(code)),
            None => cx.undefined(c.recv(), format!("{r} has no code in CGSuite's notation")),
        },
        other => cx.wrong_type(c.recv(), "a heap game for code", other.kind_name()),
    }
}
