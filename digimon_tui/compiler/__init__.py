"""The card-text compiler: printed card text in, effect definitions out.

`compile_effects(text, kind)` reads an effect text in the game's templating (after the
normalisation of `normalise.py`) with the phrase grammar of `grammar.py`, builds the
definitions with `rules.py` and validates them with the card model. Text it can't read
raises `CompileError`; nothing is ever half compiled.
"""

from .compile import KINDS, Kind, compile_effects
from .errors import CompileError

__all__ = ["KINDS", "CompileError", "Kind", "compile_effects"]
