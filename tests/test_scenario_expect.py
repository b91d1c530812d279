"""A scenario's `[expect]`: a table of dotted paths, each compared with the state JSON as a
JSON value, so a misplaced table or a flag written as a number fails instead of passing."""

from __future__ import annotations

from pathlib import Path

import pytest

from digimon_tui.cli import main

POSITION = """
steps = ["attack grey player"]
{expect}

[state]
memory = 1

[p1]
battle = [{{ id = "grey", cards = ["ST1-07"] }}]

[p2]
security = ["ST2-03", "ST2-02"]
"""


def run(tmp_path: Path, expect: str) -> int:
    path = tmp_path / "position.toml"
    path.write_text(POSITION.format(expect=expect))
    return main(["scenario", "run", str(path)])


def test_the_position_meets_its_expectations(tmp_path: Path) -> None:
    expect = 'expect = { "players.p1.battle.grey.suspended" = true, "players.p2.security" = 1 }'
    assert run(tmp_path, expect) == 0


def test_expect_that_is_not_a_table_is_a_malformed_file(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert run(tmp_path, 'expect = "players.p2.security = 1"') == 2
    err = capsys.readouterr().err
    assert "expect: expected a table" in err and err.count("\n") == 1


@pytest.mark.parametrize(
    "expect, says",
    [
        ('"players.p1.battle.grey.suspended" = 1', "expected 1, got True"),
        ('"players.p2.security" = true', "expected True, got 1"),
        ('"players.p2.security" = 1.0', "expected 1.0, got 1"),
    ],
)
def test_values_compare_as_json_values(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], expect: str, says: str
) -> None:
    assert run(tmp_path, f"expect = {{ {expect} }}") == 1
    assert says in capsys.readouterr().err
