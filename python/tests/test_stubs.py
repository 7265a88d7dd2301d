"""The type stubs name exactly what the module has."""

import ast
import pathlib

import combinatorial_games

STUB = pathlib.Path(combinatorial_games.__file__).with_name("_core.pyi")


def stub_names():
    tree = ast.parse(STUB.read_text())
    names = {}
    for node in tree.body:
        if isinstance(node, ast.ClassDef):
            names[node.name] = {
                n.name for n in node.body if isinstance(n, (ast.FunctionDef, ast.AnnAssign)) and hasattr(n, "name")
            } | {n.target.id for n in node.body if isinstance(n, ast.AnnAssign)}
        elif isinstance(node, ast.FunctionDef):
            names[node.name] = set()
        elif isinstance(node, ast.AnnAssign):
            names[node.target.id] = set()
    return names


def test_stubs_match_the_module():
    stubs = stub_names()
    public = set(combinatorial_games.__all__)
    assert public - set(stubs) == set(), "in the module but not the stubs"
    assert {n for n in stubs if n not in ("GameLike", "Number")} - public == set(), "in the stubs only"
    for name, members in stubs.items():
        obj = getattr(combinatorial_games, name, None)
        for m in members:
            if m in ("column", "message"):
                continue  # set on each exception instance
            assert hasattr(obj, m), f"{name}.{m} is in the stubs but not the module"
