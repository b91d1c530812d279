"""EX4-070 Tarnished Hero (no official ruling), played where a wrong reading would show: used
for its colour only while a green Digimon or Tamer is in play, it deletes a level 3 Digimon
(not a level 4) and stays in the battle area; its <Delay> lets the opponent trash an Option
card from their hand, and gives 2 memory only when they don't; its [Security] effect places it
in its owner's battle area."""

from __future__ import annotations

import pytest
from games import battle, legal, play, position, state

HERO = "EX4-070"
GREEN_4 = "BT1-069"
AGUMON = "ST1-03"  # red level 3
OPTION = "BT1-095"


def test_ex4_070_deletes_a_level_3_and_stays_in_the_battle_area(pool) -> None:
    g = position(
        pool,
        p1={"hand": [HERO], "battle": [{"id": "a", "cards": [GREEN_4]}]},
        p2={"battle": [{"id": "x", "cards": [AGUMON]}, {"id": "y", "cards": [GREEN_4]}]},
        memory=3,
        turn_number=3,
    )
    play(g, f"option {HERO}")
    assert list(battle(g, "p2")) == ["y"]
    assert [s["top"] for s in battle(g, "p1").values()] == [GREEN_4, HERO]
    assert state(g)["memory"] == 0


def test_ex4_070_needs_purple_or_a_green_digimon_or_tamer(pool) -> None:
    g = position(
        pool,
        p1={"hand": [HERO], "battle": [{"id": "a", "cards": [AGUMON]}]},
        memory=3,
        turn_number=3,
    )
    assert f"option {HERO}" not in legal(g)


@pytest.mark.parametrize(
    ("hand", "trashes", "memory"),
    [([OPTION, "ST1-02"], True, 0), ([OPTION, "ST1-02"], False, 2), (["ST1-02"], True, 2)],
)
def test_ex4_070_delay_gives_2_memory_unless_the_opponent_trashes_an_option_card(
    pool, hand, trashes, memory
) -> None:
    g = position(
        pool, p1={"battle": [{"id": "h", "cards": [HERO]}]}, p2={"hand": hand}, turn_number=3
    )
    play(g, "delay h")
    assert state(g)["pending"]["player"] == "p2"
    play(g, "yes" if trashes else "no")
    assert state(g)["memory"] == memory
    p2 = state(g)["players"]["p2"]
    assert p2["trash"] == ([OPTION] if trashes and OPTION in hand else [])
    assert "ST1-02" in p2["hand"]


def test_ex4_070_security_effect_places_it_in_its_owners_battle_area(pool) -> None:
    g = position(
        pool,
        p1={"battle": [{"id": "a", "cards": ["TST-3000"]}]},
        p2={"security": [HERO, "ST1-02"]},
        turn_number=3,
    )
    play(g, "attack a player")
    assert [s["top"] for s in battle(g, "p2").values()] == [HERO]
    assert state(g)["players"]["p2"]["security"] == 1
