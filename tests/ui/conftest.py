"""UI tests: every app gets its own data folder, so autosaves never touch the real one."""

from __future__ import annotations

from pathlib import Path

import pytest
from ui_driver import SCENARIOS


@pytest.fixture(autouse=True)
def tui_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    home = tmp_path / "home"
    monkeypatch.setenv("DIGIMON_TUI_HOME", str(home))
    return home


@pytest.fixture
def scenario_path() -> Path:
    return SCENARIOS / "block-order-security.toml"
