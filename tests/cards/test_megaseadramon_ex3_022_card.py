"""EX3-022 MegaSeadramon, played where a wrong reading of its text would show (no official
ruling): its [When Attacking] plays a blue level 3 Digimon card from under one of its
player's blue Digimon, itself among them, and no other card: not a red level 3, not a blue
level 4, not one under a Digimon that isn't blue."""

from __future__ import annotations

from games import battle, legal, play, position, state

# ST2-02 Gomamon and ST2-04 Bearmon: blue level 3; ST1-03 Agumon red level 3; ST2-05
# Ikkakumon blue level 4; BT2-028 AeroVeedramon blue, ST1-07 Greymon red (the tops).
MINE = [
    {"id": "m", "cards": ["ST2-02", "EX3-022"]},
    {"id": "b", "cards": ["ST1-03", "ST2-04", "ST2-05", "BT2-028"]},
    {"id": "r", "cards": ["ST2-04", "ST1-07"]},
]


def _attacking(pool):
    g = position(
        pool,
        p1={"battle": MINE},
        p2={"battle": [{"id": "x", "cards": ["TST-1000"]}], "security": ["ST1-02"] * 3},
        memory=3,
    )
    return play(g, "attack m player", "yes")


def test_ex3_022_offers_the_blue_level_3_cards_under_blue_digimon(pool):
    assert legal(_attacking(pool)) == ["card m ST2-02", "card b ST2-04"]


def test_ex3_022_plays_the_card_chosen_for_free(pool):
    g = play(_attacking(pool), "card b ST2-04")
    mine = battle(g, "p1")
    assert mine["b"]["cards"] == ["ST1-03", "ST2-05", "BT2-028"]
    assert state(g)["memory"] == 3
    assert [p["top"] for k, p in mine.items() if k not in ("m", "b", "r")] == ["ST2-04"]
