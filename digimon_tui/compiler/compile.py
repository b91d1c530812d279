"""Compiling one effect text: parse, build, validate."""

from __future__ import annotations

import functools
from typing import Any, Literal, get_args

from lark import Lark
from lark.exceptions import UnexpectedEOF, UnexpectedInput, VisitError
from pydantic import ValidationError

from digimon_tui.cards.model import Effect

from .errors import CompileError
from .grammar import GRAMMAR
from .normalise import normalise
from .rules import PhraseRules

Kind = Literal["effects", "inherited", "security"]
KINDS: tuple[str, ...] = get_args(Kind)
"""Where a text goes on the card: its own effects, its inherited effects, its [Security]
effects (the card file keys `text`, `inherited` and `security`)."""


@functools.cache
def _parser() -> Lark:
    return Lark(GRAMMAR, parser="earley", lexer="dynamic", ambiguity="resolve")


def compile_effects(text: str, kind: Kind = "effects") -> tuple[Effect, ...]:
    """The effects a text states, in order. Raises `CompileError` on anything it can't read."""
    return _compile(normalise(text), kind)


@functools.lru_cache(maxsize=4096)
def _compile(text: str, kind: Kind) -> tuple[Effect, ...]:
    if not text:
        return ()
    try:
        tree = _parser().parse(text)
    except UnexpectedInput as exc:
        raise _unreadable(text, exc) from None
    try:
        fragments = PhraseRules().transform(tree)
    except VisitError as exc:
        if isinstance(exc.orig_exc, CompileError):
            raise exc.orig_exc from None
        raise
    effects = []
    for fragment in fragments:
        if kind == "security":
            fragment = {**fragment, "timing": fragment.get("timing", "security")}
            if fragment["timing"] == "always":
                fragment["timing"] = "security"
        try:
            effects.append(Effect.model_validate(_clean(fragment)))
        except ValidationError as exc:
            first = exc.errors()[0]
            where = ".".join(str(p) for p in first["loc"])
            raise CompileError(f"reads as an invalid effect ({where}: {first['msg']})") from None
    return tuple(effects)


def _clean(value: Any) -> Any:
    """Drop the empty parts the rules leave (None values), recursively."""
    if isinstance(value, dict):
        return {k: _clean(v) for k, v in value.items() if v is not None}
    if isinstance(value, list):
        return [_clean(v) for v in value]
    return value


def _unreadable(text: str, exc: UnexpectedInput) -> CompileError:
    pos = exc.pos_in_stream if exc.pos_in_stream is not None else len(text)
    if isinstance(exc, UnexpectedEOF):
        pos = len(text)
    words = text[pos : pos + 40].split(" ")
    at = " ".join(words[:6]) if pos < len(text) else "the end of the text"
    expected = _readable(getattr(exc, "allowed", None) or getattr(exc, "expected", ()) or ())
    return CompileError("can't read the text", at=at, expected=expected)


def _readable(names: Any) -> tuple[str, ...]:
    """Lark's terminal names as the phrases they stand for, shortest first."""
    terminals = {t.name: t for t in _parser().terminals}
    out = set()
    for name in names:
        t = terminals.get(name)
        if t is None:
            continue
        if t.pattern.type == "str":
            out.add(t.pattern.value)
        else:
            out.add(_PATTERN_WORDS.get(name, name.lower()))
    return tuple(sorted(out, key=lambda s: (len(s), s)))[:8]


_PATTERN_WORDS = {
    "KEYWORD": "<Keyword>",
    "NAME": "[Name]",
    "NUMBER": "a number",
    "SIGNED": "+N / -N",
    "END": "top / bottom",
    "END_OF": "turn / battle",
    "EVENT_PAST": "blocked / deleted",
    "CARD_WORD": "card",
}
