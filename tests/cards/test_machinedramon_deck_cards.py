"""The black Machinedramon deck's cards: each played where a wrong reading would show."""

from __future__ import annotations

from games import battle, play, position, state


def test_ex3_066_hyper_infinity_cannon_deletes_once_a_cyborg_card_is_placed(pool):
    g = position(
        pool,
        p1={"hand": ["EX3-066", "BT1-024"], "battle": [{"id": "g", "cards": ["BT3-057"]}]},
        p2={"battle": [{"id": "x", "cards": ["TST-7000"]}, {"id": "y", "cards": ["TST-5000"]}]},
        memory=8,
    )
    play(g, "option EX3-066", "target x", "yes")
    assert battle(g, "p1")["g"]["cards"] == ["BT1-024", "BT3-057"]
    assert list(battle(g, "p2")) == ["x"]


def test_ex3_066_hyper_infinity_cannon_deletes_nothing_without_a_cyborg_card(pool):
    g = position(
        pool,
        p1={"hand": ["EX3-066", "ST1-02"], "battle": [{"id": "g", "cards": ["BT3-057"]}]},
        p2={"battle": [{"id": "x", "cards": ["TST-7000"]}, {"id": "y", "cards": ["TST-5000"]}]},
        memory=8,
    )
    play(g, "option EX3-066", "target x", "yes")
    assert battle(g, "p1")["g"]["cards"] == ["BT3-057"]
    assert list(battle(g, "p2")) == ["x", "y"]


def test_bt11_092_analogman_trashes_a_level_5_cyborg_card_for_memory_and_a_card(pool):
    g = position(
        pool,
        p1={"battle": [{"id": "t", "cards": ["BT11-092"]}], "hand": ["BT1-024", "BT1-044"]},
        turn="p2",
        memory=-3,  # p1's turn comes, and with it the start of p1's main phase
    )
    play(g, "yes")  # the level 6 MetalGarurumon is no choice: BT1-024 goes at once
    p1 = state(g)["players"]["p1"]
    assert (state(g)["memory"], p1["trash"]) == (4, ["BT1-024"])
    assert p1["hand"] == ["BT1-044", "ST1-02", "ST1-02"]


def test_bt11_092_analogman_leaves_an_attack_on_a_digimon_alone(pool):
    g = position(
        pool,
        p1={
            "battle": [
                {"id": "t", "cards": ["BT11-092"]},
                {"id": "g", "cards": ["BT3-057"]},
                {"id": "d", "cards": ["TST-1000"], "suspended": True},
            ]
        },
        p2={"battle": [{"id": "r", "cards": ["TST-5000"]}]},
        turn="p2",
        memory=3,
    )
    play(g, "attack r d")
    assert list(battle(g, "p1")) == ["t", "g"]  # no question: the Dummy lost its battle
    assert not battle(g, "p1")["t"]["suspended"]
