"""The starter decks' card files (ST1, ST2, ...) against the printed cards of the
reference: the same facts, and generated text that reads as the printed text once its older
wordings are brought to the current templating (`printed_text.RULES`). BT1's comparison
(test_bt1_printed_text.py) uses the same rules."""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from typing import Any

import pytest
from printed_text import RULES, normalise, printed_lines, split_effects

from digimon_tui.card_files.coverage import compiled_sets
from digimon_tui.card_files.loader import load_card_file
from digimon_tui.cards.model import Card
from digimon_tui.cards.paths import CARDS_DIR
from digimon_tui.cards.text import card_text
from digimon_tui.compiler.catalogue import FORMS

REFERENCE = Path(__file__).resolve().parents[2] / ".." / "shared" / "reference" / "dcg" / "cards"
CARDS = [card for path in sorted(CARDS_DIR.glob("st*.toml")) for card in load_card_file(path)]
COMPILED = compiled_sets()
WRITTEN = [c for c in CARDS if c.number.split("-")[0] not in COMPILED]
"""The hand-written ones: a compiled file's text is checked against its printed text by the
compiler's own normalisation (tests/compiler/test_compile_printed_text.py)."""
EVERY_CARD = [card for path in sorted(CARDS_DIR.glob("*.toml")) for card in load_card_file(path)]
CATEGORIES = {"DigiEgg": "digi-egg", "Digimon": "digimon", "Tamer": "tamer", "Option": "option"}


@cache
def reference_set(set_code: str) -> dict[str, dict[str, Any]]:
    data = json.loads((REFERENCE / f"{set_code}.json").read_text(encoding="utf-8"))
    return {ref["cardId"]: ref for ref in data}


def reference(card: Card) -> dict[str, Any]:
    if not REFERENCE.is_dir():
        pytest.skip("../shared/reference is not beside the checkout")
    return reference_set(card.number.split("-")[0])[card.number]


def ids(card: Card) -> str:
    return card.number


@pytest.mark.parametrize("card", CARDS, ids=ids)
def test_facts_are_the_printed_ones(card: Card) -> None:
    ref = reference(card)
    category = CATEGORIES[ref["kinds"][0]]
    assert (card.name, card.category, card.rarity) == (ref["nameEn"], category, ref["rarity"])
    assert card.colors == tuple(c.lower() for c in ref["colors"])
    assert card.level == (ref["level"] if category in ("digi-egg", "digimon") else None)
    assert card.cost == (None if category == "digi-egg" else ref["playCost"])
    assert card.dp == (ref["dp"] if category == "digimon" else None)
    # The printed colour requirements; those by name or trait (2-3-5-1) are in the card's text.
    digivolve = [(d.color, d.level, d.cost) for d in card.digivolve if d.color is not None]
    assert digivolve == [(e["color"].lower(), e["level"], e["memoryCost"]) for e in ref["evoCosts"]]
    if category in ("digi-egg", "digimon"):  # the reference gives some Tamers traits
        forms = ref.get("forms") or []
        form = next(iter(forms), None)
        assert card.form == FORMS.get(form, form)  # the one spelling (compiler.catalogue)
        assert card.attribute == next(iter(ref.get("attributes") or []), None)
        assert list(card.types) == forms[1:] + list(ref.get("types") or [])  # a second form too


@pytest.mark.parametrize("card", WRITTEN, ids=ids)
def test_generated_text_reads_as_the_printed_text(card: Card) -> None:
    assert card_text(card) == printed_lines(reference(card))


def test_effects_run_together_are_split_at_timings_and_keywords() -> None:
    text = (
        "＜Blocker＞ (When ...)[When Attacking] Lose 2 memory.[Your Turn][Once Per Turn] "
        "Activate this card's [Main] effect. [Main] ＜Digi-Burst 2＞ (Trash ...)・Gain 1 memory."
    )
    assert split_effects(text) == [
        "＜Blocker＞ (When ...)",
        "[When Attacking] Lose 2 memory.",
        "[Your Turn][Once Per Turn] Activate this card's [Main] effect.",
        "[Main] ＜Digi-Burst 2＞ (Trash ...)・Gain 1 memory.",
    ]


@pytest.mark.parametrize(
    ("printed", "current"),
    [
        (
            "[Main] Trigger ＜Draw 1＞. (Draw 1 card from your deck.)",
            "[Main] <Draw 1> (Draw 1 card from your deck.)",
        ),
        (
            "Trash the digivolution card at the bottom of 1 of your opponent's Digimon.",
            "Trash the bottom digivolution card of 1 of your opponent's Digimon.",
        ),
        (
            "Until ... gains ＜Security Attack -2＞ until the end of your opponent's next turn. "
            "(This Digimon checks 2 fewer security cards.)",
            "Until ... gains <Security A. -2> (This Digimon checks 2 fewer security cards.) "
            "until the end of your opponent's next turn.",
        ),
        (
            "[Main] If you have 2 or less memory， return 1 Digimon card from your recycle bin to "
            "your hand.",
            "[Main] If you have 2 memory or less, return 1 Digimon card from your trash to your "
            "hand.",
        ),
    ],
)
def test_normalise_maps_older_wordings(printed: str, current: str) -> None:
    assert normalise(printed) == current


def test_every_rule_maps_some_printed_card() -> None:
    """A rule that no card's printed text needs is dead: each one changes some card's text
    (of a starter deck or of BT1) at its place in the order."""
    if not REFERENCE.is_dir():
        pytest.skip("../shared/reference is not beside the checkout")
    used: set[int] = set()
    for card in EVERY_CARD:
        ref = reference(card)
        fields = ("effectText", "inheritedEffectText", "securityEffectText")
        for text in (t for f in fields for t in split_effects(ref.get(f) or "")):
            for i, rule in enumerate(RULES):
                changed = rule.apply(text)
                if changed != text:
                    used.add(i)
                text = changed
    assert [RULES[i].why for i in range(len(RULES)) if i not in used] == []
