"""BT11-087 Lilithmon: its [On Play] returns [Bagra Army] cards from the trash and then places
[Bagra Army] Digimon cards under a Tamer (only if it returned some, ruling Q2112, recorded in
tests/rulings/bt11.toml); on the opponent's turn, a Digimon moved out of the breeding area
gains "[When Attacking] Lose 3 memory" for the turn, for one of Lilithmon's digivolution cards."""

from __future__ import annotations

from games import play, position, state


def test_bt11_087_on_play_returns_then_places_under_a_tamer(pool) -> None:
    g = position(
        pool,
        p1={
            "hand": ["BT11-087"],
            "deck": ["ST1-02"] * 6,
            "trash": ["BT11-077", "BT10-076", "BT10-075"],
            "battle": [{"id": "t", "cards": ["BT12-088"]}],
        },
        memory=10,
    )
    play(g, "play BT11-087", "card BT11-077", "done", "card BT10-076", "done")
    p1 = state(g)["players"]["p1"]
    assert p1["hand"] == ["BT11-077"]
    assert p1["battle"]["t"]["cards"] == ["BT10-076", "BT12-088"]
    assert "BT10-075" in p1["trash"] and "BT10-076" not in p1["trash"]


def test_bt11_087_a_digimon_moved_from_breeding_loses_3_memory_as_it_attacks(pool) -> None:
    g = position(
        pool,
        p1={"battle": [{"id": "l", "cards": ["BT10-081", "BT11-087"]}], "security": ["TST-1000"]},
        p2={"breeding": {"id": "b", "cards": ["TST-3000"]}},
        turn="p2",
        phase="breeding",
        memory=5,
    )
    play(g, "move", "yes")  # Lilithmon trashes Baalmon, its only digivolution card
    assert state(g)["players"]["p1"]["battle"]["l"]["cards"] == ["BT11-087"]
    play(g, "attack b player")
    assert state(g)["memory"] == 2


def test_bt11_087_without_digivolution_cards_gives_nothing(pool) -> None:
    g = position(
        pool,
        p1={"battle": [{"id": "l", "cards": ["BT11-087"]}], "security": ["TST-1000"]},
        p2={"breeding": {"id": "b", "cards": ["TST-3000"]}},
        turn="p2",
        phase="breeding",
        memory=5,
    )
    play(g, "move", "attack b player")  # no cost to pay: no question
    assert state(g)["memory"] == 5
