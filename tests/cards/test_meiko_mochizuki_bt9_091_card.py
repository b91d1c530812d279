"""BT9-091 Meiko Mochizuki: its [On Play] adds a purple or yellow Digimon card among the top 3
and trashes the rest. Its [All Turns] effect, for a 2-color purple and yellow Digimon, is
tested with the other 2-color Tamers (test_two_color_tamers_cards.py)."""

from __future__ import annotations

from games import play, position, state

MEIKO = "BT9-091"
KYUKIMON = "BT8-041"  # yellow and purple, cost 7
KOGAMON = "BT8-075"  # purple and green


def test_bt9_091_on_play_adds_a_purple_or_yellow_digimon_card(pool):
    g = position(
        pool,
        p1={"hand": [MEIKO], "deck": ["ST1-02", KYUKIMON, KOGAMON, "ST1-03", "ST1-02"]},
        memory=3,
    )
    play(g, f"play {MEIKO}", "yes", f"card {KYUKIMON}")
    p1 = state(g)["players"]["p1"]
    assert p1["hand"] == [KYUKIMON]
    assert sorted(p1["trash"]) == sorted(["ST1-02", KOGAMON])
