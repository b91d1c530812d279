"""The printed text of the reference catalogue, normalised, compiles to the hand-written cards.

Every ST1-ST10 and BT1 card that is in `cards/` is compiled from its printed effect,
inherited and security texts. A card that compiles must equal its hand-written definition
exactly (a wrong reading is never accepted); the cards whose printed wording the grammar
doesn't read yet are listed, so a regression fails and a new reading updates the list.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from digimon_tui.card_files import coverage
from digimon_tui.card_files.loader import load_cards
from digimon_tui.cards.text import effect_text
from digimon_tui.compiler import KINDS, CompileError, compile_card_text, compile_effects
from digimon_tui.compiler.catalogue import compile_entry

CATALOGUE = Path(__file__).resolve().parents[2].parent / "shared" / "reference" / "dcg" / "cards"
SETS = ("ST1", "ST2", "ST3", "ST4", "ST5", "ST6", "ST7", "ST8", "ST9", "ST10", "BT1")

NOT_YET: set[str] = set()

# One worker compiles every printed text once, here, and the round trip of the same cards
# (test_round_trip.py, same group, after this file) finds them in the compiler's cache.
pytestmark = pytest.mark.xdist_group("catalogue")


def _printed() -> list[tuple[str, tuple[str, str, str]]]:
    out = []
    for code in SETS:
        for entry in json.loads((CATALOGUE / f"{code}.json").read_text(encoding="utf-8")):
            texts = (
                entry.get("effectText") or "",
                entry.get("inheritedEffectText") or "",
                entry.get("securityEffectText") or "",
            )
            out.append((entry["cardId"], texts))
    return out


@pytest.mark.skipif(not CATALOGUE.is_dir(), reason="../shared is not beside the checkout")
def test_printed_text_compiles_to_the_hand_written_cards() -> None:
    pool = load_cards()
    unread, compiled = set(), 0
    for number, texts in _printed():
        card = pool.get(number)
        if card is None:
            continue
        try:
            got = compile_card_text(*texts)
        except CompileError:
            unread.add(number)
            continue
        assert got.effects == card.effects, number
        assert got.inherited == card.inherited, number
        assert got.security == card.security, number
        assert got.dna == card.dna, number
        compiled += 1
    assert unread == NOT_YET
    assert compiled >= 256


@pytest.mark.skipif(not CATALOGUE.is_dir(), reason="../shared is not beside the checkout")
def test_every_card_compiled_from_bt2_and_bt3_reads_back_from_its_generated_text() -> None:
    """Compile, generate the text, compile again: the same definition, for every card of
    the next sets that compiles at all (the property the compiler's trust rests on)."""
    compiled = 0
    for code in ("BT2", "BT3"):
        for entry in json.loads((CATALOGUE / f"{code}.json").read_text(encoding="utf-8")):
            try:
                card, _ = compile_entry(entry)
            except CompileError:
                continue
            for kind in KINDS:
                effects = getattr(card, kind)
                text = " ".join(effect_text(e) for e in effects)
                assert compile_effects(text, kind) == effects, (entry["cardId"], text)
            compiled += 1
    assert compiled >= 150


@pytest.mark.skipif(not CATALOGUE.is_dir(), reason="../shared is not beside the checkout")
def test_every_card_of_a_compiled_file_is_what_its_printed_text_compiles_to() -> None:
    """A compiled file is not edited by hand: each card is exactly what `cards compile`
    makes of its catalogue entry, round trip exact."""
    pool = load_cards()
    checked = 0
    for code in sorted(coverage.compiled_sets()):
        for entry in json.loads((CATALOGUE / f"{code}.json").read_text(encoding="utf-8")):
            card = pool.get(entry["cardId"])
            if card is None:
                continue
            compiled, exact = compile_entry(entry)
            assert exact, entry["cardId"]
            assert compiled == card, entry["cardId"]
            checked += 1
    assert checked >= 150
