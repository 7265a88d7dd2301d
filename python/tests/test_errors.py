"""Bad input raises a typed Python exception: never a crash, never a hang."""

import random
import signal
import threading

import pytest

from combinatorial_games import (
    CGTError, EvalError, Game, GameError, Kayles, Mancala, MAX_TEXT, Nimber, ParseError,
    ToadsAndFrogs, Session, TooLargeError, eval,
)


def test_a_parse_error_gives_the_column():
    with pytest.raises(ParseError) as e:
        Game("{1|0")
    assert e.value.column == 5
    assert "expected '|', ',' or '}'" in str(e.value)
    assert isinstance(e.value, CGTError) and isinstance(e.value, ValueError)


def test_evaluation_errors():
    with pytest.raises(EvalError) as e:
        eval("1 + nosuchname")
    assert e.value.column == 5 and "nosuchname" in str(e.value)
    with pytest.raises(ZeroDivisionError):
        eval("3 % 0")
    with pytest.raises(TypeError):
        Game(1.5)
    with pytest.raises(TypeError):
        Game("*") * Game("*")
    with pytest.raises(OverflowError):
        Nimber(-1)


def test_limits_are_typed_errors():
    with pytest.raises(TooLargeError):
        Kayles.nim_values(10**8)
    with pytest.raises(TooLargeError):
        Game("*1000000000").heat(1)
    with pytest.raises(TooLargeError):
        Game("*1000000000").left_options  # a billion options
    assert Game("*1000000000") + Game("*1000000000") == 0
    with pytest.raises(TooLargeError):
        eval("(*300).Heat(1)", timeout=0.05)
    with pytest.raises(ParseError):
        Game("{" * 200_000)
    with pytest.raises(CGTError):
        Game("*123456789012345678901234567890")


def test_text_lengths_match_the_texts():
    # The count and the printer are separate code: each checks the other.
    for text in ["0", "^^*", "{1|-1}", "+-1", "{3|{2|1}}", "1/2", "*7", "v*", "{0|{0|-1}}",
                 "^^^^^^^^^^", "{^|v}", "-5/8", "{4||3|2}"]:
        g = Game(text)
        assert g.text_len() == len(str(g).encode()), text
        assert g.text_len(unicode=True) == len(format(g, "u").encode()), text
    v = eval("on")
    assert v.text_len() == len(str(v).encode())


def test_huge_texts_are_refused_not_built():
    # 10 000 downs and *9: the form shares its parts, the text does not.
    g = eval("v:10000*9")
    assert g.text_len() > MAX_TEXT == 16 * 2**20
    with pytest.raises(TooLargeError, match="text_len"):
        str(g)
    with pytest.raises(TooLargeError):
        format(g, "u")
    assert repr(g) == f"<Game with a text of {g.text_len()} bytes>"
    assert "text of" in g._repr_html_()
    # Smaller games still print in full.
    assert repr(g - g) == "0"


def test_catalogue_errors():
    with pytest.raises(GameError, match="A board for Toads and Frogs is"):
        ToadsAndFrogs("TXF")
    with pytest.raises(GameError):
        Mancala("1 2 3").value()
    with pytest.raises(GameError, match="not played on heaps"):
        ToadsAndFrogs.nim_values(5)
    with pytest.raises(TypeError):
        ToadsAndFrogs(["T", "F"])


def test_random_text_never_crashes():
    # Every outcome is a value or a CGTError/ValueError-family exception:
    # a Rust panic would surface as PanicException, a BaseException that
    # `except Exception` does not catch.
    rng = random.Random(5)
    alphabet = "{}|,*^v0123456789/.-+ <>=:&'\"()[]abcXYZ\\\x00é"
    for _ in range(3000):
        text = "".join(rng.choice(alphabet) for _ in range(rng.randint(0, 24)))
        for f in (Game, lambda t: eval(t, timeout=1.0)):
            try:
                f(text)
            except (ValueError, ZeroDivisionError, TypeError):
                pass


def test_threads_share_the_tables():
    boards = ["TTT___FFF", "TT_T__F_FF", "T_T_T_F_F_F"]
    expected = [ToadsAndFrogs(b).value() for b in boards]
    results = []

    def work():
        results.append([ToadsAndFrogs(b).value() for b in boards])

    threads = [threading.Thread(target=work) for _ in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert results == [expected] * 4


def _interrupted_within_seconds(work, seconds=10):
    """Runs `work` with a simulated Ctrl-C 0.3 s in; asserts that it
    raises KeyboardInterrupt within `seconds`."""
    import _thread
    import faulthandler
    import time

    # Should the interrupt not stop the work, fail with the threads'
    # stacks within a minute instead of hanging the run.
    faulthandler.dump_traceback_later(60, exit=True)
    # A run started in the background by a script (as CI's is) inherits
    # SIGINT ignored, and then Python installs no handler for it and
    # interrupt_main does nothing: install Python's own for this test.
    previous = signal.signal(signal.SIGINT, signal.default_int_handler)
    try:
        timer = threading.Timer(0.3, _thread.interrupt_main)
        start = time.monotonic()
        timer.start()
        with pytest.raises(KeyboardInterrupt):
            work()
        assert time.monotonic() - start < seconds
    finally:
        faulthandler.cancel_dump_traceback_later()
        signal.signal(signal.SIGINT, previous)


def test_ctrl_c_stops_long_work():
    # (*300).Heat(1) runs for minutes.
    _interrupted_within_seconds(lambda: eval("(*300).Heat(1)"))
    assert eval("^ + ^") == Game("^^")  # and the library goes on


def test_ctrl_c_stops_a_long_board_value():
    from combinatorial_games import Domineering

    # A board's value starts on the calling thread and moves to the
    # worker after a moment; Ctrl-C must reach it there. The empty 8 x 8
    # board takes far longer than this test waits.
    _interrupted_within_seconds(lambda: Domineering("|".join(["." * 8] * 8)).value())
    assert str(Domineering("..|..").value()) == "+-1"


def test_a_line_cut_short_binds_nothing():
    s = Session()
    s.eval("a := 1")
    with pytest.raises(TooLargeError):
        s.eval("a := (*300).Heat(1)", timeout=0.05)
    assert s.eval("a") == 1


def test_a_timeout_stops_a_position():
    with pytest.raises(TooLargeError, match="time budget"):
        eval('Domineering("........|........|........|........|........|........|........|........")', timeout=0.2)


def test_system_print_writes_to_stdout_also_when_the_line_fails(capsys):
    s = Session()
    assert s.eval("for n from 1 to 3 do System.Print(n * *) end; 7") == 7
    # 1 * * is *, 2 * * is 0 (* + * = 0), 3 * * is *.
    assert capsys.readouterr().out == "*\n0\n*\n"
    with pytest.raises(Exception, match="stop here"):
        s.eval('System.Print("before"); System.Error("stop here")')
    assert capsys.readouterr().out == '"before"\n'


def test_a_session_reads_classes_from_its_path(tmp_path):
    (tmp_path / "heaps").mkdir()
    (tmp_path / "heaps" / "Nim.cgs").write_text(
        "class Nim(n as Integer) extends ImpartialGame\n"
        "  override def Options := [Nim(k) for k from 0 to n - 1];\n"
        "end\n")
    s = Session(path=[tmp_path])
    # Nim(n) is *n, and *5 + *3 = *6.
    assert str(s.eval("heaps.Nim(5) + heaps.Nim(3)")) == "*6"
    with pytest.raises(ValueError, match="path"):
        Session(path=[tmp_path / "missing"])
