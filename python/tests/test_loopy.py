"""Loopy games from Python, held to their definitions."""

import pytest

from combinatorial_games import CGTError, LoopyGame, LoopyOutcome, ParseError, eval

ON, OFF, DUD = LoopyGame("{pass|}"), LoopyGame("{|pass}"), LoopyGame("{pass|pass}")


def test_on_off_and_dud_by_their_definitions():
    # on: Left can always move (pass) and Right never can: Left wins
    # whoever starts; off the other way round; dud: both pass for ever.
    assert (ON.outcome, OFF.outcome, DUD.outcome) == (LoopyOutcome.L, LoopyOutcome.R, LoopyOutcome.D)
    assert [str(g.outcome) for g in (ON, OFF, DUD)] == ["L", "R", "D"]
    assert -ON == OFF and -OFF == ON
    assert ON.is_stopper and OFF.is_stopper
    assert ON + OFF == DUD
    assert not DUD.is_stopper and DUD.is_stopper_sided
    assert DUD.onside == ON and DUD.offside == OFF


def test_short_games_keep_their_outcomes_and_lie_between_off_and_on():
    for text, outcome in [("0", "P"), ("1", "L"), ("-1/2", "R"), ("{1|-1}", "N"), ("*", "N"), ("{3|-2}", "N")]:
        g = LoopyGame(text)
        assert str(g.outcome) == outcome, text
        assert OFF <= g <= ON, text
        assert g + (-g) == LoopyGame("0"), text


def test_over_is_a_positive_infinitesimal():
    # over = {0|pass}: Left, first, moves to 0 and Right cannot move;
    # Right, first, can only pass back to over, and then Left does the
    # same. Left wins whoever starts (over > 0), and over is infinitesimal:
    # below every positive number.
    over = LoopyGame("{0|pass}")
    assert over > LoopyGame("0")
    assert over < LoopyGame("1/64")
    assert over.outcome == LoopyOutcome.L


def test_eval_gives_loopy_games_and_bad_input_is_typed():
    assert isinstance(eval("on"), LoopyGame)
    assert eval("on") == ON
    with pytest.raises(ParseError) as e:
        LoopyGame("{pass|")
    assert e.value.column >= 1
    assert issubclass(ParseError, CGTError)


def test_sided_values_read_back():
    # CGSuite's SidedValueTestCase: a{{|a}|} prints 1 & 0, and
    # {0|{dud|},*} prints ^ & v*; both texts read back as the same value.
    for given, printed in [("a{{|a}|}", "1 & 0"), ("{0|{dud|},*}", "^ & v*")]:
        g = LoopyGame(given)
        assert str(g) == printed
        assert LoopyGame(printed) == g
        assert LoopyGame(printed).outcome == g.outcome
    assert LoopyGame("1 & 0").onside == LoopyGame("1")
    assert LoopyGame("1 & 0").offside == LoopyGame("0")
    with pytest.raises(ParseError) as e:
        LoopyGame("0 & 1")  # an offside above its onside
    assert e.value.column == 3


def test_loopy_outcomes_are_an_enum():
    # The nine classes by CGSuite's names, each printing as its name.
    names = ["L", "R", "P", "N", "D", "NHat", "PHat", "NCheck", "PCheck"]
    assert [str(getattr(LoopyOutcome, n)) for n in names] == names
    assert len({getattr(LoopyOutcome, n) for n in names}) == 9
    # The language's OutcomeClass of a loopy game gives the same values.
    assert eval("dud.OutcomeClass") == LoopyOutcome.D
    assert eval("on.OutcomeClass") == LoopyOutcome.L
    assert (ON + OFF).outcome == LoopyOutcome.D
    # a = {{|a}|}: Right, to move at a, has no move and loses; Left, to
    # move, must go to {|a}, whence Right must go back to a, for ever: a
    # draw. Left wins as second player and draws as first: PHat.
    assert LoopyGame("a{{|a}|}").outcome == LoopyOutcome.PHat
