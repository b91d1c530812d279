"""BT5-089 Izzy Izumi & Mimi Tachikawa (no official ruling), played where a wrong reading
would show."""

from __future__ import annotations

from games import battle, legal, play, position, state

IZZY_MIMI = "BT5-089"
OKUWAMON = "ST4-09"  # green Lv.5, no effect
TITAMON = "BT1-080"  # green Lv.6, no effect


def test_bt5_089_start_of_turn_memory_only_with_a_suspended_opponent_digimon(pool) -> None:
    """[Start of Your Turn] +2 memory while the opponent has a suspended Digimon: after the
    opponent attacked (its Digimon left suspended) the turn starts at 5 memory, otherwise 3."""
    for attack, memory in ((True, 5), (False, 3)):
        g = position(
            pool,
            p1={"battle": [{"id": "t", "cards": [IZZY_MIMI]}], "security": ["TST-1000"] * 3},
            p2={"battle": [{"id": "x", "cards": ["TST-3000"]}]},
            memory=3,
        )
        play(g, "pass", *(["attack x player"] if attack else []), "pass")
        st = state(g)
        assert (st["turn"], st["memory"]) == ("p1", memory)


def _attacking(pool, deck: list[str]):
    return position(
        pool,
        p1={
            "battle": [{"id": "t", "cards": [IZZY_MIMI]}, {"id": "a", "cards": [OKUWAMON]}],
            "deck": deck,
        },
        p2={"security": ["TST-1000"] * 3},
        memory=3,
    )


def test_bt5_089_attacking_green_lv5_digivolves_into_a_revealed_green_lv6_for_free(pool) -> None:
    """[Your Turn] as a green Lv.5 Digimon attacks, suspending the Tamer reveals 3: the
    attacker digivolves into the green Lv.6 card among them for no memory and battles as it;
    the other two go to the bottom of the deck (the digivolution's draw is the 4th card)."""
    g = _attacking(pool, [TITAMON, "ST1-02", "ST1-02", "ST1-03"])
    play(g, "attack a player", "yes", "yes", "card BT1-080")
    st = state(g)
    mine = battle(g, "p1")
    assert mine["a"]["cards"] == [OKUWAMON, TITAMON]
    assert mine["t"]["suspended"] is True
    assert st["memory"] == 3
    assert st["players"]["p1"]["hand"] == ["ST1-03"]
    assert any("a Titamon 12000 DP vs" in line for line in st["log"])


def test_bt5_089_not_for_a_level_4_attacker(pool) -> None:
    """Only a green level 5 attacker: a green level 3 one asks nothing."""
    g = position(
        pool,
        p1={"battle": [{"id": "t", "cards": [IZZY_MIMI]}, {"id": "a", "cards": ["TST-3000"]}]},
        p2={"security": ["TST-1000"] * 3},
        memory=3,
    )
    play(g, "attack a player")
    assert battle(g, "p1")["t"]["suspended"] is False
    assert "yes" not in legal(g)
