"""The Armor Form line (BT8-038 Magnamon, ...), played where a wrong reading would show. The
catalogue spells the form "ArmorForm" on most of these cards; the cards and the rules say
[Armor Form] (3-4-7-8), and "with [Armor Form] in its traits" finds them either way."""

from __future__ import annotations

from games import battle, legal, play, position, state


def test_bt8_038_counts_the_armor_form_cards_in_the_trash(pool):
    """ "[When Digivolving] Unsuspend this Digimon, and it gets +2000 DP until the end of
    your opponent's next turn for each card with [Armor Form] in its traits in your trash":
    over a suspended Tapirmon, with BT8-039 and BT8-012 (Armor Form) and ST1-02 in the trash,
    it is unsuspended with 7000 + 4000 DP, and still has them in p2's turn."""
    g = position(
        pool,
        p1={
            "hand": ["BT8-038"],
            "battle": [{"id": "m", "cards": ["ST3-03"], "suspended": True}],
            "trash": ["BT8-039", "ST1-02", "BT8-012"],
        },
        memory=4,
    )
    play(g, "digivolve m BT8-038")
    m = battle(g, "p1")["m"]
    assert (m["suspended"], m["dp"]) == (False, 11000)
    play(g, "pass")
    assert battle(g, "p1")["m"]["dp"] == 11000


def test_bt13_040_deleted_in_battle_draws_and_plays_the_veemon_under_it(pool):
    """ "[All Turns] When this Digimon would leave the battle area, <Draw 1>. Then, you may
    play 1 [Veemon] from your hand or this Digimon's digivolution cards without paying the
    cost": deleted by a 9000 DP attacker, p1 draws ST1-03 and plays the BT2-021 Veemon from
    under it before the stack goes to the trash."""
    g = position(
        pool,
        p1={
            "battle": [{"id": "m", "cards": ["BT2-021", "BT13-040"], "suspended": True}],
            "deck": ["ST1-03"] + ["ST1-02"] * 9,
        },
        p2={"battle": [{"id": "x", "cards": ["TST-9000"]}]},
        turn="p2",
        memory=3,
    )
    play(g, "attack x m", "yes")
    p1 = state(g)["players"]["p1"]
    assert [p["top"] for p in battle(g, "p1").values()] == ["BT2-021"]
    assert (p1["hand"], p1["trash"]) == (["ST1-03"], ["BT13-040"])


def test_bt13_040_returned_to_the_hand_plays_a_veemon_from_the_hand(pool):
    """Returned to the hand by p2's Cocytus Breath (ST2-16), it leaves too: p1 draws and
    plays the Veemon in the hand for free; the Agumon under it goes to the trash."""
    g = position(
        pool,
        p1={"hand": ["BT12-021"], "battle": [{"id": "m", "cards": ["ST1-03", "BT13-040"]}]},
        p2={"hand": ["ST2-16"], "battle": [{"id": "b", "cards": ["ST2-03"]}]},
        turn="p2",
        memory=7,
    )
    play(g, "option ST2-16", "yes")
    p1 = state(g)["players"]["p1"]
    assert [p["top"] for p in battle(g, "p1").values()] == ["BT12-021"]
    assert sorted(p1["hand"]) == ["BT13-040", "ST1-02"]
    assert p1["trash"] == ["ST1-03"]
    assert state(g)["memory"] == 0


def _goldveedramon(pool, trash: list[str], tamer: list[dict] | None = None):
    """EX4-027 GoldVeedramon from BT2-021 Veemon; its -2000 to the 9000 DP y, then p1 passes."""
    g = position(
        pool,
        p1={
            "hand": ["EX4-027"],
            "battle": [{"id": "v", "cards": ["BT2-021"]}, *(tamer or [])],
            "trash": trash,
        },
        p2={"battle": [{"id": "x", "cards": ["TST-6000"]}, {"id": "y", "cards": ["TST-9000"]}]},
        memory=3,
    )
    play(g, "digivolve v EX4-027", "target y", "pass")
    return g


def test_ex4_027_with_an_armor_form_card_in_the_trash_stops_a_6000_dp_digimon(pool):
    """ "If you have a blue or yellow Tamer in play, or if you have a card with the [Armor Form]
    trait in your trash, 1 of your opponent's Digimon with 6000 DP or less can't attack or
    block": with BT8-039 Rapidmon (ArmorForm in the catalogue) in the trash, or a
    yellow Tamer (ST3-12) in play, p2's 6000 DP x can't attack in p2's turn; with neither,
    it can (y, 7000 DP after its -2000, was never a choice)."""
    assert "attack x player" not in legal(_goldveedramon(pool, ["BT8-039"]))
    tamer = [{"id": "t", "cards": ["ST3-12"]}]
    assert "attack x player" not in legal(_goldveedramon(pool, ["ST1-02"], tamer))
    assert "attack x player" in legal(_goldveedramon(pool, ["ST1-02"]))


def test_bt9_098_digivolves_free_into_magnamon_which_the_opponent_cant_weaken(pool):
    """ "[Main] You may digivolve 1 of your Digimon with [Armor Form] in its traits into a
    Digimon card with [Magnamon] in its name in your hand, ignoring its digivolution
    requirements and without paying its memory cost. The Digimon that digivolved with this
    effect can't have its DP reduced by your opponent's effects until the end of your
    opponent's turn": level 4 Rapidmon (BT8-039, whose level BT8-038 Magnamon can't come
    from) becomes Magnamon for nothing beyond the 3 the card costs, and p2's Heaven's Charm
    (ST3-14, -2000) leaves it at 7000 DP in p2's turn."""
    g = position(
        pool,
        p1={"hand": ["BT9-098", "BT8-038"], "battle": [{"id": "f", "cards": ["BT8-039"]}]},
        p2={"hand": ["ST3-14"], "battle": [{"id": "y", "cards": ["ST3-03"]}]},
        memory=3,
    )
    play(g, "option BT9-098", "yes", "card BT8-038")
    assert battle(g, "p1")["f"]["top"] == "BT8-038"
    assert state(g)["memory"] == 0
    play(g, "pass", "option ST3-14")
    assert state(g)["players"]["p2"]["trash"] == ["ST3-14"]
    assert battle(g, "p1")["f"]["dp"] == 7000
