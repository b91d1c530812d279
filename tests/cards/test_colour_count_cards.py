"""Cards that count a Digimon's colours, "with 2 or more colors" (BT8-085 ... BT9-059), each
in the smallest position where a wrong reading would show; named after the card. Their
official rulings (the colours of digivolution cards don't count) are in tests/rulings/."""

from __future__ import annotations

from games import battle, kind, play, position

# BT8-017 UltimateBrachiomon and BT8-012 Flamedramon have two colours; ST1-07 Greymon one.


def test_bt8_085_yolei_inoue_a_two_colour_attacker_lets_her_delete(pool):
    g = position(
        pool,
        p1={"battle": [{"id": "a", "cards": ["BT8-017"]}, {"id": "t", "cards": ["BT8-085"]}]},
        p2={"battle": [{"id": "x", "cards": ["TST-3000"]}], "security": ["ST1-02"] * 2},
        memory=3,
    )
    play(g, "attack a player")
    assert kind(g) == "optional"
    play(g, "yes")
    assert "x" not in battle(g, "p2") and battle(g, "p1")["t"]["suspended"]


def test_bt8_089_cody_hida_a_two_colour_attacker_lets_him_reduce_dp(pool):
    g = position(
        pool,
        p1={"battle": [{"id": "a", "cards": ["BT8-017"]}, {"id": "t", "cards": ["BT8-089"]}]},
        p2={"battle": [{"id": "x", "cards": ["TST-5000"]}], "security": ["ST1-02"] * 2},
        memory=3,
    )
    play(g, "attack a player", "yes")
    assert battle(g, "p2")["x"]["dp"] == 3000


def test_bt8_088_davis_and_ken_unsuspend_a_digimon_that_digivolves_into_two_colours(pool):
    g = position(
        pool,
        p1={
            "hand": ["BT8-012", "ST1-07"],
            "battle": [
                {"id": "a", "cards": ["ST1-03"], "suspended": True},
                {"id": "b", "cards": ["ST1-03"], "suspended": True},
                {"id": "t", "cards": ["BT8-088"]},
            ],
        },
        memory=9,
    )
    play(g, "digivolve a BT8-012")
    assert kind(g) == "optional"
    play(g, "yes")
    assert not battle(g, "p1")["a"]["suspended"]
    play(g, "digivolve b ST1-07")  # one colour: no trigger, Davis is suspended anyway
    assert battle(g, "p1")["b"]["suspended"]


def test_bt8_096_top_gun_a_two_colour_digivolution_card_deletes_up_to_7000(pool):
    g = position(
        pool,
        p1={"hand": ["BT8-096"], "battle": [{"id": "a", "cards": ["ST1-03", "BT8-012", "ST1-07"]}]},
        p2={"battle": [{"id": "x", "cards": ["TST-6000"]}]},
        memory=3,
    )
    play(g, "option BT8-096")
    assert battle(g, "p2") == {}


def test_bt8_100_disaster_blaster_a_two_colour_digimon_gives_minus_6000(pool):
    g = position(
        pool,
        p1={"hand": ["BT8-100"], "battle": [{"id": "a", "cards": ["ST1-03", "BT8-023"]}]},
        p2={"battle": [{"id": "x", "cards": ["TST-7000"]}]},
        memory=3,
    )
    play(g, "option BT8-100")
    assert battle(g, "p2")["x"]["dp"] == 1000


def test_bt8_103_lightning_blade_chooses_only_a_two_colour_digimon(pool):
    g = position(
        pool,
        p1={
            "hand": ["BT8-103"],
            "battle": [{"id": "a", "cards": ["TST-5000"]}, {"id": "b", "cards": ["BT8-048"]}],
        },
        memory=3,
    )
    play(g, "option BT8-103")
    assert battle(g, "p1")["b"]["dp"] == 6000 and battle(g, "p1")["a"]["dp"] == 5000


def test_bt9_059_tapirmon_inherited_plus_1000_only_under_two_colours(pool):
    g = position(
        pool,
        p1={
            "battle": [
                {"id": "a", "cards": ["BT9-059", "BT8-012"]},
                {"id": "b", "cards": ["BT9-059", "ST1-07"]},
            ]
        },
    )
    assert battle(g, "p1")["a"]["dp"] == pool["BT8-012"].dp + 1000
    assert battle(g, "p1")["b"]["dp"] == pool["ST1-07"].dp
