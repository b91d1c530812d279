"""The scenario documentation's examples are real, so the pages can't drift from the game.

In `docs/scenarios.md` and `docs/notation.md` every ```toml block is a whole scenario or
card file. A scenario runs with `scenario run` and exits 0, or with the code its first
line names (`# exit 2`), and then the ```text block after it is exactly what it printed on
stderr (run as `position.toml`). A ```json block right after a scenario is exactly what
`scenario run --json` prints for it. A block whose first line is `# file: PATH` is that
file of the repository, verbatim after that line, and runs from there.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import NamedTuple

import pytest

from digimon_tui.card_files.loader import load_card_file
from digimon_tui.cli import main
from digimon_tui.files import parse_toml

ROOT = Path(__file__).resolve().parents[1]
PAGES = ("docs/scenarios.md", "docs/notation.md")
FENCE = re.compile(r"^```(\w*)\n(.*?)^```$", re.DOTALL | re.MULTILINE)
EXIT = re.compile(r"# exit (\d)\n")
FILE = re.compile(r"# file: (\S+)\n")


class Block(NamedTuple):
    page: str
    line: int
    lang: str
    text: str


def blocks(page: str) -> list[Block]:
    text = (ROOT / page).read_text(encoding="utf-8")
    return [
        Block(page, text.count("\n", 0, m.start()) + 1, m.group(1), m.group(2))
        for m in FENCE.finditer(text)
    ]


def toml_blocks() -> list[tuple[Block, Block | None]]:
    """Each TOML block with the block after it (None at the end of a page)."""
    out = []
    for page in PAGES:
        found = blocks(page)
        for i, b in enumerate(found):
            if b.lang == "toml":
                out.append((b, found[i + 1] if i + 1 < len(found) else None))
    return out


EXAMPLES = toml_blocks()


def _where(example: tuple[Block, Block | None]) -> str:
    return f"{example[0].page}:{example[0].line}"


def test_the_pages_have_examples() -> None:
    assert len([b for b, _ in EXAMPLES if b.page == "docs/scenarios.md"]) >= 8


@pytest.mark.parametrize(("block", "after"), EXAMPLES, ids=list(map(_where, EXAMPLES)))
def test_a_toml_example_is_real(
    block: Block,
    after: Block | None,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    text = block.text
    named = FILE.match(text)
    if named:
        text = text[named.end() :]
        path = ROOT / named.group(1)
        assert path.read_text(encoding="utf-8") == text, f"{path} differs from the page"
    else:
        path = tmp_path / "position.toml"
        path.write_text(text, encoding="utf-8")
    data = parse_toml(text)
    if any(isinstance(c, dict) for c in data.get("cards", [])):
        assert load_card_file(path)
        return
    code = EXIT.match(text)
    monkeypatch.chdir(path.parent)
    assert main(["scenario", "run", path.name]) == (int(code.group(1)) if code else 0)
    err = capsys.readouterr().err
    if code:
        assert after is not None and after.lang == "text", "an error example needs its output"
        assert err == after.text
    elif after is not None and after.lang == "json":
        assert main(["scenario", "run", path.name, "--json"]) == 0
        assert json.loads(capsys.readouterr().out) == json.loads(after.text)


def test_example_card_files_sit_apart_from_the_example_scenarios() -> None:
    """The tests run every `docs/scenarios/*.toml` as a scenario; card files live in
    sub-folders, where that glob doesn't reach."""
    folder = ROOT / "docs" / "scenarios"
    for path in folder.rglob("*.toml"):
        data = parse_toml(path.read_text(encoding="utf-8"))
        is_card_file = any(isinstance(c, dict) for c in data.get("cards", []))
        assert is_card_file == (path.parent != folder), path
        if is_card_file:
            assert load_card_file(path)
