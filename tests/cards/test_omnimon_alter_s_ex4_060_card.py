"""EX4-060 Omnimon Alter-S, beyond its rulings (tests/rulings/ex4.toml): its [When
Digivolving] "delete 1 of your opponent's Digimon with 8000 DP or less, and return 1 of your
opponent's level 6 or higher Digimon to the bottom of its owner's deck" is both, in that
order; and an opponent's Option deleting it plays the [BlitzGreymon] under it and sends it to
the bottom of the security stack, its other cards to the trash."""

from __future__ import annotations

from games import battle, play, position, state

OMNIMON = "EX4-060"


def test_ex4_060_dna_digivolving_deletes_one_then_returns_a_level_6(pool):
    g = position(
        pool,
        p1={
            "hand": [OMNIMON],
            "battle": [{"id": "b", "cards": ["BT1-044"]}, {"id": "r", "cards": ["BT1-025"]}],
        },
        p2={
            "battle": [
                {"id": "x", "cards": ["TST-8000"]},
                {"id": "y", "cards": ["TST-9000"]},
                {"id": "z", "cards": ["BT1-025"]},  # WarGreymon, level 6, 12000 DP
            ]
        },
        memory=3,
    )
    play(g, f"dna b r {OMNIMON}")  # x is the only one of 8000 DP or less: no question
    assert list(battle(g, "p2")) == ["y"]
    p2 = state(g)["players"]["p2"]
    assert (p2["trash"], p2["deck"]) == (["TST-8000"], 11)


def test_ex4_060_deleted_by_an_opponents_option_plays_blitzgreymon_and_goes_to_security(pool):
    g = position(
        pool,
        p1={
            "battle": [{"id": "o", "cards": ["BT1-021", "EX4-051", OMNIMON]}],
            "security": ["ST1-02"],
        },
        p2={"hand": ["ST1-16"], "battle": [{"id": "a", "cards": ["ST1-03"]}]},
        turn="p2",
        memory=10,
    )
    play(g, "option ST1-16")  # Gaia Force: delete 1 of your opponent's Digimon
    p1 = state(g)["players"]["p1"]
    assert [d["name"] for d in p1["battle"].values()] == ["BlitzGreymon"]
    assert (p1["security"], p1["trash"]) == (2, ["BT1-021"])
