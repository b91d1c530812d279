"""BT8-110 Armor Texture!, in the smallest positions where a wrong reading would show."""

from __future__ import annotations

from games import battle, play, position, state


def test_bt8_110_armor_texture_trashes_the_top_card_then_digivolves_and_unsuspends(pool):
    """[Main] with no white card in play (the colour requirement ignored while an Armor Form
    Digimon is there): Flamedramon's card goes, the Agumon under it digivolves into the Flamedramon
    in the hand for 3 and is unsuspended."""
    g = position(
        pool,
        p1={
            "hand": ["BT8-110", "BT8-012"],
            "battle": [{"id": "a", "cards": ["ST1-03", "BT8-012"], "suspended": True}],
        },
        memory=5,
    )
    play(g, "option BT8-110", "yes", "card BT8-012")
    a = battle(g, "p1")["a"]
    assert (a["cards"], a["suspended"]) == (["ST1-03", "BT8-012"], False)
    assert g.memory == 2
    assert state(g)["players"]["p1"]["trash"] == ["BT8-012", "BT8-110"]


def test_bt8_110_armor_texture_security_plays_a_free_level_3_from_the_trash(pool):
    """[Security] "You may play 1 level 3 Digimon card with [Free] in its traits from your hand
    or trash without paying its memory cost": checked by an attack, it plays the Hawkmon in
    the trash (its attribute is [Free])."""
    g = position(
        pool,
        p1={"security": ["BT8-110"], "trash": ["BT8-009"]},
        p2={"battle": [{"id": "x", "cards": ["ST1-03"]}]},
        turn="p2",
        memory=3,
    )
    play(g, "attack x player", "yes")
    assert [s["top"] for s in battle(g, "p1").values()] == ["BT8-009"]
    assert state(g)["players"]["p1"]["trash"] == ["BT8-110"]
