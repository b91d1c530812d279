"""BT4-107 Pollen Spray (no official ruling): every Digimon card with <Digi-Burst> among the
three revealed goes to the hand, and one of the opponent's Digimon is suspended for each card
added. A <Digi-Burst> is printed under its [Main] timing, and a card with one has the keyword
for "with <Digi-Burst>" (BT4-051 DoKunemon's search finds it too)."""

from __future__ import annotations

from games import battle, play, position, state

POLLEN_SPRAY, LIOLLMON, DOKUNEMON = "BT4-107", "BT4-050", "BT4-051"
GEOGREYMON, RIZEGREYMON = "BT4-012", "BT4-017"  # each with <Digi-Burst>


def test_bt4_107_suspends_one_for_each_card_added(pool):
    g = position(
        pool,
        p1={
            "hand": [POLLEN_SPRAY],
            "battle": [{"id": "t", "cards": [LIOLLMON]}],
            "deck": [GEOGREYMON, RIZEGREYMON, "ST1-02", "ST1-02"],
        },
        p2={"battle": [{"id": k, "cards": ["TST-1000"]} for k in "xyz"]},
        memory=5,
    )
    play(g, f"option {POLLEN_SPRAY}", "target x", "target y")
    assert state(g)["players"]["p1"]["hand"] == [GEOGREYMON, RIZEGREYMON]
    assert {k: s["suspended"] for k, s in battle(g, "p2").items()} == {
        "x": True,
        "y": True,
        "z": False,
    }


def test_bt4_107_nothing_added_suspends_nothing(pool):
    g = position(
        pool,
        p1={"hand": [POLLEN_SPRAY], "battle": [{"id": "t", "cards": [LIOLLMON]}]},
        p2={"battle": [{"id": "x", "cards": ["TST-1000"]}]},
        memory=5,
    )
    play(g, f"option {POLLEN_SPRAY}")
    assert battle(g, "p2")["x"]["suspended"] is False


def test_bt4_051_finds_a_digi_burst_card(pool):
    g = position(
        pool, p1={"hand": [DOKUNEMON], "deck": ["ST1-02", GEOGREYMON, "ST1-02", "ST1-02"]}, memory=5
    )
    play(g, f"play {DOKUNEMON}")
    assert state(g)["players"]["p1"]["hand"] == [GEOGREYMON]
