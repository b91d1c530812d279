"""Every lesson example in docs/lessons.md is a whole lesson that `lesson check` proves."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from digimon_tui.cli import main

ROOT = Path(__file__).resolve().parents[2]
PAGE = (ROOT / "docs" / "lessons.md").read_text(encoding="utf-8")
EXAMPLES = re.findall(r"^```toml\n(.*?)^```$", PAGE, re.DOTALL | re.MULTILINE)


def test_the_page_has_examples() -> None:
    assert len(EXAMPLES) >= 3


@pytest.mark.parametrize("text", EXAMPLES, ids=lambda t: t.splitlines()[0])
def test_each_example_checks(text: str, tmp_path: Path, capsys) -> None:
    path = tmp_path / "lesson.toml"
    path.write_text(text, encoding="utf-8")
    assert main(["lesson", "check", str(path)]) == 0, capsys.readouterr().err
