"""BT12-089 Takato Matsuki, played where a wrong reading of its [Main] would show (its
rulings Q2223, Q2224 and Q6066 are in tests/rulings/bt12.toml)."""

from __future__ import annotations

from games import legal, play, position, state


def _position(pool, trash: list[str]):
    """p1: Guilmon (ST7-03), this Takato, Gallantmon (BT12-018, from red Lv.5 for 4) in the
    hand, 5 memory."""
    return position(
        pool,
        p1={
            "hand": ["BT12-018"],
            "trash": trash,
            "battle": [{"id": "g", "cards": ["ST7-03"]}, {"id": "t", "cards": ["BT12-089"]}],
        },
        memory=5,
    )


def test_bt12_089_digivolves_guilmon_into_gallantmon_ignoring_its_level(pool):
    """ "[Main] [Once Per Turn] By placing this Tamer along with 1 each of [Growlmon] and
    [WarGrowlmon] from your trash under one of your [Guilmon] in any order as its bottom
    digivolution cards, you may digivolve that Digimon into a [Gallantmon] in your hand for
    its cost, ignoring its level. The Digimon that digivolved with this effect gets +2000 DP
    for the turn.": level 3 Guilmon becomes Gallantmon for its 4 (from red Lv.5), with the
    Tamer and both cards under it, and 12000 + 2000 DP."""
    g = play(_position(pool, ["ST7-05", "BT2-017"]), "activate t", "yes")
    play(g, "card BT12-018")
    me = state(g)["players"]["p1"]
    assert set(me["battle"]) == {"g"}
    assert me["battle"]["g"]["top"] == "BT12-018"
    assert sorted(me["battle"]["g"]["cards"][:3]) == ["BT12-089", "BT2-017", "ST7-05"]
    assert me["battle"]["g"]["dp"] == 14000
    assert state(g)["memory"] == 1


def test_bt12_089_places_nothing_without_both_cards_in_the_trash(pool):
    """With only Growlmon in the trash the placing can't be done in full: the Tamer stays in
    play, Growlmon in the trash, and Guilmon doesn't digivolve."""
    g = _position(pool, ["ST7-05"])
    if "activate t" in legal(g):
        play(g, "activate t")
        if "yes" in legal(g):
            play(g, "yes")
    me = state(g)["players"]["p1"]
    assert set(me["battle"]) == {"g", "t"}
    assert me["battle"]["g"]["top"] == "ST7-03"
    assert me["trash"] == ["ST7-05"]
