"""Reading the files people hand the game (cards, decks, scenarios, saves) with one-line
reasons: a damaged or hostile file is refused with what is wrong, never a traceback.

Each reader raises `FileProblem` with the problem alone; the caller adds the file's
name, as its own error type words it.
"""

from __future__ import annotations

import json
import tomllib
import unicodedata
from pathlib import Path
from typing import Any

BIDI_CONTROLS = frozenset(
    "\u061c\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069"
)
"""Characters that reorder the text around them: a name holding one can show as another."""


class FileProblem(ValueError):
    """What is wrong with a file's contents, in a few words (without the file's name);
    `line` is the line it is on, when one line is to blame."""

    def __init__(self, problem: str, line: int | None = None) -> None:
        super().__init__(problem)
        self.line = line


def read_text(path: Path | str) -> str:
    """The file's text; a byte-order mark is dropped. Unreadable, not UTF-8 or binary
    (a NUL byte) is a FileProblem."""
    try:
        raw = Path(path).read_bytes()
    except OSError as e:
        raise FileProblem(f"cannot read file: {e.strerror or e}") from None
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as e:
        raise FileProblem(f"not UTF-8 text (byte {e.start})") from None
    if "\0" in text:
        raise FileProblem(f"not a text file (a NUL byte at character {text.index(chr(0))})")
    return text


def parse_toml(text: str) -> dict[str, Any]:
    """TOML tables; invalid or too deeply nested TOML is a FileProblem."""
    try:
        return tomllib.loads(text)
    except tomllib.TOMLDecodeError as e:
        raise FileProblem(f"invalid TOML: {e}".replace("\n", " ")) from None
    except ValueError:
        raise FileProblem("invalid TOML: a number too long to read") from None
    except (RecursionError, MemoryError):
        raise FileProblem("invalid TOML: nested too deeply") from None


def parse_json(text: str) -> Any:
    """JSON data; invalid or too deeply nested JSON is a FileProblem."""
    try:
        return json.loads(text)
    except json.JSONDecodeError as e:
        raise FileProblem(f"invalid JSON: {e}", e.lineno) from None
    except ValueError:
        raise FileProblem("invalid JSON: a number too long to read") from None
    except (RecursionError, MemoryError):
        raise FileProblem("invalid JSON: nested too deeply") from None


def bad_character(text: str, *, multiline: bool = False) -> str | None:
    """A description of the first control or bidi-override character in `text`, if any:
    such characters can hide or disguise what a name or card text says. `multiline`
    text may hold line breaks and tabs."""
    for ch in text:
        if multiline and ch in "\n\t":
            continue
        if ch in BIDI_CONTROLS or unicodedata.category(ch) == "Cc":
            return f"control character U+{ord(ch):04X}"
    return None


def text_problem(data: Any) -> str | None:
    """The first string in parsed data (keys included) holding a control or bidi
    character other than a line break or tab, as `path: problem`. Walks without
    recursion, so any depth the parser accepted is fine."""
    todo: list[tuple[str, Any]] = [("", data)]
    while todo:
        path, value = todo.pop()
        if isinstance(value, str):
            problem = bad_character(value, multiline=True)
            if problem:
                return f"{path or 'text'}: {problem}"
        elif isinstance(value, dict):
            for k, v in reversed(value.items()):
                key = str(k)
                problem = bad_character(key)
                if problem:
                    return f"key {key!r}: {problem}"
                todo.append((f"{path}.{key}" if path else key, v))
        elif isinstance(value, list | tuple):
            todo.extend((f"{path}[{i}]", v) for i, v in reversed(list(enumerate(value))))
    return None
