"""`digimon-tui cards compile`: a catalogue in, card files of facts and definitions out,
and the table of what compiled."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from digimon_tui.card_files.loader import load_card_file
from digimon_tui.cli import main
from digimon_tui.compiler.catalogue import main as compile_catalogues

CATALOGUE = [
    {
        "cardId": "PT9-01",
        "set": "PT9",
        "nameEn": "Testmon",
        "colors": ["Red"],
        "kinds": ["Digimon"],
        "level": 4,
        "playCost": 5,
        "dp": 5000,
        "evoCosts": [{"color": "Red", "level": 3, "memoryCost": 2}],
        "forms": ["Champion"],
        "attributes": ["Vaccine"],
        "types": ["Dragon"],
        "rarity": "C",
        "effectText": "[On Play] Delete 1 of your opponent\u2019s Digimon with 4000 DP or less.",
        "inheritedEffectText": "[When Attacking] Delete 1 of your opponent's suspended Digimon "
        "with a level of 4 or less.",
    },
    {
        "cardId": "PT9-02",
        "set": "PT9",
        "nameEn": "Optmon",
        "colors": ["Blue"],
        "kinds": ["Option"],
        "playCost": 2,
        "dp": 0,
        "evoCosts": [],
        "effectText": "[Main] Frobnicate all of your opponent's Digimon.",
        "securityEffectText": "[Security] Activate this card's [Main] effect.",
    },
    {
        "cardId": "PT9-03",
        "set": "PT9",
        "nameEn": "Eggmon",
        "colors": ["Red"],
        "kinds": ["DigiEgg"],
        "level": 2,
        "playCost": -1,
        "dp": 0,
        "evoCosts": [],
        "inheritedEffectText": "[Your Turn] While this Digimon has 4 or more digivolution "
        "cards, it gets +1000 DP.",
    },
]


def test_compile_writes_facts_and_definitions_and_prints_the_table(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    src = tmp_path / "PT9.json"
    src.write_text(json.dumps(CATALOGUE), encoding="utf-8")
    out = tmp_path / "pt9.toml"
    assert main(["cards", "compile", str(src), "--out", str(out)]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].split() == ["set", "cards", "compiled", "round-trip", "exact", "failed"]
    # Testmon's inherited text is an old wording: it compiles, but isn't the template.
    assert lines[1].split() == ["PT9", "3", "2", "1", "1"]
    assert lines[2].startswith("PT9-02: can't read the text at \"frobnicate all of")
    assert lines[3] == f"{out}: 2 cards written"
    written = out.read_text(encoding="utf-8")
    assert "Delete 1 of" not in written and "effectText" not in written  # no copied text
    assert "\ncompiled = true\n" in written
    testmon, eggmon = load_card_file(out)
    assert (testmon.form, testmon.attribute, testmon.types) == ("Champion", "Vaccine", ("Dragon",))
    assert testmon.digivolve[0].cost == 2 and testmon.effects[0].steps[0].do == "delete"
    target = testmon.inherited[0].steps[0].target
    assert target is not None and target.suspended and target.max_level == 4
    assert eggmon.category == "digi-egg" and eggmon.cost is None and eggmon.dp is None


def test_out_needs_a_one_set_catalogue(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    src = tmp_path / "two.json"
    src.write_text(json.dumps([CATALOGUE[0], {**CATALOGUE[2], "set": "PT8"}]), encoding="utf-8")
    assert main(["cards", "compile", str(src), "--out", str(tmp_path / "x.toml")]) == 2
    assert "one set" in capsys.readouterr().err
    assert main(["cards", "compile", str(tmp_path / "missing.json")]) == 2


def test_exact_writes_only_the_exact_cards(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Of PT9's two compiled cards one is exact."""
    src = tmp_path / "PT9.json"
    src.write_text(json.dumps(CATALOGUE), encoding="utf-8")
    out = tmp_path / "pt9.toml"
    assert main(["cards", "compile", str(src), "--out", str(out), "--exact"]) == 0
    assert capsys.readouterr().out.splitlines()[-1] == f"{out}: 1 cards written"
    assert [c.name for c in load_card_file(out)] == ["Eggmon"]


def test_out_is_written_even_when_the_reader_stops_reading(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """`cards compile ... --out F | head`: the pipe closes while the table prints; the file
    is already whole."""

    class ClosedPipe:
        def write(self, text: str) -> int:
            raise BrokenPipeError

        def flush(self) -> None:
            raise BrokenPipeError

    src = tmp_path / "PT9.json"
    src.write_text(json.dumps(CATALOGUE), encoding="utf-8")
    out = tmp_path / "pt9.toml"
    monkeypatch.setattr("sys.stdout", ClosedPipe())
    with pytest.raises(BrokenPipeError):
        compile_catalogues([str(src)], str(out))
    assert [c.name for c in load_card_file(out)] == ["Testmon", "Eggmon"]


@pytest.mark.parametrize(
    "printed",
    [
        "Digivolve: 0 from [Agumon][On Play][When Digivolving] Gain 1 memory.",
        "[Digivolve][Agumon]: Cost 0[On Play] [When Digivolving] Gain 1 memory.",
    ],
)
def test_a_requirement_by_name_joins_those_beside_the_level(printed: str) -> None:
    """2-3-5-1: the catalogue's evoCosts and the card's [Digivolve] line are both the card's
    requirements, and the old wording round-trips exactly as the new one does."""
    from digimon_tui.cards.model import DigivolveRequirement
    from digimon_tui.compiler.catalogue import compile_entry

    entry = {**CATALOGUE[0], "effectText": printed, "inheritedEffectText": ""}
    card, exact = compile_entry(entry)
    assert card.digivolve == (
        DigivolveRequirement(color="red", level=3, cost=2),
        DigivolveRequirement(names=("Agumon",), cost=0),
    )
    assert card.effects[0].timings == ("on_play", "when_digivolving")
    assert exact


LINK = {
    "linkRequirement": "[Link] [Appmon]\u00a0trait: Cost 1",
    "linkDp": 2000,
    "linkEffect": "[When Linking] \uff1cDraw 1\uff1e.",
}
"""A link portion as the catalogue prints it beside the card's text (2-3-11-4)."""


def test_a_cards_link_portion_is_compiled() -> None:
    """2-3-11-4: the [Link] line, link DP and link effect become the card's `link`, read
    back exactly; a second printed form is one of its traits (2-3-2-3)."""
    from digimon_tui.compiler.catalogue import compile_entry

    plain = {**CATALOGUE[0], "effectText": "[On Play] Gain 1 memory.", "inheritedEffectText": ""}
    card, exact = compile_entry({**plain, **LINK, "forms": ["Stnd.", "Appmon"]})
    assert card.link is not None
    assert [(r.digimon, r.cost) for r in card.link.requirements] == [("[Appmon] trait", 1)]
    assert card.link.dp == 2000
    assert card.link.effects[0].timing == "when_linking"
    assert (card.form, card.types) == ("Stnd.", ("Appmon", "Dragon"))
    assert exact
    assert compile_entry(plain)[0].link is None


@pytest.mark.parametrize(
    "wrong",
    [
        {"linkRequirement": "[Link] when the moon is full"},
        {"linkRequirement": "[Link] Lv.3 or thereabouts: Cost 2"},
        {"linkEffect": "[When Linking] Frobnicate this Digimon."},
        {"linkRequirement": None},
    ],
)
def test_a_link_portion_it_cannot_read_is_refused(wrong: dict[str, object]) -> None:
    """Text the compiler doesn't understand stays an error: a card is never compiled
    without its link."""
    from digimon_tui.compiler.catalogue import compile_entry
    from digimon_tui.compiler.errors import CompileError

    with pytest.raises(CompileError):
        compile_entry({**CATALOGUE[0], **LINK, **wrong})


def test_an_ace_cards_overflow_printed_apart_from_its_text_is_compiled() -> None:
    """4-19-1: the catalogue keeps an ACE card's <Overflow -N> beside its text, not in it;
    the card keeps it (a card compiled without it would cost nothing as it leaves), and the
    round trip compares the text alone."""
    from digimon_tui.compiler.catalogue import compile_entry

    entry = {**CATALOGUE[0], "effectText": "[On Play] Gain 1 memory.", "inheritedEffectText": ""}
    card, exact = compile_entry({**entry, "overflowMemory": 3})
    assert card.overflow == 3
    assert exact
    assert compile_entry(entry)[0].overflow is None
