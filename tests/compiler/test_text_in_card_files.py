"""A card file may give a card's effects as card text; the loader compiles it once, and a
text it can't read is the usual one-line error with exit code 2."""

from __future__ import annotations

from pathlib import Path

import pytest

from digimon_tui.card_files import check
from digimon_tui.card_files.loader import CardFileError, load_card_file
from digimon_tui.cards.model import Card

FACTS = """\
set = "PT1"

[[cards]]
number = "PT1-01"
name = "Testmon"
category = "digimon"
colors = ["red"]
level = 4
cost = 5
dp = 5000
"""

TEXT = """text = "[On Play] Delete 1 of your opponent's Digimon with 4000 DP or less."
inherited = "[Your Turn] This Digimon gets +1000 DP."
"""

STRUCTURED = """
[[cards.effects]]
timing = "on_play"
steps = [{ do = "delete", target = { side = "opponents", max_dp = 4000 } }]

[[cards.inherited]]
timing = "your_turn"
grants = [{ dp = 1000 }]
"""


@pytest.fixture
def in_tmp(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.chdir(tmp_path)
    return tmp_path


def load(text: str, name: str = "pt1.toml") -> tuple[Card, ...]:
    Path(name).write_text(text, encoding="utf-8")
    return load_card_file(Path(name))


def test_text_loads_as_the_structured_definition(in_tmp: Path) -> None:
    assert load(FACTS + TEXT) == load(FACTS + STRUCTURED, "structured.toml")


def test_security_text_and_dna_line(in_tmp: Path) -> None:
    text = FACTS.replace("level = 4", "level = 5")
    text += (
        'text = "<DNA Digivolution: 0 from red Lv.4 + blue Lv.4> Digivolve unsuspended with '
        'the 2 specified Digimon stacked on top of each other. [On Play] Gain 1 memory."\n'
        'security = "[Security] Gain 2 memory."\n'
    )
    (card,) = load(text)
    assert card.dna is not None and card.dna.top.color == "red"
    assert [e.timing for e in card.effects] == ["on_play"]
    assert [e.timing for e in card.security] == ["security"]


def test_unreadable_text_is_one_line_naming_file_card_and_field(in_tmp: Path) -> None:
    bad = TEXT.replace("4000 DP or less", "4000 DP or fewer")
    with pytest.raises(CardFileError) as info:
        load(FACTS + bad)
    message = str(info.value)
    assert "\n" not in message
    assert message.startswith('pt1.toml: card PT1-01: field text: can\'t read the text at "fewer."')


def test_text_and_effects_together_are_refused(in_tmp: Path) -> None:
    text = FACTS + 'text = "[On Play] Gain 1 memory."\n' + STRUCTURED
    with pytest.raises(CardFileError, match="field text: give `text` or `effects`, not both"):
        load(text)


def test_check_shows_definitions_beside_the_generated_text(
    in_tmp: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    Path("pt1.toml").write_text(FACTS + TEXT, encoding="utf-8")
    assert check.main(["pt1.toml"]) == 0
    assert capsys.readouterr().out.splitlines() == [
        "PT1-01 Testmon · Digimon · red · Lv.4 · play cost 5 · 5000 DP",
        "    [On Play] Delete 1 of your opponent's Digimon with 4000 DP or less.",
        '      effects = { timing = "on_play", steps = [{ do = "delete", target = '
        '{ max_dp = 4000, side = "opponents" } }] }',
        "    Inherited: [Your Turn] This Digimon gets +1000 DP.",
        '      inherited = { timing = "your_turn", grants = [{ dp = 1000 }] }',
        "1 card in 1 file: OK",
    ]


def test_check_exits_2_on_unreadable_text(in_tmp: Path, capsys: pytest.CaptureFixture[str]) -> None:
    Path("pt1.toml").write_text(FACTS + 'text = "[Main] Gain memory."\n', encoding="utf-8")
    assert check.main(["pt1.toml"]) == 2
    out, err = capsys.readouterr()
    assert out == ""
    assert err == (
        'digimon-tui: pt1.toml: card PT1-01: field text: can\'t read the text at "memory." '
        'after "[Main] gain"; expected "a number"\n'
    )


def test_a_digivolve_line_joins_the_requirements_by_level(
    in_tmp: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """2-3-5-1: "[Digivolve] [Agumon]: Cost 0" in `text` adds to `digivolve`, and `cards check`
    shows it with the others and as a line with its definition."""
    text = FACTS + 'digivolve = [{ color = "red", level = 3, cost = 2 }]\n'
    text += 'text = "[Digivolve] [Agumon]: Cost 0 [On Play] Gain 1 memory."\n'
    (card,) = load(text)
    assert [(d.color, d.names, d.cost) for d in card.digivolve] == [
        ("red", (), 2),
        (None, ("Agumon",), 0),
    ]
    assert check.main(["pt1.toml"]) == 0
    assert capsys.readouterr().out.splitlines()[:3] == [
        "PT1-01 Testmon · Digimon · red · Lv.4 · play cost 5 · 5000 DP · from red Lv.3 for 2"
        " or from [Agumon] for 0",
        "    [Digivolve] [Agumon]: Cost 0",
        '      digivolve = { cost = 0, names = ["Agumon"] }',
    ]
