"""UI tests: every app gets its own data folder, so autosaves never touch the real one."""

from __future__ import annotations

import io
from pathlib import Path

import pytest
from rich.console import Console, RenderableType
from rich.segment import ControlType
from textual.app import App
from textual.screen import Screen
from ui_driver import SCENARIOS


@pytest.fixture(autouse=True)
def tui_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    home = tmp_path / "home"
    monkeypatch.setenv("DIGIMON_TUI_HOME", str(home))
    return home


@pytest.fixture
def scenario_path() -> Path:
    return SCENARIOS / "block-order-security.toml"


@pytest.fixture
def painted(monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, str]]:
    """The frames sent to the terminal: the screen, and whether every cell was painted
    ("LayoutUpdate") or some ("ChopsUpdate"). A headless app writes none, but hands each
    one to `_display` all the same."""
    seen: list[tuple[str, str]] = []
    display = App._display

    def counted(app: App, screen: Screen, renderable: RenderableType | None) -> None:
        if renderable is not None and not app._batch_count:
            seen.append((type(screen).__name__, type(renderable).__name__))
        display(app, screen, renderable)

    monkeypatch.setattr(App, "_display", counted)
    return seen


class Terminal:
    """What a terminal shows, as text: the frames the app sends, painted over each other
    (a frame of some cells changes only those)."""

    def __init__(self) -> None:
        self.cells: dict[tuple[int, int], str] = {}
        self.frames = 0

    def paint(self, update: RenderableType) -> None:
        console = Console(width=500, height=200, file=io.StringIO(), force_terminal=True)
        x = y = 0
        self.frames += 1
        for segment in console.render(update):
            if segment.control:
                for code in segment.control:
                    if code[0] == ControlType.CURSOR_MOVE_TO:
                        x, y = int(code[1]), int(code[2])
                continue
            for char in segment.text:
                if char == "\n":
                    x, y = 0, y + 1
                else:
                    self.cells[x, y] = char
                    x += 1

    def text(self, width: int, height: int) -> str:
        return "\n".join(
            "".join(self.cells.get((x, y), " ") for x in range(width)).rstrip()
            for y in range(height)
        )


@pytest.fixture
def terminal(monkeypatch: pytest.MonkeyPatch) -> Terminal:
    """The app's frames painted onto a `Terminal`."""
    shown = Terminal()
    display = App._display

    def painted(app: App, screen: Screen, renderable: RenderableType | None) -> None:
        if renderable is not None and not app._batch_count:
            shown.paint(renderable)
        display(app, screen, renderable)

    monkeypatch.setattr(App, "_display", painted)
    return shown
