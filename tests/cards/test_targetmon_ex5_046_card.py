"""EX5-046 Targetmon (rulings Q3623, Q3624 in tests/rulings/ex5.toml), played where a wrong
reading would show: its [On Deletion] "By trashing 1 card with [Etemon]/[Sukamon] in its name
in your hand, return this card to the hand" (nothing without such a card) and its inherited
"When this Digimon would be deleted, by deleting 1 other Digimon with [Sukamon] in its name,
prevent that deletion"."""

from __future__ import annotations

import pytest
from games import play, position, state

TARGETMON, SUKAMON = "EX5-046", "BT3-063"


@pytest.mark.parametrize("hand", [[SUKAMON], ["ST1-02"]])
def test_ex5_046_on_deletion_returns_it_for_a_sukamon_card(pool, hand) -> None:
    g = position(
        pool,
        p1={"hand": hand, "battle": [{"id": "t", "cards": [TARGETMON]}]},
        p2={"battle": [{"id": "x", "cards": ["TST-15000"], "suspended": True}]},
        memory=4,
        turn_number=3,
    )
    play(g, "attack t x")
    if hand == [SUKAMON]:
        play(g, "yes")
    p1 = state(g)["players"]["p1"]
    assert p1["hand"] == ([TARGETMON] if hand == [SUKAMON] else hand)
    assert p1["trash"] == ([SUKAMON] if hand == [SUKAMON] else [TARGETMON])


def test_ex5_046_inherited_deletes_another_sukamon_instead(pool) -> None:
    g = position(
        pool,
        p1={
            "battle": [
                {"id": "a", "cards": [TARGETMON, SUKAMON]},
                {"id": "b", "cards": [SUKAMON]},
            ]
        },
        p2={"battle": [{"id": "x", "cards": ["TST-15000"], "suspended": True}]},
        memory=4,
        turn_number=3,
    )
    play(g, "attack a x", f"prevent {TARGETMON}")
    assert list(state(g)["players"]["p1"]["battle"]) == ["a"]
