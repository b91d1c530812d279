"""The official errata: the record (`cards/errata/official.toml`) names every card of the
pool that has one, with its date; the player is told (`cards search`, the card detail); and
the cards whose catalogue text is the old one play the errata."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from games import battle, play, position, state

from digimon_tui.cards.errata import errata
from digimon_tui.cli import main
from digimon_tui.ui.screens.card_detail import card_body

OFFICIAL = (
    Path(__file__).resolve().parents[2].parent / "shared" / "reference" / "dcg" / "errata.json"
)


def test_each_erratum_is_of_a_card_of_the_pool_and_says_what_changed(cards):
    for number, e in errata().items():
        assert number in cards, number
        assert e.change and not e.change.endswith("."), number
        if e.name is not None:
            assert cards[number].name == e.name, number


@pytest.mark.skipif(not OFFICIAL.is_file(), reason="../shared/reference is not beside the checkout")
def test_every_card_of_the_pool_with_an_official_erratum_is_recorded_with_its_date(cards):
    official = json.loads(OFFICIAL.read_text(encoding="utf-8"))
    expected = {n: e["date"] for n, e in official.items() if n in cards}
    assert {n: e.date.isoformat() for n, e in errata().items()} == expected


def test_cards_search_says_a_card_was_errata_d_and_when(capsys):
    assert main(["cards", "search", "MarineChimairamon"]) == 0
    out = capsys.readouterr().out
    assert "BT4-031 MarineChimairamon" in out
    assert "Errata of 2024-05-10: its name is corrected to MarineChimairamon." in out


def test_the_card_detail_says_a_card_was_errata_d_and_when(cards):
    shown = card_body(cards["ST16-11"]).plain
    assert "Errata of 2023-09-29: the inherited effect deletes" in shown
    assert "Errata" not in card_body(cards["ST1-01"]).plain


def test_st16_11_weregarurumon_inherited_deletes_as_its_errata_says(pool):
    """ST16-11's inherited effect, as the 2023 errata has it: trashing a card of the hand
    deletes the opponent's level 4 or lower Digimon (it once unsuspended this Digimon)."""
    g = position(
        pool,
        p1={"battle": [{"id": "a", "cards": ["ST16-11", "TST-6000"]}], "hand": ["TST-1000"]},
        p2={"battle": [{"id": "x", "cards": ["TST-2000"]}], "security": ["TST-1000"]},
    )
    play(g, "attack a player", "yes")
    assert "x" not in battle(g, "p2")
    assert state(g)["players"]["p1"]["trash"] == ["TST-1000"]


def test_ex2_028_parasitemon_never_goes_under_itself(pool):
    """EX2-028's 2025 errata: it goes under one of its player's *other* Digimon. With no
    other Digimon it stays where it is."""
    g = position(
        pool,
        p1={"battle": [{"id": "p", "cards": ["BT1-071", "EX2-028"]}]},
        p2={"security": ["ST1-02"]},
    )
    play(g, "attack p player")
    if g.pending is not None and g.pending.player == 0 and "yes" in map(str, g.pending.moves):
        play(g, "yes")
    assert battle(g, "p1")["p"]["cards"] == ["BT1-071", "EX2-028"]
