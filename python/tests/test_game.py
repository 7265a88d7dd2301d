"""Games: the API against the definitions, written here in plain Python."""

import functools
import pickle
import random
from fractions import Fraction

import pytest

from combinatorial_games import CGTError, Game, Nimber, Outcome

TEXTS = [
    "0", "1", "-1", "2", "1/2", "-3/4", "*", "*2", "*3", "^", "v", "^*", "^^", "^^*",
    "{1|-1}", "{2|1}", "{0|^}", "{3|-2}", "{1/2|0}", "{*|*}", "{0,*|0}", "{^|v}",
    "{2||1|0}", "{1|0,*}", "{0|-1}", "{1|*}", "{0|v*}", "+-2", "{3|||2||1|0,*||||-1/2}",
]
POOL = [Game(t) for t in TEXTS]


@functools.lru_cache(maxsize=None)
def leq(g_text, h_text):
    """g <= h by the definition: no g^L >= h and no h^R <= g."""
    g, h = Game(g_text), Game(h_text)
    return not any(leq(h_text, str(gl)) for gl in g.left_options) and not any(
        leq(str(hr), g_text) for hr in h.right_options
    )


def test_the_first_example():
    assert repr(Game("{0|^}")) == "^^*"
    assert str(Game("{0|^}")) == "^^*"


@pytest.mark.parametrize("g", POOL, ids=TEXTS)
def test_text_and_options_give_the_game_back(g):
    assert Game(repr(g)) == g
    assert Game.from_options(g.left_options, g.right_options) == g
    assert pickle.loads(pickle.dumps(g)) == g


def test_comparisons_follow_the_definition():
    for g in POOL:
        for h in POOL:
            le, ge = leq(str(g), str(h)), leq(str(h), str(g))
            assert (g <= h) == le, (g, h)
            assert (g >= h) == ge, (g, h)
            assert (g == h) == (le and ge), (g, h)
            assert (g < h) == (le and not ge), (g, h)
            assert (g > h) == (ge and not le), (g, h)
            assert g.is_confused_with(h) == (not le and not ge), (g, h)


def test_outcomes_are_the_comparisons_with_zero():
    for g in POOL:
        expected = {
            (True, False): Outcome.L, (False, True): Outcome.R,
            (True, True): Outcome.P, (False, False): Outcome.N,
        }[(g >= 0, g <= 0)]
        assert g.outcome == expected, g


def test_the_group_laws():
    rng = random.Random(7)
    for _ in range(300):
        a, b, c = (rng.choice(POOL) for _ in range(3))
        assert a + b == b + a
        assert (a + b) + c == a + (b + c)
        assert a - a == 0 and a + 0 == a and -(-a) == a
        assert a - b == a + (-b)
        assert a * 3 == a + a + a and -2 * a == -(a + a)
        if a <= b:
            assert a + c <= b + c


def test_only_zero_is_false():
    assert not Game(0) and not Game("{1|-1}") + Game("{1|-1}")
    assert Game("*") and Game("^") and Game(-1)


def test_equal_games_hash_equal_and_numbers_hash_as_numbers():
    assert len({Game("{1|-1}") + Game("{1|-1}"), Game(0), Game("{|}")}) == 1
    assert hash(Game(3)) == hash(3) and Game(3) in {3}
    assert hash(Game("3/4")) == hash(Fraction(3, 4))
    assert {Game("^"): 1}[Game("{0|*}")] == 1


def test_numbers_come_and_go_as_fractions():
    rng = random.Random(11)
    for _ in range(300):
        x = Fraction(rng.randint(-10**30, 10**30), 2 ** rng.randint(0, 80))
        y = Fraction(rng.randint(-1000, 1000), 2 ** rng.randint(0, 10))
        g = Game(x)
        assert g.as_fraction() == x and g == x
        assert Game(x) + Game(y) == Game(x + y) and g + y == x + y
        assert (Game(x) < Game(y)) == (x < y)
        assert float(g) == float(x)
    assert int(Game(-7)) == -7
    with pytest.raises(CGTError):
        Game(Fraction(1, 3))
    with pytest.raises(CGTError):
        int(Game("1/2"))
    with pytest.raises(CGTError):
        Game("*").as_fraction()


def test_switches_have_their_mean_and_temperature():
    # For numbers a > b, {a|b} has mean (a+b)/2 and temperature (a-b)/2,
    # and cooling by t below the temperature gives {a-t|b+t}.
    for a, b in [(1, -1), (3, -2), (Fraction(5, 2), Fraction(1, 4)), (10, 0)]:
        g = Game.from_options([a], [b])
        assert g.mean == Fraction(a + b) / 2
        assert g.temperature == Fraction(a - b) / 2
        t = Fraction(a - b) / 4
        assert g.cool(t) == Game.from_options([a - t], [b + t])
    # Numbers: temperature -1/2^k for m/2^k in lowest terms, -1 for integers.
    assert Game(5).temperature == -1 and Game("3/8").temperature == Fraction(-1, 8)


def test_heating_follows_the_definition():
    # Heating by t adds t to Left's options and takes it from Right's,
    # except that numbers stay as they are.
    assert Game("*").heat(1) == Game("{1|-1}")
    assert Game("^").heat(1) == Game.from_options([1], [Game("*").heat(1) - 1])
    assert Game(3).heat(1) == 3


def test_stops_and_birthdays():
    g = Game("{3|||2||1|0,*||||-1/2}")
    assert g.left_stop == 2 and g.right_stop == Fraction(-1, 2)
    assert [Game(t).birthday for t in ["0", "*", "^", "3/4", "-3", "*2"]] == [0, 1, 2, 3, 3, 2]


def test_atomic_weights():
    assert Game("^").atomic_weight == 1 and Game("^*").atomic_weight == 1
    assert Game("^^^").atomic_weight == 3 and Game("v").atomic_weight == -1
    with pytest.raises(CGTError):
        Game("{1|-1}").atomic_weight


def test_the_thermograph_of_a_switch():
    # By hand: below the temperature 2 the left wall is 2 - t and the right
    # wall -2 + t (from t = -1: 3 and -3); they meet the mast 0 at t = 2.
    t = Game("{2|-2}").thermograph()
    assert t.mast == 0 and t.temperature == 2
    assert t.left_wall == [(-1, 3), (2, 0)]
    assert t.right_wall == [(-1, -3), (2, 0)]
    assert "<svg" in t._repr_svg_()


def test_unicode_and_html():
    assert format(Game("{1|-1}"), "u") == "±1"
    assert "↑↑∗" in Game("^^*")._repr_html_()
    with pytest.raises(ValueError):
        format(Game("*"), "x")


def nim_product_reference(a, b, memo={}):
    """The nim-product from its definition: mex of a'b + ab' + a'b'."""
    if (a, b) not in memo:
        seen = {nim_product_reference(x, b) ^ nim_product_reference(a, y) ^ nim_product_reference(x, y)
                for x in range(a) for y in range(b)}
        memo[(a, b)] = next(n for n in range(len(seen) + 1) if n not in seen)
    return memo[(a, b)]


def test_nimber_products_follow_the_definition():
    for a in range(16):
        for b in range(16):
            assert Nimber(a) * Nimber(b) == Nimber(nim_product_reference(a, b)), (a, b)


def test_nimbers_form_a_field():
    rng = random.Random(3)
    for _ in range(500):
        a, b, c = (Nimber(rng.getrandbits(64)) for _ in range(3))
        assert a * b == b * a and (a * b) * c == a * (b * c)
        assert a * (b ^ c) == (a * b) ^ (a * c)
        assert a + b == a ^ b and a - b == a ^ b
        if a:
            assert a * a.inverse() == Nimber(1) and (b / a) * a == b
            assert a ** -1 == a.inverse()
    with pytest.raises(ZeroDivisionError):
        Nimber(0).inverse()
    assert Game.nimber(5) + Game.nimber(3) == Game(Nimber(6)) == Game("*6")
    assert Game("*6").as_nimber() == Nimber(6)
