"""BT8-104 Eiseiryūoujin (no official ruling): after its <De-Digivolve 1>, placing an
[X Antibody] card from the hand under a black [X Antibody] Digimon is what deletes a Digimon of
play cost 4 or less: no card placed, none deleted."""

from __future__ import annotations

from games import battle, play, position, state

DORUGAMON, GABUMON_X, SHELLMON, DAIPENMON = "BT7-062", "BT9-020", "BT7-020", "BT7-024"


def _use(pool):
    g = position(
        pool,
        p1={"hand": ["BT8-104", GABUMON_X], "battle": [{"id": "d", "cards": [DORUGAMON]}]},
        p2={
            "battle": [
                {"id": "x", "cards": ["TST-1000", SHELLMON]},
                {"id": "c", "cards": [DAIPENMON]},
            ]
        },
        memory=4,
    )
    return play(g, "option BT8-104", "target x")


def test_bt8_104_places_an_x_antibody_card_to_delete_a_play_cost_4_or_less(pool):
    g = play(_use(pool), "yes")
    assert battle(g, "p1")["d"]["cards"] == [GABUMON_X, DORUGAMON]
    assert set(battle(g, "p2")) == {"c"}  # DaiPenmon's play cost of 7 is too high
    assert state(g)["players"]["p2"]["trash"] == [SHELLMON, "TST-1000"]


def test_bt8_104_deletes_nothing_without_the_placing(pool):
    g = play(_use(pool), "no")
    assert battle(g, "p2")["x"]["cards"] == ["TST-1000"]
    assert state(g)["players"]["p1"]["hand"] == [GABUMON_X]
