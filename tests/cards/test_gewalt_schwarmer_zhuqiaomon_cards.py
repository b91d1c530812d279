"""BT6-105 Gewalt Schwärmer and EX5-013 Zhuqiaomon, played where a wrong reading of their text
would show (rulings Q1489, Q1490 and Q3550 are in tests/rulings/bt6.toml and ex5.toml)."""

from __future__ import annotations

from games import battle, legal, play, position, state


def test_bt6_105_needs_black_or_a_three_musketeers_digimon(pool):
    """Without a black Digimon or Tamer, or a [Three Musketeers] one, the Option can't be
    used (4-22-2); with a black Digimon it deletes the Digimon of play cost 7 or less."""
    p2 = {"battle": [{"id": "x", "cards": ["BT10-063"]}]}
    g = position(
        pool, p1={"hand": ["BT6-105"], "battle": [{"id": "a", "cards": ["ST1-07"]}]}, p2=p2
    )
    assert "option BT6-105" not in legal(g)
    g = position(
        pool,
        p1={"hand": ["BT6-105"], "battle": [{"id": "a", "cards": ["BT2-064"]}]},
        p2=p2,
        memory=7,
    )
    play(g, "option BT6-105")
    assert battle(g, "p2") == {} and set(battle(g, "p1")) == {"a"}


def test_bt6_105_goes_to_the_hand_from_security(pool):
    """ "[Security] Add this card to its owner's hand"."""
    g = position(
        pool,
        p1={"battle": [{"id": "s", "cards": ["TST-9000"]}]},
        p2={"security": ["BT6-105", "ST1-02"]},
    )
    play(g, "attack s player")
    assert state(g)["players"]["p2"]["hand"] == ["BT6-105"]


def test_ex5_013_zhuqiaomon_deleted_takes_the_strongest_opponents_digimon(pool):
    """ "[On Deletion] Delete 1 of your opponent's Digimon with the highest DP": of p2's
    15000, 11000 and 9000 the 15000 goes."""
    g = position(
        pool,
        p1={"battle": [{"id": "z", "cards": ["EX5-013"], "suspended": True}]},
        p2={
            "battle": [
                {"id": "s", "cards": ["TST-15000"]},
                {"id": "x", "cards": ["TST-9000"]},
                {"id": "y", "cards": ["TST-11000"]},
            ]
        },
        turn="p2",
    )
    play(g, "attack s z")
    assert set(battle(g, "p2")) == {"x", "y"}


def test_ex5_013_zhuqiaomon_blast_digivolves_and_its_deletion_is_once_per_turn(pool):
    """ "[Hand] [Counter] <Blast Digivolve>" on p2's attack, then "[When Digivolving] [When
    Attacking] [Once Per Turn] By deleting 1 Digimon with the [Deva] trait or 6000 DP or
    less, this Digimon gains <Security Attack +1>": the 6000 goes, not the 7000."""
    g = position(
        pool,
        p1={"hand": ["EX5-013"], "battle": [{"id": "m", "cards": ["ST1-09"]}]},
        p2={
            "battle": [
                {"id": "s", "cards": ["TST-11000"]},
                {"id": "x", "cards": ["TST-6000"]},
                {"id": "y", "cards": ["TST-7000"]},
            ]
        },
        turn="p2",
    )
    play(g, "attack s player", "blast m EX5-013", "yes")
    assert set(battle(g, "p2")) == {"s", "y"}
    assert battle(g, "p1")["m"]["top"] == "EX5-013"


def test_ex5_013_zhuqiaomon_deletes_once_a_turn_for_its_two_timings(pool):
    """The [Once Per Turn] is shared by [When Digivolving] and [When Attacking]: after the
    deletion on digivolving, its attack asks nothing and checks 2 security cards."""
    g = position(
        pool,
        p1={"hand": ["EX5-013"], "battle": [{"id": "m", "cards": ["ST1-09"]}]},
        p2={
            "battle": [{"id": "x", "cards": ["TST-6000"]}, {"id": "y", "cards": ["TST-5000"]}],
            "security": ["ST1-02", "ST1-02", "ST1-02"],
        },
        memory=5,
    )
    play(g, "digivolve m EX5-013", "yes", "target x", "attack m player")
    assert set(battle(g, "p2")) == {"y"}
    assert state(g)["players"]["p2"]["security"] == 1
