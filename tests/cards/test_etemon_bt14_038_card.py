"""BT14-038 Etemon, played where a wrong reading would show: its [Security] play needs 3 cards
with [Sukamon] in their names in the trash (with 3 it is ruling Q2413's position, in
tests/rulings/), and its [On Deletion] puts it at the bottom of its security stack."""

from __future__ import annotations

from games import battle, legal, play, position, state

ETEMON, SUKAMON, KINGETEMON = "BT14-038", "BT3-063", "BT13-076"


def test_bt14_038_security_with_2_sukamon_in_the_trash_plays_nothing(pool) -> None:
    g = position(
        pool,
        p1={"hand": [KINGETEMON], "trash": [SUKAMON] * 2, "security": [ETEMON, "TST-1000"]},
        p2={"battle": [{"id": "z", "cards": ["TST-9000"]}]},
        turn="p2",
        memory=3,
        turn_number=4,
    )
    play(g, "attack z player")
    assert legal(g) == ["pass"]
    assert state(g)["players"]["p1"]["hand"] == [KINGETEMON]
    assert battle(g, "p1") == {}


def test_bt14_038_on_deletion_goes_to_the_bottom_of_the_security_stack(pool) -> None:
    g = position(
        pool,
        p1={"battle": [{"id": "e", "cards": ["TST-1000", ETEMON]}], "security": ["TST-1000"]},
        p2={"battle": [{"id": "z", "cards": ["TST-15000"], "suspended": True}]},
        memory=3,
        turn_number=3,
    )
    play(g, "attack e z")
    p1 = state(g)["players"]["p1"]
    assert p1["security"] == 2
    assert p1["trash"] == ["TST-1000"]
