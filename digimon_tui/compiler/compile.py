"""Compiling one effect text: parse, build, validate."""

from __future__ import annotations

import functools
from dataclasses import dataclass
from typing import Any, Literal, get_args

from lark import Lark
from lark.exceptions import UnexpectedEOF, UnexpectedInput, VisitError
from pydantic import ValidationError

from digimon_tui.cards.model import (
    AppFusion,
    BurstRequirement,
    Condition,
    DigivolveRequirement,
    DnaRequirement,
    Effect,
    TamerDigivolve,
    XrosRequirement,
)

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
    fragments = _fragments(normalise(text))
    if any("card" in f for f in fragments):
        raise CompileError(
            "a [Digivolve], <DNA Digivolution>, <DigiXros>, <Burst Digivolve>, <Digisorption>, "
            "<Overflow> or Hybrid line belongs to the card's "
            "main text, not to an effect list"
        )
    return tuple(_effect(f, kind) for f in fragments)


@dataclass(frozen=True)
class CardText:
    """A card's printed texts compiled: what its `effects`, `inherited`, `security` and
    `digivolve` (by name or trait), `dna`, `digisorption` and `overflow` fields hold."""

    effects: tuple[Effect, ...] = ()
    inherited: tuple[Effect, ...] = ()
    security: tuple[Effect, ...] = ()
    digivolve: tuple[DigivolveRequirement, ...] = ()
    """Its requirements by name or trait (2-3-5-1), added to those printed beside its level."""
    dna: DnaRequirement | None = None
    digisorption: int | None = None
    overflow: int | None = None
    xros: XrosRequirement | None = None
    burst: BurstRequirement | None = None
    app_fusion: AppFusion | None = None
    onto_tamer: TamerDigivolve | None = None
    ignore_colors_while: Condition | None = None
    use_requirement: str | None = None
    also_names: tuple[str, ...] = ()
    also_name_contains: tuple[str, ...] = ()
    also_types: tuple[str, ...] = ()
    xros_names: tuple[str, ...] = ()
    copies: int | None = None

    def facts(self) -> dict[str, Any]:
        """The card-level fields the text gave (its special lines), as a card file has them."""
        out: dict[str, Any] = {}
        if self.digivolve:
            out["digivolve"] = [r.model_dump(exclude_defaults=True) for r in self.digivolve]
        if self.dna is not None:
            out["dna"] = self.dna.model_dump(exclude_defaults=True)
        if self.digisorption is not None:
            out["digisorption"] = self.digisorption
        if self.overflow is not None:
            out["overflow"] = self.overflow
        if self.copies is not None:
            out["copies"] = self.copies
        if self.use_requirement is not None:
            out["use_requirement"] = self.use_requirement
        if self.ignore_colors_while is not None:
            out["ignore_colors_while"] = self.ignore_colors_while.model_dump(exclude_defaults=True)
        for names in ("also_names", "also_name_contains", "also_types", "xros_names"):
            if getattr(self, names):
                out[names] = list(getattr(self, names))
        for name in ("xros", "burst", "app_fusion", "onto_tamer"):
            requirement = getattr(self, name)
            if requirement is not None:
                out[name] = requirement.model_dump(exclude_defaults=True)
        return out


def compile_card_text(text: str = "", inherited: str = "", security: str = "") -> CardText:
    """A card's three printed texts: its main text may also hold its <DNA Digivolution>
    line and [Security] effects (older cards print them there), which go where a card file
    keeps them."""
    main = _fragments(normalise(text))
    lines: dict[str, Any] = {}
    digivolve: list[Any] = []
    for f in main:
        if "card" in f:
            lines.update(f["card"])
            digivolve += f["card"].get("digivolve", [])
    effects = [_effect(f, "effects") for f in main if "card" not in f]
    try:
        dna = DnaRequirement.model_validate(lines["dna"]) if "dna" in lines else None
        xros = XrosRequirement.model_validate(lines["xros"]) if "xros" in lines else None
        burst = BurstRequirement.model_validate(lines["burst"]) if "burst" in lines else None
        fusion = lines.get("app_fusion")
        app_fusion = None if fusion is None else AppFusion.model_validate(fusion)
        ignore_colors = lines.get("ignore_colors_while")
        ignore_colors = None if ignore_colors is None else Condition.model_validate(ignore_colors)
        onto_tamer = (
            TamerDigivolve.model_validate(lines["onto_tamer"]) if "onto_tamer" in lines else None
        )
        reqs = tuple(DigivolveRequirement.model_validate(r) for r in digivolve)
    except ValidationError as exc:
        raise CompileError(f"reads as an invalid special digivolution ({_first(exc)})") from None
    inherited_effects = compile_effects(inherited, "inherited")
    if any(e.timing == "security" for e in inherited_effects):
        # a [Security] effect acts only from the security stack: the catalogue misfiled it
        raise CompileError("a [Security] effect is printed among the inherited effects")
    return CardText(
        effects=tuple(e for e in effects if e.timing != "security"),
        inherited=inherited_effects,
        security=tuple(e for e in effects if e.timing == "security")
        + compile_effects(security, "security"),
        digivolve=reqs,
        dna=dna,
        xros=xros,
        burst=burst,
        app_fusion=app_fusion,
        onto_tamer=onto_tamer,
        digisorption=lines.get("digisorption"),
        overflow=lines.get("overflow"),
        ignore_colors_while=ignore_colors,
        also_names=tuple(lines.get("also_names", ())),
        also_name_contains=tuple(lines.get("also_name_contains", ())),
        also_types=tuple(lines.get("also_types", ())),
        xros_names=tuple(lines.get("xros_names", ())),
        copies=lines.get("copies"),
        use_requirement=lines.get("use_requirement"),
    )


MAX_TEXT = 3000
"""The longest text compiled, in characters: printed cards stay under 800, and the parser's
time grows faster than the text's length."""


@functools.lru_cache(maxsize=4096)
def _fragments(text: str) -> tuple[dict[str, Any], ...]:
    if not text:
        return ()
    if len(text) > MAX_TEXT:
        raise CompileError(f"the text is longer than {MAX_TEXT} characters")
    try:
        tree = _parser().parse(text)
    except UnexpectedInput as exc:
        raise _unreadable(text, exc) from None
    try:
        return tuple(PhraseRules().transform(tree))
    except VisitError as exc:
        if isinstance(exc.orig_exc, CompileError):
            raise exc.orig_exc from None
        raise


def _effect(fragment: dict[str, Any], kind: Kind) -> Effect:
    if kind == "security" and fragment.get("timing", "always") == "always":
        fragment = {**fragment, "timing": "security"}
    try:
        return Effect.model_validate(_clean(fragment))
    except ValidationError as exc:
        raise CompileError(f"reads as an invalid effect ({_first(exc)})") from None


def _first(exc: ValidationError) -> str:
    first = exc.errors()[0]
    where = ".".join(str(p) for p in first["loc"])
    return f"{where}: {first['msg']}" if where else first["msg"]


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
    pos = text.rfind(" ", 0, pos) + 1 if 0 < pos < len(text) and text[pos - 1] != " " else pos
    at = " ".join(text[pos:].split(" ")[:6]) if pos < len(text) else "the end of the text"
    after = " ".join(text[:pos].split(" ")[-4:]).strip()
    expected = _readable(getattr(exc, "allowed", None) or getattr(exc, "expected", ()) or ())
    return CompileError("can't read the text", at=at, after=after, expected=expected)


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
