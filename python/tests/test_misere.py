"""Misère games from Python, held to hand-derived facts and to Bouton's
rule for misère Nim (an independent method, not the library's tables)."""

import itertools
from functools import reduce

import pytest

from combinatorial_games import MisereGame, Outcome, ParseError, TooLargeError, eval


def bouton_misere_outcome(heaps):
    """Misère Nim: the previous player wins exactly when every heap is at
    most 1 and the nim-sum is 1, or some heap is larger and the nim-sum is 0."""
    x = reduce(lambda a, b: a ^ b, heaps, 0)
    small = all(h <= 1 for h in heaps)
    return Outcome.P if (x == 1 if small else x == 0) else Outcome.N


def test_nim_positions_follow_boutons_misere_rule():
    for n in range(1, 4):
        for heaps in itertools.product(range(4), repeat=n):
            g = reduce(lambda a, b: a + b, (MisereGame.nim_heap(h) for h in heaps))
            assert g.outcome == bouton_misere_outcome(heaps), heaps
            # In normal play the sum is the nim-sum.
            assert g.nim_value == reduce(lambda a, b: a ^ b, heaps, 0), heaps


def test_heaps_by_their_options_and_text():
    heaps = [MisereGame.nim_heap(n) for n in range(5)]
    for n in range(1, 5):
        assert MisereGame.from_options(heaps[:n]) == heaps[n]
        assert MisereGame(f"*[{n}]") == heaps[n]
        assert heaps[n].options == heaps[:n]
        assert heaps[n].birthday == n
    # *1 + *1 is 0 in misère play too; equal games hash alike.
    one = heaps[1]
    assert one + one == heaps[0]
    assert len({one + one, heaps[0]}) == 1


def test_eval_gives_misere_games():
    g = eval("*[[2],0]")
    assert isinstance(g, MisereGame)
    # In the text a number n is the nim heap *[n] and [..] a game by its
    # options: *[[2],0] has the options A = {*[2]} and *[0].
    heap = MisereGame.nim_heap
    a = MisereGame.from_options([heap(2)])
    assert g == MisereGame.from_options([a, heap(0)])
    # Normal play: A = mex{2} = 0, so g = mex{0, 0} = 1. Misère play: *[0]
    # is 1 (the mover cannot move, and wins), *[1] is 0, *[2] = mex{1, 0}
    # = 2, A = mex{2} = 0, g = mex{0, 1} = 2: the next player wins (to A).
    assert g.nim_value == 1
    assert a.misere_nim_value == 0 and a.outcome == Outcome.P
    assert g.misere_nim_value == 2
    assert g.outcome == Outcome.N
    # The list notation reads back as the same game.
    assert MisereGame(format(g, "#")) == g
    assert all(MisereGame(format(h, "#")) == h for h in [a, heap(3), g + g, g + a])


def test_compact_notation_reads_back():
    # CGSuite's MisereCanonicalGameTestCase: the lists it was given and the
    # compact texts it printed.
    for given, printed in [
        ("*[[2]]", "*[2#]"),
        ("*[2]+*[2]", "*[2[2]]"),
        ("*[[[2]],[[2],1]]", "*[(2#1)2##]"),
        ("*[[[2],2,0],[[2],3],1]", "*[(2#20)2[#1]1]"),
    ]:
        g = MisereGame(given)
        assert str(g) == printed
        assert MisereGame.from_compact(printed) == g
    heap = MisereGame.nim_heap
    games = [heap(n) for n in range(4)]
    games += [a + b for a in games for b in games]
    games += [MisereGame.from_options([a, b]) for a in games[:6] for b in games]
    assert all(MisereGame.from_compact(str(g)) == g for g in games)
    # Digits side by side: options in the compact notation, a heap in
    # CGSuite's input.
    assert MisereGame.from_compact("*[32]") == MisereGame.from_options([heap(3), heap(2)])
    assert MisereGame("*[32]") == heap(32)
    with pytest.raises(ParseError) as e:
        MisereGame.from_compact("*[2[-4]]")
    assert e.value.column == 6


def test_bad_input_is_a_typed_error():
    with pytest.raises(ParseError) as e:
        MisereGame("*[2")
    assert e.value.column >= 1
    with pytest.raises(TooLargeError):
        MisereGame.nim_heap(10**9)
    with pytest.raises(TypeError):
        MisereGame.from_options([1, 2])
    assert (MisereGame("*[1]") == 1) is False
