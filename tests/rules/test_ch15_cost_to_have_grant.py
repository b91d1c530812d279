"""15-7: "you may trash 1 card in your hand to have this Digimon get +3000 DP for the turn":
a cost paid for a lasting change, which the later sets print with "to have ... get/gain".
Paid, the change is made and lasts its duration; declined, neither happens.

The test cards are written as printed text and compiled, as a designer would write them.
"""

from __future__ import annotations

from builders import digimon
from games import battle, dummy, kind, play, position, state, with_cards

TEXT = (
    "[When Attacking] You may trash 1 card in your hand to have this Digimon get +3000 DP and "
    "gain <Jamming> for the turn."
)


def _hand(g) -> int:
    return len(state(g)["players"]["p1"]["hand"])


def _pool(cards):
    mon = digimon("CH-01", name="Cost Mon", dp=4000, text=TEXT)
    return with_cards(cards, mon, dummy(6000))


def _attack(cards, answer: str):
    g = position(
        _pool(cards),
        p1={"hand": ["ST1-02"], "battle": [{"id": "a", "cards": ["CH-01"]}]},
        p2={
            "security": ["ST1-02"] * 3,
            "battle": [{"id": "w", "cards": ["TST-6000"], "suspended": True}],
        },
    )
    play(g, "attack a w")
    assert kind(g) == "optional"
    play(g, answer)
    return g


def test_paid_the_digimon_gets_the_change_for_the_turn(cards):
    g = _attack(cards, "yes")
    # 4000 + 3000 beats 6000: the attacker survives, the blocker-less target is deleted
    assert _hand(g) == 0
    assert "w" not in battle(g, "p2")
    assert battle(g, "p1")["a"]["dp"] == 7000
    play(g, "pass")
    assert state(g)["turn"] == "p2"
    assert battle(g, "p1")["a"]["dp"] == 4000


def test_declined_nothing_is_paid_and_nothing_changes(cards):
    g = _attack(cards, "no")
    assert _hand(g) == 1
    assert "a" not in battle(g, "p1")
