"""BT8-101 Plasma Shot: all of the opponent's Digimon lose 1000 DP for each [Armor Form] card
in its user's trash, and an [Armor Form] Digimon in play lets it be used without yellow."""

from __future__ import annotations

from games import battle, legal, play, position

FLAMEDRAMON, HALSEMON, SUBMARIMON = "BT8-012", "BT8-026", "BT8-023"


def _plasma_shot(pool, trash: list[str], mine: str = FLAMEDRAMON):
    return position(
        pool,
        p1={"hand": ["BT8-101"], "trash": trash, "battle": [{"id": "f", "cards": [mine]}]},
        p2={"battle": [{"id": "x", "cards": ["TST-6000"]}, {"id": "z", "cards": ["TST-3000"]}]},
        memory=4,
    )


def test_bt8_101_lowers_every_digimon_by_1000_per_armor_form_card_in_the_trash(pool):
    g = play(_plasma_shot(pool, [HALSEMON, SUBMARIMON, "ST1-03"]), "option BT8-101", "target x")
    assert battle(g, "p2")["z"]["dp"] == 1000
    assert "x" not in battle(g, "p2")


def test_bt8_101_without_armor_form_cards_in_the_trash_only_the_chosen_one_loses_dp(pool):
    g = play(_plasma_shot(pool, ["ST1-03"]), "option BT8-101", "target x")
    assert battle(g, "p2")["z"]["dp"] == 3000
    assert battle(g, "p2")["x"]["dp"] == 2000


def test_bt8_101_needs_yellow_or_an_armor_form_digimon(pool):
    assert "option BT8-101" not in legal(_plasma_shot(pool, [], mine="ST1-03"))
