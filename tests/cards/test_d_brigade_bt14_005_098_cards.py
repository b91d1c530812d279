"""BT14-005 Missimon and BT14-098 DCD Bomb, played where a wrong reading would show (DCD
Bomb's official ruling is a position in tests/rulings/)."""

from __future__ import annotations

from games import battle, legal, play, position, state

MISSIMON, DCD_BOMB, COMMANDRAMON = "BT14-005", "BT14-098", "EX3-046"


def test_bt14_005_returning_3_cards_to_the_deck_top_gives_2000_dp(pool) -> None:
    """Inherited [When Attacking]: 3 [D-Brigade] cards from the trash go on top of the deck,
    and the attacker gets +2000 DP: at 7000 DP its 5000 DP beats a 6000 DP Digimon."""
    g = position(
        pool,
        p1={
            "battle": [{"id": "a", "cards": [MISSIMON, "TST-5000"]}],
            "trash": [COMMANDRAMON] * 3,
            "deck": ["ST1-02"] * 2,
        },
        p2={"battle": [{"id": "x", "cards": ["TST-6000"], "suspended": True}]},
        memory=3,
    )
    play(g, "attack a x", "yes")
    assert state(g)["players"]["p1"]["trash"] == []
    assert "x" not in battle(g, "p2")
    assert "a" in battle(g, "p1")


def test_bt14_098_deletes_digimon_whose_play_costs_add_up_to_6(pool) -> None:
    """After the <De-Digivolve 1>, returning 3 cards lets it delete opponent's Digimon whose
    play costs add up to 6 or less: Agumon (3) and Agumon (3), not Greymon (5) with them."""
    g = position(
        pool,
        p1={
            "hand": [DCD_BOMB],
            "battle": [{"id": "a", "cards": [COMMANDRAMON]}],
            "trash": [COMMANDRAMON] * 3,
        },
        p2={
            "battle": [
                {"id": "x", "cards": ["ST1-03"]},
                {"id": "y", "cards": ["ST1-03"]},
                {"id": "z", "cards": ["ST1-07"]},
            ]
        },
        memory=4,
    )
    play(g, f"option {DCD_BOMB}", "target x", "yes", "target x", "target y")
    assert "target z" not in legal(g)
