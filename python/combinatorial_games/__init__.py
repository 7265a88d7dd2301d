"""Combinatorial game theory with the speed of Rust.

Short partizan games in canonical form with CGSuite's notation, nimbers,
temperature theory, heap games and the catalogue of games of the Rust crate
``combinatorial-games``, and its expression language through ``eval``.

>>> from combinatorial_games import Game
>>> Game("{0|^}")
^^*
"""

from . import _core
from ._core import *  # noqa: F401,F403 (the classes, functions and games)

__all__ = [name for name in dir(_core) if not name.startswith("_")]
__version__ = "0.1.0"
