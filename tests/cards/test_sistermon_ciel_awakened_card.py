"""BT7-083 Sistermon Ciel (Awakened), played where a wrong reading of its text would show
(rulings Q1648, Q1649 and Q1650 are in tests/rulings/bt7.toml)."""

from __future__ import annotations

from games import battle, play, position, state


def test_bt7_083_places_a_sistermon_ciel_from_the_trash_to_delete_a_cost_5(pool):
    """ "[On Play] You may place 1 [Sistermon Ciel] from your hand or trash at the bottom of
    this Digimon's digivolution cards to delete 1 of your opponent's Digimon with a play cost
    of 5 or less": Sistermon Ciel from the trash goes under it, Greymon (cost 5) goes,
    MetalGreymon (cost 7) stays."""
    g = position(
        pool,
        p1={
            "hand": ["BT7-083"],
            "battle": [{"id": "w", "cards": ["TST-1000"]}],
            "trash": ["BT6-084"],
        },
        p2={"battle": [{"id": "x", "cards": ["ST1-07"]}, {"id": "y", "cards": ["ST1-09"]}]},
        memory=6,
    )
    play(g, "play BT7-083", "yes")
    ciel = next(s for s in battle(g, "p1").values() if s["top"] == "BT7-083")
    assert ciel["cards"] == ["BT6-084", "BT7-083"]
    assert set(battle(g, "p2")) == {"y"}
    assert state(g)["players"]["p1"]["trash"] == []
