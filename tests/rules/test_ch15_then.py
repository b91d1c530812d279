"""Rule 15-1-2 ("Then"): "do X. Then, do Y" activates even when X isn't done (1-3-2), so
declining the "you may" of X still does Y (ruling Q1643 on BT7-079 Cherubimon says the same
of its "Then," part). Proven on the pool's cards whose "you may" part comes first: an
Option's [Main], a [Security] effect and an [On Play] effect; and "If C, do X. Then, do Y"
does Y where C fails (ruling Q2411 on BT14-037 MagnaAngemon)."""

from __future__ import annotations

import pytest
from builders import digimon
from games import play, position, state, with_cards

from digimon_tui.engine.game import Game


def _numbers(g: Game, uids: list[int]) -> list[str]:
    return [g.defs[u].number for u in uids]


def _tops(g: Game, player: int) -> list[str]:
    return [g.defs[perm.cards[-1]].number for perm in g.players[player].battle]


def test_1_3_2_bt10_100_declining_the_play_still_places_the_option_in_the_battle_area(cards):
    g = position(
        cards,
        p1={"hand": ["BT10-100", "BT10-031"], "battle": [{"id": "tk", "cards": ["ST3-12"]}]},
        memory=5,
    )
    play(g, "option BT10-100")
    assert g.pending is not None and "either way" in g.pending.prompt
    play(g, "no")
    assert _tops(g, 0) == ["ST3-12", "BT10-100"]
    assert _numbers(g, g.players[0].hand) == ["BT10-031"]


def test_1_3_2_bt10_100_accepting_plays_pulsemon_and_places_the_option(cards):
    g = position(
        cards,
        p1={"hand": ["BT10-100", "BT10-031"], "battle": [{"id": "tk", "cards": ["ST3-12"]}]},
        memory=5,
    )
    play(g, "option BT10-100", "yes")
    assert _tops(g, 0) == ["ST3-12", "BT10-031", "BT10-100"]


def test_1_3_2_bt6_093_declining_the_security_play_still_adds_the_card_to_the_hand(cards):
    g = position(
        cards,
        p1={"battle": [{"id": "a", "cards": ["ST1-07"]}]},
        p2={"security": ["BT6-093"], "hand": ["BT6-080"]},
        memory=3,
    )
    play(g, "attack a player")
    while g.pending is not None and g.pending.kind != "optional":
        play(g, g.pending.moves[-1])  # no blocker, no counter
    assert g.pending is not None and g.pending.player == 1
    play(g, "no")
    assert _numbers(g, g.players[1].hand) == ["BT6-080", "BT6-093"]
    assert _tops(g, 1) == []


@pytest.mark.parametrize(("security", "memory"), [(3, 3 + 1 + 1), (4, 3 + 1)])
def test_1_3_2_the_then_part_is_done_where_the_leading_if_fails(cards, security, memory):
    """ "If you have 3 or fewer security cards, gain 1 memory. Then, gain 1 memory.": the "if"
    is the first part's alone; the part after "Then," is done either way."""
    text = "[On Play] If you have 3 or fewer security cards, gain 1 memory. Then, gain 1 memory."
    g = position(
        with_cards(cards, digimon("TH-01", text=text, cost=0)),
        p1={"hand": ["TH-01"], "security": ["ST1-02"] * security},
        memory=3,
    )
    play(g, "play TH-01")
    assert state(g)["memory"] == memory
