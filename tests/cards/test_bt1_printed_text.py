"""Each BT1 card's generated text against the printed text of the reference, after the
documented normalisation of the old wording (printed_text.py, shared with the starter decks'
comparison).

Runs only where the reference is beside the checkout (../shared/reference)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from printed_text import printed_lines

from digimon_tui.card_files.loader import load_card_file
from digimon_tui.cards.paths import CARDS_DIR
from digimon_tui.cards.text import card_text

REFERENCE = Path(__file__).resolve().parents[2] / ".." / "shared" / "reference"
BT1_JSON = REFERENCE / "dcg" / "cards" / "BT1.json"
KINDS = {"DigiEgg": "digi-egg", "Digimon": "digimon", "Tamer": "tamer", "Option": "option"}
BT1 = {c.number: c for c in load_card_file(CARDS_DIR / "bt1.toml")}


@pytest.fixture(scope="module")
def printed() -> dict[str, dict]:
    if not BT1_JSON.is_file():
        pytest.skip("../shared/reference is not beside the checkout")
    return {c["cardId"]: c for c in json.loads(BT1_JSON.read_text(encoding="utf-8"))}


@pytest.mark.parametrize("number", sorted(BT1))
def test_bt1_generated_text_reads_as_printed(printed: dict[str, dict], number: str) -> None:
    assert card_text(BT1[number]) == printed_lines(printed[number])


@pytest.mark.parametrize("number", sorted(BT1))
def test_bt1_printed_facts(printed: dict[str, dict], number: str) -> None:
    ref, card = printed[number], BT1[number]
    assert card.name == ref["nameEn"]
    assert [card.category] == [KINDS[k] for k in ref["kinds"]]
    assert card.colors == tuple(c.lower() for c in ref["colors"])
    if card.category in ("digimon", "digi-egg"):
        assert card.level == ref["level"]
    if card.category != "digi-egg":
        assert card.cost == ref["playCost"]
    if card.category == "digimon":
        assert card.dp == ref["dp"]
    evo = [(e["color"].lower(), e["level"], e["memoryCost"]) for e in ref["evoCosts"]]
    assert [(d.color, d.level, d.cost) for d in card.digivolve] == evo
    assert card.rarity == ref["rarity"]
    assert card.types == tuple(ref.get("types") or ())
    assert card.form == next(iter(ref.get("forms") or ()), None)
    assert card.attribute == next(iter(ref.get("attributes") or ()), None)
