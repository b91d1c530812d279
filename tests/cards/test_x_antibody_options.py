"""The [X Antibody] Options (BT9-109, BT9-110, EX5-070) and Omnimon (X Antibody) (BT10-086):
each effect in the smallest position where a wrong reading would show; named after the card
(their rulings are in tests/rulings/)."""

from __future__ import annotations

from games import battle, legal, play, position, state


def test_bt9_109_x_antibody_security_gains_memory_and_returns_to_the_hand(pool):
    """Checked, it gives 1 memory and goes to its owner's hand, not to the trash."""
    g = position(
        pool,
        p1={"battle": [{"id": "a", "cards": ["ST1-07"]}]},
        p2={"security": ["BT9-109", "ST1-02"]},
        memory=3,
    )
    play(g, "attack a player")
    p2 = state(g)["players"]["p2"]
    assert p2["hand"] == ["BT9-109"] and p2["trash"] == []
    assert state(g)["memory"] == 2  # p1's 3, less the 1 p2 gained


def test_bt9_109_x_antibody_goes_only_under_a_digimon_without_one(pool):
    """Its [Main] effect skips a Digimon that already has [X Antibody] under it."""
    g = position(
        pool,
        p1={
            "hand": ["BT9-109"],
            "battle": [
                {"id": "a", "cards": ["BT9-109", "ST1-07"]},
                {"id": "b", "cards": ["ST1-03"]},
            ],
        },
        memory=3,
    )
    play(g, "option BT9-109")
    assert battle(g, "p1")["b"]["cards"] == ["BT9-109", "ST1-03"]
    assert battle(g, "p1")["a"]["cards"] == ["BT9-109", "ST1-07"]


def test_bt9_109_x_antibody_keeps_its_place_when_an_effect_trashes_any_card(pool):
    """Gesomon's "trash any 1 digivolution card" can't pick [X Antibody]: Agumon is the only
    choice, and the Digimon, with a digivolution card left, isn't returned."""
    g = position(
        pool,
        p1={"battle": [{"id": "a", "cards": ["BT14-022"]}]},
        p2={
            "battle": [{"id": "x", "cards": ["BT9-109", "ST1-03", "ST1-07"]}],
            "security": ["ST1-02"],
        },
        memory=3,
    )
    play(g, "attack a player")
    assert battle(g, "p2")["x"]["cards"] == ["BT9-109", "ST1-07"]


def test_ex5_070_proto_form_digivolves_for_1_less_and_goes_under(pool):
    """Greymon becomes MetalGreymon (X Antibody) for 2 instead of 3, and the Option goes to
    the bottom of the new stack."""
    g = position(
        pool,
        p1={"hand": ["EX5-070", "BT9-015"], "battle": [{"id": "a", "cards": ["ST1-03", "ST1-07"]}]},
        memory=3,
    )
    play(g, "option EX5-070", "yes", "card BT9-015")
    assert battle(g, "p1")["a"]["cards"] == ["EX5-070", "ST1-03", "ST1-07", "BT9-015"]
    assert state(g)["memory"] == 1
    assert state(g)["players"]["p1"]["trash"] == []


def test_ex5_070_proto_form_stays_when_its_owners_effect_deletes_the_digimon(pool):
    """ "Other than by one of your effects": SkullGreymon's own [End of Attack] deletes the
    stack whole, Proto Form with it."""
    g = position(
        pool,
        p1={"battle": [{"id": "a", "cards": ["EX5-070", "ST1-03", "EX1-062"]}]},
        p2={"security": ["ST1-02", "ST1-02", "ST1-02"]},
        memory=3,
    )
    play(g, "attack a player", "no")
    p1 = state(g)["players"]["p1"]
    assert p1["security"] == 0 and p1["hand"] == []
    assert sorted(p1["trash"]) == ["EX1-062", "EX5-070", "ST1-03"]


def test_bt9_110_x_program_with_2_digimon_deletes_1_of_either_side_without_the_trait(pool):
    """Under 3 Digimon in play, 1 Digimon of either player, but not one with the [X
    Antibody] trait."""
    g = position(
        pool,
        p1={"hand": ["BT9-110"], "battle": [{"id": "o", "cards": ["BT1-084"]}]},
        p2={"battle": [{"id": "x", "cards": ["ST1-03"]}]},
        memory=8,
    )
    play(g, "option BT9-110")
    assert {"target o", "target x"} <= set(legal(g))
    play(g, "target x")
    assert battle(g, "p2") == {} and "o" in battle(g, "p1")
    spared = position(
        pool,
        p1={"hand": ["BT9-110"], "battle": [{"id": "o", "cards": ["BT1-084"]}]},
        p2={"battle": [{"id": "m", "cards": ["BT9-015"]}]},
        memory=8,
    )
    play(spared, "option BT9-110")
    assert battle(spared, "p1") == {} and "m" in battle(spared, "p2")


def test_bt10_086_omnimon_x_antibody_costs_2_less_from_a_digimon_with_x_antibody(pool):
    """From [Omnimon] for 3, or 1 when [X Antibody] is under the Omnimon."""
    for under, left in (([], 7), (["BT9-109"], 9)):
        g = position(
            pool,
            p1={"hand": ["BT10-086"], "battle": [{"id": "a", "cards": [*under, "BT1-084"]}]},
            memory=10,
        )
        play(g, "digivolve a BT10-086")
        assert state(g)["memory"] == left


def test_bt10_086_omnimon_x_antibody_returns_every_digimon_of_the_highest_level(pool):
    """Both level 4 Digimon go to the bottom of the deck, the level 3 stays."""
    g = position(
        pool,
        p1={"hand": ["BT10-086"], "battle": [{"id": "a", "cards": ["BT1-084"]}]},
        p2={
            "battle": [
                {"id": "x", "cards": ["ST1-07"]},
                {"id": "y", "cards": ["ST1-07"]},
                {"id": "z", "cards": ["ST1-03"]},
            ],
        },
        memory=10,
    )
    play(g, "digivolve a BT10-086", "first 1")
    assert list(battle(g, "p2")) == ["z"]
