"""The catalogue's games against their rules, written here in plain Python."""

import functools
import itertools

import pytest

from combinatorial_games import (
    DawsonsChess, Game, GameError, GenToadsAndFrogs, Kayles, Mancala, Nim, Outcome, Player,
    ToadsAndFrogs, catalogue, eval,
)


def toads_moves(board, player):
    """Toads (T) move right, frogs (F) left: a step to an empty square, or
    a jump over one creature of the other kind to an empty square."""
    me, other, step = ("T", "F", 1) if player == "L" else ("F", "T", -1)
    out = []
    for i, c in enumerate(board):
        if c != me:
            continue
        j, k = i + step, i + 2 * step
        b = list(board)
        if 0 <= j < len(b) and b[j] == "_":
            b[i], b[j] = "_", me
            out.append("".join(b))
        elif 0 <= k < len(b) and b[j] == other and b[k] == "_":
            b[i], b[k] = "_", me
            out.append("".join(b))
    return out


@functools.lru_cache(maxsize=None)
def toads_value(board):
    return Game.from_options(
        [toads_value(b) for b in toads_moves(board, "L")],
        [toads_value(b) for b in toads_moves(board, "R")],
    )


def test_toads_and_frogs_against_its_rules():
    count = 0
    for n in range(1, 7):
        for cells in itertools.product("TF_", repeat=n):
            board = "".join(cells)
            assert ToadsAndFrogs(board).value() == toads_value(board), board
            count += 1
    assert count == 1092


@functools.lru_cache(maxsize=None)
def toads_wins(board, side):
    """Whether the player of `side` ("L" or "R"), to move, wins."""
    other = "R" if side == "L" else "L"
    return any(not toads_wins(b, other) for b in toads_moves(board, side))


def test_outcome_and_winning_moves_by_search_against_its_rules():
    outcomes = {
        (True, True): Outcome.N, (True, False): Outcome.L,
        (False, True): Outcome.R, (False, False): Outcome.P,
    }
    count = 0
    for n in range(1, 6):
        for cells in itertools.product("TF_", repeat=n):
            board = "".join(cells)
            p = ToadsAndFrogs(board)
            assert p.outcome() == outcomes[toads_wins(board, "L"), toads_wins(board, "R")], board
            for player, side, other, suffix in [("left", "L", "R", ""), (Player.RIGHT, "R", "L", " R")]:
                # The player's moves in words, with the board each leaves.
                moves = dict(ToadsAndFrogs(board + suffix).moves())
                won = sorted(moves[t].board.split()[0] for t in p.winning_moves(player))
                want = sorted(b for b in toads_moves(board, side) if not toads_wins(b, other))
                assert won == want, (board, side)
            count += 1
    assert count == 363
    with pytest.raises(TypeError, match="winning_moves"):
        ToadsAndFrogs("T_F").winning_moves()


def test_best_moves_are_moves_not_dominated():
    for board in ["TT__FF", "_TT_FF_", "T_TF_F", "TTT___FF"]:
        p = ToadsAndFrogs(board)
        for player, side in [(Player.LEFT, "L"), ("right", "R")]:
            values = [toads_value(b) for b in toads_moves(board, side)]
            best = p.best_moves(player)
            assert best, board
            for m in best:
                assert m.board in toads_moves(board, side)
                assert m.value == toads_value(m.board)
                better = (lambda v: v > m.value) if side == "L" else (lambda v: v < m.value)
                assert not any(better(v) for v in values), (board, m)


def octal_values(code, n):
    """Nim-values of heaps 0..n-1 of an octal game "0.d1d2...", from its
    definition: digit d at place k lets a move take k tokens leaving 0
    heaps (bit 1), 1 nonempty heap (bit 2) or 2 nonempty heaps (bit 4)."""
    digits = [int(d) for d in code.split(".")[1]]
    g = []
    for h in range(n):
        seen = set()
        for k, d in enumerate(digits, start=1):
            if d & 1 and h == k:
                seen.add(0)
            if d & 2 and h > k:
                seen.add(g[h - k])
            if d & 4:
                for a in range(1, h - k):
                    b = h - k - a
                    if b >= 1:
                        seen.add(g[a] ^ g[b])
        g.append(next(v for v in range(len(seen) + 1) if v not in seen))
    return g


def test_heap_games_against_their_codes():
    assert Kayles.nim_values(120) == octal_values("0.77", 120)
    assert DawsonsChess.nim_values(120) == octal_values("0.137", 120)
    assert eval('TakeAndBreak("0.6")').nim_values(120) == octal_values("0.6", 120)
    assert list(Kayles.nim_values(120, array=True)) == octal_values("0.77", 120)
    assert [Kayles(n).nim_value() for n in range(1, 30)] == octal_values("0.77", 30)[1:]
    assert Kayles.nim_sequence(120) == octal_values("0.77", 120)


def test_nim_and_its_winning_moves():
    for piles in [(1, 3, 5, 6), (3, 4, 5), (7, 7), (1, 2, 3), (10, 20, 30, 40)]:
        x = 0
        for p in piles:
            x ^= p
        p = Nim(*piles)
        assert p.nim_value() == x and p.value() == Game.nimber(x)
        assert p.outcome() == (Outcome.P if x == 0 else Outcome.N)
        winning = [q for q in piles if q ^ x < q] if x else []
        assert len(p.winning_moves()) == len(winning)
        for m in p.best_moves():
            assert Nim(m.board).nim_value() == 0


def test_positions_read_back_and_list_their_moves():
    p = ToadsAndFrogs("TT__FF")
    assert repr(p) == "ToadsAndFrogs('TT__FF')" and p.board == "TT__FF"
    # A partizan position carries the player to move, Left unless the
    # board ends in " R"; its moves are that player's.
    assert p.to_move == Player.LEFT
    assert [b.board for _, b in p.moves()] == [b + " R" for b in toads_moves("TT__FF", "L")]
    q = ToadsAndFrogs("TT__FF R")
    assert [b.board for _, b in q.moves()] == toads_moves("TT__FF", "R")
    assert q.value() == p.value() == toads_value("TT__FF")
    assert p.ruleset.name == "Toads and Frogs"


def test_games_with_ties_have_results_not_values():
    m = Mancala("1 0 0 / 0 1 0")
    assert m.result() == "tie in 1"
    with pytest.raises(GameError, match="won, lost, tied or drawn"):
        m.value()


def test_every_game_of_the_catalogue_reads_its_example():
    games = catalogue()
    assert len(games) > 30
    for r in games:
        p = r(r.example)
        assert p.board and str(p)
        if r.kind == "impartial":
            assert isinstance(p.nim_value(), int)


def test_schema_games_read_their_rules_before_the_board():
    # tf.. by hand: with Toads and Frogs' jump, Left's only move leaves
    # .ft. = {-1|1} = 0 and Right has none: 1. Without jumps: 0.
    assert str(GenToadsAndFrogs("tf..").value()) == "1"
    assert str(GenToadsAndFrogs("maxJump=0 tf..").value()) == "0"
    assert GenToadsAndFrogs("maxJump=0 tf..").board == "maxJump=0 tf.."
    with pytest.raises(GameError, match="there is no rule 'jumps'"):
        GenToadsAndFrogs("jumps=0 tf..")


def test_dawsons_chess_winning_moves_lead_to_zero():
    values = octal_values("0.137", 40)
    for n in range(1, 40):
        p = DawsonsChess(n)
        assert p.nim_value() == values[n]
        wins = p.best_moves()
        assert [m.text for m in wins] == p.winning_moves()
        assert bool(wins) == (values[n] != 0), n
        for m in wins:
            assert DawsonsChess(m.board).nim_value() == 0


def test_boards_of_squares_are_drawn_square_by_square():
    import xml.etree.ElementTree as ET
    ns = "{http://www.w3.org/2000/svg}"
    drawn = 0
    for ruleset in catalogue():
        position = ruleset(ruleset.example)
        svg = position._repr_svg_()
        # Rules written as name=value words come before a schema's board.
        words = [w for w in position.board.split() if "=" not in w]
        grid = words[0]
        rows = grid.replace("/", "|").split("|")
        squares = (len(words) == 1 or len(words) == 2 and len(words[1]) == 1) and all(
            r and len(r) == len(rows[0]) and all(ch.isalpha() or ch in "._#" for ch in r)
            for r in rows)
        if svg is None:
            assert not squares, ruleset.id
            continue
        drawn += 1
        tree = ET.fromstring(svg)
        rects = tree.findall(f"{ns}rect")
        letters = [t.text for t in tree.findall(f"{ns}text")]
        # One square per character, each with its letter, row by row.
        squares = "".join(rows)
        assert len(rects) == len(squares), ruleset.id
        assert letters == list(squares), ruleset.id
    assert drawn >= 5
    # A toad, an empty square and a frog: three colours.
    fills = [r.get("fill") for r in ET.fromstring(ToadsAndFrogs("T_F")._repr_svg_()).iter(f"{ns}rect")]
    assert len(set(fills)) == 3
    # Impartial pieces are all one colour: Dawson's Chess pawns.
    pawns = ET.fromstring(DawsonsChess("BBB/.../WWW")._repr_svg_()).iter(f"{ns}rect")
    assert len({r.get("fill") for r in pawns if r.get("fill") != "#f4efe4"}) == 1
    # A schema's board is drawn without its rules.
    rects = ET.fromstring(GenToadsAndFrogs("maxJump=2 tt.f")._repr_svg_()).findall(f"{ns}rect")
    assert len(rects) == 4
    assert Nim(3, 4)._repr_svg_() is None
    assert Mancala(Mancala.example)._repr_svg_() is None


def test_a_value_on_several_threads_is_the_value_on_one():
    # Rows no other test values, asked for first on 4 threads (shared out
    # while the table lacks them), then on 2 and 1 (found in it).
    for board in ("TTTT__FFFF", "TT_TF__FTF", "T_T_TFF_F_F"):
        expected = toads_value(board)
        for threads in (4, 2, 1):
            assert ToadsAndFrogs(board).value(threads=threads) == expected, board


def test_a_session_keeps_boards_and_heaps_under_their_names():
    from combinatorial_games import Session
    s = Session()
    # An answer is the board's value; the name keeps the board itself.
    assert str(s.eval('b := Domineering("..|..")')) == "+-1"
    board = s["b"]
    assert board.board == "..|.."
    # Left's two vertical dominoes both leave a column, worth 1 to Left,
    # so both win.
    assert len(board.winning_moves("left")) == 2
    assert str(board.value()) == "+-1"
    # A heap position is kept as a heap sum and given as its nimber:
    # Kayles heaps of 1 and 2 pins are *1 and *2.
    assert str(s.eval("k := Kayles(1) + Kayles(2)")) == "*3"
    assert str(s["k"]) == "*3"
    assert "k" in s and "z" not in s
    with pytest.raises(KeyError):
        s["z"]
