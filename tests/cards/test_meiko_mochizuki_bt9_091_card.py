"""BT9-091 Meiko Mochizuki: its [On Play] adds a purple or yellow Digimon card among the top 3
and trashes the rest; suspending it as its player plays a Digimon both purple and yellow, of
two colours, gains 1 memory (a purple and green one, no offer)."""

from __future__ import annotations

from games import battle, kind, play, position, state

MEIKO = "BT9-091"
KYUKIMON = "BT8-041"  # yellow and purple, cost 7
KOGAMON = "BT8-075"  # purple and green, cost 5


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


def test_bt9_091_suspends_for_1_memory_as_a_purple_and_yellow_digimon_is_played(pool):
    g = position(pool, p1={"hand": [KYUKIMON], "battle": [{"id": "m", "cards": [MEIKO]}]}, memory=7)
    play(g, f"play {KYUKIMON}", "yes")
    assert state(g)["memory"] == 1
    assert battle(g, "p1")["m"]["suspended"] is True


def test_bt9_091_ignores_a_digimon_without_yellow(pool):
    g = position(pool, p1={"hand": [KOGAMON], "battle": [{"id": "m", "cards": [MEIKO]}]}, memory=7)
    play(g, f"play {KOGAMON}")
    assert kind(g) == "main"
    assert state(g)["memory"] == 2
    assert battle(g, "p1")["m"]["suspended"] is False
