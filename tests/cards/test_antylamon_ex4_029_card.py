"""EX4-029 Antylamon (no official ruling), played where a wrong reading would show."""

from __future__ import annotations

from games import battle, play, position, state

ANTYLAMON = "EX4-029"
MIKEMON = "BT12-036"  # Lv.4, yellow and green


def test_ex4_029_digivolves_from_a_two_colour_green_lv4_for_3(pool) -> None:
    """[Digivolve] Lv.4 2-color w/green: Cost 3, where its colour lines cost 4."""
    g = position(
        pool, p1={"hand": [ANTYLAMON], "battle": [{"id": "a", "cards": [MIKEMON]}]}, memory=5
    )
    play(g, f"digivolve a {ANTYLAMON}")
    assert battle(g, "p1")["a"]["cards"][-1] == ANTYLAMON
    assert state(g)["memory"] == 2


def test_ex4_029_end_of_attack_recovery_with_3_or_fewer_security_cards(pool) -> None:
    """[End of Attack] <Recovery +1 (Deck)> with 3 or fewer security cards; with 4, none."""
    for security, after in ((3, 4), (4, 4)):
        g = position(
            pool,
            p1={"battle": [{"id": "a", "cards": [ANTYLAMON]}], "security": ["TST-1000"] * security},
            p2={"security": ["TST-1000"] * 3},
            memory=3,
        )
        play(g, "attack a player")
        assert state(g)["players"]["p1"]["security"] == after
