"""BT12-027 Mermaimon (no official ruling): "By placing another blue Digimon under this Digimon
as its bottom digivolution card, gain 2 memory": a Digimon of the battle area goes under it (its
top card at the bottom, its own digivolution cards to the trash, 4-7-8); without another blue
Digimon the cost can't be paid and nothing is gained (15-7-4)."""

from __future__ import annotations

from games import kind, play, position, state


def test_bt12_027_places_another_blue_digimon_under_it_for_2_memory(pool) -> None:
    g = position(
        pool,
        p1={
            "hand": ["BT12-027"],
            "battle": [
                {"id": "b", "cards": ["ST2-02", "ST2-05"]},
                {"id": "r", "cards": ["ST1-03"]},
            ],
        },
        memory=7,
    )
    play(g, "play BT12-027", "yes")  # Ikkakumon, the only other blue Digimon, goes under
    s = state(g)
    battle = s["players"]["p1"]["battle"]
    assert battle["p1-1"]["cards"] == ["ST2-05", "BT12-027"]
    assert "b" not in battle and "r" in battle
    assert s["players"]["p1"]["trash"] == ["ST2-02"]
    assert s["memory"] == 2


def test_bt12_027_without_another_blue_digimon_gains_nothing(pool) -> None:
    g = position(
        pool,
        p1={"hand": ["BT12-027"], "battle": [{"id": "r", "cards": ["ST1-03"]}]},
        memory=7,
    )
    play(g, "play BT12-027")
    assert kind(g) == "main"
    assert state(g)["memory"] == 0
    assert state(g)["players"]["p1"]["battle"]["r"]["cards"] == ["ST1-03"]


def test_bt12_027_when_digivolving_it_needs_another_blue_digimon(pool) -> None:
    # Ikkakumon digivolves into Mermaimon: the blue Gomamon beside it goes under
    g = position(
        pool,
        p1={
            "hand": ["BT12-027"],
            "battle": [{"id": "b", "cards": ["ST2-05"]}, {"id": "c", "cards": ["ST2-02"]}],
        },
        memory=5,
    )
    play(g, "digivolve b BT12-027", "yes")
    s = state(g)
    assert s["players"]["p1"]["battle"]["b"]["cards"] == ["ST2-02", "ST2-05", "BT12-027"]
    assert "c" not in s["players"]["p1"]["battle"]
