"""BT8-066 Hisyaryumon: a card its player's effect places under it lets it digivolve into an
[X Antibody] card in the hand for 1 less; a card placed by no effect of theirs doesn't."""

from __future__ import annotations

from games import battle, play, position, state

GABUMON_X, BLACKWARGREYMON_X = "BT9-020", "BT11-074"


def test_bt8_066_digivolves_for_1_less_after_an_effect_places_a_card_under_it(pool):
    g = position(
        pool,
        p1={
            "hand": ["BT8-104", GABUMON_X, BLACKWARGREYMON_X],
            "battle": [{"id": "h", "cards": ["BT8-066"]}],
        },
        p2={"battle": [{"id": "x", "cards": ["TST-1000", "BT7-020"]}]},
        memory=10,
    )
    play(g, "option BT8-104", "yes", f"card {GABUMON_X}", "yes", f"card {BLACKWARGREYMON_X}")
    assert battle(g, "p1")["h"]["cards"] == [GABUMON_X, "BT8-066", BLACKWARGREYMON_X]
    assert state(g)["memory"] == 2  # 10 - 4 for the Option - (5 - 1) for the digivolution


def test_bt8_066_doesnt_trigger_without_a_card_placed(pool):
    g = position(
        pool,
        p1={"hand": ["BT8-104", BLACKWARGREYMON_X], "battle": [{"id": "h", "cards": ["BT8-066"]}]},
        p2={"battle": [{"id": "x", "cards": ["TST-1000", "BT7-020"]}]},
        memory=10,
    )
    play(g, "option BT8-104", "no")
    assert g.pending is not None and g.pending.kind == "main"
    assert battle(g, "p1")["h"]["cards"] == ["BT8-066"]
