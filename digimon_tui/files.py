"""Reading the files people hand the game (cards, decks, scenarios, saves) with one-line
reasons: a damaged or hostile file is refused with what is wrong, never a traceback.

Each reader raises `FileProblem` with the problem alone; the caller adds the file's
name, as its own error type words it.
"""

from __future__ import annotations

import contextlib
import json
import os
import stat
import tempfile
import tomllib
import unicodedata
from pathlib import Path
from typing import Any, TypeVar

BIDI_CONTROLS = frozenset(
    "\u061c\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069"
)
"""Characters that reorder the text around them: a name holding one can show as another."""


MAX_DEPTH = 100
"""The deepest nesting of tables and lists read: card files use 14 levels, saves fewer."""

T = TypeVar("T")


MAX_BYTES = 8 * 1024 * 1024
"""The largest file read: the biggest card set is under 1 MB, a long game's save less."""


class FileProblem(ValueError):
    """What is wrong with a file's contents, in a few words (without the file's name);
    `line` is the line it is on, when one line is to blame; `missing` when there is no
    such file."""

    def __init__(self, problem: str, line: int | None = None, *, missing: bool = False) -> None:
        super().__init__(problem)
        self.line = line
        self.missing = missing


def is_folder(path: Path | str) -> bool:
    """Whether the path is a folder; False for one the system can't look up (a name too
    long, a loop of links), whose reading then says why."""
    try:
        return Path(path).is_dir()
    except OSError:
        return False


def read_bytes(path: Path | str) -> bytes:
    """The bytes of a regular file of at most `MAX_BYTES`. A folder, device or pipe is a
    FileProblem before anything is read (a pipe would wait forever, a device never end),
    and so is a file too large or unreadable."""
    try:
        # Non-blocking, so opening a pipe with no writer returns at once.
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    except OSError as e:
        missing = isinstance(e, FileNotFoundError)
        raise FileProblem(f"cannot read file: {e.strerror or e}", missing=missing) from None
    with os.fdopen(fd, "rb") as f:
        kind = _kind(os.fstat(fd).st_mode)
        if kind:
            raise FileProblem(f"{kind}, not a file: expected a text file")
        try:
            data = f.read(MAX_BYTES + 1)
        except OSError as e:
            raise FileProblem(f"cannot read file: {e.strerror or e}") from None
    if len(data) > MAX_BYTES:
        raise FileProblem(f"larger than {MAX_BYTES // 2**20} MB: expected a smaller text file")
    return data


def _kind(mode: int) -> str | None:
    """What a path that is not a regular file is, in words; None for a regular file."""
    if stat.S_ISREG(mode):
        return None
    if stat.S_ISDIR(mode):
        return "a folder"
    if stat.S_ISFIFO(mode):
        return "a pipe"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device"
    return "a socket" if stat.S_ISSOCK(mode) else "a special file"


def read_text(path: Path | str) -> str:
    """The text of a file (`read_bytes`); a byte-order mark is dropped. Not UTF-8 or
    binary (a NUL byte) is a FileProblem."""
    raw = read_bytes(path)
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
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as e:
        raise FileProblem(f"invalid TOML: {e}".replace("\n", " ")) from None
    except ValueError:
        raise FileProblem("invalid TOML: a number too long to read") from None
    except (RecursionError, MemoryError):
        raise FileProblem("invalid TOML: nested too deeply") from None
    return _shallow(data, "TOML")


def parse_json(text: str) -> Any:
    """JSON data; invalid or too deeply nested JSON is a FileProblem."""
    try:
        data = json.loads(text)
    except json.JSONDecodeError as e:
        raise FileProblem(f"invalid JSON: {e}", e.lineno) from None
    except ValueError:
        raise FileProblem("invalid JSON: a number too long to read") from None
    except (RecursionError, MemoryError):
        raise FileProblem("invalid JSON: nested too deeply") from None
    return _shallow(data, "JSON")


def _shallow(data: T, kind: str) -> T:
    """The parsed data, if no deeper than `MAX_DEPTH`: the parsers take a dotted header
    of thousands of parts, and the code reading the data would recurse through it."""
    level: list[Any] = [data] if isinstance(data, dict | list) else []  # one depth's containers
    for _ in range(MAX_DEPTH):
        level = [
            v
            for c in level
            for v in (c.values() if isinstance(c, dict) else c)
            if isinstance(v, dict | list)
        ]
        if not level:
            return data
    raise FileProblem(f"invalid {kind}: nested too deeply (over {MAX_DEPTH} levels)")


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


def write_atomic(path: Path, text: str) -> None:
    """Write to a fresh temporary file beside `path`, flushed to the disk, then rename it
    over `path`: a crash or a full disk mid-write never spoils what was there.
    Raises OSError when the file can't be written."""
    path.parent.mkdir(parents=True, exist_ok=True)
    prefix, suffix = temporary_names(path)
    fd, tmp = tempfile.mkstemp(prefix=prefix, suffix=suffix, dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(text)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise


def temporary_names(path: Path) -> tuple[str, str]:
    """How `write_atomic` names its temporary files for `path`: prefix and suffix."""
    return f".{path.name}.", ".tmp"
