"""Where the built-in card data is, and how a file's path is shown to the person who named
it: needed by the card files' loader and by the deck lists alike."""

from __future__ import annotations

import importlib.resources
from pathlib import Path


def _builtin_cards_dir() -> Path:
    """The built-in card data: one TOML file per set, `decks/` and `arena/`.

    In a source checkout that is the repository's top-level `cards/` folder
    (so a checkout's own edits are what it plays, whatever was installed);
    installed, it is the package data `digimon_tui.card_data`.
    """
    root = Path(__file__).resolve().parents[2]
    if (root / "pyproject.toml").is_file() and (root / "cards" / "__init__.py").is_file():
        return root / "cards"
    return Path(str(importlib.resources.files("digimon_tui.card_data")))


CARDS_DIR = _builtin_cards_dir()


def display_path(path: Path | str) -> str:
    """The path as a user would type it: relative to the working directory when inside it."""
    p = Path(path)
    try:
        return p.resolve().relative_to(Path.cwd().resolve()).as_posix()
    except (ValueError, OSError):
        return str(p)
