"""The examples of the docstrings and of the package README, run as doctests."""

import doctest
import pathlib
from fractions import Fraction

import pytest

import combinatorial_games
from combinatorial_games import _core

README = pathlib.Path(__file__).resolve().parent.parent / "README.md"

# The names the examples use without importing them.
GLOBS = {name: getattr(combinatorial_games, name) for name in combinatorial_games.__all__}
GLOBS["Fraction"] = Fraction


def docstring_tests():
    finder = doctest.DocTestFinder(exclude_empty=True)
    tests = finder.find(_core, "combinatorial_games._core", globs=dict(GLOBS))
    tests += finder.find(combinatorial_games, "combinatorial_games", globs=dict(GLOBS))
    # doctest skips the docstrings of attributes written in Rust (getset
    # descriptors, such as Game.mean): parse those directly.
    parser = doctest.DocTestParser()
    for cls_name in combinatorial_games.__all__:
        cls = getattr(combinatorial_games, cls_name)
        if not isinstance(cls, type):
            continue
        for attr, val in vars(cls).items():
            if type(val).__name__ == "getset_descriptor" and val.__doc__:
                name = f"combinatorial_games.{cls_name}.{attr}"
                tests.append(parser.get_doctest(val.__doc__, dict(GLOBS), name, None, 0))
    unique = {t.name.replace("._core", ""): t for t in tests if t.examples}
    return [unique[name] for name in sorted(unique)]


@pytest.mark.parametrize("test", docstring_tests(), ids=lambda t: t.name)
def test_docstring(test):
    runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS)
    runner.run(test)
    assert runner.failures == 0, f"{runner.failures} failing example(s) in {test.name}"


def test_docstrings_were_found():
    # Every class of the core has examples; a change in how docstrings are
    # found must not pass silently with none run.
    names = {t.name.split(".")[-1] for t in docstring_tests()}
    for cls in ["Game", "Nimber", "Thermograph", "Ruleset", "Position", "NimSequence", "Session", "eval", "mean"]:
        assert cls in names, f"no doctest found for {cls}: found {sorted(names)}"


def test_readme():
    failures, tried = doctest.testfile(
        str(README), module_relative=False, globs=dict(GLOBS), optionflags=doctest.ELLIPSIS
    )
    assert tried > 20
    assert failures == 0
