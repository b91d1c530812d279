"""BT14-041 Seraphimon (no official ruling), played where a wrong reading would show."""

from __future__ import annotations

from games import battle, play, position, state

SERAPHIMON = "BT14-041"


def test_bt14_041_a_card_added_to_security_weakens_a_digimon_and_arms_seraphimon(pool) -> None:
    """[When Digivolving] <Recovery +1 (Deck)> adds a card to the security stack, so the [All
    Turns] effect gives p2's 7000 DP Digimon -7000 DP (deleted at 0 DP) and Seraphimon
    <Security A. +1>: its attack checks 2 security cards."""
    g = position(
        pool,
        p1={
            "hand": [SERAPHIMON],
            "battle": [{"id": "a", "cards": ["BT1-057"]}],
            "deck": ["ST1-02"] * 10,
        },
        p2={
            "battle": [{"id": "x", "cards": ["TST-7000"]}],
            "security": ["TST-1000"] * 4,
        },
        memory=5,
    )
    play(g, f"digivolve a {SERAPHIMON}")
    assert battle(g, "p2") == {}
    assert state(g)["players"]["p1"]["security"] == 1
    play(g, "attack a player")
    assert state(g)["players"]["p2"]["security"] == 2


def test_bt14_041_nothing_without_a_card_added_to_security(pool) -> None:
    """Without a card added to the security stack nothing happens: Seraphimon checks 1
    security card."""
    g = position(
        pool,
        p1={"battle": [{"id": "a", "cards": ["BT1-057", SERAPHIMON]}]},
        p2={"battle": [{"id": "x", "cards": ["TST-7000"]}], "security": ["TST-1000"] * 4},
        memory=5,
    )
    play(g, "attack a player")
    assert state(g)["players"]["p2"]["security"] == 3
    assert "x" in battle(g, "p2")
