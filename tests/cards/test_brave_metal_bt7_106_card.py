"""BT7-106 Brave Metal: with a Digimon of the X Antibody trait and 5 or more digivolution cards,
it may instead delete a Digimon without that trait, whatever its play cost; with 4 it may not."""

from __future__ import annotations

from games import battle, legal, play, position

METALGARURUMON_X, GABUMON_X, DAIPENMON = "BT9-031", "BT9-020", "BT7-024"


def _brave_metal(pool, sources: int):
    return position(
        pool,
        p1={
            "hand": ["BT7-106"],
            "battle": [
                {"id": "k", "cards": ["BT7-090"]},
                {"id": "m", "cards": ["TST-1000"] * sources + [METALGARURUMON_X]},
            ],
        },
        p2={"battle": [{"id": "g", "cards": [GABUMON_X]}, {"id": "d", "cards": [DAIPENMON]}]},
        memory=5,
    )


def test_bt7_106_deletes_a_digimon_without_x_antibody_of_any_play_cost_instead(pool):
    g = play(_brave_metal(pool, 5), "option BT7-106", "yes")
    assert set(battle(g, "p2")) == {"g"}


def test_bt7_106_with_4_digivolution_cards_deletes_only_a_play_cost_6_or_less(pool):
    g = play(_brave_metal(pool, 4), "option BT7-106")
    assert "yes" not in legal(g)
    assert set(battle(g, "p2")) == {"d"}
