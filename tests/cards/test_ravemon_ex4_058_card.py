"""EX4-058 Ravemon, beyond its ruling (tests/rulings/ex4.toml): its [End of Attack] deletes it,
only while it has a [Bird] or [Avian] digivolution card, for a [Ravemon] played from the trash
at the end of the opponent's turn (not of this one); its [On Deletion] has the opponent trash
from a hand of 8 or more, then take a security card into a hand of 7 or fewer."""

from __future__ import annotations

from games import battle, legal, play, position, state

RAVEMON = "EX4-058"


def _attacked(pool, under: str, hand: list[str] | None = None):
    g = position(
        pool,
        p1={"battle": [{"id": "r", "cards": [under, RAVEMON]}]},
        p2={"hand": hand or [], "security": ["TST-1000", "TST-2000"]},
        memory=3,
    )
    return play(g, "attack r player")


def test_ex4_058_comes_back_at_the_end_of_the_opponents_turn(pool):
    g = _attacked(pool, "ST1-02")  # Biyomon: [Bird]
    play(g, "yes")
    assert battle(g, "p1") == {}
    play(g, "pass")  # the end of p1's own turn: not yet
    assert state(g)["players"]["p1"]["trash"] == ["ST1-02", RAVEMON]
    play(g, "pass")  # the end of p2's turn
    assert [d["top"] for d in battle(g, "p1").values()] == [RAVEMON]
    assert state(g)["players"]["p1"]["trash"] == ["ST1-02"]


def test_ex4_058_without_a_bird_or_avian_card_under_it_asks_nothing(pool):
    g = _attacked(pool, "ST1-03")  # Agumon: [Reptile]
    assert "yes" not in legal(g)
    assert list(battle(g, "p1")) == ["r"]


def test_ex4_058_on_deletion_trashes_from_8_then_adds_a_security_card_to_7(pool):
    g = _attacked(pool, "ST1-02", ["ST1-03"] * 8)
    play(g, "yes")  # one kind of card in the hand: no question
    p2 = state(g)["players"]["p2"]
    assert (len(p2["hand"]), p2["security"], p2["trash"]) == (8, 0, ["TST-1000", "ST1-03"])


def test_ex4_058_on_deletion_with_a_hand_of_9_trashes_only(pool):
    g = _attacked(pool, "ST1-02", ["ST1-03"] * 9)
    play(g, "yes")  # one kind of card in the hand: no question
    p2 = state(g)["players"]["p2"]
    assert (len(p2["hand"]), p2["security"]) == (8, 1)
