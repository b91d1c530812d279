"""The grammar as written and the grammar the parser is built from read every text alike.

`grammar.py` rewrites the phrase grammar before lark builds the parser (optional parts as
rules of their own, alternatives sharing a first word behind it once) for speed only: a
rewrite that changed a single tree would change what some card means."""

from __future__ import annotations

import functools

import pytest
from lark import Lark, Token, Tree

from digimon_tui.card_files.loader import load_cards
from digimon_tui.cards.text import effect_text
from digimon_tui.compiler import grammar
from digimon_tui.compiler.compile import _parser
from digimon_tui.compiler.normalise import normalise


@functools.cache
def _as_written() -> Lark:
    return Lark(grammar._PHRASES, parser="earley", lexer="dynamic", ambiguity="resolve")


def _texts() -> list[str]:
    pool = load_cards()
    texts = []
    for number in pool:
        if number.split("-")[0] in ("ST1", "ST2", "ST3"):
            card = pool[number]
            for kind in ("effects", "inherited", "security"):
                effects = getattr(card, kind)
                if effects:
                    texts.append(normalise(" ".join(effect_text(e) for e in effects)))
    return sorted(set(texts))


def test_the_rewrites_change_the_grammar() -> None:
    assert grammar.GRAMMAR != grammar._PHRASES
    assert len(_parser().rules) < len(_as_written().rules)


def _shape(node: object) -> object:
    """A tree as the rules read it: lark numbers its unnamed terminals (`__ANON_7`) in the
    order it meets them, which a rewrite changes; their text is what counts."""
    if isinstance(node, Tree):
        return (str(node.data), [_shape(child) for child in node.children])
    if isinstance(node, Token):
        return ("" if node.type.startswith("__ANON") else node.type, str(node))
    return node


@pytest.mark.parametrize("text", _texts())
def test_the_rewritten_grammar_reads_a_text_as_written(text: str) -> None:
    assert _shape(_parser().parse(text)) == _shape(_as_written().parse(text))
