"""BT9-074 Meicoomon: as a security card it is played at the end of its battle, even after
losing it; as a digivolution card, its Digimon's deletion gains 2 memory only when that
Digimon has 2 or more colours."""

from __future__ import annotations

from games import battle, play, position, state

MEICOOMON = "BT9-074"


def test_bt9_074_security_digimon_is_played_at_the_end_of_its_battle(pool):
    g = position(
        pool,
        p1={"battle": [{"id": "a", "cards": ["TST-5000"]}]},
        p2={"security": [MEICOOMON, "ST1-02"]},
    )
    play(g, "attack a player")
    assert [s["top"] for s in battle(g, "p2").values()] == [MEICOOMON]
    assert state(g)["players"]["p2"]["trash"] == []


def _deleted_on(pool, top: str) -> int:
    g = position(
        pool,
        p1={"battle": [{"id": "k", "cards": [MEICOOMON, top]}]},
        p2={"battle": [{"id": "x", "cards": ["TST-15000"], "suspended": True}]},
    )
    play(g, "attack k x")
    assert battle(g, "p1") == {}
    return state(g)["memory"]


def test_bt9_074_inherited_gains_2_memory_under_a_2_color_digimon(pool):
    assert _deleted_on(pool, "BT8-041") == 2  # Kyukimon, yellow and purple


def test_bt9_074_inherited_gains_nothing_under_a_1_color_digimon(pool):
    assert _deleted_on(pool, "ST1-07") == 0  # Greymon, red
