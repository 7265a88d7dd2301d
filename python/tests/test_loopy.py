"""Loopy games from Python, held to their definitions."""

import pytest

from combinatorial_games import CGTError, LoopyGame, ParseError, eval

ON, OFF, DUD = LoopyGame("{pass|}"), LoopyGame("{|pass}"), LoopyGame("{pass|pass}")


def test_on_off_and_dud_by_their_definitions():
    # on: Left can always move (pass) and Right never can: Left wins
    # whoever starts; off the other way round; dud: both pass for ever.
    assert (ON.outcome, OFF.outcome, DUD.outcome) == ("L", "R", "D")
    assert -ON == OFF and -OFF == ON
    assert ON.is_stopper and OFF.is_stopper
    assert ON + OFF == DUD
    assert not DUD.is_stopper and DUD.is_stopper_sided
    assert DUD.onside == ON and DUD.offside == OFF


def test_short_games_keep_their_outcomes_and_lie_between_off_and_on():
    for text, outcome in [("0", "P"), ("1", "L"), ("-1/2", "R"), ("{1|-1}", "N"), ("*", "N"), ("{3|-2}", "N")]:
        g = LoopyGame(text)
        assert g.outcome == outcome, text
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
    assert over.outcome == "L"


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
