"""The card-text compiler: printed card text in, effect definitions out.

`compile_effects(text, kind)` reads an effect text in the game's templating (after the
normalisation of `normalise.py`) with the phrase grammar of `grammar.py`, builds the
definitions with `rules.py` and validates them with the card model. Text it can't read
raises `CompileError`; nothing is ever half compiled.
"""

from .compile import KINDS, CardText, Kind, compile_card_text, compile_effects
from .errors import CompileError

__all__ = [
    "KINDS",
    "CardText",
    "CompileError",
    "Kind",
    "compile_card_text",
    "compile_effects",
]
