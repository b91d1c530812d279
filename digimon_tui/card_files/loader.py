"""Loading card files, with one-line errors a card author can act on.

Card files are data: they are parsed with `tomllib` and validated by the
pydantic models in `model.py`; nothing in them is ever evaluated or imported.
A bad file raises `CardFileError`, whose text names the file, the card, the
field path and what was expected, so a playtester editing a card never sees a
traceback.
"""

from __future__ import annotations

import difflib
import functools
import re
import types
import typing
from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path
from typing import Any, Literal, Union, get_args, get_origin

import annotated_types
from pydantic import BaseModel, ValidationError
from pydantic_core import ErrorDetails

from digimon_tui.cards.model import Card, CardFile, Effect, Target
from digimon_tui.cards.paths import CARDS_DIR, display_path
from digimon_tui.cards.pool import CardPool, set_code
from digimon_tui.files import FileProblem, is_folder, parse_toml, read_text, text_problem

_NUMBER = re.compile(Card.model_fields["number"].metadata[0].pattern)


class CardFileError(Exception):
    """A card file that can't be used; `str()` is one line naming file, card and field."""

    def __init__(
        self, path: Path | str, problem: str, *, card: str | None = None, field: str | None = None
    ) -> None:
        self.path = Path(path)
        self.card = card
        self.field = field
        self.problem = problem
        parts = [display_path(path)]
        if card:
            parts.append(f"card {card}")
        if field:
            parts.append(f"field {field}")
        parts.append(problem)
        super().__init__(": ".join(parts))


# ---- loading ------------------------------------------------------------------------


def load_card_file(path: Path | str) -> tuple[Card, ...]:
    """Read, parse and validate one card file; raise `CardFileError` on any problem."""
    path = Path(path)
    try:
        data = parse_toml(read_text(path))
    except FileProblem as exc:
        raise CardFileError(path, str(exc)) from None
    bad_text = text_problem(data)
    if bad_text:
        raise CardFileError(path, f"field {bad_text}")

    data = _compile_texts(path, data)
    card_file = _validated(data)
    if not isinstance(card_file, CardFile):
        raise _error_for(path, data, card_file)
    seen: dict[str, int] = {}
    for i, card in enumerate(card_file.cards):
        if card.number in seen:
            raise CardFileError(
                path,
                f"duplicate card number (also cards[{seen[card.number]}])",
                card=card.number,
                field="number",
            )
        seen[card.number] = i
    return card_file.cards


def load_cards(paths: Iterable[Path | str] | None = None) -> Mapping[str, Card]:
    """Every card in `paths` (files, or folders of `*.toml`) by number; by default the
    built-in cards, each set read the first time one of its cards is asked for (`CardPool`)."""
    if paths is None:
        return _builtin_pool()
    return _load_all(card_files(paths))


def card_pool(extra: Iterable[Path | str] = ()) -> Mapping[str, Card]:
    """The built-in cards plus a designer's own files or folders (`--cards`, a scenario's
    `cards`): deck files, scenarios and saves may use any of them. A card number found in
    two files, built-in or not, is an error naming both."""
    files = card_files(extra)
    if not files:
        return _builtin_pool()
    builtin = _builtin_pool()
    own = load_card_files(files)
    for path, cards in own.items():
        for card in cards:
            if card.number in builtin:
                where = display_path(builtin.file_of(card.number) or CARDS_DIR)
                raise CardFileError(
                    path,
                    f"duplicate card number, already a built-in card in {where}",
                    card=card.number,
                    field="number",
                )
    return CardPool(_builtin_sets(), _builtin_file, [c for cards in own.values() for c in cards])


def pool_files(extra: Iterable[Path | str] = ()) -> dict[Path, tuple[Card, ...]]:
    """`card_pool` file by file, every set read: the built-in files first, then the
    designer's."""
    return load_card_files(card_files(extra), _builtin_files())


def card_files(paths: Iterable[Path | str]) -> list[Path]:
    """Expand folders to the `*.toml` files directly in them, in name order, each file once.

    A folder with no card file in it is an error: it is a path mistyped, not a set."""
    out: dict[Path, Path] = {}
    for p in map(Path, paths):
        if is_folder(p):
            found = sorted(p.glob("*.toml"))
            if not found:
                raise CardFileError(p, "no card files (*.toml) in this folder")
        else:
            found = [p]
        for f in found:
            out.setdefault(f.resolve(), f)
    return list(out.values())


def load_card_files(
    files: Sequence[Path | str], known: dict[Path, tuple[Card, ...]] | None = None
) -> dict[Path, tuple[Card, ...]]:
    """Each file's cards after the `known` files' (already loaded), checking that no card
    number appears in two files; a file already known is not read again."""
    out: dict[Path, tuple[Card, ...]] = dict(known or {})
    where = {c.number: path for path, cards in out.items() for c in cards}
    builtin = set(known or ())
    seen = {p.resolve() for p in out}
    for path in map(Path, files):
        real = path.resolve()
        if real in seen:
            continue
        seen.add(real)
        cards = load_card_file(path)
        for card in cards:
            if card.number in where:
                other = where[card.number]
                whose = "a built-in card in" if other in builtin else "in"
                raise CardFileError(
                    path,
                    f"duplicate card number, already {whose} {display_path(other)}",
                    card=card.number,
                    field="number",
                )
            where[card.number] = path
        out[path] = cards
    return out


@functools.cache
def _builtin_sets() -> dict[str, Path]:
    """Each built-in set's file, by set code (the file's name: `st1.toml` holds ST1), in
    catalogue order: BT2 before BT10."""
    files = {path.stem.upper(): path for path in card_files([CARDS_DIR])}
    return {code: files[code] for code in sorted(files, key=_catalogue_order)}


def _catalogue_order(code: str) -> tuple[str, int]:
    """`BT10` -> ("BT", 10): a set code's letters, then its number as a number."""
    letters = code.rstrip("0123456789")
    return letters, int(code[len(letters) :] or 0)


@functools.cache
def _builtin_file(path: Path) -> tuple[Card, ...]:
    """One built-in set, read once per process; a card of another set in it is an error
    (the pool looks for a card in its own set's file only)."""
    cards = load_card_file(path)
    for card in cards:
        if set_code(card.number) != path.stem.upper():
            raise CardFileError(
                path, f"a card of set {set_code(card.number)} in this set's file", card=card.number
            )
    return cards


@functools.cache
def _builtin_pool() -> CardPool:
    return CardPool(_builtin_sets(), _builtin_file)


def _builtin_files() -> dict[Path, tuple[Card, ...]]:
    return {path: _builtin_file(path) for path in _builtin_sets().values()}


def _load_all(files: Sequence[Path]) -> Mapping[str, Card]:
    return {c.number: c for cards in load_card_files(files).values() for c in cards}


# ---- effects written as card text -----------------------------------------------------

TEXT_KEYS = ("text", "inherited", "security")
"""A card may give its effects as printed card text: `text` (its own effects, and its
<DNA Digivolution> line), `inherited` and `security` as strings."""


def _compile_texts(path: Path, data: dict[str, Any]) -> dict[str, Any]:
    """The file's data with every card text compiled into structured effects, once, here:
    the game never reads text again. Built-in cards are structured and skip this."""
    cards = data.get("cards")
    if not isinstance(cards, list) or not any(has_text(c) for c in cards):
        return data
    out = [_compiled(path, data, i, c) if has_text(c) else c for i, c in enumerate(cards)]
    return {**data, "cards": out}


def has_text(card: Any) -> bool:
    """Whether a card table gives any of its effects as card text."""
    return isinstance(card, dict) and any(isinstance(card.get(k), str) for k in TEXT_KEYS)


def _compiled(path: Path, data: dict[str, Any], index: int, card: dict[str, Any]) -> dict[str, Any]:
    from digimon_tui.compiler import CompileError, compile_card_text, compile_effects
    from digimon_tui.compiler.compile import MAX_TEXT

    label = _card_label(data, index)
    out = dict(card)
    for key in TEXT_KEYS:
        if key not in card or not isinstance(card[key], str):
            continue
        if len(card[key]) > MAX_TEXT:  # refused unread: even tidying a long text takes long
            raise CardFileError(
                path, f"the text is longer than {MAX_TEXT} characters", card=label, field=key
            )
        other = "effects" if key == "text" else None
        if other and other in card:
            raise CardFileError(path, f"give `{key}` or `{other}`, not both", card=label, field=key)
        try:
            if key == "text":
                compiled = compile_card_text(card[key])
                out.pop("text")
                out["effects"] = _dumped(compiled.effects)
                if compiled.security:
                    extra = _dumped(compiled.security)
                    given = out.get("security")
                    out["security"] = (given if isinstance(given, list) else []) + extra
                for name, value in compiled.facts().items():
                    if name == "digivolve":  # by name or trait, beside those by level (2-3-5-1)
                        given = card.get(name)
                        out[name] = (given if isinstance(given, list) else []) + value
                        continue
                    if name in card:
                        raise CardFileError(
                            path, f"give the line in `text` or `{name}`, not both", card=label
                        )
                    out[name] = value
            else:
                effects = _dumped(compile_effects(card[key], key))  # type: ignore[arg-type]
                if key == "security" and isinstance(out.get("security"), list):
                    effects = out["security"] + effects
                out[key] = effects
        except CompileError as exc:
            raise CardFileError(path, str(exc), card=label, field=key) from None
    return out


def _dumped(effects: Sequence[Effect]) -> list[dict[str, Any]]:
    return [e.model_dump(exclude_defaults=True) for e in effects]


# ---- validation -----------------------------------------------------------------------


def _as_tuples(value: Any) -> Any:
    """Lists become tuples so pydantic's strict mode accepts TOML arrays for tuple fields."""
    if isinstance(value, list):
        return tuple(_as_tuples(v) for v in value)
    if isinstance(value, dict):
        return {k: _as_tuples(v) for k, v in value.items()}
    return value


def _validated(data: dict[str, Any]) -> CardFile | list[ErrorDetails]:
    """The card file, or every problem in it (at least one). Validated strictly, so
    `dp = "3000"` or `cost = true` are errors, not coercions."""
    try:
        return CardFile.model_validate(_as_tuples(data), strict=True)
    except ValidationError as exc:
        errors = exc.errors()
    # A misspelt key shows up as both "unknown" and "missing": the unknown one says more.
    return sorted(_most_specific(errors), key=lambda e: e["type"] == "missing")


def _most_specific(errors: list[ErrorDetails]) -> list[ErrorDetails]:
    """Drop an error about a whole list when another names the bad item inside it."""
    locs = [tuple(e["loc"]) for e in errors]
    return [
        e
        for e, loc in zip(errors, locs, strict=True)
        if not any(len(o) > len(loc) and o[: len(loc)] == loc for o in locs)
    ]


# ---- turning a pydantic error into one line -------------------------------------------


def _error_for(path: Path, data: dict[str, Any], errors: list[ErrorDetails]) -> CardFileError:
    first = errors[0]
    loc = tuple(first["loc"])
    card: str | None = None
    if len(loc) >= 2 and loc[0] == "cards" and isinstance(loc[1], int):
        card = _card_label(data, loc[1])
    display, ann, meta, parent = _resolve(loc)
    field_path = _format_path(display[2:] if card else display)
    problem = _problem(first, ann, meta, parent)
    if first["type"] in ("union_tag_invalid", "union_tag_not_found"):
        field_path = f"{field_path}.do" if field_path else "do"
    if not field_path and first["type"] == "value_error" and card:
        # A card-wide check ("a digimon card needs `cost`"): name the field it is about.
        named = re.search(r"`(\w+)`", problem)
        if named and named.group(1) in Card.model_fields:
            field_path = named.group(1)
    if len(errors) > 1:
        more = len(errors) - 1
        problem += f" (and {more} more problem{'s' if more > 1 else ''} in this file)"
    return CardFileError(path, problem, card=card, field=field_path or None)


def _card_label(data: dict[str, Any], index: int) -> str:
    """The card's number when it has a valid one, else its place in the file."""
    cards = data.get("cards")
    if isinstance(cards, list) and index < len(cards) and isinstance(cards[index], dict):
        number = cards[index].get("number")
        if isinstance(number, str) and _NUMBER.match(number):
            return number
    return f"cards[{index}]"


def _format_path(parts: Sequence[int | str]) -> str:
    out = ""
    for p in parts:
        out += f"[{p}]" if isinstance(p, int) else (f".{p}" if out else str(p))
    return out


def _problem(e: ErrorDetails, ann: Any, meta: list[Any], parent: Any) -> str:
    kind = e["type"]
    ctx = e.get("ctx") or {}
    if kind == "missing":
        expected = _describe(ann, meta) if ann is not None else None
        return f"missing (expected {expected})" if expected else "missing"
    if kind == "extra_forbidden":
        name = str(e["loc"][-1])
        if isinstance(parent, type) and issubclass(parent, BaseModel):
            allowed = list(parent.model_fields)
            close = difflib.get_close_matches(name, allowed, n=1)
            hint = f"did you mean {close[0]!r}? " if close else ""
            return f"unknown field ({hint}expected one of: {', '.join(allowed)})"
        return "unknown field"
    if kind == "union_tag_invalid":
        return f"expected one of {ctx.get('expected_tags')}, got {ctx.get('tag')!r}"
    if kind == "union_tag_not_found":
        return "missing (every step needs `do`, naming what it does)"
    if kind == "value_error":
        return str(e["msg"]).removeprefix("Value error, ")
    expected = _describe(ann, meta) if ann is not None else None
    if kind == "string_too_long":
        expected = f"{expected or 'text'} of at most {ctx.get('max_length')} characters"
    if not expected:
        return f"{e['msg']}, got {_got(e.get('input'))}"
    return f"expected {expected}, got {_got(e.get('input'))}"


def _got(value: Any) -> str:
    """The offending value as the author wrote it (TOML spelling of booleans)."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, dict):
        return "a table"
    if isinstance(value, list | tuple):
        return "a list" if value else "an empty list"
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


# ---- what a field expects, found by walking the models along the error's location ----


def _unwrap(ann: Any) -> tuple[Any, list[Any]]:
    """Strip `Annotated` and `| None`, collecting constraint metadata."""
    meta: list[Any] = []
    while True:
        if get_origin(ann) is typing.Annotated:
            ann, *extra = get_args(ann)
            meta.extend(extra)
        elif _is_union(ann) and type(None) in get_args(ann):
            rest = [a for a in get_args(ann) if a is not type(None)]
            ann = rest[0] if len(rest) == 1 else Union[tuple(rest)]  # noqa: UP007
        else:
            return ann, meta


def _is_union(ann: Any) -> bool:
    return get_origin(ann) in (Union, types.UnionType)


def _discriminated(meta: list[Any]) -> str | None:
    for m in meta:
        discriminator = getattr(m, "discriminator", None)
        if isinstance(discriminator, str):
            return discriminator
    return None


def _resolve(loc: Sequence[int | str]) -> tuple[list[int | str], Any, list[Any], Any]:
    """Walk `loc` through the models: the path to show, and the field's type there.

    Returns (display path without union tags, annotation or None, constraint
    metadata, the model that owns the last field).
    """
    ann: Any = CardFile
    meta: list[Any] = []
    parent: Any = None
    display: list[int | str] = []
    for part in loc:
        ann, more = _unwrap(ann)
        meta = meta + more
        tag_field = _discriminated(meta)
        if tag_field and _is_union(ann) and isinstance(part, str):
            member = _member_for_tag(ann, tag_field, part)
            if member is not None:
                ann, meta = member, []
                continue
        display.append(part)
        if isinstance(part, int) and get_origin(ann) is tuple:
            ann, meta = get_args(ann)[0], []
        elif isinstance(ann, type) and issubclass(ann, BaseModel) and part in ann.model_fields:
            info = ann.model_fields[part]
            parent = ann
            ann, meta = info.annotation, list(info.metadata)
        else:
            parent = ann
            ann, meta = None, []
    if ann is not None:
        ann, more = _unwrap(ann)
        meta = meta + more
    return display, ann, meta, parent


def _member_for_tag(union: Any, tag_field: str, tag: str) -> type[BaseModel] | None:
    for member in get_args(union):
        field = getattr(member, "model_fields", {}).get(tag_field)
        if field is not None and tag in get_args(field.annotation):
            return member
    return None


def _describe(ann: Any, meta: list[Any]) -> str | None:
    """A short English description of what a field accepts."""
    if ann is bool:
        return "true or false"
    if ann is int:
        low = next((m.ge for m in meta if isinstance(m, annotated_types.Ge)), None)
        high = next((m.le for m in meta if isinstance(m, annotated_types.Le)), None)
        if low is not None and high is not None:
            return f"an integer from {low} to {high}"
        bounds = []
        for m in meta:
            if isinstance(m, annotated_types.Ge):
                bounds.append(f">= {m.ge}")
            elif isinstance(m, annotated_types.Gt):
                bounds.append(f"> {m.gt}")
            elif isinstance(m, annotated_types.Le):
                bounds.append(f"<= {m.le}")
            elif isinstance(m, annotated_types.Lt):
                bounds.append(f"< {m.lt}")
        return "an integer" + (" " + " and ".join(bounds) if bounds else "")
    if ann is str:
        if any(getattr(m, "pattern", None) == _NUMBER.pattern for m in meta):
            return "a card number such as 'ST1-03'"
        if any(isinstance(m, annotated_types.MinLen) for m in meta):
            return "non-empty text"
        return "text"
    if get_origin(ann) is Literal:
        return "one of " + ", ".join(repr(a) for a in get_args(ann))
    if get_origin(ann) is tuple:
        item, item_meta = _unwrap(get_args(ann)[0])
        least = next((m.min_length for m in meta if isinstance(m, annotated_types.MinLen)), 0)
        what = f"a list of at least {least} item{'s' if least > 1 else ''}" if least else "a list"
        inner = _describe(item, item_meta)
        return f"{what} (each {inner})" if inner else what
    if _is_union(ann) and _discriminated(meta):
        return f"a table with `{_discriminated(meta)}`"
    if ann is Target:
        return 'a table, "this" or "that"'
    if isinstance(ann, type) and issubclass(ann, BaseModel):
        return "a table"
    return None
